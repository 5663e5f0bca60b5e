#include "cards/cardtheme.h"
#include "dialogs/settingsdialog.h"
#include "mainwindow.h"
#include "startup.h"
#include "text/language.h"

#include <QApplication>

#include <cstdio>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("stammtisch"));
    QApplication::setApplicationDisplayName(QStringLiteral("Stammtisch"));
    QApplication::setOrganizationName(QStringLiteral("Stammtisch"));
    QApplication::setApplicationVersion(QStringLiteral(STAMMTISCH_VERSION));
    QApplication::setWindowIcon(st::ui::CardTheme::appIcon());
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.stammtisch.Stammtisch"));
    st::ui::CommandLine cl;
    cl.parser().process(app);
    if (const QString e = cl.check(); !e.isEmpty()) {
        fputs(qPrintable(e), stderr);
        return 2;
    }
    // A settings file Qt cannot parse is put aside before anything reads it (the window tells the player).
    st::ui::Preferences::checkFile();
    // The flag wins; otherwise the language chosen in Settings ▸ Preferences (empty: the system's).
    st::text::installLanguage(app, cl.languageSet() ? cl.language() : st::ui::Preferences::load().language);
    st::ui::MainWindow w;
    w.setSeed(cl.seed());
    w.show();
    // stammtisch FILE: the record is taken up at the table (a message names what is wrong with a bad one).
    if (!cl.files().isEmpty())
        w.openFiles(cl.files());
    return app.exec();
}
