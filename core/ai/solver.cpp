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

/// The last stages of a two-player deal with the talon still open, every card
/// known (one world): the seat against its opponent over the engine's clones,
/// every legal decision a move (cards, drawing, closing, 20/40, the exchange,
/// going out); once only trick play is left, the open-card solver plays the
/// rest (one solver, and its table, for the whole search).
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
        double best = maxi ? -1e9 : 1e9;
        for (const Action& a : legal) {
            std::unique_ptr<Game> c = g.clone();
            c->apply(a);
            const double v = value(*c, alpha, beta);
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
