// stammtisch's command line: --language, --seed and the record files to open
// (`stammtisch FILE`), parsed here so that main() and the tests share it.
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QStringList>

namespace st::ui {

class CommandLine {
  public:
    CommandLine();
    /// The parser with every option and FILE (its helpText() is what --help prints).
    QCommandLineParser& parser() { return parser_; }
    /// After parser().process() or parse(): checks the values; empty, or the message for a usage error (exit 2).
    QString check();

    bool languageSet() const { return languageSet_; }
    QString language() const { return language_; }
    quint64 seed() const { return seed_; }
    /// The files named, absolute (relative ones resolved against the working directory; file: URLs taken).
    QStringList files() const { return files_; }

  private:
    QCommandLineParser parser_;
    QCommandLineOption languageOption_;
    QCommandLineOption seedOption_;
    bool languageSet_ = false;
    QString language_;
    quint64 seed_ = 0;
    QStringList files_;
};

} // namespace st::ui
