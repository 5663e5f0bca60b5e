// Finds deals that show a given scoring case (ties, last-trick tie-breaks,
// closing outcomes) by random legal play through the real engine, and writes
// each as a one-deal game record into tests/data/dreeg66/. The tests then
// replay those records and check the outcome against numbers worked out by
// hand from dreeg.txt. Build: cmake --build build --target find-fixtures.
#include "dreeg/dreeg.h"
#include "record.h"
#include "selfplay.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <functional>
#include <map>

using namespace st;

namespace {

struct Found {
    Record rec;
    const dreeg::SechsundsechzigDeal* deal = nullptr;
};

using Pred = std::function<bool(const dreeg::SechsundsechzigDeal&, const std::vector<Action>&)>;

std::vector<int> sortedErase(const dreeg::SechsundsechzigDeal& d) {
    std::vector<int> v;
    for (int s : d.table().order)
        v.push_back(d.erase()[std::size_t(s)]);
    std::sort(v.rbegin(), v.rend());
    return v;
}

bool tieWithLastTrick(const dreeg::SechsundsechzigDeal& d) {
    const int w = d.lastTrickWinner();
    for (int s : d.table().order)
        if (s != w && d.counted(s) == d.counted(w))
            return true;
    return false;
}

bool search(int players, std::uint64_t seed, const Pred& pred, const std::string& name, const Variant& v) {
    const GameInfo* info = findGame("dreeg");
    Rng rng(seed);
    for (int attempt = 0; attempt < 2000000; ++attempt) {
        auto g = info->create(v, players);
        DealSetup setup = dealNext(*g, rng);
        if (!g->startDeal(setup).empty())
            return false;
        std::vector<Action> acts;
        while (g->inDeal()) {
            auto legal = g->legalActions();
            Action a = legal[std::size_t(rng.below(legal.size()))];
            acts.push_back(a);
            g->apply(a);
        }
        auto* dg = static_cast<dreeg::DreegGame*>(g.get());
        if (!pred(*dynamic_cast<const dreeg::SechsundsechzigDeal*>(dg->currentDeal()), acts))
            continue;
        Record r;
        r.game = info;
        r.variant = v;
        for (int i = 0; i < players; ++i)
            r.players.push_back(std::string(1, char('A' + i)));
        r.deals.push_back({setup, acts});
        std::ofstream("tests/data/dreeg66/" + name + ".json") << writeRecord(r);
        std::printf("%s: attempt %d\n", name.c_str(), attempt);
        return true;
    }
    std::printf("%s: not found\n", name.c_str());
    return false;
}

} // namespace

int main() {
    const GameInfo* info = findGame("dreeg");
    Variant v(info->options);
    auto erase = [](std::vector<int> want) {
        return
            [want](const dreeg::SechsundsechzigDeal& d, const std::vector<Action>&) { return sortedErase(d) == want; };
    };
    search(4, 1, erase({3, 2, 1, 0}), "four_3210", v);
    search(4, 2, erase({2, 2, 1, 0}), "four_2210", v);
    search(4, 3, erase({3, 1, 1, 0}), "four_3110", v);
    search(4, 4, erase({3, 2, 0, 0}), "four_3200", v);
    search(4, 5, erase({3, 0, 0, 0}), "four_3000", v);
    search(
        4, 6, [](const auto& d, const auto&) { return tieWithLastTrick(d); }, "four_tie_last_trick", v);
    search(
        4, 7,
        [](const auto& d, const auto& acts) {
            return acts.front().act == Act::Declare && d.tricksWon(d.table().order.front()) == 0;
        },
        "four_forehand_declared_no_trick", v);
    search(3, 8, erase({2, 1, 0}), "three_210", v);
    search(3, 9, erase({2, 0, 0}), "three_200", v);
    search(3, 10, erase({1, 1, 0}), "three_110", v);
    search(
        3, 11, [](const auto& d, const auto&) { return tieWithLastTrick(d); }, "three_tie_last_trick", v);
    search(
        2, 12, [](const auto& d, const auto&) { return d.outcome() == "none_66_last_trick"; }, "two_none_66", v);
    search(
        2, 13, [](const auto& d, const auto&) { return d.outcome() == "both_66_last_trick"; }, "two_both_66", v);
    search(
        2, 14, [](const auto& d, const auto&) { return d.outcome() == "66"; }, "two_66_at_end", v);
    search(
        2, 15,
        [](const auto& d, const auto&) {
            return d.outcome() == "closer_failed" && *std::max_element(d.erase().begin(), d.erase().end()) == 1;
        },
        "two_closer_failed_one", v);
    search(
        2, 16, [](const auto& d, const auto&) { return d.outcome() == "out_against_closer"; }, "two_out_against_closer",
        v);
    return 0;
}
