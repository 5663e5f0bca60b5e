// A whole deal of every game, played in the main window as a player would:
// once with the mouse only (clicks on the cards on the table, the action bar's
// buttons and the decision dialogs' choices) and once with the keyboard only
// (arrow keys and Space on the hand, Tab to a button, Return to press it, Space
// to tick a card to discard), at every table size that plays differently
// (Dappen at 6, 7 and 8). Every decision the player meets must be reachable
// both ways and the deal must reach its summary. The choices are random among
// what the table offers, so the flow is met in many shapes; both runs of a
// game draw their choices from the same seed, and each records the decisions
// it answered (the dialogs, the action bar's buttons, the cards played, an
// Ulti laid out or not): the decisions listed for each game's deal must be
// among them, by mouse and by keyboard alike.
//
// STAMMTISCH_SHOTS=<folder> keeps a picture of the first decision, a trick in
// play and the deal's summary of each run; STAMMTISCH_PLAY_SEED=<n> deals other cards (run under xvfb-run with
// QT_QPA_PLATFORM=xcb to see the dialogs on the screen as well).
//
// wholeSession (only with STAMMTISCH_PLAY_SESSIONS=1; tools/screenshots/sessions.sh runs it) plays a
// whole session of every game the same two ways, in a main window as large as the screen, from
// Game ▸ New… (the game, the players, easy computers and the rules chosen in the dialog by that
// input) to the session's own end and its session summary with the score sheet. The shortest
// legitimate sessions: Dreeg one phase (66 at four, Rufen at three) of seven strokes, Dreierles one
// round (rounds = 1), Schnapsen a Bummerl to 7, Dreierschnapsen its match to 24; Dappen has no end of
// its own (a Stammtisch stops when it stops, docs/rules/dappen.md), so one round, each player dealing
// once, and then Game ▸ Score sheet. STAMMTISCH_PLAY_LANG=de plays in German.
#include "dialogs/discarddialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/sessionsummary.h"
#include "dialogs/settingsdialog.h"
#include "flow/flowcontroller.h"
#include "flow/humanseat.h"
#include "flow/tablesession.h"
#include "mainwindow.h"
#include "record.h"
#include "registry.h"
#include "shots.h"
#include "table/actionbar.h"
#include "table/carditem.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "text/language.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QSpinBox>
#include <QStyleOptionSpinBox>
#include <QStyleOptionViewItem>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QToolButton>
#include <QtTest>

#include <functional>
#include <memory>

using namespace st;
using namespace st::ui;

namespace {

enum class Input { Mouse, Keyboard };

struct Case {
    const char* game;
    int players;
    std::vector<std::pair<std::string, OptionValue>> opts;
    quint64 seed; ///< the deals and the player's choices (a seed where the game's decisions come up)
    /// The decisions the player answers in the deal, by mouse and by keyboard alike (others may
    /// come up as well, as the table offers them at the moment of each step).
    QStringList met;
};

} // namespace

class TestPlaythrough : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void wholeDeal_data();
    void wholeDeal();
    void wholeSession_data();
    void wholeSession();

  private:
    /// Plays on until the deal's summary is up; false on a failure or a stall (see failure_).
    bool playToSummary(MainWindow& w, Input how, Rng& rng, int deal, bool trickShot);
    /// Notes a window the player sees that does not fit on the screen.
    void checkOnScreen(QWidget* window);
    /// Notes snake_case keys and other raw text in what a dialog says.
    void checkText(const QString& where, const QString& text);
    /// What the player would find wrong, but that does not stop the session (printed at its end).
    QStringList defects_;
    bool firstShot_ = false;
    /// Game ▸ New… by the input, the game, table and rules of the case chosen in the dialog, Deal.
    bool newGame(MainWindow& w, const Case& c, Input how);
    /// Tab until `target` has the keyboard's focus.
    bool tabTo(QWidget* window, QWidget* target);
    void scrollTo(QWidget* widget);
    bool choose(QWidget* window, QComboBox* box, const QVariant& data, Input how);
    bool spin(QWidget* window, QSpinBox* box, int value, Input how);
    /// Ticks the rows of a list option so that it holds `want`, unticks the others.
    bool tick(QWidget* window, QListWidget* list, const std::vector<std::string>& want, Input how);
    /// One step of the player: answers the decision due, if any; false on a failure (see failure_).
    bool step(MainWindow& w, Input input, Rng& rng);
    bool answerDialog(MainWindow& w, QDialog* d, Input input, Rng& rng);
    bool discard(MainWindow& w, DiscardDialog* d, Input input, Rng& rng);
    bool playCard(MainWindow& w, Card c, Input input);
    /// The decisions answered in this run, as "dialog:<name>", "bar:<button>", "card", "ulti:…".
    QSet<QString> met_;
    /// Presses a button the way the input allows: a click, or Tab until it has the focus and Return.
    bool press(QWidget* window, QAbstractButton* b, Input input, Qt::Key key = Qt::Key_Return);
    void shoot(MainWindow& w, const QString& what);

    QString failure_;
    QString shotPrefix_;
    std::unique_ptr<QTemporaryDir> home_;
};

void TestPlaythrough::initTestCase() {
    // Speeds for a test: no animation, no thinking pause.
    Preferences p = Preferences::load();
    p.animation = QStringLiteral("off");
    p.thinkMs = 0;
    QVERIFY(p.save().isEmpty());
}

void TestPlaythrough::wholeDeal_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<int>("input");
    static const char* const names[] = {
        "Dreeg, 4 players", "Dreeg Rufen, 3 players", "Schnapsen",         "Dreierschnapsen",
        "Dreierles",        "Dappen, 6 players",      "Dappen, 7 players", "Dappen, 8 players"};
    for (int i = 0; i < 8; ++i) {
        QTest::addRow("%s by mouse", names[i]) << i << static_cast<int>(Input::Mouse);
        QTest::addRow("%s by keyboard", names[i]) << i << static_cast<int>(Input::Keyboard);
    }
}

void TestPlaythrough::shoot(MainWindow& w, const QString& what) {
    st::test::shoot(&w, QStringLiteral("%1-%2").arg(shotPrefix_, what), true);
}

bool TestPlaythrough::press(QWidget* window, QAbstractButton* b, Input input, Qt::Key key) {
    if (input == Input::Mouse) {
        QTest::mouseClick(b, Qt::LeftButton);
        return true;
    }
    // Only keys, sent where the keyboard's focus is: Tab until the button has it. (The window
    // takes the keyboard back when a dialog closes, as a window manager gives it back.)
    if (QApplication::activeWindow() != window) {
        window->activateWindow();
        if (!QTest::qWaitForWindowActive(window, 2000)) {
            failure_ = QStringLiteral("the window %1 never took the keyboard").arg(window->objectName());
            return false;
        }
    }
    for (int tab = 0; tab < 80; ++tab) {
        QWidget* focus = QApplication::focusWidget();
        if (focus == b) {
            QTest::keyClick(b, key);
            return true;
        }
        QTest::keyClick(focus ? focus : window, Qt::Key_Tab);
    }
    QWidget* focus = QApplication::focusWidget();
    failure_ =
        QStringLiteral("Tab never reached the button %1 (%2); the focus is on %3 in %4")
            .arg(b->objectName(), b->text(),
                 focus ? QString::fromLatin1(focus->metaObject()->className()) + u' ' + focus->objectName()
                       : QStringLiteral("nothing"),
                 QApplication::activeWindow() ? QApplication::activeWindow()->objectName() : QStringLiteral("none"));
    return false;
}

bool TestPlaythrough::playCard(MainWindow& w, Card c, Input input) {
    TableSession* t = w.session();
    TableScene* scene = t->scene();
    if (input == Input::Mouse) {
        CardItem* item = scene->handCard(c);
        const QPointF at = item->mapToScene(QPointF(item->size().width() * 0.2, item->size().height() * 0.5));
        QTest::mouseClick(t->view()->viewport(), Qt::LeftButton, {}, t->view()->viewportPoint(at));
        return true;
    }
    t->view()->setFocus(Qt::OtherFocusReason);
    for (int k = 0; k < 2 * static_cast<int>(scene->handOrder().size()) + 2; ++k) {
        if (scene->focusedCard() == c) {
            QTest::keyClick(t->view(), Qt::Key_Space);
            return true;
        }
        // Left or right towards the card, as the player sees it in the hand.
        const bool right = scene->handOrder().indexOf(scene->focusedCard()) < scene->handOrder().indexOf(c);
        QTest::keyClick(t->view(), right ? Qt::Key_Right : Qt::Key_Left);
    }
    failure_ = QStringLiteral("the arrow keys never reached a playable card");
    return false;
}

bool TestPlaythrough::discard(MainWindow& w, DiscardDialog* d, Input input, Rng& rng) {
    met_ << QStringLiteral("dialog:") + d->objectName();
    auto* confirm = d->findChild<QPushButton*>(QStringLiteral("discardConfirm"));
    auto* clearAll = d->findChild<QPushButton*>(QStringLiteral("discardClear"));
    if (!confirm || !clearAll) {
        failure_ = QStringLiteral("the discard dialog has no confirm or clear button");
        return false;
    }
    QList<QToolButton*> cards;
    for (QToolButton* b : d->findChildren<QToolButton*>())
        if (b->objectName().startsWith(QLatin1String("discard_")) && b->isEnabled())
            cards << b;
    for (int attempt = 0; attempt < 40; ++attempt) {
        if (attempt > 0 && !press(d, clearAll, input))
            return false;
        QList<QToolButton*> order = cards;
        for (qsizetype i = order.size() - 1; i > 0; --i)
            std::swap(order[i], order[static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(i + 1)))]);
        int checked = 0;
        for (QToolButton* b : order) {
            if (checked == d->needed())
                break;
            if (!b->isEnabled())
                continue;
            if (!press(d, b, input, Qt::Key_Space))
                return false;
            checked += b->isChecked();
        }
        if (!confirm->isEnabled())
            continue;
        if (w.session()->model()->check(d->selection()))
            continue;
        return press(d, confirm, input);
    }
    failure_ = QStringLiteral("no discard the table accepts was found");
    return false;
}

bool TestPlaythrough::answerDialog(MainWindow& w, QDialog* d, Input input, Rng& rng) {
    if (auto* dd = qobject_cast<DiscardDialog*>(d))
        return discard(w, dd, input, rng);
    QList<QAbstractButton*> choices;
    QAbstractButton* confirm = nullptr;
    QAbstractButton* cancel = nullptr;
    for (QAbstractButton* b : d->findChildren<QAbstractButton*>()) {
        const QString n = b->objectName();
        if (!b->isEnabled() || !b->isVisible())
            continue;
        if (n == QLatin1String("ultiConfirm"))
            confirm = b;
        else if (n == QLatin1String("ultiCancel"))
            cancel = b;
        else if (n.startsWith(QLatin1String("bid_")) || n.startsWith(QLatin1String("call_")) ||
                 n.startsWith(QLatin1String("trump")) || n.startsWith(QLatin1String("ulti_")) ||
                 n == QLatin1String("redealButton") || n == QLatin1String("surrenderButton"))
            choices << b;
    }
    met_ << QStringLiteral("dialog:") + d->objectName();
    if (d->objectName() == QLatin1String("ultiDialog")) {
        // Lay out an Ulti now and then; otherwise go on without.
        if (!choices.isEmpty() &&
            !press(d, choices[static_cast<qsizetype>(rng.below(choices.size()))], input, Qt::Key_Space))
            return false;
        QAbstractButton* go = confirm && confirm->isEnabled() && rng.below(2) == 0 ? confirm : cancel;
        if (!go) {
            failure_ = QStringLiteral("the Ulti dialog cannot be left");
            return false;
        }
        met_ << (go == confirm ? QStringLiteral("ulti:laid out") : QStringLiteral("ulti:not now"));
        return press(d, go, input);
    }
    if (choices.isEmpty()) {
        failure_ = QStringLiteral("the dialog %1 offers nothing to choose").arg(d->objectName());
        return false;
    }
    QAbstractButton* b = choices[static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(choices.size())))];
    // A card to call or name is chosen first and then confirmed in some dialogs: press whatever follows.
    if (!press(d, b, input))
        return false;
    return true;
}

bool TestPlaythrough::step(MainWindow& w, Input input, Rng& rng) {
    TableSession* t = w.session();
    if (QDialog* d = t->human()->openDialog(); d && d->isVisible()) {
        if (!QTest::qWaitForWindowActive(d)) {
            // Offscreen or without a window manager the dialog may not take the focus by itself.
            d->activateWindow();
        }
        return answerDialog(w, d, input, rng);
    }
    ActionBar* bar = t->view()->actionBar();
    QList<QPushButton*> buttons;
    if (bar->isVisible())
        for (QPushButton* b : bar->findChildren<QPushButton*>())
            if (b->isVisible() && b->isEnabled() && b->objectName() != QLatin1String("act_next_deal"))
                buttons << b; // (the deal's summary, coming up, has its own "Next deal")
    QList<Card> cards;
    for (Card c : t->scene()->handOrder())
        if (CardItem* item = t->scene()->handCard(c); item && item->lifted())
            cards << c;
    if (buttons.isEmpty() && cards.isEmpty())
        return true; // nothing for the player now
    const std::uint64_t n = static_cast<std::uint64_t>(cards.size() + buttons.size());
    const std::uint64_t choice = rng.below(n);
    if (choice < static_cast<std::uint64_t>(cards.size())) {
        met_ << QStringLiteral("card");
        return playCard(w, cards[static_cast<qsizetype>(choice)], input);
    }
    QPushButton* b = buttons[static_cast<qsizetype>(choice - static_cast<std::uint64_t>(cards.size()))];
    // The button's decision, without the suit some carry (act_declare_E, act_trump_S).
    met_ << QStringLiteral("bar:") + b->objectName().remove(QRegularExpression(QStringLiteral("_[A-Z]$")));
    if (input == Input::Keyboard)
        t->view()->setFocus(Qt::OtherFocusReason); // the bar is reached by Tab from the table
    return press(&w, b, input);
}

void TestPlaythrough::wholeDeal() {
    QFETCH(int, which);
    QFETCH(int, input);
    const QString card = QStringLiteral("card"), bid = QStringLiteral("dialog:bidDialog"),
                  discard = QStringLiteral("dialog:discardDialog"), ulti = QStringLiteral("dialog:ultiDialog"),
                  notNow = QStringLiteral("ulti:not now");
    const auto bar = [](const QString& button) { return QStringLiteral("bar:") + button; };
    const std::vector<Case> cases = {
        {"dreeg", 4, {}, 77, {card}},
        {"dreeg", 3, {{"phases", std::vector<std::string>{"rufen"}}}, 82, {card, QStringLiteral("dialog:callDialog")}},
        {"schnapsen", 2, {}, 77, {bar(QStringLiteral("act_close")), card}},
        {"dreierschnapsen", 3, {}, 77, {bar(QStringLiteral("cut_knock")), card, bid}},
        {"dreierles", 3, {}, 77, {bar(QStringLiteral("act_decline")), card, bid}},
        {"dappen", 6, {}, 91, {bar(QStringLiteral("act_announce_ulti")), card, bid, discard, ulti, notNow}},
        {"dappen", 7, {}, 77, {card, bid, discard}},
        {"dappen", 8, {}, 107, {bar(QStringLiteral("act_announce_ulti")), card, bid, discard, ulti, notNow}},
    };
    const Case& c = cases[static_cast<std::size_t>(which)];
    const Input how = static_cast<Input>(input);
    shotPrefix_ = QStringLiteral("play-%1-%2p-%3")
                      .arg(QLatin1String(c.game))
                      .arg(c.players)
                      .arg(how == Input::Mouse ? QStringLiteral("mouse") : QStringLiteral("keyboard"));
    failure_.clear();
    met_.clear();

    MainWindow w;
    // STAMMTISCH_PLAY_SEED=<n> plays other deals (to explore; the suite keeps its own).
    const bool ownSeed = qEnvironmentVariableIsSet("STAMMTISCH_PLAY_SEED");
    const quint64 base = ownSeed ? qEnvironmentVariable("STAMMTISCH_PLAY_SEED").toULongLong() : c.seed;
    w.setSeed(base + static_cast<quint64>(which));
    w.setGeometry(0, 0, 1280, 800); // (the window opens centred at 90 % of the screen: here it takes the top left)
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.activateWindow();
    // Game ▸ New…, the game, the table and the rules chosen in the dialog by the same input.
    if (!newGame(w, c, how)) {
        shoot(w, QStringLiteral("9-failure"));
        QFAIL(qPrintable(QStringLiteral("%1 (%2)").arg(failure_, shotPrefix_)));
    }
    TableSession* t = w.session();
    QVERIFY(t && t->model()->hasGame());
    QCOMPARE(QString::fromStdString(std::string(t->model()->game().id())), QString::fromLatin1(c.game));
    QCOMPARE(t->model()->game().seats(), c.players);
    t->flow()->setThinkMs(0);
    t->scene()->setAnimationMs(0);
    t->scene()->setTrickPauseMs(0);

    // The same choices by mouse and by keyboard: both runs meet the same decisions.
    Rng rng(base * 1000 + static_cast<std::uint64_t>(which * 10));
    bool firstShot = false, trickShot = false;
    // One whole deal in which the player plays (at eight, the dealer sits the deal out: then the next one too).
    for (int deal = 1; deal <= 3; ++deal) {
        for (int guard = 0; guard < 20000; ++guard) {
            QTest::qWait(2);
            if (t->summary() && t->summary()->isVisible())
                break;
            if (t->model()->game().dealsFinished() >= deal) {
                // The deal is scored: its summary comes up (the bar's own "Next deal" is for after an Escape).
                QTRY_VERIFY(t->summary() && t->summary()->isVisible());
                break;
            }
            const bool dialog = t->human()->openDialog() && t->human()->openDialog()->isVisible();
            const bool due = dialog || !t->scene()->handOrder().isEmpty();
            if (due && !firstShot && (dialog || t->view()->actionBar()->isVisible())) {
                QTest::qWait(50);
                shoot(w, QStringLiteral("1-first-decision"));
                firstShot = true;
            }
            if (!trickShot && t->model()->hasGame() && t->model()->game().inDeal() &&
                !t->model()->record().deals.empty() && t->model()->view(0).trick.size() >= 2) {
                QTest::qWait(50);
                shoot(w, QStringLiteral("2-trick"));
                trickShot = true;
            }
            QVERIFY2(step(w, how, rng), qPrintable(failure_));
        }
        QVERIFY2(t->summary() && t->summary()->isVisible(), "the deal never reached its summary");
        QCOMPARE(t->model()->game().dealsFinished(), deal);
        QTest::qWait(50);
        shoot(w, QStringLiteral("3-summary"));
        // The summary goes on to the next deal (or the session's end) by the same input.
        auto* next = t->summary()->findChild<QPushButton*>(QStringLiteral("nextDealButton"));
        if (!next)
            next = t->summary()->findChild<QPushButton*>(QStringLiteral("sessionSummaryButton"));
        QVERIFY(next);
        QVERIFY(press(t->summary(), next, how));
        QTRY_VERIFY(!t->summary() || !t->summary()->isVisible());
        const auto& actions = t->model()->record().deals[static_cast<std::size_t>(deal - 1)].actions;
        const auto mine = std::count_if(actions.begin(), actions.end(), [](const Action& a) { return a.seat == 0; });
        if (mine == 0)
            continue;
        qInfo("%s: deal %d, %d of its %d actions were the player's", qPrintable(shotPrefix_), deal,
              static_cast<int>(mine), static_cast<int>(actions.size()));
        QStringList met(met_.begin(), met_.end());
        met.sort();
        qInfo("%s met: %s", qPrintable(shotPrefix_), qPrintable(met.join(QStringLiteral(", "))));
        if (!ownSeed) // the decisions of the suite's own deals
            for (const QString& d : c.met)
                QVERIFY2(met_.contains(d), qPrintable(QStringLiteral("%1 never answered").arg(d)));
        return;
    }
    QFAIL("the player never played in three deals");
}

void TestPlaythrough::wholeSession_data() {
    QTest::addColumn<int>("which");
    QTest::addColumn<int>("input");
    static const char* const names[] = {"Dreeg, 4 players",  "Dreeg Rufen, 3 players", "Schnapsen",
                                        "Dreierschnapsen",   "Dreierles, 3 players",   "Dreierles, 4 players",
                                        "Dappen, 6 players", "Dappen, 7 players",      "Dappen, 8 players"};
    for (int i = 0; i < 9; ++i) {
        QTest::addRow("%s by mouse", names[i]) << i << static_cast<int>(Input::Mouse);
        QTest::addRow("%s by keyboard", names[i]) << i << static_cast<int>(Input::Keyboard);
    }
}

void TestPlaythrough::checkOnScreen(QWidget* window) {
    if (!window || !window->isVisible())
        return;
    const QRect screen = window->screen() ? window->screen()->availableGeometry() : QRect();
    const QRect at = window->frameGeometry();
    if (screen.isValid() && !screen.contains(at))
        defects_ << QStringLiteral("%1 (%2×%3 at %4,%5) does not fit on the %6×%7 screen")
                        .arg(window->objectName())
                        .arg(at.width())
                        .arg(at.height())
                        .arg(at.x())
                        .arg(at.y())
                        .arg(screen.width())
                        .arg(screen.height());
}

void TestPlaythrough::checkText(const QString& where, const QString& text) {
    // A rule's or a report's key shown as it is ("out_short", "session_bonus", "{1}", "%1").
    static const QRegularExpression raw(QStringLiteral("\\b[a-z]+_[a-z_]+\\b|%\\d|\\{\\d\\}"));
    for (auto m = raw.globalMatch(text); m.hasNext();)
        defects_ << QStringLiteral("%1 shows the raw text '%2'").arg(where, m.next().captured(0));
}

bool TestPlaythrough::playToSummary(MainWindow& w, Input how, Rng& rng, int deal, bool trickShot) {
    TableSession* t = w.session();
    for (int guard = 0; guard < 20000; ++guard) {
        QTest::qWait(2);
        if (t->summary() && t->summary()->isVisible())
            return true;
        if (t->model()->game().dealsFinished() >= deal) {
            // The deal is scored: its summary comes up.
            if (QTest::qWaitFor([&] { return t->summary() && t->summary()->isVisible(); }, 5000))
                return true;
            failure_ = QStringLiteral("deal %1 was scored, but its summary never came up").arg(deal);
            return false;
        }
        const bool dialog = t->human()->openDialog() && t->human()->openDialog()->isVisible();
        if (dialog)
            checkOnScreen(t->human()->openDialog());
        // The player's first decision: a dialog, a button of the bar or a card to play.
        const auto lifted = [&] {
            for (Card card : t->scene()->handOrder())
                if (CardItem* item = t->scene()->handCard(card); item && item->lifted())
                    return true;
            return false;
        };
        const auto buttons = [&] {
            for (QPushButton* b : t->view()->actionBar()->findChildren<QPushButton*>())
                if (b->isVisible() && b->isEnabled() && b->objectName() != QLatin1String("act_next_deal"))
                    return true;
            return false;
        };
        if (!firstShot_ && (dialog || lifted() || (t->view()->actionBar()->isVisible() && buttons()))) {
            QTest::qWait(50);
            shoot(w, QStringLiteral("1-first-decision"));
            firstShot_ = true;
        }
        if (!trickShot && t->model()->hasGame() && t->model()->game().inDeal() &&
            static_cast<int>(t->model()->record().deals.size()) == deal && t->model()->view(0).trick.size() >= 2) {
            // The computers wait while the picture is taken, so that it shows this trick.
            t->flow()->setHeld(true);
            QTest::qWait(50);
            shoot(w, QStringLiteral("2-deal%1-trick").arg(deal, 2, 10, QLatin1Char('0')));
            t->flow()->setHeld(false);
            trickShot = true;
        }
        if (!step(w, how, rng))
            return false;
    }
    failure_ = QStringLiteral("deal %1 stalled: no summary after 20000 steps").arg(deal);
    return false;
}

bool TestPlaythrough::tabTo(QWidget* window, QWidget* target) {
    window->activateWindow();
    // (A dialog shows the widgets it has just made, the rules of another game, when it gets the event loop.)
    if (!QTest::qWaitFor([&] { return target->isVisible(); }, 2000)) {
        failure_ = QStringLiteral("%1 never showed").arg(target->objectName());
        return false;
    }
    QStringList path;
    for (int tab = 0; tab < 120; ++tab) {
        // The keys go to the dialog's own focus: without a window manager the X server may keep the
        // keyboard with the main window while a dialog is open (a window manager gives it to the
        // dialog).
        QWidget* focus = window->focusWidget();
        if (focus && (focus == target || target->isAncestorOf(focus)))
            return true;
        if (tab < 20)
            path << (focus ? QString::fromLatin1(focus->metaObject()->className()) + u':' + focus->objectName()
                           : QStringLiteral("none"));
        QTest::keyClick(focus ? focus : window, Qt::Key_Tab);
    }
    failure_ = QStringLiteral("Tab never reached %1 (the focus went %2)").arg(target->objectName(), path.join(u' '));
    return false;
}

void TestPlaythrough::scrollTo(QWidget* widget) {
    // The mouse turns the wheel until the widget is in sight (the options scroll).
    for (QWidget* p = widget->parentWidget(); p; p = p->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(p)) {
            area->ensureWidgetVisible(widget);
            break;
        }
}

bool TestPlaythrough::choose(QWidget* window, QComboBox* box, const QVariant& data, Input how) {
    const int want = box->findData(data);
    if (want < 0) {
        failure_ = QStringLiteral("%1 does not offer %2").arg(box->objectName(), data.toString());
        return false;
    }
    if (box->currentIndex() == want)
        return true;
    if (how == Input::Mouse) {
        scrollTo(box);
        QTest::mouseClick(box, Qt::LeftButton);
        QAbstractItemView* view = box->view();
        if (!QTest::qWaitFor([&] { return view->isVisible(); }, 2000)) {
            failure_ = QStringLiteral("%1 never opened its list").arg(box->objectName());
            return false;
        }
        // (A release within the double-click time of the opening click is taken as part of it.)
        QTest::qWait(QApplication::doubleClickInterval() + 50);
        const QModelIndex index = box->model()->index(want, box->modelColumn());
        view->scrollTo(index);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
        if (!QTest::qWaitFor([&] { return !view->isVisible(); }, 2000)) {
            failure_ = QStringLiteral("%1 never closed its list").arg(box->objectName());
            return false;
        }
    } else {
        if (!tabTo(window, box))
            return false;
        for (int k = 0; k < 40 && box->currentIndex() != want; ++k)
            QTest::keyClick(box, box->currentIndex() < want ? Qt::Key_Down : Qt::Key_Up);
    }
    if (box->currentIndex() != want) {
        failure_ = QStringLiteral("%1 shows %2, not %3").arg(box->objectName(), box->currentText(), data.toString());
        return false;
    }
    return true;
}

bool TestPlaythrough::spin(QWidget* window, QSpinBox* box, int value, Input how) {
    if (how == Input::Mouse)
        scrollTo(box);
    else if (box->value() != value && !tabTo(window, box))
        return false;
    for (int k = 0; k < 120 && box->value() != value; ++k) {
        const bool up = box->value() < value;
        if (how == Input::Mouse) {
            // A click on the spin box's arrow.
            QStyleOptionSpinBox opt;
            opt.initFrom(box);
            opt.rect = box->rect();
            opt.frame = box->hasFrame();
            opt.buttonSymbols = box->buttonSymbols();
            opt.subControls =
                QStyle::SC_SpinBoxFrame | QStyle::SC_SpinBoxEditField | QStyle::SC_SpinBoxUp | QStyle::SC_SpinBoxDown;
            opt.stepEnabled = QAbstractSpinBox::StepUpEnabled | QAbstractSpinBox::StepDownEnabled;
            const QRect arrow = box->style()->subControlRect(QStyle::CC_SpinBox, &opt,
                                                             up ? QStyle::SC_SpinBoxUp : QStyle::SC_SpinBoxDown, box);
            QTest::mouseClick(box, Qt::LeftButton, {}, arrow.center());
        } else {
            QTest::keyClick(box, up ? Qt::Key_Up : Qt::Key_Down);
        }
    }
    if (box->value() != value) {
        failure_ = QStringLiteral("%1 shows %2, not %3").arg(box->objectName()).arg(box->value()).arg(value);
        return false;
    }
    return true;
}

bool TestPlaythrough::tick(QWidget* window, QListWidget* list, const std::vector<std::string>& want, Input how) {
    // The rows to keep ticked: the first row of each element wanted, in order.
    std::vector<bool> keep(static_cast<std::size_t>(list->count()), false);
    std::size_t k = 0;
    for (int i = 0; i < list->count() && k < want.size(); ++i)
        if (list->item(i)->data(Qt::UserRole).toString().toStdString() == want[k]) {
            keep[static_cast<std::size_t>(i)] = true;
            ++k;
        }
    if (k < want.size()) {
        failure_ = QStringLiteral("%1 does not list the elements wanted in order").arg(list->objectName());
        return false;
    }
    if (how == Input::Mouse)
        scrollTo(list);
    else if (!tabTo(window, list))
        return false;
    for (int i = 0; i < list->count(); ++i) {
        QListWidgetItem* item = list->item(i);
        if ((item->checkState() == Qt::Checked) == keep[static_cast<std::size_t>(i)])
            continue;
        if (how == Input::Mouse) {
            // A click on the row's tick box.
            QStyleOptionViewItem opt;
            opt.initFrom(list->viewport());
            opt.rect = list->visualItemRect(item);
            opt.features = QStyleOptionViewItem::HasCheckIndicator | QStyleOptionViewItem::HasDisplay;
            opt.checkState = item->checkState();
            opt.text = item->text();
            opt.font = list->font();
            opt.fontMetrics = list->fontMetrics();
            const QRect box = list->style()->subElementRect(QStyle::SE_ItemViewItemCheckIndicator, &opt, list);
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, box.center());
        } else {
            // Up or Down to the row, Space to tick or untick it.
            for (int step = 0; step < 2 * list->count() && list->currentRow() != i; ++step)
                QTest::keyClick(list, list->currentRow() < i ? Qt::Key_Down : Qt::Key_Up);
            QTest::keyClick(list, Qt::Key_Space);
        }
        if ((item->checkState() == Qt::Checked) != keep[static_cast<std::size_t>(i)]) {
            failure_ = QStringLiteral("the row %1 (%2) of %3 could not be ticked or unticked")
                           .arg(i)
                           .arg(item->text(), list->objectName());
            return false;
        }
    }
    return true;
}

bool TestPlaythrough::newGame(MainWindow& w, const Case& c, Input how) {
    auto* act = w.findChild<QAction*>(QStringLiteral("actionNew"));
    if (!act) {
        failure_ = QStringLiteral("there is no Game ▸ New…");
        return false;
    }
    if (how == Input::Mouse) {
        QMenu* menu = nullptr;
        for (QAction* top : w.menuBar()->actions())
            if (top->menu() && top->menu()->actions().contains(act))
                menu = top->menu();
        QTest::mouseClick(w.menuBar(), Qt::LeftButton, {}, w.menuBar()->actionGeometry(menu->menuAction()).center());
        if (!QTest::qWaitFor([&] { return menu->isVisible(); }, 2000)) {
            failure_ = QStringLiteral("the Game menu never opened");
            return false;
        }
        QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(act).center());
    } else {
        w.activateWindow();
        if (!QTest::qWaitForWindowActive(&w)) {
            failure_ = QStringLiteral("the main window never took the keyboard");
            return false;
        }
        QWidget* focus = QApplication::focusWidget();
        QTest::keyClick(focus ? focus : &w, Qt::Key_N, Qt::ControlModifier);
    }
    NewGameDialog* d = nullptr;
    if (!QTest::qWaitFor(
            [&] {
                d = w.findChild<NewGameDialog*>();
                return d && d->isVisible();
            },
            3000)) {
        failure_ = QStringLiteral("the New game dialog never came up");
        return false;
    }
    if (!QTest::qWaitForWindowActive(d))
        d->activateWindow();
    checkOnScreen(d);
    auto* game = d->findChild<QComboBox*>(QStringLiteral("gameBox"));
    auto* players = d->findChild<QSpinBox*>(QStringLiteral("playersBox"));
    if (!game || !players) {
        failure_ = QStringLiteral("the New game dialog has no game or players box");
        return false;
    }
    if (!choose(d, game, QString::fromLatin1(c.game), how) || !spin(d, players, c.players, how))
        return false;
    // The computers play easy (quick sessions); the player sits at the first seat.
    for (int s = 1; s < c.players; ++s) {
        auto* level = d->findChild<QComboBox*>(QStringLiteral("seatLevel_%1").arg(s));
        if (!level || !choose(d, level, QStringLiteral("easy"), how))
            return false;
    }
    const GameInfo* info = findGame(c.game);
    for (const auto& [name, value] : c.opts) {
        QWidget* editor = d->findChild<QWidget*>(QStringLiteral("option_%1").arg(QString::fromStdString(name)));
        bool ok = false;
        if (auto* box = qobject_cast<QSpinBox*>(editor); box && std::holds_alternative<int>(value))
            ok = spin(d, box, std::get<int>(value), how);
        else if (auto* list = qobject_cast<QListWidget*>(editor);
                 list && std::holds_alternative<std::vector<std::string>>(value))
            ok = tick(d, list, std::get<std::vector<std::string>>(value), how);
        else if (failure_.isEmpty())
            failure_ = QStringLiteral("the rule %1 has no editor the test can use").arg(QString::fromStdString(name));
        if (!ok)
            return false;
    }
    // What the dialog will start: the game, the table and the rules chosen.
    QString error;
    const NewGameSettings chosen = d->settings(&error);
    if (chosen.game != info || chosen.humanSeat != 0) {
        failure_ = QStringLiteral("the dialog would start another game or seat: %1").arg(error);
        return false;
    }
    for (const auto& [name, value] : c.opts)
        if (!(chosen.variant.value(name) == value)) {
            failure_ = QStringLiteral("the rule %1 is not as chosen").arg(QString::fromStdString(name));
            return false;
        }
    QTest::qWait(50);
    shoot(w, QStringLiteral("0-new-game"));
    auto* deal = d->findChild<QPushButton*>(QStringLiteral("startButton"));
    if (!deal || !press(d, deal, how))
        return false;
    if (!QTest::qWaitFor([&] { return w.session() && w.session()->model()->hasGame(); }, 5000)) {
        failure_ = QStringLiteral("the session never started");
        return false;
    }
    return true;
}

void TestPlaythrough::wholeSession() {
    if (qEnvironmentVariable("STAMMTISCH_PLAY_SESSIONS") != QLatin1String("1"))
        QSKIP("whole sessions are played only with STAMMTISCH_PLAY_SESSIONS=1 (tools/screenshots/sessions.sh)");
    QFETCH(int, which);
    QFETCH(int, input);
    using Phases = std::vector<std::string>;
    // The shortest legitimate session of each game (see the head of this file).
    const std::vector<Case> cases = {
        {"dreeg", 4, {{"phases", Phases{"66"}}}, 77, {}},
        {"dreeg", 3, {{"phases", Phases{"rufen"}}}, 82, {}},
        {"schnapsen", 2, {}, 77, {}},
        {"dreierschnapsen", 3, {}, 77, {}},
        {"dreierles", 3, {{"rounds", 1}}, 77, {}},
        {"dreierles", 4, {{"rounds", 1}}, 77, {}},
        {"dappen", 6, {}, 91, {}},
        {"dappen", 7, {}, 77, {}},
        {"dappen", 8, {}, 107, {}},
    };
    const Case& c = cases[static_cast<std::size_t>(which)];
    const Input how = static_cast<Input>(input);
    QScreen* screen = QGuiApplication::primaryScreen();
    const QRect avail = screen->availableGeometry();
    shotPrefix_ = QStringLiteral("session-%1x%2-%3-%4p-%5")
                      .arg(avail.width())
                      .arg(avail.height())
                      .arg(QLatin1String(c.game))
                      .arg(c.players)
                      .arg(how == Input::Mouse ? QStringLiteral("mouse") : QStringLiteral("keyboard"));
    failure_.clear();
    met_.clear();
    defects_.clear();
    firstShot_ = false;
    QElapsedTimer clock;
    clock.start();

    MainWindow w;
    const quint64 base = qEnvironmentVariableIsSet("STAMMTISCH_PLAY_SEED")
                             ? qEnvironmentVariable("STAMMTISCH_PLAY_SEED").toULongLong()
                             : c.seed;
    w.setSeed(base + static_cast<quint64>(which));
    // As large as the screen lets it be, and kept inside it.
    w.setGeometry(avail);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.activateWindow();
    if (w.width() > avail.width() || w.height() > avail.height())
        defects_ << QStringLiteral("the main window is %1×%2, larger than the %3×%4 screen")
                        .arg(w.width())
                        .arg(w.height())
                        .arg(avail.width())
                        .arg(avail.height());
    // Game ▸ New…, the game, the table and the rules chosen in the dialog by the same input.
    if (!newGame(w, c, how)) {
        shoot(w, QStringLiteral("9-failure"));
        QFAIL(qPrintable(QStringLiteral("%1 (%2)").arg(failure_, shotPrefix_)));
    }
    TableSession* t = w.session();
    QVERIFY(t && t->model()->hasGame());
    QCOMPARE(QString::fromStdString(std::string(t->model()->game().id())), QString::fromLatin1(c.game));
    QCOMPARE(t->model()->game().seats(), c.players);
    t->flow()->setThinkMs(0);
    t->scene()->setAnimationMs(0);
    t->scene()->setTrickPauseMs(0);

    Rng rng(base * 1000 + static_cast<std::uint64_t>(which * 10));
    const bool dappen = QLatin1String(c.game) == QLatin1String("dappen");
    // A failure keeps a picture of what the player saw then.
#define SESSION_VERIFY(ok, why)                                                                                        \
    do {                                                                                                               \
        if (!(ok)) {                                                                                                   \
            shoot(w, QStringLiteral("9-failure"));                                                                     \
            QFAIL(qPrintable(QStringLiteral("%1 (%2)").arg(why, shotPrefix_)));                                        \
        }                                                                                                              \
    } while (false)
    int deal = 1;
    for (;; ++deal) {
        QVERIFY2(deal <= 80, "the session did not end in 80 deals");
        // A trick of the first deals and of the middle of the session.
        SESSION_VERIFY(playToSummary(w, how, rng, deal, deal != 1 && deal != 3 && deal != 6), failure_);
        DealSummary* summary = t->summary();
        checkOnScreen(summary);
        if (auto* text = summary->findChild<QLabel*>(QStringLiteral("summaryText")))
            checkText(QStringLiteral("the summary of deal %1").arg(deal), text->text());
        QCOMPARE(t->model()->game().dealsFinished(), deal);
        QTest::qWait(50);
        shoot(w, QStringLiteral("3-deal%1-summary").arg(deal, 2, 10, QLatin1Char('0')));
        if (dappen && deal == c.players) {
            // Dappen has no end of its own: the table stops after one round. The summary is put away
            // (Escape, or the title bar's close button, which a screen without a window manager lacks).
            if (how == Input::Keyboard)
                QTest::keyClick(summary, Qt::Key_Escape);
            else
                summary->close();
            QTRY_VERIFY(!t->summary() || !t->summary()->isVisible());
            break;
        }
        auto* next = summary->findChild<QPushButton*>(QStringLiteral("nextDealButton"));
        if (!next)
            next = summary->findChild<QPushButton*>(QStringLiteral("sessionSummaryButton"));
        QVERIFY(next);
        SESSION_VERIFY(press(summary, next, how), failure_);
        QTRY_VERIFY(!t->summary() || !t->summary()->isVisible());
        if (t->model()->game().sessionOver())
            break;
        QVERIFY2(next->objectName() == QLatin1String("nextDealButton"), "a session summary button before the end");
    }
    if (dappen) {
        // Game ▸ Score sheet: through the menu by mouse, by its shortcut from the keyboard.
        auto* act = w.findChild<QAction*>(QStringLiteral("actionScoreSheet"));
        QVERIFY(act);
        QTRY_VERIFY(act->isEnabled());
        if (how == Input::Mouse) {
            QMenu* menu = nullptr;
            for (QAction* top : w.menuBar()->actions())
                if (top->menu() && top->menu()->actions().contains(act))
                    menu = top->menu();
            QVERIFY(menu);
            QTest::mouseClick(w.menuBar(), Qt::LeftButton, {},
                              w.menuBar()->actionGeometry(menu->menuAction()).center());
            QTRY_VERIFY(menu->isVisible());
            QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(act).center());
        } else {
            // (The window takes the keyboard back when the summary closes, as a window manager gives it back.)
            w.activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&w));
            QWidget* focus = QApplication::focusWidget();
            QTest::keyClick(focus ? focus : &w, Qt::Key_P, Qt::ControlModifier);
        }
    }
    SessionSummary* session = nullptr;
    SESSION_VERIFY(QTest::qWaitFor(
                       [&] {
                           session = w.findChild<SessionSummary*>();
                           return session && session->isVisible();
                       },
                       5000),
                   QStringLiteral("the session summary never came up"));
    checkOnScreen(session);
    if (auto* text = session->findChild<QLabel*>(QStringLiteral("resultText")))
        checkText(QStringLiteral("the session summary"), text->text());
    QTest::qWait(50);
    shoot(w, QStringLiteral("4-session-summary"));
    if (auto* area = session->findChild<QScrollArea*>(QStringLiteral("scoreSheet"))) {
        area->verticalScrollBar()->setValue(area->verticalScrollBar()->maximum());
        QTest::qWait(50);
        shoot(w, QStringLiteral("5-session-summary-end"));
    }
    if (auto* pages = session->findChild<QLabel*>(QStringLiteral("sheetPages"));
        pages && !st::test::shotsFolder().isEmpty()) {
        pages->pixmap().save(st::test::shotsFolder() + QStringLiteral("/%1-6-score-sheet.png").arg(shotPrefix_));
        QVERIFY(t->model()->saveCopy(st::test::shotsFolder() + QStringLiteral("/%1.json").arg(shotPrefix_)).isEmpty());
        // What the table says of the session, to set beside 'stammtisch-cli replay' of the record.
        QFile said(st::test::shotsFolder() + QStringLiteral("/%1-result.txt").arg(shotPrefix_));
        QVERIFY(said.open(QIODevice::WriteOnly | QIODevice::Text));
        QTextDocument doc;
        doc.setHtml(SessionSummary::resultHtml(*t->model()));
        said.write(doc.toPlainText().toUtf8());
    }
    // Back to the table by the same input.
    auto* close = session->findChild<QPushButton*>(QStringLiteral("closeButton"));
    QVERIFY(close);
    SESSION_VERIFY(press(session, close, how), failure_);
    QTRY_VERIFY(!w.findChild<SessionSummary*>() || !w.findChild<SessionSummary*>()->isVisible());
    QStringList met(met_.begin(), met_.end());
    met.sort();
    qInfo("%s: %d deals in %.1f s; met: %s", qPrintable(shotPrefix_), deal,
          static_cast<double>(clock.elapsed()) / 1000.0, qPrintable(met.join(QStringLiteral(", "))));
#undef SESSION_VERIFY
    defects_.removeDuplicates();
    for (const QString& d : std::as_const(defects_))
        qWarning("%s: %s", qPrintable(shotPrefix_), qPrintable(d));
}

int main(int argc, char** argv) {
    QTemporaryDir home;
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral("data"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));
    qputenv("XDG_CACHE_HOME", QFile::encodeName(home.filePath(QStringLiteral("cache"))));
    QApplication app(argc, argv);
    app.setApplicationName(QStringLiteral("stammtisch-test-playthrough"));
    QCoreApplication::setOrganizationName(QStringLiteral("StammtischTest"));
    // As the game starts: English with its plurals ("1 trick", "3 tricks").
    // (STAMMTISCH_PLAY_LANG=de: German, as a player there sees it.)
    const QString language = qEnvironmentVariable("STAMMTISCH_PLAY_LANG");
    st::text::installLanguage(app, language.isEmpty() ? QStringLiteral("en") : language);
    TestPlaythrough test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_playthrough.moc"
