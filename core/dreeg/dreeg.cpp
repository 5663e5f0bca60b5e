#include "dreeg.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace st::dreeg {

const std::vector<OptionSpec>& optionSpecs() {
    static const std::vector<OptionSpec> specs = [] {
        std::vector<OptionSpec> v;
        OptionSpec strokes;
        strokes.name = "strokes";
        strokes.description = "Strokes on each slate at the start of a phase (7; the Kartl-Akademie plays 10).";
        strokes.defaultValue = 7;
        strokes.min = 1;
        strokes.max = 10;
        v.push_back(strokes);
        OptionSpec phases;
        phases.name = "phases";
        phases.description = "The phases the session plays, in order. Available so far: 66 (Sechsundsechzig).";
        phases.defaultValue = std::vector<std::string>{"66"};
        phases.choices = {"66"};
        phases.minItems = 1;
        v.push_back(phases);
        OptionSpec closer;
        closer.name = "closer_loses_at_least_two";
        closer.description = "Two players: when the player who closed the talon loses, the opponent erases at "
                             "least 2 strokes, never just 1.";
        closer.defaultValue = false;
        v.push_back(closer);
        return v;
    }();
    return specs;
}

DreegGame::DreegGame(const Variant& v, int seats)
    : variant_(v), seats_(seats), startStrokes_(v.getInt("strokes")), phases_(v.getList("phases")),
      strokes_(static_cast<std::size_t>(seats), startStrokes_), bollern_(static_cast<std::size_t>(seats), 0) {}

std::string DreegGame::phaseName() const {
    return phase_ < static_cast<int>(phases_.size()) ? phases_[static_cast<std::size_t>(phase_)] : std::string();
}

NextDeal DreegGame::nextDeal() const {
    NextDeal n;
    for (int s = 0; s < seats_; ++s)
        n.receives.push_back(strokes_[static_cast<std::size_t>(s)] > 0);
    if (over_ || inDeal())
        return n;
    if (phaseStart_) {
        // The first dealer of the session is found by any random method; the
        // loser of a phase chooses the first dealer of the next one.
        n.chooser = losses_.empty() ? -1 : losses_.back().losers.front();
        for (int s = 0; s < seats_; ++s)
            n.dealerChoices.push_back(s);
        return n;
    }
    // The deal passes to the left, to the next player who was active in the
    // last deal: one who just dropped out still deals once more.
    for (int k = 1; k <= seats_; ++k) {
        int s = (lastDealer_ + k) % seats_;
        if (std::find(lastOrder_.begin(), lastOrder_.end(), s) != lastOrder_.end()) {
            n.dealer = s;
            break;
        }
    }
    return n;
}

DealTable DreegGame::tableFor(int dealer) const {
    DealTable t;
    t.seats = seats_;
    t.dealer = dealer;
    for (int k = 1; k <= seats_; ++k) {
        int s = (dealer + k) % seats_;
        if (strokes_[static_cast<std::size_t>(s)] > 0)
            t.order.push_back(s);
    }
    return t;
}

DealSetup DreegGame::makeDeal(int dealer, Rng& rng) const {
    return Sechsundsechzig::deal(tableFor(dealer), rng);
}

std::string DreegGame::startDeal(const DealSetup& setup) {
    if (over_)
        return "the session is over: no more deals";
    if (inDeal())
        return "the previous deal is not finished";
    if (setup.dealer < 0 || setup.dealer >= seats_)
        return "dealer: " + std::to_string(setup.dealer) + " is not a seat (0.." + std::to_string(seats_ - 1) + ")";
    const NextDeal n = nextDeal();
    if (n.dealer >= 0 && setup.dealer != n.dealer)
        return "dealer: the deal passes to seat " + std::to_string(n.dealer) + ", not seat " +
               std::to_string(setup.dealer);
    const DealTable t = tableFor(setup.dealer);
    if (auto e = Sechsundsechzig::validate(t, setup); !e.empty())
        return e;
    Options66 o;
    o.closerLosesAtLeastTwo = variant_.getBool("closer_loses_at_least_two");
    deal_.emplace(t, setup, o);
    phaseStart_ = false;
    return {};
}

std::vector<Action> DreegGame::legalActions() const {
    return inDeal() ? deal_->legalActions() : std::vector<Action>{};
}

Refusal DreegGame::check(const Action& a) const {
    if (!inDeal()) {
        Refusal r;
        r.reason = Reason::NoDecisionDue;
        return r;
    }
    return deal_->check(a);
}

void DreegGame::apply(const Action& a) {
    deal_->apply(a);
    if (!deal_->cardsConserved())
        violations_.push_back("deal " + std::to_string(dealsFinished_) + ": a card was lost or duplicated");
    if (deal_->over())
        scoreDeal();
}

void DreegGame::scoreDeal() {
    const auto& t = deal_->table();
    lastDealLosers_.clear();
    last_.delta.assign(static_cast<std::size_t>(seats_), 0);
    last_.cardPoints.assign(static_cast<std::size_t>(seats_), 0);
    for (int s : t.order) {
        const std::size_t i = static_cast<std::size_t>(s);
        const int e = std::min(deal_->erase()[i], strokes_[i]);
        last_.delta[i] = e;
        strokes_[i] -= e;
        last_.cardPoints[i] = deal_->counted(s);
    }
    // Card conservation: the points in won piles plus the unplayed cards make 120.
    int pts = 0;
    for (int s : t.order)
        pts += points(pack(), deal_->wonCards(s) | deal_->hand(s));
    pts += points(pack(), toSet(deal_->talon()));
    if (pts != 120)
        violations_.push_back("deal " + std::to_string(dealsFinished_) + ": card points add up to " +
                              std::to_string(pts) + ", not 120");
    if (std::none_of(t.order.begin(), t.order.end(), [&](int s) { return deal_->erase()[std::size_t(s)] == 0; }))
        violations_.push_back("deal " + std::to_string(dealsFinished_) + ": every player erased strokes");
    ++dealsFinished_;
    lastDealer_ = t.dealer;
    lastOrder_ = t.order;
    std::vector<int> left;
    for (int s = 0; s < seats_; ++s)
        if (strokes_[static_cast<std::size_t>(s)] > 0)
            left.push_back(s);
    if (left.empty())
        violations_.push_back("deal " + std::to_string(dealsFinished_ - 1) + ": nobody has strokes left");
    if (left.size() == 1) {
        // The last player with strokes loses the phase and marks a Bollern.
        ++bollern_[static_cast<std::size_t>(left[0])];
        losses_.push_back({phase_, left});
        lastDealLosers_ = left;
        ++phase_;
        if (phase_ >= static_cast<int>(phases_.size())) {
            over_ = true;
        } else {
            std::fill(strokes_.begin(), strokes_.end(), startStrokes_);
            phaseStart_ = true;
        }
    }
}

void DreegGame::reportDeal(nlohmann::json& out) const {
    if (!deal_)
        return;
    const Sechsundsechzig& d = *deal_;
    const Pack& p = pack();
    out["dealer"] = d.table().dealer;
    out["players"] = d.table().order;
    out["trump"] = std::string(1, p.suitLetter(d.trump()));
    std::vector<int> tricks, erase;
    for (int s = 0; s < seats_; ++s) {
        tricks.push_back(d.tricksWon(s));
        erase.push_back(d.erase()[static_cast<std::size_t>(s)]);
    }
    out["tricks"] = tricks;
    out["erase"] = erase;
    out["outcome"] = d.outcome();
    out["last_trick"] = d.lastTrickWinner() >= 0 ? nlohmann::json(d.lastTrickWinner()) : nlohmann::json(nullptr);
    out["out"] = d.wentOut() >= 0 ? nlohmann::json(d.wentOut()) : nlohmann::json(nullptr);
    out["closed_by"] = d.closer() >= 0 ? nlohmann::json(d.closer()) : nlohmann::json(nullptr);
    if (d.closer() >= 0) {
        std::vector<int> cp, ct;
        for (int s = 0; s < seats_; ++s) {
            cp.push_back(d.closePoints(s));
            ct.push_back(d.closeTricks(s));
        }
        out["close_points"] = cp;
        out["close_tricks"] = ct;
    }
    out["phase_losers"] = lastDealLosers_;
}

void DreegGame::reportStandings(nlohmann::json& out) const {
    out["phase"] = std::min(phase_, static_cast<int>(phases_.size()) - 1) + 1;
    out["phase_name"] = phases_[static_cast<std::size_t>(std::min(phase_, static_cast<int>(phases_.size()) - 1))];
    out["strokes"] = strokes_;
    std::vector<bool> out_;
    for (int s : strokes_)
        out_.push_back(s == 0);
    out["out"] = out_;
    out["bollern"] = bollern_;
    nlohmann::json losers = nlohmann::json::array();
    for (const auto& l : losses_)
        losers.push_back(
            {{"phase", l.phase + 1}, {"phase_name", phases_[static_cast<std::size_t>(l.phase)]}, {"losers", l.losers}});
    out["phase_losers"] = losers;
    out["session_over"] = over_;
}

SeatView DreegGame::view(int seat) const {
    if (!deal_) {
        SeatView v;
        v.seat = seat;
        return v;
    }
    return deal_->view(seat);
}

std::vector<std::string> DreegGame::invariantViolations() const {
    std::vector<std::string> v = violations_;
    for (int s = 0; s < seats_; ++s)
        if (strokes_[static_cast<std::size_t>(s)] < 0)
            v.push_back("seat " + std::to_string(s) + " has fewer than zero strokes");
    return v;
}

} // namespace st::dreeg
