// The main window: menus, and the table view in the middle.
#pragma once

#include <QMainWindow>

class QStackedWidget;

namespace st::ui {

class TableSession;
class WelcomeWidget;

class MainWindow : public QMainWindow {
    Q_OBJECT

  public:
    explicit MainWindow(QWidget* parent = nullptr);

  public slots:
    void newGame();
    void newGameOf(const QString& gameId); ///< the New game dialog with a game chosen
    void continueGame();                   ///< resume the autosaved game
    void about();
    void showDecks(); ///< View ▸ Card decks

  private:
    void buildMenus();
    void showWelcome();

    QStackedWidget* stack_ = nullptr;
    WelcomeWidget* welcome_ = nullptr;
    TableSession* table_ = nullptr;
};

} // namespace st::ui
