#include "sheets/scoresheet.h"

#include "dialogs/newgamedialog.h"
#include "record.h"
#include "registry.h"
#include "text/wording.h"

#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <memory>

namespace st::ui {

namespace {

using nlohmann::json;
using text::Wording;

/// One finished deal as the engine reported it.
struct PlayedDeal {
    int number = 0; ///< from 1
    int dealer = -1;
    json report; ///< dealReport(): delta, card_points and the game's fields
    json before; ///< reportStandings() before the deal
    json after;  ///< reportStandings() after it
};

struct Replayed {
    std::unique_ptr<Game> game;
    std::vector<PlayedDeal> deals;
};

/// Replay deal by deal, keeping each deal's report and the standings around it. A deal
/// still being played (mid-session) or a refused action ends the replay.
Replayed replayDeals(const Record& rec) {
    Replayed out;
    out.game = newGame(rec);
    Game* g = out.game.get();
    if (!g)
        return out;
    for (const DealRecord& d : rec.deals) {
        if (g->inDeal() || g->sessionOver())
            break;
        PlayedDeal p;
        g->reportStandings(p.before);
        if (!g->startDeal(d.setup).empty())
            break;
        bool refused = false;
        for (const Action& a : d.actions) {
            if (g->check(a)) {
                refused = true;
                break;
            }
            g->apply(a);
        }
        if (refused || g->inDeal())
            break;
        p.number = static_cast<int>(out.deals.size()) + 1;
        p.dealer = d.setup.dealer;
        p.report = dealReport(*g);
        g->reportStandings(p.after);
        out.deals.push_back(std::move(p));
    }
    return out;
}

int at(const json& j, const char* key, std::size_t i) {
    if (!j.contains(key) || !j[key].is_array() || i >= j[key].size() || !j[key][i].is_number_integer())
        return 0;
    return j[key][i].get<int>();
}

int seatAt(const json& j, const char* key) {
    return j.contains(key) && j[key].is_number_integer() ? j[key].get<int>() : -1;
}

QString str(const json& j, const char* key) {
    return j.contains(key) && j[key].is_string() ? QString::fromStdString(j[key].get<std::string>()) : QString();
}

SheetCell cell(const QString& text, const QString& sub = {}) {
    SheetCell c;
    c.text = text;
    c.sub = sub;
    return c;
}

SheetCell leftCell(const QString& text, const QString& sub = {}) {
    SheetCell c = cell(text, sub);
    c.left = true;
    return c;
}

SheetCell strongCell(const QString& text, const QString& sub = {}) {
    SheetCell c = cell(text, sub);
    c.strong = true;
    return c;
}

/// A deal's knocks as a person writes them in the ledger; the factor is written under it.
QString knocksText(std::string_view gameId, int knocks, bool raeuber) {
    if (knocks <= 0)
        return QStringLiteral("\u2013");
    if (gameId == "dreierschnapsen" && knocks <= 2)
        return knocks == 1 ? ScoreSheet::tr("Spritzen") : ScoreSheet::tr("Retour");
    if (gameId == "dreierles" && !raeuber && knocks <= 2)
        return knocks == 1 ? ScoreSheet::tr("Kontra") : ScoreSheet::tr("Re");
    return knocks == 1 ? ScoreSheet::tr("one knock") : ScoreSheet::tr("%1 knocks").arg(knocks);
}

QString change(int n) {
    return n == 0 ? QStringLiteral("\u2013") : Wording::signedNumber(n);
}

QString phaseTitle(const std::string& id) {
    if (id == "66")
        return ScoreSheet::tr("Sechsundsechzig");
    if (id == "rot_assen")
        return ScoreSheet::tr("Rot-Assen");
    if (id == "rufen")
        return ScoreSheet::tr("Rufen");
    if (id == "kamerun")
        return ScoreSheet::tr("Kamerun");
    if (id == "kamerun_bei_nacht")
        return ScoreSheet::tr("Kamerun bei Nacht");
    if (id == "wegloescher")
        return ScoreSheet::tr("Weglöscher");
    return QString::fromStdString(id);
}

/// An option's value in the words of the New game dialog (a choice's or list element's name, not its key).
QString optionValue(const std::string& option, const OptionValue& v) {
    if (const bool* b = std::get_if<bool>(&v))
        return *b ? ScoreSheet::tr("on") : ScoreSheet::tr("off");
    if (const int* i = std::get_if<int>(&v))
        return Wording::number(*i);
    if (const std::string* s = std::get_if<std::string>(&v))
        return st::text::OptionNames::choiceLabel(option, *s);
    QStringList items;
    for (const std::string& s : std::get<std::vector<std::string>>(v))
        items << st::text::OptionNames::choiceLabel(option, s);
    return items.join(QStringLiteral(", "));
}

/// An option's name as the New game dialog labels it, without the dialog's hint in brackets
/// ("Rounds (0: no end)" is "Rounds": the header gives the value).
QString headerLabel(const std::string& option) {
    static const QRegularExpression hint(QStringLiteral("\\s*\\([^()]*\\)$"));
    return st::text::OptionNames::optionLabel(option).remove(hint);
}

/// The rule preset the variant is (or is closest to) and the options that differ from it.
QString rulesText(const Record& rec) {
    const GameInfo& g = *rec.game;
    const RulePreset* best = nullptr;
    QStringList bestDiff;
    for (const RulePreset& p : g.presets) {
        const Variant pv = presetVariant(g, p);
        QStringList diff;
        for (const OptionSpec& o : rec.variant.specs())
            if (rec.variant.value(o.name) != pv.value(o.name))
                diff << QStringLiteral("%1: %2").arg(headerLabel(o.name),
                                                     optionValue(o.name, rec.variant.value(o.name)));
        if (!best || diff.size() < bestDiff.size()) {
            best = &p;
            bestDiff = diff;
        }
    }
    if (!best)
        return ScoreSheet::tr("Standard rules");
    const QString name = st::text::OptionNames::presetName(*best);
    if (bestDiff.isEmpty())
        return name;
    return ScoreSheet::tr("%1, changed: %2").arg(name, bestDiff.join(QStringLiteral("; ")));
}

QString dappenRulesName(const std::string& r) {
    if (r == "furtwangen")
        return ScoreSheet::tr("Furtwangen");
    if (r == "breitnau")
        return ScoreSheet::tr("Breitnau");
    if (r == "buchenbach")
        return ScoreSheet::tr("Buchenbach");
    if (r == "mainz")
        return ScoreSheet::tr("Mainz");
    return QString::fromStdString(r);
}

/// The game's key figures for the header (what a person writes at the top of the pad).
QString keyFigures(const Record& rec, const Game& g, const json& st) {
    const std::string_view id = g.id();
    if (id == "dreeg")
        return ScoreSheet::tr("%n stroke(s) per slate", nullptr, rec.variant.getInt("strokes")) + QStringLiteral(", ") +
               ScoreSheet::tr("%n phase(s)", nullptr, static_cast<int>(rec.variant.getList("phases").size()));
    if (id == "schnapsen" || id == "dreierschnapsen")
        return ScoreSheet::tr("to %n game point(s)", nullptr, st.value("target", 0));
    if (id == "dreierles") {
        QStringList parts;
        if (st.value("stake_cents", 0) > 0)
            parts << ScoreSheet::tr("stake %1 per game point").arg(Wording::money(st.value("stake_cents", 0)));
        if (st.value("rounds", 0) > 0)
            parts << ScoreSheet::tr("%n round(s)", nullptr, st.value("rounds", 0));
        return parts.join(QStringLiteral(", "));
    }
    if (id == "dappen") {
        const std::string r = st.value("rules", std::string());
        return r == "mainz" ? ScoreSheet::tr("%1 rules, game points").arg(dappenRulesName(r))
                            : ScoreSheet::tr("%1 rules, in cents").arg(dappenRulesName(r));
    }
    return {};
}

QString name(const Record& rec, int seat) {
    if (seat < 0 || seat >= static_cast<int>(rec.players.size()))
        return QStringLiteral("\u2013");
    return Wording::playerName(QString::fromStdString(rec.players[static_cast<std::size_t>(seat)]));
}

QString names(const Record& rec, const json& seats) {
    QStringList out;
    if (seats.is_array())
        for (const json& s : seats)
            if (s.is_number_integer())
                out << name(rec, s.get<int>());
    return nameList(out);
}

// ---------------------------------------------------------------------------------------------
// Dreeg: the slates of each phase.

void buildDreeg(const Record& rec, const Replayed& r, ScoreSheet& sheet) {
    const int n = r.game->seats();
    std::size_t k = 0;
    while (k < r.deals.size()) {
        const PlayedDeal& first = r.deals[k];
        const int phase = first.report.value("phase", 1);
        SheetSlates slates;
        std::vector<SheetSlate> seat(static_cast<std::size_t>(n));
        for (int s = 0; s < n; ++s) {
            SheetSlate& sl = seat[static_cast<std::size_t>(s)];
            sl.player = name(rec, s);
            sl.start = at(first.before, "strokes", static_cast<std::size_t>(s));
        }
        std::size_t last = k;
        bool ended = false;
        for (; last < r.deals.size() && r.deals[last].report.value("phase", 1) == phase; ++last) {
            const PlayedDeal& d = r.deals[last];
            for (int s = 0; s < n; ++s) {
                const std::size_t i = static_cast<std::size_t>(s);
                SheetSlate& sl = seat[i];
                const int e = at(d.report, "delta", i);
                if (e > 0)
                    sl.erased.append({d.number, e});
                sl.left = at(d.report, "strokes_left", i);
                sl.bollern = at(d.after, "bollern", i);
            }
            const json& losers = d.report.value("phase_losers", json::array());
            if (!losers.empty()) {
                ended = true;
                for (const json& l : losers)
                    if (l.is_number_integer() && l.get<int>() >= 0 && l.get<int>() < n)
                        seat[static_cast<std::size_t>(l.get<int>())].lost = true;
                slates.note = ScoreSheet::tr("Lost the phase: %1 (a Bollern)").arg(names(rec, losers));
                ++last;
                break;
            }
        }
        const int firstNo = first.number, lastNo = r.deals[last - 1].number;
        const QString deals = firstNo == lastNo ? ScoreSheet::tr("deal %1").arg(firstNo)
                                                : ScoreSheet::tr("deals %1\u2013%2").arg(firstNo).arg(lastNo);
        slates.caption = ScoreSheet::tr("Phase %1: %2 (%3)")
                             .arg(phase)
                             .arg(phaseTitle(first.report.value("phase_name", std::string())), deals);
        if (!ended)
            slates.note = ScoreSheet::tr("The phase goes on.");
        const std::string phaseId = first.report.value("phase_name", std::string());
        if ((phaseId == "kamerun" || phaseId == "kamerun_bei_nacht") &&
            rec.variant.getString("kamerun_scoring") != "bamberger")
            slates.note += QLatin1Char('\n') + ScoreSheet::tr("In Kamerun erasing is bad: the first slate wiped "
                                                              "clean loses.");
        for (const SheetSlate& sl : seat)
            slates.slates.append(sl);
        SheetBlock b;
        b.kind = SheetBlock::Kind::Slates;
        b.slates = slates;
        sheet.blocks.append(b);
        k = last;
    }
}

// ---------------------------------------------------------------------------------------------
// Schnapsen and Dreierschnapsen: the Bummerl pad.

QString schnapsenHow(const std::string& o) {
    if (o == "out")
        return ScoreSheet::tr("Out with 66");
    if (o == "out_short")
        return ScoreSheet::tr("Out short of 66");
    if (o == "out_against_closer")
        return ScoreSheet::tr("Out against the closer");
    if (o == "closer_made")
        return ScoreSheet::tr("Closed, made");
    if (o == "closer_failed")
        return ScoreSheet::tr("Closed, failed");
    if (o == "last_trick")
        return ScoreSheet::tr("Last trick");
    if (o == "revoke")
        return ScoreSheet::tr("Revoke");
    return QString::fromStdString(o);
}

QString cardPoints(const json& report, int n) {
    QStringList pts;
    for (int s = 0; s < n; ++s)
        pts << Wording::number(at(report, "card_points", static_cast<std::size_t>(s)));
    return pts.join(QStringLiteral(" : "));
}

/// The card points when the talon was closed ("0 : 35").
QString closePoints(const json& report, int n) {
    QStringList pts;
    for (int s = 0; s < n; ++s)
        pts << Wording::number(at(report, "close_points", static_cast<std::size_t>(s)));
    return pts.join(QStringLiteral(" : "));
}

void buildSchnapsen(const Record& rec, const Replayed& r, ScoreSheet& sheet) {
    const int n = r.game->seats();
    const bool three = r.game->id() == "dreierschnapsen";
    SheetTable t;
    t.caption = ScoreSheet::tr("Bummerl pad");
    t.headers << ScoreSheet::tr("Deal") << ScoreSheet::tr("Dealer");
    t.widths << 4 << 9;
    if (three) {
        t.headers << ScoreSheet::tr("Declarer") << ScoreSheet::tr("Contract") << ScoreSheet::tr("Knocks")
                  << ScoreSheet::tr("Result");
        // Room for "Kontrabauernschnapser" and "Entscheidungsspiel" (a word each, which cannot wrap).
        t.widths << 10 << 18 << 7 << 9; // and for the German "Alleinspieler", "ausgemeldet"
    } else {
        t.headers << ScoreSheet::tr("Won by") << ScoreSheet::tr("How") << ScoreSheet::tr("Card points");
        t.widths << 9 << 13 << 9;
    }
    for (int s = 0; s < n; ++s) {
        t.headers << name(rec, s);
        t.widths << (three ? 9 : 10);
    }
    for (const PlayedDeal& d : r.deals) {
        QList<SheetCell> row;
        row << cell(QString::number(d.number)) << leftCell(name(rec, d.dealer));
        const json& rep = d.report;
        if (three) {
            if (rep.value("tie_break", false)) {
                row << leftCell(name(rec, seatAt(rep, "winner"))) << leftCell(ScoreSheet::tr("Tie-break"))
                    << cell(QString()) << leftCell(schnapsenHow(rep.value("outcome", std::string())));
            } else if (rep.value("redeal", false)) {
                row << cell(QString()) << leftCell(ScoreSheet::tr("Redeal (three Unter)")) << cell(QString())
                    << cell(QString());
            } else {
                const int knocks = rep.value("knocks", 0);
                row << leftCell(name(rec, seatAt(rep, "declarer")))
                    << leftCell(Wording::contractName(rep.value("contract", std::string())),
                                // played without the talon: worth a point more
                                rep.value("without_talon", false) ? ScoreSheet::tr("without talon") : QString())
                    << cell(knocksText("dreierschnapsen", knocks, false),
                            knocks > 0 ? ScoreSheet::tr("\u00d7%1").arg(1 << knocks) : QString())
                    << cell(rep.value("declarer_won", false) ? ScoreSheet::tr("made") : ScoreSheet::tr("lost"));
            }
        } else {
            // A closed talon changes what the deal is worth (the loser's tricks and points at the close
            // count, not at the end): the pad says who closed and the points when they did.
            const int closer = seatAt(rep, "closed_by");
            const std::string outcome = rep.value("outcome", std::string());
            QString how = schnapsenHow(outcome);
            if (closer >= 0 && outcome != "closer_made" && outcome != "closer_failed" &&
                outcome != "out_against_closer")
                how = ScoreSheet::tr("Closed by %1; %2").arg(name(rec, closer), how);
            row << leftCell(name(rec, seatAt(rep, "winner"))) << leftCell(how)
                << cell(cardPoints(rep, n), closer >= 0 && rep.contains("close_points")
                                                ? ScoreSheet::tr("at the close %1").arg(closePoints(rep, n))
                                                : QString());
        }
        const bool countdown = d.after.contains("remaining");
        for (int s = 0; s < n; ++s) {
            const std::size_t i = static_cast<std::size_t>(s);
            SheetCell c;
            const int gained = at(rep, "delta", i);
            c.tally = gained > 0 ? gained : -1;
            c.text = gained > 0 ? QString() : QStringLiteral("\u2013");
            c.sub = countdown ? ScoreSheet::tr("%1 to go").arg(at(d.after, "remaining", i))
                              : ScoreSheet::tr("= %1").arg(at(d.after, "scores", i));
            row << c;
        }
        t.rows << row;
    }
    const json st = r.deals.empty() ? json() : r.deals.back().after;
    json now;
    r.game->reportStandings(now);
    const int fixed = three ? 6 : 5;
    QList<SheetCell> points, bummerl;
    points << strongCell(ScoreSheet::tr("Game points"));
    bummerl << strongCell(ScoreSheet::tr("Bummerl"));
    for (int k = 1; k < fixed; ++k) {
        points << cell(QString());
        bummerl << cell(QString());
    }
    for (int s = 0; s < n; ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        points << strongCell(ScoreSheet::tr("%1 of %2").arg(at(now, "scores", i)).arg(now.value("target", 0)));
        SheetCell b = strongCell(QString());
        const int marks = at(now, "bummerl", i);
        b.tally = marks > 0 ? marks : -1;
        b.text = marks > 0 ? QString() : QStringLiteral("\u2013");
        bummerl << b;
    }
    points[0].left = bummerl[0].left = true;
    points[0].span = bummerl[0].span = fixed;
    t.totals << points << bummerl;
    const int winner = seatAt(now, "winner");
    if (winner >= 0)
        t.notes << ScoreSheet::tr("Won by %1; each tally mark under a name is a Bummerl.").arg(name(rec, winner));
    else
        t.notes << ScoreSheet::tr("Each tally mark in a deal is a game point won; under a name, a Bummerl.");
    if (now.contains("tie_break") && now["tie_break"].is_array() && !now["tie_break"].empty())
        t.notes << (winner >= 0 ? ScoreSheet::tr("Tied at the target: %1 played a tie-break.")
                                : ScoreSheet::tr("Tied at the target: %1 play the tie-break."))
                       .arg(names(rec, now["tie_break"]));
    SheetBlock b;
    b.table = t;
    sheet.blocks.append(b);
}

// ---------------------------------------------------------------------------------------------
// Dreierles and Dappen: the ledger.

QString dreierlesExtras(const Record& rec, const json& rep) {
    QStringList out;
    for (const json& a : rep.value("announcements", json::array())) {
        if (a == "zehn_druck")
            out << ScoreSheet::tr("Zehn Druck");
        else if (a == "pfeife_raus")
            out << ScoreSheet::tr("Pfeife raus");
    }
    const QString pfeife = str(rep, "pfeife");
    if (!pfeife.isEmpty())
        out << ScoreSheet::tr("Pfeife: %1")
                   .arg(pfeife == QStringLiteral("won")       ? ScoreSheet::tr("won")
                        : pfeife == QStringLiteral("lost")    ? ScoreSheet::tr("lost")
                        : pfeife == QStringLiteral("forfeit") ? ScoreSheet::tr("forced early")
                                                              : pfeife);
    for (const json& c : rep.value("combinations", json::array())) {
        const std::string what = c.value("what", std::string());
        if (what == "zehn_druck" && !out.contains(ScoreSheet::tr("Zehn Druck")))
            out << ScoreSheet::tr("Zehn Druck (%1)").arg(name(rec, c.value("seat", -1)));
        else if (what == "drull")
            out << ScoreSheet::tr("Drull (%1)").arg(name(rec, c.value("seat", -1)));
        else if (what == "koenigsrolle")
            out << ScoreSheet::tr("Königsrolle (%1)").arg(name(rec, c.value("seat", -1)));
    }
    const int offender = seatAt(rep, "offender");
    if (offender >= 0)
        out << ScoreSheet::tr("penalty: %1").arg(name(rec, offender));
    return out.join(QStringLiteral(", "));
}

QString dappenExtras(const Record& rec, const Game& game, const json& rep) {
    QStringList out;
    for (const json& u : rep.value("ulti", json::array())) {
        const std::string code = u.value("card", std::string());
        const auto c = game.pack().fromCode(code);
        out << (u.value("won", false) ? ScoreSheet::tr("Ulti %1 won") : ScoreSheet::tr("Ulti %1 lost"))
                   .arg(c ? Wording::cardName(game.pack(), *c) : QString::fromStdString(code));
    }
    const QString marsch = str(rep, "marsch");
    if (marsch == QStringLiteral("lone"))
        out << ScoreSheet::tr("Marsch");
    else if (marsch == QStringLiteral("team"))
        out << ScoreSheet::tr("Marsch against");
    else if (!marsch.isEmpty())
        out << marsch;
    const int g = seatAt(rep, "gstiesierer");
    if (g >= 0)
        out << ScoreSheet::tr("Gstieß held back: %1").arg(name(rec, g));
    const int offender = seatAt(rep, "offender");
    if (offender >= 0)
        out << ScoreSheet::tr("penalty: %1").arg(name(rec, offender));
    return out.join(QStringLiteral(", "));
}

void buildLedger(const Record& rec, const Replayed& r, ScoreSheet& sheet) {
    const int n = r.game->seats();
    const bool dappen = r.game->id() == "dappen";
    json now;
    r.game->reportStandings(now);
    const bool cents = dappen && now.value("rules", std::string()) != "mainz";
    auto amount = [cents](int v, bool sign) {
        if (cents)
            return v == 0 && sign ? QStringLiteral("\u2013") : Wording::money(v, sign);
        return sign ? change(v) : Wording::number(v);
    };
    SheetTable t;
    t.caption = dappen ? ScoreSheet::tr("Ledger") : ScoreSheet::tr("Ledger (game points)");
    t.headers << ScoreSheet::tr("Deal") << ScoreSheet::tr("Dealer")
              << (dappen ? ScoreSheet::tr("Lone player") : ScoreSheet::tr("Declarer")) << ScoreSheet::tr("Contract")
              << ScoreSheet::tr("Card points") << (dappen ? ScoreSheet::tr("Game") : ScoreSheet::tr("Knocks"))
              << ScoreSheet::tr("Extras");
    t.widths << 4 << 8 << 10 << 9 << 7 << 7 << 11; // room for the German "Alleinspieler"
    for (int s = 0; s < n; ++s) {
        t.headers << name(rec, s);
        t.widths << (n <= 4 ? 9 : 7); // room for a sum of money in full
    }
    for (const PlayedDeal& d : r.deals) {
        const json& rep = d.report;
        QList<SheetCell> row;
        row << cell(QString::number(d.number)) << leftCell(name(rec, d.dealer));
        const std::string outcome = rep.value("outcome", std::string());
        if (dappen) {
            const int lone = seatAt(rep, "lone");
            row << leftCell(lone >= 0 ? name(rec, lone) : QStringLiteral("\u2013"));
            QString contract = Wording::contractName(rep.value("contract", std::string()));
            QString result;
            if (outcome == "ins_loch")
                result = ScoreSheet::tr("ins Loch");
            else if (outcome == "abandoned")
                result = ScoreSheet::tr("abandoned");
            else if (rep.contains("lone_wins") && rep["lone_wins"].is_boolean())
                result = rep["lone_wins"].get<bool>() ? ScoreSheet::tr("won") : ScoreSheet::tr("lost");
            row << leftCell(contract, result);
            const bool played = outcome == "played" || outcome == "seven_honours";
            row << cell(lone >= 0 && played
                            ? QStringLiteral("%1 : %2").arg(Wording::number(rep.value("lone_points", 0)),
                                                            Wording::number(rep.value("team_points", 0)))
                            : QStringLiteral("\u2013"));
            const int factor = rep.value("factor", 1);
            const int game = rep.value("game_amount", 0);
            row << cell(game != 0 ? amount(game, false) : QStringLiteral("\u2013"),
                        factor > 1 ? ScoreSheet::tr("\u00d7%1").arg(factor) : QString());
            row << leftCell(dappenExtras(rec, *r.game, rep));
        } else {
            const int decl = seatAt(rep, "declarer");
            row << leftCell(decl >= 0 ? name(rec, decl) : ScoreSheet::tr("Räuber"));
            QString result;
            if (outcome == "won")
                result = ScoreSheet::tr("won");
            else if (outcome == "lost" || outcome == "forfeit")
                result = ScoreSheet::tr("lost");
            else if (outcome == "raeuber")
                result = ScoreSheet::tr("lost by %1").arg(names(rec, rep.value("raeuber_losers", json::array())));
            else if (outcome.rfind("penalty", 0) == 0)
                result = ScoreSheet::tr("penalty");
            row << leftCell(decl >= 0 ? Wording::contractName(rep.value("contract", std::string()))
                                      : ScoreSheet::tr("Räuber"),
                            result);
            row << cell(decl >= 0 ? QStringLiteral("%1 : %2").arg(Wording::number(rep.value("declarer_points", 0)),
                                                                  Wording::number(rep.value("opponent_points", 0)))
                                  : ScoreSheet::tr("blind %1").arg(Wording::number(rep.value("blind_points", 0))));
            const int knocks = rep.value("knocks", 0);
            row << cell(knocksText("dreierles", knocks, decl < 0),
                        ScoreSheet::tr("\u00d7%1").arg(rep.value("multiplier", 1)));
            row << leftCell(dreierlesExtras(rec, rep));
        }
        for (int s = 0; s < n; ++s) {
            const std::size_t i = static_cast<std::size_t>(s);
            row << cell(amount(at(rep, "delta", i), true), amount(at(d.after, "totals", i), false));
        }
        t.rows << row;
    }
    QList<SheetCell> total;
    total << strongCell(r.game->sessionOver() ? ScoreSheet::tr("Total") : ScoreSheet::tr("So far"));
    total[0].left = true;
    total[0].span = 7;
    for (int k = 1; k < 7; ++k)
        total << cell(QString());
    for (int s = 0; s < n; ++s)
        // Signed like the payments above it: who is up and who is down.
        total << strongCell(cents ? Wording::money(at(now, "totals", static_cast<std::size_t>(s)), true)
                                  : Wording::signedNumber(at(now, "totals", static_cast<std::size_t>(s))));
    t.totals << total;
    if (!dappen && now.value("stake_cents", 0) > 0) {
        QList<SheetCell> money;
        money << strongCell(ScoreSheet::tr("Money at %1 a point").arg(Wording::money(now.value("stake_cents", 0))));
        money[0].left = true;
        money[0].span = 7;
        for (int k = 1; k < 7; ++k)
            money << cell(QString());
        for (int s = 0; s < n; ++s)
            money << strongCell(Wording::money(at(now, "money_cents", static_cast<std::size_t>(s)), true));
        t.totals << money;
    }
    if (dappen)
        t.notes << (cents ? ScoreSheet::tr("Payments in euros; under each payment the running total.")
                          : ScoreSheet::tr("Game points; under each the running total."));
    else
        t.notes << ScoreSheet::tr("Card points: declarer : opponents. Under each payment the running total.");
    SheetBlock b;
    b.table = t;
    sheet.blocks.append(b);
}

// ---------------------------------------------------------------------------------------------
// Every game: the standings at the end of the sheet.

void buildStandings(const Record& rec, const Game& g, ScoreSheet& sheet) {
    json st;
    g.reportStandings(st);
    const std::string_view id = g.id();
    SheetTable t;
    t.caption = sheet.midSession ? ScoreSheet::tr("Standings after %n deal(s)", nullptr, sheet.deals)
                                 : ScoreSheet::tr("Result");
    t.headers << ScoreSheet::tr("Player");
    t.widths << 12;
    t.maxWidthMm = 130;
    if (id == "dreeg") {
        t.headers << ScoreSheet::tr("Strokes left") << ScoreSheet::tr("Bollern");
        t.widths << 8 << 10;
        t.headers << ScoreSheet::tr("Phases lost");
        t.widths << 10;
        if (st.contains("wins")) {
            t.headers << ScoreSheet::tr("Phases won");
            t.widths << 8;
        }
    } else if (id == "schnapsen" || id == "dreierschnapsen") {
        t.headers << ScoreSheet::tr("Game points") << ScoreSheet::tr("Bummerl");
        t.widths << 8 << 10;
    } else if (id == "dreierles") {
        t.headers << ScoreSheet::tr("Game points");
        t.widths << 8;
        if (st.value("stake_cents", 0) > 0) {
            t.headers << ScoreSheet::tr("Money");
            t.widths << 8;
        }
    } else {
        t.headers << (st.value("rules", std::string()) == "mainz" ? ScoreSheet::tr("Game points")
                                                                  : ScoreSheet::tr("Money"));
        t.widths << 8;
    }
    for (int s = 0; s < g.seats(); ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        QList<SheetCell> row;
        row << leftCell(name(rec, s));
        if (id == "dreeg") {
            row << cell(Wording::number(at(st, "strokes", i)));
            SheetCell b = cell(at(st, "bollern", i) > 0 ? QString() : QStringLiteral("\u2013"));
            b.tally = at(st, "bollern", i) > 0 ? at(st, "bollern", i) : -1;
            row << b;
            QStringList lost;
            for (const json& l : st.value("phase_losers", json::array()))
                for (const json& who : l.value("losers", json::array()))
                    if (who.is_number_integer() && who.get<int>() == s)
                        lost << QString::number(l.value("phase", 0));
            row << cell(lost.isEmpty() ? QStringLiteral("\u2013") : lost.join(QStringLiteral(", ")));
            if (st.contains("wins"))
                row << cell(Wording::number(at(st, "wins", i)));
        } else if (id == "schnapsen" || id == "dreierschnapsen") {
            row << cell(Wording::number(at(st, "scores", i)));
            SheetCell b = cell(at(st, "bummerl", i) > 0 ? QString() : QStringLiteral("\u2013"));
            b.tally = at(st, "bummerl", i) > 0 ? at(st, "bummerl", i) : -1;
            row << b;
        } else if (id == "dreierles") {
            row << cell(Wording::number(at(st, "totals", i)));
            if (st.value("stake_cents", 0) > 0)
                row << cell(Wording::money(at(st, "money_cents", i), true));
        } else {
            const int v = at(st, "totals", i);
            row << cell(st.value("rules", std::string()) == "mainz" ? Wording::number(v) : Wording::money(v, true));
        }
        t.rows << row;
    }
    SheetBlock b;
    b.table = t;
    sheet.blocks.append(b);
}

/// When the session was played: "27 November 2026, 19:02 – 22:15" (the end's date too when it is another day).
QString playedText(const SheetInfo& info) {
    if (!info.date.isValid())
        return {};
    const QLocale l;
    const QString start =
        ScoreSheet::tr("%1, %2", "date, time")
            .arg(l.toString(info.date.date(), QLocale::LongFormat), l.toString(info.date.time(), QLocale::ShortFormat));
    if (!info.ended.isValid() || info.ended <= info.date)
        return start;
    const QString end = info.ended.date() == info.date.date()
                            ? l.toString(info.ended.time(), QLocale::ShortFormat)
                            : ScoreSheet::tr("%1, %2", "date, time")
                                  .arg(l.toString(info.ended.date(), QLocale::LongFormat),
                                       l.toString(info.ended.time(), QLocale::ShortFormat));
    return ScoreSheet::tr("%1 \u2013 %2", "start – end").arg(start, end);
}

} // namespace

QString nameList(const QStringList& names) {
    if (names.size() <= 1)
        return names.join(QString());
    QStringList head = names;
    const QString last = head.takeLast();
    return ScoreSheet::tr("%1 and %2", "the last two of a list of names")
        .arg(head.join(ScoreSheet::tr(", ", "between names in a list")), last);
}

SheetInfo SheetInfo::ofFile(const QString& file) {
    SheetInfo info;
    const QFileInfo fi(file);
    if (!fi.exists())
        return info;
    // Sessions are saved as yyyyMMdd-HHmmss-game.json, named when they began; a file named otherwise
    // began when it was made (or, where the file system does not know, when it was first saved).
    const QString base = fi.fileName();
    if (base.size() >= 15)
        info.date = QDateTime::fromString(base.left(15), QStringLiteral("yyyyMMdd-HHmmss"));
    if (!info.date.isValid())
        info.date = fi.birthTime().isValid() ? fi.birthTime() : fi.lastModified();
    info.ended = fi.lastModified();
    return info;
}

ScoreSheet ScoreSheet::build(const Record& rec, const SheetInfo& info) {
    ScoreSheet sheet;
    if (!rec.game)
        return sheet;
    sheet.game = QCoreApplication::translate("st::ui::NewGameDialog", rec.game->name.c_str());
    sheet.title = info.title.isEmpty() ? tr("Score sheet: %1").arg(sheet.game) : info.title;
    for (const std::string& p : rec.players)
        sheet.players << Wording::playerName(QString::fromStdString(p));
    sheet.date = playedText(info);
    const Replayed r = replayDeals(rec);
    if (!r.game)
        return sheet;
    sheet.deals = static_cast<int>(r.deals.size());
    sheet.midSession = !r.game->sessionOver();
    json st;
    r.game->reportStandings(st);
    sheet.rules = rulesText(rec);
    const QString key = keyFigures(rec, *r.game, st);
    if (!key.isEmpty())
        sheet.rules += QStringLiteral(" \u00b7 ") + key;
    const std::string_view id = r.game->id();
    if (id == "dreeg")
        buildDreeg(rec, r, sheet);
    else if (id == "schnapsen" || id == "dreierschnapsen")
        buildSchnapsen(rec, r, sheet);
    else
        buildLedger(rec, r, sheet);
    buildStandings(rec, *r.game, sheet);
    return sheet;
}

ScoreSheet ScoreSheet::blankFor(const GameInfo& g, int players, const QStringList& names) {
    ScoreSheet sheet;
    sheet.blank = true;
    sheet.game = QCoreApplication::translate("st::ui::NewGameDialog", g.name.c_str());
    sheet.title = tr("Score sheet: %1").arg(sheet.game);
    const int n = std::clamp(players, g.minPlayers, g.maxPlayers);
    for (int s = 0; s < n; ++s)
        sheet.players << (s < names.size() ? names[s].trimmed() : QString());
    const Variant v = g.presets.empty() ? Variant(g.options) : presetVariant(g, g.presets.front());
    sheet.rules = g.presets.empty() ? tr("Standard rules") : st::text::OptionNames::presetName(g.presets.front());
    // Rows to fill in: enough for an evening on one page of A4, the same height as a written line.
    constexpr int kRows = 20, kRowMm = 8;
    auto emptyRow = [](int columns) {
        QList<SheetCell> row;
        for (int k = 0; k < columns; ++k)
            row << cell(QString());
        return row;
    };
    auto totalRow = [&](const QString& label, int fixed, int columns) {
        QList<SheetCell> row = emptyRow(columns);
        row[0] = strongCell(label);
        row[0].left = true;
        row[0].span = fixed;
        return row;
    };
    if (g.id == "dreeg") {
        const int strokes = v.getInt("strokes");
        const auto phases = v.getList("phases");
        sheet.rules += QStringLiteral(" \u00b7 ") + tr("%n stroke(s) per slate", nullptr, strokes);
        for (std::size_t k = 0; k < phases.size(); ++k) {
            SheetSlates slates;
            slates.caption = tr("Phase %1: %2").arg(k + 1).arg(phaseTitle(phases[k]));
            for (int s = 0; s < n; ++s) {
                SheetSlate sl;
                sl.player = sheet.players[s];
                sl.start = sl.left = strokes;
                sl.blank = true;
                slates.slates << sl;
            }
            SheetBlock b;
            b.kind = SheetBlock::Kind::Slates;
            b.slates = slates;
            sheet.blocks << b;
        }
        return sheet;
    }
    SheetTable t;
    t.rowMinMm = kRowMm;
    int fixed = 0;
    if (g.id == "schnapsen" || g.id == "dreierschnapsen") {
        const bool three = g.id == "dreierschnapsen";
        t.caption = tr("Bummerl pad");
        t.headers << tr("Deal") << tr("Dealer");
        t.widths << 4 << 9;
        if (three) {
            t.headers << tr("Declarer") << tr("Contract") << tr("Knocks") << tr("Result");
            t.widths << 9 << 11 << 8 << 8;
        } else {
            t.headers << tr("Won by") << tr("How") << tr("Card points");
            t.widths << 9 << 13 << 9;
        }
        fixed = static_cast<int>(t.headers.size());
        // The target as the engine plays it (Schnapsen's option, Dreierschnapsen's fixed 24).
        json st;
        if (const auto game = g.create(v, n))
            game->reportStandings(st);
        const int target = st.value("target", 0);
        sheet.rules += QStringLiteral(" \u00b7 ") + tr("to %n game point(s)", nullptr, target);
        t.notes << tr("Under each name: a tally mark for each game point won; the running total under it. "
                      "The first to %n game point(s) wins the Bummerl.",
                      nullptr, target);
    } else {
        const bool dappen = g.id == "dappen";
        t.caption = dappen ? tr("Ledger") : tr("Ledger (game points)");
        t.headers << tr("Deal") << tr("Dealer") << (dappen ? tr("Lone player") : tr("Declarer")) << tr("Contract")
                  << tr("Card points") << (dappen ? tr("Game") : tr("Knocks")) << tr("Extras");
        t.widths << 4 << 8 << 8 << 9 << 7 << 7 << 13;
        fixed = 7;
        t.notes << (dappen ? tr("Under each name: the payment of the deal and the running total.")
                           : tr("Card points: declarer : opponents. Under each name: the payment of the deal "
                                "and the running total."));
    }
    for (int s = 0; s < n; ++s) {
        t.headers << sheet.players[s];
        t.widths << (n <= 4 ? 10 : 7);
    }
    const int columns = static_cast<int>(t.headers.size());
    // A ledger of many players is printed landscape (sheetpreview.cpp): fewer rows fit its page.
    const int rows = t.headers.size() >= 12 ? kRows * 6 / 10 : kRows;
    for (int r = 0; r < rows; ++r) {
        QList<SheetCell> row = emptyRow(columns);
        row[0] = cell(QString::number(r + 1));
        t.rows << row;
    }
    if (g.id == "schnapsen" || g.id == "dreierschnapsen")
        t.totals << totalRow(tr("Game points"), fixed, columns) << totalRow(tr("Bummerl"), fixed, columns);
    else
        t.totals << totalRow(tr("Total"), fixed, columns);
    SheetBlock b;
    b.table = t;
    sheet.blocks << b;
    return sheet;
}

QString ScoreSheet::plainText() const {
    QStringList out;
    out << title << game << rules << players << date;
    for (const SheetBlock& b : blocks) {
        if (b.kind == SheetBlock::Kind::Slates) {
            out << b.slates.caption;
            for (const SheetSlate& s : b.slates.slates)
                out << s.player << QString::number(s.left);
            out << b.slates.note;
            continue;
        }
        out << b.table.caption << b.table.headers;
        for (const auto& rows : {b.table.rows, b.table.totals})
            for (const auto& row : rows)
                for (const SheetCell& c : row)
                    out << c.text << c.sub;
        out << b.table.notes;
    }
    out.removeAll(QString());
    return out.join(QLatin1Char('\n'));
}

} // namespace st::ui
