// Soak: random legal play over every game, rule preset and table size, with the
// engines' invariants checked (stammtisch-cli soak; tools/soak/soak.sh runs a
// million deals per game and preset, CI a smaller count).
#pragma once

#include "registry.h"
#include "selfplay.h"

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace st {

/// One self-play run of a soak: a game, a preset, a table size, its deals and seed.
struct SoakRow {
    const GameInfo* game = nullptr;
    const RulePreset* preset = nullptr;
    int players = 0;
    int deals = 0;
    std::uint64_t seed = 0;
};

struct SoakOutcome {
    SoakRow row;
    SelfplayResult result;
    double seconds = 0;
};

/// The runs that play `dealsPerPreset` deals of every preset of every game (or
/// only `onlyGame` when not empty), shared out over the table sizes the preset can
/// be played at, in runs of at most `chunk` deals; seeds follow from `seed`.
std::vector<SoakRow> soakPlan(int dealsPerPreset, std::string_view onlyGame, std::uint64_t seed, int chunk = 100000);

/// Runs the plan on `jobs` threads with random legal players (selfplay()); the
/// outcomes in plan order. `done` is called (under a lock) as each run ends.
std::vector<SoakOutcome> runSoak(const std::vector<SoakRow>& plan, int jobs,
                                 const std::function<void(const SoakOutcome&)>& done = {});

} // namespace st
