// How the access preferences change the look of the cards and the table (AccessPrefs::current()):
// suit marks (each card's suit as a coloured letter at its left edge and, turned, at its right, so
// that bells and acorns are told apart at a glance at small sizes, as a four-colour pack does for
// the French suits), a high-contrast table (plain black, the card mat outlined in yellow) with
// outlined cards, and large cards (the layout's scale). With every mode off nothing is changed.
#pragma once

#include "cards.h"

#include <QColor>
#include <QCoreApplication>
#include <QPixmap>
#include <QRectF>

class QPainter;

namespace st::ui::access {

class CardLook {
    Q_DECLARE_TR_FUNCTIONS(CardLook)

  public:
    /// The mark's colour of a suit: German hearts red, leaves green, bells golden yellow, acorns
    /// black-brown; French (Cego) hearts red, diamonds blue, clubs green, spades black, trumps violet.
    static QColor suitColour(const Pack& pack, int suit);
    /// The mark's letter: the suit's initial in the language of the day.
    static QString suitLetter(const Pack& pack, int suit);
    /// The face `face` of card `c` as the preferences want it (the same pixmap when suit marks and
    /// high contrast are off).
    static QPixmap decorate(const QPixmap& face, const Pack& pack, Card c);
    /// Paints the high-contrast table onto `p` (the whole `table`, its `mat`); false (and nothing
    /// painted) when high contrast is off.
    static bool paintTable(QPainter& p, const QRectF& table, const QRectF& mat);
    /// The width of the cards on the mat (the trick) for a table of W x H whose usual width is
    /// `width`: with large cards larger, as far as the mat keeps room for the plates round the
    /// trick; else `width`.
    static int largeCardWidth(int width, double W, double H);
    /// The width of the cards in the hand (`width` as laid out, `usual` without large cards): with
    /// large cards up to twice the usual, the hand taking at most about a third of the height.
    static int largeHandWidth(int width, int usual, double H);
};

} // namespace st::ui::access
