#include "seatplate.h"

#include "access/cardlook.h"

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
    // Room above for the marker tabs on the top edge.
    const qreal tab = std::max(11.0, size_.height() * 0.15) * 1.5 * 0.6 + 4;
    return QRectF(QPointF(-6, -std::max(6.0, tab)), size_ + QSizeF(12, 6 + std::max(6.0, tab)));
}

void SeatPlate::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
    draw(p, nullptr);
}

int SeatPlate::avatarSize(QSizeF plate) {
    return std::clamp(static_cast<int>(plate.height() * 0.5), 22, 56);
}

QStringList SeatPlate::cutTexts() const {
    QStringList cut;
    draw(nullptr, &cut);
    return cut;
}

void SeatPlate::draw(QPainter* p, QStringList* cut) const {
    if (p) {
        p->setRenderHint(QPainter::Antialiasing);
        p->setRenderHint(QPainter::SmoothPixmapTransform);
    }
    const QRectF r(QPointF(0, 0), size_);
    const qreal radius = 10;
    const bool contrast = access::CardLook::highContrast();
    if (p && d_.toAct) { // whose turn: a warm glow around the plate
        p->setPen(contrast ? QPen(access::CardLook::contrastAccent(), 5) : QPen(QColor(0xff, 0xc8, 0x3d), 4));
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(r.adjusted(-3, -3, 3, 3), radius + 3, radius + 3);
    }
    if (p) {
        if (contrast) { // black, edged in white
            p->setPen(QPen(access::CardLook::contrastInk(), 2));
            p->setBrush(d_.out ? QColor(0x30, 0x30, 0x30) : access::CardLook::contrastGround());
        } else {
            p->setPen(QPen(QColor(0x2a, 0x1a, 0x0e), 1.5));
            p->setBrush(d_.out ? QColor(0x3b, 0x2c, 0x20, 200) : QColor(0x4a, 0x32, 0x1f, 235));
        }
        p->drawRoundedRect(r, radius, radius);
    }
    auto note = [cut](const QString& t) {
        if (cut)
            *cut << t;
    };

    const qreal pad = 8;
    const QFont base; // the application's font, the same whether painting or measuring
    // Score device on the right.
    qreal rightW = 0;
    // The room the score device may leave the name (in the details' size) beside it.
    QFont needFont = base;
    needFont.setBold(true);
    needFont.setPixelSize(std::max(11, static_cast<int>(size_.height() * 0.15)));
    const qreal avatarW = d_.portrait.isNull() ? 0 : d_.portrait.deviceIndependentSize().width() + 3;
    const qreal nameNeed = QFontMetricsF(needFont).horizontalAdvance(d_.name) + 1;
    const qreal room = size_.width() - 3 * pad - avatarW - nameNeed - 1;
    if (!d_.slate.isNull()) {
        // The slate, smaller (down to a quarter of the plate) where the name needs the room.
        const QSizeF full = d_.slate.deviceIndependentSize();
        const qreal scale = std::clamp(room, std::min(full.width(), size_.width() * 0.25), full.width()) / full.width();
        const QSizeF ss = full * scale;
        const QPointF at(r.right() - pad - ss.width(), r.top() + (r.height() - ss.height()) / 2);
        if (p) {
            p->drawPixmap(QRectF(at, ss), d_.slate, QRectF(QPointF(0, 0), d_.slate.size()));
            if (!fadingSlate_.isNull()) { // the erased strokes fade away
                p->setOpacity(fade_);
                p->drawPixmap(QRectF(at, ss), fadingSlate_, QRectF(QPointF(0, 0), fadingSlate_.size()));
                p->setOpacity(1.0);
            }
        }
        rightW = ss.width() + pad;
        // Bollern in the slate's corner.
        if (p && !d_.bollern.isNull()) {
            const qreal bw = d_.bollern.deviceIndependentSize().width();
            for (int i = 0; i < d_.bollernCount; ++i)
                p->drawPixmap(QPointF(at.x() + ss.width() - bw * (i + 1) - 2, at.y() - bw * 0.35), d_.bollern);
        }
    } else if (d_.device.kind != ScoreDevice::Kind::None) {
        // The pad or the bowl, drawn as at a real table, at most two fifths of the plate; narrower
        // (down to a quarter) where the name would otherwise be shortened beside it.
        const qreal h = r.height() - 2 * pad + 2;
        const qreal w =
            ScoreDevicePainter::width(d_.device, h, std::clamp(room, size_.width() * 0.25, size_.width() * 0.4));
        const QRectF at(r.right() - pad - w + 2, r.top() + pad - 1, w, h);
        ScoreDevicePainter::draw(p, at, d_.device, cut);
        rightW = w + pad - 2;
    } else if (!d_.pad.isEmpty()) {
        // The pad takes at most half the plate: a smaller hand when its lines are long.
        QFont f = base;
        int px = std::max(11, static_cast<int>(size_.height() * 0.15));
        qreal w = 0;
        for (;; --px) {
            f.setPixelSize(px);
            QFontMetricsF fm(f);
            w = 0;
            for (const QString& line : d_.pad)
                w = std::max(w, fm.horizontalAdvance(line));
            if (w + 12 <= size_.width() * 0.5 || px <= 9)
                break;
        }
        QFontMetricsF fm(f);
        w = std::min(w, size_.width() * 0.5 - 12);
        const QRectF padRect(r.right() - pad - w - 12, r.top() + pad, w + 12, r.height() - 2 * pad);
        if (p) {
            p->setPen(contrast ? QPen(access::CardLook::contrastInk(), 1) : QPen(QColor(0x9c, 0x8a, 0x6a), 1));
            p->setBrush(contrast ? QColor(0xff, 0xff, 0xff) : QColor(0xf6, 0xf0, 0xdc));
            p->drawRoundedRect(padRect, 3, 3);
            p->setFont(f);
            p->setPen(contrast ? QColor(0, 0, 0) : QColor(0x26, 0x22, 0x1c));
        }
        qreal y = padRect.top() + 4 + fm.ascent();
        for (const QString& line : d_.pad) {
            if (y + fm.descent() > padRect.bottom() + 1) {
                note(line);
                continue;
            }
            const QString shown = fm.elidedText(line, Qt::ElideRight, w + 0.5);
            if (shown != line)
                note(line);
            if (p)
                p->drawText(QPointF(padRect.left() + 6, y), shown);
            y += fm.lineSpacing();
        }
        rightW = padRect.width() + pad;
    }

    // The avatar at the left, as tall as the name and the first line below it.
    qreal leftW = 0;
    if (!d_.portrait.isNull()) {
        const qreal a = d_.portrait.deviceIndependentSize().width();
        if (p)
            p->drawPixmap(QPointF(r.left() + pad - 2, r.top() + pad - 2), d_.portrait);
        leftW = a + 3;
    }

    // Name and details beside it.
    const QRectF text = r.adjusted(pad + leftW, pad, -pad - rightW, -pad);
    QFont nameFont = base;
    nameFont.setBold(true);
    // The name in full: in smaller type (down to the details' size, at a crowded table a step or
    // two below it) before it is ever shortened.
    const int smallPx = std::max(11, static_cast<int>(size_.height() * 0.15));
    const int leastPx = std::max(9, smallPx - 2);
    int namePx = std::max(12, static_cast<int>(size_.height() * 0.2));
    for (;; --namePx) {
        nameFont.setPixelSize(namePx);
        if (namePx <= leastPx || QFontMetricsF(nameFont).horizontalAdvance(d_.name) <= text.width())
            break;
    }
    QFontMetricsF nfm(nameFont);
    const QString name = nfm.elidedText(d_.name, Qt::ElideRight, text.width());
    if (name != d_.name)
        note(d_.name);
    if (p) {
        p->setFont(nameFont);
        p->setPen(contrast ? access::CardLook::contrastInk() : QColor(0xf4, 0xec, 0xd8));
        p->drawText(QPointF(text.left(), text.top() + nfm.ascent()), name);
    }
    QFont small = base;
    small.setPixelSize(std::max(11, static_cast<int>(size_.height() * 0.15)));
    const QFontMetricsF sfm(small);
    if (p)
        p->setFont(small);
    auto drawChip = [&](const QRectF& chip, const QString& t) {
        if (!p)
            return;
        p->setPen(QPen(QColor(0x2a, 0x1a, 0x0e), 1));
        if (contrast) // black on yellow (the dealer) or white
            p->setBrush(t == tr("Dealer") ? access::CardLook::contrastAccent() : access::CardLook::contrastInk());
        else
            p->setBrush(t == tr("Dealer") ? QColor(0xd9, 0xa4, 0x41) : QColor(0x6f, 0xa8, 0xdc));
        p->drawRoundedRect(chip, chip.height() / 2, chip.height() / 2);
        p->setPen(contrast ? QColor(0, 0, 0) : QColor(0x1a, 0x14, 0x0c));
        p->drawText(chip, Qt::AlignCenter, t);
    };
    // Marker chips (dealer first) as tabs on the plate's top edge, clear of the lines below.
    QStringList chips;
    if (d_.dealer)
        chips << tr("Dealer");
    chips << d_.markers;
    {
        qreal cx = r.left() + pad;
        const qreal h = sfm.height() + 2;
        for (const QString& c : chips) {
            const qreal w = sfm.horizontalAdvance(c) + 12;
            if (cx + w > r.right() - pad + 1) {
                note(c);
                continue;
            }
            drawChip(QRectF(cx, r.top() - h * 0.6, w, h), c);
            cx += w + 4;
        }
    }

    // Below the name the details and the marker chips (dealer first) flow over as many lines as
    // the plate holds: "5 cards · 0 tricks" on one line where it fits, else over two.
    struct Piece {
        QString text;
        bool chip = false;
    };
    std::vector<Piece> pieces;
    if (d_.out) {
        pieces.push_back({tr("sits out"), false});
    } else {
        pieces.push_back({tr("%n card(s)", nullptr, d_.cardsLeft), false});
        pieces.push_back({tr("%n trick(s)", nullptr, d_.tricks), false});
    }
    const QString dot = QStringLiteral(" \u00b7 ");
    const qreal lineH = std::max(sfm.lineSpacing(), sfm.height() + 4);
    qreal y = text.top() + nfm.lineSpacing() + sfm.ascent();
    qreal x = text.left();
    bool lineHasPlain = false, lineEmpty = true;
    for (const Piece& piece : pieces) {
        const qreal lead = piece.chip && !lineEmpty ? 6 : 0; // a chip keeps apart from the text before it
        const qreal w = piece.chip ? sfm.horizontalAdvance(piece.text) + 12
                                   : sfm.horizontalAdvance((lineHasPlain ? dot : QString()) + piece.text);
        if (!lineEmpty && x + lead + w > text.right() + 1) { // on to the next line, if the plate has one
            y += lineH;
            x = text.left();
            lineHasPlain = false;
            lineEmpty = true;
        }
        const bool roomBelow = y + sfm.descent() <= r.bottom() - 2;
        const qreal width = piece.chip ? w : sfm.horizontalAdvance(piece.text);
        if (!roomBelow || x + (lineEmpty ? 0 : lead) + width > text.right() + 1) {
            note(piece.text);
            continue;
        }
        if (piece.chip) {
            x += lineEmpty ? 0 : lead;
            drawChip(QRectF(x, y - sfm.ascent() - 1, w, sfm.height() + 2), piece.text);
            x += w + 4;
        } else {
            const QString shown = (lineHasPlain ? dot : QString()) + piece.text;
            if (p) {
                p->setPen(contrast ? access::CardLook::contrastInk() : QColor(0xe0, 0xd4, 0xb8));
                p->drawText(QPointF(x, y), shown);
            }
            x += sfm.horizontalAdvance(shown);
            lineHasPlain = true;
        }
        lineEmpty = false;
    }
}

} // namespace st::ui
