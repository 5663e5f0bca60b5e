// The open-card trick-play solver: its value equals a plain minimax over every
// legal card (the same obligations the engines use) on random positions of
// every pack and trick-rule set, partnerships and partial tricks included; the
// zero-window answer is the threshold of that value; the node limit holds.
#include "dds.h"
#include "support.h"

#include <QtTest>

using namespace st;
using namespace st::ai;

namespace {

struct Config {
    const char* name;
    PackKind pack;
    int players;
    int cardsEach;
    TrickRules rules;
    bool trumps;             // a trump suit (else none)
    std::array<int, 8> side; // per seat
    bool tarockCount;        // value 3v - 2 per card (counting in threes), else face points
    int bonus;
};

const Config kConfigs[] = {
    {"schnapsen 2p closed", PackKind::Schnapsen20, 2, 5, TrickRules::strict(), true, {0, 1}, false, 0},
    {"dreeg 3p each alone", PackKind::German24, 3, 4, TrickRules::strict(), true, {0, 1, 1}, false, 0},
    {"dreeg 4p partners", PackKind::German24, 4, 3, TrickRules::strict(), true, {0, 1, 0, 1}, false, 0},
    {"kamerun no trumps", PackKind::German24, 3, 4, TrickRules::followAndBeat(), false, {1, 0, 1}, false, 0},
    {"cego 3p declarer", PackKind::Cego54, 3, 4, TrickRules::followAndTrump(), true, {0, 1, 1}, true, 0},
    {"cego 3p defenders", PackKind::Cego54, 3, 4, TrickRules::followAndTrump(), true, {1, 0, 0}, true, 0},
    {"cego 6p team", PackKind::Cego54, 6, 2, TrickRules::followAndTrump(), true, {1, 0, 0, 1, 0, 0}, false, 0},
    {"free play with bonus", PackKind::German24, 2, 5, TrickRules::free(), true, {0, 1}, false, 10},
};

/// A random position of the config: hands dealt from a shuffled pack, then
/// 0..players-1 legal cards already played to the current trick.
TrickPosition randomPosition(const Config& cfg, Rng& rng) {
    const Pack& pack = Pack::get(cfg.pack);
    TrickPosition p;
    p.pack = &pack;
    for (int s = 0; s < cfg.players; ++s)
        p.order.push_back(s);
    const CardList deck = shuffledPack(pack, rng);
    std::size_t k = 0;
    for (int i = 0; i < cfg.cardsEach; ++i)
        for (int s = 0; s < cfg.players; ++s)
            p.hands[static_cast<std::size_t>(s)] |= bit(deck[k++]);
    p.rules = cfg.rules;
    if (cfg.trumps)
        p.trump = cfg.pack == PackKind::Cego54 ? Pack::kCegoTrumpSuit : static_cast<int>(rng.below(4));
    p.side = cfg.side;
    p.useFacePoints();
    if (cfg.tarockCount)
        for (Card c : cardsOf(pack.all()))
            p.value[static_cast<std::size_t>(c)] = 3 * pack.points(c) - 2;
    p.lastTrickBonus = cfg.bonus;
    p.leader = static_cast<int>(rng.below(static_cast<std::uint64_t>(cfg.players)));
    // A partial trick: the first cards of the last trick to be completed are
    // played from the hands that follow the leader (they then hold one card fewer).
    const int played = static_cast<int>(rng.below(static_cast<std::uint64_t>(cfg.players)));
    for (int i = 0; i < played; ++i) {
        const int s = (p.leader + i) % cfg.players;
        CardList t;
        for (auto [seat, c] : p.trick)
            t.push_back(c);
        const CardSet legal = legalCards(pack, p.hands[static_cast<std::size_t>(s)], t, p.trump, p.rules);
        CardList options;
        for (Card c : cardsOf(legal))
            options.push_back(c);
        const Card c = options[static_cast<std::size_t>(rng.below(options.size()))];
        p.hands[static_cast<std::size_t>(s)] &= ~bit(c);
        p.trick.push_back({s, c});
    }
    return p;
}

} // namespace

class TestDds : public QObject {
    Q_OBJECT
  private slots:
    void equalsMinimax_data();
    void equalsMinimax();
    void reachesIsTheThreshold();
    void knownEndgame();
    void nodeLimit();
    void bestCardsKeepTheValue();
};

void TestDds::equalsMinimax_data() {
    QTest::addColumn<int>("config");
    for (int i = 0; i < static_cast<int>(std::size(kConfigs)); ++i)
        QTest::newRow(kConfigs[i].name) << i;
}

void TestDds::equalsMinimax() {
    QFETCH(int, config);
    const Config& cfg = kConfigs[config];
    Rng rng(4242 + static_cast<std::uint64_t>(config));
    DdsStats stats;
    for (int i = 0; i < 150; ++i) {
        const TrickPosition p = randomPosition(cfg, rng);
        const int expected = bruteForcePoints(p);
        const int got = ddsPoints(p, stats);
        if (got != expected)
            QFAIL(qPrintable(QStringLiteral("position %1: solver %2, minimax %3").arg(i).arg(got).arg(expected)));
        QVERIFY(got >= 0 && got <= p.remaining());
    }
    QVERIFY(stats.nodes > 0);
}

void TestDds::reachesIsTheThreshold() {
    Rng rng(77);
    for (const Config& cfg : kConfigs) {
        for (int i = 0; i < 20; ++i) {
            const TrickPosition p = randomPosition(cfg, rng);
            DdsStats stats;
            const int v = ddsPoints(p, stats);
            for (int t : {v - 1, v, v + 1}) {
                DdsStats s2;
                const auto r = ddsReaches(p, t, s2);
                QVERIFY(r.has_value());
                QCOMPARE(*r, t <= v);
            }
        }
    }
}

void TestDds::knownEndgame() {
    // Schnapsen closed, hearts trumps. Seat 0 leads and holds H-A, E-A; seat 1
    // holds H-10 and E-10. Whatever 0 leads, 1 must follow and cannot beat:
    // seat 0 takes both tricks, 11+10+11+10 = 42.
    const Pack& pack = Pack::get(PackKind::Schnapsen20);
    TrickPosition p;
    p.pack = &pack;
    p.order = {0, 1};
    p.hands[0] = toSet(test::cards(pack, "HA EA"));
    p.hands[1] = toSet(test::cards(pack, "H10 E10"));
    p.leader = 0;
    p.trump = *pack.suitFromLetter("H");
    p.rules = TrickRules::strict();
    p.side = {0, 1};
    p.useFacePoints();
    DdsStats stats;
    QCOMPARE(ddsPoints(p, stats), 42);
    // Seen from seat 1 (side 0 is now seat 1): nothing.
    p.side = {1, 0};
    QCOMPARE(ddsPoints(p, stats), 0);
    // Free play (talon open), seat 1 leading: seat 0 still takes every trick.
    p.side = {0, 1};
    p.rules = TrickRules::free();
    p.leader = 1;
    QCOMPARE(ddsPoints(p, stats), 42);
}

void TestDds::nodeLimit() {
    Rng rng(5);
    const Config big{"dreeg 3p full", PackKind::German24, 3, 8, TrickRules::strict(), true, {0, 1, 1}, false, 0};
    const TrickPosition p = randomPosition(big, rng);
    DdsStats tiny;
    QCOMPARE(ddsPoints(p, tiny, 10), -1);
    QVERIFY(tiny.nodes <= 10);
    DdsStats tiny2;
    QVERIFY(!ddsReaches(p, p.remaining() / 2, tiny2, 10).has_value());
    QVERIFY(tiny2.nodes <= 10);
    DdsStats full;
    const int v = ddsPoints(p, full);
    QVERIFY(v >= 0 && v <= p.remaining());
    QVERIFY(full.nodes > 10);
}

void TestDds::bestCardsKeepTheValue() {
    // Playing every card as TrickSolver chooses it (one table for the whole
    // walk) gives side 0 exactly the points the position is worth.
    Rng rng(99);
    for (const Config& cfg : kConfigs) {
        for (int i = 0; i < 40; ++i) {
            TrickPosition p = randomPosition(cfg, rng);
            DdsStats st;
            const int expected = ddsPoints(p, st);
            TrickSolver solver(0);
            int got = 0;
            const std::size_t n = p.order.size();
            for (;;) {
                bool cardsLeft = false;
                for (int s : p.order)
                    cardsLeft = cardsLeft || p.hands[static_cast<std::size_t>(s)] != 0;
                if (!cardsLeft)
                    break;
                const std::size_t leadAt = static_cast<std::size_t>(p.leader);
                const int mover = p.order[(leadAt + p.trick.size()) % n];
                CardList t;
                for (auto [s, c] : p.trick)
                    t.push_back(c);
                const CardSet legal =
                    legalCards(*p.pack, p.hands[static_cast<std::size_t>(mover)], t, p.trump, p.rules);
                const Card c = solver.bestCard(p, legal);
                QVERIFY(has(legal, c));
                p.hands[static_cast<std::size_t>(mover)] &= ~bit(c);
                p.trick.push_back({mover, c});
                if (p.trick.size() == n) {
                    CardList cards;
                    int pts = 0;
                    for (auto [s, d] : p.trick) {
                        cards.push_back(d);
                        pts += p.value[static_cast<std::size_t>(d)];
                    }
                    const int winner = p.trick[static_cast<std::size_t>(winningIndex(*p.pack, cards, p.trump))].first;
                    bool last = true;
                    for (int s : p.order)
                        last = last && p.hands[static_cast<std::size_t>(s)] == 0;
                    if (last)
                        pts += p.lastTrickBonus;
                    if (p.side[static_cast<std::size_t>(winner)] == 0)
                        got += pts;
                    p.trick.clear();
                    p.leader = winner;
                }
            }
            if (got != expected)
                QFAIL(qPrintable(QStringLiteral("%1, position %2: the walk took %3 of %4")
                                     .arg(QLatin1String(cfg.name))
                                     .arg(i)
                                     .arg(got)
                                     .arg(expected)));
        }
    }
}

QTEST_GUILESS_MAIN(TestDds)
#include "test_dds.moc"
