#include "language.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace st::text {

bool installLanguage(QCoreApplication& app, const QString& language) {
    const QString lang = language.isEmpty() ? QLocale::system().name().left(2) : language;
    if (lang == QLatin1String("en"))
        return false;
    auto* translator = new QTranslator(&app);
    if (!translator->load(QStringLiteral(":/i18n/stammtisch_") + lang + QStringLiteral(".qm"))) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    return true;
}

} // namespace st::text
