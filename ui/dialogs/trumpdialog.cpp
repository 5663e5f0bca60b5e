#include "trumpdialog.h"

#include "table/handorder.h"

#include "cards/cardtheme.h"
#include "dialogs/decisionkeys.h"
#include "text/wording.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace st::ui {

TrumpDialog::TrumpDialog(const Pack& pack, const QString& deckStyle, const std::vector<Action>& legal, CardSet hand,
                         const QString& title, const QString& explanation, QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("trumpDialog"));
    setWindowTitle(title);
    auto* box = new QVBoxLayout(this);
    auto* text = new QLabel(explanation, this);
    text->setWordWrap(true);
    text->setMinimumWidth(460);
    box->addWidget(text);
    const QString style = deckStyle.isEmpty() ? CardTheme::defaultStyle(pack.kind()) : deckStyle;
    if (hand) {
        auto* handRow = new QHBoxLayout;
        handRow->addWidget(new QLabel(tr("Your cards:"), this));
        for (Card c : handDisplayOrder(pack, hand, -1)) { // as on the table (no trumps yet)
            auto* l = new QLabel(this);
            l->setPixmap(CardTheme::instance().card(style, pack, c, 64, devicePixelRatioF()));
            l->setToolTip(text::Wording::cardName(pack, c));
            handRow->addWidget(l);
        }
        handRow->addStretch();
        box->addLayout(handRow);
    }
    auto* suits = new QHBoxLayout;
    for (const Action& a : legal) {
        if (a.act != Act::Trump)
            continue;
        const QString name = text::Wording::suitName(pack, a.suit);
        auto* b = new QPushButton(tr("Trumps: %1").arg(name), this);
        b->setObjectName(QStringLiteral("trump_%1").arg(QLatin1Char(pack.suitLetter(a.suit))));
        // The suit's Ace as its picture.
        b->setIcon(
            QIcon(CardTheme::instance().card(style, pack, Pack::german(a.suit, Pack::Ace), 40, devicePixelRatioF())));
        b->setIconSize(QSize(40, 60));
        b->setMinimumHeight(72);
        b->setToolTip(tr("Make %1 trumps").arg(name));
        connect(b, &QPushButton::clicked, this, [this, a] {
            emit chosen(a);
            accept();
        });
        suits->addWidget(b);
    }
    box->addLayout(suits);
    // Dreierschnapsen: turn up a card of the second packet, blind.
    QList<Action> blind;
    for (const Action& a : legal)
        if (a.act == Act::TrumpBlind)
            blind << a;
    if (!blind.isEmpty()) {
        auto* why = new QLabel(tr("Or let chance decide: turn up one of the three cards of your second packet. Its "
                                  "suit is trumps; the card stays in your hand and is shown to all."),
                               this);
        why->setWordWrap(true);
        box->addWidget(why);
        auto* backs = new QHBoxLayout;
        backs->addStretch();
        for (const Action& a : blind) {
            auto* b = new QToolButton(this);
            b->setObjectName(QStringLiteral("trumpBlind_%1").arg(a.index));
            b->setIcon(QIcon(CardTheme::instance().back(1, 64, devicePixelRatioF())));
            b->setIconSize(CardTheme::cardSize(64));
            b->setAutoRaise(true);
            b->setProperty("card", true);
            b->setCursor(Qt::PointingHandCursor);
            b->setToolTip(tr("Turn up card %1 of your second packet").arg(a.index + 1));
            b->setAccessibleName(b->toolTip());
            connect(b, &QToolButton::clicked, this, [this, a] {
                emit chosen(a);
                accept();
            });
            backs->addWidget(b);
        }
        backs->addStretch();
        box->addLayout(backs);
    }
    for (const Action& a : legal) {
        if (a.act != Act::Redeal)
            continue;
        auto* b = new QPushButton(tr("Neu geben — redeal (three Unters)"), this);
        b->setObjectName(QStringLiteral("redealButton"));
        b->setToolTip(tr("Your first three cards are all Unters: the cards are thrown in and the same dealer deals "
                         "again, without score."));
        connect(b, &QPushButton::clicked, this, [this, a] {
            emit chosen(a);
            accept();
        });
        box->addWidget(b);
    }
    for (const Action& a : legal) {
        if (a.act != Act::Surrender)
            continue;
        auto* b = new QPushButton(tr("Aufgeben \u2014 surrender the deal"), this);
        b->setObjectName(QStringLiteral("surrenderButton"));
        b->setToolTip(tr("No play: the cards are thrown in and each of the other players erases two strokes."));
        connect(b, &QPushButton::clicked, this, [this, a] {
            emit chosen(a);
            accept();
        });
        box->addWidget(b);
    }
    // A decision is due: the dialog cannot be dismissed without one.
    setWindowFlag(Qt::WindowCloseButtonHint, false);
    // Keyboard: Tab to a choice (a ring shows which), Enter or Space takes it; Enter takes
    // nothing before the player has moved to a choice.
    setStyleSheet(decision::focusStyle());
    decision::keyboardChoices(this, nullptr);
}

} // namespace st::ui
