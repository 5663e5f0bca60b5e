#include "remotetable.h"

#include "access/tableaccess.h"
#include "ai/explain.h"
#include "dialogs/dealreview.h"
#include "dialogs/dealsummary.h"
#include "dialogs/sessionsummary.h"
#include "flow/hintwords.h"
#include "flow/humanseat.h"
#include "games/dialogwords.h"
#include "games/gameface.h"
#include "history/recentsessions.h"
#include "netclient.h"
#include "netmessages.h"
#include "record.h"
#include "registry.h"
#include "sheets/scoresheet.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "text/wording.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFutureWatcher>
#include <QMenu>
#include <QPushButton>
#include <QSaveFile>
#include <QToolButton>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace st::ui::net {

using nlohmann::json;

namespace {

/// True when the stand-in shows the seat what the server's view says.
bool sameView(const SeatView& a, const SeatView& b) {
    return a.seat == b.seat && a.toAct == b.toAct && a.dealer == b.dealer && a.hand == b.hand && a.trick == b.trick &&
           a.lastTrick == b.lastTrick && a.trump == b.trump && a.trumpCard == b.trumpCard &&
           a.talonSize == b.talonSize && a.talonTop == b.talonTop && a.talonClosed == b.talonClosed &&
           a.fewPoints == b.fewPoints && a.handSizes == b.handSizes && a.tricksWon == b.tricksWon &&
           a.shown == b.shown && a.openTricks == b.openTricks && a.legal == b.legal;
}

CardSet cardsIn(const Action& a) {
    CardSet s = toSet(a.cards);
    if (a.card != kNoCard)
        s |= bit(a.card);
    return s;
}

} // namespace

RemoteTable::RemoteTable(NetClient* client, QWidget* parent, int animationMs)
    : QObject(parent), client_(client), model_(new TableModel(this)) {
    // The stand-in is never autosaved: the player's own record of the session is the true one.
    model_->setAutosavePath(QString());
    scene_ = new TableScene(model_, this);
    scene_->setAnimationMs(animationMs);
    scene_->setTrickPauseMs(animationMs > 0 ? 900 : 0);
    view_ = new TableView(scene_, parent);
    human_ = new HumanSeat(0, model_, scene_, view_->actionBar(), parent, this);
    view_->hintButton()->setVisible(false);
    connect(view_->hintButton(), &QPushButton::clicked, this, &RemoteTable::hint);
    connect(human_, &HumanSeat::hintWanted, this, &RemoteTable::hint);
    connect(model_, &TableModel::actionApplied, scene_, &TableScene::refresh);
    connect(human_, &HumanSeat::message, scene_, &TableScene::setStatus);
    // The screen reader's table, the announcements and the sounds, as at a local table; what the
    // table says besides the seat's own prompts (lost connection, pause, hint) is announced too.
    access_ = access::TableAccess::attach(model_, scene_, view_, human_);
    connect(human_, &HumanSeat::message, this, [this](const QString& text) {
        seatSpeaking_ = true;
        emit message(text);
        seatSpeaking_ = false;
    });
    connect(this, &RemoteTable::message, access_, [this](const QString& text) {
        if (!seatSpeaking_)
            access_->say(text);
    });
    connect(human_, &HumanSeat::answered, this, &RemoteTable::answered);
    connect(client_, &NetClient::received, this, &RemoteTable::onMessage);
    // A lost connection is said on the table until it stands again (the client tries again by itself).
    connect(client_, &NetClient::connectionLost, this, [this] {
        // Before the welcome (the host's computer is not there yet): the table is not reached.
        const QString text = seat_ < 0 ? tr("The table cannot be reached \u2013 trying again \u2026")
                                       : tr("The connection to the table was lost \u2013 connecting again \u2026");
        lostText_ = text;
        scene_->setStatus(text);
        emit message(text);
    });
    connect(client_, &NetClient::connectionUp, this, [this] {
        if (!lostText_.isEmpty() && scene_->status() == lostText_)
            scene_->setStatus(QString());
        if (!std::exchange(lostText_, QString()).isEmpty())
            emit message(tr("Connected again: back at the table."));
        updateWaiting();
    });
    // An answer the table refused as `rate_limited` never reached it: sent again until it is heard.
    retry_.setInterval(1000);
    connect(&retry_, &QTimer::timeout, this, [this] {
        if (!outstanding_ || closed_)
            return retry_.stop();
        retried_ = true;
        sendAnswer(*outstanding_);
    });
    clock_.setInterval(1000);
    connect(&clock_, &QTimer::timeout, this, &RemoteTable::updateNotes);

    // The quick phrases: a bubble at this player's seat on every table.
    say_ = new QToolButton(view_);
    say_->setObjectName(QStringLiteral("sayButton"));
    say_->setText(tr("Say \u2026"));
    say_->setToolTip(tr("Say a quick phrase to everyone at the table"));
    say_->setFocusPolicy(Qt::NoFocus); // the arrow keys stay with the hand
    say_->setPopupMode(QToolButton::InstantPopup);
    say_->setStyleSheet(
        view_->hintButton()->styleSheet().replace(QStringLiteral("QPushButton"), QStringLiteral("QToolButton")) +
        QStringLiteral("QToolButton::menu-indicator { image: none; }"));
    auto* phrases = new QMenu(say_);
    phrases->setObjectName(QStringLiteral("sayMenu"));
    for (const st::net::Phrase p : {st::net::Phrase::WellPlayed, st::net::Phrase::GoOn, st::net::Phrase::Sorry,
                                    st::net::Phrase::Thanks, st::net::Phrase::GoodGame}) {
        QAction* a = phrases->addAction(phraseText(std::string(st::net::phraseName(p))));
        connect(a, &QAction::triggered, this, [this, p] {
            ++phrasesUnheard_; // until the table says it (`said`), or refuses it as too much
            client_->say(p);
        });
    }
    say_->setMenu(phrases);
    view_->installEventFilter(this);
    placeSayButton();

    pause_ = new QAction(tr("&Pause the table"), this);
    pause_->setObjectName(QStringLiteral("actionPauseTable"));
    pause_->setCheckable(true);
    pause_->setEnabled(false); // the host's alone
    pause_->setStatusTip(tr("Hold the game for everyone at the table until you resume it"));
    connect(pause_, &QAction::triggered, this, [this](bool on) {
        pause_->setChecked(paused_); // checked once the table says so
        if (on)
            client_->pause();
        else
            client_->resume();
    });
}

bool RemoteTable::eventFilter(QObject* watched, QEvent* event) {
    if (watched == view_ && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        QTimer::singleShot(0, this, &RemoteTable::placeSayButton); // after the view placed its buttons
    return QObject::eventFilter(watched, event);
}

void RemoteTable::placeSayButton() {
    // Beside the Log button, at the top right of the table.
    const QPushButton* log = view_->dealLogButton();
    const QSize size = say_->sizeHint().expandedTo(QSize(0, log->height()));
    say_->setGeometry(log->x() - size.width() - 8, log->y(), size.width(), size.height());
    say_->raise();
}

void RemoteTable::setPaused(bool paused, int by) {
    paused_ = paused;
    pause_->setChecked(paused);
    pause_->setText(paused ? tr("&Resume the table") : tr("&Pause the table"));
    const QString name = model_->name(by);
    const QString who = name.isEmpty() ? tr("The host") : name;
    if (paused) {
        pausedText_ = tr("%1 paused the game.").arg(who);
        scene_->setStatus(pausedText_);
        emit message(tr("%1 paused the game.").arg(who));
    } else {
        if (scene_->status() == pausedText_)
            scene_->setStatus(QString()); // the pause's line goes; anything said since stays
        emit message(tr("%1 resumed the game.").arg(who));
    }
}

RemoteTable::~RemoteTable() = default;

DealSummary* RemoteTable::summary() const {
    return summary_;
}

QString RemoteTable::phraseText(const std::string& phrase) {
    if (phrase == "well_played")
        return tr("Well played!");
    if (phrase == "go_on")
        return tr("Go on!");
    if (phrase == "sorry")
        return tr("Sorry!");
    if (phrase == "thanks")
        return tr("Thanks!");
    if (phrase == "good_game")
        return tr("Good game!");
    return {};
}

void RemoteTable::onMessage(const json& m) {
    const std::string t = m.value("t", std::string());
    const std::string code = t == "error" ? m.value("code", std::string()) : std::string();
    if (code == "rate_limited") {
        // Too many messages at once: the answer (if one is on its way) is sent again shortly.
        limitedAt_.start();
        if (outstanding_ && !retry_.isActive())
            retry_.start();
        // A quick phrase is not said again (it would be late): the player is told it did not go out.
        if (std::exchange(phrasesUnheard_, 0) > 0)
            emit message(tr("Too many messages \u2013 wait a moment before saying more."));
        return;
    }
    if (outstanding_) {
        const bool mine =
            t == "event" && m.contains("action") && m["action"].is_object() && m["action"].value("seat", -1) == seat_;
        if (mine || t == "question" || t == "refused" || t == "deal_start" || t == "deal_over" || t == "session_over" ||
            t == "closed" || t == "error") {
            const bool again = retried_;
            acknowledged();
            if (again && (code == "stale" || code == "not_asked"))
                return; // the answer had reached the table after all
        }
    }
    if (t == "closed")
        tableClosed();
    else if (t == "welcome")
        welcome(m);
    else if (!model_->hasGame())
        return; // nothing else means anything before the welcome
    else if (t == "seats")
        seatsChanged(m);
    else if (t == "deal_start")
        dealStart(m);
    else if (t == "event")
        event(m);
    else if (t == "view")
        viewChanged(m);
    else if (t == "question")
        question(m);
    else if (t == "deal_over")
        dealOver(m);
    else if (t == "refused")
        refused(m);
    else if (t == "session_over")
        sessionOver(m);
    else if (t == "said") {
        const QString text = phraseText(m.value("phrase", std::string()));
        if (intOr(m, "seat", -1) == seat_ && seat_ >= 0)
            phrasesUnheard_ = std::max(0, phrasesUnheard_ - 1);
        if (!text.isEmpty())
            scene_->announce(intOr(m, "seat", -1), text);
    } else if (t == "paused")
        setPaused(true, intOr(m, "by", -1));
    else if (t == "resumed")
        setPaused(false, intOr(m, "by", -1));
    if (t == "error")
        emit message(
            tr("The table refused a message: %1").arg(QString::fromStdString(m.value("code", std::string("?")))));
}

void RemoteTable::welcome(const json& m) {
    const GameInfo* info = findGame(m.value("game", std::string()));
    if (!info) {
        emit message(tr("This table plays a game this version of Stammtisch does not know."));
        client_->leave();
        return;
    }
    RecordError err;
    const auto variant = parseVariant(*info, m.value("variant", json::object()).dump(), err);
    if (!variant) {
        emit message(tr("This table plays rules this version of Stammtisch does not know."));
        client_->leave();
        return;
    }
    const int seat = intOr(m, "seat", -1);
    host_ = m.value("host", false);
    hints_ = m.value("hints", false);
    started_ = m.value("started", false);
    pause_->setEnabled(host_);
    if (m.value("paused", false) != paused_)
        setPaused(m.value("paused", false), -1);
    if (model_->hasGame() && seat == seat_ && model_->game().id() == info->id) {
        emit message(tr("Back at the table."));
        return; // the seat given back after a dropped connection: the table stays as it is
    }
    seat_ = seat;
    QStringList names;
    for (const json& n : m.value("names", json::array()))
        names << QString::fromStdString(n.is_string() ? n.get<std::string>() : std::string());
    if (const QString e = startTable(*info, *variant, names); !e.isEmpty()) {
        emit message(e);
        client_->leave();
        return;
    }
    seats_.assign(static_cast<std::size_t>(names.size()), SeatState{});
    for (int s = 0; s < names.size(); ++s)
        seats_[static_cast<std::size_t>(s)].name = names[s];
    view_->hintButton()->setVisible(hints_); // off online unless the host allows it
    view_->hintButton()->setEnabled(hints_);
    inDeal_ = false;
    updateNotes();
    takeUpHistory();
    keepInHistory(model_->record()); // the session is in the player's history from the start
    emit joined();
}

QString RemoteTable::startTable(const GameInfo& info, const Variant& variant, const QStringList& names) {
    // In the record only this player is "human": the texts say "you" to this seat alone.
    QStringList playedBy;
    for (int s = 0; s < names.size(); ++s)
        playedBy << (s == seat_ ? QStringLiteral("human") : QStringLiteral("normal"));
    if (QString e = model_->startNew(info, variant, names, 0, playedBy); !e.isEmpty())
        return e;
    human_->setSeat(seat_);
    scene_->setHumanSeat(seat_);
    scene_->reset();
    scene_->refresh();
    return {};
}

void RemoteTable::seatsChanged(const json& m) {
    const json list = m.value("seats", json::array());
    for (std::size_t s = 0; s < list.size() && s < seats_.size(); ++s) {
        const json& e = list[s];
        SeatState& st = seats_[s];
        if (e.contains("name") && e["name"].is_string())
            st.name = QString::fromStdString(e["name"].get<std::string>());
        st.computer = e.value("kind", std::string("human")) == "computer";
        st.connected = e.value("connected", true);
        st.free = e.value("free", false);
        st.ready = e.value("ready", true);
        st.thinkingMs = intOr(e, "thinking_ms", -1);
        st.since.start();
    }
    // Before the first deal the players sitting down name their seats (the record names them).
    QStringList names;
    for (const SeatState& st : seats_)
        names << st.name;
    if (!inDeal_ && model_->record().deals.empty() && names != model_->names()) {
        const GameInfo& info = model_->info();
        const Variant variant = model_->record().variant;
        startTable(info, variant, names);
    }
    // The table waits for this player between deals, but there is no summary to read (it came back
    // to the table after the deal was scored): ready at once.
    if (seat_ >= 0 && static_cast<std::size_t>(seat_) < seats_.size() &&
        !seats_[static_cast<std::size_t>(seat_)].ready && !inDeal_ && !summary_) {
        readySent_ = false;
        sendReady();
    }
    updateNotes();
    updateBetweenDeals();
}

void RemoteTable::sendReady() {
    if (std::exchange(readySent_, true))
        return;
    client_->ready();
    updateBetweenDeals();
}

void RemoteTable::updateBetweenDeals() {
    if (inDeal_ || !readySent_ || asked_ || closed_ || !model_->hasGame() || model_->record().deals.empty() ||
        model_->game().sessionOver())
        return;
    QStringList waitingFor;
    for (std::size_t s = 0; s < seats_.size(); ++s)
        if (!seats_[s].ready && static_cast<int>(s) != seat_)
            waitingFor << seats_[s].name;
    const QString text = waitingFor.isEmpty() ? tr("Waiting for the next deal \u2026")
                                              : tr("Waiting for %1 \u2026").arg(nameList(waitingFor));
    // Over the deal's last words, not over a pause or a lost connection (they say more).
    const QString now = scene_->status();
    if ((!paused_ || now != pausedText_) && (lostText_.isEmpty() || now != lostText_)) {
        betweenText_ = text;
        scene_->setStatus(text);
    }
}

std::vector<QStringList> RemoteTable::seatNotes() const {
    std::vector<QStringList> notes(seats_.size());
    for (std::size_t s = 0; s < seats_.size(); ++s) {
        const SeatState& st = seats_[s];
        if (st.free)
            notes[s] << tr("Free seat"); // waiting for a player to sit down: nobody dropped out
        else if (!st.connected && !st.computer)
            notes[s] << tr("Offline");
        // A computer that thinks says so alone: the plate has room for one badge of ours beside the game's.
        if (st.computer && static_cast<int>(s) != seat_ && st.thinkingMs < 0)
            notes[s] << tr("Computer");
        if (st.thinkingMs >= 0) {
            const qint64 ms = st.thinkingMs + (st.since.isValid() ? st.since.elapsed() : 0);
            notes[s] << tr("Thinking %1 s").arg(ms / 1000);
        }
        // Between deals: a player the table waits for (who has not closed the summary yet).
        if (!st.ready && static_cast<int>(s) != seat_ && !inDeal_ && !sessionOver_)
            notes[s] << tr("Looking at the result");
    }
    return notes;
}

QString RemoteTable::waitingText() const {
    if (started_ || !model_->hasGame() || !model_->record().deals.empty())
        return {};
    const auto taken = std::count_if(seats_.begin(), seats_.end(), [](const SeatState& s) { return !s.free; });
    if (taken < static_cast<std::ptrdiff_t>(seats_.size()))
        return tr("Waiting for players: %1 of %2 seats taken").arg(taken).arg(seats_.size());
    // Every seat is someone's: the first deal is dealt once all of them are connected.
    QStringList away;
    for (const SeatState& s : seats_)
        if (!s.computer && !s.connected)
            away << s.name;
    if (!away.isEmpty())
        return (away.size() == 1 ? tr("Waiting for %1 to come back to the table", "one player")
                                 : tr("Waiting for %1 to come back to the table", "two or more players"))
            .arg(nameList(away));
    return tr("Everyone is at the table: the first deal is coming");
}

void RemoteTable::updateWaiting() {
    const QString text = waitingText();
    if (!text.isEmpty() && scene_->status() != text && !paused_)
        scene_->setStatus(text);
}

void RemoteTable::updateNotes() {
    updateWaiting();
    scene_->setSeatNotes(seatNotes());
    const bool thinking =
        std::any_of(seats_.begin(), seats_.end(), [](const SeatState& s) { return s.thinkingMs >= 0; });
    if (thinking && !clock_.isActive())
        clock_.start();
    else if (!thinking)
        clock_.stop();
}

void RemoteTable::dealStart(const json& m) {
    readySent_ = true; // the summary closing now is not a `ready`
    if (!betweenText_.isEmpty() && scene_->status() == betweenText_)
        scene_->setStatus(QString());
    betweenText_.clear();
    if (summary_)
        summary_->close();
    human_->clear();
    dealer_ = intOr(m, "dealer", -1);
    started_ = true;
    asked_ = false;
    const int index = intOr(m, "deal", static_cast<int>(model_->record().deals.size()));
    // A catch-up (after a reconnection) tells the running deal again from its start: it is rebuilt.
    if (inDeal_ && start_ && start_->dealsFinished() == index && !obs_.views.empty() && !m.value("catch_up", false)) {
        pendingEvent_.reset(); // the deal shown already (said again after a reconnection)
        return;
    }
    // The session before this deal: the true records of the deals before it.
    Record r = model_->record();
    if (static_cast<int>(r.deals.size()) > index) {
        r.deals.resize(static_cast<std::size_t>(std::max(index, 0)));
        show(r);
    }
    start_ = std::shared_ptr<const Game>(model_->game().clone());
    obs_ = ai::Observation{};
    obs_.start = start_;
    obs_.seat = seat_;
    obs_.dealer = dealer_;
    obs_.knocked = m.value("knocked", false);
    // The seat's own cards in dealing order (a card not seen yet: null), where the server says it.
    dealtOrder_.clear();
    for (const json& c : m.value("hand", json::array())) {
        const auto card = c.is_string() ? model_->game().pack().fromCode(c.get<std::string>()) : std::nullopt;
        dealtOrder_.push_back(card.value_or(kNoCard));
    }
    awaitingFirstView_ = true;
    inDeal_ = true;
    pendingEvent_.reset();
    resamples_ = 0;
}

void RemoteTable::event(const json& m) {
    if (!inDeal_)
        return;
    RecordError err;
    json action = m.value("action", json::object());
    // Another seat's discard is told without its cards (publicAction): no list, or an empty one.
    if (action.is_object() && action.value("act", std::string()) == "discard" &&
        (!action.contains("cards") || action["cards"].empty()) && action.contains("seat") &&
        action["seat"].is_number_integer()) {
        pendingEvent_ = Action::simple(action["seat"].get<int>(), Act::Discard);
        pendingHidden_ = std::max(0, intOr(m, "count", 0));
        return;
    }
    pendingHidden_ = 0;
    const auto a = actionFromJson(action, model_->game().pack(), "event", err);
    if (!a) {
        emit message(tr("The table sent a decision this client cannot read."));
        return;
    }
    pendingEvent_ = *a;
}

void RemoteTable::viewChanged(const json& m) {
    if (!inDeal_)
        return;
    const auto v = viewFromJson(m.value("view", json()), model_->game().pack());
    if (!v)
        return;
    if (awaitingFirstView_) {
        awaitingFirstView_ = false;
        obs_.handSizes = v->handSizes;
        int dealt = 0;
        for (int h : v->handSizes)
            dealt += h;
        obs_.stockSize = model_->game().pack().size() - dealt;
        // The seat's own cards; a card it has not seen yet (dealt face down) is unknown.
        const int own = seat_ >= 0 && static_cast<std::size_t>(seat_) < v->handSizes.size()
                            ? v->handSizes[static_cast<std::size_t>(seat_)]
                            : 0;
        obs_.ownHand = toList(v->hand);
        while (static_cast<int>(obs_.ownHand.size()) < own)
            obs_.ownHand.push_back(kNoCard);
        obs_.views = {*v};
        // The seat's cards in dealing order matter where the deal turns one of them up (Dreeg: the
        // dealer's last card is the trump card): the view does not say the order, so the turned
        // card is tried last, then first, then the cards as they come.
        std::vector<CardList> orders;
        CardSet said = 0;
        for (const Card c : dealtOrder_)
            if (c != kNoCard)
                said |= bit(c);
        if (static_cast<int>(dealtOrder_.size()) == own && said == v->hand)
            orders.push_back(dealtOrder_); // the server said the order
        if (v->trumpCard != kNoCard && has(v->hand, v->trumpCard)) {
            CardList last = obs_.ownHand;
            last.erase(std::find(last.begin(), last.end(), v->trumpCard));
            CardList first = last;
            last.push_back(v->trumpCard);
            first.insert(first.begin(), v->trumpCard);
            orders = {last, first};
        }
        orders.push_back(obs_.ownHand);
        bool shown = false;
        for (const CardList& order : orders) {
            obs_.ownHand = order;
            if ((shown = resample()))
                break;
        }
        if (!shown)
            emit message(tr("The table cannot be shown as the server describes it."));
        else
            access_->announceDeal(); // the stand-in is shown anew, without the model's signals
        pendingEvent_.reset();
    } else if (pendingEvent_) {
        const Action a = *pendingEvent_;
        pendingEvent_.reset();
        advance(a, *v);
    } else if (!obs_.views.empty() && !sameView(obs_.views.back(), *v)) {
        obs_.views.back() = *v; // the same moment said again (after a reconnection)
        if (!sameView(model_->view(seat_), *v))
            resample();
    }
    askPending();
}

void RemoteTable::advance(const Action& a, const SeatView& after) {
    ++hintSerial_;
    const SeatView before = obs_.views.back();
    Action pub = a;
    int hidden = 0;
    if (a.act == Act::Discard && a.seat != seat_) {
        pub.cards.clear();
        const auto s = static_cast<std::size_t>(a.seat);
        if (pendingHidden_ > 0)
            hidden = pendingHidden_;
        else if (s < before.handSizes.size() && s < after.handSizes.size())
            hidden = std::max(0, before.handSizes[s] - after.handSizes[s]);
    }
    obs_.actions.push_back(pub);
    obs_.hiddenCount.push_back(hidden);
    obs_.views.push_back(after);
    // The last decision of a deal: its cards turn up with deal_over, the true deal shows it.
    Action step = pub;
    if (hidden > 0) {
        // Another seat laid cards away face down: in the stand-in, cards no later event can name.
        for (const Action& l : model_->game().legalActions())
            if (l.act == Act::Discard && l.seat == a.seat && static_cast<int>(l.cards.size()) == hidden) {
                step = l;
                break;
            }
    }
    std::unique_ptr<Game> probe = model_->game().clone();
    bool redealt = !probe->inDeal() || probe->check(step);
    if (!redealt) {
        probe->apply(step);
        if (!probe->inDeal())
            return; // the deal is over: deal_over shows it with its true cards
        redealt = probe->view(seat_).legal.size() != after.legal.size() || !sameView(probe->view(seat_), after);
    }
    if (redealt) {
        // The stand-in did not fit: it is dealt again and shown as a whole, without the model's
        // signals, so the screen reader and the sounds are told the decision and the trick here.
        ++resamples_;
        if (!resample())
            return;
        access_->announceAction(step);
        for (std::size_t s = 0; s < after.tricksWon.size() && s < before.tricksWon.size(); ++s)
            if (after.tricksWon[s] > before.tricksWon[s])
                access_->announceTrick(static_cast<int>(s));
    } else {
        model_->submit(step);
    }
    const auto& actions = model_->record().deals.back().actions;
    if (!actions.empty()) {
        const std::vector<std::string> keys = model_->passKeys();
        const std::size_t k = actions.size() - 1;
        const QString words = actions[k].act == Act::Pass && k < keys.size() && keys[k] != "pass"
                                  ? faces::face(model_->game()).bidName(keys[k])
                                  : faces::spoken(model_->game(), actions, k, after.trump);
        scene_->announce(a.seat, words);
    }
    updateDealLog();
}

bool RemoteTable::resample() {
    const Pack& pack = start_->pack();
    std::vector<CardSet> later(obs_.actions.size() + 1, 0);
    for (std::size_t i = obs_.actions.size(); i-- > 0;)
        later[i] = later[i + 1] | cardsIn(obs_.actions[i]);
    for (int attempt = 0; attempt < 8; ++attempt) {
        ai::Determinizer det(obs_);
        Rng rng(sampleSeed_++);
        if (!det.sample(rng) || !det.hints().seenAt)
            continue;
        const DealSetup setup = *det.hints().seenAt;
        std::unique_ptr<Game> w = start_->clone();
        if (!w->startDeal(setup).empty())
            continue;
        std::vector<Action> full;
        bool ok = true;
        for (std::size_t i = 0; i < obs_.actions.size() && ok; ++i) {
            Action a = obs_.actions[i];
            if (obs_.hiddenCount[i] > 0) {
                ok = false;
                for (const Action& l : w->legalActions())
                    if (l.act == Act::Discard && l.seat == a.seat &&
                        static_cast<int>(l.cards.size()) == obs_.hiddenCount[i] &&
                        (toSet(l.cards) & later[i + 1]) == 0) {
                        a = l;
                        ok = true;
                        break;
                    }
            } else {
                ok = !w->check(a);
            }
            if (ok) {
                w->apply(a);
                full.push_back(a);
            }
        }
        if (!ok || !w->inDeal() || !sameView(w->view(seat_), obs_.now()))
            continue;
        Record r = model_->record();
        const std::size_t index = static_cast<std::size_t>(start_->dealsFinished());
        r.deals.resize(std::min(r.deals.size(), index));
        r.deals.push_back(DealRecord{setup, full});
        (void)pack;
        return show(r);
    }
    return false;
}

bool RemoteTable::show(const Record& r) {
    const QString file = dir_.filePath(QStringLiteral("table.json"));
    QFile f(file);
    const std::string text = writeRecord(r);
    if (!f.open(QIODevice::WriteOnly) || f.write(text.data(), static_cast<qint64>(text.size())) < 0)
        return false;
    f.close();
    if (const QString e = model_->loadRecord(file); !e.isEmpty()) {
        emit message(e);
        return false;
    }
    scene_->reset();
    scene_->refresh();
    updateDealLog();
    return true;
}

void RemoteTable::question(const json& m) {
    if (pendingEvent_ || awaitingFirstView_) {
        pendingQuestion_ = m; // asked once the table shows the moment it is about
        return;
    }
    Question q;
    const std::string kind = m.value("kind", std::string("due"));
    q.kind = kind == "optional" ? Question::Kind::Optional
             : kind == "dealer" ? Question::Kind::Dealer
             : kind == "cut"    ? Question::Kind::Cut
                                : Question::Kind::Due;
    q.seat = seat_;
    q.ticket = static_cast<quint64>(std::max(0, intOr(m, "n", 0)));
    if (model_->game().inDeal())
        q.view = model_->view(seat_);
    for (const json& d : m.value("dealers", json::array()))
        if (d.is_number_integer())
            q.dealers.push_back(d.get<int>());
    q.dealer = intOr(m, "dealer", -1);
    asked_ = true;
    human_->ask(q);
}

void RemoteTable::askPending() {
    if (pendingQuestion_ && !pendingEvent_ && !awaitingFirstView_) {
        const json q = *pendingQuestion_;
        pendingQuestion_.reset();
        question(q);
    }
}

void RemoteTable::answered(const Answer& a) {
    lastAnswer_ = a;
    asked_ = false;
    outstanding_ = a;
    retried_ = false;
    sendAnswer(a);
    // Just refused for sending too much: this answer may have been refused too (the table says
    // `rate_limited` once for a run of messages), so it goes again until the table hears it.
    if (limitedAt_.isValid() && limitedAt_.elapsed() < 5000 && !retry_.isActive())
        retry_.start();
}

void RemoteTable::acknowledged() {
    outstanding_.reset();
    retried_ = false;
    retry_.stop();
}

void RemoteTable::sendAnswer(const Answer& a) {
    const int n = static_cast<int>(a.ticket);
    switch (a.kind) {
    case Question::Kind::Due:
    case Question::Kind::Optional:
        if (a.action)
            client_->act(*a.action, model_->game().pack(), n);
        else
            client_->decline(n);
        return;
    case Question::Kind::Dealer:
        client_->chooseDealer(a.dealer, n);
        return;
    case Question::Kind::Cut:
        client_->cut(a.knocked, n);
        return;
    }
}

void RemoteTable::refused(const json& m) {
    const Refusal r = refusalFromJson(m, model_->game().pack());
    // Worded as the local table words a refusal, and the decision is shown again.
    human_->answerRefused(lastAnswer_.value_or(Answer{}), r);
}

void RemoteTable::dealOver(const json& m) {
    // The deal's cards turned up: the true deal replaces the stand-in.
    json doc = json::parse(writeRecord(model_->record()));
    json& deals = doc["deals"];
    const std::size_t index = start_ ? static_cast<std::size_t>(start_->dealsFinished()) : deals.size();
    while (deals.size() > index)
        deals.erase(deals.size() - 1);
    deals.push_back(m.contains("record") ? m["record"] : m.value("deal", json::object()));
    auto parsed = parseRecord(doc.dump());
    inDeal_ = false;
    asked_ = false;
    pendingEvent_.reset();
    pendingQuestion_.reset();
    human_->clear();
    if (auto* err = std::get_if<RecordError>(&parsed)) {
        emit message(tr("The table's record of the deal cannot be read: %1").arg(text::Wording::recordError(*err)));
        return;
    }
    const Record r = std::move(std::get<Record>(parsed));
    Replay check = replay(r);
    if (check.error) {
        emit message(tr("The table's record of the deal does not replay."));
        return;
    }
    show(r);
    // The deal's last decision and its result, as a local table's model would have said them.
    if (!r.deals.empty() && !r.deals.back().actions.empty())
        access_->announceAction(r.deals.back().actions.back());
    access_->announceResult();
    keepInHistory(r);
    if (summary_)
        summary_->close();
    summary_ = new DealSummary(*model_, view_);
    summary_->setAttribute(Qt::WA_DeleteOnClose);
    // The review only where the host allows it (as the hint); else the button says why not.
    if (auto* review = summary_->findChild<QPushButton*>(QStringLiteral("reviewButton"))) {
        review->setEnabled(hints_);
        if (!hints_)
            review->setToolTip(tr("The host of this table does not allow the review (nor the hint)."));
    }
    connect(summary_, &DealSummary::reviewWanted, this, &RemoteTable::showReview);
    // Between deals the table waits until every player has read the summary: Next deal (or closing
    // the summary) says this player is ready, and the table says who it still waits for.
    readySent_ = model_->game().sessionOver(); // no next deal after the last
    connect(summary_, &QDialog::finished, this, [this] {
        if (!inDeal_)
            sendReady();
    });
    summary_->open();
}

void RemoteTable::sessionOver(const json& m) {
    // The session's end, as a local table shows it: the last deal's summary first, then the
    // session's score sheet; the history keeps the session, finished. No deal follows.
    if (const auto it = m.find("record"); it != m.end() && it->is_object()) {
        // The whole session as the table's record holds it (every deal scored, its cards turned up):
        // also to a player who comes back after the end, or missed deals.
        json doc = json::parse(writeRecord(model_->record()));
        doc["deals"] = it->value("deals", json::array());
        auto parsed = parseRecord(doc.dump());
        if (const Record* r = std::get_if<Record>(&parsed); r && !replay(*r).error) {
            if (writeRecord(*r) != writeRecord(model_->record()))
                show(*r);
        }
    }
    const bool first = !std::exchange(sessionOver_, true);
    inDeal_ = false;
    asked_ = false;
    readySent_ = true;
    pendingEvent_.reset();
    pendingQuestion_.reset();
    human_->clear();
    for (SeatState& st : seats_) {
        st.thinkingMs = -1;
        st.ready = true;
    }
    updateNotes();
    if (model_->hasGame())
        keepInHistory(trueRecord());
    const QString text = tr("The session is over.");
    scene_->setStatus(text);
    if (!first)
        return;
    emit message(text);
    emit sessionFinished();
    if (summary_ && summary_->isVisible())
        connect(summary_, &QDialog::finished, this, &RemoteTable::showSessionSheet);
    else
        showSessionSheet();
}

void RemoteTable::showSessionSheet() {
    if (!model_->hasGame() || findChild<SessionSummary*>() || view_->findChild<SessionSummary*>())
        return;
    auto* s = new SessionSummary(*model_, view_);
    s->setAttribute(Qt::WA_DeleteOnClose);
    connect(s, &SessionSummary::newGame, this, &RemoteTable::newGameRequested);
    s->open();
}

DealReview* RemoteTable::showReview() {
    if (!hints_ || inDeal_ || !model_->hasGame() || model_->record().deals.empty())
        return nullptr;
    const std::size_t deal = model_->record().deals.size() - 1;
    auto* review = new DealReview(
        *model_, seat_, deal, [human = human_](const Action& a, const SeatView& v) { return human->describe(a, v); },
        [scene = scene_](Card c, int width) { return scene->cardFace(c, width); },
        summary_ ? static_cast<QWidget*>(summary_.data()) : static_cast<QWidget*>(view_));
    review->setAttribute(Qt::WA_DeleteOnClose);
    review->open();
    return review;
}

void RemoteTable::setHistoryFile(const QString& file) {
    historyFile_ = file;
    if (model_->hasGame())
        takeUpHistory();
}

void RemoteTable::takeUpHistory() {
    // The deals scored before this client came back are the ones the history keeps.
    if (historyFile_.isEmpty() || !model_->record().deals.empty() || inDeal_)
        return;
    QFile f(historyFile_);
    if (!f.open(QIODevice::ReadOnly))
        return;
    auto parsed = parseRecord(f.readAll().toStdString());
    auto* kept = std::get_if<Record>(&parsed);
    if (!kept || kept->deals.empty() || kept->game != model_->record().game ||
        kept->players.size() != model_->record().players.size())
        return;
    if (!replay(*kept).error)
        show(*kept);
}

Record RemoteTable::trueRecord() const {
    // The deals scored are the server's; a running deal is a stand-in and not kept.
    Record r = model_->record();
    if (inDeal_ && start_)
        r.deals.resize(std::min(r.deals.size(), static_cast<std::size_t>(start_->dealsFinished())));
    return r;
}

void RemoteTable::tableClosed() {
    closed_ = true;
    human_->clear();
    for (SeatState& st : seats_)
        st.thinkingMs = -1; // nobody thinks at a closed table
    updateNotes();
    if (model_->hasGame())
        keepInHistory(trueRecord());
    const QString text = tr("The host closed the table. Your session is kept in your history; once the host opens "
                            "the table again, Game \u25b8 Continue takes you back to it.");
    scene_->setStatus(tr("The host closed the table"));
    emit message(text);
    emit closedByHost(text);
}

QString RemoteTable::rejoinFile(const QString& historyFile) {
    return historyFile + QStringLiteral(".table");
}

std::optional<RemoteTable::Rejoin> RemoteTable::rejoinInfo(const QString& historyFile) {
    QFile f(rejoinFile(historyFile));
    if (!f.open(QIODevice::ReadOnly))
        return std::nullopt;
    const json j = json::parse(f.readAll().toStdString(), nullptr, false);
    if (!j.is_object())
        return std::nullopt;
    const auto str = [&j](const char* k) {
        return QString::fromStdString(j.contains(k) && j[k].is_string() ? j[k].get<std::string>() : std::string());
    };
    Rejoin r;
    r.url = QUrl(str("url"));
    r.table = str("table");
    r.token = str("token");
    r.name = str("name");
    r.hostData = str("host_data");
    if (!r.url.isValid() || r.table.isEmpty() || r.token.isEmpty())
        return std::nullopt;
    return r;
}

void RemoteTable::keepInHistory(const Record& r) {
    // The player keeps the session as a local one is kept: the true record, in the history's folder.
    const QString folder = historyFolder_.isEmpty() ? RecentSessions::folder() : historyFolder_;
    if (historyFile_.isEmpty()) {
        QDir().mkpath(folder);
        historyFile_ = RecentSessions::newSessionPath(*r.game, folder);
    }
    const std::string text = writeRecord(r);
    QSaveFile f(historyFile_);
    if (!f.open(QIODevice::WriteOnly) || f.write(text.data(), static_cast<qint64>(text.size())) < 0 || !f.commit()) {
        emit message(tr("The session could not be kept in your history: %1").arg(f.errorString()));
        return;
    }
    // Beside it, how to take the seat again (Game ▸ Continue rejoins the table, never plays it locally).
    if (client_->token().isEmpty())
        return;
    json j = {{"url", client_->url().toString().toStdString()},
              {"table", client_->table().toStdString()},
              {"token", client_->token().toStdString()},
              {"name", model_->name(seat_).toStdString()}};
    if (!hostData_.isEmpty())
        j["host_data"] = hostData_.toStdString();
    const std::string side = j.dump(2);
    QSaveFile s(rejoinFile(historyFile_));
    if (s.open(QIODevice::WriteOnly))
        s.write(side.data(), static_cast<qint64>(side.size()));
    s.commit();
}

void RemoteTable::hint() {
    if (!hints_)
        return;
    if (!inDeal_ || awaitingFirstView_ || obs_.views.empty() || !start_) {
        emit message(HintWords::nothingToDecide());
        return;
    }
    if (obs_.legal().empty()) {
        emit message(obs_.now().toAct != seat_ ? HintWords::notYourTurn() : HintWords::nothingToDecide());
        return;
    }
    const SeatView v = obs_.now();
    auto obs = std::make_shared<const ai::Observation>(obs_);
    const quint64 serial = ++hintSerial_;
    auto* watcher = new QFutureWatcher<ai::Suggestion>(this);
    connect(watcher, &QFutureWatcher<ai::Suggestion>::finished, this, [this, watcher, serial, v] {
        const ai::Suggestion answer = watcher->result();
        watcher->deleteLater();
        if (serial != hintSerial_ || !obs_.views.size() || !(obs_.now().legal == v.legal))
            return; // the position is gone
        const Action chosen = answer.action.value_or(Action{});
        const QString text =
            HintWords::text(model_->game(), chosen, answer.why, v,
                            [human = human_](const Action& a, const SeatView& sv) { return human->describe(a, sv); });
        human_->showHint(text, chosen);
        emit message(text);
    });
    emit message(HintWords::thinking());
    watcher->setFuture(QtConcurrent::run([obs] { return ai::suggest(*obs, ai::kHintLevel, ai::kSuggestSeed); }));
}

void RemoteTable::updateDealLog() {
    QStringList lines;
    const auto& deals = model_->record().deals;
    if (model_->hasGame() && !deals.empty()) {
        const auto& actions = deals.back().actions;
        const std::vector<std::string> keys = model_->passKeys();
        const int trump = model_->game().inDeal() ? model_->view(seat_).trump : -1;
        for (std::size_t k = 0; k < actions.size(); ++k) {
            const QString words = actions[k].act == Act::Pass && k < keys.size() && keys[k] != "pass"
                                      ? faces::face(model_->game()).bidName(keys[k])
                                      : faces::spoken(model_->game(), actions, k, trump);
            if (words.isEmpty())
                continue;
            const int s = actions[k].seat;
            lines << tr("%1: %2").arg(model_->isHuman(s) ? tr("You") : model_->name(s), words);
        }
    }
    view_->setDealLog(lines);
}

} // namespace st::ui::net
