#include "ai/explain.h"

#include "trick.h"

#include <algorithm>
#include <cmath>

namespace st::ai {

namespace {

/// Every card the seat has seen by now: its hand, the tricks played, cards shown, open tricks.
CardSet seenCards(const Observation& obs) {
    CardSet seen = obs.now().hand;
    for (const SeatView& v : obs.views) {
        for (const auto& [s, c] : v.trick)
            seen |= bit(c);
        for (const auto& [s, c] : v.lastTrick)
            seen |= bit(c);
        for (const auto& [s, c] : v.shown)
            seen |= bit(c);
        if (v.trumpCard != kNoCard)
            seen |= bit(v.trumpCard);
    }
    for (const Action& a : obs.actions)
        if (a.act == Act::Play && a.card != kNoCard)
            seen |= bit(a.card);
    return seen;
}

/// A high card: an Ace or a Ten (German packs); in Cego the Trull and the Kings (five points).
bool high(const Pack& pack, Card c) {
    return pack.kind() == PackKind::Cego54 ? pack.points(c) == 5 : pack.points(c) >= 10;
}

/// True when the hand holds King and Over of the suit (German packs).
bool holdsPair(const Pack& pack, CardSet hand, int suit) {
    if (pack.kind() == PackKind::Cego54 || suit < 0 || suit >= 4)
        return false;
    return (hand & bit(Pack::german(suit, Pack::King))) && (hand & bit(Pack::german(suit, Pack::Over)));
}

/// The hand's facts behind a reason: its best suit (the trumps once they are known, Cego's trumps;
/// else the longest suit, a pair and high cards breaking ties, or `suit` when given), how many
/// cards of it the hand holds, whether King and Over of it, and the hand's high cards.
void describeHand(HintExplanation& e, const Pack& pack, const SeatView& v, int suit = -1) {
    const CardSet hand = v.hand;
    if (suit < 0)
        suit = v.trump >= 0 ? v.trump : pack.kind() == PackKind::Cego54 ? 4 : -1;
    if (suit < 0) {
        int bestScore = -1;
        for (int s = 0; s < pack.suitCount(); ++s) {
            int highs = 0;
            for (Card c : cardsOf(hand & pack.suitMask(s)))
                highs += high(pack, c);
            const int score = count(hand & pack.suitMask(s)) * 100 + (holdsPair(pack, hand, s) ? 10 : 0) + highs;
            if (score > bestScore) {
                bestScore = score;
                suit = s;
            }
        }
    }
    e.suit = suit;
    e.count = suit >= 0 ? count(hand & pack.suitMask(suit)) : 0;
    e.pair = holdsPair(pack, hand, suit);
    e.trumps = suit >= 0 && suit == v.trump;
    e.high = 0;
    for (Card c : cardsOf(hand))
        e.high += high(pack, c);
}

} // namespace

HintExplanation explainHint(const Observation& obs, const Action& suggested) {
    HintExplanation e;
    if (obs.views.empty() || !obs.start)
        return e;
    const SeatView& v = obs.now();
    const Pack& pack = obs.start->pack();
    const std::vector<Action>& legal = obs.legal();
    const bool declining = suggested.seat < 0;
    if (!declining && legal.size() == 1) {
        e.why = HintWhy::OnlyChoice;
        e.card = suggested.card;
        return e;
    }
    if (declining) {
        e.why = HintWhy::Decline;
        describeHand(e, pack, v);
        return e;
    }
    switch (suggested.act) {
    case Act::Play:
        break;
    case Act::Declare:
        e.why = HintWhy::DeclareNow;
        describeHand(e, pack, v, suggested.suit);
        e.points = suggested.suit == v.trump ? 40 : 20;
        return e;
    case Act::Close:
        e.why = HintWhy::Close;
        describeHand(e, pack, v);
        return e;
    case Act::Out:
        e.why = HintWhy::GoOut;
        return e;
    case Act::Exchange:
        e.why = HintWhy::Exchange;
        e.card = v.trumpCard;
        describeHand(e, pack, v);
        return e;
    case Act::Bid:
        e.why = HintWhy::Bid;
        describeHand(e, pack, v);
        return e;
    case Act::Pass:
        e.why = HintWhy::Pass;
        describeHand(e, pack, v);
        return e;
    case Act::Trump:
        e.why = HintWhy::TrumpSuit;
        describeHand(e, pack, v, suggested.suit);
        return e;
    case Act::Knock:
        e.why = HintWhy::Knock;
        describeHand(e, pack, v);
        return e;
    case Act::Discard:
        e.why = HintWhy::Discard;
        describeHand(e, pack, v);
        return e;
    default:
        e.why = HintWhy::Expected;
        return e;
    }
    if (!declining && suggested.act == Act::Play) {
        e.card = suggested.card;
        CardList trick;
        for (const auto& [s, c] : v.trick)
            trick.push_back(c);
        if (trick.empty()) {
            // A lead: is it the highest card of its suit still out?
            const CardSet out = pack.all() & ~seenCards(obs);
            const int suit = pack.suit(e.card);
            bool master = true;
            for (Card c : cardsOf(out & pack.suitMask(suit)))
                master = master && pack.strength(c) < pack.strength(e.card);
            if (v.trump >= 0 && suit == v.trump && !master)
                e.why = HintWhy::LeadTrump;
            else
                e.why = master ? HintWhy::LeadMaster : HintWhy::Lead;
        } else {
            const auto takes = [&](Card c) {
                CardList t = trick;
                t.push_back(c);
                return winningIndex(pack, t, v.trump) == static_cast<int>(trick.size());
            };
            e.beats = trick[static_cast<std::size_t>(winningIndex(pack, trick, v.trump))];
            // Who still plays to this trick after the seat: the others holding cards who have not played.
            int after = 0;
            for (int s = 0; s < static_cast<int>(v.handSizes.size()); ++s) {
                const bool played =
                    std::any_of(v.trick.begin(), v.trick.end(), [&](const auto& p) { return p.first == s; });
                if (s != v.seat && !played && v.handSizes[static_cast<std::size_t>(s)] > 0)
                    ++after;
            }
            if (takes(e.card)) {
                e.why = after == 0 ? HintWhy::WinsTrick : HintWhy::BeatsSoFar;
            } else {
                const bool could = std::any_of(legal.begin(), legal.end(),
                                               [&](const Action& a) { return a.act == Act::Play && takes(a.card); });
                e.why = could ? HintWhy::Smallest : HintWhy::CannotWin;
            }
        }
    }
    return e;
}

Suggestion suggest(const Observation& obs, Level level, std::uint64_t seed) {
    Suggestion out;
    if (obs.views.empty() || !obs.start || obs.legal().empty())
        return out;
    Player player(level, seed);
    if (obs.toAct())
        out.action = player.decide(obs);
    else
        out.action = player.decideOptional(obs);
    // The choice first, then the others by value: the values of the one search that chose.
    out.weighed = player.lastWeighed();
    const Action chosen = out.action.value_or(Action{});
    std::stable_sort(out.weighed.begin(), out.weighed.end(), [&](const Player::Weighed& a, const Player::Weighed& b) {
        const bool ac = a.action == chosen, bc = b.action == chosen;
        return ac != bc ? ac : a.value > b.value;
    });
    out.why = explainHint(obs, chosen);
    if (!out.weighed.empty() && out.weighed.front().action == chosen) {
        out.why.value = out.weighed.front().value;
        if (out.weighed.size() > 1) {
            out.why.nextValue = out.weighed[1].value;
            out.why.next = out.weighed[1].action;
        }
    }
    return out;
}

} // namespace st::ai
