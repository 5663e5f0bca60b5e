#include "dreierles.h"

#include "dialogs/biddialog.h"
#include "dialogs/dealreview.h"
#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/sessionsummary.h"
#include "dialogwords.h"
#include "dreierles/deal.h"
#include "dreierles/dreierles.h"
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

const GameInfo& DreierlesFace::info() const {
    static const GameInfo& g = *findGame("dreierles");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

QString DreierlesFace::description() const {
    return NewGameDialog::tr(
        "A game of its own from central Baden, with the Cego cards: bid Dreier, Zweier, Einer or Solo "
        "for cards from the blind.");
}

QStringList DreierlesFace::fanCards() const {
    return {QStringLiteral("T1"), QStringLiteral("T21"), QStringLiteral("T22")}; // Pagat, Mond, Gstieß
}

QStringList DreierlesFace::opponentNames() const { // Baden
    return badenOpponentNames();
}

int DreierlesFace::defaultPlayers() const {
    return info().minPlayers;
}

QString DreierlesFace::standingLine(const Game& game, const QStringList& names, bool) const {
    nlohmann::json st;
    game.reportStandings(st);
    if (st.contains("totals"))
        return RecentSessions::tr("Game points: %1").arg(report::perSeat(st["totals"], names));
    return {};
}

QString DreierlesFace::bidName(const std::string& bid) const {
    if (bid == "selber")
        return text::Wording::tr("Selber");
    if (bid == "pass")
        return text::Wording::tr("Weg");
    return text::Wording::contractName(bid);
}

QString DreierlesFace::bidGloss(const std::string& bid) const {
    if (bid == "pass")
        return text::Wording::tr("pass");
    const int n = dreierles::blindCardsFor(dreierles::bidFromName(bid));
    if (n > 0)
        return n == 1 ? text::Wording::tr("take one blind card") : text::Wording::tr("take %1 blind cards").arg(n);
    if (bid == "solo_du")
        return text::Wording::tr("no blind, no trick for the others");
    return text::Wording::tr("no blind cards");
}

QString DreierlesFace::bidExplanation(const Game&, const std::string& bid) const {
    if (bid == "pass")
        return text::Wording::tr(
            "Do not play alone. If everybody passes, a Räuber is played: whoever takes the most card points "
            "pays the others.");
    const int b = dreierles::bidFromName(bid);
    const int n = dreierles::blindCardsFor(b);
    const int factor = dreierles::bidFactor(b);
    if (n > 0)
        return text::Wording::tr("Play alone: take the top %1 of the blind, shown to all, and discard as many (never a "
                                 "King or a trump). 36 card points win. Counts \u00d7%2.")
            .arg(n == 1 ? text::Wording::tr("card") : text::Wording::tr("%1 cards").arg(n))
            .arg(factor);
    if (bid == "solo_du")
        return text::Wording::tr(
                   "Play alone with the cards dealt, no blind; lost as soon as the opponents take a trick. Counts "
                   "\u00d7%1.")
            .arg(factor);
    return text::Wording::tr("Play alone with the cards dealt, no blind. 36 card points win. Counts \u00d7%1.")
        .arg(factor);
}

QString DreierlesFace::knockName(int n) const {
    if (n == 1)
        return text::Wording::tr("Kontra (×2)");
    if (n == 2)
        return text::Wording::tr("Re (×4)");
    return commonKnockName(n);
}

QString DreierlesFace::knockSpoken(const Game& game, int n) const {
    // The engine says if the deal is a Räuber, whose knocks are no Kontra and Re.
    const auto* dl = dynamic_cast<const dreierles::DreierlesGame*>(&game);
    const bool raeuber = dl && dl->currentDeal() && dl->currentDeal()->raeuber();
    return raeuber ? commonKnockName(n) : knockName(n);
}

QString DreierlesFace::biddingTitle() const {
    return BidDialog::tr("Dreierles \u2014 bidding");
}

QString DreierlesFace::biddingIntro(const Game&, const SeatView&, const QString&) const {
    return BidDialog::tr(
        "Each player speaks once: bid higher than the bid standing, or pass (\u201cweg\u201d). The last "
        "and highest bidder plays alone against the others.");
}

bool DreierlesFace::bidsWithTalonChoice() const {
    return false;
}

std::string DreierlesFace::passKey(const std::vector<std::string>&, const std::vector<std::string>&) const {
    return "pass";
}

QString DreierlesFace::passWarning(const Game&, const SeatView&, std::string*) const {
    return {};
}

QString DreierlesFace::bidValue(const Game&, const std::string& bid, bool) const {
    return BidDialog::tr("\u00d7%1").arg(dreierles::bidFactor(dreierles::bidFromName(bid)));
}

QString DreierlesFace::talonChoiceButton(const Game&, const std::string&, bool) const {
    return {};
}

QString DreierlesFace::outcomeText(const std::string&) const {
    return {};
}

QString DreierlesFace::dealDetailsHtml(const TableModel& model, const nlohmann::json& r) const {
    using nlohmann::json;
    QString html;
    const int decl = report::seatOf(r, "declarer");
    if (decl >= 0) {
        const QString contract = text::Wording::contractName(r.value("contract", std::string()));
        html += para(model.isHuman(decl)
                         ? DealSummary::tr("You played %1; game value %2").arg(contract).arg(r.value("game_value", 0))
                         : DealSummary::tr("%1 played %2; game value %3")
                               .arg(model.name(decl), contract)
                               .arg(r.value("game_value", 0)));
        html += para(DealSummary::tr("Card points: declarer %1, opponents %2")
                         .arg(r.value("declarer_points", 0))
                         .arg(r.value("opponent_points", 0)));
        if (const int k = r.value("knocks", 0); k > 0)
            html += para(knockName(k));
    } else {
        QStringList losers;
        for (const auto& s : r.value("raeuber_losers", json::array()))
            losers << model.name(s.get<int>());
        html += para(DealSummary::tr("Räuber: the blind held %1 card points.").arg(r.value("blind_points", 0)));
        if (!losers.isEmpty())
            html += para(DealSummary::tr("Lost the Räuber: %1").arg(losers.join(DealSummary::tr(", "))));
    }
    for (const auto& a : r.value("announcements", json::array()))
        html += para(a == "pfeife_raus" ? DealSummary::tr("Announced: Pfeife raus")
                                        : DealSummary::tr("Announced: Zehn-Druck"));
    if (r.contains("pfeife") && r["pfeife"].is_string()) {
        const std::string p = r["pfeife"].get<std::string>();
        html += para(p == "won"    ? DealSummary::tr("The Pfeife won the last trick.")
                     : p == "lost" ? DealSummary::tr("The Pfeife was lost in the last trick.")
                                   : DealSummary::tr("The Pfeife was forced out early."));
    }
    return html;
}

QStringList DreierlesFace::seatReasons(const TableModel&, const nlohmann::json& r, int seat) const {
    QStringList why;
    const int decl = report::seatOf(r, "declarer");
    if (decl == seat)
        why << (r.value("outcome", std::string()) == "won" ? DealSummary::tr("declarer, won")
                                                           : DealSummary::tr("declarer, lost"));
    else if (decl >= 0 && report::contains(r, "players", seat))
        why << DealSummary::tr("opponent");
    if (report::contains(r, "raeuber_losers", seat))
        why << DealSummary::tr("lost the Räuber");
    if (report::contains(r, "knockers", seat))
        why << DealSummary::tr("knocked");
    for (const auto& c : r.value("combinations", nlohmann::json::array()))
        if (c.value("seat", -1) == seat) {
            const std::string what = c.value("what", std::string());
            why << (what == "zehn_druck"     ? DealSummary::tr("Zehn-Druck")
                    : what == "drull"        ? DealSummary::tr("Drull")
                    : what == "koenigsrolle" ? DealSummary::tr("Königsrolle")
                                             : QString::fromStdString(what));
        }
    return why;
}

QString DreierlesFace::dealClosingHtml(const TableModel&, const nlohmann::json&) const {
    return {};
}

QString DreierlesFace::sessionFigure(const Game& game, int seat, bool) const {
    nlohmann::json st;
    game.reportStandings(st);
    const std::size_t i = static_cast<std::size_t>(seat);
    QString s = SessionSummary::tr("Game points: %1").arg(text::Wording::number(report::seatAt(st, "totals", i)));
    if (st.value("stake_cents", 0) > 0)
        s += QStringLiteral(", ") + text::Wording::money(report::seatAt(st, "money_cents", i), true);
    return s;
}

QString DreierlesFace::reviewValue(const Game&, const SeatView&, double value) const {
    return DealReview::tr("%1 game points").arg(DealReview::signedValue(value, 1));
}

// -- Score sheets, history, lessons, rules book --

namespace {

using nlohmann::json;
using text::Wording;

QString dreierlesExtras(const Record& rec, const json& rep) {
    using sheetparts::name;
    QStringList out;
    for (const json& a : rep.value("announcements", json::array())) {
        if (a == "zehn_druck")
            out << QCoreApplication::translate("st::ui::ScoreSheet", "Zehn Druck");
        else if (a == "pfeife_raus")
            out << QCoreApplication::translate("st::ui::ScoreSheet", "Pfeife raus");
    }
    const QString pfeife = sheetparts::str(rep, "pfeife");
    if (!pfeife.isEmpty())
        out << QCoreApplication::translate("st::ui::ScoreSheet", "Pfeife: %1")
                   .arg(pfeife == QStringLiteral("won")    ? QCoreApplication::translate("st::ui::ScoreSheet", "won")
                        : pfeife == QStringLiteral("lost") ? QCoreApplication::translate("st::ui::ScoreSheet", "lost")
                        : pfeife == QStringLiteral("forfeit")
                            ? QCoreApplication::translate("st::ui::ScoreSheet", "forced early")
                            : pfeife);
    for (const json& c : rep.value("combinations", json::array())) {
        const std::string what = c.value("what", std::string());
        if (what == "zehn_druck" && !out.contains(QCoreApplication::translate("st::ui::ScoreSheet", "Zehn Druck")))
            out << QCoreApplication::translate("st::ui::ScoreSheet", "Zehn Druck (%1)")
                       .arg(name(rec, c.value("seat", -1)));
        else if (what == "drull")
            out << QCoreApplication::translate("st::ui::ScoreSheet", "Drull (%1)").arg(name(rec, c.value("seat", -1)));
        else if (what == "koenigsrolle")
            out << QCoreApplication::translate("st::ui::ScoreSheet", "Königsrolle (%1)")
                       .arg(name(rec, c.value("seat", -1)));
    }
    const int offender = sheetparts::seatAt(rep, "offender");
    if (offender >= 0)
        out << QCoreApplication::translate("st::ui::ScoreSheet", "penalty: %1").arg(name(rec, offender));
    return out.join(QStringLiteral(", "));
}

} // namespace

// Dreierles' sheet: the ledger in game points, and the money when played for a stake.
void DreierlesFace::sheetBlocks(const Record& rec, const sheetparts::Replayed& r, ScoreSheet& sheet) const {
    using sheetparts::at;
    using sheetparts::cell;
    using sheetparts::leftCell;
    using sheetparts::name;
    using sheetparts::seatAt;
    using sheetparts::strongCell;
    const int n = r.game->seats();
    json now;
    r.game->reportStandings(now);
    sheetparts::LedgerColumns c;
    c.caption = QCoreApplication::translate("st::ui::ScoreSheet", "Ledger (game points)");
    c.headers << QCoreApplication::translate("st::ui::ScoreSheet", "Declarer")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Contract")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Card points")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Knocks")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Extras");
    c.widths << 10 << 9 << 7 << 7 << 11; // room for the German "Alleinspieler"
    c.cells = [&rec](const sheetparts::PlayedDeal& d) {
        const json& rep = d.report;
        QList<SheetCell> row;
        const std::string outcome = rep.value("outcome", std::string());
        const int decl = seatAt(rep, "declarer");
        row << leftCell(decl >= 0 ? name(rec, decl) : QCoreApplication::translate("st::ui::ScoreSheet", "Räuber"));
        QString result;
        if (outcome == "won")
            result = QCoreApplication::translate("st::ui::ScoreSheet", "won");
        else if (outcome == "lost" || outcome == "forfeit")
            result = QCoreApplication::translate("st::ui::ScoreSheet", "lost");
        else if (outcome == "raeuber")
            result = QCoreApplication::translate("st::ui::ScoreSheet", "lost by %1")
                         .arg(sheetparts::names(rec, rep.value("raeuber_losers", json::array())));
        else if (outcome.rfind("penalty", 0) == 0)
            result = QCoreApplication::translate("st::ui::ScoreSheet", "penalty");
        row << leftCell(decl >= 0 ? Wording::contractName(rep.value("contract", std::string()))
                                  : QCoreApplication::translate("st::ui::ScoreSheet", "Räuber"),
                        result);
        row << cell(decl >= 0 ? QStringLiteral("%1 : %2").arg(Wording::number(rep.value("declarer_points", 0)),
                                                              Wording::number(rep.value("opponent_points", 0)))
                              : QCoreApplication::translate("st::ui::ScoreSheet", "blind %1")
                                    .arg(Wording::number(rep.value("blind_points", 0))));
        const int knocks = rep.value("knocks", 0);
        row << cell(decl < 0
                        ? sheetparts::knocksText(knocks)
                        : sheetparts::knocksText(knocks, QCoreApplication::translate("st::ui::ScoreSheet", "Kontra"),
                                                 QCoreApplication::translate("st::ui::ScoreSheet", "Re")),
                    QCoreApplication::translate("st::ui::ScoreSheet", "\u00d7%1").arg(rep.value("multiplier", 1)));
        row << leftCell(dreierlesExtras(rec, rep));
        return row;
    };
    c.total = [](const json& st, std::size_t seat) { return at(st, "totals", seat); };
    SheetTable t = sheetparts::ledger(rec, r, r.game->unit(), c);
    if (now.value("stake_cents", 0) > 0) {
        QList<SheetCell> money;
        money << strongCell(QCoreApplication::translate("st::ui::ScoreSheet", "Money at %1 a point")
                                .arg(Wording::money(now.value("stake_cents", 0))));
        money[0].left = true;
        money[0].span = 7;
        for (int k = 1; k < 7; ++k)
            money << cell(QString());
        for (int s = 0; s < n; ++s)
            money << strongCell(Wording::money(at(now, "money_cents", static_cast<std::size_t>(s)), true));
        t.totals << money;
    }
    t.notes << QCoreApplication::translate("st::ui::ScoreSheet",
                                           "Card points: declarer : opponents. Under each payment the running total.");
    SheetBlock b;
    b.table = t;
    sheet.blocks.append(b);
}

QString DreierlesFace::sheetKeyFigures(const Record& rec, const Game& game) const {
    (void)rec;
    json st;
    game.reportStandings(st);
    QStringList parts;
    if (st.value("stake_cents", 0) > 0)
        parts << QCoreApplication::translate("st::ui::ScoreSheet", "stake %1 per game point")
                     .arg(Wording::money(st.value("stake_cents", 0)));
    if (const int rounds = st.value("rounds", 0); rounds > 0)
        parts << QCoreApplication::translate("st::ui::ScoreSheet", "%n round(s)", nullptr, rounds);
    return parts.join(QStringLiteral(", "));
}

void DreierlesFace::sheetStandings(const Game& game, SheetTable& t) const {
    using sheetparts::at;
    using sheetparts::cell;
    json st;
    game.reportStandings(st);
    t.headers << QCoreApplication::translate("st::ui::ScoreSheet", "Game points");
    t.widths << 8;
    if (st.value("stake_cents", 0) > 0) {
        t.headers << QCoreApplication::translate("st::ui::ScoreSheet", "Money");
        t.widths << 8;
    }
    for (int s = 0; s < game.seats() && s < t.rows.size(); ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        QList<SheetCell>& row = t.rows[s];
        row << cell(Wording::number(at(st, "totals", i)));
        if (st.value("stake_cents", 0) > 0)
            row << cell(Wording::money(at(st, "money_cents", i), true));
    }
}

void DreierlesFace::blankSheet(const Variant& v, ScoreSheet& sheet) const {
    (void)v;
    sheetparts::blankLedger(
        sheet, QCoreApplication::translate("st::ui::ScoreSheet", "Ledger (game points)"),
        QCoreApplication::translate("st::ui::ScoreSheet", "Declarer"),
        QCoreApplication::translate("st::ui::ScoreSheet", "Knocks"),
        QCoreApplication::translate("st::ui::ScoreSheet",
                                    "Card points: declarer : opponents. Under each name: the payment of the deal "
                                    "and the running total."));
}

int DreierlesFace::blankSheetMostPlayers() const {
    return info().maxPlayers;
}

int DreierlesFace::blankSheetPlayers() const {
    return 3;
}

ScoreUnit DreierlesFace::storedUnit(bool money) const {
    (void)money;
    return ScoreUnit::GamePoints;
}

bool DreierlesFace::unitByRules() const {
    return false;
}

GameFace::Wins DreierlesFace::sessionWins(const HistoryEntry& e, int seat) const {
    // Played for money or points deal by deal; a deal that paid the player is won.
    return {e.dealsWon(seat), static_cast<int>(e.deltas.size()), 0};
}

QString DreierlesFace::winsText(const QString& won, const QString& of) const {
    return QCoreApplication::translate("st::ui::StatsWindow", "%1 of %2 deals").arg(won, of);
}

bool DreierlesFace::countsBollern() const {
    return false;
}

QString DreierlesFace::historyStanding(const HistoryEntry& e) const {
    const json st = json::parse(e.standings.begin(), e.standings.end(), nullptr, false);
    if (!st.is_object() || !st.contains("totals"))
        return {};
    return QCoreApplication::translate("st::ui::HistoryModel", "Game points: %1")
        .arg(HistoryModel::perSeat(st, "totals", e.players));
}

QString DreierlesFace::lessonsCanDo() const {
    return QCoreApplication::translate(
        "st::ui::LessonLibrary",
        "You can now play Dreierles: know the 54 Cego cards and their worth, bid from Dreier to Solo, "
        "take cards from the blind and lay away, lay out the Pfeife, knock Kontra and Re, and play the "
        "Räuber when everyone says weg.");
}

QString DreierlesFace::rulesDiscardSection() const {
    return QStringLiteral("blind");
}

QString DreierlesFace::rulesTrumpSection(const Game& game) const {
    (void)game;
    return QStringLiteral("phases");
}

// -- The table --

} // namespace st::ui::faces

#include "dreierles/dreierles.h"
#include "table/scoreboard.h"
#include "table/tablemodel.h"
#include "text/wording.h"

#include <algorithm>

namespace st::ui::faces {

QString DreierlesFace::stockLabel() const {
    return ScoreBoard::tr("Blind");
}

void DreierlesFace::readScores(const TableModel& model, TableScores& out) const {
    const auto& game = static_cast<const dreierles::DreierlesGame&>(model.game());
    const int stake = game.stake();
    const bool played = game.dealsFinished() > 0;
    const DealResult last = game.lastResult();
    for (int s = 0; s < game.seats(); ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        SeatScore& sc = out.seats[i];
        QString points = ScoreBoard::tr("Points: %1").arg(text::Wording::number(game.total(s)));
        if (played && i < last.delta.size())
            points += QStringLiteral(" (%1)").arg(text::Wording::signedNumber(last.delta[i]));
        sc.pad << points;
        if (stake > 0)
            sc.pad << text::Wording::money(game.money(s));
        sc.summary = sc.pad.join(QStringLiteral(" \u00b7 "));
        sc.device.kind = ScoreDevice::Kind::Pad;
        sc.device.column = ScoreBoard::pencilColumn(
            model, [s](const Game& g) { return static_cast<const dreierles::DreierlesGame&>(g).total(s); },
            game.total(s), true);
        if (stake > 0)
            sc.device.footer = text::Wording::money(game.money(s));
    }
    const int rounds = game.rounds();
    const QString region = QString::fromStdString(game.variant().getString("region"));
    const QString regionName = region.isEmpty() ? QString() : region.left(1).toUpper() + region.mid(1);
    if (rounds > 0)
        out.lines << ScoreBoard::tr("Dreierles (%1), round %2 of %3")
                         .arg(regionName)
                         .arg(std::min(game.round(), rounds))
                         .arg(rounds);
    else
        out.lines << ScoreBoard::tr("Dreierles (%1), round %2").arg(regionName).arg(game.round());
    if (game.lastRound())
        out.lines << ScoreBoard::tr("Last round: Räuber or Solo");
    const dreierles::Deal* d = game.currentDeal();
    if (!game.inDeal() || !d)
        return;
    if (d->declarer() >= 0 && !d->biddingOver()) { // sides are known only when the bidding is over
        out.lines << ScoreBoard::tr("Highest bid: %1 (%2)")
                         .arg(text::Wording::contractName(dreierles::bidName(d->contract())),
                              model.name(d->declarer()));
    } else if (d->declarer() >= 0) {
        for (int s : d->table().order) // the seats playing this deal
            out.seats[static_cast<std::size_t>(s)].markers
                << (s == d->declarer() ? ScoreBoard::tr("Declarer") : ScoreBoard::tr("Opponent"));
        QString line =
            ScoreBoard::tr("Contract: %1").arg(text::Wording::contractName(dreierles::bidName(d->contract())));
        if (d->knocks() > 0)
            line += QLatin1Char('\n') + knockName(d->knocks());
        out.lines << line;
    } else if (d->raeuber()) {
        out.lines << ScoreBoard::tr("Räuber: everyone for himself, the fewest card points win");
        for (int s : d->table().order)
            out.seats[static_cast<std::size_t>(s)].markers << ScoreBoard::tr("Räuber");
    }
}

// -- Seats and decisions --

QString DreierlesFace::knockWords(int knocks, const std::vector<Action>& actions, bool tip) const {
    const int factor = 1 << (knocks + 1); // the game's value after this knock
    const bool raeuber =
        std::none_of(actions.begin(), actions.end(), [](const Action& a) { return a.act == Act::Bid; });
    if (raeuber)
        return tip ? QCoreApplication::translate(
                         "st::ui::HumanSeat",
                         "Knock to double the Räuber (\u00d7%1): whoever takes the most card points pays the "
                         "others.")
                         .arg(factor)
                   : QCoreApplication::translate("st::ui::HumanSeat", "Klopfen \u2014 double the Räuber");
    if (knocks == 0)
        return tip ? QCoreApplication::translate(
                         "st::ui::HumanSeat",
                         "Kontra: knock if you think the declarer will lose; the game counts double (×2) "
                         "for both opponents.")
                   : QCoreApplication::translate("st::ui::HumanSeat", "Kontra \u2014 knock");
    if (knocks == 1)
        return tip ? QCoreApplication::translate("st::ui::HumanSeat",
                                                 "Re: knock back; the game counts four times (×4).")
                   : QCoreApplication::translate("st::ui::HumanSeat", "Re \u2014 knock back");
    return tip ? QCoreApplication::translate("st::ui::HumanSeat", "Knock again: the game counts \u00d7%1.").arg(factor)
               : QCoreApplication::translate("st::ui::HumanSeat", "Klopfen \u2014 knock again (\u00d7%1)").arg(factor);
}

GameFace::DiscardWords DreierlesFace::discardWords(int needed) const {
    DiscardWords t;
    t.title = QCoreApplication::translate("st::ui::HumanSeat", "Dreierles \u2014 discard");
    t.intro =
        (needed == 1 ? QCoreApplication::translate("st::ui::HumanSeat", "You took the top card of the blind.")
                     : QCoreApplication::translate("st::ui::HumanSeat", "You took the top %1 cards of the blind.")
                           .arg(needed)) +
        QLatin1Char(' ') +
        QCoreApplication::translate(
            "st::ui::HumanSeat", "Lay away as many face down; they count for you. Kings and trumps stay in your hand.");
    t.fresh = QCoreApplication::translate("st::ui::HumanSeat", "blind");
    return t;
}

std::optional<GameFace::TakenUp> DreierlesFace::takenUp(const Game& game) const {
    // The blind cards the declarer draws are laid face up for everyone to look at (dreierles.txt)
    // before they go into the hand.
    const dreierles::Deal* deal = static_cast<const dreierles::DreierlesGame&>(game).currentDeal();
    if (!deal || deal->taken() == 0)
        return std::nullopt;
    return TakenUp{deal->declarer(), deal->taken()};
}

} // namespace st::ui::faces
