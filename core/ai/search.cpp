// The strong levels' search over sampled worlds: each candidate weighed in every world (playouts, solvers, follow-ups,
// the work budget). See docs/ai.md, "Levels".
#include "ai.h"
#include "internal.h"

#include "dds.h"

#include <algorithm>
#include <functional>
#include <limits>

namespace st::ai {

using namespace detail;

namespace {

bool sameDeal(const std::vector<std::unique_ptr<Game>>& worlds) {
    for (std::size_t w = 1; w < worlds.size(); ++w)
        for (int p = 0; p < worlds[0]->seats(); ++p)
            if (worlds[w]->view(p).hand != worlds[0]->view(p).hand)
                return false;
    return true;
}

} // namespace

void Player::parallelFor(std::size_t n, const std::function<void(std::size_t, Stats&)>& job) {
    const std::size_t threads = std::min<std::size_t>(threads_, n);
    if (threads <= 1) {
        for (std::size_t i = 0; i < n; ++i)
            job(i, stats_);
        return;
    }
    std::atomic<std::size_t> next{0};
    std::vector<Stats> stats(threads);
    auto work = [&](std::size_t t) {
        for (std::size_t i = next++; i < n; i = next++)
            job(i, stats[t]);
    };
    std::vector<std::thread> pool;
    for (std::size_t t = 1; t < threads; ++t)
        pool.emplace_back(work, t);
    work(0);
    for (auto& th : pool)
        th.join();
    for (const Stats& x : stats)
        stats_ += x;
}

std::optional<double> Player::evaluate(const Game& world, const Action* a, int seat, const Settings& s,
                                       std::uint64_t base, std::size_t w, Stats& stats) {
    if (a && world.check(*a))
        return std::nullopt;
    std::unique_ptr<Game> g = world.clone();
    if (a)
        g->apply(*a);
    if (!g->inDeal())
        return utility(*g, seat);
    const SeatView mover = g->view(std::max(0, g->toAct()));
    const int inHands = cardsInHands(mover);
    if (s.trickCards > 0 && inHands <= s.trickCards && g->trickPlay()) {
        std::unique_ptr<Game> c = g->clone();
        if (auto v = solvedPlayout(*c, seat, s.trickNodeLimit, stats))
            return v;
    }
    if (s.exactCards > 0 && inHands <= s.exactCards) {
        if (auto exact = solve(*g, seat, s.nodeLimit, stats))
            return exact;
    } else if (s.playExactCards > 0 && inHands <= s.playExactCards && g->toAct() >= 0 && inCardPlay(mover)) {
        if (auto exact = solve(*g, seat, s.playNodeLimit, stats))
            return exact;
    }
    if (s.talonCards > 0 && g->seats() == 2) {
        const SeatView pv = g->view(seat);
        if (!pv.talonClosed && pv.talonSize > 0 && pv.talonSize <= s.talonCards)
            if (auto exact = solveTalon(*g, seat, s.talonNodeLimit, stats))
                return exact;
    }
    double total = 0;
    for (int p = 0; p < s.playouts; ++p) {
        Rng pr(mix(base, w * 64 + static_cast<std::size_t>(p)));
        std::unique_ptr<Game> c = g->clone();
        total += playout(*c, seat, s.easyPlayouts, pr, stats, s.solvedPlayouts ? s.trickNodeLimit : 0, s.playoutBids,
                         s.playoutCloses, s.quietRandom, s.trumpLow, s.fewPointsPlayouts, s.playoutExactCards,
                         s.playoutExactNodes, s.playoutKnocks);
    }
    return total / std::max(1, s.playouts);
}

std::optional<std::vector<std::optional<double>>> Player::solveOpen(const std::vector<Action>& cand, int seat,
                                                                    const SeatView& v,
                                                                    const std::vector<std::unique_ptr<Game>>& worlds,
                                                                    const Settings& s, bool shortOuts) {
    if (s.openNodeLimit <= 0 || worlds.empty() || worlds[0]->seats() != 2 || v.talonSize != 0 || !sameDeal(worlds))
        return std::nullopt;
    // A fully open game: solve every candidate exactly in the one deal there is.
    std::vector<std::optional<double>> exact(cand.size());
    parallelFor(cand.size(), [&](std::size_t ci, Stats& stats) {
        // Never go out with too few points (as below).
        if (cancelled() || worlds[0]->check(cand[ci]) ||
            (!shortOuts && cand[ci].act == Act::Out && !goesOutWell(*worlds[0], cand[ci])))
            return;
        std::unique_ptr<Game> g = worlds[0]->clone();
        g->apply(cand[ci]);
        exact[ci] = g->inDeal() ? solve(*g, seat, s.openNodeLimit, stats) : std::optional(utility(*g, seat));
    });
    for (std::size_t ci = 0; ci < cand.size(); ++ci)
        if (!exact[ci]) {
            // A short "out" is left out, anything else unsolved.
            const bool shortOut = !shortOuts && cand[ci].act == Act::Out && !worlds[0]->check(cand[ci]);
            if (!shortOut)
                return std::nullopt;
        }
    return exact;
}

std::vector<std::optional<double>> Player::weigh(const std::vector<Action>& cand, int seat,
                                                 const std::vector<std::unique_ptr<Game>>& worlds, std::uint64_t base,
                                                 const Settings& s, Extra extra, bool shortOuts) {
    // Every (candidate, world) value is computed on its own (its playouts are
    // seeded by base and the world's index), on all cores, then summed in order:
    // the decision does not depend on the number of threads.
    const std::size_t nc = cand.size() + (extra != Extra::None ? 1 : 0);
    const std::size_t nw = worlds.size();
    std::vector<std::optional<double>> value(nc * nw);
    std::vector<long> work(nc * nw, 0);
    std::vector<char> skip(nc, 0);
    for (std::size_t ci = 0; ci < cand.size() && !shortOuts && nw > 0; ++ci)
        // Never go out with too few points: the seat counts its own points, the same in every world.
        if (cand[ci].act == Act::Out && !goesOutWell(*worlds[0], cand[ci]))
            skip[ci] = 1;
    // Follow-ups: a decision after which the seat acts again and has learnt
    // nothing (exchanging, closing, declaring) is weighed with each of the
    // seat's next decisions; its value is the best of their means over the
    // worlds (below), as the seat will choose on the same knowledge. The list
    // is the same in every world (the seat's own hand and the public state).
    // A close judged without sight (Settings::blindClose) has none: it is
    // valued below, over all the worlds at once, not world by world.
    std::vector<char> blind(cand.size(), 0);
    if (s.blindClose && nw > 0 && worlds[0]->seats() == 2)
        for (std::size_t ci = 0; ci < cand.size(); ++ci)
            blind[ci] = !skip[ci] && cand[ci].act == Act::Close ? 1 : 0;
    std::vector<std::vector<Action>> follow(cand.size());
    if (s.followUps)
        for (std::size_t ci = 0; ci < cand.size(); ++ci) {
            const Act act = cand[ci].act;
            if (skip[ci] || blind[ci] || (act != Act::Exchange && act != Act::Close && act != Act::Declare))
                continue;
            for (std::size_t w = 0; w < nw; ++w) {
                if (worlds[w]->check(cand[ci]))
                    continue;
                std::unique_ptr<Game> g = worlds[w]->clone();
                g->apply(cand[ci]);
                if (g->inDeal() && g->toAct() == seat)
                    for (const Action& next : g->legalActions())
                        if (shortOuts || next.act != Act::Out || goesOutWell(*g, next))
                            follow[ci].push_back(next);
                break;
            }
        }
    // A failed close (Settings::failedClose): in a world where the close
    // loses, it counts that many game points worse.
    auto judged = [&](const Action& a, std::optional<double> x) {
        if (x && a.act == Act::Close && *x < 0)
            *x -= s.failedClose;
        return x;
    };
    std::vector<std::vector<std::optional<double>>> followValue(nc * nw);
    auto job = [&](std::size_t ci, std::size_t w, Stats& stats) {
        std::optional<double>& out = value[ci * nw + w];
        if (ci == cand.size()) { // Extra::Nothing
            out = evaluate(*worlds[w], nullptr, seat, s, base, w, stats);
            return;
        }
        const Action& a = cand[ci];
        if (!follow[ci].empty()) {
            if (worlds[w]->check(a))
                return;
            std::unique_ptr<Game> g = worlds[w]->clone();
            g->apply(a);
            auto& fv = followValue[ci * nw + w];
            fv.resize(follow[ci].size());
            for (std::size_t j = 0; j < follow[ci].size(); ++j)
                fv[j] = judged(a, judged(follow[ci][j], evaluate(*g, &follow[ci][j], seat, s, base, w, stats)));
            return;
        }
        std::unique_ptr<Game> drawn;
        if (a.act == Act::Draw && !worlds[w]->check(a)) {
            drawn = worlds[w]->clone();
            drawn->apply(a);
        }
        if (!drawn || drawn->toAct() != seat) {
            out = judged(a, evaluate(*worlds[w], &a, seat, s, base, w, stats));
            return;
        }
        // Drawing: the seat then knows its new card, so in this world it goes
        // on with its best lead, declaration, close, exchange or trump choice.
        for (const Action& next : drawn->legalActions())
            if (auto x = judged(next, evaluate(*drawn, &next, seat, s, base, w, stats)); x && (!out || *x > *out))
                out = x;
        if (!out)
            out = evaluate(*worlds[w], &a, seat, s, base, w, stats);
    };
    // Where the talon search judges every world (Settings::talonCards), a world
    // is worth what its hands and the cards in its talon are worth, in whatever
    // order they lie (the search takes the draws as chance): a world that
    // repeats an earlier one that way takes its values instead of searching
    // again (it still counts in every mean, as sampled).
    std::vector<std::size_t> same(nw);
    for (std::size_t w = 0; w < nw; ++w)
        same[w] = w;
    if (s.talonCards > 0 && nw > 0 && worlds[0]->seats() == 2) {
        const SeatView pv = worlds[0]->view(seat);
        if (!pv.talonClosed && pv.talonSize > 0 && pv.talonSize <= s.talonCards) {
            auto key = [&](std::size_t w) {
                std::vector<CardSet> k;
                for (int p = 0; p < worlds[w]->seats(); ++p)
                    k.push_back(worlds[w]->view(p).hand);
                k.push_back(toSet(worlds[w]->unseenTalon()));
                return k;
            };
            std::vector<std::vector<CardSet>> keys(nw);
            for (std::size_t w = 0; w < nw; ++w) {
                keys[w] = key(w);
                for (std::size_t e = 0; e < w; ++e)
                    if (same[e] == e && keys[e] == keys[w]) {
                        same[w] = e;
                        break;
                    }
            }
        }
    }
    // The worlds in groups: every (candidate, world) value is computed on its
    // own (its playouts are seeded by base and the world's index) on all
    // cores; after each group the work it took is added up, and past the
    // budget the remaining worlds are left out. Work is counted per job, so
    // neither the values nor where the search stops depend on the threads.
    constexpr std::size_t kGroup = 4;
    long spent = 0;
    std::size_t weighed = 0; // the worlds weighed (all but those the work budget left out)
    for (std::size_t w0 = 0; w0 < nw; w0 += kGroup) {
        const std::size_t w1 = std::min(nw, w0 + kGroup), gw = w1 - w0;
        weighed = w1;
        parallelFor(nc * gw, [&](std::size_t j, Stats& stats) {
            const std::size_t ci = j / gw, w = w0 + j % gw;
            if (skip[ci] || (ci < cand.size() && blind[ci]) || cancelled() || same[w] != w)
                return;
            Stats local;
            job(ci, w, local);
            work[ci * nw + w] = local.nodes + kPlayoutWork * local.playouts;
            if (workHook_)
                workHook_(work[ci * nw + w]);
            stats += local;
        });
        for (std::size_t ci = 0; ci < nc; ++ci)
            for (std::size_t w = w0; w < w1; ++w)
                spent += work[ci * nw + w];
        for (std::size_t w = w0; w < w1; ++w)
            if (same[w] != w)
                for (std::size_t ci = 0; ci < nc; ++ci) {
                    value[ci * nw + w] = value[ci * nw + same[w]];
                    followValue[ci * nw + w] = followValue[ci * nw + same[w]];
                }
        if (s.workBudget > 0 && spent > s.workBudget && w1 < nw) {
            ++stats_.budgetStops;
            break;
        }
    }
    // The close judged without sight, over the worlds the budget let the
    // other candidates weigh (its work counted after them).
    for (std::size_t ci = 0; ci < cand.size(); ++ci)
        if (blind[ci] && !cancelled()) {
            const std::vector<std::optional<double>> v =
                blindClose(cand[ci], seat, worlds, weighed, base, s, shortOuts, spent);
            for (std::size_t w = 0; w < weighed; ++w)
                value[ci * nw + w] = judged(cand[ci], v[w]);
        }
    // Each world's weight (inference from the bids; 1 without).
    auto weightOf = [&](std::size_t w) { return worldWeights_.size() == nw ? worldWeights_[w] : 1.0; };
    std::vector<std::optional<double>> means(nc);
    for (std::size_t ci = 0; ci < nc; ++ci) {
        if (ci < cand.size() && !follow[ci].empty()) {
            // The best follow-up by its mean over the worlds where it was weighed.
            for (std::size_t j = 0; j < follow[ci].size(); ++j) {
                double total = 0, n = 0;
                for (std::size_t w = 0; w < nw; ++w)
                    if (const auto& fv = followValue[ci * nw + w]; j < fv.size() && fv[j]) {
                        total += weightOf(w) * *fv[j];
                        n += weightOf(w);
                    }
                if (n > 0 && (!means[ci] || total / n > *means[ci]))
                    means[ci] = total / n;
            }
            continue;
        }
        double total = 0, n = 0;
        for (std::size_t w = 0; w < nw; ++w)
            if (const auto& x = value[ci * nw + w]) {
                total += weightOf(w) * *x;
                n += weightOf(w);
            }
        if (n > 0)
            means[ci] = total / n;
    }
    return means;
}

std::vector<std::optional<double>> Player::blindClose(const Action& close, int seat,
                                                      const std::vector<std::unique_ptr<Game>>& worlds, std::size_t n,
                                                      std::uint64_t base, const Settings& s, bool shortOuts,
                                                      long& spent) {
    // Each world after the close. After a close nobody draws and every action
    // is public, so what the seat has seen since the close is the list of
    // actions: the worlds with the same list are those it cannot tell apart.
    struct World {
        std::unique_ptr<Game> g;
        std::vector<Action> seen; ///< the actions since the close
    };
    std::vector<World> ws(n);
    for (std::size_t w = 0; w < n; ++w) {
        if (worlds[w]->check(close))
            continue;
        ws[w].g = worlds[w]->clone();
        ws[w].g->apply(close);
    }
    auto weightOf = [&](std::size_t w) { return worldWeights_.size() == worlds.size() ? worldWeights_[w] : 1.0; };
    // Jobs on all cores, each counting its work on its own; the work is added
    // up in order, so nothing depends on the number of threads.
    auto run = [&](std::size_t jobs, const std::function<void(std::size_t, Stats&)>& job) {
        std::vector<long> work(jobs, 0);
        parallelFor(jobs, [&](std::size_t j, Stats& stats) {
            if (cancelled())
                return;
            Stats local;
            job(j, local);
            work[j] = local.nodes + kPlayoutWork * local.playouts;
            if (workHook_)
                workHook_(work[j]);
            stats += local;
        });
        for (long x : work)
            spent += x;
    };
    auto usable = [&](const Game& g, const Action& a) { return shortOuts || a.act != Act::Out || goesOutWell(g, a); };
    // The seat's value of world w's deal after `a`, both sides seeing every
    // card from there: the exact search over the engine's clones (20/40 and
    // going out as moves while a pair is held), the trick-play solver once
    // only trick play is left; over its node limit, evaluate() (playouts).
    auto open = [&](const Game& g, const Action& a, std::size_t w, Stats& stats) -> std::optional<double> {
        if (g.check(a))
            return std::nullopt;
        std::unique_ptr<Game> c = g.clone();
        c->apply(a);
        if (!c->inDeal())
            return utility(*c, seat);
        if (auto v = solveTalon(*c, seat, s.trickNodeLimit, stats))
            return v;
        return evaluate(g, &a, seat, s, base, w, stats);
    };
    // The opponent's turns in world w, as the open-card solver plays them
    // there (going out as soon as it wins); where more than trick play is
    // left (a pair to declare), the action worth least to the seat by the
    // exact search of the world (open()).
    auto opponentMoves = [&](std::size_t w, Stats& stats) {
        World& x = ws[w];
        Game& g = *x.g;
        // A solver of its own (its table is its thread's: never kept beyond the job).
        TrickSolver solver(s.trickNodeLimit);
        int guard = 0;
        while (g.inDeal() && g.toAct() >= 0 && g.toAct() != seat && ++guard < 400) {
            const int m = g.toAct();
            const std::vector<Action> legal = g.legalActions();
            if (legal.empty())
                break;
            // Going out as soon as it wins, else the solver's card where only cards may be played.
            bool cardsOnly = false;
            const long before = solver.stats().nodes;
            std::optional<Action> chosen = solverMove(g, legal, seat, solver, cardsOnly);
            stats.nodes += solver.stats().nodes - before;
            if (!chosen) {
                std::optional<double> least;
                for (const Action& a : legal)
                    if (a.act != Act::Out || goesOutWell(g, a))
                        if (auto v = open(g, a, w, stats); v && (!least || *v < *least - 1e-9)) {
                            least = v;
                            chosen = a;
                        }
            }
            if (!chosen)
                chosen = easyChoice(g.view(m), g.pack(), legal);
            g.apply(*chosen);
            x.seen.push_back(*chosen);
        }
    };
    for (int round = 0; round < 64 && !cancelled(); ++round) {
        std::vector<std::size_t> active;
        for (std::size_t w = 0; w < n; ++w)
            if (ws[w].g && ws[w].g->inDeal() && ws[w].g->toAct() >= 0)
                active.push_back(w);
        run(active.size(), [&](std::size_t j, Stats& stats) { opponentMoves(active[j], stats); });
        // The worlds where the seat is to act, grouped by what it has seen.
        struct Group {
            std::vector<std::size_t> worlds;
            std::vector<Action> cand;
            std::size_t first = 0; ///< its first job
        };
        std::vector<Group> groups;
        for (std::size_t w : active) {
            const Game& g = *ws[w].g;
            if (!g.inDeal() || g.toAct() != seat)
                continue;
            auto it = std::find_if(groups.begin(), groups.end(),
                                   [&](const Group& gr) { return ws[gr.worlds[0]].seen == ws[w].seen; });
            if (it == groups.end())
                it = groups.insert(groups.end(), Group{});
            it->worlds.push_back(w);
        }
        if (groups.empty())
            break;
        // The seat's choices: the same in every world of a group (its own hand
        // and the public deal); each checked by the engine in every world.
        std::size_t jobs = 0;
        for (Group& gr : groups) {
            for (const Action& a : ws[gr.worlds[0]].g->legalActions())
                if (usable(*ws[gr.worlds[0]].g, a) &&
                    std::all_of(gr.worlds.begin(), gr.worlds.end(), [&](std::size_t w) { return !ws[w].g->check(a); }))
                    gr.cand.push_back(a);
            gr.first = jobs;
            if (gr.cand.size() > 1)
                jobs += gr.cand.size() * gr.worlds.size();
        }
        std::vector<std::optional<double>> vals(jobs);
        std::vector<std::pair<std::size_t, std::size_t>> where(jobs); // (group, index in it)
        for (std::size_t gi = 0; gi < groups.size(); ++gi)
            if (groups[gi].cand.size() > 1)
                for (std::size_t k = 0; k < groups[gi].cand.size() * groups[gi].worlds.size(); ++k)
                    where[groups[gi].first + k] = {gi, k};
        run(jobs, [&](std::size_t j, Stats& stats) {
            const Group& gr = groups[where[j].first];
            const std::size_t ci = where[j].second / gr.worlds.size(),
                              w = gr.worlds[where[j].second % gr.worlds.size()];
            vals[j] = open(*ws[w].g, gr.cand[ci], w, stats);
        });
        for (Group& gr : groups) {
            std::optional<std::size_t> best;
            double bestMean = 0;
            if (gr.cand.size() == 1)
                best = 0;
            for (std::size_t ci = 0; gr.cand.size() > 1 && ci < gr.cand.size(); ++ci) {
                double total = 0, weight = 0;
                for (std::size_t k = 0; k < gr.worlds.size(); ++k)
                    if (const auto& v = vals[gr.first + ci * gr.worlds.size() + k]) {
                        total += weightOf(gr.worlds[k]) * *v;
                        weight += weightOf(gr.worlds[k]);
                    }
                if (weight > 0 && (!best || total / weight > bestMean + 1e-9)) {
                    best = ci;
                    bestMean = total / weight;
                }
            }
            for (std::size_t w : gr.worlds) {
                if (!best) { // nothing the seat can do in every world (never in a consistent deal): left out
                    ws[w].g.reset();
                    continue;
                }
                ws[w].g->apply(gr.cand[*best]);
                ws[w].seen.push_back(gr.cand[*best]);
            }
        }
    }
    std::vector<std::optional<double>> out(n);
    for (std::size_t w = 0; w < n; ++w)
        if (ws[w].g && !ws[w].g->inDeal())
            out[w] = utility(*ws[w].g, seat);
    return out;
}

std::optional<Action> Player::searchDecide(const std::vector<Action>& legal, int seat, const Pack& pack,
                                           const SeatView& v, const std::vector<std::unique_ptr<Game>>& worlds,
                                           Rng& rng, const Settings& s, Extra extra) {
    std::vector<Action> cand = legal;
    if (static_cast<int>(cand.size()) > s.maxCandidates) {
        SeatView rules = v; // the rules of thumb as the playouts use them (Settings::fewPointsPlayouts)
        rules.fewPoints = v.fewPoints && s.fewPointsPlayouts;
        const Action keep = easyChoice(rules, pack, legal);
        std::stable_sort(cand.begin(), cand.end(), [&](const Action& a, const Action& b) {
            return actionRank(pack, a, v.trump) < actionRank(pack, b, v.trump);
        });
        cand.resize(ix(s.maxCandidates));
        if (std::find(cand.begin(), cand.end(), keep) == cand.end())
            cand.back() = keep;
    }
    const std::uint64_t base = rng.next();
    if (extra == Extra::None)
        if (const auto exact = solveOpen(cand, seat, v, worlds, s, false)) {
            std::optional<std::size_t> best;
            for (std::size_t ci = 0; ci < cand.size(); ++ci)
                if ((*exact)[ci] && (!best || *(*exact)[ci] > *(*exact)[*best] + 1e-9))
                    best = ci;
            if (best) {
                lastValue_ = *(*exact)[*best];
                for (std::size_t ci = 0; ci < cand.size(); ++ci)
                    if ((*exact)[ci])
                        lastWeighed_.push_back({cand[ci], *(*exact)[ci]});
                return cand[*best];
            }
        }
    const std::vector<std::optional<double>> means = weigh(cand, seat, worlds, base, s, extra, false);
    double bestValue = -1e18;
    std::optional<std::size_t> best;
    for (std::size_t ci = 0; ci < means.size(); ++ci) {
        if (!means[ci])
            continue;
        double mean = *means[ci];
        if (ci < cand.size() && cand[ci].act == Act::Bid)
            mean -= s.bidCalibration;
        else if (ci < cand.size() && cand[ci].act == Act::Knock)
            mean -= s.knockCalibration;
        lastWeighed_.push_back({ci < cand.size() ? cand[ci] : Action{}, mean});
        if (mean > bestValue + 1e-9) {
            bestValue = mean;
            best = ci;
        }
    }
    if (best)
        lastValue_ = bestValue;
    if (!best) // nothing evaluated (cancelled): a declinable option is declined
        return extra == Extra::Nothing ? std::nullopt : std::optional<Action>(cand[0]);
    if (*best == cand.size())
        return std::nullopt;
    return cand[*best];
}

} // namespace st::ai
