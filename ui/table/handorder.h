// The order a hand is shown in, on the table and in every dialog showing the
// player's cards. By default trumps together first, then the suits in pack
// order, each from the highest card down; the player may choose their own
// order (Settings ▸ Preferences ▸ Your hand): trumps at the right, each suit
// from the lowest card up, the suits' colours alternating.
#pragma once

#include "cards.h"

#include <QList>

#include <algorithm>
#include <array>
#include <tuple>

namespace st::ui {

/// The player's choice of how their hand is sorted (a display preference, no rule).
struct HandOrder {
    bool trumpsRight = false;      ///< trumps at the right end instead of the left
    bool lowFirst = false;         ///< each suit from its lowest card up
    bool alternateColours = false; ///< suits ordered so that neighbours differ in colour
    bool operator==(const HandOrder&) const = default;
};

/// The order the table and the dialogs use now (set from the preferences).
inline HandOrder& handOrderSetting() {
    static HandOrder order;
    return order;
}

/// The hand's cards in display order.
inline QList<Card> handDisplayOrder(const Pack& pack, CardSet hand, int trump,
                                    const HandOrder& order = handOrderSetting()) {
    // Alternating colours: the packs' second and third suits trade places
    // (German E L H S -> Eichel, Herz, Laub, Schellen; French clubs, hearts,
    // spades, diamonds; Cego hearts, clubs, diamonds, spades).
    static constexpr std::array<int, 5> kAlternate{0, 2, 1, 3, 4};
    QList<Card> cards;
    for (Card c : cardsOf(hand))
        cards.append(c);
    std::stable_sort(cards.begin(), cards.end(), [&](Card a, Card b) {
        auto key = [&](Card c) {
            const int s = pack.suit(c);
            const int place = order.alternateColours && s >= 0 && s < 5 ? kAlternate[static_cast<std::size_t>(s)] : s;
            const int suitKey = s == trump ? (order.trumpsRight ? 99 : -1) : place;
            const int strength = pack.strength(c);
            return std::tuple(suitKey, order.lowFirst ? strength : -strength);
        };
        return key(a) < key(b);
    });
    return cards;
}

} // namespace st::ui
