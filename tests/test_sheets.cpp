// The printed score sheets (issue 21): each game's sheet as a person keeps it,
// rendered to PDF, turned into text (pdftotext) and pictures (pdftoppm), and
// checked for the header, the players, the totals and the page numbers.
// STAMMTISCH_SHOTS=/tmp/dir keeps the pages' PNGs and the preview's screenshot.
#include "ai/ai.h"
#include "record.h"
#include "registry.h"
#include "selfplay.h"
#include "sheets/scoresheet.h"
#include "sheets/sheetpreview.h"
#include "sheets/sheetrenderer.h"
#include "text/language.h"
#include "text/wording.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QImage>
#include <QPdfWriter>
#include <QPrintPreviewDialog>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
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
            for (const Action& k : legal)
                if (k.act == Act::Knock && rng.below(3) == 0)
                    a = k; // a Kontra or Spritzen now and then
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

/// A sheet's text with a count, in the language installed (English plural forms once translated).
QString trn(const char* source, int n) {
    return QCoreApplication::translate("st::ui::ScoreSheet", source, nullptr, n);
}

} // namespace

class TestSheets : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void sheetToPdf_data();
    void sheetToPdf();
    void dreegSlatesPerPhase();
    void ledgerFiguresFromTheEngine();
    void midSessionMarked();
    void previewOffersPaperAndPdf();

  private:
    /// Render to PDF and return its text (pdftotext -layout) and page PNGs.
    QString renderPdf(const Record& rec, const QString& base, int* pages, QStringList* pngs);
    QTemporaryDir dir_;
};

void TestSheets::initTestCase() {
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
    QVERIFY(dir_.isValid());
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty(),
             "pdftoppm is missing (Debian: poppler-utils)");
}

QString TestSheets::renderPdf(const Record& rec, const QString& base, int* pages, QStringList* pngs) {
    const QString pdf = dir_.filePath(base + QStringLiteral(".pdf"));
    if (!saveSheetPdf(rec, SheetInfo{kDate, QString()}, pdf))
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
    const QString shots = qEnvironmentVariable("STAMMTISCH_SHOTS");
    for (const QString& f : files) {
        *pngs << dir_.filePath(f);
        if (!shots.isEmpty()) {
            QFile::remove(shots + QLatin1Char('/') + f);
            QFile::copy(dir_.filePath(f), shots + QLatin1Char('/') + f);
            // A sharper copy to look at.
            run(QStringLiteral("pdftoppm"), {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("110"), pdf,
                                             shots + QLatin1Char('/') + base + QStringLiteral("-hi")});
        }
    }
    return QString::fromUtf8(text);
}

void TestSheets::sheetToPdf_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("deals");
    QTest::addColumn<int>("minPages");
    QTest::newRow("dreeg") << "dreeg" << 4 << 200 << 2;
    QTest::newRow("schnapsen") << "schnapsen" << 2 << 100 << 1;
    QTest::newRow("dreierschnapsen") << "dreierschnapsen" << 3 << 100 << 1;
    QTest::newRow("dreierles") << "dreierles" << 3 << 60 << 2;
    QTest::newRow("dappen") << "dappen" << 6 << 60 << 2;
}

void TestSheets::sheetToPdf() {
    QFETCH(QString, game);
    QFETCH(int, players);
    QFETCH(int, deals);
    QFETCH(int, minPages);
    const Record rec = playSession(qPrintable(game), players, nullptr, deals, 21);
    const json st = standings(rec);
    int pages = 0;
    QStringList pngs;
    const QString text = renderPdf(rec, QStringLiteral("sheet-") + game, &pages, &pngs);
    QVERIFY2(!text.isEmpty(), "the sheet was not rendered, or pdftotext/pdftoppm failed");
    // The header: title, game, players, date, deals played.
    const QString name = QCoreApplication::translate("st::ui::NewGameDialog", rec.game->name.c_str());
    QVERIFY2(text.contains(QStringLiteral("Score sheet: %1").arg(name)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Game: %1").arg(name)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Rules: %1").arg(QString::fromStdString(rec.game->presets.front().name))),
             qPrintable(text));
    QVERIFY2(text.contains(QLocale().toString(kDate.date(), QLocale::LongFormat)), qPrintable(text));
    const int played = static_cast<int>(rec.deals.size());
    const Replay rp = replay(rec);
    QVERIFY2(text.contains(rp.game->sessionOver() ? trn("%n deal(s) played; the session is over", played)
                                                  : trn("%n deal(s) played so far; the session goes on", played)),
             qPrintable(text));
    for (int s = 0; s < players; ++s)
        QVERIFY2(text.contains(QLatin1String(kNames[s])), kNames[s]);
    // Page numbers on every page, and as many pages as the PNGs.
    QVERIFY2(pages >= minPages, qPrintable(QStringLiteral("%1 pages").arg(pages)));
    for (int p = 1; p <= pages; ++p)
        QVERIFY2(text.contains(QStringLiteral("Page %1 of %2").arg(p).arg(pages)), qPrintable(text));
    QCOMPARE(text.count(QStringLiteral("Score sheet: %1").arg(name)), 2 * pages); // the title above and below
    // The totals, as the engine has them.
    for (int s = 0; s < players; ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        if (game == QLatin1String("dreierles")) {
            QVERIFY2(text.contains(text::Wording::number(st["totals"][i].get<int>())), qPrintable(text));
            if (st.value("stake_cents", 0) > 0)
                QVERIFY2(text.contains(text::Wording::money(st["money_cents"][i].get<int>(), true)), qPrintable(text));
        } else if (game == QLatin1String("dappen")) {
            QVERIFY2(text.contains(text::Wording::money(st["totals"][i].get<int>(), true)), qPrintable(text));
        } else if (game.endsWith(QLatin1String("schnapsen"))) {
            QVERIFY2(
                text.contains(QStringLiteral("%1 of %2").arg(st["scores"][i].get<int>()).arg(st["target"].get<int>())),
                qPrintable(text));
        }
    }
    // The pictures exist and have ink on them.
    QCOMPARE(pngs.size(), pages);
    for (const QString& f : pngs) {
        QImage img(f);
        QVERIFY2(!img.isNull(), qPrintable(f));
        QVERIFY2(img.width() > 300 && img.height() > 400, qPrintable(f));
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
    const ScoreSheet sheet = ScoreSheet::build(rec, SheetInfo{kDate, QString()});
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
    const ScoreSheet sheet = ScoreSheet::build(rec, SheetInfo{kDate, QString()});
    const SheetTable& t = sheet.blocks.front().table;
    QCOMPARE(t.rows.size(), static_cast<qsizetype>(r.deals.size()));
    const auto& row = t.rows[knocked];
    QCOMPARE(row[0].text, QString::number(knocked + 1));
    const bool raeuber = !rep["declarer"].is_number_integer();
    QCOMPARE(row[5].text, text::Wording::knockName("dreierles", rep["knocks"].get<int>(), raeuber));
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
    const ScoreSheet ds = ScoreSheet::build(dap, SheetInfo{kDate, QString()});
    const SheetTable& dt = ds.blocks.front().table;
    for (std::size_t d = 0; d < rd.deals.size(); ++d) {
        const json& dr = rd.deals[d];
        const auto& drow = dt.rows[static_cast<qsizetype>(d)];
        QVERIFY(dr.contains("factor"));
        if (dr["lone"].is_number_integer())
            QCOMPARE(drow[2].text, QLatin1String(kNames[dr["lone"].get<int>()]));
        if (dr.value("factor", 1) > 1) {
            QCOMPARE(drow[5].sub, QStringLiteral("\u00d7%1").arg(dr["factor"].get<int>()));
        }
    }
}

void TestSheets::midSessionMarked() {
    const Record rec = playSession("schnapsen", 2, nullptr, 2, 3);
    const ScoreSheet sheet = ScoreSheet::build(rec, SheetInfo{kDate, QString()});
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
    const Record rec = playSession("dreierles", 3, nullptr, 12, 2);
    QSettings().setValue(QStringLiteral("sheets/pdfFolder"), dir_.path());
    bool seen = false;
    QString problem;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<QPrintPreviewDialog*>(QApplication::activeModalWidget());
        if (!dialog) {
            problem = QStringLiteral("no preview dialog");
            return;
        }
        seen = true;
        auto* paper = dialog->findChild<QComboBox*>(QStringLiteral("paperSize"));
        auto* pdf = dialog->findChild<QAction*>(QStringLiteral("savePdfAction"));
        if (!paper || paper->count() != 2 || !pdf)
            problem = QStringLiteral("paper size or Save as PDF missing");
        else if (paper->itemText(0) != QStringLiteral("A4") || paper->itemText(1) != QStringLiteral("Letter"))
            problem = QStringLiteral("paper sizes: %1, %2").arg(paper->itemText(0), paper->itemText(1));
        QTest::qWait(300);
        const QString shots = qEnvironmentVariable("STAMMTISCH_SHOTS");
        if (!shots.isEmpty())
            dialog->grab().save(shots + QStringLiteral("/sheet-preview.png"));
        dialog->reject();
    });
    showSheetPreview(rec, SheetInfo{kDate, QString()}, nullptr);
    QVERIFY(seen);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

QTEST_MAIN(TestSheets)
#include "test_sheets.moc"
