#include "dreeg.h"

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

} // namespace st::ui::faces
