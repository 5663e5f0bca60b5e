#include "trick.h"

namespace st {

bool beats(const Pack& pack, Card a, Card b, int ledSuit, int trump) {
    const int sa = pack.suit(a), sb = pack.suit(b);
    if (sa == sb)
        return pack.strength(a) > pack.strength(b);
    if (trump != kNoTrump && sa == trump)
        return true; // b is not a trump
    (void)ledSuit;
    return false; // a neither follows b's suit nor trumps it
}

int winningIndex(const Pack& pack, const CardList& trick, int trump) {
    if (trick.empty())
        return -1;
    const int led = pack.suit(trick[0]);
    int best = 0;
    for (int i = 1; i < static_cast<int>(trick.size()); ++i)
        if (beats(pack, trick[i], trick[best], led, trump))
            best = i;
    return best;
}

namespace {
CardSet beatersOf(const Pack& pack, CardSet cards, Card best, int led, int trump) {
    CardSet out = 0;
    for (Card c : cardsOf(cards))
        if (beats(pack, c, best, led, trump))
            out |= bit(c);
    return out;
}
} // namespace

CardSet legalCards(const Pack& pack, CardSet hand, const CardList& trick, int trump, const TrickRules& rules) {
    if (trick.empty())
        return hand;
    const int led = pack.suit(trick[0]);
    const Card best = trick[static_cast<std::size_t>(winningIndex(pack, trick, trump))];
    if (rules.follow) {
        const CardSet same = hand & pack.suitMask(led);
        if (same) {
            if (rules.beatInSuit) {
                CardSet b = beatersOf(pack, same, best, led, trump);
                if (b)
                    return b;
            }
            return same;
        }
    }
    if (rules.trumpWhenVoid && trump != kNoTrump && trump != led) {
        const CardSet trumps = hand & pack.suitMask(trump);
        if (trumps) {
            if (rules.overtrump) {
                CardSet b = beatersOf(pack, trumps, best, led, trump);
                if (b)
                    return b;
            }
            return trumps;
        }
    }
    return hand;
}

Refusal checkCard(const Pack& pack, CardSet hand, const CardList& trick, int trump, const TrickRules& rules,
                  Card card) {
    Refusal r;
    if (card < 0 || card >= 64 || !has(hand, card)) {
        r.reason = Reason::NotInHand;
        r.card = card;
        return r;
    }
    const CardSet legal = legalCards(pack, hand, trick, trump, rules);
    if (has(legal, card))
        return r;
    r.card = card;
    const int led = pack.suit(trick[0]);
    const Card best = trick[static_cast<std::size_t>(winningIndex(pack, trick, trump))];
    const CardSet same = hand & pack.suitMask(led);
    if (rules.follow && same && pack.suit(card) != led) {
        r.reason = Reason::MustFollow;
        r.suit = led;
        r.other = lowest(same);
        return r;
    }
    if (rules.follow && same) { // followed, but did not beat
        r.reason = Reason::MustOvertake;
        r.other = lowest(legal);
        r.third = best;
        return r;
    }
    const CardSet trumps = trump != kNoTrump ? hand & pack.suitMask(trump) : 0;
    if (trumps && pack.suit(card) != trump) {
        r.reason = Reason::MustTrump;
        r.suit = trump;
        r.other = lowest(trumps);
        return r;
    }
    r.reason = Reason::MustOvertrump;
    r.other = lowest(legal);
    r.third = best;
    return r;
}

int points(const Pack& pack, CardSet s) {
    int t = 0;
    for (Card c : cardsOf(s))
        t += pack.points(c);
    return t;
}

} // namespace st
