#include "sheets/scoresheet.h"

#include "dialogs/newgamedialog.h"
#include "games/gameface.h"
#include "record.h"
#include "registry.h"
#include "sheets/sheetparts.h"
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

/// The result at the end of the sheet: the players, then the game's columns.
void buildStandings(const Record& rec, const faces::GameFace& face, const Game& g, ScoreSheet& sheet) {
    SheetTable t;
    t.caption = sheet.midSession ? ScoreSheet::tr("Standings after %n deal(s)", nullptr, sheet.deals)
                                 : ScoreSheet::tr("Result");
    t.headers << ScoreSheet::tr("Player");
    t.widths << 12;
    t.maxWidthMm = 130;
    for (int s = 0; s < g.seats(); ++s)
        t.rows << QList<SheetCell>{sheetparts::leftCell(sheetparts::name(rec, s))};
    face.sheetStandings(g, t);
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
    const sheetparts::Replayed r = sheetparts::replayDeals(rec);
    if (!r.game)
        return sheet;
    sheet.deals = static_cast<int>(r.deals.size());
    sheet.midSession = !r.game->sessionOver();
    const faces::GameFace& face = faces::face(*r.game);
    sheet.rules = rulesText(rec);
    const QString key = face.sheetKeyFigures(rec, *r.game);
    if (!key.isEmpty())
        sheet.rules += QStringLiteral(" \u00b7 ") + key;
    face.sheetBlocks(rec, r, sheet);
    buildStandings(rec, face, *r.game, sheet);
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
    faces::face(g.id).blankSheet(v, sheet);
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
