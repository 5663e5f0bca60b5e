#include "cardlook.h"

#include "accessprefs.h"
#include "cards/cardtheme.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace st::ui::access {

namespace {
/// The most of the table's height a large hand takes.
constexpr double kHandShare = 0.30;
} // namespace

QColor CardLook::suitColour(const Pack& pack, int suit) {
    if (pack.kind() == PackKind::Cego54) {
        switch (suit) {
        case 0:
            return QColor(0xc8, 0x10, 0x2e); // hearts
        case 1:
            return QColor(0x1f, 0x5f, 0xc8); // diamonds
        case 2:
            return QColor(0x1e, 0x7b, 0x34); // clubs
        case 3:
            return QColor(0x14, 0x14, 0x14); // spades
        default:
            return QColor(0x6a, 0x2c, 0x9a); // trumps
        }
    }
    switch (suit) {
    case 0:
        return QColor(0x24, 0x18, 0x10); // acorns
    case 1:
        return QColor(0x1e, 0x7b, 0x34); // leaves
    case 2:
        return QColor(0xc8, 0x10, 0x2e); // hearts
    default:
        return QColor(0xff, 0xc8, 0x20); // bells
    }
}

QString CardLook::suitLetter(const Pack& pack, int suit) {
    if (pack.kind() == PackKind::Cego54) {
        switch (suit) {
        case 0:
            return tr("H", "suit mark of hearts");
        case 1:
            return tr("D", "suit mark of diamonds");
        case 2:
            return tr("C", "suit mark of clubs");
        case 3:
            return tr("S", "suit mark of spades");
        default:
            return tr("T", "suit mark of the trumps (Tarock)");
        }
    }
    switch (suit) {
    case 0:
        return tr("A", "suit mark of acorns");
    case 1:
        return tr("L", "suit mark of leaves");
    case 2:
        return tr("H", "suit mark of hearts");
    default:
        return tr("B", "suit mark of bells");
    }
}

QPixmap CardLook::decorate(const QPixmap& face, const Pack& pack, Card c) {
    const AccessPrefs& prefs = AccessPrefs::current();
    if (face.isNull() || (!prefs.suitMarks && !prefs.highContrast))
        return face;
    QPixmap out = face.copy();
    out.setDevicePixelRatio(face.devicePixelRatio());
    const QSizeF size = out.deviceIndependentSize();
    QPainter p(&out);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const qreal w = size.width();
    if (prefs.suitMarks && c != kNoCard) {
        const int suit = pack.suit(c);
        const QColor colour = suitColour(pack, suit);
        const QColor ink = colour.lightness() > 140 ? QColor(0x1a, 0x12, 0x08) : QColor(Qt::white);
        // At the left edge under the corner index, where a fanned hand still shows it, and turned
        // at the right edge for a card seen the other way up.
        const qreal d = std::max(11.0, w * 0.24);
        QFont f = p.font();
        f.setBold(true);
        f.setPixelSize(std::max(8, static_cast<int>(d * 0.68)));
        p.setFont(f);
        const auto mark = [&](QPointF centre, qreal angle) {
            p.save();
            p.translate(centre);
            p.rotate(angle);
            const QRectF r(-d / 2, -d / 2, d, d);
            p.setPen(QPen(QColor(0xff, 0xff, 0xff), std::max(1.0, d * 0.08)));
            p.setBrush(colour);
            p.drawRoundedRect(r, d * 0.28, d * 0.28);
            p.setPen(ink);
            const QString letter = suitLetter(pack, suit);
            QFont fitted = f; // a two-letter mark ("Kr") narrower, to fit the badge
            while (fitted.pixelSize() > 6 && QFontMetricsF(fitted).horizontalAdvance(letter) > d * 0.86)
                fitted.setPixelSize(fitted.pixelSize() - 1);
            p.setFont(fitted);
            p.drawText(r, Qt::AlignCenter, letter);
            p.restore();
        };
        mark(QPointF(w * 0.05 + d / 2, size.height() * 0.34), 0);
        mark(QPointF(w * 0.95 - d / 2, size.height() * 0.66), 180);
    }
    if (prefs.highContrast) {
        const qreal pen = std::max(2.0, w * 0.03);
        p.setPen(QPen(Qt::black, pen));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(QRectF(QPointF(0, 0), size).adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2), w * 0.06,
                          w * 0.06);
    }
    return out;
}

bool CardLook::paintTable(QPainter& p, const QRectF& table, const QRectF& mat) {
    if (!AccessPrefs::current().highContrast)
        return false;
    p.fillRect(table, contrastGround());
    QPainterPath felt;
    felt.addRoundedRect(mat, mat.height() * 0.18, mat.height() * 0.18);
    p.setPen(QPen(contrastAccent(), 4));
    p.setBrush(QColor(0x10, 0x10, 0x10));
    p.drawPath(felt);
    return true;
}

bool CardLook::highContrast() {
    return AccessPrefs::current().highContrast;
}

bool CardLook::largeCards() {
    return AccessPrefs::current().largeCards;
}

int CardLook::largeHandRoom(int usual, double H) {
    const int room = static_cast<int>(H * kHandShare / CardTheme::kCardAspect);
    return std::max(usual, std::min(2 * usual, room));
}

} // namespace st::ui::access
