#include "flowcontroller.h"

#include "humanseat.h"
#include "logging.h"
#include "table/tablemodel.h"
#include "text/wording.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

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
    connect(human_, &HumanSeat::declined, this, [this] {
        declinedAt_ = serial_;
        schedule();
    });
    connect(human_, &HumanSeat::dealerChosen, this, &FlowController::dealWith);
    connect(human_, &HumanSeat::nextDealWanted, this, &FlowController::nextDeal);
    connect(human_, &HumanSeat::cutChosen, this, [this](int dealer, bool knocked) { model_->deal(dealer, knocked); });
    connect(model_, &TableModel::rewound, this, &FlowController::rewound);
}

FlowController::~FlowController() {
    ++serial_; // results still on their way are dropped
    cancelThinking();
}

void FlowController::cancelThinking() {
    for (const auto& p : players_)
        if (p)
            p->cancel();
}

void FlowController::setPlayers(std::vector<std::shared_ptr<ComputerPlayer>> players) {
    cancelThinking();
    players_ = std::move(players);
    ++serial_;
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
    cancelThinking();
    busy_ = false; // a decision still on its way is dropped when it arrives
    human_->clear();
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
    if (n.chooser >= 0 && n.chooser < static_cast<int>(players_.size()) &&
        !players_[static_cast<std::size_t>(n.chooser)]) {
        emit status(tr("Choose the first dealer"));
        human_->presentDealerChoice(n.dealerChoices);
        return;
    }
    if (!n.dealerChoices.empty()) // a computer chooses, or the dealer is drawn at random
        return dealWith(n.dealerChoices[static_cast<std::size_t>(rng_.below(n.dealerChoices.size()))]);
    model_->deal(-1);
}

void FlowController::dealWith(int dealer) {
    const int cutter = model_->cutChooser(dealer);
    if (cutter >= 0 && cutter < static_cast<int>(players_.size())) {
        if (!players_[static_cast<std::size_t>(cutter)]) {
            emit status(tr("Cut or knock"));
            human_->presentCutChoice(dealer);
            return;
        }
        model_->deal(dealer, rng_.below(2) == 1); // a computer knocks or cuts as it likes
        return;
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
    // the order the rules give them (the core's optionalOrder()): a computer seat is asked, the
    // human's wait for an answer before play goes on.
    if (optionalAskedAt_ != serial_) {
        optionalAskedAt_ = serial_;
        optionalAsked_.assign(static_cast<std::size_t>(game.seats()), false);
    }
    const int h = human_->seat();
    for (int s : game.optionalOrder()) {
        if (s == toAct || s < 0 || s >= game.seats() || s >= static_cast<int>(players_.size()))
            continue;
        const auto seat = static_cast<std::size_t>(s);
        if (players_[seat]) {
            if (optionalAsked_[seat] || model_->view(s).legal.empty())
                continue;
            optionalAsked_[seat] = true;
            ask(s, false);
            return;
        }
        if (s == h && declinedAt_ != serial_ && !model_->view(h).legal.empty()) {
            human_->presentOptional();
            emit status(tr("Your choice"));
            return;
        }
    }
    if (toAct < 0)
        return;
    if (!players_[static_cast<std::size_t>(toAct)]) {
        // Drawing with nothing else to decide (no close, going out or exchange
        // possible) is done for the human, as a hand reaches for the talon.
        const SeatView v = model_->view(toAct);
        if (v.legal.size() == 1 && v.legal.front().act == Act::Draw) {
            human_->clear();
            model_->submit(v.legal.front());
            return;
        }
        // The one card that may be played, with nothing else to decide, when the player wants it so.
        if (playOnlyCard_ && human_->playsByItself(v)) {
            human_->clear();
            const Card c = v.legal.front().card;
            if (model_->submit(v.legal.front()))
                emit status(tr("Your only card that may be played, %1, was played for you")
                                .arg(text::Wording::cardName(model_->game().pack(), c)));
            return;
        }
        human_->present();
        return;
    }
    human_->clear();
    ask(toAct, true);
}

void FlowController::ask(int seat, bool mustAnswer) {
    busy_ = true;
    const quint64 serial = serial_;
    DecisionRequest request;
    request.view = model_->view(seat);
    qCDebug(lcFlow, "%s to decide (%zu legal choices)", qPrintable(model_->name(seat)), request.view.legal.size());
    // Cards a seat must show to everyone before it takes them up (Dreierles: the blind cards the
    // declarer draws, "when everyone has had a chance to look at them") stay face up for a while.
    int leastMs = mustAnswer ? thinkMs_ : 0;
    QStringList shown;
    for (const auto& [s, c] : request.view.shown)
        if (s == seat)
            shown << text::Wording::cardName(model_->game().pack(), c);
    const bool exposing =
        !shown.isEmpty() && mustAnswer && !request.view.legal.empty() && request.view.legal.front().act == Act::Discard;
    if (exposing) {
        leastMs = std::min(3000, thinkMs_ * 4);
        emit status(tr("%1 shows %2").arg(model_->name(seat), shown.join(tr(", "))));
    } else {
        emit status(tr("%1 is thinking\u2026").arg(model_->name(seat)));
    }
    if (model_->dealStart() && !model_->record().deals.empty())
        if (auto obs = ai::observe(*model_->dealStart(), model_->record().deals.back(), seat))
            request.observation = std::make_shared<const ai::Observation>(std::move(*obs));
    std::shared_ptr<ComputerPlayer> player = players_[static_cast<std::size_t>(seat)];
    player->resetCancel();
    auto* watcher = new QFutureWatcher<std::optional<Action>>(this);
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    connect(watcher, &QFutureWatcher<std::optional<Action>>::finished, this,
            [this, watcher, serial, view = request.view, mustAnswer, clock, leastMs] {
                const std::optional<Action> answer = watcher->result();
                watcher->deleteLater();
                qCDebug(lcAi, "decided in %lld ms%s", static_cast<long long>(clock->elapsed()),
                        answer ? "" : " (no answer)");
                const qint64 wait = std::max<qint64>(0, leastMs - clock->elapsed());
                QTimer::singleShot(static_cast<int>(wait), this, [this, serial, view, answer, mustAnswer] {
                    auto take = [this, serial, view, answer, mustAnswer] {
                        busy_ = false;
                        if (serial != serial_)
                            return schedule();
                        if (answer && model_->submit(*answer))
                            return;
                        if (mustAnswer && !view.legal.empty()) // a player that answers wrongly: the first legal
                            model_->submit(view.legal.front());
                        else
                            schedule();
                    };
                    if (held_) // taken when the table is let go
                        heldAnswer_ = std::move(take);
                    else
                        take();
                });
            });
    watcher->setFuture(QtConcurrent::run([player, request] { return player->decide(request); }));
}

} // namespace st::ui
