#include "mainwindow.h"

#include "cards/deckviewer.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/welcomewidget.h"
#include "flow/tablesession.h"
#include "table/tablemodel.h"
#include "table/tableview.h"

#include <QAction>
#include <QApplication>
#include <QDateTime>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QKeySequence>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>

namespace st::ui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Stammtisch"));
    stack_ = new QStackedWidget(this);
    welcome_ = new WelcomeWidget(stack_);
    table_ = new TableSession(TableOptions{}, stack_);
    stack_->addWidget(welcome_);
    stack_->addWidget(table_->view());
    setCentralWidget(stack_);
    connect(welcome_, &WelcomeWidget::newGame, this, &MainWindow::newGameOf);
    connect(welcome_, &WelcomeWidget::continueGame, this, &MainWindow::continueGame);
    connect(table_, &TableSession::newGameRequested, this, &MainWindow::newGame);
    connect(table_, &TableSession::message, this, [this](const QString& m) { statusBar()->showMessage(m, 5000); });
    buildMenus();
    showWelcome();
    resize(1280, 800);
}

void MainWindow::buildMenus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* newAct = game->addAction(tr("&New"), this, &MainWindow::newGame);
    newAct->setObjectName(QStringLiteral("actionNew"));
    newAct->setShortcut(QKeySequence::New);
    QAction* cont = game->addAction(tr("&Continue"), this, &MainWindow::continueGame);
    cont->setObjectName(QStringLiteral("actionContinue"));
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setShortcut(QKeySequence::Quit);
    QMenu* viewMenu = menuBar()->addMenu(tr("&View"));
    QAction* decks = viewMenu->addAction(tr("Card &decks\u2026"), this, &MainWindow::showDecks);
    decks->setObjectName(QStringLiteral("actionCardDecks"));
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* aboutAct = help->addAction(tr("&About Stammtisch"), this, &MainWindow::about);
    aboutAct->setObjectName(QStringLiteral("actionAbout"));
}

void MainWindow::showWelcome() {
    welcome_->setContinueFile(TableModel::defaultAutosavePath());
    stack_->setCurrentWidget(welcome_);
    statusBar()->showMessage(tr("Welcome"));
}

void MainWindow::newGame() {
    newGameOf(QString());
}

void MainWindow::newGameOf(const QString& gameId) {
    auto* d = new NewGameDialog(this, gameId);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &QDialog::accepted, this, [this, d] {
        const NewGameSettings s = d->settings();
        if (!s.game)
            return;
        if (const QString e = table_->start(s); !e.isEmpty()) {
            QMessageBox::warning(this, tr("New game"), e);
            return;
        }
        stack_->setCurrentWidget(table_->view());
        statusBar()->showMessage(tr("A new game of %1").arg(NewGameDialog::gameName(*s.game)), 5000);
    });
    d->open();
}

void MainWindow::continueGame() {
    if (const QString e = table_->resume(TableModel::defaultAutosavePath()); !e.isEmpty()) {
        QMessageBox::warning(this, tr("Continue"), e);
        return;
    }
    stack_->setCurrentWidget(table_->view());
    statusBar()->showMessage(tr("The saved game goes on"), 5000);
}

void MainWindow::showDecks() {
    auto* viewer = new DeckViewer(this);
    viewer->setAttribute(Qt::WA_DeleteOnClose);
    viewer->show();
}

void MainWindow::about() {
    QMessageBox::about(this, tr("About Stammtisch"),
                       tr("<h3>Stammtisch %1</h3>"
                          "<p>The traditional card games of Franconia, Baden and Austria: Dreeg, Dreierles, "
                          "Dappen, Dreierschnapsen and Schnapsen, against computer opponents.</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace st::ui
