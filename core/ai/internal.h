// Helpers shared by the computer players' files (core/ai/*.cpp); not part of
// the library's interface. See docs/ai.md.
#pragma once

#include "ai.h"
#include "dds.h"

#include <cstddef>
#include <cstdint>

namespace st::ai::detail {

constexpr std::size_t ix(int i) {
    return static_cast<std::size_t>(i);
}

inline std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
    std::uint64_t z = a + 0x9e3779b97f4a7c15ULL * (b + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

inline int cardCost(const Pack& pack, Card c, int trump) {
    return pack.points(c) * 100 + pack.strength(c) + (pack.suit(c) == trump ? 5000 : 0);
}

/// Rank of an action for the candidate cap (lower first).
inline int actionRank(const Pack& pack, const Action& a, int trump) {
    int r = 0;
    for (Card c : a.cards)
        r += cardCost(pack, c, trump);
    if (a.card != kNoCard)
        r += cardCost(pack, a.card, trump);
    return r;
}

/// The discards of the lowest rank among `actions` (their indices, in order): the easy policy
/// discards the first; the determinizer's discard inference one of them at random.
inline std::vector<std::size_t> cheapestDiscards(const Pack& pack, const std::vector<Action>& actions, int trump) {
    std::vector<std::size_t> out;
    int best = 0;
    for (std::size_t k = 0; k < actions.size(); ++k) {
        if (actions[k].act != Act::Discard)
            continue;
        const int r = actionRank(pack, actions[k], trump);
        if (out.empty() || r < best) {
            best = r;
            out.clear();
        }
        if (r == best)
            out.push_back(k);
    }
    return out;
}

/// The cards in all the hands (the public hand sizes of one view).
int cardsInHands(const SeatView& v);
int cardsInHands(const Game& g);

/// Is a card among these actions?
bool canPlayCard(const std::vector<Action>& legal);

/// Has the card play begun where nothing more is drawn: the seat of this view (the one to act)
/// may play a card and no talon is left to draw from (Settings::playExactCards, playoutExactCards)?
bool inCardPlay(const SeatView& v);

/// Does going out win for the seat (it has counted enough)? Decided by the
/// engine: the seat's own points are known to it in every sampled world.
bool goesOutWell(const Game& g, const Action& out);

/// The open-card choice for the mover of `g` among its `legal` actions: going
/// out as soon as it wins (the seat counts its points), else, where only cards
/// may be played (`cardsOnly` set), the card `solver` finds best for the mover's
/// side. Empty where another kind of decision is asked (a pair to declare) or
/// the solver ran over its limit.
std::optional<Action> solverMove(const Game& g, const std::vector<Action>& legal, int seat, TrickSolver& solver,
                                 bool& cardsOnly);

/// Plays the deal in `g` to its end where only trick play is left, every card
/// by `solver` for the mover's side (going out as soon as it wins, any other
/// decision by the easy policy); false when the solver ran over its limit.
bool playTrickPlay(Game& g, int seat, TrickSolver& solver);

/// Does closing (`close`, legal in `g`) win for its seat by at least
/// closes.minValue? The close applied to a clone, the rest searched exactly
/// (solveTalon) with closes.nodeLimit nodes (counted in `stats`).
bool closesWell(const Game& g, const Action& close, const PlayoutCloses& closes, Stats& stats);

} // namespace st::ai::detail
