#include "recentsessions.h"

#include "games/gameface.h"
#include "record.h"
#include "registry.h"
#include "text/optionnames.h"
#include "text/wording.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace st::ui {

namespace {

/// The N of "stammtisch-record/N", 0 when the text is not of that form.
int formatVersion(std::string_view format) {
    constexpr std::string_view prefix = "stammtisch-record/";
    if (format.substr(0, prefix.size()) != prefix || format.size() == prefix.size() ||
        format.size() > prefix.size() + 6)
        return 0;
    int n = 0;
    for (const char c : format.substr(prefix.size())) {
        if (c < '0' || c > '9')
            return 0;
        n = n * 10 + (c - '0');
    }
    return n;
}

/// "at line 1, column 5: the text is not valid JSON here": where in the file, and what is wrong
/// there, shortened to fit a line or two of the screen.
QString place(const RecordError& e) {
    QString s = text::Wording::recordError(e).simplified();
    if (s.size() > 110)
        s = s.left(110) + QChar(0x2026);
    return s;
}

/// Why a record that is not readable cannot be taken up, and whether it is damaged or only newer.
std::pair<SessionProblem, QString> recordProblem(const QByteArray& data, const RecordError& e) {
    const auto doc = nlohmann::json::parse(data.begin(), data.end(), nullptr, false);
    if (doc.is_discarded())
        return {SessionProblem::Damaged, RecentSessions::tr("is damaged: %1").arg(place(e))};
    const auto format = doc.is_object() ? doc.find("format") : doc.end();
    const int version = format != doc.end() && format->is_string() ? formatVersion(format->get<std::string>()) : 0;
    if (version == 0)
        return {SessionProblem::Damaged,
                RecentSessions::tr("is not a Stammtisch game record (another program's file?): %1").arg(place(e))};
    if (version > formatVersion(kRecordFormat))
        return {SessionProblem::Newer, RecentSessions::tr("was written by a newer version of Stammtisch (%1)")
                                           .arg(QString::fromStdString(format->get<std::string>()))};
    return {SessionProblem::Damaged, RecentSessions::tr("is damaged: %1").arg(place(e))};
}

/// The session files of a folder that may be read: regular files (or links to
/// them) named *.json; directories, devices, pipes and dangling links are left out.
QFileInfoList sessionFiles(const QString& dir, QDir::SortFlags sort = QDir::NoSort) {
    if (dir.isEmpty())
        return {};
    QFileInfoList out;
    for (const QFileInfo& fi : QDir(dir).entryInfoList({QStringLiteral("*.json")}, QDir::Files, sort))
        if (fi.isFile())
            out << fi;
    return out;
}

} // namespace

QString RecentSessions::folder() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/sessions");
}

QString RecentSessions::damagedFolder(const QString& dir) {
    return dir + QStringLiteral("/damaged");
}

QString RecentSessions::newSessionPath(const GameInfo& g, const QString& dir) {
    QDir().mkpath(dir);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString base = QStringLiteral("%1/%2-%3").arg(dir, stamp, QString::fromStdString(g.id));
    QString path = base + QStringLiteral(".json");
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = QStringLiteral("%1-%2.json").arg(base).arg(n);
    return path;
}

SessionInfo RecentSessions::read(const QString& file) {
    SessionInfo info;
    info.file = file;
    const QFileInfo fi(file);
    info.modified = fi.lastModified();
    auto fail = [&info](SessionProblem problem, const QString& error) {
        info.problem = problem;
        info.error = error;
        qWarning("%s: %s", qPrintable(info.file), qPrintable(error));
        return info;
    };
    // Only a regular file is opened: a pipe or a device named *.json would block or never end.
    if (!fi.isFile())
        return fail(SessionProblem::Unavailable, fi.exists() ? tr("is not a regular file") : tr("does not exist"));
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return fail(SessionProblem::Unavailable, tr("cannot be opened right now: %1").arg(f.errorString()));
    if (f.size() > 64 * 1024 * 1024)
        return fail(SessionProblem::Damaged, tr("is too large to be a saved game"));
    const QByteArray data = f.readAll();
    if (f.error() != QFileDevice::NoError)
        return fail(SessionProblem::Unavailable, tr("cannot be read right now: %1").arg(f.errorString()));
    if (data.isEmpty())
        return fail(SessionProblem::Damaged, tr("is empty"));
    auto parsed = parseRecord(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
    if (auto* e = std::get_if<RecordError>(&parsed)) {
        const auto [problem, error] = recordProblem(data, *e);
        return fail(problem, error);
    }
    const Record& rec = std::get<Record>(parsed);
    Replay r = replay(rec);
    if (r.error || !r.game) {
        QString why = tr("the rules engine refused it");
        if (r.error && r.error->kind == ReplayError::Kind::Malformed)
            why = place(r.error->error);
        else if (r.error)
            why = text::Wording::reason(r.error->refusal, Pack::get(rec.game->pack));
        if (r.error && r.error->action >= 0)
            return fail(
                SessionProblem::Damaged,
                tr("does not replay: deal %1, action %2: %3").arg(r.error->deal + 1).arg(r.error->action + 1).arg(why));
        return fail(SessionProblem::Damaged,
                    tr("does not replay: deal %1: %2").arg(r.error ? r.error->deal + 1 : 0).arg(why));
    }
    info.gameId = QString::fromStdString(rec.game->id);
    info.gameName = text::OptionNames::gameName(*rec.game);
    for (const auto& p : rec.players)
        info.players << text::Wording::playerName(QString::fromStdString(p));
    info.deals = static_cast<int>(r.deals.size());
    info.finished = r.game->sessionOver();
    info.standing = faces::face(*r.game).standingLine(*r.game, info.players, info.finished);
    return info;
}

QList<SessionInfo> RecentSessions::scan(const QString& dir, int max) {
    QList<SessionInfo> out;
    for (const QFileInfo& fi : sessionFiles(dir, QDir::Time)) {
        if (out.size() >= max)
            break;
        out << read(fi.absoluteFilePath()); // one it may not read is listed too, with why
    }
    return out;
}

QString RecentSessions::continueFile(const QString& dir, const QStringList& extra) {
    QFileInfoList files = sessionFiles(dir);
    for (const QString& e : extra)
        if (QFileInfo(e).isFile())
            files << QFileInfo(e);
    std::sort(files.begin(), files.end(),
              [](const QFileInfo& a, const QFileInfo& b) { return a.lastModified() > b.lastModified(); });
    for (const QFileInfo& fi : files) {
        const SessionInfo s = read(fi.absoluteFilePath());
        if (s.error.isEmpty() && !s.finished)
            return s.file;
    }
    return {};
}

QList<SetAsideFile> RecentSessions::setAsideDamaged(const QString& dir, const QStringList& extra,
                                                    QList<SessionInfo>* unavailable) {
    // Only files whose content is wrong are moved: a file that merely cannot be
    // opened or read right now (permissions, a disk that is not mounted, too many
    // open files) is left alone and tried again next time, as is a record of a
    // newer format (the newer Stammtisch sharing this folder can take it up). A
    // session being written cannot look damaged: TableModel writes with QSaveFile,
    // into a temporary file renamed over the old one when complete, so a *.json
    // here is always either the old or the new whole record.
    QList<SetAsideFile> out;
    QFileInfoList files = sessionFiles(dir);
    for (const QString& e : extra)
        if (QFileInfo(e).isFile())
            files << QFileInfo(e);
    for (const QFileInfo& fi : files) {
        const SessionInfo info = read(fi.absoluteFilePath());
        if (info.problem == SessionProblem::Unavailable && unavailable)
            *unavailable << info;
        if (info.problem != SessionProblem::Damaged)
            continue;
        SetAsideFile s;
        s.file = info.file;
        s.reason = info.error;
        const QString aside = damagedFolder(dir);
        if (dir.isEmpty() || !QDir().mkpath(aside)) {
            s.failed = tr("the folder %1 cannot be created").arg(QDir::toNativeSeparators(aside));
        } else {
            // The same name when it is free, else name-2.json, name-3.json, ...: nothing is overwritten.
            const QString base = fi.completeBaseName();
            const QString suffix = fi.suffix().isEmpty() ? QString() : QStringLiteral(".") + fi.suffix();
            QString target = aside + QLatin1Char('/') + fi.fileName();
            for (int n = 2; QFileInfo(target).exists() || QFileInfo(target).isSymLink(); ++n)
                target = QStringLiteral("%1/%2-%3%4").arg(aside, base).arg(n).arg(suffix);
            QFile f(info.file);
            if (f.rename(target))
                s.movedTo = target;
            else
                s.failed = f.errorString();
        }
        qWarning("%s %s: %s", qPrintable(info.file), qPrintable(info.error),
                 s.movedTo.isEmpty() ? qPrintable(s.failed) : qPrintable(QStringLiteral("moved to ") + s.movedTo));
        out << s;
    }
    return out;
}

} // namespace st::ui
