// What a player sees of the look and feel: the hand sorted in the player's own
// order (Settings ▸ Preferences ▸ Your hand) on the table and in the dialogs;
// a large window gives the hand bigger cards than the mat's; the welcome
// screen lies on the table's wood and felt with each game's cards on its
// button; and in Dreierles the blind cards a computer declarer draws stay face
// up long enough to look at, and the deal log keeps them.
#include "dialogs/biddialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/settingsdialog.h"
#include "dialogs/welcomewidget.h"
#include "dreierles/dreierles.h"
#include "flow/flowcontroller.h"
#include "flow/humanseat.h"
#include "flow/player.h"
#include "flow/tablesession.h"
#include "mainwindow.h"
#include "registry.h"
#include "table/carditem.h"
#include "table/handorder.h"
#include "table/seatplate.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "tablefixture.h"
#include "text/wording.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGraphicsPathItem>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace st;
using namespace st::ui;

class TestLook : public QObject {
    Q_OBJECT

  private slots:
    void init();
    void cleanup();
    void handOrderFollowsThePreference();
    void preferencesDialogSetsTheHandOrder();
    void largeWindowGivesTheHandBiggerCards();
    void welcomeLiesOnTheTable();
    void blindCardsStayUpToLookAt();
    void shownCardsLieInSight();
    void bubblesLeaveThePlatesReadable_data();
    void bubblesLeaveThePlatesReadable();

  private:
    using Table = st::test::OffscreenTable;
    Table openGame(const char* game, int players, quint64 seed);
    std::unique_ptr<QTemporaryDir> dir_;
};

void TestLook::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    handOrderSetting() = {};
}

void TestLook::cleanup() {
    handOrderSetting() = {};
}

TestLook::Table TestLook::openGame(const char* game, int players, quint64 seed) {
    Table t = st::test::openTable(dir_->filePath(QStringLiteral("autosave-%1.json").arg(seed)), seed);
    const GameInfo* info = findGame(game);
    NewGameSettings s;
    s.game = info;
    s.variant = Variant(info->options);
    s.names << QStringLiteral("Anna");
    for (int i = 1; i < players; ++i)
        s.names << QStringLiteral("Comp%1").arg(i);
    const QString error = t.session->start(s);
    if (!error.isEmpty())
        qWarning("%s", qPrintable(error));
    return t;
}

void TestLook::handOrderFollowsThePreference() {
    // Dreierles: 22 trumps and four suits, so every choice of order shows.
    auto suitRuns = [](const Pack& pack, const QList<Card>& cards) {
        QList<int> runs;
        for (Card c : cards)
            if (runs.isEmpty() || runs.back() != pack.suit(c))
                runs << pack.suit(c);
        return runs;
    };
    {
        // The default: trumps first, each suit from the highest card down, suits in pack order.
        Table t = openGame("dreierles", 3, 5);
        TableScene* scene = t.session->scene();
        QTRY_VERIFY(scene->handOrder().size() >= 16);
        const Pack& pack = t.session->model()->game().pack();
        const QList<Card> shown = scene->handOrder();
        QCOMPARE(pack.suit(shown.front()), t.session->model()->view(0).trump);
        QVERIFY(pack.strength(shown[0]) > pack.strength(shown[1]));
        const QList<int> runs = suitRuns(pack, shown);
        QVERIFY(std::is_sorted(runs.begin() + 1, runs.end())); // each suit once, in pack order
    }
    // Trumps at the right, lowest card first, colours alternating.
    handOrderSetting() = HandOrder{true, true, true};
    Table t = openGame("dreierles", 3, 5);
    TableScene* scene = t.session->scene();
    QTRY_VERIFY(scene->handOrder().size() >= 16);
    const Pack& pack = t.session->model()->game().pack();
    const int trumps = t.session->model()->view(0).trump;
    const QList<Card> shown = scene->handOrder();
    QCOMPARE(pack.suit(shown.back()), trumps);
    for (int i = 1; i < shown.size(); ++i)
        if (pack.suit(shown[i]) == pack.suit(shown[i - 1]))
            QVERIFY2(pack.strength(shown[i]) > pack.strength(shown[i - 1]), "a suit is not from its lowest card up");
    const QList<int> runs = suitRuns(pack, shown);
    QCOMPARE(runs.back(), trumps);
    QCOMPARE(runs.size(), QSet<int>(runs.begin(), runs.end()).size()); // every suit in one run
    // Red suits (hearts 0, diamonds 1) never lie side by side, nor the black ones (clubs 2, spades 3).
    for (int i = 1; i + 1 < runs.size(); ++i)
        QVERIFY2((runs[i] < 2) != (runs[i - 1] < 2), "two suits of one colour lie side by side");

    // The bidding dialog shows the hand in the same order as the table.
    for (int guard = 0; guard < 3000 && !t.session->human()->openDialog(); ++guard)
        QTest::qWait(2);
    QDialog* d = t.session->human()->openDialog();
    QVERIFY(d && d->objectName() == QLatin1String("bidDialog"));
    QStringList expected, inDialog;
    for (Card c : t.session->scene()->handOrder())
        expected << text::Wording::cardName(pack, c);
    for (QLabel* l : d->findChildren<QLabel*>())
        if (!l->pixmap().isNull() && expected.contains(l->toolTip()))
            inDialog << l->toolTip();
    QCOMPARE(inDialog, expected);
}

void TestLook::preferencesDialogSetsTheHandOrder() {
    QSettings().clear();
    SettingsDialog d;
    auto* trumps = d.findChild<QComboBox*>(QStringLiteral("prefTrumps"));
    auto* order = d.findChild<QComboBox*>(QStringLiteral("prefRankOrder"));
    auto* alternate = d.findChild<QCheckBox*>(QStringLiteral("prefAlternate"));
    QVERIFY(trumps && order && alternate);
    QCOMPARE(trumps->currentIndex(), 0);
    trumps->setCurrentIndex(1);
    order->setCurrentIndex(1);
    alternate->setChecked(true);
    auto* box = d.findChild<QDialogButtonBox*>();
    QVERIFY(box);
    QTest::mouseClick(box->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QVERIFY2(d.saveError().isEmpty(), qPrintable(d.saveError()));
    QCOMPARE(Preferences::load().handOrder, (HandOrder{true, true, true}));
    // A damaged value falls back to the default order.
    QSettings().setValue(QStringLiteral("hand/trumpsRight"), QStringLiteral("sideways"));
    QCOMPARE(Preferences::load().handOrder.trumpsRight, false);
    QSettings().clear();
}

void TestLook::largeWindowGivesTheHandBiggerCards() {
    // Four-player 66: wait for a trick card on the mat while the human holds a hand.
    for (quint64 seed = 1; seed < 20; ++seed) {
        Table t = openGame("dreeg", 4, seed);
        t.window->resize(1920, 1080);
        QTest::qWait(20);
        TableScene* scene = t.session->scene();
        TableModel* m = t.session->model();
        QTRY_VERIFY(!scene->handOrder().isEmpty());
        QTRY_VERIFY(m->game().toAct() == 0);
        if (m->view(0).trick.empty())
            continue; // the human leads: no card on the mat yet
        const Card onMat = m->view(0).trick.front().second;
        const CardItem* mat = nullptr;
        for (QGraphicsItem* it : scene->items())
            if (auto* ci = dynamic_cast<CardItem*>(it); ci && ci->isVisible() && ci->card() == onMat)
                mat = ci;
        QVERIFY(mat);
        const CardItem* hand = scene->handCard(scene->handOrder().front());
        QVERIFY(hand);
        const qreal handH = hand->size().height() * hand->scale();
        const qreal matH = mat->size().height() * mat->scale();
        QVERIFY2(handH >= 1.2 * matH, qPrintable(QStringLiteral("hand %1 px, mat %2 px").arg(handH).arg(matH)));
        // The hand stays inside the window, clear of the side panel's column.
        const QRectF window(QPointF(0, 0), QSizeF(1920, 1080));
        for (Card c : scene->handOrder())
            QVERIFY(window.contains(scene->handCard(c)->sceneBoundingRect().adjusted(4, 4, -4, -4)));
        // At 1280x800 hand and mat cards are the same size.
        t.window->resize(1280, 800);
        QTest::qWait(20);
        const CardItem* small = scene->handCard(scene->handOrder().front());
        QVERIFY(small);
        QVERIFY(small->size().height() * small->scale() < handH * 0.8);
        return;
    }
    QFAIL("no trick card ever lay on the mat while the human held cards");
}

void TestLook::welcomeLiesOnTheTable() {
    WelcomeWidget w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QImage shot = w.grab().toImage();
    // Wood at the corner (brown: red over green), felt inside the mat (green over red).
    const QColor corner = shot.pixelColor(4, 4);
    QVERIFY2(corner.red() > corner.green() + 10,
             qPrintable(QStringLiteral("corner %1 is not wood").arg(corner.name())));
    const QRectF mat = WelcomeWidget::matRect(QSizeF(1280, 800));
    const QColor felt = shot.pixelColor(static_cast<int>(mat.left() + 120), static_cast<int>(mat.center().y()));
    QVERIFY2(felt.green() > felt.red() + 20, qPrintable(QStringLiteral("mat %1 is not felt").arg(felt.name())));
    // Every game's button carries a fan of its own cards.
    for (const GameInfo& g : games()) {
        auto* b = w.findChild<QPushButton*>(QStringLiteral("play_%1").arg(QString::fromStdString(g.id)));
        QVERIFY(b);
        QVERIFY2(!b->icon().isNull(), g.id.c_str());
        QVERIFY(b->iconSize().height() >= 40);
    }
    QVERIFY(!WelcomeWidget::gameFan(QStringLiteral("dreeg"), 34, 1.0).isNull());
    QVERIFY(WelcomeWidget::gameFan(QStringLiteral("no-such-game"), 34, 1.0).isNull());
}

void TestLook::blindCardsStayUpToLookAt() {
    for (quint64 seed = 1; seed < 60; ++seed) {
        Table t = openGame("dreierles", 3, seed);
        // A thinking pause of a quarter second: cards shown stay up four times as long.
        t.session->flow()->setThinkMs(250);
        TableModel* m = t.session->model();
        HumanSeat* human = t.session->human();
        const auto* game = dynamic_cast<const dreierles::DreierlesGame*>(&m->game());
        QVERIFY(game);
        QTRY_VERIFY(m->game().inDeal());
        // The human passes; wait for a computer declarer to show the blind cards it draws.
        int exposer = -1;
        for (int guard = 0; guard < 3000 && exposer < 0 && m->game().inDeal(); ++guard) {
            QTest::qWait(2);
            if (QDialog* d = human->openDialog(); d && d->isVisible()) {
                auto* pass = d->findChild<QPushButton*>(QStringLiteral("bid_pass"));
                if (!pass)
                    break;
                QTest::mouseClick(pass, Qt::LeftButton);
                continue;
            }
            const int s = m->game().toAct();
            if (s > 0 && !m->view(0).shown.empty() && m->view(s).legal.front().act == Act::Discard)
                exposer = s;
        }
        const dreierles::Deal* deal = game->currentDeal();
        if (exposer < 0 || !deal || deal->taken() == 0)
            continue; // a Räuber, a Solo, or the human ended up declarer
        QStringList names;
        for (Card c : cardsOf(deal->taken()))
            names << text::Wording::cardName(m->game().pack(), c);
        QTRY_VERIFY(t.session->scene()->status().contains(QStringLiteral("shows")));
        QVERIFY2(t.session->scene()->status().contains(names.front()), qPrintable(t.session->scene()->status()));
        QTest::qWait(600);
        QCOMPARE(m->game().toAct(), exposer); // not yet taken up
        QVERIFY(!m->view(0).shown.empty());
        QTRY_VERIFY_WITH_TIMEOUT(m->game().toAct() != exposer || m->view(0).shown.empty(), 5000);
        // The deal log keeps them after they went into the hand, before the discard.
        const QStringList log = t.session->view()->dealLog();
        const QString line =
            QStringLiteral("%1: From the blind: %2").arg(m->name(exposer), names.join(QStringLiteral(", ")));
        const auto at = log.indexOf(line);
        QVERIFY2(at >= 0, qPrintable(log.join(QLatin1Char('\n'))));
        QVERIFY(at + 1 < log.size() && log[at + 1].contains(QStringLiteral("Discards")));
        return;
    }
    QFAIL("no computer declarer ever drew from the blind");
}

void TestLook::shownCardsLieInSight() {
    // Schnapsen: the opponent declares a 20 or 40; the card it shows lies face up on the felt,
    // clear of every plate (it lay under the opponent's plate at the top edge).
    for (quint64 seed = 1; seed < 80; ++seed) {
        Table t = openGame("schnapsen", 2, seed);
        TableModel* m = t.session->model();
        TableScene* scene = t.session->scene();
        QTRY_VERIFY(m->game().inDeal());
        bool seen = false;
        for (int guard = 0; guard < 3000 && m->game().inDeal() && !seen; ++guard) {
            QTest::qWait(2);
            const SeatView v = m->view(0);
            seen = std::any_of(v.shown.begin(), v.shown.end(), [](const auto& p) { return p.first == 1; });
            if (!seen && v.toAct == 0 && !v.legal.empty() && !t.session->flow()->busy())
                m->submit(v.legal.front());
        }
        if (!seen)
            continue;
        QTest::qWait(20);
        const QRectF plate = scene->plate(1)->mapRectToScene(QRectF(QPointF(0, 0), scene->plate(1)->plateSize()));
        int shown = 0;
        for (QGraphicsItem* it : scene->items())
            if (it->toolTip().startsWith(QStringLiteral("Shown: ")) && it->isVisible()) {
                ++shown;
                const QRectF r = it->sceneBoundingRect();
                QVERIFY2(!r.adjusted(2, 2, -2, -2).intersects(plate), qPrintable(it->toolTip()));
                QVERIFY(scene->sceneRect().contains(r));
            }
        QVERIFY(shown >= 1);
        return;
    }
    QFAIL("the opponent never declared a pair");
}

void TestLook::bubblesLeaveThePlatesReadable_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<QSize>("window");
    for (int n : {3, 4, 6, 7, 8})
        for (QSize size : {QSize(1280, 800), QSize(1024, 700)})
            QTest::addRow("%d players at %dx%d", n, size.width(), size.height()) << n << size;
}

void TestLook::bubblesLeaveThePlatesReadable() {
    // Everybody speaks at once ("Fort!" round the table at Dappen): no bubble covers another seat's plate.
    QFETCH(int, players);
    QFETCH(QSize, window);
    Table t = openGame(players >= 6 ? "dappen" : "dreierles", players, 3);
    t.window->resize(window);
    QTest::qWait(20);
    TableScene* scene = t.session->scene();
    t.session->flow()->setPlayers(std::vector<std::shared_ptr<ComputerPlayer>>(static_cast<std::size_t>(players)));
    for (int s = 0; s < players; ++s)
        scene->announce(s, QStringLiteral("Fort!"));
    QList<QRectF> plates;
    for (int s = 0; s < players; ++s)
        plates << scene->plate(s)->mapRectToScene(QRectF(QPointF(0, 0), scene->plate(s)->plateSize()));
    int bubbles = 0;
    for (QGraphicsItem* it : scene->items()) {
        auto* bubble = dynamic_cast<QGraphicsPathItem*>(it);
        if (!bubble || !bubble->toolTip().contains(QStringLiteral("said")))
            continue;
        ++bubbles;
        const QRectF r = bubble->sceneBoundingRect().adjusted(2, 2, -2, -2);
        int own = -1;
        for (int s = 0; s < players; ++s)
            if (bubble->toolTip().startsWith(t.session->model()->name(s) + QLatin1Char(' ')))
                own = s;
        QVERIFY(own >= 0);
        for (int s = 0; s < players; ++s)
            QVERIFY2(s == own || !r.intersects(plates[s]),
                     qPrintable(QStringLiteral("%1's bubble covers %2's plate")
                                    .arg(t.session->model()->name(own), t.session->model()->name(s))));
    }
    QCOMPARE(bubbles, players);
}

int main(int argc, char** argv) {
    QTemporaryDir home;
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral("data"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));
    qputenv("XDG_CACHE_HOME", QFile::encodeName(home.filePath(QStringLiteral("cache"))));
    QApplication app(argc, argv);
    app.setApplicationName(QStringLiteral("stammtisch-test-look"));
    QCoreApplication::setOrganizationName(QStringLiteral("StammtischTest"));
    TestLook test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_look.moc"
