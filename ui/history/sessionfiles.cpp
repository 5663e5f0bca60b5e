#include "history/sessionfiles.h"

#include "dialogs/welcomewidget.h"
#include "history/historyindex.h"
#include "record.h"
#include "registry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

namespace st::ui {

namespace {

/// Two paths name the same file (or folder), links and "." resolved.
bool same(const QString& a, const QString& b) {
    const QString ca = QFileInfo(a).canonicalFilePath();
    return !ca.isEmpty() && ca == QFileInfo(b).canonicalFilePath();
}

/// The bytes of a file; false with the reason when it cannot be read.
bool readBytes(const QString& file, QByteArray* out, QString* error) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = f.errorString();
        return false;
    }
    *out = f.readAll();
    if (f.error() != QFileDevice::NoError) {
        *error = f.errorString();
        return false;
    }
    return true;
}

/// Writes bytes atomically (the old file stays whole when writing fails); an error text.
QString writeBytes(const QString& file, const QByteArray& bytes) {
    QSaveFile f(file);
    if (!f.open(QIODevice::WriteOnly))
        return f.errorString();
    if (f.write(bytes) != bytes.size()) {
        const QString e = f.errorString();
        f.cancelWriting();
        return e;
    }
    if (!f.commit())
        return f.errorString();
    return {};
}

/// The record a file holds written the way Stammtisch writes it (so that two files of one session
/// compare equal whatever their spacing); empty when it is no record.
std::string canonical(const QByteArray& bytes) {
    auto parsed = parseRecord(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!std::holds_alternative<Record>(parsed))
        return {};
    return writeRecord(std::get<Record>(parsed));
}

} // namespace

QString SessionFiles::previousSave(const QString& file) {
    return file + QStringLiteral(".prev");
}

QString SessionFiles::defaultFolder() {
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QFileInfo(documents).isDir())
        return documents;
    return QDir::homePath();
}

SessionFiles::Imported SessionFiles::import(const QString& source, const QString& folder, const QStringList& own) {
    Imported out;
    const QString shown = QDir::toNativeSeparators(source);
    const SessionInfo info = RecentSessions::read(source);
    if (info.problem == SessionProblem::Newer) {
        out.error = tr("The file %1 %2. Update Stammtisch to take it up.").arg(shown, info.error);
        return out;
    }
    if (!info.error.isEmpty()) {
        out.error = tr("The file %1 %2.").arg(shown, info.error);
        return out;
    }
    // One of the history's own files: taken up where it is.
    const QString archive = HistoryIndex::archiveFolder(folder);
    const QString dir = QFileInfo(source).absolutePath();
    bool isOwn = same(dir, folder) || same(dir, archive);
    for (const QString& o : own)
        isOwn = isOwn || same(source, o);
    if (isOwn) {
        out.file = QFileInfo(source).absoluteFilePath();
        out.existing = true;
        return out;
    }
    QByteArray bytes;
    QString why;
    if (!readBytes(source, &bytes, &why)) {
        out.error = tr("The file %1 cannot be read: %2.").arg(shown, why);
        return out;
    }
    const std::string record = canonical(bytes);
    auto parsed = parseRecord(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (record.empty() || !std::holds_alternative<Record>(parsed)) { // changed since it was read
        out.error = tr("The file %1 is not a game record any more.").arg(shown);
        return out;
    }
    const GameInfo& game = *std::get<Record>(parsed).game;
    // A session of the history with the very same record (a copy saved and opened again): that one.
    for (const QString& d : {folder, archive}) {
        for (const QFileInfo& fi : QDir(d).entryInfoList({QStringLiteral("*.json")}, QDir::Files)) {
            if (!fi.isFile())
                continue;
            QByteArray other;
            if (fi.size() != bytes.size() && fi.size() != static_cast<qint64>(record.size()))
                continue;
            if (!readBytes(fi.absoluteFilePath(), &other, &why))
                continue;
            if (other == bytes || canonical(other) == record) {
                out.file = fi.absoluteFilePath();
                out.existing = true;
                return out;
            }
        }
    }
    // A copy: under the file's own name when it is a session's (its date is the session's start), else a new one.
    if (!QDir().mkpath(folder)) {
        out.error = tr("The folder %1 cannot be created.").arg(QDir::toNativeSeparators(folder));
        return out;
    }
    static const QRegularExpression sessionName(QStringLiteral("^\\d{8}-\\d{6}-[a-z]+(-\\d+)?\\.json$"));
    const QString name = QFileInfo(source).fileName();
    QString target = folder + QLatin1Char('/') + name;
    if (!sessionName.match(name).hasMatch() || QFileInfo::exists(target) ||
        QFileInfo::exists(archive + QLatin1Char('/') + name))
        target = RecentSessions::newSessionPath(game, folder);
    if (const QString e = writeBytes(target, bytes); !e.isEmpty()) {
        out.error = tr("The file %1 could not be copied to %2: %3.").arg(shown, QDir::toNativeSeparators(target), e);
        return out;
    }
    out.file = QFileInfo(target).absoluteFilePath();
    return out;
}

QStringList SessionFiles::recoverable(const QString& folder, const QStringList& extra) {
    QStringList out;
    QStringList previous;
    if (!folder.isEmpty())
        for (const QFileInfo& fi : QDir(folder).entryInfoList({QStringLiteral("*.json.prev")}, QDir::Files))
            previous << fi.absoluteFilePath();
    for (const QString& e : extra)
        previous << previousSave(QFileInfo(e).absoluteFilePath());
    for (const QString& prev : previous) {
        const QString file = prev.chopped(5); // ".prev"
        if (QFileInfo(file).exists() || QFileInfo(file).isSymLink() || !QFileInfo(prev).isFile())
            continue;
        if (RecentSessions::read(prev).error.isEmpty())
            out << file;
    }
    return out;
}

QString SessionFiles::recover(const QString& file) {
    const QString prev = previousSave(file);
    const SessionInfo info = RecentSessions::read(prev);
    if (!info.error.isEmpty())
        return tr("The earlier save %1 %2.").arg(QDir::toNativeSeparators(prev), info.error);
    if (QFileInfo(file).exists())
        return tr("%1 exists: it is not recovered over.").arg(QDir::toNativeSeparators(file));
    QByteArray bytes;
    QString why;
    if (!readBytes(prev, &bytes, &why))
        return tr("The earlier save %1 cannot be read: %2.").arg(QDir::toNativeSeparators(prev), why);
    if (const QString e = writeBytes(file, bytes); !e.isEmpty())
        return tr("%1 could not be written: %2.").arg(QDir::toNativeSeparators(file), e);
    QFile::remove(prev); // the session's file holds it now; the next move keeps it as the previous save again
    return {};
}

QString SessionFiles::putAside(const QString& file, const QString& damagedFolder) {
    const QString prev = previousSave(file);
    if (!QDir().mkpath(damagedFolder))
        return tr("The folder %1 cannot be created.").arg(QDir::toNativeSeparators(damagedFolder));
    const QFileInfo fi(prev);
    QString target = damagedFolder + QLatin1Char('/') + fi.fileName();
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = QStringLiteral("%1/%2-%3").arg(damagedFolder, fi.fileName()).arg(n);
    QFile f(prev);
    if (!f.rename(target))
        return tr("%1 could not be moved: %2.").arg(QDir::toNativeSeparators(prev), f.errorString());
    return {};
}

} // namespace st::ui
