#include "rulesbook.h"

#include "game.h"
#include "games/gameface.h"
#include "registry.h"
#include "text/language.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QFile>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolButton>
#include <QWindow>

#include <algorithm>

namespace st::ui {

namespace {

QString resourcePath(const QString& game, const QString& language) {
    return QStringLiteral(":/rules/%1.%2.html").arg(game, language);
}

QString gameName(const GameInfo& g) {
    return QCoreApplication::translate("st::ui::NewGameDialog", g.name.c_str());
}

} // namespace

QUrl RulesBook::url(const QString& game, const QString& language, const QString& section) {
    const QString lang = QFile::exists(resourcePath(game, language)) ? language : QStringLiteral("en");
    QUrl u(QStringLiteral("qrc") + resourcePath(game, lang));
    if (!section.isEmpty())
        u.setFragment(section);
    return u;
}

QList<QPair<QString, QString>> RulesBook::sections(const QString& game, const QString& language) {
    QFile f(url(game, language).path().prepend(QLatin1Char(':')));
    QList<QPair<QString, QString>> out;
    if (!f.open(QIODevice::ReadOnly))
        return out;
    const QString html = QString::fromUtf8(f.readAll());
    static const QRegularExpression heading(QStringLiteral("<h2 id=\"([^\"]+)\">(.*?)</h2>"),
                                            QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    for (auto it = heading.globalMatch(html); it.hasNext();) {
        const auto m = it.next();
        QString title = m.captured(2);
        title.remove(tag);
        out.append({m.captured(1), title.simplified()});
    }
    return out;
}

QString RulesBook::sectionFor(const Game& game, const QString& dialogName) {
    if (dialogName == QLatin1String("ultiDialog"))
        return QStringLiteral("ulti");
    if (dialogName == QLatin1String("callDialog"))
        return QStringLiteral("rufen");
    if (dialogName == QLatin1String("bidDialog"))
        return QStringLiteral("bidding");
    // The game's own sections: its discard (the blind, the Dapp, the talon), its trump choice.
    if (dialogName == QLatin1String("discardDialog"))
        return faces::face(game).rulesDiscardSection();
    if (dialogName == QLatin1String("trumpDialog"))
        return faces::face(game).rulesTrumpSection(game);
    return {};
}

QToolButton* RulesBook::addHelpButton(QDialog* dialog, const QString& game, const QString& section) {
    auto* b = new QToolButton(dialog);
    b->setObjectName(QStringLiteral("rulesButton"));
    b->setText(QStringLiteral("?"));
    b->setToolTip(tr("The rules of this decision (opens the rules book)"));
    b->setAccessibleName(tr("Rules"));
    b->setAutoRaise(false);
    QFont f = b->font();
    f.setBold(true);
    b->setFont(f);
    b->setFixedSize(26, 26);
    b->setStyleSheet(QStringLiteral("QToolButton { border: 1px solid #8a6b45; border-radius: 13px; background: #fff8e6;"
                                    " color: #5a3d1e; } QToolButton:focus { border: 2px solid #1f6fd1; }"));
    connect(b, &QToolButton::clicked, dialog, [dialog, game, section] {
        RulesBook::open(dialog->parentWidget() ? dialog->parentWidget() : dialog, game, section, dialog);
    });
    // At the top right of the dialog, above its text: a row of its own at the top of its layout.
    if (auto* box = qobject_cast<QBoxLayout*>(dialog->layout())) {
        // Beside the dialog's Hint, when it has one (HumanSeat's top row).
        if (QLayoutItem* first = box->itemAt(0);
            first && first->layout() && first->layout()->objectName() == QLatin1String("dialogTopRow")) {
            if (auto* top = qobject_cast<QBoxLayout*>(first->layout())) {
                top->addWidget(b, 0, Qt::AlignTop);
                return b;
            }
        }
        auto* row = new QHBoxLayout;
        row->setContentsMargins(0, 0, 0, 0);
        row->addStretch(1);
        row->addWidget(b);
        box->insertLayout(0, row);
    } else {
        b->move(dialog->width() - b->width() - 6, 6);
        b->raise();
    }
    return b;
}

RulesBook* RulesBook::open(QWidget* anchor, const QString& game, const QString& section, QWidget* beside) {
    QWidget* top = anchor ? anchor->window() : nullptr;
    RulesBook* book = top ? top->findChild<RulesBook*>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
    if (!book)
        book = new RulesBook(top);
    book->show(game, section);
    // A window of its own that no modal dialog of the main window blocks (a window-modal dialog
    // blocks every window whose transient parent is that main window): from a dialog's "?" it
    // belongs to that dialog (above it, usable while it waits), else to nobody.
    book->winId();
    if (QWindow* w = book->windowHandle()) {
        QWidget* ownerWidget = beside ? beside->window() : qobject_cast<QDialog*>(top); // e.g. New game's "?"
        QWindow* owner = ownerWidget ? ownerWidget->windowHandle() : nullptr;
        if (w->transientParent() != owner)
            w->setTransientParent(owner);
    }
    if (beside)
        book->placeBeside(beside);
    book->QWidget::show();
    book->raise();
    book->activateWindow();
    return book;
}

void RulesBook::placeBeside(QWidget* w) {
    QWidget* dialog = w->window();
    const QRect area = (dialog->screen() ? dialog->screen() : screen())->availableGeometry();
    QRect d = dialog->frameGeometry();
    // The title bar and border the window manager adds (none before the book is first shown).
    const QSize frame = frameGeometry().size() - size();
    const int gap = 8, least = 560;
    const int right = area.right() - d.right() - gap, left = d.left() - area.left() - gap;
    const bool onRight = right >= left;
    int room = std::max(right, left);
    if (room < least + frame.width()) {
        // Move the dialog over, as far as needed and the screen allows, to make room.
        const int shift = std::min(least + frame.width() - room,
                                   std::max(0, onRight ? d.left() - area.left() : area.right() - d.right()));
        d.translate(onRight ? -shift : shift, 0);
        dialog->move(dialog->pos() + QPoint(onRight ? -shift : shift, 0));
        room += shift;
    }
    const int width = std::clamp(room - frame.width(), std::min(least, area.width() / 3), 900);
    const int height = std::min(680, area.height() - frame.height());
    resize(width, height);
    split_->setSizes({width * 3 / 10, width * 7 / 10}); // the text wider than the lists
    const int x = onRight ? d.right() + 1 + gap : d.left() - gap - width - frame.width();
    const int y = std::clamp(d.top(), area.top(), std::max(area.top(), area.bottom() - height - frame.height()));
    move(x, y);
}

bool RulesBook::findText(const QString& text, bool backwards) {
    if (text.isEmpty()) {
        markFound();
        return false;
    }
    const QTextDocument::FindFlags flags = backwards ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    bool found = browser_->find(text, flags);
    if (!found) { // round the end
        QTextCursor c = browser_->textCursor();
        c.movePosition(backwards ? QTextCursor::End : QTextCursor::Start);
        browser_->setTextCursor(c);
        found = browser_->find(text, flags);
    }
    markFound();
    return found;
}

QString RulesBook::findResult() const {
    return found_->text();
}

void RulesBook::markFound() {
    // Every place of the text marked, the one found counted ("3 of 12").
    const QString text = find_->text();
    QList<QTextEdit::ExtraSelection> marks;
    int at = 0;
    const QTextCursor current = browser_->textCursor();
    if (!text.isEmpty()) {
        QTextCharFormat mark;
        mark.setBackground(QColor(0xff, 0xe0, 0x80));
        for (QTextCursor c = browser_->document()->find(text); !c.isNull(); c = browser_->document()->find(text, c)) {
            marks.append({c, mark});
            if (current.hasSelection() && c.selectionStart() == current.selectionStart())
                at = static_cast<int>(marks.size());
        }
    }
    browser_->setExtraSelections(marks);
    if (text.isEmpty())
        found_->clear();
    else if (marks.isEmpty())
        found_->setText(tr("Not found"));
    else
        found_->setText(tr("%1 of %2").arg(at).arg(marks.size()));
}

RulesBook::RulesBook(QWidget* parent) : QWidget(parent, Qt::Window) {
    setObjectName(QStringLiteral("rulesBook"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Rules"));
    language_ = text::currentLanguage();

    auto* left = new QWidget(this);
    auto* leftBox = new QVBoxLayout(left);
    leftBox->setContentsMargins(0, 0, 0, 0);
    leftBox->addWidget(new QLabel(tr("Games"), left));
    games_ = new QListWidget(left);
    games_->setObjectName(QStringLiteral("rulesGames"));
    for (const GameInfo& g : games()) {
        auto* item = new QListWidgetItem(gameName(g), games_);
        item->setData(Qt::UserRole, QString::fromStdString(g.id));
    }
    games_->setMaximumHeight(games_->sizeHintForRow(0) * (games_->count() + 1));
    leftBox->addWidget(games_);
    leftBox->addWidget(new QLabel(tr("Contents"), left));
    contents_ = new QListWidget(left);
    contents_->setObjectName(QStringLiteral("rulesContents"));
    leftBox->addWidget(contents_, 1);
    auto* langRow = new QHBoxLayout;
    auto* langLabel = new QLabel(tr("&Language:"), left);
    languages_ = new QComboBox(left);
    languages_->setObjectName(QStringLiteral("rulesLanguage"));
    languages_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    languages_->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    langLabel->setBuddy(languages_);
    langRow->addWidget(langLabel);
    langRow->addWidget(languages_, 1);
    leftBox->addLayout(langRow);

    browser_ = new QTextBrowser(this);
    browser_->setObjectName(QStringLiteral("rulesText"));
    browser_->setOpenExternalLinks(true);
    QFont f = browser_->font();
    f.setPointSizeF(f.pointSizeF() * 1.1);
    browser_->setFont(f);

    auto* right = new QWidget(this);
    auto* rightBox = new QVBoxLayout(right);
    rightBox->setContentsMargins(0, 0, 0, 0);
    auto* findRow = new QHBoxLayout;
    auto* findLabel = new QLabel(tr("&Find:"), right);
    find_ = new QLineEdit(right);
    find_->setObjectName(QStringLiteral("rulesFind"));
    find_->setPlaceholderText(tr("a word in the rules (Ctrl+F)"));
    find_->setClearButtonEnabled(true);
    findLabel->setBuddy(find_);
    auto* previous = new QToolButton(right);
    previous->setObjectName(QStringLiteral("rulesFindPrevious"));
    previous->setArrowType(Qt::UpArrow);
    previous->setToolTip(tr("Previous place (Shift+F3)"));
    previous->setAccessibleName(tr("Previous place"));
    auto* next = new QToolButton(right);
    next->setObjectName(QStringLiteral("rulesFindNext"));
    next->setArrowType(Qt::DownArrow);
    next->setToolTip(tr("Next place (Enter, F3)"));
    next->setAccessibleName(tr("Next place"));
    found_ = new QLabel(right);
    found_->setObjectName(QStringLiteral("rulesFindResult"));
    findRow->addWidget(findLabel);
    findRow->addWidget(find_, 1);
    findRow->addWidget(previous);
    findRow->addWidget(next);
    findRow->addWidget(found_);
    rightBox->addWidget(browser_, 1);
    connect(find_, &QLineEdit::textEdited, this, [this](const QString& text) {
        // As it is typed: from the top.
        QTextCursor c = browser_->textCursor();
        c.movePosition(QTextCursor::Start);
        browser_->setTextCursor(c);
        findText(text);
    });
    connect(find_, &QLineEdit::returnPressed, this,
            [this] { findText(find_->text(), QGuiApplication::keyboardModifiers().testFlag(Qt::ShiftModifier)); });
    connect(next, &QToolButton::clicked, this, [this] { findText(find_->text()); });
    connect(previous, &QToolButton::clicked, this, [this] { findText(find_->text(), true); });
    auto* findKey = new QShortcut(QKeySequence::Find, this);
    connect(findKey, &QShortcut::activated, this, [this] {
        find_->setFocus(Qt::ShortcutFocusReason);
        find_->selectAll();
    });
    connect(new QShortcut(QKeySequence::FindNext, this), &QShortcut::activated, next, &QToolButton::click);
    connect(new QShortcut(QKeySequence::FindPrevious, this), &QShortcut::activated, previous, &QToolButton::click);

    split_ = new QSplitter(this);
    auto* split = split_;
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(1, 1);
    split->setSizes({220, 680});
    auto* box = new QVBoxLayout(this);
    box->addLayout(findRow); // across the window: room to type also when the book is narrow
    box->addWidget(split, 1);
    resize(960, 680);

    connect(games_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            show(games_->item(row)->data(Qt::UserRole).toString());
    });
    connect(contents_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        section_ = item->data(Qt::UserRole).toString();
        browser_->scrollToAnchor(section_);
    });
    connect(contents_, &QListWidget::itemClicked, contents_, &QListWidget::itemActivated);
    connect(languages_, &QComboBox::currentIndexChanged, this,
            [this] { setLanguage(languages_->currentData().toString()); });
    languages_->setCurrentIndex(languages_->findData(language_));
}

void RulesBook::show(const QString& game, const QString& section) {
    QString id = game;
    if (!findGame(id.toStdString()))
        id = QString::fromStdString(games().front().id);
    const bool same = id == game_;
    game_ = id;
    section_ = section;
    for (int i = 0; i < games_->count(); ++i)
        if (games_->item(i)->data(Qt::UserRole).toString() == id) {
            const QSignalBlocker block(games_);
            games_->setCurrentRow(i);
        }
    if (!same || browser_->source().isEmpty())
        load();
    else if (section.isEmpty())
        browser_->verticalScrollBar()->setValue(0);
    if (!section.isEmpty())
        browser_->scrollToAnchor(section);
    const GameInfo* info = findGame(id.toStdString());
    setWindowTitle(tr("Rules: %1").arg(gameName(*info)));
}

void RulesBook::setLanguage(const QString& language) {
    if (language == language_ && !browser_->source().isEmpty())
        return;
    language_ = language;
    if (!game_.isEmpty())
        load();
    if (!section_.isEmpty())
        browser_->scrollToAnchor(section_);
}

void RulesBook::load() {
    browser_->setSource(url(game_, language_));
    fillContents();
    markFound(); // the search's marks in the new text
}

void RulesBook::fillContents() {
    contents_->clear();
    for (const auto& [anchor, title] : sections(game_, language_)) {
        auto* item = new QListWidgetItem(title, contents_);
        item->setData(Qt::UserRole, anchor);
    }
}

} // namespace st::ui
