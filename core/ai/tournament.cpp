#include "tournament.h"

#include "bidding.h"
#include "dds.h"
#include "internal.h"
#include "record.h"
#include "selfplay.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <map>

namespace st::ai {

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point t0) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

nlohmann::json meanCi(const std::vector<double>& x) {
    const double n = static_cast<double>(x.size());
    double mean = 0;
    for (double v : x)
        mean += v;
    mean = n > 0 ? mean / n : 0;
    double var = 0;
    for (double v : x)
        var += (v - mean) * (v - mean);
    const double se = n > 1 ? std::sqrt(var / (n - 1) / n) : 0;
    return {{"mean", mean}, {"ci95", {mean - 1.96 * se, mean + 1.96 * se}}};
}

nlohmann::json timing(std::vector<double> t) {
    nlohmann::json j;
    j["decisions"] = t.size();
    if (t.empty())
        return j;
    std::sort(t.begin(), t.end());
    auto at = [&](double q) {
        return t[std::min(t.size() - 1, static_cast<std::size_t>(q * static_cast<double>(t.size())))];
    };
    j["median_ms"] = at(0.5);
    j["p95_ms"] = at(0.95);
    j["max_ms"] = t.back();
    return j;
}

std::uint64_t mixSeed(std::uint64_t a, std::uint64_t b) {
    Rng r(a * 0x9e3779b97f4a7c15ULL + b);
    return r.next();
}

} // namespace

int defaultPlayers(const GameInfo& game, const Variant& v) {
    for (int n = game.minPlayers; n <= game.maxPlayers; ++n) {
        if (!validateSetup(game, v, n).empty())
            continue;
        auto g = game.create(v, n);
        Rng rng(1);
        if (g->startDeal(dealNext(*g, rng)).empty())
            return n;
    }
    return 0;
}

bool knownSearchPart(const std::string& part) {
    return part == "playout_bids" || part == "inference" || part == "failed_close" || part == "talon_search" ||
           part == "play_inference" || part == "playout_closes" || part == "blind_close" || part == "quiet_random" ||
           part == "follow_inference" || part == "wide_worlds" || part == "trump_low" || part == "few_points" ||
           part == "exact_ends" || part == "playout_knocks" || part == "discard_inference";
}

void searchPartOff(Settings& s, const std::string& part) {
    if (part == "playout_bids")
        s.playoutBids = false;
    else if (part == "inference")
        s.inferenceWeight = 1;
    else if (part == "failed_close")
        s.failedClose = 0;
    else if (part == "talon_search")
        s.talonCards = 0;
    else if (part == "play_inference")
        s.playInference = false;
    else if (part == "playout_closes")
        s.playoutCloses.nodeLimit = 0;
    else if (part == "blind_close")
        s.blindClose = false;
    else if (part == "quiet_random")
        s.quietRandom = false;
    else if (part == "follow_inference")
        s.followInference = 1;
    else if (part == "trump_low")
        s.trumpLow = false;
    else if (part == "few_points")
        s.fewPointsPlayouts = false;
    else if (part == "exact_ends")
        s.playExactCards = s.playoutExactCards = 0;
    else if (part == "playout_knocks")
        s.playoutKnocks = false;
    else if (part == "discard_inference")
        s.discardInference = false;
    else if (part == "wide_worlds" && s.narrowWorlds > 0) {
        s.worlds = s.narrowWorlds;
        s.playouts = s.narrowPlayouts;
        s.narrowWorlds = s.narrowPlayouts = 0;
    }
}

int tournament(const TournamentConfig& cfg, nlohmann::json& out) {
    const GameInfo& info = *cfg.game;
    const int n = cfg.players;
    Rng rng(cfg.seed);
    std::vector<double> scoreA, scoreB, diff;
    long winsA = 0, winsB = 0, ties = 0;
    std::map<std::string, std::vector<double>> times;
    std::map<std::string, nlohmann::json> slowest; ///< per level: the slowest decision and where it was
    std::map<std::string, long> budgetStops;       ///< per level: decisions cut short by the work budget
    // Calibration of side A's bids and knocks: the value its search predicted
    // for the choice against what the deal brought (the same utility).
    struct Foreseen {
        std::string kind;
        double predicted;
    };
    std::map<std::string, std::vector<double>> predicted, realized, bias;
    auto kindOf = [](const std::vector<Action>& legal, const std::optional<Action>& chosen) -> std::string {
        const auto offered = [&](Act act) {
            return std::any_of(legal.begin(), legal.end(), [&](const Action& l) { return l.act == act; });
        };
        if (offered(Act::Bid))
            return chosen && chosen->act == Act::Bid ? "bid" : "pass a bid";
        if (offered(Act::Knock))
            return chosen && chosen->act == Act::Knock ? "knock" : "no knock";
        if (offered(Act::Close))
            return chosen && chosen->act == Act::Close ? "close" : "no close";
        return "";
    };
    // Side B without parts of its search is timed apart from the same level with them.
    std::string without;
    for (const std::string& part : cfg.bWithout)
        without += (without.empty() ? " without " : ",") + part;
    auto nameOf = [&](const Player& pl, bool sideB) {
        return std::string(levelName(pl.level())) + (sideB ? without : "");
    };
    auto note = [&](const Player& pl, bool sideB, double ms, int deal, int rot, std::size_t step,
                    const std::string& what) {
        const std::string level = nameOf(pl, sideB);
        times[level].push_back(ms);
        nlohmann::json& w = slowest[level];
        if (w.is_null() || ms > w["ms"].get<double>())
            w = {{"ms", ms}, {"deal", deal}, {"rotation", rot}, {"step", step}, {"decision", what}};
    };
    int illegal = 0;
    int played = 0;
    std::vector<int> dealIndex;                ///< the deal numbers played (raw)
    std::vector<std::array<long, 3>> dealWins; ///< per deal played: rotations won by A, by B, tied (raw)
    for (int d = 0; d < cfg.first + cfg.deals; ++d) {
        std::unique_ptr<Game> fresh = info.create(cfg.variant, n);
        const DealSetup setup = dealNext(*fresh, rng);
        if (d < cfg.first)
            continue; // dealt only, so the deals from `first` on are the same as in one long run
        const std::array<long, 3> winsBefore{winsA, winsB, ties};
        double sumA = 0, sumB = 0;
        bool ok = true;
        for (int rot = 0; rot < n && ok; ++rot) {
            std::unique_ptr<Game> g = fresh->clone();
            if (!g->startDeal(setup).empty()) {
                ok = false;
                break;
            }
            DealRecord rec{setup, {}};
            // The same seeds at every rotation: each side's luck follows the cards.
            Player pa(cfg.a, mixSeed(cfg.seed, static_cast<std::uint64_t>(d) * 2));
            Player pb(cfg.b, mixSeed(cfg.seed, static_cast<std::uint64_t>(d) * 2 + 1));
            if (!cfg.bWithout.empty()) {
                Settings s = settingsFor(cfg.b, n, g->id());
                for (const std::string& part : cfg.bWithout)
                    searchPartOff(s, part);
                pb.setSettings(s);
            }
            std::vector<Foreseen> foreseen;
            auto foresee = [&](const Player& pl, const std::vector<Action>& legal, const std::optional<Action>& a) {
                if (&pl != &pa || !pl.lastValue())
                    return;
                if (std::string kind = kindOf(legal, a); !kind.empty())
                    foreseen.push_back({kind, *pl.lastValue()});
            };
            int guard = 0;
            while (g->inDeal() && g->toAct() >= 0 && ++guard < 5000) {
                // Seats not to act with an optional decision open (a knock, "Hast' das?")
                // are asked first, once per position, in seat order.
                const bool taken = takeOptionalDecision(
                    *g, rec,
                    [&](int q) -> std::optional<Action> {
                        Player& pq = q == rot ? pa : pb;
                        auto obs = observe(*fresh, rec, q);
                        if (!obs)
                            return std::nullopt;
                        const auto t0 = Clock::now();
                        std::optional<Action> o = pq.decideOptional(*obs);
                        foresee(pq, obs->legal(), o);
                        note(pq, &pq == &pb, msSince(t0), d, rot, rec.actions.size(),
                             "optional " + (o ? std::string(actName(o->act)) : std::string("none")));
                        return o;
                    },
                    [&](const Refusal&) { ++illegal; });
                if (taken)
                    continue;
                const int p = g->toAct();
                Player& pl = p == rot ? pa : pb;
                const auto legal = g->legalActions();
                const auto t0 = Clock::now();
                Action a;
                if (pl.level() == Level::Oracle) {
                    a = pl.decideOracle(*g);
                } else {
                    auto obs = observe(*fresh, rec, p);
                    a = obs ? pl.decide(*obs) : legal[0];
                }
                if (legal.size() > 1) {
                    note(pl, &pl == &pb, msSince(t0), d, rot, rec.actions.size(), std::string(actName(a.act)));
                    foresee(pl, legal, a);
                }
                if (g->check(a)) {
                    ++illegal;
                    a = legal[0];
                }
                g->apply(a);
                rec.actions.push_back(a);
            }
            budgetStops[nameOf(pa, false)] += pa.stats().budgetStops;
            budgetStops[nameOf(pb, true)] += pb.stats().budgetStops;
            if (g->inDeal()) {
                ok = false;
                break;
            }
            const DealResult r = g->lastResult();
            // Each seat's result as good for it (DealResult::sense: Kamerun's strokes count negative).
            auto good = [&](int s) { return static_cast<double>(r.sense * r.delta[static_cast<std::size_t>(s)]); };
            const double a = good(rot);
            double b = 0;
            double bestB = -1e18;
            for (int s = 0; s < n; ++s)
                if (s != rot) {
                    b += good(s);
                    bestB = std::max(bestB, good(s));
                }
            b /= n - 1;
            for (const Foreseen& f : foreseen) {
                predicted[f.kind].push_back(f.predicted);
                realized[f.kind].push_back(a - b);
                bias[f.kind].push_back(f.predicted - (a - b));
            }
            sumA += a;
            sumB += b;
            if (a > bestB)
                ++winsA;
            else if (a < bestB)
                ++winsB;
            else
                ++ties;
        }
        if (!ok)
            continue;
        ++played;
        dealIndex.push_back(d);
        dealWins.push_back({winsA - winsBefore[0], winsB - winsBefore[1], ties - winsBefore[2]});
        scoreA.push_back(sumA / n);
        scoreB.push_back(sumB / n);
        diff.push_back((sumA - sumB) / n);
    }
    const double games = static_cast<double>(std::max<long>(1, winsA + winsB + ties));
    out["game"] = info.id;
    out["players"] = n;
    out["deals"] = played;
    out["seed"] = cfg.seed;
    out["first"] = cfg.first;
    out["next_first"] = cfg.first + cfg.deals; // where the next part of a long run starts
    out["variant"] = variantToJson(cfg.variant);
    out["unit"] = "delta per deal in the game's own unit (docs/record-format.md), counted as good for the seat "
                  "(Dreeg's standard Kamerun: strokes erased count negative)";
    out["assignment"] = "each deal is played " + std::to_string(n) +
                        " times; in rotation r side A holds seat r and side B every other seat; side B's score is "
                        "the mean over its seats";
    out["a"] = meanCi(scoreA);
    out["a"]["level"] = std::string(levelName(cfg.a));
    out["b"] = meanCi(scoreB);
    out["b"]["level"] = std::string(levelName(cfg.b));
    if (!cfg.bWithout.empty())
        out["b"]["without"] = cfg.bWithout;
    out["difference"] = meanCi(diff);
    out["win_rate"] = {{"a", static_cast<double>(winsA) / games},
                       {"b", static_cast<double>(winsB) / games},
                       {"tie", static_cast<double>(ties) / games}};
    nlohmann::json t = nlohmann::json::object();
    for (const auto& [name, v] : times) {
        t[name] = timing(v);
        t[name]["slowest"] = slowest[name]; // deal (0-based), rotation, step (actions before it), decision taken
        t[name]["budget_stops"] = budgetStops[name];
    }
    out["decision_time"] = t;
    nlohmann::json cal = nlohmann::json::object();
    for (const auto& [kind, v] : predicted) {
        cal[kind]["decisions"] = v.size();
        cal[kind]["predicted"] = meanCi(v)["mean"];
        cal[kind]["realized"] = meanCi(realized[kind])["mean"];
        cal[kind]["bias"] = meanCi(bias[kind]);
    }
    out["calibration"] = cal; // side A's bids, knocks and closes: its predicted value minus the deal's
    out["illegal_decisions"] = illegal;
    if (cfg.raw) {
        // Each deal's numbers and every decision time: merging parts gives
        // exactly what one run over all their deals gives (the same formulas).
        nlohmann::json raw;
        raw["deal"] = dealIndex;
        raw["a"] = scoreA;
        raw["b"] = scoreB;
        raw["difference"] = diff;
        raw["wins"] = dealWins; // per deal: rotations won by A, by B, tied
        nlohmann::json rt = nlohmann::json::object();
        for (const auto& [name, v] : times)
            rt[name] = v;
        raw["times_ms"] = rt;
        out["raw"] = raw;
    }
    return illegal;
}

int bidding(const BiddingConfig& cfg, nlohmann::json& out) {
    const GameInfo& info = *cfg.game;
    const int n = cfg.players;
    Rng rng(cfg.seed);
    struct PerContract {
        long deals = 0, loneWins = 0, scored = 0;
    };
    struct PerBid {
        long offered = 0, made = 0, compelled = 0, stopCompelled = 0;
        double trumps = 0, points = 0; ///< summed over the hands that made it with a choice
    };
    std::map<std::string, PerContract> contracts;
    std::map<std::string, PerBid> bids;
    std::map<std::string, long> outcomes;
    int illegal = 0, played = 0;
    for (int d = 0; d < cfg.deals; ++d) {
        std::unique_ptr<Game> fresh = info.create(cfg.variant, n);
        const DealSetup setup = dealNext(*fresh, rng);
        std::unique_ptr<Game> g = fresh->clone();
        if (!g->startDeal(setup).empty())
            continue;
        std::vector<Player> seats;
        for (int s = 0; s < n; ++s)
            seats.emplace_back(cfg.level,
                               mixSeed(cfg.seed, static_cast<std::uint64_t>(d) * 16 + static_cast<std::uint64_t>(s)));
        DealRecord rec{setup, {}};
        std::string spoken;
        int guard = 0;
        while (g->inDeal() && g->toAct() >= 0 && ++guard < 5000) {
            const bool taken = takeOptionalDecision(
                *g, rec,
                [&](int q) -> std::optional<Action> {
                    auto obs = observe(*fresh, rec, q);
                    return obs ? seats[static_cast<std::size_t>(q)].decideOptional(*obs) : std::nullopt;
                },
                [&](const Refusal&) { ++illegal; });
            if (taken)
                continue;
            const int p = g->toAct();
            const auto legal = g->legalActions();
            auto obs = observe(*fresh, rec, p);
            Action a = obs ? seats[static_cast<std::size_t>(p)].decide(*obs) : legal[0];
            if (g->check(a)) {
                ++illegal;
                a = legal[0];
            }
            const bool mayPass =
                std::any_of(legal.begin(), legal.end(), [](const Action& l) { return l.act == Act::Pass; });
            std::vector<std::string> offered;
            for (const Action& l : legal)
                if (l.act == Act::Bid && std::find(offered.begin(), offered.end(), l.bid) == offered.end())
                    offered.push_back(l.bid);
            for (const std::string& b : offered)
                ++bids[b].offered;
            if (a.act == Act::Bid) {
                PerBid& pb = bids[a.bid];
                const SeatView v = g->view(p);
                const bool stop = mayPass && dappenStopCompels(*g, v, a);
                ++pb.made;
                if (!mayPass)
                    ++pb.compelled;
                else if (stop)
                    ++pb.stopCompelled;
                else {
                    pb.trumps += v.trump >= 0 ? count(v.hand & g->pack().suitMask(v.trump)) : 0;
                    pb.points += points(g->pack(), v.hand);
                }
                spoken += (spoken.empty() ? "" : " ") + a.bid + (!mayPass ? "!" : stop ? "*" : "");
            }
            g->apply(a);
            rec.actions.push_back(a);
        }
        if (g->inDeal())
            continue;
        ++played;
        nlohmann::json r;
        g->reportDeal(r);
        PerContract& pc = contracts[spoken.empty() ? "all pass" : spoken];
        ++pc.deals;
        if (r.contains("lone_wins") && r["lone_wins"].is_boolean()) {
            ++pc.scored;
            pc.loneWins += r["lone_wins"].get<bool>() ? 1 : 0;
        }
        if (r.contains("outcome") && r["outcome"].is_string())
            ++outcomes[r["outcome"].get<std::string>()];
    }
    out["game"] = info.id;
    out["players"] = n;
    out["level"] = std::string(levelName(cfg.level));
    out["deals"] = played;
    out["seed"] = cfg.seed;
    nlohmann::json c = nlohmann::json::object();
    for (const auto& [name, pc] : contracts) {
        c[name] = {{"deals", pc.deals}, {"share", static_cast<double>(pc.deals) / std::max(1, played)}};
        if (pc.scored > 0)
            c[name]["lone_wins"] = static_cast<double>(pc.loneWins) / static_cast<double>(pc.scored);
    }
    out["contracts"] = c; // the bids of each deal as spoken ("!": the seat could not pass)
    nlohmann::json b = nlohmann::json::object();
    for (const auto& [name, pb] : bids) {
        const long free = pb.made - pb.compelled - pb.stopCompelled;
        b[name] = {{"offered", pb.offered},
                   {"made", pb.made},
                   {"compelled", pb.compelled},
                   {"compelled_by_stop", pb.stopCompelled}};
        if (free > 0) {
            b[name]["mean_trumps"] = pb.trumps / static_cast<double>(free);
            b[name]["mean_points"] = pb.points / static_cast<double>(free);
        }
    }
    out["bids"] =
        b; // per bid: decisions that offered it, made it, made it with no pass allowed; the free bidders' hands
    out["outcomes"] = outcomes;
    out["illegal_decisions"] = illegal;
    return illegal;
}

namespace {

/// The bitmask open-card solver (dds.h) on positions of the game's shape: its
/// pack, the obligations once the talon is gone, one side against the others,
/// `each` cards in every hand (a whole deal where that is still fast).
struct TrickShape {
    const char* game;
    PackKind pack;
    int players;
    int each;
    TrickRules rules;
    bool cegoTrumps;
};
constexpr TrickShape kTrickShapes[] = {
    {"dreeg", PackKind::German24, 3, 8, TrickRules::strict(), false},
    {"schnapsen", PackKind::Schnapsen20, 2, 5, TrickRules::strict(), false},
    {"dreierschnapsen", PackKind::Schnapsen20, 3, 6, TrickRules::strict(), false},
    {"dreierles", PackKind::Cego54, 3, 8, TrickRules::followAndTrump(), true},
    {"dappen", PackKind::Cego54, 6, 5, TrickRules::followAndTrump(), true},
};

void benchTrickSolver(const std::string& game, Rng& rng, double seconds, nlohmann::json& out) {
    const TrickShape* shape = nullptr;
    for (const TrickShape& t : kTrickShapes)
        if (game == t.game)
            shape = &t;
    if (!shape)
        return;
    const Pack& pack = Pack::get(shape->pack);
    constexpr long kLimit = 5'000'000;
    std::vector<double> ms;
    long nodes = 0, over = 0;
    double total = 0;
    const auto t0 = Clock::now();
    while (msSince(t0) < seconds * 1000) {
        TrickPosition p;
        p.pack = &pack;
        for (int s = 0; s < shape->players; ++s)
            p.order.push_back(s);
        const CardList deck = shuffledPack(pack, rng);
        std::size_t k = 0;
        for (int i = 0; i < shape->each; ++i)
            for (int s = 0; s < shape->players; ++s)
                p.hands[static_cast<std::size_t>(s)] |= bit(deck[k++]);
        p.rules = shape->rules;
        p.trump = shape->cegoTrumps ? Pack::kCegoTrumpSuit : static_cast<int>(rng.below(4));
        p.side.fill(1);
        p.side[0] = 0;
        p.useFacePoints();
        p.leader = static_cast<int>(rng.below(static_cast<std::uint64_t>(shape->players)));
        DdsStats st;
        const auto t1 = Clock::now();
        if (ddsPoints(p, st, kLimit) < 0)
            ++over;
        const double m = msSince(t1);
        total += m;
        nodes += st.nodes;
        ms.push_back(m);
    }
    std::sort(ms.begin(), ms.end());
    nlohmann::json j;
    j["players"] = shape->players;
    j["cards_each"] = shape->each;
    j["node_limit"] = kLimit;
    j["solves"] = ms.size();
    j["solves_over_limit"] = over;
    j["nodes_per_s"] = total > 0 ? static_cast<double>(nodes) / (total / 1000) : 0.0;
    j["solve_median_ms"] = ms.empty() ? 0.0 : ms[ms.size() / 2];
    j["solve_p95_ms"] = ms.empty() ? 0.0 : ms[ms.size() * 95 / 100];
    j["solve_max_ms"] = ms.empty() ? 0.0 : ms.back();
    out["trick_solver"] = j;
}

} // namespace

void bench(const GameInfo& info, const Variant& v, int players, std::uint64_t seed, double seconds,
           nlohmann::json& out) {
    Rng rng(seed);
    Stats stats;
    out["game"] = info.id;
    out["players"] = players;
    for (bool easy : {false, true}) {
        long count = 0;
        const auto t0 = Clock::now();
        while (msSince(t0) < seconds * 1000) {
            auto g = info.create(v, players);
            if (!g->startDeal(dealNext(*g, rng)).empty())
                break;
            playout(*g, 0, easy, rng, stats);
            ++count;
        }
        out[easy ? "easy_playouts_per_s" : "random_playouts_per_s"] = static_cast<double>(count) / (msSince(t0) / 1000);
    }
    // Open-card solver: random play down to the strong level's exact-search size, then solve.
    const Settings s = settingsFor(Level::Strong, players);
    std::vector<double> solveMs;
    long nodes = 0;
    double total = 0;
    long aborted = 0;
    const auto t0 = Clock::now();
    while (msSince(t0) < seconds * 1000) {
        auto g = info.create(v, players);
        if (!g->startDeal(dealNext(*g, rng)).empty())
            break;
        while (g->inDeal() && g->toAct() >= 0 && detail::cardsInHands(*g) > s.exactCards) {
            const auto legal = g->legalActions();
            g->apply(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
        }
        if (!g->inDeal() || g->toAct() < 0)
            continue;
        Stats st;
        const auto t1 = Clock::now();
        auto r = solve(*g, g->toAct(), s.nodeLimit, st);
        const double ms = msSince(t1);
        total += ms;
        nodes += st.nodes;
        if (!r)
            ++aborted;
        solveMs.push_back(ms);
    }
    out["solver_cards_in_hands"] = s.exactCards;
    out["solver_node_limit"] = s.nodeLimit;
    out["solver_nodes_per_s"] = total > 0 ? static_cast<double>(nodes) / (total / 1000) : 0.0;
    out["solves"] = solveMs.size();
    out["solves_over_budget"] = aborted;
    std::sort(solveMs.begin(), solveMs.end());
    out["solve_median_ms"] = solveMs.empty() ? 0.0 : solveMs[solveMs.size() / 2];
    out["solve_max_ms"] = solveMs.empty() ? 0.0 : solveMs.back();
    benchTrickSolver(info.id, rng, seconds, out);
}

} // namespace st::ai
