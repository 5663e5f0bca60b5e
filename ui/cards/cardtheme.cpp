#include "cardtheme.h"

#include "access/cardlook.h"

#include "installeddecks.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cmath>

namespace st::ui {

namespace {

const QString kArt = QStringLiteral(":/art/");
const QString kInstalledPrefix = QStringLiteral("kde:");

// The slate's board area inside frame.svg (400 x 300), where the stroke overlays go.
constexpr double kFrameWidth = 400.0;
const QRectF kBoard(24.0, 24.0, 352.0, 252.0);

bool isGermanFamily(PackKind kind) {
    return kind == PackKind::German24 || kind == PackKind::Schnapsen20;
}

int physical(int logical, qreal dpr) {
    return std::max(1, static_cast<int>(std::lround(logical * dpr)));
}

} // namespace

CardTheme& CardTheme::instance() {
    static CardTheme theme;
    return theme;
}

CardTheme::CardTheme() {
    pixmaps_.setMaxCost(128 * 1024); // in KiB of pixels
}

QList<DeckStyle> CardTheme::builtInStyles(PackKind kind) {
    if (isGermanFamily(kind))
        return {
            {QStringLiteral("german"), tr("German suits"), false},
            {QStringLiteral("french"), tr("French suits, two colours"), false},
            {QStringLiteral("french4"), tr("French suits, four colours"), false},
        };
    return {{QStringLiteral("cego"), tr("Cego"), false}};
}

QList<DeckStyle> CardTheme::styles(PackKind kind) {
    QList<DeckStyle> out = builtInStyles(kind);
    if (isGermanFamily(kind)) {
        for (const InstalledDeck& d : InstalledDecks::all()) {
            const QString name = d.german ? tr("%1 (installed theme, German suits)").arg(d.name)
                                          : tr("%1 (installed theme)").arg(d.name);
            out.append({kInstalledPrefix + d.folder, name, true});
        }
    }
    return out;
}

QString CardTheme::defaultStyle(PackKind kind) {
    return isGermanFamily(kind) ? QStringLiteral("german") : QStringLiteral("cego");
}

QString CardTheme::packName(PackKind kind) {
    switch (kind) {
    case PackKind::German24:
        return tr("German pack, 24 cards (Dreeg)");
    case PackKind::Schnapsen20:
        return tr("Schnapsen pack, 20 cards");
    case PackKind::Cego54:
        return tr("Cego pack, 54 cards (Dreierles, Dappen)");
    }
    return {};
}

ArtSource CardTheme::cardSource(const QString& style, const Pack& pack, Card c) {
    if (c < 0 || c >= 64 || !has(pack.all(), c))
        return {};
    if (style.startsWith(kInstalledPrefix)) {
        const InstalledDeck* deck = InstalledDecks::find(style.mid(kInstalledPrefix.size()));
        const QString element = InstalledDecks::elementId(pack, c);
        if (!deck || element.isEmpty())
            return {};
        return {deck->svgFile, element};
    }
    const bool fits = isGermanFamily(pack.kind())
                          ? (style == QLatin1String("german") || style == QLatin1String("french") ||
                             style == QLatin1String("french4"))
                          : style == QLatin1String("cego");
    if (!fits)
        return {};
    return {kArt + style + QLatin1Char('/') + QString::fromStdString(pack.code(c)) + QStringLiteral(".svg"), {}};
}

QString CardTheme::backFile(int n) {
    return kArt + QStringLiteral("backs/back%1.svg").arg(n);
}

QString CardTheme::shownFile() {
    return kArt + QStringLiteral("backs/shown.svg");
}

QString CardTheme::slateFrameFile() {
    return kArt + QStringLiteral("slates/frame.svg");
}

QString CardTheme::slateStyleId(Slate style) {
    switch (style) {
    case Slate::XII:
        return QStringLiteral("xii");
    case Slate::III:
        return QStringLiteral("iii");
    case Slate::Seven:
        return QStringLiteral("seven");
    case Slate::XX:
        return QStringLiteral("xx");
    }
    return {};
}

QString CardTheme::slateName(Slate style) {
    switch (style) {
    case Slate::XII:
        return tr("XII");
    case Slate::III:
        return tr("III");
    case Slate::Seven:
        return tr("crossed seven");
    case Slate::XX:
        return tr("XX (for ten)");
    }
    return {};
}

int CardTheme::slateStrokes(Slate style) {
    return style == Slate::XX ? 10 : 7;
}

QString CardTheme::slateFile(Slate style, int standing) {
    if (standing < 0 || standing > slateStrokes(style))
        return {};
    return kArt + QStringLiteral("slates/%1_%2.svg").arg(slateStyleId(style)).arg(standing);
}

QString CardTheme::bollernFile() {
    return kArt + QStringLiteral("slates/bollern.svg");
}

QString CardTheme::tableFile(TablePiece piece) {
    switch (piece) {
    case TablePiece::Felt:
        return kArt + QStringLiteral("table/felt.svg");
    case TablePiece::Wood:
        return kArt + QStringLiteral("table/wood.svg");
    case TablePiece::Seat:
        return kArt + QStringLiteral("table/seat.svg");
    case TablePiece::Coins:
        return kArt + QStringLiteral("table/coins.svg");
    case TablePiece::ScorePad:
        return kArt + QStringLiteral("table/scorepad.svg");
    }
    return {};
}

QString CardTheme::tablePieceName(TablePiece piece) {
    switch (piece) {
    case TablePiece::Felt:
        return tr("Felt");
    case TablePiece::Wood:
        return tr("Wood");
    case TablePiece::Seat:
        return tr("Seat plate");
    case TablePiece::Coins:
        return tr("Coins");
    case TablePiece::ScorePad:
        return tr("Score pad");
    }
    return {};
}

QSize CardTheme::cardSize(int width) {
    return {width, static_cast<int>(std::lround(width * kCardAspect))};
}

QSvgRenderer* CardTheme::renderer(const QString& file) {
    auto it = renderers_.find(file);
    if (it != renderers_.end())
        return it->get();
    auto r = std::make_shared<QSvgRenderer>(file);
    if (!r->isValid())
        r.reset();
    // Installed themes can be several MB each: keep few of them loaded.
    if (!file.startsWith(kArt)) {
        for (auto i = renderers_.begin(); i != renderers_.end();) {
            if (!i.key().startsWith(kArt))
                i = renderers_.erase(i);
            else
                ++i;
        }
    }
    renderers_.insert(file, r);
    return r.get();
}

QPixmap CardTheme::render(const ArtSource& src, int width, qreal dpr, QSize box) {
    if (!src.isValid() || width <= 0 || dpr <= 0)
        return {};
    const QString key = QStringLiteral("%1#%2@%3:%4x%5*%6")
                            .arg(src.file, src.elementId)
                            .arg(width)
                            .arg(box.width())
                            .arg(box.height())
                            .arg(dpr);
    if (const QPixmap* hit = pixmaps_.object(key))
        return *hit;
    QSvgRenderer* r = renderer(src.file);
    if (!r)
        return {};
    QSizeF source;
    if (src.elementId.isEmpty()) {
        source = r->viewBoxF().size();
    } else {
        if (!r->elementExists(src.elementId))
            return {};
        source = r->boundsOnElement(src.elementId).size();
    }
    if (source.isEmpty())
        return {};
    QSize logical;
    QRectF target;
    if (box.isValid()) {
        logical = box;
        const QSizeF fitted = source.scaled(QSizeF(box), Qt::KeepAspectRatio);
        target = QRectF(QPointF((box.width() - fitted.width()) / 2.0, (box.height() - fitted.height()) / 2.0), fitted);
    } else {
        logical = QSize(width, static_cast<int>(std::lround(width * source.height() / source.width())));
        target = QRectF(QPointF(0, 0), QSizeF(logical));
    }
    QImage img(physical(logical.width(), dpr), physical(logical.height(), dpr), QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    img.setDevicePixelRatio(dpr);
    {
        QPainter p(&img);
        p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
        if (src.elementId.isEmpty())
            r->render(&p, target);
        else
            r->render(&p, src.elementId, target);
    }
    QPixmap pm = QPixmap::fromImage(img);
    pm.setDevicePixelRatio(dpr);
    pixmaps_.insert(key, new QPixmap(pm), std::max<qsizetype>(1, img.sizeInBytes() / 1024));
    return pm;
}

bool CardTheme::drawable(const ArtSource& src) {
    if (!src.isValid())
        return false;
    if (src.elementId.isEmpty())
        return true;
    // An installed theme is drawn only where QtSvg measures its cards as cards: upright, and
    // shaped like the theme's back. (Some themes build their cards from <use> references whose
    // extent QtSvg does not measure; they would come out as squashed slivers.)
    QSvgRenderer* r = renderer(src.file);
    if (!r || !r->elementExists(src.elementId) || !r->elementExists(QStringLiteral("back")))
        return false;
    const QRectF back = r->boundsOnElement(QStringLiteral("back"));
    const QRectF e = r->boundsOnElement(src.elementId);
    if (back.isEmpty() || e.isEmpty())
        return false;
    const double backAspect = back.height() / back.width();
    const double aspect = e.height() / e.width();
    return backAspect > 1.15 && backAspect < 1.85 && std::abs(aspect - backAspect) < 0.1 * backAspect;
}

QPixmap CardTheme::card(const QString& style, const Pack& pack, Card c, int width, qreal dpr) {
    const ArtSource src = cardSource(style, pack, c);
    if (!drawable(src))
        return {};
    // Installed themes have their own proportions: fit them into our 2:3 card box.
    return access::CardLook::decorate(render(src, width, dpr, src.elementId.isEmpty() ? QSize() : cardSize(width)),
                                      pack, c); // suit marks, high contrast (unchanged when off)
}

QPixmap CardTheme::back(int n, int width, qreal dpr) {
    if (n < 1 || n > kBackCount)
        return {};
    return render({backFile(n), {}}, width, dpr);
}

QPixmap CardTheme::shownOverlay(int width, qreal dpr) {
    return render({shownFile(), {}}, width, dpr);
}

QPixmap CardTheme::shownCard(const QString& style, const Pack& pack, Card c, int width, qreal dpr) {
    QPixmap face = card(style, pack, c, width, dpr);
    const QPixmap mark = shownOverlay(width, dpr);
    if (face.isNull() || mark.isNull())
        return face;
    QPixmap out = face.copy();
    out.setDevicePixelRatio(dpr);
    QPainter p(&out);
    p.drawPixmap(QRectF(QPointF(0, 0), QSizeF(cardSize(width))), mark, QRectF(mark.rect()));
    return out;
}

QPixmap CardTheme::slate(Slate style, int standing, int width, qreal dpr) {
    const QString strokes = slateFile(style, standing);
    if (strokes.isEmpty() || width <= 0)
        return {};
    const QString key = QStringLiteral("slate:%1@%2*%3").arg(strokes).arg(width).arg(dpr);
    if (const QPixmap* hit = pixmaps_.object(key))
        return *hit;
    const QPixmap frame = render({slateFrameFile(), {}}, width, dpr);
    const double scale = width / kFrameWidth;
    const QRectF board(kBoard.x() * scale, kBoard.y() * scale, kBoard.width() * scale, kBoard.height() * scale);
    QSvgRenderer* r = renderer(strokes);
    if (frame.isNull() || !r)
        return {};
    QPixmap out = frame.copy();
    out.setDevicePixelRatio(dpr);
    {
        QPainter p(&out);
        p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        r->render(&p, board);
    }
    pixmaps_.insert(key, new QPixmap(out),
                    std::max<qsizetype>(1, static_cast<qsizetype>(out.width()) * out.height() * 4 / 1024));
    return out;
}

QPixmap CardTheme::bollern(int width, qreal dpr) {
    return render({bollernFile(), {}}, width, dpr);
}

QPixmap CardTheme::table(TablePiece piece, int width, qreal dpr) {
    return render({tableFile(piece), {}}, width, dpr);
}

QIcon CardTheme::appIcon() {
    QIcon icon;
    QSvgRenderer r(kArt + QStringLiteral("icon/stammtisch.svg"));
    if (!r.isValid())
        return icon;
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256, 512}) {
        QImage img(size, size, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::transparent);
        {
            QPainter p(&img);
            p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
            r.render(&p, QRectF(0, 0, size, size));
        }
        icon.addPixmap(QPixmap::fromImage(img));
    }
    return icon;
}

void CardTheme::clear() {
    pixmaps_.clear();
    renderers_.clear();
}

} // namespace st::ui
