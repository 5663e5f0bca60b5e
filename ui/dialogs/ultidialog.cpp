#include "ultidialog.h"

#include "cards/cardtheme.h"
#include "dappen/deal.h"
#include "dialogs/decisionkeys.h"
#include "table/tablemodel.h"
#include "text/wording.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace st::ui {

UltiDialog::UltiDialog(const TableModel& model, const SeatView& view, const QString& deckStyle, QWidget* parent)
    : QDialog(parent), model_(model), seat_(view.seat) {
    setObjectName(QStringLiteral("ultiDialog"));
    setWindowTitle(tr("Ulti \u2014 lay out trumps for the last tricks"));
    const Pack& pack = model_.game().pack();
    const QString style = deckStyle.isEmpty() ? CardTheme::defaultStyle(pack.kind()) : deckStyle;
    const bool half = model_.game().variant().getString("ulti_stake") == "half";

    CardSet offered = 0;
    for (const Action& a : view.legal)
        if (a.act == Act::Announce && a.what == "ulti")
            offered |= toSet(a.cards);

    auto* box = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("Lay out trumps 1, 2 or 3 face up before you lead. They stay in your hand but are played only when you "
           "have no other choice, 3 before 2 before 1. With one card laid out it must win the last trick; with "
           "more, the highest the trick before, and so on \u2014 the 1 always the last. Each card is paid on its "
           "own: won, every opponent pays you its amount; lost, you pay every opponent. To lay out nothing, close "
           "this and play a card."),
        this);
    intro->setWordWrap(true);
    intro->setMinimumWidth(520);
    box->addWidget(intro);

    auto* row = new QHBoxLayout;
    row->addStretch();
    setStyleSheet(
        QStringLiteral("QToolButton[card=\"true\"] { border: 3px solid transparent; border-radius: 7px; padding: 2px; }"
                       "QToolButton[card=\"true\"]:checked { border-color: #b8860b; background: #ffe9a8; }") +
        decision::buttonStyle() + decision::cardFocusStyle());
    for (Card c : cardsOf(offered)) {
        auto* b = new QToolButton(this);
        b->setProperty("card", true);
        b->setObjectName(QStringLiteral("ulti_%1").arg(QString::fromStdString(pack.code(c))));
        b->setCheckable(true);
        b->setIcon(QIcon(CardTheme::instance().card(style, pack, c, 80, devicePixelRatioF())));
        b->setIconSize(CardTheme::cardSize(80));
        b->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        const int cents = dappen::ultiValue(c, half);
        b->setText(tr("%1: %2").arg(text::Wording::cardName(pack, c), text::Wording::money(cents)));
        b->setToolTip(tr("Lay out %1: %2 from every opponent if it wins its trick, %2 to every opponent if not")
                          .arg(text::Wording::cardName(pack, c), text::Wording::money(cents)));
        b->setCursor(Qt::PointingHandCursor);
        b->setFocusPolicy(Qt::StrongFocus); // Tab reaches every card, Space lays it out
        connect(b, &QToolButton::toggled, this, &UltiDialog::refresh);
        buttons_[c] = b;
        row->addWidget(b);
    }
    row->addStretch();
    box->addLayout(row);

    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("ultiStatus"));
    status_->setWordWrap(true);
    box->addWidget(status_);

    auto* buttons = new QHBoxLayout;
    auto* none = new QPushButton(tr("No Ulti \u2014 just play"), this);
    none->setObjectName(QStringLiteral("ultiCancel"));
    none->setToolTip(tr("Lay out nothing; lead a card from your hand"));
    connect(none, &QPushButton::clicked, this, &QDialog::reject);
    buttons->addWidget(none);
    buttons->addStretch();
    confirm_ = new QPushButton(tr("Lay out"), this);
    confirm_->setObjectName(QStringLiteral("ultiConfirm"));
    confirm_->setDefault(true);
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

Action UltiDialog::selection() const {
    Action a = Action::simple(seat_, Act::Announce);
    a.what = "ulti";
    for (auto it = buttons_.rbegin(); it != buttons_.rend(); ++it) // highest trump first
        if (it->second->isChecked())
            a.cards.push_back(it->first);
    return a;
}

void UltiDialog::refresh() {
    const Action a = selection();
    const Pack& pack = model_.game().pack();
    if (a.cards.empty()) {
        status_->setText(tr("Choose the trumps to lay out."));
        confirm_->setEnabled(false);
        return;
    }
    if (const Refusal r = model_.check(a)) {
        status_->setText(tr("Not allowed: %1").arg(text::Wording::reason(r, pack)));
        confirm_->setEnabled(false);
        return;
    }
    QStringList names;
    for (Card c : a.cards)
        names << text::Wording::cardName(pack, c);
    status_->setText(tr("Lay out %1.").arg(names.join(QStringLiteral(", "))));
    confirm_->setEnabled(true);
}

} // namespace st::ui
