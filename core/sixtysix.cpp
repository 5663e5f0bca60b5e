#include "sixtysix.h"

#include "trick.h"

namespace st::sixtysix {

std::vector<int> marriageSuits(CardSet hand) {
    std::vector<int> out;
    for (int suit = 0; suit < 4; ++suit)
        if (holdsMarriage(hand, suit))
            out.push_back(suit);
    return out;
}

int counted(const Pack& pack, CardSet won, int tricks, int declared) {
    return points(pack, won) + (tricks > 0 ? declared : 0);
}

bool cardsConserved(const Pack& pack, std::span<const CardSet> hands, std::span<const CardSet> won,
                    const CardList& talon, std::span<const std::pair<int, Card>> trick) {
    CardSet all = 0;
    int n = 0;
    auto add = [&](CardSet s) {
        all |= s;
        n += count(s);
    };
    for (CardSet s : hands)
        add(s);
    for (CardSet s : won)
        add(s);
    for (Card c : talon)
        add(bit(c));
    for (auto [s, c] : trick)
        add(bit(c));
    return all == pack.all() && n == pack.size();
}

} // namespace st::sixtysix
