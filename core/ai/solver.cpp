// The exact open-card search over engine clones (alpha-beta, the seat against the others). See docs/ai.md, "Levels".
#include "ai.h"
#include "internal.h"

#include <algorithm>
#include <limits>

namespace st::ai {

using namespace detail;

namespace {

double alphaBeta(const Game& g, int seat, double alpha, double beta, long& budget, Stats& stats) {
    if (!g.inDeal())
        return utility(g, seat);
    if (--budget < 0)
        return 0;
    ++stats.nodes;
    const int p = g.toAct();
    std::vector<Action> legal = g.legalActions();
    if (p < 0 || legal.empty())
        return 0;
    const bool maxi = p == seat;
    double best = maxi ? -1e9 : 1e9;
    for (const Action& a : legal) {
        std::unique_ptr<Game> c = g.clone();
        c->apply(a);
        const double v = alphaBeta(*c, seat, alpha, beta, budget, stats);
        if (budget < 0)
            return 0;
        if (maxi) {
            best = std::max(best, v);
            alpha = std::max(alpha, v);
        } else {
            best = std::min(best, v);
            beta = std::min(beta, v);
        }
        if (alpha >= beta)
            break;
    }
    return best;
}

/// The last stages of a two-player deal with the talon still open (one world):
/// the seat against its opponent over the engine's clones, every legal decision
/// a move (cards, drawing, closing, 20/40, the exchange, going out); once only
/// trick play is left, the open-card solver plays the rest (one solver, and its
/// table, for the whole search). Both hands are known, but not the order of the
/// talon's unseen cards: a decision that makes the players draw is worth the mean
/// over every order the draw can take (Game::unseenTalon(): each ordered pair of
/// the unseen cards on top), so no move is chosen for a card it cannot know it
/// will get (the search that knew the order misjudged playing on, docs/ai.md
/// "Closing judged by the last stages").
struct TalonSearch {
    int seat;
    long budget;
    Stats& stats;
    TrickSolver solver;

    TalonSearch(int s, long nodeLimit, Stats& st)
        : seat(s), budget(nodeLimit > 0 ? nodeLimit : std::numeric_limits<long>::max()), stats(st),
          solver(nodeLimit > 0 ? nodeLimit : 0) {}

    double value(const Game& g, double alpha, double beta) {
        if (!g.inDeal())
            return utility(g, seat);
        if (budget < 0)
            return 0;
        if (g.trickPlay()) {
            std::unique_ptr<Game> c = g.clone();
            const long before = solver.stats().nodes;
            const bool finished = playTrickPlay(*c, seat, solver);
            budget -= solver.stats().nodes - before;
            if (!finished) {
                budget = -1;
                return 0;
            }
            return utility(*c, seat);
        }
        --budget;
        ++stats.nodes;
        const int p = g.toAct();
        const std::vector<Action> legal = g.legalActions();
        if (p < 0 || legal.empty())
            return 0;
        const bool maxi = p == seat;
        const CardList unseen = g.unseenTalon();
        double best = maxi ? -1e9 : 1e9;
        for (const Action& a : legal) {
            std::unique_ptr<Game> c = g.clone();
            c->apply(a);
            const double v = unseen.size() >= 2 && c->unseenTalon().size() < unseen.size() ? drawn(g, a, unseen)
                                                                                           : value(*c, alpha, beta);
            if (budget < 0)
                return 0;
            if (maxi) {
                best = std::max(best, v);
                alpha = std::max(alpha, v);
            } else {
                best = std::min(best, v);
                beta = std::min(beta, v);
            }
            if (alpha >= beta)
                break;
        }
        return best;
    }

    /// A chance node: `a` makes the players draw from a talon whose unseen cards are `unseen`; the mean
    /// over each ordered pair of them drawn first (the rest as they lie: the next draw is chance again).
    double drawn(const Game& g, const Action& a, const CardList& unseen) {
        double total = 0;
        int orders = 0;
        for (std::size_t i = 0; i < unseen.size(); ++i)
            for (std::size_t j = 0; j < unseen.size(); ++j) {
                if (i == j)
                    continue;
                CardList order{unseen[i], unseen[j]};
                for (std::size_t k = 0; k < unseen.size(); ++k)
                    if (k != i && k != j)
                        order.push_back(unseen[k]);
                std::unique_ptr<Game> c = g.clone();
                c->setUnseenTalon(order);
                c->apply(a);
                total += value(*c, -1e9, 1e9);
                if (budget < 0)
                    return 0;
                ++orders;
            }
        return total / std::max(1, orders);
    }
};

} // namespace

std::optional<double> solveTalon(const Game& g, int seat, long nodeLimit, Stats& stats) {
    TalonSearch search(seat, nodeLimit, stats);
    ++stats.searches;
    const double v = search.value(g, -1e9, 1e9);
    stats.nodes += search.solver.stats().nodes;
    if (search.budget < 0) {
        ++stats.aborted;
        return std::nullopt;
    }
    return v;
}

std::optional<double> solve(const Game& g, int seat, long nodeLimit, Stats& stats) {
    long budget = nodeLimit;
    ++stats.searches;
    const double v = alphaBeta(g, seat, -1e9, 1e9, budget, stats);
    if (budget < 0) {
        ++stats.aborted;
        return std::nullopt;
    }
    return v;
}

} // namespace st::ai
