// What the client reads of the server's messages (docs/protocol.md): the seat's view and a
// refusal, the inverse of core/net's viewToJson and refusalToJson. Qt-free.
#pragma once

#include "game.h"
#include "refusal.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>

namespace st::ui::net {

/// The seat's view of a `view` message; nullopt when it is not one (a card the pack lacks, a field missing).
std::optional<SeatView> viewFromJson(const nlohmann::json& j, const Pack& pack);

/// The engine's refusal of a `refused` message (an unknown reason reads as NotAllowedNow).
Refusal refusalFromJson(const nlohmann::json& j, const Pack& pack);

/// The reason of a protocol name ("must_follow"); nullopt when unknown.
std::optional<Reason> reasonFromName(std::string_view name);

/// A message's integer field `key`; `fallback` when it is missing or not an integer.
int intOr(const nlohmann::json& j, const char* key, int fallback);

} // namespace st::ui::net
