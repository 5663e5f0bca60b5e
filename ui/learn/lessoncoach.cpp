#include "lessoncoach.h"

#include "dialogs/dealsummary.h"
#include "dialogs/lasttrickdialog.h"
#include "dialogs/settingsdialog.h"
#include "flow/flowcontroller.h"
#include "flow/humanseat.h"
#include "flow/tablesession.h"
#include "lessonlibrary.h"
#include "table/actionbar.h"
#include "table/carditem.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"

#include <QAbstractButton>
#include <QEvent>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QShortcut>
#include <QVBoxLayout>

#include <algorithm>

namespace st::ui {

std::optional<Action> ScriptedPlayer::decide(const DecisionRequest& request) {
    const std::size_t k = request.observation ? request.observation->actions.size() : 0;
    const Action* next = lesson_->scripted(k);
    // The script's decision when it is this seat's (it replays: the engine takes it).
    if (next && next->seat == seat_ && request.observation)
        return *next;
    if (request.view.toAct == request.view.seat && !request.view.legal.empty())
        return request.view.legal.front(); // off the script (cannot happen while the gate holds)
    return std::nullopt;
}

bool sameDecision(const Action& a, const Action& b) {
    if (a.seat != b.seat || a.act != b.act || a.card != b.card || a.suit != b.suit || a.index != b.index ||
        a.bid != b.bid || a.what != b.what || a.talon != b.talon)
        return false;
    CardList x = a.cards, y = b.cards;
    std::sort(x.begin(), x.end());
    std::sort(y.begin(), y.end());
    return x == y;
}

CoachPanel::CoachPanel(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("coachPanel"));
    setStyleSheet(QStringLiteral(
        "#coachPanel { background: rgba(255, 250, 235, 242); border: 2px solid #3dd16a; border-radius: 10px; }"
        "#coachPanel QLabel { color: #2b1d0e; background: transparent; }"
        "#coachTitle { font-weight: bold; font-size: 15px; }"
        "#coachRefusal { color: #a1261b; }"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(14, 10, 14, 10);
    auto* words = new QVBoxLayout;
    title_ = new QLabel(this);
    title_->setObjectName(QStringLiteral("coachTitle"));
    title_->setWordWrap(true); // a long lesson's title ("Lesson done: …") in German
    text_ = new QLabel(this);
    text_->setObjectName(QStringLiteral("coachText"));
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::PlainText);
    refusal_ = new QLabel(this);
    refusal_->setObjectName(QStringLiteral("coachRefusal"));
    refusal_->setWordWrap(true);
    refusal_->hide();
    words->addWidget(title_);
    words->addWidget(text_);
    words->addWidget(refusal_);
    row->addLayout(words, 1);
    auto* buttons = new QVBoxLayout;
    next_ = new QPushButton(tr("Next lesson"), this);
    next_->setObjectName(QStringLiteral("coachNext"));
    next_->hide();
    primary_ = new QPushButton(this);
    primary_->setObjectName(QStringLiteral("coachPrimary"));
    replay_ = new QPushButton(tr("Show again"), this);
    replay_->setObjectName(QStringLiteral("coachReplay"));
    replay_->setToolTip(tr("The coach's note before this one again, and the last trick; the table waits"));
    replay_->hide();
    secondary_ = new QPushButton(this);
    secondary_->setObjectName(QStringLiteral("coachSecondary"));
    leave_ = new QPushButton(tr("Leave the lesson"), this);
    leave_->setObjectName(QStringLiteral("coachLeave"));
    leave_->setFlat(true);
    for (QPushButton* b : {next_, primary_, replay_, secondary_, leave_}) {
        b->setFocusPolicy(Qt::StrongFocus);
        buttons->addWidget(b);
    }
    buttons->addStretch(1);
    row->addLayout(buttons);
    if (parent)
        parent->installEventFilter(this);
}

void CoachPanel::place() {
    QWidget* p = parentWidget();
    if (!p)
        return;
    const int w = std::min(680, std::max(360, p->width() * 55 / 100));
    setFixedWidth(w);
    adjustSize();
    // Above the action bar, over the felt between the trick and the hand.
    int bottom = p->height() * 68 / 100;
    for (QWidget* bar : p->findChildren<ActionBar*>())
        if (bar->geometry().top() > p->height() / 2)
            bottom = bar->geometry().top() - 8;
    if (low_)
        bottom = p->height() - 12;
    move((p->width() - w) / 2 - p->width() / 20, std::max(8, bottom - height()));
    raise();
}

void CoachPanel::setLow(bool low) {
    low_ = low;
    place();
}

bool CoachPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest))
        place();
    return QFrame::eventFilter(watched, event);
}

LessonCoach::LessonCoach(TableSession* table, std::shared_ptr<const Lesson> lesson, const QString& file,
                         QObject* parent)
    : QObject(parent), table_(table), lesson_(std::move(lesson)), file_(file) {
    setObjectName(QStringLiteral("lessonCoach"));
    panel_ = new CoachPanel(table_->view());
    panel_->title()->setText(LessonLibrary::text(lesson_->title));
    panel_->text()->setText(LessonLibrary::text(lesson_->intro));
    panel_->primary()->setText(tr("Start the deal"));
    panel_->secondary()->hide();
    connect(panel_->primary(), &QPushButton::clicked, this, [this] {
        if (stage_ == Stage::Intro)
            begin();
        else if (stage_ == Stage::Playing)
            proceed();
        else
            emit practiceWanted();
    });
    connect(panel_->next(), &QPushButton::clicked, this, [this] {
        if (nextLesson_)
            emit nextLessonWanted(QString::fromStdString(nextLesson_->id));
    });
    connect(panel_->replay(), &QPushButton::clicked, this, &LessonCoach::showAgain);
    connect(panel_->secondary(), &QPushButton::clicked, this, &LessonCoach::lessonsWanted);
    connect(panel_->leave(), &QPushButton::clicked, this, &LessonCoach::left);
    // Space (or Enter) continues where the table waits on a note; elsewhere they play the hand.
    continueKey_ = new QShortcut(QKeySequence(Qt::Key_Space), table_->view(), this, &LessonCoach::proceed,
                                 Qt::WidgetWithChildrenShortcut);
    continueEnter_ = new QShortcut(QKeySequence(Qt::Key_Return), table_->view(), this, &LessonCoach::proceed,
                                   Qt::WidgetWithChildrenShortcut);
    continueKey_->setEnabled(false);
    continueEnter_->setEnabled(false);
    panel_->show();
    panel_->place();
    panel_->primary()->setFocus(Qt::OtherFocusReason);
}

LessonCoach::~LessonCoach() {
    if (table_) {
        table_->human()->setGate({});
        table_->human()->setCutGate({});
        table_->model()->setScriptedDeal(std::nullopt);
        table_->setPlayersHook({});
        table_->setLessonHint({});
        table_->scene()->setTrickHold({});
        table_->scene()->resumeSweep();
        table_->flow()->setHeld(false);
    }
    delete lastTrick_;
    delete panel_;
}

std::size_t LessonCoach::actionsSoFar() const {
    const auto& deals = table_->model()->record().deals;
    return deals.empty() ? 0 : deals.back().actions.size();
}

bool LessonCoach::commentOn(std::size_t k) const {
    const Action* a = lesson_->scripted(k);
    return a && a->seat != lesson_->learner && lesson_->noteAt(k);
}

std::optional<Action> LessonCoach::expected() const {
    if (stage_ != Stage::Playing)
        return std::nullopt;
    const Action* next = lesson_->scripted(actionsSoFar());
    if (next && next->seat == lesson_->learner)
        return *next;
    return std::nullopt;
}

QDialog* LessonCoach::lastTrick() const {
    return lastTrick_;
}

QString LessonCoach::gate(const std::optional<Action>& a) const {
    if (stage_ != Stage::Playing)
        return {};
    const std::optional<Action> want = expected();
    const LessonNote* note = lesson_->noteAt(actionsSoFar());
    // A legal move that is not the lesson's: name the lesson's move first, then the lesson's
    // reason for it (never a rule as if it forbade the move: the rules allowed it).
    const auto instead = [&] {
        const SeatView v = table_->model()->view(lesson_->learner);
        const QString move = tr("In this lesson: %1.").arg(table_->human()->describe(*want, v));
        return note && !note->why.en.empty() ? move + QLatin1Char(' ') + LessonLibrary::text(note->why) : move;
    };
    if (!a) // the optional decisions let pass
        return want ? instead() : QString();
    if (!want)
        return tr("Not now: in this lesson, let play go on.");
    return sameDecision(*a, *want) ? QString() : instead();
}

void LessonCoach::begin() {
    if (!table_ || stage_ != Stage::Intro)
        return;
    // The lesson's deal, dealt and not yet played, taken up by the table like a saved game.
    // With a cut step the session starts before the deal: the learner cuts or knocks, then the
    // table deals the lesson's cards (TableModel::setScriptedDeal).
    Record r = lesson_->record;
    r.deals.front().actions.clear();
    if (lesson_->cut)
        r.deals.clear();
    // The learner sits under their own name (or "You" in the learner's language), not the
    // lesson file's English placeholder: plates, summaries and the saved session say it.
    {
        QString me = Preferences::load().playerName;
        if (me.isEmpty())
            me = tr("You");
        r.players[static_cast<std::size_t>(lesson_->learner)] = me.toStdString();
    }
    r.playedBy.assign(r.players.size(), "easy");
    r.playedBy[static_cast<std::size_t>(lesson_->learner)] = "human";
    QSaveFile out(file_);
    const std::string text = writeRecord(r);
    if (!out.open(QIODevice::WriteOnly) || out.write(text.data(), static_cast<qint64>(text.size())) < 0 ||
        !out.commit()) {
        panel_->refusal()->setText(tr("The lesson cannot be started: %1 cannot be written.").arg(file_));
        panel_->refusal()->show();
        return;
    }
    const auto lesson = lesson_;
    table_->setPlayersHook([lesson](const TableModel& m) {
        std::vector<std::shared_ptr<ComputerPlayer>> players;
        for (int s = 0; s < m.game().seats(); ++s)
            players.push_back(s == lesson->learner ? nullptr : std::make_shared<ScriptedPlayer>(lesson, s));
        return players;
    });
    table_->human()->setGate([this](const std::optional<Action>& a) { return gate(a); });
    // Every move of the learner's is the lesson's: the review does not call them mistakes.
    std::vector<std::size_t> scripted;
    for (std::size_t k = 0; k < lesson_->deal().actions.size(); ++k)
        if (lesson_->deal().actions[k].seat == lesson_->learner)
            scripted.push_back(k);
    table_->setScriptedActions(0, std::move(scripted));
    // The hint is the coach's: the lesson's move and its note.
    table_->setLessonHint([this]() -> std::optional<std::pair<Action, QString>> {
        if (stage_ != Stage::Playing)
            return std::nullopt;
        if (const auto want = expected()) {
            const LessonNote* note = lesson_->noteAt(actionsSoFar());
            return std::make_pair(*want,
                                  note ? LessonLibrary::text(note->say) : tr("it is the move this lesson shows."));
        }
        return std::make_pair(Action{}, tr("in this lesson, let play go on."));
    });
    // A trick finished by a card the coach comments on stays on the table while the note is read.
    table_->scene()->setTrickHold(
        [this] { return stage_ == Stage::Playing && actionsSoFar() > 0 && commentOn(actionsSoFar() - 1); });
    if (lesson_->cut) {
        cutDue_ = true;
        table_->model()->setScriptedDeal(lesson_->deal().setup);
        table_->human()->setCutGate([this](bool knocked) {
            if (!cutDue_ || knocked == lesson_->deal().setup.knocked)
                return QString();
            return LessonLibrary::text(lesson_->cut->why.en.empty() ? lesson_->cut->say : lesson_->cut->why);
        });
        connect(table_->model(), &TableModel::dealStarted, this, [this] {
            cutDue_ = false;
            update();
        });
    }
    connect(table_->model(), &TableModel::actionApplied, this, &LessonCoach::update);
    connect(table_->model(), &TableModel::dealScored, this, [this] {
        if (waiting_)
            finishPending_ = true; // the end follows the last comment
        else
            finish();
    });
    connect(table_->flow(), &FlowController::dealFinished, this, [this] {
        if (stage_ == Stage::Done)
            settleSummary();
    });
    connect(table_->human(), &HumanSeat::presented, this, &LessonCoach::mark);
    connect(table_->human(), &HumanSeat::refused, this, [this](const QString& why) {
        panel_->refusal()->setText(why);
        panel_->refusal()->show();
        panel_->place();
        // In a decision dialog (shown again), the reason stands above the instruction.
        if (table_ && table_->human()->openDialog() && expected())
            table_->human()->showHint(why + QLatin1Char('\n') + panel_->text()->text(), expected());
    });
    stage_ = Stage::Playing;
    panel_->primary()->hide();
    if (const QString e = table_->resume(file_); !e.isEmpty()) {
        stage_ = Stage::Intro;
        cutDue_ = false;
        table_->model()->setScriptedDeal(std::nullopt);
        panel_->primary()->show();
        panel_->refusal()->setText(tr("The lesson cannot be started: %1").arg(e));
        panel_->refusal()->show();
        return;
    }
    update();
}

void LessonCoach::update() {
    if (!table_ || stage_ != Stage::Playing)
        return;
    endReplay(false); // a move ends a note shown again
    panel_->refusal()->hide();
    if (cutDue_) {
        say(tr("Your move"), LessonLibrary::text(lesson_->cut->say));
        panel_->place();
        mark();
        return;
    }
    // Another seat's move the lesson comments on, now on the table: the table waits on it (the
    // computers do not move on, a trick it finished stays) until the learner continues.
    if (const std::size_t k = actionsSoFar(); k > 0 && commentOn(k - 1)) {
        waiting_ = true;
        table_->flow()->setHeld(true);
        say(tr("Watch"), LessonLibrary::text(lesson_->noteAt(k - 1)->say));
        setContinue(true);
        panel_->place();
        mark();
        return;
    }
    showNow();
}

void LessonCoach::showNow() {
    const std::size_t k = actionsSoFar();
    const LessonNote* note = lesson_->noteAt(k);
    const Action* next = lesson_->scripted(k);
    if (next && next->seat == lesson_->learner) {
        const SeatView v = table_->model()->view(lesson_->learner);
        say(tr("Your move"),
            note ? LessonLibrary::text(note->say) : tr("%1.").arg(table_->human()->describe(*next, v)));
    } else {
        say(tr("Watch"), tr("The others play."), false);
    }
    setContinue(false);
    panel_->place();
    mark();
}

void LessonCoach::proceed() {
    if (!table_ || stage_ != Stage::Playing)
        return;
    if (replayAt_ >= 0) {
        endReplay(true);
        return;
    }
    if (!waiting_)
        return;
    waiting_ = false;
    if (std::exchange(finishPending_, false)) {
        finish();
    } else {
        showNow();
        table_->view()->setFocus(Qt::OtherFocusReason); // the hand's keys again
    }
    table_->scene()->resumeSweep();
    table_->flow()->setHeld(false);
}

void LessonCoach::showAgain() {
    if (!table_ || stage_ != Stage::Playing)
        return;
    int target = replayAt_ - 1;
    if (replayAt_ < 0) {
        target = static_cast<int>(notes_.size()) - 1;
        if (target >= 0 && notes_.back().text == now_.text)
            --target; // the note on the panel now: the one before it
    }
    if (target < 0)
        return;
    if (replayAt_ < 0 && !waiting_ && !expected() && !cutDue_) {
        // The computers would move on meanwhile: the table waits while the learner reads.
        replayHolds_ = true;
        table_->flow()->setHeld(true);
    }
    replayAt_ = target;
    const Shown& n = notes_[target];
    panel_->title()->setText(tr("Shown again: %1").arg(n.title));
    panel_->text()->setText(n.text);
    panel_->refusal()->hide();
    setContinue(true);
    // The last trick beside it, large (not modal: the panel stays usable).
    const SeatView v = table_->model()->view(lesson_->learner);
    if (!lastTrick_ && !v.lastTrick.empty() && table_->model()->game().inDeal()) {
        auto* d = new LastTrickDialog(*table_->model(), *table_->scene(), table_->view());
        d->setObjectName(QStringLiteral("coachLastTrick"));
        d->setAttribute(Qt::WA_DeleteOnClose);
        d->setWindowModality(Qt::NonModal);
        d->adjustSize();
        // Above the panel, clear of it.
        const QRect p(panel_->mapToGlobal(QPoint(0, 0)), panel_->size());
        const QRect screen = table_->view()->screen()->availableGeometry();
        QPoint at(p.center().x() - d->width() / 2, p.top() - d->frameGeometry().height() - 12);
        at.setX(std::clamp(at.x(), screen.left(), std::max(screen.left(), screen.right() - d->width())));
        at.setY(std::max(at.y(), screen.top()));
        d->move(at);
        d->show();
        lastTrick_ = d;
    }
    panel_->place();
}

void LessonCoach::endReplay(bool restore) {
    if (replayAt_ < 0)
        return;
    replayAt_ = -1;
    if (lastTrick_)
        lastTrick_->close();
    if (restore) {
        panel_->title()->setText(now_.title);
        panel_->text()->setText(now_.text);
        setContinue(waiting_);
        panel_->place();
    }
    if (std::exchange(replayHolds_, false))
        table_->flow()->setHeld(false);
    if (restore && !waiting_)
        table_->view()->setFocus(Qt::OtherFocusReason);
}

void LessonCoach::setContinue(bool shown) {
    panel_->primary()->setText(tr("Continue"));
    panel_->primary()->setToolTip(tr("Go on with the lesson (Space)"));
    panel_->primary()->setVisible(shown);
    continueKey_->setEnabled(shown);
    continueEnter_->setEnabled(shown);
    if (shown)
        panel_->primary()->setFocus(Qt::OtherFocusReason);
    updateReplay();
}

void LessonCoach::updateReplay() {
    const bool playing = stage_ == Stage::Playing;
    panel_->replay()->setVisible(playing);
    const int before = replayAt_ >= 0 ? replayAt_
                                      : static_cast<int>(notes_.size()) -
                                            (!notes_.isEmpty() && notes_.back().text == now_.text ? 1 : 0);
    panel_->replay()->setEnabled(playing && before > 0);
}

void LessonCoach::say(const QString& title, const QString& text, bool note) {
    panel_->title()->setText(title);
    if (panel_->text()->text() != text || said_.isEmpty() || said_.back() != text)
        said_ << text;
    panel_->text()->setText(text);
    now_ = {title, text};
    if (note && (notes_.isEmpty() || notes_.back().text != text))
        notes_.append(now_);
    updateReplay();
}

void LessonCoach::mark() {
    if (!table_)
        return;
    if (cutDue_)
        return table_->human()->markCut(lesson_->deal().setup.knocked);
    if (waiting_) // nothing to do while the table waits on a note
        return table_->human()->markChoice(std::nullopt);
    // A decision dialog covers the table: the coach's words go into it as well.
    if (table_->human()->openDialog() && expected())
        table_->human()->showHint(panel_->text()->text(), expected());
    else
        table_->human()->markChoice(expected());
}

void LessonCoach::finish() {
    if (!table_ || stage_ != Stage::Playing)
        return;
    endReplay(false);
    stage_ = Stage::Done;
    waiting_ = false;
    setContinue(false);
    mark();
    // The table goes on as a free deal against Easy players (the summary's "Next deal").
    table_->setPlayersHook({});
    std::vector<std::shared_ptr<ComputerPlayer>> players;
    for (int s = 0; s < table_->model()->game().seats(); ++s)
        players.push_back(s == lesson_->learner
                              ? nullptr
                              : std::make_shared<AiPlayer>(ai::Level::Easy, 0x1e55 + static_cast<quint64>(s)));
    table_->flow()->setPlayers(std::move(players));
    LessonLibrary::setDone(QString::fromStdString(lesson_->id));
    panel_->refusal()->hide();
    // Lead on: the next lesson of this game's path, or at its end what the learner can now do.
    const LessonLibrary& library = LessonLibrary::instance();
    nextLesson_ = library.next(*lesson_);
    const auto path = library.path(lesson_->game);
    const QString game = QCoreApplication::translate("st::ui::NewGameDialog", lesson_->game->name.c_str());
    QString text = LessonLibrary::text(lesson_->outro);
    if (nextLesson_) {
        text += QStringLiteral("\n\n") + tr("Next on the %1 path (%2 of %3 lessons done): %4")
                                             .arg(game)
                                             .arg(library.doneOnPath(lesson_->game))
                                             .arg(path.size())
                                             .arg(LessonLibrary::text(nextLesson_->title));
        panel_->next()->setText(tr("Next lesson"));
        panel_->next()->setToolTip(LessonLibrary::text(nextLesson_->title));
        panel_->next()->show();
    } else {
        text += QStringLiteral("\n\n") + tr("You have taken every %1 lesson.").arg(game);
        if (const QString can = LessonLibrary::canDo(lesson_->game); !can.isEmpty())
            text += QLatin1Char(' ') + can;
        panel_->next()->hide();
    }
    say(tr("Lesson done: %1").arg(LessonLibrary::text(lesson_->title)), text);
    panel_->replay()->hide();
    panel_->primary()->setText(tr("Practice deal"));
    panel_->primary()->setToolTip(tr("A deal of your own against Easy opponents, with hints and the counting help"));
    panel_->primary()->show();
    panel_->secondary()->setText(tr("More lessons\u2026"));
    panel_->secondary()->show();
    panel_->place();
    (nextLesson_ ? panel_->next() : panel_->primary())->setFocus(Qt::OtherFocusReason);
    settleSummary();
}

void LessonCoach::settleSummary() {
    DealSummary* summary = table_ ? table_->summary() : nullptr;
    if (!summary || settled_ == summary || !summary->isVisible())
        return;
    settled_ = summary;
    // Not modal, so that the lesson's end stays usable, and beside the panel rather than over it.
    summary->hide();
    summary->setWindowModality(Qt::NonModal);
    summary->adjustSize();
    const QRect table(table_->view()->mapToGlobal(QPoint(0, 0)), table_->view()->size());
    const QRect screen = table_->view()->screen()->availableGeometry().united(table);
    const QSize size = summary->frameGeometry().size().expandedTo(summary->size());
    // Where it fits clear of the panel: above it, to its right, to its left; else the least covered.
    const auto where = [&](qint64& bestCover) {
        const QRect p(panel_->mapToGlobal(QPoint(0, 0)), panel_->size());
        const QList<QPoint> places = {
            {p.center().x() - size.width() / 2, p.top() - size.height() - 12},
            {p.right() + 12, p.bottom() - size.height()},
            {p.left() - size.width() - 12, p.bottom() - size.height()},
            {table.right() - size.width(), table.top()},
        };
        QPoint best = places.front();
        bestCover = -1;
        for (QPoint at : places) {
            at.setX(std::clamp(at.x(), screen.left(), std::max(screen.left(), screen.right() - size.width())));
            at.setY(std::clamp(at.y(), screen.top(), std::max(screen.top(), screen.bottom() - size.height())));
            const QRect over = QRect(at, size).intersected(p);
            const qint64 cover = over.isValid() ? qint64{over.width()} * over.height() : 0;
            if (bestCover < 0 || cover < bestCover) {
                best = at;
                bestCover = cover;
            }
            if (cover == 0)
                break;
        }
        return best;
    };
    qint64 cover = 0;
    QPoint best = where(cover);
    if (cover > 0) { // the panel goes down over the hand, empty now, to make room above it
        panel_->setLow(true);
        best = where(cover);
    }
    summary->move(best);
    summary->show();
}

} // namespace st::ui
