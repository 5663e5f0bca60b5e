// Bidding in Dreierles, Dappen and Dreierschnapsen: each bid in the game's own
// words with an English gloss, a line on what it means and, where the game has
// them, its value. Only the bids the core accepts are enabled; bids that are in
// play but not open to this player are shown disabled with the reason; a
// compulsory bid (the pass refused) says so and why.
#pragma once

#include "game.h"

#include <QDialog>

#include <vector>

class QGridLayout;

namespace st::ui {

namespace faces {
class GameFace;
}
class TableModel;

class BidDialog : public QDialog {
    Q_OBJECT

  public:
    /// view: the bidder's view (its seat, hand and trumps); deckStyle: the faces of its cards.
    BidDialog(const TableModel& model, const SeatView& view, const QString& deckStyle, QWidget* parent = nullptr);

  signals:
    void chosen(const st::Action& a);

  private:
    /// One bid the player could make, as the core judges it now.
    struct Option {
        Action action;
        Refusal refusal;
    };
    Option option(const std::string& bid, bool withoutTalon) const;
    /// The record's bid name of a pass, in context ("fort_solo", "gut", "pass").
    std::string passKey(const std::vector<Option>& options) const;
    QString biddingSoFar() const;
    void addRow(QGridLayout* grid, int row, const std::vector<Option>& options, const std::string& bid);
    QString valueText(const std::string& bid, bool withoutTalon) const;

    const TableModel& model_;
    SeatView view_;
    const faces::GameFace& face_;
};

} // namespace st::ui
