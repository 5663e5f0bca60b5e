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

/// Why a record cannot be read, as a code the UI words (text() gives the English for the
/// command line and logs). `args` are the code's details, in the order the comments name them.
enum class RecordErrorCode {
    Other,            ///< a message without a code (args[0]: the English text)
    NotJson,          ///< the text is no JSON (args[0]: the parser's own words)
    Truncated,        ///< the JSON ends early: the file is cut off (args[0]: the parser's words)
    Unreadable,       ///< an unexpected failure reading the record (args[0]: what)
    NotObject,        ///< the record is not a JSON object
    UnknownField,     ///< args[0]: the field
    MissingField,     ///< args[0]: the field
    NotWholeNumber,   ///< must be a whole number
    NumberOutOfRange, ///< a number beyond ±1,000,000
    NotString,        ///< must be a string
    NotBoolean,       ///< must be true or false
    NotArray,         ///< must be an array
    NotCardCode,      ///< must be a card code (args[0]: an example code)
    NotACard,         ///< args[0]: the code, args[1]: the pack's name
    NotCardList,      ///< must be an array of card codes
    NotSuitLetter,    ///< must be a suit letter
    NotASuit,         ///< args[0]: the letter, args[1]: the pack's name
    ActionNotObject,  ///< an action must be an object
    UnknownAction,    ///< args[0]: the action's name
    DrawnOnlyOnClose, ///< format 1's "drawn" on another action than a close
    ActionNeedsField, ///< args[0]: the action, args[1]: the field it needs
    BadOptionValue,   ///< an option is not true/false, a number, a string or a list of strings
    BadFormat,        ///< args[0]: the format read, args[1]: the current one, args[2]: the older one
    UnknownGame,      ///< args[0]: the game's id
    VariantNotObject, ///< the variant is not an object of named options
    VariantNotJson,   ///< a variant text (command line) is no JSON object
    BadOption,        ///< the variant refused an option (args[0]: its English reason)
    PlayersNotArray,  ///< players must be an array of names
    PlayerNotName,    ///< a player is not a string
    PlayerCount,      ///< args: game's name, fewest, most, found, game's id
    PlayedByCount,    ///< played_by needs one entry per player
    PlayedByKind,     ///< args[0]: the kinds allowed, comma separated
    BadSetup,         ///< the variant does not fit the table (args[0]: its English reason)
    DealNotObject,    ///< a deal must be an object
    DealerOutOfRange, ///< args[0]: the highest seat
    HandsCount,       ///< args[0]: the number of seats
    PreviousDealOpen, ///< (replay) a deal follows one that did not finish
    DealRefused,      ///< (replay) the engine refused a deal's cards (args[0]: its English reason)
    NotASeat,         ///< (replay) an action by a seat the table does not have
};
/// The last code, for tests that go through all of them.
inline constexpr RecordErrorCode kLastRecordErrorCode = RecordErrorCode::NotASeat;

/// Where a record is wrong (a JSON path like deals[2].actions[5].card, or
/// line:column for a syntax error) and what is wrong there.
struct RecordError {
    std::string where;   ///< the JSON path, or "line 3, column 1" for a syntax error
    std::string message; ///< in English, for the command line and logs
    RecordErrorCode code = RecordErrorCode::Other;
    std::vector<std::string> args{};
    int line = 0; ///< for NotJson and Truncated: where the text went wrong (from 1)
    int column = 0;
    std::string text() const { return where.empty() ? message : where + ": " + message; }
};
/// An error with its English message.
RecordError recordError(RecordErrorCode code, std::string where, std::vector<std::string> args = {});
/// The English message of a code with its arguments.
std::string recordErrorEnglish(RecordErrorCode code, const std::vector<std::string>& args);

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
