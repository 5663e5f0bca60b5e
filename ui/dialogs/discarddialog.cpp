#include "discarddialog.h"

#include "cards/cardtheme.h"
#include "dialogs/decisionkeys.h"
#include "table/tablemodel.h"
#include "text/wording.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace st::ui {

DiscardDialog::DiscardDialog(const TableModel& model, const SeatView& view, const QList<Card>& order, CardSet fresh,
                             const QString& deckStyle, const Texts& texts, QWidget* parent)
    : QDialog(parent), model_(model), seat_(view.seat) {
    setObjectName(QStringLiteral("discardDialog"));
    setWindowTitle(texts.title);
    setWindowFlag(Qt::WindowCloseButtonHint, false);
    const Pack& pack = model_.game().pack();
    const QString style = deckStyle.isEmpty() ? CardTheme::defaultStyle(pack.kind()) : deckStyle;

    // The number to lay away and one discard the core accepts, from its legal actions.
    Action accepted;
    for (const Action& a : view.legal)
        if (a.act == Act::Discard) {
            accepted = a;
            needed_ = static_cast<int>(a.cards.size());
            break;
        }
    for (Card c : order)
        if (has(view.hand, c))
            order_ << c;
    for (Card c : cardsOf(view.hand))
        if (!order_.contains(c))
            order_ << c;
    if (accepted.act == Act::Discard)
        for (Card c : order_)
            if (std::find(accepted.cards.begin(), accepted.cards.end(), c) == accepted.cards.end())
                if (const Refusal r = cardRefusal(c, accepted))
                    kept_[c] = r;

    auto* box = new QVBoxLayout(this);
    auto* intro = new QLabel(texts.intro, this);
    intro->setWordWrap(true);
    box->addWidget(intro);
    if (fresh) {
        QStringList names;
        for (Card c : order_)
            if (has(fresh, c))
                names << text::Wording::cardName(pack, c);
        auto* taken = new QLabel(tr("Taken up (marked \u2605): %1").arg(names.join(QStringLiteral(", "))), this);
        taken->setObjectName(QStringLiteral("discardTaken"));
        taken->setWordWrap(true);
        box->addWidget(taken);
    }

    const int width = order_.size() > 12 ? 66 : 80;
    const int columns = order_.size() > 12 ? 10 : static_cast<int>(order_.size());
    auto* grid = new QGridLayout;
    grid->setSpacing(4);
    setStyleSheet(
        QStringLiteral("QToolButton[card=\"true\"] { border: 3px solid transparent; border-radius: 7px; padding: 2px;"
                       " background: transparent; }"
                       "QToolButton[card=\"true\"]:hover { border-color: #d9b36c; }"
                       "QToolButton[card=\"true\"]:checked { border-color: #b03a1a; background: #f3c3ad; }") +
        decision::buttonStyle() + decision::cardFocusStyle());
    int i = 0;
    for (Card c : order_) {
        auto* b = new QToolButton(this);
        b->setProperty("card", true);
        b->setObjectName(QStringLiteral("discard_%1").arg(QString::fromStdString(pack.code(c))));
        b->setCheckable(true);
        b->setIcon(QIcon(CardTheme::instance().card(style, pack, c, width, devicePixelRatioF())));
        b->setIconSize(CardTheme::cardSize(width));
        b->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        b->setText(has(fresh, c) ? QStringLiteral("\u2605 %1").arg(texts.fresh) : QStringLiteral(" "));
        const QString name = text::Wording::cardName(pack, c);
        b->setAccessibleName(name);
        const auto kept = kept_.find(c);
        b->setToolTip(kept == kept_.end() ? name : tr("%1: %2").arg(name, text::Wording::reason(kept->second, pack)));
        b->setCursor(Qt::PointingHandCursor);
        b->setFocusPolicy(Qt::StrongFocus); // Tab reaches every card, Space turns it over
        // toggled, not clicked: a screen reader's Toggle action turns the card over without a click.
        connect(b, &QToolButton::toggled, this, [this, c] { toggled(c); });
        buttons_[c] = b;
        grid->addWidget(b, i / columns, i % columns);
        ++i;
    }
    box->addLayout(grid);

    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("discardStatus"));
    status_->setWordWrap(true);
    status_->setMinimumHeight(40);
    box->addWidget(status_);

    auto* buttons = new QHBoxLayout;
    auto* clearAll = new QPushButton(tr("Clear"), this);
    clearAll->setObjectName(QStringLiteral("discardClear"));
    clearAll->setToolTip(tr("Take back every card chosen"));
    connect(clearAll, &QPushButton::clicked, this, [this] {
        for (auto& [c, b] : buttons_)
            b->setChecked(false);
        refresh();
    });
    buttons->addWidget(clearAll);
    buttons->addStretch();
    confirm_ = new QPushButton(tr("Lay away"), this);
    confirm_->setObjectName(QStringLiteral("discardConfirm"));
    confirm_->setDefault(true);
    confirm_->setMinimumHeight(34);
    connect(confirm_, &QPushButton::clicked, this, [this] {
        const Action a = selection();
        if (model_.check(a))
            return;
        emit chosen(a);
        accept();
    });
    buttons->addWidget(confirm_);
    box->addLayout(buttons);
    refresh();
}

Refusal DiscardDialog::cardRefusal(Card c, const Action& accepted) const {
    Refusal first;
    for (std::size_t i = 0; i < accepted.cards.size(); ++i) {
        Action probe = accepted;
        probe.cards[i] = c;
        const Refusal r = model_.check(probe);
        if (!r)
            return {};
        if (!first || (first.card != c && r.card == c))
            first = r;
    }
    return first;
}

Action DiscardDialog::selection() const {
    Action a = Action::simple(seat_, Act::Discard);
    for (Card c : order_)
        if (buttons_.at(c)->isChecked())
            a.cards.push_back(c);
    return a;
}

void DiscardDialog::toggled(Card c) {
    QToolButton* b = buttons_.at(c);
    const auto kept = kept_.find(c);
    if (b->isChecked() && kept != kept_.end()) {
        // The core never lets this card go: refuse the click and say why.
        b->setChecked(false);
        refresh();
        status_->setStyleSheet(QStringLiteral("color: #9b1c00;"));
        status_->setText(tr("Not allowed: %1").arg(text::Wording::reason(kept->second, model_.game().pack())));
        return;
    }
    refresh();
}

void DiscardDialog::refresh() {
    const Action a = selection();
    const int chosen = static_cast<int>(a.cards.size());
    bool ok = false;
    QString text;
    if (chosen < needed_) {
        text =
            tr("Choose %1 cards to lay away \u2014 %2 chosen, %3 to go").arg(needed_).arg(chosen).arg(needed_ - chosen);
    } else if (chosen > needed_) {
        text = tr("%1 chosen, %2 too many: take some back").arg(chosen).arg(chosen - needed_);
    } else if (const Refusal r = model_.check(a)) {
        text = tr("Not allowed: %1").arg(text::Wording::reason(r, model_.game().pack()));
    } else {
        ok = true;
        QStringList names;
        for (Card c : a.cards)
            names << text::Wording::cardName(model_.game().pack(), c);
        text = tr("Lay away %1.").arg(names.join(QStringLiteral(", ")));
    }
    const bool refused = chosen == needed_ && !ok;
    status_->setStyleSheet(refused ? QStringLiteral("color: #9b1c00;")
                           : ok    ? QStringLiteral("color: #1d5e20; font-weight: 600;")
                                   : QString());
    status_->setText(text);
    confirm_->setEnabled(ok);
}

} // namespace st::ui
