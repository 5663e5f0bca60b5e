// Sechsundsechzig (66), Dreeg phases 1 and 8, for four, three and two
// active players (dreeg.txt, "Phase 1: Sechsundsechzig (66)").
#pragma once

#include "../game.h"
#include "../trick.h"

#include <array>
#include <string>
#include <vector>

namespace st::dreeg {

/// Who plays a deal: the table size, the dealer (who may have dropped out
/// and still deals) and the active seats in play order, forehand first.
struct DealTable {
    int seats = 4;
    int dealer = 0;
    std::vector<int> order;
};

/// How the two-player stage is set up and scored (variants of dreeg.txt).
struct Options66 {
    bool closerLosesAtLeastTwo = false; ///< "a closer who loses costs at least 2 strokes"
};

/// One deal of Sechsundsechzig. Strokes are reported per seat; the phase
/// (DreegGame) clamps them to what is left on each slate.
class Sechsundsechzig {
  public:
    static constexpr int kMaxSeats = 4;

    /// The cards each active seat gets and the talon size, by active count.
    static int handSize(int active) { return active == 4 ? 6 : active == 3 ? 8 : 6; }
    static int stockSize(int active) { return active == 2 ? 12 : 0; }
    /// Check a dealt setup; returns an error text (empty if fine).
    static std::string validate(const DealTable& t, const DealSetup& s);
    /// Shuffle and deal as the text says (batches 3/3, 3-2-3, 3 + indicator + 3).
    static DealSetup deal(const DealTable& t, Rng& rng);

    Sechsundsechzig(const DealTable& t, const DealSetup& s, Options66 o = {});

    int toAct() const;
    bool over() const { return stage_ == Stage::Over; }
    std::vector<Action> legalActions() const;
    Refusal check(const Action& a) const;
    void apply(const Action& a);

    /// Strokes each seat erases (not yet clamped to the slate).
    const std::array<int, kMaxSeats>& erase() const { return erase_; }
    /// Counted card points per seat: tricks plus declarations (which count
    /// only once the player has a trick).
    int counted(int seat) const;
    int tricksWon(int seat) const { return tricksWon_[static_cast<std::size_t>(seat)]; }
    int trump() const { return trump_; }
    bool twoPlayer() const { return order_.size() == 2; }
    const DealTable& table() const { return table_; }
    /// Machine-readable words for how the deal ended (for the replay report).
    const std::string& outcome() const { return outcome_; }
    int wentOut() const { return wentOut_; }
    int lastTrickWinner() const { return lastWinner_; }
    /// Counted points and tricks per seat when the talon was closed.
    int closePoints(int seat) const { return closePoints_[ix(seat)]; }
    int closeTricks(int seat) const { return closeTricks_[ix(seat)]; }
    int closer() const { return closer_; }
    CardSet hand(int seat) const { return hand_[static_cast<std::size_t>(seat)]; }
    CardSet wonCards(int seat) const { return won_[static_cast<std::size_t>(seat)]; }
    const CardList& talon() const { return talon_; }
    SeatView view(int seat) const;
    /// Every card of the pack is exactly once in a hand, the talon, a trick or a won pile.
    bool cardsConserved() const;

  private:
    enum class Stage { Lead, Declared, Follow, Over };
    std::size_t ix(int seat) const { return static_cast<std::size_t>(seat); }
    int nextInOrder(int seat) const;
    bool talonOpen() const { return twoPlayer() && !closed_ && !talon_.empty(); }
    TrickRules rules() const;
    CardSet handAfterDraw() const;
    bool canGoOut() const;
    Refusal checkLead(const Action& a) const;
    void draw();
    void playCard(int seat, Card c);
    void finishTrick();
    void finishOut(int seat);
    void finishPlay();
    void scoreRanking();
    void scoreTwo(int winner, int strokes, const char* why);
    int stateStrokes(int opponent) const; ///< 1/2/3 by the opponent's points and tricks now
    int closeStrokes() const;             ///< 1/2/3 by the state when the talon was closed

    const Pack* pack_;
    DealTable table_;
    Options66 opt_;
    std::vector<int> order_;
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
    std::array<int, kMaxSeats> closePoints_{};
    std::array<int, kMaxSeats> closeTricks_{};
    std::vector<SeatCard> trick_;
    std::vector<SeatCard> lastTrick_;
    std::vector<SeatCard> shown_;
    int leader_ = -1;
    int tricksPlayed_ = 0;
    int lastWinner_ = -1;
    bool drawPending_ = false;
    int declaredSuit_ = -1;
    Stage stage_ = Stage::Lead;
    int wentOut_ = -1;
    std::string outcome_;
};

} // namespace st::dreeg
