// Choosing cards to lay away: the Dreierles blind exchange, the Dappen discard
// of twelve and the Dreierschnapsen talon exchange. The hand is shown as card
// toggles (the cards just taken up marked); the confirm button is enabled only
// when the core accepts the selection, otherwise the core's reason is shown.
// Nothing is enumerated: every selection is checked as it is made.
#pragma once

#include "game.h"

#include <QDialog>
#include <QList>

#include <map>

class QLabel;
class QPushButton;
class QToolButton;

namespace st::ui {

class TableModel;

class DiscardDialog : public QDialog {
    Q_OBJECT

  public:
    struct Texts {
        QString title;
        QString intro;
        QString fresh; ///< the word under a card just taken up ("blind", "Dapp", "talon")
    };
    /// view: the discarding seat's view (legal holds at least one Discard, which gives the number of
    /// cards); order: the hand in display order; fresh: the cards just taken up.
    DiscardDialog(const TableModel& model, const SeatView& view, const QList<Card>& order, CardSet fresh,
                  const QString& deckStyle, const Texts& texts, QWidget* parent = nullptr);

    /// The number of cards to lay away.
    int needed() const { return needed_; }
    /// The selection as a Discard action (cards in display order).
    Action selection() const;

  signals:
    void chosen(const st::Action& a);

  private:
    void toggled(Card c);
    void refresh();
    /// Why a single card can never be part of a discard, asked of the core by
    /// putting it into an accepted discard in place of each card in turn; none if some fits.
    Refusal cardRefusal(Card c, const Action& accepted) const;

    const TableModel& model_;
    int seat_;
    int needed_ = 0;
    QList<Card> order_;
    std::map<Card, QToolButton*> buttons_;
    std::map<Card, Refusal> kept_; ///< cards the core never lets go, with its reason
    QLabel* status_;
    QPushButton* confirm_;
};

} // namespace st::ui
