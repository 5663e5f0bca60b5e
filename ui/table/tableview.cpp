#include "tableview.h"

#include "actionbar.h"
#include "tablescene.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>

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
    hint_ = new QPushButton(tr("Hint"), this);
    hint_->setObjectName(QStringLiteral("hintButton"));
    hint_->setToolTip(tr("Ask the strongest computer player what it would do in your place (H)"));
    hint_->setFocusPolicy(Qt::NoFocus); // the arrow keys stay with the hand
    hint_->setEnabled(false);
    hint_->setStyleSheet(QStringLiteral(
        "QPushButton { background: #f1e4c3; color: #2b1d0e; border: 1px solid #6b4b2a; border-radius: 6px; "
        "padding: 4px 14px; font-weight: bold; }"
        "QPushButton:disabled { background: rgba(241, 228, 195, 90); color: rgba(43, 29, 14, 120); }"));
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
    updateAccessibleText();
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
        scene_->activateFocus();
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
    // The bar and the button are the view's children, placed in the viewport's coordinates.
    const QPoint origin = viewport()->geometry().topLeft();
    const QRectF area = scene_->actionBarArea();
    bar_->setArea(area.toRect().translated(origin));
    const QSize h = hint_->sizeHint();
    hint_->setGeometry(origin.x() + viewport()->width() - h.width() - 14, origin.y() + 10, h.width(), h.height());
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
