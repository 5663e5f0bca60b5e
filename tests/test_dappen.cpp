// Dappen (dappen.txt): each rule set up with the cards and played through the
// engine, checked against the outcome and the cents the text gives.
#include "dappen/dappen.h"
#include "dappen/deal.h"
#include "support.h"

#include "record.h"
#include "selfplay.h"

#include <QFile>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace st;
using namespace st::dappen;

namespace {

const Pack& C() {
    return Pack::get(PackKind::Cego54);
}

Options opts(Rules r = Rules::Furtwangen) {
    Options o;
    o.rules = r;
    return o;
}

/// A table of `seats` with the last seat dealing (and playing unless 8 sit).
DealTable table(int seats, int active) {
    DealTable t;
    t.seats = seats;
    t.dealer = seats - 1;
    for (int s = 0; s < active; ++s)
        t.order.push_back(s);
    return t;
}

/// Hands given per active seat (in order), the Dapp; "*" as the last hand
/// fills it (and any other hand given as "*") with the cards not yet dealt.
Deal makeDeal(const Options& o, std::vector<const char*> hands, const char* dapp, int seats = -1) {
    const int active = static_cast<int>(hands.size());
    if (seats < 0)
        seats = active;
    const DealTable t = table(seats, active);
    const Sizes z = sizesFor(o.rules, active);
    DealSetup s;
    s.dealer = t.dealer;
    s.hands.assign(static_cast<std::size_t>(seats), {});
    s.stock = test::cards(C(), dapp);
    CardSet used = toSet(s.stock);
    for (int i = 0; i < active; ++i)
        if (std::string(hands[static_cast<std::size_t>(i)]) != "*") {
            s.hands[static_cast<std::size_t>(i)] = test::cards(C(), hands[static_cast<std::size_t>(i)]);
            used |= toSet(s.hands[static_cast<std::size_t>(i)]);
        }
    CardList rest = toList(C().all() & ~used);
    std::size_t next = 0;
    for (int i = 0; i < active; ++i)
        if (std::string(hands[static_cast<std::size_t>(i)]) == "*")
            for (int k = 0; k < z.hand && next < rest.size(); ++k)
                s.hands[static_cast<std::size_t>(i)].push_back(rest[next++]);
    const std::string err = Deal::validate(o.rules, t, s);
    if (!err.empty())
        qFatal("bad test deal: %s", err.c_str());
    return Deal(o, t, s);
}

/// One step for whoever is to act: a bid word, "pass", "discard <cards>",
/// "ulti <cards>", a card code to play, or "-" to play the lowest legal card.
Action step(const Deal& d, const QString& text) {
    const int seat = d.toAct();
    const QStringList w = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const QString head = w.value(0);
    if (head == QLatin1String("pass"))
        return Action::simple(seat, Act::Pass);
    if (head == QLatin1String("discard") || head == QLatin1String("ulti")) {
        Action a = Action::simple(seat, head == QLatin1String("ulti") ? Act::Announce : Act::Discard);
        if (a.act == Act::Announce)
            a.what = "ulti";
        for (int i = 1; i < w.size(); ++i)
            a.cards.push_back(test::card(C(), qPrintable(w[i])));
        return a;
    }
    if (head == QLatin1String("-"))
        return Action::play(seat, lowest(d.legalCardsFor(seat)));
    if (head.at(0).isLower()) {
        Action a = Action::simple(seat, Act::Bid);
        a.bid = head.toStdString();
        return a;
    }
    return Action::play(seat, test::card(C(), qPrintable(head)));
}

/// Apply "pass; dappen; discard ...; T22 - - HK" steps (';' or ',' separated); each must be legal.
void run(Deal& d, const char* script) {
    for (QString part : QString::fromLatin1(script).split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        part = part.trimmed();
        // A trick may be written as space-separated cards: "T22 - - HK - -".
        QStringList steps;
        if (!part.isEmpty() && (part.at(0).isUpper() || part.at(0) == QLatin1Char('-')))
            steps = part.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        else
            steps = {part};
        for (const QString& s : steps) {
            if (d.over())
                qFatal("step '%s' after the deal ended", qPrintable(s));
            const Action a = step(d, s);
            const Refusal r = d.check(a);
            if (r)
                qFatal("step '%s' (seat %d) refused (reason %d)", qPrintable(s), a.seat, static_cast<int>(r.reason));
            d.apply(a);
        }
    }
}

/// Play out the rest with the lowest legal card each time.
void playOut(Deal& d) {
    while (!d.over()) {
        const auto legal = d.legalActions();
        Action a = legal.back(); // plays are listed last, lowest card first among them
        for (const auto& x : legal)
            if (x.act == Act::Play) {
                a = x;
                break;
            }
        d.apply(a);
    }
}

Refusal tryStep(const Deal& d, const char* s) {
    return d.check(step(d, QString::fromLatin1(s)));
}

std::vector<int> v(std::initializer_list<int> l) {
    return std::vector<int>(l);
}

const char* kSixPasses = "pass; pass; pass; pass; pass; pass";

// The worked example: seat 0 dapps uncontested, lays out the 3 and the 1.
const std::vector<const char*> kExample = {"T22 T21 T20 T19 T18 T3 T1", "T16 T2 T4 T5 T6 T7 H4",
                                           "HK HQ HC HJ H1 H2 H3",      "DK DQ DC DJ D1 D2 D3",
                                           "CK CQ CC CJ C10 C9 C8",     "SK SQ SC SJ S10 S9 S8"};
const char* kExampleDapp = "T8 T9 T10 T11 T12 T13 T14 T15 T17 D4 C7 S7";
const char* kExamplePlay = "discard T8 T9 T10 T11 T12 T13 T14 T15 T17 D4 C7 S7; ulti T3 T1;"
                           "T22 T2 HQ DQ CK SK; T21 T4 HC DC CC SQ; T20 T5 HJ DJ CJ SJ; T19 T6 H1 D1 C10 S10;"
                           "T18 T7 H2 D2 C9 S9; T3 T16 HK DK CQ SC; H4 H3 D3 C8 S8 T1";

// Two tricks to the team: 34 card points (or 36 when the team keeps two Jacks rather than pips).
const std::vector<const char*> kTwoTricks = {"T22 T21 T20 T19 T18 H4 D4", "T1 T14 T15 T16 T17 HK DK",
                                             "HQ HC HJ H1 H2 H3 DQ",      "CK SQ DC DJ D1 D2 D3",
                                             "CQ CC CJ C10 C9 C8 C7",     "SK SC SJ S10 S9 S8 S7"};
const char* kTwelveTrumps = "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13";
const char* kDiscardTwelve = "discard T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13";
std::string teamTwoTricksPlay(bool thirtySix) {
    std::string s = std::string(kDiscardTwelve) + ";";
    // Tricks 1-5: the team follows or throws what it will not need.
    s += thirtySix ? "T22 T1 HC DC CC SC; T21 T14 HJ DJ C10 S10; T20 T15 H1 D1 C9 S9; T19 T16 H2 D2 C8 S8;"
                     "T18 T17 H3 D3 C7 S7;"
                   : "T22 T1 HC DC CC SC; T21 T14 HJ DJ CJ SJ; T20 T15 H1 D1 C9 S9; T19 T16 H2 D2 C8 S8;"
                     "T18 T17 H3 D3 C7 S7;";
    // Trick 6: HK wins; trick 7: DK wins.
    s += "H4 HK HQ CK CQ SK;";
    s += thirtySix ? "DK DQ SQ CJ SJ D4" : "DK DQ SQ C10 S10 D4";
    return s;
}

// The lone player keeps the seven top trumps: a Marsch.
const std::vector<const char*> kMarsch = {"T22 T21 T20 T19 T18 T17 T16", "T1 T14 T15 H4 D4 C7 S7",
                                          "HK HQ HC HJ H1 H2 H3",        "DK DQ DC DJ D1 D2 D3",
                                          "CK CQ CC CJ C10 C9 C8",       "SK SQ SC SJ S10 S9 S8"};
const char* kMarschPlay = "discard T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13;"
                          "T22 - - - - -; T21 - - - - -; T20 - - - - -; T19 - - - - -; T18 - - - - -;"
                          "T17 - - - - -; T16 - - - - -";

// Seat 2's only trump is the Gstieß: it withholds it in trick 1.
const std::vector<const char*> kGstiess = {"T21 T20 T19 T18 T17 T16 T15", "T1 T14 H4 H3 D4 C7 S7",
                                           "T22 HK HQ HC HJ H1 H2",       "DK DQ DC DJ D1 D2 D3",
                                           "CK CQ CC CJ C10 C9 C8",       "SK SQ SC SJ S10 S9 S8"};
const char* kGstiessPlay = "discard T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13;"
                           "T21 T1 HK - - -; T20 T14 HQ - - -; T19 - HC - - -; T18 - HJ - - -; T17 - H1 - - -;"
                           "T16 - H2 - - -; T15 - T22 - - -";

} // namespace

class TestDappen : public QObject {
    Q_OBJECT

  private slots:
    void dealsAsTheTextSays();
    void countingInPairsAndThrees();
    void paymentTables();
    void furtwangenWorkedExample();
    void ultiCardsWaitTheirTurn();
    void ultiForcedEarlyFails();
    void breitnauExamples();
    void breitnauStupfen();
    void breitnauInsLoch();
    void furtwangenTwoTricksSameDeal();
    void bidding();
    void compulsoryDappen();
    void missedCompulsoryBid();
    void marschSimple();
    void marschTwoBiddersOtherPays();
    void marschTwoBiddersSevenPlayersHalfGame();
    void marschHalfCostVariant();
    void marschGstiesiererPays();
    void marschBidderAndGstiesiererShare();
    void marschByTheTeam();
    void marschSevenHonours();
    void marschSevenHonoursSolo();
    void gstiesierenLastTrickLead();
    void soloWonDoubled();
    void buchenbachOvercalls();
    void buchenbachFirstThreeTricks();
    void buchenbachStretchOverSolo();
    void mainzCountingAndHonours();
    void ultiHalved();
    void mainzThreePlayers();
    void mainzFivePlayersOneCardOver();
    void gstiesiererShownInLastTrick();
    void gstiesiererCaughtInLastTrick();
    void discardSampleIsLegal();
    void sevenPlayersOddCard78();
    void breitnauNoUltiNoGstiesieren();
    void recordReplaysToTheCent();
    void selfplayAllVariants_data();
    void selfplayAllVariants();
};

void TestDappen::dealsAsTheTextSays() {
    // Six players: 4 each, 6 to the Dapp, 3 each, 6 to the Dapp. Seven: 3-6-3-6.
    // Eight at the table: the dealer gets no cards.
    Rng rng(5);
    for (int seats : {6, 7, 8}) {
        DealTable t;
        t.seats = seats;
        t.dealer = 2;
        const int active = seats == 8 ? 7 : seats;
        for (int k = 1; k <= seats; ++k)
            if ((2 + k) % seats != 2 || active == seats)
                t.order.push_back((2 + k) % seats);
        Rng copy = rng;
        const DealSetup s = Deal::deal(opts(), t, rng);
        QVERIFY(Deal::validate(Rules::Furtwangen, t, s).empty());
        const CardList deck = shuffledPack(C(), copy);
        const int h = active == 6 ? 7 : 6, h1 = active == 6 ? 4 : 3;
        QCOMPARE(static_cast<int>(s.stock.size()), 12);
        // The first player gets the top cards, the Dapp's first packet follows the first batches.
        QCOMPARE(s.hands[static_cast<std::size_t>(t.order[0])][0], deck[0]);
        QCOMPARE(s.stock[0], deck[static_cast<std::size_t>(h1 * active)]);
        QCOMPARE(s.stock[6], deck[static_cast<std::size_t>(h * active + 6)]);
        if (seats == 8)
            QVERIFY(s.hands[2].empty());
    }
    // The variant dealing the Dapp first: its first packet is the top six cards.
    Options o = opts();
    o.dappFirst = true;
    Rng a(9), b(9);
    const DealSetup s = Deal::deal(o, table(6, 6), a);
    const CardList deck = shuffledPack(C(), b);
    QCOMPARE(s.stock[0], deck[0]);
    QCOMPARE(s.hands[0][0], deck[6]);
    // Wrong sizes are refused with a clear message.
    DealSetup bad = s;
    bad.hands[0].pop_back();
    bad.stock.push_back(s.hands[0].back());
    QVERIFY(QString::fromStdString(Deal::validate(Rules::Furtwangen, table(6, 6), bad)).contains("7 cards"));
    QVERIFY(!tableError(Rules::Furtwangen, 5).empty());
    QVERIFY(tableError(Rules::Mainz, 3).empty());
    QCOMPARE(activePlayers(Rules::Buchenbach, 7), 6);
}

void TestDappen::countingInPairsAndThrees() {
    // 79 in the pack counted in pairs; an odd pile loses a point for its odd card; 70 in threes.
    QCOMPARE(countPile(Rules::Furtwangen, C().all()), 79);
    QCOMPARE(countPile(Rules::Mainz, C().all()), 70);
    const CardSet kingPlusTwo = toSet(test::cards(C(), "HK H4 D4"));
    QCOMPARE(countPile(Rules::Furtwangen, kingPlusTwo), 5); // (HK+H4)-1 + (D4-1)
    QCOMPARE(countPile(Rules::Mainz, kingPlusTwo), 5);      // 7 - 2
    const CardSet odd = toSet(test::cards(C(), "HK"));
    const CardSet rest = C().all() & ~odd & ~toSet(test::cards(C(), "H4"));
    // Seven players: 53 + 1 cards split odd/odd gives 78.
    QCOMPARE(countPile(Rules::Furtwangen, odd | bit(test::card(C(), "H4"))) + countPile(Rules::Furtwangen, rest), 79);
    QCOMPARE(countPile(Rules::Furtwangen, odd) + countPile(Rules::Furtwangen, C().all() & ~odd), 78);
    QVERIFY(hasStop(toSet(test::cards(C(), "T22 HK"))));
    QVERIFY(hasStop(toSet(test::cards(C(), "T21 T5"))));
    QVERIFY(!hasStop(toSet(test::cards(C(), "T21 HK"))));
    QVERIFY(hasStop(toSet(test::cards(C(), "T19 T2 T3 T4"))));
    QVERIFY(!hasStop(toSet(test::cards(C(), "T19 T2 T3"))));
}

void TestDappen::paymentTables() {
    // Every row of both tables, by the difference of the losers' points from 40.
    struct Row {
        int lo, hi, full;
    };
    const Row full[] = {{1, 7, 5},    {8, 12, 10},  {13, 17, 15}, {18, 22, 20},
                        {23, 27, 25}, {28, 32, 30}, {33, 37, 35}, {38, 40, 40}};
    for (const Row& r : full)
        for (int d = r.lo; d <= r.hi; ++d)
            QCOMPARE(furtwangenBase(d, false), r.full);
    const Row half[] = {{1, 14, 5}, {15, 24, 10}, {25, 34, 15}, {35, 40, 20}};
    for (const Row& r : half)
        for (int d = r.lo; d <= r.hi; ++d)
            QCOMPARE(furtwangenBase(d, true), r.full);
    QCOMPARE(roundUpToTen(12), 20);
    QCOMPARE(roundUpToTen(8), 10);
    QCOMPARE(roundUpToTen(20), 20);
    QCOMPARE(ultiValue(Pack::cegoTrump(3), false), 10);
    QCOMPARE(ultiValue(Pack::cegoTrump(1), true), 15);
}

void TestDappen::furtwangenWorkedExample() {
    // "The opponents win just that one trick containing the 3, the 16, two kings,
    // a queen and a knight ... 16 card points ... each opponent pays 45 cents."
    Deal d = makeDeal(opts(), kExample, kExampleDapp);
    run(d, kSixPasses);
    run(d, "dappen; pass; pass; pass; pass; pass");
    QCOMPARE(d.lone(), 0);
    QCOMPARE(d.contract(), Contract::Dappen);
    run(d, kExamplePlay);
    QVERIFY(d.over());
    QCOMPARE(d.teamPoints(), 16);
    QCOMPARE(d.lonePoints(), 63);
    QCOMPARE(d.gameAmount(), 25);
    QCOMPARE(d.ultiResults().size(), std::size_t(2));
    QCOMPARE(d.ultiResults()[0].won, false); // the 3, beaten by the 16
    QCOMPARE(d.ultiResults()[1].won, true);  // the 1 wins the last trick
    QCOMPARE(d.delta(), v({225, -45, -45, -45, -45, -45}));
    QVERIFY(d.cardsConserved());
}

void TestDappen::ultiCardsWaitTheirTurn() {
    Deal d = makeDeal(opts(), kExample, kExampleDapp);
    run(d, kSixPasses);
    run(d, "dappen; pass; pass; pass; pass; pass; discard T8 T9 T10 T11 T12 T13 T14 T15 T17 D4 C7 S7");
    // Only trumps 1, 2, 3 held can be laid out.
    QCOMPARE(tryStep(d, "ulti T3 T4").reason, Reason::NotUltiCard);
    QCOMPARE(tryStep(d, "ulti T2").reason, Reason::NotUltiCard);
    run(d, "ulti T3 T1");
    QCOMPARE(tryStep(d, "ulti T3").reason, Reason::NotAllowedNow);
    const Refusal r = tryStep(d, "T1");
    QCOMPARE(r.reason, Reason::UltiHeldBack);
    run(d, "T22 T2 HQ DQ CK SK; T21 T4 HC DC CC SQ; T20 T5 HJ DJ CJ SJ; T19 T6 H1 D1 C10 S10; T18 T7 H2 D2 C9 S9");
    // Only Ulti cards left: the 3 before the 1.
    QCOMPARE(tryStep(d, "T1").reason, Reason::UltiHeldBack);
    QVERIFY(!tryStep(d, "T3"));
}

void TestDappen::ultiForcedEarlyFails() {
    // The lone player lays out the 2 (its only low trump) and must play it when
    // trumps are led and it holds no other trump: failed, 20 cents to each opponent.
    Deal d = makeDeal(opts(), {"T22 T2 HK HQ DK DQ CK", "T21 T20 T19 T18 T17 T16 T15", "*", "*", "*", "*"},
                      "T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14");
    run(d, kSixPasses);
    run(d, "dappen; pass; pass; pass; pass; pass; discard T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14; ulti T2");
    // Trick 1: the Gstieß wins; seat 0 leads a King, seat 1 trumps and leads trumps.
    run(d, "T22 - - - - -; HK - - - - -; T21");
    QCOMPARE(d.toAct(), 2);
    run(d, "- - - -");
    QCOMPARE(tryStep(d, "HQ").reason, Reason::MustFollow); // trumps led: the 2 is forced
    run(d, "T2");
    playOut(d);
    QCOMPARE(d.ultiResults().size(), std::size_t(1));
    QCOMPARE(d.ultiResults()[0].trick, 2);
    QVERIFY(!d.ultiResults()[0].won);
    QCOMPARE(d.ultiPay(), v({-100, 20, 20, 20, 20, 20}));
}

void TestDappen::breitnauExamples() {
    // Strecken (x2): opponents with 34 -> 6 x 2 = 12 -> 20 cents; with 36 -> 8 -> 10 cents.
    for (bool thirtySix : {false, true}) {
        const auto& hands = kTwoTricks;
        Deal d = makeDeal(opts(Rules::Breitnau), hands, kTwelveTrumps);
        run(d, kSixPasses);
        run(d, "dappen; strecken; selber; pass");
        QCOMPARE(d.lone(), 0);
        QCOMPARE(d.contract(), Contract::Strecken);
        run(d, teamTwoTricksPlay(thirtySix).c_str());
        QCOMPARE(d.teamPoints(), thirtySix ? 36 : 34);
        QCOMPARE(d.gameAmount(), thirtySix ? 10 : 20);
        const int c = d.gameAmount();
        QCOMPARE(d.delta(), v({5 * c, -c, -c, -c, -c, -c}));
    }
}

void TestDappen::breitnauStupfen() {
    // Stupfen (x3): 6 x 3 = 18 -> 20; 4 x 3 = 12 -> 20. The stretcher pushes, the dapper holds.
    for (bool thirtySix : {false, true}) {
        const auto& hands = kTwoTricks;
        Deal d = makeDeal(opts(Rules::Breitnau), hands, kTwelveTrumps);
        run(d, kSixPasses);
        run(d, "dappen; strecken; selber; stupfen; selber");
        QCOMPARE(d.contract(), Contract::Stupfen);
        QCOMPARE(d.lone(), 0);
        QCOMPARE(d.otherBidder(), 1);
        run(d, teamTwoTricksPlay(thirtySix).c_str());
        QCOMPARE(d.gameAmount(), 20);
    }
    // "gut" after a stupfen: the stretcher plays.
    const auto& hands = kTwoTricks;
    Deal d = makeDeal(opts(Rules::Breitnau), hands, kTwelveTrumps);
    run(d, kSixPasses);
    QCOMPARE(tryStep(d, "stupfen").reason, Reason::NotAllowedNow);
    run(d, "dappen; pass; strecken; selber; stupfen; pass");
    QCOMPARE(d.lone(), 2);
    QCOMPARE(d.contract(), Contract::Stupfen);
    // Furtwangen knows no stupfen.
    Deal f = makeDeal(opts(), hands, kTwelveTrumps);
    QCOMPARE(tryStep(f, "stupfen").reason, Reason::ContractNotPlayed);
}

void TestDappen::breitnauInsLoch() {
    // No compulsory bid: all pass, the game goes "ins Loch" without payment.
    const auto& hands = kTwoTricks;
    Deal d = makeDeal(opts(Rules::Breitnau), hands, kTwelveTrumps);
    run(d, kSixPasses);
    run(d, kSixPasses);
    QVERIFY(d.over());
    QCOMPARE(d.outcome(), std::string("ins_loch"));
    QCOMPARE(d.delta(), v({0, 0, 0, 0, 0, 0}));
}

void TestDappen::furtwangenTwoTricksSameDeal() {
    // The same cards in Furtwangen: 34 -> difference 6 -> 5 cents, doubled by the stretch.
    const auto& hands = kTwoTricks;
    Deal d = makeDeal(opts(), hands, kTwelveTrumps);
    run(d, kSixPasses);
    run(d, "dappen; strecken; selber");
    QCOMPARE(d.contract(), Contract::Strecken);
    QVERIFY(d.twoBidders());
    run(d, teamTwoTricksPlay(false).c_str());
    QCOMPARE(d.gameAmount(), 10);
    QCOMPARE(d.delta(), v({50, -10, -10, -10, -10, -10}));
}

void TestDappen::bidding() {
    // Furtwangen: a Solo ends the bidding at once.
    Deal s = makeDeal(opts(), kMarsch, kTwelveTrumps);
    run(s, "pass; solo");
    QCOMPARE(s.lone(), 1);
    QCOMPARE(s.contract(), Contract::Solo);
    QCOMPARE(s.toAct(), 1); // the soloist leads
    // Never more than two bidders; the stretcher nearest after the dapper; "gut" gives the game away.
    Deal d = makeDeal(opts(), kMarsch, kTwelveTrumps);
    run(d, kSixPasses);
    run(d, "dappen; pass; strecken");
    QCOMPARE(d.toAct(), 0); // the dapper answers, nobody else speaks
    QCOMPARE(tryStep(d, "strecken").reason, Reason::NotAllowedNow);
    run(d, "pass");
    QCOMPARE(d.lone(), 2);
    QCOMPARE(d.otherBidder(), 0);
    QCOMPARE(d.contract(), Contract::Strecken);
    // Players who passed before the dapper cannot stretch: the round ends after the last player.
    Deal e = makeDeal(opts(Rules::Furtwangen), kMarsch, kTwelveTrumps);
    run(e, kSixPasses);
    run(e, "dappen; pass; pass; pass; pass; pass");
    QCOMPARE(e.lone(), 0);
    QCOMPARE(e.contract(), Contract::Dappen);
    // The 12 discards: exactly twelve, no 5-point card.
    QCOMPARE(tryStep(e, "discard T2 T3").reason, Reason::DiscardCount);
    QCOMPARE(tryStep(e, "discard T21 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13").reason, Reason::NotDiscardable);
    QCOMPARE(tryStep(e, "discard T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T15").reason, Reason::NotInHand);
}

void TestDappen::compulsoryDappen() {
    // All but the last two passed: the second-to-last must dappen. Children's
    // variant (no stop rule) keeps this.
    for (bool stop : {true, false}) {
        Options o = opts();
        o.stopRule = stop;
        Deal d = makeDeal(o, {"H4 D4 C7 S7 H3 D3 C8", "*", "*", "*", "*", "*"}, kTwelveTrumps);
        run(d, kSixPasses);
        run(d, "pass; pass; pass; pass");
        QCOMPARE(d.toAct(), 4);
        const Refusal r = tryStep(d, "pass");
        QCOMPARE(r.reason, Reason::MustDappen);
        QCOMPARE(d.legalActions().size(), std::size_t(1));
        run(d, "dappen; strecken");
        QCOMPARE(d.toAct(), 4);
    }
}

void TestDappen::missedCompulsoryBid() {
    // Seat 0 passes holding the Gstieß; when it plays the Gstieß the deal is
    // abandoned and seat 0 pays everyone as for a lost Marsch: 40 cents each.
    const std::vector<const char*> hands = {"T22 HK HQ HC HJ H1 H2", "T21 T20 T19 T18 T17 T16 T15", "*", "*", "*", "*"};
    Deal d = makeDeal(opts(), hands, kTwelveTrumps);
    run(d, kSixPasses);
    run(d, "pass; dappen; pass; pass; pass; pass; discard T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13");
    run(d, "T21 - - - -");
    QCOMPARE(d.toAct(), 0);
    run(d, "T22");
    QVERIFY(d.over());
    QCOMPARE(d.outcome(), std::string("abandoned"));
    QCOMPARE(d.offender(), 0);
    QCOMPARE(d.delta(), v({-200, 40, 40, 40, 40, 40}));
    // Half game: 20 cents each.
    Options half = opts();
    half.halfGame = true;
    Deal h = makeDeal(half, hands, kTwelveTrumps);
    run(h, kSixPasses);
    run(h, "pass; dappen; pass; pass; pass; pass; discard T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13; T21 - - - - T22");
    QCOMPARE(h.delta(), v({-100, 20, 20, 20, 20, 20}));
    // Children's variant: no stop rule, the play goes on.
    Options kids = opts();
    kids.stopRule = false;
    Deal k = makeDeal(kids, hands, kTwelveTrumps);
    run(k, kSixPasses);
    run(k, "pass; dappen; pass; pass; pass; pass; discard T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13; T21 - - - - T22");
    QVERIFY(!k.over());
    QCOMPARE(k.offender(), -1);
    playOut(k);
    QCOMPARE(k.outcome(), std::string("played"));
}

void TestDappen::marschSimple() {
    // An uncontested dapp winning every trick: 40 cents from each opponent.
    Deal d = makeDeal(opts(), kMarsch, kTwelveTrumps);
    run(d, kSixPasses);
    run(d, "dappen; pass; pass; pass; pass; pass");
    run(d, kMarschPlay);
    QCOMPARE(d.marsch(), std::string("lone"));
    QCOMPARE(d.lonePoints(), 79);
    QCOMPARE(d.teamPoints(), 0);
    QCOMPARE(d.delta(), v({200, -40, -40, -40, -40, -40}));
}

void TestDappen::marschTwoBiddersOtherPays() {
    // Dappen and strecken, the lone player takes every trick: the other bidder
    // pays the whole team's doubled amount (5 x 80), the rest nothing.
    Deal d = makeDeal(opts(), kMarsch, kTwelveTrumps);
    run(d, kSixPasses);
    run(d, "dappen; pass; pass; strecken; selber");
    QCOMPARE(d.otherBidder(), 3);
    run(d, kMarschPlay);
    QCOMPARE(d.delta(), v({400, 0, 0, -400, 0, 0}));
    // Half game: "the whole amount of 2 Euro (6 players)".
    Options half = opts();
    half.halfGame = true;
    Deal h = makeDeal(half, kMarsch, kTwelveTrumps);
    run(h, kSixPasses);
    run(h, "dappen; strecken; selber");
    run(h, kMarschPlay);
    QCOMPARE(h.delta(), v({200, -200, 0, 0, 0, 0}));
}

void TestDappen::marschTwoBiddersSevenPlayersHalfGame() {
    // Seven players, half game: the other bidder pays 2.40 Euro.
    Options half = opts();
    half.halfGame = true;
    Deal d = makeDeal(half,
                      {"T22 T21 T20 T19 T18 T17", "T1 T14 T15 T16 H4 D4", "HK HQ HC HJ H1 H2", "H3 DK DQ DC DJ D1",
                       "D2 D3 CK CQ CC CJ", "C10 C9 C8 C7 SK SQ", "SC SJ S10 S9 S8 S7"},
                      kTwelveTrumps);
    run(d, "pass; pass; pass; pass; pass; pass; pass");
    run(d, "dappen; strecken; selber");
    run(d, "discard T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13");
    run(d, "T22 - - - - - -; T21 - - - - - -; T20 - - - - - -; T19 - - - - - -; T18 - - - - - -; T17 - - - - - -");
    QCOMPARE(d.marsch(), std::string("lone"));
    QCOMPARE(d.lonePoints(), 79);
    QCOMPARE(d.delta(), v({240, -240, 0, 0, 0, 0, 0}));
}

void TestDappen::marschHalfCostVariant() {
    // Variant: the other bidder pays half the team's cost (5 x 40), the rest an undoubled game (40 each).
    Options o = opts();
    o.marchHalfCost = true;
    Deal d = makeDeal(o, kMarsch, kTwelveTrumps);
    run(d, kSixPasses);
    run(d, "dappen; strecken; selber");
    run(d, kMarschPlay);
    QCOMPARE(d.delta(), v({360, -200, -40, -40, -40, -40}));
}

void TestDappen::marschGstiesiererPays() {
    // Seat 2 withholds the Gstieß and the lone player still takes every trick:
    // seat 2 pays for the whole team. The last trick is a card short and the
    // team gives its only card, the Gstieß.
    Deal d = makeDeal(opts(), kGstiess, kTwelveTrumps);
    run(d, kSixPasses);
    run(d, "dappen; pass; pass; pass; pass; pass");
    run(d, "discard T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13; T21 T1");
    // Seat 2 may play the Gstieß or any suit card.
    const CardSet legal = d.legalCardsFor(2);
    QVERIFY(has(legal, Pack::cegoTrump(22)));
    QVERIFY(has(legal, test::card(C(), "H1")));
    run(d, "HK - - -");
    QCOMPARE(d.gstiesierer(), 2);
    run(d, "T20 T14");
    QCOMPARE(tryStep(d, "T22").reason, Reason::GstiessWithheld);
    run(d, "HQ - - -; T19 - HC - - -; T18 - HJ - - -; T17 - H1 - - -; T16 - H2 - - -; T15 - T22 - - -");
    QVERIFY(d.over());
    QCOMPARE(d.tricksWon(0), 7);
    QCOMPARE(d.compensation(), Pack::cegoTrump(22));
    QCOMPARE(d.lonePoints(), 79);
    QCOMPARE(d.delta(), v({200, 0, -200, 0, 0, 0}));
}

void TestDappen::marschBidderAndGstiesiererShare() {
    // Two bidders and a gstiesierer: the two share the doubled team amount (5 x 80).
    Deal d = makeDeal(opts(), kGstiess, kTwelveTrumps);
    run(d, kSixPasses);
    run(d, "dappen; strecken; selber");
    run(d, kGstiessPlay);
    QCOMPARE(d.gstiesierer(), 2);
    QCOMPARE(d.delta(), v({400, -200, -200, 0, 0, 0}));
}

void TestDappen::marschByTheTeam() {
    // The lone player takes no trick: the Dapp goes to the team, which has all 79;
    // the lone player pays 40 to each (80 after a stretch).
    const std::vector<const char*> hands = {"H4 D4 C7 S7 H3 D3 C8",   "T22 T21 T20 T19 T18 T17 T16",
                                            "T1 HK HQ HC HJ H1 H2",   "T14 DK DQ DC DJ D1 D2",
                                            "T15 CK CQ CC CJ C10 C9", "SK SQ SC SJ S10 S9 S8"};
    for (bool two : {false, true}) {
        Deal d = makeDeal(opts(), hands, kTwelveTrumps);
        run(d, kSixPasses);
        run(d, two ? "dappen; pass; pass; pass; strecken; selber" : "dappen; pass; pass; pass; pass; pass");
        run(d, kDiscardTwelve);
        playOut(d);
        QCOMPARE(d.tricksWon(0), 0);
        QCOMPARE(d.marsch(), std::string("team"));
        QCOMPARE(d.teamPoints(), 79);
        QCOMPARE(d.lonePoints(), 0);
        const int c = two ? 80 : 40;
        QCOMPARE(d.delta(), v({-5 * c, c, c, c, c, c}));
    }
}

void TestDappen::marschSevenHonours() {
    // All seven 5-point cards after the Dapp: no play, scored as a Marsch.
    const std::vector<const char*> hands = {"T22 T21 T1 HK DK H4 D4", "*", "*", "*", "*", "*"};
    const char* dapp = "CK SK T2 T3 T4 T5 T6 T7 T8 T9 T10 T11";
    Deal d = makeDeal(opts(), hands, dapp);
    run(d, kSixPasses);
    run(d, "dappen; pass; pass; pass; pass; pass");
    QVERIFY(d.over());
    QCOMPARE(d.outcome(), std::string("seven_honours"));
    QCOMPARE(d.delta(), v({200, -40, -40, -40, -40, -40}));
    // With a second bidder the other bidder pays for the team ...
    Deal e = makeDeal(opts(), hands, dapp);
    run(e, kSixPasses);
    run(e, "dappen; strecken; selber");
    QCOMPARE(e.delta(), v({400, -400, 0, 0, 0, 0}));
    // ... or, by option, each opponent pays their own share.
    Options own = opts();
    own.sevenHonoursOwnShare = true;
    Deal f = makeDeal(own, hands, dapp);
    run(f, kSixPasses);
    run(f, "dappen; strecken; selber");
    QCOMPARE(f.delta(), v({400, -80, -80, -80, -80, -80}));
}

void TestDappen::marschSevenHonoursSolo() {
    // Six players: dealt all seven 5-point cards and playing a Solo: a won Solo Marsch, 80 each.
    Deal d = makeDeal(opts(), {"T22 T21 T1 HK DK CK SK", "*", "*", "*", "*", "*"}, kTwelveTrumps);
    run(d, "solo");
    QVERIFY(d.over());
    QCOMPARE(d.outcome(), std::string("seven_honours"));
    QCOMPARE(d.delta(), v({400, -80, -80, -80, -80, -80}));
}

void TestDappen::gstiesierenLastTrickLead() {
    // The withholder wins the second-to-last trick: it shows the Gstieß, the next
    // player's card counts as led. Here seat 1 leads the Gstieß "to" the last trick,
    // seat 2's H4 is the card led and seat 3's HK wins it.
    const std::vector<const char*> hands = {"T21 T20 T19 T18 T17 S7 D4", "T22 HQ HC HJ H1 H2 SK",
                                            "T1 T14 T15 T16 D3 C8 H4",   "DK DQ DC DJ D1 D2 HK",
                                            "CK CQ CC CJ C10 C9 H3",     "C7 SQ SC SJ S10 S9 S8"};
    Deal d = makeDeal(opts(), hands, kTwelveTrumps);
    run(d, kSixPasses);
    run(d, "dappen; pass; pass; pass; pass; pass; discard T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13");
    // Trick 1: trumps led, seat 1 withholds the Gstieß (throws HQ).
    run(d, "T21 HQ T1 DK CK SQ");
    QCOMPARE(d.gstiesierer(), 1);
    run(d, "T20 HC T14 DQ CQ SC; T19 HJ T15 DC CC SJ; T18 H1 T16 DJ CJ S10; T17 H2 D3 D1 C10 S9");
    // Trick 6: seat 1's King of spades wins the second-to-last trick.
    run(d, "S7 SK C8 D2 C9 S8");
    QCOMPARE(d.toAct(), 1);
    QCOMPARE(d.legalCardsFor(1), bit(Pack::cegoTrump(22)));
    // Trick 7: seat 1 shows the Gstieß; seat 2's H4 counts as led; the King of hearts wins.
    run(d, "T22 H4 HK H3 C7 D4");
    QVERIFY(d.over());
    QCOMPARE(d.tricksWon(1), 1);
    QCOMPARE(d.tricksWon(3), 1);
    QVERIFY(has(d.teamCards(), Pack::cegoTrump(22)));
    QCOMPARE(d.compensation(), kNoCard);
    // Tricks 6 and 7 to the team: (S7 SK C8 D2 C9 S8) 10-3 + (T22 H4 HK H3 C7 D4) 14-3 = 18.
    QCOMPARE(d.teamPoints(), 18);
    QCOMPARE(d.delta(), v({100, -20, -20, -20, -20, -20}));
}

void TestDappen::soloWonDoubled() {
    // A Solo won (here a Marsch by the seven top trumps, Dapp unseen): doubled, 80 each.
    Deal d =
        makeDeal(opts(), {"T22 T21 T20 T19 T18 T17 T16", "T1 T14 T15 H4 D4 C7 S7", "*", "*", "*", "*"}, kTwelveTrumps);
    run(d, "solo");
    run(d, "T22 - - - - -; T21 - - - - -; T20 - - - - -; T19 - - - - -; T18 - - - - -;"
           "T17 - - - - -; T16 - - - - -");
    QCOMPARE(d.lonePoints(), 79); // the untouched Dapp counts for the soloist
    QCOMPARE(d.delta(), v({400, -80, -80, -80, -80, -80}));
    // A lost Solo is paid like a simple game: the soloist keeps only low cards.
    Deal l =
        makeDeal(opts(), {"H4 D4 C7 S7 H3 D3 C8", "T22 T21 T20 T19 T18 T17 T16", "*", "*", "*", "*"}, kTwelveTrumps);
    run(l, "solo");
    playOut(l);
    QVERIFY(!l.loneWins());
    QCOMPARE(l.gameAmount(), 40); // no trick: the Dapp too goes to the team, 0 points, difference 40
}

void TestDappen::buchenbachOvercalls() {
    // Ein Hannes needs a King; holding needs the higher bid's holding; Geiß cannot be held.
    const std::vector<const char*> hands = {
        "HK T2 T3 T4 T5 T6 T7", "DK CK T8 T9 T10 T11 T12", "SK T1 T13 T14 T15 T16 T17", "*", "*", "*"};
    const char* dapp = "T18 T19 T20 T21 T22 H4 D4 C7 S7 H3 D3 C8";
    Deal d = makeDeal(opts(Rules::Buchenbach), hands, dapp);
    run(d, kSixPasses);
    run(d, "dappen");
    QCOMPARE(tryStep(d, "zwei_hannes").reason, Reason::NotAllowedNow); // only the minimum overcall
    run(d, "ein_hannes");
    QCOMPARE(d.toAct(), 0);
    run(d, "selber"); // seat 0 holds a King
    QCOMPARE(d.toAct(), 1);
    run(d, "zwei_hannes");                                      // seat 1 has two Kings
    QCOMPARE(tryStep(d, "selber").reason, Reason::NotEligible); // seat 0 has one King only
    run(d, "pass");
    QCOMPARE(d.toAct(), 2);
    run(d, "geiss");                       // seat 2 holds the Geiß
    QVERIFY(d.legalActions().size() == 1); // Geiß cannot be held
    run(d, "pass");
    QCOMPARE(d.lone(), 2);
    QCOMPARE(d.contract(), Contract::Geiss);
    QCOMPARE(contractFactor(Rules::Buchenbach, Contract::Geiss, true), 4);
    QCOMPARE(contractFactor(Rules::Buchenbach, Contract::Solo, true), 1);
    QCOMPARE(contractFactor(Rules::Buchenbach, Contract::Solo, false), 2);
    // A player without a King may not say Ein Hannes.
    Deal e =
        makeDeal(opts(Rules::Buchenbach), {"T2 T3 T4 T5 T6 T7 T8", "H4 T9 T10 T11 T12 T13 T14", "*", "*", "*", "*"},
                 "T18 T19 T20 T21 T22 HK D4 C7 S7 H3 D3 C8");
    run(e, kSixPasses);
    run(e, "dappen");
    QCOMPARE(tryStep(e, "ein_hannes").reason, Reason::NotEligible);
    // All pass in the Dapp round: in the hole.
    Deal f = makeDeal(opts(Rules::Buchenbach), hands, dapp);
    run(f, kSixPasses);
    run(f, kSixPasses);
    QCOMPARE(f.outcome(), std::string("ins_loch"));
}

void TestDappen::buchenbachFirstThreeTricks() {
    // Trick 1: the Gstieß; trick 2: the 21; trick 3: the 1; the others play
    // 1-point trumps (trick 3: any trump), else an empty suit card.
    const std::vector<const char*> hands = {"T20 T19 T18 T17 HK DK H4", "T22 T2 T3 HQ HC HJ H1",
                                            "T21 T4 DQ DC DJ D1 D2",    "T1 CK CQ CC CJ C10 C9",
                                            "T5 T6 T7 SK SQ SC SJ",     "*"};
    Deal d = makeDeal(opts(Rules::Buchenbach), hands, "T8 T9 T10 T11 T12 T13 T14 T15 T16 D3 C8 S7");
    run(d, kSixPasses);
    run(d, "dappen; pass; pass; pass; pass; pass; discard T8 T9 T10 T11 T12 T13 T14 T15 T16 D3 C8 S7");
    // The lone player has no Gstieß: it must lead a 1-point trump.
    QCOMPARE(tryStep(d, "HK").reason, Reason::FirstTricksRule);
    run(d, "T17");
    QCOMPARE(tryStep(d, "T2").reason, Reason::FirstTricksRule); // seat 1 must play the Gstieß
    run(d, "T22");
    // Seat 2 keeps its 21 for trick 2 and plays the 1-point trump.
    QCOMPARE(d.legalCardsFor(2), bit(Pack::cegoTrump(4)));
    run(d, "T4");
    // Seat 3 has only the Geiß: it plays an empty suit card, not a picture.
    QCOMPARE(tryStep(d, "CK").reason, Reason::FirstTricksRule);
    run(d, "C10 T5");
    playOut(d);
    QVERIFY(d.over());
}

void TestDappen::buchenbachStretchOverSolo() {
    // A later player may stretch over a Solo and plays with the Dapp (factor 2).
    Deal d = makeDeal(opts(Rules::Buchenbach), kMarsch, kTwelveTrumps);
    run(d, "pass; solo; pass; strecken");
    QCOMPARE(d.lone(), 3);
    QCOMPARE(d.contract(), Contract::Strecken);
    QCOMPARE(d.toAct(), 3); // discards
    // No stretch: the Solo stands.
    Deal e = makeDeal(opts(Rules::Buchenbach), kMarsch, kTwelveTrumps);
    run(e, "solo; pass; pass; pass; pass; pass");
    QCOMPARE(e.contract(), Contract::Solo);
    run(e, "T22 - - - - -; T21 - - - - -; T20 - - - - -; T19 - - - - -; T18 - - - - -;"
           "T17 - - - - -; T16 - - - - -");
    // Won Solo: factor 1, 40 x 1 = 40.
    QCOMPARE(e.gameAmount(), 40);
}

void TestDappen::mainzCountingAndHonours() {
    // Four players: 12 each, 6 to the Écart; honours may be discarded only by a
    // player holding four of them; counted in threes to 70.
    Options o = opts(Rules::Mainz);
    Deal d = makeDeal(o, {"T22 T21 HK H4 H3 H2 D4 D3 D2 C7 C8 C9", "*", "*", "*"}, "T1 T2 T3 T4 T5 T6");
    run(d, "dappen");
    QCOMPARE(d.lone(), 0);
    // Seat 0 holds T22 T21 HK and (from the Écart) T1: four honours, so may discard them.
    QVERIFY(!tryStep(d, "discard T22 H4 H3 H2 D4 D3"));
    Deal k = makeDeal(o, {"T22 T21 H1 H4 H3 H2 D4 D3 D2 C7 C8 C9", "*", "*", "*"}, "HK T2 T3 T4 T5 T6");
    run(k, "dappen");
    QCOMPARE(tryStep(k, "discard T22 H4 H3 H2 D4 D3").reason, Reason::NotDiscardable);
    Options kings = o;
    kings.mainzKings = true;
    Deal q = makeDeal(kings, {"T22 T21 H1 H4 H3 H2 D4 D3 D2 C7 C8 C9", "*", "*", "*"}, "HK T2 T3 T4 T5 T6");
    run(q, "dappen");
    QVERIFY(!tryStep(q, "discard T22 H4 H3 H2 D4 D3")); // only kings are honours
    QCOMPARE(tryStep(q, "discard HK H4 H3 H2 D4 D3").reason, Reason::NotDiscardable);
    run(q, "discard H4 H3 H2 D4 D3 D2");
    playOut(q);
    QCOMPARE(q.lonePoints() + q.teamPoints(), 70);
    // Exact values in thirds (each card two thirds off): the lone player needs more than 35.
    const int loneThirds = 3 * points(C(), q.loneCards()) - 2 * count(q.loneCards());
    QCOMPARE(loneThirds + 3 * points(C(), q.teamCards()) - 2 * count(q.teamCards()), 210);
    QCOMPARE(q.loneWins(), loneThirds > 105);
    const int losing = q.loneWins() ? 210 - loneThirds : loneThirds;
    QCOMPARE(q.gameAmount(), (105 - losing) / 15 + 1);
    QCOMPARE(sizesFor(Rules::Mainz, 3).hand, 16);
    QCOMPARE(sizesFor(Rules::Mainz, 5).stock, 9);
}

void TestDappen::ultiHalved() {
    // "Also the payment for the Ultis can be halved: 5 cents for the 3, 10 cents
    // for the 2 and 15 cents for the 1." The worked example with half Ultis: the
    // game 25, the 1 won +15, the 3 lost -5: 35 from each opponent.
    Options o = opts();
    o.halfUlti = true;
    Deal d = makeDeal(o, kExample, kExampleDapp);
    run(d, kSixPasses);
    run(d, "dappen; pass; pass; pass; pass; pass");
    run(d, kExamplePlay);
    QCOMPARE(d.gameAmount(), 25);
    QVERIFY(!d.ultiResults()[0].won);
    QVERIFY(d.ultiResults()[1].won);
    QCOMPARE(d.ultiPay(), v({50, -10, -10, -10, -10, -10}));
    QCOMPARE(d.delta(), v({175, -35, -35, -35, -35, -35}));
    // Half game with half Ultis (the Klausmanns' game): 16 for the team, 24 from
    // 40, the half-game row 15-24: 10 cents; 10 + 15 - 5 = 20 from each.
    o.halfGame = true;
    Deal h = makeDeal(o, kExample, kExampleDapp);
    run(h, kSixPasses);
    run(h, "dappen; pass; pass; pass; pass; pass");
    run(h, kExamplePlay);
    QCOMPARE(h.gameAmount(), 10);
    QCOMPARE(h.delta(), v({100, -20, -20, -20, -20, -20}));
    // Half game with full Ultis ("these options are sometimes mixed"): 10 + 30 - 10 = 30.
    o.halfUlti = false;
    Deal m = makeDeal(o, kExample, kExampleDapp);
    run(m, kSixPasses);
    run(m, "dappen; pass; pass; pass; pass; pass");
    run(m, kExamplePlay);
    QCOMPARE(m.delta(), v({150, -30, -30, -30, -30, -30}));
    // A laid-out 2 forced out early fails: half Ulti, the lone player pays 10 to each.
    Options f = opts();
    f.halfUlti = true;
    Deal e = makeDeal(f, {"T22 T2 HK HQ DK DQ CK", "T21 T20 T19 T18 T17 T16 T15", "*", "*", "*", "*"},
                      "T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14");
    run(e, kSixPasses);
    run(e, "dappen; pass; pass; pass; pass; pass; discard T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14; ulti T2");
    run(e, "T22 - - - - -; HK - - - - -; T21 - - - - T2");
    playOut(e);
    QCOMPARE(e.ultiResults().size(), std::size_t(1));
    QVERIFY(!e.ultiResults()[0].won);
    QCOMPARE(e.ultiPay(), v({-50, 10, 10, 10, 10, 10}));
}

void TestDappen::mainzThreePlayers() {
    // Three players: 16 cards each and 6 to the Écart.
    Options o = opts(Rules::Mainz);
    for (int active : {3, 5}) {
        Rng rng(static_cast<std::uint64_t>(active));
        const DealTable t = table(active, active);
        const DealSetup s = Deal::deal(o, t, rng);
        QVERIFY(Deal::validate(Rules::Mainz, t, s).empty());
        for (int seat = 0; seat < active; ++seat)
            QCOMPARE(static_cast<int>(s.hands[static_cast<std::size_t>(seat)].size()), active == 3 ? 16 : 9);
        QCOMPARE(static_cast<int>(s.stock.size()), active == 3 ? 6 : 9);
        DealSetup bad = s;
        bad.stock.push_back(bad.hands[0].back());
        bad.hands[0].pop_back();
        QVERIFY(!Deal::validate(Rules::Mainz, t, bad).empty());
    }
    // Seat 0 holds twelve top trumps and HK H4 H3 H2; three honours (T22 T21 HK),
    // fewer than four, so none may be discarded.
    Deal d = makeDeal(o,
                      {"T22 T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 HK H4 H3 H2",
                       "T1 T2 T3 T4 T5 HQ HC DK DQ DC DJ D1 D2 D3 D4 CK",
                       "T6 T7 T8 T9 T10 HJ H1 CQ CC CJ SK SQ SC SJ S10 S9"},
                      "C7 C8 C9 C10 S7 S8");
    QCOMPARE(tryStep(d, "solo").reason, Reason::ContractNotPlayed);
    run(d, "dappen");
    QCOMPARE(d.lone(), 0);
    QCOMPARE(tryStep(d, "discard HK C7 C8 C9 C10 S7").reason, Reason::NotDiscardable);
    QCOMPARE(tryStep(d, "discard T22 C7 C8 C9 C10 S7").reason, Reason::NotDiscardable);
    QCOMPARE(tryStep(d, "discard C7 C8 C9 C10 S7").reason, Reason::DiscardCount);
    run(d, "discard C7 C8 C9 C10 S7 S8");
    // Twelve trump tricks, the HK; then the team takes the last three tricks.
    run(d, "T22 T1 T6; T21 T2 T7; T20 T3 T8; T19 T4 T9; T18 T5 T10; T17 DC CQ; T16 DJ CC; T15 D1 CJ;"
           "T14 D2 SC; T13 D3 SJ; T12 D4 S10; T11 CK S9; HK HC H1; H4 HQ HJ; DK SK H3; DQ SQ H2");
    QVERIFY(d.over());
    QCOMPARE(d.tricksWon(0), 13);
    // The team's nine cards H4 HQ HJ DK H3 SK DQ H2 SQ: 27 in three packets, 27 - 6 = 21.
    QCOMPARE(d.teamPoints(), 21);
    QCOMPARE(d.lonePoints(), 49); // 70 - 21
    QVERIFY(d.loneWins());
    // Losers 21: (35 - 21) / 5 = 2, plus 1: 3 game points ("3 ... if they have 21-25").
    QCOMPARE(d.gameAmount(), 3);
    QCOMPARE(d.delta(), v({6, -3, -3}));
    QVERIFY(d.cardsConserved());
}

void TestDappen::mainzFivePlayersOneCardOver() {
    // Five players: 9 each, 9 to the Écart. The lone player takes five tricks:
    // 25 cards and 9 discards, 34 cards, eleven packets of three and one card
    // over. Its cards are worth 58 raw: 58 - 22 = 36 less two thirds for the
    // odd card, 35 1/3: "35 points plus one card" wins. The team's 20 cards (raw
    // 48) count 48 - 12 less four thirds for its two cards over: 34 2/3.
    // With a Jack and a pip swapped between the piles the lone player has
    // 34 1/3 and loses; either way the losers are within 31-35: 1 game point.
    Options o = opts(Rules::Mainz);
    for (bool oneLess : {false, true}) {
        Deal d = makeDeal(o,
                          {"T22 T21 T20 T19 T18 H4 D4 C7 S7", "T1 T2 HC DC CC HK HQ H1 H2",
                           "T3 T4 SC HJ DJ DK DQ D1 D2", "T5 T6 CJ SJ H3 CK CQ C10 C9", "T7 T8 D3 C8 S8 SK SQ S10 S9"},
                          "T9 T10 T11 T12 T13 T14 T15 T16 T17");
        run(d, "dappen");
        // Two honours (T22 T21) only: they may not be discarded.
        QCOMPARE(tryStep(d, "discard T21 T9 T10 T11 T12 T13 T14 T15 T16").reason, Reason::NotDiscardable);
        run(d, "discard T9 T10 T11 T12 T13 T14 T15 T16 T17");
        run(d, oneLess ? "T22 T1 T3 T5 T7; T21 T2 T4 T6 T8; T20 HC SC C9 D3; T19 DC HJ SJ C8; T18 CC DJ H3 S8;"
                         "H4 HK D1 CJ S9"
                       : "T22 T1 T3 T5 T7; T21 T2 T4 T6 T8; T20 HC SC CJ D3; T19 DC HJ SJ C8; T18 CC DJ H3 S8;"
                         "H4 HK D1 C9 S9");
        run(d, "HQ D2 C10 S10 D4; H1 DQ CQ SQ C7; H2 DK CK SK S7");
        QVERIFY(d.over());
        QCOMPARE(d.tricksWon(0), 5);
        QCOMPARE(count(d.loneCards()), 34);
        QCOMPARE(points(C(), d.loneCards()), oneLess ? 57 : 58);
        QCOMPARE(d.lonePoints() + d.teamPoints(), 70);
        QCOMPARE(d.loneWins(), !oneLess);
        QCOMPARE(d.gameAmount(), 1);
        QCOMPARE(d.delta(), oneLess ? v({-4, 1, 1, 1, 1}) : v({4, -1, -1, -1, -1}));
    }
}

void TestDappen::gstiesiererShownInLastTrick() {
    // Seat 2's only trump is the Gstieß; it withholds it in trick 1 and keeps it
    // to the last trick. The team takes trick 6 only (D4 DC DJ DK DQ SK); the
    // lone player wins the last trick with the 16, one card short: the team
    // gives it a 1-point card, the D4 (the only one in the team's tricks). The
    // team keeps DC DJ DK DQ SK and the shown Gstieß: 24 - 3 = 21; the lone
    // player 79 - 21 = 58; 19 from 40: 20 cents from each.
    // Second case: the withholder itself wins trick 6 with the DK, so it begins
    // the last trick by showing the Gstieß; seat 3's HK counts as led.
    for (bool withholderLeads : {false, true}) {
        Deal d = makeDeal(opts(),
                          {"T21 T20 T19 T18 T17 T16 D4", "T1 T14 T15 H1 H2 DC HJ",
                           withholderLeads ? "T22 H3 H4 D1 D2 D3 DK" : "T22 H3 H4 D1 D2 D3 DJ",
                           withholderLeads ? "CK CQ CC CJ C10 DJ HK" : "CK CQ CC CJ C10 DK HK", "C9 C8 C7 SQ SC DQ HQ",
                           "SJ S10 S9 S8 S7 SK HC"},
                          kTwelveTrumps);
        run(d, kSixPasses);
        run(d, "dappen; pass; pass; pass; pass; pass");
        run(d, kDiscardTwelve);
        run(d, "T21 T1 H3 CK C9 SJ");
        QCOMPARE(d.gstiesierer(), 2);
        run(d, "T20 T14 H4 CQ C8 S10; T19 T15 D1 CC C7 S9; T18 H1 D2 CJ SQ S8; T17 H2 D3 C10 SC S7");
        run(d, "D4 DC");
        QCOMPARE(tryStep(d, "T22").reason, Reason::GstiessWithheld); // powerless, kept to the last trick
        run(d, withholderLeads ? "DK DJ DQ SK" : "DJ DK DQ SK");
        QCOMPARE(d.toAct(), withholderLeads ? 2 : 3);
        if (withholderLeads) {
            QCOMPARE(d.legalCardsFor(2), bit(Pack::cegoTrump(22)));
            run(d, "T22 HK HQ HC T16 HJ");
        } else {
            run(d, "HK HQ HC T16 HJ T22");
        }
        QVERIFY(d.over());
        QCOMPARE(d.tricksWon(0), 6);
        QCOMPARE(d.marsch(), std::string());
        QVERIFY(has(d.teamCards(), Pack::cegoTrump(22)));
        QCOMPARE(d.compensation(), test::card(C(), "D4"));
        QCOMPARE(count(d.teamCards()), 6);
        QCOMPARE(count(d.loneCards()), 48);
        QCOMPARE(d.teamPoints(), 21);
        QCOMPARE(d.lonePoints(), 58);
        // No Marsch: everybody pays the ordinary 20 cents, the gstiesierer too.
        QCOMPARE(d.delta(), v({100, -20, -20, -20, -20, -20}));
    }
}

void TestDappen::gstiesiererCaughtInLastTrick() {
    // Seat 1 passes before anyone dapped holding the Gstieß (a stop), its only
    // trump; it withholds it, and only when it shows the Gstieß in the last trick
    // is the missed compulsory dappen plain: the deal is abandoned and seat 1
    // pays each other player 40 cents.
    Deal d = makeDeal(opts(),
                      {"T1 T14 DK DQ DC DJ D1", "T22 HK HQ HC HJ H1 H2", "T21 T20 T19 T18 T17 T16 T15", "*", "*", "*"},
                      kTwelveTrumps);
    run(d, kSixPasses);
    run(d, "pass; pass; dappen; pass; pass; pass");
    QCOMPARE(d.lone(), 2);
    run(d, kDiscardTwelve);
    run(d, "T21 - - - - HK");
    QCOMPARE(d.gstiesierer(), 1);
    run(d, "T20 - - - - HQ; T19 - - - - HC; T18 - - - - HJ; T17 - - - - H1; T16 - - - - H2; T15 - - - -");
    QVERIFY(!d.over());
    QCOMPARE(d.tricksPlayed(), 6);
    QCOMPARE(d.offender(), -1);
    run(d, "T22");
    QVERIFY(d.over());
    QCOMPARE(d.outcome(), std::string("abandoned"));
    QCOMPARE(d.offender(), 1);
    QCOMPARE(d.delta(), v({40, -200, 40, 40, 40, 40}));
}

void TestDappen::discardSampleIsLegal() {
    // legalActions lists at most 16 sample discards (all 12-card choices can be
    // tens of thousands); over many random deals the sample always holds at
    // least one discard, only legal ones by the text's rule, and check accepts
    // any legal discard while refusing one with a card that must be kept.
    struct Setup {
        Rules rules;
        int active;
        bool kings;
    };
    const Setup setups[] = {{Rules::Furtwangen, 6, false}, {Rules::Furtwangen, 7, false}, {Rules::Breitnau, 6, false},
                            {Rules::Breitnau, 7, false},   {Rules::Buchenbach, 6, false}, {Rules::Mainz, 3, false},
                            {Rules::Mainz, 3, true},       {Rules::Mainz, 4, false},      {Rules::Mainz, 5, false},
                            {Rules::Mainz, 5, true},       {Rules::Mainz, 6, false},      {Rules::Mainz, 7, false}};
    const CardSet kings = toSet(test::cards(C(), "HK DK CK SK"));
    Rng rng(2024);
    int checked = 0;
    for (const Setup& su : setups) {
        Options o = opts(su.rules);
        o.mainzKings = su.kings;
        const int want = sizesFor(su.rules, su.active).stock;
        for (int k = 0; k < 300; ++k) {
            const DealTable t = table(su.active, su.active);
            Deal d(o, t, Deal::deal(o, t, rng));
            // Random bids, Solo aside, until the lone player is to discard.
            std::vector<Action> legal = d.legalActions();
            while (!d.over() && legal.front().act != Act::Discard && legal.front().act != Act::Play &&
                   legal.front().act != Act::Announce) {
                std::vector<Action> bids;
                for (const Action& a : legal)
                    if (a.bid != "solo")
                        bids.push_back(a);
                d.apply(bids[static_cast<std::size_t>(rng.below(bids.size()))]);
                legal = d.legalActions();
            }
            if (d.over() || legal.front().act != Act::Discard)
                continue;
            const int lone = d.toAct();
            const CardSet hand = d.hand(lone);
            // The text: no 5-point card (Mainz: no honour unless holding four; any with seven players).
            CardSet honours = 0;
            for (Card c : cardsOf(hand))
                if (su.rules == Rules::Mainz && su.kings ? has(kings, c) : C().points(c) == 5)
                    honours |= bit(c);
            const CardSet kept = su.rules != Rules::Mainz                  ? honours
                                 : (su.active == 7 || count(honours) >= 4) ? CardSet(0)
                                                                           : honours;
            QVERIFY(!legal.empty());
            QVERIFY(legal.size() <= 16);
            std::vector<CardSet> seen;
            for (const Action& a : legal) {
                QVERIFY(a.act == Act::Discard);
                QCOMPARE(a.seat, lone);
                const CardSet s = toSet(a.cards);
                QCOMPARE(static_cast<int>(a.cards.size()), want);
                QCOMPARE(count(s), want);
                QCOMPARE(s & ~hand, CardSet(0));
                QCOMPARE(s & kept, CardSet(0));
                QVERIFY(std::find(seen.begin(), seen.end(), s) == seen.end());
                seen.push_back(s);
                QVERIFY(!d.check(a));
            }
            CardList pool = toList(hand & ~kept);
            rng.shuffle(pool);
            Action any = Action::simple(lone, Act::Discard);
            any.cards.assign(pool.begin(), pool.begin() + want);
            QVERIFY(!d.check(any));
            if (kept) {
                any.cards[0] = lowest(kept);
                QCOMPARE(d.check(any).reason, Reason::NotDiscardable);
            }
            ++checked;
        }
    }
    QVERIFY(checked > 3000);
}

void TestDappen::sevenPlayersOddCard78() {
    // Seven players: the lone player wins five tricks of seven cards, with the
    // Dapp 47 cards, the team the last trick, 7 cards: each side has a card
    // over that counts one less, 78 in all. The team's H4 HK H3 D2 D4 C7 S7:
    // 11 - 4 = 7; the lone player 95 - 24 = 71. 33 from 40: 35 cents each.
    Deal d = makeDeal(opts(),
                      {"T22 T21 T20 T19 T18 H4", "T1 T14 T15 T16 T17 HK", "HQ HC HJ H1 H2 H3", "DK DQ DC DJ D1 D2",
                       "D3 D4 CK CQ CC CJ", "C10 C9 C8 C7 SK SQ", "SC SJ S10 S9 S8 S7"},
                      kTwelveTrumps);
    run(d, "pass; pass; pass; pass; pass; pass; pass");
    run(d, "dappen; pass; pass; pass; pass; pass; pass");
    run(d, kDiscardTwelve);
    run(d, "T22 T1 HQ DK D3 C10 SC; T21 T14 HC DQ CK C9 SJ; T20 T15 HJ DC CQ C8 S10; T19 T16 H1 DJ CC SK S9;"
           "T18 T17 H2 D1 CJ SQ S8; H4 HK H3 D2 D4 C7 S7");
    QVERIFY(d.over());
    QCOMPARE(d.tricksWon(0), 5);
    QCOMPARE(d.teamPoints(), 7);
    QCOMPARE(d.lonePoints(), 71);
    QCOMPARE(d.delta(), v({210, -35, -35, -35, -35, -35, -35}));
}

void TestDappen::breitnauNoUltiNoGstiesieren() {
    // Breitnau: "There are no Ulti cards and there is no gstiesieren - the
    // Gstieß always functions as the highest trump (22)."
    Deal u = makeDeal(opts(Rules::Breitnau), kExample, kExampleDapp);
    run(u, kSixPasses);
    run(u, "dappen; pass; pass; pass; pass; pass; discard T8 T9 T10 T11 T12 T13 T14 T15 T17 D4 C7 S7");
    QVERIFY(tryStep(u, "ulti T3 T1"));
    for (const Action& a : u.legalActions())
        QVERIFY(a.act == Act::Play);
    Deal g = makeDeal(opts(Rules::Breitnau), kGstiess, kTwelveTrumps);
    run(g, kSixPasses);
    run(g, "dappen; pass; pass; pass; pass; pass; discard T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13; T21 T1");
    QCOMPARE(g.legalCardsFor(2), bit(Pack::cegoTrump(22)));
    QVERIFY(tryStep(g, "HK"));
    run(g, "T22 - - -");
    QCOMPARE(g.tricksWon(2), 1); // the Gstieß wins as the 22
    QCOMPARE(g.gstiesierer(), -1);
}

void TestDappen::recordReplaysToTheCent() {
    // Hand-written records: each deal's delta as a person computes it.
    struct Case {
        const char* file;
        std::vector<std::vector<int>> deltas;
        std::vector<int> totals;
    };
    const Case cases[] = {
        // The worked example, then the deal passes to seat 0 and seat 1 is caught
        // having passed with the Gstieß: 40 cents to each other player.
        {"furtwangen_session.json",
         {{225, -45, -45, -45, -45, -45}, {40, -200, 40, 40, 40, 40}},
         {265, -245, -5, -5, -5, -5}},
        // Breitnau: Strecken, the opponents take 34: (40-34) x 2 = 12, rounded up to 20.
        {"breitnau_strecken.json", {{100, -20, -20, -20, -20, -20}}, {100, -20, -20, -20, -20, -20}},
    };
    for (const Case& c : cases) {
        QFile f(QStringLiteral(STAMMTISCH_TEST_DATA "/dappen/") + QString::fromLatin1(c.file));
        QVERIFY2(f.open(QIODevice::ReadOnly), c.file);
        auto parsed = parseRecord(f.readAll().toStdString());
        QVERIFY2(std::holds_alternative<Record>(parsed),
                 std::holds_alternative<RecordError>(parsed) ? std::get<RecordError>(parsed).text().c_str() : "");
        Replay r = replay(std::get<Record>(parsed));
        QVERIFY2(!r.error, c.file);
        QCOMPARE(r.deals.size(), c.deltas.size());
        for (std::size_t i = 0; i < c.deltas.size(); ++i)
            QCOMPARE(r.deals[i]["delta"].get<std::vector<int>>(), c.deltas[i]);
        nlohmann::json s;
        r.game->reportStandings(s);
        QCOMPARE(s["totals"].get<std::vector<int>>(), c.totals);
    }
}

void TestDappen::selfplayAllVariants_data() {
    QTest::addColumn<QString>("rules");
    QTest::addColumn<int>("players");
    for (int p : {6, 7, 8})
        QTest::newRow(qPrintable(QStringLiteral("furtwangen %1").arg(p))) << QStringLiteral("furtwangen") << p;
    for (int p : {6, 7, 8})
        QTest::newRow(qPrintable(QStringLiteral("breitnau %1").arg(p))) << QStringLiteral("breitnau") << p;
    for (int p : {6, 7})
        QTest::newRow(qPrintable(QStringLiteral("buchenbach %1").arg(p))) << QStringLiteral("buchenbach") << p;
    for (int p : {3, 4, 5, 6, 7, 8})
        QTest::newRow(qPrintable(QStringLiteral("mainz %1").arg(p))) << QStringLiteral("mainz") << p;
}

void TestDappen::selfplayAllVariants() {
    QFETCH(QString, rules);
    QFETCH(int, players);
    GameInfo info{"dappen", "Dappen", PackKind::Cego54, 3, 8, &optionSpecs(), [](const Variant& var, int n) {
                      return std::make_unique<DappenGame>(var, n);
                  }};
    Variant var(&optionSpecs());
    QVERIFY(var.set("rules", rules.toStdString()).empty());
    nlohmann::json summary;
    const SelfplayResult r = selfplay(info, var, players, 1500, 3, summary);
    for (const auto& msg : r.violations)
        qWarning("%s", msg.c_str());
    QVERIFY(r.violations.empty());
    QCOMPARE(r.deals, 1500);
}

QTEST_APPLESS_MAIN(TestDappen)
#include "test_dappen.moc"
