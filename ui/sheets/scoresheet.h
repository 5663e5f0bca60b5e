// A session's score sheet as a person keeps it at the table, built by
// replaying the game record through the engine: Dreeg as a slate per player
// and phase (the strokes erased per deal, the Bollern, who lost the phase),
// Schnapsen and Dreierschnapsen as the Bummerl pad (running points, the
// Bummerl as tally marks), Dreierles and Dappen as a ledger (contract, card
// points, knocks, payments, running totals, money). Every figure comes from
// the engine's deal reports and standings; the sheet only arranges them.
#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace st {
struct Record;
struct GameInfo;
} // namespace st

namespace st::ui {

/// What the record does not hold: when the session was played, and an optional title.
struct SheetInfo {
    QDateTime date;  ///< when the session began; not shown when invalid
    QString title;   ///< the sheet's title; empty: "Score sheet" and the game
    QDateTime ended; ///< when it was last played (its record last saved); not shown when invalid

    /// The start and end of the session saved in `file`: the start from its name
    /// (yyyyMMdd-HHmmss-game.json, else when the file was made), the end when it was last saved.
    static SheetInfo ofFile(const QString& file);
};

/// Names as a person lists them: "Anna", "Anna and Bertl", "Anna, Bertl and Dieter".
QString nameList(const QStringList& names);

/// One cell of a sheet's table.
struct SheetCell {
    QString text;        ///< the main line
    QString sub;         ///< a second, smaller line (a running total); may be empty
    int tally = -1;      ///< >= 0: drawn as that many tally marks before the text
    bool strong = false; ///< bold (totals, a phase's loser)
    bool left = false;   ///< left-aligned (text columns); numbers are centred
    int span = 1;        ///< columns the cell covers (the cells it covers follow it, left empty)
};

/// A table on the sheet: a ledger, a Bummerl pad or the standings.
struct SheetTable {
    QString caption;     ///< above the table (e.g. "Bummerl 1"); may be empty
    QStringList headers; ///< one per column
    QList<int> widths;   ///< relative column widths, one per column
    QList<QList<SheetCell>> rows;
    QList<QList<SheetCell>> totals; ///< bold rows under a rule
    QStringList notes;              ///< lines under the table
    int maxWidthMm = 0;             ///< > 0: the table is no wider (a short list of players)
    int rowMinMm = 0;               ///< > 0: each row at least this high (room to write by hand)
};

/// One player's slate in a Dreeg phase.
struct SheetSlate {
    QString player;
    int start = 0;                 ///< strokes on the slate when the phase began
    QList<QPair<int, int>> erased; ///< (deal number, strokes erased) for each deal that erased some
    int left = 0;                  ///< strokes left at the end of the phase (or now)
    int bollern = 0;               ///< Bollern of the player after this phase
    bool lost = false;             ///< lost the phase (a Boller)
    bool blank = false;            ///< an empty slate to keep by hand: full strokes, lines to write on
};

/// The slates of one Dreeg phase.
struct SheetSlates {
    QString caption; ///< "Phase 2: Rot-Assen (deals 4–9)"
    QList<SheetSlate> slates;
    QString note; ///< who lost the phase, or that it goes on
};

struct SheetBlock {
    enum class Kind { Table, Slates } kind = Kind::Table;
    SheetTable table;
    SheetSlates slates;
};

class ScoreSheet {
    Q_DECLARE_TR_FUNCTIONS(st::ui::ScoreSheet)

  public:
    /// Replay the record deal by deal through the engine and arrange its figures.
    static ScoreSheet build(const st::Record& record, const SheetInfo& info);
    /// A blank sheet of the game's own kind for keeping score by hand: Dreeg's slates (full
    /// strokes, one row per phase of the default rules), the Bummerl pad or the ledger with empty
    /// rows. `names` head the players' columns and slates; empty or missing names leave room
    /// to write them in.
    static ScoreSheet blankFor(const st::GameInfo& game, int players, const QStringList& names = {});

    QString title;           ///< "Score sheet: Dreeg" or the info's title
    QString game;            ///< the game's name
    QString rules;           ///< the rule preset and notable options
    QStringList players;     ///< in seat order
    QString date;            ///< formatted in the user's locale; empty when unknown
    int deals = 0;           ///< deals played (finished)
    bool midSession = false; ///< the session goes on: the sheet so far
    bool blank = false;      ///< an empty sheet to fill in by hand (no date, deals or result)
    QList<SheetBlock> blocks;

    /// All the sheet's words and figures, one cell per line (for searching and tests).
    QString plainText() const;
};

} // namespace st::ui
