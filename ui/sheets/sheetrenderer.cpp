#include "sheets/sheetrenderer.h"

#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <functional>

namespace st::ui {

namespace {

const QColor kInk(0x1f, 0x1f, 0x1f);
const QColor kSoft(0x5a, 0x55, 0x4c);
const QColor kRule(0x9a, 0x93, 0x85);
const QColor kHeadFill(0xec, 0xe4, 0xd2);
const QColor kZebra(0xf8, 0xf5, 0xee);
const QColor kFrame(0x8a, 0x5a, 0x2b);  // the slate's wooden frame
const QColor kSlate(0xe9, 0xee, 0xea);  // a light slate, kind to the printer's ink
const QColor kErased(0xb8, 0xc0, 0xbb); // strokes wiped off
const QColor kBoller(0xa3, 0x2a, 0x1e);

/// Lays the sheet out on the device's pages; paints when given a painter.
class Layout {
  public:
    /// `device` gives the fonts' metrics and the page's paintable size; `nextPage` turns to a
    /// new page when painting.
    Layout(const ScoreSheet& sheet, QPaintDevice& device, std::function<void()> nextPage)
        : sheet_(sheet), device_(device), nextPage_(std::move(nextPage)) {
        dpi_ = device.logicalDpiY();
        width_ = device.width(); // the page's paintable area, in device pixels
        height_ = device.height();
        body_ = font(9);
        small_ = font(7.5);
        bold_ = font(9, true);
        caption_ = font(11, true);
        title_ = font(15, true);
    }

    /// Run through the sheet; paint when `p` is given (then `pages` is the total for the footers).
    int run(QPainter* p, int pages) {
        p_ = p;
        pages_ = pages;
        page_ = 1;
        y_ = bodyTop_ = header();
        for (qsizetype i = 0; i < sheet_.blocks.size(); ++i) {
            if (i > 0)
                y_ += mm(6);
            const SheetBlock& b = sheet_.blocks[i];
            if (b.kind == SheetBlock::Kind::Slates)
                slates(b.slates);
            else
                table(b.table);
        }
        footer();
        return page_;
    }

  private:
    QFont font(qreal pt, bool bold = false) const {
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setStyleHint(QFont::SansSerif);
        f.setPointSizeF(pt);
        f.setBold(bold);
        return f;
    }
    qreal mm(qreal v) const { return v * dpi_ / 25.4; }
    QFontMetricsF metrics(const QFont& f) const { return QFontMetricsF(f, &device_); }
    qreal lineHeight(const QFont& f) const { return metrics(f).lineSpacing(); }
    qreal bottom() const { return height_ - lineHeight(small_) - mm(3); }
    /// Height of a text wrapped into a width.
    qreal wrapped(const QFont& f, const QString& text, qreal w) const {
        if (text.isEmpty())
            return 0;
        return metrics(f).boundingRect(QRectF(0, 0, std::max<qreal>(1, w), 1e6), Qt::TextWordWrap, text).height();
    }
    void text(const QRectF& r, const QFont& f, const QString& s, int flags, const QColor& c = kInk) {
        if (!p_)
            return;
        p_->setFont(f);
        p_->setPen(c);
        p_->drawText(r, flags, s);
    }

    /// The header on each page; returns where the body starts.
    qreal header() {
        qreal y = 0;
        const qreal th = lineHeight(title_);
        QString title = sheet_.title;
        if (sheet_.midSession)
            title += ScoreSheet::tr(" \u2014 the session so far");
        text(QRectF(0, y, width_, th), title_, title, Qt::AlignLeft | Qt::AlignVCenter);
        y += th + mm(1);
        QStringList lines;
        lines << ScoreSheet::tr("Game: %1 \u00b7 Rules: %2").arg(sheet_.game, sheet_.rules);
        lines << ScoreSheet::tr("Players: %1").arg(sheet_.players.join(QStringLiteral(", ")));
        QString when = sheet_.date.isEmpty() ? QString()
                                             : ScoreSheet::tr("Date: %1").arg(sheet_.date) + QStringLiteral(" \u00b7 ");
        when += sheet_.midSession
                    ? ScoreSheet::tr("%n deal(s) played so far; the session goes on", nullptr, sheet_.deals)
                    : ScoreSheet::tr("%n deal(s) played; the session is over", nullptr, sheet_.deals);
        lines << when;
        for (const QString& l : lines) {
            const qreal h = wrapped(body_, l, width_);
            text(QRectF(0, y, width_, h), body_, l, Qt::AlignLeft | Qt::TextWordWrap, kSoft);
            y += h;
        }
        y += mm(1.5);
        if (p_) {
            p_->setPen(QPen(kInk, mm(0.5)));
            p_->drawLine(QPointF(0, y), QPointF(width_, y));
        }
        return y + mm(4);
    }

    void footer() {
        const qreal h = lineHeight(small_);
        const QRectF r(0, height_ - h, width_, h);
        if (p_) {
            p_->setPen(QPen(kRule, mm(0.2)));
            p_->drawLine(QPointF(0, r.top() - mm(1)), QPointF(width_, r.top() - mm(1)));
        }
        text(r, small_, sheet_.title, Qt::AlignLeft | Qt::AlignVCenter, kSoft);
        text(r, small_, ScoreSheet::tr("Page %1 of %2").arg(page_).arg(std::max(pages_, page_)),
             Qt::AlignRight | Qt::AlignVCenter, kSoft);
    }

    void newPage() {
        footer();
        if (p_ && nextPage_)
            nextPage_();
        ++page_;
        y_ = bodyTop_ = header();
    }

    /// Start a new page unless h fits below the cursor (nothing is split that fits a page).
    void need(qreal h) {
        if (y_ + h > bottom() && y_ > bodyTop_ + 1)
            newPage();
    }

    // Tally marks: strokes in fives, the fifth across the four.
    qreal tallyWidth(int n, qreal h) const {
        const qreal step = h * 0.22, gap = h * 0.35;
        const int groups = n / 5, rest = n % 5;
        return groups * (4 * step + gap) + rest * step;
    }
    void tally(qreal x, qreal y, qreal h, int n, const QColor& c) {
        if (!p_ || n <= 0)
            return;
        const qreal step = h * 0.22, gap = h * 0.35;
        p_->setPen(QPen(c, std::max<qreal>(1, h * 0.08), Qt::SolidLine, Qt::RoundCap));
        qreal cx = x + step / 2;
        for (int k = 0; k < n; ++k) {
            const int inGroup = k % 5;
            if (inGroup == 4) {
                p_->drawLine(QPointF(cx - 4 * step - step * 0.2, y + h * 0.75),
                             QPointF(cx - step + step * 0.2, y + h * 0.25));
                cx += gap - step;
                continue;
            }
            p_->drawLine(QPointF(cx, y + h * 0.15), QPointF(cx, y + h * 0.85));
            cx += step;
        }
    }

    // ---- tables -------------------------------------------------------------------------
    struct Columns {
        QList<qreal> x, w;
    };
    Columns columns(const SheetTable& t) const {
        Columns c;
        qreal sum = 0;
        for (qsizetype i = 0; i < t.headers.size(); ++i)
            sum += i < t.widths.size() ? t.widths[i] : 1;
        qreal x = 0;
        for (qsizetype i = 0; i < t.headers.size(); ++i) {
            const qreal w = width_ * (i < t.widths.size() ? t.widths[i] : 1) / std::max<qreal>(1, sum);
            c.x << x;
            c.w << w;
            x += w;
        }
        return c;
    }
    qreal pad() const { return mm(1); }
    /// A figure stays on one line: the font made smaller until it fits the column.
    QFont fitted(const QFont& f, const QString& text, qreal w) const {
        QFont out = f;
        while (out.pointSizeF() > 5.5 && metrics(out).horizontalAdvance(text) > w)
            out.setPointSizeF(out.pointSizeF() - 0.5);
        return out;
    }
    qreal partHeight(const QFont& f, const QString& text, qreal w, bool wrap) const {
        return wrap ? wrapped(f, text, w) : lineHeight(fitted(f, text, w));
    }
    qreal cellHeight(const SheetCell& c, qreal w, const QFont& f) const {
        qreal h = 0;
        if (c.tally >= 0)
            h += lineHeight(f);
        if (!c.text.isEmpty())
            h += partHeight(f, c.text, w - 2 * pad(), c.left);
        if (!c.sub.isEmpty())
            h += partHeight(small_, c.sub, w - 2 * pad(), c.left);
        return h;
    }
    qreal rowHeight(const QList<SheetCell>& row, const Columns& c, const QFont& f) const {
        qreal h = lineHeight(f);
        for (qsizetype i = 0; i < row.size() && i < c.w.size(); ++i)
            h = std::max(h, cellHeight(row[i], c.w[i], row[i].strong ? bold_ : f));
        return h + 2 * pad();
    }
    qreal headerHeight(const SheetTable& t, const Columns& c) const {
        qreal h = lineHeight(small_);
        for (qsizetype i = 0; i < t.headers.size(); ++i)
            h = std::max(h, wrapped(font(7.5, true), t.headers[i], c.w[i] - 2 * pad()));
        return h + 2 * pad();
    }
    void drawCell(const SheetCell& c, qreal x, qreal y, qreal w, qreal h) {
        const QFont& f = c.strong ? bold_ : body_;
        const int align = (c.left ? Qt::AlignLeft : Qt::AlignHCenter) | Qt::TextWordWrap;
        qreal cy = y + pad();
        const qreal cw = w - 2 * pad();
        const qreal content = cellHeight(c, w, f);
        cy += (h - 2 * pad() - content) / 2; // centred vertically
        if (c.tally >= 0) {
            const qreal lh = lineHeight(f);
            const qreal tw = tallyWidth(c.tally, lh);
            tally(c.left ? x + pad() : x + (w - tw) / 2, cy, lh, c.tally, kInk);
            cy += lh;
        }
        if (!c.text.isEmpty()) {
            const QFont tf = c.left ? f : fitted(f, c.text, cw);
            const qreal th = partHeight(f, c.text, cw, c.left);
            text(QRectF(x + pad(), cy, cw, th), tf, c.text, c.left ? align : int(Qt::AlignCenter));
            cy += th;
        }
        if (!c.sub.isEmpty()) {
            const QFont sf = c.left ? small_ : fitted(small_, c.sub, cw);
            text(QRectF(x + pad(), cy, cw, partHeight(small_, c.sub, cw, c.left)), sf, c.sub,
                 c.left ? align : int(Qt::AlignCenter), kSoft);
        }
    }
    void tableHead(const SheetTable& t, const Columns& c, bool continued) {
        QString cap = t.caption;
        if (continued)
            cap = ScoreSheet::tr("%1 (continued)").arg(cap);
        if (!cap.isEmpty()) {
            const qreal h = lineHeight(caption_);
            text(QRectF(0, y_, width_, h), caption_, cap, Qt::AlignLeft | Qt::AlignVCenter);
            y_ += h + mm(1);
        }
        const qreal hh = headerHeight(t, c);
        if (p_) {
            p_->fillRect(QRectF(0, y_, width_, hh), kHeadFill);
            p_->setPen(QPen(kInk, mm(0.3)));
            p_->drawLine(QPointF(0, y_), QPointF(width_, y_));
            p_->drawLine(QPointF(0, y_ + hh), QPointF(width_, y_ + hh));
        }
        for (qsizetype i = 0; i < t.headers.size(); ++i)
            text(QRectF(c.x[i] + pad(), y_ + pad(), c.w[i] - 2 * pad(), hh - 2 * pad()), font(7.5, true), t.headers[i],
                 Qt::AlignCenter | Qt::TextWordWrap);
        y_ += hh;
    }
    void columnLines(const Columns& c, qreal top, qreal bottomY) {
        if (!p_)
            return;
        p_->setPen(QPen(kRule, mm(0.15)));
        for (qsizetype i = 1; i < c.x.size(); ++i)
            p_->drawLine(QPointF(c.x[i], top), QPointF(c.x[i], bottomY));
    }
    void table(const SheetTable& t) {
        const Columns c = columns(t);
        const qreal capH = t.caption.isEmpty() ? 0 : lineHeight(caption_) + mm(1);
        const qreal first = t.rows.isEmpty() ? 0 : rowHeight(t.rows.first(), c, body_);
        need(capH + headerHeight(t, c) + first);
        tableHead(t, c, false);
        qreal top = y_ - headerHeight(t, c);
        int k = 0;
        auto row = [&](const QList<SheetCell>& r, bool total) {
            const qreal h = rowHeight(r, c, body_);
            if (y_ + h > bottom()) {
                columnLines(c, top, y_);
                newPage();
                tableHead(t, c, true);
                top = y_ - headerHeight(t, c);
            }
            if (p_) {
                if (!total && k % 2 == 1)
                    p_->fillRect(QRectF(0, y_, width_, h), kZebra);
                p_->setPen(QPen(kRule, mm(0.15)));
                p_->drawLine(QPointF(0, y_ + h), QPointF(width_, y_ + h));
            }
            for (qsizetype i = 0; i < r.size() && i < c.x.size(); ++i)
                drawCell(r[i], c.x[i], y_, c.w[i], h);
            y_ += h;
            ++k;
        };
        for (const auto& r : t.rows)
            row(r, false);
        if (!t.totals.isEmpty()) {
            qreal all = 0;
            for (const auto& r : t.totals)
                all += rowHeight(r, c, body_);
            if (y_ + all > bottom()) {
                columnLines(c, top, y_);
                newPage();
                tableHead(t, c, true);
                top = y_ - headerHeight(t, c);
            }
            if (p_) {
                p_->setPen(QPen(kInk, mm(0.3)));
                p_->drawLine(QPointF(0, y_), QPointF(width_, y_));
                p_->drawLine(QPointF(0, y_ + mm(0.6)), QPointF(width_, y_ + mm(0.6)));
            }
            y_ += mm(0.6);
            for (const auto& r : t.totals)
                row(r, true);
        }
        columnLines(c, top, y_);
        if (p_) {
            p_->setPen(QPen(kInk, mm(0.3)));
            p_->drawLine(QPointF(0, y_), QPointF(width_, y_));
        }
        y_ += mm(1.5);
        for (const QString& n : t.notes) {
            const qreal h = wrapped(small_, n, width_);
            need(h);
            text(QRectF(0, y_, width_, h), small_, n, Qt::AlignLeft | Qt::TextWordWrap, kSoft);
            y_ += h;
        }
    }

    // ---- Dreeg slates ---------------------------------------------------------------------
    QString erasedText(const SheetSlate& s) const {
        QStringList parts;
        for (const auto& [deal, n] : s.erased)
            parts << ScoreSheet::tr("deal %1: %2").arg(deal).arg(n);
        return parts.isEmpty() ? ScoreSheet::tr("nothing erased") : parts.join(QStringLiteral(" \u00b7 "));
    }
    qreal slateHeight(const SheetSlate& s, qreal w) const {
        const qreal inner = w - 2 * mm(3);
        return mm(3) + lineHeight(bold_) + mm(1) + strokeRows(s, inner) * lineHeight(body_) * 1.5 + mm(1) +
               wrapped(small_, erasedText(s), inner) + lineHeight(body_) + lineHeight(body_) + mm(3);
    }
    int strokesPerRow(qreal inner) const {
        const qreal step = lineHeight(body_) * 1.5 * 0.22;
        return std::max(5, static_cast<int>(inner / step / 5) * 5 - 5);
    }
    int strokeRows(const SheetSlate& s, qreal inner) const {
        const int per = strokesPerRow(inner);
        return std::max(1, (s.start + per - 1) / per);
    }
    void slate(const SheetSlate& s, qreal x, qreal y, qreal w, qreal h) {
        if (p_) {
            QPainterPath path;
            path.addRoundedRect(QRectF(x, y, w, h), mm(1.5), mm(1.5));
            p_->fillPath(path, kSlate);
            p_->setPen(QPen(kFrame, mm(1.2)));
            p_->drawPath(path);
        }
        const qreal in = mm(3);
        qreal cy = y + in;
        const qreal inner = w - 2 * in;
        text(QRectF(x + in, cy, inner, lineHeight(bold_)), bold_, s.player, Qt::AlignLeft | Qt::AlignVCenter);
        cy += lineHeight(bold_) + mm(1);
        // The strokes: those still on the slate in chalk, the erased ones wiped out.
        const qreal lh = lineHeight(body_) * 1.5;
        const int per = strokesPerRow(inner);
        const int erased = s.start - s.left;
        for (int row = 0; row < strokeRows(s, inner); ++row) {
            const int from = row * per;
            const int count = std::min(per, s.start - from);
            const int keep = std::clamp(s.left - from, 0, count);
            const qreal step = lh * 0.22;
            if (p_) {
                // Strokes one by one, in fives like the chalk marks, erased ones faint and crossed out.
                for (int k = 0; k < count; ++k) {
                    const qreal sx = x + in + (k / 5) * (5 * step + lh * 0.25) + (k % 5) * step + step / 2;
                    const bool gone = k >= keep;
                    p_->setPen(QPen(gone ? kErased : kInk, std::max<qreal>(1, lh * 0.07), Qt::SolidLine, Qt::RoundCap));
                    p_->drawLine(QPointF(sx, cy + lh * 0.15), QPointF(sx, cy + lh * 0.85));
                }
                if (count > keep) {
                    const qreal a = x + in + (keep / 5) * (5 * step + lh * 0.25) + (keep % 5) * step;
                    const qreal b =
                        x + in + ((count - 1) / 5) * (5 * step + lh * 0.25) + ((count - 1) % 5) * step + step;
                    p_->setPen(QPen(kErased, std::max<qreal>(1, lh * 0.06)));
                    p_->drawLine(QPointF(a, cy + lh * 0.5), QPointF(b, cy + lh * 0.5));
                }
            }
            cy += lh;
        }
        cy += mm(1);
        const qreal eh = wrapped(small_, erasedText(s), inner);
        text(QRectF(x + in, cy, inner, eh), small_, erasedText(s), Qt::AlignLeft | Qt::TextWordWrap, kSoft);
        cy += eh;
        const qreal bh = lineHeight(body_);
        text(QRectF(x + in, cy, inner, bh), body_, ScoreSheet::tr("%1 erased, %2 left").arg(erased).arg(s.left),
             Qt::AlignLeft | Qt::AlignVCenter);
        cy += bh;
        // Bollern: a blob each; the one won in this phase marked.
        QString label = s.lost ? ScoreSheet::tr("Boller!") : ScoreSheet::tr("Bollern:");
        text(QRectF(x + in, cy, inner, bh), s.lost ? bold_ : body_, label, Qt::AlignLeft | Qt::AlignVCenter,
             s.lost ? kBoller : kInk);
        if (p_) {
            const qreal lx = x + in + metrics(s.lost ? bold_ : body_).horizontalAdvance(label) + mm(1.5);
            const qreal r = bh * 0.28;
            p_->setPen(Qt::NoPen);
            for (int k = 0; k < s.bollern; ++k) {
                p_->setBrush(k == s.bollern - 1 && s.lost ? kBoller : kInk);
                p_->drawEllipse(QPointF(lx + r + k * r * 2.6, cy + bh / 2), r, r);
            }
            p_->setBrush(Qt::NoBrush);
            if (s.bollern == 0)
                text(QRectF(lx, cy, inner, bh), body_, QStringLiteral("\u2013"), Qt::AlignLeft | Qt::AlignVCenter);
        }
    }
    void slates(const SheetSlates& b) {
        const int n = std::max<int>(1, static_cast<int>(b.slates.size()));
        const qreal gap = mm(3);
        const qreal w = (width_ - gap * (n - 1)) / n;
        qreal h = 0;
        for (const SheetSlate& s : b.slates)
            h = std::max(h, slateHeight(s, w));
        const qreal capH = lineHeight(caption_) + mm(1);
        const qreal noteH = b.note.isEmpty() ? 0 : mm(1) + wrapped(body_, b.note, width_);
        need(capH + h + noteH);
        text(QRectF(0, y_, width_, lineHeight(caption_)), caption_, b.caption, Qt::AlignLeft | Qt::AlignVCenter);
        y_ += capH;
        for (int i = 0; i < static_cast<int>(b.slates.size()); ++i)
            slate(b.slates[i], i * (w + gap), y_, w, h);
        y_ += h;
        if (!b.note.isEmpty()) {
            y_ += mm(1);
            const qreal nh = wrapped(body_, b.note, width_);
            text(QRectF(0, y_, width_, nh), body_, b.note, Qt::AlignLeft | Qt::TextWordWrap);
            y_ += nh;
        }
    }

    const ScoreSheet& sheet_;
    QPaintDevice& device_;
    std::function<void()> nextPage_;
    QPainter* p_ = nullptr;
    qreal dpi_ = 72, width_ = 0, height_ = 0, y_ = 0, bodyTop_ = 0;
    int page_ = 1, pages_ = 0;
    QFont body_, small_, bold_, caption_, title_;
};

} // namespace

int sheetPageCount(const ScoreSheet& sheet, QPagedPaintDevice& device) {
    Layout layout(sheet, device, {});
    return layout.run(nullptr, 0);
}

int renderSheet(const ScoreSheet& sheet, QPagedPaintDevice& device) {
    const int pages = sheetPageCount(sheet, device);
    QPainter p;
    if (!p.begin(&device))
        return 0;
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    Layout layout(sheet, device, [&device] { device.newPage(); });
    const int painted = layout.run(&p, pages);
    p.end();
    return painted;
}

QList<QImage> renderSheetImages(const ScoreSheet& sheet, const QPageLayout& page, int dpi) {
    const QRect paper = page.fullRectPixels(dpi);
    const QRect area = page.paintRectPixels(dpi);
    auto blank = [&] {
        QImage img(paper.size(), QImage::Format_RGB32);
        const int dpm = qRound(dpi / 0.0254);
        img.setDotsPerMeterX(dpm);
        img.setDotsPerMeterY(dpm);
        img.fill(Qt::white);
        return img;
    };
    // The layout measures on an image of the paintable area; the pages are whole sheets of paper.
    QImage measure(area.size(), QImage::Format_RGB32);
    measure.setDotsPerMeterX(qRound(dpi / 0.0254));
    measure.setDotsPerMeterY(qRound(dpi / 0.0254));
    const int pages = Layout(sheet, measure, {}).run(nullptr, 0);
    QList<QImage> out;
    out << blank();
    QPainter p;
    auto begin = [&] {
        p.begin(&out.last());
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        p.translate(area.topLeft());
    };
    begin();
    Layout layout(sheet, measure, [&] {
        p.end();
        out << blank();
        begin();
    });
    layout.run(&p, pages);
    p.end();
    return out;
}

} // namespace st::ui
