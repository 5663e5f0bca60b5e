// The line heading the table's side panel: the last status set (a refusal, a hint, "X is
// thinking…") while it still fits the position, else whose turn it is.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <cstddef>
#include <utility>

namespace st::ui {

class TableModel;

class TableStatus {
    Q_DECLARE_TR_FUNCTIONS(TableStatus)

  public:
    explicit TableStatus(const TableModel* model) : model_(model) {}

    /// A status about the position now: it never outlives the move or the deal it was about.
    void set(const QString& text);
    /// The status set while it still fits the position, else `turn` (whose turn it is).
    QString text(const QString& turn) const;
    /// Whose turn it is, in words, at the table of `human` (watching: a replay, nobody plays;
    /// humanPlaying: the human is to play a card).
    static QString turnText(const TableModel* model, int human, bool watching, bool humanPlaying);

  private:
    std::pair<std::size_t, std::size_t> position() const; ///< deals started, actions in the last

    const TableModel* model_;
    QString status_;
    std::pair<std::size_t, std::size_t> statusAt_{~std::size_t{0}, 0}; ///< the position status_ was set in
};

} // namespace st::ui
