#include "mainwindow.h"

#include "cards/deckviewer.h"
#include "registry.h"
#include "selfplay.h"
#include "text/wording.h"

#include <QAction>
#include <QApplication>
#include <QDateTime>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QKeySequence>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace st::ui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Stammtisch"));
    scene_ = new QGraphicsScene(this);
    scene_->setBackgroundBrush(QColor(0x1f, 0x5c, 0x3a)); // the green felt of the card mat
    view_ = new QGraphicsView(scene_, this);
    view_->setObjectName(QStringLiteral("tableView"));
    view_->setRenderHint(QPainter::Antialiasing);
    setCentralWidget(view_);
    buildMenus();
    showWelcome();
    resize(1280, 800);
}

void MainWindow::buildMenus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* newAct = game->addAction(tr("&New"), this, &MainWindow::newGame);
    newAct->setObjectName(QStringLiteral("actionNew"));
    newAct->setShortcut(QKeySequence::New);
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
    scene_->clear();
    auto* title = scene_->addSimpleText(tr("Stammtisch"));
    QFont f = title->font();
    f.setPointSize(36);
    f.setBold(true);
    title->setFont(f);
    title->setBrush(QColor(0xf4, 0xec, 0xd8));
    auto* line = scene_->addSimpleText(tr("Dreeg, Dreierles, Dappen and Dreierschnapsen at the regulars' table.\n"
                                          "Choose Game \u25b8 New to deal."));
    QFont g = line->font();
    g.setPointSize(14);
    line->setFont(g);
    line->setBrush(QColor(0xf4, 0xec, 0xd8));
    line->setPos(0, title->boundingRect().height() + 12);
    statusBar()->showMessage(tr("Welcome"));
}

void MainWindow::newGame() {
    // Until the table is built, a new game shows a fresh Dreeg deal of the
    // seeded shuffle, one row per player, so the deal can be inspected.
    scene_->clear();
    const GameInfo* info = findGame("dreeg");
    Variant v(info->options);
    auto game = info->create(v, 4);
    Rng rng(static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch()));
    DealSetup deal = dealNext(*game, rng);
    const Pack& pack = game->pack();
    qreal y = 0;
    for (int seat = 0; seat < 4; ++seat) {
        QStringList names;
        for (Card c : deal.hands[static_cast<std::size_t>(seat)])
            names << text::Wording::cardName(pack, c);
        QString row = tr("Seat %1%2: %3")
                          .arg(seat + 1)
                          .arg(seat == deal.dealer ? tr(" (dealer)") : QString())
                          .arg(names.join(QStringLiteral(", ")));
        auto* item = scene_->addSimpleText(row);
        item->setBrush(QColor(0xf4, 0xec, 0xd8));
        item->setPos(0, y);
        y += item->boundingRect().height() + 8;
    }
    statusBar()->showMessage(tr("A new Sechsundsechzig deal for four players"));
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
