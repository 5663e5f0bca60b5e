#include "biddialog.h"

#include "table/handorder.h"

#include "cards/cardtheme.h"
#include "dialogs/decisionkeys.h"
#include "games/gameface.h"
#include "table/tablemodel.h"
#include "text/wording.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace st::ui {

namespace {

/// Refusals that say "this bid is in play, but not for you, now": shown disabled with the reason.
bool showDisabled(const Refusal& r) {
    return r.reason == Reason::NotEligible || r.reason == Reason::BidTooLow;
}

QString bidObjectName(const Action& a) {
    if (a.act == Act::Pass)
        return QStringLiteral("bid_pass");
    QString name = QStringLiteral("bid_%1").arg(QString::fromStdString(a.bid));
    if (a.talon.has_value() && !*a.talon)
        name += QStringLiteral("_notalon");
    return name;
}

QString dimmed(const QString& text) {
    return QStringLiteral("<span style=\"color:#6d6255\">%1</span>").arg(text.toHtmlEscaped());
}

} // namespace

BidDialog::BidDialog(const TableModel& model, const SeatView& view, const QString& deckStyle, QWidget* parent)
    : QDialog(parent), model_(model), view_(view), face_(faces::face(model.game())) {
    setObjectName(QStringLiteral("bidDialog"));
    setWindowFlag(Qt::WindowCloseButtonHint, false);
    const Pack& pack = model_.game().pack();
    const bool talonChoice = face_.bidsWithTalonChoice();
    setWindowTitle(face_.biddingTitle());

    auto* box = new QVBoxLayout(this);
    auto* introLabel = new QLabel(this); // worded below, with the pass as worded now
    introLabel->setWordWrap(true);
    box->addWidget(introLabel);
    if (const QString so = biddingSoFar(); !so.isEmpty()) {
        auto* soFar = new QLabel(so, this);
        soFar->setObjectName(QStringLiteral("bidSoFar"));
        soFar->setWordWrap(true);
        box->addWidget(soFar);
    }

    // The hand, small: the dialog may cover the table's.
    const QString style = deckStyle.isEmpty() ? CardTheme::defaultStyle(pack.kind()) : deckStyle;
    const QList<Card> cards = handDisplayOrder(pack, view_.hand, view_.trump); // as on the table
    if (!cards.isEmpty()) {
        // The hand on a line of its own under its label, small enough for 16 cards.
        const int width = cards.size() > 12 ? 34 : cards.size() > 8 ? 42 : 52;
        box->addWidget(new QLabel(tr("Your cards:"), this));
        auto* handRow = new QHBoxLayout;
        handRow->setSpacing(2);
        for (Card c : cards) {
            auto* l = new QLabel(this);
            l->setPixmap(CardTheme::instance().card(style, pack, c, width, devicePixelRatioF()));
            l->setToolTip(text::Wording::cardName(pack, c));
            handRow->addWidget(l);
        }
        handRow->addStretch();
        box->addLayout(handRow);
    }

    // The bids, as the core judges them now.
    std::vector<Option> options;
    for (const std::string& bid : model_.game().bidLadder()) {
        options.push_back(option(bid, false));
        if (talonChoice)
            options.push_back(option(bid, true));
    }
    // Anything legal the list above does not know is offered too (never hide a legal choice).
    for (const Action& a : view_.legal)
        if (a.act == Act::Bid &&
            std::none_of(options.begin(), options.end(), [&](const Option& o) { return o.action == a; }))
            options.push_back({a, {}});

    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(6);
    grid->setColumnStretch(1, 1);
    // A row for each bid open now; the bids in play but not open to this player are named
    // together with the core's reason (a wall of disabled rows reads badly).
    int row = 0;
    std::vector<std::string> done;
    std::vector<std::pair<QString, QStringList>> notOpen; // reason, bids
    for (const Option& o : options) {
        if (std::find(done.begin(), done.end(), o.action.bid) != done.end())
            continue;
        const auto legal = [&](const Option& x) { return x.action.bid == o.action.bid && !x.refusal; };
        if (std::any_of(options.begin(), options.end(), legal)) {
            done.push_back(o.action.bid);
            addRow(grid, row++, options, o.action.bid);
        } else if (showDisabled(o.refusal)) {
            done.push_back(o.action.bid);
            const QString why = text::Wording::reason(o.refusal, pack);
            auto it = std::find_if(notOpen.begin(), notOpen.end(), [&](const auto& n) { return n.first == why; });
            if (it == notOpen.end())
                it = notOpen.insert(notOpen.end(), {why, {}});
            it->second << face_.bidName(o.action.bid);
        }
    }
    box->addLayout(grid);
    if (!notOpen.empty()) {
        QStringList parts;
        for (const auto& [why, bids] : notOpen)
            parts << tr("%1 (%2)").arg(bids.join(QStringLiteral(", ")), why);
        auto* closed = new QLabel(tr("Not open to you now: %1.").arg(parts.join(QStringLiteral("; "))), this);
        closed->setObjectName(QStringLiteral("bidNotOpen"));
        closed->setWordWrap(true);
        closed->setStyleSheet(QStringLiteral("color: #6d6255;"));
        box->addWidget(closed);
    }

    // Passing, or why it is not allowed.
    QPushButton* passButton = nullptr;
    QPushButton* firstFocus = nullptr; ///< where the keyboard starts when not on the pass
    Action pass = Action::simple(view_.seat, Act::Pass);
    const Refusal passRefused = model_.check(pass);
    const std::string key = passKey(options);
    introLabel->setText(face_.biddingIntro(model_.game(), view_, face_.bidName(key)));
    if (passRefused) {
        QString why = passRefused.reason == Reason::MustDappen
                          ? tr("Compulsory bid: everybody before you passed, and the second-to-last player must "
                               "dappen so that somebody plays alone. You may not pass.")
                          : tr("You may not pass: %1.").arg(text::Wording::reason(passRefused, pack));
        auto* note = new QLabel(why, this);
        note->setObjectName(QStringLiteral("bidCompulsory"));
        note->setWordWrap(true);
        note->setStyleSheet(QStringLiteral("color: #6b1d00; background: #ffe1cc; padding: 6px; border-radius: 4px;"));
        box->addWidget(note);
    } else {
        std::string instead;
        const QString warning = key == "pass" ? face_.passWarning(model_.game(), view_, &instead) : QString();
        if (!warning.isEmpty() && std::any_of(options.begin(), options.end(),
                                              [&](const Option& o) { return o.action.bid == instead && !o.refusal; })) {
            auto* warn = new QLabel(warning, this);
            warn->setObjectName(QStringLiteral("bidStopWarning"));
            // The pass would be punished: the keyboard starts on the bid instead.
            Action dapp = Action::simple(view_.seat, Act::Bid);
            dapp.bid = instead;
            firstFocus = findChild<QPushButton*>(bidObjectName(dapp));
            warn->setWordWrap(true);
            warn->setStyleSheet(
                QStringLiteral("color: #6b4e00; background: #fff4d0; padding: 6px; border-radius: 4px;"));
            box->addWidget(warn);
        }
        auto* passRow = new QHBoxLayout;
        auto* b = new QPushButton(tr("%1 \u2014 %2").arg(face_.bidName(key), face_.bidGloss(key)), this);
        b->setObjectName(bidObjectName(pass));
        b->setMinimumHeight(34);
        passButton = b;
        connect(b, &QPushButton::clicked, this, [this, pass] {
            emit chosen(pass);
            accept();
        });
        passRow->addWidget(b);
        auto* explain = new QLabel(dimmed(face_.bidExplanation(model_.game(), key)), this);
        explain->setWordWrap(true);
        passRow->addWidget(explain, 1);
        box->addLayout(passRow);
    }
    setMinimumWidth(talonChoice ? 760 : 640);
    // Keyboard: the focus starts on the pass, the least committal choice (on no choice when the
    // bid is compulsory; on dappen when a pass would be punished); Enter presses only the focused
    // choice, so Enter never bids by accident.
    setStyleSheet(decision::focusStyle());
    decision::keyboardChoices(this, firstFocus ? firstFocus : passButton);
}

BidDialog::Option BidDialog::option(const std::string& bid, bool withoutTalon) const {
    Option o;
    o.action = Action::simple(view_.seat, Act::Bid);
    o.action.bid = bid;
    if (withoutTalon)
        o.action.talon = false;
    o.refusal = model_.check(o.action);
    return o;
}

std::string BidDialog::passKey(const std::vector<Option>& options) const {
    std::vector<std::string> open, inPlay;
    for (const Option& o : options) {
        if (!o.refusal)
            open.push_back(o.action.bid);
        if (!o.refusal || showDisabled(o.refusal))
            inPlay.push_back(o.action.bid);
    }
    return face_.passKey(open, inPlay);
}

QString BidDialog::biddingSoFar() const {
    const Record& r = model_.record();
    if (r.deals.empty())
        return {};
    QStringList said;
    // Dappen's passes are worded by the round they close, which the engine
    // knows: "Fort Solo!" where a Solo could have been bid, "Gut" where the
    // dapper could have played himself (as the table's bubbles say them).
    const std::vector<std::string> keys = model_.passKeys();
    const auto& actions = r.deals.back().actions;
    for (std::size_t k = 0; k < actions.size() && k < keys.size(); ++k) {
        const Action& a = actions[k];
        if (a.act != Act::Bid && a.act != Act::Pass)
            continue;
        const std::string& bid = keys[k];
        QString s = tr("%1: %2").arg(model_.name(a.seat), face_.bidName(bid));
        if (a.talon.has_value() && !*a.talon)
            s += tr(" (without talon)");
        said << s;
    }
    if (said.isEmpty())
        return tr("You speak first.");
    return tr("Bidding so far: %1").arg(said.join(QStringLiteral(" \u00b7 ")));
}

QString BidDialog::valueText(const std::string& bid, bool withoutTalon) const {
    return face_.bidValue(model_.game(), bid, withoutTalon);
}

void BidDialog::addRow(QGridLayout* grid, int row, const std::vector<Option>& options, const std::string& bid) {
    std::vector<const Option*> mine; // the ways to make this bid that the core accepts
    for (const Option& o : options)
        if (o.action.bid == bid && !o.refusal)
            mine.push_back(&o);
    const QString explanation = face_.bidExplanation(model_.game(), bid);
    const QString gloss = face_.bidGloss(bid);
    auto* explain = new QLabel(this);
    explain->setWordWrap(true);
    explain->setObjectName(QStringLiteral("bidText_%1").arg(QString::fromStdString(bid)));
    const auto fitText = [explain](int width) {
        // A fixed width and the height it needs: wrapped labels in a grid are never clipped.
        explain->setFixedWidth(width);
        explain->setMinimumHeight(explain->heightForWidth(width));
    };
    auto chooseButton = [&](const Option& o, const QString& text) {
        auto* b = new QPushButton(text, this);
        b->setObjectName(bidObjectName(o.action));
        b->setMinimumHeight(34);
        b->setToolTip(explanation);
        const Action a = o.action;
        connect(b, &QPushButton::clicked, this, [this, a] {
            emit chosen(a);
            accept();
        });
        return b;
    };
    if (!face_.bidsWithTalonChoice()) {
        // The bid as spoken is the button; its gloss, meaning and value beside it.
        grid->addWidget(chooseButton(*mine.front(), face_.bidName(bid)), row, 0);
        explain->setText(QStringLiteral("<b>%1</b> \u2014 %2").arg(gloss.toHtmlEscaped(), explanation.toHtmlEscaped()));
        fitText(440);
        grid->addWidget(explain, row, 1);
        if (const QString value = valueText(bid, false); !value.isEmpty()) {
            auto* v = new QLabel(QStringLiteral("<b>%1</b>").arg(value), this);
            v->setToolTip(tr("The game value is multiplied by this factor"));
            grid->addWidget(v, row, 2, Qt::AlignRight);
        }
        return;
    }
    // The contract named, then one button per way to play it (with or without the talon: Dreierschnapsen).
    auto* name =
        new QLabel(QStringLiteral("<b>%1</b><br/>%2").arg(face_.bidName(bid).toHtmlEscaped(), dimmed(gloss)), this);
    grid->addWidget(name, row, 0);
    explain->setText(explanation.toHtmlEscaped());
    fitText(330);
    grid->addWidget(explain, row, 1);
    auto* buttons = new QHBoxLayout;
    for (const Option* o : mine) {
        const bool without = o->action.talon.has_value() && !*o->action.talon;
        buttons->addWidget(chooseButton(*o, face_.talonChoiceButton(model_.game(), bid, without)));
    }
    buttons->addStretch();
    grid->addLayout(buttons, row, 2);
}

} // namespace st::ui
