// New game: the game, its rule options (from the registry's OptionSpecs, each
// with its description as tooltip), the number at the table, the human's name
// and the deck style.
#pragma once

#include "registry.h"

#include <QDialog>
#include <QHash>
#include <QStringList>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QWidget;

namespace st::ui {

struct NewGameSettings {
    const GameInfo* game = nullptr;
    Variant variant;
    QStringList names; ///< one per seat; names[humanSeat] is the human's
    QString deckStyle;
    int humanSeat = 0;  ///< the seat the human plays
    QStringList levels; ///< per seat: computer level ("easy", "normal", "strong"); ignored at the human's seat
};

class NewGameDialog : public QDialog {
    Q_OBJECT

  public:
    explicit NewGameDialog(QWidget* parent = nullptr, const QString& gameId = {});
    /// The settings chosen; game is null (and error set) if the options are refused.
    NewGameSettings settings(QString* error = nullptr) const;
    void selectGame(const QString& id);

    /// Display name and one-line description of a game (for the welcome screen too).
    static QString gameName(const GameInfo& g);
    static QString gameDescription(const GameInfo& g);

  private:
    void rebuildOptions();
    void validate();
    const GameInfo* currentGame() const;

    QComboBox* gameBox_;
    QSpinBox* players_;
    QLineEdit* name_;
    QComboBox* deck_;
    QWidget* optionsPage_;
    QFormLayout* optionsForm_;
    QLabel* error_;
    QLabel* description_;
    QHash<QString, QWidget*> editors_;
};

} // namespace st::ui
