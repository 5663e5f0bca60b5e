// Pieces shared by the games of the Sixty-Six family (Dreeg's 66, two-player
// Schnapsen, Dreierschnapsen): marriages (20 and 40), points that count only
// once a side has a trick, and the 1/2/3 scale by the loser's position.
// The German and Schnapsen packs share card indices, so these work for both.
#pragma once

#include "cards.h"

#include <span>
#include <utility>
#include <vector>

namespace st::sixtysix {

inline constexpr int kGoal = 66; ///< card points that win a deal
inline constexpr int kHalf = 33; ///< the loser below this is "schneider"

constexpr Card king(int suit) {
    return Pack::german(suit, Pack::King);
}
constexpr Card over(int suit) {
    return Pack::german(suit, Pack::Over);
}

/// Does the hand hold King and Over of the suit (a marriage it may declare)?
constexpr bool holdsMarriage(CardSet hand, int suit) {
    return suit >= 0 && suit < 4 && has(hand, king(suit)) && has(hand, over(suit));
}

/// The suits in which the hand may declare a marriage, in suit order.
std::vector<int> marriageSuits(CardSet hand);

/// A marriage is worth 40 in trumps ("Vierziger"), 20 otherwise ("Zwanziger").
/// Without trumps (trump < 0) every marriage is 20.
constexpr int marriageValue(int suit, int trump) {
    return suit == trump ? 40 : 20;
}

/// Card points that count for a side: the face points of its tricks plus its
/// declared marriages, which count only once the side has won a trick.
int counted(const Pack& pack, CardSet won, int tricks, int declared);
/// Declared 20/40 that do not count yet: all of them while the side has no trick.
inline int pendingDeclared(int tricks, int declared) {
    return tricks > 0 ? 0 : declared;
}

/// The winner's score by the loser's position: 3 when the loser took no
/// trick, 2 when the loser has fewer than 33 counted points, otherwise 1.
constexpr int byLoser(int loserPoints, int loserTricks) {
    return loserTricks == 0 ? 3 : loserPoints < kHalf ? 2 : 1;
}

/// Card conservation of a Sixty-Six deal: every card of the pack exactly once among the hands,
/// the won tricks (per seat), the talon and the trick in play.
bool cardsConserved(const Pack& pack, std::span<const CardSet> hands, std::span<const CardSet> won,
                    const CardList& talon, std::span<const std::pair<int, Card>> trick);

} // namespace st::sixtysix
