// The main window opens and closes offscreen, with its menus.
#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/welcomewidget.h"
#include "dreeg/dreeg.h"
#include "flow/tablesession.h"
#include "history/historyindex.h"
#include "history/historywindow.h"
#include "mainwindow.h"
#include "record.h"
#include "registry.h"
#include "selfplay.h"
#include "sheets/scoresheet.h"
#include "table/carditem.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "text/language.h"
#include "text/wording.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QGraphicsView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <algorithm>

class TestGui : public QObject {
    Q_OBJECT

  private slots:
    void opensAndCloses();
    void germanTranslation();
    void englishPlurals();
    void coreTextsReachTheTranslators();
    void englishTextsAreEnglish();
    void germanUsesOneWordPerThing();
    void germanListsNameThePlayerAndMainzPoints();
    void everyKeyHasWords();
    void rotAssenSixtyAllRound();
};

void TestGui::opensAndCloses() {
    st::ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.findChild<QGraphicsView*>(QStringLiteral("tableView")));
    auto* newAct = w.findChild<QAction*>(QStringLiteral("actionNew"));
    auto* quit = w.findChild<QAction*>(QStringLiteral("actionQuit"));
    QVERIFY(newAct && quit && w.findChild<QAction*>(QStringLiteral("actionAbout")));
    QStandardPaths::setTestModeEnabled(true); // the autosave goes to a test folder
    newAct->trigger();
    // Game > New asks for the game in a dialog; dealing fills the table: every card of the
    // human's hand lies on it, in sight within the table.
    QDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = w.findChild<QDialog*>(QStringLiteral("newGameDialog"))) && dialog->isVisible());
    auto* start = dialog->findChild<QPushButton*>(QStringLiteral("startButton"));
    QVERIFY(start);
    QTest::mouseClick(start, Qt::LeftButton);
    st::ui::TableSession* t = nullptr;
    QTRY_VERIFY((t = w.session()) && t->model()->hasGame() && t->model()->game().inDeal());
    st::ui::TableScene* scene = t->scene();
    auto* view = w.findChild<QGraphicsView*>(QStringLiteral("tableView"));
    QCOMPARE(view->scene(), scene);
    const st::CardSet hand = t->model()->view(scene->humanSeat()).hand;
    QVERIFY(st::count(hand) >= 5);
    QTRY_COMPARE(scene->handOrder().size(), static_cast<qsizetype>(st::count(hand)));
    const auto inSight = [&] {
        const QRectF seen = view->mapToScene(view->viewport()->rect()).boundingRect();
        for (st::Card c : st::cardsOf(hand))
            if (const st::ui::CardItem* item = scene->handCard(c);
                !item || !item->isVisible() || !seen.contains(QRectF(item->target(), item->size())))
                return false; // where the card goes (dealt, it may still be on its way)
        return true;
    };
    QTRY_VERIFY(inSight());
    quit->trigger();
    QTRY_VERIFY(!w.isVisible());
}

void TestGui::germanTranslation() {
    // German is built in: the suits and the refusal reasons read in German.
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("de")));
    const st::Pack& g = st::Pack::get(st::PackKind::German24);
    QCOMPARE(st::text::Wording::suitName(g, 0), QStringLiteral("Eichel"));
    QCOMPARE(st::text::Wording::suitName(g, 3), QStringLiteral("Schellen"));
    st::Refusal r;
    r.reason = st::Reason::TalonClosed;
    QVERIFY(st::text::Wording::reason(r, g) != QStringLiteral("the talon is closed or used up"));
    // Qt's standard buttons read in German too (Qt's translation is built in).
    QDialogButtonBox box(QDialogButtonBox::Cancel | QDialogButtonBox::Close);
    QCOMPARE(box.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Abbrechen"));
    QCOMPARE(box.button(QDialogButtonBox::Close)->text(), QStringLiteral("Schlie\u00dfen"));
    // Trumps are plural: "Farbe bedienen" never says "Trümpfe wurde ausgespielt".
    const st::Pack& cego = st::Pack::get(st::PackKind::Cego54);
    r.reason = st::Reason::MustFollow;
    r.suit = st::Pack::kCegoTrumpSuit;
    r.other = st::Pack::cegoTrump(5);
    QVERIFY(!st::text::Wording::reason(r, cego).contains(QStringLiteral("wurde ausgespielt")));
}

// English reads "1 card" and "2 cards" where the source says "%n card(s)"; switching the language
// replaces the German translation installed before.
void TestGui::englishPlurals() {
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
    auto cards = [](int n) { return QCoreApplication::translate("st::ui::SeatPlate", "%n card(s)", nullptr, n); };
    QCOMPARE(cards(1), QStringLiteral("1 card"));
    QCOMPARE(cards(2), QStringLiteral("2 cards"));
    QCOMPARE(QCoreApplication::translate("st::ui::WelcomeWidget", "%n deal(s) played", nullptr, 1),
             QStringLiteral("1 deal played"));
    QCOMPARE(QCoreApplication::translate("ScoreBoard", "%n stroke(s) left", nullptr, 7),
             QStringLiteral("7 strokes left"));
    const st::Pack& g = st::Pack::get(st::PackKind::German24);
    QCOMPARE(st::text::Wording::suitName(g, 0), QStringLiteral("acorns"));
    // German has its own plural forms.
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("de")));
    QCOMPARE(cards(1), QStringLiteral("1 Karte"));
    QCOMPARE(cards(2), QStringLiteral("2 Karten"));
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
}

// Every text the core hands to the UI for display is in ui/text/corestrings.cpp,
// where lupdate finds it (regenerate with tools/strings/core_strings.cpp).
void TestGui::coreTextsReachTheTranslators() {
    QFile f(QStringLiteral(STAMMTISCH_SOURCE_DIR "/ui/text/corestrings.cpp"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(f.readAll());
    auto listed = [&](const char* context, const std::string& s) {
        QString q = QString::fromStdString(s);
        q.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""));
        return text.contains(QStringLiteral("QT_TRANSLATE_NOOP(\"%1\", \"%2\")").arg(QLatin1String(context), q));
    };
    int checked = 0;
    for (const st::GameInfo& g : st::games()) {
        QVERIFY2(listed("st::ui::NewGameDialog", g.name), g.name.c_str());
        for (const st::RulePreset& p : g.presets) {
            QVERIFY2(listed("st::presets", p.name), p.name.c_str());
            QVERIFY2(p.description.empty() || listed("st::presets", p.description), p.description.c_str());
            checked += 2;
        }
        for (const st::OptionSpec& o : *g.options) {
            QVERIFY2(listed("st::options", o.description), o.description.c_str());
            ++checked;
        }
    }
    QVERIFY(checked > 50);
}

// The English texts use the games' own terms (Aus!, Zudrehen, Klopfen, Kontra …) with a gloss,
// but ordinary German words have no place on an English button ("40 ansagen", "Bieten…",
// "Abheben — cut" were).
void TestGui::englishTextsAreEnglish() {
    QFile f(QStringLiteral(STAMMTISCH_SOURCE_DIR "/translations/stammtisch_de.ts"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString ts = QString::fromUtf8(f.readAll());
    static const QRegularExpression source(QStringLiteral("<source>([^<]*)</source>"));
    static const QRegularExpression german(
        QStringLiteral("\\b(ansagen|melden|Bieten|bieten|Abheben|abheben|deine?|spielen)\\b"));
    int sources = 0;
    QStringList found;
    for (auto it = source.globalMatch(ts); it.hasNext();) {
        const QString text = it.next().captured(1);
        ++sources;
        if (german.match(text).hasMatch())
            found << text;
    }
    QVERIFY(sources > 1000);
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

namespace {
// Every string under a key named "de", anywhere in a lesson file.
void collectGerman(const QJsonValue& v, QStringList& out) {
    if (v.isArray()) {
        for (const QJsonValue& e : v.toArray())
            collectGerman(e, out);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.key() == QLatin1String("de") && it.value().isString())
                out << it.value().toString();
            else
                collectGerman(it.value(), out);
        }
    }
}
} // namespace

// ../shared/design/german-glossary.md: one German word per thing. The words it rules out (the
// "Not" column) appear in no German text of the UI, the sheets and the command line (plural
// forms included), nor in the German rules book or the German lesson texts. There "stechen" (to
// trump, to take a trick) is the verb and stays; only the UI must not call the tie-break deal
// "Stechen". Nor do the forms the glossary's review found and that were reworded come back:
// laying away is ablegen (not drücken, weglegen), going out ausmelden (not abmelden, "Aus!
// gesagt"), a saved session a Runde (not "ein gespeichertes Spiel"), the grammar of its examples
// ("eine der beiden" for King or Over, "des Dapp", "%1er Regeln", "die Hand hält"), and Dreeg's
// close is zudecken, never the Austrian zudrehen. German typography: an en dash, never an em
// dash, and a space before an ellipsis.
void TestGui::germanUsesOneWordPerThing() {
    const QString words = QStringLiteral(
        "Spielzettel|Sitzung|\\breizen|gereizt|Reizer|\\bReiz|abmelden|abgemeldet|Gegenspieler|Mannschaft|"
        "Regelvorgabe|\\bBoller\\b|Lehrer|\\bVerlauf\\b|Klopfer|\\bFach\\b|Hinweis|"
        // laying away: ablegen
        "[Dd]rück|\\b[Ww]egleg|weggelegt|\\b[Ll]eg(e|st|t|en)?\\b[^.;:!?\\n]{0,40}\\bweg\\b|"
        // going out: ausmelden
        "Aus! gesagt|Aus! sagt|beanspruchen|"
        // a saved session is a Runde
        "gespeicherte[sn]? Spiel|unfertige[sn]? Spiel|Spiel zum Speichern|Kopie des Spiels|"
        // the glossary's examples of sounding translated and of grammar
        "eine der beiden ausspielen|\\bdes Dapp\\b|%1er Regeln|die Hand hält|stehende Gebot|"
        "höchste Wert spielt|Verworfen|ist er verloren|so viele Spiele, bis|schlägt der Gstieß|"
        "der Gstieß spielen|ihren Stich macht|"
        // typography
        "\u2014|[^\\s>(\u201e]\u2026");
    const QRegularExpression ruledOut(words + QStringLiteral("|\\bStechen\\b"));
    // In the rules book and the lessons a side is a Partei, not a Seite (no pages there).
    // Nor a Ritter (the Cego's Cavalier is the Reiter; "Reiter (Ritter)" names the other word) nor a
    // preset called Voreinstellung, the UI's word for its preferences (Einstellungen ▸ Voreinstellungen).
    const QRegularExpression ruledOutInTexts(
        words + QStringLiteral("|\\bSeiten?\\b|\\bRitter\\b(?!\\))|Voreinstellung(en)?\\b(?! \u25b8)"));
    // Dreeg's own texts: zudecken, as the Franconians say ("deckt is").
    const QRegularExpression austrianClose(
        QStringLiteral("[Zz]udreh|[Zz]ugedreht|zuzudrehen|[Dd]reh\\w* den Talon zu"));
    QStringList found;

    QFile f(QStringLiteral(STAMMTISCH_SOURCE_DIR "/translations/stammtisch_de.ts"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString ts = QString::fromUtf8(f.readAll());
    // Every translation, a plural's forms too; a message disambiguated for Dreeg is Dreeg's text.
    static const QRegularExpression message(
        QStringLiteral("<message[^>]*>\\s*<source>([^<]*)</source>\\s*(?:<comment>([^<]*)</comment>\\s*)?"
                       "<translation[^>]*>(.*?)</translation>"),
        QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression tags(QStringLiteral("\\s*</?numerusform>\\s*"));
    int translations = 0;
    for (auto it = message.globalMatch(ts); it.hasNext();) {
        const QRegularExpressionMatch msg = it.next();
        const QString text = QString(msg.captured(3)).replace(tags, QStringLiteral(" "));
        ++translations;
        if (const auto m = ruledOut.match(text); m.hasMatch())
            found << m.captured(0) + QStringLiteral(": ") + text;
        if (msg.captured(2).startsWith(QLatin1String("Dreeg")) || msg.captured(1).contains(QLatin1String("Zudecken")) ||
            msg.captured(1).contains(QLatin1String("zugedeckt")))
            if (const auto m = austrianClose.match(text); m.hasMatch())
                found << m.captured(0) + QStringLiteral(" (Dreeg): ") + text;
    }
    QVERIFY(translations > 1000);

    // The rules book: every German page, as a whole.
    const QDir rules(QStringLiteral(STAMMTISCH_SOURCE_DIR "/resources/rules"));
    const QStringList pages = rules.entryList({QStringLiteral("*.de.html")}, QDir::Files);
    QVERIFY(pages.size() >= 5);
    for (const QString& name : pages) {
        QFile page(rules.filePath(name));
        QVERIFY(page.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(page.readAll());
        for (const QRegularExpression* re : {&ruledOutInTexts, &austrianClose}) {
            if (re == &austrianClose && !name.startsWith(QLatin1String("dreeg")))
                continue;
            for (auto it = re->globalMatch(html); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                found << m.captured(0) + QStringLiteral(" in ") + name + QStringLiteral(": ") +
                             html.mid(qMax<qsizetype>(0, m.capturedStart() - 40), 80 + m.capturedLength());
            }
        }
    }

    // The lessons: every string under a key "de".
    const QDir tutorials(QStringLiteral(STAMMTISCH_SOURCE_DIR "/resources/tutorials"));
    const QStringList lessons = tutorials.entryList({QStringLiteral("*.json")}, QDir::Files);
    QVERIFY(lessons.size() >= 10);
    qsizetype lessonTexts = 0;
    for (const QString& name : lessons) {
        QFile lesson(tutorials.filePath(name));
        QVERIFY(lesson.open(QIODevice::ReadOnly));
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(lesson.readAll(), &error);
        QVERIFY2(!doc.isNull(), qPrintable(name + QStringLiteral(": ") + error.errorString()));
        QStringList texts;
        collectGerman(doc.isArray() ? QJsonValue(doc.array()) : QJsonValue(doc.object()), texts);
        lessonTexts += texts.size();
        for (const QString& text : texts) {
            if (const auto m = ruledOutInTexts.match(text); m.hasMatch())
                found << m.captured(0) + QStringLiteral(" in ") + name + QStringLiteral(": ") + text;
            if (name.startsWith(QLatin1String("dreeg")))
                if (const auto m = austrianClose.match(text); m.hasMatch())
                    found << m.captured(0) + QStringLiteral(" in ") + name + QStringLiteral(": ") + text;
        }
    }
    QVERIFY(lessonTexts > 100);

    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

// The lists in German: a session begun in English has its player as "You", shown in German as
// "Du" on the welcome screen, in the history and its statistics and on the score sheet; and a
// Mainz Dappen session, which counts game points, is listed with game points where the other
// Dappen rules list the players' purses of money.
void TestGui::germanListsNameThePlayerAndMainzPoints() {
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("de")));
    const st::GameInfo* g = st::findGame("dappen");
    QVERIFY(g);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto session = [&](const std::string& preset) {
        const auto p =
            std::find_if(g->presets.begin(), g->presets.end(), [&](const st::RulePreset& r) { return r.id == preset; });
        if (p == g->presets.end())
            return QString();
        st::Record r;
        r.game = g;
        r.variant = st::presetVariant(*g, *p);
        const int n = p->players > 0 ? p->players : 4; // the table the preset is meant for
        const std::vector<std::string> names{"You", "Schorsch", "Gretl", "Kunni", "Bärbel", "Fritz", "Hans"};
        for (int s = 0; s < n; ++s) {
            r.players.push_back(names[static_cast<std::size_t>(s)]);
            r.playedBy.push_back(s == 0 ? "human" : "normal");
        }
        std::unique_ptr<st::Game> game = g->create(r.variant, n);
        st::Rng rng(7);
        for (int d = 0; d < 2; ++d) {
            st::DealRecord deal{st::dealNext(*game, rng), {}};
            if (!game->startDeal(deal.setup).empty())
                return QString();
            while (game->inDeal()) {
                const auto legal = game->legalActions();
                const st::Action& a = legal[static_cast<std::size_t>(rng.below(legal.size()))];
                game->apply(a);
                deal.actions.push_back(a);
            }
            r.deals.push_back(std::move(deal));
        }
        const QString path = dir.filePath(QString::fromStdString(preset) + QStringLiteral(".json"));
        QFile f(path);
        const std::string text = st::writeRecord(r);
        if (!f.open(QIODevice::WriteOnly) || f.write(text.data(), static_cast<qint64>(text.size())) < 0)
            return QString();
        return path;
    };
    const QString mainz = session("mainz"), furtwangen = session("furtwangen");
    QVERIFY(!mainz.isEmpty() && !furtwangen.isEmpty());
    const QString du = QStringLiteral("Du");

    // The welcome screen's recent sessions.
    const st::ui::SessionInfo m = st::ui::RecentSessions::read(mainz);
    QVERIFY2(m.error.isEmpty(), qPrintable(m.error));
    QCOMPARE(m.players.front(), du);
    QVERIFY2(m.standing.startsWith(QStringLiteral("Spielpunkte: Du ")), qPrintable(m.standing));
    QVERIFY2(!m.standing.contains(QStringLiteral("€")), qPrintable(m.standing));
    const st::ui::SessionInfo f = st::ui::RecentSessions::read(furtwangen);
    QVERIFY2(f.standing.startsWith(QStringLiteral("Kassen: Du ")) && f.standing.contains(QStringLiteral("€")),
             qPrintable(f.standing));

    // The history and its statistics (which group by player and by money or points).
    const st::ui::HistoryIndex index(dir.path());
    const auto loaded = index.load();
    QCOMPARE(loaded.entries.size(), 2);
    for (const st::ui::HistoryEntry& e : loaded.entries) {
        QCOMPARE(e.players.front(), du);
        const QString standing = st::ui::HistoryModel::standingText(e);
        if (e.file == mainz) {
            QVERIFY(!e.money);
            QVERIFY2(standing.startsWith(QStringLiteral("Spielpunkte: Du ")), qPrintable(standing));
        } else {
            QVERIFY(e.money);
            QVERIFY2(standing.startsWith(QStringLiteral("Kassen: Du ")), qPrintable(standing));
        }
        // The same words and figures as on the welcome screen (purses, not what was won; a true minus).
        QCOMPARE(standing, (e.file == mainz ? m : f).standing);
    }

    // The score sheet: the player's column and the rules line.
    QFile file(mainz);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    auto parsed = st::parseRecord(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
    QVERIFY(std::holds_alternative<st::Record>(parsed));
    const st::ui::ScoreSheet sheet = st::ui::ScoreSheet::build(std::get<st::Record>(parsed), {});
    QCOMPARE(sheet.players.front(), du);
    QVERIFY2(sheet.plainText().contains(QStringLiteral("Spielart Mainz, Spielpunkte")), qPrintable(sheet.rules));
    QVERIFY(!sheet.plainText().contains(QStringLiteral("You")));
}

// No key of the core reaches the screen untranslated: every refusal reason, every deal outcome
// (GameInfo::outcomes, which the soak holds the engines to), every rule option with its
// choices, description and presets has its words in English and in German.
void TestGui::everyKeyHasWords() {
    using st::text::Wording;
    const st::Pack& pack = st::Pack::get(st::PackKind::German24);
    auto reasonText = [&](int code) {
        st::Refusal r;
        r.reason = static_cast<st::Reason>(code);
        return Wording::reason(r, pack);
    };
    struct Words {
        QStringList reasons;
        QMap<QString, QString> outcomes, options, choices, descriptions;
    };
    auto collect = [&](Words& w) {
        // The switch over Reason has no default: every code before the first that falls through
        // to the generic "refused" is a reason the engines can give.
        const QString unknown = reasonText(255);
        for (int code = 1; code < 255 && reasonText(code) != unknown; ++code)
            w.reasons << reasonText(code);
        for (const st::GameInfo& g : st::games()) {
            QVERIFY2(!g.outcomes.empty(), g.id.c_str());
            for (const std::string& o : g.outcomes)
                w.outcomes.insert(QString::fromStdString(g.id + "/" + o), st::ui::DealSummary::outcomeText(o, g.id));
            for (const st::OptionSpec& o : *g.options) {
                bool worded = false;
                const QString label = st::text::OptionNames::optionLabel(o.name, &worded);
                QVERIFY2(worded, o.name.c_str());
                w.options.insert(QString::fromStdString(o.name), label);
                w.descriptions.insert(QString::fromStdString(o.description),
                                      QCoreApplication::translate("st::options", o.description.c_str()));
                for (const std::string& c : o.choices) {
                    const QString label2 = st::text::OptionNames::choiceLabel(o.name, c, &worded);
                    QVERIFY2(worded, (o.name + ": " + c).c_str());
                    w.choices.insert(QString::fromStdString(o.name + "/" + c), label2);
                }
            }
            for (const st::RulePreset& p : g.presets)
                w.descriptions.insert(QString::fromStdString(p.description),
                                      st::text::OptionNames::presetDescription(p));
        }
    };
    auto keyOf = [](const QString& k) { return k.section(QLatin1Char('/'), -1); };
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
    Words en;
    collect(en);
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("de")));
    Words de;
    collect(de);
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
    QVERIFY(en.reasons.size() > 50);
    QCOMPARE(de.reasons.size(), en.reasons.size());
    for (int i = 0; i < en.reasons.size(); ++i) {
        QVERIFY2(!en.reasons[i].isEmpty(), QByteArray::number(i + 1));
        QVERIFY2(de.reasons[i] != en.reasons[i], qPrintable(en.reasons[i])); // a German sentence
    }
    for (const QString& k : en.outcomes.keys()) {
        QVERIFY2(!en.outcomes[k].isEmpty() && en.outcomes[k] != keyOf(k), qPrintable(k));
        QVERIFY2(de.outcomes[k] != keyOf(k) && de.outcomes[k] != en.outcomes[k], qPrintable(k));
    }
    for (const auto* m : {&en.options, &en.choices})
        for (const QString& k : m->keys())
            QVERIFY2(!m->value(k).isEmpty() && m->value(k) != keyOf(k), qPrintable(k));
    for (const auto* m : {&de.options, &de.choices})
        for (const QString& k : m->keys())
            QVERIFY2(!m->value(k).isEmpty() && m->value(k) != keyOf(k), qPrintable(k));
    for (const QString& k : de.descriptions.keys())
        QVERIFY2(de.descriptions[k] != k, qPrintable(k)); // translated
}

// Rot-Assen for four, 60 to 60: the deal summary says why in words (not "none_66_last_trick"), and
// the card points column, each side's total, says it is the side's: 60 for all four.
void TestGui::rotAssenSixtyAllRound() {
    const st::GameInfo* info = st::findGame("dreeg");
    st::Variant v(info->options);
    QVERIFY(v.set("phases", std::vector<std::string>{"rot_assen"}).empty());
    st::Record rec;
    rec.game = info;
    rec.variant = v;
    rec.players = {"Anna", "Bert", "Carl", "Dora"};
    auto g = std::make_unique<st::dreeg::DreegGame>(v, 4);
    st::Rng rng(5);
    bool found = false;
    for (int d = 0; d < 20000 && !found; ++d) {
        if (g->sessionOver()) {
            g = std::make_unique<st::dreeg::DreegGame>(v, 4);
            rec.deals.clear();
        }
        st::DealRecord deal{st::dealNext(*g, rng), {}};
        QVERIFY(g->startDeal(deal.setup).empty());
        const bool four = g->currentDeal()->table().order.size() == 4;
        while (g->inDeal()) {
            const auto legal = g->legalActions();
            deal.actions.push_back(legal[std::size_t(rng.below(legal.size()))]);
            g->apply(deal.actions.back());
        }
        rec.deals.push_back(deal);
        const auto& pts = g->lastResult().cardPoints;
        nlohmann::json report;
        g->reportDeal(report);
        found = four && report.value("outcome", std::string()) == "none_66_last_trick" &&
                std::all_of(pts.begin(), pts.end(), [](int p) { return p == 60; });
    }
    QVERIFY(found);
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("sixty.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(st::writeRecord(rec)));
    f.close();
    st::ui::TableModel m;
    QVERIFY(m.loadRecord(f.fileName()).isEmpty());
    st::ui::DealSummary d(m);
    const QString text = d.findChild<QLabel*>(QStringLiteral("summaryText"))->text();
    QVERIFY2(!text.contains(QStringLiteral("none_66")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Neither side made 66")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Side&#39;s card points")) ||
                 text.contains(QStringLiteral("Side's card points")),
             qPrintable(text));
    QCOMPARE(text.count(QStringLiteral(">60<")), 4);
}

QTEST_MAIN(TestGui)
#include "test_gui.moc"
