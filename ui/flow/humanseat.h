// The human's seat: turns the legal actions the engine offers into what a
// person can click (cards in the hand, action-bar buttons, dialogs for the
// structured decisions) and answers the table's question with the choice, like
// any other seat (seat.h). It never decides what is legal.
#pragma once

#include "game.h"
#include "seat.h"

#include <QDialog>
#include <QPointer>

#include <functional>
#include <optional>
#include <vector>

class QWidget;

namespace st::ui {

class ActionBar;
class TableModel;
class TableScene;

class HumanSeat final : public HomeSeat {
    Q_OBJECT

  public:
    HumanSeat(int seat, TableModel* model, TableScene* scene, ActionBar* bar, QWidget* dialogParent,
              QObject* parent = nullptr);

    int seat() const override { return seat_; }
    void setDeckStyle(const QString& style) { style_ = style; }

    /// The table's question: a decision due (a lone draw is taken at once, as a hand reaches for
    /// the talon, and with playOnlyCard() the one card that may be played), the optional decisions
    /// out of turn, the first dealer or middlehand's cut: shown on the action bar, in a dialog or
    /// in the hand. A due decision of a seat nobody plays (tests) shows nothing but its lone draw.
    void ask(const Question& q) override;
    /// Says why (e.g. "Not allowed: …") and shows the decision again.
    void answerRefused(const Answer& a, const Refusal& r) override;
    /// Nothing is asked of this seat any more (clear()).
    void withdraw() override { clear(); }
    /// Asked again whenever the table looks at the question: the widgets are built anew.
    bool asksOnce() const override { return false; }
    /// The only card that may be played, with nothing else to decide, is played by itself.
    void setPlayOnlyCard(bool on) override { playOnlyCard_ = on; }
    bool playOnlyCard() const override { return playOnlyCard_; }

    /// A decision of this seat is due.
    void present();
    /// A lesson's check of the learner's decisions (nullopt: the optional decisions let pass): an
    /// empty text lets the decision through; otherwise it is refused with that text and stays due.
    using Gate = std::function<QString(const std::optional<Action>&)>;
    void setGate(Gate gate) { gate_ = std::move(gate); }
    /// A lesson's check of middlehand's cut or knock before the deal (knocked: the knock), as Gate.
    using CutGate = std::function<QString(bool knocked)>;
    void setCutGate(CutGate gate) { cutGate_ = std::move(gate); }
    /// The object names of the widgets that make decision `a` (action-bar buttons, dialog
    /// choices and their confirmation); a card to play has none (it lies in the hand).
    QStringList widgetsFor(const Action& a) const;
    /// Marks what makes decision `a` (a card in the hand, a button of the bar or the open dialog)
    /// with a green ring, for a lesson or a hint; an empty Action marks "let it pass"; nullopt clears.
    void markChoice(const std::optional<Action>& a);
    /// Marks middlehand's choice before the deal: the knock (true) or the cut (false); nullopt clears.
    void markCut(std::optional<bool> knocked);
    /// A hint's words shown in the open decision dialog (beside its Hint button), and its choice marked.
    void showHint(const QString& text, const std::optional<Action>& a);
    /// Grows an open dialog to hold what was added to it (a hint, a refusal) without overlap.
    static void growToFit(QDialog* d);
    /// Optional decisions are open to this seat while another seat is to act.
    void presentOptional();
    /// This seat chooses the next dealer among choices.
    void presentDealerChoice(const std::vector<int>& choices);
    /// Before the deal: the human, as middlehand, cuts or knocks (Dreierschnapsen).
    void presentCutChoice(int dealer);
    /// The deal is scored: a "Next deal" button on the action bar (the deal's summary may be
    /// closed without its own button).
    void presentNextDeal() override;
    /// A decision in words, for a hint ("play the Ace of hearts", "Bid: Zweier").
    QString describe(const Action& a, const SeatView& v) const;
    /// The human now plays `seat` (before a session starts).
    void setSeat(int seat) { seat_ = seat; }
    /// Whether the one decision of `v` is a card to play that goes by itself: exactly one card
    /// may be played, nothing else is open, and a lesson's script (the gate) wants that card.
    bool playsByItself(const SeatView& v) const;
    /// Nothing is asked of this seat.
    void clear() override;

    /// The dialog currently asking something, if any (for tests and screenshots).
    QDialog* openDialog() const { return dialog_; }

    /// The button text for an action in the game's own words, with its gloss.
    QString label(const Action& a, const SeatView& v) const;
    QString toolTip(const Action& a, const SeatView& v) const;

  signals:
    void cutChosen(int dealer, bool knocked); ///< middlehand's choice before the deal (then answered)
    void message(const QString&);             ///< e.g. why a clicked card was refused
    void presented();                         ///< a decision was shown (the bar, a dialog, the hand)
    void refused(const QString& why);         ///< a decision was refused (the rules, or a lesson's script)
    void hintWanted();                        ///< the Hint button of a decision dialog was pressed

  private slots:
    void cardClicked(int card);

  private:
    /// Answers the question open (its ticket) with `a`; none: the optional decisions let pass.
    void answer(std::optional<Action> a);
    void submit(const Action& a);
    void presentNow();
    void chooseCut(int dealer, bool knocked);
    void presentOptionalNow();
    Gate gate_;
    CutGate cutGate_;
    /// Clears every mark and puts a green ring on the visible buttons with these object names.
    void markButtons(const QStringList& names);
    void addButtons(const std::vector<Action>& actions, const SeatView& v);
    /// Shows a decision's dialog; closed without a choice, a button labelled `reopen` on the
    /// action bar shows it again (none when `reopen` is empty: the bar still offers the choice).
    void openDialog(QDialog* d, const QString& reopen = {});
    void presentDiscard(const SeatView& v);
    /// Knocks so far in this deal (Kontra, Re, ...; Spritzen, Retour, Re).
    int knocksSoFar() const;
    /// The knock's name by the knocks before it (tip: its tooltip).
    QString knockText(bool tip) const;

    int seat_;
    TableModel* model_;
    TableScene* scene_;
    ActionBar* bar_;
    QWidget* dialogParent_;
    QString style_;
    bool playing_ = false;
    bool playOnlyCard_ = false;
    Question::Kind kind_ = Question::Kind::Due; ///< the question open
    quint64 ticket_ = 0;                        ///< its ticket
    QPointer<QDialog> dialog_;
};

} // namespace st::ui
