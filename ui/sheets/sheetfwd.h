// What a game's face names of the score sheets, the history and the lessons (ui/games/gameface.h,
// block "Score sheets, history, statistics, replay, lessons, rules book") without their headers.
#pragma once

namespace st {
struct Record;
class Variant;
} // namespace st

namespace st::ui {
class ScoreSheet;
struct SheetTable;
struct HistoryEntry;
namespace sheetparts {
struct Replayed;
} // namespace sheetparts
} // namespace st::ui
