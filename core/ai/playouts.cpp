// The easy policy, the utility of a finished deal and the playouts (also the solved ones). See docs/ai.md, "Levels".
#include "ai.h"
#include "internal.h"

#include "bidding.h"
#include "dds.h"
#include "trick.h"

#include <algorithm>

namespace st::ai {

using namespace detail;

// ------------------------------------------------------------------- policies

Action easyChoice(const SeatView& v, const Pack& pack, const std::vector<Action>& legal, bool trumpLow) {
    if (legal.size() == 1)
        return legal[0];
    auto first = [&](Act act) -> const Action* {
        for (const Action& a : legal)
            if (a.act == act)
                return &a;
        return nullptr;
    };
    const int trump = v.trump;
    // Announcing a pair is never wrong: the trump pair (40) first.
    for (const Action& a : legal)
        if (a.act == Act::Declare && a.suit == trump)
            return a;
    if (const Action* a = first(Act::Declare))
        return *a;
    if (const Action* a = first(Act::Exchange))
        return *a;
    if (first(Act::Trump)) {
        // The suit with the most cards (then the most points).
        const Action* best = nullptr;
        int bestScore = -1;
        for (const Action& a : legal) {
            if (a.act != Act::Trump)
                continue;
            const CardSet s = v.hand & pack.suitMask(a.suit);
            const int score = count(s) * 100 + points(pack, s);
            if (score > bestScore) {
                bestScore = score;
                best = &a;
            }
        }
        return *best;
    }
    if (const Action* a = first(Act::Pass))
        return *a; // bids, knocks, "fertig": not unless clearly strong
    if (first(Act::Discard))
        return legal[cheapestDiscards(pack, legal, trump).front()];
    if (first(Act::Play)) {
        CardSet cards = 0;
        for (const Action& a : legal)
            if (a.act == Act::Play)
                cards |= bit(a.card);
        auto cheapest = [&](CardSet s) {
            Card best = kNoCard;
            for (Card c : cardsOf(s))
                if (best == kNoCard || cardCost(pack, c, trump) < cardCost(pack, best, trump))
                    best = c;
            return best;
        };
        Card pick = kNoCard;
        if (v.fewPoints && !v.trick.empty()) {
            // Few points wanted (Kamerun, the Räuber): the dearest card that lets the trick go, and
            // only if every card wins it, the cheapest winner.
            CardList t;
            for (auto [s, c] : v.trick)
                t.push_back(c);
            const Card winner = t[ix(winningIndex(pack, t, trump))];
            const int led = pack.suit(t[0]);
            CardSet losers = 0;
            for (Card c : cardsOf(cards))
                if (!beats(pack, c, winner, led, trump))
                    losers |= bit(c);
            for (Card c : cardsOf(losers))
                if (pick == kNoCard || cardCost(pack, c, trump) > cardCost(pack, pick, trump))
                    pick = c;
        } else if (!v.trick.empty()) {
            CardList t;
            int pts = 0;
            for (auto [s, c] : v.trick) {
                t.push_back(c);
                pts += pack.points(c);
            }
            const Card winner = t[ix(winningIndex(pack, t, trump))];
            const int led = pack.suit(t[0]);
            CardSet winners = 0;
            for (Card c : cardsOf(cards))
                if (beats(pack, c, winner, led, trump))
                    winners |= bit(c);
            const Card w = cheapest(winners);
            // A trump only for a trick worth 10 or more; with trumpLow, while the
            // talon is open, a low trump (under 10 points) for any lead of another suit.
            const bool lowTrump = trumpLow && v.talonSize > 0 && !v.talonClosed && w != kNoCard &&
                                  pack.suit(w) == trump && led != trump && pack.points(w) < 10;
            if (w != kNoCard && (pack.suit(w) != trump || pts >= 10 || lowTrump))
                pick = w;
        }
        if (pick == kNoCard)
            pick = cheapest(cards);
        for (const Action& a : legal)
            if (a.act == Act::Play && a.card == pick)
                return a;
    }
    // Otherwise the first action that commits to nothing optional.
    for (Act quiet : {Act::Play, Act::Draw, Act::Bid, Act::Call, Act::TrumpBlind})
        if (const Action* a = first(quiet))
            return *a;
    return legal[0];
}

double utility(const Game& g, int seat) {
    const DealResult r = g.lastResult();
    if (r.delta.empty())
        return 0;
    double others = 0;
    for (std::size_t i = 0; i < r.delta.size(); ++i)
        if (static_cast<int>(i) != seat)
            others += r.delta[i];
    const double n = static_cast<double>(r.delta.size() > 1 ? r.delta.size() - 1 : 1);
    return r.sense * (r.delta[ix(seat)] - others / n); // Kamerun: fewer strokes erased is better
}

namespace detail {

int cardsInHands(const SeatView& v) {
    int n = 0;
    for (int h : v.handSizes)
        n += h;
    return n;
}

int cardsInHands(const Game& g) {
    return cardsInHands(g.view(std::max(0, g.toAct())));
}

bool canPlayCard(const std::vector<Action>& legal) {
    return std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Play; });
}

bool inCardPlay(const SeatView& v) {
    return v.talonSize == 0 && canPlayCard(v.legal);
}

bool goesOutWell(const Game& g, const Action& out) {
    std::unique_ptr<Game> c = g.clone();
    c->apply(out);
    return !c->inDeal() && utility(*c, out.seat) > 0;
}

/// Does closing now win for the mover, by at least closes.minValue? The engine
/// applies the close to a copy of the deal and the exact open-card search plays
/// the rest (solveTalon: 20/40 and going out as moves while a pair is held, the
/// trick-play solver once only trick play is left; its nodes counted in
/// `stats`); over the node limit: no.
bool closesWell(const Game& g, const Action& close, const PlayoutCloses& closes, Stats& stats) {
    std::unique_ptr<Game> c = g.clone();
    c->apply(close);
    if (!c->inDeal())
        return utility(*c, close.seat) >= closes.minValue;
    const std::optional<double> v = solveTalon(*c, close.seat, closes.nodeLimit, stats);
    return v && *v >= closes.minValue;
}

namespace {

/// Is a knock among `acts`?
bool offersKnock(const std::vector<Action>& acts) {
    return std::any_of(acts.begin(), acts.end(), [](const Action& a) { return a.act == Act::Knock; });
}

/// The next knock of the playouts' model (dreierlesKnock): the seats offered a knock, in the
/// order the table asks them, then the seat to act; each seat asked once (`asked`). `open`
/// turns false once nobody is offered a knock and a card can be played (the window is over).
std::optional<Action> modelKnock(const Game& g, std::uint32_t& asked, bool& open) {
    bool any = false;
    auto ask = [&](int s) -> std::optional<Action> {
        if (s < 0 || s >= 32 || (asked >> s & 1u) != 0)
            return std::nullopt;
        any = true;
        asked |= 1u << s;
        return dreierlesKnock(g.view(s));
    };
    for (int s : g.optionalOrder())
        if (offersKnock(g.optionalActions(s)))
            if (auto k = ask(s))
                return k;
    const std::vector<Action> legal = g.legalActions();
    if (offersKnock(legal))
        if (auto k = ask(g.toAct()))
            return k;
    if (!any && canPlayCard(legal))
        open = false; // every seat offered has been asked: the first card comes next
    return std::nullopt;
}

/// Has `seat` counted at least `points` (taken and declared, the declarations
/// still waiting for a trick too)?
bool hasCounted(const Game& g, int seat, int points) {
    if (points <= 0)
        return true;
    const PointCount pc = g.countedPoints(seat);
    if (ix(seat) >= pc.points.size())
        return false;
    const int pending = ix(seat) < pc.pending.size() ? pc.pending[ix(seat)] : 0;
    return pc.points[ix(seat)] + pending >= points;
}

} // namespace

} // namespace detail

double playout(Game& g, int seat, bool easy, Rng& rng, Stats& stats, long solveTrickPlay, bool allBids,
               const PlayoutCloses& closes, bool quietRandom, bool trumpLow, bool fewPoints, int exactCards,
               long exactNodes, bool knocks) {
    int guard = 0;
    // The bids follow the hand in every playout, never at random (the game's
    // bidding model, Game::biddingModel()): a playout that passes every bid
    // leaves the game to whoever the rules compel (Dappen: a pass with a trump
    // stop is an offence that costs the offender 40 cents a player; docs/ai.md
    // "Bidding in Dappen"), or to the Räuber (Dreierles) and the caller's Rufer
    // (Dreierschnapsen) when nobody bids ("Bidding in the playouts").
    const BiddingModel model = g.biddingModel();
    bool bidding = model == BiddingModel::Dappen || (allBids && model != BiddingModel::None);
    // Dreierles' knocks by the model until the first card (Settings::playoutKnocks), each seat
    // asked once.
    bool knocking = knocks && model == BiddingModel::Dreierles;
    std::uint32_t asked = 0;
    if (knocking && seat >= 0 && seat < 32 && seat != g.toAct()) {
        // The seat's own knock is the decision being weighed (a knock, or none: Player::
        // decideOptional): its playouts do not take that decision again for it.
        if (offersKnock(g.optionalActions(seat)))
            asked |= 1u << seat;
    }
    while (g.inDeal() && g.toAct() >= 0 && ++guard < 4000) {
        if (knocking) {
            if (const auto k = modelKnock(g, asked, knocking)) {
                g.apply(*k);
                continue;
            }
        }
        if (bidding) {
            const SeatView v = g.view(g.toAct());
            if (const auto b = modelBid(g, v, allBids)) {
                g.apply(*b);
                continue;
            }
            // Dappen bids before anything else; Dreierschnapsen bids again
            // after the talon: the bidding is over once cards are played.
            if (model == BiddingModel::Dappen || canPlayCard(v.legal))
                bidding = false;
        }
        if (exactCards > 0) {
            const SeatView v = g.view(g.toAct());
            if (cardsInHands(v) <= exactCards && inCardPlay(v)) {
                // Few cards left in the card play: the exact search plays the rest (Settings::
                // playoutExactCards): the open-card solver where only trick play is left, else the
                // alpha-beta over the engine's clones.
                if (const auto r =
                        g.trickPlay() ? solvedPlayout(g, seat, exactNodes, stats) : solve(g, seat, exactNodes, stats)) {
                    ++stats.playouts;
                    return *r;
                }
                exactCards = 0; // over its node limit: the policy plays on from where the search left it
            }
        }
        if (solveTrickPlay > 0 && g.trickPlay()) {
            // Only trick play is left: the open-card solver plays it out.
            if (const auto v = solvedPlayout(g, seat, solveTrickPlay, stats)) {
                ++stats.playouts;
                return *v;
            }
            solveTrickPlay = 0; // over its node limit: the policy plays on from there
            continue;
        }
        if (closes.nodeLimit > 0 && g.seats() == 2 && (closes.seatCloses || g.toAct() != seat)) {
            // The mover closes where the engine lets it and closing wins for it
            // in this world (Settings::playoutCloses).
            const Action close = Action::simple(g.toAct(), Act::Close);
            if (!g.check(close) && hasCounted(g, close.seat, closes.minPoints) && closesWell(g, close, closes, stats)) {
                g.apply(close);
                continue;
            }
        }
        if (easy && rng.below(10) != 0) {
            SeatView v = g.view(g.toAct());
            v.fewPoints = v.fewPoints && fewPoints;
            if (v.legal.empty())
                break;
            // Going out when the points counted suffice (the going-out rule of thumb).
            const auto out =
                std::find_if(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act == Act::Out; });
            if (out != v.legal.end() && goesOutWell(g, *out)) {
                g.apply(*out);
                continue;
            }
            g.apply(easyChoice(v, g.pack(), v.legal, trumpLow));
        } else {
            auto legal = g.legalActions();
            if (legal.empty())
                break;
            if (quietRandom) {
                // Settings::quietRandom: a random move neither goes out nor closes.
                std::vector<Action> quiet;
                for (const Action& a : legal)
                    if (a.act != Act::Out && a.act != Act::Close)
                        quiet.push_back(a);
                if (!quiet.empty())
                    legal.swap(quiet);
            }
            g.apply(legal[ix(static_cast<int>(rng.below(legal.size())))]);
        }
    }
    ++stats.playouts;
    return g.inDeal() ? 0.0 : utility(g, seat);
}

namespace detail {

std::optional<Action> solverMove(const Game& g, const std::vector<Action>& legal, int seat, TrickSolver& solver,
                                 bool& cardsOnly) {
    cardsOnly = false;
    const auto out = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Out; });
    if (out != legal.end() && goesOutWell(g, *out))
        return *out;
    CardSet allowed = 0;
    bool others = false;
    for (const Action& a : legal) {
        if (a.act == Act::Play)
            allowed |= bit(a.card);
        else
            others = others || a.act != Act::Out;
    }
    const std::optional<TrickPlay> tp = g.trickPlay();
    if (!tp || others || allowed == 0)
        return std::nullopt;
    cardsOnly = true;
    const Card c = solver.bestCard(trickPosition(g.pack(), *tp, seat), allowed);
    if (c == kNoCard || !has(allowed, c))
        return std::nullopt;
    return Action::play(g.toAct(), c);
}

bool playTrickPlay(Game& g, int seat, TrickSolver& solver) {
    int guard = 0;
    while (g.inDeal() && g.toAct() >= 0 && ++guard < 400) {
        const std::vector<Action> legal = g.legalActions();
        if (legal.empty())
            break;
        bool cardsOnly = false;
        if (const std::optional<Action> a = solverMove(g, legal, seat, solver, cardsOnly)) {
            g.apply(*a);
            continue;
        }
        if (cardsOnly) // the solver ran over its limit
            break;
        g.apply(easyChoice(g.view(g.toAct()), g.pack(), legal)); // another kind of decision: the rules of thumb
    }
    return !g.inDeal();
}

} // namespace detail

std::optional<double> solvedPlayout(Game& g, int seat, long nodeLimit, Stats& stats) {
    if (!g.trickPlay())
        return std::nullopt;
    TrickSolver solver(nodeLimit);
    std::optional<double> result;
    const bool finished = playTrickPlay(g, seat, solver);
    ++stats.searches;
    stats.nodes += solver.stats().nodes;
    if (finished)
        result = utility(g, seat);
    else
        ++stats.aborted;
    return result;
}

} // namespace st::ai
