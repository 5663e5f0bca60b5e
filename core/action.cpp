#include "action.h"

#include <array>

namespace st {

namespace {
constexpr std::array<std::string_view, 17> kNames = {
    "play",   "declare",     "out", "close", "exchange", "call",  "trump",    "trump_blind", "surrender",
    "redeal", "durchmarsch", "bid", "pass",  "discard",  "knock", "announce", "draw"};
}

std::string_view actName(Act a) {
    return kNames[static_cast<std::size_t>(a)];
}

std::optional<Act> actFromName(std::string_view name) {
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (kNames[i] == name)
            return static_cast<Act>(i);
    return std::nullopt;
}

} // namespace st
