// The last trick, large: each card with who played it, the card led first.
// Opened by clicking the small last trick beside the table (or the L key).
#pragma once

#include <QDialog>

namespace st::ui {

class TableModel;
class TableScene;

class LastTrickDialog : public QDialog {
    Q_OBJECT

  public:
    /// Shows the last trick the human's seat may see; the scene draws the cards in its deck.
    LastTrickDialog(const TableModel& model, const TableScene& scene, QWidget* parent = nullptr);
};

} // namespace st::ui
