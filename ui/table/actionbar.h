// The action bar just above the hand: the small, frequent decisions as big
// buttons in the game's own words with a short gloss ("Aus! — go out").
#pragma once

#include <QWidget>

#include <functional>

class QHBoxLayout;
class QLabel;
class QPushButton;

namespace st::ui {

class ActionBar : public QWidget {
    Q_OBJECT

  public:
    explicit ActionBar(QWidget* parent = nullptr);
    void clear();
    void setPrompt(const QString& text);
    /// A button; objectName lets tests and accessibility find it. Tab reaches it, and Enter,
    /// Return or Space press it when it has the keyboard focus (shown by a ring).
    QPushButton* addButton(const QString& text, const QString& toolTip, const QString& objectName,
                           std::function<void()> onClick, bool primary = false);
    bool isEmpty() const;
    /// The usual step's button (drawing, going out with enough points), if the bar has one.
    QPushButton* primaryButton() const;
    /// Where the bar sits: centred on this rectangle, as wide as it or wider
    /// when its buttons and prompt need it (never wider than the parent).
    void setArea(const QRect& area);
    /// What the bar keeps clear of where it can (the last trick beside it): it grows away from it,
    /// and only when its buttons do not fit beside it does it cover that room (the table then
    /// moves what lies there, see placed()).
    void setKeepClear(const QRect& room);

  signals:
    /// The bar was placed (in its parent's coordinates).
    void placed(const QRect& geometry);

  protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

  private:
    void fit();
    /// The bar's look: the table's wood and cream, or black, white and yellow with high contrast.
    void restyle();

    QRect area_;
    QRect keepClear_;
    QHBoxLayout* layout_;
    QLabel* prompt_;
};

} // namespace st::ui
