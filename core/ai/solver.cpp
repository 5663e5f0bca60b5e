// The exact open-card search over engine clones (alpha-beta, the seat against the others). See docs/ai.md, "Levels".
#include "ai.h"
#include "internal.h"

#include <algorithm>

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

} // namespace

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
