// A seat answered over the network (docs/seats.md, docs/protocol.md): the third kind of Seat beside
// the human's and the computer's. Its question goes to the player's client as a `question` message
// (NetTable sends it); the client's answer comes back as answer(). A player who drops out is replaced
// by a computer after the table's timeout, and takes the seat back on reconnecting, mid-trick included:
// an open question goes to whoever plays the seat now.
#pragma once

#include "computerseat.h"
#include "seat.h"

#include <QTimer>

#include <functional>
#include <optional>

namespace st::net {

class RemoteSeat final : public ui::Seat {
    Q_OBJECT

  public:
    /// `standIn`: the computer that plays the seat while its player is away (owned by this seat).
    RemoteSeat(int seat, ui::ComputerSeat* standIn, int dropOutMs, QObject* parent = nullptr);

    int seat() const override { return seat_; }
    void ask(const ui::Question& q) override;
    void answerRefused(const ui::Answer& a, const Refusal& r) override;
    void withdraw() override;
    bool asksOnce() const override { return true; }

    /// The question open to this seat (none: nothing is asked of it now).
    const std::optional<ui::Question>& question() const { return question_; }
    /// The player's answer to the open question; false (and nothing answered) when none is open,
    /// it is of another kind, or the computer plays the seat now.
    bool answer(const ui::Answer& a);
    /// The player's client is connected (true) or gone (false: the computer takes over after the
    /// timeout, at once with a timeout of 0).
    void setConnected(bool connected);
    bool connected() const { return connected_; }
    /// The computer plays the seat (its player is away longer than the timeout).
    bool standingIn() const { return standingIn_; }

    /// Sends the open question to the player (NetTable's sender: question, refusal).
    std::function<void(const ui::Question&)> sendQuestion;
    std::function<void(const Refusal&)> sendRefusal;

  signals:
    /// The computer began (true) or stopped (false) playing the seat.
    void standInChanged(bool standingIn);

  private:
    void standIn();

    int seat_;
    ui::ComputerSeat* computer_;
    QTimer dropOut_;
    bool connected_ = false;
    bool standingIn_ = false;
    bool computerAsked_ = false; ///< the open question was put to the computer
    bool pending_ = false;       ///< the player answered the open question; the table has not taken it yet
    std::optional<ui::Question> question_;
};

} // namespace st::net
