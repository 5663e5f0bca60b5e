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
    const SelfplayResult r = selfplay(*info, Variant(info->options), players, 10000, 77, summary);
    QCOMPARE(r.deals, 10000);
    for (const auto& v : r.violations)
        qWarning("%s", v.c_str());
    QVERIFY(r.violations.empty());
    QVERIFY(r.sessions > 100);
    long long bollern = 0;
    for (const auto& b : summary["bollern"])
        bollern += b.get<long long>();
    QCOMPARE(bollern, summary["phases_played"].get<long long>()); // exactly one loser per phase
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
