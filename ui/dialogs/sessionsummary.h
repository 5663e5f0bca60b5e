// The end of a session: who won and who lost in the game's own terms
// (Bollern, Bummerl, game points, cents, the match), the deals played, and the
// session's score sheet (one row per deal, a column per player, the totals) to
// print or save as PDF. Asked for in the middle of a session (Game ▸ Score
// sheet) it shows the standings so far and a Close button instead. The sheet is
// built by replaying the record through the engine and asking it for each
// deal's report and the standings after it.
#pragma once

#include <QDialog>

namespace st::ui {

class TableModel;

class SessionSummary : public QDialog {
    Q_OBJECT

  public:
    explicit SessionSummary(const TableModel& model, QWidget* parent = nullptr);

    /// The winners and losers and the final figures, as HTML (mid-session: the standings so far).
    static QString resultHtml(const TableModel& model);
    /// The score sheet as an HTML document (title, one row per deal, totals).
    static QString scoreSheetHtml(const TableModel& model);
    /// Write the score sheet to a PDF file; false when it cannot be written.
    bool savePdf(const QString& file) const;

  public slots:
    /// Print the score sheet, asking for the printer first.
    void print();
    /// Ask for a file name and save the score sheet as PDF.
    void saveAsPdf();

  signals:
    void newGame();

  private:
    QString sheet_;
};

} // namespace st::ui
