// The 66 family of Dreeg (dreeg.txt): Sechsundsechzig (phases 1 and 8),
// Rot-Assen (2 and 7) and Rufen (3 and 6), for four, three and two active
// players, and the two-player games of Weglöscher.
#pragma once

#include "../trick.h"
#include "phasedeal.h"

#include <array>
#include <string>
#include <vector>

namespace st::dreeg {

/// Rule variants that change a 66-family deal (docs/rules/dreeg.md).
struct Options66 {
    bool closerLosesAtLeastTwo = false; ///< a closer who loses costs at least 2 strokes
    bool prematureOutThree = false;     ///< closed with a side trickless, then out short: 3
    bool exchangeSecondPlayer = false;  ///< second to a trick may exchange the Nine to win at once
    bool exchangeOnClose = false;       ///< the closer's opponent may exchange at the close
    bool bambergerRotAssen = false;     ///< no going out; lone player's win is always 3
    bool penaliseRevokes = false;       ///< an illegal play ends the deal and is penalised
    bool twoPlayerWinIsOne = false;     ///< two-player 66 (Bamberger): every win erases 1 stroke
};

class SechsundsechzigDeal final : public Deal {
  public:
    /// The cards each active seat gets and the stock size.
    static int handSize(int active) { return active == 3 ? 8 : 6; }
    static int stockSize(int active) { return active == 2 ? 12 : 0; }
    /// Where the two-player trump indicator comes from when shuffling (the
    /// record always has it last in the stock).
    enum class Indicator { Seventh, Thirteenth, Bottom };
    static std::string validate(const DealTable& t, const DealSetup& s);
    static DealSetup deal(const DealTable& t, Rng& rng, Indicator ind = Indicator::Seventh);

    SechsundsechzigDeal(const DealTable& t, const DealSetup& s, Options66 o = {});
    std::unique_ptr<Deal> clone() const override { return std::make_unique<SechsundsechzigDeal>(*this); }

    int toAct() const override;
    bool over() const override { return stage_ == Stage::Over; }
    std::vector<Action> legalActions() const override;
    std::vector<Action> optionalActions(int seat) const override;
    Refusal check(const Action& a) const override;
    void apply(const Action& a) override;

    const DealTable& table() const override { return table_; }
    const std::array<int, kMaxSeats>& erase() const override { return erase_; }
    int sideCounted(int seat) const override { return countedSide(side_[ix(seat)]); }
    /// Each side's counted points (tricks, and marriages once the side has a trick), the same
    /// for every seat; every player for themself in the three- and four-player 66 (no target:
    /// the ranking decides). Rufen: the partners show one total, which starts only with the
    /// first trick, where the called card falls. Empty after a surrender (no play).
    PointCount countedPoints(int seat) const override;
    int pointsInPlay() const override;
    bool cardsConserved() const override;
    void report(nlohmann::json& out) const override;
    SeatView view(int seat) const override;
    /// Two players once the talon is closed or used up, going out aside:
    /// nothing left to declare (no King and Over of a suit in either hand, the
    /// trumps set or none for good), no exchange at the close pending, revokes
    /// not merely penalised; cards worth their points.
    std::optional<TrickPlay> trickPlay() const override;
    CardList unseenTalon() const override;
    void setUnseenTalon(const CardList& cards) override;
    int offender() const override { return offender_; }

    // For tests and the UI.
    int counted(int seat) const { return sideCounted(seat); }
    int tricksWon(int seat) const { return tricksWon_[ix(seat)]; }
    int trump() const { return trump_; }
    bool twoPlayer() const { return order_.size() == 2; }
    const std::string& outcome() const { return outcome_; }
    int wentOut() const { return wentOut_; }
    int lastTrickWinner() const { return lastWinner_; }
    int closer() const { return closer_; }
    int closePoints(int seat) const { return closePoints_[static_cast<std::size_t>(side_[ix(seat)])]; }
    int closeTricks(int seat) const { return closeTricks_[static_cast<std::size_t>(side_[ix(seat)])]; }
    CardSet hand(int seat) const { return hand_[ix(seat)]; }
    CardSet wonCards(int seat) const { return won_[ix(seat)]; }
    const CardList& talon() const { return talon_; }
    bool talonFaceUp() const { return faceUp_; }
    int side(int seat) const { return side_[ix(seat)]; }
    Card calledCard() const { return called_; }
    int partner() const { return partner_; }

  private:
    enum class Stage { Decide, Call, ChooseTrump, Lead, Declared, Follow, Over };
    static std::size_t ix(int seat) { return static_cast<std::size_t>(seat); }
    Kind kind() const { return table_.kind; }
    int nextInOrder(int seat) const;
    int other(int seat) const { return nextInOrder(seat); } // two players
    bool talonOpen() const { return twoPlayer() && !closed_ && !talon_.empty(); }
    TrickRules rules() const;
    CardList trickCards() const;
    bool sidesGame() const { return twoPlayer() || kind() != Kind::SixtySix; }
    int countedSide(int side) const;
    int sideTricks(int side) const;
    bool canGoOut() const;
    bool indicatorGame() const { return twoPlayer() && kind() == Kind::SixtySix; }
    Refusal checkLead(const Action& a) const;
    Refusal checkFollow(const Action& a) const;
    Refusal checkTrumpChoice(const Action& a, int seat) const;
    void draw();
    void setTrump(int seat, int suit);
    void playCard(int seat, Card c);
    void finishTrick();
    void finishOut(int seat);
    void finishPlay();
    void penalise(int seat, const char* why);
    void scoreRanking();
    void scoreSide(int winnerSide, int strokes, const char* why);
    int stateStrokes(int loserSide) const;
    int closeStrokes() const;

    const Pack* pack_;
    DealTable table_;
    Options66 opt_;
    std::vector<int> order_;
    std::array<int, kMaxSeats> side_{};
    std::array<CardSet, kMaxSeats> hand_{};
    std::array<CardSet, kMaxSeats> won_{};
    std::array<int, kMaxSeats> tricksWon_{};
    std::array<int, kMaxSeats> declared_{};
    std::array<int, kMaxSeats> erase_{};
    CardList talon_;
    Card trumpCard_ = kNoCard;
    int trump_ = kNoTrump;
    bool closed_ = false;
    int closer_ = -1;
    std::array<int, 2> closePoints_{};
    std::array<int, 2> closeTricks_{};
    std::vector<SeatCard> trick_;
    std::vector<SeatCard> lastTrick_;
    std::vector<SeatCard> shown_;
    int leader_ = -1;
    int tricksPlayed_ = 0;
    int lastWinner_ = -1;
    bool drawPending_ = false; ///< two players: the trick's winner has not drawn yet
    int aceChooser_ = -1;      ///< face-up Rot-Assen: drew the Ace of hearts, must choose trumps now
    int declaredSuit_ = -1;
    Stage stage_ = Stage::Lead;
    int chooser_ = -1; ///< Decide / Call / ChooseTrump
    int wentOut_ = -1;
    int offender_ = -1;
    std::string outcome_;
    // Rot-Assen two players.
    bool faceUp_ = false;
    bool noTrumps_ = false; ///< closed before trumps were set: none for the rest
    std::array<bool, kMaxSeats> heldThroughLead_{};
    bool surrendered_ = false;
    // Rufen.
    Card called_ = kNoCard;
    int partner_ = -1;
    CardSet firstThree_ = 0;
    // Exchange windows of the variants.
    int closeExchangeSeat_ = -1; ///< the closer's opponent, right after the close
    Card mustPlay_ = kNoCard;    ///< the indicator taken by a second-player exchange
};

} // namespace st::dreeg
