#include "schnapsen.h"

namespace st::ui::faces {

const GameInfo& SchnapsenFace::info() const {
    static const GameInfo& g = *findGame("schnapsen");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

// -- Score sheets, history, lessons, rules book --

// -- The table --

} // namespace st::ui::faces

#include "schnapsen/schnapsen.h"
#include "table/scoreboard.h"
#include "table/tablemodel.h"
#include "text/wording.h"

namespace st::ui::faces {

QString SchnapsenFace::stockLabel() const {
    return ScoreBoard::tr("Talon");
}

void SchnapsenFace::readScores(const TableModel& model, TableScores& out) const {
    const auto& game = static_cast<const schnapsen::SchnapsenGame&>(model.game());
    const int target = game.target();
    for (int s = 0; s < game.seats(); ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        SeatScore& sc = out.seats[i];
        sc.pad << ScoreBoard::tr("%1 of %2 points").arg(game.score(s)).arg(target);
        sc.pad << ScoreBoard::tr("Bummerl: %1").arg(game.bummerl(s));
        sc.summary = sc.pad.join(QStringLiteral(" \u00b7 "));
        sc.device.kind = ScoreDevice::Kind::Pad;
        sc.device.column = ScoreBoard::pencilColumn(
            model, [s](const Game& g) { return static_cast<const schnapsen::SchnapsenGame&>(g).score(s); },
            game.score(s), true);
        sc.device.bummerl = game.bummerl(s);
    }
    out.lines << ScoreBoard::tr("Schnapsen to %1 points").arg(target);
}

// -- Seats and decisions --

} // namespace st::ui::faces
