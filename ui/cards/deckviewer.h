// View ▸ Card decks: every card of every pack in a chosen style, the backs, the
// slates and the table pieces, at a chosen size.
#pragma once

#include <QDialog>
#include <QPalette>
#include <QString>

class QComboBox;
class QLabel;
class QListWidget;
class QSlider;
class QTimer;

namespace st::ui {

class DeckViewer : public QDialog {
    Q_OBJECT

  public:
    /// What the viewer shows; the first three are the card packs.
    enum class Page { German24, Schnapsen20, Cego54, Backs, Slates, Table };
    static constexpr int kPages = 6;
    static constexpr int kMinWidth = 40;
    static constexpr int kMaxWidth = 300;

    explicit DeckViewer(QWidget* parent = nullptr);

    void setPage(Page page);
    Page page() const { return page_; }
    /// Chooses a deck style by id (see CardTheme::styles); false if the page has no such style.
    bool setStyle(const QString& id);
    QString style() const;
    /// Card width in logical pixels, clamped to kMinWidth..kMaxWidth; redraws at once.
    void setCardWidth(int width);
    int cardWidth() const;
    /// How many pictures the viewer shows now.
    int imageCount() const;
    /// How many pictures the viewer shows that could not be drawn (should be none).
    int missingCount() const { return missing_; }
    static QString pageName(Page page);

  private:
    void rebuild();
    void fillStyles();
    void addImage(const QPixmap& pm, const QString& text, const QString& toolTip);

    Page page_ = Page::German24;
    int missing_ = 0;
    QString germanStyle_;
    QPalette feltPalette_;  ///< the cards lie on the felt
    QPalette tablePalette_; ///< the table pieces on a plain dark ground
    QComboBox* pageBox_ = nullptr;
    QComboBox* styleBox_ = nullptr;
    QSlider* size_ = nullptr;
    QLabel* sizeLabel_ = nullptr;
    QListWidget* list_ = nullptr;
    QLabel* note_ = nullptr;
    QTimer* redraw_ = nullptr;
};

} // namespace st::ui
