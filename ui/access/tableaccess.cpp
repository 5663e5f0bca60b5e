#include "tableaccess.h"

#include "accessprefs.h"
#include "dialogs/dealsummary.h"
#include "flow/humanseat.h"
#include "flow/tablesession.h"
#include "games/dialogwords.h"
#include "games/gameface.h"
#include "sound/soundcues.h"
#include "table/actionbar.h"
#include "table/scoreboard.h"
#include "table/seatplate.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "tableaccessible.h"
#include "text/wording.h"

#include <QAccessible>
#include <QCoreApplication>
#include <QDialog>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QTextDocumentFragment>

namespace st::ui::access {

TableAccess* TableAccess::attach(TableSession* session) {
    TableAccess* access = attach(session->model(), session->scene(), session->view(), session->human());
    connect(session, &TableSession::hintReady, access, &TableAccess::say);
    return access;
}

TableAccess* TableAccess::attach(TableModel* model, TableScene* scene, TableView* view, HumanSeat* human) {
    TableAccessible::install();
    auto* access = new TableAccess(model, scene, view, human);
    // The view's interface may have been made before the factory was there (the view names itself
    // as it is built): it is made again, as ours.
    if (QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(view);
        iface && !dynamic_cast<TableAccessible*>(iface))
        QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(iface));
    access->sounds_ = new sound::SoundCues(
        model, [access] { return access->humanSeat(); }, view);
    return access;
}

TableAccess* TableAccess::of(const QObject* view) {
    return view ? view->findChild<TableAccess*>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
}

TableAccess::TableAccess(TableModel* model, TableScene* scene, TableView* view, HumanSeat* human)
    : QObject(view), model_(model), scene_(scene), view_(view), human_(human) {
    setObjectName(QStringLiteral("tableAccess"));
    connect(model_, &TableModel::dealStarted, this, &TableAccess::onDealStarted);
    connect(model_, &TableModel::actionApplied, this, &TableAccess::onAction);
    connect(model_, &TableModel::trickWon, this, &TableAccess::onTrick);
    connect(model_, &TableModel::dealScored, this, &TableAccess::onDealScored);
    connect(model_, &TableModel::sessionOver, this, [this] { say(tr("The session is over.")); });
    connect(model_, &TableModel::rewound, this, [this] { say(tr("Your last decision was taken back.")); });
    connect(human_, &HumanSeat::presented, this, [this] { say(turnWords()); });
    // A refused move and why (a hint's answer: attach()).
    connect(human_, &HumanSeat::refused, this, &TableAccess::say);
    // High contrast, suit marks or large cards changed: the table is laid out and drawn anew.
    connect(AccessNotifier::instance(), &AccessNotifier::changed, this, [this] {
        QResizeEvent e(view_->size(), view_->size());
        QCoreApplication::sendEvent(view_, &e);
    });
}

int TableAccess::humanSeat() const {
    return human_->seat();
}

QString TableAccess::who(int seat) const {
    return seat == humanSeat() && !scene_->watching() ? tr("You") : model_->name(seat);
}

namespace {
TableAccess::EventObserver& eventObserver() {
    static TableAccess::EventObserver o;
    return o;
}
} // namespace

void TableAccess::setEventObserver(EventObserver observer) {
    eventObserver() = std::move(observer);
}

void TableAccess::say(const QString& text) {
    const QString t = text.simplified();
    if (t.isEmpty() || (!said_.isEmpty() && said_.last() == t))
        return;
    said_ << t;
    if (auto* table = dynamic_cast<TableAccessible*>(QAccessible::queryAccessibleInterface(view_)))
        if (QAccessibleInterface* live = table->liveRegion()) {
            QAccessibleEvent e(live, QAccessible::NameChanged);
            if (eventObserver())
                eventObserver()(&e);
            QAccessible::updateAccessibility(&e);
        }
    emit announced(t);
}

void TableAccess::onTrick(int seat) {
    say(seat == humanSeat() ? tr("You take the trick.") : tr("%1 takes the trick.").arg(model_->name(seat)));
    newCards(); // the cards drawn from the talon after the trick
}

void TableAccess::announceDeal() {
    onDealStarted();
    sounds_->cue(sound::Cue::Deal);
}

void TableAccess::announceAction(const Action& a) {
    onAction(a);
    sounds_->onAction(a);
}

void TableAccess::announceTrick(int seat) {
    onTrick(seat);
    sounds_->cue(sound::Cue::Trick);
}

void TableAccess::announceResult() {
    onDealScored();
    sounds_->onDealScored();
}

void TableAccess::onDealStarted() {
    const auto& deals = model_->record().deals;
    if (deals.empty())
        return;
    const int dealer = deals.back().setup.dealer;
    const int number = static_cast<int>(deals.size());
    QString text = dealer == humanSeat() && !scene_->watching() ? tr("Deal %1: you deal.").arg(number)
                                                                : tr("Deal %1: %2 deals.").arg(number).arg(who(dealer));
    // Middlehand's cut or knock (Dreierschnapsen), as its bubble says it.
    if (const int cutter = model_->cutChooser(dealer); cutter >= 0)
        if (const QString cut = scene_->bubbles().value(cutter); !cut.isEmpty())
            text += QLatin1Char(' ') + tr("%1: %2").arg(who(cutter), cut);
    QStringList cards;
    for (Card c : scene_->handOrder())
        cards << text::Wording::cardName(model_->game().pack(), c);
    if (!cards.isEmpty() && !scene_->watching())
        text += QLatin1Char(' ') + tr("Your cards: %1.").arg(cards.join(tr(", ")));
    say(text);
    hand_ = model_->view(humanSeat()).hand; // what is new in the hand from here on is said
}

void TableAccess::newCards() {
    if (!model_->hasGame() || scene_->watching())
        return;
    const CardSet hand = model_->view(humanSeat()).hand;
    const CardSet fresh = hand & ~hand_;
    hand_ = hand;
    QStringList names;
    for (Card c : cardsOf(fresh))
        names << text::Wording::cardName(model_->game().pack(), c);
    if (!names.isEmpty())
        say(tr("Now in your hand: %1.").arg(names.join(tr(", "))));
}

void TableAccess::onAction(const Action& a) {
    const Game& game = model_->game();
    const auto& deals = model_->record().deals;
    if (deals.empty() || deals.back().actions.empty())
        return;
    if (a.act == Act::Play) {
        const QString card = text::Wording::cardName(game.pack(), a.card);
        say(a.seat == humanSeat() && !scene_->watching() ? tr("You play %1.").arg(card)
                                                         : tr("%1 plays %2.").arg(model_->name(a.seat), card));
        return;
    }
    const auto& actions = deals.back().actions;
    const std::size_t k = actions.size() - 1;
    const std::vector<std::string> keys = model_->passKeys();
    QString words;
    // Dappen's pass in the words of its round ("Fort Solo!", "Fort!", "Gut"), as the table says it.
    if (a.act == Act::Pass && k < keys.size() && keys[k] != "pass")
        words = faces::face(game).bidName(keys[k]);
    else
        words = faces::spoken(game, actions, k, model_->view(humanSeat()).trump);
    if (words.isEmpty() && a.act == Act::Draw)
        words = tr("draws");
    if (!words.isEmpty())
        say(tr("%1: %2").arg(who(a.seat), words));
    newCards(); // what the action brought into the hand: a draw, the talon, the blind
}

void TableAccess::onDealScored() {
    const Game& game = model_->game();
    const QString html = DealSummary::resultHtml(*model_);
    // The summary's first line says who won what; the figures follow, seat by seat.
    const QString outcome = QTextDocumentFragment::fromHtml(html).toPlainText().section(QLatin1Char('\n'), 0, 0);
    const DealResult r = game.lastResult();
    QStringList seats;
    for (int s = 0; s < game.seats(); ++s)
        if (const std::size_t i = static_cast<std::size_t>(s); i < r.delta.size())
            seats << tr("%1 %2").arg(who(s), game.unit() == ScoreUnit::Cents ? text::Wording::money(r.delta[i], true)
                                                                             : text::Wording::signedNumber(r.delta[i]));
    say(tr("The deal is over. %1 %2: %3.").arg(outcome, ScoreBoard::unitName(game), seats.join(tr(", "))));
}

QString TableAccess::turnWords() const {
    if (!model_->hasGame() || scene_->watching())
        return {};
    const SeatView v = model_->view(humanSeat());
    if (scene_->humanPlaying()) {
        int playable = 0;
        for (Card c : scene_->handOrder())
            playable += model_->check(Action::play(humanSeat(), c)) ? 0 : 1;
        return tr("Your turn: play a card (%n may be played).", "", playable);
    }
    // A decision dialog: its title ("Dreierles – bidding"); the screen reader reads the dialog.
    if (const QDialog* d = human_->openDialog(); d && d->isVisible())
        return tr("Your decision: %1.").arg(d->windowTitle());
    // The action bar's prompt and buttons ("Your trick. Draw, or before drawing: Draw, Close").
    QStringList buttons;
    for (QPushButton* b : view_->actionBar()->findChildren<QPushButton*>())
        if (b->isVisibleTo(view_->actionBar()) && b->isEnabled())
            buttons << b->text().remove(QLatin1Char('&'));
    if (buttons.isEmpty())
        return tr("Your decision.");
    QString prompt;
    if (const QLabel* label = view_->actionBar()->findChild<QLabel*>(); label && label->isVisibleTo(view_->actionBar()))
        prompt = label->text();
    if (prompt.isEmpty())
        return tr("Your decision: %1.").arg(buttons.join(tr(", ")));
    return tr("%1 %2.").arg(prompt, buttons.join(tr(", ")));
}

bool TableAccess::playCard(Card card) {
    const QList<Card> hand = scene_->handOrder();
    if (!scene_->humanPlaying() || !hand.contains(card))
        return false;
    if (!hand.contains(scene_->focusedCard()))
        scene_->moveFocus(0); // the focus onto the hand
    scene_->moveFocus(static_cast<int>(hand.indexOf(card) - hand.indexOf(scene_->focusedCard())));
    if (scene_->focusedCard() != card)
        return false;
    scene_->activateFocus();
    return true;
}

TableWords TableAccess::words() const {
    TableWords w;
    if (!model_->hasGame())
        return w;
    const Game& game = model_->game();
    const Pack& pack = game.pack();
    const int h = humanSeat();
    const SeatView v = model_->view(h);
    const bool playing = scene_->humanPlaying();
    int playable = 0;
    for (Card c : scene_->handOrder()) {
        CardWords cw;
        cw.card = c;
        cw.name = text::Wording::cardName(pack, c);
        cw.focused = c == scene_->focusedCard();
        if (playing) {
            if (const Refusal r = model_->check(Action::play(h, c))) {
                cw.refused = true;
                cw.name = tr("%1, may not be played: %2").arg(cw.name, text::Wording::reason(r, pack));
            } else {
                cw.playable = true;
                ++playable;
                cw.name = tr("%1, playable").arg(cw.name);
            }
        }
        w.hand << cw;
    }
    const int held = static_cast<std::size_t>(h) < v.handSizes.size() ? v.handSizes[static_cast<std::size_t>(h)] : 0;
    w.handDescription = tr("%n card(s)", "", static_cast<int>(w.hand.size()));
    if (held > w.hand.size() && v.trick.empty())
        w.handDescription += tr(", and %n face down until the call", "", held - static_cast<int>(w.hand.size()));
    if (playing)
        w.handDescription += QLatin1String(". ") + tr("You are to play; %n may be played.", "", playable);
    for (const auto& [seat, c] : v.trick)
        w.trick << tr("%1: %2").arg(who(seat), text::Wording::cardName(pack, c));
    w.trickDescription = v.trick.empty() ? tr("No card has been played to this trick yet.")
                                         : tr("%n card(s) played", "", static_cast<int>(v.trick.size()));
    const QMap<int, QString> said = scene_->bubbles();
    for (int s = 0; s < game.seats(); ++s) {
        SeatWords sw;
        const std::size_t i = static_cast<std::size_t>(s);
        const SeatPlate* plate = scene_->plate(s);
        sw.name = plate ? plate->data().name : model_->name(s);
        if (s == h && !scene_->watching() && sw.name != tr("You"))
            sw.name = tr("%1 (you)").arg(sw.name);
        sw.toAct = game.inDeal() && v.toAct == s;
        if (sw.toAct)
            sw.lines << tr("To act");
        if (plate) {
            const PlateData& d = plate->data();
            if (d.dealer)
                sw.lines << tr("Dealer");
            if (d.out)
                sw.lines << tr("Sits out this deal");
            else {
                sw.lines << tr("%n card(s) in hand", "", d.cardsLeft);
                sw.lines << tr("%n trick(s) taken", "", d.tricks);
            }
            for (const QString& m : d.markers)
                sw.lines << m;
            if (!d.score.isEmpty())
                sw.lines << tr("Score: %1").arg(d.score);
        } else if (i < v.handSizes.size()) {
            sw.lines << tr("%n card(s) in hand", "", v.handSizes[i]);
        }
        QStringList shown;
        for (const auto& [seat, c] : v.shown)
            if (seat == s)
                shown << text::Wording::cardName(pack, c);
        if (!shown.isEmpty())
            sw.lines << tr("Shown: %1").arg(shown.join(tr(", ")));
        if (said.contains(s))
            sw.lines << tr("Says: %1").arg(said.value(s));
        w.seats << sw;
    }
    if (!scene_->stockText().isEmpty())
        w.stock << scene_->stockText();
    if (v.talonTop != kNoCard)
        w.stock << tr("Face up on the talon: %1").arg(text::Wording::cardName(pack, v.talonTop));
    if (v.talonClosed)
        w.stock << tr("The talon is closed.");
    if (v.trump >= 0)
        w.stock << tr("Trumps: %1").arg(text::Wording::suitName(pack, v.trump));
    if (v.trumpCard != kNoCard)
        w.stock << tr("Trump card: %1").arg(text::Wording::cardName(pack, v.trumpCard));
    for (const OpenTrick& t : v.openTricks) {
        QStringList cards;
        for (const auto& [seat, c] : t.cards)
            cards << text::Wording::cardName(pack, c);
        w.stock << tr("Face up, taken by %1: %2").arg(who(t.winner), cards.join(tr(", ")));
    }
    for (const auto& [seat, c] : v.lastTrick)
        w.lastTrick << tr("%1: %2").arg(who(seat), text::Wording::cardName(pack, c));
    if (const int winner = scene_->lastTrickWinner(); winner >= 0 && !v.lastTrick.empty())
        w.lastTrickDescription = tr("Taken by %1").arg(who(winner));
    if (const QString status = scene_->status(); !status.isEmpty())
        w.info << status;
    w.info << scene_->scoreLines();
    if (const QString counting = scene_->countingLine(); !counting.isEmpty())
        w.info << counting;
    return w;
}

} // namespace st::ui::access
