// The network protocol of a Stammtisch table (docs/protocol.md): versioned JSON messages between
// a table's server (the only authority: it runs the engine) and the clients of its players.
//
// Qt-free, so that the parser is fuzzed with the other core targets. The transport (WebSockets)
// and the table itself live in the server; this file knows only what a message may say, how
// large it may be, and what of the table a seat may be told.
#pragma once

#include "action.h"
#include "game.h"
#include "refusal.h"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace st::net {

/// The protocol's version: a message of another version is refused, with the server's version.
inline constexpr int kProtocolVersion = 1;
/// The largest message a client may send, in bytes (an action with its cards is < 1 KiB).
inline constexpr std::size_t kMaxClientMessage = 4096;
/// The longest player name, in characters (code points) after sanitising.
inline constexpr std::size_t kMaxNameLength = 24;
/// The longest table code and resume token, in characters.
inline constexpr std::size_t kMaxCodeLength = 64;

/// What a client may say.
enum class ClientKind {
    Hello,    ///< join a table: name, table code, optional password and resume token
    Act,      ///< take a decision for one's seat: the action, in the record's syntax
    Say,      ///< one of the quick phrases (by id)
    Ping,     ///< keep the connection alive; answered by a pong
    Pause,    ///< the host pauses the table (refused for others)
    Resume,   ///< the host resumes it
    Pass,     ///< let the optional decisions asked (a question of kind "optional") pass
    Dealer,   ///< choose who deals first (a question of kind "dealer"): the seat
    Cut,      ///< middlehand cuts or knocks the shuffled pack (a question of kind "cut")
    List,     ///< the lobby: the server's open tables (optional password)
    GiveSeat, ///< the host gives a seat to a player waiting at the full table (between deals)
    Ready,    ///< between deals: the player has read the deal's summary and wants the next deal
};

/// The quick phrases a player may send to the table; the clients word them (tr()).
enum class Phrase { WellPlayed, GoOn, Sorry, Thanks, GoodGame };
std::string_view phraseName(Phrase p);
std::optional<Phrase> phraseFromName(std::string_view name);

struct ClientMessage {
    ClientKind kind = ClientKind::Ping;
    // Hello
    std::string name;     ///< sanitised (see sanitiseName)
    std::string table;    ///< the table code
    std::string password; ///< the club's password, if the server has one
    std::string token;    ///< resume token of a seat held before (reconnecting)
    // Act
    int decision = -1;      ///< the number of the decision answered (the server's counter), -1: any
    std::string actionText; ///< the action as JSON text (parsed against the table's pack by actionOf)
    // Say
    Phrase phrase = Phrase::WellPlayed;
    // Dealer
    int dealer = -1; ///< the seat chosen to deal (0 .. 15)
    // Cut
    bool knock = false; ///< knocks (true) or cuts
    // GiveSeat
    int seat = -1;  ///< the seat given (0 .. 15)
    int guest = -1; ///< to the waiting player with this number (the server's `waiting` message)
};

/// Why a message is refused before it reaches the table.
enum class ProtocolErrorCode {
    TooLarge,      ///< more than kMaxClientMessage bytes
    NotJson,       ///< not a JSON text
    NotAnObject,   ///< JSON, but not an object
    WrongVersion,  ///< "v" missing or another version
    UnknownKind,   ///< "t" missing or unknown
    MissingField,  ///< a required field is missing or of the wrong type (detail: the field)
    BadName,       ///< a name that is empty after sanitising
    BadCode,       ///< a table code or token too long or with characters outside [A-Za-z0-9_-]
    UnknownPhrase, ///< a phrase id not in the list
    BadAction,     ///< the action is not in the record's syntax (detail: what)
};
std::string_view protocolErrorName(ProtocolErrorCode c);

struct ProtocolError {
    ProtocolErrorCode code = ProtocolErrorCode::NotJson;
    std::string detail; ///< the field, or the parser's words (never echoes more than 80 bytes of input)
};

/// Parses one client message. Never throws; every malformed input gives a ProtocolError.
std::variant<ClientMessage, ProtocolError> parseClientMessage(std::string_view text);

/// The action of an Act message, with the table's pack; the seat is the sender's, whatever the
/// message says (a client acts only for its own seat).
std::variant<Action, ProtocolError> actionOf(const ClientMessage& m, const Pack& pack, int seat);

/// A player's name as the table shows it: control and format characters removed, runs of white
/// space made one space, trimmed, at most kMaxNameLength code points; invalid UTF-8 dropped.
std::string sanitiseName(std::string_view name);

// ---- What the server tells a client ----

/// What the seat may see of the table, as JSON: its own hand and the public state, never
/// another seat's hidden cards (SeatView holds nothing else).
nlohmann::json viewToJson(const SeatView& v, const Pack& pack);

/// An action as `viewer` may be told it: everything is public except the cards laid away or
/// exchanged face down (a Discard names its cards only to its own seat).
Action publicAction(const Action& a, int viewer);

/// A refusal's reason code as the protocol names it ("must_follow").
std::string_view reasonName(Reason r);

/// The message that a seat's action was refused by the engine: the reason code with its cards.
nlohmann::json refusalToJson(const Refusal& r, const Pack& pack);

/// The message for a refused client message.
nlohmann::json errorToJson(const ProtocolError& e);

} // namespace st::net
