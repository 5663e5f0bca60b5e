// New game: the game, its rules (a named preset or custom options, each with
// a readable label and its description as tooltip), the table (how many, where
// the human sits, the computer players' names and strengths) and the deck.
// The last choices are remembered per game.
#pragma once

#include "registry.h"
#include "text/optionnames.h"

#include <QDialog>
#include <QHash>
#include <QStringList>
#include <QVariantMap>

class QComboBox;
class QFormLayout;
class QGridLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QRadioButton;
class QScrollArea;
class QSpinBox;
class QWidget;

namespace st::ui {

struct NewGameSettings {
    const GameInfo* game = nullptr;
    Variant variant;
    QStringList names; ///< one per seat; names[humanSeat] is the human's
    QString deckStyle;
    int humanSeat = 0;  ///< the seat the human plays
    QStringList levels; ///< per seat: computer level (levelIds()); ignored at the human's seat
    QString presetId;   ///< the rule preset chosen; empty: custom rules
};

class NewGameDialog : public QDialog {
    Q_OBJECT

  public:
    explicit NewGameDialog(QWidget* parent = nullptr, const QString& gameId = {});
    /// The settings chosen; game is null (and error set) if the options are refused.
    NewGameSettings settings(QString* error = nullptr) const;
    void selectGame(const QString& id);
    /// Choose a rule preset by id ("" or unknown: Custom); sets the option editors.
    void selectPreset(const QString& id);
    QString currentPreset() const;
    /// The accepting button's text ("Deal" unless another dialog follows, as when hosting a table).
    void setAcceptText(const QString& text);
    /// Sizes the dialog for a screen's available area (`available`, without the window frame):
    /// big enough for every text, never larger than the area (the options scroll instead).
    void fitTo(const QRect& available);

    // The names of games, options, choices and presets: text/optionnames.h; a game's description:
    // its face (games/gameface.h).
    /// Computer strengths: "easy", "normal", "strong", "expert", with a name and a line each.
    static QStringList levelIds();
    static QString levelName(const QString& level);
    static QString levelDescription(const QString& level);
    /// The default name of the n-th computer opponent (0-based) in a game.
    static QString defaultOpponentName(const GameInfo& g, int n);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void rebuildGame();
    /// The options area as wide as its widest row: it scrolls up and down, never sideways.
    void fitOptionsWidth();
    void rebuildSeats();
    void setEditorValue(const OptionSpec& o, const OptionValue& v);
    bool editorValue(const OptionSpec& o, OptionValue& out) const;
    void optionEdited();
    void presetChosen();
    void humanSeatChosen();
    void validate();
    /// Greys out the options that have no say under the others chosen (OptionSpec::dependsOn),
    /// saying in their tooltip which choice they need.
    void updateApplicable();
    void remember() const;
    void restore();
    const GameInfo* currentGame() const;
    int humanSeat() const;
    int human_ = 0; ///< the seat whose radio was checked last

    QComboBox* gameBox_;
    QLabel* description_;
    QSpinBox* players_;
    QWidget* seatsPage_;
    QGridLayout* seatsGrid_;
    QList<QRadioButton*> seatRadios_;
    QList<QLineEdit*> seatNames_;
    QList<QComboBox*> seatLevels_;
    QComboBox* deck_;
    QComboBox* preset_;
    QLabel* presetInfo_;
    QScrollArea* optionsScroll_;
    QWidget* optionsPage_;
    QFormLayout* optionsForm_;
    QLabel* error_;
    QHash<QString, QWidget*> editors_;
    bool applying_ = false; ///< the editors are being set from a preset
    int seatsShown_ = 0;    ///< the table size the seat rows were last laid out for
};

} // namespace st::ui
