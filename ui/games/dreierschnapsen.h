// The face of Dreierschnapsen: what the UI shows of it (ui/games/gameface.h).
#pragma once

#include "gameface.h"

namespace st::ui::faces {

class DreierschnapsenFace final : public GameFace {
  public:
    const GameInfo& info() const override;

    // -- Names, units and values --

    // -- Dialogs --
    QString description() const override;
    QStringList fanCards() const override;
    QStringList opponentNames() const override;
    int defaultPlayers() const override;
    QString standingLine(const Game& game, const QStringList& names, bool finished) const override;
    QString bidName(const std::string& bid) const override;
    QString bidGloss(const std::string& bid) const override;
    QString bidExplanation(const Game& game, const std::string& bid) const override;
    QString knockName(int n) const override;
    QString knockSpoken(const Game& game, int n) const override;
    QString biddingTitle() const override;
    QString biddingIntro(const Game& game, const SeatView& view, const QString& pass) const override;
    bool bidsWithTalonChoice() const override;
    std::string passKey(const std::vector<std::string>& open, const std::vector<std::string>& inPlay) const override;
    QString passWarning(const Game& game, const SeatView& view, std::string* instead) const override;
    QString bidValue(const Game& game, const std::string& bid, bool withoutTalon) const override;
    QString talonChoiceButton(const Game& game, const std::string& bid, bool withoutTalon) const override;
    QString outcomeText(const std::string& outcome) const override;
    QString dealDetailsHtml(const TableModel& model, const nlohmann::json& report) const override;
    QStringList seatReasons(const TableModel& model, const nlohmann::json& report, int seat) const override;
    QString dealClosingHtml(const TableModel& model, const nlohmann::json& report) const override;
    QString sessionFigure(const Game& game, int seat, bool final) const override;
    QString reviewValue(const Game& game, const SeatView& view, double value) const override;

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

    QString stockLabel() const override;
    void readScores(const TableModel& model, TableScores& out) const override;

    // -- Seats and decisions --
    TrumpWords trumpWords(const Game& game, const std::vector<Action>& legal) const override;
    QString knockWords(int knocks, const std::vector<Action>& actions, bool tip) const override;
    DiscardWords discardWords(int needed) const override;
};

} // namespace st::ui::faces
