// Writes the seed corpus of the fuzz targets (committed in fuzz/corpus) and
// the dictionary of fuzz_record (fuzz/record.dict):
//   make_seeds OUT_DIR DICT_FILE
// OUT_DIR/record: for every rule preset of every game at its smallest and
// largest table, a record of seeded random play (one or two deals, the last
// one often stopped halfway), optional decisions taken now and then as in
// self-play. OUT_DIR/actions: for the same presets and tables, the header
// bytes fuzz_actions reads (game, preset, table size, no option change, a
// seed) followed by random bytes that drive the session. DICT_FILE: the
// record's words: its keys, the format names, game ids, option names and
// values, action names, card codes and suit letters of every pack, and the
// bids and announcements the engines offered during that play.
#include "record.h"
#include "registry.h"
#include "selfplay.h"

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

namespace {

/// The dictionary's words.
std::set<std::string> words;

void learn(const std::vector<st::Action>& actions) {
    for (const st::Action& a : actions) {
        if (!a.bid.empty())
            words.insert(a.bid);
        if (!a.what.empty())
            words.insert(a.what);
    }
}

/// One or two deals of random play; the last deal stops after `stopAfter` actions (or at its end).
st::Record randomRecord(const st::GameInfo& info, const st::Variant& v, int players, int deals, int stopAfter,
                        st::Rng& rng) {
    st::Record r;
    r.game = &info;
    r.variant = v;
    for (int i = 0; i < players; ++i)
        r.players.push_back("Player " + std::to_string(i + 1));
    std::unique_ptr<st::Game> g = info.create(v, players);
    for (int d = 0; d < deals && !g->sessionOver(); ++d) {
        const st::NextDeal n = g->nextDeal();
        const int dealer =
            n.dealer >= 0 ? n.dealer : n.dealerChoices[static_cast<std::size_t>(rng.below(n.dealerChoices.size()))];
        st::DealRecord deal{
            g->cutter(dealer) >= 0 ? g->makeDealCut(dealer, rng.below(2) == 0, rng) : g->makeDeal(dealer, rng), {}};
        if (!g->startDeal(deal.setup).empty())
            break;
        const bool last = d + 1 == deals;
        while (g->inDeal() && (!last || static_cast<int>(deal.actions.size()) < stopAfter)) {
            std::vector<st::Action> optional;
            for (int seat = 0; seat < g->seats(); ++seat)
                if (seat != g->toAct())
                    for (const st::Action& o : g->optionalActions(seat))
                        optional.push_back(o);
            const std::vector<st::Action> legal = g->legalActions();
            learn(legal);
            learn(optional);
            const st::Action a = !optional.empty() && rng.below(3) == 0
                                     ? optional[static_cast<std::size_t>(rng.below(optional.size()))]
                                     : legal[static_cast<std::size_t>(rng.below(legal.size()))];
            g->apply(a);
            deal.actions.push_back(a);
        }
        r.deals.push_back(std::move(deal));
    }
    return r;
}

void writeFile(const std::filesystem::path& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary);
    out << bytes;
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: make_seeds OUT_DIR DICT_FILE\n");
        return 2;
    }
    const std::filesystem::path out = argv[1];
    std::filesystem::create_directories(out / "record");
    std::filesystem::create_directories(out / "actions");
    st::Rng rng(22);
    const auto& all = st::games();
    int files = 0;
    for (std::size_t gi = 0; gi < all.size(); ++gi) {
        const st::GameInfo& info = all[gi];
        for (std::size_t pi = 0; pi < info.presets.size(); ++pi) {
            const st::RulePreset& preset = info.presets[pi];
            const st::Variant v = st::presetVariant(info, preset);
            std::vector<int> sizes;
            for (int n = info.minPlayers; n <= info.maxPlayers; ++n)
                if (st::validateSetup(info, v, n).empty())
                    sizes.push_back(n);
            std::vector<std::size_t> picks;
            if (!sizes.empty())
                picks.push_back(0);
            if (sizes.size() > 1)
                picks.push_back(sizes.size() - 1);
            for (std::size_t si : picks) {
                const int players = sizes[si];
                const std::string name = info.id + "_" + preset.id + "_" + std::to_string(players);
                // A record: the first preset of each game gets two deals, the others one.
                const int deals = pi == 0 ? 2 : 1;
                const int stopAfter = static_cast<int>(rng.below(2)) == 0 ? 1000 : 3 + static_cast<int>(rng.below(20));
                writeFile(out / "record" / (name + ".json"),
                          st::writeRecord(randomRecord(info, v, players, deals, stopAfter, rng)));
                // The actions header, then 320 driving bytes.
                std::string bytes;
                bytes.push_back(static_cast<char>(gi));
                bytes.push_back(static_cast<char>(pi));
                bytes.push_back(static_cast<char>(si));
                bytes.push_back(0); // no option changes
                const std::uint64_t seed = rng.next();
                for (int i = 0; i < 8; ++i)
                    bytes.push_back(static_cast<char>(seed >> (8 * i) & 0xFF));
                for (int i = 0; i < 320; ++i)
                    bytes.push_back(static_cast<char>(rng.below(256)));
                writeFile(out / "actions" / (name + ".bin"), bytes);
                files += 2;
            }
        }
    }
    for (const char* key :
         {"format",  "game",    "variant", "players", "played_by", "deals", "dealer", "hands", "stock",
          "actions", "knocked", "seat",    "act",     "card",      "suit",  "index",  "cards", "bid",
          "what",    "talon",   "drawn",   "human",   "random",    "easy",  "normal", "strong"})
        words.insert(key);
    words.insert(std::string(st::kRecordFormat));
    words.insert(std::string(st::kRecordFormatDrawsImplicit));
    for (int k = 0; k <= static_cast<int>(st::Act::Draw); ++k)
        words.insert(std::string(st::actName(static_cast<st::Act>(k))));
    for (const st::GameInfo& info : all) {
        words.insert(info.id);
        for (const st::OptionSpec& spec : *info.options) {
            words.insert(spec.name);
            for (const std::string& c : spec.choices)
                words.insert(c);
        }
        const st::Pack& pack = st::Pack::get(info.pack);
        for (st::Card c : st::cardsOf(pack.all()))
            words.insert(pack.code(c));
        for (int suit = 0; suit < pack.suitCount(); ++suit)
            words.insert(std::string(1, pack.suitLetter(suit)));
    }
    std::ofstream dict(argv[2], std::ios::binary);
    dict << "# fuzz_record's dictionary, written by make_seeds (fuzz/make_seeds.cpp); do not edit.\n";
    int n = 0;
    for (const std::string& w : words)
        dict << "w" << n++ << "=\"\\\"" << w << "\\\"\"\n"; // each word as a JSON string: "\"EA\""
    for (const char* token : {"{", "}", "[", "]", ":", ",", "true", "false", "null", "-1", "1000001",
                              "18446744073709551615", "0.5", "1e400"})
        dict << "t" << n++ << "=\"" << token << "\"\n";
    std::printf("%d seed files written to %s\n", files, out.string().c_str());
    return 0;
}
