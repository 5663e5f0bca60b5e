// Loads the user-interface translation (German is built in; English is the source).
#pragma once

#include <QString>

class QCoreApplication;

namespace st::text {

/// Installs the translation for `language` ("de", "en", or empty for the
/// system's language) into the application; returns true if a translation
/// was installed (false for English, the source language).
bool installLanguage(QCoreApplication& app, const QString& language);

} // namespace st::text
