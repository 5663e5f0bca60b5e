// Settings ▸ Preferences: the application's display and play preferences
// (not rule options), kept in QSettings.
#pragma once

#include "cards.h"
#include "cards/cardtheme.h"
#include "table/handorder.h"

#include <QCoreApplication>
#include <QDialog>
#include <QHash>
#include <QString>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace st::ui {

/// What the settings file holds, each value checked: one of the wrong type or
/// out of range (a damaged or hand-edited file) is read as its default.
struct Preferences {
    Q_DECLARE_TR_FUNCTIONS(Preferences)

  public:
    QString animation = QStringLiteral("normal"); ///< "off" (reduce motion), "fast", "normal", "slow"
    int thinkMs = 700;                            ///< least time a computer player takes to decide
    QString language;                             ///< "" (the system's), "en" or "de"; applied at the next start
    QString playerName;                           ///< empty: "You"
    bool allowUndo = true;
    bool countingHelp = false;     ///< the card points each side has taken shown at the table
    bool stammtischMode = false;   ///< as at the pub: no counting help, no hints, no taking back
    bool playOnlyCard = false;     ///< the human's only card that may be played goes by itself
    QHash<QString, QString> decks; ///< packKey() → deck style id (empty: the default)
    HandOrder handOrder;           ///< how the player's hand is sorted
    /// Dreeg's slate picture for seven strokes (XII, III or the crossed seven).
    CardTheme::Slate slate = CardTheme::Slate::XII;
    int avatar = 0; ///< the player's own portrait at the table (Avatars)

    static Preferences load();
    /// The settings key of a pack ("german24", "schnapsen20", "cego54").
    static QString packKey(PackKind pack);
    /// Writes them; an error text when the settings file cannot be written.
    QString save() const;
    /// A settings file Qt cannot parse (QSettings::FormatError; Qt would
    /// otherwise rewrite it with whatever it could make of it) is renamed aside
    /// to <file>.damaged (never overwriting an older one), and the values Qt
    /// could read are written to a fresh file (each is checked when read).
    static void checkFile();
    /// What checkFile() did, once, for the player (translated); empty when nothing.
    static QString takeDamagedNotice();
    /// Puts the display preferences that the table reads from one place into force
    /// (the hand's order, the slate picture, the player's portrait).
    void apply() const;
    /// The deck style for a pack: the chosen one if installed, else the default.
    QString deck(PackKind pack) const;
    int animationMs() const;  ///< for TableOptions
    int trickPauseMs() const; ///< for TableOptions
};

class SettingsDialog : public QDialog {
    Q_OBJECT

  public:
    explicit SettingsDialog(QWidget* parent = nullptr);
    /// The preferences as the editors show them.
    Preferences preferences() const;
    /// Why OK could not save the preferences; empty when they were saved.
    QString saveError() const { return saveError_; }

  private:
    QHash<QString, QComboBox*> decks_;
    QComboBox* animation_;
    QSpinBox* think_;
    QComboBox* language_;
    QLineEdit* name_;
    QCheckBox* undo_;
    QCheckBox* counting_;
    QCheckBox* stammtisch_;
    QCheckBox* onlyCard_;
    QComboBox* slate_;
    QComboBox* avatar_;
    QComboBox* trumps_;
    QComboBox* rankOrder_;
    QCheckBox* alternate_;
    QString saveError_;
};

} // namespace st::ui
