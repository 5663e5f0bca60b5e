#include "historywindow.h"

#include "dialogs/newgamedialog.h"
#include "games/gameface.h"
#include "history/replaywindow.h"
#include "history/sessionfiles.h"
#include "history/statswindow.h"
#include "net/remotetable.h"
#include "record.h"
#include "registry.h"
#include "sheets/sheetpreview.h"
#include "text/wording.h"

#include <QColor>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>

namespace st::ui {

namespace {

using nlohmann::json;

/// The record of a session file, parsed (not replayed); nullopt when it cannot be read.
std::optional<Record> readRecord(const QString& file, QString* error) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = f.errorString();
        return std::nullopt;
    }
    const QByteArray data = f.readAll();
    auto parsed = parseRecord(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
    if (auto* e = std::get_if<RecordError>(&parsed)) {
        *error = text::Wording::recordError(*e);
        return std::nullopt;
    }
    return std::move(std::get<Record>(parsed));
}

/// Moves a file into `dir` under its own name, or name-2.json, … (never overwriting); an error text.
QString moveInto(const QString& file, const QString& dir, QString* movedTo) {
    if (!QDir().mkpath(dir))
        return HistoryWindow::tr("the folder %1 cannot be created").arg(QDir::toNativeSeparators(dir));
    const QFileInfo fi(file);
    QString target = dir + QLatin1Char('/') + fi.fileName();
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = QStringLiteral("%1/%2-%3.%4").arg(dir, fi.completeBaseName()).arg(n).arg(fi.suffix());
    QFile f(file);
    if (!f.rename(target))
        return f.errorString();
    *movedTo = QFileInfo(target).absoluteFilePath();
    return {};
}

} // namespace

// ---- HistoryModel

void HistoryModel::setEntries(const QList<HistoryEntry>& entries) {
    beginResetModel();
    entries_ = entries;
    endResetModel();
}

void HistoryModel::update(int row, const HistoryEntry& e) {
    entries_[row] = e;
    emit dataChanged(index(row, 0), index(row, Columns - 1));
}

void HistoryModel::remove(int row) {
    beginRemoveRows({}, row, row);
    entries_.removeAt(row);
    endRemoveRows();
}

int HistoryModel::rowOf(const QString& file) const {
    for (int i = 0; i < entries_.size(); ++i)
        if (entries_[i].file == file)
            return i;
    return -1;
}

int HistoryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(entries_.size());
}

int HistoryModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : Columns;
}

QString HistoryModel::gameName(const QString& gameId) {
    const GameInfo* g = findGame(gameId.toStdString());
    return g ? st::text::OptionNames::gameName(*g) : gameId;
}

QString HistoryModel::standingText(const HistoryEntry& e) {
    // A damaged file: its name and what is wrong with it, in the welcome screen's words
    // ("x.json is damaged: at line 3, column 1: …").
    if (!e.ok())
        return QStringLiteral("%1 %2").arg(QFileInfo(e.file).fileName(), e.error);
    // In the game's terms (its face reads its standings).
    const faces::GameFace* face = faces::findFace(e.gameId.toStdString());
    return face ? face->historyStanding(e) : QString();
}

QString HistoryModel::perSeat(const json& st, const char* key, const QStringList& names, bool money) {
    if (!st.contains(key) || !st[key].is_array())
        return {};
    QStringList parts;
    for (std::size_t i = 0; i < st[key].size() && static_cast<qsizetype>(i) < names.size(); ++i) {
        const int v = st[key][i].is_number_integer() ? st[key][i].get<int>() : 0;
        parts << QStringLiteral("%1 %2").arg(names[static_cast<qsizetype>(i)],
                                             money ? text::Wording::money(v) : text::Wording::number(v));
    }
    return parts.join(QStringLiteral(", "));
}

QVariant HistoryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= entries_.size())
        return {};
    const HistoryEntry& e = entries_[index.row()];
    if (role == EntryRole)
        return index.row();
    if (role == SortRole) {
        switch (index.column()) {
        case Date:
            return e.started;
        case Deals:
            return e.deals;
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    if (role == Qt::ToolTipRole) {
        if (index.column() == Standing || !e.ok())
            return e.ok() ? standingText(e) : QStringLiteral("%1 %2").arg(QDir::toNativeSeparators(e.file), e.error);
        return QDir::toNativeSeparators(e.file);
    }
    if (role == Qt::ForegroundRole && !e.ok())
        return QColor(0xa0, 0x1c, 0x1c);
    if (role == Qt::TextAlignmentRole && index.column() == Deals)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Date:
        return QLocale().toString(e.started, QLocale::ShortFormat);
    case Game:
        return e.ok() ? gameName(e.gameId) : QFileInfo(e.file).fileName();
    case Players:
        return e.players.join(QStringLiteral(", "));
    case Deals:
        return e.ok() ? text::Wording::number(e.deals) : QString();
    case Standing:
        return standingText(e);
    case State:
        if (!e.ok())
            return tr("Damaged");
        return e.finished ? tr("Finished") : tr("Unfinished");
    default:
        return {};
    }
}

QVariant HistoryModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Date:
        return tr("Date");
    case Game:
        return tr("Game");
    case Players:
        return tr("Players");
    case Deals:
        return tr("Deals");
    case Standing:
        return tr("Result or standing");
    case State:
        return tr("State");
    default:
        return {};
    }
}

// ---- HistoryFilter

void HistoryFilter::setArchived(bool archived) {
    archived_ = archived;
    invalidateFilter();
}

void HistoryFilter::setGame(const QString& gameId) {
    game_ = gameId;
    invalidateFilter();
}

void HistoryFilter::setPlayer(const QString& name) {
    player_ = name;
    invalidateFilter();
}

void HistoryFilter::setDates(QDate from, QDate to) {
    from_ = from;
    to_ = to;
    invalidateFilter();
}

bool HistoryFilter::filterAcceptsRow(int row, const QModelIndex& parent) const {
    (void)parent;
    const auto* m = static_cast<const HistoryModel*>(sourceModel());
    const HistoryEntry& e = m->entry(row);
    if (e.archived != archived_)
        return false;
    if (!game_.isEmpty() && e.gameId != game_)
        return false;
    if (!player_.isEmpty() && !e.players.contains(player_))
        return false;
    const QDate d = e.started.date();
    if (from_.isValid() && d < from_)
        return false;
    if (to_.isValid() && d > to_)
        return false;
    return true;
}

// ---- HistoryWindow

HistoryWindow::HistoryWindow(const QString& folder, const QString& database, QWidget* parent)
    : QWidget(parent, Qt::Window), folder_(folder) {
    setObjectName(QStringLiteral("historyWindow"));
    setWindowTitle(tr("Session history"));
    setAttribute(Qt::WA_DeleteOnClose);
    loader_ = new HistoryLoader(folder, database, this);
    model_ = new HistoryModel(this);
    filter_ = new HistoryFilter(this);
    filter_->setSourceModel(model_);
    filter_->setSortRole(HistoryModel::SortRole);

    auto* outer = new QVBoxLayout(this);
    auto* filters = new QHBoxLayout;
    show_ = new QComboBox(this);
    show_->setObjectName(QStringLiteral("historyShow"));
    show_->addItem(tr("Sessions"));
    show_->addItem(tr("Archive"));
    show_->setToolTip(tr("The sessions kept, or the ones put in the archive"));
    game_ = new QComboBox(this);
    game_->setObjectName(QStringLiteral("historyGame"));
    game_->addItem(tr("All games"), QString());
    for (const GameInfo& g : games())
        game_->addItem(st::text::OptionNames::gameName(g), QString::fromStdString(g.id));
    player_ = new QComboBox(this);
    player_->setObjectName(QStringLiteral("historyPlayer"));
    player_->addItem(tr("All players"), QString());
    player_->setMinimumContentsLength(12);
    player_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    auto makeDate = [this](const QString& name) {
        auto* d = new QDateEdit(this);
        d->setObjectName(name);
        d->setCalendarPopup(true);
        d->setMinimumDate(QDate(2000, 1, 1));
        d->setSpecialValueText(tr("any day"));
        d->setDate(d->minimumDate());
        return d;
    };
    from_ = makeDate(QStringLiteral("historyFrom"));
    to_ = makeDate(QStringLiteral("historyTo"));
    filters->addWidget(new QLabel(tr("Show:"), this));
    filters->addWidget(show_);
    filters->addSpacing(8);
    filters->addWidget(new QLabel(tr("Game:"), this));
    filters->addWidget(game_);
    filters->addSpacing(8);
    filters->addWidget(new QLabel(tr("Player:"), this));
    filters->addWidget(player_);
    filters->addSpacing(8);
    filters->addWidget(new QLabel(tr("From:"), this));
    filters->addWidget(from_);
    filters->addWidget(new QLabel(tr("to:"), this));
    filters->addWidget(to_);
    filters->addStretch(1);
    count_ = new QLabel(this);
    count_->setObjectName(QStringLiteral("historyCount"));
    filters->addWidget(count_);
    outer->addLayout(filters);

    table_ = new QTableView(this);
    table_->setObjectName(QStringLiteral("historyTable"));
    table_->setModel(filter_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setSortingEnabled(true);
    table_->sortByColumn(HistoryModel::Date, Qt::DescendingOrder);
    table_->setAlternatingRowColors(true);
    table_->setWordWrap(false);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 10);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    QHeaderView* h = table_->horizontalHeader();
    h->setSectionResizeMode(QHeaderView::Interactive);
    h->setSectionResizeMode(HistoryModel::Standing, QHeaderView::Stretch);
    h->resizeSection(HistoryModel::Date, fontMetrics().horizontalAdvance(QStringLiteral("00/00/0000 00:00 MM")) + 16);
    h->resizeSection(HistoryModel::Game, fontMetrics().horizontalAdvance(QStringLiteral("Dreierschnapsen")) + 24);
    h->resizeSection(HistoryModel::Players,
                     fontMetrics().horizontalAdvance(QStringLiteral("Anna, Bert, Carl, Dora")) + 24);
    h->resizeSection(HistoryModel::Deals, fontMetrics().horizontalAdvance(tr("Deals")) + 28);
    // The state column as wide as its longest word in the language shown ("Beendet", "Beschädigt"),
    // its heading and the sort arrow included.
    int stateW = fontMetrics().horizontalAdvance(model_->headerData(HistoryModel::State, Qt::Horizontal).toString()) +
                 style()->pixelMetric(QStyle::PM_HeaderMarkSize) + 8;
    for (const QString& w : {HistoryModel::tr("Finished"), HistoryModel::tr("Unfinished"), HistoryModel::tr("Damaged")})
        stateW = std::max(stateW, fontMetrics().horizontalAdvance(w));
    h->resizeSection(HistoryModel::State, stateW + 2 * style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 24);
    h->moveSection(HistoryModel::State, HistoryModel::Deals + 1);
    outer->addWidget(table_, 1);

    auto* buttons = new QHBoxLayout;
    auto button = [this, buttons](const QString& text, const QString& name, const QString& tip) {
        auto* b = new QPushButton(text, this);
        b->setObjectName(name);
        b->setToolTip(tip);
        buttons->addWidget(b);
        return b;
    };
    open_ = button(tr("&Open"), QStringLiteral("historyOpen"),
                   tr("Take the session up at the table (a finished one shows its results)"));
    replay_ = button(tr("&Replay"), QStringLiteral("historyReplay"),
                     tr("Watch the session again on the table, decision by decision"));
    print_ = button(tr("&Print\u2026"), QStringLiteral("historyPrint"),
                    tr("The session's score sheet, to print or save as PDF"));
    archive_ = button(tr("&Archive"), QStringLiteral("historyArchive"), tr("Move the session to the archive"));
    delete_ = button(tr("&Delete\u2026"), QStringLiteral("historyDelete"), tr("Move the session's file to the trash"));
    buttons->addStretch(1);
    import_ = button(tr("&Import\u2026"), QStringLiteral("historyImport"),
                     tr("Add games saved as files (a copy kept elsewhere, one sent by a friend) to the sessions"));
    stats_ = button(tr("&Statistics\u2026"), QStringLiteral("historyStats"),
                    tr("Figures per player and game over the sessions shown"));
    outer->addLayout(buttons);

    connect(open_, &QPushButton::clicked, this, &HistoryWindow::openSelected);
    connect(replay_, &QPushButton::clicked, this, &HistoryWindow::replaySelected);
    connect(print_, &QPushButton::clicked, this, &HistoryWindow::printSelected);
    connect(archive_, &QPushButton::clicked, this, [this] {
        if (const QString e = archiveSelected(); !e.isEmpty())
            QMessageBox::warning(this, windowTitle(), e);
    });
    connect(delete_, &QPushButton::clicked, this, [this] {
        if (const QString e = deleteSelected(); !e.isEmpty())
            QMessageBox::warning(this, windowTitle(), e);
    });
    connect(stats_, &QPushButton::clicked, this, &HistoryWindow::showStatistics);
    connect(import_, &QPushButton::clicked, this, &HistoryWindow::importDialog);
    connect(table_, &QTableView::doubleClicked, this, &HistoryWindow::openSelected);
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &HistoryWindow::updateButtons);
    connect(show_, &QComboBox::currentIndexChanged, this, &HistoryWindow::applyFilter);
    connect(game_, &QComboBox::currentIndexChanged, this, &HistoryWindow::applyFilter);
    connect(player_, &QComboBox::currentIndexChanged, this, &HistoryWindow::applyFilter);
    connect(from_, &QDateEdit::dateChanged, this, &HistoryWindow::applyFilter);
    connect(to_, &QDateEdit::dateChanged, this, &HistoryWindow::applyFilter);
    connect(loader_, &HistoryLoader::loaded, this, [this] {
        const QString keep = !selectAfterLoad_.isEmpty() ? selectAfterLoad_ : selected() ? selected()->file : QString();
        selectAfterLoad_.clear();
        model_->setEntries(loader_->result().entries);
        fitPlayers();
        fillChoices();
        applyFilter();
        if (!keep.isEmpty())
            select(keep);
        emit loaded();
    });
    updateButtons();
    resize(1100, 640);
    // Sessions saved, added or removed while the window is open are listed without a restart: the
    // folder and its archive are watched (a file saved in place is seen when the window is next
    // activated; the index reads again only what changed).
    auto* watcher = new QFileSystemWatcher(this);
    watcher->setObjectName(QStringLiteral("historyWatcher"));
    for (const QString& dir : {folder_, HistoryIndex::archiveFolder(folder_)})
        if (QFileInfo(dir).isDir())
            watcher->addPath(dir);
    connect(watcher, &QFileSystemWatcher::directoryChanged, this, [this, watcher] {
        // The archive folder may have been made since.
        if (const QString archive = HistoryIndex::archiveFolder(folder_);
            QFileInfo(archive).isDir() && !watcher->directories().contains(archive))
            watcher->addPath(archive);
        reload();
    });
    reload();
}

void HistoryWindow::changeEvent(QEvent* e) {
    QWidget::changeEvent(e);
    if (e->type() == QEvent::ActivationChange && isActiveWindow() && !loading() && !model_->entries().isEmpty())
        reload();
}

void HistoryWindow::reload() {
    count_->setText(tr("Reading the sessions\u2026"));
    loader_->start();
}

bool HistoryWindow::loading() const {
    return loader_->busy();
}

void HistoryWindow::fitPlayers() {
    // The widest list of names (each different list measured once), up to a third of the table.
    QSet<QString> lists;
    for (const HistoryEntry& e : model_->entries())
        lists.insert(e.players.join(QStringLiteral(", ")));
    const QFontMetrics fm = table_->fontMetrics();
    int widest = fm.horizontalAdvance(tr("Players"));
    for (const QString& l : std::as_const(lists))
        widest = std::max(widest, fm.horizontalAdvance(l));
    QHeaderView* h = table_->horizontalHeader();
    h->resizeSection(HistoryModel::Players, std::min(widest + 24, std::max(240, table_->viewport()->width() / 3)));
}

void HistoryWindow::fillChoices() {
    QSet<QString> names;
    for (const HistoryEntry& e : model_->entries())
        for (const QString& p : e.players)
            names.insert(p);
    QStringList sorted(names.begin(), names.end());
    std::sort(sorted.begin(), sorted.end(),
              [](const QString& a, const QString& b) { return QString::localeAwareCompare(a, b) < 0; });
    const QString current = player_->currentData().toString();
    const QSignalBlocker block(player_);
    player_->clear();
    player_->addItem(tr("All players"), QString());
    for (const QString& n : sorted)
        player_->addItem(n, n);
    player_->setCurrentIndex(std::max(0, player_->findData(current)));
}

void HistoryWindow::applyFilter() {
    filter_->setArchived(show_->currentIndex() == 1);
    filter_->setGame(game_->currentData().toString());
    filter_->setPlayer(player_->currentData().toString());
    const QDate from = from_->date() == from_->minimumDate() ? QDate() : from_->date();
    const QDate to = to_->date() == to_->minimumDate() ? QDate() : to_->date();
    filter_->setDates(from, to);
    const int shown = filter_->rowCount();
    count_->setText(show_->currentIndex() == 1 ? tr("Archived sessions shown: %1").arg(text::Wording::number(shown))
                                               : tr("Sessions shown: %1").arg(text::Wording::number(shown)));
    archive_->setText(show_->currentIndex() == 1 ? tr("Rest&ore") : tr("&Archive"));
    archive_->setToolTip(show_->currentIndex() == 1 ? tr("Move the session back from the archive to the sessions")
                                                    : tr("Move the session to the archive"));
    if (!table_->selectionModel()->hasSelection() && shown > 0)
        table_->selectRow(0);
    updateButtons();
}

void HistoryWindow::updateButtons() {
    const HistoryEntry* e = selected();
    const bool ok = e && e->ok();
    open_->setEnabled(ok);
    open_->setText(ok && !e->finished ? tr("&Continue") : tr("&Open"));
    // A session left in the middle of its first deal has that deal to replay (no deal finished yet).
    replay_->setEnabled(ok && (e->deals > 0 || !e->finished));
    print_->setEnabled(ok);
    archive_->setEnabled(e != nullptr);
    delete_->setEnabled(e != nullptr);
}

QStringList HistoryWindow::shownFiles() const {
    QStringList out;
    for (int r = 0; r < filter_->rowCount(); ++r)
        out << model_->entry(filter_->mapToSource(filter_->index(r, 0)).row()).file;
    return out;
}

bool HistoryWindow::select(const QString& file) {
    const int row = model_->rowOf(file);
    if (row < 0)
        return false;
    const QModelIndex i = filter_->mapFromSource(model_->index(row, 0));
    if (!i.isValid())
        return false;
    table_->selectRow(i.row());
    table_->scrollTo(i);
    return true;
}

const HistoryEntry* HistoryWindow::selected() const {
    const QModelIndexList rows = table_->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return nullptr;
    const QModelIndex src = filter_->mapToSource(rows.first());
    return src.isValid() ? &model_->entry(src.row()) : nullptr;
}

void HistoryWindow::openSelected() {
    const HistoryEntry* e = selected();
    if (e && e->ok())
        emit openRequested(e->file);
}

void HistoryWindow::replaySelected() {
    const HistoryEntry* e = selected();
    if (!e || !e->ok())
        return;
    QString error;
    const std::optional<Record> rec = readRecord(e->file, &error);
    if (!rec) {
        QMessageBox::warning(this, tr("Replay"),
                             tr("%1 cannot be read: %2").arg(QDir::toNativeSeparators(e->file), error));
        return;
    }
    if (rec->deals.empty()) {
        QMessageBox::information(this, tr("Replay"), tr("Nothing has been dealt in this session yet."));
        return;
    }
    auto* w = new ReplayWindow(*rec, this);
    w->setWindowTitle(
        tr("Replay: %1, %2")
            .arg(HistoryModel::gameName(e->gameId), QLocale().toString(e->started, QLocale::ShortFormat)));
    w->show();
}

void HistoryWindow::printSelected() {
    const HistoryEntry* e = selected();
    if (!e || !e->ok())
        return;
    QString error;
    const std::optional<Record> rec = readRecord(e->file, &error);
    if (!rec) {
        QMessageBox::warning(this, tr("Print"),
                             tr("%1 cannot be read: %2").arg(QDir::toNativeSeparators(e->file), error));
        return;
    }
    SheetInfo info;
    info.date = e->started;
    info.ended = e->saved;
    showSheetPreview(*rec, info, this);
}

void HistoryWindow::showStatistics() {
    QList<HistoryEntry> shown;
    for (int r = 0; r < filter_->rowCount(); ++r)
        shown << model_->entry(filter_->mapToSource(filter_->index(r, 0)).row());
    auto* w = new StatsWindow(this);
    w->setEntries(shown);
    w->show();
}

bool HistoryWindow::releaseFromTable(const QString& file, const QString& question, const QString& yes) {
    const QString at = atTable_ ? atTable_() : QString();
    if (at.isEmpty() || QFileInfo(at).absoluteFilePath() != QFileInfo(file).absoluteFilePath())
        return true;
    if (!question.isEmpty()) {
        QMessageBox ask(QMessageBox::Warning, windowTitle(), question, QMessageBox::Yes | QMessageBox::Cancel, this);
        ask.setObjectName(QStringLiteral("historyAtTableQuestion"));
        ask.button(QMessageBox::Yes)->setText(yes);
        ask.setDefaultButton(QMessageBox::Cancel);
        if (ask.exec() != QMessageBox::Yes)
            return false;
    }
    emit closeAtTable();
    // Whoever holds the table must have let it go: else the next move would write the file back.
    const QString still = atTable_ ? atTable_() : QString();
    return still.isEmpty() || QFileInfo(still).absoluteFilePath() != QFileInfo(file).absoluteFilePath();
}

QString HistoryWindow::archiveSelected() {
    const HistoryEntry* e = selected();
    if (!e)
        return {};
    if (!releaseFromTable(e->file,
                          e->archived ? tr("This session is being played at the table. Move it back to the "
                                           "sessions? The game leaves the table.")
                                      : tr("This session is being played at the table. Archive it? The game leaves "
                                           "the table."),
                          e->archived ? tr("Restore") : tr("Archive", "to archive")))
        return {};
    e = selected();
    if (!e)
        return {};
    const int row = model_->rowOf(e->file);
    HistoryEntry moved = *e;
    const QString dir = e->archived ? folder_ : HistoryIndex::archiveFolder(folder_);
    QString to;
    if (const QString err = moveInto(e->file, dir, &to); !err.isEmpty())
        return tr("%1 could not be moved: %2").arg(QDir::toNativeSeparators(e->file), err);
    // Its previous save goes with it, and a network table's file (how to take the seat again).
    if (QFileInfo::exists(SessionFiles::previousSave(e->file)))
        QFile::rename(SessionFiles::previousSave(e->file), SessionFiles::previousSave(to));
    if (QFileInfo::exists(net::RemoteTable::rejoinFile(e->file)))
        QFile::rename(net::RemoteTable::rejoinFile(e->file), net::RemoteTable::rejoinFile(to));
    moved.file = to;
    moved.archived = !moved.archived;
    model_->update(row, moved);
    table_->clearSelection();
    applyFilter();
    emit sessionsChanged();
    return {};
}

QString HistoryWindow::deleteSelected() {
    const HistoryEntry* e = selected();
    if (!e)
        return {};
    const QString file = e->file;
    const QString what =
        e->ok() ? tr("the session of %1 of %2 (%3)")
                      .arg(HistoryModel::gameName(e->gameId), QLocale().toString(e->started, QLocale::ShortFormat),
                           e->players.join(QStringLiteral(", ")))
                : QDir::toNativeSeparators(file);
    const QString at = atTable_ ? atTable_() : QString();
    const bool playing = !at.isEmpty() && QFileInfo(at).absoluteFilePath() == QFileInfo(file).absoluteFilePath();
    QMessageBox ask(QMessageBox::Question, tr("Delete a session"),
                    playing ? tr("You are playing %1 at the table. Delete it? The game leaves the table and its file "
                                 "goes to the trash.")
                                  .arg(what)
                            : tr("Delete %1? Its file goes to the trash.").arg(what),
                    QMessageBox::Yes | QMessageBox::Cancel, this);
    ask.setObjectName(QStringLiteral("historyDeleteQuestion"));
    ask.button(QMessageBox::Yes)->setText(tr("Delete"));
    ask.setDefaultButton(QMessageBox::Cancel);
    if (ask.exec() != QMessageBox::Yes)
        return {};
    if (!releaseFromTable(file, QString(), QString()))
        return tr("%1 is still being played at the table: it was not deleted.").arg(QDir::toNativeSeparators(file));
    QFile f(file);
    if (!f.moveToTrash()) {
        QMessageBox again(QMessageBox::Warning, tr("Delete a session"),
                          tr("%1 cannot be moved to the trash (%2). Delete it for good? This cannot be undone.")
                              .arg(QDir::toNativeSeparators(file), f.errorString()),
                          QMessageBox::Yes | QMessageBox::Cancel, this);
        again.setObjectName(QStringLiteral("historyDeleteForGood"));
        again.button(QMessageBox::Yes)->setText(tr("Delete for good"));
        again.setDefaultButton(QMessageBox::Cancel);
        if (again.exec() != QMessageBox::Yes)
            return {};
        if (!QFile::remove(file))
            return tr("%1 could not be deleted: %2").arg(QDir::toNativeSeparators(file), QFile(file).errorString());
    }
    // Its previous save goes too, and the file beside a network table's session (how to take the seat
    // again): left behind, it would name a session that is gone.
    if (QFile prev(SessionFiles::previousSave(file)); prev.exists() && !prev.moveToTrash())
        prev.remove();
    if (QFile side(net::RemoteTable::rejoinFile(file)); side.exists() && !side.moveToTrash())
        side.remove();
    model_->remove(model_->rowOf(file));
    table_->clearSelection();
    applyFilter();
    emit sessionsChanged();
    return {};
}

QString HistoryWindow::importFiles(const QStringList& files) {
    QStringList problems;
    QString last;
    for (const QString& f : files) {
        const SessionFiles::Imported imp = SessionFiles::import(f, folder_);
        if (imp.error.isEmpty())
            last = imp.file;
        else
            problems << imp.error;
    }
    if (!last.isEmpty()) {
        show_->setCurrentIndex(0);
        selectAfterLoad_ = last;
        reload();
        emit sessionsChanged();
    }
    return problems.join(QStringLiteral("\n\n"));
}

void HistoryWindow::importDialog() {
    auto* d = new QFileDialog(this, tr("Import games"), SessionFiles::defaultFolder(),
                              tr("Stammtisch games (*.json)") + QStringLiteral(";;") + tr("All files (*)"));
    d->setObjectName(QStringLiteral("importDialog"));
    d->setAcceptMode(QFileDialog::AcceptOpen);
    d->setFileMode(QFileDialog::ExistingFiles);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &QFileDialog::filesSelected, this, [this](const QStringList& files) {
        if (const QString e = importFiles(files); !e.isEmpty()) {
            auto* box = new QMessageBox(QMessageBox::Warning, tr("Import games"), e, QMessageBox::Ok, this);
            box->setObjectName(QStringLiteral("importError"));
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        }
    });
    d->open();
}

} // namespace st::ui
