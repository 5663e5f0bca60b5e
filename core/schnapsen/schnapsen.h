// Two-player Schnapsen as a game of its own: deals alternate, the first to
// seven game points wins the match (a Bummerl for the loser).
#pragma once

#include "game.h"
#include "schnapsendeal.h"

#include <optional>
#include <vector>

namespace st::schnapsen {

/// The rule options of Schnapsen (documented in docs/rules/schnapsen.md).
const std::vector<OptionSpec>& optionSpecs();

/// The deal options a variant selects (shared with Dreierschnapsen's tie-break).
SchnapsenOptions dealOptions(const Variant& v);

class SchnapsenGame final : public Game {
  public:
    SchnapsenGame(const Variant& v, int seats);

    std::unique_ptr<Game> clone() const override { return std::make_unique<SchnapsenGame>(*this); }
    std::string_view id() const override { return "schnapsen"; }
    const Pack& pack() const override { return Pack::get(PackKind::Schnapsen20); }
    int seats() const override { return 2; }
    const Variant& variant() const override { return variant_; }

    bool sessionOver() const override { return over_; }
    bool inDeal() const override { return deal_ && !deal_->over(); }
    int dealsFinished() const override { return dealsFinished_; }
    NextDeal nextDeal() const override;
    DealSetup makeDeal(int dealer, Rng& rng) const override;
    std::string startDeal(const DealSetup& setup) override;

    int toAct() const override { return inDeal() ? deal_->toAct() : -1; }
    std::vector<Action> legalActions() const override;
    Refusal check(const Action& a) const override;
    void apply(const Action& a) override;

    /// Both players' counted points (tricks and marriages that count), the same for either seat.
    PointCount countedPoints(int seat) const override;
    DealResult lastResult() const override { return last_; }
    void reportDeal(nlohmann::json& out) const override;
    void reportStandings(nlohmann::json& out) const override;
    SeatView view(int seat) const override;
    std::optional<TrickPlay> trickPlay() const override { return inDeal() ? deal_->trickPlay() : std::nullopt; }
    CardList unseenTalon() const override { return inDeal() ? deal_->unseenTalon() : CardList{}; }
    void setUnseenTalon(const CardList& cards) override {
        if (inDeal())
            deal_->setUnseenTalon(cards);
    }
    std::vector<std::string> invariantViolations() const override;
    ScoreUnit unit() const override { return ScoreUnit::GamePoints; }
    /// The match winner 1; the others by their Bummerl, fewer better (-1 - Bummerl).
    int merit(int seat) const override { return winner_ == seat ? 1 : -bummerl(seat) - 1; }

    // -- Facts for the dialogs --
    std::vector<std::string> bidLadder() const override { return {}; }
    bool everyOtherSeatLoses() const override { return true; }

    // -- Facts for the score sheets, the history and the lessons --

    // -- Facts for the table --
    /// The game points that win the match (Bummerl).
    int target() const { return target_; }

    int score(int seat) const { return scores_[static_cast<std::size_t>(seat)]; }
    int bummerl(int seat) const { return bummerl_[static_cast<std::size_t>(seat)]; }
    int matchWinner() const { return winner_; }
    const Deal* currentDeal() const { return deal_ ? &*deal_ : nullptr; }

  private:
    void scoreDeal();

    Variant variant_;
    int target_;
    std::vector<int> scores_{0, 0};
    std::vector<int> bummerl_{0, 0};
    int winner_ = -1;
    bool over_ = false;
    int dealsFinished_ = 0;
    int lastDealer_ = -1;
    std::optional<Deal> deal_;
    DealResult last_;
    std::vector<std::string> violations_;
};

/// Invariants of a finished Schnapsen deal (cards, 120 points, a 1-3 score); messages prefixed by `where`.
void checkFinishedDeal(const Deal& d, const std::string& where, std::vector<std::string>& out);

/// The replay fields of a Schnapsen deal (shared with Dreierschnapsen's tie-break).
void reportSchnapsenDeal(const Deal& d, nlohmann::json& out);

} // namespace st::schnapsen
