// A computer player's decisions: its worlds, decide(), decideOptional(), appraise() and the oracle. See docs/ai.md,
// "Levels".
#include "ai.h"
#include "internal.h"

#include "bidding.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace st::ai {

using namespace detail;

namespace {

/// How far below a bid's rules-of-thumb threshold strong still weighs it.
constexpr double kStrongBidMargin = 1;

} // namespace

Player::Player(Level level, std::uint64_t seed) : level_(level), seed_(seed) {}

Rng Player::decisionRng(const Observation& obs) const {
    return Rng(
        mix(mix(mix(seed_, obs.actions.size()), static_cast<std::uint64_t>(obs.seat)),
            static_cast<std::uint64_t>(obs.start->dealsFinished()) * 16 + static_cast<std::uint64_t>(obs.dealer)));
}

std::vector<std::unique_ptr<Game>> Player::sampleWorlds(const Observation& o, const Settings& s, Rng& rng) {
    worldWeights_.clear();
    // Each world from its own seed, on all cores; kept in the order of the seeds.
    std::vector<std::uint64_t> seeds;
    for (int w = 0; w < s.worlds; ++w)
        seeds.push_back(rng.next());
    // Inference from the bids: a world where another seat's bid or pass is not
    // what the bidding model would have made with that world's hand counts less.
    const bool infer = s.inferenceWeight < 1;
    const bool follows = s.followInference < 1;
    std::vector<int> mismatches(seeds.size(), 0), followMismatches(seeds.size(), 0);
    // The first world is found alone; what its repairs taught (where the
    // seen cards lie, which cards a seat cannot hold) starts the others.
    std::vector<std::unique_ptr<Game>> sampled(seeds.size());
    Determinizer::Hints hints;
    if (!seeds.empty() && !cancelled()) {
        Determinizer d(o);
        d.setInference(infer, infer && s.playInference);
        d.setFollowInference(follows);
        d.setDiscardInference(s.discardInference);
        Rng r(seeds[0]);
        sampled[0] = d.sample(r);
        mismatches[0] = d.mismatches();
        followMismatches[0] = d.followMismatches();
        hints = d.hints();
        // Few unknowns: every world there is instead of a sample.
        if (sampled[0] && s.enumerateWorlds > 0 && hints.seenAt)
            if (auto all = d.enumerate(*hints.seenAt, s.enumerateWorlds); !all.empty())
                return all;
    }
    parallelFor(!seeds.empty() ? seeds.size() - 1 : 0, [&](std::size_t i, Stats&) {
        const std::size_t w = i + 1;
        if (cancelled())
            return;
        Determinizer d(o);
        d.setHints(hints);
        d.setInference(infer, infer && s.playInference);
        d.setFollowInference(follows);
        d.setDiscardInference(s.discardInference);
        Rng r(seeds[w]);
        sampled[w] = d.sample(r);
        mismatches[w] = d.mismatches();
        followMismatches[w] = d.followMismatches();
    });
    std::vector<std::unique_ptr<Game>> worlds;
    for (std::size_t w = 0; w < sampled.size(); ++w)
        if (sampled[w]) {
            worlds.push_back(std::move(sampled[w]));
            if (infer || follows)
                worldWeights_.push_back(std::pow(s.inferenceWeight, mismatches[w]) *
                                        std::pow(s.followInference, followMismatches[w]));
        }
    return worlds;
}

Action Player::decide(const Observation& obs) {
    lastValue_.reset();
    lastWeighed_.clear();
    const std::vector<Action>& legal = obs.legal();
    if (legal.empty() || !obs.toAct())
        return Action{};
    if (legal.size() == 1)
        return legal[0];
    Rng rng = decisionRng(obs);
    const Pack& pack = obs.start->pack();
    switch (level_) {
    case Level::Random:
        return legal[ix(static_cast<int>(rng.below(legal.size())))];
    case Level::Easy:
        if (const auto b = dappenBid(*obs.start, obs.now()))
            return *b;
        return easyChoice(obs.now(), pack, legal);
    case Level::Normal:
        // Dappen's bids by the rules of thumb: eight single playouts are too
        // few to weigh a lone game's swings (docs/ai.md "Bidding in Dappen").
        if (const auto b = dappenBid(*obs.start, obs.now()))
            return *b;
        break;
    default:
        break;
    }
    // Exchanging the trump card is never worse now than at a later turn (the
    // seat gives up a low trump for the card under the talon; a pair, a close
    // or going out can follow in the same turn). The search cannot see the
    // cost of waiting: its playouts exchange at the seat's next lead anyway
    // and never close, while at a real table the chance is lost to the
    // opponent's close or a talon run short (docs/ai.md "Expert").
    const Settings s = custom_ ? settings_ : settingsFor(level_, obs.start->seats(), obs.start->id());
    if (s.exchangeAtOnce)
        for (const Action& a : legal)
            if (a.act == Act::Exchange)
                return a;
    // Strong weighs only the bids the hand makes plausible (and never passes
    // when a trump stop compels the bid).
    std::vector<Action> cand = dappenBidCandidates(*obs.start, obs.now(), kStrongBidMargin);
    if (cand.size() == 1)
        return cand[0];
    if (cand.empty())
        cand = legal;
    auto worlds = sampleWorlds(obs, s, rng);
    if (worlds.empty())
        return easyChoice(obs.now(), pack, cand);
    return *searchDecide(cand, obs.seat, pack, obs.now(), worlds, rng, s, Extra::None);
}

std::optional<Action> Player::decideOptional(const Observation& obs) {
    lastValue_.reset();
    lastWeighed_.clear();
    const std::vector<Action>& options = obs.legal();
    if (options.empty() || obs.toAct())
        return std::nullopt;
    Rng rng = decisionRng(obs);
    switch (level_) {
    case Level::Random: {
        const auto k = rng.below(options.size() + 1);
        return k < options.size() ? std::optional<Action>(options[k]) : std::nullopt;
    }
    case Level::Easy:
        // Rules of thumb: answer a request (a trump to name), exchange when
        // allowed; never knock, close or go out (it cannot count).
        for (Act act : {Act::Trump, Act::Exchange})
            for (const Action& a : options)
                if (a.act == act)
                    return a;
        return std::nullopt;
    default:
        break;
    }
    const Settings s = custom_ ? settings_ : settingsFor(level_, obs.start->seats(), obs.start->id());
    auto worlds = sampleWorlds(obs, s, rng);
    if (worlds.empty())
        return std::nullopt;
    return searchDecide(options, obs.seat, obs.start->pack(), obs.now(), worlds, rng, s, Extra::Nothing);
}

std::vector<double> Player::appraise(const Observation& obs, const std::vector<Action>& actions) {
    lastValue_.reset();
    lastWeighed_.clear();
    std::vector<double> out;
    if (actions.empty() || obs.views.empty())
        return out;
    // The decision's own seed, worlds and playout seeds (as decide() and
    // decideOptional() draw them), so that an action weighed here gets the
    // value the decision there gave it.
    Rng rng = decisionRng(obs);
    const bool searches = level_ != Level::Random && level_ != Level::Easy;
    const Settings s =
        custom_ ? settings_ : settingsFor(searches ? level_ : Level::Strong, obs.start->seats(), obs.start->id());
    auto worlds = sampleWorlds(obs, s, rng);
    if (worlds.empty())
        return out;
    const std::uint64_t base = rng.next();
    // "Nothing" (an empty action) is the extra choice of an optional decision.
    std::vector<Action> cand;
    bool nothing = false;
    for (const Action& a : actions) {
        if (a.seat < 0)
            nothing = true;
        else if (std::find(cand.begin(), cand.end(), a) == cand.end())
            cand.push_back(a);
    }
    std::vector<std::optional<double>> values;
    if (!nothing)
        if (auto exact = solveOpen(cand, obs.seat, obs.now(), worlds, s, true))
            values = std::move(*exact);
    if (values.empty())
        values = weigh(cand, obs.seat, worlds, base, s, nothing ? Extra::Nothing : Extra::None, true);
    for (const Action& a : actions) {
        const std::size_t ci =
            a.seat < 0 ? cand.size() : static_cast<std::size_t>(std::find(cand.begin(), cand.end(), a) - cand.begin());
        out.push_back(ci < values.size() && values[ci] ? *values[ci] : std::numeric_limits<double>::quiet_NaN());
    }
    return out;
}

Action Player::decideOracle(const Game& truth) {
    worldWeights_.clear();
    lastValue_.reset();
    lastWeighed_.clear();
    const int seat = truth.toAct();
    const SeatView v = truth.view(seat);
    if (v.legal.size() <= 1)
        return v.legal.empty() ? Action{} : v.legal[0];
    Rng rng(mix(mix(seed_, static_cast<std::uint64_t>(seat)), v.hand));
    const Settings s = custom_ ? settings_ : settingsFor(Level::Oracle, truth.seats(), truth.id());
    std::vector<std::unique_ptr<Game>> worlds;
    for (int w = 0; w < std::max(1, s.worlds / 2); ++w)
        worlds.push_back(truth.clone());
    return *searchDecide(v.legal, seat, truth.pack(), v, worlds, rng, s, Extra::None);
}

} // namespace st::ai
