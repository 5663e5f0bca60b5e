#include "player.h"

namespace st::ui {

std::optional<Action> RandomPlayer::decide(const SeatView& view) {
    std::lock_guard lock(mutex_);
    if (view.legal.empty())
        return std::nullopt;
    if (view.toAct != view.seat) {
        for (const Action& a : view.legal)
            if (a.act == Act::Trump)
                return a;
        return std::nullopt;
    }
    return view.legal[static_cast<std::size_t>(rng_.below(view.legal.size()))];
}

} // namespace st::ui
