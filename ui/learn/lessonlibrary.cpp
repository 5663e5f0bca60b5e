#include "lessonlibrary.h"

#include "games/gameface.h"
#include "registry.h"
#include "text/language.h"

#include <QDir>
#include <QFile>
#include <QSettings>

#include <algorithm>

namespace st::ui {

const LessonLibrary& LessonLibrary::instance() {
    static const LessonLibrary library(QStringLiteral(":/tutorials"));
    return library;
}

LessonLibrary::LessonLibrary(const QString& folder) {
    const QDir dir(folder);
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly)) {
            errors_ << tr("%1: cannot be read").arg(name);
            continue;
        }
        const QByteArray data = f.readAll();
        auto parsed = parseLesson(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
        if (auto* e = std::get_if<RecordError>(&parsed)) {
            errors_ << QStringLiteral("%1: %2").arg(name, QString::fromStdString(e->text()));
            continue;
        }
        lessons_.push_back(std::make_shared<const Lesson>(std::move(std::get<Lesson>(parsed))));
    }
    // By game (in the registry's order), then by each lesson's order.
    const auto gameIndex = [](const GameInfo* g) {
        const auto& all = games();
        for (std::size_t i = 0; i < all.size(); ++i)
            if (&all[i] == g)
                return i;
        return all.size();
    };
    std::stable_sort(lessons_.begin(), lessons_.end(), [&](const auto& a, const auto& b) {
        const auto ga = gameIndex(a->game), gb = gameIndex(b->game);
        return ga != gb ? ga < gb : a->order < b->order;
    });
}

std::shared_ptr<const Lesson> LessonLibrary::find(const QString& id) const {
    for (const auto& l : lessons_)
        if (QString::fromStdString(l->id) == id)
            return l;
    return nullptr;
}

std::vector<std::shared_ptr<const Lesson>> LessonLibrary::path(const GameInfo* game) const {
    std::vector<std::shared_ptr<const Lesson>> out;
    for (const auto& l : lessons_) // sorted by game, then order
        if (l->game == game)
            out.push_back(l);
    return out;
}

std::shared_ptr<const Lesson> LessonLibrary::next(const Lesson& lesson) const {
    const auto p = path(lesson.game);
    const auto at = std::find_if(p.begin(), p.end(), [&](const auto& l) { return l->id == lesson.id; });
    const auto open = [](const auto& l) { return !done(QString::fromStdString(l->id)); };
    if (at != p.end())
        if (auto it = std::find_if(at + 1, p.end(), open); it != p.end())
            return *it;
    if (auto it = std::find_if(p.begin(), p.end(), [&](const auto& l) { return open(l) && l->id != lesson.id; });
        it != p.end())
        return *it;
    return nullptr;
}

int LessonLibrary::doneOnPath(const GameInfo* game) const {
    int n = 0;
    for (const auto& l : path(game))
        n += done(QString::fromStdString(l->id)) ? 1 : 0;
    return n;
}

QString LessonLibrary::canDo(const GameInfo* game) {
    // In the words of the game's face.
    const faces::GameFace* face = game ? faces::findFace(game->id) : nullptr;
    return face ? face->lessonsCanDo() : QString();
}

bool LessonLibrary::done(const QString& id) {
    return QSettings().value(QStringLiteral("lessons/%1/done").arg(id), false).toBool();
}

void LessonLibrary::setDone(const QString& id, bool done) {
    QSettings().setValue(QStringLiteral("lessons/%1/done").arg(id), done);
}

QString LessonLibrary::language() {
    return text::currentLanguage();
}

QString LessonLibrary::text(const LessonText& t) {
    return QString::fromStdString(t.in(language().toStdString()));
}

} // namespace st::ui
