// The table's flow with the real computer players (core/ai) behind the GUI:
// the human may sit at any seat and the record says who plays which seat;
// undo takes back the human's last decision and nothing else; the hint is the
// expert's decision from the human's own view; in Dreierschnapsen the
// human as middlehand cuts or knocks before the deal; a computer's thinking
// can be cancelled.
#include "ai.h"
#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "flow/flowcontroller.h"
#include "flow/humanseat.h"
#include "flow/player.h"
#include "flow/seat.h"
#include "flow/tablesession.h"
#include "record.h"
#include "registry.h"
#include "table/actionbar.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "tablefixture.h"

#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <QtTest>

#include <atomic>
#include <optional>
#include <thread>

using namespace st;
using namespace st::ui;

class TestFlow : public QObject {
    Q_OBJECT

  private slots:
    void init();
    void humanAtAnotherSeatIsRecorded();
    void undoTakesBackOnlyTheHumansDecision();
    void hintIsTheExpertsDecision();
    void middlehandCutsOrKnocks();
    void computerThinkingCanBeCancelled();
    void drawingIsAStepOfItsOwn();
    void raeuberKnocksInTheRulesOrder();
    void aSeatOfAnyKindAnswersLater();

  private:
    using Table = st::test::OffscreenTable;
    Table open(quint64 seed);
    bool start(Table& t, const char* game, int players, int humanSeat, const QString& level = QStringLiteral("easy"));
    /// Waits until the human must decide (a seat to act), at most a few seconds.
    bool waitForHuman(Table& t);
    QString autosave() const { return dir_->filePath(QStringLiteral("autosave.json")); }

    std::unique_ptr<QTemporaryDir> dir_;
};

void TestFlow::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
}

TestFlow::Table TestFlow::open(quint64 seed) {
    return st::test::openTable(autosave(), seed);
}

bool TestFlow::start(Table& t, const char* game, int players, int humanSeat, const QString& level) {
    const GameInfo* info = findGame(game);
    NewGameSettings s;
    s.game = info;
    s.variant = Variant(info->options);
    if (std::string(game) == "dreeg" && !s.variant.set("phases", std::vector<std::string>{"66"}).empty())
        return false;
    for (int i = 0; i < players; ++i) {
        s.names << (i == humanSeat ? QStringLiteral("Anna") : QStringLiteral("Comp%1").arg(i));
        s.levels << (i == humanSeat ? QString() : level);
    }
    s.humanSeat = humanSeat;
    return t.session->start(s).isEmpty();
}

bool TestFlow::waitForHuman(Table& t) {
    for (int i = 0; i < 3000; ++i) {
        const Game& g = t.session->model()->game();
        if (g.inDeal() && g.toAct() == t.session->human()->seat() && !t.session->flow()->busy())
            return true;
        QTest::qWait(2);
    }
    return false;
}

void TestFlow::humanAtAnotherSeatIsRecorded() {
    Table t = open(3);
    QVERIFY(start(t, "dreierles", 3, 2, QStringLiteral("normal")));
    QCOMPARE(t.session->human()->seat(), 2);
    QCOMPARE(t.session->scene()->humanSeat(), 2);
    const Record& r = t.session->model()->record();
    QCOMPARE(r.playedBy, (std::vector<std::string>{"normal", "normal", "human"}));
    QVERIFY(waitForHuman(t));
    // The autosave carries who plays which seat, and Continue seats the human there again.
    QFile f(autosave());
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains("\"played_by\""));
    Table u = open(4);
    QVERIFY(u.session->resume(autosave()).isEmpty());
    QCOMPARE(u.session->human()->seat(), 2);
    QCOMPARE(u.session->model()->record().playedBy, r.playedBy);
}

void TestFlow::undoTakesBackOnlyTheHumansDecision() {
    Table t = open(21);
    QVERIFY(start(t, "schnapsen", 2, 0));
    QVERIFY(waitForHuman(t));
    TableModel* m = t.session->model();
    QVERIFY(!t.session->canUndo()); // the human has decided nothing yet
    // The human plays its first legal card; the computer answers.
    const SeatView v = m->view(0);
    Action first;
    for (const Action& a : v.legal)
        if (a.act == Act::Play) {
            first = a;
            break;
        }
    QVERIFY(first.act == Act::Play && first.card != kNoCard);
    QSignalSpy undoSpy(t.session, &TableSession::undoAvailable);
    QVERIFY(m->submit(first));
    QVERIFY(waitForHuman(t));
    QVERIFY(t.session->canUndo());
    QVERIFY(!undoSpy.isEmpty() && undoSpy.last().at(0).toBool());
    const auto& actions = m->record().deals.back().actions;
    std::size_t mine = actions.size();
    while (mine > 0 && actions[mine - 1].seat != 0)
        --mine;
    QVERIFY(mine > 0);
    const std::size_t expected = mine - 1;
    QVERIFY(actions.size() > expected + 1); // the computer played after the human
    t.session->undo();
    QCOMPARE(m->record().deals.back().actions.size(), expected);
    // The human is to decide again, holding the card again; the autosave agrees.
    QVERIFY(waitForHuman(t));
    QVERIFY(m->view(0).hand & bit(first.card));
    QFile f(autosave());
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray saved = f.readAll();
    QCOMPARE(saved.toStdString(), writeRecord(m->record()));
    // Undo can be switched off.
    TableOptions o;
    o.allowUndo = false;
    o.autosavePath = QStringLiteral("-");
    TableSession off(o, t.window.get());
    QVERIFY(!off.canUndo());
}

void TestFlow::hintIsTheExpertsDecision() {
    Table t = open(8);
    QVERIFY(start(t, "dreeg", 2, 0));
    QVERIFY(waitForHuman(t));
    TableModel* m = t.session->model();
    QSignalSpy spy(t.session, &TableSession::hintReady);
    // The table's Hint button asks, enabled only while the human has a decision.
    QPushButton* button = t.session->view()->hintButton();
    QTRY_VERIFY(button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(spy.wait(20000));
    const QString text = spy.last().at(0).toString();
    // The same decision, computed from the human's observation alone.
    auto obs = ai::observe(*m->dealStart(), m->record().deals.back(), 0);
    QVERIFY(obs);
    ai::Player expert(ai::Level::Expert, ai::kSuggestSeed);
    const Action a = expert.decide(*obs);
    // Named first, then why and what the expert expects of it.
    const QString named = t.session->human()->describe(a, m->view(0));
    QVERIFY2(text.startsWith(QStringLiteral("Hint: %1").arg(named)), qPrintable(text));
    QVERIFY2(text.size() > QStringLiteral("Hint: %1.").arg(named).size(), qPrintable(text));
    // Asking the hint decided nothing.
    QVERIFY(waitForHuman(t));
}

void TestFlow::middlehandCutsOrKnocks() {
    // Find a session whose first dealer makes the human (seat 0) middlehand: dealer 1.
    for (quint64 seed = 1; seed < 60; ++seed) {
        Table t = open(seed);
        QVERIFY(start(t, "dreierschnapsen", 3, 0));
        ActionBar* bar = t.session->view()->actionBar();
        QPushButton* knock = nullptr;
        for (int i = 0; i < 50 && !knock; ++i) {
            QTest::qWait(2);
            knock = bar->findChild<QPushButton*>(QStringLiteral("cut_knock"));
            if (knock && !knock->isVisible())
                knock = nullptr;
            if (t.session->model()->game().inDeal())
                break;
        }
        if (!knock) {
            // A computer cut or knocked: the deal started without asking the human.
            QVERIFY(t.session->model()->game().inDeal());
            QVERIFY(t.session->model()->record().deals.back().setup.dealer != 1);
            continue;
        }
        QVERIFY(!t.session->model()->game().inDeal()); // nothing is dealt before the choice
        QVERIFY(bar->findChild<QPushButton*>(QStringLiteral("cut_cut")));
        QTest::mouseClick(knock, Qt::LeftButton);
        QTRY_VERIFY(t.session->model()->game().inDeal());
        const DealSetup& s = t.session->model()->record().deals.back().setup;
        QCOMPARE(s.dealer, 1);
        QVERIFY(s.knocked);
        return;
    }
    QFAIL("no session made the human middlehand");
}

void TestFlow::computerThinkingCanBeCancelled() {
    // A strong player thinking about an early Dreierles decision stops when cancelled in the
    // middle of its search (cancelled from the search itself once it has done its first step,
    // so the test does not depend on time): it has then done a small part of the work the
    // whole search takes, and still answers with a legal decision.
    const GameInfo* info = findGame("dreierles");
    Record r;
    r.game = info;
    r.variant = Variant(info->options);
    r.players = {"A", "B", "C"};
    auto g = info->create(r.variant, 3);
    Rng rng(5);
    auto start = g->clone();
    DealSetup setup = g->makeDeal(0, rng);
    QVERIFY(g->startDeal(setup).empty());
    r.deals.push_back({setup, {}});
    const int seat = g->toAct();
    auto obs = ai::observe(*start, r.deals.back(), seat);
    QVERIFY(obs);
    DecisionRequest req;
    req.view = g->view(seat);
    req.observation = std::make_shared<const ai::Observation>(*obs);
    // The whole search, not cancelled: the work it takes.
    AiPlayer whole(ai::Level::Strong, 1);
    QVERIFY(whole.decide(req));
    const long full = whole.work();
    QVERIFY(full > 0);
    // The same search, cancelled as soon as it has done a step of its work.
    AiPlayer p(ai::Level::Strong, 1);
    std::atomic<long> cancelledAt{0};
    p.watchWork([&](long work) {
        long none = 0;
        if (cancelledAt.compare_exchange_strong(none, work))
            p.cancel();
    });
    const std::optional<Action> a = p.decide(req);
    const long spent = p.work();
    QVERIFY(cancelledAt > 0);
    // The steps under way when it was cancelled end; nothing else is searched (the worlds are
    // weighed in groups of four: at most the first group is done).
    QVERIFY2(spent < full / 2, qPrintable(QStringLiteral("cancelled after %1 of %2 work, stopped at %3")
                                              .arg(cancelledAt.load())
                                              .arg(full)
                                              .arg(spent)));
    QVERIFY(a);
    QVERIFY(!g->check(*a)); // still a legal decision
    // Allowed again, it searches the whole way.
    p.watchWork({});
    p.resetCancel();
    const std::optional<Action> again = p.decide(req);
    QVERIFY(again);
    QVERIFY(!g->check(*again));
    QCOMPARE(p.work() - spent, full);
}

// Two-player 66: after winning a trick the human draws with a button of its
// own, with closing and going out offered before it; the card still on the
// talon is never in the hand. A draw with nothing else open is taken for the
// human, and undo takes back the play before it rather than that draw.
void TestFlow::drawingIsAStepOfItsOwn() {
    int clicked = 0;
    bool undone = false;
    for (quint64 seed = 31; seed < 61 && (clicked == 0 || !undone); ++seed) {
        Table t = open(seed);
        QVERIFY(start(t, "dreeg", 2, 0));
        TableModel* m = t.session->model();
        QVERIFY(waitForHuman(t));
        std::size_t clickedAt = 0;
        for (int guard = 0; guard < 40; ++guard) {
            // The human's turn, or the deal is over.
            QTRY_VERIFY_WITH_TIMEOUT(!m->game().inDeal() || (m->game().toAct() == 0 && !t.session->flow()->busy()),
                                     6000);
            if (!m->game().inDeal())
                break;
            const SeatView v = m->view(0);
            const auto& actions = m->record().deals.back().actions;
            const bool drawOpen =
                std::any_of(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act == Act::Draw; });
            if (drawOpen) {
                QVERIFY(v.legal.size() > 1); // alone, it is never asked
                QCOMPARE(count(v.hand), 5);
                auto drawButton = [&] {
                    return t.session->view()->actionBar()->findChild<QPushButton*>(QStringLiteral("act_draw"));
                };
                QTRY_VERIFY(drawButton() && drawButton()->isVisible());
                QPushButton* button = drawButton();
                QVERIFY(button->property("primary").toBool());
                const std::size_t before = actions.size();
                QTest::mouseClick(button, Qt::LeftButton);
                QCOMPARE(m->record().deals.back().actions.size(), before + 1);
                QCOMPARE(m->record().deals.back().actions.back().act, Act::Draw);
                QCOMPARE(count(m->view(0).hand), 6);
                ++clicked;
                clickedAt = before + 1;
                continue;
            }
            // A draw the flow took for the human: the last action is seat 0's
            // (the computer has not acted since, the human leads).
            if (!undone && actions.size() != clickedAt && !actions.empty() && actions.back().seat == 0 &&
                actions.back().act == Act::Draw) {
                std::size_t play = actions.size() - 1;
                while (play > 0 && !(actions[play - 1].seat == 0 && actions[play - 1].act != Act::Draw))
                    --play;
                QVERIFY(play > 0);
                const Action mine = actions[play - 1];
                QVERIFY(t.session->canUndo());
                t.session->undo();
                QCOMPARE(m->record().deals.back().actions.size(), play - 1);
                QVERIFY(waitForHuman(t));
                if (mine.act == Act::Play)
                    QVERIFY(has(m->view(0).hand, mine.card)); // the card is back in the hand
                undone = true;
                continue;
            }
            const auto play =
                std::find_if(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act == Act::Play; });
            QVERIFY(play != v.legal.end());
            QVERIFY(m->submit(*play));
        }
    }
    QVERIFY2(clicked > 0, "the human never had a draw to choose");
    QVERIFY2(undone, "no draw was taken for the human");
}

namespace {
// A computer seat that passes every bid and knocks whenever it may, in turn or out of it.
class KnockingPasser final : public ComputerPlayer {
  public:
    std::optional<Action> decide(const DecisionRequest& request) override {
        const auto& legal = request.view.legal;
        for (Act wanted : {Act::Pass, Act::Knock})
            for (const Action& a : legal)
                if (a.act == wanted)
                    return a;
        if (request.view.toAct != request.view.seat || legal.empty())
            return std::nullopt;
        return legal.front();
    }
};
} // namespace

// Dreierles at four, everyone passes: a Räuber. The human passed last, so by
// docs/rules/dreierles.md ("The last player who passed … can double the score
// for it by knocking and each of the other players in turn") the human is
// offered the knock first, before any computer knocks; the computers knock
// after, in the text's order.
void TestFlow::raeuberKnocksInTheRulesOrder() {
    Table t = open(7);
    QVERIFY(start(t, "dreierles", 4, 2));
    std::vector<std::shared_ptr<ComputerPlayer>> players(4);
    for (int s : {0, 1, 3})
        players[static_cast<std::size_t>(s)] = std::make_shared<KnockingPasser>();
    t.session->flow()->setPlayers(players);
    TableModel* m = t.session->model();
    QVERIFY(m->deal(3)); // dealer 3 sits out; forehand 0, then 1, then the human (2) passes last
    QVERIFY(waitForHuman(t));
    const SeatView bidding = m->view(2);
    const auto pass =
        std::find_if(bidding.legal.begin(), bidding.legal.end(), [](const Action& a) { return a.act == Act::Pass; });
    QVERIFY(pass != bidding.legal.end());
    QVERIFY(m->submit(*pass));
    // The Räuber: forehand (0) is to lead; the human's knock is offered and nobody has knocked.
    QTRY_VERIFY_WITH_TIMEOUT(!t.session->flow()->busy() && m->game().toAct() == 0, 3000);
    QTest::qWait(50);
    const std::vector<Action> actions = m->record().deals.back().actions;
    QVERIFY(std::none_of(actions.begin(), actions.end(), [](const Action& a) { return a.act == Act::Knock; }));
    const SeatView mine = m->view(2);
    QVERIFY(std::any_of(mine.legal.begin(), mine.legal.end(), [](const Action& a) { return a.act == Act::Knock; }));
    ActionBar* bar = t.session->view()->actionBar();
    QPushButton* knock = nullptr;
    for (QPushButton* b : bar->findChildren<QPushButton*>())
        if (b->isVisible() && b->objectName().contains(QStringLiteral("knock"), Qt::CaseInsensitive))
            knock = b;
    QVERIFY2(knock, "no knock button on the action bar");
    QTest::mouseClick(knock, Qt::LeftButton);
    // Then the others in turn; the human's knock is the first.
    QTRY_VERIFY_WITH_TIMEOUT(m->record().deals.back().actions.size() > actions.size() + 1 || !m->game().inDeal(), 3000);
    std::vector<int> knockers;
    for (const Action& a : m->record().deals.back().actions)
        if (a.act == Act::Knock)
            knockers.push_back(a.seat);
    QVERIFY(!knockers.empty());
    QCOMPARE(knockers.front(), 2);
}

namespace {
// A seat of a third kind, as a player at another computer would be: it answers every question
// later (on a timer), and its first answer to a decision that is due is one the rules refuse.
class LateSeat final : public Seat {
  public:
    explicit LateSeat(int seat) : seat_(seat) {}
    int seat() const override { return seat_; }
    bool asksOnce() const override { return true; }
    void ask(const Question& q) override {
        ++asked;
        overlapping = overlapping || open_;
        open_ = true;
        QTimer::singleShot(5, this, [this, q] {
            Answer a;
            a.kind = q.kind;
            a.ticket = q.ticket;
            a.dealer = q.kind == Question::Kind::Dealer ? q.dealers.front() : q.dealer;
            if (q.kind == Question::Kind::Due && !q.view.legal.empty()) {
                a.action = q.view.legal.front();
                if (!wrongGiven) { // a draw is never a decision of Dreierles
                    a.action = Action::simple(seat_, Act::Draw);
                    wrongGiven = true;
                    legal_ = q.view.legal.front();
                }
            }
            open_ = q.kind == Question::Kind::Due && a.action && a.action->act == Act::Draw;
            emit answered(a);
        });
    }
    void answerRefused(const Answer& a, const Refusal& r) override {
        refusals.push_back(r);
        QTimer::singleShot(5, this, [this, a] {
            Answer again = a;
            again.action = legal_;
            open_ = false;
            emit answered(again);
        });
    }
    void withdraw() override {}

    int asked = 0;
    bool overlapping = false;
    bool wrongGiven = false;
    std::vector<Refusal> refusals;

  private:
    int seat_;
    bool open_ = false;
    std::optional<Action> legal_;
};
} // namespace

// Every seat is asked the same way and answers the same way (docs/seats.md): a seat of a kind
// the table does not know, answering later, plays a whole deal beside the human and a computer;
// its answer the rules refuse comes back to it with the reason, and it answers again.
void TestFlow::aSeatOfAnyKindAnswersLater() {
    Table t = open(9);
    QVERIFY(start(t, "dreierles", 3, 0));
    auto* late = new LateSeat(1);
    t.session->flow()->setSeat(late);
    TableModel* m = t.session->model();
    for (int guard = 0; guard < 20000 && m->record().deals.size() < 2; ++guard) {
        QTest::qWait(2);
        if (DealSummary* sum = t.session->summary(); sum && sum->isVisible())
            break;
        ActionBar* bar = t.session->view()->actionBar();
        if (auto* decline = bar->findChild<QPushButton*>(QStringLiteral("act_decline"));
            decline && decline->isVisible()) {
            QTest::mouseClick(decline, Qt::LeftButton);
            continue;
        }
        if (m->game().inDeal() && m->game().toAct() == 0 && !t.session->flow()->busy()) {
            const SeatView v = m->view(0);
            if (!v.legal.empty())
                QVERIFY(m->submit(v.legal.front()));
        }
    }
    QVERIFY2(m->game().dealsFinished() >= 1, "the deal was never finished");
    QVERIFY(late->asked > 0);
    QVERIFY2(!late->overlapping, "the seat was asked again while its question was open");
    QCOMPARE(static_cast<int>(late->refusals.size()), 1);
    QVERIFY(late->refusals.front()); // the reason the rules give
    const auto& actions = m->record().deals.front().actions;
    QVERIFY(std::any_of(actions.begin(), actions.end(), [](const Action& a) { return a.seat == 1; }));
    QVERIFY(std::none_of(actions.begin(), actions.end(), [](const Action& a) { return a.act == Act::Draw; }));
}

QTEST_MAIN(TestFlow)
#include "test_flow.moc"
