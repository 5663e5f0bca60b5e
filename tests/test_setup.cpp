// Setting a game up: rule presets, the New game dialog, preferences, recent
// sessions and the main window starting a session.
#include "cards/cardtheme.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/settingsdialog.h"
#include "dialogs/welcomewidget.h"
#include "games/gameface.h"
#include "flow/tablesession.h"
#include "mainwindow.h"
#include "registry.h"
#include "table/scoredevice.h"
#include "table/tablemodel.h"
#include "text/language.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace st;
using namespace st::ui;

namespace {

QString data(const char* name) {
    return QStringLiteral(STAMMTISCH_TEST_DATA "/") + QLatin1String(name);
}

/// The value a preset gives an option: its own, or the default.
OptionValue presetValue(const RulePreset& p, const OptionSpec& o) {
    const auto it = p.values.find(o.name);
    return it != p.values.end() ? it->second : o.defaultValue;
}

} // namespace

class TestSetup : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void init();
    void presetsAreValid();
    void dialogListsEveryGame();
    void presetSetsEditors();
    void optionsWithoutASayAreGreyed();
    void newSeatTakesTheOthersLevel();
    void editingSwitchesToCustom();
    void seatsNamesAndLevels();
    void seatAndNamesAgree();
    void dreegFiveForWegloescher();
    void labelsAreReadable();
    void remembersPerGame();
    void dialogFitsTheScreen();
    void nothingCutOff();
    void settingsRoundTrip();
    void recentSessions();
    void mainWindowStartsAndReopens();
};

void TestSetup::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("StammtischTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_setup"));
}

void TestSetup::init() {
    QSettings().clear();
    QDir(RecentSessions::folder()).removeRecursively();
}

void TestSetup::presetsAreValid() {
    for (const GameInfo& g : games()) {
        QVERIFY2(!g.presets.empty(), g.id.c_str());
        QVERIFY2(g.presets.front().values.empty(), "the first preset is the default rules");
        QSet<QString> ids;
        for (const RulePreset& p : g.presets) {
            const QByteArray where = QByteArray::fromStdString(g.id + "/" + p.id);
            QVERIFY2(!p.name.empty() && !p.description.empty(), where);
            QVERIFY2(!ids.contains(QString::fromStdString(p.id)), where);
            ids.insert(QString::fromStdString(p.id));
            Variant v(g.options);
            for (const auto& [name, value] : p.values)
                QVERIFY2(v.set(name, value).empty(), (where + " " + QByteArray::fromStdString(name)).constData());
            std::string err;
            const Variant pv = presetVariant(g, p, &err);
            QVERIFY2(err.empty(), err.c_str());
            for (const OptionSpec& o : *g.options)
                QVERIFY2(pv.value(o.name) == presetValue(p, o), where);
            if (p.players) {
                QVERIFY2(p.players >= g.minPlayers && p.players <= g.maxPlayers, where);
                QVERIFY2(validateSetup(g, pv, p.players).empty(), validateSetup(g, pv, p.players).c_str());
            } else {
                bool some = false;
                for (int n = g.minPlayers; n <= g.maxPlayers; ++n)
                    some = some || validateSetup(g, pv, n).empty();
                QVERIFY2(some, where);
            }
            // The engine takes it.
            QVERIFY(g.create(pv, p.players ? p.players : g.maxPlayers) != nullptr);
        }
    }
    QVERIFY(findPreset(*findGame("dreeg"), "bamberger"));
    QVERIFY(!findPreset(*findGame("dreeg"), "skat"));
}

void TestSetup::dialogListsEveryGame() {
    NewGameDialog d;
    auto* box = d.findChild<QComboBox*>(QStringLiteral("gameBox"));
    QVERIFY(box);
    QCOMPARE(box->count(), static_cast<int>(games().size()));
    for (const GameInfo& g : games()) {
        QVERIFY(box->findData(QString::fromStdString(g.id)) >= 0);
        QVERIFY(!faces::face(g.id).description().isEmpty());
    }
    // dreierles.txt: "Dreierles is not a simplified variant of Cego as is sometimes claimed but a separate game".
    const QString dreierles = faces::face("dreierles").description();
    QVERIFY2(dreierles.contains(QStringLiteral("game of its own")) && !dreierles.contains(QStringLiteral("Cego game")),
             qPrintable(dreierles));
}

// Options that have no say under the rules chosen (Dappen's Furtwangen options under the Mainz
// rules, the Mainz honours elsewhere) cannot be edited, and their tooltip says why.
void TestSetup::optionsWithoutASayAreGreyed() {
    NewGameDialog d(nullptr, QStringLiteral("dappen"));
    const QStringList furtwangenOnly{QStringLiteral("compulsory_stop"),    QStringLiteral("ulti"),
                                     QStringLiteral("gstiesieren"),        QStringLiteral("ulti_stake"),
                                     QStringLiteral("march_other_bidder"), QStringLiteral("seven_honours_payment")};
    const auto editor = [&](const QString& name) { return d.findChild<QWidget*>(QStringLiteral("option_") + name); };
    d.selectPreset(QStringLiteral("mainz"));
    for (const QString& name : furtwangenOnly) {
        QVERIFY2(editor(name) && !editor(name)->isEnabled(), qPrintable(name));
        QVERIFY2(editor(name)->toolTip().startsWith(QStringLiteral("Has no say here: it applies only with Regional "
                                                                   "rules: Furtwangen")),
                 qPrintable(editor(name)->toolTip()));
        QVERIFY(!d.findChild<QLabel*>(QStringLiteral("label_") + name)->isEnabled());
    }
    QVERIFY(editor(QStringLiteral("mainz_honours"))->isEnabled());
    QVERIFY(editor(QStringLiteral("deal_order"))->isEnabled()); // every table's
    // Back to Furtwangen by hand: they are editable again, and the Mainz honours are not.
    auto* rules = qobject_cast<QComboBox*>(editor(QStringLiteral("rules")));
    rules->setCurrentIndex(rules->findData(QStringLiteral("furtwangen")));
    for (const QString& name : furtwangenOnly)
        QVERIFY2(editor(name)->isEnabled(), qPrintable(name));
    QVERIFY(!editor(QStringLiteral("mainz_honours"))->isEnabled());
    // The core says the same.
    Variant v(findGame("dappen")->options);
    QVERIFY(v.applies("ulti") && !v.applies("mainz_honours"));
    QCOMPARE(QString::fromStdString(v.set("rules", std::string("mainz"))), QString());
    QVERIFY(!v.applies("ulti") && v.applies("mainz_honours") && v.applies("purse"));
}

// Raising the number of players adds seats at the level the other computer players have.
void TestSetup::newSeatTakesTheOthersLevel() {
    NewGameDialog d(nullptr, QStringLiteral("dappen"));
    d.selectPreset(QStringLiteral("mainz")); // 3 to 7 players
    auto* players = d.findChild<QSpinBox*>(QStringLiteral("playersBox"));
    players->setValue(3);
    const int human = d.settings().humanSeat;
    QList<QComboBox*> levels;
    for (int s = 0; s < 8; ++s)
        levels << d.findChild<QComboBox*>(QStringLiteral("seatLevel_%1").arg(s));
    for (int s = 0; s < 3; ++s)
        if (s != human)
            levels[s]->setCurrentIndex(levels[s]->findData(QStringLiteral("expert")));
    players->setValue(5);
    const NewGameSettings grown = d.settings();
    QCOMPARE(grown.levels.size(), 5);
    for (int s = 0; s < 5; ++s)
        QCOMPARE(grown.levels[s], s == human ? QString() : QStringLiteral("expert"));
}

void TestSetup::presetSetsEditors() {
    for (const GameInfo& g : games()) {
        NewGameDialog d(nullptr, QString::fromStdString(g.id));
        auto* presetBox = d.findChild<QComboBox*>(QStringLiteral("presetBox"));
        QCOMPARE(presetBox->count(), static_cast<int>(g.presets.size()) + 1); // + Custom
        // Backwards, so every preset changes something from the one before.
        for (auto it = g.presets.rbegin(); it != g.presets.rend(); ++it) {
            const RulePreset& p = *it;
            const QByteArray where = QByteArray::fromStdString(g.id + "/" + p.id);
            d.selectPreset(QString::fromStdString(p.id));
            QCOMPARE(d.currentPreset(), QString::fromStdString(p.id));
            QCOMPARE(presetBox->currentText(), st::text::OptionNames::presetName(p));
            QString err;
            const NewGameSettings s = d.settings(&err);
            QVERIFY2(s.game == &g, (where + ": " + err.toUtf8()).constData());
            QCOMPARE(s.presetId, QString::fromStdString(p.id));
            for (const OptionSpec& o : *g.options)
                QVERIFY2(s.variant.value(o.name) == presetValue(p, o), (where + " " + o.name.c_str()).constData());
            if (p.players)
                QCOMPARE(s.names.size(), p.players);
        }
    }
}

void TestSetup::editingSwitchesToCustom() {
    NewGameDialog d(nullptr, QStringLiteral("dreeg"));
    d.selectPreset(QStringLiteral("bamberger"));
    auto* presetBox = d.findChild<QComboBox*>(QStringLiteral("presetBox"));
    auto* neustadt = d.findChild<QCheckBox*>(QStringLiteral("option_neustadt"));
    QVERIFY(neustadt && !neustadt->isChecked());
    neustadt->setChecked(true);
    QCOMPARE(d.currentPreset(), QString());
    QCOMPARE(presetBox->currentText(), NewGameDialog::tr("Custom"));
    NewGameSettings s = d.settings();
    QVERIFY(s.game);
    QVERIFY(s.presetId.isEmpty());
    QCOMPARE(s.variant.getBool("neustadt"), true);
    QCOMPARE(s.variant.getString("rot_assen_scoring"), std::string("bamberger")); // the rest stays
    // The phase list: unticking Kamerun rows changes the list and the preset.
    d.selectPreset(QStringLiteral("nuernberg"));
    auto* phases = d.findChild<QListWidget*>(QStringLiteral("option_phases"));
    QVERIFY(phases);
    QCOMPARE(phases->count(), 10); // the eight default phases and the two extra ones
    QCOMPARE(phases->item(0)->text(), NewGameDialog::tr("Sechsundsechzig (66)"));
    for (int i = 0; i < phases->count(); ++i)
        if (phases->item(i)->data(Qt::UserRole).toString() == QLatin1String("kamerun"))
            phases->item(i)->setCheckState(Qt::Unchecked);
    QVERIFY(d.currentPreset().isEmpty());
    s = d.settings();
    QVERIFY(s.game);
    QCOMPARE(s.variant.getList("phases"),
             (std::vector<std::string>{"66", "rot_assen", "rufen", "rufen", "rot_assen", "66"}));
    // Those are the two-player preset's phases: choosing it ticks the same rows.
    d.selectPreset(QStringLiteral("two_players"));
    QCOMPARE(d.findChild<QSpinBox*>(QStringLiteral("playersBox"))->value(), 2);
    QCOMPARE(phases->count(), 10);
    // Nothing ticked is refused with the option's readable name.
    for (int i = 0; i < phases->count(); ++i)
        phases->item(i)->setCheckState(Qt::Unchecked);
    QString err;
    QVERIFY(!d.settings(&err).game);
    QVERIFY2(err.startsWith(st::text::OptionNames::optionLabel("phases")), err.toUtf8());
    QVERIFY(!d.findChild<QLabel*>(QStringLiteral("newGameError"))->text().isEmpty());
}

// Dreeg's table goes up to five, for Weglöscher on its own (docs/rules/dreeg.md, ruling 15);
// the eight phases stay two to four.
void TestSetup::dreegFiveForWegloescher() {
    NewGameDialog d(nullptr, QStringLiteral("dreeg"));
    auto* players = d.findChild<QSpinBox*>(QStringLiteral("playersBox"));
    QCOMPARE(players->maximum(), 5);
    d.selectPreset(QStringLiteral("wegloescher"));
    players->setValue(5);
    QString err;
    NewGameSettings s = d.settings(&err);
    QVERIFY2(s.game, qPrintable(err));
    QCOMPARE(s.names.size(), 5);
    QCOMPARE(s.variant.getList("phases"), std::vector<std::string>{"wegloescher"});
    // Back to the eight phases: five cannot play them, the dialog takes the largest table they allow.
    d.selectPreset(QStringLiteral("nuernberg"));
    QCOMPARE(players->value(), 4);
    QVERIFY(d.settings().game);
    players->setValue(5);
    QVERIFY(!d.settings(&err).game);
    QVERIFY2(err.contains(QStringLiteral("Wegl\u00f6scher")), qPrintable(err));
    QVERIFY(!d.findChild<QLabel*>(QStringLiteral("newGameError"))->text().isEmpty());
}

void TestSetup::seatsNamesAndLevels() {
    NewGameDialog d(nullptr, QStringLiteral("dreeg"));
    auto* players = d.findChild<QSpinBox*>(QStringLiteral("playersBox"));
    players->setValue(4);
    d.findChild<QLineEdit*>(QStringLiteral("seatName_0"))->setText(QStringLiteral("Anna"));
    d.findChild<QRadioButton*>(QStringLiteral("seat_2"))->setChecked(true);
    // The human's name moves along; the seat left gets a computer's default name.
    QCOMPARE(d.findChild<QLineEdit*>(QStringLiteral("seatName_2"))->text(), QStringLiteral("Anna"));
    QVERIFY(d.findChild<QLineEdit*>(QStringLiteral("seatName_0"))->text().isEmpty());
    QVERIFY(d.findChild<QComboBox*>(QStringLiteral("seatLevel_2"))->isHidden());
    d.findChild<QLineEdit*>(QStringLiteral("seatName_3"))->setText(QStringLiteral("Dora"));
    auto* l0 = d.findChild<QComboBox*>(QStringLiteral("seatLevel_0"));
    auto* l3 = d.findChild<QComboBox*>(QStringLiteral("seatLevel_3"));
    l0->setCurrentIndex(l0->findData(QStringLiteral("easy")));
    l3->setCurrentIndex(l3->findData(QStringLiteral("strong")));
    const NewGameSettings s = d.settings();
    QVERIFY(s.game);
    QCOMPARE(s.humanSeat, 2);
    QCOMPARE(s.names.size(), 4);
    QCOMPARE(s.names[2], QStringLiteral("Anna"));
    QCOMPARE(s.names[3], QStringLiteral("Dora"));
    QCOMPARE(s.names[0], NewGameDialog::defaultOpponentName(*findGame("dreeg"), 0));
    QCOMPARE(s.names[1], NewGameDialog::defaultOpponentName(*findGame("dreeg"), 1));
    QCOMPARE(s.levels,
             (QStringList{QStringLiteral("easy"), QStringLiteral("normal"), QString(), QStringLiteral("strong")}));
    // Fewer players: the seats beyond are gone and the human stays at the table.
    players->setValue(2);
    d.selectPreset(QStringLiteral("two_players"));
    const NewGameSettings two = d.settings();
    QVERIFY(two.game);
    QCOMPARE(two.names.size(), 2);
    QCOMPARE(two.humanSeat, 1);
    QVERIFY(d.findChild<QRadioButton*>(QStringLiteral("seat_2"))->isHidden());
    QVERIFY(!d.findChild<QRadioButton*>(QStringLiteral("seat_1"))->isHidden());
    for (const QString& l : NewGameDialog::levelIds())
        QVERIFY(NewGameDialog::levelDescription(l).startsWith(NewGameDialog::levelName(l) + QStringLiteral(" \u2014")));
}

void TestSetup::seatAndNamesAgree() {
    // Each game remembers its own seat for the player (Dreierschnapsen 3, Dappen 2, the others 1).
    const QString me = QStringLiteral("Probespielerin");
    for (const auto& [game, seat] : {std::pair{"dreierschnapsen", 2}, std::pair{"dappen", 1}}) {
        NewGameDialog d(nullptr, QString::fromLatin1(game));
        d.findChild<QLineEdit*>(QStringLiteral("seatName_0"))->setText(me);
        d.findChild<QRadioButton*>(QStringLiteral("seat_%1").arg(seat))->setChecked(true);
        QTest::mouseClick(d.findChild<QPushButton*>(QStringLiteral("startButton")), Qt::LeftButton);
        QCOMPARE(d.result(), int(QDialog::Accepted));
    }
    NewGameDialog d(nullptr, QStringLiteral("schnapsen"));
    auto* players = d.findChild<QSpinBox*>(QStringLiteral("playersBox"));
    auto* gameBox = d.findChild<QComboBox*>(QStringLiteral("gameBox"));
    QVERIFY(players && gameBox);
    // The seat selector, the name fields, the levels and what the dialog hands on tell one story:
    // the player's name in the checked row, "You" nowhere else, no level in that row.
    const auto agree = [&](const QString& when) {
        const QString where =
            when + QStringLiteral(" (%1, %2 players)").arg(gameBox->currentText()).arg(players->value());
        int checked = -1;
        for (int k = 0; k < players->value(); ++k)
            if (d.findChild<QRadioButton*>(QStringLiteral("seat_%1").arg(k))->isChecked())
                checked = k;
        QVERIFY2(checked >= 0, qPrintable(where + QStringLiteral(": no seat checked")));
        for (int k = 0; k < players->value(); ++k) {
            auto* name = d.findChild<QLineEdit*>(QStringLiteral("seatName_%1").arg(k));
            auto* level = d.findChild<QComboBox*>(QStringLiteral("seatLevel_%1").arg(k));
            const QString row = where + QStringLiteral(": seat %1 checked; row %2 reads '%3' ('%4')")
                                            .arg(checked + 1)
                                            .arg(k + 1)
                                            .arg(name->text(), name->placeholderText());
            QVERIFY2((name->text() == me) == (k == checked), qPrintable(row));
            QVERIFY2((name->placeholderText() == QStringLiteral("You")) == (k == checked), qPrintable(row));
            QVERIFY2(level->isHidden() == (k == checked), qPrintable(row + QStringLiteral(", its level")));
        }
        // What the dialog hands on (when the rules take this table) says the same.
        if (const NewGameSettings s = d.settings(); s.game) {
            QVERIFY2(
                s.humanSeat == checked,
                qPrintable(
                    where +
                    QStringLiteral(": the player sits at %1, seat %2 checked").arg(s.humanSeat + 1).arg(checked + 1)));
            QCOMPARE(s.names.value(checked), me);
            QCOMPARE(s.names.count(me), 1);
            for (int k = 0; k < s.levels.size(); ++k)
                QVERIFY2(s.levels[k].isEmpty() == (k == checked), qPrintable(where));
        }
    };
    agree(QStringLiteral("opened"));
    if (QTest::currentTestFailed())
        return;
    for (const char* game : {"dreierschnapsen", "dappen", "dreeg", "dreierles", "schnapsen", "dappen"}) {
        d.selectGame(QString::fromLatin1(game));
        agree(QStringLiteral("game chosen"));
        if (QTest::currentTestFailed())
            return;
        const int lo = players->minimum(), hi = players->maximum();
        for (int n = hi; n >= lo; --n) { // fewer players: a seat beyond the table moves the player in
            players->setValue(n);
            agree(QStringLiteral("players down"));
            if (QTest::currentTestFailed())
                return;
        }
        for (int n = lo; n <= hi; ++n) {
            players->setValue(n);
            agree(QStringLiteral("players up"));
            if (QTest::currentTestFailed())
                return;
            for (int k : {n - 1, 0, n / 2}) {
                d.findChild<QRadioButton*>(QStringLiteral("seat_%1").arg(k))->setChecked(true);
                agree(QStringLiteral("seat %1 chosen").arg(k));
                if (QTest::currentTestFailed())
                    return;
            }
        }
    }
}

void TestSetup::labelsAreReadable() {
    for (const GameInfo& g : games()) {
        NewGameDialog d(nullptr, QString::fromStdString(g.id));
        for (const OptionSpec& o : *g.options) {
            const QString id = QString::fromStdString(o.name);
            auto* label = d.findChild<QLabel*>(QStringLiteral("label_%1").arg(id));
            QVERIFY2(label, o.name.c_str());
            QString text = label->text();
            text.chop(1); // the colon
            QVERIFY2(text != id && !text.contains(QLatin1Char('_')), o.name.c_str());
            QVERIFY2(!label->toolTip().isEmpty(), o.name.c_str());
            for (const auto& c : o.choices) {
                const QString shown = st::text::OptionNames::choiceLabel(o.name, c);
                QVERIFY2(shown != QString::fromStdString(c) && !shown.contains(QLatin1Char('_')),
                         (o.name + "=" + c).c_str());
            }
        }
    }
}

void TestSetup::remembersPerGame() {
    {
        NewGameDialog d(nullptr, QStringLiteral("schnapsen"));
        d.selectPreset(QStringLiteral("exchange_at_two"));
        d.findChild<QSpinBox*>(QStringLiteral("option_target"))->setValue(4); // custom now
        d.findChild<QLineEdit*>(QStringLiteral("seatName_0"))->setText(QStringLiteral("Anna"));
        d.findChild<QLineEdit*>(QStringLiteral("seatName_1"))->setText(QStringLiteral("Rudi"));
        auto* l1 = d.findChild<QComboBox*>(QStringLiteral("seatLevel_1"));
        l1->setCurrentIndex(l1->findData(QStringLiteral("strong")));
        QTest::mouseClick(d.findChild<QPushButton*>(QStringLiteral("startButton")), Qt::LeftButton);
        QCOMPARE(d.result(), int(QDialog::Accepted));
    }
    {
        NewGameDialog d(nullptr, QStringLiteral("dappen"));
        d.selectPreset(QStringLiteral("buchenbach"));
        QTest::mouseClick(d.findChild<QPushButton*>(QStringLiteral("startButton")), Qt::LeftButton);
        QCOMPARE(d.result(), int(QDialog::Accepted));
    }
    NewGameDialog d(nullptr, QStringLiteral("schnapsen"));
    QVERIFY(d.currentPreset().isEmpty());
    NewGameSettings s = d.settings();
    QCOMPARE(s.variant.getInt("target"), 4);
    QCOMPARE(s.variant.getBool("exchange_at_two"), true);
    QCOMPARE(s.names, (QStringList{QStringLiteral("Anna"), QStringLiteral("Rudi")}));
    QCOMPARE(s.levels[1], QStringLiteral("strong"));
    d.selectGame(QStringLiteral("dappen"));
    QCOMPARE(d.currentPreset(), QStringLiteral("buchenbach"));
    s = d.settings();
    QCOMPARE(s.names.size(), 6);
    QCOMPARE(s.names[0], QStringLiteral("Anna")); // the player's name is the same in every game
    // Without a game asked for, the dialog opens on the last one played.
    NewGameDialog last;
    QCOMPARE(last.settings().game->id, std::string("dappen"));
}

void TestSetup::dialogFitsTheScreen() {
    for (const GameInfo& g : games()) {
        NewGameDialog d(nullptr, QString::fromStdString(g.id));
        d.selectPreset(QString::fromStdString(g.presets.back().id));
        d.findChild<QSpinBox*>(QStringLiteral("playersBox"))->setValue(g.maxPlayers);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QVERIFY2(d.frameGeometry().width() <= 1280 && d.frameGeometry().height() <= 760,
                 QByteArray::number(d.frameGeometry().width()) + "x" + QByteArray::number(d.frameGeometry().height()));
        QVERIFY(d.grab().save(QStringLiteral("/tmp/setup-newgame-%1.png").arg(QString::fromStdString(g.id))));
    }
}

namespace {

/// What in the New game dialog `d` is cut off or off the dialog (empty: nothing); `where` names the case.
QStringList cutOff(const NewGameDialog& d, const QString& where) {
    QStringList out;
    const auto say = [&](const QWidget* w, const QString& text, int have, int need) {
        out << QStringLiteral("%1: %2 \"%3\" has %4 px, needs %5")
                   .arg(where, QString::fromLatin1(w->metaObject()->className()), text)
                   .arg(have)
                   .arg(need);
    };
    for (QWidget* w : d.findChildren<QWidget*>()) {
        if (!w->isVisibleTo(&d) || w->inherits("QScrollBar") || w->parentWidget()->inherits("QComboBox") ||
            w->window() != &d)
            continue;
        // Nothing reaches past the dialog's edge, nor past the sides of an area that scrolls.
        const QRect inDialog(w->mapTo(&d, QPoint(0, 0)), w->size());
        const QScrollArea* scroll = nullptr;
        for (QWidget* p = w->parentWidget(); p && !scroll; p = p->parentWidget())
            if (auto* a = qobject_cast<QScrollArea*>(p);
                a && a->widget() && (a->widget() == w || a->widget()->isAncestorOf(w)))
                scroll = a;
        if (scroll) {
            const int right = w->mapTo(scroll->viewport(), QPoint(w->width(), 0)).x();
            if (right > scroll->viewport()->width())
                say(w, w->objectName() + QStringLiteral(" (right edge in its scrolling area)"),
                    scroll->viewport()->width(), right);
        } else if (!d.rect().contains(inDialog)) {
            say(w, w->objectName() + QStringLiteral(" (in the dialog)"), d.width(), inDialog.right() + 1);
        }
        if (auto* c = qobject_cast<QComboBox*>(w)) {
            // Every choice, shown as the current one, fits: a combo sized for that text alone.
            for (int i = 0; i < c->count(); ++i) {
                QComboBox probe;
                probe.setFont(c->font());
                probe.setStyle(c->style());
                probe.setSizeAdjustPolicy(QComboBox::AdjustToContents);
                probe.addItem(c->itemIcon(i), c->itemText(i));
                if (c->width() < probe.sizeHint().width())
                    say(c, c->itemText(i), c->width(), probe.sizeHint().width());
            }
        } else if (auto* b = qobject_cast<QAbstractButton*>(w)) {
            if (b->width() < b->sizeHint().width())
                say(b, b->text(), b->width(), b->sizeHint().width());
        } else if (auto* l = qobject_cast<QLabel*>(w); l && !l->text().isEmpty()) {
            if (l->wordWrap()) {
                if (l->height() < l->heightForWidth(l->width()))
                    say(l, l->text() + QStringLiteral(" (height)"), l->height(), l->heightForWidth(l->width()));
            } else if (l->width() < l->sizeHint().width()) {
                say(l, l->text(), l->width(), l->sizeHint().width());
            }
        }
    }
    return out;
}

/// Whether the dialog with its window frame fits a screen of `screen`'s size, and would still fit
/// with a window manager's title bar and borders (offscreen the frame is thin).
bool fits(const QWidget& d, QSize screen) {
    const QSize least = d.minimumSizeHint() + QSize(8, 40);
    return d.frameGeometry().width() <= screen.width() && d.frameGeometry().height() <= screen.height() &&
           least.width() <= screen.width() && least.height() <= screen.height();
}

} // namespace

// Issue 33: at a 1024×700 or 1280×800 screen, in English and German, for every game and rule
// preset, no text of the New game dialog is cut off and the dialog fits on the screen.
void TestSetup::nothingCutOff() {
    QStringList problems;
    QVERIFY(QDir().mkpath(QStringLiteral("/tmp/newgame33")));
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("de")}) {
        QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), lang));
        for (const QSize screen : {QSize(1024, 700), QSize(1280, 800)}) {
            for (const GameInfo& g : games()) {
                QStringList presets{QString()}; // Custom, with the defaults
                for (const RulePreset& p : g.presets)
                    presets << QString::fromStdString(p.id);
                for (const QString& preset : presets) {
                    NewGameDialog d(nullptr, QString::fromStdString(g.id));
                    d.selectPreset(preset);
                    d.show();
                    QVERIFY(QTest::qWaitForWindowExposed(&d));
                    d.fitTo(QRect(QPoint(0, 0), screen));
                    QCoreApplication::processEvents();
                    const QString where = QStringLiteral("%1 %2x%3 %4/%5")
                                              .arg(lang)
                                              .arg(screen.width())
                                              .arg(screen.height())
                                              .arg(QString::fromStdString(g.id), preset.isEmpty() ? "custom" : preset);
                    if (!fits(d, screen))
                        problems << QStringLiteral("%1: the dialog is %2x%3")
                                        .arg(where)
                                        .arg(d.frameGeometry().width())
                                        .arg(d.frameGeometry().height());
                    problems << cutOff(d, where);
                    // The most seats the game has: the seat rows and the help beside the options.
                    d.findChild<QSpinBox*>(QStringLiteral("playersBox"))->setValue(g.maxPlayers);
                    QCoreApplication::processEvents();
                    if (!fits(d, screen))
                        problems << QStringLiteral("%1, %2 players: the dialog is %3x%4")
                                        .arg(where)
                                        .arg(g.maxPlayers)
                                        .arg(d.frameGeometry().width())
                                        .arg(d.frameGeometry().height());
                    problems << cutOff(d, where + QStringLiteral(", %1 players").arg(g.maxPlayers));
                    if (preset == presets.back() || preset.isEmpty())
                        QVERIFY(d.grab().save(
                            QStringLiteral("/tmp/newgame33/%1-%2x%3-%4-%5.png")
                                .arg(lang)
                                .arg(screen.width())
                                .arg(screen.height())
                                .arg(QString::fromStdString(g.id), preset.isEmpty() ? "custom" : preset)));
                }
            }
            // Switching games in the open dialog: the rows follow the game chosen.
            NewGameDialog d(nullptr, QStringLiteral("schnapsen"));
            d.show();
            QVERIFY(QTest::qWaitForWindowExposed(&d));
            d.fitTo(QRect(QPoint(0, 0), screen));
            for (const GameInfo& g : games()) {
                d.selectGame(QString::fromStdString(g.id));
                for (int i = 0; i < 5; ++i) // the new rows are shown, then laid out
                    QCoreApplication::processEvents();
                const QString where = QStringLiteral("%1 %2x%3 switched to %4")
                                          .arg(lang)
                                          .arg(screen.width())
                                          .arg(screen.height())
                                          .arg(QString::fromStdString(g.id));
                if (!fits(d, screen))
                    problems << QStringLiteral("%1: the dialog is %2x%3")
                                    .arg(where)
                                    .arg(d.frameGeometry().width())
                                    .arg(d.frameGeometry().height());
                problems << cutOff(d, where);
            }
        }
    }
    QVERIFY(st::text::installLanguage(*QCoreApplication::instance(), QStringLiteral("en")));
    problems.removeDuplicates();
    for (const QString& p : std::as_const(problems))
        qWarning("%s", qPrintable(p));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestSetup::settingsRoundTrip() {
    Preferences defaults = Preferences::load();
    QCOMPARE(defaults.animation, QStringLiteral("normal"));
    QVERIFY(defaults.allowUndo);
    QCOMPARE(defaults.slate, CardTheme::Slate::XII); // dreeg.txt's commonest slate
    QCOMPARE(defaults.avatar, 0);
    {
        SettingsDialog d;
        d.findChild<QComboBox*>(QStringLiteral("prefAnimation"))->setCurrentIndex(0); // off
        d.findChild<QSpinBox*>(QStringLiteral("prefThink"))->setValue(300);
        auto* lang = d.findChild<QComboBox*>(QStringLiteral("prefLanguage"));
        lang->setCurrentIndex(lang->findData(QStringLiteral("de")));
        d.findChild<QLineEdit*>(QStringLiteral("prefName"))->setText(QStringLiteral("Kunigunde"));
        d.findChild<QCheckBox*>(QStringLiteral("prefUndo"))->setChecked(false);
        auto* slate = d.findChild<QComboBox*>(QStringLiteral("prefSlate"));
        QCOMPARE(slate->count(), 3); // XII, III, the crossed seven (ten strokes are always XX)
        QCOMPARE(slate->currentData().toString(), QStringLiteral("xii"));
        slate->setCurrentIndex(slate->findData(QStringLiteral("iii")));
        auto* avatar = d.findChild<QComboBox*>(QStringLiteral("prefAvatar"));
        QCOMPARE(avatar->count(), Avatars::kCount);
        avatar->setCurrentIndex(5);
        auto* deck = d.findChild<QComboBox*>(QStringLiteral("prefDeck_cego54"));
        QVERIFY(deck && deck->count() >= 1);
        deck->setCurrentIndex(deck->count() - 1);
        const QString deckId = deck->currentData().toString();
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QVERIFY(d.grab().save(QStringLiteral("/tmp/setup-settings.png")));
        d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        const Preferences p = Preferences::load();
        QCOMPARE(p.animation, QStringLiteral("off"));
        QCOMPARE(p.animationMs(), 0);
        QCOMPARE(p.trickPauseMs(), 0);
        QCOMPARE(p.thinkMs, 300);
        QCOMPARE(p.language, QStringLiteral("de"));
        QCOMPARE(p.playerName, QStringLiteral("Kunigunde"));
        QCOMPARE(p.allowUndo, false);
        QCOMPARE(p.deck(PackKind::Cego54), deckId);
        QCOMPARE(p.slate, CardTheme::Slate::III);
        QCOMPARE(p.avatar, 5);
        // Put in force, the table draws them.
        p.apply();
        QCOMPARE(CardTheme::instance().slateFor(7), CardTheme::Slate::III);
        QCOMPARE(CardTheme::instance().slateFor(10), CardTheme::Slate::XX);
        QCOMPARE(Avatars::assign({QStringLiteral("Me"), QStringLiteral("Hans")}, 0)[0], 5);
        Preferences().apply();
    }
    // A new dialog shows what was saved, and Cancel keeps it.
    SettingsDialog again;
    QCOMPARE(again.preferences().thinkMs, 300);
    QCOMPARE(again.preferences().playerName, QStringLiteral("Kunigunde"));
    QCOMPARE(again.preferences().slate, CardTheme::Slate::III);
    QCOMPARE(again.preferences().avatar, 5);
    again.findChild<QSpinBox*>(QStringLiteral("prefThink"))->setValue(1000);
    again.reject();
    QCOMPARE(Preferences::load().thinkMs, 300);
    // The New game dialog offers the default name at the human's seat.
    NewGameDialog d(nullptr, QStringLiteral("dreierles"));
    QCOMPARE(d.settings().names[d.settings().humanSeat], QStringLiteral("Kunigunde"));
}

void TestSetup::recentSessions() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString unfinished = dir.filePath(QStringLiteral("20250101-100000-dreeg.json"));
    const QString finished = dir.filePath(QStringLiteral("20250102-100000-dreeg.json"));
    const QString broken = dir.filePath(QStringLiteral("20250103-100000-dreeg.json"));
    QVERIFY(QFile::copy(data("records/two_two_deals.json"), unfinished));
    QVERIFY(QFile::copy(data("records/two_schwarz_session.json"), finished));
    {
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"stammtisch-record/1\", \"game\": \"dreeg\", \"players\": [");
    }
    // Oldest first: the unfinished one, then the finished one, then the broken one.
    const QDateTime t0 = QDateTime::currentDateTime().addDays(-3);
    for (auto [file, days] : {std::pair{unfinished, 0}, std::pair{finished, 1}, std::pair{broken, 2}}) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(t0.addDays(days), QFileDevice::FileModificationTime));
    }
    const QList<SessionInfo> list = RecentSessions::scan(dir.path());
    QCOMPARE(list.size(), 3);
    QCOMPARE(list[0].file, broken);
    QVERIFY(!list[0].error.isEmpty());
    QCOMPARE(list[1].file, finished);
    QVERIFY(list[1].error.isEmpty());
    QVERIFY(list[1].finished);
    QCOMPARE(list[1].gameName, QStringLiteral("Dreeg"));
    QVERIFY2(list[1].standing.contains(QStringLiteral("Bollern")), list[1].standing.toUtf8());
    QCOMPARE(list[2].file, unfinished);
    QVERIFY(!list[2].finished);
    QCOMPARE(list[2].deals, 2);
    QCOMPARE(list[2].players, (QStringList{QStringLiteral("Anna"), QStringLiteral("Bert")}));
    QVERIFY2(list[2].standing.contains(QStringLiteral("Anna")), list[2].standing.toUtf8());
    QCOMPARE(RecentSessions::scan(dir.path(), 1).size(), 1);
    // Continue: the newest unfinished one, past the broken and the finished file.
    QCOMPARE(RecentSessions::continueFile(dir.path()), unfinished);
    QCOMPARE(RecentSessions::continueFile(QString()), QString());

    WelcomeWidget w;
    w.refresh(dir.path());
    auto* recent = w.findChild<QListWidget*>(QStringLiteral("recentList"));
    QCOMPARE(recent->count(), 3);
    QVERIFY(recent->item(0)->text().contains(QStringLiteral("damaged")));
    QVERIFY(!recent->item(0)->data(Qt::UserRole).isValid()); // not clickable
    QVERIFY(recent->item(1)->text().contains(WelcomeWidget::tr("finished")));
    QCOMPARE(w.continueFile(), unfinished);
    QVERIFY(w.findChild<QPushButton*>(QStringLiteral("continueButton"))->isEnabled());
    QSignalSpy open(&w, &WelcomeWidget::openSession);
    w.resize(1280, 760);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.grab().save(QStringLiteral("/tmp/setup-welcome.png")));
    QTest::mouseClick(recent->viewport(), Qt::LeftButton, {}, recent->visualItemRect(recent->item(2)).center());
    QCOMPARE(open.size(), 1);
    QCOMPARE(open[0][0].toString(), unfinished);
    QTest::mouseClick(recent->viewport(), Qt::LeftButton, {}, recent->visualItemRect(recent->item(0)).center());
    QCOMPARE(open.size(), 1);
    // An empty folder: nothing to continue.
    QTemporaryDir empty;
    w.refresh(empty.path());
    QVERIFY(!w.findChild<QPushButton*>(QStringLiteral("continueButton"))->isEnabled());
}

void TestSetup::mainWindowStartsAndReopens() {
    Preferences p;
    p.animation = QStringLiteral("off");
    p.thinkMs = 0;
    p.allowUndo = true;
    p.save();
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    for (const char* name : {"actionNew", "actionContinue", "actionUndo", "actionHint", "actionQuit",
                             "actionPreferences", "actionCardDecks", "actionAbout"})
        QVERIFY2(w.findChild<QAction*>(QLatin1String(name)), name);
    QVERIFY(!w.findChild<QAction*>(QStringLiteral("actionUndo"))->isEnabled());
    // Game ▸ New opens the dialog; Deal starts the session with its settings.
    w.findChild<QAction*>(QStringLiteral("actionNew"))->trigger();
    NewGameDialog* d = nullptr;
    QTRY_VERIFY((d = w.findChild<NewGameDialog*>()) && d->isVisible());
    d->selectGame(QStringLiteral("schnapsen"));
    d->findChild<QRadioButton*>(QStringLiteral("seat_1"))->setChecked(true);
    d->findChild<QLineEdit*>(QStringLiteral("seatName_0"))->setText(QStringLiteral("Ferdl"));
    const NewGameSettings chosen = d->settings();
    QVERIFY(chosen.game);
    QTest::mouseClick(d->findChild<QPushButton*>(QStringLiteral("startButton")), Qt::LeftButton);
    TableSession* t = w.session();
    QTRY_VERIFY(t->model()->hasGame());
    QCOMPARE(t->model()->info().id, std::string("schnapsen"));
    QCOMPARE(t->model()->names(), (QStringList{QStringLiteral("Ferdl"), chosen.names[1]}));
    QCOMPARE(t->model()->record().playedBy, (std::vector<std::string>{"normal", "human"}));
    // Its own autosave file in the sessions folder.
    const QString file = t->model()->autosavePath();
    QVERIFY2(file.startsWith(RecentSessions::folder() + QLatin1Char('/')), file.toUtf8());
    QVERIFY2(QFileInfo(file).fileName().endsWith(QStringLiteral("-schnapsen.json")), file.toUtf8());
    QTRY_VERIFY(QFileInfo::exists(file));
    QVERIFY(w.grab().save(QStringLiteral("/tmp/setup-mainwindow.png")));
    // A second session gets a file of its own; Continue takes up the newest unfinished one.
    NewGameDialog second(nullptr, QStringLiteral("dreierschnapsen"));
    QCOMPARE(w.startSession(second.settings()), QString());
    const QString file2 = w.session()->model()->autosavePath();
    QVERIFY(file2 != file);
    QTRY_VERIFY(QFileInfo::exists(file2));
    QCOMPARE(RecentSessions::continueFile(RecentSessions::folder()), file2);
    QCOMPARE(w.openSession(file), QString());
    QCOMPARE(w.session()->model()->info().id, std::string("schnapsen"));
    QCOMPARE(w.session()->model()->autosavePath(), file);
    // A damaged file is refused with a message, and the window goes on.
    const QString broken = RecentSessions::folder() + QStringLiteral("/broken.json");
    {
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not json");
    }
    QVERIFY(!w.openSession(broken).isEmpty());
    QCOMPARE(w.session()->model()->info().id, std::string("schnapsen"));
}

QTEST_MAIN(TestSetup)
#include "test_setup.moc"
