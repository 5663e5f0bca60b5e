#include "humanseat.h"

#include "dialogs/biddialog.h"
#include "dialogs/calldialog.h"
#include "dialogs/discarddialog.h"
#include "dialogs/trumpdialog.h"
#include "dialogs/ultidialog.h"
#include "games/gameface.h"
#include "help/rulesbook.h"
#include "table/actionbar.h"
#include "table/carditem.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "text/wording.h"

#include <QAbstractButton>
#include <QBoxLayout>
#include <QCoreApplication>
#include <QDialog>
#include <QLabel>
#include <QPushButton>

#include <algorithm>

namespace st::ui {

HumanSeat::HumanSeat(int seat, TableModel* model, TableScene* scene, ActionBar* bar, QWidget* dialogParent,
                     QObject* parent)
    : HomeSeat(parent), seat_(seat), model_(model), scene_(scene), bar_(bar), dialogParent_(dialogParent) {
    connect(scene_, &TableScene::cardClicked, this, &HumanSeat::cardClicked);
}

void HumanSeat::ask(const Question& q) {
    kind_ = q.kind;
    ticket_ = q.ticket;
    switch (q.kind) {
    case Question::Kind::Due: {
        const SeatView& v = q.view;
        // Drawing with nothing else to decide (no close, going out or exchange
        // possible) is done for the human, as a hand reaches for the talon.
        if (v.legal.size() == 1 && v.legal.front().act == Act::Draw) {
            clear();
            answer(v.legal.front());
            return;
        }
        // The one card that may be played, with nothing else to decide, when the player wants it so.
        if (playOnlyCard_ && playsByItself(v)) {
            clear();
            const Card c = v.legal.front().card;
            const bool allowed = !model_->check(v.legal.front());
            answer(v.legal.front());
            if (allowed)
                emit status(QCoreApplication::translate("st::ui::FlowController",
                                                        "Your only card that may be played, %1, was played for you")
                                .arg(text::Wording::cardName(model_->game().pack(), c)));
            return;
        }
        present();
        return;
    }
    case Question::Kind::Optional:
        presentOptional();
        emit status(QCoreApplication::translate("st::ui::FlowController", "Your choice"));
        return;
    case Question::Kind::Dealer:
        emit status(QCoreApplication::translate("st::ui::FlowController", "Choose the first dealer"));
        presentDealerChoice(q.dealers);
        return;
    case Question::Kind::Cut:
        emit status(QCoreApplication::translate("st::ui::FlowController", "Cut or knock"));
        presentCutChoice(q.dealer);
        return;
    }
}

void HumanSeat::answer(std::optional<Action> a) {
    Answer ans;
    ans.kind = kind_;
    ans.ticket = ticket_;
    ans.action = std::move(a);
    emit answered(ans);
}

void HumanSeat::answerRefused(const Answer& a, const Refusal& r) {
    const QString why = tr("Not allowed: %1").arg(text::Wording::reason(r, model_->game().pack()));
    emit message(why);
    if (a.kind == Question::Kind::Optional)
        presentOptional(); // the decision stays open
    else
        present();
    emit refused(why);
}

void HumanSeat::clear() {
    playing_ = false;
    bar_->clear();
    bar_->setToolTip(QString());
    if (dialog_) {
        disconnect(dialog_, &QDialog::rejected, this, nullptr); // closed by us: not a dismissal
        dialog_->close();
        dialog_->deleteLater();
    }
}

void HumanSeat::submit(const Action& a) {
    if (gate_) {
        if (const QString no = gate_(a); !no.isEmpty()) {
            emit message(no);
            present(); // the decision stays due
            emit refused(no);
            return;
        }
    }
    clear();
    answer(a);
}

QStringList HumanSeat::widgetsFor(const Action& a) const {
    if (a.seat < 0)
        return {QStringLiteral("act_decline")};
    const Pack& pack = model_->game().pack();
    const auto code = [&](Card c) { return QString::fromStdString(pack.code(c)); };
    switch (a.act) {
    case Act::Play:
        return {};
    case Act::Bid:
    case Act::Pass: {
        QString name = a.act == Act::Pass ? QStringLiteral("bid_pass")
                                          : QStringLiteral("bid_%1").arg(QString::fromStdString(a.bid));
        if (a.act == Act::Bid && a.talon.has_value() && !*a.talon)
            name += QStringLiteral("_notalon");
        // Outside the bidding dialog (an optional pass) the bar's button.
        return {name, QStringLiteral("act_pass")};
    }
    case Act::Call:
        return {QStringLiteral("call_%1").arg(code(a.card))};
    case Act::Trump:
        return {QStringLiteral("trump_%1").arg(QLatin1Char(pack.suitLetter(a.suit))),
                QStringLiteral("act_trump_%1").arg(QLatin1Char(pack.suitLetter(a.suit)))};
    case Act::TrumpBlind:
        return {QStringLiteral("trumpBlind_%1").arg(a.index)};
    case Act::Redeal:
        return {QStringLiteral("redealButton"), QStringLiteral("act_redeal")};
    case Act::Surrender:
        return {QStringLiteral("surrenderButton"), QStringLiteral("act_surrender")};
    case Act::Discard: {
        QStringList names;
        for (Card c : a.cards)
            names << QStringLiteral("discard_%1").arg(code(c));
        names << QStringLiteral("discardConfirm");
        return names;
    }
    case Act::Announce:
        if (a.what == "ulti") {
            // The bar's button opens the dialog; there the trumps are chosen, then confirmed.
            QStringList names{QStringLiteral("act_announce_ulti")};
            for (Card c : a.cards)
                names << QStringLiteral("ulti_%1").arg(code(c));
            if (a.card != kNoCard)
                names << QStringLiteral("ulti_%1").arg(code(a.card));
            names << QStringLiteral("ultiConfirm");
            return names;
        }
        break;
    default:
        break;
    }
    QString name = QStringLiteral("act_%1").arg(QString::fromUtf8(actName(a.act).data()));
    if (!a.what.empty())
        name += QStringLiteral("_%1").arg(QString::fromStdString(a.what));
    if (a.suit >= 0)
        name += QStringLiteral("_%1").arg(QLatin1Char(pack.suitLetter(a.suit)));
    return {name};
}

void HumanSeat::markChoice(const std::optional<Action>& a) {
    if (a && a->seat >= 0 && a->act == Act::Play) {
        markButtons({});
        if (CardItem* item = scene_->handCard(a->card))
            item->setCoached(true);
        return;
    }
    markButtons(a ? widgetsFor(*a) : QStringList());
}

void HumanSeat::markCut(std::optional<bool> knocked) {
    markButtons(knocked ? QStringList{*knocked ? QStringLiteral("cut_knock") : QStringLiteral("cut_cut")}
                        : QStringList());
}

void HumanSeat::markButtons(const QStringList& names) {
    static const char* const kOld = "markOldStyle";
    for (Card c : scene_->handOrder())
        if (CardItem* item = scene_->handCard(c))
            item->setCoached(false);
    QList<QAbstractButton*> all = bar_->findChildren<QAbstractButton*>();
    if (dialog_)
        all << dialog_->findChildren<QAbstractButton*>();
    for (QAbstractButton* b : all)
        if (b->property(kOld).isValid()) {
            b->setStyleSheet(b->property(kOld).toString());
            b->setProperty(kOld, QVariant());
            b->setProperty("coached", false);
        }
    for (QAbstractButton* b : all)
        if (names.contains(b->objectName()) && b->isVisible()) {
            b->setProperty(kOld, b->styleSheet());
            b->setProperty("coached", true);
            b->setStyleSheet(b->styleSheet() +
                             QStringLiteral("\nQAbstractButton#%1 { border: 3px solid #3dd16a; border-radius: 6px; }")
                                 .arg(b->objectName()));
        }
}

void HumanSeat::showHint(const QString& text, const std::optional<Action>& a) {
    if (dialog_)
        if (auto* label = dialog_->findChild<QLabel*>(QStringLiteral("dialogHintText"))) {
            label->setText(text);
            label->show();
            growToFit(dialog_);
        }
    markChoice(a);
}

void HumanSeat::growToFit(QDialog* d) {
    // Words added to an open dialog (a hint, a refusal) take their room: the dialog grows to
    // hold every row at its width instead of letting the rows overlap.
    QLayout* l = d->layout();
    if (!l)
        return;
    l->invalidate();
    l->activate();
    const int w = d->width();
    const int h = std::max(l->hasHeightForWidth() ? l->totalHeightForWidth(w) : l->totalSizeHint().height(),
                           l->totalMinimumSize().height());
    if (h > d->height())
        d->resize(w, h);
}

void HumanSeat::openDialog(QDialog* d, const QString& reopen) {
    d->setAttribute(Qt::WA_DeleteOnClose);
    dialog_ = d;
    // A hint works in the dialog too: its words appear in the dialog, its choice is marked.
    if (auto* box = qobject_cast<QBoxLayout*>(d->layout())) {
        auto* row = new QHBoxLayout;
        row->setObjectName(QStringLiteral("dialogTopRow"));
        auto* hint = new QPushButton(tr("Hint"), d);
        hint->setObjectName(QStringLiteral("dialogHint"));
        hint->setToolTip(tr("What the expert would choose here, and why"));
        hint->setAutoDefault(false);
        connect(hint, &QPushButton::clicked, this, &HumanSeat::hintWanted);
        auto* words = new QLabel(d);
        words->setObjectName(QStringLiteral("dialogHintText"));
        words->setWordWrap(true);
        words->setStyleSheet(QStringLiteral("color: #1d6b2c;"));
        words->hide();
        row->addWidget(hint, 0, Qt::AlignLeft | Qt::AlignTop);
        row->addWidget(words, 1);
        box->insertLayout(0, row);
    }
    // Every decision dialog has its "?": the rules of that decision in the rules book.
    if (const QString section = RulesBook::sectionFor(model_->game(), d->objectName()); !section.isEmpty())
        RulesBook::addHelpButton(d, QString::fromStdString(std::string(model_->game().id())), section);
    if (!reopen.isEmpty()) {
        // Escape (or the window manager) closes the dialog without a choice; the decision is
        // still due, so the action bar offers it again: the player is never left stranded.
        connect(d, &QDialog::rejected, this, [this, d, reopen] {
            if (dialog_ == d)
                dialog_ = nullptr;
            const SeatView v = model_->view(seat_);
            if (v.toAct != seat_ || v.legal.empty())
                return;
            QPushButton* b = bar_->addButton(
                reopen, tr("Show the choice again: the game waits for your decision."), QStringLiteral("act_reopen"),
                [this] { present(); }, true);
            b->setFocus(Qt::OtherFocusReason); // Enter or Space shows it again
        });
    }
    d->open();
}

bool HumanSeat::playsByItself(const SeatView& v) const {
    if (v.toAct != seat_ || v.legal.size() != 1 || v.legal.front().act != Act::Play)
        return false;
    return !gate_ || gate_(v.legal.front()).isEmpty();
}

void HumanSeat::presentNextDeal() {
    clear();
    bar_->setPrompt(tr("The deal is over."));
    bar_->addButton(
        tr("Next deal"), tr("Deal the next hand."), QStringLiteral("act_next_deal"),
        [this] {
            clear();
            emit nextDealWanted();
        },
        true);
}

QString HumanSeat::label(const Action& a, const SeatView& v) const {
    const Pack& pack = model_->game().pack();
    switch (a.act) {
    case Act::Declare: {
        const int value = a.suit == v.trump ? 40 : 20;
        // Dreeg (the German pack) melds a pair ("melden"), Schnapsen announces it ("ansagen").
        return (pack.kind() == PackKind::German24 ? tr("Declare %1 in %2", "Dreeg: melden") : tr("Declare %1 in %2"))
            .arg(value)
            .arg(text::Wording::suitName(pack, a.suit));
    }
    case Act::Out:
        return tr("Aus! \u2014 go out");
    case Act::Close: // Dreeg (the German pack) says "deckt is", Schnapsen "zugedreht"
        return pack.kind() == PackKind::German24 ? tr("Zudecken \u2014 close the talon")
                                                 : tr("Zudrehen \u2014 close the talon");
    case Act::Draw:
        return tr("Ziehen \u2014 draw");
    case Act::Exchange:
        return pack.kind() == PackKind::Schnapsen20 ? tr("Tauschen \u2014 exchange the trump Unter")
                                                    : tr("Tauschen \u2014 exchange the trump Nine");
    case Act::Durchmarsch:
        return tr("Durchmarsch! \u2014 win every trick");
    case Act::Trump:
        return tr("Trumps: %1").arg(text::Wording::suitName(pack, a.suit));
    case Act::Surrender:
        return tr("Aufgeben \u2014 surrender");
    case Act::Bid: {
        const std::string_view game = model_->game().id();
        QString text = tr("%1 \u2014 %2").arg(faces::face(game).bidName(a.bid), faces::face(game).bidGloss(a.bid));
        if (a.talon.has_value() && !*a.talon)
            text += tr(" (without talon)");
        return text;
    }
    case Act::Pass:
        return tr("%1 \u2014 pass").arg(faces::face(model_->game()).bidName("pass"));
    case Act::Knock:
        return knockText(false);
    case Act::Announce:
        if (a.what == "zehn_druck")
            return tr("Zehn Druck \u2014 ten trumps");
        if (a.what == "pfeife_raus")
            return tr("Pfeife raus \u2014 lay out the 1");
        if (a.what == "ulti")
            return tr("Ulti\u2026 \u2014 lay out trumps 1–3");
        return tr("Announce: %1").arg(QString::fromStdString(a.what));
    case Act::Redeal:
        return tr("Neu geben \u2014 redeal");
    case Act::TrumpBlind:
        return tr("Turn up card %1 of the second packet").arg(a.index + 1);
    case Act::Call:
        return tr("Call %1").arg(text::Wording::cardName(pack, a.card));
    case Act::Discard: {
        QStringList names;
        for (Card c : a.cards)
            names << text::Wording::cardName(pack, c);
        return tr("Discard %1").arg(names.join(QStringLiteral(", ")));
    }
    case Act::Play:
        return text::Wording::cardName(pack, a.card);
    }
    return {};
}

QString HumanSeat::toolTip(const Action& a, const SeatView& v) const {
    const Pack& pack = model_->game().pack();
    switch (a.act) {
    case Act::Declare:
        return tr("Show King and Over of %1 (%2 points once your side has a trick), then lead one of them.")
            .arg(text::Wording::suitName(pack, a.suit))
            .arg(a.suit == v.trump ? 40 : 20);
    case Act::Out:
        return tr("Claim 66 card points and end the deal now. If you have fewer, the opponents score.");
    case Act::Close: {
        const bool dreeg = pack.kind() == PackKind::German24; // German: zudecken, not zudrehen
        if (std::any_of(v.legal.begin(), v.legal.end(), [](const Action& x) { return x.act == Act::Draw; }))
            return dreeg ? tr("Close the talon now, before drawing: from now on follow suit and overtake, no more "
                              "drawing. You must then reach 66.",
                              "Dreeg: zudecken")
                         : tr("Close the talon now, before drawing: from now on follow suit and overtake, no more "
                              "drawing. You must then reach 66.");
        return dreeg ? tr("Close the talon: from now on follow suit and overtake, no more drawing. You must then "
                          "reach 66.",
                          "Dreeg: zudecken")
                     : tr("Close the talon: from now on follow suit and overtake, no more drawing. You must then "
                          "reach 66.");
    }
    case Act::Draw:
        return tr("Take the top card of the talon; your opponent takes the next.");
    case Act::Exchange:
        return pack.kind() == PackKind::Schnapsen20
                   ? tr("Take the trump card from under the talon and put your trump Unter in its place.")
                   : tr("Take the trump card from under the talon and put your trump Nine in its place.");
    case Act::Durchmarsch:
        return tr("Announce that you will win every trick of this deal.");
    case Act::Trump:
        return tr("Show the Ace of hearts and make %1 trumps.").arg(text::Wording::suitName(pack, a.suit));
    case Act::Knock:
        return knockText(true);
    case Act::Announce:
        if (a.what == "zehn_druck")
            return tr("Announce that you hold ten trumps or more (not how many): 1 game point from every other "
                      "player. Unannounced, the declarer's ten trumps do not count.");
        if (a.what == "pfeife_raus")
            return tr("Lay the Pfeife (trump 1) face up: it must win the last trick. Won: 2 game points from each "
                      "opponent; lost, or forced out early: you pay 2 to each and lose the rest of the tricks.");
        if (a.what == "ulti")
            return tr("Lay out trumps 1, 2 or 3 to win the last tricks with them; each is paid on its own. Not "
                      "laying out needs nothing: just play a card.");
        return {};
    case Act::Bid:
    case Act::Pass:
        return faces::face(model_->game()).bidExplanation(model_->game(), a.act == Act::Pass ? "pass" : a.bid);
    default:
        return {};
    }
}

void HumanSeat::addButtons(const std::vector<Action>& actions, const SeatView& v) {
    bool ulti = false;
    // The usual step is the primary button: drawing when it is open, else going out when the
    // points counted for the seat's side reach the target (going out short loses at once).
    const bool draw = std::any_of(actions.begin(), actions.end(), [](const Action& a) { return a.act == Act::Draw; });
    const PointCount count = model_->game().countedPoints(seat_);
    const auto i = static_cast<std::size_t>(seat_);
    const bool outWins = count.target > 0 && i < count.points.size() && count.points[i] >= count.target;
    for (const Action& a : actions) {
        if (a.act == Act::Play)
            continue;
        if (a.act == Act::Announce && a.what == "ulti") {
            // One button for every way to lay out: the dialog asks which trumps.
            if (!ulti)
                bar_->addButton(label(a, v), toolTip(a, v), QStringLiteral("act_announce_ulti"), [this] {
                    const SeatView now = model_->view(seat_);
                    auto* d = new UltiDialog(*model_, now, style_, dialogParent_);
                    connect(d, &UltiDialog::chosen, this, &HumanSeat::submit);
                    openDialog(d);
                });
            ulti = true;
            continue;
        }
        QString name = QStringLiteral("act_%1").arg(QString::fromUtf8(actName(a.act).data()));
        if (!a.what.empty())
            name += QStringLiteral("_%1").arg(QString::fromStdString(a.what));
        if (a.suit >= 0)
            name += QStringLiteral("_%1").arg(QLatin1Char(model_->game().pack().suitLetter(a.suit)));
        const Action copy = a;
        bar_->addButton(
            label(a, v), toolTip(a, v), name, [this, copy] { submit(copy); },
            a.act == Act::Draw || (a.act == Act::Out && !draw && outWins));
    }
}

void HumanSeat::present() {
    presentNow();
    emit presented();
}

void HumanSeat::presentNow() {
    clear();
    const SeatView v = model_->view(seat_);
    if (v.toAct != seat_ || v.legal.empty())
        return;
    const Pack& pack = model_->game().pack();
    const auto hasAct = [&](Act act) {
        return std::any_of(v.legal.begin(), v.legal.end(), [&](const Action& a) { return a.act == act; });
    };
    const bool onlyTrumps = std::all_of(v.legal.begin(), v.legal.end(), [](const Action& a) {
        return a.act == Act::Trump || a.act == Act::Surrender || a.act == Act::TrumpBlind || a.act == Act::Redeal;
    });
    const bool bidding = std::all_of(v.legal.begin(), v.legal.end(),
                                     [](const Action& a) { return a.act == Act::Bid || a.act == Act::Pass; });
    if (hasAct(Act::Call)) {
        auto* d = new CallDialog(pack, style_, v.legal, v.hand, dialogParent_);
        connect(d, &CallDialog::chosen, this, &HumanSeat::submit);
        bar_->setPrompt(tr("Rufen: call a card"));
        openDialog(d, tr("Rufen\u2026 \u2014 call a card"));
        return;
    }
    if (onlyTrumps) {
        const auto [title, text] = faces::face(model_->game()).trumpWords(model_->game(), v.legal);
        auto* d = new TrumpDialog(pack, style_, v.legal, v.hand, title, text, dialogParent_);
        connect(d, &TrumpDialog::chosen, this, &HumanSeat::submit);
        bar_->setPrompt(title);
        openDialog(d, tr("Trumpf\u2026 \u2014 choose trumps"));
        return;
    }
    if (bidding) {
        auto* d = new BidDialog(*model_, v, style_, dialogParent_);
        connect(d, &BidDialog::chosen, this, &HumanSeat::submit);
        bar_->setPrompt(tr("Your bid"));
        openDialog(d, tr("Bid\u2026"));
        emit message(tr("Your bid"));
        return;
    }
    if (hasAct(Act::Discard)) {
        presentDiscard(v);
        return;
    }
    playing_ = hasAct(Act::Play);
    QString prompt;
    if (playing_)
        prompt = v.trick.empty() ? tr("Your lead") : tr("Your turn: play a card");
    else if (hasAct(Act::Draw))
        prompt = tr("Your trick. Draw, or before drawing:");
    else
        prompt = tr("Your decision:");
    if (std::any_of(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act != Act::Play; }) && playing_)
        prompt += tr(" \u2014 or:");
    // Where the rules let a card be held back (Dappen's gstiesieren), the game's face says why.
    const faces::GameFace::PlayHint hint = faces::face(model_->game()).playHint(model_->game(), v);
    if (!hint.prompt.isEmpty())
        prompt = hint.prompt;
    bar_->setPrompt(prompt);
    bar_->setToolTip(hint.toolTip);
    addButtons(v.legal, v);
    emit message(!hint.status.isEmpty() ? hint.status : playing_ ? tr("Your turn") : tr("Your decision"));
}

void HumanSeat::presentOptional() {
    presentOptionalNow();
    emit presented();
}

void HumanSeat::presentOptionalNow() {
    clear();
    const SeatView v = model_->view(seat_);
    if (v.legal.empty())
        return;
    const bool ace = std::any_of(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act == Act::Trump; });
    bar_->setPrompt(ace ? tr("Hast' das? Show the Ace of hearts?") : tr("You may now:"));
    addButtons(v.legal, v);
    bar_->addButton(ace ? tr("Nein \u2014 not now") : tr("Weiter \u2014 let it pass"),
                    tr("Let the chance pass; play goes on."), QStringLiteral("act_decline"), [this] {
                        if (gate_) {
                            if (const QString no = gate_(std::nullopt); !no.isEmpty()) {
                                emit message(no);
                                emit refused(no);
                                return;
                            }
                        }
                        clear();
                        answer(std::nullopt);
                    });
    emit message(tr("Your choice"));
}

void HumanSeat::presentDealerChoice(const std::vector<int>& choices) {
    clear();
    bar_->setPrompt(tr("You lost the phase: choose who deals first"));
    for (int s : choices)
        bar_->addButton(model_->isHuman(s) ? tr("You deal") : tr("%1 deals").arg(model_->name(s)), QString(),
                        QStringLiteral("dealer_%1").arg(s), [this, s] {
                            clear();
                            Answer a;
                            a.kind = Question::Kind::Dealer;
                            a.ticket = ticket_;
                            a.dealer = s;
                            emit answered(a);
                        });
}

QString HumanSeat::describe(const Action& a, const SeatView& v) const {
    if (a.act == Act::Play)
        return tr("play %1").arg(text::Wording::cardName(model_->game().pack(), a.card));
    return label(a, v);
}

void HumanSeat::presentCutChoice(int dealer) {
    clear();
    scene_->setNextDealer(dealer); // the table shows the deal about to be dealt, not the last one
    bar_->setPrompt(tr("%1 has shuffled: cut or knock?").arg(model_->name(dealer)));
    bar_->addButton(tr("Cut"), tr("Cut the pack: three cards to each, two to the talon, then three more to each."),
                    QStringLiteral("cut_cut"), [this, dealer] { chooseCut(dealer, false); });
    bar_->addButton(
        tr("Klopfen \u2014 knock"),
        tr("Knock on the pack instead of cutting: the first two cards form the talon, then six cards to each."),
        QStringLiteral("cut_knock"), [this, dealer] { chooseCut(dealer, true); });
    emit presented();
}

void HumanSeat::chooseCut(int dealer, bool knocked) {
    if (cutGate_)
        if (const QString no = cutGate_(knocked); !no.isEmpty()) {
            emit message(no);
            emit refused(no);
            return; // the choice stays due
        }
    clear();
    emit cutChosen(dealer, knocked);
    Answer a;
    a.kind = Question::Kind::Cut;
    a.ticket = ticket_;
    a.dealer = dealer;
    a.knocked = knocked;
    emit answered(a);
}

int HumanSeat::knocksSoFar() const {
    const auto& deals = model_->record().deals;
    if (deals.empty())
        return 0;
    return static_cast<int>(std::count_if(deals.back().actions.begin(), deals.back().actions.end(),
                                          [](const Action& a) { return a.act == Act::Knock; }));
}

QString HumanSeat::knockText(bool tip) const {
    const auto& deals = model_->record().deals;
    static const std::vector<Action> none;
    return faces::face(model_->game()).knockWords(knocksSoFar(), deals.empty() ? none : deals.back().actions, tip);
}

void HumanSeat::presentDiscard(const SeatView& v) {
    int needed = 0;
    for (const Action& a : v.legal)
        if (a.act == Act::Discard) {
            needed = static_cast<int>(a.cards.size());
            break;
        }
    // The cards taken up: in the hand now, not among the cards this seat was dealt.
    CardSet fresh = 0;
    const auto& deals = model_->record().deals;
    if (!deals.empty() && seat_ < static_cast<int>(deals.back().setup.hands.size()))
        fresh = v.hand & ~toSet(deals.back().setup.hands[static_cast<std::size_t>(seat_)]);
    // The game's words for the cards taken up (the talon, the blind, the Dapp).
    const faces::GameFace::DiscardWords w = faces::face(model_->game()).discardWords(needed);
    DiscardDialog::Texts t;
    t.title = w.title;
    t.intro = w.intro;
    t.fresh = w.fresh;
    auto* d = new DiscardDialog(*model_, v, scene_->handOrder(), fresh, style_, t, dialogParent_);
    connect(d, &DiscardDialog::chosen, this, &HumanSeat::submit);
    bar_->setPrompt(tr("Lay away %1 of your cards").arg(needed));
    openDialog(d, tr("Ablegen\u2026 \u2014 lay away cards"));
    emit message(tr("Your discard"));
}

void HumanSeat::cardClicked(int card) {
    if (!playing_)
        return;
    const Action a = Action::play(seat_, card);
    if (const Refusal r = model_->check(a)) {
        const QString why = tr("Not allowed: %1").arg(text::Wording::reason(r, model_->game().pack()));
        emit message(why);
        emit refused(why);
        return;
    }
    submit(a);
}

} // namespace st::ui
