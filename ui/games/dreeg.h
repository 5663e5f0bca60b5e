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
    void sheetBlocks(const Record& rec, const sheetparts::Replayed& r, ScoreSheet& sheet) const override;
    QString sheetKeyFigures(const Record& rec, const Game& game) const override;
    void sheetStandings(const Game& game, SheetTable& t) const override;
    void blankSheet(const Variant& v, ScoreSheet& sheet) const override;
    int blankSheetMostPlayers() const override;
    int blankSheetPlayers() const override;
    ScoreUnit storedUnit(bool money) const override;
    bool unitByRules() const override;
    Wins sessionWins(const HistoryEntry& e, int seat) const override;
    QString winsText(const QString& won, const QString& of) const override;
    bool countsBollern() const override;
    QString historyStanding(const HistoryEntry& e) const override;
    QString lessonsCanDo() const override;
    QString rulesDiscardSection() const override;
    QString rulesTrumpSection(const Game& game) const override;

    // -- The table --

    // -- Seats and decisions --
};

} // namespace st::ui::faces
