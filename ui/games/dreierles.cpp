#include "dreierles.h"

namespace st::ui::faces {

const GameInfo& DreierlesFace::info() const {
    static const GameInfo& g = *findGame("dreierles");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

// -- Score sheets, history, lessons, rules book --

// -- The table --

} // namespace st::ui::faces

#include "dreierles/dreierles.h"
#include "table/scoreboard.h"
#include "table/tablemodel.h"
#include "text/wording.h"

#include <algorithm>

namespace st::ui::faces {

QString DreierlesFace::stockLabel() const {
    return ScoreBoard::tr("Blind");
}

void DreierlesFace::readScores(const TableModel& model, TableScores& out) const {
    const auto& game = static_cast<const dreierles::DreierlesGame&>(model.game());
    const int stake = game.stake();
    const bool played = game.dealsFinished() > 0;
    const DealResult last = game.lastResult();
    for (int s = 0; s < game.seats(); ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        SeatScore& sc = out.seats[i];
        QString points = ScoreBoard::tr("Points: %1").arg(text::Wording::number(game.total(s)));
        if (played && i < last.delta.size())
            points += QStringLiteral(" (%1)").arg(text::Wording::signedNumber(last.delta[i]));
        sc.pad << points;
        if (stake > 0)
            sc.pad << text::Wording::money(game.money(s));
        sc.summary = sc.pad.join(QStringLiteral(" \u00b7 "));
        sc.device.kind = ScoreDevice::Kind::Pad;
        sc.device.column = ScoreBoard::pencilColumn(
            model, [s](const Game& g) { return static_cast<const dreierles::DreierlesGame&>(g).total(s); },
            game.total(s), true);
        if (stake > 0)
            sc.device.footer = text::Wording::money(game.money(s));
    }
    const int rounds = game.rounds();
    const QString region = QString::fromStdString(game.variant().getString("region"));
    const QString regionName = region.isEmpty() ? QString() : region.left(1).toUpper() + region.mid(1);
    if (rounds > 0)
        out.lines << ScoreBoard::tr("Dreierles (%1), round %2 of %3")
                         .arg(regionName)
                         .arg(std::min(game.round(), rounds))
                         .arg(rounds);
    else
        out.lines << ScoreBoard::tr("Dreierles (%1), round %2").arg(regionName).arg(game.round());
    if (game.lastRound())
        out.lines << ScoreBoard::tr("Last round: Räuber or Solo");
    const dreierles::Deal* d = game.currentDeal();
    if (!game.inDeal() || !d)
        return;
    if (d->declarer() >= 0 && !d->biddingOver()) { // sides are known only when the bidding is over
        out.lines << ScoreBoard::tr("Highest bid: %1 (%2)")
                         .arg(text::Wording::contractName(dreierles::bidName(d->contract())),
                              model.name(d->declarer()));
    } else if (d->declarer() >= 0) {
        for (int s : d->table().order) // the seats playing this deal
            out.seats[static_cast<std::size_t>(s)].markers
                << (s == d->declarer() ? ScoreBoard::tr("Declarer") : ScoreBoard::tr("Opponent"));
        QString line =
            ScoreBoard::tr("Contract: %1").arg(text::Wording::contractName(dreierles::bidName(d->contract())));
        if (d->knocks() > 0)
            line += QLatin1Char('\n') + text::Wording::knockName("dreierles", d->knocks());
        out.lines << line;
    } else if (d->raeuber()) {
        out.lines << ScoreBoard::tr("Räuber: everyone for himself, the fewest card points win");
        for (int s : d->table().order)
            out.seats[static_cast<std::size_t>(s)].markers << ScoreBoard::tr("Räuber");
    }
}

// -- Seats and decisions --

} // namespace st::ui::faces
