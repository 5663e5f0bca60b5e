// The end of a deal: why it ended as it did, the contract and its result,
// card points per side, what each seat gained or erased and why, and the
// standings. Everything is worded from the engine's deal report
// (st::dealReport) and standings; when the session is over, closing it leads
// on to the session's summary (TableSession opens it).
#pragma once

#include <QDialog>

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

namespace st::ui {

class TableModel;

class DealSummary : public QDialog {
    Q_OBJECT

  public:
    explicit DealSummary(const TableModel& model, QWidget* parent = nullptr);
    /// Why the deal ended as it did, from the deal report's "outcome" (one of the game's
    /// GameInfo::outcomes) in the game `game` (a key two games share may read differently).
    static QString outcomeText(const std::string& outcome, std::string_view game = {});
    /// The deal's particulars (contract, declarer, announcements) as HTML paragraphs.
    static QString detailsHtml(const TableModel& model, const nlohmann::json& report);
    /// The end of the model's last deal in words, as this dialog shows it: why it ended, its
    /// particulars, each seat's card points, gain and reason and standing (HTML).
    static QString resultHtml(const TableModel& model);
    /// Why a seat gained or lost what it did in this deal, in words (may be empty).
    static QString seatReason(const TableModel& model, const nlohmann::json& report, int seat);

  signals:
    void nextDeal();
    /// "Review my play…": the player wants the strong player's review of this deal.
    void reviewWanted();
};

} // namespace st::ui
