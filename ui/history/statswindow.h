// Game ▸ Statistics: per player (by name) and game over the sessions kept:
// sessions, deals, wins, the average result per deal in the game's unit,
// Bollern (Dreeg), the best and the worst deal, and a chart of the chosen
// player's running result session by session over time (drawn with QPainter).
#pragma once

#include "history/historyindex.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTableWidget;

namespace st::ui {

/// The running result of one player over time, one point per session.
class ResultChart : public QWidget {
    Q_OBJECT

  public:
    explicit ResultChart(QWidget* parent = nullptr);
    void setSeries(const PlayerStats& stats);
    void clear();
    QSize sizeHint() const override { return {800, 260}; }
    QSize minimumSizeHint() const override { return {300, 180}; }
    int points() const { return static_cast<int>(stats_.cumulative.size()); }

  protected:
    void paintEvent(QPaintEvent* e) override;

  private:
    PlayerStats stats_;
};

class StatsWindow : public QWidget {
    Q_OBJECT

  public:
    /// The averages per deal in their own unit each: a column of strokes, of game points, of money.
    enum Column {
        Player,
        Game,
        Sessions,
        Deals,
        Wins,
        AverageStrokes,
        AveragePoints,
        AverageMoney,
        Bollern,
        Best, ///< the best and the worst deal

        Columns
    };
    explicit StatsWindow(QWidget* parent = nullptr);

    /// Figures over these sessions.
    void setEntries(const QList<HistoryEntry>& entries);
    /// Figures over every session of the folder (and its archive), read on a worker thread.
    void load(const QString& folder, const QString& database = {});
    bool loading() const { return loader_ && loader_->busy(); }

    const QList<PlayerStats>& stats() const { return stats_; }
    QTableWidget* table() const { return table_; }
    QComboBox* gameBox() const { return game_; }
    ResultChart* chart() const { return chart_; }
    /// Selects the row of this player and game; false if there is none.
    bool select(const QString& player, const QString& gameId);

    /// A figure in the game's unit ("+12", "1,20 €").
    static QString figure(const PlayerStats& s, double value, bool sign = false);
    /// A figure with its unit named: "+3 strokes", "−2 game points", "+1,20 €".
    static QString withUnit(const PlayerStats& s, int value);
    /// The best and the worst deal with the unit said once: "+36 / −24 game points", "+4.00 € / −2.40 €".
    static QString bestAndWorst(const PlayerStats& s);
    /// "12 of 30 deals", "2 of 3 Bummerl", "5 of 7 phases".
    static QString winsText(const PlayerStats& s);

  signals:
    void loaded();

  private:
    void fill();
    void showChart();

    HistoryLoader* loader_ = nullptr;
    QList<HistoryEntry> entries_;
    QList<PlayerStats> stats_;
    QComboBox* game_;
    QLabel* summary_;
    QTableWidget* table_;
    ResultChart* chart_;
};

} // namespace st::ui
