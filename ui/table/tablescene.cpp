#include "tablescene.h"

#include "access/cardlook.h"
#include "carditem.h"
#include "cards/cardtheme.h"
#include "countinghelp.h"
#include "games/dialogwords.h"
#include "games/gameface.h"
#include "handorder.h"
#include "registry.h"
#include "scoreboard.h"
#include "seatmarkers.h"
#include "seatplate.h"
#include "tablemodel.h"
#include "text/wording.h"

#include <QCursor>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsPathItem>
#include <QGraphicsPixmapItem>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGuiApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPropertyAnimation>
#include <QTextDocument>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <limits>

namespace st::ui {

namespace {
/// The words on the table (white with high contrast).
QColor ink() {
    return access::CardLook::highContrast() ? access::CardLook::contrastInk() : QColor(0xf4, 0xec, 0xd8);
}
QColor dimInk() {
    return access::CardLook::highContrast() ? access::CardLook::contrastInk() : QColor(0xd8, 0xcc, 0xb0);
}

qreal dpr() {
    return qApp ? qApp->devicePixelRatio() : 1.0;
}

} // namespace

TableScene::TableScene(TableModel* model, QObject* parent) : QGraphicsScene(parent), model_(model) {
    clock_.start();
    if (model_)
        connect(model_, &TableModel::trickWon, this, &TableScene::trickWon);
}

void TableScene::announce(int seat, const QString& text) {
    if (text.isEmpty() || seat < 0)
        return;
    // Long enough to read while play goes on; the seat's next words replace these.
    const qint64 ms = 2200 + 40 * text.size();
    bubbles_[seat] = {text, bubblesStay_ ? std::numeric_limits<qint64>::max() : clock_.elapsed() + ms};
    refresh();
    QTimer::singleShot(static_cast<int>(ms) + 20, this, [this] { refresh(); });
}

QMap<int, QString> TableScene::bubbles() const {
    QMap<int, QString> out;
    for (auto it = bubbles_.begin(); it != bubbles_.end(); ++it)
        if (it->until > clock_.elapsed())
            out.insert(it.key(), it->text);
    return out;
}

void TableScene::layoutBubbles() {
    const qint64 now = clock_.elapsed();
    QList<QRectF> placed; // bubbles never cover each other: a later one moves on towards the centre
    for (auto it = bubbles_.begin(); it != bubbles_.end();) {
        if (it->until <= now || it.key() >= plates_.size()) {
            it = bubbles_.erase(it);
            continue;
        }
        const QRectF plate = plates_[it.key()]->mapRectToScene(QRectF(QPointF(0, 0), plates_[it.key()]->plateSize()));
        auto* text = new QGraphicsSimpleTextItem(it->text);
        QFont f = text->font();
        f.setPixelSize(std::max(13, g_.cw / 6));
        f.setBold(true);
        text->setFont(f);
        text->setBrush(QColor(0x2b, 0x1d, 0x0e));
        const QSizeF ts = text->boundingRect().size();
        const QSizeF bs(ts.width() + 20, ts.height() + 10);
        // Above the plate, towards the table; a plate in the top half has the bubble beside it
        // (towards the middle), so that it never covers the trick. A bubble never covers another
        // seat's plate (at six or more seats the neighbours sit close): then the other side, or below.
        enum class Side { Above, Right, Left, Below };
        QList<QRectF> others;
        for (int s = 0; s < plates_.size(); ++s)
            if (s != it.key() && plates_[s]->isVisible())
                others << plates_[s]->sceneBoundingRect(); // with the badges on its top edge
        const auto boxAt = [&](Side side) {
            qreal x = side == Side::Right  ? plate.right() + 14
                      : side == Side::Left ? plate.left() - 14 - bs.width()
                                           : plate.center().x() - bs.width() / 2;
            x = std::clamp(x, 4.0, g_.size.width() - bs.width() - 4);
            const qreal y = side == Side::Above   ? plate.top() - bs.height() - 14
                            : side == Side::Below ? plate.bottom() + 14
                                                  : plate.center().y() - bs.height() / 2;
            return QRectF(x, y, bs.width(), bs.height());
        };
        const auto clashes = [&](const QRectF& probe) {
            const auto hit = [&](const QRectF& r) { return r.adjusted(-2, -2, 2, 2).intersects(probe); };
            return std::any_of(placed.begin(), placed.end(), hit) || std::any_of(others.begin(), others.end(), hit);
        };
        QList<Side> sides{Side::Above};
        if (plate.center().y() < g_.centre.y() - g_.ch * 0.3) {
            const bool right =
                plate.center().x() <= g_.centre.x() + 1 && plate.right() + 14 + bs.width() < g_.size.width() - 4;
            sides = right ? QList<Side>{Side::Right, Side::Left, Side::Below}
                          : QList<Side>{Side::Left, Side::Right, Side::Below};
        }
        Side side = sides.front();
        for (Side candidate : sides)
            if (!clashes(boxAt(candidate))) {
                side = candidate;
                break;
            }
        qreal x = boxAt(side).x();
        qreal y = boxAt(side).y();
        for (int tries = 0; tries < 6; ++tries) {
            const QRectF probe(x, y, bs.width(), bs.height());
            const bool clash = std::any_of(placed.begin(), placed.end(),
                                           [&](const QRectF& r) { return r.adjusted(-2, -2, 2, 2).intersects(probe); });
            if (!clash)
                break;
            y += side == Side::Above ? -(bs.height() + 6) : bs.height() + 6;
        }
        QPainterPath path;
        const QRectF box(x, y, bs.width(), bs.height());
        placed << box;
        path.addRoundedRect(box, 9, 9);
        QPolygonF tail;
        if (side == Side::Above) {
            const qreal tx = std::clamp(plate.center().x(), box.left() + 14, box.right() - 14);
            tail << QPointF(tx - 7, box.bottom() - 1) << QPointF(tx, box.bottom() + 9)
                 << QPointF(tx + 7, box.bottom() - 1);
        } else if (side == Side::Below) {
            const qreal tx = std::clamp(plate.center().x(), box.left() + 14, box.right() - 14);
            tail << QPointF(tx - 7, box.top() + 1) << QPointF(tx, box.top() - 9) << QPointF(tx + 7, box.top() + 1);
        } else {
            const qreal ty = std::clamp(plate.center().y(), box.top() + 8, box.bottom() - 8);
            const qreal edge = side == Side::Right ? box.left() + 1 : box.right() - 1;
            const qreal tip = side == Side::Right ? box.left() - 9 : box.right() + 9;
            tail << QPointF(edge, ty - 6) << QPointF(tip, ty) << QPointF(edge, ty + 6);
        }
        path.addPolygon(tail);
        path.setFillRule(Qt::WindingFill);
        auto* shape = new QGraphicsPathItem(path.simplified());
        shape->setBrush(QColor(0xff, 0xfb, 0xee));
        shape->setPen(QPen(QColor(0x6b, 0x4b, 0x2a), 1.5));
        shape->setZValue(60);
        shape->setToolTip(tr("%1 said: %2").arg(model_->name(it.key()), it->text));
        addTransient(shape);
        text->setPos(box.left() + 10, box.top() + 5);
        text->setZValue(61);
        addTransient(text);
        ++it;
    }
}

TableScene::~TableScene() = default;

void TableScene::setDeckStyle(const QString& style) {
    style_ = style;
    for (CardItem* it : std::as_const(faces_))
        delete it;
    faces_.clear();
    refresh();
}

void TableScene::setStatus(const QString& text) {
    status_.set(text);
    refresh();
}

QString TableScene::status() const {
    return status_.text(turnText());
}

void TableScene::reset() {
    for (CardItem* it : std::as_const(faces_))
        delete it;
    faces_.clear();
    handOrder_.clear();
    sweeping_.clear();
    ++sweepSerial_;
    nextDealer_ = -1;
    lastTrickLead_ = kNoCard;
    lastWinner_ = -1;
    bubbles_.clear(); // what was said belongs to the deal it was said in (a new deal, or a rewind)
    clearTransient();
    for (SeatPlate* p : std::as_const(plates_))
        delete p;
    plates_.clear();
}

void TableScene::resizeTo(QSizeF size) {
    if (size.width() < 200 || size.height() < 200)
        return;
    g_.size = size;
    setSceneRect(QRectF(QPointF(0, 0), size));
    computeGeometry();
    // Sizes changed: cards are re-rendered at the new size.
    for (CardItem* it : std::as_const(faces_))
        delete it;
    faces_.clear();
    sweeping_.clear();
    ++sweepSerial_;
    refresh();
}

void TableScene::computeGeometry() {
    const qreal W = g_.size.width(), H = g_.size.height();
    const int n = model_ && model_->hasGame() ? model_->game().seats() : 4;
    g_.anticlockwise = model_ && model_->hasGame() && model_->info().direction == Direction::Anticlockwise;
    // The card size follows the window; smaller at big tables.
    qreal cw = std::min(W / (n > 4 ? 14.0 : 12.5), H / 7.6);
    const int usualCw = std::clamp(static_cast<int>(cw), 48, 260);
    // In a large window the hand grows beyond the mat's cards (up to 1.3 times at 1200 pixels high),
    // so that the cards a player studies use the room.
    const qreal handScale = std::clamp(1.0 + (H - 820.0) / 1000.0, 1.0, 1.3);
    const int usualHw = static_cast<int>(std::lround(usualCw * handScale));
    bool placed = false;
    if (access::CardLook::largeCards()) {
        // Large cards: the hand and the trick up to twice their size, as large as the table keeps
        // everything clear of everything else, the smaller of the two as large as can be, then the
        // hand (the trick in a row, see placeSeats).
        const int maxHw = access::CardLook::largeHandRoom(usualHw, H);
        struct Sizes {
            int hw, cw;
        };
        QList<Sizes> tries;
        for (int k = 20; k >= 10; --k)
            for (int h = 20; h >= 10; --h)
                for (int t = 20; t >= 10; --t)
                    if (std::min(h, t) == k && (h == k || t == k)) {
                        const Sizes sz{std::min(maxHw, usualHw * h / 10), usualCw * t / 10};
                        if (std::none_of(tries.begin(), tries.end(),
                                         [&](const Sizes& x) { return x.hw == sz.hw && x.cw == sz.cw; }))
                            tries.push_back(sz);
                    }
        // The plates at 80 % of their size at least; else (a crowded table) as small as the usual
        // layout lets them get, for a larger trick.
        for (const int plateSteps : {4, 9}) {
            for (const Sizes& sz : std::as_const(tries)) {
                if (sz.hw < usualHw || (plateSteps > 4 && sz.cw == usualCw))
                    continue;
                // The trick lies in a row, each card showing at least three quarters of its width.
                if (sz.cw > usualCw && sz.cw * 0.75 > W * 0.96 * 0.62 / n)
                    continue;
                if ((placed = layOut(n, sz.cw, sz.hw, usualCw, plateSteps, true)))
                    break;
            }
            if (placed)
                break;
        }
        // No room for a larger trick (Dappen's crowded tables): the trick as usual, the hand larger.
        for (int h = 20; h > 10 && !placed; --h)
            placed = layOut(n, usualCw, std::min(maxHw, usualHw * h / 10), usualCw, 9, true, false);
    }
    if (!placed)
        placed = layOut(n, usualCw, usualHw, usualCw, 9);
    if (!placed) // nothing is clear at this size (a tiny window): the usual arrangement
        layOut(n, usualCw, usualHw, usualCw, 0);

    paintBackground();
    emit laidOut();
}

bool TableScene::layOut(int n, int cw, int hw, int plateCw, int plateSteps, bool large, bool row) {
    const qreal W = g_.size.width(), H = g_.size.height();
    g_.large = large;
    g_.row = large && row;
    g_.cw = cw;
    g_.talonW = static_cast<int>((g_.row ? plateCw : cw) * 0.9);
    g_.ch = static_cast<int>(std::lround(g_.cw * CardTheme::kCardAspect));
    g_.barHeight = std::clamp(H * 0.062, 40.0, 90.0);
    g_.hw = hw;
    g_.hh = static_cast<int>(std::lround(g_.hw * CardTheme::kCardAspect));
    g_.handTop = H - g_.hh - H * 0.02;
    g_.barGap = g_.hh * 0.14 + 2;
    if (large) { // the fanned hand's turned cards and the lifted ones take more room when large
        g_.handTop = std::min(g_.handTop, H - g_.hh * 1.07 - 6);
        g_.barGap = g_.hh * 0.2 + 6;
    }
    const qreal matBottom = g_.handTop - g_.barHeight - 8;
    g_.mat = QRectF(W * 0.02, H * 0.02, W * 0.96, matBottom - H * 0.02);
    g_.centre = g_.mat.center();
    const qreal plateW = plateCw * 2.7, plateH = plateCw * 0.95;
    // Bottom row: the human's plate left of the hand, info and last trick right of it.
    const qreal side = W * 0.25;
    g_.humanPlate = QRectF(W * 0.015, H - plateH * 1.05 - H * 0.02, std::max(side * 0.95, plateW), plateH * 1.05);
    g_.info = QRectF(W - side - W * 0.015, g_.handTop - g_.barHeight * 0.2, side, H - g_.handTop);
    // The last trick lies on the felt just above the side panel, clear of its words however many
    // lines they take, its cards large enough to tell the suits apart.
    g_.lastW = static_cast<int>(std::min(std::max(40.0, plateCw * 0.62), (side - 12) / (1 + 0.72 * (n - 1))));
    const qreal lastH = std::max(11, plateCw / 8) * 1.4 + 2 + g_.lastW * CardTheme::kCardAspect * 1.05;
    g_.last = QRectF(g_.info.left() + 8, g_.info.top() - 6 - lastH, side - 8, lastH);
    // The opponents' plates round the mat: as large as the cards where everything lies clear of
    // everything else, else further down the sides or a little smaller (a crowded table in a wide
    // window: the plates grow with the window's height, the room between them with its width).
    const auto trySize = [&](qreal f, qreal span) {
        g_.plateW = plateW * f;
        g_.plateH = plateH * f;
        g_.backW = std::max(28, static_cast<int>(plateCw * 0.42 * f));
        g_.rx = g_.mat.width() / 2 - g_.plateW / 2 - 10;
        g_.ry = g_.mat.height() / 2 - g_.plateH / 2 - 8;
        return placeSeats(n, span);
    };
    if (plateSteps <= 0) {
        trySize(1.0, 200.0);
        return false;
    }
    for (int step = 0; step <= plateSteps; ++step)
        for (qreal span : {200.0, 225.0, 245.0, 265.0, 285.0})
            if (trySize(1.0 - 0.05 * step, span))
                return true;
    return false;
}

void TableScene::paintBackground() {
    const qreal W = g_.size.width();
    background_ = QPixmap((g_.size * dpr()).toSize());
    background_.setDevicePixelRatio(dpr());
    QPainter p(&background_);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    p.setRenderHint(QPainter::Antialiasing);
    if (access::CardLook::paintTable(p, QRectF(QPointF(0, 0), g_.size), g_.mat))
        return; // the high-contrast table
    const QPixmap wood = CardTheme::instance().table(CardTheme::TablePiece::Wood, static_cast<int>(W), dpr());
    if (!wood.isNull())
        p.drawPixmap(QRectF(QPointF(0, 0), g_.size), wood, QRectF(QPointF(0, 0), wood.size()));
    else
        p.fillRect(QRectF(QPointF(0, 0), g_.size), QColor(0x5a, 0x3a, 0x22));
    QPainterPath felt;
    felt.addRoundedRect(g_.mat, g_.mat.height() * 0.18, g_.mat.height() * 0.18);
    p.setPen(QPen(QColor(0x2b, 0x1b, 0x0f), 4));
    p.setBrush(QColor(0x1f, 0x5c, 0x3a));
    p.drawPath(felt);
    const QPixmap feltPm =
        CardTheme::instance().table(CardTheme::TablePiece::Felt, static_cast<int>(g_.mat.width()), dpr());
    if (!feltPm.isNull()) {
        p.setClipPath(felt);
        p.drawPixmap(g_.mat, feltPm, QRectF(QPointF(0, 0), feltPm.size()));
        p.setClipping(false);
        p.setBrush(Qt::NoBrush);
        p.drawPath(felt);
    }
}

void TableScene::drawBackground(QPainter* p, const QRectF& rect) {
    if (background_.isNull()) {
        p->fillRect(rect, QColor(0x1f, 0x5c, 0x3a));
        return;
    }
    p->drawPixmap(QPointF(0, 0), background_);
}

int TableScene::relative(int seat) const {
    const int n = model_->game().seats();
    return ((seat - human_) % n + n) % n;
}

QRectF TableScene::plateFootprint(QPointF at, QSizeF size) const {
    // SeatPlate::boundingRect: the badges stand on the top edge; the glow of the turn round it.
    const qreal tab = std::max(11.0, size.height() * 0.15) * 1.5 * 0.6 + 4;
    return QRectF(at.x() - size.width() / 2 - 5, at.y() - size.height() / 2 - std::max(6.0, tab), size.width() + 10,
                  size.height() + std::max(6.0, tab) + 5);
}

bool TableScene::placeSeats(int n, qreal span) {
    const qreal W = g_.size.width(), H = g_.size.height();
    const QRectF view(2, 2, W - 4, H - 4);
    const QPointF c = g_.centre;
    const bool anticlockwise = g_.anticlockwise;
    g_.anchors = QList<QPointF>(n);
    g_.fans = QList<QRectF>(n);
    g_.anchors[0] = g_.humanPlate.center();
    // What the seats keep clear of: the human's plate, hand and action bar, the side panel, and
    // the trick (towards each seat when up to four play, in a row across the mat from five on).
    QList<QRectF> taken{g_.humanPlate.adjusted(-5, -20, 5, 5), g_.info, g_.last,
                        QRectF(g_.humanPlate.right() + 4, g_.handTop - g_.barGap - g_.barHeight - 2,
                               g_.info.left() - g_.humanPlate.right() - 8, H)};
    const QRectF band = taken.back();
    if (!g_.row) // large cards: the trick lies in a row, always
        taken << QRectF(c.x() - g_.cw * 1.55, c.y() - g_.ch * 0.92, g_.cw * 3.1, g_.ch * 1.84);
    QRectF row;
    // Large cards: the talon (the blind, the Dapp) at its usual size left of the trick's row (with
    // the trump card crosswise under it), the two together in the middle of the mat.
    const qreal tw = g_.row ? g_.talonW : g_.cw * 0.9, th = tw * CardTheme::kCardAspect;
    const qreal talonBox = tw * 1.8 + 24;
    g_.rowShift = g_.row ? (talonBox + 2) / 2 : 0.0;
    if (n >= 5 || g_.row) {
        const qreal step = std::min(g_.cw * 1.08, g_.mat.width() * 0.62 / n);
        const qreal w = step * (n - 1) + g_.cw;
        row = QRectF(c.x() + g_.rowShift - w / 2, c.y() - g_.ch / 2.0, w, g_.ch + g_.cw / 7.0 + 8);
        if (g_.row) // the cards' shadows, and clear of what lies round them
            row.adjust(-6, -6, 6, 6);
        taken << row;
    }
    { // the talon, the blind or the Dapp with its label (and Dreeg's trump card crosswise under it)
        // Two at the table: well left of the trick; more: nearer, clear of the left-hand seats' plates.
        const int cardW = static_cast<int>(tw), cardH = static_cast<int>(cardW * CardTheme::kCardAspect);
        QPointF at(c.x() - g_.rx * (n == 2 ? 0.62 : 0.45) - cardW / 2.0, c.y() - cardH / 2.0);
        if (g_.row)
            at.setX(row.left() - talonBox + 10);
        g_.talonAt = at;
        // (A closed talon lies turned: its lower corner reaches further left.)
        const qreal tilt = g_.row ? th * 0.15 : 0.0;
        const QRectF talon(at.x() - 12 - tilt, at.y() - 12, (g_.row ? talonBox : tw * 1.6 + 24) + tilt,
                           th + g_.cw / 6.0 * 1.4 + 30);
        // Large cards: the trick itself clear of the talon, the action bar and the window's edge.
        if (g_.row && (row.intersects(talon) || !view.contains(talon) || talon.intersects(band) ||
                       row.intersects(band) || !view.contains(row)))
            return false;
        taken << talon;
    }
    const auto clear = [&](const QRectF& r) {
        return view.contains(r) &&
               std::none_of(taken.begin(), taken.end(), [&](const QRectF& t) { return t.intersects(r); });
    };
    bool fit = true;
    // Clockwise from the bottom: left, top, right (seat i+1 plays after seat i); anticlockwise the
    // mirror image. The bottom arc belongs to the human, so the others share the upper part.
    // The seats lie evenly along the arc (by its length: on a wide oval the sides are steep, and equal
    // angles would crowd the seats there).
    const QList<QPointF>& unit = unitArc(span);
    const auto onArc = [&](qsizetype step) { return QPointF(g_.rx * unit[step].x(), g_.ry * unit[step].y()); };
    QList<qreal> length{0.0};
    for (qsizetype d = 1; d < unit.size(); ++d) {
        const QPointF step = onArc(d) - onArc(d - 1);
        length << length.back() + std::hypot(step.x(), step.y());
    }
    for (int k = 1; k < n; ++k) {
        qsizetype at = unit.size() / 2; // 270 degrees: straight across the mat
        if (n > 2) {
            const qreal want = length.back() * (k - 1) / (n - 2);
            at = std::lower_bound(length.begin(), length.end(), want - 1e-9) - length.begin();
        }
        const QPointF d = onArc(at);
        g_.anchors[k] = QPointF(c.x() + (anticlockwise ? -d.x() : d.x()), c.y() + d.y());
    }
    for (int k = 1; k < n; ++k) {
        const QRectF plate = plateFootprint(g_.anchors[k], QSizeF(g_.plateW, g_.plateH));
        fit = fit && clear(plate);
        taken << plate;
    }
    // Each opponent's fan: towards the middle below (or above) the plate, else beside it; as wide
    // as sixteen cards (Dreierles) at most and never wider than the plate.
    const qreal bw = g_.backW, bh = bw * CardTheme::kCardAspect;
    const qreal fanW = std::min(g_.plateW, bw * (1 + 0.28 * 15));
    for (int k = 1; k < n; ++k) {
        const QPointF a = g_.anchors[k];
        const QRectF plate = plateFootprint(a, QSizeF(g_.plateW, g_.plateH));
        const QRectF below(a.x() - fanW / 2, plate.bottom() + 2, fanW, bh);
        const QRectF above(a.x() - fanW / 2, plate.top() - 2 - bh, fanW, bh);
        const QRectF right(plate.right() + 4, a.y() - bh / 2, fanW, bh);
        const QRectF left(plate.left() - 4 - fanW, a.y() - bh / 2, fanW, bh);
        const bool upper = a.y() < c.y() - 1;
        const bool leftSide = a.x() < c.x() - 1;
        const QList<QRectF> candidates{upper ? below : above, leftSide ? right : left, leftSide ? left : right,
                                       upper ? above : below};
        const auto it = std::find_if(candidates.begin(), candidates.end(), clear);
        g_.fans[k] = it == candidates.end() ? candidates.front() : *it;
        taken << g_.fans[k];
        fit = fit && it != candidates.end();
    }
    return fit;
}

const QList<QPointF>& TableScene::unitArc(qreal span) {
    for (const auto& [known, points] : std::as_const(unitArcs_))
        if (known == span)
            return points;
    const qreal from = 270.0 - span / 2;
    QList<QPointF> points;
    points.reserve(361);
    for (int d = 0; d <= 360; ++d) {
        const qreal rad = (from + span * d / 360.0) * M_PI / 180.0;
        points << QPointF(std::cos(rad), std::sin(rad));
    }
    unitArcs_.append({span, points});
    return unitArcs_.back().second;
}

QPointF TableScene::seatAnchor(int seat) const {
    if (seat == human_)
        return g_.humanPlate.center();
    const int k = relative(seat);
    return k < g_.anchors.size() ? g_.anchors[k] : g_.centre;
}

int TableScene::playingSeats() const {
    if (!model_ || !model_->hasGame())
        return 0;
    const auto& deals = model_->record().deals;
    if (deals.empty())
        return model_->game().seats();
    const auto& hands = deals.back().setup.hands;
    return static_cast<int>(std::count_if(hands.begin(), hands.end(), [](const auto& h) { return !h.empty(); }));
}

bool TableScene::trickInRow() const {
    return g_.row || playingSeats() >= 5;
}

QPointF TableScene::trickSpot(int seat, int index) const {
    const QPointF c = g_.centre;
    if (trickInRow()) {
        const int k = playingSeats();
        const qreal step = std::min(g_.cw * 1.08, g_.mat.width() * 0.62 / k);
        return {c.x() + g_.rowShift + (index - (k - 1) / 2.0) * step, c.y()};
    }
    if (seat == human_)
        return {c.x(), c.y() + g_.ch * 0.42};
    const QPointF a = seatAnchor(seat);
    QPointF d = a - c;
    const qreal len = std::hypot(d.x(), d.y());
    if (len < 1)
        return c;
    d /= len;
    return c + QPointF(d.x() * g_.cw * 1.05, d.y() * g_.ch * 0.42);
}

QPointF TableScene::handSource(int seat) const {
    if (seat == human_)
        return {g_.size.width() / 2, g_.handTop + g_.hh / 2.0};
    return seatAnchor(seat);
}

QPixmap TableScene::face(Card c, int width) const {
    const Pack& pack = model_->game().pack();
    const QString style = style_.isEmpty() ? CardTheme::defaultStyle(pack.kind()) : style_;
    QPixmap pm = CardTheme::instance().card(style, pack, c, width, dpr());
    if (pm.isNull())
        pm = CardTheme::instance().card(CardTheme::defaultStyle(pack.kind()), pack, c, width, dpr());
    return pm;
}

QPixmap TableScene::backPixmap(int width) const {
    return CardTheme::instance().back(1, width, dpr());
}

CardItem* TableScene::faceItem(Card c, QPointF from) {
    auto it = faces_.find(c);
    if (it != faces_.end())
        return it.value();
    auto* item = new CardItem(c);
    item->setPixmap(face(c, g_.hw)); // drawn at the hand's size, shown smaller on the mat
    item->setScale(matScale());
    item->setPos(from - QPointF(g_.cw / 2.0, g_.ch / 2.0));
    item->setToolTip(text::Wording::cardName(model_->game().pack(), c));
    addItem(item);
    connect(item, &CardItem::clicked, this, &TableScene::cardClicked);
    faces_.insert(c, item);
    return item;
}

QGraphicsItem* TableScene::addTransient(QGraphicsItem* item) {
    if (!item->scene())
        addItem(item);
    transient_.append(item);
    return item;
}

void TableScene::clearTransient() {
    for (QGraphicsItem* it : std::as_const(transient_))
        delete it;
    transient_.clear();
    lastTrickItems_.clear();
}

CardItem* TableScene::handCard(Card c) const {
    if (!handOrder_.contains(c))
        return nullptr;
    return faces_.value(c, nullptr);
}

QRectF TableScene::actionBarArea() const {
    const qreal w = std::min(g_.size.width() * 0.7, g_.size.width() - 2 * (g_.humanPlate.right() + 10));
    // Clear of the lifted (playable) cards.
    return QRectF((g_.size.width() - w) / 2, g_.handTop - g_.barGap - g_.barHeight, w, g_.barHeight);
}

int TableScene::trickCardsShown() const {
    if (!model_->hasGame())
        return 0;
    return static_cast<int>(model_->view(human_).trick.size());
}

void TableScene::moveFocus(int step) {
    if (handOrder_.isEmpty())
        return;
    const qsizetype at = handOrder_.indexOf(focus_);
    const qsizetype next = at < 0 ? 0 : std::clamp<qsizetype>(at + step, 0, handOrder_.size() - 1);
    const Card c = handOrder_[next];
    if (c == focus_)
        return;
    if (CardItem* old = handCard(focus_))
        old->setHighlighted(false);
    focus_ = c;
    if (CardItem* item = handCard(c))
        item->setHighlighted(true);
    emit focusChanged();
}

void TableScene::activateFocus() {
    if (handCard(focus_))
        emit cardClicked(focus_);
}

QString TableScene::focusText() const {
    const CardItem* item = handCard(focus_);
    return item ? item->toolTip() : QString();
}

QString TableScene::turnText() const {
    return TableStatus::turnText(model_, human_, watching_, humanPlaying_);
}

void TableScene::refresh() {
    if (!model_ || g_.size.isEmpty())
        return;
    if (!model_->hasGame()) {
        // No session on the table yet (a network table not reached): only what the table says, where
        // it says it once the session is there.
        clearTransient();
        if (const QString text = status(); !text.isEmpty())
            addTransient(statusHeading(text));
        return;
    }
    const bool anticlockwise = model_->info().direction == Direction::Anticlockwise;
    if (plates_.size() != model_->game().seats() || g_.anticlockwise != anticlockwise) {
        for (SeatPlate* p : std::as_const(plates_))
            delete p;
        plates_.clear();
        computeGeometry();
        for (int s = 0; s < model_->game().seats(); ++s) {
            auto* p = new SeatPlate;
            p->setZValue(1);
            addItem(p);
            plates_.append(p);
        }
    }
    clearTransient();
    SeatView v = model_->view(human_);
    if (nextDealer_ >= 0 && !model_->game().inDeal()) {
        // The next deal is being dealt: its dealer, an empty table (the last deal's cards are gathered).
        finishSweep();
        v.dealer = nextDealer_;
        v.toAct = -1;
        v.hand = 0;
        v.trick.clear();
        v.lastTrick.clear();
        v.trump = -1;
        v.trumpCard = kNoCard;
        v.talonSize = 0;
        v.talonTop = kNoCard;
        v.talonClosed = false;
        std::fill(v.handSizes.begin(), v.handSizes.end(), 0);
        std::fill(v.tricksWon.begin(), v.tricksWon.end(), 0);
        v.shown.clear();
        v.openTricks.clear();
        v.legal.clear();
        lastWinner_ = -1;
    }
    layoutPlates(v);
    layoutTalon(v);
    layoutTrick(v);
    layoutHand(v);
    layoutInfo(v);
    layoutLastTrick(v);
    layoutBubbles();
    emit focusChanged();
    // Face items no longer on the table (and not sweeping) go; the trick just finished stays where
    // it lies for its sweep (the model tells who won it right after: trickWon).
    QSet<Card> keep(handOrder_.begin(), handOrder_.end());
    for (const auto& sc : v.trick)
        keep.insert(sc.second);
    for (const auto& sc : v.lastTrick)
        keep.insert(sc.second);
    keep.unite(sweeping_);
    for (auto it = faces_.begin(); it != faces_.end();) {
        if (!keep.contains(it.key())) {
            delete it.value();
            it = faces_.erase(it);
        } else {
            ++it;
        }
    }
}

void TableScene::trickWon(int winner) {
    // The finished trick sweeps to its winner, who takes the last trick beside the table.
    if (!model_->hasGame() || g_.size.isEmpty() || (nextDealer_ >= 0 && !model_->game().inDeal()))
        return;
    const SeatView v = model_->view(human_);
    if (v.lastTrick.empty())
        return;
    startSweep(v.lastTrick, winner);
    lastTrickLead_ = v.lastTrick.front().second;
    lastWinner_ = winner;
    layoutLastTrick(v);
}

void TableScene::setNextDealer(int dealer) {
    nextDealer_ = dealer;
    bubbles_.clear(); // what was said in the last deal is over with it
    refresh();
}

int TableScene::lastTrickWinner() const {
    if (!model_ || !model_->hasGame() || (nextDealer_ >= 0 && !model_->game().inDeal()))
        return -1;
    const SeatView v = model_->view(human_);
    if (v.lastTrick.empty())
        return -1;
    // Seen taken at this table; else the taker leads the next trick (in every game here), or is to act.
    if (lastWinner_ >= 0 && lastTrickLead_ == v.lastTrick.front().second)
        return lastWinner_;
    if (!v.trick.empty())
        return v.trick.front().first;
    return model_->game().inDeal() ? model_->game().toAct() : -1;
}

void TableScene::startSweep(const std::vector<SeatCard>& trick, int winner) {
    finishSweep();
    int index = 0;
    for (const auto& [seat, c] : trick) {
        CardItem* item = faceItem(c, handSource(seat));
        const QPointF spot = trickSpot(seat, index++) - QPointF(g_.cw / 2.0, g_.ch / 2.0);
        item->moveTo(spot, 0, animMs_, matScale());
        item->setZValue(20);
        item->setClickable(false);
        item->setDimmed(false);
        sweeping_.insert(c);
    }
    sweepWinner_ = winner;
    if (trickHold_ && trickHold_()) {
        sweepHeld_ = true;
        return;
    }
    if (trickPauseMs_ <= 0 || animMs_ <= 0) {
        finishSweep();
        return;
    }
    sweepAfter(trickPauseMs_);
}

void TableScene::resumeSweep() {
    if (!std::exchange(sweepHeld_, false) || sweeping_.isEmpty())
        return;
    if (trickPauseMs_ <= 0 || animMs_ <= 0)
        return finishSweep();
    sweepAfter(std::min(trickPauseMs_, 300));
}

void TableScene::sweepAfter(int ms) {
    const int serial = ++sweepSerial_;
    QTimer::singleShot(ms, this, [this, serial] {
        if (serial != sweepSerial_)
            return;
        const QPointF to = sweepWinner_ >= 0 ? seatAnchor(sweepWinner_) : g_.centre;
        for (Card c : std::as_const(sweeping_))
            if (CardItem* item = faces_.value(c, nullptr))
                item->moveTo(to - QPointF(g_.cw / 2.0, g_.ch / 2.0), 0, animMs_, matScale());
        QTimer::singleShot(animMs_ + 20, this, [this, serial] {
            if (serial == sweepSerial_)
                finishSweep();
        });
    });
}

void TableScene::finishSweep() {
    ++sweepSerial_;
    sweepHeld_ = false;
    if (sweeping_.isEmpty())
        return;
    const QSet<Card> gone = sweeping_;
    sweeping_.clear();
    QSet<Card> live(handOrder_.begin(), handOrder_.end());
    if (model_->hasGame())
        for (const auto& sc : model_->view(human_).trick)
            live.insert(sc.second);
    for (Card c : gone) {
        if (live.contains(c))
            continue;
        delete faces_.take(c);
    }
}

void TableScene::layoutHand(const SeatView& v) {
    const Pack& pack = model_->game().pack();
    const CardSet shown = v.hand;
    bool playing = false;
    for (const Action& a : v.legal)
        playing = playing || (a.act == Act::Play && v.toAct == human_ && !watching_);
    // Trumps together first, then the suits in pack order, rank descending (as in the dialogs).
    QList<Card> cards = handDisplayOrder(pack, shown, v.trump);
    cards.removeIf([this](Card c) { return sweeping_.contains(c); });
    for (const auto& sc : v.trick)
        cards.removeAll(sc.second);
    handOrder_ = cards;
    // Legal cards first, so that the keyboard focus can start on the first of them.
    QHash<Card, QString> refused;
    Card firstLegal = kNoCard;
    if (playing)
        for (Card c : std::as_const(cards)) {
            if (const Refusal r = model_->check(Action::play(human_, c)))
                refused.insert(c, text::Wording::reason(r, pack));
            else if (firstLegal == kNoCard)
                firstLegal = c;
        }
    // The human's turn to play begins on the first legal card, and so does a turn whose cards
    // changed under the focus (after a 20 or 40 only the pair may go): never on a refused card
    // the player did not move to.
    const QSet<Card> refusedNow(refused.keyBegin(), refused.keyEnd());
    if (playing &&
        (!humanPlaying_ || !cards.contains(focus_) || (refused.contains(focus_) && refusedNow != refusedBefore_)))
        focus_ = firstLegal;
    else if (!cards.contains(focus_))
        focus_ = kNoCard;
    humanPlaying_ = playing;
    refusedBefore_ = refusedNow;
    const int held =
        v.handSizes.size() > static_cast<std::size_t>(human_) ? v.handSizes[static_cast<std::size_t>(human_)] : 0;
    const int hiddenBacks = std::max(0, held - static_cast<int>(cards.size()));
    const int total = static_cast<int>(cards.size()) + hiddenBacks;
    if (total == 0) {
        focus_ = kNoCard;
        return;
    }
    const qreal maxW = g_.size.width() * 0.46;
    const qreal step = std::min(g_.hw * 0.62, total > 1 ? (maxW - g_.hw) / (total - 1) : 0.0);
    const qreal width = g_.hw + step * (total - 1);
    qreal x = (g_.size.width() - width) / 2;
    const qreal lift = g_.hh * 0.14;
    const qreal baseY = g_.handTop - g_.hh * 0.03;
    for (int i = 0; i < total; ++i) {
        const qreal t = total > 1 ? (i - (total - 1) / 2.0) / std::max(1.0, (total - 1) / 2.0) : 0;
        const qreal rot = t * 4.0;
        const qreal arc = t * t * g_.hh * 0.04;
        if (i < cards.size()) {
            const Card c = cards[i];
            CardItem* item = faceItem(c, handSource(human_));
            const bool legal = playing && !refused.contains(c);
            const QString why = refused.value(c);
            item->setLifted(playing && legal);
            item->setDimmed(playing && !legal);
            item->setClickable(playing && legal);
            item->setHighlighted(c == focus_);
            const QString name = text::Wording::cardName(pack, c);
            // In three- and four-player 66 the dealer's turned trump card, seen by all until played.
            const bool turned = c == v.trumpCard && model_->game().seats() > 2 && v.talonSize == 0;
            const QString shownName = turned ? tr("%1 (the turned trump card, seen by all)").arg(name) : name;
            item->setToolTip(why.isEmpty() ? shownName : tr("%1 \u2014 %2").arg(shownName, why));
            item->setZValue(10 + i);
            item->moveTo(QPointF(x, baseY + arc - (playing && legal ? lift : 0)), rot, animMs_, 1.0);
        } else {
            auto* back = new QGraphicsPixmapItem(backPixmap(g_.hw));
            back->setPos(x, baseY + arc);
            back->setRotation(rot);
            back->setZValue(10 + i);
            back->setToolTip(tr("Face down until the call"));
            addTransient(back);
        }
        x += step;
    }
}

void TableScene::layoutTrick(const SeatView& v) {
    int z = 30;
    int index = 0;
    const bool row = trickInRow();
    for (const auto& [seat, c] : v.trick) {
        const QPointF spot = trickSpot(seat, index++);
        CardItem* item = faceItem(c, handSource(seat));
        sweeping_.remove(c);
        item->setClickable(false);
        item->setDimmed(false);
        item->setLifted(false);
        item->setHighlighted(false);
        item->setZValue(z++);
        item->setToolTip(
            tr("%1, played by %2").arg(text::Wording::cardName(model_->game().pack(), c), model_->name(seat)));
        item->moveTo(spot - QPointF(g_.cw / 2.0, g_.ch / 2.0), 0, animMs_, matScale());
        if (row) { // who played it, under the card
            auto* label = new QGraphicsSimpleTextItem;
            QFont f = label->font();
            f.setPixelSize(std::max(11, g_.cw / 7));
            f.setBold(index == 1); // the card led
            label->setFont(f);
            const qreal room = trickSpot(seat, 1).x() - trickSpot(seat, 0).x() - 6;
            label->setText(QFontMetricsF(f).elidedText(model_->isHuman(seat) ? tr("You") : model_->name(seat),
                                                       Qt::ElideRight, room));
            label->setBrush(ink());
            const qreal w = label->boundingRect().width();
            label->setPos(spot.x() - w / 2, spot.y() + g_.ch / 2.0 + 3);
            label->setZValue(6);
            addTransient(label);
        }
    }
}

void TableScene::setSeatNotes(const std::vector<QStringList>& notes) {
    if (notes == seatNotes_)
        return;
    seatNotes_ = notes;
    refresh();
}

void TableScene::layoutPlates(const SeatView& v) {
    const Game& game = model_->game();
    const int n = game.seats();
    const TableScores scores = ScoreBoard::read(*model_);
    const std::vector<QStringList> markers = SeatMarkers::read(*model_, v);
    const auto& deals = model_->record().deals;
    const std::vector<int> faces = Avatars::assign(model_->names(), human_);
    // The dealer's turned trump card (three and four at 66) lies face up at the seat that holds it
    // until it is played: the last seat the dealer dealt to (the dealer, or his neighbour when he
    // sits out). The human sees it in the hand.
    int turnedHolder = -1;
    if (v.trumpCard != kNoCard && n > 2 && v.talonSize == 0 && !deals.empty())
        for (int t = 0; t < n; ++t)
            if (t != human_ && (toSet(deals.back().setup.hands[static_cast<std::size_t>(t)]) & bit(v.trumpCard)))
                turnedHolder = t;
    QHash<int, QRectF> fanRects;                 ///< each opponent's fan of backs as laid out
    std::vector<std::function<void()>> deferred; ///< the shown cards, placed clear of every fan
    for (int s = 0; s < n; ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        PlateData d;
        d.name = model_->name(s);
        d.human = s == human_;
        d.dealer = s == v.dealer;
        d.toAct = game.inDeal() && s == v.toAct;
        d.cardsLeft = i < v.handSizes.size() ? v.handSizes[i] : 0;
        d.tricks = i < v.tricksWon.size() ? v.tricksWon[i] : 0;
        d.out = !deals.empty() && game.inDeal() && deals.back().setup.hands[i].empty();
        d.markers = markers[i];
        if (i < seatNotes_.size())
            d.markers << seatNotes_[i];
        const QSizeF size = s == human_ ? g_.humanPlate.size() : QSizeF(g_.plateW, g_.plateH);
        d.avatar = i < faces.size() ? faces[i] : -1;
        d.portrait = Avatars::pixmap(d.avatar, SeatPlate::avatarSize(size), dpr());
        if (i < scores.seats.size()) {
            const SeatScore& sc = scores.seats[i];
            d.markers << sc.markers;
            d.pad = sc.pad;
            d.score = sc.summary;
            d.device = sc.device;
            if (sc.strokes >= 0) {
                const int start = game.variant().getInt("strokes");
                const CardTheme::Slate style = CardTheme::instance().slateFor(start);
                const int standing = std::min(sc.strokes, CardTheme::slateStrokes(style));
                const int sw = static_cast<int>((size.height() - 14) * 4.0 / 3.0);
                d.slate = CardTheme::instance().slate(style, standing, sw, dpr());
                d.strokes = standing;
                d.bollernCount = sc.bollern;
                d.bollern = CardTheme::instance().bollern(std::max(10, sw / 6), dpr());
            }
        }
        SeatPlate* p = plates_[s];
        p->setPlateSize(size);
        p->setData(d, animMs_ > 0 ? animMs_ * 4 : 0);
        p->setPos(seatAnchor(s) - QPointF(size.width() / 2, size.height() / 2));
        if (s == human_ || d.cardsLeft == 0)
            continue;
        // The opponent's hand as a small fan of backs in the room the layout gave it beside the plate.
        const int rel = relative(s);
        const QRectF room = rel < g_.fans.size() ? g_.fans[rel] : QRectF();
        const int bw = g_.backW;
        const QPixmap back = backPixmap(bw);
        const qreal step = d.cardsLeft > 1 ? std::min(bw * 0.28, (room.width() - bw) / (d.cardsLeft - 1)) : 0.0;
        const qreal fanW = bw + step * (d.cardsLeft - 1);
        const QPointF a = seatAnchor(s);
        // Beside the plate the fan starts at the plate's side; below or above it, it is centred.
        const bool top = room.right() < a.x() - size.width() / 2; // left of the plate
        const bool besideRight = room.left() > a.x() + size.width() / 2;
        qreal x = top ? room.right() - fanW : besideRight ? room.left() : room.center().x() - fanW / 2;
        const qreal y = room.top();
        const qreal fanLeft = x;
        for (int k = 0; k < d.cardsLeft; ++k) {
            auto* item = new QGraphicsPixmapItem(back);
            item->setPos(x, y);
            item->setZValue(0.5 + k * 0.01);
            item->setToolTip(tr("%1 holds %n card(s)", nullptr, d.cardsLeft).arg(d.name));
            addTransient(item);
            x += step;
        }
        // Cards shown to all (a declared pair, the blind a declarer takes, the dealer's turned trump
        // card) lie face up beside the fan, large enough to read, where they cover no plate and no
        // other seat's cards and stay in the window: beside the fan, else below or above it.
        QList<Card> shown;
        for (const auto& [seat, c] : v.shown)
            if (seat == s)
                shown << c;
        if (s == turnedHolder)
            shown << v.trumpCard;
        fanRects.insert(s, QRectF(fanLeft, y, fanW, bw * CardTheme::kCardAspect));
        if (shown.isEmpty())
            continue;
        // Laid out once every seat's cards lie: clear of all of them.
        deferred.push_back([=, this, &v, &game, &fanRects] {
            // The largest size, from a readable one down, at which a spot is clear: beside the fan,
            // below or above it, else towards the mat's centre from the seat.
            QList<QRectF> blockers;
            for (int t = 0; t < n; ++t) {
                blockers << (t == human_ ? g_.humanPlate : plateFootprint(seatAnchor(t), QSizeF(g_.plateW, g_.plateH)));
                if (fanRects.contains(t))
                    blockers << fanRects.value(t);
            }
            blockers << g_.info
                     << QRectF(g_.humanPlate.right(), actionBarArea().top(), g_.size.width(), g_.size.height());
            const QRectF inside(2, 2, g_.size.width() - 4, g_.size.height() - 4);
            const QRectF fan(fanLeft, y, fanW, bw * CardTheme::kCardAspect);
            const int smallest = std::max(bw, static_cast<int>(g_.cw * 0.55));
            int sw = smallest;
            QSizeF row;
            QPointF at;
            bool clear = false;
            // The trick's cards, wherever each seat's card would lie.
            for (int t = 0; t < n; ++t)
                for (int k = 0; k < std::max(1, playingSeats()); ++k)
                    blockers << QRectF(trickSpot(t, k) - QPointF(g_.cw / 2.0, g_.ch / 2.0), QSizeF(g_.cw, g_.ch));
            for (int w = std::max(smallest, std::max(60, static_cast<int>(g_.cw * 0.75)));;
                 w = std::max(smallest, w - 4)) {
                const qreal sh = w * CardTheme::kCardAspect, sstep = w * 0.62;
                row = QSizeF(w + sstep * static_cast<qreal>(shown.size() - 1), sh);
                const qreal midY = fan.center().y() - row.height() / 2, midX = fan.center().x() - row.width() / 2;
                const QPointF leftOf(fan.left() - 6 - row.width(), midY), rightOf(fan.right() + 6, midY);
                const QPointF under(midX, fan.bottom() + 6), over(midX, fan.top() - 6 - row.height());
                QList<QPointF> spots;
                if (top)
                    spots << leftOf << under << over << rightOf;
                else if (besideRight)
                    spots << rightOf << under << over << leftOf;
                else
                    spots << rightOf << leftOf << (fan.top() > a.y() ? under : over)
                          << (fan.top() > a.y() ? over : under);
                if (w == smallest)
                    at = spots.front();
                const auto free = [&](const QRectF& r) {
                    return inside.contains(r) && std::none_of(blockers.begin(), blockers.end(),
                                                              [&](const QRectF& b) { return b.intersects(r); });
                };
                for (const QPointF& spot : std::as_const(spots))
                    if (free(QRectF(spot, row))) {
                        at = spot;
                        sw = w;
                        clear = true;
                        break;
                    }
                // Else the free spot of the mat nearest the fan.
                if (!clear) {
                    const qreal grid = std::max<qreal>(8, w / 3.0);
                    qreal best = std::numeric_limits<qreal>::max();
                    for (qreal gy = g_.mat.top(); gy + row.height() <= g_.mat.bottom(); gy += grid)
                        for (qreal gx = g_.mat.left(); gx + row.width() <= g_.mat.right(); gx += grid) {
                            const QRectF r(QPointF(gx, gy), row);
                            const QPointF off = r.center() - fan.center();
                            const qreal dist = off.x() * off.x() + off.y() * off.y();
                            if (dist < best && free(r)) {
                                best = dist;
                                at = r.topLeft();
                                sw = w;
                                clear = true;
                            }
                        }
                }
                if (clear || w == smallest)
                    break;
            }
            const qreal sstep = sw * 0.62;
            at.setX(std::clamp(at.x(), 2.0, g_.size.width() - 2 - row.width()));
            at.setY(std::clamp(at.y(), 2.0, g_.size.height() - 2 - row.height()));
            qreal sx = at.x();
            for (Card c : std::as_const(shown)) {
                const bool turned = s == turnedHolder && c == v.trumpCard;
                auto* item = new QGraphicsPixmapItem(CardTheme::instance().shownCard(
                    style_.isEmpty() ? CardTheme::defaultStyle(game.pack().kind()) : style_, game.pack(), c, sw,
                    dpr()));
                item->setPos(sx, at.y());
                item->setZValue(0.8);
                item->setToolTip(
                    turned ? tr("The dealer's turned trump card: %1").arg(text::Wording::cardName(game.pack(), c))
                           : tr("Shown: %1").arg(text::Wording::cardName(game.pack(), c)));
                addTransient(item);
                sx += sstep;
            }
        });
    }
    for (const auto& place : deferred)
        place();
}

void TableScene::layoutTalon(const SeatView& v) {
    const Pack& pack = model_->game().pack();
    if (v.talonSize <= 0 && v.trumpCard == kNoCard && v.talonTop == kNoCard)
        return;
    const bool twoSeated = model_->game().seats() == 2 || v.talonSize > 0;
    if (!twoSeated)
        return; // the dealer's turned card is shown in the info panel
    const int tw = g_.talonW;
    const int th = static_cast<int>(tw * CardTheme::kCardAspect);
    const QPointF at = g_.talonAt; // TableScene::placeSeats

    if (v.trumpCard != kNoCard) { // the trump indicator lies crosswise under the talon
        auto* ind = new QGraphicsPixmapItem(face(v.trumpCard, tw));
        ind->setTransformOriginPoint(tw / 2.0, th / 2.0);
        ind->setRotation(90);
        ind->setPos(at.x() + tw * 0.55, at.y());
        ind->setZValue(2);
        ind->setToolTip(tr("Trump card: %1").arg(text::Wording::cardName(pack, v.trumpCard)));
        addTransient(ind);
    }
    const int layers = std::min(v.talonSize, 6);
    for (int k = 0; k < layers; ++k) {
        QGraphicsPixmapItem* item;
        if (k == layers - 1 && v.talonTop != kNoCard)
            item = new QGraphicsPixmapItem(face(v.talonTop, tw));
        else
            item = new QGraphicsPixmapItem(backPixmap(tw));
        item->setPos(at.x() - k * 1.5, at.y() - k * 1.5);
        item->setZValue(3 + k * 0.01);
        item->setRotation(v.talonClosed ? 8 : 0);
        item->setToolTip(!v.talonClosed ? tr("Talon: %n card(s)", nullptr, v.talonSize)
                                        : faces::face(model_->game()).closedTalonTip(v.talonSize));
        addTransient(item);
    }
    stockText_.clear();
    if (v.talonSize > 0) {
        const QString stock = ScoreBoard::read(*model_).stockLabel;
        const QString closed = faces::face(model_->game()).closedStockText();
        auto* label = new QGraphicsSimpleTextItem(v.talonClosed ? closed.arg(stock).arg(v.talonSize)
                                                                : tr("%1: %2").arg(stock).arg(v.talonSize));
        QFont f = label->font();
        f.setPixelSize(std::max(12, g_.cw / 6));
        f.setBold(true);
        label->setFont(f);
        label->setBrush(ink());
        stockText_ = label->text();
        label->setPos(at.x() + (tw - label->boundingRect().width()) / 2, at.y() + th + 6);
        label->setZValue(4);
        addTransient(label);
    }
}

void TableScene::mousePressEvent(QGraphicsSceneMouseEvent* e) {
    if (e->button() == Qt::LeftButton && lastTrickArea_.contains(e->scenePos())) {
        e->accept();
        emit lastTrickRequested();
        return;
    }
    QGraphicsScene::mousePressEvent(e);
}

QRectF TableScene::lastTrickPlace() const {
    // Its room beside the hand; above the action bar when the bar's buttons took the whole width.
    QRectF room = g_.last;
    if (barRect_.intersects(room))
        room.moveBottom(barRect_.top() - 6);
    return room;
}

void TableScene::setActionBarRect(const QRectF& bar) {
    const QRectF before = lastTrickPlace();
    barRect_ = bar;
    if (lastTrickPlace() != before)
        QMetaObject::invokeMethod(this, &TableScene::refresh, Qt::QueuedConnection);
}

void TableScene::layoutLastTrick(const SeatView& v) {
    // Laid out again once the trick's winner is known (trickWon): the last layout's items go.
    for (QGraphicsItem* item : std::as_const(lastTrickItems_)) {
        transient_.removeOne(item);
        delete item;
    }
    lastTrickItems_.clear();
    lastTrickArea_ = QRectF();
    if (v.lastTrick.empty())
        return;
    const Pack& pack = model_->game().pack();
    const QRectF room = lastTrickPlace();
    int lw = g_.lastW;
    auto* label = new QGraphicsSimpleTextItem(tr("Last trick"));
    QFont f = label->font();
    f.setPixelSize(std::max(11, g_.cw / 8));
    label->setFont(f);
    label->setBrush(dimInk());
    label->setPos(room.left(), room.top());
    lastTrickItems_ << addTransient(label);
    qreal x = room.left();
    const qreal y = room.top() + label->boundingRect().height() + 2;
    // The cards end inside their room (a pack with taller cards: a little narrower).
    const QPixmap sample = face(v.lastTrick.front().second, 100);
    const qreal aspect = sample.isNull() ? 1.55 : sample.deviceIndependentSize().height() / 100.0;
    const qreal height = room.bottom() - y;
    if (lw * aspect > height)
        lw = std::max(20, static_cast<int>(height / aspect));
    const int winner = lastTrickWinner();
    int order = 0;
    for (const auto& [seat, c] : v.lastTrick) {
        auto* item = new QGraphicsPixmapItem(face(c, lw));
        item->setPos(x, y);
        item->setZValue(5 + 0.01 * order++);
        item->setToolTip(seat == winner ? tr("%1, played by %2, who took the trick (click to see the trick large, or "
                                             "press L)")
                                              .arg(text::Wording::cardName(pack, c), model_->name(seat))
                                        : tr("%1, played by %2 (click to see the trick large, or press L)")
                                              .arg(text::Wording::cardName(pack, c), model_->name(seat)));
        item->setCursor(QCursor(Qt::PointingHandCursor));
        lastTrickItems_ << addTransient(item);
        if (seat == winner) { // the taker's card in a gold frame, as in the large last trick
            auto* frame = new QGraphicsRectItem(item->sceneBoundingRect().adjusted(-1.5, -1.5, 1.5, 1.5));
            frame->setPen(QPen(QColor(0xd9, 0xa4, 0x41), 3));
            frame->setBrush(Qt::NoBrush);
            frame->setZValue(item->zValue() + 0.005);
            lastTrickItems_ << addTransient(frame);
        }
        lastTrickArea_ = lastTrickArea_.united(item->sceneBoundingRect());
        x += lw * 0.72;
    }
    lastTrickArea_ = lastTrickArea_.united(label->sceneBoundingRect());
}

void TableScene::setCountingHelp(bool on) {
    if (counting_ == on)
        return;
    counting_ = on;
    refresh();
}

QString TableScene::countingLine() const {
    if (!counting_ || !model_)
        return {};
    return CountingHelp::line(*model_, human_);
}

QGraphicsTextItem* TableScene::statusHeading(const QString& text) const {
    auto* head = new QGraphicsTextItem;
    head->setPlainText(text);
    QFont hf = head->font();
    hf.setPixelSize(std::max(13, g_.cw / 6));
    hf.setBold(true);
    head->setFont(hf);
    head->setDefaultTextColor(access::CardLook::highContrast() ? access::CardLook::contrastAccent()
                                                               : QColor(0xff, 0xe0, 0x8a));
    head->document()->setDocumentMargin(0);
    head->setTextWidth(g_.info.width());
    head->setPos(g_.info.left(), g_.info.top());
    head->setZValue(6);
    return head;
}

void TableScene::layoutInfo(const SeatView& v) {
    const Game& game = model_->game();
    const Pack& pack = game.pack();
    QStringList lines = ScoreBoard::read(*model_).lines;
    scoreLines_ = lines;
    // The Cego games' trumps are always the picture trumps: nothing to say there.
    if (pack.kind() != PackKind::Cego54) {
        if (v.trump >= 0)
            lines << tr("Trumps: %1").arg(text::Wording::suitName(pack, v.trump));
        else if (const QString none = faces::face(game).noTrumpsLine(game); !none.isEmpty())
            lines << none;
        else if (game.inDeal())
            lines << tr("Trumps not chosen yet");
    }
    if (!model_->record().deals.empty())
        for (const Action& a : model_->record().deals.back().actions)
            if (a.act == Act::Call)
                lines << tr("Called: %1").arg(text::Wording::cardName(pack, a.card));
    if (const QString counted = countingLine(); !counted.isEmpty())
        lines << counted;
    // The heading and the lines wrap within the panel: a long refusal is read in full.
    auto* head = statusHeading(status());
    QFont hf = head->font();
    addTransient(head);
    auto* body = new QGraphicsTextItem;
    body->setPlainText(lines.join(QLatin1Char('\n')));
    QFont bf = body->font();
    bf.setPixelSize(std::max(11, g_.cw / 8));
    body->setFont(bf);
    body->setDefaultTextColor(ink());
    body->document()->setDocumentMargin(0);
    body->setTextWidth(g_.info.width());
    body->setPos(g_.info.left(), g_.info.top() + head->boundingRect().height() + 2);
    // Many lines in a small window: smaller type, so that they end inside it.
    for (int px = bf.pixelSize(); px > 10 && body->pos().y() + body->boundingRect().height() > g_.size.height() - 2;) {
        bf.setPixelSize(--px);
        body->setFont(bf);
        if (hf.pixelSize() > 11) {
            hf.setPixelSize(hf.pixelSize() - 1);
            head->setFont(hf);
            body->setPos(g_.info.left(), g_.info.top() + head->boundingRect().height() + 2);
        }
    }
    body->setToolTip(lines.join(QLatin1Char('\n')));
    body->setZValue(6);
    addTransient(body);
    infoBottom_ = body->pos().y() + body->boundingRect().height();
    infoArea_ = head->sceneBoundingRect().united(body->sceneBoundingRect());
    if (access::CardLook::highContrast()) { // the side panel on black, edged in yellow
        auto* panel = new QGraphicsRectItem(
            infoArea_.adjusted(-4, -3, 4, 3).intersected(QRectF(QPointF(1, 1), g_.size - QSizeF(2, 2))));
        panel->setPen(QPen(access::CardLook::contrastAccent(), 2));
        panel->setBrush(access::CardLook::contrastGround());
        panel->setZValue(5.9);
        panel->setData(0, QStringLiteral("sidePanel"));
        addTransient(panel);
    }
}

} // namespace st::ui
