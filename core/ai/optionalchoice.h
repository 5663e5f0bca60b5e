// The plain answer to an optional decision out of turn, without weighing it: the random
// player's choice, and a level's when it has no observation of the deal to weigh it with
// (a level weighs its optional decisions with ai::Player::decideOptional).
#pragma once

#include "game.h"

#include <optional>

namespace st::ai {

/// A seat that is not to act and has optional decisions (view.legal): a requested trump
/// declaration ("Hast' das?") is always made; every other optional decision (a knock, ...) is
/// declined (nullopt), as is an empty view.legal.
std::optional<Action> optionalChoice(const SeatView& view);

} // namespace st::ai
