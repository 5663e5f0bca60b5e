// Keyboard play of the decision dialogs (calling, trumps, bidding, discarding,
// Ulti): Tab reaches every choice, the focused one wears a clear ring, and
// Enter, Return or Space press the focused choice, push button or card alike.
// Where every choice commits (a bid, a called card, a trump suit) nothing is
// pressed by Enter unless the player has moved the focus onto it.
#pragma once

#include <QAbstractButton>
#include <QDialog>
#include <QEvent>
#include <QKeyEvent>
#include <QPushButton>
#include <QString>
#include <QToolButton>

namespace st::ui::decision {

/// The push buttons of a decision dialog in the table's colours, with a focus ring.
inline QString buttonStyle() {
    return QStringLiteral(
        "QPushButton { color: #1d140b; background: #efe2c2; border: 1px solid #6b4e2a; border-radius: 6px;"
        " padding: 5px 7px; }"
        "QPushButton:hover { background: #fff3d6; }"
        "QPushButton:pressed { background: #e2cf9f; }"
        "QPushButton:default { background: #f2c45a; }"
        "QPushButton:disabled { color: #8c8273; background: #e8e1d2; border-color: #b9ad98; }"
        "QPushButton:focus { border: 3px solid #1f5fbf; padding: 3px 5px; outline: none; }");
}

/// The focus ring of the card buttons (QToolButton with the property card=true); last in a style sheet.
inline QString cardFocusStyle() {
    return QStringLiteral("QToolButton[card=\"true\"]:focus { border-color: #1f5fbf; }");
}

/// Style sheet of a decision dialog: card buttons framed, push buttons in the table's colours,
/// and a focus ring on every button.
inline QString focusStyle() {
    return QStringLiteral(
               "QToolButton[card=\"true\"] { border: 3px solid transparent; border-radius: 7px; padding: 2px;"
               " background: transparent; }"
               "QToolButton[card=\"true\"]:hover { border-color: #d9b36c; }") +
           buttonStyle() + cardFocusStyle();
}

/// Enter and Return press the focused button of the dialog it watches.
class EnterPressesFocus final : public QObject {
  public:
    using QObject::QObject;

  protected:
    bool eventFilter(QObject* watched, QEvent* e) override {
        if (e->type() != QEvent::KeyPress)
            return false;
        const auto* k = static_cast<QKeyEvent*>(e);
        if ((k->key() != Qt::Key_Return && k->key() != Qt::Key_Enter) || k->modifiers() != Qt::NoModifier)
            return false;
        auto* dialog = qobject_cast<QDialog*>(watched);
        auto* b = dialog ? qobject_cast<QAbstractButton*>(dialog->focusWidget()) : nullptr;
        if (!b)
            return false; // no choice has the focus: Enter presses nothing
        if (b->isEnabled() && b->isVisible() && !k->isAutoRepeat())
            b->click();
        return true;
    }
};

/// The dialog's buttons are pressed by Enter only when focused (Qt picks no
/// default button); `start` gets the focus first, or no choice at all when null.
inline void keyboardChoices(QDialog* d, QWidget* start) {
    for (QPushButton* b : d->findChildren<QPushButton*>()) {
        b->setAutoDefault(false);
        b->setDefault(false);
    }
    for (QToolButton* b : d->findChildren<QToolButton*>())
        b->setFocusPolicy(Qt::StrongFocus);
    d->installEventFilter(new EnterPressesFocus(d));
    if (start) {
        start->setFocus(Qt::OtherFocusReason);
    } else {
        // The focus rests on the dialog itself until the player tabs to a choice.
        d->setFocusPolicy(Qt::ClickFocus);
        d->setFocus(Qt::OtherFocusReason);
    }
}

} // namespace st::ui::decision
