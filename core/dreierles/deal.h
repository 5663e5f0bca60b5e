// One deal of Dreierles (dreierles.txt): bidding, the blind, announcements,
// knocking, the play and the scoring of a declarer's game or a Räuber.
#pragma once

#include "../game.h"
#include "../trick.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace st::dreierles {

/// The regional rule sets of dreierles.txt.
enum class Region : std::uint8_t { Steinmauern, Iffezheim, Achertal };

/// Contracts, in bidding order (the higher, the fewer cards from the blind).
enum Bid : int { NoBid = 0, Dreier = 1, Zweier = 2, Einer = 3, Solo = 4, SoloDu = 5 };

const char* bidName(int bid);
int bidFromName(const std::string& name); ///< NoBid if unknown
/// Cards the declarer takes from the blind: Dreier 3, Zweier 2, Einer 1, Solo and Solo Du 0.
int blindCardsFor(int bid);
/// Dreier ×1, Zweier ×2, Einer ×3, Solo ×4, Solo Du ×8.
int bidFactor(int bid);

/// Card points of a pile counted in threes: each group of three cards is
/// worth its face values less 2; a last group of one or two cards less 1.
int countInThrees(const Pack& pack, CardSet pile);
/// The scoring table's game points for the declarer's card points before the
/// bid factor: (difference from 35) / 5 + 1, negative when the declarer has
/// 35 or fewer.
int tableValue(int declarerPoints);

/// The rules in force for one deal (resolved from the session's options).
struct Rules {
    Region region = Region::Steinmauern;
    bool tournament = false;      ///< Steinmauern tournament: no knocking, penalty 8 × factor
    int knockLimit = 4;           ///< the agreed limit on knocks (0: no knocking)
    int raeuberValue = 2;         ///< basic value of a Räuber (Steinmauern)
    bool raeuberOrSolo = false;   ///< this deal belongs to a "Räuber or Solo" round
    bool penalizeIllegal = false; ///< accept illegal discards and plays, and penalise them
};

/// Who sits at the table: the dealer, the active seats in play order
/// (forehand, the player to the dealer's right, first) and who scores.
struct Table {
    int seats = 3;
    int dealer = 0;
    std::vector<int> order;
    std::vector<bool> scores; ///< per seat: takes part in the scoring
};

/// A combination held at the start of the play and scored at the end.
struct Combination {
    int seat = -1;
    std::string what; ///< zehn_druck, drull, koenigsrolle
};

class Deal {
  public:
    static constexpr int kMaxSeats = 4;
    static constexpr int kBlind = 6;

    static int handSize(int active) { return active == 4 ? 12 : 16; }
    /// Check a dealt setup; returns an error text (empty if fine).
    static std::string validate(const Table& t, const DealSetup& s);
    /// Shuffle; six cards to the blind from the top, then two rounds of
    /// batches (8 each to three players, 6 each to four) in play order.
    static DealSetup deal(const Table& t, Rng& rng);

    Deal(const Table& t, const DealSetup& s, const Rules& r);

    // The state machine.
    int toAct() const;
    bool over() const { return stage_ == Stage::Over; }
    std::vector<Action> legalActions() const;
    /// Decisions a seat other than toAct() may take now: the knocks before the
    /// first card (Kontra by an eligible opponent, a Räuber knock).
    std::vector<Action> optionalActions(int seat) const;
    /// Who is offered an optional decision first: in a Räuber the knocking
    /// order (the last passer first), else the seats in play order after
    /// toAct(); toAct() itself is left out.
    std::vector<int> optionalOrder() const;
    Refusal check(const Action& a) const;
    void apply(const Action& a);

    // Facts for reports, tests and the session.
    const Table& table() const { return table_; }
    const Rules& rules() const { return rules_; }
    int declarer() const { return declarer_; }
    int contract() const { return bid_; } ///< NoBid for a Räuber
    bool raeuber() const { return declarer_ < 0 && biddingDone_; }
    /// The bidding is over (during it, declarer() is the highest bidder so far).
    bool biddingOver() const { return biddingDone_; }
    int knocks() const { return knocks_; }
    /// The seats that knocked, in order.
    const std::vector<int>& knockers() const { return knockers_; }
    /// True while the knocking window is open (before the first card) and seat may knock now.
    bool mayKnockNow(int seat) const;
    bool zehnDruck() const { return zehnDruck_; }
    bool pfeifeRaus() const { return pfeifeRaus_; }
    CardSet hand(int seat) const { return hand_[ix(seat)]; }
    /// The hand at the start of the play (the declarer's after the exchange).
    CardSet startHand(int seat) const { return startHand_[ix(seat)]; }
    CardSet pile(int seat) const { return pile_[ix(seat)]; }
    CardSet discards() const { return discards_; }
    /// The blind cards the declarer drew, exposed face up for everyone before
    /// they went into the declarer's hand (empty in a Solo, a Räuber, or before the bidding ends).
    CardSet taken() const { return taken_; }
    const CardList& blind() const { return blind_; }
    int tricksWon(int seat) const { return tricksWon_[ix(seat)]; }
    int lastTrickWinner() const { return lastWinner_; }
    /// Counted card points of a seat's side (declarer's game) or of the seat (Räuber).
    int cardPoints(int seat) const;
    /// Counted card points of the declarer's pile (tricks and discards) and of the opponents' pile.
    int declarerPoints() const;
    int opponentPoints() const;
    /// The counting help for `seat` (Game::countedPoints()), once the bidding is over, each pile
    /// counted in threes as it stands. A declarer's game (36 to win): the declarer's tricks and
    /// the opponents' tricks; the declarer adds the discards to the own pile, and the rest of the
    /// blind (which nobody sees) to the opponents' once their hands are empty and it is the only
    /// card left unaccounted for. The cards still held when the play is forfeited go to the
    /// opponents' pile unseen: an opponent counts only the own ones. Räuber: each player's own
    /// pile, no target.
    PointCount countedPoints(int seat) const;
    /// Counted points of the blind set aside in a Räuber (0 otherwise).
    int blindPoints() const;
    const std::vector<int>& delta() const { return delta_; }
    const std::vector<Combination>& combinations() const { return combos_; }
    /// "won", "lost", "forfeit" (laid out and forced early) or "" (no Pfeife score).
    const std::string& pfeife() const { return pfeifeOutcome_; }
    const std::string& outcome() const { return outcome_; }
    int offender() const { return offender_; }
    int gameValue() const { return gameValue_; }
    /// Achertal session bonus bookkeeping: 1 declarer won, -1 declarer lost, 0 Räuber.
    int declarerResult() const { return declarerResult_; }
    const std::vector<int>& bids() const { return bids_; }
    const std::vector<int>& raeuberLosers() const { return raeuberLosers_; }
    SeatView view(int seat) const;
    /// Only trick play left (Game::trickPlay()): a declarer's game after the
    /// first card (no knock, announcement or Pfeife rule still ahead), the
    /// declarer against the two, cards worth their value counted in threes
    /// (three times the face value less two). Empty in a Räuber, a Solo Du, with
    /// the Pfeife laid out and still in hand, and where illegal plays are penalised.
    std::optional<TrickPlay> trickPlay() const;
    bool cardsConserved() const;

  private:
    /// Open: before the first card — the declarer's announcements and the knocks
    /// (all optional); the first card played closes it.
    enum class Stage : std::uint8_t { Bidding, Discard, Open, Play, Over };

    static std::size_t ix(int seat) { return static_cast<std::size_t>(seat); }
    const Pack& pack() const { return *pack_; }
    int nextInOrder(int seat) const;
    bool isOpponent(int seat) const { return declarer_ >= 0 && seat != declarer_ && active(seat); }
    bool active(int seat) const;
    CardList trickCards() const;
    bool lastTrick() const { return tricksPlayed_ == handSize(static_cast<int>(table_.order.size())) - 1; }

    // Stages.
    void finishBidding();
    /// An opponent's right to knock in a declarer's game (the bidding decides it).
    bool eligibleOpponent(int seat) const;
    Refusal checkKnock(int seat) const;
    Refusal checkAnnounce(const Action& a) const;
    void startPlay();

    // Play.
    /// The cards seat may play, with the rules of this deal; when probe is
    /// refused by one of the Dreierles restrictions, why says which.
    CardSet playable(int seat, Card probe = kNoCard, Refusal* why = nullptr) const;
    CardSet raeuberRestrict(int seat, CardSet legal, Card probe, Refusal* why) const;
    Refusal checkPlay(int seat, Card c) const;
    Refusal checkDiscard(const Action& a) const;
    void applyPlay(const Action& a);
    void playCard(int seat, Card c);
    void finishTrick();
    void forfeitRest();

    // Scoring.
    void score();
    void scoreDeclarerGame();
    void scoreRaeuber();
    void scorePenalty();
    void findCombinations();
    void pay(int from, int to, int amount);
    /// Every scoring seat other than except pays amount to to (or receives it when negative).
    void payFromAll(int to, int amount);
    std::vector<int> scoringSeats() const;

    const Pack* pack_;
    Table table_;
    Rules rules_;
    Stage stage_ = Stage::Bidding;
    std::array<CardSet, kMaxSeats> hand_{};
    std::array<CardSet, kMaxSeats> startHand_{}; ///< hands at the start of play
    std::array<CardSet, kMaxSeats> pile_{};
    std::array<int, kMaxSeats> tricksWon_{};
    CardList blind_;
    CardSet blindLeft_ = 0; ///< blind cards not taken by the declarer
    CardSet taken_ = 0;     ///< the exposed blind cards the declarer took
    CardSet discards_ = 0;
    bool discardIllegal_ = false;
    CardSet forfeited_ = 0; ///< the cards still held when the play was forfeited (to the opponents, unseen)

    // Bidding.
    std::vector<int> bids_; ///< per seat: -1 not yet asked, 0 passed, else the bid
    std::vector<bool> passedDreierChance_;
    std::size_t bidTurn_ = 0;
    int bid_ = NoBid;
    int declarer_ = -1;
    bool biddingDone_ = false;

    // Announcements and knocking.
    bool zehnDruck_ = false;
    bool pfeifeRaus_ = false;
    int knocks_ = 0;
    std::vector<int> knockers_;
    /// Räuber: the order of the knocking chances (the last passer first, then
    /// each in turn; the sitting-out dealer in Steinmauern) and the position in
    /// it of the last knock (-1: none yet).
    std::vector<int> raeuberKnockOrder_;
    int lastKnockPos_ = -1;

    // Play.
    std::vector<SeatCard> trick_;
    std::vector<SeatCard> lastTrick_;
    int leader_ = -1;
    int tricksPlayed_ = 0;
    int trumpLedTricks_ = 0; ///< completed tricks led with a trump
    int lastWinner_ = -1;
    bool pfeifeInLastTrick_ = false;
    bool pfeifeForced_ = false;
    int offender_ = -1;
    std::vector<int> achertalFines_; ///< Achertal: 20-point fines for illegal plays (play goes on)

    // Result.
    std::vector<int> delta_;
    std::vector<Combination> combos_;
    std::vector<int> raeuberLosers_;
    std::string pfeifeOutcome_;
    std::string outcome_;
    int gameValue_ = 0;
    int declarerResult_ = 0;
};

} // namespace st::dreierles
