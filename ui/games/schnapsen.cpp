#include "schnapsen.h"

#include "dialogs/dealreview.h"
#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/sessionsummary.h"
#include "dialogwords.h"
#include "history/recentsessions.h"
#include "table/tablemodel.h"

#include <nlohmann/json.hpp>

#include <algorithm>

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

QString SchnapsenFace::reviewValue(const Game&, double value) const {
    return DealReview::tr("%1 game points").arg(DealReview::signedValue(value, 1));
}

// -- Score sheets, history, lessons, rules book --

// -- The table --

// -- Seats and decisions --

} // namespace st::ui::faces
