// The game record: one JSON document that is the save file, the replay and
// the bug report at once (docs/record-format.md).
#pragma once

#include "action.h"
#include "game.h"
#include "registry.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace st {

inline constexpr std::string_view kRecordFormat = "stammtisch-record/2";
/// The first format, still read: two-player draws were implicit in the next
/// lead (docs/record-format.md).
inline constexpr std::string_view kRecordFormatDrawsImplicit = "stammtisch-record/1";

struct DealRecord {
    DealSetup setup;
    std::vector<Action> actions;
};

struct Record {
    const GameInfo* game = nullptr;
    Variant variant;
    std::vector<std::string> players;
    /// Optional: who plays each seat, "human" or a computer level ("random",
    /// "easy", "normal", "strong"); empty when not recorded.
    std::vector<std::string> playedBy;
    std::vector<DealRecord> deals;
};

/// Where a record is wrong (a JSON path like deals[2].actions[5].card, or
/// line:column for a syntax error) and what is wrong there.
struct RecordError {
    std::string where;
    std::string message;
    std::string text() const { return where.empty() ? message : where + ": " + message; }
};

std::variant<Record, RecordError> parseRecord(std::string_view text);
std::string writeRecord(const Record& r);

/// Every option of the variant by name (as records write it).
nlohmann::json variantToJson(const Variant& v);
/// An action in the record's syntax, and back.
nlohmann::json actionToJson(const Action& a, const Pack& pack);
std::optional<Action> actionFromJson(const nlohmann::json& j, const Pack& pack, const std::string& where,
                                     RecordError& err);

/// A variant from a JSON object text such as {"strokes": 10} (for the CLI).
std::optional<Variant> parseVariant(const GameInfo& game, std::string_view text, RecordError& err);

/// Replay a record through the real engine.
struct ReplayError {
    enum class Kind { Malformed, Illegal } kind = Kind::Malformed;
    int deal = -1;
    int action = -1;
    int seat = -1;
    Refusal refusal;
    RecordError error; ///< for Malformed
};

struct Replay {
    std::unique_ptr<Game> game;
    std::vector<nlohmann::json> deals; ///< one report per finished deal
    std::optional<ReplayError> error;
};

Replay replay(const Record& r);
/// A fresh game for a record's header (no deals applied).
std::unique_ptr<Game> newGame(const Record& r);
/// The replay report of the game's last finished deal (delta, card_points, extras).
nlohmann::json dealReport(const Game& g);

} // namespace st
