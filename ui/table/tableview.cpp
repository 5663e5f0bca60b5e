#include "tableview.h"

#include "actionbar.h"
#include "tablescene.h"

#include <QKeyEvent>
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
    default:
        QGraphicsView::keyPressEvent(e);
        return;
    }
    e->accept();
}

void TableView::relayout() {
    scene_->resizeTo(viewport()->size());
    resetCachedContent();
    const QRectF area = scene_->actionBarArea();
    bar_->setArea(area.toRect());
    const QSize h = hint_->sizeHint();
    hint_->setGeometry(viewport()->width() - h.width() - 14, 10, h.width(), h.height());
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
