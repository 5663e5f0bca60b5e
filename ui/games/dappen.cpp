#include "dappen.h"

#include "dappen/dappen.h"
#include "dappen/deal.h"
#include "dialogs/biddialog.h"
#include "dialogs/dealreview.h"
#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/sessionsummary.h"
#include "dialogwords.h"
#include "history/historyindex.h"
#include "history/historywindow.h"
#include "history/recentsessions.h"
#include "record.h"
#include "sheets/sheetparts.h"
#include "table/tablemodel.h"
#include "text/wording.h"

#include <QCoreApplication>

#include <algorithm>
#include <nlohmann/json.hpp>

namespace st::ui::faces {

const GameInfo& DappenFace::info() const {
    static const GameInfo& g = *findGame("dappen");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

QString DappenFace::description() const {
    return NewGameDialog::tr(
        "Cego from the Black Forest for three to eight: dappen, strecken, stupfen, played for cents.");
}

QStringList DappenFace::fanCards() const {
    return {QStringLiteral("HK"), QStringLiteral("T21"), QStringLiteral("T22")}; // a King, Mond and Gstieß
}

QStringList DappenFace::opponentNames() const { // the Black Forest
    return badenOpponentNames();
}

int DappenFace::defaultPlayers() const {
    return info().minPlayers;
}

QString DappenFace::standingLine(const Game& game, const QStringList& names, bool) const {
    nlohmann::json st;
    game.reportStandings(st);
    // Dappen for money; the Mainz Tarot counts game points (its standings have a purse too)
    if (st.contains("purse") && game.unit() == ScoreUnit::Cents)
        return RecentSessions::tr("Purses: %1").arg(report::perSeat(st["purse"], names, true));
    if (st.contains("totals"))
        return RecentSessions::tr("Game points: %1").arg(report::perSeat(st["totals"], names));
    return {};
}

QString DappenFace::bidName(const std::string& bid) const {
    if (bid == "selber")
        return text::Wording::tr("Selber");
    if (bid == "pass")
        return text::Wording::tr("Fort!");
    if (bid == "fort_solo")
        return text::Wording::tr("Fort Solo!");
    if (bid == "gut")
        return text::Wording::tr("Gut");
    if (bid == "dappen")
        return text::Wording::tr("Ich dappe!");
    if (bid == "strecken")
        return text::Wording::tr("Ich strecke!");
    return text::Wording::contractName(bid);
}

QString DappenFace::bidGloss(const std::string& bid) const {
    if (bid == "pass" || bid == "fort_solo")
        return text::Wording::tr("pass");
    if (bid == "gut")
        return text::Wording::tr("let the other bidder play");
    if (bid == "solo")
        return text::Wording::tr("alone without the Dapp");
    if (bid == "dappen")
        return text::Wording::tr("alone with the Dapp");
    if (bid == "strecken")
        return text::Wording::tr("stretch: take over the bid");
    if (bid == "selber")
        return text::Wording::tr("myself: keep the bid");
    if (bid == "stupfen")
        return text::Wording::tr("push: bid once more");
    if (bid == "ein_hannes")
        return text::Wording::tr("overcall, holding a King");
    if (bid == "zwei_hannes")
        return text::Wording::tr("overcall, holding two Kings");
    if (bid == "geiss")
        return text::Wording::tr("overcall, holding trump 1");
    return {};
}

QString DappenFace::bidExplanation(const Game& game, const std::string& bid) const {
    if ((bid == "dappen" || bid == "ein_hannes" || bid == "zwei_hannes" || bid == "geiss") && game.inDeal()) {
        // The table's figures: the Dapp's size (Mainz's Écart of 6 or 9).
        const int dapp = game.view(std::max(0, game.toAct())).talonSize;
        const bool mainz = game.unit() == ScoreUnit::GamePoints;
        if (mainz && bid == "dappen")
            return text::Wording::tr(
                "Play alone: take the %n card(s) of the Écart and lay away as many (the honours only if "
                "you then hold four of them or more; at seven players any card).",
                nullptr, dapp);
        if (bid == "dappen" && dapp > 0)
            return text::Wording::tr(
                "Play alone: take the %n card(s) of the Dapp and discard as many (never a 5-point card).", nullptr,
                dapp);
    }
    if (bid == "pass")
        return text::Wording::tr("Do not play alone this round.");
    if (bid == "fort_solo")
        return text::Wording::tr("No Solo for you; if nobody plays Solo, the Dappen round follows.");
    if (bid == "gut")
        return text::Wording::tr("Give up your bid: the other bidder plays alone. The game still counts double.");
    if (bid == "solo")
        return text::Wording::tr(
            "Play alone against all the others with the cards dealt; the Dapp stays untouched. Ends the "
            "bidding.");
    if (bid == "dappen")
        return text::Wording::tr(
            "Play alone: take the twelve cards of the Dapp and discard as many (never a 5-point card).");
    if (bid == "strecken")
        return text::Wording::tr(
            "Take the bid over from the first bidder; the first bidder may still keep it. Two bidders: the "
            "game counts double.");
    if (bid == "selber")
        return text::Wording::tr("Keep your bid and play alone yourself.");
    if (bid == "stupfen")
        return text::Wording::tr("Bid once more after the dapper's Selber; the dapper may keep it once more.");
    if (bid == "ein_hannes")
        return text::Wording::tr("As Dappen, but you must hold at least one King.");
    if (bid == "zwei_hannes")
        return text::Wording::tr("As Dappen, but you must hold at least two Kings.");
    if (bid == "geiss")
        return text::Wording::tr("As Dappen, but you must hold the Geiß (trump 1); it cannot be held against you.");
    return {};
}

QString DappenFace::knockName(int n) const {
    return commonKnockName(n);
}

QString DappenFace::knockSpoken(const Game&, int n) const {
    return knockName(n);
}

QString DappenFace::biddingTitle() const {
    return BidDialog::tr("Dappen \u2014 bidding");
}

QString DappenFace::biddingIntro(const Game&, const SeatView&, const QString& pass) const {
    // The pass in the words of its round, as on its button.
    return BidDialog::tr("Bid to play alone against all the others, or pass (“%1”).").arg(pass);
}

bool DappenFace::bidsWithTalonChoice() const {
    return false;
}

std::string DappenFace::passKey(const std::vector<std::string>& open, const std::vector<std::string>& inPlay) const {
    const auto has = [](const std::vector<std::string>& bids, const char* bid) {
        return std::find(bids.begin(), bids.end(), bid) != bids.end();
    };
    if (has(open, "solo"))
        return "fort_solo";
    if (has(inPlay, "selber"))
        return "gut";
    return "pass";
}

QString DappenFace::passWarning(const Game& game, const SeatView& view, std::string* instead) const {
    const dappen::Options& o = static_cast<const dappen::DappenGame&>(game).options();
    if (o.rules != dappen::Rules::Furtwangen || !o.stopRule || !dappen::hasStop(view.hand))
        return {};
    if (instead)
        *instead = "dappen";
    return BidDialog::tr("You hold a stop (the Gstieß, or a trump with enough trumps below it). "
                         "While nobody has dapped, a player with a stop must dappen: a pass is "
                         "punished as soon as your cards show the stop.");
}

QString DappenFace::bidValue(const Game&, const std::string&, bool) const {
    return {};
}

QString DappenFace::talonChoiceButton(const Game&, const std::string&, bool) const {
    return {};
}

QString DappenFace::outcomeText(const std::string&) const {
    return {};
}

QString DappenFace::dealDetailsHtml(const TableModel& model, const nlohmann::json& r) const {
    using nlohmann::json;
    const Game& game = model.game();
    QString html;
    const int lone = report::seatOf(r, "lone");
    if (lone >= 0) {
        const QString contract = text::Wording::contractName(r.value("contract", std::string()));
        html += para(model.isHuman(lone) ? DealSummary::tr("You played %1 alone.").arg(contract)
                                         : DealSummary::tr("%1 played %2 alone.").arg(model.name(lone), contract));
        html += para(DealSummary::tr("Card points: lone player %1, the others %2")
                         .arg(r.value("lone_points", 0))
                         .arg(r.value("team_points", 0)));
        if (r.contains("lone_wins") && r["lone_wins"].is_boolean())
            html += para(r["lone_wins"].get<bool>() ? DealSummary::tr("The lone player won.")
                                                    : DealSummary::tr("The lone player lost."));
        const bool points = game.unit() == ScoreUnit::GamePoints; // Mainz
        html += para(DealSummary::tr("Game: %1 per opponent")
                         .arg(points ? DealSummary::tr("%n point(s)", nullptr, r.value("game_amount", 0))
                                     : text::Wording::money(r.value("game_amount", 0))));
    }
    if (r.contains("marsch") && r["marsch"].is_string())
        html += para(r["marsch"] == "lone" ? DealSummary::tr("Marsch: the lone player took every trick.")
                                           : DealSummary::tr("Marsch: the lone player took no trick."));
    for (const auto& u : r.value("ulti", json::array())) {
        const auto c = game.pack().fromCode(u.value("card", std::string()));
        const QString card = c ? text::Wording::cardName(game.pack(), *c) : QString();
        // The report counts tricks from 0; a player counts them from 1.
        const int trick = u.value("trick", 0) + 1;
        html += para(u.value("won", false) ? DealSummary::tr("Ulti with %1 won in trick %2").arg(card).arg(trick)
                                           : DealSummary::tr("Ulti with %1 lost in trick %2").arg(card).arg(trick));
    }
    return html;
}

QStringList DappenFace::seatReasons(const TableModel&, const nlohmann::json& r, int seat) const {
    QStringList why;
    if (!report::contains(r, "players", seat))
        why << DealSummary::tr("sat out");
    else if (report::seatOf(r, "lone") == seat)
        why << DealSummary::tr("lone player");
    if (report::seatOf(r, "other_bidder") == seat)
        why << DealSummary::tr("also bid");
    if (report::seatOf(r, "gstiesierer") == seat)
        why << DealSummary::tr("Gstießierer");
    return why;
}

QString DappenFace::dealClosingHtml(const TableModel&, const nlohmann::json&) const {
    return {};
}

QString DappenFace::sessionFigure(const Game& game, int seat, bool) const {
    nlohmann::json st;
    game.reportStandings(st);
    const int total = report::seatAt(st, "totals", static_cast<std::size_t>(seat));
    return game.unit() == ScoreUnit::Cents ? text::Wording::money(total, true)
                                           : SessionSummary::tr("Game points: %1").arg(text::Wording::number(total));
}

QString DappenFace::reviewValue(const Game& game, const SeatView&, double value) const {
    if (game.unit() == ScoreUnit::Cents)
        return DealReview::tr("%1 cents").arg(DealReview::signedValue(value, 0));
    return DealReview::tr("%1 game points").arg(DealReview::signedValue(value, 1));
}

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

} // namespace st::ui::faces

#include "dappen/dappen.h"
#include "table/scoreboard.h"
#include "table/tablemodel.h"
#include "text/wording.h"

namespace st::ui::faces {

QString DappenFace::stockLabel() const {
    return ScoreBoard::tr("Dapp");
}

void DappenFace::readScores(const TableModel& model, TableScores& out) const {
    const auto& game = static_cast<const dappen::DappenGame&>(model.game());
    const bool mainz = game.unit() == ScoreUnit::GamePoints; // Mainz counts points, the others money
    const bool played = game.dealsFinished() > 0;
    const DealResult last = game.lastResult();
    for (int s = 0; s < game.seats(); ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        SeatScore& sc = out.seats[i];
        const int total = game.total(s);
        QString line =
            mainz ? ScoreBoard::tr("Points: %1").arg(text::Wording::number(total)) : text::Wording::money(total, true);
        if (played && i < last.delta.size() && last.delta[i] != 0)
            line += QStringLiteral(" (%1)").arg(mainz ? text::Wording::signedNumber(last.delta[i])
                                                      : text::Wording::money(last.delta[i], true));
        sc.pad << line;
        if (!mainz)
            sc.pad << ScoreBoard::tr("Purse: %1").arg(text::Wording::money(game.purse(s)));
        sc.summary = sc.pad.join(QStringLiteral(" \u00b7 "));
        if (mainz) { // Mainz counts points: on a pad
            sc.device.kind = ScoreDevice::Kind::Pad;
            sc.device.column = ScoreBoard::pencilColumn(
                model, [s](const Game& g) { return static_cast<const dappen::DappenGame&>(g).total(s); }, total, true);
        } else { // money: the winnings as coins in the seat's bowl, a debt as an IOU slip
            sc.device.kind = ScoreDevice::Kind::Bowl;
            sc.device.coins = ScoreDevice::coinsFor(total);
            sc.device.debt = total < 0;
            sc.device.amount = text::Wording::money(total, true);
        }
    }
    const QString rules = QString::fromStdString(std::string(dappen::rulesName(game.options().rules)));
    out.lines << ScoreBoard::tr("Dappen (%1), deal %2")
                     .arg(rules.left(1).toUpper() + rules.mid(1))
                     .arg(game.dealsFinished() + (game.inDeal() ? 1 : 0));
    const dappen::Deal* d = game.currentDeal();
    if (!game.inDeal() || !d)
        return;
    if (d->lone() < 0) {
        // While the bidding goes on: who dapped, and who stretched over the dapper.
        if (d->dapper() >= 0)
            out.seats[static_cast<std::size_t>(d->dapper())].markers
                << (d->stretcher() >= 0 ? ScoreBoard::tr("Dapped, stretched by %1").arg(model.name(d->stretcher()))
                                        : ScoreBoard::tr("Dapped"));
        if (d->stretcher() >= 0)
            out.seats[static_cast<std::size_t>(d->stretcher())].markers << ScoreBoard::tr("Stretches");
    }
    if (d->lone() >= 0) {
        out.seats[static_cast<std::size_t>(d->lone())].markers << ScoreBoard::tr("Lone player");
        const QString contract = text::Wording::contractName(std::string(dappen::contractName(d->contract())));
        out.lines << (model.isHuman(d->lone()) ? ScoreBoard::tr("You play %1").arg(contract)
                                               : ScoreBoard::tr("%1 plays %2").arg(model.name(d->lone()), contract));
    }
}

// -- Seats and decisions --

GameFace::PlayHint DappenFace::playHint(const Game& game, const SeatView& v) const {
    // The core relaxes the legal cards for a withholder: the Gstieß and suit cards are both
    // allowed to a trick where a trump is due. Say why, so the choice is understood.
    if (v.trick.empty())
        return {};
    const Pack& pack = game.pack();
    const Card gstiess = Pack::cegoTrump(22);
    bool gstiessLegal = false, suitLegal = false;
    for (const Action& a : v.legal) {
        if (a.act != Act::Play)
            continue;
        gstiessLegal = gstiessLegal || a.card == gstiess;
        suitLegal = suitLegal || pack.suit(a.card) != Pack::kCegoTrumpSuit;
    }
    if (!gstiessLegal || !suitLegal)
        return {};
    PlayHint h;
    h.prompt = QCoreApplication::translate(
        "st::ui::HumanSeat", "Gstiesieren? Play a suit card to hold back your Gstieß, or the Gstieß itself");
    h.toolTip = QCoreApplication::translate(
        "st::ui::HumanSeat",
        "Gstiesieren: the Gstieß is your only trump, so instead of playing it where a trump is due you may "
        "hold it back and play any suit card. A withheld Gstieß loses its power and stays in your hand until "
        "the last trick.");
    h.status = QCoreApplication::translate("st::ui::HumanSeat", "You may gstiesieren");
    return h;
}

GameFace::DiscardWords DappenFace::discardWords(int needed) const {
    DiscardWords t;
    t.title = QCoreApplication::translate("st::ui::HumanSeat", "Dappen \u2014 discard");
    t.intro = QCoreApplication::translate(
                  "st::ui::HumanSeat",
                  "You took the Dapp. Lay away %1 cards face down; they count for you (unless you take no "
                  "trick). Cards worth 5 points stay in your hand.")
                  .arg(needed);
    t.fresh = QCoreApplication::translate("st::ui::HumanSeat", "Dapp");
    return t;
}

} // namespace st::ui::faces
