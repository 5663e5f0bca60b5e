#include "dreierschnapsen.h"

#include "dialogs/biddialog.h"
#include "dialogs/dealreview.h"
#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "dialogwords.h"
#include "dreierschnapsen/dreierdeal.h"
#include "record.h"
#include "schnapsen.h"
#include "table/tablemodel.h"
#include "text/wording.h"

#include <QCoreApplication>

#include <algorithm>
#include <nlohmann/json.hpp>

namespace st::ui::faces {

const GameInfo& DreierschnapsenFace::info() const {
    static const GameInfo& g = *findGame("dreierschnapsen");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

QString DreierschnapsenFace::description() const {
    return NewGameDialog::tr("Austrian Schnapsen for three: contracts, Spritzen and Retour, points to 24 and Bummerl.");
}

QStringList DreierschnapsenFace::fanCards() const {
    return {QStringLiteral("EO"), QStringLiteral("EA"), QStringLiteral("E10")}; // the caller's Ace and Ten
}

QStringList DreierschnapsenFace::opponentNames() const { // Austria
    return austrianOpponentNames();
}

int DreierschnapsenFace::defaultPlayers() const {
    return info().minPlayers;
}

QString DreierschnapsenFace::standingLine(const Game& game, const QStringList& names, bool) const {
    return bummerlStandingLine(game, names);
}

QString DreierschnapsenFace::bidName(const std::string& bid) const {
    return commonBidName(bid);
}

QString DreierschnapsenFace::bidGloss(const std::string& bid) const {
    return commonBidGloss(bid);
}

QString DreierschnapsenFace::bidExplanation(const Game&, const std::string& bid) const {
    return commonBidExplanation(bid);
}

QString DreierschnapsenFace::knockName(int n) const {
    return n == 1   ? text::Wording::tr("Spritzen (×2)")
           : n == 2 ? text::Wording::tr("Retour (×4)")
                    : text::Wording::tr("Knocks again (\u00d7%1)").arg(1 << n);
}

QString DreierschnapsenFace::knockSpoken(const Game&, int n) const {
    return knockName(n);
}

QString DreierschnapsenFace::biddingTitle() const {
    return BidDialog::tr("Dreierschnapsen \u2014 bidding");
}

QString DreierschnapsenFace::biddingIntro(const Game& game, const SeatView& view, const QString&) const {
    return BidDialog::tr("Announce a contract or pass. The highest value plays; without the talon a contract is worth "
                         "one point more. Trumps: %1.")
        .arg(text::Wording::suitName(game.pack(), view.trump));
}

bool DreierschnapsenFace::bidsWithTalonChoice() const {
    return true;
}

std::string DreierschnapsenFace::passKey(const std::vector<std::string>&, const std::vector<std::string>&) const {
    return "pass";
}

QString DreierschnapsenFace::passWarning(const Game&, const SeatView&, std::string*) const {
    return {};
}

QString DreierschnapsenFace::bidValue(const Game& game, const std::string& bid, bool withoutTalon) const {
    const auto c = dreierschnapsen::contractFromName(bid);
    if (!c)
        return {};
    const int extra = withoutTalon ? 1 : 0;
    if (*c == dreierschnapsen::Contract::Rufer)
        return BidDialog::tr("%1\u2013%2").arg(1 + extra).arg(3 + extra);
    const int value = *c == dreierschnapsen::Contract::Plauderer ? game.variant().getInt("plauderer_value")
                                                                 : dreierschnapsen::contractInfo(*c).value;
    return QString::number(value + extra);
}

QString DreierschnapsenFace::talonChoiceButton(const Game& game, const std::string& bid, bool withoutTalon) const {
    const bool noTalonInNegative = !game.variant().getBool("talon_in_negative");
    const auto c = dreierschnapsen::contractFromName(bid);
    const bool negative = c && dreierschnapsen::contractInfo(*c).negative;
    if (withoutTalon)
        return BidDialog::tr("without talon: %1").arg(bidValue(game, bid, true));
    if (negative && noTalonInNegative)
        return BidDialog::tr("play it: %1").arg(bidValue(game, bid, false));
    return BidDialog::tr("with talon: %1").arg(bidValue(game, bid, false));
}

QString DreierschnapsenFace::outcomeText(const std::string&) const {
    return {};
}

QString DreierschnapsenFace::dealDetailsHtml(const TableModel& model, const nlohmann::json& r) const {
    QString html;
    if (r.value("tie_break", false)) {
        html += para(DealSummary::tr("Tie-break: one deal of two-player Schnapsen decided the match."));
    } else if (r.contains("contract") && r["contract"].is_string()) {
        const int decl = report::seatOf(r, "declarer");
        const QString contract = text::Wording::contractName(r["contract"].get<std::string>());
        QString s = model.isHuman(decl)
                        ? DealSummary::tr("You played %1, worth %n game point(s)", nullptr, r.value("base_value", 0))
                              .arg(contract)
                        : DealSummary::tr("%1 played %2, worth %n game point(s)", nullptr, r.value("base_value", 0))
                              .arg(model.name(decl), contract);
        if (r.value("without_talon", false))
            s += QStringLiteral(" ") + DealSummary::tr("(without the talon)");
        html += para(s);
        if (const int k = r.value("knocks", 0); k > 0)
            html += para(DealSummary::tr("%1: the value doubles with each knock.").arg(knockName(k)));
        const bool won = r.value("declarer_won", false);
        html += para(model.isHuman(decl)
                         ? (won ? DealSummary::tr("You made the contract.") : DealSummary::tr("You failed."))
                         : (won ? DealSummary::tr("%1 made the contract.") : DealSummary::tr("%1 failed."))
                               .arg(model.name(decl)));
    }
    if (const int winner = report::seatOf(r, "winner"); r.value("match_over", false) && winner >= 0)
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg((model.isHuman(winner) ? DealSummary::tr("You win the match.")
                                                : DealSummary::tr("%1 wins the match.").arg(model.name(winner)))
                             .toHtmlEscaped());
    return html;
}

QStringList DreierschnapsenFace::seatReasons(const TableModel&, const nlohmann::json& r, int seat) const {
    if (r.value("tie_break", false))
        return bummerlSeatReasons(r, seat);
    const std::size_t i = static_cast<std::size_t>(seat);
    QStringList why;
    const int decl = report::seatOf(r, "declarer");
    if (decl == seat)
        why << (r.value("declarer_won", false) ? DealSummary::tr("declarer, made it")
                                               : DealSummary::tr("declarer, failed"));
    else if (decl >= 0)
        why << DealSummary::tr("opponent");
    if (r.value("match_over", false) && report::seatAt(r, "bummerl", i) > 0)
        why << DealSummary::tr("%n Bummerl", nullptr, report::seatAt(r, "bummerl", i));
    return why;
}

QString DreierschnapsenFace::dealClosingHtml(const TableModel&, const nlohmann::json&) const {
    return {};
}

QString DreierschnapsenFace::sessionFigure(const Game& game, int seat, bool) const {
    return bummerlSessionFigure(game, seat);
}

QString DreierschnapsenFace::reviewValue(const Game&, const SeatView&, double value) const {
    return DealReview::tr("%1 points").arg(DealReview::signedValue(value, 1));
}

// -- Score sheets, history, lessons, rules book --

// Dreierschnapsen's sheet: the Bummerl pad of the Schnapsen games with the declarer, the contract,
// the knocks (Spritzen, Retour) and the result of each deal.
void DreierschnapsenFace::sheetBlocks(const Record& rec, const sheetparts::Replayed& r, ScoreSheet& sheet) const {
    using nlohmann::json;
    using sheetparts::cell;
    using sheetparts::leftCell;
    using sheetparts::name;
    using sheetparts::seatAt;
    SchnapsenFace::PadColumns c;
    c.headers << QCoreApplication::translate("st::ui::ScoreSheet", "Declarer")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Contract")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Knocks")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Result");
    // Room for "Kontrabauernschnapser" and "Entscheidungsspiel" (a word each, which cannot wrap).
    c.widths << 10 << 18 << 7 << 9; // and for the German "Alleinspieler", "ausgemeldet"
    c.seatWidth = 9;
    c.cells = [&rec](const sheetparts::PlayedDeal& d) {
        const json& rep = d.report;
        QList<SheetCell> row;
        if (rep.value("tie_break", false)) {
            row << leftCell(name(rec, seatAt(rep, "winner")))
                << leftCell(QCoreApplication::translate("st::ui::ScoreSheet", "Tie-break")) << cell(QString())
                << leftCell(SchnapsenFace::howText(rep.value("outcome", std::string())));
        } else if (rep.value("redeal", false)) {
            row << cell(QString())
                << leftCell(QCoreApplication::translate("st::ui::ScoreSheet", "Redeal (three Unter)"))
                << cell(QString()) << cell(QString());
        } else {
            const int knocks = rep.value("knocks", 0);
            row << leftCell(name(rec, seatAt(rep, "declarer")))
                << leftCell(text::Wording::contractName(rep.value("contract", std::string())),
                            // played without the talon: worth a point more
                            rep.value("without_talon", false)
                                ? QCoreApplication::translate("st::ui::ScoreSheet", "without talon")
                                : QString())
                << cell(sheetparts::knocksText(knocks, QCoreApplication::translate("st::ui::ScoreSheet", "Spritzen"),
                                               QCoreApplication::translate("st::ui::ScoreSheet", "Retour")),
                        knocks > 0 ? QCoreApplication::translate("st::ui::ScoreSheet", "\u00d7%1").arg(1 << knocks)
                                   : QString())
                << cell(rep.value("declarer_won", false) ? QCoreApplication::translate("st::ui::ScoreSheet", "made")
                                                         : QCoreApplication::translate("st::ui::ScoreSheet", "lost"));
        }
        return row;
    };
    SchnapsenFace::bummerlPad(rec, r, sheet, c);
}

QString DreierschnapsenFace::sheetKeyFigures(const Record& rec, const Game& game) const {
    (void)rec;
    return SchnapsenFace::padKeyFigures(game);
}

void DreierschnapsenFace::sheetStandings(const Game& game, SheetTable& t) const {
    SchnapsenFace::padStandings(game, t);
}

void DreierschnapsenFace::blankSheet(const Variant& v, ScoreSheet& sheet) const {
    SchnapsenFace::blankPad(info(), v, sheet,
                            {QCoreApplication::translate("st::ui::ScoreSheet", "Declarer"),
                             QCoreApplication::translate("st::ui::ScoreSheet", "Contract"),
                             QCoreApplication::translate("st::ui::ScoreSheet", "Knocks"),
                             QCoreApplication::translate("st::ui::ScoreSheet", "Result")},
                            {9, 11, 8, 8});
}

int DreierschnapsenFace::blankSheetMostPlayers() const {
    return info().maxPlayers;
}

int DreierschnapsenFace::blankSheetPlayers() const {
    return 3;
}

ScoreUnit DreierschnapsenFace::storedUnit(bool money) const {
    (void)money;
    return ScoreUnit::GamePoints;
}

bool DreierschnapsenFace::unitByRules() const {
    return false;
}

GameFace::Wins DreierschnapsenFace::sessionWins(const HistoryEntry& e, int seat) const {
    return SchnapsenFace::bummerlWins(e, seat);
}

QString DreierschnapsenFace::winsText(const QString& won, const QString& of) const {
    return SchnapsenFace::bummerlWinsText(won, of);
}

bool DreierschnapsenFace::countsBollern() const {
    return false;
}

QString DreierschnapsenFace::historyStanding(const HistoryEntry& e) const {
    return SchnapsenFace::padStanding(e);
}

QString DreierschnapsenFace::lessonsCanDo() const {
    return QCoreApplication::translate(
        "st::ui::LessonLibrary",
        "You can now play Dreierschnapsen: name trumps after three cards, play the Rufer with the talon, "
        "answer a Spritzen with Retour, knock before the deal as middlehand and play a Bettler.");
}

QString DreierschnapsenFace::rulesDiscardSection() const {
    return QStringLiteral("talon");
}

QString DreierschnapsenFace::rulesTrumpSection(const Game& game) const {
    (void)game;
    return QStringLiteral("trumps");
}

// -- The table --

} // namespace st::ui::faces

#include "dreierschnapsen/dreierschnapsen.h"
#include "table/scoreboard.h"
#include "table/tablemodel.h"
#include "text/wording.h"

namespace st::ui::faces {

QString DreierschnapsenFace::stockLabel() const {
    return ScoreBoard::tr("Talon");
}

void DreierschnapsenFace::readScores(const TableModel& model, TableScores& out) const {
    using dreierschnapsen::DreierschnapsenGame;
    const auto& game = static_cast<const DreierschnapsenGame&>(model.game());
    const int target = DreierschnapsenGame::kTarget;
    const bool countdown = game.countsDown();
    const bool played = game.dealsFinished() > 0;
    for (int s = 0; s < 3; ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        SeatScore& sc = out.seats[i];
        QString points = countdown ? ScoreBoard::tr("%1 to go").arg(game.remaining(s))
                                   : ScoreBoard::tr("%1 of %2").arg(game.score(s)).arg(target);
        const DealResult last = game.lastResult();
        if (played && i < last.delta.size())
            points += QStringLiteral(" (%1)").arg(text::Wording::signedNumber(last.delta[i]));
        sc.pad << points << ScoreBoard::tr("Bummerl: %1").arg(game.bummerl(s));
        sc.summary = sc.pad.join(QStringLiteral(" \u00b7 "));
        sc.device.kind = ScoreDevice::Kind::Pad;
        sc.device.column =
            countdown
                ? ScoreBoard::pencilColumn(
                      model, [s](const Game& g) { return static_cast<const DreierschnapsenGame&>(g).remaining(s); },
                      game.remaining(s), false)
                : ScoreBoard::pencilColumn(
                      model, [s](const Game& g) { return static_cast<const DreierschnapsenGame&>(g).score(s); },
                      game.score(s), true);
        sc.device.bummerl = game.bummerl(s);
    }
    out.lines << (countdown ? ScoreBoard::tr("Dreierschnapsen: %1 points, counting down").arg(target)
                            : ScoreBoard::tr("Dreierschnapsen to %1 points").arg(target));
    if (!game.tieBreak().empty() && !game.sessionOver()) {
        QStringList names;
        for (int s : game.tieBreak())
            names << model.name(s);
        out.lines << ScoreBoard::tr("Tie: %1 play one deal of Schnapsen").arg(names.join(ScoreBoard::tr(" and ")));
    }
    const dreierschnapsen::Deal* d = game.currentDeal();
    if (!game.inDeal() || !d || game.tieBreakDeal())
        return;
    if (d->caller() >= 0 && d->declarer() < 0)
        out.seats[static_cast<std::size_t>(d->caller())].markers << ScoreBoard::tr("Caller");
    if (d->declarer() >= 0 && d->contract()) {
        const auto& info = dreierschnapsen::contractInfo(*d->contract());
        for (int s = 0; s < 3; ++s)
            out.seats[static_cast<std::size_t>(s)].markers
                << (s == d->declarer() ? ScoreBoard::tr("Declarer") : ScoreBoard::tr("Opponent"));
        QString line = ScoreBoard::tr("%1, worth %n game point(s)", nullptr, d->contractValue())
                           .arg(text::Wording::contractName(info.name));
        if (d->knocks() > 0)
            line += QLatin1Char('\n') + knockName(d->knocks());
        out.lines << line;
    }
}

// -- Seats and decisions --

GameFace::TrumpWords DreierschnapsenFace::trumpWords(const Game&, const std::vector<Action>& legal) const {
    TrumpWords w{QCoreApplication::translate("st::ui::HumanSeat", "Trumpf \u2014 name trumps"),
                 QCoreApplication::translate(
                     "st::ui::HumanSeat", "You are the caller: name trumps from the suits of your first three cards.")};
    if (std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Redeal; }))
        w.text += QLatin1Char(' ') +
                  QCoreApplication::translate("st::ui::HumanSeat",
                                              "With three Unters you may also have the cards dealt again.");
    return w;
}

QString DreierschnapsenFace::knockWords(int knocks, const std::vector<Action>&, bool tip) const {
    const int factor = 1 << (knocks + 1); // the game's value after this knock
    if (knocks == 0)
        return tip ? QCoreApplication::translate(
                         "st::ui::HumanSeat",
                         "Spritzen: you think the declarer will lose; the contract counts double (×2).")
                   : QCoreApplication::translate("st::ui::HumanSeat", "Spritzen \u2014 double");
    if (knocks == 1)
        return tip ? QCoreApplication::translate("st::ui::HumanSeat",
                                                 "Retour: answer the Spritzen; the contract counts four times (×4).")
                   : QCoreApplication::translate("st::ui::HumanSeat", "Retour \u2014 double back");
    return tip ? QCoreApplication::translate("st::ui::HumanSeat",
                                             "Re: answer the Retour; the contract counts \u00d7%1.")
                     .arg(factor)
               : QCoreApplication::translate("st::ui::HumanSeat", "Re \u2014 double again");
}

GameFace::DiscardWords DreierschnapsenFace::discardWords(int needed) const {
    return talonDiscardWords(needed);
}

} // namespace st::ui::faces
