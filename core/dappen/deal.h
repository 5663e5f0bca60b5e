// One deal of Dappen (dappen.txt): bidding, the Dapp exchange, Ulti, the play
// with gstiesieren and the payments, for the Furtwangen, Breitnau, Buchenbach
// and Mainz rules.
#pragma once

#include "../game.h"
#include "../trick.h"

#include <optional>
#include <string>
#include <vector>

namespace st::dappen {

enum class Rules : std::uint8_t { Furtwangen, Breitnau, Buchenbach, Mainz };

/// The contract the lone player plays (its name is also the bid that makes it).
enum class Contract : std::uint8_t { None, Solo, Dappen, Strecken, Stupfen, EinHannes, ZweiHannes, Geiss };

std::string_view rulesName(Rules r);
std::string_view contractName(Contract c);

/// The rule options in force for a deal (docs/rules/dappen.md lists them).
struct Options {
    Rules rules = Rules::Furtwangen;
    bool stopRule = true;              ///< Furtwangen: compulsory dappen with a trump stop
    bool ulti = true;                  ///< Furtwangen: Ulti announcements
    bool gstiesieren = true;           ///< Furtwangen: withholding a lone Gstieß
    bool halfGame = false;             ///< Furtwangen: ½ cent per card point
    bool halfUlti = false;             ///< Furtwangen: Ulti at 5/10/15 cents
    bool marchHalfCost = false;        ///< two bidders' Marsch: other bidder pays half, the rest undoubled
    bool sevenHonoursOwnShare = false; ///< seven 5-point cards with a second bidder: each pays own share
    bool dappFirst = false;            ///< deal the Dapp at the start and the middle
    bool mainzKings = false;           ///< Mainz "honneurs" are the four kings (else the seven 5-point cards)
};

/// Who plays a deal: table size, dealer and the active seats in play order
/// (the player to the dealer's right first).
struct DealTable {
    int seats = 6;
    int dealer = 0;
    std::vector<int> order;
};

/// Hand and Dapp (Écart) sizes for a number of active players.
struct Sizes {
    int hand = 0;
    int stock = 0;
};

/// Active players for a table size, or 0 if the rules cannot be played there.
int activePlayers(Rules r, int seats);
Sizes sizesFor(Rules r, int active);
/// Why the rules cannot be played by this many at the table (empty if they can).
std::string tableError(Rules r, int seats);

/// Card points of a pile. Black Forest: counted in pairs, one point off each
/// pair, an odd card one point off its value. Mainz: in threes, two points off
/// each packet, one point off a short packet of one or two cards.
int countPile(Rules r, CardSet pile);
/// Mainz exact value in thirds of a point: face values less two thirds a card
/// (a packet of three less 2; a card left over is "a card", a third). The pack
/// is 210 thirds; it decides the winner and the game value.
int mainzThirds(CardSet pile);
/// Furtwangen amount per opponent for a simple game, from the difference of
/// the losing side's points to 40: full game to the nearest 5 (at least 5);
/// half game to the nearest 10 (fives and less than 5 rounded up), halved.
int furtwangenBase(int difference, bool halfGame);
/// Breitnau and Buchenbach: rounded up to a multiple of 10.
int roundUpToTen(int x);
/// Breitnau / Buchenbach multiplier of the difference.
int contractFactor(Rules r, Contract c, bool loneWins);
/// Ulti value in cents of trump 3, 2 or 1.
int ultiValue(Card c, bool half);
/// Furtwangen stop: the Gstieß, or trump v with at least 22 - v other trumps.
bool hasStop(CardSet hand);

struct UltiResult {
    Card card = kNoCard;
    int trick = -1; ///< trick (0-based) it was played to
    bool won = false;
};

class Deal {
  public:
    static std::string validate(Rules r, const DealTable& t, const DealSetup& s);
    static DealSetup deal(const Options& o, const DealTable& t, Rng& rng);

    Deal(const Options& o, const DealTable& t, const DealSetup& s);

    int toAct() const;
    bool over() const { return stage_ == Stage::Over; }
    std::vector<Action> legalActions() const;
    Refusal check(const Action& a) const;
    void apply(const Action& a);

    const DealTable& table() const { return table_; }
    CardSet hand(int seat) const { return hand_[ix(seat)]; }
    CardSet legalCardsFor(int seat) const;
    int lone() const { return lone_; }
    int dapper() const { return dapper_; }       ///< who dapped (-1: nobody yet)
    int stretcher() const { return stretcher_; } ///< who stretched over the dapper (-1: nobody)
    Contract contract() const { return contract_; }
    int otherBidder() const { return otherBidder_; }
    bool twoBidders() const { return twoBidders_; }
    int gstiesierer() const { return gstiesierer_; }
    int offender() const { return offender_; }
    int tricksPlayed() const { return tricksPlayed_; }
    int tricksWon(int seat) const { return tricksWon_[ix(seat)]; }
    CardSet ultiCards() const { return ulti_; }
    const std::vector<UltiResult>& ultiResults() const { return ultiResults_; }
    Card compensation() const { return compensation_; }
    /// "played", "seven_honours", "abandoned" (missed compulsory bid), "ins_loch" (all passed)
    const std::string& outcome() const { return outcome_; }
    /// "lone" (lone player took every trick), "team" (no trick), or empty.
    const std::string& marsch() const { return marsch_; }
    int lonePoints() const { return lonePoints_; }
    int teamPoints() const { return teamPoints_; }
    bool loneWins() const { return loneWins_; }
    /// Amount per opponent for the game (cents; Mainz: game points), before special payers.
    int gameAmount() const { return gameAmount_; }
    /// The factor the game amount was multiplied by (a doubled Solo, two bidders, the
    /// Breitnau and Buchenbach contracts); 1 when none.
    int gameFactor() const { return gameFactor_; }
    /// Per seat: the game payment, the Ulti payments, and both together.
    const std::vector<int>& gamePay() const { return gamePay_; }
    const std::vector<int>& ultiPay() const { return ultiPay_; }
    std::vector<int> delta() const;
    /// Per seat: the card points of its side at the end (0 for a seat that did not play).
    std::vector<int> cardPoints() const;
    /// The counting help for `seat` (Game::countedPoints()): once the lone player is known, the
    /// lone player's and the team's piles counted as the rules count them (in pairs; Mainz in
    /// threes). The lone player adds the own discards once having a trick (the team's if the
    /// play ends without one); a Solo's untouched Dapp counts for nobody, as nobody has seen it.
    /// Target: the team wins with 40 (Mainz: 35). Empty when all passed or a missed compulsory
    /// bid ended the deal.
    PointCount countedPoints(int seat) const;
    /// The bids and passes as spoken: (seat, "solo"/"dappen"/.../"pass").
    const std::vector<std::pair<int, std::string>>& bids() const { return bids_; }
    SeatView view(int seat) const;
    /// Only trick play left (Game::trickPlay()): the lone player against the
    /// rest, cards worth their counted value (in pairs: two points a point
    /// less one; Mainz: in thirds). Empty while the Ulti window is open, the
    /// lone player holds back Ulti cards, Buchenbach's first three tricks are
    /// due, a Gstieß lies powerless or may be withheld (gstiesieren), or a
    /// missed compulsory bid may still show.
    std::optional<TrickPlay> trickPlay() const;
    /// Every card exactly once in a hand, the Dapp, a trick or a pile.
    bool cardsConserved() const;
    /// All 54 cards are counted when the deal was scored.
    CardSet loneCards() const { return loneCards_; }
    CardSet teamCards() const { return teamCards_; }

  private:
    enum class Stage {
        SoloRound,   ///< "Solo" or "Fort Solo!"
        SoloStretch, ///< Buchenbach: later players may stretch over a Solo
        DappRound,   ///< "Ich dappe!" or "Fort!"
        Stretch,     ///< later players may stretch
        Respond,     ///< the dapper: "selber" or "gut"
        Stupf,       ///< Breitnau: the stretcher may push (stupfen)
        Respond2,    ///< Breitnau: the dapper again: "selber" or "gut"
        Overcall,    ///< Buchenbach: Ein Hannes, Zwei Hannes, Geiß
        Hold,        ///< Buchenbach: the overcalled player holds ("selber") or passes
        Discard,     ///< the lone player discards
        Play,
        Over
    };
    static std::size_t ix(int seat) { return static_cast<std::size_t>(seat); }
    bool furtwangen() const { return opt_.rules == Rules::Furtwangen; }
    int n() const { return static_cast<int>(order_.size()); }
    int speakerSeat() const { return order_[ix(speaker_)]; }
    int nextInOrder(int seat) const;
    bool ultiWindow() const;
    bool gstiesAllowed() const { return furtwangen() && opt_.gstiesieren; }
    CardSet firstTricksLegal(int seat) const;
    CardSet followCards() const;
    CardList ledCards() const;
    std::vector<std::string> bidsOpen() const;
    bool meetsLevel(int seat, int level) const;
    bool mayDiscard(Card c) const;
    Refusal checkBid(const Action& a) const;
    Refusal checkDiscard(const Action& a) const;
    Refusal checkAnnounce(const Action& a) const;
    Refusal checkPlay(const Action& a) const;
    void applyBid(const Action& a);
    void endBidding(int lone, Contract c, int other, bool two);
    void finishInsLoch();
    void startPlay();
    void playCard(int seat, Card c);
    void finishTrick();
    void scorePlayed();
    void scoreSevenHonours();
    void abandon(int offender);
    void payGame(bool loneMarschAllTricks, bool sevenHonours);

    const Pack* pack_;
    Options opt_;
    DealTable table_;
    Sizes sizes_;
    std::vector<int> order_;
    std::vector<CardSet> hand_;
    std::vector<CardSet> dealt_;
    CardSet dapp_ = 0;     ///< still face down (until taken, or to the end in a Solo)
    CardSet discards_ = 0; ///< the lone player's discards (a Solo: the untouched Dapp)
    Stage stage_ = Stage::SoloRound;
    int speaker_ = 0; ///< index into order_
    int dapper_ = -1, stretcher_ = -1, soloist_ = -1;
    int holder_ = -1, overcaller_ = -1, level_ = 0; ///< Buchenbach overcalls (level 0 = Dappen)
    std::vector<int> offenders_;                    ///< passed with a stop (Furtwangen)
    std::vector<CardSet> playedBy_;
    std::vector<std::pair<int, std::string>> bids_;
    int lone_ = -1;
    Contract contract_ = Contract::None;
    int otherBidder_ = -1;
    bool twoBidders_ = false;
    bool ultiDecided_ = false;
    CardSet ulti_ = 0;
    std::vector<UltiResult> ultiResults_;
    std::vector<SeatCard> trick_;
    int powerlessIndex_ = -1; ///< index in trick_ of a withheld Gstieß
    std::vector<SeatCard> lastTrick_;
    int leader_ = -1;
    int tricksPlayed_ = 0;
    std::vector<int> tricksWon_;
    CardSet lonePile_ = 0, teamPile_ = 0;
    int gstiesierer_ = -1;
    Card compensation_ = kNoCard;
    int offender_ = -1;
    std::string outcome_;
    std::string marsch_;
    CardSet loneCards_ = 0, teamCards_ = 0;
    int lonePoints_ = 0, teamPoints_ = 0;
    bool loneWins_ = false;
    int gameAmount_ = 0;
    int gameFactor_ = 1;
    std::vector<int> gamePay_, ultiPay_;
};

} // namespace st::dappen
