#include "schnapsen.h"

namespace st::ui::faces {

const GameInfo& SchnapsenFace::info() const {
    static const GameInfo& g = *findGame("schnapsen");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

// -- Score sheets, history, lessons, rules book --

// -- The table --

// -- Seats and decisions --

GameFace::DiscardWords SchnapsenFace::discardWords(int needed) const {
    return talonDiscardWords(needed);
}

} // namespace st::ui::faces
