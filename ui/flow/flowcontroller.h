// The table's flow: who is asked next. Every seat, the human's and the computers'
// (and next a player's at another computer), is a Seat (seat.h): the flow puts
// its question to the seat and takes its answer, the same way for every seat;
// every decision goes to TableModel::submit, which checks it with the engine.
#pragma once

#include "player.h"
#include "seat.h"

#include <QElapsedTimer>
#include <QObject>

#include <functional>
#include <memory>
#include <vector>

namespace st::ui {

class ComputerSeat;
class TableModel;

class FlowController : public QObject {
    Q_OBJECT

  public:
    /// `human`: the seat of the person at this computer, asked for every place without a seat of
    /// its own; null on a table where every place has its seat (setPlayers, setSeat: a server's).
    FlowController(TableModel* model, HomeSeat* human, QObject* parent = nullptr);
    ~FlowController() override;

    /// One player per seat; null for the human's seat (a seat without a player is played at
    /// this computer: its due decisions are put to the human's seat).
    void setPlayers(std::vector<std::shared_ptr<ComputerPlayer>> players);
    /// Puts a seat of any kind (seat.h; e.g. a player at another computer) at its place
    /// (seat->seat()) instead of the computer player or the human there; the flow owns it.
    void setSeat(Seat* seat);
    /// Seeds the flow's own choices (a dealer drawn at random, a computer's cut or knock).
    void setSeed(quint64 seed) { rng_ = Rng(seed); }
    /// The least time a computer decision takes, so people can follow (0 in tests).
    void setThinkMs(int ms);
    /// The human's only card that may be played, with nothing else to decide, is played by itself.
    void setPlayOnlyCard(bool on);
    bool playOnlyCard() const;
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
    void dealEnded();
    /// Who answers for `seat`: its computer player, else the human's seat (null: out of range, or none).
    Seat* seatAt(int seat) const;
    /// Puts a question to `seat` (a decision of the deal: about the state now).
    void ask(Seat* seat, Question q);
    /// Takes a seat's answer (when the table is held, a computer's waits until it is let go).
    void answered(Seat* seat, const Answer& a);
    /// Every seat's open question is gone.
    void withdrawAll();
    /// Seats `seat` at its place: its answers and words reach the flow.
    void install(Seat* seat);
    /// A seat that leaves the table (its answer still on its way is dropped).
    void retire(Seat* seat);

    TableModel* model_;
    HomeSeat* human_;             ///< may be null
    std::vector<Seat*> seats_;    ///< per place: its seat (a computer's, ...); null: the human's seat
    Seat* waitingFor_ = nullptr;  ///< the seat asked once whose answer the table waits for
    std::vector<Seat*> retiring_; ///< seats replaced whose last answer is still to come
    int thinkMs_ = 700;
    int trickPauseMs_ = 900;
    quint64 serial_ = 0; ///< advances with every change of the game; a question's ticket
    /// Per seat: the state (serial) in which it let its optional decisions pass.
    std::vector<quint64> passedAt_;
    bool busy_ = false; ///< a seat that is asked once (a computer) decides: the table waits for it
    bool scheduled_ = false;
    bool trickJustWon_ = false;
    bool held_ = false;
    bool endHeld_ = false;             ///< the deal ended while held: announced when let go
    std::function<void()> heldAnswer_; ///< a computer's answer that came while held
    Rng rng_{0x5eed};
};

} // namespace st::ui
