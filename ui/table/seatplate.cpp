#include "seatplate.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QVariantAnimation>

namespace st::ui {

SeatPlate::SeatPlate(QGraphicsItem* parent) : QGraphicsObject(parent) {}

void SeatPlate::setData(const PlateData& d, int fadeMs) {
    const bool erased = d.strokes >= 0 && d_.strokes > d.strokes && !d_.slate.isNull() &&
                        d_.slate.deviceIndependentSize() == d.slate.deviceIndependentSize();
    if (erased && fadeMs > 0) {
        if (fadeAnim_)
            fadeAnim_->stop();
        fadingSlate_ = d_.slate;
        auto* a = new QVariantAnimation(this);
        a->setStartValue(1.0);
        a->setEndValue(0.0);
        a->setDuration(fadeMs);
        connect(a, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
            fade_ = v.toReal();
            update();
        });
        connect(a, &QVariantAnimation::finished, this, [this] {
            fadingSlate_ = QPixmap();
            update();
        });
        fade_ = 1.0;
        fadeAnim_ = a;
        a->start(QAbstractAnimation::DeleteWhenStopped);
    } else if (d.strokes < 0 || d.strokes > d_.strokes) {
        if (fadeAnim_)
            fadeAnim_->stop();
        fadingSlate_ = QPixmap();
    }
    d_ = d;
    QStringList tip{d.name};
    if (d.dealer)
        tip << tr("Dealer");
    tip << d.markers;
    if (!d.score.isEmpty())
        tip << d.score;
    setToolTip(tip.join(QStringLiteral(" \u00b7 ")));
    update();
}

void SeatPlate::setPlateSize(QSizeF s) {
    prepareGeometryChange();
    size_ = s;
    update();
}

QRectF SeatPlate::boundingRect() const {
    return QRectF(QPointF(-6, -6), size_ + QSizeF(12, 12));
}

void SeatPlate::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    p->setRenderHint(QPainter::Antialiasing);
    p->setRenderHint(QPainter::SmoothPixmapTransform);
    const QRectF r(QPointF(0, 0), size_);
    const qreal radius = 10;
    if (d_.toAct) { // whose turn: a warm glow around the plate
        p->setPen(QPen(QColor(0xff, 0xc8, 0x3d), 4));
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(r.adjusted(-3, -3, 3, 3), radius + 3, radius + 3);
    }
    p->setPen(QPen(QColor(0x2a, 0x1a, 0x0e), 1.5));
    p->setBrush(d_.out ? QColor(0x3b, 0x2c, 0x20, 200) : QColor(0x4a, 0x32, 0x1f, 235));
    p->drawRoundedRect(r, radius, radius);

    const qreal pad = 8;
    // Score device on the right.
    qreal rightW = 0;
    if (!d_.slate.isNull()) {
        const QSizeF ss = d_.slate.deviceIndependentSize();
        const QPointF at(r.right() - pad - ss.width(), r.top() + (r.height() - ss.height()) / 2);
        p->drawPixmap(at, d_.slate);
        if (!fadingSlate_.isNull()) { // the erased strokes fade away
            p->setOpacity(fade_);
            p->drawPixmap(at, fadingSlate_);
            p->setOpacity(1.0);
        }
        rightW = ss.width() + pad;
        // Bollern in the slate's corner.
        if (!d_.bollern.isNull()) {
            const qreal bw = d_.bollern.deviceIndependentSize().width();
            for (int i = 0; i < d_.bollernCount; ++i)
                p->drawPixmap(QPointF(at.x() + ss.width() - bw * (i + 1) - 2, at.y() - bw * 0.35), d_.bollern);
        }
    } else if (!d_.pad.isEmpty()) {
        QFont f = p->font();
        f.setPixelSize(std::max(11, static_cast<int>(size_.height() * 0.15)));
        QFontMetricsF fm(f);
        qreal w = 0;
        for (const QString& line : d_.pad)
            w = std::max(w, fm.horizontalAdvance(line));
        const QRectF padRect(r.right() - pad - w - 12, r.top() + pad, w + 12, r.height() - 2 * pad);
        p->setPen(QPen(QColor(0x9c, 0x8a, 0x6a), 1));
        p->setBrush(QColor(0xf6, 0xf0, 0xdc));
        p->drawRoundedRect(padRect, 3, 3);
        p->setFont(f);
        p->setPen(QColor(0x26, 0x22, 0x1c));
        qreal y = padRect.top() + 4 + fm.ascent();
        for (const QString& line : d_.pad) {
            p->drawText(QPointF(padRect.left() + 6, y), line);
            y += fm.lineSpacing();
        }
        rightW = padRect.width() + pad;
    }

    // Name and details on the left.
    const QRectF text = r.adjusted(pad, pad, -pad - rightW, -pad);
    QFont nameFont = p->font();
    nameFont.setPixelSize(std::max(12, static_cast<int>(size_.height() * 0.2)));
    nameFont.setBold(true);
    p->setFont(nameFont);
    p->setPen(QColor(0xf4, 0xec, 0xd8));
    QFontMetricsF nfm(nameFont);
    p->drawText(QPointF(text.left(), text.top() + nfm.ascent()), nfm.elidedText(d_.name, Qt::ElideRight, text.width()));
    QFont small = p->font();
    small.setBold(false);
    small.setPixelSize(std::max(11, static_cast<int>(size_.height() * 0.15)));
    p->setFont(small);
    QFontMetricsF sfm(small);
    qreal y = text.top() + nfm.lineSpacing() + sfm.ascent();
    p->setPen(QColor(0xe0, 0xd4, 0xb8));
    QString detail = d_.out ? tr("sits out") : tr("%n card(s)", nullptr, d_.cardsLeft);
    if (!d_.out)
        detail += QStringLiteral(" \u00b7 ") + tr("%n trick(s)", nullptr, d_.tricks);
    p->drawText(QPointF(text.left(), y), sfm.elidedText(detail, Qt::ElideRight, text.width()));
    y += sfm.lineSpacing();
    // Marker chips: dealer first.
    QStringList chips;
    if (d_.dealer)
        chips << tr("Dealer");
    chips << d_.markers;
    qreal x = text.left();
    for (const QString& c : chips) {
        const qreal w = sfm.horizontalAdvance(c) + 12;
        if (x + w > text.right() + 1)
            break;
        const QRectF chip(x, y - sfm.ascent() + 2, w, sfm.height() + 2);
        p->setPen(Qt::NoPen);
        p->setBrush(c == tr("Dealer") ? QColor(0xd9, 0xa4, 0x41) : QColor(0x6f, 0xa8, 0xdc));
        p->drawRoundedRect(chip, chip.height() / 2, chip.height() / 2);
        p->setPen(QColor(0x1a, 0x14, 0x0c));
        p->drawText(chip, Qt::AlignCenter, c);
        x += w + 4;
    }
}

} // namespace st::ui
