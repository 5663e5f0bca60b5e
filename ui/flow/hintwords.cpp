#include "hintwords.h"

#include "ai/explain.h"
#include "dialogs/dealreview.h"

namespace st::ui {

QString HintWords::thinking() {
    return tr("Thinking about a hint\u2026");
}

QString HintWords::nothingToDecide() {
    return tr("There is nothing to decide right now.");
}

QString HintWords::notYourTurn() {
    return tr("It is not your turn.");
}

QString HintWords::text(const Game& game, const Action& a, const ai::HintExplanation& e, const SeatView& v,
                        const Describe& describe) {
    const QString what = a.seat < 0 ? tr("let it pass") : describe(a, v);
    // The reason in words first, then the numbers.
    const QString why = DealReview::reasonText(game, a, e);
    QString text = why.isEmpty() ? tr("Hint: %1.").arg(what) : tr("Hint: %1 \u2014 %2").arg(what, why);
    if (e.value && e.nextValue) {
        const QString next = e.next.seat < 0 ? tr("letting it pass") : describe(e.next, v);
        text += QLatin1Char(' ') +
                tr("The expert expects %1 from it, %2 from \u201c%3\u201d.")
                    .arg(DealReview::valueText(game, v, *e.value), DealReview::valueText(game, v, *e.nextValue), next);
    }
    return text;
}

QString HintWords::withReason(const Action& a, const QString& why, const SeatView& v, const Describe& describe) {
    return tr("Hint: %1 \u2014 %2").arg(a.seat < 0 ? tr("let it pass") : describe(a, v), why);
}

} // namespace st::ui
