// The seats' plates drawn as at a real table, offscreen: the Schnapsen and
// Dreierschnapsen pads with their pencil column and Bummerl circles, the
// Dreierles pad with the money, the Dappen bowl of coins (a debt on a red IOU
// slip), and every seat's avatar. Sessions are played with random legal
// decisions through the engine, then shown at the table; what each plate draws
// is compared with the engine's standings.
#include "dialogs/newgamedialog.h"
#include "flow/tablesession.h"
#include "record.h"
#include "registry.h"
#include "table/seatplate.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "tablefixture.h"
#include "text/language.h"
#include "text/wording.h"

#include <QFile>
#include <QPainter>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <set>

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

int at(const nlohmann::json& st, const char* key, int seat) {
    return st[key][static_cast<std::size_t>(seat)].get<int>();
}

} // namespace

class TestPlates : public QObject {
    Q_OBJECT

  private slots:
    void init();
    void cleanup();
    void schnapsenPadAndBummerl();
    void dreierschnapsenPadAndBummerl();
    void dreierschnapsenCountdownStartsAt24();
    void dreierlesPadWithMoney();
    void dappenBowlOfCoins();
    void avatarsDistinctAndStable();
    void avatarArtRenders();
    void avatarsMatchTheirNames();
    void nothingCutInGerman_data();
    void nothingCutInGerman();

  private:
    /// A session of `game` at `players` seats, played with random legal decisions until `deals`
    /// deals are over (or the session is), the human at seat 0; the record's file.
    QString played(const char* game, int players, int deals, quint64 seed, const Variant* variant = nullptr);
    /// Opens the record in a shown table of the given size.
    st::test::OffscreenTable show(const QString& file, QSize size = {1280, 800});
    void shoot(QWidget* w, const QString& name);

    std::unique_ptr<QTemporaryDir> dir_;
    int files_ = 0;
};

void TestPlates::init() {
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
}

void TestPlates::cleanup() {
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
}

QString TestPlates::played(const char* game, int players, int deals, quint64 seed, const Variant* variant) {
    const GameInfo* info = findGame(game);
    if (!info)
        return {};
    TableModel m;
    m.setAutosavePath(QString());
    QStringList names{QStringLiteral("Anna")}, by{QStringLiteral("human")};
    const QStringList others{QStringLiteral("Bert"), QStringLiteral("Carla"),  QStringLiteral("Doris"),
                             QStringLiteral("Emil"), QStringLiteral("Franzi"), QStringLiteral("Gustl"),
                             QStringLiteral("Hias")};
    for (int s = 1; s < players; ++s) {
        names << others.value(s - 1);
        by << QStringLiteral("random");
    }
    if (!m.startNew(*info, variant ? *variant : Variant(info->options), names, seed, by).isEmpty())
        return {};
    Rng rng(seed);
    for (int guard = 0; guard < 100000 && !m.game().sessionOver(); ++guard) {
        if (m.awaitingDealer()) {
            if (m.game().dealsFinished() >= deals)
                break;
            if (!m.deal())
                return {};
            continue;
        }
        const std::vector<Action> legal = m.game().legalActions();
        if (legal.empty())
            return {};
        if (!m.submit(legal[static_cast<std::size_t>(rng.below(legal.size()))]))
            return {};
    }
    const QString file = dir_->filePath(QStringLiteral("played%1.json").arg(files_++));
    return m.saveCopy(file).isEmpty() ? file : QString();
}

st::test::OffscreenTable TestPlates::show(const QString& file, QSize size) {
    st::test::OffscreenTable t = st::test::openTable(dir_->filePath(QStringLiteral("autosave.json")), 5);
    t.window->resize(size);
    QTest::qWait(10);
    const QString error = t.session->resume(file);
    if (!error.isEmpty())
        qWarning("%s", qPrintable(error));
    QTest::qWait(10);
    return t;
}

void TestPlates::shoot(QWidget* w, const QString& name) {
    // Screenshots for looking at the plates: STAMMTISCH_SHOTS=/tmp/dir.
    const QString dir = qEnvironmentVariable("STAMMTISCH_SHOTS");
    if (!dir.isEmpty())
        w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

// Schnapsen: each player's game points in a pencil column, the earlier totals struck through and
// the last the standing; the match's loser has his Bummerl as a filled circle.
void TestPlates::schnapsenPadAndBummerl() {
    const QString file = played("schnapsen", 2, 100, 21);
    QVERIFY(!file.isEmpty());
    auto t = show(file);
    const Game& g = t.session->model()->game();
    QVERIFY(g.sessionOver());
    const auto st = standings(g);
    int bummerl = 0, struck = 0;
    for (int s = 0; s < 2; ++s) {
        const ScoreDevice& d = t.session->scene()->plate(s)->data().device;
        QCOMPARE(d.kind, ScoreDevice::Kind::Pad);
        QCOMPARE(d.column.last(), text::Wording::number(at(st, "scores", s)));
        QCOMPARE(d.bummerl, at(st, "bummerl", s));
        bummerl += d.bummerl;
        struck += static_cast<int>(d.column.size()) - 1;
    }
    QCOMPARE(bummerl, 1); // the match is one Bummerl, lost by one of the two
    QVERIFY(struck >= 2); // seven game points take at least three deals
    const int winner = st["winner"].get<int>();
    const QStringList col = t.session->scene()->plate(winner)->data().device.column;
    for (int k = 1; k < col.size(); ++k) // the winner's column only grows
        QVERIFY(col[k].toInt() > col[k - 1].toInt());
    QVERIFY(col.last().toInt() >= 7);
    shoot(t.window.get(), QStringLiteral("plates-schnapsen"));
}

void TestPlates::dreierschnapsenPadAndBummerl() {
    // Retourschneider: two losers with four Bummerl each.
    auto t = show(data("dreierschnapsen/retourschneider.json"));
    const auto st = standings(t.session->model()->game());
    int circles = 0;
    for (int s = 0; s < 3; ++s) {
        const ScoreDevice& d = t.session->scene()->plate(s)->data().device;
        QCOMPARE(d.kind, ScoreDevice::Kind::Pad);
        QCOMPARE(d.column.last(), text::Wording::number(at(st, "scores", s)));
        QCOMPARE(d.bummerl, at(st, "bummerl", s));
        circles += d.bummerl;
    }
    QCOMPARE(circles, 8);
    shoot(t.window.get(), QStringLiteral("plates-dreierschnapsen-retourschneider"));
    // A session in the middle: the column holds every total each seat had.
    const QString file = played("dreierschnapsen", 3, 6, 4);
    QVERIFY(!file.isEmpty());
    auto u = show(file);
    const auto now = standings(u.session->model()->game());
    int longest = 0;
    for (int s = 0; s < 3; ++s) {
        const ScoreDevice& d = u.session->scene()->plate(s)->data().device;
        QCOMPARE(d.column.last(), text::Wording::number(at(now, "scores", s)));
        QCOMPARE(d.bummerl, at(now, "bummerl", s));
        longest = std::max(longest, static_cast<int>(d.column.size()));
    }
    QVERIFY(longest >= 2);
    shoot(u.window.get(), QStringLiteral("plates-dreierschnapsen"));
}

// Counting down from 24: the column starts with the 24 written at the top of the pad.
void TestPlates::dreierschnapsenCountdownStartsAt24() {
    const GameInfo* info = findGame("dreierschnapsen");
    Variant v(info->options);
    QCOMPARE(QString::fromStdString(v.set("countdown", true)), QString());
    const QString file = played("dreierschnapsen", 3, 4, 9, &v);
    QVERIFY(!file.isEmpty());
    auto t = show(file);
    const auto st = standings(t.session->model()->game());
    for (int s = 0; s < 3; ++s) {
        const ScoreDevice& d = t.session->scene()->plate(s)->data().device;
        QCOMPARE(d.column.first(), text::Wording::number(24));
        QCOMPARE(d.column.last(), text::Wording::number(at(st, "remaining", s)));
    }
}

void TestPlates::dreierlesPadWithMoney() {
    const QString file = played("dreierles", 4, 6, 3);
    QVERIFY(!file.isEmpty());
    auto t = show(file);
    const Game& g = t.session->model()->game();
    const auto st = standings(g);
    QVERIFY(st["stake_cents"].get<int>() > 0);
    int written = 0;
    for (int s = 0; s < g.seats(); ++s) {
        const ScoreDevice& d = t.session->scene()->plate(s)->data().device;
        QCOMPARE(d.kind, ScoreDevice::Kind::Pad);
        QCOMPARE(d.column.last(), text::Wording::number(at(st, "totals", s)));
        QCOMPARE(d.footer, text::Wording::money(at(st, "money_cents", s)));
        written += static_cast<int>(d.column.size());
    }
    QVERIFY(written > g.seats()); // somebody's total changed more than once
    shoot(t.window.get(), QStringLiteral("plates-dreierles"));
}

// Dappen: the winnings as coins in the bowl (one per ten cents, up to a heap), a loss as an
// empty bowl and the amount owed on a red slip.
void TestPlates::dappenBowlOfCoins() {
    const QString file = played("dappen", 7, 5, 8);
    QVERIFY(!file.isEmpty());
    auto t = show(file);
    const Game& g = t.session->model()->game();
    const auto st = standings(g);
    int debts = 0, heaps = 0;
    for (int s = 0; s < g.seats(); ++s) {
        const ScoreDevice& d = t.session->scene()->plate(s)->data().device;
        const int total = at(st, "totals", s);
        QCOMPARE(d.kind, ScoreDevice::Kind::Bowl);
        QCOMPARE(d.amount, text::Wording::money(total, true));
        QCOMPARE(d.debt, total < 0);
        QCOMPARE(d.coins, total <= 0 ? 0 : std::min(ScoreDevice::kMaxCoins, (total + 9) / 10));
        debts += d.debt ? 1 : 0;
        heaps += d.coins > 0 ? 1 : 0;
    }
    QVERIFY(debts > 0);
    QVERIFY(heaps > 0);
    shoot(t.window.get(), QStringLiteral("plates-dappen"));
    // Winnings of 1.25 € are 13 coins; a fortune is a heap that stops growing.
    QCOMPARE(ScoreDevice::coinsFor(125), 13);
    QCOMPARE(ScoreDevice::coinsFor(100000), ScoreDevice::kMaxCoins);
    QCOMPARE(ScoreDevice::coinsFor(-50), 0);
}

// Every seat has a portrait of its own, the human always the same one, and a resumed session
// shows the same faces at the same seats.
void TestPlates::avatarsDistinctAndStable() {
    const QString file = played("dappen", 8, 1, 2);
    QVERIFY(!file.isEmpty());
    std::vector<int> first;
    {
        auto t = show(file);
        std::set<int> seen;
        for (int s = 0; s < 8; ++s) {
            const PlateData& d = t.session->scene()->plate(s)->data();
            QVERIFY(d.avatar >= 0 && d.avatar < Avatars::kCount);
            QVERIFY(!d.portrait.isNull());
            seen.insert(d.avatar);
            first.push_back(d.avatar);
        }
        QCOMPARE(static_cast<int>(seen.size()), 8);
        QCOMPARE(first[0], 0); // the human's own
    }
    auto again = show(file);
    for (int s = 0; s < 8; ++s)
        QCOMPARE(again.session->scene()->plate(s)->data().avatar, first[static_cast<std::size_t>(s)]);
    // Other opponents, other faces (chosen from their names), the human's stays.
    const QStringList a{QStringLiteral("Anna"), QStringLiteral("Bert"), QStringLiteral("Carla")};
    const QStringList b{QStringLiteral("Anna"), QStringLiteral("Xaver"), QStringLiteral("Zenzi")};
    QCOMPARE(Avatars::assign(a, 0), Avatars::assign(a, 0));
    QCOMPARE(Avatars::assign(b, 0)[0], 0);
    bool differs = false;
    for (const QStringList& names :
         {b, QStringList{QStringLiteral("Anna"), QStringLiteral("Ida"), QStringLiteral("Jo")},
          QStringList{QStringLiteral("Anna"), QStringLiteral("Kai"), QStringLiteral("Lu")}})
        differs = differs || Avatars::assign(names, 0) != Avatars::assign(a, 0);
    QVERIFY(differs);
}

// A woman's name gets a woman's portrait and a man's a man's, a regular of our art their own
// face, at every table the New game dialog and the lessons set up; the player picks their own.
void TestPlates::avatarsMatchTheirNames() {
    const auto kindOk = [](const QStringList& names, int human) {
        const std::vector<int> faces = Avatars::assign(names, human);
        for (int s = 0; s < names.size(); ++s) {
            if (s == human)
                continue;
            const std::optional<bool> woman = Avatars::femaleName(names[s]);
            if (!woman)
                return QStringLiteral("%1 is not a known name").arg(names[s]);
            if (Avatars::female(faces[static_cast<std::size_t>(s)]) != *woman)
                return QStringLiteral("%1 got portrait %2").arg(names[s]).arg(faces[static_cast<std::size_t>(s)]);
        }
        return QString();
    };
    // The lessons' tables (resources/tutorials: You, Kunni, Bertl, Resi, Sepp, Vroni).
    const QStringList lesson{QStringLiteral("You"),  QStringLiteral("Kunni"), QStringLiteral("Bertl"),
                             QStringLiteral("Resi"), QStringLiteral("Sepp"),  QStringLiteral("Vroni")};
    for (int n = 2; n <= lesson.size(); ++n) {
        const QString why = kindOk(lesson.mid(0, n), 0);
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }
    const std::vector<int> faces = Avatars::assign(lesson, 0);
    QCOMPARE(faces[3], Avatars::named(QStringLiteral("Resi"))); // Resi is drawn as herself
    QCOMPARE(faces[5], Avatars::named(QStringLiteral("Vroni")));
    QVERIFY(Avatars::female(faces[3]) && !Avatars::female(faces[2]));
    // Every game's default opponents at every table size, the human at any seat.
    for (const GameInfo& g : games()) {
        for (int players = g.minPlayers; players <= g.maxPlayers; ++players) {
            for (int human = 0; human < players; ++human) {
                QStringList names;
                for (int s = 0, k = 0; s < players; ++s)
                    names << (s == human ? QStringLiteral("Kim") : NewGameDialog::defaultOpponentName(g, k++));
                const QString why = kindOk(names, human);
                QVERIFY2(
                    why.isEmpty(),
                    qPrintable(
                        QStringLiteral("%1, %2 players: %3").arg(QString::fromStdString(g.id)).arg(players).arg(why)));
                const std::vector<int> f = Avatars::assign(names, human);
                QCOMPARE(std::set<int>(f.begin(), f.end()).size(), f.size()); // and all different
            }
        }
    }
    // Names the lists do not know: one ending in -a is taken for a woman's.
    for (const QString& n : {QStringLiteral("Roswitha"), QStringLiteral("Theresia"), QStringLiteral("Walburga")}) {
        QCOMPARE(Avatars::femaleName(n), std::optional<bool>(true));
        QVERIFY(Avatars::female(Avatars::assign({QStringLiteral("Me"), n}, 0)[1]));
    }
    QCOMPARE(Avatars::femaleName(QStringLiteral("Maximilian")), std::optional<bool>());
    // The player's own choice.
    Avatars::playerPortrait() = 7;
    QCOMPARE(Avatars::assign(lesson, 0)[0], 7);
    QCOMPARE(Avatars::assign(lesson, 2)[2], 7);
    Avatars::playerPortrait() = 0;
}

// Each portrait is drawn (not a blank square) and no two look alike.
void TestPlates::avatarArtRenders() {
    QImage sheet(Avatars::kCount * 100, 100, QImage::Format_ARGB32);
    sheet.fill(QColor(0x4a, 0x32, 0x1f));
    std::set<QByteArray> looks;
    for (int k = 0; k < Avatars::kCount; ++k) {
        const QPixmap pm = Avatars::pixmap(k, 96, 1.0);
        QVERIFY(!pm.isNull());
        const QImage img = pm.toImage();
        QVERIFY2(img.pixelColor(48, 48).alpha() == 255, "the portrait's middle is drawn");
        QCOMPARE(img.pixelColor(1, 1).alpha(), 0); // round: the corners stay clear
        looks.insert(QByteArray(reinterpret_cast<const char*>(img.constBits()), static_cast<int>(img.sizeInBytes())));
        QPainter p(&sheet);
        p.drawPixmap(k * 100 + 2, 2, pm);
    }
    QCOMPARE(static_cast<int>(looks.size()), Avatars::kCount);
    const QString dir = qEnvironmentVariable("STAMMTISCH_SHOTS");
    if (!dir.isEmpty())
        sheet.save(dir + QStringLiteral("/plates-avatars.png"));
}

void TestPlates::nothingCutInGerman_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("deals");
    QTest::newRow("schnapsen 2") << "schnapsen" << 2 << 4;
    QTest::newRow("dreierschnapsen 3") << "dreierschnapsen" << 3 << 5;
    QTest::newRow("dreierles 3") << "dreierles" << 3 << 6;
    QTest::newRow("dreierles 4") << "dreierles" << 4 << 8;
    QTest::newRow("dappen 6") << "dappen" << 6 << 6;
    QTest::newRow("dappen 7") << "dappen" << 7 << 6;
    QTest::newRow("dappen 8") << "dappen" << 8 << 6;
    QTest::newRow("dreeg 4") << "dreeg" << 4 << 3;
}

// At 1024x700 in German, with figures on every device, no plate cuts a text: the name, the
// cards and tricks, the pad's current figure and money, the bowl's amount.
void TestPlates::nothingCutInGerman() {
    QFETCH(QString, game);
    QFETCH(int, players);
    QFETCH(int, deals);
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("de")));
    const QByteArray id = game.toLatin1();
    const QString file = played(id.constData(), players, deals, 17);
    QVERIFY(!file.isEmpty());
    for (QSize size : {QSize(1024, 700), QSize(1280, 800)}) {
        auto t = show(file, size);
        const TableScene* scene = t.session->scene();
        QVERIFY(t.session->model()->game().dealsFinished() > 0);
        for (int s = 0; s < players; ++s) {
            const SeatPlate* plate = scene->plate(s);
            QVERIFY(plate);
            QVERIFY2(plate->cutTexts().isEmpty(), qPrintable(QStringLiteral("%1 seat %2: %3")
                                                                 .arg(game)
                                                                 .arg(s)
                                                                 .arg(plate->cutTexts().join(QStringLiteral(" | ")))));
            QVERIFY(plate->data().avatar >= 0);
            if (game != QLatin1String("dreeg"))
                QVERIFY(plate->data().device.kind != ScoreDevice::Kind::None);
        }
        shoot(t.window.get(),
              QStringLiteral("plates-de-%1-%2-%3x%4").arg(game).arg(players).arg(size.width()).arg(size.height()));
    }
}

QTEST_MAIN(TestPlates)
#include "test_plates.moc"
