#include "dealsummary.h"

#include "games/dialogwords.h"
#include "games/gameface.h"
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

/// A deal's change in the table's unit: strokes erased in Dreeg, money in Dappen (points at
/// Mainz), else game points with their sign.
QString deltaText(const Game& game, int delta) {
    switch (game.unit()) {
    case ScoreUnit::Strokes:
        return text::Wording::number(delta);
    case ScoreUnit::Cents:
        return text::Wording::money(delta, true);
    case ScoreUnit::GamePoints:
        break;
    }
    return text::Wording::signedNumber(delta);
}

} // namespace

QString DealSummary::outcomeText(const std::string& o, std::string_view game) {
    // The game's own reading first (Dreeg's "66" and its close, zudecken).
    if (const faces::GameFace* face = faces::findFace(game))
        if (QString own = face->outcomeText(o); !own.isEmpty())
            return own;
    // Dreeg
    if (o == "both_66_last_trick")
        return tr("Both sides made 66 or more: the side that won the last trick wins and erases 1 stroke.");
    if (o == "none_66_last_trick")
        return tr("Neither side made 66: the side that won the last trick wins and erases 1 stroke.");
    // Dreeg and Schnapsen
    if (o == "out")
        return tr("A player went out (Aus!) with 66 or more.");
    if (o == "out_short")
        return tr("A player went out without 66: the opponents score.");
    if (o == "out_against_closer") // Schnapsen's close is zudrehen (Dreeg's zudecken: its face)
        return tr("The closer's opponent went out with 66.");
    if (o == "closer_made")
        return tr("The player who closed the talon (zugedreht) made 66.");
    if (o == "closer_failed")
        return tr("The player who closed the talon did not make 66.");
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
    return faces::face(model.game()).dealDetailsHtml(model, r);
}

QString DealSummary::seatReason(const TableModel& model, const json& r, int seat) {
    QStringList why;
    if (faces::report::seatOf(r, "offender") == seat)
        why << tr("penalised");
    why << faces::face(model.game()).seatReasons(model, r, seat);
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
    html += faces::face(game).dealClosingHtml(model, report);
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
