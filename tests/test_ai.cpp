// Computer players: honesty (the decision depends only on the seat's
// observation), legality at every level in every game, going out in 66 only
// with the points counted, and the CLI's suggest command.
#include "ai.h"
#include "bidding.h"
#include "optionalchoice.h"
#include "record.h"
#include "registry.h"
#include "sanitized.h"
#include "selfplay.h"
#include "support.h"
#include "tournament.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <bit>
#include <cmath>
#include <fstream>
#include <map>
#include <set>

using namespace st;
using namespace st::ai;

namespace {

struct Table {
    const char* game;
    const char* variant; // JSON object
    int players;
};

const Table kTables[] = {
    {"schnapsen", "{}", 2},       {"dreeg", "{\"phases\": [\"66\"]}", 2},
    {"dreeg", "{}", 3},           {"dreeg", "{\"phases\": [\"kamerun\", \"66\"]}", 4},
    {"dreierschnapsen", "{}", 3}, {"dreierles", "{}", 3},
    {"dappen", "{}", 6},
};

// Under AddressSanitizer (tests/sanitized.h) a quarter of the random deals, half of the seeds that
// walk the engines and the determinizer, and half the positions of a kind asked about.
constexpr int kDealDivisor = st::test::kSanitized * st::test::kSanitized;
constexpr std::uint64_t kSeedDivisor = st::test::kSanitized;
constexpr int kPositionDivisor = st::test::kSanitized;

Variant variantOf(const GameInfo& info, const char* text) {
    RecordError e;
    auto v = parseVariant(info, text, e);
    if (!v)
        qFatal("bad variant in test: %s", text);
    return *v;
}

/// A record of one deal played by the easy policy for `steps` decisions; the
/// deal is still running (fewer steps if it would end).
Record playedRecord(const GameInfo& info, const Variant& v, int players, std::uint64_t seed, int steps) {
    Record r;
    r.game = &info;
    r.variant = v;
    for (int i = 0; i < players; ++i)
        r.players.push_back("P" + std::to_string(i));
    auto g = info.create(v, players);
    Rng rng(seed);
    DealRecord d;
    d.setup = dealNext(*g, rng);
    if (!g->startDeal(d.setup).empty())
        qFatal("deal refused");
    for (int i = 0; i < steps && g->inDeal(); ++i) {
        const SeatView view = g->view(g->toAct());
        Action a = rng.below(4) == 0 ? view.legal[static_cast<std::size_t>(rng.below(view.legal.size()))]
                                     : easyChoice(view, g->pack(), view.legal);
        auto c = g->clone();
        c->apply(a);
        if (!c->inDeal())
            break; // keep a decision due
        g = std::move(c);
        d.actions.push_back(a);
    }
    r.deals.push_back(d);
    return r;
}

/// Every card the observing seat has seen: its hand, the cards on the table
/// and shown, the cards of every action, the cards a legal action names
/// (Rufen's callable cards).
CardSet seenBy(const Observation& obs) {
    CardSet seen = 0;
    for (Card c : obs.ownHand)
        if (c != kNoCard)
            seen |= bit(c);
    for (const auto& v : obs.views) {
        seen |=
            v.hand | (v.trumpCard != kNoCard ? bit(v.trumpCard) : 0) | (v.talonTop != kNoCard ? bit(v.talonTop) : 0);
        for (auto [s, c] : v.trick)
            seen |= bit(c);
        for (auto [s, c] : v.lastTrick)
            seen |= bit(c);
        for (auto [s, c] : v.shown)
            seen |= bit(c);
        for (const Action& a : v.legal) // cards named by a legal action (Rufen's callable cards) stay put
            if (a.card != kNoCard)
                seen |= bit(a.card);
    }
    for (const auto& a : obs.actions) {
        if (a.card != kNoCard)
            seen |= bit(a.card);
        for (Card c : a.cards)
            seen |= bit(c);
    }
    return seen;
}

/// The same record with every card the acting seat has never seen moved to
/// another hidden place (other hands, stock, others' discards); empty if no
/// such rewrite replays.
std::optional<Record> rewriteHidden(const Record& r, const Observation& obs, Rng& rng, int toAct = -2) {
    if (toAct == -2)
        toAct = obs.seat;
    const CardSet seen = seenBy(obs);
    const DealSetup& s0 = r.deals.back().setup;
    for (int attempt = 0; attempt < 200; ++attempt) {
        Record out = r;
        DealSetup& s = out.deals.back().setup;
        std::vector<Card*> places;
        for (std::size_t p = 0; p < s.hands.size(); ++p)
            for (Card& c : s.hands[p])
                if (static_cast<int>(p) != obs.seat && !has(seen, c))
                    places.push_back(&c);
        for (Card& c : s.stock)
            if (!has(seen, c))
                places.push_back(&c);
        CardList vals;
        for (Card* c : places)
            vals.push_back(*c);
        const CardList before = vals;
        rng.shuffle(vals);
        if (vals == before)
            continue;
        std::array<Card, 64> map{};
        for (std::size_t i = 0; i < 64; ++i)
            map[i] = static_cast<Card>(i);
        for (std::size_t i = 0; i < places.size(); ++i) {
            map[static_cast<std::size_t>(before[i])] = vals[i];
            *places[i] = vals[i];
        }
        for (Action& a : out.deals.back().actions)
            if (a.act == Act::Discard && a.seat != obs.seat)
                for (Card& c : a.cards)
                    c = map[static_cast<std::size_t>(c)];
        if (s.hands == s0.hands && s.stock == s0.stock)
            continue;
        Replay rp = replay(out);
        if (!rp.error && rp.game->inDeal() && rp.game->toAct() == toAct)
            return out;
    }
    return std::nullopt;
}

/// A six-player Furtwangen Dappen deal (dealer 5): seat 0, first to speak,
/// holds `hand` (codes), the other cards are dealt in pack order; `passes`
/// seats have passed (six: the Solo round is over and seat 0 speaks in the
/// Dappen round).
Record dappenRecord(const char* hand, int passes) {
    const GameInfo& info = *findGame("dappen");
    const Pack& pack = Pack::get(PackKind::Cego54);
    Record r;
    r.game = &info;
    r.variant = variantOf(info, "{}");
    for (int i = 0; i < 6; ++i)
        r.players.push_back("P" + std::to_string(i));
    DealRecord d;
    d.setup.dealer = 5;
    d.setup.hands.push_back(test::cards(pack, hand));
    const CardList rest = toList(pack.all() & ~toSet(d.setup.hands[0]));
    for (int s = 1; s < 6; ++s)
        d.setup.hands.emplace_back(rest.begin() + (s - 1) * 7, rest.begin() + s * 7);
    d.setup.stock.assign(rest.begin() + 35, rest.end());
    for (int i = 0; i < passes; ++i)
        d.actions.push_back(Action::simple(i % 6, Act::Pass));
    r.deals.push_back(d);
    return r;
}

} // namespace

class TestAi : public QObject {
    Q_OBJECT

  private slots:
    void honestDecisions();
    void everyLevelPlaysLegally();
    void tournamentPartsAreOneRun();
    void strongNeverGoesOutShort();
    void decidesBeforeDrawing();
    void findsWorldsAfterHiddenDiscards();
    void optionalDecisionsOutOfTurn();
    void plainOptionalChoiceTakesOnlyHastDas();
    void strongPlaysOpenEndgamesExactly();
    void enumeratesClosedTalonWorlds();
    void workBudgetIsReproducible();
    void calibrationShiftsBidsAndKnocks();
    void suggestIgnoresHiddenHands();
    void trickPlayIsPlainTrickPlay();
    void strongSolvesTrickPlay();
    void dappenBidsFollowTheHand();
    void dappenSoloIsRare();
    void exchangesTheTrumpUnter();
    void expertIsHonestAndReproducible();
    void expertPlayoutsSolveTheEnd();
    void expertJudgesTheClose();
    void talonSearchTakesTheDrawsAsChance();
    void worldsReadThePlays();
    void expertAvoidsRiskyCloses();
    void dreierlesPlayoutsBid();
    void dreierlesPlayoutsKnock();
    void dreierschnapsenPlayoutsBid();
    void worldsReadTheBids();
    void worldsDiscardAsAPlayer();
    void playoutsClose();
    void expertClosesAsItCanPlay();
    void quietRandomMoves();
    void worldsReadTheFollows();
    void expertSamplesWiderWorlds();
    void playoutsTrumpLowLeads();
    void kamerunAvoidsCardPoints();
    void easyDucksInKamerun();
    void raeuberWantsFewPoints();
    void dreierschnapsenEndsExactly();
};

void TestAi::honestDecisions() {
    int rewritten = 0;
    for (const Table& t : kTables) {
        const GameInfo& info = *findGame(t.game);
        const Variant v = variantOf(info, t.variant);
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            for (int steps : {0, 3, 9, 17}) {
                const Record r = playedRecord(info, v, t.players, seed * 31 + static_cast<std::uint64_t>(steps), steps);
                auto obs = observeRecord(r);
                QVERIFY(obs.has_value());
                Rng rng(seed);
                auto other = rewriteHidden(r, *obs, rng);
                if (!other)
                    continue;
                ++rewritten;
                auto obs2 = observeRecord(*other);
                QVERIFY(obs2.has_value());
                QVERIFY2(sameObservation(*obs, *obs2), t.game);
                for (Level l : {Level::Random, Level::Easy, Level::Normal, Level::Strong}) {
                    Player p1(l, 99), p2(l, 99);
                    const Action a = p1.decide(*obs);
                    QVERIFY2(a == p2.decide(*obs2),
                             qPrintable(QString::fromLatin1("%1 at level %2, %3 steps")
                                            .arg(QLatin1String(t.game), QLatin1String(levelName(l).data()))
                                            .arg(steps)));
                    QVERIFY(std::find(obs->legal().begin(), obs->legal().end(), a) != obs->legal().end());
                }
            }
        }
    }
    // The check must have bitten: many positions really had other hidden cards.
    QVERIFY2(rewritten >= 40, qPrintable(QString::number(rewritten)));
}

void TestAi::everyLevelPlaysLegally() {
    struct Match {
        Level a, b;
        int deals;
    };
    const Match matches[] = {{Level::Random, Level::Easy, 200},
                             {Level::Easy, Level::Random, 100},
                             {Level::Normal, Level::Easy, 6},
                             {Level::Strong, Level::Normal, 3},
                             {Level::Oracle, Level::Random, 2}};
    for (const Table& t : kTables) {
        const GameInfo& info = *findGame(t.game);
        for (const Match& m : matches) {
            TournamentConfig cfg;
            cfg.game = &info;
            cfg.variant = variantOf(info, t.variant);
            cfg.players = t.players;
            cfg.a = m.a;
            cfg.b = m.b;
            cfg.deals = std::max(1, (t.players > 4 && m.deals > 20 ? m.deals / 4 : m.deals) / kDealDivisor);
            cfg.seed = 5;
            nlohmann::json out;
            QCOMPARE(tournament(cfg, out), 0);
            // Every deal was played to its end by the players' own decisions.
            QCOMPARE(out["deals"].get<int>(), cfg.deals);
        }
    }
}

void TestAi::tournamentPartsAreOneRun() {
    // A long run split into parts (--first) plays the same deals with the same
    // decisions as one run: each part's raw numbers are the matching slice.
    for (const Table& t : {kTables[0], kTables[2]}) {
        const GameInfo& info = *findGame(t.game);
        TournamentConfig cfg;
        cfg.game = &info;
        cfg.variant = variantOf(info, t.variant);
        cfg.players = t.players;
        cfg.a = Level::Normal;
        cfg.b = Level::Easy;
        cfg.deals = 7;
        cfg.seed = 11;
        cfg.raw = true;
        nlohmann::json whole;
        QCOMPARE(tournament(cfg, whole), 0);
        cfg.first = 3;
        cfg.deals = 4;
        nlohmann::json part;
        QCOMPARE(tournament(cfg, part), 0);
        QCOMPARE(part["first"].get<int>(), 3);
        QCOMPARE(part["deals"].get<int>(), 4);
        for (const char* key : {"a", "b", "difference", "wins"}) {
            const auto& w = whole["raw"][key];
            const nlohmann::json tail(w.begin() + 3, w.end());
            QVERIFY2(part["raw"][key] == tail, key);
        }
        QCOMPARE(part["raw"]["deal"], nlohmann::json({3, 4, 5, 6}));
        // Without --raw the summary stays as it was.
        cfg.raw = false;
        nlohmann::json plain;
        QCOMPARE(tournament(cfg, plain), 0);
        QVERIFY(!plain.contains("raw"));
        QCOMPARE(plain["difference"], part["difference"]);
    }
}

void TestAi::strongNeverGoesOutShort() {
    int shortSeen = 0, enoughSeen = 0, wentOutWithEnough = 0;
    for (const Table& t : {kTables[0], kTables[1]}) {
        const GameInfo& info = *findGame(t.game);
        const Variant v = variantOf(info, t.variant);
        for (std::uint64_t seed = 1; seed <= 30 && shortSeen + enoughSeen < 80; ++seed) {
            for (int steps = 2; steps < 24; steps += 3) {
                const Record r = playedRecord(info, v, 2, seed * 101 + static_cast<std::uint64_t>(steps), steps);
                Replay rp = replay(r);
                const auto legal = rp.game->legalActions();
                const auto out =
                    std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Out; });
                if (out == legal.end())
                    continue;
                auto probe = rp.game->clone();
                probe->apply(*out);
                const bool isShort = dealReport(*probe)["outcome"] == "out_short";
                auto obs = observeRecord(r);
                QVERIFY(obs.has_value());
                const Action a = Player(Level::Strong, seed).decide(*obs);
                if (isShort) {
                    ++shortSeen;
                    QVERIFY2(a.act != Act::Out, t.game);
                } else {
                    ++enoughSeen;
                    wentOutWithEnough += a.act == Act::Out ? 1 : 0;
                }
            }
        }
    }
    QVERIFY2(shortSeen >= 10, qPrintable(QString::number(shortSeen)));
    QVERIFY2(enoughSeen >= 1, qPrintable(QString::number(enoughSeen)));
    QVERIFY2(wentOutWithEnough >= 1, qPrintable(QString::number(wentOutWithEnough)));
}

// Two-player 66, the leader before drawing: going out, closing and
// exchanging are weighed without the card about to be drawn, which the seat's
// view does not show (no play is listed before the draw). The worlds for that
// decision are found, and every level decides.
void TestAi::decidesBeforeDrawing() {
    int windows = 0;
    const GameInfo& info = *findGame(kTables[1].game);
    const Variant v = variantOf(info, kTables[1].variant);
    for (std::uint64_t seed = 1; seed <= 16; ++seed) {
        for (int steps = 0; steps < 16; steps += 3) {
            const Record r = playedRecord(info, v, 2, seed * 7 + static_cast<std::uint64_t>(steps), steps);
            auto obs = observeRecord(r);
            QVERIFY(obs.has_value());
            const SeatView& now = obs->now();
            const bool window =
                std::any_of(now.legal.begin(), now.legal.end(), [](const Action& a) { return a.act == Act::Draw; });
            if (!window)
                continue;
            ++windows;
            QVERIFY(std::none_of(now.legal.begin(), now.legal.end(),
                                 [](const Action& a) { return a.act == Act::Play || a.act == Act::Declare; }));
            QCOMPARE(count(now.hand), 5);
            Determinizer d(*obs);
            Rng rng(seed);
            auto world = d.sample(rng);
            QVERIFY2(world != nullptr, qPrintable(QString::number(d.replays())));
            QVERIFY2(d.replays() < 600, qPrintable(QString::number(d.replays())));
            // The world agrees with what the seat sees, and its trump card is the seat's.
            QCOMPARE(world->view(obs->seat).hand, now.hand);
            QCOMPARE(world->view(obs->seat).trumpCard, now.trumpCard);
            for (Level level : {Level::Easy, Level::Normal, Level::Strong}) {
                Player p(level, seed);
                const Action a = p.decide(*obs);
                QVERIFY2(std::any_of(now.legal.begin(), now.legal.end(),
                                     [&](const Action& l) { return l.act == a.act && l.suit == a.suit; }),
                         actName(a.act).data());
            }
        }
    }
    QVERIFY2(windows >= 10, qPrintable(QString::number(windows)));
}

// A declarer's discard is hidden from the others (Dreierles' blind exchange,
// Dappen's twelve, Dreierschnapsen's talon). Later plays show what it must
// have held: a void, the trumps behind Zehn Druck. The sampler finds a world
// that agrees with all of it (it used to give up after 1,800 replays, e.g. when
// the discard had to hold the cards of a suit the declarer later showed void
// in, a card shown from the blind, or the turned-up trump card), and in that
// world the seat holds its own hand (it used to hold a card lying face up
// instead, the same cards seen but not in the same places).
void TestAi::findsWorldsAfterHiddenDiscards() {
    struct HiddenTable {
        const char* game;
        int players;
        std::uint64_t seeds;
        int first, last; // decisions played before the observation
    };
    const HiddenTable tables[] = {{"dreierles", 3, 250 / kSeedDivisor, 20, 56},
                                  {"dappen", 6, 60 / kSeedDivisor, 32, 56},
                                  {"dreierschnapsen", 3, 200 / kSeedDivisor, 5, 37}};
    int checked = 0;
    long replays = 0;
    QStringList failed, wrongHand;
    for (const HiddenTable& t : tables) {
        const GameInfo& info = *findGame(t.game);
        const Variant v = variantOf(info, "{}");
        for (std::uint64_t seed = 1; seed <= t.seeds; ++seed) {
            for (int steps = t.first; steps <= t.last; steps += 4) {
                const Record r = playedRecord(info, v, t.players, seed * 31 + static_cast<std::uint64_t>(steps), steps);
                auto obs = observeRecord(r);
                QVERIFY(obs.has_value());
                if (std::all_of(obs->hiddenCount.begin(), obs->hiddenCount.end(), [](int h) { return h == 0; }))
                    continue;
                ++checked;
                Determinizer d(*obs);
                Rng rng(seed);
                auto world = d.sample(rng);
                replays += d.replays();
                if (!world) {
                    failed << QStringLiteral("%1 seed %2 steps %3").arg(QLatin1String(t.game)).arg(seed).arg(steps);
                    continue;
                }
                if (world->view(obs->seat).hand != obs->now().hand)
                    wrongHand << QStringLiteral("%1 seed %2 steps %3").arg(QLatin1String(t.game)).arg(seed).arg(steps);
            }
        }
    }
    qInfo("%d observations after a hidden discard, %.1f replays per world", checked,
          static_cast<double>(replays) / checked);
    QVERIFY2(wrongHand.isEmpty(), qPrintable(QStringLiteral("a world with another hand: ") + wrongHand.join(u", ")));
    QVERIFY2(failed.isEmpty(), qPrintable(QStringLiteral("no world after 1,800 replays: ") + failed.join(u", ")));
    QVERIFY2(checked >= 200, qPrintable(QString::number(checked)));
}

// Decisions out of turn (Dreierles' Räuber knock before the first card,
// two-player Rot-Assen's "Hast' das?"): every level takes one of the seat's
// options or declines, from its observation only (the same answer whatever
// the hidden cards), and strong knocks or declares somewhere.
void TestAi::optionalDecisionsOutOfTurn() {
    const Table tables[] = {{"dreierles", "{}", 3}, {"dreeg", "{\"phases\": [\"rot_assen\"]}", 2}};
    int asked = 0, rewritten = 0, taken = 0;
    for (const Table& t : tables) {
        const GameInfo& info = *findGame(t.game);
        const Variant v = variantOf(info, t.variant);
        for (std::uint64_t seed = 1; seed <= 40 / kSeedDivisor; ++seed) {
            for (int steps = 1; steps < 12; ++steps) {
                const Record r = playedRecord(info, v, t.players, seed * 13 + static_cast<std::uint64_t>(steps), steps);
                Replay rp = replay(r);
                QVERIFY(!rp.error);
                const std::unique_ptr<Game> start = info.create(v, t.players);
                for (int seat = 0; seat < t.players; ++seat) {
                    const auto engine = rp.game->optionalActions(seat);
                    if (seat == rp.game->toAct() || engine.empty())
                        continue;
                    auto obs = observe(*start, r.deals.back(), seat);
                    QVERIFY(obs.has_value());
                    // The seat's options as it knows them (never one the engine does not offer).
                    const auto& options = obs->legal();
                    for (const Action& o : options)
                        QVERIFY(std::find(engine.begin(), engine.end(), o) != engine.end());
                    if (options.empty())
                        continue;
                    ++asked;
                    Rng rng(seed);
                    auto other = rewriteHidden(r, *obs, rng, rp.game->toAct());
                    std::optional<Observation> obs2;
                    if (other) {
                        obs2 = observe(*start, other->deals.back(), seat);
                        QVERIFY(obs2.has_value());
                        QVERIFY(sameObservation(*obs, *obs2));
                        ++rewritten;
                    }
                    for (Level l : {Level::Random, Level::Easy, Level::Normal, Level::Strong}) {
                        const auto a = Player(l, 7).decideOptional(*obs);
                        if (a) {
                            QVERIFY(std::find(options.begin(), options.end(), *a) != options.end());
                            QVERIFY(!rp.game->check(*a));
                            taken += l == Level::Strong ? 1 : 0;
                        }
                        if (obs2)
                            QVERIFY2(a == Player(l, 7).decideOptional(*obs2), t.game);
                    }
                }
            }
        }
    }
    QVERIFY2(asked >= 20, qPrintable(QString::number(asked)));
    QVERIFY2(rewritten >= 10, qPrintable(QString::number(rewritten)));
    QVERIFY2(taken >= 1, qPrintable(QString::number(taken)));
}

// The plain optional choice (the random player's, and a level's without an observation of the
// deal): asked "Hast' das?", the holder of the Ace of hearts declares it; every other chance out
// of turn (Dreierles: a knock) is let pass.
void TestAi::plainOptionalChoiceTakesOnlyHastDas() {
    const Table tables[] = {{"dreierles", "{}", 3}, {"dreeg", "{\"phases\": [\"rot_assen\"]}", 2}};
    int declared = 0, passed = 0;
    for (const Table& t : tables) {
        const GameInfo& info = *findGame(t.game);
        const Variant v = variantOf(info, t.variant);
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            for (int steps = 1; steps < 12; ++steps) {
                const Record r = playedRecord(info, v, t.players, seed * 13 + static_cast<std::uint64_t>(steps), steps);
                Replay rp = replay(r);
                QVERIFY(!rp.error);
                for (int seat = 0; seat < t.players; ++seat) {
                    const SeatView view = rp.game->view(seat);
                    if (seat == rp.game->toAct() || view.legal.empty())
                        continue;
                    const auto trump = std::find_if(view.legal.begin(), view.legal.end(),
                                                    [](const Action& a) { return a.act == Act::Trump; });
                    const std::optional<Action> chosen = optionalChoice(view);
                    if (trump != view.legal.end()) {
                        QVERIFY2(chosen && *chosen == *trump, t.game);
                        QVERIFY(!rp.game->check(*chosen));
                        ++declared;
                    } else {
                        QVERIFY2(!chosen, t.game);
                        ++passed;
                    }
                }
            }
        }
    }
    QVERIFY2(declared >= 1, qPrintable(QString::number(declared)));
    QVERIFY2(passed >= 1, qPrintable(QString::number(passed)));
    QVERIFY(!optionalChoice(SeatView{})); // nothing offered: nothing taken
}

// Two players with the talon used up: the seat knows every card, and strong
// plays a move of the best exact value (each legal move solved to the end of
// the deal in the true deal, which is the only one consistent with what it saw).
void TestAi::strongPlaysOpenEndgamesExactly() {
    int positions = 0, choices = 0;
    for (const Table& t : {kTables[0], kTables[1]}) {
        const GameInfo& info = *findGame(t.game);
        const Variant v = variantOf(info, t.variant);
        for (std::uint64_t seed = 1; seed <= 40 && positions < 40; ++seed) {
            for (int steps = 10; steps < 24; steps += 2) {
                const Record r = playedRecord(info, v, 2, seed * 17 + static_cast<std::uint64_t>(steps), steps);
                Replay rp = replay(r);
                QVERIFY(!rp.error);
                const int seat = rp.game->toAct();
                const SeatView view = rp.game->view(seat);
                if (view.talonSize != 0 || view.legal.size() < 2)
                    continue;
                ++positions;
                std::vector<double> value;
                for (const Action& a : view.legal) {
                    auto g = rp.game->clone();
                    g->apply(a);
                    Stats st;
                    const auto x = g->inDeal() ? solve(*g, seat, 1'000'000, st) : std::optional(utility(*g, seat));
                    QVERIFY(x.has_value());
                    // Going out short is never played (strongNeverGoesOutShort), whatever it saves.
                    value.push_back(a.act == Act::Out && !g->inDeal() && *x <= 0 ? -1e9 : *x);
                }
                const double best = *std::max_element(value.begin(), value.end());
                choices += std::any_of(value.begin(), value.end(), [&](double x) { return x < best - 1e-9; }) ? 1 : 0;
                auto obs = observeRecord(r);
                QVERIFY(obs.has_value());
                Player strong(Level::Strong, seed);
                const Action a = strong.decide(*obs);
                const auto i = std::find(view.legal.begin(), view.legal.end(), a) - view.legal.begin();
                QVERIFY2(value[static_cast<std::size_t>(i)] >= best - 1e-9, t.game);
                // The value it foresaw for its choice (for calibration) is the solved one.
                QVERIFY(strong.lastValue().has_value());
                QVERIFY(std::abs(*strong.lastValue() - value[static_cast<std::size_t>(i)]) < 1e-9);
            }
        }
    }
    QVERIFY2(positions >= 20, qPrintable(QString::number(positions)));
    QVERIFY2(choices >= 5, qPrintable(QString::number(choices))); // positions where a move loses something
}

/// A two-player deal in which the talon gets closed: easy play, but a close
/// is taken as soon as it is offered after `closeAfter` tricks' worth of
/// decisions; then `after` more decisions. Empty if nobody closed.
static std::optional<Record> closedRecord(const GameInfo& info, const Variant& v, std::uint64_t seed, int closeAfter,
                                          int after) {
    Record r;
    r.game = &info;
    r.variant = v;
    r.players = {"P0", "P1"};
    auto g = info.create(v, 2);
    Rng rng(seed);
    DealRecord d;
    d.setup = dealNext(*g, rng);
    if (!g->startDeal(d.setup).empty())
        qFatal("deal refused");
    int closedAt = -1;
    for (int i = 0; g->inDeal() && (closedAt < 0 || i < closedAt + after); ++i) {
        const SeatView view = g->view(g->toAct());
        Action a = easyChoice(view, g->pack(), view.legal);
        if (closedAt < 0 && i >= closeAfter)
            for (const Action& l : view.legal)
                if (l.act == Act::Close)
                    a = l;
        if (a.act == Act::Play && rng.below(3) == 0)
            a = view.legal[static_cast<std::size_t>(rng.below(view.legal.size()))];
        auto c = g->clone();
        c->apply(a);
        if (!c->inDeal())
            break;
        if (a.act == Act::Close)
            closedAt = i;
        g = std::move(c);
        d.actions.push_back(a);
    }
    if (closedAt < 0)
        return std::nullopt;
    r.deals.push_back(d);
    return r;
}

/// The cards the observing seat has never seen.
static CardSet unseenBy(const Observation& obs) {
    return obs.start->pack().all() & ~seenBy(obs);
}

static void swapInSetup(DealSetup& s, Card a, Card b) {
    std::vector<Card*> at;
    for (auto& h : s.hands)
        for (Card& c : h)
            if (c == a || c == b)
                at.push_back(&c);
    for (Card& c : s.stock)
        if (c == a || c == b)
            at.push_back(&c);
    QCOMPARE_EQ(at.size(), std::size_t{2});
    std::swap(*at[0], *at[1]);
}

static std::size_t binomial(std::size_t n, std::size_t k) {
    std::size_t b = 1;
    for (std::size_t i = 0; i < k; ++i)
        b = b * (n - i) / (i + 1);
    return b;
}

void TestAi::enumeratesClosedTalonWorlds() {
    int positions = 0, several = 0, bruteChecked = 0, voids = 0;
    for (const Table& t : {kTables[0], kTables[1]}) {
        const GameInfo& info = *findGame(t.game);
        const Variant v = variantOf(info, t.variant);
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const auto r = closedRecord(info, v, seed, static_cast<int>(seed % 5) * 3, static_cast<int>(seed % 7));
            if (!r)
                continue;
            auto obs = observeRecord(*r);
            QVERIFY(obs.has_value());
            QVERIFY(obs->now().talonClosed || obs->now().talonSize == 0);
            const int opp = 1 - obs->seat;
            Determinizer d(*obs);
            Rng rng(seed);
            auto first = d.sample(rng);
            QVERIFY(first && d.hints().seenAt);
            const auto worlds = d.enumerate(*d.hints().seenAt, 1'000'000);
            QVERIFY2(!worlds.empty(), t.game);
            ++positions;
            several += worlds.size() > 1 ? 1 : 0;
            // Sound: each world shows the seat exactly what it saw, the
            // opponent's hands are all different, and no card is lost.
            std::vector<CardSet> hands;
            for (const auto& w : worlds) {
                const SeatView wv = w->view(obs->seat);
                QCOMPARE(wv.hand, obs->now().hand);
                QCOMPARE(wv.trick, obs->now().trick);
                QVERIFY(wv.legal == obs->now().legal);
                QCOMPARE(w->view(opp).handSizes, obs->now().handSizes);
                QVERIFY(std::find(hands.begin(), hands.end(), w->view(opp).hand) == hands.end());
                hands.push_back(w->view(opp).hand);
                QVERIFY(w->invariantViolations().empty());
            }
            // Exactly the consistent ones: every split of the unseen cards
            // between the opponent's hand and the closed talon, made in the
            // true record and replayed as a record, that shows the seat what
            // it saw (brute force where the splits are not too many).
            Replay truth = replay(*r);
            const CardSet trueHeld = truth.game->view(opp).hand & unseenBy(*obs);
            QVERIFY(std::find(hands.begin(), hands.end(), truth.game->view(opp).hand) != hands.end());
            const CardList unseen = toList(unseenBy(*obs));
            const std::size_t k = static_cast<std::size_t>(count(trueHeld));
            if (hands.size() <= 3000 && unseen.size() < 20) {
                std::vector<CardSet> brute;
                for (std::uint32_t m = 0; m < (1u << unseen.size()); ++m) {
                    if (static_cast<std::size_t>(std::popcount(m)) != k)
                        continue;
                    CardSet h = 0;
                    for (std::size_t i = 0; i < unseen.size(); ++i)
                        if (m & (1u << i))
                            h |= bit(unseen[i]);
                    Record x = *r;
                    const CardList in = toList(h & ~trueHeld), out = toList(trueHeld & ~h);
                    for (std::size_t i = 0; i < in.size(); ++i)
                        swapInSetup(x.deals.back().setup, in[i], out[i]);
                    Replay rx = replay(x);
                    if (rx.error || !rx.game->inDeal())
                        continue;
                    const SeatView xv = rx.game->view(obs->seat);
                    if (xv.hand == obs->now().hand && xv.trick == obs->now().trick && xv.legal == obs->now().legal)
                        brute.push_back(rx.game->view(opp).hand);
                }
                auto sorted = hands;
                std::sort(sorted.begin(), sorted.end());
                std::sort(brute.begin(), brute.end());
                QVERIFY2(sorted == brute, qPrintable(QStringLiteral("%1 seed %2: %3 worlds, %4 by brute force")
                                                         .arg(QLatin1String(t.game))
                                                         .arg(seed)
                                                         .arg(sorted.size())
                                                         .arg(brute.size())));
                ++bruteChecked;
                voids += brute.size() < binomial(unseen.size(), k) ? 1 : 0;
            }
            for (int j = 0; j < 30; ++j) {
                Determinizer dk(*obs);
                Rng rk(seed * 1000 + static_cast<std::uint64_t>(j));
                auto w = dk.sample(rk);
                QVERIFY(w);
                QVERIFY2(std::find(hands.begin(), hands.end(), w->view(opp).hand) != hands.end(), t.game);
            }
            // Over the limit: nothing (the search then samples as before).
            QVERIFY(d.enumerate(*d.hints().seenAt, static_cast<long>(worlds.size()) - 1).empty());
        }
    }
    QVERIFY2(positions >= 20, qPrintable(QString::number(positions)));
    QVERIFY2(several >= 10, qPrintable(QString::number(several)));
    QVERIFY2(bruteChecked >= 15, qPrintable(QString::number(bruteChecked)));
    QVERIFY2(voids >= 3, qPrintable(QString::number(voids))); // some plays did rule splits out
}

void TestAi::workBudgetIsReproducible() {
    // The budget counts work instead of timing it: where it stops does not
    // depend on the threads, and a small budget does cut the search short.
    int stopped = 0, compared = 0;
    for (const Table& t : kTables) {
        const GameInfo& info = *findGame(t.game);
        const Variant v = variantOf(info, t.variant);
        for (int steps : {4, 12, 20}) {
            const Record r = playedRecord(info, v, t.players, 500 + static_cast<std::uint64_t>(steps), steps);
            auto obs = observeRecord(r);
            QVERIFY(obs.has_value());
            if (obs->legal().size() < 2)
                continue;
            Settings small = settingsFor(Level::Strong, t.players);
            small.workBudget = 2000;
            Player one(Level::Strong, 5), two(Level::Strong, 5), full(Level::Strong, 5);
            one.setSettings(small);
            two.setSettings(small);
            one.setThreads(1);
            two.setThreads(2);
            const Action a = one.decide(*obs);
            QVERIFY2(a == two.decide(*obs), t.game);
            QCOMPARE(one.stats().budgetStops, two.stats().budgetStops);
            QCOMPARE(one.stats().playouts, two.stats().playouts);
            QCOMPARE(one.stats().nodes, two.stats().nodes);
            QVERIFY(std::find(obs->legal().begin(), obs->legal().end(), a) != obs->legal().end());
            ++compared;
            if (one.stats().budgetStops > 0) {
                ++stopped;
                full.decide(*obs);
                QCOMPARE(full.stats().budgetStops, 0L);
                QVERIFY2(full.stats().playouts + full.stats().nodes > one.stats().playouts + one.stats().nodes, t.game);
            }
        }
    }
    QVERIFY2(compared >= 15, qPrintable(QString::number(compared)));
    QVERIFY2(stopped >= 10, qPrintable(QString::number(stopped)));
}

void TestAi::calibrationShiftsBidsAndKnocks() {
    // Dreierschnapsen's strong player is calibrated against knocking too often.
    QVERIFY(settingsFor(Level::Strong, 3, "dreierschnapsen").knockCalibration > 0);
    // Expert's search foresaw its own knocks better still (docs/ai.md "Calibration").
    QVERIFY(settingsFor(Level::Expert, 3, "dreierschnapsen").knockCalibration >
            settingsFor(Level::Strong, 3, "dreierschnapsen").knockCalibration);
    // Expert's Dreierles knocks are counted at the search's value: the offset of
    // issue 37 scored no better head to head and worse against the oracle (session 16).
    QCOMPARE(settingsFor(Level::Expert, 3, "dreierles").knockCalibration, 0.0);
    QCOMPARE(settingsFor(Level::Oracle, 3, "dreierschnapsen").knockCalibration, 0.0);
    QCOMPARE(settingsFor(Level::Normal, 3, "dreierschnapsen").knockCalibration, 0.0);
    QCOMPARE(settingsFor(Level::Strong, 3, "dreierles").knockCalibration, 0.0);
    // The offsets move the choice: a large one against bids (knocks) means
    // none, a large one for them means one whenever it is offered.
    int bids = 0, knocks = 0;
    for (const Table& t : {kTables[4], kTables[5]}) {
        const GameInfo& info = *findGame(t.game);
        const Variant v = variantOf(info, t.variant);
        for (std::uint64_t seed = 1; seed <= 12 / kSeedDivisor; ++seed)
            for (int steps : {0, 1, 2, 3, 5, 8}) {
                const Record r = playedRecord(info, v, t.players, seed * 7 + static_cast<std::uint64_t>(steps), steps);
                auto obs = observeRecord(r);
                QVERIFY(obs.has_value());
                for (Act act : {Act::Bid, Act::Knock}) {
                    if (std::none_of(obs->legal().begin(), obs->legal().end(),
                                     [&](const Action& a) { return a.act == act; }))
                        continue;
                    (act == Act::Bid ? bids : knocks) += 1;
                    for (double offset : {-1000.0, 1000.0}) {
                        Settings s = settingsFor(Level::Strong, t.players, t.game);
                        (act == Act::Bid ? s.bidCalibration : s.knockCalibration) = offset;
                        Player p(Level::Strong, seed);
                        p.setSettings(s);
                        const Action a = p.decide(*obs);
                        QVERIFY2((a.act == act) == (offset < 0),
                                 qPrintable(QStringLiteral("%1: %2 with offset %3")
                                                .arg(QLatin1String(t.game), QLatin1String(actName(a.act).data()))
                                                .arg(offset)));
                    }
                }
            }
    }
    QVERIFY2(bids >= 10 && knocks >= 3, qPrintable(QStringLiteral("%1 bids, %2 knocks").arg(bids).arg(knocks)));
}

void TestAi::suggestIgnoresHiddenHands() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    int compared = 0;
    for (const Table& t : {kTables[0], kTables[1], kTables[5]}) {
        const GameInfo& info = *findGame(t.game);
        const Record r = playedRecord(info, variantOf(info, t.variant), t.players, 77, 7);
        auto obs = observeRecord(r);
        QVERIFY(obs.has_value());
        Rng rng(3);
        auto other = rewriteHidden(r, *obs, rng);
        QVERIFY2(other.has_value(), t.game);
        QVERIFY2(sameObservation(*obs, *observeRecord(*other)), t.game);
        QStringList outputs;
        for (const Record* rec : {&r, static_cast<const Record*>(&*other)}) {
            const QString path =
                dir.filePath(QStringLiteral("%1-%2.json").arg(QLatin1String(t.game)).arg(outputs.size()));
            std::ofstream(path.toStdString()) << writeRecord(*rec);
            QProcess p;
            p.start(QStringLiteral(STAMMTISCH_CLI),
                    {QStringLiteral("suggest"), path, QStringLiteral("--level"), QStringLiteral("strong"),
                     QStringLiteral("--seed"), QStringLiteral("4")});
            QVERIFY(p.waitForFinished(60000));
            QCOMPARE(p.exitCode(), 0);
            outputs << QString::fromUtf8(p.readAllStandardOutput());
        }
        QCOMPARE(outputs[0], outputs[1]);
        // The suggestion is one of the legal actions, in the record's syntax.
        RecordError e;
        auto a = actionFromJson(nlohmann::json::parse(outputs[0].toStdString()), Pack::get(info.pack), "suggest", e);
        QVERIFY(a.has_value());
        QVERIFY(std::find(obs->legal().begin(), obs->legal().end(), *a) != obs->legal().end());
        ++compared;
    }
    QCOMPARE(compared, 3);
    // No decision due: a clear message and exit code 2.
    const GameInfo& info = *findGame("schnapsen");
    Record done;
    done.game = &info;
    done.variant = Variant(info.options);
    done.players = {"A", "B"};
    const QString path = dir.filePath(QStringLiteral("empty.json"));
    std::ofstream(path.toStdString()) << writeRecord(done);
    QProcess p;
    p.start(QStringLiteral(STAMMTISCH_CLI), {QStringLiteral("suggest"), path});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QLatin1String("no decision is due")));
}

namespace {
/// A new session at the table with its first deal dealt by rng.
std::unique_ptr<Game> dealtGame(const Table& t, Rng& rng) {
    const GameInfo* info = findGame(t.game);
    auto g = info->create(variantOf(*info, t.variant), t.players);
    if (!g->startDeal(dealNext(*g, rng)).empty())
        qFatal("deal refused");
    return g;
}

/// A two-player session at its first deal (dealt by an Rng seeded with
/// `rngSeed`): the session before the deal, the deal's record so far (no
/// actions) and a copy of the session with the deal started.
struct FreshDeal {
    std::unique_ptr<Game> game;
    DealRecord deal;
    std::unique_ptr<Game> started;
};
FreshDeal freshDeal(const GameInfo& info, const Variant& v, std::uint64_t rngSeed) {
    FreshDeal f{info.create(v, 2), {}, nullptr};
    Rng rng(rngSeed);
    f.deal.setup = dealNext(*f.game, rng);
    f.started = f.game->clone();
    if (!f.started->startDeal(f.deal.setup).empty())
        qFatal("deal refused");
    return f;
}

/// Bids, announcements and discards at random (so that declarers' games come
/// about), cards by the easy policy.
Action mixedChoice(const Game& g, Rng& rng) {
    const SeatView view = g.view(g.toAct());
    const bool plays =
        std::all_of(view.legal.begin(), view.legal.end(), [](const Action& a) { return a.act == Act::Play; });
    return plays ? easyChoice(view, g.pack(), view.legal)
                 : view.legal[static_cast<std::size_t>(rng.below(view.legal.size()))];
}

/// Mixed choices until `reached` holds; false when the deal ended (or nobody
/// is to act) first.
template <class Reached> bool playUntil(Game& g, Rng& rng, Reached reached) {
    while (g.inDeal() && g.toAct() >= 0 && !reached())
        g.apply(mixedChoice(g, rng));
    return g.inDeal() && g.toAct() >= 0;
}
} // namespace

void TestAi::trickPlayIsPlainTrickPlay() {
    // Wherever a game says only trick play is left, the cards it allows are
    // exactly the obligations it names, with the hands and trick of its views.
    std::map<std::string, int> positions;
    for (const Table& t : kTables) {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            Rng rng(seed);
            auto g = dealtGame(t, rng);
            while (g->inDeal() && g->toAct() >= 0) {
                const int m = g->toAct();
                const SeatView view = g->view(m);
                const auto tp = g->trickPlay();
                if (tp) {
                    ++positions[t.game];
                    CardList trick;
                    for (auto [s, c] : view.trick)
                        trick.push_back(c);
                    CardSet allowed = 0;
                    for (const Action& a : view.legal) {
                        if (a.act == Act::Out)
                            continue; // going out stays open (it ends the play)
                        QCOMPARE(int(a.act), int(Act::Play));
                        allowed |= bit(a.card);
                    }
                    QCOMPARE(allowed, legalCards(g->pack(), view.hand, trick, tp->trump, tp->rules));
                    QVERIFY(std::find(tp->order.begin(), tp->order.end(), m) != tp->order.end());
                    QCOMPARE(tp->trick, view.trick);
                    QCOMPARE(tp->leader, view.trick.empty() ? m : view.trick.front().first);
                    for (int s : tp->order)
                        QCOMPARE(tp->hands[static_cast<std::size_t>(s)], g->view(s).hand);
                }
                g->apply(mixedChoice(*g, rng));
            }
        }
    }
    for (auto [game, least] :
         {std::pair("dreierles", 100), std::pair("dappen", 100), std::pair("schnapsen", 100), std::pair("dreeg", 100)})
        QVERIFY2(positions[game] > least,
                 qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(game)).arg(positions[game])));
}

void TestAi::strongSolvesTrickPlay() {
    // The open-card walk finishes Dreierles, Dappen, Schnapsen and two-player Dreeg deals from the middle of
    // their play with the engine's own legal cards, by the solver (nodes
    // counted), the same way twice.
    int walks = 0, solvedWalks = 0;
    for (const Table& t : kTables) {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            Rng rng(seed);
            auto g = dealtGame(t, rng);
            auto inWindow = [&] {
                int cards = 0;
                for (int s = 0; s < g->seats(); ++s)
                    cards += count(g->view(s).hand);
                return g->trickPlay() && cards <= 24;
            };
            if (!playUntil(*g, rng, inWindow))
                continue;
            const int seat = g->toAct();
            Stats st1, st2;
            auto a = g->clone(), b = g->clone();
            const auto v1 = solvedPlayout(*a, seat, 0, st1);
            const auto v2 = solvedPlayout(*b, seat, 0, st2);
            QVERIFY(v1.has_value() && v2.has_value());
            QCOMPARE(*v1, *v2);
            QVERIFY(!a->inDeal());
            QVERIFY(a->invariantViolations().empty());
            solvedWalks += st1.nodes > 0 ? 1 : 0; // none when it goes out at once
            QCOMPARE(a->lastResult().delta, b->lastResult().delta);
            ++walks;
        }
    }
    QVERIFY2(walks >= 60 && solvedWalks >= 40, qPrintable(QStringLiteral("%1 %2").arg(walks).arg(solvedWalks)));
}

// docs/ai.md "Expert": with two players expert's playouts play the talon by
// the easy policy and hand the rest to the open-card solver; other tables
// keep the playouts (Dappen's and Dreierles' figures rest on them).
void TestAi::expertPlayoutsSolveTheEnd() {
    for (const Table& t : kTables)
        QCOMPARE(settingsFor(Level::Expert, t.players, t.game).solvedPlayouts, t.players == 2);
    QVERIFY(!settingsFor(Level::Strong, 2, "schnapsen").solvedPlayouts);
    const long limit = settingsFor(Level::Expert, 2, "schnapsen").trickNodeLimit;
    int walks = 0, solved = 0, differ = 0;
    for (const Table& t : {kTables[0], kTables[1]}) {
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            Rng rng(seed);
            auto g = dealtGame(t, rng);
            // Two tricks in: the talon is still open.
            for (int i = 0; i < 4 && g->inDeal() && g->toAct() >= 0; ++i)
                g->apply(mixedChoice(*g, rng));
            if (!g->inDeal() || g->toAct() < 0 || g->trickPlay())
                continue;
            const int seat = g->toAct();
            Stats st1, st2, st3;
            auto a = g->clone(), b = g->clone(), c = g->clone();
            Rng r1(seed), r2(seed), r3(seed);
            const double v1 = playout(*a, seat, true, r1, st1, limit);
            const double v2 = playout(*b, seat, true, r2, st2, limit);
            const double v3 = playout(*c, seat, true, r3, st3);
            QCOMPARE(v1, v2); // the same way twice
            QVERIFY(!a->inDeal());
            QVERIFY(a->invariantViolations().empty());
            QCOMPARE(st1.playouts, 1L);
            QCOMPARE(st3.nodes, 0L);
            solved += st1.nodes > 0 ? 1 : 0; // none when a seat went out before the end
            differ += v1 != v3 ? 1 : 0;
            ++walks;
        }
    }
    QVERIFY2(walks >= 50 && solved >= 40 && differ >= 10,
             qPrintable(QStringLiteral("%1 %2 %3").arg(walks).arg(solved).arg(differ)));
    // Where only trick play is left, the playout is the solver's walk itself.
    int ends = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        Rng rng(seed);
        auto g = dealtGame(kTables[0], rng);
        if (!playUntil(*g, rng, [&] { return g->trickPlay().has_value(); }))
            continue;
        const int seat = g->toAct();
        Stats st1, st2;
        auto a = g->clone(), b = g->clone();
        Rng r(seed);
        const double v = playout(*a, seat, true, r, st1, limit);
        const auto w = solvedPlayout(*b, seat, limit, st2);
        QVERIFY(w.has_value());
        QCOMPARE(v, *w);
        QCOMPARE(a->lastResult().delta, b->lastResult().delta);
        ++ends;
    }
    QVERIFY2(ends >= 25, qPrintable(QString::number(ends)));
}

// Issue 37: the exact search of a two-player deal's last talon tricks (solveTalon) knows both hands of
// its world but not the order of the talon's unseen cards: what the next draw brings is chance. In
// positions of Schnapsen and two-player 66 with four talon cards, the unseen cards are the talon but
// its face-up trump card, reordering them changes who draws what, and the search's value is the same
// for every order (a search that knew the order valued some orders otherwise: checked by taking the
// chance nodes out).
void TestAi::talonSearchTakesTheDrawsAsChance() {
    int positions = 0;
    for (const Table& t : {kTables[0], kTables[1]}) {
        const GameInfo& info = *findGame(t.game);
        const Variant variant = variantOf(info, t.variant);
        int here = 0;
        for (std::uint64_t seed = 1; seed <= 100 && here < 3 / kPositionDivisor; ++seed) {
            auto g = info.create(variant, 2);
            Rng rng(seed * 104729);
            if (!g->startDeal(dealNext(*g, rng)).empty())
                continue;
            // Easy play until a seat leads to a trick with four talon cards left (the trump card counted).
            while (g->inDeal() && g->toAct() >= 0) {
                const SeatView v = g->view(g->toAct());
                if (v.talonSize == 4 && !v.talonClosed && v.trick.empty() &&
                    std::any_of(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act == Act::Play; }))
                    break;
                Action a = easyChoice(v, g->pack(), v.legal);
                if (a.act == Act::Close || a.act == Act::Out)
                    a = *std::find_if(v.legal.begin(), v.legal.end(),
                                      [](const Action& x) { return x.act == Act::Play; });
                g->apply(a);
            }
            if (!g->inDeal() || g->toAct() < 0)
                continue;
            const int seat = g->toAct();
            const SeatView v = g->view(seat);
            if (v.talonSize != 4 || v.talonClosed || !v.trick.empty())
                continue;
            const CardList unseen = g->unseenTalon();
            QCOMPARE(static_cast<int>(unseen.size()), 3);
            QVERIFY(v.trumpCard == kNoCard || std::find(unseen.begin(), unseen.end(), v.trumpCard) == unseen.end());
            // (Positions whose search takes more than 150,000 nodes are left for others: the test's time.)
            Stats st;
            const auto value = solveTalon(*g, seat, 150000, st);
            if (!value)
                continue;
            qInfo("%s seed %llu: worth %.3f to the seat to lead, %ld nodes", t.game,
                  static_cast<unsigned long long>(seed), *value, st.nodes);
            CardList order = unseen;
            std::sort(order.begin(), order.end());
            std::set<CardSet> draws; // what the seat draws after the trick, order by order
            do {
                auto w = g->clone();
                w->setUnseenTalon(order);
                QVERIFY(w->unseenTalon() == order);
                // Who draws what: play the trick out and see the leader's new card.
                auto played = w->clone();
                while (played->inDeal() && played->unseenTalon().size() == 3) {
                    const std::vector<Action> legal = played->legalActions();
                    const auto play =
                        std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Play; });
                    played->apply(play != legal.end() ? *play : legal.front());
                }
                draws.insert(played->view(seat).hand & toSet(unseen));
                Stats st2;
                const auto reordered = solveTalon(*w, seat, 0, st2);
                QVERIFY(reordered.has_value());
                QVERIFY2(std::abs(*reordered - *value) < 1e-9,
                         qPrintable(QStringLiteral("%1 seed %2: %3 with the talon reordered, %4 as dealt")
                                        .arg(QString::fromLatin1(t.game))
                                        .arg(seed)
                                        .arg(*reordered)
                                        .arg(*value)));
            } while (std::next_permutation(order.begin(), order.end()));
            QVERIFY(draws.size() >= 2); // the order decides what the seat draws
            ++here;
            ++positions;
        }
        QCOMPARE(here, 3 / kPositionDivisor);
    }
    QCOMPARE(positions, 2 * (3 / kPositionDivisor));
}

// Easy play's choice, a third of the card plays at random instead.
Action easyOrRandomPlay(const SeatView& v, const Game& g, Rng& rng) {
    std::vector<Action> plays;
    for (const Action& a : v.legal)
        if (a.act == Act::Play)
            plays.push_back(a);
    return !plays.empty() && rng.below(3) == 0 ? plays[static_cast<std::size_t>(rng.below(plays.size()))]
                                               : easyChoice(v, g.pack(), v.legal);
}

std::vector<Action>::const_iterator closeIn(const std::vector<Action>& legal) {
    return std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Close; });
}

struct ClosePosition {
    std::unique_ptr<Game> start, now;
    DealRecord deal;
};

// A two-player deal of `seed` played by easyOrRandomPlay (which never closes) until a seat may
// close with four talon cards left; nullopt when the deal never gets there.
std::optional<ClosePosition> closeWithFourTalonCards(const GameInfo& info, const Variant& variant, std::uint64_t seed) {
    ClosePosition p;
    p.start = info.create(variant, 2);
    Rng rng(seed * 7919);
    p.deal.setup = dealNext(*p.start, rng);
    p.now = p.start->clone();
    if (!p.now->startDeal(p.deal.setup).empty())
        return std::nullopt;
    while (p.now->inDeal() && p.now->toAct() >= 0) {
        const SeatView v = p.now->view(p.now->toAct());
        if (v.talonSize == 4 && closeIn(v.legal) != v.legal.end())
            return p;
        const Action a = easyOrRandomPlay(v, *p.now, rng);
        if (a.act == Act::Close || a.act == Act::Out)
            break;
        p.now->apply(a);
        p.deal.actions.push_back(a);
    }
    return std::nullopt;
}

// Every world of a two-player position right after a close: after the close
// nobody draws, so a world is only which of the unseen cards the opponent
// holds now (the closed talon's order no longer matters). Each such split
// (C(n, k) of them, not the n! orders of the unseen cards) is made in the
// record, replayed as observed (kept only if every recorded action is legal
// there) and the close solved in it (solveTalon). The values, one per split.
std::vector<double> closeValuesInEveryWorld(const Game& start, const DealRecord& deal, const Game& now, int seat,
                                            const CardSet seen, const Action& close) {
    // The places of the unseen cards in the deal: the opponent's (its hand now,
    // dealt or drawn) first, then the talon's.
    const CardSet opponentNow = now.view(1 - seat).hand;
    DealSetup s = deal.setup;
    std::vector<Card*> places;
    for (int held : {1, 0}) {
        for (std::size_t p = 0; p < s.hands.size(); ++p)
            for (Card& c : s.hands[p])
                if (static_cast<int>(p) != seat && !has(seen, c) && has(opponentNow, c) == (held == 1))
                    places.push_back(&c);
        for (Card& c : s.stock)
            if (!has(seen, c) && has(opponentNow, c) == (held == 1))
                places.push_back(&c);
    }
    CardList unseen;
    for (Card* c : places)
        unseen.push_back(*c);
    std::sort(unseen.begin(), unseen.end());
    const auto held = static_cast<std::size_t>(std::popcount(opponentNow & ~seen));
    // held ones first: prev_permutation walks every choice of the opponent's cards once.
    std::vector<char> toOpponent(unseen.size(), 0);
    std::fill(toOpponent.begin(), toOpponent.begin() + static_cast<std::ptrdiff_t>(held), 1);
    std::vector<double> values;
    std::set<CardSet> done;
    do {
        std::size_t o = 0, t = held;
        CardSet chosen = 0;
        for (std::size_t i = 0; i < unseen.size(); ++i) {
            *places[toOpponent[i] ? o++ : t++] = unseen[i];
            chosen |= toOpponent[i] ? bit(unseen[i]) : CardSet{0};
        }
        auto w = start.clone();
        if (!w->startDeal(s).empty())
            continue;
        bool ok = true;
        for (const Action& a : deal.actions) {
            if (w->check(a)) {
                ok = false;
                break;
            }
            w->apply(a);
        }
        if (!ok || !done.insert(w->view(1 - seat).hand).second)
            continue;
        if (w->view(1 - seat).hand != (chosen | (opponentNow & seen)))
            return {}; // the split is not the opponent's hand: the places are wrong
        auto c = w->clone();
        c->apply(close);
        Stats st;
        const auto value = solveTalon(*c, seat, 0, st);
        if (!value)
            return {};
        values.push_back(*value);
    } while (std::prev_permutation(toOpponent.begin(), toOpponent.end()));
    return values;
}

// Issue 37: expert's close in Schnapsen positions where the seat may close
// with four talon cards left: every world there is (which unseen cards the
// opponent holds) is made in the record and replayed, and the close is solved
// in each (solveTalon). Where the close loses in every world, even with every
// card known, expert must not close; where it wins two game points or more in
// every world, expert must close. (The exact search of playing on,
// Settings::talonCards, was tried and is off: docs/ai.md "Closing judged by
// the last stages".)
void TestAi::expertJudgesTheClose() {
    const Table& t = kTables[0];
    const GameInfo& info = *findGame(t.game);
    const Variant variant = variantOf(info, t.variant);
    int losing = 0, winning = 0, closedLosing = 0, closedWinning = 0;
    for (std::uint64_t seed = 1; seed <= 400 && (losing < 8 / kPositionDivisor || winning < 8 / kPositionDivisor);
         ++seed) {
        auto position = closeWithFourTalonCards(info, variant, seed);
        if (!position)
            continue;
        const auto& [start, g, deal] = *position;
        const int seat = g->toAct();
        const SeatView v = g->view(seat);
        if (std::any_of(v.legal.begin(), v.legal.end(), [&](const Action& a) {
                if (a.act == Act::Out) {
                    auto c = g->clone();
                    c->apply(a);
                    return !c->inDeal() && utility(*c, seat) > 0; // going out wins
                }
                return a.act == Act::Exchange || a.act == Act::Declare;
            }))
            continue; // the close alone is judged here
        auto obs = observe(*start, deal, seat);
        QVERIFY(obs.has_value());
        const std::vector<double> values =
            closeValuesInEveryWorld(*start, deal, *g, seat, seenBy(*obs), *closeIn(v.legal));
        QVERIFY(!values.empty());
        const double worst = *std::min_element(values.begin(), values.end());
        const double best = *std::max_element(values.begin(), values.end());
        const int worlds = static_cast<int>(values.size());
        const bool loses = best < 0, wins = worst >= 2;
        if (!loses && !wins)
            continue;
        Player expert(Level::Expert, seed);
        const Action a = expert.decide(*obs);
        const bool closes = a.act == Act::Close;
        qInfo("seed %llu: %d worlds, close worth %.0f to %.0f: expert %s", static_cast<unsigned long long>(seed),
              worlds, worst, best, closes ? "closes" : "does not close");
        if (loses) {
            ++losing;
            closedLosing += closes ? 1 : 0;
        } else {
            ++winning;
            closedWinning += closes ? 1 : 0;
        }
    }
    QVERIFY2(losing >= 6 / kPositionDivisor && winning >= 6 / kPositionDivisor,
             qPrintable(QStringLiteral("%1 %2").arg(losing).arg(winning)));
    QCOMPARE(closedLosing, 0);
    QCOMPARE(closedWinning, winning);
}

// Issue 37, docs/ai.md "A failed close counted worse": Schnapsen positions
// where the seat may close with four talon cards left (reached by easy play),
// every world there is made and the close solved in each, as in
// expertJudgesTheClose. Where the close fails in a quarter to a half of the
// worlds though every card is known (a player who cannot see the opponent's
// hand fails more often), expert with the penalty (Settings::failedClose 2,
// tried and off) closes less often than without it (the same seed: the same
// worlds and playouts); where the close wins in every world, it closes
// wherever expert without the penalty did.
void TestAi::expertAvoidsRiskyCloses() {
    const Table& t = kTables[0];
    const GameInfo& info = *findGame(t.game);
    const Variant variant = variantOf(info, t.variant);
    const Settings without = settingsFor(Level::Expert, 2, t.game);
    QCOMPARE(without.failedClose, 0.0); // off: docs/ai.md
    Settings with = without;
    with.failedClose = 2;
    int risky = 0, riskyClosedBefore = 0, riskyClosed = 0, safe = 0, safeClosedBefore = 0, safeClosed = 0;
    for (std::uint64_t seed = 1;
         seed <= 600 && (risky < 8 / kPositionDivisor || riskyClosedBefore < 3 / kPositionDivisor); ++seed) {
        auto position = closeWithFourTalonCards(info, variant, seed);
        if (!position)
            continue;
        const auto& [start, g, deal] = *position;
        const int seat = g->toAct();
        const SeatView v = g->view(seat);
        auto obs = observe(*start, deal, seat);
        QVERIFY(obs.has_value());
        const std::vector<double> values =
            closeValuesInEveryWorld(*start, deal, *g, seat, seenBy(*obs), *closeIn(v.legal));
        QVERIFY(!values.empty());
        const int worlds = static_cast<int>(values.size());
        const auto fails =
            static_cast<int>(std::count_if(values.begin(), values.end(), [](double x) { return x < 0; }));
        if (fails > 0 && (4 * fails < worlds || 2 * fails > worlds))
            continue; // neither risky nor safe (nor tempting: a close that fails in most worlds is not taken)
        if (fails == 0 && safe >= 12 / kPositionDivisor)
            continue; // enough safe closes asked about (the loop goes on for the risky ones)
        Player before(Level::Expert, seed);
        before.setSettings(without);
        const bool closedBefore = before.decide(*obs).act == Act::Close;
        Player after(Level::Expert, seed);
        after.setSettings(with);
        const bool closes = after.decide(*obs).act == Act::Close;
        qInfo("seed %llu: the close fails in %d of %d worlds: expert %s (without the penalty: %s)",
              static_cast<unsigned long long>(seed), fails, worlds, closes ? "closes" : "plays on",
              closedBefore ? "closes" : "plays on");
        if (fails == 0) {
            ++safe;
            safeClosedBefore += closedBefore ? 1 : 0;
            safeClosed += closedBefore && closes ? 1 : 0;
        } else {
            ++risky;
            riskyClosedBefore += closedBefore ? 1 : 0;
            riskyClosed += closes ? 1 : 0;
        }
    }
    QVERIFY2(risky >= 8 / kPositionDivisor && riskyClosedBefore >= 3 / kPositionDivisor,
             qPrintable(QStringLiteral("%1 risky, %2 closed without the penalty").arg(risky).arg(riskyClosedBefore)));
    QVERIFY2(
        riskyClosed < riskyClosedBefore,
        qPrintable(QStringLiteral("%1 risky closes, %2 without the penalty").arg(riskyClosed).arg(riskyClosedBefore)));
    QVERIFY(safeClosedBefore > 0);
    QCOMPARE(safeClosed, safeClosedBefore);
}

// Dappen (Furtwangen), docs/ai.md "Bidding in Dappen": a bid follows the
// hand at every level. Two trumps are no Solo, even with the Gstieß (normal
// and strong used to bid Solo with it: passing looked ruinous in their
// playouts, whose seat then passed its compulsory dappen too); six high
// trumps are; a stop holder dapps when nobody has (easy used to pass, the
// offence of the rules that costs 40 cents a player).
void TestAi::dappenBidsFollowTheHand() {
    for (const char* weak : {"T22 T5 H3 D4 C8 S7 HJ", "T9 T5 H3 D4 C8 S7 HJ"}) {
        const auto solo = observeRecord(dappenRecord(weak, 0));
        QVERIFY(solo.has_value());
        for (Level l : {Level::Easy, Level::Normal, Level::Strong})
            for (std::uint64_t seed = 1; seed <= 8; ++seed)
                QVERIFY2(Player(l, seed).decide(*solo).act == Act::Pass,
                         qPrintable(QStringLiteral("%1 bids with %2, seed %3")
                                        .arg(QLatin1String(levelName(l).data()), QLatin1String(weak))
                                        .arg(seed)));
    }
    const auto strong = observeRecord(dappenRecord("T22 T21 T20 T19 T18 T17 HK", 0));
    QVERIFY(strong.has_value());
    const auto stop = observeRecord(dappenRecord("T22 T5 H3 D4 C8 S7 HJ", 6));
    QVERIFY(stop.has_value());
    QVERIFY(
        std::any_of(stop->legal().begin(), stop->legal().end(), [](const Action& a) { return a.act == Act::Pass; }));
    for (Level l : {Level::Easy, Level::Normal, Level::Strong})
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const Action a = Player(l, seed).decide(*strong);
            QVERIFY2(a.act == Act::Bid && a.bid == "solo", levelName(l).data());
            const Action b = Player(l, seed).decide(*stop);
            QVERIFY2(b.act == Act::Bid && b.bid == "dappen", levelName(l).data());
        }
}

// Over 300 seeded deals the first speaker's Solo-round decision: easy and
// normal bid Solo by the rule of thumb, on exactly the hands of dappenStrength
// 15 or more (about one hand in 170: a few of the 300), strong only within a
// point of it; never more than one in thirty at any level, and only with four
// trumps or more (the search levels used to bid it with two trumps and two
// Kings).
void TestAi::dappenSoloIsRare() {
    const GameInfo& info = *findGame("dappen");
    const Variant v = variantOf(info, "{}");
    const Pack& pack = Pack::get(PackKind::Cego54);
    std::map<Level, int> solos;
    int strongHands = 0;
    for (std::uint64_t d = 0; d < 300; ++d) {
        auto g = info.create(v, 6);
        Rng rng(1000 + d);
        const DealRecord deal{dealNext(*g, rng), {}};
        QVERIFY(g->clone()->startDeal(deal.setup).empty());
        auto started = g->clone();
        started->startDeal(deal.setup);
        const auto obs = observe(*g, deal, started->toAct());
        QVERIFY(obs.has_value());
        const double strength = dappenStrength(obs->now().hand);
        strongHands += strength >= 15;
        for (Level l : {Level::Easy, Level::Normal, Level::Strong}) {
            const Action a = Player(l, d).decide(*obs);
            const bool solo = a.act == Act::Bid;
            const QString what =
                QStringLiteral("%1, %2 (strength %3)")
                    .arg(QLatin1String(levelName(l).data()), QString::fromStdString(pack.codes(obs->now().hand)))
                    .arg(strength);
            if (l == Level::Strong)
                QVERIFY2(!solo || strength >= 14, qPrintable(what));
            else
                QVERIFY2(solo == (strength >= 15), qPrintable(what));
            if (!solo)
                continue;
            QCOMPARE(a.bid, std::string("solo"));
            ++solos[l];
            QVERIFY2(count(obs->now().hand & pack.suitMask(Pack::kCegoTrumpSuit)) >= 4, qPrintable(what));
        }
    }
    // A few hands of the 300 are strong enough (one in 170 would be 1.8), and easy bid Solo on them.
    QVERIFY2(strongHands >= 1 && strongHands <= 6,
             qPrintable(QStringLiteral("%1 hands of 15 or more").arg(strongHands)));
    QCOMPARE(solos[Level::Easy], strongHands);
    for (auto [l, n] : solos)
        QVERIFY2(
            n <= 10,
            qPrintable(QStringLiteral("%1: %2 Solos in 300 hands").arg(QLatin1String(levelName(l).data())).arg(n)));
}

// Schnapsen: the forehand holds the trump Unter and the trump card under the
// talon is the trump Ace or Ten. Exchanging (and then leading) is plainly
// right: the seat swaps a 2-point card for an 11- or 10-point trump and loses
// nothing. The search used to value the exchange by what the easy playout
// led next, and every card play by the best of many leads (and the easy
// playout exchanged later anyway), so it passed the exchange again and again.
void TestAi::exchangesTheTrumpUnter() {
    const GameInfo& info = *findGame("schnapsen");
    const Variant v = variantOf(info, "{}");
    const Pack& pack = Pack::get(PackKind::Schnapsen20);
    int positions = 0, oldExchanges = 0, weighedExchanges = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        for (const char* rank : {"A", "10"}) {
            auto g = info.create(v, 2);
            Rng rng(seed);
            DealRecord d;
            d.setup = dealNext(*g, rng);
            const int trump = pack.suit(d.setup.stock.back());
            const std::string suit(1, pack.suitLetter(trump));
            const Card top = *pack.fromCode(suit + rank), unter = *pack.fromCode(suit + "U");
            if (top != d.setup.stock.back())
                swapInSetup(d.setup, top, d.setup.stock.back());
            auto probe = info.create(v, 2);
            QVERIFY(probe->startDeal(d.setup).empty());
            const int fh = probe->toAct();
            CardList& hand = d.setup.hands[static_cast<std::size_t>(fh)];
            if (std::find(hand.begin(), hand.end(), unter) == hand.end()) {
                const auto other =
                    std::find_if(hand.begin(), hand.end(), [&](Card c) { return pack.suit(c) != trump; });
                QVERIFY(other != hand.end());
                swapInSetup(d.setup, unter, *other);
            }
            Record r;
            r.game = &info;
            r.variant = v;
            r.players = {"P0", "P1"};
            r.deals.push_back(d);
            auto obs = observeRecord(r);
            QVERIFY(obs.has_value());
            QCOMPARE(obs->seat, fh);
            // A pair to declare would make declaring first as good: not plainly right then.
            if (std::any_of(obs->legal().begin(), obs->legal().end(),
                            [](const Action& a) { return a.act == Act::Declare; }))
                continue;
            QVERIFY(std::any_of(obs->legal().begin(), obs->legal().end(),
                                [](const Action& a) { return a.act == Act::Exchange; }));
            ++positions;
            // Without the fix (strong's settings before it): the check bites.
            Settings before = settingsFor(Level::Strong, 2, "schnapsen");
            before.exchangeAtOnce = false;
            before.followUps = false;
            Player old(Level::Strong, seed);
            old.setSettings(before);
            oldExchanges += old.decide(*obs).act == Act::Exchange ? 1 : 0;
            before.followUps = true;
            Player weighed(Level::Strong, seed);
            weighed.setSettings(before);
            weighedExchanges += weighed.decide(*obs).act == Act::Exchange ? 1 : 0;
            for (Level l : {Level::Strong, Level::Expert}) {
                const Action a = Player(l, seed).decide(*obs);
                QVERIFY2(a.act == Act::Exchange, qPrintable(QString::fromLatin1("%1, seed %2, trump %3%4: %5")
                                                                .arg(QLatin1String(levelName(l).data()))
                                                                .arg(seed)
                                                                .arg(QString::fromStdString(suit), QLatin1String(rank),
                                                                     QLatin1String(actName(a.act).data()))));
            }
        }
    }
    QVERIFY2(positions >= 12, qPrintable(QString::number(positions)));
    qInfo("exchanged by strong before the fix in %d of %d positions, with follow-ups alone in %d", oldExchanges,
          positions, weighedExchanges);
    QVERIFY(oldExchanges < positions);
}

// Expert sees only its observation (the same decision when every card it has
// not seen lies elsewhere) and decides the same with its seed on one thread
// or two.
void TestAi::expertIsHonestAndReproducible() {
    int rewritten = 0;
    for (const Table& t : kTables) {
        const GameInfo& info = *findGame(t.game);
        const Variant v = variantOf(info, t.variant);
        for (std::uint64_t seed = 1; seed <= 2 / kSeedDivisor; ++seed) {
            for (int steps : {3, 12}) {
                const Record r = playedRecord(info, v, t.players, seed * 37 + static_cast<std::uint64_t>(steps), steps);
                auto obs = observeRecord(r);
                QVERIFY(obs.has_value());
                Player one(Level::Expert, 42), two(Level::Expert, 42);
                one.setThreads(1);
                two.setThreads(2);
                const Action a = one.decide(*obs);
                QVERIFY(std::find(obs->legal().begin(), obs->legal().end(), a) != obs->legal().end());
                QVERIFY2(a == two.decide(*obs), t.game);
                Rng rng(seed);
                auto other = rewriteHidden(r, *obs, rng);
                if (!other)
                    continue;
                auto obs2 = observeRecord(*other);
                QVERIFY(obs2.has_value());
                QVERIFY2(sameObservation(*obs, *obs2), t.game);
                ++rewritten;
                Player three(Level::Expert, 42);
                QVERIFY2(a == three.decide(*obs2),
                         qPrintable(QString::fromLatin1("%1, %2 steps").arg(QLatin1String(t.game)).arg(steps)));
            }
        }
    }
    QVERIFY2(rewritten >= 15 / kPositionDivisor, qPrintable(QString::number(rewritten)));
}

namespace {

/// `setup` with `cards` dealt to `seat`: each card not yet in its hand changes
/// places with one of the seat's cards that `keep` does not name.
void giveCards(DealSetup& setup, int seat, const CardList& cards, CardSet keep) {
    CardList& hand = setup.hands[static_cast<std::size_t>(seat)];
    for (Card c : cards) {
        if (std::find(hand.begin(), hand.end(), c) != hand.end())
            continue;
        const auto out = std::find_if(hand.begin(), hand.end(), [&](Card h) {
            return !has(keep, h) && std::find(cards.begin(), cards.end(), h) == cards.end();
        });
        QVERIFY(out != hand.end());
        std::vector<CardList*> piles{&setup.stock};
        for (CardList& h : setup.hands)
            piles.push_back(&h);
        for (CardList* pile : piles)
            if (pile != &hand)
                if (auto at = std::find(pile->begin(), pile->end(), c); at != pile->end()) {
                    *at = *out;
                    *out = c;
                    break;
                }
    }
}

/// The deal report of playouts from the start of `setup`, every seat by the
/// playout policy: how many of `n` ended with `declarer` playing `contract`
/// (`spoken`: in how many `contract` was bid, whoever played).
int playoutsWith(const Game& start, const DealSetup& setup, int declarer, const std::string& contract, int n,
                 bool allBids, bool spoken = false) {
    auto g = start.clone();
    if (!g->startDeal(setup).empty())
        qFatal("deal refused");
    int hits = 0;
    for (int i = 0; i < n; ++i) {
        auto c = g->clone();
        Rng rng(static_cast<std::uint64_t>(100 + i));
        Stats stats;
        playout(*c, declarer, true, rng, stats, 0, allBids);
        nlohmann::json report;
        c->reportDeal(report);
        const nlohmann::json& bids = report["bids"];
        if (spoken ? std::find(bids.begin(), bids.end(), contract) != bids.end()
                   : report.value("contract", std::string()) == contract && report["declarer"] == declarer)
            ++hits;
    }
    return hits;
}

} // namespace

// Issue 37: in Dreierles the playouts bid what the hands support. A first
// speaker holding the Gstieß, the 21 … the 14 and three Kings (a Solo hand,
// dreierlesStrength 28 or more) is the Solo declarer in every playout from
// the start of the deal; before, the playouts passed every bid and nearly
// every deal became a Räuber (bids only by the policy's odd random move).
// A hand of low trumps and no King passes: nobody else is handed the game.
void TestAi::dreierlesPlayoutsBid() {
    const GameInfo& info = *findGame("dreierles");
    const Variant v = variantOf(info, "{}");
    const Pack& pack = Pack::get(PackKind::Cego54);
    int before = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        auto g = info.create(v, 3);
        Rng rng(seed);
        DealSetup setup = dealNext(*g, rng);
        auto probe = g->clone();
        QVERIFY(probe->startDeal(setup).empty());
        const int first = probe->toAct();
        CardList top;
        for (int n = 14; n <= 22; ++n)
            top.push_back(static_cast<Card>(n - 1)); // trump n is card n - 1
        for (Card c = 0; c < 54 && top.size() < 12; ++c)
            if (pack.suit(c) != Pack::kCegoTrumpSuit && pack.points(c) == 5)
                top.push_back(c); // three Kings
        giveCards(setup, first, top, 0);
        CardSet hand = 0;
        for (Card x : setup.hands[static_cast<std::size_t>(first)])
            hand |= bit(x);
        QVERIFY2(dreierlesStrength(hand) >= 28, qPrintable(QString::number(dreierlesStrength(hand))));
        QCOMPARE(playoutsWith(*g, setup, first, "solo", 10, true), 10);
        before += playoutsWith(*g, setup, first, "solo", 10, false);
        // The same seat with no trump above the 10 and no King or Queen passes.
        const std::optional<Action> weak = dreierlesBid([&] {
            SeatView w = probe->view(first);
            CardSet low = 0;
            for (Card c = 0; c < 54 && count(low) < 16; ++c)
                if ((pack.suit(c) == Pack::kCegoTrumpSuit && c < 10) ||
                    (pack.suit(c) != Pack::kCegoTrumpSuit && pack.points(c) < 4))
                    low |= bit(c);
            w.hand = low;
            return w;
        }());
        QVERIFY(weak && weak->act == Act::Pass);
    }
    QVERIFY2(before <= 10, qPrintable(QString::number(before))); // of 60
}

// Issue 37: the playouts' seats knock by the model (Settings::playoutKnocks). Every bid
// passed, the deal is a Räuber; a knock doubles it and changes no card, so a playout with
// the knocks is worth the same playout without them times 2^k, k the knocks made: in a
// Räuber of three, one knock or more where a hand is weak (dreierlesKnock: strength 13 or
// less) and none where none is; at a table of four the dealer sitting out always knocks.
// Measured level, it is off at every level; `playout_knocks` names it for a tournament.
void TestAi::dreierlesPlayoutsKnock() {
    const GameInfo& info = *findGame("dreierles");
    const Variant v = variantOf(info, "{}");
    int knocked = 0, same = 0, weakTables = 0, strongTables = 0;
    for (int players : {3, 4}) {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            auto g = info.create(v, players);
            Rng rng(seed);
            QVERIFY(g->startDeal(dealNext(*g, rng)).empty());
            // Everybody passes: a Räuber.
            while (g->inDeal() && g->toAct() >= 0) {
                const auto legal = g->legalActions();
                const auto pass =
                    std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Pass; });
                if (pass == legal.end())
                    break;
                g->apply(*pass);
            }
            QVERIFY(g->view(0).fewPoints);
            int weak = 0;
            for (int s = 0; s < players; ++s) {
                const CardSet h = g->view(s).hand;
                weak += h != 0 && dreierlesStrength(h) <= DreierlesKnockThresholds{}.raeuber;
            }
            (weak > 0 ? weakTables : strongTables) += players == 3;
            // Played out for the seat to lead (a seat offered a knock out of turn would be weighing
            // its own knock, which its playouts leave to it).
            const int me = g->toAct();
            for (std::uint64_t r = 1; r <= 3; ++r) {
                auto with = g->clone(), without = g->clone();
                Rng r1(seed * 7 + r), r2(seed * 7 + r);
                Stats s1, s2;
                const double u1 = playout(*with, me, true, r1, s1, 0, true, {}, false, false, true, 0, 0, true);
                const double u2 = playout(*without, me, true, r2, s2, 0, true, {}, false, false, true, 0, 0, false);
                QVERIFY(!with->inDeal() && !without->inDeal());
                // The policy's random move (one in ten) at the first card may meet another list of
                // actions where the knocks were made, and the play goes another way: left out.
                if (with->lastResult().cardPoints != without->lastResult().cardPoints)
                    continue;
                ++same;
                if (u2 == 0) {
                    QCOMPARE(u1, 0.0);
                    continue;
                }
                const double ratio = u1 / u2;
                const int k = static_cast<int>(std::lround(std::log2(ratio)));
                QVERIFY2(ratio > 0 && std::fabs(ratio - std::ldexp(1.0, k)) < 1e-9, qPrintable(QString::number(ratio)));
                const QString where = QStringLiteral("%1 players, seed %2: %3 knocks, %4 weak hands")
                                          .arg(players)
                                          .arg(seed)
                                          .arg(k)
                                          .arg(weak);
                if (players == 4)
                    QVERIFY2(k >= 1, qPrintable(where)); // the dealer sitting out
                else
                    QVERIFY2(weak == 0 ? k == 0 : k >= 1 && k <= weak, qPrintable(where));
                knocked += k > 0;
            }
        }
    }
    QVERIFY2(weakTables >= 30 && strongTables >= 1,
             qPrintable(QStringLiteral("%1 %2").arg(weakTables).arg(strongTables)));
    QVERIFY2(same >= 200 && knocked >= 100, qPrintable(QStringLiteral("%1 %2").arg(same).arg(knocked))); // of 240
    for (Level l : {Level::Easy, Level::Normal, Level::Strong, Level::Expert, Level::Oracle})
        for (const char* game : {"dreierles", "dreierschnapsen", "dappen", "dreeg", "schnapsen"})
            QVERIFY(!settingsFor(l, 3, game).playoutKnocks);
    Settings on = settingsFor(Level::Expert, 3, "dreierles");
    on.playoutKnocks = true;
    QVERIFY(knownSearchPart("playout_knocks"));
    searchPartOff(on, "playout_knocks");
    QVERIFY(!on.playoutKnocks);
}

// Issue 37: in Dreierschnapsen a beggar's hand (six Unters and Obers: no
// Ace, no Ten, no King) bids Plauderer in every playout when it is the first
// to speak (another hand may still outbid it with a Gang); before, the
// playouts passed and the caller played its Rufer.
void TestAi::dreierschnapsenPlayoutsBid() {
    const GameInfo& info = *findGame("dreierschnapsen");
    const Variant v = variantOf(info, "{}");
    int before = 0, tried = 0;
    for (std::uint64_t seed = 1; seed <= 12 && tried < 5; ++seed) {
        auto g = info.create(v, 3);
        Rng rng(seed);
        DealSetup setup = dealNext(*g, rng);
        auto probe = g->clone();
        QVERIFY(probe->startDeal(setup).empty());
        // The caller names the trumps; the first bid decision after it is ours to set up.
        auto bidDue = [&] {
            if (!probe->inDeal() || probe->toAct() < 0)
                return true;
            const SeatView w = probe->view(probe->toAct());
            return std::any_of(w.legal.begin(), w.legal.end(), [](const Action& a) { return a.act == Act::Bid; });
        };
        while (!bidDue()) {
            const SeatView w = probe->view(probe->toAct());
            probe->apply(easyChoice(w, probe->pack(), w.legal));
        }
        if (!probe->inDeal() || probe->toAct() < 0)
            continue;
        const int bidder = probe->toAct();
        // Unters and Obers (German rank 4 and 3): no Ace, no Ten, no King.
        CardList low;
        for (Card c = 0; c < 24; ++c)
            if (Pack::germanRank(c) == Pack::Under || Pack::germanRank(c) == Pack::Over)
                low.push_back(c);
        // Only cards of the pack (Dreierschnapsen has no Nines), six of them.
        low.erase(std::remove_if(low.begin(), low.end(),
                                 [&](Card c) {
                                     for (const CardList& h : setup.hands)
                                         if (std::find(h.begin(), h.end(), c) != h.end())
                                             return false;
                                     return std::find(setup.stock.begin(), setup.stock.end(), c) == setup.stock.end();
                                 }),
                  low.end());
        low.resize(6);
        // The caller's first three cards name the trumps: keep them where they are.
        giveCards(setup, bidder, low, 0);
        auto check = g->clone();
        if (!check->startDeal(setup).empty())
            continue;
        ++tried;
        QCOMPARE(playoutsWith(*g, setup, bidder, "plauderer", 8, true, true), 8);
        before += playoutsWith(*g, setup, bidder, "plauderer", 8, false, true);
    }
    QVERIFY(tried >= 3);
    QVERIFY2(before <= tried * 2, qPrintable(QString::number(before)));
}

// Issue 37, inference: after the first speaker in Dreierles bid Dreier, the
// next seat's worlds that give it a hand the bidding model would have passed
// with are counted as mismatches (and weighed a quarter by expert), so the
// worlds expert weighs hold a biddable hand for it about half the time,
// against one in five of the worlds as sampled. A pass is read the same way:
// the worlds that give the passer a biddable hand are the mismatches.
void TestAi::worldsReadTheBids() {
    const GameInfo& info = *findGame("dreierles");
    const Variant v = variantOf(info, "{}");
    const double weight = settingsFor(Level::Expert, 3, "dreierles").inferenceWeight;
    QVERIFY(weight < 1);
    QCOMPARE(settingsFor(Level::Strong, 3, "dreierles").inferenceWeight, 1.0);
    QVERIFY(settingsFor(Level::Expert, 3, "dreierles").playoutBids);
    QVERIFY(!settingsFor(Level::Strong, 3, "dreierles").playoutBids);
    for (const char* said : {"dreier", "weg"}) {
        double sampled = 0, weighed = 0, total = 0, n = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            auto g = info.create(v, 3);
            Rng rng(seed);
            DealRecord deal{dealNext(*g, rng), {}};
            auto probe = g->clone();
            QVERIFY(probe->startDeal(deal.setup).empty());
            const int first = probe->toAct();
            Action a = Action::simple(first, std::string(said) == "weg" ? Act::Pass : Act::Bid);
            if (a.act == Act::Bid)
                a.bid = said;
            QVERIFY(!probe->check(a));
            probe->apply(a);
            deal.actions.push_back(a);
            const auto obs = observe(*g, deal, probe->toAct());
            QVERIFY(obs && obs->toAct());
            for (std::uint64_t w = 0; w < 20; ++w) {
                Determinizer d(*obs);
                d.setInference(true);
                Rng r(seed * 100 + w);
                const auto world = d.sample(r);
                QVERIFY(world);
                // The first speaker's hand in this world, as it bid (the bidding is still on).
                SeatView fv = world->view(first);
                fv.toAct = first;
                fv.legal = {Action::simple(first, Act::Pass)};
                for (const char* bid : {"dreier", "zweier", "einer", "solo"}) {
                    Action b = Action::simple(first, Act::Bid);
                    b.bid = bid;
                    fv.legal.push_back(b);
                }
                const Action model = *dreierlesBid(fv);
                const bool biddable = model.act == Act::Bid;
                const bool agrees = model.act == a.act;
                QCOMPARE(d.mismatches(), agrees ? 0 : 1);
                const double wt = agrees ? 1 : weight;
                sampled += biddable;
                weighed += wt * biddable;
                total += wt;
                ++n;
            }
        }
        const double before = sampled / n, after = weighed / total;
        qInfo("%s: biddable in %.2f of the worlds sampled, %.2f weighed", said, before, after);
        if (std::string(said) == "dreier") {
            QVERIFY2(before < 0.2, qPrintable(QString::number(before)));
            QVERIFY2(after > 2 * before && after > 0.25, qPrintable(QString::number(after)));
        } else {
            QVERIFY2(after < before, qPrintable(QString::number(after)));
        }
    }
}

// Issue 37, item 2: a discard says something about a hand. Dappen's lone player takes the 12 cards
// of the Dapp and discards 12 face down, keeping the best of 18 or 19 cards; the other seats' worlds
// deal the lone player a random hand and Dapp. With Settings::discardInference (expert in Dappen)
// each world's discard is the one the easy policy would make with the world's cards, so the kept
// hand holds the trumps a player keeps; without it, a random choice among the legal discards.
void TestAi::worldsDiscardAsAPlayer() {
    const GameInfo& info = *findGame("dappen");
    const Variant v = variantOf(info, "{}");
    QVERIFY(settingsFor(Level::Expert, 6, "dappen").discardInference);
    QVERIFY(!settingsFor(Level::Strong, 6, "dappen").discardInference);
    Settings without = settingsFor(Level::Expert, 6, "dappen");
    QVERIFY(knownSearchPart("discard_inference"));
    searchPartOff(without, "discard_inference"); // today's expert for a tournament's side B
    QVERIFY(!without.discardInference);
    double real = 0, kept[2] = {0, 0}, common[2] = {0, 0};
    int deals = 0, worlds[2] = {0, 0};
    for (std::uint64_t seed = 1; seed <= 40 && deals < 12; ++seed) {
        auto g = info.create(v, 6);
        Rng rng(seed);
        DealRecord deal{dealNext(*g, rng), {}};
        auto probe = g->clone();
        QVERIFY(probe->startDeal(deal.setup).empty());
        // Easy players to the first card after the discard (a Solo has none: skipped).
        int lone = -1;
        while (probe->inDeal() && probe->toAct() >= 0) {
            const SeatView view = probe->view(probe->toAct());
            if (std::any_of(view.legal.begin(), view.legal.end(), [](const Action& a) { return a.act == Act::Play; }))
                break;
            Player easy(Level::Easy, seed);
            const auto obs = observe(*g, deal, probe->toAct());
            QVERIFY(obs);
            const Action a = easy.decide(*obs);
            if (a.act == Act::Discard)
                lone = a.seat;
            QVERIFY(!probe->check(a));
            probe->apply(a);
            deal.actions.push_back(a);
        }
        if (lone < 0 || !probe->inDeal())
            continue;
        ++deals;
        const Pack& pack = probe->pack();
        const SeatView lv = probe->view(lone);
        const CardSet trumps = pack.suitMask(lv.trump);
        real += count(lv.hand & trumps);
        const auto obs = observe(*g, deal, (lone + 1) % 6);
        QVERIFY(obs);
        const CardSet own = probe->view((lone + 1) % 6).hand;
        for (int on = 0; on < 2; ++on)
            for (std::uint64_t w = 0; w < 10; ++w) {
                Determinizer d(*obs);
                d.setDiscardInference(on == 1);
                Rng r(seed * 100 + w);
                const auto world = d.sample(r);
                QVERIFY(world);
                const CardSet hand = world->view(lone).hand;
                QCOMPARE(count(hand), count(lv.hand));
                QCOMPARE(hand & own, CardSet{0}); // never the observer's own cards
                kept[on] += count(hand & trumps);
                common[on] += count(hand & lv.hand);
                ++worlds[on];
            }
    }
    QVERIFY2(deals >= 8, qPrintable(QString::number(deals)));
    const double realTrumps = real / deals;
    const double off = kept[0] / worlds[0], on = kept[1] / worlds[1];
    qInfo("lone hand trumps: real %.2f, worlds %.2f without the inference, %.2f with it; cards of the real hand "
          "%.2f and %.2f",
          realTrumps, off, on, common[0] / worlds[0], common[1] / worlds[1]);
    // The worlds keep the trumps a player keeps, which a random legal discard does not.
    QVERIFY2(on > off + 1.5, qPrintable(QString::number(on)));
    QVERIFY2(std::abs(on - realTrumps) < 1, qPrintable(QString::number(on)));
    QVERIFY2(common[1] / worlds[1] > common[0] / worlds[0] + 0.5, "the worlds' lone hands are no nearer the real one");
}

// Issue 37, item 2: the plays say something about a hand too. In Schnapsen the forehand leads a King
// without declaring; in each of the other seat's sampled worlds where the forehand held that King's
// Queen (the pair it would have declared) or the trump Unter (the exchange it would have made), the
// world counts one disagreement per such chance passed up, and the worlds are weighed by them.
void TestAi::worldsReadThePlays() {
    const GameInfo& info = *findGame("schnapsen");
    const Variant v = variantOf(info, "{}");
    QVERIFY(settingsFor(Level::Expert, 2, "schnapsen").inferenceWeight < 1);
    QVERIFY(!settingsFor(Level::Expert, 2, "schnapsen").playInference); // measured, no gain: off
    const double weight = settingsFor(Level::Expert, 2, "schnapsen").inferenceWeight;
    double pairSampled = 0, pairWeighed = 0, total = 0, n = 0;
    int positions = 0, passedUp = 0;
    for (std::uint64_t seed = 1; seed <= 80 && positions < 8; ++seed) {
        auto [g, deal, probe] = freshDeal(info, v, seed * 31);
        const int first = probe->toAct();
        const SeatView fv = probe->view(first);
        // A King whose Queen the forehand does not hold: led without a pair to declare.
        Card king = kNoCard;
        for (int suit = 0; suit < 4 && king == kNoCard; ++suit)
            if (has(fv.hand, Pack::german(suit, Pack::King)) && !has(fv.hand, Pack::german(suit, Pack::Over)))
                king = Pack::german(suit, Pack::King);
        if (king == kNoCard || has(fv.hand, Pack::german(fv.trump, Pack::Under)))
            continue; // (and no exchange passed up in the deal itself)
        const Action lead = Action::play(first, king);
        QVERIFY(!probe->check(lead));
        probe->apply(lead);
        deal.actions.push_back(lead);
        const auto obs = observe(*g, deal, probe->toAct());
        QVERIFY(obs && obs->toAct());
        ++positions;
        const Card queen = Pack::german(g->pack().suit(king), Pack::Over);
        const Card under = Pack::german(fv.trump, Pack::Under);
        for (std::uint64_t w = 0; w < 30; ++w) {
            Determinizer d(*obs);
            d.setInference(true, true);
            Rng r(seed * 1000 + w);
            const auto world = d.sample(r);
            QVERIFY(world);
            const CardSet held = world->view(first).hand;
            const int expected = (has(held, queen) ? 1 : 0) + (has(held, under) ? 1 : 0);
            QCOMPARE(d.mismatches(), expected);
            passedUp += expected > 0 ? 1 : 0;
            const double wt = std::pow(weight, expected);
            pairSampled += has(held, queen);
            pairWeighed += wt * has(held, queen);
            total += wt;
            ++n;
        }
    }
    QCOMPARE(positions, 8);
    QVERIFY(passedUp > 0);
    const double before = pairSampled / n, after = pairWeighed / total;
    qInfo("the King's Queen in the leader's hand: %.2f of the worlds sampled, %.2f weighed", before, after);
    QVERIFY2(before > 0.1, qPrintable(QString::number(before)));
    QVERIFY2(after < before / 2, qPrintable(QString::number(after)));
}

// Issue 37, item 1 (docs/ai.md "Playouts that close"): with Settings::playoutCloses the mover in a
// playout closes at its lead, while the talon is open, where closing wins for it in the playout's
// world (the close applied to a copy of the deal, the rest played by the open-card solver), and only
// there; the checks' solver nodes are counted. Without it the playouts' easy policy never closes (but
// by its random moves, the same with and without where the close loses). Schnapsen and 66 for two.
void TestAi::playoutsClose() {
    const long limit = settingsFor(Level::Expert, 2, "schnapsen").trickNodeLimit;
    PlayoutCloses wins; // both seats close
    wins.nodeLimit = limit;
    wins.seatCloses = true;
    PlayoutCloses byTwo = wins;
    byTwo.minValue = 2;
    PlayoutCloses opponentOnly = wins;
    opponentOnly.seatCloses = false;
    auto tricksPlayed = [](const nlohmann::json& report, const char* key) {
        int n = 0;
        for (const auto& x : report[key])
            n += x.get<int>();
        return n;
    };
    int positions = 0, winning = 0, winningTwo = 0, closedWinning = 0, closedWinningWithout = 0;
    int closedTwo = 0, losing = 0;
    long maxNodes = 0;
    for (const Table& t : {kTables[0], kTables[1]}) {
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            Rng rng(seed);
            auto g = dealtGame(t, rng);
            // Easy play (it never closes), a third of the cards at random, until the mover may
            // close for the (seed % 7 + 1)-th time.
            int chances = static_cast<int>(seed % 7);
            bool found = false;
            while (g->inDeal() && g->toAct() >= 0) {
                const SeatView v = g->view(g->toAct());
                if (!g->check(Action::simple(g->toAct(), Act::Close)) && chances-- == 0) {
                    found = true;
                    break;
                }
                g->apply(easyOrRandomPlay(v, *g, rng));
            }
            if (!found)
                continue;
            const int m = g->toAct();
            const std::vector<Action> legal = g->legalActions();
            if (std::any_of(legal.begin(), legal.end(), [](const Action& a) {
                    return a.act == Act::Exchange || a.act == Act::Declare || a.act == Act::Draw;
                }))
                continue; // the close alone is judged here (after those the mover may close with another hand)
            nlohmann::json now;
            g->reportDeal(now);
            const int tricks = tricksPlayed(now, "tricks");
            // The judge, outside the playout: the close applied to a copy, the rest solved.
            auto c = g->clone();
            c->apply(Action::simple(m, Act::Close));
            Stats sc;
            const std::optional<double> value = solveTalon(*c, m, limit, sc);
            if (!value)
                continue; // over the node limit
            maxNodes = std::max(maxNodes, sc.nodes);
            // A playout from here (the rest by the easy policy: nodes only from the checks), the
            // same random numbers with and without; did the mover close here?
            struct Run {
                bool closedHere;
                long nodes;
            };
            auto run = [&](const PlayoutCloses& pc, int forSeat) {
                auto p = g->clone();
                Rng r(seed);
                Stats st;
                playout(*p, forSeat, true, r, st, 0, true, pc);
                nlohmann::json j;
                p->reportDeal(j);
                const bool here =
                    !p->inDeal() && j["closed_by"] == nlohmann::json(m) && tricksPlayed(j, "close_tricks") == tricks;
                return Run{here, st.nodes};
            };
            const Run without = run({}, m), with = run(wins, m), two = run(byTwo, m);
            // Only the opponent of the playout's seat closes: the same for the other seat's playout,
            // never for the mover's own.
            const Run opponent = run(opponentOnly, 1 - m), own = run(opponentOnly, m);
            QCOMPARE(opponent.closedHere, with.closedHere);
            QCOMPARE(own.closedHere, without.closedHere);
            QCOMPARE(without.nodes, 0L);
            QVERIFY(with.nodes >= sc.nodes); // the check at this lead at least
            ++positions;
            if (*value >= 1) {
                ++winning;
                QVERIFY2(with.closedHere, qPrintable(QStringLiteral("%1 seed %2").arg(t.game).arg(seed)));
                closedWinning += with.closedHere;
                closedWinningWithout += without.closedHere;
            } else {
                ++losing;
                QCOMPARE(with.closedHere, without.closedHere);
            }
            if (*value >= 2) {
                ++winningTwo;
                QVERIFY(two.closedHere);
                closedTwo += two.closedHere;
            } else {
                QCOMPARE(two.closedHere, without.closedHere);
            }
        }
    }
    qInfo("%d positions: the close wins in %d (by 2 or more in %d), loses in %d; closed where it wins: %d "
          "with the closes, %d without; at most %ld nodes",
          positions, winning, winningTwo, losing, closedWinning, closedWinningWithout, maxNodes);
    QVERIFY2(winning >= 10 && losing >= 10 && winningTwo >= 3 && winning - winningTwo >= 2,
             qPrintable(QStringLiteral("%1 %2 %3").arg(winning).arg(winningTwo).arg(losing)));
    QCOMPARE(closedWinning, winning);
    QCOMPARE(closedTwo, winningTwo);
    QVERIFY(closedWinningWithout <= winning / 4);
    // Measured, no gain: off at every level (docs/ai.md "Playouts that close").
    for (const Table& t : kTables)
        for (Level l : {Level::Normal, Level::Strong, Level::Expert, Level::Oracle})
            QCOMPARE(settingsFor(l, t.players, t.game).playoutCloses.nodeLimit, 0L);
}

QTEST_GUILESS_MAIN(TestAi)
// Issue 37 (docs/ai.md "More worlds, fewer playouts"): expert in two-player
// Schnapsen weighs each candidate in three times the worlds with half the
// playouts in each (192 x 2 instead of 64 x 4); `tournament --b-without
// wide_worlds` goes back. At the first leads of 8 deals the same decision
// takes 1.5 times the playouts without the work budget stopping it, the
// narrow settings are the ones before, and 66 for two (not measured) keeps
// 64 x 4.
void TestAi::expertSamplesWiderWorlds() {
    const Table& t = kTables[0];
    const GameInfo& info = *findGame(t.game);
    const Variant v = variantOf(info, t.variant);
    const Settings wide = settingsFor(Level::Expert, t.players, t.game);
    Settings narrow = wide;
    searchPartOff(narrow, "wide_worlds");
    QCOMPARE(wide.worlds, 192);
    QCOMPARE(wide.playouts, 2);
    QCOMPARE(narrow.worlds, 64);
    QCOMPARE(narrow.playouts, 4);
    const Settings sixtySix = settingsFor(Level::Expert, 2, "dreeg");
    QCOMPARE(sixtySix.worlds, 64);
    QCOMPARE(sixtySix.playouts, 4);
    QCOMPARE(sixtySix.narrowWorlds, 0);
    long widePlayouts = 0, narrowPlayouts = 0;
    int decisions = 0;
    for (std::uint64_t seed = 1; seed <= 8 / kSeedDivisor; ++seed) {
        const Record r = playedRecord(info, v, t.players, 900 + seed, 0);
        auto obs = observeRecord(r);
        QVERIFY(obs.has_value());
        Player a(Level::Expert, seed), b(Level::Expert, seed);
        b.setSettings(narrow);
        a.decide(*obs);
        b.decide(*obs);
        QCOMPARE(a.stats().budgetStops, 0L);
        QCOMPARE(b.stats().budgetStops, 0L);
        widePlayouts += a.stats().playouts;
        narrowPlayouts += b.stats().playouts;
        ++decisions;
    }
    qInfo("%d first leads: %ld playouts with 192 x 2, %ld with 64 x 4", decisions, widePlayouts, narrowPlayouts);
    QVERIFY(narrowPlayouts > 0);
    const double ratio = static_cast<double>(widePlayouts) / static_cast<double>(narrowPlayouts);
    QVERIFY2(ratio > 1.35 && ratio < 1.65, qPrintable(QString::number(ratio)));
}

#include "test_ai.moc"

// Issue 37, docs/ai.md "The close judged without sight": expert valued a
// close in each sampled world by the open-card solver, which plays the closed
// deal seeing the opponent's hand; with Settings::blindClose the seat's every
// card after the close is chosen once for all the worlds it cannot tell apart.
// Two Schnapsen positions with four talon cards (reached by easy play): in the
// first the close wins two game points in every world there is when every card
// is seen (solved in each), yet without sight the seat makes less of it in some
// of them: the value of the close must drop below two (its mean over the
// worlds below the least any world gives with sight); in the second expert
// without it closes and with it plays on (its close worth far less). The same
// seed: the same worlds and playouts.
void TestAi::expertClosesAsItCanPlay() {
    const Table& t = kTables[0];
    const GameInfo& info = *findGame(t.game);
    const Variant variant = variantOf(info, t.variant);
    // On for expert in two-player Schnapsen only (measured there), off in 66 for two and at strong.
    QVERIFY(settingsFor(Level::Expert, 2, "schnapsen").blindClose);
    QVERIFY(!settingsFor(Level::Expert, 2, "dreeg").blindClose);
    QVERIFY(!settingsFor(Level::Strong, 2, "schnapsen").blindClose);
    Settings without = settingsFor(Level::Expert, 2, t.game);
    without.blindClose = false;
    Settings with = without;
    with.blindClose = true;
    struct Case {
        std::uint64_t seed;
        bool winsEverywhere; ///< the close wins two game points or more in every world, seen
    };
    for (const Case c : {Case{514, true}, Case{112, false}}) {
        auto position = closeWithFourTalonCards(info, variant, c.seed);
        QVERIFY(position.has_value());
        const auto& [start, g, deal] = *position;
        const int seat = g->toAct();
        const SeatView v = g->view(seat);
        auto obs = observe(*start, deal, seat);
        QVERIFY(obs.has_value());
        const Action close = *closeIn(v.legal);
        const std::vector<double> seen = closeValuesInEveryWorld(*start, deal, *g, seat, seenBy(*obs), close);
        QVERIFY(!seen.empty());
        const double least = *std::min_element(seen.begin(), seen.end());
        Player before(Level::Expert, c.seed), after(Level::Expert, c.seed);
        before.setSettings(without);
        after.setSettings(with);
        const double fused = before.appraise(*obs, {close})[0];
        const double blind = after.appraise(*obs, {close})[0];
        const bool closedBefore = before.decide(*obs).act == Act::Close;
        const bool closes = after.decide(*obs).act == Act::Close;
        qInfo("seed %llu: the close worth %.0f or more in each of %d worlds seen; valued %.3f, without sight %.3f; "
              "expert %s (without: %s)",
              static_cast<unsigned long long>(c.seed), least, static_cast<int>(seen.size()), fused, blind,
              closes ? "closes" : "plays on", closedBefore ? "closes" : "plays on");
        QVERIFY2(blind < fused - 0.25, qPrintable(QStringLiteral("%1 %2").arg(blind).arg(fused)));
        // Reproducible: the same with one thread as with two.
        Player alone(Level::Expert, c.seed);
        alone.setSettings(with);
        alone.setThreads(1);
        after.setThreads(2);
        QCOMPARE(alone.appraise(*obs, {close})[0], after.appraise(*obs, {close})[0]);
        QCOMPARE(alone.decide(*obs), after.decide(*obs));
        // Honest: the same with the cards it has not seen lying elsewhere.
        Record r;
        r.game = &info;
        r.variant = variant;
        r.players = {"P0", "P1"};
        r.deals.push_back(deal);
        Rng rng(c.seed);
        const auto other = rewriteHidden(r, *obs, rng);
        QVERIFY(other.has_value());
        const auto obs2 = observeRecord(*other);
        QVERIFY(obs2.has_value() && sameObservation(*obs, *obs2));
        QVERIFY(other->deals.back().setup.hands != deal.setup.hands ||
                other->deals.back().setup.stock != deal.setup.stock);
        Player elsewhere(Level::Expert, c.seed);
        elsewhere.setSettings(with);
        QCOMPARE(elsewhere.appraise(*obs2, {close})[0], blind);
        if (c.winsEverywhere) {
            QVERIFY(least >= 2);
            QVERIFY(blind < least); // some world gives less without sight
        } else {
            QVERIFY(closedBefore);
            QVERIFY(!closes);
        }
    }
}

// Issue 37 (docs/ai.md "Quiet random moves"): one move in ten of a playout is
// random, for variety. Among the legal actions at a lead in Schnapsen and in
// 66 are going out and closing, so a random move could end the deal with a
// losing "out" or close the talon by chance; with Settings::quietRandom they
// never do. Easy play from the deal's start, the same random numbers with and
// without: without, some playouts close or go out to a loss; with it none.
void TestAi::quietRandomMoves() {
    int closes = 0, lostOuts = 0, quietEnds = 0, playouts = 0;
    for (const Table& t : {kTables[0], kTables[1]}) {
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            Rng rng(seed);
            auto g = dealtGame(t, rng);
            // How the playout for seat 0 ended: 1 closed, 2 gone out to a loss, 0 otherwise.
            auto ending = [&](bool quiet) {
                auto p = g->clone();
                Rng r(seed * 7 + 1);
                Stats st;
                playout(*p, 0, true, r, st, 0, true, {}, quiet);
                if (p->inDeal())
                    return 0;
                nlohmann::json j;
                p->reportDeal(j);
                if (!j["closed_by"].is_null())
                    return 1;
                return !j["out"].is_null() && utility(*p, j["out"].get<int>()) < 0 ? 2 : 0;
            };
            const int random = ending(false);
            closes += random == 1;
            lostOuts += random == 2;
            quietEnds += ending(true) != 0;
            ++playouts;
        }
    }
    qInfo("%d playouts from the deal's start: with random moves as they come %d closed and %d went out to a "
          "loss, with quiet ones %d",
          playouts, closes, lostOuts, quietEnds);
    QVERIFY2(closes >= 10 && lostOuts >= 10, qPrintable(QStringLiteral("%1 %2").arg(closes).arg(lostOuts)));
    QCOMPARE(quietEnds, 0);
    // Measured, no gain shown: off at every level (docs/ai.md "Quiet random moves").
    for (const Table& t : kTables)
        for (Level l : {Level::Normal, Level::Strong, Level::Expert, Level::Oracle})
            QVERIFY(!settingsFor(l, t.players, t.game).quietRandom);
}

// Issue 37 (docs/ai.md "Playouts that trump low leads"): in the talon's play
// the easy policy trumps only a trick worth 10 or more; with
// Settings::trumpLow a follower who cannot win in the suit led takes a low
// lead of another suit with its cheapest trump when that is a low one
// (Unter, Ober, King). Easy play from the deal's start in two-player
// Schnapsen, each follow in the talon's play asked both ways: they differ
// exactly there, and nowhere once the talon is closed or gone.
void TestAi::playoutsTrumpLowLeads() {
    const Table& t = kTables[0];
    int differ = 0, follows = 0, afterTalon = 0;
    for (std::uint64_t seed = 1; seed <= 150; ++seed) {
        Rng rng(seed);
        auto g = dealtGame(t, rng);
        int guard = 0;
        while (g->inDeal() && g->toAct() >= 0 && ++guard < 200) {
            const SeatView v = g->view(g->toAct());
            const Action plain = easyChoice(v, g->pack(), v.legal);
            const Action low = easyChoice(v, g->pack(), v.legal, true);
            if (!v.trick.empty()) {
                const bool talonPlay = v.talonSize > 0 && !v.talonClosed;
                (talonPlay ? follows : afterTalon) += 1;
                if (!(plain == low)) {
                    ++differ;
                    QVERIFY(talonPlay);
                    const Pack& pack = g->pack();
                    const Card led = v.trick.front().second;
                    QVERIFY(pack.suit(led) != v.trump);
                    QVERIFY(pack.points(led) < 10);
                    QCOMPARE(low.act, Act::Play);
                    QCOMPARE(pack.suit(low.card), v.trump);
                    QVERIFY(pack.points(low.card) < 10);
                    // No card of the suit led could have won it.
                    for (Card c : cardsOf(v.hand))
                        if (pack.suit(c) == pack.suit(led))
                            QVERIFY(pack.strength(c) < pack.strength(led));
                    QVERIFY(pack.suit(plain.card) != v.trump);
                }
            }
            g->apply(plain);
        }
    }
    qInfo("%d follows in the talon's play, %d differ; %d follows after it, none differ", follows, differ, afterTalon);
    QVERIFY2(differ >= 20, qPrintable(QString::number(differ)));
    QVERIFY(afterTalon >= 100);
    // On for expert in two-player Schnapsen only; tournament --b-without trump_low takes it off.
    for (const Table& tab : kTables)
        for (Level l : {Level::Easy, Level::Normal, Level::Strong, Level::Expert, Level::Oracle})
            QCOMPARE(settingsFor(l, tab.players, tab.game).trumpLow,
                     l == Level::Expert && tab.players == 2 && std::string(tab.game) == "schnapsen");
    Settings s = settingsFor(Level::Expert, 2, "schnapsen");
    QVERIFY(knownSearchPart("trump_low"));
    searchPartOff(s, "trump_low");
    QVERIFY(!s.trumpLow);
}

// Issue 37, item 2 (docs/ai.md "Worlds weighed by the cards followed"): with
// Settings::followInference (0.5 here, as measured) a world counts less for each card the other seat
// followed with that the easy policy, holding that world's hand, would not
// have played. In 66 for two (drawing is a step of its own, so right after the
// trick the follower's hand is the one it followed from, less the card) the
// forehand leads a plain Ace and the other seat throws a plain card of another
// suit, its least: in every world the count is 1 exactly where the easy
// policy, given that world's hand, trumps the Ace (wherever the hand held a
// trump) or throws another card, and the worlds where the follower held a
// trump weigh less than they are sampled.
void TestAi::worldsReadTheFollows() {
    const GameInfo& info = *findGame(kTables[1].game);
    const Variant v = variantOf(info, kTables[1].variant);
    const double weight = 0.5;
    double trumpSampled = 0, trumpWeighed = 0, total = 0, n = 0;
    int positions = 0, mismatched = 0;
    for (std::uint64_t seed = 1; seed <= 200 && positions < 8; ++seed) {
        auto [g, deal, probe] = freshDeal(info, v, seed * 17);
        const int first = probe->toAct();
        const SeatView fv = probe->view(first);
        const int trump = fv.trump;
        Card ace = kNoCard;
        for (Card c : cardsOf(fv.hand))
            if (Pack::germanRank(c) == Pack::Ace && g->pack().suit(c) != trump)
                ace = c;
        if (ace == kNoCard || probe->check(Action::play(first, ace)))
            continue;
        const Action lead = Action::play(first, ace);
        probe->apply(lead);
        const int second = probe->toAct();
        // The follower's least plain card of another suit (the card the easy policy throws when it
        // does not trump).
        Card follow = kNoCard;
        auto cost = [&](Card c) { return g->pack().points(c) * 100 + g->pack().strength(c); };
        for (Card c : cardsOf(probe->view(second).hand))
            if (g->pack().suit(c) != trump && g->pack().suit(c) != g->pack().suit(ace) &&
                (follow == kNoCard || cost(c) < cost(follow)))
                follow = c;
        if (follow == kNoCard || probe->check(Action::play(second, follow)))
            continue;
        const Action followed = Action::play(second, follow);
        probe->apply(followed);
        deal.actions = {lead, followed};
        const auto obs = observe(*g, deal, first);
        QVERIFY(obs && obs->toAct());
        ++positions;
        for (std::uint64_t w = 0; w < 30; ++w) {
            Determinizer d(*obs);
            d.setFollowInference(true);
            Rng r(seed * 1000 + w);
            const auto world = d.sample(r);
            QVERIFY(world);
            // The follower's turn in this world: its hand then, the Ace in the trick.
            SeatView then = world->view(second);
            then.hand |= bit(follow);
            then.trick = {{first, ace}};
            then.legal.clear();
            for (Card c : cardsOf(then.hand))
                then.legal.push_back(Action::play(second, c));
            const Action easy = easyChoice(then, world->pack(), then.legal);
            const int expected = easy.card == follow ? 0 : 1;
            QCOMPARE(d.followMismatches(), expected);
            mismatched += expected;
            const bool heldTrump = (then.hand & world->pack().suitMask(trump)) != 0;
            if (heldTrump)
                QCOMPARE(expected, 1); // the easy policy trumps a plain Ace
            const double wt = std::pow(weight, expected);
            trumpSampled += heldTrump;
            trumpWeighed += wt * heldTrump;
            total += wt;
            ++n;
        }
    }
    QCOMPARE(positions, 8);
    QVERIFY(mismatched > 0 && mismatched < n);
    const double before = trumpSampled / n, after = trumpWeighed / total;
    qInfo("a trump in the follower's hand: %.2f of the worlds sampled, %.2f weighed", before, after);
    QVERIFY2(before > 0.3 && after < before - 0.02, qPrintable(QStringLiteral("%1 %2").arg(before).arg(after)));
    // Measured, no gain shown: off at every level (docs/ai.md "Worlds weighed by the cards followed").
    for (const Table& t : kTables)
        for (Level l : {Level::Normal, Level::Strong, Level::Expert, Level::Oracle})
            QCOMPARE(settingsFor(l, t.players, t.game).followInference, 1.0);
}

// Dreeg's Kamerun: "the aim is to take as few card points as possible ... erasing strokes is bad"
// (dreeg.txt, phases 4 and 5). A searching seat among random ones takes fewer card points than
// they do, in the standard scoring (most points erase most: a deal's result counts against the
// seat, DealResult::sense -1) and in Bamberger's (the fewest points erase most, sense +1). Before
// the sense, the search read strokes erased as good in both and took the most points in the first.
void TestAi::kamerunAvoidsCardPoints() {
    const GameInfo& info = *findGame("dreeg");
    for (const char* scoring : {"standard", "bamberger"}) {
        const Variant v =
            variantOf(info, (std::string(R"({"phases": ["kamerun"], "kamerun_scoring": ")") + scoring + "\"}").c_str());
        double searchPoints = 0, randomPoints = 0;
        int games = 0, sense = 0;
        const int deals = std::max(2, 6 / kDealDivisor);
        for (int d = 0; d < deals; ++d) {
            const std::unique_ptr<Game> fresh = info.create(v, 4);
            Rng rng(700 + static_cast<std::uint64_t>(d));
            const DealSetup setup = dealNext(*fresh, rng);
            for (int rot = 0; rot < 4; ++rot) {
                std::unique_ptr<Game> g = fresh->clone();
                QVERIFY(g->startDeal(setup).empty());
                DealRecord rec{setup, {}};
                Player searching(Level::Strong, static_cast<std::uint64_t>(d * 4 + rot));
                Player random(Level::Random, static_cast<std::uint64_t>(d * 4 + rot));
                while (g->inDeal() && g->toAct() >= 0) {
                    const int p = g->toAct();
                    const auto obs = observe(*fresh, rec, p);
                    QVERIFY(obs.has_value());
                    const Action a = (p == rot ? searching : random).decide(*obs);
                    QVERIFY(!g->check(a));
                    g->apply(a);
                    rec.actions.push_back(a);
                }
                QVERIFY(!g->inDeal());
                const DealResult r = g->lastResult();
                sense = r.sense;
                searchPoints += r.cardPoints[static_cast<std::size_t>(rot)];
                for (int s = 0; s < 4; ++s)
                    if (s != rot)
                        randomPoints += r.cardPoints[static_cast<std::size_t>(s)] / 3.0;
                ++games;
            }
        }
        QCOMPARE(sense, std::string(scoring) == "standard" ? -1 : 1);
        // 120 card points among four: a random seat takes about 30 a deal.
        const QString got = QStringLiteral("%1: searching %2, random %3 card points a deal")
                                .arg(scoring)
                                .arg(searchPoints / games)
                                .arg(randomPoints / games);
        QVERIFY2(searchPoints / games + 10 < randomPoints / games, qPrintable(got));
    }
}

// Kamerun's view says the deal is won by taking few points (SeatView::fewPoints; 66's does not),
// and the easy policy (the easy level and every playout) then throws its dearest card that lets
// the trick go, and wins only where every legal card wins (then with its cheapest winner).
void TestAi::easyDucksInKamerun() {
    const GameInfo& info = *findGame("dreeg");
    const Variant kamerun = variantOf(info, R"({"phases": ["kamerun"]})");
    const Variant sixtySix = variantOf(info, R"({"phases": ["66"]})");
    int ducked = 0, forced = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        for (const Variant* v : {&kamerun, &sixtySix}) {
            std::unique_ptr<Game> g = info.create(*v, 4);
            Rng rng(seed);
            QVERIFY(g->startDeal(dealNext(*g, rng)).empty());
            QCOMPARE(g->view(g->toAct()).fewPoints, v == &kamerun);
            if (v != &kamerun)
                continue;
            while (g->inDeal() && g->toAct() >= 0) {
                const SeatView view = g->view(g->toAct());
                const Pack& pack = g->pack();
                if (!view.trick.empty()) {
                    CardList t;
                    for (auto [s, c] : view.trick)
                        t.push_back(c);
                    const Card winner = t[static_cast<std::size_t>(winningIndex(pack, t, view.trump))];
                    Card dearestLoser = kNoCard, cheapest = kNoCard;
                    for (const Action& a : view.legal) {
                        if (a.act != Act::Play)
                            continue;
                        const int pts = pack.points(a.card) * 100 + pack.strength(a.card);
                        if (cheapest == kNoCard || pts < pack.points(cheapest) * 100 + pack.strength(cheapest))
                            cheapest = a.card;
                        if (!beats(pack, a.card, winner, pack.suit(t[0]), view.trump) &&
                            (dearestLoser == kNoCard ||
                             pts > pack.points(dearestLoser) * 100 + pack.strength(dearestLoser)))
                            dearestLoser = a.card;
                    }
                    const Action a = easyChoice(view, pack, view.legal);
                    if (dearestLoser != kNoCard) {
                        QCOMPARE(pack.code(a.card), pack.code(dearestLoser));
                        ++ducked;
                    } else if (cheapest != kNoCard) {
                        QCOMPARE(pack.code(a.card), pack.code(cheapest));
                        ++forced;
                    }
                }
                const auto legal = g->legalActions();
                g->apply(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
            }
        }
    }
    QVERIFY2(ducked >= 20 && forced >= 20, qPrintable(QStringLiteral("%1 ducked, %2 forced").arg(ducked).arg(forced)));
}

// Dreierles' Räuber (all pass): "the player who takes most card points loses". Its view says so
// while the cards are played (SeatView::fewPoints), a declarer's game's does not, and the easy
// policy then lets a trick go with its dearest card wherever one of its legal cards loses.
void TestAi::raeuberWantsFewPoints() {
    const GameInfo& info = *findGame("dreierles");
    const Variant v = variantOf(info, "{}");
    int raeuber = 0, declared = 0, ducked = 0;
    for (std::uint64_t seed = 1; seed <= 60 && (raeuber < 5 || declared < 5); ++seed) {
        std::unique_ptr<Game> g = info.create(v, 3);
        Rng rng(seed);
        QVERIFY(g->startDeal(dealNext(*g, rng)).empty());
        std::set<bool> flags;
        while (g->inDeal() && g->toAct() >= 0) {
            const SeatView view = g->view(g->toAct());
            const auto legal = g->legalActions();
            const bool plays =
                std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Play; });
            if (plays)
                flags.insert(view.fewPoints);
            if (plays && view.fewPoints && !view.trick.empty()) {
                const Pack& pack = g->pack();
                CardList t;
                for (auto [s, c] : view.trick)
                    t.push_back(c);
                const Card winner = t[static_cast<std::size_t>(winningIndex(pack, t, view.trump))];
                bool canLose = false;
                for (const Action& a : legal)
                    canLose =
                        canLose || (a.act == Act::Play && !beats(pack, a.card, winner, pack.suit(t[0]), view.trump));
                if (canLose) {
                    const Action a = easyChoice(view, pack, view.legal);
                    QVERIFY(!beats(pack, a.card, winner, pack.suit(t[0]), view.trump));
                    ++ducked;
                }
            }
            // Everyone passes now and then, so Räuber and declarers' games both come up.
            const auto pass =
                std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Pass; });
            g->apply(pass != legal.end() && rng.below(3) > 0
                         ? *pass
                         : legal[static_cast<std::size_t>(rng.below(legal.size()))]);
        }
        if (flags.empty())
            continue;
        const bool isRaeuber = dealReport(*g)["contract"] == "raeuber";
        QCOMPARE(flags, std::set<bool>{isRaeuber});
        ++(isRaeuber ? raeuber : declared);
    }
    // The searching levels' playouts duck in Kamerun and in the Räuber, where it was measured; not
    // in the games that have no such deal.
    QVERIFY(settingsFor(Level::Expert, 4, "dreeg").fewPointsPlayouts);
    QVERIFY(settingsFor(Level::Expert, 3, "dreierles").fewPointsPlayouts);
    QVERIFY(!settingsFor(Level::Expert, 3, "dreierschnapsen").fewPointsPlayouts);
    // tournament --b-without few_points takes it off (side B as before, on the same deals).
    Settings s = settingsFor(Level::Expert, 4, "dreeg");
    QVERIFY(knownSearchPart("few_points"));
    searchPartOff(s, "few_points");
    QVERIFY(!s.fewPointsPlayouts);
    QVERIFY2(raeuber >= 5 && declared >= 5 && ducked >= 20,
             qPrintable(QStringLiteral("%1 Räuber, %2 declared, %3 ducked").arg(raeuber).arg(declared).arg(ducked)));
}

// Expert's Dreierschnapsen ends exactly (docs/ai.md "Exact ends in Dreierschnapsen"): once the card play
// has begun and at most nine cards are in the hands, every playout plays the rest of the deal by the
// exact search, so it is worth exactly what the solved deal is worth, whatever its random moves would
// have been; the easy policy, left to itself, misses that value in some of these positions.
void TestAi::dreierschnapsenEndsExactly() {
    const GameInfo& info = *findGame("dreierschnapsen");
    const Variant v = variantOf(info, "{}");
    const Settings expert = settingsFor(Level::Expert, 3, "dreierschnapsen");
    QCOMPARE(expert.playoutExactCards, 9);
    QCOMPARE(expert.playExactCards, 12);
    auto endReached = [](const Game& g) {
        int inHands = 0;
        for (int s = 0; s < g.seats(); ++s)
            inHands += count(g.view(s).hand);
        const SeatView view = g.view(g.toAct());
        return inHands <= 9 && view.talonSize == 0 &&
               std::any_of(view.legal.begin(), view.legal.end(), [](const Action& a) { return a.act == Act::Play; });
    };
    int positions = 0, missed = 0;
    for (std::uint64_t seed = 1; seed <= 80 && positions < 30; ++seed) {
        std::unique_ptr<Game> g = info.create(v, 3);
        Rng rng(seed);
        QVERIFY(g->startDeal(dealNext(*g, rng)).empty());
        // Play on at random, everyone passing the bids, until nine cards are left in the card play.
        while (g->inDeal() && g->toAct() >= 0 && !endReached(*g)) {
            const auto legal = g->legalActions();
            const auto pass =
                std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Pass; });
            g->apply(pass != legal.end() ? *pass : legal[static_cast<std::size_t>(rng.below(legal.size()))]);
        }
        if (!g->inDeal() || g->toAct() < 0)
            continue;
        const int seat = g->toAct();
        Stats stats;
        const std::optional<double> exact = solve(*g, seat, expert.playoutExactNodes, stats);
        QVERIFY(exact.has_value());
        ++positions;
        bool easyMissed = false;
        for (std::uint64_t p = 0; p < 8; ++p) {
            Rng pr(seed * 100 + p), pr2(seed * 100 + p);
            std::unique_ptr<Game> c = g->clone(), e = g->clone();
            const double solved = playout(*c, seat, true, pr, stats, 0, true, {}, false, false, true,
                                          expert.playoutExactCards, expert.playoutExactNodes);
            QCOMPARE(solved, *exact);
            easyMissed = easyMissed || playout(*e, seat, true, pr2, stats) != *exact;
        }
        missed += easyMissed ? 1 : 0;
    }
    QVERIFY2(positions >= 30 && missed >= 3,
             qPrintable(QStringLiteral("%1 positions, the easy policy off in %2").arg(positions).arg(missed)));
    // Only there: not in the other games, nor below expert.
    for (const char* game : {"dreierles", "dappen", "dreeg", "schnapsen"}) {
        const Settings s = settingsFor(Level::Expert, 3, game);
        QCOMPARE(s.playoutExactCards, 0);
        QCOMPARE(s.playExactCards, 0);
    }
    QCOMPARE(settingsFor(Level::Strong, 3, "dreierschnapsen").playExactCards, 0);
    // tournament --b-without exact_ends takes both off (side B as before, on the same deals).
    Settings s = expert;
    QVERIFY(knownSearchPart("exact_ends"));
    searchPartOff(s, "exact_ends");
    QCOMPARE(s.playoutExactCards, 0);
    QCOMPARE(s.playExactCards, 0);
}
