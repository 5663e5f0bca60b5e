#include "dappen.h"

#include <QCoreApplication>

#include <algorithm>

namespace st::ui::faces {

const GameInfo& DappenFace::info() const {
    static const GameInfo& g = *findGame("dappen");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

// -- Score sheets, history, lessons, rules book --

// -- The table --

// -- Seats and decisions --

GameFace::PlayHint DappenFace::playHint(const Game& game, const SeatView& v) const {
    // The core relaxes the legal cards for a withholder: the Gstieß and suit cards are both
    // allowed to a trick where a trump is due. Say why, so the choice is understood.
    if (v.trick.empty())
        return {};
    const Pack& pack = game.pack();
    const Card gstiess = Pack::cegoTrump(22);
    bool gstiessLegal = false, suitLegal = false;
    for (const Action& a : v.legal) {
        if (a.act != Act::Play)
            continue;
        gstiessLegal = gstiessLegal || a.card == gstiess;
        suitLegal = suitLegal || pack.suit(a.card) != Pack::kCegoTrumpSuit;
    }
    if (!gstiessLegal || !suitLegal)
        return {};
    PlayHint h;
    h.prompt = QCoreApplication::translate(
        "st::ui::HumanSeat", "Gstiesieren? Play a suit card to hold back your Gstieß, or the Gstieß itself");
    h.toolTip = QCoreApplication::translate(
        "st::ui::HumanSeat",
        "Gstiesieren: the Gstieß is your only trump, so instead of playing it where a trump is due you may "
        "hold it back and play any suit card. A withheld Gstieß loses its power and stays in your hand until "
        "the last trick.");
    h.status = QCoreApplication::translate("st::ui::HumanSeat", "You may gstiesieren");
    return h;
}

GameFace::DiscardWords DappenFace::discardWords(int needed) const {
    DiscardWords t;
    t.title = QCoreApplication::translate("st::ui::HumanSeat", "Dappen \u2014 discard");
    t.intro = QCoreApplication::translate(
                  "st::ui::HumanSeat",
                  "You took the Dapp. Lay away %1 cards face down; they count for you (unless you take no "
                  "trick). Cards worth 5 points stay in your hand.")
                  .arg(needed);
    t.fresh = QCoreApplication::translate("st::ui::HumanSeat", "Dapp");
    return t;
}

} // namespace st::ui::faces
