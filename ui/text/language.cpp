#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace st::text {

namespace {

const QString kTranslatorName = QStringLiteral("stammtischLanguage");

QString& installed() {
    static QString language;
    return language;
}

// Loads `file` and installs it; translators installed later take precedence.
bool install(QCoreApplication& app, const QString& file) {
    auto* translator = new QTranslator(&app);
    translator->setObjectName(kTranslatorName);
    if (!translator->load(file)) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    return true;
}

} // namespace

bool installLanguage(QCoreApplication& app, const QString& language) {
    const auto previous = app.findChildren<QTranslator*>(kTranslatorName, Qt::FindDirectChildrenOnly);
    for (QTranslator* t : previous) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    const QString lang = language.isEmpty() ? QLocale::system().name().left(2) : language;
    installed() = lang == QLatin1String("de") ? lang : QStringLiteral("en");
    // Numbers and money follow the language of the texts ("0,50 €" in German).
    QLocale::setDefault(QLocale(lang == QLatin1String("de") ? QLocale::German : QLocale::English,
                                lang == QLatin1String("de") ? QLocale::Germany : QLocale::UnitedStates));
    const bool english = install(app, QStringLiteral(":/i18n/stammtisch_en.qm"));
    if (lang == QLatin1String("en"))
        return english;
    // Qt's own texts (standard buttons such as Cancel): the installed Qt translations, else the
    // copy built in (German).
    if (!install(app, QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_") + lang +
                          QStringLiteral(".qm")))
        install(app, QStringLiteral(":/i18n/qtbase_") + lang + QStringLiteral(".qm"));
    return install(app, QStringLiteral(":/i18n/stammtisch_") + lang + QStringLiteral(".qm"));
}

QString currentLanguage() {
    if (installed().isEmpty())
        return QLocale::system().name().left(2) == QLatin1String("de") ? QStringLiteral("de") : QStringLiteral("en");
    return installed();
}

} // namespace st::text
