// The games Stammtisch knows, with their packs, table sizes and options.
#pragma once

#include "game.h"

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace st {

struct GameInfo {
    std::string id;   ///< as in the record's "game"
    std::string name; ///< display name (the UI translates)
    PackKind pack;
    int minPlayers;
    int maxPlayers;
    const std::vector<OptionSpec>* options;
    std::function<std::unique_ptr<Game>(const Variant&, int players)> create;
};

const std::vector<GameInfo>& games();
const GameInfo* findGame(std::string_view id);
/// Checks that a variant can be played by that many players; an error text, or empty.
std::string validateSetup(const GameInfo& game, const Variant& v, int players);

} // namespace st
