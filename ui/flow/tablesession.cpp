#include "tablesession.h"

#include "access/tableaccess.h"
#include "ai/explain.h"
#include "dialogs/dealreview.h"
#include "dialogs/dealsummary.h"
#include "dialogs/lasttrickdialog.h"
#include "dialogs/sessionsummary.h"
#include "flowcontroller.h"
#include "games/dialogwords.h"

#include "games/gameface.h"
#include "hintwords.h"
#include "humanseat.h"
#include "player.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "text/wording.h"

#include <QDateTime>
#include <QDir>
#include <QFutureWatcher>
#include <QPushButton>
#include <QtConcurrent/QtConcurrentRun>

namespace st::ui {

TableSession::TableSession(const TableOptions& options, QWidget* parent) : QObject(parent), options_(options) {
    model_ = new TableModel(this);
    model_->setAutosavePath(options.autosavePath == QLatin1String("-") ? QString()
                            : options.autosavePath.isEmpty()           ? TableModel::defaultAutosavePath()
                                                                       : options.autosavePath);
    scene_ = new TableScene(model_, this);
    scene_->setAnimationMs(options.animationMs);
    scene_->setTrickPauseMs(options.animationMs > 0 ? options.trickPauseMs : 0);
    scene_->setCountingHelp(options.countingHelp);
    view_ = new TableView(scene_, parent);
    human_ = new HumanSeat(0, model_, scene_, view_->actionBar(), parent, this);
    flow_ = new FlowController(model_, human_, this);
    flow_->setThinkMs(options.thinkMs);
    flow_->setPlayOnlyCard(options.playOnlyCard);
    flow_->setTrickPauseMs(options.animationMs > 0 ? options.trickPauseMs : 0);
    connect(model_, &TableModel::dealStarted, scene_, [this] {
        scene_->reset();
        scene_->refresh();
    });
    connect(model_, &TableModel::actionApplied, scene_, &TableScene::refresh);
    connect(flow_, &FlowController::status, scene_, &TableScene::setStatus);
    connect(human_, &HumanSeat::message, scene_, &TableScene::setStatus);
    connect(human_, &HumanSeat::message, this, &TableSession::message);
    connect(model_, &TableModel::autosaveFailed, this, &TableSession::message);
    // A message about a position (a refusal, "Thinking about a hint…") goes when the position does.
    connect(model_, &TableModel::actionApplied, this, [this] {
        if (model_->saveError().isEmpty())
            emit message(QString());
    });
    connect(model_, &TableModel::dealScored, this, [this] { emit message(QString()); });
    connect(model_, &TableModel::saveStateChanged, this, &TableSession::updateSaveWarning);
    connect(view_->saveCopyButton(), &QPushButton::clicked, this, &TableSession::saveCopyRequested);
    connect(flow_, &FlowController::dealFinished, this, &TableSession::showSummary);
    connect(scene_, &TableScene::lastTrickRequested, this, &TableSession::showLastTrick);
    // Every announcement: a bubble at the seat and a line in the deal log.
    connect(model_, &TableModel::actionApplied, this, [this](const Action& a) {
        const auto& deals = model_->record().deals;
        if (!deals.empty() && !deals.back().actions.empty())
            scene_->announce(a.seat, said(deals.back().actions.size() - 1, model_->passKeys()));
        updateDealLog();
    });
    connect(model_, &TableModel::dealStarted, this, [this] {
        // Middlehand's cut or knock, said at the seat as any announcement is.
        if (const QString cut = cutWords(); !cut.isEmpty())
            scene_->announce(model_->cutChooser(model_->record().deals.back().setup.dealer), cut);
        updateDealLog();
    });
    connect(model_, &TableModel::rewound, this, &TableSession::updateDealLog);
    // The end of the session: the last deal's summary first, then the session's.
    connect(this, &TableSession::hintReady, scene_, &TableScene::setStatus);
    connect(model_, &TableModel::sessionOver, this, [this] {
        auto showSession = [this] { showScoreSheet(); };
        if (summary_ && summary_->isVisible())
            connect(summary_, &QDialog::finished, this, showSession);
        else
            showSession();
    });
    connect(model_, &TableModel::rewound, scene_, [this] {
        scene_->reset();
        scene_->refresh();
    });
    auto undoChanged = [this] {
        emit undoAvailable(canUndo());
        updateHintButton();
    };
    connect(view_->hintButton(), &QPushButton::clicked, this, &TableSession::hint);
    connect(human_, &HumanSeat::message, this, &TableSession::updateHintButton);
    connect(human_, &HumanSeat::hintWanted, this, &TableSession::hint);
    // A hint's mark goes with the move it was for (a lesson marks again after this).
    connect(model_, &TableModel::actionApplied, human_, [this] { human_->markChoice(std::nullopt); });
    connect(model_, &TableModel::actionApplied, this, undoChanged);
    connect(model_, &TableModel::rewound, this, undoChanged);
    connect(model_, &TableModel::dealStarted, this, undoChanged);
    connect(model_, &TableModel::dealScored, this, undoChanged);
    updateHintButton();                // hidden from the start in Stammtisch mode
    access::TableAccess::attach(this); // the screen reader's table, the announcements, the sounds
}

TableSession::~TableSession() = default;

void TableSession::setupSeats() {
    // Who plays each seat comes from the record ("played_by"); a record without
    // it has the human at seat 0 and normal computer players.
    const auto& playedBy = model_->record().playedBy;
    int human = 0;
    for (std::size_t s = 0; s < playedBy.size(); ++s)
        if (playedBy[s] == "human")
            human = static_cast<int>(s);
    human_->setSeat(human);
    std::vector<std::shared_ptr<ComputerPlayer>> players;
    const quint64 base = options_.seed ? options_.seed : static_cast<quint64>(QDateTime::currentMSecsSinceEpoch());
    for (int s = 0; s < model_->game().seats(); ++s) {
        if (s == human) {
            players.push_back(nullptr);
            continue;
        }
        const std::string level = static_cast<std::size_t>(s) < playedBy.size() ? playedBy[static_cast<std::size_t>(s)]
                                                                                : std::string("normal");
        const quint64 seed = base * 31 + static_cast<quint64>(s);
        if (auto l = ai::levelFromName(level); l && *l != ai::Level::Oracle)
            players.push_back(std::make_shared<AiPlayer>(*l, seed));
        else
            players.push_back(std::make_shared<AiPlayer>(ai::Level::Normal, seed));
    }
    if (playersHook_)
        players = playersHook_(*model_);
    flow_->setPlayers(std::move(players));
    flow_->setSeed(base ^ 0x5eedULL);
    scene_->setHumanSeat(human);
    scene_->reset();
}

void TableSession::showScoreSheet() {
    if (!model_->hasGame())
        return;
    auto* s = new SessionSummary(*model_, view_);
    s->setAttribute(Qt::WA_DeleteOnClose);
    connect(s, &SessionSummary::newGame, this, &TableSession::newGameRequested);
    s->open();
}

void TableSession::updateHintButton() {
    const bool mine = model_->hasGame() && model_->game().inDeal() && !model_->view(human_->seat()).legal.empty();
    view_->hintButton()->setVisible(options_.hints);
    view_->hintButton()->setEnabled(mine && options_.hints);
}

void TableSession::setCountingHelp(bool on) {
    options_.countingHelp = on;
    scene_->setCountingHelp(on);
}

void TableSession::setHints(bool on) {
    options_.hints = on;
    updateHintButton();
}

bool TableSession::canUndo() const {
    return options_.allowUndo && model_->hasGame() && model_->canUndo(human_->seat());
}

void TableSession::undo() {
    if (!canUndo())
        return;
    hintSerial_++; // a hint on its way is for a position that is gone
    if (model_->undo(human_->seat()))
        emit message(tr("Your last decision was taken back."));
}

void TableSession::hint() {
    if (!options_.hints) {
        emit hintReady(tr("No hints in Stammtisch mode (Settings \u25b8 Preferences)."));
        return;
    }
    if (!model_->hasGame() || !model_->game().inDeal() || !model_->dealStart()) {
        emit hintReady(HintWords::nothingToDecide());
        return;
    }
    const int seat = human_->seat();
    DecisionRequest request;
    request.view = model_->view(seat);
    if (request.view.legal.empty()) {
        emit hintReady(HintWords::notYourTurn());
        return;
    }
    if (lessonHint_)
        if (const auto lesson = lessonHint_()) {
            hintSerial_++; // a hint on its way is not the lesson's
            const Action& a = lesson->first;
            const QString text = HintWords::withReason(a, lesson->second, request.view, describer());
            human_->showHint(text, a);
            emit hintReady(text);
            return;
        }
    if (auto obs = ai::observe(*model_->dealStart(), model_->record().deals.back(), seat))
        request.observation = std::make_shared<const ai::Observation>(std::move(*obs));
    const quint64 serial = ++hintSerial_;
    auto* watcher = new QFutureWatcher<ai::Suggestion>(this);
    connect(watcher, &QFutureWatcher<ai::Suggestion>::finished, this, [this, watcher, serial, request] {
        const ai::Suggestion answer = watcher->result();
        watcher->deleteLater();
        if (serial != hintSerial_)
            return;
        // "Let it pass" is an empty Action to mark the bar's decline.
        const Action chosen = answer.action.value_or(Action{});
        const QString text = hintText(chosen, answer.why, request.view);
        human_->showHint(text, chosen);
        emit hintReady(text);
    });
    emit message(HintWords::thinking());
    // One search weighs every decision the rules offer now (cards, declarations, closing,
    // knocks, exchanges), as `stammtisch-cli suggest` does: the choice and its values agree.
    watcher->setFuture(QtConcurrent::run([request]() -> ai::Suggestion {
        ai::Suggestion fallback; // cannot happen: the model always observes a running deal
        if (!request.observation) {
            fallback.action = request.view.toAct == request.view.seat
                                  ? std::optional<Action>(request.view.legal.front())
                                  : ai::optionalChoice(request.view);
            return fallback;
        }
        return ai::suggest(*request.observation, ai::kHintLevel, ai::kSuggestSeed);
    }));
}

QString TableSession::hintText(const Action& a, const ai::HintExplanation& e, const SeatView& v) const {
    return HintWords::text(model_->game(), a, e, v, describer());
}

HintWords::Describe TableSession::describer() const {
    return [human = human_](const Action& a, const SeatView& v) { return human->describe(a, v); };
}

QString TableSession::start(const NewGameSettings& s) {
    if (summary_)
        summary_->close();
    scripted_.clear(); // a new session is nobody's script
    const quint64 seed = options_.seed ? options_.seed : static_cast<quint64>(QDateTime::currentMSecsSinceEpoch());
    QStringList playedBy;
    for (int i = 0; i < s.names.size(); ++i)
        playedBy << (i == s.humanSeat                                ? QStringLiteral("human")
                     : i < s.levels.size() && !s.levels[i].isEmpty() ? s.levels[i]
                                                                     : QStringLiteral("normal"));
    if (QString e = model_->startNew(*s.game, s.variant, s.names, seed, playedBy); !e.isEmpty())
        return e;
    scene_->setDeckStyle(s.deckStyle);
    human_->setDeckStyle(s.deckStyle);
    setupSeats();
    flow_->resume();
    return {};
}

QString TableSession::resume(const QString& file, const QString& deckStyle) {
    if (QString e = model_->loadRecord(file); !e.isEmpty())
        return e;
    scene_->setDeckStyle(deckStyle);
    human_->setDeckStyle(deckStyle);
    setupSeats();
    scene_->refresh();
    updateDealLog();
    if (model_->game().sessionOver())
        showScoreSheet(); // a finished session opens on its results
    else if (!model_->game().inDeal())
        flow_->nextDeal();
    else
        flow_->resume();
    return {};
}

void TableSession::updateSaveWarning() {
    const QString error = model_->saveError();
    const bool was = !view_->warning().isEmpty();
    if (error.isEmpty()) {
        view_->setWarning(QString());
        if (was)
            emit message(tr("The game is saved again to %1.").arg(QDir::toNativeSeparators(model_->autosavePath())));
        return;
    }
    view_->setWarning(tr("This game cannot be saved to %1: %2. It goes on in memory, and Stammtisch tries again "
                         "after every move. To keep it safe, save a copy somewhere else.")
                          .arg(QDir::toNativeSeparators(model_->autosavePath()), error));
}

QString TableSession::cutWords() const {
    const auto& deals = model_->record().deals;
    if (!model_->hasGame() || deals.empty() || model_->cutChooser(deals.back().setup.dealer) < 0)
        return {};
    return deals.back().setup.knocked ? tr("Klopft \u2014 knocks: the talon first, then six cards each") : tr("Cuts");
}

QString TableSession::said(std::size_t k, const std::vector<std::string>& keys) const {
    const auto& actions = model_->record().deals.back().actions;
    // Dappen's pass in the words of its round ("Fort Solo!", "Fort!", "Gut"), as the bid dialog says it.
    if (actions[k].act == Act::Pass && k < keys.size() && keys[k] != "pass")
        return faces::face(model_->game()).bidName(keys[k]);
    return faces::spoken(model_->game(), actions, k, model_->view(human_->seat()).trump);
}

void TableSession::updateDealLog() {
    QStringList lines;
    const auto& deals = model_->record().deals;
    if (model_->hasGame() && !deals.empty()) {
        const auto& actions = deals.back().actions;
        const std::vector<std::string> keys = model_->passKeys();
        auto who = [this](int s) { return model_->isHuman(s) ? tr("You") : model_->name(s); };
        // Dreierschnapsen: middlehand cut or knocked before the cards were dealt.
        if (const QString cut = cutWords(); !cut.isEmpty())
            lines << tr("%1: %2").arg(who(model_->cutChooser(deals.back().setup.dealer)), cut);
        // Cards taken up and laid face up for everyone to look at before they go into the hand
        // (Dreierles: the blind cards the declarer draws, dreierles.txt); the log keeps them,
        // before the discard.
        const auto taken = faces::face(model_->game()).takenUp(model_->game());
        bool takenLogged = !taken;
        auto logTaken = [&] {
            QStringList names;
            for (Card c : cardsOf(taken->cards))
                names << text::Wording::cardName(model_->game().pack(), c);
            lines << tr("%1: %2").arg(who(taken->seat), tr("From the blind: %1").arg(names.join(tr(", "))));
            takenLogged = true;
        };
        for (std::size_t k = 0; k < actions.size(); ++k) {
            if (!takenLogged && actions[k].act == Act::Discard)
                logTaken();
            const QString words = said(k, keys);
            if (words.isEmpty())
                continue;
            lines << tr("%1: %2").arg(who(actions[k].seat), words);
        }
        if (!takenLogged)
            logTaken();
    }
    view_->setDealLog(lines);
}

void TableSession::showLastTrick() {
    if (!model_->hasGame() || !model_->game().inDeal())
        return;
    auto* d = new LastTrickDialog(*model_, *scene_, view_);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->open();
}

DealReview* TableSession::showReview() {
    if (!model_->hasGame() || model_->record().deals.empty())
        return nullptr;
    const std::size_t deal = model_->record().deals.size() - 1;
    auto* review = new DealReview(
        *model_, human_->seat(), deal, [this](const Action& a, const SeatView& v) { return human_->describe(a, v); },
        [this](Card c, int width) { return scene_->cardFace(c, width); },
        summary_ ? static_cast<QWidget*>(summary_.data()) : static_cast<QWidget*>(view_),
        deal == scriptedDeal_ ? scripted_ : std::vector<std::size_t>{});
    review->setAttribute(Qt::WA_DeleteOnClose);
    review->open();
    return review;
}

void TableSession::showSummary() {
    scene_->refresh();
    if (summary_)
        summary_->close();
    summary_ = new DealSummary(*model_, view_);
    summary_->setAttribute(Qt::WA_DeleteOnClose);
    connect(summary_, &DealSummary::nextDeal, flow_, &FlowController::nextDeal);
    connect(summary_, &DealSummary::reviewWanted, this, &TableSession::showReview);
    summary_->open();
}

} // namespace st::ui
