#include "countinghelp.h"

#include "games/gameface.h"
#include "tablemodel.h"

#include <QStringList>

#include <vector>

namespace st::ui {

QString CountingHelp::line(const TableModel& model, int human) {
    if (!model.hasGame() || !model.game().inDeal())
        return {};
    const PointCount count = model.game().countedPoints(human);
    if (count.points.empty())
        return {};
    // One figure per side, the human's first: partners are named together with their side's total,
    // and a side's declared 20/40 that counts only from its first trick is told beside it.
    const int n = static_cast<int>(count.points.size());
    const auto sideOf = [&](int s) {
        return s < static_cast<int>(count.side.size()) ? count.side[static_cast<std::size_t>(s)] : s;
    };
    std::vector<int> order;
    if (human >= 0 && human < n)
        order.push_back(human);
    for (int s = 0; s < n; ++s)
        if (s != human)
            order.push_back(s);
    QStringList parts;
    std::vector<bool> told(static_cast<std::size_t>(n), false);
    for (int s : order) {
        if (told[static_cast<std::size_t>(s)] || count.points[static_cast<std::size_t>(s)] < 0)
            continue;
        QStringList names;
        for (int t : order)
            if (!told[static_cast<std::size_t>(t)] && count.points[static_cast<std::size_t>(t)] >= 0 &&
                sideOf(t) == sideOf(s)) {
                told[static_cast<std::size_t>(t)] = true;
                names << (t == human ? tr("you") : model.name(t));
            }
        const QString who =
            names.size() > 1
                ? tr("%1 and %2").arg(names.mid(0, names.size() - 1).join(QStringLiteral(", ")), names.last())
                : names.front();
        QString part = QStringLiteral("%1 %2").arg(who).arg(count.points[static_cast<std::size_t>(s)]);
        const int pending = s < static_cast<int>(count.pending.size()) ? count.pending[static_cast<std::size_t>(s)] : 0;
        if (pending > 0)
            part += QLatin1Char(' ') + faces::face(model.game()).pendingDeclaredNote().arg(pending);
        parts << part;
    }
    QString line = tr("Card points taken: %1").arg(parts.join(QStringLiteral(" \u00b7 ")));
    if (count.target > 0)
        line += QLatin1Char(' ') + tr("(%1 to win)").arg(count.target);
    return line;
}

} // namespace st::ui
