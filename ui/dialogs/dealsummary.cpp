#include "dealsummary.h"

#include "record.h"
#include "table/tablemodel.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

namespace st::ui {

QString DealSummary::outcomeText(const std::string& o) {
    if (o == "out")
        return tr("A player went out (Aus!) with 66 or more.");
    if (o == "out_short")
        return tr("A player went out without 66: the opponents score.");
    if (o == "out_against_closer")
        return tr("The closer's opponent went out with 66.");
    if (o == "closer_made")
        return tr("The player who closed the talon (zugedreht) made 66.");
    if (o == "closer_failed")
        return tr("The player who closed the talon did not make 66.");
    if (o == "last_trick")
        return tr("Nobody went out: the last trick decides.");
    if (o == "surrender")
        return tr("The holder of the Ace of hearts surrendered: no play.");
    if (o == "ranking")
        return tr("Strokes by the ranking of card points.");
    if (o == "revoke")
        return tr("A revoke ended the deal and was penalised.");
    if (o == "concealed_ace")
        return tr("The Ace of hearts was concealed and was penalised.");
    if (o == "durchmarsch_made")
        return tr("Durchmarsch made: every trick won.");
    if (o == "durchmarsch_failed")
        return tr("The Durchmarsch failed.");
    if (o == "sweep_unannounced")
        return tr("Every trick won without announcing a Durchmarsch.");
    return QString::fromStdString(o);
}

DealSummary::DealSummary(const TableModel& model, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("dealSummary"));
    const Game& game = model.game();
    const bool over = game.sessionOver();
    setWindowTitle(over ? tr("The session is over") : tr("The deal is over"));
    const nlohmann::json report = dealReport(game);
    nlohmann::json st;
    game.reportStandings(st);
    const bool dreeg = st.contains("strokes");
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(outcomeText(report.value("outcome", "")).toHtmlEscaped());
    html += QStringLiteral("<table cellspacing='0' cellpadding='4'><tr><th align='left'>%1</th><th>%2</th><th>%3</th>"
                           "<th>%4</th></tr>")
                .arg(tr("Player"), tr("Card points"), dreeg ? tr("Strokes erased") : tr("Game points"),
                     dreeg ? tr("Strokes left") : tr("Total"));
    const DealResult r = game.lastResult();
    for (int s = 0; s < game.seats(); ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        const QString left = dreeg                   ? QString::number(st["strokes"][i].get<int>())
                             : st.contains("scores") ? QString::number(st["scores"][i].get<int>())
                                                     : QString();
        html += QStringLiteral("<tr><td>%1</td><td align='center'>%2</td><td align='center'>%3</td>"
                               "<td align='center'>%4</td></tr>")
                    .arg(model.name(s).toHtmlEscaped())
                    .arg(i < r.cardPoints.size() ? r.cardPoints[i] : 0)
                    .arg(i < r.delta.size() ? r.delta[i] : 0)
                    .arg(left);
    }
    html += QStringLiteral("</table>");
    if (dreeg && st.contains("phase_losers") && !st["phase_losers"].empty()) {
        const auto& last = st["phase_losers"].back();
        if (!report.value("phase_losers", nlohmann::json::array()).empty()) {
            QStringList names;
            for (const auto& l : last["losers"])
                names << model.name(l.get<int>());
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("The phase is over: %1 marks a Bollern.").arg(names.join(tr(" and "))).toHtmlEscaped());
        }
    }
    if (over) {
        QStringList lines;
        for (int s = 0; s < game.seats(); ++s) {
            const std::size_t i = static_cast<std::size_t>(s);
            if (dreeg)
                lines << tr("%1: %n Bollern", nullptr, st["bollern"][i].get<int>()).arg(model.name(s));
            else if (st.contains("bummerl"))
                lines << tr("%1: %2 points, %n Bummerl", nullptr, st["bummerl"][i].get<int>())
                             .arg(model.name(s))
                             .arg(st["scores"][i].get<int>());
        }
        html += QStringLiteral("<p><b>%1</b><br>%2</p>").arg(tr("Final standings"), lines.join(QStringLiteral("<br>")));
    }
    auto* box = new QVBoxLayout(this);
    auto* label = new QLabel(html, this);
    label->setObjectName(QStringLiteral("summaryText"));
    label->setTextFormat(Qt::RichText);
    label->setMinimumWidth(420);
    box->addWidget(label);
    auto* buttons = new QDialogButtonBox(this);
    if (over) {
        auto* b = buttons->addButton(tr("New game\u2026"), QDialogButtonBox::AcceptRole);
        b->setObjectName(QStringLiteral("newGameButton"));
        connect(b, &QPushButton::clicked, this, [this] {
            accept();
            emit newGame();
        });
        auto* close = buttons->addButton(QDialogButtonBox::Close);
        connect(close, &QPushButton::clicked, this, &QDialog::reject);
    } else {
        auto* b = buttons->addButton(tr("Next deal"), QDialogButtonBox::AcceptRole);
        b->setObjectName(QStringLiteral("nextDealButton"));
        b->setDefault(true);
        connect(b, &QPushButton::clicked, this, [this] {
            accept();
            emit nextDeal();
        });
    }
    box->addWidget(buttons);
}

} // namespace st::ui
