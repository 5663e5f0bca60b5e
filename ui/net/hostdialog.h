// Game ▸ Host a table…: after the game, its rules, the names and the host's seat are chosen in
// the New game dialog, who plays the other seats (a player at another computer, or a computer of
// a level), the computer that takes over from a player who drops out and after how long, whether
// the hint is allowed, and the port the table listens on.
#pragma once

#include "dialogs/newgamedialog.h"

#include <QDialog>
#include <QStringList>

#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace st::ui::net {

struct HostSettings {
    NewGameSettings game; ///< game, rules, names (the host's: the name typed here), the host's seat (humanSeat)
    /// Per seat: "player" (a person at another computer takes it) or a computer level; the host's: "player".
    QStringList seats;
    QString dropLevel = QStringLiteral("normal"); ///< the computer for a player who dropped out
    int dropOutSeconds = 60;
    int nextDealSeconds = 60; ///< the longest wait between deals for every player to read the result
    bool hints = false;
    int port = 47474;
};

class HostDialog : public QDialog {
    Q_OBJECT

  public:
    HostDialog(const NewGameSettings& game, QWidget* parent = nullptr);
    HostSettings settings() const;
    /// The seat's choice (for tests): index 0 is a player at another computer, then the levels.
    QComboBox* seatChoice(int seat) const;
    QCheckBox* hintsBox() const { return hints_; }
    /// The host's name at the table (everyone sees it): the name the New game dialog was given for the
    /// host's seat, else the player's name in Preferences, else the name last given to a table; never
    /// the New game dialog's "You".
    QLineEdit* nameField() const { return name_; }
    /// The name a player sits down with by default (Host and Join a table…): the player's name in
    /// Preferences, else the name last given to a table (may be empty).
    static QString defaultName();

  private:
    NewGameSettings game_;
    QLineEdit* name_;
    QPushButton* ok_;
    std::vector<QComboBox*> seats_; ///< null at the host's seat
    QComboBox* dropLevel_;
    QSpinBox* dropOut_;
    QSpinBox* nextDeal_;
    QCheckBox* hints_;
    QSpinBox* port_;
};

} // namespace st::ui::net
