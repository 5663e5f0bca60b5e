// Dappen (dappen.txt): a session of deals with running totals in cents per
// player, for 6 or 7 players (8 at the table: the dealer sits out), with the
// Furtwangen rules by default and the Breitnau, Buchenbach and Mainz rules
// by option.
#pragma once

#include "../session.h"
#include "deal.h"

#include <optional>
#include <vector>

namespace st::dappen {

/// The rule options of Dappen (documented in docs/rules/dappen.md).
const std::vector<OptionSpec>& optionSpecs();
Options optionsFrom(const Variant& v);

/// The deal in play and its decisions: DealSession.
class DappenGame final : public DealSession<Deal> {
  public:
    DappenGame(const Variant& v, int seats);

    std::unique_ptr<Game> clone() const override { return std::make_unique<DappenGame>(*this); }
    std::string_view id() const override { return "dappen"; }
    const Pack& pack() const override { return Pack::get(PackKind::Cego54); }
    int seats() const override { return seats_; }
    const Variant& variant() const override { return variant_; }

    bool sessionOver() const override { return false; }
    NextDeal nextDeal() const override;
    DealSetup makeDeal(int dealer, Rng& rng) const override;
    std::string startDeal(const DealSetup& setup) override;

    DealResult lastResult() const override { return last_; }
    void reportDeal(nlohmann::json& out) const override;
    void reportStandings(nlohmann::json& out) const override;
    std::vector<std::string> invariantViolations() const override;
    ScoreUnit unit() const override;
    int merit(int seat) const override { return total(seat); }

    // -- Facts for the dialogs --
    std::vector<std::string> bidLadder() const override {
        return {"solo", "dappen", "strecken", "selber", "stupfen", "ein_hannes", "zwei_hannes", "geiss"};
    }
    bool everyOtherSeatLoses() const override { return false; }
    BiddingModel biddingModel() const override { return BiddingModel::Dappen; }

    // -- Facts for the score sheets, the history and the lessons --

    // -- Facts for the table --

    std::string passName(int seat) const override {
        Action probe = Action::simple(seat, Act::Bid);
        probe.bid = "solo";
        if (!check(probe))
            return "fort_solo";
        probe.bid = "selber";
        if (!check(probe))
            return "gut";
        return "pass";
    }

    /// Running total in cents (Mainz: game points) won (+) or lost (-) per seat.
    int total(int seat) const { return totals_[static_cast<std::size_t>(seat)]; }
    /// The purse: the starting amount plus the running total.
    int purse(int seat) const { return purse_ + total(seat); }
    const Options& options() const { return opt_; }
    const Deal* currentDeal() const { return deal_ ? &*deal_ : nullptr; }

  private:
    DealTable tableFor(int dealer) const;
    void scoreDeal() override;

    Variant variant_;
    Options opt_;
    int seats_;
    int purse_;
    std::vector<int> totals_;
    int lastDealer_ = -1;
    DealResult last_;
};

} // namespace st::dappen
