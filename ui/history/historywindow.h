// Game ▸ Session history: every session kept, newest first, with its game,
// date, players, deals, standing and whether it is finished; filtered by game,
// player and date range, and the archive shown on request. A session can be
// taken up again, replayed deal by deal on the table, its score sheet printed,
// archived (moved to sessions/archive) or deleted (to the trash, or for good
// after a second question). The list comes from HistoryIndex on a worker thread.
#pragma once

#include "history/historyindex.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QSortFilterProxyModel>
#include <QWidget>

#include <nlohmann/json_fwd.hpp>

#include <functional>

class QComboBox;
class QDateEdit;
class QLabel;
class QPushButton;
class QTableView;

namespace st::ui {

/// The sessions as a table: Date, Game, Players, Deals, Standing, State.
class HistoryModel : public QAbstractTableModel {
    Q_OBJECT

  public:
    enum Column { Date, Game, Players, Deals, Standing, State, Columns };
    enum Role { EntryRole = Qt::UserRole + 1, SortRole };
    using QAbstractTableModel::QAbstractTableModel;

    void setEntries(const QList<HistoryEntry>& entries);
    const QList<HistoryEntry>& entries() const { return entries_; }
    const HistoryEntry& entry(int row) const { return entries_.at(row); }
    /// Replaces one entry (after a move) or removes it (an empty file name).
    void update(int row, const HistoryEntry& e);
    void remove(int row);
    int rowOf(const QString& file) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;

    /// A game's translated name ("Dreeg") from its id.
    static QString gameName(const QString& gameId);
    /// A few words on where the session stands (or stood at its end), in the game's terms.
    static QString standingText(const HistoryEntry& e);
    /// A per-seat figure of a session's standings (`st[key]`) by name: "Anna 2, Bertl 0" (in money: "Anna 2,00 €").
    static QString perSeat(const nlohmann::json& st, const char* key, const QStringList& names, bool money = false);

  private:
    QList<HistoryEntry> entries_;
};

/// Which sessions the list shows.
class HistoryFilter : public QSortFilterProxyModel {
    Q_OBJECT

  public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setArchived(bool archived);
    void setGame(const QString& gameId); ///< empty: every game
    void setPlayer(const QString& name); ///< empty: everybody
    void setDates(QDate from, QDate to); ///< invalid: open ended

  protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;

  private:
    bool archived_ = false;
    QString game_;
    QString player_;
    QDate from_, to_;
};

class HistoryWindow : public QWidget {
    Q_OBJECT

  public:
    /// `folder`: the sessions folder; `database`: the index file (empty: the default).
    explicit HistoryWindow(const QString& folder, const QString& database = {}, QWidget* parent = nullptr);

    /// Reads the folder again (the index keeps what did not change).
    void reload();
    bool loading() const;
    const HistoryIndex::Result& lastLoad() const { return loader_->result(); }

    HistoryModel* model() const { return model_; }
    HistoryFilter* filter() const { return filter_; }
    QTableView* table() const { return table_; }
    QComboBox* showBox() const { return show_; }
    QComboBox* gameBox() const { return game_; }
    QComboBox* playerBox() const { return player_; }
    QDateEdit* fromEdit() const { return from_; }
    QDateEdit* toEdit() const { return to_; }
    QLabel* countLabel() const { return count_; }
    /// The session files shown now, in the list's order.
    QStringList shownFiles() const;
    /// Selects the shown row with this file; false if it is not shown.
    bool select(const QString& file);
    /// The selected session; null when none.
    const HistoryEntry* selected() const;

    /// Moves the selected session to the archive, or back from it; an error text.
    QString archiveSelected();
    /// Asks, then moves the selected session to the trash (or, asked again, deletes it); an error text.
    /// The session at the table leaves it first (closeAtTable()), or is not deleted.
    QString deleteSelected();
    /// Makes the records in `files` sessions of the history (copies; one it holds already is not
    /// copied again) and selects the last; an error text naming each file that could not be imported.
    QString importFiles(const QStringList& files);
    /// Tells the window which session file is open at the table now (empty: none).
    void setAtTable(std::function<QString()> atTable) { atTable_ = std::move(atTable); }

  public slots:
    void openSelected();
    void replaySelected();
    void printSelected();
    void showStatistics();
    /// Import…: a file dialog, then importFiles().
    void importDialog();

  signals:
    /// Take up this session at the table (MainWindow::openSession).
    void openRequested(const QString& file);
    /// The list was (re)loaded.
    void loaded();
    /// The session at the table is being deleted or archived: the table must let it go now.
    void closeAtTable();
    /// Session files were deleted, archived, restored or imported (the welcome screen's list is stale).
    void sessionsChanged();

  protected:
    void changeEvent(QEvent* e) override;

  private:
    void applyFilter();
    void updateButtons();
    void fillChoices();
    void fitPlayers();
    /// When `file` is the session at the table: asks `question` (none: asked already), and closes it there;
    /// false when the player says no or it is still there.
    bool releaseFromTable(const QString& file, const QString& question, const QString& yes);

    QString folder_;
    HistoryLoader* loader_;
    HistoryModel* model_;
    HistoryFilter* filter_;
    QTableView* table_;
    QComboBox* show_;
    QComboBox* game_;
    QComboBox* player_;
    QDateEdit* from_;
    QDateEdit* to_;
    QLabel* count_;
    QPushButton* open_;
    QPushButton* replay_;
    QPushButton* print_;
    QPushButton* archive_;
    QPushButton* delete_;
    QPushButton* stats_;
    QPushButton* import_;
    std::function<QString()> atTable_;
    QString selectAfterLoad_;
};

} // namespace st::ui
