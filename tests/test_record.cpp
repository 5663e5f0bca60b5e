// The game record: round trip, and clear messages for bad files.
#include "record.h"
#include "selfplay.h"

#include <QFile>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace st;

namespace {
std::string slurp(const char* name) {
    QFile f(QStringLiteral(STAMMTISCH_TEST_DATA "/records/") + QString::fromLatin1(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing %s", name);
    return f.readAll().toStdString();
}
RecordError errorOf(const std::string& text) {
    auto r = parseRecord(text);
    if (!std::holds_alternative<RecordError>(r))
        return {"(none)", "accepted"};
    return std::get<RecordError>(r);
}
} // namespace

class TestRecord : public QObject {
    Q_OBJECT

  private slots:
    void roundTrip();
    void selfplayedSessionRoundTrip();
    void errorsSayWhere_data();
    void errorsSayWhere();
    void errorsAreCodes();
    void illegalActionNamed();
    void garbageNeverCrashes();
    void variantText();
    void olderFormatGetsItsDraws();
    void drawsAreExplicit();
};

void TestRecord::roundTrip() {
    auto r = parseRecord(slurp("two_two_deals.json"));
    QVERIFY(std::holds_alternative<Record>(r));
    const Record& rec = std::get<Record>(r);
    QCOMPARE(rec.players.size(), std::size_t(2));
    QCOMPARE(rec.deals.size(), std::size_t(2));
    const std::string written = writeRecord(rec);
    auto again = parseRecord(written);
    QVERIFY(std::holds_alternative<Record>(again));
    QCOMPARE(writeRecord(std::get<Record>(again)), written);
    // The written record names every option in full.
    QVERIFY(written.find("\"strokes\"") != std::string::npos);
}

void TestRecord::selfplayedSessionRoundTrip() {
    // A session played by the computer, written and read back, replays to the same standings.
    const GameInfo* info = findGame("dreeg");
    Variant v(info->options);
    QVERIFY(v.set("strokes", 3).empty());
    Rng rng(11);
    auto g = info->create(v, 4);
    Record rec;
    rec.game = info;
    rec.variant = v;
    rec.players = {"A", "B", "C", "D"};
    while (!g->sessionOver()) {
        DealRecord d;
        d.setup = dealNext(*g, rng);
        QVERIFY(g->startDeal(d.setup).empty());
        while (g->inDeal()) {
            auto legal = g->legalActions();
            Action a = legal[std::size_t(rng.below(legal.size()))];
            d.actions.push_back(a);
            g->apply(a);
        }
        rec.deals.push_back(d);
    }
    auto parsed = parseRecord(writeRecord(rec));
    QVERIFY(std::holds_alternative<Record>(parsed));
    Replay r = replay(std::get<Record>(parsed));
    QVERIFY(!r.error);
    nlohmann::json a, b;
    g->reportStandings(a);
    r.game->reportStandings(b);
    QCOMPARE(QString::fromStdString(b.dump()), QString::fromStdString(a.dump()));
    QVERIFY(r.game->sessionOver());
}

void TestRecord::errorsSayWhere_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("contains");
    const QString head = QStringLiteral(
        R"({"format": "stammtisch-record/1", "game": "dreeg", "variant": {"phases": ["66"]}, "players": ["A", "B"], )");
    QTest::newRow("syntax") << QStringLiteral("{\n  \"format\": \n}") << "line 3, column 1"
                            << "not valid JSON";
    QTest::newRow("not an object") << "[1, 2]"
                                   << ""
                                   << "JSON object";
    QTest::newRow("format") << R"({"format": "x", "game": "dreeg", "players": [], "deals": []})"
                            << "format"
                            << "stammtisch-record/1";
    QTest::newRow("game") << R"({"format": "stammtisch-record/1", "game": "skat", "players": [], "deals": []})"
                          << "game"
                          << "unknown game";
    QTest::newRow("players") << R"({"format": "stammtisch-record/1", "game": "dreeg", "players": ["A"], "deals": []})"
                             << "players"
                             << "2 to 5";
    QTest::newRow("option") << head + R"("variant": {"strokes": 99}, "deals": []})"
                            << "variant.strokes"
                            << "between";
    QTest::newRow("unknown option") << head + R"("variant": {"beer": true}, "deals": []})"
                                    << "variant.beer"
                                    << "unknown option";
    QTest::newRow("card code") << head + R"("deals": [{"dealer": 0, "hands": [["EA", "XX"], []]}]})"
                               << "deals[0].hands[0][1]"
                               << "not a card";
    QTest::newRow("dealer") << head + R"("deals": [{"dealer": 5, "hands": [[], []]}]})"
                            << "deals[0].dealer"
                            << "seat from 0 to 1";
    QTest::newRow("act")
        << head + R"("deals": [{"dealer": 0, "hands": [[], []], "actions": [{"seat": 0, "act": "jump"}]}]})"
        << "deals[0].actions[0].act"
        << "unknown action";
    QTest::newRow("play needs card")
        << head + R"("deals": [{"dealer": 0, "hands": [[], []], "actions": [{"seat": 0, "act": "play"}]}]})"
        << "deals[0].actions[0]"
        << "needs \"card\"";
    QTest::newRow("unknown field") << head + R"("deals": [], "extra": 1})"
                                   << ""
                                   << "unknown field";
    // Found by fuzzing: a number too large for a double has no byte offset of its own in nlohmann's error.
    QTest::newRow("number overflow") << QStringLiteral("{\n  \"format\": 1e400\n}") << "line 2, column 17"
                                     << "number overflow";
    // Found by fuzzing: 2^64 - 1 was read as -1 (a seat, a dealer, an index).
    QTest::newRow("huge seat")
        << head +
               R"("deals": [{"dealer": 0, "hands": [[], []], "actions": [{"seat": 18446744073709551615, "act": "pass"}]}]})"
        << "deals[0].actions[0].seat"
        << "out of range";
    QTest::newRow("huge dealer") << head + R"("deals": [{"dealer": 18446744073709551615, "hands": [[], []]}]})"
                                 << "deals[0].dealer"
                                 << "out of range";
}

void TestRecord::errorsSayWhere() {
    QFETCH(QString, text);
    QFETCH(QString, where);
    QFETCH(QString, contains);
    const RecordError e = errorOf(text.toStdString());
    QCOMPARE(QString::fromStdString(e.where), where);
    QVERIFY2(QString::fromStdString(e.message).contains(contains), e.message.c_str());
}

// The loader reports a code with its details (the UI words it in the player's language) and
// a syntax error's line and column as numbers; text() keeps the English for the command line.
void TestRecord::errorsAreCodes() {
    const std::string good = slurp("two_two_deals.json");
    const RecordError cut = errorOf(good.substr(0, 40));
    QCOMPARE(cut.code, RecordErrorCode::Truncated);
    QCOMPARE(cut.line, 3);
    QCOMPARE(cut.column, 4); // after the three characters of line 3
    QVERIFY2(cut.text().rfind("line 3, column 4: not valid JSON (", 0) == 0, cut.text().c_str());
    const RecordError syntax = errorOf("{\n  \"format\": x}");
    QCOMPARE(syntax.code, RecordErrorCode::NotJson);
    QCOMPARE(syntax.line, 2);
    std::string card = good;
    card.replace(card.find(R"("card": "HA")"), 12, R"("card": "XX")");
    const RecordError notCard = errorOf(card);
    QCOMPARE(notCard.code, RecordErrorCode::NotACard);
    QCOMPARE(notCard.where, std::string("deals[0].actions[0].card"));
    QCOMPARE(notCard.args.at(0), std::string("XX"));
    QCOMPARE(notCard.text(), std::string(R"(deals[0].actions[0].card: "XX" is not a card of the german24 pack)"));
    std::string crowd = good;
    crowd.replace(crowd.find(R"(["Anna", "Bert"])"), 16, R"(["A", "B", "C", "D", "E", "F", "G"])");
    const RecordError players = errorOf(crowd);
    QCOMPARE(players.code, RecordErrorCode::PlayerCount);
    QCOMPARE(players.args, (std::vector<std::string>{"Dreeg", "2", "5", "7", "dreeg"}));
    QCOMPARE(players.message, std::string("Dreeg is played by 2 to 5 players, found 7"));
    // Every code has its English.
    for (int c = 1; c <= static_cast<int>(kLastRecordErrorCode); ++c)
        QVERIFY2(!recordErrorEnglish(static_cast<RecordErrorCode>(c), {"a", "b", "c", "d"}).empty(),
                 std::to_string(c).c_str());
}

void TestRecord::illegalActionNamed() {
    auto r = parseRecord(slurp("two_illegal_follow.json"));
    QVERIFY(std::holds_alternative<Record>(r));
    Replay rep = replay(std::get<Record>(r));
    QVERIFY(rep.error);
    QCOMPARE(rep.error->kind, ReplayError::Kind::Illegal);
    QCOMPARE(rep.error->deal, 0);
    QCOMPARE(rep.error->action, 2);
    QCOMPARE(rep.error->seat, 0);
    QCOMPARE(rep.error->refusal.reason, Reason::MustFollow);
}

void TestRecord::garbageNeverCrashes() {
    // Truncations and byte flips of a valid record: always a record or an error, never a crash.
    const std::string good = slurp("two_two_deals.json");
    Rng rng(1);
    for (int i = 0; i < 3000; ++i) {
        std::string t = good;
        if (i % 2)
            t.resize(std::size_t(rng.below(t.size())));
        else
            for (int k = 0; k < 3; ++k)
                t[std::size_t(rng.below(t.size()))] = static_cast<char>(32 + rng.below(90));
        auto r = parseRecord(t);
        if (auto* rec = std::get_if<Record>(&r))
            (void)replay(*rec);
    }
}

// The CLI's --variant text: found by fuzzing, a number too large for a double
// escaped parseVariant as an exception (the CLI aborted).
void TestRecord::variantText() {
    const GameInfo& dreeg = *findGame("dreeg");
    RecordError e;
    const auto ok = parseVariant(dreeg, R"({"strokes": 10})", e);
    QVERIFY(ok);
    QCOMPARE(ok->getInt("strokes"), 10);
    QVERIFY(!parseVariant(dreeg, R"({"strokes": 1e400})", e));
    QCOMPARE(QString::fromStdString(e.where), QStringLiteral("variant"));
    QVERIFY(!parseVariant(dreeg, R"({"strokes": 18446744073709551615})", e));
    QCOMPARE(QString::fromStdString(e.where), QStringLiteral("variant.strokes"));
    QVERIFY2(e.message.find("out of range") != std::string::npos, e.message.c_str());
}

// Format 1 left two-player 66's draws implicit (the next lead drew for both);
// it is still read, each draw put where it happened, and written as format 2.
void TestRecord::olderFormatGetsItsDraws() {
    const std::string text = slurp("two_two_deals.json");
    QVERIFY(text.find("stammtisch-record/1") != std::string::npos);
    auto r = parseRecord(text);
    QVERIFY(std::holds_alternative<Record>(r));
    const Record& rec = std::get<Record>(r);
    int draws = 0;
    for (const auto& d : rec.deals)
        for (const Action& a : d.actions)
            draws += a.act == Act::Draw ? 1 : 0;
    QCOMPARE(draws, 7); // after three of the first deal's four tricks (closed before drawing), four of the second's
    Replay rep = replay(rec);
    QVERIFY(!rep.error);
    QCOMPARE(rep.deals.size(), std::size_t(2));
    const std::string written = writeRecord(rec);
    QVERIFY(written.find("stammtisch-record/2") != std::string::npos);
    QVERIFY(written.find("\"draw\"") != std::string::npos);
    // "drawn" belonged to format 1 only.
    auto j = nlohmann::json::parse(written);
    j["deals"][0]["actions"][0]["drawn"] = true;
    const RecordError e = errorOf(j.dump());
    QCOMPARE(QString::fromStdString(e.where), QStringLiteral("deals[0].actions[0]"));
    QVERIFY2(e.message.find("drawn") != std::string::npos, e.message.c_str());
}

// In format 2 a lead before drawing is refused: the record names it.
void TestRecord::drawsAreExplicit() {
    auto r = parseRecord(slurp("two_two_deals.json"));
    QVERIFY(std::holds_alternative<Record>(r));
    auto j = nlohmann::json::parse(writeRecord(std::get<Record>(r)));
    auto& actions = j["deals"][0]["actions"];
    std::size_t firstDraw = 0;
    while (firstDraw < actions.size() && actions[firstDraw]["act"] != "draw")
        ++firstDraw;
    QVERIFY(firstDraw < actions.size());
    actions.erase(firstDraw);
    auto again = parseRecord(j.dump());
    QVERIFY(std::holds_alternative<Record>(again));
    Replay rep = replay(std::get<Record>(again));
    QVERIFY(rep.error);
    QCOMPARE(rep.error->kind, ReplayError::Kind::Illegal);
    QCOMPARE(rep.error->action, static_cast<int>(firstDraw));
    QCOMPARE(rep.error->refusal.reason, Reason::MustDrawFirst);
}

QTEST_APPLESS_MAIN(TestRecord)
#include "test_record.moc"
