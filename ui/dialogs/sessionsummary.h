// The end of a session: who won and who lost in the game's own terms
// (Bollern, Bummerl, game points, cents, the match), the deals played, and the
// session's score sheet as it will be printed (sheets/: Dreeg's slates, the
// Bummerl pad, the ledgers), with its print preview and Save as PDF. Asked for
// in the middle of a session (Game ▸ Score sheet) it shows the standings and
// the sheet so far and a Close button instead.
#pragma once

#include "sheets/scoresheet.h"

#include <QDialog>
#include <QPageLayout>

class QLabel;
class QScrollArea;

namespace st::ui {

class TableModel;

class SessionSummary : public QDialog {
    Q_OBJECT

  public:
    explicit SessionSummary(const TableModel& model, QWidget* parent = nullptr);

    /// The winners and losers and the final figures, as HTML (mid-session: the standings so far).
    static QString resultHtml(const TableModel& model);
    /// The header information of the model's session: the date it was started (its
    /// autosave file's creation time, or now when there is none).
    static SheetInfo sheetInfo(const TableModel& model);
    /// The score sheet shown and printed.
    const ScoreSheet& sheet() const { return sheet_; }
    /// The dots per inch the sheet is shown at: its paper as wide as `width` pixels, but never
    /// so small that its smallest print is hard to read (kReadableDpi).
    static int sheetDpi(const ScoreSheet& sheet, int width);
    /// The sheet's smallest print (7 pt) about 11 pixels high.
    static constexpr int kReadableDpi = 113;
    /// The dots per inch the sheet is drawn at now.
    int shownDpi() const { return dpi_; }
    /// Write the score sheet to a PDF file (A4); false when it cannot be written.
    bool savePdf(const QString& file) const;

  public slots:
    /// The print preview of the score sheet (paper size, orientation, print, Save as PDF).
    void print();
    /// Ask for a file name (in the folder used last, the documents the first time) and save the sheet as PDF.
    void saveAsPdf();

  signals:
    void newGame();

  protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

  private:
    void drawSheet();

    const TableModel& model_;
    SheetInfo info_;
    ScoreSheet sheet_;
    QScrollArea* sheetArea_ = nullptr;
    QLabel* sheetLabel_ = nullptr;
    int dpi_ = 0;
};

} // namespace st::ui
