#include "remoteseat.h"

namespace st::net {

RemoteSeat::RemoteSeat(int seat, ui::ComputerSeat* standIn, int dropOutMs, QObject* parent)
    : Seat(parent), seat_(seat), computer_(standIn) {
    computer_->setParent(this);
    dropOut_.setSingleShot(true);
    dropOut_.setInterval(std::max(0, dropOutMs));
    connect(&dropOut_, &QTimer::timeout, this, &RemoteSeat::standIn);
    // The computer's answer is the seat's: it is the one the table waits for.
    connect(computer_, &Seat::answered, this, [this](const ui::Answer& a) {
        computerAsked_ = false;
        if (question_ && question_->ticket == a.ticket)
            question_.reset();
        emit answered(a);
    });
}

void RemoteSeat::ask(const ui::Question& q) {
    question_ = q;
    pending_ = false;
    computerAsked_ = false;
    if (standingIn_) {
        computerAsked_ = true;
        computer_->ask(q);
    } else if (connected_ && sendQuestion) {
        sendQuestion(q);
    }
}

void RemoteSeat::answerRefused(const ui::Answer& a, const Refusal& r) {
    if (computerAsked_ || standingIn_) {
        computerAsked_ = true;
        computer_->answerRefused(a, r);
        return;
    }
    // The question stays open: the player answers again.
    pending_ = false;
    if (sendRefusal)
        sendRefusal(r);
}

void RemoteSeat::withdraw() {
    question_.reset();
    pending_ = false;
    computer_->withdraw();
}

bool RemoteSeat::answer(const ui::Answer& a) {
    if (!question_ || pending_ || question_->kind != a.kind || standingIn_ || computerAsked_)
        return false;
    ui::Answer given = a;
    given.ticket = question_->ticket;
    pending_ = true; // until the table takes it (a new question, or withdrawn) or refuses it
    emit answered(given);
    return true;
}

void RemoteSeat::setConnected(bool connected) {
    if (!connected) {
        // Gone (or not back yet after the server's restart): the computer takes over after the timeout.
        connected_ = false;
        if (!standingIn_ && !dropOut_.isActive())
            dropOut_.start();
        return;
    }
    if (connected_)
        return;
    connected_ = true;
    dropOut_.stop();
    if (standingIn_) {
        standingIn_ = false;
        emit standInChanged(false);
    }
    // The seat back in its player's hands: the open question (unless the computer is still deciding it).
    if (question_ && !computerAsked_ && !pending_ && sendQuestion)
        sendQuestion(*question_);
}

void RemoteSeat::standIn() {
    if (connected_ || standingIn_)
        return;
    standingIn_ = true;
    emit standInChanged(true);
    if (question_ && !computerAsked_ && !pending_) {
        computerAsked_ = true;
        computer_->ask(*question_);
    }
}

} // namespace st::net
