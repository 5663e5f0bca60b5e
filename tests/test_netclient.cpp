// Network play, the client's side (ui/net, docs/protocol.md "The client"): a player's client
// joined to a table shows it with the local table's scene and widgets, from nothing but its seat's
// view and the public events. The server here is a fake in the test: a QWebSocketServer running a
// real core Game and sending each message of the contract built with core/net/protocol.
#include "access/tableaccess.h"
#include "dialogs/dealreview.h"
#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/sessionsummary.h"
#include "dialogs/settingsdialog.h"
#include "flow/humanseat.h"
#include "flow/tablesession.h"
#include "history/historyindex.h"
#include "history/historywindow.h"
#include "history/recentsessions.h"
#include "mainwindow.h"
#include "net/hostdialog.h"
#include "net/joindialog.h"
#include "net/netclient.h"
#include "net/remotetable.h"
#include "protocol.h"
#include "record.h"
#include "registry.h"
#include "selfplay.h"
#include "shots.h"
#include "table/seatplate.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "tableserver.h"
#include "text/language.h"
#include "text/wording.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGraphicsTextItem>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionFrame>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QToolButton>
#include <QWebSocket>
#include <QWebSocketServer>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <array>
#include <functional>
#include <set>

using namespace st;
using namespace st::ui;
namespace client = st::ui::net;
using nlohmann::json;

namespace {

/// A table's server as the contract has it, for one client: the true deal stays here.
class FakeServer : public QObject {
    Q_OBJECT

  public:
    FakeServer(const std::string& gameId, int players, int clientSeat, quint64 seed = 7)
        : server_(QStringLiteral("fake"), QWebSocketServer::NonSecureMode), seat(clientSeat), rng(seed) {
        info = findGame(gameId);
        variant = presetVariant(*info, info->presets.front());
        game = info->create(variant, players);
        record.game = info;
        record.variant = variant;
        for (int s = 0; s < players; ++s)
            record.players.push_back(s == clientSeat ? "Anna" : "Seat " + std::to_string(s));
        server_.listen(QHostAddress::LocalHost, 0);
        connect(&server_, &QWebSocketServer::newConnection, this, [this] {
            conn = server_.nextPendingConnection();
            connect(conn, &QWebSocket::textMessageReceived, this, &FakeServer::onText);
        });
    }

    QUrl url() const { return QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(server_.serverPort())); }
    const Pack& pack() const { return game->pack(); }

    void send(json m) {
        m["v"] = st::net::kProtocolVersion;
        conn->sendTextMessage(QString::fromStdString(m.dump()));
    }

    void welcome() {
        json names = json::array();
        for (const auto& p : record.players)
            names.push_back(p);
        send({{"t", "welcome"},
              {"table", "T1"},
              {"seat", seat},
              {"token", "tok123"},
              {"host", false},
              {"game", info->id},
              {"variant", variantToJson(variant)},
              {"players", static_cast<int>(names.size())},
              {"names", names},
              {"hints", hints}});
    }

    void startDeal(int dealer) {
        const NextDeal next = game->nextDeal();
        const DealSetup setup = game->makeDeal(next.dealer >= 0 ? next.dealer : dealer, rng);
        const std::string e = game->startDeal(setup);
        QVERIFY2(e.empty(), e.c_str());
        record.deals.push_back({setup, {}});
        send({{"t", "deal_start"}, {"deal", static_cast<int>(record.deals.size()) - 1}, {"dealer", dealer}});
        sendView();
        drive();
    }

    void sendView() { send({{"t", "view"}, {"n", n}, {"view", st::net::viewToJson(game->view(seat), pack())}}); }

    /// Applies a decision and tells the client what its seat may know of it.
    void apply(const Action& a) {
        const SeatView before = game->view(a.seat);
        game->apply(a);
        record.deals.back().actions.push_back(a);
        json e = {{"t", "event"}, {"n", n}, {"action", actionToJson(st::net::publicAction(a, seat), pack())}};
        const SeatView after = game->view(a.seat);
        for (std::size_t s = 0; s < after.tricksWon.size(); ++s)
            if (a.act == Act::Play && after.tricksWon[s] > before.tricksWon[s])
                e["trick_won"] = static_cast<int>(s);
        ++n;
        send(e);
        sendView();
        if (!game->inDeal()) {
            Record one = record;
            one.deals = {record.deals.back()};
            const json doc = json::parse(writeRecord(one));
            send({{"t", "deal_over"},
                  {"deal", static_cast<int>(record.deals.size()) - 1},
                  {"record", doc["deals"][0]},
                  {"result", game->lastResult().delta}});
        }
    }

    /// The other seats decide (at random among the legal), until the client's seat is to act.
    void drive() {
        while (game->inDeal() && game->toAct() != seat) {
            const auto legal = game->legalActions();
            QVERIFY(!legal.empty());
            apply(legal[rng.below(legal.size())]);
        }
        if (game->inDeal())
            send({{"t", "question"}, {"n", n}, {"kind", "due"}});
    }

    QWebSocketServer server_;
    QWebSocket* conn = nullptr;
    const GameInfo* info = nullptr;
    Variant variant;
    std::unique_ptr<Game> game;
    Record record;
    int seat = 0;
    int n = 0;
    Rng rng;
    std::vector<st::net::ClientMessage> got; ///< every message of the client, parsed as the server parses it
    std::optional<Refusal> refuseNext;       ///< the engine's refusal of the next act (a stale decision)
    bool hints = false;                      ///< the host allows the hint

  private:
    void onText(const QString& text) {
        auto parsed = st::net::parseClientMessage(text.toStdString());
        if (auto* e = std::get_if<st::net::ProtocolError>(&parsed)) {
            conn->sendTextMessage(QString::fromStdString(st::net::errorToJson(*e).dump()));
            return;
        }
        const auto m = std::get<st::net::ClientMessage>(parsed);
        got.push_back(m);
        if (m.kind != st::net::ClientKind::Act)
            return;
        auto a = st::net::actionOf(m, pack(), seat);
        QVERIFY(std::holds_alternative<Action>(a));
        Refusal r = game->check(std::get<Action>(a));
        if (refuseNext) {
            r = *refuseNext;
            refuseNext.reset();
        }
        if (r) {
            json out = st::net::refusalToJson(r, pack());
            out["t"] = "refused";
            send(out);
            return;
        }
        apply(std::get<Action>(a));
        drive();
    }
};

const Pack& srvPack(const Replay& r) {
    return r.game->pack();
}

bool sameView(const SeatView& a, const SeatView& b) {
    return a.hand == b.hand && a.trick == b.trick && a.lastTrick == b.lastTrick && a.trump == b.trump &&
           a.trumpCard == b.trumpCard && a.talonSize == b.talonSize && a.talonTop == b.talonTop &&
           a.handSizes == b.handSizes && a.tricksWon == b.tricksWon && a.shown == b.shown && a.legal == b.legal &&
           a.toAct == b.toAct;
}

/// A table opened for the test: the players Anna, Bert, Carla … at `seats` ("player" or a computer
/// level), the host at seat 0, computers deciding at once, `nextDealMs` the longest wait between deals.
st::net::TableConfig hostedConfig(const QString& game, const QStringList& seats, quint64 seed, int nextDealMs) {
    static const QStringList names{QStringLiteral("Anna"), QStringLiteral("Bert"), QStringLiteral("Carla"),
                                   QStringLiteral("Dora")};
    st::net::TableConfig config;
    config.game = game;
    config.names = names.mid(0, seats.size());
    config.seats = seats;
    config.hostSeat = 0;
    config.thinkMs = 0;
    config.nextDealMs = nextDealMs;
    config.seed = seed;
    return config;
}

/// A client at the table: its connection and the table it shows.
struct Client {
    QTemporaryDir history; ///< the player's history folder (never the real one)
    QWidget window;
    client::NetClient client;
    client::RemoteTable table{&client, &window, 0};
    Client() {
        table.setHistoryFolder(history.path());
        window.resize(1280, 800);
        table.view()->setParent(&window);
        table.view()->resize(1280, 800);
        client.setReconnectMs(20);
        window.show(); // the scene lays the table out for the view's size
    }
};

} // namespace

class TestNetClient : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void joinsWithHelloAndShowsOnlyItsSeat();
    void aScreenReaderHearsTheNetworkTable();
    void playsAWholeDealFromTheSeatsView();
    void followsEveryGameThroughHiddenCards_data();
    void followsEveryGameThroughHiddenCards();
    void refusalIsWordedAsAtTheLocalTable();
    void reconnectsWithTheResumeToken();
    void platesShowConnectionThinkingAndPhrases();
    void threeClientsPlayADealAtAHostedTable_data();
    void threeClientsPlayADealAtAHostedTable();
    void aClientBackMidDealCatchesUpAtOnce();
    void phrasesAndThePauseAtAHostedTable();
    void hintOnlyWhereTheHostAllowsIt();
    void joinAndHostDialogs();
    void theJoinDialogsHintsAreReadWholeInBothLanguages();
    void aNetworkTableLooksRight();
    void theHostIsNamedAsThePlayerNotYou();
    void beforeTheFirstDealTheTableSaysWhoItWaitsFor();
    void theNamesTheTableWaitsForAreListedAsAPersonWritesThem();
    void theHostKilledMidDealLeavesTheOthersReconnecting();
    void theHostQuittingClosesTheTableForEveryoneAndContinueReopensIt();
    void theDealSummaryOnlineReviewsAndGoesOnToTheNextDeal();
    void aPlayerBackBeforeTheHostWaitsForTheTable();
    void continueBeforeTheHostIsBackSaysSoOnTheTable();
    void atAHostedTableNextDealLeadsToTheCutAndTheNextDeal();
    void theNextDealComesWhenEveryoneHasReadTheScore();
    void aPlayerBackBetweenDealsIsReadyByItself();
    void theSessionsEndIsShownAndKeptFinished();
    void anAnswerRefusedForFloodingIsSentAgain();
    void phrasesRefusedForFloodingAreSaidToThePlayer();
    void aNetworkSessionDeletedFromTheHistoryTakesItsTableFileAlong();
    void theSessionAtANetworkTableDeletedFromTheHistoryLeavesTheTable();
};

void TestNetClient::initTestCase() {
    QStandardPaths::setTestModeEnabled(true); // settings, history and hosted tables in a test folder
    QCoreApplication::setOrganizationName(QStringLiteral("StammtischTest"));
    QSettings().clear();
}

void TestNetClient::joinsWithHelloAndShowsOnlyItsSeat() {
    FakeServer srv("schnapsen", 2, 1);
    Client c;
    c.client.join(srv.url(), QStringLiteral("T1"), QStringLiteral("Anna"));
    QTRY_COMPARE(srv.got.size(), std::size_t(1));
    QCOMPARE(int(srv.got[0].kind), int(st::net::ClientKind::Hello));
    QCOMPARE(srv.got[0].name, std::string("Anna"));
    QCOMPARE(srv.got[0].table, std::string("T1"));
    QVERIFY(srv.got[0].token.empty());
    QSignalSpy joined(&c.table, &client::RemoteTable::joined);
    srv.welcome();
    QTRY_COMPARE(joined.count(), 1);
    QCOMPARE(c.table.seat(), 1);
    QCOMPARE(c.client.token(), QStringLiteral("tok123"));
    QCOMPARE(c.table.model()->names(), QStringList({QStringLiteral("Seat 0"), QStringLiteral("Anna")}));
    srv.startDeal(0);
    // The table shows the seat's true view: its own hand in the hand, the others as backs.
    QTRY_VERIFY(c.table.model()->hasGame() && c.table.model()->game().inDeal());
    QTRY_VERIFY(sameView(c.table.model()->view(1), srv.game->view(1)));
    for (Card card : cardsOf(srv.game->view(1).hand))
        QVERIFY(c.table.scene()->handCard(card));
}

// A blind player at a network table hears it as at a local one (issue 36 with issue 35): the deal
// and the player's cards, the hand as a list of cards that may or may not be played, every card
// played, the tricks, the result, and what the table says of itself (the connection lost).
void TestNetClient::aScreenReaderHearsTheNetworkTable() {
    FakeServer srv("schnapsen", 2, 1);
    Client c;
    QSignalSpy presented(c.table.human(), &HumanSeat::presented);
    c.client.join(srv.url(), QStringLiteral("T1"), QStringLiteral("Anna"));
    QTRY_VERIFY(srv.conn && !srv.got.empty());
    srv.welcome();
    auto* access = access::TableAccess::of(c.table.view());
    QVERIFY(access);
    srv.startDeal(0); // seat 1 (this client) leads
    QTRY_VERIFY(c.table.model()->hasGame() && c.table.model()->game().inDeal());
    QTRY_VERIFY(sameView(c.table.model()->view(1), srv.game->view(1)));
    const access::TableWords words = access->words();
    CardSet heard = 0;
    int playable = 0;
    for (const access::CardWords& w : words.hand) {
        heard |= bit(w.card);
        playable += w.playable ? 1 : 0;
    }
    const SeatView mine = srv.game->view(1);
    QCOMPARE(heard, mine.hand);
    QCOMPARE(playable, static_cast<int>(std::count_if(mine.legal.begin(), mine.legal.end(),
                                                      [](const Action& a) { return a.act == Act::Play; })));
    QTRY_VERIFY(access->announcements().join(QLatin1Char(' ')).contains(QStringLiteral("Your cards:")));
    // The whole deal played as the screen reader's "press" on a card plays it.
    int plays = 0;
    while (srv.game->inDeal()) {
        QTRY_VERIFY(!srv.game->inDeal() ||
                    (presented.count() > plays && sameView(c.table.model()->view(1), srv.game->view(1))));
        if (!srv.game->inDeal())
            break;
        plays = static_cast<int>(presented.count());
        const access::TableWords now = access->words();
        const auto card =
            std::find_if(now.hand.begin(), now.hand.end(), [](const access::CardWords& w) { return w.playable; });
        QVERIFY(card != now.hand.end());
        const std::size_t before = srv.record.deals.back().actions.size();
        QVERIFY(access->playCard(card->card));
        QTRY_VERIFY(srv.record.deals.back().actions.size() > before);
    }
    QTRY_VERIFY(c.table.summary());
    // Every card of the deal was announced, the other seat's among them, and the result.
    const QString all = access->announcements().join(QLatin1Char('\n'));
    int cardsSaid = 0;
    for (const Action& a : srv.record.deals.back().actions)
        if (a.act == Act::Play) {
            const QString name = text::Wording::cardName(srv.pack(), a.card);
            const QString line =
                a.seat == 1 ? QStringLiteral("You play %1.").arg(name) : QStringLiteral("Seat 0 plays %1.").arg(name);
            QVERIFY2(all.contains(line), qPrintable(line + QStringLiteral(" not in:\n") + all));
            ++cardsSaid;
        }
    QVERIFY(cardsSaid >= 10);
    QVERIFY(all.contains(QStringLiteral("takes the trick.")) || all.contains(QStringLiteral("You take the trick.")));
    QVERIFY2(access->lastAnnouncement().startsWith(QStringLiteral("The deal is over.")),
             qPrintable(access->lastAnnouncement()));
    // The connection lost is said, not only written in the status line.
    srv.conn->abort();
    QTRY_VERIFY(access->lastAnnouncement().contains(QStringLiteral("connection to the table was lost")));
}

void TestNetClient::playsAWholeDealFromTheSeatsView() {
    for (quint64 seed : {7ULL, 11ULL, 23ULL}) {
        FakeServer srv("schnapsen", 2, 1, seed);
        Client c;
        QSignalSpy presented(c.table.human(), &HumanSeat::presented);
        c.client.join(srv.url(), QStringLiteral("T1"), QStringLiteral("Anna"));
        QTRY_VERIFY(srv.conn && !srv.got.empty());
        srv.welcome();
        srv.startDeal(static_cast<int>(seed % 2));
        int plays = 0;
        while (srv.game->inDeal()) {
            QTRY_VERIFY(!srv.game->inDeal() ||
                        (presented.count() > plays && sameView(c.table.model()->view(1), srv.game->view(1))));
            if (!srv.game->inDeal())
                break;
            plays = static_cast<int>(presented.count());
            // The player clicks a card the table offers (a legal one: the seat's true view).
            const SeatView v = c.table.model()->view(1);
            const auto play =
                std::find_if(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act == Act::Play; });
            QVERIFY(play != v.legal.end());
            const std::size_t before = srv.record.deals.back().actions.size();
            emit c.table.scene()->cardClicked(play->card);
            QTRY_VERIFY(srv.record.deals.back().actions.size() > before);
            QCOMPARE(int(srv.got.back().kind), int(st::net::ClientKind::Act));
        }
        // The deal's cards turned up: the client's record is the server's, and the summary shows it.
        QTRY_VERIFY(c.table.summary());
        QCOMPARE(c.table.model()->record().deals.size(), std::size_t(1));
        Record mine = c.table.model()->record();
        Record theirs = srv.record;
        theirs.players = mine.players;
        theirs.playedBy = mine.playedBy;
        QCOMPARE(writeRecord(mine), writeRecord(theirs));
        QCOMPARE(c.table.model()->game().lastResult().delta, srv.game->lastResult().delta);
    }
}

void TestNetClient::followsEveryGameThroughHiddenCards_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("seat");
    QTest::newRow("dreeg") << QStringLiteral("dreeg") << 3 << 1;
    QTest::newRow("dreierles") << QStringLiteral("dreierles") << 3 << 2;
    QTest::newRow("dreierschnapsen") << QStringLiteral("dreierschnapsen") << 3 << 1;
    QTest::newRow("dappen") << QStringLiteral("dappen") << 6 << 3;
}

// Whatever the others do out of the client's sight (a discard laid away face down, the blind, the
// Dapp), the table the client shows is its seat's true view at every decision, and the deal it
// keeps once the cards are turned up is the server's.
void TestNetClient::followsEveryGameThroughHiddenCards() {
    QFETCH(QString, game);
    QFETCH(int, players);
    QFETCH(int, seat);
    for (quint64 seed : {3ULL, 5ULL}) {
        FakeServer srv(game.toStdString(), players, seat, seed);
        Client c;
        c.client.join(srv.url(), QStringLiteral("T1"), QStringLiteral("Anna"));
        QTRY_VERIFY(srv.conn && !srv.got.empty());
        srv.welcome();
        srv.startDeal(static_cast<int>(seed) % players);
        QVERIFY(!srv.record.deals.empty());
        while (srv.game->inDeal()) {
            const std::size_t before = srv.record.deals.back().actions.size();
            QTRY_VERIFY(!srv.game->inDeal() || (c.table.model()->hasGame() && c.table.model()->game().inDeal() &&
                                                sameView(c.table.model()->view(seat), srv.game->view(seat))));
            if (!srv.game->inDeal())
                break;
            // The seat decides at random among what its table offers (the seat's true choices).
            const SeatView v = c.table.model()->view(seat);
            QVERIFY(!v.legal.empty());
            const Action a = v.legal[srv.rng.below(v.legal.size())];
            if (a.act == Act::Play)
                emit c.table.scene()->cardClicked(a.card);
            else if (srv.record.deals.back().actions.size() == before)
                c.client.act(a, srv.pack(), srv.n);
            QTRY_VERIFY(srv.record.deals.back().actions.size() > before);
        }
        QTRY_VERIFY(c.table.summary());
        Record mine = c.table.model()->record();
        Record theirs = srv.record;
        theirs.players = mine.players;
        theirs.playedBy = mine.playedBy;
        QCOMPARE(writeRecord(mine), writeRecord(theirs));
    }
}

void TestNetClient::refusalIsWordedAsAtTheLocalTable() {
    FakeServer srv("schnapsen", 2, 1);
    Client c;
    QSignalSpy presented(c.table.human(), &HumanSeat::presented);
    QSignalSpy said(c.table.human(), &HumanSeat::refused);
    c.client.join(srv.url(), QStringLiteral("T1"), QStringLiteral("Anna"));
    QTRY_VERIFY(srv.conn && !srv.got.empty());
    srv.welcome();
    srv.startDeal(0); // seat 1 leads
    QTRY_VERIFY(presented.count() > 0);
    const SeatView v = c.table.model()->view(1);
    const auto play = std::find_if(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act == Act::Play; });
    QVERIFY(play != v.legal.end());
    const Card card = play->card;
    Refusal r;
    r.reason = Reason::MustFollow;
    r.card = card;
    r.suit = srv.pack().suit(card);
    srv.refuseNext = r;
    const auto shown = presented.count();
    emit c.table.scene()->cardClicked(card);
    const QString expected =
        QCoreApplication::translate("st::ui::HumanSeat", "Not allowed: %1").arg(text::Wording::reason(r, srv.pack()));
    QTRY_VERIFY(!said.isEmpty());
    QCOMPARE(said.last().at(0).toString(), expected);
    // The decision is shown again: the player chooses once more.
    QTRY_VERIFY(presented.count() > shown);
    QVERIFY(srv.record.deals.back().actions.empty());
}

void TestNetClient::reconnectsWithTheResumeToken() {
    FakeServer srv("schnapsen", 2, 1);
    Client c;
    c.client.join(srv.url(), QStringLiteral("T1"), QStringLiteral("Anna"));
    QTRY_VERIFY(srv.conn && !srv.got.empty());
    srv.welcome();
    QTRY_COMPARE(c.client.token(), QStringLiteral("tok123"));
    QSignalSpy lost(&c.client, &client::NetClient::connectionLost);
    srv.conn->abort(); // the line drops
    QTRY_VERIFY(lost.count() > 0);
    QTRY_COMPARE(srv.got.size(), std::size_t(2));
    QCOMPARE(int(srv.got[1].kind), int(st::net::ClientKind::Hello));
    QCOMPARE(srv.got[1].token, std::string("tok123"));
    QCOMPARE(srv.got[1].table, std::string("T1"));
}

void TestNetClient::platesShowConnectionThinkingAndPhrases() {
    FakeServer srv("schnapsen", 2, 1);
    Client c;
    c.client.join(srv.url(), QStringLiteral("T1"), QStringLiteral("Anna"));
    QTRY_VERIFY(srv.conn && !srv.got.empty());
    srv.welcome();
    srv.startDeal(1); // seat 0 leads
    QTRY_VERIFY(c.table.model()->hasGame() && c.table.model()->game().inDeal());
    srv.send(
        {{"t", "seats"},
         {"seats", json::array({{{"name", "Seat 0"}, {"kind", "human"}, {"connected", true}, {"thinking_ms", 12000}},
                                {{"name", "Anna"}, {"kind", "human"}, {"connected", true}, {"thinking_ms", -1}}})}});
    QTRY_VERIFY(c.table.scene()->plate(0) &&
                c.table.scene()->plate(0)->data().markers.contains(QStringLiteral("Thinking 12 s")));
    srv.send(
        {{"t", "seats"},
         {"seats", json::array({{{"name", "Seat 0"}, {"kind", "human"}, {"connected", false}, {"thinking_ms", -1}},
                                {{"name", "Anna"}, {"kind", "human"}, {"connected", true}, {"thinking_ms", -1}}})}});
    QTRY_VERIFY(c.table.scene()->plate(0)->data().markers.contains(QStringLiteral("Offline")));
    QVERIFY(!c.table.scene()->plate(0)->data().markers.join(QString()).contains(QStringLiteral("Thinking")));
    srv.send({{"t", "said"}, {"seat", 0}, {"phrase", "go_on"}});
    QTRY_COMPARE(c.table.scene()->bubbles().value(0), QStringLiteral("Go on!"));
}

void TestNetClient::threeClientsPlayADealAtAHostedTable_data() {
    QTest::addColumn<QString>("game");
    QTest::newRow("dreeg") << QStringLiteral("dreeg");
    QTest::newRow("dreierles") << QStringLiteral("dreierles");
    QTest::newRow("dreierschnapsen") << QStringLiteral("dreierschnapsen");
}

// The table server (server35's TableServer, in-process as Game ▸ Host a table… runs it) with three
// clients as the GUI makes them: the host with its token, two joiners. Each plays its cards by
// clicking them on its own table; at every question its table shows its seat's true view; once the
// deal is scored every client holds the server's record of it.
void TestNetClient::threeClientsPlayADealAtAHostedTable() {
    QFETCH(QString, game);
    QTemporaryDir dir;
    st::net::TableServer server(dir.path());
    const quint16 port = server.listen(0, QHostAddress::LocalHost);
    QVERIFY(port != 0);
    st::net::TableConfig config;
    config.game = game;
    config.names = {QStringLiteral("Anna"), QStringLiteral("Bert"), QStringLiteral("Carla")};
    config.seats = {QStringLiteral("player"), QStringLiteral("player"), QStringLiteral("player")};
    config.hostSeat = 0;
    config.thinkMs = 0;
    config.nextDealMs = 600000; // one deal
    config.seed = 99;
    const st::net::OpenedTable opened = server.openTable(config);
    QVERIFY2(!opened.code.isEmpty(), qPrintable(opened.error));
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port));
    std::array<Client, 3> clients;
    std::array<QTemporaryDir, 3> history; // each player's own history folder
    for (std::size_t i = 0; i < 3; ++i)
        clients[i].table.setHistoryFolder(history[i].path());
    std::array<std::optional<json>, 3> asked;
    for (std::size_t i = 0; i < 3; ++i)
        connect(&clients[i].table, &client::RemoteTable::message, this, [i](const QString& m) {
            if (qEnvironmentVariableIsSet("NETDEBUG"))
                qDebug("%d says %s", int(i), qPrintable(m));
        });
    for (std::size_t i = 0; i < 3; ++i)
        connect(&clients[i].client, &client::NetClient::received, this, [&asked, i](const json& m) {
            if (qEnvironmentVariableIsSet("NETDEBUG"))
                qDebug("%d <- %s", int(i), m.dump().substr(0, 300).c_str());
            if (m.value("t", std::string()) == "question")
                asked[i] = m;
        });
    clients[0].client.join(url, opened.code, QStringLiteral("Anna"), {}, opened.hostToken);
    QTRY_COMPARE(clients[0].table.seat(), 0);
    QVERIFY(clients[0].table.isHost());
    clients[1].client.join(url, opened.code, QStringLiteral("Bert"));
    clients[2].client.join(url, opened.code, QStringLiteral("Carla"));
    QTRY_VERIFY(clients[1].table.seat() >= 0 && clients[2].table.seat() >= 0);
    QCOMPARE(std::set<int>({clients[0].table.seat(), clients[1].table.seat(), clients[2].table.seat()}),
             std::set<int>({0, 1, 2}));
    Rng rng(5);
    auto allScored = [&] {
        return std::all_of(clients.begin(), clients.end(), [](const Client& c) { return c.table.summary(); });
    };
    int answers = 0;
    while (!allScored()) {
        QTRY_VERIFY_WITH_TIMEOUT(
            allScored() || std::any_of(asked.begin(), asked.end(), [](const auto& q) { return q.has_value(); }), 20000);
        for (std::size_t i = 0; i < 3; ++i) {
            if (!asked[i])
                continue;
            const json q = *asked[i];
            asked[i].reset();
            Client& c = clients[i];
            const int seat = c.table.seat();
            const int n = q.value("n", -1);
            const std::string kind = q.value("kind", std::string());
            ++answers;
            if (kind == "dealer") {
                c.client.chooseDealer(q["dealers"][0].get<int>(), n);
            } else if (kind == "cut") {
                c.client.cut(false, n);
            } else if (kind == "optional") {
                c.client.decline(n);
            } else {
                // The seat's true view, from the server's record, is what its table shows.
                const Replay truth = replay(*server.record(opened.code));
                QVERIFY(!truth.error);
                QTRY_VERIFY2(c.table.model()->hasGame() && c.table.model()->game().inDeal() &&
                                 sameView(c.table.model()->view(seat), truth.game->view(seat)),
                             c.table.model()->hasGame() && c.table.model()->game().inDeal()
                                 ? (st::net::viewToJson(c.table.model()->view(seat), srvPack(truth)).dump() + "\n" +
                                    st::net::viewToJson(truth.game->view(seat), srvPack(truth)).dump())
                                       .c_str()
                                 : "no deal");
                const SeatView v = c.table.model()->view(seat);
                const Action a = v.legal[rng.below(v.legal.size())];
                if (a.act == Act::Play && c.table.human()->openDialog() == nullptr)
                    emit c.table.scene()->cardClicked(a.card);
                else
                    c.client.act(a, c.table.model()->game().pack(), n);
            }
        }
    }
    QVERIFY(answers > 3);
    const Record* truth = server.record(opened.code);
    QVERIFY(truth && truth->deals.size() == 1);
    for (Client& c : clients) {
        Record mine = c.table.model()->record();
        QCOMPARE(mine.deals.size(), std::size_t(1));
        Record theirs = *truth;
        theirs.players = mine.players;
        theirs.playedBy = mine.playedBy;
        QCOMPARE(writeRecord(mine), writeRecord(theirs));
    }
    // Each player keeps the session in their own history, as a local session is kept.
    for (std::size_t i = 0; i < 3; ++i) {
        const QString file = clients[i].table.historyFile();
        QVERIFY(!file.isEmpty() && file.startsWith(history[i].path()));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll().toStdString(), writeRecord(clients[i].table.model()->record()));
        const st::ui::SessionInfo info = st::ui::RecentSessions::read(file);
        QVERIFY2(info.error.isEmpty(), qPrintable(info.error));
        QCOMPARE(info.deals, 1);
        QCOMPARE(info.gameId, game);
    }
}

// A client whose connection drops mid-trick while the others (and the computer in its place) go on
// deciding: back with its token, the server tells it the running deal again, and its table shows
// its seat's true view at once, before anyone decides anything more.
void TestNetClient::aClientBackMidDealCatchesUpAtOnce() {
    QTemporaryDir dir;
    st::net::TableServer server(dir.path());
    const quint16 port = server.listen(0, QHostAddress::LocalHost);
    QVERIFY(port != 0);
    st::net::TableConfig config;
    config.game = QStringLiteral("dreierles");
    config.names = {QStringLiteral("Anna"), QStringLiteral("Bert"), QStringLiteral("Carla")};
    config.seats = {QStringLiteral("player"), QStringLiteral("player"), QStringLiteral("player")};
    config.hostSeat = 0;
    config.thinkMs = 0;
    config.dropOutMs = 0; // the computer plays the seat at once while its player is away
    config.nextDealMs = 600000;
    config.seed = 7;
    const st::net::OpenedTable opened = server.openTable(config);
    QVERIFY2(!opened.code.isEmpty(), qPrintable(opened.error));
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port));
    std::array<Client, 3> clients;
    std::array<std::optional<json>, 3> asked;
    for (std::size_t i = 0; i < 3; ++i)
        connect(&clients[i].client, &client::NetClient::received, this, [&asked, i](const json& m) {
            if (m.value("t", std::string()) == "question")
                asked[i] = m;
        });
    clients[0].client.join(url, opened.code, QStringLiteral("Anna"), {}, opened.hostToken);
    QTRY_COMPARE(clients[0].table.seat(), 0);
    clients[1].client.join(url, opened.code, QStringLiteral("Bert"));
    clients[2].client.join(url, opened.code, QStringLiteral("Carla"));
    QTRY_VERIFY(clients[1].table.seat() >= 0 && clients[2].table.seat() >= 0);
    Client& away = clients[1];
    const int awaySeat = away.table.seat();
    Rng rng(3);
    auto decisions = [&] {
        std::size_t n = 0;
        for (const DealRecord& d : server.record(opened.code)->deals)
            n += d.actions.size() + 1;
        return n;
    };
    bool dropped = false;
    std::size_t droppedAt = 0;
    while (!dropped || decisions() < droppedAt + 4) {
        const Replay truth = replay(*server.record(opened.code));
        QVERIFY(!truth.error);
        if (!dropped && truth.game->inDeal() && !truth.game->view(awaySeat).trick.empty()) {
            away.client.setReconnectMs(600000);
            auto* socket = away.client.findChild<QWebSocket*>();
            QVERIFY(socket);
            socket->abort(); // the line drops mid-trick
            dropped = true;
            droppedAt = decisions();
            asked[1].reset();
            continue;
        }
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(asked.begin(), asked.end(), [](const auto& q) { return q.has_value(); }),
                                 20000);
        for (std::size_t i = 0; i < 3; ++i) {
            if (!asked[i] || (dropped && i == 1))
                continue;
            const json q = *asked[i];
            asked[i].reset();
            Client& c = clients[i];
            const int n = q.value("n", -1);
            const std::string kind = q.value("kind", std::string());
            if (kind == "dealer") {
                c.client.chooseDealer(q["dealers"][0].get<int>(), n);
            } else if (kind == "cut") {
                c.client.cut(false, n);
            } else if (kind == "optional") {
                c.client.decline(n);
            } else {
                const Replay now = replay(*server.record(opened.code));
                const SeatView v = now.game->view(c.table.seat());
                c.client.act(v.legal[rng.below(v.legal.size())], now.game->pack(), n);
            }
            const std::size_t was = decisions();
            // A decision let pass is no decision of the record: the next question says it was taken.
            QTRY_VERIFY_WITH_TIMEOUT(
                decisions() > was || (kind == "optional" && std::any_of(asked.begin(), asked.end(),
                                                                        [](const auto& o) { return o.has_value(); })),
                20000);
            break; // one decision at a time: the truth is read again
        }
    }
    // The table waits for a player at the table (the computer in the seat away has decided).
    QTRY_VERIFY_WITH_TIMEOUT(asked[0].has_value() || asked[2].has_value(), 20000);
    const Replay truth = replay(*server.record(opened.code));
    QVERIFY(!truth.error && truth.game->inDeal());
    QVERIFY(!sameView(away.table.model()->view(awaySeat), truth.game->view(awaySeat)));
    const std::size_t before = decisions();
    // Back (nobody decides anything meanwhile): the table shows the seat's true view.
    away.client.setReconnectMs(20);
    QTRY_VERIFY2(away.table.model()->game().inDeal() &&
                     sameView(away.table.model()->view(awaySeat), truth.game->view(awaySeat)),
                 (st::net::viewToJson(away.table.model()->view(awaySeat), truth.game->pack()).dump() + "\n" +
                  st::net::viewToJson(truth.game->view(awaySeat), truth.game->pack()).dump())
                     .c_str());
    QCOMPARE(decisions(), before);
    // And it plays on from there: its deal log tells every decision of the deal so far.
    QCOMPARE(away.table.model()->record().deals.back().actions.size(),
             server.record(opened.code)->deals.back().actions.size());
    // Its own cards lie in the stand-in in the order they were dealt (deal_start's `hand`).
    QCOMPARE(away.table.model()->record().deals.back().setup.hands[static_cast<std::size_t>(awaySeat)],
             server.record(opened.code)->deals.back().setup.hands[static_cast<std::size_t>(awaySeat)]);
}

// At a hosted table: the "Say …" menu on the table sends a phrase, shown as a bubble at the
// speaker's seat on every table; the host alone pauses and resumes the table from the Game menu's
// action, and every table shows the pause.
void TestNetClient::phrasesAndThePauseAtAHostedTable() {
    QTemporaryDir dir;
    st::net::TableServer server(dir.path());
    const quint16 port = server.listen(0, QHostAddress::LocalHost);
    QVERIFY(port != 0);
    st::net::TableConfig config;
    config.game = QStringLiteral("dreierles");
    config.names = {QStringLiteral("Anna"), QStringLiteral("Bert"), QStringLiteral("Carla")};
    config.seats = {QStringLiteral("player"), QStringLiteral("player"), QStringLiteral("player")};
    config.hostSeat = 0;
    config.thinkMs = 0;
    config.seed = 11;
    const st::net::OpenedTable opened = server.openTable(config);
    QVERIFY2(!opened.code.isEmpty(), qPrintable(opened.error));
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port));
    std::array<Client, 3> clients;
    clients[0].client.join(url, opened.code, QStringLiteral("Anna"), {}, opened.hostToken);
    QTRY_COMPARE(clients[0].table.seat(), 0);
    clients[1].client.join(url, opened.code, QStringLiteral("Bert"));
    clients[2].client.join(url, opened.code, QStringLiteral("Carla"));
    QTRY_VERIFY(clients[1].table.seat() >= 0 && clients[2].table.seat() >= 0);
    const int bert = clients[1].table.seat();

    // Bert says "Thanks!" from the menu of the Say button on his table.
    QToolButton* say = clients[1].table.view()->findChild<QToolButton*>(QStringLiteral("sayButton"));
    QVERIFY(say && say->isVisible() && say->menu());
    QAction* thanks = nullptr;
    for (QAction* a : say->menu()->actions())
        if (a->text() == QStringLiteral("Thanks!"))
            thanks = a;
    QVERIFY(thanks);
    QCOMPARE(say->menu()->actions().size(), 5);
    thanks->trigger();
    for (Client& c : clients)
        QTRY_COMPARE(c.table.scene()->bubbles().value(bert), QStringLiteral("Thanks!"));

    // Only the host may pause.
    QVERIFY(clients[0].table.pauseAction()->isEnabled());
    QVERIFY(!clients[1].table.pauseAction()->isEnabled());
    clients[0].table.pauseAction()->trigger();
    for (Client& c : clients) {
        QTRY_VERIFY(c.table.paused());
        QVERIFY(c.table.pauseAction()->isChecked());
    }
    QCOMPARE(clients[2].table.scene()->status(), QStringLiteral("Anna paused the game."));
    st::test::shoot(&clients[2].window, QStringLiteral("net_paused_say"));
    clients[0].table.pauseAction()->trigger();
    for (Client& c : clients)
        QTRY_VERIFY(!c.table.paused());
    QVERIFY(clients[2].table.scene()->status() != QStringLiteral("Anna paused the game."));
}

void TestNetClient::hintOnlyWhereTheHostAllowsIt() {
    for (bool allowed : {false, true}) {
        FakeServer srv("schnapsen", 2, 1);
        srv.hints = allowed;
        Client c;
        QSignalSpy presented(c.table.human(), &HumanSeat::presented);
        QSignalSpy said(&c.table, &client::RemoteTable::message);
        c.client.join(srv.url(), QStringLiteral("T1"), QStringLiteral("Anna"));
        QTRY_VERIFY(srv.conn && !srv.got.empty());
        srv.welcome();
        srv.startDeal(0); // seat 1 leads
        QTRY_VERIFY(presented.count() > 0);
        QCOMPARE(c.table.view()->hintButton()->isVisible(), allowed);
        QCOMPARE(c.table.hintsAllowed(), allowed);
        if (!allowed)
            continue;
        c.table.view()->hintButton()->click();
        auto hinted = [&] {
            return std::any_of(said.begin(), said.end(), [](const QList<QVariant>& m) {
                return m.at(0).toString().startsWith(QStringLiteral("Hint: "));
            });
        };
        QTRY_VERIFY_WITH_TIMEOUT(hinted(), 60000);
        // Worded as the local table words it (HintWords): the choice, why, what the expert expects.
        QString hint;
        for (const QList<QVariant>& m : said)
            if (m.at(0).toString().startsWith(QStringLiteral("Hint: ")))
                hint = m.at(0).toString();
        QVERIFY2(hint.contains(QStringLiteral("The expert expects")), qPrintable(hint));
    }
}

void TestNetClient::joinAndHostDialogs() {
    // Join: the address may be typed as host:port; Join is offered once address, code and name are there.
    client::JoinDialog join;
    auto* ok = join.findChild<QPushButton*>(QStringLiteral("join_ok"));
    QVERIFY(ok);
    join.setAddress(QString());
    join.setCode(QString());
    join.setName(QString());
    QVERIFY(!ok->isEnabled());
    join.setAddress(QStringLiteral("192.168.1.20:47474"));
    join.setCode(QStringLiteral("K7QX2"));
    join.setName(QStringLiteral("Anna"));
    QVERIFY(ok->isEnabled());
    QCOMPARE(join.url(), QUrl(QStringLiteral("ws://192.168.1.20:47474")));
    QCOMPARE(client::JoinDialog::urlFrom(QStringLiteral("wss://club.example:443")).scheme(), QStringLiteral("wss"));
    QVERIFY(!client::JoinDialog::urlFrom(QStringLiteral("http://x:1")).isValid());
    join.setAddress(QStringLiteral("not an address at all"));
    QVERIFY(!ok->isEnabled());
    join.setAddress(QStringLiteral("192.168.1.20:47474"));
    join.show();
    QVERIFY(QTest::qWaitForWindowExposed(&join));
    st::test::shoot(&join, QStringLiteral("net_join"));

    // Host: the seats other than the host's are a player at another computer or a computer.
    NewGameSettings g;
    g.game = findGame("dreierles");
    g.variant = presetVariant(*g.game, g.game->presets.front());
    g.names = {QStringLiteral("Anna"), QStringLiteral("Bert"), QStringLiteral("Carla")};
    g.humanSeat = 0;
    client::HostDialog host(g);
    QVERIFY(!host.seatChoice(0));
    QVERIFY(host.seatChoice(1) && host.seatChoice(2));
    host.seatChoice(2)->setCurrentIndex(host.seatChoice(2)->findData(QStringLiteral("strong")));
    host.hintsBox()->setChecked(true);
    const client::HostSettings h = host.settings();
    QCOMPARE(h.seats, QStringList({QStringLiteral("player"), QStringLiteral("player"), QStringLiteral("strong")}));
    QVERIFY(h.hints);
    QCOMPARE(h.dropOutSeconds, 60);
    QCOMPARE(h.nextDealSeconds, 60); // the longest wait between deals
    host.show();
    QVERIFY(QTest::qWaitForWindowExposed(&host));
    st::test::shoot(&host, QStringLiteral("net_host"));
    // In German too: nothing cut off.
    text::installLanguage(*qApp, QStringLiteral("de"));
    {
        client::HostDialog de(g);
        de.show();
        QVERIFY(QTest::qWaitForWindowExposed(&de));
        st::test::shoot(&de, QStringLiteral("net_host_de"));
    }
    text::installLanguage(*qApp, QStringLiteral("en"));
}

// The hints in the Join dialog's empty fields are read whole at the dialog's size, in English and
// in German (the club password's was cut off in German); the password's whole story is its tooltip.
void TestNetClient::theJoinDialogsHintsAreReadWholeInBothLanguages() {
    const auto back = qScopeGuard([] { text::installLanguage(*qApp, QStringLiteral("en")); });
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        QVERIFY(text::installLanguage(*qApp, language));
        client::JoinDialog join;
        join.setAddress(QString());
        join.setCode(QString());
        join.setName(QString());
        join.show();
        QVERIFY(QTest::qWaitForWindowExposed(&join));
        join.adjustSize(); // the dialog's normal size
        QCoreApplication::processEvents();
        for (const char* name : {"join_address", "join_password"}) {
            auto* e = join.findChild<QLineEdit*>(QLatin1String(name));
            QVERIFY(e);
            QVERIFY(!e->placeholderText().isEmpty());
            // The text area as QLineEdit paints the hint in it: inside the frame, the text margins,
            // and 2 pixels each side.
            QStyleOptionFrame opt;
            opt.initFrom(e);
            opt.rect = e->rect();
            opt.lineWidth = e->hasFrame() ? e->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &opt, e) : 0;
            opt.state |= QStyle::State_Sunken;
            const QRect area =
                e->style()->subElementRect(QStyle::SE_LineEditContents, &opt, e).marginsRemoved(e->textMargins());
            const int room = area.width() - 2 * 2;
            const QFontMetrics fm = e->fontMetrics();
            QVERIFY2(fm.horizontalAdvance(e->placeholderText()) <= room,
                     qPrintable(QStringLiteral("%1: \"%2\" needs %3 pixels, the field has %4")
                                    .arg(language, e->placeholderText())
                                    .arg(fm.horizontalAdvance(e->placeholderText()))
                                    .arg(room)));
            QCOMPARE(fm.elidedText(e->placeholderText(), Qt::ElideRight, room), e->placeholderText());
        }
        auto* password = join.findChild<QLineEdit*>(QStringLiteral("join_password"));
        QVERIFY(password->toolTip().length() > password->placeholderText().length());
        if (language == QLatin1String("de")) {
            QCOMPARE(password->placeholderText(), QStringLiteral("nur, wenn der Server eines verlangt"));
            QVERIFY(password->toolTip().startsWith(QStringLiteral("Der eigene Server eines Vereins")));
        }
        // Not stretched into a strip: the dialog stays well inside a small screen.
        QVERIFY2(join.width() < 640, qPrintable(QString::number(join.width())));
        st::test::shoot(&join, QStringLiteral("net_join_") + language);
    }
}

// A table as a joiner sees it, mid-deal: its own hand, the others' backs, who is offline and who
// thinks, a phrase; nothing on the plates cut off.
void TestNetClient::aNetworkTableLooksRight() {
    FakeServer srv("dreierles", 3, 1, 5);
    Client c;
    c.table.scene()->setBubblesStay(true);
    c.client.join(srv.url(), QStringLiteral("T1"), QStringLiteral("Anna"));
    QTRY_VERIFY(srv.conn && !srv.got.empty());
    srv.welcome();
    srv.startDeal(0);
    for (int k = 0; k < 8 && srv.game->inDeal(); ++k) {
        const std::size_t before = srv.record.deals.back().actions.size();
        QTRY_VERIFY(c.table.model()->hasGame() && c.table.model()->game().inDeal() &&
                    sameView(c.table.model()->view(1), srv.game->view(1)));
        const SeatView v = c.table.model()->view(1);
        const auto play =
            std::find_if(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act == Act::Play; });
        if (play != v.legal.end())
            emit c.table.scene()->cardClicked(play->card);
        else
            c.client.act(v.legal.front(), srv.pack(), srv.n);
        QTRY_VERIFY(srv.record.deals.back().actions.size() > before);
    }
    QTRY_VERIFY(sameView(c.table.model()->view(1), srv.game->view(1)));
    srv.send({{"t", "seats"},
              {"seats",
               json::array({{{"name", "Seat 0"}, {"kind", "human"}, {"connected", false}, {"thinking_ms", -1}},
                            {{"name", "Anna"}, {"kind", "human"}, {"connected", true}, {"thinking_ms", -1}},
                            {{"name", "Seat 2"}, {"kind", "computer"}, {"connected", true}, {"thinking_ms", 7000}}})}});
    srv.send({{"t", "said"}, {"seat", 0}, {"phrase", "well_played"}});
    QTRY_COMPARE(c.table.scene()->bubbles().value(0), QStringLiteral("Well played!"));
    QTRY_VERIFY(c.table.scene()->plate(2)->data().markers.contains(QStringLiteral("Thinking 7 s")));
    st::test::shoot(&c.window, QStringLiteral("net_table"));
    for (int s = 0; s < 3; ++s)
        QVERIFY2(c.table.scene()->plate(s)->cutTexts().isEmpty(),
                 qPrintable(c.table.scene()->plate(s)->cutTexts().join(QStringLiteral(", "))));
}

namespace {
/// A port nobody listens on now.
quint16 freePort() {
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

/// The dialog of `type` the window opened last (visible).
template <typename T> T* openDialog(QWidget* window) {
    T* found = nullptr;
    for (T* d : window->findChildren<T*>())
        if (d->isVisible())
            found = d;
    return found;
}
} // namespace

// Every player is named at the table as they gave their name: the host too, whose New game dialog
// left its seat's name empty (its placeholder "You" means something on the host's screen alone).
void TestNetClient::theHostIsNamedAsThePlayerNotYou() {
    QSettings().remove(QStringLiteral("player/name"));        // no name in Preferences ...
    QSettings().setValue(QStringLiteral("net/name"), "Anna"); // ... but the one given to a table before
    {
        // The dialog alone: "You" from the New game dialog becomes the player's name.
        NewGameSettings g;
        g.game = findGame("dreierles");
        g.variant = presetVariant(*g.game, g.game->presets.front());
        g.names = {QStringLiteral("Sepp"), QCoreApplication::translate("st::ui::NewGameDialog", "You"),
                   QStringLiteral("Hans")};
        g.humanSeat = 1;
        client::HostDialog host(g);
        QVERIFY(host.nameField());
        QCOMPARE(host.nameField()->text(), QStringLiteral("Anna"));
        QCOMPARE(host.settings().game.names, QStringList({"Sepp", "Anna", "Hans"}));
        QSettings().setValue(QStringLiteral("player/name"), "Annamirl"); // Preferences' name comes first
        client::HostDialog again(g);
        QCOMPARE(again.nameField()->text(), QStringLiteral("Annamirl"));
        client::JoinDialog join;
        QCOMPARE(join.name(), QStringLiteral("Annamirl"));
        QSettings().remove(QStringLiteral("player/name"));
        host.nameField()->clear(); // no name: the table cannot be opened
        QVERIFY(!host.findChild<QPushButton*>(QStringLiteral("host_ok"))->isEnabled());
    }
    // The whole way, as the host goes it: Game ▸ Host a table…, the New game dialog as it comes (no
    // name in Preferences: the host's seat says "You"), the Host dialog, and a joiner at the table.
    QTemporaryDir home;
    MainWindow mw;
    mw.hostDialog();
    auto* game = openDialog<NewGameDialog>(&mw);
    QVERIFY(game);
    const int hostSeat = game->settings().humanSeat;
    QCOMPARE(game->settings().names.value(hostSeat), QCoreApplication::translate("st::ui::NewGameDialog", "You"));
    // Nothing is dealt yet: the seats come next, and the button says so.
    QCOMPARE(game->findChild<QPushButton*>(QStringLiteral("startButton"))->text(),
             QStringLiteral("&Next: the seats …"));
    game->accept();
    client::HostDialog* host = nullptr;
    QTRY_VERIFY((host = openDialog<client::HostDialog>(&mw)));
    host->findChild<QSpinBox*>(QStringLiteral("host_port"))->setValue(freePort());
    const quint16 port = static_cast<quint16>(host->findChild<QSpinBox*>(QStringLiteral("host_port"))->value());
    host->findChild<QPushButton*>(QStringLiteral("host_ok"))->click();
    QTRY_VERIFY(mw.remoteTable() && mw.remoteTable()->seat() == hostSeat);
    const QString code = mw.remoteTable()->client()->table();
    Client joiner;
    joiner.client.join(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port)), code, QStringLiteral("Bert"));
    QTRY_VERIFY(joiner.table.seat() >= 0);
    QCOMPARE(joiner.table.model()->name(hostSeat), QStringLiteral("Anna"));
    QTRY_COMPARE(mw.remoteTable()->model()->name(joiner.table.seat()), QStringLiteral("Bert"));
    QCOMPARE(mw.remoteTable()->model()->name(hostSeat), QStringLiteral("Anna"));
    for (QMessageBox* box : mw.findChildren<QMessageBox*>())
        box->close();
}

// Before the first deal the table says what it waits for (not "The deal is over"), and a seat
// nobody has taken yet is free, not "Offline" as a player who dropped out is.
void TestNetClient::beforeTheFirstDealTheTableSaysWhoItWaitsFor() {
    QTemporaryDir dir;
    st::net::TableServer server(dir.path());
    const quint16 port = server.listen(0, QHostAddress::LocalHost);
    QVERIFY(port != 0);
    st::net::TableConfig config;
    config.game = QStringLiteral("dreierles");
    config.names = {QStringLiteral("Anna"), QStringLiteral("Bert"), QStringLiteral("Carla")};
    config.seats = {QStringLiteral("player"), QStringLiteral("player"), QStringLiteral("player")};
    config.hostSeat = 0;
    config.thinkMs = 0;
    config.seed = 5;
    const st::net::OpenedTable opened = server.openTable(config);
    QVERIFY2(!opened.code.isEmpty(), qPrintable(opened.error));
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port));
    Client host;
    host.client.join(url, opened.code, QStringLiteral("Anna"), {}, opened.hostToken);
    QTRY_COMPARE(host.table.seat(), 0);
    const QString dealOver = QCoreApplication::translate("st::ui::TableStatus", "The deal is over");
    auto markers = [](const Client& c, int seat) { return c.table.scene()->plate(seat)->data().markers; };
    QTRY_COMPARE(host.table.scene()->status(), QStringLiteral("Waiting for players: 1 of 3 seats taken"));
    QTRY_VERIFY(markers(host, 1).contains(QStringLiteral("Free seat")) &&
                markers(host, 2).contains(QStringLiteral("Free seat")));
    QVERIFY(!markers(host, 1).contains(QStringLiteral("Offline")));
    st::test::shoot(&host.window, QStringLiteral("net_waiting_for_players"));

    Client bert;
    bert.client.join(url, opened.code, QStringLiteral("Bert"));
    QTRY_COMPARE(bert.table.seat(), 1);
    for (Client* c : {&host, &bert}) {
        QTRY_COMPARE(c->table.scene()->status(), QStringLiteral("Waiting for players: 2 of 3 seats taken"));
        QVERIFY(c->table.scene()->status() != dealOver);
        QTRY_VERIFY(!markers(*c, 1).contains(QStringLiteral("Free seat")) &&
                    markers(*c, 2).contains(QStringLiteral("Free seat")));
    }
    // Bert's line drops before the deal: his seat is his, offline, no longer free.
    const QString bertsToken = bert.client.token();
    bert.client.leave();
    QTRY_VERIFY(markers(host, 1).contains(QStringLiteral("Offline")));
    QVERIFY(!markers(host, 1).contains(QStringLiteral("Free seat")));
    QCOMPARE(host.table.scene()->status(), QStringLiteral("Waiting for players: 2 of 3 seats taken"));
    st::test::shoot(&host.window, QStringLiteral("net_waiting_offline"));

    // The last seat taken: the table waits for Bert to come back; then the first deal is dealt and
    // the status says whose turn it is.
    Client carla;
    carla.client.join(url, opened.code, QStringLiteral("Carla"));
    QTRY_COMPARE(host.table.scene()->status(), QStringLiteral("Waiting for Bert to come back to the table"));
    QTRY_COMPARE(carla.table.scene()->status(), QStringLiteral("Waiting for Bert to come back to the table"));
    bert.client.join(url, opened.code, QStringLiteral("Bert"), {}, bertsToken);
    QTRY_VERIFY(host.table.model()->game().inDeal());
    QTRY_VERIFY(host.table.scene()->status() != QStringLiteral("Waiting for players: 2 of 3 seats taken"));
    QVERIFY(host.table.scene()->status() != dealOver);
    QCOMPARE(host.table.waitingStatus(), QString());
}

namespace {
/// Answers every question the clients are asked (at random among the legal) until `enough` says so.
template <typename Enough> void playUntil(std::vector<Client*> clients, std::vector<std::optional<json>>& asked,
                                          Rng& rng, const std::function<const Record*()>& truth, Enough enough) {
    while (!enough()) {
        QTRY_VERIFY_WITH_TIMEOUT(
            enough() || std::any_of(asked.begin(), asked.end(), [](const auto& q) { return q.has_value(); }), 20000);
        for (std::size_t i = 0; i < clients.size() && !enough(); ++i) {
            if (!asked[i])
                continue;
            const json q = *asked[i];
            asked[i].reset();
            Client& c = *clients[i];
            const int n = q.value("n", -1);
            const std::string kind = q.value("kind", std::string());
            if (kind == "dealer")
                c.client.chooseDealer(q["dealers"][0].get<int>(), n);
            else if (kind == "cut")
                c.client.cut(false, n);
            else if (kind == "optional")
                c.client.decline(n);
            else {
                const Replay now = replay(*truth());
                QVERIFY(!now.error);
                const SeatView v = now.game->view(c.table.seat());
                if (v.legal.empty())
                    continue; // a question asked again after a reconnection, answered already
                // A cautious player: passes where it may (no wild contracts ending the session at once).
                const auto pass =
                    std::find_if(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act == Act::Pass; });
                c.client.act(pass != v.legal.end() ? *pass : v.legal[rng.below(v.legal.size())], now.game->pack(), n);
            }
        }
    }
}

void listenForQuestions(QObject* ctx, std::vector<Client*> clients, std::vector<std::optional<json>>& asked) {
    asked.assign(clients.size(), std::nullopt);
    for (std::size_t i = 0; i < clients.size(); ++i)
        QObject::connect(&clients[i]->client, &client::NetClient::received, ctx, [&asked, i](const json& m) {
            if (qEnvironmentVariableIsSet("NETDEBUG"))
                qDebug("%d <- %s", int(i), m.dump().substr(0, 160).c_str());
            if (m.value("t", std::string()) == "question")
                asked[i] = m;
        });
}
} // namespace

// The players a table waits for are listed as a person writes them, in English and German: "Bert",
// "Bert and Dora", "Bert, Carla and Dora" (not "Bert, Carla, Dora"), before the first deal and
// between deals.
void TestNetClient::theNamesTheTableWaitsForAreListedAsAPersonWritesThem() {
    const auto back = qScopeGuard([] { text::installLanguage(*qApp, QStringLiteral("en")); });
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        QVERIFY(text::installLanguage(*qApp, language));
        const bool de = language == QLatin1String("de");
        FakeServer srv("dreierles", 4, 0);
        srv.record.players = {"Anna", "Bert", "Carla", "Dora"};
        Client c;
        c.client.join(srv.url(), QStringLiteral("T1"), QStringLiteral("Anna"));
        QTRY_VERIFY(srv.conn && !srv.got.empty());
        srv.welcome();
        QTRY_COMPARE(c.table.seat(), 0);
        // Every seat is someone's; the ones not connected are waited for.
        const auto seats = [&](const std::array<bool, 4>& flag, const char* key) {
            json list = json::array();
            for (std::size_t s = 0; s < 4; ++s) {
                json e = {{"name", srv.record.players[s]}, {"kind", "human"}, {"connected", true}, {"thinking_ms", -1}};
                e[key] = flag[s];
                list.push_back(e);
            }
            srv.send({{"t", "seats"}, {"seats", list}});
        };
        seats({true, false, false, false}, "connected");
        QTRY_COMPARE(c.table.scene()->status(),
                     de ? QStringLiteral("Warten, bis Bert, Carla und Dora an den Tisch zur\u00fcckkommen")
                        : QStringLiteral("Waiting for Bert, Carla and Dora to come back to the table"));
        st::test::shoot(&c.window, QStringLiteral("net_waiting_names_") + language);
        seats({true, false, true, false}, "connected");
        QTRY_COMPARE(c.table.scene()->status(),
                     de ? QStringLiteral("Warten, bis Bert und Dora an den Tisch zur\u00fcckkommen")
                        : QStringLiteral("Waiting for Bert and Dora to come back to the table"));
        seats({true, true, true, false}, "connected");
        QTRY_COMPARE(c.table.scene()->status(), de ? QStringLiteral("Warten, bis Dora an den Tisch zur\u00fcckkommt")
                                                   : QStringLiteral("Waiting for Dora to come back to the table"));
        // A deal, played out by the table (as for a player away), and scored.
        seats({true, true, true, true}, "connected");
        srv.startDeal(0);
        while (srv.game->inDeal()) {
            const auto legal = srv.game->legalActions();
            QVERIFY(!legal.empty());
            srv.apply(legal[srv.rng.below(legal.size())]);
        }
        QTRY_VERIFY(c.table.summary() && c.table.summary()->isVisible());
        c.table.summary()->close(); // read: the table waits for the others
        QTRY_VERIFY(!c.table.summary());
        seats({true, false, false, false}, "ready");
        QTRY_COMPARE(c.table.scene()->status(), de ? QStringLiteral("Warten auf Bert, Carla und Dora \u2026")
                                                   : QStringLiteral("Waiting for Bert, Carla and Dora \u2026"));
        st::test::shoot(&c.window, QStringLiteral("net_waiting_ready_") + language);
        seats({true, true, false, false}, "ready");
        QTRY_COMPARE(c.table.scene()->status(), de ? QStringLiteral("Warten auf Carla und Dora \u2026")
                                                   : QStringLiteral("Waiting for Carla and Dora \u2026"));
        seats({true, true, true, false}, "ready");
        QTRY_COMPARE(c.table.scene()->status(),
                     de ? QStringLiteral("Warten auf Dora \u2026") : QStringLiteral("Waiting for Dora \u2026"));
    }
}

// The host's computer dies mid-deal (its TableServer destroyed without a word): the others are told
// the connection is lost, on the table, and keep trying quietly; the table started again from its
// data folder on the same port, they are back in their seats at once, the deal as it was.
void TestNetClient::theHostKilledMidDealLeavesTheOthersReconnecting() {
    QTemporaryDir dir;
    auto server = std::make_unique<st::net::TableServer>(dir.path());
    const quint16 port = server->listen(0, QHostAddress::LocalHost);
    QVERIFY(port != 0);
    st::net::TableConfig config =
        hostedConfig(QStringLiteral("dreierles"),
                     {QStringLiteral("player"), QStringLiteral("player"), QStringLiteral("player")}, 13, 600000);
    const st::net::OpenedTable opened = server->openTable(config);
    QVERIFY2(!opened.code.isEmpty(), qPrintable(opened.error));
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port));
    Client host, bert, carla;
    std::vector<Client*> all{&host, &bert, &carla};
    std::vector<std::optional<json>> asked;
    listenForQuestions(this, all, asked);
    host.client.join(url, opened.code, QStringLiteral("Anna"), {}, opened.hostToken);
    QTRY_COMPARE(host.table.seat(), 0);
    bert.client.join(url, opened.code, QStringLiteral("Bert"));
    carla.client.join(url, opened.code, QStringLiteral("Carla"));
    QTRY_VERIFY(bert.table.seat() >= 0 && carla.table.seat() >= 0);
    Rng rng(4);
    const auto truth = [&] { return server->record(opened.code); };
    playUntil(all, asked, rng, truth, [&] {
        const Record* r = server->record(opened.code);
        return r && !r->deals.empty() && r->deals.back().actions.size() >= 4;
    });
    const Record before = *server->record(opened.code);

    QSignalSpy attempts(bert.client.findChild<QWebSocket*>(), &QWebSocket::stateChanged);
    server.reset(); // killed: no word to anyone
    const QString lost = QCoreApplication::translate(
        "st::ui::net::RemoteTable", "The connection to the table was lost \u2013 connecting again \u2026");
    for (Client* c : {&bert, &carla}) {
        QTRY_COMPARE(c->table.scene()->status(), lost);
        QVERIFY(!c->table.closed());
    }
    // It keeps trying (each attempt fails: nobody listens), not stuck after the first.
    auto connecting = [&] {
        return std::count_if(attempts.begin(), attempts.end(), [](const QList<QVariant>& a) {
            return a.at(0).value<QAbstractSocket::SocketState>() == QAbstractSocket::ConnectingState;
        });
    };
    QTRY_VERIFY(connecting() >= 3);
    QCOMPARE(bert.table.scene()->status(), lost);
    st::test::shoot(&bert.window, QStringLiteral("net_host_killed"));

    // The host's computer is back: the table opens again from its folder, everyone takes their seat.
    server = std::make_unique<st::net::TableServer>(dir.path());
    QCOMPARE(server->listen(port, QHostAddress::LocalHost), port);
    QVERIFY(server->record(opened.code));
    QCOMPARE(writeRecord(*server->record(opened.code)), writeRecord(before));
    for (Client* c : all) {
        const Replay now = replay(*server->record(opened.code));
        QTRY_VERIFY(c->client.connected() && c->table.model()->game().inDeal() &&
                    sameView(c->table.model()->view(c->table.seat()), now.game->view(c->table.seat())));
        QTRY_VERIFY(c->table.scene()->status() != lost);
    }
    // And the deal goes on to its end.
    playUntil(all, asked, rng, truth, [&] { return bert.table.summary() != nullptr; });
}

// The host quits: asked first, the table closes for everyone with a clear word, and each player
// keeps the session; Game ▸ Continue never plays it on as a local game but opens the table again
// (the host, same code and port) or takes the seat again (the others).
void TestNetClient::theHostQuittingClosesTheTableForEveryoneAndContinueReopensIt() {
    QDir(RecentSessions::folder()).removeRecursively();
    QSettings().setValue(QStringLiteral("player/name"), "Anna");
    auto mw = std::make_unique<MainWindow>();
    mw->hostDialog();
    auto* game = openDialog<NewGameDialog>(mw.get());
    QVERIFY(game);
    game->selectPreset(QString());
    game->accept();
    client::HostDialog* hd = nullptr;
    QTRY_VERIFY((hd = openDialog<client::HostDialog>(mw.get())));
    const int hostSeat = game->settings().humanSeat;
    int humans = 1;
    for (int s = 0; hd->seatChoice(s) || s == hostSeat; ++s)
        if (s != hostSeat && humans++ >= 2) // one player at another computer, the rest computers
            hd->seatChoice(s)->setCurrentIndex(hd->seatChoice(s)->findData(QStringLiteral("easy")));
    hd->findChild<QSpinBox*>(QStringLiteral("host_port"))->setValue(freePort());
    const quint16 port = static_cast<quint16>(hd->findChild<QSpinBox*>(QStringLiteral("host_port"))->value());
    hd->findChild<QPushButton*>(QStringLiteral("host_ok"))->click();
    QTRY_VERIFY(mw->remoteTable() && mw->remoteTable()->seat() == hostSeat);
    const QString code = mw->remoteTable()->client()->table();
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port));
    auto bert = std::make_unique<Client>();
    bert->client.join(url, code, QStringLiteral("Bert"));
    QTRY_VERIFY(bert->table.seat() >= 0);
    const int bertSeat = bert->table.seat();
    QTRY_VERIFY(bert->table.model()->hasGame() && bert->table.model()->game().inDeal());

    // Quitting: "Close the table for everyone?" – Cancel keeps it open.
    auto answer = [](const char* button) {
        QTimer::singleShot(0, [button] {
            QWidget* box = QApplication::activeModalWidget();
            QVERIFY(box && box->objectName() == QStringLiteral("host_close_confirm"));
            st::test::shoot(box, QStringLiteral("net_host_close_confirm"));
            if (QString(button) == QStringLiteral("cancel"))
                qobject_cast<QMessageBox*>(box)->button(QMessageBox::Cancel)->click();
            else
                box->findChild<QPushButton*>(QString::fromLatin1(button))->click();
        });
    };
    mw->show();
    answer("cancel");
    QVERIFY(!mw->close());
    QVERIFY(mw->isVisible() && bert->client.connected());
    QSignalSpy closedSaid(&bert->table, &client::RemoteTable::closedByHost);
    answer("host_close_yes");
    QVERIFY(mw->close());
    QTRY_VERIFY(bert->table.closed());
    QCOMPARE(closedSaid.count(), 1);
    QVERIFY(closedSaid.first().at(0).toString().contains(QStringLiteral("closed the table")));
    QCOMPARE(bert->table.scene()->status(), QStringLiteral("The host closed the table"));
    QTRY_VERIFY(!bert->client.connected());
    st::test::shoot(&bert->window, QStringLiteral("net_host_closed"));
    // Bert keeps the session in his history, with the way back to the table beside it.
    const QString bertsFile = bert->table.historyFile();
    QVERIFY(QFileInfo::exists(bertsFile));
    const auto back = client::RemoteTable::rejoinInfo(bertsFile);
    QVERIFY(back && back->table == code && back->hostData.isEmpty());
    const QString hostsFile = RecentSessions::continueFile(RecentSessions::folder());
    QVERIFY(!hostsFile.isEmpty());
    QTemporaryDir bertsHome; // Bert's history, kept after his window goes
    const QString bertsCopy = bertsHome.filePath(QFileInfo(bertsFile).fileName());
    QVERIFY(QFile::copy(bertsFile, bertsCopy));
    QVERIFY(QFile::copy(client::RemoteTable::rejoinFile(bertsFile), client::RemoteTable::rejoinFile(bertsCopy)));
    mw.reset();
    bert.reset();

    // Later: the host's Game ▸ Continue opens the table again (not a local game of it) ...
    MainWindow again;
    again.continueGame();
    QTRY_VERIFY(again.remoteTable() && again.remoteTable()->seat() == hostSeat);
    QCOMPARE(again.remoteTable()->client()->table(), code);
    QVERIFY(!again.session()->model()->hasGame());
    for (QMessageBox* box : again.findChildren<QMessageBox*>())
        box->close();
    // ... and Bert's window takes his seat again when he takes up his session (as his Continue does).
    MainWindow bertsWindow;
    QCOMPARE(bertsWindow.openSession(bertsCopy), QString());
    QVERIFY(bertsWindow.remoteTable());
    QVERIFY(!bertsWindow.session()->model()->hasGame());
    client::RemoteTable* bertAgain = bertsWindow.remoteTable();
    QTRY_COMPARE(bertAgain->seat(), bertSeat);
    QTRY_VERIFY(bertAgain->model()->hasGame() && bertAgain->model()->game().inDeal());
    QTRY_VERIFY(again.remoteTable()->model()->game().inDeal());
    QCOMPARE(bertAgain->historyFile(), bertsCopy); // the same session goes on in his history
    answer("host_close_yes");
    again.close();
    QTRY_VERIFY(bertAgain->closed());
    // Bert's window says so.
    QTRY_VERIFY(bertsWindow.findChild<QMessageBox*>(QStringLiteral("table_closed")));
    bertsWindow.resize(1280, 800);
    bertsWindow.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bertsWindow));
    st::test::shoot(&bertsWindow, QStringLiteral("net_host_closed_window"), true);
}

// The deal summary at a network table: "Review my play…" shows the review where the host allows it
// (else the button is off and says why), and "Next deal" closes the summary, the table says it waits
// for the next deal, and the next deal is shown once the table deals it.
void TestNetClient::theDealSummaryOnlineReviewsAndGoesOnToTheNextDeal() {
    for (bool allowed : {false, true}) {
        FakeServer srv("schnapsen", 2, 1, 23);
        srv.hints = allowed;
        Client c;
        QSignalSpy presented(c.table.human(), &HumanSeat::presented);
        c.client.join(srv.url(), QStringLiteral("T1"), QStringLiteral("Anna"));
        QTRY_VERIFY(srv.conn && !srv.got.empty());
        srv.welcome();
        srv.startDeal(0);
        while (srv.game->inDeal()) {
            QTRY_VERIFY(!srv.game->inDeal() || (c.table.model()->hasGame() && c.table.model()->game().inDeal() &&
                                                sameView(c.table.model()->view(1), srv.game->view(1))));
            if (!srv.game->inDeal())
                break;
            const SeatView v = c.table.model()->view(1);
            const auto play =
                std::find_if(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act == Act::Play; });
            QVERIFY(play != v.legal.end());
            const std::size_t before = srv.record.deals.back().actions.size();
            emit c.table.scene()->cardClicked(play->card);
            QTRY_VERIFY(srv.record.deals.back().actions.size() > before);
        }
        QTRY_VERIFY(c.table.summary() && c.table.summary()->isVisible());
        auto* review = c.table.summary()->findChild<QPushButton*>(QStringLiteral("reviewButton"));
        QVERIFY(review);
        QCOMPARE(review->isEnabled(), allowed);
        if (!allowed) {
            QVERIFY(review->toolTip().contains(QStringLiteral("does not allow")));
        } else {
            review->click();
            QTRY_VERIFY(c.table.summary()->findChild<DealReview*>());
            QVERIFY(c.table.summary()->findChild<DealReview*>()->isVisible());
            st::test::shoot(c.table.summary()->findChild<DealReview*>(), QStringLiteral("net_review"));
            c.table.summary()->findChild<DealReview*>()->close();
        }
        st::test::shoot(c.table.summary(),
                        allowed ? QStringLiteral("net_summary") : QStringLiteral("net_summary_no_review"));
        auto* next = c.table.summary()->findChild<QPushButton*>(QStringLiteral("nextDealButton"));
        QVERIFY(next);
        next->click();
        QTRY_VERIFY(!c.table.summary());
        QCOMPARE(c.table.scene()->status(), QStringLiteral("Waiting for the next deal \u2026"));
        // The table deals: the next deal is shown, the player decides in it.
        const auto shown = presented.count();
        srv.startDeal(1);
        QTRY_VERIFY(c.table.model()->hasGame() && c.table.model()->game().inDeal() &&
                    c.table.model()->record().deals.size() == 2 &&
                    sameView(c.table.model()->view(1), srv.game->view(1)));
        QTRY_VERIFY(presented.count() > shown || srv.game->toAct() != 1);
        QVERIFY(c.table.scene()->status() != QStringLiteral("Waiting for the next deal \u2026"));
    }
}

// A player takes up the session before the host has opened the table again: the table says it
// cannot be reached and keeps trying, and the player sits down once the host's table is there.
void TestNetClient::aPlayerBackBeforeTheHostWaitsForTheTable() {
    QTemporaryDir dir;
    st::net::TableConfig config;
    config.game = QStringLiteral("schnapsen");
    config.names = {QStringLiteral("Anna"), QStringLiteral("Bert")};
    config.seats = {QStringLiteral("player"), QStringLiteral("player")};
    config.hostSeat = 0;
    QString code;
    {
        st::net::TableServer first(dir.path());
        code = first.openTable(config).code;
        QVERIFY(!code.isEmpty());
    } // the host's computer goes away; the table stays in its folder
    const quint16 port = freePort();
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    client::RemoteTable* bert =
        window.joinTable(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port)), code, QStringLiteral("Bert"));
    const QString unreached = QStringLiteral("The table cannot be reached \u2013 trying again \u2026");
    QTRY_COMPARE(bert->scene()->status(), unreached);
    QTRY_COMPARE(window.statusBar()->currentMessage(), unreached); // said where the player sees it
    bert->client()->setReconnectMs(20);
    st::test::shoot(&window, QStringLiteral("net_not_reached"));
    st::net::TableServer again(dir.path());
    QCOMPARE(again.listen(port, QHostAddress::LocalHost), port);
    QTRY_COMPARE(bert->seat(), 1);
    QTRY_COMPARE(bert->scene()->status(), QStringLiteral("Waiting for Anna to come back to the table"));
    QVERIFY(window.statusBar()->currentMessage() != unreached);
}

// A joiner takes up a network session with Game ▸ Continue (the session history's file and the
// .table beside it) before the host has opened the table again: the table itself says it waits
// for the table (not only the status bar, under an empty felt), and once the host's table is there
// that line goes and the table says who it waits for.
void TestNetClient::continueBeforeTheHostIsBackSaysSoOnTheTable() {
    QTemporaryDir dir;
    const quint16 port = freePort();
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port));
    const auto textsOn = [](const TableScene* scene) {
        QStringList texts;
        for (const QGraphicsItem* item : scene->items())
            if (const auto* t = qgraphicsitem_cast<const QGraphicsTextItem*>(item); t && t->isVisible())
                texts << t->toPlainText();
        return texts;
    };
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QString file;
    QString code;
    {
        st::net::TableServer first(dir.path());
        QCOMPARE(first.listen(port, QHostAddress::LocalHost), port);
        code = first
                   .openTable(hostedConfig(QStringLiteral("schnapsen"),
                                           {QStringLiteral("player"), QStringLiteral("player")}, 5, 600000))
                   .code;
        QVERIFY(!code.isEmpty());
        client::RemoteTable* bert = window.joinTable(url, code, QStringLiteral("Bert"));
        QTRY_COMPARE(bert->seat(), 1);
        file = bert->historyFile();
        QVERIFY(client::RemoteTable::rejoinInfo(file));
    } // the host's computer goes away; the table stays in its folder
    window.closeTable();
    // Continue: the seat is taken again, but nobody answers at the table's address.
    QCOMPARE(window.openSession(file), QString());
    client::RemoteTable* bert = window.remoteTable();
    QVERIFY(bert);
    bert->client()->setReconnectMs(20);
    const QString unreached = QStringLiteral("The table cannot be reached \u2013 trying again \u2026");
    QTRY_COMPARE(window.statusBar()->currentMessage(), unreached);
    QTRY_VERIFY(textsOn(bert->scene()).contains(unreached)); // on the table too
    st::test::shoot(&window, QStringLiteral("net_continue_not_reached"));
    // The host opens the table again: the line goes, the table says who it waits for.
    st::net::TableServer again(dir.path());
    QCOMPARE(again.listen(port, QHostAddress::LocalHost), port);
    QTRY_COMPARE(bert->seat(), 1);
    const QString waiting = QStringLiteral("Waiting for Anna to come back to the table");
    QTRY_VERIFY(textsOn(bert->scene()).contains(waiting));
    QVERIFY(!textsOn(bert->scene()).contains(unreached));
    st::test::shoot(&window, QStringLiteral("net_continue_back"));
}

// At a hosted table of Dreierschnapsen the next deal waits for a cut: the player asked clicks Next deal in
// the summary, finds the cut offered on the table, cuts, and every table shows the new deal.
void TestNetClient::atAHostedTableNextDealLeadsToTheCutAndTheNextDeal() {
    QTemporaryDir dir;
    st::net::TableServer server(dir.path());
    const quint16 port = server.listen(0, QHostAddress::LocalHost);
    QVERIFY(port != 0);
    st::net::TableConfig config =
        hostedConfig(QStringLiteral("dreierschnapsen"),
                     {QStringLiteral("player"), QStringLiteral("player"), QStringLiteral("player")}, 4, 0);
    const st::net::OpenedTable opened = server.openTable(config);
    QVERIFY2(!opened.code.isEmpty(), qPrintable(opened.error));
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port));
    Client a, b, c;
    std::vector<Client*> all{&a, &b, &c};
    std::vector<std::optional<json>> asked;
    listenForQuestions(this, all, asked);
    a.client.join(url, opened.code, QStringLiteral("Anna"), {}, opened.hostToken);
    QTRY_COMPARE(a.table.seat(), 0);
    b.client.join(url, opened.code, QStringLiteral("Bert"));
    c.client.join(url, opened.code, QStringLiteral("Carla"));
    QTRY_VERIFY(b.table.seat() >= 0 && c.table.seat() >= 0);
    Rng rng(8);
    const auto truth = [&] { return server.record(opened.code); };
    auto scored = [&] {
        const Record* r = truth();
        return r && !r->deals.empty() && replay(*r).game && !replay(*r).game->inDeal();
    };
    playUntil(all, asked, rng, truth, scored);
    for (Client* x : all)
        QTRY_VERIFY(x->table.summary() && x->table.summary()->isVisible());
    // The cut of the next deal is asked of one player, behind the summary.
    QTRY_VERIFY(
        std::any_of(asked.begin(), asked.end(), [](const auto& q) { return q && q->value("kind", "") == "cut"; }));
    const auto cutter = static_cast<std::size_t>(
        std::find_if(asked.begin(), asked.end(), [](const auto& q) { return q && q->value("kind", "") == "cut"; }) -
        asked.begin());
    asked[cutter].reset();
    Client& x = *all[cutter];
    x.table.summary()->findChild<QPushButton*>(QStringLiteral("nextDealButton"))->click();
    QTRY_VERIFY(!x.table.summary());
    QPushButton* cut = nullptr;
    QTRY_VERIFY((cut = x.table.view()->findChild<QPushButton*>(QStringLiteral("cut_cut"))) && cut->isVisible());
    st::test::shoot(&x.window, QStringLiteral("net_next_deal_cut"));
    cut->click();
    // The next deal is dealt and shown on every table (the others' summaries close by themselves).
    for (Client* y : all) {
        QTRY_VERIFY(y->table.model()->hasGame() && y->table.model()->game().inDeal() &&
                    y->table.model()->record().deals.size() == 2);
        QTRY_VERIFY(!y->table.summary());
    }
}

// Between deals the table waits for everyone to read the score: the summary's Next deal (or closing it)
// says this player is ready, the table says who it still waits for, and the last one ready deals.
void TestNetClient::theNextDealComesWhenEveryoneHasReadTheScore() {
    QTemporaryDir dir;
    st::net::TableServer server(dir.path());
    const quint16 port = server.listen(0, QHostAddress::LocalHost);
    QVERIFY(port != 0);
    st::net::TableConfig config = hostedConfig(
        QStringLiteral("dreierles"), {QStringLiteral("player"), QStringLiteral("player"), QStringLiteral("player")}, 21,
        600000); // the longest wait: far beyond the test
    const st::net::OpenedTable opened = server.openTable(config);
    QVERIFY2(!opened.code.isEmpty(), qPrintable(opened.error));
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port));
    Client a, b, c;
    std::vector<Client*> all{&a, &b, &c};
    std::vector<std::optional<json>> asked;
    listenForQuestions(this, all, asked);
    a.client.join(url, opened.code, QStringLiteral("Anna"), {}, opened.hostToken);
    QTRY_COMPARE(a.table.seat(), 0);
    b.client.join(url, opened.code, QStringLiteral("Bert"));
    c.client.join(url, opened.code, QStringLiteral("Carla"));
    QTRY_VERIFY(b.table.seat() >= 0 && c.table.seat() >= 0);
    Rng rng(3);
    const auto truth = [&] { return server.record(opened.code); };
    playUntil(all, asked, rng, truth, [&] {
        return std::all_of(all.begin(), all.end(), [](Client* x) { return x->table.summary() != nullptr; });
    });
    const QString bert =
        b.table.seat() < c.table.seat() ? QStringLiteral("Bert and Carla") : QStringLiteral("Carla and Bert");
    a.table.summary()->findChild<QPushButton*>(QStringLiteral("nextDealButton"))->click();
    QTRY_VERIFY(!a.table.summary());
    QTRY_COMPARE(a.table.scene()->status(), QStringLiteral("Waiting for %1 \u2026").arg(bert));
    const QString looking = QStringLiteral("Looking at the result");
    QVERIFY(a.table.scene()->plate(b.table.seat())->data().markers.contains(looking));
    QVERIFY(!a.table.scene()->plate(a.table.seat())->data().markers.contains(looking));
    st::test::shoot(&a.window, QStringLiteral("net_waiting_for_ready"));
    b.table.summary()->close(); // closing the summary says ready too
    QTRY_COMPARE(a.table.scene()->status(), QStringLiteral("Waiting for Carla \u2026"));
    QTRY_COMPARE(b.table.scene()->status(), QStringLiteral("Waiting for Carla \u2026"));
    QVERIFY(!a.table.scene()->plate(b.table.seat())->data().markers.contains(looking));
    QVERIFY(a.table.scene()->plate(c.table.seat())->data().markers.contains(looking));
    QVERIFY(c.table.summary() && c.table.summary()->isVisible()); // Carla still reads the score
    QCOMPARE(server.record(opened.code)->deals.size(), std::size_t(1));
    c.table.summary()->findChild<QPushButton*>(QStringLiteral("nextDealButton"))->click();
    for (Client* y : all) {
        QTRY_VERIFY(y->table.model()->game().inDeal() && y->table.model()->record().deals.size() == 2);
        QVERIFY(!y->table.scene()->status().startsWith(QStringLiteral("Waiting for")));
        for (int seat = 0; seat < 3; ++seat)
            QVERIFY(!y->table.scene()->plate(seat)->data().markers.contains(looking));
    }
}

// A player who comes back between deals on a client without the summary (another computer) has no
// score to read: its client says ready by itself, and the table waits for the others alone.
void TestNetClient::aPlayerBackBetweenDealsIsReadyByItself() {
    QTemporaryDir dir;
    st::net::TableServer server(dir.path());
    const quint16 port = server.listen(0, QHostAddress::LocalHost);
    QVERIFY(port != 0);
    st::net::TableConfig config =
        hostedConfig(QStringLiteral("schnapsen"), {QStringLiteral("player"), QStringLiteral("player")}, 12, 600000);
    const st::net::OpenedTable opened = server.openTable(config);
    QVERIFY2(!opened.code.isEmpty(), qPrintable(opened.error));
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port));
    Client a, b;
    std::vector<Client*> all{&a, &b};
    std::vector<std::optional<json>> asked;
    listenForQuestions(this, all, asked);
    a.client.join(url, opened.code, QStringLiteral("Anna"), {}, opened.hostToken);
    QTRY_COMPARE(a.table.seat(), 0);
    b.client.join(url, opened.code, QStringLiteral("Bert"));
    QTRY_COMPARE(b.table.seat(), 1);
    Rng rng(2);
    const auto truth = [&] { return server.record(opened.code); };
    playUntil(all, asked, rng, truth, [&] { return a.table.summary() && b.table.summary(); });
    const QString token = b.client.token();
    b.client.leave();
    Client back;
    back.client.join(url, opened.code, QStringLiteral("Bert"), {}, token);
    QTRY_COMPARE(back.table.seat(), 1);
    QVERIFY(!back.table.summary());
    a.table.summary()->findChild<QPushButton*>(QStringLiteral("nextDealButton"))->click();
    QTRY_VERIFY(a.table.model()->game().inDeal() && a.table.model()->record().deals.size() == 2);
    QTRY_VERIFY(back.table.model()->game().inDeal());
}

// The session's end at a network table is shown as at a local table: the last deal's summary, then the
// session's score sheet; the history keeps the session, finished; no deal is waited for. A player who
// comes back after the end is shown the finished session too.
void TestNetClient::theSessionsEndIsShownAndKeptFinished() {
    QTemporaryDir dir;
    st::net::TableServer server(dir.path());
    const quint16 port = server.listen(0, QHostAddress::LocalHost);
    QVERIFY(port != 0);
    st::net::TableConfig config = hostedConfig(
        QStringLiteral("dreierles"), {QStringLiteral("player"), QStringLiteral("easy"), QStringLiteral("easy")}, 17, 0);
    config.variantJson = QStringLiteral(R"({"rounds": 1})"); // three deals
    const st::net::OpenedTable opened = server.openTable(config);
    QVERIFY2(!opened.code.isEmpty(), qPrintable(opened.error));
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port));
    Client a;
    std::vector<Client*> all{&a};
    std::vector<std::optional<json>> asked;
    listenForQuestions(this, all, asked);
    a.client.join(url, opened.code, QStringLiteral("Anna"), {}, opened.hostToken);
    QTRY_COMPARE(a.table.seat(), 0);
    Rng rng(6);
    const auto truth = [&] { return server.record(opened.code); };
    playUntil(all, asked, rng, truth, [&] { return a.table.sessionIsOver(); });
    const Record* record = server.record(opened.code);
    QVERIFY(record && replay(*record).game->sessionOver());
    QCOMPARE(a.table.scene()->status(), QStringLiteral("The session is over."));
    // The last deal's summary first; closed, the session's score sheet.
    QTRY_VERIFY(a.table.summary() && a.table.summary()->isVisible());
    QVERIFY(!a.window.findChild<st::ui::SessionSummary*>());
    st::test::shoot(a.table.summary(), QStringLiteral("net_session_over_last_deal"));
    a.table.summary()->findChild<QPushButton*>(QStringLiteral("sessionSummaryButton"))->click();
    st::ui::SessionSummary* sheet = nullptr;
    QTRY_VERIFY((sheet = a.window.findChild<st::ui::SessionSummary*>()) && sheet->isVisible());
    st::test::shoot(sheet, QStringLiteral("net_session_over_sheet"));
    st::test::shoot(&a.window, QStringLiteral("net_session_over"));
    QCOMPARE(a.table.scene()->status(), QStringLiteral("The session is over."));
    const st::ui::SessionInfo info = st::ui::RecentSessions::read(a.table.historyFile());
    QVERIFY2(info.error.isEmpty(), qPrintable(info.error));
    QVERIFY(info.finished);
    QCOMPARE(info.deals, static_cast<int>(record->deals.size()));

    // Back after the end (another computer, an empty history): told the session is over, it keeps it.
    a.client.leave();
    Client back;
    back.client.join(url, opened.code, QStringLiteral("Anna"), {}, opened.hostToken);
    QTRY_VERIFY(back.table.sessionIsOver());
    QCOMPARE(back.table.model()->record().deals.size(), record->deals.size());
    QTRY_VERIFY(back.window.findChild<st::ui::SessionSummary*>());
    QCOMPARE(back.table.scene()->status(), QStringLiteral("The session is over."));
    const st::ui::SessionInfo kept = st::ui::RecentSessions::read(back.table.historyFile());
    QVERIFY2(kept.error.isEmpty(), qPrintable(kept.error));
    QVERIFY(kept.finished);
    QCOMPARE(kept.deals, static_cast<int>(record->deals.size()));
}

// A decision refused as `rate_limited` (the player's client sent too much at once) never reached the
// table: the client sends it again shortly, and the table goes on (a real server with a tight limit).
void TestNetClient::anAnswerRefusedForFloodingIsSentAgain() {
    QTemporaryDir dir;
    st::net::ServerOptions options;
    options.ratePerSecond = 2;
    options.burst = 3;
    st::net::TableServer server(dir.path(), options);
    const quint16 port = server.listen(0, QHostAddress::LocalHost);
    QVERIFY(port != 0);
    st::net::TableConfig config =
        hostedConfig(QStringLiteral("schnapsen"), {QStringLiteral("player"), QStringLiteral("easy")}, 5, 600000);
    const st::net::OpenedTable opened = server.openTable(config);
    QVERIFY2(!opened.code.isEmpty(), qPrintable(opened.error));
    const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(port));
    Client a;
    a.table.setRetryMs(600);
    std::optional<json> asked;
    bool limited = false;
    connect(&a.client, &client::NetClient::received, this, [&](const json& m) {
        if (m.value("t", std::string()) == "question")
            asked = m;
        if (m.value("t", std::string()) == "error" && m.value("code", std::string()) == "rate_limited")
            limited = true;
    });
    a.client.join(url, opened.code, QStringLiteral("Anna"), {}, opened.hostToken);
    QTRY_COMPARE(a.table.seat(), 0);
    // Until the player is asked a decision of the deal (who deals first answered on the way).
    for (;;) {
        QTRY_VERIFY_WITH_TIMEOUT(asked.has_value(), 20000);
        const json q = *std::exchange(asked, std::nullopt);
        if (q.value("kind", std::string()) == "due")
            break;
        if (q.value("kind", std::string()) == "dealer")
            a.client.chooseDealer(q["dealers"][0].get<int>(), -1);
        else if (q.value("kind", std::string()) == "cut")
            a.client.cut(false, -1);
        else
            a.client.decline(q.value("n", -1));
    }
    const Replay now = replay(*server.record(opened.code));
    QVERIFY(!now.error);
    const SeatView v = now.game->view(0);
    QVERIFY(!v.legal.empty());
    const std::size_t before = server.record(opened.code)->deals.back().actions.size();
    // Too much at once: the table says rate_limited (once for the run); the answer right after it is
    // refused too, without a word.
    for (int i = 0; i < 6; ++i)
        a.client.ping();
    QTRY_VERIFY(limited);
    st::ui::Answer answer;
    answer.kind = st::ui::Question::Kind::Due;
    answer.ticket = static_cast<quint64>(before);
    answer.action = v.legal.front();
    emit a.table.human()->answered(answer);
    // Sent again: the table takes the decision and goes on.
    QTRY_VERIFY_WITH_TIMEOUT(server.record(opened.code)->deals.back().actions.size() > before, 10000);
    QCOMPARE(actionToJson(server.record(opened.code)->deals.back().actions[before], now.game->pack()).dump(),
             actionToJson(v.legal.front(), now.game->pack()).dump());
}

// Quick phrases sent faster than the table takes them: the ones it refuses as `rate_limited` are
// not said, and the player is told so in the status bar (not left wondering where they went).
void TestNetClient::phrasesRefusedForFloodingAreSaidToThePlayer() {
    QTemporaryDir dir;
    st::net::ServerOptions options;
    options.ratePerSecond = 0.5;
    options.burst = 3;
    st::net::TableServer server(dir.path(), options);
    const quint16 port = server.listen(0, QHostAddress::LocalHost);
    QVERIFY(port != 0);
    const st::net::OpenedTable opened = server.openTable(
        hostedConfig(QStringLiteral("schnapsen"), {QStringLiteral("player"), QStringLiteral("player")}, 5, 600000));
    QVERIFY2(!opened.code.isEmpty(), qPrintable(opened.error));
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    client::RemoteTable* anna = window.joinTable(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port)), opened.code,
                                                 QStringLiteral("Anna"), {}, opened.hostToken);
    QTRY_COMPARE(anna->seat(), 0);
    int said = 0;
    bool limited = false;
    connect(anna->client(), &client::NetClient::received, this, [&](const json& m) {
        if (m.value("t", std::string()) == "said" && m.value("seat", -1) == 0)
            ++said;
        if (m.value("t", std::string()) == "error" && m.value("code", std::string()) == "rate_limited")
            limited = true;
    });
    QSignalSpy messages(anna, &client::RemoteTable::message);
    auto* menu = anna->sayButton()->menu();
    QVERIFY(menu && !menu->actions().isEmpty());
    // One phrase, heard: nothing to tell.
    menu->actions().front()->trigger();
    QTRY_COMPARE(said, 1);
    const QString tooMany = QStringLiteral("Too many messages \u2013 wait a moment before saying more.");
    // Five at once: the table refuses the ones beyond its limit, and the player is told.
    for (int i = 0; i < 5; ++i)
        menu->actions().at(i % menu->actions().size())->trigger();
    QTRY_VERIFY(limited);
    QVERIFY(said < 6);
    QTRY_COMPARE(window.statusBar()->currentMessage(), tooMany);
    const auto told = std::count_if(messages.begin(), messages.end(),
                                    [&](const QList<QVariant>& m) { return m.value(0).toString() == tooMany; });
    QCOMPARE(told, 1); // once for the run, not once for every phrase
    st::test::shoot(&window, QStringLiteral("net_phrases_too_many"));
}

// A network table's session in the history has a file beside it (how to take the seat again):
// archived, it goes along into the archive (Continue still finds the table); deleted, it goes too,
// not left behind naming a session that is gone.
void TestNetClient::aNetworkSessionDeletedFromTheHistoryTakesItsTableFileAlong() {
    FakeServer srv("schnapsen", 2, 1);
    Client c;
    c.client.join(srv.url(), QStringLiteral("T1"), QStringLiteral("Anna"));
    QTRY_VERIFY(srv.conn && !srv.got.empty());
    srv.welcome();
    QTRY_COMPARE(c.table.seat(), 1);
    const QString file = c.table.historyFile();
    QVERIFY(QFile::exists(file));
    QVERIFY(client::RemoteTable::rejoinInfo(file));
    c.client.leave();
    HistoryWindow w(c.history.path());
    w.show();
    QTRY_VERIFY(!w.loading() && w.shownFiles().contains(file));
    // Archived: both files move.
    QVERIFY(w.select(file));
    QCOMPARE(w.archiveSelected(), QString());
    const QString archived = QDir(HistoryIndex::archiveFolder(c.history.path())).filePath(QFileInfo(file).fileName());
    QVERIFY(QFile::exists(archived));
    QVERIFY(!QFile::exists(client::RemoteTable::rejoinFile(file)));
    QVERIFY(client::RemoteTable::rejoinInfo(archived));
    // Deleted: both files go.
    w.showBox()->setCurrentIndex(1); // the archive
    QTRY_VERIFY(!w.loading() && w.shownFiles().contains(archived));
    QVERIFY(w.select(archived));
    // Yes to each question of the history window (a second one comes only where there is no trash).
    QStringList asked;
    QTimer answering;
    answering.setInterval(10);
    connect(&answering, &QTimer::timeout, this, [&asked] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()); box && box->isVisible()) {
            asked << box->objectName();
            box->button(QMessageBox::Yes)->click();
        }
    });
    answering.start();
    QCOMPARE(w.deleteSelected(), QString());
    answering.stop();
    QVERIFY(asked.contains(QStringLiteral("historyDeleteQuestion")));
    QVERIFY(!QFile::exists(archived));
    QVERIFY(!QFile::exists(client::RemoteTable::rejoinFile(archived)));
    QVERIFY(!client::RemoteTable::rejoinInfo(archived));
    QVERIFY(QDir(HistoryIndex::archiveFolder(c.history.path())).entryList(QDir::Files).isEmpty());
    QVERIFY(QDir(c.history.path()).entryList({QStringLiteral("*.table")}, QDir::Files).isEmpty());
}

// The session a player is playing at a network table, deleted from the history: asked as for a
// session at the local table, the player leaves the table first, and its record and .table go (the
// table, still open, would otherwise write both back after the next deal).
void TestNetClient::theSessionAtANetworkTableDeletedFromTheHistoryLeavesTheTable() {
    QTemporaryDir dir;
    st::net::TableServer server(dir.path());
    const quint16 port = server.listen(0, QHostAddress::LocalHost);
    QVERIFY(port != 0);
    const st::net::OpenedTable opened = server.openTable(
        hostedConfig(QStringLiteral("schnapsen"), {QStringLiteral("player"), QStringLiteral("player")}, 5, 600000));
    QVERIFY2(!opened.code.isEmpty(), qPrintable(opened.error));
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    client::RemoteTable* bert =
        window.joinTable(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port)), opened.code, QStringLiteral("Bert"));
    QTRY_COMPARE(bert->seat(), 1);
    const QString file = bert->historyFile();
    QVERIFY(QFile::exists(file) && client::RemoteTable::rejoinInfo(file));
    QCOMPARE(window.sessionAtTable(), file);
    HistoryWindow* w = window.showHistory();
    QTRY_VERIFY(!w->loading() && w->shownFiles().contains(file));
    QVERIFY(w->select(file));
    QStringList asked;
    QString question;
    QTimer answering;
    answering.setInterval(10);
    connect(&answering, &QTimer::timeout, this, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()); box && box->isVisible()) {
            asked << box->objectName();
            if (question.isEmpty())
                question = box->text();
            box->button(QMessageBox::Yes)->click();
        }
    });
    answering.start();
    QCOMPARE(w->deleteSelected(), QString());
    answering.stop();
    QVERIFY2(question.startsWith(QStringLiteral("You are playing the session of Schnapsen")), qPrintable(question));
    QTRY_VERIFY(!window.remoteTable());
    QVERIFY(!QFile::exists(file));
    QVERIFY(!QFile::exists(client::RemoteTable::rejoinFile(file)));
    QVERIFY(window.sessionAtTable().isEmpty());
}

QTEST_MAIN(TestNetClient)
#include "test_netclient.moc"
