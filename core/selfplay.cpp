#include "selfplay.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace st {

bool takeOptionalDecision(Game& g, DealRecord& deal, const std::function<std::optional<Action>(int seat)>& ask,
                          const std::function<void(const Refusal&)>& refused) {
    for (int seat = 0; seat < g.seats(); ++seat) {
        if (seat == g.toAct() || g.optionalActions(seat).empty())
            continue;
        const std::optional<Action> o = ask(seat);
        if (!o)
            continue;
        if (const Refusal r = g.check(*o)) {
            refused(r);
            continue;
        }
        g.apply(*o);
        deal.actions.push_back(*o);
        return true;
    }
    return false;
}

DealSetup dealNext(const Game& g, Rng& rng) {
    const NextDeal n = g.nextDeal();
    int dealer = n.dealer;
    if (dealer < 0)
        dealer = n.dealerChoices[static_cast<std::size_t>(rng.below(n.dealerChoices.size()))];
    return g.makeDeal(dealer, rng);
}

SelfplayResult selfplay(const GameInfo& info, const Variant& variant, int players, int deals, std::uint64_t seed,
                        nlohmann::json& summary, const SelfplayChooser& chooser,
                        const SelfplayOptionalChooser& optionalChooser) {
    SelfplayResult res;
    Rng rng(seed);
    std::unique_ptr<Game> g = info.create(variant, players);
    std::vector<long long> bollern(static_cast<std::size_t>(players), 0);
    std::vector<long long> bummerl(static_cast<std::size_t>(players), 0); // Schnapsen family
    bool hasBummerl = false;
    long long phases = 0;
    long long losers = 0;
    std::vector<long long> totals(static_cast<std::size_t>(players), 0);
    bool hasTotals = false;
    std::size_t seen = 0;
    auto note = [&](const std::string& msg) {
        if (res.violations.size() < 1000)
            res.violations.push_back("deal " + std::to_string(res.deals) + ": " + msg);
    };
    auto absorb = [&](const Game& game) {
        nlohmann::json s;
        game.reportStandings(s);
        if (s.contains("totals")) { // running totals per seat (e.g. Dappen's cents)
            hasTotals = true;
            for (std::size_t i = 0; i < totals.size(); ++i)
                totals[i] += s["totals"][i].get<long long>();
        }
        if (s.contains("bollern"))
            for (std::size_t i = 0; i < bollern.size(); ++i)
                bollern[i] += s["bollern"][i].get<int>();
        if (s.contains("bummerl")) {
            hasBummerl = true;
            for (std::size_t i = 0; i < bummerl.size(); ++i)
                bummerl[i] += s["bummerl"][i].get<int>();
        }
        if (s.contains("phase_losers")) {
            phases += static_cast<long long>(s["phase_losers"].size());
            for (const auto& l : s["phase_losers"])
                losers += static_cast<long long>(l["losers"].size());
        }
    };
    while (res.deals < deals) {
        if (g->sessionOver()) {
            absorb(*g);
            ++res.sessions;
            g = info.create(variant, players);
            seen = 0;
        }
        std::unique_ptr<Game> dealStart = chooser || optionalChooser ? g->clone() : nullptr;
        DealRecord deal{dealNext(*g, rng), {}};
        if (auto e = g->startDeal(deal.setup); !e.empty()) {
            note("the engine refused its own deal: " + e);
            break;
        }
        int guard = 0;
        while (g->inDeal()) {
            const auto legal = g->legalActions();
            if (legal.empty()) {
                note("a decision is due but no action is legal");
                break;
            }
            if (++guard > 10000) {
                note("the deal does not end");
                break;
            }
            for (const auto& a : legal)
                if (a.seat != g->toAct() || g->check(a))
                    note("a listed legal action is refused");
            // Now and then a seat not to act takes one of its optional decisions (a knock, the Ace of
            // hearts on "Hast' das?"), so those paths are played too.
            if (optionalChooser) {
                // The players themselves decide, each asked once per position.
                const bool taken = takeOptionalDecision(
                    *g, deal, [&](int seat) { return optionalChooser(*dealStart, deal, *g, seat); },
                    [&](const Refusal& r) {
                        note("the player's optional decision is illegal (reason code " +
                             std::to_string(static_cast<int>(r.reason)) + ")");
                    });
                if (taken)
                    continue;
            }
            std::vector<Action> optional;
            for (int seat = 0; seat < g->seats(); ++seat)
                if (seat != g->toAct())
                    for (const auto& o : g->optionalActions(seat))
                        optional.push_back(o);
            if (!optionalChooser && !optional.empty() && rng.below(4) == 0) {
                const Action& o = optional[static_cast<std::size_t>(rng.below(optional.size()))];
                if (g->check(o))
                    note("a listed optional action is refused");
                else {
                    g->apply(o);
                    deal.actions.push_back(o);
                    continue;
                }
            }
            Action a = legal[static_cast<std::size_t>(rng.below(legal.size()))];
            if (chooser) {
                const Action c = chooser(*dealStart, deal, *g);
                if (const Refusal r = g->check(c))
                    note("the player's decision is illegal (reason code " + std::to_string(static_cast<int>(r.reason)) +
                         ")");
                else
                    a = c;
            }
            g->apply(a);
            deal.actions.push_back(a);
        }
        ++res.deals;
        if (!info.outcomes.empty()) { // every outcome has its words in the UI: it must be a listed one
            nlohmann::json report;
            g->reportDeal(report);
            const auto o = report.find("outcome");
            if (o != report.end() && o->is_string() &&
                std::find(info.outcomes.begin(), info.outcomes.end(), o->get<std::string>()) == info.outcomes.end())
                note("the outcome '" + o->get<std::string>() + "' is not listed in the registry");
        }
        const auto v = g->invariantViolations();
        for (std::size_t i = seen; i < v.size(); ++i)
            note(v[i]);
        seen = v.size();
        if (!res.violations.empty() && res.violations.size() >= 1000)
            break;
    }
    if (g->sessionOver()) {
        absorb(*g);
        ++res.sessions;
    } else {
        absorb(*g); // Bollern of the unfinished session so far
    }
    summary["game"] = info.id;
    summary["players"] = players;
    summary["deals"] = res.deals;
    summary["seed"] = seed;
    summary["sessions_completed"] = res.sessions;
    summary["phases_played"] = phases;
    summary["bollern"] = bollern;
    if (hasBummerl)
        summary["bummerl"] = bummerl;
    summary["phase_losers"] = losers;
    if (hasTotals)
        summary["totals"] = totals;
    summary["violations"] = res.violations.size();
    std::vector<std::string> first(res.violations.begin(),
                                   res.violations.begin() + std::min<std::size_t>(10, res.violations.size()));
    summary["violation_messages"] = first;
    return res;
}

} // namespace st
