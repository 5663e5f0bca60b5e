// What the faces' dialog questions share (ui/games/gameface.h, block "Dialogs"): what a seat says
// at the table, the bid words of the games without their own, and reading a game's own report.
#pragma once

#include "game.h"

#include <nlohmann/json.hpp>

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace st::ui::faces {

/// What the seat says at the table with the deal's action `index` ("Solo", "Weg", "Kontra",
/// "Zudrehen", "40 in hearts", "Zehn Druck", …), as everybody hears it (a discard names no
/// cards); empty for playing a card and drawing, which say nothing. `actions` are the deal's
/// actions so far (for the n-th knock's name), `trump` the trump suit when the action was taken
/// (-1 unknown).
QString spoken(const Game& game, const std::vector<Action>& actions, std::size_t index, int trump = -1);

/// The bid words of a game without words of its own: "Weiter" for the pass, "Selber", the
/// contract's name (Dreierschnapsen's words and glosses).
QString commonBidName(const std::string& bid);
QString commonBidGloss(const std::string& bid);
QString commonBidExplanation(const std::string& bid);
/// "Klopft (knocks, ×2^n)".
QString commonKnockName(int n);

/// Reading a game's own report (only its face knows the keys).
namespace report {
/// The i-th number of an array field, `fallback` when there is none.
int seatAt(const nlohmann::json& j, const char* key, std::size_t i, int fallback = 0);
/// A seat field that may be null (-1).
int seatOf(const nlohmann::json& j, const char* key);
/// Whether an array field holds the seat.
bool contains(const nlohmann::json& j, const char* key, int seat);
/// "Anna 4, Bert 2" from a per-seat array of numbers (money: in cents); empty when it is none.
QString perSeat(const nlohmann::json& values, const QStringList& names, bool money = false);
} // namespace report

/// The computer opponents' default names of a region: Austria (the Schnapsen games), Baden and
/// the Black Forest (the Cego games).
QStringList austrianOpponentNames();
QStringList badenOpponentNames();

/// What the Bummerl games (Schnapsen, Dreierschnapsen) share: the standing's line, a seat's
/// reasons in a two-player deal (winner, out, closed), a seat's figure in the session summary.
QString bummerlStandingLine(const Game& game, const QStringList& names);
QStringList bummerlSeatReasons(const nlohmann::json& report, int seat);
QString bummerlSessionFigure(const Game& game, int seat);

/// An HTML paragraph of the text.
QString para(const QString& text);

} // namespace st::ui::faces
