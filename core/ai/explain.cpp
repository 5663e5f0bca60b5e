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

constexpr std::size_t kMostWeighed = 10;

} // namespace

HintExplanation explainHint(const Observation& obs, const Action& suggested, Player* appraiser) {
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
    if (!appraiser)
        return e;
    // The suggestion and the other choices weighed on the same worlds.
    std::vector<Action> candidates{suggested};
    if (!declining && v.toAct != v.seat)
        candidates.push_back(Action{}); // an optional decision taken: the alternative is to let it pass
    for (const Action& a : legal)
        if (candidates.size() < kMostWeighed && !(a == suggested))
            candidates.push_back(a);
    if (candidates.size() < 2)
        return e;
    const std::vector<double> values = appraiser->appraise(obs, candidates);
    if (values.size() != candidates.size() || std::isnan(values[0]))
        return e;
    e.value = values[0];
    for (std::size_t i = 1; i < values.size(); ++i)
        if (!std::isnan(values[i]) && (!e.nextValue || values[i] > *e.nextValue)) {
            e.nextValue = values[i];
            e.next = candidates[i];
        }
    return e;
}

} // namespace st::ai
