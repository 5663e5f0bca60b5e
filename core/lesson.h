// A guided lesson (resources/tutorials/*.json): a scripted deal in the record
// format, with the coach's words in English and German. The learner plays one
// seat; every other seat's decisions are the script's. Notes are tied to the
// deal's actions: a note at the learner's action says what to do (that action
// is the one the lesson expects, any other is refused with the note's "why");
// a note at another seat's action comments on it as it happens. The deal must
// replay through the real engine, so a lesson can never teach a wrong rule.
//
//   { "format": "stammtisch-lesson/1", "id": "schnapsen-talon", "game": "schnapsen",
//     "order": 510, "title": {"en": …, "de": …}, "summary": {…}, "rules": "talon",
//     "learner": 0, "intro": {…}, "outro": {…},
//     "record": { a record with exactly one deal, all its actions },
//     "notes": [ {"at": 3, "say": {…}, "why": {…}}, … ],
//     "cut": {"say": {…}, "why": {…}} }
//
// When the learner is the seat that cuts or knocks before the deal (Dreierschnapsen's
// middlehand), the lesson has a cut step: the learner must knock or cut as the deal's
// "knocked" says, before the scripted cards are dealt; "cut" holds its note (required then,
// refused otherwise).
#pragma once

#include "record.h"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace st {

/// A text of the lesson in both languages.
struct LessonText {
    std::string en;
    std::string de;
    const std::string& in(std::string_view language) const { return language == "de" && !de.empty() ? de : en; }
};

struct LessonNote {
    std::size_t at = 0; ///< index into the deal's actions: shown when that action is due
    LessonText say;     ///< what to do (the learner's action) or what happens (another seat's)
    LessonText why;     ///< the learner's action: why another move is not the lesson's (may be empty)
};

struct Lesson {
    std::string id;
    const GameInfo* game = nullptr;
    int order = 0; ///< position in the list of lessons (by game, then order)
    LessonText title;
    LessonText summary; ///< one line for the list of lessons
    LessonText intro;   ///< before the deal
    LessonText outro;   ///< after the deal
    std::string rules;  ///< the rules book's section to read more (may be empty)
    int learner = 0;    ///< the seat the learner plays
    Record record;      ///< exactly one deal, every action of it
    std::vector<LessonNote> notes;
    /// The learner cuts or knocks before the deal (the deal's setup.knocked is the choice to make):
    /// the note of that step (its `at` is unused).
    std::optional<LessonNote> cut;

    const DealRecord& deal() const { return record.deals.front(); }
    /// The note shown when action k is due (nullptr: none).
    const LessonNote* noteAt(std::size_t k) const;
    /// The action the script has at k (nullptr past the end).
    const Action* scripted(std::size_t k) const;
};

/// Parses and checks a lesson: the fields, both languages of every text, the record (exactly one
/// deal, replayed through the engine without an illegal action, finished), the notes' indices and
/// that the learner acts (a learner action without a note: the coach names the move). An error
/// names the field.
std::variant<Lesson, RecordError> parseLesson(std::string_view text);

} // namespace st
