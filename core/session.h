// The part of a game that every session of deals shares: the deal in play,
// which takes the decisions while it runs.
#pragma once

#include "game.h"

#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace st {

/// A session of deals played one at a time: while a deal runs, the seat to act, the legal
/// actions, check() and apply() are the deal's; its views, open-card position and counting help
/// too (the view and the count of the last deal stay until the next starts). apply() checks that
/// no card was lost or duplicated and has the game score the deal as soon as it is over
/// (scoreDeal()): what happens between deals (scores, the next dealer, the session's end) is the
/// game's own.
///
/// `Held` is how the session keeps its deal: std::optional<Deal>, or std::unique_ptr<Deal> when
/// one interface stands for several kinds of deal (copied with Deal::clone()).
template <class Deal, class Held = std::optional<Deal>> class DealSession : public Game {
  public:
    bool inDeal() const override { return deal_ && !deal_->over(); }
    int dealsFinished() const override { return dealsFinished_; }

    int toAct() const override { return inDeal() ? deal_->toAct() : -1; }
    std::vector<Action> legalActions() const override {
        return inDeal() ? deal_->legalActions() : std::vector<Action>{};
    }
    Refusal check(const Action& a) const override {
        if (!inDeal()) {
            Refusal r;
            r.reason = Reason::NoDecisionDue;
            return r;
        }
        return deal_->check(a);
    }
    void apply(const Action& a) override {
        deal_->apply(a);
        if (!deal_->cardsConserved())
            violations_.push_back("deal " + std::to_string(dealsFinished_) + ": a card was lost or duplicated");
        if (deal_->over())
            scoreDeal();
    }

    /// The deal's counting help (the last deal's until the next starts).
    PointCount countedPoints(int seat) const override { return deal_ ? deal_->countedPoints(seat) : PointCount{}; }
    SeatView view(int seat) const override {
        if (!deal_) {
            SeatView v;
            v.seat = seat;
            return v;
        }
        return deal_->view(seat);
    }
    std::optional<TrickPlay> trickPlay() const override { return inDeal() ? deal_->trickPlay() : std::nullopt; }
    CardList unseenTalon() const override {
        if constexpr (requires(const Deal& d) { d.unseenTalon(); })
            return inDeal() ? deal_->unseenTalon() : CardList{};
        else
            return {};
    }
    void setUnseenTalon(const CardList& cards) override {
        if constexpr (requires(Deal & d) { d.setUnseenTalon(cards); })
            if (inDeal())
                deal_->setUnseenTalon(cards);
    }

  protected:
    DealSession() = default;
    DealSession(const DealSession& o)
        : Game(o), dealsFinished_(o.dealsFinished_), deal_(copy(o.deal_)), violations_(o.violations_) {}
    DealSession& operator=(const DealSession& o) {
        Game::operator=(o);
        dealsFinished_ = o.dealsFinished_;
        deal_ = copy(o.deal_);
        violations_ = o.violations_;
        return *this;
    }

    /// Scores the deal just played out (apply() calls it once the deal is over).
    virtual void scoreDeal() = 0;

    int dealsFinished_ = 0;
    Held deal_;                           ///< the deal in play, or the last one played
    std::vector<std::string> violations_; ///< invariantViolations() found so far

  private:
    static Held copy(const Held& h) {
        if constexpr (std::is_copy_constructible_v<Held>)
            return h;
        else
            return h ? h->clone() : nullptr;
    }
};

} // namespace st
