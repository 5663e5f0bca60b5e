// Writes PNG screenshots of the card table (docs/screenshots/table-*.png) at
// 1280x800: Dreeg for four and two players mid-deal, Schnapsen, every Dreeg
// dialog, the deal summary, the welcome screen and the New game dialog.
// Run offscreen by tools/screenshots/table.sh.
//
// The shots are the same on every run, however loaded the machine: the tool never waits for a
// time, only for the table to be quiet (waitIdle: no computer thinking, nothing changing); the
// human's moves come from seeded Rngs and are made only when the human is asked and no dialog is
// due; computer players think 0 ms, cards do not move (animation 0), speech bubbles stay until
// their seat speaks again (TableScene::setBubblesStay), and the sessions are saved to files named
// as begun at a fixed instant (kSessionBegan) and last saved at another (kSessionEnded), which the
// session summaries show.
#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/settingsdialog.h"
#include "dialogs/welcomewidget.h"
#include "flow/flowcontroller.h"
#include "flow/humanseat.h"
#include "flow/tablesession.h"
#include "registry.h"
#include "table/actionbar.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "text/language.h"

#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <QVBoxLayout>

#include <functional>
#include <memory>

namespace {

using namespace st;
using namespace st::ui;

QString outDir;
QTextStream out(stdout);
int failures = 0;
QTemporaryDir* saves = nullptr; // the sessions' autosave files
int tables = 0;

/// Every session begins and is last saved at these instants (local time), whenever the tool runs:
/// the session summaries show them. Each autosave file is named as begun at kSessionBegan (the
/// history's yyyyMMdd-HHmmss-game.json, SheetInfo::ofFile) and dated kSessionEnded before a
/// summary is shown (fixSessionTimes).
constexpr const char* kSessionBegan = "20261127-193000";
constexpr const char* kSessionEnded = "20261127-224500";

struct Table {
    std::unique_ptr<QWidget> window;
    TableSession* session = nullptr;
    QString savedTo;
};

/// What may still change at the table, in a few words.
QString signature(const Table* t) {
    QString s;
    QTextStream ts(&s);
    const QWidget* modal = QApplication::activeModalWidget();
    ts << modal << ' ' << (modal ? modal->objectName() : QString()) << ' ' << QApplication::topLevelWidgets().size();
    if (!t || !t->session)
        return s;
    const TableModel* m = t->session->model();
    const auto& deals = m->record().deals;
    ts << " deals " << deals.size() << " actions " << (deals.empty() ? 0 : deals.back().actions.size());
    if (m->hasGame())
        ts << " in " << m->game().inDeal() << " to " << m->game().toAct() << " over " << m->game().sessionOver();
    const QDialog* d = t->session->human()->openDialog();
    ts << " dialog " << d << ' ' << (d && d->isVisible()) << " summary " << t->session->summary();
    for (const QPushButton* b : t->session->view()->actionBar()->findChildren<QPushButton*>())
        if (b->isVisible())
            ts << ' ' << b->objectName();
    return s;
}

/// Runs the event loop until the table is quiet: no computer is thinking (FlowController::busy)
/// and nothing has changed (signature) for many passes over the event queue in a row. A condition,
/// not a time. A table that never comes to rest is given up after many passes (a pass while a
/// computer thinks sleeps 1 ms: at least 5 minutes on an idle machine); counted in the tool's own
/// passes rather than in seconds, so that a run starved of the processor is not cut short.
bool waitIdle(const Table* t) {
    QString last;
    int quiet = 0;
    for (long pass = 0; quiet < 30; ++pass) {
        if (pass > 300000) {
            out << "the table did not come to rest: " << last << "\n";
            ++failures;
            return false;
        }
        QApplication::processEvents(QEventLoop::AllEvents);
        QApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        const bool busy = t && t->session && t->session->flow()->busy();
        const QString now = signature(t);
        if (busy || now != last) {
            quiet = 0;
            last = now;
            if (busy)
                QThread::msleep(1); // a computer thinks on a worker thread
        } else {
            ++quiet;
        }
    }
    return true;
}

/// Dates the table's session: begun at kSessionBegan (its file's name), last saved at kSessionEnded.
void fixSessionTimes(const Table& t) {
    QFile f(t.savedTo);
    const QDateTime ended = QDateTime::fromString(QLatin1String(kSessionEnded), QStringLiteral("yyyyMMdd-HHmmss"));
    if (!f.open(QIODevice::ReadWrite) || !f.setFileTime(ended, QFileDevice::FileModificationTime)) {
        out << "cannot date " << t.savedTo << "\n";
        ++failures;
    }
}

void save(QWidget* w, const QString& name, const Table* t = nullptr) {
    waitIdle(t);
    const QString file = outDir + QLatin1Char('/') + name;
    QImage img = w->grab().toImage().convertToFormat(QImage::Format_RGB32);
    if (!img.save(file, "PNG", 9)) {
        out << "cannot write " << file << "\n";
        ++failures;
        return;
    }
    out << file << " " << img.width() << "x" << img.height() << "\n";
}

Table makeTable(const char* game, int players, const std::vector<std::string>& phases, quint64 seed) {
    Table t;
    t.window = std::make_unique<QWidget>();
    TableOptions o;
    o.animationMs = 0;
    o.thinkMs = 0;
    t.savedTo = QStringLiteral("%1/%2-%3-%4.json")
                    .arg(saves->path(), QLatin1String(kSessionBegan), QLatin1String(game))
                    .arg(++tables);
    o.autosavePath = t.savedTo;
    o.seed = seed;
    t.session = new TableSession(o, t.window.get());
    t.session->scene()->setBubblesStay(true);
    auto* box = new QVBoxLayout(t.window.get());
    box->setContentsMargins(0, 0, 0, 0);
    box->addWidget(t.session->view());
    // STAMMTISCH_SHOT_SIZE=WxH checks other window sizes (the committed shots are 1280x800).
    const QStringList size = qEnvironmentVariable("STAMMTISCH_SHOT_SIZE").split(QLatin1Char('x'));
    t.window->resize(size.size() == 2 ? size[0].toInt() : 1280, size.size() == 2 ? size[1].toInt() : 800);
    t.window->show();
    const GameInfo* info = findGame(game);
    NewGameSettings s;
    s.game = info;
    s.variant = Variant(info->options);
    if (!phases.empty())
        s.variant.set("phases", phases);
    const QStringList names = {QStringLiteral("Anna"),  QStringLiteral("Bert"), QStringLiteral("Carla"),
                               QStringLiteral("Doris"), QStringLiteral("Emil"), QStringLiteral("Franzi"),
                               QStringLiteral("Gustl"), QStringLiteral("Hanne")};
    for (int i = 0; i < players; ++i) {
        s.names << names[i];
        s.levels << (i == 0 ? QString() : QStringLiteral("easy"));
    }
    if (const QString e = t.session->start(s); !e.isEmpty()) {
        out << "cannot start: " << e << "\n";
        ++failures;
    }
    waitIdle(&t);
    return t;
}

/// Let play go on (the human playing random legal cards) until `stop` holds at the human's turn.
bool advance(Table& t, const std::function<bool(const SeatView&)>& stop, quint64 seed) {
    Rng rng(seed);
    TableModel* m = t.session->model();
    for (int guard = 0; guard < 3000; ++guard) {
        if (!waitIdle(&t))
            return false;
        if (!m->game().inDeal()) {
            // Before a deal the human may be asked to choose the dealer or to cut.
            bool clicked = false;
            for (QPushButton* b : t.session->view()->actionBar()->findChildren<QPushButton*>())
                if (b->isVisible() && !clicked &&
                    (b->objectName().startsWith(QLatin1String("dealer_")) ||
                     b->objectName() == QLatin1String("cut_cut"))) {
                    b->click();
                    clicked = true;
                }
            if (clicked && !m->game().sessionOver())
                continue;
            return false;
        }
        // An optional decision out of turn (Kontra, "Hast' das?"): let it pass.
        if (auto* pass = t.session->view()->actionBar()->findChild<QPushButton*>(QStringLiteral("act_decline"));
            pass && pass->isVisible() && m->game().toAct() != 0) {
            pass->click();
            continue;
        }
        if (m->game().toAct() != 0) {
            out << "the table stopped with seat " << m->game().toAct() << " to act\n";
            return false;
        }
        const SeatView v = m->view(0);
        if (stop(v))
            return true;
        std::vector<Action> plays;
        for (const Action& a : v.legal)
            if (a.act == Act::Play || a.act == Act::Draw) // play on: draw rather than close or go out
                plays.push_back(a);
        const auto& pool = plays.empty() ? v.legal : plays;
        m->submit(pool[static_cast<std::size_t>(rng.below(pool.size()))]);
    }
    return false;
}

/// Deal with increasing seeds until the human is to act at once with a dialog open.
Table dialogTable(const char* game, int players, const std::vector<std::string>& phases, const QString& dialogName) {
    for (quint64 seed = 1; seed < 200; ++seed) {
        Table t = makeTable(game, players, phases, seed);
        QDialog* d = t.session->human()->openDialog();
        if (d && d->objectName() == dialogName)
            return t;
    }
    ++failures;
    out << "no deal opened " << dialogName << "\n";
    return {};
}

/// Plays on (the human bidding whenever it may, so it becomes declarer) until a
/// dialog of that name is open for the human; tries a few deals.
Table playUntilDialog(const char* game, int players, const QString& dialogName, quint64 firstSeed) {
    for (quint64 seed = firstSeed; seed < firstSeed + 40; ++seed) {
        Table t = makeTable(game, players, {}, seed);
        TableModel* m = t.session->model();
        Rng rng(seed);
        for (int guard = 0; guard < 3000; ++guard) {
            if (!waitIdle(&t))
                break;
            if (QDialog* d = t.session->human()->openDialog(); d && d->isVisible() && d->objectName() == dialogName)
                return t;
            if (!m->game().inDeal())
                break;
            if (m->game().toAct() != 0)
                break; // the human is asked something out of turn: try the next deal
            if (auto* ulti =
                    t.session->view()->actionBar()->findChild<QPushButton*>(QStringLiteral("act_announce_ulti"));
                ulti && ulti->isVisible() && dialogName == QLatin1String("ultiDialog")) {
                ulti->click(); // Dappen: the lone player may lay out trumps 1, 2, 3
                continue;
            }
            const SeatView v = m->view(0);
            std::vector<Action> bids, rest;
            for (const Action& a : v.legal) // bids that take the blind/Dapp/talon, so the discard comes
                (a.act == Act::Bid && a.bid != "solo" && a.talon != false ? bids : rest).push_back(a);
            const auto& pool = bids.empty() ? rest : bids;
            if (pool.empty())
                continue;
            m->submit(pool[static_cast<std::size_t>(rng.below(pool.size()))]);
        }
    }
    ++failures;
    out << "no deal opened " << dialogName << " in " << game << "\n";
    return {};
}

} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("stammtisch-table-screenshots"));
    QStandardPaths::setTestModeEnabled(true);
    // STAMMTISCH_SHOT_LANGUAGE=de checks the German texts (the committed shots are English).
    st::text::installLanguage(app, qEnvironmentVariable("STAMMTISCH_SHOT_LANGUAGE", QStringLiteral("en")));
    outDir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("docs/screenshots");
    QDir().mkpath(outDir);
    QTemporaryDir saveDir;
    saves = &saveDir;
    QApplication::setCursorFlashTime(0); // a text cursor that does not blink is drawn the same on every shot

    {
        WelcomeWidget w;
        w.resize(1280, 800);
        w.show();
        save(&w, QStringLiteral("table-welcome.png"));
        NewGameDialog d(nullptr, QStringLiteral("dreeg"));
        d.show();
        save(&d, QStringLiteral("table-newgame-dreeg.png"));
    }
    {
        Table t = makeTable("dreeg", 4, {"66"}, 11);
        advance(
            t, [](const SeatView& v) { return v.trick.size() >= 2 && !v.lastTrick.empty(); }, 1);
        save(t.window.get(), QStringLiteral("table-dreeg-4p.png"), &t);
    }
    {
        Table t = makeTable("dreeg", 2, {"66"}, 12);
        advance(
            t, [](const SeatView& v) { return !v.lastTrick.empty() && v.talonSize <= 8; }, 2);
        save(t.window.get(), QStringLiteral("table-dreeg-2p.png"), &t);
    }
    {
        // Two-player 66 after winning a trick: draw, or close or go out before drawing.
        Table t = makeTable("dreeg", 2, {"66"}, 12);
        advance(
            t,
            [](const SeatView& v) {
                const bool draw =
                    std::any_of(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act == Act::Draw; });
                return draw && v.legal.size() > 1 && v.talonSize <= 8;
            },
            2);
        save(t.window.get(), QStringLiteral("table-dreeg-2p-draw.png"), &t);
    }
    {
        Table t = makeTable("schnapsen", 2, {}, 13);
        advance(
            t, [](const SeatView& v) { return !v.lastTrick.empty() && v.talonSize <= 6; }, 3);
        save(t.window.get(), QStringLiteral("table-schnapsen.png"), &t);
    }
    {
        Table t = makeTable("dreeg", 3, {"rufen"}, 14);
        advance(
            t, [](const SeatView& v) { return v.trump >= 0 && !v.lastTrick.empty(); }, 4);
        save(t.window.get(), QStringLiteral("table-dreeg-3p-rufen.png"), &t);
    }
    {
        Table t = makeTable("dreierles", 3, {}, 21);
        advance(
            t, [](const SeatView& v) { return v.trick.size() >= 1 && !v.lastTrick.empty(); }, 6);
        save(t.window.get(), QStringLiteral("table-dreierles.png"), &t);
    }
    {
        Table t = makeTable("dappen", 7, {}, 22);
        advance(
            t, [](const SeatView& v) { return v.trick.size() >= 3 && !v.lastTrick.empty(); }, 7);
        save(t.window.get(), QStringLiteral("table-dappen-7p.png"), &t);
    }
    {
        Table t = makeTable("dreierschnapsen", 3, {}, 23);
        advance(
            t, [](const SeatView& v) { return v.trick.size() >= 1 && !v.lastTrick.empty(); }, 8);
        save(t.window.get(), QStringLiteral("table-dreierschnapsen.png"), &t);
    }
    for (const char* id : {"dreierles", "dappen", "dreierschnapsen", "schnapsen"}) {
        NewGameDialog d(nullptr, QString::fromLatin1(id));
        d.show();
        save(&d, QStringLiteral("table-newgame-%1.png").arg(QString::fromLatin1(id)));
    }
    {
        SettingsDialog d;
        d.show();
        save(&d, QStringLiteral("table-dialog-settings.png"));
    }
    if (Table t = dialogTable("dreeg", 4, {"rufen"}, QStringLiteral("callDialog")); t.session) {
        save(t.window.get(), QStringLiteral("table-dreeg-rufen-table.png"), &t);
        save(t.session->human()->openDialog(), QStringLiteral("table-dialog-rufen-call.png"), &t);
    }
    if (Table t = dialogTable("dreeg", 4, {"rot_assen"}, QStringLiteral("trumpDialog")); t.session)
        save(t.session->human()->openDialog(), QStringLiteral("table-dialog-rotassen-trump.png"), &t);
    if (Table t = dialogTable("dreeg", 2, {"rufen"}, QStringLiteral("trumpDialog")); t.session)
        save(t.session->human()->openDialog(), QStringLiteral("table-dialog-rufen-two-trump.png"), &t);
    {
        Table t = makeTable("dreeg", 4, {"66"}, 15);
        advance(
            t, [](const SeatView&) { return false; }, 5);
        waitIdle(&t);
        if (t.session->summary()) {
            save(t.window.get(), QStringLiteral("table-dreeg-deal-over.png"), &t);
            save(t.session->summary(), QStringLiteral("table-dialog-deal-summary.png"), &t);
        } else {
            ++failures;
        }
    }
    // Dreierschnapsen: the human, as middlehand, is asked to cut or knock.
    for (quint64 seed = 40; seed < 90; ++seed) {
        Table t = makeTable("dreierschnapsen", 3, {}, seed);
        waitIdle(&t);
        if (!t.session->model()->game().inDeal()) {
            save(t.window.get(), QStringLiteral("table-dreierschnapsen-cut.png"), &t);
            break;
        }
    }
    // The end of a deal and of a session in the games with their own scores.
    for (const char* id : {"dreierles", "dappen", "dreierschnapsen"}) {
        Table t = makeTable(id, std::string(id) == "dappen" ? 6 : 3, {}, 31);
        for (int deal = 0; deal < 60; ++deal) {
            waitIdle(&t);
            advance(
                t, [](const SeatView&) { return false; }, static_cast<quint64>(deal) + 9);
            waitIdle(&t);
            if (!t.session->summary()) {
                out << id << ": no deal summary (deals " << t.session->model()->game().dealsFinished() << ", in deal "
                    << t.session->model()->game().inDeal() << ", to act " << t.session->model()->game().toAct()
                    << ")\n";
                break;
            }
            if (deal == 0)
                save(t.session->summary(), QStringLiteral("table-dialog-deal-summary-%1.png").arg(QLatin1String(id)),
                     &t);
            if (t.session->model()->game().sessionOver() || std::string(id) != "dreierschnapsen")
                break;
            t.session->summary()->close();
            t.session->flow()->nextDeal();
            waitIdle(&t);
        }
        if (std::string(id) == "dreierschnapsen" || std::string(id) == "dreierles") {
            fixSessionTimes(t); // before a session summary opens (closing the last deal's summary opens one)
            if (t.session->summary())
                t.session->summary()->close();
            t.session->showScoreSheet();
            waitIdle(&t);
            if (auto* d = t.window->findChild<QDialog*>(QStringLiteral("sessionSummary")))
                save(d, QStringLiteral("table-dialog-session-summary-%1.png").arg(QLatin1String(id)), &t);
        }
    }
    struct Shot {
        const char* game;
        int players;
        const char* dialog;
        const char* file;
    };
    const Shot shots[] = {
        {"dreierles", 3, "bidDialog", "table-dialog-dreierles-bid.png"},
        {"dreierles", 3, "discardDialog", "table-dialog-dreierles-discard.png"},
        {"dappen", 6, "bidDialog", "table-dialog-dappen-bid.png"},
        {"dappen", 6, "discardDialog", "table-dialog-dappen-discard.png"},
        {"dappen", 6, "ultiDialog", "table-dialog-dappen-ulti.png"},
        {"dreierschnapsen", 3, "trumpDialog", "table-dialog-dreierschnapsen-trump.png"},
        {"dreierschnapsen", 3, "bidDialog", "table-dialog-dreierschnapsen-bid.png"},
        {"dreierschnapsen", 3, "discardDialog", "table-dialog-dreierschnapsen-talon.png"},
    };
    quint64 seed = 300;
    for (const Shot& shot : shots) {
        if (Table t = playUntilDialog(shot.game, shot.players, QString::fromLatin1(shot.dialog), seed); t.session) {
            save(t.session->human()->openDialog(), QString::fromLatin1(shot.file), &t);
            if (QString::fromLatin1(shot.dialog) == QLatin1String("bidDialog"))
                save(t.window.get(), QStringLiteral("table-%1-bidding.png").arg(QString::fromLatin1(shot.game)), &t);
        }
        seed += 50;
    }
    return failures ? 1 : 0;
}
