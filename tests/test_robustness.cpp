// The GUI with bad files and a bad disk: damaged or foreign session files and
// autosaves are put aside at the start and named in a banner while every good
// session still continues; a damaged settings file falls back to defaults and
// is kept aside; an unwritable data folder or a full disk never stops a game
// (it goes on in memory, the table says so, Save a copy… keeps it, the old
// autosave stays whole) and saving comes back by itself; strange entries in the
// sessions folder neither crash nor hang the welcome screen.
#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/settingsdialog.h"
#include "dialogs/welcomewidget.h"
#include "flow/flowcontroller.h"
#include "flow/humanseat.h"
#include "flow/tablesession.h"
#include "history/sessionfiles.h"
#include "mainwindow.h"
#include "record.h"
#include "registry.h"
#include "sheets/sheetpreview.h"
#include "shots.h"
#include "startup.h"
#include "table/tablemodel.h"
#include "table/tableview.h"
#include "tablefixture.h"
#include "text/language.h"
#include "text/wording.h"

#include <QAction>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFrame>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QTimer>
#include <QUrl>
#include <QtTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <thread>

#include <linux/capability.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

using namespace st;
using namespace st::ui;

namespace {

QString data(const char* name) {
    return QStringLiteral(STAMMTISCH_TEST_DATA "/") + QLatin1String(name);
}

QByteArray readAll(const QString& file) {
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString& file, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(file).absolutePath());
    QFile f(file);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// The text a player reads in the welcome banner (rich text made plain).
QString bannerText(const MainWindow& w) {
    auto* label = w.findChild<QLabel*>(QStringLiteral("welcomeNoticeText"));
    if (!label)
        return {};
    QTextDocument doc;
    doc.setHtml(label->text());
    return doc.toPlainText();
}

bool bannerShown(const MainWindow& w) {
    auto* notice = w.findChild<QFrame*>(QStringLiteral("welcomeNotice"));
    return notice && notice->isVisible();
}

/// The record in a file replays without an error.
bool replays(const QString& file, std::size_t* actions = nullptr) {
    const QByteArray text = readAll(file);
    auto parsed = parseRecord(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    if (!std::holds_alternative<Record>(parsed))
        return false;
    const Record& r = std::get<Record>(parsed);
    if (replay(r).error)
        return false;
    if (actions) {
        *actions = 0;
        for (const DealRecord& d : r.deals)
            *actions += d.actions.size();
    }
    return true;
}

std::size_t actionCount(const Record& r) {
    std::size_t n = 0;
    for (const DealRecord& d : r.deals)
        n += d.actions.size();
    return n;
}

/// Ends the process when a step hangs (a pipe opened for reading blocks for ever).
class Watchdog {
  public:
    Watchdog(int seconds, const char* what)
        : thread_([this, seconds, what] {
              for (int i = 0; i < seconds * 10 && !done_; ++i)
                  std::this_thread::sleep_for(std::chrono::milliseconds(100));
              if (!done_) {
                  std::fprintf(stderr, "FAIL! %s hung for %d s\n", what, seconds);
                  std::_Exit(1);
              }
          }) {}
    ~Watchdog() {
        done_ = true;
        thread_.join();
    }

  private:
    std::atomic<bool> done_{false};
    std::thread thread_;
};

NewGameSettings schnapsen() {
    NewGameSettings s;
    s.game = findGame("schnapsen");
    s.variant = Variant(s.game->options);
    s.names = {QStringLiteral("Anna"), QStringLiteral("Rudi")};
    s.levels = {QString(), QStringLiteral("easy")};
    s.humanSeat = 0;
    return s;
}

/// Waits until the human must decide, then plays its first legal card (or its first legal action).
bool humanPlays(TableSession* t) {
    for (int i = 0; i < 5000; ++i) {
        if (t->summary() && t->summary()->isVisible()) // a deal ended: on to the next one
            if (auto* next = t->summary()->findChild<QPushButton*>(QStringLiteral("nextDealButton")))
                next->click();
        const Game& g = t->model()->game();
        if (g.inDeal() && g.toAct() == t->human()->seat() && !t->flow()->busy()) {
            const SeatView v = t->model()->view(t->human()->seat());
            if (v.legal.empty())
                return false;
            Action a = v.legal.front();
            for (const Action& l : v.legal)
                if (l.act == Act::Play) {
                    a = l;
                    break;
                }
            return t->model()->submit(a);
        }
        QTest::qWait(2);
    }
    return false;
}

/// Waits until the human is to decide and the table is quiet.
bool humanToAct(TableSession* t) {
    for (int i = 0; i < 5000; ++i) {
        if (t->model()->hasGame() && t->model()->game().inDeal() && t->model()->game().toAct() == t->human()->seat() &&
            !t->flow()->busy())
            return true;
        QTest::qWait(2);
    }
    return false;
}

/// A Schnapsen session a few moves in, the human to decide, saved with Save a copy… to `file`.
bool playedCopy(const QString& file, Record* record) {
    MainWindow w;
    if (!w.startSession(schnapsen()).isEmpty())
        return false;
    for (int i = 0; i < 3; ++i)
        if (!humanPlays(w.session()))
            return false;
    if (!humanToAct(w.session()) || !w.saveCopyTo(file).isEmpty())
        return false;
    *record = w.session()->model()->record();
    return true;
}

/// The record at the table is the one given and the human is to decide in it: the same deal and decision.
bool sameDecision(const MainWindow& w, const Record& r) {
    TableSession* t = w.session();
    if (!t->model()->hasGame() || !humanToAct(t))
        return false;
    return writeRecord(t->model()->record()) == writeRecord(r);
}

/// The session files (*.json) of the sessions folder.
QStringList sessionFiles() {
    return QDir(RecentSessions::folder()).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

/// Answers the next message box: notes its name and text, then closes it.
void noteBox(QObject* context, QString* name, QString* text) {
    QTimer::singleShot(0, context, [context, name, text] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) {
            noteBox(context, name, text); // not there yet
            return;
        }
        *name = box->objectName();
        *text = box->text();
        box->accept();
    });
}

/// Where Qt sends a drag entering the window at `pos`: the widget there that takes drops, or the nearest
/// such parent of it below the window (QWidgetWindow's rule).
QWidget* dropTarget(QWidget* window, QPoint pos) {
    QWidget* w = window->childAt(pos);
    if (!w)
        w = window;
    while (w && !w->isWindow() && !w->acceptDrops())
        w = w->parentWidget();
    return w && w->acceptDrops() ? w : nullptr;
}

/// Root reads every file whatever its mode. Without the two capabilities that let it (taken out of this
/// thread's effective set, put back at the end) a file of mode 000 cannot be read, as for anybody else.
class NoReadOverride {
  public:
    NoReadOverride() {
        if (::geteuid() != 0) {
            works_ = true;
            return;
        }
        header_.version = _LINUX_CAPABILITY_VERSION_3;
        header_.pid = 0;
        if (::syscall(SYS_capget, &header_, saved_) != 0)
            return;
        __user_cap_data_struct less[2] = {saved_[0], saved_[1]};
        less[0].effective &= ~((1u << CAP_DAC_OVERRIDE) | (1u << CAP_DAC_READ_SEARCH));
        dropped_ = ::syscall(SYS_capset, &header_, less) == 0;
        works_ = dropped_;
    }
    ~NoReadOverride() {
        if (dropped_)
            ::syscall(SYS_capset, &header_, saved_);
    }
    bool works() const { return works_; }

  private:
    __user_cap_header_struct header_{};
    __user_cap_data_struct saved_[2]{};
    bool dropped_ = false;
    bool works_ = false;
};

} // namespace

class TestRobustness : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void init();
    void damagedSessionsAreSetAside();
    void openingADamagedFileSaysWhere();
    void strangeEntriesNeitherCrashNorHang();
    void settingsOfTheWrongKindFallBack();
    void unparsableSettingsFileIsSetAside();
    void unwritableDataFolderPlaysInMemory();
    void fullDiskKeepsTheOldAutosave();
    void openARecordFromElsewhere();
    void openFromTheCommandLine();
    void dropARecordOnTheWindow();
    void openingGarbageSaysWhatAndWhere();
    void truncatedAutosaveIsRecovered();
    void lostSessionCanBePutAside();
    void unreadableSessionIsNamedOnTheWelcome();
    void pdfThatCannotBeWrittenSaysWhy();
    void everyRecordErrorHasWords();
    void damagedFileSaysWhyInGerman();

  private:
    QString sessions() const { return RecentSessions::folder(); }
    QString settingsFile() const { return QSettings().fileName(); }
};

void TestRobustness::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("StammtischTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_robustness"));
    // English with its plural forms ("2 tricks"), as a player sees it (and the screenshots show it).
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
}

void TestRobustness::init() {
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    const QString conf = settingsFile();
    QSettings().clear();
    for (const QFileInfo& fi :
         QDir(QFileInfo(conf).absolutePath()).entryInfoList({QFileInfo(conf).fileName() + QStringLiteral(".damaged*")}))
        QFile::remove(fi.absoluteFilePath());
    Preferences p;
    p.animation = QStringLiteral("off");
    p.thinkMs = 0;
    QCOMPARE(p.save(), QString());
}

void TestRobustness::damagedSessionsAreSetAside() {
    const QString dir = sessions();
    const QString unfinished = dir + QStringLiteral("/20250101-100000-dreeg.json");
    const QString finished = dir + QStringLiteral("/20250102-100000-dreeg.json");
    const QByteArray good = readAll(data("records/two_two_deals.json"));
    QVERIFY(writeFile(unfinished, good));
    QVERIFY(writeFile(finished, readAll(data("records/two_schwarz_session.json"))));
    // Every kind of damage, each with what the banner must say about it.
    QByteArray illegal = good;
    illegal.replace(R"({"seat": 0, "act": "play", "card": "HK"})", R"({"seat": 0, "act": "play", "card": "SA"})");
    QVERIFY(illegal != good);
    QByteArray binary;
    for (int i = 0; i < 600; ++i)
        binary += static_cast<char>((i * 73 + 11) % 256);
    const QList<std::pair<QString, QByteArray>> damaged{
        {QStringLiteral("invalid.json"), "{\"format\": \"stammtisch-record/2\",\n  \"game\": dreeg\n}"},
        {QStringLiteral("truncated.json"), good.left(good.size() / 2)},
        {QStringLiteral("binary.json"), binary},
        {QStringLiteral("foreign.json"), R"({"name": "my-package", "version": "1.0.0"})"},
        {QStringLiteral("empty.json"), QByteArray()},
        {QStringLiteral("illegal.json"), illegal},
    };
    for (const auto& [name, bytes] : damaged)
        QVERIFY(writeFile(dir + QLatin1Char('/') + name, bytes));
    // A record of a newer format is not damaged: it stays for the newer Stammtisch.
    const QString newer = dir + QStringLiteral("/20250104-100000-dreeg.json");
    QVERIFY(writeFile(newer, R"({"format": "stammtisch-record/9", "game": "dreeg", "players": ["A", "B"],
                                "deals": [], "table": {"felt": "green"}})"));
    // A damaged file set aside at an earlier start keeps its place: the new one gets another name.
    const QString earlier = RecentSessions::damagedFolder() + QStringLiteral("/invalid.json");
    QVERIFY(writeFile(earlier, "from an earlier start"));
    // The old single autosave file, damaged too.
    const QString oldAutosave = TableModel::defaultAutosavePath();
    QVERIFY(writeFile(oldAutosave, "{\"format\": \"stammtisch-record/2\", \"game\": \"dreeg\", \"players\": [\"A\""));
    const QDateTime t0 = QDateTime::currentDateTime().addDays(-3);
    for (auto [file, days] : {std::pair{unfinished, 0}, std::pair{finished, 1}}) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(t0.addDays(days), QFileDevice::FileModificationTime));
    }

    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // The banner names every damaged file, why, and where it is now.
    QVERIFY(bannerShown(w));
    const QString banner = bannerText(w);
    for (const auto& [name, bytes] : damaged) {
        QVERIFY2(banner.contains(name), qPrintable(name + QStringLiteral(" not in: ") + banner));
        QVERIFY2(!QFileInfo::exists(dir + QLatin1Char('/') + name), qPrintable(name));
    }
    QVERIFY2(banner.contains(QStringLiteral("autosave.json")), qPrintable(banner));
    QVERIFY2(banner.contains(QStringLiteral("invalid.json is damaged")) &&
                 banner.contains(QStringLiteral("(now invalid-2.json)")),
             qPrintable(banner));
    QVERIFY2(banner.contains(QStringLiteral("at line 2, column 11: the text is not valid JSON here")),
             qPrintable(banner)); // where the JSON breaks
    QVERIFY2(banner.contains(QStringLiteral("another program's file")), qPrintable(banner));
    QVERIFY2(banner.contains(QStringLiteral("is empty")), qPrintable(banner));
    QVERIFY2(banner.contains(QStringLiteral("does not replay: deal 1, action 2")), qPrintable(banner));
    QVERIFY2(banner.contains(QDir::toNativeSeparators(RecentSessions::damagedFolder())), qPrintable(banner));
    // Moved whole, never overwriting what an earlier start put there.
    const QString aside = RecentSessions::damagedFolder();
    QCOMPARE(readAll(earlier), QByteArray("from an earlier start"));
    QCOMPARE(readAll(aside + QStringLiteral("/invalid-2.json")), damaged[0].second);
    for (qsizetype i = 1; i < damaged.size(); ++i)
        QCOMPARE(readAll(aside + QLatin1Char('/') + damaged[i].first), damaged[i].second);
    QVERIFY(!QFileInfo::exists(oldAutosave));
    QVERIFY(QFileInfo::exists(aside + QStringLiteral("/autosave.json")));
    // The newer record stays and is listed as such, not to be clicked.
    QVERIFY(QFileInfo::exists(newer));
    QVERIFY2(!banner.contains(QFileInfo(newer).fileName()), qPrintable(banner));
    auto* recent = w.findChild<QListWidget*>(QStringLiteral("recentList"));
    QCOMPARE(recent->count(), 3);
    QVERIFY2(recent->item(0)->text().contains(QStringLiteral("newer version")), qPrintable(recent->item(0)->text()));
    QVERIFY(!recent->item(0)->data(Qt::UserRole).isValid());
    QCOMPARE(recent->item(1)->data(Qt::UserRole).toString(), finished);
    QCOMPARE(recent->item(2)->data(Qt::UserRole).toString(), unfinished);
    const QString newerError = w.openSession(newer);
    QVERIFY2(newerError.contains(QStringLiteral("newer version")) &&
                 newerError.contains(QDir::toNativeSeparators(newer)),
             qPrintable(newerError));
    QTemporaryDir shots;
    QVERIFY(w.grab().save(shots.filePath(QStringLiteral("robustness-welcome-damaged.png"))));
    // Every good session still continues.
    QCOMPARE(w.welcome()->continueFile(), unfinished);
    w.continueGame();
    QVERIFY(w.session()->model()->hasGame());
    QCOMPARE(w.session()->model()->autosavePath(), unfinished);
    QVERIFY(w.session()->model()->record().deals.size() >= 2); // its two deals, and the next one dealt
    QCOMPARE(w.session()->model()->names(), (QStringList{QStringLiteral("Anna"), QStringLiteral("Bert")}));
    QCOMPARE(w.openSession(finished), QString());
    // Dismissed, the banner goes; the next start has nothing more to say.
    QTest::mouseClick(w.findChild<QPushButton*>(QStringLiteral("welcomeNoticeDismiss")), Qt::LeftButton);
    QVERIFY(w.welcome()->notices().isEmpty());
    MainWindow again;
    QVERIFY(again.welcome()->notices().isEmpty());
}

void TestRobustness::openingADamagedFileSaysWhere() {
    QTemporaryDir elsewhere;
    QVERIFY(elsewhere.isValid());
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // Invalid JSON: the file and the line and column where it breaks.
    const QString broken = elsewhere.filePath(QStringLiteral("kaputt.json"));
    QVERIFY(writeFile(broken, "{\n  \"format\": \"stammtisch-record/2\",\n  \"game\": \"dreeg\",,\n}"));
    QString e = w.openSession(broken);
    QVERIFY2(e.contains(QDir::toNativeSeparators(broken)) && e.contains(QStringLiteral("line 3, column")),
             qPrintable(e));
    // A record that does not replay: the deal and the action.
    QByteArray illegal = readAll(data("records/two_two_deals.json"));
    illegal.replace(R"({"seat": 0, "act": "play", "card": "HK"})", R"({"seat": 0, "act": "play", "card": "SA"})");
    const QString noReplay = elsewhere.filePath(QStringLiteral("illegal.json"));
    QVERIFY(writeFile(noReplay, illegal));
    e = w.openSession(noReplay);
    QVERIFY2(e.contains(QDir::toNativeSeparators(noReplay)) && e.contains(QStringLiteral("deal 1, action 2")),
             qPrintable(e));
    // Another program's file.
    const QString foreign = elsewhere.filePath(QStringLiteral("package.json"));
    QVERIFY(writeFile(foreign, R"([1, 2, 3])"));
    e = w.openSession(foreign);
    QVERIFY2(e.contains(QDir::toNativeSeparators(foreign)) && e.contains(QStringLiteral("another program's file")),
             qPrintable(e));
    // Files opened from elsewhere are left where they are; the window goes on with a good session.
    QVERIFY(QFileInfo::exists(broken) && QFileInfo::exists(noReplay) && QFileInfo::exists(foreign));
    const QString good = elsewhere.filePath(QStringLiteral("good.json"));
    QVERIFY(QFile::copy(data("records/two_two_deals.json"), good));
    QCOMPARE(w.openSession(good), QString());
    QVERIFY(w.session()->model()->hasGame());
}

void TestRobustness::strangeEntriesNeitherCrashNorHang() {
    const QString dir = sessions();
    QVERIFY(QDir().mkpath(dir));
    for (int i = 0; i < 200; ++i)
        QVERIFY(writeFile(dir + QStringLiteral("/empty-%1.json").arg(i, 3, 10, QLatin1Char('0')), QByteArray()));
    for (int i = 0; i < 60; ++i)
        QVERIFY(writeFile(dir + QStringLiteral("/garbage-%1.json").arg(i), QByteArray(i * 7 + 1, char(i))));
    for (int i = 0; i < 20; ++i) { // folders named like sessions, one with a session inside
        QVERIFY(QDir().mkpath(dir + QStringLiteral("/folder-%1.json").arg(i)));
        QVERIFY(QFile::copy(data("records/two_two_deals.json"), dir + QStringLiteral("/folder-%1.json/x.json").arg(i)));
    }
    QVERIFY(QFile::link(dir + QStringLiteral("/loop-b.json"), dir + QStringLiteral("/loop-a.json")));
    QVERIFY(QFile::link(dir + QStringLiteral("/loop-a.json"), dir + QStringLiteral("/loop-b.json")));
    QVERIFY(QFile::link(dir + QStringLiteral("/nowhere"), dir + QStringLiteral("/dangling.json")));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), dir + QStringLiteral("/zero.json")));
    QVERIFY(QFile::link(dir + QStringLiteral("/folder-0.json"), dir + QStringLiteral("/to-folder.json")));
    QVERIFY(::mkfifo(QFile::encodeName(dir + QStringLiteral("/pipe.json")).constData(), 0600) == 0);
    const QString good = dir + QStringLiteral("/20250101-100000-dreeg.json");
    QVERIFY(QFile::copy(data("records/two_two_deals.json"), good));
    // The old autosave file is a pipe: opening it for reading would wait for ever.
    QVERIFY(QDir().mkpath(QFileInfo(TableModel::defaultAutosavePath()).absolutePath()));
    QVERIFY(::mkfifo(QFile::encodeName(TableModel::defaultAutosavePath()).constData(), 0600) == 0);

    QElapsedTimer clock;
    clock.start();
    {
        Watchdog dog(120, "the welcome screen's scan of a strange sessions folder");
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // The empty and garbage files are set aside, the rest is left alone.
        QDir aside(RecentSessions::damagedFolder());
        QCOMPARE(aside.entryList({QStringLiteral("*.json")}, QDir::Files).size(), 260);
        const QString banner = bannerText(w);
        QVERIFY2(banner.contains(QStringLiteral("and 255 more: empty-005.json, ")), qPrintable(banner));
        QVERIFY2(banner.contains(QDir::toNativeSeparators(RecentSessions::damagedFolder())), qPrintable(banner));
        for (const char* kept : {"loop-a.json", "loop-b.json", "dangling.json", "zero.json", "to-folder.json",
                                 "pipe.json", "folder-3.json/x.json"})
            QVERIFY2(QFileInfo(dir + QLatin1Char('/') + QLatin1String(kept)).isSymLink() ||
                         QFileInfo::exists(dir + QLatin1Char('/') + QLatin1String(kept)),
                     kept);
        QVERIFY(QFileInfo(TableModel::defaultAutosavePath()).exists());
        // The good session is listed and continues.
        auto* recent = w.findChild<QListWidget*>(QStringLiteral("recentList"));
        QCOMPARE(recent->count(), 1);
        QCOMPARE(w.welcome()->continueFile(), good);
        const QList<SessionInfo> all = RecentSessions::scan(dir, 1000);
        QCOMPARE(all.size(), 1);
        QCOMPARE(RecentSessions::continueFile(dir, {TableModel::defaultAutosavePath()}), good);
        QCOMPARE(RecentSessions::read(dir + QStringLiteral("/pipe.json")).problem, SessionProblem::Unavailable);
        QCOMPARE(RecentSessions::read(dir + QStringLiteral("/zero.json")).problem, SessionProblem::Unavailable);
        QCOMPARE(RecentSessions::read(dir + QStringLiteral("/loop-a.json")).problem, SessionProblem::Unavailable);
        w.continueGame();
        QCOMPARE(w.session()->model()->autosavePath(), good);
    }
    qInfo("a strange folder of %d entries: %lld ms", 290, static_cast<long long>(clock.elapsed()));
}

void TestRobustness::settingsOfTheWrongKindFallBack() {
    const QString conf = settingsFile();
    QVERIFY(writeFile(conf, "[General]\n"
                            "language=xx\n"
                            "[display]\n"
                            "animation=fast!\n"
                            "[play]\n"
                            "thinkMs=-5\n"
                            "allowUndo=maybe\n"
                            "[player]\n"
                            "name=\"Anna, Bert\"\n"
                            "[deck]\n"
                            "german24=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x18garbage)\n"
                            "[newgame]\n"
                            "last=dreeg\n"
                            "dreeg\\players=lots\n"
                            "dreeg\\humanSeat=-7\n"
                            "dreeg\\preset=nonsense\n"
                            "dreeg\\levels=1\n"
                            "dreeg\\options=@Variant(garbage)\n"
                            "schnapsen\\players=2\n"
                            "schnapsen\\preset=\n"
                            "schnapsen\\options=@Variant(\\0\\0\\0\\b\\0\\0\\0\\x1\\0\\0\\0\\f\\0t\\0\\x61\\0r\\0g\\0"
                            "\\x65\\0t\\0\\0\\0\\n\\0\\0\\0\\0\\n\\0\\x66\\0o\\0o\\0!)\n"));
    QSettings check;
    QCOMPARE(check.status(), QSettings::NoError); // Qt reads it: the values are what is wrong
    const Preferences p = Preferences::load();
    QCOMPARE(p.animation, QStringLiteral("normal"));
    QCOMPARE(p.thinkMs, Preferences().thinkMs);
    QCOMPARE(p.language, QString());
    QCOMPARE(p.allowUndo, true);
    QCOMPARE(p.deck(PackKind::German24), Preferences().deck(PackKind::German24));
    // Hand-edited but sensible values are taken as they are.
    {
        QSettings s;
        s.setValue(QStringLiteral("play/thinkMs"), QStringLiteral("1200"));
        s.setValue(QStringLiteral("play/allowUndo"), QStringLiteral("false"));
        s.setValue(QStringLiteral("display/animation"), QStringLiteral("slow"));
    }
    const Preferences q = Preferences::load();
    QCOMPARE(q.thinkMs, 1200);
    QCOMPARE(q.allowUndo, false);
    QCOMPARE(q.animation, QStringLiteral("slow"));
    // The New game dialog: the damaged choices give a game that can start.
    for (const char* game : {"dreeg", "schnapsen"}) {
        NewGameDialog d(nullptr, QLatin1String(game));
        QString err;
        const NewGameSettings s = d.settings(&err);
        QVERIFY2(s.game, qPrintable(QLatin1String(game) + QStringLiteral(": ") + err));
        QVERIFY(s.names.size() >= s.game->minPlayers && s.names.size() <= s.game->maxPlayers);
        QVERIFY(s.humanSeat >= 0 && s.humanSeat < s.names.size());
    }
    // The main window starts with them.
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(!bannerShown(w));
}

void TestRobustness::unparsableSettingsFileIsSetAside() {
    const QString conf = settingsFile();
    const QByteArray broken = "[play]\nthinkMs=300\n[display\nanimation=fast\n[player]\nname=Kunigunde\n";
    // Written behind Qt's back: QSettings reports FormatError only to the first
    // object that parses the changed file, which is the application's own check.
    QVERIFY(writeFile(conf, broken));
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // Kept aside whole; the fresh file holds what could be read.
    QCOMPARE(readAll(conf + QStringLiteral(".damaged")), broken);
    QSettings fresh;
    QCOMPARE(fresh.status(), QSettings::NoError);
    const Preferences p = Preferences::load();
    QCOMPARE(p.thinkMs, 300);
    QCOMPARE(p.playerName, QStringLiteral("Kunigunde"));
    // The player is told, once, where the file went.
    QVERIFY(bannerShown(w));
    const QString banner = bannerText(w);
    QVERIFY2(banner.contains(QDir::toNativeSeparators(conf + QStringLiteral(".damaged"))), qPrintable(banner));
    QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("settings file")),
             qPrintable(w.statusBar()->currentMessage()));
    MainWindow again;
    QVERIFY(again.welcome()->notices().isEmpty());
    // A second damaged file does not overwrite the first one put aside.
    QVERIFY(writeFile(conf, "[x\ny=1\n"));
    MainWindow third;
    QCOMPARE(readAll(conf + QStringLiteral(".damaged")), broken);
    QCOMPARE(readAll(conf + QStringLiteral(".damaged-2")), QByteArray("[x\ny=1\n"));
    QVERIFY(!third.welcome()->notices().isEmpty());
}

void TestRobustness::unwritableDataFolderPlaysInMemory() {
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    // The data folder lies below a regular file: it can never be made (chmod would not stop root).
    const QString blocker = tmp.filePath(QStringLiteral("blocker"));
    QVERIFY(writeFile(blocker, "a file, not a folder"));
    QStandardPaths::setTestModeEnabled(false);
    qputenv("XDG_DATA_HOME", QFile::encodeName(blocker + QStringLiteral("/share")));
    auto restore = qScopeGuard([] {
        qunsetenv("XDG_DATA_HOME");
        QStandardPaths::setTestModeEnabled(true);
    });
    QVERIFY2(RecentSessions::folder().startsWith(blocker), qPrintable(RecentSessions::folder()));

    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QCOMPARE(w.startSession(schnapsen()), QString()); // the game starts all the same
    TableSession* t = w.session();
    QVERIFY(t->model()->hasGame());
    const QString file = t->model()->autosavePath();
    QVERIFY(file.startsWith(blocker));
    QVERIFY(!t->model()->saveError().isEmpty());
    // The table says so, lastingly, and where it tried.
    auto* warning = t->view()->findChild<QFrame*>(QStringLiteral("tableWarning"));
    QVERIFY(warning && warning->isVisible());
    const QString text = t->view()->warning();
    QVERIFY2(text.contains(QStringLiteral("cannot be saved")) && text.contains(QDir::toNativeSeparators(file)),
             qPrintable(text));
    // The table below the warning is not covered by it.
    QVERIFY(t->view()->viewport()->geometry().top() >= warning->geometry().bottom());
    // Play goes on in memory; the warning stays.
    QVERIFY(humanPlays(t));
    QVERIFY(humanPlays(t));
    QVERIFY(actionCount(t->model()->record()) >= 3);
    QVERIFY(warning->isVisible());
    QVERIFY(!QFileInfo::exists(file));
    QTRY_VERIFY(t->model()->game().toAct() == t->human()->seat() && !t->flow()->busy());
    QTRY_VERIFY(t->view()->hintButton()->isEnabled());
    QVERIFY(w.grab().save(tmp.filePath(QStringLiteral("robustness-table-cannot-save.png"))));
    // Save a copy…: the record goes elsewhere and replays.
    QAction* saveCopy = w.findChild<QAction*>(QStringLiteral("actionSaveCopy"));
    QVERIFY(saveCopy && saveCopy->isEnabled());
    saveCopy->trigger();
    QFileDialog* d = nullptr;
    QTRY_VERIFY((d = w.findChild<QFileDialog*>(QStringLiteral("saveCopyDialog"))) && d->isVisible());
    const QString copy = tmp.filePath(QStringLiteral("kept/anna-und-rudi.json"));
    QVERIFY(QDir().mkpath(QFileInfo(copy).absolutePath()));
    d->selectFile(copy);
    static_cast<QDialog*>(d)->accept(); // as the dialog's Save button does
    std::size_t saved = 0;
    QTRY_VERIFY(QFileInfo::exists(copy));
    QVERIFY(replays(copy, &saved));
    QCOMPARE(saved, actionCount(t->model()->record()));
    QVERIFY(w.statusBar()->currentMessage().contains(QDir::toNativeSeparators(copy)));
    // The warning's own button opens the same dialog.
    QTest::mouseClick(t->view()->saveCopyButton(), Qt::LeftButton);
    QTRY_VERIFY((d = w.findChild<QFileDialog*>(QStringLiteral("saveCopyDialog"))) && d->isVisible());
    d->reject();
    // The folder can be made again: the next move saves, and the warning goes.
    QVERIFY(QFile::remove(blocker));
    QVERIFY(humanPlays(t));
    QTRY_VERIFY(QFileInfo::exists(file));
    QVERIFY(t->model()->saveError().isEmpty());
    QVERIFY(!warning->isVisible());
    QCOMPARE(t->view()->viewport()->geometry().top(), 0);
    std::size_t onDisk = 0;
    QVERIFY(replays(file, &onDisk));
    QVERIFY(onDisk >= 3);
}

void TestRobustness::fullDiskKeepsTheOldAutosave() {
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString autosave = tmp.filePath(QStringLiteral("autosave.json"));
    st::test::OffscreenTable t = st::test::openTable(autosave, 7);
    QCOMPARE(t.session->start(schnapsen()), QString());
    QVERIFY(humanPlays(t.session));
    TableModel* m = t.session->model();
    QTRY_VERIFY(m->game().toAct() == t.session->human()->seat() && !t.session->flow()->busy());
    const QByteArray before = readAll(autosave);
    QVERIFY(replays(autosave));
    QVERIFY(m->saveError().isEmpty());
    // The disk is full: no file of this process may grow beyond half the old autosave.
    QSignalSpy failed(m, &TableModel::autosaveFailed);
    rlimit old{};
    QVERIFY(::getrlimit(RLIMIT_FSIZE, &old) == 0);
    const auto previous = std::signal(SIGXFSZ, SIG_IGN);
    rlimit small = old;
    small.rlim_cur = static_cast<rlim_t>(before.size() / 2);
    QVERIFY(::setrlimit(RLIMIT_FSIZE, &small) == 0);
    auto lift = qScopeGuard([&] {
        ::setrlimit(RLIMIT_FSIZE, &old);
        std::signal(SIGXFSZ, previous);
    });
    QVERIFY(humanPlays(t.session));
    QVERIFY(failed.size() >= 1);
    QVERIFY(!m->saveError().isEmpty());
    // The old autosave is whole, nothing half-written lies next to it, and the table says so.
    QCOMPARE(readAll(autosave), before);
    QVERIFY(replays(autosave));
    // (The save before it is kept beside it, autosave.json.prev.)
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Files | QDir::Hidden | QDir::System),
             (QStringList{"autosave.json", "autosave.json.prev"}));
    QVERIFY2(t.session->view()->warning().contains(m->saveError()), qPrintable(t.session->view()->warning()));
    // Play goes on.
    QVERIFY(humanPlays(t.session));
    QCOMPARE(readAll(autosave), before);
    // Space again: the next move saves normally.
    ::setrlimit(RLIMIT_FSIZE, &old);
    QSignalSpy messages(t.session, &TableSession::message);
    QVERIFY(humanPlays(t.session));
    QVERIFY(m->saveError().isEmpty());
    QVERIFY(t.session->view()->warning().isEmpty());
    std::size_t onDisk = 0;
    QVERIFY(replays(autosave, &onDisk));
    QCOMPARE(onDisk, actionCount(m->record()));
    QVERIFY(std::any_of(messages.begin(), messages.end(), [](const QList<QVariant>& args) {
        return args[0].toString().contains(QStringLiteral("saved again"));
    }));
}

void TestRobustness::openARecordFromElsewhere() {
    QTemporaryDir elsewhere;
    QVERIFY(elsewhere.isValid());
    const QString file = elsewhere.filePath(QStringLiteral("from-a-friend.json"));
    Record sent;
    QVERIFY(playedCopy(file, &sent));
    const QByteArray bytes = readAll(file);
    QDir(RecentSessions::folder()).removeRecursively();
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // Game ▸ Open…: a file dialog, then the record at the table on the same deal and decision.
    QAction* open = w.findChild<QAction*>(QStringLiteral("actionOpen"));
    QVERIFY(open && open->isEnabled());
    QCOMPARE(open->shortcut(), QKeySequence(QKeySequence::Open));
    open->trigger();
    QFileDialog* d = nullptr;
    QTRY_VERIFY((d = w.findChild<QFileDialog*>(QStringLiteral("openDialog"))) && d->isVisible());
    QCOMPARE(QDir(d->directory().absolutePath()).canonicalPath(), QDir(SessionFiles::defaultFolder()).canonicalPath());
    d->selectFile(file);
    static_cast<QDialog*>(d)->accept(); // as its Open button does
    QTRY_VERIFY(w.session()->model()->hasGame());
    QVERIFY(sameDecision(w, sent));
    // It became a session of the history: a copy in the sessions folder, which the autosave writes.
    const QString copy = w.session()->model()->autosavePath();
    QCOMPARE(QFileInfo(copy).absolutePath(), QFileInfo(RecentSessions::folder()).absoluteFilePath());
    QCOMPARE(sessionFiles().size(), 1);
    QCOMPARE(readAll(copy), bytes);
    QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("added to your sessions")),
             qPrintable(w.statusBar()->currentMessage()));
    // Opened again before a move: the same session, not a second copy.
    QCOMPARE(w.openFile(file), QString());
    QCOMPARE(w.session()->model()->autosavePath(), copy);
    QCOMPARE(sessionFiles().size(), 1);
    QVERIFY(sameDecision(w, sent));
    // Play goes on in the copy; the file opened stays as it was.
    QVERIFY(humanPlays(w.session()));
    QVERIFY(humanToAct(w.session()));
    QCOMPARE(readAll(file), bytes);
    std::size_t saved = 0;
    QVERIFY(replays(copy, &saved));
    QCOMPARE(saved, actionCount(w.session()->model()->record()));
    QVERIFY(saved > actionCount(sent));
    // The history's own file opens where it is.
    QCOMPARE(w.openFile(copy), QString());
    QCOMPARE(w.session()->model()->autosavePath(), copy);
    QCOMPARE(sessionFiles().size(), 1);
    QVERIFY(readAll(file) == bytes);
}

void TestRobustness::openFromTheCommandLine() {
    QTemporaryDir elsewhere;
    QVERIFY(elsewhere.isValid());
    QVERIFY(QDir().mkpath(elsewhere.filePath(QStringLiteral("sub"))));
    const QString file = elsewhere.filePath(QStringLiteral("sub/20250301-201500-schnapsen.json"));
    Record sent;
    QVERIFY(playedCopy(file, &sent));
    QDir(RecentSessions::folder()).removeRecursively();
    // --help names FILE.
    CommandLine help;
    QVERIFY(help.parser().helpText().contains(QStringLiteral("FILE")));
    // stammtisch --seed 5 sub/<file>, from the folder above: the path is taken from there.
    const QString before = QDir::currentPath();
    auto back = qScopeGuard([before] { QDir::setCurrent(before); });
    QVERIFY(QDir::setCurrent(elsewhere.path()));
    CommandLine cl;
    QVERIFY(cl.parser().parse({QStringLiteral("stammtisch"), QStringLiteral("--seed"), QStringLiteral("5"),
                               QStringLiteral("sub/20250301-201500-schnapsen.json")}));
    QCOMPARE(cl.check(), QString());
    QCOMPARE(cl.seed(), quint64(5));
    QCOMPARE(cl.files(), QStringList{QFileInfo(file).absoluteFilePath()});
    QVERIFY(QDir::setCurrent(before));
    MainWindow w;
    w.setSeed(cl.seed());
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.openFiles(cl.files());
    QVERIFY(sameDecision(w, sent));
    // A session's name keeps its start in the history: the copy has the file's name.
    QCOMPARE(sessionFiles(), QStringList{QStringLiteral("20250301-201500-schnapsen.json")});
    QVERIFY(w.session()->model()->autosavePath() != file);
    // A file: URL, as a desktop launcher passes it; the second file named is added to the sessions.
    const QString second = elsewhere.filePath(QStringLiteral("zweites Spiel.json"));
    QVERIFY(QFile::copy(data("records/two_two_deals.json"), second));
    CommandLine urls;
    QVERIFY(urls.parser().parse({QStringLiteral("stammtisch"), QUrl::fromLocalFile(file).toString(), second}));
    QCOMPARE(urls.check(), QString());
    QCOMPARE(urls.files(), (QStringList{QFileInfo(file).absoluteFilePath(), second}));
    w.openFiles(urls.files());
    QVERIFY(sameDecision(w, sent));
    QCOMPARE(sessionFiles().size(), 2);
    // A file that is not there: the window says which, and goes on.
    CommandLine missing;
    QVERIFY(missing.parser().parse({QStringLiteral("stammtisch"), elsewhere.filePath(QStringLiteral("weg.json"))}));
    QCOMPARE(missing.check(), QString());
    w.openFiles(missing.files());
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = w.findChild<QMessageBox*>(QStringLiteral("openFileError"))) && box->isVisible());
    QVERIFY2(box->text().contains(QDir::toNativeSeparators(elsewhere.filePath(QStringLiteral("weg.json")))) &&
                 box->text().contains(QStringLiteral("does not exist")),
             qPrintable(box->text()));
    box->accept();
    QVERIFY(sameDecision(w, sent));
    // A bad seed is a usage error.
    CommandLine bad;
    QVERIFY(bad.parser().parse({QStringLiteral("stammtisch"), QStringLiteral("--seed"), QStringLiteral("x")}));
    QVERIFY(bad.check().contains(QStringLiteral("\"x\"")));
}

void TestRobustness::dropARecordOnTheWindow() {
    QTemporaryDir elsewhere;
    QVERIFY(elsewhere.isValid());
    const QString file = elsewhere.filePath(QStringLiteral("dropped.json"));
    Record sent;
    QVERIFY(playedCopy(file, &sent));
    QDir(RecentSessions::folder()).removeRecursively();
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // A game at the table already: the file is dropped on the table.
    QCOMPARE(w.startSession(schnapsen()), QString());
    QVERIFY(humanToAct(w.session()));
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(file)});
    // As Qt delivers a drag from another program: to the widget under the pointer that takes drops.
    const QPoint at = w.session()->view()->mapTo(&w, w.session()->view()->rect().center());
    QWidget* target = dropTarget(&w, at);
    QVERIFY2(target, "nothing under the table takes a drop");
    const QPoint there = target->mapFrom(&w, at);
    QDragEnterEvent enter(there, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    QVERIFY(enter.isAccepted());
    QDragMoveEvent move(there, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &move);
    QVERIFY(move.isAccepted());
    QDropEvent drop(QPointF(there), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &drop);
    QVERIFY(drop.isAccepted());
    QTRY_VERIFY(QFileInfo(w.session()->model()->autosavePath()).fileName() != QFileInfo(file).fileName() &&
                w.session()->model()->hasGame() && w.session()->model()->record().players == sent.players &&
                writeRecord(w.session()->model()->record()) == writeRecord(sent));
    QVERIFY(sameDecision(w, sent));
    QCOMPARE(QFileInfo(w.session()->model()->autosavePath()).absolutePath(),
             QFileInfo(RecentSessions::folder()).absoluteFilePath());
    // Something that is no file is not taken.
    QMimeData text;
    text.setText(QStringLiteral("Schafkopf"));
    QDragEnterEvent other(there, Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &other);
    QVERIFY(!other.isAccepted());
}

void TestRobustness::openingGarbageSaysWhatAndWhere() {
    QTemporaryDir elsewhere;
    QVERIFY(elsewhere.isValid());
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QString broken = elsewhere.filePath(QStringLiteral("kaputt.json"));
    QVERIFY(writeFile(broken, "{\n  \"format\": \"stammtisch-record/2\",\n  \"game\": \"dreeg\",,\n}"));
    QByteArray binary;
    for (int i = 0; i < 600; ++i)
        binary += static_cast<char>((i * 73 + 11) % 256);
    const QString noise = elsewhere.filePath(QStringLiteral("rauschen.bin"));
    QVERIFY(writeFile(noise, binary));
    for (const auto& [file, what] : {std::pair{broken, QStringLiteral("line 3, column")},
                                     std::pair{noise, QStringLiteral("is damaged: at line 1, column 1")}}) {
        w.openFiles({file});
        QMessageBox* box = nullptr;
        QTRY_VERIFY((box = w.findChild<QMessageBox*>(QStringLiteral("openFileError"))) && box->isVisible());
        QVERIFY2(box->text().contains(QDir::toNativeSeparators(file)) && box->text().contains(what),
                 qPrintable(box->text()));
        box->grab().save(QDir(st::test::shotsFolder().isEmpty() ? elsewhere.path() : st::test::shotsFolder())
                             .filePath(QStringLiteral("open-garbage.png")));
        box->accept();
        QTRY_VERIFY(!w.findChild<QMessageBox*>(QStringLiteral("openFileError")));
    }
    // Nothing was added to the sessions, the files are as they were, the window goes on.
    QVERIFY(sessionFiles().isEmpty());
    QCOMPARE(readAll(noise), binary);
    const QString good = elsewhere.filePath(QStringLiteral("good.json")); // (never the fixture itself)
    QVERIFY(QFile::copy(data("records/two_two_deals.json"), good));
    w.openFiles({good});
    QVERIFY(w.session()->model()->hasGame());
    QVERIFY(!w.findChild<QMessageBox*>(QStringLiteral("openFileError")));
}

void TestRobustness::truncatedAutosaveIsRecovered() {
    QString file;
    std::size_t played = 0;
    {
        MainWindow w;
        QCOMPARE(w.startSession(schnapsen()), QString());
        for (int i = 0; i < 4; ++i)
            QVERIFY(humanPlays(w.session()));
        QVERIFY(humanToAct(w.session()));
        file = w.session()->model()->autosavePath();
        played = actionCount(w.session()->model()->record());
        // The save before the last is kept beside it.
        std::size_t kept = 0;
        QVERIFY(replays(SessionFiles::previousSave(file), &kept));
        QVERIFY(kept + 1 >= played && kept <= played);
    }
    // The session's file is cut short (a crash of the disk, a sync tool).
    const QByteArray whole = readAll(file);
    QVERIFY(writeFile(file, whole.left(whole.size() / 2)));
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // Set aside as damaged, and its recovery offered in the banner.
    const QString banner = bannerText(w);
    QVERIFY2(banner.contains(QFileInfo(file).fileName() + QStringLiteral(" was damaged or lost")) &&
                 banner.contains(QStringLiteral("Recover it")),
             qPrintable(banner));
    QVERIFY(!QFileInfo::exists(file));
    st::test::shoot(&w, QStringLiteral("welcome-recover"));
    auto* label = w.findChild<QLabel*>(QStringLiteral("welcomeNoticeText"));
    const QRegularExpressionMatch link =
        QRegularExpression(QStringLiteral("href=\"(recover:[^\"]+)\"")).match(label->text());
    QVERIFY(link.hasMatch());
    emit label->linkActivated(link.captured(1)); // as a click on "Recover it"
    // The session goes on at the table from the save before the last move.
    QVERIFY(w.session()->model()->hasGame());
    QCOMPARE(w.session()->model()->autosavePath(), file);
    QVERIFY(actionCount(w.session()->model()->record()) + 1 >= played);
    QVERIFY(humanPlays(w.session()));
    QVERIFY(humanToAct(w.session()));
    std::size_t onDisk = 0;
    QVERIFY(replays(file, &onDisk));
    QCOMPARE(onDisk, actionCount(w.session()->model()->record()));
    // The damaged file is kept aside all the same; the offer is not made again.
    QCOMPARE(readAll(RecentSessions::damagedFolder() + QLatin1Char('/') + QFileInfo(file).fileName()),
             whole.left(whole.size() / 2));
    MainWindow again;
    QVERIFY2(!bannerText(again).contains(QStringLiteral("Recover it")), qPrintable(bannerText(again)));
}

void TestRobustness::lostSessionCanBePutAside() {
    // A previous save whose session file is gone (deleted by hand, or set aside at an earlier start).
    const QString file = sessions() + QStringLiteral("/20250106-100000-dreeg.json");
    QVERIFY(writeFile(SessionFiles::previousSave(file), readAll(data("records/two_two_deals.json"))));
    // A previous save that is no record is not offered.
    const QString other = sessions() + QStringLiteral("/20250107-100000-dreeg.json");
    QVERIFY(writeFile(SessionFiles::previousSave(other), "{\"format\": \"stammtisch"));
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QString banner = bannerText(w);
    QVERIFY2(banner.contains(QFileInfo(file).fileName() + QStringLiteral(" was damaged or lost")), qPrintable(banner));
    QVERIFY2(!banner.contains(QFileInfo(other).fileName()), qPrintable(banner));
    auto* label = w.findChild<QLabel*>(QStringLiteral("welcomeNoticeText"));
    const QRegularExpressionMatch link =
        QRegularExpression(QStringLiteral("href=\"(aside:[^\"]+)\"")).match(label->text());
    QVERIFY(link.hasMatch());
    emit label->linkActivated(link.captured(1)); // "Put it aside"
    // Kept in the damaged folder, not offered any more, and nothing was taken up.
    QVERIFY(!QFileInfo::exists(SessionFiles::previousSave(file)));
    QCOMPARE(readAll(RecentSessions::damagedFolder() + QLatin1Char('/') +
                     QFileInfo(SessionFiles::previousSave(file)).fileName()),
             readAll(data("records/two_two_deals.json")));
    banner = bannerText(w);
    QVERIFY2(!banner.contains(QStringLiteral("Recover it")), qPrintable(banner));
    QVERIFY(!QFileInfo::exists(file));
    QVERIFY(!w.session()->model()->hasGame());
}

void TestRobustness::unreadableSessionIsNamedOnTheWelcome() {
    const QString file = sessions() + QStringLiteral("/20250105-100000-dreeg.json");
    QVERIFY(writeFile(file, readAll(data("records/two_two_deals.json"))));
    QVERIFY(QFile::setPermissions(file, QFileDevice::Permissions{}));
    auto restore = qScopeGuard([file] { QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner); });
    NoReadOverride noOverride;
    if (!noOverride.works())
        QSKIP("running as root without the capability to give up reading every file (CAP_DAC_OVERRIDE): "
              "a file of mode 000 cannot be made unreadable here");
    QFile probe(file);
    QVERIFY2(!probe.open(QIODevice::ReadOnly), "the file can still be read");
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // Named in the banner, with why, and in the recent sessions; left where it is.
    const QString banner = bannerText(w);
    QVERIFY2(banner.contains(QDir::toNativeSeparators(file)) && banner.contains(QStringLiteral("may not read")) &&
                 banner.contains(QStringLiteral("ermission denied")),
             qPrintable(banner));
    auto* recent = w.findChild<QListWidget*>(QStringLiteral("recentList"));
    QVERIFY(recent->isVisible());
    QCOMPARE(recent->count(), 1);
    QVERIFY2(recent->item(0)->text().contains(QFileInfo(file).fileName()), qPrintable(recent->item(0)->text()));
    QVERIFY(recent->item(0)->toolTip().contains(QStringLiteral("permissions")));
    QVERIFY(QFileInfo::exists(file));
    QVERIFY(!QFileInfo::exists(RecentSessions::damagedFolder()));
    st::test::shoot(&w, QStringLiteral("welcome-unreadable"));
}

void TestRobustness::pdfThatCannotBeWrittenSaysWhy() {
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QByteArray text = readAll(data("records/two_two_deals.json"));
    const Record rec = std::get<Record>(parseRecord(std::string_view(text.constData(), std::size_t(text.size()))));
    // No Documents folder: the dialog opens in the home folder, not in the working directory.
    const QByteArray home = qgetenv("HOME");
    qputenv("HOME", QFile::encodeName(tmp.path()));
    qunsetenv("XDG_CONFIG_HOME");
    auto back = qScopeGuard([home] { qputenv("HOME", home); });
    QSettings().remove(QStringLiteral("sheets/pdfFolder"));
    QVERIFY(!QFileInfo::exists(tmp.filePath(QStringLiteral("Documents"))));
    QCOMPARE(SessionFiles::defaultFolder(), tmp.path());
    // The place cannot be written (under a file: even root cannot make that folder).
    QVERIFY(writeFile(tmp.filePath(QStringLiteral("blocker")), "a file, not a folder"));
    const QString target = tmp.filePath(QStringLiteral("blocker/Dreeg.pdf"));
    QString opened, boxName, boxText;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        opened = dialog->directory().absolutePath();
        noteBox(this, &boxName, &boxText);
        dialog->selectFile(target);
        QMetaObject::invokeMethod(dialog, "accept");
    });
    QVERIFY(!saveSheetPdfAs(rec, SheetInfo{}, nullptr));
    QCOMPARE(QDir(opened).canonicalPath(), QDir(tmp.path()).canonicalPath());
    QCOMPARE(boxName, QStringLiteral("pdfError"));
    QVERIFY2(boxText.contains(QDir::toNativeSeparators(target)) && boxText.contains(QStringLiteral(": ")) &&
                 !boxText.endsWith(QStringLiteral(": .")),
             qPrintable(boxText));
    QVERIFY(!QFileInfo::exists(target));
    // Written where it can be.
    QVERIFY(saveSheetPdf(rec, SheetInfo{}, tmp.filePath(QStringLiteral("Dreeg.pdf"))));
    QVERIFY(QFileInfo(tmp.filePath(QStringLiteral("Dreeg.pdf"))).size() > 0);
}

// Every reason the record loader gives has its words in English and in German (none falls back to
// the core's English), said after the place in the file.
void TestRobustness::everyRecordErrorHasWords() {
    using st::text::Wording;
    const int last = static_cast<int>(st::kLastRecordErrorCode);
    auto words = [last] {
        QStringList out;
        for (int code = 1; code <= last; ++code) {
            RecordError e = st::recordError(static_cast<st::RecordErrorCode>(code), "deals[2].actions[5].card",
                                            {"XX", "2", "4", "5", "dreeg"});
            e.message = "(the core's English)";
            out << Wording::recordError(e) << Wording::recordMessage(e);
        }
        return out;
    };
    const QStringList en = words();
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("de")));
    const QStringList de = words();
    RecordError syntax = st::recordError(st::RecordErrorCode::Truncated, "line 3, column 1", {"unexpected end"});
    syntax.line = 3;
    syntax.column = 1;
    const QString deSyntax = Wording::recordPlace(syntax);
    const QString deField = Wording::recordPlace(st::recordError(st::RecordErrorCode::NotString, "format"));
    const QString deHand =
        Wording::recordPlace(st::recordError(st::RecordErrorCode::NotACard, "deals[0].hands[1][3]", {"XX", "x"}));
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
    // For each code: the place and the message, then the message alone (in German not the English).
    for (qsizetype i = 0; i < en.size(); i += 2) {
        const QString what = QStringLiteral("code %1: %2 / %3").arg(i / 2 + 1).arg(en[i], de[i]);
        QVERIFY2(en[i].startsWith(QStringLiteral("in deal 3, action 6 (card): ")), qPrintable(what));
        QVERIFY2(de[i].startsWith(QStringLiteral("in Spiel 3, Aktion 6 (card): ")), qPrintable(what));
        QVERIFY2(!en[i].contains(QStringLiteral("core's English")), qPrintable(what));
        QVERIFY2(!de[i].contains(QStringLiteral("core's English")), qPrintable(what));
        QVERIFY2(!en[i + 1].isEmpty() && de[i + 1] != en[i + 1], qPrintable(what));
    }
    QCOMPARE(deSyntax, QStringLiteral("in Zeile 3, Spalte 1"));
    QCOMPARE(deField, QStringLiteral("im Feld format"));
    QCOMPARE(deHand, QStringLiteral("in Spiel 1, Hand 2, Karte 4"));
}

// A damaged record opened with the German interface: why and where in German, none of the core's
// English (the message a player reads is the one the Open dialog shows).
void TestRobustness::damagedFileSaysWhyInGerman() {
    QTemporaryDir elsewhere;
    QVERIFY(elsewhere.isValid());
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("de")));
    const auto english =
        qScopeGuard([] { st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")); });
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QByteArray good = readAll(data("records/two_two_deals.json"));
    QByteArray wrongCard = good;
    wrongCard.replace(R"({"seat": 1, "act": "play", "card": "HA"})", R"({"seat": 1, "act": "play", "card": "XX"})");
    QByteArray crowd = good;
    crowd.replace(R"("players": ["Anna", "Bert"])", R"("players": ["A", "B", "C", "D", "E", "F", "G"])");
    QByteArray illegal = good;
    illegal.replace(R"({"seat": 0, "act": "play", "card": "HK"})", R"({"seat": 0, "act": "play", "card": "SA"})");
    const struct {
        const char* file;
        QByteArray text;
        QString says;
    } cases[] = {
        {"abgeschnitten.json", good.left(good.size() / 2),
         QStringLiteral("beschädigt ist – in Zeile 18, Spalte 80: die Datei endet zu früh")},
        {"falschekarte.json", wrongCard,
         QStringLiteral("in Spiel 1, Aktion 1 (card): „XX“ ist keine Karte des Blatts dieses Kartenspiels")},
        {"zuviele.json", crowd, QStringLiteral("Dreeg wird von 2 bis 5 Spielern gespielt")},
        {"verboten.json", illegal, QStringLiteral("Spiel 1, Aktion 2")},
    };
    QStringList files;
    for (const auto& c : cases) {
        const QString file = elsewhere.filePath(QString::fromLatin1(c.file));
        QVERIFY(writeFile(file, c.text));
        files << file;
        const QString e = w.openSession(file);
        QVERIFY2(e.contains(c.says), qPrintable(e));
        const QString why = e.mid(e.indexOf(QString::fromLatin1(c.file)) + qsizetype(qstrlen(c.file)));
        for (const char* coreWord : {"line", "column", "deal", "action", "must", "is not", "played by", "found",
                                     "expected", "parse error", "end of input", "pack", "card of"})
            QVERIFY2(!why.contains(QLatin1String(coreWord)), qPrintable(QStringLiteral("%1: %2").arg(coreWord, e)));
    }
    // As the player sees it: all of them in the Open dialog's message.
    w.openFiles(files);
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = w.findChild<QMessageBox*>(QStringLiteral("openFileError"))) && box->isVisible());
    st::test::shoot(box, QStringLiteral("damaged-file-german"));
    box->accept();
}

QTEST_MAIN(TestRobustness)
#include "test_robustness.moc"
