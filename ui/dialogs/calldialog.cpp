#include "calldialog.h"

#include "cards/cardtheme.h"
#include "dialogs/decisionkeys.h"
#include "text/wording.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace st::ui {

QString CallDialog::advice(const Pack& pack, CardSet firstThree, const std::vector<Action>& legal) {
    // For each suit held, the highest card of it not among the three; prefer the
    // suit with most cards (then the stronger holding).
    int bestSuit = -1, bestCount = 0, bestPoints = -1;
    for (int s = 0; s < 4; ++s) {
        const CardSet held = firstThree & pack.suitMask(s);
        const int n = count(held);
        int pts = 0;
        for (Card c : cardsOf(held))
            pts += pack.points(c);
        if (n > bestCount || (n == bestCount && n > 0 && pts > bestPoints)) {
            bestSuit = s;
            bestCount = n;
            bestPoints = pts;
        }
    }
    if (bestSuit < 0)
        return {};
    Card suggestion = kNoCard;
    for (int r = Pack::Ace; r <= Pack::Nine; ++r) {
        const Card c = Pack::german(bestSuit, r);
        if (has(firstThree, c))
            continue;
        const bool callable = std::any_of(legal.begin(), legal.end(), [&](const Action& a) { return a.card == c; });
        if (callable) {
            suggestion = c;
            break;
        }
    }
    if (suggestion == kNoCard)
        return {};
    return tr("Hint: call the highest card of your trump suit that you do not hold \u2014 here %1. "
              "Calling a card you hold yourself means playing alone.")
        .arg(text::Wording::cardName(pack, suggestion));
}

CallDialog::CallDialog(const Pack& pack, const QString& deckStyle, const std::vector<Action>& legal, CardSet firstThree,
                       QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("callDialog"));
    setWindowTitle(tr("Rufen \u2014 call a card"));
    setWindowFlag(Qt::WindowCloseButtonHint, false);
    const QString style = deckStyle.isEmpty() ? CardTheme::defaultStyle(pack.kind()) : deckStyle;
    auto* box = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("You are forehand. Call a card: its suit becomes trumps and whoever holds it is "
                                "your partner. You must hold a card of the called suit among these three."),
                             this);
    intro->setWordWrap(true);
    box->addWidget(intro);
    auto* three = new QHBoxLayout;
    three->addStretch();
    for (Card c : cardsOf(firstThree)) {
        auto* l = new QLabel(this);
        l->setPixmap(CardTheme::instance().card(style, pack, c, 80, devicePixelRatioF()));
        l->setToolTip(text::Wording::cardName(pack, c));
        three->addWidget(l);
    }
    three->addStretch();
    box->addLayout(three);
    auto* grid = new QGridLayout;
    grid->setSpacing(4);
    for (Card c : cardsOf(pack.all())) {
        const auto it = std::find_if(legal.begin(), legal.end(),
                                     [&](const Action& a) { return a.act == Act::Call && a.card == c; });
        auto* b = new QToolButton(this);
        b->setObjectName(QStringLiteral("call_%1").arg(QString::fromStdString(pack.code(c))));
        b->setIcon(QIcon(CardTheme::instance().card(style, pack, c, 52, devicePixelRatioF())));
        b->setIconSize(QSize(52, 78));
        b->setAutoRaise(true);
        b->setProperty("card", true);
        const QString name = text::Wording::cardName(pack, c);
        b->setAccessibleName(name);
        b->setEnabled(it != legal.end());
        b->setToolTip(it != legal.end() ? tr("Call %1").arg(name)
                                        : tr("%1: you hold no card of this suit among your three").arg(name));
        if (it != legal.end()) {
            const Action a = *it;
            connect(b, &QToolButton::clicked, this, [this, a] {
                emit chosen(a);
                accept();
            });
        }
        grid->addWidget(b, pack.suit(c), Pack::germanRank(c));
    }
    box->addLayout(grid);
    const QString hint = advice(pack, firstThree, legal);
    if (!hint.isEmpty()) {
        auto* h = new QLabel(hint, this);
        h->setObjectName(QStringLiteral("callHint"));
        h->setWordWrap(true);
        h->setStyleSheet(QStringLiteral("color: #6b4e00; background: #fff4d0; padding: 6px; border-radius: 4px;"));
        box->addWidget(h);
    }
    // Keyboard: Tab to a card (a ring shows which), Enter or Space calls it; nothing is called
    // by Enter before the player has chosen a card.
    setStyleSheet(decision::focusStyle());
    decision::keyboardChoices(this, nullptr);
}

} // namespace st::ui
