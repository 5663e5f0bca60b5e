// Pictures for people to look at: when STAMMTISCH_SHOTS names a folder, a GUI
// test keeps what a player sees there (docs/screenshots is made this way).
#pragma once

#include <QDir>
#include <QGuiApplication>
#include <QPixmap>
#include <QScreen>
#include <QString>
#include <QWidget>

namespace st::test {

/// The folder STAMMTISCH_SHOTS names (empty: no pictures).
inline QString shotsFolder() {
    return qEnvironmentVariable("STAMMTISCH_SHOTS");
}

/// Keeps `w` as <folder>/<name>.png. With `screen`, under X (xvfb-run, QT_QPA_PLATFORM=xcb) the
/// whole screen instead, so that the dialogs over the window show too.
inline void shoot(QWidget* w, const QString& name, bool screen = false) {
    const QString folder = shotsFolder();
    if (folder.isEmpty())
        return;
    QDir().mkpath(folder);
    QPixmap shot;
    if (screen && QGuiApplication::platformName() == QLatin1String("xcb"))
        shot = QGuiApplication::primaryScreen()->grabWindow(0);
    if (shot.isNull())
        shot = w->grab();
    shot.save(folder + QLatin1Char('/') + name + QStringLiteral(".png"));
}

} // namespace st::test
