#include "registry.h"

#include "dappen/dappen.h"
#include "dreeg/dreeg.h"
#include "dreierles/dreierles.h"
#include "dreierschnapsen/dreierschnapsen.h"
#include "schnapsen/schnapsen.h"

namespace st {

namespace {

using Phases = std::vector<std::string>;

// The named variants of each game's texts and our rulings (docs/rules/<game>.md, "Presets").
std::vector<RulePreset> dreegPresets() {
    return {
        {"nuernberg",
         "Nürnberger Dreck (dreeg.txt)",
         "John McLeod's account after Jens Meder: seven strokes, the eight phases from 66 to 66.",
         {}},
        {"kartl_akademie",
         "Kartl-Akademie Weinzierlein",
         "The book's count: ten strokes (XX) on each slate.",
         {{"strokes", 10}}},
        {"etzelmaier",
         "Kartl-Akademie with Etzelmaier's Kamerun",
         "Ten strokes; in the second Kamerun phase players need only follow suit (Loni Etzelmaier's rule).",
         {{"strokes", 10}, {"kamerun_second_no_overtake", true}}},
        {"bamberger",
         "Bamberger (Wikipedia)",
         "Bamberger's scoring: Rot-Assen without going out, a lone 66 erases 3; in Kamerun the fewest points erase "
         "most; a win at two-player 66 erases 1.",
         {{"rot_assen_scoring", std::string("bamberger")},
          {"kamerun_scoring", std::string("bamberger")},
          {"two_player_66_scoring", std::string("bamberger")}}},
        {"neustadt",
         "Neustadt count (Wikipedia)",
         "Bamberger's scoring; the winner of each phase gets a blob and the first to seven blobs wins.",
         {{"rot_assen_scoring", std::string("bamberger")},
          {"kamerun_scoring", std::string("bamberger")},
          {"two_player_66_scoring", std::string("bamberger")},
          {"neustadt", true}}},
        {"two_players",
         "Two players (practice)",
         "66, Rot-Assen and Rufen for two, with a talon; Kamerun needs three or four.",
         {{"phases", Phases{"66", "rot_assen", "rufen", "rufen", "rot_assen", "66"}}},
         2},
        {"wegloescher",
         "Weglöscher",
         "A game in its own right: 66 between two at a time, the others erasing with the winner; three to five "
         "players.",
         {{"phases", Phases{"wegloescher"}}}},
    };
}

std::vector<RulePreset> dreierlesPresets() {
    return {
        {"steinmauern", "Steinmauern", "The text's main rules, as played in Steinmauern near Rastatt.", {}},
        {"steinmauern_evening",
         "Steinmauern, Räuber or Solo to end",
         "Four rounds; the last is \"Räuber or Solo\" with the Räuber worth 4.",
         {{"rounds", 4}, {"last_round_raeuber_or_solo", true}, {"last_round_raeuber_value", 4}}},
        {"steinmauern_tournament",
         "Steinmauern tournament",
         "No knocking, a Räuber worth 3, an illegal discard or play costs 8 times the bid factor; four rounds.",
         {{"tournament", true}, {"raeuber_value", 3}, {"rounds", 4}}},
        {"iffezheim",
         "Iffezheim",
         "At four the dealer does not score; only the declarer scores combinations; trumps lead the Räuber.",
         {{"region", std::string("iffezheim")}}},
        {"achertal",
         "Achertal (Herr Wimmer's tournaments)",
         "Solo Du, scores per player by the exact difference, Kleiner Mann, Ramsch -20, session points after four "
         "rounds.",
         {{"region", std::string("achertal")}, {"rounds", 4}}},
        {"achertal_four",
         "Achertal, four active players",
         "As Achertal, but all four play with 12 cards each: the declarer against three.",
         {{"region", std::string("achertal")}, {"four_active", true}, {"rounds", 4}},
         4},
    };
}

std::vector<RulePreset> dappenPresets() {
    return {
        {"furtwangen",
         "Furtwangen",
         "The Klausmann family's rules: compulsory stop, Ulti, full game for cents.",
         {},
         6},
        {"furtwangen_half",
         "Furtwangen, half game",
         "Payments to the nearest 10 and halved, Ulti at 5/10/15, a purse of 2 euros.",
         {{"stake", std::string("half")}, {"ulti_stake", std::string("half")}, {"purse", 200}},
         6},
        {"furtwangen_children",
         "Furtwangen, children's game",
         "Only the second-to-last player is compelled to dappen.",
         {{"compulsory_stop", false}},
         6},
        {"breitnau", "Breitnau", "No compulsory bid, stupfen, factors.", {{"rules", std::string("breitnau")}}, 6},
        {"buchenbach",
         "Buchenbach",
         "Six players, Hannes and Geiß overcalls, the first three tricks regulated.",
         {{"rules", std::string("buchenbach")}},
         6},
        {"mainz",
         "Mainz Carneval Tarot",
         "Three to seven players, one round of bidding, counted in threes.",
         {{"rules", std::string("mainz")}},
         4},
    };
}

std::vector<RulePreset> schnapsenPresets() {
    return {
        {"common", "Common rules", "The common Austrian rules: a Bummerl to 7, marriages after closing.", {}},
        {"exchange_at_two",
         "Exchange at two",
         "The trump Unter may still be exchanged when only two talon cards are left.",
         {{"exchange_at_two", true}}},
        {"strict_close",
         "No marriages after closing",
         "Marriages only while the talon is open.",
         {{"marriages_after_close", false}}},
    };
}

std::vector<RulePreset> dreierschnapsenPresets() {
    return {
        {"standard", "Usual contracts", "The text's usual contracts; the others announce first, then the caller.", {}},
        {"conservative",
         "Conservative table",
         "No Plauderer and no talon in the Bettler contracts, as some circles play.",
         {{"plauderer", false}, {"talon_in_negative", false}}},
        {"regional_contracts",
         "All regional contracts",
         "Adds Assenbettler, Ass-Bettler, Zehnergang and Bauernloch.",
         {{"assenbettler", true}, {"ass_bettler", true}, {"zehnergang", true}, {"bauernloch", true}}},
        {"caller_first",
         "Caller first, counting down",
         "The regional bidding: the caller announces first; scores counted down from 24.",
         {{"bid_order", std::string("caller_first")}, {"countdown", true}}},
    };
}

// Every outcome a deal report can give (docs/record-format.md).
std::vector<std::string> dreegOutcomes() {
    return {"ranking",
            "out",
            "out_short",
            "out_against_closer",
            "66",
            "both_66_last_trick",
            "none_66_last_trick",
            "closer_made",
            "closer_failed",
            "surrender",
            "concealed_ace",
            "revoke",
            "durchmarsch_made",
            "durchmarsch_failed",
            "sweep_unannounced"};
}

std::vector<std::string> dreierlesOutcomes() {
    return {"won", "lost", "forfeit", "raeuber", "penalty_discard", "penalty_play"};
}

std::vector<std::string> dappenOutcomes() {
    return {"played", "seven_honours", "abandoned", "ins_loch"};
}

std::vector<std::string> schnapsenOutcomes() {
    return {"out", "out_short", "out_against_closer", "closer_made", "closer_failed", "last_trick"};
}

std::vector<std::string> dreierschnapsenOutcomes() {
    // The contracts, then the tie-break deal of two-player Schnapsen.
    return {"66",     "last_trick", "took_a_trick", "no_trick",           "lost_a_trick", "all_tricks",   "too_slow",
            "redeal", "out",        "out_short",    "out_against_closer", "closer_made",  "closer_failed"};
}

} // namespace

const std::vector<GameInfo>& games() {
    static const std::vector<GameInfo> list = {
        {"dreeg", "Dreeg", PackKind::German24, 2, 5, &dreeg::optionSpecs(),
         [](const Variant& v, int n) { return std::make_unique<dreeg::DreegGame>(v, n); }, dreegPresets(),
         dreegOutcomes(), Direction::Clockwise, &dreeg::validateVariant},
        {"dreierles", "Dreierles", PackKind::Cego54, 3, 4, &dreierles::optionSpecs(),
         [](const Variant& v, int n) { return std::make_unique<dreierles::DreierlesGame>(v, n); }, dreierlesPresets(),
         dreierlesOutcomes(), Direction::Anticlockwise},
        {"schnapsen", "Schnapsen", PackKind::Schnapsen20, 2, 2, &schnapsen::optionSpecs(),
         [](const Variant& v, int n) { return std::make_unique<schnapsen::SchnapsenGame>(v, n); }, schnapsenPresets(),
         schnapsenOutcomes()},
        {"dreierschnapsen", "Dreierschnapsen", PackKind::Schnapsen20, 3, 3, &dreierschnapsen::optionSpecs(),
         [](const Variant& v, int n) { return std::make_unique<dreierschnapsen::DreierschnapsenGame>(v, n); },
         dreierschnapsenPresets(), dreierschnapsenOutcomes()},
        {"dappen", "Dappen", PackKind::Cego54, 3, 8, &dappen::optionSpecs(),
         [](const Variant& v, int n) { return std::make_unique<dappen::DappenGame>(v, n); }, dappenPresets(),
         dappenOutcomes(), Direction::Anticlockwise,
         [](const Variant& v, int n) { return dappen::tableError(dappen::optionsFrom(v).rules, n); }},
    };
    return list;
}

std::string validateSetup(const GameInfo& game, const Variant& v, int players) {
    if (players < game.minPlayers || players > game.maxPlayers)
        return game.name + " is played by " + std::to_string(game.minPlayers) + " to " +
               std::to_string(game.maxPlayers) + " players";
    return game.tableCheck ? game.tableCheck(v, players) : std::string{};
}

const RulePreset* findPreset(const GameInfo& game, std::string_view id) {
    for (const auto& p : game.presets)
        if (p.id == id)
            return &p;
    return nullptr;
}

Variant presetVariant(const GameInfo& game, const RulePreset& preset, std::string* error) {
    Variant v(game.options);
    for (const auto& [name, value] : preset.values)
        if (auto e = v.set(name, value); !e.empty() && error && error->empty())
            *error = name + ": " + e;
    return v;
}

const GameInfo* findGame(std::string_view id) {
    for (const auto& g : games())
        if (g.id == id)
            return &g;
    return nullptr;
}

} // namespace st
