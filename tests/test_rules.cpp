// The rules book a learner opens: Help ▸ Rules (F1) at the game on the table;
// every game's rules in English and in German with every section the app
// links to and a paragraph for every rule option and preset; the "?" of a
// decision dialog opens the section of that decision, the New game dialog's
// "?" the option's own paragraph; the language can be switched in the window.
#include "dialogs/newgamedialog.h"
#include "dreierles/dreierles.h"
#include "flow/humanseat.h"
#include "flow/tablesession.h"
#include "help/rulesbook.h"
#include "mainwindow.h"
#include "registry.h"
#include "shots.h"
#include "table/tablemodel.h"
#include "tablefixture.h"
#include "text/language.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QToolButton>
#include <QtTest>

using namespace st;
using namespace st::ui;
using st::test::shoot;

namespace {

/// The sections each game's document must have (the app links to them).
QStringList requiredSections(const QString& game) {
    QStringList s{QStringLiteral("overview"), QStringLiteral("cards"),   QStringLiteral("dealing"),
                  QStringLiteral("play"),     QStringLiteral("scoring"), QStringLiteral("variants")};
    if (game == QLatin1String("dreeg"))
        s << QStringLiteral("phases") << QStringLiteral("slates") << QStringLiteral("two-player")
          << QStringLiteral("sixtysix") << QStringLiteral("rotassen") << QStringLiteral("rufen")
          << QStringLiteral("kamerun");
    else if (game == QLatin1String("dreierles"))
        s << QStringLiteral("bidding") << QStringLiteral("blind") << QStringLiteral("combinations")
          << QStringLiteral("zehndruck") << QStringLiteral("pfeife") << QStringLiteral("knocking")
          << QStringLiteral("raeuber");
    else if (game == QLatin1String("dappen"))
        s << QStringLiteral("bidding") << QStringLiteral("dapp") << QStringLiteral("ulti")
          << QStringLiteral("gstiesieren") << QStringLiteral("payment");
    else if (game == QLatin1String("dreierschnapsen"))
        s << QStringLiteral("cutting") << QStringLiteral("trumps") << QStringLiteral("talon")
          << QStringLiteral("bidding") << QStringLiteral("spritzen") << QStringLiteral("match")
          << QStringLiteral("tiebreak");
    else if (game == QLatin1String("schnapsen"))
        s << QStringLiteral("talon") << QStringLiteral("exchange") << QStringLiteral("closing")
          << QStringLiteral("marriages") << QStringLiteral("goingout") << QStringLiteral("bummerl");
    return s;
}

QString document(const QString& game, const QString& language) {
    QFile f(QStringLiteral(":/rules/%1.%2.html").arg(game, language));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// The plain text of a document from the anchor `<a name="anchor">` up to the
/// next `end` (the next section heading, or the end of an option's item).
QString passage(const QString& html, const QString& anchor, const QString& end) {
    const qsizetype from = html.indexOf(QStringLiteral("<a name=\"%1\">").arg(anchor));
    if (from < 0)
        return QString();
    const qsizetype to = html.indexOf(end, from + 1);
    return QTextDocumentFragment::fromHtml(html.mid(from, to < 0 ? -1 : to - from)).toPlainText().simplified();
}

/// True when the browser shows the anchor's heading near the top of its view.
bool scrolledTo(QTextBrowser* b, const QString& anchor) {
    if (b->verticalScrollBar()->maximum() == 0)
        return true; // the whole text fits
    // The heading's block: the first block whose char format carries the anchor name.
    for (QTextBlock block = b->document()->begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat f = it.fragment().charFormat();
            if (f.isAnchor() && f.anchorNames().contains(anchor)) {
                const qreal y = b->document()->documentLayout()->blockBoundingRect(block).top();
                const int value = b->verticalScrollBar()->value();
                return std::abs(y - value) < 40 || value == b->verticalScrollBar()->maximum();
            }
        }
    return false;
}

} // namespace

class TestRules : public QObject {
    Q_OBJECT

  private slots:
    void init();
    void cleanup();
    void everyGameInBothLanguages_data();
    void everyGameInBothLanguages();
    void everyDecisionHasItsSection();
    void helpMenuOpensTheGameOnTheTable();
    void dialogQuestionMarkOpensTheSection();
    void newGameOptionsOpenTheirParagraph();
    void languageSwitch();
    void rulesBookStatesTheFinerPoints();

  private:
    std::unique_ptr<QTemporaryDir> dir_;
};

void TestRules::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
}

void TestRules::cleanup() {
    for (QWidget* w : QApplication::topLevelWidgets())
        if (w->objectName() == QLatin1String("rulesBook"))
            w->close();
    QTest::qWait(1);
}

void TestRules::everyGameInBothLanguages_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("language");
    for (const GameInfo& g : games())
        for (const char* lang : {"en", "de"})
            QTest::addRow("%s %s", g.id.c_str(), lang) << QString::fromStdString(g.id) << QString::fromLatin1(lang);
}

void TestRules::everyGameInBothLanguages() {
    QFETCH(QString, game);
    QFETCH(QString, language);
    const QString html = document(game, language);
    QVERIFY2(!html.isEmpty(), qPrintable(QStringLiteral("no rules for %1 in %2").arg(game, language)));
    // Every section the app links to, as a heading the contents list shows and an anchor to scroll to.
    const auto sections = RulesBook::sections(game, language);
    QStringList ids;
    for (const auto& [id, title] : sections) {
        ids << id;
        QVERIFY2(!title.isEmpty(), qPrintable(id));
    }
    for (const QString& s : requiredSections(game)) {
        QVERIFY2(ids.contains(s), qPrintable(QStringLiteral("%1 %2: no section %3").arg(game, language, s)));
        QVERIFY2(html.contains(QStringLiteral("<a name=\"%1\"").arg(s)), qPrintable(s));
    }
    // A paragraph for every rule option and preset of the game.
    const GameInfo* info = findGame(game.toStdString());
    for (const OptionSpec& o : *info->options)
        QVERIFY2(html.contains(QStringLiteral("<a name=\"option-%1\"").arg(QString::fromStdString(o.name))),
                 o.name.c_str());
    for (const RulePreset& p : info->presets)
        QVERIFY2(html.contains(QStringLiteral("<a name=\"preset-%1\"").arg(QString::fromStdString(p.id))),
                 p.id.c_str());
    // Written in the language: German has its own words, English not the German ones.
    const QString plain = QTextDocumentFragment::fromHtml(html).toPlainText();
    QVERIFY2(plain.split(QRegularExpression(QStringLiteral("\\s+"))).size() > 800, "the rules are too short");
    const int german =
        static_cast<int>(plain.count(QRegularExpression(QStringLiteral("\\b(und|der|die|das|nicht)\\b"))));
    const int english = static_cast<int>(plain.count(QRegularExpression(QStringLiteral("\\b(and|the|not|with)\\b"))));
    if (language == QLatin1String("de"))
        QVERIFY2(german > 5 * english,
                 qPrintable(QStringLiteral("%1 German, %2 English words").arg(german).arg(english)));
    else
        QVERIFY2(english > 5 * german,
                 qPrintable(QStringLiteral("%1 English, %2 German words").arg(english).arg(german)));
}

void TestRules::everyDecisionHasItsSection() {
    // Each decision dialog of each game links to a section its document has.
    struct Case {
        const char* game;
        const char* dialog;
        const char* section;
    };
    const Case cases[] = {{"dreierles", "bidDialog", "bidding"},
                          {"dreierles", "discardDialog", "blind"},
                          {"dappen", "bidDialog", "bidding"},
                          {"dappen", "discardDialog", "dapp"},
                          {"dappen", "ultiDialog", "ulti"},
                          {"dreierschnapsen", "bidDialog", "bidding"},
                          {"dreierschnapsen", "discardDialog", "talon"},
                          {"dreierschnapsen", "trumpDialog", "trumps"},
                          {"dreeg", "callDialog", "rufen"}};
    for (const Case& c : cases) {
        const GameInfo* info = findGame(c.game);
        Variant v(info->options);
        const auto game = info->create(v, info->minPlayers);
        QCOMPARE(RulesBook::sectionFor(*game, QString::fromLatin1(c.dialog)), QString::fromLatin1(c.section));
        for (const char* lang : {"en", "de"}) {
            bool found = false;
            for (const auto& [id, title] : RulesBook::sections(QString::fromLatin1(c.game), QString::fromLatin1(lang)))
                found = found || id == QLatin1String(c.section);
            QVERIFY2(found, c.section);
        }
    }
    // Dreeg's trumps: the phase being played.
    const GameInfo* dreeg = findGame("dreeg");
    Variant v(dreeg->options);
    QVERIFY(v.set("phases", std::vector<std::string>{"rot_assen"}).empty());
    auto game = dreeg->create(v, 3);
    QCOMPARE(RulesBook::sectionFor(*game, QStringLiteral("trumpDialog")), QStringLiteral("rotassen"));
}

void TestRules::helpMenuOpensTheGameOnTheTable() {
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* action = w.findChild<QAction*>(QStringLiteral("actionRules"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
    // From the welcome screen: the first game.
    action->trigger();
    RulesBook* book = w.findChild<RulesBook*>();
    QVERIFY(book && book->isVisible());
    QCOMPARE(book->game(), QString::fromStdString(games().front().id));
    QVERIFY(book->browser()->toPlainText().size() > 1000);
    // At a Dappen table: Dappen's rules, in the same window.
    NewGameSettings s;
    s.game = findGame("dappen");
    s.variant = Variant(s.game->options);
    for (int i = 0; i < 6; ++i) {
        s.names << QStringLiteral("P%1").arg(i);
        s.levels << QStringLiteral("easy");
    }
    QVERIFY(w.startSession(s).isEmpty());
    action->trigger();
    QCOMPARE(w.findChildren<RulesBook*>().size(), 1);
    QCOMPARE(book->game(), QStringLiteral("dappen"));
    QVERIFY(book->windowTitle().contains(QStringLiteral("Dappen")));
    // The contents list leads to each section.
    auto* contents = book->findChild<QListWidget*>(QStringLiteral("rulesContents"));
    QVERIFY(contents && contents->count() >= requiredSections(QStringLiteral("dappen")).size());
    for (int i = 0; i < contents->count(); ++i)
        if (contents->item(i)->data(Qt::UserRole).toString() == QLatin1String("payment")) {
            QTest::mouseClick(contents->viewport(), Qt::LeftButton, {},
                              contents->visualItemRect(contents->item(i)).center());
            QCOMPARE(book->section(), QStringLiteral("payment"));
            QVERIFY(scrolledTo(book->browser(), QStringLiteral("payment")));
        }
}

void TestRules::dialogQuestionMarkOpensTheSection() {
    // Dreierles: the bidding dialog's "?" opens the rules at the bidding.
    auto t = st::test::openTable(dir_->filePath(QStringLiteral("autosave.json")), 5);
    NewGameSettings s;
    s.game = findGame("dreierles");
    s.variant = Variant(s.game->options);
    s.names << QStringLiteral("Anna") << QStringLiteral("Bert") << QStringLiteral("Carla");
    QVERIFY(t.session->start(s).isEmpty());
    QDialog* d = nullptr;
    QTRY_VERIFY((d = t.session->human()->openDialog()) && d->isVisible());
    QCOMPARE(d->objectName(), QStringLiteral("bidDialog"));
    auto* help = d->findChild<QToolButton*>(QStringLiteral("rulesButton"));
    QVERIFY(help && help->isVisible());
    // Inside the dialog, at its top right.
    QVERIFY(d->rect().contains(help->geometry()));
    QVERIFY(help->geometry().right() > d->width() * 3 / 4 && help->geometry().top() < d->height() / 4);
    QTest::mouseClick(help, Qt::LeftButton);
    RulesBook* book = nullptr;
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* b = qobject_cast<RulesBook*>(w); b && b->isVisible())
            book = b;
    QVERIFY(book);
    QCOMPARE(book->game(), QStringLiteral("dreierles"));
    QCOMPARE(book->section(), QStringLiteral("bidding"));
    QTest::qWait(20);
    QVERIFY(book->browser()->verticalScrollBar()->value() > 0);
    QVERIFY(scrolledTo(book->browser(), QStringLiteral("bidding")));
    // The decision is still due: the dialog stays open behind the book.
    QVERIFY(d->isVisible());
    shoot(d, QStringLiteral("rules-dialog-question-mark"));
    book->resize(960, 680);
    QTest::qWait(20);
    shoot(book, QStringLiteral("rules-book-dreierles-bidding"));
}

void TestRules::newGameOptionsOpenTheirParagraph() {
    QWidget parent;
    parent.resize(400, 300);
    parent.show();
    NewGameDialog d(&parent);
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    d.selectGame(QStringLiteral("dreierles"));
    auto* help = d.findChild<QToolButton*>(QStringLiteral("rulesOption_knock_limit"));
    QVERIFY(help);
    QTest::mouseClick(help, Qt::LeftButton);
    RulesBook* book = nullptr;
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* b = qobject_cast<RulesBook*>(w); b && b->isVisible())
            book = b;
    QVERIFY(book);
    QCOMPARE(book->game(), QStringLiteral("dreierles"));
    QCOMPARE(book->section(), QStringLiteral("option-knock_limit"));
    QVERIFY(scrolledTo(book->browser(), QStringLiteral("option-knock_limit")));
    // The rules preset's "?" opens the preset's paragraph.
    auto* preset = d.findChild<QToolButton*>(QStringLiteral("rulesPreset"));
    QVERIFY(preset);
    QTest::mouseClick(preset, Qt::LeftButton);
    QVERIFY(book->section().startsWith(QStringLiteral("preset-")));
    QVERIFY(scrolledTo(book->browser(), book->section()));
}

void TestRules::languageSwitch() {
    QWidget parent;
    parent.show();
    RulesBook* book = RulesBook::open(&parent, QStringLiteral("schnapsen"), QStringLiteral("closing"));
    QCOMPARE(book->language(), text::currentLanguage());
    auto* lang = book->findChild<QComboBox*>(QStringLiteral("rulesLanguage"));
    QVERIFY(lang);
    lang->setCurrentIndex(lang->findData(QStringLiteral("de")));
    QVERIFY(book->browser()->source().path().endsWith(QStringLiteral("schnapsen.de.html")));
    QVERIFY(book->browser()->toPlainText().contains(QStringLiteral("Zudrehen")));
    QVERIFY(scrolledTo(book->browser(), QStringLiteral("closing")));
    book->resize(960, 680);
    QTest::qWait(20);
    shoot(book, QStringLiteral("rules-book-schnapsen-de"));
    auto* contents = book->findChild<QListWidget*>(QStringLiteral("rulesContents"));
    QCOMPARE(contents->count(), RulesBook::sections(QStringLiteral("schnapsen"), QStringLiteral("de")).size());
    lang->setCurrentIndex(lang->findData(QStringLiteral("en")));
    QVERIFY(book->browser()->source().path().endsWith(QStringLiteral("schnapsen.en.html")));
}

void TestRules::rulesBookStatesTheFinerPoints() {
    // The points where the app interprets or departs from the rules text are
    // stated in the rules book, in both languages (docs/rules/<game>.md has the rulings).
    struct Point {
        const char* game;
        const char* language;
        const char* anchor;
        const char* end;          // where the passage ends
        QStringList must;         // statements the passage makes
        QStringList mustNot = {}; // statements it no longer makes
    };
    const Point points[] = {
        // Dreeg: the exchange on closing needs no trick won - the point of the variant.
        {"dreeg", "en", "option-exchange_on_close", "</li>", {QStringLiteral("even if he has not yet won a trick")}},
        {"dreeg",
         "de",
         "option-exchange_on_close",
         "</li>",
         {QStringLiteral("auch wenn er noch keinen Stich gemacht hat")}},
        // Kamerun keeps at least three only in standard scoring; with Bamberger's two can be left.
        {"dreeg",
         "en",
         "kamerun",
         "<h2",
         {QStringLiteral("In standard scoring"), QStringLiteral("Bamberger's scoring"),
          QStringLiteral("can three or two be left")}},
        {"dreeg",
         "de",
         "kamerun",
         "<h2",
         {QStringLiteral("Bei der üblichen Wertung"), QStringLiteral("Bambergers Wertung"),
          QStringLiteral("drei oder zwei übrig bleiben")}},
        // Dreierles: the Räuber tie pays shares rounded up - worth 3 with two tied the others get 4;
        // all three tied at four, the dealer still collects (3 with the usual 2).
        {"dreierles",
         "en",
         "raeuber",
         "<h2",
         {QStringLiteral("each pays 2, so the others get 4, not 3"), QStringLiteral("All three tied at four"),
          QStringLiteral("with the usual 2, 1 each, so he gets 3 in all"),
          QStringLiteral("if all four tie nobody pays")},
         {QStringLiteral("still receive the full amount")}},
        {"dreierles",
         "de",
         "raeuber",
         "<h2",
         {QStringLiteral("zahlt jeder 2, die anderen bekommen also 4 statt 3"),
          QStringLiteral("Alle drei gleich bei vier am Tisch"),
          QStringLiteral("bei den üblichen 2 je 1, er bekommt also 3"),
          QStringLiteral("Haben alle vier gleich viel, zahlt niemand")},
         {QStringLiteral("trotzdem den vollen Betrag")}},
        // Dappen: the text's 2.00/2.40 EUR are the half game's; the full game pays twice that.
        {"dappen",
         "en",
         "payment",
         "<h2",
         {QStringLiteral("half game 5 × 40 cents = 2.00 €"), QStringLiteral("6 × 40 cents = 2.40 €"),
          QStringLiteral("those are the half-game figures")}},
        {"dappen",
         "de",
         "payment",
         "<h2",
         {QStringLiteral("halben Spiel 5 × 40 Cent = 2,00 €"), QStringLiteral("6 × 40 Cent = 2,40 €"),
          QStringLiteral("Das sind die Beträge des halben Spiels")}},
        // Dappen: the corrected card values, with the text's slip named.
        {"dappen", "en", "cards", "<h2", {QStringLiteral("Kings 5, Queens 4"), QStringLiteral("\"Kings | 4 each\"")}},
        {"dappen", "de", "cards", "<h2", {QStringLiteral("Könige 5, Damen 4"), QStringLiteral("„Kings | 4 each“")}},
        // Dreierschnapsen: not every special contract is open to the others; the Kontraschnapser
        // conflict in the text (table: four tricks, section: three) is named.
        {"dreierschnapsen",
         "en",
         "overview",
         "<h2",
         {QStringLiteral("caller's alone"), QStringLiteral("Kontraschnapser and Kontrabauernschnapser")},
         {QStringLiteral("The others may instead announce")}},
        {"dreierschnapsen",
         "de",
         "overview",
         "<h2",
         {QStringLiteral("nur der Rufer"), QStringLiteral("Kontraschnapser und Kontrabauernschnapser")},
         {QStringLiteral("Die anderen können stattdessen")}},
        {"dreierschnapsen",
         "en",
         "bidding",
         "<h2",
         {QStringLiteral("with one trick and a Vierziger"),
          QStringLiteral("table of contracts gives the Kontraschnapser the Schnapser's four tricks")}},
        {"dreierschnapsen",
         "de",
         "bidding",
         "<h2",
         {QStringLiteral("mit einem Stich und einem Vierziger"),
          QStringLiteral("hat der Kontraschnapser wie der Schnapser vier Stiche")}},
    };
    for (const Point& p : points) {
        const QString where =
            QStringLiteral("%1.%2 #%3").arg(QLatin1String(p.game), QLatin1String(p.language), QLatin1String(p.anchor));
        const QString text = passage(document(QLatin1String(p.game), QLatin1String(p.language)),
                                     QLatin1String(p.anchor), QLatin1String(p.end));
        QVERIFY2(!text.isEmpty(), qPrintable(where));
        for (const QString& s : p.must)
            QVERIFY2(text.contains(s), qPrintable(QStringLiteral("%1 does not say \"%2\"").arg(where, s)));
        for (const QString& s : p.mustNot)
            QVERIFY2(!text.contains(s), qPrintable(QStringLiteral("%1 still says \"%2\"").arg(where, s)));
    }
}

int main(int argc, char** argv) {
    QTemporaryDir home;
    qputenv("XDG_DATA_HOME", QFile::encodeName(home.filePath(QStringLiteral("data"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));
    QApplication app(argc, argv);
    app.setApplicationName(QStringLiteral("stammtisch-test-rules"));
    QCoreApplication::setOrganizationName(QStringLiteral("StammtischTest"));
    st::text::installLanguage(app, QStringLiteral("en"));
    TestRules test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_rules.moc"
