// The card table as a screen reader walks it: an accessible interface for the TableView (installed
// with QAccessible::installFactory) whose children are, after the view's own widgets (the action
// bar, the Hint and Log buttons …), the parts of the table in words from TableAccess::words():
//
//   Your hand (list)            the cards, "Ober of hearts, playable"; pressing one plays it
//   The trick (list)            "Anna: Ace of acorns", in play order
//   Players (grouping)          each seat's plate: its name, and lines for the dealer, whose turn it
//                               is, the cards and tricks, the score device, markers, what it said
//   Talon and trumps (text)     the talon, blind or Dapp, trumps, cards lying face up
//   Last trick (list)           the previous trick and who took it
//   Table information (list)    whose turn it is, the score lines, the counting help
//   Announcements (notification) the last event announced (TableAccess::say)
//
// The parts are interfaces without objects, registered with the accessibility cache while the
// view's interface lives.
#pragma once

#include <QAccessibleWidget>
#include <QHash>
#include <QPointer>

namespace st::ui {
class TableView;
}

namespace st::ui::access {

class TableAccess;
class TablePart;

class TableAccessible : public QAccessibleWidget {
  public:
    /// Installs the factory (once; also done as the application starts).
    static void install();

    explicit TableAccessible(TableView* view);
    ~TableAccessible() override;

    enum class Part { Hand, Trick, Seats, Stock, LastTrick, Info, Live };
    static constexpr int kParts = 7;

    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QString text(QAccessible::Text t) const override;
    QAccessible::State state() const override;

    /// The live region the announcements are raised on.
    QAccessibleInterface* liveRegion() const;
    /// A part of the table (`kind` a Part, or an item of one), made once and kept.
    TablePart* part(int kind, int index = -1, int sub = -1) const;
    TableAccess* access() const;
    TableView* tableView() const;

  private:
    mutable QHash<quint64, TablePart*> parts_;
};

} // namespace st::ui::access
