// Whoever sits at a seat: a computer player is something that, given the
// SeatView of its seat, returns an Action. Human seats answer through the
// widgets instead; both submit through TableModel::submit.
#pragma once

#include "game.h"

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>

namespace st::ui {

class ComputerPlayer {
  public:
    virtual ~ComputerPlayer() = default;
    /// Called off the GUI thread with a copy of the seat's view; must not touch widgets.
    /// When view.toAct == view.seat the answer must be one of view.legal; otherwise
    /// view.legal holds the seat's optional decisions and nullopt declines them.
    virtual std::optional<Action> decide(const SeatView& view) = 0;
};

/// Plays a random legal action; declines optional decisions except a trump
/// declaration asked for ("Hast' das?"), which it always takes.
class RandomPlayer final : public ComputerPlayer {
  public:
    explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
    std::optional<Action> decide(const SeatView& view) override;

  private:
    std::mutex mutex_; // one worker at a time per seat, but be safe
    Rng rng_;
};

} // namespace st::ui
