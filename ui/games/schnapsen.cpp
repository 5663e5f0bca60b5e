#include "schnapsen.h"

#include "dialogs/dealreview.h"
#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/sessionsummary.h"
#include "dialogwords.h"
#include "history/historyindex.h"
#include "history/historywindow.h"
#include "history/recentsessions.h"
#include "record.h"
#include "table/tablemodel.h"
#include "text/wording.h"

#include <QCoreApplication>
#include <algorithm>
#include <nlohmann/json.hpp>

namespace st::ui::faces {

const GameInfo& SchnapsenFace::info() const {
    static const GameInfo& g = *findGame("schnapsen");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

QString SchnapsenFace::description() const {
    return NewGameDialog::tr("Austrian Schnapsen for two: 20 cards, 66 to win, zudrehen and Bummerl to seven.");
}

QStringList SchnapsenFace::fanCards() const {
    return {QStringLiteral("HA"), QStringLiteral("HK"), QStringLiteral("HO")}; // the marriage in trumps
}

QStringList SchnapsenFace::opponentNames() const { // Austria
    return austrianOpponentNames();
}

int SchnapsenFace::defaultPlayers() const {
    return info().minPlayers;
}

QString SchnapsenFace::standingLine(const Game& game, const QStringList& names, bool) const {
    return bummerlStandingLine(game, names);
}

QString SchnapsenFace::bidName(const std::string& bid) const {
    return commonBidName(bid);
}

QString SchnapsenFace::bidGloss(const std::string& bid) const {
    return commonBidGloss(bid);
}

QString SchnapsenFace::bidExplanation(const Game&, const std::string& bid) const {
    return commonBidExplanation(bid);
}

QString SchnapsenFace::knockName(int n) const {
    return commonKnockName(n);
}

QString SchnapsenFace::knockSpoken(const Game&, int n) const {
    return knockName(n);
}

QString SchnapsenFace::biddingTitle() const {
    return {}; // no bidding
}

QString SchnapsenFace::biddingIntro(const Game&, const SeatView&, const QString&) const {
    return {};
}

bool SchnapsenFace::bidsWithTalonChoice() const {
    return false;
}

std::string SchnapsenFace::passKey(const std::vector<std::string>&, const std::vector<std::string>&) const {
    return "pass";
}

QString SchnapsenFace::passWarning(const Game&, const SeatView&, std::string*) const {
    return {};
}

QString SchnapsenFace::bidValue(const Game&, const std::string&, bool) const {
    return {};
}

QString SchnapsenFace::talonChoiceButton(const Game&, const std::string&, bool) const {
    return {};
}

QString SchnapsenFace::outcomeText(const std::string&) const {
    return {};
}

QString SchnapsenFace::dealDetailsHtml(const TableModel&, const nlohmann::json&) const {
    return {};
}

QStringList SchnapsenFace::seatReasons(const TableModel&, const nlohmann::json& r, int seat) const {
    return bummerlSeatReasons(r, seat);
}

QString SchnapsenFace::dealClosingHtml(const TableModel&, const nlohmann::json&) const {
    return {};
}

QString SchnapsenFace::sessionFigure(const Game& game, int seat, bool) const {
    return bummerlSessionFigure(game, seat);
}

QString SchnapsenFace::reviewValue(const Game&, const SeatView&, double value) const {
    return DealReview::tr("%1 game points").arg(DealReview::signedValue(value, 1));
}

// -- Score sheets, history, lessons, rules book --

namespace {

using nlohmann::json;
using text::Wording;

QString schnapsenHow(const std::string& o) {
    if (o == "out")
        return QCoreApplication::translate("st::ui::ScoreSheet", "Out with 66");
    if (o == "out_short")
        return QCoreApplication::translate("st::ui::ScoreSheet", "Out short of 66");
    if (o == "out_against_closer")
        return QCoreApplication::translate("st::ui::ScoreSheet", "Out against the closer");
    if (o == "closer_made")
        return QCoreApplication::translate("st::ui::ScoreSheet", "Closed, made");
    if (o == "closer_failed")
        return QCoreApplication::translate("st::ui::ScoreSheet", "Closed, failed");
    if (o == "last_trick")
        return QCoreApplication::translate("st::ui::ScoreSheet", "Last trick");
    if (o == "revoke")
        return QCoreApplication::translate("st::ui::ScoreSheet", "Revoke");
    return QString::fromStdString(o);
}

QString cardPoints(const json& report, int n) {
    QStringList pts;
    for (int s = 0; s < n; ++s)
        pts << Wording::number(sheetparts::at(report, "card_points", static_cast<std::size_t>(s)));
    return pts.join(QStringLiteral(" : "));
}

/// The card points when the talon was closed ("0 : 35").
QString closePoints(const json& report, int n) {
    QStringList pts;
    for (int s = 0; s < n; ++s)
        pts << Wording::number(sheetparts::at(report, "close_points", static_cast<std::size_t>(s)));
    return pts.join(QStringLiteral(" : "));
}

} // namespace

void SchnapsenFace::bummerlPad(const Record& rec, const sheetparts::Replayed& r, ScoreSheet& sheet,
                               const PadColumns& c) {
    using sheetparts::at;
    using sheetparts::cell;
    using sheetparts::leftCell;
    using sheetparts::name;
    using sheetparts::seatAt;
    using sheetparts::strongCell;
    const int n = r.game->seats();
    SheetTable t;
    t.caption = QCoreApplication::translate("st::ui::ScoreSheet", "Bummerl pad");
    t.headers << QCoreApplication::translate("st::ui::ScoreSheet", "Deal")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Dealer");
    t.widths << 4 << 9;
    t.headers << c.headers;
    t.widths << c.widths;
    for (int s = 0; s < n; ++s) {
        t.headers << name(rec, s);
        t.widths << c.seatWidth;
    }
    for (const sheetparts::PlayedDeal& d : r.deals) {
        QList<SheetCell> row;
        row << cell(QString::number(d.number)) << leftCell(name(rec, d.dealer));
        row << c.cells(d);
        const json& rep = d.report;
        const bool countdown = d.after.contains("remaining");
        for (int s = 0; s < n; ++s) {
            const std::size_t i = static_cast<std::size_t>(s);
            SheetCell sc;
            const int gained = at(rep, "delta", i);
            sc.tally = gained > 0 ? gained : -1;
            sc.text = gained > 0 ? QString() : QStringLiteral("\u2013");
            sc.sub =
                countdown
                    ? QCoreApplication::translate("st::ui::ScoreSheet", "%1 to go").arg(at(d.after, "remaining", i))
                    : QCoreApplication::translate("st::ui::ScoreSheet", "= %1").arg(at(d.after, "scores", i));
            row << sc;
        }
        t.rows << row;
    }
    json now;
    r.game->reportStandings(now);
    const int fixed = 2 + static_cast<int>(c.headers.size());
    QList<SheetCell> points, bummerl;
    points << strongCell(QCoreApplication::translate("st::ui::ScoreSheet", "Game points"));
    bummerl << strongCell(QCoreApplication::translate("st::ui::ScoreSheet", "Bummerl"));
    for (int k = 1; k < fixed; ++k) {
        points << cell(QString());
        bummerl << cell(QString());
    }
    for (int s = 0; s < n; ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        points << strongCell(QCoreApplication::translate("st::ui::ScoreSheet", "%1 of %2")
                                 .arg(at(now, "scores", i))
                                 .arg(now.value("target", 0)));
        SheetCell b = strongCell(QString());
        const int marks = at(now, "bummerl", i);
        b.tally = marks > 0 ? marks : -1;
        b.text = marks > 0 ? QString() : QStringLiteral("\u2013");
        bummerl << b;
    }
    points[0].left = bummerl[0].left = true;
    points[0].span = bummerl[0].span = fixed;
    t.totals << points << bummerl;
    const int winner = seatAt(now, "winner");
    if (winner >= 0)
        t.notes << QCoreApplication::translate("st::ui::ScoreSheet",
                                               "Won by %1; each tally mark under a name is a Bummerl.")
                       .arg(name(rec, winner));
    else
        t.notes << QCoreApplication::translate(
            "st::ui::ScoreSheet", "Each tally mark in a deal is a game point won; under a name, a Bummerl.");
    if (now.contains("tie_break") && now["tie_break"].is_array() && !now["tie_break"].empty())
        t.notes << (winner >= 0 ? QCoreApplication::translate("st::ui::ScoreSheet",
                                                              "Tied at the target: %1 played a tie-break.")
                                : QCoreApplication::translate("st::ui::ScoreSheet",
                                                              "Tied at the target: %1 play the tie-break."))
                       .arg(sheetparts::names(rec, now["tie_break"]));
    SheetBlock b;
    b.table = t;
    sheet.blocks.append(b);
}

void SchnapsenFace::blankPad(const GameInfo& g, const Variant& v, ScoreSheet& sheet, const QStringList& headers,
                             const QList<int>& widths) {
    SheetTable t;
    t.rowMinMm = sheetparts::kBlankRowMm;
    t.caption = QCoreApplication::translate("st::ui::ScoreSheet", "Bummerl pad");
    t.headers << QCoreApplication::translate("st::ui::ScoreSheet", "Deal")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Dealer");
    t.widths << 4 << 9;
    t.headers << headers;
    t.widths << widths;
    const int fixed = static_cast<int>(t.headers.size());
    // The target as the engine plays it (Schnapsen's option, Dreierschnapsen's fixed 24).
    json st;
    if (const auto game = g.create(v, static_cast<int>(sheet.players.size())))
        game->reportStandings(st);
    const int target = st.value("target", 0);
    sheet.rules += QStringLiteral(" \u00b7 ") +
                   QCoreApplication::translate("st::ui::ScoreSheet", "to %n game point(s)", nullptr, target);
    t.notes << QCoreApplication::translate(
        "st::ui::ScoreSheet",
        "Under each name: a tally mark for each game point won; the running total under it. "
        "The first to %n game point(s) wins the Bummerl.",
        nullptr, target);
    sheetparts::blankRows(t, sheet.players);
    const int columns = static_cast<int>(t.headers.size());
    t.totals << sheetparts::totalRow(QCoreApplication::translate("st::ui::ScoreSheet", "Game points"), fixed, columns)
             << sheetparts::totalRow(QCoreApplication::translate("st::ui::ScoreSheet", "Bummerl"), fixed, columns);
    SheetBlock b;
    b.table = t;
    sheet.blocks << b;
}

QString SchnapsenFace::howText(const std::string& outcome) {
    return schnapsenHow(outcome);
}

QString SchnapsenFace::padKeyFigures(const Game& game) {
    json st;
    game.reportStandings(st);
    const int target = st.value("target", 0);
    return QCoreApplication::translate("st::ui::ScoreSheet", "to %n game point(s)", nullptr, target);
}

void SchnapsenFace::padStandings(const Game& game, SheetTable& t) {
    using sheetparts::at;
    using sheetparts::cell;
    json st;
    game.reportStandings(st);
    t.headers << QCoreApplication::translate("st::ui::ScoreSheet", "Game points")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Bummerl");
    t.widths << 8 << 10;
    for (int s = 0; s < game.seats() && s < t.rows.size(); ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        QList<SheetCell>& row = t.rows[s];
        row << cell(Wording::number(at(st, "scores", i)));
        SheetCell b = cell(at(st, "bummerl", i) > 0 ? QString() : QStringLiteral("\u2013"));
        b.tally = at(st, "bummerl", i) > 0 ? at(st, "bummerl", i) : -1;
        row << b;
    }
}

GameFace::Wins SchnapsenFace::bummerlWins(const HistoryEntry& e, int seat) {
    // Schnapsen, Dreierschnapsen: the session is the Bummerl, won by whom reaches the target.
    Wins w;
    if (e.finished) {
        ++w.chances;
        if (e.winners.contains(seat))
            ++w.wins;
    }
    return w;
}

QString SchnapsenFace::bummerlWinsText(const QString& won, const QString& of) {
    return QCoreApplication::translate("st::ui::StatsWindow", "%1 of %2 Bummerl").arg(won, of);
}

QString SchnapsenFace::padStanding(const HistoryEntry& e) {
    const json st = json::parse(e.standings.begin(), e.standings.end(), nullptr, false);
    if (!st.is_object() || !st.contains("scores"))
        return {};
    QString s = QCoreApplication::translate("st::ui::HistoryModel", "Points: %1")
                    .arg(HistoryModel::perSeat(st, "scores", e.players));
    bool bummerl = false;
    if (st.contains("bummerl") && st["bummerl"].is_array())
        for (const auto& b : st["bummerl"])
            bummerl = bummerl || b != 0;
    if (bummerl)
        s += QStringLiteral("; ") + QCoreApplication::translate("st::ui::HistoryModel", "Bummerl: %1")
                                        .arg(HistoryModel::perSeat(st, "bummerl", e.players));
    return s;
}

void SchnapsenFace::sheetBlocks(const Record& rec, const sheetparts::Replayed& r, ScoreSheet& sheet) const {
    using sheetparts::cell;
    using sheetparts::leftCell;
    using sheetparts::name;
    using sheetparts::seatAt;
    const int n = r.game->seats();
    PadColumns c;
    c.headers << QCoreApplication::translate("st::ui::ScoreSheet", "Won by")
              << QCoreApplication::translate("st::ui::ScoreSheet", "How")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Card points");
    c.widths << 9 << 13 << 9;
    c.seatWidth = 10;
    c.cells = [&rec, n](const sheetparts::PlayedDeal& d) {
        const json& rep = d.report;
        QList<SheetCell> row;
        // A closed talon changes what the deal is worth (the loser's tricks and points at the close
        // count, not at the end): the pad says who closed and the points when they did.
        const int closer = seatAt(rep, "closed_by");
        const std::string outcome = rep.value("outcome", std::string());
        QString how = schnapsenHow(outcome);
        if (closer >= 0 && outcome != "closer_made" && outcome != "closer_failed" && outcome != "out_against_closer")
            how = QCoreApplication::translate("st::ui::ScoreSheet", "Closed by %1; %2").arg(name(rec, closer), how);
        row << leftCell(name(rec, seatAt(rep, "winner"))) << leftCell(how)
            << cell(cardPoints(rep, n),
                    closer >= 0 && rep.contains("close_points")
                        ? QCoreApplication::translate("st::ui::ScoreSheet", "at the close %1").arg(closePoints(rep, n))
                        : QString());
        return row;
    };
    bummerlPad(rec, r, sheet, c);
}

QString SchnapsenFace::sheetKeyFigures(const Record& rec, const Game& game) const {
    (void)rec;
    return padKeyFigures(game);
}

void SchnapsenFace::sheetStandings(const Game& game, SheetTable& t) const {
    padStandings(game, t);
}

void SchnapsenFace::blankSheet(const Variant& v, ScoreSheet& sheet) const {
    blankPad(info(), v, sheet,
             {QCoreApplication::translate("st::ui::ScoreSheet", "Won by"),
              QCoreApplication::translate("st::ui::ScoreSheet", "How"),
              QCoreApplication::translate("st::ui::ScoreSheet", "Card points")},
             {9, 13, 9});
}

int SchnapsenFace::blankSheetMostPlayers() const {
    return info().maxPlayers;
}

int SchnapsenFace::blankSheetPlayers() const {
    return 2;
}

ScoreUnit SchnapsenFace::storedUnit(bool money) const {
    (void)money;
    return ScoreUnit::GamePoints;
}

bool SchnapsenFace::unitByRules() const {
    return false;
}

GameFace::Wins SchnapsenFace::sessionWins(const HistoryEntry& e, int seat) const {
    return bummerlWins(e, seat);
}

QString SchnapsenFace::winsText(const QString& won, const QString& of) const {
    return bummerlWinsText(won, of);
}

bool SchnapsenFace::countsBollern() const {
    return false;
}

QString SchnapsenFace::historyStanding(const HistoryEntry& e) const {
    return padStanding(e);
}

QString SchnapsenFace::lessonsCanDo() const {
    return QCoreApplication::translate(
        "st::ui::LessonLibrary",
        "You can now play Schnapsen: draw from the talon, exchange the trump Unter, declare 20 and 40, "
        "close the talon (Zudrehen) and go out with \"Aus!\" at 66.");
}

QString SchnapsenFace::rulesDiscardSection() const {
    return QStringLiteral("blind");
}

QString SchnapsenFace::rulesTrumpSection(const Game& game) const {
    (void)game;
    return QStringLiteral("phases");
}

// -- The table --

} // namespace st::ui::faces

#include "schnapsen/schnapsen.h"
#include "table/scoreboard.h"
#include "table/tablemodel.h"
#include "text/wording.h"

namespace st::ui::faces {

QString SchnapsenFace::stockLabel() const {
    return ScoreBoard::tr("Talon");
}

void SchnapsenFace::readScores(const TableModel& model, TableScores& out) const {
    const auto& game = static_cast<const schnapsen::SchnapsenGame&>(model.game());
    const int target = game.target();
    for (int s = 0; s < game.seats(); ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        SeatScore& sc = out.seats[i];
        sc.pad << ScoreBoard::tr("%1 of %2 points").arg(game.score(s)).arg(target);
        sc.pad << ScoreBoard::tr("Bummerl: %1").arg(game.bummerl(s));
        sc.summary = sc.pad.join(QStringLiteral(" \u00b7 "));
        sc.device.kind = ScoreDevice::Kind::Pad;
        sc.device.column = ScoreBoard::pencilColumn(
            model, [s](const Game& g) { return static_cast<const schnapsen::SchnapsenGame&>(g).score(s); },
            game.score(s), true);
        sc.device.bummerl = game.bummerl(s);
    }
    out.lines << ScoreBoard::tr("Schnapsen to %1 points").arg(target);
}

// -- Seats and decisions --

GameFace::DiscardWords SchnapsenFace::discardWords(int needed) const {
    return talonDiscardWords(needed);
}

} // namespace st::ui::faces
