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

} // namespace st::ui::faces
