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

} // namespace st::sixtysix
