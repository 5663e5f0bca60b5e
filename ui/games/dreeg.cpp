#include "dreeg.h"

#include "dreeg/dreeg.h"

#include <QCoreApplication>

#include <algorithm>

namespace st::ui::faces {

const GameInfo& DreegFace::info() const {
    static const GameInfo& g = *findGame("dreeg");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

// -- Score sheets, history, lessons, rules book --

// -- The table --

// -- Seats and decisions --

GameFace::TrumpWords DreegFace::trumpWords(const Game& game, const std::vector<Action>& legal) const {
    const bool surrender =
        std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Surrender; });
    if (surrender)
        return {QCoreApplication::translate("st::ui::HumanSeat", "Rot-Assen \u2014 you hold the Ace of hearts"),
                QCoreApplication::translate(
                    "st::ui::HumanSeat",
                    "You hold the Ace of hearts: choose trumps and play alone against the others, or surrender "
                    "(no play; each other player erases two strokes).")};
    const std::string phase = static_cast<const dreeg::DreegGame&>(game).phaseName();
    if (phase == "rufen")
        return {
            QCoreApplication::translate("st::ui::HumanSeat", "Rufen \u2014 choose trumps"),
            QCoreApplication::translate("st::ui::HumanSeat",
                                        "You are forehand of two: choose trumps after seeing your first three cards.")};
    if (phase == "rot_assen")
        return {QCoreApplication::translate("st::ui::HumanSeat", "Rot-Assen \u2014 choose trumps"),
                QCoreApplication::translate("st::ui::HumanSeat", "The Ace of hearts is yours: choose the trump suit.")};
    return GameFace::trumpWords(game, legal);
}

GameFace::DiscardWords DreegFace::discardWords(int needed) const {
    return talonDiscardWords(needed);
}

} // namespace st::ui::faces
