// The table played through the GUI, offscreen: whole deals of Dreeg (66,
// Rufen, Rot-Assen) and two-player Schnapsen with the human's decisions made
// by clicking cards, action-bar buttons and dialog buttons; computer seats
// play random legal moves. Also: refused cards carry the rule as tooltip, and
// the autosave resumes the game exactly.
#include "dappen/deal.h"
#include "dialogs/biddialog.h"
#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "flow/flowcontroller.h"
#include "flow/humanseat.h"
#include "flow/tablesession.h"
#include "games/gameface.h"
#include "record.h"
#include "registry.h"
#include "shots.h"
#include "table/actionbar.h"
#include "table/carditem.h"
#include "table/seatplate.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "tablefixture.h"
#include "text/language.h"
#include "text/wording.h"

#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtTest>

using namespace st;
using namespace st::ui;

class TestTable : public QObject {
    Q_OBJECT

  private slots:
    void init();
    void dreeg66FourPlayersWholeDeal();
    void dreegTwoPlayersWholeDeal();
    void dreegRufenCallDialog();
    void dreegRotAssenTrumpDialog();
    void schnapsenWholeDeal();
    void refusedCardShowsReason();
    void continueResumesAutosave();
    void statusGoesWithItsMove();
    void smallWindowInGermanShowsEverything_data();
    void smallWindowInGermanShowsEverything();
    void bigTableTrickReadable_data();
    void bigTableTrickReadable();
    void computerBidsShowAsBubbles();
    void wordsAddedToADialogTakeTheirRoom();
    void keyboardNeverStartsOnAPunishedPass();
    void enterTakesTheUsualStep();
    void cutOrKnockIsSaid();
    void cutIsAskedAtTheNewDeal();
    void bubblesGoWithTheirDeal_data();
    void bubblesGoWithTheirDeal();
    void dappenPassSaidAsTheBidDialogSaysIt();

  private:
    using Table = st::test::OffscreenTable;
    Table open(const QString& autosave, quint64 seed = 7);
    bool start(Table& t, const char* game, int players, const std::vector<std::string>& phases);
    /// Plays until the deal's summary shows, clicking for the human; returns the clicks made.
    int playDeal(Table& t, Rng& rng, QStringList* clickedButtons = nullptr);
    void clickCard(Table& t, Card c);

    std::unique_ptr<QTemporaryDir> dir_;
};

void TestTable::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
}

TestTable::Table TestTable::open(const QString& autosave, quint64 seed) {
    return st::test::openTable(autosave, seed);
}

bool TestTable::start(Table& t, const char* game, int players, const std::vector<std::string>& phases) {
    const GameInfo* info = findGame(game);
    NewGameSettings s;
    s.game = info;
    s.variant = Variant(info->options);
    if (!phases.empty() && s.variant.set("phases", phases) != "")
        return false;
    s.names << QStringLiteral("Anna");
    for (int i = 1; i < players; ++i)
        s.names << QStringLiteral("Comp%1").arg(i);
    return t.session->start(s).isEmpty();
}

void TestTable::clickCard(Table& t, Card c) {
    CardItem* item = t.session->scene()->handCard(c);
    QVERIFY2(item, "the card is not in the hand on the table");
    // The visible left part of a fanned card.
    const QPointF at = item->mapToScene(QPointF(item->size().width() * 0.2, item->size().height() * 0.5));
    QTest::mouseClick(t.session->view()->viewport(), Qt::LeftButton, {}, t.session->view()->viewportPoint(at));
}

int TestTable::playDeal(Table& t, Rng& rng, QStringList* clickedButtons) {
    TableModel* m = t.session->model();
    int clicks = 0;
    for (int guard = 0; guard < 4000; ++guard) {
        QTest::qWait(2);
        if (t.session->summary() && t.session->summary()->isVisible())
            return clicks;
        if (QDialog* d = t.session->human()->openDialog(); d && d->isVisible()) {
            QList<QAbstractButton*> choices;
            for (QAbstractButton* b : d->findChildren<QAbstractButton*>())
                if (b->isEnabled() && b->isVisible() &&
                    (b->objectName().startsWith(QLatin1String("call_")) ||
                     b->objectName().startsWith(QLatin1String("trump_")) ||
                     b->objectName() == QLatin1String("surrenderButton")))
                    choices << b;
            if (choices.isEmpty())
                return -1;
            QAbstractButton* b = choices[static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(choices.size())))];
            if (clickedButtons)
                *clickedButtons << b->objectName();
            QTest::mouseClick(b, Qt::LeftButton);
            ++clicks;
            continue;
        }
        ActionBar* bar = t.session->view()->actionBar();
        if (!bar->isVisible())
            continue;
        QList<QPushButton*> buttons;
        for (QPushButton* b : bar->findChildren<QPushButton*>())
            if (b->isVisible())
                buttons << b;
        QList<Card> cards;
        for (Card c : t.session->scene()->handOrder())
            if (CardItem* item = t.session->scene()->handCard(c); item && item->lifted())
                cards << c;
        if (buttons.isEmpty() && cards.isEmpty())
            continue;
        const std::size_t before = m->record().deals.back().actions.size();
        const std::uint64_t pick = rng.below(static_cast<std::uint64_t>(cards.size() + buttons.size()));
        if (pick < static_cast<std::uint64_t>(cards.size())) {
            const Card c = cards[static_cast<qsizetype>(pick)];
            clickCard(t, c);
            // The card left the hand for the trick (or the deal ended with it).
            if (m->record().deals.back().actions.size() != before + 1)
                return -1;
            if (m->record().deals.back().actions.back().card != c)
                return -1;
        } else {
            QPushButton* b = buttons[static_cast<qsizetype>(pick - static_cast<std::uint64_t>(cards.size()))];
            if (clickedButtons)
                *clickedButtons << b->objectName();
            QTest::mouseClick(b, Qt::LeftButton);
        }
        ++clicks;
    }
    return -1;
}

void TestTable::dreeg66FourPlayersWholeDeal() {
    Table t = open(dir_->filePath(QStringLiteral("autosave.json")), 1);
    QVERIFY(start(t, "dreeg", 4, {"66"}));
    Rng rng(11);
    const int clicks = playDeal(t, rng);
    QVERIFY2(clicks >= 6, "the human played a whole deal by clicking");
    const Game& g = t.session->model()->game();
    QCOMPARE(g.dealsFinished(), 1);
    QVERIFY(!g.inDeal());
    // Somebody erased strokes, and it is said why: in each player's row of the summary the
    // strokes erased, and for those who erased the reason with the count.
    const DealResult r = g.lastResult();
    int erased = 0;
    for (int d : r.delta)
        erased += d;
    QVERIFY(erased > 0);
    auto* text = t.session->summary()->findChild<QLabel*>(QStringLiteral("summaryText"));
    QVERIFY(text);
    const QRegularExpression rowOf(QStringLiteral("<tr><td>([^<]*)</td><td[^>]*>[^<]*</td><td[^>]*>([^<]*)</td>"
                                                  "<td>([^<]*)</td>"));
    QMap<QString, QPair<QString, QString>> rows; // name: (strokes erased, why)
    for (auto it = rowOf.globalMatch(text->text()); it.hasNext();) {
        const QRegularExpressionMatch row = it.next();
        rows[row.captured(1)] = {row.captured(2), row.captured(3)};
    }
    QCOMPARE(rows.size(), 4);
    for (int s = 0; s < 4; ++s) {
        const QString name = t.session->model()->name(s);
        QVERIFY2(rows.contains(name), qPrintable(text->text()));
        const int d = r.delta[static_cast<std::size_t>(s)];
        QCOMPARE(rows[name].first, QString::number(d));
        if (d > 0) {
            const QRegularExpression why(QStringLiteral("(erases|Schneider:|Schwarz:) %1 stroke").arg(d));
            QVERIFY2(why.match(rows[name].second).hasMatch(),
                     qPrintable(name + QStringLiteral(": ") + rows[name].second));
        }
    }
    // Next deal from the summary's button.
    auto* next = t.session->summary()->findChild<QPushButton*>(QStringLiteral("nextDealButton"));
    QVERIFY(next);
    QTest::mouseClick(next, Qt::LeftButton);
    QTRY_VERIFY(t.session->model()->game().inDeal());
    QCOMPARE(static_cast<int>(t.session->model()->record().deals.size()), 2);
}

void TestTable::dreegTwoPlayersWholeDeal() {
    Table t = open(dir_->filePath(QStringLiteral("autosave.json")), 2);
    QVERIFY(start(t, "dreeg", 2, {"66"}));
    Rng rng(5);
    QStringList buttons;
    QVERIFY(playDeal(t, rng, &buttons) >= 3);
    QCOMPARE(t.session->model()->game().dealsFinished(), 1);
    // Each button clicked made its decision: in order, the clicked buttons are among the human's
    // decisions in the record other than cards (a draw with nothing else open is taken for the
    // human without a button).
    const Pack& pack = t.session->model()->game().pack();
    QStringList made;
    for (const Action& a : t.session->model()->record().deals.front().actions) {
        if (a.seat != 0 || a.act == Act::Play)
            continue;
        QString name = QStringLiteral("act_%1").arg(QString::fromUtf8(actName(a.act).data()));
        if (!a.what.empty())
            name += QStringLiteral("_%1").arg(QString::fromStdString(a.what));
        if (a.suit >= 0)
            name += QStringLiteral("_%1").arg(QLatin1Char(pack.suitLetter(a.suit)));
        made << name;
    }
    QVERIFY(!buttons.isEmpty());
    qsizetype k = 0;
    for (const QString& name : made)
        if (k < buttons.size() && buttons[k] == name)
            ++k;
    QVERIFY2(k == buttons.size(),
             qPrintable(QStringLiteral("clicked %1; made %2")
                            .arg(buttons.join(QStringLiteral(", ")), made.join(QStringLiteral(", ")))));
}

void TestTable::dreegRufenCallDialog() {
    // Deal until the human is forehand and must call.
    for (int attempt = 0; attempt < 40; ++attempt) {
        Table t = open(dir_->filePath(QStringLiteral("autosave.json")), static_cast<quint64>(attempt) + 100);
        QVERIFY(start(t, "dreeg", 4, {"rufen"}));
        QTest::qWait(5);
        if (t.session->model()->game().toAct() != 0)
            continue;
        QTRY_VERIFY(t.session->human()->openDialog() && t.session->human()->openDialog()->isVisible());
        QDialog* d = t.session->human()->openDialog();
        QCOMPARE(d->objectName(), QStringLiteral("callDialog"));
        // Only cards of a suit among the first three are enabled.
        const SeatView v = t.session->model()->view(0);
        const Pack& pack = t.session->model()->game().pack();
        int enabled = 0;
        for (Card c : cardsOf(pack.all())) {
            auto* b = d->findChild<QToolButton*>(QStringLiteral("call_%1").arg(QString::fromStdString(pack.code(c))));
            QVERIFY(b);
            const bool suitHeld = (v.hand & pack.suitMask(pack.suit(c))) != 0;
            QCOMPARE(b->isEnabled(), suitHeld);
            enabled += b->isEnabled();
        }
        QVERIFY(enabled >= 6);
        Rng rng(3);
        QStringList clicked;
        QVERIFY(playDeal(t, rng, &clicked) > 0);
        QVERIFY(!clicked.isEmpty() && clicked.front().startsWith(QLatin1String("call_")));
        const auto& actions = t.session->model()->record().deals.back().actions;
        QCOMPARE(actions.front().act, Act::Call);
        QCOMPARE(QStringLiteral("call_%1").arg(QString::fromStdString(pack.code(actions.front().card))),
                 clicked.front());
        QCOMPARE(t.session->model()->game().dealsFinished(), 1);
        return;
    }
    QFAIL("the human never was forehand");
}

void TestTable::dreegRotAssenTrumpDialog() {
    for (int attempt = 0; attempt < 60; ++attempt) {
        Table t = open(dir_->filePath(QStringLiteral("autosave.json")), static_cast<quint64>(attempt) + 100);
        QVERIFY(start(t, "dreeg", 4, {"rot_assen"}));
        QTest::qWait(5);
        if (t.session->model()->game().toAct() != 0)
            continue;
        QTRY_VERIFY(t.session->human()->openDialog() && t.session->human()->openDialog()->isVisible());
        QDialog* d = t.session->human()->openDialog();
        QCOMPARE(d->objectName(), QStringLiteral("trumpDialog"));
        QVERIFY(d->findChild<QPushButton*>(QStringLiteral("surrenderButton")));
        auto* hearts = d->findChild<QPushButton*>(QStringLiteral("trump_H"));
        QVERIFY(hearts);
        QTest::mouseClick(hearts, Qt::LeftButton);
        QTRY_COMPARE(t.session->model()->view(0).trump, 2);
        Rng rng(9);
        QVERIFY(playDeal(t, rng) > 0);
        QCOMPARE(t.session->model()->game().dealsFinished(), 1);
        return;
    }
    QFAIL("the human never held the Ace of hearts");
}

void TestTable::schnapsenWholeDeal() {
    Table t = open(dir_->filePath(QStringLiteral("autosave.json")), 3);
    QVERIFY(start(t, "schnapsen", 2, {}));
    Rng rng(21);
    QVERIFY(playDeal(t, rng) >= 3);
    const Game& g = t.session->model()->game();
    QCOMPARE(g.dealsFinished(), 1);
    int points = 0;
    for (int d : g.lastResult().delta)
        points += d;
    QVERIFY(points >= 1 && points <= 3); // one to three game points go to the winner
}

void TestTable::refusedCardShowsReason() {
    // Four-player 66: players must follow suit, so a follower often holds cards it may not play.
    for (int attempt = 0; attempt < 30; ++attempt) {
        Table t = open(dir_->filePath(QStringLiteral("autosave.json")), static_cast<quint64>(attempt) + 100);
        QVERIFY(start(t, "dreeg", 4, {"66"}));
        for (int guard = 0; guard < 400; ++guard) {
            QTest::qWait(2);
            TableModel* m = t.session->model();
            if (!m->game().inDeal())
                break;
            if (m->game().toAct() != 0 || !t.session->view()->actionBar()->isVisible())
                continue;
            for (Card c : t.session->scene()->handOrder()) {
                CardItem* item = t.session->scene()->handCard(c);
                if (item->lifted())
                    continue;
                // A dimmed card: its tooltip says which rule refuses it, and a click changes nothing.
                QVERIFY2(item->toolTip().contains(QStringLiteral("must")), qPrintable(item->toolTip()));
                const std::size_t before = m->record().deals.back().actions.size();
                clickCard(t, c);
                QCOMPARE(m->record().deals.back().actions.size(), before);
                QVERIFY(t.session->scene()->status().startsWith(QStringLiteral("Not allowed")));
                return;
            }
            // Nothing refused: play the first lifted card.
            for (Card c : t.session->scene()->handOrder())
                if (t.session->scene()->handCard(c)->lifted()) {
                    clickCard(t, c);
                    break;
                }
        }
    }
    QFAIL("no refused card was ever shown");
}

void TestTable::continueResumesAutosave() {
    const QString file = dir_->filePath(QStringLiteral("autosave.json"));
    Record saved;
    SeatView seen;
    {
        Table t = open(file);
        QVERIFY(start(t, "schnapsen", 2, {}));
        // Play a few clicks, then "kill" the table.
        Rng rng(2);
        TableModel* m = t.session->model();
        auto actions = [m] { return m->record().deals.empty() ? 0 : m->record().deals.back().actions.size(); };
        for (int guard = 0; guard < 400 && actions() < 5; ++guard) {
            QTest::qWait(2);
            if (m->game().toAct() == 0 && t.session->view()->actionBar()->isVisible())
                for (Card c : t.session->scene()->handOrder())
                    if (t.session->scene()->handCard(c)->lifted()) {
                        clickCard(t, c);
                        break;
                    }
        }
        QVERIFY(actions() >= 5);
        saved = m->record();
        seen = m->view(0);
    }
    QVERIFY(QFile::exists(file));
    Table t = open(file);
    QCOMPARE(t.session->resume(file), QString());
    TableModel* m = t.session->model();
    QCOMPARE(writeRecord(m->record()), writeRecord(saved));
    const SeatView now = m->view(0);
    QCOMPARE(now.hand, seen.hand);
    QCOMPARE(now.trick, seen.trick);
    QCOMPARE(now.talonSize, seen.talonSize);
    // And play goes on to the end of the deal.
    Rng rng(8);
    QVERIFY(playDeal(t, rng) >= 0);
    QCOMPARE(m->game().dealsFinished(), 1);
}

namespace {
/// The text items on the table (side panel, labels), with their texts.
QList<QPair<QString, QRectF>> textItems(QGraphicsScene* scene) {
    QList<QPair<QString, QRectF>> out;
    for (QGraphicsItem* it : scene->items()) {
        if (!it->isVisible())
            continue;
        if (auto* t = dynamic_cast<QGraphicsTextItem*>(it); t && !t->toPlainText().isEmpty())
            out.append({t->toPlainText(), t->sceneBoundingRect()});
        else if (auto* s = dynamic_cast<QGraphicsSimpleTextItem*>(it); s && !s->text().isEmpty())
            out.append({s->text(), s->sceneBoundingRect()});
    }
    return out;
}
} // namespace

// The side panel's heading is about the position it was said in: a refusal, a hint or "X is
// thinking…" goes when a move is made or the deal ends, and a refusal is shown in full.
void TestTable::statusGoesWithItsMove() {
    for (int attempt = 0; attempt < 20; ++attempt) {
        Table t = open(dir_->filePath(QStringLiteral("autosave.json")), static_cast<quint64>(attempt) + 300);
        QVERIFY(start(t, "dreeg", 4, {"66"}));
        TableModel* m = t.session->model();
        TableScene* scene = t.session->scene();
        for (int guard = 0; guard < 2000; ++guard) {
            QTest::qWait(2);
            if (!m->game().inDeal())
                break;
            if (m->game().toAct() != 0 || !t.session->view()->actionBar()->isVisible())
                continue;
            Card refused = kNoCard, legal = kNoCard;
            for (Card c : scene->handOrder())
                (scene->handCard(c)->lifted() ? legal : refused) = c;
            if (refused == kNoCard || legal == kNoCard) {
                if (legal != kNoCard)
                    clickCard(t, legal);
                continue;
            }
            clickCard(t, refused);
            const QString reason = scene->status();
            QVERIFY2(reason.startsWith(QStringLiteral("Not allowed")), qPrintable(reason));
            // The whole reason is on the table, within the window.
            bool shown = false;
            for (const auto& [text, rect] : textItems(scene))
                if (text == reason) {
                    shown = true;
                    QVERIFY2(scene->sceneRect().contains(rect), qPrintable(reason));
                }
            QVERIFY2(shown, qPrintable(reason));
            clickCard(t, legal);
            QVERIFY2(!scene->status().startsWith(QStringLiteral("Not allowed")), qPrintable(scene->status()));
            // Play on to the end of the deal: no one "is thinking" behind the summary.
            for (int g = 0; g < 3000 && !(t.session->summary() && t.session->summary()->isVisible()); ++g) {
                QTest::qWait(2);
                if (m->game().inDeal() && m->game().toAct() == 0 && !t.session->flow()->busy())
                    for (Card c : scene->handOrder())
                        if (scene->handCard(c)->lifted()) {
                            clickCard(t, c);
                            break;
                        }
            }
            QVERIFY(t.session->summary() && t.session->summary()->isVisible());
            QVERIFY2(!scene->status().contains(QStringLiteral("thinking")), qPrintable(scene->status()));
            QVERIFY2(!scene->status().startsWith(QStringLiteral("Your turn")), qPrintable(scene->status()));
            return;
        }
    }
    QFAIL("no deal with a refused card");
}

void TestTable::smallWindowInGermanShowsEverything_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::newRow("dreeg 4") << "dreeg" << 4;
    QTest::newRow("dreeg 5 wegloescher") << "dreeg" << 5;
    QTest::newRow("dreierles 4") << "dreierles" << 4;
    QTest::newRow("dappen 6") << "dappen" << 6;
    QTest::newRow("dappen 7") << "dappen" << 7;
    QTest::newRow("dappen 8") << "dappen" << 8;
    QTest::newRow("dreierschnapsen 3") << "dreierschnapsen" << 3;
    QTest::newRow("schnapsen 2") << "schnapsen" << 2;
}

// At 1024x700 and in German every seat plate shows its name, cards, tricks, markers and score
// in full ("0 St…" was cut), and no two texts on the table lie over each other.
void TestTable::smallWindowInGermanShowsEverything() {
    QFETCH(QString, game);
    QFETCH(int, players);
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("de")));
    Table t = open(dir_->filePath(QStringLiteral("autosave.json")), 11);
    t.window->resize(1024, 700);
    QTest::qWait(20);
    const QByteArray id = game.toLatin1();
    // Five only play Weglöscher, a game in its own right (docs/rules/dreeg.md, ruling 15).
    const bool fiveDreeg = game == QLatin1String("dreeg") && players == 5;
    QVERIFY(start(t, id.constData(), players,
                  fiveDreeg ? std::vector<std::string>{"wegloescher"} : std::vector<std::string>{}));
    TableModel* m = t.session->model();
    Rng rng(5);
    QStringList problems;
    int looked = 0;
    for (int guard = 0; guard < 3000 && looked < 12; ++guard) {
        QTest::qWait(3);
        if (!m->game().inDeal())
            break;
        // In Weglöscher two play at a time: the table is looked at while the human sits out too.
        const bool mine = m->game().toAct() == 0;
        if ((!mine && !fiveDreeg) || t.session->flow()->busy())
            continue;
        ++looked;
        for (int s = 0; s < players; ++s)
            for (const QString& c : t.session->scene()->plate(s)->cutTexts())
                problems << QStringLiteral("seat %1: '%2' cut").arg(s).arg(c);
        const auto texts = textItems(t.session->scene());
        for (qsizetype i = 0; i < texts.size(); ++i)
            for (qsizetype j = i + 1; j < texts.size(); ++j)
                if (texts[i].second.intersects(texts[j].second))
                    problems << QStringLiteral("'%1' over '%2'").arg(texts[i].first, texts[j].first);
        if (!mine)
            continue;
        const SeatView v = m->view(0);
        std::vector<Action> pool;
        for (const Action& a : v.legal)
            if (a.act == Act::Play || a.act == Act::Pass || a.act == Act::Draw)
                pool.push_back(a);
        m->submit((pool.empty() ? v.legal
                                : pool)[static_cast<std::size_t>(rng.below((pool.empty() ? v.legal : pool).size()))]);
    }
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
    QVERIFY(looked > 0);
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestTable::bigTableTrickReadable_data() {
    QTest::addColumn<int>("players");
    QTest::newRow("6") << 6;
    QTest::newRow("7") << 7;
    QTest::newRow("8") << 8;
}

// Dappen at six to eight seats, 1024x700: the cards of a trick lie side by side, none covering
// another, each named with who played it; the last trick opens large (click or L) with its players.
void TestTable::bigTableTrickReadable() {
    QFETCH(int, players);
    Table t = open(dir_->filePath(QStringLiteral("autosave.json")), 17);
    t.window->resize(1024, 700);
    QTest::qWait(20);
    QVERIFY(start(t, "dappen", players, {}));
    TableModel* m = t.session->model();
    TableScene* scene = t.session->scene();
    Rng rng(3);
    bool checkedTrick = false, checkedLast = false;
    for (int guard = 0; guard < 4000 && !(checkedTrick && checkedLast); ++guard) {
        QTest::qWait(3);
        if (!m->game().inDeal())
            break;
        if (m->game().toAct() != 0 || t.session->flow()->busy())
            continue;
        const SeatView v = m->view(0);
        if (v.trick.size() >= 3 && !checkedTrick) {
            checkedTrick = true;
            QList<QRectF> cards;
            for (const auto& [seat, c] : v.trick) {
                const CardItem* item = scene->handCard(c);
                QVERIFY(!item); // not in the hand
                bool found = false;
                for (QGraphicsItem* it : scene->items())
                    if (auto* ci = dynamic_cast<CardItem*>(it); ci && ci->isVisible() && ci->card() == c) {
                        cards << ci->sceneBoundingRect();
                        found = true;
                    }
                QVERIFY(found);
                // Its player's name right under it.
                const QRectF r = cards.back();
                bool named = false;
                for (const auto& [text, rect] : textItems(scene))
                    if (rect.top() >= r.bottom() - 1 && rect.top() <= r.bottom() + 20 && rect.center().x() > r.left() &&
                        rect.center().x() < r.right() &&
                        m->name(seat).startsWith(text.chopped(text.endsWith(QChar(0x2026)) ? 1 : 0)))
                        named = true;
                QVERIFY2(named, qPrintable(m->name(seat)));
            }
            for (qsizetype i = 0; i < cards.size(); ++i)
                for (qsizetype j = i + 1; j < cards.size(); ++j)
                    QVERIFY2(!cards[i].adjusted(1, 1, -1, -1).intersects(cards[j].adjusted(1, 1, -1, -1)),
                             "two cards of the trick overlap");
        }
        if (!v.lastTrick.empty() && !checkedLast) {
            checkedLast = true;
            QVERIFY(!scene->lastTrickArea().isEmpty());
            QTest::keyClick(t.session->view(), Qt::Key_L);
            QDialog* d = nullptr;
            QTRY_VERIFY((d = t.window->findChild<QDialog*>(QStringLiteral("lastTrickDialog"))) && d->isVisible());
            QCOMPARE(d->findChildren<QLabel*>(QStringLiteral("lastTrickCard")).size(),
                     static_cast<qsizetype>(v.lastTrick.size()));
            const auto who = d->findChildren<QLabel*>(QStringLiteral("lastTrickPlayer"));
            QCOMPARE(who.size(), static_cast<qsizetype>(v.lastTrick.size()));
            QCOMPARE(who.front()->text(), m->isHuman(v.lastTrick.front().first) ? QStringLiteral("You")
                                                                                : m->name(v.lastTrick.front().first));
            d->close();
        }
        std::vector<Action> pool;
        for (const Action& a : v.legal)
            if (a.act == Act::Play || a.act == Act::Pass)
                pool.push_back(a);
        const auto& from = pool.empty() ? v.legal : pool;
        m->submit(from[static_cast<std::size_t>(rng.below(from.size()))]);
    }
    QVERIFY(checkedTrick);
    QVERIFY(checkedLast);
}

// A computer's bid or pass shows as a speech bubble at its seat, with the words of the table.
void TestTable::computerBidsShowAsBubbles() {
    Table t = open(dir_->filePath(QStringLiteral("autosave.json")), 5);
    QVERIFY(start(t, "dreierles", 3, {}));
    TableModel* m = t.session->model();
    QString seen;
    connect(m, &TableModel::actionApplied, t.window.get(), [&](const Action& a) {
        if (a.seat != 0 && (a.act == Act::Bid || a.act == Act::Pass) && seen.isEmpty()) {
            const auto bubbles = t.session->scene()->bubbles();
            seen = bubbles.value(a.seat, QStringLiteral("(none)")) + QLatin1Char('|') +
                   ui::faces::face("dreierles").bidName(a.act == Act::Pass ? "pass" : a.bid);
        }
    });
    Rng rng(2);
    for (int guard = 0; guard < 2000 && seen.isEmpty(); ++guard) {
        QTest::qWait(3);
        if (m->game().inDeal() && m->game().toAct() == 0 && !t.session->flow()->busy()) {
            const SeatView v = m->view(0);
            m->submit(v.legal[static_cast<std::size_t>(rng.below(v.legal.size()))]);
        }
    }
    QVERIFY(!seen.isEmpty());
    const QStringList parts = seen.split(QLatin1Char('|'));
    QCOMPARE(parts.value(0), parts.value(1));
}

// A hint or a refusal shown in an open decision dialog (the lesson's coach adds the reason there)
// makes the dialog taller: no row of bids is covered by the words.
void TestTable::wordsAddedToADialogTakeTheirRoom() {
    Table t = open(dir_->filePath(QStringLiteral("autosave.json")), 5);
    QVERIFY(start(t, "dreierles", 3, {}));
    QDialog* d = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((d = t.session->human()->openDialog()) && d->isVisible(), 20000);
    QCOMPARE(d->objectName(), QStringLiteral("bidDialog"));
    QString words;
    for (int i = 0; i < 6; ++i)
        words += QStringLiteral("Refused: this is not the bid the lesson asks for, and here is why at length. ");
    t.session->human()->showHint(words, std::nullopt);
    auto* label = d->findChild<QLabel*>(QStringLiteral("dialogHintText"));
    QVERIFY(label && label->isVisible());
    QTest::qWait(0);
    const auto inDialog = [d](const QWidget* w) { return QRect(w->mapTo(d, QPoint(0, 0)), w->size()); };
    // Every text gets the height it needs, and no two texts or buttons lie on one another.
    QList<QWidget*> shown;
    for (QLabel* l : d->findChildren<QLabel*>()) {
        if (!l->isVisible() || l->text().isEmpty())
            continue;
        shown << l;
        if (l->wordWrap())
            QVERIFY2(l->height() >= l->heightForWidth(l->width()),
                     qPrintable(QStringLiteral("\"%1…\" gets %2 px of the %3 it needs")
                                    .arg(l->text().left(30))
                                    .arg(l->height())
                                    .arg(l->heightForWidth(l->width()))));
    }
    int buttons = 0;
    for (QAbstractButton* b : d->findChildren<QAbstractButton*>())
        if (b->isVisible()) {
            shown << b;
            ++buttons;
            QVERIFY2(d->rect().contains(inDialog(b)), qPrintable(b->objectName() + QStringLiteral(" is cut off")));
        }
    for (int i = 0; i < shown.size(); ++i)
        for (int j = i + 1; j < shown.size(); ++j)
            QVERIFY2(!inDialog(shown[i]).intersects(inDialog(shown[j])),
                     qPrintable(shown[i]->objectName() + QStringLiteral(" / ") + shown[j]->objectName()));
    QVERIFY(label->text() == words);
    QVERIFY(buttons >= 4); // the Hint, the "?", the bids, the pass
}

// Dappen (Furtwangen, compulsory stop): holding a stop while nobody has dapped, a pass is punished,
// so the bid dialog's keyboard focus starts on dappen, not on "Fort!".
void TestTable::keyboardNeverStartsOnAPunishedPass() {
    const GameInfo* info = findGame("dappen");
    for (quint64 seed = 1; seed < 300; ++seed) {
        TableModel m;
        QStringList names;
        for (int s = 0; s < 6; ++s)
            names << QStringLiteral("P%1").arg(s);
        QVERIFY(m.startNew(*info, Variant(info->options), names, seed).isEmpty());
        QVERIFY(m.deal());
        // Everybody passes the Solo round; in the Dapp round, while nobody has dapped, the first
        // seat with a stop is the one to look at.
        int seat = -1;
        for (int guard = 0; guard < 20 && m.game().inDeal(); ++guard) {
            const SeatView now = m.view(m.game().toAct());
            const bool dappRound = std::any_of(now.legal.begin(), now.legal.end(),
                                               [](const Action& a) { return a.act == Act::Bid && a.bid == "dappen"; });
            if (dappRound && dappen::hasStop(now.hand)) {
                seat = now.seat;
                break;
            }
            const auto pass =
                std::find_if(now.legal.begin(), now.legal.end(), [](const Action& a) { return a.act == Act::Pass; });
            if (pass == now.legal.end())
                break; // compulsory: no longer "nobody has dapped"
            QVERIFY(m.submit(*pass));
        }
        if (seat < 0)
            continue;
        const SeatView v = m.view(seat);
        BidDialog d(m, v, QString());
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QVERIFY(d.findChild<QLabel*>(QStringLiteral("bidStopWarning")));
        QWidget* focus = QApplication::focusWidget();
        QVERIFY(focus);
        QCOMPARE(focus->objectName(), QStringLiteral("bid_dappen"));
        return;
    }
    QFAIL("no deal in 300 where a seat holds a stop in the Dapp round");
}

// Two-player 66: after winning a trick with the talon open, Enter draws (the highlighted usual
// step) instead of doing nothing; "Aus!" is highlighted only when the points counted reach 66.
void TestTable::enterTakesTheUsualStep() {
    Table t = open(dir_->filePath(QStringLiteral("autosave.json")), 11);
    QVERIFY(start(t, "dreeg", 2, {"66"}));
    TableModel* m = t.session->model();
    bool drew = false, outChecked = false;
    for (int guard = 0; guard < 20000 && !(drew && outChecked); ++guard) {
        QTest::qWait(2);
        if (t.session->summary() && t.session->summary()->isVisible()) { // on to the next deal
            if (auto* next = t.session->summary()->findChild<QPushButton*>(QStringLiteral("nextDealButton")))
                QTest::mouseClick(next, Qt::LeftButton);
            continue;
        }
        if (!m->game().inDeal())
            continue;
        const SeatView v = m->view(0);
        if (v.toAct != 0 || v.legal.empty() || t.session->flow()->busy())
            continue;
        const auto has = [&](Act act) {
            return std::any_of(v.legal.begin(), v.legal.end(), [&](const Action& a) { return a.act == act; });
        };
        if (!t.session->view()->actionBar()->isVisible() && !has(Act::Play))
            continue;
        QPushButton* step = t.session->view()->actionBar()->primaryButton();
        if (has(Act::Out)) {
            const PointCount count = m->game().countedPoints(0);
            const bool enough = count.points[0] >= 66;
            QCOMPARE(step && step->objectName() == QLatin1String("act_out"), enough && !has(Act::Draw));
            outChecked = outChecked || !enough;
        }
        if (has(Act::Draw) && !drew) {
            QVERIFY(step);
            QCOMPARE(step->objectName(), QStringLiteral("act_draw"));
            const std::size_t before = m->record().deals.back().actions.size();
            t.session->view()->setFocus();
            QTest::keyClick(t.session->view(), Qt::Key_Return);
            QTRY_COMPARE(m->record().deals.back().actions.size(), before + 1);
            QCOMPARE(m->record().deals.back().actions.back().act, Act::Draw);
            drew = true;
            continue;
        }
        // Otherwise the first legal card (or step) for the human.
        for (const Action& a : v.legal)
            if (a.act == Act::Play || a.act == Act::Draw) {
                m->submit(a);
                break;
            }
    }
    QVERIFY(drew);
    QVERIFY(outChecked);
}

// Dreierschnapsen: middlehand's cut or knock before the deal shows as a bubble at that seat and
// opens the deal log, whoever made it.
void TestTable::cutOrKnockIsSaid() {
    for (const quint64 seed : {3ull, 4ull, 5ull}) {
        Table t = open(dir_->filePath(QStringLiteral("autosave%1.json").arg(seed)), seed);
        QVERIFY(start(t, "dreierschnapsen", 3, {}));
        TableModel* m = t.session->model();
        QStringList bubbleSeen;
        connect(m, &TableModel::dealStarted, t.window.get(), [&] {
            const int cutter = m->cutChooser(m->record().deals.back().setup.dealer);
            bubbleSeen << t.session->scene()->bubbles().value(cutter);
        });
        for (int guard = 0; guard < 3000 && m->record().deals.empty(); ++guard) {
            QTest::qWait(2);
            if (auto* cut = t.session->view()->actionBar()->findChild<QPushButton*>(QStringLiteral("cut_cut"));
                cut && cut->isVisible())
                QTest::mouseClick(cut, Qt::LeftButton);
        }
        QCOMPARE(m->record().deals.size(), std::size_t{1});
        const DealSetup& setup = m->record().deals.back().setup;
        const int cutter = m->cutChooser(setup.dealer);
        QVERIFY(cutter >= 0);
        const QString said = setup.knocked
                                 ? QStringLiteral("Klopft \u2014 knocks: the talon first, then six cards each")
                                 : QStringLiteral("Cuts");
        const QString who = m->isHuman(cutter) ? QStringLiteral("You") : m->name(cutter);
        QCOMPARE(t.session->view()->dealLog().value(0), QStringLiteral("%1: %2").arg(who, said));
        QCOMPARE(bubbleSeen, QStringList{said});
        // and the plate keeps it for the deal.
        t.session->scene()->refresh();
        QVERIFY(t.session->scene()->plate(cutter)->data().markers.contains(setup.knocked ? QStringLiteral("Knocked")
                                                                                         : QStringLiteral("Cut")));
    }
}

// Dreierschnapsen: when the human, as middlehand, is asked to cut or knock for the next deal, the
// table shows that deal: its dealer, and none of the last deal's cards, trumps or last trick.
void TestTable::cutIsAskedAtTheNewDeal() {
    Table t = open(dir_->filePath(QStringLiteral("autosave.json")), 11);
    QVERIFY(start(t, "dreierschnapsen", 3, {}));
    TableModel* m = t.session->model();
    TableScene* scene = t.session->scene();
    const auto cutButton = [&]() -> QPushButton* {
        auto* b = t.session->view()->actionBar()->findChild<QPushButton*>(QStringLiteral("cut_cut"));
        return b && b->isVisible() ? b : nullptr;
    };
    const auto trumpsShown = [&] {
        for (QGraphicsItem* item : scene->items())
            if (auto* text = qgraphicsitem_cast<QGraphicsTextItem*>(item);
                text && text->isVisible() && text->toPlainText().contains(QStringLiteral("Trumps:")))
                return true;
        return false;
    };
    bool checked = false;
    for (int guard = 0; guard < 20000 && !checked && !m->game().sessionOver(); ++guard) {
        QTest::qWait(1);
        if (QPushButton* cut = cutButton()) {
            if (!m->record().deals.empty()) {
                // Asked between deals: the last deal is over, its dealer and cards gone from the table.
                const int oldDealer = m->record().deals.back().setup.dealer;
                const int dealer = m->game().nextDeal().dealer;
                QVERIFY(dealer >= 0 && dealer != oldDealer);
                QCOMPARE(m->cutChooser(dealer), 0);
                t.window->grab().save(dir_->filePath(QStringLiteral("cut.png")));
                for (int s = 0; s < 3; ++s) {
                    QVERIFY2(
                        scene->plate(s)->data().dealer == (s == dealer),
                        qPrintable(QStringLiteral("seat %1 marked dealer, the new dealer is %2").arg(s).arg(dealer)));
                    QCOMPARE(scene->plate(s)->data().cardsLeft, 0);
                }
                QVERIFY2(scene->lastTrickArea().isEmpty(), "the last deal's last trick is still shown");
                QCOMPARE(scene->lastTrickWinner(), -1);
                QVERIFY2(!trumpsShown(), "the last deal's trumps are still shown");
                QVERIFY(scene->handOrder().isEmpty());
                QCOMPARE(scene->trickCardsShown(), 0);
                QVERIFY2(scene->bubbles().isEmpty(), qPrintable(scene->bubbles().values().join(u',')));
                QTest::mouseClick(cut, Qt::LeftButton);
                // The deal is dealt by that dealer, and the table shows it.
                QTRY_VERIFY(m->game().inDeal() && !scene->handOrder().isEmpty());
                QCOMPARE(m->record().deals.back().setup.dealer, dealer);
                QVERIFY(scene->plate(dealer)->data().dealer);
                checked = true;
                break;
            }
            QTest::mouseClick(cut, Qt::LeftButton);
            continue;
        }
        if (DealSummary* sum = t.session->summary(); sum && sum->isVisible()) {
            if (auto* next = sum->findChild<QPushButton*>(QStringLiteral("nextDealButton")))
                QTest::mouseClick(next, Qt::LeftButton);
            continue;
        }
        // The human's decisions: the first legal one (a dialog's choice through the model).
        if (m->game().inDeal() && m->game().toAct() == 0) {
            const SeatView v = m->view(0);
            if (!v.legal.empty())
                m->submit(v.legal.front());
        }
    }
    QVERIFY2(checked, "the human was never asked to cut after a deal");
}

// What was said in one deal is not shown in the next: at the start of the second deal no seat
// has a bubble of the first (issue 33: Dreeg Rufen's "Calls …" and "Aus!", Dappen's "Fort!" at a
// seat that sits out in the next deal).
void TestTable::bubblesGoWithTheirDeal_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("phase");
    QTest::newRow("dreeg 3 rufen") << QStringLiteral("dreeg") << 3 << QStringLiteral("rufen");
    QTest::newRow("dappen 8") << QStringLiteral("dappen") << 8 << QString();
}

void TestTable::bubblesGoWithTheirDeal() {
    QFETCH(QString, game);
    QFETCH(int, players);
    QFETCH(QString, phase);
    Table t = open(dir_->filePath(QStringLiteral("autosave.json")), 3);
    std::vector<std::string> phases;
    if (!phase.isEmpty())
        phases.push_back(phase.toStdString());
    QVERIFY(start(t, game.toUtf8().constData(), players, phases));
    TableModel* m = t.session->model();
    TableScene* scene = t.session->scene();
    // Said in the first deal (and still showing at its end, when the summary comes).
    QMap<int, QString> saidInFirst;
    connect(m, &TableModel::actionApplied, t.window.get(), [&] {
        if (m->record().deals.size() == 1)
            saidInFirst = scene->bubbles();
    });
    // Checked as soon as the second deal is on the table (after the session has drawn it).
    bool checked = false;
    QMap<int, QString> atSecond;
    connect(m, &TableModel::dealStarted, t.window.get(), [&] {
        if (m->record().deals.size() == 2 && !checked) {
            atSecond = scene->bubbles();
            checked = true;
        }
    });
    for (int guard = 0; guard < 20000 && !checked && !m->game().sessionOver(); ++guard) {
        QTest::qWait(1);
        if (DealSummary* sum = t.session->summary(); sum && sum->isVisible()) {
            QVERIFY2(!saidInFirst.isEmpty(), "nothing was said in the first deal");
            if (auto* next = sum->findChild<QPushButton*>(QStringLiteral("nextDealButton")))
                QTest::mouseClick(next, Qt::LeftButton);
            continue;
        }
        if (m->game().inDeal() && m->game().toAct() == 0 && !t.session->flow()->busy()) {
            const SeatView v = m->view(0);
            if (!v.legal.empty())
                m->submit(v.legal.front());
        }
    }
    QVERIFY2(checked, "the second deal never started");
    QStringList left;
    for (auto it = atSecond.begin(); it != atSecond.end(); ++it)
        left << QStringLiteral("%1: %2").arg(m->name(it.key()), it.value());
    QVERIFY2(atSecond.isEmpty(), qPrintable(left.join(QStringLiteral(", "))));
    // Nor later while the second deal is played: a seat's bubble is one it said in this deal.
    QTest::qWait(20);
    const auto& actions = m->record().deals.back().actions;
    const QMap<int, QString> now = scene->bubbles();
    for (auto it = now.begin(); it != now.end(); ++it) {
        const bool saidNow =
            std::any_of(actions.begin(), actions.end(), [&](const Action& a) { return a.seat == it.key(); });
        QVERIFY2(saidNow,
                 qPrintable(
                     QStringLiteral("%1 shows \"%2\" without a word in this deal").arg(m->name(it.key()), it.value())));
    }
}

// Dappen: a pass in the Solo round is "Fort Solo!", in the Dappen round "Fort!" (rules: "Players
// who do not want to volunteer pass by saying 'Fort Solo!'"): the bubble at the seat says what the
// bid dialog's "Bidding so far" says for the same pass (the bubble said "Fort!" for both).
void TestTable::dappenPassSaidAsTheBidDialogSaysIt() {
    bool checked = false;
    for (quint64 seed = 1; seed < 30 && !checked; ++seed) {
        Table t = open(dir_->filePath(QStringLiteral("autosave-%1.json").arg(seed)), seed);
        QVERIFY(start(t, "dappen", 6, {}));
        TableModel* m = t.session->model();
        QStringList said; // "Name: words" of each pass, as its bubble said it
        connect(m, &TableModel::actionApplied, t.window.get(), [&](const Action& a) {
            if (a.act == Act::Pass)
                said << QStringLiteral("%1: %2").arg(m->name(a.seat),
                                                     t.session->scene()->bubbles().value(a.seat, QStringLiteral("?")));
        });
        QDialog* d = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((d = t.session->human()->openDialog()) && d->isVisible(), 20000);
        if (said.isEmpty())
            continue; // the human speaks first
        QString soFar;
        for (QLabel* l : d->findChildren<QLabel*>())
            if (l->text().startsWith(QStringLiteral("Bidding so far")))
                soFar = l->text();
        QVERIFY2(!soFar.isEmpty(), "the bid dialog says nothing of the bidding so far");
        st::test::shoot(t.window.get(), QStringLiteral("dappen-passes"), true);
        // The first passes close the Solo round.
        QVERIFY2(said.front().endsWith(QStringLiteral(": Fort Solo!")), qPrintable(said.join(u',')));
        for (const QString& s : std::as_const(said))
            QVERIFY2(soFar.contains(s), qPrintable(QStringLiteral("bubble '%1'; the dialog: %2").arg(s, soFar)));
        // The dialog's own words name the pass as its button does.
        auto* pass = d->findChild<QPushButton*>(QStringLiteral("bid_pass"));
        QVERIFY(pass);
        const QString word = pass->text().section(QStringLiteral(" \u2014 "), 0, 0).remove(u'&');
        bool introSaysIt = false;
        for (QLabel* l : d->findChildren<QLabel*>())
            introSaysIt = introSaysIt || l->text().startsWith(QStringLiteral("Bid to play alone against all the "
                                                                             "others, or pass (\u201c%1\u201d)")
                                                                  .arg(word));
        QVERIFY2(introSaysIt, qPrintable(pass->text()));
        checked = true;
    }
    QVERIFY(checked);
}

QTEST_MAIN(TestTable)
#include "test_table.moc"
