#include "review.h"

#include <algorithm>
#include <cmath>

namespace st::ai {

namespace {

struct Margin {
    std::string_view game;
    double margin;
};
/// Measured noise (docs/ai.md "Deal review"): strong reviewed its own deals
/// with another seed; every point it then finds is a disagreement with
/// itself. The margin is about the size such disagreements exceed in one
/// decision of twenty (Dreeg: between its phases, 0.09 in 66 to 0.5 in
/// Rot-Assen).
constexpr Margin kMargins[] = {
    {"dreeg", 0.3}, {"schnapsen", 0.55}, {"dreierschnapsen", 0.5}, {"dreierles", 3.5}, {"dappen", 2.0},
};

} // namespace

double defaultMargin(std::string_view game) {
    for (const Margin& m : kMargins)
        if (m.game == game)
            return m.margin;
    return 0.5;
}

std::vector<ReviewPoint> reviewDeal(const Record& record, std::size_t deal, int seat, const ReviewOptions& options,
                                    std::string* error) {
    std::vector<ReviewPoint> points;
    auto fail = [&](const std::string& m) {
        if (error)
            *error = m;
        return std::vector<ReviewPoint>{};
    };
    if (!record.game)
        return fail("the record names no game");
    if (deal >= record.deals.size())
        return fail("there is no deal " + std::to_string(deal) + " (the record has " +
                    std::to_string(record.deals.size()) + ")");
    if (options.level != Level::Normal && options.level != Level::Strong && options.level != Level::Expert)
        return fail("the reviewing player must be normal, strong or expert");
    // The session before the deal.
    Record before = record;
    before.deals.resize(deal);
    Replay rp = replay(before);
    if (rp.error || !rp.game)
        return fail("the deals before deal " + std::to_string(deal) + " do not replay");
    if (seat < 0 || seat >= rp.game->seats())
        return fail("there is no seat " + std::to_string(seat));
    const Game& start = *rp.game;
    const DealRecord& full = record.deals[deal];
    if (std::string e; !observe(start, full, seat, &e))
        return fail("deal " + std::to_string(deal) + " does not replay: " + e);
    const double margin = options.margin > 0 ? options.margin : defaultMargin(record.game->id);

    Player player(options.level, options.seed);
    DealRecord prefix;
    prefix.setup = full.setup;
    for (std::size_t i = 0; i < full.actions.size(); ++i) {
        const Action& chosen = full.actions[i];
        const bool scripted = std::find(options.scripted.begin(), options.scripted.end(), i) != options.scripted.end();
        if (chosen.seat == seat && !scripted) {
            const std::optional<Observation> obs = observe(start, prefix, seat);
            if (!obs)
                return fail("deal " + std::to_string(deal) + " does not replay at action " + std::to_string(i));
            const auto& legal = obs->legal();
            // A decision with a choice: in turn with more than one action, or
            // out of turn (an option taken instead of letting play go on).
            const bool inTurn = obs->toAct();
            if (std::find(legal.begin(), legal.end(), chosen) != legal.end() && (!inTurn || legal.size() > 1)) {
                Action better;
                if (inTurn)
                    better = player.decide(*obs);
                else if (const auto o = player.decideOptional(*obs))
                    better = *o;
                if (!(better == chosen)) {
                    const std::vector<double> v = player.appraise(*obs, {chosen, better});
                    if (v.size() == 2 && !std::isnan(v[0]) && !std::isnan(v[1]) && v[1] - v[0] > margin) {
                        ReviewPoint p;
                        p.deal = deal;
                        p.action = i;
                        p.chosen = chosen;
                        p.better = better;
                        p.chosenValue = v[0];
                        p.betterValue = v[1];
                        p.view = obs->now();
                        p.why = explainHint(*obs, better);
                        points.push_back(std::move(p));
                    }
                }
            }
        }
        prefix.actions.push_back(chosen);
    }
    return points;
}

} // namespace st::ai
