#include "biddialog.h"

#include "table/handorder.h"

#include "cards/cardtheme.h"
#include "dappen/deal.h"
#include "dialogs/decisionkeys.h"
#include "dreierles/deal.h"
#include "dreierschnapsen/dreierdeal.h"
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

/// Every bid name the game knows, in rising order; which are open now is the core's answer.
std::vector<std::string> bidNames(std::string_view game) {
    std::vector<std::string> out;
    if (game == "dreierles") {
        for (int b = dreierles::Dreier; b <= dreierles::SoloDu; ++b)
            out.emplace_back(dreierles::bidName(b));
    } else if (game == "dappen") {
        out = {"solo", "dappen", "strecken", "selber", "stupfen", "ein_hannes", "zwei_hannes", "geiss"};
    } else if (game == "dreierschnapsen") {
        for (int c = 0; c < dreierschnapsen::kContracts; ++c)
            out.emplace_back(dreierschnapsen::contractInfo(static_cast<dreierschnapsen::Contract>(c)).name);
    }
    return out;
}

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
    : QDialog(parent), model_(model), view_(view), game_(model.game().id()) {
    setObjectName(QStringLiteral("bidDialog"));
    setWindowFlag(Qt::WindowCloseButtonHint, false);
    const Pack& pack = model_.game().pack();
    const bool schnapsen = game_ == "dreierschnapsen";
    if (game_ == "dreierles")
        setWindowTitle(tr("Dreierles \u2014 bidding"));
    else if (game_ == "dappen")
        setWindowTitle(tr("Dappen \u2014 bidding"));
    else
        setWindowTitle(tr("Dreierschnapsen \u2014 bidding"));

    auto* box = new QVBoxLayout(this);
    QString intro;
    if (game_ == "dreierles")
        intro = tr("Each player speaks once: bid higher than the bid standing, or pass (\u201cweg\u201d). The last "
                   "and highest bidder plays alone against the others.");
    else if (game_ == "dappen")
        intro = QString(); // worded below, with the pass of its round
    else
        intro = tr("Announce a contract or pass. The highest value plays; without the talon a contract is worth "
                   "one point more. Trumps: %1.")
                    .arg(text::Wording::suitName(pack, view_.trump));
    auto* introLabel = new QLabel(intro, this);
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
    for (const std::string& bid : bidNames(game_)) {
        options.push_back(option(bid, false));
        if (schnapsen)
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
            it->second << text::Wording::bidName(game_, o.action.bid);
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
    if (game_ == "dappen") // the pass in the words of its round, as on its button
        introLabel->setText(
            tr("Bid to play alone against all the others, or pass (“%1”).").arg(text::Wording::bidName(game_, key)));
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
        if (game_ == "dappen" && key == "pass" && model_.game().variant().getString("rules") == "furtwangen" &&
            model_.game().variant().getBool("compulsory_stop") && dappen::hasStop(view_.hand) &&
            std::any_of(options.begin(), options.end(),
                        [](const Option& o) { return o.action.bid == "dappen" && !o.refusal; })) {
            auto* warn = new QLabel(tr("You hold a stop (the Gstieß, or a trump with enough trumps below it). "
                                       "While nobody has dapped, a player with a stop must dappen: a pass is "
                                       "punished as soon as your cards show the stop."),
                                    this);
            warn->setObjectName(QStringLiteral("bidStopWarning"));
            // The pass would be punished: the keyboard starts on dappen instead.
            Action dapp = Action::simple(view_.seat, Act::Bid);
            dapp.bid = "dappen";
            firstFocus = findChild<QPushButton*>(bidObjectName(dapp));
            warn->setWordWrap(true);
            warn->setStyleSheet(
                QStringLiteral("color: #6b4e00; background: #fff4d0; padding: 6px; border-radius: 4px;"));
            box->addWidget(warn);
        }
        auto* passRow = new QHBoxLayout;
        auto* b = new QPushButton(
            tr("%1 \u2014 %2").arg(text::Wording::bidName(game_, key), text::Wording::bidGloss(game_, key)), this);
        b->setObjectName(bidObjectName(pass));
        b->setMinimumHeight(34);
        passButton = b;
        connect(b, &QPushButton::clicked, this, [this, pass] {
            emit chosen(pass);
            accept();
        });
        passRow->addWidget(b);
        auto* explain = new QLabel(dimmed(text::Wording::bidExplanation(model_.game(), key)), this);
        explain->setWordWrap(true);
        passRow->addWidget(explain, 1);
        box->addLayout(passRow);
    }
    setMinimumWidth(schnapsen ? 760 : 640);
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
    if (game_ != "dappen")
        return "pass";
    const auto open = [&](const char* bid, bool evenIfRefused) {
        return std::any_of(options.begin(), options.end(), [&](const Option& o) {
            return o.action.bid == bid && (!o.refusal || (evenIfRefused && showDisabled(o.refusal)));
        });
    };
    if (open("solo", false))
        return "fort_solo";
    if (open("selber", true))
        return "gut";
    return "pass";
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
        QString s = tr("%1: %2").arg(model_.name(a.seat), text::Wording::bidName(game_, bid));
        if (a.talon.has_value() && !*a.talon)
            s += tr(" (without talon)");
        said << s;
    }
    if (said.isEmpty())
        return tr("You speak first.");
    return tr("Bidding so far: %1").arg(said.join(QStringLiteral(" \u00b7 ")));
}

QString BidDialog::valueText(const std::string& bid, bool withoutTalon) const {
    if (game_ == "dreierles")
        return tr("\u00d7%1").arg(dreierles::bidFactor(dreierles::bidFromName(bid)));
    if (game_ != "dreierschnapsen")
        return {};
    const auto c = dreierschnapsen::contractFromName(bid);
    if (!c)
        return {};
    const int extra = withoutTalon ? 1 : 0;
    if (*c == dreierschnapsen::Contract::Rufer)
        return tr("%1\u2013%2").arg(1 + extra).arg(3 + extra);
    const int value = *c == dreierschnapsen::Contract::Plauderer ? model_.game().variant().getInt("plauderer_value")
                                                                 : dreierschnapsen::contractInfo(*c).value;
    return QString::number(value + extra);
}

void BidDialog::addRow(QGridLayout* grid, int row, const std::vector<Option>& options, const std::string& bid) {
    std::vector<const Option*> mine; // the ways to make this bid that the core accepts
    for (const Option& o : options)
        if (o.action.bid == bid && !o.refusal)
            mine.push_back(&o);
    const QString explanation = text::Wording::bidExplanation(model_.game(), bid);
    const QString gloss = text::Wording::bidGloss(game_, bid);
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
    if (game_ != "dreierschnapsen") {
        // The bid as spoken is the button; its gloss, meaning and value beside it.
        grid->addWidget(chooseButton(*mine.front(), text::Wording::bidName(game_, bid)), row, 0);
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
    // Dreierschnapsen: the contract named, then one button per way to play it (with or without the talon).
    auto* name = new QLabel(
        QStringLiteral("<b>%1</b><br/>%2").arg(text::Wording::bidName(game_, bid).toHtmlEscaped(), dimmed(gloss)),
        this);
    grid->addWidget(name, row, 0);
    explain->setText(explanation.toHtmlEscaped());
    fitText(330);
    grid->addWidget(explain, row, 1);
    const bool noTalonInNegative = !model_.game().variant().getBool("talon_in_negative");
    const auto c = dreierschnapsen::contractFromName(bid);
    const bool negative = c && dreierschnapsen::contractInfo(*c).negative;
    auto* buttons = new QHBoxLayout;
    for (const Option* o : mine) {
        const bool without = o->action.talon.has_value() && !*o->action.talon;
        QString text;
        if (without)
            text = tr("without talon: %1").arg(valueText(bid, true));
        else if (negative && noTalonInNegative)
            text = tr("play it: %1").arg(valueText(bid, false));
        else
            text = tr("with talon: %1").arg(valueText(bid, false));
        buttons->addWidget(chooseButton(*o, text));
    }
    buttons->addStretch();
    grid->addLayout(buttons, row, 2);
}

} // namespace st::ui
