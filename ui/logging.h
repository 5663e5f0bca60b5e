#pragma once
// One logging category per area of the game (README: "Logging"). Warnings are shown by default, debug
// messages only when asked for, e.g.  QT_LOGGING_RULES="stammtisch.flow.debug=true" stammtisch
// or all of them:                     QT_LOGGING_RULES="stammtisch.*.debug=true"
// Use qCWarning(st::ui::lcHistory) << … (never qDebug/qWarning/fprintf(stderr) without a category).
#include <QLoggingCategory>

namespace st::ui {
Q_DECLARE_LOGGING_CATEGORY(lcFlow)     // stammtisch.flow: the table's course, seats, decisions applied
Q_DECLARE_LOGGING_CATEGORY(lcAi)       // stammtisch.ai: the computer players' decisions, hints and reviews
Q_DECLARE_LOGGING_CATEGORY(lcHistory)  // stammtisch.history: saved sessions, the autosave, the history index
Q_DECLARE_LOGGING_CATEGORY(lcSheets)   // stammtisch.sheets: score sheets, printing and PDF
Q_DECLARE_LOGGING_CATEGORY(lcSettings) // stammtisch.settings: the settings file and saved choices
Q_DECLARE_LOGGING_CATEGORY(lcGames)    // stammtisch.games: the game faces (ui/games)
} // namespace st::ui
