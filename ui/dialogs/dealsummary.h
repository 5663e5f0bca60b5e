// The end of a deal: card points per side, what each seat gained or erased and
// why, the standings; and the end of the session.
#pragma once

#include <QDialog>

namespace st::ui {

class TableModel;

class DealSummary : public QDialog {
    Q_OBJECT

  public:
    explicit DealSummary(const TableModel& model, QWidget* parent = nullptr);
    /// Why the deal ended as it did, from the deal report's "outcome".
    static QString outcomeText(const std::string& outcome);

  signals:
    void nextDeal();
    void newGame();
};

} // namespace st::ui
