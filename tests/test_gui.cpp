// The main window opens and closes offscreen, with its menus.
#include "mainwindow.h"
#include "text/language.h"
#include "text/wording.h"

#include <QAction>
#include <QGraphicsView>
#include <QDialog>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QtTest>

class TestGui : public QObject {
    Q_OBJECT

  private slots:
    void opensAndCloses();
    void germanTranslation();
};

void TestGui::opensAndCloses() {
    st::ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.findChild<QGraphicsView*>(QStringLiteral("tableView")));
    auto* newAct = w.findChild<QAction*>(QStringLiteral("actionNew"));
    auto* quit = w.findChild<QAction*>(QStringLiteral("actionQuit"));
    QVERIFY(newAct && quit && w.findChild<QAction*>(QStringLiteral("actionAbout")));
    QStandardPaths::setTestModeEnabled(true); // the autosave goes to a test folder
    newAct->trigger();
    // Game > New asks for the game in a dialog; dealing fills the table.
    QDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = w.findChild<QDialog*>(QStringLiteral("newGameDialog"))) && dialog->isVisible());
    auto* start = dialog->findChild<QPushButton*>(QStringLiteral("startButton"));
    QVERIFY(start);
    QTest::mouseClick(start, Qt::LeftButton);
    QTRY_VERIFY(w.findChild<QGraphicsView*>(QStringLiteral("tableView"))->scene()->items().size() >= 4);
    quit->trigger();
    QTRY_VERIFY(!w.isVisible());
}

void TestGui::germanTranslation() {
    // German is built in: the suits and the refusal reasons read in German.
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("de")));
    const st::Pack& g = st::Pack::get(st::PackKind::German24);
    QCOMPARE(st::text::Wording::suitName(g, 0), QStringLiteral("Eichel"));
    QCOMPARE(st::text::Wording::suitName(g, 3), QStringLiteral("Schellen"));
    st::Refusal r;
    r.reason = st::Reason::TalonClosed;
    QVERIFY(st::text::Wording::reason(r, g) != QStringLiteral("the talon is closed or used up"));
}

QTEST_MAIN(TestGui)
#include "test_gui.moc"
