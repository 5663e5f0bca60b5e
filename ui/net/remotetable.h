// A table played over the network, as this client's player sees it (docs/protocol.md, "The
// client"). The server holds the true deal; the client is told only its seat's view and the
// public events. It shows them with the same scene, plates, faces and human-seat widgets as the
// local table: its TableModel holds a stand-in deal, dealt by the computer players' determinizer
// (core/ai) so that every event so far replays in it and the seat's view in it is the view the
// server sent, and sampled again whenever an event contradicts it. Once a deal is scored the
// server turns its cards up (deal_over) and the true deal replaces the stand-in: the scores, the
// summary and the record are the server's.
#pragma once

#include "ai/ai.h"
#include "flow/seat.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTemporaryDir>
#include <QTimer>
#include <QUrl>

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <vector>

class QAction;
class QToolButton;
class QWidget;

namespace st::ui::access {
class TableAccess;
}

namespace st::ui {
class DealReview;
class DealSummary;
class HumanSeat;
class TableModel;
class TableScene;
class TableView;
} // namespace st::ui

namespace st::ui::net {

class NetClient;

class RemoteTable : public QObject {
    Q_OBJECT

  public:
    /// What the table says of a seat (the `seats` message).
    struct SeatState {
        QString name;
        bool computer = false;
        bool connected = true;
        bool free = false;   ///< nobody has taken the seat yet (a player's place the table waits for)
        bool ready = true;   ///< false: between deals, the table waits for this player to read the score
        int thinkingMs = -1; ///< -1: not thinking; else how long, when the message came
        QElapsedTimer since; ///< since that message
    };

    RemoteTable(NetClient* client, QWidget* parent, int animationMs = 200);
    ~RemoteTable() override;
    bool eventFilter(QObject* watched, QEvent* event) override;

    TableView* view() const { return view_; }
    TableModel* model() const { return model_; }
    TableScene* scene() const { return scene_; }
    HumanSeat* human() const { return human_; }
    NetClient* client() const { return client_; }
    DealSummary* summary() const;
    /// This player's seat (-1 before the welcome).
    int seat() const { return seat_; }
    bool isHost() const { return host_; }
    /// The host allows the hint (welcome's `hints`); undo and the review stay off online.
    bool hintsAllowed() const { return hints_; }
    const std::vector<SeatState>& seats() const { return seats_; }
    /// What the status line says before the first deal (who the table waits for).
    QString waitingStatus() const { return waitingText(); }
    /// The plate lines of each seat: free, offline, computer, thinking for how long.
    std::vector<QStringList> seatNotes() const;
    /// A quick phrase in this client's language.
    static QString phraseText(const std::string& phrase);
    /// The table's "Say …" button: its menu sends a quick phrase to everyone at the table.
    QToolButton* sayButton() const { return say_; }
    /// Game ▸ Pause the table (the host's alone): checked while the table is paused.
    QAction* pauseAction() const { return pause_; }
    /// The host paused the table (told to everyone).
    bool paused() const { return paused_; }
    /// The player's history folder (default: RecentSessions::folder()): each scored deal writes the
    /// table's true record there as a session of its own, so it is in Game ▸ Session history.
    void setHistoryFolder(const QString& folder) { historyFolder_ = folder; }
    /// The session's file in the history when the seat is taken again (Game ▸ Continue): the deals
    /// scored before are read from it and it is written on.
    void setHistoryFile(const QString& file);
    /// The session's file in the history (empty before the first deal is scored).
    QString historyFile() const { return historyFile_; }
    /// The host closed the table (`closed`): the session is kept, the client connects no more.
    bool closed() const { return closed_; }
    /// The session is over (`session_over`).
    bool sessionIsOver() const { return sessionOver_; }
    /// Milliseconds before an answer refused as `rate_limited` is sent again (tests make it short).
    void setRetryMs(int ms) { retry_.setInterval(ms); }
    /// The host's data folder of the table it hosts (kept beside the history file: Continue opens the
    /// table again from there).
    void setHostData(const QString& dir) { hostData_ = dir; }
    /// How to take the seat at a network session of the history again (the file beside it).
    struct Rejoin {
        QUrl url;
        QString table;
        QString token;
        QString name;
        QString hostData; ///< not empty: this computer hosted the table, from this data folder
    };
    static QString rejoinFile(const QString& historyFile);
    /// The network table of a session in the history (none: a local session).
    static std::optional<Rejoin> rejoinInfo(const QString& historyFile);
    /// How often the stand-in deal was dealt anew (an event contradicted it) in this deal.
    int resamples() const { return resamples_; }

    /// The hint (when the host allows it): the strong player's choice from this seat's knowledge
    /// alone (the same observation the stand-in is dealt from); the answer comes as message().
    void hint();
    /// The deal summary's "Review my play…" (when the host allows it): the review of the deal scored.
    DealReview* showReview();

  signals:
    /// A line for the status bar (a refusal, the connection, a pause).
    void message(const QString& text);
    /// The welcome came: the table is shown.
    void joined();
    /// The host closed the table (the words for the player).
    void closedByHost(const QString& text);
    /// The session is over (`session_over`): its score sheet is shown, the history keeps it finished.
    void sessionFinished();
    /// The session's score sheet: "New game".
    void newGameRequested();

  private:
    void onMessage(const nlohmann::json& m);
    void welcome(const nlohmann::json& m);
    /// A new stand-in session of `names` (no deal yet) with this seat the one "you" are.
    QString startTable(const GameInfo& info, const Variant& variant, const QStringList& names);
    void seatsChanged(const nlohmann::json& m);
    void dealStart(const nlohmann::json& m);
    void event(const nlohmann::json& m);
    void viewChanged(const nlohmann::json& m);
    void question(const nlohmann::json& m);
    void dealOver(const nlohmann::json& m);
    void refused(const nlohmann::json& m);
    void answered(const st::ui::Answer& a);
    /// Sends the answer to the table (again, after `rate_limited`).
    void sendAnswer(const st::ui::Answer& a);
    /// The table heard the answer sent (or answered otherwise): no retry.
    void acknowledged();
    void sessionOver(const nlohmann::json& m);
    /// The session's score sheet, as a local table shows it at the session's end.
    void showSessionSheet();
    /// Takes the public action and the view after it into the observation, and the action into
    /// the stand-in deal (or deals a new stand-in when it does not fit).
    void advance(const Action& a, const SeatView& after);
    /// Deals a stand-in consistent with the observation; false when none was found.
    bool resample();
    /// Shows `r` (the stand-in or the true record) as a loaded game is shown.
    bool show(const Record& r);
    void updateNotes();
    /// Before the first deal: what the table waits for (players, the first deal), in the status line.
    void updateWaiting();
    /// What the table waits for before its first deal (empty once a deal was dealt).
    QString waitingText() const;
    void setPaused(bool paused, int by);
    void placeSayButton();
    void updateDealLog();
    void askPending();
    /// Between deals: this player has read the summary (said once per deal).
    void sendReady();
    /// Between deals, once this player is ready: who the table still waits for, in the status line.
    void updateBetweenDeals();

    NetClient* client_;
    TableModel* model_;
    TableScene* scene_;
    TableView* view_;
    HumanSeat* human_;
    QPointer<DealSummary> summary_;
    QTemporaryDir dir_;
    int seat_ = -1;
    bool host_ = false;
    bool hints_ = false;
    bool started_ = false; ///< the first deal was dealt (welcome's `started`, or a deal_start)
    std::vector<SeatState> seats_;
    QTimer clock_; ///< the thinking time on the plates counts up
    QToolButton* say_ = nullptr;
    QAction* pause_ = nullptr;
    bool paused_ = false;
    QString pausedText_; ///< the pause's line on the table
    QString historyFolder_;
    QString historyFile_;
    void keepInHistory(const Record& r);
    /// The session as far as the server told it: the deals scored (a running deal is a stand-in).
    Record trueRecord() const;
    void takeUpHistory();
    void tableClosed();
    bool closed_ = false;
    bool asked_ = false;    ///< a question of the table is open to this player
    bool readySent_ = true; ///< between deals: `ready` said for the deal scored last
    QString betweenText_;   ///< the line between deals (who the table waits for)
    QString hostData_;
    QString lostText_; ///< the lost connection's line on the table

    // The running deal as this seat knows it.
    std::shared_ptr<const Game> start_; ///< the session before the deal (exact: from the true records)
    ai::Observation obs_;
    bool awaitingFirstView_ = false;
    bool inDeal_ = false;
    int dealer_ = -1;
    std::optional<Action> pendingEvent_; ///< an event whose view has not come yet
    CardList dealtOrder_;                ///< deal_start's `hand`: the seat's cards in dealing order (kNoCard: not seen)
    int pendingHidden_ = 0;              ///< how many cards the pending hidden discard laid away (`count`)
    std::optional<nlohmann::json> pendingQuestion_;
    std::optional<Answer> lastAnswer_;  ///< what a refusal is about
    std::optional<Answer> outstanding_; ///< an answer sent that the table has not heard yet
    bool retried_ = false;              ///< the outstanding answer was sent again
    QTimer retry_;                      ///< sends an answer refused as `rate_limited` again
    QElapsedTimer limitedAt_;           ///< when the table last said `rate_limited`
    int phrasesUnheard_ = 0;            ///< quick phrases sent that the table has not said yet
    bool sessionOver_ = false;
    int resamples_ = 0;
    quint64 sampleSeed_ = 1;
    access::TableAccess* access_ = nullptr; ///< the screen reader's table (owned by the view)
    bool seatSpeaking_ = false; ///< a message is the seat's own prompt, which the screen reader hears otherwise
    quint64 hintSerial_ = 0;    ///< a hint still thinking about a position that is gone is dropped
};

} // namespace st::ui::net
