// A seat at the table: whoever decides for it (the human at this computer, a computer player,
// and next a player at another computer) is asked by the FlowController in one way and answers
// in one way. The controller puts a Question to the seat (ask); the seat answers when it has
// decided, at once or later, through answered(); the controller checks the answer with the
// engine's check() (TableModel::submit) and applies it; an answer the engine refuses goes back
// to the seat (answerRefused) with the Refusal, and the question stays open. docs/seats.md.
#pragma once

#include "game.h"

#include <QObject>

#include <optional>
#include <vector>

namespace st::ui {

/// What the table asks of a seat.
struct Question {
    enum class Kind {
        Due,      ///< the seat is to act: one of view.legal must be chosen
        Optional, ///< decisions out of turn (view.legal, e.g. "Hast' das?", a knock); letting them pass is an answer
        Dealer,   ///< before a deal: who deals first, one of `dealers`
        Cut,      ///< before a deal: cut or knock the pack `dealer` has shuffled
    };
    Kind kind = Kind::Due;
    int seat = -1;
    /// The state of the table the question is about; the answer names it, and an answer to a
    /// question of an earlier state (the table has moved on, a decision was taken back) is dropped.
    quint64 ticket = 0;
    SeatView view;            ///< Due, Optional: what the seat may know now
    std::vector<int> dealers; ///< Dealer: the seats that may deal
    int dealer = -1;          ///< Cut: who has shuffled
};

/// A seat's answer to its question.
struct Answer {
    Question::Kind kind = Question::Kind::Due; ///< the question's
    quint64 ticket = 0;                        ///< the question's
    std::optional<Action> action;              ///< Due, Optional: the decision; none (Optional): let the chance pass
    int dealer = -1;                           ///< Dealer: who deals
    bool knocked = false;                      ///< Cut: knocks (true) or cuts
};

class Seat : public QObject {
    Q_OBJECT

  public:
    using QObject::QObject;

    /// The seat's place at the table (0 .. seats-1).
    virtual int seat() const = 0;
    /// Puts a question to the seat; the answer comes as answered(), at once or later.
    virtual void ask(const Question& q) = 0;
    /// The engine refused the seat's answer `a` (a.action; r: why); its question stays open and
    /// the seat answers again.
    virtual void answerRefused(const Answer& a, const Refusal& r) = 0;
    /// The seat's open question is gone (the table moved on, the deal was taken back, the
    /// players change): it stops deciding; an answer still on its way is dropped by its ticket.
    /// A seat asked once still answers a question it was deciding (at once, with no decision,
    /// if it likes): until then the table waits for it.
    virtual void withdraw() = 0;
    /// How the table waits for the seat. True: the question is put once, and while it is open
    /// the table waits for this seat alone (a computer's search, an answer from afar). False:
    /// the question is put again whenever the table looks at it (the human's widgets are built
    /// anew, e.g. when a lesson lets the table go on).
    virtual bool asksOnce() const = 0;

  signals:
    /// The seat's answer to the question with `a.ticket`.
    void answered(const st::ui::Answer& a);
    /// What the table says while the seat decides ("Anna is thinking…", "Your choice").
    void status(const QString& text);
};

/// The seat of the person at this computer (HumanSeat): the flow puts to it every place that has
/// no seat of its own, and it offers the next deal when one is scored. A table without anyone at
/// its computer (a server's: every place has its seat) has none.
class HomeSeat : public Seat {
    Q_OBJECT

  public:
    using Seat::Seat;

    /// Nothing is asked of this seat.
    virtual void clear() = 0;
    /// The deal is scored: the next deal may be asked for (nextDealWanted).
    virtual void presentNextDeal() = 0;
    /// The only card that may be played, with nothing else to decide, is played by itself.
    virtual void setPlayOnlyCard(bool on) = 0;
    virtual bool playOnlyCard() const = 0;

  signals:
    void nextDealWanted(); ///< the next deal is asked for (the action bar's "Next deal")
};

} // namespace st::ui
