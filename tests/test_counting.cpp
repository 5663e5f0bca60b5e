// The counting help (Game::countedPoints()): worked examples per game, the
// honesty of the figures (never from cards a seat has not seen) and their
// agreement with the deal's report at the end of many random deals.
#include "dappen/dappen.h"
#include "dreeg/dreeg.h"
#include "dreierles/dreierles.h"
#include "dreierschnapsen/dreierschnapsen.h"
#include "registry.h"
#include "schnapsen/schnapsen.h"
#include "selfplay.h"
#include "support.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <map>
#include <set>

using namespace st;

namespace {

// ---------------------------------------------------------------- helpers

/// A game by its preset; `phase`: Dreeg played in that phase only.
std::unique_ptr<Game> newGame(std::string_view id, const char* preset, int players, const std::string& phase = {}) {
    const GameInfo* info = findGame(id);
    if (!info)
        qFatal("no game %s", std::string(id).c_str());
    const RulePreset* p = findPreset(*info, preset);
    if (!p)
        qFatal("no preset %s", preset);
    Variant v = presetVariant(*info, *p);
    if (!phase.empty())
        if (const std::string e = v.set("phases", OptionValue(std::vector<std::string>{phase})); !e.empty())
            qFatal("phase %s: %s", phase.c_str(), e.c_str());
    return info->create(v, players);
}

void act(Game& g, const Action& a) {
    const Refusal r = g.check(a);
    if (r)
        qFatal("action of seat %d refused (reason %d)", a.seat, static_cast<int>(r.reason));
    g.apply(a);
}

/// Scripted steps for the seat to act: "play EA; declare H; out".
void run(Game& g, const char* script) {
    for (const QString& step : QString::fromLatin1(script).split(QLatin1Char(';'), Qt::SkipEmptyParts))
        act(g, test::action(g.pack(), g.toAct(), step.trimmed()));
}

Action withCards(int seat, Act kind, const Pack& p, const char* codes) {
    Action a = Action::simple(seat, kind);
    a.cards = test::cards(p, codes);
    return a;
}

Action bid(int seat, const char* name) {
    Action a = Action::simple(seat, Act::Bid);
    a.bid = name;
    return a;
}

/// A random action: the seat to act, now and then another seat's optional decision.
Action randomAction(const Game& g, Rng& rng) {
    if (rng.below(4) == 0)
        for (int s = 0; s < g.seats(); ++s)
            if (s != g.toAct())
                if (auto opt = g.optionalActions(s); !opt.empty())
                    return opt[static_cast<std::size_t>(rng.below(opt.size()))];
    const auto legal = g.legalActions();
    if (legal.empty())
        qFatal("no legal action in %s", std::string(g.id()).c_str());
    return legal[static_cast<std::size_t>(rng.below(legal.size()))];
}

struct Table {
    std::string game;
    std::string preset;
    int players;
    std::string phase; ///< Dreeg: one phase only
};

/// Every preset of every game at the table sizes it is meant for, and each
/// Dreeg phase on its own at three and four.
std::vector<Table> tables() {
    std::vector<Table> out;
    for (const GameInfo& info : games())
        for (const RulePreset& p : info.presets) {
            const Variant v = presetVariant(info, p);
            for (int n = info.minPlayers; n <= info.maxPlayers; ++n)
                if ((p.players == 0 || p.players == n) && validateSetup(info, v, n).empty())
                    out.push_back({info.id, p.id, n, {}});
        }
    for (const char* phase : {"66", "rot_assen", "rufen", "kamerun", "kamerun_bei_nacht"})
        for (int n : {3, 4})
            out.push_back({"dreeg", "nuernberg", n, phase});
    for (const char* preset : {"nuernberg", "bamberger"})
        out.push_back({"dreeg", preset, 2, "rot_assen"});
    for (int n : {3, 4})
        out.push_back({"dreeg", "nuernberg", n, "wegloescher"});
    return out;
}

/// A deal as played in one world: the game before it, the cards and the actions.
struct PlayedDeal {
    std::unique_ptr<Game> before;
    DealSetup setup;
    std::vector<Action> actions;
};

bool sameView(const SeatView& a, const SeatView& b) {
    return a.toAct == b.toAct && a.dealer == b.dealer && a.hand == b.hand && a.trick == b.trick &&
           a.lastTrick == b.lastTrick && a.trump == b.trump && a.trumpCard == b.trumpCard &&
           a.talonSize == b.talonSize && a.talonTop == b.talonTop && a.talonClosed == b.talonClosed &&
           a.handSizes == b.handSizes && a.tricksWon == b.tricksWon && a.shown == b.shown &&
           a.openTricks == b.openTricks && a.legal == b.legal;
}

Card swapCard(Card c, Card x, Card y) {
    return c == x ? y : c == y ? x : c;
}

/// The action in the world where cards x and y changed places (the call of a
/// card is public and stays as it was).
Action mapped(Action a, Card x, Card y) {
    if (a.act == Act::Call)
        return a;
    a.card = swapCard(a.card, x, y);
    for (Card& c : a.cards)
        c = swapCard(c, x, y);
    return a;
}

QString where(const Table& t) {
    return QString::fromStdString(t.game + "/" + t.preset + "/" + std::to_string(t.players) +
                                  (t.phase.empty() ? "" : "/" + t.phase));
}

} // namespace

class TestCounting : public QObject {
    Q_OBJECT

  private slots:
    void schnapsenExample();
    void dreierschnapsenExample();
    void dreegSixtySixExample();
    void dreegRufenExample();
    void dreegKamerunExample();
    void dreierlesExample();
    void dappenExample();
    void honesty_data();
    void honesty();
    void agreement_data();
    void agreement();
};

// ---------------------------------------------------------------- worked examples

void TestCounting::schnapsenExample() {
    auto g = newGame("schnapsen", "common", 2);
    QVERIFY(g->countedPoints(0).points.empty()); // no deal yet
    const Pack& p = g->pack();
    DealSetup s;
    s.dealer = 0;
    s.hands = {test::cards(p, "EU LU L10 LK LO"), test::cards(p, "EA E10 EK EO LA")};
    s.stock = test::cards(p, "HA H10 HK HO HU SA SK SO SU S10"); // bells trumps
    QCOMPARE(QString::fromStdString(g->startDeal(s)), QString());
    // Forehand (seat 1) leads EA, the dealer plays EU: 11 + 2 = 13 for seat 1.
    run(*g, "play EA; play EU");
    QCOMPARE(g->countedPoints(0).points, (std::vector<int>{0, 13}));
    // Seat 1 declares the acorn marriage (20, has a trick: counts at once) and leads EK;
    // seat 1 drew HA, the dealer H10. The dealer plays LU: no acorn, no obligation while
    // the talon is open; EK wins: 13 + 20 + 4 + 2 = 39.
    run(*g, "declare E; play EK; play LU");
    const PointCount pc = g->countedPoints(1);
    QCOMPARE(pc.points, (std::vector<int>{0, 39}));
    QCOMPARE(pc.target, 66);
    QVERIFY(pc.declarations);
    QCOMPARE(g->countedPoints(0).points, pc.points); // both see the same
}

void TestCounting::dreierschnapsenExample() {
    auto g = newGame("dreierschnapsen", "standard", 3);
    const Pack& p = g->pack();
    // Dealer seat 0; caller seat 1 names trumps from its first three cards.
    DealSetup s;
    s.dealer = 0;
    s.hands = {test::cards(p, "HA H10 HK HO HU SA"), test::cards(p, "EA E10 EK EO EU LA"),
               test::cards(p, "L10 LK LO LU SK SO")};
    s.stock = test::cards(p, "SU S10");
    QCOMPARE(QString::fromStdString(g->startDeal(s)), QString());
    act(*g, Action::withSuit(1, Act::Trump, *p.suitFromLetter("E")));
    QVERIFY(g->countedPoints(1).points.empty()); // no contract yet: nothing counts
    // Everyone passes: the caller plays the Rufer (66) with the talon.
    while (g->countedPoints(0).points.empty()) {
        auto legal = g->legalActions();
        auto it = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Pass; });
        QVERIFY(it != legal.end());
        act(*g, *it);
    }
    auto* d = static_cast<const dreierschnapsen::DreierschnapsenGame&>(*g).currentDeal();
    QCOMPARE(d->declarer(), 1);
    // The caller takes SU S10 and lays them away: they count for nobody.
    act(*g, withCards(1, Act::Discard, p, "SU S10"));
    QCOMPARE(g->countedPoints(2).points, (std::vector<int>{0, 0, 0}));
    // The caller leads the trump Ace, seat 2 (next) follows with L10 (no acorn), seat 0 with SA.
    run(*g, "play EA; play L10; play SA");
    // EA (trump ace) wins: 11 + 10 + 11 = 32 for the caller; the defenders 0.
    const PointCount pc = g->countedPoints(0);
    QCOMPARE(pc.points, (std::vector<int>{0, 32, 0}));
    QCOMPARE(pc.target, 66);
}

void TestCounting::dreegSixtySixExample() {
    // Two players (phase 1 of the two-player preset): seat 1 is forehand.
    auto g = newGame("dreeg", "two_players", 2);
    const Pack& p = g->pack();
    DealSetup s;
    s.dealer = 0;
    s.hands = {test::cards(p, "H9 HK HO S9 SU SO"), test::cards(p, "EA E10 EK EO L9 LU")};
    s.stock = test::cards(p, "LA L10 LK LO SA S10 SK HU H10 E9 EU HA"); // HA under the talon: hearts trumps
    QCOMPARE(QString::fromStdString(g->startDeal(s)), QString());
    // Seat 1 leads EA, seat 0 plays H9 (a trump: no obligation while the talon is open).
    run(*g, "play EA; play H9");
    // H9 trumps: 11 + 0 = 11 for seat 0.
    QCOMPARE(g->countedPoints(1).points, (std::vector<int>{11, 0}));
    // Seat 0 draws, declares hearts' marriage (40, trumps, has a trick) and leads HO;
    // seat 1 plays L9: 11 + 40 + 3 + 0 = 54.
    run(*g, "draw; declare H; play HO; play L9");
    const PointCount pc = g->countedPoints(0);
    QCOMPARE(pc.points, (std::vector<int>{54, 0}));
    QCOMPARE(pc.target, 66);
}

void TestCounting::dreegRufenExample() {
    // Four players, phase "rufen" only: forehand (seat 1) calls an Ace from its first three cards' suits.
    const GameInfo* info = findGame("dreeg");
    Variant v = presetVariant(*info, *findPreset(*info, "nuernberg"));
    QCOMPARE(QString::fromStdString(v.set("phases", OptionValue(std::vector<std::string>{"rufen"}))), QString());
    auto g = info->create(v, 4);
    const Pack& p = g->pack();
    DealSetup s;
    s.dealer = 0;
    s.hands = {test::cards(p, "E9 L9 H9 S9 SU SO"), test::cards(p, "EK EO EU LA L10 HA"),
               test::cards(p, "EA LK LO LU HK HO"), test::cards(p, "E10 H10 HU SA S10 SK")};
    QCOMPARE(QString::fromStdString(g->startDeal(s)), QString());
    Action call = Action::simple(1, Act::Call);
    call.card = test::card(p, "EA"); // acorns trumps, seat 2 holds it: seats 1 and 2 against 0 and 3
    act(*g, call);
    // Before the first trick nobody has a point: the count does not tell who the partner is.
    for (int seat = 0; seat < 4; ++seat)
        QCOMPARE(g->countedPoints(seat).points, (std::vector<int>{0, 0, 0, 0}));
    // Seat 1 leads trumps (EU), seat 2 must play the called EA, seat 3 E10, seat 0 E9.
    run(*g, "play EU; play EA; play E10; play E9");
    // EA wins: 2 + 11 + 10 + 0 = 23 for seats 1 and 2, known to all now.
    const PointCount pc = g->countedPoints(3);
    QCOMPARE(pc.points, (std::vector<int>{0, 23, 23, 0}));
    QCOMPARE(pc.target, 66);
}

void TestCounting::dreegKamerunExample() {
    const GameInfo* info = findGame("dreeg");
    Variant v = presetVariant(*info, *findPreset(*info, "nuernberg"));
    QCOMPARE(QString::fromStdString(v.set("phases", OptionValue(std::vector<std::string>{"kamerun"}))), QString());
    auto g = info->create(v, 3);
    const Pack& p = g->pack();
    DealSetup s;
    s.dealer = 0;
    s.hands = {test::cards(p, "EA E10 EK EO EU E9 LA L10"), test::cards(p, "LK LO LU L9 HA H10 HK HO"),
               test::cards(p, "HU H9 SA S10 SK SO SU S9")};
    QCOMPARE(QString::fromStdString(g->startDeal(s)), QString());
    const int first = g->toAct();
    QVERIFY(first >= 0);
    // Play the first trick with legal cards and count it by hand from the cards played.
    std::vector<SeatCard> played;
    for (int i = 0; i < 3; ++i) {
        const Action a = g->legalActions().front();
        played.push_back({a.seat, a.card});
        act(*g, a);
    }
    const SeatView sv = g->view(0);
    QCOMPARE(sv.lastTrick, played);
    int winner = -1;
    for (int s2 = 0; s2 < 3; ++s2)
        if (sv.tricksWon[static_cast<std::size_t>(s2)] == 1)
            winner = s2;
    int sum = 0;
    for (auto [seat, c] : played)
        sum += p.points(c);
    std::vector<int> want(3, 0);
    want[static_cast<std::size_t>(winner)] = sum;
    const PointCount pc = g->countedPoints(1);
    QCOMPARE(pc.points, want);
    QCOMPARE(pc.target, 0); // fewest points is best: no target
    QVERIFY(!pc.declarations);
}

void TestCounting::dreierlesExample() {
    auto g = newGame("dreierles", "steinmauern", 3);
    const Pack& p = g->pack();
    const dreierles::Table t = static_cast<const dreierles::DreierlesGame&>(*g).tableFor(0);
    const int f = t.order[0], m = t.order[1], r = t.order[2];
    DealSetup s;
    s.dealer = 0;
    s.hands.assign(3, {});
    s.hands[static_cast<std::size_t>(f)] =
        test::cards(p, "T22 T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 HK DK CK SK");
    s.hands[static_cast<std::size_t>(m)] = test::cards(p, "T10 T9 T8 T7 T6 T5 T4 T3 T2 T1 HQ HC HJ DQ DC DJ");
    s.hands[static_cast<std::size_t>(r)] = test::cards(p, "D2 D1 CQ CC CJ C10 C9 C8 C7 SQ SC SJ S10 S9 S8 S7");
    s.stock = test::cards(p, "H4 H3 H2 H1 D4 D3"); // the blind, top first
    QCOMPARE(QString::fromStdString(g->startDeal(s)), QString());
    act(*g, bid(f, "dreier"));
    QVERIFY(g->countedPoints(f).points.empty()); // bidding: nothing counts yet
    act(*g, Action::simple(m, Act::Pass));
    act(*g, Action::simple(r, Act::Pass));
    // Forehand takes H4 H3 H2 and must lay them away again (no Kings, no trumps):
    // three cards of 1 point, counted in threes: 3 - 2 = 1, known to the declarer only.
    act(*g, withCards(f, Act::Discard, p, "H4 H3 H2"));
    std::vector<int> mine(3, 0), seen(3, 0);
    mine[static_cast<std::size_t>(f)] = 1;
    QCOMPARE(g->countedPoints(f).points, mine);
    QCOMPARE(g->countedPoints(m).points, seen);
    // First trick: T22 (5), T2 (1), D1 (1) to the declarer: 7 - 2 = 5, seen by all; the
    // declarer counts the six cards with the discards: 7 + 3 - 4 = 6.
    run(*g, "play T22; play T2; play D1");
    mine[static_cast<std::size_t>(f)] = 6;
    seen[static_cast<std::size_t>(f)] = 5;
    const PointCount pc = g->countedPoints(f);
    QCOMPARE(pc.points, mine);
    QCOMPARE(pc.target, 36);
    QVERIFY(!pc.declarations);
    QCOMPARE(g->countedPoints(m).points, seen);
    QCOMPARE(g->countedPoints(r).points, seen);
}

void TestCounting::dappenExample() {
    // Six players, no compulsory bid; the first to speak plays a Solo.
    auto g = newGame("dappen", "furtwangen_children", 6);
    const Pack& p = g->pack();
    // The speaking (and playing) order: found by letting everyone pass in a trial deal.
    std::vector<int> order;
    {
        auto probe = g->clone();
        Rng rng(1);
        QCOMPARE(QString::fromStdString(probe->startDeal(probe->makeDeal(0, rng))), QString());
        while (probe->inDeal() && order.size() < 6) {
            order.push_back(probe->toAct());
            act(*probe, Action::simple(probe->toAct(), Act::Pass));
        }
    }
    QCOMPARE(std::set<int>(order.begin(), order.end()).size(), std::size_t(6));
    const char* hands[6] = {"T22 T21 T20 T19 T18 T17 T16", "T15 T14 T13 T12 T11 T10 T9", "T8 T7 T6 T5 T4 T3 T2",
                            "HK HQ HC HJ H1 H2 H3",        "H4 DK DQ DC DJ D1 D2",       "D3 D4 CK CQ CC CJ C10"};
    DealSetup s;
    s.dealer = 0;
    s.hands.assign(6, {});
    for (std::size_t i = 0; i < order.size(); ++i)
        s.hands[static_cast<std::size_t>(order[i])] = test::cards(p, hands[i]);
    s.stock = test::cards(p, "T1 C9 C8 C7 SK SQ SC SJ S10 S9 S8 S7"); // the Dapp
    QCOMPARE(QString::fromStdString(g->startDeal(s)), QString());
    const int lone = order[0];
    act(*g, bid(lone, "solo"));
    while (g->toAct() != lone || g->legalActions().front().act != Act::Play) // the others pass
        act(*g, Action::simple(g->toAct(), Act::Pass));
    // T22 (5) and five cards of 1 point to the soloist: 10 points, six cards counted in
    // pairs: 10 - 3 = 7. The Dapp (the Pfeife, SK, SQ ...) nobody has seen: not counted.
    run(*g, "play T22; play T9; play T2; play H3; play D2; play C10");
    std::vector<int> want(6, 0);
    want[static_cast<std::size_t>(lone)] = 7;
    for (int seat = 0; seat < 6; ++seat) {
        const PointCount pc = g->countedPoints(seat);
        QCOMPARE(pc.points, want);
        QCOMPARE(pc.target, 40);
    }
}

// ---------------------------------------------------------------- honesty

void TestCounting::honesty_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("phase");
    for (const Table& t : tables())
        QTest::newRow(qPrintable(where(t))) << QString::fromStdString(t.game) << QString::fromStdString(t.preset)
                                            << t.players << QString::fromStdString(t.phase);
}

/// Two worlds that differ only in two cards a seat has not seen (swapped in the
/// deal, and in the actions that name them): as long as the seat's view has been
/// the same in both, so is its count.
void TestCounting::honesty() {
    QFETCH(QString, game);
    QFETCH(QString, preset);
    QFETCH(int, players);
    QFETCH(QString, phase);
    if (phase == QLatin1String("kamerun_bei_nacht"))
        QSKIP("at night a player sees every card but the own: no two worlds the player cannot tell apart");
    Rng rng(0xC0C0 + static_cast<std::uint64_t>(players));
    auto fresh = [&] { return newGame(game.toStdString(), qPrintable(preset), players, phase.toStdString()); };
    auto g = fresh();
    int compared = 0, differing = 0;
    for (int deal = 0; deal < 40; ++deal) {
        if (g->sessionOver())
            g = fresh();
        PlayedDeal pd;
        pd.before = g->clone();
        pd.setup = dealNext(*g, rng);
        QCOMPARE(QString::fromStdString(g->startDeal(pd.setup)), QString());
        while (g->inDeal()) {
            const Action a = randomAction(*g, rng);
            pd.actions.push_back(a);
            act(*g, a);
        }
        for (int x = 0; x < players; ++x) {
            // Cards x was not dealt: in other hands or the stock.
            std::vector<std::pair<std::size_t, std::size_t>> places; // (hand index or seats for stock, position)
            for (std::size_t h = 0; h < pd.setup.hands.size(); ++h)
                if (static_cast<int>(h) != x)
                    for (std::size_t i = 0; i < pd.setup.hands[h].size(); ++i)
                        places.push_back({h, i});
            for (std::size_t i = 0; i < pd.setup.stock.size(); ++i)
                places.push_back({pd.setup.hands.size(), i});
            if (places.size() < 2)
                continue;
            auto at = [](DealSetup& s, std::pair<std::size_t, std::size_t> w) -> Card& {
                return w.first < s.hands.size() ? s.hands[w.first][w.second] : s.stock[w.second];
            };
            for (int trial = 0; trial < 4; ++trial) {
                const auto i = places[static_cast<std::size_t>(rng.below(places.size()))];
                const auto j = places[static_cast<std::size_t>(rng.below(places.size()))];
                if (i.first == j.first)
                    continue; // the same hand or the stock: no other world
                DealSetup other = pd.setup;
                const Card cx = at(other, i), cy = at(other, j);
                std::swap(at(other, i), at(other, j));
                auto a = pd.before->clone();
                auto b = pd.before->clone();
                QCOMPARE(QString::fromStdString(a->startDeal(pd.setup)), QString());
                if (!b->startDeal(other).empty())
                    continue; // not a deal of this game (e.g. the dealt trump card)
                for (std::size_t k = 0;; ++k) {
                    if (!sameView(a->view(x), b->view(x)))
                        break;
                    const PointCount pa = a->countedPoints(x), pb = b->countedPoints(x);
                    if (pa.points != pb.points || pa.target != pb.target) {
                        if (qEnvironmentVariableIsSet("COUNT_DEBUG")) {
                            for (std::size_t q = 0; q < k; ++q) {
                                const Action& aq = pd.actions[q];
                                qInfo("%zu: seat %d act %d card %s cards %s bid %s", q, aq.seat, int(aq.act),
                                      aq.card >= 0 ? a->pack().code(aq.card).c_str() : "-",
                                      a->pack().codes(aq.cards).c_str(), aq.bid.c_str());
                            }
                            qInfo() << pa.points << pb.points;
                        }
                        QFAIL(qPrintable(QStringLiteral("deal %1, seat %2, step %3: %4 / %5: counts differ")
                                             .arg(deal)
                                             .arg(x)
                                             .arg(k)
                                             .arg(QString::fromStdString(a->pack().code(cx)))
                                             .arg(QString::fromStdString(a->pack().code(cy)))));
                    }
                    ++compared;
                    if (k == pd.actions.size())
                        break;
                    const Action mb = mapped(pd.actions[k], cx, cy);
                    if (b->check(mb))
                        break;
                    a->apply(pd.actions[k]);
                    b->apply(mb);
                    // Worlds where some seat's count differs (what the test is about).
                    for (int s = 0; s < players; ++s)
                        if (a->countedPoints(s).points != b->countedPoints(s).points) {
                            ++differing;
                            break;
                        }
                }
            }
        }
    }
    QVERIFY(compared > 100);
    qInfo("%s: %d positions compared, %d with different counts for an onlooker", qPrintable(QTest::currentDataTag()),
          compared, differing);
}

// ---------------------------------------------------------------- agreement

void TestCounting::agreement_data() {
    honesty_data();
}

/// At the end of the deal the count of a seat's side is the card points the
/// report gives, wherever the seat may know every card of its side.
void TestCounting::agreement() {
    QFETCH(QString, game);
    QFETCH(QString, preset);
    QFETCH(int, players);
    QFETCH(QString, phase);
    const std::string id = game.toStdString();
    Rng rng(0xA9A9 + static_cast<std::uint64_t>(players));
    auto fresh = [&] { return newGame(id, qPrintable(preset), players, phase.toStdString()); };
    auto g = fresh();
    int checked = 0, empties = 0;
    const int kDeals = 400;
    const std::size_t n = static_cast<std::size_t>(players);
    for (int deal = 0; deal < kDeals; ++deal) {
        if (g->sessionOver())
            g = fresh();
        QVERIFY(g->countedPoints(0).points.empty() || g->dealsFinished() > 0);
        QCOMPARE(QString::fromStdString(g->startDeal(dealNext(*g, rng))), QString());
        while (g->inDeal())
            act(*g, randomAction(*g, rng));
        const DealResult r = g->lastResult();
        // Per game: whether the deal counts card points, who plays, and who may know every card of its side.
        bool expectEmpty = false;
        std::vector<bool> plays(n, true), knows(n, true);
        int target = 0;
        if (id == "schnapsen") {
            target = 66;
        } else if (id == "dreeg") {
            const dreeg::Deal* d = static_cast<const dreeg::DreegGame&>(*g).currentDeal();
            plays.assign(n, false);
            for (int s : d->table().order)
                plays[static_cast<std::size_t>(s)] = true;
            if (auto* six = dynamic_cast<const dreeg::SechsundsechzigDeal*>(d)) {
                expectEmpty = six->outcome() == "surrender";
                const bool ranking = d->table().kind == dreeg::Kind::SixtySix && !six->twoPlayer();
                target = ranking ? 0 : 66;
            }
        } else if (id == "dreierschnapsen") {
            const auto& ds = static_cast<const dreierschnapsen::DreierschnapsenGame&>(*g);
            target = 66;
            if (const auto* tb = ds.tieBreakDeal()) {
                plays.assign(n, false);
                plays[static_cast<std::size_t>(tb->table().dealer)] = true;
                plays[static_cast<std::size_t>(tb->table().forehand)] = true;
            } else {
                const auto* d = ds.currentDeal();
                const auto goal =
                    d->redealt() ? dreierschnapsen::Goal::NoTrick : dreierschnapsen::contractInfo(*d->contract()).goal;
                expectEmpty = goal == dreierschnapsen::Goal::NoTrick || goal == dreierschnapsen::Goal::AllTricks;
            }
        } else if (id == "dreierles") {
            const dreierles::Deal* d = static_cast<const dreierles::DreierlesGame&>(*g).currentDeal();
            plays.assign(n, false);
            for (int s : d->table().order)
                plays[static_cast<std::size_t>(s)] = true;
            if (!d->raeuber()) {
                target = 36;
                for (int s = 0; s < players; ++s)
                    knows[static_cast<std::size_t>(s)] = s == d->declarer(); // the rest of the blind: unseen
                if (d->offender() < 0) {
                    // Played out: the declarer has seen every card but the rest of the blind, and so
                    // knows it too, and the opponents' total.
                    const PointCount pc = g->countedPoints(d->declarer());
                    for (int s : d->table().order)
                        QCOMPARE(pc.points[static_cast<std::size_t>(s)], r.cardPoints[static_cast<std::size_t>(s)]);
                }
            }
        } else if (id == "dappen") {
            const dappen::Deal* d = static_cast<const dappen::DappenGame&>(*g).currentDeal();
            plays.assign(n, false);
            for (int s : d->table().order)
                plays[static_cast<std::size_t>(s)] = true;
            expectEmpty = d->outcome() == "abandoned" || d->outcome() == "ins_loch";
            target = g->variant().getString("rules") == "mainz" ? 35 : 40;
            if (!expectEmpty && d->outcome() != "seven_honours") {
                const bool took = d->tricksWon(d->lone()) > 0;
                const bool solo = d->contract() == dappen::Contract::Solo;
                // The Dapp goes to the lone player with a trick: a Solo's Dapp nobody has seen.
                for (int s = 0; s < players; ++s)
                    knows[static_cast<std::size_t>(s)] = s == d->lone() ? !solo || !took : took;
            }
        }
        for (int s = 0; s < players; ++s) {
            const std::size_t i = static_cast<std::size_t>(s);
            const PointCount pc = g->countedPoints(s);
            if (expectEmpty) {
                QVERIFY2(pc.points.empty(), qPrintable(QStringLiteral("deal %1: a count where none is due").arg(deal)));
                ++empties;
                continue;
            }
            QCOMPARE(pc.points.size(), n);
            QCOMPARE(pc.target, target);
            if (!plays[i]) {
                QCOMPARE(pc.points[i], -1);
                continue;
            }
            if (!knows[i])
                continue;
            if (pc.points[i] != r.cardPoints[i])
                QFAIL(qPrintable(QStringLiteral("deal %1, seat %2: counted %3, the report gives %4")
                                     .arg(deal)
                                     .arg(s)
                                     .arg(pc.points[i])
                                     .arg(r.cardPoints[i])));
            ++checked;
        }
    }
    QVERIFY(checked >= kDeals / 2);
    qInfo("%s: %d counts agree with the report, %d deals without a count", qPrintable(QTest::currentDataTag()), checked,
          empties / players);
}

QTEST_GUILESS_MAIN(TestCounting)
#include "test_counting.moc"
