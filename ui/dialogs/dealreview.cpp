#include "dealreview.h"

#include "game.h"
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

namespace {

QString signedNumber(double v, int decimals) {
    const double shown = std::round(v * std::pow(10.0, decimals)) / std::pow(10.0, decimals);
    const QString digits = QLocale().toString(std::abs(shown), 'f', decimals);
    return (shown > 0 ? QStringLiteral("+") : shown < 0 ? QStringLiteral("\u2212") : QString()) + digits;
}

bool mainz(const Game& game) {
    const auto& specs = game.variant().specs();
    return game.id() == "dappen" &&
           std::any_of(specs.begin(), specs.end(), [](const OptionSpec& o) { return o.name == "rules"; }) &&
           game.variant().getString("rules") == "mainz";
}

} // namespace

QString DealReview::valueText(const Game& game, double value) {
    const std::string_view id = game.id();
    if (id == "dreeg")
        return tr("%1 strokes").arg(signedNumber(value, 1));
    if (id == "dappen" && !mainz(game))
        return tr("%1 cents").arg(signedNumber(value, 0));
    if (id == "dreierschnapsen")
        return tr("%1 points").arg(signedNumber(value, 1));
    return tr("%1 game points").arg(signedNumber(value, 1));
}

DealReview::DealReview(const TableModel& model, int seat, std::size_t deal, Describe describe, Face face,
                       QWidget* parent)
    : QDialog(parent), model_(model), seat_(seat), deal_(deal), describe_(std::move(describe)), face_(std::move(face)) {
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
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* inner = new QWidget(scroll);
    list_ = new QVBoxLayout(inner);
    list_->addStretch(1);
    scroll->setWidget(inner);
    scroll->setMinimumSize(720, 420);
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
    watcher_->setFuture(QtConcurrent::run([record, deal, seat] {
        std::string error;
        ai::ReviewOptions options;
        options.margin = record.game ? ai::defaultMargin(record.game->id) : 0.0;
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
    } else if (points.empty()) {
        headline_->setText(tr("Well played: the strong player would have decided as you did at every turn of this deal "
                              "(or gained too little to mention)."));
    } else {
        headline_->setText(tr("The strong player would have chosen otherwise in %n of your decisions. Each shows "
                              "what you saw, both choices and what the strong player expected of each for you "
                              "(your result less the others' average, over the hands they could hold).",
                              nullptr, static_cast<int>(points.size())));
        int n = 0;
        for (const ai::ReviewPoint& p : points)
            list_->insertWidget(list_->count() - 1, pointWidget(p, ++n));
    }
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
    auto* box = new QVBoxLayout(frame);
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
        l->setMinimumWidth(110);
        row->addWidget(l);
        // Up to 44 pixels a card; a long hand (the Cego games) smaller, so that it fits the row.
        const int width = std::clamp(600 / std::max<int>(1, static_cast<int>(cards.size())) - 4, 26, 44);
        for (const auto& [who, c] : cards) {
            auto* col = new QVBoxLayout;
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
    // Both choices and what the strong player expected of each.
    auto* choices = new QLabel(frame);
    choices->setObjectName(QStringLiteral("reviewChoices"));
    choices->setTextFormat(Qt::RichText);
    choices->setWordWrap(true);
    choices->setText(QStringLiteral("<table cellpadding='2'><tr><td>%1</td><td><b>%2</b></td><td>%3</td></tr>"
                                    "<tr><td>%4</td><td><b style='color:#1d6b2c'>%5</b></td><td>%6</td></tr></table>"
                                    "<p style='color:#6b5433'>%7</p>")
                         .arg(tr("You chose:").toHtmlEscaped(), describe_(p.chosen, p.view).toHtmlEscaped(),
                              tr("expected %1").arg(valueText(game, p.chosenValue)).toHtmlEscaped(),
                              tr("The strong player:").toHtmlEscaped(),
                              (ai::declines(p) ? tr("Let it pass") : describe_(p.better, p.view)).toHtmlEscaped(),
                              tr("expected %1").arg(valueText(game, p.betterValue)).toHtmlEscaped(),
                              tr("A difference of %1 for you in this deal.")
                                  .arg(valueText(game, p.betterValue - p.chosenValue))
                                  .toHtmlEscaped()));
    box->addWidget(choices);
    return frame;
}

} // namespace st::ui
