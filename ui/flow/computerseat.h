// A computer player at its seat (seat.h): asked for a decision, it decides on a worker thread
// (the window never freezes) and answers after a short visible pause, so that people can follow.
#pragma once

#include "player.h"
#include "seat.h"

#include <memory>

namespace st::ui {

class TableModel;

class ComputerSeat final : public Seat {
    Q_OBJECT

  public:
    /// `dice`: the table's own random choices (the flow's), which also make the computers'
    /// choices before a deal (who deals first, cut or knock), so that a seed replays them.
    ComputerSeat(int seat, std::shared_ptr<ComputerPlayer> player, TableModel* model, Rng* dice,
                 QObject* parent = nullptr);

    int seat() const override { return seat_; }
    void ask(const Question& q) override;
    /// A refused decision that was due: the first legal one is taken instead; a refused
    /// optional one: the chance is let pass.
    void answerRefused(const Answer& a, const Refusal& r) override;
    void withdraw() override;
    bool asksOnce() const override { return true; }

    /// The least time a decision that is due takes (0 in tests).
    void setThinkMs(int ms) { thinkMs_ = ms; }
    const std::shared_ptr<ComputerPlayer>& player() const { return player_; }
    /// A decision is being made (its answer is still to come).
    bool deciding() const { return deciding_ > 0; }

  private:
    int seat_;
    std::shared_ptr<ComputerPlayer> player_;
    TableModel* model_;
    Rng* dice_;
    int thinkMs_ = 700;
    int deciding_ = 0;               ///< decisions asked whose answers are still to come
    std::optional<Action> fallback_; ///< the first legal decision of the question last answered
};

} // namespace st::ui
