#include "gameface.h"

#include "dappen.h"
#include "dreeg.h"
#include "dreierles.h"
#include "dreierschnapsen.h"
#include "logging.h"
#include "schnapsen.h"

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

namespace st::ui::faces {

namespace {

/// Every game's face: one row per game.
const std::vector<std::unique_ptr<const GameFace>>& allFaces() {
    static const std::vector<std::unique_ptr<const GameFace>> faces = [] {
        std::vector<std::unique_ptr<const GameFace>> v;
        v.push_back(std::make_unique<DreegFace>());
        v.push_back(std::make_unique<DreierlesFace>());
        v.push_back(std::make_unique<DappenFace>());
        v.push_back(std::make_unique<DreierschnapsenFace>());
        v.push_back(std::make_unique<SchnapsenFace>());
        return v;
    }();
    return faces;
}

} // namespace

const GameFace* findFace(std::string_view gameId) {
    for (const auto& f : allFaces())
        if (f->info().id == gameId)
            return f.get();
    return nullptr;
}

const GameFace& face(std::string_view gameId) {
    if (const GameFace* f = findFace(gameId))
        return *f;
    // A game of the registry without a face is a programming error, caught by test_faces.
    qCCritical(lcGames, "no face for the game '%s'", std::string(gameId).c_str());
    std::abort();
}

const GameFace& face(const Game& game) {
    return face(game.id());
}

} // namespace st::ui::faces
