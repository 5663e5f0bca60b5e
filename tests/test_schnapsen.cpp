// Two-player Schnapsen (schnapsen.md): each rule set up with the cards and
// checked against the outcome the summary gives; a match to 7 from a record.
#include "schnapsen/schnapsen.h"
#include "schnapsen/schnapsendeal.h"
#include "sixtysix.h"
#include "support.h"

#include "record.h"
#include "selfplay.h"

#include <QFile>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace st;
using namespace st::schnapsen;

namespace {

const Pack& P() {
    return Pack::get(PackKind::Schnapsen20);
}

/// Dealer seat 0, forehand seat 1; talon top first, the trump card last.
Deal two(const char* forehand, const char* dealer, const char* talon, SchnapsenOptions o = {}) {
    const SchnapsenTable t{2, 0, 1};
    DealSetup s;
    s.dealer = 0;
    s.hands = {test::cards(P(), dealer), test::cards(P(), forehand)};
    s.stock = test::cards(P(), talon);
    const std::string err = Deal::validate(t, s);
    if (!err.empty())
        qFatal("bad test deal: %s", err.c_str());
    return Deal(t, s, o);
}

void run(Deal& g, const char* script) {
    for (const QString& step : QString::fromLatin1(script).split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const Action a = test::action(P(), g.toAct(), step.trimmed());
        const Refusal r = g.check(a);
        if (r)
            qFatal("step '%s' refused (reason %d)", qPrintable(step), static_cast<int>(r.reason));
        g.apply(a);
    }
}

Refusal tryAct(const Deal& g, const char* step) {
    return g.check(test::action(P(), g.toAct(), QString::fromLatin1(step)));
}

// Scenario A: trumps are bells (S10 under the talon). The forehand holds the
// top acorns; the dealer only leaves and the acorn Unter.
const char* kF = "EA E10 EK EO LA";
const char* kD = "EU LU L10 LK LO";
const char* kT = "HA H10 HK HO HU SA SK SO SU S10";
const char* kThree = "play EA; play EU; declare E; play EK; play LU; play LA; play LO";

Record load(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing %s", qPrintable(path));
    auto r = parseRecord(f.readAll().toStdString());
    if (!std::holds_alternative<Record>(r))
        qFatal("bad record %s: %s", qPrintable(path), std::get<RecordError>(r).text().c_str());
    return std::get<Record>(r);
}

} // namespace

class TestSchnapsen : public QObject {
    Q_OBJECT

  private slots:
    void dealsAsTheSummarySays();
    void sharedSixtySixScale();
    void talonOpenMeansNoObligation();
    void winnerDrawsFirstTrumpCardLast();
    void marriageCountsOnlyWithATrick();
    void goOutSchwarz();
    void goOutSchneider();
    void goOutShort();
    void exchangeTrumpUnter();
    void exchangeNeedsMoreThanTwoTalonCards();
    void closeMakesPlayStrict();
    void closerGoesOutWith66();
    void closerFails();
    void lastTrickWinsWhenNobodyGoesOut();
    void matchToSevenFromRecord();
    void randomMatchesKeepInvariants();
    void goOutOnePointWithFortyInTrumps();
    void goOutRightAfterDeclaring();
    void closerScoredAtTheMomentOfClosing();
    void closerFailsWhenTheCardsRunOut();
};

void TestSchnapsen::dealsAsTheSummarySays() {
    // Three to the opponent, three to the dealer, the trump card, two each, nine across it.
    Rng rng(7), copy(7);
    const DealSetup s = Deal::deal({2, 0, 1}, rng);
    const CardList deck = shuffledPack(P(), copy);
    QVERIFY(Deal::validate({2, 0, 1}, s).empty());
    QCOMPARE(s.hands[1][0], deck[0]);
    QCOMPARE(s.hands[0][0], deck[3]);
    QCOMPARE(s.stock.back(), deck[6]);
    QCOMPARE(s.hands[1][3], deck[7]);
    QCOMPARE(s.hands[0][3], deck[9]);
    QCOMPARE(s.stock.front(), deck[11]);
    QCOMPARE(s.stock.size(), std::size_t(10));
    Deal g(SchnapsenTable{2, 0, 1}, s);
    QCOMPARE(g.trump(), P().suit(deck[6]));
    QCOMPARE(g.toAct(), 1); // the non-dealer leads
}

void TestSchnapsen::sharedSixtySixScale() {
    QCOMPARE(sixtysix::byLoser(33, 1), 1);
    QCOMPARE(sixtysix::byLoser(32, 2), 2);
    QCOMPARE(sixtysix::byLoser(0, 0), 3);
    QCOMPARE(sixtysix::marriageValue(2, 2), 40);
    QCOMPARE(sixtysix::marriageValue(1, 2), 20);
}

void TestSchnapsen::talonOpenMeansNoObligation() {
    Deal g = two(kF, kD, kT);
    run(g, "play EA");
    QVERIFY(!tryAct(g, "play LK")); // holds EU but need not follow while the talon is open
    QCOMPARE(g.legalActions().size(), std::size_t(5));
}

void TestSchnapsen::winnerDrawsFirstTrumpCardLast() {
    Deal g = two(kF, kD, kT);
    run(g, "play EA; play EU");
    QVERIFY(has(g.hand(1), test::card(P(), "HA")));
    QVERIFY(has(g.hand(0), test::card(P(), "H10")));
    run(g, "play E10; play LU; play EK; play LO; play EO; play LK; play LA; play L10");
    // Five tricks: the loser of the fifth drew the face-up trump card.
    QVERIFY(g.talon().empty());
    QVERIFY(has(g.hand(0), test::card(P(), "S10")));
}

void TestSchnapsen::marriageCountsOnlyWithATrick() {
    Deal g = two(kF, kD, kT);
    run(g, "declare E");
    QCOMPARE(g.counted(1), 0);
    QCOMPARE(tryAct(g, "play EA").reason, Reason::MustPlayDeclared);
    QCOMPARE(tryAct(g, "out").reason, Reason::NoTrickYet);
    run(g, "play EK; play EU");
    QCOMPARE(g.counted(1), 20 + 4 + 2);
}

void TestSchnapsen::goOutSchwarz() {
    Deal g = two(kF, kD, kT);
    run(g, kThree);
    QCOMPARE(g.counted(1), 53);
    run(g, "play HA; play HO; out");
    QCOMPARE(g.counted(1), 67);
    QCOMPARE(g.winner(), 1);
    QCOMPARE(g.gamePoints(), 3); // the dealer has no trick
    QCOMPARE(QString::fromStdString(g.outcome()), QStringLiteral("out"));
}

void TestSchnapsen::goOutSchneider() {
    Deal g = two(kF, kD, kT);
    run(g, kThree);
    // The dealer takes two tricks (32 points), then the forehand reaches 67.
    run(g, "play HU; play H10; play L10; play E10");
    QCOMPARE(g.counted(0), 32);
    QVERIFY(g.talon().empty());
    QCOMPARE(tryAct(g, "play LK").reason, Reason::None);
    run(g, "play HO");
    QCOMPARE(tryAct(g, "play HK").reason, Reason::None);
    QCOMPARE(tryAct(g, "play SO").reason, Reason::MustFollow); // talon used up: strict
    run(g, "play HA; out");
    QCOMPARE(g.counted(1), 67);
    QCOMPARE(g.winner(), 1);
    QCOMPARE(g.gamePoints(), 2); // the dealer has a trick and fewer than 33
}

void TestSchnapsen::goOutShort() {
    Deal g = two(kF, kD, kT);
    run(g, kThree);
    run(g, "out"); // 53 is not 66
    QCOMPARE(g.winner(), 0);
    QCOMPARE(g.gamePoints(), 3); // the dealer had no trick at that moment
    QCOMPARE(QString::fromStdString(g.outcome()), QStringLiteral("out_short"));

    Deal h = two(kF, kD, kT);
    run(h, kThree);
    // The dealer takes two tricks (32), the forehand trumps the next and goes out with 60.
    run(h, "play HU; play H10; play L10; play E10; play LK; play SO");
    QCOMPARE(h.counted(1), 60);
    run(h, "out");
    QCOMPARE(h.winner(), 0);
    QCOMPARE(h.gamePoints(), 2); // the dealer has tricks
}

void TestSchnapsen::exchangeTrumpUnter() {
    Deal g = two("EA E10 EK EO SU", kD, "HA H10 HK HO HU SA SK SO LA S10");
    QCOMPARE(g.trumpCard(), test::card(P(), "S10"));
    run(g, "exchange"); // allowed on the first lead too
    QVERIFY(has(g.hand(1), test::card(P(), "S10")));
    QVERIFY(!has(g.hand(1), test::card(P(), "SU")));
    QCOMPARE(g.trumpCard(), test::card(P(), "SU"));
    QCOMPARE(tryAct(g, "exchange").reason, Reason::NoTrumpUnter);
}

void TestSchnapsen::exchangeNeedsMoreThanTwoTalonCards() {
    // The forehand draws SU with the fourth trick; two talon cards are then left.
    const char* talon = "HA H10 HK HO HU SA SU SK SO S10";
    Deal g = two(kF, kD, talon);
    run(g, "play EA; play EU; play E10; play LU; play EK; play LO; play EO; play LK");
    QVERIFY(has(g.hand(1), test::card(P(), "SU")));
    QCOMPARE(g.talon().size(), std::size_t(2));
    QCOMPARE(tryAct(g, "exchange").reason, Reason::TooLateToExchange);
    QCOMPARE(tryAct(g, "close").reason, Reason::TalonTooSmall);
    SchnapsenOptions at2;
    at2.exchangeAtTwo = true;
    Deal h = two(kF, kD, talon, at2);
    run(h, "play EA; play EU; play E10; play LU; play EK; play LO; play EO; play LK; exchange");
    QVERIFY(has(h.hand(1), test::card(P(), "S10")));
}

void TestSchnapsen::closeMakesPlayStrict() {
    Deal g = two(kF, kD, kT);
    run(g, "close");
    QCOMPARE(tryAct(g, "close").reason, Reason::TalonClosed);
    run(g, "play EA");
    QCOMPARE(tryAct(g, "play LK").reason, Reason::MustFollow);
    run(g, "play EU");
    QCOMPARE(g.talon().size(), std::size_t(10)); // nobody draws any more
    QCOMPARE(tryAct(g, "exchange").reason, Reason::TalonClosed);
}

void TestSchnapsen::closerGoesOutWith66() {
    // The forehand closes before the first lead: the dealer had no trick then, so 3.
    Deal g = two(kF, kD, kT);
    run(g, "close; play EA; play EU; declare E; play EK; play LU; play LA; play LO; play E10; play L10; out");
    QCOMPARE(g.counted(1), 20 + 13 + 6 + 14 + 20);
    QCOMPARE(g.winner(), 1);
    QCOMPARE(g.gamePoints(), 3);
    QCOMPARE(g.closer(), 1);
}

void TestSchnapsen::closerFails() {
    Deal g = two(kF, kD, kT);
    run(g, "close; play EA; play EU; out"); // 13 is far from 66
    QCOMPARE(g.winner(), 0);
    QCOMPARE(g.gamePoints(), 3); // the dealer had no trick when the talon was closed
}

void TestSchnapsen::lastTrickWinsWhenNobodyGoesOut() {
    Deal g = two(kF, kD, kT);
    run(g, kThree);
    run(g, "play HU; play H10; play L10; play E10; play LK; play SO");
    // Nobody goes out; the cards are played to the end.
    while (!g.over()) {
        const auto legal = g.legalActions();
        Action pick;
        for (const auto& a : legal)
            if (a.act == Act::Play) {
                pick = a;
                break;
            }
        g.apply(pick);
    }
    QCOMPARE(g.winner(), g.lastTrickWinner());
    QCOMPARE(QString::fromStdString(g.outcome()), QStringLiteral("last_trick"));
}

void TestSchnapsen::matchToSevenFromRecord() {
    // Deal 1: seat 1 goes out schwarz (3). Deal 2: seat 0 goes out, seat 1 has
    // tricks and 32 (2). Deal 3: seat 1 again 3 (6:2). Deal 4: seat 0 goes out
    // with only 53 while seat 1 has no trick: seat 1 scores 3 and has 9 of 7.
    const Record rec = load(QStringLiteral(STAMMTISCH_TEST_DATA "/schnapsen/match_to_seven.json"));
    Replay r = replay(rec);
    QVERIFY2(!r.error, r.error ? r.error->error.text().c_str() : "");
    QCOMPARE(r.deals.size(), std::size_t(4));
    QCOMPARE(r.deals[0]["delta"].get<std::vector<int>>(), (std::vector<int>{0, 3}));
    QCOMPARE(r.deals[1]["delta"].get<std::vector<int>>(), (std::vector<int>{2, 0}));
    QCOMPARE(r.deals[2]["delta"].get<std::vector<int>>(), (std::vector<int>{0, 3}));
    QCOMPARE(r.deals[3]["delta"].get<std::vector<int>>(), (std::vector<int>{0, 3}));
    QCOMPARE(r.deals[3]["outcome"].get<std::string>(), std::string("out_short"));
    auto* g = static_cast<SchnapsenGame*>(r.game.get());
    QVERIFY(g->sessionOver());
    QCOMPARE(g->score(0), 2);
    QCOMPARE(g->score(1), 9);
    QCOMPARE(g->bummerl(0), 1);
    QCOMPARE(g->bummerl(1), 0);
}

void TestSchnapsen::randomMatchesKeepInvariants() {
    const GameInfo* info = findGame("schnapsen");
    QVERIFY(info);
    Variant v(info->options);
    nlohmann::json summary;
    const SelfplayResult res = selfplay(*info, v, 2, 3000, 11, summary);
    QCOMPARE(res.deals, 3000);
    QVERIFY(res.sessions > 100);
    QVERIFY2(res.violations.empty(), res.violations.empty() ? "" : res.violations[0].c_str());
}

void TestSchnapsen::goOutOnePointWithFortyInTrumps() {
    // Trumps are bells (SU under the talon); the forehand holds the trump marriage.
    Deal g = two("EA E10 SK SO LK", "HA H10 HK LA L10", "EU HO LU HU LO EO EK SA S10 SU");
    run(g, "play LK; play LA; play H10; play E10"); // the dealer: 15 + 20
    QCOMPARE(g.counted(0), 35);
    run(g, "play EU; play EA; declare S"); // 13 + 40 in trumps
    QCOMPARE(g.counted(1), 53);
    run(g, "play SO; play HK; play SK; play LU"); // + 7 + 6 = 66 exactly
    QCOMPARE(g.counted(1), 66);
    run(g, "out");
    QCOMPARE(g.winner(), 1);
    QCOMPARE(g.gamePoints(), 1); // the dealer has 33 or more
    QCOMPARE(QString::fromStdString(g.outcome()), QStringLiteral("out"));
}

void TestSchnapsen::goOutRightAfterDeclaring() {
    Deal g = two("EA HA SK SO LA", "E10 H10 LK LO LU", "EK EO EU L10 HK HO HU SA S10 SU");
    run(g, "play EA; play E10; play HA; play H10"); // 21 + 21
    run(g, "declare S");                            // the Forty brings 42 to 82
    QCOMPARE(g.counted(1), 82);
    run(g, "out"); // before leading the King or Ober
    QCOMPARE(g.winner(), 1);
    QCOMPARE(g.gamePoints(), 3); // the dealer has no trick
}

void TestSchnapsen::closerScoredAtTheMomentOfClosing() {
    const char* f = "LU EA SK SO H10";
    const char* d = "L10 EK HA LA EO";
    const char* t = "HU HO E10 LO EU LK HK SA S10 SU";
    Deal g = two(f, d, t);
    run(g, "play LU; play L10; play EK; play EA; close");
    QCOMPARE(g.closePoints(0), 12); // the dealer: a trick and 12 when the talon is closed
    QCOMPARE(g.closeTricks(0), 1);
    run(g, "declare S; play SO; play EO; play H10"); // 15 + 40 + 6 = 61
    QCOMPARE(tryAct(g, "play HU").reason, Reason::MustOvertake);
    run(g, "play HA; play LA"); // the dealer reaches 33 after the closing
    QCOMPARE(tryAct(g, "play HO").reason, Reason::MustTrump);
    run(g, "play SK; out");
    QCOMPARE(g.counted(1), 76);
    QCOMPARE(g.counted(0), 33);
    QCOMPARE(g.winner(), 1);
    QCOMPARE(g.gamePoints(), 2); // by the 12 at the closing, not the 33 now (which would give 1)

    SchnapsenOptions noMarriage;
    noMarriage.marriagesAfterClose = false;
    Deal h = two(f, d, t, noMarriage);
    run(h, "play LU; play L10; play EK; play EA");
    QVERIFY(!tryAct(h, "declare S")); // the talon is still open
    run(h, "close");
    QCOMPARE(tryAct(h, "declare S").reason, Reason::NotAllowedNow);
}

void TestSchnapsen::closerFailsWhenTheCardsRunOut() {
    Deal g = two("EA E10 EK EO LK", "EU LA L10 LO LU", "HA H10 HK HO HU SA SK SO SU S10");
    run(g, "close; play EA; play EU; declare E; play EK; play LO"); // 13 + 20 + 7
    QCOMPARE(g.counted(1), 40);
    run(g, "play LK; play LA; play LU; play EO; play L10; play E10"); // the dealer takes three tricks
    QVERIFY(g.over());
    QCOMPARE(g.counted(1), 40);
    QCOMPARE(g.counted(0), 40);
    QCOMPARE(g.winner(), 0);
    QCOMPARE(g.gamePoints(), 3); // the dealer had no trick when the talon was closed
    QCOMPARE(QString::fromStdString(g.outcome()), QStringLiteral("closer_failed"));
}

QTEST_GUILESS_MAIN(TestSchnapsen)
#include "test_schnapsen.moc"
