#include "tableview.h"

#include "actionbar.h"
#include "tablescene.h"

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
}

void TableView::relayout() {
    scene_->resizeTo(viewport()->size());
    resetCachedContent();
    const QRectF area = scene_->actionBarArea();
    bar_->setGeometry(area.toRect());
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
