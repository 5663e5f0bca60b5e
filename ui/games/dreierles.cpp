#include "dreierles.h"

namespace st::ui::faces {

const GameInfo& DreierlesFace::info() const {
    static const GameInfo& g = *findGame("dreierles");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

// -- Score sheets, history, lessons, rules book --

// -- The table --

// -- Seats and decisions --

} // namespace st::ui::faces
