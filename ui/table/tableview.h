// The view of the table: scales the scene to the window and carries the
// action bar above the hand. Keyboard play: Left and Right move the focus
// along the hand, Enter or Space plays the focused card; the accessible name
// and description follow the focused card and whose turn it is.
#pragma once

#include <QGraphicsView>

class QFrame;
class QLabel;
class QListWidget;
class QPushButton;

namespace st::ui {

class ActionBar;
class TableScene;

class TableView : public QGraphicsView {
    Q_OBJECT

  public:
    explicit TableView(TableScene* scene, QWidget* parent = nullptr);
    ActionBar* actionBar() const { return bar_; }
    /// The "Hint" button in the table's top right corner (TableSession wires it).
    QPushButton* hintButton() const { return hint_; }
    /// The "Log" button beside it: opens and closes the deal log (every bid and announcement).
    QPushButton* dealLogButton() const { return logButton_; }
    /// The deal log's lines ("Bert: Solo"), newest last.
    void setDealLog(const QStringList& lines);
    QStringList dealLog() const;
    bool dealLogOpen() const;
    TableScene* tableScene() const { return scene_; }
    /// A lasting warning in a strip above the table (the game cannot be saved),
    /// with its "Save a copy…" button; an empty text removes the strip.
    void setWarning(const QString& text);
    QString warning() const;
    QFrame* warningBar() const { return warning_; }
    QPushButton* saveCopyButton() const { return saveCopy_; }
    /// Where a scene point is on the viewport (for tests clicking cards).
    QPoint viewportPoint(QPointF scenePos) const { return mapFromScene(scenePos); }

    /// The keyboard back to the table: its window active, the table (or the button of
    /// the window that last had it, if still there) focused. Done by itself whenever a dialog of
    /// the table's window closes and no other modal dialog is open.
    void takeKeyboard();

  protected:
    bool eventFilter(QObject* watched, QEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;
    void showEvent(QShowEvent* e) override;

  private:
    void placeLogPanel();
    /// The Hint and Log buttons in the usual cream or, in high contrast, white on black with yellow.
    void restyleCornerButtons();
    void placeBar(); ///< the action bar where the scene wants it
    void relayout();
    void updateAccessibleText();
    TableScene* scene_;
    ActionBar* bar_;
    QPushButton* hint_;
    QPushButton* logButton_;
    QFrame* logPanel_;
    QListWidget* log_;
    QLabel* logEmpty_; ///< said while nothing was announced yet in the deal
    QFrame* warning_;
    QLabel* warningText_;
    QPushButton* saveCopy_;
};

} // namespace st::ui
