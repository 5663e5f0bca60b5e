#include "registry.h"

#include "dappen/dappen.h"
#include "dreeg/dreeg.h"
#include "dreierles/dreierles.h"
#include "dreierschnapsen/dreierschnapsen.h"
#include "schnapsen/schnapsen.h"

namespace st {

const std::vector<GameInfo>& games() {
    static const std::vector<GameInfo> list = {
        {"dreeg", "Dreeg", PackKind::German24, 2, 4, &dreeg::optionSpecs(),
         [](const Variant& v, int n) { return std::make_unique<dreeg::DreegGame>(v, n); }},
        {"dreierles", "Dreierles", PackKind::Cego54, 3, 4, &dreierles::optionSpecs(),
         [](const Variant& v, int n) { return std::make_unique<dreierles::DreierlesGame>(v, n); }},
        {"schnapsen", "Schnapsen", PackKind::Schnapsen20, 2, 2, &schnapsen::optionSpecs(),
         [](const Variant& v, int n) { return std::make_unique<schnapsen::SchnapsenGame>(v, n); }},
        {"dreierschnapsen", "Dreierschnapsen", PackKind::Schnapsen20, 3, 3, &dreierschnapsen::optionSpecs(),
         [](const Variant& v, int n) { return std::make_unique<dreierschnapsen::DreierschnapsenGame>(v, n); }},
        {"dappen", "Dappen", PackKind::Cego54, 3, 8, &dappen::optionSpecs(),
         [](const Variant& v, int n) { return std::make_unique<dappen::DappenGame>(v, n); }},
    };
    return list;
}

std::string validateSetup(const GameInfo& game, const Variant& v, int players) {
    if (players < game.minPlayers || players > game.maxPlayers)
        return game.name + " is played by " + std::to_string(game.minPlayers) + " to " +
               std::to_string(game.maxPlayers) + " players";
    if (game.id == "dreeg")
        return dreeg::validateVariant(v, players);
    return {};
}

const GameInfo* findGame(std::string_view id) {
    for (const auto& g : games())
        if (g.id == id)
            return &g;
    return nullptr;
}

} // namespace st
