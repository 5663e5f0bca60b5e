// Game ▸ Print a blank score sheet…: choose a game and the number of players, and
// the game's own sheet (Dreeg's slates, the Bummerl pad, the ledger) is shown empty
// in the print preview, to print or save as PDF for an evening at the pub. The
// sheet is drawn by the same renderer as a played session's.
#pragma once

#include <QDialog>

class QComboBox;
class QSpinBox;
class QLineEdit;

namespace st::ui {

class ScoreSheet;

class BlankSheetDialog : public QDialog {
    Q_OBJECT

  public:
    /// `gameId`: the game chosen at first (the one on the table); empty: the first game.
    explicit BlankSheetDialog(QWidget* parent = nullptr, const QString& gameId = {});
    /// The blank sheet of the game and players chosen.
    ScoreSheet sheet() const;
    /// Asks for the game and players, then opens the print preview of the blank sheet.
    static void run(QWidget* parent, const QString& gameId = {});

  private:
    void gameChosen();

    QComboBox* game_ = nullptr;
    QSpinBox* players_ = nullptr;
    QLineEdit* names_ = nullptr;
};

} // namespace st::ui
