// Every guided lesson played through the real window as its script says:
// started from Help ▸ Learn to play, the intro shown, then at each of the
// learner's moves the coach's words checked, the expected card or choice marked
// (green), a wrong move tried and refused with the lesson's reason (or the
// rule's, for an illegal card) while the decision stays due, and the expected
// move made with the mouse; every comment of the script shown; at the end the
// lesson is marked done and the practice deal starts against Easy opponents.
// At each comment on another seat's move the table waits: the move is on the
// table, and the note stays, nothing moves on, until Continue (or Space).
#include "access/accessprefs.h"
#include "dialogs/discarddialog.h"
#include "dialogs/settingsdialog.h"
#include "dialogs/welcomewidget.h"
#include "flow/flowcontroller.h"
#include "flow/humanseat.h"
#include "flow/tablesession.h"
#include "learn/lessoncoach.h"
#include "learn/lessonlibrary.h"
#include "learn/lessonsdialog.h"
#include "mainwindow.h"
#include "record.h"
#include "registry.h"
#include "shots.h"
#include "sound/soundcues.h"
#include "table/actionbar.h"
#include "table/carditem.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "text/language.h"

#include <nlohmann/json.hpp>

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QTreeWidget>
#include <QWindow>
#include <QtTest>

using namespace st;
using namespace st::ui;
using st::test::shoot;

namespace {

QAbstractButton* findButton(MainWindow& w, const QString& name) {
    QList<QAbstractButton*> all = w.session()->view()->findChildren<QAbstractButton*>(name);
    if (QDialog* d = w.session()->human()->openDialog())
        all << d->findChildren<QAbstractButton*>(name);
    for (QAbstractButton* b : all)
        if (b->isVisible() && b->isEnabled())
            return b;
    return nullptr;
}

std::size_t actionsSoFar(MainWindow& w) {
    const auto& deals = w.session()->model()->record().deals;
    return deals.empty() ? 0 : deals.back().actions.size();
}

/// Lets the event loop run until nothing is left to do: the computer players' threads are done
/// and every timer and event due has been handled (the computers would have moved on by then).
void settle() {
    for (int i = 0; i < 25; ++i) {
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents(QEventLoop::AllEvents);
    }
}

/// A card face up on the table (not in the learner's hand), where it was played.
bool onTable(TableSession* t, Card c) {
    if (t->scene()->handCard(c))
        return false;
    for (QGraphicsItem* item : t->scene()->items())
        if (auto* card = dynamic_cast<CardItem*>(item); card && card->card() == c && card->isVisible())
            return true;
    return false;
}

/// Lets the screen show the window as it is now before a picture is taken (only when pictures are kept).
void beforeShot() {
    if (!st::test::shotsFolder().isEmpty())
        QTest::qWait(150);
}

/// A real click (through the window system, so that a modal window in the way swallows it).
void windowClick(QWidget* w) {
    QWindow* window = w->window()->windowHandle();
    QTest::mouseClick(window, Qt::LeftButton, {}, w->mapTo(w->window(), w->rect().center()));
}

} // namespace

class TestLessons : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void everyLessonChecks();
    void wordsFitTheMove();
    void learnerSitsUnderTheirOwnName();
    void lessonsListStartsALesson();
    void everyLessonThroughTheWindow_data();
    void everyLessonThroughTheWindow();

  private:
    bool perform(MainWindow& w, const Action& a);
    QString failure_;
};

void TestLessons::initTestCase() {
    Preferences p = Preferences::load();
    p.animation = QStringLiteral("off");
    p.thinkMs = 0;
    QVERIFY(p.save().isEmpty());
}

void TestLessons::everyLessonChecks() {
    // Every file built in reads and replays: none is left out of the list.
    const LessonLibrary& lib = LessonLibrary::instance();
    QVERIFY2(lib.errors().isEmpty(), qPrintable(lib.errors().join(QLatin1Char('\n'))));
    QVERIFY(!lib.lessons().empty());
    // A lesson whose deal the engine refuses is named with the action's place.
    QTemporaryDir dir;
    QFile in(QStringLiteral(":/tutorials/%1.json").arg(QString::fromStdString(lib.lessons().front()->id)));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray text = in.readAll();
    auto j = nlohmann::json::parse(text.constData(), text.constData() + text.size());
    auto& actions = j["record"]["deals"][0]["actions"];
    std::swap(actions[0], actions[1]); // the wrong seat first
    QFile out(dir.filePath(QStringLiteral("broken.json")));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QByteArray::fromStdString(j.dump()));
    out.close();
    const LessonLibrary broken(dir.path());
    QCOMPARE(broken.lessons().size(), std::size_t{0});
    QCOMPARE(broken.errors().size(), 1);
    QVERIFY2(broken.errors().front().contains(QStringLiteral("actions[0]")), qPrintable(broken.errors().front()));
    // The cut step's note belongs to a learner who cuts or knocks before the deal, and such a
    // learner needs it.
    int cutting = 0;
    for (const auto& l : lib.lessons()) {
        QFile f(QStringLiteral(":/tutorials/%1.json").arg(QString::fromStdString(l->id)));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray t = f.readAll();
        auto lj = nlohmann::json::parse(t.constData(), t.constData() + t.size());
        if (l->cut) {
            ++cutting;
            lj.erase("cut");
        } else {
            lj["cut"] = {{"say", {{"en", "Knock."}, {"de", "Klopf."}}}};
        }
        auto e = parseLesson(lj.dump());
        QVERIFY2(std::holds_alternative<RecordError>(e), l->id.c_str());
        QCOMPARE(QString::fromStdString(std::get<RecordError>(e).where), QStringLiteral("cut"));
    }
    QVERIFY(cutting > 0);
}

// The coach's words fit the move they are said at: a card that is not a trump is no "sure trick"
// while a trump can still take it, and a card that follows suit is given ("zugeben"), not thrown
// away ("abwerfen"). Checked at every card of every lesson, the trick and trumps as the engine has
// them then.
void TestLessons::wordsFitTheMove() {
    static const QRegularExpression sure(QStringLiteral("sure trick|sicherer Stich"),
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression thrown(QStringLiteral("\\bwirf\\b.*\\bab\\b|abwerfen|\\bdiscard|throw away"),
                                           QRegularExpression::CaseInsensitiveOption);
    int cards = 0;
    for (const auto& l : LessonLibrary::instance().lessons()) {
        std::unique_ptr<Game> g = newGame(l->record);
        QVERIFY(g);
        QVERIFY(g->startDeal(l->deal().setup).empty());
        const Pack& pack = g->pack();
        for (std::size_t k = 0; k < l->deal().actions.size(); ++k) {
            const Action& a = l->deal().actions[k];
            const SeatView v = g->view(a.seat);
            const LessonNote* note = l->noteAt(k);
            if (note && a.act == Act::Play && pack.kind() != PackKind::Cego54) {
                ++cards;
                const QString words =
                    QString::fromStdString(note->say.en + " " + note->say.de + " " + note->why.en + " " + note->why.de);
                const QByteArray where = QByteArray::fromStdString(l->id + " at " + std::to_string(k));
                if (v.trump >= 0 && pack.suit(a.card) != v.trump)
                    QVERIFY2(!sure.match(words).hasMatch(), where.constData());
                const bool follows = !v.trick.empty() && pack.suit(v.trick.front().second) == pack.suit(a.card);
                if (follows)
                    QVERIFY2(!thrown.match(words).hasMatch(), where.constData());
            }
            g->apply(a);
        }
    }
    QVERIFY(cards > 50);
}

// The learner's seat is named as the learner is (or "Du" in German), never by the lesson file's
// English "You".
void TestLessons::learnerSitsUnderTheirOwnName() {
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("de")));
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.startLesson(QStringLiteral("dreeg-66")).isEmpty());
        QTest::mouseClick(w.coach()->panel()->primary(), Qt::LeftButton);
        QTRY_VERIFY(w.session()->model()->hasGame());
        const int learner = LessonLibrary::instance().find(QStringLiteral("dreeg-66"))->learner;
        QCOMPARE(w.session()->model()->name(learner), QStringLiteral("Du"));
    }
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
}

void TestLessons::lessonsListStartsALesson() {
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.findChild<QAction*>(QStringLiteral("actionLearn")));
    // From the welcome screen, as a newcomer starts.
    auto* learn = w.welcome()->findChild<QPushButton*>(QStringLiteral("learnButton"));
    QVERIFY(learn && learn->isVisible());
    shoot(&w, QStringLiteral("welcome-learn"), true);
    QTest::mouseClick(learn, Qt::LeftButton);
    LessonsDialog* d = nullptr;
    QTRY_VERIFY((d = w.findChild<LessonsDialog*>()) && d->isVisible());
    // Every lesson listed under its game; the first not yet done is chosen.
    int listed = 0;
    for (int g = 0; g < d->tree()->topLevelItemCount(); ++g)
        listed += d->tree()->topLevelItem(g)->childCount();
    QCOMPARE(listed, static_cast<int>(LessonLibrary::instance().lessons().size()));
    QVERIFY(!d->chosen().isEmpty());
    // Each game's path: its lessons numbered in order, how many are done, the next one marked.
    const LessonLibrary& library = LessonLibrary::instance();
    const auto checkPaths = [&](LessonsDialog* list) {
        for (int g = 0; g < list->tree()->topLevelItemCount(); ++g) {
            QTreeWidgetItem* group = list->tree()->topLevelItem(g);
            const QString first = group->child(0)->data(0, Qt::UserRole).toString();
            const auto path = library.path(library.find(first)->game);
            QCOMPARE(group->childCount(), static_cast<int>(path.size()));
            const int done = library.doneOnPath(path.front()->game);
            QCOMPARE(group->text(1), QStringLiteral("%1 of %2").arg(done).arg(path.size()));
            bool nextSeen = false;
            for (int i = 0; i < group->childCount(); ++i) {
                QTreeWidgetItem* item = group->child(i);
                QCOMPARE(item->data(0, Qt::UserRole).toString(), QString::fromStdString(path[i]->id));
                QCOMPARE(item->text(0), QStringLiteral("%1. %2").arg(i + 1).arg(LessonLibrary::text(path[i]->title)));
                const bool isDone = LessonLibrary::done(QString::fromStdString(path[i]->id));
                QCOMPARE(item->text(1), isDone      ? QStringLiteral("\u2714")
                                        : !nextSeen ? QStringLiteral("next")
                                                    : QString());
                nextSeen = nextSeen || !isDone;
            }
        }
    };
    checkPaths(d);
    shoot(d, QStringLiteral("lessons-list"), true);
    {
        // Done is kept in the settings: the list shows it the next time, the path's next moves on.
        const QString firstDreierles = QString::fromStdString(library.path(findGame("dreierles")).front()->id);
        LessonLibrary::setDone(firstDreierles);
        QVERIFY(QSettings().value(QStringLiteral("lessons/%1/done").arg(firstDreierles)).toBool());
        LessonsDialog again(&w);
        checkPaths(&again);
        again.resize(640, 620);
        shoot(&again, QStringLiteral("lessons-list-path"));
        LessonLibrary::setDone(firstDreierles, false);
    }
    const QString id = d->chosen();
    QTest::mouseClick(d->findChild<QPushButton*>(QStringLiteral("lessonStart")), Qt::LeftButton);
    QTRY_VERIFY(w.coach());
    QCOMPARE(QString::fromStdString(w.coach()->lesson().id), id);
    QVERIFY(w.coach()->panel()->isVisible());
    QCOMPARE(w.coach()->panel()->title()->text(), LessonLibrary::text(w.coach()->lesson().title));
    // Leaving the lesson goes back to the welcome screen.
    QTest::mouseClick(w.coach()->panel()->leave(), Qt::LeftButton);
    QTRY_VERIFY(!w.coach());
}

void TestLessons::everyLessonThroughTheWindow_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("access");
    QSet<QString> games;
    for (const auto& l : LessonLibrary::instance().lessons()) {
        const QString id = QString::fromStdString(l->id);
        QTest::newRow(l->id.c_str()) << id << false;
        // The first lesson of each game once more with every access mode on (issue 36): sound,
        // high contrast, suit marks, large cards.
        if (const QString game = id.section(QLatin1Char('-'), 0, 0); !games.contains(game)) {
            games.insert(game);
            QTest::newRow(qPrintable(id + QStringLiteral(" (access modes)"))) << id << true;
        }
    }
}

bool TestLessons::perform(MainWindow& w, const Action& a) {
    TableSession* t = w.session();
    if (a.act == Act::Play) {
        CardItem* item = t->scene()->handCard(a.card);
        if (!item) {
            failure_ = QStringLiteral("the card to play is not in the hand");
            return false;
        }
        // Near the card's left edge: a large card of a full Cego hand shows a strip of less than a
        // fifth of its width.
        const QPointF at = item->mapToScene(QPointF(item->size().width() * 0.08, item->size().height() * 0.5));
        QTest::mouseClick(t->view()->viewport(), Qt::LeftButton, {}, t->view()->viewportPoint(at));
        return true;
    }
    const QStringList names = t->human()->widgetsFor(a);
    bool clicked = false;
    for (const QString& name : names) {
        QAbstractButton* b = nullptr;
        for (int i = 0; i < 200 && !(b = findButton(w, name)); ++i)
            QTest::qWait(2);
        if (!b)
            continue; // e.g. the bar's twin of a dialog's button
        QTest::mouseClick(b, Qt::LeftButton);
        clicked = true;
    }
    if (!clicked)
        failure_ = QStringLiteral("no widget makes the decision (%1)").arg(names.join(u','));
    return clicked;
}

void TestLessons::everyLessonThroughTheWindow() {
    QFETCH(QString, id);
    QFETCH(bool, access);
    struct Silent : sound::SoundPlayer {
        void play(sound::Cue, double) override {}
    };
    const QByteArray shots = qgetenv("STAMMTISCH_SHOTS");
    const auto restore = qScopeGuard([&] {
        access::AccessPrefs{}.save();
        access::AccessPrefs::set({});
        sound::setPlayer(nullptr);
        qputenv("STAMMTISCH_SHOTS", shots);
    });
    if (access) {
        access::AccessPrefs all;
        all.sound = all.highContrast = all.suitMarks = all.largeCards = true;
        all.save(); // the main window puts the stored preferences into force
        sound::setPlayer(std::make_unique<Silent>());
        qputenv("STAMMTISCH_SHOTS", QByteArray()); // the lessons' pictures stay those of the usual look
    }
    const auto lesson = LessonLibrary::instance().find(id);
    QVERIFY(lesson);
    LessonLibrary::setDone(id, false);
    MainWindow w;
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.startLesson(id).isEmpty());
    if (access) { // the modes are in force at the lesson's table: its black high-contrast table
        QCOMPARE(access::AccessPrefs::current(), access::AccessPrefs::load());
        QVERIFY(access::AccessPrefs::current().largeCards && access::AccessPrefs::current().suitMarks);
        const QImage table = w.session()->view()->grab().toImage();
        QCOMPARE(table.pixelColor(3, table.height() / 2), QColor(Qt::black));
    }
    LessonCoach* coach = w.coach();
    QVERIFY(coach);
    CoachPanel* panel = coach->panel();
    QVERIFY(panel->isVisible());
    QCOMPARE(panel->text()->text(), LessonLibrary::text(lesson->intro));
    shoot(&w, QStringLiteral("lesson-%1-intro").arg(id), true);
    QTest::mouseClick(panel->primary(), Qt::LeftButton);
    QCOMPARE(coach->stage(), LessonCoach::Stage::Playing);
    TableSession* t = w.session();
    if (lesson->cut) {
        // Before the deal the learner cuts or knocks: the coach says which, marks it, refuses the
        // other with the lesson's reason (nothing is dealt), and the lesson's cards come after it.
        const bool knock = lesson->deal().setup.knocked;
        const QString right = knock ? QStringLiteral("cut_knock") : QStringLiteral("cut_cut");
        const QString wrong = knock ? QStringLiteral("cut_cut") : QStringLiteral("cut_knock");
        QAbstractButton* b = nullptr;
        QTRY_VERIFY((b = findButton(w, right)));
        QCOMPARE(panel->title()->text(), QStringLiteral("Your move"));
        QCOMPARE(panel->text()->text(), LessonLibrary::text(lesson->cut->say));
        QVERIFY2(b->property("coached").toBool(), "the expected cut or knock is not marked");
        QVERIFY(!findButton(w, wrong)->property("coached").toBool());
        QVERIFY(t->model()->record().deals.empty());
        shoot(&w, QStringLiteral("lesson-%1-cut").arg(id), true);
        QTest::mouseClick(findButton(w, wrong), Qt::LeftButton);
        QTRY_VERIFY(panel->refusal()->isVisible());
        QCOMPARE(panel->refusal()->text(), LessonLibrary::text(lesson->cut->why));
        QVERIFY(t->model()->record().deals.empty());
        QVERIFY(findButton(w, right));
        QTest::mouseClick(findButton(w, right), Qt::LeftButton);
        QTRY_COMPARE(t->model()->record().deals.size(), std::size_t{1});
        const DealSetup& dealt = t->model()->record().deals.front().setup;
        QCOMPARE(dealt.dealer, lesson->deal().setup.dealer);
        QCOMPARE(dealt.knocked, knock);
        QVERIFY(dealt.hands == lesson->deal().setup.hands);
        QVERIFY(dealt.stock == lesson->deal().setup.stock);
        QVERIFY(!panel->refusal()->isVisible());
    }
    const Pack& pack = t->model()->game().pack();
    int learnerMoves = 0, refusals = 0, comments = 0, legalDiscardsRefused = 0;
    bool replayed = false;
    QSignalSpy presented(t->human(), &HumanSeat::presented);
    for (int guard = 0; guard < 4000 && coach->stage() == LessonCoach::Stage::Playing; ++guard) {
        QTest::qWait(2);
        if (coach->waiting()) {
            // A comment on another seat's move: that move is made (its card on the table), and the
            // note stays while the event loop runs; nothing moves on until the learner continues.
            const std::size_t k = actionsSoFar(w);
            QVERIFY(k > 0);
            const Action& made = t->model()->record().deals.front().actions[k - 1];
            const LessonNote* note = lesson->noteAt(k - 1);
            QVERIFY2(note && made.seat != lesson->learner, "the table waits without a comment");
            const QString say = LessonLibrary::text(note->say);
            QCOMPARE(panel->text()->text(), say);
            QVERIFY(panel->primary()->isVisible());
            QCOMPARE(panel->primary()->text(), QStringLiteral("Continue"));
            if (made.act == Act::Play)
                QVERIFY2(onTable(t, made.card), qPrintable(QStringLiteral("%1: the card of move %2 is not on the table "
                                                                          "while the coach comments on it")
                                                               .arg(id)
                                                               .arg(k - 1)));
            if (comments == 0) {
                beforeShot();
                shoot(&w, QStringLiteral("lesson-%1-comment").arg(id), true);
            }
            settle();
            QVERIFY2(coach->waiting() && actionsSoFar(w) == k,
                     qPrintable(QStringLiteral("%1: play went on from move %2 before Continue").arg(id).arg(k - 1)));
            QCOMPARE(panel->text()->text(), say);
            QVERIFY(panel->primary()->isVisible());
            if (made.act == Act::Play)
                QVERIFY2(onTable(t, made.card), "the card commented on left the table before Continue");
            QVERIFY2(!t->summary(), "the deal's summary came before the last comment was read");
            ++comments;
            // Continue: the button, or Space.
            if (comments % 2)
                QTest::mouseClick(panel->primary(), Qt::LeftButton);
            else
                QTest::keyClick(panel->primary(), Qt::Key_Space);
            QVERIFY(!coach->waiting());
            continue;
        }
        const std::optional<Action> want = coach->expected();
        if (!want || presented.isEmpty())
            continue; // not the learner's turn, or the decision not yet shown
        const std::size_t k = actionsSoFar(w);
        // Wait for the decision to be shown (the hand's cards lifted, a dialog, the bar's buttons).
        if (want->act == Act::Play) {
            CardItem* item = t->scene()->handCard(want->card);
            if (!item || !item->lifted())
                continue;
        } else {
            bool shown = false;
            for (const QString& n : t->human()->widgetsFor(*want))
                shown = shown || findButton(w, n);
            if (!shown)
                continue;
        }
        // The coach's words: the note's, or the move named.
        const LessonNote* note = lesson->noteAt(k);
        if (note)
            QCOMPARE(panel->text()->text(), LessonLibrary::text(note->say));
        else
            QVERIFY(!panel->text()->text().isEmpty());
        QCOMPARE(panel->title()->text(), QStringLiteral("Your move"));
        // The expected move is marked.
        if (want->act == Act::Play) {
            QVERIFY2(t->scene()->handCard(want->card)->coached(), "the expected card is not marked");
            for (Card c : t->scene()->handOrder())
                if (c != want->card)
                    QVERIFY(!t->scene()->handCard(c)->coached());
        } else {
            bool marked = false;
            for (const QString& n : t->human()->widgetsFor(*want))
                if (QAbstractButton* b = findButton(w, n))
                    marked = marked || b->property("coached").toBool();
            QVERIFY2(marked, "the expected choice is not marked");
        }
        if (learnerMoves == 0)
            shoot(&w, QStringLiteral("lesson-%1-first-step").arg(id), true);
        // "Show again": the note before this one comes back (the last trick beside it), until Continue.
        if (!replayed && comments > 0 && panel->replay()->isEnabled()) {
            replayed = true;
            const QString now = panel->text()->text();
            QTest::mouseClick(panel->replay(), Qt::LeftButton);
            QVERIFY(coach->replaying());
            QVERIFY(panel->text()->text() != now);
            QVERIFY(coach->said().contains(panel->text()->text()));
            QVERIFY(panel->primary()->isVisible());
            if (!t->model()->view(lesson->learner).lastTrick.empty()) {
                QVERIFY(coach->lastTrick() && coach->lastTrick()->isVisible());
                QCOMPARE(coach->lastTrick()->windowModality(), Qt::NonModal);
            }
            beforeShot();
            shoot(&w, QStringLiteral("lesson-%1-show-again").arg(id), true);
            settle();
            QCOMPARE(actionsSoFar(w), k);
            QTest::mouseClick(panel->primary(), Qt::LeftButton);
            QVERIFY(!coach->replaying());
            QCOMPARE(panel->text()->text(), now);
            QTRY_VERIFY(!coach->lastTrick());
        }
        // A wrong move is refused, with the lesson's reason; the decision stays due.
        if (want->act == Act::Play) {
            Card other = kNoCard, illegal = kNoCard;
            for (Card c : t->scene()->handOrder()) {
                CardItem* item = t->scene()->handCard(c);
                if (c != want->card && item->lifted() && other == kNoCard)
                    other = c;
                if (!item->lifted() && illegal == kNoCard)
                    illegal = c;
            }
            if (other != kNoCard) {
                QVERIFY(perform(w, Action::play(lesson->learner, other)));
                QTRY_VERIFY(panel->refusal()->isVisible());
                // The lesson's move named first, then the lesson's reason for it.
                QVERIFY2(panel->refusal()->text().startsWith(QStringLiteral("In this lesson: ")),
                         qPrintable(panel->refusal()->text()));
                if (note && !note->why.en.empty())
                    QVERIFY(panel->refusal()->text().endsWith(LessonLibrary::text(note->why)));
                QCOMPARE(actionsSoFar(w), k);
                ++refusals;
            } else if (illegal != kNoCard) {
                QVERIFY(perform(w, Action::play(lesson->learner, illegal)));
                QTRY_VERIFY(panel->refusal()->isVisible());
                QVERIFY2(panel->refusal()->text().startsWith(QStringLiteral("Not allowed: ")),
                         qPrintable(panel->refusal()->text()));
                QCOMPARE(actionsSoFar(w), k);
                ++refusals;
            }
        } else if (auto* dd = qobject_cast<DiscardDialog*>(t->human()->openDialog()); dd && want->act == Act::Discard) {
            // Another discard the rules allow: the coach names the lesson's and says why, and never
            // calls the rules' limits on what may be laid away (the cards laid away broke none).
            std::vector<Card> hand;
            for (Card c : cardsOf(t->model()->view(lesson->learner).hand))
                hand.push_back(c);
            std::optional<Action> other;
            for (std::size_t i = 0; i < hand.size() && !other && want->cards.size() == 2; ++i)
                for (std::size_t j = i + 1; j < hand.size() && !other; ++j) {
                    Action a = *want;
                    a.cards = {hand[i], hand[j]};
                    if (!t->model()->check(a) && !sameDecision(a, *want))
                        other = a;
                }
            if (other) {
                emit dd->chosen(*other);
                QTRY_VERIFY(panel->refusal()->isVisible());
                QVERIFY2(panel->refusal()->text().startsWith(QStringLiteral("In this lesson: ")),
                         qPrintable(panel->refusal()->text()));
                QCOMPARE(actionsSoFar(w), k);
                ++refusals;
                ++legalDiscardsRefused;
            }
        } else if (QDialog* d = t->human()->openDialog(); d && (want->act == Act::Bid || want->act == Act::Pass)) {
            const QStringList mine = t->human()->widgetsFor(*want);
            for (QAbstractButton* b : d->findChildren<QAbstractButton*>())
                if (b->isVisible() && b->isEnabled() && b->objectName().startsWith(QLatin1String("bid_")) &&
                    !mine.contains(b->objectName())) {
                    QTest::mouseClick(b, Qt::LeftButton);
                    QTRY_VERIFY(panel->refusal()->isVisible());
                    QCOMPARE(actionsSoFar(w), k);
                    ++refusals;
                    break;
                }
            QTest::qWait(5);
        }
        // The expected move, by mouse.
        presented.clear();
        QVERIFY2(perform(w, *want), qPrintable(failure_));
        QTRY_VERIFY2(actionsSoFar(w) > k || coach->stage() != LessonCoach::Stage::Playing,
                     qPrintable(QStringLiteral("%1: move %2 (%3) was not taken")
                                    .arg(id)
                                    .arg(k)
                                    .arg(QString::fromStdString(actionToJson(*want, pack).dump()))));
        ++learnerMoves;
    }
    QCOMPARE(coach->stage(), LessonCoach::Stage::Done);
    QVERIFY(learnerMoves > 0);
    QVERIFY2(refusals > 0, "no wrong move could be tried");
    if (id == QLatin1String("dreierles-bidding"))
        QCOMPARE(legalDiscardsRefused, 1); // its two-card discard was tried otherwise
    // Every comment on another seat's move was waited on.
    int commented = 0;
    for (const LessonNote& n : lesson->notes)
        commented += lesson->deal().actions[n.at].seat != lesson->learner ? 1 : 0;
    QCOMPARE(comments, commented);
    // The deal went exactly as scripted, and every comment was shown.
    const auto& played = t->model()->record().deals.front().actions;
    QCOMPARE(played.size(), lesson->deal().actions.size());
    for (std::size_t i = 0; i < played.size(); ++i)
        QVERIFY(sameDecision(played[i], lesson->deal().actions[i]));
    for (const LessonNote& n : lesson->notes)
        QVERIFY2(coach->said().contains(LessonLibrary::text(n.say)), n.say.en.c_str());
    QVERIFY(LessonLibrary::done(id));
    QVERIFY(panel->text()->text().startsWith(LessonLibrary::text(lesson->outro)));
    // The end leads on: the next lesson of the game's path, or at its end what the learner can do.
    const LessonLibrary& library = LessonLibrary::instance();
    const auto next = library.next(*lesson);
    QCOMPARE(coach->nextLesson(), next);
    if (next) {
        QVERIFY(panel->next()->isVisible());
        QVERIFY(panel->text()->text().contains(LessonLibrary::text(next->title)));
    } else {
        QVERIFY(!panel->next()->isVisible());
        QCOMPARE(library.doneOnPath(lesson->game), static_cast<int>(library.path(lesson->game).size()));
        QVERIFY(!LessonLibrary::canDo(lesson->game).isEmpty());
        QVERIFY(panel->text()->text().endsWith(LessonLibrary::canDo(lesson->game)));
    }
    // The deal's summary is shown beside the lesson's end, not over it: the panel stays usable.
    QTRY_VERIFY(t->summary() && t->summary()->isVisible());
    QCOMPARE(t->summary()->windowModality(), Qt::NonModal);
    const QRect panelRect(panel->mapToGlobal(QPoint(0, 0)), panel->size());
    QVERIFY2(!t->summary()->frameGeometry().intersects(panelRect), "the deal's summary covers the coach");
    beforeShot();
    shoot(&w, QStringLiteral("lesson-%1-done").arg(id), true);
    if (next && library.path(lesson->game).front()->id == lesson->id) {
        // The first lesson of a path: "Next lesson" starts the next one.
        windowClick(panel->next());
        QTRY_VERIFY(w.coach() && w.coach() != coach);
        QCOMPARE(w.coach()->lesson().id, next->id);
        QCOMPARE(w.coach()->stage(), LessonCoach::Stage::Intro);
        return;
    }
    if (next) {
        // "More lessons …": the list, with the path's next lesson chosen (not merely the first
        // lesson not done, here one of another game).
        const QString first = QString::fromStdString(library.lessons().front()->id);
        const bool firstDone = LessonLibrary::done(first);
        LessonLibrary::setDone(first, false);
        windowClick(panel->secondary());
        LessonsDialog* list = nullptr;
        QTRY_VERIFY((list = w.findChild<LessonsDialog*>()) && list->isVisible());
        QCOMPARE(list->chosen(), QString::fromStdString(next->id));
        list->reject();
        QTRY_VERIFY(!w.findChild<LessonsDialog*>());
        LessonLibrary::setDone(first, firstDone);
    }
    // The practice deal: the lesson's game against Easy opponents.
    windowClick(panel->primary());
    QTRY_VERIFY(!w.coach());
    QCOMPARE(w.session()->model()->game().id(), lesson->game->id);
    const auto& playedBy = w.session()->model()->record().playedBy;
    for (std::size_t s = 0; s < playedBy.size(); ++s)
        QCOMPARE(QString::fromStdString(playedBy[s]),
                 static_cast<int>(s) == lesson->learner ? QStringLiteral("human") : QStringLiteral("easy"));
}

int main(int argc, char** argv) {
    QTemporaryDir home;
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral("data"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));
    QApplication app(argc, argv);
    app.setApplicationName(QStringLiteral("stammtisch-test-lessons"));
    QCoreApplication::setOrganizationName(QStringLiteral("StammtischTest"));
    st::text::installLanguage(app, QStringLiteral("en"));
    TestLessons test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_lessons.moc"
