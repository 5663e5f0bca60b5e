// The order a hand is shown in, on the table and in every dialog showing the
// player's cards: trumps together first, then the suits in pack order, each
// from the highest card down.
#pragma once

#include "cards.h"

#include <QList>

#include <algorithm>
#include <utility>

namespace st::ui {

inline QList<Card> handDisplayOrder(const Pack& pack, CardSet hand, int trump) {
    QList<Card> cards;
    for (Card c : cardsOf(hand))
        cards.append(c);
    std::stable_sort(cards.begin(), cards.end(), [&](Card a, Card b) {
        auto key = [&](Card c) {
            const int s = pack.suit(c);
            return std::pair(s == trump ? -1 : s, -pack.strength(c));
        };
        return key(a) < key(b);
    });
    return cards;
}

} // namespace st::ui
