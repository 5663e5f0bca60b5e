// One deal of Dreierschnapsen (dreierschnapsen.txt): the caller's trumps,
// bidding, the talon exchange, the contracts of the table, Spritzen/Retour/Re
// and the deal's game points.
#pragma once

#include "game.h"
#include "trick.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace st::dreierschnapsen {

enum class Contract : std::uint8_t {
    Rufer,
    Bettler,
    Assenbettler,
    AssBettler,
    Schnapser,
    Plauderer,
    Gang,
    Zehnergang,
    Bauernloch,
    Bauernschnapser,
    Kontraschnapser,
    Farbenringerl,
    Kontrabauernschnapser,
    Trumpfringerl,
};
inline constexpr int kContracts = 14;

/// Who may bid a contract.
enum class Who : std::uint8_t { Any, Caller, NonCaller };
/// What the declarer must do.
enum class Goal : std::uint8_t {
    SixtySix,  ///< Rufer: first side to 66, else the last trick
    NoTrick,   ///< Bettler family: take no trick
    AllTricks, ///< Gang family: take every trick
    Quick,     ///< Schnapser, Kontraschnapser: win every trick and reach 66 within `limit` tricks
};

struct ContractInfo {
    Contract contract;
    const char* name; ///< the record's bid name
    int value;        ///< game points (Rufer: 1, its lowest; Plauderer by option)
    Who who;
    bool trumps; ///< the caller's trumps count
    bool aceLow; ///< 10 K O U A
    Goal goal;
    int limit;          ///< Quick: tricks within which 66 must be reached
    bool declarerLeads; ///< otherwise the caller leads
    bool negative;      ///< a Bettler (for the "no talon in negative contracts" option)
};

const ContractInfo& contractInfo(Contract c);
std::optional<Contract> contractFromName(std::string_view name);

/// The rule options a deal needs (from the variant; docs/rules/dreierschnapsen.md).
struct DreierOptions {
    bool callerFirst = false;    ///< regional bidding order: the caller announces or passes first
    bool talonInNegative = true; ///< the talon may be used in Bettler contracts
    bool plauderer = true;       ///< Plauderer is played
    int plaudererValue = 7;      ///< 7 or 8
    bool assenbettler = false;   ///< regional contracts
    bool assBettler = false;
    bool zehnergang = false;
    bool bauernloch = false;
    bool gangOverZehnergang = false; ///< when Gang and Zehnergang meet, Gang is played
};

class Deal {
  public:
    static constexpr int kSeats = 3;
    static constexpr int kHand = 6;
    static constexpr int kTalon = 2;

    /// Check the dealt cards: six to each seat in dealing order, two to the talon.
    static std::string validate(int dealer, const DealSetup& s);
    /// Shuffle and deal: 3 each from the caller, 2 to the talon, 3 each; or,
    /// when middlehand knocked, 2 to the talon and 6 each.
    static DealSetup deal(int dealer, bool knocked, Rng& rng);

    Deal(const DealSetup& s, DreierOptions o);

    int toAct() const;
    bool over() const { return phase_ == Phase::Over; }
    std::vector<Action> legalActions() const;
    Refusal check(const Action& a) const;
    void apply(const Action& a);

    // Positions: the caller (forehand, dealer's left), middlehand, rearhand (the dealer).
    int dealer() const { return dealer_; }
    int caller() const { return caller_; }
    bool redealt() const { return redealt_; }
    int trump() const { return trumpSuit_; }
    Card turnedCard() const { return turned_; }
    int declarer() const { return declarer_; }
    std::optional<Contract> contract() const { return contract_; }
    bool withoutTalon() const { return noTalon_; }
    bool talonUsed() const { return talonUsed_; }
    int knocks() const { return knocks_; }
    /// The contract's value before doubling (Rufer: 1, 2 or 3 by the result; +1 without the talon).
    int baseValue() const { return base_; }
    /// What the settled contract is worth before doubling while it is played: its value (the
    /// Plauderer's as the rules set it, the Rufer's least), +1 when played without the talon.
    /// 0 before a contract is settled.
    int contractValue() const { return contract_ ? value(*contract_) + (noTalon_ ? 1 : 0) : 0; }
    bool declarerWon() const { return declarerWon_; }
    /// Game points the deal gave each seat (toward the match target).
    const std::array<int, kSeats>& gamePoints() const { return gamePoints_; }
    const std::string& outcome() const { return outcome_; }
    /// Card points of the side a seat belongs to (tricks plus marriages that count).
    int sideCounted(int seat) const;
    /// The counting help (Game::countedPoints()): once the contract is settled and it is one
    /// where card points matter (Rufer, Schnapser, Kontraschnapser: 66), the declarer's and the
    /// defenders' counted points, the same for every seat (tricks are won in the open, marriages
    /// shown; the two cards laid away count for nobody). Empty before that, after a redeal and
    /// in the Bettler and Gang contracts.
    PointCount countedPoints() const;
    int tricksWon(int seat) const { return tricks_[ix(seat)]; }
    CardSet hand(int seat) const { return hand_[ix(seat)]; }
    CardSet wonCards(int seat) const { return won_[ix(seat)]; }
    /// The two cards out of play: the declarer's discards, or the untouched talon.
    CardSet discards() const { return discards_; }
    const CardList& talon() const { return talon_; }
    /// The first trick of each side (the declarer's, the defenders'), in the
    /// order they were won: they stay face up for the rest of the deal ("the
    /// first trick of either team must be played face-up"); also in view().openTricks.
    const std::vector<OpenTrick>& openTricks() const { return openTricks_; }
    const std::vector<std::string>& bids() const { return bidLog_; }
    SeatView view(int seat) const;
    bool cardsConserved() const;

  private:
    enum class Phase { Trump, Bid, Raise, Exchange, AfterTalon, Play, Over };
    enum class Stage { Lead, Declared, Follow };
    struct Bid {
        Contract contract = Contract::Rufer;
        bool noTalon = false;
        int seat = -1;
    };
    static std::size_t ix(int seat) { return static_cast<std::size_t>(seat); }
    int next(int seat) const { return (seat + 1) % kSeats; }
    int priority(int seat) const { return (seat - caller_ + kSeats) % kSeats; }
    bool enabled(Contract c) const;
    int value(Contract c) const;
    int effective(const Bid& b) const { return value(b.contract) + (b.noTalon ? 1 : 0); }
    bool outranks(const Bid& a, const Bid& b) const;
    Refusal checkBid(const Action& a) const;
    Refusal checkDiscard(const Action& a) const;
    Refusal checkPlay(const Action& a) const;
    bool usesTalonFor(const Bid& b) const;
    bool isDefender(int seat) const { return seat != declarer_; }
    bool canKnock(int seat) const;
    int mapCard(Card c) const;
    Card unmapCard(Card c) const;
    CardSet mapSet(CardSet s) const;
    CardSet unmapSet(CardSet s) const;
    CardList mappedTrick() const;
    int ringerlSuit() const;
    void nextSpeaker();
    void settleContract();
    void startPlay();
    void finishTrick();
    void evaluate(bool afterTrick);
    void finish(bool declarerWon, const char* why);

    const Pack* pack_;
    DreierOptions opt_;
    int dealer_ = 0;
    int caller_ = 1;
    std::array<CardList, kSeats> dealt_{};
    std::array<CardSet, kSeats> hand_{};
    std::array<CardSet, kSeats> won_{};
    std::array<int, kSeats> tricks_{};
    std::array<int, kSeats> declared_{};
    std::array<bool, kSeats> playedSinceKnock_{};
    CardList talon_;
    CardSet discards_ = 0;
    Phase phase_ = Phase::Trump;
    Stage stage_ = Stage::Lead;
    bool redealt_ = false;
    int trumpSuit_ = kNoTrump;
    Card turned_ = kNoCard;
    std::vector<int> speakers_;
    std::size_t speakIx_ = 0;
    std::optional<Bid> best_;
    std::vector<std::string> bidLog_;
    int declarer_ = -1;
    std::optional<Contract> contract_;
    bool noTalon_ = false;
    bool talonUsed_ = false;
    int playTrump_ = kNoTrump;
    bool aceLow_ = false;
    int knocks_ = 0;
    std::vector<SeatCard> trick_;
    std::vector<SeatCard> lastTrick_;
    std::vector<SeatCard> shownPairs_;
    std::vector<OpenTrick> openTricks_;
    int leader_ = -1;
    int tricksPlayed_ = 0;
    int lastWinner_ = -1;
    int declaredSuit_ = -1;
    int base_ = 0;
    bool declarerWon_ = false;
    std::array<int, kSeats> gamePoints_{};
    std::string outcome_;
};

} // namespace st::dreierschnapsen
