// Kamerun (phases 4 and 5 of dreeg.txt) and its extra phase Kamerun bei
// Nacht: no trumps, take as few card points as possible.
#pragma once

#include "../trick.h"
#include "phasedeal.h"

namespace st::dreeg {

struct OptionsKamerun {
    bool overtake = true;         ///< must beat when following (off: the phase-5 variant)
    bool night = false;           ///< Kamerun bei Nacht: cards held facing away, no obligations
    bool penaliseRevokes = false; ///< an illegal play ends the deal; the offender erases 3
    bool bamberger = false;       ///< Bamberger's scoring: fewest points erase most (erasing is good)
};

class KamerunDeal final : public Deal {
  public:
    /// Strokes to erase from points, tricks and the last trick (dreeg.txt's
    /// Kamerun scoring, ties included); indices are positions in the vectors.
    static std::vector<int> rankStrokes(const std::vector<int>& points, const std::vector<int>& tricks,
                                        int lastTrickIndex);
    /// Erasing in the order 3 before 2 before 1: the strokes each player
    /// really erases and the players who lose their last stroke (the losers).
    struct Erasing {
        std::vector<int> erased;
        std::vector<int> losers;
    };
    static Erasing eraseInOrder(const std::vector<int>& strokes, const std::vector<int>& toErase);

    static std::string validate(const DealTable& t, const DealSetup& s);
    static DealSetup deal(const DealTable& t, Rng& rng);

    KamerunDeal(const DealTable& t, const DealSetup& s, OptionsKamerun o = {});
    std::unique_ptr<Deal> clone() const override { return std::make_unique<KamerunDeal>(*this); }

    int toAct() const override;
    bool over() const override { return over_; }
    std::vector<Action> legalActions() const override;
    Refusal check(const Action& a) const override;
    void apply(const Action& a) override;

    const DealTable& table() const override { return table_; }
    const std::array<int, kMaxSeats>& erase() const override { return erase_; }
    int sideCounted(int seat) const override;
    /// Each player's own points taken (fewest is best; no target), the same for every seat.
    PointCount countedPoints(int seat) const override;
    int pointsInPlay() const override;
    bool cardsConserved() const override;
    void report(nlohmann::json& out) const override;
    SeatView view(int seat) const override;
    int offender() const override { return offender_; }

    int tricksWon(int seat) const { return tricksWon_[ix(seat)]; }
    int lastTrickWinner() const { return lastWinner_; }
    int durchmarsch() const { return durchmarsch_; }
    const std::string& outcome() const { return outcome_; }
    CardSet hand(int seat) const { return hand_[ix(seat)]; }

  private:
    static std::size_t ix(int seat) { return static_cast<std::size_t>(seat); }
    int nextInOrder(int seat) const;
    TrickRules rules() const;
    CardList trickCards() const;
    CardSet leadable() const;
    void finishTrick();
    void scoreRanking();

    const Pack* pack_;
    DealTable table_;
    OptionsKamerun opt_;
    std::vector<int> order_;
    std::array<CardSet, kMaxSeats> hand_{};
    CardSet aside_ = 0; ///< two players left: the undealt cards, out of play
    std::array<CardSet, kMaxSeats> won_{};
    std::array<int, kMaxSeats> tricksWon_{};
    std::array<int, kMaxSeats> erase_{};
    std::vector<SeatCard> trick_;
    std::vector<SeatCard> lastTrick_;
    int leader_ = -1;
    int tricksPlayed_ = 0;
    int lastWinner_ = -1;
    int lastLedSuit_ = -1;
    int durchmarsch_ = -1;
    int offender_ = -1;
    bool over_ = false;
    std::string outcome_;
};

} // namespace st::dreeg
