#include "dappen.h"

namespace st::ui::faces {

const GameInfo& DappenFace::info() const {
    static const GameInfo& g = *findGame("dappen");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

// -- Score sheets, history, lessons, rules book --

// -- The table --

} // namespace st::ui::faces

#include "dappen/dappen.h"
#include "table/scoreboard.h"
#include "table/tablemodel.h"
#include "text/wording.h"

namespace st::ui::faces {

QString DappenFace::stockLabel() const {
    return ScoreBoard::tr("Dapp");
}

void DappenFace::readScores(const TableModel& model, TableScores& out) const {
    const auto& game = static_cast<const dappen::DappenGame&>(model.game());
    const bool mainz = game.unit() == ScoreUnit::GamePoints; // Mainz counts points, the others money
    const bool played = game.dealsFinished() > 0;
    const DealResult last = game.lastResult();
    for (int s = 0; s < game.seats(); ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        SeatScore& sc = out.seats[i];
        const int total = game.total(s);
        QString line =
            mainz ? ScoreBoard::tr("Points: %1").arg(text::Wording::number(total)) : text::Wording::money(total, true);
        if (played && i < last.delta.size() && last.delta[i] != 0)
            line += QStringLiteral(" (%1)").arg(mainz ? text::Wording::signedNumber(last.delta[i])
                                                      : text::Wording::money(last.delta[i], true));
        sc.pad << line;
        if (!mainz)
            sc.pad << ScoreBoard::tr("Purse: %1").arg(text::Wording::money(game.purse(s)));
        sc.summary = sc.pad.join(QStringLiteral(" \u00b7 "));
        if (mainz) { // Mainz counts points: on a pad
            sc.device.kind = ScoreDevice::Kind::Pad;
            sc.device.column = ScoreBoard::pencilColumn(
                model, [s](const Game& g) { return static_cast<const dappen::DappenGame&>(g).total(s); }, total, true);
        } else { // money: the winnings as coins in the seat's bowl, a debt as an IOU slip
            sc.device.kind = ScoreDevice::Kind::Bowl;
            sc.device.coins = ScoreDevice::coinsFor(total);
            sc.device.debt = total < 0;
            sc.device.amount = text::Wording::money(total, true);
        }
    }
    const QString rules = QString::fromStdString(std::string(dappen::rulesName(game.options().rules)));
    out.lines << ScoreBoard::tr("Dappen (%1), deal %2")
                     .arg(rules.left(1).toUpper() + rules.mid(1))
                     .arg(game.dealsFinished() + (game.inDeal() ? 1 : 0));
    const dappen::Deal* d = game.currentDeal();
    if (!game.inDeal() || !d)
        return;
    if (d->lone() < 0) {
        // While the bidding goes on: who dapped, and who stretched over the dapper.
        if (d->dapper() >= 0)
            out.seats[static_cast<std::size_t>(d->dapper())].markers
                << (d->stretcher() >= 0 ? ScoreBoard::tr("Dapped, stretched by %1").arg(model.name(d->stretcher()))
                                        : ScoreBoard::tr("Dapped"));
        if (d->stretcher() >= 0)
            out.seats[static_cast<std::size_t>(d->stretcher())].markers << ScoreBoard::tr("Stretches");
    }
    if (d->lone() >= 0) {
        out.seats[static_cast<std::size_t>(d->lone())].markers << ScoreBoard::tr("Lone player");
        const QString contract = text::Wording::contractName(std::string(dappen::contractName(d->contract())));
        out.lines << (model.isHuman(d->lone()) ? ScoreBoard::tr("You play %1").arg(contract)
                                               : ScoreBoard::tr("%1 plays %2").arg(model.name(d->lone()), contract));
    }
}

// -- Seats and decisions --

} // namespace st::ui::faces
