// Self-play: computer players (random legal moves for now) play whole
// sessions, checking the engine's invariants as they go.
#pragma once

#include "registry.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace st {

struct SelfplayResult {
    int deals = 0;
    int sessions = 0; ///< sessions completed
    std::vector<std::string> violations;
};

/// Play `deals` deals (starting new sessions as sessions end); fill `summary`
/// with the JSON summary the CLI prints.
SelfplayResult selfplay(const GameInfo& info, const Variant& variant, int players, int deals, std::uint64_t seed,
                        nlohmann::json& summary);

/// Choose the next dealer and deal with the seeded shuffle (used by selfplay and new games).
DealSetup dealNext(const Game& g, Rng& rng);

} // namespace st
