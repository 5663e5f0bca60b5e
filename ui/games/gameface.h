// The face of a game: everything the UI shows of one game that differs from the others (its
// name and description, its unit and how a value is written, its score device and score sheet,
// the words of its bids, knocks and announcements, its summaries, its lessons and rules book).
//
// One class per game (ui/games/<game>.{h,cpp}), registered once in ui/games/faces.cpp beside the
// core's GameInfo. The rest of the UI asks the face and never compares a game's id: a question
// every game must answer is pure virtual here, so a new game that forgets one does not compile.
// (docs/architecture.md, "Adding a game".)
#pragma once

#include "game.h"
#include "registry.h"
#include "sheets/sheetfwd.h"

#include <QString>

#include <string_view>

namespace st::ui::faces {

class GameFace {
  public:
    virtual ~GameFace() = default;
    GameFace() = default;
    GameFace(const GameFace&) = delete;
    GameFace& operator=(const GameFace&) = delete;

    /// The core's facts of the game: id, pack, table sizes, options, presets.
    virtual const GameInfo& info() const = 0;

    // Keep each area's questions in its own block below, so that work on different areas does
    // not touch the same lines.

    // -- Names, units and values --

    // -- Dialogs: bids, announcements, deal and session summaries, review, new game, welcome --

    // -- Score sheets, history, statistics, replay, lessons, rules book --

    /// The blocks of a played session's score sheet after its header (ui/sheets/scoresheet.cpp):
    /// Dreeg's slates per phase, the Bummerl pad or the ledger, from the deals replayed.
    virtual void sheetBlocks(const Record& rec, const sheetparts::Replayed& r, ScoreSheet& sheet) const = 0;
    /// The game's key figures in the sheet's header (what a person writes at the top of the pad);
    /// empty when it has none.
    virtual QString sheetKeyFigures(const Record& rec, const Game& game) const = 0;
    /// The result at the end of the sheet: `t` has the player column and a row per seat with the
    /// player's name; the game adds its columns (headers and widths) and each seat's cells.
    virtual void sheetStandings(const Game& game, SheetTable& t) const = 0;
    /// A blank sheet of the game's own kind to keep score by hand under the rules `v`: `sheet` has
    /// the title, the players and the rules' name; the game adds its key figures and its blocks.
    virtual void blankSheet(const Variant& v, ScoreSheet& sheet) const = 0;
    /// The players a blank sheet is offered for at most, and at first.
    virtual int blankSheetMostPlayers() const = 0;
    virtual int blankSheetPlayers() const = 0;

    /// The unit of a session's results the history keeps: `money` is what its cache holds of
    /// Game::unit() (cents or not) (ui/history/historyindex.cpp).
    virtual ScoreUnit storedUnit(bool money) const = 0;
    /// The unit of the results depends on the rules (Dappen: cents, at Mainz game points): the
    /// statistics keep a player's sessions of each unit apart and say which.
    virtual bool unitByRules() const = 0;
    /// A player's wins in one session, in the game's own terms, so that an evening not played to its
    /// end counts too: a phase got through (Dreeg), a Bummerl won, a deal that paid the player.
    struct Wins {
        int wins = 0;
        int chances = 0; ///< the phases ended, Bummerl played to the end or deals the wins are out of
        int bollern = 0; ///< Dreeg's Bollern
    };
    virtual Wins sessionWins(const HistoryEntry& e, int seat) const = 0;
    /// The wins out of their chances in the game's words ("2 of 5 phases").
    virtual QString winsText(const QString& won, const QString& of) const = 0;
    /// The statistics count the players' Bollern.
    virtual bool countsBollern() const = 0;
    /// The history's standing of a stored session ("Bollern: Anna 1, Bertl 0").
    virtual QString historyStanding(const HistoryEntry& e) const = 0;

    /// What a learner can do at the end of the game's path of lessons.
    virtual QString lessonsCanDo() const = 0;
    /// The rules book's section of the game's discard (the blind, the Dapp, the talon).
    virtual QString rulesDiscardSection() const = 0;
    /// The rules book's section of a trump choice in the game at this moment (Dreeg: the phase).
    virtual QString rulesTrumpSection(const Game& game) const = 0;

    // -- The table: scoreboard, score device, scene wording --

    // -- Seats and decisions --
};

/// The face of a game by its id (as in the record's "game"); nullptr for an unknown id.
const GameFace* findFace(std::string_view gameId);
/// The face of a registered game (every game of core's games() has one).
const GameFace& face(std::string_view gameId);
/// The face of the game being played.
const GameFace& face(const Game& game);

} // namespace st::ui::faces
