#include "dreierschnapsen.h"

namespace st::ui::faces {

const GameInfo& DreierschnapsenFace::info() const {
    static const GameInfo& g = *findGame("dreierschnapsen");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

// -- Score sheets, history, lessons, rules book --

// -- The table --

} // namespace st::ui::faces

#include "dreierschnapsen/dreierschnapsen.h"
#include "table/scoreboard.h"
#include "table/tablemodel.h"
#include "text/wording.h"

namespace st::ui::faces {

QString DreierschnapsenFace::stockLabel() const {
    return ScoreBoard::tr("Talon");
}

void DreierschnapsenFace::readScores(const TableModel& model, TableScores& out) const {
    using dreierschnapsen::DreierschnapsenGame;
    const auto& game = static_cast<const DreierschnapsenGame&>(model.game());
    const int target = DreierschnapsenGame::kTarget;
    const bool countdown = game.countsDown();
    const bool played = game.dealsFinished() > 0;
    for (int s = 0; s < 3; ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        SeatScore& sc = out.seats[i];
        QString points = countdown ? ScoreBoard::tr("%1 to go").arg(game.remaining(s))
                                   : ScoreBoard::tr("%1 of %2").arg(game.score(s)).arg(target);
        const DealResult last = game.lastResult();
        if (played && i < last.delta.size())
            points += QStringLiteral(" (%1)").arg(text::Wording::signedNumber(last.delta[i]));
        sc.pad << points << ScoreBoard::tr("Bummerl: %1").arg(game.bummerl(s));
        sc.summary = sc.pad.join(QStringLiteral(" \u00b7 "));
        sc.device.kind = ScoreDevice::Kind::Pad;
        sc.device.column =
            countdown
                ? ScoreBoard::pencilColumn(
                      model, [s](const Game& g) { return static_cast<const DreierschnapsenGame&>(g).remaining(s); },
                      game.remaining(s), false)
                : ScoreBoard::pencilColumn(
                      model, [s](const Game& g) { return static_cast<const DreierschnapsenGame&>(g).score(s); },
                      game.score(s), true);
        sc.device.bummerl = game.bummerl(s);
    }
    out.lines << (countdown ? ScoreBoard::tr("Dreierschnapsen: %1 points, counting down").arg(target)
                            : ScoreBoard::tr("Dreierschnapsen to %1 points").arg(target));
    if (!game.tieBreak().empty() && !game.sessionOver()) {
        QStringList names;
        for (int s : game.tieBreak())
            names << model.name(s);
        out.lines << ScoreBoard::tr("Tie: %1 play one deal of Schnapsen").arg(names.join(ScoreBoard::tr(" and ")));
    }
    const dreierschnapsen::DreierDeal* d = game.currentDeal();
    if (!game.inDeal() || !d || game.tieBreakDeal())
        return;
    if (d->caller() >= 0 && d->declarer() < 0)
        out.seats[static_cast<std::size_t>(d->caller())].markers << ScoreBoard::tr("Caller");
    if (d->declarer() >= 0 && d->contract()) {
        const auto& info = dreierschnapsen::contractInfo(*d->contract());
        for (int s = 0; s < 3; ++s)
            out.seats[static_cast<std::size_t>(s)].markers
                << (s == d->declarer() ? ScoreBoard::tr("Declarer") : ScoreBoard::tr("Opponent"));
        QString line = ScoreBoard::tr("%1, worth %n game point(s)", nullptr, d->contractValue())
                           .arg(text::Wording::contractName(info.name));
        if (d->knocks() > 0)
            line += QLatin1Char('\n') + text::Wording::knockName("dreierschnapsen", d->knocks());
        out.lines << line;
    }
}

// -- Seats and decisions --

} // namespace st::ui::faces
