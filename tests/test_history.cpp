// The session history, its replay on the table and the statistics, offscreen,
// over a few hundred real sessions of every game played by random legal moves
// (tools/history/samplesessions.h). What the windows show is checked against
// the engine: the records replayed here independently of the history's index.
#include "../tools/history/samplesessions.h"

#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/settingsdialog.h"
#include "dialogs/welcomewidget.h"
#include "flow/flowcontroller.h"
#include "flow/humanseat.h"
#include "flow/tablesession.h"
#include "history/historyindex.h"
#include "history/historywindow.h"
#include "history/replaywindow.h"
#include "history/sessionfiles.h"
#include "history/statswindow.h"
#include "mainwindow.h"
#include "record.h"
#include "registry.h"
#include "shots.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "text/language.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDateEdit>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMap>
#include <QMessageBox>
#include <QPointer>
#include <QPrintPreviewWidget>
#include <QPushButton>
#include <QScreen>
#include <QSet>
#include <QSlider>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QTimer>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <memory>

using namespace st;
using namespace st::ui;

namespace {

constexpr int kSessions = 300;

Record readRecord(const QString& file) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file));
    const QByteArray text = f.readAll();
    auto parsed = parseRecord(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    if (auto* e = std::get_if<RecordError>(&parsed))
        qFatal("not a record: %s: %s", qPrintable(file), e->text().c_str());
    return std::get<Record>(std::move(parsed));
}

/// The engine's game after `step` decisions of deal `deal` of a record, replayed here.
std::unique_ptr<Game> gameAt(const Record& r, int deal, int step) {
    std::unique_ptr<Game> g = newGame(r);
    for (int d = 0; d <= deal; ++d) {
        const DealRecord& dr = r.deals[static_cast<std::size_t>(d)];
        if (!g->startDeal(dr.setup).empty())
            return nullptr;
        const int n = d == deal ? step : static_cast<int>(dr.actions.size());
        for (int k = 0; k < n; ++k)
            g->apply(dr.actions[static_cast<std::size_t>(k)]);
    }
    return g;
}

QSet<Card> setOf(CardSet s) {
    QSet<Card> out;
    for (Card c : cardsOf(s))
        out.insert(c);
    return out;
}

QSet<Card> setOf(const QList<Card>& l) {
    return QSet<Card>(l.begin(), l.end());
}

/// Answers every message box that comes up with the button of that role, until the timer is deleted.
QTimer* answerBoxes(QMessageBox::StandardButton answer, QStringList* seen = nullptr) {
    auto* timer = new QTimer(qApp);
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, answer, seen] {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            auto* box = qobject_cast<QMessageBox*>(w);
            if (!box || !box->isVisible())
                continue;
            if (seen)
                *seen << box->objectName();
            if (QAbstractButton* b = box->button(answer))
                b->click();
        }
    });
    timer->start();
    return timer;
}

/// Answers the next message box (waiting for it): notes its name and text, then clicks `answer`.
void answerNextBox(QObject* context, QMessageBox::StandardButton answer, QString* name, QString* text) {
    QTimer::singleShot(0, context, [=] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) {
            answerNextBox(context, answer, name, text);
            return;
        }
        *name = box->objectName();
        *text = box->text();
        st::test::shoot(box, QStringLiteral("history-") + box->objectName());
        if (QAbstractButton* b = box->button(answer))
            b->click();
    });
}

/// A Schnapsen session of the app's own at the table of `main`, the human to decide; its file.
QString sessionAtTable(MainWindow& main) {
    NewGameSettings s;
    s.game = findGame("schnapsen");
    s.variant = Variant(s.game->options);
    s.names = {QStringLiteral("Anna"), QStringLiteral("Rudi")};
    s.levels = {QString(), QStringLiteral("easy")};
    s.humanSeat = 0;
    if (!main.startSession(s).isEmpty())
        return {};
    TableSession* t = main.session();
    for (int i = 0; i < 10000; ++i) {
        if (t->model()->game().inDeal() && t->model()->game().toAct() == t->human()->seat() && !t->flow()->busy())
            break;
        QTest::qWait(2);
    }
    return QFileInfo(t->model()->autosavePath()).absoluteFilePath();
}

/// The human plays its first legal action, if it is to decide.
bool humanMoves(TableSession* t) {
    if (!t->model()->hasGame() || !t->model()->game().inDeal() || t->model()->game().toAct() != t->human()->seat())
        return false;
    const SeatView v = t->model()->view(t->human()->seat());
    return !v.legal.empty() && t->model()->submit(v.legal.front());
}

/// Quick play (no pauses) while a test runs; the preferences before it come back at its end.
struct QuickPlay {
    Preferences before = Preferences::load();
    QuickPlay() {
        Preferences p = before;
        p.animation = QStringLiteral("off");
        p.thinkMs = 0;
        p.save();
    }
    ~QuickPlay() { before.save(); }
};

/// Expected figures of one player in one game, summed here over the replayed records.
struct Expected {
    int sessions = 0, deals = 0, wins = 0, bollern = 0;
    long long total = 0;
    int best = 0, worst = 0;
};

} // namespace

class TestHistory : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void listShowsEverySession();
    void loadKeepsTheWindowResponsive();
    void filters();
    void indexCachesAndRebuilds();
    void archiveAndRestore();
    void deleteAsksFirst();
    void damagedFilesAreListed();
    void damagedIndexIsRebuilt();
    void printShowsTheSheet();
    void replayStepsThroughTheDeals();
    void replayOfOneSeat();
    void replayOfAFirstDealLeftUnfinished();
    void statisticsMatchTheRecords();
    void menuOpensHistoryAndStatistics();
    void screenshots();
    void importAddsToTheHistory();
    void deletingTheSessionAtTheTable();
    void archivingTheSessionAtTheTable();
    void winsInTheGamesTerms();
    void averagesNameTheirUnit();
    void tablesFillTheWindow();
    void oneSessionChartSaysSomething();
    void newSessionsAppearWithoutRestart();
    void stateColumnHoldsItsWords();
    void replayShowsTheResultAndCloses();
    void bannerLeavesTheGamesInSight();
    void windowsInBothLanguages();

  private:
    /// A history window on the test's folder, loaded.
    std::unique_ptr<HistoryWindow> openHistory();
    QString folder() const { return dir_.filePath(QStringLiteral("sessions")); }
    QString database() const { return dir_.filePath(QStringLiteral("history.sqlite")); }

    QTemporaryDir dir_;
    QStringList files_;
    QMap<QString, Record> records_;
};

void TestHistory::initTestCase() {
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
    QVERIFY(dir_.isValid());
    // Test mode: the application's folders and the trash lie under ~/.qttest.
    QStandardPaths::setTestModeEnabled(true);
    QElapsedTimer t;
    t.start();
    files_ = sample::generate(folder(), kSessions, 21, QDateTime(QDate(2025, 1, 6), QTime(19, 30)));
    QCOMPARE(files_.size(), kSessions);
    for (const QString& f : files_) {
        QVERIFY(!f.isEmpty());
        records_.insert(QFileInfo(f).absoluteFilePath(), readRecord(f));
    }
    qInfo("%d sessions generated in %lld ms", kSessions, static_cast<long long>(t.elapsed()));
}

std::unique_ptr<HistoryWindow> TestHistory::openHistory() {
    auto w = std::make_unique<HistoryWindow>(folder(), database());
    w->setAttribute(Qt::WA_DeleteOnClose, false);
    w->resize(1280, 800);
    w->show();
    if (w->loading()) {
        QSignalSpy spy(w.get(), &HistoryWindow::loaded);
        if (!spy.wait(60000))
            qWarning("the history did not load");
    }
    return w;
}

void TestHistory::listShowsEverySession() {
    auto w = openHistory();
    QCOMPARE(w->shownFiles().size(), kSessions);
    QCOMPARE(w->countLabel()->text(), QStringLiteral("Sessions shown: 300"));
    // Newest first.
    QCOMPARE(w->shownFiles().first(), QFileInfo(files_.last()).absoluteFilePath());
    // Every row says what the engine says of its record.
    int unfinished = 0;
    for (int row = 0; row < w->table()->model()->rowCount(); ++row) {
        const QString file = w->shownFiles()[row];
        const Record& r = records_[file];
        const Replay rep = replay(r);
        QVERIFY(!rep.error);
        auto cell = [&](int column) { return w->table()->model()->index(row, column).data().toString(); };
        QCOMPARE(cell(HistoryModel::Game), HistoryModel::gameName(QString::fromStdString(r.game->id)));
        QCOMPARE(cell(HistoryModel::Deals), QString::number(rep.deals.size()));
        QCOMPARE(cell(HistoryModel::State),
                 rep.game->sessionOver() ? QStringLiteral("Finished") : QStringLiteral("Unfinished"));
        QVERIFY(cell(HistoryModel::Players).startsWith(QString::fromStdString(r.players[0])));
        unfinished += rep.game->sessionOver() ? 0 : 1;
    }
    QVERIFY(unfinished > 0);
    QVERIFY(unfinished < kSessions);
    // An unfinished session is continued, a finished one opened.
    QVERIFY(w->select(QFileInfo(files_[5]).absoluteFilePath())); // i % 6 == 5: left in the middle of a deal
    QCOMPARE(w->findChild<QPushButton*>(QStringLiteral("historyOpen"))->text(), QStringLiteral("&Continue"));
    QSignalSpy open(w.get(), &HistoryWindow::openRequested);
    QTest::mouseClick(w->findChild<QPushButton*>(QStringLiteral("historyOpen")), Qt::LeftButton);
    QCOMPARE(open.size(), 1);
    QCOMPARE(open.first().first().toString(), QFileInfo(files_[5]).absoluteFilePath());
}

void TestHistory::loadKeepsTheWindowResponsive() {
    // A cold load (no index) replays every record on worker threads: the event loop goes on meanwhile.
    const QString db = dir_.filePath(QStringLiteral("cold.sqlite"));
    HistoryWindow w(folder(), db);
    w.setAttribute(Qt::WA_DeleteOnClose, false);
    w.show();
    QVERIFY(w.loading());
    QCOMPARE(w.countLabel()->text(), QStringLiteral("Reading the sessions\u2026"));
    // The event loop keeps turning while the worker thread reads: a 1 ms timer fires again and again
    // while the window still says it is loading (how long it waits is measured by history-bench, not
    // here: a test must not depend on the machine's load; the short interval counts every turn the
    // loop gets, also while other programs keep the processors busy).
    int ticks = 0, ticksWhileLoading = 0;
    qint64 longest = 0;
    QElapsedTimer gap;
    gap.start();
    QTimer tick;
    connect(&tick, &QTimer::timeout, this, [&] {
        ++ticks;
        if (w.loading())
            ++ticksWhileLoading;
        longest = std::max(longest, gap.restart());
    });
    tick.start(1);
    QSignalSpy spy(&w, &HistoryWindow::loaded);
    QVERIFY(spy.wait(60000));
    QCOMPARE(w.lastLoad().replayed, kSessions);
    QCoreApplication::processEvents();
    longest = std::max(longest, gap.elapsed());
    qInfo("cold load of %d sessions: %d timer ticks while loading, the event loop waited at most %lld ms", kSessions,
          ticksWhileLoading, static_cast<long long>(longest));
    QVERIFY2(ticksWhileLoading >= 3,
             qPrintable(QStringLiteral("the event loop turned %1 times while loading").arg(ticksWhileLoading)));
    QVERIFY(ticks >= ticksWhileLoading);
}

void TestHistory::filters() {
    auto w = openHistory();
    // By game.
    for (int i = 1; i < w->gameBox()->count(); ++i) {
        w->gameBox()->setCurrentIndex(i);
        const QString id = w->gameBox()->currentData().toString();
        const auto expected = std::count_if(records_.begin(), records_.end(),
                                            [&](const Record& r) { return QString::fromStdString(r.game->id) == id; });
        QVERIFY(expected > 0);
        QCOMPARE(w->shownFiles().size(), expected);
        for (const QString& f : w->shownFiles())
            QCOMPARE(QString::fromStdString(records_[f].game->id), id);
    }
    // By game and player.
    w->gameBox()->setCurrentIndex(w->gameBox()->findData(QStringLiteral("schnapsen")));
    const int anna = w->playerBox()->findData(QStringLiteral("Anna"));
    QVERIFY(anna > 0);
    w->playerBox()->setCurrentIndex(anna);
    const auto annaSchnapsen = std::count_if(records_.begin(), records_.end(), [](const Record& r) {
        return r.game->id == "schnapsen" && std::find(r.players.begin(), r.players.end(), "Anna") != r.players.end();
    });
    QVERIFY(annaSchnapsen > 0);
    QCOMPARE(w->shownFiles().size(), annaSchnapsen);
    // By date: the sessions started in February 2025 (every game).
    w->gameBox()->setCurrentIndex(0);
    w->playerBox()->setCurrentIndex(0);
    w->fromEdit()->setDate(QDate(2025, 2, 1));
    w->toEdit()->setDate(QDate(2025, 2, 28));
    int february = 0;
    for (const QString& f : files_) {
        const QDate d = QDate::fromString(QFileInfo(f).fileName().left(8), QStringLiteral("yyyyMMdd"));
        february += d.year() == 2025 && d.month() == 2 ? 1 : 0;
    }
    QVERIFY(february > 10);
    QCOMPARE(w->shownFiles().size(), february);
    QCOMPARE(w->countLabel()->text(), QStringLiteral("Sessions shown: %1").arg(february));
    // Open ended again.
    w->fromEdit()->setDate(w->fromEdit()->minimumDate());
    w->toEdit()->setDate(w->toEdit()->minimumDate());
    QCOMPARE(w->shownFiles().size(), kSessions);
}

void TestHistory::indexCachesAndRebuilds() {
    QFile::remove(database());
    {
        auto w = openHistory();
        QCOMPARE(w->lastLoad().replayed, kSessions);
        QCOMPARE(w->lastLoad().cached, 0);
        QVERIFY2(w->lastLoad().databaseError.isEmpty(), qPrintable(w->lastLoad().databaseError));
    }
    QVERIFY(QFileInfo(database()).size() > 0);
    {
        auto w = openHistory();
        QCOMPARE(w->lastLoad().replayed, 0);
        QCOMPARE(w->lastLoad().cached, kSessions);
    }
    // A session played on: only its file is read again, and the list says what it holds now.
    const QString changed = QFileInfo(files_[5]).absoluteFilePath();
    Record r = records_[changed];
    const std::size_t before = r.deals.back().actions.size();
    {
        std::unique_ptr<Game> g = gameAt(r, static_cast<int>(r.deals.size()) - 1, static_cast<int>(before));
        QVERIFY(g && g->inDeal());
        while (g->inDeal()) {
            const Action a = g->legalActions().front();
            g->apply(a);
            r.deals.back().actions.push_back(a);
        }
        QFile f(changed);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        const std::string text = writeRecord(r);
        f.write(text.data(), static_cast<qint64>(text.size()));
    }
    {
        auto w = openHistory();
        QCOMPARE(w->lastLoad().replayed, 1);
        QCOMPARE(w->lastLoad().cached, kSessions - 1);
        QVERIFY(w->select(changed));
        QCOMPARE(w->selected()->deals, static_cast<int>(replay(r).deals.size()));
    }
    records_[changed] = r;
    // A file saved again with the same size: its time tells the index to read it again.
    {
        QFile f(changed);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(QFileInfo(changed).lastModified().addSecs(60), QFileDevice::FileModificationTime));
    }
    {
        auto w = openHistory();
        QCOMPARE(w->lastLoad().replayed, 1);
    }
    // The index deleted: rebuilt from the records, the same list.
    QStringList first;
    {
        auto w = openHistory();
        first = w->shownFiles();
    }
    QVERIFY(QFile::remove(database()));
    {
        auto w = openHistory();
        QCOMPARE(w->lastLoad().replayed, kSessions);
        QCOMPARE(w->shownFiles(), first);
    }
}

void TestHistory::archiveAndRestore() {
    auto w = openHistory();
    const QString file = w->shownFiles()[3];
    const QString name = QFileInfo(file).fileName();
    QVERIFY(w->select(file));
    QTest::mouseClick(w->findChild<QPushButton*>(QStringLiteral("historyArchive")), Qt::LeftButton);
    const QString archived =
        QFileInfo(HistoryIndex::archiveFolder(folder()) + QLatin1Char('/') + name).absoluteFilePath();
    QVERIFY(!QFile::exists(file));
    QVERIFY(QFile::exists(archived));
    QCOMPARE(w->shownFiles().size(), kSessions - 1);
    QVERIFY(!w->shownFiles().contains(file));
    // Shown with the archive, and still there when the history is opened again (the index
    // recognises the moved file: nothing replayed).
    w->showBox()->setCurrentIndex(1);
    QCOMPARE(w->shownFiles(), QStringList{archived});
    QCOMPARE(w->countLabel()->text(), QStringLiteral("Archived sessions shown: 1"));
    {
        auto again = openHistory();
        QCOMPARE(again->lastLoad().replayed, 0);
        QCOMPARE(again->shownFiles().size(), kSessions - 1);
        again->showBox()->setCurrentIndex(1);
        QCOMPARE(again->shownFiles(), QStringList{archived});
    }
    // The welcome screen's recent list and Continue only look at the sessions folder itself.
    QVERIFY(!QDir(folder()).entryList({QStringLiteral("*.json")}, QDir::Files).contains(name));
    // Restored.
    QVERIFY(w->select(archived));
    QCOMPARE(w->findChild<QPushButton*>(QStringLiteral("historyArchive"))->text(), QStringLiteral("Rest&ore"));
    QTest::mouseClick(w->findChild<QPushButton*>(QStringLiteral("historyArchive")), Qt::LeftButton);
    QVERIFY(QFile::exists(file));
    QVERIFY(w->shownFiles().isEmpty());
    w->showBox()->setCurrentIndex(0);
    QCOMPARE(w->shownFiles().size(), kSessions);
}

void TestHistory::deleteAsksFirst() {
    // An extra session, so that the others stay for the tests after this one.
    const Record extra = sample::play(*findGame("schnapsen"), 4711, 3);
    const QString file =
        QFileInfo(sample::write(extra, folder(), QDateTime(QDate(2026, 3, 1), QTime(20, 0)))).absoluteFilePath();
    auto w = openHistory();
    QCOMPARE(w->shownFiles().size(), kSessions + 1);
    QVERIFY(w->select(file));
    // Cancelled: nothing happens.
    QStringList asked;
    QTimer* cancel = answerBoxes(QMessageBox::Cancel, &asked);
    QTest::mouseClick(w->findChild<QPushButton*>(QStringLiteral("historyDelete")), Qt::LeftButton);
    delete cancel;
    QVERIFY(asked.contains(QStringLiteral("historyDeleteQuestion")));
    QVERIFY(QFile::exists(file));
    QCOMPARE(w->shownFiles().size(), kSessions + 1);
    // Confirmed: the file leaves the sessions, to the trash where there is one (a probe file
    // says), else for good after a second question.
    QString trashFolder;
    {
        const QString probe = folder() + QStringLiteral("/probe.txt");
        QFile f(probe);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        QString inTrash;
        if (QFile::moveToTrash(probe, &inTrash)) {
            trashFolder = QFileInfo(inTrash).absolutePath();
            QFile::remove(inTrash);
            QFile::remove(QFileInfo(trashFolder).absolutePath() + QStringLiteral("/info/") +
                          QFileInfo(inTrash).fileName() + QStringLiteral(".trashinfo"));
        } else {
            QFile::remove(probe);
        }
    }
    QTRY_VERIFY(QApplication::activeModalWidget() == nullptr);
    asked.clear();
    QTimer* yes = answerBoxes(QMessageBox::Yes, &asked);
    QVERIFY(w->select(file));
    QTest::mouseClick(w->findChild<QPushButton*>(QStringLiteral("historyDelete")), Qt::LeftButton);
    delete yes;
    QVERIFY(!QFile::exists(file));
    QCOMPARE(w->shownFiles().size(), kSessions);
    QVERIFY(!w->shownFiles().contains(file));
    if (!trashFolder.isEmpty()) {
        const QString trashed = trashFolder + QLatin1Char('/') + QFileInfo(file).fileName();
        QVERIFY2(QFile::exists(trashed), qPrintable(trashed));
        QCOMPARE(asked, QStringList{QStringLiteral("historyDeleteQuestion")});
        QFile::remove(trashed);
        QFile::remove(QFileInfo(trashFolder).absolutePath() + QStringLiteral("/info/") + QFileInfo(file).fileName() +
                      QStringLiteral(".trashinfo"));
    } else {
        QVERIFY2(asked.contains(QStringLiteral("historyDeleteForGood")), qPrintable(asked.join(QLatin1Char(','))));
    }
    auto again = openHistory();
    QCOMPARE(again->shownFiles().size(), kSessions);
}

void TestHistory::damagedFilesAreListed() {
    // Files a crash, a full disk or another program may leave: not JSON, cut short, empty, a record
    // whose decisions the rules refuse. Each listed with what is wrong, nothing else offered but
    // archiving and deleting, and left out of the statistics.
    openHistory(); // the index up to date for the sessions that can be read
    const QByteArray whole = [&] {
        QFile f(files_[7]);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    QVERIFY(whole.size() > 200);
    Record refused = records_[QFileInfo(files_[2]).absoluteFilePath()]; // Dappen
    QVERIFY(refused.deals.front().actions.size() > 2);
    std::swap(refused.deals.front().actions[0], refused.deals.front().actions[1]);
    const std::map<QString, QByteArray> bad{
        {QStringLiteral("20260401-100000-dreeg.json"), QByteArray("this is not a game record\n")},
        {QStringLiteral("20260401-110000-schnapsen.json"), whole.left(whole.size() / 2)},
        {QStringLiteral("20260401-120000-dappen.json"), QByteArray()},
        {QStringLiteral("20260401-130000-dappen.json"), QByteArray::fromStdString(writeRecord(refused))},
    };
    QStringList paths;
    for (const auto& [name, data] : bad) {
        QFile f(folder() + QLatin1Char('/') + name);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(data);
        paths << QFileInfo(f).absoluteFilePath();
    }
    // A folder named like a record is no file at all: not listed.
    QVERIFY(QDir(folder()).mkpath(QStringLiteral("20260401-140000-dreeg.json")));
    for (int round = 0; round < 2; ++round) { // read, then again with the index warm
        auto w = openHistory();
        QCOMPARE(w->shownFiles().size(), kSessions + static_cast<int>(bad.size()));
        // Damaged files are not kept in the index: read again each time (they may have been mended).
        QCOMPARE(w->lastLoad().replayed, static_cast<int>(bad.size()));
        QCOMPARE(w->lastLoad().cached, kSessions);
        for (const QString& p : paths) {
            QVERIFY2(w->select(p), qPrintable(p));
            const int row = w->table()->selectionModel()->selectedRows().first().row();
            auto cell = [&](int column) { return w->table()->model()->index(row, column).data().toString(); };
            QCOMPARE(cell(HistoryModel::State), QStringLiteral("Damaged"));
            QCOMPARE(cell(HistoryModel::Game), QFileInfo(p).fileName());
            const QString why = cell(HistoryModel::Standing);
            QVERIFY2(why.startsWith(QFileInfo(p).fileName() + QStringLiteral(" is ")) ||
                         why.startsWith(QFileInfo(p).fileName() + QStringLiteral(" does not replay")),
                     qPrintable(why));
            QVERIFY2(why.size() > QFileInfo(p).fileName().size() + 6, qPrintable(why));
            QVERIFY(!w->findChild<QPushButton*>(QStringLiteral("historyOpen"))->isEnabled());
            QVERIFY(!w->findChild<QPushButton*>(QStringLiteral("historyReplay"))->isEnabled());
            QVERIFY(!w->findChild<QPushButton*>(QStringLiteral("historyPrint"))->isEnabled());
            QVERIFY(w->findChild<QPushButton*>(QStringLiteral("historyArchive"))->isEnabled());
            QVERIFY(w->findChild<QPushButton*>(QStringLiteral("historyDelete"))->isEnabled());
        }
        // The statistics count only the sessions that can be read.
        w->showStatistics();
        auto* stats = w->findChild<StatsWindow*>();
        QVERIFY(stats);
        int sessions = 0;
        for (const PlayerStats& p : stats->stats())
            sessions += p.sessions;
        int seats = 0;
        for (const Record& r : records_)
            seats += static_cast<int>(r.players.size());
        QCOMPARE(sessions, seats);
    }
    {
        auto w = openHistory();
        QVERIFY(w->select(paths[0]));
        QVERIFY(w->model()
                    ->data(w->model()->index(w->model()->rowOf(paths[0]), HistoryModel::Standing))
                    .toString()
                    .contains(QStringLiteral("is damaged")));
    }
    for (const QString& p : paths)
        QVERIFY(QFile::remove(p));
    QVERIFY(QDir(folder()).rmdir(QStringLiteral("20260401-140000-dreeg.json")));
    auto w = openHistory();
    QCOMPARE(w->shownFiles().size(), kSessions);
}

void TestHistory::damagedIndexIsRebuilt() {
    {
        auto w = openHistory(); // the index up to date
        QCOMPARE(w->lastLoad().replayed, 0);
    }
    const QStringList before = [&] { return openHistory()->shownFiles(); }();
    // Overwritten by something that is no database, then cut short in the middle: each time the
    // index is thrown away and built again from the records, and the list is the same.
    const QByteArray good = [&] {
        QFile f(database());
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    QVERIFY(good.size() > 8192);
    const QList<QByteArray> damaged{QByteArray(4096, 'x'), good.left(good.size() / 2)};
    for (const QByteArray& data : damaged) {
        {
            QFile f(database());
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(data);
        }
        {
            auto w = openHistory();
            QVERIFY2(w->lastLoad().databaseError.isEmpty(), qPrintable(w->lastLoad().databaseError));
            QVERIFY(w->lastLoad().rebuilt);
            QCOMPARE(w->lastLoad().replayed, kSessions);
            QCOMPARE(w->shownFiles(), before);
        }
        auto w = openHistory();
        QVERIFY(!w->lastLoad().rebuilt);
        QCOMPARE(w->lastLoad().replayed, 0);
        QCOMPARE(w->lastLoad().cached, kSessions);
        QCOMPARE(w->shownFiles(), before);
    }
    // An index that cannot be written at all (its folder is a file): the history works without it.
    const QString blocked = dir_.filePath(QStringLiteral("blocked"));
    {
        QFile f(blocked);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    HistoryWindow w(folder(), blocked + QStringLiteral("/history.sqlite"));
    w.setAttribute(Qt::WA_DeleteOnClose, false);
    QSignalSpy spy(&w, &HistoryWindow::loaded);
    QVERIFY(spy.wait(60000));
    QVERIFY(!w.lastLoad().databaseError.isEmpty());
    QCOMPARE(w.shownFiles(), before);
}

void TestHistory::printShowsTheSheet() {
    // Print…: the session's score sheet in the print preview, titled with its game.
    auto w = openHistory();
    const QString file = QFileInfo(files_[3]).absoluteFilePath(); // Dreierschnapsen
    QVERIFY(w->select(file));
    QString title;
    int pages = -1;
    QTimer close;
    close.setInterval(20);
    connect(&close, &QTimer::timeout, this, [&] {
        for (QWidget* top : QApplication::topLevelWidgets())
            if (top->objectName() == QLatin1String("sheetPreview") && top->isVisible()) {
                title = top->windowTitle();
                if (auto* preview = top->findChild<QPrintPreviewWidget*>())
                    pages = preview->pageCount();
                qobject_cast<QDialog*>(top)->reject();
            }
    });
    close.start();
    QTest::mouseClick(w->findChild<QPushButton*>(QStringLiteral("historyPrint")), Qt::LeftButton);
    close.stop();
    QVERIFY2(title.contains(HistoryModel::gameName(QStringLiteral("dreierschnapsen"))), qPrintable(title));
    QVERIFY(pages >= 1);
}

void TestHistory::replayStepsThroughTheDeals() {
    // A Dreierschnapsen session of several deals (four seats).
    QString file;
    for (const QString& f : files_)
        if (records_[QFileInfo(f).absoluteFilePath()].game->id == "dreierschnapsen" &&
            records_[QFileInfo(f).absoluteFilePath()].deals.size() >= 3) {
            file = QFileInfo(f).absoluteFilePath();
            break;
        }
    QVERIFY(!file.isEmpty());
    const Record& r = records_[file];
    ReplayWindow w(r);
    w.setAttribute(Qt::WA_DeleteOnClose, false);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.dealCount(), static_cast<int>(r.deals.size()));
    QCOMPARE(w.deal(), 0);
    QCOMPARE(w.step(), 0);
    QCOMPARE(w.decisions().size(), static_cast<int>(r.deals[0].actions.size()) + 1);
    // Every moment of the first deal, forward: the table's hand and every other hand as the engine has them.
    auto check = [&](int deal, int step) {
        std::unique_ptr<Game> g = gameAt(r, deal, step);
        QVERIFY(g);
        QCOMPARE(w.deal(), deal);
        QCOMPARE(w.step(), step);
        const int bottom = w.scene()->humanSeat();
        QCOMPARE(setOf(w.scene()->handOrder()), setOf(g->view(bottom).hand));
        for (Card c : cardsOf(g->view(bottom).hand))
            QVERIFY(w.scene()->handCard(c) != nullptr);
        QCOMPARE(w.model()->view(bottom).trick, g->view(bottom).trick);
        for (int s = 0; s < g->seats(); ++s)
            if (s != bottom)
                QCOMPARE(setOf(w.stripHand(s)), setOf(g->view(s).hand));
        QCOMPARE(w.slider()->value(), step);
        QCOMPARE(w.decisionList()->currentRow(), step);
        // Nobody plays here: the table names who is to act, the bottom seat's player too.
        if (g->inDeal() && g->toAct() >= 0)
            QCOMPARE(w.scene()->turnText(), QStringLiteral("%1 is to act").arg(w.model()->name(g->toAct())));
    };
    const int n = static_cast<int>(r.deals[0].actions.size());
    for (int k = 0; k <= n; ++k) {
        check(0, k);
        if (QTest::currentTestFailed())
            return;
        QTest::mouseClick(w.findChild<QPushButton*>(QStringLiteral("replayNext")), Qt::LeftButton);
    }
    // Past the end of a deal: the next deal as dealt.
    check(1, 0);
    QVERIFY(w.decisions().first().startsWith(QStringLiteral("Dealt by ")));
    // Back: the end of the first deal, then one decision before it.
    QTest::mouseClick(w.findChild<QPushButton*>(QStringLiteral("replayPrev")), Qt::LeftButton);
    check(0, n);
    QTest::mouseClick(w.findChild<QPushButton*>(QStringLiteral("replayPrev")), Qt::LeftButton);
    check(0, n - 1);
    // The list and the slider go straight to a decision.
    w.decisionList()->setCurrentRow(4);
    check(0, 4);
    w.slider()->setValue(2);
    check(0, 2);
    // Deal by deal, and the ends.
    QTest::mouseClick(w.findChild<QPushButton*>(QStringLiteral("replayNextDeal")), Qt::LeftButton);
    check(1, 0);
    QTest::mouseClick(w.findChild<QPushButton*>(QStringLiteral("replayNextDeal")), Qt::LeftButton);
    check(2, 0);
    QTest::mouseClick(w.findChild<QPushButton*>(QStringLiteral("replayPrevDeal")), Qt::LeftButton);
    check(1, 0);
    QTest::mouseClick(w.findChild<QPushButton*>(QStringLiteral("replayEnd")), Qt::LeftButton);
    const int last = static_cast<int>(r.deals.size()) - 1;
    check(last, static_cast<int>(r.deals.back().actions.size()));
    QVERIFY(!w.findChild<QPushButton*>(QStringLiteral("replayNext"))->isEnabled());
    QTest::mouseClick(w.findChild<QPushButton*>(QStringLiteral("replayStart")), Qt::LeftButton);
    check(0, 0);
    QVERIFY(!w.findChild<QPushButton*>(QStringLiteral("replayPrev"))->isEnabled());
    // Keyboard: Right and Left step at once, wherever the focus is in the window (the slider,
    // the decision list, a button), as do Page Down and Page Up deal by deal.
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    for (QWidget* target : {static_cast<QWidget*>(w.slider()), static_cast<QWidget*>(w.decisionList()),
                            static_cast<QWidget*>(w.findChild<QPushButton*>(QStringLiteral("replayNextDeal")))}) {
        target->setFocus();
        QTest::keyClick(target, Qt::Key_Right);
        check(0, 1);
        QTest::keyClick(target, Qt::Key_Right);
        check(0, 2);
        QTest::keyClick(target, Qt::Key_Left);
        check(0, 1);
        QTest::keyClick(target, Qt::Key_PageDown);
        check(1, 0);
        QTest::keyClick(target, Qt::Key_Left);
        check(0, n);
        QTest::keyClick(target, Qt::Key_Home);
        check(0, 0);
        if (QTest::currentTestFailed())
            return;
    }
    // Nothing was written: the replay's table has no autosave.
    QVERIFY(w.model()->autosavePath().isEmpty());
}

void TestHistory::replayOfAFirstDealLeftUnfinished() {
    // A session saved in the middle of its first deal: no deal finished, but that one to watch.
    QString file;
    for (const QString& f : files_) {
        const Record& r = records_[QFileInfo(f).absoluteFilePath()];
        if (r.deals.size() == 1 && r.deals[0].actions.size() >= 2 && replay(r).deals.empty()) {
            file = QFileInfo(f).absoluteFilePath();
            break;
        }
    }
    QVERIFY(!file.isEmpty());
    const Record& r = records_[file];
    auto w = openHistory();
    QVERIFY(w->select(file));
    QCOMPARE(w->selected()->deals, 0);
    auto* replayButton = w->findChild<QPushButton*>(QStringLiteral("historyReplay"));
    QVERIFY(replayButton->isEnabled());
    QTest::mouseClick(replayButton, Qt::LeftButton);
    auto* rw = w->findChild<ReplayWindow*>();
    QVERIFY(rw);
    QCOMPARE(rw->dealCount(), 1);
    QCOMPARE(rw->decisions().size(), static_cast<int>(r.deals[0].actions.size()) + 1);
    rw->toEnd();
    QCOMPARE(rw->step(), static_cast<int>(r.deals[0].actions.size()));
    std::unique_ptr<Game> g = gameAt(r, 0, rw->step());
    QVERIFY(g);
    QCOMPARE(setOf(rw->scene()->handOrder()), setOf(g->view(rw->scene()->humanSeat()).hand));
    rw->close();
}

void TestHistory::replayOfOneSeat() {
    const QString file = QFileInfo(files_[0]).absoluteFilePath(); // a Dreeg session
    const Record& r = records_[file];
    QCOMPARE(r.game->id, std::string("dreeg"));
    ReplayWindow w(r);
    w.setAttribute(Qt::WA_DeleteOnClose, false);
    w.show();
    w.goTo(1, 3);
    w.seatBox()->setCurrentIndex(w.seatBox()->findData(2));
    QCOMPARE(w.viewSeat(), 2);
    QCOMPARE(w.scene()->humanSeat(), 2);
    std::unique_ptr<Game> g = gameAt(r, 1, 3);
    QCOMPARE(setOf(w.scene()->handOrder()), setOf(g->view(2).hand));
    // One seat's view: the other hands are not shown.
    for (int s = 0; s < g->seats(); ++s)
        QVERIFY(w.stripHand(s).isEmpty());
    w.seatBox()->setCurrentIndex(0);
    QCOMPARE(w.viewSeat(), -1);
    QCOMPARE(setOf(w.stripHand(2)), setOf(g->view(2).hand));
}

void TestHistory::statisticsMatchTheRecords() {
    // Independently: every record replayed, each deal's result summed per player and game.
    std::map<std::pair<std::string, std::string>, Expected> expected;
    for (auto it = records_.cbegin(); it != records_.cend(); ++it) {
        const Record& r = it.value();
        const Replay rep = replay(r);
        QVERIFY(!rep.error);
        nlohmann::json st;
        rep.game->reportStandings(st);
        for (std::size_t s = 0; s < r.players.size(); ++s) {
            Expected& e = expected[{r.game->id, r.players[s]}];
            ++e.sessions;
            for (const auto& d : rep.deals) {
                const int v = d["delta"][s].get<int>();
                e.best = e.deals == 0 ? v : std::max(e.best, v);
                e.worst = e.deals == 0 ? v : std::min(e.worst, v);
                e.total += v;
                ++e.deals;
            }
            if (r.game->id == "dreeg")
                e.bollern += st["bollern"][s].get<int>();
            if (rep.game->sessionOver() && (r.game->id == "schnapsen" || r.game->id == "dreierschnapsen") &&
                st.value("winner", -1) == static_cast<int>(s))
                ++e.wins;
        }
    }
    StatsWindow w;
    w.setAttribute(Qt::WA_DeleteOnClose, false);
    QSignalSpy spy(&w, &StatsWindow::loaded);
    w.load(folder(), database());
    QVERIFY(spy.wait(60000));
    int rows = 0;
    for (const PlayerStats& p : w.stats()) {
        const auto it = expected.find({p.gameId.toStdString(), p.player.toStdString()});
        QVERIFY2(it != expected.end(), qPrintable(p.player));
        const Expected& e = it->second;
        QCOMPARE(p.sessions, e.sessions);
        QCOMPARE(p.deals, e.deals);
        QCOMPARE(p.total, e.total);
        QCOMPARE(p.best, e.best);
        QCOMPARE(p.worst, e.worst);
        QCOMPARE(p.bollern, e.bollern);
        if (p.gameId == QLatin1String("schnapsen") || p.gameId == QLatin1String("dreierschnapsen"))
            QCOMPARE(p.wins, e.wins);
        QCOMPARE(p.cumulative.size(), e.sessions);
        QCOMPARE(p.cumulative.last().second, e.total);
        ++rows;
    }
    QCOMPARE(rows, static_cast<int>(expected.size()));
    // Some Schnapsen matches were won.
    QVERIFY(std::any_of(w.stats().begin(), w.stats().end(),
                        [](const PlayerStats& p) { return p.gameId == QLatin1String("schnapsen") && p.wins > 0; }));
    // The table shows them: Anna in Schnapsen.
    w.gameBox()->setCurrentIndex(w.gameBox()->findData(QStringLiteral("schnapsen")));
    QVERIFY(w.select(QStringLiteral("Anna"), QStringLiteral("schnapsen")));
    const Expected& anna = expected[{"schnapsen", "Anna"}];
    const int row = w.table()->currentRow();
    QCOMPARE(w.table()->item(row, StatsWindow::Sessions)->text(), QString::number(anna.sessions));
    QCOMPARE(w.table()->item(row, StatsWindow::Deals)->text(), QString::number(anna.deals));
    QCOMPARE(w.table()->item(row, StatsWindow::Wins)->text().section(QLatin1Char(' '), 0, 0),
             QString::number(anna.wins));
    QCOMPARE(w.chart()->points(), anna.sessions);
    for (int r = 0; r < w.table()->rowCount(); ++r)
        QCOMPARE(w.table()->item(r, StatsWindow::Game)->text(), QStringLiteral("Schnapsen"));
}

void TestHistory::menuOpensHistoryAndStatistics() {
    // The application's own sessions folder (test mode: under ~/.qttest), with a few sessions.
    const QString appFolder =
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/sessions");
    QDir(appFolder).removeRecursively();
    QFile::remove(HistoryIndex::defaultDatabase());
    const QStringList mine = sample::generate(appFolder, 6, 99, QDateTime(QDate(2026, 1, 2), QTime(18, 0)));
    MainWindow main;
    main.show();
    auto* history = main.findChild<QAction*>(QStringLiteral("actionHistory"));
    QVERIFY(history);
    history->trigger();
    auto* w = main.findChild<HistoryWindow*>();
    QVERIFY(w);
    QTRY_COMPARE(w->shownFiles().size(), 6);
    // Continue the unfinished one (the sixth) at the table.
    const QString unfinished = QFileInfo(mine[5]).absoluteFilePath();
    QVERIFY(w->select(unfinished));
    w->openSelected();
    QVERIFY(main.session()->model()->hasGame());
    QCOMPARE(main.session()->model()->autosavePath(), unfinished);
    QCOMPARE(main.session()->model()->record().deals.size(), readRecord(unfinished).deals.size());
    // Statistics over them.
    auto* stats = main.findChild<QAction*>(QStringLiteral("actionStatistics"));
    QVERIFY(stats);
    stats->trigger();
    auto* s = main.findChild<StatsWindow*>();
    QVERIFY(s);
    QTRY_VERIFY(!s->stats().isEmpty());
    int sessions = 0;
    for (const PlayerStats& p : s->stats())
        sessions += p.sessions;
    int seats = 0;
    for (const QString& f : mine)
        seats += static_cast<int>(readRecord(f).players.size());
    QCOMPARE(sessions, seats);
    w->close();
    s->close();
    QDir(appFolder).removeRecursively();
}

void TestHistory::screenshots() {
    // Drawn every time; kept when STAMMTISCH_SHOTS names a folder (docs/screenshots).
    const QString out = qEnvironmentVariable("STAMMTISCH_SHOTS");
    auto keep = [&out](QWidget& w, const char* name) {
        const QPixmap shot = w.grab();
        QVERIFY(!shot.isNull());
        if (!out.isEmpty())
            QVERIFY(shot.save(out + QLatin1Char('/') + QLatin1String(name)));
    };
    auto w = openHistory();
    w->resize(1280, 800);
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QVERIFY(w->select(w->shownFiles()[2]));
    keep(*w, "history-window.png");
    // The replay of a Dreierschnapsen deal, a few tricks in, two cards on the table.
    QString file;
    int deal = -1, step = -1;
    for (const QString& f : files_) {
        const Record& rec = records_[QFileInfo(f).absoluteFilePath()];
        if (rec.game->id != "dreierschnapsen" || rec.players.size() < 3)
            continue;
        for (int d = 0; d < static_cast<int>(rec.deals.size()) && step < 0; ++d)
            for (int k = 10; k <= static_cast<int>(rec.deals[static_cast<std::size_t>(d)].actions.size()); ++k) {
                std::unique_ptr<Game> g = gameAt(rec, d, k);
                if (g && g->inDeal() && g->view(0).trick.size() == 2) {
                    deal = d;
                    step = k;
                    break;
                }
            }
        if (step >= 0) {
            file = QFileInfo(f).absoluteFilePath();
            break;
        }
    }
    QVERIFY(!file.isEmpty());
    ReplayWindow r(records_[file]);
    r.setAttribute(Qt::WA_DeleteOnClose, false);
    r.setWindowTitle(QStringLiteral("Replay"));
    r.resize(1280, 800);
    r.show();
    QVERIFY(QTest::qWaitForWindowExposed(&r));
    r.goTo(deal, step);
    QCOMPARE(r.step(), step);
    keep(r, "history-replay.png");
    StatsWindow s;
    s.setAttribute(Qt::WA_DeleteOnClose, false);
    QSignalSpy spy(&s, &StatsWindow::loaded);
    s.load(folder(), database());
    QVERIFY(spy.wait(60000));
    s.resize(1280, 800);
    s.show();
    QVERIFY(QTest::qWaitForWindowExposed(&s));
    QVERIFY(s.select(QStringLiteral("Anna"), QStringLiteral("dreierles")));
    keep(s, "statistics.png");
}

void TestHistory::importAddsToTheHistory() {
    QTemporaryDir elsewhere;
    QVERIFY(elsewhere.isValid());
    const Record sent = sample::play(*findGame("dreierles"), 8080, 2);
    const QString file = elsewhere.filePath(QStringLiteral("von Rudi.json"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const std::string text = writeRecord(sent);
        f.write(text.data(), static_cast<qint64>(text.size()));
    }
    const QByteArray bytes = [&] {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    auto w = openHistory();
    const int before = static_cast<int>(w->shownFiles().size());
    // Import…: a file dialog; the record becomes a session of the history, selected.
    auto* import = w->findChild<QPushButton*>(QStringLiteral("historyImport"));
    QVERIFY(import && import->isEnabled());
    QTest::mouseClick(import, Qt::LeftButton);
    QFileDialog* d = nullptr;
    QTRY_VERIFY((d = w->findChild<QFileDialog*>(QStringLiteral("importDialog"))) && d->isVisible());
    d->selectFile(file);
    static_cast<QDialog*>(d)->accept();
    QTRY_COMPARE(static_cast<int>(w->shownFiles().size()), before + 1);
    QTRY_VERIFY(w->selected() &&
                QFileInfo(w->selected()->file).absolutePath() == QFileInfo(folder()).absoluteFilePath());
    const QString copy = w->selected()->file;
    st::test::shoot(w.get(), QStringLiteral("history-imported"));
    QCOMPARE(w->selected()->gameId, QStringLiteral("dreierles"));
    QCOMPARE(w->selected()->players.size(), static_cast<qsizetype>(sent.players.size()));
    QCOMPARE(writeRecord(readRecord(copy)), writeRecord(sent));
    QVERIFY(QFile::exists(file)); // the file imported stays where it was
    // Imported again: it is there already, no second copy.
    QCOMPARE(w->importFiles({file}), QString());
    QTRY_VERIFY(!w->loading());
    QCOMPARE(static_cast<int>(w->shownFiles().size()), before + 1);
    QCOMPARE(w->selected()->file, copy);
    // A file that is no record: the message names it and where it breaks; nothing is added.
    const QString bad = elsewhere.filePath(QStringLiteral("notizen.json"));
    {
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"stammtisch-record/2\",\n \"game\": \"dreeg\"\n \"players\": []}");
    }
    const QString e = w->importFiles({bad});
    QVERIFY2(e.contains(QDir::toNativeSeparators(bad)) && e.contains(QStringLiteral("line 3")), qPrintable(e));
    QTRY_VERIFY(!w->loading());
    QCOMPARE(static_cast<int>(w->shownFiles().size()), before + 1);
    QCOMPARE(QFile(file).size(), bytes.size());
    QVERIFY(QFile::remove(copy)); // the other tests count the sessions
}

void TestHistory::deletingTheSessionAtTheTable() {
    QuickPlay quick;
    MainWindow main;
    main.show();
    QVERIFY(QTest::qWaitForWindowExposed(&main));
    const QString file = sessionAtTable(main);
    QVERIFY(!file.isEmpty());
    QVERIFY(humanMoves(main.session()));
    QTRY_VERIFY(QFile::exists(SessionFiles::previousSave(file)));
    HistoryWindow* w = main.showHistory();
    QTRY_VERIFY(!w->loading() && w->shownFiles().contains(file));
    // Asked, and said no: the game stays at the table and its file stays.
    QString name, text;
    QVERIFY(w->select(file));
    answerNextBox(this, QMessageBox::Cancel, &name, &text);
    QCOMPARE(w->deleteSelected(), QString());
    QCOMPARE(name, QStringLiteral("historyDeleteQuestion"));
    QVERIFY2(text.startsWith(QStringLiteral("You are playing the session of Schnapsen")), qPrintable(text));
    QVERIFY(main.session()->model()->hasGame());
    QVERIFY(QFile::exists(file));
    // Said yes: the game leaves the table first, then the file goes, and no move brings it back.
    QVERIFY(w->select(file));
    answerNextBox(this, QMessageBox::Yes, &name, &text);
    const QString e = w->deleteSelected();
    if (!e.isEmpty() && e.contains(QStringLiteral("trash"))) // no trash here: the second question is answered too
        QSKIP("no trash to delete into");
    QCOMPARE(e, QString());
    QVERIFY(!QFile::exists(file));
    QVERIFY(!QFile::exists(SessionFiles::previousSave(file)));
    QVERIFY(!w->shownFiles().contains(file));
    QVERIFY(!main.session()->model()->hasGame() || !humanMoves(main.session()));
    auto* stack = main.findChild<QStackedWidget*>();
    QVERIFY(stack->currentWidget()->isAncestorOf(main.welcome())); // the welcome screen, in its scroll area
    QCoreApplication::processEvents();
    QVERIFY(!QFile::exists(file));
    // Neither the welcome screen nor Continue offer it.
    QVERIFY(!main.welcome()->continueFile().contains(QFileInfo(file).fileName()));
    w->close();
}

void TestHistory::archivingTheSessionAtTheTable() {
    QuickPlay quick;
    MainWindow main;
    main.show();
    QVERIFY(QTest::qWaitForWindowExposed(&main));
    const QString file = sessionAtTable(main);
    QVERIFY(!file.isEmpty());
    HistoryWindow* w = main.showHistory();
    QTRY_VERIFY(!w->loading() && w->shownFiles().contains(file));
    QVERIFY(w->select(file));
    QString name, text;
    answerNextBox(this, QMessageBox::Yes, &name, &text);
    QCOMPARE(w->archiveSelected(), QString());
    QCOMPARE(name, QStringLiteral("historyAtTableQuestion"));
    QVERIFY(!main.session()->model()->hasGame());
    const QString archived =
        HistoryIndex::archiveFolder(QFileInfo(file).absolutePath()) + QLatin1Char('/') + QFileInfo(file).fileName();
    QVERIFY(QFile::exists(archived));
    QCoreApplication::processEvents();
    QVERIFY(!QFile::exists(file)); // not written back by the table
    QVERIFY(QFile::remove(archived));
    w->close();
}

void TestHistory::winsInTheGamesTerms() {
    // A win is the game's own: a Dreeg phase got through without the Boller, a Bummerl won, a deal
    // that paid the player in Dreierles and Dappen (whose evenings never "finish").
    std::map<std::pair<std::string, std::string>, std::pair<int, int>> expected; // wins, out of
    for (auto it = records_.cbegin(); it != records_.cend(); ++it) {
        const Record& r = it.value();
        const Replay rep = replay(r);
        nlohmann::json st;
        rep.game->reportStandings(st);
        const std::string& id = r.game->id;
        for (std::size_t s = 0; s < r.players.size(); ++s) {
            auto& [wins, of] = expected[{id, r.players[s]}];
            if (id == "dreeg") {
                for (const auto& l : st["phase_losers"]) {
                    ++of;
                    bool lost = false;
                    for (const auto& who : l["losers"])
                        lost = lost || who.get<std::size_t>() == s;
                    if (st.contains("wins"))
                        continue;
                    wins += lost ? 0 : 1;
                }
                if (st.contains("wins"))
                    wins += st["wins"][s].get<int>();
            } else if (id == "schnapsen" || id == "dreierschnapsen") {
                if (rep.game->sessionOver()) {
                    ++of;
                    wins += st["winner"].is_number_integer() && st["winner"].get<std::size_t>() == s;
                }
            } else {
                for (const auto& d : rep.deals) {
                    ++of;
                    wins += d["delta"][s].get<int>() > 0;
                }
            }
        }
    }
    StatsWindow w;
    w.setAttribute(Qt::WA_DeleteOnClose, false);
    QSignalSpy spy(&w, &StatsWindow::loaded);
    w.load(folder(), database());
    QVERIFY(spy.wait(60000));
    QSet<QString> gamesWithWins;
    for (const PlayerStats& p : w.stats()) {
        const auto& [wins, of] = expected[{p.gameId.toStdString(), p.player.toStdString()}];
        QCOMPARE(p.wins, wins);
        QCOMPARE(p.winChances, of);
        if (p.wins > 0)
            gamesWithWins.insert(p.gameId);
    }
    // Every game has players with wins, the never-ending Dappen too.
    QCOMPARE(gamesWithWins.size(), static_cast<qsizetype>(games().size()));
    // The column says "n of m" in the game's terms, a dash only where nothing could be won yet.
    for (int r = 0; r < w.table()->rowCount(); ++r) {
        const QString game = w.table()->item(r, StatsWindow::Game)->text();
        const QString wins = w.table()->item(r, StatsWindow::Wins)->text();
        const QString unit = game == HistoryModel::gameName(QStringLiteral("dreeg")) ? QStringLiteral("phases")
                             : game.contains(QStringLiteral("chnapsen"))             ? QStringLiteral("Bummerl")
                                                                                     : QStringLiteral("deals");
        QVERIFY2(wins == QStringLiteral("\u2013") || wins.endsWith(unit), qPrintable(game + u' ' + wins));
        if (game.startsWith(QStringLiteral("Dappen")) || game == QStringLiteral("Dreierles"))
            QVERIFY2(wins != QStringLiteral("\u2013"), qPrintable(game));
    }
}

void TestHistory::averagesNameTheirUnit() {
    StatsWindow w;
    w.setAttribute(Qt::WA_DeleteOnClose, false);
    QSignalSpy spy(&w, &StatsWindow::loaded);
    w.load(folder(), database());
    QVERIFY(spy.wait(60000));
    QTableWidget* t = w.table();
    // All games: each unit in a column of its own, named in its heading.
    QCOMPARE(t->horizontalHeaderItem(StatsWindow::AverageStrokes)->text().simplified(),
             QStringLiteral("Strokes per deal"));
    QCOMPARE(t->horizontalHeaderItem(StatsWindow::AveragePoints)->text().simplified(),
             QStringLiteral("Game points per deal"));
    QCOMPARE(t->horizontalHeaderItem(StatsWindow::AverageMoney)->text().simplified(), QStringLiteral("Money per deal"));
    for (int r = 0; r < t->rowCount(); ++r) {
        const PlayerStats& p = w.stats().at(t->item(r, StatsWindow::Player)->data(Qt::UserRole + 1).toInt());
        const int mine = p.gameId == QLatin1String("dreeg") ? StatsWindow::AverageStrokes
                         : p.money                          ? StatsWindow::AverageMoney
                                                            : StatsWindow::AveragePoints;
        for (int c : {StatsWindow::AverageStrokes, StatsWindow::AveragePoints, StatsWindow::AverageMoney}) {
            const QString text = t->item(r, c)->text();
            QVERIFY2((c == mine) == (text != QStringLiteral("\u2013")) || p.deals == 0,
                     qPrintable(p.gameId + u' ' + text));
        }
        if (p.deals == 0)
            continue;
        // The best and worst deal say their unit.
        const QString best = t->item(r, StatsWindow::Best)->text();
        const QString unit = p.gameId == QLatin1String("dreeg") ? QStringLiteral("stroke")
                             : p.money                          ? QStringLiteral("\u20ac")
                                                                : QStringLiteral("game point");
        QVERIFY2(best.contains(unit), qPrintable(p.gameId + u' ' + best));
        // Best and worst in one cell: "+36 / −24 game points".
        QVERIFY2(best.startsWith(StatsWindow::figure(p, p.best, true) + QStringLiteral(" / ")),
                 qPrintable(p.gameId + u' ' + best));
        QVERIFY2(best.contains(StatsWindow::figure(p, p.worst, true)), qPrintable(p.gameId + u' ' + best));
    }
    // One game: only its unit's column.
    w.gameBox()->setCurrentIndex(w.gameBox()->findData(QStringLiteral("dreeg")));
    QVERIFY(!t->isColumnHidden(StatsWindow::AverageStrokes));
    QVERIFY(t->isColumnHidden(StatsWindow::AveragePoints) && t->isColumnHidden(StatsWindow::AverageMoney));
    w.gameBox()->setCurrentIndex(w.gameBox()->findData(QStringLiteral("schnapsen")));
    QVERIFY(t->isColumnHidden(StatsWindow::AverageStrokes) && t->isColumnHidden(StatsWindow::Bollern));
    QVERIFY(!t->isColumnHidden(StatsWindow::AveragePoints));
}

void TestHistory::tablesFillTheWindow() {
    // The columns reach the right edge of the table at both window sizes, no further: all games'
    // figures in sight at 1024 pixels without scrolling sideways, in English and German, with room
    // for the players' names.
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("de")}) {
        QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), lang));
        for (const QSize size : {QSize(1024, 700), QSize(1280, 800)}) {
            StatsWindow s;
            s.setAttribute(Qt::WA_DeleteOnClose, false);
            QSignalSpy spy(&s, &StatsWindow::loaded);
            s.load(folder(), database());
            QVERIFY(spy.wait(60000));
            s.resize(size);
            s.show();
            QVERIFY(QTest::qWaitForWindowExposed(&s));
            QHeaderView* h = s.table()->horizontalHeader();
            QTRY_VERIFY(h->length() >= s.table()->viewport()->width());
            QVERIFY2(h->length() == s.table()->viewport()->width(),
                     qPrintable(QStringLiteral("%1 at %2: the columns %3 wide, the table %4")
                                    .arg(lang)
                                    .arg(size.width())
                                    .arg(h->length())
                                    .arg(s.table()->viewport()->width())));
            int name = 0;
            for (int r = 0; r < s.table()->rowCount(); ++r)
                name = std::max(
                    name, s.table()->fontMetrics().horizontalAdvance(s.table()->item(r, StatsWindow::Player)->text()));
            QVERIFY2(h->sectionSize(StatsWindow::Player) >= name,
                     qPrintable(QStringLiteral("%1 at %2: names %3 wide in a column of %4")
                                    .arg(lang)
                                    .arg(size.width())
                                    .arg(name)
                                    .arg(h->sectionSize(StatsWindow::Player))));
            auto w = openHistory();
            w->resize(size);
            QHeaderView* hh = w->table()->horizontalHeader();
            QTRY_COMPARE(hh->length(), w->table()->viewport()->width());
        }
    }
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
}

void TestHistory::oneSessionChartSaysSomething() {
    // One session only: the chart shows its result as a bar with the figure, not a lone dot.
    QList<HistoryEntry> one;
    for (const QString& f : files_) {
        const HistoryEntry e = HistoryIndex::summarize(f, false);
        if (e.gameId == QLatin1String("schnapsen") && e.total(0) > 0) {
            one << e;
            break;
        }
    }
    QCOMPARE(one.size(), 1);
    StatsWindow w;
    w.setAttribute(Qt::WA_DeleteOnClose, false);
    w.setEntries(one);
    w.resize(1024, 700);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.select(one[0].players[0], QStringLiteral("schnapsen")));
    QCOMPARE(w.chart()->points(), 1);
    const QImage img = w.chart()->grab().toImage();
    qint64 bar = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            bar += img.pixelColor(x, y) == QColor(0x4f, 0x8f, 0x5a);
    QVERIFY2(bar > 1500, qPrintable(QStringLiteral("%1 pixels of bar").arg(bar)));
    if (!qEnvironmentVariableIsEmpty("STAMMTISCH_SHOTS"))
        w.grab().save(QDir(qEnvironmentVariable("STAMMTISCH_SHOTS")).filePath(QStringLiteral("stats-one-session.png")));
}

void TestHistory::newSessionsAppearWithoutRestart() {
    QTemporaryDir tmp;
    const QString sessions = tmp.filePath(QStringLiteral("sessions"));
    const QStringList two = sample::generate(sessions, 2, 5, QDateTime(QDate(2026, 2, 1), QTime(19, 0)));
    HistoryWindow w(sessions, tmp.filePath(QStringLiteral("h.sqlite")));
    w.setAttribute(Qt::WA_DeleteOnClose, false);
    w.show();
    QTRY_COMPARE(w.shownFiles().size(), 2);
    // A session saved while the window is open (a game played meanwhile) turns up in the list.
    QVERIFY(QFile::copy(
        files_[1],
        QDir(sessions).filePath(QStringLiteral("20260203-200000-%1").arg(QFileInfo(files_[1]).fileName().mid(16)))));
    QTRY_COMPARE(w.shownFiles().size(), 3);
    // And one deleted elsewhere goes.
    QVERIFY(QFile::remove(two[0]));
    QTRY_COMPARE(w.shownFiles().size(), 2);
}

void TestHistory::stateColumnHoldsItsWords() {
    // In German the state is "Beendet", "Offen" or "Beschädigt": the column holds the longest whole.
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("de")));
    auto w = openHistory();
    QTableView* t = w->table();
    const int section = t->horizontalHeader()->sectionSize(HistoryModel::State);
    // The heading as the header draws it (text, sort arrow, margins) and the widest cell.
    const int heading = t->horizontalHeader()->sectionSizeHint(HistoryModel::State);
    const bool fits =
        static_cast<QAbstractItemView*>(t)->sizeHintForColumn(HistoryModel::State) <= section && heading <= section;
    bool finished = false;
    for (int r = 0; r < t->model()->rowCount(); ++r)
        finished = finished || t->model()->index(r, HistoryModel::State).data().toString() == QStringLiteral("Beendet");
    if (!qEnvironmentVariableIsEmpty("STAMMTISCH_SHOTS"))
        w->grab().save(QDir(qEnvironmentVariable("STAMMTISCH_SHOTS")).filePath(QStringLiteral("history-de.png")));
    const int need = static_cast<QAbstractItemView*>(t)->sizeHintForColumn(HistoryModel::State);
    w.reset();
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
    QVERIFY(finished);
    QVERIFY2(fits, qPrintable(QStringLiteral("needs %1 (heading %2), has %3").arg(need).arg(heading).arg(section)));
}

void TestHistory::replayShowsTheResultAndCloses() {
    // A Dreeg session: its slates large beside the table, the deal's result at its end, Esc closes.
    QString file;
    for (const QString& f : files_)
        if (records_[QFileInfo(f).absoluteFilePath()].game->id == "dreeg" &&
            records_[QFileInfo(f).absoluteFilePath()].deals.size() >= 2) {
            file = QFileInfo(f).absoluteFilePath();
            break;
        }
    QVERIFY(!file.isEmpty());
    const Record& r = records_[file];
    auto* w = new ReplayWindow(r);
    QPointer<ReplayWindow> alive(w);
    w->resize(1280, 800);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    QVERIFY(!w->resultLabel()->isVisible());
    w->goTo(0, w->steps());
    QVERIFY(w->resultLabel()->isVisible());
    const Replay rep = replay(r);
    QTextDocument doc;
    doc.setHtml(w->resultLabel()->text());
    const QString outcome = DealSummary::outcomeText(rep.deals[0].value("outcome", std::string()), "dreeg");
    QVERIFY2(doc.toPlainText().contains(outcome), qPrintable(doc.toPlainText() + u'|' + outcome));
    for (const std::string& p : r.players)
        QVERIFY(doc.toPlainText().contains(QString::fromStdString(p)));
    // The slates, one per player, 120 pixels wide (the table's are about half that).
    int slates = 0;
    for (QLabel* l : w->scoresPanel()->findChildren<QLabel*>())
        if (!l->pixmap().isNull() && l->isVisible()) {
            ++slates;
            QVERIFY(l->pixmap().deviceIndependentSize().width() >= 120);
        }
    QCOMPARE(slates, static_cast<int>(r.players.size()));
    if (!qEnvironmentVariableIsEmpty("STAMMTISCH_SHOTS"))
        w->grab().save(QDir(qEnvironmentVariable("STAMMTISCH_SHOTS")).filePath(QStringLiteral("replay-end.png")));
    // The next deal's start: no result.
    w->nextDecision();
    QVERIFY(!w->resultLabel()->isVisible());
    w->activateWindow();
    QTest::keyClick(w, Qt::Key_Escape);
    QTRY_VERIFY(alive.isNull() || !alive->isVisible());
    delete alive.data();
}

void TestHistory::bannerLeavesTheGamesInSight() {
    // Many damaged files at the start: the banner stays short (its list scrolls), the games stay on
    // the screen with room below them, in German at 1024×700 and 1280×800.
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("de")));
    QList<SetAsideFile> damaged;
    for (int i = 0; i < 9; ++i) {
        SetAsideFile f;
        f.file = QStringLiteral("/home/anna/.local/share/Stammtisch/sessions/2026010%1-190000-dreeg.json").arg(i);
        f.movedTo =
            QStringLiteral("/home/anna/.local/share/Stammtisch/sessions/damaged/2026010%1-190000-dreeg.json").arg(i);
        f.reason = QStringLiteral("ist beschädigt: in Zeile 3, Spalte 1: unerwartetes Ende");
        damaged << f;
    }
    QString problem;
    for (const QSize size : {QSize(1024, 700), QSize(1280, 800)}) {
        WelcomeWidget w;
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.reportSetAside(damaged); // as MainWindow::showWelcome does, on the screen shown
        QCoreApplication::processEvents();
        w.resize(size);
        QCoreApplication::processEvents();
        auto* notice = w.findChild<QFrame*>(QStringLiteral("welcomeNotice"));
        QVERIFY(notice && notice->isVisible());
        int lowest = 0;
        for (QPushButton* b : w.findChildren<QPushButton*>())
            if (b->objectName().startsWith(QStringLiteral("play_")))
                lowest = std::max(lowest, b->mapTo(&w, QPoint(0, b->height())).y());
        if (!qEnvironmentVariableIsEmpty("STAMMTISCH_SHOTS"))
            w.grab().save(QDir(qEnvironmentVariable("STAMMTISCH_SHOTS"))
                              .filePath(QStringLiteral("welcome-banner-%1.png").arg(size.width())));
        // Without the banner, for comparison: the games end where they end anyway.
        int without = 0;
        {
            WelcomeWidget plain;
            plain.resize(size);
            plain.show();
            QVERIFY(QTest::qWaitForWindowExposed(&plain));
            for (QPushButton* b : plain.findChildren<QPushButton*>())
                if (b->objectName().startsWith(QStringLiteral("play_")))
                    without = std::max(without, b->mapTo(&plain, QPoint(0, b->height())).y());
        }
        // (At 1024×700 the welcome screen is full without the banner too: a few pixels over are the
        // screen's, not the banner's.)
        if (notice->height() > size.height() / 4 || w.height() > size.height() + 8 || lowest > w.height() - 8 ||
            lowest - without > notice->height())
            problem += QStringLiteral("%1×%2: banner %3 high, window %4 high, last game ends at %5 (%6 without); ")
                           .arg(size.width())
                           .arg(size.height())
                           .arg(notice->height())
                           .arg(w.height())
                           .arg(lowest)
                           .arg(without);
    }
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestHistory::windowsInBothLanguages() {
    // The history, the statistics and a replay's deal end in English and German at 1024×700 and
    // 1280×800, kept when STAMMTISCH_SHOTS names a folder: nothing cut off, nothing raw.
    const QString out = qEnvironmentVariable("STAMMTISCH_SHOTS");
    QString dreeg;
    for (const QString& f : files_)
        if (records_[QFileInfo(f).absoluteFilePath()].game->id == "dreeg") {
            dreeg = QFileInfo(f).absoluteFilePath();
            break;
        }
    QVERIFY(!dreeg.isEmpty());
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("de")}) {
        QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), lang));
        for (const QSize size : {QSize(1024, 700), QSize(1280, 800)}) {
            const QString tag = QStringLiteral("%1-%2").arg(lang).arg(size.width());
            auto keep = [&](QWidget& w, const QString& name) {
                const QPixmap shot = w.grab();
                QVERIFY(!shot.isNull());
                if (!out.isEmpty())
                    QVERIFY(shot.save(QDir(out).filePath(name + u'-' + tag + QStringLiteral(".png"))));
            };
            auto h = openHistory();
            h->resize(size);
            QVERIFY(QTest::qWaitForWindowExposed(h.get()));
            keep(*h, QStringLiteral("history"));
            StatsWindow s;
            s.setAttribute(Qt::WA_DeleteOnClose, false);
            QSignalSpy spy(&s, &StatsWindow::loaded);
            s.load(folder(), database());
            QVERIFY(spy.wait(60000));
            s.resize(size);
            s.show();
            QVERIFY(QTest::qWaitForWindowExposed(&s));
            keep(s, QStringLiteral("stats"));
            ReplayWindow r(records_[dreeg]);
            r.setAttribute(Qt::WA_DeleteOnClose, false);
            r.resize(size);
            r.show();
            QVERIFY(QTest::qWaitForWindowExposed(&r));
            r.goTo(0, r.steps());
            QVERIFY(r.resultLabel()->isVisible());
            QCoreApplication::processEvents();
            QVERIFY2(r.height() <= size.height(), qPrintable(QStringLiteral("replay %1 high").arg(r.height())));
            keep(r, QStringLiteral("replay"));
        }
    }
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
}

QTEST_MAIN(TestHistory)
#include "test_history.moc"
