#include "scoreboard.h"

#include "games/gameface.h"
#include "record.h"
#include "tablemodel.h"
#include "text/wording.h"

namespace st::ui {

namespace {

/// The session before the first deal and after each finished deal, from the record replayed
/// through the engine (as the score sheet does). Kept for the last table asked, until its
/// finished deals change.
const std::vector<std::unique_ptr<Game>>& history(const TableModel& model) {
    struct Cache {
        const TableModel* model = nullptr;
        std::size_t key = 0;
        std::vector<std::unique_ptr<Game>> list;
    };
    static Cache cache;
    const Record& rec = model.record();
    const int finished = model.game().dealsFinished();
    std::size_t key = std::hash<std::string>{}(rec.game ? rec.game->id : std::string()) ^ rec.players.size();
    auto mix = [&key](std::size_t v) { key = key * 1000003u ^ v; };
    for (int k = 0; k < finished && k < static_cast<int>(rec.deals.size()); ++k) {
        const DealRecord& d = rec.deals[static_cast<std::size_t>(k)];
        mix(static_cast<std::size_t>(d.setup.dealer + 1));
        for (const Action& a : d.actions)
            mix(static_cast<std::size_t>(a.seat + 1) * 131u + static_cast<std::size_t>(a.act) * 7u +
                static_cast<std::size_t>(a.card + 1));
    }
    mix(static_cast<std::size_t>(finished));
    if (cache.model == &model && cache.key == key)
        return cache.list;
    cache.model = &model;
    cache.key = key;
    cache.list.clear();
    std::unique_ptr<Game> g = st::newGame(rec);
    if (!g)
        return cache.list;
    cache.list.push_back(g->clone());
    for (const DealRecord& d : rec.deals) {
        if (g->dealsFinished() >= finished || g->inDeal() || !g->startDeal(d.setup).empty())
            break;
        for (const Action& a : d.actions) {
            if (g->check(a))
                break;
            g->apply(a);
        }
        if (g->inDeal())
            break;
        cache.list.push_back(g->clone());
    }
    return cache.list;
}

} // namespace

QStringList ScoreBoard::pencilColumn(const TableModel& model, const std::function<int(const Game&)>& figure,
                                     int current, bool countUp) {
    std::vector<int> figures;
    for (const auto& g : history(model)) {
        const int v = figure(*g);
        if ((figures.empty() && countUp && v == 0) || (!figures.empty() && figures.back() == v))
            continue;
        figures.push_back(v);
    }
    if (figures.empty() || figures.back() != current)
        figures.push_back(current);
    QStringList out;
    for (int v : figures)
        out << text::Wording::number(v);
    return out;
}

QString ScoreBoard::unitName(const Game& game) {
    switch (game.unit()) {
    case ScoreUnit::Strokes:
        return tr("Strokes erased");
    case ScoreUnit::Cents:
        return tr("Money");
    case ScoreUnit::GamePoints:
        break;
    }
    return tr("Game points");
}

TableScores ScoreBoard::read(const TableModel& model) {
    TableScores out;
    if (!model.hasGame())
        return out;
    const Game& game = model.game();
    out.seats.resize(static_cast<std::size_t>(game.seats()));
    const faces::GameFace& face = faces::face(game);
    out.stockLabel = face.stockLabel();
    face.readScores(model, out);
    return out;
}

} // namespace st::ui
