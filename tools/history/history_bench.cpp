// How the session history copes with many sessions: generates N real sessions
// (random legal play, every game), then measures the index built from nothing
// (cold), the history opened again (warm), the filters, the statistics, and how
// long the event loop was kept waiting while the window loaded cold.
//   history-bench [--sessions 5000] [--dir DIR]   (offscreen unless a display is set)
#include "samplesessions.h"

#include "history/historyindex.h"
#include "history/historywindow.h"
#include "history/replaywindow.h"
#include "history/statswindow.h"

#include <QApplication>
#include <QComboBox>
#include <QDateEdit>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <cstdio>
#include <functional>
#include <memory>

using namespace st;
using namespace st::ui;

namespace {

double ms(const QElapsedTimer& t) {
    return static_cast<double>(t.nsecsElapsed()) / 1e6;
}

/// Opens a history window and waits until it lists the sessions; the longest time the
/// event loop waited between two ticks of a 5 ms timer meanwhile.
double openWindow(const QString& folder, const QString& db, double* took, int* shown) {
    QElapsedTimer t;
    t.start();
    auto w = std::make_unique<HistoryWindow>(folder, db);
    w->setAttribute(Qt::WA_DeleteOnClose, false);
    w->show();
    QElapsedTimer gap;
    gap.start();
    double worst = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, [&] {
        worst = std::max(worst, ms(gap));
        gap.restart();
    });
    tick.start(5);
    QEventLoop loop;
    QObject::connect(w.get(), &HistoryWindow::loaded, &loop, &QEventLoop::quit);
    if (w->loading())
        loop.exec();
    QCoreApplication::processEvents(); // the list drawn
    worst = std::max(worst, ms(gap));
    *took = ms(t);
    *shown = static_cast<int>(w->shownFiles().size());
    return worst;
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    int sessions = 5000;
    QString dir;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--sessions"))
            sessions = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--dir"))
            dir = args[i + 1];
    }
    QTemporaryDir tmp;
    if (dir.isEmpty())
        dir = tmp.path();
    const QString folder = dir + QStringLiteral("/sessions");
    const QString db = dir + QStringLiteral("/history.sqlite");
    QElapsedTimer t;

    t.start();
    if (QDir(folder).entryList({QStringLiteral("*.json")}, QDir::Files).size() < sessions) {
        QDir(folder).removeRecursively();
        sample::generate(folder, sessions, 1, QDateTime(QDate(2020, 1, 1), QTime(19, 0)));
    }
    qint64 bytes = 0;
    for (QDirIterator it(folder, {QStringLiteral("*.json")}, QDir::Files); it.hasNext();) {
        it.next();
        bytes += it.fileInfo().size();
    }
    std::printf("sessions: %d (%.1f MB of records), generated in %.0f ms\n", sessions, static_cast<double>(bytes) / 1e6,
                ms(t));

    // The index alone (what the worker thread does).
    QFile::remove(db);
    t.restart();
    HistoryIndex index(folder, db);
    HistoryIndex::Result cold = index.load();
    std::printf("index cold (every record replayed, %d threads): %.0f ms, %d replayed, %d cached\n",
                QThread::idealThreadCount(), ms(t), cold.replayed, cold.cached);
    t.restart();
    HistoryIndex::Result warm = index.load();
    std::printf("index warm (re-open): %.0f ms, %d replayed, %d cached\n", ms(t), warm.replayed, warm.cached);

    // The window: cold and warm, and the event loop meanwhile.
    double took = 0;
    int shown = 0;
    QFile::remove(db);
    double gap = openWindow(folder, db, &took, &shown);
    std::printf("window cold: %d sessions listed after %.0f ms; longest event-loop wait %.1f ms\n", shown, took, gap);
    gap = openWindow(folder, db, &took, &shown);
    std::printf("window warm: %d sessions listed after %.0f ms; longest event-loop wait %.1f ms\n", shown, took, gap);

    // Filters on the warm window.
    HistoryWindow w(folder, db);
    w.setAttribute(Qt::WA_DeleteOnClose, false);
    w.show();
    QEventLoop loop;
    QObject::connect(&w, &HistoryWindow::loaded, &loop, &QEventLoop::quit);
    if (w.loading())
        loop.exec();
    auto filterTime = [&](const char* what, const std::function<void()>& f) {
        QElapsedTimer ft;
        ft.start();
        f();
        QCoreApplication::processEvents();
        std::printf("filter %s: %.1f ms, %d shown\n", what, ms(ft), static_cast<int>(w.shownFiles().size()));
    };
    filterTime("by game (Dreeg)",
               [&] { w.gameBox()->setCurrentIndex(w.gameBox()->findData(QStringLiteral("dreeg"))); });
    filterTime("by player (Anna)",
               [&] { w.playerBox()->setCurrentIndex(w.playerBox()->findData(QStringLiteral("Anna"))); });
    filterTime("by dates (a year)", [&] {
        w.fromEdit()->setDate(QDate(2021, 1, 1));
        w.toEdit()->setDate(QDate(2021, 12, 31));
    });
    filterTime("cleared", [&] {
        w.gameBox()->setCurrentIndex(0);
        w.playerBox()->setCurrentIndex(0);
        w.fromEdit()->setDate(w.fromEdit()->minimumDate());
        w.toEdit()->setDate(w.toEdit()->minimumDate());
    });
    filterTime("archive view", [&] { w.showBox()->setCurrentIndex(1); });

    // The statistics window reading the folder itself (Game ▸ Statistics…), the event loop meanwhile.
    {
        QElapsedTimer st;
        st.start();
        StatsWindow sw;
        sw.setAttribute(Qt::WA_DeleteOnClose, false);
        sw.show();
        QElapsedTimer gapTimer;
        gapTimer.start();
        double worst = 0;
        QTimer tick;
        QObject::connect(&tick, &QTimer::timeout, [&] {
            worst = std::max(worst, ms(gapTimer));
            gapTimer.restart();
        });
        tick.start(5);
        QEventLoop wait;
        QObject::connect(&sw, &StatsWindow::loaded, &wait, &QEventLoop::quit);
        sw.load(folder, db);
        wait.exec();
        QCoreApplication::processEvents();
        worst = std::max(worst, ms(gapTimer));
        std::printf("statistics window (warm index): %d player/game rows after %.0f ms; longest event-loop wait "
                    "%.1f ms\n",
                    static_cast<int>(sw.stats().size()), ms(st), worst);
        QElapsedTimer gt;
        gt.start();
        sw.gameBox()->setCurrentIndex(sw.gameBox()->findData(QStringLiteral("dreeg")));
        QCoreApplication::processEvents();
        std::printf("statistics game filter (Dreeg): %.1f ms\n", ms(gt));
    }

    // The replay of the session with the most deals: every step forward timed (each one replays
    // the record up to that moment through the table's model).
    {
        const HistoryEntry* longest = nullptr;
        for (const HistoryEntry& e : warm.entries)
            if (e.ok() && (!longest || e.deals > longest->deals))
                longest = &e;
        QFile f(longest->file);
        f.open(QIODevice::ReadOnly);
        const QByteArray text = f.readAll();
        auto parsed = parseRecord(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
        if (auto* rec = std::get_if<Record>(&parsed)) {
            ReplayWindow r(*rec);
            r.setAttribute(Qt::WA_DeleteOnClose, false);
            r.show();
            QCoreApplication::processEvents();
            double worst = 0, sum = 0;
            int steps = 0;
            for (;;) {
                const int deal = r.deal(), step = r.step();
                QElapsedTimer rt;
                rt.start();
                r.nextDecision();
                QCoreApplication::processEvents();
                if (r.deal() == deal && r.step() == step)
                    break;
                worst = std::max(worst, ms(rt));
                sum += ms(rt);
                ++steps;
            }
            std::printf("replay of a %s session of %d deals: %d steps forward, %.1f ms each on average, at most "
                        "%.1f ms\n",
                        qPrintable(longest->gameId), longest->deals, steps, steps ? sum / steps : 0.0, worst);
        }
    }

    t.restart();
    const QList<PlayerStats> stats = computeStats(warm.entries);
    std::printf("statistics: %d player/game rows in %.1f ms\n", static_cast<int>(stats.size()), ms(t));
    t.restart();
    StatsWindow s;
    s.setAttribute(Qt::WA_DeleteOnClose, false);
    s.setEntries(warm.entries);
    s.show();
    QCoreApplication::processEvents();
    std::printf("statistics window filled and shown: %.1f ms\n", ms(t));
    return 0;
}
