// A guided lesson at the table. The coach panel (over the felt) says what to
// do and why; the card, button or dialog choice the lesson expects is marked
// (a green ring); any other move is refused with the rule's reason (an illegal
// card: the engine's refusal) or the lesson's ("why"), and the decision stays
// due. The other seats play the script (ScriptedPlayer); the deal is the real
// engine's. The coach's comment on another seat's move is shown once that move
// is on the table, and the table waits there (the computers do not move on, a
// finished trick stays) until the learner presses Continue (or Space); "Show
// again" brings back the notes before and the last trick. After the deal the
// lesson is marked done and the panel leads on: the next lesson of the game's
// path (or, at its end, what the learner can now do), a practice deal against
// Easy opponents with hints and the counting help on, and the list of lessons;
// the deal's summary is shown beside it, not over it.
#pragma once

#include "flow/player.h"
#include "lesson.h"

#include <QFrame>
#include <QPointer>

#include <memory>
#include <optional>

class QDialog;
class QLabel;
class QPushButton;
class QShortcut;

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
    /// "Start the deal", "Continue" (at a note the table waits on) or, at the end, "Practice deal".
    QPushButton* primary() const { return primary_; }
    /// At the end: the next lesson of the game's path.
    QPushButton* next() const { return next_; }
    /// "Show again": the note before the one shown, and the last trick.
    QPushButton* replay() const { return replay_; }
    QPushButton* secondary() const { return secondary_; }
    QPushButton* leave() const { return leave_; }
    /// Keeps the panel above the action bar, clear of the side panel (low: at the bottom, over the
    /// hand, which is empty at the end of the deal).
    void place();
    void setLow(bool low);
    bool low() const { return low_; }

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    QLabel* title_;
    QLabel* text_;
    QLabel* refusal_;
    QPushButton* primary_;
    QPushButton* next_;
    QPushButton* replay_;
    QPushButton* secondary_;
    QPushButton* leave_;
    bool low_ = false;
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
    /// The table waits on a comment of the coach until the learner continues.
    bool waiting() const { return waiting_; }
    /// A note before is shown again ("Show again").
    bool replaying() const { return replayAt_ >= 0; }
    /// The last trick shown again beside the panel (while replaying).
    QDialog* lastTrick() const;
    /// The lesson the end of this one offers (the next of its game's path not done; null: none).
    std::shared_ptr<const Lesson> nextLesson() const { return nextLesson_; }

  public slots:
    /// Deals the lesson's cards and starts the play (the intro's "Start").
    void begin();
    /// "Continue" (Space): the table goes on from the note it waited on (or from a note shown again).
    void proceed();
    /// "Show again": the note before the one shown (pressed again: the one before that), and the
    /// last trick; the table waits meanwhile.
    void showAgain();

  signals:
    void practiceWanted();                    ///< "Practice deal" after the lesson
    void lessonsWanted();                     ///< "More lessons…"
    void nextLessonWanted(const QString& id); ///< "Next lesson" after the lesson
    void left();                              ///< the learner left the lesson

  private:
    void update();
    /// What is due now when the table does not wait: the learner's note, or "The others play".
    void showNow();
    void mark();
    void finish();
    /// The deal's summary beside the panel, the panel usable (not under a modal summary).
    void settleSummary();
    void endReplay(bool restore);
    void setContinue(bool shown);
    void updateReplay();
    /// Another seat's action with the lesson's comment on it.
    bool commentOn(std::size_t k) const;
    std::size_t actionsSoFar() const;
    QString gate(const std::optional<Action>& a) const;

    QPointer<TableSession> table_;
    std::shared_ptr<const Lesson> lesson_;
    QString file_;
    QPointer<CoachPanel> panel_;
    Stage stage_ = Stage::Intro;
    bool cutDue_ = false; ///< the learner is yet to cut or knock before the lesson's deal
    QStringList said_;
    struct Shown {
        QString title;
        QString text;
    };
    QList<Shown> notes_; ///< every note shown, in order (for "Show again")
    Shown now_;          ///< what the panel says now (restored after "Show again")
    int replayAt_ = -1;  ///< the note of notes_ shown again (-1: none)
    bool replayHolds_ = false;
    bool waiting_ = false;
    bool finishPending_ = false; ///< the deal ended on a comment: the end follows Continue
    QPointer<QDialog> lastTrick_;
    QPointer<QDialog> settled_;
    QShortcut* continueKey_ = nullptr;
    QShortcut* continueEnter_ = nullptr;
    std::shared_ptr<const Lesson> nextLesson_;
    void say(const QString& title, const QString& text, bool note = true);
};

} // namespace st::ui
