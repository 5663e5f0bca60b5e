#include "lessonsdialog.h"

#include "lessonlibrary.h"
#include "registry.h"

#include <QColor>
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
                                "Each game has its path: take its lessons in this order, each leads on to the "
                                "next. A lesson ends with a practice deal of your own against easy opponents."),
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
        const LessonLibrary& library = LessonLibrary::instance();
        const auto lesson = library.find(id);
        QString about = lesson ? LessonLibrary::text(lesson->summary) : QString();
        // The path of the lesson's game taken to its end: what the learner can now do.
        if (lesson && library.doneOnPath(lesson->game) == static_cast<int>(library.path(lesson->game).size()))
            about += QLatin1Char('\n') + LessonLibrary::canDo(lesson->game);
        about_->setText(about);
    });
    connect(tree_, &QTreeWidget::itemActivated, this, [this] { start_->click(); });
    box->addWidget(buttons);
    fill();
}

QString LessonsDialog::chosen() const {
    const QTreeWidgetItem* item = tree_->currentItem();
    return item ? item->data(0, Qt::UserRole).toString() : QString();
}

void LessonsDialog::choose(const QString& id) {
    for (int g = 0; g < tree_->topLevelItemCount(); ++g)
        for (int i = 0; i < tree_->topLevelItem(g)->childCount(); ++i)
            if (QTreeWidgetItem* item = tree_->topLevelItem(g)->child(i); item->data(0, Qt::UserRole).toString() == id)
                tree_->setCurrentItem(item);
}

void LessonsDialog::fill() {
    tree_->clear();
    QTreeWidgetItem* next = nullptr;
    const LessonLibrary& library = LessonLibrary::instance();
    const GameInfo* groupGame = nullptr;
    for (const auto& first : library.lessons()) {
        if (first->game == groupGame)
            continue;
        // Each game's path: its lessons in order, numbered, what is done ticked and the next marked.
        groupGame = first->game;
        const auto path = library.path(groupGame);
        const int done = library.doneOnPath(groupGame);
        const QString name = QCoreApplication::translate("st::ui::NewGameDialog", groupGame->name.c_str());
        auto* group = new QTreeWidgetItem(tree_, {name, tr("%1 of %2").arg(done).arg(path.size())});
        group->setFlags(Qt::ItemIsEnabled);
        group->setData(1, Qt::AccessibleTextRole, tr("%1 of %2 lessons done").arg(done).arg(path.size()));
        group->setToolTip(0, done == static_cast<int>(path.size())
                                 ? LessonLibrary::canDo(groupGame)
                                 : tr("%1 of %2 lessons done").arg(done).arg(path.size()));
        QFont f = group->font(0);
        f.setBold(true);
        group->setFont(0, f);
        group->setFont(1, f);
        bool marked = false;
        int step = 0;
        for (const auto& lesson : path) {
            const QString id = QString::fromStdString(lesson->id);
            const bool isDone = LessonLibrary::done(id);
            const bool isNext = !isDone && !marked;
            marked = marked || isNext;
            auto* item = new QTreeWidgetItem(group, {tr("%1. %2").arg(++step).arg(LessonLibrary::text(lesson->title)),
                                                     isDone   ? QStringLiteral("\u2714")
                                                     : isNext ? tr("next")
                                                              : QString()});
            item->setData(0, Qt::UserRole, id);
            item->setToolTip(0, LessonLibrary::text(lesson->summary));
            item->setData(1, Qt::AccessibleTextRole, isDone ? tr("done") : isNext ? tr("next") : tr("not yet"));
            if (isNext) {
                QFont nf = item->font(1);
                nf.setItalic(true);
                item->setFont(1, nf);
                item->setForeground(1, QColor(0x1d, 0x6b, 0x2c));
            }
            if (isNext && !next)
                next = item;
        }
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
