// Printing a session's score sheet: a print preview (page size, orientation,
// print, save as PDF) and writing the sheet to a PDF file directly. The sheet
// is built by replaying the record through the engine (sheets/scoresheet.h).
#pragma once

#include "sheets/scoresheet.h"

#include <QPageLayout>
#include <QSize>
#include <QString>

class QScreen;
class QWidget;

namespace st {
struct Record;
}

namespace st::ui {

/// Open the print preview of a record's score sheet (modal; returns when it is closed).
/// It offers A4/Letter, portrait/landscape, printing and "Save as PDF…" (the folder is
/// remembered; the user's documents the first time).
void showSheetPreview(const st::Record& record, const SheetInfo& info, QWidget* parent);
/// The same for a sheet already built (a blank sheet to fill in by hand).
void showSheetPreview(const ScoreSheet& sheet, const SheetInfo& info, QWidget* parent);
/// The size the print preview opens at on a screen: up to 900 × 1000, inside its free area.
QSize previewSize(const QScreen* screen);

/// Ask for a PDF file name (in the folder used last, the user's documents the first time;
/// the folder is remembered) and write the record's score sheet there; false when cancelled
/// or not written (a message says why).
bool saveSheetPdfAs(const st::Record& record, const SheetInfo& info, QWidget* parent);

/// The page a sheet is printed on by default: A4 with 15 mm margins, portrait (landscape for
/// ledgers of five or more players).
QPageLayout defaultSheetLayout(const ScoreSheet& sheet);

/// Write a record's score sheet to a PDF file; false when it cannot be written.
/// On A4 with 15 mm margins, portrait (landscape for ledgers of five or more players).
bool saveSheetPdf(const st::Record& record, const SheetInfo& info, const QString& file);
/// The same on a page layout of one's choosing.
bool saveSheetPdf(const st::Record& record, const SheetInfo& info, const QString& file, const QPageLayout& layout);
/// Write a sheet already built on the default layout; false when it cannot be written.
bool saveSheetPdf(const ScoreSheet& sheet, const QString& file);

} // namespace st::ui
