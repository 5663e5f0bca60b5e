// The games Stammtisch knows, with their packs, table sizes and options.
#pragma once

#include "game.h"

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace st {

/// A named set of rule options: a regional variant or a text's rules. Options not in
/// `values` keep their defaults.
struct RulePreset {
    std::string id;          ///< stable, for settings and `stammtisch-cli --rules`
    std::string name;        ///< display name (the UI translates)
    std::string description; ///< one line: what it changes and where it comes from
    std::map<std::string, OptionValue> values;
    int players = 0; ///< the table size it is meant for; 0: any
};

/// Which way deal, bidding and play pass round the table as the players sit: clockwise (to the
/// left: the next seat sits at one's left) or anticlockwise (to the right). In either case seat
/// i + 1 acts after seat i; the direction only says where that seat sits.
enum class Direction { Clockwise, Anticlockwise };

struct GameInfo {
    std::string id;   ///< as in the record's "game"
    std::string name; ///< display name (the UI translates)
    PackKind pack;
    int minPlayers;
    int maxPlayers;
    const std::vector<OptionSpec>* options;
    std::function<std::unique_ptr<Game>(const Variant&, int players)> create;
    std::vector<RulePreset> presets = {}; ///< the first is the default rules
    /// Every `outcome` a deal report of the game can give (docs/record-format.md); the UI words
    /// each, and selfplay (the soak) reports a deal whose outcome is not listed.
    std::vector<std::string> outcomes = {};
    /// The way the game turns as the rules text says (Dreierles, Dappen: anticlockwise).
    Direction direction = Direction::Clockwise;
    /// The game's own check that its rules can be played by that many players (Dreeg's two-player
    /// stage, Dappen's rule sets and table sizes): an error text, or empty. Unset: any number
    /// from minPlayers to maxPlayers will do.
    std::function<std::string(const Variant&, int players)> tableCheck = {};
};

const std::vector<GameInfo>& games();
const GameInfo* findGame(std::string_view id);
/// Checks that a variant can be played by that many players; an error text, or empty.
std::string validateSetup(const GameInfo& game, const Variant& v, int players);
const RulePreset* findPreset(const GameInfo& game, std::string_view id);
/// The variant of a preset: its values over the defaults; an error text if an option is refused.
Variant presetVariant(const GameInfo& game, const RulePreset& preset, std::string* error = nullptr);

} // namespace st
