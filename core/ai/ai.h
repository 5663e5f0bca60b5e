// Computer players: honest by construction. A player decides from a seat's
// Observation only (what that seat has seen through SeatView and the public
// actions); the Determinizer samples full deals consistent with it and the
// levels evaluate the candidate actions on those sampled worlds through the
// real rules engine. Qt-free. See docs/ai.md.
#pragma once

#include "game.h"
#include "record.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace st::ai {

enum class Level { Random, Easy, Normal, Strong, Expert, Oracle };

std::string_view levelName(Level l);
std::optional<Level> levelFromName(std::string_view name);

/// What one seat knows of the deal in progress, and nothing more.
struct Observation {
    std::shared_ptr<const Game> start; ///< the session before this deal (public standings), no deal running
    int seat = -1;
    int dealer = -1;
    bool knocked = false;
    std::vector<int> handSizes; ///< cards dealt per seat (public)
    int stockSize = 0;          ///< undealt cards (public)
    /// The seat's own dealt hand in dealing order; kNoCard where the seat had
    /// not yet seen the card at the start (e.g. Rufen's face-down cards).
    CardList ownHand;
    /// The actions so far; another seat's discards have their cards removed
    /// (hiddenCount[i] says how many there were).
    std::vector<Action> actions;
    std::vector<int> hiddenCount;
    /// views[0] after the deal started, views[i + 1] after actions[i].
    std::vector<SeatView> views;

    const SeatView& now() const { return views.back(); }
    /// The decisions this seat may take now; for a seat not to act, the
    /// optional ones it may take out of turn (usually none).
    const std::vector<Action>& legal() const { return views.back().legal; }
    bool toAct() const { return views.back().toAct == seat; }
};

/// The observation of `seat` of a deal: `start` is the session before the deal;
/// the deal's actions are replayed through the engine with the true cards, and
/// only the seat's views and the public parts of the actions are kept.
/// Empty with `error` set if the deal does not replay.
std::optional<Observation> observe(const Game& start, const DealRecord& deal, int seat, std::string* error = nullptr);

/// The observation of whoever acts next in a record (its last deal); empty if no decision is due.
std::optional<Observation> observeRecord(const Record& r, std::string* error = nullptr);

/// True when two observations carry the same information.
bool sameObservation(const Observation& a, const Observation& b);

/// Samples full game states (a "world") consistent with an observation: every
/// recorded action is legal in it and the seat's view after every action is
/// the observed one. Unknown cards are shuffled, then repaired: a card the
/// seat saw somewhere is swapped into place, a card whose holding would have
/// made a recorded play illegal (a revealed void, a failure to overtake) is
/// swapped away, and the deal is replayed until it agrees.
class Determinizer {
  public:
    explicit Determinizer(const Observation& obs);
    /// A world positioned at the observation's last moment; nullptr if none was found.
    std::unique_ptr<Game> sample(Rng& rng);
    long replays() const { return replays_; }

    /// What the repairs of earlier samples taught, passed on to later samplers
    /// so that they start close to agreement: where a consistent world had the
    /// cards the seat has seen, and which unseen cards a seat cannot have been
    /// dealt (a revealed void, a failure to overtake). The unseen cards are
    /// still shuffled; every sample is still replayed and checked in full.
    struct Hints {
        std::optional<DealSetup> seenAt;
        std::vector<CardSet> notDealt; ///< per seat
    };
    const Hints& hints() const { return hints_; }
    void setHints(const Hints& h) { hints_ = h; }

    /// Inference (docs/ai.md "Worlds weighed by the bids", "... by the plays"):
    /// while replaying a world, count the other seats' recorded bids (passes)
    /// where the game's bidding model (bidding.h), holding that world's hand,
    /// would have passed (bid), and, with `plays`, their card plays that passed
    /// up an exchange of the trump card, or a pair to declare with the King or
    /// Queen led, that the world's hand offered. mismatches() is the count of
    /// the last world sampled.
    void setInference(bool bids, bool plays = false) {
        bidInference_ = bids;
        playInference_ = plays;
    }
    int mismatches() const { return mismatches_; }
    /// With two players, also count the other seat's cards played to a trick
    /// that the easy policy, holding this world's hand, would not have played
    /// (Settings::followInference); followMismatches() is the count of the
    /// last world sampled.
    void setFollowInference(bool on) { followInference_ = on; }
    /// Replay another seat's hidden discard as the easy policy, holding the
    /// world's cards, would make it (Settings::discardInference) instead of at
    /// random among the discards the replay allows.
    void setDiscardInference(bool on) { discardInference_ = on; }
    int followMismatches() const { return followMismatches_; }

    /// Every world there is, when the unknowns are few: the seat has one
    /// opponent holding cards, nothing is left to draw (the talon closed or
    /// used up) and no discard was hidden, so a world is only a choice of which
    /// unseen cards the opponent holds now (the rest lie in the closed talon).
    /// Starting from `base`, the setup of a consistent world, each such split
    /// is made by swapping unseen cards in the deal and kept if it replays
    /// exactly as observed. Empty when the situation is another or there are
    /// more than `limit` splits.
    std::vector<std::unique_ptr<Game>> enumerate(const DealSetup& base, long limit);
    /// The world of `setup` at the observation's last moment, or nullptr if
    /// any recorded action is illegal in it or any view of the seat differs.
    std::unique_ptr<Game> replayExact(const DealSetup& setup) const;

  private:
    struct Sampling; ///< one call of sample(), step by step (determinizer.cpp)
    const Observation& obs_;
    CardSet pinned_ = 0;            ///< the seat's own known dealt cards
    std::vector<CardSet> seenUpTo_; ///< cards seen in views[0..k] and actions[0..k-1]
    CardSet seenAll_ = 0;
    Hints hints_;
    long replays_ = 0;
    bool bidInference_ = false;
    bool playInference_ = false;
    bool followInference_ = false;
    bool discardInference_ = false;
    int mismatches_ = 0;
    int followMismatches_ = 0;
};

/// Closes in the playouts (two players, the talon open; docs/ai.md "Playouts
/// that close", issue 37): at its lead, where the engine lets it close, the
/// mover closes when that wins for it in the playout's world, checked exactly:
/// the close applied to a clone of the deal and the rest played by the
/// open-card solver (solvedPlayout), whose nodes count in the work budget.
/// Without it nobody closes in a playout but by the policy's random moves.
struct PlayoutCloses {
    long nodeLimit = 0;  ///< solver nodes per check (0: no checks); over it: no close
    double minValue = 1; ///< close when the mover's utility after the close is at least this (1: it wins)
    int minPoints = 0;   ///< check only when the mover has counted at least this many points (taken, declared)
    /// The playout's own seat closes too; false: only its opponent. The seat's
    /// own closes are chosen at the table by its search, which does not see
    /// the opponent's hand: closing where the open-card search wins made its
    /// playing on look better than it brought (docs/ai.md "Playouts that close").
    bool seatCloses = false;
};

/// Effort of the search levels (tuned by tournament, see docs/ai.md).
struct Settings {
    int worlds = 12;          ///< sampled worlds per decision
    int playouts = 1;         ///< playouts per world and candidate
    bool easyPlayouts = true; ///< playout policy: easy (true) or random
    int exactCards = 0;       ///< exact open-card search when at most this many cards remain in hands (0: never)
    long nodeLimit = 0;       ///< node budget per exact search; over budget: playouts instead
    /// The exact search from more cards once the card play has begun (inCardPlay: a card can be
    /// played, no talon left to draw from): at most this many cards in the hands, with
    /// playNodeLimit nodes (0: only exactCards). Dreierschnapsen's three-player deal, whose
    /// open-card search is the engine's (docs/ai.md "Exact ends in Dreierschnapsen").
    int playExactCards = 0;
    long playNodeLimit = 0;
    /// The playouts too: once the card play has begun and at most this many cards are in the
    /// hands, the exact search plays the rest of the deal (over playoutExactNodes nodes: the
    /// policy plays on; 0: never). `tournament --b-without exact_ends` takes both off.
    int playoutExactCards = 0;
    long playoutExactNodes = 0;
    int maxCandidates = 24; ///< candidate cap (discard lists), ranked by the easy policy
    /// Two players, no stock left and every world the same deal (the seat knows
    /// where every card is): each candidate is solved exactly in that one deal
    /// with this node budget (0: never; over budget: the sampled worlds as usual).
    long openNodeLimit = 0;
    /// Open-card trick play: once at most this many cards are in the hands and
    /// the game says only trick play is left (Game::trickPlay()), each world is
    /// played to its end with every card chosen by the bitmask solver (dds.h)
    /// instead of by playouts (0: never). Over trickNodeLimit nodes: playouts.
    int trickCards = 0;
    long trickNodeLimit = 0;
    /// The playouts too: each hands the rest of its deal to that solver as soon
    /// as only trick play is left (two players: the talon gone or closed), so a
    /// world is judged by the easy policy only up to there (docs/ai.md "Expert").
    bool solvedPlayouts = false;
    /// Two players, the talon open and holding at most this many cards (the
    /// trump card counted): each world is searched exactly to the end of the
    /// deal (solveTalon: the close, 20/40 and the exchange as moves, the draws
    /// as chance) instead of by playouts (0: never); over talonNodeLimit nodes,
    /// playouts. Worlds alike but for their talon's order are searched once.
    /// `tournament --b-without talon_search` takes it off.
    int talonCards = 0;
    long talonNodeLimit = 0;
    /// The playouts' closes (PlayoutCloses; off with nodeLimit 0). `tournament
    /// --b-without playout_closes` takes them off.
    PlayoutCloses playoutCloses;
    /// Game points a failed close counts worse than it scores: in each world
    /// where a close (a candidate, a follow-up, a choice after drawing) loses,
    /// its value there is lowered by this much (0: as scored). A world values
    /// the close by the open-card solver, which knows the opponent's hand from
    /// the close on; where the close fails in some worlds, a player who cannot
    /// see that hand fails more often than the solver (docs/ai.md "A failed
    /// close counted worse", issue 37). `tournament --b-without failed_close`
    /// takes it off.
    double failedClose = 0;
    /// The close judged as players without sight play it (two players, docs/ai.md
    /// "The close judged without sight", issue 37): a candidate close is valued in
    /// each sampled world by playing the closed deal out, the seat's every card
    /// (or declaration) after the close chosen once for all the worlds that agree
    /// with what it has seen since (the best mean of the open-card values over
    /// them), the opponent's by the open-card solver in each world. Without it a
    /// world values the close by the solver for both sides, which knows the
    /// opponent's hand from the close on (strategy fusion). On for expert in
    /// two-player Schnapsen. `tournament --b-without blind_close` takes it off.
    bool blindClose = false;
    /// The playouts' random moves (one in ten, for variety) never go out or
    /// close: a random "out" without the points loses the deal for its mover,
    /// a random close ends the talon's play by chance (docs/ai.md "Quiet random
    /// moves", issue 37). `tournament --b-without quiet_random` takes it off.
    bool quietRandom = false;
    /// In the playouts' talon play with two players, a follower who cannot win
    /// the trick in the suit led trumps any card of another suit with a low trump
    /// (Unter, Ober or King: under 10 points), as strong players do to take the lead
    /// and the draw first; the easy policy trumps only a trick worth 10 or more
    /// (docs/ai.md "Playouts that trump low leads", issue 37). `tournament
    /// --b-without trump_low` takes it off.
    bool trumpLow = false;
    /// The playouts' policy ducks where the view says few points win (SeatView::fewPoints): on
    /// where measured (Dreeg's Kamerun and Dreierles' Räuber, docs/ai.md "The easy policy ducks in
    /// Kamerun"; the easy level ducks in both). `tournament --b-without few_points` takes it off.
    bool fewPointsPlayouts = true;
    /// The playouts' seats knock (Kontra, Re, the Räuber's knocks) by the rules of thumb
    /// (dreierlesKnock; docs/ai.md "Knocks in the playouts"): without it nobody knocks in a
    /// playout, so a bid, a pass and a knock are weighed as if no knock ever answered them.
    /// Measured level for expert in Dreierles and off at every level;
    /// `tournament --b-without playout_knocks` takes it off where a build turns it on.
    bool playoutKnocks = false;
    /// Exact enumeration: when the seat's only opponent holds the unseen cards
    /// together with a talon that will not be drawn from any more, every
    /// consistent world instead of sampled ones, if there are at most this many
    /// (0: never). See Determinizer::enumerate.
    long enumerateWorlds = 0;
    /// Work budget per decision, in solver nodes (a playout counts as
    /// kPlayoutWork nodes): the worlds are weighed in groups of four, and once
    /// the groups done have cost more than this, the rest are left out (0: no
    /// budget). Counted, not timed, so the decision stays reproducible.
    long workBudget = 0;
    /// Calibration (docs/ai.md "Calibration"): subtracted from the mean value
    /// the search foresees for a bid or a knock. Measured by tournament as how
    /// much more the search foresaw for its bids (knocks) than the deals
    /// brought, beyond what it foresaw too much for passing (not knocking).
    double bidCalibration = 0;
    double knockCalibration = 0;
    /// Decisions that leave the seat to act again without teaching it anything
    /// (exchanging the trump Unter, closing, declaring a pair) are weighed
    /// together with what the seat does next: their value is the best of the
    /// seat's next decisions, each by its mean over the worlds (the seat
    /// chooses on what it knows, not per world). Without it the playout's easy
    /// policy chooses the next step, while every card play is the best of many.
    bool followUps = false;
    /// Take the exchange of the trump card as soon as it is legal in the
    /// seat's turn, without a search (never worse now than at a later turn;
    /// docs/ai.md "Expert").
    bool exchangeAtOnce = false;
    /// The playouts bid by the bidding model of Dreierles and Dreierschnapsen
    /// too (bidding.h; Dappen's playouts always do): docs/ai.md "Bidding in the
    /// playouts". False: they pass every bid there, as before issue 37 (every
    /// level but expert: only expert's change was measured).
    bool playoutBids = false;
    /// Inference from the bids: each sampled world counts this much times
    /// `inferenceWeight` to the power of the other seats' bids and passes the
    /// bidding model would not have made holding that world's hand (1: no
    /// inference). Determinizer::setInference; docs/ai.md "Worlds weighed
    /// by the bids".
    double inferenceWeight = 1;
    /// The plays too (with inferenceWeight < 1): a card play that passed up a
    /// pair to declare or the trump exchange counts as a disagreement (docs/ai.md
    /// "Worlds weighed by the plays"). Off at every level: no gain measured.
    /// `tournament --b-without play_inference` takes it off.
    bool playInference = false;
    /// Inference from the cards followed (two players; docs/ai.md "Worlds
    /// weighed by the cards followed", issue 37): each card the other seat
    /// played to a trick that the easy policy, holding the world's hand, would
    /// not have played multiplies the world's weight by this (1: none).
    /// `tournament --b-without follow_inference` takes it off.
    double followInference = 1;
    /// Inference from a hidden discard (docs/ai.md "Worlds that discard as a
    /// player would", issue 37): where another seat discarded face down (Dappen's
    /// lone player after taking the Dapp, Dreierles' exchange, Dreierschnapsen's
    /// caller after the talon), a sampled world lets that seat, holding the
    /// world's cards, discard as the easy policy would (the cheapest cards:
    /// low plain cards before trumps) instead of a discard drawn at random, so
    /// the kept hand is one a player would keep. The world stays consistent:
    /// only discards the engine accepts and later plays allow are made.
    /// `tournament --b-without discard_inference` takes it off.
    bool discardInference = false;
    /// The worlds and playouts per candidate before they were widened (expert
    /// in two-player Schnapsen samples three times the worlds with half the
    /// playouts each: docs/ai.md "More worlds, fewer playouts", issue 37); 0:
    /// not widened. `tournament --b-without wide_worlds` goes back to them.
    int narrowWorlds = 0;
    int narrowPlayouts = 0;
};
/// What one playout costs in the work budget, in solver nodes (measured by bench).
inline constexpr long kPlayoutWork = 300;
/// The settings of a level at a table of `seats` in `game` (its calibration).
Settings settingsFor(Level l, int seats, std::string_view game = {});

struct Stats {
    long playouts = 0;
    long nodes = 0;
    long searches = 0;
    long aborted = 0;
    long budgetStops = 0; ///< decisions that left worlds out for the work budget
    Stats& operator+=(const Stats& o) {
        playouts += o.playouts;
        nodes += o.nodes;
        searches += o.searches;
        aborted += o.aborted;
        budgetStops += o.budgetStops;
        return *this;
    }
};

/// A computer player of a level. decide() depends only on the observation and
/// the seed (deterministic); it always returns one of obs.legal().
class Player {
  public:
    Player(Level level, std::uint64_t seed);
    Level level() const { return level_; }
    /// The decision of the seat to act (an empty Action if obs is not of that seat).
    Action decide(const Observation& obs);
    /// A decision the seat may take out of turn (obs.legal() are its optional
    /// actions, e.g. a Räuber knock, declaring the Ace of hearts when asked):
    /// the action, or nullopt to let play go on. Weighed like any decision:
    /// each option against "nothing" over the sampled worlds.
    std::optional<Action> decideOptional(const Observation& obs);
    /// Tournament only: the oracle sees the true game state.
    Action decideOracle(const Game& truth);
    /// The seat's expected value (utility(), the game's unit) of each of
    /// `actions` at the observation's moment, weighed exactly as decide() and
    /// decideOptional() weigh their candidates: the same sampled worlds (the
    /// same seed gives the same worlds and playouts as the decision there),
    /// playouts and solvers, so that the values are comparable (common random
    /// numbers); calibration is not applied and nothing is left out (going
    /// out short is valued as what it brings). An empty Action (seat -1)
    /// stands for declining an optional decision: play goes on as it is. A
    /// level without search (random, easy) is weighed with strong's settings.
    /// NaN where an action could not be weighed (illegal in every world);
    /// empty when no world was found.
    std::vector<double> appraise(const Observation& obs, const std::vector<Action>& actions);
    const Stats& stats() const { return stats_; }
    /// The mean value over the worlds of what the last search chose (the
    /// seat's utility, as utility() counts it); empty when the last decision
    /// was taken without a search. For calibration: compare it with what the
    /// deal brought.
    std::optional<double> lastValue() const { return lastValue_; }
    /// A choice the last search weighed and its mean value over the worlds, as the choice
    /// was made on it (with the calibration of a bid or a knock); an empty Action (seat -1)
    /// is declining an optional decision.
    struct Weighed {
        Action action;
        double value = 0;
    };
    /// Every choice the last decide() / decideOptional() weighed, in the order weighed; the one
    /// it chose has the highest value. Empty when the last decision was taken without a search
    /// (a single choice, a rule of thumb, the exchange taken at once).
    const std::vector<Weighed>& lastWeighed() const { return lastWeighed_; }
    void setSettings(const Settings& s) {
        settings_ = s;
        custom_ = true;
    }
    /// Threads a search may use (default: the machine's cores). Decisions do not depend on it.
    void setThreads(unsigned n) { threads_ = n == 0 ? 1 : n; }
    unsigned threads() const { return threads_; }
    /// While *flag is true the search stops early and decide() returns a legal
    /// decision at once (the GUI cancels a computer's thinking this way).
    void setCancelFlag(const std::atomic<bool>* flag) { cancel_ = flag; }
    /// Called after each weighing step (a candidate in a world) with its work
    /// (solver nodes, and kPlayoutWork per playout), on the search's threads
    /// (the GUI counts a computer's thinking with it).
    void setWorkHook(std::function<void(long)> hook) { workHook_ = std::move(hook); }

  private:
    /// What else than the listed candidates a search weighs (returned as empty when best).
    enum class Extra {
        None,
        Nothing, ///< an optional decision declined: play goes on as it is
    };
    /// The best candidate over the worlds, or empty when the extra choice is best.
    std::optional<Action> searchDecide(const std::vector<Action>& legal, int seat, const Pack& pack, const SeatView& v,
                                       const std::vector<std::unique_ptr<Game>>& worlds, Rng& rng, const Settings& s,
                                       Extra extra);
    /// Every candidate solved exactly in the one deal there is (two players, no
    /// stock, every world the same deal); empty when the situation is another
    /// or a candidate ran over the budget. A short "out" is left out (no value)
    /// unless `shortOuts`.
    std::optional<std::vector<std::optional<double>>> solveOpen(const std::vector<Action>& cand, int seat,
                                                                const SeatView& v,
                                                                const std::vector<std::unique_ptr<Game>>& worlds,
                                                                const Settings& s, bool shortOuts);
    /// The mean value of each candidate over the worlds (no calibration), and
    /// of declining (Extra::Nothing) at index cand.size(); empty where nothing
    /// was weighed. A short "out" is left out unless `shortOuts`.
    std::vector<std::optional<double>> weigh(const std::vector<Action>& cand, int seat,
                                             const std::vector<std::unique_ptr<Game>>& worlds, std::uint64_t base,
                                             const Settings& s, Extra extra, bool shortOuts);
    /// The close `close` valued in each of worlds[0..n) as the seat plays the
    /// closed deal without sight (Settings::blindClose): at each of its turns the
    /// action with the best mean over the worlds that agree with what it has seen
    /// since the close (each valued by evaluate()), the opponent's by the open-card
    /// solver in each world. The seat's utility per world (empty where the close
    /// is illegal); the work done is added to `spent`.
    std::vector<std::optional<double>> blindClose(const Action& close, int seat,
                                                  const std::vector<std::unique_ptr<Game>>& worlds, std::size_t n,
                                                  std::uint64_t base, const Settings& s, bool shortOuts, long& spent);
    /// The seat's value of the world after `a` (nullptr: as it is).
    std::optional<double> evaluate(const Game& world, const Action* a, int seat, const Settings& s, std::uint64_t base,
                                   std::size_t w, Stats& stats);
    std::vector<std::unique_ptr<Game>> sampleWorlds(const Observation& o, const Settings& s, Rng& rng);
    Rng decisionRng(const Observation& obs) const;
    /// job(i, stats) for i < n on up to threads() threads; each thread counts into its own Stats.
    void parallelFor(std::size_t n, const std::function<void(std::size_t, Stats&)>& job);
    Level level_;
    std::uint64_t seed_;
    Settings settings_;
    bool custom_ = false;
    const std::atomic<bool>* cancel_ = nullptr;
    std::function<void(long)> workHook_;
    unsigned threads_ = std::max(1u, std::thread::hardware_concurrency());
    bool cancelled() const { return cancel_ && cancel_->load(std::memory_order_relaxed); }
    Stats stats_;
    /// Per world of the last sampleWorlds(): its weight (inference from the
    /// bids); empty: every world counts alike.
    std::vector<double> worldWeights_;
    std::optional<double> lastValue_;
    std::vector<Weighed> lastWeighed_;
};

/// The easy policy: rules of thumb on the seat's own view (also the playout policy).
/// With `trumpLow` a follower in the talon's play trumps a low lead of another
/// suit with a low trump (Settings::trumpLow).
Action easyChoice(const SeatView& v, const Pack& pack, const std::vector<Action>& legal, bool trumpLow = false);

/// Play the deal in `g` to its end with the easy (or random) policy; the seat's
/// utility. With a node limit for `solveTrickPlay`, once only trick play is left
/// the open-card solver plays on instead (solvedPlayout; over the limit the
/// policy does). Every bid by the game's bidding model (bidding.h); `allBids`
/// false: Dappen's only, as before issue 37 (Settings::playoutBids). With
/// `closes` (a node limit), the mover closes where closing wins for it
/// (PlayoutCloses, two players). With `quietRandom` the policy's random moves
/// (one in ten) never go out or close (Settings::quietRandom); with `trumpLow`
/// the policy's followers trump low leads in the talon's play (Settings::trumpLow); without
/// `fewPoints` the policy plays as if the view did not ask for few points (Settings::fewPointsPlayouts).
/// With `exactCards`, once the card play has begun and at most that many cards are in the hands, the
/// exact search (solve, `exactNodes` nodes) plays the rest (Settings::playoutExactCards). With
/// `knocks`, Dreierles' seats knock by the model (dreierlesKnock, Settings::playoutKnocks).
double playout(Game& g, int seat, bool easy, Rng& rng, Stats& stats, long solveTrickPlay = 0, bool allBids = true,
               const PlayoutCloses& closes = {}, bool quietRandom = false, bool trumpLow = false, bool fewPoints = true,
               int exactCards = 0, long exactNodes = 0, bool knocks = false);
/// Utility of a finished deal for a seat: its delta minus the mean delta of the others, turned by the
/// result's sense (DealResult::sense: in Dreeg's standard Kamerun fewer strokes erased is better).
double utility(const Game& g, int seat);
/// Play the deal in `g` to its end where only trick play is left: every card
/// chosen by the open-card solver for the mover's side (the seat and its
/// partners against the others), any other decision by the easy policy; the
/// seat's utility. Empty if the solver ran over nodeLimit or the game is not
/// in trick play.
std::optional<double> solvedPlayout(Game& g, int seat, long nodeLimit, Stats& stats);
/// Exact open-card alpha-beta (the seat against the others) to the end of the
/// deal; empty if more than nodeLimit nodes were needed.
std::optional<double> solve(const Game& g, int seat, long nodeLimit, Stats& stats);
/// Exact open-card search of a two-player deal whose talon is still open: the
/// seat against its opponent over the engine's clones, drawing, closing, 20/40,
/// the exchange and going out as moves, the open-card solver (dds.h) once only
/// trick play is left; the seat's utility. Empty if more than nodeLimit nodes
/// (clone nodes and solver nodes together) were needed (nodeLimit <= 0: no limit).
std::optional<double> solveTalon(const Game& g, int seat, long nodeLimit, Stats& stats);

} // namespace st::ai
