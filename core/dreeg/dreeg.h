// Dreeg (Nürnberger Dreck): a session of phases, each played until its loser
// is found and marks a Bollern (a chalk blob) on the slate (dreeg.txt).
#pragma once

#include "../session.h"
#include "kamerun.h"
#include "phasedeal.h"
#include "sechsundsechzig.h"

#include <memory>
#include <string>
#include <vector>

namespace st::dreeg {

/// The rule options of Dreeg (documented in docs/rules/dreeg.md).
const std::vector<OptionSpec>& optionSpecs();
/// Checks a variant against the number of players (e.g. Kamerun needs three).
std::string validateVariant(const Variant& v, int players);

/// Weglöscher: the winner erases `won` strokes; the players not in the game
/// erase as many, but never their last stroke; the loser erases nothing.
/// Returns the strokes erased per seat.
std::vector<int> wegloescherErase(const std::vector<int>& strokes, int winner, int loser, int won);

struct PhaseLoss {
    int phase = 0;           ///< index into the phase list
    std::vector<int> losers; ///< seats that marked a Bollern
};

/// The deal of the phase in play and its decisions: DealSession (a SechsundsechzigDeal or
/// KamerunDeal behind the Deal interface).
class DreegGame final : public DealSession<Deal, std::unique_ptr<Deal>> {
  public:
    DreegGame(const Variant& v, int seats);
    DreegGame(const DreegGame& o) = default;
    DreegGame& operator=(const DreegGame&) = delete;

    std::unique_ptr<Game> clone() const override { return std::make_unique<DreegGame>(*this); }
    std::string_view id() const override { return "dreeg"; }
    const Pack& pack() const override { return Pack::get(PackKind::German24); }
    int seats() const override { return seats_; }
    const Variant& variant() const override { return variant_; }

    bool sessionOver() const override { return over_; }
    NextDeal nextDeal() const override;
    DealSetup makeDeal(int dealer, Rng& rng) const override;
    std::string startDeal(const DealSetup& setup) override;

    std::vector<Action> optionalActions(int seat) const override;

    DealResult lastResult() const override { return last_; }
    void reportDeal(nlohmann::json& out) const override;
    void reportStandings(nlohmann::json& out) const override;
    std::vector<std::string> invariantViolations() const override;
    ScoreUnit unit() const override { return ScoreUnit::Strokes; }
    int merit(int seat) const override { return -bollern(seat); }

    // -- Facts for the dialogs --
    std::vector<std::string> bidLadder() const override { return {}; }
    bool everyOtherSeatLoses() const override { return false; }

    // -- Facts for the score sheets, the history and the lessons --

    // -- Facts for the table --
    /// The phase in play as shown, counted from 1 (the last phase stays once the session is over,
    /// except at Neustadt, where the phases go round).
    int phaseNumber() const {
        return (neustadt_ ? phase_ : std::min(phase_, static_cast<int>(phases_.size()) - 1)) + 1;
    }
    /// Neustadt: the phases each seat won are counted.
    bool countsPhaseWins() const { return neustadt_; }

    // Dreeg-specific state, for the UI and tests.
    int strokes(int seat) const { return strokes_[static_cast<std::size_t>(seat)]; }
    int bollern(int seat) const { return bollern_[static_cast<std::size_t>(seat)]; }
    int phaseIndex() const { return phase_; }
    std::string phaseName() const;
    int wins(int seat) const { return wins_[static_cast<std::size_t>(seat)]; }
    Kind phaseKind() const;
    const std::vector<PhaseLoss>& phaseLosses() const { return losses_; }
    const Deal* currentDeal() const { return deal_.get(); }

  private:
    DealTable tableFor(int dealer) const;
    const std::string& phaseAt(int i) const;
    bool kamerunPhase() const;
    bool wegloescher() const;
    void scoreDeal() override;
    void endPhase(const std::vector<int>& losers);

    Variant variant_;
    int seats_;
    int startStrokes_;
    std::vector<std::string> phases_;
    std::vector<int> strokes_;
    std::vector<int> bollern_;
    int phase_ = 0;
    bool phaseStart_ = true;
    bool over_ = false;
    int lastDealer_ = -1;
    std::vector<int> lastOrder_; ///< seats active in the last finished deal
    std::vector<PhaseLoss> losses_;
    std::vector<int> lastDealLosers_;
    int lastPhase_ = 0;                ///< the phase the last finished deal was played in
    std::vector<int> lastStrokesLeft_; ///< the slates after the last deal's erasing (before a new phase)
    std::vector<int> wins_;            ///< Neustadt: phases won
    std::vector<int> phaseWinners_;    ///< Neustadt: the first out in the phase in play
    bool neustadt_ = false;
    DealResult last_;
};

} // namespace st::dreeg
