// Sessions for the history's tests and benchmark: real records of every game,
// played by random legal moves through the engines (deterministic seeds), with
// file names carrying their start time as the GUI's do (yyyyMMdd-HHmmss-game.json).
#pragma once

#include "record.h"
#include "registry.h"
#include "selfplay.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace st::sample {

/// The names players are drawn from (each session seats some of them).
inline const QStringList& names() {
    static const QStringList n{QStringLiteral("Anna"),  QStringLiteral("Bert"), QStringLiteral("Carl"),
                               QStringLiteral("Dora"),  QStringLiteral("Emil"), QStringLiteral("Frieda"),
                               QStringLiteral("Gustl"), QStringLiteral("Hanne")};
    return n;
}

/// A table size the game's default rules allow: up to five when they can, chosen by the seed.
inline int tableSize(const GameInfo& g, const Variant& v, std::uint64_t seed) {
    std::vector<int> ok;
    for (int p = g.minPlayers; p <= g.maxPlayers && p <= 5; ++p)
        if (validateSetup(g, v, p).empty())
            ok.push_back(p);
    for (int p = 6; ok.empty() && p <= g.maxPlayers; ++p) // rules for big tables only (Dappen in Furtwangen)
        if (validateSetup(g, v, p).empty())
            ok.push_back(p);
    if (ok.empty())
        return g.minPlayers;
    return ok[static_cast<std::size_t>(seed % ok.size())];
}

/// One session of `g` by random legal moves: at most `maxDeals` deals; `unfinishedAt` >= 0 stops
/// the last deal after that many decisions (a session saved in the middle of a deal).
inline Record play(const GameInfo& g, std::uint64_t seed, int maxDeals, int unfinishedAt = -1) {
    Record r;
    r.game = &g;
    r.variant = presetVariant(g, g.presets.front());
    const int players = tableSize(g, r.variant, seed);
    for (int s = 0; s < players; ++s) {
        r.players.push_back(names()[static_cast<qsizetype>((seed + static_cast<std::uint64_t>(s) * 3) %
                                                           static_cast<std::uint64_t>(names().size()))]
                                .toStdString());
        r.playedBy.push_back(s == 0 ? "human" : "normal");
    }
    // The same name twice at a table would make a player's figures ambiguous: make them distinct.
    for (std::size_t s = 0; s < r.players.size(); ++s)
        for (std::size_t t = 0; t < s; ++t)
            if (r.players[s] == r.players[t])
                r.players[s].append(" ").append(std::to_string(s + 1)); // not " " + …: GCC 12 warns falsely
    Rng rng(seed);
    std::unique_ptr<Game> game = g.create(r.variant, players);
    for (int d = 0; d < maxDeals && !game->sessionOver(); ++d) {
        DealRecord deal{dealNext(*game, rng), {}};
        if (!game->startDeal(deal.setup).empty())
            break;
        const bool last = d == maxDeals - 1;
        int taken = 0;
        while (game->inDeal()) {
            if (last && unfinishedAt >= 0 && taken >= unfinishedAt)
                break;
            const auto legal = game->legalActions();
            if (legal.empty())
                break;
            const Action& a = legal[static_cast<std::size_t>(rng.below(legal.size()))];
            game->apply(a);
            deal.actions.push_back(a);
            ++taken;
        }
        r.deals.push_back(std::move(deal));
    }
    return r;
}

/// Writes a record as the GUI names its files: folder/<start>-<game>.json; the path, empty on failure.
inline QString write(const Record& r, const QString& folder, const QDateTime& start) {
    QDir().mkpath(folder);
    const QString base =
        QStringLiteral("%1/%2-%3")
            .arg(folder, start.toString(QStringLiteral("yyyyMMdd-HHmmss")), QString::fromStdString(r.game->id));
    QString path = base + QStringLiteral(".json");
    for (int n = 2; QFile::exists(path); ++n)
        path = QStringLiteral("%1-%2.json").arg(base).arg(n);
    QFile f(path);
    const std::string text = writeRecord(r);
    if (!f.open(QIODevice::WriteOnly) ||
        f.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()))
        return {};
    return path;
}

/// `count` sessions of every game in turn, a few hours apart from `first`; about one in
/// six is left unfinished in the middle of a deal. The files written, in order.
inline QStringList generate(const QString& folder, int count, std::uint64_t seed, const QDateTime& first) {
    QStringList out;
    const auto& all = games();
    for (int i = 0; i < count; ++i) {
        const GameInfo& g = all[static_cast<std::size_t>(i) % all.size()];
        const std::uint64_t s = seed * 1000003ULL + static_cast<std::uint64_t>(i);
        const bool unfinished = i % 6 == 5;
        const int maxDeals = unfinished ? 1 + static_cast<int>(s % 4) : 4 + static_cast<int>(s % 9);
        const Record r = play(g, s, maxDeals, unfinished ? static_cast<int>(s % 7) : -1);
        out << write(r, folder, first.addSecs(static_cast<qint64>(i) * 7 * 3600));
    }
    return out;
}

} // namespace st::sample
