// Sechsundsechzig, Dreeg phases 1 and 8 (dreeg.txt): each rule set up with
// the cards and checked against the outcome the text gives.
#include "dreeg/dreeg.h"
#include "dreeg/sechsundsechzig.h"
#include "support.h"

#include "record.h"

#include <QFile>
#include <QtTest>

using namespace st;
using namespace st::dreeg;

namespace {

const Pack& G() {
    return Pack::get(PackKind::German24);
}

/// Two players: dealer seat 0, forehand seat 1; talon top first, indicator last.
SechsundsechzigDeal two(const char* forehand, const char* dealer, const char* talon, Options66 o = {}) {
    DealTable t{2, 0, {1, 0}};
    DealSetup s;
    s.dealer = 0;
    s.hands = {test::cards(G(), dealer), test::cards(G(), forehand)};
    s.stock = test::cards(G(), talon);
    const std::string err = SechsundsechzigDeal::validate(t, s);
    if (!err.empty())
        qFatal("bad test deal: %s", err.c_str());
    return SechsundsechzigDeal(t, s, o);
}

/// Apply "play EA; play E9; declare E; out" for whoever is to act; every step must be legal.
/// A step refused while the trick's winner has still to draw is preceded by
/// "draw" (as a format-1 record is read); tests of the draw itself use tryAct,
/// which never draws.
void run(SechsundsechzigDeal& g, const char* script) {
    for (const QString& step : QString::fromLatin1(script).split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const Action a = test::action(G(), g.toAct(), step.trimmed());
        Refusal r = g.check(a);
        if (r && a.act != Act::Draw && !g.check(Action::simple(g.toAct(), Act::Draw))) {
            g.apply(Action::simple(g.toAct(), Act::Draw));
            r = g.check(a);
        }
        if (r)
            qFatal("step '%s' refused (reason %d)", qPrintable(step), static_cast<int>(r.reason));
        g.apply(a);
    }
}

Refusal tryAct(const SechsundsechzigDeal& g, const char* step) {
    return g.check(test::action(G(), g.toAct(), QString::fromLatin1(step)));
}

bool offered(const SechsundsechzigDeal& g, const char* step) {
    const Action a = test::action(G(), g.toAct(), QString::fromLatin1(step));
    for (const auto& b : g.legalActions())
        if (b == a)
            return true;
    return false;
}

// Scenario A: forehand holds the top acorns and leaves; trumps are bells (S9 indicator).
const char* kAF = "EA E10 EK EO LA L10";
const char* kAD = "E9 EU L9 LU LK LO";
const char* kAT = "HA H10 HK HO HU H9 SA S10 SK SO SU S9";

// Scenario C: both sides take tricks and pass 33 before forehand closes.
const char* kCF = "HA H10 EA E10 LA L10";
const char* kCD = "HK HO EK EO LK LO";
const char* kCT = "SA S10 SK SO SU HU H9 EU E9 LU L9 S9";
const char* kCOpening = "play HA; play HK; play H10; play S10; declare E; play EK; play EA; play LA; play LO";

} // namespace

class TestDreeg66 : public QObject {
    Q_OBJECT

  private slots:
    void dealsAsTheTextSays();
    void trumpCardBelongsToDealer();
    void talonOpenMeansNoObligation();
    void drawWinnerFirst();
    void drawBeforeAnythingButClosing();
    void goOutWithEnoughSchwarz();
    void goOutTooSoon();
    void goOutAfterDeclaringTooFew();
    void goOutSchneider();
    void goOutNeedsATrick();
    void declarationOnlyWhenLeading();
    void declareThenLeadKingOrOver();
    void fortyInTrumps();
    void exchangeNotBeforeFirstTrick();
    void exchangeAfterWinningATrick();
    void exchangeNotForLoserWhoDrewNine();
    void exchangeAfterDrawingTheNine();
    void exchangeLastMomentSixthTrick();
    void exchangeNineSecondToLastNotPossible();
    void closeBeforeFirstLead();
    void closeNeedsFourTalonCards();
    void closedTalonObligations();
    void closerMakes66AndGoesOut();
    void closerFailsWinningEveryTrick();
    void closerFailsBothHadTricks();
    void closerGoesOutShortAfterEarlyClose();
    void closerGoesOutShortBothHadTricks();
    void tooLateToGoOut();
    void noGoingOutWithFourPlayers();
    void scoringFixtures_data();
    void scoringFixtures();
    void closerLosesAtLeastTwoVariant();
};

void TestDreeg66::dealsAsTheTextSays() {
    // "4 players: 6 cards each in batches of three; 3 players: 8 cards each in
    // batches of three, then two, then three; 2 players: 6 each, 12 to the talon."
    for (int n : {4, 3, 2}) {
        DealTable t;
        t.seats = 4;
        t.dealer = 3;
        for (int s = 0; s < n; ++s)
            t.order.push_back(s);
        Rng rng(99);
        Rng copy(99);
        const DealSetup s = SechsundsechzigDeal::deal(t, rng);
        QVERIFY(SechsundsechzigDeal::validate(t, s).empty());
        const CardList deck = shuffledPack(G(), copy);
        for (int seat : t.order)
            QCOMPARE(static_cast<int>(s.hands[std::size_t(seat)].size()), SechsundsechzigDeal::handSize(n));
        // Forehand's first batch is the top three cards; the second player's first batch the next three.
        QCOMPARE(s.hands[0][0], deck[0]);
        QCOMPARE(s.hands[0][2], deck[2]);
        QCOMPARE(s.hands[1][0], deck[3]);
        if (n == 3) // second round is two cards each: forehand's 4th card is deck[9]
            QCOMPARE(s.hands[0][3], deck[9]);
        if (n == 2) {
            // 3 each, the indicator face up, 3 each; the indicator lies under the talon.
            QCOMPARE(s.stock.size(), std::size_t(12));
            QCOMPARE(s.stock.back(), deck[6]);
            QCOMPARE(s.hands[0][3], deck[7]);
            QCOMPARE(s.stock.front(), deck[13]);
        } else {
            QVERIFY(s.stock.empty());
        }
    }
}

void TestDreeg66::trumpCardBelongsToDealer() {
    // Four players: the dealer turns the last card; it is the dealer's and its suit is trumps.
    DealTable t{4, 3, {0, 1, 2, 3}};
    Rng rng(5);
    const DealSetup s = SechsundsechzigDeal::deal(t, rng);
    SechsundsechzigDeal g(t, s);
    const Card last = s.hands[3].back();
    QCOMPARE(g.trump(), G().suit(last));
    QVERIFY(has(g.hand(3), last));
    QCOMPARE(g.view(1).trumpCard, last); // everyone sees it until it is played
    QCOMPARE(g.toAct(), 0);              // forehand, left of the dealer, leads
}

void TestDreeg66::talonOpenMeansNoObligation() {
    SechsundsechzigDeal g = two(kAF, kAD, kAT);
    run(g, "play EA");
    // D holds E9 and EU but may discard a leaf while the talon is open.
    QVERIFY(!tryAct(g, "play LK"));
    QCOMPARE(g.legalActions().size(), std::size_t(6));
}

void TestDreeg66::drawWinnerFirst() {
    SechsundsechzigDeal g = two(kAF, kAD, kAT);
    run(g, "play EA; play E9; play E10");
    // The winner drew the top card (HA), the loser the next (H10).
    QVERIFY(has(g.hand(1), test::card(G(), "HA")));
    QVERIFY(has(g.hand(0), test::card(G(), "H10")));
    QCOMPARE(g.talon().size(), std::size_t(10));
}

void TestDreeg66::drawBeforeAnythingButClosing() {
    SechsundsechzigDeal g = two(kAF, kAD, kAT);
    run(g, "play EA; play E9");
    // The winner holds five cards and sees none of the talon but the indicator.
    QCOMPARE(count(g.view(1).hand), 5);
    QVERIFY(!has(g.view(1).hand, test::card(G(), "HA")));
    QCOMPARE(tryAct(g, "play E10").reason, Reason::MustDrawFirst);
    QCOMPARE(tryAct(g, "declare E").reason, Reason::MustDrawFirst);
    QCOMPARE(tryAct(g, "out").reason, Reason::MustDrawFirst); // the count is the same after drawing
    QVERIFY(offered(g, "draw"));
    QVERIFY(offered(g, "close")); // holding five
    for (const Action& a : g.legalActions())
        QVERIFY(a.act == Act::Draw || a.act == Act::Close);
    run(g, "draw");
    QCOMPARE(count(g.view(1).hand), 6);
    QVERIFY(offered(g, "out"));
    QVERIFY(offered(g, "close")); // holding six
    QCOMPARE(tryAct(g, "draw").reason, Reason::NotAllowedNow);
}

void TestDreeg66::goOutWithEnoughSchwarz() {
    SechsundsechzigDeal g = two(kAF, kAD, kAT);
    run(g, "play EA; play E9; play E10; play EU; play LA; play L9; play L10; play LU; declare E; out");
    QVERIFY(g.over());
    QCOMPARE(g.counted(1), 66); // 46 in tricks + 20
    QCOMPARE(g.erase()[1], 3);  // opponent has no trick: schwarz
    QCOMPARE(g.erase()[0], 0);
}

void TestDreeg66::goOutTooSoon() {
    SechsundsechzigDeal g = two(kAF, kAD, kAT);
    run(g, "play EA; play E9; play E10; play EU; play LA; play L9; out");
    QCOMPARE(g.counted(1), 34);
    QCOMPARE(g.erase()[0], 2); // "each member of the opposing team erases 2 strokes"
    QCOMPARE(g.erase()[1], 0);
}

namespace {
// Scenario B: the dealer takes one cheap trick with a trump.
const char* kBT = "HA SU HK HO HU H9 SA S10 SK SO H10 S9";
const char* kBOpening = "play EA; play E9; play E10; play SU; play L9; play LA; play L10; play LU; play HA; play H9";
} // namespace

void TestDreeg66::goOutAfterDeclaringTooFew() {
    SechsundsechzigDeal g = two(kAF, kAD, kBT);
    run(g, kBOpening);
    QCOMPARE(g.counted(1), 45);
    run(g, "declare E; out"); // 65 is not enough
    QCOMPARE(g.counted(1), 65);
    QCOMPARE(g.erase()[0], 2);
}

void TestDreeg66::goOutSchneider() {
    SechsundsechzigDeal g = two(kAF, kAD, kBT);
    run(g, kBOpening);
    run(g, "declare E; play EK; play EU; out");
    QCOMPARE(g.counted(1), 71);
    QCOMPARE(g.counted(0), 12); // one trick, fewer than 33: schneider
    QCOMPARE(g.erase()[1], 2);
}

void TestDreeg66::goOutNeedsATrick() {
    SechsundsechzigDeal g = two(kAF, kAD, kAT);
    QCOMPARE(tryAct(g, "out").reason, Reason::NoTrickYet);
    run(g, "declare E");
    QCOMPARE(tryAct(g, "out").reason, Reason::NoTrickYet);
}

void TestDreeg66::declarationOnlyWhenLeading() {
    SechsundsechzigDeal g = two(kCF, kCD, kCT);
    run(g, "play HA");
    // The dealer holds EK EO but is not leading.
    QCOMPARE(tryAct(g, "declare E").reason, Reason::OnlyLeader);
    run(g, "play HK; play H10; play S10");
    QCOMPARE(tryAct(g, "declare E").reason, Reason::MustDrawFirst); // the winner draws first
    run(g, "draw");
    QVERIFY(offered(g, "declare E"));
    QVERIFY(offered(g, "declare L"));
    QCOMPARE(tryAct(g, "declare H").reason, Reason::NoPair);
}

void TestDreeg66::declareThenLeadKingOrOver() {
    SechsundsechzigDeal g = two(kAF, kAD, kAT);
    run(g, "declare E");
    QCOMPARE(tryAct(g, "play EA").reason, Reason::MustPlayDeclared);
    QCOMPARE(tryAct(g, "declare L").reason, Reason::NotAllowedNow); // one pair per trick
    QVERIFY(!tryAct(g, "play EO"));
}

void TestDreeg66::fortyInTrumps() {
    // Trumps are acorns here (indicator E9): K-O of trumps is 40.
    SechsundsechzigDeal g = two("EK EO HA H10 LA L10", "HK HO HU SU LK LO", "SA S10 SK SO H9 L9 S9 LU EA E10 EU E9");
    run(g, "declare E; play EK; play HU");
    QCOMPARE(g.counted(1), 40 + 4 + 2);
}

void TestDreeg66::exchangeNotBeforeFirstTrick() {
    SechsundsechzigDeal g = two("S9 EA E10 LA L10 HA", kAD, "HK H10 HO HU H9 EK EO SK SO S10 SU SA");
    QCOMPARE(tryAct(g, "exchange").reason, Reason::NoTrickYet);
}

void TestDreeg66::exchangeAfterWinningATrick() {
    SechsundsechzigDeal g = two("S9 EA E10 LA L10 HA", kAD, "HK H10 HO HU H9 EK EO SK SO S10 SU SA");
    run(g, "play EA; play E9; exchange");
    QVERIFY(has(g.hand(1), test::card(G(), "SA")));
    QVERIFY(!has(g.hand(1), test::card(G(), "S9")));
    QCOMPARE(G().code(g.talon().back()), std::string("S9"));
    run(g, "play SA"); // draws first: the winner takes HK
    QVERIFY(has(g.hand(1), test::card(G(), "HK")));
}

void TestDreeg66::exchangeNotForLoserWhoDrewNine() {
    SechsundsechzigDeal g = two("EA E10 LA L10 HA H9", "E9 EU L9 LU LK HO", "H10 S9 HK LO HU EK EO SK SO S10 SU SA");
    run(g, "play EA; play E9; draw");
    QVERIFY(offered(g, "play E10")); // forehand to lead; the dealer drew the Nine
    const Action byDealer = test::action(G(), 0, QStringLiteral("exchange"));
    QCOMPARE(g.check(byDealer).reason, Reason::NotYourTurn);
    run(g, "play H9; play HO"); // the dealer wins a trick: now the Nine may be exchanged
    QVERIFY(has(g.hand(0), test::card(G(), "S9")));
    QVERIFY(offered(g, "exchange"));
    run(g, "exchange");
    QVERIFY(has(g.hand(0), test::card(G(), "SA")));
}

void TestDreeg66::exchangeAfterDrawingTheNine() {
    // "before or after drawing a card from the talon": the winner draws the Nine and exchanges at once.
    SechsundsechzigDeal g = two("EA E10 LA L10 HA HK", kAD, "S9 HO HU H9 EK EO SK SO S10 SU H10 SA");
    run(g, "play EA; play E9");
    QCOMPARE(tryAct(g, "exchange").reason, Reason::NoTrumpNine); // still under the talon
    run(g, "draw");
    QVERIFY(offered(g, "exchange"));
    run(g, "exchange");
    QVERIFY(has(g.hand(1), test::card(G(), "SA")));
    QCOMPARE(G().code(g.talon().back()), std::string("S9"));
    QVERIFY(has(g.hand(0), test::card(G(), "HO"))); // the loser drew the next card
}

void TestDreeg66::exchangeLastMomentSixthTrick() {
    SechsundsechzigDeal g = two("S9 EA E10 LA L10 HA", kAD, "HK H10 HO HU H9 EK EO SK SO S10 SU SA");
    run(g, "play EA; play E9; play E10; play EU; play LA; play L9; play L10; play LU; play HA; play LK");
    QCOMPARE(g.talon().size(), std::size_t(4)); // the fifth trick's cards are drawn as the sixth is led
    run(g, "play HK; play LO");
    QCOMPARE(g.talon().size(), std::size_t(2));
    // The winner of the sixth trick may still exchange, before drawing the second-to-last card.
    QVERIFY(offered(g, "exchange"));
    run(g, "exchange; play SA");
    QVERIFY(g.talon().empty());
    QVERIFY(has(g.hand(0), test::card(G(), "S9"))); // the loser drew the Nine from under the talon
}

void TestDreeg66::exchangeNineSecondToLastNotPossible() {
    SechsundsechzigDeal g = two("EA E10 LA L10 HA HK", kAD, "H10 HO HU H9 EK EO SK SO S10 SU S9 SA");
    run(g, "play EA; play E9; play E10; play EU; play LA; play L9; play L10; play LU; play HA; play LK");
    run(g, "play HK; play LO");
    QCOMPARE(tryAct(g, "exchange").reason, Reason::NoTrumpNine);
    run(g, "play EK");
    QVERIFY(g.talon().empty());
    QVERIFY(has(g.hand(1), test::card(G(), "S9"))); // the winner drew the Nine; the loser took the indicator
    QVERIFY(has(g.hand(0), test::card(G(), "SA")));
}

void TestDreeg66::closeBeforeFirstLead() {
    SechsundsechzigDeal g = two(kAF, kAD, kAT);
    QVERIFY(offered(g, "close"));
    QVERIFY(!offered(g, "draw")); // nothing to draw before the first trick
    QCOMPARE(tryAct(g, "draw").reason, Reason::NotAllowedNow);
    run(g, "close");
    QCOMPARE(g.closer(), 1);
    QCOMPARE(tryAct(g, "close").reason, Reason::TalonClosed);
}

void TestDreeg66::closeNeedsFourTalonCards() {
    SechsundsechzigDeal g = two(kAF, kAD, kAT);
    run(g, "play EA; play E9; play E10; play EU; play LA; play L9; play L10; play LU; play EK; play LK");
    // Winner of the fifth trick: four cards left; may close holding five, not after drawing.
    QCOMPARE(g.talon().size(), std::size_t(4));
    QVERIFY(offered(g, "close"));
    run(g, "draw"); // drew instead: two cards left, the sixth trick must be played
    QCOMPARE(tryAct(g, "close").reason, Reason::TalonTooSmall);
    run(g, "play EO; play LO");
    QCOMPARE(tryAct(g, "close").reason, Reason::TalonTooSmall);
}

void TestDreeg66::closedTalonObligations() {
    SechsundsechzigDeal g = two(kAF, kAD, kAT);
    run(g, "close; play EA");
    QCOMPARE(tryAct(g, "play LK").reason, Reason::MustFollow);
    run(g, "play E9; play E10; play EU; play EK");
    QVERIFY(!tryAct(g, "play LK")); // void in acorns, no trumps: anything
}

void TestDreeg66::closerMakes66AndGoesOut() {
    SechsundsechzigDeal g = two(kCF, kCD, kCT);
    run(g, kCOpening);
    QCOMPARE(g.counted(1), 44);
    QCOMPARE(g.counted(0), 40);
    run(g, "close"); // holding five cards
    QCOMPARE(count(g.hand(1)), 5);
    QCOMPARE(tryAct(g, "play SA"), Refusal{});
    run(g, "play SA");
    // The dealer must trump (only SK), cannot overtrump.
    QCOMPARE(g.legalActions().size(), std::size_t(1));
    run(g, "play SK; play SO; play HU; play SU; play HO");
    QCOMPARE(g.counted(1), 69);
    run(g, "out");
    QCOMPARE(g.erase()[1], 1); // opponent has 40 >= 33
}

void TestDreeg66::closerFailsWinningEveryTrick() {
    // "If one or both players had no tricks [at the close], the opponent of the player who closed erases 3."
    SechsundsechzigDeal g = two(kAF, kAD, kAT);
    run(g, "close; play EA; play E9; play E10; play EU; play EK; play L9; play EO; play LU; play LA; play LK; "
           "play L10; play LO");
    QCOMPARE(g.counted(1), 60);
    QCOMPARE(g.erase()[0], 3);
    QCOMPARE(g.erase()[1], 0);
}

void TestDreeg66::closerFailsBothHadTricks() {
    // Both had a trick, both under 33 at the close: the opponent erases 2.
    SechsundsechzigDeal g = two(kCF, kCD, kCT);
    run(g, "play HA; play HK; play H10; play S10");
    QCOMPARE(g.toAct(), 0);
    run(g, "close; declare E; play EK; play EA; play LA; play LO; play L10; play LK; play E10; play EO; play SA; "
           "play HO");
    QVERIFY(g.over());
    QCOMPARE(g.outcome(), std::string("closer_failed"));
    QCOMPARE(g.erase()[1], 2);
}

void TestDreeg66::closerGoesOutShortAfterEarlyClose() {
    // Closed when the opponent had no trick, then went out short: 3, not 2.
    SechsundsechzigDeal g = two(kAF, kAD, kAT);
    run(g, "close; play EA; play E9; out");
    QCOMPARE(g.erase()[0], 3);
}

void TestDreeg66::closerGoesOutShortBothHadTricks() {
    SechsundsechzigDeal g = two(kCF, kCD, kCT);
    run(g, kCOpening);
    run(g, "close; play SA; play SK; out"); // 59 < 66
    QCOMPARE(g.erase()[0], 2);
}

void TestDreeg66::tooLateToGoOut() {
    SechsundsechzigDeal g = two(kAF, kAD, kAT);
    run(g, "close; play EA; play E9; play E10; play EU; play EK; play L9; play EO; play LU");
    QVERIFY(offered(g, "out")); // two cards left: may still go out
    run(g, "play LA; play LK");
    QCOMPARE(tryAct(g, "out").reason, Reason::TooLateToGoOut);
}

void TestDreeg66::noGoingOutWithFourPlayers() {
    DealTable t{4, 3, {0, 1, 2, 3}};
    Rng rng(3);
    SechsundsechzigDeal g(t, SechsundsechzigDeal::deal(t, rng));
    QCOMPARE(tryAct(g, "out").reason, Reason::NotAllowedNow);
    QCOMPARE(tryAct(g, "close").reason, Reason::NotAllowedNow);
}

void TestDreeg66::scoringFixtures_data() {
    // Deals found by random legal play (tools/find_fixtures.cpp); the expected
    // strokes are worked out by hand from the card points and the last trick.
    QTest::addColumn<QString>("file");
    QTest::addColumn<QList<int>>("points");
    QTest::addColumn<int>("lastTrick");
    QTest::addColumn<QList<int>>("erase");
    // Four players: most 3, then 2, 1, 0.
    QTest::newRow("3-2-1-0") << "four_3210" << QList<int>{27, 41, 0, 72} << 0 << QList<int>{1, 2, 0, 3};
    // Seats 0 and 2 tie for first, neither took the last trick: both erase the smaller number.
    QTest::newRow("2-2-1-0") << "four_2210" << QList<int>{43, 24, 43, 10} << 3 << QList<int>{2, 1, 2, 0};
    QTest::newRow("3-1-1-0") << "four_3110" << QList<int>{0, 82, 19, 19} << 1 << QList<int>{0, 3, 1, 1};
    QTest::newRow("3-2-0-0") << "four_3200" << QList<int>{0, 6, 114, 0} << 2 << QList<int>{0, 2, 3, 0};
    QTest::newRow("3-0-0-0") << "four_3000" << QList<int>{0, 0, 0, 120} << 3 << QList<int>{0, 0, 0, 3};
    // A tie where one of the tied took the last trick: as though it were worth half a point.
    QTest::newRow("tie, last trick") << "four_tie_last_trick" << QList<int>{42, 42, 0, 36} << 0
                                     << QList<int>{3, 2, 0, 1};
    // Forehand (seat 2) declared at the first lead but took no trick: the declaration counts nothing.
    QTest::newRow("forehand's 20 without a trick")
        << "four_forehand_declared_no_trick" << QList<int>{55, 75, 0, 10} << 3 << QList<int>{2, 3, 0, 1};
    // Three players: 2, 1, 0; ties 2-0-0 and 1-1-0.
    QTest::newRow("2-1-0") << "three_210" << QList<int>{59, 52, 9} << 1 << QList<int>{2, 1, 0};
    QTest::newRow("2-0-0") << "three_200" << QList<int>{58, 31, 31} << 0 << QList<int>{2, 0, 0};
    QTest::newRow("1-1-0") << "three_110" << QList<int>{42, 36, 42} << 1 << QList<int>{1, 0, 1};
    QTest::newRow("three, tie, last trick")
        << "three_tie_last_trick" << QList<int>{49, 22, 49} << 2 << QList<int>{1, 0, 2};
    // Two players, all tricks played.
    // Seat 1 alone has 66; the opponent has a trick but fewer than 33: schneider, 2.
    QTest::newRow("66 at the end") << "two_66_at_end" << QList<int>{16, 104} << 1 << QList<int>{0, 2};
    QTest::newRow("both 66: last trick") << "two_both_66" << QList<int>{85, 95} << 1 << QList<int>{0, 1};
    QTest::newRow("neither 66: last trick") << "two_none_66" << QList<int>{56, 64} << 1 << QList<int>{0, 1};
    // Seat 1 closed and ended with 53; at the close both had a trick and 33 or more (33, 34): 1.
    QTest::newRow("closer fails") << "two_closer_failed_one" << QList<int>{87, 53} << 0 << QList<int>{1, 0};
    // Seat 0 closed; seat 1 goes out with 72; at the close seat 0 had 13 (< 33), both had tricks: 2.
    QTest::newRow("opponent of closer goes out")
        << "two_out_against_closer" << QList<int>{13, 72} << 1 << QList<int>{0, 2};
}

namespace {
std::unique_ptr<Game> replayFixture(const QString& name, const char* variant = nullptr) {
    QFile f(QStringLiteral(STAMMTISCH_TEST_DATA "/dreeg66/") + name + QStringLiteral(".json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    auto parsed = parseRecord(f.readAll().toStdString());
    if (!std::holds_alternative<Record>(parsed))
        qFatal("bad fixture %s", qPrintable(name));
    Record rec = std::get<Record>(parsed);
    if (variant)
        rec.variant.set(variant, true);
    Replay r = replay(rec);
    if (r.error)
        qFatal("fixture %s does not replay", qPrintable(name));
    return std::move(r.game);
}
} // namespace

void TestDreeg66::scoringFixtures() {
    QFETCH(QString, file);
    QFETCH(QList<int>, points);
    QFETCH(int, lastTrick);
    QFETCH(QList<int>, erase);
    auto g = replayFixture(file);
    auto* d = dynamic_cast<const SechsundsechzigDeal*>(static_cast<DreegGame*>(g.get())->currentDeal());
    QVERIFY(d && d->over());
    QCOMPARE(d->lastTrickWinner(), lastTrick);
    for (int s = 0; s < points.size(); ++s) {
        QCOMPARE(d->counted(s), points[s]);
        QCOMPARE(d->erase()[std::size_t(s)], erase[s]);
        QCOMPARE(g->lastResult().delta[std::size_t(s)], erase[s]); // every slate had 7 strokes
    }
}

void TestDreeg66::closerLosesAtLeastTwoVariant() {
    // "Many play that when a player closes and loses, their opponent always erases at least 2 strokes."
    auto g = replayFixture(QStringLiteral("two_closer_failed_one"), "closer_loses_at_least_two");
    QCOMPARE(g->lastResult().delta, (std::vector<int>{2, 0}));
}

QTEST_APPLESS_MAIN(TestDreeg66)
#include "test_dreeg66.moc"
