// Self-play: computer players (random legal moves for now) play whole
// sessions, checking the engine's invariants as they go.
#pragma once

#include "record.h"
#include "registry.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace st {

struct SelfplayResult {
    int deals = 0;
    int sessions = 0; ///< sessions completed
    std::vector<std::string> violations;
};

/// Who decides for the seat to act: given the session before the deal, the
/// deal so far and the game now, an action (it is checked; a refused one is a
/// violation). Empty: random legal actions.
using SelfplayChooser = std::function<Action(const Game& dealStart, const DealRecord& deal, const Game& now)>;
/// Asked, once per position, for every seat other than the one to act that has
/// optional decisions open (a knock, the Ace of hearts on "Hast' das?"): the
/// action it takes, or nullopt. Empty: such decisions are taken at random now and then.
using SelfplayOptionalChooser =
    std::function<std::optional<Action>(const Game& dealStart, const DealRecord& deal, const Game& now, int seat)>;

/// Play `deals` deals (starting new sessions as sessions end); fill `summary`
/// with the JSON summary the CLI prints.
SelfplayResult selfplay(const GameInfo& info, const Variant& variant, int players, int deals, std::uint64_t seed,
                        nlohmann::json& summary, const SelfplayChooser& chooser = {},
                        const SelfplayOptionalChooser& optionalChooser = {});

/// Asks every seat other than the one to act that has optional decisions open,
/// in seat order, once: `ask(seat)` returns the action it takes or nullopt.
/// The first accepted action is applied and recorded, and true returned;
/// a refused one is passed to `refused` and the next seat asked.
bool takeOptionalDecision(Game& g, DealRecord& deal, const std::function<std::optional<Action>(int seat)>& ask,
                          const std::function<void(const Refusal&)>& refused);

/// Choose the next dealer and deal with the seeded shuffle (used by selfplay and new games).
DealSetup dealNext(const Game& g, Rng& rng);

} // namespace st
