// Card themes installed by KDE games (Debian: kdegames-card-data-kf5), offered as
// extra decks for the 24- and 20-card packs. Each theme is a folder
// <GenericDataLocation>/carddecks/<folder>/ with an index.desktop (Name, SVG) and
// one SVG holding every card as an element ("1_club", "king_heart", "back", ...).
// The application works the same without any of them.
#pragma once

#include "cards.h"

#include <QList>
#include <QString>

namespace st::ui {

struct InstalledDeck {
    QString folder;      ///< folder name, e.g. "svg-dondorf"; the style id is "kde:" + folder
    QString name;        ///< Name from index.desktop, localised where a translation is given
    QString svgFile;     ///< absolute path of the SVG (or SVGZ) file
    bool german = false; ///< German-suited faces (e.g. "XSkat German"); French otherwise
};

class InstalledDecks {
  public:
    /// The themes found, sorted by name; scanned once, then cached.
    static const QList<InstalledDeck>& all();
    /// Scans the data folders again (e.g. after installing a theme).
    static void rescan();
    static const InstalledDeck* find(const QString& folder);
    /// Reads one index.desktop; false (deck untouched) if it names no existing SVG file.
    static bool readIndex(const QString& indexFile, InstalledDeck& deck);
    /// The element id of a card of the German24/Schnapsen20 packs in a KDE theme, using the
    /// mapping Eichel=club, Laub=spade, Herz=heart, Schellen=diamond, Ober=queen, Unter=jack.
    /// Empty for cards of other packs.
    static QString elementId(const Pack& pack, Card c);
    static QString backElementId() { return QStringLiteral("back"); }
};

} // namespace st::ui
