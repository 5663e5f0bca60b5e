#include "sessionsummary.h"

#include "dialogs/dealsummary.h"
#include "record.h"
#include "table/tablemodel.h"
#include "text/wording.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace st::ui {

namespace {

using nlohmann::json;

int at(const json& j, const char* key, std::size_t i) {
    if (!j.contains(key) || !j[key].is_array() || i >= j[key].size() || !j[key][i].is_number_integer())
        return 0;
    return j[key][i].get<int>();
}

bool mainzDappen(const Game& game, const json& st) {
    return game.id() == "dappen" && st.value("rules", std::string()) == "mainz";
}

/// A seat's standing as one figure in the game's unit, for the score sheet's cells.
QString standing(const Game& game, const json& st, std::size_t i) {
    const std::string_view id = game.id();
    if (id == "dreeg")
        return SessionSummary::tr("%1 left").arg(at(st, "strokes", i));
    if (id == "dreierschnapsen" || id == "schnapsen")
        return text::Wording::number(at(st, "scores", i));
    if (id == "dappen" && !mainzDappen(game, st))
        return text::Wording::money(at(st, "totals", i));
    return text::Wording::number(at(st, "totals", i));
}

/// The final figure of a seat in the game's terms.
QString finalFigure(const Game& game, const json& st, std::size_t i) {
    const std::string_view id = game.id();
    if (id == "dreeg")
        return SessionSummary::tr("%n Bollern", nullptr, at(st, "bollern", i));
    if (id == "dreierschnapsen" || id == "schnapsen")
        return SessionSummary::tr("%1 points, %n Bummerl", nullptr, at(st, "bummerl", i)).arg(at(st, "scores", i));
    if (id == "dreierles") {
        QString s = SessionSummary::tr("Game points: %1").arg(text::Wording::number(at(st, "totals", i)));
        if (st.value("stake_cents", 0) > 0)
            s += QStringLiteral(", ") + text::Wording::money(at(st, "money_cents", i), true);
        return s;
    }
    if (id == "dappen")
        return mainzDappen(game, st)
                   ? SessionSummary::tr("Game points: %1").arg(text::Wording::number(at(st, "totals", i)))
                   : text::Wording::money(at(st, "totals", i), true);
    return {};
}

/// A number where more is better for the seat, to name winners and losers.
int merit(const Game& game, const json& st, std::size_t i) {
    const std::string_view id = game.id();
    if (id == "dreeg")
        return -at(st, "bollern", i);
    if (id == "dreierschnapsen" || id == "schnapsen") {
        const bool winner =
            st.contains("winner") && st["winner"].is_number_integer() && st["winner"].get<std::size_t>() == i;
        return winner ? 1 : -at(st, "bummerl", i) - 1;
    }
    return at(st, "totals", i);
}

QString cellHtml(const QString& s) {
    return QStringLiteral("<td align='center'>%1</td>").arg(s.toHtmlEscaped());
}

} // namespace

QString SessionSummary::resultHtml(const TableModel& model) {
    const Game& game = model.game();
    json st;
    game.reportStandings(st);
    const int n = game.seats();
    if (!game.sessionOver()) {
        // The session goes on: the standings so far, nobody named winner or loser yet.
        QString html = QStringLiteral("<p><b>%1</b></p>")
                           .arg(tr("Standings after %n deal(s)", nullptr, game.dealsFinished()).toHtmlEscaped());
        html += QStringLiteral("<table cellspacing='0' cellpadding='3'>");
        for (int s = 0; s < n; ++s) {
            const std::size_t i = static_cast<std::size_t>(s);
            QString figure = finalFigure(game, st, i);
            if (game.id() == "dreeg")
                figure = tr("%1 strokes left, %2").arg(at(st, "strokes", i)).arg(figure);
            html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                        .arg(model.name(s).toHtmlEscaped(), figure.toHtmlEscaped());
        }
        html += QStringLiteral("</table>");
        html += QStringLiteral("<p>%1</p>").arg(tr("The session goes on.").toHtmlEscaped());
        return html;
    }
    int best = merit(game, st, 0), worst = best;
    for (int s = 1; s < n; ++s) {
        best = std::max(best, merit(game, st, static_cast<std::size_t>(s)));
        worst = std::min(worst, merit(game, st, static_cast<std::size_t>(s)));
    }
    QStringList winners, losers;
    for (int s = 0; s < n; ++s) {
        const int m = merit(game, st, static_cast<std::size_t>(s));
        if (m == best)
            winners << model.name(s);
        else if (m == worst)
            losers << model.name(s);
    }
    QString html;
    if (best == worst)
        html += QStringLiteral("<p><b>%1</b></p>").arg(tr("All square: nobody won or lost.").toHtmlEscaped());
    else
        html += QStringLiteral("<p><b>%1</b><br>%2</p>")
                    .arg(tr("Won by %1").arg(winners.join(tr(" and "))).toHtmlEscaped(),
                         tr("Lost by %1").arg(losers.join(tr(" and "))).toHtmlEscaped());
    html += QStringLiteral("<table cellspacing='0' cellpadding='3'>");
    for (int s = 0; s < n; ++s)
        html +=
            QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                .arg(model.name(s).toHtmlEscaped(), finalFigure(game, st, static_cast<std::size_t>(s)).toHtmlEscaped());
    html += QStringLiteral("</table>");
    html += QStringLiteral("<p>%1</p>").arg(tr("%n deal(s) played", nullptr, game.dealsFinished()).toHtmlEscaped());
    return html;
}

QString SessionSummary::scoreSheetHtml(const TableModel& model) {
    const Record& rec = model.record();
    const Game& now = model.game();
    const int n = now.seats();
    QString html = QStringLiteral("<h2>%1</h2>")
                       .arg(tr("Score sheet: %1").arg(QString::fromStdString(rec.game->name)).toHtmlEscaped());
    html += QStringLiteral("<table border='1' cellspacing='0' cellpadding='4' width='100%'><tr><th>%1</th><th>%2</th>")
                .arg(tr("Deal"), tr("Dealer"));
    for (int s = 0; s < n; ++s)
        html += QStringLiteral("<th>%1</th>").arg(model.name(s).toHtmlEscaped());
    html += QStringLiteral("<th align='left'>%1</th></tr>").arg(tr("Result"));
    // Replay the record deal by deal through the engine, reading each deal's report and the standings after it.
    std::unique_ptr<Game> g = st::newGame(rec);
    int number = 0;
    for (const DealRecord& d : rec.deals) {
        if (!g || g->inDeal() || !g->startDeal(d.setup).empty())
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
        ++number;
        const DealResult r = g->lastResult();
        json st;
        g->reportStandings(st);
        const json report = dealReport(*g);
        html += QStringLiteral("<tr><td align='center'>%1</td>").arg(number);
        html += cellHtml(model.name(d.setup.dealer));
        for (int s = 0; s < n; ++s) {
            const std::size_t i = static_cast<std::size_t>(s);
            const int delta = i < r.delta.size() ? r.delta[i] : 0;
            const QString change = delta == 0                                   ? QStringLiteral("\u2013")
                                   : mainzDappen(*g, st) || g->id() != "dappen" ? text::Wording::signedNumber(delta)
                                                                                : text::Wording::money(delta, true);
            html += cellHtml(g->id() == "dreeg" ? (delta > 0 ? tr("%1 erased, %2").arg(delta).arg(standing(*g, st, i))
                                                             : standing(*g, st, i))
                                                : tr("%1 \u2192 %2").arg(change, standing(*g, st, i)));
        }
        QString result = DealSummary::outcomeText(report.value("outcome", std::string()));
        if (report.contains("contract") && report["contract"].is_string())
            result = text::Wording::contractName(report["contract"].get<std::string>()) + QStringLiteral(": ") + result;
        html += QStringLiteral("<td>%1</td></tr>").arg(result.toHtmlEscaped());
    }
    json st;
    now.reportStandings(st);
    html +=
        QStringLiteral("<tr><th colspan='2' align='left'>%1</th>").arg(now.sessionOver() ? tr("Total") : tr("So far"));
    for (int s = 0; s < n; ++s)
        html += QStringLiteral("<th>%1</th>").arg(finalFigure(now, st, static_cast<std::size_t>(s)).toHtmlEscaped());
    html += QStringLiteral("<th></th></tr></table>");
    return html;
}

SessionSummary::SessionSummary(const TableModel& model, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("sessionSummary"));
    // Game ▸ Score sheet in the middle of a session shows the standings so far; only
    // a finished session is "over", with its winners and losers and a new game offered.
    const bool over = model.game().sessionOver();
    setWindowTitle(over ? tr("The session is over") : tr("Score sheet — the session so far"));
    sheet_ = scoreSheetHtml(model);
    auto* box = new QVBoxLayout(this);
    auto* result = new QLabel(resultHtml(model), this);
    result->setObjectName(QStringLiteral("resultText"));
    result->setTextFormat(Qt::RichText);
    box->addWidget(result);
    auto* sheet = new QTextBrowser(this);
    sheet->setObjectName(QStringLiteral("scoreSheet"));
    sheet->setHtml(sheet_);
    sheet->setMinimumSize(720, 320);
    box->addWidget(sheet, 1);
    auto* buttons = new QDialogButtonBox(this);
    auto* print = buttons->addButton(tr("Print score sheet\u2026"), QDialogButtonBox::ActionRole);
    print->setObjectName(QStringLiteral("printButton"));
    connect(print, &QPushButton::clicked, this, &SessionSummary::print);
    auto* pdf = buttons->addButton(tr("Save as PDF\u2026"), QDialogButtonBox::ActionRole);
    pdf->setObjectName(QStringLiteral("pdfButton"));
    connect(pdf, &QPushButton::clicked, this, &SessionSummary::saveAsPdf);
    if (over) {
        auto* again = buttons->addButton(tr("New game"), QDialogButtonBox::AcceptRole);
        again->setObjectName(QStringLiteral("newGameButton"));
        again->setDefault(true);
        connect(again, &QPushButton::clicked, this, [this] {
            accept();
            emit newGame();
        });
    }
    auto* close = buttons->addButton(QDialogButtonBox::Close);
    close->setObjectName(QStringLiteral("closeButton"));
    if (!over)
        close->setDefault(true); // back to the table
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    box->addWidget(buttons);
}

bool SessionSummary::savePdf(const QString& file) const {
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(file);
    QTextDocument doc;
    doc.setHtml(sheet_);
    doc.print(&printer);
    return QFileInfo(file).size() > 0;
}

void SessionSummary::print() {
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print score sheet"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    QTextDocument doc;
    doc.setHtml(sheet_);
    doc.print(&printer);
}

void SessionSummary::saveAsPdf() {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString file =
        QFileDialog::getSaveFileName(this, tr("Save score sheet as PDF"),
                                     dir + QStringLiteral("/") + tr("score-sheet.pdf"), tr("PDF documents (*.pdf)"));
    if (file.isEmpty())
        return;
    if (!savePdf(file))
        QMessageBox::warning(this, tr("Save as PDF"),
                             tr("The score sheet could not be written to %1.").arg(QDir::toNativeSeparators(file)));
}

} // namespace st::ui
