// The table's state: one st::Game and its record, nothing else. Every
// decision, human or computer, enters through submit(), is checked by the
// rules engine, applied, written to the record and autosaved atomically.
#pragma once

#include "game.h"
#include "record.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace st::ui {

class TableModel : public QObject {
    Q_OBJECT

  public:
    explicit TableModel(QObject* parent = nullptr);
    ~TableModel() override;

    /// The default autosave file: AppDataLocation/autosave.json.
    static QString defaultAutosavePath();

    /// A new session; returns an error text (empty when started). playedBy: per
    /// seat "human" or a computer level, kept in the record (may be empty).
    QString startNew(const GameInfo& info, const Variant& variant, const QStringList& names, quint64 seed,
                     const QStringList& playedBy = {});
    /// Loads a record and replays it through the engine; returns an error text.
    QString loadRecord(const QString& file);
    /// Where autosave() writes; empty disables autosaving.
    void setAutosavePath(const QString& path) { autosavePath_ = path; }
    QString autosavePath() const { return autosavePath_; }
    /// Why the last autosave failed; empty when it succeeded (or there was none).
    /// Autosave is tried again after every change, so this clears once writing works.
    QString saveError() const { return saveError_; }
    /// Writes the record to another file (Game ▸ Save a copy…), atomically; an error text.
    QString saveCopy(const QString& file) const;

    bool hasGame() const { return game_ != nullptr; }
    const Game& game() const { return *game_; }
    const GameInfo& info() const { return *record_.game; }
    const Record& record() const { return record_; }
    QStringList names() const;
    QString name(int seat) const;
    /// The seat is played by the human (the record's played_by says "human"): texts about it
    /// address the player as "you" rather than by name, with the verb to match.
    bool isHuman(int seat) const;

    /// Check an action without applying it.
    Refusal check(const Action& a) const;
    SeatView view(int seat) const { return game_->view(seat); }

    /// Who must decide next: a seat to act, or the chooser of the next dealer.
    bool awaitingDealer() const;

    /// The session as it was before the running (or last) deal started; null before the first deal.
    const Game* dealStart() const { return dealStart_.get(); }
    /// The record's bid name of each decision of the running (or last) deal, for its passes in
    /// context (Game::passName: Dappen's "fort_solo" where a Solo could have been bid, "gut" where
    /// the dapper could have played himself, else "pass"; a bid: its own name). The engine knows
    /// the round; the deal is replayed from its start.
    std::vector<std::string> passKeys() const;
    /// True when the running deal holds a decision of `seat` that can be taken back.
    bool canUndo(int seat) const;
    /// Takes back the last decision of `seat` in the running deal and every
    /// decision after it: the deal is replayed up to that point. Emits rewound().
    bool undo(int seat);
    /// True when the next deal's setup has a choice for `seat` before the cards
    /// are dealt (Dreierschnapsen: middlehand cuts or knocks).
    int cutChooser(int dealer) const;
    /// A lesson's deal: the next deal() deals exactly this setup (its dealer; middlehand's
    /// choice is the lesson's to check) instead of shuffling. Kept across loadRecord(); used once.
    void setScriptedDeal(std::optional<DealSetup> setup) { scripted_ = std::move(setup); }
    /// The dealer of the scripted deal waiting to be dealt, or -1.
    int scriptedDealer() const { return scripted_ ? scripted_->dealer : -1; }

  public slots:
    /// Apply a decision (from any seat, human or computer) if the engine accepts it.
    bool submit(const st::Action& a);
    /// Deal the next deal with the given dealer (-1: by rotation or at random);
    /// knocked: middlehand's choice where the game has one (unset: at random).
    bool deal(int dealer = -1, std::optional<bool> knocked = std::nullopt);

  signals:
    // What happened, each said once, in this order: a decision applied, then (a card that finished
    // a trick) the trick won with its winner, then (the last decision of a deal) the deal scored.
    void dealStarted();
    void actionApplied(const st::Action& a);
    /// The card just played (actionApplied) finished a trick, which `winner` took.
    void trickWon(int winner);
    void dealScored();
    void sessionOver();
    void autosaveFailed(const QString& message);
    /// saveError() changed: autosave began to fail, failed differently, or works again.
    void saveStateChanged();
    /// The deal was rewound (undo): everything shown must be rebuilt.
    void rewound();

  private:
    /// Index in the current deal of the seat's last decision that undo takes back.
    std::optional<std::size_t> lastDecision(int seat) const;
    void autosave();
    /// Writes the record (or `text`) to `file` with QSaveFile; an error text.
    QString writeTo(const QString& file, const std::string* text = nullptr) const;

    std::unique_ptr<Game> game_;
    std::unique_ptr<Game> dealStart_;
    Record record_;
    Rng rng_{0};
    QString autosavePath_;
    QString saveError_;
    /// The record as last written to (or read from) the autosave file: kept as <file>.prev by the next
    /// autosave, so that a damaged session can be recovered losing at most one move.
    std::string lastSaved_;
    std::optional<DealSetup> scripted_;
};

} // namespace st::ui
