// Random self-play through the real engine: 10,000 deals per table size with
// every invariant checked (card points, every card once, strokes, one loser).
#include "selfplay.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace st;

class TestSelfplay : public QObject {
    Q_OBJECT

  private slots:
    void tenThousandDeals_data();
    void tenThousandDeals();
    void sameSeedSameSession();
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

QTEST_APPLESS_MAIN(TestSelfplay)
#include "test_selfplay.moc"
