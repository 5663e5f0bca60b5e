// Bidding by rules of thumb (docs/ai.md "Bidding in Dappen", "Bidding in the
// playouts of Dreierles and Dreierschnapsen"): how strong a hand is, and which
// bid it supports. A game names its model (Game::biddingModel()). Dappen's is
// used by easy and normal for their bids, by every playout (so that a search
// foresees the other seats, and the seat itself later on, bidding what their
// hands support), and by strong to keep its bidding search to the bids the
// hand makes plausible; those of Dreierles and Dreierschnapsen by the
// playouts (Settings::playoutBids).
// Legality stays with the engine: only bids the view lists are chosen; the
// compulsory bid with a trump stop is the engine's own test (dappen::hasStop).
#pragma once

#include "game.h"

#include <optional>
#include <vector>

namespace st::ai {

/// The strength of a Dappen hand for bidding (a hand of more than seven
/// cards, Mainz with three to five players, scaled to seven):
/// every trump by its rank (the Gstieß 4, the 21 3.5, the 20 3, the 19 2.5,
/// 16–18 2, 11–15 1.5, the Geiß 1.5, the rest 1), one more for each trump
/// beyond three, 1.5 for a King and 0.5 for a Queen. A random seven-card
/// hand has 6.2 on average; one in ten 10 or more.
double dappenStrength(CardSet hand);

/// The least strength (dappenStrength) for each bid of the rules of thumb.
struct DappenThresholds {
    double solo = 15;     ///< about one hand in 170
    double dappen = 8.5;  ///< a voluntary dappen (Mainz: taking the Écart): one hand in five
    double strecken = 11; ///< stretching over a dapper, Buchenbach's overcalls and its stretch over a Solo
    double selber = 12;   ///< keeping the game after a stretch (Breitnau: also after a stupfen)
    double stupfen = 12.5;
};

/// The strength of a Dreierles hand (sixteen cards; twelve at four players,
/// scaled to sixteen) for bidding: every trump by its rank as in Dappen (the
/// Gstieß 4, the 21 3.5 … the Pfeife 1.5, the rest 1), one more for each trump
/// beyond six, 1.5 for a King (it cannot be discarded) and 0.5 for a Queen. A
/// random hand has 14.3 on average; one in five 18 or more, one in twenty 21.5.
double dreierlesStrength(CardSet hand);

/// The least strength (dreierlesStrength) for each Dreierles bid; Solo Du never.
struct DreierlesThresholds {
    double dreier = 18;   ///< one hand in five
    double zweier = 21.5; ///< one in twenty
    double einer = 24;    ///< one in seventy
    double solo = 26.5;   ///< one in three hundred
};

/// The rules-of-thumb choice of the game's bidding model
/// (Game::biddingModel()) for a bidding decision of the seat to act in `v`
/// (one of v.legal), or empty when the game has no model or `v` is no bidding
/// decision. `all` false: Dappen's model only (the playouts before issue 37).
std::optional<Action> modelBid(const Game& g, const SeatView& v, bool all = true);

/// Dreierles: the highest bid the hand supports among those listed, else pass.
std::optional<Action> dreierlesBid(const SeatView& v, const DreierlesThresholds& t = {});

/// The least (Räuber: the most) strength (dreierlesStrength) for a knock in
/// the playouts' model (Settings::playoutKnocks; docs/ai.md "Knocks in the
/// playouts"). Fitted on 20,000 deals each played out by the easy policy: in
/// a Räuber a hand below 14 loses the deal less often than one in three (it
/// gains by doubling), an opponent from 14 wins more than it loses against a
/// declarer who bid by the model, and a declarer from 26 wins four in five.
struct DreierlesKnockThresholds {
    double raeuber = 13;
    double kontra = 15;
    double re = 26;
};

/// Dreierles: would the model knock with the seat of `v`, which is offered a
/// knock (v.legal)? In a Räuber a hand of at most `raeuber` (a seat without
/// cards, the dealer sitting out, always); else the declarer (the seat to
/// lead) from `re` and an opponent from `kontra`. Empty when not offered.
std::optional<Action> dreierlesKnock(const SeatView& v, const DreierlesKnockThresholds& t = {});

/// Dreierschnapsen (six cards, the trumps named): the caller plays without
/// the talon with three trumps and 38 card points or more; a hand without Ace
/// or Ten and with at most two Kings bids the highest beggar's contract
/// listed (Plauderer, Bettler); three Aces and 50 card points bid Gang; else pass.
std::optional<Action> dreierschnapsenBid(const Game& g, const SeatView& v);

/// True when `v` is a Dappen bidding decision of its seat (a bid is offered).
bool isDappenBidding(const Game& g, const SeatView& v);

/// True when `a` is a dappen bid a Furtwangen trump stop compels (nobody has
/// dapped, the option `compulsory_stop` holds and the hand has a stop).
bool dappenStopCompels(const Game& g, const SeatView& v, const Action& a);

/// The rules-of-thumb choice for a Dappen bidding decision (one of v.legal),
/// or empty when `v` is no such decision. A Furtwangen stop holder dapps when
/// the stop compels it (never the offence of passing with a stop).
std::optional<Action> dappenBid(const Game& g, const SeatView& v, const DappenThresholds& t = {});

/// Strong's candidates for a Dappen bidding decision: the rules-of-thumb
/// choice, passing (unless a stop compels the bid) and every bid the hand
/// comes within `margin` of; empty when `v` is no such decision.
std::vector<Action> dappenBidCandidates(const Game& g, const SeatView& v, double margin,
                                        const DappenThresholds& t = {});

} // namespace st::ai
