#include "cards/cardtheme.h"
#include "dialogs/settingsdialog.h"
#include "mainwindow.h"
#include "text/language.h"

#include <QApplication>
#include <QCommandLineParser>

#include <cstdio>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("stammtisch"));
    QApplication::setApplicationDisplayName(QStringLiteral("Stammtisch"));
    QApplication::setOrganizationName(QStringLiteral("Stammtisch"));
    QApplication::setApplicationVersion(QStringLiteral(STAMMTISCH_VERSION));
    QApplication::setWindowIcon(st::ui::CardTheme::appIcon());
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.stammtisch.Stammtisch"));
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Traditional card games of Franconia, Baden and Austria."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption language(
        QStringLiteral("language"),
        QApplication::translate("main", "user-interface language: de or en (default: the system's)"),
        QStringLiteral("LANG"));
    parser.addOption(language);
    QCommandLineOption seed(QStringLiteral("seed"),
                            QApplication::translate("main", "deal new sessions from this seed, a whole number from 1 "
                                                            "(the same seed and the same choices deal the same cards)"),
                            QStringLiteral("N"));
    parser.addOption(seed);
    parser.process(app);
    quint64 seedValue = 0;
    if (parser.isSet(seed)) {
        bool ok = false;
        seedValue = parser.value(seed).toULongLong(&ok);
        if (!ok || seedValue == 0) {
            fputs(qPrintable(QApplication::translate("main", "stammtisch: --seed takes a whole number from 1, not "
                                                             "\"%1\"\n")
                                 .arg(parser.value(seed))),
                  stderr);
            return 2;
        }
    }
    // A settings file Qt cannot parse is put aside before anything reads it (the window tells the player).
    st::ui::Preferences::checkFile();
    // The flag wins; otherwise the language chosen in Settings ▸ Preferences (empty: the system's).
    st::text::installLanguage(app,
                              parser.isSet(language) ? parser.value(language) : st::ui::Preferences::load().language);
    st::ui::MainWindow w;
    w.setSeed(seedValue);
    w.show();
    return app.exec();
}
