// The printed score sheets (issue 21): each game's sheet as a person keeps it,
// rendered to PDF, turned into text (pdftotext) and pictures (pdftoppm), and
// checked for the header, the players, the totals and the page numbers.
// STAMMTISCH_SHOTS=docs/screenshots writes each game's first page at 150 dpi
// (sheet-<game>.png) and the print preview (sheet-preview.png);
// STAMMTISCH_SHEET_PAGES=/tmp/dir keeps every page of every sheet (110 dpi).
#include "ai/ai.h"
#include "dialogs/sessionsummary.h"
#include "record.h"
#include "registry.h"
#include "selfplay.h"
#include "sheets/blanksheetdialog.h"
#include "sheets/scoresheet.h"
#include "sheets/sheetpreview.h"
#include "sheets/sheetrenderer.h"
#include "table/tablemodel.h"
#include "text/language.h"
#include "text/wording.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPdfWriter>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QTimer>
#include <QToolButton>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <memory>

using namespace st;
using namespace st::ui;
using nlohmann::json;

namespace {

const char* const kNames[] = {"Anna", "Bertl", "Christl", "Dieter", "Erna", "Franz", "Gretl", "Hias"};

/// A session played by the easy computer players from a seed: `deals` deals at most, fewer
/// when the session ends, or until `enough` says so after a deal.
Record playSession(const char* gameId, int players, const char* preset, int deals, std::uint64_t seed,
                   const std::function<bool(const Game&)>& enough = {}) {
    Record rec;
    rec.game = findGame(gameId);
    if (!rec.game)
        qFatal("no game %s", gameId);
    rec.variant = preset ? presetVariant(*rec.game, *findPreset(*rec.game, preset))
                         : presetVariant(*rec.game, rec.game->presets.front());
    for (int s = 0; s < players; ++s)
        rec.players.emplace_back(kNames[s]);
    std::unique_ptr<Game> g = newGame(rec);
    Rng rng(seed);
    for (int d = 0; d < deals && !g->sessionOver(); ++d) {
        DealRecord dr;
        dr.setup = dealNext(*g, rng);
        if (!g->startDeal(dr.setup).empty())
            qFatal("deal refused");
        for (int step = 0; g->inDeal() && step < 2000; ++step) {
            // Now and then a seat takes an optional decision (a knock, Kontra), so the sheets show them.
            bool took = false;
            for (int s : g->optionalOrder()) {
                const std::vector<Action> opt = g->optionalActions(s);
                if (!opt.empty() && rng.below(4) == 0) {
                    const Action a = opt[static_cast<std::size_t>(rng.below(opt.size()))];
                    if (!g->check(a)) {
                        g->apply(a);
                        dr.actions.push_back(a);
                        took = true;
                        break;
                    }
                }
            }
            if (took || !g->inDeal())
                continue;
            const int seat = g->toAct();
            const std::vector<Action> legal = g->legalActions();
            if (seat < 0 || legal.empty())
                qFatal("no decision due in a deal");
            Action a = ai::easyChoice(g->view(seat), g->pack(), legal);
            // Livelier than the easy player, so the sheets show contracts, announcements and knocks:
            // a bid, an announcement, a Kontra or Spritzen, going out now and then.
            std::vector<Action> bids, announces;
            for (const Action& k : legal) {
                if (k.act == Act::Bid)
                    bids.push_back(k);
                else if (k.act == Act::Announce)
                    announces.push_back(k);
            }
            // Mostly the lowest bid, now and then any; Dappen's solo (no Dapp) rarely.
            const bool solo = !bids.empty() && g->id() == "dappen" && bids[0].bid == "solo";
            if (!bids.empty() && rng.below(solo ? 12 : 2) == 0)
                a = bids[rng.below(10) == 0 ? static_cast<std::size_t>(rng.below(bids.size())) : 0];
            if (!announces.empty() && rng.below(3) == 0)
                a = announces[static_cast<std::size_t>(rng.below(announces.size()))];
            for (const Action& k : legal) {
                if ((k.act == Act::Knock && rng.below(3) == 0) || (k.act == Act::Close && rng.below(12) == 0))
                    a = k;
                if (k.act == Act::Out) { // going out when the points counted suffice
                    std::unique_ptr<Game> c = g->clone();
                    c->apply(k);
                    json rep = dealReport(*c);
                    if (!c->inDeal() && rep["delta"][static_cast<std::size_t>(seat)].get<int>() > 0)
                        a = k;
                }
            }
            g->apply(a);
            dr.actions.push_back(a);
        }
        rec.deals.push_back(std::move(dr));
        if (enough && enough(*g))
            break;
    }
    return rec;
}

json standings(const Record& rec) {
    Replay r = replay(rec);
    json st;
    r.game->reportStandings(st);
    return st;
}

bool run(const QString& program, const QStringList& args, QByteArray* out = nullptr) {
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return false;
    if (out)
        *out = p.readAllStandardOutput();
    return true;
}

/// Share of pixels that are not (nearly) white.
double inked(const QImage& img) {
    qint64 ink = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            if (qGray(img.pixel(x, y)) < 200)
                ++ink;
    return static_cast<double>(ink) / std::max(1.0, static_cast<double>(img.width()) * img.height());
}

const QDateTime kDate(QDate(2024, 5, 17), QTime(19, 30));

QString data(const char* path) {
    return QStringLiteral(STAMMTISCH_TEST_DATA "/") + QLatin1String(path);
}

Record readRecord(const QString& file) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file));
    auto parsed = parseRecord(f.readAll().toStdString());
    if (!std::holds_alternative<Record>(parsed))
        qFatal("bad record %s", qPrintable(file));
    return std::get<Record>(std::move(parsed));
}

/// The texts drawn on a sheet's pages at `dpi`.
QList<SheetText> drawnTexts(const ScoreSheet& sheet, int dpi = 100) {
    QList<SheetText> texts;
    renderSheetImages(sheet, defaultSheetLayout(sheet), dpi, &texts);
    return texts;
}

/// The sheet's first page kept as a picture to look at when STAMMTISCH_SHOTS names a folder.
void keepPage(const ScoreSheet& sheet, const QString& name) {
    const QString shots = qEnvironmentVariable("STAMMTISCH_SHOTS");
    if (!shots.isEmpty())
        renderSheetImages(sheet, defaultSheetLayout(sheet), 110)
            .first()
            .save(QDir(shots).filePath(name + QStringLiteral(".png")));
}

/// The texts wider than the room they were drawn in (what must stay on one line).
QStringList cutOff(const QList<SheetText>& texts) {
    QStringList out;
    for (const SheetText& t : texts)
        if (t.widest > t.box.width() + 1)
            out << QStringLiteral("%1 (%2 > %3 at %4)").arg(t.text).arg(t.widest).arg(t.box.width()).arg(t.box.left());
    return out;
}

/// The summary's result text as plain text.
QString resultText(const TableModel& m) {
    QTextDocument doc;
    doc.setHtml(SessionSummary::resultHtml(m));
    return doc.toPlainText();
}

/// A sheet's text with a count, in the language installed (English plural forms once translated).
QString trn(const char* source, int n) {
    return QCoreApplication::translate("st::ui::ScoreSheet", source, nullptr, n);
}

} // namespace

class TestSheets : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void init();
    void sheetToPdf_data();
    void sheetToPdf();
    void dreegSlatesPerPhase();
    void ledgerFiguresFromTheEngine();
    void midSessionMarked();
    void previewOffersPaperAndPdf();
    void savePdfRemembersFolder();
    void closedTalonOnThePad();
    void headerUsesOptionWords();
    void datesAreTheSessions();
    void blankSheets_data();
    void blankSheets();
    void blankSheetFromTheMenuDialog();
    void summaryNamesEveryLoser();
    void summaryCountsInWords();
    void contractsFitTheirColumn();
    void withoutTalonOnThePad();
    void ledgerTotalsSignedInOneSize();
    void bollernOneWord();
    void summaryUsesTheScreen();
    void headerWordsBothLanguages();

  private:
    /// Render to PDF and return its text (pdftotext -layout) and page PNGs.
    QString renderPdf(const Record& rec, const QString& base, int* pages, QStringList* pngs,
                      const QString& shot = QString());
    QTemporaryDir dir_;
};

void TestSheets::initTestCase() {
    // The settings and the user's documents in a folder of the test's own.
    QVERIFY(dir_.isValid());
    qputenv("HOME", QFile::encodeName(dir_.filePath(QStringLiteral("home"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(dir_.filePath(QStringLiteral("home/.config"))));
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
    QVERIFY(dir_.isValid());
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty(),
             "pdftoppm is missing (Debian: poppler-utils)");
}

QString TestSheets::renderPdf(const Record& rec, const QString& base, int* pages, QStringList* pngs,
                              const QString& shot) {
    const QString pdf = dir_.filePath(base + QStringLiteral(".pdf"));
    if (!saveSheetPdf(rec, SheetInfo{kDate, QString(), {}}, pdf))
        return {};
    QByteArray text;
    if (!run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")}, &text))
        return {};
    const QString prefix = dir_.filePath(base);
    if (!run(QStringLiteral("pdftoppm"),
             {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("60"), pdf, prefix}))
        return {};
    const QStringList files = QDir(dir_.path()).entryList({base + QStringLiteral("-*.png")}, QDir::Files, QDir::Name);
    *pages = static_cast<int>(files.size());
    for (const QString& f : files)
        *pngs << dir_.filePath(f);
    // The first page for the documentation, every page to look at.
    const QString shots = qEnvironmentVariable("STAMMTISCH_SHOTS");
    if (!shots.isEmpty() && !shot.isEmpty())
        run(QStringLiteral("pdftoppm"),
            {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("150"), QStringLiteral("-f"),
             QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"), QStringLiteral("-singlefile"), pdf,
             QDir(shots).filePath(shot)});
    const QString all = qEnvironmentVariable("STAMMTISCH_SHEET_PAGES");
    if (!all.isEmpty())
        run(QStringLiteral("pdftoppm"),
            {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("110"), pdf, QDir(all).filePath(base)});
    return QString::fromUtf8(text);
}

void TestSheets::init() {
    // English unless a test says otherwise (a failed check in German leaves no language behind).
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
}

void TestSheets::sheetToPdf_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("deals");
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("minPages");
    QTest::addColumn<QString>("shot");
    // Whole sessions (Dreeg's eight phases, a Bummerl, Dreierles' four rounds) and long ones that go on.
    QTest::newRow("dreeg-3") << "dreeg"
                             << "nuernberg" << 3 << 300 << 21 << 2 << "";
    QTest::newRow("dreeg-4") << "dreeg"
                             << "kartl_akademie" << 4 << 300 << 21 << 2 << "sheet-dreeg";
    QTest::newRow("schnapsen") << "schnapsen"
                               << "common" << 2 << 100 << 21 << 1 << "sheet-schnapsen";
    QTest::newRow("dreierschnapsen") << "dreierschnapsen"
                                     << "standard" << 3 << 100 << 21 << 1 << "sheet-dreierschnapsen";
    QTest::newRow("dreierles-evening") << "dreierles"
                                       << "steinmauern_evening" << 3 << 100 << 21 << 1 << "sheet-dreierles";
    QTest::newRow("dreierles-long") << "dreierles"
                                    << "steinmauern" << 3 << 60 << 21 << 2 << "";
    QTest::newRow("dappen-furtwangen-7") << "dappen"
                                         << "furtwangen" << 7 << 40 << 21 << 2 << "sheet-dappen";
    QTest::newRow("dappen-mainz-5") << "dappen"
                                    << "mainz" << 5 << 20 << 21 << 1 << "";
}

void TestSheets::sheetToPdf() {
    QFETCH(QString, game);
    QFETCH(QString, preset);
    QFETCH(int, players);
    QFETCH(int, deals);
    QFETCH(int, seed);
    QFETCH(int, minPages);
    QFETCH(QString, shot);
    const Record rec =
        playSession(qPrintable(game), players, qPrintable(preset), deals, static_cast<std::uint64_t>(seed));
    const json st = standings(rec);
    int pages = 0;
    QStringList pngs;
    const QString text = renderPdf(rec, QString::fromLatin1(QTest::currentDataTag()), &pages, &pngs, shot);
    QVERIFY2(!text.isEmpty(), "the sheet was not rendered, or pdftotext/pdftoppm failed");
    // The header: title, game, rules, players, date, deals played.
    const QString name = QCoreApplication::translate("st::ui::NewGameDialog", rec.game->name.c_str());
    const Replay rp = replay(rec);
    const bool over = rp.game->sessionOver();
    const QString title = QStringLiteral("Score sheet: %1").arg(name);
    QVERIFY2(text.contains(over ? title : title + QStringLiteral(" \u2014 the session so far")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Game: %1").arg(name)), qPrintable(text));
    const RulePreset* rules = findPreset(*rec.game, qPrintable(preset));
    QVERIFY(rules);
    QVERIFY2(text.contains(QStringLiteral("Rules: %1").arg(QString::fromStdString(rules->name))), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Players: %1").arg(QString::fromStdString(rec.players[0]))),
             qPrintable(text));
    QVERIFY2(text.contains(QLocale().toString(kDate.date(), QLocale::LongFormat)), qPrintable(text));
    const int played = static_cast<int>(rec.deals.size());
    QVERIFY2(text.contains(over ? trn("%n deal(s) played; the session is over", played)
                                : trn("%n deal(s) played so far; the session goes on", played)),
             qPrintable(text));
    for (int s = 0; s < players; ++s)
        QVERIFY2(text.contains(QLatin1String(kNames[s])), kNames[s]);
    // Page numbers on every page, and as many pages as the PNGs; the header on every page.
    QVERIFY2(pages >= minPages, qPrintable(QStringLiteral("%1 pages").arg(pages)));
    for (int p = 1; p <= pages; ++p)
        QVERIFY2(text.contains(QStringLiteral("Page %1 of %2").arg(p).arg(pages)), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("Page %1 of").arg(pages + 1)), qPrintable(text));
    QCOMPARE(text.count(title), 2 * pages); // the title above and below
    // A ledger over several pages goes on under its head.
    if (pages > 1 && (game == QLatin1String("dreierles") || game == QLatin1String("dappen")))
        QVERIFY2(text.contains(QStringLiteral("(continued)")), qPrintable(text));
    // The totals, as the engine has them.
    const ScoreSheet sheet = ScoreSheet::build(rec, SheetInfo{kDate, QString(), {}});
    QStringList totalFigures;
    for (int s = 0; s < players; ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        if (game == QLatin1String("dreierles")) {
            QVERIFY2(text.contains(text::Wording::number(st["totals"][i].get<int>())), qPrintable(text));
            QVERIFY(st.value("stake_cents", 0) > 0);
            QVERIFY2(text.contains(text::Wording::money(st["money_cents"][i].get<int>(), true)), qPrintable(text));
        } else if (game == QLatin1String("dappen")) {
            // The total in its cell: the ledger's total row, in the player's column (after the
            // deal's seven), and in the result under the player's name.
            // (Mainz in game points; else in money, signed in the result.)
            const int total = st["totals"][i].get<int>();
            const bool mainz = preset == QLatin1String("mainz");
            const QString figure = mainz ? text::Wording::number(total) : text::Wording::money(total, false);
            const SheetTable& ledger = sheet.blocks.front().table;
            // The ledger's total signed like the payments over it.
            const QString signedFigure = mainz ? text::Wording::signedNumber(total) : text::Wording::money(total, true);
            QCOMPARE(ledger.totals.front()[7 + s].text, signedFigure);
            const SheetTable& result = sheet.blocks.back().table;
            QCOMPARE(result.rows[s][0].text, QLatin1String(kNames[s]));
            QCOMPARE(result.rows[s][1].text, mainz ? figure : text::Wording::money(total, true));
            totalFigures << QRegularExpression::escape(signedFigure);
        } else if (game.endsWith(QLatin1String("schnapsen"))) {
            QVERIFY2(
                text.contains(QStringLiteral("%1 of %2").arg(st["scores"][i].get<int>()).arg(st["target"].get<int>())),
                qPrintable(text));
        }
    }
    // On the page: the ledger's total line holds the totals in the players' order (Mainz: game
    // points; the sums of money are checked in the sheet above).
    if (game == QLatin1String("dappen") && preset == QLatin1String("mainz")) {
        const QRegularExpression line(
            QStringLiteral("^\\s*(Total|So far)\\s+%1\\s*$").arg(totalFigures.join(QStringLiteral("\\s+"))),
            QRegularExpression::MultilineOption);
        QVERIFY2(line.match(text).hasMatch(), qPrintable(line.pattern() + u'\n' + text));
    }
    if (game == QLatin1String("dreierles"))
        QVERIFY2(text.contains(
                     QStringLiteral("Money at %1 a point").arg(text::Wording::money(st["stake_cents"].get<int>()))),
                 qPrintable(text));
    if (game == QLatin1String("dreeg")) {
        // Every phase played has its slates, and the result names who lost which phase.
        for (const json& l : st["phase_losers"])
            QVERIFY2(text.contains(QStringLiteral("Phase %1:").arg(l["phase"].get<int>())), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Phases lost")), qPrintable(text));
    }
    // The pictures exist and have ink on them; a ledger of five or more players is printed landscape.
    QCOMPARE(pngs.size(), pages);
    const bool wide = (game == QLatin1String("dreierles") || game == QLatin1String("dappen")) && players >= 5;
    QCOMPARE(QImage(pngs.first()).width() > QImage(pngs.first()).height(), wide);
    QCOMPARE(defaultSheetLayout(ScoreSheet::build(rec, SheetInfo{kDate, QString(), {}})).orientation(),
             wide ? QPageLayout::Landscape : QPageLayout::Portrait);
    for (const QString& f : pngs) {
        QImage img(f);
        QVERIFY2(!img.isNull(), qPrintable(f));
        QVERIFY2(img.width() > 300 && img.height() > 300, qPrintable(f));
        const double ink = inked(img);
        QVERIFY2(ink > 0.01, qPrintable(QStringLiteral("%1: %2 inked").arg(f).arg(ink)));
    }
}

void TestSheets::dreegSlatesPerPhase() {
    // Until the second phase is lost: two phases on the sheet, each with its slates.
    const Record rec = playSession("dreeg", 3, nullptr, 200, 5, [](const Game& g) {
        json st;
        g.reportStandings(st);
        return st["phase_losers"].size() >= 2;
    });
    const json st = standings(rec);
    QCOMPARE(st["phase_losers"].size(), std::size_t(2));
    const ScoreSheet sheet = ScoreSheet::build(rec, SheetInfo{kDate, QString(), {}});
    int slateBlocks = 0;
    QStringList lost;
    for (const SheetBlock& b : sheet.blocks) {
        if (b.kind != SheetBlock::Kind::Slates)
            continue;
        ++slateBlocks;
        QCOMPARE(b.slates.slates.size(), 3);
        int erasedAll = 0;
        for (const SheetSlate& s : b.slates.slates) {
            int erased = 0;
            for (const auto& e : s.erased)
                erased += e.second;
            // What was erased and what is left make up the slate.
            QCOMPARE(s.start - erased, s.left);
            erasedAll += erased;
            if (s.lost)
                lost << s.player;
        }
        QVERIFY(erasedAll > 0);
        QVERIFY2(b.slates.note.startsWith(QStringLiteral("Lost the phase")), qPrintable(b.slates.note));
    }
    QCOMPARE(slateBlocks, 2);
    // The losers the engine names are the slates marked lost.
    QStringList expected;
    for (const json& l : st["phase_losers"])
        for (const json& s : l["losers"])
            expected << QLatin1String(kNames[s.get<int>()]);
    QCOMPARE(lost, expected);
    // The slate of the first phase's loser still has strokes on it.
    for (const SheetBlock& b : sheet.blocks)
        if (b.kind == SheetBlock::Kind::Slates)
            for (const SheetSlate& s : b.slates.slates)
                if (s.lost)
                    QVERIFY(s.left > 0);
}

void TestSheets::ledgerFiguresFromTheEngine() {
    // Dreierles with knocks: the knock's name and the multiplier the engine reports.
    const Record rec = playSession("dreierles", 3, nullptr, 60, 9);
    Replay r = replay(rec);
    QVERIFY(!r.error);
    int knocked = -1;
    for (std::size_t d = 0; d < r.deals.size(); ++d)
        if (r.deals[d].value("knocks", 0) > 0) {
            knocked = static_cast<int>(d);
            break;
        }
    QVERIFY2(knocked >= 0, "no knock in the session");
    const json& rep = r.deals[static_cast<std::size_t>(knocked)];
    QVERIFY(rep.contains("multiplier"));
    QCOMPARE(rep["multiplier"].get<int>(), rep["bid_factor"].get<int>() * (1 << rep["knocks"].get<int>()));
    const ScoreSheet sheet = ScoreSheet::build(rec, SheetInfo{kDate, QString(), {}});
    const SheetTable& t = sheet.blocks.front().table;
    QCOMPARE(t.rows.size(), static_cast<qsizetype>(r.deals.size()));
    const auto& row = t.rows[knocked];
    QCOMPARE(row[0].text, QString::number(knocked + 1));
    const bool raeuber = !rep["declarer"].is_number_integer();
    const int knocks = rep["knocks"].get<int>();
    QCOMPARE(row[5].text, !raeuber && knocks == 1   ? QStringLiteral("Kontra")
                          : !raeuber && knocks == 2 ? QStringLiteral("Re")
                          : knocks == 1             ? QStringLiteral("one knock")
                                                    : QStringLiteral("%1 knocks").arg(knocks));
    QCOMPARE(row[5].sub, QStringLiteral("\u00d7%1").arg(rep["multiplier"].get<int>()));
    if (raeuber)
        QCOMPARE(row[4].text, QStringLiteral("blind %1").arg(text::Wording::number(rep["blind_points"].get<int>())));
    else
        QCOMPARE(row[4].text, QStringLiteral("%1 : %2").arg(text::Wording::number(rep["declarer_points"].get<int>()),
                                                            text::Wording::number(rep["opponent_points"].get<int>())));
    // Each payment and running total under it, per player.
    json st;
    r.game->reportStandings(st);
    for (int s = 0; s < 3; ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        const int delta = rep["delta"][i].get<int>();
        QCOMPARE(row[7 + s].text, delta == 0 ? QStringLiteral("\u2013") : text::Wording::signedNumber(delta));
        QCOMPARE(t.rows.last()[7 + s].sub, text::Wording::number(st["totals"][i].get<int>()));
    }
    // Dappen: the lone player, the contract and its factor as the engine reports them.
    const Record dap = playSession("dappen", 6, "breitnau", 30, 4);
    Replay rd = replay(dap);
    QVERIFY(!rd.error);
    const ScoreSheet ds = ScoreSheet::build(dap, SheetInfo{kDate, QString(), {}});
    const SheetTable& dt = ds.blocks.front().table;
    QCOMPARE(dt.rows.size(), static_cast<qsizetype>(rd.deals.size()));
    // Every row checked: the lone player's name or a dash, the factor under the game or nothing.
    int loneRows = 0, factorRows = 0;
    for (std::size_t d = 0; d < rd.deals.size(); ++d) {
        const json& dr = rd.deals[d];
        const auto& drow = dt.rows[static_cast<qsizetype>(d)];
        QVERIFY(dr.contains("factor"));
        const json who = dr.value("lone", json());
        const bool lone = who.is_number_integer();
        QCOMPARE(drow[2].text, lone ? QString::fromLatin1(kNames[who.get<int>()]) : QStringLiteral("\u2013"));
        loneRows += lone;
        const int factor = dr["factor"].get<int>();
        QCOMPARE(drow[5].sub, factor > 1 ? QStringLiteral("\u00d7%1").arg(factor) : QString());
        factorRows += factor > 1;
    }
    // The session has both kinds of rows: a lone player in most deals, a doubled game in some.
    QVERIFY2(loneRows >= static_cast<int>(rd.deals.size()) / 2,
             qPrintable(QStringLiteral("%1 of %2 deals with a lone player").arg(loneRows).arg(rd.deals.size())));
    QVERIFY2(factorRows >= 1, "no deal with a factor");
}

void TestSheets::midSessionMarked() {
    const Record rec = playSession("schnapsen", 2, nullptr, 2, 3);
    const ScoreSheet sheet = ScoreSheet::build(rec, SheetInfo{kDate, QString(), {}});
    QVERIFY(sheet.midSession);
    QCOMPARE(sheet.deals, 2);
    int pages = 0;
    QStringList pngs;
    const QString text = renderPdf(rec, QStringLiteral("midsession"), &pages, &pngs);
    QVERIFY2(text.contains(QStringLiteral("the session so far")), qPrintable(text));
    QVERIFY2(text.contains(trn("%n deal(s) played so far; the session goes on", 2)), qPrintable(text));
    QVERIFY2(text.contains(trn("Standings after %n deal(s)", 2)), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("each tally mark under a name is a Bummerl")), qPrintable(text));
}

void TestSheets::previewOffersPaperAndPdf() {
    const Record rec = playSession("dreierles", 3, "steinmauern", 30, 2);
    const ScoreSheet sheet = ScoreSheet::build(rec, SheetInfo{kDate, QString(), {}});
    bool seen = false;
    QString problem;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<QPrintPreviewDialog*>(QApplication::activeModalWidget());
        if (!dialog) {
            problem = QStringLiteral("no preview dialog");
            return;
        }
        seen = true;
        // The whole window on the screen's free area (a laptop's 800 pixels high, less its panel).
        const QRect free = dialog->screen()->availableGeometry();
        if (dialog->frameGeometry().height() > free.height() || dialog->frameGeometry().width() > free.width()) {
            problem = QStringLiteral("the preview (%1 × %2) is larger than the screen (%3 × %4)")
                          .arg(dialog->frameGeometry().width())
                          .arg(dialog->frameGeometry().height())
                          .arg(free.width())
                          .arg(free.height());
            dialog->reject();
            return;
        }
        auto* paper = dialog->findChild<QComboBox*>(QStringLiteral("paperSize"));
        auto* pdf = dialog->findChild<QAction*>(QStringLiteral("savePdfAction"));
        auto* preview = dialog->findChild<QPrintPreviewWidget*>();
        QAction* landscape = nullptr;
        QAction* portrait = nullptr;
        for (QAction* a : dialog->findChildren<QAction*>()) {
            if (a->text() == QStringLiteral("Landscape"))
                landscape = a;
            else if (a->text() == QStringLiteral("Portrait"))
                portrait = a;
        }
        QPrinter* printer = dialog->printer();
        // An action is in sight when a button of it is (not in a toolbar's overflow menu).
        auto shown = [dialog](QAction* a) {
            for (QToolButton* b : dialog->findChildren<QToolButton*>())
                if (b->defaultAction() == a && b->isVisible())
                    return true;
            return false;
        };
        auto pagesRight = [&] {
            // The preview shows the sheet laid out on the paper chosen, with as many pages.
            return preview->pageCount() == sheetPageCount(sheet, *printer);
        };
        if (!paper || paper->count() != 2 || !pdf || !preview || !landscape || !portrait)
            problem = QStringLiteral("paper size, orientation or Save as PDF missing");
        else if (paper->itemText(0) != QStringLiteral("A4") || paper->itemText(1) != QStringLiteral("Letter"))
            problem = QStringLiteral("paper sizes: %1, %2").arg(paper->itemText(0), paper->itemText(1));
        else if (!shown(pdf) || !paper->isVisible())
            problem = QStringLiteral("Save as PDF or the paper size out of sight");
        else if (paper->currentIndex() != 0 || printer->pageLayout().pageSize().id() != QPageSize::A4 ||
                 preview->orientation() != QPageLayout::Portrait || !pagesRight())
            problem = QStringLiteral("not A4 portrait at first, or the pages do not match");
        if (problem.isEmpty()) {
            const int portraitPages = preview->pageCount();
            landscape->trigger();
            QTest::qWait(50);
            if (preview->orientation() != QPageLayout::Landscape || !pagesRight() ||
                preview->pageCount() <= portraitPages)
                problem =
                    QStringLiteral("landscape: %1 pages, portrait %2").arg(preview->pageCount()).arg(portraitPages);
            portrait->trigger();
            paper->setCurrentIndex(1);
            QTest::qWait(50);
            if (printer->pageLayout().pageSize().id() != QPageSize::Letter || !pagesRight())
                problem = QStringLiteral("Letter not taken");
            paper->setCurrentIndex(0);
        }
        QTest::qWait(300);
        const QString shots = qEnvironmentVariable("STAMMTISCH_SHOTS");
        if (!shots.isEmpty())
            dialog->grab().save(QDir(shots).filePath(QStringLiteral("sheet-preview.png")));
        dialog->reject();
    });
    showSheetPreview(rec, SheetInfo{kDate, QString(), {}}, nullptr);
    QVERIFY(seen);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestSheets::savePdfRemembersFolder() {
    const Record rec = playSession("schnapsen", 2, "common", 5, 8);
    QSettings().remove(QStringLiteral("sheets/pdfFolder"));
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QVERIFY(QDir().mkpath(documents));
    const QString elsewhere = dir_.filePath(QStringLiteral("kept sheets"));
    QVERIFY(QDir().mkpath(elsewhere));
    // Answers the file dialog: notes the folder it opened in and saves to `file` (cancels when empty).
    auto answer = [this](QString* opened, const QString& file) {
        QTimer::singleShot(0, this, [opened, file] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            *opened = dialog->directory().absolutePath();
            if (file.isEmpty()) {
                dialog->reject();
                return;
            }
            dialog->selectFile(file);
            QMetaObject::invokeMethod(dialog, "accept");
        });
    };
    // The first time: the user's documents; the PDF goes where the user says.
    QString opened;
    const QString file = QDir(elsewhere).filePath(QStringLiteral("Stammtisch.pdf"));
    answer(&opened, file);
    QVERIFY(saveSheetPdfAs(rec, SheetInfo{kDate, QString(), {}}, nullptr));
    QCOMPARE(QDir(opened).canonicalPath(), QDir(documents).canonicalPath());
    QVERIFY(QFileInfo(file).size() > 0);
    // The next time: the folder used last, also after a restart (the setting).
    opened.clear();
    answer(&opened, QString());
    QVERIFY(!saveSheetPdfAs(rec, SheetInfo{kDate, QString(), {}}, nullptr));
    QCOMPARE(QDir(opened).canonicalPath(), QDir(elsewhere).canonicalPath());
    QCOMPARE(QDir(QSettings().value(QStringLiteral("sheets/pdfFolder")).toString()).canonicalPath(),
             QDir(elsewhere).canonicalPath());
}

void TestSheets::closedTalonOnThePad() {
    // A deal in which the talon was closed and the closer then went out by saying 66: the pad
    // says it was closed (by whom) and the points at the close, which the game points follow.
    for (int seed = 1; seed < 400; ++seed) {
        const Record rec = playSession("schnapsen", 2, "common", 30, static_cast<std::uint64_t>(seed));
        const Replay r = replay(rec);
        for (std::size_t d = 0; d < r.deals.size(); ++d) {
            const json& rep = r.deals[d];
            if (!rep["closed_by"].is_number_integer() || rep.value("outcome", std::string()) != "out")
                continue;
            const ScoreSheet sheet = ScoreSheet::build(rec, SheetInfo{kDate, QString(), {}});
            const auto& row = sheet.blocks.front().table.rows[static_cast<qsizetype>(d)];
            const QString closer = QLatin1String(kNames[rep["closed_by"].get<int>()]);
            QCOMPARE(row[3].text, QStringLiteral("Closed by %1; Out with 66").arg(closer));
            const json& cp = rep["close_points"];
            QCOMPARE(row[4].sub,
                     QStringLiteral("at the close %1 : %2")
                         .arg(text::Wording::number(cp[0].get<int>()), text::Wording::number(cp[1].get<int>())));
            return;
        }
    }
    QFAIL("no session with a closer who went out");
}

void TestSheets::headerUsesOptionWords() {
    // Options that differ from the rules named are said in the New game dialog's words, not by key.
    Record rec = playSession("schnapsen", 2, "common", 1, 3);
    QVERIFY(rec.variant.set("target", 24).empty());
    ScoreSheet sheet = ScoreSheet::build(rec, SheetInfo{kDate, QString(), {}});
    QVERIFY2(sheet.rules.contains(QStringLiteral("Game points to win: 24")), qPrintable(sheet.rules));
    QVERIFY2(!sheet.rules.contains(QStringLiteral("target")), qPrintable(sheet.rules));
    Record dreeg = playSession("dreeg", 3, "nuernberg", 1, 3);
    QVERIFY(dreeg.variant.set("phases", std::vector<std::string>{"66", "rot_assen", "kamerun_bei_nacht"}).empty());
    sheet = ScoreSheet::build(dreeg, SheetInfo{kDate, QString(), {}});
    QVERIFY2(
        sheet.rules.contains(QStringLiteral("Phases, in order: Sechsundsechzig (66), Rot-Assen, Kamerun bei Nacht")),
        qPrintable(sheet.rules));
    QVERIFY2(!sheet.rules.contains(QStringLiteral("rot_assen")) && !sheet.rules.contains(QStringLiteral("phases:")),
             qPrintable(sheet.rules));
}

void TestSheets::datesAreTheSessions() {
    // A session saved as 20240517-193000-schnapsen.json and last saved at 22:15: its sheet says it
    // was played from 19:30 to 22:15, whether opened from the table or from the history.
    const Record rec = playSession("schnapsen", 2, "common", 3, 3);
    const QString file = dir_.filePath(QStringLiteral("20240517-193000-schnapsen.json"));
    QVERIFY(QDir().mkpath(dir_.path()));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(writeRecord(rec)));
    }
    const QDateTime end(QDate(2024, 5, 17), QTime(22, 15));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(end, QFileDevice::FileModificationTime));
    }
    const SheetInfo info = SheetInfo::ofFile(file);
    QCOMPARE(info.date, QDateTime(QDate(2024, 5, 17), QTime(19, 30)));
    QCOMPARE(info.ended, end);
    const QString when = ScoreSheet::build(rec, info).date;
    const QString start = QLocale().toString(QTime(19, 30), QLocale::ShortFormat);
    const QString stop = QLocale().toString(QTime(22, 15), QLocale::ShortFormat);
    QVERIFY2(when.contains(QLocale().toString(QDate(2024, 5, 17), QLocale::LongFormat)) && when.contains(start) &&
                 when.contains(stop),
             qPrintable(when));
    // From the table: the model that autosaves there gives the same dates (not the moment it is opened).
    TableModel model;
    QVERIFY(model.loadRecord(file).isEmpty());
    model.setAutosavePath(file);
    const SheetInfo fromTable = SessionSummary::sheetInfo(model);
    QCOMPARE(fromTable.date, info.date);
    QCOMPARE(fromTable.ended, info.ended);
}

void TestSheets::blankSheets_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::newRow("dreeg-4") << "dreeg" << 4;
    QTest::newRow("schnapsen") << "schnapsen" << 2;
    QTest::newRow("dreierschnapsen") << "dreierschnapsen" << 3;
    QTest::newRow("dreierles-4") << "dreierles" << 4;
    QTest::newRow("dappen-6") << "dappen" << 6;
}

void TestSheets::blankSheets() {
    QFETCH(QString, game);
    QFETCH(int, players);
    const GameInfo* g = findGame(game.toStdString());
    QVERIFY(g);
    const ScoreSheet sheet = ScoreSheet::blankFor(*g, players, {QStringLiteral("Anna"), QStringLiteral("Bertl")});
    QVERIFY(sheet.blank);
    QCOMPARE(sheet.players.size(), players);
    if (game == QLatin1String("dreeg")) {
        // The chalk slates: one per player and phase of the default rules, each full (7 strokes).
        const Variant v = presetVariant(*g, g->presets.front());
        QCOMPARE(sheet.blocks.size(), static_cast<qsizetype>(v.getList("phases").size()));
        for (const SheetBlock& b : sheet.blocks) {
            QCOMPARE(b.kind, SheetBlock::Kind::Slates);
            QCOMPARE(b.slates.slates.size(), players);
            for (const SheetSlate& s : b.slates.slates)
                QVERIFY(s.blank && s.start == 7 && s.left == 7 && s.erased.isEmpty());
        }
        QCOMPARE(sheet.blocks.front().slates.slates[0].player, QStringLiteral("Anna"));
        QCOMPARE(sheet.blocks.front().slates.slates[2].player, QString());
    } else {
        // The pad or ledger: its columns, a column per player (named or left to write in), empty rows.
        QCOMPARE(sheet.blocks.size(), 1);
        const SheetTable& t = sheet.blocks.front().table;
        QVERIFY(t.headers.contains(QStringLiteral("Dealer")));
        QVERIFY(t.headers.contains(QStringLiteral("Anna")) && t.headers.contains(QStringLiteral("Bertl")));
        QCOMPARE(t.headers.count(QString()), players - 2);
        QCOMPARE(t.caption, game.endsWith(QLatin1String("schnapsen")) ? QStringLiteral("Bummerl pad")
                            : game == QLatin1String("dappen")         ? QStringLiteral("Ledger")
                                                                      : QStringLiteral("Ledger (game points)"));
        QVERIFY(t.rows.size() >= 10);
        for (const auto& row : t.rows)
            for (qsizetype k = 1; k < row.size(); ++k)
                QVERIFY(row[k].text.isEmpty() && row[k].sub.isEmpty() && row[k].tally < 0);
    }
    // On paper through the same renderer: the header to fill in, no deals or results.
    const QString pdf = dir_.filePath(QStringLiteral("blank-%1.pdf").arg(QString::fromLatin1(QTest::currentDataTag())));
    QVERIFY(saveSheetPdf(sheet, pdf));
    const QString shots = qEnvironmentVariable("STAMMTISCH_SHOTS");
    if (!shots.isEmpty())
        run(QStringLiteral("pdftoppm"),
            {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("100"), QStringLiteral("-singlefile"), pdf,
             QDir(shots).filePath(QStringLiteral("blank-%1").arg(QString::fromLatin1(QTest::currentDataTag())))});
    QByteArray text;
    QVERIFY(run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")}, &text));
    const QString t = QString::fromUtf8(text);
    // One page; Dreeg's eight phases of four slates on two.
    const int pages = game == QLatin1String("dreeg") ? 2 : 1;
    QVERIFY2(t.contains(QStringLiteral("Score sheet: ")) && t.contains(QStringLiteral("Page 1 of %1").arg(pages)) &&
                 !t.contains(QStringLiteral("Page %1 of").arg(pages + 1)),
             qPrintable(t));
    QVERIFY2(t.contains(QStringLiteral("Date: ")) && t.contains(QStringLiteral("Place: ")), qPrintable(t));
    QVERIFY2(!t.contains(QStringLiteral("deal(s)")) && !t.contains(QStringLiteral("played")) &&
                 !t.contains(QStringLiteral("Standings")),
             qPrintable(t));
    if (game == QLatin1String("dreeg"))
        QVERIFY2(t.contains(QStringLiteral("Phase 1: ")) && t.contains(QStringLiteral("Erased:")), qPrintable(t));
    const QString prefix = dir_.filePath(QStringLiteral("blank-%1").arg(QString::fromLatin1(QTest::currentDataTag())));
    QVERIFY(run(QStringLiteral("pdftoppm"), {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("60"),
                                             QStringLiteral("-singlefile"), pdf, prefix}));
    const QImage img(prefix + QStringLiteral(".png"));
    QVERIFY(!img.isNull());
    QVERIFY2(inked(img) > 0.01, "the blank sheet has no lines on it");
}

void TestSheets::blankSheetFromTheMenuDialog() {
    // Game ▸ Print a blank score sheet…: the game and players chosen, the preview shows that sheet.
    int pages = 0;
    QString problem;
    bool previewed = false;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<BlankSheetDialog*>(QApplication::activeModalWidget());
        if (!dialog) {
            problem = QStringLiteral("no dialog");
            return;
        }
        auto* game = dialog->findChild<QComboBox*>(QStringLiteral("blankGame"));
        auto* players = dialog->findChild<QSpinBox*>(QStringLiteral("blankPlayers"));
        if (!game || !players) {
            problem = QStringLiteral("no game or players");
            dialog->reject();
            return;
        }
        game->setCurrentIndex(game->findData(QStringLiteral("dappen")));
        if (players->minimum() != 3 || players->maximum() != 8)
            problem = QStringLiteral("Dappen's players %1–%2").arg(players->minimum()).arg(players->maximum());
        players->setValue(7);
        dialog->findChild<QLineEdit*>(QStringLiteral("blankNames"))->setText(QStringLiteral("Anna, Bertl"));
        QTimer::singleShot(0, this, [&] {
            auto* preview = qobject_cast<QPrintPreviewDialog*>(QApplication::activeModalWidget());
            if (!preview) {
                problem = QStringLiteral("no preview");
                return;
            }
            previewed = true;
            QTest::qWait(50);
            pages = preview->findChild<QPrintPreviewWidget*>()->pageCount();
            preview->reject();
        });
        dialog->accept();
    });
    BlankSheetDialog::run(nullptr, QStringLiteral("schnapsen"));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(previewed);
    QCOMPARE(pages, 1);
    // The dialog starts on the game asked for.
    BlankSheetDialog d(nullptr, QStringLiteral("dreierschnapsen"));
    QCOMPARE(d.findChild<QComboBox*>(QStringLiteral("blankGame"))->currentData().toString(),
             QStringLiteral("dreierschnapsen"));
    QCOMPARE(d.sheet().players.size(), 3);
}

void TestSheets::summaryNamesEveryLoser() {
    // Dreierschnapsen: one winner, and both others lost the match (each got a Bummerl), also when
    // one of them is Schneider (two Bummerl) and the other not.
    Record rec;
    for (int seed = 1; seed < 300 && rec.deals.empty(); ++seed) {
        Record r = playSession("dreierschnapsen", 3, "standard", 300, static_cast<std::uint64_t>(seed));
        const json st = standings(r);
        if (!replay(r).game->sessionOver() || !st["winner"].is_number_integer())
            continue;
        QList<int> b;
        for (int s = 0; s < 3; ++s)
            if (s != st["winner"].get<int>())
                b << st["bummerl"][static_cast<std::size_t>(s)].get<int>();
        if (b[0] != b[1])
            rec = std::move(r);
    }
    QVERIFY2(!rec.deals.empty(), "no match with a Schneider and a plain loser");
    const QString file = dir_.filePath(QStringLiteral("schneider.json"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QByteArray::fromStdString(writeRecord(rec)));
    }
    TableModel m;
    QVERIFY(m.loadRecord(file).isEmpty());
    QVERIFY(m.game().sessionOver());
    json st;
    m.game().reportStandings(st);
    const int winner = st["winner"].get<int>();
    QStringList losers;
    for (int s = 0; s < 3; ++s)
        if (s != winner) {
            QVERIFY(st["bummerl"][static_cast<std::size_t>(s)].get<int>() > 0);
            losers << m.name(s);
        }
    QString text = resultText(m);
    QVERIFY2(text.contains(QStringLiteral("Won by %1\n").arg(m.name(winner))), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Lost by %1 and %2").arg(losers[0], losers[1])), qPrintable(text));
    // A list of three reads as a person says it; in German the verb agrees with the count.
    const QStringList three{QStringLiteral("Anna"), QStringLiteral("Bertl"), QStringLiteral("Dieter")};
    QCOMPARE(nameList(three), QStringLiteral("Anna, Bertl and Dieter"));
    QCOMPARE(nameList(three.mid(0, 1)), QStringLiteral("Anna"));
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("de")));
    QCOMPARE(nameList(three), QStringLiteral("Anna, Bertl und Dieter"));
    text = resultText(m);
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
    QVERIFY2(text.contains(QStringLiteral("Gewonnen hat %1\n").arg(m.name(winner))), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Verloren haben %1 und %2").arg(losers[0], losers[1])), qPrintable(text));
}

void TestSheets::summaryCountsInWords() {
    // "1 point", not "1 points": a finished Schnapsen match in which a player has one game point.
    for (int seed = 1; seed < 300; ++seed) {
        const Record rec = playSession("schnapsen", 2, "common", 200, static_cast<std::uint64_t>(seed));
        const json st = standings(rec);
        if (!st.value("session_over", false) && !replay(rec).game->sessionOver())
            continue;
        int one = -1;
        for (int s = 0; s < 2; ++s)
            if (st["scores"][static_cast<std::size_t>(s)].get<int>() == 1)
                one = s;
        if (one < 0)
            continue;
        const QString file = dir_.filePath(QStringLiteral("one-point.json"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(QByteArray::fromStdString(writeRecord(rec)));
        }
        TableModel m;
        QVERIFY(m.loadRecord(file).isEmpty());
        const QString text = resultText(m);
        for (int s = 0; s < 2; ++s) {
            const std::size_t i = static_cast<std::size_t>(s);
            const int points = st["scores"][i].get<int>();
            const QString want =
                (points == 1 ? QStringLiteral("1 point, ") : QStringLiteral("%1 points, ").arg(points)) +
                QStringLiteral("%1 Bummerl").arg(st["bummerl"][i].get<int>());
            QVERIFY2(text.contains(want), qPrintable(want + u'\n' + text));
        }
        return;
    }
    QFAIL("no finished match with a player at one game point");
}

void TestSheets::contractsFitTheirColumn() {
    // The longest contract and the tie-break, in English and German, on the pad as printed and as the
    // session summary shows it: every word in its column.
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("de")}) {
        QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), lang));
        for (const char* file :
             {"dreierschnapsen/kontrabauernschnapser_match.json", "dreierschnapsen/tie_break.json"}) {
            const Record rec = readRecord(data(file));
            const ScoreSheet sheet = ScoreSheet::build(rec, SheetInfo{kDate, QString(), {}});
            for (int dpi : {SessionSummary::kReadableDpi, 150}) {
                const QStringList cut = cutOff(drawnTexts(sheet, dpi));
                QVERIFY2(cut.isEmpty(), qPrintable(lang + u' ' + QLatin1String(file) + u'\n' + cut.join(u'\n')));
            }
            // To look at: the session summary at 1024 × 700.
            const QString shots = qEnvironmentVariable("STAMMTISCH_SHOTS");
            if (!shots.isEmpty()) {
                TableModel m;
                QVERIFY(m.loadRecord(data(file)).isEmpty());
                SessionSummary sum(m);
                sum.resize(1024, 700);
                sum.show();
                QVERIFY(QTest::qWaitForWindowExposed(&sum));
                QCoreApplication::processEvents();
                sum.grab().save(QDir(shots).filePath(
                    QStringLiteral("summary-%1-%2.png").arg(QFileInfo(QLatin1String(file)).baseName(), lang)));
            }
        }
    }
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
}

void TestSheets::withoutTalonOnThePad() {
    // A contract played without the talon is worth a point more: the pad says so under the contract.
    for (int seed = 1; seed < 300; ++seed) {
        const Record rec = playSession("dreierschnapsen", 3, "standard", 40, static_cast<std::uint64_t>(seed));
        const Replay r = replay(rec);
        const ScoreSheet sheet = ScoreSheet::build(rec, SheetInfo{kDate, QString(), {}});
        bool seen = false;
        for (std::size_t d = 0; d < r.deals.size(); ++d) {
            const json& rep = r.deals[d];
            if (rep.value("tie_break", false) || rep.value("redeal", false))
                continue;
            const auto& row = sheet.blocks.front().table.rows[static_cast<qsizetype>(d)];
            const bool without = rep.value("without_talon", false);
            QCOMPARE(row[3].sub, without ? QStringLiteral("without talon") : QString());
            seen = seen || without;
        }
        if (seen)
            return;
    }
    QFAIL("no contract played without the talon");
}

void TestSheets::ledgerTotalsSignedInOneSize() {
    // Dappen's eight players: the totals signed like the payments, all in one size.
    for (const char* preset : {"furtwangen", "mainz"}) {
        const Record rec = playSession("dappen", 8, preset, 40, 21);
        const json st = standings(rec);
        const ScoreSheet sheet = ScoreSheet::build(rec, SheetInfo{kDate, QString(), {}});
        const auto& total = sheet.blocks.front().table.totals.front();
        for (int s = 0; s < 8; ++s) {
            const int v = st["totals"][static_cast<std::size_t>(s)].get<int>();
            const QString text = total[7 + s].text;
            QVERIFY2(v > 0 ? text.startsWith(u'+') : !text.startsWith(u'+'), qPrintable(text));
        }
        QSet<qreal> sizes;
        QStringList figures;
        for (const SheetText& t : drawnTexts(sheet))
            if (t.total && !t.text.isEmpty() && t.box.left() > t.box.width() * 2) {
                sizes.insert(t.pointSize);
                figures << QStringLiteral("%1 %2pt").arg(t.text).arg(t.pointSize);
            }
        QVERIFY2(figures.size() >= 8, qPrintable(figures.join(u' ')));
        QVERIFY2(sizes.size() == 1, qPrintable(figures.join(u' ')));
    }
    // A total too long for its column at the usual size takes the others down with it.
    ScoreSheet sheet;
    sheet.title = QStringLiteral("Score sheet: Dappen");
    SheetBlock b;
    SheetCell label;
    label.text = QStringLiteral("Total");
    label.strong = label.left = true;
    b.table.headers << QStringLiteral("Deal");
    b.table.widths << 30;
    QList<SheetCell> total{label};
    for (int s = 0; s < 8; ++s) {
        b.table.headers << QLatin1String(kNames[s]);
        b.table.widths << 7;
        SheetCell c;
        c.strong = true;
        c.text = s == 3 ? QStringLiteral("\u22121,234,567.50 \u20ac") : QStringLiteral("+1.20 \u20ac");
        total << c;
    }
    b.table.rows << QList<SheetCell>(9);
    b.table.totals << total;
    sheet.blocks << b;
    QSet<qreal> sizes;
    for (const SheetText& t : drawnTexts(sheet))
        if (t.total && t.text.endsWith(QChar(0x20ac)))
            sizes.insert(t.pointSize);
    QCOMPARE(sizes.size(), 1);
    keepPage(ScoreSheet::build(playSession("dappen", 8, "furtwangen", 12, 21), SheetInfo{kDate, QString(), {}}),
             QStringLiteral("sheet-dappen8"));
}

void TestSheets::bollernOneWord() {
    // Dreeg's blob is a Bollern (the glossary), on the slates and in the notes, in both languages.
    const Record rec = playSession("dreeg", 3, nullptr, 200, 5, [](const Game& g) {
        json st;
        g.reportStandings(st);
        return st["phase_losers"].size() >= 1;
    });
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("de")}) {
        QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), lang));
        const ScoreSheet sheet = ScoreSheet::build(rec, SheetInfo{kDate, QString(), {}});
        QStringList all;
        for (const SheetText& t : drawnTexts(sheet))
            all << t.text;
        const QString text = all.join(u'\n');
        keepPage(sheet, QStringLiteral("sheet-dreeg-bollern-") + lang);
        QVERIFY2(text.contains(QStringLiteral("Bollern!")), qPrintable(text));
        QVERIFY2(!QRegularExpression(QStringLiteral("\\bBoller\\b")).match(text).hasMatch(), qPrintable(text));
    }
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
}

void TestSheets::summaryUsesTheScreen() {
    // Dappen with eight players: on a large screen the summary and its sheet grow, and the smallest
    // print stays about 11 pixels high (on a small screen the sheet rather scrolls sideways).
    const Record rec = playSession("dappen", 8, "furtwangen", 12, 21);
    const QString file = dir_.filePath(QStringLiteral("dappen-8.json"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QByteArray::fromStdString(writeRecord(rec)));
    }
    TableModel m;
    QVERIFY(m.loadRecord(file).isEmpty());
    SessionSummary sum(m);
    const QRect free = sum.screen()->availableGeometry();
    QVERIFY2(sum.width() <= free.width() && sum.height() <= free.height(),
             qPrintable(QStringLiteral("%1 × %2").arg(sum.width()).arg(sum.height())));
    QVERIFY2(sum.width() >= free.width() * 8 / 10 || sum.width() >= sum.minimumSizeHint().width(),
             qPrintable(QStringLiteral("%1 wide").arg(sum.width())));
    for (const QSize size : {QSize(1880, 1000), QSize(1024, 700)}) {
        sum.resize(size);
        sum.show();
        QVERIFY(QTest::qWaitForWindowExposed(&sum));
        auto* area = sum.findChild<QScrollArea*>(QStringLiteral("scoreSheet"));
        auto* pages = sum.findChild<QLabel*>(QStringLiteral("sheetPages"));
        QVERIFY(area && pages);
        QTRY_VERIFY(pages->pixmap().width() >= area->viewport()->width() - 40);
        qreal smallest = 1e9;
        for (const SheetText& t : drawnTexts(sum.sheet(), sum.shownDpi()))
            if (!t.text.isEmpty())
                smallest = std::min(smallest, t.pixelSize);
        QVERIFY2(smallest >= 10.9, qPrintable(QStringLiteral("%1 px at %2 dpi").arg(smallest).arg(sum.shownDpi())));
        const QString shots = qEnvironmentVariable("STAMMTISCH_SHOTS");
        if (!shots.isEmpty())
            sum.grab().save(QDir(shots).filePath(QStringLiteral("summary-dappen8-%1.png").arg(size.width())));
    }
}

void TestSheets::headerWordsBothLanguages() {
    // Dreeg's Rufen alone with three players and Dreierles of one round: the header in the dialog's
    // words, nothing raw, in English and German.
    Record dreeg = playSession("dreeg", 3, "nuernberg", 1, 3);
    QVERIFY(dreeg.variant.set("phases", std::vector<std::string>{"rufen"}).empty());
    Record dreierles = playSession("dreierles", 3, "steinmauern", 1, 3);
    QVERIFY(dreierles.variant.set("rounds", 1).empty());
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("de")}) {
        QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), lang));
        for (const Record* rec : {&dreeg, &dreierles}) {
            const ScoreSheet sheet = ScoreSheet::build(*rec, SheetInfo{kDate, QString(), {}});
            keepPage(sheet, QStringLiteral("sheet-header-%1-%2").arg(QString::fromStdString(rec->game->id), lang));
            for (const QString& raw : {QStringLiteral("phases"), QStringLiteral("rufen"), QStringLiteral("rounds:"),
                                       QStringLiteral("_"), QStringLiteral("no end"), QStringLiteral("ohne Ende")})
                QVERIFY2(!sheet.rules.contains(raw), qPrintable(lang + u' ' + sheet.rules));
        }
    }
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
}

QTEST_MAIN(TestSheets)
#include "test_sheets.moc"
