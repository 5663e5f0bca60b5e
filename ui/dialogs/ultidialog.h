// Dappen (Furtwangen) Ulti: before leading to the first trick the lone player
// may lay out trumps 1, 2 and 3 to win the last tricks with them. The dialog
// shows the trumps the core offers as toggles with the payment each risks;
// laying out nothing needs no answer (just play a card).
#pragma once

#include "game.h"

#include <QDialog>

#include <map>

class QLabel;
class QPushButton;
class QToolButton;

namespace st::ui {

class TableModel;

class UltiDialog : public QDialog {
    Q_OBJECT

  public:
    /// view: the lone player's view; its legal Announce "ulti" actions give the cards offered.
    UltiDialog(const TableModel& model, const SeatView& view, const QString& deckStyle, QWidget* parent = nullptr);

    /// The selection as an Announce action (highest trump first).
    Action selection() const;

  signals:
    void chosen(const st::Action& a);

  private:
    void refresh();

    const TableModel& model_;
    int seat_;
    std::map<Card, QToolButton*> buttons_;
    QLabel* status_;
    QPushButton* confirm_;
};

} // namespace st::ui
