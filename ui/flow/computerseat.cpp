#include "computerseat.h"

#include "logging.h"
#include "table/tablemodel.h"
#include "text/wording.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace st::ui {

ComputerSeat::ComputerSeat(int seat, std::shared_ptr<ComputerPlayer> player, TableModel* model, Rng* dice,
                           QObject* parent)
    : Seat(parent), seat_(seat), player_(std::move(player)), model_(model), dice_(dice) {}

void ComputerSeat::withdraw() {
    if (deciding())
        player_->cancel();
}

void ComputerSeat::ask(const Question& q) {
    Answer answer;
    answer.kind = q.kind;
    answer.ticket = q.ticket;
    switch (q.kind) {
    case Question::Kind::Dealer: // as it likes
        answer.dealer = q.dealers[static_cast<std::size_t>(dice_->below(q.dealers.size()))];
        emit answered(answer);
        return;
    case Question::Kind::Cut: // knocks or cuts as it likes
        answer.dealer = q.dealer;
        answer.knocked = dice_->below(2) == 1;
        emit answered(answer);
        return;
    case Question::Kind::Due:
    case Question::Kind::Optional:
        break;
    }
    const bool mustAnswer = q.kind == Question::Kind::Due;
    DecisionRequest request;
    request.view = q.view;
    qCDebug(lcFlow, "%s to decide (%zu legal choices)", qPrintable(model_->name(seat_)), request.view.legal.size());
    // Cards a seat must show to everyone before it takes them up (Dreierles: the blind cards the
    // declarer draws, "when everyone has had a chance to look at them") stay face up for a while.
    int leastMs = mustAnswer ? thinkMs_ : 0;
    QStringList shown;
    for (const auto& [s, c] : request.view.shown)
        if (s == seat_)
            shown << text::Wording::cardName(model_->game().pack(), c);
    const bool exposing =
        !shown.isEmpty() && mustAnswer && !request.view.legal.empty() && request.view.legal.front().act == Act::Discard;
    if (exposing) {
        leastMs = std::min(3000, thinkMs_ * 4);
        emit status(
            QCoreApplication::translate("st::ui::FlowController", "%1 shows %2")
                .arg(model_->name(seat_), shown.join(QCoreApplication::translate("st::ui::FlowController", ", "))));
    } else {
        emit status(
            QCoreApplication::translate("st::ui::FlowController", "%1 is thinking\u2026").arg(model_->name(seat_)));
    }
    if (model_->dealStart() && !model_->record().deals.empty())
        if (auto obs = ai::observe(*model_->dealStart(), model_->record().deals.back(), seat_))
            request.observation = std::make_shared<const ai::Observation>(std::move(*obs));
    ++deciding_;
    std::shared_ptr<ComputerPlayer> player = player_;
    player->resetCancel();
    auto* watcher = new QFutureWatcher<std::optional<Action>>(this);
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    connect(watcher, &QFutureWatcher<std::optional<Action>>::finished, this,
            [this, watcher, answer, view = request.view, mustAnswer, clock, leastMs]() mutable {
                answer.action = watcher->result();
                watcher->deleteLater();
                qCDebug(lcAi, "decided in %lld ms%s", static_cast<long long>(clock->elapsed()),
                        answer.action ? "" : " (no answer)");
                // A player that gives no answer where one is due: the first legal decision.
                if (!answer.action && mustAnswer && !view.legal.empty())
                    answer.action = view.legal.front();
                std::optional<Action> fallback;
                if (mustAnswer && !view.legal.empty())
                    fallback = view.legal.front();
                const qint64 wait = std::max<qint64>(0, leastMs - clock->elapsed());
                QTimer::singleShot(static_cast<int>(wait), this, [this, answer, fallback] {
                    --deciding_;
                    fallback_ = fallback; // for a refusal of this answer
                    emit answered(answer);
                });
            });
    watcher->setFuture(QtConcurrent::run([player, request] { return player->decide(request); }));
}

void ComputerSeat::answerRefused(const Answer& a, const Refusal&) {
    // A player that answers wrongly: the first legal decision when one is due (once); an optional
    // decision refused is let pass.
    Answer again = a;
    if (a.kind == Question::Kind::Due && fallback_) {
        if (a.action == fallback_)
            return; // the first legal decision refused as well: nothing else to take
        again.action = fallback_;
    } else {
        again.action.reset();
    }
    emit answered(again);
}

} // namespace st::ui
