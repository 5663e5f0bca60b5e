#include "carditem.h"

#include <QCursor>
#include <QEasingCurve>
#include <QGraphicsSceneMouseEvent>
#include <QPainter>
#include <QParallelAnimationGroup>
#include <QPropertyAnimation>

namespace st::ui {

CardItem::CardItem(Card card, QGraphicsItem* parent) : QGraphicsObject(parent), card_(card) {
    setAcceptHoverEvents(true);
    setAcceptedMouseButtons(Qt::LeftButton);
}

void CardItem::setPixmap(const QPixmap& pm) {
    prepareGeometryChange();
    pixmap_ = pm;
    size_ = pm.deviceIndependentSize();
    update();
}

QRectF CardItem::boundingRect() const {
    return QRectF(QPointF(-3, -3), size_ + QSizeF(6, 6));
}

void CardItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    p->setRenderHint(QPainter::SmoothPixmapTransform);
    // A soft shadow so cards read against the felt.
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0, 0, 0, 60));
    const qreal r = size_.width() * 0.06;
    p->drawRoundedRect(QRectF(QPointF(2, 3), size_), r, r);
    p->drawPixmap(QPointF(0, 0), pixmap_);
    if (dimmed_) {
        p->setBrush(QColor(20, 30, 25, 110));
        p->drawRoundedRect(QRectF(QPointF(0, 0), size_), r, r);
    }
    if (coached_) {
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(QColor(0x3d, 0xd1, 0x6a), 6));
        p->drawRoundedRect(QRectF(QPointF(0, 0), size_).adjusted(-3, -3, 3, 3), r + 2, r + 2);
    }
    if (highlighted_ || (hover_ && clickable_)) {
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(highlighted_ ? QColor(0xff, 0xd5, 0x4f) : QColor(0xff, 0xf3, 0xc4), 3));
        p->drawRoundedRect(QRectF(QPointF(0, 0), size_).adjusted(-1, -1, 1, 1), r, r);
    }
}

void CardItem::setDimmed(bool dimmed) {
    if (dimmed_ != dimmed) {
        dimmed_ = dimmed;
        update();
    }
}

void CardItem::setClickable(bool clickable) {
    clickable_ = clickable;
    setCursor(clickable ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

void CardItem::setCoached(bool c) {
    if (coached_ != c) {
        coached_ = c;
        update();
    }
}

void CardItem::setHighlighted(bool h) {
    if (highlighted_ != h) {
        highlighted_ = h;
        update();
    }
}

void CardItem::moveTo(QPointF pos, qreal rotation, int ms, qreal scale) {
    if (anim_)
        anim_->stop();
    target_ = pos;
    setRotation(rotation);
    if (ms <= 0 || (this->pos() == pos && qFuzzyCompare(this->scale(), scale))) {
        setPos(pos);
        setScale(scale);
        return;
    }
    auto* group = new QParallelAnimationGroup(this);
    auto* a = new QPropertyAnimation(this, "pos", group);
    a->setDuration(ms);
    a->setStartValue(this->pos());
    a->setEndValue(pos);
    a->setEasingCurve(QEasingCurve::OutCubic);
    if (!qFuzzyCompare(this->scale(), scale)) {
        auto* z = new QPropertyAnimation(this, "scale", group);
        z->setDuration(ms);
        z->setStartValue(this->scale());
        z->setEndValue(scale);
        z->setEasingCurve(QEasingCurve::OutCubic);
    }
    anim_ = group;
    group->start(QAbstractAnimation::DeleteWhenStopped);
}

void CardItem::mousePressEvent(QGraphicsSceneMouseEvent* e) {
    e->accept();
}

void CardItem::mouseReleaseEvent(QGraphicsSceneMouseEvent* e) {
    if (boundingRect().contains(e->pos()))
        emit clicked(card_);
}

void CardItem::hoverEnterEvent(QGraphicsSceneHoverEvent*) {
    hover_ = true;
    update();
}

void CardItem::hoverLeaveEvent(QGraphicsSceneHoverEvent*) {
    hover_ = false;
    update();
}

} // namespace st::ui
