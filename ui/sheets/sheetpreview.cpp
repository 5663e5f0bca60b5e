#include "sheets/sheetpreview.h"

#include "history/sessionfiles.h"
#include "logging.h"
#include "record.h"
#include "sheets/sheetrenderer.h"

#include <QBuffer>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>
#include <QPdfWriter>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QSaveFile>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QToolBar>

#include <algorithm>

namespace st::ui {

namespace {

const char* const kFolderKey = "sheets/pdfFolder";

/// A file name for the sheet: the game and the date, e.g. "Dreeg 2024-05-01.pdf".
QString suggestedName(const ScoreSheet& sheet, const SheetInfo& info) {
    QString name = sheet.game;
    if (info.date.isValid())
        name += QLatin1Char(' ') + info.date.toString(QStringLiteral("yyyy-MM-dd"));
    name.replace(QLatin1Char('/'), QLatin1Char('-'));
    return name + QStringLiteral(".pdf");
}

/// Ledgers of five or more players are wider than they are long: landscape.
QPageLayout::Orientation preferredOrientation(const ScoreSheet& sheet) {
    for (const SheetBlock& b : sheet.blocks)
        if (b.kind == SheetBlock::Kind::Table && b.table.headers.size() >= 12)
            return QPageLayout::Landscape;
    return QPageLayout::Portrait;
}

/// Writes the sheet as a PDF (made in memory, then written whole or not at all); false with why.
bool writePdf(const ScoreSheet& sheet, const QString& file, const QPageLayout& layout, QString* why = nullptr) {
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&buffer);
        pdf.setResolution(300);
        pdf.setTitle(sheet.title);
        pdf.setCreator(QStringLiteral("Stammtisch"));
        pdf.setPageLayout(layout);
        if (renderSheet(sheet, pdf) <= 0) {
            if (why)
                *why = ScoreSheet::tr("the sheet has no page to print");
            return false;
        }
    }
    QSaveFile f(file);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit()) {
        qCWarning(lcSheets, "%s: %s", qPrintable(file), qPrintable(f.errorString()));
        if (why)
            *why = f.errorString();
        f.cancelWriting();
        return false;
    }
    return QFileInfo(file).size() > 0;
}

/// Ask for a file name, remember its folder and write the sheet there.
bool askAndWrite(const ScoreSheet& sheet, const SheetInfo& info, const QPageLayout& layout, QWidget* parent) {
    QSettings settings;
    // The folder used last while it is there, else the user's documents, else the home folder (never the
    // working directory).
    QString folder = settings.value(kFolderKey).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = SessionFiles::defaultFolder();
    const QString file = QFileDialog::getSaveFileName(parent, ScoreSheet::tr("Save score sheet as PDF"),
                                                      QDir(folder).filePath(suggestedName(sheet, info)),
                                                      ScoreSheet::tr("PDF documents (*.pdf)"));
    if (file.isEmpty())
        return false;
    settings.setValue(kFolderKey, QFileInfo(file).absolutePath());
    QString why;
    if (writePdf(sheet, file, layout, &why))
        return true;
    QMessageBox box(
        QMessageBox::Warning, ScoreSheet::tr("Save as PDF"),
        ScoreSheet::tr("The score sheet could not be written to %1: %2.").arg(QDir::toNativeSeparators(file), why),
        QMessageBox::Ok, parent);
    box.setObjectName(QStringLiteral("pdfError"));
    box.exec();
    return false;
}

} // namespace

QPageLayout defaultSheetLayout(const ScoreSheet& sheet) {
    return QPageLayout(QPageSize(QPageSize::A4), preferredOrientation(sheet), QMarginsF(15, 15, 15, 15),
                       QPageLayout::Millimeter);
}

bool saveSheetPdfAs(const Record& record, const SheetInfo& info, QWidget* parent) {
    const ScoreSheet sheet = ScoreSheet::build(record, info);
    return askAndWrite(sheet, info, defaultSheetLayout(sheet), parent);
}

bool saveSheetPdf(const Record& record, const SheetInfo& info, const QString& file, const QPageLayout& layout) {
    return writePdf(ScoreSheet::build(record, info), file, layout);
}

bool saveSheetPdf(const Record& record, const SheetInfo& info, const QString& file) {
    const ScoreSheet sheet = ScoreSheet::build(record, info);
    return writePdf(sheet, file, defaultSheetLayout(sheet));
}

void showSheetPreview(const Record& record, const SheetInfo& info, QWidget* parent) {
    showSheetPreview(ScoreSheet::build(record, info), info, parent);
}

bool saveSheetPdf(const ScoreSheet& sheet, const QString& file) {
    return writePdf(sheet, file, defaultSheetLayout(sheet));
}

QSize previewSize(const QScreen* screen) {
    // As large as the sheet wants (900 × 1000), but inside the screen's free area with room for
    // the window's frame and title bar (a laptop's 800 pixels, less its panel).
    const QRect free = screen ? screen->availableGeometry() : QRect(0, 0, 1280, 800);
    return {std::min(900, free.width() - 40), std::min(1000, free.height() - 60)};
}

void showSheetPreview(const ScoreSheet& sheet, const SheetInfo& info, QWidget* parent) {
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(sheet.title);
    printer.setPageOrientation(preferredOrientation(sheet));
    printer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    QPrintPreviewDialog dialog(&printer, parent);
    dialog.setObjectName(QStringLiteral("sheetPreview"));
    dialog.setWindowTitle(ScoreSheet::tr("Print preview: %1").arg(sheet.title));
    QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog,
                     [&sheet](QPrinter* p) { renderSheet(sheet, *p); });
    auto* preview = dialog.findChild<QPrintPreviewWidget*>();
    // The paper (A4 or Letter) and Save as PDF on a bar of their own under the dialog's (whose buttons
    // fill its width: added there they went into its overflow menu); the orientation buttons are the dialog's.
    // The dialog's toolbar sits in a main window of its own: a second row there.
    QToolBar* bar = nullptr;
    if (auto* window = dialog.findChild<QMainWindow*>()) {
        bar = new QToolBar(window);
        bar->setObjectName(QStringLiteral("sheetBar"));
        bar->setMovable(false);
        bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
        window->addToolBarBreak();
        window->addToolBar(bar);
    } else {
        bar = dialog.findChild<QToolBar*>();
    }
    if (bar) {
        auto* label = new QLabel(ScoreSheet::tr("Paper:"), bar);
        label->setContentsMargins(6, 0, 4, 0);
        bar->addWidget(label);
        auto* size = new QComboBox(bar);
        size->setObjectName(QStringLiteral("paperSize"));
        size->addItem(ScoreSheet::tr("A4"), static_cast<int>(QPageSize::A4));
        size->addItem(ScoreSheet::tr("Letter"), static_cast<int>(QPageSize::Letter));
        size->setCurrentIndex(printer.pageLayout().pageSize().id() == QPageSize::Letter ? 1 : 0);
        bar->addWidget(size);
        QObject::connect(size, &QComboBox::currentIndexChanged, &dialog, [&printer, size, preview] {
            printer.setPageSize(QPageSize(static_cast<QPageSize::PageSizeId>(size->currentData().toInt())));
            if (preview)
                preview->updatePreview();
        });
        bar->addSeparator();
        QAction* pdf = bar->addAction(ScoreSheet::tr("Save as PDF\u2026"));
        pdf->setObjectName(QStringLiteral("savePdfAction"));
        QObject::connect(pdf, &QAction::triggered, &dialog,
                         [&] { askAndWrite(sheet, info, printer.pageLayout(), &dialog); });
    }
    QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    dialog.resize(previewSize(screen));
    if (screen) // centred on the screen's free area, so no part of it is off the screen
        dialog.move(screen->availableGeometry().center() - dialog.rect().center());
    dialog.exec();
}

} // namespace st::ui
