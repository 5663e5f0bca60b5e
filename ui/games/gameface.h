// The face of a game: everything the UI shows of one game that differs from the others (its
// name and description, its unit and how a value is written, its score device and score sheet,
// the words of its bids, knocks and announcements, its summaries, its lessons and rules book).
//
// One class per game (ui/games/<game>.{h,cpp}), registered once in ui/games/faces.cpp beside the
// core's GameInfo. The rest of the UI asks the face and never compares a game's id: a question
// every game must answer is pure virtual here, so a new game that forgets one does not compile.
// (docs/architecture.md, "Adding a game".)
#pragma once

#include "game.h"
#include "registry.h"
#include "sheets/sheetfwd.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string_view>
#include <vector>

namespace st::ui {
class TableModel;
struct TableScores;
} // namespace st::ui

namespace st::ui::faces {

class GameFace {
  public:
    virtual ~GameFace() = default;
    GameFace() = default;
    GameFace(const GameFace&) = delete;
    GameFace& operator=(const GameFace&) = delete;

    /// The core's facts of the game: id, pack, table sizes, options, presets.
    virtual const GameInfo& info() const = 0;

    // Keep each area's questions in its own block below, so that work on different areas does
    // not touch the same lines.

    // -- Names, units and values --

    // -- Dialogs: bids, announcements, deal and session summaries, review, new game, welcome --

    /// One line on the game for the welcome screen and the New game dialog.
    virtual QString description() const = 0;
    /// The record codes of the cards the game is known by, fanned on its welcome button.
    virtual QStringList fanCards() const = 0;
    /// The default names of the computer opponents, in order (a region's names).
    virtual QStringList opponentNames() const = 0;
    /// How many sit at the table when the New game dialog has no remembered choice.
    virtual int defaultPlayers() const = 0;
    /// Where a session stands, in a few words, for the recent sessions list ("Points: Anna 4, …").
    virtual QString standingLine(const Game& game, const QStringList& names, bool finished) const = 0;

    /// A bid as spoken at the table: the contract's name, "Selber" for holding a bid, the pass
    /// ("pass", Dappen's "fort_solo" and "gut") in the game's words.
    virtual QString bidName(const std::string& bid) const = 0;
    /// A short English gloss of a bid ("take three blind cards").
    virtual QString bidGloss(const std::string& bid) const = 0;
    /// One line on what a bid means in the game being played, with its table's figures.
    virtual QString bidExplanation(const Game& game, const std::string& bid) const = 0;
    /// The n-th knock of a deal (n from 1) by its name at the table ("Spritzen (×2)").
    virtual QString knockName(int n) const = 0;
    /// The n-th knock of the deal in play (or just finished) as said at the table.
    virtual QString knockSpoken(const Game& game, int n) const = 0;

    /// The bidding dialog's title and its opening line (`pass`: the pass as worded now).
    virtual QString biddingTitle() const = 0;
    virtual QString biddingIntro(const Game& game, const SeatView& view, const QString& pass) const = 0;
    /// Whether each bid may be made with or without the talon (one button for each).
    virtual bool bidsWithTalonChoice() const = 0;
    /// The record's bid name of a pass now ("pass", or Dappen's "fort_solo" and "gut"), given the
    /// bids open to the player and those in play (open, or refused to this player just now).
    virtual std::string passKey(const std::vector<std::string>& open, const std::vector<std::string>& inPlay) const = 0;
    /// Why passing now would be punished, and the bid to make instead; empty when it would not.
    virtual QString passWarning(const Game& game, const SeatView& view, std::string* instead) const = 0;
    /// A bid's value beside it ("×4", "2–4"); empty when the game shows none.
    virtual QString bidValue(const Game& game, const std::string& bid, bool withoutTalon) const = 0;
    /// The button of one way to make a bid when bidsWithTalonChoice(): "with talon: 3".
    virtual QString talonChoiceButton(const Game& game, const std::string& bid, bool withoutTalon) const = 0;

    /// The game's own reading of a deal report's outcome; empty: the words all games share.
    virtual QString outcomeText(const std::string& outcome) const = 0;
    /// A finished deal's particulars (contract, declarer, announcements) as HTML paragraphs.
    virtual QString dealDetailsHtml(const TableModel& model, const nlohmann::json& report) const = 0;
    /// Why a seat gained or lost what it did in the deal, as phrases.
    virtual QStringList seatReasons(const TableModel& model, const nlohmann::json& report, int seat) const = 0;
    /// A closing paragraph of the deal summary (HTML; may be empty).
    virtual QString dealClosingHtml(const TableModel& model, const nlohmann::json& report) const = 0;
    /// A seat's figure in the session summary: its standing so far, or at the end (`final`).
    virtual QString sessionFigure(const Game& game, int seat, bool final) const = 0;
    /// An expected value in the review and the hint, in the unit of the game being played ("+1.5
    /// strokes"); `view` is the seat's view at the decision valued (e.g. a deal played for few points).
    virtual QString reviewValue(const Game& game, const SeatView& view, double value) const = 0;

    // -- Score sheets, history, statistics, replay, lessons, rules book --

    /// The blocks of a played session's score sheet after its header (ui/sheets/scoresheet.cpp):
    /// Dreeg's slates per phase, the Bummerl pad or the ledger, from the deals replayed.
    virtual void sheetBlocks(const Record& rec, const sheetparts::Replayed& r, ScoreSheet& sheet) const = 0;
    /// The game's key figures in the sheet's header (what a person writes at the top of the pad);
    /// empty when it has none.
    virtual QString sheetKeyFigures(const Record& rec, const Game& game) const = 0;
    /// The result at the end of the sheet: `t` has the player column and a row per seat with the
    /// player's name; the game adds its columns (headers and widths) and each seat's cells.
    virtual void sheetStandings(const Game& game, SheetTable& t) const = 0;
    /// A blank sheet of the game's own kind to keep score by hand under the rules `v`: `sheet` has
    /// the title, the players and the rules' name; the game adds its key figures and its blocks.
    virtual void blankSheet(const Variant& v, ScoreSheet& sheet) const = 0;
    /// The players a blank sheet is offered for at most, and at first.
    virtual int blankSheetMostPlayers() const = 0;
    virtual int blankSheetPlayers() const = 0;

    /// The unit of a session's results the history keeps: `money` is what its cache holds of
    /// Game::unit() (cents or not) (ui/history/historyindex.cpp).
    virtual ScoreUnit storedUnit(bool money) const = 0;
    /// The unit of the results depends on the rules (Dappen: cents, at Mainz game points): the
    /// statistics keep a player's sessions of each unit apart and say which.
    virtual bool unitByRules() const = 0;
    /// A player's wins in one session, in the game's own terms, so that an evening not played to its
    /// end counts too: a phase got through (Dreeg), a Bummerl won, a deal that paid the player.
    struct Wins {
        int wins = 0;
        int chances = 0; ///< the phases ended, Bummerl played to the end or deals the wins are out of
        int bollern = 0; ///< Dreeg's Bollern
    };
    virtual Wins sessionWins(const HistoryEntry& e, int seat) const = 0;
    /// The wins out of their chances in the game's words ("2 of 5 phases").
    virtual QString winsText(const QString& won, const QString& of) const = 0;
    /// The statistics count the players' Bollern.
    virtual bool countsBollern() const = 0;
    /// The history's standing of a stored session ("Bollern: Anna 1, Bertl 0").
    virtual QString historyStanding(const HistoryEntry& e) const = 0;

    /// What a learner can do at the end of the game's path of lessons.
    virtual QString lessonsCanDo() const = 0;
    /// The rules book's section of the game's discard (the blind, the Dapp, the talon).
    virtual QString rulesDiscardSection() const = 0;
    /// The rules book's section of a trump choice in the game at this moment (Dreeg: the phase).
    virtual QString rulesTrumpSection(const Game& game) const = 0;

    // -- The table: scoreboard, score device, scene wording --

    /// What the undealt cards are called at the table ("Talon", "Blind", "Dapp").
    virtual QString stockLabel() const = 0;
    /// The game's part of ScoreBoard::read: every seat's score device (slate, pad or bowl) and
    /// summary, the roles of the deal and the table-wide lines (phase, round, contract), read from
    /// the engine of `model` (`out.seats` has a row per seat).
    virtual void readScores(const TableModel& model, TableScores& out) const = 0;
    /// The seat that chose trumps is marked "Trumps" at its plate in the deal in play (Dreeg's
    /// Rot-Assen, where trumps are chosen by one seat for all).
    virtual bool marksTrumpChooser(const Game& game) const {
        (void)game;
        return false;
    }
    /// The side panel's line when the deal in play is played without trumps and none were
    /// chosen (Dreeg's Kamerun); empty: trumps are simply not chosen yet.
    virtual QString noTrumpsLine(const Game& game) const {
        (void)game;
        return {};
    }
    /// The closed talon's tooltip (Dreeg: zugedeckt; else zugedreht).
    virtual QString closedTalonTip(int cards) const {
        return QCoreApplication::translate("st::ui::TableScene", "Talon: %n card(s), closed", nullptr, cards);
    }
    /// The label beside a closed talon: "%1: %2 · closed" for its name and its cards.
    virtual QString closedStockText() const {
        return QCoreApplication::translate("st::ui::TableScene", "%1: %2 \u00b7 closed");
    }
    /// The counting help's note on a side's declared 20/40 not yet counted: "(+%1 declared,
    /// counted with the first trick)" (Dreeg: gemeldet; else angesagt).
    virtual QString pendingDeclaredNote() const {
        return QCoreApplication::translate("st::ui::TableScene", "(+%1 declared, counted with the first trick)");
    }

    // -- Seats and decisions --

    /// The words of the human's trump dialog: its title and what it asks.
    struct TrumpWords {
        QString title;
        QString text;
    };
    /// The trump dialog's words when the human's decisions (`legal`) are trumps only (with
    /// their companions: surrender, blind trumps, a new deal). By default the plain "Choose trumps".
    virtual TrumpWords trumpWords(const Game& game, const std::vector<Action>& legal) const;
    /// A knock's name on the action bar (tip: its tooltip), after `knocks` knocks in the deal
    /// so far (`actions`: the deal's decisions). By default a knock that doubles the game.
    virtual QString knockWords(int knocks, const std::vector<Action>& actions, bool tip) const;
    /// Where the rules let the human hold back a card that would have to be played (Dappen's
    /// gstiesieren), what the action bar says: its prompt, its tooltip (why) and the status.
    struct PlayHint {
        QString prompt;
        QString toolTip;
        QString status;
    };
    /// The hint for the human's cards to play (`v`); empty (by default): nothing to hold back.
    virtual PlayHint playHint(const Game& game, const SeatView& v) const;
    /// The words of the human's discard dialog: title, introduction and the name of the cards
    /// taken up (marked in the hand).
    struct DiscardWords {
        QString title;
        QString intro;
        QString fresh;
    };
    /// The discard dialog's words when `needed` cards are to be laid away.
    virtual DiscardWords discardWords(int needed) const = 0;
    /// Cards a seat took up and laid face up for everyone before it discards (Dreierles: the
    /// blind cards the declarer draws); the deal log keeps them.
    struct TakenUp {
        int seat = -1;
        CardSet cards = 0;
    };
    /// The cards taken up in the deal in play; none (by default): no such cards.
    virtual std::optional<TakenUp> takenUp(const Game& game) const;

  protected:
    /// The discard words of a talon picked up, whose cards count for nobody.
    static DiscardWords talonDiscardWords(int needed);
};

/// The face of a game by its id (as in the record's "game"); nullptr for an unknown id.
const GameFace* findFace(std::string_view gameId);
/// The face of a registered game (every game of core's games() has one).
const GameFace& face(std::string_view gameId);
/// The face of the game being played.
const GameFace& face(const Game& game);

} // namespace st::ui::faces
