// Dreierles (dreierles.txt): a session of deals in rounds, with running
// totals in game points (Fach) and in money at a stake per point.
#pragma once

#include "../session.h"
#include "deal.h"

#include <optional>
#include <vector>

namespace st::dreierles {

/// The rule options of Dreierles (documented in docs/rules/dreierles.md).
const std::vector<OptionSpec>& optionSpecs();

/// The deal in play and its decisions: DealSession.
class DreierlesGame final : public DealSession<Deal> {
  public:
    DreierlesGame(const Variant& v, int seats);

    std::unique_ptr<Game> clone() const override { return std::make_unique<DreierlesGame>(*this); }
    std::string_view id() const override { return "dreierles"; }
    const Pack& pack() const override { return Pack::get(PackKind::Cego54); }
    int seats() const override { return seats_; }
    const Variant& variant() const override { return variant_; }

    bool sessionOver() const override { return over_; }
    NextDeal nextDeal() const override;
    DealSetup makeDeal(int dealer, Rng& rng) const override;
    std::string startDeal(const DealSetup& setup) override;

    std::vector<Action> optionalActions(int seat) const override;
    std::vector<int> optionalOrder() const override;

    DealResult lastResult() const override { return last_; }
    void reportDeal(nlohmann::json& out) const override;
    void reportStandings(nlohmann::json& out) const override;
    std::vector<std::string> invariantViolations() const override;
    ScoreUnit unit() const override { return ScoreUnit::GamePoints; }
    int merit(int seat) const override { return total(seat); }

    // -- Facts for the dialogs --
    std::vector<std::string> bidLadder() const override {
        std::vector<std::string> out;
        for (int b = Dreier; b <= SoloDu; ++b)
            out.emplace_back(bidName(b));
        return out;
    }
    bool everyOtherSeatLoses() const override { return false; }
    BiddingModel biddingModel() const override { return BiddingModel::Dreierles; }

    // -- Facts for the score sheets, the history and the lessons --

    // -- Facts for the table --
    /// The stake of a game point in cents (0: played for points only).
    int stake() const { return stake_; }
    /// The rounds the session lasts (0: no limit).
    int rounds() const { return rounds_; }
    /// The round in play, counted from 1 (the last one once the session is over).
    int round() const { return dealsFinished_ / seats_ + (over_ ? 0 : 1); }

    // Dreierles-specific state, for the UI and tests.
    int total(int seat) const { return totals_[static_cast<std::size_t>(seat)]; }
    /// The running total in cents at the variant's stake per game point.
    int money(int seat) const { return total(seat) * stake_; }
    const Deal* currentDeal() const { return deal_ ? &*deal_ : nullptr; }
    /// True while the deals of the "Räuber or Solo" last round are played.
    bool lastRound() const;
    Table tableFor(int dealer) const;
    Rules rulesForDeal() const;

  private:
    void scoreDeal() override;

    Variant variant_;
    int seats_;
    Region region_;
    bool fourActive_;
    int rounds_;
    int stake_;
    std::vector<int> totals_;
    std::vector<int> sessionBonus_; ///< Achertal: points for games won and lost, added when the session ends
    bool over_ = false;
    int lastDealer_ = -1;
    DealResult last_;
};

} // namespace st::dreierles
