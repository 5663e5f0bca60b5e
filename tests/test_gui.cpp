// The main window opens and closes offscreen, with its menus.
#include "mainwindow.h"

#include <QAction>
#include <QGraphicsView>
#include <QMenuBar>
#include <QtTest>

class TestGui : public QObject {
    Q_OBJECT

  private slots:
    void opensAndCloses();
};

void TestGui::opensAndCloses() {
    st::ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.findChild<QGraphicsView*>(QStringLiteral("tableView")));
    auto* newAct = w.findChild<QAction*>(QStringLiteral("actionNew"));
    auto* quit = w.findChild<QAction*>(QStringLiteral("actionQuit"));
    QVERIFY(newAct && quit && w.findChild<QAction*>(QStringLiteral("actionAbout")));
    newAct->trigger();
    QVERIFY(w.findChild<QGraphicsView*>(QStringLiteral("tableView"))->scene()->items().size() >= 4);
    quit->trigger();
    QTRY_VERIFY(!w.isVisible());
}

QTEST_MAIN(TestGui)
#include "test_gui.moc"
