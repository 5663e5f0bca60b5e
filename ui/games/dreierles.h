// The face of Dreierles: what the UI shows of it (ui/games/gameface.h).
#pragma once

#include "gameface.h"

namespace st::ui::faces {

class DreierlesFace final : public GameFace {
  public:
    const GameInfo& info() const override;

    // -- Names, units and values --

    // -- Dialogs --

    // -- Score sheets, history, lessons, rules book --

    // -- The table --

    // -- Seats and decisions --
    QString knockWords(int knocks, const std::vector<Action>& actions, bool tip) const override;
    DiscardWords discardWords(int needed) const override;
    std::optional<TakenUp> takenUp(const Game& game) const override;
};

} // namespace st::ui::faces
