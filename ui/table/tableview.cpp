#include "tableview.h"

#include "access/accessprefs.h"
#include "access/cardlook.h"
#include "actionbar.h"
#include "tablescene.h"

#include <QApplication>
#include <QDialog>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QResizeEvent>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace st::ui {

TableView::TableView(TableScene* scene, QWidget* parent) : QGraphicsView(scene, parent), scene_(scene) {
    setObjectName(QStringLiteral("tableView"));
    setRenderHint(QPainter::Antialiasing);
    setRenderHint(QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setViewportUpdateMode(QGraphicsView::FullViewportUpdate);
    setCacheMode(QGraphicsView::CacheBackground);
    bar_ = new ActionBar(this);
    connect(bar_, &ActionBar::placed, this, [this](const QRect& g) {
        scene_->setActionBarRect(QRectF(g.translated(-viewport()->geometry().topLeft())));
    });
    hint_ = new QPushButton(tr("Hint"), this);
    hint_->setObjectName(QStringLiteral("hintButton"));
    hint_->setToolTip(tr("Ask the strongest computer player what it would do in your place (H)"));
    hint_->setFocusPolicy(Qt::NoFocus); // the arrow keys stay with the hand
    hint_->setEnabled(false);
    logButton_ = new QPushButton(tr("Log"), this);
    logButton_->setObjectName(QStringLiteral("dealLogButton"));
    logButton_->setToolTip(tr("Every bid and announcement of this deal, in order (G)"));
    logButton_->setCheckable(true);
    logButton_->setFocusPolicy(Qt::NoFocus); // the arrow keys stay with the hand
    restyleCornerButtons();
    // High contrast turned on or off, also in the middle of a game.
    connect(access::AccessNotifier::instance(), &access::AccessNotifier::changed, this,
            &TableView::restyleCornerButtons);
    logPanel_ = new QFrame(this);
    logPanel_->setObjectName(QStringLiteral("dealLogPanel"));
    logPanel_->setStyleSheet(QStringLiteral(
        "QFrame#dealLogPanel { background: rgba(246, 240, 220, 240); border: 1px solid #6b4b2a; border-radius: 8px; }"
        "QLabel { color: #2b1d0e; font-weight: bold; }"
        "QListWidget { background: transparent; border: none; color: #26221c; }"));
    auto* logBox = new QVBoxLayout(logPanel_);
    logBox->setContentsMargins(10, 8, 10, 8);
    logBox->addWidget(new QLabel(tr("This deal so far"), logPanel_));
    log_ = new QListWidget(logPanel_);
    log_->setObjectName(QStringLiteral("dealLog"));
    log_->setFocusPolicy(Qt::NoFocus);
    log_->setWordWrap(true);
    logBox->addWidget(log_);
    logEmpty_ = new QLabel(tr("Nothing has been said in this deal yet. Bids, knocks and announcements (20 and 40, "
                              "closing, going out) are listed here as they are made."),
                           logPanel_);
    logEmpty_->setObjectName(QStringLiteral("dealLogEmpty"));
    logEmpty_->setWordWrap(true);
    logBox->addWidget(logEmpty_);
    log_->hide();
    logPanel_->hide();
    connect(logButton_, &QPushButton::toggled, this, [this](bool on) {
        logPanel_->setVisible(on);
        relayout();
        if (on)
            log_->scrollToBottom();
    });
    // The warning strip takes its height off the top of the viewport, so it hides nothing of the table.
    warning_ = new QFrame(this);
    warning_->setObjectName(QStringLiteral("tableWarning"));
    warning_->setStyleSheet(QStringLiteral(
        "QFrame#tableWarning { background: #f6d58a; border-bottom: 2px solid #9a5b12; }"
        "QLabel { color: #2b1d0e; font-size: 13px; }"
        "QPushButton { background: #fff6e0; color: #2b1d0e; border: 1px solid #6b4b2a; border-radius: 6px; "
        "padding: 4px 14px; font-weight: bold; }"
        "QPushButton:hover { background: #ffffff; }"));
    auto* warningBox = new QHBoxLayout(warning_);
    warningBox->setContentsMargins(14, 8, 14, 8);
    warningBox->setSpacing(14);
    auto* sign = new QLabel(QStringLiteral("\u26a0"), warning_);
    sign->setStyleSheet(QStringLiteral("font-size: 22px; color: #9a5b12;"));
    warningBox->addWidget(sign, 0, Qt::AlignVCenter);
    warningText_ = new QLabel(warning_);
    warningText_->setObjectName(QStringLiteral("tableWarningText"));
    warningText_->setWordWrap(true);
    warningText_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    warningBox->addWidget(warningText_, 1);
    saveCopy_ = new QPushButton(tr("Save a copy\u2026"), warning_);
    saveCopy_->setObjectName(QStringLiteral("tableWarningSaveCopy"));
    saveCopy_->setToolTip(tr("Save the game to a file of your choice"));
    saveCopy_->setFocusPolicy(Qt::NoFocus); // the arrow keys stay with the hand
    warningBox->addWidget(saveCopy_, 0, Qt::AlignVCenter);
    warning_->hide();
    setFocusPolicy(Qt::StrongFocus);
    connect(scene_, &TableScene::focusChanged, this, &TableView::updateAccessibleText);
    connect(scene_, &TableScene::laidOut, this, &TableView::placeBar); // e.g. large cards at a new table
    updateAccessibleText();
    // A dialog of this window closing (a decision, a summary, the preferences) gives the
    // keyboard back to the table, whatever the window manager does with the focus.
    qApp->installEventFilter(this);
}

void TableView::restyleCornerButtons() {
    QString style;
    if (access::CardLook::highContrast()) // as the action bar's buttons: white on black, yellow when on
        style = QStringLiteral(
            "QPushButton { background: #ffffff; color: #000000; border: 2px solid #ffffff; border-radius: 6px; "
            "padding: 4px 14px; font-weight: bold; }"
            "QPushButton:hover { background: #ffd800; }"
            "QPushButton:disabled { background: #9a9a9a; color: #000000; border-color: #9a9a9a; }"
            "QPushButton:checked { background: #ffd800; border-color: #ffd800; }");
    else
        style = QStringLiteral(
            "QPushButton { background: #f1e4c3; color: #2b1d0e; border: 1px solid #6b4b2a; border-radius: 6px; "
            "padding: 4px 14px; font-weight: bold; }"
            "QPushButton:disabled { background: rgba(241, 228, 195, 90); color: rgba(43, 29, 14, 120); }"
            "QPushButton:checked { background: #d9a441; }");
    hint_->setStyleSheet(style);
    logButton_->setStyleSheet(style);
    if (isVisible())
        relayout(); // the size hints may differ with the border
}

bool TableView::eventFilter(QObject* watched, QEvent* e) {
    if (e->type() == QEvent::Hide)
        if (auto* d = qobject_cast<QDialog*>(watched);
            d && d->isWindow() && d->parentWidget() && d->parentWidget()->window() == window() && isVisible()) {
            // Once the dialog's own closing is over (a next dialog may open from its signals).
            QTimer::singleShot(0, this, [this] {
                if (isVisible() && !QApplication::activeModalWidget())
                    takeKeyboard();
            });
        }
    return QGraphicsView::eventFilter(watched, e);
}

void TableView::takeKeyboard() {
    QWidget* w = window();
    // Another window of the application the player is using (a history window, the rules
    // book) keeps the keyboard.
    if (QWidget* active = QApplication::activeWindow(); active && active != w && active->isVisible())
        return;
    if (!w->isActiveWindow())
        w->activateWindow(); // the window lies under its dialog's place already: no raise needed
    QWidget* f = w->focusWidget();
    if (!f || !f->isVisible() || !f->isEnabled() || !isAncestorOf(f))
        setFocus(Qt::ActiveWindowFocusReason);
}

void TableView::updateAccessibleText() {
    const QString card = scene_->focusText();
    const QString name = card.isEmpty() ? tr("Card table") : card;
    if (accessibleName() != name)
        setAccessibleName(name);
    const QString turn = scene_->turnText();
    if (accessibleDescription() != turn)
        setAccessibleDescription(turn);
}

void TableView::keyPressEvent(QKeyEvent* e) {
    switch (e->key()) {
    case Qt::Key_Left:
        scene_->moveFocus(-1);
        break;
    case Qt::Key_Right:
        scene_->moveFocus(1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        // With a card to play Enter plays the focused one; with none (a draw is due) it takes the
        // usual step of the action bar, as a click on its highlighted button would.
        if (QPushButton* step = bar_->primaryButton(); step && !scene_->humanPlaying())
            step->click();
        else
            scene_->activateFocus();
        break;
    case Qt::Key_G: // the deal log
        logButton_->toggle();
        break;
    case Qt::Key_L: // the last trick, large
        if (!scene_->lastTrickArea().isEmpty())
            emit scene_->lastTrickRequested();
        break;
    default:
        QGraphicsView::keyPressEvent(e);
        return;
    }
    e->accept();
}

void TableView::setDealLog(const QStringList& lines) {
    if (dealLog() == lines)
        return;
    log_->clear();
    log_->addItems(lines);
    log_->setVisible(!lines.isEmpty());
    logEmpty_->setVisible(lines.isEmpty());
    log_->scrollToBottom();
    placeLogPanel();
}

QStringList TableView::dealLog() const {
    QStringList out;
    for (int i = 0; i < log_->count(); ++i)
        out << log_->item(i)->text();
    return out;
}

bool TableView::dealLogOpen() const {
    return logPanel_->isVisible();
}

void TableView::setWarning(const QString& text) {
    if (text == warningText_->text() && warning_->isVisible() == !text.isEmpty())
        return;
    warningText_->setText(text);
    warning_->setVisible(!text.isEmpty());
    relayout();
}

QString TableView::warning() const {
    return warning_->isVisible() ? warningText_->text() : QString();
}

void TableView::relayout() {
    int top = 0;
    if (warning_->isVisible()) {
        top = warning_->heightForWidth(width());
        if (top < 0)
            top = warning_->sizeHint().height();
    }
    if (top > 0)
        warning_->setGeometry(0, 0, width(), top);
    if (viewportMargins().top() != top)
        setViewportMargins(0, top, 0, 0); // the viewport shrinks; its resize comes back here
    scene_->resizeTo(viewport()->size());
    resetCachedContent();
    placeBar();
    const QPoint origin = viewport()->geometry().topLeft();
    const QSize h = hint_->sizeHint();
    hint_->setGeometry(origin.x() + viewport()->width() - h.width() - 14, origin.y() + 10, h.width(), h.height());
    const QSize l = logButton_->sizeHint();
    logButton_->setGeometry(hint_->x() - l.width() - 8, origin.y() + 10, l.width(), l.height());
    placeLogPanel();
}

void TableView::placeBar() {
    // The bar and the button are the view's children, placed in the viewport's coordinates.
    const QPoint origin = viewport()->geometry().topLeft();
    const QRectF area = scene_->actionBarArea();
    bar_->setKeepClear(scene_->lastTrickRoom().toRect().translated(origin));
    bar_->setArea(area.toRect().translated(origin));
}

void TableView::placeLogPanel() {
    // Under the Hint and Log buttons, as tall as what it holds (at most 45 % of the table).
    const QPoint origin = viewport()->geometry().topLeft();
    const int pw = std::min(320, viewport()->width() / 3);
    int ph = std::max(120, static_cast<int>(viewport()->height() * 0.45));
    if (logEmpty_->isVisibleTo(logPanel_)) { // only the heading and the one sentence
        const QMargins m = logPanel_->layout()->contentsMargins();
        const int inner = pw - m.left() - m.right();
        ph = std::min(ph, m.top() + m.bottom() + logPanel_->layout()->spacing() +
                              logPanel_->layout()->itemAt(0)->widget()->sizeHint().height() +
                              logEmpty_->heightForWidth(inner) + 4);
    }
    logPanel_->setGeometry(origin.x() + viewport()->width() - pw - 14, hint_->geometry().bottom() + 8, pw, ph);
    logPanel_->raise();
}

void TableView::resizeEvent(QResizeEvent* e) {
    QGraphicsView::resizeEvent(e);
    relayout();
}

void TableView::showEvent(QShowEvent* e) {
    QGraphicsView::showEvent(e);
    relayout();
}

} // namespace st::ui
