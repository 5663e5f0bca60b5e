// What a learner sees besides the lessons: after a deal, "Review my play…"
// shows where the strong player would have chosen otherwise, in every game,
// with the position, both choices and their expected values; the counting
// help shows the card points taken beside the table when it is on (off by
// default, forced off in Stammtisch mode, which also takes away the hints);
// the rules book opened from a decision dialog's "?" lies beside the dialog and
// can be read, scrolled and searched while the decision waits.
#include "dialogs/dealreview.h"
#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/settingsdialog.h"
#include "flow/flowcontroller.h"
#include "flow/humanseat.h"
#include "flow/tablesession.h"
#include "help/rulesbook.h"
#include "mainwindow.h"
#include "registry.h"
#include "shots.h"
#include "table/carditem.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "tablefixture.h"
#include "text/language.h"
#include "text/wording.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolButton>
#include <QWindow>
#include <QtTest>

using namespace st;
using namespace st::ui;
using st::test::shoot;

class TestLearning : public QObject {
    Q_OBJECT

  private slots:
    void init();
    void reviewInEveryGame_data();
    void reviewInEveryGame();
    void countingHelp();
    void stammtischMode();
    void hintsExplainAndMark();
    void hintInsideADialog();
    void rulesBesideADecision_data();
    void rulesBesideADecision();

  private:
    using Table = st::test::OffscreenTable;
    Table open(const char* game, int players, quint64 seed);
    /// The human plays random legal decisions until the deal's summary shows.
    bool playDeal(Table& t, Rng& rng);
    std::unique_ptr<QTemporaryDir> dir_;
};

void TestLearning::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
}

TestLearning::Table TestLearning::open(const char* game, int players, quint64 seed) {
    Table t = st::test::openTable(dir_->filePath(QStringLiteral("autosave-%1.json").arg(seed)), seed);
    const GameInfo* info = findGame(game);
    NewGameSettings s;
    s.game = info;
    s.variant = Variant(info->options);
    for (int i = 0; i < players; ++i) {
        s.names << (i == 0 ? QStringLiteral("Anna") : QStringLiteral("Comp%1").arg(i));
        s.levels << (i == 0 ? QString() : QStringLiteral("easy"));
    }
    if (!t.session->start(s).isEmpty())
        qWarning("the session did not start");
    return t;
}

bool TestLearning::playDeal(Table& t, Rng& rng) {
    TableModel* m = t.session->model();
    for (int guard = 0; guard < 6000; ++guard) {
        QTest::qWait(2);
        if (t.session->summary() && t.session->summary()->isVisible())
            return true;
        if (!m->game().inDeal() || t.session->flow()->busy())
            continue;
        const SeatView v = m->view(t.session->human()->seat());
        if (v.toAct != v.seat || v.legal.empty())
            continue;
        if (QDialog* d = t.session->human()->openDialog())
            d->close();
        m->submit(v.legal[static_cast<std::size_t>(rng.below(v.legal.size()))]);
    }
    return false;
}

void TestLearning::reviewInEveryGame_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::newRow("dreeg") << QStringLiteral("dreeg") << 3;
    QTest::newRow("schnapsen") << QStringLiteral("schnapsen") << 2;
    QTest::newRow("dreierschnapsen") << QStringLiteral("dreierschnapsen") << 3;
    QTest::newRow("dreierles") << QStringLiteral("dreierles") << 3;
    QTest::newRow("dappen") << QStringLiteral("dappen") << 6;
}

void TestLearning::reviewInEveryGame() {
    QFETCH(QString, game);
    QFETCH(int, players);
    for (quint64 seed = 1; seed < 12; ++seed) {
        Table t = open(game.toLatin1().constData(), players, seed);
        Rng rng(seed * 7);
        QVERIFY(playDeal(t, rng));
        DealSummary* sum = t.session->summary();
        auto* button = sum->findChild<QPushButton*>(QStringLiteral("reviewButton"));
        if (!button)
            continue; // the human had nothing to decide (e.g. dealt out)
        QTest::mouseClick(button, Qt::LeftButton);
        DealReview* review = nullptr;
        QTRY_VERIFY((review = sum->findChild<DealReview*>()) && review->isVisible());
        QVERIFY(!review->ready());
        QTRY_VERIFY_WITH_TIMEOUT(review->ready(), 30000);
        auto* headline = review->findChild<QLabel*>(QStringLiteral("reviewHeadline"));
        if (review->points() == 0) {
            QVERIFY(headline->text().startsWith(QStringLiteral("Well played")));
            continue;
        }
        QVERIFY2(headline->text().contains(QStringLiteral("otherwise in %1").arg(review->points())),
                 qPrintable(headline->text()));
        // One panel per point: the position, both choices in words with their values.
        const auto& points = review->reviewPoints();
        const std::string gameId = t.session->model()->game().id().data();
        for (int i = 0; i < review->points(); ++i) {
            auto* frame = review->findChild<QWidget*>(QStringLiteral("reviewPoint%1").arg(i + 1));
            QVERIFY(frame);
            const ai::ReviewPoint& p = points[static_cast<std::size_t>(i)];
            QCOMPARE(p.chosen, t.session->model()->record().deals.back().actions[p.action]);
            QVERIFY(p.betterValue > p.chosenValue);
            auto* choices = frame->findChild<QLabel*>(QStringLiteral("reviewChoices"));
            QVERIFY(choices);
            const QString text = choices->text();
            QVERIFY2(text.contains(t.session->human()->describe(p.chosen, p.view).toHtmlEscaped()), qPrintable(text));
            QVERIFY(text.contains(DealReview::valueText(t.session->model()->game(), p.view, p.chosenValue)));
            QVERIFY(text.contains(DealReview::valueText(t.session->model()->game(), p.view, p.betterValue)));
            // The hand as the player saw it.
            int cards = 0;
            for (QLabel* l : frame->findChildren<QLabel*>())
                cards += !l->pixmap().isNull();
            QVERIFY(cards >= count(p.view.hand));
        }
        review->resize(800, 640);
        QTest::qWait(10);
        shoot(review, QStringLiteral("review-%1").arg(game));
        return;
    }
    QFAIL("no review point in eleven deals of random play");
}

void TestLearning::countingHelp() {
    // Off by default: no figures beside the table.
    QSettings().clear();
    QCOMPARE(Preferences::load().countingHelp, false);
    Table t = open("schnapsen", 2, 3);
    TableScene* scene = t.session->scene();
    QTRY_VERIFY(t.session->model()->game().inDeal());
    QVERIFY(scene->countingLine().isEmpty());
    // On: after a trick the line shows the points taken, as the core counts them for the player.
    t.session->setCountingHelp(true);
    TableModel* m = t.session->model();
    for (int guard = 0; guard < 3000 && m->view(0).tricksWon[0] + m->view(0).tricksWon[1] == 0; ++guard) {
        QTest::qWait(2);
        const SeatView v = m->view(0);
        if (v.toAct == 0 && !v.legal.empty() && !t.session->flow()->busy())
            for (const Action& a : v.legal)
                if (a.act == Act::Play) {
                    m->submit(a);
                    break;
                }
    }
    const PointCount count = m->game().countedPoints(0);
    QVERIFY(!count.points.empty());
    const QString line = scene->countingLine();
    QVERIFY2(line.contains(QStringLiteral("you %1").arg(count.points[0])), qPrintable(line));
    QVERIFY(line.contains(QStringLiteral("Comp1 %1").arg(count.points[1])));
    QVERIFY(line.contains(QStringLiteral("(66 to win)")));
    t.window->resize(1280, 800);
    QTest::qWait(10);
    shoot(t.window.get(), QStringLiteral("counting-help"));
    // The preference carries it to the next table.
    SettingsDialog d;
    auto* box = d.findChild<QCheckBox*>(QStringLiteral("prefCounting"));
    QVERIFY(box);
    box->setChecked(true);
    QTest::mouseClick(d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QVERIFY(Preferences::load().countingHelp);
    QSettings().clear();
}

void TestLearning::stammtischMode() {
    QSettings().clear();
    Preferences p = Preferences::load();
    p.countingHelp = true;
    p.stammtischMode = true;
    p.thinkMs = 0;
    p.animation = QStringLiteral("off");
    QVERIFY(p.save().isEmpty());
    MainWindow w;
    w.show();
    NewGameSettings s;
    s.game = findGame("schnapsen");
    s.variant = Variant(s.game->options);
    s.names << QStringLiteral("Anna") << QStringLiteral("Bert");
    s.levels << QString() << QStringLiteral("easy");
    QVERIFY(w.startSession(s).isEmpty());
    // As at the pub: no counting help, no hint, no taking back.
    QVERIFY(!w.session()->scene()->countingHelp());
    QVERIFY(!w.session()->view()->hintButton()->isVisible());
    QVERIFY(!w.session()->canUndo());
    // The preferences dialog greys out what Stammtisch mode overrides.
    SettingsDialog d;
    QVERIFY(!d.findChild<QCheckBox*>(QStringLiteral("prefCounting"))->isEnabled());
    QVERIFY(!d.findChild<QCheckBox*>(QStringLiteral("prefUndo"))->isEnabled());
    QSettings().clear();
}

void TestLearning::hintsExplainAndMark() {
    // Schnapsen, the human's card: the hint names it, says why and marks it in the hand.
    for (quint64 seed = 1; seed < 10; ++seed) {
        Table t = open("schnapsen", 2, seed);
        TableModel* m = t.session->model();
        QTRY_VERIFY(m->game().inDeal());
        // Wait until the human must answer a led card (a reason about the trick).
        bool following = false;
        for (int guard = 0; guard < 3000 && m->game().inDeal() && !following; ++guard) {
            QTest::qWait(2);
            const SeatView v = m->view(0);
            if (v.toAct != 0 || v.legal.empty() || t.session->flow()->busy())
                continue;
            if (!v.trick.empty())
                following = true;
            else
                m->submit(v.legal.front());
        }
        if (!following)
            continue;
        QSignalSpy ready(t.session, &TableSession::hintReady);
        QTest::mouseClick(t.session->view()->hintButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(ready.size() == 1, 20000);
        const QString text = ready.front().front().toString();
        QVERIFY2(text.startsWith(QStringLiteral("Hint: play ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral(" \u2014 ")) || text.contains(QStringLiteral("only")), qPrintable(text));
        int marked = 0;
        for (Card c : t.session->scene()->handOrder())
            if (t.session->scene()->handCard(c)->coached()) {
                ++marked;
                QVERIFY2(text.contains(text::Wording::cardName(m->game().pack(), c)), qPrintable(text));
            }
        QCOMPARE(marked, 1);
        // The mark goes with the move.
        m->submit(m->view(0).legal.front());
        for (Card c : t.session->scene()->handOrder())
            QVERIFY(!t.session->scene()->handCard(c)->coached());
        return;
    }
    QFAIL("the human never had to follow a lead");
}

void TestLearning::hintInsideADialog() {
    // Dreierles: the bidding dialog has its own Hint; the answer appears in it, the bid is marked.
    Table t = open("dreierles", 3, 5);
    QDialog* d = nullptr;
    QTRY_VERIFY((d = t.session->human()->openDialog()) && d->isVisible());
    QCOMPARE(d->objectName(), QStringLiteral("bidDialog"));
    auto* hint = d->findChild<QPushButton*>(QStringLiteral("dialogHint"));
    QVERIFY(hint && hint->isVisible());
    QTest::mouseClick(hint, Qt::LeftButton);
    auto* words = d->findChild<QLabel*>(QStringLiteral("dialogHintText"));
    QVERIFY(words);
    QTRY_VERIFY_WITH_TIMEOUT(words->isVisible() && words->text().startsWith(QStringLiteral("Hint: ")), 20000);
    QVERIFY2(words->text().contains(QStringLiteral("The expert expects")), qPrintable(words->text()));
    int marked = 0;
    for (QAbstractButton* b : d->findChildren<QAbstractButton*>())
        if (b->property("coached").toBool()) {
            ++marked;
            QVERIFY(b->objectName().startsWith(QLatin1String("bid_")));
            QVERIFY2(words->text().contains(b->text().section(QStringLiteral(" \u2014"), 0, 0)),
                     qPrintable(words->text() + QStringLiteral(" / ") + b->text()));
        }
    QCOMPARE(marked, 1);
    shoot(d, QStringLiteral("hint-in-dialog"));
}

void TestLearning::rulesBesideADecision_data() {
    QTest::addColumn<QString>("game");
    QTest::newRow("dreierles") << QStringLiteral("dreierles");
    QTest::newRow("dreierschnapsen") << QStringLiteral("dreierschnapsen");
}

void TestLearning::rulesBesideADecision() {
    // A decision dialog's "?" (bidding, trumps …): the rules book opens beside the dialog and is
    // usable while the decision waits – its contents, language box and search take real input
    // (through the window system, where a modal dialog in the way would swallow it) – then the
    // player decides.
    QFETCH(QString, game);
    for (quint64 seed = 1; seed < 16; ++seed) {
        Table t = open(game.toLatin1().constData(), 3, seed);
        HumanSeat* human = t.session->human();
        QDialog* d = nullptr;
        for (int guard = 0, idle = 0; guard < 3000 && !d && idle < 50; ++guard) {
            QTest::qWait(2);
            d = human->openDialog();
            const SeatView v = t.session->model()->view(0);
            idle = v.toAct == 0 && !v.legal.empty() && !t.session->flow()->busy() ? idle + 1 : 0;
        }
        auto* help = d ? d->findChild<QToolButton*>(QStringLiteral("rulesButton")) : nullptr;
        if (!help)
            continue; // the human's first decision is not a dialog's
        QVERIFY(QTest::qWaitForWindowExposed(d));
        QTest::mouseClick(help, Qt::LeftButton);
        auto* book = t.window->findChild<RulesBook*>();
        QVERIFY(book && book->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(book));
        QCOMPARE(book->game(), game);
        // The decision still waits, modal to the table.
        QVERIFY(d->isVisible());
        QCOMPARE(human->openDialog(), d);
        QCOMPARE(d->windowModality(), Qt::WindowModal);
        // Beside the dialog, not over it.
        QVERIFY2(!book->frameGeometry().intersects(d->frameGeometry()),
                 qPrintable(QStringLiteral("the rules book %1,%2 %3x%4 covers the dialog %5,%6 %7x%8")
                                .arg(book->x())
                                .arg(book->y())
                                .arg(book->width())
                                .arg(book->height())
                                .arg(d->x())
                                .arg(d->y())
                                .arg(d->width())
                                .arg(d->height())));
        QWindow* window = book->windowHandle();
        // The contents: a click on another section goes there.
        auto* contents = book->findChild<QListWidget*>(QStringLiteral("rulesContents"));
        QVERIFY(contents && contents->count() > 2);
        QListWidgetItem* item = contents->item(contents->count() - 1);
        const QString section = item->data(Qt::UserRole).toString();
        QVERIFY(section != book->section());
        QTest::mouseClick(window, Qt::LeftButton, {},
                          contents->viewport()->mapTo(book, contents->visualItemRect(item).center()));
        QCOMPARE(book->section(), section);
        QTRY_VERIFY(book->browser()->verticalScrollBar()->value() > 0);
        // The search: a click into its field, a word typed, Enter.
        QLineEdit* find = book->findField();
        QVERIFY(find && find->isVisible());
        QTest::mouseClick(window, Qt::LeftButton, {}, find->mapTo(book, find->rect().center()));
        QCOMPARE(book->focusWidget(), find);
        for (char c : QByteArray("trump"))
            if (c)
                QTest::keyClick(window, c);
        QCOMPARE(find->text(), QStringLiteral("trump"));
        const int first = book->browser()->textCursor().selectionStart();
        QTest::keyClick(window, Qt::Key_Return);
        QCOMPARE(book->browser()->textCursor().selectedText().toLower(), QStringLiteral("trump"));
        QVERIFY(book->browser()->textCursor().selectionStart() != first);
        QVERIFY2(book->findResult().startsWith(QStringLiteral("2 of ")), qPrintable(book->findResult()));
        // A word the rules do not have.
        QTest::keyClick(window, 'q');
        QCOMPARE(book->findResult(), QStringLiteral("Not found"));
        // The language box: German.
        auto* languages = book->findChild<QComboBox*>(QStringLiteral("rulesLanguage"));
        QVERIFY(languages);
        QTest::mouseClick(window, Qt::LeftButton, {}, languages->mapTo(book, languages->rect().center()));
        QTRY_VERIFY(languages->view()->isVisible());
        QWindow* popup = languages->view()->window()->windowHandle();
        QTest::keyClick(popup, Qt::Key_Down);
        QTest::keyClick(popup, Qt::Key_Return);
        QTRY_COMPARE(book->language(), QStringLiteral("de"));
        shoot(book, QStringLiteral("rules-beside-%1").arg(game), true);
        // Then the player decides in the dialog, which was never closed.
        QVERIFY(d->isVisible());
        QAbstractButton* choice = nullptr;
        for (QAbstractButton* b : d->findChildren<QAbstractButton*>())
            if (!choice && b->isVisible() && b->isEnabled() && b != help &&
                b->objectName() != QLatin1String("dialogHint") && b->objectName() != QLatin1String("rulesButton"))
                choice = b;
        QVERIFY(choice);
        const std::size_t before = t.session->model()->record().deals.back().actions.size();
        QTest::mouseClick(d->windowHandle(), Qt::LeftButton, {}, choice->mapTo(d, choice->rect().center()));
        QTRY_VERIFY(t.session->model()->record().deals.back().actions.size() > before || !d->isVisible() ||
                    human->openDialog() != d);
        book->close();
        return;
    }
    QFAIL("no decision dialog came to the human");
}

int main(int argc, char** argv) {
    QTemporaryDir home;
    // Offscreen, a laptop's screen (1280x800) rather than the platform's square one, so that
    // windows are placed beside each other as on a player's screen.
    if (qgetenv("QT_QPA_PLATFORM") == "offscreen") {
        QFile screen(home.filePath(QStringLiteral("screen.json")));
        if (screen.open(QIODevice::WriteOnly))
            screen.write(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1280, "height": 800,
                             "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
        screen.close();
        qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + QFile::encodeName(screen.fileName()));
    }
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral("data"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));
    QApplication app(argc, argv);
    app.setApplicationName(QStringLiteral("stammtisch-test-learning"));
    QCoreApplication::setOrganizationName(QStringLiteral("StammtischTest"));
    st::text::installLanguage(app, QStringLiteral("en"));
    TestLearning test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_learning.moc"
