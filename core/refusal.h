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

} // namespace st
