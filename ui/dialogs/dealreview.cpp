#include "dealreview.h"

#include "game.h"
#include "games/gameface.h"
#include "table/tablemodel.h"
#include "text/wording.h"

#include <QDialogButtonBox>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

namespace st::ui {

QString DealReview::signedValue(double v, int decimals) {
    const double shown = std::round(v * std::pow(10.0, decimals)) / std::pow(10.0, decimals);
    const QString digits = QLocale().toString(std::abs(shown), 'f', decimals);
    return (shown > 0 ? QStringLiteral("+") : shown < 0 ? QStringLiteral("\u2212") : QString()) + digits;
}

QString DealReview::valueText(const Game& game, const SeatView& view, double value) {
    return faces::face(game).reviewValue(game, view, value);
}

QString DealReview::reasonText(const Game& game, const Action& a, const ai::HintExplanation& e) {
    const Pack& pack = game.pack();
    const auto card = [&](Card c) { return text::Wording::cardName(pack, c); };
    const QString suit = e.suit >= 0 ? text::Wording::suitName(pack, e.suit) : QString();
    // The hand's facts: the cards of its best suit (with King and Over) and its high cards.
    // Cego's trump suit is the Tarocks, named "trumps" itself: not named twice.
    const bool tarocks = pack.kind() == PackKind::Cego54;
    const QString suitPart = e.trumps ? (e.pair ? tr("%n trump(s) (%1) with King and Over", nullptr, e.count).arg(suit)
                                         : tarocks ? tr("%n trump(s)", nullptr, e.count)
                                                   : tr("%n trump(s) (%1)", nullptr, e.count).arg(suit))
                             : e.pair ? tr("%n card(s) of %1 with King and Over", nullptr, e.count).arg(suit)
                                      : tr("%n card(s) of %1", nullptr, e.count).arg(suit);
    const QString highPart = tarocks ? tr("%n high card(s) (the Trull and Kings)", nullptr, e.high)
                                     : tr("%n Ace(s) and Ten(s)", nullptr, e.high);
    switch (e.why) {
    case ai::HintWhy::OnlyChoice:
        return a.act == Act::Play ? tr("it is the only card you may play.") : tr("it is the only choice you have.");
    case ai::HintWhy::WinsTrick:
        return tr("it beats the %1 and takes the trick.").arg(card(e.beats));
    case ai::HintWhy::BeatsSoFar:
        return tr("it beats the %1 on the table; the others still play.").arg(card(e.beats));
    case ai::HintWhy::CannotWin:
        return tr("none of your cards can beat the %1, so give away as little as you can.").arg(card(e.beats));
    case ai::HintWhy::Smallest:
        return tr("you could beat the %1, but keeping your strong cards is worth more.").arg(card(e.beats));
    case ai::HintWhy::LeadMaster:
        return tr("no card still out is higher in its suit.");
    case ai::HintWhy::LeadTrump:
        return tr("leading trumps draws the others' trumps.");
    case ai::HintWhy::DeclareNow:
        return tr("King and Over of %1 count %2 points: declared now, they are yours for sure.")
            .arg(suit)
            .arg(e.points);
    case ai::HintWhy::Close:
        return tr("you hold %1 and %2: enough for the tricks you still need, without drawing.").arg(suitPart, highPart);
    case ai::HintWhy::GoOut:
        return tr("you have the points to win: going out ends the deal now.");
    case ai::HintWhy::Exchange:
        return tr("you take the %1 for your low trump: a stronger trump can only help.").arg(card(e.card));
    case ai::HintWhy::Bid:
        return tr("you hold %1 and %2: your hand is strong enough for it.").arg(suitPart, highPart);
    case ai::HintWhy::Pass:
        return tr("you hold only %1 and %2: too weak for a bid – a contract needs more trumps and high cards.")
            .arg(suitPart, highPart);
    case ai::HintWhy::TrumpSuit:
        return e.pair
                   ? tr("you hold %1: as trumps they are your longest suit, and King and Over make a 40.").arg(suitPart)
                   : tr("you hold %1: no suit gives you more trumps.").arg(suitPart);
    case ai::HintWhy::Knock:
        return tr("you hold %1 and %2: you expect to win more than you lose, and knocking doubles the stake.")
            .arg(suitPart, highPart);
    case ai::HintWhy::Decline:
        return tr("you hold %1 and %2: it would risk more than it brings.").arg(suitPart, highPart);
    case ai::HintWhy::Discard:
        return tr("these cards are the least likely to take a trick; you keep your trumps and high cards.");
    case ai::HintWhy::Lead:
    case ai::HintWhy::Expected:
        return e.value ? tr("of all your choices, the expert expects the most from it.") : QString();
    }
    return {};
}

DealReview::DealReview(const TableModel& model, int seat, std::size_t deal, Describe describe, Face face,
                       QWidget* parent, std::vector<std::size_t> scripted)
    : QDialog(parent), model_(model), seat_(seat), deal_(deal), describe_(std::move(describe)), face_(std::move(face)),
      lesson_(!scripted.empty()) {
    setObjectName(QStringLiteral("dealReview"));
    setWindowTitle(tr("Review of your play"));
    auto* box = new QVBoxLayout(this);
    headline_ =
        new QLabel(tr("The strong player looks at each of your decisions, seeing only what you saw\u2026"), this);
    headline_->setObjectName(QStringLiteral("reviewHeadline"));
    headline_->setWordWrap(true);
    box->addWidget(headline_);
    auto* busy = new QProgressBar(this);
    busy->setObjectName(QStringLiteral("reviewBusy"));
    busy->setRange(0, 0);
    box->addWidget(busy);
    auto* scroll = scroll_ = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* inner = new QWidget(scroll);
    list_ = new QVBoxLayout(inner);
    list_->addStretch(1);
    scroll->setWidget(inner);
    scroll->setMinimumSize(900, 120);
    box->addWidget(scroll, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setObjectName(QStringLiteral("reviewClose"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    box->addWidget(buttons);

    // The record is copied: the review runs on a worker thread while the table goes on.
    const Record record = model.record();
    watcher_ = new QFutureWatcher<std::pair<std::vector<ai::ReviewPoint>, QString>>(this);
    connect(watcher_, &QFutureWatcher<std::pair<std::vector<ai::ReviewPoint>, QString>>::finished, this, [this, busy] {
        busy->hide();
        const auto result = watcher_->result();
        show(result.first, result.second);
    });
    watcher_->setFuture(QtConcurrent::run([record, deal, seat, scripted = std::move(scripted)] {
        std::string error;
        ai::ReviewOptions options;
        options.margin = record.game ? ai::defaultMargin(record.game->id) : 0.0;
        options.scripted = scripted;
        auto points = ai::reviewDeal(record, deal, seat, options, &error);
        return std::make_pair(std::move(points), QString::fromStdString(error));
    }));
}

DealReview::~DealReview() {
    if (watcher_)
        watcher_->disconnect(this);
}

void DealReview::show(const std::vector<ai::ReviewPoint>& points, const QString& error) {
    points_ = points;
    ready_ = true;
    if (!error.isEmpty()) {
        headline_->setText(tr("This deal cannot be reviewed: %1").arg(error));
    } else if (points.empty() && lesson_) {
        headline_->setText(tr("Your moves in this lesson were the lesson's, chosen to show what it teaches, so "
                              "none of them is counted as a mistake. Play a practice deal to have your own "
                              "decisions reviewed."));
    } else if (points.empty()) {
        headline_->setText(tr("Well played: the strong player would have decided as you did at every turn of this deal "
                              "(or gained too little to mention)."));
    } else {
        headline_->setText(tr("The strong player would have chosen otherwise in %n of your decisions. Each shows "
                              "what you saw, both choices and what the strong player expected of each for you "
                              "(your result less the others' average, over the hands they could hold).",
                              nullptr, static_cast<int>(points.size())));
        int n = 0;
        for (const ai::ReviewPoint& p : points) {
            QWidget* w = pointWidget(p, ++n);
            list_->insertWidget(list_->count() - 1, w);
            w->show(); // now, so that its size counts below
        }
    }
    // As tall as the points need, up to a screenful: no empty space below a short review.
    const int content = list_->parentWidget() ? list_->parentWidget()->sizeHint().height() : 0;
    scroll_->setMinimumHeight(std::clamp(content, 40, 560));
    adjustSize();
    emit reviewReady();
}

QWidget* DealReview::pointWidget(const ai::ReviewPoint& p, int number) {
    const Game& game = model_.game();
    const Pack& pack = game.pack();
    auto* frame = new QFrame(this);
    frame->setObjectName(QStringLiteral("reviewPoint%1").arg(number));
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setStyleSheet(QStringLiteral("#%1 { background: #fbf6ea; border: 1px solid #c9b48a; border-radius: 6px; }")
                             .arg(frame->objectName()));
    // The position (left) beside the explanation (right).
    auto* outer = new QHBoxLayout(frame);
    auto* left = new QWidget(frame);
    left->setMinimumWidth(300); // the explanations of all points start at one line
    auto* box = new QVBoxLayout(left);
    box->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(left, 0);
    // Where in the deal: the trick's number for a card played, else the kind of decision.
    int tricks = 0;
    for (int t : p.view.tricksWon)
        tricks += t;
    QString where;
    switch (p.chosen.act) {
    case Act::Play:
        where = p.view.trick.empty()
                    ? tr("Trick %1, your lead").arg(tricks + 1)
                    : tr("Trick %1, after %n card(s)", nullptr, static_cast<int>(p.view.trick.size())).arg(tricks + 1);
        break;
    case Act::Bid:
    case Act::Pass:
        where = tr("Bidding");
        break;
    case Act::Discard:
        where = tr("Discarding");
        break;
    case Act::Knock:
        where = tr("Knocking");
        break;
    default:
        where = tr("Decision %1 of the deal").arg(p.action + 1);
        break;
    }
    auto* title = new QLabel(QStringLiteral("<b>%1</b>").arg(where.toHtmlEscaped()), frame);
    box->addWidget(title);
    // The position: the hand and what lies on the table.
    auto cardsRow = [&](const QString& label, const std::vector<std::pair<int, Card>>& cards) {
        auto* row = new QHBoxLayout;
        auto* l = new QLabel(label, frame);
        l->setMinimumWidth(90);
        row->addWidget(l, 0, Qt::AlignTop);
        // Up to 36 pixels a card; a long hand (the Cego games) smaller, so that it fits beside the words.
        const int width = std::clamp(340 / std::max<int>(1, static_cast<int>(cards.size())) - 2, 18, 36);
        row->setSpacing(2);
        for (const auto& [who, c] : cards) {
            auto* col = new QVBoxLayout;
            col->setSpacing(0);
            auto* pic = new QLabel(frame);
            pic->setPixmap(face_(c, width));
            pic->setToolTip(text::Wording::cardName(pack, c));
            col->addWidget(pic, 0, Qt::AlignHCenter);
            if (who >= 0) {
                auto* name = new QLabel(model_.isHuman(who) ? tr("You") : model_.name(who), frame);
                name->setStyleSheet(QStringLiteral("color: #6b5433; font-size: small;"));
                col->addWidget(name, 0, Qt::AlignHCenter);
            }
            row->addLayout(col);
        }
        row->addStretch(1);
        box->addLayout(row);
    };
    std::vector<std::pair<int, Card>> hand;
    for (Card c : cardsOf(p.view.hand))
        hand.push_back({-1, c});
    std::sort(hand.begin(), hand.end(), [&](const auto& a, const auto& b) {
        return pack.suit(a.second) != pack.suit(b.second) ? pack.suit(a.second) < pack.suit(b.second)
                                                          : pack.strength(a.second) > pack.strength(b.second);
    });
    cardsRow(tr("Your cards:"), hand);
    if (!p.view.trick.empty()) {
        std::vector<std::pair<int, Card>> trick;
        for (const auto& [s, c] : p.view.trick)
            trick.push_back({s, c});
        cardsRow(tr("On the table:"), trick);
    }
    box->addStretch(1);
    // Both choices, why the strong player's, and what it expected of each.
    auto* choices = new QLabel(frame);
    choices->setObjectName(QStringLiteral("reviewChoices"));
    choices->setTextFormat(Qt::RichText);
    choices->setWordWrap(true);
    const QString reason = reasonText(game, p.better, p.why);
    // A value stays on one line ("expected −1.5 game points").
    const auto nowrap = [](const QString& t) {
        return QStringLiteral("<span style='white-space:nowrap'>%1</span>").arg(t.toHtmlEscaped());
    };
    choices->setText(QStringLiteral("<table cellpadding='2'><tr><td>%1</td><td><b>%2</b></td><td>%3</td></tr>"
                                    "<tr><td>%4</td><td><b style='color:#1d6b2c'>%5</b></td><td>%6</td></tr></table>"
                                    "%8<p style='color:#6b5433'>%7</p>")
                         .arg(tr("You chose:").toHtmlEscaped(), describe_(p.chosen, p.view).toHtmlEscaped(),
                              nowrap(tr("expected %1").arg(valueText(game, p.view, p.chosenValue))),
                              tr("The strong player:").toHtmlEscaped(),
                              (ai::declines(p) ? tr("Let it pass") : describe_(p.better, p.view)).toHtmlEscaped(),
                              nowrap(tr("expected %1").arg(valueText(game, p.view, p.betterValue))),
                              // "for you" says already whose favour the difference is in: the
                              // value plain, not "in your favour" once more (Kamerun).
                              tr("A difference of %1 for you in this deal.")
                                  .arg(valueText(game, SeatView{}, p.betterValue - p.chosenValue))
                                  .toHtmlEscaped(),
                              reason.isEmpty()
                                  ? QString()
                                  : QStringLiteral("<p>%1</p>").arg(tr("Why: %1").arg(reason).toHtmlEscaped())));
    choices->setMinimumWidth(300);
    outer->addWidget(choices, 1, Qt::AlignTop);
    return frame;
}

} // namespace st::ui
