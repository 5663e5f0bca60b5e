#include "logging.h"

// Debug messages are off unless QT_LOGGING_RULES turns them on; information, warnings and errors are shown.
namespace st::ui {
Q_LOGGING_CATEGORY(lcFlow, "stammtisch.flow", QtInfoMsg)
Q_LOGGING_CATEGORY(lcAi, "stammtisch.ai", QtInfoMsg)
Q_LOGGING_CATEGORY(lcHistory, "stammtisch.history", QtInfoMsg)
Q_LOGGING_CATEGORY(lcSheets, "stammtisch.sheets", QtInfoMsg)
Q_LOGGING_CATEGORY(lcSettings, "stammtisch.settings", QtInfoMsg)
Q_LOGGING_CATEGORY(lcGames, "stammtisch.games", QtInfoMsg)
} // namespace st::ui
