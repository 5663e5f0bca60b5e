// The table's flow: who is asked next. Computer seats decide on a worker
// thread (the window never freezes) with a short visible pause; the human seat
// is asked through HumanSeat. Every decision goes to TableModel::submit.
#pragma once

#include "player.h"

#include <QElapsedTimer>
#include <QObject>

#include <functional>
#include <memory>
#include <vector>

namespace st::ui {

class HumanSeat;
class TableModel;

class FlowController : public QObject {
    Q_OBJECT

  public:
    FlowController(TableModel* model, HumanSeat* human, QObject* parent = nullptr);
    ~FlowController() override;

    /// One player per seat; null for the human's seat.
    void setPlayers(std::vector<std::shared_ptr<ComputerPlayer>> players);
    /// Seeds the flow's own choices (a dealer drawn at random, a computer's cut or knock).
    void setSeed(quint64 seed) { rng_ = Rng(seed); }
    /// The least time a computer decision takes, so people can follow (0 in tests).
    void setThinkMs(int ms) { thinkMs_ = ms; }
    /// The human's only card that may be played, with nothing else to decide, is played by itself.
    void setPlayOnlyCard(bool on) { playOnlyCard_ = on; }
    bool playOnlyCard() const { return playOnlyCard_; }
    /// Pause after a trick is complete before the next computer decision.
    void setTrickPauseMs(int ms) { trickPauseMs_ = ms; }
    bool busy() const { return busy_; }
    /// Ask every computer player to stop thinking (their answers are dropped).
    void cancelThinking();
    /// Holds the table on a moment (a lesson's coach comments on it): while held no computer
    /// decision is made, nothing is put to the human and the end of the deal is not announced;
    /// a computer's answer that arrives meanwhile waits. Let go, play goes on from there.
    void setHeld(bool held);
    bool held() const { return held_; }

  public slots:
    /// Go on: deal if no deal is running, else ask whoever must decide.
    void resume();
    /// Deal the next deal (asking the chooser of the dealer when the rules say so).
    void nextDeal();
    /// Deal with this dealer, asking the cutter first where the game has one.
    void dealWith(int dealer);

  signals:
    void status(const QString& text);
    void dealFinished();
    void sessionFinished();

  private:
    void changed();
    void rewound();
    void schedule(int delayMs = 0);
    void step();
    void ask(int seat, bool mustAnswer);
    void dealEnded();

    TableModel* model_;
    HumanSeat* human_;
    std::vector<std::shared_ptr<ComputerPlayer>> players_;
    int thinkMs_ = 700;
    bool playOnlyCard_ = false;
    int trickPauseMs_ = 900;
    quint64 serial_ = 0; ///< advances with every change of the game
    quint64 declinedAt_ = ~quint64{0};
    quint64 optionalAskedAt_ = ~quint64{0};
    std::vector<bool> optionalAsked_; ///< computer seats asked for their optional decision in this state
    bool busy_ = false;
    bool scheduled_ = false;
    bool trickJustWon_ = false;
    bool held_ = false;
    bool endHeld_ = false;             ///< the deal ended while held: announced when let go
    std::function<void()> heldAnswer_; ///< a computer's answer that came while held
    Rng rng_{0x5eed};
};

} // namespace st::ui
