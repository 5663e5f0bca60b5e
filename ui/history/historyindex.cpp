#include "historyindex.h"

#include "dialogs/welcomewidget.h"
#include "games/gameface.h"
#include "record.h"
#include "registry.h"
#include "text/wording.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHash>
#include <QMap>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QThreadPool>
#include <QVariant>
#include <QtConcurrent/QtConcurrentMap>
#include <QtConcurrent/QtConcurrentRun>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>

namespace st::ui {

namespace {

using nlohmann::json;

/// The cache's layout; a file of another version is emptied and rebuilt.
constexpr int kSchemaVersion = 1;

/// The start of a session from its file name (yyyyMMdd-HHmmss-game.json), invalid if not of that form.
QDateTime startFromName(const QString& file) {
    const QString base = QFileInfo(file).fileName();
    if (base.size() < 15)
        return {};
    return QDateTime::fromString(base.left(15), QStringLiteral("yyyyMMdd-HHmmss"));
}

QFileInfoList recordFiles(const QString& dir) {
    QFileInfoList out;
    if (dir.isEmpty())
        return out;
    for (const QFileInfo& fi : QDir(dir).entryInfoList({QStringLiteral("*.json")}, QDir::Files))
        if (fi.isFile())
            out << fi;
    return out;
}

QByteArray deltasText(const std::vector<std::vector<int>>& d) {
    return QByteArray::fromStdString(json(d).dump());
}

std::vector<std::vector<int>> deltasFrom(const QByteArray& text) {
    const json j = json::parse(text.begin(), text.end(), nullptr, false);
    std::vector<std::vector<int>> out;
    if (!j.is_array())
        return out;
    for (const auto& row : j) {
        std::vector<int> r;
        if (row.is_array())
            for (const auto& v : row)
                r.push_back(v.is_number_integer() ? v.get<int>() : 0);
        out.push_back(std::move(r));
    }
    return out;
}

QString listText(const QStringList& l) {
    json j = json::array();
    for (const QString& s : l)
        j.push_back(s.toStdString());
    return QString::fromStdString(j.dump());
}

QStringList listFrom(const QString& text) {
    const std::string s = text.toStdString();
    const json j = json::parse(s, nullptr, false);
    QStringList out;
    if (j.is_array())
        for (const auto& v : j)
            out << (v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString());
    return out;
}

QString seatsText(const QList<int>& l) {
    QStringList parts;
    for (int s : l)
        parts << QString::number(s);
    return parts.join(QLatin1Char(','));
}

QList<int> seatsFrom(const QString& text) {
    QList<int> out;
    for (const QString& p : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        out << p.toInt();
    return out;
}

/// One connection per load, on the thread that loads.
class Connection {
  public:
    explicit Connection(const QString& file) {
        static QAtomicInteger<int> serial = 0;
        name_ = QStringLiteral("stammtisch-history-%1").arg(serial.fetchAndAddRelaxed(1));
        db_ = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name_);
        db_.setDatabaseName(file);
    }
    ~Connection() {
        db_.close();
        db_ = QSqlDatabase();
        QSqlDatabase::removeDatabase(name_);
    }
    QSqlDatabase& db() { return db_; }

  private:
    QString name_;
    QSqlDatabase db_;
};

/// Why the cache cannot be used; `damaged`: the file itself is at fault (not a database, corrupt,
/// a table missing), not a lock held by another window or a folder that cannot be written.
struct CacheError {
    QString text;
    bool damaged = false;
};

CacheError cacheError(const QSqlError& e) {
    const int code = e.nativeErrorCode().toInt() & 0xff; // SQLite's primary result code
    constexpr int kBusy = 5, kLocked = 6, kNoMemory = 7, kReadOnly = 8, kIo = 10, kFull = 13, kCantOpen = 14;
    const bool transient = code == kBusy || code == kLocked || code == kNoMemory || code == kReadOnly || code == kIo ||
                           code == kFull || code == kCantOpen;
    return {e.text().isEmpty() ? QStringLiteral("?") : e.text(), !transient};
}

/// Opens the cache (made when new, emptied when of another layout) and reads what it knows.
std::optional<CacheError> readCache(QSqlDatabase& db, QHash<QString, HistoryEntry>* cached,
                                    QHash<QString, QString>* byName) {
    if (!db.open())
        return CacheError{db.lastError().text(), false};
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA user_version")))
        return cacheError(q.lastError());
    const int version = q.next() ? q.value(0).toInt() : 0;
    q.finish();
    if (version != kSchemaVersion) {
        const bool made =
            q.exec(QStringLiteral("DROP TABLE IF EXISTS sessions")) &&
            q.exec(QStringLiteral("CREATE TABLE sessions (path TEXT PRIMARY KEY, size INTEGER, mtime INTEGER,"
                                  " error TEXT, game TEXT, players TEXT, deals INTEGER, finished INTEGER,"
                                  " started INTEGER, standings TEXT, deltas TEXT, winners TEXT,"
                                  " money INTEGER)")) &&
            q.exec(QStringLiteral("PRAGMA user_version = %1").arg(kSchemaVersion));
        if (!made)
            return cacheError(q.lastError());
    }
    if (!q.exec(QStringLiteral("SELECT path, size, mtime, error, game, players, deals, finished, started,"
                               " standings, deltas, winners, money FROM sessions")))
        return cacheError(q.lastError());
    while (q.next()) {
        HistoryEntry e;
        e.file = q.value(0).toString();
        e.size = q.value(1).toLongLong();
        e.mtime = q.value(2).toLongLong();
        e.error = q.value(3).toString();
        e.gameId = q.value(4).toString();
        e.players = listFrom(q.value(5).toString());
        e.deals = q.value(6).toInt();
        e.finished = q.value(7).toBool();
        e.started = QDateTime::fromMSecsSinceEpoch(q.value(8).toLongLong());
        e.saved = QDateTime::fromMSecsSinceEpoch(e.mtime);
        e.standings = q.value(9).toByteArray();
        e.deltas = deltasFrom(q.value(10).toByteArray());
        e.winners = seatsFrom(q.value(11).toString());
        e.money = q.value(12).toBool();
        byName->insert(QStringLiteral("%1|%2|%3").arg(QFileInfo(e.file).fileName()).arg(e.size).arg(e.mtime), e.file);
        cached->insert(e.file, std::move(e));
    }
    // A read cut short by a damaged page.
    if (q.lastError().isValid())
        return cacheError(q.lastError());
    return std::nullopt;
}

} // namespace

long long HistoryEntry::total(int seat) const {
    long long t = 0;
    for (const auto& d : deltas)
        if (seat >= 0 && static_cast<std::size_t>(seat) < d.size())
            t += d[static_cast<std::size_t>(seat)];
    return t;
}

int HistoryEntry::dealsWon(int seat) const {
    int won = 0;
    for (const auto& d : deltas)
        if (seat >= 0 && static_cast<std::size_t>(seat) < d.size() && d[static_cast<std::size_t>(seat)] > 0)
            ++won;
    return won;
}

HistoryIndex::HistoryIndex(const QString& folder, const QString& database)
    : folder_(folder), database_(database.isEmpty() ? defaultDatabase() : database) {}

QString HistoryIndex::defaultDatabase() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/history.sqlite");
}

QString HistoryIndex::archiveFolder(const QString& folder) {
    return folder + QStringLiteral("/archive");
}

HistoryEntry HistoryIndex::summarize(const QString& file, bool archived) {
    HistoryEntry e;
    const QFileInfo fi(file);
    e.file = fi.absoluteFilePath();
    e.archived = archived;
    e.size = fi.size();
    e.saved = fi.lastModified();
    e.mtime = e.saved.toMSecsSinceEpoch();
    e.started = startFromName(file);
    if (!e.started.isValid())
        e.started = e.saved;
    // Why a file cannot be shown, in the words of the welcome screen's list ("is damaged: at
    // line 3, column 1: …"); read again only on this rare path.
    auto fail = [&e, &file](const QString& fallback) {
        const QString why = RecentSessions::read(file).error;
        e.error = why.isEmpty() ? fallback : why;
        return e;
    };
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly) || f.size() > 64 * 1024 * 1024)
        return fail(f.errorString());
    const QByteArray data = f.readAll();
    auto parsed = parseRecord(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
    if (auto* err = std::get_if<RecordError>(&parsed))
        return fail(text::Wording::recordError(*err));
    const Record& rec = std::get<Record>(parsed);
    const Replay r = replay(rec);
    if (r.error || !r.game)
        return fail(r.error ? text::Wording::replayError(*r.error, Pack::get(rec.game->pack)) : QStringLiteral("?"));
    e.gameId = QString::fromStdString(rec.game->id);
    for (const auto& p : rec.players)
        e.players << QString::fromStdString(p);
    e.deals = static_cast<int>(r.deals.size());
    e.finished = r.game->sessionOver();
    for (const json& d : r.deals) {
        std::vector<int> row;
        if (d.contains("delta") && d["delta"].is_array())
            for (const auto& v : d["delta"])
                row.push_back(v.is_number_integer() ? v.get<int>() : 0);
        e.deltas.push_back(std::move(row));
    }
    json st;
    r.game->reportStandings(st);
    e.standings = QByteArray::fromStdString(st.dump());
    e.money = r.game->unit() == ScoreUnit::Cents;
    if (e.finished) {
        // The winners: the seats of the highest merit, when not all are square.
        const int n = r.game->seats();
        int best = r.game->merit(0), worst = best;
        for (int s = 1; s < n; ++s) {
            best = std::max(best, r.game->merit(s));
            worst = std::min(worst, r.game->merit(s));
        }
        if (best != worst)
            for (int s = 0; s < n; ++s)
                if (r.game->merit(s) == best)
                    e.winners << s;
    }
    return e;
}

HistoryIndex::Result HistoryIndex::load() const {
    Result res;
    // The files: the truth.
    struct File {
        QString path;
        qint64 size;
        qint64 mtime;
        bool archived;
    };
    QList<File> files;
    for (const QFileInfo& fi : recordFiles(folder_))
        files.push_back({fi.absoluteFilePath(), fi.size(), fi.lastModified().toMSecsSinceEpoch(), false});
    for (const QFileInfo& fi : recordFiles(archiveFolder(folder_)))
        files.push_back({fi.absoluteFilePath(), fi.size(), fi.lastModified().toMSecsSinceEpoch(), true});

    // The cache. One that cannot be read (damaged, of another program, half written) is
    // deleted and built again from the files; without it the history still works, only slower.
    QHash<QString, HistoryEntry> cached;
    QHash<QString, QString> byName; // "name|size|mtime" -> path: a file moved to or from the archive
    std::optional<Connection> conn;
    bool useDb = !database_.isEmpty();
    if (useDb) {
        QDir().mkpath(QFileInfo(database_).absolutePath());
        std::optional<CacheError> why;
        for (int attempt = 0; attempt < 2; ++attempt) {
            cached.clear();
            byName.clear();
            conn.emplace(database_);
            why = readCache(conn->db(), &cached, &byName);
            if (!why)
                break;
            conn.reset();
            if (attempt > 0 || !why->damaged)
                break;
            QFile::remove(database_ + QStringLiteral("-journal"));
            if (!QFile::remove(database_))
                break;
            res.rebuilt = true;
        }
        if (why) {
            res.databaseError = why->text;
            res.rebuilt = false;
            cached.clear();
            byName.clear();
            conn.reset();
            useDb = false;
        }
    }

    // What the cache knows is taken; the rest is replayed, in parallel.
    QList<File> stale;
    QHash<QString, HistoryEntry> fresh;
    for (const File& f : files) {
        auto it = cached.constFind(f.path);
        if (it == cached.constEnd() || it->size != f.size || it->mtime != f.mtime) {
            const QString moved =
                byName.value(QStringLiteral("%1|%2|%3").arg(QFileInfo(f.path).fileName()).arg(f.size).arg(f.mtime));
            it = moved.isEmpty() ? cached.constEnd() : cached.constFind(moved);
        }
        if (it != cached.constEnd() && it->size == f.size && it->mtime == f.mtime) {
            HistoryEntry e = *it;
            e.file = f.path;
            e.archived = f.archived;
            fresh.insert(f.path, std::move(e));
            ++res.cached;
        } else {
            stale << f;
        }
    }
    const QList<HistoryEntry> read =
        QtConcurrent::blockingMapped(stale, [](const File& f) { return HistoryIndex::summarize(f.path, f.archived); });
    res.replayed = static_cast<int>(read.size());
    for (const HistoryEntry& e : read)
        fresh.insert(e.file, e);

    if (useDb) {
        QSqlDatabase& db = conn->db();
        db.transaction();
        QSqlQuery del(db);
        del.prepare(QStringLiteral("DELETE FROM sessions WHERE path = ?"));
        for (auto it = cached.cbegin(); it != cached.cend(); ++it)
            if (!fresh.contains(it.key())) {
                del.addBindValue(it.key());
                del.exec();
            }
        QSqlQuery ins(db);
        ins.prepare(QStringLiteral("INSERT OR REPLACE INTO sessions (path, size, mtime, error, game, players, deals,"
                                   " finished, started, standings, deltas, winners, money)"
                                   " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        auto store = [&ins](const HistoryEntry& e) {
            ins.addBindValue(e.file);
            ins.addBindValue(e.size);
            ins.addBindValue(e.mtime);
            ins.addBindValue(e.error);
            ins.addBindValue(e.gameId);
            ins.addBindValue(listText(e.players));
            ins.addBindValue(e.deals);
            ins.addBindValue(e.finished ? 1 : 0);
            ins.addBindValue(e.started.toMSecsSinceEpoch());
            ins.addBindValue(e.standings);
            ins.addBindValue(deltasText(e.deltas));
            ins.addBindValue(seatsText(e.winners));
            ins.addBindValue(e.money ? 1 : 0);
            ins.exec();
        };
        // A damaged record is not kept: its message is in the language of the day, and it is read
        // again each time (it may be mended, or replaced by a file of the same size and time).
        for (const HistoryEntry& e : read) {
            if (e.ok()) {
                store(e);
            } else if (cached.contains(e.file)) {
                del.addBindValue(e.file);
                del.exec();
            }
        }
        // Entries found under a new path (moved to or from the archive) are stored under it.
        for (auto it = fresh.cbegin(); it != fresh.cend(); ++it)
            if (!cached.contains(it.key()) && it->ok() &&
                std::none_of(read.begin(), read.end(), [&](const HistoryEntry& r) { return r.file == it.key(); }))
                store(*it);
        if (!db.commit())
            res.databaseError = db.lastError().text();
    }

    res.entries = fresh.values();
    // The player's default name ("You") reads in the language of the day; the cache keeps the file's.
    for (HistoryEntry& e : res.entries)
        for (QString& p : e.players)
            p = text::Wording::playerName(p);
    std::sort(res.entries.begin(), res.entries.end(), [](const HistoryEntry& a, const HistoryEntry& b) {
        return a.started != b.started ? a.started > b.started : a.file > b.file;
    });
    return res;
}

HistoryLoader::HistoryLoader(const QString& folder, const QString& database, QObject* parent)
    : QObject(parent), index_(folder, database) {}

void HistoryLoader::start() {
    if (busy_) {
        again_ = true;
        return;
    }
    busy_ = true;
    auto* watcher = new QFutureWatcher<HistoryIndex::Result>(this);
    connect(watcher, &QFutureWatcher<HistoryIndex::Result>::finished, this, [this, watcher] {
        result_ = watcher->result();
        watcher->deleteLater();
        busy_ = false;
        if (again_) {
            again_ = false;
            start();
            return;
        }
        emit loaded();
    });
    const HistoryIndex index = index_;
    // The load waits for its replays on the global pool: it runs on a pool of its own, so that two loads at
    // once (two windows, or a window reading again as the folder changes) cannot take every global thread
    // and wait there for work that then has no thread to run on (nor could the painter's threads run).
    static QThreadPool* loaders = [] {
        auto* pool = new QThreadPool(qApp);
        pool->setMaxThreadCount(4);
        return pool;
    }();
    watcher->setFuture(QtConcurrent::run(loaders, [index] { return index.load(); }));
}

QList<PlayerStats> computeStats(const QList<HistoryEntry>& entries) {
    QMap<std::tuple<QString, bool, QString>, PlayerStats> by;
    QList<const HistoryEntry*> ordered;
    for (const HistoryEntry& e : entries)
        if (e.ok())
            ordered << &e;
    std::sort(ordered.begin(), ordered.end(),
              [](const HistoryEntry* a, const HistoryEntry* b) { return a->started < b->started; });
    for (const HistoryEntry* e : ordered) {
        for (int s = 0; s < e->players.size(); ++s) {
            PlayerStats& p = by[{e->gameId, e->money, e->players[s]}];
            p.player = e->players[s];
            p.gameId = e->gameId;
            p.money = e->money;
            ++p.sessions;
            if (e->finished)
                ++p.finished;
            // The game's unit and its wins in its own terms, so an evening not played to its end counts
            // too (a game the program no longer knows: its deals, in cents or points).
            const faces::GameFace* face = faces::findFace(e->gameId.toStdString());
            const ScoreUnit unit = face       ? face->storedUnit(e->money)
                                   : e->money ? ScoreUnit::Cents
                                              : ScoreUnit::GamePoints;
            p.unit = unit == ScoreUnit::Strokes ? PlayerStats::Unit::Strokes
                     : unit == ScoreUnit::Cents ? PlayerStats::Unit::Money
                                                : PlayerStats::Unit::GamePoints;
            const faces::GameFace::Wins w =
                face ? face->sessionWins(*e, s)
                     : faces::GameFace::Wins{e->dealsWon(s), static_cast<int>(e->deltas.size()), 0};
            p.winChances += w.chances;
            p.wins += w.wins;
            p.bollern += w.bollern;
            p.countsBollern = face && face->countsBollern();
            for (const auto& d : e->deltas) {
                const int v = static_cast<std::size_t>(s) < d.size() ? d[static_cast<std::size_t>(s)] : 0;
                p.best = p.deals == 0 ? v : std::max(p.best, v);
                p.worst = p.deals == 0 ? v : std::min(p.worst, v);
                p.total += v;
                ++p.deals;
            }
            p.cumulative << qMakePair(e->started, p.total);
        }
    }
    return by.values();
}

} // namespace st::ui
