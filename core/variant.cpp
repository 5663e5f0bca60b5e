#include "variant.h"

#include <algorithm>
#include <stdexcept>

namespace st {

namespace {
const std::vector<OptionSpec> kNoSpecs;
std::string typeName(const OptionValue& v) {
    switch (v.index()) {
    case 0:
        return "true or false";
    case 1:
        return "a whole number";
    case 2:
        return "a string";
    default:
        return "a list of strings";
    }
}
std::string joined(const std::vector<std::string>& v) {
    std::string s;
    for (const auto& x : v)
        s += (s.empty() ? "" : ", ") + x;
    return s;
}
} // namespace

const std::vector<OptionSpec>& Variant::specs() const {
    return specs_ ? *specs_ : kNoSpecs;
}

const OptionSpec* Variant::spec(const std::string& name) const {
    for (const auto& s : specs())
        if (s.name == name)
            return &s;
    return nullptr;
}

std::string Variant::set(const std::string& name, const OptionValue& v) {
    const OptionSpec* s = spec(name);
    if (!s)
        return "unknown option \"" + name + "\"";
    if (v.index() != s->defaultValue.index())
        return "option \"" + name + "\" must be " + typeName(s->defaultValue);
    if (const int* i = std::get_if<int>(&v)) {
        if (*i < s->min || *i > s->max)
            return "option \"" + name + "\" must be between " + std::to_string(s->min) + " and " +
                   std::to_string(s->max);
    } else if (const std::string* str = std::get_if<std::string>(&v)) {
        if (std::find(s->choices.begin(), s->choices.end(), *str) == s->choices.end())
            return "option \"" + name + "\" must be one of: " + joined(s->choices);
    } else if (const auto* list = std::get_if<std::vector<std::string>>(&v)) {
        if (list->size() < s->minItems)
            return "option \"" + name + "\" needs at least " + std::to_string(s->minItems) + " entries";
        for (const auto& e : *list)
            if (std::find(s->choices.begin(), s->choices.end(), e) == s->choices.end())
                return "option \"" + name + "\": \"" + e + "\" is not one of: " + joined(s->choices);
    }
    values_[name] = v;
    return {};
}

const OptionValue& Variant::value(const std::string& name) const {
    auto it = values_.find(name);
    if (it != values_.end())
        return it->second;
    const OptionSpec* s = spec(name);
    if (!s)
        throw std::logic_error("no such option: " + name);
    return s->defaultValue;
}

bool Variant::applies(const std::string& name) const {
    const OptionSpec* s = spec(name);
    if (!s || s->dependsOn.empty())
        return s != nullptr;
    const OptionValue& v = value(s->dependsOn);
    const auto wanted = [&](const std::string& x) {
        return std::find(s->dependsOnValues.begin(), s->dependsOnValues.end(), x) != s->dependsOnValues.end();
    };
    if (const auto* str = std::get_if<std::string>(&v))
        return wanted(*str);
    if (const auto* list = std::get_if<std::vector<std::string>>(&v))
        return std::any_of(list->begin(), list->end(), wanted);
    return true;
}

bool Variant::getBool(const std::string& name) const {
    return std::get<bool>(value(name));
}
int Variant::getInt(const std::string& name) const {
    return std::get<int>(value(name));
}
std::string Variant::getString(const std::string& name) const {
    return std::get<std::string>(value(name));
}
std::vector<std::string> Variant::getList(const std::string& name) const {
    return std::get<std::vector<std::string>>(value(name));
}

} // namespace st
