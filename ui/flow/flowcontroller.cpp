#include "flowcontroller.h"

#include "computerseat.h"
#include "humanseat.h"
#include "table/tablemodel.h"

#include <QTimer>

namespace st::ui {

FlowController::FlowController(TableModel* model, HumanSeat* human, QObject* parent)
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
    connect(human_, &Seat::answered, this, [this](const Answer& a) { answered(human_, a); });
    connect(human_, &Seat::status, this, &FlowController::status);
    connect(human_, &HumanSeat::nextDealWanted, this, &FlowController::nextDeal);
    connect(model_, &TableModel::rewound, this, &FlowController::rewound);
}

FlowController::~FlowController() {
    ++serial_; // results still on their way are dropped
    cancelThinking();
}

void FlowController::cancelThinking() {
    for (ComputerSeat* c : computers_)
        if (c)
            c->withdraw();
}

void FlowController::withdrawAll() {
    cancelThinking();
    human_->withdraw();
}

void FlowController::setThinkMs(int ms) {
    thinkMs_ = ms;
    for (ComputerSeat* c : computers_)
        if (c)
            c->setThinkMs(ms);
}

void FlowController::setPlayOnlyCard(bool on) {
    human_->setPlayOnlyCard(on);
}

bool FlowController::playOnlyCard() const {
    return human_->playOnlyCard();
}

void FlowController::setPlayers(std::vector<std::shared_ptr<ComputerPlayer>> players) {
    cancelThinking();
    // A computer still deciding answers before it goes: the table waits for that answer (and
    // drops it), as it waits for any computer's.
    for (ComputerSeat* c : computers_)
        if (c) {
            if (c->deciding())
                connect(c, &Seat::answered, c, [c] {
                    if (!c->deciding())
                        c->deleteLater();
                });
            else
                delete c;
        }
    computers_.clear();
    players_ = std::move(players);
    for (std::size_t s = 0; s < players_.size(); ++s) {
        ComputerSeat* c = nullptr;
        if (players_[s]) {
            c = new ComputerSeat(static_cast<int>(s), players_[s], model_, &rng_, this);
            c->setThinkMs(thinkMs_);
            connect(c, &Seat::answered, this, [this, c](const Answer& a) { answered(c, a); });
            connect(c, &Seat::status, this, &FlowController::status);
        }
        computers_.push_back(c);
    }
    ++serial_;
}

Seat* FlowController::seatAt(int seat) const {
    if (seat < 0 || seat >= static_cast<int>(computers_.size()))
        return nullptr;
    if (ComputerSeat* c = computers_[static_cast<std::size_t>(seat)])
        return c;
    return human_;
}

void FlowController::dealEnded() {
    human_->clear();
    // The deal's summary has its own "Next deal"; the action bar's stays when the summary
    // is closed without it (Escape), so the game always goes on.
    if (!model_->game().sessionOver())
        human_->presentNextDeal();
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
    for (ComputerSeat* c : computers_)
        if (c && c != seat)
            c->withdraw();
    if (seat != human_)
        human_->withdraw();
    Question q;
    q.kind = Question::Kind::Due;
    q.seat = toAct;
    q.ticket = serial_;
    q.view = model_->view(toAct);
    ask(seat, std::move(q));
}

void FlowController::ask(Seat* seat, Question q) {
    if (seat->asksOnce() && (q.kind == Question::Kind::Due || q.kind == Question::Kind::Optional))
        busy_ = true;
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
        if (seat->asksOnce())
            busy_ = false;
        if (a.ticket != serial_) // the question is gone: whoever must decide now is asked
            return schedule();
        if (a.action) {
            if (!model_->submit(*a.action)) // checked by the engine; refused: the seat answers again
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
