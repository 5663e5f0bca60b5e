#include "lessonsdialog.h"

#include "lessonlibrary.h"
#include "registry.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace st::ui {

LessonsDialog::LessonsDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("lessonsDialog"));
    setWindowTitle(tr("Learn to play"));
    auto* box = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Each lesson is a deal at the table with a coach who says what to do and why. "
                                "It ends with a practice deal of your own against easy opponents."),
                             this);
    intro->setWordWrap(true);
    box->addWidget(intro);
    tree_ = new QTreeWidget(this);
    tree_->setObjectName(QStringLiteral("lessonsTree"));
    tree_->setColumnCount(2);
    tree_->setHeaderLabels({tr("Lesson"), tr("Done")});
    tree_->header()->setStretchLastSection(false);
    tree_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    tree_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    tree_->setMinimumSize(560, 360);
    box->addWidget(tree_, 1);
    about_ = new QLabel(this);
    about_->setObjectName(QStringLiteral("lessonAbout"));
    about_->setWordWrap(true);
    about_->setMinimumHeight(40);
    box->addWidget(about_);
    auto* buttons = new QDialogButtonBox(this);
    start_ = buttons->addButton(tr("Start the lesson"), QDialogButtonBox::AcceptRole);
    start_->setObjectName(QStringLiteral("lessonStart"));
    start_->setDefault(true);
    buttons->addButton(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(start_, &QPushButton::clicked, this, [this] {
        const QString id = chosen();
        if (id.isEmpty())
            return;
        accept();
        emit lessonChosen(id);
    });
    connect(tree_, &QTreeWidget::currentItemChanged, this, [this] {
        const QString id = chosen();
        start_->setEnabled(!id.isEmpty());
        const auto lesson = LessonLibrary::instance().find(id);
        about_->setText(lesson ? LessonLibrary::text(lesson->summary) : QString());
    });
    connect(tree_, &QTreeWidget::itemActivated, this, [this] { start_->click(); });
    box->addWidget(buttons);
    fill();
}

QString LessonsDialog::chosen() const {
    const QTreeWidgetItem* item = tree_->currentItem();
    return item ? item->data(0, Qt::UserRole).toString() : QString();
}

void LessonsDialog::fill() {
    tree_->clear();
    QTreeWidgetItem* next = nullptr;
    QTreeWidgetItem* group = nullptr;
    const GameInfo* groupGame = nullptr;
    for (const auto& lesson : LessonLibrary::instance().lessons()) {
        if (lesson->game != groupGame) {
            groupGame = lesson->game;
            group = new QTreeWidgetItem(
                tree_, {QCoreApplication::translate("st::ui::NewGameDialog", lesson->game->name.c_str())});
            group->setFlags(Qt::ItemIsEnabled);
            QFont f = group->font(0);
            f.setBold(true);
            group->setFont(0, f);
            group->setExpanded(true);
        }
        const QString id = QString::fromStdString(lesson->id);
        const bool done = LessonLibrary::done(id);
        auto* item = new QTreeWidgetItem(
            group, {LessonLibrary::text(lesson->title), done ? QStringLiteral("\u2714") : QString()});
        item->setData(0, Qt::UserRole, id);
        item->setToolTip(0, LessonLibrary::text(lesson->summary));
        item->setData(1, Qt::AccessibleTextRole, done ? tr("done") : tr("not yet"));
        if (!done && !next)
            next = item;
    }
    tree_->expandAll();
    // The first lesson not yet done (all done: the first).
    if (!next && tree_->topLevelItemCount() > 0 && tree_->topLevelItem(0)->childCount() > 0)
        next = tree_->topLevelItem(0)->child(0);
    if (next)
        tree_->setCurrentItem(next);
    start_->setEnabled(next != nullptr);
}

} // namespace st::ui
