// A guided lesson at the table. The coach panel (over the felt) says what to
// do and why; the card, button or dialog choice the lesson expects is marked
// (a green ring); any other move is refused with the rule's reason (an illegal
// card: the engine's refusal) or the lesson's ("why"), and the decision stays
// due. The other seats play the script (ScriptedPlayer); the deal is the real
// engine's. After the deal the lesson is marked done and the panel offers a
// practice deal against Easy opponents with hints and the counting help on.
#pragma once

#include "flow/player.h"
#include "lesson.h"

#include <QFrame>
#include <QPointer>

#include <memory>
#include <optional>

class QLabel;
class QPushButton;

namespace st::ui {

class TableSession;

/// Plays a seat's decisions from the lesson's script (the recorded deal).
class ScriptedPlayer final : public ComputerPlayer {
  public:
    ScriptedPlayer(std::shared_ptr<const Lesson> lesson, int seat) : lesson_(std::move(lesson)), seat_(seat) {}
    std::optional<Action> decide(const DecisionRequest& request) override;

  private:
    std::shared_ptr<const Lesson> lesson_;
    int seat_;
};

/// Two decisions are the same choice (a discard's cards in any order).
bool sameDecision(const Action& a, const Action& b);

class CoachPanel : public QFrame {
    Q_OBJECT

  public:
    explicit CoachPanel(QWidget* parent);
    QLabel* title() const { return title_; }
    QLabel* text() const { return text_; }
    QLabel* refusal() const { return refusal_; }
    QPushButton* primary() const { return primary_; }
    QPushButton* secondary() const { return secondary_; }
    QPushButton* leave() const { return leave_; }
    /// Keeps the panel at the top of its parent, clear of the side panel.
    void place();

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    QLabel* title_;
    QLabel* text_;
    QLabel* refusal_;
    QPushButton* primary_;
    QPushButton* secondary_;
    QPushButton* leave_;
};

class LessonCoach : public QObject {
    Q_OBJECT

  public:
    enum class Stage { Intro, Playing, Done };

    /// The lesson at `table` (a fresh table); the panel lies on the table's view. `file` is where
    /// the lesson's deal is written to be taken up by the table.
    LessonCoach(TableSession* table, std::shared_ptr<const Lesson> lesson, const QString& file,
                QObject* parent = nullptr);
    ~LessonCoach() override;

    const Lesson& lesson() const { return *lesson_; }
    Stage stage() const { return stage_; }
    CoachPanel* panel() const { return panel_; }
    /// The action the lesson expects of the learner now (none: not the learner's turn).
    std::optional<Action> expected() const;
    /// Every text the coach has shown so far, in order (for tests and the deal log).
    const QStringList& said() const { return said_; }

  public slots:
    /// Deals the lesson's cards and starts the play (the intro's "Start").
    void begin();

  signals:
    void practiceWanted(); ///< "Practice deal" after the lesson
    void lessonsWanted();  ///< "More lessons…"
    void left();           ///< the learner left the lesson

  private:
    void update();
    void mark();
    void finish();
    std::size_t actionsSoFar() const;
    QString gate(const std::optional<Action>& a) const;

    QPointer<TableSession> table_;
    std::shared_ptr<const Lesson> lesson_;
    QString file_;
    QPointer<CoachPanel> panel_;
    Stage stage_ = Stage::Intro;
    bool cutDue_ = false; ///< the learner is yet to cut or knock before the lesson's deal
    QStringList said_;
    void say(const QString& title, const QString& text);
};

} // namespace st::ui
