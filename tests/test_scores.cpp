// The table's score devices, the end-of-deal and end-of-session summaries and
// keyboard play, offscreen: records from tests/data are replayed to a known
// state and what the table shows is compared with the engine's standings.
#include "cards/cardtheme.h"
#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/sessionsummary.h"
#include "dialogs/settingsdialog.h"
#include "flow/tablesession.h"
#include "record.h"
#include "registry.h"
#include "table/actionbar.h"
#include "table/carditem.h"
#include "table/seatplate.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "text/language.h"
#include "text/wording.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace st;
using namespace st::ui;

namespace {

QString data(const char* path) {
    return QStringLiteral(STAMMTISCH_TEST_DATA "/") + QLatin1String(path);
}

nlohmann::json standings(const Game& g) {
    nlohmann::json st;
    g.reportStandings(st);
    return st;
}

/// The report of a record's last finished deal, replayed by the engine.
nlohmann::json lastDealReport(const QString& file) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray text = f.readAll();
    auto parsed = parseRecord(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    const Record* r = std::get_if<Record>(&parsed);
    if (!r)
        return {};
    const Replay rep = replay(*r);
    return rep.error || rep.deals.empty() ? nlohmann::json() : rep.deals.back();
}

} // namespace

class TestScores : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void init();
    void dreegSlates();
    void dreegStrokeFades();
    void countingHelpPerSide();
    void countingHelpTellsPendingMarriage();
    void dreierschnapsenPad();
    void dreierschnapsenDeclarerInDeal();
    void dreierschnapsenValueWithoutTalon();
    void dreierlesPad();
    void dreierlesSidesOnlyAfterBidding();
    void announcementsStayMarkedAndLogged();
    void dappenPadAndDapp();
    void dappenUltiSaysItsCardsAndTrick();
    void dappenStretchIsMarked();
    void noReviewOfAPassedOutDeal();
    void strokesErasedAsTheSlateAllows();
    void bigTablesStayUncluttered_data();
    void bigTablesStayUncluttered();
    void dealSummaryNamesOutcome();
    void humanIsAddressedAsYou();
    void numbersAndMoneyFollowTheLanguage();
    void keyboardPlaysFocusedCard();
    void sessionSummaryAtMatchEnd();
    void dreegSessionSummary();
    void scoreSheetToPdf();

  private:
    struct Table {
        std::unique_ptr<QWidget> window;
        TableSession* session = nullptr;
    };
    Table open(QSize size = {1280, 800}, int animationMs = 0);
    /// A copy of a record without its last `drop` actions, played by `playedBy` (may be empty).
    QString truncated(const QString& file, int drop, const QStringList& playedBy = {});
    void shoot(QWidget* w, const QString& name);

    std::unique_ptr<QTemporaryDir> dir_;
};

// The English plural forms ("1 deal played") as the application installs them.
void TestScores::initTestCase() {
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
}

void TestScores::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
}

TestScores::Table TestScores::open(QSize size, int animationMs) {
    Table t;
    t.window = std::make_unique<QWidget>();
    TableOptions o;
    o.animationMs = animationMs;
    o.thinkMs = 0;
    o.autosavePath = QStringLiteral("-");
    o.seed = 3;
    t.session = new TableSession(o, t.window.get());
    auto* box = new QVBoxLayout(t.window.get());
    box->setContentsMargins(0, 0, 0, 0);
    box->addWidget(t.session->view());
    t.window->resize(size);
    t.window->show();
    if (!QTest::qWaitForWindowExposed(t.window.get()))
        qWarning("window not exposed");
    return t;
}

QString TestScores::truncated(const QString& file, int drop, const QStringList& playedBy) {
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QJsonObject rec = QJsonDocument::fromJson(in.readAll()).object();
    QJsonArray deals = rec[QStringLiteral("deals")].toArray();
    QJsonObject last = deals.last().toObject();
    QJsonArray actions = last[QStringLiteral("actions")].toArray();
    for (int i = 0; i < drop && !actions.isEmpty(); ++i)
        actions.removeLast();
    last[QStringLiteral("actions")] = actions;
    deals[deals.size() - 1] = last;
    rec[QStringLiteral("deals")] = deals;
    if (!playedBy.isEmpty())
        rec[QStringLiteral("played_by")] = QJsonArray::fromStringList(playedBy);
    const QString out = dir_->filePath(QFileInfo(file).completeBaseName() + QStringLiteral("-cut.json"));
    QFile f(out);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(QJsonDocument(rec).toJson());
    return out;
}

void TestScores::shoot(QWidget* w, const QString& name) {
    // Screenshots for looking at the table: STAMMTISCH_SHOTS=/tmp/dir.
    const QString dir = qEnvironmentVariable("STAMMTISCH_SHOTS");
    if (!dir.isEmpty())
        w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

void TestScores::dreegSlates() {
    Table t = open();
    // All but the last card of the session: the slates and Bollern as they stand then.
    QVERIFY(t.session->resume(truncated(data("dreeg/three_player_session.json"), 1)).isEmpty());
    const Game& g = t.session->model()->game();
    const auto st = standings(g);
    TableScene* scene = t.session->scene();
    for (int s = 0; s < g.seats(); ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        const PlateData& d = scene->plate(s)->data();
        QVERIFY(!d.slate.isNull());
        QCOMPARE(d.strokes, st["strokes"][i].get<int>());
        QCOMPARE(d.bollernCount, st["bollern"][i].get<int>());
        QVERIFY2(d.score.contains(QString::number(st["bollern"][i].get<int>()) + QStringLiteral(" Bollern")),
                 qPrintable(d.score));
        QCOMPARE(d.markers.contains(QStringLiteral("Out")), st["strokes"][i].get<int>() == 0);
    }
    const QString phase = scene->scoreLines().join(QLatin1Char('\n'));
    QVERIFY2(phase.contains(QStringLiteral("Phase %1 of").arg(st["phase"].get<int>())), qPrintable(phase));
    shoot(t.window.get(), QStringLiteral("dreeg"));

    // The slates are drawn as the preferences say: XII unless the player chose III or the
    // crossed seven (dreeg.txt: "The commonest way ... a Roman number XII").
    CardTheme& theme = CardTheme::instance();
    const auto slateDrawn = [&](CardTheme::Slate style) {
        for (int s = 0; s < g.seats(); ++s) {
            const PlateData& d = scene->plate(s)->data();
            const QImage want = theme.slate(style, d.strokes, d.slate.width()).toImage();
            if (d.slate.toImage() != want)
                return false;
        }
        return true;
    };
    Preferences p; // a new player's preferences
    QCOMPARE(p.slate, CardTheme::Slate::XII);
    p.apply();
    scene->refresh();
    QVERIFY(slateDrawn(CardTheme::Slate::XII));
    QVERIFY(!slateDrawn(CardTheme::Slate::Seven));
    p.slate = CardTheme::Slate::Seven;
    p.apply();
    scene->refresh();
    QVERIFY(slateDrawn(CardTheme::Slate::Seven));
    Preferences().apply();
}

void TestScores::dreegStrokeFades() {
    for (const int ms : {120, 0}) {
        // Deals of Sechsundsechzig with the engine's first legal decisions, until strokes drop within a phase.
        TableModel m;
        const GameInfo* info = findGame("dreeg");
        Variant v(info->options);
        QCOMPARE(QString::fromStdString(v.set("phases", std::vector<std::string>{"66"})), QString());
        QVERIFY(m.startNew(*info, v, {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}, 5).isEmpty());
        TableScene scene(&m);
        scene.setAnimationMs(ms);
        scene.setTrickPauseMs(0);
        scene.resizeTo({1280, 800});
        connect(&m, &TableModel::actionApplied, &scene, &TableScene::refresh);
        QVERIFY(m.deal());
        scene.refresh();
        std::vector<int> before = standings(m.game())["strokes"].get<std::vector<int>>();
        while (m.game().inDeal())
            QVERIFY(m.submit(m.game().legalActions().front()));
        const std::vector<int> after = standings(m.game())["strokes"].get<std::vector<int>>();
        int eraser = -1;
        for (std::size_t s = 0; s < after.size(); ++s)
            if (after[s] < before[s])
                eraser = static_cast<int>(s);
        QVERIFY2(eraser >= 0, "a stroke was erased in the first deal");
        const SeatPlate* plate = scene.plate(eraser);
        QCOMPARE(plate->data().strokes, std::min(after[static_cast<std::size_t>(eraser)], 7));
        if (ms > 0) {
            QVERIFY2(plate->fading(), "the erased stroke fades");
            QTRY_VERIFY(!plate->fading());
        } else {
            QVERIFY2(!plate->fading(), "no animation when animations are off");
        }
    }
}

namespace {
// A table with the counting help on, no motion, for reading its line.
std::unique_ptr<TableScene> countingTable(TableModel* m) {
    auto scene = std::make_unique<TableScene>(m);
    scene->setAnimationMs(0);
    scene->setTrickPauseMs(0);
    scene->resizeTo({1280, 800});
    scene->setCountingHelp(true);
    return scene;
}
} // namespace

// The counting help names each side once with its total (Rufen: two against two once the
// called Ace has shown the sides), not every player with the side's total.
void TestScores::countingHelpPerSide() {
    TableModel m;
    const GameInfo* info = findGame("dreeg");
    Variant v(info->options);
    QCOMPARE(QString::fromStdString(v.set("phases", std::vector<std::string>{"rufen"})), QString());
    const QStringList names{QStringLiteral("Anna"), QStringLiteral("Bert"), QStringLiteral("Carl"),
                            QStringLiteral("Dora")};
    QVERIFY(m.startNew(*info, v, names, 5).isEmpty());
    const auto scene = countingTable(&m);
    QVERIFY(m.deal());
    const auto tricks = [&] {
        int n = 0;
        for (int t : m.view(0).tricksWon)
            n += t;
        return n;
    };
    while (m.game().inDeal() && tricks() < 2) { // cards (and the choices before them), never going out
        const std::vector<Action> legal = m.game().legalActions();
        const auto card = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Play; });
        QVERIFY(m.submit(card != legal.end() ? *card : legal.front()));
    }
    QVERIFY(m.game().inDeal());
    const PointCount count = m.game().countedPoints(0);
    QCOMPARE(static_cast<int>(count.side.size()), 4);
    const QString line = scene->countingLine();
    // One figure a side, its players named together ("you, Bert and Dora 0 · Carl 49" when Carl
    // plays alone): the human's side first.
    std::vector<int> sides;
    for (int s : {0, 1, 2, 3})
        if (std::find(sides.begin(), sides.end(), count.side[static_cast<std::size_t>(s)]) == sides.end())
            sides.push_back(count.side[static_cast<std::size_t>(s)]);
    QCOMPARE(static_cast<int>(sides.size()), 2); // Rufen is played by two sides
    QCOMPARE(line.count(QStringLiteral(" \u00b7 ")), 1);
    QStringList parts;
    for (int side : sides) {
        QStringList who;
        int points = 0;
        for (int s = 0; s < 4; ++s)
            if (count.side[static_cast<std::size_t>(s)] == side) {
                who << (s == 0 ? QStringLiteral("you") : names[s]);
                points = count.points[static_cast<std::size_t>(s)];
            }
        const QString named = who.size() > 1 ? who.mid(0, who.size() - 1).join(QStringLiteral(", ")) +
                                                   QStringLiteral(" and ") + who.last()
                                             : who.front();
        parts << QStringLiteral("%1 %2").arg(named).arg(points);
    }
    QCOMPARE(line, QStringLiteral("Card points taken: %1 (66 to win)").arg(parts.join(QStringLiteral(" \u00b7 "))));
}

// A 20 or 40 declared before the side has a trick counts only from its first trick: the help says
// it is there, apart from the points taken.
void TestScores::countingHelpTellsPendingMarriage() {
    const GameInfo* info = findGame("schnapsen");
    for (quint64 seed = 1; seed < 400; ++seed) {
        TableModel m;
        QVERIFY(m.startNew(*info, Variant(info->options), {QStringLiteral("Anna"), QStringLiteral("Bert")}, seed)
                    .isEmpty());
        const auto scene = countingTable(&m);
        QVERIFY(m.deal());
        // Forehand declares a marriage at the first lead when the hand holds one.
        const SeatView v = m.view(m.view(0).toAct);
        const auto declare =
            std::find_if(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act == Act::Declare; });
        if (declare == v.legal.end())
            continue;
        const int seat = v.toAct;
        QVERIFY(m.submit(*declare));
        const PointCount count = m.game().countedPoints(seat);
        const int pending = count.pending[static_cast<std::size_t>(seat)];
        QVERIFY(pending == 20 || pending == 40);
        QCOMPARE(count.points[static_cast<std::size_t>(seat)], 0);
        scene->setHumanSeat(seat);
        const QString line = scene->countingLine();
        QVERIFY2(line.contains(QStringLiteral("you 0 (+%1 declared, counted with the first trick)").arg(pending)),
                 qPrintable(line));
        return;
    }
    QFAIL("no deal in 400 with a marriage to declare at the first lead");
}

void TestScores::dreierschnapsenPad() {
    TableModel m;
    QVERIFY(m.loadRecord(data("dreierschnapsen/tie_break.json")).isEmpty());
    TableScene scene(&m);
    scene.resizeTo({1280, 800});
    scene.refresh();
    const auto st = standings(m.game());
    for (int s = 0; s < 3; ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        const QStringList pad = scene.plate(s)->data().pad;
        QVERIFY2(pad.value(0).startsWith(QStringLiteral("%1 of 24").arg(st["scores"][i].get<int>())),
                 qPrintable(pad.join(QLatin1Char('|'))));
        QCOMPARE(pad.value(1), QStringLiteral("Bummerl: %1").arg(st["bummerl"][i].get<int>()));
    }
    // Counting down, by the variant's presentation option.
    Variant v = m.record().variant;
    QCOMPARE(QString::fromStdString(v.set("countdown", true)), QString());
    Record r = m.record();
    r.variant = v;
    const QString file = dir_->filePath(QStringLiteral("countdown.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(writeRecord(r)));
    f.close();
    TableModel down;
    QVERIFY(down.loadRecord(file).isEmpty());
    TableScene scene2(&down);
    scene2.resizeTo({1280, 800});
    scene2.refresh();
    const auto st2 = standings(down.game());
    for (int s = 0; s < 3; ++s)
        QVERIFY(scene2.plate(s)->data().pad.value(0).startsWith(
            QStringLiteral("%1 to go").arg(st2["remaining"][static_cast<std::size_t>(s)].get<int>())));
}

void TestScores::dreierschnapsenDeclarerInDeal() {
    Table t = open();
    QVERIFY(t.session->resume(truncated(data("dreierschnapsen/kontrabauernschnapser_match.json"), 2)).isEmpty());
    const Game& g = t.session->model()->game();
    QVERIFY(g.inDeal());
    // The declarer, from the full record's report.
    const nlohmann::json full = lastDealReport(data("dreierschnapsen/kontrabauernschnapser_match.json"));
    QVERIFY(full.contains("declarer"));
    const int declarer = full["declarer"].get<int>();
    for (int s = 0; s < 3; ++s) {
        const QStringList markers = t.session->scene()->plate(s)->data().markers;
        QCOMPARE(markers.contains(QStringLiteral("Declarer")), s == declarer);
        QCOMPARE(markers.contains(QStringLiteral("Opponent")), s != declarer);
    }
    const QString lines = t.session->scene()->scoreLines().join(QLatin1Char('\n'));
    QVERIFY2(lines.contains(QStringLiteral("Kontrabauernschnapser, worth 24 game point")), qPrintable(lines));
    shoot(t.window.get(), QStringLiteral("dreierschnapsen"));
}

// A contract played without the talon is worth a game point more (the engine scores it so): the
// table says so while it is played, as the deal summary does after it.
void TestScores::dreierschnapsenValueWithoutTalon() {
    QFile in(data("dreierschnapsen/retourschneider.json"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonObject rec = QJsonDocument::fromJson(in.readAll()).object();
    QJsonObject first = rec[QStringLiteral("deals")].toArray().first().toObject();
    QJsonArray actions = first[QStringLiteral("actions")].toArray();
    QCOMPARE(actions[3].toObject()[QStringLiteral("bid")].toString(), QStringLiteral("bauernschnapser"));
    QCOMPARE(actions[3].toObject()[QStringLiteral("talon")].toBool(true), false);
    while (actions.size() > 4) // trump, pass, pass, Bauernschnapser without the talon
        actions.removeLast();
    first[QStringLiteral("actions")] = actions;
    rec[QStringLiteral("deals")] = QJsonArray{first};
    const QString file = dir_->filePath(QStringLiteral("no-talon.json"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(rec).toJson());
    out.close();
    Table t = open();
    QVERIFY(t.session->resume(file).isEmpty());
    QVERIFY(t.session->model()->game().inDeal());
    const QString lines = t.session->scene()->scoreLines().join(QLatin1Char('\n'));
    // The Bauernschnapser is worth 12, and 13 without the talon.
    QVERIFY2(lines.contains(QStringLiteral("Bauernschnapser, worth 13 game points")), qPrintable(lines));
}

// Dreierles: while the bidding goes on nobody is "Declarer" or "Opponent" yet (a higher bid may
// come); the table says the highest bid so far. When the bidding is over the sides are marked.
void TestScores::dreierlesSidesOnlyAfterBidding() {
    const QString file = data("dreierles/example_anne.json");
    {
        Table t = open();
        QVERIFY(t.session->resume(truncated(file, 51)).isEmpty()); // seat 0 bid Solo; 1 and 2 to speak
        QVERIFY(t.session->model()->game().inDeal());
        for (int s = 0; s < t.session->model()->game().seats(); ++s) {
            const QStringList markers = t.session->scene()->plate(s)->data().markers;
            QVERIFY2(!markers.contains(QStringLiteral("Declarer")) && !markers.contains(QStringLiteral("Opponent")),
                     qPrintable(markers.join(QLatin1Char(','))));
        }
        const QString lines = t.session->scene()->scoreLines().join(QLatin1Char('\n'));
        QVERIFY2(lines.contains(QStringLiteral("Highest bid: Solo (Anne)")), qPrintable(lines));
    }
    {
        Table t = open();
        QVERIFY(t.session->resume(truncated(file, 49)).isEmpty()); // everybody spoke: Anne plays Solo
        QVERIFY(t.session->scene()->plate(0)->data().markers.contains(QStringLiteral("Declarer")));
        QVERIFY(t.session->scene()->plate(1)->data().markers.contains(QStringLiteral("Opponent")));
    }
}

// Kontra and Re stay marked at the seats that knocked, and the deal log lists every bid, the
// blind exchange and the knocks with who said them.
void TestScores::announcementsStayMarkedAndLogged() {
    Table t = open();
    QVERIFY(t.session
                ->resume(truncated(data("dreierles/kontra_re.json"), 48,
                                   {QStringLiteral("human"), QStringLiteral("normal"), QStringLiteral("normal")}))
                .isEmpty());
    QTest::qWait(20);
    const QStringList carl = t.session->scene()->plate(2)->data().markers;
    const QStringList bert = t.session->scene()->plate(1)->data().markers;
    QVERIFY2(carl.contains(QStringLiteral("Kontra (×2)")), qPrintable(carl.join(QLatin1Char(','))));
    QVERIFY2(bert.contains(QStringLiteral("Re (×4)")), qPrintable(bert.join(QLatin1Char(','))));
    const QStringList log = t.session->view()->dealLog();
    const QStringList expected{QStringLiteral("You: Weg"),
                               QStringLiteral("Bert: Dreier"),
                               QStringLiteral("Carl: Weg"),
                               QStringLiteral("Bert: From the blind: trump 21, Ace of hearts, Cavalier of diamonds"),
                               QStringLiteral("Bert: Discards 3 cards"),
                               QStringLiteral("Carl: Kontra (×2)"),
                               QStringLiteral("Bert: Re (×4)")};
    QCOMPARE(log.mid(0, 7), expected);
    // The log opens from its button and with G.
    QVERIFY(!t.session->view()->dealLogOpen());
    QTest::mouseClick(t.session->view()->dealLogButton(), Qt::LeftButton);
    QVERIFY(t.session->view()->dealLogOpen());
    QTest::keyClick(t.session->view(), Qt::Key_G);
    QVERIFY(!t.session->view()->dealLogOpen());
    auto* empty = t.session->view()->findChild<QLabel*>(QStringLiteral("dealLogEmpty"));
    QVERIFY(empty && !empty->isVisibleTo(t.session->view()));

    // A deal where nothing was said yet: the log says so, in a panel no taller than that sentence
    // (in 66 it used to open as an empty panel over a seat's plate).
    Table fresh = open();
    QVERIFY(fresh.session->resume(truncated(data("dreierles/kontra_re.json"), 1000)).isEmpty());
    QVERIFY(fresh.session->view()->dealLog().isEmpty());
    QTest::mouseClick(fresh.session->view()->dealLogButton(), Qt::LeftButton);
    auto* says = fresh.session->view()->findChild<QLabel*>(QStringLiteral("dealLogEmpty"));
    QVERIFY(says && says->isVisible());
    QVERIFY(says->text().startsWith(QStringLiteral("Nothing has been said in this deal yet.")));
    auto* panel = fresh.session->view()->findChild<QFrame*>(QStringLiteral("dealLogPanel"));
    QVERIFY(panel && panel->isVisible());
    QVERIFY2(panel->height() < fresh.session->view()->height() / 4, qPrintable(QString::number(panel->height())));
    QVERIFY(panel->height() >= says->heightForWidth(says->width()));
}

// Dappen's Ulti: the log says which trumps were laid out (they lie face up), and the summary counts
// tricks as players do, from 1 (furtwangen_session.json, first deal: Margit lays out trumps 3 and 1;
// the 3 falls in the sixth trick and is lost, the 1 wins the seventh, the last).
void TestScores::dappenUltiSaysItsCardsAndTrick() {
    QFile in(data("dappen/furtwangen_session.json"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonObject rec = QJsonDocument::fromJson(in.readAll()).object();
    QJsonObject first = rec[QStringLiteral("deals")].toArray().first().toObject();
    const auto write = [&](const QString& name, const QJsonObject& deal) {
        QJsonObject r = rec;
        r[QStringLiteral("deals")] = QJsonArray{deal};
        const QString file = dir_->filePath(name);
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly))
            return QString();
        out.write(QJsonDocument(r).toJson());
        return file;
    };
    TableModel m;
    QVERIFY(m.loadRecord(write(QStringLiteral("ulti-done.json"), first)).isEmpty());
    const Pack& pack = m.game().pack();
    const QString t3 = text::Wording::cardName(pack, *pack.fromCode("T3"));
    const QString t1 = text::Wording::cardName(pack, *pack.fromCode("T1"));
    const QString html = DealSummary::detailsHtml(m, dealReport(m.game()));
    QVERIFY2(html.contains(QStringLiteral("Ulti with %1 lost in trick 6").arg(t3)), qPrintable(html));
    QVERIFY2(html.contains(QStringLiteral("Ulti with %1 won in trick 7").arg(t1)), qPrintable(html));

    QJsonArray actions = first[QStringLiteral("actions")].toArray();
    QCOMPARE(actions[13].toObject()[QStringLiteral("what")].toString(), QStringLiteral("ulti"));
    while (actions.size() > 14)
        actions.removeLast();
    first[QStringLiteral("actions")] = actions;
    Table t = open();
    QVERIFY(t.session->resume(write(QStringLiteral("ulti-out.json"), first)).isEmpty());
    const QStringList log = t.session->view()->dealLog();
    const QString said = QStringLiteral(": Ulti with %1 and %2").arg(t3, t1);
    QVERIFY2(std::any_of(log.begin(), log.end(), [&](const QString& l) { return l.endsWith(said); }),
             qPrintable(log.join(QLatin1Char('\n'))));
}

// Dappen's bidding stays marked on the plates: the dapper, and once somebody stretches over him,
// that he was stretched and by whom.
void TestScores::dappenStretchIsMarked() {
    const GameInfo* info = findGame("dappen");
    for (quint64 seed = 1; seed < 200; ++seed) {
        TableModel m;
        QStringList names;
        for (int s = 0; s < 6; ++s)
            names << QStringLiteral("P%1").arg(s);
        QVERIFY(m.startNew(*info, Variant(info->options), names, seed).isEmpty());
        TableScene scene(&m);
        scene.setAnimationMs(0);
        scene.resizeTo({1280, 800});
        QVERIFY(m.deal());
        const auto bid = [&](const char* name) {
            const std::vector<Action> legal = m.game().legalActions();
            const auto it = std::find_if(legal.begin(), legal.end(),
                                         [&](const Action& a) { return a.act == Act::Bid && a.bid == name; });
            return it != legal.end() ? std::optional<Action>(*it) : std::nullopt;
        };
        const auto pass = [&] {
            const std::vector<Action> legal = m.game().legalActions();
            const auto it =
                std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Pass; });
            return it != legal.end() && m.submit(*it);
        };
        int dapper = -1, stretcher = -1;
        for (int guard = 0; guard < 20 && dapper < 0; ++guard) {
            if (const auto d = bid("dappen")) {
                dapper = d->seat;
                QVERIFY(m.submit(*d));
            } else if (!pass()) {
                break;
            }
        }
        for (int guard = 0; guard < 20 && dapper >= 0 && stretcher < 0 && m.game().inDeal(); ++guard) {
            if (const auto st = bid("strecken")) {
                stretcher = st->seat;
                QVERIFY(m.submit(*st));
            } else if (!pass()) {
                break;
            }
        }
        if (dapper < 0 || stretcher < 0 || !m.game().inDeal())
            continue;
        scene.refresh();
        const QStringList onDapper = scene.plate(dapper)->data().markers;
        QVERIFY2(onDapper.contains(QStringLiteral("Dapped, stretched by %1").arg(names[stretcher])),
                 qPrintable(onDapper.join(QLatin1Char(','))));
        QVERIFY(scene.plate(stretcher)->data().markers.contains(QStringLiteral("Stretches")));
        return;
    }
    QFAIL("no deal in 200 with a dapper and a stretcher");
}

// A Mainz Dappen deal that everybody passes is not played: the summary offers no review of it.
void TestScores::noReviewOfAPassedOutDeal() {
    const GameInfo* info = findGame("dappen");
    Variant v(info->options);
    QCOMPARE(QString::fromStdString(v.set("rules", std::string("mainz"))), QString());
    TableModel m;
    QVERIFY(m.startNew(*info, v, {QStringLiteral("Anna"), QStringLiteral("Bert"), QStringLiteral("Carl")}, 9,
                       {QStringLiteral("human"), QStringLiteral("easy"), QStringLiteral("easy")})
                .isEmpty());
    QVERIFY(m.deal());
    for (int guard = 0; guard < 50 && m.game().inDeal(); ++guard) {
        const std::vector<Action> legal = m.game().legalActions();
        const auto pass = std::find_if(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Pass; });
        QVERIFY2(pass != legal.end(), "Mainz: everybody may pass");
        QVERIFY(m.submit(*pass));
    }
    QVERIFY(!m.game().inDeal());
    QVERIFY(std::any_of(m.record().deals.back().actions.begin(), m.record().deals.back().actions.end(),
                        [&](const Action& a) { return m.isHuman(a.seat); })); // the human did decide: a pass
    DealSummary d(m);
    QVERIFY(!d.findChild<QPushButton*>(QStringLiteral("reviewButton")));
}

// A deal can earn more strokes than a slate still holds (here slates of one stroke): the summary's
// reason says so beside the column of strokes actually erased, instead of contradicting it.
void TestScores::strokesErasedAsTheSlateAllows() {
    QFile in(data("dreeg/three_player_session.json"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray text = in.readAll();
    auto parsed = parseRecord(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    QVERIFY(std::holds_alternative<Record>(parsed));
    const Replay rp = replay(std::get<Record>(parsed));
    QVERIFY(!rp.error && !rp.deals.empty());
    TableModel m;
    QVERIFY(m.loadRecord(data("dreeg/three_player_session.json")).isEmpty());
    int capped = 0;
    for (const nlohmann::json& r : rp.deals)
        for (int s = 0; s < m.game().seats(); ++s) {
            const int erase = r["erase"][static_cast<std::size_t>(s)].get<int>();
            const int erased = r["delta"][static_cast<std::size_t>(s)].get<int>();
            const QString why = DealSummary::seatReason(m, r, s);
            QCOMPARE(why.contains(QStringLiteral("left on the slate")), erase > erased && erase > 0);
            if (erase > erased && erase > 0) {
                QVERIFY2(why.contains((erased == 1 ? QStringLiteral("only 1 stroke left on the slate")
                                                   : QStringLiteral("only %1 strokes left on the slate").arg(erased))),
                         qPrintable(why));
                ++capped;
            }
        }
    QVERIFY(capped > 0);
}

void TestScores::dreierlesPad() {
    TableModel m;
    QVERIFY(m.loadRecord(data("dreierles/example_anne.json")).isEmpty());
    TableScene scene(&m);
    scene.resizeTo({1280, 800});
    scene.refresh();
    const auto st = standings(m.game());
    const DealResult r = m.game().lastResult();
    for (int s = 0; s < m.game().seats(); ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        const QStringList pad = scene.plate(s)->data().pad;
        const int total = st["totals"][i].get<int>();
        QVERIFY2(pad.value(0).startsWith(QStringLiteral("Points: %1").arg(text::Wording::number(total))),
                 qPrintable(pad.join(QLatin1Char('|'))));
        const QString change = r.delta[i] > 0   ? QStringLiteral("+%1").arg(r.delta[i])
                               : r.delta[i] < 0 ? QStringLiteral("\u2212%1").arg(-r.delta[i])
                                                : QStringLiteral("\u00b10");
        QVERIFY(pad.value(0).contains(change));
        if (st["stake_cents"].get<int>() > 0)
            QCOMPARE(pad.value(1), text::Wording::money(st["money_cents"][i].get<int>()));
    }
    QVERIFY(scene.scoreLines().join(QLatin1Char(' ')).contains(QStringLiteral("round")));
    // In the deal: the blind lies on the table with its card count, the declarer is marked.
    Table t = open();
    QVERIFY(t.session->resume(truncated(data("dreierles/example_anne.json"), 4)).isEmpty());
    const SeatView v = t.session->model()->view(t.session->scene()->humanSeat());
    if (v.talonSize > 0)
        QCOMPARE(t.session->scene()->stockText(), QStringLiteral("Blind: %1").arg(v.talonSize));
    nlohmann::json report = dealReport(m.game());
    const int declarer = report["declarer"].is_number_integer() ? report["declarer"].get<int>() : -1;
    for (int s = 0; s < m.game().seats(); ++s) {
        const QStringList markers = t.session->scene()->plate(s)->data().markers;
        if (declarer >= 0)
            QCOMPARE(markers.contains(QStringLiteral("Declarer")), s == declarer);
        else
            QVERIFY(!markers.contains(QStringLiteral("Declarer")));
    }
    shoot(t.window.get(), QStringLiteral("dreierles"));
}

void TestScores::dappenPadAndDapp() {
    TableModel m;
    QVERIFY(m.loadRecord(data("dappen/furtwangen_session.json")).isEmpty());
    TableScene scene(&m);
    scene.resizeTo({1280, 800});
    scene.refresh();
    const auto st = standings(m.game());
    for (int s = 0; s < m.game().seats(); ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        const QStringList pad = scene.plate(s)->data().pad;
        QVERIFY2(pad.value(0).startsWith(text::Wording::money(st["totals"][i].get<int>(), true)),
                 qPrintable(pad.join(QLatin1Char('|'))));
        QCOMPARE(pad.value(1), QStringLiteral("Purse: %1").arg(text::Wording::money(st["purse"][i].get<int>())));
    }
    // In a deal: the lone player is marked and the Dapp lies face down with its count.
    Table t = open();
    QVERIFY(t.session->resume(truncated(data("dappen/furtwangen_session.json"), 3)).isEmpty());
    const nlohmann::json report = dealReport(m.game());
    const int lone = report["lone"].is_number_integer() ? report["lone"].get<int>() : -1;
    for (int s = 0; s < m.game().seats(); ++s)
        QCOMPARE(t.session->scene()->plate(s)->data().markers.contains(QStringLiteral("Lone player")), s == lone);
    const SeatView v = t.session->model()->view(0);
    if (v.talonSize > 0)
        QCOMPARE(t.session->scene()->stockText(), QStringLiteral("Dapp: %1").arg(v.talonSize));
    else
        QVERIFY(t.session->scene()->stockText().isEmpty());
}

void TestScores::bigTablesStayUncluttered_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<QSize>("size");
    for (int n = 6; n <= 8; ++n)
        for (const QSize s : {QSize(1280, 800), QSize(1024, 700)})
            QTest::addRow("%d players at %dx%d", n, s.width(), s.height()) << n << s;
}

void TestScores::bigTablesStayUncluttered() {
    QFETCH(int, players);
    QFETCH(QSize, size);
    Table t = open(size);
    const GameInfo* info = findGame("dappen");
    QVERIFY(info);
    NewGameSettings s;
    s.game = info;
    s.variant = Variant(info->options);
    for (int i = 0; i < players; ++i) {
        s.names << (i == 0 ? QStringLiteral("Anna") : QStringLiteral("Computer %1").arg(i));
        s.levels << QStringLiteral("random");
    }
    QVERIFY(t.session->start(s).isEmpty());
    QTRY_VERIFY(t.session->model()->game().inDeal());
    TableScene* scene = t.session->scene();
    QList<QRectF> rects;
    for (int seat = 0; seat < players; ++seat) {
        const QRectF r = scene->plate(seat)->sceneBoundingRect().adjusted(6, 6, -6, -6);
        QVERIFY2(scene->sceneRect().contains(r), qPrintable(QStringLiteral("seat %1 is cut off").arg(seat)));
        for (const QRectF& other : std::as_const(rects))
            QVERIFY2(!r.intersects(other), qPrintable(QStringLiteral("seat %1 overlaps another seat").arg(seat)));
        rects << r;
    }
    // The plates stay clear of the action bar and the human's hand.
    const QRectF bar = scene->actionBarArea();
    for (int seat = 1; seat < players; ++seat)
        QVERIFY(!rects[seat].intersects(bar));
    shoot(t.window.get(), QStringLiteral("dappen-%1-%2").arg(players).arg(size.width()));
}

void TestScores::dealSummaryNamesOutcome() {
    {
        TableModel m;
        QVERIFY(m.loadRecord(data("dreierschnapsen/kontrabauernschnapser_match.json")).isEmpty());
        DealSummary d(m);
        const QString text = d.findChild<QLabel*>(QStringLiteral("summaryText"))->text();
        const nlohmann::json r = dealReport(m.game());
        const int declarer = r["declarer"].get<int>();
        QVERIFY2(text.contains(QStringLiteral("%1 played Kontrabauernschnapser").arg(m.name(declarer))),
                 qPrintable(text));
        QVERIFY(text.contains(r["declarer_won"].get<bool>() ? QStringLiteral("made the contract")
                                                            : QStringLiteral("failed")));
        // The session is over: the button leads on to the session's summary.
        QVERIFY(d.findChild<QPushButton*>(QStringLiteral("sessionSummaryButton")));
        QVERIFY(!d.findChild<QPushButton*>(QStringLiteral("nextDealButton")));
        shoot(&d, QStringLiteral("dealsummary-dreierschnapsen"));
    }
    {
        TableModel m;
        QVERIFY(m.loadRecord(data("dreierles/example_anne.json")).isEmpty());
        DealSummary d(m);
        const QString text = d.findChild<QLabel*>(QStringLiteral("summaryText"))->text();
        const nlohmann::json r = dealReport(m.game());
        QVERIFY2(text.contains(DealSummary::outcomeText(r["outcome"].get<std::string>()).toHtmlEscaped()),
                 qPrintable(text));
        if (r["declarer"].is_number_integer())
            QVERIFY(text.contains(QStringLiteral("game value %1").arg(r["game_value"].get<int>())));
        shoot(&d, QStringLiteral("dealsummary-dreierles"));
    }
    {
        TableModel m;
        QVERIFY(m.loadRecord(data("dappen/furtwangen_session.json")).isEmpty());
        DealSummary d(m);
        const QString text = d.findChild<QLabel*>(QStringLiteral("summaryText"))->text();
        const nlohmann::json r = dealReport(m.game());
        if (r["lone"].is_number_integer())
            QVERIFY2(text.contains(m.name(r["lone"].get<int>()) + QStringLiteral(" played")), qPrintable(text));
        QVERIFY(d.findChild<QPushButton*>(QStringLiteral("nextDealButton")));
        shoot(&d, QStringLiteral("dealsummary-dappen"));
    }
    {
        TableModel m;
        QVERIFY(m.loadRecord(data("dreeg/three_player_session.json")).isEmpty());
        DealSummary d(m);
        const QString text = d.findChild<QLabel*>(QStringLiteral("summaryText"))->text();
        const nlohmann::json r = dealReport(m.game());
        for (std::size_t s = 0; s < r["erase"].size(); ++s)
            if (const int e = r["erase"][s].get<int>(); e > 0)
                QVERIFY2(text.contains(QStringLiteral("%1 stroke").arg(e)), qPrintable(text));
    }
}

// Texts about the human's own seat say "you" with the verb to match ("You played Solo alone",
// never "You plays"), whatever name the seat has; other seats keep their names.
void TestScores::humanIsAddressedAsYou() {
    for (const char* file : {"dappen/furtwangen_session.json", "dreierschnapsen/kontrabauernschnapser_match.json"}) {
        TableModel probe;
        QVERIFY(probe.loadRecord(data(file)).isEmpty());
        const nlohmann::json r0 = dealReport(probe.game());
        const int seat =
            r0.contains("lone") && r0["lone"].is_number_integer() ? r0["lone"].get<int>() : r0.value("declarer", -1);
        QVERIFY(seat >= 0);
        QStringList playedBy;
        for (int s = 0; s < probe.game().seats(); ++s)
            playedBy << (s == seat ? QStringLiteral("human") : QStringLiteral("normal"));
        const QString cut = truncated(data(file), 0, playedBy);
        QVERIFY(!cut.isEmpty());
        TableModel m;
        QVERIFY(m.loadRecord(cut).isEmpty());
        QVERIFY(m.isHuman(seat));
        DealSummary d(m);
        const QString text = d.findChild<QLabel*>(QStringLiteral("summaryText"))->text();
        QVERIFY2(text.contains(QStringLiteral("You played ")), qPrintable(text));
        QVERIFY2(!text.contains(m.name(seat) + QStringLiteral(" played")), qPrintable(text));
        if (std::string(file).starts_with("dreierschnapsen"))
            QVERIFY2(text.contains(QStringLiteral("You made the contract.")) ||
                         text.contains(QStringLiteral("You failed.")),
                     qPrintable(text));
    }
}

// German shows "−0,50 €" and a true minus sign everywhere; English "−0.50 €".
void TestScores::numbersAndMoneyFollowTheLanguage() {
    QCOMPARE(text::Wording::money(-50), QStringLiteral("\u22120.50 \u20ac"));
    QCOMPARE(text::Wording::money(1234, true), QStringLiteral("+12.34 \u20ac"));
    QCOMPARE(text::Wording::signedNumber(-3), QStringLiteral("\u22123"));
    QCOMPARE(text::Wording::number(-12), QStringLiteral("\u221212"));
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("de")));
    QCOMPARE(text::Wording::money(-50), QStringLiteral("\u22120,50 \u20ac"));
    QCOMPARE(text::Wording::money(123456), QStringLiteral("1.234,56 \u20ac"));
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
    // A Dappen deal's summary gives the change in money, with the minus sign, not a bare "-50".
    TableModel m;
    QVERIFY(m.loadRecord(data("dappen/furtwangen_session.json")).isEmpty());
    DealSummary d(m);
    const QString text = d.findChild<QLabel*>(QStringLiteral("summaryText"))->text();
    QVERIFY2(text.contains(QStringLiteral("\u20ac")), qPrintable(text));
    QVERIFY2(!text.contains(QRegularExpression(QStringLiteral(">-\\d"))), qPrintable(text));
}

void TestScores::keyboardPlaysFocusedCard() {
    Table t = open();
    // Dreeg, first deal: the human (seat 0) is to play; Left/Right/Enter play a chosen card.
    const GameInfo* info = findGame("dreeg");
    NewGameSettings s;
    s.game = info;
    s.variant = Variant(info->options);
    QCOMPARE(QString::fromStdString(s.variant.set("phases", std::vector<std::string>{"66"})), QString());
    s.names << QStringLiteral("Anna") << QStringLiteral("Bert") << QStringLiteral("Carl");
    s.levels << QStringLiteral("random") << QStringLiteral("random") << QStringLiteral("random");
    QVERIFY(t.session->start(s).isEmpty());
    TableScene* scene = t.session->scene();
    TableView* view = t.session->view();
    TableModel* m = t.session->model();
    // Wait until the human is to play a card.
    QTRY_VERIFY(m->game().inDeal() && m->game().toAct() == 0 && view->actionBar()->isVisible() &&
                scene->handCard(scene->focusedCard()) && scene->handCard(scene->focusedCard())->lifted());
    // The focus starts on the first legal card.
    const QList<Card> hand = scene->handOrder();
    Card firstLegal = kNoCard;
    for (Card c : hand)
        if (!m->check(Action::play(0, c))) {
            firstLegal = c;
            break;
        }
    QCOMPARE(scene->focusedCard(), firstLegal);
    QVERIFY(scene->handCard(firstLegal)->toolTip().startsWith(text::Wording::cardName(m->game().pack(), firstLegal)));
    QCOMPARE(view->accessibleName(), scene->handCard(firstLegal)->toolTip());
    QVERIFY(view->accessibleDescription().startsWith(QStringLiteral("Your turn")));
    // Right moves one card on, Left back.
    view->setFocus();
    const qsizetype at = hand.indexOf(firstLegal);
    QTest::keyClick(view, Qt::Key_Right);
    const Card next = hand.value(std::min(at + 1, hand.size() - 1));
    QCOMPARE(scene->focusedCard(), next);
    QCOMPARE(view->accessibleName(), scene->handCard(next)->toolTip());
    QTest::keyClick(view, Qt::Key_Left);
    QCOMPARE(scene->focusedCard(), firstLegal);
    // Go to the last legal card and play it with Enter.
    Card target = firstLegal;
    for (Card c : hand)
        if (!m->check(Action::play(0, c)))
            target = c;
    while (scene->focusedCard() != target)
        QTest::keyClick(view, Qt::Key_Right);
    const std::size_t before = m->record().deals.back().actions.size();
    QTest::keyClick(view, Qt::Key_Return);
    QVERIFY(m->record().deals.back().actions.size() > before);
    const Action played = m->record().deals.back().actions[before];
    QCOMPARE(played.seat, 0);
    QCOMPARE(played.card, target);
    QVERIFY(!scene->handOrder().contains(target));
}

void TestScores::sessionSummaryAtMatchEnd() {
    Table t = open();
    // The match without its last card, which the human (seat 1) plays with the keyboard.
    const QString file = truncated(data("dreierschnapsen/kontrabauernschnapser_match.json"), 1,
                                   {QStringLiteral("random"), QStringLiteral("human"), QStringLiteral("random")});
    QVERIFY(t.session->resume(file).isEmpty());
    TableModel* m = t.session->model();
    TableScene* scene = t.session->scene();
    QTRY_VERIFY(m->game().toAct() == 1 && t.session->view()->actionBar()->isVisible());
    QCOMPARE(scene->humanSeat(), 1);
    const Card last = *m->game().pack().fromCode("L10");
    QTRY_VERIFY(scene->handCard(last));
    while (scene->focusedCard() != last) {
        const Card was = scene->focusedCard();
        QTest::keyClick(t.session->view(), Qt::Key_Right);
        if (scene->focusedCard() == was)
            QTest::keyClick(t.session->view(), Qt::Key_Left);
    }
    QTest::keyClick(t.session->view(), Qt::Key_Space);
    QVERIFY(m->game().sessionOver());
    // The last deal's summary first; its button leads to the session's summary.
    QTRY_VERIFY(t.session->summary() && t.session->summary()->isVisible());
    auto* go = t.session->summary()->findChild<QPushButton*>(QStringLiteral("sessionSummaryButton"));
    QVERIFY(go);
    QTest::mouseClick(go, Qt::LeftButton);
    SessionSummary* sum = nullptr;
    QTRY_VERIFY((sum = t.session->view()->findChild<SessionSummary*>()) && sum->isVisible());
    const auto st = standings(m->game());
    const QString text = sum->findChild<QLabel*>(QStringLiteral("resultText"))->text();
    const int winner = st["winner"].get<int>();
    QVERIFY2(text.contains(QStringLiteral("Won by %1").arg(m->name(winner))), qPrintable(text));
    for (int s = 0; s < 3; ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        const int b = st["bummerl"][i].get<int>();
        QVERIFY2(text.contains(QStringLiteral("%1 points, %2 Bummerl").arg(st["scores"][i].get<int>()).arg(b)),
                 qPrintable(text));
    }
    QVERIFY(text.contains(QStringLiteral("1 deal played")));
    QVERIFY(sum->findChild<QWidget*>(QStringLiteral("scoreSheet")));
    const QString sheet = sum->sheet().plainText();
    QVERIFY2(sheet.contains(QStringLiteral("Kontrabauernschnapser")), qPrintable(sheet));
    QVERIFY(sum->findChild<QPushButton*>(QStringLiteral("printButton")));
    QVERIFY(sum->findChild<QPushButton*>(QStringLiteral("pdfButton")));
    shoot(sum, QStringLiteral("sessionsummary-dreierschnapsen"));
    // "New game" asks the main window for one.
    QSignalSpy wanted(t.session, &TableSession::newGameRequested);
    QTest::mouseClick(sum->findChild<QPushButton*>(QStringLiteral("newGameButton")), Qt::LeftButton);
    QCOMPARE(wanted.count(), 1);
}

void TestScores::dreegSessionSummary() {
    TableModel m;
    QVERIFY(m.loadRecord(data("dreeg/three_player_session.json")).isEmpty());
    QVERIFY(m.game().sessionOver());
    SessionSummary sum(m);
    const auto st = standings(m.game());
    const QString text = sum.findChild<QLabel*>(QStringLiteral("resultText"))->text();
    int least = 1000, most = -1;
    for (const auto& b : st["bollern"]) {
        least = std::min(least, b.get<int>());
        most = std::max(most, b.get<int>());
    }
    for (int s = 0; s < m.game().seats(); ++s) {
        const int b = st["bollern"][static_cast<std::size_t>(s)].get<int>();
        QVERIFY2(text.contains(QStringLiteral("%1</b></td><td>%2 Bollern").arg(m.name(s)).arg(b)), qPrintable(text));
        if (b == least && least != most)
            QVERIFY(text.contains(QStringLiteral("Won by")) &&
                    text.section(QStringLiteral("Won by"), 1).contains(m.name(s)));
    }
    QVERIFY(text.contains(QStringLiteral("%1 deals played").arg(m.game().dealsFinished())));
    // The sheet: every deal, and a slate for each player in each phase played.
    QCOMPARE(sum.sheet().deals, m.game().dealsFinished());
    QVERIFY(!sum.sheet().midSession);
    int slates = 0;
    for (const SheetBlock& b : sum.sheet().blocks)
        if (b.kind == SheetBlock::Kind::Slates) {
            QCOMPARE(b.slates.slates.size(), m.game().seats());
            ++slates;
        }
    QVERIFY(slates >= 1);
    for (int s = 0; s < m.game().seats(); ++s)
        QVERIFY(sum.sheet().plainText().contains(m.name(s)));
    shoot(&sum, QStringLiteral("sessionsummary-dreeg"));
}

void TestScores::scoreSheetToPdf() {
    TableModel m;
    QVERIFY(m.loadRecord(data("schnapsen/match_to_seven.json")).isEmpty());
    SessionSummary sum(m);
    const QString pdf = dir_->filePath(QStringLiteral("sheet.pdf"));
    QVERIFY(sum.savePdf(pdf));
    QFile f(pdf);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.size() > 500);
    QVERIFY(f.read(5) == "%PDF-");
}

QTEST_MAIN(TestScores)
#include "test_scores.moc"
