#include "mainwindow.h"

#include "net/hostdialog.h"
#include "net/joindialog.h"
#include "net/netclient.h"
#include "net/remotetable.h"
#ifdef STAMMTISCH_HOSTING
#include "record.h"
#include "tableserver.h"

#include <QCloseEvent>
#include <QDateTime>
#include <QLabel>
#include <QNetworkInterface>
#include <QStandardPaths>
#endif

#include "cards/deckviewer.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/settingsdialog.h"
#include "dialogs/welcomewidget.h"
#include "flow/flowcontroller.h"
#include "flow/tablesession.h"
#include "help/rulesbook.h"
#include "history/historywindow.h"
#include "history/sessionfiles.h"
#include "history/statswindow.h"
#include "learn/lessoncoach.h"
#include "learn/lessonlibrary.h"
#include "learn/lessonsdialog.h"
#include "registry.h"
#include "sheets/blanksheetdialog.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QUrl>

namespace st::ui {

namespace {

/// The local files of a drag (a file manager's), in order.
QStringList localFiles(const QMimeData* m) {
    QStringList out;
    if (m && m->hasUrls())
        for (const QUrl& u : m->urls())
            if (u.isLocalFile() && !u.toLocalFile().isEmpty())
                out << u.toLocalFile();
    return out;
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Stammtisch"));
    Preferences::checkFile(); // before anything reads the settings (main() may have done it already)
    stack_ = new QStackedWidget(this);
    // The welcome screen scrolls where the screen is small: it never makes the window taller than the screen.
    auto* welcomeScroll = new QScrollArea(stack_);
    welcomeScroll->setWidgetResizable(true);
    welcomeScroll->setFrameShape(QFrame::NoFrame);
    welcome_ = new WelcomeWidget(welcomeScroll);
    welcomeScroll->setWidget(welcome_);
    stack_->addWidget(welcomeScroll);
    setCentralWidget(stack_);
    connect(welcome_, &WelcomeWidget::newGame, this, &MainWindow::newGameOf);
    connect(welcome_, &WelcomeWidget::continueGame, this, &MainWindow::continueGame);
    connect(welcome_, &WelcomeWidget::learn, this, &MainWindow::showLessons);
    connect(welcome_, &WelcomeWidget::noticeLinkActivated, this, &MainWindow::noticeLink);
    setAcceptDrops(true); // a record dropped on the window is opened
    connect(welcome_, &WelcomeWidget::openSession, this, [this](const QString& file) {
        if (const QString e = openSession(file); !e.isEmpty())
            QMessageBox::warning(this, tr("Open a session"), e);
    });
    buildMenus();
    makeSession(QStringLiteral("-"));
    showWelcome();
    if (const QString n = Preferences::takeDamagedNotice(); !n.isEmpty()) {
        welcome_->addNotice(QStringLiteral("<p>%1</p>").arg(n.toHtmlEscaped()));
        statusBar()->showMessage(n, 30000);
    }
    fitToScreen();
}

void MainWindow::fitToScreen() {
    // 1280x800 where the screen has room, else at most 90 % of what the screen offers, and
    // inside it (a 1024x700 screen must not cut the window off).
    const QScreen* sc = screen() ? screen() : QGuiApplication::primaryScreen();
    if (!sc) {
        resize(1280, 800);
        return;
    }
    const QRect avail = sc->availableGeometry();
    resize(QSize(1280, 800).boundedTo(QSize(avail.width() * 9 / 10, avail.height() * 9 / 10)));
    move(avail.center() - QPoint(width() / 2, height() / 2));
}

void MainWindow::buildMenus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    gameMenu_ = game;
    QAction* newAct = game->addAction(tr("&New\u2026"), this, &MainWindow::newGame);
    newAct->setObjectName(QStringLiteral("actionNew"));
    newAct->setShortcut(QKeySequence::New);
    QAction* openAct = game->addAction(tr("&Open\u2026"), this, &MainWindow::openDialog);
    openAct->setObjectName(QStringLiteral("actionOpen"));
    openAct->setShortcut(QKeySequence::Open);
    openAct->setStatusTip(tr("Take up a game saved as a file (a copy saved elsewhere, or one sent by a friend)"));
    continue_ = game->addAction(tr("&Continue"), this, &MainWindow::continueGame);
    continue_->setObjectName(QStringLiteral("actionContinue"));
    continue_->setStatusTip(tr("Take up the most recent unfinished game"));
    // Whether there is anything to continue is looked at again whenever the menu opens.
    connect(game, &QMenu::aboutToShow, this, &MainWindow::updateContinue);
#ifdef STAMMTISCH_HOSTING
    QAction* host = game->addAction(tr("&Host a table\u2026"), this, &MainWindow::hostDialog);
    host->setObjectName(QStringLiteral("actionHost"));
    host->setStatusTip(tr("Open a table on this computer that friends join over the network"));
#endif
    QAction* join = game->addAction(tr("&Join a table\u2026"), this, &MainWindow::joinDialog);
    join->setObjectName(QStringLiteral("actionJoin"));
    join->setStatusTip(tr("Sit down at a table another player opened"));
    saveCopy_ = game->addAction(tr("Save a &copy\u2026"), this, &MainWindow::saveCopy);
    saveCopy_->setObjectName(QStringLiteral("actionSaveCopy"));
    saveCopy_->setShortcut(QKeySequence::SaveAs);
    saveCopy_->setStatusTip(tr("Save the game to a file of your choice (it is autosaved as well)"));
    saveCopy_->setEnabled(false);
    game->addSeparator();
    undo_ = game->addAction(tr("&Undo"));
    undo_->setObjectName(QStringLiteral("actionUndo"));
    undo_->setShortcut(QKeySequence::Undo);
    undo_->setStatusTip(tr("Take back your last decision of this deal"));
    undo_->setEnabled(false);
    connect(undo_, &QAction::triggered, this, [this] {
        if (table_ && Preferences::load().allowUndo)
            table_->undo();
    });
    hint_ = game->addAction(tr("&Hint"));
    hint_->setObjectName(QStringLiteral("actionHint"));
    hint_->setShortcut(QKeySequence(Qt::Key_H));
    hint_->setStatusTip(tr("Ask the strongest computer player what it would do in your place"));
    hint_->setEnabled(false);
    connect(hint_, &QAction::triggered, this, [this] {
        if (table_)
            table_->hint();
    });
    scoreSheet_ = game->addAction(tr("&Score sheet\u2026"));
    scoreSheet_->setObjectName(QStringLiteral("actionScoreSheet"));
    scoreSheet_->setShortcut(QKeySequence::Print);
    scoreSheet_->setStatusTip(tr("The standings so far and the session's score sheet, to print or save as PDF"));
    scoreSheet_->setEnabled(false);
    connect(scoreSheet_, &QAction::triggered, this, [this] {
        if (table_)
            table_->showScoreSheet();
    });
    QAction* blank = game->addAction(tr("Print a &blank score sheet\u2026"), this, [this] {
        const bool playing = table_ && table_->model()->hasGame();
        BlankSheetDialog::run(this,
                              playing ? QString::fromStdString(std::string(table_->model()->game().id())) : QString());
    });
    blank->setObjectName(QStringLiteral("actionBlankSheet"));
    blank->setStatusTip(tr("An empty score sheet of a game, to keep the score by hand at the table"));
    game->addSeparator();
    QAction* history = game->addAction(tr("Session &history\u2026"), this, &MainWindow::showHistory);
    history->setObjectName(QStringLiteral("actionHistory"));
    history->setStatusTip(tr("Every session kept: open, replay, print, archive or delete it"));
    QAction* stats = game->addAction(tr("S&tatistics\u2026"), this, &MainWindow::showStatistics);
    stats->setObjectName(QStringLiteral("actionStatistics"));
    stats->setStatusTip(tr("Sessions, deals, wins and results per player and game"));
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setShortcut(QKeySequence::Quit);
    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    QAction* prefs = settings->addAction(tr("&Preferences\u2026"), this, &MainWindow::preferences);
    prefs->setObjectName(QStringLiteral("actionPreferences"));
    prefs->setShortcut(QKeySequence::Preferences);
    prefs->setMenuRole(QAction::PreferencesRole);
    QMenu* viewMenu = menuBar()->addMenu(tr("&View"));
    QAction* decks = viewMenu->addAction(tr("Card &decks\u2026"), this, &MainWindow::showDecks);
    decks->setObjectName(QStringLiteral("actionCardDecks"));
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* learn = help->addAction(tr("&Learn to play\u2026"), this, &MainWindow::showLessons);
    learn->setObjectName(QStringLiteral("actionLearn"));
    learn->setStatusTip(tr("Guided lessons: a coach at the table says what to do and why"));
    QAction* rules = help->addAction(tr("&Rules\u2026"), this, &MainWindow::showRules);
    rules->setObjectName(QStringLiteral("actionRules"));
    rules->setShortcut(QKeySequence::HelpContents);
    rules->setStatusTip(tr("The rules of every game, their variants and options"));
    QAction* aboutAct = help->addAction(tr("&About Stammtisch"), this, &MainWindow::about);
    aboutAct->setObjectName(QStringLiteral("actionAbout"));
}

void MainWindow::makeSession(const QString& autosavePath) {
    delete coach_; // a lesson ends with its table
    const Preferences p = Preferences::load();
    TableOptions o;
    o.animationMs = p.animationMs();
    o.trickPauseMs = p.trickPauseMs();
    o.thinkMs = p.thinkMs;
    o.allowUndo = p.allowUndo && !p.stammtischMode;
    o.hints = !p.stammtischMode;
    o.countingHelp = p.countingHelp && !p.stammtischMode;
    o.playOnlyCard = p.playOnlyCard;
    o.autosavePath = autosavePath;
    o.seed = seed_;
    p.apply();
    leaveRemote();
    TableSession* old = table_;
    table_ = new TableSession(o, stack_);
    stack_->addWidget(table_->view());
    // Files dropped on the table go to the window (the scene takes no drops: a view would swallow them).
    table_->view()->setAcceptDrops(false);
    table_->view()->viewport()->setAcceptDrops(false);
    connect(table_, &TableSession::newGameRequested, this, &MainWindow::newGame);
    connect(table_, &TableSession::message, this, [this](const QString& m) { statusBar()->showMessage(m, 5000); });
    connect(table_, &TableSession::hintReady, this, [this](const QString& m) { statusBar()->showMessage(m, 15000); });
    connect(table_, &TableSession::undoAvailable, this, &MainWindow::updateUndo);
    connect(table_, &TableSession::saveCopyRequested, this, &MainWindow::saveCopy);
    if (old) {
        // The old table goes: first its session (which uses the view's action bar), then the view.
        QWidget* oldView = old->view();
        stack_->removeWidget(oldView);
        delete old;
        delete oldView;
    }
    updateUndo();
}

void MainWindow::updateUndo() {
    const bool playing = table_ && stack_->currentWidget() == table_->view() && table_->model()->hasGame();
    undo_->setEnabled(playing && Preferences::load().allowUndo && table_->canUndo());
    hint_->setEnabled(playing && table_->model()->game().inDeal());
    scoreSheet_->setEnabled(playing);
    saveCopy_->setEnabled(playing);
}

QString MainWindow::continuableFile() const {
    const QString file = RecentSessions::continueFile(RecentSessions::folder(), {TableModel::defaultAutosavePath()});
    // The game on the table is not "continued": it is being played.
    if (!file.isEmpty() && table_ && stack_->currentWidget() == table_->view() && table_->model()->hasGame() &&
        QFileInfo(file) == QFileInfo(table_->model()->autosavePath()))
        return {};
    if (!file.isEmpty() && remote_ && !remote_->closed() && QFileInfo(file) == QFileInfo(remote_->historyFile()))
        return {};
    return file;
}

void MainWindow::updateContinue() {
    continue_->setEnabled(!continuableFile().isEmpty());
}

void MainWindow::showWelcome() {
    // Damaged session files go to the sessions' "damaged" folder first, and the banner says so.
    const QString folder = RecentSessions::folder();
    const QStringList extra{TableModel::defaultAutosavePath()};
    QList<SessionInfo> unavailable;
    welcome_->reportSetAside(RecentSessions::setAsideDamaged(folder, extra, &unavailable));
    noticeFiles(unavailable);
    welcome_->refresh(folder, extra);
    stack_->setCurrentIndex(0); // the welcome screen (in its scroll area)
    updateUndo();
    updateContinue();
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
        if (!s.game || !mayLeaveHostedTable())
            return;
        if (const QString e = startSession(s); !e.isEmpty())
            QMessageBox::warning(this, tr("New game"), e);
    });
    d->open();
}

QString MainWindow::startSession(const NewGameSettings& s) {
    if (!s.game)
        return tr("No game chosen.");
    makeSession(RecentSessions::newSessionPath(*s.game));
    if (QString e = table_->start(s); !e.isEmpty()) {
        showWelcome();
        return e;
    }
    stack_->setCurrentWidget(table_->view());
    updateUndo();
    updateContinue();
    statusBar()->showMessage(tr("A new game of %1").arg(st::text::OptionNames::gameName(*s.game)), 5000);
    return {};
}

QString MainWindow::openSession(const QString& file) {
    const SessionInfo info = RecentSessions::read(file);
    if (info.problem == SessionProblem::Newer)
        return tr("The file %1 %2. Update Stammtisch to take it up.").arg(QDir::toNativeSeparators(file), info.error);
    if (!info.error.isEmpty())
        return tr("The file %1 %2.").arg(QDir::toNativeSeparators(file), info.error);
    // An unfinished session of a network table goes on at that table, never as a local game.
    if (!info.finished && net::RemoteTable::rejoinInfo(file))
        return rejoin(file);
    makeSession(file);
    const GameInfo* g = findGame(info.gameId.toStdString());
    if (QString e = table_->resume(file, g ? Preferences::load().deck(g->pack) : QString()); !e.isEmpty()) {
        showWelcome();
        return e;
    }
    stack_->setCurrentWidget(table_->view());
    updateUndo();
    updateContinue();
    statusBar()->showMessage(
        info.finished ? tr("The finished session of %1").arg(info.gameName) : tr("The saved game goes on"), 5000);
    return {};
}

QString MainWindow::openFile(const QString& file) {
    const SessionFiles::Imported imp =
        SessionFiles::import(file, RecentSessions::folder(), {TableModel::defaultAutosavePath()});
    if (!imp.error.isEmpty())
        return imp.error;
    if (QString e = openSession(imp.file); !e.isEmpty())
        return e;
    const bool itself = QFileInfo(file).canonicalFilePath() == QFileInfo(imp.file).canonicalFilePath();
    if (!imp.existing)
        statusBar()->showMessage(tr("%1 was added to your sessions.").arg(QDir::toNativeSeparators(file)), 15000);
    else if (!itself)
        statusBar()->showMessage(tr("This game is among your sessions already: it goes on there."), 15000);
    return {};
}

void MainWindow::openFiles(const QStringList& files) {
    if (files.isEmpty() || !mayLeaveHostedTable())
        return;
    QStringList problems;
    if (const QString e = openFile(files.first()); !e.isEmpty())
        problems << e;
    int added = 0;
    for (qsizetype i = 1; i < files.size(); ++i) {
        const SessionFiles::Imported imp =
            SessionFiles::import(files[i], RecentSessions::folder(), {TableModel::defaultAutosavePath()});
        if (!imp.error.isEmpty())
            problems << imp.error;
        else
            ++added;
    }
    if (added > 0)
        statusBar()->showMessage(
            tr("%n more game(s) added to your sessions (Game \u25b8 Session history).", nullptr, added), 15000);
    if (problems.isEmpty())
        return;
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Open a game"), problems.join(QStringLiteral("\n\n")),
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("openFileError"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::openDialog() {
    auto* d = new QFileDialog(this, tr("Open a game"), SessionFiles::defaultFolder(),
                              tr("Stammtisch games (*.json)") + QStringLiteral(";;") + tr("All files (*)"));
    d->setObjectName(QStringLiteral("openDialog"));
    d->setAcceptMode(QFileDialog::AcceptOpen);
    d->setFileMode(QFileDialog::ExistingFiles);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &QFileDialog::filesSelected, this, &MainWindow::openFiles);
    d->open();
}

QString MainWindow::sessionAtTable() const {
    // A network table writes its session into the history after every deal scored (and the file
    // beside it): it is at the table as long as the table is open.
    if (remote_ && !remote_->closed() && !remote_->historyFile().isEmpty())
        return remote_->historyFile();
    if (!table_ || coach_ || !table_->model()->hasGame())
        return {};
    return table_->model()->autosavePath();
}

net::RemoteTable* MainWindow::remoteTable() const {
    return remote_;
}

bool MainWindow::mayLeaveHostedTable() {
#ifdef STAMMTISCH_HOSTING
    if (!server_ || server_->tables().isEmpty() || !remote_ || remote_->closed())
        return true;
    QMessageBox box(QMessageBox::Question, tr("Close the table for everyone?"), tr("Close the table for everyone?"),
                    QMessageBox::Cancel, this);
    box.setInformativeText(tr("You host this table: if you leave it, it closes for everyone at it. It is saved; "
                              "Game \u25b8 Continue opens it again later with the same table code, and the others "
                              "join again with Game \u25b8 Continue."));
    box.setObjectName(QStringLiteral("host_close_confirm"));
    QPushButton* close = box.addButton(tr("&Close the table"), QMessageBox::AcceptRole);
    close->setObjectName(QStringLiteral("host_close_yes"));
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == close;
#else
    return true;
#endif
}

void MainWindow::closeEvent(QCloseEvent* e) {
    if (!mayLeaveHostedTable()) {
        e->ignore();
        return;
    }
    leaveRemote(); // the table closes for everyone (saved), the others are told
    QMainWindow::closeEvent(e);
}

void MainWindow::leaveRemote() {
#ifdef STAMMTISCH_HOSTING
    if (server_)
        server_->stop(); // everyone is told the table is closed; its files stay for Continue
#endif
    if (remote_) {
        remote_->client()->leave();
        remote_->view()->deleteLater();
        remote_->deleteLater();
        remote_ = nullptr;
    }
#ifdef STAMMTISCH_HOSTING
    delete server_; // the host leaves: the table closes (its record stays in the data folder)
#endif
}

QString MainWindow::startHosting(const net::HostSettings& h) {
#ifdef STAMMTISCH_HOSTING
    if (!h.game.game)
        return tr("No game chosen.");
    st::net::TableConfig config;
    config.game = QString::fromStdString(h.game.game->id);
    config.variantJson = QString::fromStdString(variantToJson(h.game.variant).dump());
    config.names = h.game.names;
    config.seats = h.seats;
    config.level = h.dropLevel;
    config.hostSeat = h.game.humanSeat;
    config.dropOutMs = h.dropOutSeconds * 1000;
    config.nextDealMs = h.nextDealSeconds * 1000;
    config.hints = h.hints;
    config.seed = seed_;
    leaveRemote();
    // Each table its own folder: Continue opens exactly this table again from it.
    const QString dataDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                            QStringLiteral("/hosted/") +
                            QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    auto* server = new st::net::TableServer(dataDir, {}, this);
    const quint16 port = server->listen(static_cast<quint16>(h.port));
    if (port == 0) {
        const QString e = tr("The table cannot be opened on port %1: %2").arg(h.port).arg(server->errorString());
        delete server;
        return e;
    }
    const st::net::OpenedTable opened = server->openTable(config);
    if (opened.code.isEmpty()) {
        const QString e = tr("The table cannot be opened: %1").arg(opened.error);
        delete server;
        return e;
    }
    // The host joins as every other player does, over the network, with the host's token.
    joinTable(QUrl(QStringLiteral("%1://127.0.0.1:%2").arg(server->scheme()).arg(port)), opened.code,
              h.game.names.value(h.game.humanSeat), {}, opened.hostToken);
    server_ = server; // after joinTable: a new table does not close it
    remote_->setHostData(dataDir);
    announceHosting(port, opened.code, tr("Your table is open."));
    return {};
#else
    (void)h;
    return tr("This Stammtisch was built without the table server.");
#endif
}

void MainWindow::announceHosting(quint16 port, const QString& code, const QString& opening) {
    QStringList addresses;
    for (const QHostAddress& a : QNetworkInterface::allAddresses())
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback())
            addresses << QStringLiteral("%1:%2").arg(a.toString()).arg(port);
    if (addresses.isEmpty())
        addresses << QStringLiteral("localhost:%1").arg(port);
    const QString text = opening + QLatin1Char(' ') +
                         tr("Tell the others to choose Game \u25b8 Join a table\u2026 with\n\n"
                            "Address: %1\nTable code: %2")
                             .arg(addresses.join(tr(" or ")), code);
    // The address and code stay in the status bar while the table is open.
    auto* info = new QLabel(tr("Table %1 at %2").arg(code, addresses.first()), this);
    info->setObjectName(QStringLiteral("host_info"));
    info->setTextInteractionFlags(Qt::TextSelectableByMouse);
    statusBar()->addPermanentWidget(info);
    connect(remote_, &QObject::destroyed, info, &QObject::deleteLater);
    auto* box = new QMessageBox(QMessageBox::Information, tr("Host a table"), text, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("host_opened"));
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

QString MainWindow::rejoin(const QString& historyFile) {
    const auto r = net::RemoteTable::rejoinInfo(historyFile);
    if (!r)
        return tr("This session was played at a network table that cannot be found any more.");
    if (r->hostData.isEmpty()) {
        net::RemoteTable* t = joinTable(r->url, r->table, r->name, {}, r->token);
        t->setHistoryFile(historyFile);
        return {};
    }
#ifdef STAMMTISCH_HOSTING
    // This computer hosted the table: it is opened again from its folder, with the same code and port.
    if (!QFileInfo::exists(r->hostData))
        return tr("The table's folder %1 is gone.").arg(QDir::toNativeSeparators(r->hostData));
    leaveRemote();
    auto* server = new st::net::TableServer(r->hostData, {}, this);
    if (!server->tables().contains(r->table)) {
        delete server;
        return tr("Table %1 is no longer in %2.").arg(r->table, QDir::toNativeSeparators(r->hostData));
    }
    const quint16 port = server->listen(static_cast<quint16>(r->url.port()));
    if (port == 0) {
        const QString e = tr("The table cannot be opened on port %1: %2").arg(r->url.port()).arg(server->errorString());
        delete server;
        return e;
    }
    net::RemoteTable* t = joinTable(r->url, r->table, r->name, {}, server->hostToken(r->table));
    server_ = server;
    t->setHostData(r->hostData);
    t->setHistoryFile(historyFile);
    announceHosting(port, r->table, tr("Your table is open again."));
    return {};
#else
    return tr("This Stammtisch was built without the table server.");
#endif
}

net::RemoteTable* MainWindow::joinTable(const QUrl& url, const QString& code, const QString& name,
                                        const QString& password, const QString& token) {
    makeSession(QStringLiteral("-")); // the local table steps aside
    const Preferences p = Preferences::load();
    auto* client = new net::NetClient(this);
    remote_ = new net::RemoteTable(client, stack_, p.animationMs());
    client->setParent(remote_);
    remote_->view()->setAcceptDrops(false);
    remote_->view()->viewport()->setAcceptDrops(false);
    stack_->addWidget(remote_->view());
    stack_->setCurrentWidget(remote_->view());
    connect(remote_, &net::RemoteTable::message, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    // A lost connection (or a table not reached yet) stays said until the connection stands: the
    // client keeps trying by itself.
    connect(client, &net::NetClient::connectionLost, this, [this] {
        if (remote_)
            statusBar()->showMessage(remote_->scene()->status());
    });
    connect(client, &net::NetClient::connectionUp, statusBar(), &QStatusBar::clearMessage);
    connect(remote_, &net::RemoteTable::closedByHost, this, [this](const QString& text) {
        if (server_)
            return; // the host closed it: nothing to tell
        auto* box = new QMessageBox(QMessageBox::Information, tr("The table is closed"), text, QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("table_closed"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        updateContinue();
    });
    // The session's end: its score sheet's New game, and Continue no longer offers the session.
    connect(remote_, &net::RemoteTable::newGameRequested, this, &MainWindow::newGame);
    connect(remote_, &net::RemoteTable::sessionFinished, this, &MainWindow::updateContinue);
    // Online, nothing is taken back and the computer is not asked (unless the host allows the hint).
    undo_->setEnabled(false);
    hint_->setEnabled(false);
    saveCopy_->setEnabled(false);
    scoreSheet_->setEnabled(false);
    gameMenu_->insertAction(saveCopy_, remote_->pauseAction()); // Game ▸ Pause the table (the host's)
    client->join(url, code, name, password, token);
    statusBar()->showMessage(tr("Joining table %1 at %2 \u2026").arg(code, url.toDisplayString()));
    return remote_;
}

void MainWindow::joinDialog() {
    auto* d = new net::JoinDialog(this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &QDialog::accepted, this, [this, d] {
        if (mayLeaveHostedTable())
            joinTable(d->url(), d->code(), d->name(), d->password());
    });
    d->open();
}

void MainWindow::hostDialog() {
    auto* d = new NewGameDialog(this);
    d->setWindowTitle(tr("Host a table: the game"));
    d->setAcceptText(tr("&Next: the seats \u2026")); // the Host dialog follows; nothing is dealt yet
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &QDialog::accepted, this, [this, d] {
        const NewGameSettings s = d->settings();
        if (!s.game)
            return;
        auto* h = new net::HostDialog(s, this);
        h->setAttribute(Qt::WA_DeleteOnClose);
        connect(h, &QDialog::accepted, this, [this, h] {
            if (!mayLeaveHostedTable())
                return;
            if (const QString e = startHosting(h->settings()); !e.isEmpty())
                QMessageBox::warning(this, tr("Host a table"), e);
        });
        h->open();
    });
    d->open();
}

void MainWindow::closeTable() {
    if (!mayLeaveHostedTable())
        return;
    makeSession(QStringLiteral("-"));
    showWelcome();
}

QString MainWindow::recoverSession(const QString& file) {
    if (const QString e = SessionFiles::recover(file); !e.isEmpty())
        return e;
    if (const QString e = openSession(file); !e.isEmpty())
        return e;
    statusBar()->showMessage(tr("The session was recovered from its save before the last move."), 15000);
    return {};
}

void MainWindow::noticeFiles(const QList<SessionInfo>& unavailable) {
    for (const QString& n : std::as_const(fileNotices_))
        welcome_->removeNotice(n);
    fileNotices_.clear();
    for (const QString& file :
         SessionFiles::recoverable(RecentSessions::folder(), {TableModel::defaultAutosavePath()})) {
        const QString link = QString::fromLatin1(QUrl::toPercentEncoding(file));
        fileNotices_ << QStringLiteral("<p>%1 <a href=\"recover:%2\">%3</a> \u00b7 <a href=\"aside:%2\">%4</a></p>")
                            .arg(tr("The session %1 was damaged or lost; its save before the last move is whole.")
                                     .arg(QStringLiteral("<b>%1</b>").arg(QFileInfo(file).fileName().toHtmlEscaped())),
                                 link, tr("Recover it").toHtmlEscaped(), tr("Put it aside").toHtmlEscaped());
    }
    if (!unavailable.isEmpty()) {
        QString html = QStringLiteral("<p><b>%1</b></p><ul style=\"margin-left: 14px; -qt-list-indent: 0;\">")
                           .arg(tr("Saved games Stammtisch may not read right now (they stay as they are and are "
                                   "tried again next time):")
                                    .toHtmlEscaped());
        for (const SessionInfo& s : unavailable)
            html += QStringLiteral("<li>%1</li>")
                        .arg(tr("%1 %2", "a file that cannot be read, then why")
                                 .arg(QDir::toNativeSeparators(s.file), s.error)
                                 .toHtmlEscaped());
        fileNotices_ << html + QStringLiteral("</ul>");
    }
    for (const QString& n : std::as_const(fileNotices_))
        welcome_->addNotice(n);
}

void MainWindow::noticeLink(const QString& link) {
    const qsizetype colon = link.indexOf(QLatin1Char(':'));
    const QString kind = link.left(colon);
    const QString file = QUrl::fromPercentEncoding(link.mid(colon + 1).toLatin1());
    QString e;
    if (kind == QLatin1String("recover")) {
        e = recoverSession(file);
    } else if (kind == QLatin1String("aside")) {
        e = SessionFiles::putAside(file, RecentSessions::damagedFolder());
        showWelcome();
    }
    if (!e.isEmpty()) {
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Recover a session"), e, QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
}

void MainWindow::dragEnterEvent(QDragEnterEvent* e) {
    if (!localFiles(e->mimeData()).isEmpty())
        e->acceptProposedAction();
    else
        QMainWindow::dragEnterEvent(e);
}

void MainWindow::dragMoveEvent(QDragMoveEvent* e) {
    if (!localFiles(e->mimeData()).isEmpty())
        e->acceptProposedAction();
    else
        QMainWindow::dragMoveEvent(e);
}

void MainWindow::dropEvent(QDropEvent* e) {
    const QStringList files = localFiles(e->mimeData());
    if (files.isEmpty()) {
        QMainWindow::dropEvent(e);
        return;
    }
    e->acceptProposedAction();
    // Once the drop is over (the file manager waits for it).
    QTimer::singleShot(0, this, [this, files] { openFiles(files); });
}

void MainWindow::continueGame() {
    const QString file = continuableFile();
    if (file.isEmpty()) {
        updateContinue();
        QMessageBox::information(this, tr("Continue"), tr("There is no unfinished game to continue."));
        return;
    }
    if (!mayLeaveHostedTable())
        return;
    // A session of a network table is never played on as a local game: Continue takes the seat
    // again (openSession).
    if (const QString e = openSession(file); !e.isEmpty())
        QMessageBox::warning(this, tr("Continue"), e);
}

void MainWindow::saveCopy() {
    if (!table_ || !table_->model()->hasGame())
        return;
    const QString dir = SessionFiles::defaultFolder();
    QString name = QFileInfo(table_->model()->autosavePath()).fileName();
    if (name.isEmpty())
        name = QStringLiteral("stammtisch-%1.json").arg(QString::fromStdString(table_->model()->info().id));
    auto* d = new QFileDialog(this, tr("Save a copy of the game"), dir + QLatin1Char('/') + name,
                              tr("Stammtisch games (*.json)"));
    d->setObjectName(QStringLiteral("saveCopyDialog"));
    d->setAcceptMode(QFileDialog::AcceptSave);
    d->setDefaultSuffix(QStringLiteral("json"));
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &QFileDialog::fileSelected, this, [this](const QString& file) { saveCopyTo(file); });
    d->open();
}

QString MainWindow::saveCopyTo(const QString& file) {
    if (!table_ || !table_->model()->hasGame())
        return tr("There is no game to save.");
    const QString e = table_->model()->saveCopy(file);
    if (!e.isEmpty()) {
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Save a copy"), e, QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return e;
    }
    statusBar()->showMessage(tr("A copy of the game was saved to %1.").arg(QDir::toNativeSeparators(file)), 15000);
    return {};
}

void MainWindow::preferences() {
    auto* d = new SettingsDialog(this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &QDialog::accepted, this, [this, d] {
        // Speeds and the hand's order apply at once; the deck and undo settings from the next game or move.
        const Preferences p = Preferences::load();
        d->preferences().apply();
        table_->scene()->refresh();
        table_->scene()->setAnimationMs(p.animationMs());
        if (!coach_) {
            table_->setCountingHelp(p.countingHelp && !p.stammtischMode);
            table_->setHints(!p.stammtischMode);
        }
        table_->scene()->setTrickPauseMs(p.trickPauseMs());
        table_->flow()->setThinkMs(p.thinkMs);
        table_->flow()->setPlayOnlyCard(p.playOnlyCard);
        table_->flow()->setTrickPauseMs(p.trickPauseMs());
        updateUndo();
        if (const QString e = d->saveError(); !e.isEmpty())
            statusBar()->showMessage(e, 30000); // they apply all the same until Stammtisch quits
        else
            statusBar()->showMessage(tr("Preferences saved."), 5000);
    });
    d->open();
}

void MainWindow::showDecks() {
    auto* viewer = new DeckViewer(this);
    viewer->setAttribute(Qt::WA_DeleteOnClose);
    viewer->show();
}

HistoryWindow* MainWindow::showHistory() {
    if (auto* open = findChild<HistoryWindow*>()) {
        open->reload();
        open->raise();
        open->activateWindow();
        return open;
    }
    auto* w = new HistoryWindow(RecentSessions::folder(), {}, this);
    // The session at the table leaves it before its file is deleted or archived (else the next move saves it back).
    w->setAtTable([this] { return sessionAtTable(); });
    connect(w, &HistoryWindow::closeAtTable, this, &MainWindow::closeTable);
    connect(w, &HistoryWindow::sessionsChanged, this, [this] {
        if (stack_->currentIndex() == 0) // the welcome screen (in its scroll area)
            welcome_->refresh(RecentSessions::folder(), {TableModel::defaultAutosavePath()});
        updateContinue();
    });
    connect(w, &HistoryWindow::openRequested, this, [this, w](const QString& file) {
        if (const QString e = openSession(file); !e.isEmpty()) {
            QMessageBox::warning(w, tr("Open a session"), e);
            return;
        }
        raise();
        activateWindow();
    });
    w->show();
    return w;
}

StatsWindow* MainWindow::showStatistics() {
    auto* w = new StatsWindow(this);
    w->load(RecentSessions::folder());
    w->show();
    return w;
}

LessonCoach* MainWindow::coach() const {
    return coach_;
}

LessonsDialog* MainWindow::showLessons() {
    auto* d = new LessonsDialog(this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &LessonsDialog::lessonChosen, this, [this](const QString& id) {
        if (const QString e = startLesson(id); !e.isEmpty())
            QMessageBox::warning(this, tr("Learn to play"), e);
    });
    d->open();
    return d;
}

QString MainWindow::startLesson(const QString& id) {
    const auto lesson = LessonLibrary::instance().find(id);
    if (!lesson)
        return tr("There is no lesson %1.").arg(id);
    // The lesson's table saves where the sessions are not listed: a lesson is not a session kept.
    const QString folder =
        QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/lessons");
    if (!QDir().mkpath(folder))
        return tr("The folder %1 cannot be created.").arg(QDir::toNativeSeparators(folder));
    const QString file = folder + QStringLiteral("/lesson.json");
    makeSession(file);
    // A lesson counts the points for the learner and gives hints, whatever the preferences say.
    table_->setCountingHelp(true);
    table_->setHints(true);
    coach_ = new LessonCoach(table_, lesson, file, this);
    connect(coach_, &LessonCoach::lessonsWanted, this, [this] {
        LessonsDialog* d = showLessons();
        if (coach_ && coach_->nextLesson()) // the next of the path just taken
            d->choose(QString::fromStdString(coach_->nextLesson()->id));
    });
    // The next lesson of the path, at a fresh table (once the button's click is over).
    connect(
        coach_, &LessonCoach::nextLessonWanted, this,
        [this](const QString& next) {
            if (const QString e = startLesson(next); !e.isEmpty())
                QMessageBox::warning(this, tr("Learn to play"), e);
        },
        Qt::QueuedConnection);
    connect(coach_, &LessonCoach::left, this, [this] {
        coach_->deleteLater();
        showWelcome();
    });
    connect(coach_, &LessonCoach::practiceWanted, this, [this, lesson] {
        // A deal of the learner's own: the lesson's game and rules against Easy opponents.
        NewGameSettings s;
        s.game = lesson->game;
        s.variant = lesson->record.variant;
        for (std::size_t i = 0; i < lesson->record.players.size(); ++i) {
            const bool learner = static_cast<int>(i) == lesson->learner;
            s.names << (learner ? Preferences::load().playerName : QString::fromStdString(lesson->record.players[i]));
            s.levels << (learner ? QString() : QStringLiteral("easy"));
        }
        if (s.names[lesson->learner].isEmpty())
            s.names[lesson->learner] = tr("You");
        s.humanSeat = lesson->learner;
        if (const QString e = startSession(s); !e.isEmpty()) {
            QMessageBox::warning(this, tr("Practice deal"), e);
        } else {
            table_->setCountingHelp(true);
            table_->setHints(true);
            statusBar()->showMessage(tr("Practice: press Hint (H) whenever you are unsure."), 15000);
        }
    });
    stack_->setCurrentWidget(table_->view());
    statusBar()->showMessage(tr("Lesson: %1").arg(LessonLibrary::text(lesson->title)), 5000);
    return {};
}

RulesBook* MainWindow::showRules() {
    // The game at the table, else the first.
    QString game;
    if (table_ && table_->model()->hasGame())
        game = QString::fromStdString(std::string(table_->model()->game().id()));
    return RulesBook::open(this, game);
}

void MainWindow::about() {
    QMessageBox::about(this, tr("About Stammtisch"),
                       tr("<h3>Stammtisch %1</h3>"
                          "<p>The traditional card games of Franconia, Baden and Austria: Dreeg, Dreierles, "
                          "Dappen, Dreierschnapsen and Schnapsen, against computer opponents.</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace st::ui
