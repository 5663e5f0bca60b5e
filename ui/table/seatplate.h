// A seat's plate at the table: name, markers (dealer, turn, partner), cards
// left, and the seat's score device (a Dreeg slate with Bollern, or a score pad).
#pragma once

#include <QGraphicsObject>
#include <QPixmap>
#include <QStringList>

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
    QPixmap bollern;     ///< one Bollern blob, drawn bollernCount times
    int bollernCount = 0;
    QStringList pad; ///< score pad lines (Schnapsen points, Bummerl)
};

class SeatPlate : public QGraphicsObject {
    Q_OBJECT

  public:
    explicit SeatPlate(QGraphicsItem* parent = nullptr);
    void setData(const PlateData& d);
    const PlateData& data() const { return d_; }
    void setPlateSize(QSizeF s);

    QRectF boundingRect() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem* opt, QWidget* w) override;

  private:
    PlateData d_;
    QSizeF size_{200, 100};
};

} // namespace st::ui
