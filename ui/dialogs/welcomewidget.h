// The welcome screen: the games with a line each, "Continue" for the most
// recent unfinished session and the recent sessions (each autosaved to its own
// file in AppDataLocation/sessions).
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QStringList>
#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace st {
struct GameInfo;
}

namespace st::ui {

/// What a saved session file holds, read by replaying it.
struct SessionInfo {
    QString file;
    QString gameId;
    QString gameName; ///< translated
    QDateTime modified;
    QStringList players;
    int deals = 0; ///< deals played to the end
    bool finished = false;
    QString standing; ///< a few words: where the session stands
    QString error;    ///< not empty: the file cannot be read (and nothing else is set)
};

class RecentSessions {
    Q_DECLARE_TR_FUNCTIONS(RecentSessions)

  public:
    /// AppDataLocation/sessions.
    static QString folder();
    /// A new session's file: folder/<yyyyMMdd-HHmmss>-<game>.json (never an existing file).
    static QString newSessionPath(const GameInfo& g, const QString& folder = RecentSessions::folder());
    /// Reads and replays one file; a damaged file gives an info with error set.
    static SessionInfo read(const QString& file);
    /// The session files of a folder, newest first, at most `max` (damaged ones included, flagged).
    static QList<SessionInfo> scan(const QString& folder, int max = 8);
    /// The most recently modified unfinished session among the folder's files and
    /// `extra` (e.g. the old single autosave file); empty if there is none.
    static QString continueFile(const QString& folder, const QStringList& extra = {});
};

class WelcomeWidget : public QWidget {
    Q_OBJECT

  public:
    explicit WelcomeWidget(QWidget* parent = nullptr);
    /// Lists the folder's recent sessions and enables "Continue" for the newest unfinished one.
    void refresh(const QString& folder, const QStringList& extra = {});
    QString continueFile() const { return continueFile_; }

  signals:
    void newGame(const QString& gameId);
    void continueGame();
    void openSession(const QString& file);

  protected:
    void paintEvent(QPaintEvent* e) override;

  private:
    QPushButton* continue_;
    QLabel* continueInfo_;
    QListWidget* recent_;
    QLabel* recentEmpty_;
    QString continueFile_;
};

} // namespace st::ui
