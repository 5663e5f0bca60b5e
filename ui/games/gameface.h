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

#include <optional>
#include <string_view>
#include <vector>

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

    /// The words of the human's trump dialog: its title and what it asks.
    struct TrumpWords {
        QString title;
        QString text;
    };
    /// The trump dialog's words when the human's decisions (`legal`) are trumps only (with
    /// their companions: surrender, blind trumps, a new deal). By default the plain "Choose trumps".
    virtual TrumpWords trumpWords(const Game& game, const std::vector<Action>& legal) const;
    /// A knock's name on the action bar (tip: its tooltip), after `knocks` knocks in the deal
    /// so far (`actions`: the deal's decisions). By default a knock that doubles the game.
    virtual QString knockWords(int knocks, const std::vector<Action>& actions, bool tip) const;
    /// Where the rules let the human hold back a card that would have to be played (Dappen's
    /// gstiesieren), what the action bar says: its prompt, its tooltip (why) and the status.
    struct PlayHint {
        QString prompt;
        QString toolTip;
        QString status;
    };
    /// The hint for the human's cards to play (`v`); empty (by default): nothing to hold back.
    virtual PlayHint playHint(const Game& game, const SeatView& v) const;
    /// The words of the human's discard dialog: title, introduction and the name of the cards
    /// taken up (marked in the hand).
    struct DiscardWords {
        QString title;
        QString intro;
        QString fresh;
    };
    /// The discard dialog's words when `needed` cards are to be laid away.
    virtual DiscardWords discardWords(int needed) const = 0;
    /// Cards a seat took up and laid face up for everyone before it discards (Dreierles: the
    /// blind cards the declarer draws); the deal log keeps them.
    struct TakenUp {
        int seat = -1;
        CardSet cards = 0;
    };
    /// The cards taken up in the deal in play; none (by default): no such cards.
    virtual std::optional<TakenUp> takenUp(const Game& game) const;

  protected:
    /// The discard words of a talon picked up, whose cards count for nobody.
    static DiscardWords talonDiscardWords(int needed);
};

/// The face of a game by its id (as in the record's "game"); nullptr for an unknown id.
const GameFace* findFace(std::string_view gameId);
/// The face of a registered game (every game of core's games() has one).
const GameFace& face(std::string_view gameId);
/// The face of the game being played.
const GameFace& face(const Game& game);

} // namespace st::ui::faces
