// libFuzzer target: arbitrary bytes as a game record.
//
// The bytes go through parseRecord. A record that parses must replay without
// crashing (what `stammtisch-cli replay` and `legal` do with it, the JSON output
// included), and writing it out must give a record that parses again, replays
// exactly the same way and writes out to the same text. The bytes are also read
// as a variant (`--variant` of the CLI) of every game. Any mismatch aborts, so
// libFuzzer reports it as a crash.
#include "record.h"
#include "registry.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <variant>

namespace {

[[noreturn]] void failWith(const std::string& what, const std::string& detail = {}) {
    std::fprintf(stderr, "fuzz_record: %s\n%s\n", what.c_str(), detail.c_str());
    std::abort();
}

/// Everything the CLI's `replay` and `legal` print for a replayed record, as JSON.
nlohmann::json cliOutput(const st::Replay& r) {
    nlohmann::json j;
    const st::Game& g = *r.game;
    if (r.error) {
        const st::ReplayError& e = *r.error;
        j["error"] = {{"kind", static_cast<int>(e.kind)},
                      {"deal", e.deal},
                      {"action", e.action},
                      {"seat", e.seat},
                      {"reason", static_cast<int>(e.refusal.reason)},
                      {"card", e.refusal.card},
                      {"other", e.refusal.other},
                      {"third", e.refusal.third},
                      {"suit", e.refusal.suit},
                      {"refusal_seat", e.refusal.seat},
                      {"where", e.error.where},
                      {"message", e.error.message}};
        return j;
    }
    j["deals"] = r.deals;
    nlohmann::json standings;
    g.reportStandings(standings);
    j["standings"] = standings;
    j["deals_finished"] = g.dealsFinished();
    j["session_over"] = g.sessionOver();
    if (g.inDeal()) {
        j["seat"] = g.toAct();
        nlohmann::json acts = nlohmann::json::array();
        for (const st::Action& a : g.legalActions())
            acts.push_back(st::actionToJson(a, g.pack()));
        j["actions"] = acts;
        nlohmann::json optional = nlohmann::json::array();
        for (int seat = 0; seat < g.seats(); ++seat)
            for (const st::Action& a : g.optionalActions(seat))
                optional.push_back(st::actionToJson(a, g.pack()));
        j["optional"] = optional;
    } else if (!g.sessionOver()) {
        const st::NextDeal n = g.nextDeal();
        j["next_deal"] = {{"dealer", n.dealer}, {"chooser", n.chooser}, {"choices", n.dealerChoices}};
    }
    nlohmann::json views = nlohmann::json::array();
    for (int seat = 0; seat < g.seats(); ++seat) {
        const st::SeatView v = g.view(seat);
        views.push_back({{"hand", v.hand}, {"to_act", v.toAct}, {"legal", v.legal.size()}});
    }
    j["views"] = views;
    if (const auto v = g.invariantViolations(); !v.empty())
        j["violations"] = v;
    return j;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);

    for (const st::GameInfo& game : st::games()) {
        st::RecordError err;
        if (const auto v = st::parseVariant(game, text, err)) {
            // An accepted variant names only known options with allowed values.
            for (const st::OptionSpec& spec : v->specs())
                (void)v->value(spec.name);
            (void)st::validateSetup(game, *v, game.minPlayers);
        } else if (err.message.empty()) {
            failWith("parseVariant refused without a message");
        }
    }

    auto parsed = st::parseRecord(text);
    if (const auto* e = std::get_if<st::RecordError>(&parsed)) {
        if (e->message.empty())
            failWith("parseRecord refused without a message");
        return 0;
    }
    const st::Record& rec = std::get<st::Record>(parsed);
    const st::Replay first = st::replay(rec);
    // dump() throws on text that is not UTF-8; the CLI prints this JSON.
    const std::string out1 = cliOutput(first).dump();
    // Every action of the record passed check(), so the engine's self-checks must hold.
    if (const auto v = first.game->invariantViolations(); !v.empty())
        failWith("a replayed record breaks an invariant: " + v.front(), out1);

    // Written out and read back, the record must be the same record.
    const std::string written = st::writeRecord(rec);
    auto reparsed = st::parseRecord(written);
    if (const auto* e = std::get_if<st::RecordError>(&reparsed))
        failWith("a written record does not parse: " + e->text(), written);
    const st::Record& rec2 = std::get<st::Record>(reparsed);
    const st::Replay second = st::replay(rec2);
    const std::string out2 = cliOutput(second).dump();
    if (out1 != out2)
        failWith("a written record replays differently", out1 + "\n---\n" + out2);
    if (rec2.players != rec.players || rec2.playedBy != rec.playedBy || rec2.deals.size() != rec.deals.size())
        failWith("a written record has other players or deals", written);
    const std::string written2 = st::writeRecord(rec2);
    if (written2 != written)
        failWith("writing a read-back record gives another text", written + "\n---\n" + written2);
    return 0;
}
