// Playable by ear and by everyone (issue 36): what a screen reader, a player listening for the
// table's sounds, and a player needing high contrast, suit marks or large cards meet.
//
// A "reader" plays here as a blind player with a screen reader would: it sees only the table's
// accessibility tree (QAccessibleInterface: the hand's cards with whether each may be played, the
// action bar's buttons, every decision dialog's controls) and acts only through the interfaces'
// press actions; what it hears is the announcements (the live region's name changes, caught by an
// accessibility update handler). Every control it meets must have a name.
//
// STAMMTISCH_SHOTS=<folder> keeps pictures of the access modes; STAMMTISCH_ACCESS_LOG=<folder> keeps
// each game's deal as heard (the announcements, one a line).
#include "access/accessprefs.h"
#include "access/cardlook.h"
#include "access/tableaccess.h"
#include "access/tableaccessible.h"
#include "dialogs/discarddialog.h"
#include "dialogs/lasttrickdialog.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/settingsdialog.h"
#include "flow/flowcontroller.h"
#include "flow/humanseat.h"
#include "flow/tablesession.h"
#include "games/dialogwords.h"
#include "games/gameface.h"
#include "registry.h"
#include "shots.h"
#include "sound/soundcues.h"
#include "table/actionbar.h"
#include "table/carditem.h"
#include "table/seatplate.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "tablefixture.h"
#include "text/language.h"
#include "text/wording.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QAccessibleActionInterface>
#include <QCheckBox>
#include <QFile>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSlider>
#include <QStyleOptionGraphicsItem>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>
#include <map>

using namespace st;
using namespace st::ui;

namespace {

/// The live region's names as raised (the announcements a screen reader hears).
QStringList& heard() {
    static QStringList h;
    return h;
}

void heardEvent(QAccessibleEvent* e) {
    if (e->type() != QAccessible::NameChanged)
        return;
    if (QAccessibleInterface* iface = e->accessibleInterface(); iface && iface->role() == QAccessible::Notification)
        heard() << iface->text(QAccessible::Name);
}

/// The child of `parent` with this role and name (nullptr: none).
QAccessibleInterface* childNamed(QAccessibleInterface* parent, QAccessible::Role role, const QString& name) {
    for (int i = 0; parent && i < parent->childCount(); ++i)
        if (QAccessibleInterface* c = parent->child(i); c && c->role() == role && c->text(QAccessible::Name) == name)
            return c;
    return nullptr;
}

QList<QAccessibleInterface*> kids(QAccessibleInterface* parent) {
    QList<QAccessibleInterface*> out;
    for (int i = 0; parent && i < parent->childCount(); ++i)
        if (QAccessibleInterface* c = parent->child(i))
            out << c;
    return out;
}

/// Every interface under `root` (depth first), the root included.
void walk(QAccessibleInterface* root, const std::function<void(QAccessibleInterface*)>& visit, int depth = 0) {
    if (!root || depth > 40)
        return;
    visit(root);
    for (QAccessibleInterface* c : kids(root))
        walk(c, visit, depth + 1);
}

/// The interface's press (a button, a card) or toggle (a check box, a card to lay away) action.
bool press(QAccessibleInterface* iface) {
    QAccessibleActionInterface* a = iface ? iface->actionInterface() : nullptr;
    if (!a)
        return false;
    for (const QString& action :
         {QAccessibleActionInterface::pressAction(), QAccessibleActionInterface::toggleAction()})
        if (a->actionNames().contains(action)) {
            // A button's press is an animated click: it lands a moment later.
            QPointer<QAbstractButton> button = qobject_cast<QAbstractButton*>(iface->object());
            a->doAction(action);
            if (button && !QTest::qWaitFor([&button] { return !button || !button->isDown(); }))
                return false;
            return true;
        }
    return false;
}

QString nameOf(QAccessibleInterface* iface) {
    return iface && iface->object() ? iface->object()->objectName() : QString();
}

/// The controls a player works with: each must be named.
bool isControl(QAccessible::Role r) {
    switch (r) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::EditableText:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::PageTab:
        return true;
    default:
        return false;
    }
}

struct GameCase {
    const char* game;
    int players;
};
const GameCase kGames[] = {{"dreeg", 4}, {"dreierles", 3}, {"dappen", 6}, {"dreierschnapsen", 3}, {"schnapsen", 2}};

} // namespace

class TestAccess : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase();
    void init();
    void cleanup();
    void tree_data();
    void tree();
    void announcements_data();
    void announcements();
    void spokenKinds();
    void german();
    void dialogsNamed();
    void sounds();
    void soundFiles();
    void lookModes();
    void largeCardsLayout_data();
    void largeCardsLayout();
    void highContrastTable();

  private:
    using Table = st::test::OffscreenTable;
    bool start(Table& t, const char* game, int players, const QString& level = QStringLiteral("random"));
    /// The reader's one decision: a dialog's choice or a card or button of the table, through the
    /// accessibility interfaces only. `eager`: knocks, 20 and 40, closing first.
    bool step(Table& t, Rng& rng, bool eager);
    /// The same by keyboard: what to do read from the announcements and the tree's words, done
    /// with key presses only (Left, Right and Return at the hand, Tab and Space to the action bar's
    /// buttons and through a decision dialog's controls).
    bool keyStep(Table& t, Rng& rng);
    bool keyDialog(QDialog* d, Rng& rng);
    /// Plays until the deal's summary shows.
    bool playDeal(Table& t, Rng& rng, bool eager = false, bool keyboard = false);
    bool answerDialog(Table& t, QDialog* d, Rng& rng);
    /// Every control under the dialog has a name; the failures are kept.
    void audit(QWidget* w);
    QAccessibleInterface* tablePart(Table& t, const char* name);
    void fail(const QString& what) { failures_ << what; }

    std::unique_ptr<QTemporaryDir> dir_;
    QStringList failures_;
    QSet<QString> audited_;
};

void TestAccess::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("StammtischTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_access"));
    // What a screen reader is sent: each event as it is passed to QAccessible::updateAccessibility
    // (Qt's own update handler sees events only while a platform bridge is active: AT-SPI under X
    // with a reader, never the offscreen platform).
    access::TableAccess::setEventObserver(heardEvent);
}

void TestAccess::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir_->path());
    QSettings().clear();
    access::AccessPrefs::set({});
    failures_.clear();
    heard().clear();
}

void TestAccess::cleanup() {
    sound::setPlayer(nullptr);
    access::AccessPrefs::set({});
}

bool TestAccess::start(Table& t, const char* game, int players, const QString& level) {
    const GameInfo* info = findGame(game);
    NewGameSettings s;
    s.game = info;
    s.variant = Variant(info->options);
    s.names << QStringLiteral("Anna");
    s.levels << QString();
    for (int i = 1; i < players; ++i) {
        s.names << QStringLiteral("Comp%1").arg(i);
        s.levels << level;
    }
    return t.session->start(s).isEmpty();
}

QAccessibleInterface* TestAccess::tablePart(Table& t, const char* name) {
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(t.session->view());
    for (QAccessibleInterface* c : kids(table))
        if (*name ? c->text(QAccessible::Name) == QLatin1String(name) : c->role() == QAccessible::Notification)
            return c;
    return nullptr;
}

void TestAccess::audit(QWidget* w) {
    QAccessibleInterface* root = QAccessible::queryAccessibleInterface(w);
    if (!root) {
        fail(QStringLiteral("%1 has no accessible interface").arg(w->objectName()));
        return;
    }
    if (root->text(QAccessible::Name).isEmpty() && w->isWindow())
        fail(QStringLiteral("the window %1 has no name (title)").arg(w->objectName()));
    walk(root, [&](QAccessibleInterface* i) {
        if (!isControl(i->role()) || i->state().invisible)
            return;
        if (i->text(QAccessible::Name).trimmed().isEmpty())
            fail(QStringLiteral("%1: a %2 (%3) without a name")
                     .arg(w->objectName(), QString::number(i->role(), 16),
                          i->object() ? QString::fromLatin1(i->object()->metaObject()->className()) + QLatin1Char(' ') +
                                            i->object()->objectName()
                                      : QStringLiteral("?")));
    });
    audited_ << w->objectName();
}

bool TestAccess::answerDialog(Table& t, QDialog* d, Rng& rng) {
    audit(d);
    QList<QAccessibleInterface*> controls;
    walk(QAccessible::queryAccessibleInterface(d), [&](QAccessibleInterface* i) {
        if (isControl(i->role()) && !i->state().invisible && !i->state().disabled)
            controls << i;
    });
    const auto named = [&](const QString& prefix) {
        QList<QAccessibleInterface*> out;
        for (QAccessibleInterface* i : controls)
            if (nameOf(i).startsWith(prefix))
                out << i;
        return out;
    };
    const auto pick = [&](const QList<QAccessibleInterface*>& l) {
        return l[static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(l.size())))];
    };
    const QString name = d->objectName();
    if (name == QLatin1String("discardDialog")) {
        auto* dd = qobject_cast<DiscardDialog*>(d);
        const QList<QAccessibleInterface*> cards = named(QStringLiteral("discard_"));
        for (int attempt = 0; attempt < 40 && dd; ++attempt) {
            for (QAccessibleInterface* c : cards)
                if (c->state().checked)
                    press(c);
            QList<QAccessibleInterface*> order = cards;
            for (qsizetype i = order.size() - 1; i > 0; --i)
                std::swap(order[i], order[static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(i + 1)))]);
            int checked = 0;
            for (QAccessibleInterface* c : order) {
                if (checked == dd->needed())
                    break;
                press(c);
                checked += c->state().checked ? 1 : 0;
            }
            QAccessibleInterface* confirm = nullptr;
            walk(QAccessible::queryAccessibleInterface(d), [&](QAccessibleInterface* i) {
                if (nameOf(i) == QLatin1String("discardConfirm"))
                    confirm = i;
            });
            if (confirm && !confirm->state().disabled && !t.session->model()->check(dd->selection()))
                return press(confirm);
        }
        QStringList roles;
        for (QAccessibleInterface* c : cards)
            roles << QStringLiteral("%1 r=%2 checked=%3 acts=%4")
                         .arg(nameOf(c))
                         .arg(c->role())
                         .arg(c->state().checked)
                         .arg(c->actionInterface() ? c->actionInterface()->actionNames().join(u',') : QString());
        fail(QStringLiteral("no discard found through the accessible toggles: %1 of %2")
                 .arg(roles.join(u';'))
                 .arg(controls.size()));
        return false;
    }
    if (name == QLatin1String("ultiDialog")) {
        if (const auto cards = named(QStringLiteral("ulti_")); !cards.isEmpty())
            press(pick(cards));
        const auto cancel = named(QStringLiteral("ultiCancel"));
        return !cancel.isEmpty() && press(cancel.front());
    }
    QList<QAccessibleInterface*> choices = named(QStringLiteral("bid_"));
    for (const char* prefix : {"call_", "trump", "redealButton", "surrenderButton"})
        choices << named(QLatin1String(prefix));
    if (choices.isEmpty()) {
        fail(QStringLiteral("dialog %1 offers nothing a reader can press").arg(name));
        return false;
    }
    return press(pick(choices));
}

bool TestAccess::step(Table& t, Rng& rng, bool eager) {
    if (QDialog* d = t.session->human()->openDialog(); d && d->isVisible())
        return answerDialog(t, d, rng);
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(t.session->view());
    QList<QAccessibleInterface*> buttons;
    walk(table, [&](QAccessibleInterface* i) {
        const QString n = nameOf(i);
        if (i->role() == QAccessible::PushButton && !i->state().invisible && !i->state().disabled &&
            (n.startsWith(QLatin1String("act_")) || n.startsWith(QLatin1String("dealer_")) ||
             n.startsWith(QLatin1String("cut_"))))
            buttons << i;
    });
    QList<QAccessibleInterface*> cards;
    const QString lastHeard = heard().isEmpty() ? QString() : heard().last();
    if (QAccessibleInterface* hand = tablePart(t, "Your hand");
        hand && lastHeard.startsWith(QLatin1String("Your turn")))
        for (QAccessibleInterface* c : kids(hand))
            if (!c->state().disabled && c->text(QAccessible::Name).endsWith(QLatin1String(", playable")))
                cards << c;
    if (buttons.isEmpty() && cards.isEmpty())
        return false;
    if (eager)
        for (QAccessibleInterface* b : buttons)
            for (const char* want : {"act_knock", "act_declare", "act_close"})
                if (nameOf(b).startsWith(QLatin1String(want)))
                    return press(b);
    const std::uint64_t choice = rng.below(static_cast<std::uint64_t>(cards.size() + buttons.size()));
    if (choice < static_cast<std::uint64_t>(cards.size())) {
        QAccessibleInterface* card = cards[static_cast<qsizetype>(choice)];
        const auto& deals = t.session->model()->record().deals;
        const std::size_t before = deals.back().actions.size();
        const QString name = card->text(QAccessible::Name);
        if (!press(card))
            fail(QStringLiteral("a playable card cannot be pressed: %1").arg(name));
        const auto& actions = deals.back().actions;
        if (actions.size() != before + 1 || actions.back().act != Act::Play ||
            !name.startsWith(text::Wording::cardName(t.session->model()->game().pack(), actions.back().card)))
            fail(QStringLiteral("pressing %1 did not play it").arg(name));
        return true;
    }
    return press(buttons[static_cast<qsizetype>(choice - static_cast<std::uint64_t>(cards.size()))]);
}

bool TestAccess::playDeal(Table& t, Rng& rng, bool eager, bool keyboard) {
    for (int guard = 0; guard < 6000; ++guard) {
        QTest::qWait(2);
        if (!failures_.isEmpty())
            return false;
        if (t.session->summary() && t.session->summary()->isVisible()) {
            audit(t.session->summary());
            return true;
        }
        if (keyboard)
            keyStep(t, rng);
        else
            step(t, rng, eager);
    }
    QStringList bar;
    for (QPushButton* b : t.session->view()->actionBar()->findChildren<QPushButton*>()) {
        QAccessibleInterface* i = QAccessible::queryAccessibleInterface(b);
        bar << QStringLiteral("%1 vis=%2 en=%3 inv=%4 role=%5 acts=%6")
                   .arg(b->objectName())
                   .arg(b->isVisible())
                   .arg(b->isEnabled())
                   .arg(i->state().invisible)
                   .arg(i->role())
                   .arg(i->actionInterface() ? i->actionInterface()->actionNames().join(u',') : QString());
    }
    QDialog* d = t.session->human()->openDialog();
    fail(QStringLiteral("the deal did not end; last heard: %1; bar: %2; dialog %3")
             .arg(heard().mid(heard().size() - 4).join(QStringLiteral(" | ")), bar.join(u';'),
                  d ? d->objectName() + QString::number(d->isVisible()) : QStringLiteral("none")));
    return false;
}

namespace {

/// Tab from the focus of `window` until `target` has it (false: never reached).
bool tabTo(QWidget* window, QWidget* target) {
    for (int i = 0; i < 80; ++i) {
        QWidget* f = window->focusWidget();
        if (f == target)
            return true;
        QTest::keyClick(f ? f : window, Qt::Key_Tab);
    }
    return window->focusWidget() == target;
}

/// The accessible interfaces under `root` that are controls a player may use now.
QList<QAccessibleInterface*> usable(QWidget* root) {
    QList<QAccessibleInterface*> out;
    walk(QAccessible::queryAccessibleInterface(root), [&](QAccessibleInterface* i) {
        if (isControl(i->role()) && !i->state().invisible && !i->state().disabled && i->state().focusable &&
            qobject_cast<QWidget*>(i->object()))
            out << i;
    });
    return out;
}

} // namespace

bool TestAccess::keyDialog(QDialog* d, Rng& rng) {
    audit(d);
    const QList<QAccessibleInterface*> controls = usable(d);
    const auto named = [&](const QString& prefix) {
        QList<QAccessibleInterface*> out;
        for (QAccessibleInterface* i : controls)
            if (nameOf(i).startsWith(prefix))
                out << i;
        return out;
    };
    // Tab to the control, Space presses or toggles it.
    const auto key = [&](QAccessibleInterface* i) {
        auto* w = qobject_cast<QWidget*>(i->object());
        if (!tabTo(d, w)) {
            fail(QStringLiteral("%1: Tab never reaches %2 (%3)")
                     .arg(d->objectName(), nameOf(i), i->text(QAccessible::Name)));
            return false;
        }
        QTest::keyClick(w, Qt::Key_Space);
        return true;
    };
    const QString name = d->objectName();
    if (name == QLatin1String("discardDialog")) {
        // Cards toggled one by one until "Lay away" may be pressed (the dialog's words say how many
        // and whether the choice stands); else all taken back and another order tried.
        const QList<QAccessibleInterface*> cards = named(QStringLiteral("discard_"));
        QAccessibleInterface* confirm = nullptr;
        walk(QAccessible::queryAccessibleInterface(d), [&](QAccessibleInterface* i) {
            if (nameOf(i) == QLatin1String("discardConfirm"))
                confirm = i;
        });
        if (!confirm || cards.isEmpty()) {
            fail(QStringLiteral("the discard dialog has no cards or no confirm"));
            return false;
        }
        for (int attempt = 0; attempt < 60; ++attempt) {
            for (QAccessibleInterface* c : cards)
                if (c->state().checked && !key(c))
                    return false;
            QList<QAccessibleInterface*> order = cards;
            for (qsizetype i = order.size() - 1; i > 0; --i)
                std::swap(order[i], order[static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(i + 1)))]);
            for (QAccessibleInterface* c : order) {
                if (!confirm->state().disabled)
                    break;
                if (!key(c))
                    return false;
            }
            if (!confirm->state().disabled)
                return key(confirm);
        }
        fail(QStringLiteral("no discard found by keyboard"));
        return false;
    }
    if (name == QLatin1String("ultiDialog")) {
        const auto cancel = named(QStringLiteral("ultiCancel"));
        return !cancel.isEmpty() && key(cancel.front());
    }
    QList<QAccessibleInterface*> choices = named(QStringLiteral("bid_"));
    for (const char* prefix : {"call_", "trump", "redealButton", "surrenderButton"})
        choices << named(QLatin1String(prefix));
    if (choices.isEmpty()) {
        fail(QStringLiteral("dialog %1 offers nothing to press by keyboard").arg(name));
        return false;
    }
    return key(choices[static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(choices.size())))]);
}

bool TestAccess::keyStep(Table& t, Rng& rng) {
    if (QDialog* d = t.session->human()->openDialog(); d && d->isVisible())
        return keyDialog(d, rng);
    TableView* view = t.session->view();
    QWidget* window = t.window.get();
    const QString lastHeard = heard().isEmpty() ? QString() : heard().last();
    // What the table offers, read from the tree: the action bar's buttons, and the hand's cards
    // (after "Your turn") with which may be played and which the keyboard is on.
    QList<QAccessibleInterface*> buttons;
    walk(QAccessible::queryAccessibleInterface(view), [&](QAccessibleInterface* i) {
        const QString n = nameOf(i);
        if (i->role() == QAccessible::PushButton && !i->state().invisible && !i->state().disabled &&
            (n.startsWith(QLatin1String("act_")) || n.startsWith(QLatin1String("dealer_")) ||
             n.startsWith(QLatin1String("cut_"))))
            buttons << i;
    });
    QStringList playable;
    QAccessibleInterface* hand = tablePart(t, "Your hand");
    if (hand && lastHeard.startsWith(QLatin1String("Your turn")))
        for (QAccessibleInterface* c : kids(hand))
            if (!c->state().disabled && c->text(QAccessible::Name).endsWith(QLatin1String(", playable")))
                playable << c->text(QAccessible::Name);
    if (buttons.isEmpty() && playable.isEmpty())
        return false;
    const std::uint64_t choice = rng.below(static_cast<std::uint64_t>(playable.size() + buttons.size()));
    if (choice < static_cast<std::uint64_t>(playable.size())) {
        const QString want = playable[static_cast<qsizetype>(choice)];
        const auto at = [&](const QString& card) {
            const QList<QAccessibleInterface*> cards = kids(tablePart(t, "Your hand"));
            for (qsizetype i = 0; i < cards.size(); ++i)
                if (card.isEmpty() ? cards[i]->state().selected : cards[i]->text(QAccessible::Name) == card)
                    return i;
            return qsizetype(-1);
        };
        // Left or Right until the keyboard is on it (the tree says which card it is on), then Return.
        for (int guard = 0; guard < 40 && at({}) != at(want); ++guard)
            QTest::keyClick(view, at({}) < at(want) ? Qt::Key_Right : Qt::Key_Left);
        if (at({}) != at(want)) {
            fail(QStringLiteral("the keyboard never reached %1").arg(want));
            return false;
        }
        const QString card = want.left(want.size() - QStringLiteral(", playable").size());
        const qsizetype before = heard().size();
        QTest::keyClick(view, Qt::Key_Return);
        if (!QTest::qWaitFor([&] { return heard().mid(before).contains(QStringLiteral("You play %1.").arg(card)); }))
            fail(QStringLiteral("Return on %1 was not heard to play it").arg(card));
        return true;
    }
    // A button of the action bar: Tab from the table reaches it, Space presses it.
    auto* button = qobject_cast<QWidget*>(buttons[static_cast<qsizetype>(choice - playable.size())]->object());
    if (!window->focusWidget() || !window->focusWidget()->isVisible())
        view->setFocus(Qt::OtherFocusReason);
    if (!tabTo(window, button)) {
        fail(QStringLiteral("Tab never reaches the button %1").arg(button->objectName()));
        return false;
    }
    QTest::keyClick(button, Qt::Key_Space);
    return true;
}

// ---------------------------------------------------------------------------

void TestAccess::tree_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    for (const GameCase& c : kGames)
        QTest::newRow(c.game) << QString::fromLatin1(c.game) << c.players;
}

void TestAccess::tree() {
    QFETCH(QString, game);
    QFETCH(int, players);
    Table t = st::test::openTable(dir_->filePath(QStringLiteral("autosave.json")), 36);
    QVERIFY(start(t, qPrintable(game), players));
    TableScene* scene = t.session->scene();
    TableModel* model = t.session->model();
    const int human = t.session->human()->seat();
    Rng rng(7);
    // Until the player is to play a card with a card already in the trick.
    bool ready = false;
    for (int guard = 0; guard < 6000 && !ready; ++guard) {
        QTest::qWait(2);
        QVERIFY2(failures_.isEmpty(), qPrintable(failures_.join(u'\n')));
        if (t.session->summary() && t.session->summary()->isVisible()) {
            QVERIFY(QTest::qWaitFor([&] { return !model->game().inDeal(); }));
            t.session->summary()->close();
            t.session->flow()->nextDeal();
            continue;
        }
        const SeatView v = model->view(human);
        if (scene->humanPlaying() && !v.trick.empty() && !t.session->human()->openDialog() && !heard().isEmpty() &&
            heard().last().startsWith(QLatin1String("Your turn"))) {
            ready = true;
            break;
        }
        step(t, rng, false);
    }
    QVERIFY2(ready, "never met a card to play with a trick on the table");
    const SeatView v = model->view(human);
    const Pack& pack = model->game().pack();

    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(t.session->view());
    QVERIFY(dynamic_cast<access::TableAccessible*>(table));
    QCOMPARE(table->role(), QAccessible::Client);
    QVERIFY(table->state().focusable);
    QVERIFY(!table->text(QAccessible::Description).isEmpty()); // whose turn

    // The hand: a list of the cards, each named with whether it may be played.
    QAccessibleInterface* hand = tablePart(t, "Your hand");
    QVERIFY(hand);
    QCOMPARE(hand->role(), QAccessible::List);
    QCOMPARE(hand->parent(), table);
    QVERIFY(table->indexOfChild(hand) >= 0);
    QCOMPARE(table->child(table->indexOfChild(hand)), hand);
    const QList<Card> order = scene->handOrder();
    QCOMPARE(hand->childCount(), static_cast<int>(order.size()));
    int playable = 0, focused = 0;
    for (int i = 0; i < hand->childCount(); ++i) {
        QAccessibleInterface* c = hand->child(i);
        QCOMPARE(c->role(), QAccessible::ListItem);
        QCOMPARE(c->parent(), hand);
        QCOMPARE(hand->indexOfChild(c), i);
        const QString name = c->text(QAccessible::Name);
        const QString card = text::Wording::cardName(pack, order[i]);
        const bool legal = !model->check(Action::play(human, order[i]));
        QCOMPARE(name, legal ? card + QStringLiteral(", playable")
                             : card + QStringLiteral(", may not be played: ") +
                                   text::Wording::reason(model->check(Action::play(human, order[i])), pack));
        QCOMPARE(c->state().disabled, !legal);
        QCOMPARE(c->actionInterface()->actionNames().isEmpty(), !legal);
        playable += legal;
        if (c->state().selected) {
            ++focused;
            QCOMPARE(order[i], scene->focusedCard());
        }
        QVERIFY(c->rect().isValid());
        QVERIFY2(t.window->geometry().contains(c->rect().center()), qPrintable(name));
    }
    QVERIFY(playable > 0);
    QCOMPARE(focused, 1);
    QVERIFY(hand->text(QAccessible::Description).contains(QStringLiteral("%1 may be played").arg(playable)) ||
            hand->text(QAccessible::Description).contains(QStringLiteral("may be played")));

    // The trick: who played what, in play order.
    QAccessibleInterface* trick = tablePart(t, "The trick");
    QVERIFY(trick);
    QCOMPARE(trick->role(), QAccessible::List);
    QCOMPARE(trick->childCount(), static_cast<int>(v.trick.size()));
    for (int i = 0; i < trick->childCount(); ++i) {
        const auto& [seat, c] = v.trick[static_cast<std::size_t>(i)];
        QCOMPARE(trick->child(i)->text(QAccessible::Name),
                 model->name(seat) + QStringLiteral(": ") + text::Wording::cardName(pack, c));
    }

    // Each seat's plate: name, the dealer, whose turn, cards, tricks, score.
    QAccessibleInterface* seats = tablePart(t, "Players");
    QVERIFY(seats);
    QCOMPARE(seats->childCount(), model->game().seats());
    for (int s = 0; s < model->game().seats(); ++s) {
        QAccessibleInterface* plate = seats->child(s);
        QVERIFY(plate->text(QAccessible::Name).startsWith(model->name(s)));
        QStringList lines;
        for (QAccessibleInterface* l : kids(plate)) {
            QCOMPARE(l->role(), QAccessible::ListItem);
            lines << l->text(QAccessible::Name);
        }
        QCOMPARE(plate->text(QAccessible::Description), lines.join(QStringLiteral(", ")));
        QCOMPARE(lines.contains(QStringLiteral("Dealer")), s == v.dealer);
        QCOMPARE(lines.contains(QStringLiteral("To act")), s == v.toAct);
        QCOMPARE(plate->state().active, s == v.toAct);
        const SeatPlate* p = scene->plate(s);
        QVERIFY(p);
        if (!p->data().out) {
            QVERIFY2(lines.contains(QStringLiteral("%1 card(s) in hand").arg(v.handSizes[std::size_t(s)])),
                     qPrintable(lines.join(u'|')));
            QVERIFY(lines.contains(QStringLiteral("%1 trick(s) taken").arg(v.tricksWon[std::size_t(s)])));
        }
        if (!p->data().score.isEmpty())
            QVERIFY(lines.contains(QStringLiteral("Score: ") + p->data().score));
        QVERIFY(plate->rect().isValid());
    }
    // The talon and trumps, the last trick, the table's information, the live region.
    QAccessibleInterface* stock = tablePart(t, "Talon and trumps");
    QVERIFY(stock);
    if (v.trump >= 0)
        QVERIFY(childNamed(stock, QAccessible::ListItem,
                           QStringLiteral("Trumps: ") + text::Wording::suitName(pack, v.trump)));
    if (!scene->stockText().isEmpty())
        QVERIFY(childNamed(stock, QAccessible::ListItem, scene->stockText()));
    QAccessibleInterface* last = tablePart(t, "Last trick");
    QVERIFY(last);
    QCOMPARE(last->childCount(), static_cast<int>(v.lastTrick.size()));
    QAccessibleInterface* info = tablePart(t, "Table information");
    QVERIFY(info);
    QCOMPARE(info->child(0)->text(QAccessible::Name), scene->status());
    QAccessibleInterface* live = tablePart(t, "");
    QVERIFY(live);
    QCOMPARE(live->text(QAccessible::Name), access::TableAccess::of(t.session->view())->lastAnnouncement());

    // The action bar's buttons are reached through the same tree, each named.
    audit(t.session->view());
    QVERIFY2(failures_.isEmpty(), qPrintable(failures_.join(u'\n')));

    // Pressing a playable card plays it, as Enter on it would.
    QAccessibleInterface* first = nullptr;
    for (QAccessibleInterface* c : kids(hand))
        if (!c->state().disabled && !first)
            first = c;
    const QString name = first->text(QAccessible::Name);
    const std::size_t before = model->record().deals.back().actions.size();
    QVERIFY(press(first));
    QVERIFY(model->record().deals.back().actions.size() > before);
    const Action played = model->record().deals.back().actions[before];
    QCOMPARE(played.act, Act::Play);
    QVERIFY(name.startsWith(text::Wording::cardName(pack, played.card)));
    QVERIFY(access::TableAccess::of(t.session->view())
                ->announcements()
                .contains(QStringLiteral("You play %1.").arg(text::Wording::cardName(pack, played.card))));
}

void TestAccess::announcements_data() {
    // A reader acting through the accessible actions, and a player on the keyboard (Left, Right,
    // Return, Tab, Space) who decides by what is announced and the tree's words.
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("keyboard");
    for (const GameCase& c : kGames) {
        QTest::newRow(c.game) << QString::fromLatin1(c.game) << c.players << false;
        QTest::addRow("%s by keyboard", c.game) << QString::fromLatin1(c.game) << c.players << true;
    }
}

void TestAccess::announcements() {
    QFETCH(QString, game);
    QFETCH(int, players);
    QFETCH(bool, keyboard);
    Table t = st::test::openTable(dir_->filePath(QStringLiteral("autosave.json")), 17);
    QVERIFY(start(t, qPrintable(game), players));
    Rng rng(11);
    if (keyboard) {
        QVERIFY(QTest::qWaitForWindowActive(t.window.get()));
        t.session->view()->setFocus(Qt::OtherFocusReason);
    }
    QVERIFY2(playDeal(t, rng, false, keyboard), qPrintable(failures_.join(u'\n')));
    TableModel* model = t.session->model();
    const access::TableAccess* a = access::TableAccess::of(t.session->view());
    const QStringList said = a->announcements();
    // Each announcement was raised once on the live region, as said.
    QCOMPARE(heard(), said);
    if (const QString folder = qEnvironmentVariable("STAMMTISCH_ACCESS_LOG"); !folder.isEmpty()) {
        QDir().mkpath(folder);
        QFile f(folder +
                QStringLiteral("/heard-%1%2.txt").arg(game, keyboard ? QStringLiteral("-keyboard") : QString()));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Text));
        f.write((said.join(u'\n') + u'\n').toUtf8());
    }
    const Game& g = model->game();
    const Pack& pack = g.pack();
    const DealRecord& deal = model->record().deals.back();
    // In order: the deal, then every card played and everything said, each trick taken, the result.
    // Middlehand's cut or knock may come first (Dreierschnapsen); then the deal.
    qsizetype at = std::find_if(said.begin(), said.end(),
                                [](const QString& x) { return x.startsWith(QLatin1String("Deal 1: ")); }) -
                   said.begin();
    QVERIFY2(at >= 0 && at <= 1, qPrintable(said.join(u'\n')));
    const auto next = [&](const QString& text) {
        const qsizetype i = said.indexOf(text, at);
        if (i < 0)
            return false;
        at = i + 1;
        return true;
    };
    std::unique_ptr<Game> replay = model->dealStart()->clone();
    QVERIFY(replay->startDeal(deal.setup).empty());
    int plays = 0, tricks = 0, newCards = 0;
    CardSet hand = replay->view(0).hand;
    // The cards that came into the player's hand (drawn, from the talon or the blind), said after
    // what brought them.
    const auto cameIn = [&] {
        const CardSet now = replay->view(0).hand;
        QStringList names;
        for (Card c : cardsOf(now & ~hand))
            names << text::Wording::cardName(pack, c);
        hand = now;
        if (names.isEmpty())
            return true;
        ++newCards;
        return next(QStringLiteral("Now in your hand: %1.").arg(names.join(QStringLiteral(", "))));
    };
    for (std::size_t k = 0; k < deal.actions.size(); ++k) {
        const Action& act = deal.actions[k];
        const QString who = act.seat == 0 ? QStringLiteral("You") : model->name(act.seat);
        const SeatView before = replay->view(act.seat);
        const int trump = replay->view(0).trump;
        replay->apply(act);
        if (act.act == Act::Play) {
            ++plays;
            const QString card = text::Wording::cardName(pack, act.card);
            QVERIFY2(next(act.seat == 0 ? QStringLiteral("You play %1.").arg(card)
                                        : QStringLiteral("%1 plays %2.").arg(who, card)),
                     qPrintable(card));
            const SeatView after = replay->view(act.seat);
            for (std::size_t s = 0; s < after.tricksWon.size(); ++s)
                if (after.tricksWon[s] > before.tricksWon[s]) {
                    ++tricks;
                    QVERIFY(next(s == 0 ? QStringLiteral("You take the trick.")
                                        : QStringLiteral("%1 takes the trick.").arg(model->name(int(s)))));
                }
            QVERIFY(cameIn());
            continue;
        }
        const std::vector<Action> sofar(deal.actions.begin(), deal.actions.begin() + std::ptrdiff_t(k) + 1);
        QString words = faces::spoken(g, sofar, k, trump);
        if (act.act == Act::Pass && model->passKeys()[k] != "pass")
            words = faces::face(g).bidName(model->passKeys()[k]);
        if (act.act == Act::Draw && words.isEmpty())
            words = QStringLiteral("draws");
        if (!words.isEmpty())
            QVERIFY2(next(QStringLiteral("%1: %2").arg(who, words)), qPrintable(words));
        QVERIFY(cameIn());
    }
    if (game == QLatin1String("schnapsen") || game == QLatin1String("dreierles"))
        QVERIFY(newCards > 0); // drawn after the first trick; the blind taken (the reader bids)
    QVERIFY(plays > 0);
    QVERIFY(tricks > 0);
    QVERIFY2(said.last().startsWith(QStringLiteral("The deal is over.")) ||
                 said.contains(QStringLiteral("The session is over.")),
             qPrintable(said.last()));
    QVERIFY(said.last().contains(QStringLiteral("Comp1 ")));
    // Whenever a card was the player's to play, the turn was said.
    const bool humanPlayed = std::any_of(deal.actions.begin(), deal.actions.end(),
                                         [](const Action& x) { return x.act == Act::Play && x.seat == 0; });
    QCOMPARE(std::any_of(said.begin(), said.end(),
                         [](const QString& s) { return s.startsWith(QStringLiteral("Your turn: play a card")); }),
             humanPlayed);
}

void TestAccess::spokenKinds() {
    // A knock, 20 or 40, closing (Zudrehen, zudecken) and a bid are announced as the table says them,
    // whoever makes them; the reader takes each chance to knock, declare or close.
    QSet<Act> wanted{Act::Knock, Act::Declare, Act::Close, Act::Bid};
    QSet<Act> met;
    const GameCase cases[] = {{"schnapsen", 2}, {"dreierschnapsen", 3}, {"dreierles", 3}, {"dreeg", 4}};
    for (int round = 0; round < 6 && met != wanted; ++round)
        for (const GameCase& c : cases) {
            Table t = st::test::openTable(dir_->filePath(QStringLiteral("autosave-%1.json").arg(round)),
                                          quint64(100 + round));
            QVERIFY(start(t, c.game, c.players));
            Rng rng(quint64(round + 1));
            QVERIFY2(playDeal(t, rng, true), qPrintable(failures_.join(u'\n')));
            const auto& actions = t.session->model()->record().deals.back().actions;
            const QStringList said = access::TableAccess::of(t.session->view())->announcements();
            for (std::size_t k = 0; k < actions.size(); ++k) {
                const Action& a = actions[k];
                if (!wanted.contains(a.act))
                    continue;
                const std::vector<Action> sofar(actions.begin(), actions.begin() + std::ptrdiff_t(k) + 1);
                const QString words =
                    faces::spoken(t.session->model()->game(), sofar, k, t.session->model()->view(0).trump);
                const QString who = a.seat == 0 ? QStringLiteral("You") : t.session->model()->name(a.seat);
                QVERIFY(!words.isEmpty());
                QVERIFY2(said.contains(QStringLiteral("%1: %2").arg(who, words)), qPrintable(words));
                met.insert(a.act);
            }
        }
    QCOMPARE(met, wanted);
}

void TestAccess::german() {
    // The tree and the announcements in the language of the day.
    QVERIFY(text::installLanguage(*qApp, QStringLiteral("de")));
    const auto back = qScopeGuard([] { text::installLanguage(*qApp, QStringLiteral("en")); });
    Table t = st::test::openTable(dir_->filePath(QStringLiteral("autosave.json")), 17);
    QVERIFY(start(t, "schnapsen", 2));
    QVERIFY(QTest::qWaitFor([&] {
        return !heard().isEmpty() && heard().last().startsWith(QStringLiteral("Du bist dran: spiel eine Karte"));
    }));
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(t.session->view());
    QStringList parts;
    for (QAccessibleInterface* c : kids(table))
        if (dynamic_cast<access::TableAccessible*>(table) && c->object() == nullptr)
            parts << c->text(QAccessible::Name);
    QVERIFY2(parts.contains(QStringLiteral("Deine Hand")) && parts.contains(QStringLiteral("Der Stich")),
             qPrintable(parts.join(u'|')));
    const QStringList said = access::TableAccess::of(t.session->view())->announcements();
    QVERIFY2(said.first().startsWith(QStringLiteral("Spiel 1: ")), qPrintable(said.first()));
    QVERIFY2(said.last().startsWith(QStringLiteral("Du bist dran: spiel eine Karte")), qPrintable(said.last()));
}

void TestAccess::dialogsNamed() {
    // The dialogs met in play (bids, discards, calls, trumps, the deal's summary) are checked as the
    // reader meets them (tree, announcements); here the others.
    Table t = st::test::openTable(dir_->filePath(QStringLiteral("autosave.json")), 5);
    QVERIFY(start(t, "schnapsen", 2));
    // Settings ▸ Preferences fits a 1024x700 screen (with room for a window frame and a panel), in
    // English and in German, and every control on each of its tabs has a name.
    for (const QString& language : {QStringLiteral("de"), QStringLiteral("en")}) {
        QVERIFY(text::installLanguage(*qApp, language));
        SettingsDialog settings(t.window.get());
        const QSize hint = settings.sizeHint().expandedTo(settings.minimumSizeHint());
        QVERIFY2(hint.width() <= 960 && hint.height() <= 620,
                 qPrintable(QStringLiteral("%1: %2x%3").arg(language).arg(hint.width()).arg(hint.height())));
        auto* tabs = settings.findChild<QTabWidget*>(QStringLiteral("prefTabs"));
        QVERIFY(tabs);
        settings.show();
        QVERIFY(QTest::qWaitForWindowExposed(&settings));
        for (int k = 0; k < tabs->count(); ++k) {
            tabs->setCurrentIndex(k);
            QVERIFY(!tabs->tabText(k).isEmpty());
            audit(&settings);
            st::test::shoot(&settings, QStringLiteral("preferences-%1-%2").arg(language).arg(k));
        }
        auto* accessTab = settings.findChild<access::AccessBox*>();
        QVERIFY(accessTab);
        tabs->setCurrentWidget(accessTab);
        QVERIFY(accessTab->findChild<QCheckBox*>(QStringLiteral("prefLargeCards"))->isVisible());
        if (language == QLatin1String("en"))
            st::test::shoot(&settings, QStringLiteral("access-preferences"));
    }
    NewGameDialog newGame(t.window.get(), QStringLiteral("dappen"));
    newGame.show();
    audit(&newGame);
    Rng rng(3);
    QVERIFY(QTest::qWaitFor([&] {
        QTest::qWait(2);
        step(t, rng, false);
        return !t.session->model()->view(0).lastTrick.empty();
    }));
    LastTrickDialog last(*t.session->model(), *t.session->scene(), t.window.get());
    last.show();
    audit(&last);
    QVERIFY2(failures_.isEmpty(), qPrintable(failures_.join(u'\n')));
}

namespace {

/// Counts what would be played.
class CountingPlayer : public sound::SoundPlayer {
  public:
    explicit CountingPlayer(std::map<sound::Cue, int>* counts, double* volume) : counts_(counts), volume_(volume) {}
    void play(sound::Cue cue, double volume) override {
        ++(*counts_)[cue];
        *volume_ = volume;
    }

  private:
    std::map<sound::Cue, int>* counts_;
    double* volume_;
};

} // namespace

void TestAccess::sounds() {
    std::map<sound::Cue, int> counts;
    double volume = -1;
    sound::setPlayer(std::make_unique<CountingPlayer>(&counts, &volume));
    // Sounds on at 40 %, as set in the preferences' editors.
    {
        access::AccessBox box;
        box.findChild<QCheckBox*>(QStringLiteral("prefSound"))->setChecked(true);
        box.findChild<QSlider*>(QStringLiteral("prefVolume"))->setValue(40);
        box.saveAndApply();
    }
    QVERIFY(access::AccessPrefs::load().sound); // remembered
    QCOMPARE(access::AccessPrefs::load().volume, 40);
    QSet<sound::Cue> knocksAndCloses;
    int wonOrLost = 0;
    for (int round = 0; round < 6; ++round)
        for (const GameCase& c : {GameCase{"schnapsen", 2}, GameCase{"dreierschnapsen", 3}}) {
            counts.clear();
            Table t = st::test::openTable(dir_->filePath(QStringLiteral("autosave-%1.json").arg(round)),
                                          quint64(200 + round));
            QVERIFY(start(t, c.game, c.players));
            Rng rng(quint64(round + 9));
            QVERIFY2(playDeal(t, rng, true), qPrintable(failures_.join(u'\n')));
            TableModel* m = t.session->model();
            const auto& actions = m->record().deals.back().actions;
            const auto count = [&](Act act) {
                return int(
                    std::count_if(actions.begin(), actions.end(), [&](const Action& a) { return a.act == act; }));
            };
            int tricks = 0;
            for (int won : m->view(0).tricksWon)
                tricks += won;
            QCOMPARE(counts[sound::Cue::Deal], 1);
            QCOMPARE(counts[sound::Cue::Card], count(Act::Play));
            QCOMPARE(counts[sound::Cue::Trick], tricks);
            QCOMPARE(counts[sound::Cue::Knock], count(Act::Knock));
            QCOMPARE(counts[sound::Cue::Close], count(Act::Close));
            const DealResult result = m->game().lastResult();
            const int delta = result.sense * result.delta[0]; // as good for the seat (Kamerun: erased is bad)
            QCOMPARE(counts[sound::Cue::Won], delta > 0 ? 1 : 0);
            QCOMPARE(counts[sound::Cue::Lost], delta < 0 ? 1 : 0);
            wonOrLost += counts[sound::Cue::Won] + counts[sound::Cue::Lost];
            if (count(Act::Knock))
                knocksAndCloses.insert(sound::Cue::Knock);
            if (count(Act::Close))
                knocksAndCloses.insert(sound::Cue::Close);
            QCOMPARE(volume, 0.4);
        }
    QCOMPARE(knocksAndCloses, (QSet<sound::Cue>{sound::Cue::Knock, sound::Cue::Close}));
    QVERIFY(wonOrLost > 0);
    // Off: a whole deal without a sound.
    {
        access::AccessBox box;
        QVERIFY(box.findChild<QCheckBox*>(QStringLiteral("prefSound"))->isChecked());
        box.findChild<QCheckBox*>(QStringLiteral("prefSound"))->setChecked(false);
        box.saveAndApply();
    }
    counts.clear();
    Table t = st::test::openTable(dir_->filePath(QStringLiteral("autosave-off.json")), 300);
    QVERIFY(start(t, "schnapsen", 2));
    Rng rng(1);
    QVERIFY2(playDeal(t, rng, true), qPrintable(failures_.join(u'\n')));
    QVERIFY(!t.session->model()->record().deals.back().actions.empty());
    QVERIFY(counts.empty());
}

void TestAccess::soundFiles() {
    // Each cue has its own small WAV compiled in (tools/sound/make_sounds.py), and Qt Multimedia's
    // player is the one tables use unless a test puts another in.
    for (int k = 0; k < sound::kCues; ++k) {
        QFile f(sound::cueFile(sound::Cue(k)));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        const QByteArray head = f.read(44);
        QVERIFY(head.startsWith("RIFF") && head.mid(8, 4) == "WAVE");
        QVERIFY(f.size() > 1000 && f.size() < 64 * 1024);
    }
    QVERIFY(dynamic_cast<sound::SoundPlayer*>(&sound::player()));
}

void TestAccess::lookModes() {
    // All off: the table as it always was, pixel for pixel. On: a black table, marked and
    // outlined cards, the hand and trick larger.
    const auto shot = [&](int w, int h, const access::AccessPrefs& prefs, const QString& name,
                          const GameCase& game = kGames[0]) {
        access::AccessPrefs::set(prefs);
        heard().clear();
        Table t = st::test::openTable(dir_->filePath(QStringLiteral("autosave-%1.json").arg(name)), 36);
        t.window->resize(w, h);
        if (!start(t, game.game, game.players))
            return QImage();
        Rng rng(7);
        for (int guard = 0; guard < 6000; ++guard) {
            QTest::qWait(2);
            if (t.session->summary() && t.session->summary()->isVisible()) {
                if (!QTest::qWaitFor([&] { return !t.session->model()->game().inDeal(); }))
                    break;
                t.session->summary()->close();
                t.session->flow()->nextDeal();
                continue;
            }
            const SeatView v = t.session->model()->view(0);
            if (t.session->scene()->humanPlaying() && !v.trick.empty() && !t.session->human()->openDialog() &&
                !heard().isEmpty() && heard().last().startsWith(QLatin1String("Your turn")))
                break;
            step(t, rng, false);
        }
        QTest::qWait(50);
        st::test::shoot(t.window.get(), QStringLiteral("access-%1-%2x%3").arg(name).arg(w).arg(h));
        return t.window->grab().toImage();
    };
    const QImage plain = shot(1024, 700, {}, QStringLiteral("default"));
    QVERIFY(!plain.isNull());
    access::AccessPrefs all;
    all.highContrast = true;
    all.suitMarks = true;
    const QImage contrast = shot(1024, 700, all, QStringLiteral("high-contrast"));
    QVERIFY(contrast != plain);
    // The black table and the yellow mat's edge.
    QCOMPARE(contrast.pixelColor(3, contrast.height() / 2), QColor(Qt::black));
    const QImage again = shot(1024, 700, {}, QStringLiteral("default-again"));
    QCOMPARE(again, plain);
    access::AccessPrefs large;
    large.largeCards = true;
    large.suitMarks = true;
    // Each game in both modes, small and full HD: the pictures of docs/access.md, taken when
    // STAMMTISCH_SHOTS names a folder. Without it each game is played in high contrast at the small
    // size only (largeCardsLayout checks every game's large cards at both sizes).
    const bool pictures = !st::test::shotsFolder().isEmpty();
    for (const GameCase& g : kGames)
        for (const QSize size : {QSize(1024, 700), QSize(1920, 1080)}) {
            QVERIFY(
                !shot(size.width(), size.height(), all, QStringLiteral("high-contrast-%1").arg(g.game), g).isNull());
            if (!pictures)
                break;
            QVERIFY(
                !shot(size.width(), size.height(), large, QStringLiteral("large-cards-%1").arg(g.game), g).isNull());
        }

    // Suit marks: each suit its own colour and letter; off: the very same pixmap.
    const Pack& pack = Pack::get(PackKind::German24);
    QPixmap face(60, 90);
    face.fill(Qt::white);
    access::AccessPrefs::set({});
    QCOMPARE(access::CardLook::decorate(face, pack, 0).cacheKey(), face.cacheKey());
    access::AccessPrefs marks;
    marks.suitMarks = true;
    access::AccessPrefs::set(marks);
    QSet<QRgb> colours;
    for (int suit = 0; suit < 4; ++suit) {
        const QImage img = access::CardLook::decorate(face, pack, Pack::german(suit, 0)).toImage();
        QVERIFY(img != face.toImage());
        colours.insert(access::CardLook::suitColour(pack, suit).rgb());
    }
    QCOMPARE(colours.size(), 4);
    // Bells and acorns far apart in lightness, told apart without colour vision too.
    QVERIFY(std::abs(access::CardLook::suitColour(pack, 3).lightness() -
                     access::CardLook::suitColour(pack, 0).lightness()) > 100);
}

namespace {

/// Something a player sees on the table, and whose it is (-1: the table's).
struct Thing {
    QString what;
    int seat = -1;
    QRectF rect;
};

} // namespace

void TestAccess::largeCardsLayout_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QSize>("window");
    // Every game at every table size it allows (Dappen 6 to 8), small and full HD.
    for (const GameInfo& g : games())
        for (int n = g.minPlayers; n <= g.maxPlayers; ++n) {
            QString preset;
            if (!validateSetup(g, Variant(g.options), n).empty()) {
                for (const RulePreset& p : g.presets)
                    if (validateSetup(g, presetVariant(g, p), n).empty()) {
                        preset = QString::fromStdString(p.id);
                        break;
                    }
                if (preset.isEmpty())
                    continue;
            }
            for (QSize size : {QSize(1024, 700), QSize(1920, 1080)})
                QTest::addRow("%s %d at %dx%d", g.id.c_str(), n, size.width(), size.height())
                    << QString::fromStdString(g.id) << n << preset << size;
        }
}

// Large cards, with a card in the trick at the player's turn: the trick's cards and the hand's are
// larger than without, and nothing on the table covers anything else (the plates, the opponents'
// cards, the trick, the talon, the hand, the action bar, the last trick, the side panel), all of it
// in the window.
void TestAccess::largeCardsLayout() {
    QFETCH(QString, game);
    QFETCH(int, players);
    QFETCH(QString, preset);
    QFETCH(QSize, window);
    const GameInfo* info = findGame(game.toStdString());
    QVERIFY(info);
    struct Seen {
        qreal trickW = 0, handW = 0;
        QList<Thing> things;
        QString failure;
    };
    const auto look = [&](bool large) {
        Seen seen;
        access::AccessPrefs prefs;
        prefs.largeCards = large;
        access::AccessPrefs::set(prefs);
        heard().clear();
        Table t = st::test::openTable(dir_->filePath(QStringLiteral("autosave-%1.json").arg(large)), 41);
        t.window->resize(window);
        NewGameSettings s;
        s.game = info;
        s.variant =
            preset.isEmpty() ? Variant(info->options) : presetVariant(*info, *findPreset(*info, preset.toStdString()));
        const QStringList names{QStringLiteral("Gottfried"), QStringLiteral("Kunigunde"),  QStringLiteral("Bartholomä"),
                                QStringLiteral("Walburga"),  QStringLiteral("Maximilian"), QStringLiteral("Roswitha"),
                                QStringLiteral("Leopold"),   QStringLiteral("Theresia")};
        for (int i = 0; i < players; ++i) {
            s.names << names[i];
            s.levels << (i == 0 ? QString() : QStringLiteral("random"));
        }
        if (const QString error = t.session->start(s); !error.isEmpty()) {
            seen.failure = error;
            return seen;
        }
        TableModel* m = t.session->model();
        TableScene* scene = t.session->scene();
        Rng rng(5);
        bool ready = false;
        for (int guard = 0; guard < 20000 && !ready; ++guard) {
            QTest::qWait(1);
            if (t.session->summary() && t.session->summary()->isVisible()) {
                if (!QTest::qWaitFor([&] { return !m->game().inDeal(); }))
                    break;
                t.session->summary()->close();
                t.session->flow()->nextDeal();
                continue;
            }
            if (scene->humanPlaying() && !m->view(0).trick.empty() && !t.session->human()->openDialog() &&
                !heard().isEmpty() && heard().last().startsWith(QLatin1String("Your turn"))) {
                ready = true;
                break;
            }
            step(t, rng, false);
        }
        if (!ready) {
            seen.failure = QStringLiteral("never met a card to play with a trick on the table");
            return seen;
        }
        QTest::qWait(20);
        const SeatView v = m->view(0);
        const QRectF view = scene->sceneRect();
        for (int seat = 0; seat < players; ++seat)
            seen.things.push_back(
                {QStringLiteral("plate"), seat, scene->plate(seat)->sceneBoundingRect().adjusted(2, 0, -2, -2)});
        QHash<int, QRectF> fans;
        QRectF hand, talon;
        QList<QRectF> shown;
        for (QGraphicsItem* it : scene->items()) {
            if (!it->isVisible())
                continue;
            const QString tip = it->toolTip();
            for (int seat = 1; seat < players; ++seat)
                if (tip.startsWith(m->name(seat) + QStringLiteral(" holds ")))
                    fans[seat] = fans[seat].united(it->sceneBoundingRect());
            if (tip.startsWith(QLatin1String("Talon")) || tip.startsWith(QLatin1String("Trump card")) ||
                (it->zValue() >= 3 && it->zValue() < 3.1 && dynamic_cast<QGraphicsPixmapItem*>(it)))
                talon = talon.united(it->sceneBoundingRect());
            if (tip.startsWith(QLatin1String("Shown: ")) || tip.startsWith(QLatin1String("The dealer's turned")))
                shown << it->sceneBoundingRect();
            auto* card = dynamic_cast<CardItem*>(it);
            if (!card)
                continue;
            // The card's own width as shown (without its shadow's margin).
            const qreal width = card->size().width() * card->scale();
            if (scene->handOrder().contains(card->card())) {
                hand = hand.united(it->sceneBoundingRect());
                seen.handW = std::max(seen.handW, width);
            }
            for (const auto& [seat, c] : v.trick)
                if (c == card->card()) {
                    seen.things.push_back({QStringLiteral("trick"), -2, it->sceneBoundingRect()});
                    seen.trickW = std::max(seen.trickW, width);
                }
        }
        for (auto it = fans.begin(); it != fans.end(); ++it)
            seen.things.push_back({QStringLiteral("cards"), it.key(), it.value()});
        for (const QRectF& r : std::as_const(shown))
            seen.things.push_back({QStringLiteral("shown cards"), -3, r});
        if (!hand.isEmpty())
            seen.things.push_back({QStringLiteral("hand"), 0, hand});
        if (!talon.isEmpty())
            seen.things.push_back({QStringLiteral("talon"), -1, talon});
        seen.things.push_back({QStringLiteral("side panel"), -1, scene->infoArea()});
        if (!scene->lastTrickArea().isEmpty())
            seen.things.push_back({QStringLiteral("last trick"), -1, scene->lastTrickArea()});
        if (ActionBar* bar = t.session->view()->actionBar(); bar->isVisible())
            seen.things.push_back({QStringLiteral("action bar"), -1,
                                   QRectF(bar->geometry().translated(-t.session->view()->viewport()->pos()))});
        for (const Thing& a : std::as_const(seen.things))
            if (!view.contains(a.rect))
                seen.failure += QStringLiteral("%1 of seat %2 leaves the window (%3,%4 %5x%6); ")
                                    .arg(a.what)
                                    .arg(a.seat)
                                    .arg(a.rect.x())
                                    .arg(a.rect.y())
                                    .arg(a.rect.width())
                                    .arg(a.rect.height());
        if (large)
            st::test::shoot(
                t.window.get(),
                QStringLiteral("large-%1-%2-%3x%4").arg(game).arg(players).arg(window.width()).arg(window.height()));
        return seen;
    };
    const Seen usual = look(false);
    QVERIFY2(usual.failure.isEmpty() || usual.failure.contains(QLatin1String("leaves")), qPrintable(usual.failure));
    const Seen large = look(true);
    QVERIFY2(large.failure.isEmpty(), qPrintable(large.failure));
    QVERIFY(usual.trickW > 0 && usual.handW > 0);
    // The trick larger wherever the table has room: all but Dappen's crowded tables of six to eight,
    // where the trick keeps its size (and the hand grows).
    QVERIFY2(large.trickW >= usual.trickW * (players <= 5 ? 1.05 : 1.0),
             qPrintable(QStringLiteral("trick %1 (usually %2)").arg(large.trickW).arg(usual.trickW)));
    QVERIFY2(large.handW >= usual.handW * 1.05,
             qPrintable(QStringLiteral("hand %1 (usually %2)").arg(large.handW).arg(usual.handW)));
    QVERIFY(large.trickW <= usual.trickW * 2.05 && large.handW <= usual.handW * 2.05);
    const QList<Thing>& things = large.things;
    for (qsizetype i = 0; i < things.size(); ++i)
        for (qsizetype j = i + 1; j < things.size(); ++j) {
            const Thing& a = things[i];
            const Thing& b = things[j];
            if (a.seat == b.seat && (a.seat == -2 || (a.what != b.what && a.seat > 0)))
                continue; // the trick's cards lie together; a seat's cards against its own plate
            const auto box = [](const QRectF& r) {
                return QStringLiteral("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
            };
            QVERIFY2(!a.rect.intersects(b.rect),
                     qPrintable(QStringLiteral("%1 of seat %2 (%3) covers %4 of seat %5 (%6)")
                                    .arg(a.what)
                                    .arg(a.seat)
                                    .arg(box(a.rect))
                                    .arg(b.what)
                                    .arg(b.seat)
                                    .arg(box(b.rect))));
        }
}

namespace {

/// The share of `img`'s pixels for which `is` holds.
double share(const QImage& img, const std::function<bool(QColor)>& is) {
    qint64 n = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            n += is(img.pixelColor(x, y)) ? 1 : 0;
    return img.isNull() ? 0.0 : static_cast<double>(n) / (static_cast<double>(img.width()) * img.height());
}

bool pureBlack(QColor c) {
    return c.alpha() == 255 && c.red() < 8 && c.green() < 8 && c.blue() < 8;
}

} // namespace

void TestAccess::highContrastTable() {
    // High contrast: not only the table and the cards. The seats' plates are black edged in white,
    // the action bar black with white buttons, the side panel white and yellow on black in a yellow
    // frame, the Hint and Log buttons in the top right corner white (grey while the hint cannot be
    // asked); without it none of that. The buttons change at once when the setting is turned the
    // other way in the middle of the game.
    struct Seen {
        double plateBlack = 0, barBlack = 0, panelWhite = 0, panelYellow = 0;
        double hintWhite = 0, logWhite = 0, switchedHintWhite = 0, switchedLogWhite = 0;
    };
    // White, or the contrast palette's grey of a button that cannot be pressed.
    const auto buttonWhite = [](QPushButton* b) {
        return share(b->grab().toImage(), [](QColor c) {
            const bool white = c.red() > 250 && c.green() > 250 && c.blue() > 250;
            const bool grey =
                std::abs(c.red() - 0x9a) < 3 && std::abs(c.green() - 0x9a) < 3 && std::abs(c.blue() - 0x9a) < 3;
            return white || grey;
        });
    };
    const auto look = [&](bool contrast) {
        Seen seen;
        access::AccessPrefs prefs;
        prefs.highContrast = contrast;
        access::AccessPrefs::set(prefs);
        heard().clear();
        Table t = st::test::openTable(dir_->filePath(QStringLiteral("autosave-%1.json").arg(contrast)), 12);
        t.window->resize(1024, 700);
        if (!start(t, "schnapsen", 2))
            return seen;
        Rng rng(2);
        ActionBar* bar = t.session->view()->actionBar();
        for (int guard = 0; guard < 6000 && !bar->isVisible(); ++guard) {
            QTest::qWait(1);
            if (t.session->summary() && t.session->summary()->isVisible()) {
                if (!QTest::qWaitFor([&] { return !t.session->model()->game().inDeal(); }))
                    break;
                t.session->summary()->close();
                t.session->flow()->nextDeal();
                continue;
            }
            step(t, rng, false);
        }
        if (!bar->isVisible())
            return seen;
        QTest::qWait(20);
        // Each plate as drawn, alone.
        double black = 1;
        for (int s = 0; s < 2; ++s) {
            const SeatPlate* plate = t.session->scene()->plate(s);
            QImage img(plate->boundingRect().size().toSize(), QImage::Format_ARGB32);
            img.fill(Qt::transparent);
            QPainter p(&img);
            p.translate(-plate->boundingRect().topLeft());
            QStyleOptionGraphicsItem opt;
            const_cast<SeatPlate*>(plate)->paint(&p, &opt, nullptr);
            p.end();
            black = std::min(black, share(img, pureBlack));
        }
        seen.plateBlack = black;
        seen.barBlack = share(bar->grab().toImage(), pureBlack);
        const QImage shot = t.window->grab().toImage();
        const QImage panel = shot.copy(t.session->scene()->infoArea().adjusted(-4, -3, 4, 3).toAlignedRect());
        seen.panelWhite = share(panel, [](QColor c) { return c.red() > 250 && c.green() > 250 && c.blue() > 250; });
        seen.panelYellow = share(panel, [](QColor c) {
            return std::abs(c.red() - 0xff) < 6 && std::abs(c.green() - 0xd8) < 6 && c.blue() < 6;
        });
        QPushButton* hint = t.session->view()->hintButton();
        QPushButton* log = t.session->view()->dealLogButton();
        if (!hint->isVisible() || !log->isVisible())
            return seen;
        seen.hintWhite = buttonWhite(hint);
        seen.logWhite = buttonWhite(log);
        st::test::shoot(t.window.get(), QStringLiteral("contrast-schnapsen-%1").arg(contrast));
        // The setting turned the other way in the middle of the deal (Settings ▸ Preferences ▸ Access).
        prefs.highContrast = !contrast;
        access::AccessPrefs::set(prefs);
        QCoreApplication::processEvents();
        seen.switchedHintWhite = buttonWhite(hint);
        seen.switchedLogWhite = buttonWhite(log);
        return seen;
    };
    const Seen usual = look(false);
    const Seen contrast = look(true);
    QVERIFY2(contrast.plateBlack > 0.4, qPrintable(QString::number(contrast.plateBlack)));
    QVERIFY2(usual.plateBlack < 0.05, qPrintable(QString::number(usual.plateBlack)));
    QVERIFY2(contrast.barBlack > 0.3, qPrintable(QString::number(contrast.barBlack)));
    QVERIFY2(usual.barBlack < 0.05, qPrintable(QString::number(usual.barBlack)));
    // White words (the usual ink is cream) in the side panel.
    QVERIFY2(contrast.panelWhite > 0.0005, qPrintable(QString::number(contrast.panelWhite)));
    QCOMPARE(usual.panelWhite, 0.0);
    QVERIFY2(contrast.panelYellow > 0.005, qPrintable(QString::number(contrast.panelYellow)));
    // The Hint and Log buttons: white (or grey) in high contrast, cream without, switching at once.
    QVERIFY2(contrast.hintWhite > 0.4, qPrintable(QString::number(contrast.hintWhite)));
    QVERIFY2(contrast.logWhite > 0.4, qPrintable(QString::number(contrast.logWhite)));
    QVERIFY2(usual.hintWhite < 0.05, qPrintable(QString::number(usual.hintWhite)));
    QVERIFY2(usual.logWhite < 0.05, qPrintable(QString::number(usual.logWhite)));
    QVERIFY2(usual.switchedHintWhite > 0.4, qPrintable(QString::number(usual.switchedHintWhite)));
    QVERIFY2(usual.switchedLogWhite > 0.4, qPrintable(QString::number(usual.switchedLogWhite)));
    QVERIFY2(contrast.switchedHintWhite < 0.05, qPrintable(QString::number(contrast.switchedHintWhite)));
    QVERIFY2(contrast.switchedLogWhite < 0.05, qPrintable(QString::number(contrast.switchedLogWhite)));
}

QTEST_MAIN(TestAccess)
#include "test_access.moc"
