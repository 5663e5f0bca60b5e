// One deal of two-player Schnapsen (schnapsen.md): talon and drawing,
// marriages, the trump-Unter exchange, closing, going out, 1/2/3 game points.
// Used by the game "schnapsen" and by Dreierschnapsen's tie-break deal.
#pragma once

#include "game.h"
#include "trick.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace st::schnapsen {

/// Rule variants of a Schnapsen deal (docs/rules/schnapsen.md).
struct SchnapsenOptions {
    bool exchangeAtTwo = false;      ///< the trump Unter may be exchanged while the talon holds two cards
    bool marriagesAfterClose = true; ///< marriages may still be declared once the talon is closed or used up
};

/// The two players of a deal at a table of `seats` (2, or 3 for the tie-break):
/// the dealer and the forehand, who leads first.
struct SchnapsenTable {
    int seats = 2;
    int dealer = 0;
    int forehand = 1;
};

class Deal {
  public:
    static constexpr int kHand = 5;
    static constexpr int kTalon = 10; ///< nine face down and the trump card under them, face up
    static constexpr int kMaxSeats = 3;

    /// Check the dealt cards: five to each player, a talon of ten whose last
    /// code is the face-up trump card, nothing to a third seat; error text or empty.
    static std::string validate(const SchnapsenTable& t, const DealSetup& s);
    /// Shuffle and deal: three to the forehand, three to the dealer, the trump
    /// card turned, two each; the nine left lie across the trump card.
    static DealSetup deal(const SchnapsenTable& t, Rng& rng);

    Deal(const SchnapsenTable& t, const DealSetup& s, SchnapsenOptions o = {});

    int toAct() const;
    bool over() const { return stage_ == Stage::Over; }
    std::vector<Action> legalActions() const;
    Refusal check(const Action& a) const;
    void apply(const Action& a);

    /// The seat that won the deal and its game points (1, 2 or 3); -1/0 while running.
    int winner() const { return winner_; }
    int gamePoints() const { return gamePoints_; }
    /// Card points that count: tricks plus marriages once the player has a trick.
    int counted(int seat) const;
    /// The counting help (Game::countedPoints()): each player's counted points, seen by both
    /// (tricks are won in the open, marriages are shown); -1 for a seat not in the deal; 66 to win.
    PointCount countedPoints() const;
    int tricksWon(int seat) const { return tricks_[ix(seat)]; }
    int trump() const { return trump_; }
    Card trumpCard() const { return talon_.empty() ? kNoCard : talon_.back(); }
    bool closed() const { return closed_; }
    int closer() const { return closer_; }
    int closePoints(int seat) const { return closePoints_[ix(seat)]; }
    int closeTricks(int seat) const { return closeTricks_[ix(seat)]; }
    int wentOut() const { return wentOut_; }
    int lastTrickWinner() const { return lastWinner_; }
    const std::string& outcome() const { return outcome_; }
    const SchnapsenTable& table() const { return table_; }
    CardSet hand(int seat) const { return hand_[ix(seat)]; }
    CardSet wonCards(int seat) const { return won_[ix(seat)]; }
    const CardList& talon() const { return talon_; }
    SeatView view(int seat) const;
    /// Only trick play left (Game::trickPlay()), going out aside: the talon
    /// closed or used up and no marriage left to declare; each player for
    /// themself, cards worth their points.
    std::optional<TrickPlay> trickPlay() const;
    /// Game::unseenTalon(): the open talon but its face-up trump card.
    CardList unseenTalon() const;
    void setUnseenTalon(const CardList& cards);
    /// Every card of the pack is exactly once in a hand, the talon, the trick or a won pile.
    bool cardsConserved() const;

  private:
    enum class Stage { Lead, Declared, Follow, Over };
    static std::size_t ix(int seat) { return static_cast<std::size_t>(seat); }
    int other(int seat) const { return seat == table_.dealer ? table_.forehand : table_.dealer; }
    bool talonOpen() const { return !closed_ && !talon_.empty(); }
    TrickRules rules() const;
    Refusal checkLead(const Action& a) const;
    void finishTrick();
    void finishOut(int seat);
    void finishPlay();
    void score(int winner, int points, const char* why);

    const Pack* pack_;
    SchnapsenTable table_;
    SchnapsenOptions opt_;
    std::array<CardSet, kMaxSeats> hand_{};
    std::array<CardSet, kMaxSeats> won_{};
    std::array<int, kMaxSeats> tricks_{};
    std::array<int, kMaxSeats> declared_{};
    CardList talon_;
    int trump_ = kNoTrump;
    bool closed_ = false;
    int closer_ = -1;
    std::array<int, kMaxSeats> closePoints_{};
    std::array<int, kMaxSeats> closeTricks_{};
    std::vector<SeatCard> trick_;
    std::vector<SeatCard> lastTrick_;
    std::vector<SeatCard> shown_;
    int leader_ = -1;
    int lastWinner_ = -1;
    int declaredSuit_ = -1;
    Stage stage_ = Stage::Lead;
    int wentOut_ = -1;
    int winner_ = -1;
    int gamePoints_ = 0;
    std::string outcome_;
};

} // namespace st::schnapsen
