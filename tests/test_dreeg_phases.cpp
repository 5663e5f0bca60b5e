// Dreeg's other phases (dreeg.txt): Rot-Assen, Rufen, Kamerun, Kamerun bei
// Nacht, Weglöscher, the penalties and the variants; each rule played with
// the cards and checked against the outcome the text gives.
#include "dreeg/dreeg.h"
#include "dreeg/kamerun.h"
#include "dreeg/sechsundsechzig.h"
#include "record.h"
#include "selfplay.h"
#include "support.h"

#include <QtTest>

using namespace st;
using namespace st::dreeg;

namespace {

const Pack& G() {
    return Pack::get(PackKind::German24);
}

DealSetup setup(int seats, int dealer, std::initializer_list<const char*> hands, const char* stock = "") {
    DealSetup s;
    s.dealer = dealer;
    for (const char* h : hands)
        s.hands.push_back(test::cards(G(), h));
    while (static_cast<int>(s.hands.size()) < seats)
        s.hands.push_back({});
    s.stock = test::cards(G(), stock);
    return s;
}

/// Apply "play EA; 0:trump H; out" (a "seat:" prefix acts out of turn); every step must be legal.
void run(Deal& g, const char* script) {
    for (QString step : QString::fromLatin1(script).split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        step = step.trimmed();
        int seat = g.toAct();
        if (step.size() > 2 && step[1] == QLatin1Char(':')) {
            seat = step.left(1).toInt();
            step = step.mid(2);
        }
        const Action a = test::action(G(), seat, step);
        Refusal r = g.check(a);
        if (r && a.act != Act::Draw && !g.check(Action::simple(g.toAct(), Act::Draw))) {
            g.apply(Action::simple(g.toAct(), Act::Draw)); // two players: the winner draws first
            r = g.check(a);
        }
        if (r)
            qFatal("step '%s' refused (reason %d)", qPrintable(step), static_cast<int>(r.reason));
        g.apply(a);
    }
}

Refusal tryAct(const Deal& g, const char* step, int seat = -1) {
    return g.check(test::action(G(), seat >= 0 ? seat : g.toAct(), QString::fromLatin1(step)));
}

std::vector<int> erased(const Deal& g, int seats) {
    return std::vector<int>(g.erase().begin(), g.erase().begin() + seats);
}

// Four players, dealer 3, forehand 0. Seat 2 holds the Ace of hearts and a strong hand.
const char* kRA0 = "LA L10 LK SA S10 SK";
const char* kRA1 = "LO LU L9 SO SU S9";
const char* kRA2 = "HA H10 HK HO EA E10";
const char* kRA3 = "HU H9 EK EO EU E9";
SechsundsechzigDeal rotAssen4(Options66 o = {}) {
    return SechsundsechzigDeal({4, 3, {0, 1, 2, 3}, Kind::RotAssen}, setup(4, 3, {kRA0, kRA1, kRA2, kRA3}), o);
}
const char* kRAPlay = "play LA; play LO; play HO; play H9; play HA; play HU; play SK; play S9; play H10; play E9; "
                      "play LK; play L9; play EA; play EU; play S10; play SU";

// Two-player Rot-Assen: dealer 0, forehand 1; the Ace of hearts lies at the bottom of the talon.
const char* kR2F = "EA E10 LK LO S9 SU";
const char* kR2D = "E9 EU L9 LU SA S10";
const char* kR2T = "EK EO LA L10 SK SO H9 HU HO HK H10 HA";
SechsundsechzigDeal rotAssen2(const char* f = kR2F, const char* d = kR2D, const char* t = kR2T, Options66 o = {}) {
    return SechsundsechzigDeal({2, 0, {1, 0}, Kind::RotAssen}, setup(2, 0, {d, f}, t), o);
}

// Four-player Rufen, dealer 3, forehand 0 (first three cards: EA E9 L9).
SechsundsechzigDeal rufen4(const char* h0 = "EA E9 L9 HA H10 HK", const char* h1 = "EK S9 SU SO LU HU",
                           const char* h2 = "EO E10 LA L10 LK HO", const char* h3 = "EU H9 LO SA S10 SK") {
    return SechsundsechzigDeal({4, 3, {0, 1, 2, 3}, Kind::Rufen}, setup(4, 3, {h0, h1, h2, h3}));
}

// Four-player Kamerun, dealer 3, forehand 0.
KamerunDeal kamerun4(const char* h0, const char* h1, const char* h2, const char* h3, OptionsKamerun o = {}) {
    return KamerunDeal({4, 3, {0, 1, 2, 3}, Kind::Kamerun}, setup(4, 3, {h0, h1, h2, h3}), o);
}

} // namespace

class TestDreegPhases : public QObject {
    Q_OBJECT

  private slots:
    // Rot-Assen, three and four players.
    void rotAssenHolderChoosesTrumps();
    void rotAssenSurrender();
    void rotAssenLoneGoesOut();
    void rotAssenBambergerScoring();
    // Rot-Assen, two players.
    void rotAssenTwoNoTrumpsYet();
    void rotAssenTwoHastDas();
    void rotAssenTwoTwentyStaysTwenty();
    void rotAssenTwoTalonFaceUp();
    void rotAssenTwoAceAfterTalonUp();
    void rotAssenTwoClosingBeforeTrumps();
    void rotAssenTwoNoExchangeOnClose();
    void rotAssenTwoConcealedAce();
    void rotAssenTwoDelayedAceIsFine();
    // Rufen.
    void rufenForehandSeesThreeAndCalls();
    void rufenMustLeadTrump();
    void rufenCalledCardAgainstOvertaking();
    void rufenForehandAlone();
    void rufenThreePlayers();
    void rufenTwoPlayers();
    // Kamerun.
    void kamerunFollowAndBeat();
    void kamerunLeadRestriction();
    void kamerunNoDeclarationsNoGoingOut();
    void kamerunUnannouncedSweep();
    void kamerunDurchmarsch();
    void kamerunDurchmarschFails();
    void kamerunScoringExamples();
    void kamerunErasingExamples();
    void kamerunSecondPhaseNoOvertake();
    void kamerunBeiNacht();
    void kamerunBeiNachtDurchmarschReason();
    // Penalties and the session.
    void penaliseRevokes();
    void wegloescherExample();
    void wegloescherDeals();
    void wegloescherFiveAtTheTable();
    void bambergerTwoPlayer66();
    void twoPlayerKamerunRefused();
};

void TestDreegPhases::rotAssenHolderChoosesTrumps() {
    SechsundsechzigDeal g = rotAssen4();
    QCOMPARE(g.toAct(), 2); // the holder of the Ace of hearts decides first
    QCOMPARE(tryAct(g, "play HA").reason, Reason::MustChooseTrump);
    run(g, "trump H");
    QCOMPARE(g.trump(), 2);
    QCOMPARE(g.toAct(), 0); // forehand leads regardless of who holds the Ace
    QCOMPARE(g.side(2), 0);
    QCOMPARE(g.side(0), 1);
    QCOMPARE(g.side(3), 1);
}

void TestDreegPhases::rotAssenSurrender() {
    SechsundsechzigDeal g = rotAssen4();
    run(g, "surrender");
    QVERIFY(g.over());
    QCOMPARE(erased(g, 4), (std::vector<int>{2, 2, 0, 2})); // each other player erases two
}

void TestDreegPhases::rotAssenLoneGoesOut() {
    SechsundsechzigDeal g = rotAssen4();
    run(g, "trump H");
    run(g, "play LA; play LO");
    // The holder, void in leaves, must trump; the next must trump too and cannot beat HO.
    QVERIFY(!tryAct(g, "play HO"));
    run(g, "play HO");
    QCOMPARE(tryAct(g, "play E9").reason, Reason::MustTrump);
    run(g, "play H9; play HA; play HU; play SK; play S9; play H10; play E9; play LK; play L9; play EA; play EU; "
           "play S10; play SU");
    QCOMPARE(g.counted(2), 73);
    run(g, "out");
    QCOMPARE(erased(g, 4), (std::vector<int>{0, 0, 3, 0})); // the team has no trick: schwarz
}

void TestDreegPhases::rotAssenBambergerScoring() {
    Options66 o;
    o.bambergerRotAssen = true;
    SechsundsechzigDeal g = rotAssen4(o);
    run(g, "trump H");
    run(g, kRAPlay);
    QCOMPARE(tryAct(g, "out").reason, Reason::NotAllowedNow); // play to the end
    run(g, "play E10; play EO; play SA; play LU; play HK; play EK; play L10; play SO");
    QVERIFY(g.over());
    QCOMPARE(g.counted(2), 120);
    QCOMPARE(erased(g, 4), (std::vector<int>{0, 0, 3, 0}));
}

void TestDreegPhases::rotAssenTwoNoTrumpsYet() {
    SechsundsechzigDeal g = rotAssen2();
    QCOMPARE(g.trump(), kNoTrump);
    QCOMPARE(g.talon().size(), std::size_t(12)); // no trump indicator
    run(g, "play EA; play SA");                  // a bell cannot beat the acorn Ace: no trumps
    QCOMPARE(g.tricksWon(1), 1);
    QCOMPARE(tryAct(g, "trump H").reason, Reason::MustDrawFirst);
    run(g, "draw");
    QCOMPARE(tryAct(g, "trump H").reason, Reason::NoAceOfHearts);
}

void TestDreegPhases::rotAssenTwoHastDas() {
    // The dealer holds the Ace of hearts: asked "Hast' das?" before forehand's lead, declares it.
    SechsundsechzigDeal g =
        rotAssen2("EA E10 LK LO S9 SU", "HA EU L9 LU SA S10", "EK EO LA L10 SK SO H9 HU HO HK H10 E9");
    const auto opts = g.optionalActions(0);
    QCOMPARE(opts.size(), std::size_t(4)); // four trump suits to choose from
    QVERIFY(g.optionalActions(1).empty());
    run(g, "0:trump S");
    QCOMPARE(g.trump(), 3);
    QCOMPARE(g.toAct(), 1);
    run(g, "play EA; play S10"); // now bells are trumps
    QCOMPARE(g.tricksWon(0), 1);
}

void TestDreegPhases::rotAssenTwoTwentyStaysTwenty() {
    // Forehand declares leaves before there are trumps: 20, even when leaves become trumps.
    SechsundsechzigDeal g = rotAssen2("HA LK LO E10 S9 SU", kR2D, "EK EO LA L10 SK SO H9 HU HO HK H10 EA");
    run(g, "declare L; play LK; play LU");
    QCOMPARE(g.counted(1), 4 + 2 + 20);
    run(g, "trump L"); // the Ace of hearts, declared after the draw
    QCOMPARE(g.trump(), 1);
    QCOMPARE(g.counted(1), 26);
}

void TestDreegPhases::rotAssenTwoTalonFaceUp() {
    SechsundsechzigDeal g = rotAssen2();
    run(g, "play EA; play E9; play LK; play LU; play E10; play EU");
    QVERIFY(!g.talonFaceUp());
    run(g, "play LO"); // the lead to the fourth trick: the talon lies face up
    QVERIFY(g.talonFaceUp());
    QCOMPARE(G().code(g.view(0).talonTop), std::string("H9"));
    run(g, "play L10; play SA; play S9");
    QCOMPARE(g.toAct(), 0);
    run(g, "play S10; play SU");
    // The last two talon cards are H10 and the Ace: the dealer, who won, draws H10, forehand
    // draws the Ace face up and must choose trumps before the dealer leads.
    QCOMPARE(g.toAct(), 0);
    QCOMPARE(tryAct(g, "play HK").reason, Reason::MustDrawFirst);
    QCOMPARE(tryAct(g, "trump H", 1).reason, Reason::NotAllowedNow);
    QVERIFY(!has(g.view(1).hand, test::card(G(), "HA"))); // not before it is drawn
    run(g, "draw");
    QCOMPARE(g.toAct(), 1);
    QCOMPARE(tryAct(g, "play HK").reason, Reason::MustChooseTrump);
    run(g, "trump H");
    QVERIFY(!g.talonFaceUp());
    QCOMPARE(g.trump(), 2);
    QVERIFY(has(g.hand(1), test::card(G(), "HA")));
}

void TestDreegPhases::rotAssenTwoAceAfterTalonUp() {
    // The dealer keeps the Ace of hearts undeclared until the talon lies face up: from then on
    // it can no longer be declared, and the refusal says so (the dealer does hold the Ace).
    SechsundsechzigDeal g =
        rotAssen2("EA E10 LK LO S9 SU", "HA EU L9 LU SA S10", "EK EO LA L10 SK SO H9 HU HO HK H10 E9");
    run(g, "play EA; play EU; play E10; play L9; play LK; play LU; play LO; play L10"); // face up at the 4th lead
    QCOMPARE(g.toAct(), 0);
    run(g, "draw");
    QVERIFY(!g.over());
    QVERIFY(has(g.hand(0), test::card(G(), "HA")));
    QVERIFY(g.talonFaceUp());
    QCOMPARE(tryAct(g, "trump S", 0).reason, Reason::AceAfterTalonUp);
    QCOMPARE(tryAct(g, "trump S", 1).reason, Reason::NoAceOfHearts); // forehand holds no Ace
}

void TestDreegPhases::rotAssenTwoClosingBeforeTrumps() {
    SechsundsechzigDeal g = rotAssen2();
    run(g, "close");
    QCOMPARE(tryAct(g, "trump H", 1).reason, Reason::NotAllowedNow);
    run(g, "play EA");
    QCOMPARE(tryAct(g, "play SA").reason, Reason::MustFollow); // follow and beat, no trumps
    run(g, "play EU");
    QCOMPARE(g.trump(), kNoTrump);
}

void TestDreegPhases::rotAssenTwoNoExchangeOnClose() {
    // Found by fuzzing: with the "exchange at the close" variant, the dealer (holding E9) was
    // allowed to "exchange" after forehand closed before trumps were known, and the engine
    // then looked up the Nine of no suit. Rot-Assen has no trump indicator to exchange.
    Options66 o;
    o.exchangeOnClose = true;
    SechsundsechzigDeal g = rotAssen2(kR2F, kR2D, kR2T, o);
    run(g, "close");
    QCOMPARE(g.trump(), kNoTrump);
    QCOMPARE(tryAct(g, "exchange", 0).reason, Reason::NotYourTurn);
    const auto legal = g.legalActions(); // forehand to lead; nobody may exchange
    QVERIFY(std::none_of(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Exchange; }));
    run(g, "play EA; play EU");
    QCOMPARE(g.trump(), kNoTrump);
}

void TestDreegPhases::rotAssenTwoConcealedAce() {
    // The dealer keeps the Ace undeclared through forehand's lead, then plays it: the play ends
    // and the other player erases 3.
    SechsundsechzigDeal g =
        rotAssen2("EA E10 LK LO S9 SU", "HA EU L9 LU SA S10", "EK EO LA L10 SK SO H9 HU HO HK H10 E9");
    run(g, "play EA; play HA");
    QVERIFY(g.over());
    QCOMPARE(erased(g, 2), (std::vector<int>{0, 3}));
    QCOMPARE(g.outcome(), std::string("concealed_ace"));
}

void TestDreegPhases::rotAssenTwoDelayedAceIsFine() {
    // Delaying is allowed: declared after drawing, before the next lead, nobody can tell.
    SechsundsechzigDeal g =
        rotAssen2("EA E10 LK LO S9 SU", "HA EU L9 LU SA S10", "EK EO LA L10 SK SO H9 HU HO HK H10 E9");
    run(g, "play EA; play EU; 0:trump S; play E10; play SA");
    QVERIFY(!g.over());
    QCOMPARE(g.tricksWon(0), 1);
    run(g, "play HA; play S9");
    QVERIFY(!g.over());
}

void TestDreegPhases::rufenForehandSeesThreeAndCalls() {
    SechsundsechzigDeal g = rufen4();
    QCOMPARE(g.toAct(), 0);
    QCOMPARE(count(g.view(0).hand), 3); // only the first three cards before calling
    QCOMPARE(g.view(1).hand, CardSet{0});
    // Forehand must hold a card of the called suit among the first three (acorns or leaves).
    QCOMPARE(tryAct(g, "call H9").reason, Reason::NotCallable);
    QCOMPARE(tryAct(g, "play EA").reason, Reason::NotAllowedNow);
    run(g, "call E10");
    QCOMPARE(g.trump(), 0);
    QCOMPARE(g.partner(), 2);
    QCOMPARE(g.side(0), 0);
    QCOMPARE(g.side(2), 0);
    QCOMPARE(g.side(1), 1);
    QCOMPARE(g.side(3), 1);
    QCOMPARE(count(g.view(0).hand), 6);
}

void TestDreegPhases::rufenMustLeadTrump() {
    SechsundsechzigDeal g = rufen4();
    run(g, "call E10");
    QCOMPARE(tryAct(g, "play L9").reason, Reason::MustLeadTrump);
    QCOMPARE(tryAct(g, "play HA").reason, Reason::MustLeadTrump);
    QVERIFY(!tryAct(g, "play E9"));
}

void TestDreegPhases::rufenCalledCardAgainstOvertaking() {
    // Forehand "perversely" calls the Over; seat 2 holds EO and E10. After E9 and EK, the
    // overtaking rule would demand E10, but the called EO must be played to the first trick.
    SechsundsechzigDeal g = rufen4();
    run(g, "call EO; play E9; play EK");
    QCOMPARE(tryAct(g, "play E10").reason, Reason::MustPlayCalled);
    // Found by fuzzing: a play without a card was looked up in the hand (a negative shift).
    QCOMPARE(g.check(Action::simple(g.toAct(), Act::Play)).reason, Reason::NotInHand);
    run(g, "play EO");
    QCOMPARE(tryAct(g, "play H9").reason, Reason::MustFollow);
    run(g, "play EU");
    QCOMPARE(g.tricksWon(1), 1);
    QCOMPARE(g.partner(), 2);
}

void TestDreegPhases::rufenForehandAlone() {
    // Forehand calls a card of its own: it must lead that card and plays alone against three.
    SechsundsechzigDeal g = rufen4();
    run(g, "call EA");
    QCOMPARE(g.partner(), 0);
    QCOMPARE(g.side(0), 0);
    QCOMPARE(g.side(1), 1);
    QCOMPARE(g.side(2), 1);
    QCOMPARE(g.side(3), 1);
    QCOMPARE(tryAct(g, "play E9").reason, Reason::MustPlayCalled);
    run(g, "play EA");
}

void TestDreegPhases::rufenThreePlayers() {
    // Three players: forehand and the holder of the called card against the third.
    SechsundsechzigDeal g(
        {3, 2, {0, 1, 2}, Kind::Rufen},
        setup(3, 2, {"SA S10 EK E9 EU HO HU H9", "SK SO SU S9 LA L10 LK LO", "EA E10 EO HA H10 HK LU L9"}));
    run(g, "call SK");
    QCOMPARE(g.partner(), 1);
    QCOMPARE(g.side(2), 1);
    QCOMPARE(tryAct(g, "surrender").reason, Reason::NotAllowedNow); // no surrender in Rufen
}

void TestDreegPhases::rufenTwoPlayers() {
    // Forehand names trumps after the first three cards; no indicator, no exchange; closing allowed.
    SechsundsechzigDeal g({2, 0, {1, 0}, Kind::Rufen},
                          setup(2, 0, {kR2D, kR2F}, "EK EO LA L10 SK SO H9 HU HO HK H10 HA"));
    QCOMPARE(g.toAct(), 1);
    QCOMPARE(count(g.view(1).hand), 3);
    run(g, "trump S");
    QCOMPARE(g.trump(), 3);
    QVERIFY(!tryAct(g, "close"));
    run(g, "play EA; play E9");
    QCOMPARE(tryAct(g, "exchange").reason, Reason::NotAllowedNow);
}

void TestDreegPhases::kamerunFollowAndBeat() {
    KamerunDeal g = kamerun4("EO EA L9 LA H9 HA", "EU E10 LU L10 HU H10", "E9 EK LO LK HO HK", "S9 SU SO SK S10 SA");
    run(g, "play EO");
    QCOMPARE(tryAct(g, "play EU").reason, Reason::MustOvertake); // must beat even to one's cost
    run(g, "play E10");
    QCOMPARE(tryAct(g, "play LK").reason, Reason::MustFollow);
    run(g, "play EK; play SA"); // void, no trumps in Kamerun: anything
    QCOMPARE(g.tricksWon(1), 1);
}

void TestDreegPhases::kamerunLeadRestriction() {
    KamerunDeal g = kamerun4("EO EA L9 LA H9 HA", "EU E10 LU L10 HU H10", "E9 EK LO LK HO HK", "S9 SU SO SK S10 SA");
    run(g, "play EO; play E10; play EK; play S9");
    // Seat 1 won the acorn trick and may not lead acorns again while holding other suits.
    QCOMPARE(tryAct(g, "play EU").reason, Reason::MustNotLeadSuit);
    QVERIFY(!tryAct(g, "play LU"));
}

void TestDreegPhases::kamerunNoDeclarationsNoGoingOut() {
    KamerunDeal g = kamerun4("EO EA L9 LA H9 HA", "EU E10 LU L10 HU H10", "E9 EK LO LK HO HK", "S9 SU SO SK S10 SA");
    QCOMPARE(tryAct(g, "declare E").reason, Reason::NotAllowedNow);
    QCOMPARE(tryAct(g, "out").reason, Reason::NotAllowedNow);
}

void TestDreegPhases::kamerunUnannouncedSweep() {
    KamerunDeal g = kamerun4("EA E10 EK EO EU E9", "LA L10 LK LO LU L9", "HA H10 HK HO HU H9", "SA S10 SK SO SU S9");
    run(g, "play E9; play L9; play H9; play S9; play EU; play LU; play HU; play SU; play EO; play LO; play HO; "
           "play SO; play EK; play LK; play HK; play SK; play E10; play L10; play H10; play S10; play EA; play LA; "
           "play HA; play SA");
    QVERIFY(g.over());
    QCOMPARE(erased(g, 4), (std::vector<int>{3, 0, 0, 0})); // no benefit: the sweeper erases 3
}

void TestDreegPhases::kamerunDurchmarsch() {
    KamerunDeal g = kamerun4("EA E10 EK EO EU E9", "LA L10 LK LO LU L9", "HA H10 HK HO HU H9", "SA S10 SK SO SU S9");
    run(g, "play E9; play L9; play H9; play S9");
    QCOMPARE(tryAct(g, "durchmarsch", 1).reason, Reason::NotYourTurn);
    run(g, "durchmarsch");
    QCOMPARE(tryAct(g, "durchmarsch").reason, Reason::DurchmarschAnnounced); // once is enough
    run(g, "play EU; play LU; play HU; play SU; play EO; play LO; play HO; play SO; play EK; play LK; play HK; "
           "play SK; play E10; play L10; play H10; play S10; play EA; play LA; play HA; play SA");
    QCOMPARE(erased(g, 4), (std::vector<int>{0, 3, 3, 3}));
}

void TestDreegPhases::kamerunDurchmarschFails() {
    KamerunDeal g = kamerun4("EA E10 EK EO EU L9", "LA L10 LK LO LU E9", "HA H10 HK HO HU H9", "SA S10 SK SO SU S9");
    run(g, "play EU; play E9; play H9; play S9; durchmarsch; play L9; play LA");
    QCOMPARE(g.toAct(), 2);
    run(g, "play HU; play SU"); // seat 1 took a trick: the play ends at once
    QVERIFY(g.over());
    QCOMPARE(erased(g, 4), (std::vector<int>{3, 0, 0, 0}));
    QCOMPARE(g.outcome(), std::string("durchmarsch_failed"));
}

void TestDreegPhases::kamerunScoringExamples() {
    // "if A takes most points and the last trick while B and C tie for second most points and D
    // has fewest then the strokes erased are A:3-B:2-C:2-D:0."
    QCOMPARE(KamerunDeal::rankStrokes({50, 30, 30, 10}, {2, 2, 1, 1}, 0), (std::vector<int>{3, 2, 2, 0}));
    // "if A takes most points, B second most and C and D take none, A:3-B:2-C:0-D:0."
    QCOMPARE(KamerunDeal::rankStrokes({80, 40, 0, 0}, {4, 2, 0, 0}, 0), (std::vector<int>{3, 2, 0, 0}));
    // A tie where one took the last trick: that one counts as more.
    QCOMPARE(KamerunDeal::rankStrokes({40, 40, 30, 10}, {2, 2, 1, 1}, 1), (std::vector<int>{2, 3, 1, 0}));
    // Three players: 2, 1, 0.
    QCOMPARE(KamerunDeal::rankStrokes({70, 40, 10}, {4, 3, 1}, 0), (std::vector<int>{2, 1, 0}));
}

void TestDreegPhases::kamerunErasingExamples() {
    // A has 1 stroke, B 2, C 3, D 4.
    const std::vector<int> strokes{1, 2, 3, 4};
    // "A erases 2, B 0, C 3, D 1. Result: player C erases first and is the loser."
    auto e = KamerunDeal::eraseInOrder(strokes, {2, 0, 3, 1});
    QCOMPARE(e.losers, std::vector<int>{2});
    QCOMPARE(e.erased, (std::vector<int>{0, 0, 3, 0}));
    // "D erases 3 strokes, A and B 2 strokes each, C 0. Result: two losers A and B."
    e = KamerunDeal::eraseInOrder(strokes, {2, 2, 0, 3});
    QCOMPARE(e.losers, (std::vector<int>{0, 1}));
    QCOMPARE(e.erased, (std::vector<int>{1, 2, 0, 3}));
    // "D plays a successful Durchmarsch. A, B and C erase 3 strokes each and all three lose."
    e = KamerunDeal::eraseInOrder(strokes, {3, 3, 3, 0});
    QCOMPARE(e.losers, (std::vector<int>{0, 1, 2}));
}

void TestDreegPhases::kamerunSecondPhaseNoOvertake() {
    OptionsKamerun o;
    o.overtake = false;
    KamerunDeal g = kamerun4("EO EA L9 LA H9 HA", "EU E10 LU L10 HU H10", "E9 EK LO LK HO HK", "S9 SU SO SK S10 SA", o);
    run(g, "play EO");
    QVERIFY(!tryAct(g, "play EU")); // only follow suit
    QCOMPARE(tryAct(g, "play LU").reason, Reason::MustFollow);
}

void TestDreegPhases::kamerunBeiNacht() {
    OptionsKamerun o;
    o.night = true;
    KamerunDeal g = kamerun4("EO EA L9 LA H9 HA", "EU E10 LU L10 HU H10", "E9 EK LO LK HO HK", "S9 SU SO SK S10 SA", o);
    const SeatView v = g.view(0);
    QCOMPARE(v.hand, CardSet{0});              // one's own cards face away
    QCOMPARE(v.shown.size(), std::size_t(18)); // everyone else's are seen
    run(g, "play EO; play LU");                // no requirement to follow suit
    QCOMPARE(tryAct(g, "durchmarsch").reason, Reason::NightNoDurchmarsch);
}

void TestDreegPhases::kamerunBeiNachtDurchmarschReason() {
    // The winner of the first trick, about to lead the second, is the one who could announce a
    // Durchmarsch in Kamerun: at night it is refused for being night, not for the wrong moment.
    OptionsKamerun o;
    o.night = true;
    KamerunDeal g = kamerun4("EO EA L9 LA H9 HA", "EU E10 LU L10 HU H10", "E9 EK LO LK HO HK", "S9 SU SO SK S10 SA", o);
    run(g, "play EA; play LU; play HO; play S9");
    QCOMPARE(g.toAct(), 0); // seat 0 won the first trick
    const Refusal r = tryAct(g, "durchmarsch");
    QCOMPARE(r.reason, Reason::NightNoDurchmarsch);
    // By day the same moment is the one the rule allows.
    KamerunDeal day = kamerun4("EO EA L9 LA H9 HA", "EU E10 LU L10 HU H10", "E9 EK LO LK HO HK", "S9 SU SO SK S10 SA");
    run(day, "play EA; play EU; play EK; play S9");
    QCOMPARE(day.toAct(), 0);
    QVERIFY(!tryAct(day, "durchmarsch"));
}

void TestDreegPhases::penaliseRevokes() {
    // 66: the offender's opponents each erase 3. Kamerun: the offender erases 3.
    Options66 o;
    o.penaliseRevokes = true;
    SechsundsechzigDeal g(
        {4, 3, {0, 1, 2, 3}, Kind::SixtySix},
        setup(4, 3, {"EA E10 LK LO S9 SU", "E9 EU L9 LU SA S10", "EK EO LA L10 SK SO", "H9 HU HO HK H10 HA"}), o);
    run(g, "play EA; play SA"); // seat 1 holds acorns but plays a bell
    QVERIFY(g.over());
    QCOMPARE(erased(g, 4), (std::vector<int>{3, 0, 3, 3}));
    OptionsKamerun k;
    k.penaliseRevokes = true;
    KamerunDeal h = kamerun4("EO EA L9 LA H9 HA", "EU E10 LU L10 HU H10", "E9 EK LO LK HO HK", "S9 SU SO SK S10 SA", k);
    run(h, "play EO; play EU"); // must beat EO with E10
    QCOMPARE(erased(h, 4), (std::vector<int>{0, 3, 0, 0}));
    // Without the variant an illegal play is refused.
    KamerunDeal i = kamerun4("EO EA L9 LA H9 HA", "EU E10 LU L10 HU H10", "E9 EK LO LK HO HK", "S9 SU SO SK S10 SA");
    run(i, "play EO");
    QCOMPARE(tryAct(i, "play EU").reason, Reason::MustOvertake);
}

void TestDreegPhases::wegloescherExample() {
    // "the players have the following numbers of strokes: A 6, B 2, C 3, D 1, E 4. C plays against D
    // and wins, erasing 3 strokes. The new scores will be A 3, B 1, C 0 (drops out), D 1, E 1."
    const std::vector<int> strokes{6, 2, 3, 1, 4};
    const std::vector<int> e = wegloescherErase(strokes, 2, 3, 3);
    std::vector<int> after;
    for (std::size_t i = 0; i < strokes.size(); ++i)
        after.push_back(strokes[i] - e[i]);
    QCOMPARE(after, (std::vector<int>{3, 1, 0, 1, 1}));
    // The same rule in played deals: every player not in the game erases as many as the winner,
    // but never the last stroke.
    const GameInfo* info = findGame("dreeg");
    Variant v(info->options);
    QVERIFY(v.set("phases", std::vector<std::string>{"wegloescher"}).empty());
    DreegGame g(v, 5);
    Rng rng(4);
    int checked = 0;
    while (!g.sessionOver()) {
        std::vector<int> before;
        for (int s = 0; s < 5; ++s)
            before.push_back(g.strokes(s));
        QVERIFY(g.startDeal(dealNext(g, rng)).empty());
        const auto order = g.currentDeal()->table().order;
        while (g.inDeal()) {
            auto legal = g.legalActions();
            g.apply(legal[std::size_t(rng.below(legal.size()))]);
        }
        if (!g.phaseLosses().empty() || order.size() != 2)
            continue;
        const auto& raw = g.currentDeal()->erase();
        const int won = std::max(raw[std::size_t(order[0])], raw[std::size_t(order[1])]);
        for (int s = 0; s < 5; ++s) {
            if (std::find(order.begin(), order.end(), s) != order.end() || before[std::size_t(s)] == 0)
                continue;
            QCOMPARE(g.lastResult().delta[std::size_t(s)], std::min(won, before[std::size_t(s)] - 1));
            ++checked;
        }
    }
    QVERIFY(checked > 5);
    QCOMPARE(g.phaseLosses().size(), std::size_t(1));
}

void TestDreegPhases::wegloescherDeals() {
    // "A deals six cards each to B and C, who then play 66, C leading to the first trick. The turn
    // to deal rotates clockwise so B will be the next dealer and C will play against D."
    const GameInfo* info = findGame("dreeg");
    Variant v(info->options);
    QVERIFY(v.set("phases", std::vector<std::string>{"wegloescher"}).empty());
    DreegGame g(v, 5);
    Rng rng(1);
    DealSetup s = g.makeDeal(0, rng);
    QVERIFY(g.startDeal(s).empty());
    QCOMPARE(g.currentDeal()->table().order, (std::vector<int>{2, 1})); // C leads against B
    QVERIFY(s.hands[0].empty() && s.hands[3].empty() && s.hands[4].empty());
    while (g.inDeal()) {
        auto legal = g.legalActions();
        g.apply(legal[std::size_t(rng.below(legal.size()))]);
    }
    QCOMPARE(g.nextDeal().dealer, 1);
    QVERIFY(g.startDeal(g.makeDeal(1, rng)).empty());
    QCOMPARE(g.currentDeal()->table().order, (std::vector<int>{3, 2})); // D leads against C
}

void TestDreegPhases::wegloescherFiveAtTheTable() {
    // "a variant of 66 for three or more players ... A, B, C, D, E"; "a game in its own right".
    const GameInfo* info = findGame("dreeg");
    const RulePreset* p = findPreset(*info, "wegloescher");
    QVERIFY(p);
    const Variant v = presetVariant(*info, *p);
    QCOMPARE(v.getList("phases"), std::vector<std::string>{"wegloescher"});
    QVERIFY(!validateSetup(*info, v, 2).empty());
    for (int n = 3; n <= 5; ++n)
        QVERIFY2(validateSetup(*info, v, n).empty(), validateSetup(*info, v, n).c_str());
    QVERIFY(!validateSetup(*info, v, 6).empty());
    // Ordinary Dreeg deals to every player: two to four, never five.
    const Variant dreeg(info->options);
    QVERIFY(validateSetup(*info, dreeg, 4).empty());
    QVERIFY(QString::fromStdString(validateSetup(*info, dreeg, 5)).contains(QStringLiteral("Weglöscher")));
    Variant mixed(info->options);
    QVERIFY(mixed.set("phases", std::vector<std::string>{"wegloescher", "66"}).empty());
    QVERIFY(!validateSetup(*info, mixed, 5).empty());
    // Five play whole sessions; the record of one reads back.
    nlohmann::json summary;
    const SelfplayResult r = selfplay(*info, v, 5, 300, 7, summary);
    QVERIFY2(r.violations.empty(), r.violations.empty() ? "" : r.violations.front().c_str());
    QVERIFY(r.sessions >= 1);
    Record rec;
    rec.game = info;
    rec.variant = v;
    rec.players = {"A", "B", "C", "D", "E"};
    DreegGame g(v, 5);
    Rng rng(3);
    for (int d = 0; d < 3; ++d) {
        DealRecord deal{dealNext(g, rng), {}};
        QVERIFY(g.startDeal(deal.setup).empty());
        while (g.inDeal()) {
            const auto legal = g.legalActions();
            deal.actions.push_back(legal[std::size_t(rng.below(legal.size()))]);
            g.apply(deal.actions.back());
        }
        rec.deals.push_back(deal);
    }
    const auto back = parseRecord(writeRecord(rec));
    const auto* e = std::get_if<RecordError>(&back);
    QVERIFY2(!e, e ? e->text().c_str() : "");
    const Record& read = std::get<Record>(back);
    QCOMPARE(read.players.size(), std::size_t(5));
    const Replay played = replay(read);
    QVERIFY(!played.error);
    QCOMPARE(played.deals.size(), std::size_t(3));
}

void TestDreegPhases::bambergerTwoPlayer66() {
    // Bamberger: "With two players left, a win scores 1 game point" in 66; Weglöscher keeps
    // "1, 2 or 3 strokes as usual".
    const GameInfo* info = findGame("dreeg");
    Variant v = presetVariant(*info, *findPreset(*info, "bamberger"));
    QCOMPARE(v.getString("two_player_66_scoring"), std::string("bamberger"));
    QCOMPARE(presetVariant(*info, *findPreset(*info, "nuernberg")).getString("two_player_66_scoring"),
             std::string("standard"));
    auto mostErased = [&](const Variant& variant, int players) -> int {
        auto g = std::make_unique<DreegGame>(variant, players);
        Rng rng(11);
        int most = 0, twoPlayerDeals = 0;
        for (int d = 0; d < 400; ++d) {
            if (g->sessionOver())
                g = std::make_unique<DreegGame>(variant, players);
            if (!g->startDeal(dealNext(*g, rng)).empty())
                return -2; // the engine refused its own deal
            const bool two = g->currentDeal()->table().order.size() == 2;
            while (g->inDeal()) {
                const auto legal = g->legalActions();
                g->apply(legal[std::size_t(rng.below(legal.size()))]);
            }
            if (!two || g->currentDeal()->offender() >= 0)
                continue;
            ++twoPlayerDeals;
            for (int e : g->currentDeal()->erase())
                most = std::max(most, e);
        }
        return twoPlayerDeals > 20 ? most : -1;
    };
    QVERIFY(v.set("phases", std::vector<std::string>{"66"}).empty());
    QCOMPARE(mostErased(v, 2), 1);
    QCOMPARE(mostErased(v, 4), 1); // four come down to two
    QVERIFY(v.set("two_player_66_scoring", std::string("standard")).empty());
    QCOMPARE(mostErased(v, 2), 3); // the other reading: schneider and schwarz count
    QVERIFY(v.set("two_player_66_scoring", std::string("bamberger")).empty());
    QVERIFY(v.set("phases", std::vector<std::string>{"wegloescher"}).empty());
    QCOMPARE(mostErased(v, 3), 3);
}

void TestDreegPhases::twoPlayerKamerunRefused() {
    const GameInfo* info = findGame("dreeg");
    Variant v(info->options);
    QVERIFY(!validateSetup(*info, v, 2).empty()); // the default phases include Kamerun
    QVERIFY(validateSetup(*info, v, 3).empty());
}

QTEST_APPLESS_MAIN(TestDreegPhases)
#include "test_dreeg_phases.moc"
