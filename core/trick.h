// Trick-play obligations as data, shared by every game.
#pragma once

#include "cards.h"
#include "refusal.h"

#include <array>
#include <utility>
#include <vector>

namespace st {

/// What a player must do when not leading. Each game (and each moment of a
/// game, e.g. a two-player talon still open) picks a set of flags.
struct TrickRules {
    bool follow = true;        ///< must follow the suit led
    bool trumpWhenVoid = true; ///< void in the led suit: must play a trump
    bool beatInSuit = true;    ///< following suit: must beat the highest card if able ("overtake")
    bool overtrump = true;     ///< trumping: must beat a trump already in the trick if able

    static constexpr TrickRules free() { return {false, false, false, false}; }
    /// Dreeg, Schnapsen when closed: follow, trump, overtake, overtrump.
    static constexpr TrickRules strict() { return {true, true, true, true}; }
    /// Tarock family: follow, trump when void, no obligation to beat.
    static constexpr TrickRules followAndTrump() { return {true, true, false, false}; }
    /// Kamerun: no trumps; follow and beat.
    static constexpr TrickRules followAndBeat() { return {true, false, true, false}; }
};

inline constexpr int kNoTrump = -1;

/// When nothing but trick play remains of a deal (no talon to draw from,
/// nothing left to announce, no special rule still to come into force), what
/// an open-card solver needs to know of it: see
/// Game::trickPlay() and docs/ai.md, "The open-card solver".
struct TrickPlay {
    std::vector<int> order;                  ///< the seats that play, in playing order
    std::array<CardSet, 8> hands{};          ///< per seat
    std::vector<std::pair<int, Card>> trick; ///< (seat, card) played to the current trick
    int leader = -1;                         ///< who leads (led) the current trick
    int trump = kNoTrump;
    TrickRules rules;
    std::array<int, 8> team{};   ///< per seat: partners share a number
    std::array<int, 64> value{}; ///< what each card is worth to the side that wins it (>= 0)
    int lastTrickBonus = 0;      ///< worth of winning the last trick
};

/// Does card a beat card b (b played earlier), given the led suit and trumps?
bool beats(const Pack& pack, Card a, Card b, int ledSuit, int trump);

/// Index (into trick) of the card winning the trick so far.
int winningIndex(const Pack& pack, const CardList& trick, int trump);

/// The cards of hand that may be played to trick (empty trick: leading, all cards).
CardSet legalCards(const Pack& pack, CardSet hand, const CardList& trick, int trump, const TrickRules& rules);

/// Why card may not be played (Reason::None if it may).
Refusal checkCard(const Pack& pack, CardSet hand, const CardList& trick, int trump, const TrickRules& rules, Card card);

/// Sum of face points of a set.
int points(const Pack& pack, CardSet s);

} // namespace st
