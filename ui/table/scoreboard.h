// The score devices of the table, read from the engine: what every seat's
// plate shows (a Dreeg slate with Bollern, or a score pad with the game's
// running figures), the roles of the deal (declarer, opponents, lone player,
// Räuber) and the table-wide lines (contract and value, round, phase). Every
// figure comes from the engine, read by the game's face (ui/games:
// GameFace::readScores); nothing is computed here.
#pragma once

#include "game.h"
#include "scoredevice.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace st::ui {

class TableModel;

/// One seat's score device.
struct SeatScore {
    QStringList pad;     ///< score pad lines (empty for a slate)
    QStringList markers; ///< roles in this deal: "Declarer", "Opponent", "Räuber", "Out", ...
    int strokes = -1;    ///< Dreeg: strokes left on the slate (-1: no slate)
    int bollern = 0;     ///< Dreeg: Bollern in the slate's corner
    QString summary;     ///< one line for the tooltip and screen readers
    ScoreDevice device;  ///< what is drawn: the pad's pencil column or the bowl of coins
};

/// The whole table's scores.
struct TableScores {
    std::vector<SeatScore> seats;
    QStringList lines;  ///< table-wide: phase, round, contract and value
    QString stockLabel; ///< what the undealt cards are called here: "Talon", "Blind", "Dapp"
};

class ScoreBoard {
    Q_DECLARE_TR_FUNCTIONS(ScoreBoard)

  public:
    static TableScores read(const TableModel& model);
    /// A seat's pencil column on a score pad: its `figure` in the session before the first deal and
    /// after each finished deal, each time it changed, oldest first, ending with `current` (the
    /// standing now). Counting up, the empty start is not written (a pad starts blank).
    static QStringList pencilColumn(const TableModel& model, const std::function<int(const Game&)>& figure, int current,
                                    bool countUp);
    /// The game's name for its standing unit, for headings ("Strokes erased", "Game points", "Money").
    static QString unitName(const Game& game);
};

} // namespace st::ui
