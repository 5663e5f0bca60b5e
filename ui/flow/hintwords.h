// The hint's words, in one place for every table that gives a hint: the local table
// (TableSession) and the network table (RemoteTable, when the host allows the hint).
#pragma once

#include "action.h"
#include "game.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace st::ai {
struct HintExplanation;
}

namespace st::ui {

class HintWords {
    Q_DECLARE_TR_FUNCTIONS(HintWords)

  public:
    /// A decision in words as the seat's table offers it (HumanSeat::describe).
    using Describe = std::function<QString(const Action&, const SeatView&)>;

    /// While the strong player thinks.
    static QString thinking();
    /// No deal running, or nothing the seat may decide.
    static QString nothingToDecide();
    /// Another seat is to act.
    static QString notYourTurn();
    /// The hint: the choice (a.seat < 0: letting the optional decisions pass), the reason in words
    /// and, when the search said them, what the strong player expects of it and of the next best.
    static QString text(const Game& game, const Action& a, const ai::HintExplanation& e, const SeatView& v,
                        const Describe& describe);
    /// A hint with its reason given (a lesson's): "Hint: the choice – the reason".
    static QString withReason(const Action& a, const QString& why, const SeatView& v, const Describe& describe);
};

} // namespace st::ui
