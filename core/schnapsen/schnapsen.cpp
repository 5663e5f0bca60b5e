#include "schnapsen.h"

#include <nlohmann/json.hpp>

namespace st::schnapsen {

const std::vector<OptionSpec>& optionSpecs() {
    static const std::vector<OptionSpec> specs = [] {
        std::vector<OptionSpec> v;
        OptionSpec target;
        target.name = "target";
        target.description = "Game points that win the match (a Bummerl); 7 is the common count.";
        target.defaultValue = 7;
        target.min = 1;
        target.max = 24;
        v.push_back(target);
        OptionSpec two;
        two.name = "exchange_at_two";
        two.description = "The trump Unter may still be exchanged for the trump card when only two talon cards "
                          "are left (the common rule needs more than two).";
        two.defaultValue = false;
        v.push_back(two);
        OptionSpec after;
        after.name = "marriages_after_close";
        after.description = "Marriages (20, 40) may still be declared once the talon is closed or used up; off: "
                            "only while the talon is open.";
        after.defaultValue = true;
        v.push_back(after);
        return v;
    }();
    return specs;
}

SchnapsenOptions dealOptions(const Variant& v) {
    SchnapsenOptions o;
    o.exchangeAtTwo = v.getBool("exchange_at_two");
    o.marriagesAfterClose = v.getBool("marriages_after_close");
    return o;
}

SchnapsenGame::SchnapsenGame(const Variant& v, int /*seats*/) : variant_(v), target_(v.getInt("target")) {}

NextDeal SchnapsenGame::nextDeal() const {
    NextDeal n;
    n.receives = {true, true};
    if (over_ || inDeal())
        return n;
    if (lastDealer_ < 0) {
        n.dealerChoices = {0, 1}; // the first dealer is found by any random method
        return n;
    }
    n.dealer = 1 - lastDealer_; // deals alternate
    return n;
}

DealSetup SchnapsenGame::makeDeal(int dealer, Rng& rng) const {
    return Deal::deal({2, dealer, 1 - dealer}, rng);
}

std::string SchnapsenGame::startDeal(const DealSetup& setup) {
    if (over_)
        return "the match is over: no more deals";
    if (inDeal())
        return "the previous deal is not finished";
    if (setup.dealer < 0 || setup.dealer > 1)
        return "dealer: " + std::to_string(setup.dealer) + " is not a seat (0..1)";
    const NextDeal n = nextDeal();
    if (n.dealer >= 0 && setup.dealer != n.dealer)
        return "dealer: deals alternate, so seat " + std::to_string(n.dealer) + " deals, not seat " +
               std::to_string(setup.dealer);
    const SchnapsenTable t{2, setup.dealer, 1 - setup.dealer};
    if (auto e = Deal::validate(t, setup); !e.empty())
        return e;
    deal_.emplace(t, setup, dealOptions(variant_));
    return {};
}

std::vector<Action> SchnapsenGame::legalActions() const {
    return inDeal() ? deal_->legalActions() : std::vector<Action>{};
}

Refusal SchnapsenGame::check(const Action& a) const {
    if (!inDeal()) {
        Refusal r;
        r.reason = Reason::NoDecisionDue;
        return r;
    }
    return deal_->check(a);
}

void SchnapsenGame::apply(const Action& a) {
    deal_->apply(a);
    if (!deal_->cardsConserved())
        violations_.push_back("deal " + std::to_string(dealsFinished_) + ": a card was lost or duplicated");
    if (deal_->over())
        scoreDeal();
}

void checkFinishedDeal(const Deal& d, const std::string& where, std::vector<std::string>& out) {
    const Pack& p = Pack::get(PackKind::Schnapsen20);
    const int a = d.table().dealer, b = d.table().forehand;
    const int pts = points(p, d.wonCards(a) | d.hand(a) | d.wonCards(b) | d.hand(b) | toSet(d.talon()));
    if (pts != 120)
        out.push_back(where + ": card points add up to " + std::to_string(pts) + ", not 120");
    if (d.winner() != a && d.winner() != b)
        out.push_back(where + ": the deal has no winner");
    if (d.gamePoints() < 1 || d.gamePoints() > 3)
        out.push_back(where + ": a deal scored " + std::to_string(d.gamePoints()) + " game points");
    if (d.tricksWon(a) + d.tricksWon(b) > 10)
        out.push_back(where + ": more than ten tricks");
}

void SchnapsenGame::scoreDeal() {
    const Deal& d = *deal_;
    last_.delta.assign(2, 0);
    last_.cardPoints.assign(2, 0);
    last_.delta[static_cast<std::size_t>(d.winner())] = d.gamePoints();
    for (int s = 0; s < 2; ++s)
        last_.cardPoints[static_cast<std::size_t>(s)] = d.counted(s);
    checkFinishedDeal(d, "deal " + std::to_string(dealsFinished_), violations_);
    scores_[static_cast<std::size_t>(d.winner())] += d.gamePoints();
    ++dealsFinished_;
    lastDealer_ = d.table().dealer;
    if (scores_[static_cast<std::size_t>(d.winner())] >= target_) {
        winner_ = d.winner();
        ++bummerl_[static_cast<std::size_t>(1 - winner_)];
        over_ = true;
    }
}

void reportSchnapsenDeal(const Deal& d, nlohmann::json& out) {
    const Pack& p = Pack::get(PackKind::Schnapsen20);
    auto seatOrNull = [](int s) { return s >= 0 ? nlohmann::json(s) : nlohmann::json(nullptr); };
    out["dealer"] = d.table().dealer;
    out["forehand"] = d.table().forehand;
    out["trump"] = std::string(1, p.suitLetter(d.trump()));
    std::vector<int> tricks;
    for (int s = 0; s < d.table().seats; ++s)
        tricks.push_back(d.tricksWon(s));
    out["tricks"] = tricks;
    out["outcome"] = d.outcome();
    out["winner"] = d.winner();
    out["game_points"] = d.gamePoints();
    out["out"] = seatOrNull(d.wentOut());
    out["closed_by"] = seatOrNull(d.closer());
    out["last_trick"] = seatOrNull(d.lastTrickWinner());
    if (d.closer() >= 0) {
        std::vector<int> cp, ct;
        for (int s = 0; s < d.table().seats; ++s) {
            cp.push_back(d.closePoints(s));
            ct.push_back(d.closeTricks(s));
        }
        out["close_points"] = cp;
        out["close_tricks"] = ct;
    }
}

void SchnapsenGame::reportDeal(nlohmann::json& out) const {
    if (!deal_)
        return;
    reportSchnapsenDeal(*deal_, out);
    out["match_over"] = over_;
}

void SchnapsenGame::reportStandings(nlohmann::json& out) const {
    out["scores"] = scores_;
    out["target"] = target_;
    out["winner"] = winner_ >= 0 ? nlohmann::json(winner_) : nlohmann::json(nullptr);
    out["bummerl"] = bummerl_;
    out["session_over"] = over_;
}

PointCount SchnapsenGame::countedPoints(int /*seat*/) const {
    return deal_ ? deal_->countedPoints() : PointCount{};
}

SeatView SchnapsenGame::view(int seat) const {
    if (!deal_) {
        SeatView v;
        v.seat = seat;
        return v;
    }
    return deal_->view(seat);
}

std::vector<std::string> SchnapsenGame::invariantViolations() const {
    std::vector<std::string> v = violations_;
    if (over_ && scores_[static_cast<std::size_t>(winner_)] < target_)
        v.push_back("the match ended before the target was reached");
    if (!over_ && (scores_[0] >= target_ || scores_[1] >= target_))
        v.push_back("a player reached the target and the match goes on");
    return v;
}

} // namespace st::schnapsen
