// The main window: menus, the welcome screen and the table of the running session.
#pragma once

#include <QMainWindow>
#include <QPointer>

class QAction;
class QCloseEvent;
class QDragEnterEvent;
class QDragMoveEvent;
class QDropEvent;
class QMenu;
class QStackedWidget;

namespace st::net {
class TableServer;
} // namespace st::net

namespace st::ui {

struct NewGameSettings;
struct SessionInfo;
class HistoryWindow;
class LessonCoach;
class LessonsDialog;
class RulesBook;
class StatsWindow;
class TableSession;
class WelcomeWidget;
namespace net {
class RemoteTable;
struct HostSettings;
} // namespace net

class MainWindow : public QMainWindow {
    Q_OBJECT

  public:
    explicit MainWindow(QWidget* parent = nullptr);

    TableSession* session() const { return table_; }
    WelcomeWidget* welcome() const { return welcome_; }
    /// Starts a new session with these settings, autosaved to its own file; an error text.
    QString startSession(const NewGameSettings& s);
    /// Takes up a saved session (the table shows the final state of a finished one); an error text.
    QString openSession(const QString& file);
    /// Takes up a record from anywhere (Game ▸ Open…, `stammtisch FILE`, a dropped file): it becomes a
    /// session of the history (a copy in the sessions folder unless it is one already) and is opened
    /// there at its last decision; an error text naming the file and what is wrong in it.
    QString openFile(const QString& file);
    /// Opens the first file and adds the others to the history; a message says what went wrong.
    void openFiles(const QStringList& files);
    /// The session file at the table (a network table's in the history too); empty when none (or a
    /// lesson) is there.
    QString sessionAtTable() const;
    /// Ends the session at the table (its file stays as it is) and shows the welcome screen.
    void closeTable();
    /// Writes a lost session's previous save back and takes it up; an error text.
    QString recoverSession(const QString& file);
    /// Writes the running game to `file` (Game ▸ Save a copy… after its file
    /// dialog) and tells the player how it went; an error text.
    QString saveCopyTo(const QString& file);
    /// New sessions deal from this seed (stammtisch --seed): the same seed and the same
    /// choices give the same cards. 0, the default: a seed from the clock.
    void setSeed(quint64 seed) { seed_ = seed; }
    /// Joins a table over the network (Game ▸ Join a table…, and the host's own seat): the table is
    /// shown as the client sees it; `token` takes a seat held before (the host's).
    net::RemoteTable* joinTable(const QUrl& url, const QString& code, const QString& name, const QString& password = {},
                                const QString& token = {});
    /// The network table shown, if any.
    net::RemoteTable* remoteTable() const;

  public slots:
    void newGame();
    void newGameOf(const QString& gameId); ///< the New game dialog with a game chosen
    void continueGame();                   ///< the most recent unfinished session
    void saveCopy();                       ///< Game ▸ Save a copy…: a file dialog, then saveCopyTo()
    void openDialog();                     ///< Game ▸ Open…: a file dialog, then openFiles()
    void preferences();                    ///< Settings ▸ Preferences
    void about();
    void showDecks();  ///< View ▸ Card decks
    void joinDialog(); ///< Game ▸ Join a table…
    void hostDialog(); ///< Game ▸ Host a table…: the New game dialog, then who plays where
    /// Game ▸ Session history…: every session kept (one window, raised when open).
    HistoryWindow* showHistory();
    /// Game ▸ Statistics…: per player and game over every session kept.
    StatsWindow* showStatistics();
    /// Help ▸ Rules (F1): the rules book at the game on the table.
    RulesBook* showRules();
    /// Help ▸ Learn to play (and the welcome screen's Learn): the list of lessons.
    LessonsDialog* showLessons();
    /// A guided lesson at a fresh table; an error text.
    QString startLesson(const QString& id);
    /// The lesson being taken, if any.
    LessonCoach* coach() const;

  protected:
    /// Record files dropped on the window are opened (openFiles()).
    void dragEnterEvent(QDragEnterEvent* e) override;
    void dragMoveEvent(QDragMoveEvent* e) override;
    void dropEvent(QDropEvent* e) override;
    /// The host quitting is asked first: the table closes for everyone (saved, to be opened again).
    void closeEvent(QCloseEvent* e) override;

  private:
    void buildMenus();
    /// The welcome banner's offers to recover lost sessions and its note on files that cannot be read.
    void noticeFiles(const QList<SessionInfo>& unavailable);
    void noticeLink(const QString& link);
    /// The first size: 1280x800 where the screen holds it, else 90 % of the screen, inside it.
    void fitToScreen();
    void showWelcome();
    /// A fresh table for one session, with the preferences and its autosave file.
    void makeSession(const QString& autosavePath);
    void updateUndo();
    /// Game ▸ Continue is enabled only when there is an unfinished game other than the one on the table.
    void updateContinue();
    /// The unfinished session Continue would take up; empty when there is none (or it is on the table).
    QString continuableFile() const;

    QStackedWidget* stack_ = nullptr;
    WelcomeWidget* welcome_ = nullptr;
    TableSession* table_ = nullptr;
    QMenu* gameMenu_ = nullptr;
    QAction* continue_ = nullptr;
    quint64 seed_ = 0;
    QPointer<LessonCoach> coach_;
    QAction* undo_ = nullptr;
    QAction* scoreSheet_ = nullptr;
    QAction* hint_ = nullptr;
    QAction* saveCopy_ = nullptr;
    QStringList fileNotices_; ///< the banner paragraphs noticeFiles() added
    QPointer<net::RemoteTable> remote_;
    QPointer<st::net::TableServer> server_; ///< the table this computer hosts, if any
    /// Leaves the network table, if one is shown; the host's table is stopped (everyone told `closed`;
    /// saved in its folder for Continue).
    void leaveRemote();
    /// The host leaving its table is asked "Close the table for everyone?"; true: go on.
    bool mayLeaveHostedTable();
    /// The host's address and table code: in the status bar while it is open, and in a message.
    void announceHosting(quint16 port, const QString& code, const QString& opening);
    /// Takes the seat at the network table of a session in the history again (the host opens it again
    /// from its folder first); an error text.
    QString rejoin(const QString& historyFile);
    /// Opens the table the host chose on this computer and joins it; an error text.
    QString startHosting(const net::HostSettings& h);
};

} // namespace st::ui
