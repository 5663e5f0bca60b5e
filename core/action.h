// A decision taken at the table, in the vocabulary of the game record.
#pragma once

#include "cards.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace st {

enum class Act : std::uint8_t {
    Play,        ///< card
    Declare,     ///< suit: 20 or 40 with King and Over
    Out,         ///< go out (ausmelden), claiming 66
    Close,       ///< close the talon (before drawing: five cards; after: six)
    Exchange,    ///< exchange the trump Nine for the trump indicator
    Call,        ///< card: Rufen's called card
    Trump,       ///< suit: choose trumps
    TrumpBlind,  ///< index: turn up a card of the second packet
    Surrender,   ///< Rot-Assen holder gives up
    Redeal,      ///< Dreierschnapsen three-Unter redeal
    Durchmarsch, ///< Kamerun: announce winning every trick
    Bid,         ///< bid (+ talon)
    Pass,        ///< refuse to bid
    Discard,     ///< cards
    Knock,       ///< Kontra, Re, Spritzen, ...
    Announce,    ///< what (+ cards)
    Draw,        ///< two-player talon: the trick's winner draws, then the loser
};

std::string_view actName(Act a);
std::optional<Act> actFromName(std::string_view name);

struct Action {
    int seat = -1;
    Act act = Act::Play;
    Card card = kNoCard;
    int suit = -1;
    int index = -1;
    CardList cards;
    std::string bid;
    std::string what;
    std::optional<bool> talon;

    static Action play(int seat, Card c) {
        Action a;
        a.seat = seat;
        a.act = Act::Play;
        a.card = c;
        return a;
    }
    static Action simple(int seat, Act act) {
        Action a;
        a.seat = seat;
        a.act = act;
        return a;
    }
    static Action withSuit(int seat, Act act, int suit) {
        Action a = simple(seat, act);
        a.suit = suit;
        return a;
    }
    bool operator==(const Action&) const = default;
};

} // namespace st
