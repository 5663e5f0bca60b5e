#include "dealsummary.h"

#include "record.h"
#include "table/scoreboard.h"
#include "table/tablemodel.h"
#include "text/wording.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace st::ui {

namespace {

using nlohmann::json;

int seatAt(const json& j, const char* key, std::size_t i, int fallback = 0) {
    if (!j.contains(key) || !j[key].is_array() || i >= j[key].size() || !j[key][i].is_number_integer())
        return fallback;
    return j[key][i].get<int>();
}

/// A seat field that may be null.
int seatOf(const json& j, const char* key) {
    return j.contains(key) && j[key].is_number_integer() ? j[key].get<int>() : -1;
}

bool contains(const json& j, const char* key, int seat) {
    if (!j.contains(key) || !j[key].is_array())
        return false;
    return std::any_of(j[key].begin(), j[key].end(),
                       [&](const json& v) { return v.is_number_integer() && v.get<int>() == seat; });
}

QString para(const QString& text) {
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

/// A deal's change in the table's unit: strokes erased in Dreeg, money in Dappen (points at
/// Mainz), else game points with their sign.
QString deltaText(const Game& game, int delta) {
    if (game.id() == "dreeg")
        return text::Wording::number(delta);
    if (game.id() == "dappen" && game.variant().getString("rules") != "mainz")
        return text::Wording::money(delta, true);
    return text::Wording::signedNumber(delta);
}

QString combinationName(const std::string& what) {
    if (what == "zehn_druck")
        return DealSummary::tr("Zehn-Druck");
    if (what == "drull")
        return DealSummary::tr("Drull");
    if (what == "koenigsrolle")
        return DealSummary::tr("Königsrolle");
    return QString::fromStdString(what);
}

} // namespace

QString DealSummary::outcomeText(const std::string& o, std::string_view game) {
    // Dreeg
    if (o == "both_66_last_trick")
        return tr("Both sides made 66 or more: the side that won the last trick wins and erases 1 stroke.");
    if (o == "none_66_last_trick")
        return tr("Neither side made 66: the side that won the last trick wins and erases 1 stroke.");
    if (o == "66" && game == "dreeg")
        return tr("All the cards were played: the card points decide.");
    // Dreeg and Schnapsen
    if (o == "out")
        return tr("A player went out (Aus!) with 66 or more.");
    if (o == "out_short")
        return tr("A player went out without 66: the opponents score.");
    if (o == "out_against_closer") // Dreeg's close is zudecken, Schnapsen's zudrehen
        return game == "dreeg" ? tr("The closer's opponent went out with 66.", "Dreeg: zudecken")
                               : tr("The closer's opponent went out with 66.");
    if (o == "closer_made")
        return game == "dreeg" ? tr("The player who closed the talon (zugedeckt) made 66.")
                               : tr("The player who closed the talon (zugedreht) made 66.");
    if (o == "closer_failed")
        return game == "dreeg" ? tr("The player who closed the talon did not make 66.", "Dreeg: zudecken")
                               : tr("The player who closed the talon did not make 66.");
    if (o == "last_trick")
        return tr("Nobody went out: the last trick decides.");
    if (o == "surrender")
        return tr("The holder of the Ace of hearts surrendered: no play.");
    if (o == "ranking")
        return tr("Strokes by the ranking of card points.");
    if (o == "revoke")
        return tr("A revoke ended the deal and was penalised.");
    if (o == "concealed_ace")
        return tr("The Ace of hearts was concealed and was penalised.");
    if (o == "durchmarsch_made")
        return tr("Durchmarsch made: every trick won.");
    if (o == "durchmarsch_failed")
        return tr("The Durchmarsch failed.");
    if (o == "sweep_unannounced")
        return tr("Every trick won without announcing a Durchmarsch.");
    // Dreierschnapsen
    if (o == "66")
        return tr("The contract was decided by reaching 66.");
    if (o == "took_a_trick")
        return tr("The declarer took a trick: the Bettler is lost.");
    if (o == "no_trick")
        return tr("The declarer took no trick: the Bettler is made.");
    if (o == "lost_a_trick")
        return tr("The declarer lost a trick: the contract is lost.");
    if (o == "all_tricks")
        return tr("The declarer took every trick: the contract is made.");
    if (o == "too_slow")
        return tr("The declarer did not reach 66 in time: the contract is lost.");
    if (o == "redeal")
        return tr("Three Unter: the cards are dealt again.");
    // Dreierles
    if (o == "won")
        return tr("The declarer won the game.");
    if (o == "lost")
        return tr("The declarer lost the game.");
    if (o == "forfeit")
        return tr("The declarer had to play the Pfeife early: the game is lost.");
    if (o == "raeuber")
        return tr("Nobody bid: a Räuber was played.");
    if (o == "penalty_discard")
        return tr("An illegal discard was penalised.");
    if (o == "penalty_play")
        return tr("An illegal card was penalised.");
    // Dappen
    if (o == "played")
        return tr("The contract was played out.");
    if (o == "seven_honours")
        return tr("Seven honours: the lone player won at once.");
    if (o == "abandoned")
        return tr("A compulsory bid was missed: the deal was abandoned and penalised.");
    if (o == "ins_loch")
        return tr("Everybody passed: the deal goes ins Loch.");
    return QString::fromStdString(o);
}

QString DealSummary::detailsHtml(const TableModel& model, const json& r) {
    const Game& game = model.game();
    const std::string id(game.id());
    QString html;
    if (id == "dreierschnapsen") {
        if (r.value("tie_break", false)) {
            html += para(tr("Tie-break: one deal of two-player Schnapsen decided the match."));
        } else if (r.contains("contract") && r["contract"].is_string()) {
            const int decl = seatOf(r, "declarer");
            const QString contract = text::Wording::contractName(r["contract"].get<std::string>());
            QString s =
                model.isHuman(decl)
                    ? tr("You played %1, worth %n game point(s)", nullptr, r.value("base_value", 0)).arg(contract)
                    : tr("%1 played %2, worth %n game point(s)", nullptr, r.value("base_value", 0))
                          .arg(model.name(decl), contract);
            if (r.value("without_talon", false))
                s += QStringLiteral(" ") + tr("(without the talon)");
            html += para(s);
            if (const int k = r.value("knocks", 0); k > 0)
                html += para(
                    tr("%1: the value doubles with each knock.").arg(text::Wording::knockName("dreierschnapsen", k)));
            const bool won = r.value("declarer_won", false);
            html += para(model.isHuman(decl)
                             ? (won ? tr("You made the contract.") : tr("You failed."))
                             : (won ? tr("%1 made the contract.") : tr("%1 failed.")).arg(model.name(decl)));
        }
        if (const int winner = seatOf(r, "winner"); r.value("match_over", false) && winner >= 0)
            html += QStringLiteral("<p><b>%1</b></p>")
                        .arg((model.isHuman(winner) ? tr("You win the match.")
                                                    : tr("%1 wins the match.").arg(model.name(winner)))
                                 .toHtmlEscaped());
    } else if (id == "dreierles") {
        const int decl = seatOf(r, "declarer");
        if (decl >= 0) {
            const QString contract = text::Wording::contractName(r.value("contract", std::string()));
            html += para(
                model.isHuman(decl)
                    ? tr("You played %1; game value %2").arg(contract).arg(r.value("game_value", 0))
                    : tr("%1 played %2; game value %3").arg(model.name(decl), contract).arg(r.value("game_value", 0)));
            html += para(tr("Card points: declarer %1, opponents %2")
                             .arg(r.value("declarer_points", 0))
                             .arg(r.value("opponent_points", 0)));
            if (const int k = r.value("knocks", 0); k > 0)
                html += para(text::Wording::knockName("dreierles", k));
        } else {
            QStringList losers;
            for (const auto& s : r.value("raeuber_losers", json::array()))
                losers << model.name(s.get<int>());
            html += para(tr("Räuber: the blind held %1 card points.").arg(r.value("blind_points", 0)));
            if (!losers.isEmpty())
                html += para(tr("Lost the Räuber: %1").arg(losers.join(tr(", "))));
        }
        for (const auto& a : r.value("announcements", json::array()))
            html += para(a == "pfeife_raus" ? tr("Announced: Pfeife raus") : tr("Announced: Zehn-Druck"));
        if (r.contains("pfeife") && r["pfeife"].is_string()) {
            const std::string p = r["pfeife"].get<std::string>();
            html += para(p == "won"    ? tr("The Pfeife won the last trick.")
                         : p == "lost" ? tr("The Pfeife was lost in the last trick.")
                                       : tr("The Pfeife was forced out early."));
        }
    } else if (id == "dappen") {
        const int lone = seatOf(r, "lone");
        if (lone >= 0) {
            const QString contract = text::Wording::contractName(r.value("contract", std::string()));
            html += para(model.isHuman(lone) ? tr("You played %1 alone.").arg(contract)
                                             : tr("%1 played %2 alone.").arg(model.name(lone), contract));
            html += para(tr("Card points: lone player %1, the others %2")
                             .arg(r.value("lone_points", 0))
                             .arg(r.value("team_points", 0)));
            if (r.contains("lone_wins") && r["lone_wins"].is_boolean())
                html += para(r["lone_wins"].get<bool>() ? tr("The lone player won.") : tr("The lone player lost."));
            const bool mainz = r.value("rules", std::string()) == "mainz";
            html += para(tr("Game: %1 per opponent")
                             .arg(mainz ? tr("%n point(s)", nullptr, r.value("game_amount", 0))
                                        : text::Wording::money(r.value("game_amount", 0))));
        }
        if (r.contains("marsch") && r["marsch"].is_string())
            html += para(r["marsch"] == "lone" ? tr("Marsch: the lone player took every trick.")
                                               : tr("Marsch: the lone player took no trick."));
        for (const auto& u : r.value("ulti", json::array())) {
            const auto c = game.pack().fromCode(u.value("card", std::string()));
            const QString card = c ? text::Wording::cardName(game.pack(), *c) : QString();
            // The report counts tricks from 0; a player counts them from 1.
            const int trick = u.value("trick", 0) + 1;
            html += para(u.value("won", false) ? tr("Ulti with %1 won in trick %2").arg(card).arg(trick)
                                               : tr("Ulti with %1 lost in trick %2").arg(card).arg(trick));
        }
    } else if (id == "dreeg") {
        if (r.contains("called") && r["called"].is_string()) {
            const auto c = game.pack().fromCode(r["called"].get<std::string>());
            const int partner = seatOf(r, "partner");
            if (c) {
                const QString card = text::Wording::cardName(game.pack(), *c);
                html += para(partner < 0 ? tr("Called %1.").arg(card)
                             : model.isHuman(partner)
                                 ? tr("Called %1: you were the partner.").arg(card)
                                 : tr("Called %1: %2 was the partner.").arg(card, model.name(partner)));
            }
        }
    }
    return html;
}

QString DealSummary::seatReason(const TableModel& model, const json& r, int seat) {
    const Game& game = model.game();
    const std::string id(game.id());
    const std::size_t i = static_cast<std::size_t>(seat);
    QStringList why;
    if (seatOf(r, "offender") == seat)
        why << tr("penalised");
    if (id == "dreeg") {
        const int erase = seatAt(r, "erase", i);
        const std::string o = r.value("outcome", std::string());
        const bool byLoser = o == "out" || o == "closer_made" || o == "last_trick";
        if (erase > 0 && byLoser && erase == 3)
            why << tr("Schwarz: %n stroke(s)", nullptr, erase);
        else if (erase > 0 && byLoser && erase == 2)
            why << tr("Schneider: %n stroke(s)", nullptr, erase);
        else if (erase > 0)
            why << tr("erases %n stroke(s)", nullptr, erase);
        // A slate holds fewer strokes than the deal earned: only those are wiped off.
        if (const int erased = seatAt(r, "delta", i, -1); erase > 0 && erased >= 0 && erased < erase)
            why << tr("only %n left on the slate", nullptr, erased);
        if (seatOf(r, "out") == seat)
            why << tr("went out");
        if (seatOf(r, "closed_by") == seat)
            why << tr("closed the talon", "Dreeg: zudecken");
        if (seatOf(r, "partner") == seat)
            why << tr("partner");
        if (contains(r, "phase_losers", seat))
            why << tr("loses the phase: a Bollern");
    } else if (id == "schnapsen" || (id == "dreierschnapsen" && r.value("tie_break", false))) {
        if (seatOf(r, "winner") == seat)
            why << tr("wins the deal");
        if (seatOf(r, "out") == seat)
            why << tr("went out");
        if (seatOf(r, "closed_by") == seat)
            why << tr("closed the talon");
    } else if (id == "dreierschnapsen") {
        const int decl = seatOf(r, "declarer");
        if (decl == seat)
            why << (r.value("declarer_won", false) ? tr("declarer, made it") : tr("declarer, failed"));
        else if (decl >= 0)
            why << tr("opponent");
        if (r.value("match_over", false) && seatAt(r, "bummerl", i) > 0)
            why << tr("%n Bummerl", nullptr, seatAt(r, "bummerl", i));
    } else if (id == "dreierles") {
        const int decl = seatOf(r, "declarer");
        if (decl == seat)
            why << (r.value("outcome", std::string()) == "won" ? tr("declarer, won") : tr("declarer, lost"));
        else if (decl >= 0 && contains(r, "players", seat))
            why << tr("opponent");
        if (contains(r, "raeuber_losers", seat))
            why << tr("lost the Räuber");
        if (contains(r, "knockers", seat))
            why << tr("knocked");
        for (const auto& c : r.value("combinations", json::array()))
            if (c.value("seat", -1) == seat)
                why << combinationName(c.value("what", std::string()));
    } else if (id == "dappen") {
        if (!contains(r, "players", seat))
            why << tr("sat out");
        else if (seatOf(r, "lone") == seat)
            why << tr("lone player");
        if (seatOf(r, "other_bidder") == seat)
            why << tr("also bid");
        if (seatOf(r, "gstiesierer") == seat)
            why << tr("Gstießierer");
    }
    return why.join(tr(", "));
}

QString DealSummary::resultHtml(const TableModel& model) {
    const Game& game = model.game();
    const json report = dealReport(game);
    const TableScores scores = ScoreBoard::read(model);
    QString html =
        QStringLiteral("<p><b>%1</b></p>").arg(outcomeText(report.value("outcome", ""), game.id()).toHtmlEscaped());
    html += detailsHtml(model, report);
    // Partners share one count (Rot-Assen, Rufen): the column says it is the side's, so that a 60 to 60
    // deal showing 60 for everyone reads right.
    bool partners = false;
    if (const auto sides = report.find("sides"); sides != report.end() && sides->is_array())
        for (int side : {0, 1})
            partners = partners || std::count(sides->begin(), sides->end(), side) > 1;
    html += QStringLiteral("<table cellspacing='0' cellpadding='4'><tr><th align='left'>%1</th><th>%2</th><th>%3</th>"
                           "<th align='left'>%4</th><th align='left'>%5</th></tr>")
                .arg(tr("Player"), partners ? tr("Side's card points") : tr("Card points"), ScoreBoard::unitName(game),
                     tr("Why"), tr("Standing"));
    const DealResult r = game.lastResult();
    for (int s = 0; s < game.seats(); ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        html += QStringLiteral("<tr><td>%1</td><td align='center'>%2</td><td align='center'>%3</td>"
                               "<td>%4</td><td>%5</td></tr>")
                    .arg(model.name(s).toHtmlEscaped())
                    .arg(i < r.cardPoints.size() ? r.cardPoints[i] : 0)
                    .arg(deltaText(game, i < r.delta.size() ? r.delta[i] : 0))
                    .arg(seatReason(model, report, s).toHtmlEscaped(),
                         i < scores.seats.size() ? scores.seats[i].summary.toHtmlEscaped() : QString());
    }
    html += QStringLiteral("</table>");
    if (game.id() == "dreeg") {
        QStringList names;
        for (const auto& l : report.value("phase_losers", json::array()))
            names << (model.isHuman(l.get<int>()) ? tr("you") : model.name(l.get<int>()));
        if (!names.isEmpty())
            html += para(tr("The phase is over: a Bollern for %1.").arg(names.join(tr(" and "))));
    }
    return html;
}

DealSummary::DealSummary(const TableModel& model, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("dealSummary"));
    const Game& game = model.game();
    const bool over = game.sessionOver();
    setWindowTitle(over ? tr("The last deal is over") : tr("Deal %1 is over").arg(game.dealsFinished()));
    const QString html = resultHtml(model);
    auto* box = new QVBoxLayout(this);
    auto* label = new QLabel(html, this);
    label->setObjectName(QStringLiteral("summaryText"));
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setMinimumWidth(560);
    box->addWidget(label);
    auto* buttons = new QDialogButtonBox(this);
    // The review, when the player decided anything in a deal that was played (at eight, the dealer
    // sits out; a deal passed out, as Mainz Dappen's, has no play to review).
    const auto& deals = model.record().deals;
    const bool decided = !deals.empty() &&
                         std::any_of(deals.back().actions.begin(), deals.back().actions.end(),
                                     [&](const Action& a) { return model.isHuman(a.seat); }) &&
                         std::any_of(deals.back().actions.begin(), deals.back().actions.end(),
                                     [](const Action& a) { return a.act == Act::Play; });
    if (decided) {
        auto* review = buttons->addButton(tr("Review my play\u2026"), QDialogButtonBox::ActionRole);
        review->setObjectName(QStringLiteral("reviewButton"));
        review->setToolTip(tr("Where the strong player would have decided otherwise, and what it expected of each"));
        review->setAutoDefault(false);
        connect(review, &QPushButton::clicked, this, &DealSummary::reviewWanted);
    }
    if (over) {
        auto* b = buttons->addButton(tr("Session summary\u2026"), QDialogButtonBox::AcceptRole);
        b->setObjectName(QStringLiteral("sessionSummaryButton"));
        b->setDefault(true);
        connect(b, &QPushButton::clicked, this, &QDialog::accept);
    } else {
        auto* b = buttons->addButton(tr("Next deal"), QDialogButtonBox::AcceptRole);
        b->setObjectName(QStringLiteral("nextDealButton"));
        b->setDefault(true);
        connect(b, &QPushButton::clicked, this, [this] {
            accept();
            emit nextDeal();
        });
    }
    box->addWidget(buttons);
}

} // namespace st::ui
