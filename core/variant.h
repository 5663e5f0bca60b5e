// Rule variants as typed, documented data: every option has a name, a
// default, its allowed values and a description. Display preferences (deck
// style, animation speed, stroke picture) are not rule options and live in
// the application's settings instead.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace st {

using OptionValue = std::variant<bool, int, std::string, std::vector<std::string>>;

struct OptionSpec {
    std::string name;
    std::string description; ///< what the option changes, in English (docs, tooltips via tr())
    OptionValue defaultValue;
    int min = 0, max = 0;             ///< int options
    std::vector<std::string> choices; ///< string options, and the elements of list options
    std::size_t minItems = 0;         ///< list options
    /// The option has a say only while option `dependsOn` holds one of `dependsOnValues` (a
    /// string option's value, or an element of a list option): Dappen's Ulti only under the
    /// Furtwangen rules. Empty: always. The engine ignores it otherwise; a dialog greys it out.
    std::string dependsOn;
    std::vector<std::string> dependsOnValues;
};

class Variant {
  public:
    Variant() = default;
    explicit Variant(const std::vector<OptionSpec>* specs) : specs_(specs) {}

    /// Set an option; returns an error message (empty if accepted).
    std::string set(const std::string& name, const OptionValue& v);

    bool getBool(const std::string& name) const;
    int getInt(const std::string& name) const;
    std::string getString(const std::string& name) const;
    std::vector<std::string> getList(const std::string& name) const;

    const std::vector<OptionSpec>& specs() const;
    /// The value in force (set or default).
    const OptionValue& value(const std::string& name) const;
    bool isSet(const std::string& name) const { return values_.count(name) != 0; }
    /// Whether the option has a say under the other options in force (OptionSpec::dependsOn).
    bool applies(const std::string& name) const;

  private:
    const OptionSpec* spec(const std::string& name) const;
    const std::vector<OptionSpec>* specs_ = nullptr;
    std::map<std::string, OptionValue> values_;
};

} // namespace st
