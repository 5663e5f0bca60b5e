#include "cards/cardtheme.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

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
    parser.process(app);
    st::ui::MainWindow w;
    w.show();
    return app.exec();
}
