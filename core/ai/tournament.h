// Measuring the computer players: duplicate tournaments and speed benchmarks.
#pragma once

#include "ai.h"
#include "registry.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace st::ai {

/// The smallest table size from `game`'s range at which this variant deals; 0 if none.
int defaultPlayers(const GameInfo& game, const Variant& v);

struct TournamentConfig {
    const GameInfo* game = nullptr;
    Variant variant;
    int players = 0;
    Level a = Level::Normal;
    Level b = Level::Easy;
    int deals = 100;
    std::uint64_t seed = 1;
    /// Play deals first .. first + deals - 1 of the seed's sequence: the deals
    /// before are dealt and not played, so parts of one long run can be played
    /// apart (at once on several machines or in several sessions) and merged.
    int first = 0;
    /// Add what merging parts needs to the summary ("raw": each deal's scores
    /// and wins, every decision time; tools/ai/merge_tournaments.py).
    bool raw = false;
    /// Side B without these parts of its level's search (searchPartOff()):
    /// the level as it was before them, on the same deals as side A with them.
    std::vector<std::string> bWithout;
};

/// True for the name of a part of the search a tournament can switch off for
/// side B: "playout_bids" (Settings::playoutBids), "inference" (Settings::inferenceWeight),
/// "failed_close" (Settings::failedClose), "talon_search"
/// (Settings::talonCards), "play_inference" (Settings::playInference), "playout_closes"
/// (Settings::playoutCloses), "blind_close" (Settings::blindClose), "quiet_random" (Settings::quietRandom),
/// "follow_inference" (Settings::followInference), "wide_worlds" (Settings::narrowWorlds), "trump_low"
/// (Settings::trumpLow), "few_points" (Settings::fewPointsPlayouts), "exact_ends"
/// (Settings::playExactCards and Settings::playoutExactCards), "playout_knocks" (Settings::playoutKnocks),
/// "discard_inference" (Settings::discardInference).
bool knownSearchPart(const std::string& part);
/// `s` with that part switched off.
void searchPartOff(Settings& s, const std::string& part);

/// Duplicate deals: every dealt hand set is played once per seat rotation
/// (side A sits at seat r, side B at all the other seats, r = 0..players-1).
/// Fills `out` with the JSON summary; returns the number of illegal decisions
/// (always 0 unless a player is broken).
int tournament(const TournamentConfig& cfg, nlohmann::json& out);

struct BiddingConfig {
    const GameInfo* game = nullptr;
    Variant variant;
    int players = 0;
    Level level = Level::Normal;
    int deals = 1000;
    std::uint64_t seed = 1;
};

/// How the players of one level bid (docs/ai.md "Bidding"): every seat is
/// played by `cfg.level`, each deal from a fresh session. Per deal the bids as
/// spoken make its contract ("solo", "dappen", "dappen strecken selber"; a bid
/// the seat could not pass is marked "!", a dappen a Furtwangen trump stop
/// compelled "*", "all pass" when nobody bid); per
/// contract the share of deals, how often the lone player (the last bidder)
/// won and the trumps and card points of the hands that made its bids; per
/// bid how often it was made where it was offered. Fills `out`; returns the
/// number of illegal decisions (always 0 unless a player is broken).
int bidding(const BiddingConfig& cfg, nlohmann::json& out);

/// Playouts per second (random and easy policy) and open-card solver speed for
/// one game, each measured for about `seconds`.
void bench(const GameInfo& game, const Variant& v, int players, std::uint64_t seed, double seconds,
           nlohmann::json& out);

} // namespace st::ai
