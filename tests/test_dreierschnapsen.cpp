// Dreierschnapsen (dreierschnapsen.txt): trumps, bidding, the talon, every
// contract's win and loss played out with the cards, Spritzen, and matches
// to 24 from hand-written records.
#include "dreierschnapsen/dreierdeal.h"
#include "dreierschnapsen/dreierschnapsen.h"
#include "support.h"

#include "record.h"
#include "selfplay.h"

#include <QFile>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace st;
using namespace st::dreierschnapsen;

namespace {

const Pack& P() {
    return Pack::get(PackKind::Schnapsen20);
}

/// Dealer seat 0 (rearhand), caller seat 1 (forehand), middlehand seat 2.
Deal table(const char* caller, const char* middle, const char* rear, const char* talon, DreierOptions o = {}) {
    DealSetup s;
    s.dealer = 0;
    s.hands = {test::cards(P(), rear), test::cards(P(), caller), test::cards(P(), middle)};
    s.stock = test::cards(P(), talon);
    const std::string err = Deal::validate(0, s);
    if (!err.empty())
        qFatal("bad test deal: %s", err.c_str());
    return Deal(s, o);
}

/// "trump H", "blind 1", "redeal", "pass", "bid gang", "bid gang -talon", "discard SO SU", "knock", "play EA", "declare
/// H".
Action parse(int seat, const QString& text) {
    const QStringList w = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const QString k = w.value(0);
    if (k == QLatin1String("blind")) {
        Action a = Action::simple(seat, Act::TrumpBlind);
        a.index = w.value(1).toInt();
        return a;
    }
    if (k == QLatin1String("bid")) {
        Action a = Action::simple(seat, Act::Bid);
        a.bid = w.value(1).toStdString();
        if (w.value(2) == QLatin1String("-talon"))
            a.talon = false;
        return a;
    }
    if (k == QLatin1String("discard")) {
        Action a = Action::simple(seat, Act::Discard);
        a.cards = test::cards(P(), qPrintable(w.mid(1).join(QLatin1Char(' '))));
        return a;
    }
    return test::action(P(), seat, text);
}

void run(Deal& g, const char* script) {
    for (const QString& step : QString::fromLatin1(script).split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const Action a = parse(g.toAct(), step.trimmed());
        const Refusal r = g.check(a);
        if (r)
            qFatal("step '%s' by seat %d refused (reason %d)", qPrintable(step), g.toAct(), static_cast<int>(r.reason));
        g.apply(a);
    }
}

Refusal tryAct(const Deal& g, const char* step) {
    return g.check(parse(g.toAct(), QString::fromLatin1(step)));
}

// L1: the caller holds the four top hearts and the top acorns.
const char* kC1 = "HA H10 HK HO EA E10";
const char* kM1 = "HU EK EO EU LA L10";
const char* kR1 = "LK LO LU SA S10 SK";
// L2: the caller's tricks come to 65 or 66 in four, as the defenders play.
const char* kC2 = "HA H10 EA E10 LA L10";
const char* kM2 = "HU EK EO EU LK LO";
const char* kR2 = "LU HK HO SA S10 SK";
// L3: the caller holds a marriage in acorns.
const char* kC3 = "HA H10 EA EK EO LA";
const char* kM3 = "HU E10 EU LK LO LU";
const char* kR3 = "HK HO L10 SA S10 SK";
// K1: middlehand holds the trump marriage and the top acorn.
const char* kCK1 = "HU E10 EK EO EU SA";
const char* kMK1 = "HA HK HO EA LA H10";
const char* kRK1 = "L10 LK LO LU S10 SK";
// K2: middlehand holds a leaves marriage.
const char* kCK2 = "HU HK HO E10 EK EO";
const char* kMK2 = "EA HA H10 LK LO SA";
const char* kRK2 = "LA L10 LU S10 SK EU";
const char* kTalon = "SO SU";

int points(const Deal& g, int seat) {
    return g.gamePoints()[static_cast<std::size_t>(seat)];
}

Record load(const char* name) {
    QFile f(QStringLiteral(STAMMTISCH_TEST_DATA "/dreierschnapsen/") + QString::fromLatin1(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing %s", name);
    auto r = parseRecord(f.readAll().toStdString());
    if (!std::holds_alternative<Record>(r))
        qFatal("bad record %s: %s", name, std::get<RecordError>(r).text().c_str());
    return std::get<Record>(r);
}

} // namespace

class TestDreierschnapsen : public QObject {
    Q_OBJECT

  private slots:
    void dealsInPackets();
    void trumpsFromTheFirstPacket();
    void trumpTurnedBlind();
    void redealOnlyWithThreeUnters();
    void biddingPrecedence();
    void eligibility();
    void ruferThreeWhenDefendersTakeNothing();
    void ruferWithoutTalonExtraPoint();
    void schnapserIn4Tricks();
    void schnapserWith20In3Tricks();
    void schnapserWith40In2Tricks();
    void schnapserLostWhenLedCardBeaten();
    void schnapserLostTooSlow();
    void kontraschnapserIn3Tricks();
    void kontraschnapserWith20In2Tricks();
    void kontraschnapserWith40In1Trick();
    void kontraschnapserLostWhenLedCardBeaten();
    void bettlerWonWithSpritzenRetourRe();
    void bettlerLost();
    void plaudererOpenAfterFirstTrick();
    void gangWonAndLost();
    void bauernschnapserWon();
    void ringerlWon();
    void assenbettlerAceLow();
    void zehnergangTieRule();
    void callerFirstOrder();
    void knockOnlyAtTheRightMoment();
    void matchEndsWithSchneider();
    void tieDecidedBySchnapsen();
    void randomMatchesKeepInvariants();
    void ruferTwoWhenDefendersUnder33();
    void ruferOneWhenDefendersHave33();
    void ruferWonByTheDefenders();
    void firstTrickOfEachSideFaceUp();
    void zehnergangWonAndLost();
    void bauernlochWonAndLost();
    void assBettlerWonAndLost();
    void assenbettlerWon();
    void kontrabauernschnapserLost();
    void trumpfringerlLost();
    void farbenringerlLost();
    void bauernschnapserLost();
    void plaudererLost();
    void redealSameDealerDealsAgain();
    void retourschneiderFromRecord();
};

void TestDreierschnapsen::dealsInPackets() {
    Rng rng(3), copy(3);
    const DealSetup s = Deal::deal(0, false, rng);
    const CardList deck = shuffledPack(P(), copy);
    QVERIFY(Deal::validate(0, s).empty());
    QCOMPARE(s.hands[1][0], deck[0]); // three each from the caller, dealer's left
    QCOMPARE(s.hands[2][0], deck[3]);
    QCOMPARE(s.hands[0][0], deck[6]);
    QCOMPARE(s.stock[0], deck[9]); // two to the talon
    QCOMPARE(s.hands[1][3], deck[11]);
    Rng rng2(3);
    const DealSetup k = Deal::deal(0, true, rng2);
    QVERIFY(k.knocked);
    QCOMPARE(k.stock[0], deck[0]); // knocked: the first two form the talon, then six each
    QCOMPARE(k.hands[1][0], deck[2]);
    QCOMPARE(k.hands[1][5], deck[7]);
    QCOMPARE(k.hands[2][0], deck[8]);
}

void TestDreierschnapsen::trumpsFromTheFirstPacket() {
    Deal g = table(kC1, kM1, kR1, kTalon);
    QCOMPARE(g.toAct(), 1);
    QCOMPARE(tryAct(g, "trump E").reason, Reason::NotInFirstPacket); // EA is in the second packet
    QCOMPARE(count(g.view(1).hand), 3);                              // only the first packet is seen
    run(g, "trump H");
    QCOMPARE(g.trump(), 2);
    QCOMPARE(g.toAct(), 2); // the caller invites the others: middlehand speaks first
}

void TestDreierschnapsen::trumpTurnedBlind() {
    Deal g = table(kC1, kM1, kR1, kTalon);
    run(g, "blind 2");
    QCOMPARE(g.turnedCard(), test::card(P(), "E10"));
    QCOMPARE(g.trump(), 0);
    QVERIFY(has(g.hand(1), test::card(P(), "E10")));
}

void TestDreierschnapsen::redealOnlyWithThreeUnters() {
    Deal g = table(kC1, kM1, kR1, kTalon);
    QCOMPARE(tryAct(g, "redeal").reason, Reason::NoThreeUnters);
    Deal h = table("HU EU LU HA H10 HK", "HO EA E10 EK EO LA", "L10 LK LO SA S10 SK", kTalon);
    run(h, "redeal");
    QVERIFY(h.over());
    QVERIFY(h.redealt());
}

void TestDreierschnapsen::biddingPrecedence() {
    Deal g = table(kC1, kM1, kR1, kTalon);
    run(g, "trump H; bid gang");
    QCOMPARE(tryAct(g, "bid gang").reason, Reason::BidTooLow); // equal: middlehand before rearhand
    QCOMPARE(tryAct(g, "bid bettler -talon").reason, Reason::BidTooLow);
    QVERIFY(!tryAct(g, "bid gang -talon")); // equal value 9+1 beats 9; without the talon first
    run(g, "bid gang -talon");
    QVERIFY(!tryAct(g, "bid gang -talon")); // the caller, forehand, may match it
    run(g, "pass");
    QCOMPARE(g.declarer(), 0);
    QVERIFY(g.withoutTalon());
    QVERIFY(!g.talonUsed());
    QCOMPARE(g.discards(), toSet(test::cards(P(), kTalon))); // the talon stays out of play
    QCOMPARE(g.toAct(), 0);                                  // the Gang player leads
}

void TestDreierschnapsen::eligibility() {
    Deal g = table(kC1, kM1, kR1, kTalon);
    run(g, "trump H");
    QCOMPARE(tryAct(g, "bid schnapser").reason, Reason::NotEligible);     // caller only
    QCOMPARE(tryAct(g, "bid farbenringerl").reason, Reason::NotEligible); // needs a whole suit
    QCOMPARE(tryAct(g, "bid assenbettler").reason, Reason::ContractNotPlayed);
    run(g, "pass; pass");
    QCOMPARE(tryAct(g, "bid kontraschnapser").reason, Reason::NotEligible); // not for the caller
    QCOMPARE(tryAct(g, "bid trumpfringerl").reason, Reason::NotEligible);   // four trumps only
    DreierOptions o;
    o.assBettler = true;
    Deal h = table(kC2, kM2, kR2, kTalon, o);
    run(h, "trump H");
    QCOMPARE(tryAct(h, "bid ass_bettler").reason, Reason::NotEligible); // middlehand holds no ace
    run(h, "pass; bid ass_bettler; pass; discard S10 SO");
    QVERIFY(has(h.hand(0), test::card(P(), "SU")));
    QVERIFY(h.discards() == toSet(test::cards(P(), "S10 SO")));
    Deal k = table(kC2, kM2, kR2, kTalon, o);
    run(k, "trump H; pass; bid ass_bettler; pass");
    QCOMPARE(tryAct(k, "discard SA SU").reason, Reason::MustKeepCard); // the only ace stays
}

void TestDreierschnapsen::ruferThreeWhenDefendersTakeNothing() {
    Deal g = table(kC1, kM1, kR1, kTalon);
    run(g, "trump H; pass; pass; pass");
    QCOMPARE(*g.contract(), Contract::Rufer);
    QCOMPARE(g.declarer(), 1);
    run(g, "discard SO SU; play HA; play HU; play LU; declare H; play HK; play EU; play LO");
    QCOMPARE(g.sideCounted(1), 15 + 40 + 9);
    QVERIFY(!g.over());
    run(g, "play EA; play EO; play SK");
    QVERIFY(g.over());
    QVERIFY(g.declarerWon());
    QCOMPARE(points(g, 1), 3); // the defenders took no trick
    QCOMPARE(points(g, 0) + points(g, 2), 0);
}

void TestDreierschnapsen::ruferWithoutTalonExtraPoint() {
    Deal g = table(kC1, kM1, kR1, kTalon);
    run(g, "trump H; pass; pass; bid rufer -talon");
    QVERIFY(!g.talonUsed());
    run(g, "play HA; play HU; play LU; declare H; play HK; play EU; play LO; play EA; play EO; play SK");
    QCOMPARE(points(g, 1), 4); // 3 + 1 without the talon
}

void TestDreierschnapsen::schnapserIn4Tricks() {
    Deal g = table(kC2, kM2, kR2, kTalon);
    run(g, "trump H; pass; pass; bid schnapser; discard SO SU");
    run(g, "play HA; play HU; play HO; play H10; play EU; play HK; play EA; play EK; play LU");
    QCOMPARE(g.sideCounted(1), 49);
    QVERIFY(!g.over());
    run(g, "play E10; play EO; play SK");
    QCOMPARE(g.sideCounted(1), 66);
    QVERIFY(g.over());
    QVERIFY(g.declarerWon());
    QCOMPARE(points(g, 1), 6);
}

void TestDreierschnapsen::schnapserWith20In3Tricks() {
    Deal g = table(kC3, kM3, kR3, kTalon);
    run(g, "trump H; pass; pass; bid schnapser; discard SO SU");
    run(g, "play HA; play HU; play HK; play H10; play LU; play HO; play LA; play LK; play L10");
    QCOMPARE(g.sideCounted(1), 57);
    QCOMPARE(g.tricksWon(1), 3);
    run(g, "declare E"); // the Twenty after exactly three tricks: 77
    QVERIFY(g.over());
    QVERIFY(g.declarerWon());
    QCOMPARE(points(g, 1), 6);
}

void TestDreierschnapsen::schnapserWith40In2Tricks() {
    Deal g = table(kC1, kM1, kR1, kTalon);
    run(g, "trump H; pass; pass; bid schnapser; discard SO SU");
    run(g, "play HA; play HU; play LU; play H10; play EU; play LO");
    QCOMPARE(g.sideCounted(1), 30);
    run(g, "declare H"); // the Forty after exactly two tricks: 70
    QVERIFY(g.over());
    QVERIFY(g.declarerWon());
    QCOMPARE(g.tricksWon(1), 2);
    QCOMPARE(points(g, 1), 6);
}

void TestDreierschnapsen::schnapserLostWhenLedCardBeaten() {
    Deal g = table(kC3, kM3, kR3, kTalon);
    run(g, "trump H; pass; pass; bid schnapser; discard SO SU; play EK");
    QCOMPARE(tryAct(g, "play EU").reason, Reason::MustOvertake); // follow and beat
    run(g, "play E10; play HO");                                 // rearhand, void in acorns, must trump
    QVERIFY(g.over());
    QVERIFY(!g.declarerWon());
    QCOMPARE(QString::fromStdString(g.outcome()), QStringLiteral("lost_a_trick"));
    QCOMPARE(points(g, 0), 6); // each defender scores the value
    QCOMPARE(points(g, 2), 6);
    QCOMPARE(points(g, 1), 0);
}

void TestDreierschnapsen::schnapserLostTooSlow() {
    Deal g = table(kC2, kM2, kR2, kTalon);
    run(g, "trump H; pass; pass; bid schnapser; discard SO SU");
    run(g, "play HA; play HU; play HO; play H10; play EU; play HK; play L10; play LO; play LU");
    run(g, "play E10; play EK; play SK");
    QCOMPARE(g.sideCounted(1), 65);
    QVERIFY(g.over());
    QVERIFY(!g.declarerWon());
    QCOMPARE(QString::fromStdString(g.outcome()), QStringLiteral("too_slow"));
}

void TestDreierschnapsen::kontraschnapserIn3Tricks() {
    Deal g = table(kCK1, kMK1, kRK1, kTalon);
    run(g, "trump H; bid kontraschnapser; pass; pass; discard SO SU");
    QCOMPARE(g.toAct(), 1); // the caller leads
    run(g, "play E10; play EA; play L10; play HA; play LK; play HU; play LA; play LO; play EK");
    QCOMPARE(g.sideCounted(2), 66);
    QVERIFY(g.over());
    QVERIFY(g.declarerWon());
    QCOMPARE(points(g, 2), 12);
}

void TestDreierschnapsen::kontraschnapserWith20In2Tricks() {
    Deal g = table(kCK2, kMK2, kRK2, kTalon);
    run(g, "trump H; bid kontraschnapser; pass; pass; discard SO SU");
    run(g, "play E10; play EA; play EU; play HA; play LA; play HK");
    QCOMPARE(g.sideCounted(2), 49);
    run(g, "declare L");
    QVERIFY(g.over());
    QVERIFY(g.declarerWon());
    QCOMPARE(points(g, 2), 12);
}

void TestDreierschnapsen::kontraschnapserWith40In1Trick() {
    Deal g = table(kCK1, kMK1, kRK1, kTalon);
    run(g, "trump H; bid kontraschnapser; pass; pass; discard SO SU; play E10; play EA; play L10");
    QCOMPARE(g.sideCounted(2), 31);
    run(g, "declare H");
    QVERIFY(g.over());
    QVERIFY(g.declarerWon());
    QCOMPARE(g.tricksWon(2), 1);
}

void TestDreierschnapsen::kontraschnapserLostWhenLedCardBeaten() {
    Deal g = table(kCK2, kMK2, kRK2, kTalon);
    run(g, "trump H; bid kontraschnapser; pass; pass; discard SO SU");
    run(g, "play E10; play EA; play EU; play LK");
    QCOMPARE(tryAct(g, "play LU").reason, Reason::MustOvertake);
    run(g, "play LA; play HU");
    QVERIFY(g.over());
    QVERIFY(!g.declarerWon());
    QCOMPARE(points(g, 0), 12);
    QCOMPARE(points(g, 1), 12);
}

void TestDreierschnapsen::bettlerWonWithSpritzenRetourRe() {
    Deal g = table(kC1, kM1, kR1, kTalon);
    run(g, "trump H; bid bettler; pass; pass; discard LA L10");
    QCOMPARE(tryAct(g, "knock").reason, Reason::None); // the caller defends: Spritzen
    run(g, "knock; play HA");
    run(g, "knock; play HU"); // Retour by the declarer before his card
    run(g, "knock; play LK"); // Re by rearhand
    QCOMPARE(g.knocks(), 3);
    QCOMPARE(tryAct(g, "knock").reason, Reason::NotAllowedNow);
    run(g, "play EA; play EK; play LO; play E10; play EO; play LU; play HK; play EU; play SA");
    run(g, "play H10; play SO; play S10; play HO; play SU; play SK");
    QVERIFY(g.over());
    QVERIFY(g.declarerWon());
    QCOMPARE(g.tricksWon(2), 0);
    QCOMPARE(points(g, 2), 4 * 8);
}

void TestDreierschnapsen::bettlerLost() {
    Deal g = table(kC2, kM2, kR2, kTalon);
    run(g, "trump H; pass; bid bettler; pass; discard SO SU; play L10; play LO; play LU; play E10; play EU");
    QCOMPARE(tryAct(g, "play SA").reason, Reason::MustTrump);
    run(g, "play HO");
    QVERIFY(g.over());
    QVERIFY(!g.declarerWon());
    QCOMPARE(QString::fromStdString(g.outcome()), QStringLiteral("took_a_trick"));
    QCOMPARE(points(g, 1), 4);
    QCOMPARE(points(g, 2), 4);
}

void TestDreierschnapsen::plaudererOpenAfterFirstTrick() {
    DreierOptions o;
    o.plaudererValue = 8;
    Deal g = table(kC1, kM1, kR1, kTalon, o);
    run(g, "trump H; bid plauderer; pass; pass; discard LA L10");
    QVERIFY(g.view(0).shown.empty());
    run(g, "play HA; play HU; play LK");
    QCOMPARE(static_cast<int>(g.view(0).shown.size()), 5); // the declarer's cards lie open
    run(g, "play EA; play EK; play LO; play E10; play EO; play LU; play HK; play EU; play SA");
    run(g, "play H10; play SO; play S10; play HO; play SU; play SK");
    QCOMPARE(points(g, 2), 8);
}

void TestDreierschnapsen::gangWonAndLost() {
    Deal g = table(kC1, kM1, kR1, kTalon);
    run(g, "trump H; pass; pass; bid gang; discard SO SU");
    run(g, "play HA; play HU; play LK; play H10; play EU; play LO; play HK; play EO; play LU");
    run(g, "play HO; play EK; play SA; play EA; play LA; play S10; play E10; play L10; play SK");
    QVERIFY(g.declarerWon());
    QCOMPARE(points(g, 1), 9);
    Deal h = table(kC1, kM1, kR1, kTalon);
    run(h, "trump H; pass; pass; bid gang; discard SU E10; play SO; play LA");
    QCOMPARE(tryAct(h, "play LK").reason, Reason::MustFollow);
    run(h, "play SA");
    QVERIFY(!h.declarerWon());
    QCOMPARE(points(h, 0), 9);
    QCOMPARE(points(h, 2), 9);
}

void TestDreierschnapsen::bauernschnapserWon() {
    Deal g = table(kC1, kM1, kR1, kTalon);
    run(g, "trump H; pass; pass; bid bauernschnapser; discard SO SU");
    run(g, "play HA; play HU; play LK; play H10; play EU; play LO; play HK; play EO; play LU");
    run(g, "play HO; play EK; play SA; play EA; play LA; play S10; play E10; play L10; play SK");
    QVERIFY(g.declarerWon());
    QCOMPARE(points(g, 1), 12);
}

void TestDreierschnapsen::ringerlWon() {
    const char* c = "HA H10 HK HO HU EA";
    const char* m = "E10 EK EO EU LA L10";
    for (const char* bid : {"farbenringerl", "trumpfringerl"}) {
        Deal g = table(c, m, kR1, kTalon);
        run(g, "trump H; pass; pass");
        run(g, (QByteArray("bid ") + bid).constData());
        QCOMPARE(tryAct(g, "discard HU SU").reason, Reason::MustKeepCard);
        run(g, "discard SO SU; play HA; play LA; play LK; play H10; play L10; play LO; play HK; play EU; play LU");
        run(g, "play HO; play EO; play SA; play HU; play EK; play S10; play EA; play E10; play SK");
        QVERIFY(g.declarerWon());
        QCOMPARE(points(g, 1), QByteArray(bid) == "farbenringerl" ? 18 : 24);
    }
}

void TestDreierschnapsen::assenbettlerAceLow() {
    DreierOptions o;
    o.assenbettler = true;
    Deal g = table(kC1, kM1, kR1, kTalon, o);
    run(g, "trump H; bid assenbettler; pass; pass; discard SO SU; play HA");
    // Ace low: the Unter beats the Ace, and middlehand must beat.
    QCOMPARE(g.legalActions().size(), std::size_t(1)); // HU only: the declarer may not spritz
    run(g, "play HU; play LK");
    QVERIFY(g.over());
    QVERIFY(!g.declarerWon());
    QCOMPARE(points(g, 1), 5);
}

void TestDreierschnapsen::zehnergangTieRule() {
    DreierOptions o;
    o.zehnergang = true;
    Deal g = table(kC1, kM1, kR1, kTalon, o);
    run(g, "trump H; bid gang");
    QVERIFY(!tryAct(g, "bid zehnergang"));
    o.gangOverZehnergang = true;
    Deal h = table(kC1, kM1, kR1, kTalon, o);
    run(h, "trump H; bid gang");
    QCOMPARE(tryAct(h, "bid zehnergang").reason, Reason::BidTooLow);
    o.bauernloch = true;
    Deal k = table(kC1, kM1, kR1, kTalon, o);
    run(k, "trump H");
    QCOMPARE(tryAct(k, "bid bauernloch").reason, Reason::NotEligible); // the caller's contract
}

void TestDreierschnapsen::callerFirstOrder() {
    DreierOptions o;
    o.callerFirst = true;
    Deal g = table(kC1, kM1, kR1, kTalon, o);
    run(g, "trump H");
    QCOMPARE(g.toAct(), 1); // the caller announces or passes first
    run(g, "bid gang");
    QCOMPARE(g.declarer(), 1); // nobody else may bid
    Deal h = table(kC1, kM1, kR1, kTalon, o);
    run(h, "trump H; pass; pass; pass; discard SO SU");
    QCOMPARE(h.toAct(), 1); // after picking up the talon the caller may raise his Rufer
    run(h, "bid schnapser");
    QCOMPARE(*h.contract(), Contract::Schnapser);
    Deal k = table(kC1, kM1, kR1, kTalon, o);
    run(k, "trump H; pass; bid bettler; pass");
    QCOMPARE(k.toAct(), 1);
    QCOMPARE(tryAct(k, "bid ass_bettler").reason, Reason::ContractNotPlayed);
    QCOMPARE(tryAct(k, "bid bettler").reason, Reason::BidTooLow); // a raise needs a higher value
    run(k, "bid gang");
    QCOMPARE(k.declarer(), 1);
}

void TestDreierschnapsen::knockOnlyAtTheRightMoment() {
    Deal g = table(kC1, kM1, kR1, kTalon);
    run(g, "trump H; bid gang; pass; pass; discard SO SU");
    QCOMPARE(tryAct(g, "knock").reason, Reason::NotAllowedNow); // the declarer does not spritz
    run(g, "play LA");
    run(g, "play LK; play HA");                                 // rearhand lets the chance go
    QCOMPARE(tryAct(g, "knock").reason, Reason::NotAllowedNow); // the declarer leads again: nothing to answer
}

void TestDreierschnapsen::matchEndsWithSchneider() {
    // Middlehand plays a Kontrabauernschnapser, rearhand spritzes: 48 at once.
    Replay r = replay(load("kontrabauernschnapser_match.json"));
    QVERIFY2(!r.error, r.error ? r.error->error.text().c_str() : "");
    QCOMPARE(r.deals.size(), std::size_t(1));
    QCOMPARE(r.deals[0]["delta"].get<std::vector<int>>(), (std::vector<int>{0, 0, 48}));
    QCOMPARE(r.deals[0]["bummerl"].get<std::vector<int>>(), (std::vector<int>{2, 2, 0}));
    auto* g = static_cast<DreierschnapsenGame*>(r.game.get());
    QVERIFY(g->sessionOver());
    QCOMPARE(g->matchWinner(), 2);
    QCOMPARE(g->bummerl(0), 2); // Schneider: no game point at all
}

void TestDreierschnapsen::tieDecidedBySchnapsen() {
    // The caller's Bauernschnapser, spritzt, is lost at the first trick: both
    // defenders score 24 and tie; they play one deal of Schnapsen.
    Replay r = replay(load("tie_break.json"));
    QVERIFY2(!r.error, r.error ? r.error->error.text().c_str() : "");
    QCOMPARE(r.deals.size(), std::size_t(2));
    QCOMPARE(r.deals[0]["delta"].get<std::vector<int>>(), (std::vector<int>{24, 0, 24}));
    QCOMPARE(r.deals[0]["tied"].get<std::vector<int>>(), (std::vector<int>{0, 2}));
    QVERIFY(r.deals[1]["tie_break"].get<bool>());
    QCOMPARE(r.deals[1]["delta"].get<std::vector<int>>(), (std::vector<int>{0, 0, 0}));
    auto* g = static_cast<DreierschnapsenGame*>(r.game.get());
    QVERIFY(g->sessionOver());
    QCOMPARE(g->matchWinner(), 0);
    QCOMPARE(g->bummerl(1), 2);
    QCOMPARE(g->bummerl(2), 1);
}

void TestDreierschnapsen::randomMatchesKeepInvariants() {
    const GameInfo* info = findGame("dreierschnapsen");
    QVERIFY(info);
    for (bool regional : {false, true}) {
        Variant v(info->options);
        if (regional) {
            for (const char* k : {"assenbettler", "ass_bettler", "zehnergang", "bauernloch"})
                QVERIFY(v.set(k, true).empty());
            QVERIFY(v.set("bid_order", std::string("caller_first")).empty());
            QVERIFY(v.set("talon_in_negative", false).empty());
        }
        nlohmann::json summary;
        const SelfplayResult res = selfplay(*info, v, 3, 3000, 5, summary);
        QCOMPARE(res.deals, 3000);
        QVERIFY(res.sessions > 50);
        QVERIFY2(res.violations.empty(), res.violations.empty() ? "" : res.violations[0].c_str());
    }
}

// R: the caller holds the top trumps and the acorn Ace; the defenders have a
// leaves trick to take and middlehand an acorn marriage. Talon SO SU (5) is laid away.
namespace {
const char* kCR = "HA H10 HK HO EA LU";
const char* kMR = "HU EK EO EU LA L10";
const char* kRR = "LK LO E10 SA S10 SK";
} // namespace

void TestDreierschnapsen::ruferTwoWhenDefendersUnder33() {
    Deal g = table(kCR, kMR, kRR, kTalon);
    run(g, "trump H; pass; pass; pass; discard SO SU");
    run(g, "play LU; play L10; play LO"); // middlehand must beat: LU 2 + L10 10 + LO 3
    QCOMPARE(g.tricksWon(2), 1);
    QCOMPARE(g.sideCounted(0), 15);       // the defenders count together
    run(g, "play EU; play E10; play EA"); // both must beat: 2 + 10 + 11 to the caller
    QCOMPARE(g.sideCounted(1), 23);
    run(g, "declare H"); // 23 + 40 = 63: not yet
    QVERIFY(!g.over());
    run(g, "play HK; play HU; play SK"); // 63 + 4 + 2 + 4 = 73
    QVERIFY(g.over());
    QVERIFY(g.declarerWon());
    QCOMPARE(g.sideCounted(1), 73);
    QCOMPARE(g.sideCounted(2), 15);
    QCOMPARE(points(g, 1), 2); // the defenders have a trick but fewer than 33
    QCOMPARE(points(g, 0) + points(g, 2), 0);
}

void TestDreierschnapsen::ruferOneWhenDefendersHave33() {
    Deal g = table(kCR, kMR, kRR, kTalon);
    run(g, "trump H; pass; pass; pass; discard SO SU; play LU; play L10; play LO");
    run(g, "declare E"); // middlehand's Twenty counts: the defenders have a trick
    QCOMPARE(g.sideCounted(0), 15 + 20);
    run(g, "play EK; play E10; play EA"); // 4 + 10 + 11 to the caller
    run(g, "declare H");                  // 25 + 40 = 65
    QCOMPARE(g.sideCounted(1), 65);
    QVERIFY(!g.over());
    run(g, "play HK; play HU; play SK");
    QVERIFY(g.over());
    QVERIFY(g.declarerWon());
    QCOMPARE(g.sideCounted(1), 75);
    QCOMPARE(g.sideCounted(2), 35);
    QCOMPARE(points(g, 1), 1); // the defenders have 33 or more
}

void TestDreierschnapsen::ruferWonByTheDefenders() {
    Deal g = table("HU HO SK EU LU SU", "HA H10 HK EA E10 LA", "EK EO L10 LK LO SA", "S10 SO");
    run(g, "trump H; pass; pass; pass; discard EU LU");
    run(g, "play S10; play HK; play SA"); // middlehand trumps: 10 + 4 + 11
    run(g, "play HA; play L10; play HU"); // 11 + 10 + 2: the defenders 48
    run(g, "play EA; play EK; play HO");  // the caller trumps: 11 + 4 + 3
    QCOMPARE(g.sideCounted(1), 18);
    QVERIFY(!g.over());
    run(g, "play SK; play H10; play LK"); // 4 + 10 + 4: the defenders reach 66
    QVERIFY(g.over());
    QVERIFY(!g.declarerWon());
    QCOMPARE(QString::fromStdString(g.outcome()), QStringLiteral("66"));
    QCOMPARE(g.sideCounted(0), 66);
    QCOMPARE(points(g, 0), 2); // the caller has a trick and 18 < 33: 2 to each defender
    QCOMPARE(points(g, 2), 2);
    QCOMPARE(points(g, 1), 0);
}

void TestDreierschnapsen::firstTrickOfEachSideFaceUp() {
    Deal g = table(kCR, kMR, kRR, kTalon);
    run(g, "trump H; pass; pass; pass; discard SO SU");
    QVERIFY(g.view(0).openTricks.empty());
    run(g, "play LU; play L10; play LO"); // the defenders' first trick
    const std::vector<SeatCard> first{
        {1, test::card(P(), "LU")}, {2, test::card(P(), "L10")}, {0, test::card(P(), "LO")}};
    for (int seat = 0; seat < 3; ++seat) { // every seat sees it
        const SeatView v = g.view(seat);
        QCOMPARE(v.openTricks.size(), std::size_t(1));
        QCOMPARE(v.openTricks[0].winner, 2);
        QVERIFY(v.openTricks[0].cards == first);
    }
    run(g, "play EU; play E10; play EA"); // the declarer's first trick
    const std::vector<SeatCard> second{
        {2, test::card(P(), "EU")}, {0, test::card(P(), "E10")}, {1, test::card(P(), "EA")}};
    QCOMPARE(g.view(0).openTricks.size(), std::size_t(2));
    QCOMPARE(g.view(0).openTricks[1].winner, 1);
    QVERIFY(g.view(0).openTricks[1].cards == second);
    run(g, "declare H; play HK; play HU; play SK"); // a second trick of the declarer's side is not shown
    const SeatView v = g.view(2);
    QCOMPARE(v.openTricks.size(), std::size_t(2));
    QVERIFY(v.openTricks[0].cards == first);
    QVERIFY(v.openTricks[1].cards == second);
    QVERIFY(g.openTricks() == v.openTricks);
}

void TestDreierschnapsen::zehnergangWonAndLost() {
    DreierOptions o;
    o.zehnergang = true;
    const char* c = "EA LA HA SA EU LU";
    const char* m = "E10 EK EO L10 LK H10";
    const char* r = "LO HK HO HU SK S10";
    Deal g = table(c, m, r, kTalon, o);
    run(g, "trump E; bid zehnergang; pass; pass; discard SO SU");
    QCOMPARE(g.toAct(), 2); // the declarer leads
    run(g, "play E10; play SK");
    QVERIFY(!tryAct(g, "play EU")); // ace low: the Ace does not beat the Ten, so no obligation to play it
    run(g, "play EA");
    QCOMPARE(g.tricksWon(2), 1);
    run(g, "play EK; play S10; play EU; play EO; play HU; play SA; play L10; play LO; play LA");
    run(g, "play LK; play HO; play LU; play H10; play HK; play HA");
    QVERIFY(g.over());
    QVERIFY(g.declarerWon());
    QCOMPARE(g.tricksWon(2), 6);
    QCOMPARE(points(g, 2), 10);
    QCOMPARE(points(g, 0) + points(g, 1), 0);

    Deal h = table(c, m, r, kTalon, o);
    run(h, "trump E; bid zehnergang; pass; pass; discard H10 SO; play SU; play S10");
    QCOMPARE(tryAct(h, "play EA").reason, Reason::MustFollow);
    run(h, "play SA"); // the Ace is the lowest: the Ten takes the trick
    QVERIFY(h.over());
    QVERIFY(!h.declarerWon());
    QCOMPARE(h.tricksWon(0), 1);
    QCOMPARE(points(h, 0), 10);
    QCOMPARE(points(h, 1), 10);
    QCOMPARE(points(h, 2), 0);
}

void TestDreierschnapsen::bauernlochWonAndLost() {
    DreierOptions o;
    o.bauernloch = true;
    Deal g = table("H10 HK HO HU E10 EK", "HA EA EO EU LA L10", "LK LO LU SA S10 SK", kTalon, o);
    run(g, "trump H; pass; pass; bid bauernloch; discard SO SU; play H10");
    QCOMPARE(tryAct(g, "play EA").reason, Reason::MustFollow);
    run(g, "play HA; play LU"); // the trump Ace is the lowest trump
    QCOMPARE(g.tricksWon(1), 1);
    run(g, "play HK; play EU; play LO; play HO; play LA; play LK; play HU; play L10; play SK");
    run(g, "play E10; play EA; play S10; play EK; play EO; play SA");
    QVERIFY(g.over());
    QVERIFY(g.declarerWon());
    QCOMPARE(points(g, 1), 12);

    // Trumps keep their place above the other suits: the lowest trump, the Ace, takes the trick.
    Deal h = table("H10 HK HO HU E10 LU", "HA EA EK EO EU SA", "LA L10 LK LO S10 SK", kTalon, o);
    run(h, "trump H; pass; pass; bid bauernloch; discard SO SU; play LU");
    QCOMPARE(tryAct(h, "play EA").reason, Reason::MustTrump);
    run(h, "play HA; play L10");
    QVERIFY(h.over());
    QVERIFY(!h.declarerWon());
    QCOMPARE(h.tricksWon(2), 1);
    QCOMPARE(points(h, 0), 12);
    QCOMPARE(points(h, 2), 12);
    QCOMPARE(points(h, 1), 0);
}

void TestDreierschnapsen::assBettlerWonAndLost() {
    DreierOptions o;
    o.assBettler = true;
    const char* c = "E10 EK L10 LK H10 HK";
    const char* m = "EU EO LU LO HU SA";
    const char* r = "EA LA HA HO S10 SK";
    const char* start = "trump E; bid ass_bettler; pass; pass; discard SO SU; play EK; play EO; play EA; "
                        "play HO; play H10; play HU; play L10; play LO; play LA";
    Deal g = table(c, m, r, kTalon, o);
    run(g, start);
    QCOMPARE(g.tricksWon(2), 0);
    run(g, "play HA; play HK; play SA"); // void in hearts: the Ace goes away (no trumps)
    run(g, "play S10; play LK; play EU; play SK; play E10; play LU");
    QVERIFY(g.over());
    QVERIFY(g.declarerWon());
    QCOMPARE(points(g, 2), 5);
    QCOMPARE(points(g, 0) + points(g, 1), 0);

    Deal h = table(c, m, r, kTalon, o);
    run(h, start);
    run(h, "play S10; play HK");
    QCOMPARE(tryAct(h, "play EU").reason, Reason::MustFollow);
    run(h, "play SA"); // the Ace must follow and takes the trick
    QVERIFY(h.over());
    QVERIFY(!h.declarerWon());
    QCOMPARE(QString::fromStdString(h.outcome()), QStringLiteral("took_a_trick"));
    QCOMPARE(points(h, 0), 5);
    QCOMPARE(points(h, 1), 5);
    QCOMPARE(points(h, 2), 0);
}

void TestDreierschnapsen::assenbettlerWon() {
    DreierOptions o;
    o.assenbettler = true;
    Deal g = table("E10 EK EO L10 LK LO", "EA LA HA SA EU LU", "H10 HK HO HU S10 SK", kTalon, o);
    run(g, "trump E; bid assenbettler; pass; pass; discard SO SU; play E10");
    QVERIFY(!tryAct(g, "play EA")); // ace low: nothing beats the Ten, either card may follow
    QVERIFY(!tryAct(g, "play EU"));
    run(g, "play EA; play HU");
    QCOMPARE(g.tricksWon(1), 1);
    run(g, "play L10; play LA; play HO; play EK; play EU; play SK; play LK; play LU; play S10");
    run(g, "play EO; play HA; play HK; play LO; play SA; play H10");
    QVERIFY(g.over());
    QVERIFY(g.declarerWon());
    QCOMPARE(g.tricksWon(2), 0);
    QCOMPARE(points(g, 2), 5);
    QCOMPARE(points(g, 0) + points(g, 1), 0);
}

void TestDreierschnapsen::kontrabauernschnapserLost() {
    Deal g = table("HU LA EK EO S10 SK", "HA H10 HK HO EA LK", "E10 EU L10 LO LU SA", kTalon);
    run(g, "trump H; bid kontrabauernschnapser; pass; pass; discard SO SU");
    QCOMPARE(g.toAct(), 1); // the caller leads
    run(g, "play LA");
    QCOMPARE(tryAct(g, "play HA").reason, Reason::MustFollow);
    run(g, "play LK; play LU");
    QVERIFY(g.over());
    QVERIFY(!g.declarerWon());
    QCOMPARE(QString::fromStdString(g.outcome()), QStringLiteral("lost_a_trick"));
    QCOMPARE(points(g, 0), 24);
    QCOMPARE(points(g, 1), 24);
    QCOMPARE(points(g, 2), 0);
}

void TestDreierschnapsen::trumpfringerlLost() {
    Deal g = table("HA H10 HK HO HU EK", "EA E10 EO EU LA L10", "LK LO LU SA S10 SK", kTalon);
    run(g, "trump H; pass; pass; bid trumpfringerl; discard SO SU");
    run(g, "play HA; play EU; play LU");
    QCOMPARE(g.tricksWon(1), 1);
    run(g, "play EK; play EA; play LO"); // all five trumps do not win it by themselves
    QVERIFY(g.over());
    QVERIFY(!g.declarerWon());
    QCOMPARE(points(g, 0), 24);
    QCOMPARE(points(g, 2), 24);
    QCOMPARE(points(g, 1), 0);
}

void TestDreierschnapsen::farbenringerlLost() {
    Deal g = table("HA H10 HK HO HU SA", "EA E10 EK EO EU LK", "LA L10 LO LU S10 SK", kTalon);
    run(g, "trump H; bid farbenringerl; pass; pass; discard SO SU");
    QCOMPARE(g.toAct(), 2); // the declarer leads
    run(g, "play EA; play LU; play HU; play LK; play LA");
    QVERIFY(!tryAct(g, "play HA")); // no trumps: the caller's hearts do not take
    run(g, "play HA");
    QVERIFY(g.over());
    QVERIFY(!g.declarerWon());
    QCOMPARE(g.tricksWon(0), 1);
    QCOMPARE(points(g, 0), 18);
    QCOMPARE(points(g, 1), 18);
    QCOMPARE(points(g, 2), 0);
}

void TestDreierschnapsen::bauernschnapserLost() {
    Deal g = table("HA H10 HK EA E10 LU", "HO EK EO EU LA L10", "HU LK LO SA S10 SK", kTalon);
    run(g, "trump H; pass; pass; bid bauernschnapser; discard SO SU; play EA; play EU");
    QCOMPARE(tryAct(g, "play SA").reason, Reason::MustTrump);
    run(g, "play HU"); // the lowest trump takes the Ace
    QVERIFY(g.over());
    QVERIFY(!g.declarerWon());
    QCOMPARE(points(g, 0), 12);
    QCOMPARE(points(g, 2), 12);
    QCOMPARE(points(g, 1), 0);
}

void TestDreierschnapsen::plaudererLost() {
    Deal g = table("EU HU LU SU EO LO", "EK HO HK LK SK SO", "HA H10 LA L10 SA S10", "EA E10");
    run(g, "trump E; bid plauderer; pass; pass; discard EA E10");
    run(g, "play SU; play SO; play S10"); // middlehand must beat, rearhand beats again
    QVERIFY(!g.over());
    const SeatView v = g.view(1);
    QCOMPARE(v.shown.size(), std::size_t(5)); // the declarer's cards now lie open
    QVERIFY(std::find(v.shown.begin(), v.shown.end(), SeatCard{2, test::card(P(), "EK")}) != v.shown.end());
    run(g, "play H10; play HU; play HK; play LA; play LO; play LK; play L10; play LU");
    QCOMPARE(tryAct(g, "play HO").reason, Reason::MustTrump);
    run(g, "play EK"); // void in leaves, the last trump must trump
    QVERIFY(g.over());
    QVERIFY(!g.declarerWon());
    QCOMPARE(QString::fromStdString(g.outcome()), QStringLiteral("took_a_trick"));
    QCOMPARE(points(g, 0), 7);
    QCOMPARE(points(g, 1), 7);
    QCOMPARE(points(g, 2), 0);
}

void TestDreierschnapsen::redealSameDealerDealsAgain() {
    const GameInfo* info = findGame("dreierschnapsen");
    QVERIFY(info);
    std::unique_ptr<Game> g = info->create(Variant(info->options), 3);
    auto setup = [](int dealer, const char* rear, const char* caller, const char* middle, const char* talon) {
        DealSetup s;
        s.dealer = dealer;
        s.hands.assign(3, {});
        s.hands[static_cast<std::size_t>(dealer)] = test::cards(P(), rear);
        s.hands[static_cast<std::size_t>((dealer + 1) % 3)] = test::cards(P(), caller);
        s.hands[static_cast<std::size_t>((dealer + 2) % 3)] = test::cards(P(), middle);
        s.stock = test::cards(P(), talon);
        return s;
    };
    auto act = [&](const char* script) {
        for (const QString& step : QString::fromLatin1(script).split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            const Action a = parse(g->toAct(), step.trimmed());
            QVERIFY2(!g->check(a), qPrintable(step));
            g->apply(a);
        }
    };
    QVERIFY(g->startDeal(setup(0, "L10 LK LO SA S10 SK", "HU EU LU HA H10 HK", "HO EA E10 EK EO LA", kTalon)).empty());
    act("redeal"); // the caller's first three are Unters
    QVERIFY(!g->inDeal());
    QCOMPARE(g->lastResult().delta, (std::vector<int>{0, 0, 0}));
    QCOMPARE(g->nextDeal().dealer, 0); // the same dealer deals again
    const DealSetup byCaller = setup(1, "HU EU LU HA H10 HK", "HO EA E10 EK EO LA", "L10 LK LO SA S10 SK", kTalon);
    QVERIFY(!g->startDeal(byCaller).empty()); // not the caller this time
    // Dealt again by seat 0: a Bauernschnapser lost at once; then the caller deals.
    QVERIFY(g->startDeal(setup(0, "HU LK LO SA S10 SK", "HA H10 HK EA E10 LU", "HO EK EO EU LA L10", kTalon)).empty());
    act("trump H; pass; pass; bid bauernschnapser; discard SO SU; play EA; play EU; play HU");
    QVERIFY(!g->inDeal());
    QCOMPARE(g->lastResult().delta, (std::vector<int>{12, 0, 12}));
    QCOMPARE(g->nextDeal().dealer, 1);
}

void TestDreierschnapsen::retourschneiderFromRecord() {
    // Deal 1: seat 2, caller, loses a Bauernschnapser without the talon at the
    // first trick: 12 + 1 to seats 0 and 1. Deal 2: seat 2 loses a Gang without
    // the talon at once: 9 + 1 each, so seats 0 and 1 stand at 23, seat 2 at 0.
    // Deal 3: seat 2 wins a Kontraschnapser with one trick (32) and a Forty,
    // gespritzt: 12 x 2 = 24 and the match. Retourschneider: 4 Bummerl each.
    Replay r = replay(load("retourschneider.json"));
    QVERIFY2(!r.error, r.error ? r.error->error.text().c_str() : "");
    QCOMPARE(r.deals.size(), std::size_t(3));
    QCOMPARE(r.deals[0]["delta"].get<std::vector<int>>(), (std::vector<int>{13, 13, 0}));
    QCOMPARE(r.deals[1]["delta"].get<std::vector<int>>(), (std::vector<int>{10, 10, 0}));
    QCOMPARE(r.deals[1]["scores"].get<std::vector<int>>(), (std::vector<int>{23, 23, 0}));
    QCOMPARE(r.deals[1]["bummerl"].get<std::vector<int>>(), (std::vector<int>{0, 0, 0}));
    QCOMPARE(r.deals[2]["knocks"].get<int>(), 1);
    QCOMPARE(r.deals[2]["card_points"].get<std::vector<int>>()[2], 72);
    QCOMPARE(r.deals[2]["delta"].get<std::vector<int>>(), (std::vector<int>{0, 0, 24}));
    QCOMPARE(r.deals[2]["bummerl"].get<std::vector<int>>(), (std::vector<int>{4, 4, 0}));
    auto* g = static_cast<DreierschnapsenGame*>(r.game.get());
    nlohmann::json standings;
    g->reportStandings(standings);
    QCOMPARE(standings["bummerl"].get<std::vector<int>>(), (std::vector<int>{4, 4, 0}));
    QVERIFY(g->sessionOver());
    QCOMPARE(g->matchWinner(), 2);
    QCOMPARE(g->bummerl(0), 4);
    QCOMPARE(g->bummerl(1), 4);
    QCOMPARE(g->bummerl(2), 0);
}

QTEST_GUILESS_MAIN(TestDreierschnapsen)
#include "test_dreierschnapsen.moc"
