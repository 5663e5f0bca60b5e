// Flow within a Dreeg phase: dropping out, dealing rotation, the phase loser's Bollern.
#include "dreeg/dreeg.h"
#include "record.h"
#include "selfplay.h"

#include <QFile>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace st;
using namespace st::dreeg;

class TestSession : public QObject {
    Q_OBJECT

  private slots:
    void twoDealSession();
    void phaseEndsWithBollern();
    void rotationAndDropOut();
    void dealerMustFollowRotation();
    void completeThreePlayerSession();
    void neustadtCount();
    void bambergerKamerunDownToTwo();
};

namespace {
Record load(const char* name) {
    QFile f(QStringLiteral(STAMMTISCH_TEST_DATA "/records/") + QString::fromLatin1(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing %s", name);
    auto r = parseRecord(f.readAll().toStdString());
    if (!std::holds_alternative<Record>(r))
        qFatal("bad record %s: %s", name, std::get<RecordError>(r).text().c_str());
    return std::get<Record>(r);
}
} // namespace

void TestSession::twoDealSession() {
    // Deal 1: Bert closes, reaches 69 and goes out; Anna has 40: Bert erases 1.
    // Deal 2: the deal passes to Bert; Anna (forehand) goes out with 46 + 20 and Bert has no trick: Anna erases 3.
    Replay r = replay(load("two_two_deals.json"));
    QVERIFY(!r.error);
    QCOMPARE(r.deals.size(), std::size_t(2));
    QCOMPARE(r.deals[0]["delta"].get<std::vector<int>>(), (std::vector<int>{0, 1}));
    QCOMPARE(r.deals[1]["delta"].get<std::vector<int>>(), (std::vector<int>{3, 0}));
    auto* g = static_cast<DreegGame*>(r.game.get());
    QCOMPARE(g->strokes(0), 4);
    QCOMPARE(g->strokes(1), 6);
    QVERIFY(!g->sessionOver());
}

void TestSession::phaseEndsWithBollern() {
    // Three strokes each; Bert erases all three at once and drops out: Anna,
    // the last player with strokes, loses the phase and marks a Bollern.
    Replay r = replay(load("two_schwarz_session.json"));
    QVERIFY(!r.error);
    auto* g = static_cast<DreegGame*>(r.game.get());
    QCOMPARE(g->bollern(0), 1);
    QCOMPARE(g->bollern(1), 0);
    QVERIFY(g->sessionOver());
    QCOMPARE(g->phaseLosses().size(), std::size_t(1));
    QCOMPARE(g->phaseLosses()[0].losers, std::vector<int>{0});
}

void TestSession::rotationAndDropOut() {
    // Four at the table, three strokes each, random legal play: every deal's
    // dealer is the next seat to the left that took part in the previous deal
    // (so a player who has just dropped out still deals once), only players
    // with strokes get cards, and each phase ends with exactly one Bollern.
    const GameInfo* info = findGame("dreeg");
    Variant v(info->options);
    QVERIFY(v.set("strokes", 3).empty());
    QVERIFY(v.set("phases", std::vector<std::string>{"66", "66", "66"}).empty());
    Rng rng(2024);
    int droppedDealerDeals = 0, threePlayerDeals = 0, twoPlayerDeals = 0;
    for (int session = 0; session < 40; ++session) {
        DreegGame g(v, 4);
        std::vector<int> prevOrder;
        int prevDealer = -1;
        int phase = 0;
        while (!g.sessionOver()) {
            const DealSetup s = dealNext(g, rng);
            if (g.phaseIndex() == phase && prevDealer >= 0) {
                int expect = -1;
                for (int k = 1; k <= 4 && expect < 0; ++k) {
                    int seat = (prevDealer + k) % 4;
                    if (std::find(prevOrder.begin(), prevOrder.end(), seat) != prevOrder.end())
                        expect = seat;
                }
                QCOMPARE(s.dealer, expect);
                if (g.strokes(s.dealer) == 0)
                    ++droppedDealerDeals;
            }
            phase = g.phaseIndex();
            QVERIFY(g.startDeal(s).empty());
            const auto& order = g.currentDeal()->table().order;
            for (int seat = 0; seat < 4; ++seat) {
                const bool plays = std::find(order.begin(), order.end(), seat) != order.end();
                QCOMPARE(plays, g.strokes(seat) > 0);
            }
            threePlayerDeals += order.size() == 3;
            twoPlayerDeals += order.size() == 2;
            while (g.inDeal()) {
                auto legal = g.legalActions();
                g.apply(legal[std::size_t(rng.below(legal.size()))]);
            }
            for (int seat = 0; seat < 4; ++seat)
                QVERIFY(g.strokes(seat) >= 0);
            prevOrder = order;
            prevDealer = s.dealer;
            if (g.phaseIndex() != phase)
                prevDealer = -1; // the loser chooses the next first dealer
        }
        int total = 0;
        for (int seat = 0; seat < 4; ++seat)
            total += g.bollern(seat);
        QCOMPARE(total, 3);
        QVERIFY(g.invariantViolations().empty());
    }
    // The cases above really happened.
    QVERIFY(droppedDealerDeals > 0);
    QVERIFY(threePlayerDeals > 0);
    QVERIFY(twoPlayerDeals > 0);
}

void TestSession::dealerMustFollowRotation() {
    Record rec = load("two_two_deals.json");
    rec.deals[1].setup.dealer = 0; // the deal should pass to seat 1
    Replay r = replay(rec);
    QVERIFY(r.error);
    QCOMPARE(r.error->kind, ReplayError::Kind::Malformed);
    QVERIFY(r.error->error.message.find("passes to seat 1") != std::string::npos);
}

void TestSession::completeThreePlayerSession() {
    // A hand-written record of all eight phases for three players, kept short by one stroke per
    // slate and the penalised-revokes variant. Worked out by hand from dreeg.txt:
    //  1 66: Anna must trump Bert's EA (she holds bells, the trump suit) but plays HU: the others
    //        erase, Anna is left with her stroke and loses.        Bollern Anna
    //  2 Rot-Assen: Bert holds the Ace of hearts and surrenders: the others erase two. Bert
    //  3 Rufen: Christa calls EK (Anna's); Anna does not follow Christa's E10.         Anna
    //  4 Kamerun: Bert leads acorns again after winning an acorn trick: he erases 3.   Bert
    //  5 Kamerun: Anna holds E9 but plays HA to Christa's EU: she erases 3.            Anna
    //  6 Rufen: Anna calls EK (Bert's); Bert does not follow Anna's E10.               Bert
    //  7 Rot-Assen: Christa holds the Ace of hearts and surrenders.                    Christa
    //  8 66: Bert holds leaves but plays HA to Anna's LA.                              Bert
    Replay r = replay(load("../dreeg/three_player_session.json"));
    QVERIFY(!r.error);
    auto* g = static_cast<DreegGame*>(r.game.get());
    QVERIFY(g->sessionOver());
    QCOMPARE(r.deals.size(), std::size_t(8));
    const std::vector<std::vector<int>> losers = {{0}, {1}, {0}, {1}, {0}, {1}, {2}, {1}};
    QCOMPARE(g->phaseLosses().size(), losers.size());
    for (std::size_t i = 0; i < losers.size(); ++i)
        QCOMPARE(g->phaseLosses()[i].losers, losers[i]);
    QCOMPARE(g->bollern(0), 3);
    QCOMPARE(g->bollern(1), 4);
    QCOMPARE(g->bollern(2), 1);
}

void TestSession::neustadtCount() {
    // "the winner of each game receives a blob and the first to seven is the overall winner": the
    // first player to erase all strokes wins the phase; the phases repeat until someone has seven.
    const GameInfo* info = findGame("dreeg");
    Variant v(info->options);
    QVERIFY(v.set("neustadt", true).empty());
    QVERIFY(v.set("strokes", 2).empty());
    QVERIFY(v.set("phases", std::vector<std::string>{"66", "rot_assen", "rufen"}).empty());
    DreegGame g(v, 3);
    Rng rng(8);
    std::vector<int> wins(3, 0);
    std::vector<int> firstOut;
    int phase = 0;
    while (!g.sessionOver()) {
        QVERIFY(g.startDeal(dealNext(g, rng)).empty());
        while (g.inDeal()) {
            auto legal = g.legalActions();
            g.apply(legal[std::size_t(rng.below(legal.size()))]);
        }
        if (firstOut.empty() && g.phaseIndex() == phase)
            for (int s = 0; s < 3; ++s)
                if (g.strokes(s) == 0)
                    firstOut.push_back(s);
        if (g.phaseIndex() != phase) {
            if (firstOut.empty()) // the phase ended in the deal of the first drop-out(s)
                for (int s = 0; s < 3; ++s)
                    if (g.lastResult().delta[std::size_t(s)] > 0 &&
                        std::find(g.phaseLosses().back().losers.begin(), g.phaseLosses().back().losers.end(), s) ==
                            g.phaseLosses().back().losers.end())
                        firstOut.push_back(s);
            for (int s : firstOut)
                ++wins[std::size_t(s)];
            firstOut.clear();
            phase = g.phaseIndex();
        }
    }
    for (int s = 0; s < 3; ++s)
        QCOMPARE(g.wins(s), wins[std::size_t(s)]);
    QCOMPARE(*std::max_element(wins.begin(), wins.end()), 7);
    QVERIFY(g.phaseIndex() > 3); // the phase list repeated
}

void TestSession::bambergerKamerunDownToTwo() {
    // Bamberger's Kamerun lets players drop out, so four can come down to two (ruling 14): the two
    // are dealt six each, the other twelve lie aside unseen, the fewer points erase 1, and the
    // phase ends with one loser. Before the ruling the engine refused its own deal there.
    const GameInfo* info = findGame("dreeg");
    Variant v = presetVariant(*info, *findPreset(*info, "bamberger"));
    QVERIFY(v.set("phases", std::vector<std::string>{"kamerun"}).empty());
    int twoLeftDeals = 0, ranked = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        DreegGame g(v, 4);
        Rng rng(seed);
        while (!g.sessionOver()) {
            const DealSetup d = dealNext(g, rng);
            QCOMPARE(QString::fromStdString(g.startDeal(d)), QString());
            std::vector<int> active;
            for (int s = 0; s < 4; ++s)
                if (g.strokes(s) > 0)
                    active.push_back(s);
            if (active.size() == 2) {
                ++twoLeftDeals;
                QCOMPARE(d.stock.size(), std::size_t(12));
                CardSet seen = 0;
                for (int s = 0; s < 4; ++s) {
                    const SeatView view = g.view(s);
                    seen |= view.hand;
                    QCOMPARE(view.talonSize, 0);
                    QCOMPARE(view.handSizes[std::size_t(s)], std::count(active.begin(), active.end(), s) ? 6 : 0);
                }
                QCOMPARE(count(seen & toSet(d.stock)), 0); // nobody sees the cards set aside
            }
            while (g.inDeal()) {
                auto legal = g.legalActions();
                g.apply(legal[std::size_t(rng.below(legal.size()))]);
            }
            if (const auto v2 = g.invariantViolations(); !v2.empty())
                QFAIL(v2.front().c_str());
            if (active.size() == 2) {
                nlohmann::json rep;
                g.reportDeal(rep);
                const std::vector<int> delta = g.lastResult().delta;
                if (rep["outcome"] == "ranking") { // not a Durchmarsch or sweep
                    ++ranked;
                    const int a = active[0], b = active[1];
                    QCOMPARE(delta[std::size_t(a)] + delta[std::size_t(b)], 1);
                    const int pa = g.lastResult().cardPoints[std::size_t(a)];
                    const int pb = g.lastResult().cardPoints[std::size_t(b)];
                    if (pa != pb) // the fewer points erase
                        QCOMPARE(delta[std::size_t(pa < pb ? a : b)], 1);
                }
            }
        }
        QCOMPARE(g.phaseLosses().size(), std::size_t(1));
        QCOMPARE(g.phaseLosses()[0].losers.size(), std::size_t(1));
        QCOMPARE(g.strokes(g.phaseLosses()[0].losers[0]) > 0, true);
    }
    QVERIFY2(twoLeftDeals > 20, qPrintable(QString::number(twoLeftDeals)));
    QVERIFY(ranked > 10);
}

QTEST_APPLESS_MAIN(TestSession)
#include "test_session.moc"
