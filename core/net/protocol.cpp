#include "protocol.h"

#include "record.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace st::net {

using nlohmann::json;

namespace {

/// The quick phrases, by their protocol names.
constexpr std::pair<Phrase, std::string_view> kPhrases[] = {
    {Phrase::WellPlayed, "well_played"}, {Phrase::GoOn, "go_on"},         {Phrase::Sorry, "sorry"},
    {Phrase::Thanks, "thanks"},          {Phrase::GoodGame, "good_game"},
};

/// At most 80 bytes of client input, as printable ASCII (anything else becomes '?'), so that an
/// echo in an error message is always valid UTF-8 and harmless in a log.
std::string clipped(std::string_view s) {
    std::string out(s.substr(0, 80));
    for (char& c : out)
        if (c < 0x20 || c > 0x7E)
            c = '?';
    return out;
}

ProtocolError error(ProtocolErrorCode c, std::string detail = {}) {
    return ProtocolError{c, std::move(detail)};
}

/// A table code or token: [A-Za-z0-9_-], at most kMaxCodeLength.
bool goodCode(const std::string& s) {
    return s.size() <= kMaxCodeLength && std::all_of(s.begin(), s.end(), [](char c) {
               return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
                      c == '-';
           });
}

/// Reads an optional string field; false when present but not a string.
bool optionalString(const json& j, const char* key, std::string& out) {
    const auto it = j.find(key);
    if (it == j.end())
        return true;
    if (!it->is_string())
        return false;
    out = it->get<std::string>();
    return true;
}

/// Reads the optional decision number "n" into m.decision; false when present but not 0 .. 10^9.
bool readDecision(const json& j, ClientMessage& m) {
    const auto n = j.find("n");
    if (n == j.end())
        return true;
    if (!n->is_number_integer() || n->get<std::int64_t>() < 0 || n->get<std::int64_t>() > 1'000'000'000)
        return false;
    m.decision = static_cast<int>(n->get<std::int64_t>());
    return true;
}

/// Decodes one UTF-8 code point at s[i]; its length, or 0 when malformed.
std::size_t utf8Length(std::string_view s, std::size_t i, char32_t& cp) {
    const auto b = static_cast<unsigned char>(s[i]);
    std::size_t n = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xE ? 3 : (b >> 3) == 0x1E ? 4 : 0;
    if (n == 0 || i + n > s.size())
        return 0;
    cp = n == 1 ? b : n == 2 ? (b & 0x1Fu) : n == 3 ? (b & 0x0Fu) : (b & 0x07u);
    for (std::size_t k = 1; k < n; ++k) {
        const auto c = static_cast<unsigned char>(s[i + k]);
        if ((c >> 6) != 0x2)
            return 0;
        cp = (cp << 6) | (c & 0x3Fu);
    }
    // Overlong forms, surrogates and values beyond Unicode are malformed.
    if ((n == 2 && cp < 0x80) || (n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) || cp > 0x10FFFF ||
        (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return n;
}

/// Control characters, format characters (bidi overrides, zero-width marks) and separators
/// other than the plain space may not be part of a name.
bool unwanted(char32_t cp) {
    return cp < 0x20 || (cp >= 0x7F && cp < 0xA0) || cp == 0xAD || (cp >= 0x200B && cp <= 0x200F) ||
           (cp >= 0x2028 && cp <= 0x202E) || (cp >= 0x2060 && cp <= 0x206F) || cp == 0xFEFF ||
           (cp >= 0xFFF9 && cp <= 0xFFFB);
}

bool space(char32_t cp) {
    return cp == 0x20 || cp == 0xA0 || cp == 0x3000 || (cp >= 0x2000 && cp <= 0x200A);
}

json cardsJson(const CardList& cards, const Pack& pack) {
    json out = json::array();
    for (Card c : cards)
        out.push_back(pack.code(c));
    return out;
}

json seatCards(const std::vector<SeatCard>& cards, const Pack& pack) {
    json out = json::array();
    for (const auto& [seat, c] : cards)
        out.push_back({{"seat", seat}, {"card", pack.code(c)}});
    return out;
}

} // namespace

std::string_view phraseName(Phrase p) {
    for (const auto& [phrase, name] : kPhrases)
        if (phrase == p)
            return name;
    return {};
}

std::optional<Phrase> phraseFromName(std::string_view name) {
    for (const auto& [phrase, n] : kPhrases)
        if (n == name)
            return phrase;
    return std::nullopt;
}

std::string_view protocolErrorName(ProtocolErrorCode c) {
    switch (c) {
    case ProtocolErrorCode::TooLarge:
        return "too_large";
    case ProtocolErrorCode::NotJson:
        return "not_json";
    case ProtocolErrorCode::NotAnObject:
        return "not_an_object";
    case ProtocolErrorCode::WrongVersion:
        return "wrong_version";
    case ProtocolErrorCode::UnknownKind:
        return "unknown_kind";
    case ProtocolErrorCode::MissingField:
        return "missing_field";
    case ProtocolErrorCode::BadName:
        return "bad_name";
    case ProtocolErrorCode::BadCode:
        return "bad_code";
    case ProtocolErrorCode::UnknownPhrase:
        return "unknown_phrase";
    case ProtocolErrorCode::BadAction:
        return "bad_action";
    }
    return "unknown";
}

std::string_view reasonName(Reason r) {
    switch (r) {
    case Reason::None:
        return "none";
    case Reason::NotYourTurn:
        return "not_your_turn";
    case Reason::NoDecisionDue:
        return "no_decision_due";
    case Reason::NotInHand:
        return "not_in_hand";
    case Reason::MustFollow:
        return "must_follow";
    case Reason::MustTrump:
        return "must_trump";
    case Reason::MustOvertake:
        return "must_overtake";
    case Reason::MustOvertrump:
        return "must_overtrump";
    case Reason::NotAllowedNow:
        return "not_allowed_now";
    case Reason::NoPair:
        return "no_pair";
    case Reason::MustPlayDeclared:
        return "must_play_declared";
    case Reason::NoTrickYet:
        return "no_trick_yet";
    case Reason::TooLateToGoOut:
        return "too_late_to_go_out";
    case Reason::TalonTooSmall:
        return "talon_too_small";
    case Reason::TalonClosed:
        return "talon_closed";
    case Reason::NoTrumpNine:
        return "no_trump_nine";
    case Reason::OnlyLeader:
        return "only_leader";
    case Reason::BadField:
        return "bad_field";
    case Reason::MustLeadTrump:
        return "must_lead_trump";
    case Reason::MustPlayCalled:
        return "must_play_called";
    case Reason::NotCallable:
        return "not_callable";
    case Reason::NoAceOfHearts:
        return "no_ace_of_hearts";
    case Reason::MustChooseTrump:
        return "must_choose_trump";
    case Reason::MustNotLeadSuit:
        return "must_not_lead_suit";
    case Reason::MustPlayIndicator:
        return "must_play_indicator";
    case Reason::NoDurchmarsch:
        return "no_durchmarsch";
    case Reason::NightNoDurchmarsch:
        return "night_no_durchmarsch";
    case Reason::DurchmarschAnnounced:
        return "durchmarsch_announced";
    case Reason::AceAfterTalonUp:
        return "ace_after_talon_up";
    case Reason::NoTrumpUnter:
        return "no_trump_unter";
    case Reason::NotInFirstPacket:
        return "not_in_first_packet";
    case Reason::NoThreeUnters:
        return "no_three_unters";
    case Reason::ContractNotPlayed:
        return "contract_not_played";
    case Reason::NotEligible:
        return "not_eligible";
    case Reason::BidTooLow:
        return "bid_too_low";
    case Reason::BadDiscard:
        return "bad_discard";
    case Reason::MustKeepCard:
        return "must_keep_card";
    case Reason::DiscardCount:
        return "discard_count";
    case Reason::NoKingOrTrumpDiscard:
        return "no_king_or_trump_discard";
    case Reason::NotEnoughTrumps:
        return "not_enough_trumps";
    case Reason::NoPfeife:
        return "no_pfeife";
    case Reason::MayNotKnock:
        return "may_not_knock";
    case Reason::PfeifeNotYet:
        return "pfeife_not_yet";
    case Reason::MustPlayPfeife:
        return "must_play_pfeife";
    case Reason::TopTrumpsApart:
        return "top_trumps_apart";
    case Reason::MustLeadTrumps:
        return "must_lead_trumps";
    case Reason::MustPlayTopTrump:
        return "must_play_top_trump";
    case Reason::MustDappen:
        return "must_dappen";
    case Reason::NotDiscardable:
        return "not_discardable";
    case Reason::NotUltiCard:
        return "not_ulti_card";
    case Reason::UltiHeldBack:
        return "ulti_held_back";
    case Reason::GstiessWithheld:
        return "gstiess_withheld";
    case Reason::FirstTricksRule:
        return "first_tricks_rule";
    case Reason::MustDrawFirst:
        return "must_draw_first";
    case Reason::TooLateToExchange:
        return "too_late_to_exchange";
    }
    return "unknown";
}

std::string sanitiseName(std::string_view name) {
    std::string out;
    std::size_t length = 0;
    bool pendingSpace = false;
    for (std::size_t i = 0; i < name.size();) {
        char32_t cp = 0;
        const std::size_t n = utf8Length(name, i, cp);
        if (n == 0) { // malformed: drop the byte
            ++i;
            continue;
        }
        const std::string_view bytes = name.substr(i, n);
        i += n;
        if (space(cp) || cp == 0x09 || cp == 0x0A || cp == 0x0D) {
            pendingSpace = !out.empty();
            continue;
        }
        if (unwanted(cp))
            continue;
        if (length + (pendingSpace ? 1 : 0) + 1 > kMaxNameLength)
            break;
        if (pendingSpace) {
            out += ' ';
            ++length;
            pendingSpace = false;
        }
        out += bytes;
        ++length;
    }
    return out;
}

std::variant<ClientMessage, ProtocolError> parseClientMessage(std::string_view text) {
    if (text.size() > kMaxClientMessage)
        return error(ProtocolErrorCode::TooLarge, std::to_string(text.size()));
    json j = json::parse(text, nullptr, false);
    if (j.is_discarded())
        return error(ProtocolErrorCode::NotJson, clipped(text));
    if (!j.is_object())
        return error(ProtocolErrorCode::NotAnObject);
    const auto v = j.find("v");
    if (v == j.end() || !v->is_number_integer() || v->get<std::int64_t>() != kProtocolVersion)
        return error(ProtocolErrorCode::WrongVersion, std::to_string(kProtocolVersion));
    const auto t = j.find("t");
    if (t == j.end() || !t->is_string())
        return error(ProtocolErrorCode::UnknownKind);
    const std::string kind = t->get<std::string>();
    ClientMessage m;
    if (kind == "hello") {
        m.kind = ClientKind::Hello;
        const auto name = j.find("name");
        if (name == j.end() || !name->is_string())
            return error(ProtocolErrorCode::MissingField, "name");
        m.name = sanitiseName(name->get<std::string>());
        if (m.name.empty())
            return error(ProtocolErrorCode::BadName);
        const auto table = j.find("table");
        if (table == j.end() || !table->is_string())
            return error(ProtocolErrorCode::MissingField, "table");
        m.table = table->get<std::string>();
        if (!optionalString(j, "password", m.password) || m.password.size() > 256)
            return error(ProtocolErrorCode::MissingField, "password");
        if (!optionalString(j, "token", m.token))
            return error(ProtocolErrorCode::MissingField, "token");
        if (!goodCode(m.table) || !goodCode(m.token))
            return error(ProtocolErrorCode::BadCode);
        return m;
    }
    if (kind == "act") {
        m.kind = ClientKind::Act;
        const auto action = j.find("action");
        if (action == j.end() || !action->is_object())
            return error(ProtocolErrorCode::MissingField, "action");
        m.actionText = action->dump();
        if (!readDecision(j, m))
            return error(ProtocolErrorCode::MissingField, "n");
        return m;
    }
    if (kind == "say") {
        m.kind = ClientKind::Say;
        const auto phrase = j.find("phrase");
        if (phrase == j.end() || !phrase->is_string())
            return error(ProtocolErrorCode::MissingField, "phrase");
        const auto p = phraseFromName(phrase->get<std::string>());
        if (!p)
            return error(ProtocolErrorCode::UnknownPhrase, clipped(phrase->get<std::string>()));
        m.phrase = *p;
        return m;
    }
    if (kind == "ping") {
        m.kind = ClientKind::Ping;
        return m;
    }
    if (kind == "pause") {
        m.kind = ClientKind::Pause;
        return m;
    }
    if (kind == "resume") {
        m.kind = ClientKind::Resume;
        return m;
    }
    if (kind == "ready") {
        m.kind = ClientKind::Ready;
        return m;
    }
    if (kind == "pass") {
        m.kind = ClientKind::Pass;
        if (!readDecision(j, m))
            return error(ProtocolErrorCode::MissingField, "n");
        return m;
    }
    if (kind == "dealer") {
        m.kind = ClientKind::Dealer;
        const auto dealer = j.find("dealer");
        if (dealer == j.end() || !dealer->is_number_integer() || dealer->get<std::int64_t>() < 0 ||
            dealer->get<std::int64_t>() > 15)
            return error(ProtocolErrorCode::MissingField, "dealer");
        m.dealer = static_cast<int>(dealer->get<std::int64_t>());
        return m;
    }
    if (kind == "cut") {
        m.kind = ClientKind::Cut;
        const auto knock = j.find("knock");
        if (knock == j.end() || !knock->is_boolean())
            return error(ProtocolErrorCode::MissingField, "knock");
        m.knock = knock->get<bool>();
        return m;
    }
    if (kind == "give_seat") {
        m.kind = ClientKind::GiveSeat;
        const auto seat = j.find("seat");
        if (seat == j.end() || !seat->is_number_integer() || seat->get<std::int64_t>() < 0 ||
            seat->get<std::int64_t>() > 15)
            return error(ProtocolErrorCode::MissingField, "seat");
        const auto guest = j.find("guest");
        if (guest == j.end() || !guest->is_number_integer() || guest->get<std::int64_t>() < 0 ||
            guest->get<std::int64_t>() > 1'000'000'000)
            return error(ProtocolErrorCode::MissingField, "guest");
        m.seat = static_cast<int>(seat->get<std::int64_t>());
        m.guest = static_cast<int>(guest->get<std::int64_t>());
        return m;
    }
    if (kind == "list") {
        m.kind = ClientKind::List;
        if (!optionalString(j, "password", m.password) || m.password.size() > 256)
            return error(ProtocolErrorCode::MissingField, "password");
        return m;
    }
    return error(ProtocolErrorCode::UnknownKind, clipped(kind));
}

std::variant<Action, ProtocolError> actionOf(const ClientMessage& m, const Pack& pack, int seat) {
    json j = json::parse(m.actionText, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        return error(ProtocolErrorCode::MissingField, "action");
    j["seat"] = seat; // a client acts only for its own seat
    RecordError err;
    auto a = actionFromJson(j, pack, "action", err);
    if (!a)
        return error(ProtocolErrorCode::BadAction, clipped(err.text()));
    a->seat = seat;
    return *a;
}

json viewToJson(const SeatView& v, const Pack& pack) {
    json out;
    out["seat"] = v.seat;
    out["to_act"] = v.toAct;
    out["dealer"] = v.dealer;
    out["hand"] = cardsJson(toList(v.hand), pack);
    out["trick"] = seatCards(v.trick, pack);
    out["last_trick"] = seatCards(v.lastTrick, pack);
    out["trump"] = v.trump;
    out["trump_card"] = v.trumpCard == kNoCard ? json() : json(pack.code(v.trumpCard));
    out["talon_size"] = v.talonSize;
    out["talon_top"] = v.talonTop == kNoCard ? json() : json(pack.code(v.talonTop));
    out["talon_closed"] = v.talonClosed;
    out["few_points"] = v.fewPoints;
    out["hand_sizes"] = v.handSizes;
    out["tricks_won"] = v.tricksWon;
    out["shown"] = seatCards(v.shown, pack);
    json open = json::array();
    for (const OpenTrick& t : v.openTricks)
        open.push_back({{"winner", t.winner}, {"cards", seatCards(t.cards, pack)}});
    out["open_tricks"] = open;
    json legal = json::array();
    for (const Action& a : v.legal)
        legal.push_back(actionToJson(a, pack));
    out["legal"] = legal;
    return out;
}

Action publicAction(const Action& a, int viewer) {
    Action out = a;
    if (a.act == Act::Discard && a.seat != viewer)
        out.cards.clear();
    return out;
}

json refusalToJson(const Refusal& r, const Pack& pack) {
    json out;
    out["reason"] = std::string(reasonName(r.reason));
    json cards = json::object();
    if (r.card != kNoCard)
        cards["card"] = pack.code(r.card);
    if (r.other != kNoCard)
        cards["other"] = pack.code(r.other);
    if (r.third != kNoCard)
        cards["third"] = pack.code(r.third);
    out["cards"] = cards;
    if (r.suit >= 0)
        out["suit"] = r.suit;
    if (r.seat >= 0)
        out["seat"] = r.seat;
    return out;
}

json errorToJson(const ProtocolError& e) {
    json out;
    out["v"] = kProtocolVersion;
    out["t"] = "error";
    out["code"] = std::string(protocolErrorName(e.code));
    if (!e.detail.empty())
        out["detail"] = e.detail;
    return out;
}

} // namespace st::net
