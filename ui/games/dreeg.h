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

    QString stockLabel() const override;
    void readScores(const TableModel& model, TableScores& out) const override;
    bool marksTrumpChooser(const Game& game) const override;
    QString noTrumpsLine(const Game& game) const override;
    QString closedTalonTip(int cards) const override;
    QString closedStockText() const override;
    QString pendingDeclaredNote() const override;

    // -- Seats and decisions --
};

} // namespace st::ui::faces
