// After the deal, a review (the deal summary's "Review my play…"): each of the
// player's decisions where the strong computer player would have chosen
// otherwise, with the position as the player saw it (the hand, the trick on the
// table), both choices in words and what the strong player expected of each in
// the game's unit. The strong player sees only what the player could see
// (core/ai/review.h); the review is worked out on a worker thread.
#pragma once

#include "ai/review.h"

#include <QDialog>
#include <QFutureWatcher>

#include <functional>

class QLabel;
class QScrollArea;
class QVBoxLayout;

namespace st::ui {

class TableModel;

class DealReview : public QDialog {
    Q_OBJECT

  public:
    /// A decision in words ("Play the Ace of hearts", "Bid: Zweier"), as the hint says it.
    using Describe = std::function<QString(const Action&, const SeatView&)>;
    /// A card's face at a width in pixels, in the table's deck.
    using Face = std::function<QPixmap(Card, int)>;

    /// Reviews `seat`'s decisions in deal `deal` (an index in the model's record). `scripted`: the
    /// indices of the deal's actions a lesson made the player take; never listed as mistakes.
    DealReview(const TableModel& model, int seat, std::size_t deal, Describe describe, Face face,
               QWidget* parent = nullptr, std::vector<std::size_t> scripted = {});
    ~DealReview() override;

    /// The review is worked out (or failed).
    bool ready() const { return ready_; }
    /// The decisions shown where the strong player chose otherwise.
    int points() const { return static_cast<int>(points_.size()); }
    const std::vector<ai::ReviewPoint>& reviewPoints() const { return points_; }

    /// An expected result in a game's unit, signed: "+0.4 game points", "−1.2 strokes", "+5 cents".
    static QString valueText(const Game& game, const SeatView& view, double value);
    /// A value with its sign (a true minus) and `decimals` decimals, in the language's digits.
    static QString signedValue(double v, int decimals);
    /// Why the strong player chooses `a`, in words a learner can follow (the hint's and the
    /// review's reason, from the core's reason code); empty when there is nothing to say.
    static QString reasonText(const Game& game, const Action& a, const ai::HintExplanation& e);

  signals:
    void reviewReady();

  private:
    void show(const std::vector<ai::ReviewPoint>& points, const QString& error);
    QWidget* pointWidget(const ai::ReviewPoint& p, int number);

    const TableModel& model_;
    int seat_;
    std::size_t deal_;
    Describe describe_;
    Face face_;
    bool ready_ = false;
    bool lesson_ = false; ///< some of the player's moves were a lesson's
    std::vector<ai::ReviewPoint> points_;
    QFutureWatcher<std::pair<std::vector<ai::ReviewPoint>, QString>>* watcher_ = nullptr;
    QLabel* headline_ = nullptr;
    QVBoxLayout* list_ = nullptr;
    QScrollArea* scroll_ = nullptr;
};

} // namespace st::ui
