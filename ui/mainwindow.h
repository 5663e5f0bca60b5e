// The main window: menus, the welcome screen and the table of the running session.
#pragma once

#include <QMainWindow>
#include <QPointer>

class QAction;
class QStackedWidget;

namespace st::ui {

struct NewGameSettings;
class HistoryWindow;
class LessonCoach;
class LessonsDialog;
class RulesBook;
class StatsWindow;
class TableSession;
class WelcomeWidget;

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
    /// Writes the running game to `file` (Game ▸ Save a copy… after its file
    /// dialog) and tells the player how it went; an error text.
    QString saveCopyTo(const QString& file);
    /// New sessions deal from this seed (stammtisch --seed): the same seed and the same
    /// choices give the same cards. 0, the default: a seed from the clock.
    void setSeed(quint64 seed) { seed_ = seed; }

  public slots:
    void newGame();
    void newGameOf(const QString& gameId); ///< the New game dialog with a game chosen
    void continueGame();                   ///< the most recent unfinished session
    void saveCopy();                       ///< Game ▸ Save a copy…: a file dialog, then saveCopyTo()
    void preferences();                    ///< Settings ▸ Preferences
    void about();
    void showDecks(); ///< View ▸ Card decks
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

  private:
    void buildMenus();
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
    QAction* continue_ = nullptr;
    quint64 seed_ = 0;
    QPointer<LessonCoach> coach_;
    QAction* undo_ = nullptr;
    QAction* scoreSheet_ = nullptr;
    QAction* hint_ = nullptr;
    QAction* saveCopy_ = nullptr;
};

} // namespace st::ui
