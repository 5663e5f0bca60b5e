// The counting help: the card points each side has taken in the deal in play, in one line beside
// the table (core: Game::countedPoints), the human's side first.
#pragma once

#include <QCoreApplication>
#include <QString>

namespace st::ui {

class TableModel;

class CountingHelp {
    Q_DECLARE_TR_FUNCTIONS(CountingHelp)

  public:
    /// The line for the table of `human` (empty when no deal is in play or nothing counts).
    static QString line(const TableModel& model, int human);
};

} // namespace st::ui
