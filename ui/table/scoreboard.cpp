#include "scoreboard.h"

#include "dappen/dappen.h"
#include "dreierles/dreierles.h"
#include "dreierschnapsen/dreierschnapsen.h"
#include "record.h"
#include "tablemodel.h"
#include "text/wording.h"

#include <nlohmann/json.hpp>

namespace st::ui {

namespace {

using nlohmann::json;

/// The standings before the first deal and after each finished deal, from the record replayed
/// through the engine (as the score sheet does). Kept for the last table asked, until its
/// finished deals change.
const std::vector<json>& history(const TableModel& model) {
    struct Cache {
        const TableModel* model = nullptr;
        std::size_t key = 0;
        std::vector<json> list;
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
    json st;
    g->reportStandings(st);
    cache.list.push_back(st);
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
        json after;
        g->reportStandings(after);
        cache.list.push_back(after);
    }
    return cache.list;
}

int at(const json& j, const char* key, std::size_t i);

/// A seat's pencil column: its figure under `key` each time it changed, oldest first, ending with
/// `current` (the standing now). Counting up, the empty start is not written (a pad starts blank).
QStringList pencilColumn(const TableModel& model, const char* key, std::size_t i, int current, bool countUp) {
    std::vector<int> figures;
    for (const json& st : history(model)) {
        if (!st.contains(key))
            continue;
        const int v = at(st, key, i);
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

int at(const json& j, const char* key, std::size_t i) {
    if (!j.contains(key) || !j[key].is_array() || i >= j[key].size() || !j[key][i].is_number_integer())
        return 0;
    return j[key][i].get<int>();
}

/// "+3", "−2" or "±0" for the last deal's change.
QString signedNumber(int n) {
    return text::Wording::signedNumber(n);
}

QString phaseTitle(const std::string& id) {
    if (id == "66")
        return ScoreBoard::tr("Sechsundsechzig");
    if (id == "rot_assen")
        return ScoreBoard::tr("Rot-Assen");
    if (id == "rufen")
        return ScoreBoard::tr("Rufen");
    if (id == "kamerun")
        return ScoreBoard::tr("Kamerun");
    if (id == "kamerun_bei_nacht")
        return ScoreBoard::tr("Kamerun bei Nacht");
    if (id == "wegloescher")
        return ScoreBoard::tr("Weglöscher");
    return QString::fromStdString(id);
}

void readDreeg(const Game& game, const json& st, TableScores& out) {
    const int n = game.seats();
    for (int s = 0; s < n; ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        SeatScore& sc = out.seats[i];
        sc.strokes = at(st, "strokes", i);
        sc.bollern = at(st, "bollern", i);
        if (st.contains("out") && i < st["out"].size() && st["out"][i].get<bool>() && st.value("phase", 0) > 0)
            sc.markers << ScoreBoard::tr("Out");
        sc.summary = ScoreBoard::tr("%n stroke(s) left", nullptr, sc.strokes) + QStringLiteral(" \u00b7 ") +
                     ScoreBoard::tr("%n Bollern", nullptr, sc.bollern);
        if (st.contains("wins"))
            sc.summary += QStringLiteral(" \u00b7 ") + ScoreBoard::tr("%n phase(s) won", nullptr, at(st, "wins", i));
    }
    const int phases = static_cast<int>(game.variant().getList("phases").size());
    out.lines << ScoreBoard::tr("Phase %1 of %2: %3")
                     .arg(st.value("phase", 1))
                     .arg(phases)
                     .arg(phaseTitle(st.value("phase_name", std::string())));
}

void readSchnapsen(const TableModel& model, const Game& game, const json& st, TableScores& out) {
    const int target = st.value("target", 0);
    for (int s = 0; s < game.seats(); ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        SeatScore& sc = out.seats[i];
        sc.pad << ScoreBoard::tr("%1 of %2 points").arg(at(st, "scores", i)).arg(target);
        sc.pad << ScoreBoard::tr("Bummerl: %1").arg(at(st, "bummerl", i));
        sc.summary = sc.pad.join(QStringLiteral(" \u00b7 "));
        sc.device.kind = ScoreDevice::Kind::Pad;
        sc.device.column = pencilColumn(model, "scores", i, at(st, "scores", i), true);
        sc.device.bummerl = at(st, "bummerl", i);
    }
    out.lines << ScoreBoard::tr("Schnapsen to %1 points").arg(target);
}

void readDreierschnapsen(const TableModel& model, const dreierschnapsen::DreierschnapsenGame& game, const json& st,
                         TableScores& out) {
    const int target = st.value("target", dreierschnapsen::DreierschnapsenGame::kTarget);
    const bool countdown = st.contains("remaining");
    const bool played = game.dealsFinished() > 0;
    for (int s = 0; s < 3; ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        SeatScore& sc = out.seats[i];
        QString points = countdown ? ScoreBoard::tr("%1 to go").arg(at(st, "remaining", i))
                                   : ScoreBoard::tr("%1 of %2").arg(at(st, "scores", i)).arg(target);
        const DealResult last = game.lastResult();
        if (played && i < last.delta.size())
            points += QStringLiteral(" (%1)").arg(signedNumber(last.delta[i]));
        sc.pad << points << ScoreBoard::tr("Bummerl: %1").arg(at(st, "bummerl", i));
        sc.summary = sc.pad.join(QStringLiteral(" \u00b7 "));
        sc.device.kind = ScoreDevice::Kind::Pad;
        sc.device.column = countdown ? pencilColumn(model, "remaining", i, at(st, "remaining", i), false)
                                     : pencilColumn(model, "scores", i, at(st, "scores", i), true);
        sc.device.bummerl = at(st, "bummerl", i);
    }
    out.lines << (countdown ? ScoreBoard::tr("Dreierschnapsen: %1 points, counting down").arg(target)
                            : ScoreBoard::tr("Dreierschnapsen to %1 points").arg(target));
    if (!game.tieBreak().empty() && !game.sessionOver()) {
        QStringList names;
        for (int s : game.tieBreak())
            names << model.name(s);
        out.lines << ScoreBoard::tr("Tie: %1 play one deal of Schnapsen").arg(names.join(ScoreBoard::tr(" and ")));
    }
    const dreierschnapsen::Deal* d = game.currentDeal();
    if (!game.inDeal() || !d || game.tieBreakDeal())
        return;
    if (d->caller() >= 0 && d->declarer() < 0)
        out.seats[static_cast<std::size_t>(d->caller())].markers << ScoreBoard::tr("Caller");
    if (d->declarer() >= 0 && d->contract()) {
        const auto& info = dreierschnapsen::contractInfo(*d->contract());
        for (int s = 0; s < 3; ++s)
            out.seats[static_cast<std::size_t>(s)].markers
                << (s == d->declarer() ? ScoreBoard::tr("Declarer") : ScoreBoard::tr("Opponent"));
        QString line = ScoreBoard::tr("%1, worth %n game point(s)", nullptr, d->contractValue())
                           .arg(text::Wording::contractName(info.name));
        if (d->knocks() > 0)
            line += QLatin1Char('\n') + text::Wording::knockName("dreierschnapsen", d->knocks());
        out.lines << line;
    }
}

void readDreierles(const TableModel& model, const dreierles::DreierlesGame& game, const json& st, TableScores& out) {
    const int stake = st.value("stake_cents", 0);
    const bool played = game.dealsFinished() > 0;
    const DealResult last = game.lastResult();
    for (int s = 0; s < game.seats(); ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        SeatScore& sc = out.seats[i];
        QString points = ScoreBoard::tr("Points: %1").arg(text::Wording::number(at(st, "totals", i)));
        if (played && i < last.delta.size())
            points += QStringLiteral(" (%1)").arg(signedNumber(last.delta[i]));
        sc.pad << points;
        if (stake > 0)
            sc.pad << text::Wording::money(at(st, "money_cents", i));
        sc.summary = sc.pad.join(QStringLiteral(" \u00b7 "));
        sc.device.kind = ScoreDevice::Kind::Pad;
        sc.device.column = pencilColumn(model, "totals", i, at(st, "totals", i), true);
        if (stake > 0)
            sc.device.footer = text::Wording::money(at(st, "money_cents", i));
    }
    const int rounds = st.value("rounds", 0);
    const QString region = QString::fromStdString(game.variant().getString("region"));
    const QString regionName = region.isEmpty() ? QString() : region.left(1).toUpper() + region.mid(1);
    if (rounds > 0)
        out.lines << ScoreBoard::tr("Dreierles (%1), round %2 of %3")
                         .arg(regionName)
                         .arg(std::min(st.value("round", 1), rounds))
                         .arg(rounds);
    else
        out.lines << ScoreBoard::tr("Dreierles (%1), round %2").arg(regionName).arg(st.value("round", 1));
    if (game.lastRound())
        out.lines << ScoreBoard::tr("Last round: Räuber or Solo");
    const dreierles::Deal* d = game.currentDeal();
    if (!game.inDeal() || !d)
        return;
    if (d->declarer() >= 0 && !d->biddingOver()) { // sides are known only when the bidding is over
        out.lines << ScoreBoard::tr("Highest bid: %1 (%2)")
                         .arg(text::Wording::contractName(dreierles::bidName(d->contract())),
                              model.name(d->declarer()));
    } else if (d->declarer() >= 0) {
        for (int s : d->table().order) // the seats playing this deal
            out.seats[static_cast<std::size_t>(s)].markers
                << (s == d->declarer() ? ScoreBoard::tr("Declarer") : ScoreBoard::tr("Opponent"));
        QString line =
            ScoreBoard::tr("Contract: %1").arg(text::Wording::contractName(dreierles::bidName(d->contract())));
        if (d->knocks() > 0)
            line += QLatin1Char('\n') + text::Wording::knockName("dreierles", d->knocks());
        out.lines << line;
    } else if (d->raeuber()) {
        out.lines << ScoreBoard::tr("Räuber: everyone for himself, the fewest card points win");
        for (int s : d->table().order)
            out.seats[static_cast<std::size_t>(s)].markers << ScoreBoard::tr("Räuber");
    }
}

void readDappen(const TableModel& model, const dappen::DappenGame& game, const json& st, TableScores& out) {
    const bool mainz = st.value("rules", std::string()) == "mainz";
    const bool played = game.dealsFinished() > 0;
    const DealResult last = game.lastResult();
    for (int s = 0; s < game.seats(); ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        SeatScore& sc = out.seats[i];
        const int total = at(st, "totals", i);
        QString line =
            mainz ? ScoreBoard::tr("Points: %1").arg(text::Wording::number(total)) : text::Wording::money(total, true);
        if (played && i < last.delta.size() && last.delta[i] != 0)
            line += QStringLiteral(" (%1)").arg(mainz ? signedNumber(last.delta[i])
                                                      : text::Wording::money(last.delta[i], true));
        sc.pad << line;
        if (!mainz)
            sc.pad << ScoreBoard::tr("Purse: %1").arg(text::Wording::money(at(st, "purse", i)));
        sc.summary = sc.pad.join(QStringLiteral(" \u00b7 "));
        if (mainz) { // Mainz counts points: on a pad
            sc.device.kind = ScoreDevice::Kind::Pad;
            sc.device.column = pencilColumn(model, "totals", i, total, true);
        } else { // money: the winnings as coins in the seat's bowl, a debt as an IOU slip
            sc.device.kind = ScoreDevice::Kind::Bowl;
            sc.device.coins = ScoreDevice::coinsFor(total);
            sc.device.debt = total < 0;
            sc.device.amount = text::Wording::money(total, true);
        }
    }
    const QString rules = QString::fromStdString(st.value("rules", std::string()));
    out.lines << ScoreBoard::tr("Dappen (%1), deal %2")
                     .arg(rules.left(1).toUpper() + rules.mid(1))
                     .arg(game.dealsFinished() + (game.inDeal() ? 1 : 0));
    const dappen::Deal* d = game.currentDeal();
    if (!game.inDeal() || !d)
        return;
    if (d->lone() < 0) {
        // While the bidding goes on: who dapped, and who stretched over the dapper.
        if (d->dapper() >= 0)
            out.seats[static_cast<std::size_t>(d->dapper())].markers
                << (d->stretcher() >= 0 ? ScoreBoard::tr("Dapped, stretched by %1").arg(model.name(d->stretcher()))
                                        : ScoreBoard::tr("Dapped"));
        if (d->stretcher() >= 0)
            out.seats[static_cast<std::size_t>(d->stretcher())].markers << ScoreBoard::tr("Stretches");
    }
    if (d->lone() >= 0) {
        out.seats[static_cast<std::size_t>(d->lone())].markers << ScoreBoard::tr("Lone player");
        const QString contract = text::Wording::contractName(std::string(dappen::contractName(d->contract())));
        out.lines << (model.isHuman(d->lone()) ? ScoreBoard::tr("You play %1").arg(contract)
                                               : ScoreBoard::tr("%1 plays %2").arg(model.name(d->lone()), contract));
    }
}

} // namespace

QString ScoreBoard::unitName(const Game& game) {
    if (game.id() == "dreeg")
        return tr("Strokes erased");
    if (game.id() == "dappen") {
        nlohmann::json st;
        game.reportStandings(st);
        return st.value("rules", std::string()) == "mainz" ? tr("Game points") : tr("Money");
    }
    return tr("Game points");
}

TableScores ScoreBoard::read(const TableModel& model) {
    TableScores out;
    if (!model.hasGame())
        return out;
    const Game& game = model.game();
    out.seats.resize(static_cast<std::size_t>(game.seats()));
    json st;
    game.reportStandings(st);
    if (game.id() == "dreeg") {
        out.stockLabel = tr("Talon");
        readDreeg(game, st, out);
    } else if (auto* ds = dynamic_cast<const dreierschnapsen::DreierschnapsenGame*>(&game)) {
        out.stockLabel = tr("Talon");
        readDreierschnapsen(model, *ds, st, out);
    } else if (auto* dl = dynamic_cast<const dreierles::DreierlesGame*>(&game)) {
        out.stockLabel = tr("Blind");
        readDreierles(model, *dl, st, out);
    } else if (auto* dp = dynamic_cast<const dappen::DappenGame*>(&game)) {
        out.stockLabel = tr("Dapp");
        readDappen(model, *dp, st, out);
    } else if (st.contains("scores") && st.contains("target")) {
        out.stockLabel = tr("Talon");
        readSchnapsen(model, game, st, out);
    }
    return out;
}

} // namespace st::ui
