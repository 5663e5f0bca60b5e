// The one interface every game's rules engine stands behind: a session of
// deals, driven as an explicit state machine (between deals -> in a deal ->
// deal scored -> ... -> session over).
//
// Names: each game lives in core/<game>/, namespace st::<game>. Its session, the Game, is
// `<Name>Game` (DreegGame, DreierlesGame, DappenGame, DreierschnapsenGame, SchnapsenGame); the
// rules of one deal are its class `Deal` (dappen::Deal, dreierles::Deal, schnapsen::Deal,
// dreierschnapsen::Deal). A game with several kinds of deal makes `Deal` the interface and names
// each kind `<Kind>Deal` (dreeg::Deal: dreeg::SechsundsechzigDeal, dreeg::KamerunDeal).
#pragma once

#include "action.h"
#include "cards.h"
#include "refusal.h"
#include "trick.h"
#include "variant.h"

#include <nlohmann/json_fwd.hpp>

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace st {

/// The cards of one deal as dealt: hands per seat in dealing order, the
/// undealt stock (talon, blind, Dapp) top first.
struct DealSetup {
    int dealer = -1;
    std::vector<CardList> hands;
    CardList stock;
    bool knocked = false;
};

/// Who deals next, and who receives cards.
struct NextDeal {
    int dealer = -1;                ///< by rotation; -1 when the dealer is chosen
    int chooser = -1;               ///< seat that chooses the dealer (-1: drawn at random)
    std::vector<int> dealerChoices; ///< allowed dealers when chosen
    std::vector<bool> receives;     ///< seats that are dealt cards
};

/// The result of a finished deal, in the game's own unit.
struct DealResult {
    std::vector<int> delta;      ///< per seat (Dreeg: strokes erased)
    std::vector<int> cardPoints; ///< per seat: card points (with declarations) of its side
    /// Which way `delta` is good for its seat: +1 where more is better, -1 where less is (Dreeg's
    /// Kamerun in the standard scoring: *"in these phases erasing strokes is bad, because the first
    /// player to erase all their strokes is the loser"*). Computer players, tournaments and the
    /// won/lost cue read a result through it; `delta` itself stays what the slates show.
    int sense = 1;
};

using SeatCard = std::pair<int, Card>;

/// The unit a game's results are counted in: what a deal's `DealResult::delta` and the running
/// standings mean. The UI words a value by its unit (ui/games), never by the game's name.
enum class ScoreUnit {
    Strokes,    ///< Dreeg: chalk strokes on the slates (a deal's delta: strokes erased)
    GamePoints, ///< Dreierles, Mainz Dappen, the Schnapsen games: game points
    Cents,      ///< Dappen played for money (every rule set but Mainz): cents
};

/// A won trick left face up on the table for the rest of the deal
/// (Dreierschnapsen: the first trick of each side).
struct OpenTrick {
    int winner = -1;             ///< the seat that won it
    std::vector<SeatCard> cards; ///< in play order
    bool operator==(const OpenTrick&) const = default;
};

/// What one seat may see. Computer players get exactly this.
struct SeatView {
    int seat = -1;
    int toAct = -1;
    int dealer = -1;
    CardSet hand = 0;
    std::vector<SeatCard> trick;     ///< current trick in play order
    std::vector<SeatCard> lastTrick; ///< the previous trick (may be looked at)
    int trump = -1;
    Card trumpCard = kNoCard; ///< a trump card visible to all (indicator, dealer's turned card)
    int talonSize = 0;
    Card talonTop = kNoCard; ///< the visible top card of a face-up talon
    bool talonClosed = false;
    /// The deal is won by taking few card points (Dreeg's Kamerun: *"the aim is to take as few card
    /// points as possible"*; Dreierles' Räuber: *"the player who takes most card points loses"*): the
    /// computer players' rules of thumb get rid of points, not win tricks.
    bool fewPoints = false;
    std::vector<int> handSizes;
    std::vector<int> tricksWon;
    std::vector<SeatCard> shown;       ///< cards shown to all (declared King/Over pairs)
    std::vector<OpenTrick> openTricks; ///< won tricks lying face up for all to see
    std::vector<Action> legal;         ///< when this seat is to act
};

/// Counting help: the card points taken so far in the deal in play.
struct PointCount {
    std::vector<int> points;   ///< per seat: the card points its side has taken (partners show the same total); -1:
                               ///< counts none (sits out)
    int target = 0;            ///< the points that win the deal for the side that needs them (66, 36 ...); 0: none
    bool declarations = false; ///< points include declared 20/40 (66 games)
    std::vector<int> side;     ///< per seat: its side (partners share a number); empty: every seat its own
    /// Per seat: its side's declared 20/40 that count only once the side takes a trick (66
    /// games); empty: none pending.
    std::vector<int> pending;
};

/// The rules of thumb the computer players bid by in a game (core/ai/bidding.h), also in every
/// playout of their search; None: the game has no model (its playouts pass every bid).
enum class BiddingModel { None, Dappen, Dreierles, Dreierschnapsen };

class Game {
  public:
    virtual ~Game() = default;
    virtual std::unique_ptr<Game> clone() const = 0;

    virtual std::string_view id() const = 0;
    virtual const Pack& pack() const = 0;
    virtual int seats() const = 0;
    virtual const Variant& variant() const = 0;

    // Session flow.
    virtual bool sessionOver() const = 0;
    virtual bool inDeal() const = 0;
    virtual int dealsFinished() const = 0;
    virtual NextDeal nextDeal() const = 0;
    /// Shuffle with rng and deal in this game's way (for self-play and new games).
    virtual DealSetup makeDeal(int dealer, Rng& rng) const = 0;
    /// The seat that chooses, before the deal, how the shuffled cards are dealt
    /// (Dreierschnapsen: middlehand cuts or knocks); -1 when nobody does.
    virtual int cutter(int dealer) const {
        (void)dealer;
        return -1;
    }
    /// makeDeal() with the cutter's choice (knocked = true: knocks instead of cutting).
    virtual DealSetup makeDealCut(int dealer, bool knocked, Rng& rng) const {
        (void)knocked;
        return makeDeal(dealer, rng);
    }
    /// Validate the dealt cards and start the deal; returns an error text, empty if accepted.
    virtual std::string startDeal(const DealSetup& setup) = 0;

    // Within a deal.
    virtual int toAct() const = 0; ///< -1 when no decision is due
    virtual std::vector<Action> legalActions() const = 0;
    /// Optional decisions a seat other than toAct() may take right now (e.g.
    /// declaring the Ace of hearts when asked "Hast' das?"); none by default.
    virtual std::vector<Action> optionalActions(int seat) const {
        (void)seat;
        return {};
    }
    /// The seats other than toAct() in the order the rules give them their
    /// optional decisions (e.g. the Räuber knocks: the last passer first). A
    /// table asks them in this order, so that no seat's chance is taken away by
    /// a seat whose turn comes later. By default the seats after toAct() around
    /// the table.
    virtual std::vector<int> optionalOrder() const {
        std::vector<int> out;
        const int n = seats();
        const int from = toAct();
        for (int k = 1; k <= n; ++k) {
            const int s = ((from % n) + n + k) % n;
            if (s != from)
                out.push_back(s);
        }
        return out;
    }
    virtual Refusal check(const Action& a) const = 0;
    /// Apply an action that check() accepted.
    virtual void apply(const Action& a) = 0;

    /// Only trick play left (nothing to draw, announce or declare, no special
    /// play rule still ahead): the playing order, obligations, partnerships and
    /// card values for an open-card solver (docs/ai.md). Empty otherwise, and
    /// by default.
    virtual std::optional<TrickPlay> trickPlay() const { return std::nullopt; }

    /// The talon's cards that no seat has seen, in the order they will be drawn (a two-player
    /// talon: not the face-up trump card, nor a face-up top card); empty where no more will be
    /// drawn, and by default. For a search that treats the draws as chance (core/ai, solveTalon):
    /// it tries each order the next draw can take with setUnseenTalon().
    virtual CardList unseenTalon() const { return {}; }
    /// Puts the unseen talon cards in this order: `cards` is a permutation of unseenTalon()
    /// (anything else is ignored). A world a search imagines, never a deal being played.
    virtual void setUnseenTalon(const CardList& cards) { (void)cards; }

    /// What `seat` may know of the points taken: the cards of the tricks won (seen by all as they were played),
    /// the declarations that count already, and what the seat itself knows of cards that count without being
    /// played (its own discards, the blind it was given); never another seat's hidden cards. Empty (no points)
    /// when no deal is in play or the deal counts no card points (e.g. a Bettler contract, Kamerun's phase if
    /// it counts none ... decide per game and document).
    /// The figures of a finished deal stay until the next deal starts (the count the deal ended with); each
    /// game's count is described in docs/rules/<game>.md, "Counting help".
    virtual PointCount countedPoints(int seat) const {
        (void)seat;
        return {};
    }

    // Scoring and reports.
    virtual DealResult lastResult() const = 0;
    /// Extra fields for the replay output of the last finished deal.
    virtual void reportDeal(nlohmann::json& out) const = 0;
    virtual void reportStandings(nlohmann::json& out) const = 0;
    virtual SeatView view(int seat) const = 0;
    /// Self-checks (card conservation, points, scores); empty when all hold.
    virtual std::vector<std::string> invariantViolations() const = 0;

    // Game facts, typed: what the UI and the history need to know about a result without
    // reading the report's JSON keys. (Keep each group of facts in its own block, so that
    // additions of different areas do not touch the same lines.)

    /// The unit of the results under these rules (Dappen: cents, but game points at Mainz).
    virtual ScoreUnit unit() const = 0;
    /// A number where more is better for `seat` in the session so far: who leads, and at the
    /// end of a session who won (the seats of the highest merit) and who lost.
    virtual int merit(int seat) const = 0;

    // -- Facts for the dialogs (bids, summaries, review, new game, welcome) --

    /// Every bid name of the game, in rising order (empty: the game has no bidding); which are
    /// open at a moment is check()'s answer.
    virtual std::vector<std::string> bidLadder() const = 0;
    /// A match with one winner that every other player lost (the Bummerl games); otherwise
    /// only those at the bottom lost.
    virtual bool everyOtherSeatLoses() const = 0;

    // -- Facts for the score sheets, the history and the lessons --

    // -- Facts for the table (scoreboard, score device, scene) --

    // -- Facts for the computer players --

    /// Which bidding model the computer players use for this game's bids (core/ai/bidding.h).
    virtual BiddingModel biddingModel() const { return BiddingModel::None; }

    /// The record's name of a pass `seat` makes now, in context (the deal log and the bubbles say
    /// it): "pass", unless the game has words of its own for it (Dappen: "fort_solo" where a Solo
    /// could have been bid, "gut" where the dapper could have played himself).
    virtual std::string passName(int seat) const {
        (void)seat;
        return "pass";
    }
};

} // namespace st
