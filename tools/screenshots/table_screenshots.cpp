// Writes PNG screenshots of the card table (docs/screenshots/table-*.png) at
// 1280x800: Dreeg for four and two players mid-deal, Schnapsen, every Dreeg
// dialog, the deal summary, the welcome screen and the New game dialog.
// Run offscreen by tools/screenshots/table.sh.
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
#include "table/tableview.h"
#include "text/language.h"

#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QPushButton>
#include <QStandardPaths>
#include <QTextStream>
#include <QVBoxLayout>

#include <functional>
#include <memory>

namespace {

using namespace st;
using namespace st::ui;

QString outDir;
QTextStream out(stdout);
int failures = 0;

void settle(int ms = 30) {
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms)
        QApplication::processEvents(QEventLoop::AllEvents, 5);
}

void save(QWidget* w, const QString& name) {
    settle();
    const QString file = outDir + QLatin1Char('/') + name;
    QImage img = w->grab().toImage().convertToFormat(QImage::Format_RGB32);
    if (!img.save(file, "PNG", 9)) {
        out << "cannot write " << file << "\n";
        ++failures;
        return;
    }
    out << file << " " << img.width() << "x" << img.height() << "\n";
}

struct Table {
    std::unique_ptr<QWidget> window;
    TableSession* session = nullptr;
};

Table makeTable(const char* game, int players, const std::vector<std::string>& phases, quint64 seed) {
    Table t;
    t.window = std::make_unique<QWidget>();
    TableOptions o;
    o.animationMs = 0;
    o.thinkMs = 0;
    o.autosavePath = QStringLiteral("-");
    o.seed = seed;
    t.session = new TableSession(o, t.window.get());
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
    settle();
    return t;
}

/// Let play go on (the human playing random legal cards) until `stop` holds at the human's turn.
bool advance(Table& t, const std::function<bool(const SeatView&)>& stop, quint64 seed) {
    Rng rng(seed);
    TableModel* m = t.session->model();
    for (int guard = 0; guard < 3000; ++guard) {
        settle(3);
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
        if (m->game().toAct() != 0 || t.session->flow()->busy()) {
            // An optional decision out of turn (Kontra, "Hast' das?"): let it pass.
            if (auto* pass = t.session->view()->actionBar()->findChild<QPushButton*>(QStringLiteral("act_decline"));
                pass && pass->isVisible())
                pass->click();
            continue;
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
        settle(40);
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
            settle(3);
            if (QDialog* d = t.session->human()->openDialog(); d && d->isVisible() && d->objectName() == dialogName)
                return t;
            if (!m->game().inDeal())
                break;
            if (m->game().toAct() != 0 || t.session->flow()->busy())
                continue;
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
        save(t.window.get(), QStringLiteral("table-dreeg-4p.png"));
    }
    {
        Table t = makeTable("dreeg", 2, {"66"}, 12);
        advance(
            t, [](const SeatView& v) { return !v.lastTrick.empty() && v.talonSize <= 8; }, 2);
        save(t.window.get(), QStringLiteral("table-dreeg-2p.png"));
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
        save(t.window.get(), QStringLiteral("table-dreeg-2p-draw.png"));
    }
    {
        Table t = makeTable("schnapsen", 2, {}, 13);
        advance(
            t, [](const SeatView& v) { return !v.lastTrick.empty() && v.talonSize <= 6; }, 3);
        save(t.window.get(), QStringLiteral("table-schnapsen.png"));
    }
    {
        Table t = makeTable("dreeg", 3, {"rufen"}, 14);
        advance(
            t, [](const SeatView& v) { return v.trump >= 0 && !v.lastTrick.empty(); }, 4);
        save(t.window.get(), QStringLiteral("table-dreeg-3p-rufen.png"));
    }
    {
        Table t = makeTable("dreierles", 3, {}, 21);
        advance(
            t, [](const SeatView& v) { return v.trick.size() >= 1 && !v.lastTrick.empty(); }, 6);
        save(t.window.get(), QStringLiteral("table-dreierles.png"));
    }
    {
        Table t = makeTable("dappen", 7, {}, 22);
        advance(
            t, [](const SeatView& v) { return v.trick.size() >= 3 && !v.lastTrick.empty(); }, 7);
        save(t.window.get(), QStringLiteral("table-dappen-7p.png"));
    }
    {
        Table t = makeTable("dreierschnapsen", 3, {}, 23);
        advance(
            t, [](const SeatView& v) { return v.trick.size() >= 1 && !v.lastTrick.empty(); }, 8);
        save(t.window.get(), QStringLiteral("table-dreierschnapsen.png"));
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
        save(t.window.get(), QStringLiteral("table-dreeg-rufen-table.png"));
        save(t.session->human()->openDialog(), QStringLiteral("table-dialog-rufen-call.png"));
    }
    if (Table t = dialogTable("dreeg", 4, {"rot_assen"}, QStringLiteral("trumpDialog")); t.session)
        save(t.session->human()->openDialog(), QStringLiteral("table-dialog-rotassen-trump.png"));
    if (Table t = dialogTable("dreeg", 2, {"rufen"}, QStringLiteral("trumpDialog")); t.session)
        save(t.session->human()->openDialog(), QStringLiteral("table-dialog-rufen-two-trump.png"));
    {
        Table t = makeTable("dreeg", 4, {"66"}, 15);
        advance(
            t, [](const SeatView&) { return false; }, 5);
        settle(60);
        if (t.session->summary()) {
            save(t.window.get(), QStringLiteral("table-dreeg-deal-over.png"));
            save(t.session->summary(), QStringLiteral("table-dialog-deal-summary.png"));
        } else {
            ++failures;
        }
    }
    // Dreierschnapsen: the human, as middlehand, is asked to cut or knock.
    for (quint64 seed = 40; seed < 90; ++seed) {
        Table t = makeTable("dreierschnapsen", 3, {}, seed);
        settle(40);
        if (!t.session->model()->game().inDeal()) {
            save(t.window.get(), QStringLiteral("table-dreierschnapsen-cut.png"));
            break;
        }
    }
    // The end of a deal and of a session in the games with their own scores.
    for (const char* id : {"dreierles", "dappen", "dreierschnapsen"}) {
        Table t = makeTable(id, std::string(id) == "dappen" ? 6 : 3, {}, 31);
        for (int deal = 0; deal < 60; ++deal) {
            settle(20);
            advance(
                t, [](const SeatView&) { return false; }, static_cast<quint64>(deal) + 9);
            settle(60);
            if (!t.session->summary()) {
                out << id << ": no deal summary (deals " << t.session->model()->game().dealsFinished() << ", in deal "
                    << t.session->model()->game().inDeal() << ", to act " << t.session->model()->game().toAct()
                    << ")\n";
                break;
            }
            if (deal == 0)
                save(t.session->summary(), QStringLiteral("table-dialog-deal-summary-%1.png").arg(QLatin1String(id)));
            if (t.session->model()->game().sessionOver() || std::string(id) != "dreierschnapsen")
                break;
            t.session->summary()->close();
            t.session->flow()->nextDeal();
            settle(40);
        }
        if (std::string(id) == "dreierschnapsen" || std::string(id) == "dreierles") {
            if (t.session->summary())
                t.session->summary()->close();
            t.session->showScoreSheet();
            settle(60);
            if (auto* d = t.window->findChild<QDialog*>(QStringLiteral("sessionSummary")))
                save(d, QStringLiteral("table-dialog-session-summary-%1.png").arg(QLatin1String(id)));
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
            save(t.session->human()->openDialog(), QString::fromLatin1(shot.file));
            if (QString::fromLatin1(shot.dialog) == QLatin1String("bidDialog"))
                save(t.window.get(), QStringLiteral("table-%1-bidding.png").arg(QString::fromLatin1(shot.game)));
        }
        seed += 50;
    }
    return failures ? 1 : 0;
}
