#include "startup.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QUrl>

namespace st::ui {

CommandLine::CommandLine()
    : languageOption_(QStringLiteral("language"),
                      QCoreApplication::translate("main", "user-interface language: de or en (default: the system's)"),
                      QStringLiteral("LANG")),
      seedOption_(QStringLiteral("seed"),
                  QCoreApplication::translate("main", "deal new sessions from this seed, a whole number from 1 "
                                                      "(the same seed and the same choices deal the same cards)"),
                  QStringLiteral("N")) {
    parser_.setApplicationDescription(
        QCoreApplication::translate("main", "Traditional card games of Franconia, Baden and Austria."));
    parser_.addHelpOption();
    parser_.addVersionOption();
    parser_.addOption(languageOption_);
    parser_.addOption(seedOption_);
    parser_.addPositionalArgument(
        QStringLiteral("FILE"),
        QCoreApplication::translate("main", "a game record to open at the table (a session saved with Save a copy "
                                            "or sent by a friend); it is added to your sessions, the file itself "
                                            "stays as it is"),
        QStringLiteral("[FILE\u2026]"));
}

QString CommandLine::check() {
    languageSet_ = parser_.isSet(languageOption_);
    language_ = parser_.value(languageOption_);
    seed_ = 0;
    if (parser_.isSet(seedOption_)) {
        bool ok = false;
        seed_ = parser_.value(seedOption_).toULongLong(&ok);
        if (!ok || seed_ == 0)
            return QCoreApplication::translate("main", "stammtisch: --seed takes a whole number from 1, not \"%1\"\n")
                .arg(parser_.value(seedOption_));
    }
    files_.clear();
    for (const QString& a : parser_.positionalArguments()) {
        if (a.isEmpty())
            return QCoreApplication::translate("main", "stammtisch: an empty FILE argument\n");
        // A desktop launcher may pass a file: URL.
        const QUrl url(a);
        const QString path = url.isLocalFile() ? url.toLocalFile() : a;
        files_ << QDir::cleanPath(QFileInfo(QDir::current(), path).absoluteFilePath());
    }
    return {};
}

} // namespace st::ui
