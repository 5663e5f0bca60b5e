// Dreierschnapsen: a match of deals to 24 game points; Bummerl for the
// losers; a tie at the end settled by one deal of two-player Schnapsen.
#pragma once

#include "dreierdeal.h"
#include "game.h"
#include "schnapsen/schnapsendeal.h"

#include <optional>
#include <vector>

namespace st::dreierschnapsen {

/// The rule options of Dreierschnapsen (documented in docs/rules/dreierschnapsen.md).
const std::vector<OptionSpec>& optionSpecs();
DreierOptions dealOptions(const Variant& v);

class DreierschnapsenGame final : public Game {
  public:
    static constexpr int kTarget = 24;

    DreierschnapsenGame(const Variant& v, int seats);

    std::unique_ptr<Game> clone() const override { return std::make_unique<DreierschnapsenGame>(*this); }
    std::string_view id() const override { return "dreierschnapsen"; }
    const Pack& pack() const override { return Pack::get(PackKind::Schnapsen20); }
    int seats() const override { return 3; }
    const Variant& variant() const override { return variant_; }

    bool sessionOver() const override { return over_; }
    bool inDeal() const override;
    int dealsFinished() const override { return dealsFinished_; }
    NextDeal nextDeal() const override;
    DealSetup makeDeal(int dealer, Rng& rng) const override;
    int cutter(int dealer) const override;
    DealSetup makeDealCut(int dealer, bool knocked, Rng& rng) const override;
    std::string startDeal(const DealSetup& setup) override;

    int toAct() const override;
    std::vector<Action> legalActions() const override;
    Refusal check(const Action& a) const override;
    void apply(const Action& a) override;

    /// The three-player deal's sides (Deal::countedPoints()), or the tie-break's two players.
    PointCount countedPoints(int seat) const override;
    DealResult lastResult() const override { return last_; }
    void reportDeal(nlohmann::json& out) const override;
    void reportStandings(nlohmann::json& out) const override;
    SeatView view(int seat) const override;
    /// The tie-break's Schnapsen only: in the three-player deal the open-card
    /// solver did not play better than the playouts (docs/ai.md).
    std::optional<TrickPlay> trickPlay() const override {
        return tbDeal_ && !tbDeal_->over() ? tbDeal_->trickPlay() : std::nullopt;
    }
    std::vector<std::string> invariantViolations() const override;
    ScoreUnit unit() const override { return ScoreUnit::GamePoints; }
    /// The match winner 1; the others by their Bummerl, fewer better (-1 - Bummerl).
    int merit(int seat) const override { return winner_ == seat ? 1 : -bummerl(seat) - 1; }

    // -- Facts for the dialogs --
    std::vector<std::string> bidLadder() const override {
        std::vector<std::string> out;
        for (int c = 0; c < kContracts; ++c)
            out.emplace_back(contractInfo(static_cast<Contract>(c)).name);
        return out;
    }
    bool everyOtherSeatLoses() const override { return true; }
    BiddingModel biddingModel() const override { return BiddingModel::Dreierschnapsen; }

    // -- Facts for the score sheets, the history and the lessons --

    // -- Facts for the table --
    /// The scores are written counting down from the target to 0 (variant "countdown").
    bool countsDown() const { return variant_.getBool("countdown"); }
    /// What a seat still needs to reach the target (counting down).
    int remaining(int seat) const { return std::max(0, kTarget - score(seat)); }

    int score(int seat) const { return scores_[static_cast<std::size_t>(seat)]; }
    int bummerl(int seat) const { return bummerl_[static_cast<std::size_t>(seat)]; }
    int matchWinner() const { return winner_; }
    /// The seats tied at the end, who play one deal of Schnapsen (empty otherwise).
    const std::vector<int>& tieBreak() const { return tied_; }
    const Deal* currentDeal() const { return deal_ ? &*deal_ : nullptr; }
    const schnapsen::Deal* tieBreakDeal() const { return tbDeal_ ? &*tbDeal_ : nullptr; }

  private:
    void scoreDeal();
    void scoreTieBreak();
    void endMatch(int winner);

    Variant variant_;
    DreierOptions opt_;
    std::vector<int> scores_{0, 0, 0};
    std::vector<int> before_{0, 0, 0}; ///< scores before the last deal
    std::vector<int> bummerl_{0, 0, 0};
    std::vector<int> lastBummerl_{0, 0, 0}; ///< Bummerl given at the end of the match
    std::vector<int> tied_;
    int winner_ = -1;
    bool over_ = false;
    bool lastWasTieBreak_ = false;
    int dealsFinished_ = 0;
    int lastDealer_ = -1;
    bool lastRedealt_ = false;
    std::optional<Deal> deal_;
    std::optional<schnapsen::Deal> tbDeal_;
    DealResult last_;
    std::vector<std::string> violations_;
};

} // namespace st::dreierschnapsen
