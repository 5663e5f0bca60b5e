// The guided lessons built in (resources/tutorials/*.json under :/tutorials/),
// in the order a learner takes them (by game, then each lesson's order: each
// game's path), and the learner's progress (which lessons were finished), kept
// in the settings. At the end of a game's path the learner is told what they
// can now do.
#pragma once

#include "lesson.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace st::ui {

class LessonLibrary {
    Q_DECLARE_TR_FUNCTIONS(st::ui::LessonLibrary)

  public:
    /// Every lesson built in, checked (a lesson that does not check is left out and named in errors()).
    static const LessonLibrary& instance();
    /// Reads the lessons of a folder of files or resources (tests).
    explicit LessonLibrary(const QString& folder);

    const std::vector<std::shared_ptr<const Lesson>>& lessons() const { return lessons_; }
    std::shared_ptr<const Lesson> find(const QString& id) const;
    /// A game's lessons in the order to take them (its path).
    std::vector<std::shared_ptr<const Lesson>> path(const GameInfo* game) const;
    /// The lesson to take after `lesson`: the next of its game's path not yet done (after it, then
    /// from the path's start); null when every lesson of the path is done.
    std::shared_ptr<const Lesson> next(const Lesson& lesson) const;
    /// How many lessons of a game's path are done.
    int doneOnPath(const GameInfo* game) const;
    /// What a learner can do at the end of a game's path (English and German by the user interface).
    static QString canDo(const GameInfo* game);
    /// Lessons that could not be read: "file: error".
    const QStringList& errors() const { return errors_; }

    static bool done(const QString& id);
    static void setDone(const QString& id, bool done = true);
    /// The language the coach speaks: "de" or "en" (the user interface's).
    static QString language();
    static QString text(const LessonText& t);

  private:
    std::vector<std::shared_ptr<const Lesson>> lessons_;
    QStringList errors_;
};

} // namespace st::ui
