// The roles at the seats' plates that the play made public: what a seat said that stays for the
// deal (knocks, announcements, a closed talon, declarations), who called and, once the called card
// fell, the partner, who chose trumps where the game marks it (ui/games: GameFace::marksTrumpChooser),
// forehand, and middlehand's cut or knock. The roles only the engine knows (declarer, opponents,
// Räuber ...) come from the scoreboard.
#pragma once

#include "game.h"

#include <QCoreApplication>
#include <QStringList>

#include <vector>

namespace st::ui {

class TableModel;

class SeatMarkers {
    Q_DECLARE_TR_FUNCTIONS(SeatMarkers)

  public:
    /// The markers of every seat in the deal in play, as the table's seat `v.seat` sees it.
    static std::vector<QStringList> read(const TableModel& model, const SeatView& v);
};

} // namespace st::ui
