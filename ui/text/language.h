// Loads the user-interface translation: English plural forms (stammtisch_en.qm) under the chosen
// language's translation (German is built in; English is the source).
#pragma once

#include <QString>

class QCoreApplication;

namespace st::text {

/// Installs the translation for `language` ("de", "en", or empty for the system's language) into
/// the application, replacing any installed by an earlier call. The English plural forms ("1 card",
/// "2 cards") are always installed beneath it, so a text the language lacks reads as English.
/// Returns true if the translation for the language was installed (for "en": the plural forms).
bool installLanguage(QCoreApplication& app, const QString& language);

/// The language the texts are in: "de" or "en" (the last installLanguage(); before any, the
/// system's language when it is German, else English).
QString currentLanguage();

} // namespace st::text
