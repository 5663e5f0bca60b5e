// A computer player: given what its seat may know (its SeatView and its
// Observation of the deal), it returns an Action. It sits at the table as a
// ComputerSeat (computerseat.h), one kind of Seat (seat.h) beside the human's.
#pragma once

#include "ai.h"
#include "game.h"
#include "optionalchoice.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

namespace st::ui {

/// What a computer player is given: its seat's view now, and (when the deal
/// can be observed) its seat's observation of the whole deal so far.
struct DecisionRequest {
    SeatView view;
    std::shared_ptr<const ai::Observation> observation;
};

class ComputerPlayer {
  public:
    virtual ~ComputerPlayer() = default;
    /// Called off the GUI thread; must not touch widgets. When view.toAct ==
    /// view.seat the answer must be one of view.legal; otherwise view.legal holds
    /// the seat's optional decisions and nullopt declines them.
    virtual std::optional<Action> decide(const DecisionRequest& request) = 0;
    /// Ask a decide() in progress to finish at once (its answer is then dropped).
    virtual void cancel() {}
    /// Allow decide() again after a cancel().
    virtual void resetCancel() {}
};

/// Plays a random legal action; declines optional decisions except a trump
/// declaration asked for ("Hast' das?"), which it always takes.
class RandomPlayer final : public ComputerPlayer {
  public:
    explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
    std::optional<Action> decide(const DecisionRequest& request) override;

  private:
    std::mutex mutex_;
    Rng rng_;
};

/// A computer player of a level (core/ai): decides from its seat's observation only.
class AiPlayer final : public ComputerPlayer {
  public:
    AiPlayer(ai::Level level, std::uint64_t seed);
    std::optional<Action> decide(const DecisionRequest& request) override;
    void cancel() override { cancel_ = true; }
    void resetCancel() override { cancel_ = false; }
    ai::Level level() const { return player_.level(); }
    /// The work its searches have done so far (ai::Player::setWorkHook); may be read while it thinks.
    long work() const { return work_.load(); }
    /// `watch` is called with work() after each step of a search, on the search's threads
    /// (set it before a decision, not during one).
    void watchWork(std::function<void(long)> watch) { watch_ = std::move(watch); }

  private:
    std::mutex mutex_; // one decision at a time
    std::atomic<bool> cancel_{false};
    std::atomic<long> work_{0};
    std::function<void(long)> watch_;
    ai::Player player_;
};

} // namespace st::ui
