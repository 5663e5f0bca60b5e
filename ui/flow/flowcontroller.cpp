#include "flowcontroller.h"

#include "computerseat.h"
#include "logging.h"
#include "table/tablemodel.h"

#include <QTimer>

#include <algorithm>

namespace st::ui {

FlowController::FlowController(TableModel* model, HomeSeat* human, QObject* parent)
    : QObject(parent), model_(model), human_(human) {
    connect(model_, &TableModel::actionApplied, this, &FlowController::changed);
    connect(model_, &TableModel::dealStarted, this, &FlowController::changed);
    connect(model_, &TableModel::trickWon, this, [this] { trickJustWon_ = true; });
    connect(model_, &TableModel::dealScored, this, [this] {
        if (held_)
            endHeld_ = true;
        else
            dealEnded();
    });
    connect(model_, &TableModel::sessionOver, this, &FlowController::sessionFinished);
    if (human_) {
        connect(human_, &Seat::answered, this, [this](const Answer& a) { answered(human_, a); });
        connect(human_, &Seat::status, this, &FlowController::status);
        connect(human_, &HomeSeat::nextDealWanted, this, &FlowController::nextDeal);
    }
    connect(model_, &TableModel::rewound, this, &FlowController::rewound);
}

FlowController::~FlowController() {
    ++serial_; // results still on their way are dropped
    cancelThinking();
}

void FlowController::cancelThinking() {
    for (Seat* s : seats_)
        if (s)
            s->withdraw();
}

void FlowController::withdrawAll() {
    cancelThinking();
    if (human_)
        human_->withdraw();
}

void FlowController::setThinkMs(int ms) {
    thinkMs_ = ms;
    for (Seat* s : seats_)
        if (auto* c = qobject_cast<ComputerSeat*>(s))
            c->setThinkMs(ms);
}

void FlowController::setPlayOnlyCard(bool on) {
    if (human_)
        human_->setPlayOnlyCard(on);
}

bool FlowController::playOnlyCard() const {
    return human_ && human_->playOnlyCard();
}

void FlowController::setPlayers(std::vector<std::shared_ptr<ComputerPlayer>> players) {
    cancelThinking();
    for (Seat*& s : seats_)
        retire(std::exchange(s, nullptr));
    seats_.assign(players.size(), nullptr);
    for (std::size_t s = 0; s < players.size(); ++s)
        if (players[s]) {
            auto* c = new ComputerSeat(static_cast<int>(s), players[s], model_, &rng_, this);
            c->setThinkMs(thinkMs_);
            install(c);
        }
    ++serial_;
}

void FlowController::setSeat(Seat* seat) {
    const int at = seat->seat();
    if (at < 0)
        return;
    if (static_cast<std::size_t>(at) >= seats_.size())
        seats_.resize(static_cast<std::size_t>(at) + 1, nullptr);
    retire(std::exchange(seats_[static_cast<std::size_t>(at)], nullptr));
    seat->setParent(this);
    install(seat);
    ++serial_;
    schedule();
}

void FlowController::install(Seat* seat) {
    seats_[static_cast<std::size_t>(seat->seat())] = seat;
    connect(seat, &Seat::answered, this, [this, seat](const Answer& a) { answered(seat, a); });
    connect(seat, &Seat::status, this, &FlowController::status);
}

void FlowController::retire(Seat* seat) {
    if (!seat)
        return;
    seat->withdraw();
    // A seat still deciding (or whose answer waits for the table to be let go) answers before it
    // goes: the table waits for that answer and drops it, as it waits for any computer's.
    const auto* c = qobject_cast<const ComputerSeat*>(seat);
    if ((c && c->deciding()) || seat == waitingFor_) {
        retiring_.push_back(seat);
        return;
    }
    seat->deleteLater();
}

Seat* FlowController::seatAt(int seat) const {
    if (seat < 0 || seat >= static_cast<int>(seats_.size()))
        return nullptr;
    if (Seat* s = seats_[static_cast<std::size_t>(seat)])
        return s;
    return human_;
}

void FlowController::dealEnded() {
    // The deal's summary has its own "Next deal"; the action bar's stays when the summary
    // is closed without it (Escape), so the game always goes on.
    if (human_) {
        human_->clear();
        if (!model_->game().sessionOver())
            human_->presentNextDeal();
    }
    emit dealFinished();
}

void FlowController::setHeld(bool held) {
    if (held_ == held)
        return;
    held_ = held;
    if (held_)
        return;
    if (heldAnswer_)
        std::exchange(heldAnswer_, {})();
    if (std::exchange(endHeld_, false))
        dealEnded();
    schedule();
}

void FlowController::rewound() {
    ++serial_;
    busy_ = false; // a decision still on its way is dropped when it arrives
    withdrawAll();
    schedule();
}

void FlowController::changed() {
    ++serial_;
    const int pause = trickJustWon_ ? trickPauseMs_ : 0;
    trickJustWon_ = false;
    schedule(pause);
}

void FlowController::resume() {
    ++serial_;
    schedule();
}

void FlowController::schedule(int delayMs) {
    if (scheduled_)
        return;
    scheduled_ = true;
    const quint64 serial = serial_;
    QTimer::singleShot(delayMs, this, [this, serial] {
        scheduled_ = false;
        if (serial == serial_)
            step();
        else
            schedule();
    });
}

void FlowController::nextDeal() {
    if (!model_->awaitingDealer())
        return;
    if (human_)
        human_->clear(); // the action bar's "Next deal" goes
    if (const int scripted = model_->scriptedDealer(); scripted >= 0)
        return dealWith(scripted); // a lesson's deal
    const NextDeal n = model_->game().nextDeal();
    if (n.dealer >= 0)
        return dealWith(n.dealer);
    if (Seat* chooser = seatAt(n.chooser); chooser && !n.dealerChoices.empty()) { // a seat chooses
        Question q;
        q.kind = Question::Kind::Dealer;
        q.seat = n.chooser;
        q.ticket = serial_;
        q.dealers = n.dealerChoices;
        return ask(chooser, std::move(q));
    }
    if (!n.dealerChoices.empty()) // the dealer is drawn at random
        return dealWith(n.dealerChoices[static_cast<std::size_t>(rng_.below(n.dealerChoices.size()))]);
    model_->deal(-1);
}

void FlowController::dealWith(int dealer) {
    const int cutter = model_->cutChooser(dealer);
    if (Seat* seat = seatAt(cutter)) {
        Question q;
        q.kind = Question::Kind::Cut;
        q.seat = cutter;
        q.ticket = serial_;
        q.dealer = dealer;
        return ask(seat, std::move(q));
    }
    model_->deal(dealer);
}

void FlowController::step() {
    if (!model_->hasGame() || busy_ || held_)
        return;
    const Game& game = model_->game();
    if (!game.inDeal()) {
        if (game.sessionOver())
            emit sessionFinished();
        else if (model_->record().deals.empty())
            nextDeal();
        return;
    }
    const int toAct = game.toAct();
    // Optional decisions out of turn (e.g. "Hast' das?", a knock) come first, once per state, in
    // the order the rules give them (the core's optionalOrder()): each seat is asked in turn, and
    // play goes on when it has let its chance pass. A seat's optional decisions are put only to
    // the seat's own player.
    passedAt_.resize(static_cast<std::size_t>(game.seats()), ~quint64{0});
    for (int s : game.optionalOrder()) {
        if (s == toAct || s < 0 || s >= game.seats())
            continue;
        Seat* seat = seatAt(s);
        if (!seat || seat->seat() != s || passedAt_[static_cast<std::size_t>(s)] == serial_)
            continue;
        Question q;
        q.kind = Question::Kind::Optional;
        q.seat = s;
        q.ticket = serial_;
        q.view = model_->view(s);
        if (q.view.legal.empty())
            continue;
        return ask(seat, std::move(q));
    }
    Seat* seat = seatAt(toAct);
    if (!seat)
        return;
    // The seat to act is asked; any other seat's question is gone.
    for (Seat* s : seats_)
        if (s && s != seat)
            s->withdraw();
    if (human_ && seat != human_)
        human_->withdraw();
    Question q;
    q.kind = Question::Kind::Due;
    q.seat = toAct;
    q.ticket = serial_;
    q.view = model_->view(toAct);
    ask(seat, std::move(q));
}

void FlowController::ask(Seat* seat, Question q) {
    if (seat->asksOnce() && (q.kind == Question::Kind::Due || q.kind == Question::Kind::Optional)) {
        busy_ = true;
        waitingFor_ = seat;
    }
    seat->ask(q);
}

void FlowController::answered(Seat* seat, const Answer& a) {
    switch (a.kind) {
    case Question::Kind::Dealer:
        return dealWith(a.dealer);
    case Question::Kind::Cut: // the model deals only while a deal is awaited
        model_->deal(a.dealer, a.knocked);
        return;
    case Question::Kind::Due:
    case Question::Kind::Optional:
        break;
    }
    auto take = [this, seat, a] {
        if (seat->asksOnce()) {
            busy_ = false;
            if (waitingFor_ == seat)
                waitingFor_ = nullptr;
        }
        if (const auto r = std::find(retiring_.begin(), retiring_.end(), seat); r != retiring_.end()) {
            const auto* c = qobject_cast<const ComputerSeat*>(seat);
            if (!c || !c->deciding()) { // its last answer has come: it goes
                retiring_.erase(r);
                seat->deleteLater();
            }
        }
        if (a.ticket != serial_) // the question is gone: whoever must decide now is asked
            return schedule();
        if (a.action) {
            if (model_->submit(*a.action)) // checked by the engine
                return;
            // Refused: the question stays open and the seat answers again (the table waits for it).
            if (seat->asksOnce()) {
                busy_ = true;
                waitingFor_ = seat;
            }
            seat->answerRefused(a, model_->check(*a.action));
            return;
        }
        if (const int s = seat->seat();
            a.kind == Question::Kind::Optional && s >= 0 && s < static_cast<int>(passedAt_.size()))
            passedAt_[static_cast<std::size_t>(s)] = serial_; // the seat let its chance pass
        schedule();
    };
    if (held_ && seat->asksOnce()) // taken when the table is let go
        heldAnswer_ = std::move(take);
    else
        take();
}

} // namespace st::ui
