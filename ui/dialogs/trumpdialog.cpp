#include "trumpdialog.h"

#include "cards/cardtheme.h"
#include "text/wording.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
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
        for (Card c : cardsOf(hand)) {
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
}

} // namespace st::ui
