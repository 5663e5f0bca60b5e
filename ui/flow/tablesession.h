// Puts one table together: the model, the scene and its view, the human's
// seat, the computer players and the flow, wired to each other. It holds no
// rules and no drawing of its own.
#pragma once

#include "ai/explain.h"
#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "hintwords.h"

#include <QObject>

#include <QPointer>
#include <functional>
#include <memory>
#include <vector>

class QDialog;
class QWidget;

namespace st::ui {

class ComputerPlayer;
class DealReview;
class FlowController;
class HumanSeat;
class TableModel;
class TableScene;
class TableView;

struct TableOptions {
    int animationMs = 200;     ///< 0: no card movement (tests, reduced motion)
    int thinkMs = 700;         ///< least time a computer takes to decide
    int trickPauseMs = 900;    ///< a finished trick stays this long before it sweeps
    QString autosavePath;      ///< empty: TableModel::defaultAutosavePath(); "-" disables it
    quint64 seed = 0;          ///< 0: from the clock
    bool allowUndo = true;     ///< the human may take back decisions against the computer
    bool hints = true;         ///< the Hint button (off in Stammtisch mode)
    bool countingHelp = false; ///< the card points taken shown beside the table
    bool playOnlyCard = false; ///< the human's only card that may be played goes by itself
};

class TableSession : public QObject {
    Q_OBJECT

  public:
    explicit TableSession(const TableOptions& options, QWidget* parent);
    ~TableSession() override;

    TableView* view() const { return view_; }
    TableModel* model() const { return model_; }
    TableScene* scene() const { return scene_; }
    HumanSeat* human() const { return human_; }
    FlowController* flow() const { return flow_; }
    DealSummary* summary() const { return summary_; }
    /// The strong player's review of the deal just played (the deal summary's "Review my play…").
    DealReview* showReview();
    /// A lesson's hint: the move the lesson expects now (an empty Action: let play go on) and the
    /// coach's words for it; nullopt: the strong player's hint. The hint and the coach never disagree.
    using LessonHint = std::function<std::optional<std::pair<Action, QString>>()>;
    void setLessonHint(LessonHint hint) { lessonHint_ = std::move(hint); }
    /// A lesson's deal (`deal`, an index in the record): the indices of its actions that were the
    /// script's (the learner had to make them); the review never lists them as the learner's mistakes.
    void setScriptedActions(std::size_t deal, std::vector<std::size_t> actions) {
        scriptedDeal_ = deal;
        scripted_ = std::move(actions);
    }

    /// Who plays the computer seats when a session starts or is resumed (a lesson's script);
    /// unset: the computer levels of the record.
    using PlayersHook = std::function<std::vector<std::shared_ptr<ComputerPlayer>>(const TableModel&)>;
    void setPlayersHook(PlayersHook hook) { playersHook_ = std::move(hook); }

    /// A new session; returns an error text (empty when started).
    QString start(const NewGameSettings& s);
    /// Resume from a saved record; returns an error text.
    QString resume(const QString& file, const QString& deckStyle = {});

    /// The counting help and the hints on or off (a lesson turns them on; the preferences apply at once).
    void setCountingHelp(bool on);
    void setHints(bool on);
    /// A hint in words: the choice and a reason a learner can follow, and what the strong player
    /// expects of it and of the next best choice.
    QString hintText(const Action& a, const ai::HintExplanation& e, const SeatView& v) const;
    /// Decisions in words as this table's human seat words them (for HintWords).
    HintWords::Describe describer() const;

    /// True when the human has a decision of the running deal that can be taken back.
    bool canUndo() const;

  public slots:
    /// Take back the human's last decision of this deal (and the computers' after it).
    void undo();
    /// The session's results so far and its score sheet (print, PDF); shown by
    /// itself when the session ends, and on request (Dreierles and Dappen
    /// sessions end when the players stop).
    void showScoreSheet();
    /// Ask the strongest computer player what it would do in the human's place;
    /// the answer comes as hintReady().
    void hint();
    /// The last trick of this deal, large, with who played each card.
    void showLastTrick();

  signals:
    void newGameRequested();
    void message(const QString& text);
    /// The hint's answer, worded for the player (e.g. "Play the Ace of hearts").
    void hintReady(const QString& text);
    /// canUndo() may have changed.
    void undoAvailable(bool available);
    /// The player asked to save a copy of the game elsewhere (the warning's button).
    void saveCopyRequested();

  private:
    void setupSeats();
    void updateHintButton();
    void showSummary();
    /// The deal log (TableView) from the record: who said what, in order.
    void updateDealLog();
    /// What decision `k` of the running deal says at its seat (the bubble and the deal log); `keys`:
    /// TableModel::passKeys().
    QString said(std::size_t k, const std::vector<std::string>& keys) const;
    /// What the cutter said before this deal (Dreierschnapsen's cut or knock); empty: no cut.
    QString cutWords() const;
    /// The warning above the table while the game cannot be autosaved.
    void updateSaveWarning();

    TableOptions options_;
    TableModel* model_;
    TableScene* scene_;
    TableView* view_;
    HumanSeat* human_;
    FlowController* flow_;
    QPointer<DealSummary> summary_;
    PlayersHook playersHook_;
    quint64 hintSerial_ = 0;
    LessonHint lessonHint_;
    std::size_t scriptedDeal_ = 0;
    std::vector<std::size_t> scripted_;
};

} // namespace st::ui
