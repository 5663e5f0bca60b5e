// The welcome screen: the games with a line each, "Continue" for the most
// recent unfinished session and the recent sessions (each autosaved to its own
// file in AppDataLocation/sessions).
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QPixmap>
#include <QStringList>
#include <QWidget>

class QFrame;
class QLabel;
class QScrollArea;
class QListWidget;
class QPushButton;

namespace st {
struct GameInfo;
}

namespace st::ui {

/// What is wrong with a session file, if anything.
enum class SessionProblem {
    None,
    Damaged,     ///< its content is no session Stammtisch can take up: set aside at the next start
    Newer,       ///< a record of a newer format: a newer Stammtisch wrote it (left where it is)
    Unavailable, ///< it cannot be opened or read right now (tried again next time, left where it is)
};

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
    QString error;    ///< not empty: the file cannot be read (and nothing else is set); "is damaged: ..."
    SessionProblem problem = SessionProblem::None;
};

/// A damaged session file found at the start and moved aside (or left where it
/// was when it could not be moved).
struct SetAsideFile {
    QString file;    ///< where it was
    QString reason;  ///< SessionInfo::error
    QString movedTo; ///< where it is now; empty when it could not be moved
    QString failed;  ///< why it could not be moved
};

class RecentSessions {
    Q_DECLARE_TR_FUNCTIONS(RecentSessions)

  public:
    /// AppDataLocation/sessions.
    static QString folder();
    /// A new session's file: folder/<yyyyMMdd-HHmmss>-<game>.json (never an existing file).
    static QString newSessionPath(const GameInfo& g, const QString& folder = RecentSessions::folder());
    /// Where damaged session files are put: folder/damaged.
    static QString damagedFolder(const QString& folder = RecentSessions::folder());
    /// Reads and replays one file; a damaged file gives an info with error and problem set.
    static SessionInfo read(const QString& file);
    /// Moves every damaged session file of the folder and of `extra` into
    /// damagedFolder(folder), keeping its name (never overwriting, never deleting); the files that cannot
    /// be read right now (left where they are) into `unavailable`.
    static QList<SetAsideFile> setAsideDamaged(const QString& folder, const QStringList& extra = {},
                                               QList<SessionInfo>* unavailable = nullptr);
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
    /// Tells in the banner above the games which damaged files were set aside and where.
    void reportSetAside(const QList<SetAsideFile>& files);
    /// Adds a paragraph (rich text) to the banner; it stays until the player dismisses it.
    void addNotice(const QString& html);
    /// Takes a paragraph addNotice() added off the banner again.
    void removeNotice(const QString& html);
    /// The banner's paragraphs (empty: no banner).
    QStringList notices() const { return notices_; }

  signals:
    void newGame(const QString& gameId);
    void continueGame();
    void openSession(const QString& file);
    void learn(); ///< "Learn to play": the guided lessons
    /// A link of the banner was clicked (its href).
    void noticeLinkActivated(const QString& link);

  protected:
    /// The table of the game room: wood, and the felt mat the welcome lies on.
    void paintEvent(QPaintEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;
    void showEvent(QShowEvent* e) override;

  public:
    /// Where the felt mat lies in a widget of that size.
    static QRectF matRect(QSizeF size);
    /// A small fan of a game's own cards (its pack, the chosen deck), for its button.
    static QPixmap gameFan(const QString& gameId, int cardWidth, qreal dpr);

  private:
    void updateNotice();
    void fitNotice();

    QFrame* notice_;
    QScrollArea* noticeScroll_ = nullptr;
    QLabel* noticeText_;
    QStringList notices_;
    QPushButton* continue_;
    QLabel* continueInfo_;
    QListWidget* recent_;
    QLabel* recentEmpty_;
    QString continueFile_;
    QPixmap background_; ///< the wooden table and its felt mat at the widget's size
};

} // namespace st::ui
