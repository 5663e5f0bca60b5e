// The determinizer: worlds consistent with an observation, sampled and repaired through the engine, or every one when
// they are few. See docs/ai.md, "The determinizer".
#include "ai.h"
#include "bidding.h"
#include "internal.h"

#include <algorithm>

namespace st::ai {

using namespace detail;

namespace {

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

} // namespace

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

/// One call of sample(): the fresh setups and their replays, each step of the
/// repair a function of its own (docs/ai.md "The determinizer").
struct Determinizer::Sampling {
    Determinizer& d;
    const Observation& o;
    const Pack& pack;
    const int seat;
    const std::size_t n;
    Rng& rng;
    /// Cards played or laid out from action i on (they cannot be among its hidden
    /// discards). A card only shown later may have been discarded (a trump card
    /// turned up stays known); the replay's view checks settle that.
    std::vector<CardSet> later;
    /// The cards each seat plays or lays out (a called card is not the caller's).
    std::vector<CardSet> playedBy;
    DealSetup setup;
    CardSet placed = 0; ///< the seen cards dealt where the hint had them
    /// Per hidden discard: cards it should include (a later play showed the
    /// discarder no longer held them).
    std::vector<CardSet> discardPref;
    std::vector<CardSet> discardable; ///< what the discard could include, as last replayed
    std::unique_ptr<Game> g;          ///< the replay in progress

    Sampling(Determinizer& det, Rng& r)
        : d(det), o(det.obs_), pack(o.start->pack()), seat(o.seat), n(o.actions.size()), rng(r) {
        later.assign(n + 1, 0);
        for (std::size_t i = n; i-- > 0;)
            later[i] = later[i + 1] | actionCards(o.actions[i]);
        playedBy.assign(o.handSizes.size(), 0);
        for (const Action& a : o.actions)
            if ((a.act == Act::Play || a.act == Act::Announce) && a.seat >= 0 && ix(a.seat) < playedBy.size())
                playedBy[ix(a.seat)] |= actionCards(a);
    }

    std::unique_ptr<Game> run() {
        for (int fresh = 0; fresh < 30; ++fresh) {
            deal(fresh);
            if (fresh >= 5)
                dealPlayedCards();
            discardPref.assign(n, 0);
            discardable.assign(n, 0);
            for (int attempt = 0; attempt < 60; ++attempt) {
                ++d.replays_;
                g = o.start->clone();
                if (!g->startDeal(setup).empty())
                    break; // e.g. a deal the rules would redeal: start afresh
                const Step st = replay();
                if (st == Step::Ok && g->inDeal()) {
                    d.hints_.seenAt = setup;
                    return std::move(g);
                }
                if (st == Step::GiveUp)
                    break;
            }
        }
        return nullptr;
    }

    /// A fresh setup. The hints (first half of the fresh starts only): the seen
    /// cards where a consistent world had them; every other free slot gets a
    /// shuffled unseen card, then cards a seat cannot have been dealt are moved away.
    void deal(int fresh) {
        setup = DealSetup{};
        setup.dealer = o.dealer;
        setup.knocked = o.knocked;
        const bool hinted = fresh < 15;
        const DealSetup* t = hinted && d.hints_.seenAt ? &*d.hints_.seenAt : nullptr;
        placed = t ? d.seenAll_ & ~d.pinned_ : 0;
        CardList rest = toList(pack.all() & ~d.pinned_ & ~placed);
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
        if (hinted && !d.hints_.notDealt.empty())
            moveNotDealt();
    }

    /// The hint: cards a seat cannot have been dealt are swapped away.
    void moveNotDealt() {
        const auto& notDealt = d.hints_.notDealt;
        const CardSet fixed = d.pinned_ | placed;
        for (std::size_t p = 0; p < setup.hands.size() && p < notDealt.size(); ++p)
            for (Card& c : setup.hands[p]) {
                if (c == kNoCard || has(fixed, c) || !has(notDealt[p], c))
                    continue;
                // Swap with a free card elsewhere that may lie here and whose new place accepts c.
                std::vector<Card*> options;
                for (std::size_t q = 0; q < setup.hands.size(); ++q)
                    if (q != p)
                        for (Card& x : setup.hands[q])
                            if (x != kNoCard && !has(fixed, x) && !has(notDealt[p], x) &&
                                (q >= notDealt.size() || !has(notDealt[q], c)))
                                options.push_back(&x);
                for (Card& x : setup.stock)
                    if (!has(fixed, x) && !has(notDealt[p], x))
                        options.push_back(&x);
                if (!options.empty())
                    std::swap(c, *options[ix(static_cast<int>(rng.below(options.size())))]);
            }
    }

    /// After a few fresh starts that all failed (a long, constrained deal):
    /// each card a seat plays or shows is dealt to that seat.
    void dealPlayedCards() {
        const CardSet fixed = d.pinned_ | placed;
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

    /// Inference from a card play: how many chances the seat passed up by playing the card, where in
    /// this world it could have declared the pair of the King or Queen it leads, or (two players)
    /// exchanged the trump card: what no careful player passes up (the pair is declared only by
    /// leading it; the exchange gains a trump at once from the talon).
    static int passedUp(const Game& w, const Action& play) {
        const std::vector<Action> legal = w.legalActions();
        const int suit = w.pack().suit(play.card);
        return static_cast<int>(std::count_if(legal.begin(), legal.end(), [&](const Action& x) {
            if (x.act == Act::Exchange)
                return w.seats() == 2;
            if (x.act != Act::Declare || x.suit != suit)
                return false;
            // The card led is one the declared pair could have been led with.
            std::unique_ptr<Game> c = w.clone();
            c->apply(x);
            return !c->check(play);
        }));
    }

    /// One replay of the setup through the engine, action by action: Ok when
    /// it agrees with the observation to the end, else repaired (replay again)
    /// or given up (a fresh setup).
    Step replay() {
        Step st = fixView(0);
        int mismatches = 0, follows = 0;
        for (std::size_t i = 0; i < n && st == Step::Ok; ++i) {
            const Action& a = o.actions[i];
            if (!g->inDeal()) {
                st = Step::GiveUp;
                break;
            }
            if (d.bidInference_ && a.seat != seat && a.seat >= 0 && (a.act == Act::Bid || a.act == Act::Pass) &&
                g->toAct() == a.seat)
                // Inference: would the bidding model, holding this world's hand, have bid
                // (passed) too? Which bid it would have made is not asked: a hand that
                // supports a higher bid may well open lower.
                if (const auto b = modelBid(*g, g->view(a.seat)); b && b->act != a.act)
                    ++mismatches;
            if (d.playInference_ && a.seat != seat && a.seat >= 0 && a.act == Act::Play && g->toAct() == a.seat)
                mismatches += passedUp(*g, a);
            if (d.followInference_ && a.seat != seat && a.seat >= 0 && a.act == Act::Play && g->toAct() == a.seat &&
                g->seats() == 2) {
                // Inference from a card followed: would the easy policy, holding this
                // world's hand, have played it too?
                const SeatView v = g->view(a.seat);
                if (!v.trick.empty() && v.legal.size() > 1) {
                    const Action e = easyChoice(v, g->pack(), v.legal);
                    if (e.act != a.act || e.card != a.card)
                        ++follows;
                }
            }
            if (o.hiddenCount[i] > 0) {
                if (const auto failed = replayHiddenDiscard(i)) {
                    st = *failed;
                    break;
                }
            } else if (Refusal r = g->check(a)) {
                st = repairRefusal(i, r);
                break;
            } else {
                g->apply(a);
            }
            st = fixView(i + 1);
        }
        d.mismatches_ = mismatches;
        d.followMismatches_ = follows;
        return st;
    }

    /// Make the seat's view after step kv agree; Ok if it does.
    Step fixView(std::size_t kv) {
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
        CardList extra = toList((handOnly ? wv.hand & ~realHand : world & ~real) & ~d.pinned_);
        rng.shuffle(extra);
        bool any = false;
        for (std::size_t m = 0; m < missing.size(); ++m) {
            Card partner = m < extra.size() ? extra[m] : randomOf(pack.all() & ~d.pinned_ & ~real, rng);
            if (partner != kNoCard)
                any = swapCards(setup, missing[m], partner) || any;
        }
        if (missing.empty())
            for (Card e : extra)
                any = swapCards(setup, e, randomOf(pack.all() & ~d.pinned_ & ~d.seenAll_ & ~world, rng)) || any;
        return any ? Step::Repaired : Step::GiveUp;
    }

    /// Another seat's hidden discard (action i): one is chosen and applied
    /// (empty), or the setup is repaired so that one can be made.
    std::optional<Step> replayHiddenDiscard(std::size_t i) {
        const Action& a = o.actions[i];
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
            Action dis = Action::simple(a.seat, Act::Discard);
            dis.cards = toList(pref);
            const CardSet pool = discardable[i] ? discardable[i] : held;
            CardList more = toList(held & pool & ~later[i] & ~pref);
            rng.shuffle(more);
            if (d.discardInference_) {
                // The cheapest first, as the easy policy discards (ties in random order).
                const int trump = g->view(a.seat).trump;
                std::stable_sort(more.begin(), more.end(),
                                 [&](Card x, Card y) { return cardCost(pack, x, trump) < cardCost(pack, y, trump); });
            }
            for (std::size_t m = 0; m < more.size() && dis.cards.size() < size; ++m)
                dis.cards.push_back(more[m]);
            std::sort(dis.cards.begin(), dis.cards.end());
            if (dis.cards.size() == size && !g->check(dis)) {
                g->apply(dis);
                done = true;
            }
        }
        if (!done && options.empty())
            return makeDiscardPossible(i, held);
        if (!done) {
            if (d.discardInference_) {
                // The discard the easy policy would make with the world's cards (one of the
                // equally cheap at random).
                const auto cheapest = cheapestDiscards(pack, options, g->view(a.seat).trump);
                g->apply(options[cheapest[ix(static_cast<int>(rng.below(cheapest.size())))]]);
            } else {
                g->apply(options[ix(static_cast<int>(rng.below(options.size())))]);
            }
        }
        return std::nullopt;
    }

    /// No discard could be made: move out of the discarder's hand a card
    /// another seat plays later, else one it may not discard; bring in an unseen card.
    Step makeDiscardPossible(std::size_t i, CardSet held) {
        const Action& a = o.actions[i];
        CardSet own = 0; // what the discarder plays or shows itself later
        for (std::size_t q = i + 1; q < n; ++q)
            if (o.actions[q].seat == a.seat)
                own |= actionCards(o.actions[q]);
        const CardSet movable = held & ~d.seenUpTo_[i] & ~d.pinned_;
        Card c = randomOf(movable & later[i] & ~own, rng);
        if (c == kNoCard)
            c = randomOf(movable & ~later[i] & ~discardable[i], rng);
        if (c == kNoCard)
            c = randomOf(movable & later[i], rng);
        Card z = randomOf(pack.all() & ~d.pinned_ & ~d.seenAll_ & ~held, rng);
        return (c != kNoCard && z != kNoCard && swapCards(setup, c, z)) ? Step::Repaired : Step::GiveUp;
    }

    /// A recorded action (i) the engine refused in this world: the repairs in
    /// order, the first that changes the setup wins.
    Step repairRefusal(std::size_t i, const Refusal& r) {
        const Action& a = o.actions[i];
        const CardSet hand = g->view(a.seat).hand;
        const CardSet free = ~d.pinned_ & ~d.seenUpTo_[i];
        bool any = false;
        for (Card c : cardsOf(actionCards(a) & ~hand)) {
            Card y = randomOf(hand & free & ~actionCards(a), rng);
            if (y != kNoCard)
                any = swapCards(setup, c, y) || any;
        }
        if (!any && r.other != kNoCard && has(hand, r.other))
            any = preferInDiscard(i, r);
        if (!any && r.other != kNoCard && has(free, r.other) && has(hand, r.other))
            any = swapOutRefusedCard(i, r, hand, free);
        if (!any && r.reason == Reason::NotEnoughTrumps)
            any = bringTrumpIn(i, hand, free);
        if (!any) {
            // No hint: move a random unseen card of the actor's hand away.
            Card y = randomOf(hand & free, rng);
            Card z = randomOf(pack.all() & free & ~hand, rng);
            any = y != kNoCard && z != kNoCard && swapCards(setup, y, z);
        }
        return any ? Step::Repaired : Step::GiveUp;
    }

    /// The actor's own hidden discard may have taken the card away (a card
    /// shown before it too, e.g. from the blind): prefer discards with it
    /// while the discard has room and the card is not seen after it.
    bool preferInDiscard(std::size_t i, const Refusal& r) {
        const Action& a = o.actions[i];
        bool any = false;
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
        return any;
    }

    /// Learnt: a card dealt to this seat would have made the play illegal. It
    /// is remembered for the later samples and swapped away.
    bool swapOutRefusedCard(std::size_t i, const Refusal& r, CardSet hand, CardSet free) {
        const Action& a = o.actions[i];
        auto& hints = d.hints_;
        const auto& dealt = setup.hands[ix(a.seat)];
        hints.notDealt.resize(setup.hands.size(), 0);
        if (std::find(dealt.begin(), dealt.end(), r.other) != dealt.end())
            hints.notDealt[ix(a.seat)] |= bit(r.other);
        if (r.reason == Reason::MustFollow && ix(a.seat) < hints.notDealt.size()) {
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
                hints.notDealt[ix(a.seat)] |=
                    pack.suitMask(pack.suit(r.other)) & ~played & ~d.pinned_ & ~d.seenUpTo_[i];
        }
        // Its replacement: preferably unseen, of another suit (what made the
        // play illegal was most likely the suit) and from another seat's hand
        // (a card of the stock might come back, e.g. with the declarer's blind).
        const CardSet otherSuits = pack.all() & ~pack.suitMask(pack.suit(r.other));
        CardSet elsewhere = 0; // in the hand of a seat that may have been dealt r.other
        for (int q = 0; q < g->seats(); ++q)
            if (q != a.seat && !(ix(q) < hints.notDealt.size() && has(hints.notDealt[ix(q)], r.other)))
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
        const CardSet notHere = hints.notDealt[ix(a.seat)];
        for (CardSet pool : {owner & otherSuits, owner, otherSuits & elsewhere, elsewhere, otherSuits, pack.all()})
            if (z == kNoCard)
                z = randomOf(pool & free & ~hand & ~d.seenAll_ & ~notHere & ~toSet(dealt), rng);
        if (z == kNoCard)
            z = randomOf(pack.all() & free & ~hand, rng);
        return z != kNoCard && swapCards(setup, r.other, z);
    }

    /// An announcement of many trumps (Zehn Druck): bring a trump in, first
    /// the trumps the actor plays later, then unseen ones.
    bool bringTrumpIn(std::size_t i, CardSet hand, CardSet free) {
        const Action& a = o.actions[i];
        const int trump = g->view(a.seat).trump;
        if (trump < 0)
            return false;
        const CardSet trumps = pack.suitMask(trump);
        CardSet own = 0;
        for (std::size_t q = i + 1; q < n; ++q)
            if (o.actions[q].seat == a.seat)
                own |= actionCards(o.actions[q]);
        Card y = randomOf(hand & free & ~trumps & ~own, rng);
        Card z = randomOf(own & free & trumps & ~hand, rng);
        if (z == kNoCard)
            z = randomOf(pack.all() & free & trumps & ~hand & ~d.seenAll_, rng);
        return y != kNoCard && z != kNoCard && swapCards(setup, y, z);
    }
};

std::unique_ptr<Game> Determinizer::sample(Rng& rng) {
    return Sampling(*this, rng).run();
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

} // namespace st::ai
