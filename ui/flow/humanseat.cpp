#include "humanseat.h"

#include "dialogs/calldialog.h"
#include "dialogs/trumpdialog.h"
#include "table/actionbar.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "text/wording.h"

#include <QDialog>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace st::ui {

HumanSeat::HumanSeat(int seat, TableModel* model, TableScene* scene, ActionBar* bar, QWidget* dialogParent,
                     QObject* parent)
    : QObject(parent), seat_(seat), model_(model), scene_(scene), bar_(bar), dialogParent_(dialogParent) {
    connect(scene_, &TableScene::cardClicked, this, &HumanSeat::cardClicked);
}

void HumanSeat::clear() {
    playing_ = false;
    bar_->clear();
    if (dialog_) {
        dialog_->close();
        dialog_->deleteLater();
    }
}

void HumanSeat::submit(const Action& a) {
    clear();
    model_->submit(a);
}

void HumanSeat::openDialog(QDialog* d) {
    d->setAttribute(Qt::WA_DeleteOnClose);
    dialog_ = d;
    d->open();
}

QString HumanSeat::label(const Action& a, const SeatView& v) const {
    const Pack& pack = model_->game().pack();
    switch (a.act) {
    case Act::Declare: {
        const int value = a.suit == v.trump ? 40 : 20;
        return tr("%1 ansagen \u2014 declare %2").arg(value).arg(text::Wording::suitName(pack, a.suit));
    }
    case Act::Out:
        return tr("Aus! \u2014 go out");
    case Act::Close:
        return a.drawn ? tr("Draw, then zudrehen") : tr("Zudrehen \u2014 close the talon");
    case Act::Exchange:
        return pack.kind() == PackKind::Schnapsen20 ? tr("Tauschen \u2014 exchange the trump Unter")
                                                    : tr("Tauschen \u2014 exchange the trump Nine");
    case Act::Durchmarsch:
        return tr("Durchmarsch! \u2014 win every trick");
    case Act::Trump:
        return tr("Trumps: %1").arg(text::Wording::suitName(pack, a.suit));
    case Act::Surrender:
        return tr("Aufgeben \u2014 surrender");
    case Act::Bid:
        return tr("Bid: %1").arg(QString::fromStdString(a.bid));
    case Act::Pass:
        return tr("Pass");
    case Act::Knock:
        return tr("Knock");
    case Act::Announce:
        return tr("Announce: %1").arg(QString::fromStdString(a.what));
    case Act::Redeal:
        return tr("Redeal");
    case Act::TrumpBlind:
        return tr("Turn up card %1").arg(a.index + 1);
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
    case Act::Close:
        return a.drawn ? tr("Both players draw first, then the talon is closed: from now on follow suit and "
                            "overtake, no more drawing.")
                       : tr("Close the talon now without drawing: from now on follow suit and overtake, no more "
                            "drawing. You must then reach 66.");
    case Act::Exchange:
        return pack.kind() == PackKind::Schnapsen20
                   ? tr("Take the trump card from under the talon and put your trump Unter in its place.")
                   : tr("Take the trump card from under the talon and put your trump Nine in its place.");
    case Act::Durchmarsch:
        return tr("Announce that you will win every trick of this deal.");
    case Act::Trump:
        return tr("Show the Ace of hearts and make %1 trumps.").arg(text::Wording::suitName(pack, a.suit));
    default:
        return {};
    }
}

void HumanSeat::addButtons(const std::vector<Action>& actions, const SeatView& v) {
    for (const Action& a : actions) {
        if (a.act == Act::Play)
            continue;
        QString name = QStringLiteral("act_%1").arg(QString::fromUtf8(actName(a.act).data()));
        if (a.suit >= 0)
            name += QStringLiteral("_%1").arg(QLatin1Char(model_->game().pack().suitLetter(a.suit)));
        if (a.drawn)
            name += QStringLiteral("_drawn");
        const Action copy = a;
        bar_->addButton(
            label(a, v), toolTip(a, v), name, [this, copy] { submit(copy); }, a.act == Act::Out);
    }
}

void HumanSeat::present() {
    clear();
    const SeatView v = model_->view(seat_);
    if (v.toAct != seat_ || v.legal.empty())
        return;
    const Pack& pack = model_->game().pack();
    const auto hasAct = [&](Act act) {
        return std::any_of(v.legal.begin(), v.legal.end(), [&](const Action& a) { return a.act == act; });
    };
    const bool onlyTrumps = std::all_of(v.legal.begin(), v.legal.end(),
                                        [](const Action& a) { return a.act == Act::Trump || a.act == Act::Surrender; });
    if (hasAct(Act::Call)) {
        auto* d = new CallDialog(pack, style_, v.legal, v.hand, dialogParent_);
        connect(d, &CallDialog::chosen, this, &HumanSeat::submit);
        bar_->setPrompt(tr("Rufen: call a card"));
        openDialog(d);
        return;
    }
    if (onlyTrumps) {
        QString title, text;
        nlohmann::json st;
        model_->game().reportStandings(st);
        const std::string phase = st.value("phase_name", "");
        if (hasAct(Act::Surrender)) {
            title = tr("Rot-Assen \u2014 you hold the Ace of hearts");
            text = tr("You hold the Ace of hearts: choose trumps and play alone against the others, or surrender "
                      "(no play; each other player erases two strokes).");
        } else if (phase == "rufen") {
            title = tr("Rufen \u2014 choose trumps");
            text = tr("You are forehand of two: choose trumps after seeing your first three cards.");
        } else if (phase == "rot_assen") {
            title = tr("Rot-Assen \u2014 choose trumps");
            text = tr("The Ace of hearts is yours: choose the trump suit.");
        } else {
            title = tr("Choose trumps");
            text = tr("Choose the trump suit.");
        }
        auto* d = new TrumpDialog(pack, style_, v.legal, v.hand, title, text, dialogParent_);
        connect(d, &TrumpDialog::chosen, this, &HumanSeat::submit);
        bar_->setPrompt(title);
        openDialog(d);
        return;
    }
    playing_ = hasAct(Act::Play);
    QString prompt;
    if (playing_)
        prompt = v.trick.empty() ? tr("Your lead") : tr("Your turn: play a card");
    else
        prompt = tr("Your decision:");
    if (std::any_of(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act != Act::Play; }) && playing_)
        prompt += tr(" \u2014 or:");
    bar_->setPrompt(prompt);
    addButtons(v.legal, v);
    emit message(playing_ ? tr("Your turn") : tr("Your decision"));
}

void HumanSeat::presentOptional() {
    clear();
    const SeatView v = model_->view(seat_);
    if (v.legal.empty())
        return;
    const bool ace = std::any_of(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act == Act::Trump; });
    bar_->setPrompt(ace ? tr("Hast' das? Show the Ace of hearts?") : tr("You may now:"));
    addButtons(v.legal, v);
    bar_->addButton(ace ? tr("Nein \u2014 not now") : tr("Weiter \u2014 let it pass"),
                    tr("Let the chance pass; play goes on."), QStringLiteral("act_decline"), [this] {
                        clear();
                        emit declined();
                    });
    emit message(tr("Your choice"));
}

void HumanSeat::presentDealerChoice(const std::vector<int>& choices) {
    clear();
    bar_->setPrompt(tr("You lost the phase: choose who deals first"));
    for (int s : choices)
        bar_->addButton(tr("%1 deals").arg(model_->name(s)), QString(), QStringLiteral("dealer_%1").arg(s), [this, s] {
            clear();
            emit dealerChosen(s);
        });
}

void HumanSeat::cardClicked(int card) {
    if (!playing_)
        return;
    const Action a = Action::play(seat_, card);
    if (const Refusal r = model_->check(a)) {
        emit message(tr("Not allowed: %1").arg(text::Wording::reason(r, model_->game().pack())));
        return;
    }
    submit(a);
}

} // namespace st::ui
