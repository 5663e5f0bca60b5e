#include "ai.h"

#include "bidding.h"
#include "dds.h"
#include "trick.h"

#include <algorithm>
#include <limits>

namespace st::ai {

namespace {

constexpr std::size_t ix(int i) {
    return static_cast<std::size_t>(i);
}

std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
    std::uint64_t z = a + 0x9e3779b97f4a7c15ULL * (b + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/// Every card a view shows.
CardSet visible(const SeatView& v) {
    CardSet s = v.hand;
    for (auto [p, c] : v.trick)
        s |= bit(c);
    for (auto [p, c] : v.lastTrick)
        s |= bit(c);
    for (auto [p, c] : v.shown)
        s |= bit(c);
    if (v.trumpCard != kNoCard)
        s |= bit(v.trumpCard);
    if (v.talonTop != kNoCard)
        s |= bit(v.talonTop);
    return s;
}

CardSet actionCards(const Action& a) {
    CardSet s = a.card != kNoCard ? bit(a.card) : 0;
    for (Card c : a.cards)
        s |= bit(c);
    return s;
}

bool sameView(const SeatView& a, const SeatView& b) {
    return a.seat == b.seat && a.toAct == b.toAct && a.dealer == b.dealer && a.hand == b.hand && a.trick == b.trick &&
           a.lastTrick == b.lastTrick && a.trump == b.trump && a.trumpCard == b.trumpCard &&
           a.talonSize == b.talonSize && a.talonTop == b.talonTop && a.talonClosed == b.talonClosed &&
           a.handSizes == b.handSizes && a.tricksWon == b.tricksWon && a.shown == b.shown && a.legal == b.legal;
}

/// Where a card lies in a deal setup.
Card* locate(DealSetup& s, Card c) {
    for (auto& h : s.hands)
        for (Card& x : h)
            if (x == c)
                return &x;
    for (Card& x : s.stock)
        if (x == c)
            return &x;
    return nullptr;
}

bool swapCards(DealSetup& s, Card a, Card b) {
    Card* pa = locate(s, a);
    Card* pb = locate(s, b);
    if (!pa || !pb || pa == pb)
        return false;
    std::swap(*pa, *pb);
    return true;
}

Card randomOf(CardSet s, Rng& rng) {
    const int n = count(s);
    if (n == 0)
        return kNoCard;
    int k = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
    for (Card c : cardsOf(s))
        if (k-- == 0)
            return c;
    return kNoCard;
}

int cardCost(const Pack& pack, Card c, int trump) {
    return pack.points(c) * 100 + pack.strength(c) + (pack.suit(c) == trump ? 5000 : 0);
}

/// Rank of an action for the candidate cap (lower first).
int actionRank(const Pack& pack, const Action& a, int trump) {
    int r = 0;
    for (Card c : a.cards)
        r += cardCost(pack, c, trump);
    if (a.card != kNoCard)
        r += cardCost(pack, a.card, trump);
    return r;
}

} // namespace

std::string_view levelName(Level l) {
    switch (l) {
    case Level::Random:
        return "random";
    case Level::Easy:
        return "easy";
    case Level::Normal:
        return "normal";
    case Level::Strong:
        return "strong";
    case Level::Expert:
        return "expert";
    case Level::Oracle:
        return "oracle";
    }
    return "random";
}

std::optional<Level> levelFromName(std::string_view name) {
    for (Level l : {Level::Random, Level::Easy, Level::Normal, Level::Strong, Level::Expert, Level::Oracle})
        if (levelName(l) == name)
            return l;
    return std::nullopt;
}

// ---------------------------------------------------------------- observation

std::optional<Observation> observe(const Game& start, const DealRecord& deal, int seat, std::string* error) {
    auto fail = [&](const std::string& m) -> std::optional<Observation> {
        if (error)
            *error = m;
        return std::nullopt;
    };
    if (seat < 0 || seat >= start.seats())
        return fail("not a seat");
    std::unique_ptr<Game> g = start.clone();
    if (auto e = g->startDeal(deal.setup); !e.empty())
        return fail(e);
    Observation o;
    o.start = std::shared_ptr<const Game>(start.clone());
    o.seat = seat;
    o.dealer = deal.setup.dealer;
    o.knocked = deal.setup.knocked;
    for (const auto& h : deal.setup.hands)
        o.handSizes.push_back(static_cast<int>(h.size()));
    o.stockSize = static_cast<int>(deal.setup.stock.size());
    o.views.push_back(g->view(seat));
    for (Card c : deal.setup.hands[ix(seat)])
        o.ownHand.push_back(has(o.views[0].hand, c) ? c : kNoCard);
    for (std::size_t i = 0; i < deal.actions.size(); ++i) {
        const Action& a = deal.actions[i];
        if (!g->inDeal() || g->check(a))
            return fail("action " + std::to_string(i) + " does not replay");
        g->apply(a);
        Action m = a;
        int hidden = 0;
        if (a.act == Act::Discard && a.seat != seat) {
            hidden = static_cast<int>(a.cards.size());
            m.cards.clear();
        }
        o.actions.push_back(m);
        o.hiddenCount.push_back(hidden);
        o.views.push_back(g->view(seat));
    }
    return o;
}

std::optional<Observation> observeRecord(const Record& r, std::string* error) {
    Replay full = replay(r);
    if (full.error || r.deals.empty() || !full.game->inDeal() || full.game->toAct() < 0) {
        if (error)
            *error = full.error ? "the record does not replay" : "no decision is due";
        return std::nullopt;
    }
    const int seat = full.game->toAct();
    Record prefix = r;
    prefix.deals.pop_back();
    Replay before = replay(prefix);
    return observe(*before.game, r.deals.back(), seat, error);
}

bool sameObservation(const Observation& a, const Observation& b) {
    if (a.seat != b.seat || a.dealer != b.dealer || a.knocked != b.knocked || a.handSizes != b.handSizes ||
        a.stockSize != b.stockSize || a.ownHand != b.ownHand || a.actions != b.actions ||
        a.hiddenCount != b.hiddenCount || a.views.size() != b.views.size())
        return false;
    for (std::size_t i = 0; i < a.views.size(); ++i)
        if (!sameView(a.views[i], b.views[i]))
            return false;
    return true;
}

// --------------------------------------------------------------- determinizer

Determinizer::Determinizer(const Observation& obs) : obs_(obs) {
    for (Card c : obs.ownHand)
        if (c != kNoCard)
            pinned_ |= bit(c);
    CardSet s = pinned_ | visible(obs.views[0]);
    seenUpTo_.push_back(s);
    for (std::size_t i = 0; i < obs.actions.size(); ++i) {
        s |= actionCards(obs.actions[i]) | visible(obs.views[i + 1]);
        seenUpTo_.push_back(s);
    }
    seenAll_ = s;
}

namespace {
enum class Step { Ok, Repaired, GiveUp };
}

std::unique_ptr<Game> Determinizer::sample(Rng& rng) {
    const Observation& o = obs_;
    const Pack& pack = o.start->pack();
    const int seat = o.seat;
    const std::size_t n = o.actions.size();
    // Cards played or laid out from action i on (they cannot be among its hidden
    // discards). A card only shown later may have been discarded (a trump card
    // turned up stays known); the replay's view checks settle that.
    std::vector<CardSet> later(n + 1, 0);
    for (std::size_t i = n; i-- > 0;)
        later[i] = later[i + 1] | actionCards(o.actions[i]);

    // The cards each seat plays or lays out (a called card is not the caller's).
    std::vector<CardSet> playedBy(o.handSizes.size(), 0);
    for (const Action& a : o.actions)
        if ((a.act == Act::Play || a.act == Act::Announce) && a.seat >= 0 && ix(a.seat) < playedBy.size())
            playedBy[ix(a.seat)] |= actionCards(a);

    for (int fresh = 0; fresh < 30; ++fresh) {
        DealSetup setup;
        setup.dealer = o.dealer;
        setup.knocked = o.knocked;
        // The hints (first half of the fresh starts only): the seen cards where
        // a consistent world had them; every other free slot gets a shuffled
        // unseen card, then cards a seat cannot have been dealt are moved away.
        const bool hinted = fresh < 15;
        const DealSetup* t = hinted && hints_.seenAt ? &*hints_.seenAt : nullptr;
        const CardSet placed = t ? seenAll_ & ~pinned_ : 0;
        CardList rest = toList(pack.all() & ~pinned_ & ~placed);
        rng.shuffle(rest);
        std::size_t k = 0;
        auto fill = [&](Card templ) { return templ != kNoCard && has(placed, templ) ? templ : rest[k++]; };
        for (std::size_t p = 0; p < o.handSizes.size(); ++p) {
            CardList h;
            for (int j = 0; j < o.handSizes[p]; ++j) {
                if (static_cast<int>(p) == seat && o.ownHand[ix(j)] != kNoCard)
                    h.push_back(o.ownHand[ix(j)]);
                else
                    h.push_back(fill(t ? t->hands[p][ix(j)] : kNoCard));
            }
            setup.hands.push_back(h);
        }
        for (int j = 0; j < o.stockSize; ++j)
            setup.stock.push_back(fill(t ? t->stock[ix(j)] : kNoCard));
        if (hinted && !hints_.notDealt.empty()) {
            const CardSet fixed = pinned_ | placed;
            for (std::size_t p = 0; p < setup.hands.size() && p < hints_.notDealt.size(); ++p)
                for (Card& c : setup.hands[p]) {
                    if (c == kNoCard || has(fixed, c) || !has(hints_.notDealt[p], c))
                        continue;
                    // Swap with a free card elsewhere that may lie here and whose new place accepts c.
                    std::vector<Card*> options;
                    for (std::size_t q = 0; q < setup.hands.size(); ++q)
                        if (q != p)
                            for (Card& x : setup.hands[q])
                                if (x != kNoCard && !has(fixed, x) && !has(hints_.notDealt[p], x) &&
                                    (q >= hints_.notDealt.size() || !has(hints_.notDealt[q], c)))
                                    options.push_back(&x);
                    for (Card& x : setup.stock)
                        if (!has(fixed, x) && !has(hints_.notDealt[p], x))
                            options.push_back(&x);
                    if (!options.empty())
                        std::swap(c, *options[ix(static_cast<int>(rng.below(options.size())))]);
                }
        }

        // After a few fresh starts that all failed (a long, constrained deal):
        // each card a seat plays or shows is dealt to that seat.
        if (fresh >= 5) {
            const CardSet fixed = pinned_ | placed;
            for (std::size_t p = 0; p < setup.hands.size() && p < playedBy.size(); ++p)
                for (Card c : cardsOf(playedBy[p] & ~fixed)) {
                    auto& h = setup.hands[p];
                    if (std::find(h.begin(), h.end(), c) != h.end())
                        continue;
                    std::vector<Card> slots;
                    for (Card x : h)
                        if (x != kNoCard && !has(fixed, x) && !has(playedBy[p], x))
                            slots.push_back(x);
                    if (!slots.empty())
                        swapCards(setup, c, slots[ix(static_cast<int>(rng.below(slots.size())))]);
                }
        }

        // Per hidden discard: cards it should include (a later play showed
        // the discarder no longer held them).
        std::vector<CardSet> discardPref(n, 0);
        std::vector<CardSet> discardable(n, 0); // what the discard could include, as last replayed
        for (int attempt = 0; attempt < 60; ++attempt) {
            ++replays_;
            std::unique_ptr<Game> g = o.start->clone();
            if (!g->startDeal(setup).empty())
                break; // e.g. a deal the rules would redeal: start afresh
            // Make the seat's view after step k agree; Ok if it does.
            auto fixView = [&](std::size_t kv) {
                const CardSet real = visible(o.views[kv]);
                const SeatView wv = g->view(seat);
                const CardSet world = visible(wv);
                const CardSet realHand = o.views[kv].hand;
                if (real == world && realHand == wv.hand)
                    return Step::Ok;
                // The same cards seen, but the seat's own hand holds others (one of
                // them lies, say, face up on the table instead): swap those.
                const bool handOnly = real == world;
                CardList missing = toList(handOnly ? realHand & ~wv.hand : real & ~world);
                CardList extra = toList((handOnly ? wv.hand & ~realHand : world & ~real) & ~pinned_);
                rng.shuffle(extra);
                bool any = false;
                for (std::size_t m = 0; m < missing.size(); ++m) {
                    Card partner = m < extra.size() ? extra[m] : randomOf(pack.all() & ~pinned_ & ~real, rng);
                    if (partner != kNoCard)
                        any = swapCards(setup, missing[m], partner) || any;
                }
                if (missing.empty())
                    for (Card e : extra)
                        any = swapCards(setup, e, randomOf(pack.all() & ~pinned_ & ~seenAll_ & ~world, rng)) || any;
                return any ? Step::Repaired : Step::GiveUp;
            };
            Step st = fixView(0);
            for (std::size_t i = 0; i < n && st == Step::Ok; ++i) {
                const Action& a = o.actions[i];
                if (!g->inDeal()) {
                    st = Step::GiveUp;
                    break;
                }
                if (o.hiddenCount[i] > 0) {
                    const CardSet held = g->view(a.seat).hand;
                    const std::size_t size = static_cast<std::size_t>(o.hiddenCount[i]);
                    std::vector<Action> options;
                    for (const Action& l : g->legalActions())
                        if (l.act == Act::Discard && l.seat == a.seat && l.cards.size() == size) {
                            discardable[i] |= toSet(l.cards);
                            if ((toSet(l.cards) & later[i]) == 0)
                                options.push_back(l);
                        }
                    const CardSet pref = discardPref[i] & held & ~later[i];
                    bool done = false;
                    if (options.empty() || pref) {
                        // A discard of its own (an engine may list only a selection): the
                        // cards a later play showed must have gone, the rest at random
                        // from those never seen later; taken if the engine accepts it.
                        Action d = Action::simple(a.seat, Act::Discard);
                        d.cards = toList(pref);
                        const CardSet pool = discardable[i] ? discardable[i] : held;
                        CardList more = toList(held & pool & ~later[i] & ~pref);
                        rng.shuffle(more);
                        for (std::size_t m = 0; m < more.size() && d.cards.size() < size; ++m)
                            d.cards.push_back(more[m]);
                        std::sort(d.cards.begin(), d.cards.end());
                        if (d.cards.size() == size && !g->check(d)) {
                            g->apply(d);
                            done = true;
                        }
                    }
                    if (!done && options.empty()) {
                        // Move out of the discarder's hand a card another seat plays later,
                        // else one it may not discard; bring in an unseen card.
                        CardSet own = 0; // what the discarder plays or shows itself later
                        for (std::size_t q = i + 1; q < n; ++q)
                            if (o.actions[q].seat == a.seat)
                                own |= actionCards(o.actions[q]);
                        const CardSet movable = held & ~seenUpTo_[i] & ~pinned_;
                        Card c = randomOf(movable & later[i] & ~own, rng);
                        if (c == kNoCard)
                            c = randomOf(movable & ~later[i] & ~discardable[i], rng);
                        if (c == kNoCard)
                            c = randomOf(movable & later[i], rng);
                        Card z = randomOf(pack.all() & ~pinned_ & ~seenAll_ & ~held, rng);
                        st = (c != kNoCard && z != kNoCard && swapCards(setup, c, z)) ? Step::Repaired : Step::GiveUp;
                        break;
                    }
                    if (!done)
                        g->apply(options[ix(static_cast<int>(rng.below(options.size())))]);
                } else if (Refusal r = g->check(a)) {
                    const CardSet hand = g->view(a.seat).hand;
                    const CardSet free = ~pinned_ & ~seenUpTo_[i];
                    bool any = false;
                    for (Card c : cardsOf(actionCards(a) & ~hand)) {
                        Card y = randomOf(hand & free & ~actionCards(a), rng);
                        if (y != kNoCard)
                            any = swapCards(setup, c, y) || any;
                    }
                    if (!any && r.other != kNoCard && has(hand, r.other)) {
                        // The actor's own hidden discard may have taken the card away (a card
                        // shown before it too, e.g. from the blind): prefer discards with it
                        // while the discard has room and the card is not seen after it.
                        for (std::size_t j = i; j-- > 0;)
                            if (o.hiddenCount[j] > 0 && o.actions[j].seat == a.seat) {
                                CardSet& p = discardPref[j];
                                if (!has(p, r.other) && has(discardable[j], r.other) && !has(later[j], r.other) &&
                                    count(p) < o.hiddenCount[j]) {
                                    p |= bit(r.other);
                                    any = true;
                                }
                                break;
                            }
                    }
                    if (!any && r.other != kNoCard && has(free, r.other) && has(hand, r.other)) {
                        // Learnt: a card dealt to this seat would have made the play illegal.
                        const auto& dealt = setup.hands[ix(a.seat)];
                        hints_.notDealt.resize(setup.hands.size(), 0);
                        if (std::find(dealt.begin(), dealt.end(), r.other) != dealt.end())
                            hints_.notDealt[ix(a.seat)] |= bit(r.other);
                        if (r.reason == Reason::MustFollow && ix(a.seat) < hints_.notDealt.size()) {
                            // A void: unless the seat discarded before, it was dealt no card of
                            // the suit other than those it played before.
                            bool discarded = false;
                            CardSet played = 0;
                            for (std::size_t q = 0; q < i; ++q)
                                if (o.actions[q].seat == a.seat) {
                                    discarded = discarded || o.hiddenCount[q] > 0;
                                    played |= actionCards(o.actions[q]);
                                }
                            if (!discarded)
                                hints_.notDealt[ix(a.seat)] |=
                                    pack.suitMask(pack.suit(r.other)) & ~played & ~pinned_ & ~seenUpTo_[i];
                        }
                        // Its replacement: preferably unseen, of another suit (what made the
                        // play illegal was most likely the suit) and from another seat's hand
                        // (a card of the stock might come back, e.g. with the declarer's blind).
                        const CardSet otherSuits = pack.all() & ~pack.suitMask(pack.suit(r.other));
                        CardSet elsewhere = 0; // in the hand of a seat that may have been dealt r.other
                        for (int q = 0; q < g->seats(); ++q)
                            if (q != a.seat &&
                                !(ix(q) < hints_.notDealt.size() && has(hints_.notDealt[ix(q)], r.other)))
                                elsewhere |= g->view(q).hand;
                        // A card another seat plays later goes to that seat.
                        CardSet owner = 0;
                        for (std::size_t q = i + 1; q < n && !owner; ++q)
                            if (o.actions[q].seat != a.seat && has(actionCards(o.actions[q]), r.other)) {
                                CardSet needed = 0;
                                for (std::size_t k2 = q; k2 < n; ++k2)
                                    if (o.actions[k2].seat == o.actions[q].seat)
                                        needed |= actionCards(o.actions[k2]);
                                owner = g->view(o.actions[q].seat).hand & ~needed;
                            }
                        Card z = kNoCard;
                        const CardSet notHere = hints_.notDealt[ix(a.seat)];
                        for (CardSet pool :
                             {owner & otherSuits, owner, otherSuits & elsewhere, elsewhere, otherSuits, pack.all()})
                            if (z == kNoCard)
                                z = randomOf(pool & free & ~hand & ~seenAll_ & ~notHere & ~toSet(dealt), rng);
                        if (z == kNoCard)
                            z = randomOf(pack.all() & free & ~hand, rng);
                        if (z != kNoCard)
                            any = swapCards(setup, r.other, z);
                    }
                    if (!any && r.reason == Reason::NotEnoughTrumps) {
                        // An announcement of many trumps (Zehn Druck): bring a trump in.
                        const int trump = g->view(a.seat).trump;
                        if (trump >= 0) {
                            const CardSet trumps = pack.suitMask(trump);
                            // First the trumps the actor plays later, then unseen ones.
                            CardSet own = 0;
                            for (std::size_t q = i + 1; q < n; ++q)
                                if (o.actions[q].seat == a.seat)
                                    own |= actionCards(o.actions[q]);
                            Card y = randomOf(hand & free & ~trumps & ~own, rng);
                            Card z = randomOf(own & free & trumps & ~hand, rng);
                            if (z == kNoCard)
                                z = randomOf(pack.all() & free & trumps & ~hand & ~seenAll_, rng);
                            any = y != kNoCard && z != kNoCard && swapCards(setup, y, z);
                        }
                    }
                    if (!any) {
                        // No hint: move a random unseen card of the actor's hand away.
                        Card y = randomOf(hand & free, rng);
                        Card z = randomOf(pack.all() & free & ~hand, rng);
                        any = y != kNoCard && z != kNoCard && swapCards(setup, y, z);
                    }
                    st = any ? Step::Repaired : Step::GiveUp;
                    break;
                } else {
                    g->apply(a);
                }
                st = fixView(i + 1);
            }
            if (st == Step::Ok && g->inDeal()) {
                hints_.seenAt = setup;
                return g;
            }
            if (st == Step::GiveUp)
                break;
        }
    }
    return nullptr;
}

std::unique_ptr<Game> Determinizer::replayExact(const DealSetup& setup) const {
    const Observation& o = obs_;
    std::unique_ptr<Game> g = o.start->clone();
    if (!g->startDeal(setup).empty())
        return nullptr;
    auto agrees = [&](std::size_t k) {
        const SeatView wv = g->view(o.seat);
        return wv.hand == o.views[k].hand && visible(wv) == visible(o.views[k]);
    };
    if (!agrees(0))
        return nullptr;
    for (std::size_t i = 0; i < o.actions.size(); ++i) {
        if (!g->inDeal() || o.hiddenCount[i] > 0 || g->check(o.actions[i]))
            return nullptr;
        g->apply(o.actions[i]);
        if (!agrees(i + 1))
            return nullptr;
    }
    if (!g->inDeal())
        return nullptr;
    return g;
}

std::vector<std::unique_ptr<Game>> Determinizer::enumerate(const DealSetup& base, long limit) {
    const Observation& o = obs_;
    std::vector<std::unique_ptr<Game>> worlds;
    const SeatView& now = o.now();
    if (!(now.talonClosed || now.talonSize == 0))
        return worlds; // cards still to be drawn: their order matters
    if (std::any_of(o.hiddenCount.begin(), o.hiddenCount.end(), [](int h) { return h > 0; }))
        return worlds;
    int opponent = -1;
    for (std::size_t p = 0; p < now.handSizes.size(); ++p) {
        if (static_cast<int>(p) == o.seat || now.handSizes[p] == 0)
            continue;
        if (opponent >= 0)
            return worlds; // more than one hidden hand
        opponent = static_cast<int>(p);
    }
    std::unique_ptr<Game> start = replayExact(base);
    if (opponent < 0 || !start)
        return worlds;
    const CardSet unseen = o.start->pack().all() & ~pinned_ & ~seenAll_;
    const CardSet held = start->view(opponent).hand & unseen;
    const CardList cards = toList(unseen);
    const std::size_t n = cards.size(), k = static_cast<std::size_t>(count(held));
    // Splits: n choose k, given up as soon as it passes the limit.
    long splits = 1;
    for (std::size_t i = 0; i < k && splits <= limit; ++i)
        splits = splits * static_cast<long>(n - i) / static_cast<long>(i + 1);
    if (splits > limit)
        return worlds;
    // Every k-subset of the unseen cards, in increasing order of card indices.
    std::vector<std::size_t> pick(k);
    for (std::size_t i = 0; i < k; ++i)
        pick[i] = i;
    while (true) {
        CardSet hand = 0;
        for (std::size_t i : pick)
            hand |= bit(cards[i]);
        DealSetup setup = base;
        const CardList in = toList(hand & ~held), out = toList(held & ~hand);
        for (std::size_t i = 0; i < in.size(); ++i)
            swapCards(setup, in[i], out[i]);
        ++replays_;
        if (std::unique_ptr<Game> g = replayExact(setup))
            worlds.push_back(std::move(g));
        // Next subset.
        std::size_t i = k;
        while (i > 0 && pick[i - 1] == n - k + (i - 1))
            --i;
        if (i == 0)
            break;
        ++pick[i - 1];
        for (std::size_t j = i; j < k; ++j)
            pick[j] = pick[j - 1] + 1;
    }
    return worlds;
}

// ------------------------------------------------------------------- policies

Action easyChoice(const SeatView& v, const Pack& pack, const std::vector<Action>& legal) {
    if (legal.size() == 1)
        return legal[0];
    auto first = [&](Act act) -> const Action* {
        for (const Action& a : legal)
            if (a.act == act)
                return &a;
        return nullptr;
    };
    const int trump = v.trump;
    // Announcing a pair is never wrong: the trump pair (40) first.
    for (const Action& a : legal)
        if (a.act == Act::Declare && a.suit == trump)
            return a;
    if (const Action* a = first(Act::Declare))
        return *a;
    if (const Action* a = first(Act::Exchange))
        return *a;
    if (first(Act::Trump)) {
        // The suit with the most cards (then the most points).
        const Action* best = nullptr;
        int bestScore = -1;
        for (const Action& a : legal) {
            if (a.act != Act::Trump)
                continue;
            const CardSet s = v.hand & pack.suitMask(a.suit);
            const int score = count(s) * 100 + points(pack, s);
            if (score > bestScore) {
                bestScore = score;
                best = &a;
            }
        }
        return *best;
    }
    if (const Action* a = first(Act::Pass))
        return *a; // bids, knocks, "fertig": not unless clearly strong
    if (first(Act::Discard)) {
        const Action* best = nullptr;
        int bestCost = std::numeric_limits<int>::max();
        for (const Action& a : legal)
            if (a.act == Act::Discard && actionRank(pack, a, trump) < bestCost) {
                bestCost = actionRank(pack, a, trump);
                best = &a;
            }
        return *best;
    }
    if (first(Act::Play)) {
        CardSet cards = 0;
        for (const Action& a : legal)
            if (a.act == Act::Play)
                cards |= bit(a.card);
        auto cheapest = [&](CardSet s) {
            Card best = kNoCard;
            for (Card c : cardsOf(s))
                if (best == kNoCard || cardCost(pack, c, trump) < cardCost(pack, best, trump))
                    best = c;
            return best;
        };
        Card pick = kNoCard;
        if (!v.trick.empty()) {
            CardList t;
            int pts = 0;
            for (auto [s, c] : v.trick) {
                t.push_back(c);
                pts += pack.points(c);
            }
            const Card winner = t[ix(winningIndex(pack, t, trump))];
            const int led = pack.suit(t[0]);
            CardSet winners = 0;
            for (Card c : cardsOf(cards))
                if (beats(pack, c, winner, led, trump))
                    winners |= bit(c);
            const Card w = cheapest(winners);
            if (w != kNoCard && (pack.suit(w) != trump || pts >= 10))
                pick = w;
        }
        if (pick == kNoCard)
            pick = cheapest(cards);
        for (const Action& a : legal)
            if (a.act == Act::Play && a.card == pick)
                return a;
    }
    // Otherwise the first action that commits to nothing optional.
    for (Act quiet : {Act::Play, Act::Draw, Act::Bid, Act::Call, Act::TrumpBlind})
        if (const Action* a = first(quiet))
            return *a;
    return legal[0];
}

double utility(const Game& g, int seat) {
    const DealResult r = g.lastResult();
    if (r.delta.empty())
        return 0;
    double others = 0;
    for (std::size_t i = 0; i < r.delta.size(); ++i)
        if (static_cast<int>(i) != seat)
            others += r.delta[i];
    const double n = static_cast<double>(r.delta.size() > 1 ? r.delta.size() - 1 : 1);
    return r.delta[ix(seat)] - others / n;
}

namespace {

/// Does going out win for the seat (it has counted enough)? Decided by the
/// engine: the seat's own points are known to it in every sampled world.
bool goesOutWell(const Game& g, const Action& out) {
    std::unique_ptr<Game> c = g.clone();
    c->apply(out);
    return !c->inDeal() && utility(*c, out.seat) > 0;
}

} // namespace

double playout(Game& g, int seat, bool easy, Rng& rng, Stats& stats, long solveTrickPlay) {
    int guard = 0;
    // Dappen's bids follow the hand in every playout, never at random: a
    // playout that passes every bid leaves the game to whoever the rules
    // compel, and one that passes with a trump stop commits an offence that
    // costs the offender 40 cents a player (docs/ai.md "Bidding in Dappen").
    bool bidding = g.id() == "dappen";
    while (g.inDeal() && g.toAct() >= 0 && ++guard < 4000) {
        if (bidding) {
            if (const auto b = dappenBid(g, g.view(g.toAct()))) {
                g.apply(*b);
                continue;
            }
            bidding = false; // the bidding is over
        }
        if (solveTrickPlay > 0 && g.trickPlay()) {
            // Only trick play is left: the open-card solver plays it out.
            if (const auto v = solvedPlayout(g, seat, solveTrickPlay, stats)) {
                ++stats.playouts;
                return *v;
            }
            solveTrickPlay = 0; // over its node limit: the policy plays on from there
            continue;
        }
        if (easy && rng.below(10) != 0) {
            const SeatView v = g.view(g.toAct());
            if (v.legal.empty())
                break;
            // Going out when the points counted suffice (the going-out rule of thumb).
            const auto out =
                std::find_if(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act == Act::Out; });
            if (out != v.legal.end() && goesOutWell(g, *out)) {
                g.apply(*out);
                continue;
            }
            g.apply(easyChoice(v, g.pack(), v.legal));
        } else {
            const auto legal = g.legalActions();
            if (legal.empty())
                break;
            g.apply(legal[ix(static_cast<int>(rng.below(legal.size())))]);
        }
    }
    ++stats.playouts;
    return g.inDeal() ? 0.0 : utility(g, seat);
}

std::optional<double> solvedPlayout(Game& g, int seat, long nodeLimit, Stats& stats) {
    std::optional<TrickPlay> tp = g.trickPlay();
    if (!tp)
        return std::nullopt;
    TrickSolver solver(nodeLimit);
    int guard = 0;
    std::optional<double> result;
    while (g.inDeal() && g.toAct() >= 0 && ++guard < 400) {
        const int m = g.toAct();
        const std::vector<Action> legal = g.legalActions();
        if (legal.empty())
            break;
        // Going out as soon as it wins (the seat counts its points).
        const auto out = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Out; });
        if (out != legal.end() && goesOutWell(g, *out)) {
            g.apply(*out);
            continue;
        }
        CardSet allowed = 0;
        bool others = false;
        for (const Action& a : legal) {
            if (a.act == Act::Play)
                allowed |= bit(a.card);
            else
                others = others || a.act != Act::Out;
        }
        tp = g.trickPlay();
        if (!tp || others || allowed == 0) { // another kind of decision: the rules of thumb
            g.apply(easyChoice(g.view(m), g.pack(), legal));
            continue;
        }
        const Card c = solver.bestCard(trickPosition(g.pack(), *tp, seat), allowed);
        if (c == kNoCard || !has(allowed, c))
            break;
        g.apply(Action::play(m, c));
    }
    ++stats.searches;
    stats.nodes += solver.stats().nodes;
    if (!g.inDeal())
        result = utility(g, seat);
    else
        ++stats.aborted;
    return result;
}

namespace {

double alphaBeta(const Game& g, int seat, double alpha, double beta, long& budget, Stats& stats) {
    if (!g.inDeal())
        return utility(g, seat);
    if (--budget < 0)
        return 0;
    ++stats.nodes;
    const int p = g.toAct();
    std::vector<Action> legal = g.legalActions();
    if (p < 0 || legal.empty())
        return 0;
    const bool maxi = p == seat;
    double best = maxi ? -1e9 : 1e9;
    for (const Action& a : legal) {
        std::unique_ptr<Game> c = g.clone();
        c->apply(a);
        const double v = alphaBeta(*c, seat, alpha, beta, budget, stats);
        if (budget < 0)
            return 0;
        if (maxi) {
            best = std::max(best, v);
            alpha = std::max(alpha, v);
        } else {
            best = std::min(best, v);
            beta = std::min(beta, v);
        }
        if (alpha >= beta)
            break;
    }
    return best;
}

/// Do all worlds hold the same cards in every hand?
bool sameDeal(const std::vector<std::unique_ptr<Game>>& worlds) {
    for (std::size_t w = 1; w < worlds.size(); ++w)
        for (int p = 0; p < worlds[0]->seats(); ++p)
            if (worlds[w]->view(p).hand != worlds[0]->view(p).hand)
                return false;
    return true;
}

int cardsInHands(const Game& g) {
    int n = 0;
    for (int s = 0; s < g.seats(); ++s)
        n += count(g.view(s).hand);
    return n;
}

} // namespace

std::optional<double> solve(const Game& g, int seat, long nodeLimit, Stats& stats) {
    long budget = nodeLimit;
    ++stats.searches;
    const double v = alphaBeta(g, seat, -1e9, 1e9, budget, stats);
    if (budget < 0) {
        ++stats.aborted;
        return std::nullopt;
    }
    return v;
}

// --------------------------------------------------------------------- levels

namespace {

/// The calibration per game (docs/ai.md "Calibration"): what to take off the
/// value the search foresees for a bid and for a knock. Measured by
/// `tournament` (its "calibration": foreseen minus brought, for knocks beyond
/// declined knocks) and kept only where the level then scored better on the
/// same deals. Strong: Dreierschnapsen's knocks (vs normal +0.72 -> +0.90
/// points a deal); Dreierles' knocks (+4.08 -> +3.44) and the bids of both
/// games (half the offset: +4.08 -> +2.37, +0.72 -> +0.24) scored worse.
/// Expert's own search foresaw its Dreierschnapsen knocks 7.06 points better
/// than declined ones beyond strong's offset (vs strong, 1,000 deals): with
/// the sum, vs strong the same (+0.008 [-0.143, +0.159]), vs the oracle
/// +2.06 [+1.65, +2.47] (its re-knocks had punished expert's knocks).
struct Calibration {
    std::string_view game;
    double bid;
    double knock;
    double expertKnock;
};
constexpr Calibration kCalibration[] = {
    {"dreierschnapsen", 0, 3.07, 10.13}, // expert: 3.07 + 7.06
};

} // namespace

Settings settingsFor(Level l, int seats, std::string_view game) {
    Settings s;
    switch (l) {
    case Level::Random:
    case Level::Easy:
        s.worlds = 0;
        break;
    case Level::Normal:
        s.worlds = 8;
        s.playouts = 1;
        break;
    case Level::Strong:
    case Level::Expert:
    case Level::Oracle:
        s.worlds = 16;
        s.playouts = 2;
        s.exactCards = 6;
        s.nodeLimit = 4000;
        s.openNodeLimit = seats == 2 ? 60000 : 0;
        // Open-card trick play for the last 24 cards (eight tricks of three,
        // four of six) where the game says only trick play is left; 30 cards
        // with six players were slower (p95 74 ms, max 2.0 s) and no stronger
        // over 300 deals (docs/ai.md).
        s.trickCards = 24;
        s.trickNodeLimit = 300000;
        s.enumerateWorlds = 64;
        s.workBudget = 12'000'000;
        if (l == Level::Expert) {
            // Expert spends the time strong leaves unused (docs/ai.md "Expert"):
            // four times the worlds, twice the playouts, the exact search from
            // eight cards on, every world of a closed talon up to C(13,5) (an
            // early close in Schnapsen) and a larger work budget.
            s.worlds = 64;
            s.playouts = 4;
            s.exactCards = 8;
            s.nodeLimit = 20000;
            s.enumerateWorlds = 1300;
            s.workBudget = 24'000'000;
            // With two players the playouts hand the rest of the deal to the
            // open-card solver once the talon is gone or closed.
            s.solvedPlayouts = seats == 2;
        }
        if (l == Level::Strong || l == Level::Expert) {
            s.followUps = true;
            s.exchangeAtOnce = true;
        }
        if (l == Level::Strong || l == Level::Expert)
            for (const Calibration& c : kCalibration)
                if (c.game == game) {
                    s.bidCalibration = c.bid;
                    s.knockCalibration = l == Level::Expert ? c.expertKnock : c.knock;
                }
        break;
    }
    return s;
}

namespace {
/// How far below a bid's rules-of-thumb threshold strong still weighs it.
constexpr double kStrongBidMargin = 1;
} // namespace

Player::Player(Level level, std::uint64_t seed) : level_(level), seed_(seed) {}

void Player::parallelFor(std::size_t n, const std::function<void(std::size_t, Stats&)>& job) {
    const std::size_t threads = std::min<std::size_t>(threads_, n);
    if (threads <= 1) {
        for (std::size_t i = 0; i < n; ++i)
            job(i, stats_);
        return;
    }
    std::atomic<std::size_t> next{0};
    std::vector<Stats> stats(threads);
    auto work = [&](std::size_t t) {
        for (std::size_t i = next++; i < n; i = next++)
            job(i, stats[t]);
    };
    std::vector<std::thread> pool;
    for (std::size_t t = 1; t < threads; ++t)
        pool.emplace_back(work, t);
    work(0);
    for (auto& th : pool)
        th.join();
    for (const Stats& x : stats)
        stats_ += x;
}

std::optional<double> Player::evaluate(const Game& world, const Action* a, int seat, const Settings& s,
                                       std::uint64_t base, std::size_t w, Stats& stats) {
    if (a && world.check(*a))
        return std::nullopt;
    std::unique_ptr<Game> g = world.clone();
    if (a)
        g->apply(*a);
    if (!g->inDeal())
        return utility(*g, seat);
    if (s.trickCards > 0 && cardsInHands(*g) <= s.trickCards && g->trickPlay()) {
        std::unique_ptr<Game> c = g->clone();
        if (auto v = solvedPlayout(*c, seat, s.trickNodeLimit, stats))
            return v;
    }
    if (s.exactCards > 0 && cardsInHands(*g) <= s.exactCards)
        if (auto exact = solve(*g, seat, s.nodeLimit, stats))
            return exact;
    double total = 0;
    for (int p = 0; p < s.playouts; ++p) {
        Rng pr(mix(base, w * 64 + static_cast<std::size_t>(p)));
        std::unique_ptr<Game> c = g->clone();
        total += playout(*c, seat, s.easyPlayouts, pr, stats, s.solvedPlayouts ? s.trickNodeLimit : 0);
    }
    return total / std::max(1, s.playouts);
}

std::optional<std::vector<std::optional<double>>> Player::solveOpen(const std::vector<Action>& cand, int seat,
                                                                    const SeatView& v,
                                                                    const std::vector<std::unique_ptr<Game>>& worlds,
                                                                    const Settings& s, bool shortOuts) {
    if (s.openNodeLimit <= 0 || worlds.empty() || worlds[0]->seats() != 2 || v.talonSize != 0 || !sameDeal(worlds))
        return std::nullopt;
    // A fully open game: solve every candidate exactly in the one deal there is.
    std::vector<std::optional<double>> exact(cand.size());
    parallelFor(cand.size(), [&](std::size_t ci, Stats& stats) {
        // Never go out with too few points (as below).
        if (cancelled() || worlds[0]->check(cand[ci]) ||
            (!shortOuts && cand[ci].act == Act::Out && !goesOutWell(*worlds[0], cand[ci])))
            return;
        std::unique_ptr<Game> g = worlds[0]->clone();
        g->apply(cand[ci]);
        exact[ci] = g->inDeal() ? solve(*g, seat, s.openNodeLimit, stats) : std::optional(utility(*g, seat));
    });
    for (std::size_t ci = 0; ci < cand.size(); ++ci)
        if (!exact[ci]) {
            // A short "out" is left out, anything else unsolved.
            const bool shortOut = !shortOuts && cand[ci].act == Act::Out && !worlds[0]->check(cand[ci]);
            if (!shortOut)
                return std::nullopt;
        }
    return exact;
}

std::vector<std::optional<double>> Player::weigh(const std::vector<Action>& cand, int seat,
                                                 const std::vector<std::unique_ptr<Game>>& worlds, std::uint64_t base,
                                                 const Settings& s, Extra extra, bool shortOuts) {
    // Every (candidate, world) value is computed on its own (its playouts are
    // seeded by base and the world's index), on all cores, then summed in order:
    // the decision does not depend on the number of threads.
    const std::size_t nc = cand.size() + (extra != Extra::None ? 1 : 0);
    const std::size_t nw = worlds.size();
    std::vector<std::optional<double>> value(nc * nw);
    std::vector<long> work(nc * nw, 0);
    std::vector<char> skip(nc, 0);
    for (std::size_t ci = 0; ci < cand.size() && !shortOuts && nw > 0; ++ci)
        // Never go out with too few points: the seat counts its own points, the same in every world.
        if (cand[ci].act == Act::Out && !goesOutWell(*worlds[0], cand[ci]))
            skip[ci] = 1;
    // Follow-ups: a decision after which the seat acts again and has learnt
    // nothing (exchanging, closing, declaring) is weighed with each of the
    // seat's next decisions; its value is the best of their means over the
    // worlds (below), as the seat will choose on the same knowledge. The list
    // is the same in every world (the seat's own hand and the public state).
    std::vector<std::vector<Action>> follow(cand.size());
    if (s.followUps)
        for (std::size_t ci = 0; ci < cand.size(); ++ci) {
            const Act act = cand[ci].act;
            if (skip[ci] || (act != Act::Exchange && act != Act::Close && act != Act::Declare))
                continue;
            for (std::size_t w = 0; w < nw; ++w) {
                if (worlds[w]->check(cand[ci]))
                    continue;
                std::unique_ptr<Game> g = worlds[w]->clone();
                g->apply(cand[ci]);
                if (g->inDeal() && g->toAct() == seat)
                    for (const Action& next : g->legalActions())
                        if (shortOuts || next.act != Act::Out || goesOutWell(*g, next))
                            follow[ci].push_back(next);
                break;
            }
        }
    std::vector<std::vector<std::optional<double>>> followValue(nc * nw);
    auto job = [&](std::size_t ci, std::size_t w, Stats& stats) {
        std::optional<double>& out = value[ci * nw + w];
        if (ci == cand.size()) { // Extra::Nothing
            out = evaluate(*worlds[w], nullptr, seat, s, base, w, stats);
            return;
        }
        const Action& a = cand[ci];
        if (!follow[ci].empty()) {
            if (worlds[w]->check(a))
                return;
            std::unique_ptr<Game> g = worlds[w]->clone();
            g->apply(a);
            auto& fv = followValue[ci * nw + w];
            fv.resize(follow[ci].size());
            for (std::size_t j = 0; j < follow[ci].size(); ++j)
                fv[j] = evaluate(*g, &follow[ci][j], seat, s, base, w, stats);
            return;
        }
        std::unique_ptr<Game> drawn;
        if (a.act == Act::Draw && !worlds[w]->check(a)) {
            drawn = worlds[w]->clone();
            drawn->apply(a);
        }
        if (!drawn || drawn->toAct() != seat) {
            out = evaluate(*worlds[w], &a, seat, s, base, w, stats);
            return;
        }
        // Drawing: the seat then knows its new card, so in this world it goes
        // on with its best lead, declaration, close, exchange or trump choice.
        for (const Action& next : drawn->legalActions())
            if (auto x = evaluate(*drawn, &next, seat, s, base, w, stats); x && (!out || *x > *out))
                out = x;
        if (!out)
            out = evaluate(*worlds[w], &a, seat, s, base, w, stats);
    };
    // The worlds in groups: every (candidate, world) value is computed on its
    // own (its playouts are seeded by base and the world's index) on all
    // cores; after each group the work it took is added up, and past the
    // budget the remaining worlds are left out. Work is counted per job, so
    // neither the values nor where the search stops depend on the threads.
    constexpr std::size_t kGroup = 4;
    long spent = 0;
    for (std::size_t w0 = 0; w0 < nw; w0 += kGroup) {
        const std::size_t w1 = std::min(nw, w0 + kGroup), gw = w1 - w0;
        parallelFor(nc * gw, [&](std::size_t j, Stats& stats) {
            const std::size_t ci = j / gw, w = w0 + j % gw;
            if (skip[ci] || cancelled())
                return;
            Stats local;
            job(ci, w, local);
            work[ci * nw + w] = local.nodes + kPlayoutWork * local.playouts;
            if (workHook_)
                workHook_(work[ci * nw + w]);
            stats += local;
        });
        for (std::size_t ci = 0; ci < nc; ++ci)
            for (std::size_t w = w0; w < w1; ++w)
                spent += work[ci * nw + w];
        if (s.workBudget > 0 && spent > s.workBudget && w1 < nw) {
            ++stats_.budgetStops;
            break;
        }
    }
    std::vector<std::optional<double>> means(nc);
    for (std::size_t ci = 0; ci < nc; ++ci) {
        if (ci < cand.size() && !follow[ci].empty()) {
            // The best follow-up by its mean over the worlds where it was weighed.
            for (std::size_t j = 0; j < follow[ci].size(); ++j) {
                double total = 0;
                int n = 0;
                for (std::size_t w = 0; w < nw; ++w)
                    if (const auto& fv = followValue[ci * nw + w]; j < fv.size() && fv[j]) {
                        total += *fv[j];
                        ++n;
                    }
                if (n > 0 && (!means[ci] || total / n > *means[ci]))
                    means[ci] = total / n;
            }
            continue;
        }
        double total = 0;
        int n = 0;
        for (std::size_t w = 0; w < nw; ++w)
            if (const auto& x = value[ci * nw + w]) {
                total += *x;
                ++n;
            }
        if (n > 0)
            means[ci] = total / n;
    }
    return means;
}

std::optional<Action> Player::searchDecide(const std::vector<Action>& legal, int seat, const Pack& pack,
                                           const SeatView& v, const std::vector<std::unique_ptr<Game>>& worlds,
                                           Rng& rng, const Settings& s, Extra extra) {
    std::vector<Action> cand = legal;
    if (static_cast<int>(cand.size()) > s.maxCandidates) {
        const Action keep = easyChoice(v, pack, legal);
        std::stable_sort(cand.begin(), cand.end(), [&](const Action& a, const Action& b) {
            return actionRank(pack, a, v.trump) < actionRank(pack, b, v.trump);
        });
        cand.resize(ix(s.maxCandidates));
        if (std::find(cand.begin(), cand.end(), keep) == cand.end())
            cand.back() = keep;
    }
    const std::uint64_t base = rng.next();
    if (extra == Extra::None)
        if (const auto exact = solveOpen(cand, seat, v, worlds, s, false)) {
            std::optional<std::size_t> best;
            for (std::size_t ci = 0; ci < cand.size(); ++ci)
                if ((*exact)[ci] && (!best || *(*exact)[ci] > *(*exact)[*best] + 1e-9))
                    best = ci;
            if (best) {
                lastValue_ = *(*exact)[*best];
                for (std::size_t ci = 0; ci < cand.size(); ++ci)
                    if ((*exact)[ci])
                        lastWeighed_.push_back({cand[ci], *(*exact)[ci]});
                return cand[*best];
            }
        }
    const std::vector<std::optional<double>> means = weigh(cand, seat, worlds, base, s, extra, false);
    double bestValue = -1e18;
    std::optional<std::size_t> best;
    for (std::size_t ci = 0; ci < means.size(); ++ci) {
        if (!means[ci])
            continue;
        double mean = *means[ci];
        if (ci < cand.size() && cand[ci].act == Act::Bid)
            mean -= s.bidCalibration;
        else if (ci < cand.size() && cand[ci].act == Act::Knock)
            mean -= s.knockCalibration;
        lastWeighed_.push_back({ci < cand.size() ? cand[ci] : Action{}, mean});
        if (mean > bestValue + 1e-9) {
            bestValue = mean;
            best = ci;
        }
    }
    if (best)
        lastValue_ = bestValue;
    if (!best) // nothing evaluated (cancelled): a declinable option is declined
        return extra == Extra::Nothing ? std::nullopt : std::optional<Action>(cand[0]);
    if (*best == cand.size())
        return std::nullopt;
    return cand[*best];
}

Rng Player::decisionRng(const Observation& obs) const {
    return Rng(
        mix(mix(mix(seed_, obs.actions.size()), static_cast<std::uint64_t>(obs.seat)),
            static_cast<std::uint64_t>(obs.start->dealsFinished()) * 16 + static_cast<std::uint64_t>(obs.dealer)));
}

std::vector<std::unique_ptr<Game>> Player::sampleWorlds(const Observation& o, const Settings& s, Rng& rng) {
    // Each world from its own seed, on all cores; kept in the order of the seeds.
    std::vector<std::uint64_t> seeds;
    for (int w = 0; w < s.worlds; ++w)
        seeds.push_back(rng.next());
    // The first world is found alone; what its repairs taught (where the
    // seen cards lie, which cards a seat cannot hold) starts the others.
    std::vector<std::unique_ptr<Game>> sampled(seeds.size());
    Determinizer::Hints hints;
    if (!seeds.empty() && !cancelled()) {
        Determinizer d(o);
        Rng r(seeds[0]);
        sampled[0] = d.sample(r);
        hints = d.hints();
        // Few unknowns: every world there is instead of a sample.
        if (sampled[0] && s.enumerateWorlds > 0 && hints.seenAt)
            if (auto all = d.enumerate(*hints.seenAt, s.enumerateWorlds); !all.empty())
                return all;
    }
    parallelFor(!seeds.empty() ? seeds.size() - 1 : 0, [&](std::size_t i, Stats&) {
        const std::size_t w = i + 1;
        if (cancelled())
            return;
        Determinizer d(o);
        d.setHints(hints);
        Rng r(seeds[w]);
        sampled[w] = d.sample(r);
    });
    std::vector<std::unique_ptr<Game>> worlds;
    for (auto& g : sampled)
        if (g)
            worlds.push_back(std::move(g));
    return worlds;
}

Action Player::decide(const Observation& obs) {
    lastValue_.reset();
    lastWeighed_.clear();
    const std::vector<Action>& legal = obs.legal();
    if (legal.empty() || !obs.toAct())
        return Action{};
    if (legal.size() == 1)
        return legal[0];
    Rng rng = decisionRng(obs);
    const Pack& pack = obs.start->pack();
    switch (level_) {
    case Level::Random:
        return legal[ix(static_cast<int>(rng.below(legal.size())))];
    case Level::Easy:
        if (const auto b = dappenBid(*obs.start, obs.now()))
            return *b;
        return easyChoice(obs.now(), pack, legal);
    case Level::Normal:
        // Dappen's bids by the rules of thumb: eight single playouts are too
        // few to weigh a lone game's swings (docs/ai.md "Bidding in Dappen").
        if (const auto b = dappenBid(*obs.start, obs.now()))
            return *b;
        break;
    default:
        break;
    }
    // Exchanging the trump card is never worse now than at a later turn (the
    // seat gives up a low trump for the card under the talon; a pair, a close
    // or going out can follow in the same turn). The search cannot see the
    // cost of waiting: its playouts exchange at the seat's next lead anyway
    // and never close, while at a real table the chance is lost to the
    // opponent's close or a talon run short (docs/ai.md "Expert").
    const Settings s = custom_ ? settings_ : settingsFor(level_, obs.start->seats(), obs.start->id());
    if (s.exchangeAtOnce)
        for (const Action& a : legal)
            if (a.act == Act::Exchange)
                return a;
    // Strong weighs only the bids the hand makes plausible (and never passes
    // when a trump stop compels the bid).
    std::vector<Action> cand = dappenBidCandidates(*obs.start, obs.now(), kStrongBidMargin);
    if (cand.size() == 1)
        return cand[0];
    if (cand.empty())
        cand = legal;
    auto worlds = sampleWorlds(obs, s, rng);
    if (worlds.empty())
        return easyChoice(obs.now(), pack, cand);
    return *searchDecide(cand, obs.seat, pack, obs.now(), worlds, rng, s, Extra::None);
}

std::optional<Action> Player::decideOptional(const Observation& obs) {
    lastValue_.reset();
    lastWeighed_.clear();
    const std::vector<Action>& options = obs.legal();
    if (options.empty() || obs.toAct())
        return std::nullopt;
    Rng rng = decisionRng(obs);
    switch (level_) {
    case Level::Random: {
        const auto k = rng.below(options.size() + 1);
        return k < options.size() ? std::optional<Action>(options[k]) : std::nullopt;
    }
    case Level::Easy:
        // Rules of thumb: answer a request (a trump to name), exchange when
        // allowed; never knock, close or go out (it cannot count).
        for (Act act : {Act::Trump, Act::Exchange})
            for (const Action& a : options)
                if (a.act == act)
                    return a;
        return std::nullopt;
    default:
        break;
    }
    const Settings s = custom_ ? settings_ : settingsFor(level_, obs.start->seats(), obs.start->id());
    auto worlds = sampleWorlds(obs, s, rng);
    if (worlds.empty())
        return std::nullopt;
    return searchDecide(options, obs.seat, obs.start->pack(), obs.now(), worlds, rng, s, Extra::Nothing);
}

std::vector<double> Player::appraise(const Observation& obs, const std::vector<Action>& actions) {
    lastValue_.reset();
    lastWeighed_.clear();
    std::vector<double> out;
    if (actions.empty() || obs.views.empty())
        return out;
    // The decision's own seed, worlds and playout seeds (as decide() and
    // decideOptional() draw them), so that an action weighed here gets the
    // value the decision there gave it.
    Rng rng = decisionRng(obs);
    const bool searches = level_ != Level::Random && level_ != Level::Easy;
    const Settings s =
        custom_ ? settings_ : settingsFor(searches ? level_ : Level::Strong, obs.start->seats(), obs.start->id());
    auto worlds = sampleWorlds(obs, s, rng);
    if (worlds.empty())
        return out;
    const std::uint64_t base = rng.next();
    // "Nothing" (an empty action) is the extra choice of an optional decision.
    std::vector<Action> cand;
    bool nothing = false;
    for (const Action& a : actions) {
        if (a.seat < 0)
            nothing = true;
        else if (std::find(cand.begin(), cand.end(), a) == cand.end())
            cand.push_back(a);
    }
    std::vector<std::optional<double>> values;
    if (!nothing)
        if (auto exact = solveOpen(cand, obs.seat, obs.now(), worlds, s, true))
            values = std::move(*exact);
    if (values.empty())
        values = weigh(cand, obs.seat, worlds, base, s, nothing ? Extra::Nothing : Extra::None, true);
    for (const Action& a : actions) {
        const std::size_t ci =
            a.seat < 0 ? cand.size() : static_cast<std::size_t>(std::find(cand.begin(), cand.end(), a) - cand.begin());
        out.push_back(ci < values.size() && values[ci] ? *values[ci] : std::numeric_limits<double>::quiet_NaN());
    }
    return out;
}

Action Player::decideOracle(const Game& truth) {
    lastValue_.reset();
    lastWeighed_.clear();
    const int seat = truth.toAct();
    const SeatView v = truth.view(seat);
    if (v.legal.size() <= 1)
        return v.legal.empty() ? Action{} : v.legal[0];
    Rng rng(mix(mix(seed_, static_cast<std::uint64_t>(seat)), v.hand));
    const Settings s = custom_ ? settings_ : settingsFor(Level::Oracle, truth.seats(), truth.id());
    std::vector<std::unique_ptr<Game>> worlds;
    for (int w = 0; w < std::max(1, s.worlds / 2); ++w)
        worlds.push_back(truth.clone());
    return *searchDecide(v.legal, seat, truth.pack(), v, worlds, rng, s, Extra::None);
}

} // namespace st::ai
