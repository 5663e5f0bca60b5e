// Sessions as files: a record from anywhere (Game ▸ Open…, `stammtisch FILE`,
// a file dropped on the window, the history's Import…) becomes a session of the
// player's history (a copy in the sessions folder, never autosaved over the file
// opened), the previous good autosave kept beside each session (<file>.prev) and
// recovered when the session's file is damaged or lost, and the folder a file
// dialog opens in.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace st::ui {

class SessionFiles {
    Q_DECLARE_TR_FUNCTIONS(SessionFiles)

  public:
    /// The previous good save of a session's file: <file>.prev (never listed as a session).
    static QString previousSave(const QString& file);

    /// The folder a file dialog opens in: the user's documents when that folder exists, else the home folder
    /// (never the working directory).
    static QString defaultFolder();

    struct Imported {
        QString file;          ///< the session file to open (in the sessions folder); empty on an error
        QString error;         ///< what is wrong with the file, naming it and where in it
        bool existing = false; ///< the history held it already (its own file, or one with the same record)
    };
    /// Makes the record in `source` a session of the sessions `folder`: `source` itself when it is one
    /// of the history's own files (the folder, its archive, or `own`), a session there with the same
    /// record, else a copy (under its own name when that is a session's name and free, else a new one).
    static Imported import(const QString& source, const QString& folder, const QStringList& own = {});

    /// Sessions whose file is missing (set aside as damaged, or lost) while their previous save is
    /// a good record: the files of `folder` and `extra` that can be recovered.
    static QStringList recoverable(const QString& folder, const QStringList& extra = {});
    /// Writes the previous save back as the session's file (losing at most the last move); an error text.
    static QString recover(const QString& file);
    /// Moves the previous save of a lost session into `damagedFolder` (it is no longer offered); an error text.
    static QString putAside(const QString& file, const QString& damagedFolder);
};

} // namespace st::ui
