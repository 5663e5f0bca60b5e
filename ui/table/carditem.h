// One card on the table: a face or a back, clickable, moved by animation.
#pragma once

#include "cards.h"

#include <QGraphicsObject>
#include <QPixmap>
#include <QPointer>

class QAbstractAnimation;

namespace st::ui {

class CardItem : public QGraphicsObject {
    Q_OBJECT

  public:
    explicit CardItem(Card card, QGraphicsItem* parent = nullptr);

    Card card() const { return card_; }
    void setPixmap(const QPixmap& pm);
    QSizeF size() const { return size_; }

    /// Move to pos (top-left) with rotation, shown at scale (1: the pixmap's
    /// size), animated over ms milliseconds (0: at once).
    void moveTo(QPointF pos, qreal rotation, int ms, qreal scale = 1.0);
    /// Where the card is going (its final position while it moves).
    QPointF target() const { return target_; }

    void setLifted(bool lifted) { lifted_ = lifted; }
    bool lifted() const { return lifted_; }
    void setDimmed(bool dimmed);
    void setClickable(bool clickable);
    void setHighlighted(bool h);
    /// A lesson's coach points at this card (a green ring, apart from the keyboard's focus).
    void setCoached(bool c);
    bool coached() const { return coached_; }

    QRectF boundingRect() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem* opt, QWidget* w) override;

  signals:
    void clicked(int card);

  protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* e) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* e) override;
    void hoverEnterEvent(QGraphicsSceneHoverEvent* e) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* e) override;

  private:
    Card card_;
    QPixmap pixmap_;
    QSizeF size_;
    QPointF target_;
    bool lifted_ = false;
    bool dimmed_ = false;
    bool clickable_ = false;
    bool hover_ = false;
    bool highlighted_ = false;
    bool coached_ = false;
    QPointer<QAbstractAnimation> anim_;
};

} // namespace st::ui
