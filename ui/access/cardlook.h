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
    /// High contrast is on: the table, the cards, the seats' plates, the action bar and the side
    /// panel in the contrast palette below.
    static bool highContrast();
    /// The contrast palette: a black ground, white ink, yellow for what calls for attention (the mat's
    /// edge, whose turn it is, the dealer, the side panel's heading).
    static QColor contrastGround() { return QColor(0, 0, 0); }
    static QColor contrastInk() { return QColor(0xff, 0xff, 0xff); }
    static QColor contrastAccent() { return QColor(0xff, 0xd8, 0x00); }
    /// Large cards are wanted: the table lays the hand and the trick out as large as it has room for
    /// (TableScene::computeGeometry), up to twice their usual size.
    static bool largeCards();
    /// The widest a large hand's cards may be, whose usual width is `usual`, on a table `H` high:
    /// twice the usual, the hand taking at most 30 % of the height.
    static int largeHandRoom(int usual, double H);
};

} // namespace st::ui::access
