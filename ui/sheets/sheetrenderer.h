// Painting a score sheet onto paper: a QPrinter (print, print preview) or a
// QPdfWriter. Pages of the device's page layout, the header (title, game,
// rules, players, date, deals) on every page, "Page n of m" at the foot, a
// table that runs over a page continued under its header on the next.
#pragma once

#include "sheets/scoresheet.h"

#include <QImage>
#include <QList>
#include <QPageLayout>
#include <QRectF>

class QPagedPaintDevice;

namespace st::ui {

/// Paint the sheet onto the device page by page; returns the number of pages (0 when
/// the device cannot be painted on).
int renderSheet(const ScoreSheet& sheet, QPagedPaintDevice& device);

/// The number of pages the sheet takes on the device's page layout, painting nothing.
int sheetPageCount(const ScoreSheet& sheet, QPagedPaintDevice& device);

/// A text as drawn on a page (for checking that nothing is cut off or too small).
struct SheetText {
    QString text;
    QRectF box;         ///< where it was drawn, in pixels
    qreal pointSize;    ///< its font's size
    qreal pixelSize;    ///< the font's size in pixels at the dpi drawn
    qreal widest;       ///< the width of what must stay on one line (the text, or its longest word)
    bool total = false; ///< in a totals row
};

/// The sheet's pages as pictures of whole sheets of paper (white, the margins included)
/// at `dpi` dots per inch, for showing on screen; `texts`, when given, gets every text drawn.
QList<QImage> renderSheetImages(const ScoreSheet& sheet, const QPageLayout& page, int dpi,
                                QList<SheetText>* texts = nullptr);

} // namespace st::ui
