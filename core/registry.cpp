#include "registry.h"

#include "dreeg/dreeg.h"

namespace st {

const std::vector<GameInfo>& games() {
    static const std::vector<GameInfo> list = {
        {"dreeg", "Dreeg", PackKind::German24, 2, 4, &dreeg::optionSpecs(),
         [](const Variant& v, int n) { return std::make_unique<dreeg::DreegGame>(v, n); }},
    };
    return list;
}

const GameInfo* findGame(std::string_view id) {
    for (const auto& g : games())
        if (g.id == id)
            return &g;
    return nullptr;
}

} // namespace st
