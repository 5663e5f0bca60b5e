#include "optionnames.h"

#include <QHash>

namespace st::text {

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

} // namespace

// The names keep the translation context of the New game dialog, where they were first shown.

QString OptionNames::gameName(const GameInfo& g) {
    return QCoreApplication::translate("st::ui::NewGameDialog", g.name.c_str());
}

QString OptionNames::optionLabel(const std::string& o, bool* worded) {
    static const QHash<QString, const char*> labels = {
        // Dreeg
        {QStringLiteral("strokes"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Strokes per slate")},
        {QStringLiteral("phases"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Phases, in order")},
        {QStringLiteral("closer_loses_at_least_two"),
         QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Closer who loses gives at least 2")},
        {QStringLiteral("premature_out_three"),
         QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Early close, short out costs 3")},
        {QStringLiteral("exchange_second_player"),
         QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Second player may exchange the Nine")},
        {QStringLiteral("exchange_on_close"),
         QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Exchange the Nine on closing")},
        {QStringLiteral("indicator"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Trump card turned")},
        {QStringLiteral("rot_assen_scoring"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Rot-Assen scoring")},
        {QStringLiteral("two_player_66_scoring"),
         QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "66 with two players left")},
        {QStringLiteral("kamerun_second_no_overtake"),
         QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Second Kamerun: no need to beat")},
        {QStringLiteral("kamerun_scoring"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Kamerun scoring")},
        {QStringLiteral("neustadt"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Neustadt count (blobs to seven)")},
        {QStringLiteral("penalise_revokes"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Penalise illegal plays")},
        // Dreierles
        {QStringLiteral("region"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Regional rules")},
        {QStringLiteral("tournament"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Tournament rules")},
        {QStringLiteral("four_active"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Four active players")},
        {QStringLiteral("knock_limit"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Knocks allowed")},
        {QStringLiteral("raeuber_value"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Räuber value")},
        {QStringLiteral("rounds"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Rounds (0: no end)")},
        {QStringLiteral("last_round_raeuber_or_solo"),
         QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Last round Räuber or Solo")},
        {QStringLiteral("last_round_raeuber_value"),
         QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Räuber value in the last round")},
        {QStringLiteral("illegal_plays"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Illegal plays")},
        {QStringLiteral("stake_cents"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Cents per game point")},
        // Dappen
        {QStringLiteral("rules"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Regional rules")},
        {QStringLiteral("compulsory_stop"),
         QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Compulsory dappen with a stop")},
        {QStringLiteral("ulti"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Ulti")},
        {QStringLiteral("gstiesieren"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Gstiesieren")},
        {QStringLiteral("stake"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Stake")},
        {QStringLiteral("ulti_stake"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Ulti stake")},
        {QStringLiteral("march_other_bidder"),
         QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Marsch: the other bidder pays")},
        {QStringLiteral("seven_honours_payment"),
         QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Marsch by seven honours")},
        {QStringLiteral("deal_order"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Dealing order")},
        {QStringLiteral("mainz_honours"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Mainz honours")},
        {QStringLiteral("purse"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Starting purse (cents)")},
        // Dreierschnapsen and Schnapsen
        {QStringLiteral("bid_order"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Bidding order")},
        {QStringLiteral("talon_in_negative"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Talon in Bettler contracts")},
        {QStringLiteral("plauderer"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Plauderer")},
        {QStringLiteral("plauderer_value"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Plauderer value")},
        {QStringLiteral("assenbettler"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Assenbettler")},
        {QStringLiteral("ass_bettler"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Ass-Bettler")},
        {QStringLiteral("zehnergang"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Zehnergang")},
        {QStringLiteral("bauernloch"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Bauernloch")},
        {QStringLiteral("zehnergang_vs_gang"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Gang against Zehnergang")},
        {QStringLiteral("countdown"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Count down from 24")},
        {QStringLiteral("exchange_at_two"),
         QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Exchange with two talon cards left")},
        {QStringLiteral("marriages_after_close"),
         QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Marriages after closing")},
        {QStringLiteral("target"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Game points to win")},
    };
    const char* l = labels.value(qs(o));
    if (worded)
        *worded = l != nullptr;
    if (l)
        return QCoreApplication::translate("st::ui::NewGameDialog", l);
    // An option added later without a label yet: its id made readable.
    QString s = qs(o).replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

QString OptionNames::choiceLabel(const std::string& option, const std::string& c, bool* worded) {
    static const QHash<QString, const char*> phases = {
        {QStringLiteral("66"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Sechsundsechzig (66)")},
        {QStringLiteral("rot_assen"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Rot-Assen")},
        {QStringLiteral("rufen"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Rufen")},
        {QStringLiteral("kamerun"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Kamerun")},
        {QStringLiteral("kamerun_bei_nacht"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Kamerun bei Nacht")},
        {QStringLiteral("wegloescher"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Weglöscher")},
    };
    static const QHash<QString, const char*> choices = {
        {QStringLiteral("seventh"),
         QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "The seventh card (between the batches)")},
        {QStringLiteral("thirteenth"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "The thirteenth card")},
        {QStringLiteral("bottom"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "The bottom card of the pack")},
        {QStringLiteral("standard"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Standard")},
        {QStringLiteral("bamberger"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Bamberger's")},
        {QStringLiteral("steinmauern"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Steinmauern")},
        {QStringLiteral("iffezheim"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Iffezheim")},
        {QStringLiteral("achertal"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Achertal")},
        {QStringLiteral("refuse"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Refused")},
        {QStringLiteral("penalize"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Accepted and penalised")},
        {QStringLiteral("furtwangen"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Furtwangen")},
        {QStringLiteral("breitnau"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Breitnau")},
        {QStringLiteral("buchenbach"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Buchenbach")},
        {QStringLiteral("mainz"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Mainz Carneval Tarot")},
        {QStringLiteral("full"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Full game")},
        {QStringLiteral("half"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Half game")},
        {QStringLiteral("whole"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "The whole team's amount")},
        {QStringLiteral("other_bidder"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "The other bidder pays")},
        {QStringLiteral("own_share"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Each pays their own share")},
        {QStringLiteral("hands_first"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Hands first, then the Dapp")},
        {QStringLiteral("dapp_first"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "The Dapp first")},
        {QStringLiteral("five_point_cards"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "The seven 5-point cards")},
        {QStringLiteral("kings"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "The four Kings")},
        {QStringLiteral("others_first"),
         QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "The others first, then the caller")},
        {QStringLiteral("caller_first"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "The caller first (regional)")},
        {QStringLiteral("zehnergang"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Zehnergang is played")},
        {QStringLiteral("gang"), QT_TRANSLATE_NOOP("st::ui::NewGameDialog", "Gang is played")},
    };
    const char* l = option == "phases" ? phases.value(qs(c)) : nullptr;
    if (!l)
        l = choices.value(qs(c));
    if (worded)
        *worded = l != nullptr || (option == "ulti_stake" && (c == "full" || c == "half")) ||
                  (option == "march_other_bidder" && c == "half");
    if (option == "ulti_stake" && (c == "full" || c == "half"))
        return c == "full" ? QCoreApplication::translate("st::ui::NewGameDialog", "10/20/30 cents")
                           : QCoreApplication::translate("st::ui::NewGameDialog", "5/10/15 cents");
    if (option == "march_other_bidder" && c == "half")
        return QCoreApplication::translate("st::ui::NewGameDialog", "Half of it");
    if (l)
        return QCoreApplication::translate("st::ui::NewGameDialog", l);
    QString s = qs(c).replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

QString OptionNames::presetName(const RulePreset& p) {
    return QCoreApplication::translate("st::presets", p.name.c_str());
}

QString OptionNames::presetDescription(const RulePreset& p) {
    return QCoreApplication::translate("st::presets", p.description.c_str());
}

} // namespace st::text
