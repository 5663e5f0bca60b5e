// The table for a screen reader (issue 36): what the table shows, in words, as a structure the
// reader walks (the hand as a list of cards that may or may not be played, the trick with who
// played what, each seat's plate, the talon, the table's information), and every event a sighted
// player sees (a deal, a card played, a trick taken, a bid, a knock, 20 or 40, Zudrehen, the
// deal's result, whose turn it is, a refusal) announced as it happens.
//
// The accessible tree itself is TableAccessible (tableaccessible.h): an accessible interface for
// the TableView installed with QAccessible::installFactory, reading TableWords from here.
//
// Announcements: Qt 6.4 has no QAccessibleAnnouncementEvent (Qt 6.8). Each announcement becomes
// the name of a live region in the table's tree (role Notification, "Announcements") and raises
// QAccessible::NameChanged on it, which AT-SPI passes on as the region's
// object:property-change:accessible-name. announcements() keeps them all for tests and players.
#pragma once

#include "cards.h"
#include "game.h"

#include <QAccessible>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <functional>

namespace st::ui {
class TableSession;
class TableModel;
class TableScene;
class TableView;
class HumanSeat;
} // namespace st::ui

namespace st::ui::sound {
class SoundCues;
}

namespace st::ui::access {

/// One card of the hand as a screen reader hears it.
struct CardWords {
    Card card = kNoCard;
    QString name;          ///< "Ober of hearts, playable"
    bool playable = false; ///< the player is to play and may play it
    bool refused = false;  ///< the player is to play and may not play it
    bool focused = false;  ///< the keyboard's card
};

/// One seat's plate in words.
struct SeatWords {
    QString name;
    QStringList lines; ///< "Dealer", "5 cards in hand", "2 tricks taken", the score, markers, what was said
    bool toAct = false;
};

/// The table in words, as a screen reader walks it.
struct TableWords {
    QString handDescription;
    QList<CardWords> hand;
    QStringList trick; ///< "Anna: Ace of acorns", in play order
    QString trickDescription;
    QList<SeatWords> seats;
    QStringList stock;     ///< the talon, blind or Dapp; trumps
    QStringList lastTrick; ///< the last trick, "Anna: Ace of acorns" …
    QString lastTrickDescription;
    QStringList info; ///< whose turn, the score lines, the counting help
};

class TableAccess : public QObject {
    Q_OBJECT

  public:
    /// Attaches to a session's table (the TableSession calls it once): the tree, the announcements
    /// and the sounds. Owned by the session's view. The session's hints are said too.
    static TableAccess* attach(TableSession* session);
    /// Attaches to a table made of these parts (a network table, issue 35, has no TableSession).
    static TableAccess* attach(TableModel* model, TableScene* scene, TableView* view, HumanSeat* human);
    /// The one attached to `view`, or null.
    static TableAccess* of(const QObject* view);

    TableView* view() const { return view_; }
    TableScene* scene() const { return scene_; }
    TableModel* model() const { return model_; }
    int humanSeat() const;

    TableWords words() const;
    /// Every announcement so far in this session, oldest first.
    QStringList announcements() const { return said_; }
    QString lastAnnouncement() const { return said_.isEmpty() ? QString() : said_.last(); }
    /// Says `text` (a live region's name change); empty texts and repeats of the last are not said.
    void say(const QString& text);
    /// Plays `card` from the hand as the keyboard would (the screen reader's "press" on a card).
    bool playCard(Card card);
    /// The player's name in a sentence: "You" for the human.
    QString who(int seat) const;
    /// Sees every accessibility event an announcement raises, as it is passed to
    /// QAccessible::updateAccessibility (which hands events on only while a platform bridge is
    /// active: AT-SPI with a screen reader, never the offscreen platform of the tests).
    using EventObserver = std::function<void(QAccessibleEvent*)>;
    static void setEventObserver(EventObserver observer);

    // A table that shows a moment without the model's signals (a network table shows its stand-in
    // deal anew, issue 35) announces it, with its sound, through these.
    /// A deal begins: who deals, the player's cards.
    void announceDeal();
    /// `a` was the last decision of the deal the model shows.
    void announceAction(const Action& a);
    /// `seat` took the trick.
    void announceTrick(int seat);
    /// The deal the model shows is scored.
    void announceResult();

  signals:
    void announced(const QString& text);

  private:
    TableAccess(TableModel* model, TableScene* scene, TableView* view, HumanSeat* human);
    void onAction(const Action& a);
    void onDealStarted();
    void onDealScored();
    void onTrick(int seat);
    void onDecision(int seat);
    QString turnWords() const;
    /// Says the cards that came into the player's hand since the last look.
    void newCards();

    TableModel* model_;
    TableScene* scene_;
    TableView* view_;
    HumanSeat* human_;
    sound::SoundCues* sounds_ = nullptr;
    QStringList said_;
    CardSet hand_ = 0; ///< the player's hand as last said
};

} // namespace st::ui::access
