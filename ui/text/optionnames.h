// The names of the games, their rule options, the options' choices and the rule presets, as the
// New game dialog, the score sheets, the history and the welcome screen show them (translated;
// never a raw id).
#pragma once

#include "registry.h"

#include <QCoreApplication>
#include <QString>

#include <string>

namespace st::text {

class OptionNames {
  public:
    /// Display name of a game.
    static QString gameName(const GameInfo& g);
    /// Readable, translated label of a rule option (never the raw id). `worded` (if given) tells
    /// whether the option has its own words; otherwise the label is its id made readable.
    static QString optionLabel(const std::string& option, bool* worded = nullptr);
    /// Readable, translated name of a string option's choice or a list element (e.g. a Dreeg phase).
    static QString choiceLabel(const std::string& option, const std::string& choice, bool* worded = nullptr);
    static QString presetName(const RulePreset& p);
    static QString presetDescription(const RulePreset& p);
};

} // namespace st::text
