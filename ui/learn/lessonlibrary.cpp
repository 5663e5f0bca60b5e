#include "lessonlibrary.h"

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
