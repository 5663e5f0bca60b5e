#include "dreeg.h"

#include "dialogs/dealreview.h"
#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/sessionsummary.h"
#include "dialogwords.h"
#include "history/recentsessions.h"
#include "table/tablemodel.h"
#include "text/wording.h"

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

QString DreegFace::reviewValue(const Game&, double value) const {
    return DealReview::tr("%1 strokes").arg(DealReview::signedValue(value, 1));
}

// -- Score sheets, history, lessons, rules book --

// -- The table --

// -- Seats and decisions --

} // namespace st::ui::faces
