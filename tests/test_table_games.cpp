// The decision dialogs of Dreierles, Dappen and Dreierschnapsen, played
// through the GUI offscreen: whole deals with the human's bids, discards,
// trump choices and Ulti made by clicking the dialogs' buttons and toggles and
// the hand's cards. Every dialog must offer exactly what the core allows; a
// card the core never lets go is refused in the discard dialog with its reason.
#include "dialogs/biddialog.h"
#include "dialogs/dealsummary.h"
#include "dialogs/discarddialog.h"
#include "dialogs/newgamedialog.h"
#include "flow/flowcontroller.h"
#include "flow/humanseat.h"
#include "flow/player.h"
#include "flow/tablesession.h"
#include "record.h"
#include "registry.h"
#include "sheets/scoresheet.h"
#include "table/actionbar.h"
#include "table/carditem.h"
#include "table/seatplate.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "tablefixture.h"
#include "text/wording.h"

#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtTest>

#include <algorithm>
#include <functional>

using namespace st;
using namespace st::ui;

class TestTableGames : public QObject {
    Q_OBJECT

  private slots:
    void init();
    void dreierlesBidDialogMatchesCore();
    void dappenCompulsoryBidSaysWhy();
    void dreierlesDeclarerDiscardsThroughDialog();
    void dreierlesWholeDeals();
    void dappenDeclarerDiscardsTwelve();
    void dreierschnapsenCallerTrumpsAndTalon();
    void dreegKamerunDurchmarschButton();
    void dreegTwoPlayersHastDas();
    void wholeSessionsThroughTheGui();
    void seatsTurnTheGamesWay_data();
    void seatsTurnTheGamesWay();

  private:
    using Table = st::test::OffscreenTable;
    /// Handles a dialog in the test's own way; returns true when it did.
    using DialogHook = std::function<bool(Table&, QDialog*)>;

    Table open(quint64 seed);
    bool start(Table& t, const char* game, int players, const std::vector<std::pair<std::string, OptionValue>>& opts,
               const QString& level = QStringLiteral("random"));
    /// Plays until the deal's summary shows, clicking for the human; false if stuck or a check failed.
    bool playDeal(Table& t, Rng& rng, const DialogHook& hook = {});
    bool answerDialog(Table& t, QDialog* d, Rng& rng);
    /// Clicks card toggles in random order until the core accepts the selection, then confirms.
    bool chooseDiscard(Table& t, QDialog* d, Rng& rng, CardList* chosen = nullptr);
    void clickCard(Table& t, Card c);
    /// The dialog's enabled bid buttons against the core's legal bids.
    bool bidDialogMatches(Table& t, QDialog* d);
    void fail(const QString& what) { failures_ << what; }
    /// The knock is named by the knocks before it: Kontra, Re, ... / Spritzen, Retour, Re.
    static bool knockLabelRight(Table& t, const QString& text);
    /// Before a deal: choose the dealer or cut, if the human is asked; true if clicked.
    static bool clickPreDeal(Table& t);
    /// The action bar's visible button of that name (hidden ones may linger until deleted).
    static QPushButton* visibleButton(Table& t, const QString& name);

    std::unique_ptr<QTemporaryDir> dir_;
    QStringList failures_;
};

namespace {

QString bidButtonName(const Action& a) {
    if (a.act == Act::Pass)
        return QStringLiteral("bid_pass");
    QString n = QStringLiteral("bid_%1").arg(QString::fromStdString(a.bid));
    if (a.talon.has_value() && !*a.talon)
        n += QStringLiteral("_notalon");
    return n;
}

QStringList enabledBidButtons(QDialog* d) {
    QStringList out;
    for (QPushButton* b : d->findChildren<QPushButton*>())
        if (b->objectName().startsWith(QLatin1String("bid_")) && b->isEnabled())
            out << b->objectName();
    out.sort();
    return out;
}

template <class T> T* pick(const QList<T*>& list, Rng& rng) {
    return list[static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(list.size())))];
}

} // namespace

void TestTableGames::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    failures_.clear();
}

TestTableGames::Table TestTableGames::open(quint64 seed) {
    return st::test::openTable(dir_->filePath(QStringLiteral("autosave.json")), seed);
}

bool TestTableGames::start(Table& t, const char* game, int players,
                           const std::vector<std::pair<std::string, OptionValue>>& opts, const QString& level) {
    const GameInfo* info = findGame(game);
    NewGameSettings s;
    s.game = info;
    s.variant = Variant(info->options);
    for (const auto& [name, value] : opts)
        if (!s.variant.set(name, value).empty())
            return false;
    s.names << QStringLiteral("Anna");
    s.levels << QString();
    for (int i = 1; i < players; ++i) {
        s.names << QStringLiteral("Comp%1").arg(i);
        s.levels << level;
    }
    return t.session->start(s).isEmpty();
}

void TestTableGames::clickCard(Table& t, Card c) {
    CardItem* item = t.session->scene()->handCard(c);
    QVERIFY2(item, "the card is not in the hand on the table");
    const QPointF at = item->mapToScene(QPointF(item->size().width() * 0.2, item->size().height() * 0.5));
    QTest::mouseClick(t.session->view()->viewport(), Qt::LeftButton, {}, t.session->view()->viewportPoint(at));
}

QPushButton* TestTableGames::visibleButton(Table& t, const QString& name) {
    for (QPushButton* b : t.session->view()->actionBar()->findChildren<QPushButton*>(name))
        if (b->isVisible())
            return b;
    return nullptr;
}

bool TestTableGames::clickPreDeal(Table& t) {
    for (QPushButton* b : t.session->view()->actionBar()->findChildren<QPushButton*>())
        if (b->isVisible() && (b->objectName().startsWith(QLatin1String("dealer_")) ||
                               b->objectName().startsWith(QLatin1String("cut_")))) {
            QTest::mouseClick(b, Qt::LeftButton);
            return true;
        }
    return false;
}

bool TestTableGames::knockLabelRight(Table& t, const QString& text) {
    const auto& deal = t.session->model()->record().deals.back();
    const auto knocks =
        std::count_if(deal.actions.begin(), deal.actions.end(), [](const Action& a) { return a.act == Act::Knock; });
    const std::string_view game = t.session->model()->game().id();
    QString expected;
    if (game == "dreierschnapsen") {
        expected = knocks == 0   ? QStringLiteral("Spritzen")
                   : knocks == 1 ? QStringLiteral("Retour")
                                 : QStringLiteral("Re ");
    } else {
        const bool raeuber =
            std::none_of(deal.actions.begin(), deal.actions.end(), [](const Action& a) { return a.act == Act::Bid; });
        expected = raeuber       ? QStringLiteral("Klopfen")
                   : knocks == 0 ? QStringLiteral("Kontra")
                   : knocks == 1 ? QStringLiteral("Re ")
                                 : QStringLiteral("Klopfen");
    }
    return text.startsWith(expected);
}

bool TestTableGames::bidDialogMatches(Table& t, QDialog* d) {
    QStringList legal;
    for (const Action& a : t.session->model()->view(t.session->human()->seat()).legal)
        if (a.act == Act::Bid || a.act == Act::Pass)
            legal << bidButtonName(a);
    legal.sort();
    const QStringList offered = enabledBidButtons(d);
    if (offered != legal) {
        fail(QStringLiteral("bid dialog offers %1, the core %2").arg(offered.join(u','), legal.join(u',')));
        return false;
    }
    return true;
}

bool TestTableGames::chooseDiscard(Table& t, QDialog* d, Rng& rng, CardList* chosen) {
    auto* dd = qobject_cast<DiscardDialog*>(d);
    auto* confirm = d->findChild<QPushButton*>(QStringLiteral("discardConfirm"));
    auto* clearAll = d->findChild<QPushButton*>(QStringLiteral("discardClear"));
    if (!dd || !confirm || !clearAll)
        return false;
    QList<QToolButton*> cards;
    for (QToolButton* b : d->findChildren<QToolButton*>())
        if (b->objectName().startsWith(QLatin1String("discard_")))
            cards << b;
    const Pack& pack = t.session->model()->game().pack();
    for (int attempt = 0; attempt < 40; ++attempt) {
        QTest::mouseClick(clearAll, Qt::LeftButton);
        if (confirm->isEnabled()) {
            fail(QStringLiteral("discard confirm enabled with nothing chosen"));
            return false;
        }
        QList<QToolButton*> order = cards;
        for (qsizetype i = order.size() - 1; i > 0; --i)
            std::swap(order[i], order[static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(i + 1)))]);
        int checked = 0;
        for (QToolButton* b : order) {
            if (checked == dd->needed())
                break;
            QTest::mouseClick(b, Qt::LeftButton);
            checked += b->isChecked();
        }
        if (!confirm->isEnabled())
            continue;
        const Action a = dd->selection();
        if (t.session->model()->check(a)) {
            fail(QStringLiteral("discard confirm enabled for a selection the core refuses"));
            return false;
        }
        if (chosen)
            *chosen = a.cards;
        QTest::mouseClick(confirm, Qt::LeftButton);
        const auto& actions = t.session->model()->record().deals.back().actions;
        if (actions.empty() || actions.back().act != Act::Discard || actions.back().cards != a.cards) {
            fail(QStringLiteral("the discard %1 was not applied").arg(QString::fromStdString(pack.codes(a.cards))));
            return false;
        }
        return true;
    }
    fail(QStringLiteral("no accepted discard found by clicking"));
    return false;
}

bool TestTableGames::answerDialog(Table& t, QDialog* d, Rng& rng) {
    const QString name = d->objectName();
    // The dialog shown must be the one for the decision due.
    const SeatView v = t.session->model()->view(t.session->human()->seat());
    const auto has = [&](Act act) {
        return std::any_of(v.legal.begin(), v.legal.end(), [&](const Action& a) { return a.act == act; });
    };
    if (name == QLatin1String("bidDialog")) {
        if (!has(Act::Bid) && !has(Act::Pass))
            fail(QStringLiteral("bid dialog without a bid due"));
        if (!bidDialogMatches(t, d))
            return false;
        QList<QPushButton*> choices;
        for (QPushButton* b : d->findChildren<QPushButton*>())
            if (b->objectName().startsWith(QLatin1String("bid_")) && b->isEnabled())
                choices << b;
        QTest::mouseClick(pick(choices, rng), Qt::LeftButton);
        return true;
    }
    if (name == QLatin1String("discardDialog")) {
        if (!has(Act::Discard))
            fail(QStringLiteral("discard dialog without a discard due"));
        return chooseDiscard(t, d, rng);
    }
    if (name == QLatin1String("ultiDialog")) {
        QList<QToolButton*> cards;
        for (QToolButton* b : d->findChildren<QToolButton*>())
            if (b->objectName().startsWith(QLatin1String("ulti_")))
                cards << b;
        if (cards.isEmpty())
            fail(QStringLiteral("Ulti dialog without cards"));
        else
            QTest::mouseClick(pick(cards, rng), Qt::LeftButton);
        auto* confirm = d->findChild<QPushButton*>(QStringLiteral("ultiConfirm"));
        auto* cancel = d->findChild<QPushButton*>(QStringLiteral("ultiCancel"));
        if (!confirm || !cancel)
            return false;
        QTest::mouseClick(confirm->isEnabled() && rng.below(2) == 0 ? confirm : cancel, Qt::LeftButton);
        return true;
    }
    QList<QAbstractButton*> choices;
    for (QAbstractButton* b : d->findChildren<QAbstractButton*>())
        if (b->isEnabled() &&
            (b->objectName().startsWith(QLatin1String("call_")) || b->objectName().startsWith(QLatin1String("trump")) ||
             b->objectName() == QLatin1String("redealButton") || b->objectName() == QLatin1String("surrenderButton")))
            choices << b;
    if (choices.isEmpty()) {
        fail(QStringLiteral("dialog %1 offers nothing").arg(name));
        return false;
    }
    QTest::mouseClick(pick(choices, rng), Qt::LeftButton);
    return true;
}

bool TestTableGames::playDeal(Table& t, Rng& rng, const DialogHook& hook) {
    TableModel* m = t.session->model();
    for (int guard = 0; guard < 6000; ++guard) {
        QTest::qWait(2);
        if (!failures_.isEmpty())
            return false;
        if (t.session->summary() && t.session->summary()->isVisible())
            return true;
        if (QDialog* d = t.session->human()->openDialog(); d && d->isVisible()) {
            if (hook && hook(t, d))
                continue;
            if (!answerDialog(t, d, rng))
                return false;
            continue;
        }
        ActionBar* bar = t.session->view()->actionBar();
        if (!bar->isVisible())
            continue;
        QList<QPushButton*> buttons;
        for (QPushButton* b : bar->findChildren<QPushButton*>()) {
            if (!b->isVisible())
                continue;
            // The structured decisions never fall back to generic buttons.
            const QString n = b->objectName();
            if (n.startsWith(QLatin1String("act_discard")) || n.startsWith(QLatin1String("act_bid")) ||
                n.startsWith(QLatin1String("act_pass")) || n.startsWith(QLatin1String("act_trump_blind"))) {
                fail(QStringLiteral("generic button %1 on the action bar").arg(n));
                return false;
            }
            if (n == QLatin1String("act_knock") && !knockLabelRight(t, b->text())) {
                fail(QStringLiteral("knock button says %1").arg(b->text()));
                return false;
            }
            buttons << b;
        }
        QList<Card> cards;
        for (Card c : t.session->scene()->handOrder())
            if (CardItem* item = t.session->scene()->handCard(c); item && item->lifted())
                cards << c;
        if (buttons.isEmpty() && cards.isEmpty())
            continue;
        // Before the first deal (e.g. cut or knock) there are no actions yet.
        const std::size_t before = m->record().deals.empty() ? 0 : m->record().deals.back().actions.size();
        const std::uint64_t n = static_cast<std::uint64_t>(cards.size() + buttons.size());
        const std::uint64_t choice = rng.below(n);
        if (choice < static_cast<std::uint64_t>(cards.size())) {
            const Card c = cards[static_cast<qsizetype>(choice)];
            clickCard(t, c);
            const auto& actions = m->record().deals.back().actions;
            if (actions.size() != before + 1 || actions.back().card != c) {
                fail(QStringLiteral("a lifted card was not played"));
                return false;
            }
        } else {
            QTest::mouseClick(buttons[static_cast<qsizetype>(choice - static_cast<std::uint64_t>(cards.size()))],
                              Qt::LeftButton);
        }
    }
    fail(QStringLiteral("the deal did not end"));
    return false;
}

// ---------------------------------------------------------------------------

void TestTableGames::dreierlesBidDialogMatchesCore() {
    TableModel model;
    model.setAutosavePath(QString());
    const GameInfo* info = findGame("dreierles");
    QCOMPARE(model.startNew(*info, Variant(info->options), {"Anna", "Bert", "Cilly"}, 5), QString());
    QVERIFY(model.deal(2)); // forehand is seat 0
    QCOMPARE(model.game().toAct(), 0);
    {
        BidDialog d(model, model.view(0), QString());
        QCOMPARE(enabledBidButtons(&d), QStringList({"bid_dreier", "bid_einer", "bid_pass", "bid_solo", "bid_zweier"}));
        QVERIFY(!d.findChild<QPushButton*>(QStringLiteral("bid_solo_du"))); // Achertal only: not shown
        auto* pass = d.findChild<QPushButton*>(QStringLiteral("bid_pass"));
        QVERIFY(pass && pass->text().startsWith(QStringLiteral("Weg")));
        auto* text = d.findChild<QLabel*>(QStringLiteral("bidText_einer"));
        QVERIFY(text && text->text().contains(QStringLiteral("\u00d73")));
        // A click says the bid.
        std::vector<Action> said;
        connect(&d, &BidDialog::chosen, this, [&said](const Action& a) { said.push_back(a); });
        QTest::mouseClick(d.findChild<QPushButton*>(QStringLiteral("bid_zweier")), Qt::LeftButton);
        QCOMPARE(said.size(), std::size_t{1});
        const Action a = said.front();
        QCOMPARE(a.act, Act::Bid);
        QCOMPARE(a.bid, std::string("zweier"));
        QVERIFY(model.submit(a));
    }
    // Middlehand: Dreier is not offered; the dialog says why, in the core's words; so far: Anna's Zweier.
    BidDialog d(model, model.view(1), QString());
    QCOMPARE(enabledBidButtons(&d), QStringList({"bid_einer", "bid_pass", "bid_solo"}));
    QVERIFY(!d.findChild<QPushButton*>(QStringLiteral("bid_dreier")));
    Refusal low;
    low.reason = Reason::BidTooLow;
    auto* closed = d.findChild<QLabel*>(QStringLiteral("bidNotOpen"));
    QVERIFY(closed);
    QVERIFY2(closed->text().contains(
                 QStringLiteral("Dreier, Zweier (%1)").arg(text::Wording::reason(low, model.game().pack()))),
             qPrintable(closed->text()));
    d.resize(d.sizeHint());
    d.grab().save(dir_->filePath(QStringLiteral("bid_dreierles.png")));
    auto* soFar = d.findChild<QLabel*>(QStringLiteral("bidSoFar"));
    QVERIFY(soFar && soFar->text().contains(QStringLiteral("Anna: Zweier")));
}

void TestTableGames::dappenCompulsoryBidSaysWhy() {
    TableModel model;
    model.setAutosavePath(QString());
    const GameInfo* info = findGame("dappen");
    QStringList names;
    for (int i = 0; i < 6; ++i)
        names << QStringLiteral("P%1").arg(i);
    QCOMPARE(model.startNew(*info, Variant(info->options), names, 9), QString());
    QVERIFY(model.deal(1)); // order 2, 3, 4, 5, 0, 1: seat 0 speaks second to last
    // Everybody passes the Solo round; seats 2 to 5 pass the Dappen round.
    for (int seat : {2, 3, 4, 5, 0, 1, 2, 3, 4, 5})
        QVERIFY(model.submit(Action::simple(seat, Act::Pass)));
    QCOMPARE(model.game().toAct(), 0);
    BidDialog d(model, model.view(0), QString());
    QCOMPARE(enabledBidButtons(&d), QStringList({"bid_dappen"}));
    QVERIFY(!d.findChild<QPushButton*>(QStringLiteral("bid_pass")));
    auto* note = d.findChild<QLabel*>(QStringLiteral("bidCompulsory"));
    QVERIFY(note);
    QVERIFY(note->text().contains(QStringLiteral("must dappen")));
    QVERIFY(!d.findChild<QPushButton*>(QStringLiteral("bid_solo"))); // the Solo round is over
    // The history words each pass by its round: "Fort Solo!" in the Solo round, "Fort!" after.
    auto* soFar = d.findChild<QLabel*>(QStringLiteral("bidSoFar"));
    QVERIFY(soFar);
    QCOMPARE(soFar->text().count(QStringLiteral("Fort Solo!")), 6);
    QCOMPARE(soFar->text().count(QStringLiteral(": Fort!")), 4);
    QVERIFY(soFar->text().startsWith(QStringLiteral("Bidding so far: P2: Fort Solo!")));
    d.resize(d.sizeHint());
    d.grab().save(dir_->filePath(QStringLiteral("bid_dappen_compulsory.png")));
}

void TestTableGames::dreierlesDeclarerDiscardsThroughDialog() {
    for (int attempt = 0; attempt < 60; ++attempt) {
        Table t = open(static_cast<quint64>(attempt) + 300);
        QVERIFY(start(t, "dreierles", 3, {}));
        Rng rng(static_cast<std::uint64_t>(attempt) + 1);
        bool discarded = false;
        const DialogHook hook = [&](Table& tt, QDialog* d) {
            const Pack& pack = tt.session->model()->game().pack();
            if (d->objectName() == QLatin1String("bidDialog")) {
                // Bid to take blind cards when the core allows it.
                if (!bidDialogMatches(tt, d))
                    return true;
                for (const char* bid : {"bid_dreier", "bid_zweier", "bid_einer"})
                    if (auto* b = d->findChild<QPushButton*>(QLatin1String(bid)); b && b->isEnabled()) {
                        QTest::mouseClick(b, Qt::LeftButton);
                        return true;
                    }
                return false;
            }
            if (d->objectName() != QLatin1String("discardDialog"))
                return false;
            const SeatView v = tt.session->model()->view(0);
            // The blind cards taken up are named.
            auto* taken = d->findChild<QLabel*>(QStringLiteral("discardTaken"));
            if (!taken)
                fail(QStringLiteral("the cards taken from the blind are not named"));
            // A King (or else a trump) is refused with the core's reason.
            Card keep = kNoCard;
            for (Card c : cardsOf(v.hand))
                if (pack.code(c).size() == 2 && pack.code(c)[1] == 'K')
                    keep = c;
            if (keep == kNoCard)
                keep = lowest(v.hand & pack.suitMask(Pack::kCegoTrumpSuit));
            auto* b =
                d->findChild<QToolButton*>(QStringLiteral("discard_%1").arg(QString::fromStdString(pack.code(keep))));
            auto* status = d->findChild<QLabel*>(QStringLiteral("discardStatus"));
            if (!b || !status) {
                fail(QStringLiteral("discard dialog parts missing"));
                return true;
            }
            QTest::mouseClick(b, Qt::LeftButton);
            Refusal r;
            r.reason = Reason::NoKingOrTrumpDiscard;
            r.card = keep;
            if (b->isChecked() || !status->text().contains(text::Wording::reason(r, pack)))
                fail(QStringLiteral("%1 was not refused: %2")
                         .arg(QString::fromStdString(pack.code(keep)), status->text()));
            d->grab().save(dir_->filePath(QStringLiteral("discard_dreierles.png")));
            CardList chosen;
            if (chooseDiscard(tt, d, rng, &chosen))
                discarded = true;
            return true;
        };
        QVERIFY2(playDeal(t, rng, hook), qPrintable(failures_.join(u'\n')));
        QCOMPARE(t.session->model()->game().dealsFinished(), 1);
        if (discarded)
            return;
    }
    QFAIL("the human never became a declarer with blind cards");
}

void TestTableGames::dreierlesWholeDeals() {
    Table t = open(41);
    QVERIFY(start(t, "dreierles", 3, {}));
    Rng rng(17);
    for (int deal = 0; deal < 3; ++deal) {
        QVERIFY2(playDeal(t, rng), qPrintable(failures_.join(u'\n')));
        QCOMPARE(t.session->model()->game().dealsFinished(), deal + 1);
        auto* next = t.session->summary()->findChild<QPushButton*>(QStringLiteral("nextDealButton"));
        QVERIFY(next);
        QTest::mouseClick(next, Qt::LeftButton);
        QTRY_VERIFY(t.session->model()->game().inDeal());
    }
}

void TestTableGames::dappenDeclarerDiscardsTwelve() {
    for (int attempt = 0; attempt < 60; ++attempt) {
        Table t = open(static_cast<quint64>(attempt) + 500);
        QVERIFY(start(t, "dappen", 6, {}, QStringLiteral("easy"))); // easy computers pass every bid
        Rng rng(static_cast<std::uint64_t>(attempt) + 7);
        bool discarded = false;
        const DialogHook hook = [&](Table& tt, QDialog* d) {
            const Pack& pack = tt.session->model()->game().pack();
            if (d->objectName() == QLatin1String("bidDialog")) {
                if (!bidDialogMatches(tt, d))
                    return true;
                for (const char* bid : {"bid_dappen", "bid_strecken", "bid_selber"})
                    if (auto* b = d->findChild<QPushButton*>(QLatin1String(bid)); b && b->isEnabled()) {
                        QTest::mouseClick(b, Qt::LeftButton);
                        return true;
                    }
                if (auto* pass = d->findChild<QPushButton*>(QStringLiteral("bid_pass"))) {
                    QTest::mouseClick(pass, Qt::LeftButton); // no Solo: wait for the Dappen round
                    return true;
                }
                return false;
            }
            if (d->objectName() != QLatin1String("discardDialog"))
                return false;
            auto* dd = qobject_cast<DiscardDialog*>(d);
            QList<QToolButton*> cards;
            for (QToolButton* b : d->findChildren<QToolButton*>())
                if (b->objectName().startsWith(QLatin1String("discard_")))
                    cards << b;
            if (!dd || dd->needed() != 12 || cards.size() != 19)
                fail(QStringLiteral("Dappen discard: %1 of %2 cards").arg(dd ? dd->needed() : -1).arg(cards.size()));
            // It fits the 1280x800 table.
            const QSize size = d->sizeHint();
            if (size.width() > 1280 || size.height() > 760)
                fail(QStringLiteral("discard dialog too big: %1x%2").arg(size.width()).arg(size.height()));
            // A 5-point card is refused with the reason.
            const SeatView v = tt.session->model()->view(0);
            Card five = kNoCard;
            for (Card c : cardsOf(v.hand))
                if (pack.points(c) == 5)
                    five = c;
            if (five != kNoCard) {
                auto* b = d->findChild<QToolButton*>(
                    QStringLiteral("discard_%1").arg(QString::fromStdString(pack.code(five))));
                QTest::mouseClick(b, Qt::LeftButton);
                auto* status = d->findChild<QLabel*>(QStringLiteral("discardStatus"));
                if (b->isChecked() || !status->text().contains(QStringLiteral("5-point")))
                    fail(QStringLiteral("a 5-point card was not refused: %1").arg(status->text()));
            }
            d->grab().save(dir_->filePath(QStringLiteral("discard_dappen.png")));
            if (chooseDiscard(tt, d, rng))
                discarded = true;
            return true;
        };
        QVERIFY2(playDeal(t, rng, hook), qPrintable(failures_.join(u'\n')));
        QCOMPARE(t.session->model()->game().dealsFinished(), 1);
        if (discarded) {
            t.window->grab().save(dir_->filePath(QStringLiteral("table_dappen_after.png")));
            return;
        }
    }
    QFAIL("the human never took the Dapp");
}

void TestTableGames::dreierschnapsenCallerTrumpsAndTalon() {
    bool trumpsSeen = false, talonSeen = false;
    for (int attempt = 0; attempt < 30 && !(trumpsSeen && talonSeen); ++attempt) {
        Table t = open(static_cast<quint64>(attempt) + 700);
        QVERIFY(start(t, "dreierschnapsen", 3, {}));
        Rng rng(static_cast<std::uint64_t>(attempt) + 3);
        const DialogHook hook = [&](Table& tt, QDialog* d) {
            const SeatView v = tt.session->model()->view(0);
            if (d->objectName() == QLatin1String("trumpDialog")) {
                // The caller's choice: suits of the first three, three blind backs, redeal only with three Unters.
                QStringList expected, offered;
                for (const Action& a : v.legal) {
                    if (a.act == Act::Trump)
                        expected << QStringLiteral("trump_%1")
                                        .arg(QLatin1Char(tt.session->model()->game().pack().suitLetter(a.suit)));
                    else if (a.act == Act::TrumpBlind)
                        expected << QStringLiteral("trumpBlind_%1").arg(a.index);
                    else if (a.act == Act::Redeal)
                        expected << QStringLiteral("redealButton");
                }
                for (QAbstractButton* b : d->findChildren<QAbstractButton*>())
                    if (b->objectName().startsWith(QLatin1String("trump")) ||
                        b->objectName() == QLatin1String("redealButton"))
                        offered << b->objectName();
                expected.sort();
                offered.sort();
                if (expected != offered || !offered.contains(QStringLiteral("trumpBlind_2")))
                    fail(QStringLiteral("trump dialog offers %1, the core %2")
                             .arg(offered.join(u','), expected.join(u',')));
                d->grab().save(dir_->filePath(QStringLiteral("trump_dreierschnapsen.png")));
                auto* blind = d->findChild<QToolButton*>(QStringLiteral("trumpBlind_1"));
                QTest::mouseClick(blind, Qt::LeftButton);
                const auto& actions = tt.session->model()->record().deals.back().actions;
                if (actions.empty() || actions.back().act != Act::TrumpBlind || actions.back().index != 1)
                    fail(QStringLiteral("the blind trump was not turned up"));
                trumpsSeen = true;
                return true;
            }
            if (d->objectName() == QLatin1String("bidDialog")) {
                if (!bidDialogMatches(tt, d))
                    return true;
                d->grab().save(dir_->filePath(QStringLiteral("bid_dreierschnapsen.png")));
                // Bid a contract with the talon when one is open (the caller, speaking last, then declares),
                // else pass.
                for (QPushButton* b : d->findChildren<QPushButton*>()) {
                    const QString n = b->objectName();
                    if (b->isEnabled() && n.startsWith(QLatin1String("bid_")) && n != QLatin1String("bid_pass") &&
                        !n.endsWith(QLatin1String("_notalon"))) {
                        QTest::mouseClick(b, Qt::LeftButton);
                        return true;
                    }
                }
                return false;
            }
            if (d->objectName() == QLatin1String("discardDialog")) {
                auto* dd = qobject_cast<DiscardDialog*>(d);
                if (!dd || dd->needed() != 2 || !d->findChild<QLabel*>(QStringLiteral("discardTaken")))
                    fail(QStringLiteral("talon exchange dialog is wrong"));
                d->grab().save(dir_->filePath(QStringLiteral("discard_dreierschnapsen.png")));
                if (chooseDiscard(tt, d, rng))
                    talonSeen = true;
                return true;
            }
            return false;
        };
        // The caller changes with the dealer: play a few deals at each table.
        for (int deal = 0; deal < 3 && !(trumpsSeen && talonSeen); ++deal) {
            QVERIFY2(playDeal(t, rng, hook), qPrintable(failures_.join(u'\n')));
            QVERIFY(t.session->model()->game().dealsFinished() >= deal + 1);
            if (t.session->model()->game().sessionOver())
                break;
            auto* next = t.session->summary()->findChild<QPushButton*>(QStringLiteral("nextDealButton"));
            QVERIFY(next);
            QTest::mouseClick(next, Qt::LeftButton);
        }
    }
    QVERIFY2(trumpsSeen, "the human was never the caller");
    QVERIFY2(talonSeen, "the human never exchanged with the talon");
}

void TestTableGames::dreegKamerunDurchmarschButton() {
    // The winner of Kamerun's first trick may announce a Durchmarsch before the second lead.
    for (int attempt = 0; attempt < 10; ++attempt) {
        Table t = open(static_cast<quint64>(attempt) + 900);
        QVERIFY(start(t, "dreeg", 4, {{"phases", std::vector<std::string>{"kamerun"}}}));
        TableModel* m = t.session->model();
        Rng rng(static_cast<std::uint64_t>(attempt) + 5);
        // Several deals at each table: the lead passes round.
        for (int guard = 0; guard < 8000 && m->game().dealsFinished() < 6 && !m->game().sessionOver(); ++guard) {
            QTest::qWait(2);
            if (clickPreDeal(t))
                continue;
            if (t.session->summary() && t.session->summary()->isVisible()) {
                if (auto* next = t.session->summary()->findChild<QPushButton*>(QStringLiteral("nextDealButton")))
                    QTest::mouseClick(next, Qt::LeftButton);
                continue;
            }
            if (QPushButton* march = visibleButton(t, QStringLiteral("act_durchmarsch"))) {
                QVERIFY(march->text().startsWith(QStringLiteral("Durchmarsch!")));
                QVERIFY(!march->toolTip().isEmpty());
                t.window->grab().save(dir_->filePath(QStringLiteral("table_durchmarsch.png")));
                QTest::mouseClick(march, Qt::LeftButton);
                const auto& actions = m->record().deals.back().actions;
                QCOMPARE(actions.back().act, Act::Durchmarsch);
                QCOMPARE(actions.back().seat, 0);
                QVERIFY2(playDeal(t, rng), qPrintable(failures_.join(u'\n')));
                return;
            }
            if (m->game().toAct() != 0 || !t.session->view()->actionBar()->isVisible())
                continue;
            // Play an allowed card (not announcing).
            QList<Card> lifted;
            for (Card c : t.session->scene()->handOrder())
                if (CardItem* item = t.session->scene()->handCard(c); item && item->lifted())
                    lifted << c;
            if (!lifted.isEmpty())
                clickCard(t, lifted[static_cast<qsizetype>(rng.below(static_cast<std::uint64_t>(lifted.size())))]);
        }
    }
    QFAIL("the human never won the first Kamerun trick");
}

void TestTableGames::dreegTwoPlayersHastDas() {
    // Two-player Rot-Assen: asked "Hast' das?", the holder of the Ace of hearts may declare it out of turn.
    bool declared = false, declined = false;
    for (int attempt = 0; attempt < 80 && !(declared && declined); ++attempt) {
        Table t = open(static_cast<quint64>(attempt) + 1100);
        QVERIFY(start(t, "dreeg", 2, {{"phases", std::vector<std::string>{"rot_assen"}}}));
        TableModel* m = t.session->model();
        Rng rng(static_cast<std::uint64_t>(attempt) + 2);
        for (int guard = 0; guard < 2000 && m->game().dealsFinished() == 0; ++guard) {
            QTest::qWait(2);
            if (clickPreDeal(t))
                continue;
            ActionBar* bar = t.session->view()->actionBar();
            QPushButton* decline = visibleButton(t, QStringLiteral("act_decline"));
            if (!decline || m->game().toAct() == 0)
                continue;
            QList<QPushButton*> trumps;
            for (QPushButton* b : bar->findChildren<QPushButton*>())
                if (b->isVisible() && b->objectName().startsWith(QLatin1String("act_trump_")))
                    trumps << b;
            if (trumps.isEmpty())
                continue;
            QVERIFY(decline->text().startsWith(QStringLiteral("Nein")));
            const std::size_t before = m->record().deals.back().actions.size();
            if (!declined) {
                QTest::mouseClick(decline, Qt::LeftButton);
                QCOMPARE(m->record().deals.back().actions.size(), before); // nothing recorded, play goes on
                declined = true;
                continue;
            }
            QPushButton* b = pick(trumps, rng);
            const QString suit = b->objectName().right(1);
            QTest::mouseClick(b, Qt::LeftButton);
            const Action& a = m->record().deals.back().actions.back();
            QCOMPARE(a.act, Act::Trump);
            QCOMPARE(a.seat, 0);
            QCOMPARE(QString(QLatin1Char(m->game().pack().suitLetter(a.suit))), suit);
            declared = true;
            QVERIFY2(playDeal(t, rng), qPrintable(failures_.join(u'\n')));
            break;
        }
    }
    QVERIFY2(declined, "the human was never asked \"Hast' das?\"");
    QVERIFY2(declared, "the human never declared the Ace of hearts");
}

// Whole sessions, every deal played by clicking, each next deal started from
// the deal summary's button, until the session summary names the result:
// a Schnapsen match to seven, a Dreierschnapsen match to 24 and a Dreeg
// session of two phases against the normal computer players.
void TestTableGames::wholeSessionsThroughTheGui() {
    struct Case {
        const char* game;
        int players;
        std::vector<std::pair<std::string, OptionValue>> opts;
    };
    const std::vector<Case> cases = {
        {"schnapsen", 2, {}},
        {"dreierschnapsen", 3, {}},
        {"dreeg", 3, {{"phases", std::vector<std::string>{"66", "kamerun"}}}},
    };
    for (const Case& c : cases) {
        Table t = open(900);
        QVERIFY(start(t, c.game, c.players, c.opts, QStringLiteral("normal")));
        Rng rng(17);
        int deals = 0;
        for (; deals < 200; ++deals) {
            QVERIFY2(playDeal(t, rng),
                     qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(c.game), failures_.join(u'\n'))));
            if (auto* more = t.session->summary()->findChild<QPushButton*>(QStringLiteral("sessionSummaryButton"))) {
                QVERIFY(t.session->model()->game().sessionOver());
                QTest::mouseClick(more, Qt::LeftButton);
                break;
            }
            auto* next = t.session->summary()->findChild<QPushButton*>(QStringLiteral("nextDealButton"));
            QVERIFY(next);
            QTest::mouseClick(next, Qt::LeftButton);
            QTRY_VERIFY(!t.session->summary() || !t.session->summary()->isVisible());
        }
        QVERIFY2(deals < 200, c.game);
        QDialog* session = nullptr;
        QTRY_VERIFY((session = t.window->findChild<QDialog*>(QStringLiteral("sessionSummary"))) &&
                    session->isVisible());
        auto* result = session->findChild<QLabel*>(QStringLiteral("resultText"));
        QVERIFY(result && !result->text().isEmpty());
        QCOMPARE(t.session->model()->game().dealsFinished(), deals + 1);
    }
}

void TestTableGames::seatsTurnTheGamesWay_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("anticlockwise");
    QTest::newRow("dreierles 3") << "dreierles" << 3 << true;
    QTest::newRow("dreierles 4") << "dreierles" << 4 << true;
    QTest::newRow("dappen 6") << "dappen" << 6 << true;
    QTest::newRow("dappen 7") << "dappen" << 7 << true;
    QTest::newRow("dappen 8") << "dappen" << 8 << true;
    QTest::newRow("dreeg 3") << "dreeg" << 3 << false;
    QTest::newRow("dreeg 4") << "dreeg" << 4 << false;
    QTest::newRow("dreierschnapsen 3") << "dreierschnapsen" << 3 << false;
}

// Dreierles and Dappen are dealt and played anticlockwise (dreierles.txt: "The direction of play
// is anticlockwise"; dappen.txt: "Deal and play are anticlockwise"): the seat that acts after the
// human sits at the human's right, and so on round the table to the right; Dreeg and
// Dreierschnapsen turn clockwise, to the left. The score sheet keeps its columns in play order.
void TestTableGames::seatsTurnTheGamesWay() {
    QFETCH(QString, game);
    QFETCH(int, players);
    QFETCH(bool, anticlockwise);
    const QByteArray id = game.toLatin1();
    QCOMPARE(findGame(id.constData())->direction == Direction::Anticlockwise, anticlockwise);
    Table t = open(31);
    QVERIFY(start(t, id.constData(), players, {}));
    TableScene* scene = t.session->scene();
    QTRY_VERIFY(scene->plate(players - 1) && scene->plate(players - 1)->isVisible());
    // Round the table from the human at the bottom: where each seat sits, as an angle about the
    // middle of the felt, turning clockwise on screen (left, top, right) from the human's place.
    const QPointF middle(scene->sceneRect().center().x(), scene->sceneRect().height() * 0.4);
    const auto turn = [&](int seat) {
        const SeatPlate* p = scene->plate(seat);
        const QPointF c = p->mapToScene(QPointF(p->plateSize().width() / 2, p->plateSize().height() / 2)) - middle;
        const qreal deg = std::atan2(c.y(), c.x()) * 180.0 / M_PI; // screen: y down, so clockwise grows
        return std::fmod(deg - 90.0 + 720.0, 360.0);               // 0: straight below, at the human
    };
    const auto x = [&](int seat) {
        const SeatPlate* p = scene->plate(seat);
        return p->mapToScene(QPointF(p->plateSize().width() / 2, 0)).x();
    };
    const qreal humanX = scene->sceneRect().center().x(); // the human sits at the bottom, behind the hand
    if (anticlockwise) {
        QVERIFY2(x(1) > humanX, "the next seat does not sit at the human's right");
        QVERIFY2(x(players - 1) < humanX, "the seat before the human does not sit at the human's left");
    } else {
        QVERIFY2(x(1) < humanX, "the next seat does not sit at the human's left");
        QVERIFY2(x(players - 1) > humanX, "the seat before the human does not sit at the human's right");
    }
    for (int s = 2; s < players; ++s) {
        const qreal before = turn(s - 1), now = turn(s);
        // Clockwise on screen the angle grows from seat to seat in play order; anticlockwise it falls.
        QVERIFY2(
            anticlockwise ? now < before : now > before,
            qPrintable(QStringLiteral("seat %1 at %2 degrees, seat %3 at %4").arg(s - 1).arg(before).arg(s).arg(now)));
    }
    // The score sheet: a column per player, in play order (the human first, then the next to act).
    QTest::qWait(20);
    clickPreDeal(t);
    QTRY_VERIFY(t.session->model()->game().inDeal());
    const ScoreSheet sheet = ScoreSheet::build(t.session->model()->record(), {});
    QStringList expected;
    for (int s = 0; s < players; ++s)
        expected << t.session->model()->name(s);
    QCOMPARE(sheet.players, expected);
    for (const SheetBlock& b : sheet.blocks) {
        QStringList heads = b.table.headers;
        heads.removeIf([&](const QString& h) { return !expected.contains(h); });
        QVERIFY(heads.isEmpty() || heads == expected);
    }
}

QTEST_MAIN(TestTableGames)
#include "test_table_games.moc"
