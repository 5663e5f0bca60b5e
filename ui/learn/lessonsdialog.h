// Help ▸ Learn to play (and the welcome screen's "Learn to play"): the guided
// lessons by game, each game's path numbered in order with how much of it is
// done, each lesson with what it teaches, a tick when done and the path's next
// one marked; the next lesson to take chosen; Start opens it at the table.
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace st::ui {

class LessonsDialog : public QDialog {
    Q_OBJECT

  public:
    explicit LessonsDialog(QWidget* parent = nullptr);
    /// The lesson chosen (its id), empty when none.
    QString chosen() const;
    /// Chooses a lesson (a lesson's end: the next of its path).
    void choose(const QString& id);
    QTreeWidget* tree() const { return tree_; }

  signals:
    void lessonChosen(const QString& id);

  private:
    void fill();
    QTreeWidget* tree_;
    QLabel* about_;
    QPushButton* start_;
};

} // namespace st::ui
