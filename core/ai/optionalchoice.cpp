#include "optionalchoice.h"

namespace st::ai {

std::optional<Action> optionalChoice(const SeatView& view) {
    for (const Action& a : view.legal)
        if (a.act == Act::Trump)
            return a;
    return std::nullopt;
}

} // namespace st::ai
