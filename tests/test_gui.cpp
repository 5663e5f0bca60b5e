// The main window opens and closes offscreen, with its menus.
#include "flow/tablesession.h"
#include "mainwindow.h"
#include "registry.h"
#include "table/carditem.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "text/language.h"
#include "text/wording.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QGraphicsView>
#include <QMenuBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QtTest>

class TestGui : public QObject {
    Q_OBJECT

  private slots:
    void opensAndCloses();
    void germanTranslation();
    void englishPlurals();
    void coreTextsReachTheTranslators();
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
    // Game > New asks for the game in a dialog; dealing fills the table: every card of the
    // human's hand lies on it, in sight within the table.
    QDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = w.findChild<QDialog*>(QStringLiteral("newGameDialog"))) && dialog->isVisible());
    auto* start = dialog->findChild<QPushButton*>(QStringLiteral("startButton"));
    QVERIFY(start);
    QTest::mouseClick(start, Qt::LeftButton);
    st::ui::TableSession* t = nullptr;
    QTRY_VERIFY((t = w.session()) && t->model()->hasGame() && t->model()->game().inDeal());
    st::ui::TableScene* scene = t->scene();
    auto* view = w.findChild<QGraphicsView*>(QStringLiteral("tableView"));
    QCOMPARE(view->scene(), scene);
    const st::CardSet hand = t->model()->view(scene->humanSeat()).hand;
    QVERIFY(st::count(hand) >= 5);
    QTRY_COMPARE(scene->handOrder().size(), static_cast<qsizetype>(st::count(hand)));
    const auto inSight = [&] {
        const QRectF seen = view->mapToScene(view->viewport()->rect()).boundingRect();
        for (st::Card c : st::cardsOf(hand))
            if (const st::ui::CardItem* item = scene->handCard(c);
                !item || !item->isVisible() || !seen.contains(QRectF(item->target(), item->size())))
                return false; // where the card goes (dealt, it may still be on its way)
        return true;
    };
    QTRY_VERIFY(inSight());
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
    // Qt's standard buttons read in German too (Qt's translation is built in).
    QDialogButtonBox box(QDialogButtonBox::Cancel | QDialogButtonBox::Close);
    QCOMPARE(box.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Abbrechen"));
    QCOMPARE(box.button(QDialogButtonBox::Close)->text(), QStringLiteral("Schlie\u00dfen"));
    // Trumps are plural: "Farbe bedienen" never says "Trümpfe wurde ausgespielt".
    const st::Pack& cego = st::Pack::get(st::PackKind::Cego54);
    r.reason = st::Reason::MustFollow;
    r.suit = st::Pack::kCegoTrumpSuit;
    r.other = st::Pack::cegoTrump(5);
    QVERIFY(!st::text::Wording::reason(r, cego).contains(QStringLiteral("wurde ausgespielt")));
}

// English reads "1 card" and "2 cards" where the source says "%n card(s)"; switching the language
// replaces the German translation installed before.
void TestGui::englishPlurals() {
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
    auto cards = [](int n) { return QCoreApplication::translate("st::ui::SeatPlate", "%n card(s)", nullptr, n); };
    QCOMPARE(cards(1), QStringLiteral("1 card"));
    QCOMPARE(cards(2), QStringLiteral("2 cards"));
    QCOMPARE(QCoreApplication::translate("st::ui::WelcomeWidget", "%n deal(s) played", nullptr, 1),
             QStringLiteral("1 deal played"));
    QCOMPARE(QCoreApplication::translate("ScoreBoard", "%n stroke(s) left", nullptr, 7),
             QStringLiteral("7 strokes left"));
    const st::Pack& g = st::Pack::get(st::PackKind::German24);
    QCOMPARE(st::text::Wording::suitName(g, 0), QStringLiteral("acorns"));
    // German has its own plural forms.
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("de")));
    QCOMPARE(cards(1), QStringLiteral("1 Karte"));
    QCOMPARE(cards(2), QStringLiteral("2 Karten"));
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
}

// Every text the core hands to the UI for display is in ui/text/corestrings.cpp,
// where lupdate finds it (regenerate with tools/strings/core_strings.cpp).
void TestGui::coreTextsReachTheTranslators() {
    QFile f(QStringLiteral(STAMMTISCH_SOURCE_DIR "/ui/text/corestrings.cpp"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    auto listed = [&](const char* context, const std::string& s) {
        QString q = QString::fromStdString(s);
        q.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""));
        return text.contains(QStringLiteral("QT_TRANSLATE_NOOP(\"%1\", \"%2\")").arg(QLatin1String(context), q));
    };
    int checked = 0;
    for (const st::GameInfo& g : st::games()) {
        QVERIFY2(listed("st::ui::NewGameDialog", g.name), g.name.c_str());
        for (const st::RulePreset& p : g.presets) {
            QVERIFY2(listed("st::presets", p.name), p.name.c_str());
            QVERIFY2(p.description.empty() || listed("st::presets", p.description), p.description.c_str());
            checked += 2;
        }
        for (const st::OptionSpec& o : *g.options) {
            QVERIFY2(listed("st::options", o.description), o.description.c_str());
            ++checked;
        }
    }
    QVERIFY(checked > 50);
}

QTEST_MAIN(TestGui)
#include "test_gui.moc"
