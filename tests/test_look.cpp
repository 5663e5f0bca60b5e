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
#include "shots.h"
#include "table/actionbar.h"
#include "table/carditem.h"
#include "table/handorder.h"
#include "table/seatplate.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "tablefixture.h"
#include "text/language.h"
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

#include <numeric>

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
    void nothingOverlapsAtAnyTable_data();
    void nothingOverlapsAtAnyTable();
    void lastTrickInSightAndTaken_data();
    void lastTrickInSightAndTaken();
    void lastTrickClearOfTheActionBar_data();
    void lastTrickClearOfTheActionBar();
    void blindShownAtEverySeat_data();
    void blindShownAtEverySeat();
    void turnedTrumpLiesAtItsHolder();
    void ultiShownAtEverySeat_data();
    void ultiShownAtEverySeat();

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

namespace {
/// Dreierles: the human passes every bid until a computer declarer shows the blind cards it draws;
/// returns that seat (-1: none did in this deal).
int passUntilABlindIsShown(TableModel* m, HumanSeat* human) {
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
        if (s < 0 || m->view(s).legal.empty())
            continue;
        if (s > 0 && !m->view(0).shown.empty() && m->view(s).legal.front().act == Act::Discard)
            exposer = s;
        else if (const Act a = m->view(s).legal.front().act; a == Act::Play || a == Act::Knock)
            break; // the knocking or the play began (a Solo, a Räuber): no blind is shown in this deal
    }
    return exposer;
}
} // namespace

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
        const int exposer = passUntilABlindIsShown(m, human);
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

void TestLook::nothingOverlapsAtAnyTable_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QSize>("window");
    // Every game at every table size it allows (with the first rules that allow it), in a small,
    // a usual, a full-HD and a large window.
    for (const GameInfo& g : games())
        for (int n = g.minPlayers; n <= g.maxPlayers; ++n) {
            QString preset;
            if (!validateSetup(g, Variant(g.options), n).empty()) {
                for (const RulePreset& p : g.presets)
                    if (validateSetup(g, presetVariant(g, p), n).empty()) {
                        preset = QString::fromStdString(p.id);
                        break;
                    }
                if (preset.isEmpty())
                    continue;
            }
            for (QSize size : {QSize(1024, 700), QSize(1280, 800), QSize(1920, 1080), QSize(2560, 1440)})
                QTest::addRow("%s %d at %dx%d", g.id.c_str(), n, size.width(), size.height())
                    << QString::fromStdString(g.id) << n << preset << size;
        }
}

// At the start of a deal, every hand full: no seat's plate (with its badges on the top edge and its
// score device), no opponent's fan of cards, the human's hand and nothing of the side panel covers
// another, and all of it lies in the window; a bubble at every seat covers no other seat's plate.
void TestLook::nothingOverlapsAtAnyTable() {
    QFETCH(QString, game);
    QFETCH(int, players);
    QFETCH(QString, preset);
    QFETCH(QSize, window);
    const GameInfo* info = findGame(game.toStdString());
    QVERIFY(info);
    Table t = st::test::openTable(dir_->filePath(QStringLiteral("autosave.json")), 11);
    t.window->resize(window);
    QTest::qWait(10);
    NewGameSettings s;
    s.game = info;
    s.variant = Variant(info->options);
    if (!preset.isEmpty())
        s.variant = presetVariant(*info, *findPreset(*info, preset.toStdString()));
    // Names as long as real ones: they are read in full where the plate has room.
    const QStringList names{QStringLiteral("Gottfried"), QStringLiteral("Kunigunde"),  QStringLiteral("Bartholomä"),
                            QStringLiteral("Walburga"),  QStringLiteral("Maximilian"), QStringLiteral("Roswitha"),
                            QStringLiteral("Leopold"),   QStringLiteral("Theresia")};
    for (int i = 0; i < players; ++i)
        s.names << names[i];
    QVERIFY(t.session->start(s).isEmpty());
    TableModel* m = t.session->model();
    TableScene* scene = t.session->scene();
    // The first deal (the human may be asked to choose the dealer or to cut: deal as the rules say).
    for (int guard = 0; guard < 200 && !m->game().inDeal(); ++guard)
        QTest::qWait(5);
    if (!m->game().inDeal()) {
        const NextDeal next = m->game().nextDeal();
        const int dealer = next.dealer >= 0 ? next.dealer : next.dealerChoices.empty() ? 0 : next.dealerChoices.front();
        QVERIFY(m->deal(dealer, m->game().cutter(dealer) >= 0 ? std::optional<bool>(false) : std::nullopt));
    }
    QTRY_VERIFY(m->game().inDeal());
    // Nobody moves any more: the table as dealt.
    t.session->flow()->setPlayers(std::vector<std::shared_ptr<ComputerPlayer>>(static_cast<std::size_t>(players)));
    scene->setStatus(QStringLiteral("A long hint to show that the side panel's words wrap within the panel and never "
                                    "push the last trick or anything else off the window, however long they are."));
    QTest::qWait(10);
    const QRectF view = scene->sceneRect();
    QCOMPARE(view.size(), QSizeF(t.session->view()->viewport()->size()));
    struct Thing {
        QString what;
        int seat = -1; // -1: the table's
        QRectF rect;
    };
    QList<Thing> things;
    QStringList cuts; // names read in full where the plate has room
    for (int seat = 0; seat < players; ++seat) {
        const SeatPlate* p = scene->plate(seat);
        QVERIFY(p && p->isVisible());
        // The plate, the badges on its top edge and the glow round it (the bounding rect's margins
        // beyond the glow left out).
        things.push_back({QStringLiteral("plate"), seat, p->sceneBoundingRect().adjusted(2, 0, -2, -2)});
        for (const QString& cut : p->cutTexts())
            cuts << QStringLiteral("seat %1 cuts %2").arg(seat).arg(cut);
    }
    QHash<int, QRectF> fans;
    QRectF hand;
    for (QGraphicsItem* it : scene->items()) {
        if (!it->isVisible())
            continue;
        const QString tip = it->toolTip();
        for (int seat = 1; seat < players; ++seat)
            if (tip.startsWith(m->name(seat) + QStringLiteral(" holds ")))
                fans[seat] = fans[seat].united(it->sceneBoundingRect());
        if (auto* card = dynamic_cast<CardItem*>(it); card && scene->handOrder().contains(card->card()))
            hand = hand.united(it->sceneBoundingRect());
    }
    for (auto it = fans.begin(); it != fans.end(); ++it)
        things.push_back({QStringLiteral("hand"), it.key(), it.value()});
    if (!hand.isEmpty())
        things.push_back({QStringLiteral("hand"), 0, hand});
    things.push_back({QStringLiteral("the side panel's words"), -1, scene->infoArea()});
    st::test::shoot(
        t.window.get(),
        QStringLiteral("layout-%1-%2-%3x%4").arg(game).arg(players).arg(window.width()).arg(window.height()));
    // Every plate has room for the names in full (the score device gives up room for them, the
    // name takes a smaller type), at 1024x700 too: "Bartholomä" was cut at 8 Dappen seats.
    QVERIFY2(cuts.isEmpty(), qPrintable(cuts.join(QStringLiteral(", "))));
    for (int seat = 0; seat < players; ++seat)
        QVERIFY(scene->plate(seat)->toolTip().startsWith(m->name(seat)));
    for (const Thing& a : std::as_const(things))
        QVERIFY2(view.contains(a.rect),
                 qPrintable(QStringLiteral("%1 of seat %2 leaves the window").arg(a.what).arg(a.seat)));
    for (qsizetype i = 0; i < things.size(); ++i)
        for (qsizetype j = i + 1; j < things.size(); ++j) {
            const Thing& a = things[i];
            const Thing& b = things[j];
            if (a.seat == b.seat && a.what != b.what && a.seat != 0)
                continue; // a seat's own cards may lie against its own plate, never under it: below
            QVERIFY2(!a.rect.intersects(b.rect),
                     qPrintable(QStringLiteral("%1 of seat %2 (%3) covers %4 of seat %5 (%6)")
                                    .arg(a.what)
                                    .arg(a.seat)
                                    .arg(m->name(a.seat))
                                    .arg(b.what)
                                    .arg(b.seat)
                                    .arg(m->name(b.seat))));
        }
    // A seat's own fan lies beside its plate, not under it.
    for (auto it = fans.begin(); it != fans.end(); ++it)
        QVERIFY(!it.value().intersects(scene->plate(it.key())->sceneBoundingRect().adjusted(6, 6, -6, -6)));
    // Everybody speaks: each bubble stays in the window and off every other seat's plate.
    for (int seat = 0; seat < players; ++seat)
        scene->announce(seat, seat % 2 ? QStringLiteral("Fort!") : QStringLiteral("Ich dappe!"));
    int bubbles = 0;
    for (QGraphicsItem* it : scene->items()) {
        auto* bubble = dynamic_cast<QGraphicsPathItem*>(it);
        if (!bubble || !bubble->toolTip().contains(QStringLiteral(" said: ")))
            continue;
        ++bubbles;
        const QRectF r = bubble->sceneBoundingRect().adjusted(2, 2, -2, -2);
        QVERIFY(view.contains(r));
        int own = -1;
        for (int seat = 0; seat < players; ++seat)
            if (bubble->toolTip().startsWith(m->name(seat) + QLatin1Char(' ')))
                own = seat;
        QVERIFY(own >= 0);
        for (const Thing& a : std::as_const(things))
            QVERIFY2(a.what != QLatin1String("plate") || a.seat == own || !r.intersects(a.rect),
                     qPrintable(QStringLiteral("%1's bubble covers %2's plate").arg(m->name(own), m->name(a.seat))));
    }
    QCOMPARE(bubbles, players);
    st::test::shoot(
        t.window.get(),
        QStringLiteral("layout-%1-%2-%3x%4-bubbles").arg(game).arg(players).arg(window.width()).arg(window.height()));
}

void TestLook::lastTrickInSightAndTaken_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<QSize>("window");
    for (QSize size : {QSize(1024, 700), QSize(1280, 800), QSize(1920, 1080), QSize(2560, 1440)}) {
        QTest::addRow("dreeg 4 at %dx%d", size.width(), size.height()) << "dreeg" << 4 << size;
        QTest::addRow("schnapsen 2 at %dx%d", size.width(), size.height()) << "schnapsen" << 2 << size;
        QTest::addRow("dappen 7 at %dx%d", size.width(), size.height()) << "dappen" << 7 << size;
    }
}

// The small last trick beside the table stays in the window and clear of the side panel's words
// however long they are (a long hint pushed it off the window), its cards large enough to tell
// hearts from diamonds; the large one says who took the trick and marks the taker's card.
void TestLook::lastTrickInSightAndTaken() {
    QFETCH(QString, game);
    QFETCH(int, players);
    QFETCH(QSize, window);
    const QByteArray id = game.toLatin1();
    Table t = openGame(id.constData(), players, 7);
    t.window->resize(window);
    TableModel* m = t.session->model();
    TableScene* scene = t.session->scene();
    QTRY_VERIFY(m->game().inDeal());
    int winner = -1;
    for (int guard = 0; guard < 5000 && m->game().inDeal() && winner < 0; ++guard) {
        QTest::qWait(1);
        const SeatView v = m->view(0);
        const int taken = std::accumulate(v.tricksWon.begin(), v.tricksWon.end(), 0);
        if (!v.lastTrick.empty()) {
            if (taken != 1)
                QSKIP("more than one trick went by unseen");
            winner = static_cast<int>(std::find(v.tricksWon.begin(), v.tricksWon.end(), 1) - v.tricksWon.begin());
            break;
        }
        if (v.toAct == 0 && !v.legal.empty() && !t.session->flow()->busy())
            m->submit(v.legal.front());
    }
    QVERIFY(winner >= 0);
    t.session->flow()->setPlayers(std::vector<std::shared_ptr<ComputerPlayer>>(static_cast<std::size_t>(players)));
    scene->setStatus(QStringLiteral("A long hint to show that the side panel's words wrap within the panel and never "
                                    "push the last trick or anything else off the window, however long they are. "
                                    "It goes on for a while, as a refusal with its reason may."));
    QTest::qWait(10);
    const QRectF view = scene->sceneRect();
    const QRectF last = scene->lastTrickArea();
    st::test::shoot(
        t.window.get(),
        QStringLiteral("lasttrick-%1-%2-%3x%4").arg(game).arg(players).arg(window.width()).arg(window.height()));
    QVERIFY(!last.isEmpty());
    QVERIFY2(view.contains(last), "the last trick leaves the window");
    QVERIFY2(view.contains(scene->infoArea()), "the side panel's words leave the window");
    QVERIFY2(!last.intersects(scene->infoArea()), "the side panel's words cover the last trick");
    for (int s = 0; s < players; ++s)
        QVERIFY2(!last.intersects(scene->plate(s)->sceneBoundingRect()), "the last trick lies under a plate");
    int cards = 0;
    for (QGraphicsItem* it : scene->items())
        if (it->toolTip().contains(QStringLiteral("click to see the trick large"))) {
            ++cards;
            // As wide as a card's corner needs to tell a heart from a diamond.
            QVERIFY2(it->sceneBoundingRect().width() >= 40,
                     qPrintable(QString::number(it->sceneBoundingRect().width())));
            QCOMPARE(it->toolTip().contains(QStringLiteral("who took the trick")),
                     it->toolTip().contains(QStringLiteral("played by %1,").arg(m->name(winner))));
        }
    QCOMPARE(cards, static_cast<int>(m->view(0).lastTrick.size()));
    emit scene->lastTrickRequested();
    QDialog* d = nullptr;
    QTRY_VERIFY((d = t.window->findChild<QDialog*>(QStringLiteral("lastTrickDialog"))) && d->isVisible());
    auto* taker = d->findChild<QLabel*>(QStringLiteral("lastTrickTaker"));
    QVERIFY(taker);
    QCOMPARE(taker->text(), winner == 0 ? QStringLiteral("You took this trick.")
                                        : QStringLiteral("%1 took this trick.").arg(m->name(winner)));
    QCOMPARE(d->findChildren<QLabel*>(QStringLiteral("lastTrickTook")).size(), 1);
    d->close();
}

void TestLook::lastTrickClearOfTheActionBar_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("window");
    for (const char* language : {"en", "de"})
        for (QSize size : {QSize(1024, 700), QSize(1280, 800), QSize(1920, 1080)}) {
            QTest::addRow("dreeg 2, %s, %dx%d", language, size.width(), size.height())
                << "dreeg" << 2 << QString::fromLatin1(language) << size;
            QTest::addRow("schnapsen 2, %s, %dx%d", language, size.width(), size.height())
                << "schnapsen" << 2 << QString::fromLatin1(language) << size;
        }
}

// The two-player stage (talon and trump card: the player's buttons to close, exchange the trump or
// meld make the action bar wide, the longer in German): the last trick lies clear of the action bar
// (it lay under it in German at 1024x700) and of every plate and the side panel, in the window.
void TestLook::lastTrickClearOfTheActionBar() {
    QFETCH(QString, game);
    QFETCH(int, players);
    QFETCH(QString, language);
    QFETCH(QSize, window);
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), language));
    struct Back {
        ~Back() { st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")); }
    } back;
    const QByteArray id = game.toLatin1();
    bool looked = false;
    for (quint64 seed = 1; seed < 40 && !looked; ++seed) {
        Table t = st::test::openTable(dir_->filePath(QStringLiteral("autosave-%1.json").arg(seed)), seed);
        t.window->resize(window);
        NewGameSettings settings;
        settings.game = findGame(id.constData());
        settings.variant = Variant(settings.game->options);
        if (game == QLatin1String("dreeg")) // two play Sechsundsechzig: talon and trump card
            QCOMPARE(settings.variant.set("phases", std::vector<std::string>{"66"}), std::string());
        settings.names << QStringLiteral("Anna") << QStringLiteral("Bartholomäus");
        QCOMPARE(t.session->start(settings), QString());
        TableModel* m = t.session->model();
        TableScene* scene = t.session->scene();
        ActionBar* bar = t.session->view()->actionBar();
        // The test plays for everybody, the first legal move, until the human has a choice beyond
        // a card to make after a trick was taken.
        t.session->flow()->setPlayers(std::vector<std::shared_ptr<ComputerPlayer>>(static_cast<std::size_t>(players)));
        QTRY_VERIFY(m->game().inDeal());
        for (int guard = 0; guard < 400 && m->game().inDeal() && !looked; ++guard) {
            QTest::qWait(1);
            if (m->game().toAct() < 0)
                continue;
            const SeatView v = m->view(m->game().toAct());
            if (v.toAct != 0) {
                if (!v.legal.empty())
                    m->submit(v.legal.front());
                continue;
            }
            const bool choice = std::any_of(v.legal.begin(), v.legal.end(),
                                            [](const Action& a) { return a.act != Act::Play && a.act != Act::Draw; });
            if (!m->view(0).lastTrick.empty() && choice && !t.session->flow()->busy()) {
                QTRY_VERIFY(bar->isVisible() && !bar->isEmpty());
                QTest::qWait(10);
                const QRectF last = scene->lastTrickArea();
                const QRectF barRect(t.session->view()->mapToScene(bar->geometry().topLeft()),
                                     t.session->view()->mapToScene(bar->geometry().bottomRight()));
                st::test::shoot(t.window.get(), QStringLiteral("lasttrick-bar-%1-%2-%3x%4")
                                                    .arg(game, language)
                                                    .arg(window.width())
                                                    .arg(window.height()));
                QVERIFY(!last.isEmpty());
                QVERIFY2(scene->sceneRect().contains(last), "the last trick leaves the window");
                QVERIFY2(!last.intersects(barRect),
                         qPrintable(QStringLiteral("the last trick (x %1..%2, y %3..%4) lies under the action bar "
                                                   "(x %5..%6, y %7..%8)")
                                        .arg(last.left())
                                        .arg(last.right())
                                        .arg(last.top())
                                        .arg(last.bottom())
                                        .arg(barRect.left())
                                        .arg(barRect.right())
                                        .arg(barRect.top())
                                        .arg(barRect.bottom())));
                QVERIFY2(!last.intersects(scene->infoArea()), "the side panel's words cover the last trick");
                for (int s = 0; s < players; ++s)
                    QVERIFY2(!last.intersects(scene->plate(s)->sceneBoundingRect()),
                             "the last trick lies under a plate");
                looked = true;
                break;
            }
            if (!t.session->flow()->busy() && !v.legal.empty())
                m->submit(v.legal.front());
        }
    }
    QVERIFY2(looked, "the human never had a choice beyond a card after a trick");
}

void TestLook::blindShownAtEverySeat_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("declarer");
    for (int n : {3, 4})
        for (int seat = 1; seat < n; ++seat)
            QTest::addRow("dreierles %d, declarer at seat %d", n, seat) << n << seat;
}

// A Dreierles declarer shows the blind cards he takes: they lie face up, large enough to read, in
// the window and clear of every plate, wherever he sits and whatever the window's size (at the
// right-hand seat they ran off the window's edge).
void TestLook::blindShownAtEverySeat() {
    QFETCH(int, players);
    QFETCH(int, declarer);
    for (quint64 seed = 1; seed < 200; ++seed) {
        Table t = openGame("dreierles", players, seed);
        t.session->flow()->setThinkMs(250);
        TableModel* m = t.session->model();
        HumanSeat* human = t.session->human();
        QTRY_VERIFY(m->game().inDeal());
        const int exposer = passUntilABlindIsShown(m, human);
        if (exposer != declarer)
            continue;
        // The table stays as it is: the declarer has the blind cards up.
        t.session->flow()->setPlayers(std::vector<std::shared_ptr<ComputerPlayer>>(static_cast<std::size_t>(players)));
        const auto shownCount = static_cast<int>(m->view(0).shown.size());
        for (QSize size : {QSize(1024, 700), QSize(1280, 800), QSize(1920, 1080), QSize(2560, 1440)}) {
            t.window->resize(size);
            QTest::qWait(10);
            TableScene* scene = t.session->scene();
            const QRectF view = scene->sceneRect();
            QCOMPARE(view.size(), QSizeF(size));
            st::test::shoot(t.window.get(), QStringLiteral("blind-dreierles-%1-seat%2-%3x%4")
                                                .arg(players)
                                                .arg(declarer)
                                                .arg(size.width())
                                                .arg(size.height()));
            int shown = 0;
            for (QGraphicsItem* it : scene->items()) {
                if (!it->toolTip().startsWith(QStringLiteral("Shown: ")) || !it->isVisible())
                    continue;
                ++shown;
                const QRectF r = it->sceneBoundingRect();
                QVERIFY2(view.contains(r), qPrintable(it->toolTip() + QStringLiteral(" leaves the window")));
                QVERIFY2(r.width() >= 44, qPrintable(QString::number(r.width())));
                for (int s = 0; s < players; ++s)
                    QVERIFY2(!r.adjusted(2, 2, -2, -2).intersects(scene->plate(s)->sceneBoundingRect()),
                             qPrintable(QStringLiteral("%1 lies on %2's plate").arg(it->toolTip(), m->name(s))));
            }
            QCOMPARE(shown, shownCount);
        }
        return;
    }
    QSKIP("no computer declarer at that seat drew from the blind");
}

// Dreeg's 66 at four: the dealer's turned trump card lies face up at the seat that holds it (it
// was drawn in the human's side panel, far from the dealer), until it is played.
void TestLook::turnedTrumpLiesAtItsHolder() {
    for (quint64 seed = 1; seed < 40; ++seed) {
        Table t = openGame("dreeg", 4, seed);
        TableModel* m = t.session->model();
        TableScene* scene = t.session->scene();
        for (int guard = 0; guard < 200 && !m->game().inDeal(); ++guard)
            QTest::qWait(5);
        if (!m->game().inDeal())
            continue; // the human chooses the dealer: another seed
        t.session->flow()->setPlayers(std::vector<std::shared_ptr<ComputerPlayer>>(4));
        const SeatView v = m->view(0);
        if (v.trumpCard == kNoCard || has(v.hand, v.trumpCard))
            continue;
        int holder = -1;
        for (int s = 1; s < 4; ++s)
            if (has(toSet(m->record().deals.back().setup.hands[static_cast<std::size_t>(s)]), v.trumpCard))
                holder = s;
        QVERIFY(holder > 0);
        QTest::qWait(10);
        st::test::shoot(t.window.get(), QStringLiteral("turned-trump-dreeg-4"));
        const QGraphicsItem* turned = nullptr;
        for (QGraphicsItem* it : scene->items())
            if (it->toolTip().startsWith(QStringLiteral("The dealer's turned trump card")))
                turned = it;
        QVERIFY(turned);
        const QRectF r = turned->sceneBoundingRect();
        QVERIFY(scene->sceneRect().contains(r));
        QVERIFY2(!r.intersects(scene->infoArea().adjusted(-20, -20, 20, 20)), "the card lies in the side panel");
        // Nearer the holder's plate than any other.
        const auto distance = [&](int s) {
            const QPointF d = scene->plate(s)->sceneBoundingRect().center() - r.center();
            return std::hypot(d.x(), d.y());
        };
        for (int s = 0; s < 4; ++s)
            QVERIFY2(s == holder || distance(holder) < distance(s),
                     qPrintable(QStringLiteral("the card lies nearer seat %1 than its holder %2").arg(s).arg(holder)));
        for (int s = 0; s < 4; ++s)
            QVERIFY(!r.intersects(scene->plate(s)->sceneBoundingRect()));
        return;
    }
    QFAIL("no deal with the turned trump card at another seat");
}

void TestLook::ultiShownAtEverySeat_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("lone");
    const GameInfo* g = findGame("dappen");
    for (int n = g->minPlayers; n <= g->maxPlayers; ++n)
        if (validateSetup(*g, Variant(g->options), n).empty())
            for (int seat = 1; seat < n; ++seat)
                QTest::addRow("dappen %d, Ulti at seat %d", n, seat) << n << seat;
}

// Dappen: the lone player's Ulti (trumps 1, 2 or 3 laid face up) lies at his seat large enough to
// read, in the window and clear of every plate, every seat's cards, the hand and the side
// panel, at every seat, table size and window size (it was drawn tiny at a crowded table).
void TestLook::ultiShownAtEverySeat() {
    QFETCH(int, players);
    QFETCH(int, lone);
    const QStringList names{QStringLiteral("Gottfried"), QStringLiteral("Kunigunde"),  QStringLiteral("Bartholomä"),
                            QStringLiteral("Walburga"),  QStringLiteral("Maximilian"), QStringLiteral("Roswitha"),
                            QStringLiteral("Leopold"),   QStringLiteral("Theresia")};
    for (quint64 seed = 1; seed < 400; ++seed) {
        Table t = st::test::openTable(dir_->filePath(QStringLiteral("autosave-%1.json").arg(seed)), seed);
        const GameInfo* info = findGame("dappen");
        NewGameSettings ns;
        ns.game = info;
        ns.variant = Variant(info->options);
        ns.names = names.mid(0, players);
        QVERIFY(t.session->start(ns).isEmpty());
        // Nobody but the test decides: the seat plays alone and lays out every Ulti it holds.
        t.session->flow()->setPlayers(std::vector<std::shared_ptr<ComputerPlayer>>(static_cast<std::size_t>(players)));
        TableModel* m = t.session->model();
        if (!m->game().inDeal() && !m->deal(static_cast<int>(seed % static_cast<quint64>(players))))
            continue;
        const auto has = [](const SeatView& v, Act act) {
            return std::any_of(v.legal.begin(), v.legal.end(), [&](const Action& a) { return a.act == act; });
        };
        bool laid = false;
        for (int guard = 0; guard < 300 && m->game().inDeal() && !laid; ++guard) {
            const int s = m->game().toAct();
            if (s < 0)
                break;
            const SeatView v = m->view(s);
            if (v.legal.empty() || (has(v, Act::Play) && !has(v, Act::Announce)))
                break; // play began without an Ulti at that seat
            Action a = v.legal.front();
            if (s == lone) {
                for (const char* bid : {"dappen", "solo"})
                    for (const Action& x : v.legal)
                        if (x.act == Act::Bid && x.bid == bid)
                            a = x;
                for (const Action& x : v.legal)
                    if (x.act == Act::Announce && x.what == "ulti" && x.cards.size() >= a.cards.size())
                        a = x;
            } else if (has(v, Act::Pass)) {
                a = Action::simple(s, Act::Pass);
            }
            if (!m->submit(a))
                break;
            laid = a.act == Act::Announce && a.seat == lone;
        }
        if (!laid)
            continue;
        const SeatView v = m->view(0);
        const auto ultis = static_cast<int>(
            std::count_if(v.shown.begin(), v.shown.end(), [&](const SeatCard& sc) { return sc.first == lone; }));
        QVERIFY(ultis > 0);
        for (QSize size : {QSize(1024, 700), QSize(1280, 800), QSize(1920, 1080), QSize(2560, 1440)}) {
            t.window->resize(size);
            QTest::qWait(10);
            TableScene* scene = t.session->scene();
            const QRectF view = scene->sceneRect();
            QCOMPARE(view.size(), QSizeF(size));
            const QString where = QStringLiteral("%1 at seat %2 of %3, %4x%5")
                                      .arg(m->name(lone))
                                      .arg(lone)
                                      .arg(players)
                                      .arg(size.width())
                                      .arg(size.height());
            st::test::shoot(t.window.get(), QStringLiteral("ulti-dappen-%1-seat%2-%3x%4")
                                                .arg(players)
                                                .arg(lone)
                                                .arg(size.width())
                                                .arg(size.height()));
            // What the Ulti must not cover: plates, the other seats' fans, the hand, the side panel.
            QList<QPair<QString, QRectF>> others;
            for (int s = 0; s < players; ++s)
                others.append({m->name(s) + QStringLiteral("'s plate"), scene->plate(s)->sceneBoundingRect()});
            QRectF hand;
            for (QGraphicsItem* it : scene->items()) {
                if (!it->isVisible())
                    continue;
                for (int s = 1; s < players; ++s)
                    if (it->toolTip().startsWith(m->name(s) + QStringLiteral(" holds ")))
                        others.append({m->name(s) + QStringLiteral("'s cards"), it->sceneBoundingRect()});
                if (auto* card = dynamic_cast<CardItem*>(it); card && scene->handOrder().contains(card->card()))
                    hand = hand.united(it->sceneBoundingRect());
            }
            others.append({QStringLiteral("the hand"), hand});
            others.append({QStringLiteral("the side panel"), scene->infoArea()});
            int shown = 0;
            for (QGraphicsItem* it : scene->items()) {
                if (!it->toolTip().startsWith(QStringLiteral("Shown: ")) || !it->isVisible())
                    continue;
                ++shown;
                const QRectF r = it->sceneBoundingRect();
                QVERIFY2(view.contains(r), qPrintable(where + QStringLiteral(": the Ulti leaves the window")));
                QVERIFY2(r.width() >= 44,
                         qPrintable(where + QStringLiteral(": the Ulti is %1 pixels wide").arg(r.width())));
                for (const auto& [what, o] : std::as_const(others))
                    QVERIFY2(o.isEmpty() || !r.adjusted(2, 2, -2, -2).intersects(o),
                             qPrintable(where + QStringLiteral(": the Ulti covers ") + what));
            }
            QCOMPARE(shown, ultis);
        }
        return;
    }
    QSKIP("that seat never laid out an Ulti");
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
