// The face of Dreierschnapsen: what the UI shows of it (ui/games/gameface.h).
#pragma once

#include "gameface.h"

namespace st::ui::faces {

class DreierschnapsenFace final : public GameFace {
  public:
    const GameInfo& info() const override;

    // -- Names, units and values --

    // -- Dialogs --

    // -- Score sheets, history, lessons, rules book --

    // -- The table --

    QString stockLabel() const override;
    void readScores(const TableModel& model, TableScores& out) const override;

    // -- Seats and decisions --
};

} // namespace st::ui::faces
