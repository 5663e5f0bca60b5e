#include "seatmarkers.h"

#include "games/dialogwords.h"
#include "games/gameface.h"
#include "tablemodel.h"
#include "text/wording.h"

namespace st::ui {

std::vector<QStringList> SeatMarkers::read(const TableModel& model, const SeatView& v) {
    const Game& game = model.game();
    const int n = game.seats();
    // Roles that are public: who chose trumps, who called, and the partner once the called card fell.
    std::vector<QStringList> markers(static_cast<std::size_t>(n));
    const auto& deals = model.record().deals;
    if (!deals.empty() && game.inDeal()) {
        Card called = kNoCard;
        const auto& actions = deals.back().actions;
        for (std::size_t k = 0; k < actions.size(); ++k) {
            const Action& a = actions[k];
            // What was announced stays marked at the seat for the rest of the deal.
            if (a.seat >= 0 && a.seat < n &&
                (a.act == Act::Knock || a.act == Act::Announce || a.act == Act::Close || a.act == Act::Declare ||
                 a.act == Act::Durchmarsch))
                markers[static_cast<std::size_t>(a.seat)] << faces::spoken(game, actions, k, v.trump);
            if (a.act == Act::Call) {
                called = a.card;
                markers[static_cast<std::size_t>(a.seat)] << tr("Caller");
            } else if (a.act == Act::Trump && faces::face(game).marksTrumpChooser(game)) {
                markers[static_cast<std::size_t>(a.seat)] << tr("Trumps");
            } else if (a.act == Act::Play && a.card == called && called != kNoCard) {
                markers[static_cast<std::size_t>(a.seat)] << tr("Partner");
            }
        }
    }
    if (game.inDeal() && !deals.empty()) {
        // Forehand: the first seat after the dealer that was dealt cards.
        for (int k = 1; k <= n; ++k) {
            const int s = (v.dealer + k) % n;
            if (!deals.back().setup.hands[static_cast<std::size_t>(s)].empty()) {
                markers[static_cast<std::size_t>(s)].prepend(tr("Forehand"));
                break;
            }
        }
        // Dreierschnapsen: middlehand cut the pack or knocked on it before the deal.
        if (const int cutter = model.cutChooser(v.dealer); cutter >= 0 && cutter < n)
            markers[static_cast<std::size_t>(cutter)] << (deals.back().setup.knocked ? tr("Knocked") : tr("Cut"));
    }
    return markers;
}

} // namespace st::ui
