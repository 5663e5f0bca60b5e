// The session history: every session's record file in AppDataLocation/sessions
// (and its archive folder) summarised by replaying it through the rules
// engine. The records are the truth; an SQLite file (history.sqlite) only
// caches the summaries, keyed by path, size and modification time, so a
// history of thousands of sessions opens at once. Delete it and it is rebuilt
// from the files.
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace st::ui {

/// One session as the history knows it (read from its record by the engine).
struct HistoryEntry {
    QString file;          ///< absolute path
    qint64 size = 0;       ///< bytes, for the cache key
    qint64 mtime = 0;      ///< ms since the epoch, for the cache key
    bool archived = false; ///< lies in the archive folder
    QString error;         ///< not empty: the file cannot be read or replayed (nothing else set)
    QString gameId;
    QStringList players;
    int deals = 0; ///< deals played to the end
    bool finished = false;
    QDateTime started;    ///< from the file name (yyyyMMdd-HHmmss-game.json), else its modification time
    QDateTime saved;      ///< its modification time
    QByteArray standings; ///< the engine's reportStandings() as JSON text
    std::vector<std::vector<int>> deltas; ///< per finished deal, per seat: the deal's result in the game's unit
    QList<int> winners;                   ///< seats that won a finished session (empty: unfinished or all square)
    bool money = false;                   ///< the game's unit is cents (Dappen by the coin)

    bool ok() const { return error.isEmpty(); }
    /// The sum of a seat's deal results.
    long long total(int seat) const;
    /// The deals that paid a seat (a result above nothing).
    int dealsWon(int seat) const;
};

class HistoryIndex {
    Q_DECLARE_TR_FUNCTIONS(HistoryIndex)

  public:
    /// `folder`: the sessions folder; `database`: the cache file (empty: AppDataLocation/history.sqlite).
    explicit HistoryIndex(const QString& folder, const QString& database = {});

    static QString defaultDatabase();
    /// Where archived sessions lie: folder/archive.
    static QString archiveFolder(const QString& folder);
    /// Reads and replays one record file (thread-safe; no translated text inside but the error).
    static HistoryEntry summarize(const QString& file, bool archived);

    struct Result {
        QList<HistoryEntry> entries; ///< every session file, newest first
        int replayed = 0;            ///< files read and replayed because the cache had no current summary
        int cached = 0;              ///< summaries taken from the cache
        QString databaseError;       ///< the cache could not be used (the history works without it)
        bool rebuilt = false;        ///< the cache could not be read: it was deleted and built anew
    };
    /// Lists the folder and its archive, replays what the cache does not know (in parallel),
    /// updates the cache and drops what is gone. Blocking: call it from a worker thread.
    Result load() const;

    QString folder() const { return folder_; }
    QString database() const { return database_; }

  private:
    QString folder_;
    QString database_;
};

/// Loads a history on a worker thread and says when it is done; the UI stays responsive.
class HistoryLoader : public QObject {
    Q_OBJECT

  public:
    HistoryLoader(const QString& folder, const QString& database, QObject* parent = nullptr);
    /// Starts a load (a load already running is followed by a new one).
    void start();
    bool busy() const { return busy_; }
    const HistoryIndex::Result& result() const { return result_; }

  signals:
    void loaded();

  private:
    HistoryIndex index_;
    bool busy_ = false;
    bool again_ = false;
    HistoryIndex::Result result_;
};

/// The figures of one player in one game over a set of sessions.
struct PlayerStats {
    QString player;
    QString gameId;
    bool money = false;
    int sessions = 0;
    int finished = 0;
    int deals = 0;
    /// A win is the game's own outcome (see computeStats): a phase got through without the
    /// Boller (Dreeg; Neustadt: a phase won), a Bummerl won (Schnapsen, Dreierschnapsen), a deal
    /// that paid the player (Dreierles, Dappen: the evening has no winner, the deal does).
    int wins = 0;
    int winChances = 0; ///< the phases ended, Bummerl played to the end or deals the wins are out of
    /// The unit of the deal results: strokes erased (Dreeg), game points, or cents.
    enum class Unit { Strokes, GamePoints, Money } unit = Unit::GamePoints;
    long long total = 0;        ///< sum of the deal results
    int bollern = 0;            ///< Dreeg
    bool countsBollern = false; ///< the game has Bollern (Dreeg)
    int best = 0;               ///< best deal result (when deals > 0)
    int worst = 0;              ///< worst deal result
    /// Per session in the order played: when it started and the running total after it.
    QList<QPair<QDateTime, long long>> cumulative;
    double average() const { return deals > 0 ? static_cast<double>(total) / deals : 0.0; }
};

/// The statistics of every player (by name) and game over these sessions (unreadable ones left out).
QList<PlayerStats> computeStats(const QList<HistoryEntry>& entries);

} // namespace st::ui
