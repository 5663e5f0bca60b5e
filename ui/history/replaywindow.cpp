#include "replaywindow.h"

#include "cards/cardtheme.h"
#include "dialogs/dealsummary.h"
#include "dialogs/settingsdialog.h"
#include "games/dialogwords.h"
#include "table/handorder.h"
#include "table/scoreboard.h"
#include "table/tablemodel.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "text/wording.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QSplitter>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace st::ui {

/// The width of a Dreeg slate beside the replay (the table's are too small to count the strokes on).
constexpr int kSlateWidth = 120;

/// One hand face up, the cards overlapping, as a narrow strip.
class HandStrip : public QWidget {
  public:
    HandStrip(TableScene* scene, QWidget* parent) : QWidget(parent), scene_(scene) {
        setMinimumHeight(static_cast<int>(kWidth * CardTheme::kCardAspect) + 4);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    }
    void setCards(const QList<Card>& cards) {
        cards_ = cards;
        update();
    }
    const QList<Card>& cards() const { return cards_; }
    QSize sizeHint() const override { return {kWidth * 6, minimumHeight()}; }

  protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        if (cards_.isEmpty())
            return;
        const int n = static_cast<int>(cards_.size());
        const qreal step = n > 1 ? std::min<qreal>(kWidth * 0.62, (width() - kWidth - 2.0) / (n - 1)) : 0;
        qreal x = 1;
        for (Card c : cards_) {
            p.drawPixmap(QPointF(x, 2), scene_->cardFace(c, kWidth));
            x += step;
        }
    }

  private:
    static constexpr int kWidth = 46;
    TableScene* scene_;
    QList<Card> cards_;
};

ReplayWindow::ReplayWindow(const Record& record, QWidget* parent) : QWidget(parent, Qt::Window), record_(record) {
    setObjectName(QStringLiteral("replayWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Replay"));
    for (std::size_t s = 0; s < record_.playedBy.size(); ++s)
        if (record_.playedBy[s] == "human")
            homeSeat_ = static_cast<int>(s);
    // A table of its own: no autosave, no flow, no human seat, no computer players.
    model_ = new TableModel(this);
    scene_ = new TableScene(model_, this);
    scene_->setAnimationMs(0);
    scene_->setTrickPauseMs(0);
    scene_->setWatching(true);
    scene_->setDeckStyle(Preferences::load().deck(record_.game->pack));
    view_ = new TableView(scene_, this);
    view_->hintButton()->hide();
    // Nothing is played here: the arrow keys step through the decisions instead of moving along the hand.
    view_->setFocusPolicy(Qt::NoFocus);
    view_->setMinimumSize(560, 360); // room for the result above it in a window 700 pixels high

    auto* outer = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    where_ = new QLabel(this);
    where_->setObjectName(QStringLiteral("replayWhere"));
    QFont f = where_->font();
    f.setBold(true);
    where_->setFont(f);
    top->addWidget(where_, 1);
    top->addWidget(new QLabel(tr("Show:"), this));
    seatBox_ = new QComboBox(this);
    seatBox_->setObjectName(QStringLiteral("replaySeat"));
    seatBox_->addItem(tr("All cards face up"), -1);
    for (std::size_t s = 0; s < record_.players.size(); ++s)
        seatBox_->addItem(tr("%1's view").arg(QString::fromStdString(record_.players[s])), static_cast<int>(s));
    top->addWidget(seatBox_);
    outer->addLayout(top);
    // The end of a deal: its result in the deal summary's words.
    result_ = new QLabel(this);
    result_->setObjectName(QStringLiteral("replayResult"));
    result_->setTextFormat(Qt::RichText);
    result_->setWordWrap(true);
    result_->setFrameShape(QFrame::StyledPanel);
    result_->setAutoFillBackground(true);
    result_->setBackgroundRole(QPalette::ToolTipBase);
    result_->setForegroundRole(QPalette::ToolTipText);
    result_->setContentsMargins(8, 4, 8, 4);
    result_->hide();
    outer->addWidget(result_);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(view_);
    auto* side = new QSplitter(Qt::Vertical, split);
    // The players' standings at this moment, large enough to read (Dreeg's slates drawn big).
    auto* scoresScroll = new QScrollArea(side); // on a short window the slates scroll
    scoresScroll->setWidgetResizable(true);
    scoresScroll->setFrameShape(QFrame::NoFrame);
    scores_ = new QWidget(scoresScroll);
    scores_->setObjectName(QStringLiteral("replayScores"));
    auto* scoreGrid = new QGridLayout(scores_);
    scoreGrid->setContentsMargins(4, 4, 4, 4);
    scoreGrid->setHorizontalSpacing(8);
    for (std::size_t s = 0; s < record_.players.size(); ++s) {
        auto* slate = new QLabel(scores_);
        auto* line = new QLabel(scores_);
        line->setWordWrap(true);
        scoreGrid->addWidget(slate, static_cast<int>(s), 0);
        scoreGrid->addWidget(line, static_cast<int>(s), 1);
        scoreSlates_ << slate;
        scoreLines_ << line;
    }
    scoreGrid->setColumnStretch(1, 1);
    scoresScroll->setWidget(scores_);
    side->addWidget(scoresScroll);
    auto* scroll = new QScrollArea(side);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    strips_ = new QWidget(scroll);
    strips_->setObjectName(QStringLiteral("replayHands"));
    auto* stripBox = new QVBoxLayout(strips_);
    stripBox->setContentsMargins(4, 4, 4, 4);
    stripBox->setSpacing(2);
    for (std::size_t s = 0; s < record_.players.size(); ++s) {
        auto* name = new QLabel(QString::fromStdString(record_.players[s]), strips_);
        auto* hand = new HandStrip(scene_, strips_);
        stripBox->addWidget(name);
        stripBox->addWidget(hand);
        stripNames_ << name;
        stripHands_ << hand;
    }
    stripBox->addStretch(1);
    scroll->setWidget(strips_);
    side->addWidget(scroll);
    list_ = new QListWidget(side);
    list_->setObjectName(QStringLiteral("replayDecisions"));
    list_->setWordWrap(true);
    side->addWidget(list_);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({900, 330});
    // The other hands take the room they need; the decisions the rest.
    side->setStretchFactor(0, 0);
    side->setStretchFactor(1, 0);
    side->setStretchFactor(2, 1);
    outer->addWidget(split, 1);

    auto* controls = new QHBoxLayout;
    auto button = [this, controls](const QString& text, const QString& tip, const QString& name,
                                   const QKeySequence& key, QStyle::StandardPixmap icon) {
        auto* b = new QPushButton(style()->standardIcon(icon), text, this);
        b->setObjectName(name);
        b->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
        b->setAutoDefault(false);
        controls->addWidget(b);
        // The key steps at once and again while it is held (a button's own shortcut would
        // animate a click and take a tenth of a second each time).
        auto* act = new QAction(this);
        act->setShortcut(key);
        act->setShortcutContext(Qt::WindowShortcut);
        act->setAutoRepeat(true);
        addAction(act);
        connect(act, &QAction::triggered, b, &QPushButton::click);
        return b;
    };
    start_ = button(tr("Start"), tr("The first deal, as dealt"), QStringLiteral("replayStart"),
                    QKeySequence(Qt::Key_Home), QStyle::SP_MediaSkipBackward);
    prevDeal_ = button(tr("Previous deal"), tr("The start of this deal, then the previous deal"),
                       QStringLiteral("replayPrevDeal"), QKeySequence(Qt::Key_PageUp), QStyle::SP_MediaSeekBackward);
    prev_ = button(tr("Back"), tr("One decision back"), QStringLiteral("replayPrev"), QKeySequence(Qt::Key_Left),
                   QStyle::SP_ArrowLeft);
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setObjectName(QStringLiteral("replaySlider"));
    slider_->setToolTip(tr("The decisions of this deal"));
    controls->addWidget(slider_, 1);
    next_ = button(tr("Next"), tr("The next decision"), QStringLiteral("replayNext"), QKeySequence(Qt::Key_Right),
                   QStyle::SP_ArrowRight);
    nextDeal_ = button(tr("Next deal"), tr("The next deal"), QStringLiteral("replayNextDeal"),
                       QKeySequence(Qt::Key_PageDown), QStyle::SP_MediaSeekForward);
    end_ = button(tr("End"), tr("The end of the last deal"), QStringLiteral("replayEnd"), QKeySequence(Qt::Key_End),
                  QStyle::SP_MediaSkipForward);
    outer->addLayout(controls);

    connect(start_, &QPushButton::clicked, this, &ReplayWindow::toStart);
    connect(prevDeal_, &QPushButton::clicked, this, &ReplayWindow::previousDeal);
    connect(prev_, &QPushButton::clicked, this, &ReplayWindow::previousDecision);
    connect(next_, &QPushButton::clicked, this, &ReplayWindow::nextDecision);
    connect(nextDeal_, &QPushButton::clicked, this, &ReplayWindow::nextDeal);
    connect(end_, &QPushButton::clicked, this, &ReplayWindow::toEnd);
    connect(slider_, &QSlider::valueChanged, this, [this](int v) {
        if (v != step_)
            goTo(deal_, v);
    });
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row != step_)
            goTo(deal_, row);
    });
    connect(seatBox_, &QComboBox::currentIndexChanged, this, [this] { setViewSeat(seatBox_->currentData().toInt()); });
    // Esc closes the replay, as it does a dialog.
    auto* close = new QAction(this);
    close->setObjectName(QStringLiteral("replayClose"));
    close->setShortcut(QKeySequence(Qt::Key_Escape));
    close->setShortcutContext(Qt::WindowShortcut);
    addAction(close);
    connect(close, &QAction::triggered, this, &QWidget::close);
    resize(1280, 800);
    goTo(0, 0);
    // The slates as drawn (their size is known now), the other hands, the decisions the rest.
    side->setSizes({scores_->sizeHint().height(), strips_->sizeHint().height() + 8, 800});
    next_->setFocus();
}

ReplayWindow::~ReplayWindow() = default;

int ReplayWindow::steps() const {
    if (deal_ < 0 || deal_ >= dealCount())
        return 0;
    return static_cast<int>(record_.deals[static_cast<std::size_t>(deal_)].actions.size());
}

QList<Card> ReplayWindow::stripHand(int seat) const {
    if (seat < 0 || seat >= stripHands_.size() || stripHands_[seat]->isHidden())
        return {};
    return stripHands_[seat]->cards();
}

QStringList ReplayWindow::decisions() const {
    QStringList out;
    for (int i = 0; i < list_->count(); ++i)
        out << list_->item(i)->text();
    return out;
}

void ReplayWindow::goTo(int deal, int step) {
    if (record_.deals.empty())
        return;
    deal = std::clamp(deal, 0, dealCount() - 1);
    const int n = static_cast<int>(record_.deals[static_cast<std::size_t>(deal)].actions.size());
    step = std::clamp(step, 0, n);
    const bool newDeal = deal != deal_;
    deal_ = deal;
    step_ = step;
    // The record up to this moment, replayed by the engine through the table's model.
    Record cut = record_;
    cut.deals.resize(static_cast<std::size_t>(deal) + 1);
    cut.deals.back().actions.resize(static_cast<std::size_t>(step));
    const QString file = dir_.filePath(QStringLiteral("replay.json"));
    {
        QFile f(file);
        const std::string text = writeRecord(cut);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            f.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size())) {
            where_->setText(tr("The replay cannot be prepared: %1").arg(f.errorString()));
            return;
        }
    }
    if (const QString e = model_->loadRecord(file); !e.isEmpty()) {
        where_->setText(e);
        return;
    }
    scene_->setHumanSeat(viewSeat_ >= 0 ? viewSeat_ : homeSeat_);
    scene_->reset();
    scene_->refresh();
    if (newDeal)
        rebuildList();
    // The deal log up to this moment.
    QStringList log;
    const auto& actions = cut.deals.back().actions;
    for (std::size_t k = 0; k < actions.size(); ++k) {
        const QString said = faces::spoken(model_->game(), actions, k, model_->view(actions[k].seat).trump);
        if (!said.isEmpty())
            log << tr("%1: %2").arg(model_->name(actions[k].seat), said);
    }
    view_->setDealLog(log);
    // At the end of a deal its result, as the deal summary said it at the table.
    const bool ended = step == n && !model_->game().inDeal() && model_->game().dealsFinished() == deal + 1;
    result_->setText(ended ? DealSummary::resultHtml(*model_) : QString());
    result_->setVisible(ended);
    updateScores();
    updateStrips();
    updateControls();
}

void ReplayWindow::rebuildList() {
    const QSignalBlocker block(list_);
    list_->clear();
    const DealRecord& d = record_.deals[static_cast<std::size_t>(deal_)];
    const Pack& pack = model_->game().pack();
    auto name = [this](int seat) {
        return seat >= 0 && static_cast<std::size_t>(seat) < record_.players.size()
                   ? QString::fromStdString(record_.players[static_cast<std::size_t>(seat)])
                   : QString();
    };
    list_->addItem(tr("Dealt by %1").arg(name(d.setup.dealer)));
    // The deal's decisions in words, each said by the engine's game as it stood after it.
    std::unique_ptr<Game> g;
    {
        Record before = record_;
        before.deals.resize(static_cast<std::size_t>(deal_));
        Replay r = replay(before);
        if (!r.error)
            g = std::move(r.game);
    }
    if (g && !g->startDeal(d.setup).empty())
        g.reset();
    for (std::size_t k = 0; k < d.actions.size(); ++k) {
        const Action& a = d.actions[k];
        QString said;
        if (g && !g->check(a)) {
            g->apply(a);
            said = faces::spoken(*g, d.actions, k, g->view(a.seat).trump);
        }
        if (a.act == Act::Play)
            said = tr("plays %1").arg(text::Wording::cardName(pack, a.card));
        else if (a.act == Act::Draw)
            said = tr("draws from the talon");
        else if (a.act == Act::Discard)
            said = tr("lays away %1").arg([&] {
                QStringList c;
                for (Card card : a.cards)
                    c << text::Wording::cardName(pack, card);
                return c.join(QStringLiteral(", "));
            }());
        else if (said.isEmpty())
            said = QString::fromLatin1(actName(a.act).data(), static_cast<qsizetype>(actName(a.act).size()));
        list_->addItem(tr("%1. %2: %3").arg(k + 1).arg(name(a.seat), said));
    }
}

void ReplayWindow::updateStrips() {
    const bool faceUp = viewSeat_ < 0;
    strips_->parentWidget()->parentWidget()->setVisible(faceUp);
    const int bottom = scene_->humanSeat();
    for (int s = 0; s < stripHands_.size(); ++s) {
        const SeatView v = model_->view(s);
        const bool show = faceUp && s != bottom;
        stripNames_[s]->setVisible(show);
        stripHands_[s]->setVisible(show);
        stripHands_[s]->setCards(show ? handDisplayOrder(model_->game().pack(), v.hand, v.trump) : QList<Card>());
        stripNames_[s]->setText(
            tr("%1 \u00b7 cards in hand: %2").arg(model_->name(s), text::Wording::number(count(v.hand))));
    }
}

void ReplayWindow::updateScores() {
    const TableScores scores = ScoreBoard::read(*model_);
    const Game& game = model_->game();
    for (int s = 0; s < scoreLines_.size(); ++s) {
        const SeatScore* sc =
            s < static_cast<int>(scores.seats.size()) ? &scores.seats[static_cast<std::size_t>(s)] : nullptr;
        scoreLines_[s]->setText(
            QStringLiteral("<b>%1</b><br>%2")
                .arg(model_->name(s).toHtmlEscaped(), sc ? sc->summary.toHtmlEscaped() : QString()));
        if (sc && sc->strokes >= 0) {
            // The slate as on the table, but 120 pixels wide: its strokes can be counted.
            const CardTheme::Slate style = CardTheme::instance().slateFor(game.variant().getInt("strokes"));
            const int standing = std::min(sc->strokes, CardTheme::slateStrokes(style));
            scoreSlates_[s]->setPixmap(CardTheme::instance().slate(style, standing, kSlateWidth, devicePixelRatioF()));
            scoreSlates_[s]->show();
        } else {
            scoreSlates_[s]->clear();
            scoreSlates_[s]->hide();
        }
    }
}

void ReplayWindow::updateControls() {
    const int n = steps();
    {
        const QSignalBlocker b1(slider_);
        slider_->setRange(0, n);
        slider_->setValue(step_);
    }
    {
        const QSignalBlocker b2(list_);
        list_->setCurrentRow(step_);
        list_->scrollToItem(list_->currentItem());
    }
    where_->setText(tr("Deal %1 of %2 \u00b7 decision %3 of %4").arg(deal_ + 1).arg(dealCount()).arg(step_).arg(n));
    const bool atStart = deal_ == 0 && step_ == 0;
    const bool atEnd = deal_ == dealCount() - 1 && step_ == n;
    start_->setEnabled(!atStart);
    prev_->setEnabled(!atStart);
    prevDeal_->setEnabled(deal_ > 0 || step_ > 0);
    next_->setEnabled(!atEnd);
    nextDeal_->setEnabled(deal_ < dealCount() - 1);
    end_->setEnabled(!atEnd);
}

void ReplayWindow::nextDecision() {
    if (step_ < steps())
        goTo(deal_, step_ + 1);
    else if (deal_ < dealCount() - 1)
        goTo(deal_ + 1, 0);
}

void ReplayWindow::previousDecision() {
    if (step_ > 0)
        goTo(deal_, step_ - 1);
    else if (deal_ > 0)
        goTo(deal_ - 1, static_cast<int>(record_.deals[static_cast<std::size_t>(deal_ - 1)].actions.size()));
}

void ReplayWindow::nextDeal() {
    if (deal_ < dealCount() - 1)
        goTo(deal_ + 1, 0);
}

void ReplayWindow::previousDeal() {
    // Back to the start of this deal first, as a player rewinding would expect.
    if (step_ > 0)
        goTo(deal_, 0);
    else if (deal_ > 0)
        goTo(deal_ - 1, 0);
}

void ReplayWindow::toStart() {
    goTo(0, 0);
}

void ReplayWindow::toEnd() {
    goTo(dealCount() - 1, static_cast<int>(record_.deals.back().actions.size()));
}

void ReplayWindow::setViewSeat(int seat) {
    viewSeat_ = seat;
    const int index = seatBox_->findData(seat);
    if (index >= 0 && index != seatBox_->currentIndex()) {
        const QSignalBlocker b(seatBox_);
        seatBox_->setCurrentIndex(index);
    }
    goTo(deal_, step_);
}

} // namespace st::ui
