// The deal review (issue 20): the decisions of one seat in a deal where the
// reviewing computer player would have chosen otherwise, with what it expected
// of both choices. Only what the seat knew at each decision is used
// (ai::observe), and the review is deterministic. See docs/ai.md "Deal review".
#pragma once

#include "ai/ai.h"
#include "ai/explain.h"
#include "record.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace st::ai {

struct ReviewPoint {
    std::size_t deal = 0;   ///< index in record.deals
    std::size_t action = 0; ///< index in that deal's actions of the seat's decision
    Action chosen;          ///< what the seat did
    /// What the reviewing player would have done. For a decision out of turn
    /// (a knock, a Räuber knock, ...) it may be to let play go on: then an
    /// empty Action (seat -1, see declines()).
    Action better;
    double chosenValue = 0; ///< the reviewer's expected value of `chosen` for the seat (utility(), the game's unit)
    double betterValue = 0; ///< the same for `better` (>= chosenValue + margin)
    SeatView view;          ///< the seat's view when it decided (hand, trick, legal actions...)
    HintExplanation why;    ///< why the better choice, in the hint's reason codes (no values)
};

/// True when the better choice is to decline an optional decision (let play go on).
inline bool declines(const ReviewPoint& p) {
    return p.better.seat < 0;
}

struct ReviewOptions {
    Level level = Level::Strong;
    std::uint64_t seed = 1; ///< deterministic: the same record, seat and options give the same review
    double margin = 0.0;    ///< report only where betterValue - chosenValue > margin (0: the game's default, see below)
    /// Indices into the deal's actions of decisions that were not the seat's own choice (a lesson's
    /// scripted moves, which the learner had to make): never reported.
    std::vector<std::size_t> scripted;
};

/// The seat's decisions in deal `deal` of the record (a finished deal, or the one in play: the decisions so far)
/// where the reviewing player's choice differs and is worth more by more than the margin, in order.
/// Only what the seat could know is used (ai::observe at each decision, as the computer players see it).
/// Empty with `error` set when the deal does not replay or the index is out of range.
std::vector<ReviewPoint> reviewDeal(const Record& record, std::size_t deal, int seat, const ReviewOptions& options = {},
                                    std::string* error = nullptr);

/// The default margin of a game (so that noise is not reported as a mistake), in the game's unit:
/// measured as the strong player's disagreement with itself (docs/ai.md "Deal review").
double defaultMargin(std::string_view game);

} // namespace st::ai
