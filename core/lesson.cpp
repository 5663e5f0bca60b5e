#include "lesson.h"

#include "registry.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>

namespace st {

using nlohmann::json;

const LessonNote* Lesson::noteAt(std::size_t k) const {
    for (const LessonNote& n : notes)
        if (n.at == k)
            return &n;
    return nullptr;
}

const Action* Lesson::scripted(std::size_t k) const {
    const auto& actions = deal().actions;
    return k < actions.size() ? &actions[k] : nullptr;
}

namespace {

struct Bad {
    RecordError e;
};

[[noreturn]] void bad(const std::string& where, const std::string& msg) {
    throw Bad{{where, msg}};
}

std::string str(const json& j, const char* key, const std::string& where, bool required = true) {
    if (!j.contains(key)) {
        if (required)
            bad(where, std::string("missing \"") + key + "\"");
        return {};
    }
    if (!j[key].is_string())
        bad(where + "." + key, "must be a string");
    return j[key].get<std::string>();
}

LessonText text(const json& j, const char* key, const std::string& where, bool required = true) {
    const std::string w = where.empty() ? key : where + "." + key;
    if (!j.contains(key)) {
        if (required)
            bad(where, std::string("missing \"") + key + "\"");
        return {};
    }
    const json& t = j[key];
    if (!t.is_object())
        bad(w, "must be an object with \"en\" and \"de\"");
    LessonText out{str(t, "en", w), str(t, "de", w)};
    if (out.en.empty() || out.de.empty())
        bad(w, "needs a text in English (\"en\") and in German (\"de\")");
    return out;
}

Lesson parse(std::string_view source) {
    json j;
    try {
        j = json::parse(source);
    } catch (const json::parse_error& e) {
        bad("", std::string("not JSON: ") + e.what());
    }
    if (!j.is_object())
        bad("", "a lesson is a JSON object");
    if (str(j, "format", "") != "stammtisch-lesson/1")
        bad("format", "must be \"stammtisch-lesson/1\"");
    Lesson l;
    l.id = str(j, "id", "");
    if (l.id.empty() || l.id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos)
        bad("id", "must be lower-case letters, digits and dashes");
    const std::string game = str(j, "game", "");
    l.game = findGame(game);
    if (!l.game)
        bad("game", "no such game: " + game);
    if (!j.contains("order") || !j["order"].is_number_integer())
        bad("order", "must be a whole number");
    l.order = j["order"].get<int>();
    l.title = text(j, "title", "");
    l.summary = text(j, "summary", "");
    l.intro = text(j, "intro", "");
    l.outro = text(j, "outro", "");
    l.rules = str(j, "rules", "", false);
    if (!j.contains("learner") || !j["learner"].is_number_integer())
        bad("learner", "must be a seat number");
    l.learner = j["learner"].get<int>();
    if (!j.contains("record") || !j["record"].is_object())
        bad("record", "missing the record of the lesson's deal");
    auto parsed = parseRecord(j["record"].dump());
    if (auto* e = std::get_if<RecordError>(&parsed))
        bad("record." + e->where, e->message);
    l.record = std::move(std::get<Record>(parsed));
    if (l.record.game != l.game)
        bad("record.game", "must be the lesson's game");
    if (l.record.deals.size() != 1)
        bad("record.deals", "a lesson has exactly one deal");
    if (l.learner < 0 || l.learner >= static_cast<int>(l.record.players.size()))
        bad("learner", "no such seat at this table");
    const Replay r = replay(l.record);
    if (r.error) {
        const std::string where = "record.deals[0].actions[" + std::to_string(r.error->action) + "]";
        bad(where,
            r.error->kind == ReplayError::Kind::Illegal ? "the engine refuses this action" : r.error->error.text());
    }
    if (!r.game || r.game->dealsFinished() != 1)
        bad("record.deals[0].actions", "the deal must be played to its end");
    const auto& actions = l.deal().actions;
    if (!j.contains("notes") || !j["notes"].is_array())
        bad("notes", "must be a list");
    std::set<std::size_t> seen;
    for (std::size_t i = 0; i < j["notes"].size(); ++i) {
        const json& n = j["notes"][i];
        const std::string w = "notes[" + std::to_string(i) + "]";
        if (!n.is_object() || !n.contains("at") || !n["at"].is_number_unsigned())
            bad(w + ".at", "must be the index of an action of the deal");
        LessonNote note;
        note.at = n["at"].get<std::size_t>();
        if (note.at >= actions.size())
            bad(w + ".at", "the deal has only " + std::to_string(actions.size()) + " actions");
        if (!seen.insert(note.at).second)
            bad(w + ".at", "two notes at one action");
        note.say = text(n, "say", w);
        note.why = text(n, "why", w, false);
        l.notes.push_back(std::move(note));
    }
    std::sort(l.notes.begin(), l.notes.end(), [](const LessonNote& a, const LessonNote& b) { return a.at < b.at; });
    // The cut step: the learner is the seat that cuts or knocks before this deal.
    const std::unique_ptr<Game> fresh = newGame(l.record);
    const bool cuts = fresh && fresh->cutter(l.deal().setup.dealer) == l.learner;
    if (j.contains("cut")) {
        if (!cuts)
            bad("cut", "the learner does not cut or knock before this deal");
        LessonNote note;
        note.say = text(j["cut"], "say", "cut");
        note.why = text(j["cut"], "why", "cut", false);
        l.cut = std::move(note);
    } else if (cuts) {
        bad("cut", "the learner cuts or knocks before this deal: the step needs its note");
    }
    if (std::none_of(actions.begin(), actions.end(), [&](const Action& a) { return a.seat == l.learner; }))
        bad("learner", "the learner never acts in this deal");
    return l;
}

} // namespace

std::variant<Lesson, RecordError> parseLesson(std::string_view text) {
    try {
        return parse(text);
    } catch (const Bad& b) {
        return b.e;
    } catch (const std::exception& e) {
        return RecordError{"", std::string("unreadable lesson: ") + e.what()};
    }
}

} // namespace st
