#include "dappen.h"

#include "history/historyindex.h"
#include "history/historywindow.h"
#include "record.h"
#include "sheets/sheetparts.h"
#include "text/wording.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

namespace st::ui::faces {

const GameInfo& DappenFace::info() const {
    static const GameInfo& g = *findGame("dappen");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

// -- Score sheets, history, lessons, rules book --

namespace {

using nlohmann::json;
using text::Wording;

QString dappenRulesName(const std::string& r) {
    if (r == "furtwangen")
        return QCoreApplication::translate("st::ui::ScoreSheet", "Furtwangen");
    if (r == "breitnau")
        return QCoreApplication::translate("st::ui::ScoreSheet", "Breitnau");
    if (r == "buchenbach")
        return QCoreApplication::translate("st::ui::ScoreSheet", "Buchenbach");
    if (r == "mainz")
        return QCoreApplication::translate("st::ui::ScoreSheet", "Mainz");
    return QString::fromStdString(r);
}

QString dappenExtras(const Record& rec, const Game& game, const json& rep) {
    QStringList out;
    for (const json& u : rep.value("ulti", json::array())) {
        const std::string code = u.value("card", std::string());
        const auto c = game.pack().fromCode(code);
        out << (u.value("won", false) ? QCoreApplication::translate("st::ui::ScoreSheet", "Ulti %1 won")
                                      : QCoreApplication::translate("st::ui::ScoreSheet", "Ulti %1 lost"))
                   .arg(c ? Wording::cardName(game.pack(), *c) : QString::fromStdString(code));
    }
    const QString marsch = sheetparts::str(rep, "marsch");
    if (marsch == QStringLiteral("lone"))
        out << QCoreApplication::translate("st::ui::ScoreSheet", "Marsch");
    else if (marsch == QStringLiteral("team"))
        out << QCoreApplication::translate("st::ui::ScoreSheet", "Marsch against");
    else if (!marsch.isEmpty())
        out << marsch;
    const int g = sheetparts::seatAt(rep, "gstiesierer");
    if (g >= 0)
        out << QCoreApplication::translate("st::ui::ScoreSheet", "Gstieß held back: %1").arg(sheetparts::name(rec, g));
    const int offender = sheetparts::seatAt(rep, "offender");
    if (offender >= 0)
        out << QCoreApplication::translate("st::ui::ScoreSheet", "penalty: %1").arg(sheetparts::name(rec, offender));
    return out.join(QStringLiteral(", "));
}

} // namespace

// Dappen's sheet: the ledger, in cents or (Mainz) game points.
void DappenFace::sheetBlocks(const Record& rec, const sheetparts::Replayed& r, ScoreSheet& sheet) const {
    using sheetparts::at;
    using sheetparts::cell;
    using sheetparts::leftCell;
    using sheetparts::name;
    using sheetparts::seatAt;
    const ScoreUnit unit = r.game->unit();
    const Game& game = *r.game;
    sheetparts::LedgerColumns c;
    c.caption = QCoreApplication::translate("st::ui::ScoreSheet", "Ledger");
    c.headers << QCoreApplication::translate("st::ui::ScoreSheet", "Lone player")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Contract")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Card points")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Game")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Extras");
    c.widths << 10 << 9 << 7 << 7 << 11; // room for the German "Alleinspieler"
    c.cells = [&rec, &game, unit](const sheetparts::PlayedDeal& d) {
        const json& rep = d.report;
        QList<SheetCell> row;
        const std::string outcome = rep.value("outcome", std::string());
        const int lone = seatAt(rep, "lone");
        row << leftCell(lone >= 0 ? name(rec, lone) : QStringLiteral("\u2013"));
        QString contract = Wording::contractName(rep.value("contract", std::string()));
        QString result;
        if (outcome == "ins_loch")
            result = QCoreApplication::translate("st::ui::ScoreSheet", "ins Loch");
        else if (outcome == "abandoned")
            result = QCoreApplication::translate("st::ui::ScoreSheet", "abandoned");
        else if (rep.contains("lone_wins") && rep["lone_wins"].is_boolean())
            result = rep["lone_wins"].get<bool>() ? QCoreApplication::translate("st::ui::ScoreSheet", "won")
                                                  : QCoreApplication::translate("st::ui::ScoreSheet", "lost");
        row << leftCell(contract, result);
        const bool played = outcome == "played" || outcome == "seven_honours";
        row << cell(lone >= 0 && played ? QStringLiteral("%1 : %2").arg(Wording::number(rep.value("lone_points", 0)),
                                                                        Wording::number(rep.value("team_points", 0)))
                                        : QStringLiteral("\u2013"));
        const int factor = rep.value("factor", 1);
        const int amount = rep.value("game_amount", 0);
        row << cell(amount != 0 ? sheetparts::amount(unit, amount, false) : QStringLiteral("\u2013"),
                    factor > 1 ? QCoreApplication::translate("st::ui::ScoreSheet", "\u00d7%1").arg(factor) : QString());
        row << leftCell(dappenExtras(rec, game, rep));
        return row;
    };
    c.total = [](const json& st, std::size_t seat) { return at(st, "totals", seat); };
    SheetTable t = sheetparts::ledger(rec, r, unit, c);
    t.notes << (unit == ScoreUnit::Cents
                    ? QCoreApplication::translate("st::ui::ScoreSheet",
                                                  "Payments in euros; under each payment the running total.")
                    : QCoreApplication::translate("st::ui::ScoreSheet", "Game points; under each the running total."));
    SheetBlock b;
    b.table = t;
    sheet.blocks.append(b);
}

QString DappenFace::sheetKeyFigures(const Record& rec, const Game& game) const {
    (void)rec;
    json st;
    game.reportStandings(st);
    const std::string r = st.value("rules", std::string());
    return game.unit() != ScoreUnit::Cents
               ? QCoreApplication::translate("st::ui::ScoreSheet", "%1 rules, game points").arg(dappenRulesName(r))
               : QCoreApplication::translate("st::ui::ScoreSheet", "%1 rules, in cents").arg(dappenRulesName(r));
}

void DappenFace::sheetStandings(const Game& game, SheetTable& t) const {
    json st;
    game.reportStandings(st);
    const bool cents = game.unit() == ScoreUnit::Cents;
    t.headers << (cents ? QCoreApplication::translate("st::ui::ScoreSheet", "Money")
                        : QCoreApplication::translate("st::ui::ScoreSheet", "Game points"));
    t.widths << 8;
    for (int s = 0; s < game.seats() && s < t.rows.size(); ++s) {
        const int v = sheetparts::at(st, "totals", static_cast<std::size_t>(s));
        t.rows[s] << sheetparts::cell(cents ? Wording::money(v, true) : Wording::number(v));
    }
}

void DappenFace::blankSheet(const Variant& v, ScoreSheet& sheet) const {
    (void)v;
    sheetparts::blankLedger(
        sheet, QCoreApplication::translate("st::ui::ScoreSheet", "Ledger"),
        QCoreApplication::translate("st::ui::ScoreSheet", "Lone player"),
        QCoreApplication::translate("st::ui::ScoreSheet", "Game"),
        QCoreApplication::translate("st::ui::ScoreSheet",
                                    "Under each name: the payment of the deal and the running total."));
}

int DappenFace::blankSheetMostPlayers() const {
    return info().maxPlayers;
}

int DappenFace::blankSheetPlayers() const {
    return 3;
}

ScoreUnit DappenFace::storedUnit(bool money) const {
    return money ? ScoreUnit::Cents : ScoreUnit::GamePoints;
}

bool DappenFace::unitByRules() const {
    return true;
}

GameFace::Wins DappenFace::sessionWins(const HistoryEntry& e, int seat) const {
    // Played for money or points deal by deal; a deal that paid the player is won.
    return {e.dealsWon(seat), static_cast<int>(e.deltas.size()), 0};
}

QString DappenFace::winsText(const QString& won, const QString& of) const {
    return QCoreApplication::translate("st::ui::StatsWindow", "%1 of %2 deals").arg(won, of);
}

bool DappenFace::countsBollern() const {
    return false;
}

QString DappenFace::historyStanding(const HistoryEntry& e) const {
    const json st = json::parse(e.standings.begin(), e.standings.end(), nullptr, false);
    if (!st.is_object())
        return {};
    if (e.money) // the purses, as the welcome screen lists them (totals are what was won or lost)
        return QCoreApplication::translate("st::ui::HistoryModel", "Purses: %1")
            .arg(HistoryModel::perSeat(st, "purse", e.players, true));
    if (st.contains("totals"))
        return QCoreApplication::translate("st::ui::HistoryModel", "Game points: %1")
            .arg(HistoryModel::perSeat(st, "totals", e.players));
    return {};
}

QString DappenFace::lessonsCanDo() const {
    return QCoreApplication::translate(
        "st::ui::LessonLibrary",
        "You can now play Dappen: say Fort, Solo, dappen, strecken and selber, take the Dapp and lay "
        "away, lay out the Geiß for the last trick (Ulti), and know when a Gstieß may be held back "
        "(gstiesieren).");
}

QString DappenFace::rulesDiscardSection() const {
    return QStringLiteral("dapp");
}

QString DappenFace::rulesTrumpSection(const Game& game) const {
    (void)game;
    return QStringLiteral("phases");
}

// -- The table --

// -- Seats and decisions --

} // namespace st::ui::faces
