// Random self-play through the real engine: 10,000 deals per table size with
// every invariant checked (card points, every card once, strokes, one loser).
#include "selfplay.h"
#include "soak.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <map>
#include <set>
#include <tuple>

using namespace st;

class TestSelfplay : public QObject {
    Q_OBJECT

  private slots:
    void tenThousandDeals_data();
    void tenThousandDeals();
    void sameSeedSameSession();
    void soakCoversEveryPresetAndTableSize();
    void soakIsTheSameOnAnyNumberOfThreads();
};

void TestSelfplay::tenThousandDeals_data() {
    QTest::addColumn<int>("players");
    QTest::newRow("four") << 4;
    QTest::newRow("three") << 3;
    QTest::newRow("two") << 2;
}

void TestSelfplay::tenThousandDeals() {
    QFETCH(int, players);
    const GameInfo* info = findGame("dreeg");
    nlohmann::json summary;
    Variant v(info->options);
    if (players == 2) // Kamerun needs three or four: the other phases, there and back
        QVERIFY(
            v.set("phases", std::vector<std::string>{"66", "rot_assen", "rufen", "rufen", "rot_assen", "66"}).empty());
    const SelfplayResult r = selfplay(*info, v, players, 10000, 77, summary);
    QCOMPARE(r.deals, 10000);
    for (const auto& msg : r.violations)
        qWarning("%s", msg.c_str());
    QVERIFY(r.violations.empty());
    QVERIFY(r.sessions > 100);
    long long bollern = 0;
    for (const auto& b : summary["bollern"])
        bollern += b.get<long long>();
    // One Bollern per loser; only Kamerun can have several losers in a phase.
    QCOMPARE(bollern, summary["phase_losers"].get<long long>());
    QVERIFY(bollern >= summary["phases_played"].get<long long>());
    if (players == 2)
        QCOMPARE(bollern, summary["phases_played"].get<long long>());
}

void TestSelfplay::sameSeedSameSession() {
    const GameInfo* info = findGame("dreeg");
    nlohmann::json a, b, c;
    selfplay(*info, Variant(info->options), 4, 500, 9, a);
    selfplay(*info, Variant(info->options), 4, 500, 9, b);
    selfplay(*info, Variant(info->options), 4, 500, 10, c);
    QCOMPARE(QString::fromStdString(a.dump()), QString::fromStdString(b.dump()));
    QVERIFY(a["bollern"] != c["bollern"] || a["phases_played"] != c["phases_played"]);
}

// The soak plays every preset of every game, at every table size the preset
// allows, the deals shared out exactly.
void TestSelfplay::soakCoversEveryPresetAndTableSize() {
    const auto plan = soakPlan(1000, "", 1, 150);
    std::map<std::pair<std::string, std::string>, int> deals;
    std::set<std::tuple<std::string, std::string, int>> sizes;
    for (const SoakRow& r : plan) {
        QVERIFY(r.deals > 0 && r.deals <= 150);
        deals[{r.game->id, r.preset->id}] += r.deals;
        sizes.insert({r.game->id, r.preset->id, r.players});
    }
    int presets = 0;
    for (const GameInfo& g : games())
        for (const RulePreset& p : g.presets) {
            ++presets;
            QCOMPARE((deals[{g.id, p.id}]), 1000);
            const Variant v = presetVariant(g, p);
            for (int n = g.minPlayers; n <= g.maxPlayers; ++n)
                QCOMPARE((sizes.count({g.id, p.id, n}) == 1), validateSetup(g, v, n).empty());
        }
    QCOMPARE(static_cast<int>(deals.size()), presets);
    // Dappen's presets are played from three to eight seats (eight with the dealer out).
    QVERIFY(sizes.count({"dappen", "furtwangen", 8}) == 1);
    QCOMPARE(soakPlan(1000, "schnapsen", 1).size(), findGame("schnapsen")->presets.size());
    // Different runs get different shuffles.
    std::set<std::uint64_t> seeds;
    for (const SoakRow& r : plan)
        seeds.insert(r.seed);
    QCOMPARE(seeds.size(), plan.size());
}

void TestSelfplay::soakIsTheSameOnAnyNumberOfThreads() {
    const auto plan = soakPlan(12, "", 7);
    const auto one = runSoak(plan, 1);
    int called = 0;
    const auto two = runSoak(plan, 2, [&](const SoakOutcome&) { ++called; });
    QCOMPARE(called, static_cast<int>(plan.size()));
    QCOMPARE(one.size(), plan.size());
    for (std::size_t i = 0; i < plan.size(); ++i) {
        QCOMPARE(one[i].row.game, plan[i].game);
        QCOMPARE(one[i].result.deals, plan[i].deals);
        QCOMPARE(two[i].result.deals, one[i].result.deals);
        QCOMPARE(two[i].result.sessions, one[i].result.sessions);
        if (!one[i].result.violations.empty())
            QFAIL((plan[i].game->id + " " + plan[i].preset->id + ": " + one[i].result.violations.front()).c_str());
    }
}

QTEST_APPLESS_MAIN(TestSelfplay)
#include "test_selfplay.moc"
