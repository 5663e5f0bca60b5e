// The face of Dappen: what the UI shows of it (ui/games/gameface.h).
#pragma once

#include "gameface.h"

namespace st::ui::faces {

class DappenFace final : public GameFace {
  public:
    const GameInfo& info() const override;

    // -- Names, units and values --

    // -- Dialogs --

    // -- Score sheets, history, lessons, rules book --

    // -- The table --

    // -- Seats and decisions --
    PlayHint playHint(const Game& game, const SeatView& v) const override;
    DiscardWords discardWords(int needed) const override;
};

} // namespace st::ui::faces
