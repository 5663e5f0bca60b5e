#include "scoredevice.h"

#include <QFontMetricsF>
#include <QHash>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QSvgRenderer>

#include <algorithm>
#include <array>
#include <cmath>

namespace st::ui {

namespace {

const QColor kPencil(0x34, 0x36, 0x40);
const QColor kPaper(0xfa, 0xf5, 0xe4);
const QColor kRule(0xa6, 0xc2, 0xdb);
const QColor kDebt(0xb0, 0x1e, 0x1e);

/// The pencil hand of the pad: a serif italic, the nearest thing to handwriting we may use.
QFont padFont(int px) {
    QFont f(QStringLiteral("DejaVu Serif"));
    f.setPixelSize(px);
    f.setItalic(true);
    return f;
}

QFont amountFont(int px) {
    QFont f;
    f.setPixelSize(px);
    f.setBold(true);
    return f;
}

/// The binding strip at the pad's top.
qreal bindingHeight(qreal h) {
    return std::clamp(h * 0.09, 3.0, 7.0);
}

struct PadLayout {
    QFont font;
    qreal lineH = 0;
    qreal figW = 0;  ///< width of the figure column
    qreal dotR = 0;  ///< radius of a Bummerl circle
    qreal dotsW = 0; ///< width of the Bummerl column at the right (0: none)
    int dotRows = 0; ///< circles one above the other before a new column starts
    int dotCols = 0; ///< columns of circles
    qreal footW = 0;
    int rows = 0;    ///< lines the pad holds
    qreal width = 0; ///< what the pad wants
};

PadLayout padLayout(const ScoreDevice& d, qreal height) {
    PadLayout l;
    l.font = padFont(ScoreDevicePainter::padPixelSize(height));
    const QFontMetricsF fm(l.font);
    l.lineH = fm.lineSpacing();
    l.rows = std::max(1, static_cast<int>((height - bindingHeight(height) - 3) / l.lineH));
    for (const QString& f : d.column)
        l.figW = std::max(l.figW, fm.horizontalAdvance(f));
    l.footW = d.footer.isEmpty() ? 0 : fm.horizontalAdvance(d.footer);
    l.dotR = std::max(3.0, l.lineH * 0.28);
    const qreal usable = height - bindingHeight(height) - 6;
    l.dotRows = std::max(1, static_cast<int>(usable / (2 * l.dotR + 3)));
    l.dotCols = d.bummerl > 0 ? (d.bummerl + l.dotRows - 1) / l.dotRows : 0;
    const qreal dotsW = l.dotsW;
    // A pad is a sheet, not a strip: at least three quarters as wide as it is high.
    l.width = std::max({l.figW + 14 + dotsW, l.footW + 12, height * 0.75});
    return l;
}

void drawPad(QPainter* p, const QRectF& r, const ScoreDevice& d, QStringList* cut) {
    auto note = [cut](const QString& t) {
        if (cut)
            *cut << t;
    };
    const PadLayout l = padLayout(d, r.height());
    const QFontMetricsF fm(l.font);
    const qreal bind = bindingHeight(r.height());
    if (p) {
        // The sheet, lying a little raised on the plate.
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(0, 0, 0, 70));
        p->drawRoundedRect(r.translated(1.5, 2), 2, 2);
        p->setBrush(kPaper);
        p->setPen(QPen(QColor(0xb9, 0xa9, 0x8a), 1));
        p->drawRoundedRect(r, 2, 2);
        // Ruled lines, and the red margin at the left.
        p->setPen(QPen(kRule, 0.8));
        for (int k = 1; k <= l.rows; ++k) {
            const qreal y = r.top() + bind + 2 + k * l.lineH - 0.5;
            if (y < r.bottom() - 1)
                p->drawLine(QPointF(r.left() + 1, y), QPointF(r.right() - 1, y));
        }
        p->setPen(QPen(QColor(0xd8, 0x7a, 0x7a), 0.8));
        p->drawLine(QPointF(r.left() + 4, r.top() + bind), QPointF(r.left() + 4, r.bottom() - 1));
        // The glued binding at the top.
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(0x8e, 0x2f, 0x2a));
        p->drawRoundedRect(QRectF(r.left(), r.top(), r.width(), bind), 1.5, 1.5);
        p->setFont(l.font);
    }
    const qreal dotsW = l.dotsW;
    const bool footer = !d.footer.isEmpty();
    const int figRows = std::max(0, l.rows - (footer ? 1 : 0));
    // The column: the newest figures that fit, the last the current one.
    const int shown = std::min(figRows, static_cast<int>(d.column.size()));
    if (shown == 0 && !d.column.isEmpty())
        note(d.column.last());
    const qreal figRight = r.right() - 5 - (dotsW > 0 ? dotsW + 2 : 0);
    if (l.figW + 10 > r.width() - dotsW && !d.column.isEmpty())
        note(d.column.last());
    const int first = static_cast<int>(d.column.size()) - shown;
    for (int k = 0; k < shown; ++k) {
        const QString& f = d.column[first + k];
        const bool current = first + k == d.column.size() - 1;
        const qreal base = r.top() + bind + 2 + (k + 1) * l.lineH - fm.descent() - 1;
        const qreal w = fm.horizontalAdvance(f);
        if (!p)
            continue;
        p->setPen(current ? kPencil : QColor(0x6a, 0x6c, 0x76));
        p->drawText(QPointF(figRight - w, base), f);
        if (!current) { // struck through with a slanting pencil line
            p->setPen(QPen(kPencil, 1.1, Qt::SolidLine, Qt::RoundCap));
            const qreal mid = base - fm.xHeight() * 0.55;
            p->drawLine(QPointF(figRight - w - 2, mid + 1.5), QPointF(figRight + 1.5, mid - 1.5));
        }
    }
    if (footer) {
        const qreal base = r.top() + bind + 2 + l.rows * l.lineH - fm.descent() - 1;
        const qreal room = r.width() - 10;
        const QString text = fm.elidedText(d.footer, Qt::ElideRight, room + 0.5);
        if (text != d.footer || base + fm.descent() > r.bottom() + 1)
            note(d.footer);
        if (p) {
            p->setPen(QPen(kPencil, 0.8));
            const qreal lineY = base - fm.ascent() - 0.5;
            p->drawLine(QPointF(r.left() + 6, lineY), QPointF(r.right() - 4, lineY)); // a pencil rule above the sum
            p->drawText(QPointF(r.right() - 5 - fm.horizontalAdvance(text), base), text);
        }
    }
    // The Bummerl lost: filled pencil circles on the right, top to bottom.
    if (p && d.bummerl > 0) {
        // Their own column, ruled off from the points.
        const qreal x = r.right() - 3 - dotsW;
        p->setPen(QPen(QColor(0x6a, 0x6c, 0x76), 0.8));
        p->drawLine(QPointF(x, r.top() + bind + 1), QPointF(x, r.bottom() - 2));
        p->setPen(QPen(kPencil, 1));
        p->setBrush(kPencil);
        const qreal step = 2 * l.dotR + 3;
        for (int k = 0; k < d.bummerl; ++k) {
            const int col = k / l.dotRows, row = k % l.dotRows;
            const QPointF c(r.right() - 3 - dotsW + 3.5 + l.dotR + col * step,
                            r.top() + bind + 3 + l.dotR + row * step);
            p->drawEllipse(c, l.dotR, l.dotR);
        }
        p->setBrush(Qt::NoBrush);
    }
}

struct BowlLayout {
    QFont font;
    qreal textH = 0;
    qreal amountW = 0;
    qreal width = 0;
};

BowlLayout bowlLayout(const ScoreDevice& d, qreal height) {
    BowlLayout l;
    l.font = amountFont(ScoreDevicePainter::padPixelSize(height));
    const QFontMetricsF fm(l.font);
    l.textH = fm.height();
    l.amountW = fm.horizontalAdvance(d.amount);
    l.width = std::max(l.amountW + (d.debt ? 12 : 6), (height - l.textH) * 1.7);
    return l;
}

void drawCoin(QPainter* p, QPointF c, qreal rx, bool gold) {
    const qreal ry = rx * 0.62;
    const QColor edge = gold ? QColor(0x9a, 0x72, 0x1c) : QColor(0x7c, 0x42, 0x22);
    const QColor face = gold ? QColor(0xf0, 0xc8, 0x4a) : QColor(0xd0, 0x84, 0x4c);
    p->setPen(QPen(edge.darker(130), 0.7));
    p->setBrush(edge);
    p->drawEllipse(QPointF(c.x(), c.y() + ry * 0.35), rx, ry);
    QRadialGradient g(c - QPointF(rx * 0.3, ry * 0.4), rx * 1.2);
    g.setColorAt(0, face.lighter(130));
    g.setColorAt(1, face);
    p->setBrush(g);
    p->drawEllipse(c, rx, ry);
}

void drawBowl(QPainter* p, const QRectF& r, const ScoreDevice& d, QStringList* cut) {
    const BowlLayout l = bowlLayout(d, r.height());
    const QFontMetricsF fm(l.font);
    const QRectF textBox(r.left(), r.bottom() - l.textH - (d.debt ? 3 : 0), r.width(), l.textH + (d.debt ? 3 : 0));
    if (l.amountW + (d.debt ? 10 : 2) > r.width() + 0.5 && cut)
        *cut << d.amount;
    // The bowl fills what is left above the amount.
    const qreal bowlH = std::max(8.0, textBox.top() - r.top() - 1);
    const qreal bowlW = std::min(r.width() - 2, bowlH * 2.1);
    const QRectF bowl(r.center().x() - bowlW / 2, r.top() + bowlH * 0.38, bowlW, bowlH * 0.62);
    if (p) {
        // The body: a turned wooden bowl, the lower half of an ellipse, with its foot.
        const QRectF foot(bowl.center().x() - bowlW * 0.18, bowl.bottom() - 3, bowlW * 0.36, 4);
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(0x3a, 0x22, 0x12));
        p->drawRoundedRect(foot, 2, 2);
        QPainterPath body;
        const QRectF oval(bowl.left(), bowl.top() - bowl.height(), bowl.width(), bowl.height() * 2);
        body.moveTo(bowl.left(), bowl.top());
        body.arcTo(oval, 180, 180);
        body.closeSubpath();
        QLinearGradient wood(bowl.topLeft(), bowl.topRight());
        wood.setColorAt(0, QColor(0x7a, 0x48, 0x24));
        wood.setColorAt(0.35, QColor(0xb5, 0x7a, 0x42));
        wood.setColorAt(1, QColor(0x5e, 0x36, 0x1a));
        p->setBrush(wood);
        p->setPen(QPen(QColor(0x2f, 0x1b, 0x0d), 1));
        p->drawPath(body);
        // Turned rings on the wood.
        p->setPen(QPen(QColor(0x4a, 0x2a, 0x14, 140), 0.8));
        for (qreal f : {0.45, 0.72}) {
            QPainterPath ring;
            const QRectF o(bowl.left() + 2, bowl.top() - bowl.height() * f, bowl.width() - 4, bowl.height() * 2 * f);
            ring.arcMoveTo(o, 200);
            ring.arcTo(o, 200, 140);
            p->drawPath(ring);
        }
        // The opening: a flat ellipse, dark inside.
        const qreal rimH = std::max(4.0, bowl.height() * 0.42);
        const QRectF rim(bowl.left(), bowl.top() - rimH / 2, bowl.width(), rimH);
        p->setBrush(QColor(0x3e, 0x24, 0x12));
        p->setPen(QPen(QColor(0xc8, 0x90, 0x58), 1.2));
        p->drawEllipse(rim);
        // The coins, heaped in the opening: rows that grow shorter towards the top.
        // Seven coins side by side at the bottom: a full heap (7 + 6 + 5 + 4 + 2) holds kMaxCoins.
        const int row0 = 7;
        const qreal cr = std::max(2.0, bowl.width() * 0.84 / (row0 * 1.8));
        int left = d.coins, row = 0, index = 0;
        while (left > 0) {
            const int inRow = std::min(left, std::max(1, row0 - row));
            const qreal y = rim.center().y() + rimH * 0.12 - row * cr * 0.62;
            const qreal x0 = rim.center().x() - (inRow - 1) * cr * 0.9;
            for (int k = 0; k < inRow; ++k, ++index)
                drawCoin(p, QPointF(x0 + k * cr * 1.8, y), cr, index % 3 != 2);
            left -= inRow;
            ++row;
        }
    }
    // The amount: written under the bowl; a debt on a slip of paper in red.
    if (p) {
        p->setFont(l.font);
        if (d.debt) {
            const QRectF slip(r.center().x() - l.amountW / 2 - 5, textBox.top(), l.amountW + 10, textBox.height());
            p->save();
            p->translate(slip.center());
            p->rotate(-3);
            p->translate(-slip.center());
            p->setPen(QPen(QColor(0x9c, 0x8a, 0x6a), 0.8));
            p->setBrush(QColor(0xfb, 0xf7, 0xea));
            p->drawRect(slip);
            p->setPen(QPen(kDebt, 1));
            p->drawText(slip, Qt::AlignCenter, d.amount);
            p->restore();
        } else {
            p->setPen(QColor(0xf4, 0xec, 0xd8));
            p->drawText(textBox, Qt::AlignHCenter | Qt::AlignVCenter, d.amount);
        }
    }
}

} // namespace

int ScoreDevice::coinsFor(int cents) {
    if (cents <= 0)
        return 0;
    return std::min(kMaxCoins, (cents + kCentsPerCoin - 1) / kCentsPerCoin);
}

int ScoreDevicePainter::padPixelSize(qreal height) {
    return std::max(11, static_cast<int>(height * 0.21));
}

qreal ScoreDevicePainter::width(const ScoreDevice& d, qreal height, qreal maxWidth) {
    switch (d.kind) {
    case ScoreDevice::Kind::Pad:
        return std::min(maxWidth, padLayout(d, height).width);
    case ScoreDevice::Kind::Bowl:
        return std::min(maxWidth, bowlLayout(d, height).width);
    case ScoreDevice::Kind::None:
        break;
    }
    return 0;
}

void ScoreDevicePainter::draw(QPainter* p, const QRectF& r, const ScoreDevice& d, QStringList* cut) {
    if (d.kind == ScoreDevice::Kind::Pad)
        drawPad(p, r, d, cut);
    else if (d.kind == ScoreDevice::Kind::Bowl)
        drawBowl(p, r, d, cut);
}

bool Avatars::female(int k) {
    // The order of tools/art/avatars.py's REGULARS: Sepp, Anni, Franz, Vroni, Hias, Resi,
    // Schorsch, Liesl, Gustl, Wastl.
    return k == 1 || k == 3 || k == 5 || k == 7;
}

int Avatars::named(const QString& name) {
    static const QHash<QString, int> own = {
        {QStringLiteral("sepp"), 0},   {QStringLiteral("anni"), 1},    {QStringLiteral("franz"), 2},
        {QStringLiteral("franzl"), 2}, {QStringLiteral("vroni"), 3},   {QStringLiteral("vreni"), 3},
        {QStringLiteral("hias"), 4},   {QStringLiteral("resi"), 5},    {QStringLiteral("schorsch"), 6},
        {QStringLiteral("liesl"), 7},  {QStringLiteral("lisbeth"), 7}, {QStringLiteral("gustl"), 8},
        {QStringLiteral("wastl"), 9},
    };
    return own.value(name.trimmed().toLower(), -1);
}

std::optional<bool> Avatars::femaleName(const QString& name) {
    static const QHash<QString, bool> known = {
        // The default opponents of every game (NewGameDialog::defaultOpponentName) and the lessons' players.
        {QStringLiteral("gretl"), true},     {QStringLiteral("kunni"), true},     {QStringLiteral("bärbel"), true},
        {QStringLiteral("lisbeth"), true},   {QStringLiteral("mitzi"), true},     {QStringLiteral("resi"), true},
        {QStringLiteral("vroni"), true},     {QStringLiteral("berta"), true},     {QStringLiteral("hermine"), true},
        {QStringLiteral("vreni"), true},     {QStringLiteral("luise"), true},     {QStringLiteral("anni"), true},
        {QStringLiteral("liesl"), true},     {QStringLiteral("schorsch"), false}, {QStringLiteral("hans"), false},
        {QStringLiteral("fritz"), false},    {QStringLiteral("ferdl"), false},    {QStringLiteral("poldi"), false},
        {QStringLiteral("franzl"), false},   {QStringLiteral("franz"), false},    {QStringLiteral("sepp"), false},
        {QStringLiteral("fridolin"), false}, {QStringLiteral("alois"), false},    {QStringLiteral("gottfried"), false},
        {QStringLiteral("xaver"), false},    {QStringLiteral("bertl"), false},    {QStringLiteral("hias"), false},
        {QStringLiteral("gustl"), false},    {QStringLiteral("wastl"), false},
    };
    const QString n = name.trimmed().toLower();
    if (const auto it = known.constFind(n); it != known.constEnd())
        return *it;
    // Other German first names ending in -a are women's (Roswitha, Theresia, Walburga …).
    if (n.size() > 2 && n.endsWith(QLatin1Char('a')) && n.at(0).isLetter())
        return true;
    return std::nullopt;
}

int& Avatars::playerPortrait() {
    static int k = 0;
    return k;
}

std::vector<int> Avatars::assign(const QStringList& names, int human) {
    // FNV-1a over the names of the seats: the same table gets the same faces on every machine.
    quint32 h = 2166136261u;
    for (int s = 0; s < names.size(); ++s) {
        if (s == human)
            continue;
        for (QChar c : names[s]) {
            h ^= c.unicode();
            h *= 16777619u;
        }
        h ^= 0x1f;
        h *= 16777619u;
    }
    const auto n = static_cast<std::size_t>(names.size());
    std::vector<int> out(n, -1);
    std::array<int, kCount> uses{};
    if (human >= 0 && human < names.size()) {
        const int own = std::clamp(playerPortrait(), 0, kCount - 1);
        out[static_cast<std::size_t>(human)] = own;
        ++uses[static_cast<std::size_t>(own)];
    }
    // A regular of our own art sits at the table under their own name and face.
    for (std::size_t s = 0; s < n; ++s) {
        if (out[s] >= 0)
            continue;
        if (const int k = named(names[static_cast<int>(s)]); k >= 0 && uses[static_cast<std::size_t>(k)] == 0) {
            out[s] = k;
            ++uses[static_cast<std::size_t>(k)];
        }
    }
    // The others: the least used portrait of the name's kind, looked for from a place the names choose.
    int next = static_cast<int>(h % static_cast<quint32>(kCount));
    for (std::size_t s = 0; s < n; ++s) {
        if (out[s] >= 0)
            continue;
        const std::optional<bool> woman = femaleName(names[static_cast<int>(s)]);
        int best = -1;
        for (int j = 0; j < kCount; ++j) {
            const int k = (next + j) % kCount;
            if (woman && female(k) != *woman)
                continue;
            if (best < 0 || uses[static_cast<std::size_t>(k)] < uses[static_cast<std::size_t>(best)])
                best = k;
        }
        out[s] = best;
        ++uses[static_cast<std::size_t>(best)];
        next = (best + 1) % kCount;
    }
    return out;
}

QPixmap Avatars::pixmap(int k, int size, qreal dpr) {
    static QHash<QString, QPixmap> cache;
    if (k < 0 || k >= kCount || size <= 0)
        return {};
    const QString key = QStringLiteral("%1/%2/%3").arg(k).arg(size).arg(dpr);
    if (auto it = cache.constFind(key); it != cache.constEnd())
        return *it;
    QSvgRenderer svg(QStringLiteral(":/art/avatars/regular%1.svg").arg(k + 1));
    const int px = static_cast<int>(std::ceil(size * dpr));
    QPixmap pm(px, px);
    pm.fill(Qt::transparent);
    if (svg.isValid()) {
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        svg.render(&p, QRectF(0, 0, px, px));
    }
    pm.setDevicePixelRatio(dpr);
    cache.insert(key, pm);
    return pm;
}

} // namespace st::ui
