// The pieces a game's face builds its score sheet from (ui/games/<game>.cpp, block "Score sheets,
// history, lessons, rules book"): the session replayed deal by deal with each deal's report and the
// standings around it, the cells of a table, the players' names, and the frames every game's sheet
// shares (the ledger's payments and running totals, a blank sheet's rows to fill in). The generic
// sheet (scoresheet.cpp) asks the game's face for its blocks; the renderer draws them.
#pragma once

#include "game.h"
#include "sheets/scoresheet.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <memory>
#include <vector>

namespace st {
struct Record;
} // namespace st

namespace st::ui::sheetparts {

/// One finished deal as the engine reported it.
struct PlayedDeal {
    int number = 0; ///< from 1
    int dealer = -1;
    nlohmann::json report; ///< dealReport(): delta, card_points and the game's fields
    nlohmann::json before; ///< reportStandings() before the deal
    nlohmann::json after;  ///< reportStandings() after it
};

/// A session replayed deal by deal.
struct Replayed {
    std::unique_ptr<Game> game;
    std::vector<PlayedDeal> deals;
};

/// Replay deal by deal, keeping each deal's report and the standings around it. A deal
/// still being played (mid-session) or a refused action ends the replay.
Replayed replayDeals(const Record& rec);

/// A seat's integer of a report's per-seat list (`j[key][i]`), 0 when absent.
int at(const nlohmann::json& j, const char* key, std::size_t i);
/// A seat named by a report (`j[key]`), -1 when absent.
int seatAt(const nlohmann::json& j, const char* key);
/// A text of a report (`j[key]`), empty when absent.
QString str(const nlohmann::json& j, const char* key);

SheetCell cell(const QString& text, const QString& sub = {});
SheetCell leftCell(const QString& text, const QString& sub = {});
SheetCell strongCell(const QString& text, const QString& sub = {});

/// A deal's knocks as a person writes them in the ledger: the game's own words for the first
/// two (`one`, `two`; empty: counted), a dash for none.
QString knocksText(int knocks, const QString& one = {}, const QString& two = {});
/// A change of a figure: signed, a dash for none.
QString change(int n);
/// A value in the unit of the results (cents as money, else a number), signed for a payment.
QString amount(ScoreUnit unit, int v, bool sign);

/// A player's name by seat, a dash for none.
QString name(const Record& rec, int seat);
/// The players of a list of seats, as a person lists them.
QString names(const Record& rec, const nlohmann::json& seats);

/// The ledger (Dreierles, Dappen): the deal and the dealer, the game's five columns (`headers`,
/// `widths`, `cells`), then each player's payment with the running total under it (`total`: a
/// seat's running total in the standings), and the total of the session.
struct LedgerColumns {
    QString caption;
    QStringList headers; ///< the game's five columns after "Deal" and "Dealer"
    QList<int> widths;
    std::function<QList<SheetCell>(const PlayedDeal&)> cells;
    std::function<int(const nlohmann::json& standings, std::size_t seat)> total;
};
SheetTable ledger(const Record& rec, const Replayed& r, ScoreUnit unit, const LedgerColumns& columns);

/// Rows of a blank sheet: enough for an evening on one page of A4, the same height as a written line.
constexpr int kBlankRows = 20, kBlankRowMm = 8;
/// A row of empty cells.
QList<SheetCell> emptyRow(int columns);
/// A total row to fill in: its label over the `fixed` columns, the players' cells empty.
QList<SheetCell> totalRow(const QString& label, int fixed, int columns);
/// A blank table to fill in: `fixed` columns of the game (`t` holds their headers and widths),
/// the players' columns, the numbered rows (fewer when printed landscape).
void blankRows(SheetTable& t, const QStringList& players);
/// A blank ledger: the deal, the dealer, who plays alone (`who`), the contract, the card points,
/// what the deal is worth (`worth`) and the extras, then the players; `note` under it.
void blankLedger(ScoreSheet& sheet, const QString& caption, const QString& who, const QString& worth,
                 const QString& note);

} // namespace st::ui::sheetparts
