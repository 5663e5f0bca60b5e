#include "sheets/sheetparts.h"

#include "record.h"
#include "text/wording.h"

#include <QCoreApplication>

namespace st::ui::sheetparts {

using nlohmann::json;
using text::Wording;

Replayed replayDeals(const Record& rec) {
    Replayed out;
    out.game = newGame(rec);
    Game* g = out.game.get();
    if (!g)
        return out;
    for (const DealRecord& d : rec.deals) {
        if (g->inDeal() || g->sessionOver())
            break;
        PlayedDeal p;
        g->reportStandings(p.before);
        if (!g->startDeal(d.setup).empty())
            break;
        bool refused = false;
        for (const Action& a : d.actions) {
            if (g->check(a)) {
                refused = true;
                break;
            }
            g->apply(a);
        }
        if (refused || g->inDeal())
            break;
        p.number = static_cast<int>(out.deals.size()) + 1;
        p.dealer = d.setup.dealer;
        p.report = dealReport(*g);
        g->reportStandings(p.after);
        out.deals.push_back(std::move(p));
    }
    return out;
}

int at(const json& j, const char* key, std::size_t i) {
    if (!j.is_object() || !j.contains(key) || !j[key].is_array() || i >= j[key].size() ||
        !j[key][i].is_number_integer())
        return 0;
    return j[key][i].get<int>();
}

int seatAt(const json& j, const char* key) {
    return j.contains(key) && j[key].is_number_integer() ? j[key].get<int>() : -1;
}

QString str(const json& j, const char* key) {
    return j.contains(key) && j[key].is_string() ? QString::fromStdString(j[key].get<std::string>()) : QString();
}

SheetCell cell(const QString& text, const QString& sub) {
    SheetCell c;
    c.text = text;
    c.sub = sub;
    return c;
}

SheetCell leftCell(const QString& text, const QString& sub) {
    SheetCell c = cell(text, sub);
    c.left = true;
    return c;
}

SheetCell strongCell(const QString& text, const QString& sub) {
    SheetCell c = cell(text, sub);
    c.strong = true;
    return c;
}

QString knocksText(int knocks, const QString& one, const QString& two) {
    if (knocks <= 0)
        return QStringLiteral("\u2013");
    if (!one.isEmpty() && knocks <= 2)
        return knocks == 1 ? one : two;
    return knocks == 1 ? QCoreApplication::translate("st::ui::ScoreSheet", "one knock")
                       : QCoreApplication::translate("st::ui::ScoreSheet", "%1 knocks").arg(knocks);
}

QString change(int n) {
    return n == 0 ? QStringLiteral("\u2013") : Wording::signedNumber(n);
}

QString amount(ScoreUnit unit, int v, bool sign) {
    if (unit == ScoreUnit::Cents)
        return v == 0 && sign ? QStringLiteral("\u2013") : Wording::money(v, sign);
    return sign ? change(v) : Wording::number(v);
}

QString name(const Record& rec, int seat) {
    if (seat < 0 || seat >= static_cast<int>(rec.players.size()))
        return QStringLiteral("\u2013");
    return Wording::playerName(QString::fromStdString(rec.players[static_cast<std::size_t>(seat)]));
}

QString names(const Record& rec, const json& seats) {
    QStringList out;
    if (seats.is_array())
        for (const json& s : seats)
            if (s.is_number_integer())
                out << name(rec, s.get<int>());
    return nameList(out);
}

SheetTable ledger(const Record& rec, const Replayed& r, ScoreUnit unit, const LedgerColumns& columns) {
    const int n = r.game->seats();
    json now;
    r.game->reportStandings(now);
    SheetTable t;
    t.caption = columns.caption;
    t.headers << QCoreApplication::translate("st::ui::ScoreSheet", "Deal")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Dealer") << columns.headers;
    t.widths << 4 << 8 << columns.widths;
    for (int s = 0; s < n; ++s) {
        t.headers << name(rec, s);
        t.widths << (n <= 4 ? 9 : 7); // room for a sum of money in full
    }
    for (const PlayedDeal& d : r.deals) {
        QList<SheetCell> row;
        row << cell(QString::number(d.number)) << leftCell(name(rec, d.dealer));
        row << columns.cells(d);
        for (int s = 0; s < n; ++s) {
            const std::size_t i = static_cast<std::size_t>(s);
            row << cell(amount(unit, at(d.report, "delta", i), true), amount(unit, columns.total(d.after, i), false));
        }
        t.rows << row;
    }
    QList<SheetCell> total;
    total << strongCell(r.game->sessionOver() ? QCoreApplication::translate("st::ui::ScoreSheet", "Total")
                                              : QCoreApplication::translate("st::ui::ScoreSheet", "So far"));
    total[0].left = true;
    total[0].span = 7;
    for (int k = 1; k < 7; ++k)
        total << cell(QString());
    for (int s = 0; s < n; ++s)
        // Signed like the payments above it: who is up and who is down.
        total << strongCell(unit == ScoreUnit::Cents
                                ? Wording::money(columns.total(now, static_cast<std::size_t>(s)), true)
                                : Wording::signedNumber(columns.total(now, static_cast<std::size_t>(s))));
    t.totals << total;
    return t;
}

QList<SheetCell> emptyRow(int columns) {
    QList<SheetCell> row;
    for (int k = 0; k < columns; ++k)
        row << cell(QString());
    return row;
}

QList<SheetCell> totalRow(const QString& label, int fixed, int columns) {
    QList<SheetCell> row = emptyRow(columns);
    row[0] = strongCell(label);
    row[0].left = true;
    row[0].span = fixed;
    return row;
}

void blankRows(SheetTable& t, const QStringList& players) {
    const auto n = players.size();
    for (qsizetype s = 0; s < n; ++s) {
        t.headers << players[s];
        t.widths << (n <= 4 ? 10 : 7);
    }
    const int columns = static_cast<int>(t.headers.size());
    // A ledger of many players is printed landscape (sheetpreview.cpp): fewer rows fit its page.
    const int rows = t.headers.size() >= 12 ? kBlankRows * 6 / 10 : kBlankRows;
    for (int r = 0; r < rows; ++r) {
        QList<SheetCell> row = emptyRow(columns);
        row[0] = cell(QString::number(r + 1));
        t.rows << row;
    }
}

void blankLedger(ScoreSheet& sheet, const QString& caption, const QString& who, const QString& worth,
                 const QString& note) {
    SheetTable t;
    t.rowMinMm = kBlankRowMm;
    t.caption = caption;
    t.headers << QCoreApplication::translate("st::ui::ScoreSheet", "Deal")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Dealer") << who
              << QCoreApplication::translate("st::ui::ScoreSheet", "Contract")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Card points") << worth
              << QCoreApplication::translate("st::ui::ScoreSheet", "Extras");
    t.widths << 4 << 8 << 8 << 9 << 7 << 7 << 13;
    const int fixed = 7;
    t.notes << note;
    blankRows(t, sheet.players);
    t.totals << totalRow(QCoreApplication::translate("st::ui::ScoreSheet", "Total"), fixed,
                         static_cast<int>(t.headers.size()));
    SheetBlock b;
    b.table = t;
    sheet.blocks << b;
}

} // namespace st::ui::sheetparts
