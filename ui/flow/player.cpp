#include "player.h"

namespace st::ui {

std::optional<Action> RandomPlayer::decide(const DecisionRequest& request) {
    std::lock_guard lock(mutex_);
    const SeatView& view = request.view;
    if (view.legal.empty())
        return std::nullopt;
    if (view.toAct != view.seat)
        return ai::optionalChoice(view);
    return view.legal[static_cast<std::size_t>(rng_.below(view.legal.size()))];
}

AiPlayer::AiPlayer(ai::Level level, std::uint64_t seed) : player_(level, seed) {
    player_.setCancelFlag(&cancel_);
    player_.setWorkHook([this](long w) {
        const long total = work_.fetch_add(w) + w;
        if (watch_)
            watch_(total);
    });
}

std::optional<Action> AiPlayer::decide(const DecisionRequest& request) {
    std::lock_guard lock(mutex_);
    const SeatView& view = request.view;
    if (view.legal.empty())
        return std::nullopt;
    if (view.toAct != view.seat) // an optional decision out of turn, weighed by the level
        return request.observation ? player_.decideOptional(*request.observation) : ai::optionalChoice(view);
    if (!request.observation || request.observation->legal().empty())
        return view.legal.front(); // cannot happen: the model always observes a running deal
    return player_.decide(*request.observation);
}

} // namespace st::ui
