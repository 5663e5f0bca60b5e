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
