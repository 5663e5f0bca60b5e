#include "cards.h"

namespace st {

CardList toList(CardSet s) {
    CardList l;
    l.reserve(static_cast<std::size_t>(count(s)));
    for (Card c : cardsOf(s))
        l.push_back(c);
    return l;
}

CardSet toSet(const CardList& l) {
    CardSet s = 0;
    for (Card c : l)
        s |= bit(c);
    return s;
}

Pack::Pack(PackKind kind) : kind_(kind) {
    if (kind == PackKind::German24 || kind == PackKind::Schnapsen20) {
        name_ = kind == PackKind::German24 ? "german24" : "schnapsen20";
        suitLetters_ = "ELHS";
        suitCount_ = 4;
        static const char* ranks[6] = {"A", "10", "K", "O", "U", "9"};
        static const int pts[6] = {11, 10, 4, 3, 2, 0};
        for (int s = 0; s < 4; ++s) {
            for (int r = 0; r < 6; ++r) {
                Card c = german(s, r);
                info_[c] = Info{std::string(1, suitLetters_[s]) + ranks[r], s, 5 - r, pts[r]};
                if (kind == PackKind::Schnapsen20 && r == Nine)
                    continue;
                all_ |= bit(c);
                suitMask_[s] |= bit(c);
            }
        }
    } else {
        name_ = "cego54";
        suitLetters_ = "HDCST";
        suitCount_ = 5;
        for (int n = 1; n <= 22; ++n) {
            Card c = cegoTrump(n);
            int p = (n == 1 || n == 21 || n == 22) ? 5 : 1;
            info_[c] = Info{"T" + std::to_string(n), kCegoTrumpSuit, n, p};
            all_ |= bit(c);
            suitMask_[kCegoTrumpSuit] |= bit(c);
        }
        static const char* red[8] = {"K", "Q", "C", "J", "1", "2", "3", "4"};
        static const char* black[8] = {"K", "Q", "C", "J", "10", "9", "8", "7"};
        static const int pts[8] = {5, 4, 3, 2, 1, 1, 1, 1};
        for (int s = 0; s < 4; ++s) {
            for (int r = 0; r < 8; ++r) {
                Card c = 22 + s * 8 + r;
                const char* rank = s < 2 ? red[r] : black[r];
                info_[c] = Info{std::string(1, suitLetters_[s]) + rank, s, 8 - r, pts[r]};
                all_ |= bit(c);
                suitMask_[s] |= bit(c);
            }
        }
    }
}

const Pack& Pack::get(PackKind kind) {
    static const Pack german(PackKind::German24);
    static const Pack schnapsen(PackKind::Schnapsen20);
    static const Pack cego(PackKind::Cego54);
    switch (kind) {
    case PackKind::German24:
        return german;
    case PackKind::Schnapsen20:
        return schnapsen;
    case PackKind::Cego54:
        break;
    }
    return cego;
}

std::optional<Card> Pack::fromCode(std::string_view code) const {
    for (Card c : cardsOf(all_))
        if (info_[c].code == code)
            return c;
    return std::nullopt;
}

std::optional<int> Pack::suitFromLetter(std::string_view s) const {
    if (s.size() != 1)
        return std::nullopt;
    auto p = suitLetters_.find(s[0]);
    if (p == std::string::npos)
        return std::nullopt;
    return static_cast<int>(p);
}

int Pack::totalPoints() const {
    int t = 0;
    for (Card c : cardsOf(all_))
        t += info_[c].points;
    return t;
}

std::string Pack::codes(CardSet s) const {
    return codes(toList(s));
}

std::string Pack::codes(const CardList& l) const {
    std::string out;
    for (Card c : l) {
        if (!out.empty())
            out += ' ';
        out += code(c);
    }
    return out;
}

namespace {
std::uint64_t splitmix(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
std::uint64_t rotl(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}
} // namespace

Rng::Rng(std::uint64_t seed) {
    for (auto& w : s_)
        w = splitmix(seed);
}

std::uint64_t Rng::next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

std::uint64_t Rng::below(std::uint64_t n) {
    // Reject the low values that would bias r % n.
    const std::uint64_t threshold = (0 - n) % n;
    for (;;) {
        std::uint64_t r = next();
        if (r >= threshold)
            return r % n;
    }
}

CardList shuffledPack(const Pack& pack, Rng& rng) {
    CardList deck = toList(pack.all());
    rng.shuffle(deck);
    return deck;
}

} // namespace st
