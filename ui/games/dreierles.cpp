#include "dreierles.h"

#include "dialogs/biddialog.h"
#include "dialogs/dealreview.h"
#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/sessionsummary.h"
#include "dialogwords.h"
#include "dreierles/deal.h"
#include "dreierles/dreierles.h"
#include "history/recentsessions.h"
#include "table/tablemodel.h"
#include "text/wording.h"

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

QString DreierlesFace::reviewValue(const Game&, double value) const {
    return DealReview::tr("%1 game points").arg(DealReview::signedValue(value, 1));
}

// -- Score sheets, history, lessons, rules book --

// -- The table --

// -- Seats and decisions --

} // namespace st::ui::faces
