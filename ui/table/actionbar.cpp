#include "actionbar.h"

#include "access/accessprefs.h"
#include "access/cardlook.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>

#include <algorithm>

namespace st::ui {

ActionBar::ActionBar(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("actionBar"));
    setAttribute(Qt::WA_StyledBackground, true);
    restyle();
    // High contrast turned on or off.
    connect(access::AccessNotifier::instance(), &access::AccessNotifier::changed, this, &ActionBar::restyle);
    layout_ = new QHBoxLayout(this);
    layout_->setContentsMargins(10, 4, 10, 4);
    layout_->setSpacing(8);
    prompt_ = new QLabel(this);
    prompt_->setObjectName(QStringLiteral("actionPrompt"));
    prompt_->setMinimumWidth(0);
    prompt_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout_->addWidget(prompt_, 1);
    hide();
}

void ActionBar::restyle() {
    if (access::CardLook::highContrast()) { // black, white and yellow, the focus a thick cyan ring
        setStyleSheet(QStringLiteral(
            "#actionBar { background: #000000; border: 2px solid #ffd800; border-radius: 10px; }"
            "#actionBar QLabel { color: #ffffff; font-size: 14px; font-weight: 600; padding: 0 6px; }"
            "#actionBar QPushButton { color: #000000; background: #ffffff; border: 2px solid #ffffff;"
            " border-radius: 7px; padding: 6px 14px; font-size: 14px; font-weight: 700; }"
            "#actionBar QPushButton:hover { background: #ffd800; }"
            "#actionBar QPushButton[primary=\"true\"] { background: #ffd800; border-color: #ffd800; }"
            "#actionBar QPushButton:disabled { color: #000000; background: #9a9a9a; border-color: #9a9a9a; }"
            "#actionBar QPushButton:focus { border: 3px solid #00e5ff; padding: 5px 13px; outline: none; }"));
        return;
    }
    setStyleSheet(QStringLiteral(
        "#actionBar { background: rgba(38, 26, 16, 215); border: 1px solid #8a6a3a; border-radius: 10px; }"
        "#actionBar QLabel { color: #f4ecd8; font-size: 14px; padding: 0 6px; }"
        "#actionBar QPushButton { color: #1d140b; background: #efe2c2; border: 1px solid #6b4e2a;"
        " border-radius: 7px; padding: 6px 14px; font-size: 14px; font-weight: 600; }"
        "#actionBar QPushButton:hover { background: #fff3d6; }"
        "#actionBar QPushButton[primary=\"true\"] { background: #f2c45a; }"
        // The keyboard focus: a blue ring, clear against the dark bar and both button colours.
        "#actionBar QPushButton:focus { border: 3px solid #3d8bfd; padding: 4px 12px; outline: none; }"));
}

void ActionBar::clear() {
    // A button with the keyboard focus goes: the focus goes back to the table (the hand).
    if (QWidget* f = QApplication::focusWidget(); f && isAncestorOf(f) && parentWidget())
        parentWidget()->setFocus(Qt::OtherFocusReason);
    while (layout_->count() > 1) {
        QLayoutItem* it = layout_->takeAt(1);
        if (QWidget* w = it->widget()) {
            w->hide();
            w->deleteLater();
        }
        delete it;
    }
    prompt_->clear();
    hide();
    fit();
}

void ActionBar::setPrompt(const QString& text) {
    prompt_->setText(text);
    fit();
    show();
    raise();
}

QPushButton* ActionBar::addButton(const QString& text, const QString& toolTip, const QString& objectName,
                                  std::function<void()> onClick, bool primary) {
    auto* b = new QPushButton(text, this);
    b->setFocusPolicy(Qt::StrongFocus); // Tab reaches every decision
    b->installEventFilter(this);        // Enter and Return press it, as Space does
    b->setObjectName(objectName);
    b->setToolTip(toolTip);
    b->setAccessibleName(text);
    b->setProperty("primary", primary);
    b->setCursor(Qt::PointingHandCursor);
    b->setMinimumWidth(b->sizeHint().width()); // the prompt gives way, never a button
    connect(b, &QPushButton::clicked, this, [onClick] { onClick(); });
    layout_->addWidget(b);
    fit();
    show();
    raise();
    b->show(); // at once, not when the layout gets to it: it may take the focus now
    return b;
}

QPushButton* ActionBar::primaryButton() const {
    for (QPushButton* b : findChildren<QPushButton*>())
        if (b->isVisible() && b->isEnabled() && b->property("primary").toBool())
            return b;
    return nullptr;
}

bool ActionBar::eventFilter(QObject* watched, QEvent* e) {
    // Outside a dialog a push button takes only Space; Enter would reach the table, which plays
    // the focused card. On the bar Enter and Return press the focused button.
    if (e->type() == QEvent::KeyPress) {
        const auto* k = static_cast<QKeyEvent*>(e);
        auto* b = qobject_cast<QPushButton*>(watched);
        if (b && (k->key() == Qt::Key_Return || k->key() == Qt::Key_Enter) && k->modifiers() == Qt::NoModifier) {
            if (b->isEnabled() && b->isVisible() && !k->isAutoRepeat())
                b->click();
            return true;
        }
    }
    return QWidget::eventFilter(watched, e);
}

void ActionBar::setArea(const QRect& area) {
    area_ = area;
    fit();
}

void ActionBar::setKeepClear(const QRect& room) {
    keepClear_ = room;
    fit();
}

void ActionBar::fit() {
    if (area_.isEmpty())
        return;
    const QMargins m = layout_->contentsMargins();
    int need = m.left() + m.right() + prompt_->sizeHint().width();
    for (int i = 1; i < layout_->count(); ++i)
        if (QWidget* w = layout_->itemAt(i)->widget())
            need += layout_->spacing() + w->minimumWidth();
    const int promptW = prompt_->sizeHint().width();
    const int full = parentWidget() ? parentWidget()->width() - 20 : area_.width();
    // The room left of what the bar keeps clear of (the last trick, level with it).
    const bool level = !keepClear_.isEmpty() && keepClear_.top() < area_.bottom() && keepClear_.bottom() > area_.top();
    const int besideRight = level ? std::min(10 + full, keepClear_.left() - 8) : 10 + full;
    int right = besideRight;
    // Without room for the prompt too the buttons speak for themselves: no cut-off words. Where
    // even they do not fit beside the last trick, the bar takes the whole width.
    if (need - promptW > besideRight - 10)
        right = 10 + full;
    const int room = right - 10;
    const bool fits = need <= room;
    prompt_->setVisible(fits);
    if (!fits)
        need -= promptW;
    const int w = std::clamp(need, std::min(area_.width(), room), room);
    int x = area_.center().x() - w / 2;
    if (parentWidget())
        x = std::clamp(x, 10, std::max(10, right - w));
    setGeometry(x, area_.y(), w, area_.height());
    emit placed(geometry());
}

bool ActionBar::isEmpty() const {
    return layout_->count() <= 1;
}

} // namespace st::ui
