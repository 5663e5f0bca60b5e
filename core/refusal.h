// Why an action is refused: a reason code with the cards it concerns.
// The core never words a reason; the UI and CLI do (with tr()).
#pragma once

#include "cards.h"

#include <cstdint>

namespace st {

enum class Reason : std::uint8_t {
    None = 0,
    NotYourTurn,      ///< seat: who is to act
    NoDecisionDue,    ///< the deal is over or no deal is running
    NotInHand,        ///< card
    MustFollow,       ///< card played, suit led, other = a card of that suit held
    MustTrump,        ///< card played, suit = trumps, other = a trump held
    MustOvertake,     ///< card played, other = a card held that beats, third = the card to beat
    MustOvertrump,    ///< card played, other = a higher trump held, third = the trump to beat
    NotAllowedNow,    ///< the kind of action is not offered at this moment
    NoPair,           ///< declare: suit without King and Over in hand
    MustPlayDeclared, ///< after declaring, suit = the declared suit
    NoTrickYet,       ///< going out (or exchanging) needs a trick won first
    TooLateToGoOut,   ///< going out after the second-to-last lead
    TalonTooSmall,    ///< closing needs at least four talon cards
    TalonClosed,      ///< talon already closed or exhausted
    NoTrumpNine,      ///< exchange without holding the Nine of trumps, card = that Nine
    OnlyLeader,       ///< only the player about to lead may do this
    BadField,         ///< an action field is missing or out of range
    // Dreeg phases.
    MustLeadTrump,     ///< Rufen: forehand leads a trump to the first trick; suit = trumps
    MustPlayCalled,    ///< Rufen: card = the called card, to be played to the first trick
    NotCallable,       ///< Rufen: card's suit is not among forehand's first three cards
    NoAceOfHearts,     ///< Rot-Assen: only the holder of the Ace of hearts chooses trumps
    MustChooseTrump,   ///< a trump choice is due first
    MustNotLeadSuit,   ///< Kamerun: suit = the suit led to the previous trick
    MustPlayIndicator, ///< card = the trump indicator just taken by exchanging
    NoDurchmarsch,     ///< Kamerun: only the winner of the first trick, before the second lead
    /// Kamerun bei Nacht: nobody sees their own cards, so there is no Durchmarsch.
    NightNoDurchmarsch,
    /// Kamerun: the Durchmarsch is already announced.
    DurchmarschAnnounced,
    /// Two-player Rot-Assen: the talon lies face up, so a held Ace of hearts can no longer be declared.
    AceAfterTalonUp,
    // Schnapsen and Dreierschnapsen:
    NoTrumpUnter,      ///< exchange without the Unter of trumps, card = that Unter
    NotInFirstPacket,  ///< Dreierschnapsen trumps: suit not among the caller's first three cards
    NoThreeUnters,     ///< redeal without three Unters among the caller's first three cards
    ContractNotPlayed, ///< bid: unknown contract, or one this variant does not play
    NotEligible,       ///< bid: the contract is not open to this seat or hand
    BidTooLow,         ///< bid: does not outrank the best bid so far
    BadDiscard,        ///< discard: not two different cards of the hand and talon
    MustKeepCard,      ///< discard: gives up card, which the contract needs
    // Dreierles:
    DiscardCount,         ///< discard: not as many different cards as were taken from the blind
    NoKingOrTrumpDiscard, ///< discard: card = a King or trump, which may not be discarded
    NotEnoughTrumps,      ///< announce zehn_druck: the hand holds fewer than 10 trumps
    NoPfeife,             ///< announce pfeife_raus: card = the Pfeife (T1), not in the hand
    MayNotKnock,          ///< knock: seat passed up the chance to bid Dreier (or may not knock in this round)
    PfeifeNotYet,         ///< card = the Pfeife, which may not be played yet
    MustPlayPfeife,       ///< card played, other = the Pfeife, which must be played to this trick
    TopTrumpsApart,       ///< card = the 21 or Stiess, other = the other one in the trick, third = another trump held
    MustLeadTrumps,       ///< Iffezheim Räuber: card, other = a trump held (trumps led to the first three tricks)
    MustPlayTopTrump,     ///< Iffezheim Räuber: card played, other = the Stiess or 21 that must be played now
    // Dappen:
    MustDappen,     ///< seat must dappen: all players before the second-to-last passed
    NotDiscardable, ///< discard: card is a 5-point card (Mainz: an honour) that may not be discarded
    NotUltiCard,    ///< announce ulti: card is not trump 1, 2 or 3 in the lone player's hand
    UltiHeldBack, ///< card is a laid-out Ulti card (played only when no choice, 3 before 2 before 1); other = a card to
                  ///< play
    GstiessWithheld, ///< card = the withheld Gstieß, kept powerless until the last trick
    FirstTricksRule, ///< Buchenbach first three tricks: other = a card the rule requires
    // Two-player talon games:
    MustDrawFirst, ///< the trick's winner draws (or closes or exchanges) before anything else
    /// Exchange: the talon holds too few cards for it (Schnapsen).
    TooLateToExchange,
};

struct Refusal {
    Reason reason = Reason::None;
    Card card = kNoCard;
    Card other = kNoCard;
    Card third = kNoCard;
    int suit = -1;
    int seat = -1;

    explicit operator bool() const { return reason != Reason::None; }
    bool operator==(const Refusal&) const = default;
};

/// The opening of every deal's check(): NoDecisionDue when no seat is to act (`toAct` < 0),
/// NotYourTurn (naming the seat to act) when the action is `seat`'s and another seat is to act;
/// no refusal when `seat` is to act. A deal whose rules allow decisions out of turn (a knock,
/// the Ace of hearts on "Hast' das?") judges those where this says NotYourTurn.
inline Refusal checkTurn(int toAct, int seat) {
    Refusal r;
    if (toAct < 0) {
        r.reason = Reason::NoDecisionDue;
    } else if (seat != toAct) {
        r.reason = Reason::NotYourTurn;
        r.seat = toAct;
    }
    return r;
}

} // namespace st
