#include "tableaccessible.h"

#include "table/carditem.h"
#include "table/seatplate.h"
#include "table/tablescene.h"
#include "table/tableview.h"
#include "tableaccess.h"

#include <QAccessible>
#include <QAccessibleActionInterface>
#include <QCoreApplication>

namespace st::ui::access {

namespace {

// The kinds of parts: the seven Parts, then the items inside them.
enum Kind {
    HandCard = TableAccessible::kParts,
    TrickCard,
    Seat,
    SeatLine,
    StockLine,
    LastTrickCard,
    InfoLine,
};

QAccessibleInterface* tableFactory(const QString& className, QObject* object) {
    if (className == QLatin1String("st::ui::TableView"))
        if (auto* view = qobject_cast<TableView*>(object))
            return new TableAccessible(view);
    return nullptr;
}

void installFactory() {
    static bool installed = false;
    if (installed)
        return;
    installed = true;
    QAccessible::installFactory(tableFactory);
}
Q_COREAPP_STARTUP_FUNCTION(installFactory)

} // namespace

/// One part of the table, or one item in a part: its words are read afresh from TableAccess
/// every time a screen reader asks.
class TablePart : public QAccessibleInterface, public QAccessibleActionInterface {
  public:
    TablePart(const TableAccessible* root, int kind, int index, int sub)
        : root_(root), kind_(kind), index_(index), sub_(sub) {}

    bool isValid() const override { return root_->isValid() && access(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return root_->window(); }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    void setText(QAccessible::Text, const QString&) override {}

    QAccessibleInterface* parent() const override {
        switch (kind_) {
        case HandCard:
            return root_->part(int(TableAccessible::Part::Hand));
        case TrickCard:
            return root_->part(int(TableAccessible::Part::Trick));
        case Seat:
            return root_->part(int(TableAccessible::Part::Seats));
        case SeatLine:
            return root_->part(Seat, index_);
        case StockLine:
            return root_->part(int(TableAccessible::Part::Stock));
        case LastTrickCard:
            return root_->part(int(TableAccessible::Part::LastTrick));
        case InfoLine:
            return root_->part(int(TableAccessible::Part::Info));
        default:
            return const_cast<TableAccessible*>(root_);
        }
    }

    int childCount() const override {
        if (!isValid())
            return 0;
        const TableWords w = access()->words();
        switch (kind_) {
        case int(TableAccessible::Part::Hand):
            return static_cast<int>(w.hand.size());
        case int(TableAccessible::Part::Trick):
            return static_cast<int>(w.trick.size());
        case int(TableAccessible::Part::Seats):
            return static_cast<int>(w.seats.size());
        case Seat:
            return index_ < w.seats.size() ? static_cast<int>(w.seats[index_].lines.size()) : 0;
        case int(TableAccessible::Part::Stock):
            return static_cast<int>(w.stock.size());
        case int(TableAccessible::Part::LastTrick):
            return static_cast<int>(w.lastTrick.size());
        case int(TableAccessible::Part::Info):
            return static_cast<int>(w.info.size());
        default:
            return 0;
        }
    }

    QAccessibleInterface* child(int i) const override {
        if (i < 0 || i >= childCount())
            return nullptr;
        switch (kind_) {
        case int(TableAccessible::Part::Hand):
            return root_->part(HandCard, i);
        case int(TableAccessible::Part::Trick):
            return root_->part(TrickCard, i);
        case int(TableAccessible::Part::Seats):
            return root_->part(Seat, i);
        case Seat:
            return root_->part(SeatLine, index_, i);
        case int(TableAccessible::Part::Stock):
            return root_->part(StockLine, i);
        case int(TableAccessible::Part::LastTrick):
            return root_->part(LastTrickCard, i);
        case int(TableAccessible::Part::Info):
            return root_->part(InfoLine, i);
        default:
            return nullptr;
        }
    }

    int indexOfChild(const QAccessibleInterface* c) const override {
        const auto* p = dynamic_cast<const TablePart*>(c);
        if (!p || p->parent() != this)
            return -1;
        return p->kind_ == SeatLine ? p->sub_ : p->index_;
    }

    QAccessible::Role role() const override {
        switch (kind_) {
        case int(TableAccessible::Part::Hand):
        case int(TableAccessible::Part::Trick):
        case int(TableAccessible::Part::LastTrick):
        case int(TableAccessible::Part::Info):
        case int(TableAccessible::Part::Stock):
        case Seat:
            return QAccessible::List;
        case int(TableAccessible::Part::Seats):
            return QAccessible::Grouping;
        case int(TableAccessible::Part::Live):
            return QAccessible::Notification;
        default:
            return QAccessible::ListItem;
        }
    }

    QString text(QAccessible::Text t) const override {
        if (!isValid())
            return {};
        if (t == QAccessible::Name)
            return name();
        if (t == QAccessible::Description)
            return description();
        return {};
    }

    QAccessible::State state() const override {
        QAccessible::State s;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        if (kind_ == int(TableAccessible::Part::Live)) {
            s.readOnly = true;
            return s;
        }
        if (kind_ == HandCard) {
            const TableWords w = access()->words();
            if (index_ < w.hand.size()) {
                const CardWords& c = w.hand[index_];
                s.focusable = true;
                s.selectable = true;
                s.selected = c.focused;
                s.focused = c.focused && access()->view()->hasFocus();
                s.disabled = c.refused;
            }
        }
        if (kind_ == Seat) {
            const TableWords w = access()->words();
            s.active = index_ < w.seats.size() && w.seats[index_].toAct;
        }
        s.readOnly = kind_ != HandCard;
        return s;
    }

    QRect rect() const override {
        if (!isValid())
            return {};
        TableScene* scene = access()->scene();
        QRectF r;
        const TableWords w = access()->words();
        switch (kind_) {
        case HandCard:
            if (index_ < w.hand.size())
                if (CardItem* item = scene->handCard(w.hand[index_].card))
                    r = item->sceneBoundingRect();
            break;
        case int(TableAccessible::Part::Hand):
            for (const CardWords& c : w.hand)
                if (CardItem* item = scene->handCard(c.card))
                    r = r.united(item->sceneBoundingRect());
            break;
        case Seat:
            if (const SeatPlate* plate = scene->plate(index_))
                r = plate->sceneBoundingRect();
            break;
        case int(TableAccessible::Part::LastTrick):
            r = scene->lastTrickArea();
            break;
        case int(TableAccessible::Part::Info):
            r = scene->infoArea();
            break;
        default:
            break;
        }
        if (r.isEmpty())
            return root_->rect();
        TableView* view = access()->view();
        const QRect local(view->viewportPoint(r.topLeft()), view->viewportPoint(r.bottomRight()));
        return QRect(view->viewport()->mapToGlobal(local.topLeft()), local.size());
    }

    void* interface_cast(QAccessible::InterfaceType t) override {
        if (t == QAccessible::ActionInterface && kind_ == HandCard)
            return static_cast<QAccessibleActionInterface*>(this);
        return nullptr;
    }

    // A card of the hand: "press" plays it.
    QStringList actionNames() const override {
        const TableWords w = access() ? access()->words() : TableWords();
        return index_ < w.hand.size() && w.hand[index_].playable ? QStringList{pressAction()} : QStringList();
    }
    void doAction(const QString& action) override {
        if (action != pressAction() || !access())
            return;
        const TableWords w = access()->words();
        if (index_ < w.hand.size())
            access()->playCard(w.hand[index_].card);
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

    int kind() const { return kind_; }

  private:
    TableAccess* access() const { return root_->access(); }

    QString name() const {
        const TableWords w = access()->words();
        const auto at = [](const QStringList& l, int i) { return i >= 0 && i < l.size() ? l[i] : QString(); };
        switch (kind_) {
        case int(TableAccessible::Part::Hand):
            return QCoreApplication::translate("st::ui::access::TableAccess", "Your hand");
        case int(TableAccessible::Part::Trick):
            return QCoreApplication::translate("st::ui::access::TableAccess", "The trick");
        case int(TableAccessible::Part::Seats):
            return QCoreApplication::translate("st::ui::access::TableAccess", "Players");
        case int(TableAccessible::Part::Stock):
            return QCoreApplication::translate("st::ui::access::TableAccess", "Talon and trumps");
        case int(TableAccessible::Part::LastTrick):
            return QCoreApplication::translate("st::ui::access::TableAccess", "Last trick");
        case int(TableAccessible::Part::Info):
            return QCoreApplication::translate("st::ui::access::TableAccess", "Table information");
        case int(TableAccessible::Part::Live):
            return access()->lastAnnouncement();
        case HandCard:
            return index_ < w.hand.size() ? w.hand[index_].name : QString();
        case TrickCard:
            return at(w.trick, index_);
        case Seat:
            return index_ < w.seats.size() ? w.seats[index_].name : QString();
        case SeatLine:
            return index_ < w.seats.size() ? at(w.seats[index_].lines, sub_) : QString();
        case StockLine:
            return at(w.stock, index_);
        case LastTrickCard:
            return at(w.lastTrick, index_);
        case InfoLine:
            return at(w.info, index_);
        default:
            return {};
        }
    }

    QString description() const {
        const TableWords w = access()->words();
        switch (kind_) {
        case int(TableAccessible::Part::Hand):
            return w.handDescription;
        case int(TableAccessible::Part::Trick):
            return w.trickDescription;
        case int(TableAccessible::Part::LastTrick):
            return w.lastTrickDescription.isEmpty()
                       ? QCoreApplication::translate("st::ui::access::TableAccess", "No trick taken yet")
                       : w.lastTrickDescription;
        case int(TableAccessible::Part::Stock):
            return w.stock.isEmpty() ? QCoreApplication::translate("st::ui::access::TableAccess", "Nothing")
                                     : w.stock.join(QLatin1String("; "));
        case Seat:
            return index_ < w.seats.size() ? w.seats[index_].lines.join(QLatin1String(", ")) : QString();
        case int(TableAccessible::Part::Live):
            return QCoreApplication::translate("st::ui::access::TableAccess", "Announcements");
        default:
            return {};
        }
    }

    const TableAccessible* root_;
    int kind_;
    int index_;
    int sub_;
};

void TableAccessible::install() {
    installFactory();
}

TableAccessible::TableAccessible(TableView* view) : QAccessibleWidget(view, QAccessible::Client) {}

TableAccessible::~TableAccessible() {
    for (TablePart* p : std::as_const(parts_))
        QAccessible::deleteAccessibleInterface(QAccessible::uniqueId(p));
}

TableView* TableAccessible::tableView() const {
    return static_cast<TableView*>(widget());
}

TableAccess* TableAccessible::access() const {
    return TableAccess::of(widget());
}

TablePart* TableAccessible::part(int kind, int index, int sub) const {
    const quint64 key = (quint64(quint32(kind)) << 40) | (quint64(quint32(index + 1) & 0xfffff) << 20) |
                        quint64(quint32(sub + 1) & 0xfffff);
    if (TablePart* p = parts_.value(key))
        return p;
    auto* p = new TablePart(this, kind, index, sub);
    QAccessible::registerAccessibleInterface(p);
    parts_.insert(key, p);
    return p;
}

QAccessibleInterface* TableAccessible::liveRegion() const {
    return part(int(Part::Live));
}

int TableAccessible::childCount() const {
    return QAccessibleWidget::childCount() + (access() ? kParts : 0);
}

QAccessibleInterface* TableAccessible::child(int index) const {
    const int own = QAccessibleWidget::childCount();
    if (index < own)
        return QAccessibleWidget::child(index);
    if (!access() || index - own >= kParts)
        return nullptr;
    return part(index - own);
}

int TableAccessible::indexOfChild(const QAccessibleInterface* child) const {
    if (const auto* p = dynamic_cast<const TablePart*>(child))
        return p->kind() < kParts && p->parent() == this ? QAccessibleWidget::childCount() + p->kind() : -1;
    return QAccessibleWidget::indexOfChild(child);
}

QString TableAccessible::text(QAccessible::Text t) const {
    return QAccessibleWidget::text(t);
}

QAccessible::State TableAccessible::state() const {
    QAccessible::State s = QAccessibleWidget::state();
    s.focusable = true;
    return s;
}

} // namespace st::ui::access
