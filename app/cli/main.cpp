// stammtisch-cli: replay, check and self-play game records from the command line.
// Exit codes: 0 ok; 1 self-play found invariant violations; 2 usage error;
// 3 an illegal action in a record; 4 an unreadable or malformed file.
// tournament exits 1 if a computer player took an illegal decision; suggest exits
// 2 when no decision is due in the record; review exits 2 for a deal or seat the record does not have.
#include "ai.h"
#include "lesson.h"
#include "record.h"
#include "registry.h"
#include "review.h"
#include "selfplay.h"
#include "soak.h"
#include "text/wording.h"
#include "tournament.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <thread>

namespace {

enum Exit { Ok = 0, Violations = 1, Usage = 2, Illegal = 3, BadFile = 4 };

class Cli {
    Q_DECLARE_TR_FUNCTIONS(Cli)

  public:
    explicit Cli(QStringList args) : args_(std::move(args)) {}
    int run();

  private:
    int usage(const QString& msg);
    /// Parses a command's options; an exit code when the command is done (a usage error, --help shown).
    std::optional<int> parseOptions(QCommandLineParser& p, const QStringList& args);
    int replayCommand(const QStringList& args, bool legalOnly);
    int selfplayCommand(const QStringList& args);
    int tournamentCommand(const QStringList& args);
    int benchCommand(const QStringList& args);
    int suggestCommand(const QStringList& args);
    int lessonCommand(const QStringList& args);
    int reviewCommand(const QStringList& args);
    int soakCommand(const QStringList& args);
    bool readRecord(const QString& path, st::Record& out, int& exitCode);
    /// readRecord(), then the record replayed through the engine; a record that does not replay
    /// is reported (exit code: a malformed file, or an illegal action).
    bool readReplayed(const QString& path, st::Record& out, st::Replay& replayed, int& exitCode);
    /// The rules for --rules PRESET and --variant JSON (its options over the preset's); false after an error.
    static bool rulesFrom(const st::GameInfo& info, const QString& preset, const QString& json, st::Variant& v,
                          int& players, QString& error);
    static void err(const QString& s) {
        QTextStream e(stderr);
        e << s << '\n';
    }
    static void out(const nlohmann::json& j) {
        const std::string s = j.dump(2) + "\n";
        std::fwrite(s.data(), 1, s.size(), stdout);
    }

    QStringList args_;
};

QString overview() {
    return Cli::tr("Usage: stammtisch-cli COMMAND [options]\n\n"
                   "Commands:\n"
                   "  replay FILE     validate and play a game record; print each deal's result as JSON\n"
                   "  legal FILE      print the seat to act after the record's last action and its legal actions\n"
                   "  selfplay        computer players play whole sessions; print a JSON summary\n"
                   "  tournament      two computer levels play duplicate deals; print scores and timings\n"
                   "  bench           playouts and open-card solver speed per game\n"
                   "  suggest FILE    the computer's decision for whoever acts next in a record\n"
                   "  lesson FILE     check a guided lesson (its deal replayed, its notes and texts)\n"
                   "  review FILE     a seat's decisions in a deal that the computer would have taken otherwise\n"
                   "  soak            random play over every game, rule preset and table size; invariants checked\n\n"
                   "Run 'stammtisch-cli COMMAND --help' for the options of a command.\n"
                   "Exit codes: 0 ok, 1 invariant violations in self-play, 2 usage error,\n"
                   "3 an illegal action in a record, 4 an unreadable or malformed file.");
}

int Cli::usage(const QString& msg) {
    err(tr("stammtisch-cli: %1").arg(msg));
    err(tr("Run 'stammtisch-cli --help' for usage."));
    return Usage;
}

std::optional<int> Cli::parseOptions(QCommandLineParser& p, const QStringList& args) {
    if (!p.parse(args))
        return usage(p.errorText());
    if (p.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << p.helpText();
        return Ok;
    }
    return std::nullopt;
}

int Cli::run() {
    if (args_.size() < 2)
        return usage(tr("no command given"));
    const QString cmd = args_[1];
    if (cmd == QLatin1String("--help") || cmd == QLatin1String("-h") || cmd == QLatin1String("help")) {
        QTextStream(stdout) << overview() << '\n';
        return Ok;
    }
    if (cmd == QLatin1String("--version")) {
        QTextStream(stdout) << "stammtisch-cli " << STAMMTISCH_VERSION << '\n';
        return Ok;
    }
    QStringList rest = args_.mid(1);
    rest[0] = QStringLiteral("stammtisch-cli ") + cmd;
    if (cmd == QLatin1String("replay"))
        return replayCommand(rest, false);
    if (cmd == QLatin1String("legal"))
        return replayCommand(rest, true);
    if (cmd == QLatin1String("selfplay"))
        return selfplayCommand(rest);
    if (cmd == QLatin1String("tournament"))
        return tournamentCommand(rest);
    if (cmd == QLatin1String("bench"))
        return benchCommand(rest);
    if (cmd == QLatin1String("suggest"))
        return suggestCommand(rest);
    if (cmd == QLatin1String("lesson"))
        return lessonCommand(rest);
    if (cmd == QLatin1String("review"))
        return reviewCommand(rest);
    if (cmd == QLatin1String("soak"))
        return soakCommand(rest);
    return usage(tr("unknown command '%1'").arg(cmd));
}

bool Cli::readRecord(const QString& path, st::Record& out, int& exitCode) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        err(tr("%1: cannot read the file: %2").arg(path, f.errorString()));
        exitCode = BadFile;
        return false;
    }
    constexpr qint64 kMax = 64 * 1024 * 1024;
    if (f.size() > kMax) {
        err(tr("%1: the file is larger than 64 MiB; not a game record").arg(path));
        exitCode = BadFile;
        return false;
    }
    const QByteArray data = f.readAll();
    auto parsed = st::parseRecord(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
    if (auto* e = std::get_if<st::RecordError>(&parsed)) {
        err(tr("%1: %2").arg(path, QString::fromStdString(e->text())));
        exitCode = BadFile;
        return false;
    }
    out = std::move(std::get<st::Record>(parsed));
    return true;
}

bool Cli::readReplayed(const QString& path, st::Record& out, st::Replay& replayed, int& exitCode) {
    if (!readRecord(path, out, exitCode))
        return false;
    replayed = st::replay(out);
    if (replayed.error) {
        err(tr("%1: the record does not replay; run 'stammtisch-cli replay' for details").arg(path));
        exitCode = replayed.error->kind == st::ReplayError::Kind::Malformed ? BadFile : Illegal;
        return false;
    }
    return true;
}

int Cli::replayCommand(const QStringList& args, bool legalOnly) {
    QCommandLineParser p;
    p.setApplicationDescription(legalOnly ? tr("Print the seat to act after the record's last action and its "
                                               "legal actions, in the record's action syntax.")
                                          : tr("Validate a game record and play it through the rules engine; "
                                               "print each deal's result and the standings as JSON."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("FILE"), tr("the game record (JSON)"));
    if (const auto stop = parseOptions(p, args))
        return *stop;
    if (p.positionalArguments().size() != 1)
        return usage(tr("expected exactly one FILE"));
    st::Record rec;
    int code = Ok;
    if (!readRecord(p.positionalArguments()[0], rec, code))
        return code;
    const QString path = p.positionalArguments()[0];
    st::Replay r = st::replay(rec);
    if (r.error) {
        const auto& e = *r.error;
        if (e.kind == st::ReplayError::Kind::Malformed) {
            err(tr("%1: %2").arg(path, QString::fromStdString(e.error.text())));
            return BadFile;
        }
        err(tr("%1: deal %2, action %3, seat %4: illegal: %5")
                .arg(path)
                .arg(e.deal)
                .arg(e.action)
                .arg(e.seat)
                .arg(st::text::Wording::reason(e.refusal, r.game->pack(), st::text::Wording::Style::Codes)));
        return Illegal;
    }
    const st::Game& g = *r.game;
    nlohmann::json j;
    if (legalOnly) {
        j["deal"] = g.inDeal() ? g.dealsFinished() : g.dealsFinished();
        if (g.sessionOver()) {
            j["session_over"] = true;
            j["seat"] = nullptr;
            j["actions"] = nlohmann::json::array();
        } else if (g.inDeal()) {
            j["seat"] = g.toAct();
            nlohmann::json acts = nlohmann::json::array();
            for (const auto& a : g.legalActions())
                acts.push_back(st::actionToJson(a, g.pack()));
            j["actions"] = acts;
            // Decisions other seats may take out of turn now (e.g. the Ace of hearts on "Hast' das?").
            nlohmann::json optional = nlohmann::json::array();
            for (int seat = 0; seat < g.seats(); ++seat) {
                if (seat == g.toAct())
                    continue;
                nlohmann::json oa = nlohmann::json::array();
                for (const auto& a : g.optionalActions(seat))
                    oa.push_back(st::actionToJson(a, g.pack()));
                if (!oa.empty())
                    optional.push_back({{"seat", seat}, {"actions", oa}});
            }
            j["optional"] = optional;
        } else {
            const st::NextDeal n = g.nextDeal();
            j["seat"] = nullptr;
            j["actions"] = nlohmann::json::array();
            nlohmann::json next;
            if (n.dealer >= 0)
                next["dealer"] = n.dealer;
            else {
                next["chooser"] = n.chooser >= 0 ? nlohmann::json(n.chooser) : nlohmann::json(nullptr);
                next["dealer_choices"] = n.dealerChoices;
            }
            j["next_deal"] = next;
        }
        out(j);
        return Ok;
    }
    j["deals"] = r.deals;
    nlohmann::json standings;
    g.reportStandings(standings);
    j["standings"] = standings;
    j["in_progress"] = g.inDeal();
    if (g.inDeal())
        j["to_act"] = g.toAct();
    out(j);
    return Ok;
}

bool Cli::rulesFrom(const st::GameInfo& info, const QString& preset, const QString& json, st::Variant& v, int& players,
                    QString& error) {
    v = st::Variant(info.options);
    if (!preset.isEmpty()) {
        const st::RulePreset* r = st::findPreset(info, preset.toStdString());
        if (!r) {
            QStringList ids;
            for (const auto& known : info.presets)
                ids << QString::fromStdString(known.id);
            error = tr("unknown rules '%1' for %2; the presets are: %3")
                        .arg(preset, QString::fromStdString(info.name), ids.join(QStringLiteral(", ")));
            return false;
        }
        std::string e;
        v = st::presetVariant(info, *r, &e);
        if (!e.empty()) {
            error = QString::fromStdString(e);
            return false;
        }
        if (r->players > 0)
            players = r->players;
    }
    if (!json.isEmpty()) {
        st::RecordError e;
        auto parsed = st::parseVariant(info, json.toStdString(), e);
        if (!parsed) {
            error = QString::fromStdString(e.text());
            return false;
        }
        for (const st::OptionSpec& o : *info.options)
            if (parsed->isSet(o.name))
                v.set(o.name, parsed->value(o.name));
    }
    return true;
}

int Cli::selfplayCommand(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(tr("Computer players (random legal moves, or a computer level with --level) play "
                                   "whole sessions; the engine's invariants are checked after every action and deal. "
                                   "Prints a JSON summary."));
    p.addHelpOption();
    QCommandLineOption game(QStringLiteral("game"), tr("the game: %1").arg(QStringLiteral("dreeg")), tr("G"));
    QCommandLineOption players(QStringLiteral("players"), tr("players at the table"), tr("N"));
    QCommandLineOption deals(QStringLiteral("deals"), tr("number of deals to play (default 1000)"), tr("K"),
                             QStringLiteral("1000"));
    QCommandLineOption seed(QStringLiteral("seed"), tr("seed of the shuffle and the players (default 1)"), tr("S"),
                            QStringLiteral("1"));
    QCommandLineOption variant(QStringLiteral("variant"), tr("rule options as a JSON object, e.g. {\"strokes\": 10}"),
                               tr("JSON"));
    QCommandLineOption rules(QStringLiteral("rules"),
                             tr("a named rule preset of the game, e.g. bamberger (--variant options apply on top)"),
                             tr("PRESET"));
    QCommandLineOption level(
        QStringLiteral("level"),
        tr("every seat played by this computer level (random, easy, normal, strong, expert) instead of "
           "random legal moves; each decision is checked by the engine"),
        tr("L"));
    QCommandLineOption bids(QStringLiteral("bids"),
                            tr("with --level: count how often each contract is bid, each deal from a fresh session, "
                               "and print those counts instead of the summary"));
    p.addOptions({game, players, deals, seed, variant, rules, level, bids});
    if (const auto stop = parseOptions(p, args))
        return *stop;
    if (!p.positionalArguments().isEmpty())
        return usage(tr("selfplay takes no file; unexpected '%1'").arg(p.positionalArguments()[0]));
    if (p.isSet(bids) && !p.isSet(level))
        return usage(tr("--bids needs --level"));
    std::optional<st::ai::Level> lvl;
    if (p.isSet(level)) {
        lvl = st::ai::levelFromName(p.value(level).toStdString());
        if (!lvl || *lvl == st::ai::Level::Oracle)
            return usage(tr("--level must be random, easy, normal, strong or expert, not '%1'").arg(p.value(level)));
    }
    if (!p.isSet(game))
        return usage(tr("--game is required"));
    const st::GameInfo* info = st::findGame(p.value(game).toStdString());
    if (!info)
        return usage(tr("unknown game '%1'").arg(p.value(game)));
    st::Variant v;
    int presetPlayers = 0;
    if (QString e; !rulesFrom(*info, p.value(rules), p.value(variant), v, presetPlayers, e))
        return usage(e);
    bool ok = true;
    int n = p.isSet(players) ? p.value(players).toInt(&ok) : presetPlayers > 0 ? presetPlayers : info->maxPlayers;
    // Without --players: the largest table the rules allow (Dreeg: four, five only for Weglöscher).
    while (!p.isSet(players) && presetPlayers == 0 && n > info->minPlayers && !st::validateSetup(*info, v, n).empty())
        --n;
    if (!ok || n < info->minPlayers || n > info->maxPlayers)
        return usage(tr("--players must be a number from %1 to %2 for %3")
                         .arg(info->minPlayers)
                         .arg(info->maxPlayers)
                         .arg(QString::fromStdString(info->name)));
    const int k = p.value(deals).toInt(&ok);
    if (!ok || k < 1 || k > 100000000)
        return usage(tr("--deals must be a positive number"));
    const qulonglong s = p.value(seed).toULongLong(&ok);
    if (!ok)
        return usage(tr("--seed must be a non-negative whole number"));
    if (auto e = st::validateSetup(*info, v, n); !e.empty())
        return usage(QString::fromStdString(e));
    if (p.isSet(bids)) {
        st::ai::BiddingConfig cfg;
        cfg.game = info;
        cfg.variant = v;
        cfg.players = n;
        cfg.level = *lvl;
        cfg.deals = k;
        cfg.seed = s;
        nlohmann::json j;
        const int illegal = st::ai::bidding(cfg, j);
        out(j);
        return illegal > 0 ? Violations : Ok;
    }
    nlohmann::json summary;
    st::SelfplayChooser chooser;
    st::SelfplayOptionalChooser optionalChooser;
    std::vector<st::ai::Player> seats;
    if (lvl) {
        for (int i = 0; i < n; ++i)
            seats.emplace_back(*lvl, s * 7919 + static_cast<qulonglong>(i));
        chooser = [&seats](const st::Game& start, const st::DealRecord& deal, const st::Game& now) {
            const int seat = now.toAct();
            const auto obs = st::ai::observe(start, deal, seat);
            if (!obs)
                return st::Action{}; // reported as an illegal decision
            return seats[static_cast<std::size_t>(seat)].decide(*obs);
        };
        optionalChooser = [&seats](const st::Game& start, const st::DealRecord& deal, const st::Game&,
                                   int seat) -> std::optional<st::Action> {
            const auto obs = st::ai::observe(start, deal, seat);
            if (!obs)
                return std::nullopt;
            return seats[static_cast<std::size_t>(seat)].decideOptional(*obs);
        };
        summary["level"] = p.value(level).toStdString();
    }
    const st::SelfplayResult res = st::selfplay(*info, v, n, k, s, summary, chooser, optionalChooser);
    out(summary);
    if (!res.violations.empty()) {
        for (const auto& m : res.violations)
            err(QString::fromStdString(m));
        return Violations;
    }
    return Ok;
}

int Cli::tournamentCommand(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(tr("Two computer levels play duplicate deals (every deal once per seat rotation: "
                                   "side A at seat r, side B at the others). Prints JSON: mean score per deal with "
                                   "95% intervals, win rates and decision times."));
    p.addHelpOption();
    QCommandLineOption game(QStringLiteral("game"), tr("the game"), tr("G"));
    QCommandLineOption players(QStringLiteral("players"), tr("players at the table"), tr("N"));
    QCommandLineOption a(QStringLiteral("a"), tr("level of side A: random, easy, normal, strong, expert, oracle"),
                         tr("LEVEL"));
    QCommandLineOption b(QStringLiteral("b"), tr("level of side B"), tr("LEVEL"));
    QCommandLineOption deals(QStringLiteral("deals"), tr("number of deals (default 100)"), tr("K"),
                             QStringLiteral("100"));
    QCommandLineOption seed(QStringLiteral("seed"), tr("seed (default 1)"), tr("S"), QStringLiteral("1"));
    QCommandLineOption variant(QStringLiteral("variant"), tr("rule options as a JSON object"), tr("JSON"));
    QCommandLineOption rules(QStringLiteral("rules"), tr("a named rule preset of the game (--variant applies on top)"),
                             tr("PRESET"));
    QCommandLineOption first(QStringLiteral("first"),
                             tr("start at deal D of the seed's sequence (the deals before it are dealt, not "
                                "played): parts of one long run, merged by tools/ai/merge_tournaments.py"),
                             tr("D"), QStringLiteral("0"));
    QCommandLineOption raw(QStringLiteral("raw"), tr("add each deal's scores and every decision time (for merging)"));
    QCommandLineOption bWithout(
        QStringLiteral("b-without"),
        tr("side B without these parts of its search, comma-separated (playout_bids, "
           "inference, failed_close, talon_search, play_inference, playout_closes, blind_close, "
           "quiet_random, follow_inference, wide_worlds, trump_low, few_points, exact_ends, playout_knocks, "
           "discard_inference): the level as it was before them, against side A with them"),
        tr("PARTS"));
    p.addOptions({game, players, a, b, deals, seed, variant, rules, first, raw, bWithout});
    if (const auto stop = parseOptions(p, args))
        return *stop;
    if (!p.isSet(game) || !p.isSet(a) || !p.isSet(b))
        return usage(tr("--game, --a and --b are required"));
    st::ai::TournamentConfig cfg;
    cfg.game = st::findGame(p.value(game).toStdString());
    if (!cfg.game)
        return usage(tr("unknown game '%1'").arg(p.value(game)));
    auto la = st::ai::levelFromName(p.value(a).toStdString());
    auto lb = st::ai::levelFromName(p.value(b).toStdString());
    if (!la || !lb)
        return usage(tr("levels are random, easy, normal, strong, expert, oracle"));
    cfg.a = *la;
    cfg.b = *lb;
    int presetPlayers = 0;
    if (QString e; !rulesFrom(*cfg.game, p.value(rules), p.value(variant), cfg.variant, presetPlayers, e))
        return usage(e);
    bool ok = true;
    cfg.players = p.isSet(players)    ? p.value(players).toInt(&ok)
                  : presetPlayers > 0 ? presetPlayers
                                      : st::ai::defaultPlayers(*cfg.game, cfg.variant);
    if (!ok || cfg.players < cfg.game->minPlayers || cfg.players > cfg.game->maxPlayers)
        return usage(
            tr("--players must be a number from %1 to %2").arg(cfg.game->minPlayers).arg(cfg.game->maxPlayers));
    if (auto e = st::validateSetup(*cfg.game, cfg.variant, cfg.players); !e.empty())
        return usage(QString::fromStdString(e));
    cfg.deals = p.value(deals).toInt(&ok);
    if (!ok || cfg.deals < 1)
        return usage(tr("--deals must be a positive number"));
    cfg.seed = p.value(seed).toULongLong(&ok);
    if (!ok)
        return usage(tr("--seed must be a non-negative whole number"));
    // Every deal before the first is dealt: a bound keeps that to seconds.
    constexpr int kMaxFirst = 1'000'000;
    cfg.first = p.value(first).toInt(&ok);
    if (!ok || cfg.first < 0 || cfg.first > kMaxFirst)
        return usage(tr("--first must be a whole number from 0 to %1").arg(kMaxFirst));
    cfg.raw = p.isSet(raw);
    for (const QString& part : p.value(bWithout).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!st::ai::knownSearchPart(part.toStdString()))
            return usage(tr("--b-without takes playout_bids, inference, failed_close, talon_search, "
                            "play_inference, playout_closes, blind_close, quiet_random, follow_inference, "
                            "wide_worlds, trump_low, few_points, exact_ends, playout_knocks, discard_inference"));
        cfg.bWithout.push_back(part.toStdString());
    }
    nlohmann::json j;
    const int illegal = st::ai::tournament(cfg, j);
    out(j);
    return illegal > 0 ? Violations : Ok;
}

int Cli::benchCommand(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(tr("Playouts per second and open-card solver speed per game (JSON)."));
    p.addHelpOption();
    QCommandLineOption game(QStringLiteral("game"), tr("only this game (default: all)"), tr("G"));
    QCommandLineOption seconds(QStringLiteral("seconds"), tr("time per measurement (default 1)"), tr("T"),
                               QStringLiteral("1"));
    QCommandLineOption seed(QStringLiteral("seed"), tr("seed (default 1)"), tr("S"), QStringLiteral("1"));
    p.addOptions({game, seconds, seed});
    if (const auto stop = parseOptions(p, args))
        return *stop;
    bool ok = true;
    const double secs = p.value(seconds).toDouble(&ok);
    if (!ok || secs <= 0 || secs > 600)
        return usage(tr("--seconds must be a positive number up to 600"));
    const qulonglong s = p.value(seed).toULongLong(&ok);
    if (!ok)
        return usage(tr("--seed must be a non-negative whole number"));
    nlohmann::json list = nlohmann::json::array();
    for (const auto& info : st::games()) {
        if (p.isSet(game) && p.value(game).toStdString() != info.id)
            continue;
        st::Variant v(info.options);
        const int n = st::ai::defaultPlayers(info, v);
        if (n == 0)
            continue;
        nlohmann::json j;
        st::ai::bench(info, v, n, s, secs, j);
        list.push_back(j);
    }
    if (list.empty())
        return usage(tr("unknown game '%1'").arg(p.value(game)));
    out(list);
    return Ok;
}

int Cli::lessonCommand(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(tr("Check a guided lesson: its deal is replayed through the rules engine, its "
                                   "notes and both languages of its texts are checked; print a summary as JSON."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("FILE"), tr("the lesson (JSON)"));
    if (const auto stop = parseOptions(p, args))
        return *stop;
    if (p.positionalArguments().size() != 1)
        return usage(tr("expected exactly one FILE"));
    const QString path = p.positionalArguments()[0];
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly) || f.size() > 16 * 1024 * 1024) {
        err(tr("%1: cannot read the file: %2").arg(path, f.errorString()));
        return BadFile;
    }
    const QByteArray data = f.readAll();
    auto parsed = st::parseLesson(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
    if (auto* e = std::get_if<st::RecordError>(&parsed)) {
        QString why;
        // An action the engine refuses: the refusal in words, as `replay` says it.
        const auto j = nlohmann::json::parse(data.constData(), data.constData() + data.size(), nullptr, false);
        if (j.is_object() && j.contains("record")) {
            auto rec = st::parseRecord(j["record"].dump());
            if (auto* r = std::get_if<st::Record>(&rec)) {
                const st::Replay rp = st::replay(*r);
                if (rp.error && rp.error->kind == st::ReplayError::Kind::Illegal)
                    why =
                        QStringLiteral(" (") +
                        st::text::Wording::reason(rp.error->refusal, rp.game->pack(), st::text::Wording::Style::Codes) +
                        QLatin1Char(')');
            }
        }
        err(tr("%1: %2").arg(path, QString::fromStdString(e->text())) + why);
        return BadFile;
    }
    const st::Lesson& l = std::get<st::Lesson>(parsed);
    nlohmann::json out;
    out["id"] = l.id;
    out["game"] = l.game->id;
    out["title"] = l.title.en;
    out["actions"] = l.deal().actions.size();
    out["learner_actions"] = std::count_if(l.deal().actions.begin(), l.deal().actions.end(),
                                           [&](const st::Action& a) { return a.seat == l.learner; });
    out["notes"] = l.notes.size();
    out["ok"] = true;
    this->out(out);
    return Ok;
}

int Cli::suggestCommand(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(tr("Print the decision the computer player takes for whoever acts next in the "
                                   "record, computed only from that seat's view (other hands are ignored)."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("FILE"), tr("the game record (JSON)"));
    // The hint's player and seed by default, so that the CLI and the table's hint agree.
    QCommandLineOption level(QStringLiteral("level"),
                             tr("random, easy, normal, strong or expert (default expert, as the hint)"), tr("L"),
                             QString::fromStdString(std::string(st::ai::levelName(st::ai::kHintLevel))));
    QCommandLineOption seed(QStringLiteral("seed"), tr("seed (default 1)"), tr("S"),
                            QString::number(st::ai::kSuggestSeed));
    p.addOptions({level, seed});
    if (const auto stop = parseOptions(p, args))
        return *stop;
    if (p.positionalArguments().size() != 1)
        return usage(tr("expected exactly one FILE"));
    auto l = st::ai::levelFromName(p.value(level).toStdString());
    if (!l || *l == st::ai::Level::Oracle)
        return usage(tr("--level must be random, easy, normal, strong or expert"));
    bool ok = true;
    const qulonglong s = p.value(seed).toULongLong(&ok);
    if (!ok)
        return usage(tr("--seed must be a non-negative whole number"));
    st::Record rec;
    st::Replay r;
    int code = Ok;
    const QString path = p.positionalArguments()[0];
    if (!readReplayed(path, rec, r, code))
        return code;
    std::string why;
    auto obs = st::ai::observeRecord(rec, &why);
    if (!obs) {
        err(tr("%1: no decision is due (%2)").arg(path, QString::fromStdString(why)));
        return Usage;
    }
    // The hint at the table asks the same (st::ai::suggest, the same seed by default): they agree.
    out(st::actionToJson(st::ai::suggest(*obs, *l, s).action.value_or(st::Action{}), r.game->pack()));
    return Ok;
}

int Cli::reviewCommand(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Review a seat's decisions in one deal of a record: print as JSON each decision where the computer "
           "player would have chosen otherwise, with the value it expected of both choices (the game's unit). "
           "Only what the seat knew at each decision is used."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("FILE"), tr("the game record (JSON)"));
    QCommandLineOption deal(QStringLiteral("deal"), tr("the deal, counted from 0 (default the last)"), tr("N"));
    QCommandLineOption seat(QStringLiteral("seat"),
                            tr("the seat, counted from 0 (default the first seat played by a human, else 0)"), tr("S"));
    QCommandLineOption level(QStringLiteral("level"),
                             tr("the reviewing player: normal, strong or expert (default strong)"), tr("L"),
                             QStringLiteral("strong"));
    QCommandLineOption seed(QStringLiteral("seed"), tr("seed (default 1)"), tr("S"), QStringLiteral("1"));
    QCommandLineOption margin(QStringLiteral("margin"),
                              tr("report only differences larger than this (default: the game's own margin)"), tr("M"));
    p.addOptions({deal, seat, level, seed, margin});
    if (const auto stop = parseOptions(p, args))
        return *stop;
    if (p.positionalArguments().size() != 1)
        return usage(tr("expected exactly one FILE"));
    auto l = st::ai::levelFromName(p.value(level).toStdString());
    if (!l || (*l != st::ai::Level::Normal && *l != st::ai::Level::Strong && *l != st::ai::Level::Expert))
        return usage(tr("--level must be normal, strong or expert"));
    bool ok = true;
    st::ai::ReviewOptions opt;
    opt.level = *l;
    opt.seed = p.value(seed).toULongLong(&ok);
    if (!ok)
        return usage(tr("--seed must be a non-negative whole number"));
    if (p.isSet(margin)) {
        opt.margin = p.value(margin).toDouble(&ok);
        if (!ok || !(opt.margin > 0) || !std::isfinite(opt.margin))
            return usage(tr("--margin must be a positive number"));
    }
    int dealIndex = -1, seatIndex = -1;
    if (p.isSet(deal)) {
        dealIndex = p.value(deal).toInt(&ok);
        if (!ok || dealIndex < 0)
            return usage(tr("--deal must be a non-negative whole number"));
    }
    if (p.isSet(seat)) {
        seatIndex = p.value(seat).toInt(&ok);
        if (!ok || seatIndex < 0)
            return usage(tr("--seat must be a non-negative whole number"));
    }
    st::Record rec;
    st::Replay r;
    int code = Ok;
    const QString path = p.positionalArguments()[0];
    if (!readReplayed(path, rec, r, code))
        return code;
    if (rec.deals.empty())
        return usage(tr("%1: the record has no deal to review").arg(path));
    if (dealIndex < 0)
        dealIndex = static_cast<int>(rec.deals.size()) - 1;
    if (static_cast<std::size_t>(dealIndex) >= rec.deals.size())
        return usage(tr("--deal must be from 0 to %1 for this record").arg(rec.deals.size() - 1));
    if (seatIndex < 0) {
        const auto human = std::find(rec.playedBy.begin(), rec.playedBy.end(), "human");
        seatIndex = human == rec.playedBy.end() ? 0 : static_cast<int>(human - rec.playedBy.begin());
    }
    if (seatIndex >= r.game->seats())
        return usage(tr("--seat must be from 0 to %1 for this record").arg(r.game->seats() - 1));
    std::string why;
    const auto points = st::ai::reviewDeal(rec, static_cast<std::size_t>(dealIndex), seatIndex, opt, &why);
    if (!why.empty()) {
        err(tr("%1: %2").arg(path, QString::fromStdString(why)));
        return Illegal;
    }
    const st::Pack& pack = r.game->pack();
    nlohmann::json j;
    j["game"] = rec.game->id;
    j["deal"] = dealIndex;
    j["seat"] = seatIndex;
    j["level"] = std::string(st::ai::levelName(opt.level));
    j["seed"] = opt.seed;
    j["margin"] = opt.margin > 0 ? opt.margin : st::ai::defaultMargin(rec.game->id);
    j["points"] = nlohmann::json::array();
    for (const auto& pt : points) {
        nlohmann::json o;
        o["deal"] = pt.deal;
        o["action"] = pt.action;
        o["chosen"] = st::actionToJson(pt.chosen, pack);
        o["better"] = st::ai::declines(pt) ? nlohmann::json(nullptr) : st::actionToJson(pt.better, pack);
        o["chosen_value"] = pt.chosenValue;
        o["better_value"] = pt.betterValue;
        j["points"].push_back(o);
    }
    out(j);
    return Ok;
}

int Cli::soakCommand(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription(
        tr("Random legal players play every rule preset of every game at every table size it allows, the engine's "
           "invariants checked after every deal; prints a JSON table (deals, sessions, violations, seconds per run) "
           "and exits 1 on any violation. Progress goes to standard error."));
    p.addHelpOption();
    QCommandLineOption game(QStringLiteral("game"), tr("only this game (default: all)"), tr("G"));
    QCommandLineOption deals(QStringLiteral("deals"), tr("deals per game and preset (default 10000)"), tr("K"),
                             QStringLiteral("10000"));
    QCommandLineOption seed(QStringLiteral("seed"), tr("seed (default 1)"), tr("S"), QStringLiteral("1"));
    QCommandLineOption jobs(QStringLiteral("jobs"), tr("runs at once (default: the number of cores)"), tr("J"));
    p.addOptions({game, deals, seed, jobs});
    if (const auto stop = parseOptions(p, args))
        return *stop;
    if (!p.positionalArguments().isEmpty())
        return usage(tr("soak takes no file; unexpected '%1'").arg(p.positionalArguments()[0]));
    if (p.isSet(game) && !st::findGame(p.value(game).toStdString()))
        return usage(tr("unknown game '%1'").arg(p.value(game)));
    bool ok = true;
    const int k = p.value(deals).toInt(&ok);
    if (!ok || k < 1 || k > 100000000)
        return usage(tr("--deals must be a positive number"));
    const qulonglong s = p.value(seed).toULongLong(&ok);
    if (!ok)
        return usage(tr("--seed must be a non-negative whole number"));
    int j = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    if (p.isSet(jobs)) {
        j = p.value(jobs).toInt(&ok);
        if (!ok || j < 1 || j > 64)
            return usage(tr("--jobs must be a number from 1 to 64"));
    }
    const auto plan = st::soakPlan(k, p.value(game).toStdString(), s);
    std::size_t finished = 0;
    const auto outcomes = st::runSoak(plan, j, [&](const st::SoakOutcome& o) {
        ++finished;
        err(tr("[%1/%2] %3 %4, %5 players: %6 deals, %7 violations, %8 s")
                .arg(finished)
                .arg(plan.size())
                .arg(QString::fromStdString(o.row.game->id), QString::fromStdString(o.row.preset->id))
                .arg(o.row.players)
                .arg(o.result.deals)
                .arg(o.result.violations.size())
                .arg(o.seconds, 0, 'f', 1));
    });
    nlohmann::json rows = nlohmann::json::array();
    std::size_t violations = 0;
    long long total = 0;
    double seconds = 0;
    for (const auto& o : outcomes) {
        nlohmann::json r;
        r["game"] = o.row.game->id;
        r["rules"] = o.row.preset->id;
        r["players"] = o.row.players;
        r["seed"] = o.row.seed;
        r["deals"] = o.result.deals;
        r["sessions_completed"] = o.result.sessions;
        r["violations"] = o.result.violations.size();
        r["seconds"] = o.seconds;
        if (!o.result.violations.empty()) {
            std::vector<std::string> first(
                o.result.violations.begin(),
                o.result.violations.begin() +
                    static_cast<std::ptrdiff_t>(std::min<std::size_t>(10, o.result.violations.size())));
            r["violation_messages"] = first;
            for (const auto& m : first)
                err(tr("%1 %2, %3 players, seed %4: %5")
                        .arg(QString::fromStdString(o.row.game->id), QString::fromStdString(o.row.preset->id))
                        .arg(o.row.players)
                        .arg(o.row.seed)
                        .arg(QString::fromStdString(m)));
        }
        violations += o.result.violations.size();
        total += o.result.deals;
        seconds += o.seconds;
        rows.push_back(r);
    }
    // The same figures per game and preset (the table for the notes).
    nlohmann::json presets = nlohmann::json::array();
    for (const auto& o : outcomes) {
        if (presets.empty() || presets.back()["game"] != o.row.game->id || presets.back()["rules"] != o.row.preset->id)
            presets.push_back({{"game", o.row.game->id},
                               {"rules", o.row.preset->id},
                               {"players", nlohmann::json::array()},
                               {"deals", 0},
                               {"sessions_completed", 0},
                               {"violations", 0},
                               {"cpu_seconds", 0.0}});
        nlohmann::json& pr = presets.back();
        if (pr["players"].empty() || pr["players"].back() != o.row.players)
            pr["players"].push_back(o.row.players);
        pr["deals"] = pr["deals"].get<long long>() + o.result.deals;
        pr["sessions_completed"] = pr["sessions_completed"].get<long long>() + o.result.sessions;
        pr["violations"] = pr["violations"].get<std::size_t>() + o.result.violations.size();
        pr["cpu_seconds"] = pr["cpu_seconds"].get<double>() + o.seconds;
    }
    out({{"runs", rows}, {"presets", presets}, {"deals", total}, {"violations", violations}, {"cpu_seconds", seconds}});
    return violations == 0 ? Ok : Violations;
}

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("stammtisch-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(STAMMTISCH_VERSION));
    return Cli(QCoreApplication::arguments()).run();
}
