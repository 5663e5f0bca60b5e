#include "sessionsummary.h"

#include "games/gameface.h"
#include "record.h"
#include "sheets/sheetpreview.h"
#include "sheets/sheetrenderer.h"
#include "table/tablemodel.h"
#include "text/wording.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace st::ui {

namespace {

using nlohmann::json;

constexpr int kGap = 12; // the grey desk around the pages

/// The sheet's pages as printed (A4, landscape for wide ledgers), one under the other on a grey
/// desk, at `dpi`.
QPixmap sheetPixmap(const ScoreSheet& sheet, int dpi) {
    const QPageLayout page = defaultSheetLayout(sheet);
    const int gap = kGap;
    const int width = page.fullRectPixels(dpi).width() + 2 * gap;
    const QList<QImage> pages = renderSheetImages(sheet, page, dpi);
    int height = gap;
    for (const QImage& p : pages)
        height += p.height() + gap;
    QImage all(width, height, QImage::Format_RGB32);
    all.fill(QColor(0x8c, 0x8c, 0x8c));
    QPainter painter(&all);
    int y = gap;
    for (const QImage& p : pages) {
        painter.drawImage(gap, y, p);
        y += p.height() + gap;
    }
    painter.end();
    return QPixmap::fromImage(all);
}

} // namespace

int SessionSummary::sheetDpi(const ScoreSheet& sheet, int width) {
    const QPageLayout page = defaultSheetLayout(sheet);
    const int fit = static_cast<int>((width - 2 * kGap) / page.fullRect(QPageLayout::Inch).width());
    // The smallest print (7 pt, a long figure made to fit) at least about 11 pixels high:
    // rather a sheet to scroll sideways than one too small to read.
    return std::max(fit, kReadableDpi);
}

QString SessionSummary::resultHtml(const TableModel& model) {
    const Game& game = model.game();
    const int n = game.seats();
    if (!game.sessionOver()) {
        // The session goes on: the standings so far, nobody named winner or loser yet.
        QString html = QStringLiteral("<p><b>%1</b></p>")
                           .arg(tr("Standings after %n deal(s)", nullptr, game.dealsFinished()).toHtmlEscaped());
        html += QStringLiteral("<table cellspacing='0' cellpadding='3'>");
        for (int s = 0; s < n; ++s) {
            const QString figure = faces::face(game).sessionFigure(game, s, false);
            html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                        .arg(model.name(s).toHtmlEscaped(), figure.toHtmlEscaped());
        }
        html += QStringLiteral("</table>");
        html += QStringLiteral("<p>%1</p>").arg(tr("The session goes on.").toHtmlEscaped());
        return html;
    }
    int best = game.merit(0), worst = best;
    for (int s = 1; s < n; ++s) {
        best = std::max(best, game.merit(s));
        worst = std::min(worst, game.merit(s));
    }
    // A Bummerl match (Schnapsen, Dreierschnapsen) has one winner and every other player lost it
    // (docs/rules/dreierschnapsen.md, ruling 19); elsewhere those at the bottom lost.
    const bool match = game.everyOtherSeatLoses();
    QStringList winners, losers;
    for (int s = 0; s < n; ++s) {
        const int m = game.merit(s);
        if (m == best)
            winners << model.name(s);
        else if (m == worst || match)
            losers << model.name(s);
    }
    QString html;
    if (best == worst)
        html += QStringLiteral("<p><b>%1</b></p>").arg(tr("All square: nobody won or lost.").toHtmlEscaped());
    else
        html += QStringLiteral("<p><b>%1</b><br>%2</p>")
                    .arg((winners.size() == 1 ? tr("Won by %1", "one winner") : tr("Won by %1", "several winners"))
                             .arg(nameList(winners))
                             .toHtmlEscaped(),
                         (losers.size() == 1 ? tr("Lost by %1", "one loser") : tr("Lost by %1", "several losers"))
                             .arg(nameList(losers))
                             .toHtmlEscaped());
    html += QStringLiteral("<table cellspacing='0' cellpadding='3'>");
    for (int s = 0; s < n; ++s)
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(model.name(s).toHtmlEscaped(), faces::face(game).sessionFigure(game, s, true).toHtmlEscaped());
    html += QStringLiteral("</table>");
    html += QStringLiteral("<p>%1</p>").arg(tr("%n deal(s) played", nullptr, game.dealsFinished()).toHtmlEscaped());
    return html;
}

SheetInfo SessionSummary::sheetInfo(const TableModel& model) {
    // The session's start and end from its file, as the history has them; a table that saves
    // nowhere has only now.
    SheetInfo info = SheetInfo::ofFile(model.autosavePath());
    if (!info.date.isValid())
        info.date = QDateTime::currentDateTime();
    return info;
}

SessionSummary::SessionSummary(const TableModel& model, QWidget* parent)
    : QDialog(parent), model_(model), info_(sheetInfo(model)), sheet_(ScoreSheet::build(model.record(), info_)) {
    setObjectName(QStringLiteral("sessionSummary"));
    // Game ▸ Score sheet in the middle of a session shows the standings so far; only
    // a finished session is "over", with its winners and losers and a new game offered.
    const bool over = model.game().sessionOver();
    setWindowTitle(over ? tr("The session is over") : tr("Score sheet — the session so far"));
    auto* box = new QVBoxLayout(this);
    auto* result = new QLabel(resultHtml(model), this);
    result->setObjectName(QStringLiteral("resultText"));
    result->setTextFormat(Qt::RichText);
    box->addWidget(result);
    // The sheet as it will be printed: its pages one under the other.
    auto* sheet = new QScrollArea(this);
    sheet->setObjectName(QStringLiteral("scoreSheet"));
    sheet->setWidgetResizable(false);
    sheet->setBackgroundRole(QPalette::Dark);
    sheet->setAlignment(Qt::AlignHCenter);
    auto* pages = new QLabel(sheet);
    pages->setObjectName(QStringLiteral("sheetPages"));
    sheet->setWidget(pages);
    sheet->setMinimumSize(400, 240); // the dialog fits a small screen; the sheet scrolls
    sheetArea_ = sheet;
    sheetLabel_ = pages;
    sheet->viewport()->installEventFilter(this);
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
    // As large as the screen allows (a sheet of eight players' ledger needs the width); the
    // sheet is drawn to the width it gets.
    QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    if (screen) {
        const QRect free = screen->availableGeometry();
        resize(std::max(minimumSizeHint().width(), free.width() * 9 / 10),
               std::max(minimumSizeHint().height(), free.height() * 9 / 10));
    }
    drawSheet();
}

void SessionSummary::drawSheet() {
    // The pages as wide as the view, without a scroll bar sideways when the text stays readable.
    // (From the area's own width, not the view's, which the scroll bar narrows: no back and forth
    // when the scroll bar comes and goes.)
    const int width =
        sheetArea_->width() - 2 * sheetArea_->frameWidth() - sheetArea_->verticalScrollBar()->sizeHint().width();
    const int dpi = sheetDpi(sheet_, width);
    if (dpi == dpi_)
        return;
    dpi_ = dpi;
    sheetLabel_->setPixmap(sheetPixmap(sheet_, dpi));
    sheetLabel_->resize(sheetLabel_->sizeHint());
}

bool SessionSummary::eventFilter(QObject* watched, QEvent* e) {
    // The view of the sheet resized (the dialog's size changed, or it was shown): the pages to its width.
    if (watched == sheetArea_->viewport() && e->type() == QEvent::Resize)
        drawSheet();
    return QDialog::eventFilter(watched, e);
}

bool SessionSummary::savePdf(const QString& file) const {
    return saveSheetPdf(model_.record(), info_, file);
}

void SessionSummary::print() {
    showSheetPreview(model_.record(), info_, this);
}

void SessionSummary::saveAsPdf() {
    saveSheetPdfAs(model_.record(), info_, this);
}

} // namespace st::ui
