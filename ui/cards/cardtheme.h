// Card, back, slate and table images: maps core cards to the SVG art compiled in
// under :/art (see resources/art/README.md) or to an installed KDE card theme,
// and renders them into pixmaps cached per (image, size, device pixel ratio).
#pragma once

#include "cards.h"

#include <QCache>
#include <QCoreApplication>
#include <QHash>
#include <QIcon>
#include <QList>
#include <QPixmap>
#include <QString>

#include <memory>

class QSvgRenderer;

namespace st::ui {

/// One way to draw the cards of a pack.
struct DeckStyle {
    QString id;             ///< "german", "french", "french4", "cego" or "kde:<folder>"
    QString name;           ///< user-visible name
    bool installed = false; ///< from an installed KDE card theme, not our own art
};

/// Where the picture of one card comes from: an SVG file, optionally one element of it.
struct ArtSource {
    QString file;      ///< resource path or file path; empty if there is no picture
    QString elementId; ///< element of an installed theme; empty for a whole file
    bool isValid() const { return !file.isEmpty(); }
};

class CardTheme {
    Q_DECLARE_TR_FUNCTIONS(CardTheme)

  public:
    /// Width:height of every card picture (2:3; installed themes are fitted into it).
    static constexpr double kCardAspect = 1.5;
    /// Number of card backs (back1 .. back3).
    static constexpr int kBackCount = 3;

    enum class Slate { XII, III, Seven, XX };
    static constexpr int kSlateStyles = 4;
    enum class TablePiece { Felt, Wood, Seat, Coins, ScorePad };
    static constexpr int kTablePieces = 5;

    /// The shared theme of the GUI thread (its caches are not thread-safe).
    static CardTheme& instance();

    /// The styles a pack can be drawn in, our own first, then installed themes.
    static QList<DeckStyle> styles(PackKind kind);
    /// Our own built-in styles only.
    static QList<DeckStyle> builtInStyles(PackKind kind);
    static QString defaultStyle(PackKind kind);
    static QString packName(PackKind kind);

    /// The picture source of a card in a style; invalid if the style does not fit the pack.
    static ArtSource cardSource(const QString& style, const Pack& pack, Card c);
    static QString backFile(int n);  ///< n = 1 .. kBackCount
    static QString shownFile();      ///< the "shown to everybody" overlay
    static QString slateFrameFile(); ///< the framed, empty slate
    static QString slateFile(Slate style, int standing);
    static QString bollernFile();
    static QString tableFile(TablePiece piece);
    static QString slateStyleId(Slate style); ///< "xii", "iii", "seven", "xx"
    static QString slateName(Slate style);
    static QString tablePieceName(TablePiece piece);
    /// Strokes of a full slate of the style: 7, 7, 7 and 10.
    static int slateStrokes(Slate style);
    /// The slate picture chosen in the preferences for seven strokes (XII by default, as
    /// dreeg.txt calls it the commonest; III and the crossed seven are the other tables' ways).
    Slate slatePicture() const { return slatePicture_; }
    void setSlatePicture(Slate style) { slatePicture_ = style == Slate::XX ? Slate::XII : style; }
    /// The picture a slate of `strokes` full strokes is drawn in: XX for ten, else the chosen one.
    Slate slateFor(int strokes) const { return strokes > 7 ? Slate::XX : slatePicture_; }

    /// Pixel size of a card picture of the given logical width.
    static QSize cardSize(int width);

    /// Whether the picture can be drawn: a file of our own, or an element of an installed theme
    /// that exists and has the shape of a card.
    bool drawable(const ArtSource& src);
    /// A card face, width logical pixels wide, rendered for the device pixel ratio.
    /// A null pixmap if the style has no picture for the card.
    QPixmap card(const QString& style, const Pack& pack, Card c, int width, qreal dpr = 1.0);
    QPixmap back(int n, int width, qreal dpr = 1.0);
    /// The transparent "shown" marker overlay, card-sized.
    QPixmap shownOverlay(int width, qreal dpr = 1.0);
    /// A card with the "shown" overlay on it.
    QPixmap shownCard(const QString& style, const Pack& pack, Card c, int width, qreal dpr = 1.0);
    /// A framed slate with `standing` strokes of the style left (0 .. slateStrokes()).
    /// The frame is 4:3; width is the frame's width.
    QPixmap slate(Slate style, int standing, int width, qreal dpr = 1.0);
    /// One Bollern blob (square).
    QPixmap bollern(int width, qreal dpr = 1.0);
    /// A table piece at its own aspect ratio.
    QPixmap table(TablePiece piece, int width, qreal dpr = 1.0);

    /// Any SVG (file or one element of it) rendered width logical pixels wide at its own aspect
    /// ratio, or fitted and centred into `box` if box is valid. Cached.
    QPixmap render(const ArtSource& src, int width, qreal dpr = 1.0, QSize box = {});

    /// The application icon, with pixmaps for the usual sizes.
    static QIcon appIcon();

    /// Drops every cached pixmap and renderer.
    void clear();

  private:
    Slate slatePicture_ = Slate::XII;
    CardTheme();
    QSvgRenderer* renderer(const QString& file);

    QCache<QString, QPixmap> pixmaps_;
    QHash<QString, std::shared_ptr<QSvgRenderer>> renderers_;
};

} // namespace st::ui
