#include "sheets/sheetrenderer.h"

#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>

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
        if (log_) {
            // What must stay on one line: the whole text, or when it wraps its longest word.
            static const QRegularExpression space(QStringLiteral("\\s"));
            qreal widest = 0;
            for (const QString& w : (flags & Qt::TextWordWrap) ? s.split(space, Qt::SkipEmptyParts) : QStringList{s})
                widest = std::max(widest, metrics(f).horizontalAdvance(w));
            log_->append(SheetText{s, r, f.pointSizeF(), f.pointSizeF() * dpi_ / 72.0, widest, strongRow_});
        }
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
        // A blank sheet leaves the players, the date and the place to be written in.
        const QString gap = QStringLiteral("____________________");
        QStringList names = sheet_.players;
        names.removeAll(QString());
        if (sheet_.blank) {
            lines << ScoreSheet::tr("Players: %1").arg(names.isEmpty() ? gap + gap : names.join(QStringLiteral(", ")));
            lines << ScoreSheet::tr("Date: %1 \u00b7 Place: %2").arg(gap, gap);
        } else {
            lines << ScoreSheet::tr("Players: %1").arg(sheet_.players.join(QStringLiteral(", ")));
            QString when = sheet_.date.isEmpty()
                               ? QString()
                               : ScoreSheet::tr("Played: %1").arg(sheet_.date) + QStringLiteral(" \u00b7 ");
            when += sheet_.midSession
                        ? ScoreSheet::tr("%n deal(s) played so far; the session goes on", nullptr, sheet_.deals)
                        : ScoreSheet::tr("%n deal(s) played; the session is over", nullptr, sheet_.deals);
            lines << when;
        }
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
    /// Whole groups of five tally marks that fit a width (at least one).
    int tallyGroups(qreal h, qreal w) const {
        int groups = 1;
        while (tallyWidth(5 * (groups + 1), h) <= w)
            ++groups;
        return groups;
    }
    int tallyRows(int n, qreal h, qreal w) const {
        const int per = 5 * tallyGroups(h, w);
        return std::max(1, (n + per - 1) / per);
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
            const qreal w = tw_ * (i < t.widths.size() ? t.widths[i] : 1) / std::max<qreal>(1, sum);
            c.x << x;
            c.w << w;
            x += w;
        }
        return c;
    }
    qreal pad() const { return mm(1); }
    /// A figure stays on one line when it can: the font made smaller (down to 7 pt) until it fits the column.
    QFont fitted(const QFont& f, const QString& text, qreal w) const {
        QFont out = f;
        if (capPt_ > 0 && out.pointSizeF() > capPt_)
            out.setPointSizeF(capPt_);
        while (out.pointSizeF() > 7 && metrics(out).horizontalAdvance(text) > w)
            out.setPointSizeF(out.pointSizeF() - 0.5);
        return out;
    }
    /// The longest word of a text, which wrapping cannot break.
    static QString longestWord(const QString& text) {
        QString best;
        for (const QString& w : text.split(QRegularExpression(QStringLiteral("\\s")), Qt::SkipEmptyParts))
            if (w.size() > best.size())
                best = w;
        return best;
    }
    /// The font of a part of a cell: centred figures fitted on one line, left-aligned text so that its
    /// longest word fits (both down to 7 pt).
    QFont partFont(const QFont& f, const QString& text, qreal w, bool left) const {
        return fitted(f, left ? longestWord(text) : text, w);
    }
    /// Left-aligned text wraps; centred text stays on one line unless even the smaller font is too wide.
    bool wraps(const QFont& f, const QString& text, qreal w, bool left) const {
        return left || metrics(partFont(f, text, w, left)).horizontalAdvance(text) > w;
    }
    qreal partHeight(const QFont& f, const QString& text, qreal w, bool left) const {
        const QFont pf = partFont(f, text, w, left);
        return wraps(f, text, w, left) ? wrapped(pf, text, w) : lineHeight(pf);
    }
    qreal cellHeight(const SheetCell& c, qreal w, const QFont& f) const {
        qreal h = 0;
        if (c.tally >= 0)
            h += tallyRows(c.tally, lineHeight(f) * 1.2, w - 2 * pad()) * lineHeight(f) * 1.2;
        if (!c.text.isEmpty())
            h += partHeight(f, c.text, w - 2 * pad(), c.left);
        if (!c.sub.isEmpty())
            h += partHeight(small_, c.sub, w - 2 * pad(), c.left);
        return h;
    }
    /// The width of cell i of a row: its column and those it spans.
    static qreal spanWidth(const QList<SheetCell>& row, const Columns& c, qsizetype i) {
        qreal w = 0;
        for (qsizetype k = i; k < i + std::max(1, row[i].span) && k < c.w.size(); ++k)
            w += c.w[k];
        return w;
    }
    qreal rowHeight(const QList<SheetCell>& row, const Columns& c, const QFont& f) const {
        qreal h = std::max(lineHeight(f), mm(minRowMm_) - 2 * pad());
        for (qsizetype i = 0; i < row.size() && i < c.w.size(); i += std::max(1, row[i].span))
            h = std::max(h, cellHeight(row[i], spanWidth(row, c, i), row[i].strong ? bold_ : f));
        return h + 2 * pad();
    }
    /// A heading wraps between its words; a word too long for the column is set smaller (down to 7 pt).
    QFont headFont(const QString& text, qreal w) const { return fitted(font(7.5, true), longestWord(text), w); }
    qreal headerHeight(const SheetTable& t, const Columns& c) const {
        // An empty heading (a player's name to write in) leaves room for handwriting.
        qreal h = t.headers.contains(QString()) ? mm(8) - 2 * pad() : lineHeight(small_);
        for (qsizetype i = 0; i < t.headers.size(); ++i)
            h = std::max(h, wrapped(headFont(t.headers[i], c.w[i] - 2 * pad()), t.headers[i], c.w[i] - 2 * pad()));
        return h + 2 * pad();
    }
    void drawCell(const SheetCell& c, qreal x, qreal y, qreal w, qreal h) {
        const QFont& f = c.strong ? bold_ : body_;
        qreal cy = y + pad();
        const qreal cw = w - 2 * pad();
        const qreal content = cellHeight(c, w, f);
        cy += (h - 2 * pad() - content) / 2; // centred vertically
        if (c.tally >= 0) {
            // As many groups of five on a line as the column holds, the rest on the lines below.
            const qreal lh = lineHeight(f) * 1.2;
            const int per = 5 * tallyGroups(lh, cw);
            for (int done = 0, left = c.tally; left > 0 || done == 0; done += per, left -= per) {
                const int n = std::min(left, per);
                const qreal tw = tallyWidth(n, lh);
                tally(c.left ? x + pad() : x + (w - tw) / 2, cy, lh, n, kInk);
                cy += lh;
                if (left <= per)
                    break;
            }
        }
        auto part = [&](const QFont& base, const QString& s, const QColor& colour) {
            const QFont pf = partFont(base, s, cw, c.left);
            const bool wrap = wraps(base, s, cw, c.left);
            const qreal ph = partHeight(base, s, cw, c.left);
            const int align =
                (c.left ? Qt::AlignLeft : Qt::AlignHCenter) | Qt::AlignVCenter | (wrap ? int(Qt::TextWordWrap) : 0);
            text(QRectF(x + pad(), cy, cw, ph), pf, s, align, colour);
            cy += ph;
        };
        if (!c.text.isEmpty())
            part(f, c.text, kInk);
        if (!c.sub.isEmpty())
            part(small_, c.sub, kSoft);
    }
    /// The lines between the columns of a row (none inside a cell that spans columns).
    void rowLines(const QList<SheetCell>& row, const Columns& c, qreal top, qreal h) {
        if (!p_)
            return;
        p_->setPen(QPen(kRule, mm(0.15)));
        for (qsizetype i = 0; i < row.size() && i < c.x.size(); i += std::max(1, row[i].span))
            if (i > 0)
                p_->drawLine(QPointF(c.x[i], top), QPointF(c.x[i], top + h));
    }
    void tableHead(const SheetTable& t, const Columns& c, bool continued) {
        QString cap = t.caption;
        if (continued)
            cap = ScoreSheet::tr("%1 (continued)").arg(cap);
        if (!cap.isEmpty()) {
            const qreal h = lineHeight(caption_);
            text(QRectF(0, y_, tw_, h), caption_, cap, Qt::AlignLeft | Qt::AlignVCenter);
            y_ += h + mm(1);
        }
        const qreal hh = headerHeight(t, c);
        if (p_) {
            p_->fillRect(QRectF(0, y_, tw_, hh), kHeadFill);
            p_->setPen(QPen(kRule, mm(0.15)));
            for (qsizetype i = 1; i < c.x.size(); ++i)
                p_->drawLine(QPointF(c.x[i], y_), QPointF(c.x[i], y_ + hh));
            p_->setPen(QPen(kInk, mm(0.3)));
            p_->drawLine(QPointF(0, y_), QPointF(tw_, y_));
            p_->drawLine(QPointF(0, y_ + hh), QPointF(tw_, y_ + hh));
        }
        for (qsizetype i = 0; i < t.headers.size(); ++i)
            text(QRectF(c.x[i] + pad(), y_ + pad(), c.w[i] - 2 * pad(), hh - 2 * pad()),
                 headFont(t.headers[i], c.w[i] - 2 * pad()), t.headers[i], Qt::AlignCenter | Qt::TextWordWrap);
        y_ += hh;
    }
    /// The point size all the figures of a totals row share: the smallest any of them needs to fit.
    qreal commonPt(const QList<SheetCell>& r, const Columns& c) const {
        qreal pt = 0;
        for (qsizetype i = 0; i < r.size() && i < c.w.size(); i += std::max(1, r[i].span))
            if (!r[i].left && !r[i].text.isEmpty()) {
                const qreal cellPt =
                    partFont(r[i].strong ? bold_ : body_, r[i].text, spanWidth(r, c, i) - 2 * pad(), false)
                        .pointSizeF();
                pt = pt == 0 ? cellPt : std::min(pt, cellPt);
            }
        return pt;
    }
    qreal notesHeight(const SheetTable& t) const {
        qreal h = mm(1.5);
        for (const QString& n : t.notes)
            h += wrapped(small_, n, tw_);
        return h;
    }
    void table(const SheetTable& t) {
        minRowMm_ = t.rowMinMm;
        tw_ = t.maxWidthMm > 0 ? std::min(width_, mm(t.maxWidthMm)) : width_;
        const Columns c = columns(t);
        const qreal capH = t.caption.isEmpty() ? 0 : lineHeight(caption_) + mm(1);
        qreal rowsH = 0, totalsH = t.totals.isEmpty() ? 0 : mm(0.6);
        for (const auto& r : t.rows)
            rowsH += rowHeight(r, c, body_);
        for (const auto& r : t.totals) {
            capPt_ = commonPt(r, c);
            totalsH += rowHeight(r, c, body_);
            capPt_ = 0;
        }
        const qreal notesH = notesHeight(t);
        const qreal whole = capH + headerHeight(t, c) + rowsH + totalsH + notesH;
        // A table that fits a page is not split; a longer one starts where it is, with its head and first row.
        if (whole <= bottom() - bodyTop_)
            need(whole);
        else
            need(capH + headerHeight(t, c) + (t.rows.isEmpty() ? 0 : rowHeight(t.rows.first(), c, body_)));
        tableHead(t, c, false);
        int k = 0;
        auto closeBottom = [&] {
            if (p_) {
                p_->setPen(QPen(kInk, mm(0.3)));
                p_->drawLine(QPointF(0, y_), QPointF(tw_, y_));
            }
        };
        auto turn = [&] {
            closeBottom();
            newPage();
            tableHead(t, c, true);
        };
        auto row = [&](const QList<SheetCell>& r, bool total, qreal keep) {
            // The figures of a totals row in one size.
            capPt_ = total ? commonPt(r, c) : 0;
            strongRow_ = total;
            const qreal h = rowHeight(r, c, body_);
            if (y_ + h + keep > bottom())
                turn();
            if (p_) {
                if (!total && k % 2 == 1)
                    p_->fillRect(QRectF(0, y_, tw_, h), kZebra);
                p_->setPen(QPen(kRule, mm(0.15)));
                p_->drawLine(QPointF(0, y_ + h), QPointF(tw_, y_ + h));
            }
            rowLines(r, c, y_, h);
            for (qsizetype i = 0; i < r.size() && i < c.x.size(); i += std::max(1, r[i].span))
                drawCell(r[i], c.x[i], y_, spanWidth(r, c, i), h);
            y_ += h;
            ++k;
            capPt_ = 0;
            strongRow_ = false;
        };
        // The last row stays with the totals and the notes under them.
        for (qsizetype i = 0; i < t.rows.size(); ++i)
            row(t.rows[i], false, i + 1 == t.rows.size() ? totalsH + notesH : 0);
        if (!t.totals.isEmpty()) {
            if (y_ + totalsH + notesH > bottom())
                turn();
            if (p_) {
                p_->setPen(QPen(kInk, mm(0.3)));
                p_->drawLine(QPointF(0, y_), QPointF(tw_, y_));
                p_->drawLine(QPointF(0, y_ + mm(0.6)), QPointF(tw_, y_ + mm(0.6)));
            }
            y_ += mm(0.6);
            for (const auto& r : t.totals)
                row(r, true, 0);
        }
        closeBottom();
        y_ += mm(1.5);
        for (const QString& n : t.notes) {
            const qreal h = wrapped(small_, n, tw_);
            need(h);
            text(QRectF(0, y_, tw_, h), small_, n, Qt::AlignLeft | Qt::TextWordWrap, kSoft);
            y_ += h;
        }
    }

    // ---- Dreeg slates ---------------------------------------------------------------------
    QString erasedText(const SheetSlate& s) const {
        QStringList parts;
        for (const auto& [deal, n] : s.erased) {
            // Each entry stays on one line ("deal 12: 3"); the list wraps between entries.
            QString part = ScoreSheet::tr("deal %1: %2").arg(deal).arg(n);
            part.replace(QLatin1Char(' '), QChar(0x00a0));
            parts << part;
        }
        return parts.isEmpty() ? ScoreSheet::tr("nothing erased") : parts.join(QStringLiteral(" \u00b7 "));
    }
    // The chalk strokes: a row of strokes in fives, as drawn on a slate.
    qreal strokeHeight() const { return lineHeight(body_) * 1.8; }
    qreal strokeStep() const { return strokeHeight() * 0.26; }
    qreal strokeGroupGap() const { return strokeHeight() * 0.3; }
    qreal strokeX(int k) const { return (k / 5) * (5 * strokeStep() + strokeGroupGap()) + (k % 5) * strokeStep(); }
    qreal slateHeight(const SheetSlate& s, qreal w) const {
        const qreal inner = w - 2 * mm(3);
        if (s.blank) // the name, the strokes, two lines to note the erased strokes on, the Bollern
            return mm(3) + std::max(lineHeight(bold_), mm(7)) + mm(1) + strokeRows(s, inner) * strokeHeight() + mm(1) +
                   2 * mm(7) + mm(8) + mm(3);
        return mm(3) + lineHeight(bold_) + mm(1) + strokeRows(s, inner) * strokeHeight() + mm(1) +
               wrapped(small_, erasedText(s), inner) + lineHeight(body_) + lineHeight(body_) + mm(3);
    }
    int strokesPerRow(qreal inner) const {
        int per = 5;
        while (strokeX(per + 5 - 1) + strokeStep() <= inner)
            per += 5;
        return per;
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
        // A ruled line in chalk to write on, with its label before it.
        auto writeLine = [&](qreal top, qreal lineH, const QString& label) {
            const qreal lw = label.isEmpty() ? 0 : metrics(small_).horizontalAdvance(label) + mm(1);
            text(QRectF(x + in, top, inner, lineH), small_, label, Qt::AlignLeft | Qt::AlignBottom, kSoft);
            if (p_) {
                p_->setPen(QPen(kRule, mm(0.2)));
                p_->drawLine(QPointF(x + in + lw, top + lineH - mm(0.5)),
                             QPointF(x + in + inner, top + lineH - mm(0.5)));
            }
        };
        const qreal nameH = s.blank ? std::max(lineHeight(bold_), mm(7)) : lineHeight(bold_);
        if (s.blank && s.player.isEmpty())
            writeLine(cy, nameH, QString());
        else
            text(QRectF(x + in, cy, inner, nameH), bold_, s.player, Qt::AlignLeft | Qt::AlignVCenter);
        cy += nameH + mm(1);
        // The strokes: those still on the slate in chalk, the erased ones a faint smudge.
        const qreal lh = strokeHeight();
        const int per = strokesPerRow(inner);
        const int erased = s.start - s.left;
        for (int row = 0; row < strokeRows(s, inner); ++row) {
            const int from = row * per;
            const int count = std::min(per, s.start - from);
            const int keep = std::clamp(s.left - from, 0, count);
            if (p_) {
                for (int k = 0; k < count; ++k) {
                    const qreal sx = x + in + strokeX(k) + strokeStep() / 2;
                    const bool gone = k >= keep;
                    p_->setPen(QPen(gone ? kErased : kInk, std::max<qreal>(1, lh * (gone ? 0.05 : 0.07)),
                                    gone ? Qt::DotLine : Qt::SolidLine, Qt::RoundCap));
                    p_->drawLine(QPointF(sx, cy + lh * 0.12), QPointF(sx, cy + lh * 0.88));
                }
            }
            cy += lh;
        }
        cy += mm(1);
        if (s.blank) {
            writeLine(cy, mm(7), ScoreSheet::tr("Erased:"));
            writeLine(cy + mm(7), mm(7), QString());
            writeLine(cy + mm(14), mm(8), ScoreSheet::tr("Bollern:"));
            return;
        }
        const qreal eh = wrapped(small_, erasedText(s), inner);
        text(QRectF(x + in, cy, inner, eh), small_, erasedText(s), Qt::AlignLeft | Qt::TextWordWrap, kSoft);
        cy += eh;
        const qreal bh = lineHeight(body_);
        text(QRectF(x + in, cy, inner, bh), body_, ScoreSheet::tr("%1 erased, %2 left").arg(erased).arg(s.left),
             Qt::AlignLeft | Qt::AlignVCenter);
        cy += bh;
        // Bollern: a blob each; the one won in this phase marked.
        QString label = s.lost ? ScoreSheet::tr("Bollern!") : ScoreSheet::tr("Bollern:");
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
    qreal tw_ = 0;           ///< the width of the table being laid out
    int minRowMm_ = 0;       ///< the table's least row height (SheetTable::rowMinMm)
    qreal capPt_ = 0;        ///< > 0: no figure larger than this (the row's figures in one size)
    bool strongRow_ = false; ///< a totals row is being drawn
  public:
    QList<SheetText>* log_ = nullptr; ///< when set, every text drawn is noted here
  private:
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

QList<QImage> renderSheetImages(const ScoreSheet& sheet, const QPageLayout& page, int dpi, QList<SheetText>* texts) {
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
    layout.log_ = texts;
    layout.run(&p, pages);
    p.end();
    return out;
}

} // namespace st::ui
