// Card packs, card sets and seeded shuffling. Qt-free.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace st {

/// A card is an index into its pack (0..63). A hand of any pack fits a 64-bit mask.
using Card = int;
inline constexpr Card kNoCard = -1;
using CardSet = std::uint64_t;
using CardList = std::vector<Card>;

constexpr CardSet bit(Card c) {
    return CardSet{1} << c;
}
constexpr bool has(CardSet s, Card c) {
    return (s & bit(c)) != 0;
}
constexpr int count(CardSet s) {
    return std::popcount(s);
}
constexpr Card lowest(CardSet s) {
    return s ? std::countr_zero(s) : kNoCard;
}

/// Iterate the cards of a set in index order: for (Card c : cardsOf(set)).
class CardRange {
  public:
    class It {
      public:
        explicit It(CardSet s) : s_(s) {}
        Card operator*() const { return std::countr_zero(s_); }
        It& operator++() {
            s_ &= s_ - 1;
            return *this;
        }
        bool operator!=(const It& o) const { return s_ != o.s_; }

      private:
        CardSet s_;
    };
    explicit CardRange(CardSet s) : s_(s) {}
    It begin() const { return It(s_); }
    It end() const { return It(0); }

  private:
    CardSet s_;
};
inline CardRange cardsOf(CardSet s) {
    return CardRange(s);
}
CardList toList(CardSet s);
CardSet toSet(const CardList& l);

enum class PackKind : std::uint8_t {
    German24,    ///< Dreeg: Eichel, Laub, Herz, Schellen; A 10 K O U 9.
    Schnapsen20, ///< The German pack without the Nines (Schnapsen family).
    Cego54,      ///< 22 trumps (T1..T21, T22 = Gstieß) and four French suits.
};

/// Static facts about a pack: codes, suits, rank strength and point values.
/// The German and Schnapsen packs share card indices (suit * 6 + rank,
/// ranks A 10 K O U 9); the Schnapsen pack simply lacks the Nines.
class Pack {
  public:
    static const Pack& get(PackKind kind);

    PackKind kind() const { return kind_; }
    std::string_view name() const { return name_; }
    /// All cards of the pack.
    CardSet all() const { return all_; }
    int size() const { return count(all_); }
    int suitCount() const { return suitCount_; }
    /// Suit of a card: German 0=E 1=L 2=H 3=S; Cego 0=H 1=D 2=C 3=S 4=T (trumps).
    int suit(Card c) const { return info_[c].suit; }
    /// Strength within the suit: higher beats lower.
    int strength(Card c) const { return info_[c].strength; }
    /// Face point value (Dreeg/Schnapsen: 11 10 4 3 2 0; Cego: 5 4 3 2 1).
    int points(Card c) const { return info_[c].points; }
    const std::string& code(Card c) const { return info_[c].code; }
    std::optional<Card> fromCode(std::string_view code) const;
    char suitLetter(int suit) const { return suitLetters_[suit]; }
    std::optional<int> suitFromLetter(std::string_view s) const;
    CardSet suitMask(int suit) const { return suitMask_[suit]; }
    int totalPoints() const;
    std::string codes(CardSet s) const;
    std::string codes(const CardList& l) const;

    // German/Schnapsen pack helpers.
    enum GermanRank { Ace = 0, Ten = 1, King = 2, Over = 3, Under = 4, Nine = 5 };
    static constexpr Card german(int suit, int rank) { return suit * 6 + rank; }
    static constexpr int germanRank(Card c) { return c % 6; }
    // Cego helpers.
    static constexpr Card cegoTrump(int n) { return n - 1; } ///< n = 1..22
    static constexpr int kCegoTrumpSuit = 4;

  private:
    struct Info {
        std::string code;
        int suit = 0;
        int strength = 0;
        int points = 0;
    };
    explicit Pack(PackKind kind);
    PackKind kind_;
    std::string name_;
    CardSet all_ = 0;
    int suitCount_ = 0;
    std::array<Info, 64> info_{};
    std::array<CardSet, 5> suitMask_{};
    std::string suitLetters_;
};

/// Deterministic pseudo-random numbers (xoshiro256** seeded by splitmix64).
/// The same seed gives the same sequence with every compiler and library.
class Rng {
  public:
    explicit Rng(std::uint64_t seed = 0);
    std::uint64_t next();
    /// Uniform integer in [0, n), n > 0, by rejection (no modulo bias).
    std::uint64_t below(std::uint64_t n);
    /// Fisher-Yates shuffle.
    template <typename T> void shuffle(std::vector<T>& v) {
        for (std::size_t i = v.size(); i > 1; --i) {
            std::size_t j = static_cast<std::size_t>(below(i));
            std::swap(v[i - 1], v[j]);
        }
    }

  private:
    std::array<std::uint64_t, 4> s_{};
};

/// A shuffled pack, top card first.
CardList shuffledPack(const Pack& pack, Rng& rng);

} // namespace st
