// The face of Dreeg: what the UI shows of it (ui/games/gameface.h).
#pragma once

#include "gameface.h"

namespace st::ui::faces {

class DreegFace final : public GameFace {
  public:
    const GameInfo& info() const override;

    // -- Names, units and values --

    // -- Dialogs --

    // -- Score sheets, history, lessons, rules book --

    // -- The table --

    // -- Seats and decisions --
    TrumpWords trumpWords(const Game& game, const std::vector<Action>& legal) const override;
    DiscardWords discardWords(int needed) const override;
};

} // namespace st::ui::faces
