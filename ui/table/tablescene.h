// The table drawn as a QGraphicsScene for 2 to 8 seats: the human's hand
// fanned at the bottom, opponents around the card mat, the trick in front of
// whoever played, talon and trump indicator, the last trick, and every seat's
// score device. It only shows what the TableModel's views say; clicks on cards
// are reported, never judged here.
#pragma once

#include "cards.h"
#include "game.h"
#include "tablestatus.h"

#include <QElapsedTimer>
#include <QGraphicsScene>
#include <QHash>
#include <QList>
#include <QMap>
#include <QPixmap>
#include <QPointer>
#include <QSet>

#include <functional>

class QGraphicsTextItem;

namespace st::ui {

class CardItem;
class SeatPlate;
class TableModel;

class TableScene : public QGraphicsScene {
    Q_OBJECT

  public:
    explicit TableScene(TableModel* model, QObject* parent = nullptr);
    ~TableScene() override;

    void setHumanSeat(int seat) { human_ = seat; }
    int humanSeat() const { return human_; }
    /// Nobody plays at this table (a replay): the bottom hand is only shown, never offered to
    /// play, and the turn is named by the player's name ("Anna is to act"), never "Your turn".
    void setWatching(bool watching) { watching_ = watching; }
    bool watching() const { return watching_; }
    /// A card's face in the table's deck, `width` pixels wide (for dialogs showing cards).
    QPixmap cardFace(Card c, int width) const { return face(c, width); }
    /// A seat says something (a bid, a knock, "Zudrehen"): a speech bubble at its plate for a
    /// few seconds (purely shown: play goes on meanwhile).
    void announce(int seat, const QString& text);
    /// Bubbles stay until their seat speaks again or the deal ends, whatever the clock (screenshots).
    void setBubblesStay(bool stay) { bubblesStay_ = stay; }
    /// Lines added to each seat's plate (network play: "Offline", "Thinking 12 s"); empty: none.
    void setSeatNotes(const std::vector<QStringList>& notes);
    /// The bubbles showing now, by seat (for tests).
    QMap<int, QString> bubbles() const;
    /// Where the side panel's words (the status and the score lines) lie.
    QRectF infoArea() const { return infoArea_; }
    /// The seat that took the last trick (-1: none, or not known).
    int lastTrickWinner() const;
    /// Where the small last trick lies beside the table (empty when there is none).
    QRectF lastTrickArea() const { return lastTrickArea_; }
    void setDeckStyle(const QString& style);
    /// Card movement in milliseconds; 0 turns animation off (tests, reduced motion).
    void setAnimationMs(int ms) { animMs_ = ms; }
    /// The counting help: the card points each side has taken, beside the table (core: Game::countedPoints).
    void setCountingHelp(bool on);
    bool countingHelp() const { return counting_; }
    /// The counting help's line as shown (empty when off or nothing counts), for tests.
    QString countingLine() const;
    /// How long a finished trick stays before it sweeps to the winner.
    void setTrickPauseMs(int ms) { trickPauseMs_ = ms; }
    /// A lesson's coach comments on the card that finished a trick: when `hold` answers true as
    /// the trick is finished, the trick stays where it was played (animation off too) until
    /// resumeSweep().
    void setTrickHold(std::function<bool()> hold) { trickHold_ = std::move(hold); }
    void resumeSweep();
    void setStatus(const QString& text);
    /// The line heading the side panel: the last status set while it still fits the
    /// position (a refusal, a hint, "X is thinking…"), else whose turn it is. A status
    /// never outlives the move or the deal it was about.
    QString status() const;

    /// Lay the table out for a view of this size (scene coordinates = view pixels).
    void resizeTo(QSizeF size);
    /// Rebuild the table from the model (after any change).
    void refresh();
    /// Forget everything (a new session).
    void reset();
    /// Between deals: `dealer` has shuffled for the next deal (Dreierschnapsen's cut or knock is
    /// asked), so the table shows that deal's dealer and none of the last deal's cards, trumps or
    /// last trick. Until the deal starts (reset()).
    void setNextDealer(int dealer);

    /// The human's hand card item, if that card is in the hand on the table.
    CardItem* handCard(Card c) const;
    QList<Card> handOrder() const { return handOrder_; }
    /// The band above the hand where the action bar goes.
    QRectF actionBarArea() const;
    /// The room of the small last trick beside the hand (the action bar keeps clear of it where it can).
    QRectF lastTrickRoom() const { return g_.last; }
    /// Where the action bar is (scene coordinates): a bar that had to take the whole width has the
    /// last trick lie above it.
    void setActionBarRect(const QRectF& bar);
    /// Cards of the current trick shown on the table (for tests).
    int trickCardsShown() const;

    /// Keyboard play: the hand card with the focus highlight (kNoCard: none).
    Card focusedCard() const { return focus_; }
    /// Move the focus step cards along the hand (Left: -1, Right: +1).
    void moveFocus(int step);
    /// Play the focused card: it is reported as clicked, HumanSeat decides.
    void activateFocus();
    /// Whether the human is to play a card (their hand takes Enter), as of the last refresh.
    bool humanPlaying() const { return humanPlaying_; }
    /// The focused card in words, with why it cannot be played (empty: no focus).
    QString focusText() const;
    /// Whose turn it is, in words.
    QString turnText() const;
    /// A seat's plate with its score device (null before the first refresh).
    const SeatPlate* plate(int seat) const { return seat >= 0 && seat < plates_.size() ? plates_[seat] : nullptr; }
    /// The table-wide score lines shown in the info panel (phase, round, contract).
    QStringList scoreLines() const { return scoreLines_; }
    /// The label beside the talon, Blind or Dapp ("Blind: 6"); empty when none lies there.
    QString stockText() const { return stockText_; }

  signals:
    void cardClicked(int card);
    /// The player clicked the small last trick beside the table: show it large.
    void lastTrickRequested();
    /// The focused card or whose turn it is changed.
    void focusChanged();
    /// The table was laid out anew (its size, its seats, large cards): the action bar's place may
    /// have changed (actionBarArea()).
    void laidOut();

  protected:
    void drawBackground(QPainter* p, const QRectF& rect) override;
    void mousePressEvent(QGraphicsSceneMouseEvent* e) override;

  private:
    struct Geometry {
        QSizeF size;
        int cw = 90, ch = 135; ///< card size on the mat (tricks, talon)
        int hw = 90, hh = 135; ///< card size in the player's hand: larger in a large window
        QRectF mat;
        QPointF centre;
        qreal rx = 0, ry = 0;
        QRectF humanPlate;
        QRectF info; ///< bottom right: status, phase, trumps
        QRectF last; ///< last trick
        qreal handTop = 0;
        qreal barHeight = 50;
        qreal plateW = 240, plateH = 85; ///< an opponent's plate
        int backW = 38;                  ///< an opponent's cards (backs) in the fan
        int lastW = 40;                  ///< the last trick's cards
        QList<QPointF> anchors;          ///< centre of each plate, by seat relative to the human
        QList<QRectF> fans;              ///< the room for each opponent's fan of cards, likewise
        bool anticlockwise = false;      ///< the game turns to the right (GameInfo::direction)
        bool large = false;              ///< laid out for large cards
        bool row = false;                ///< large cards: the trick in a row, the talon beside it
        qreal barGap = 0;                ///< from the action bar's bottom to the hand's top
        QPointF talonAt;                 ///< the talon's top left corner
        int talonW = 81;                 ///< the talon's cards' width
        qreal rowShift = 0;              ///< a trick in a row lies this far right of the centre
    };
    void computeGeometry();
    /// Lays the table out with the trick's cards `cw` wide, the hand's `hw`, the plates sized for
    /// cards `plateCw` wide and made up to `plateSteps` times 5 % smaller where they do not fit;
    /// false when nothing is clear (with plateSteps 0: the usual arrangement, clear or not).
    /// `large`: for large cards (more room round the hand), with `row` the trick in a row whatever the
    /// number of seats and the talon beside it.
    bool layOut(int n, int cw, int hw, int plateCw, int plateSteps, bool large = false, bool row = true);
    void paintBackground(); ///< the table, the mat (or the high-contrast table)
    /// Where the seats sit: the plates round the mat and each opponent's fan of cards beside its
    /// plate, all clear of each other, the trick, the human's hand and the side panel. The seat
    /// after the human sits to the left in a clockwise game and to the right in an anticlockwise
    /// one (the core's GameInfo::direction). False when no arrangement at this plate size is clear.
    bool placeSeats(int n, qreal span);
    /// The unit circle at the 361 steps of placeSeats' arc of `span` degrees round the bottom (cos, sin),
    /// worked out once per span: a layout tries the same few spans at many sizes.
    const QList<QPointF>& unitArc(qreal span);
    /// The space of a plate centred at `at`, with the badges on its top edge and the turn's glow.
    QRectF plateFootprint(QPointF at, QSizeF size) const;
    QPointF seatAnchor(int seat) const; ///< centre of the seat's plate
    /// Centre of the seat's card in the trick, the index-th card played to it. Up to four
    /// playing, each card lies towards its seat; from five on the cards lie side by side in
    /// the order played, each in full and named, as the seats' directions would overlap.
    QPointF trickSpot(int seat, int index) const;
    bool trickInRow() const;            ///< five or more play this deal, or large cards: the trick lies in a row
    int playingSeats() const;           ///< the seats dealt cards in this deal
    QPointF handSource(int seat) const; ///< where the seat's cards come from
    int relative(int seat) const;
    QPixmap face(Card c, int width) const;
    /// The scale of a face item on the mat (its pixmap is drawn at the hand's size).
    qreal matScale() const { return static_cast<qreal>(g_.cw) / g_.hw; }
    QPixmap backPixmap(int width) const;
    CardItem* faceItem(Card c, QPointF from);
    void clearTransient();
    void layoutHand(const SeatView& v);
    void layoutTrick(const SeatView& v);
    void layoutPlates(const SeatView& v);
    void layoutTalon(const SeatView& v);
    void layoutLastTrick(const SeatView& v);
    QRectF lastTrickPlace() const;
    void layoutInfo(const SeatView& v);
    /// The status line as the side panel's heading (at its top, wrapping within it).
    QGraphicsTextItem* statusHeading(const QString& text) const;
    /// The model's trickWon: the trick just finished sweeps to `winner`.
    void trickWon(int winner);
    void startSweep(const std::vector<SeatCard>& trick, int winner);
    void finishSweep();
    void sweepAfter(int ms);
    QGraphicsItem* addTransient(QGraphicsItem* item);

    TableModel* model_;
    int human_ = 0;
    QString style_;
    int animMs_ = 200;
    int trickPauseMs_ = 900;
    TableStatus status_{model_};
    qreal infoBottom_ = 0;
    QRectF infoArea_;
    QRectF lastTrickArea_;
    QRectF barRect_; ///< the action bar, as the view placed it
    struct Bubble {
        QString text;
        qint64 until = 0; ///< on clock_
    };
    QMap<int, Bubble> bubbles_;
    bool bubblesStay_ = false;
    std::vector<QStringList> seatNotes_; ///< setSeatNotes()
    bool counting_ = false;
    QElapsedTimer clock_;
    void layoutBubbles(); ///< where the side panel's text ends
    Geometry g_;
    QPixmap background_;
    QList<std::pair<qreal, QList<QPointF>>> unitArcs_; ///< unitArc()

    QHash<Card, CardItem*> faces_; ///< face-up hand and trick cards, kept for animation
    QList<Card> handOrder_;
    QSet<Card> sweeping_;
    int sweepWinner_ = -1;
    int sweepSerial_ = 0;
    std::function<bool()> trickHold_;
    bool sweepHeld_ = false;       ///< the finished trick waits for resumeSweep()
    Card lastTrickLead_ = kNoCard; ///< the first card of the trick lastWinner_ took
    int lastWinner_ = -1;
    QList<QGraphicsItem*> transient_;      ///< rebuilt on every refresh
    QList<QGraphicsItem*> lastTrickItems_; ///< the transient items of the last trick beside the table
    QList<SeatPlate*> plates_;
    Card focus_ = kNoCard;
    QSet<Card> refusedBefore_;  ///< the hand's refused cards at the last layout
    bool humanPlaying_ = false; ///< the human was to play at the last refresh
    bool watching_ = false;     ///< setWatching
    int nextDealer_ = -1;       ///< setNextDealer
    QStringList scoreLines_;
    QString stockText_;
};

} // namespace st::ui
