#include "record.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>
#include <utility>

namespace st {

using nlohmann::json;

namespace {

std::pair<int, int> lineColumn(std::string_view text, std::size_t byte) {
    std::size_t line = 1, col = 1;
    for (std::size_t i = 0; i < byte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            col = 1;
        } else {
            ++col;
        }
    }
    return {static_cast<int>(line), static_cast<int>(col)};
}

struct Fail {
    RecordError e;
};

using C = RecordErrorCode;

[[noreturn]] void fail(const std::string& where, RecordErrorCode code, std::vector<std::string> args = {}) {
    throw Fail{recordError(code, where, std::move(args))};
}

/// nlohmann's DOM builder that also keeps where the text went wrong: a number too large
/// for a double (out_of_range 406), unlike a syntax error, does not carry that offset.
class DomParser : public nlohmann::detail::json_sax_dom_parser<json> {
  public:
    explicit DomParser(json& doc) : json_sax_dom_parser(doc) {}
    template <class Exception> bool parse_error(std::size_t position, const std::string& token, const Exception& ex) {
        failedAt = position;
        return json_sax_dom_parser::parse_error(position, token, ex);
    }
    std::size_t failedAt = 0; ///< characters read when the error was found
};

void onlyKeys(const json& obj, const std::string& where, std::initializer_list<const char*> keys) {
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        bool known = false;
        for (const char* k : keys)
            known = known || it.key() == k;
        if (!known)
            fail(where, C::UnknownField, {it.key()});
    }
}

const json& need(const json& obj, const std::string& where, const char* key) {
    auto it = obj.find(key);
    if (it == obj.end())
        fail(where, C::MissingField, {key});
    return *it;
}

int needInt(const json& v, const std::string& where) {
    if (!v.is_number_integer())
        fail(where, C::NotWholeNumber);
    // Read as unsigned first: 2^64 - 1 as a long long would be -1.
    if (v.is_number_unsigned() ? v.get<unsigned long long>() > 1000000
                               : v.get<long long>() < -1000000 || v.get<long long>() > 1000000)
        fail(where, C::NumberOutOfRange);
    return static_cast<int>(v.get<long long>());
}

Card needCard(const json& v, const Pack& pack, const std::string& where) {
    if (!v.is_string())
        fail(where, C::NotCardCode, {pack.code(lowest(pack.all()))});
    auto c = pack.fromCode(v.get<std::string>());
    if (!c)
        fail(where, C::NotACard, {v.get<std::string>(), std::string(pack.name())});
    return *c;
}

CardList needCards(const json& v, const Pack& pack, const std::string& where) {
    if (!v.is_array())
        fail(where, C::NotCardList);
    CardList out;
    for (std::size_t i = 0; i < v.size(); ++i)
        out.push_back(needCard(v[i], pack, where + "[" + std::to_string(i) + "]"));
    return out;
}

int needSuit(const json& v, const Pack& pack, const std::string& where) {
    if (!v.is_string())
        fail(where, C::NotSuitLetter);
    auto s = pack.suitFromLetter(v.get<std::string>());
    if (!s)
        fail(where, C::NotASuit, {v.get<std::string>(), std::string(pack.name())});
    return *s;
}

/// An action; `legacyDrawn` (format 1 only) receives `"drawn": true` of a close
/// after drawing, which format 2 records as a `draw` and a `close`.
Action parseAction(const json& j, const Pack& pack, const std::string& where, bool* legacyDrawn = nullptr) {
    if (!j.is_object())
        fail(where, C::ActionNotObject);
    if (legacyDrawn != nullptr) // format 1 (the pointer, not the flag it receives)
        onlyKeys(j, where, {"seat", "act", "card", "suit", "index", "cards", "bid", "what", "talon", "drawn"});
    else
        onlyKeys(j, where, {"seat", "act", "card", "suit", "index", "cards", "bid", "what", "talon"});
    Action a;
    a.seat = needInt(need(j, where, "seat"), where + ".seat");
    const json& act = need(j, where, "act");
    if (!act.is_string())
        fail(where + ".act", C::NotString);
    auto kind = actFromName(act.get<std::string>());
    if (!kind)
        fail(where + ".act", C::UnknownAction, {act.get<std::string>()});
    a.act = *kind;
    if (auto it = j.find("card"); it != j.end())
        a.card = needCard(*it, pack, where + ".card");
    if (auto it = j.find("suit"); it != j.end())
        a.suit = needSuit(*it, pack, where + ".suit");
    if (auto it = j.find("index"); it != j.end())
        a.index = needInt(*it, where + ".index");
    if (auto it = j.find("cards"); it != j.end())
        a.cards = needCards(*it, pack, where + ".cards");
    for (const char* key : {"bid", "what"}) {
        if (auto it = j.find(key); it != j.end()) {
            if (!it->is_string())
                fail(where + "." + key, C::NotString);
            (std::string(key) == "bid" ? a.bid : a.what) = it->get<std::string>();
        }
    }
    for (const char* key : {"talon", "drawn"}) {
        if (auto it = j.find(key); it != j.end()) {
            if (!it->is_boolean())
                fail(where + "." + key, C::NotBoolean);
            if (std::string(key) == "talon")
                a.talon = it->get<bool>();
            else
                *legacyDrawn = it->get<bool>();
        }
    }
    if (legacyDrawn && *legacyDrawn && a.act != Act::Close)
        fail(where + ".drawn", C::DrawnOnlyOnClose);
    // Fields each action needs.
    auto require = [&](bool ok, const char* field) {
        if (!ok)
            fail(where, C::ActionNeedsField, {std::string(actName(a.act)), field});
    };
    switch (a.act) {
    case Act::Play:
    case Act::Call:
        require(a.card != kNoCard, "card");
        break;
    case Act::Declare:
    case Act::Trump:
        require(a.suit >= 0, "suit");
        break;
    case Act::TrumpBlind:
        require(a.index >= 0, "index");
        break;
    case Act::Bid:
        require(!a.bid.empty(), "bid");
        break;
    case Act::Discard:
        require(!a.cards.empty(), "cards");
        break;
    case Act::Announce:
        require(!a.what.empty(), "what");
        break;
    default:
        break;
    }
    return a;
}

OptionValue parseOption(const json& v, const std::string& where) {
    if (v.is_boolean())
        return v.get<bool>();
    if (v.is_number_integer())
        return needInt(v, where);
    if (v.is_string())
        return v.get<std::string>();
    if (v.is_array()) {
        std::vector<std::string> list;
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (!v[i].is_string())
                fail(where + "[" + std::to_string(i) + "]", C::NotString);
            list.push_back(v[i].get<std::string>());
        }
        return list;
    }
    fail(where, C::BadOptionValue);
}

json optionJson(const OptionValue& v) {
    switch (v.index()) {
    case 0:
        return std::get<bool>(v);
    case 1:
        return std::get<int>(v);
    case 2:
        return std::get<std::string>(v);
    default:
        return std::get<std::vector<std::string>>(v);
    }
}

/// Format 1 left the draws after a trick implicit: the next lead drew for
/// both players. Make them explicit by replaying: wherever an action is
/// refused while the one to act may draw, the draw comes first. Stops at the
/// first action refused anyway (replay() then reports it).
void insertDraws(Record& r) {
    std::unique_ptr<Game> g = newGame(r);
    for (DealRecord& dr : r.deals) {
        if (g->inDeal() || !g->startDeal(dr.setup).empty())
            return;
        std::vector<Action> out;
        for (std::size_t i = 0; i < dr.actions.size(); ++i) {
            const Action& a = dr.actions[i];
            const int m = g->toAct();
            if (a.seat >= 0 && a.seat < g->seats() && m >= 0 && g->check(a)) {
                const Action draw = Action::simple(m, Act::Draw);
                if (!g->check(draw)) {
                    g->apply(draw);
                    out.push_back(draw);
                }
            }
            if (a.seat < 0 || a.seat >= g->seats() || g->check(a)) {
                out.insert(out.end(), dr.actions.begin() + static_cast<std::ptrdiff_t>(i), dr.actions.end());
                dr.actions = std::move(out);
                return;
            }
            g->apply(a);
            out.push_back(a);
        }
        dr.actions = std::move(out);
    }
}

Record parse(std::string_view text) {
    json doc;
    DomParser dom(doc);
    try {
        json::sax_parse(text.begin(), text.end(), &dom);
    } catch (const json::exception& e) {
        // nlohmann's message starts with "[json.exception.parse_error.101] parse error at line..." or
        // "[json.exception.out_of_range.406] number overflow parsing '1e400'".
        std::string msg = e.what();
        const auto p = msg.find("] ");
        const std::size_t at = dom.failedAt > 0 ? dom.failedAt - 1 : 0;
        const auto [line, column] = lineColumn(text, at);
        // Cut off: the parser read past the end of the text, wanting more (an empty file too).
        const bool cutOff = dom.failedAt > text.size();
        RecordError err = recordError(cutOff ? C::Truncated : C::NotJson,
                                      "line " + std::to_string(line) + ", column " + std::to_string(column),
                                      {p == std::string::npos ? msg : msg.substr(p + 2)});
        err.line = line;
        err.column = column;
        throw Fail{err};
    }
    if (!doc.is_object())
        fail("", C::NotObject);
    onlyKeys(doc, "", {"format", "game", "variant", "players", "played_by", "deals"});
    const json& format = need(doc, "", "format");
    const bool legacy = format.is_string() && format.get<std::string>() == kRecordFormatDrawsImplicit;
    if (!format.is_string() || (format.get<std::string>() != kRecordFormat && !legacy))
        fail("format", C::BadFormat,
             {format.is_string() ? format.get<std::string>() : format.dump(), std::string(kRecordFormat),
              std::string(kRecordFormatDrawsImplicit)});
    const json& game = need(doc, "", "game");
    if (!game.is_string())
        fail("game", C::NotString);
    Record r;
    r.game = findGame(game.get<std::string>());
    if (!r.game)
        fail("game", C::UnknownGame, {game.get<std::string>()});
    const Pack& pack = Pack::get(r.game->pack);
    r.variant = Variant(r.game->options);
    if (auto it = doc.find("variant"); it != doc.end()) {
        if (!it->is_object())
            fail("variant", C::VariantNotObject);
        for (auto o = it->begin(); o != it->end(); ++o) {
            const std::string where = "variant." + o.key();
            auto err = r.variant.set(o.key(), parseOption(o.value(), where));
            if (!err.empty())
                fail(where, C::BadOption, {err});
        }
    }
    const json& players = need(doc, "", "players");
    if (!players.is_array())
        fail("players", C::PlayersNotArray);
    for (std::size_t i = 0; i < players.size(); ++i) {
        if (!players[i].is_string())
            fail("players[" + std::to_string(i) + "]", C::PlayerNotName);
        r.players.push_back(players[i].get<std::string>());
    }
    const int n = static_cast<int>(r.players.size());
    if (n < r.game->minPlayers || n > r.game->maxPlayers)
        fail("players", C::PlayerCount,
             {r.game->name, std::to_string(r.game->minPlayers), std::to_string(r.game->maxPlayers), std::to_string(n),
              r.game->id});
    if (auto it = doc.find("played_by"); it != doc.end()) {
        if (!it->is_array() || it->size() != r.players.size())
            fail("played_by", C::PlayedByCount);
        for (std::size_t i = 0; i < it->size(); ++i) {
            const json& p = (*it)[i];
            static const std::vector<std::string> kinds = {"human", "random", "easy", "normal", "strong", "expert"};
            if (!p.is_string() || std::find(kinds.begin(), kinds.end(), p.get<std::string>()) == kinds.end())
                fail("played_by[" + std::to_string(i) + "]", C::PlayedByKind,
                     {"human, random, easy, normal, strong, expert"});
            r.playedBy.push_back(p.get<std::string>());
        }
    }
    if (auto e = validateSetup(*r.game, r.variant, n); !e.empty())
        fail("variant", C::BadSetup, {e});
    const json& deals = need(doc, "", "deals");
    if (!deals.is_array())
        fail("deals", C::NotArray);
    for (std::size_t d = 0; d < deals.size(); ++d) {
        const std::string w = "deals[" + std::to_string(d) + "]";
        const json& dj = deals[d];
        if (!dj.is_object())
            fail(w, C::DealNotObject);
        onlyKeys(dj, w, {"dealer", "hands", "stock", "actions", "knocked"});
        DealRecord dr;
        dr.setup.dealer = needInt(need(dj, w, "dealer"), w + ".dealer");
        if (dr.setup.dealer < 0 || dr.setup.dealer >= n)
            fail(w + ".dealer", C::DealerOutOfRange, {std::to_string(n - 1)});
        const json& hands = need(dj, w, "hands");
        if (!hands.is_array() || static_cast<int>(hands.size()) != n)
            fail(w + ".hands", C::HandsCount, {std::to_string(n)});
        for (std::size_t s = 0; s < hands.size(); ++s)
            dr.setup.hands.push_back(needCards(hands[s], pack, w + ".hands[" + std::to_string(s) + "]"));
        if (auto it = dj.find("stock"); it != dj.end())
            dr.setup.stock = needCards(*it, pack, w + ".stock");
        if (auto it = dj.find("knocked"); it != dj.end()) {
            if (!it->is_boolean())
                fail(w + ".knocked", C::NotBoolean);
            dr.setup.knocked = it->get<bool>();
        }
        if (auto it = dj.find("actions"); it != dj.end()) {
            if (!it->is_array())
                fail(w + ".actions", C::NotArray);
            for (std::size_t i = 0; i < it->size(); ++i) {
                const std::string wa = w + ".actions[" + std::to_string(i) + "]";
                if (!legacy) {
                    dr.actions.push_back(parseAction((*it)[i], pack, wa));
                    continue;
                }
                bool drawn = false;
                Action a = parseAction((*it)[i], pack, wa, &drawn);
                if (drawn)
                    dr.actions.push_back(Action::simple(a.seat, Act::Draw));
                dr.actions.push_back(std::move(a));
            }
        }
        r.deals.push_back(std::move(dr));
    }
    if (legacy)
        insertDraws(r);
    return r;
}

} // namespace

std::string recordErrorEnglish(RecordErrorCode code, const std::vector<std::string>& args) {
    auto arg = [&args](std::size_t i) { return i < args.size() ? args[i] : std::string(); };
    const auto q = [](const std::string& s) { return "\"" + s + "\""; };
    switch (code) {
    case C::Other:
        return arg(0);
    case C::NotJson:
    case C::Truncated:
        return "not valid JSON (" + arg(0) + ")";
    case C::Unreadable:
        return "unreadable record: " + arg(0);
    case C::NotObject:
        return "a record must be a JSON object";
    case C::UnknownField:
        return "unknown field " + q(arg(0));
    case C::MissingField:
        return "missing field " + q(arg(0));
    case C::NotWholeNumber:
        return "must be a whole number";
    case C::NumberOutOfRange:
        return "number out of range";
    case C::NotString:
        return "must be a string";
    case C::NotBoolean:
        return "must be true or false";
    case C::NotArray:
        return "must be an array";
    case C::NotCardCode:
        return "must be a card code string like " + q(arg(0));
    case C::NotACard:
        return q(arg(0)) + " is not a card of the " + arg(1) + " pack";
    case C::NotCardList:
        return "must be an array of card codes";
    case C::NotSuitLetter:
        return "must be a suit letter";
    case C::NotASuit:
        return q(arg(0)) + " is not a suit of the " + arg(1) + " pack";
    case C::ActionNotObject:
        return "an action must be an object like {\"seat\": 0, \"act\": \"play\", \"card\": \"EA\"}";
    case C::UnknownAction:
        return "unknown action " + q(arg(0));
    case C::DrawnOnlyOnClose:
        return "only a \"close\" can have \"drawn\"";
    case C::ActionNeedsField:
        return q(arg(0)) + " needs " + q(arg(1));
    case C::BadOptionValue:
        return "must be true/false, a number, a string or a list of strings";
    case C::BadFormat:
        return "must be " + q(arg(1)) + " (or the older " + q(arg(2)) + ")";
    case C::UnknownGame:
        return "unknown game " + q(arg(0));
    case C::VariantNotObject:
        return "must be an object of named options";
    case C::VariantNotJson:
        return "not a valid JSON object";
    case C::BadOption:
    case C::BadSetup:
    case C::DealRefused:
        return arg(0);
    case C::PlayersNotArray:
        return "must be an array of names";
    case C::PlayerNotName:
        return "must be a name (string)";
    case C::PlayerCount:
        return arg(0) + " is played by " + arg(1) + " to " + arg(2) + " players, found " + arg(3);
    case C::PlayedByCount:
        return "must be an array with one entry per player";
    case C::PlayedByKind:
        return "must be one of " + arg(0);
    case C::DealNotObject:
        return "a deal must be an object";
    case C::DealerOutOfRange:
        return "must be a seat from 0 to " + arg(0);
    case C::HandsCount:
        return "must be an array with one array of cards per seat (" + arg(0) + ")";
    case C::PreviousDealOpen:
        return "the previous deal is not finished";
    case C::NotASeat:
        return "not a seat";
    }
    return arg(0);
}

RecordError recordError(RecordErrorCode code, std::string where, std::vector<std::string> args) {
    RecordError e;
    e.where = std::move(where);
    e.message = recordErrorEnglish(code, args);
    e.code = code;
    e.args = std::move(args);
    return e;
}

std::variant<Record, RecordError> parseRecord(std::string_view text) {
    try {
        return parse(text);
    } catch (const Fail& f) {
        return f.e;
    } catch (const std::exception& e) {
        return recordError(C::Unreadable, "", {e.what()});
    }
}

json actionToJson(const Action& a, const Pack& pack) {
    json j;
    j["seat"] = a.seat;
    j["act"] = std::string(actName(a.act));
    if (a.card != kNoCard)
        j["card"] = pack.code(a.card);
    if (a.suit >= 0)
        j["suit"] = std::string(1, pack.suitLetter(a.suit));
    if (a.index >= 0)
        j["index"] = a.index;
    if (!a.cards.empty()) {
        json cards = json::array();
        for (Card c : a.cards)
            cards.push_back(pack.code(c));
        j["cards"] = cards;
    }
    if (!a.bid.empty())
        j["bid"] = a.bid;
    if (!a.what.empty())
        j["what"] = a.what;
    if (a.talon)
        j["talon"] = *a.talon;
    return j;
}

std::optional<Action> actionFromJson(const json& j, const Pack& pack, const std::string& where, RecordError& err) {
    try {
        return parseAction(j, pack, where);
    } catch (const Fail& f) {
        err = f.e;
        return std::nullopt;
    }
}

std::optional<Variant> parseVariant(const GameInfo& game, std::string_view text, RecordError& err) {
    try {
        json doc;
        try {
            doc = json::parse(text.begin(), text.end());
        } catch (const json::exception&) { // a syntax error, or a number too large (out_of_range)
            fail("variant", C::VariantNotJson);
        }
        if (!doc.is_object())
            fail("variant", C::VariantNotObject);
        Variant v(game.options);
        for (auto o = doc.begin(); o != doc.end(); ++o) {
            auto e = v.set(o.key(), parseOption(o.value(), "variant." + o.key()));
            if (!e.empty())
                fail("variant." + o.key(), C::BadOption, {e});
        }
        return v;
    } catch (const Fail& f) {
        err = f.e;
        return std::nullopt;
    }
}

json variantToJson(const Variant& v) {
    json out = json::object();
    // Every option is written in full, so a record keeps its meaning even if a default changes.
    for (const auto& spec : v.specs())
        out[spec.name] = optionJson(v.value(spec.name));
    return out;
}

std::string writeRecord(const Record& r) {
    const Pack& pack = Pack::get(r.game->pack);
    json doc;
    doc["format"] = std::string(kRecordFormat);
    doc["game"] = r.game->id;
    doc["variant"] = variantToJson(r.variant);
    doc["players"] = r.players;
    if (!r.playedBy.empty())
        doc["played_by"] = r.playedBy;
    json deals = json::array();
    for (const auto& d : r.deals) {
        json dj;
        dj["dealer"] = d.setup.dealer;
        json hands = json::array();
        for (const auto& h : d.setup.hands) {
            json hj = json::array();
            for (Card c : h)
                hj.push_back(pack.code(c));
            hands.push_back(hj);
        }
        dj["hands"] = hands;
        json stock = json::array();
        for (Card c : d.setup.stock)
            stock.push_back(pack.code(c));
        dj["stock"] = stock;
        if (d.setup.knocked)
            dj["knocked"] = true;
        json actions = json::array();
        for (const auto& a : d.actions)
            actions.push_back(actionToJson(a, pack));
        dj["actions"] = actions;
        deals.push_back(dj);
    }
    doc["deals"] = deals;
    return doc.dump(1, '\t') + "\n";
}

std::unique_ptr<Game> newGame(const Record& r) {
    return r.game->create(r.variant, static_cast<int>(r.players.size()));
}

json dealReport(const Game& g) {
    json j;
    const DealResult res = g.lastResult();
    j["delta"] = res.delta;
    j["card_points"] = res.cardPoints;
    g.reportDeal(j);
    return j;
}

Replay replay(const Record& r) {
    Replay out;
    out.game = newGame(r);
    Game& g = *out.game;
    for (std::size_t d = 0; d < r.deals.size(); ++d) {
        const DealRecord& dr = r.deals[d];
        const std::string w = "deals[" + std::to_string(d) + "]";
        if (g.inDeal()) {
            out.error = ReplayError{ReplayError::Kind::Malformed,
                                    static_cast<int>(d),
                                    -1,
                                    -1,
                                    {},
                                    recordError(RecordErrorCode::PreviousDealOpen, w)};
            return out;
        }
        if (auto e = g.startDeal(dr.setup); !e.empty()) {
            out.error = ReplayError{ReplayError::Kind::Malformed,
                                    static_cast<int>(d),
                                    -1,
                                    -1,
                                    {},
                                    recordError(RecordErrorCode::DealRefused, w, {e})};
            return out;
        }
        for (std::size_t i = 0; i < dr.actions.size(); ++i) {
            const Action& a = dr.actions[i];
            if (a.seat < 0 || a.seat >= g.seats()) {
                out.error =
                    ReplayError{ReplayError::Kind::Malformed,
                                static_cast<int>(d),
                                static_cast<int>(i),
                                a.seat,
                                {},
                                recordError(RecordErrorCode::NotASeat, w + ".actions[" + std::to_string(i) + "].seat")};
                return out;
            }
            if (Refusal ref = g.check(a)) {
                out.error =
                    ReplayError{ReplayError::Kind::Illegal, static_cast<int>(d), static_cast<int>(i), a.seat, ref, {}};
                return out;
            }
            g.apply(a);
        }
        if (!g.inDeal())
            out.deals.push_back(dealReport(g));
    }
    return out;
}

} // namespace st
