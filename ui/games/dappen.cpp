#include "dappen.h"

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

} // namespace st::ui::faces
