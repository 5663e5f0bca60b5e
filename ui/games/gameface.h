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

#include <QCoreApplication>
#include <QString>

#include <string_view>

namespace st::ui {
class TableModel;
struct TableScores;
} // namespace st::ui

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

    // -- The table: scoreboard, score device, scene wording --

    /// What the undealt cards are called at the table ("Talon", "Blind", "Dapp").
    virtual QString stockLabel() const = 0;
    /// The game's part of ScoreBoard::read: every seat's score device (slate, pad or bowl) and
    /// summary, the roles of the deal and the table-wide lines (phase, round, contract), read from
    /// the engine of `model` (`out.seats` has a row per seat).
    virtual void readScores(const TableModel& model, TableScores& out) const = 0;
    /// The seat that chose trumps is marked "Trumps" at its plate in the deal in play (Dreeg's
    /// Rot-Assen, where trumps are chosen by one seat for all).
    virtual bool marksTrumpChooser(const Game& game) const {
        (void)game;
        return false;
    }
    /// The side panel's line when the deal in play is played without trumps and none were
    /// chosen (Dreeg's Kamerun); empty: trumps are simply not chosen yet.
    virtual QString noTrumpsLine(const Game& game) const {
        (void)game;
        return {};
    }
    /// The closed talon's tooltip (Dreeg: zugedeckt; else zugedreht).
    virtual QString closedTalonTip(int cards) const {
        return QCoreApplication::translate("st::ui::TableScene", "Talon: %n card(s), closed", nullptr, cards);
    }
    /// The label beside a closed talon: "%1: %2 · closed" for its name and its cards.
    virtual QString closedStockText() const {
        return QCoreApplication::translate("st::ui::TableScene", "%1: %2 \u00b7 closed");
    }
    /// The counting help's note on a side's declared 20/40 not yet counted: "(+%1 declared,
    /// counted with the first trick)" (Dreeg: gemeldet; else angesagt).
    virtual QString pendingDeclaredNote() const {
        return QCoreApplication::translate("st::ui::TableScene", "(+%1 declared, counted with the first trick)");
    }

    // -- Seats and decisions --
};

/// The face of a game by its id (as in the record's "game"); nullptr for an unknown id.
const GameFace* findFace(std::string_view gameId);
/// The face of a registered game (every game of core's games() has one).
const GameFace& face(std::string_view gameId);
/// The face of the game being played.
const GameFace& face(const Game& game);

} // namespace st::ui::faces
