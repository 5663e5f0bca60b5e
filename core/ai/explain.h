// Why a hint suggests what it does, in terms a learner can follow: for a card,
// what it does to the trick on the table (takes it for sure, beats what lies
// there, cannot win so gives away least, the highest card of its suit still
// out, a trump lead); for the other decisions (bid or pass, trumps, knock,
// declare, close, exchange) what in the hand speaks for it; and what the
// expert (kHintLevel) expects of it and of the next best choice, in the
// game's unit, from the one search that chose it (suggest(), as
// `stammtisch-cli suggest`). Qt-free: the UI words the reason code with its cards. Only what
// the seat may know is used.
#pragma once

#include "ai/ai.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace st::ai {

enum class HintWhy {
    OnlyChoice, ///< the only legal decision
    WinsTrick,  ///< the card takes the trick: nobody left to play can beat it (`beats`: the card it beats)
    BeatsSoFar, ///< the card beats every card on the table; others still play
    CannotWin,  ///< no legal card beats the table (`beats`: the card winning it): the one giving away least
    Smallest,   ///< it could win, but the smallest card keeps the strong ones (`beats`: the card winning now)
    LeadMaster, ///< a lead: the highest card of its suit still out
    LeadTrump,  ///< a lead: a trump, to draw the others' trumps
    Lead,       ///< another lead
    // Decisions other than a card; `suit`, `count` and `high` describe the hand (see HintExplanation).
    DeclareNow, ///< declare the pair (`suit`) now: its `points` (20, 40) count for the seat at once
    Close,      ///< close the talon: `count` trumps and `high` high cards to take the tricks still needed
    GoOut,      ///< go out: the seat has the points to win
    Exchange,   ///< exchange: the low trump for the higher trump card under the talon
    Bid,        ///< the hand carries the bid: `count` cards of its best suit `suit`, `high` high cards
    Pass,       ///< the hand is too weak to bid: only `count` cards of its best suit, only `high` high cards
    TrumpSuit,  ///< trumps where the hand holds most (`count` cards of `suit`; `pair`: with King and Over)
    Knock,      ///< knock (double): expected to win more than lose (`count` trumps, `high` high cards)
    Decline,    ///< let an optional decision pass (no knock, no close): it would risk more than it brings
    Discard,    ///< lay away the cards least likely to take tricks, keeping trumps and high cards
    Expected,   ///< another decision: see the values
};

struct HintExplanation {
    HintWhy why = HintWhy::Expected;
    Card card = kNoCard;  ///< the card suggested (card decisions)
    Card beats = kNoCard; ///< see HintWhy
    int suit = -1;        ///< the suit the reason is about (the pair, the trump suit, the best suit); -1: none
    int count = 0;        ///< the seat's cards of that suit (trumps once trumps are known)
    int high = 0;         ///< the seat's high cards (Aces and Tens; in Cego the Trull and Kings)
    bool pair = false;    ///< the seat holds King and Over of `suit`
    bool trumps = false;  ///< `suit` is the trump suit (known to the seat)
    int points = 0;       ///< DeclareNow: what the pair counts (20 or 40)
    /// What the hint's player (kHintLevel) expects of the suggestion and of the next best choice for the seat
    /// (utility(): the seat's result less the others' average, in the game's unit); unset when
    /// not weighed (a forced move, a choice taken without a search).
    std::optional<double> value;
    std::optional<double> nextValue;
    Action next; ///< the next best choice (seat -1: none weighed; or declining an optional decision)
};

/// Why `suggested` (one of obs.legal(), or an empty Action for declining the seat's optional
/// decisions): the reason code and the facts of the seat's hand and table behind it. No values.
HintExplanation explainHint(const Observation& obs, const Action& suggested);

/// The seed of a suggestion: the hint and `stammtisch-cli suggest` use the same one, so that they agree.
inline constexpr std::uint64_t kSuggestSeed = 1;

/// The player whose decision the hint shows (at the table, at a remote table, and `stammtisch-cli
/// suggest` by default): the expert, so that the hint takes the decisions built for the strongest
/// level (the close judged without sight, the worlds read from the bids, the playouts that bid and
/// trump low leads: issue 37) from the same one search, never a second evaluation.
inline constexpr Level kHintLevel = Level::Expert;

/// A suggestion for the observation's seat, from ONE search of the player of `level`: the choice,
/// every choice it weighed with its value (the choice's is the highest), and why in words.
struct Suggestion {
    /// The decision; for a seat not to act (an optional decision out of turn) nullopt means to let
    /// play go on. Unset too when nothing is legal.
    std::optional<Action> action;
    /// The choices weighed, best first (an empty Action: letting an optional decision pass).
    std::vector<Player::Weighed> weighed;
    /// The reason; its value / nextValue / next are the best and second entries of `weighed`.
    HintExplanation why;
};
Suggestion suggest(const Observation& obs, Level level = kHintLevel, std::uint64_t seed = kSuggestSeed);

} // namespace st::ai
