// The recent sessions: each session autosaved to its own file in AppDataLocation/sessions; what
// a file holds (read by replaying it, with a few words on where it stands), the newest
// unfinished one to continue, and damaged files set aside. The welcome screen shows them.
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

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

} // namespace st::ui
