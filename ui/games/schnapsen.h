// The face of Schnapsen: what the UI shows of it (ui/games/gameface.h).
#pragma once

#include "gameface.h"

namespace st::ui::faces {

class SchnapsenFace final : public GameFace {
  public:
    const GameInfo& info() const override;

    // -- Names, units and values --

    // -- Dialogs --

    // -- Score sheets, history, lessons, rules book --

    // -- The table --

    // -- Seats and decisions --
    DiscardWords discardWords(int needed) const override;
};

} // namespace st::ui::faces
