// Why a hint suggests what it does, in terms a learner can follow: for a card,
// what it does to the trick on the table (takes it for sure, beats what lies
// there, cannot win so gives away least, the highest card of its suit still
// out, a trump lead); for any decision, what the strong player expects of it
// and of the next best choice, in the game's unit. Qt-free: the UI words the
// reason code with its cards. Only what the seat may know is used.
#pragma once

#include "ai/ai.h"

#include <optional>

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
    Expected,   ///< a decision other than a card: see the values
};

struct HintExplanation {
    HintWhy why = HintWhy::Expected;
    Card card = kNoCard;  ///< the card suggested (card decisions)
    Card beats = kNoCard; ///< see HintWhy
    /// What the strong player expects of the suggestion and of the next best choice for the seat
    /// (utility(): the seat's result less the others' average, in the game's unit); unset when
    /// not weighed (a forced move, no world found).
    std::optional<double> value;
    std::optional<double> nextValue;
    Action next; ///< the next best choice (seat -1: none weighed; or declining an optional decision)
};

/// Explains `suggested` (one of obs.legal(), or an empty Action for declining the seat's optional
/// decisions) for the observation's seat. `appraiser` weighs the choices (nullptr: no values).
HintExplanation explainHint(const Observation& obs, const Action& suggested, Player* appraiser);

} // namespace st::ai
