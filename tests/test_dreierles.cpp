// Dreierles (dreierles.txt): bidding, the blind, announcements, knocking,
// the play, the scoring table, combinations, Pfeife, Räuber, penalties,
// the regional variants and the session, each checked with cards played.
#include "dreierles/dreierles.h"
#include "support.h"

#include "record.h"
#include "selfplay.h"

#include <QFile>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <numeric>

using namespace st;
using namespace st::dreierles;

namespace {

const Pack& C() {
    return Pack::get(PackKind::Cego54);
}

Card card(const char* code) {
    return test::card(C(), code);
}

Variant variant(std::initializer_list<std::pair<const char*, OptionValue>> opts = {}) {
    Variant v(&optionSpecs());
    for (const auto& [k, val] : opts) {
        const std::string e = v.set(k, val);
        if (!e.empty())
            qFatal("bad option %s: %s", k, e.c_str());
    }
    return v;
}

/// A deal with the named cards in the named hands; the other cards fill the
/// blind (if it is not given in full) and then the active hands, in pack order.
DealSetup build(const DreierlesGame& g, int dealer, const std::vector<const char*>& fixed, const char* blind = "") {
    const Table t = g.tableFor(dealer);
    const int size = Deal::handSize(static_cast<int>(t.order.size()));
    DealSetup s;
    s.dealer = dealer;
    s.hands.assign(std::size_t(g.seats()), {});
    CardSet used = 0;
    for (std::size_t i = 0; i < fixed.size(); ++i) {
        s.hands[i] = test::cards(C(), fixed[i]);
        used |= toSet(s.hands[i]);
    }
    s.stock = test::cards(C(), blind);
    used |= toSet(s.stock);
    CardList rest = toList(C().all() & ~used);
    std::size_t next = 0;
    while (s.stock.size() < 6)
        s.stock.push_back(rest[next++]);
    for (int seat : t.order)
        while (static_cast<int>(s.hands[std::size_t(seat)].size()) < size)
            s.hands[std::size_t(seat)].push_back(rest[next++]);
    return s;
}

/// Start a deal in a fresh session.
DreierlesGame start(const Variant& v, int players, int dealer, const std::vector<const char*>& fixed,
                    const char* blind = "") {
    DreierlesGame g(v, players);
    const std::string e = g.startDeal(build(g, dealer, fixed, blind));
    if (!e.empty())
        qFatal("bad test deal: %s", e.c_str());
    return g;
}

Action parse(int seat, const QString& step) {
    const QStringList w = step.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    auto kind = actFromName(w.value(0).toStdString());
    if (!kind)
        qFatal("bad action in test: %s", qPrintable(step));
    Action a = Action::simple(seat, *kind);
    if (a.act == Act::Play)
        a.card = card(qPrintable(w.value(1)));
    if (a.act == Act::Bid)
        a.bid = w.value(1).toStdString();
    if (a.act == Act::Announce)
        a.what = w.value(1).toStdString();
    if (a.act == Act::Discard)
        for (int i = 1; i < w.size(); ++i)
            a.cards.push_back(card(qPrintable(w[i])));
    return a;
}

/// Apply "pass; bid dreier; discard HK H1 H2; play T5" for whoever is to act; every step must be legal.
void run(DreierlesGame& g, const char* script) {
    for (const QString& step : QString::fromLatin1(script).split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const Action a = parse(g.toAct(), step.trimmed());
        const Refusal r = g.check(a);
        if (r)
            qFatal("step '%s' refused (reason %d)", qPrintable(step), static_cast<int>(r.reason));
        g.apply(a);
    }
}

/// A knock by seat, taken out of turn or in turn; it must be accepted.
void knock(DreierlesGame& g, int seat) {
    const Action a = Action::simple(seat, Act::Knock);
    const Refusal r = g.check(a);
    if (r)
        qFatal("knock by seat %d refused (reason %d)", seat, static_cast<int>(r.reason));
    g.apply(a);
}

Refusal knockBy(const DreierlesGame& g, int seat) {
    return g.check(Action::simple(seat, Act::Knock));
}

/// The seats offered a knock right now: the seat to act through legalActions(),
/// the others through optionalActions() — and SeatView.legal must say the same.
std::vector<int> knockOffers(const DreierlesGame& g) {
    std::vector<int> out;
    for (int seat = 0; seat < g.seats(); ++seat) {
        const auto acts = seat == g.toAct() ? g.legalActions() : g.optionalActions(seat);
        if (g.view(seat).legal != acts)
            qFatal("view(%d).legal differs from the actions offered", seat);
        const Action k = Action::simple(seat, Act::Knock);
        const bool offeredHere = std::find(acts.begin(), acts.end(), k) != acts.end();
        if (offeredHere != !g.check(k))
            qFatal("seat %d: knock offered and check() disagree", seat);
        if (offeredHere)
            out.push_back(seat);
    }
    return out;
}

Refusal tryAct(const DreierlesGame& g, const char* step) {
    return g.check(parse(g.toAct(), QString::fromLatin1(step)));
}

bool offered(const DreierlesGame& g, const char* step) {
    const Action a = parse(g.toAct(), QString::fromLatin1(step));
    for (const auto& b : g.legalActions())
        if (b == a)
            return true;
    return false;
}

/// Play on with the first legal action until the deal is over.
void playOut(DreierlesGame& g) {
    while (g.inDeal())
        g.apply(g.legalActions().front());
}

Record load(const QString& name) {
    QFile f(QStringLiteral(STAMMTISCH_TEST_DATA "/dreierles/") + name + QStringLiteral(".json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    auto parsed = parseRecord(f.readAll().toStdString());
    if (!std::holds_alternative<Record>(parsed))
        qFatal("bad fixture %s: %s", qPrintable(name), std::get<RecordError>(parsed).text().c_str());
    return std::get<Record>(parsed);
}

/// Replay a fixture, optionally under other options; the deal must be finished.
Replay replayWith(const QString& name, std::initializer_list<std::pair<const char*, OptionValue>> opts = {}) {
    Record rec = load(name);
    for (const auto& [k, v] : opts)
        if (!rec.variant.set(k, v).empty())
            qFatal("bad option %s", k);
    Replay r = replay(rec);
    if (r.error)
        qFatal("fixture %s does not replay (action %d)", qPrintable(name), r.error->action);
    if (r.deals.size() != rec.deals.size())
        qFatal("fixture %s: a deal is unfinished", qPrintable(name));
    return r;
}

const Deal& dealOf(const Replay& r) {
    return *static_cast<const DreierlesGame*>(r.game.get())->currentDeal();
}

std::vector<int> deltaOf(const Replay& r) {
    return r.deals.back()["delta"].get<std::vector<int>>();
}

int combosOf(const Deal& d, int seat) {
    int n = 0;
    for (const auto& c : d.combinations())
        n += c.seat == seat;
    return n;
}

} // namespace

class TestDreierles : public QObject {
    Q_OBJECT

  private slots:
    void countingInThrees();
    void tableValues();
    void dealsAsTheTextSays();
    void biddingInTurnOneChanceEach();
    void allPassIsRaeuber();
    void exchangeTakesTopCards();
    void discardNoKingsNoTrumps();
    void blindRestCountsForOpponents();
    void scoringTable_data();
    void scoringTable();
    void workedExample();
    void pfeife_data();
    void pfeife();
    void pfeifeRausKeptForLastTrick();
    void combinations();
    void zehnDruckNeedsTenTrumps();
    void knockingEligibility();
    void kontraAndRe();
    void knockLimit();
    void knockClosesAnnouncements();
    void fertigIsNotAnAction();
    void raeuber_data();
    void raeuber();
    void raeuberKnockOrder();
    void raeuberSteinmauernRestrictions();
    void raeuberIffezheimRestrictions();
    void raeuberOrSoloRound();
    void illegalPlayRefusedByDefault();
    void illegalPlayPenalised();
    void illegalDiscardPenalised();
    void tournamentRules();
    void iffezheimScoring();
    void achertalScoring();
    void achertalSoloDu();
    void achertalPenaltyPlayGoesOn();
    void achertalSessionBonus();
    void fourActivePlayers();
    void sessionRoundsAndMoney();
    void handWrittenRecord();
    void selfplayInvariants();
    void randomPlayWithOptionalKnocks();
};

void TestDreierles::countingInThrees() {
    // "Two points are subtracted from the value of each group of 3 cards ... one point from a group of one or two."
    QCOMPARE(countInThrees(C(), C().all()), 70);
    QCOMPARE(countInThrees(C(), toSet(test::cards(C(), "T22 T21 T1"))), 13);
    QCOMPARE(countInThrees(C(), toSet(test::cards(C(), "HK HQ"))), 8);
    QCOMPARE(countInThrees(C(), toSet(test::cards(C(), "HK HQ HC HJ"))), 11); // 14 - 2 - 1
    QCOMPARE(countInThrees(C(), toSet(test::cards(C(), "H1"))), 0);
    QCOMPARE(countInThrees(C(), 0), 0);
}

void TestDreierles::tableValues() {
    // "48 card points gives 2+1=3 and 36 points gives 0+1=1"; 69 gives 7; 0 gives 8 (-24 Einer, -32 Solo).
    QCOMPARE(tableValue(48), 3);
    QCOMPARE(tableValue(36), 1);
    QCOMPARE(tableValue(69), 7);
    QCOMPARE(tableValue(35), -1);
    QCOMPARE(tableValue(31), -1);
    QCOMPARE(tableValue(30), -2);
    QCOMPARE(tableValue(1), -7);
    QCOMPARE(tableValue(0) * bidFactor(Einer), -24);
    QCOMPARE(tableValue(0) * bidFactor(Solo), -32);
}

void TestDreierles::dealsAsTheTextSays() {
    // Six cards to the blind from the top, then batches of eight from the player to the dealer's right.
    for (int players : {3, 4}) {
        DreierlesGame g(variant(), players);
        Rng rng(7), copy(7);
        const DealSetup s = g.makeDeal(1, rng);
        const CardList deck = shuffledPack(C(), copy);
        QCOMPARE(s.stock, CardList(deck.begin(), deck.begin() + 6));
        QCOMPARE(s.hands[2][0], deck[6]); // seat 2 is first after dealer 1
        QCOMPARE(s.hands[2][8], deck[6 + 8 * 3]);
        QCOMPARE(int(s.hands[2].size()), 16);
        QCOMPARE(int(s.hands[1].size()), players == 4 ? 0 : 16); // at four the dealer sits out
        QVERIFY(g.startDeal(s).empty());
        QCOMPARE(g.toAct(), 2);
    }
    // Four active players: 12 each in batches of six; the dealer plays.
    DreierlesGame g(variant({{"four_active", true}}), 4);
    Rng rng(7);
    const DealSetup s = g.makeDeal(1, rng);
    for (int seat = 0; seat < 4; ++seat)
        QCOMPARE(int(s.hands[std::size_t(seat)].size()), 12);
    // A misdeal is refused and the same dealer deals again.
    DreierlesGame h(variant(), 3);
    DealSetup bad = build(h, 0, {});
    bad.hands[1].pop_back();
    QVERIFY(!h.startDeal(bad).empty());
    QVERIFY(h.startDeal(build(h, 0, {})).empty());
}

void TestDreierles::biddingInTurnOneChanceEach() {
    DreierlesGame g = start(variant(), 3, 2, {});
    QCOMPARE(g.toAct(), 0); // right of the dealer
    run(g, "bid zweier");
    QCOMPARE(tryAct(g, "bid dreier").reason, Reason::BidTooLow);
    QCOMPARE(tryAct(g, "bid zweier").reason, Reason::BidTooLow);
    QCOMPARE(tryAct(g, "bid solo_du").reason, Reason::ContractNotPlayed); // Achertal only
    QVERIFY(offered(g, "bid einer"));
    run(g, "bid einer; pass");
    QCOMPARE(g.currentDeal()->declarer(), 1); // the last and highest bidder
    QCOMPARE(g.currentDeal()->contract(), int(Einer));
    QCOMPARE(g.toAct(), 1); // to discard
}

void TestDreierles::allPassIsRaeuber() {
    DreierlesGame g = start(variant({{"knock_limit", 0}}), 3, 2, {});
    run(g, "pass; pass; pass");
    QVERIFY(g.currentDeal()->raeuber());
    QCOMPARE(g.toAct(), 0); // the player to the dealer's right leads
    playOut(g);
    const Deal& d = *g.currentDeal();
    // The blind is set aside and not counted.
    QCOMPARE(d.cardPoints(0) + d.cardPoints(1) + d.cardPoints(2) + d.blindPoints(), 70);
    QCOMPARE(d.blindPoints(), countInThrees(C(), toSet(d.blind())));
}

void TestDreierles::exchangeTakesTopCards() {
    DreierlesGame g = start(variant(), 3, 2, {}, "HK H1 H2 D1 D2 D3");
    run(g, "pass; bid dreier; pass");
    // The top three blind cards go to the declarer; the rest stays for the opponents.
    for (const char* c : {"HK", "H1", "H2"})
        QVERIFY(has(g.currentDeal()->hand(1), card(c)));
    QVERIFY(!has(g.currentDeal()->hand(1), card("D1")));
    QCOMPARE(count(g.currentDeal()->hand(1)), 19);
    QCOMPARE(g.view(0).talonSize, 3);
}

void TestDreierles::discardNoKingsNoTrumps() {
    DreierlesGame g = start(variant(), 3, 2, {"", "T5 HK H1 H2 H3 H4"}, "DK D1 D2 C10 C9 C8");
    run(g, "pass; bid dreier; pass");
    QCOMPARE(tryAct(g, "discard HK H1 H2").reason, Reason::NoKingOrTrumpDiscard);
    QCOMPARE(tryAct(g, "discard DK H1 H2").reason, Reason::NoKingOrTrumpDiscard); // a King just taken
    QCOMPARE(tryAct(g, "discard T5 H1 H2").reason, Reason::NoKingOrTrumpDiscard);
    QCOMPARE(tryAct(g, "discard H1 H2").reason, Reason::DiscardCount);
    QCOMPARE(tryAct(g, "discard H1 H1 H2").reason, Reason::DiscardCount);
    QCOMPARE(tryAct(g, "discard C10 H1 H2").reason, Reason::NotInHand);
    QVERIFY(offered(g, "discard H1 H2 D1"));
    run(g, "discard H1 H2 D1");
    QCOMPARE(g.currentDeal()->discards(), toSet(test::cards(C(), "H1 H2 D1")));
}

void TestDreierles::blindRestCountsForOpponents() {
    // The discards count for the declarer, the rest of the blind for the opponents, whoever wins the tricks.
    DreierlesGame g = start(variant(), 3, 2, {}, "HK H1 H2 DK DQ DC");
    run(g, "pass; bid dreier; pass");
    const CardSet free = g.currentDeal()->hand(1) & ~C().suitMask(Pack::kCegoTrumpSuit);
    CardList d;
    for (Card c : cardsOf(free))
        if (C().points(c) < 5 && d.size() < 3)
            d.push_back(c);
    Action a = Action::simple(1, Act::Discard);
    a.cards = d;
    QVERIFY(!g.check(a));
    g.apply(a);
    playOut(g);
    const Deal& r = *g.currentDeal();
    CardSet decl = r.pile(1) | toSet(d);
    CardSet opp = r.pile(0) | r.pile(2) | toSet(test::cards(C(), "DK DQ DC"));
    QCOMPARE(r.declarerPoints(), countInThrees(C(), decl));
    QCOMPARE(r.opponentPoints(), countInThrees(C(), opp));
    QCOMPARE(r.declarerPoints() + r.opponentPoints(), 70);
}

void TestDreierles::scoringTable_data() {
    // Deals found by random play with a fixture finder; the declarer (the dealer, seat 2, after two passes)
    // holds no combination and does not score the Pfeife. Card points recounted by hand from the tricks;
    // the game points are the printed table's row times nothing else. Opponents pay the declarer each.
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("bid");
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("each"); // the table's entry: what each opponent pays the declarer
    QTest::newRow("65-69 Solo +28") << "row_65_69"
                                    << "solo" << 66 << 28;
    QTest::newRow("60-64 Einer +18") << "row_60_64"
                                     << "einer" << 63 << 18;
    QTest::newRow("55-59 Zweier +10") << "row_55_59"
                                      << "zweier" << 58 << 10;
    QTest::newRow("50-54 Dreier +4") << "row_50_54"
                                     << "dreier" << 50 << 4;
    QTest::newRow("45-49 Solo +12") << "row_45_49"
                                    << "solo" << 46 << 12;
    QTest::newRow("40-44 Einer +6") << "row_40_44"
                                    << "einer" << 42 << 6;
    QTest::newRow("36-39 Zweier +2") << "row_36_39"
                                     << "zweier" << 37 << 2;
    QTest::newRow("31-35 Dreier -1") << "row_31_35"
                                     << "dreier" << 33 << -1;
    QTest::newRow("26-30 Solo -8") << "row_26_30"
                                   << "solo" << 30 << -8;
    QTest::newRow("21-25 Einer -9") << "row_21_25"
                                    << "einer" << 24 << -9;
    QTest::newRow("16-20 Zweier -8") << "row_16_20"
                                     << "zweier" << 19 << -8;
    QTest::newRow("11-15 Dreier -5") << "row_11_15"
                                     << "dreier" << 12 << -5;
    QTest::newRow("6-10 Solo -24") << "row_6_10"
                                   << "solo" << 7 << -24;
    QTest::newRow("1-5 Dreier -7") << "row_1_5"
                                   << "dreier" << 5 << -7;
    QTest::newRow("0 Einer -24") << "row_0_0"
                                 << "einer" << 0 << -24;
}

void TestDreierles::scoringTable() {
    QFETCH(QString, file);
    QFETCH(QString, bid);
    QFETCH(int, points);
    QFETCH(int, each);
    const Replay r = replayWith(file);
    const Deal& d = dealOf(r);
    QCOMPARE(QString::fromLatin1(bidName(d.contract())), bid);
    QCOMPARE(d.declarerPoints(), points);
    QCOMPARE(d.opponentPoints(), 70 - points);
    QCOMPARE(deltaOf(r), (std::vector<int>{-each, -each, 2 * each}));
    QCOMPARE(r.deals[0]["card_points"].get<std::vector<int>>(), (std::vector<int>{70 - points, 70 - points, points}));
    // The factor is the bid's: the same cards under each bid would score the row value times 1, 2, 3, 4.
    QCOMPARE(each, tableValue(points) * bidFactor(d.contract()));
}

void TestDreierles::workedExample() {
    // Anne plays a Solo, lays out the Pfeife and fails to win the last trick with it, takes 42 card points and
    // claims four Kings; Bert claims ten trumps. Four at the table (Dora deals and sits out), 10 cents a point.
    const Replay r = replayWith(QStringLiteral("example_anne"));
    const Deal& d = dealOf(r);
    QCOMPARE(d.contract(), int(Solo));
    QVERIFY(d.pfeifeRaus());
    QCOMPARE(d.declarerPoints(), 42);
    QCOMPARE(d.pfeife(), std::string("lost"));
    QCOMPARE(d.combinations().size(), std::size_t(2));
    QCOMPARE(d.combinations()[0].seat, 0);
    QCOMPARE(d.combinations()[0].what, std::string("koenigsrolle"));
    QCOMPARE(d.combinations()[1].seat, 1);
    QCOMPARE(d.combinations()[1].what, std::string("zehn_druck"));
    // 4 x 2 + 1 - 2 = 7 from each opponent; Bert 1 from each other player.
    QCOMPARE(deltaOf(r), (std::vector<int>{20, -4, -8, -8}));
    auto* g = static_cast<const DreierlesGame*>(r.game.get());
    QCOMPARE(g->money(0), 200); // Anne wins 2.00
    QCOMPARE(g->money(1), -40); // Bert loses 0.40
    QCOMPARE(g->money(2), -80); // the other opponent
    QCOMPARE(g->money(3), -80); // the dealer
    nlohmann::json s;
    g->reportStandings(s);
    QCOMPARE(s["money_cents"].get<std::vector<int>>(), (std::vector<int>{200, -40, -80, -80}));
}

void TestDreierles::pfeife_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("each");
    // Dreier by the dealer. Pfeife in the last trick +1/-1, laid out +2/-2, outside the bid factor.
    QTest::newRow("won: 5 + 1") << "pfeife_won"
                                << "won" << 55 << 6;
    QTest::newRow("lost: -4 - 1") << "pfeife_lost"
                                  << "lost" << 20 << -5;
    QTest::newRow("laid out, won: 2 + 2") << "pfeife_raus_won"
                                          << "won" << 40 << 4;
    QTest::newRow("laid out, lost: -2 - 2") << "pfeife_raus_lost"
                                            << "lost" << 27 << -4;
    // Forced to play it early: -2 and that trick and all later ones go to the opponents.
    QTest::newRow("laid out, forced early") << "pfeife_raus_forced"
                                            << "forfeit" << 23 << -5;
}

void TestDreierles::pfeife() {
    QFETCH(QString, file);
    QFETCH(QString, outcome);
    QFETCH(int, points);
    QFETCH(int, each);
    const Replay r = replayWith(file);
    const Deal& d = dealOf(r);
    QCOMPARE(QString::fromStdString(d.pfeife()), outcome);
    QCOMPARE(d.declarerPoints(), points);
    QCOMPARE(deltaOf(r), (std::vector<int>{-each, -each, 2 * each}));
    if (outcome == QLatin1String("forfeit")) {
        // Play stopped when the Pfeife fell: fewer than 16 tricks were played, every card went to a pile.
        QVERIFY(d.tricksWon(0) + d.tricksWon(1) + d.tricksWon(2) < 16);
        for (int s = 0; s < 3; ++s)
            QCOMPARE(d.hand(s), CardSet(0));
        QCOMPARE(d.declarerPoints() + d.opponentPoints(), 70);
    }
}

void TestDreierles::pfeifeRausKeptForLastTrick() {
    // Laid out, the Pfeife may not be played while another card is allowed.
    DreierlesGame g = start(variant(), 3, 2, {"", "", "T1 T2 HK H1 H2 H3 H4 DK D1 D2 D3 D4 CK SK C10 C9"});
    run(g, "pass; pass; bid solo; announce pfeife_raus");
    QCOMPARE(tryAct(g, "announce pfeife_raus").reason, Reason::NotAllowedNow);
    QCOMPARE(g.view(0).shown.size(), std::size_t(1)); // face up on the table
    QCOMPARE(tryAct(g, "play T1").reason, Reason::PfeifeNotYet);
    QVERIFY(!tryAct(g, "play T2"));
    // Without the Pfeife there is nothing to lay out.
    DreierlesGame h = start(variant(), 3, 2, {"T1", "", "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11"});
    run(h, "pass; pass; bid solo");
    QCOMPARE(tryAct(h, "announce pfeife_raus").reason, Reason::NoPfeife);
}

void TestDreierles::combinations() {
    // The declarer announced Zehn Druck; an opponent (seat 0) claims Drull and Königsrolle at the end.
    // Zweier with 48: 3 x 2 = 6 from each; each combination 1 from every other player.
    const Replay r = replayWith(QStringLiteral("combinations"));
    const Deal& d = dealOf(r);
    QCOMPARE(d.declarerPoints(), 48);
    QCOMPARE(d.combinations().size(), std::size_t(3));
    QCOMPARE(deltaOf(r), (std::vector<int>{-6 - 1 + 4, -6 - 1 - 2, 12 + 2 - 2}));
    // Ten trumps held by an opponent are claimed at the end; the declarer's, not announced, do not score.
    const Replay o = replayWith(QStringLiteral("opponent_ten_trumps"));
    const Deal& e = dealOf(o);
    QVERIFY(count(e.startHand(2) & C().suitMask(Pack::kCegoTrumpSuit)) >= 10);
    QVERIFY(!e.zehnDruck());
    QCOMPARE(e.declarerPoints(), 38); // Einer, 1 x 3
    QCOMPARE(deltaOf(o), (std::vector<int>{-3 - 1, -3 + 2, 6 - 1}));
}

void TestDreierles::zehnDruckNeedsTenTrumps() {
    DreierlesGame g = start(variant(), 3, 2, {"", "", "T1 T2 T3 T4 T5 T6 T7 T8 T9"});
    run(g, "pass; pass; bid solo");
    QCOMPARE(tryAct(g, "announce zehn_druck").reason, Reason::NotEnoughTrumps);
    QCOMPARE(tryAct(g, "announce ulti").reason, Reason::BadField);
}

void TestDreierles::knockingEligibility() {
    // "A: weg, B: Dreier, C: weg: C is allowed to knock but A is not."
    DreierlesGame g = start(variant(), 3, 2, {"", "", ""}, "H1 H2 H3 H4 D1 D2");
    run(g, "pass; bid dreier; pass");
    QVERIFY(knockOffers(g).empty()); // not before the exchange ends
    QCOMPARE(knockBy(g, 2).reason, Reason::NotYourTurn);
    run(g, "discard H1 H2 H3");
    // The declarer is to lead; no "fertig" and no knocking round: C may give Kontra out of turn.
    QCOMPARE(g.toAct(), 1);
    QCOMPARE(knockOffers(g), std::vector<int>{2});
    QCOMPARE(g.optionalActions(2), std::vector<Action>{Action::simple(2, Act::Knock)});
    QCOMPARE(g.view(2).legal, std::vector<Action>{Action::simple(2, Act::Knock)});
    QVERIFY(g.optionalActions(0).empty());
    QCOMPARE(knockBy(g, 0).reason, Reason::MayNotKnock);
    QCOMPARE(knockBy(g, 0).seat, 0);
    QCOMPARE(knockBy(g, 1).reason, Reason::MayNotKnock); // no Re before a Kontra
    QVERIFY(!offered(g, "pass"));
    QCOMPARE(tryAct(g, "pass").reason, Reason::NotAllowedNow);
    // Not knocking needs no action: the declarer's first lead closes the window.
    g.apply(g.legalActions().back()); // a card
    QVERIFY(knockOffers(g).empty());
    QCOMPARE(knockBy(g, 2).reason, Reason::MayNotKnock);
    QCOMPARE(g.currentDeal()->knocks(), 0);
    // "A: weg, B: weg, C: Dreier: neither of C's opponents can knock".
    DreierlesGame h = start(variant(), 3, 2, {"", "", "H1 H2 H3"}, "D1 D2 D3 D4 C10 C9");
    run(h, "pass; pass; bid dreier; discard H1 H2 H3");
    QVERIFY(knockOffers(h).empty());
    QCOMPARE(knockBy(h, 0).reason, Reason::MayNotKnock);
    QCOMPARE(knockBy(h, 1).reason, Reason::MayNotKnock);
    for (const auto& a : h.legalActions())
        QVERIFY(a.act == Act::Play || a.act == Act::Announce);
    // The dealer sitting out at four may not knock in a declarer's game.
    DreierlesGame f = start(variant(), 4, 3, {}, "H1 H2 H3 H4 D1 D2");
    run(f, "bid dreier; pass; pass; discard H1 H2 H3");
    QCOMPARE(knockOffers(f), (std::vector<int>{1, 2}));
    QCOMPARE(knockBy(f, 3).reason, Reason::MayNotKnock);
}

void TestDreierles::kontraAndRe() {
    // C gives Kontra, B (declarer) Re: two knocks double twice. Dreier with 41: 2 x 4 = 8 from each.
    const Replay r = replayWith(QStringLiteral("kontra_re"));
    const Deal& d = dealOf(r);
    QCOMPARE(d.knocks(), 2);
    QCOMPARE(d.knockers(), (std::vector<int>{2, 1}));
    QCOMPARE(d.declarerPoints(), 41);
    QCOMPARE(deltaOf(r), (std::vector<int>{-8, 16, -8}));
    QCOMPARE(r.deals[0]["knocks"].get<int>(), 2);
    QCOMPARE(r.deals[0]["knockers"].get<std::vector<int>>(), (std::vector<int>{2, 1}));
}

void TestDreierles::knockLimit() {
    // Back and forth up to the agreed limit: Kontra, Re, Kontra again; each optional and out of turn.
    DreierlesGame g = start(variant({{"knock_limit", 3}}), 3, 2, {}, "H1 H2 H3 H4 D1 D2");
    run(g, "bid dreier; pass; pass; discard H1 H2 H3");
    QCOMPARE(g.toAct(), 0);
    QCOMPARE(knockOffers(g), (std::vector<int>{1, 2})); // both outbid a standing Dreier: both eligible
    knock(g, 2);                                        // Kontra
    QCOMPARE(knockOffers(g), std::vector<int>{0});      // now only the declarer: Re
    QVERIFY(offered(g, "knock"));
    QCOMPARE(knockBy(g, 1).reason, Reason::MayNotKnock);
    QCOMPARE(knockBy(g, 2).reason, Reason::MayNotKnock);
    knock(g, 0);                                        // Re
    QCOMPARE(knockOffers(g), (std::vector<int>{1, 2})); // either opponent may knock again
    knock(g, 1);                                        // the third knock reaches the limit
    QCOMPARE(g.currentDeal()->knocks(), 3);
    QVERIFY(knockOffers(g).empty());
    QCOMPARE(knockBy(g, 0).reason, Reason::MayNotKnock);
    QCOMPARE(g.toAct(), 0);
    for (const auto& a : g.legalActions())
        QCOMPARE(a.act, Act::Play);
    playOut(g);
    const Deal& d = *g.currentDeal();
    QCOMPARE(d.knockers(), (std::vector<int>{2, 0, 1}));
    QCOMPARE(d.gameValue(), tableValue(d.declarerPoints()) * 8); // doubled three times
    // The Re is optional too: the declarer may lead at once after a Kontra.
    DreierlesGame h = start(variant(), 3, 2, {}, "H1 H2 H3 H4 D1 D2");
    run(h, "bid dreier; pass; pass; discard H1 H2 H3");
    knock(h, 1);
    h.apply(h.legalActions().back()); // a card
    QCOMPARE(h.currentDeal()->knocks(), 1);
    QVERIFY(knockOffers(h).empty());
}

void TestDreierles::knockClosesAnnouncements() {
    // Announcements come before "fertig"; a Kontra presupposes it and closes them. Before any knock
    // the declarer may still announce, and the opponents may still knock after an announcement.
    DreierlesGame g = start(variant(), 3, 2, {"", "", "T1 T2 HK H1 H2 H3 H4 DK D1 D2 D3 D4 CK SK C10 C9"});
    run(g, "bid dreier; pass; bid solo");
    QVERIFY(offered(g, "announce pfeife_raus"));
    QCOMPARE(knockOffers(g), (std::vector<int>{0, 1})); // both opponents spoke after a bid stood
    knock(g, 0);
    QVERIFY(!offered(g, "announce pfeife_raus"));
    QCOMPARE(tryAct(g, "announce pfeife_raus").reason, Reason::NotAllowedNow);
    QVERIFY(offered(g, "knock")); // Re
    DreierlesGame h = start(variant(), 3, 2, {"", "", "T1 T2 HK H1 H2 H3 H4 DK D1 D2 D3 D4 CK SK C10 C9"});
    run(h, "bid dreier; pass; bid solo; announce pfeife_raus");
    QCOMPARE(knockOffers(h), (std::vector<int>{0, 1}));
    knock(h, 0);
    QVERIFY(h.currentDeal()->pfeifeRaus());
}

void TestDreierles::fertigIsNotAnAction() {
    // The record contract: a decision not taken needs no action. A record that writes the declarer's
    // "fertig" or an opponent's "no knock" as a pass is refused at that pass.
    Record rec = load(QStringLiteral("kontra_re"));
    auto& acts = rec.deals[0].actions;
    const auto discard = std::find_if(acts.begin(), acts.end(), [](const Action& a) { return a.act == Act::Discard; });
    QVERIFY(discard != acts.end());
    const int at = int(discard - acts.begin()) + 1;
    acts.insert(discard + 1, Action::simple(1, Act::Pass));
    const Replay r = replay(rec);
    QVERIFY(r.error);
    QCOMPARE(r.error->action, at);
    QCOMPARE(r.error->refusal.reason, Reason::NotAllowedNow);
    // Räuber: a seat declining to knock is no action either.
    Record rau = load(QStringLiteral("raeuber_two_tied"));
    rau.deals[0].actions.insert(rau.deals[0].actions.begin() + 3, Action::simple(0, Act::Pass));
    const Replay rr = replay(rau);
    QVERIFY(rr.error);
    QCOMPARE(rr.error->action, 3);
    QCOMPARE(rr.error->refusal.reason, Reason::NotAllowedNow);
}

void TestDreierles::raeuber_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QList<int>>("points");
    QTest::addColumn<int>("knocks");
    QTest::addColumn<QList<int>>("delta");
    // Most points pays 2 (doubled per knock) to each other player, the sitting-out dealer included.
    QTest::newRow("one loser, one knock") << "raeuber_one" << QList<int>{16, 29, 19} << 1 << QList<int>{4, -8, 4};
    QTest::newRow("two tied: each pays 1 to the third")
        << "raeuber_two_tied" << QList<int>{25, 25, 13} << 0 << QList<int>{-1, -1, 2};
    QTest::newRow("three tied at three: nothing")
        << "raeuber_three_tied" << QList<int>{22, 22, 22} << 0 << QList<int>{0, 0, 0};
    QTest::newRow("four at the table, two knocks")
        << "raeuber_four_one" << QList<int>{16, 29, 19, 0} << 2 << QList<int>{8, -24, 8, 8};
    QTest::newRow("four, two tied: the third and the dealer get 2 each")
        << "raeuber_four_two_tied" << QList<int>{25, 25, 13, 0} << 0 << QList<int>{-2, -2, 2, 2};
    // Ruling: the dealer's 2 shared by three is rounded up to 1 each.
    QTest::newRow("four, three tied: the dealer still collects")
        << "raeuber_four_three_tied" << QList<int>{22, 22, 22, 0} << 0 << QList<int>{-1, -1, -1, 3};
}

void TestDreierles::raeuber() {
    QFETCH(QString, file);
    QFETCH(QList<int>, points);
    QFETCH(int, knocks);
    QFETCH(QList<int>, delta);
    const Replay r = replayWith(file);
    const Deal& d = dealOf(r);
    QVERIFY(d.raeuber());
    QCOMPARE(d.knocks(), knocks);
    const auto cp = r.deals[0]["card_points"].get<std::vector<int>>();
    for (int s = 0; s < points.size(); ++s)
        QCOMPARE(cp[std::size_t(s)], points[s]);
    const auto got = deltaOf(r);
    for (int s = 0; s < delta.size(); ++s)
        QCOMPARE(got[std::size_t(s)], delta[s]);
}

void TestDreierles::raeuberKnockOrder() {
    // Four at the table: the last passer (left of the dealer) first, then the dealer, then the others in turn.
    // Every knock is optional; a knock by a seat later in that order ends the chances of the seats before it.
    DreierlesGame g = start(variant(), 4, 3, {});
    run(g, "pass; pass; pass");
    QCOMPARE(g.toAct(), 0);                                   // forehand is to lead
    QCOMPARE(knockOffers(g), (std::vector<int>{0, 1, 2, 3})); // the dealer sitting out too
    // The table asks the seats out of turn in this order (forehand decides when it leads).
    QCOMPARE(g.optionalOrder(), (std::vector<int>{2, 3, 1}));
    knock(g, 2);
    QCOMPARE(knockOffers(g), (std::vector<int>{0, 1, 3}));
    QCOMPARE(knockBy(g, 2).reason, Reason::MayNotKnock); // one chance each
    knock(g, 3);                                         // the dealer
    knock(g, 1);                                         // seat 0 let its chance go: it may no longer knock
    QCOMPARE(knockBy(g, 0).reason, Reason::MayNotKnock);
    QVERIFY(knockOffers(g).empty());
    QCOMPARE(g.currentDeal()->knocks(), 3);
    QCOMPARE(g.currentDeal()->knockers(), (std::vector<int>{2, 3, 1}));
    QCOMPARE(g.legalActions().front().act, Act::Play);
    // Skipping: the dealer knocks first; the last passer's chance has gone, the later seats keep theirs.
    DreierlesGame k = start(variant(), 4, 3, {});
    run(k, "pass; pass; pass");
    knock(k, 3);
    QCOMPARE(knockOffers(k), (std::vector<int>{0, 1}));
    QCOMPARE(knockBy(k, 2).reason, Reason::MayNotKnock);
    // Nobody needs to answer: forehand's lead closes the window.
    k.apply(k.legalActions().back());
    QVERIFY(knockOffers(k).empty());
    QCOMPARE(k.currentDeal()->knocks(), 1);
    // Three at the table: the dealer is the last passer and may knock first, then forehand, then seat 1.
    DreierlesGame t = start(variant(), 3, 2, {});
    run(t, "pass; pass; pass");
    QCOMPARE(knockOffers(t), (std::vector<int>{0, 1, 2}));
    QCOMPARE(t.optionalOrder(), (std::vector<int>{2, 1}));
    knock(t, 0);
    QCOMPARE(knockOffers(t), std::vector<int>{1});
    QCOMPARE(knockBy(t, 2).reason, Reason::MayNotKnock);
    // Iffezheim: the dealer may not knock.
    DreierlesGame h = start(variant({{"region", std::string("iffezheim")}}), 4, 3, {});
    run(h, "pass; pass; pass");
    QCOMPARE(knockOffers(h), (std::vector<int>{0, 1, 2}));
    QCOMPARE(knockBy(h, 3).reason, Reason::MayNotKnock);
}

void TestDreierles::raeuberSteinmauernRestrictions() {
    DreierlesGame g =
        start(variant({{"knock_limit", 0}}), 3, 2, {"T2 T3 T4 T22 HK", "T1 T5 T6 T21 T7 DK", "T8 T9 T10 T11 T12 CK"});
    run(g, "pass; pass; pass");
    run(g, "play T2");
    // First trick led with a trump: the Pfeife may not fall while another trump is held.
    QCOMPARE(tryAct(g, "play T1").reason, Reason::PfeifeNotYet);
    run(g, "play T5; play T8");
    QCOMPARE(g.toAct(), 2);
    run(g, "play T9; play T3"); // the second trick led with a trump
    QCOMPARE(tryAct(g, "play T1").reason, Reason::PfeifeNotYet);
    run(g, "play T6");
    // The third trick led with a trump: the Pfeife must go.
    run(g, "play T10; play T4");
    QCOMPARE(tryAct(g, "play T7").reason, Reason::MustPlayPfeife);
    QCOMPARE(g.legalActions().size(), std::size_t(1));
    run(g, "play T1");
    // The 21 may not fall onto the Stiess while another trump is held.
    QCOMPARE(g.toAct(), 2);
    run(g, "play T11; play T22");
    QCOMPARE(tryAct(g, "play T21").reason, Reason::TopTrumpsApart);
    run(g, "play T7");
}

void TestDreierles::raeuberIffezheimRestrictions() {
    const Variant v = variant({{"region", std::string("iffezheim")}, {"knock_limit", 0}});
    DreierlesGame g = start(v, 3, 2, {"T2 T3 T21 HK", "T1 T5 T22 T6 DK", "T8 T9 T10 CK"});
    run(g, "pass; pass; pass");
    // Trumps led to the first three tricks; the Eisen at the first opportunity.
    QCOMPARE(tryAct(g, "play HK").reason, Reason::MustLeadTrumps);
    QCOMPARE(tryAct(g, "play T2").reason, Reason::MustPlayTopTrump);
    run(g, "play T21");
    // The Alt may not join the Eisen in the same trick; the Pfiff not before the third trick.
    QCOMPARE(tryAct(g, "play T22").reason, Reason::TopTrumpsApart);
    QCOMPARE(tryAct(g, "play T1").reason, Reason::PfeifeNotYet);
    run(g, "play T5; play T8");
    QCOMPARE(g.toAct(), 0); // the 21 won
    run(g, "play T2");
    QCOMPARE(tryAct(g, "play T6").reason, Reason::MustPlayTopTrump); // the Alt now
    run(g, "play T22; play T9");
    QCOMPARE(g.toAct(), 1);
    // Third trick: the Pfiff must be played (here led).
    QCOMPARE(tryAct(g, "play T6").reason, Reason::MustPlayPfeife);
    run(g, "play T1");
}

void TestDreierles::raeuberOrSoloRound() {
    // One round, its deals all "Räuber or Solo"; a Räuber worth 4 in it.
    const Variant v = variant({{"rounds", 1}, {"last_round_raeuber_or_solo", true}});
    DreierlesGame g(v, 3);
    QVERIFY(g.startDeal(build(g, 2, {})).empty());
    QVERIFY(g.lastRound());
    QCOMPARE(tryAct(g, "bid dreier").reason, Reason::NotEligible);
    run(g, "pass; bid solo; pass");
    // Only an opponent whose turn to bid came after the Solo player may knock: seat 2, not seat 0.
    QCOMPARE(g.toAct(), 1);
    QCOMPARE(knockOffers(g), std::vector<int>{2});
    QCOMPARE(g.check(Action::simple(0, Act::Knock)).reason, Reason::MayNotKnock);
    // The Räuber fixture replayed in such a round: 4 per player, doubled once.
    const Replay r = replayWith(QStringLiteral("raeuber_one"),
                                {{"rounds", 1}, {"last_round_raeuber_or_solo", true}, {"last_round_raeuber_value", 4}});
    QCOMPARE(deltaOf(r), (std::vector<int>{8, -16, 8}));
}

void TestDreierles::illegalPlayRefusedByDefault() {
    DreierlesGame g = start(variant({{"knock_limit", 0}}), 3, 2, {"H1 T5", "", "H2 T6"});
    run(g, "pass; pass; bid solo");
    run(g, "play H2");
    QCOMPARE(tryAct(g, "play T5").reason, Reason::MustFollow);
}

void TestDreierles::illegalPlayPenalised() {
    // Accepted with the option on: the play ends, the offender pays 4 x bid factor x knocks to each other player.
    const Variant v = variant({{"illegal_plays", std::string("penalize")}, {"knock_limit", 0}});
    DreierlesGame g = start(v, 4, 3, {"H1 T5", "", "H2 T6"});
    run(g, "pass; pass; bid solo");
    run(g, "play H2");
    QVERIFY(!offered(g, "play T5"));
    QVERIFY(!tryAct(g, "play T5"));
    run(g, "play T5");
    QVERIFY(!g.inDeal());
    QCOMPARE(g.currentDeal()->outcome(), std::string("penalty_play"));
    QCOMPARE(g.lastResult().delta, (std::vector<int>{-48, 16, 16, 16}));
    // Tournament: 8 x bid factor.
    const Variant t = variant({{"illegal_plays", std::string("penalize")}, {"tournament", true}});
    DreierlesGame h = start(t, 3, 2, {"H1 T5", "", "H2 T6"}, "C10 C9 C8 C7 S10 S9");
    run(h, "pass; pass; bid zweier; discard C10 C9; play H2; play T5");
    QCOMPARE(h.lastResult().delta, (std::vector<int>{-32, 16, 16}));
}

void TestDreierles::illegalDiscardPenalised() {
    const Variant v = variant({{"illegal_plays", std::string("penalize")}});
    DreierlesGame g = start(v, 3, 2, {"", "", "HK H1 H2"}, "C10 C9 C8 C7 S10 S9");
    run(g, "pass; pass; bid einer");
    QVERIFY(!offered(g, "discard HK"));
    run(g, "discard HK");
    QVERIFY(!g.inDeal());
    QCOMPARE(g.currentDeal()->outcome(), std::string("penalty_discard"));
    QCOMPARE(g.lastResult().delta, (std::vector<int>{12, 12, -24})); // 4 x 3 to each
}

void TestDreierles::tournamentRules() {
    // No knocking: no knock offered to anybody, not even in a Räuber.
    const Variant v = variant({{"tournament", true}, {"raeuber_value", 3}});
    DreierlesGame g = start(v, 3, 2, {}, "H1 H2 H3 H4 D1 D2");
    run(g, "bid dreier; pass; pass; discard H1 H2 H3");
    QVERIFY(knockOffers(g).empty());
    QCOMPARE(g.check(Action::simple(1, Act::Knock)).reason, Reason::MayNotKnock);
    DreierlesGame rt = start(v, 4, 3, {});
    run(rt, "pass; pass; pass");
    QVERIFY(knockOffers(rt).empty());
    const Replay r = replayWith(QStringLiteral("raeuber_two_tied"), {{"raeuber_value", 3}});
    // Räuber worth 3 (tournaments): two tied share the third player's 3, each paying 2 (a half rounded up).
    QCOMPARE(deltaOf(r), (std::vector<int>{-2, -2, 4}));
    // A record with a knock is refused under tournament rules.
    Record rec = load(QStringLiteral("kontra_re"));
    rec.variant.set("tournament", true);
    QVERIFY(replay(rec).error);
}

void TestDreierles::iffezheimScoring() {
    // The dealer sitting out neither wins nor loses; only the declarer's combinations count.
    const Replay r = replayWith(QStringLiteral("example_anne"), {{"region", std::string("iffezheim")}});
    // Anne: 8 - 2 + 1 = 7 from Bert and Carl; Bert's ten trumps do not score.
    QCOMPARE(deltaOf(r), (std::vector<int>{14, -7, -7, 0}));
    const Replay c = replayWith(QStringLiteral("combinations"), {{"region", std::string("iffezheim")}});
    QCOMPARE(deltaOf(c), (std::vector<int>{-7, -7, 14})); // 6 + Zehn Druck; seat 0's Drull and Kings do not score
}

void TestDreierles::achertalScoring() {
    const std::pair<const char*, OptionValue> ach{"region", std::string("achertal")};
    // Exact difference times the bid factor, +5 for a won game; only the declarer scores.
    QCOMPARE(deltaOf(replayWith(QStringLiteral("row_65_69"), {ach})), (std::vector<int>{0, 0, 31 * 4 + 5}));
    QCOMPARE(deltaOf(replayWith(QStringLiteral("row_36_39"), {ach})), (std::vector<int>{0, 0, 2 * 2 + 5}));
    QCOMPARE(deltaOf(replayWith(QStringLiteral("row_31_35"), {ach})), (std::vector<int>{0, 0, -2 - 5}));
    QCOMPARE(deltaOf(replayWith(QStringLiteral("row_0_0"), {ach})), (std::vector<int>{0, 0, -35 * 3 - 5}));
    // Kleiner Mann am Schluss +10 / -20; laid out +20 / -40.
    QCOMPARE(deltaOf(replayWith(QStringLiteral("pfeife_won"), {ach})), (std::vector<int>{0, 0, 20 + 5 + 10}));
    QCOMPARE(deltaOf(replayWith(QStringLiteral("pfeife_lost"), {ach})), (std::vector<int>{0, 0, -15 - 5 - 20}));
    QCOMPARE(deltaOf(replayWith(QStringLiteral("pfeife_raus_won"), {ach})), (std::vector<int>{0, 0, 5 + 5 + 20}));
    QCOMPARE(deltaOf(replayWith(QStringLiteral("pfeife_raus_lost"), {ach})), (std::vector<int>{0, 0, -8 - 5 - 40}));
    // Combinations +5 each for the holder.
    QCOMPARE(deltaOf(replayWith(QStringLiteral("combinations"), {ach})), (std::vector<int>{10, 0, 13 * 2 + 5 + 5}));
    // Knocks double the card-point part.
    QCOMPARE(deltaOf(replayWith(QStringLiteral("kontra_re"), {ach})), (std::vector<int>{0, 6 * 4 + 5, 0}));
    // Ramsch: each loser -20 (doubled per knock), no restrictions.
    QCOMPARE(deltaOf(replayWith(QStringLiteral("raeuber_one"), {ach})), (std::vector<int>{0, -40, 0}));
    QCOMPARE(deltaOf(replayWith(QStringLiteral("raeuber_two_tied"), {ach})), (std::vector<int>{-20, -20, 0}));
    DreierlesGame g = start(variant({ach, {"knock_limit", 0}}), 3, 2, {"T2 T22 T21", "T1 T3"});
    run(g, "pass; pass; pass; play T2");
    QVERIFY(offered(g, "play T1")); // no Drull restrictions in a Ramsch
}

void TestDreierles::achertalSoloDu() {
    const Variant v = variant({{"region", std::string("achertal")}, {"knock_limit", 0}});
    // Solo Du won: every trick; the blind (six pips: 2 points) counts for the opponents. (68 - 35) x 8 + 5 + 5.
    const char* strong = "T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 T22";
    DreierlesGame g = start(v, 3, 2, {"", "", strong}, "H1 H2 H3 H4 D1 D2");
    run(g, "pass; pass");
    QVERIFY(offered(g, "bid solo_du"));
    run(g, "bid solo_du; announce zehn_druck");
    playOut(g);
    QCOMPARE(g.currentDeal()->declarerPoints(), 68);
    QCOMPARE(g.lastResult().delta, (std::vector<int>{0, 0, 33 * 8 + 5 + 5}));
    // Lost with the first trick the opponents win: counts as lost with 70 card points.
    DreierlesGame h = start(v, 3, 2, {"T22", "", "HK H1"});
    run(h, "pass; pass; bid solo_du; play H1; play T22");
    playOut(h);
    const Deal& d = *h.currentDeal();
    QCOMPARE(d.tricksWon(0) + d.tricksWon(1) + d.tricksWon(2), 1);
    QCOMPARE(d.declarerPoints(), 0);
    QCOMPARE(d.opponentPoints(), 70);
    // Seat 0 holds sixteen trumps and claims Zehn Druck (+5).
    QCOMPARE(h.lastResult().delta, (std::vector<int>{5, 0, -35 * 8 - 5}));
}

void TestDreierles::achertalPenaltyPlayGoesOn() {
    const Variant v =
        variant({{"region", std::string("achertal")}, {"illegal_plays", std::string("penalize")}, {"knock_limit", 0}});
    DreierlesGame g = start(v, 3, 2, {"H1 T5", "", "H2 T6"});
    run(g, "pass; pass; bid solo; play H2; play T5");
    QVERIFY(g.inDeal()); // 20 points, and the play continues
    playOut(g);
    const Deal& d = *g.currentDeal();
    QCOMPARE(d.declarerPoints() + d.opponentPoints(), 70);
    const int game = (d.declarerPoints() - 35) * 4 + (d.declarerPoints() >= 36 ? 5 : -5);
    QCOMPARE(g.lastResult().delta[0], -20 + 5 * combosOf(d, 0));
    QVERIFY(d.pfeife().empty()); // the Pfeife lies in the blind
    QCOMPARE(g.lastResult().delta[2], game + 5 * combosOf(d, 2));
}

void TestDreierles::achertalSessionBonus() {
    // At the end of the session: +30 per game won as declarer; a lost game -30 for the declarer, +20 each
    // opponent at three, +15 each (dealer included) at four.
    for (int players : {3, 4}) {
        const Variant v = variant({{"region", std::string("achertal")}, {"rounds", 1}});
        DreierlesGame g(v, players);
        Rng rng(11);
        std::vector<int> expect(std::size_t(players), 0), sum(std::size_t(players), 0);
        while (!g.sessionOver()) {
            QVERIFY(g.startDeal(dealNext(g, rng)).empty());
            while (g.inDeal()) {
                auto l = g.legalActions();
                g.apply(l[std::size_t(rng.below(l.size()))]);
            }
            const Deal& d = *g.currentDeal();
            for (int s = 0; s < players; ++s)
                sum[std::size_t(s)] += g.lastResult().delta[std::size_t(s)];
            if (d.declarer() < 0 || d.offender() >= 0)
                continue;
            const bool won = d.declarerPoints() >= 36;
            for (int s = 0; s < players; ++s)
                expect[std::size_t(s)] += s == d.declarer() ? (won ? 30 : -30) : won ? 0 : players == 4 ? 15 : 20;
        }
        for (int s = 0; s < players; ++s)
            QCOMPARE(g.total(s), sum[std::size_t(s)] + expect[std::size_t(s)]);
    }
}

void TestDreierles::fourActivePlayers() {
    const Variant v = variant({{"four_active", true}});
    DreierlesGame g(v, 4);
    Rng rng(3);
    QVERIFY(g.startDeal(g.makeDeal(3, rng)).empty());
    QCOMPARE(g.toAct(), 0);
    run(g, "bid dreier; pass; pass; pass");
    QCOMPARE(count(g.currentDeal()->hand(0)), 15);
    playOut(g);
    const Deal& d = *g.currentDeal();
    QCOMPARE(d.tricksWon(0) + d.tricksWon(1) + d.tricksWon(2) + d.tricksWon(3), 12); // tricks of four cards
    QCOMPARE(d.declarerPoints() + d.opponentPoints(), 70);
    const std::vector<int> delta = g.lastResult().delta;
    QCOMPARE(std::accumulate(delta.begin(), delta.end(), 0), 0);
    if (d.combinations().empty() && d.pfeife().empty()) // the declarer against three opponents, each paying alike
        QCOMPARE(delta, (std::vector<int>{3 * d.gameValue(), -d.gameValue(), -d.gameValue(), -d.gameValue()}));
    QCOMPARE(d.gameValue(), tableValue(d.declarerPoints()) * (1 << d.knocks()));
}

void TestDreierles::sessionRoundsAndMoney() {
    // Two rounds at three: six deals, each player dealing twice in turn; running totals and money.
    const Variant v = variant({{"rounds", 2}, {"stake_cents", 20}});
    DreierlesGame g(v, 3);
    Rng rng(5);
    int prev = -1, deals = 0;
    std::vector<int> sum(3, 0);
    while (!g.sessionOver()) {
        const DealSetup s = dealNext(g, rng);
        if (prev >= 0)
            QCOMPARE(s.dealer, (prev + 1) % 3);
        prev = s.dealer;
        QVERIFY(g.startDeal(s).empty());
        while (g.inDeal()) {
            auto l = g.legalActions();
            g.apply(l[std::size_t(rng.below(l.size()))]);
        }
        for (int i = 0; i < 3; ++i)
            sum[std::size_t(i)] += g.lastResult().delta[std::size_t(i)];
        ++deals;
    }
    QCOMPARE(deals, 6);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(g.total(i), sum[std::size_t(i)]);
        QCOMPARE(g.money(i), 20 * sum[std::size_t(i)]);
    }
    QVERIFY(!g.startDeal(build(g, (prev + 1) % 3, {})).empty());
}

void TestDreierles::handWrittenRecord() {
    // Anne holds trumps 7 to 22 and plays a Solo with Zehn Druck announced, winning every trick; the blind
    // (H1 H2 H3 H4 D1 D2: 6 - 2 - 2 = 2) goes to the opponents: 68 card points, (68-35)/5+1 = 7 x 4 = 28.
    // Carl holds the four Kings. Anne: 29 from each, 1 to Carl = 57; Bert -29 - 1 = -30; Carl -29 + 2 = -27.
    const Replay r = replayWith(QStringLiteral("handwritten_solo"));
    QCOMPARE(r.deals[0]["card_points"].get<std::vector<int>>(), (std::vector<int>{68, 2, 2}));
    QCOMPARE(deltaOf(r), (std::vector<int>{57, -30, -27}));
    QCOMPARE(r.deals[0]["contract"].get<std::string>(), std::string("solo"));
    QCOMPARE(r.deals[0]["game_value"].get<int>(), 28);
    nlohmann::json s;
    r.game->reportStandings(s);
    QCOMPARE(s["money_cents"].get<std::vector<int>>(), (std::vector<int>{570, -300, -270}));
}

void TestDreierles::selfplayInvariants() {
    const GameInfo* info = findGame("dreierles");
    QVERIFY(info);
    for (int players : {3, 4}) {
        for (const char* region : {"steinmauern", "iffezheim", "achertal"}) {
            Variant v(info->options);
            v.set("region", std::string(region));
            v.set("rounds", 3);
            nlohmann::json summary;
            const SelfplayResult res = selfplay(*info, v, players, 600, 9, summary);
            QVERIFY2(res.violations.empty(), res.violations.empty() ? "" : res.violations.front().c_str());
            QVERIFY(res.sessions > 0);
        }
    }
}

void TestDreierles::randomPlayWithOptionalKnocks() {
    // Self-play only takes the acting seat's legal actions; here every seat also takes its optional knocks
    // at random. Every action offered is accepted, the knocks follow the rulings (Kontra by an eligible
    // opponent and Re by the declarer in alternation; in a Räuber one chance each in the knocking order),
    // and the scores keep their invariants.
    for (int players : {3, 4}) {
        for (const char* region : {"steinmauern", "iffezheim", "achertal"}) {
            const bool achertal = std::string(region) == "achertal";
            DreierlesGame g(variant({{"region", std::string(region)}, {"knock_limit", 3}}), players);
            Rng rng(21);
            int gameKnocks = 0, raeuberKnocks = 0;
            for (int deal = 0; deal < 400; ++deal) {
                QVERIFY(g.startDeal(dealNext(g, rng)).empty());
                while (g.inDeal()) {
                    std::vector<Action> all = g.legalActions();
                    for (int s = 0; s < players; ++s)
                        if (s != g.toAct())
                            for (const auto& a : g.optionalActions(s))
                                all.push_back(a);
                    std::vector<Action> knocks;
                    for (const auto& a : all) {
                        QVERIFY(!g.check(a));
                        if (a.act == Act::Knock)
                            knocks.push_back(a);
                    }
                    // Knocks favoured so that they happen often; passes too, for Räuber deals.
                    const Action pass = Action::simple(g.toAct(), Act::Pass);
                    if (std::find(all.begin(), all.end(), pass) != all.end() && rng.below(2) == 0) {
                        g.apply(pass);
                        continue;
                    }
                    const bool k = !knocks.empty() && rng.below(2) == 0;
                    const auto& from = k ? knocks : all;
                    g.apply(from[std::size_t(rng.below(from.size()))]);
                }
                const Deal& d = *g.currentDeal();
                const auto& who = d.knockers();
                QCOMPARE(int(who.size()), d.knocks());
                QVERIFY(d.knocks() <= 3);
                const Table& t = d.table();
                if (d.declarer() >= 0) {
                    gameKnocks += d.knocks();
                    // Who may give Kontra: not an opponent who passed while no bid stood.
                    std::vector<bool> eligible(std::size_t(players), false);
                    bool stood = false;
                    for (int s : t.order) {
                        if (d.bids()[std::size_t(s)] > 0)
                            stood = true;
                        eligible[std::size_t(s)] = stood && s != d.declarer();
                    }
                    for (std::size_t i = 0; i < who.size(); ++i) {
                        if (i % 2 == 1)
                            QCOMPARE(who[i], d.declarer());
                        else
                            QVERIFY(eligible[std::size_t(who[i])]);
                    }
                    if (d.offender() < 0 && !achertal)
                        QCOMPARE(d.gameValue(), tableValue(d.declarerPoints()) * bidFactor(d.contract()) << d.knocks());
                } else if (d.raeuber()) {
                    raeuberKnocks += d.knocks();
                    const int last = t.order.back();
                    for (std::size_t i = 1; i < who.size(); ++i)
                        QVERIFY((who[i] - last + players) % players > (who[i - 1] - last + players) % players);
                    for (int s : who)
                        if (std::find(t.order.begin(), t.order.end(), s) == t.order.end())
                            QVERIFY(s == t.dealer && std::string(region) == "steinmauern");
                }
                const auto delta = g.lastResult().delta;
                if (!achertal)
                    QCOMPARE(std::accumulate(delta.begin(), delta.end(), 0), 0);
                if (d.offender() < 0 && d.declarer() >= 0)
                    QCOMPARE(d.declarerPoints() + d.opponentPoints(), 70);
            }
            QVERIFY(gameKnocks > 0);
            QVERIFY(raeuberKnocks > 0);
            QVERIFY(g.invariantViolations().empty());
        }
    }
}

QTEST_APPLESS_MAIN(TestDreierles)
#include "test_dreierles.moc"
