// Writes PNG screenshots of the deck viewer (View ▸ Card decks) for every pack and
// built-in style, at 60 px and at 300 px card width. Run offscreen by
// tools/screenshots/screenshots.sh, which writes into docs/screenshots/.
#include "cards/cardtheme.h"
#include "cards/deckviewer.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QImage>
#include <QListWidget>
#include <QScrollBar>
#include <QTextStream>

#include <cstdio>

namespace {

using st::ui::DeckViewer;

struct Shot {
    DeckViewer::Page page;
    QString pageId;
    QString style; // empty: the page has no style choice
};

void settle() {
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
}

bool save(QWidget& w, const QString& file, QTextStream& log) {
    QImage img = w.grab().toImage().convertToFormat(QImage::Format_RGB32);
    if (!img.save(file, "PNG", 9)) {
        log << "cannot write " << file << "\n";
        return false;
    }
    log << file << " " << img.width() << "x" << img.height() << " " << QFileInfo(file).size() / 1024 << " KiB\n";
    return true;
}

} // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("stammtisch-screenshots"));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Screenshots of the Stammtisch deck viewer."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("dir"), QStringLiteral("Folder for the PNG files."));
    QCommandLineOption installed(QStringLiteral("installed"),
                                 QStringLiteral("Also shoot the installed KDE card themes (not committed)."));
    parser.addOption(installed);
    QCommandLineOption firstOnly(QStringLiteral("first-page"),
                                 QStringLiteral("At 300 px, only the first screenful of every page."));
    parser.addOption(firstOnly);
    parser.process(app);
    const QStringList args = parser.positionalArguments();
    QTextStream log(stdout);
    if (args.size() != 1) {
        parser.showHelp(2);
    }
    QDir out(args.first());
    if (!out.mkpath(QStringLiteral("."))) {
        log << "cannot create " << args.first() << "\n";
        return 1;
    }

    QList<Shot> shots;
    for (const auto& s : st::ui::CardTheme::builtInStyles(st::PackKind::German24))
        shots.append({DeckViewer::Page::German24, QStringLiteral("german24"), s.id});
    shots.append({DeckViewer::Page::Schnapsen20, QStringLiteral("schnapsen20"), QStringLiteral("german")});
    shots.append({DeckViewer::Page::Cego54, QStringLiteral("cego54"), QStringLiteral("cego")});
    shots.append({DeckViewer::Page::Backs, QStringLiteral("backs"), QStringLiteral("german")});
    shots.append({DeckViewer::Page::Slates, QStringLiteral("slates"), QString()});
    shots.append({DeckViewer::Page::Table, QStringLiteral("table"), QString()});
    if (parser.isSet(installed))
        for (const auto& s : st::ui::CardTheme::styles(st::PackKind::German24))
            if (s.installed)
                shots.append({DeckViewer::Page::German24, QStringLiteral("german24"), s.id});

    const bool firstPageOnly = parser.isSet(firstOnly);
    bool ok = true;
    for (const Shot& shot : shots) {
        for (int width : {60, 300}) {
            DeckViewer viewer;
            viewer.setPage(shot.page);
            if (!shot.style.isEmpty() && !viewer.setStyle(shot.style)) {
                log << "no style " << shot.style << "\n";
                ok = false;
                continue;
            }
            viewer.setCardWidth(width);
            if (viewer.missingCount() != 0) {
                log << shot.pageId << " " << shot.style << ": " << viewer.missingCount() << " pictures missing\n";
                ok = false;
            }
            const QString base =
                QStringLiteral("deck-%1%2-%3px")
                    .arg(shot.pageId,
                         shot.style.isEmpty()
                             ? QString()
                             : QLatin1Char('-') + QString(shot.style).replace(QLatin1Char(':'), QLatin1Char('-')))
                    .arg(width);
            auto* list = viewer.findChild<QListWidget*>(QStringLiteral("deckList"));
            viewer.show();
            if (width < 100) {
                // Small cards: one picture with everything, the dialog grown until nothing scrolls.
                viewer.resize(1000, 320);
                settle();
                for (int i = 0; i < 40 && list->verticalScrollBar()->maximum() > 0; ++i) {
                    viewer.resize(viewer.width(), viewer.height() + list->verticalScrollBar()->maximum() + 4);
                    settle();
                }
                ok = save(viewer, out.filePath(base + QStringLiteral(".png")), log) && ok;
            } else {
                // Large cards: a normal-sized dialog, one picture per screenful, scrolling down.
                viewer.resize(1340, 1080);
                settle();
                QScrollBar* bar = list->verticalScrollBar();
                // Whole rows per screenful; the card packs are shot completely, the other pages once.
                const int row = list->gridSize().height();
                const int step = std::max(1, list->viewport()->height() / row) * row;
                const bool pack = shot.page == DeckViewer::Page::German24 ||
                                  shot.page == DeckViewer::Page::Schnapsen20 || shot.page == DeckViewer::Page::Cego54;
                int page = 1;
                for (int pos = 0;; pos += step, ++page) {
                    bar->setValue(pos);
                    settle();
                    ok = save(viewer, out.filePath(base + QStringLiteral("-%1.png").arg(page)), log) && ok;
                    if (pos >= bar->maximum() || !pack || firstPageOnly)
                        break;
                }
            }
        }
    }
    return ok ? 0 : 1;
}
