// A finished or saved session watched again on the real table, deal by deal
// and decision by decision: the record is cut at the chosen moment and the
// TableModel replays it through the rules engine, so the table shows exactly
// what the engine says. Read-only: nobody decides, nothing is saved, no
// computer plays. All cards face up (every other hand in a strip beside the
// table) or the view of one seat.
#pragma once

#include "record.h"

#include <QList>
#include <QTemporaryDir>
#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSlider;

namespace st::ui {

class TableModel;
class TableScene;
class TableView;
class HandStrip;

class ReplayWindow : public QWidget {
    Q_OBJECT

  public:
    explicit ReplayWindow(const Record& record, QWidget* parent = nullptr);
    ~ReplayWindow() override;

    int dealCount() const { return static_cast<int>(record_.deals.size()); }
    int deal() const { return deal_; }
    /// Decisions of the current deal applied (0: just dealt).
    int step() const { return step_; }
    /// Decisions recorded in the current deal.
    int steps() const;
    /// The seat whose view the table shows, or -1 for all cards face up.
    int viewSeat() const { return viewSeat_; }
    /// The hand shown face up for a seat in the strip beside the table (all cards face up).
    QList<Card> stripHand(int seat) const;
    /// The lines of the decision list of the current deal.
    QStringList decisions() const;

    TableModel* model() const { return model_; }
    TableScene* scene() const { return scene_; }
    TableView* view() const { return view_; }
    QSlider* slider() const { return slider_; }
    QListWidget* decisionList() const { return list_; }
    QComboBox* seatBox() const { return seatBox_; }
    /// The result shown at the end of a deal (hidden during it): the deal summary's words.
    QLabel* resultLabel() const { return result_; }
    /// Each player's standing at this moment, Dreeg's slates drawn large.
    QWidget* scoresPanel() const { return scores_; }

  public slots:
    /// Shows the moment after `step` decisions of deal `deal` (clamped to the record).
    void goTo(int deal, int step);
    void nextDecision();
    void previousDecision();
    void nextDeal();
    void previousDeal();
    void toStart();
    void toEnd();
    /// -1: all cards face up; else that seat's view.
    void setViewSeat(int seat);

  private:
    void rebuildList();
    void updateControls();
    void updateStrips();
    void updateScores();

    Record record_;
    QTemporaryDir dir_;
    int deal_ = -1;
    int step_ = 0;
    int viewSeat_ = -1;
    int homeSeat_ = 0; ///< the human's seat in the record, at the bottom when all is face up
    TableModel* model_;
    TableScene* scene_;
    TableView* view_;
    QLabel* where_;
    QListWidget* list_;
    QSlider* slider_;
    QComboBox* seatBox_;
    QPushButton* start_;
    QPushButton* prevDeal_;
    QPushButton* prev_;
    QPushButton* next_;
    QPushButton* nextDeal_;
    QPushButton* end_;
    QWidget* strips_;
    QLabel* result_;
    QWidget* scores_;
    QList<QLabel*> scoreSlates_;
    QList<QLabel*> scoreLines_;
    QList<QLabel*> stripNames_;
    QList<HandStrip*> stripHands_;
};

} // namespace st::ui
