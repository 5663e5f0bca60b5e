#include "dreierschnapsen.h"

namespace st::ui::faces {

const GameInfo& DreierschnapsenFace::info() const {
    static const GameInfo& g = *findGame("dreierschnapsen");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

// -- Score sheets, history, lessons, rules book --

// -- The table --

// -- Seats and decisions --

} // namespace st::ui::faces
