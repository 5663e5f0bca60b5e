// Settings ▸ Preferences: the application's display and play preferences
// (not rule options), kept in QSettings.
#pragma once

#include "cards.h"

#include <QDialog>
#include <QHash>
#include <QString>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace st::ui {

struct Preferences {
    QString animation = QStringLiteral("normal"); ///< "off" (reduce motion), "fast", "normal", "slow"
    int thinkMs = 700;                            ///< least time a computer player takes to decide
    QString language;                             ///< "" (the system's), "en" or "de"; applied at the next start
    QString playerName;                           ///< empty: "You"
    bool allowUndo = true;
    QHash<QString, QString> decks; ///< packKey() → deck style id (empty: the default)

    static Preferences load();
    /// The settings key of a pack ("german24", "schnapsen20", "cego54").
    static QString packKey(PackKind pack);
    void save() const;
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

  private:
    QHash<QString, QComboBox*> decks_;
    QComboBox* animation_;
    QSpinBox* think_;
    QComboBox* language_;
    QLineEdit* name_;
    QCheckBox* undo_;
};

} // namespace st::ui
