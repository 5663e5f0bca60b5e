#include "lessoncoach.h"

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
    primary_ = new QPushButton(this);
    primary_->setObjectName(QStringLiteral("coachPrimary"));
    secondary_ = new QPushButton(this);
    secondary_->setObjectName(QStringLiteral("coachSecondary"));
    leave_ = new QPushButton(tr("Leave the lesson"), this);
    leave_->setObjectName(QStringLiteral("coachLeave"));
    leave_->setFlat(true);
    for (QPushButton* b : {primary_, secondary_, leave_}) {
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
    move((p->width() - w) / 2 - p->width() / 20, std::max(8, bottom - height()));
    raise();
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
        else if (stage_ == Stage::Done)
            emit practiceWanted();
    });
    connect(panel_->secondary(), &QPushButton::clicked, this, &LessonCoach::lessonsWanted);
    connect(panel_->leave(), &QPushButton::clicked, this, &LessonCoach::left);
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
    }
    delete panel_;
}

std::size_t LessonCoach::actionsSoFar() const {
    const auto& deals = table_->model()->record().deals;
    return deals.empty() ? 0 : deals.back().actions.size();
}

std::optional<Action> LessonCoach::expected() const {
    if (stage_ != Stage::Playing)
        return std::nullopt;
    const Action* next = lesson_->scripted(actionsSoFar());
    if (next && next->seat == lesson_->learner)
        return *next;
    return std::nullopt;
}

QString LessonCoach::gate(const std::optional<Action>& a) const {
    if (stage_ != Stage::Playing)
        return {};
    const std::optional<Action> want = expected();
    const LessonNote* note = lesson_->noteAt(actionsSoFar());
    const auto instead = [&] {
        if (note && !note->why.en.empty())
            return LessonLibrary::text(note->why);
        const SeatView v = table_->model()->view(lesson_->learner);
        return tr("In this lesson: %1.").arg(table_->human()->describe(*want, v));
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
    connect(table_->model(), &TableModel::dealScored, this, &LessonCoach::finish);
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
        panel_->refusal()->setText(tr("The lesson cannot be started: %1").arg(e));
        panel_->refusal()->show();
        return;
    }
    update();
}

void LessonCoach::update() {
    if (!table_ || stage_ != Stage::Playing)
        return;
    panel_->refusal()->hide();
    if (cutDue_) {
        say(tr("Your move"), LessonLibrary::text(lesson_->cut->say));
        panel_->place();
        mark();
        return;
    }
    const std::size_t k = actionsSoFar();
    const LessonNote* note = lesson_->noteAt(k);
    const Action* next = lesson_->scripted(k);
    if (next && next->seat == lesson_->learner) {
        const SeatView v = table_->model()->view(lesson_->learner);
        say(tr("Your move"),
            note ? LessonLibrary::text(note->say) : tr("%1.").arg(table_->human()->describe(*next, v)));
    } else if (note) {
        say(tr("Watch"), LessonLibrary::text(note->say));
    } else if (panel_->title()->text() == tr("Your move")) {
        say(tr("Watch"), tr("The others play."));
    }
    panel_->place();
    mark();
}

void LessonCoach::say(const QString& title, const QString& text) {
    panel_->title()->setText(title);
    if (panel_->text()->text() != text || said_.isEmpty() || said_.back() != text)
        said_ << text;
    panel_->text()->setText(text);
}

void LessonCoach::mark() {
    if (!table_)
        return;
    if (cutDue_)
        return table_->human()->markCut(lesson_->deal().setup.knocked);
    // A decision dialog covers the table: the coach's words go into it as well.
    if (table_->human()->openDialog() && expected())
        table_->human()->showHint(panel_->text()->text(), expected());
    else
        table_->human()->markChoice(expected());
}

void LessonCoach::finish() {
    if (!table_ || stage_ != Stage::Playing)
        return;
    stage_ = Stage::Done;
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
    say(tr("Lesson done: %1").arg(LessonLibrary::text(lesson_->title)), LessonLibrary::text(lesson_->outro));
    panel_->primary()->setText(tr("Practice deal"));
    panel_->primary()->setToolTip(tr("A deal of your own against Easy opponents, with hints and the counting help"));
    panel_->primary()->show();
    panel_->secondary()->setText(tr("More lessons\u2026"));
    panel_->secondary()->show();
    panel_->place();
}

} // namespace st::ui
