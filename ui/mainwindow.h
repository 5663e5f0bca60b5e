// The main window: menus, and the table view in the middle.
#pragma once

#include <QMainWindow>

class QGraphicsScene;
class QGraphicsView;

namespace st::ui {

class MainWindow : public QMainWindow {
    Q_OBJECT

  public:
    explicit MainWindow(QWidget* parent = nullptr);

  public slots:
    void newGame();
    void about();
    void showDecks(); ///< View ▸ Card decks

  private:
    void buildMenus();
    void showWelcome();

    QGraphicsScene* scene_ = nullptr;
    QGraphicsView* view_ = nullptr;
};

} // namespace st::ui
