// A seat's plate at the table: name, markers (dealer, turn, partner), cards
// left, the seat's avatar and its score device (a Dreeg slate with Bollern, a
// score pad or a bowl of coins).
#pragma once

#include "scoredevice.h"

#include <QGraphicsObject>
#include <QPixmap>
#include <QPointer>
#include <QStringList>

class QVariantAnimation;

namespace st::ui {

struct PlateData {
    QString name;
    bool human = false;
    bool dealer = false;
    bool toAct = false;
    bool out = false; ///< has no cards in this deal (sits out / dropped out)
    int cardsLeft = 0;
    int tricks = 0;
    QStringList markers; ///< e.g. "Partner", "Forehand"
    QPixmap slate;       ///< the score slate, or null
    int strokes = -1;    ///< strokes standing on the slate (-1: no slate)
    QPixmap bollern;     ///< one Bollern blob, drawn bollernCount times
    int bollernCount = 0;
    QStringList pad;    ///< the score device's figures as text lines (Schnapsen points, Bummerl)
    QString score;      ///< the score device in words (tooltip, tests)
    ScoreDevice device; ///< the drawn score device (pad or bowl) when there is no slate
    int avatar = -1;    ///< the seat's portrait (Avatars), -1: none
    QPixmap portrait;   ///< that portrait, drawn at the plate's left
};

class SeatPlate : public QGraphicsObject {
    Q_OBJECT

  public:
    explicit SeatPlate(QGraphicsItem* parent = nullptr);
    /// Show d; when strokes were erased from the slate, the erased ones fade
    /// out over fadeMs milliseconds (0: at once).
    void setData(const PlateData& d, int fadeMs = 0);
    const PlateData& data() const { return d_; }
    void setPlateSize(QSizeF s);
    QSizeF plateSize() const { return size_; }
    /// True while erased strokes are fading.
    bool fading() const { return !fadingSlate_.isNull(); }

    QRectF boundingRect() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem* opt, QWidget* w) override;
    /// The texts that do not fit the plate at its size and are cut or left out
    /// (empty when everything is shown in full).
    QStringList cutTexts() const;
    /// The width of the avatar on a plate of this size.
    static int avatarSize(QSizeF plate);

  private:
    /// Lays the plate out and paints it with p; with p null only finds what does not fit.
    void draw(QPainter* p, QStringList* cut) const;

    PlateData d_;
    QPixmap fadingSlate_; ///< the slate before strokes were erased, drawn over the new one
    qreal fade_ = 0;      ///< its opacity
    QPointer<QVariantAnimation> fadeAnim_;
    QSizeF size_{200, 100};
};

} // namespace st::ui
