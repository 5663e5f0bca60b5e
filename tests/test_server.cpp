// The table server (server/, docs/protocol.md) with scripted WebSocket clients on localhost: a whole
// session of every game gives the record the same seed and decisions give offline; no byte sent to a
// client over the session names a card its seat may not know; out-of-turn, foreign-seat, illegal,
// malformed, oversized and flooding messages are refused with the table unharmed; a player reconnects
// mid-trick; the server is killed mid-deal and started again from its data directory, the players
// come back and the deal ends as offline.
#include "computerseat.h"
#include "flowcontroller.h"
#include "net/protocol.h"
#include "record.h"
#include "registry.h"
#include "table/tablemodel.h"
#include "tableserver.h"

#include <nlohmann/json.hpp>

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QWebSocket>
#include <QtTest>

#include <map>
#include <set>

using namespace st;
using nlohmann::json;

namespace {

/// The scripted players' choice among the legal decisions (the same offline and over the wire): mostly
/// the second one offered (the least bid, so that someone declares, takes up cards and lays cards
/// away face down), else another.
std::size_t choiceOf(std::size_t legal, int n, int seat) {
    const std::size_t k = static_cast<std::size_t>(n * 7 + seat * 3);
    return k % 4 == 0 ? k % legal : std::min<std::size_t>(1, legal - 1);
}

/// A player at another computer, scripted: answers every question it is asked with choiceOf.
class Client : public QObject {
    Q_OBJECT

  public:
    explicit Client(QString name, QObject* parent = nullptr) : QObject(parent), name_(std::move(name)) {
        connect(&ws, &QWebSocket::textMessageReceived, this, &Client::received);
    }

    bool open(quint16 port, const QString& scheme = QStringLiteral("ws")) {
        QSignalSpy connected(&ws, &QWebSocket::connected);
        ws.open(QUrl(QStringLiteral("%1://127.0.0.1:%2").arg(scheme).arg(port)));
        return connected.wait(10000);
    }
    void send(const json& j) { ws.sendTextMessage(QString::fromStdString(j.dump())); }
    void sendText(const QString& t) { ws.sendTextMessage(t); }
    void hello(const QString& table, const QString& resume = {}) {
        json h = {{"v", 1}, {"t", "hello"}, {"name", name_.toStdString()}, {"table", table.toStdString()}};
        if (!resume.isEmpty())
            h["token"] = resume.toStdString();
        send(h);
    }
    /// The messages of kind `t` received so far.
    std::vector<json> of(const std::string& t) const {
        std::vector<json> out;
        for (const json& m : got)
            if (m.value("t", "") == t)
                out.push_back(m);
        return out;
    }
    int count(const std::string& t) const { return static_cast<int>(of(t).size()); }
    json last(const std::string& t) const {
        const auto all = of(t);
        return all.empty() ? json() : all.back();
    }

    QWebSocket ws;
    std::vector<json> got;        ///< every message, parsed
    std::vector<std::string> raw; ///< every message, as received
    int seat = -1;
    QString token;
    bool autoplay = true;
    int holdCutAfter = -1; ///< >= 0: a cut or a choice of dealer once this many deals were scored is not answered
    std::optional<json> question; ///< the question open (not answered yet)

  private slots:
    void received(const QString& text) {
        raw.push_back(text.toStdString());
        const json m = json::parse(raw.back(), nullptr, false);
        QVERIFY2(m.is_object() && m.value("v", 0) == 1, raw.back().c_str());
        got.push_back(m);
        const std::string t = m.value("t", "");
        if (t == "welcome") {
            seat = m["seat"].get<int>();
            token = QString::fromStdString(m["token"].get<std::string>());
        } else if (t == "question") {
            question = m;
            const bool beforeADeal = m.value("kind", "") == "cut" || m.value("kind", "") == "dealer";
            if (autoplay && !(beforeADeal && holdCutAfter >= 0 && count("deal_over") >= holdCutAfter))
                answer();
        }
    }

  public:
    void answer() {
        if (!question)
            return;
        const json q = *std::exchange(question, std::nullopt);
        const std::string kind = q["kind"];
        const int n = q.value("n", 0);
        if (kind == "dealer")
            return send({{"v", 1}, {"t", "dealer"}, {"dealer", q["dealers"][0]}});
        if (kind == "cut")
            return send({{"v", 1}, {"t", "cut"}, {"knock", false}});
        if (kind == "optional")
            return send({{"v", 1}, {"t", "pass"}, {"n", n}});
        const json& legal = q["view"]["legal"];
        send({{"v", 1}, {"t", "act"}, {"n", n}, {"action", legal[choiceOf(legal.size(), n, seat)]}});
    }

  private:
    QString name_;
};

/// The same scripted player at an offline table (a Seat of the flow).
class ScriptedSeat final : public ui::Seat {
  public:
    ScriptedSeat(int seat, ui::TableModel* model) : seat_(seat), model_(model) {}
    int seat() const override { return seat_; }
    void ask(const ui::Question& q) override {
        ui::Answer a;
        a.kind = q.kind;
        a.ticket = q.ticket;
        const auto& deals = model_->record().deals;
        const int n = deals.empty() ? 0 : static_cast<int>(deals.back().actions.size());
        switch (q.kind) {
        case ui::Question::Kind::Dealer:
            a.dealer = q.dealers.front();
            break;
        case ui::Question::Kind::Cut:
            a.dealer = q.dealer;
            a.knocked = false;
            break;
        case ui::Question::Kind::Optional:
            break;
        case ui::Question::Kind::Due:
            a.action = q.view.legal[choiceOf(q.view.legal.size(), n, seat_)];
            break;
        }
        QMetaObject::invokeMethod(
            this, [this, a] { emit answered(a); }, Qt::QueuedConnection);
    }
    void answerRefused(const ui::Answer&, const Refusal&) override { QFAIL("an offline scripted answer was refused"); }
    void withdraw() override {}
    bool asksOnce() const override { return true; }

  private:
    int seat_;
    ui::TableModel* model_;
};

struct GameCase {
    QString game;
    QStringList seats; ///< "player" or a level
    QString variant{}; ///< the rules as a JSON object of options; empty: the defaults
};

QStringList namesFor(int n) {
    QStringList names;
    for (int i = 0; i < n; ++i)
        names << QStringLiteral("Spieler %1").arg(i + 1);
    return names;
}

net::TableConfig configFor(const GameCase& c, quint64 seed) {
    net::TableConfig cfg;
    cfg.game = c.game;
    cfg.seats = c.seats;
    cfg.names = namesFor(static_cast<int>(c.seats.size()));
    cfg.thinkMs = 0;
    cfg.nextDealMs = 0;
    cfg.seed = seed;
    cfg.level = QStringLiteral("random");
    cfg.variantJson = c.variant;
    return cfg;
}

/// Runs the event loop until `done` holds (checked every millisecond, and the loop sleeps in between
/// until something happens: QTest::qWaitFor sleeps 10 ms whenever no event is pending, which over a
/// whole session of hundreds of computer decisions on the thread pool is most of the time).
/// False when `timeoutMs` passed first.
template <typename Done> bool waitUntil(Done done, int timeoutMs) {
    if (done())
        return true;
    QEventLoop loop;
    QTimer poll;
    poll.setInterval(1);
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done())
            loop.quit();
    });
    QTimer deadline;
    deadline.setSingleShot(true);
    QObject::connect(&deadline, &QTimer::timeout, &loop, &QEventLoop::quit);
    poll.start();
    deadline.start(timeoutMs);
    loop.exec();
    return done();
}

/// The record the same seed and decisions give at an offline table (the GUI's flow, no network),
/// after `deals` finished deals, or at the end of the session, whichever comes first.
std::string offlineRecord(const net::TableConfig& cfg, const QStringList& names, int deals) {
    ui::TableModel model;
    model.setAutosavePath({});
    const GameInfo* info = findGame(cfg.game.toStdString());
    QStringList playedBy;
    for (const QString& s : cfg.seats)
        playedBy << (s == QLatin1String("player") ? QStringLiteral("human") : s);
    Variant variant(info->options);
    if (!cfg.variantJson.isEmpty()) {
        RecordError err;
        const auto v = parseVariant(*info, cfg.variantJson.toStdString(), err);
        if (!v)
            return "bad variant: " + err.text();
        variant = *v;
    }
    if (!model.startNew(*info, variant, names, cfg.seed, playedBy).isEmpty())
        return "cannot start";
    ui::FlowController flow(&model, nullptr);
    flow.setThinkMs(0);
    flow.setTrickPauseMs(0);
    std::vector<std::shared_ptr<ui::ComputerPlayer>> players;
    for (int s = 0; s < cfg.seats.size(); ++s)
        players.push_back(cfg.seats[s] == QLatin1String("player")
                              ? nullptr
                              : std::make_shared<ui::AiPlayer>(*ai::levelFromName(cfg.seats[s].toStdString()),
                                                               cfg.seed * 31 + static_cast<quint64>(s)));
    flow.setPlayers(std::move(players));
    for (int s = 0; s < cfg.seats.size(); ++s)
        if (cfg.seats[s] == QLatin1String("player"))
            flow.setSeat(new ScriptedSeat(s, &model));
    flow.setSeed(cfg.seed ^ 0x5eedULL);
    int finished = 0;
    QObject::connect(&flow, &ui::FlowController::dealFinished, &flow, [&] {
        if (++finished < deals && !model.game().sessionOver())
            QTimer::singleShot(0, &flow, [&] { flow.nextDeal(); });
    });
    flow.resume();
    if (!waitUntil([&] { return finished >= deals || (model.hasGame() && model.game().sessionOver()); }, 120000))
        return "offline table stalled";
    Record r = model.record();
    r.deals.resize(static_cast<std::size_t>(std::min<int>(deals, static_cast<int>(r.deals.size()))));
    return writeRecord(r);
}

std::string firstDeals(const Record& record, int deals) {
    Record r = record;
    r.deals.resize(static_cast<std::size_t>(std::min<int>(deals, static_cast<int>(r.deals.size()))));
    return writeRecord(r);
}

/// Every message sent to `seat` (in `raw`) names only cards that seat may know at that moment: what
/// core/net's view functions tell it (viewToJson of its view, publicAction of every action), and,
/// once a deal is scored, that deal's cards. Returns the first leak, empty when none.
std::string leakIn(const Record& record, int seat, const std::vector<std::string>& raw) {
    const Pack& pack = Pack::get(record.game->pack);
    // allowed[deal][n]: the cards the seat may know in deal `deal` after n decisions.
    std::vector<std::vector<std::set<Card>>> allowed(record.deals.size());
    for (std::size_t d = 0; d < record.deals.size(); ++d) {
        Record upTo = record;
        upTo.deals.resize(d);
        Replay rep = replay(upTo);
        if (rep.error)
            return "the record does not replay";
        Game& g = *rep.game;
        if (!g.startDeal(record.deals[d].setup).empty())
            return "a deal does not start";
        std::set<Card> known;
        auto learn = [&](const std::string& text) {
            for (int c = 0; c < pack.size(); ++c)
                if (text.find("\"" + pack.code(static_cast<Card>(c)) + "\"") != std::string::npos)
                    known.insert(static_cast<Card>(c));
        };
        learn(net::viewToJson(g.view(seat), pack).dump());
        allowed[d].push_back(known);
        for (const Action& a : record.deals[d].actions) {
            learn(actionToJson(net::publicAction(a, seat), pack).dump());
            if (g.check(a))
                return "an action of the record is refused";
            g.apply(a);
            learn(net::viewToJson(g.view(seat), pack).dump());
            allowed[d].push_back(known);
        }
    }
    // The position a message names is never ahead of the table: messages come in the order of the
    // decisions (a message labelled with a later position than the table's would be followed by one
    // labelled earlier), but for the running deal told again from its start to a player who came back.
    std::pair<int, int> at{-1, 0};
    for (const std::string& text : raw) {
        const json m = json::parse(text, nullptr, false);
        const std::string t = m.value("t", "");
        if (t == "deal_start" && m.value("catch_up", false))
            at = {m.value("deal", -1), 0};
        if (m.contains("deal") && m.contains("n") && t != "deal_over") {
            const std::pair<int, int> here{m.value("deal", -1), m.value("n", -1)};
            if (here < at)
                return "a message of an earlier position after a later one: " + text.substr(0, 200);
            at = here;
        }
        if (t == "deal_over") { // the deal's cards turned up: only once it is scored
            const int d = m["deal"];
            if (m["record"]["actions"].size() != record.deals[static_cast<std::size_t>(d)].actions.size())
                return "a deal's cards told before it is scored: " + text.substr(0, 200);
            continue;
        }
        if (t == "session_over") { // every deal scored: the whole session's cards turned up
            if (m["record"]["deals"].size() != record.deals.size())
                return "the session's cards told before its end: " + text.substr(0, 200);
            continue;
        }
        if (!m.contains("deal") || !m.contains("n")) {
            for (int c = 0; c < pack.size(); ++c)
                if (t != "welcome" && text.find("\"" + pack.code(static_cast<Card>(c)) + "\"") != std::string::npos)
                    return "a card in a message of no deal: " + text.substr(0, 200);
            continue;
        }
        const int d = m["deal"], n = m["n"];
        if (d < 0 || d >= static_cast<int>(allowed.size()) || n < 0 ||
            n >= static_cast<int>(allowed[static_cast<std::size_t>(d)].size()))
            return "a message of no decision of the record: " + text.substr(0, 200);
        const auto& ok = allowed[static_cast<std::size_t>(d)][static_cast<std::size_t>(n)];
        for (int c = 0; c < pack.size(); ++c)
            if (!ok.count(static_cast<Card>(c)) &&
                text.find("\"" + pack.code(static_cast<Card>(c)) + "\"") != std::string::npos)
                return "seat " + std::to_string(seat) + " is told " + pack.code(static_cast<Card>(c)) + ": " +
                       text.substr(0, 300);
    }
    return {};
}

/// The record as the server's data directory holds it: the later of its two copies that can be read.
std::string savedRecord(const QString& dir, const QString& code) {
    std::string best;
    std::pair<std::size_t, std::size_t> bestProgress{0, 0};
    for (const QString& suffix : {QStringLiteral(".json"), QStringLiteral(".json.alt")}) {
        QFile f(dir + QLatin1Char('/') + code + suffix);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const auto parsed = parseRecord(f.readAll().toStdString());
        const Record* r = std::get_if<Record>(&parsed);
        if (!r)
            continue;
        const std::pair<std::size_t, std::size_t> progress{r->deals.size() + 1,
                                                           r->deals.empty() ? 0 : r->deals.back().actions.size()};
        if (progress > bestProgress) {
            bestProgress = progress;
            best = writeRecord(*r);
        }
    }
    return best;
}

/// The scripted players answer at once, a whole session in seconds: far beyond the rate a person
/// sends at, which the server's default limit is for (the flood test keeps it).
net::ServerOptions machinePace() {
    net::ServerOptions o;
    o.ratePerSecond = 100000;
    o.burst = 100000;
    return o;
}

int decisionsOf(const Record* r) {
    return r && !r->deals.empty() ? static_cast<int>(r->deals.back().actions.size()) : -1;
}

} // namespace

class TestServer : public QObject {
    Q_OBJECT

    /// Opens a table of `c` and seats a scripted client at every player's place.
    struct Table {
        std::unique_ptr<net::TableServer> server;
        QString code;
        std::vector<std::unique_ptr<Client>> clients;
        quint16 port = 0;
    };
    Table open(const QString& dir, const GameCase& c, quint64 seed, bool autoplay = true, int dropOutMs = 60000,
               const net::ServerOptions& options = {}, int holdCutAfter = -1) {
        Table t;
        t.server = std::make_unique<net::TableServer>(dir, options);
        t.port = t.server->listen(0, QHostAddress::LocalHost);
        net::TableConfig cfg = configFor(c, seed);
        cfg.dropOutMs = dropOutMs;
        const net::OpenedTable opened = t.server->openTable(cfg);
        t.code = opened.code;
        if (t.code.isEmpty())
            qWarning("%s", qPrintable(opened.error));
        for (int s = 0; s < c.seats.size(); ++s) {
            if (c.seats[s] != QLatin1String("player"))
                continue;
            auto client = std::make_unique<Client>(QStringLiteral("Gast %1").arg(s + 1));
            client->autoplay = autoplay;
            client->holdCutAfter = holdCutAfter;
            if (!client->open(t.port))
                qWarning("no connection");
            client->hello(t.code);
            if (!QTest::qWaitFor([&] { return client->seat >= 0; }, 10000))
                qWarning("not seated");
            t.clients.push_back(std::move(client));
        }
        return t;
    }
    Client* clientAt(Table& t, int seat) {
        for (auto& c : t.clients)
            if (c->seat == seat)
                return c.get();
        return nullptr;
    }

  private slots:
    // A whole session of every game with scripted remote clients and computers, as the core ends it:
    // the server deals each next deal by itself, tells every player each deal scored and the session's
    // end; its record (also the one autosaved in its data directory) is the one the same seed and
    // decisions give offline, and no byte told a seat a card it may not know.
    //
    // Where the default rules play no end, the shortest session the rules allow: Dreierles one round
    // ("rounds": 1, each player deals once), Dappen one round of its six dealers (Dappen's session has
    // no end in the core: docs/rules/dappen.md, "Session"). Dreeg plays its eight phases, Schnapsen a
    // Bummerl to 7, Dreierschnapsen its match to 24.
    void wholeSessionsAsOffline_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("seats");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("deals"); // 0: until the session is over
        const QString p = QStringLiteral("player"), r = QStringLiteral("random");
        QTest::newRow("dreeg") << "dreeg" << QStringList{p, p, r} << QString() << 0;
        QTest::newRow("dreierles") << "dreierles" << QStringList{p, r, p} << R"({"rounds": 1})" << 0;
        QTest::newRow("dappen") << "dappen" << QStringList{p, r, p, r, p, r} << QString() << 6;
        QTest::newRow("dreierschnapsen") << "dreierschnapsen" << QStringList{p, p, r} << QString() << 0;
        QTest::newRow("schnapsen") << "schnapsen" << QStringList{p, p} << QString() << 0;
    }
    void wholeSessionsAsOffline() {
        QFETCH(QString, game);
        QFETCH(QStringList, seats);
        QFETCH(QString, variant);
        QFETCH(int, deals);
        QTemporaryDir dir;
        const quint64 seed = 20261127;
        const GameCase c{game, seats, variant};
        Table t = open(dir.path(), c, seed, true, 60000, machinePace());
        QVERIFY(!t.code.isEmpty());
        if (deals > 0) {
            // Every client has seen `deals` deals scored; then the players stop, so the table waits.
            for (auto& client : t.clients)
                QVERIFY(waitUntil([&] { return client->count("deal_over") >= deals; }, 120000));
            for (auto& client : t.clients)
                client->autoplay = false;
        } else {
            for (auto& client : t.clients)
                QVERIFY(waitUntil([&] { return client->count("session_over") > 0; }, 120000));
        }
        const Record* record = t.server->record(t.code);
        QVERIFY(record);
        const int played = deals > 0 ? deals : static_cast<int>(record->deals.size());
        QVERIFY(static_cast<int>(record->deals.size()) >= played);
        if (deals > 0) { // a round: every seat dealt once
            std::set<int> dealers;
            for (int d = 0; d < played; ++d)
                dealers.insert(record->deals[static_cast<std::size_t>(d)].setup.dealer);
            QCOMPARE(static_cast<int>(dealers.size()), static_cast<int>(seats.size()));
        }
        if (deals == 0) {
            // The session is over by the rules, after its last deal, and everyone was told so once,
            // after that deal's result; no deal followed.
            const Replay rep = replay(*record);
            QVERIFY(!rep.error && rep.game && rep.game->sessionOver() && !rep.game->inDeal());
            json standings;
            rep.game->reportStandings(standings);
            for (auto& client : t.clients) {
                QCOMPARE(client->count("session_over"), 1);
                QCOMPARE(client->count("deal_over"), played);
                QCOMPARE(client->count("deal_start"), played);
                QCOMPARE(client->last("session_over")["result"], standings);
                // With the whole session's record (every deal scored: its cards turned up), for the
                // player's history.
                QCOMPARE(client->last("session_over")["record"]["deals"], json::parse(writeRecord(*record))["deals"]);
                std::vector<std::string> ends;
                for (const json& m : client->got)
                    if (m.value("t", "") == "deal_over" || m.value("t", "") == "session_over")
                        ends.push_back(m["t"]);
                QCOMPARE(ends.back(), std::string("session_over"));
                for (int d = 0; d < played; ++d)
                    QCOMPARE(client->of("deal_over")[static_cast<std::size_t>(d)].value("deal", -1), d);
            }
            // Each deal_over turned up the deal as the record holds it.
            const json whole = json::parse(writeRecord(*record));
            for (auto& client : t.clients)
                for (const json& m : client->of("deal_over"))
                    QCOMPARE(m["record"], whole["deals"][m["deal"].get<std::size_t>()]);
            // The autosaved record is the whole session.
            QCOMPARE(QString::fromStdString(savedRecord(dir.path(), t.code)),
                     QString::fromStdString(writeRecord(*record)));
        }
        QStringList names = namesFor(static_cast<int>(seats.size()));
        for (auto& client : t.clients)
            names[client->seat] = QStringLiteral("Gast %1").arg(client->seat + 1);
        const std::string offline = offlineRecord(configFor(c, seed), names, played);
        QCOMPARE(QString::fromStdString(firstDeals(*record, played)), QString::fromStdString(offline));
        // No byte told a seat a card it may not know, over the whole session.
        for (auto& client : t.clients) {
            QVERIFY(client->count("deal_start") >= played);
            QVERIFY(client->count("event") > 0);
            const std::string leak = leakIn(*record, client->seat, client->raw);
            QVERIFY2(leak.empty(), leak.c_str());
        }
    }

    // Out-of-turn, foreign-seat, illegal, malformed, oversized and flooding messages: each refused
    // with its reason, and the table plays on as if they had not been sent.
    void badMessagesAreRefusedTheTableUnharmed() {
        QTemporaryDir dir;
        const QString p = QStringLiteral("player");
        Table t = open(dir.path(), GameCase{QStringLiteral("schnapsen"), {p, p}}, 4711, false);
        QVERIFY(!t.code.isEmpty());
        // The first question (who deals, a cut, or the first card) is answered by its seat.
        QTRY_VERIFY_WITH_TIMEOUT(t.clients[0]->question || t.clients[1]->question, 10000);
        auto pending = [&]() -> Client* {
            for (auto& c : t.clients)
                if (c->question)
                    return c.get();
            return nullptr;
        };
        // Answer until a card is due.
        while (pending() && pending()->question->value("kind", "") != "due") {
            pending()->answer();
            QTRY_VERIFY_WITH_TIMEOUT(pending(), 10000);
        }
        Client* toAct = pending();
        QVERIFY(toAct);
        Client* other = clientAt(t, 1 - toAct->seat);
        const int before = decisionsOf(t.server->record(t.code));
        QTRY_VERIFY_WITH_TIMEOUT(other->count("view") > 0, 10000);
        const json view = other->last("view")["view"];
        QVERIFY(!view["hand"].empty());
        const json ownCard = view["hand"][0];

        // Out of turn: the other seat plays one of its cards.
        other->send({{"v", 1}, {"t", "act"}, {"action", {{"act", "play"}, {"card", ownCard}}}});
        QTRY_COMPARE_WITH_TIMEOUT(other->count("refused"), 1, 10000);
        QCOMPARE(other->last("refused")["reason"], json("not_your_turn"));
        // For another seat: the seat named is not the sender's, so it is still out of turn.
        other->send({{"v", 1}, {"t", "act"}, {"action", {{"seat", toAct->seat}, {"act", "play"}, {"card", ownCard}}}});
        QTRY_COMPARE_WITH_TIMEOUT(other->count("refused"), 2, 10000);
        QCOMPARE(other->last("refused")["reason"], json("not_your_turn"));
        // Illegal: the seat to act plays a card it does not hold.
        toAct->send({{"v", 1}, {"t", "act"}, {"action", {{"act", "play"}, {"card", ownCard}}}});
        QTRY_COMPARE_WITH_TIMEOUT(toAct->count("refused"), 1, 10000);
        QVERIFY(toAct->last("refused")["reason"] != json("not_your_turn"));
        // Malformed, of another version, of an unknown kind, an action that is none.
        toAct->sendText(QStringLiteral("{\"v\":1,"));
        toAct->sendText(QStringLiteral("{\"v\":2,\"t\":\"ping\"}"));
        toAct->sendText(QStringLiteral("{\"v\":1,\"t\":\"shuffle\"}"));
        toAct->send({{"v", 1}, {"t", "act"}, {"action", {{"act", "play"}, {"card", "XX"}}}});
        // Oversized.
        toAct->sendText(QStringLiteral("{\"v\":1,\"t\":\"ping\",\"x\":\"%1\"}").arg(QString(6000, QLatin1Char('x'))));
        QTRY_COMPARE_WITH_TIMEOUT(toAct->count("error"), 5, 10000);
        std::vector<std::string> codes;
        for (const json& e : toAct->of("error"))
            codes.push_back(e["code"]);
        QCOMPARE(codes,
                 (std::vector<std::string>{"not_json", "wrong_version", "unknown_kind", "bad_action", "too_large"}));
        // A flood: refused beyond the burst, the connection kept.
        for (int i = 0; i < 100; ++i)
            other->send({{"v", 1}, {"t", "ping"}});
        QTRY_VERIFY_WITH_TIMEOUT(other->count("error") >= 1, 10000);
        QCOMPARE(other->last("error")["code"], json("rate_limited"));
        QVERIFY(other->count("pong") < 100);
        // The table unharmed: nothing was applied, the question is still open, and its answer is taken.
        QCOMPARE(decisionsOf(t.server->record(t.code)), before);
        QVERIFY(toAct->question);
        const int views = toAct->count("view");
        toAct->answer();
        QTRY_VERIFY_WITH_TIMEOUT(decisionsOf(t.server->record(t.code)) == before + 1, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(toAct->count("view") > views, 10000);
        QCOMPARE(other->ws.state(), QAbstractSocket::ConnectedState);
    }

    // A player who drops out mid-trick takes the seat back with the token: the seat's view and its
    // open question come again, and the deal goes on to its end.
    void reconnectMidTrick() {
        QTemporaryDir dir;
        const QString p = QStringLiteral("player");
        Table t = open(dir.path(), GameCase{QStringLiteral("dreierles"), {p, QStringLiteral("random"), p}}, 99, false,
                       60000, machinePace());
        QVERIFY(!t.code.isEmpty());
        // Play until a card lies on the table and a player is asked for the next one.
        Client* asked = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(([&] {
                                     for (auto& c : t.clients) {
                                         if (!c->question)
                                             continue;
                                         const json& q = *c->question;
                                         if (q.value("kind", "") == "due" && !q["view"]["trick"].empty() &&
                                             q["view"]["legal"][0].value("act", "") == "play") {
                                             asked = c.get();
                                             return true;
                                         }
                                         c->answer();
                                     }
                                     return false;
                                 }()),
                                 60000);
        const int seat = asked->seat;
        const QString token = asked->token;
        const json trick = asked->question->at("view")["trick"];
        const int before = decisionsOf(t.server->record(t.code));
        asked->ws.close();
        QTRY_COMPARE_WITH_TIMEOUT(t.server->connections(), static_cast<int>(t.clients.size()) - 1, 10000);
        // Back with the token, from a new connection.
        auto back = std::make_unique<Client>(QStringLiteral("Gast"));
        back->autoplay = false;
        QVERIFY(back->open(t.port));
        back->hello(t.code, token);
        QTRY_VERIFY_WITH_TIMEOUT(back->question.has_value(), 10000);
        QCOMPARE(back->seat, seat);
        QCOMPARE(back->count("deal_start"), 1);
        // The running deal told again from its start: each decision's public event, in order, each
        // with the seat's view after it, so that the client follows what was decided while it was away.
        {
            const Record* now = t.server->record(t.code);
            const auto& actions = now->deals.back().actions;
            const auto events = back->of("event");
            QCOMPARE(events.size(), actions.size());
            QCOMPARE(static_cast<int>(actions.size()), before);
            const std::unique_ptr<Game> g = newGame(*now);
            for (std::size_t i = 0; i < events.size(); ++i) {
                QCOMPARE(events[i].value("n", -1), static_cast<int>(i + 1));
                QCOMPARE(events[i]["action"], actionToJson(net::publicAction(actions[i], seat), g->pack()));
                if (actions[i].act == Act::Discard && actions[i].seat != seat) // how many, not which
                    QCOMPARE(events[i].value("count", -1), static_cast<int>(actions[i].cards.size()));
            }
            QCOMPARE(back->count("view"), before + 2); // the start, one after each event, and now
            // The seat's own cards in dealing order (those it has seen; Dreierles: all of them).
            json hand = json::array();
            for (const Card c : now->deals.back().setup.hands[static_cast<std::size_t>(seat)])
                hand.push_back(g->pack().code(c));
            QCOMPARE(back->last("deal_start")["hand"], hand);
        }
        QCOMPARE(back->last("view")["view"]["trick"], trick);
        QCOMPARE(back->question->at("view")["trick"], trick);
        QCOMPARE(decisionsOf(t.server->record(t.code)), before);
        // A wrong token takes no seat.
        Client stranger(QStringLiteral("Fremder"));
        QVERIFY(stranger.open(t.port));
        stranger.hello(t.code, QStringLiteral("notatoken"));
        QTRY_COMPARE_WITH_TIMEOUT(stranger.count("error"), 1, 10000);
        QCOMPARE(stranger.last("error")["code"], json("bad_token"));
        // The deal goes on to its end.
        back->autoplay = true;
        back->answer();
        for (auto& c : t.clients)
            if (c.get() != asked) {
                c->autoplay = true;
                c->answer();
            }
        QTRY_VERIFY_WITH_TIMEOUT(back->count("deal_over") >= 1, 60000);
        const Record* record = t.server->record(t.code);
        QVERIFY(record->deals.front().actions.size() > static_cast<std::size_t>(before));
        const std::string leak = leakIn(*record, seat, back->raw);
        QVERIFY2(leak.empty(), leak.c_str());
    }

    // A player who drops out is played by the computer after the host's timeout (here at once), and
    // takes the seat back with the token; the host pauses and resumes, another player may not.
    void dropOutComputerTakesOverAndHostPauses() {
        QTemporaryDir dir;
        const QString p = QStringLiteral("player");
        // A Bummerl to 24: a session the scripted players do not finish while the guest is away.
        Table t = open(dir.path(), GameCase{QStringLiteral("schnapsen"), {p, p}, QStringLiteral(R"({"target": 24})")},
                       31, true, 0, machinePace());
        QVERIFY(!t.code.isEmpty());
        Client* host = nullptr;
        Client* guest = nullptr;
        for (auto& c : t.clients)
            (c->of("welcome").front()["host"].get<bool>() ? host : guest) = c.get();
        QVERIFY(host && guest);
        QTRY_VERIFY_WITH_TIMEOUT(decisionsOf(t.server->record(t.code)) >= 2, 10000);
        // Only the host pauses.
        guest->send({{"v", 1}, {"t", "pause"}});
        QTRY_COMPARE_WITH_TIMEOUT(guest->count("error"), 1, 10000);
        QCOMPARE(guest->last("error")["code"], json("not_host"));
        host->send({{"v", 1}, {"t", "pause"}});
        QTRY_COMPARE_WITH_TIMEOUT(guest->count("paused"), 1, 10000);
        QCOMPARE(guest->last("paused")["by"], json(host->seat));
        host->send({{"v", 1}, {"t", "resume"}});
        QTRY_COMPARE_WITH_TIMEOUT(guest->count("resumed"), 1, 10000);
        // The guest goes: the computer plays its seat, and the deal goes on without it.
        const QString token = guest->token;
        const int seat = guest->seat;
        guest->ws.close();
        QTRY_VERIFY_WITH_TIMEOUT(
            host->count("seats") > 0 && host->last("seats")["seats"][seat]["kind"] == json("computer"), 10000);
        QCOMPARE(host->last("seats")["seats"][seat]["connected"], json(false));
        const int before = host->count("deal_over");
        QVERIFY(waitUntil([&] { return host->count("deal_over") > before; }, 60000));
        // The host stops answering, so the table waits for it while the guest comes back.
        host->autoplay = false;
        // Back with the token: the seat is the player's again.
        Client back(QStringLiteral("Gast"));
        QVERIFY(back.open(t.port));
        back.hello(t.code, token);
        QTRY_COMPARE_WITH_TIMEOUT(back.seat, seat, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(host->last("seats")["seats"][seat]["kind"] == json("human") &&
                                     host->last("seats")["seats"][seat]["connected"] == json(true),
                                 10000);
        // Its questions go to its player again, who answers them.
        host->autoplay = true;
        host->answer();
        QTRY_VERIFY_WITH_TIMEOUT(back.count("question") > 0 && back.count("event") > 0, 30000);
        QVERIFY(!back.count("session_over"));
    }

    // With a certificate and key the server speaks wss; with a club password, hello and the lobby
    // must give it.
    void wssAndThePassword() {
        QTemporaryDir dir;
        const QString cert = dir.filePath(QStringLiteral("cert.pem")), key = dir.filePath(QStringLiteral("key.pem"));
        QProcess openssl;
        openssl.start(QStringLiteral("openssl"),
                      {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                       QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-keyout"), key,
                       QStringLiteral("-out"), cert, QStringLiteral("-days"), QStringLiteral("2"),
                       QStringLiteral("-subj"), QStringLiteral("/CN=localhost")});
        if (!openssl.waitForFinished(60000) || openssl.exitCode() != 0)
            QSKIP("openssl cannot make a certificate here");
        net::ServerOptions options;
        options.password = QStringLiteral("Stammtisch");
        // A key that is none: listen says why.
        options.certFile = cert;
        options.keyFile = cert;
        {
            net::TableServer bad(dir.filePath(QStringLiteral("bad")), options);
            QCOMPARE(bad.listen(0, QHostAddress::LocalHost), quint16(0));
            QVERIFY(bad.errorString().contains(QStringLiteral("key")));
        }
        options.keyFile = key;
        net::TableServer server(dir.filePath(QStringLiteral("data")), options);
        const quint16 port = server.listen(0, QHostAddress::LocalHost);
        QVERIFY2(port, qPrintable(server.errorString()));
        QCOMPARE(server.scheme(), QStringLiteral("wss"));
        const net::OpenedTable opened = server.openTable(
            configFor(GameCase{QStringLiteral("schnapsen"), {QStringLiteral("player"), QStringLiteral("random")}}, 5));
        QVERIFY(!opened.code.isEmpty());
        Client c(QStringLiteral("Anna"));
        connect(&c.ws, &QWebSocket::sslErrors, &c, [&c] { c.ws.ignoreSslErrors(); }); // self-signed
        QVERIFY(c.open(port, QStringLiteral("wss")));
        c.hello(opened.code);
        QTRY_COMPARE_WITH_TIMEOUT(c.count("error"), 1, 10000);
        QCOMPARE(c.last("error")["code"], json("wrong_password"));
        c.send({{"v", 1}, {"t", "list"}});
        QTRY_COMPARE_WITH_TIMEOUT(c.count("error"), 2, 10000);
        QCOMPARE(c.last("error")["code"], json("wrong_password"));
        c.send({{"v", 1}, {"t", "list"}, {"password", "Stammtisch"}});
        QTRY_COMPARE_WITH_TIMEOUT(c.count("tables"), 1, 10000);
        QCOMPARE(c.last("tables")["tables"][0]["code"], json(opened.code.toStdString()));
        QCOMPARE(c.last("tables")["tables"][0]["free"], json(1));
        c.send({{"v", 1},
                {"t", "hello"},
                {"name", "Anna"},
                {"table", opened.code.toStdString()},
                {"password", "Stammtisch"}});
        QTRY_COMPARE_WITH_TIMEOUT(c.count("welcome"), 1, 10000);
        QCOMPARE(c.seat, 0);
        QTRY_VERIFY_WITH_TIMEOUT(c.count("deal_start") > 0, 10000);
    }

    // After the server's restart a player who does not come back is played by the computer after
    // the host's timeout (here at once), so the others play on.
    void aPlayerWhoStaysAwayAfterARestartIsPlayedByTheComputer() {
        QTemporaryDir dir;
        const QString p = QStringLiteral("player");
        QString code;
        QString token;
        {
            Table t = open(dir.path(), GameCase{QStringLiteral("schnapsen"), {p, p}}, 12, false, 0, machinePace());
            QVERIFY(!t.code.isEmpty());
            // Two decisions of the first deal, answered one at a time (players answering at machine
            // pace could finish the deal before the test stops them); then the players stop.
            QVERIFY(waitUntil(
                [&] {
                    for (auto& c : t.clients)
                        if (decisionsOf(t.server->record(t.code)) < 2)
                            c->answer();
                    return decisionsOf(t.server->record(t.code)) >= 2;
                },
                10000));
            code = t.code;
            token = clientAt(t, 0)->token;
            QVERIFY(t.server->record(code)->deals.size() == 1);
        }
        net::TableServer again(dir.path(), machinePace());
        const quint16 port = again.listen(0, QHostAddress::LocalHost);
        Client back(QStringLiteral("Gast 1"));
        QVERIFY(back.open(port));
        back.hello(code, token);
        QTRY_COMPARE_WITH_TIMEOUT(back.seat, 0, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(back.count("deal_over") >= 1, 60000);
        QCOMPARE(back.last("seats")["seats"][1]["kind"], json("computer"));
    }

    // Between deals the table waits until every player has read the deal's summary (`ready`): the next
    // deal comes when the last connected player is ready, not after a fixed time, and `seats` says who
    // the table still waits for. A player away is not waited for.
    void nextDealWhenEveryoneIsReady() {
        QTemporaryDir dir;
        net::TableServer server(dir.path(), machinePace());
        const quint16 port = server.listen(0, QHostAddress::LocalHost);
        const QString p = QStringLiteral("player");
        net::TableConfig cfg = configFor(GameCase{QStringLiteral("dreeg"), {p, p, p}}, 31);
        cfg.nextDealMs = 600000; // the longest wait: far beyond the test
        cfg.dropOutMs = 0;       // a player who goes is played by the computer at once
        const net::OpenedTable opened = server.openTable(cfg);
        QVERIFY(!opened.code.isEmpty());
        Client a(QStringLiteral("Anna")), b(QStringLiteral("Bert")), c(QStringLiteral("Gretl"));
        for (Client* x : {&a, &b, &c}) {
            QVERIFY(x->open(port));
            x->hello(opened.code);
            QTRY_VERIFY_WITH_TIMEOUT(x->seat >= 0, 10000);
        }
        for (Client* x : {&a, &b, &c})
            QVERIFY(waitUntil([&] { return x->count("deal_over") == 1; }, 30000));
        auto waitedFor = [](const Client& x) {
            std::vector<int> out;
            const json seats = x.last("seats")["seats"];
            for (std::size_t s = 0; s < seats.size(); ++s)
                if (!seats[s].value("ready", true))
                    out.push_back(static_cast<int>(s));
            return out;
        };
        QTRY_COMPARE_WITH_TIMEOUT(waitedFor(a), (std::vector<int>{0, 1, 2}), 10000);
        a.send({{"v", 1}, {"t", "ready"}});
        b.send({{"v", 1}, {"t", "ready"}});
        QTRY_COMPARE_WITH_TIMEOUT(waitedFor(c), (std::vector<int>{c.seat}), 10000);
        QCOMPARE(a.count("deal_start"), 1); // Gretl still reads the score: no deal
        // Gretl's connection goes: a player away is not waited for, the next deal comes.
        c.ws.close();
        QTRY_COMPARE_WITH_TIMEOUT(a.count("deal_start"), 2, 10000);
        // Nobody is waited for as the deal comes (the `seats` before it: at machine pace the new
        // deal may be over, and its summary waited for, by the time the test looks).
        auto waitedForAsDealt = [](const Client& x, int deal) {
            json seats;
            int starts = 0;
            for (const json& m : x.got) {
                if (m.value("t", "") == "seats")
                    seats = m;
                else if (m.value("t", "") == "deal_start" && ++starts == deal)
                    break;
            }
            std::vector<int> out;
            for (std::size_t s = 0; s < seats["seats"].size(); ++s)
                if (!seats["seats"][s].value("ready", true))
                    out.push_back(static_cast<int>(s));
            return out;
        };
        QVERIFY(waitedForAsDealt(a, 2).empty());
        // The next deal's summary: the last one ready deals it.
        QVERIFY(waitUntil([&] { return a.count("deal_over") == 2; }, 120000));
        QTRY_COMPARE_WITH_TIMEOUT(waitedFor(a), (std::vector<int>{a.seat, b.seat}), 10000);
        b.send({{"v", 1}, {"t", "ready"}});
        QTRY_COMPARE_WITH_TIMEOUT(waitedFor(a), (std::vector<int>{a.seat}), 10000);
        QCOMPARE(a.count("deal_start"), 2);
        a.send({{"v", 1}, {"t", "ready"}});
        QTRY_COMPARE_WITH_TIMEOUT(a.count("deal_start"), 3, 10000);
        QVERIFY(waitedForAsDealt(b, 3).empty());
    }

    // A late joiner at a full table waits; the host gives it a seat between deals (not during one),
    // and the seat's former player is told and goes.
    void hostGivesASeatToALateJoiner() {
        QTemporaryDir dir;
        net::TableServer server(dir.path(), machinePace());
        const quint16 port = server.listen(0, QHostAddress::LocalHost);
        net::TableConfig cfg =
            configFor(GameCase{QStringLiteral("schnapsen"), {QStringLiteral("player"), QStringLiteral("player")}}, 8);
        cfg.nextDealMs = 600000; // the table waits between deals
        const net::OpenedTable opened = server.openTable(cfg);
        QVERIFY(!opened.code.isEmpty());
        Client host(QStringLiteral("Anna")), leaving(QStringLiteral("Bert")), late(QStringLiteral("Christl"));
        for (Client* c : {&host, &leaving, &late})
            QVERIFY(c->open(port));
        host.autoplay = leaving.autoplay = false; // the first deal stays in its middle
        host.hello(opened.code);
        QTRY_COMPARE_WITH_TIMEOUT(host.seat, 0, 10000);
        leaving.hello(opened.code);
        QTRY_COMPARE_WITH_TIMEOUT(leaving.seat, 1, 10000);
        QVERIFY(host.last("welcome")["host"].get<bool>());
        late.hello(opened.code);
        QTRY_COMPARE_WITH_TIMEOUT(late.count("waiting"), 1, 10000);
        const int guest = late.last("waiting")["guest"];
        QTRY_VERIFY_WITH_TIMEOUT(host.last("seats")["waiting"].size() == 1, 10000);
        QCOMPARE(host.last("seats")["waiting"][0]["name"], json("Christl"));
        // Not during a deal; not by another player. (Who deals first is answered, no card.)
        QTRY_VERIFY_WITH_TIMEOUT(([&] {
                                     for (Client* c : {&host, &leaving})
                                         if (c->question && c->question->value("kind", "") != "due" &&
                                             c->question->value("kind", "") != "optional")
                                             c->answer();
                                     return host.count("deal_start") > 0;
                                 }()),
                                 10000);
        host.autoplay = leaving.autoplay = false;
        host.send({{"v", 1}, {"t", "give_seat"}, {"seat", 1}, {"guest", guest}});
        QTRY_COMPARE_WITH_TIMEOUT(host.count("error"), 1, 10000);
        QCOMPARE(host.last("error")["code"], json("not_between_deals"));
        leaving.send({{"v", 1}, {"t", "give_seat"}, {"seat", 1}, {"guest", guest}});
        QTRY_COMPARE_WITH_TIMEOUT(leaving.count("error"), 1, 10000);
        QCOMPARE(leaving.last("error")["code"], json("not_host"));
        // The deal played to its end: now the seat is given.
        host.autoplay = leaving.autoplay = true;
        host.answer();
        leaving.answer();
        QTRY_VERIFY_WITH_TIMEOUT(host.count("deal_over") == 1 && leaving.count("deal_over") == 1, 60000);
        const QString oldToken = leaving.token;
        host.send({{"v", 1}, {"t", "give_seat"}, {"seat", 1}, {"guest", guest}});
        QTRY_COMPARE_WITH_TIMEOUT(late.seat, 1, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(leaving.ws.state(), QAbstractSocket::UnconnectedState, 10000);
        QCOMPARE(leaving.last("error")["code"], json("seat_given"));
        QVERIFY(late.token != oldToken);
        QTRY_VERIFY_WITH_TIMEOUT(
            host.last("seats")["seats"][1]["name"] == json("Christl") && host.last("seats")["waiting"].empty(), 10000);
        // The old token takes the seat no more.
        Client again(QStringLiteral("Bert"));
        QVERIFY(again.open(port));
        again.hello(opened.code, oldToken);
        QTRY_COMPARE_WITH_TIMEOUT(again.count("error"), 1, 10000);
        QCOMPARE(again.last("error")["code"], json("bad_token"));
    }

    // A player who comes back after the session is over (from a new connection, or after the server's
    // restart) is told so with the standings, and does not wait for a deal that never comes.
    void aPlayerBackAfterTheSessionIsToldItIsOver() {
        QTemporaryDir dir, killed;
        const QString p = QStringLiteral("player");
        // Schnapsen to one game point: a session of one deal.
        Table t = open(dir.path(), GameCase{QStringLiteral("schnapsen"), {p, p}, QStringLiteral(R"({"target": 1})")}, 3,
                       true, 60000, machinePace());
        QVERIFY(!t.code.isEmpty());
        for (auto& client : t.clients)
            QVERIFY(waitUntil([&] { return client->count("session_over") == 1; }, 60000));
        const json result = t.clients[0]->last("session_over")["result"];
        QVERIFY(result.is_object() && !result.empty());
        std::map<int, QString> tokens;
        for (auto& client : t.clients)
            tokens[client->seat] = client->token;
        // Back from a new connection.
        t.clients[0]->ws.close();
        QTRY_COMPARE_WITH_TIMEOUT(t.server->connections(), 1, 10000);
        Client back(QStringLiteral("Gast"));
        QVERIFY(back.open(t.port));
        back.hello(t.code, tokens[0]);
        QTRY_COMPARE_WITH_TIMEOUT(back.count("session_over"), 1, 10000);
        QCOMPARE(back.seat, 0);
        QCOMPARE(back.last("session_over")["result"], result);
        QCOMPARE(back.count("deal_start"), 0);
        // After the server was killed and started again.
        for (const QString& f : QDir(dir.path()).entryList(QDir::Files))
            QVERIFY(QFile::copy(dir.filePath(f), killed.filePath(f)));
        t.server.reset();
        net::TableServer again(killed.path(), machinePace());
        const quint16 port = again.listen(0, QHostAddress::LocalHost);
        QVERIFY(port);
        for (const auto& [seat, token] : tokens) {
            Client c(QStringLiteral("Gast"));
            QVERIFY(c.open(port));
            c.hello(t.code, token);
            QTRY_COMPARE_WITH_TIMEOUT(c.count("session_over"), 1, 10000);
            QCOMPARE(c.seat, seat);
            QCOMPARE(c.last("session_over")["result"], result);
            QCOMPARE(c.count("deal_start"), 0);
        }
    }

    // The server killed mid-deal and started again on its data directory: the table is as it was
    // (the record autosaved after every action), the players come back with their resume tokens, the
    // deal goes on to its end with the record the same seed and decisions give offline, and the next
    // deal is dealt. In three games, in the first deal and in a later one.
    void serverRestartsFromItsDataDir_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("seats");
        QTest::addColumn<int>("deal");  // the deal in which the server is killed (from 0)
        QTest::addColumn<int>("after"); // ... after this many decisions of it at least; -1: before it is
                                        // dealt, while a player is asked to cut
        const QString p = QStringLiteral("player"), r = QStringLiteral("random");
        QTest::newRow("dreeg") << "dreeg" << QStringList{p, p, r} << 0 << 4;
        QTest::newRow("schnapsen") << "schnapsen" << QStringList{p, p} << 1 << 3;
        QTest::newRow("dreierles") << "dreierles" << QStringList{p, r, p} << 1 << 6;
        QTest::newRow("dreierschnapsen, between deals") << "dreierschnapsen" << QStringList{p, p, r} << 1 << -1;
    }
    void serverRestartsFromItsDataDir() {
        QFETCH(QString, game);
        QFETCH(QStringList, seats);
        QFETCH(int, deal);
        QFETCH(int, after);
        QTemporaryDir dir, killed;
        const quint64 seed = 7;
        const GameCase c{game, seats};
        const bool between = after < 0;
        Table t = open(dir.path(), c, seed, true, 60000, machinePace(), between ? deal : -1);
        QVERIFY(!t.code.isEmpty());
        QVERIFY(waitUntil(
            [&] {
                const Record* r = t.server->record(t.code);
                if (between)
                    return r && static_cast<int>(r->deals.size()) == deal &&
                           std::any_of(t.clients.begin(), t.clients.end(), [](const auto& cl) {
                               return cl->question && cl->question->value("kind", "") == "cut";
                           });
                return r && static_cast<int>(r->deals.size()) > deal && decisionsOf(r) >= after;
            },
            60000));
        // Stop answering, so that the deal is surely in its middle when the server goes: the table
        // waits for a player's answer.
        for (auto& client : t.clients)
            client->autoplay = false;
        QVERIFY(waitUntil(
            [&] {
                return std::any_of(t.clients.begin(), t.clients.end(), [](const auto& cl) { return cl->question; });
            },
            10000));
        std::map<int, QString> tokens;
        for (auto& client : t.clients)
            tokens[client->seat] = client->token;
        // Killed: its data directory as it is now, without anything the server would do on its way out.
        const Record saved = *t.server->record(t.code);
        for (const QString& f : QDir(dir.path()).entryList(QDir::Files))
            QVERIFY(QFile::copy(dir.filePath(f), killed.filePath(f)));
        QCOMPARE(static_cast<int>(saved.deals.size()), between ? deal : deal + 1);
        {
            const Replay running = replay(saved);
            QVERIFY(!running.error);
            if (between)
                QVERIFY(!running.game->inDeal() && !running.game->sessionOver());
            else
                QVERIFY(running.game->inDeal() && !saved.deals.back().actions.empty());
        }
        t.server.reset();
        for (auto& client : t.clients)
            QTRY_COMPARE_WITH_TIMEOUT(client->ws.state(), QAbstractSocket::UnconnectedState, 10000);

        net::TableServer again(killed.path(), machinePace());
        QCOMPARE(again.tables(), QStringList{t.code});
        const Record* restored = again.record(t.code);
        QVERIFY(restored);
        QCOMPARE(QString::fromStdString(writeRecord(*restored)), QString::fromStdString(writeRecord(saved)));
        const quint16 port = again.listen(0, QHostAddress::LocalHost);
        QVERIFY(port);
        std::vector<std::unique_ptr<Client>> back;
        for (const auto& [seat, token] : tokens) {
            auto client = std::make_unique<Client>(QStringLiteral("Gast %1").arg(seat + 1));
            QVERIFY(client->open(port));
            client->hello(t.code, token);
            QTRY_COMPARE_WITH_TIMEOUT(client->seat, seat, 10000);
            back.push_back(std::move(client));
        }
        // The deal goes on from where it was (or is dealt once the cut is answered), to its end, and
        // the next one is dealt (unless the session is over).
        for (auto& client : back)
            QVERIFY(waitUntil(
                [&] {
                    return client->count("deal_over") >= 1 &&
                           (client->count("deal_start") >= 2 || client->count("session_over") > 0);
                },
                60000));
        const Record* now = again.record(t.code);
        QVERIFY(static_cast<int>(now->deals.size()) >= deal + 1);
        QVERIFY(!replay(*now).error);
        for (auto& client : back) {
            QCOMPARE(client->of("deal_over").front().value("deal", -1), deal);
            QCOMPARE(client->of("deal_start").front().value("catch_up", false), !between);
        }
        // As offline: the deals dealt before the restart (a deal dealt after it is shuffled anew).
        QStringList names = namesFor(static_cast<int>(seats.size()));
        for (const auto& [seat, token] : tokens)
            names[seat] = QStringLiteral("Gast %1").arg(seat + 1);
        const int dealtBefore = between ? deal : deal + 1;
        QCOMPARE(QString::fromStdString(firstDeals(*now, dealtBefore)),
                 QString::fromStdString(offlineRecord(configFor(c, seed), names, dealtBefore)));
        for (auto& client : back) {
            const std::string leak = leakIn(*now, client->seat, client->raw);
            QVERIFY2(leak.empty(), leak.c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestServer)
#include "test_server.moc"
