#include "soak.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

namespace st {

std::vector<SoakRow> soakPlan(int dealsPerPreset, std::string_view onlyGame, std::uint64_t seed, int chunk) {
    std::vector<SoakRow> plan;
    chunk = std::max(chunk, 1);
    for (const GameInfo& g : games()) {
        if (!onlyGame.empty() && g.id != onlyGame)
            continue;
        for (const RulePreset& p : g.presets) {
            const Variant v = presetVariant(g, p);
            std::vector<int> sizes;
            for (int n = g.minPlayers; n <= g.maxPlayers; ++n)
                if (validateSetup(g, v, n).empty())
                    sizes.push_back(n);
            if (sizes.empty())
                continue;
            // The deals shared out evenly over the table sizes, the first sizes taking the remainder.
            const int share = dealsPerPreset / static_cast<int>(sizes.size());
            int extra = dealsPerPreset % static_cast<int>(sizes.size());
            for (int n : sizes) {
                int left = share + (extra > 0 ? 1 : 0);
                if (extra > 0)
                    --extra;
                while (left > 0) {
                    const int k = std::min(left, chunk);
                    // splitmix-style spread so neighbouring runs share no shuffle.
                    const std::uint64_t s = (seed + 1) * 0x9E3779B97F4A7C15ull + plan.size() * 0xBF58476D1CE4E5B9ull;
                    plan.push_back({&g, &p, n, k, s});
                    left -= k;
                }
            }
        }
    }
    return plan;
}

std::vector<SoakOutcome> runSoak(const std::vector<SoakRow>& plan, int jobs,
                                 const std::function<void(const SoakOutcome&)>& done) {
    std::vector<SoakOutcome> out(plan.size());
    std::atomic<std::size_t> next{0};
    std::mutex lock;
    auto work = [&] {
        for (std::size_t i = next++; i < plan.size(); i = next++) {
            const SoakRow& row = plan[i];
            const auto t0 = std::chrono::steady_clock::now();
            nlohmann::json summary;
            SoakOutcome o{
                row,
                selfplay(*row.game, presetVariant(*row.game, *row.preset), row.players, row.deals, row.seed, summary),
                0};
            o.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            std::lock_guard g(lock);
            out[i] = o;
            if (done)
                done(o);
        }
    };
    const int n = std::clamp(jobs, 1, 64);
    std::vector<std::thread> threads;
    for (int t = 1; t < n; ++t)
        threads.emplace_back(work);
    work();
    for (auto& t : threads)
        t.join();
    return out;
}

} // namespace st
