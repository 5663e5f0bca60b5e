#include "netmessages.h"

#include "protocol.h"
#include "record.h"

#include <nlohmann/json.hpp>

namespace st::ui::net {

using nlohmann::json;

namespace {

std::optional<Card> cardOf(const json& j, const Pack& pack) {
    if (!j.is_string())
        return std::nullopt;
    return pack.fromCode(j.get<std::string>());
}

bool cards(const json& j, const Pack& pack, CardList& out) {
    if (!j.is_array())
        return false;
    for (const json& c : j) {
        const auto card = cardOf(c, pack);
        if (!card)
            return false;
        out.push_back(*card);
    }
    return true;
}

bool seatCards(const json& j, const Pack& pack, std::vector<SeatCard>& out) {
    if (!j.is_array())
        return false;
    for (const json& e : j) {
        if (!e.is_object() || !e.contains("seat") || !e["seat"].is_number_integer())
            return false;
        const auto card = cardOf(e.value("card", json()), pack);
        if (!card)
            return false;
        out.emplace_back(e["seat"].get<int>(), *card);
    }
    return true;
}

bool ints(const json& j, std::vector<int>& out) {
    if (!j.is_array())
        return false;
    for (const json& e : j) {
        if (!e.is_number_integer())
            return false;
        out.push_back(e.get<int>());
    }
    return true;
}

} // namespace

int intOr(const json& j, const char* key, int fallback) {
    const auto it = j.find(key);
    return it != j.end() && it->is_number_integer() ? it->get<int>() : fallback;
}

std::optional<Reason> reasonFromName(std::string_view name) {
    for (int r = 0; r < 256; ++r) {
        const auto reason = static_cast<Reason>(r);
        const std::string_view n = st::net::reasonName(reason);
        if (n == "unknown")
            break; // past the last reason
        if (n == name)
            return reason;
    }
    return std::nullopt;
}

std::optional<SeatView> viewFromJson(const json& j, const Pack& pack) {
    if (!j.is_object())
        return std::nullopt;
    SeatView v;
    v.seat = intOr(j, "seat", -1);
    v.toAct = intOr(j, "to_act", -1);
    v.dealer = intOr(j, "dealer", -1);
    CardList hand;
    if (!cards(j.value("hand", json::array()), pack, hand))
        return std::nullopt;
    v.hand = toSet(hand);
    if (!seatCards(j.value("trick", json::array()), pack, v.trick) ||
        !seatCards(j.value("last_trick", json::array()), pack, v.lastTrick) ||
        !seatCards(j.value("shown", json::array()), pack, v.shown))
        return std::nullopt;
    v.trump = intOr(j, "trump", -1);
    if (const auto it = j.find("trump_card"); it != j.end() && !it->is_null()) {
        const auto c = cardOf(*it, pack);
        if (!c)
            return std::nullopt;
        v.trumpCard = *c;
    }
    v.talonSize = intOr(j, "talon_size", 0);
    if (const auto it = j.find("talon_top"); it != j.end() && !it->is_null()) {
        const auto c = cardOf(*it, pack);
        if (!c)
            return std::nullopt;
        v.talonTop = *c;
    }
    v.talonClosed = j.value("talon_closed", false);
    v.fewPoints = j.value("few_points", false);
    if (!ints(j.value("hand_sizes", json::array()), v.handSizes) ||
        !ints(j.value("tricks_won", json::array()), v.tricksWon))
        return std::nullopt;
    for (const json& t : j.value("open_tricks", json::array())) {
        OpenTrick o;
        o.winner = intOr(t, "winner", -1);
        if (!seatCards(t.value("cards", json::array()), pack, o.cards))
            return std::nullopt;
        v.openTricks.push_back(std::move(o));
    }
    RecordError err;
    for (const json& a : j.value("legal", json::array())) {
        auto action = actionFromJson(a, pack, "legal", err);
        if (!action)
            return std::nullopt;
        v.legal.push_back(*action);
    }
    return v;
}

Refusal refusalFromJson(const json& j, const Pack& pack) {
    Refusal r;
    r.reason = Reason::NotAllowedNow;
    if (!j.is_object())
        return r;
    if (const auto it = j.find("reason"); it != j.end() && it->is_string())
        if (const auto reason = reasonFromName(it->get<std::string>()))
            r.reason = *reason;
    const json c = j.value("cards", json::object());
    if (c.is_object()) {
        if (const auto card = cardOf(c.value("card", json()), pack))
            r.card = *card;
        if (const auto card = cardOf(c.value("other", json()), pack))
            r.other = *card;
        if (const auto card = cardOf(c.value("third", json()), pack))
            r.third = *card;
    }
    r.suit = intOr(j, "suit", -1);
    r.seat = intOr(j, "seat", -1);
    return r;
}

} // namespace st::ui::net
