#include "cards/deckviewer.h"

#include "cards/cardtheme.h"
#include "text/wording.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QSlider>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace st::ui {

namespace {

constexpr int kDefaultWidth = 100;
constexpr double kCardUnits = 240.0; // the card's width in SVG units; all art shares that scale

int scaled(double units, int cardWidth) {
    return static_cast<int>(std::lround(units * cardWidth / kCardUnits));
}

PackKind packOf(DeckViewer::Page page) {
    switch (page) {
    case DeckViewer::Page::Schnapsen20:
        return PackKind::Schnapsen20;
    case DeckViewer::Page::Cego54:
        return PackKind::Cego54;
    default:
        return PackKind::German24;
    }
}

bool isPack(DeckViewer::Page page) {
    return page == DeckViewer::Page::German24 || page == DeckViewer::Page::Schnapsen20 ||
           page == DeckViewer::Page::Cego54;
}

} // namespace

QString DeckViewer::pageName(Page page) {
    switch (page) {
    case Page::German24:
        return CardTheme::packName(PackKind::German24);
    case Page::Schnapsen20:
        return CardTheme::packName(PackKind::Schnapsen20);
    case Page::Cego54:
        return CardTheme::packName(PackKind::Cego54);
    case Page::Backs:
        return tr("Backs and the shown marker");
    case Page::Slates:
        return tr("Dreeg slates");
    case Page::Table:
        return tr("Table");
    }
    return {};
}

DeckViewer::DeckViewer(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("deckViewer"));
    setWindowTitle(tr("Card decks"));
    germanStyle_ = CardTheme::defaultStyle(PackKind::German24);

    pageBox_ = new QComboBox(this);
    pageBox_->setObjectName(QStringLiteral("packBox"));
    for (int i = 0; i < kPages; ++i)
        pageBox_->addItem(pageName(static_cast<Page>(i)), i);
    styleBox_ = new QComboBox(this);
    styleBox_->setObjectName(QStringLiteral("styleBox"));
    styleBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    size_ = new QSlider(Qt::Horizontal, this);
    size_->setObjectName(QStringLiteral("sizeSlider"));
    size_->setRange(kMinWidth, kMaxWidth);
    size_->setSingleStep(5);
    size_->setPageStep(20);
    size_->setValue(kDefaultWidth);
    size_->setMinimumWidth(160);
    sizeLabel_ = new QLabel(this);
    sizeLabel_->setMinimumWidth(QFontMetrics(sizeLabel_->font()).horizontalAdvance(tr("%1 px").arg(888)));

    auto* pageLabel = new QLabel(tr("&Pack:"), this);
    pageLabel->setBuddy(pageBox_);
    auto* styleLabel = new QLabel(tr("&Style:"), this);
    styleLabel->setBuddy(styleBox_);
    auto* widthLabel = new QLabel(tr("Card &width:"), this);
    widthLabel->setBuddy(size_);

    auto* controls = new QHBoxLayout;
    controls->addWidget(pageLabel);
    controls->addWidget(pageBox_);
    controls->addSpacing(12);
    controls->addWidget(styleLabel);
    controls->addWidget(styleBox_);
    controls->addSpacing(12);
    controls->addWidget(widthLabel);
    controls->addWidget(size_, 1);
    controls->addWidget(sizeLabel_);

    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("deckList"));
    list_->setViewMode(QListView::IconMode);
    list_->setMovement(QListView::Static);
    list_->setResizeMode(QListView::Adjust);
    list_->setWrapping(true);
    list_->setWordWrap(true);
    list_->setSpacing(6);
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    // The cards lie on the felt of the table.
    const QPixmap felt = CardTheme::instance().table(CardTheme::TablePiece::Felt, 256);
    feltPalette_ = list_->palette();
    feltPalette_.setColor(QPalette::Text, QColor(0xf4, 0xec, 0xd8));
    tablePalette_ = feltPalette_;
    tablePalette_.setColor(QPalette::Base, QColor(0x3b, 0x35, 0x30));
    if (!felt.isNull())
        feltPalette_.setBrush(QPalette::Base, QBrush(felt));

    note_ = new QLabel(this);
    note_->setObjectName(QStringLiteral("noteLabel"));
    note_->setWordWrap(true);
    note_->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(list_, 1);
    layout->addWidget(note_);
    layout->addWidget(buttons);

    redraw_ = new QTimer(this);
    redraw_->setSingleShot(true);
    redraw_->setInterval(60);
    connect(redraw_, &QTimer::timeout, this, &DeckViewer::rebuild);

    connect(pageBox_, &QComboBox::currentIndexChanged, this,
            [this](int index) { setPage(static_cast<Page>(pageBox_->itemData(index).toInt())); });
    connect(styleBox_, &QComboBox::currentIndexChanged, this, [this](int) {
        if (page_ != Page::Cego54 && styleBox_->isEnabled())
            germanStyle_ = style();
        rebuild();
    });
    connect(size_, &QSlider::valueChanged, this, [this](int v) {
        sizeLabel_->setText(tr("%1 px").arg(v));
        redraw_->start(); // drawing follows the slider once it rests for a moment
    });

    sizeLabel_->setText(tr("%1 px").arg(size_->value()));
    fillStyles();
    rebuild();
    resize(980, 720);
}

void DeckViewer::setPage(Page page) {
    page_ = page;
    {
        const QSignalBlocker block(pageBox_);
        pageBox_->setCurrentIndex(pageBox_->findData(static_cast<int>(page)));
    }
    fillStyles();
    rebuild();
}

void DeckViewer::fillStyles() {
    const QSignalBlocker block(styleBox_);
    styleBox_->clear();
    const bool cards = isPack(page_) || page_ == Page::Backs; // the backs page shows a marked card
    styleBox_->setEnabled(cards);
    if (!cards) {
        styleBox_->addItem(tr("(not applicable)"), QString());
        return;
    }
    const PackKind kind = packOf(page_);
    for (const DeckStyle& s : CardTheme::styles(kind))
        styleBox_->addItem(s.name, s.id);
    const QString want = kind == PackKind::Cego54 ? CardTheme::defaultStyle(kind) : germanStyle_;
    const int i = styleBox_->findData(want);
    styleBox_->setCurrentIndex(i >= 0 ? i : 0);
}

bool DeckViewer::setStyle(const QString& id) {
    const int i = styleBox_->findData(id);
    if (i < 0 || !styleBox_->isEnabled())
        return false;
    styleBox_->setCurrentIndex(i); // rebuilds through the signal if it changed
    if (page_ != Page::Cego54)
        germanStyle_ = id;
    return true;
}

QString DeckViewer::style() const {
    return styleBox_->currentData().toString();
}

void DeckViewer::setCardWidth(int width) {
    size_->setValue(std::clamp(width, kMinWidth, kMaxWidth));
    redraw_->stop();
    rebuild();
}

int DeckViewer::cardWidth() const {
    return size_->value();
}

int DeckViewer::imageCount() const {
    return list_->count();
}

void DeckViewer::addImage(const QPixmap& pm, const QString& text, const QString& toolTip) {
    auto* item = new QListWidgetItem(list_);
    if (pm.isNull())
        ++missing_;
    item->setIcon(QIcon(pm));
    item->setText(text);
    item->setToolTip(toolTip);
    item->setTextAlignment(Qt::AlignHCenter | Qt::AlignTop);
}

void DeckViewer::rebuild() {
    list_->clear();
    list_->setPalette(feltPalette_);
    missing_ = 0;
    CardTheme& theme = CardTheme::instance();
    const qreal dpr = devicePixelRatioF();
    const int w = cardWidth();
    QSize icon = CardTheme::cardSize(w);
    const QString st = style();
    if (isPack(page_)) {
        const Pack& pack = Pack::get(packOf(page_));
        for (Card c : cardsOf(pack.all()))
            addImage(theme.card(st, pack, c, w, dpr), QString::fromStdString(pack.code(c)),
                     text::Wording::cardName(pack, c));
    } else if (page_ == Page::Backs) {
        for (int n = 1; n <= CardTheme::kBackCount; ++n)
            addImage(theme.back(n, w, dpr), tr("Back %1").arg(n), tr("Card back %1").arg(n));
        const Pack& pack = Pack::get(PackKind::German24);
        const Card trump = Pack::german(2, Pack::Ace);
        addImage(theme.shownCard(st, pack, trump, w, dpr), tr("Shown"),
                 tr("%1 shown to everybody (trump indicator, exposed card)").arg(text::Wording::cardName(pack, trump)));
    } else if (page_ == Page::Slates) {
        const int sw = scaled(400, w);
        icon = QSize(sw, scaled(300, w));
        for (int s = 0; s < CardTheme::kSlateStyles; ++s) {
            const auto slate = static_cast<CardTheme::Slate>(s);
            for (int n = CardTheme::slateStrokes(slate); n >= 0; --n)
                addImage(theme.slate(slate, n, sw, dpr), tr("%1: %2").arg(CardTheme::slateName(slate)).arg(n),
                         tr("Slate %1 with %2 strokes standing").arg(CardTheme::slateName(slate)).arg(n));
        }
        addImage(theme.bollern(scaled(80, w), dpr), tr("Bollern"), tr("A Bollern blob"));
    } else {
        list_->setPalette(tablePalette_); // a plain table, so that the felt tile shows
        icon = QSize(scaled(256, w), scaled(256, w));
        for (int t = 0; t < CardTheme::kTablePieces; ++t) {
            const auto piece = static_cast<CardTheme::TablePiece>(t);
            addImage(theme.table(piece,
                                 piece == CardTheme::TablePiece::Seat ? scaled(220, w)
                                 : piece == CardTheme::TablePiece::Coins || piece == CardTheme::TablePiece::ScorePad
                                     ? scaled(160, w)
                                     : scaled(256, w),
                                 dpr),
                     CardTheme::tablePieceName(piece), CardTheme::tablePieceName(piece));
        }
    }
    note_->setVisible(missing_ > 0);
    note_->setText(tr("%n picture(s) cannot be drawn in this style: the theme is missing them or Qt cannot "
                      "render its drawing of them.",
                      "", missing_));
    list_->setIconSize(icon);
    const QFontMetrics fm(list_->font());
    const int textWidth = std::max(icon.width(), fm.horizontalAdvance(QStringLiteral("XX (for ten): 10")) / 2);
    list_->setGridSize(QSize(std::max(icon.width(), textWidth) + 14, icon.height() + 2 * fm.height() + 12));
}

} // namespace st::ui
