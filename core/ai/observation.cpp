// What a seat knows of a deal (Observation), taken from a record. See docs/ai.md, "Honest by construction".
#include "ai.h"
#include "internal.h"

namespace st::ai {

using namespace detail;

namespace {

bool sameView(const SeatView& a, const SeatView& b) {
    return a.seat == b.seat && a.toAct == b.toAct && a.dealer == b.dealer && a.hand == b.hand && a.trick == b.trick &&
           a.lastTrick == b.lastTrick && a.trump == b.trump && a.trumpCard == b.trumpCard &&
           a.talonSize == b.talonSize && a.talonTop == b.talonTop && a.talonClosed == b.talonClosed &&
           a.fewPoints == b.fewPoints && a.handSizes == b.handSizes && a.tricksWon == b.tricksWon &&
           a.shown == b.shown && a.legal == b.legal;
}

} // namespace

// ---------------------------------------------------------------- observation

std::optional<Observation> observe(const Game& start, const DealRecord& deal, int seat, std::string* error) {
    auto fail = [&](const std::string& m) -> std::optional<Observation> {
        if (error)
            *error = m;
        return std::nullopt;
    };
    if (seat < 0 || seat >= start.seats())
        return fail("not a seat");
    std::unique_ptr<Game> g = start.clone();
    if (auto e = g->startDeal(deal.setup); !e.empty())
        return fail(e);
    Observation o;
    o.start = std::shared_ptr<const Game>(start.clone());
    o.seat = seat;
    o.dealer = deal.setup.dealer;
    o.knocked = deal.setup.knocked;
    for (const auto& h : deal.setup.hands)
        o.handSizes.push_back(static_cast<int>(h.size()));
    o.stockSize = static_cast<int>(deal.setup.stock.size());
    o.views.push_back(g->view(seat));
    for (Card c : deal.setup.hands[ix(seat)])
        o.ownHand.push_back(has(o.views[0].hand, c) ? c : kNoCard);
    for (std::size_t i = 0; i < deal.actions.size(); ++i) {
        const Action& a = deal.actions[i];
        if (!g->inDeal() || g->check(a))
            return fail("action " + std::to_string(i) + " does not replay");
        g->apply(a);
        Action m = a;
        int hidden = 0;
        if (a.act == Act::Discard && a.seat != seat) {
            hidden = static_cast<int>(a.cards.size());
            m.cards.clear();
        }
        o.actions.push_back(m);
        o.hiddenCount.push_back(hidden);
        o.views.push_back(g->view(seat));
    }
    return o;
}

std::optional<Observation> observeRecord(const Record& r, std::string* error) {
    Replay full = replay(r);
    if (full.error || r.deals.empty() || !full.game->inDeal() || full.game->toAct() < 0) {
        if (error)
            *error = full.error ? "the record does not replay" : "no decision is due";
        return std::nullopt;
    }
    const int seat = full.game->toAct();
    Record prefix = r;
    prefix.deals.pop_back();
    Replay before = replay(prefix);
    return observe(*before.game, r.deals.back(), seat, error);
}

bool sameObservation(const Observation& a, const Observation& b) {
    if (a.seat != b.seat || a.dealer != b.dealer || a.knocked != b.knocked || a.handSizes != b.handSizes ||
        a.stockSize != b.stockSize || a.ownHand != b.ownHand || a.actions != b.actions ||
        a.hiddenCount != b.hiddenCount || a.views.size() != b.views.size())
        return false;
    for (std::size_t i = 0; i < a.views.size(); ++i)
        if (!sameView(a.views[i], b.views[i]))
            return false;
    return true;
}

} // namespace st::ai
