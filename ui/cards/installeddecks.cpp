#include "installeddecks.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>
#include <QTextStream>

#include <algorithm>

namespace st::ui {

namespace {

QList<InstalledDeck> scan() {
    QList<InstalledDeck> decks;
    const QStringList roots = QStandardPaths::locateAll(QStandardPaths::GenericDataLocation,
                                                        QStringLiteral("carddecks"), QStandardPaths::LocateDirectory);
    for (const QString& root : roots) {
        const QDir dir(root);
        for (const QString& folder : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            // A theme found in an earlier (higher-priority) data folder wins.
            if (std::any_of(decks.cbegin(), decks.cend(), [&](const InstalledDeck& d) { return d.folder == folder; }))
                continue;
            InstalledDeck deck;
            deck.folder = folder;
            if (InstalledDecks::readIndex(dir.filePath(folder + QStringLiteral("/index.desktop")), deck))
                decks.append(deck);
        }
    }
    std::sort(decks.begin(), decks.end(), [](const InstalledDeck& a, const InstalledDeck& b) {
        return QString::localeAwareCompare(a.name, b.name) < 0;
    });
    return decks;
}

QList<InstalledDeck>& cache() {
    static QList<InstalledDeck> decks = scan();
    return decks;
}

} // namespace

const QList<InstalledDeck>& InstalledDecks::all() {
    return cache();
}

void InstalledDecks::rescan() {
    cache() = scan();
}

const InstalledDeck* InstalledDecks::find(const QString& folder) {
    for (const InstalledDeck& d : all())
        if (d.folder == folder)
            return &d;
    return nullptr;
}

bool InstalledDecks::readIndex(const QString& indexFile, InstalledDeck& deck) {
    QFile f(indexFile);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return false;
    // The desktop-entry format: [groups], key=value lines, localised keys as Name[de].
    const QLocale locale;
    const QString lang = locale.name();                             // e.g. de_DE
    const QString shortLang = lang.section(QLatin1Char('_'), 0, 0); // e.g. de
    QString name, localName, shortName, svg;
    bool inGroup = false;
    QTextStream in(&f);
    while (!in.atEnd()) {
        const QString line = in.readLine().trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        if (line.startsWith(QLatin1Char('['))) {
            inGroup = line == QLatin1String("[KDE Backdeck]") || line == QLatin1String("[KDE Cards]");
            continue;
        }
        if (!inGroup)
            continue;
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        if (eq <= 0)
            continue;
        const QString key = line.left(eq).trimmed();
        const QString value = line.mid(eq + 1).trimmed();
        if (key == QLatin1String("Name"))
            name = value;
        else if (key == QStringLiteral("Name[%1]").arg(lang))
            localName = value;
        else if (key == QStringLiteral("Name[%1]").arg(shortLang))
            shortName = value;
        else if (key == QLatin1String("SVG"))
            svg = value;
    }
    if (name.isEmpty() || svg.isEmpty())
        return false;
    const QString svgPath = QFileInfo(indexFile).dir().filePath(svg);
    if (!QFileInfo(svgPath).isFile())
        return false;
    deck.svgFile = svgPath;
    deck.name = !localName.isEmpty() ? localName : !shortName.isEmpty() ? shortName : name;
    deck.german = deck.folder.contains(QLatin1String("german"), Qt::CaseInsensitive) ||
                  name.contains(QLatin1String("german"), Qt::CaseInsensitive);
    return true;
}

QString InstalledDecks::elementId(const Pack& pack, Card c) {
    if (pack.kind() != PackKind::German24 && pack.kind() != PackKind::Schnapsen20)
        return {};
    if (!has(pack.all(), c))
        return {};
    static const char* const suits[4] = {"club", "spade", "heart", "diamond"};     // E L H S
    static const char* const ranks[6] = {"1", "10", "king", "queen", "jack", "9"}; // A 10 K O U 9
    return QStringLiteral("%1_%2").arg(QLatin1String(ranks[Pack::germanRank(c)]), QLatin1String(suits[pack.suit(c)]));
}

} // namespace st::ui
