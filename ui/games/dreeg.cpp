#include "dreeg.h"

#include "dialogs/dealreview.h"
#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/sessionsummary.h"
#include "dialogwords.h"
#include "dreeg/dreeg.h"
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

const GameInfo& DreegFace::info() const {
    static const GameInfo& g = *findGame("dreeg");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

QString DreegFace::description() const {
    return NewGameDialog::tr(
        "Nürnberger Dreck: eight phases of 66, Rot-Assen, Rufen and Kamerun, chalk strokes on a slate.");
}

QStringList DreegFace::fanCards() const {
    return {QStringLiteral("LU"), QStringLiteral("HA"), QStringLiteral("SA")}; // the red Aces
}

QStringList DreegFace::opponentNames() const { // Franconia
    return {NewGameDialog::tr("Schorsch"), NewGameDialog::tr("Gretl"),  NewGameDialog::tr("Kunni"),
            NewGameDialog::tr("Hans"),     NewGameDialog::tr("Bärbel"), NewGameDialog::tr("Fritz"),
            NewGameDialog::tr("Lisbeth")};
}

int DreegFace::defaultPlayers() const {
    return 4;
}

QString DreegFace::standingLine(const Game& game, const QStringList& names, bool finished) const {
    nlohmann::json st;
    game.reportStandings(st);
    if (finished || st.value("neustadt", false))
        return RecentSessions::tr("Bollern: %1").arg(report::perSeat(st["bollern"], names));
    return RecentSessions::tr("Phase %1, strokes left: %2")
        .arg(st.value("phase", 1))
        .arg(report::perSeat(st["strokes"], names));
}

QString DreegFace::bidName(const std::string& bid) const {
    return commonBidName(bid);
}

QString DreegFace::bidGloss(const std::string& bid) const {
    return commonBidGloss(bid);
}

QString DreegFace::bidExplanation(const Game&, const std::string& bid) const {
    return commonBidExplanation(bid);
}

QString DreegFace::knockName(int n) const {
    return commonKnockName(n);
}

QString DreegFace::knockSpoken(const Game&, int n) const {
    return knockName(n);
}

QString DreegFace::biddingTitle() const {
    return {}; // no bidding
}

QString DreegFace::biddingIntro(const Game&, const SeatView&, const QString&) const {
    return {};
}

bool DreegFace::bidsWithTalonChoice() const {
    return false;
}

std::string DreegFace::passKey(const std::vector<std::string>&, const std::vector<std::string>&) const {
    return "pass";
}

QString DreegFace::passWarning(const Game&, const SeatView&, std::string*) const {
    return {};
}

QString DreegFace::bidValue(const Game&, const std::string&, bool) const {
    return {};
}

QString DreegFace::talonChoiceButton(const Game&, const std::string&, bool) const {
    return {};
}

QString DreegFace::outcomeText(const std::string& o) const {
    if (o == "66")
        return DealSummary::tr("All the cards were played: the card points decide.");
    if (o == "out_against_closer") // Dreeg's close is zudecken
        return DealSummary::tr("The closer's opponent went out with 66.", "Dreeg: zudecken");
    if (o == "closer_made")
        return DealSummary::tr("The player who closed the talon (zugedeckt) made 66.");
    if (o == "closer_failed")
        return DealSummary::tr("The player who closed the talon did not make 66.", "Dreeg: zudecken");
    return {};
}

QString DreegFace::dealDetailsHtml(const TableModel& model, const nlohmann::json& r) const {
    const Game& game = model.game();
    QString html;
    if (r.contains("called") && r["called"].is_string()) {
        const auto c = game.pack().fromCode(r["called"].get<std::string>());
        const int partner = report::seatOf(r, "partner");
        if (c) {
            const QString card = text::Wording::cardName(game.pack(), *c);
            html += para(partner < 0 ? DealSummary::tr("Called %1.").arg(card)
                         : model.isHuman(partner)
                             ? DealSummary::tr("Called %1: you were the partner.").arg(card)
                             : DealSummary::tr("Called %1: %2 was the partner.").arg(card, model.name(partner)));
        }
    }
    return html;
}

QStringList DreegFace::seatReasons(const TableModel&, const nlohmann::json& r, int seat) const {
    const std::size_t i = static_cast<std::size_t>(seat);
    QStringList why;
    const int erase = report::seatAt(r, "erase", i);
    const std::string o = r.value("outcome", std::string());
    const bool byLoser = o == "out" || o == "closer_made" || o == "last_trick";
    if (erase > 0 && byLoser && erase == 3)
        why << DealSummary::tr("Schwarz: %n stroke(s)", nullptr, erase);
    else if (erase > 0 && byLoser && erase == 2)
        why << DealSummary::tr("Schneider: %n stroke(s)", nullptr, erase);
    else if (erase > 0)
        why << DealSummary::tr("erases %n stroke(s)", nullptr, erase);
    // A slate holds fewer strokes than the deal earned: only those are wiped off.
    if (const int erased = report::seatAt(r, "delta", i, -1); erase > 0 && erased >= 0 && erased < erase)
        why << DealSummary::tr("only %n left on the slate", nullptr, erased);
    if (report::seatOf(r, "out") == seat)
        why << DealSummary::tr("went out");
    if (report::seatOf(r, "closed_by") == seat)
        why << DealSummary::tr("closed the talon", "Dreeg: zudecken");
    if (report::seatOf(r, "partner") == seat)
        why << DealSummary::tr("partner");
    if (report::contains(r, "phase_losers", seat))
        why << DealSummary::tr("loses the phase: a Bollern");
    return why;
}

QString DreegFace::dealClosingHtml(const TableModel& model, const nlohmann::json& report) const {
    QStringList names;
    for (const auto& l : report.value("phase_losers", nlohmann::json::array()))
        names << (model.isHuman(l.get<int>()) ? DealSummary::tr("you") : model.name(l.get<int>()));
    if (names.isEmpty())
        return {};
    return para(DealSummary::tr("The phase is over: a Bollern for %1.").arg(names.join(DealSummary::tr(" and "))));
}

QString DreegFace::sessionFigure(const Game& game, int seat, bool final) const {
    nlohmann::json st;
    game.reportStandings(st);
    const std::size_t i = static_cast<std::size_t>(seat);
    const QString figure = SessionSummary::tr("%n Bollern", nullptr, report::seatAt(st, "bollern", i));
    if (final)
        return figure;
    return SessionSummary::tr("%1 strokes left, %2").arg(report::seatAt(st, "strokes", i)).arg(figure);
}

QString DreegFace::reviewValue(const Game&, const SeatView& view, double value) const {
    // In Kamerun (a deal played for few points) a plus is strokes not erased in the standard
    // scoring and strokes erased in Bamberger's: said as what it is, in the player's favour. The
    // view at the decision tells it, also when the review looks back at a Kamerun deal after it.
    if (view.fewPoints)
        return DealReview::tr("%1 strokes in your favour").arg(DealReview::signedValue(value, 1));
    return DealReview::tr("%1 strokes").arg(DealReview::signedValue(value, 1));
}

// -- Score sheets, history, lessons, rules book --

namespace {

using nlohmann::json;
using text::Wording;

/// A phase's name on the sheet.
QString phaseTitle(const std::string& id) {
    if (id == "66")
        return QCoreApplication::translate("st::ui::ScoreSheet", "Sechsundsechzig");
    if (id == "rot_assen")
        return QCoreApplication::translate("st::ui::ScoreSheet", "Rot-Assen");
    if (id == "rufen")
        return QCoreApplication::translate("st::ui::ScoreSheet", "Rufen");
    if (id == "kamerun")
        return QCoreApplication::translate("st::ui::ScoreSheet", "Kamerun");
    if (id == "kamerun_bei_nacht")
        return QCoreApplication::translate("st::ui::ScoreSheet", "Kamerun bei Nacht");
    if (id == "wegloescher")
        return QCoreApplication::translate("st::ui::ScoreSheet", "Weglöscher");
    return QString::fromStdString(id);
}

} // namespace

// Dreeg's sheet: the slates of each phase.
void DreegFace::sheetBlocks(const Record& rec, const sheetparts::Replayed& r, ScoreSheet& sheet) const {
    using sheetparts::at;
    using sheetparts::name;
    using sheetparts::PlayedDeal;
    const int n = r.game->seats();
    std::size_t k = 0;
    while (k < r.deals.size()) {
        const PlayedDeal& first = r.deals[k];
        const int phase = first.report.value("phase", 1);
        SheetSlates slates;
        std::vector<SheetSlate> seat(static_cast<std::size_t>(n));
        for (int s = 0; s < n; ++s) {
            SheetSlate& sl = seat[static_cast<std::size_t>(s)];
            sl.player = name(rec, s);
            sl.start = at(first.before, "strokes", static_cast<std::size_t>(s));
        }
        std::size_t last = k;
        bool ended = false;
        for (; last < r.deals.size() && r.deals[last].report.value("phase", 1) == phase; ++last) {
            const PlayedDeal& d = r.deals[last];
            for (int s = 0; s < n; ++s) {
                const std::size_t i = static_cast<std::size_t>(s);
                SheetSlate& sl = seat[i];
                const int e = at(d.report, "delta", i);
                if (e > 0)
                    sl.erased.append({d.number, e});
                sl.left = at(d.report, "strokes_left", i);
                sl.bollern = at(d.after, "bollern", i);
            }
            const json& losers = d.report.value("phase_losers", json::array());
            if (!losers.empty()) {
                ended = true;
                for (const json& l : losers)
                    if (l.is_number_integer() && l.get<int>() >= 0 && l.get<int>() < n)
                        seat[static_cast<std::size_t>(l.get<int>())].lost = true;
                slates.note = QCoreApplication::translate("st::ui::ScoreSheet", "Lost the phase: %1 (a Bollern)")
                                  .arg(sheetparts::names(rec, losers));
                ++last;
                break;
            }
        }
        const int firstNo = first.number, lastNo = r.deals[last - 1].number;
        const QString deals =
            firstNo == lastNo
                ? QCoreApplication::translate("st::ui::ScoreSheet", "deal %1").arg(firstNo)
                : QCoreApplication::translate("st::ui::ScoreSheet", "deals %1\u2013%2").arg(firstNo).arg(lastNo);
        slates.caption = QCoreApplication::translate("st::ui::ScoreSheet", "Phase %1: %2 (%3)")
                             .arg(phase)
                             .arg(phaseTitle(first.report.value("phase_name", std::string())), deals);
        if (!ended)
            slates.note = QCoreApplication::translate("st::ui::ScoreSheet", "The phase goes on.");
        const std::string phaseId = first.report.value("phase_name", std::string());
        if ((phaseId == "kamerun" || phaseId == "kamerun_bei_nacht") &&
            rec.variant.getString("kamerun_scoring") != "bamberger")
            slates.note += QLatin1Char('\n') + QCoreApplication::translate("st::ui::ScoreSheet",
                                                                           "In Kamerun erasing is bad: the first slate "
                                                                           "wiped clean loses.");
        for (const SheetSlate& sl : seat)
            slates.slates.append(sl);
        SheetBlock b;
        b.kind = SheetBlock::Kind::Slates;
        b.slates = slates;
        sheet.blocks.append(b);
        k = last;
    }
}

QString DreegFace::sheetKeyFigures(const Record& rec, const Game& game) const {
    (void)game;
    // (The counts first: lupdate loops on a string literal inside translate()'s last argument.)
    const int strokes = rec.variant.getInt("strokes");
    const auto phases = static_cast<int>(rec.variant.getList("phases").size());
    return QCoreApplication::translate("st::ui::ScoreSheet", "%n stroke(s) per slate", nullptr, strokes) +
           QStringLiteral(", ") + QCoreApplication::translate("st::ui::ScoreSheet", "%n phase(s)", nullptr, phases);
}

void DreegFace::sheetStandings(const Game& game, SheetTable& t) const {
    using sheetparts::at;
    using sheetparts::cell;
    json st;
    game.reportStandings(st);
    t.headers << QCoreApplication::translate("st::ui::ScoreSheet", "Strokes left")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Bollern");
    t.widths << 8 << 10;
    t.headers << QCoreApplication::translate("st::ui::ScoreSheet", "Phases lost");
    t.widths << 10;
    if (st.contains("wins")) {
        t.headers << QCoreApplication::translate("st::ui::ScoreSheet", "Phases won");
        t.widths << 8;
    }
    for (int s = 0; s < game.seats() && s < t.rows.size(); ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        QList<SheetCell>& row = t.rows[s];
        row << cell(Wording::number(at(st, "strokes", i)));
        SheetCell b = cell(at(st, "bollern", i) > 0 ? QString() : QStringLiteral("\u2013"));
        b.tally = at(st, "bollern", i) > 0 ? at(st, "bollern", i) : -1;
        row << b;
        QStringList lost;
        for (const json& l : st.value("phase_losers", json::array()))
            for (const json& who : l.value("losers", json::array()))
                if (who.is_number_integer() && who.get<int>() == s)
                    lost << QString::number(l.value("phase", 0));
        row << cell(lost.isEmpty() ? QStringLiteral("\u2013") : lost.join(QStringLiteral(", ")));
        if (st.contains("wins"))
            row << cell(Wording::number(at(st, "wins", i)));
    }
}

void DreegFace::blankSheet(const Variant& v, ScoreSheet& sheet) const {
    const int strokes = v.getInt("strokes");
    const auto phases = v.getList("phases");
    sheet.rules += QStringLiteral(" \u00b7 ") +
                   QCoreApplication::translate("st::ui::ScoreSheet", "%n stroke(s) per slate", nullptr, strokes);
    for (std::size_t k = 0; k < phases.size(); ++k) {
        SheetSlates slates;
        slates.caption =
            QCoreApplication::translate("st::ui::ScoreSheet", "Phase %1: %2").arg(k + 1).arg(phaseTitle(phases[k]));
        for (const QString& player : sheet.players) {
            SheetSlate sl;
            sl.player = player;
            sl.start = sl.left = strokes;
            sl.blank = true;
            slates.slates << sl;
        }
        SheetBlock b;
        b.kind = SheetBlock::Kind::Slates;
        b.slates = slates;
        sheet.blocks << b;
    }
}

int DreegFace::blankSheetMostPlayers() const {
    // The players the game is played by (Dreeg's five only at Weglöscher: four at most by default).
    return 4;
}

int DreegFace::blankSheetPlayers() const {
    return 3;
}

ScoreUnit DreegFace::storedUnit(bool money) const {
    (void)money;
    return ScoreUnit::Strokes;
}

bool DreegFace::unitByRules() const {
    return false;
}

GameFace::Wins DreegFace::sessionWins(const HistoryEntry& e, int seat) const {
    // Dreeg: each phase ended is lost by the one who gets the Boller and got through by the
    // others (with the Neustadt count, won by whom the engine says).
    Wins w;
    const json st = json::parse(e.standings.begin(), e.standings.end(), nullptr, false);
    const json losses = st.is_object() ? st.value("phase_losers", json::array()) : json::array();
    int lost = 0;
    for (const json& l : losses)
        for (const json& who : l.value("losers", json::array()))
            lost += who.is_number_integer() && who.get<int>() == seat;
    const int ended = static_cast<int>(losses.size());
    w.chances = ended;
    w.wins = st.is_object() && st.contains("wins") ? sheetparts::at(st, "wins", static_cast<std::size_t>(seat))
                                                   : ended - lost;
    w.bollern = seat < 0 ? 0 : sheetparts::at(st, "bollern", static_cast<std::size_t>(seat));
    return w;
}

QString DreegFace::winsText(const QString& won, const QString& of) const {
    return QCoreApplication::translate("st::ui::StatsWindow", "%1 of %2 phases").arg(won, of);
}

bool DreegFace::countsBollern() const {
    return true;
}

QString DreegFace::historyStanding(const HistoryEntry& e) const {
    const json st = json::parse(e.standings.begin(), e.standings.end(), nullptr, false);
    if (!st.is_object())
        return {};
    if (e.finished || st.value("neustadt", false))
        return QCoreApplication::translate("st::ui::HistoryModel", "Bollern: %1")
            .arg(HistoryModel::perSeat(st, "bollern", e.players));
    return QCoreApplication::translate("st::ui::HistoryModel", "Phase %1, strokes left: %2")
        .arg(st.value("phase", 1))
        .arg(HistoryModel::perSeat(st, "strokes", e.players));
}

QString DreegFace::lessonsCanDo() const {
    return QCoreApplication::translate(
        "st::ui::LessonLibrary",
        "You can now play Dreeg: follow suit, trump and beat; count your points, show 20 and 40 and see "
        "who erases strokes; play Rot-Assen, Rufen (call an Ace for a partner) and Kamerun; and play "
        "Dreeg for two with the talon, the trump Nine and closing.");
}

QString DreegFace::rulesDiscardSection() const {
    return QStringLiteral("blind");
}

QString DreegFace::rulesTrumpSection(const Game& game) const {
    json st;
    game.reportStandings(st);
    const std::string phase = st.value("phase_name", std::string());
    if (phase == "rot_assen")
        return QStringLiteral("rotassen");
    if (phase == "rufen")
        return QStringLiteral("rufen");
    return QStringLiteral("phases");
}

// -- The table --

} // namespace st::ui::faces

#include "dreeg/dreeg.h"
#include "table/scoreboard.h"
#include "table/tablemodel.h"

namespace st::ui::faces {

namespace {

/// A phase's name on the scoreboard (its own translation context).
QString boardPhaseTitle(const std::string& id) {
    if (id == "66")
        return ScoreBoard::tr("Sechsundsechzig");
    if (id == "rot_assen")
        return ScoreBoard::tr("Rot-Assen");
    if (id == "rufen")
        return ScoreBoard::tr("Rufen");
    if (id == "kamerun")
        return ScoreBoard::tr("Kamerun");
    if (id == "kamerun_bei_nacht")
        return ScoreBoard::tr("Kamerun bei Nacht");
    if (id == "wegloescher")
        return ScoreBoard::tr("Weglöscher");
    return QString::fromStdString(id);
}

} // namespace

QString DreegFace::stockLabel() const {
    return ScoreBoard::tr("Talon");
}

void DreegFace::readScores(const TableModel& model, TableScores& out) const {
    const auto& game = static_cast<const dreeg::DreegGame&>(model.game());
    const int n = game.seats();
    for (int s = 0; s < n; ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        SeatScore& sc = out.seats[i];
        sc.strokes = game.strokes(s);
        sc.bollern = game.bollern(s);
        if (sc.strokes == 0 && game.phaseNumber() > 0)
            sc.markers << ScoreBoard::tr("Out");
        sc.summary = ScoreBoard::tr("%n stroke(s) left", nullptr, sc.strokes) + QStringLiteral(" \u00b7 ") +
                     ScoreBoard::tr("%n Bollern", nullptr, sc.bollern);
        if (game.countsPhaseWins())
            sc.summary += QStringLiteral(" \u00b7 ") + ScoreBoard::tr("%n phase(s) won", nullptr, game.wins(s));
    }
    const int phases = static_cast<int>(game.variant().getList("phases").size());
    out.lines << ScoreBoard::tr("Phase %1 of %2: %3")
                     .arg(game.phaseNumber())
                     .arg(phases)
                     .arg(boardPhaseTitle(game.phaseName()));
}

bool DreegFace::marksTrumpChooser(const Game& game) const {
    return static_cast<const dreeg::DreegGame&>(game).phaseKind() == dreeg::Kind::RotAssen;
}

QString DreegFace::noTrumpsLine(const Game& game) const {
    const dreeg::Kind kind = static_cast<const dreeg::DreegGame&>(game).phaseKind();
    return kind == dreeg::Kind::Kamerun || kind == dreeg::Kind::KamerunNacht
               ? QCoreApplication::translate("st::ui::TableScene", "No trumps (Kamerun)")
               : QString();
}

// German: zugedeckt, not zugedreht.
QString DreegFace::closedTalonTip(int cards) const {
    return QCoreApplication::translate("st::ui::TableScene", "Talon: %n card(s), closed", "Dreeg: zudecken", cards);
}

QString DreegFace::closedStockText() const {
    return QCoreApplication::translate("st::ui::TableScene", "%1: %2 \u00b7 closed", "Dreeg: zudecken");
}

// German: gemeldet, not angesagt.
QString DreegFace::pendingDeclaredNote() const {
    return QCoreApplication::translate("st::ui::TableScene", "(+%1 declared, counted with the first trick)",
                                       "Dreeg: melden");
}

// -- Seats and decisions --

GameFace::TrumpWords DreegFace::trumpWords(const Game& game, const std::vector<Action>& legal) const {
    const bool surrender =
        std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Surrender; });
    if (surrender)
        return {QCoreApplication::translate("st::ui::HumanSeat", "Rot-Assen \u2014 you hold the Ace of hearts"),
                QCoreApplication::translate(
                    "st::ui::HumanSeat",
                    "You hold the Ace of hearts: choose trumps and play alone against the others, or surrender "
                    "(no play; each other player erases two strokes).")};
    const std::string phase = static_cast<const dreeg::DreegGame&>(game).phaseName();
    if (phase == "rufen")
        return {
            QCoreApplication::translate("st::ui::HumanSeat", "Rufen \u2014 choose trumps"),
            QCoreApplication::translate("st::ui::HumanSeat",
                                        "You are forehand of two: choose trumps after seeing your first three cards.")};
    if (phase == "rot_assen")
        return {QCoreApplication::translate("st::ui::HumanSeat", "Rot-Assen \u2014 choose trumps"),
                QCoreApplication::translate("st::ui::HumanSeat", "The Ace of hearts is yours: choose the trump suit.")};
    return GameFace::trumpWords(game, legal);
}

GameFace::DiscardWords DreegFace::discardWords(int needed) const {
    return talonDiscardWords(needed);
}

} // namespace st::ui::faces
