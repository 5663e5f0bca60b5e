// stammtisch-cli as an outside program sees it: output and every exit code.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestCli : public QObject {
    Q_OBJECT

  private:
    struct Run {
        int code = -1;
        QByteArray out, err;
    };
    Run cli(const QStringList& args) {
        QProcess p;
        p.start(QStringLiteral(STAMMTISCH_CLI), args);
        if (!p.waitForFinished(60000)) {
            p.kill();
            return {};
        }
        return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
    }
    static QString data(const char* name) { return QStringLiteral(STAMMTISCH_TEST_DATA "/") + QLatin1String(name); }

  private slots:
    void replayPrintsStrokes();
    void replayStandings();
    void legalActions();
    void legalBetweenDeals();
    void illegalExits3();
    void malformedExits4_data();
    void malformedExits4();
    void usageExits2_data();
    void usageExits2();
    void selfplaySummary();
    void soakTable();
    void selfplayWithComputerLevel();
    void selfplayBids();
    void helpForEachCommand();
    void rulesPreset();
    void wegloescherFiveAtTheTable();
};

void TestCli::replayPrintsStrokes() {
    const Run r = cli({QStringLiteral("replay"), data("records/two_two_deals.json")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    const QJsonArray deals = o[QStringLiteral("deals")].toArray();
    QCOMPARE(deals.size(), 2);
    QCOMPARE(deals[0].toObject()[QStringLiteral("delta")].toArray(), (QJsonArray{0, 1}));
    QCOMPARE(deals[0].toObject()[QStringLiteral("card_points")].toArray(), (QJsonArray{40, 69}));
    QCOMPARE(deals[1].toObject()[QStringLiteral("delta")].toArray(), (QJsonArray{3, 0}));
    QCOMPARE(deals[1].toObject()[QStringLiteral("card_points")].toArray(), (QJsonArray{66, 0}));
}

void TestCli::replayStandings() {
    const Run r = cli({QStringLiteral("replay"), data("records/two_schwarz_session.json")});
    QCOMPARE(r.code, 0);
    const QJsonObject s = QJsonDocument::fromJson(r.out).object()[QStringLiteral("standings")].toObject();
    QCOMPARE(s[QStringLiteral("strokes")].toArray(), (QJsonArray{3, 0})); // the last phase's slates stay
    QCOMPARE(s[QStringLiteral("bollern")].toArray(), (QJsonArray{1, 0}));
    QCOMPARE(s[QStringLiteral("session_over")].toBool(), true);
}

void TestCli::legalActions() {
    // After forehand's EA with the talon closed, the dealer must follow with E9 or EU.
    QTemporaryDir dir;
    QFile in(data("records/two_illegal_follow.json"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray text = in.readAll();
    text.replace(R"(,
        {"seat": 0, "act": "play", "card": "LK"})",
                 "");
    const QString path = dir.filePath(QStringLiteral("partial.json"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(text);
    out.close();
    const Run r = cli({QStringLiteral("legal"), path});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o[QStringLiteral("seat")].toInt(), 0);
    const QJsonArray acts = o[QStringLiteral("actions")].toArray();
    QCOMPARE(acts.size(), 2);
    QCOMPARE(acts[0].toObject()[QStringLiteral("card")].toString(), QStringLiteral("EU"));
    QCOMPARE(acts[1].toObject()[QStringLiteral("card")].toString(), QStringLiteral("E9"));
    QCOMPARE(acts[0].toObject()[QStringLiteral("act")].toString(), QStringLiteral("play"));
}

void TestCli::legalBetweenDeals() {
    const Run r = cli({QStringLiteral("legal"), data("records/two_two_deals.json")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QVERIFY(o[QStringLiteral("seat")].isNull());
    QCOMPARE(o[QStringLiteral("next_deal")].toObject()[QStringLiteral("dealer")].toInt(), 0);
}

void TestCli::illegalExits3() {
    const Run r = cli({QStringLiteral("replay"), data("records/two_illegal_follow.json")});
    QCOMPARE(r.code, 3);
    const QString e = QString::fromUtf8(r.err);
    QVERIFY2(e.contains(QLatin1String("deal 0, action 2, seat 0")), qPrintable(e));
    QVERIFY2(e.contains(QLatin1String("must follow suit")), qPrintable(e));
}

void TestCli::malformedExits4_data() {
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("empty") << QByteArray() << "line 1";
    QTest::newRow("binary") << QByteArray("\x00\x01\xff\xfe", 4) << "not valid JSON";
    QTest::newRow("wrong card")
        << QByteArray(R"({"format": "stammtisch-record/1", "game": "dreeg", "variant": {"phases": ["66"]},
        "players": ["A", "B"], "deals": [{"dealer": 0, "hands": [["EA"], ["Q7"]]}]})")
        << "deals[0].hands[1][0]";
    QTest::newRow("wrong deal size")
        << QByteArray(R"({"format": "stammtisch-record/1", "game": "dreeg", "variant": {"phases": ["66"]},
        "players": ["A", "B"], "deals": [{"dealer": 0, "hands": [["EA"], ["E10"]]}]})")
        << "deals[0]";
    // Every other way a file can be wrong names the place: a line and column, or a JSON path.
    const QByteArray head = R"({"format": "stammtisch-record/2", "game": "dreeg", "variant": {"phases": ["66"]},
        "players": ["A", "B"], )";
    const QByteArray deal = R"({"dealer": 0, "hands": [["HK", "HO", "EK", "EO", "LK", "LO"],
        ["HA", "H10", "EA", "E10", "LA", "L10"]],
        "stock": ["SA", "S10", "SK", "SO", "SU", "HU", "H9", "EU", "E9", "LU", "L9", "S9"])";
    QTest::newRow("truncated") << QByteArray(R"({"format": "stammtisch-record/2", "game": "dre)")
                               << "line 1, column 47"; // the end of the file
    QTest::newRow("syntax on line 3") << QByteArray(
                                             "{\n  \"format\": \"stammtisch-record/2\",\n  \"game\" \"dreeg\"\n}")
                                      << "line 3, column 16"; // the end of the unexpected "dreeg"
    QTest::newRow("trailing garbage") << head + R"("deals": []} x)"
                                      << "line 2, column 45"; // the x
    QTest::newRow("ill-formed UTF-8") << QByteArray("{\"game\": \"\xff\"}") << "line 1, column 11";
    // Found by fuzzing: a number too large for a double was reported without its place.
    QTest::newRow("number overflow") << QByteArray("{\n  \"format\": 1e400\n}") << "line 2, column 17";
    QTest::newRow("not an object") << QByteArray("[1, 2]") << "a record must be a JSON object";
    QTest::newRow("no format") << QByteArray(R"({"game": "dreeg"})") << "missing field \"format\"";
    QTest::newRow("newer format") << QByteArray(R"({"format": "stammtisch-record/9"})") << "format: must be";
    QTest::newRow("unknown game") << QByteArray(R"({"format": "stammtisch-record/2", "game": "skat"})")
                                  << "game: unknown game";
    QTest::newRow("unknown field") << head + R"("deals": [], "beer": 1})"
                                   << "unknown field \"beer\"";
    QTest::newRow("option value") << QByteArray(head).replace(R"(["66"])", R"(["66"], "strokes": "many")") +
                                         R"("deals": []})"
                                  << "variant.strokes";
    QTest::newRow("too many players")
        << QByteArray(R"({"format": "stammtisch-record/2", "game": "schnapsen", "players": ["A", "B", "C"]})")
        << "players: ";
    QTest::newRow("played_by") << head + R"("played_by": ["human", "oracle"], "deals": []})"
                               << "played_by[1]";
    QTest::newRow("deals not an array") << head + R"("deals": {}})"
                                        << "deals: must be an array";
    QTest::newRow("dealer") << head + R"("deals": [{"dealer": 2, "hands": [[], []]}]})"
                            << "deals[0].dealer";
    QTest::newRow("dealer a fraction") << head + R"("deals": [{"dealer": 0.5, "hands": [[], []]}]})"
                                       << "deals[0].dealer: must be a whole number";
    // Found by fuzzing: 2^64 - 1 was read as -1.
    QTest::newRow("seat 2^64 - 1") << head + R"("deals": [)" + deal +
                                          R"(, "actions": [{"seat": 18446744073709551615, "act": "pass"}]}]})"
                                   << "deals[0].actions[0].seat: number out of range";
    QTest::newRow("duplicate card") << head + R"("deals": [)" + QByteArray(deal).replace(R"("LO"])", R"("HK"])") + "}]}"
                                    << "deals[0]: ";
    QTest::newRow("unknown act") << head + R"("deals": [)" + deal + R"(, "actions": [{"seat": 1, "act": "jump"}]}]})"
                                 << "deals[0].actions[0].act";
    QTest::newRow("play without card") << head + R"("deals": [)" + deal +
                                              R"(, "actions": [{"seat": 1, "act": "play"}]}]})"
                                       << "deals[0].actions[0]: \"play\" needs \"card\"";
    QTest::newRow("not a seat") << head + R"("deals": [)" + deal +
                                       R"(, "actions": [{"seat": 2, "act": "play", "card": "HA"}]}]})"
                                << "deals[0].actions[0].seat: not a seat";
    QTest::newRow("previous deal unfinished") << head + R"("deals": [)" + deal + "}, " + deal + "}]}"
                                              << "deals[1]: the previous deal is not finished";
}

void TestCli::malformedExits4() {
    QFETCH(QByteArray, content);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    for (const char* cmd : {"replay", "legal"}) {
        const Run r = cli({QLatin1String(cmd), path});
        QCOMPARE(r.code, 4);
        QVERIFY2(QString::fromUtf8(r.err).contains(mentions), r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(path), r.err.constData()); // names the file
    }
    const Run missing = cli({QStringLiteral("replay"), dir.filePath(QStringLiteral("nope.json"))});
    QCOMPARE(missing.code, 4);
}

void TestCli::usageExits2_data() {
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no command") << QStringList{};
    QTest::newRow("unknown command") << QStringList{QStringLiteral("fly")};
    QTest::newRow("replay without file") << QStringList{QStringLiteral("replay")};
    QTest::newRow("unknown option") << QStringList{QStringLiteral("replay"), QStringLiteral("--fast"),
                                                   QStringLiteral("x")};
    QTest::newRow("selfplay no game") << QStringList{QStringLiteral("selfplay")};
    QTest::newRow("selfplay bad game") << QStringList{QStringLiteral("selfplay"), QStringLiteral("--game"),
                                                      QStringLiteral("skat")};
    QTest::newRow("selfplay bad players")
        << QStringList{QStringLiteral("selfplay"), QStringLiteral("--game"), QStringLiteral("dreeg"),
                       QStringLiteral("--players"), QStringLiteral("9")};
    QTest::newRow("selfplay bad deals") << QStringList{QStringLiteral("selfplay"), QStringLiteral("--game"),
                                                       QStringLiteral("dreeg"), QStringLiteral("--deals"),
                                                       QStringLiteral("many")};
    QTest::newRow("selfplay bad level") << QStringList{QStringLiteral("selfplay"), QStringLiteral("--game"),
                                                       QStringLiteral("dreeg"), QStringLiteral("--level"),
                                                       QStringLiteral("oracle")};
    QTest::newRow("selfplay bad variant")
        << QStringList{QStringLiteral("selfplay"), QStringLiteral("--game"), QStringLiteral("dreeg"),
                       QStringLiteral("--variant"), QStringLiteral("{\"strokes\": 0}")};
    QTest::newRow("selfplay bids without level") << QStringList{QStringLiteral("selfplay"), QStringLiteral("--game"),
                                                                QStringLiteral("dappen"), QStringLiteral("--bids")};
    QTest::newRow("soak bad game") << QStringList{QStringLiteral("soak"), QStringLiteral("--game"),
                                                  QStringLiteral("skat")};
    QTest::newRow("soak bad deals") << QStringList{QStringLiteral("soak"), QStringLiteral("--deals"),
                                                   QStringLiteral("0")};
    QTest::newRow("soak bad jobs") << QStringList{QStringLiteral("soak"), QStringLiteral("--jobs"),
                                                  QStringLiteral("none")};
    QTest::newRow("soak with a file") << QStringList{QStringLiteral("soak"), QStringLiteral("x.json")};
}

void TestCli::usageExits2() {
    QFETCH(QStringList, args);
    const Run r = cli(args);
    QCOMPARE(r.code, 2);
    QVERIFY(!r.err.isEmpty());
}

void TestCli::selfplaySummary() {
    const Run r = cli({QStringLiteral("selfplay"), QStringLiteral("--game"), QStringLiteral("dreeg"),
                       QStringLiteral("--players"), QStringLiteral("4"), QStringLiteral("--deals"),
                       QStringLiteral("1000"), QStringLiteral("--seed"), QStringLiteral("1")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o[QStringLiteral("deals")].toInt(), 1000);
    QCOMPARE(o[QStringLiteral("violations")].toInt(), 0);
    QVERIFY(o[QStringLiteral("phases_played")].toInt() > 0);
}

// The soak's table: one row per game and preset, the deals played, no violation.
void TestCli::soakTable() {
    const Run r =
        cli({QStringLiteral("soak"), QStringLiteral("--game"), QStringLiteral("schnapsen"), QStringLiteral("--deals"),
             QStringLiteral("300"), QStringLiteral("--jobs"), QStringLiteral("2")});
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o[QStringLiteral("deals")].toInt(), 900); // three presets of 300 deals
    QCOMPARE(o[QStringLiteral("violations")].toInt(), 0);
    const QJsonArray presets = o[QStringLiteral("presets")].toArray();
    QCOMPARE(presets.size(), 3);
    for (const auto& p : presets) {
        QCOMPARE(p.toObject()[QStringLiteral("game")].toString(), QStringLiteral("schnapsen"));
        QCOMPARE(p.toObject()[QStringLiteral("deals")].toInt(), 300);
    }
    QVERIFY(r.err.contains("[3/3]")); // progress on standard error
}

// Every seat played by a computer level: every decision goes through the
// engine's check, and the deals are the same as with that seed's shuffle.
void TestCli::selfplayWithComputerLevel() {
    for (const char* game : {"dreeg", "schnapsen", "dreierschnapsen", "dreierles", "dappen"}) {
        const Run r = cli({QStringLiteral("selfplay"), QStringLiteral("--game"), QLatin1String(game),
                           QStringLiteral("--deals"), QStringLiteral("6"), QStringLiteral("--level"),
                           QStringLiteral("easy"), QStringLiteral("--seed"), QStringLiteral("3")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o[QStringLiteral("level")].toString(), QStringLiteral("easy"));
        QCOMPARE(o[QStringLiteral("deals")].toInt(), 6);
        QCOMPARE(o[QStringLiteral("violations")].toInt(), 0);
    }
}

// selfplay --bids (docs/ai.md "Bidding in Dappen"): the contracts of every
// deal, as spoken, add up to the deals; each bid made was offered.
void TestCli::selfplayBids() {
    const Run r = cli({QStringLiteral("selfplay"), QStringLiteral("--game"), QStringLiteral("dappen"),
                       QStringLiteral("--players"), QStringLiteral("7"), QStringLiteral("--deals"),
                       QStringLiteral("200"), QStringLiteral("--level"), QStringLiteral("easy"),
                       QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--bids")});
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o[QStringLiteral("deals")].toInt(), 200);
    QCOMPARE(o[QStringLiteral("level")].toString(), QStringLiteral("easy"));
    QCOMPARE(o[QStringLiteral("illegal_decisions")].toInt(), 0);
    const QJsonObject contracts = o[QStringLiteral("contracts")].toObject();
    int deals = 0;
    for (const auto& c : contracts)
        deals += c.toObject()[QStringLiteral("deals")].toInt();
    QCOMPARE(deals, 200);
    QVERIFY(contracts.contains(QStringLiteral("dappen*"))); // a dappen a trump stop compelled
    const QJsonObject bids = o[QStringLiteral("bids")].toObject();
    for (const auto& b : bids)
        QVERIFY(b.toObject()[QStringLiteral("made")].toInt() <= b.toObject()[QStringLiteral("offered")].toInt());
    QCOMPARE(o[QStringLiteral("outcomes")].toObject()[QStringLiteral("abandoned")].toInt(), 0);
}

void TestCli::helpForEachCommand() {
    for (const char* cmd : {"replay", "legal", "selfplay"}) {
        const Run r = cli({QLatin1String(cmd), QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("Usage"));
    }
    QCOMPARE(cli({QStringLiteral("--help")}).code, 0);
}

void TestCli::rulesPreset() {
    const QStringList dreeg2 = {QStringLiteral("--game"), QStringLiteral("dreeg"),   QStringLiteral("--players"),
                                QStringLiteral("2"),      QStringLiteral("--deals"), QStringLiteral("20")};
    // The default phases include Kamerun, which two players cannot play; the preset's phases can.
    QCOMPARE(cli(QStringList{QStringLiteral("selfplay")} + dreeg2).code, 2);
    Run r = cli(QStringList{QStringLiteral("selfplay")} + dreeg2 +
                QStringList{QStringLiteral("--rules"), QStringLiteral("two_players")});
    QCOMPARE(r.code, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out).object()[QStringLiteral("players")].toInt(), 2);
    // The preset's table size is used when --players is not given.
    r = cli({QStringLiteral("selfplay"), QStringLiteral("--game"), QStringLiteral("dreeg"), QStringLiteral("--rules"),
             QStringLiteral("two_players"), QStringLiteral("--deals"), QStringLiteral("5")});
    QCOMPARE(r.code, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out).object()[QStringLiteral("players")].toInt(), 2);
    // --variant applies on top of the preset and is still checked.
    r = cli(QStringList{QStringLiteral("selfplay")} + dreeg2 +
            QStringList{QStringLiteral("--rules"), QStringLiteral("two_players"), QStringLiteral("--variant"),
                        QStringLiteral("{\"phases\": [\"kamerun\"]}")});
    QCOMPARE(r.code, 2);
    // An unknown preset names the valid ones.
    r = cli({QStringLiteral("selfplay"), QStringLiteral("--game"), QStringLiteral("dreeg"), QStringLiteral("--rules"),
             QStringLiteral("wuerzburg")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("wuerzburg") && r.err.contains("nuernberg") && r.err.contains("bamberger"), r.err);
    r = cli({QStringLiteral("tournament"), QStringLiteral("--game"), QStringLiteral("schnapsen"), QStringLiteral("--a"),
             QStringLiteral("random"), QStringLiteral("--b"), QStringLiteral("random"), QStringLiteral("--rules"),
             QStringLiteral("nope")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("exchange_at_two"), r.err);
    r = cli({QStringLiteral("tournament"), QStringLiteral("--game"), QStringLiteral("schnapsen"), QStringLiteral("--a"),
             QStringLiteral("random"), QStringLiteral("--b"), QStringLiteral("random"), QStringLiteral("--deals"),
             QStringLiteral("2"), QStringLiteral("--rules"), QStringLiteral("strict_close")});
    QCOMPARE(r.code, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out).object()[QStringLiteral("game")].toString(), QStringLiteral("schnapsen"));
    // A part of a long run: --first names where it starts; a bad one is refused, naming the option.
    for (const QString& bad : {QStringLiteral("-1"), QStringLiteral("x"), QStringLiteral("1000001")}) {
        r = cli({QStringLiteral("tournament"), QStringLiteral("--game"), QStringLiteral("schnapsen"),
                 QStringLiteral("--a"), QStringLiteral("random"), QStringLiteral("--b"), QStringLiteral("random"),
                 QStringLiteral("--first"), bad});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--first"), r.err);
    }
    r = cli({QStringLiteral("tournament"), QStringLiteral("--game"), QStringLiteral("schnapsen"), QStringLiteral("--a"),
             QStringLiteral("random"), QStringLiteral("--b"), QStringLiteral("random"), QStringLiteral("--deals"),
             QStringLiteral("2"), QStringLiteral("--first"), QStringLiteral("5"), QStringLiteral("--raw")});
    QCOMPARE(r.code, 0);
    const QJsonObject part = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(part[QStringLiteral("first")].toInt(), 5);
    QCOMPARE(part[QStringLiteral("next_first")].toInt(), 7);
    QCOMPARE(part[QStringLiteral("raw")].toObject()[QStringLiteral("deal")].toArray().size(), 2);
}

// Weglöscher is "for three or more players" (dreeg.txt's example has five): the command line plays,
// reads and soaks it at five; ordinary Dreeg stays two to four.
void TestCli::wegloescherFiveAtTheTable() {
    Run r =
        cli({QStringLiteral("selfplay"), QStringLiteral("--game"), QStringLiteral("dreeg"), QStringLiteral("--rules"),
             QStringLiteral("wegloescher"), QStringLiteral("--players"), QStringLiteral("5"), QStringLiteral("--deals"),
             QStringLiteral("200"), QStringLiteral("--seed"), QStringLiteral("2")});
    QVERIFY2(r.code == 0, r.err.constData());
    QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o[QStringLiteral("players")].toInt(), 5);
    QCOMPARE(o[QStringLiteral("violations")].toInt(), 0);
    QVERIFY(o[QStringLiteral("sessions_completed")].toInt() > 0);
    // Without --players the preset is played by the largest table it allows.
    r = cli({QStringLiteral("selfplay"), QStringLiteral("--game"), QStringLiteral("dreeg"), QStringLiteral("--rules"),
             QStringLiteral("wegloescher"), QStringLiteral("--deals"), QStringLiteral("5")});
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(QJsonDocument::fromJson(r.out).object()[QStringLiteral("players")].toInt(), 5);
    // The eight phases are dealt to everybody: five are refused, naming the reason; four by default.
    r = cli({QStringLiteral("selfplay"), QStringLiteral("--game"), QStringLiteral("dreeg"), QStringLiteral("--players"),
             QStringLiteral("5"), QStringLiteral("--deals"), QStringLiteral("5")});
    QCOMPARE(r.code, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(QStringLiteral("Wegl\u00f6scher")), r.err.constData());
    r = cli({QStringLiteral("selfplay"), QStringLiteral("--game"), QStringLiteral("dreeg"), QStringLiteral("--deals"),
             QStringLiteral("5")});
    QVERIFY2(r.code == 0, r.err.constData());
    QCOMPARE(QJsonDocument::fromJson(r.out).object()[QStringLiteral("players")].toInt(), 4);
    // A record of five reads: the first dealer may be any of the five seats.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("five.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "stammtisch-record/2", "game": "dreeg", "variant": {"phases": ["wegloescher"]},
        "players": ["A", "B", "C", "D", "E"], "deals": []})");
    f.close();
    r = cli({QStringLiteral("legal"), path});
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject next = QJsonDocument::fromJson(r.out).object()[QStringLiteral("next_deal")].toObject();
    QCOMPARE(next[QStringLiteral("dealer_choices")].toArray().size(), 5);
    // The soak plays the preset at three, four and five, and no other preset at five.
    r = cli({QStringLiteral("soak"), QStringLiteral("--game"), QStringLiteral("dreeg"), QStringLiteral("--deals"),
             QStringLiteral("90"), QStringLiteral("--jobs"), QStringLiteral("2")});
    QVERIFY2(r.code == 0, r.err.constData());
    o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o[QStringLiteral("violations")].toInt(), 0);
    bool found = false;
    for (const auto& p : o[QStringLiteral("presets")].toArray()) {
        const QJsonObject row = p.toObject();
        if (row[QStringLiteral("rules")].toString() != QLatin1String("wegloescher")) {
            QVERIFY(!row[QStringLiteral("players")].toArray().contains(5));
            continue;
        }
        found = true;
        QCOMPARE(row[QStringLiteral("players")].toArray(), (QJsonArray{3, 4, 5}));
        QCOMPARE(row[QStringLiteral("deals")].toInt(), 90);
    }
    QVERIFY(found);
}

QTEST_GUILESS_MAIN(TestCli)
#include "test_cli.moc"
