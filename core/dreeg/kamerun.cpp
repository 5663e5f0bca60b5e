#include "kamerun.h"

#include "sechsundsechzig.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace st::dreeg {

namespace {
const Pack& german() {
    return Pack::get(PackKind::German24);
}
} // namespace

std::string KamerunDeal::validate(const DealTable& t, const DealSetup& s) {
    // Kamerun starts with three or four; only Bamberger's scoring, where players drop out,
    // goes on with two (docs/rules/dreeg.md, ruling 14).
    if (t.order.size() < 2)
        return "Kamerun needs three or four players";
    // The same deal: 6 each for four, 8 each for three; for two 6 each, the other 12 set aside unseen.
    return SechsundsechzigDeal::validate(t, s);
}

DealSetup KamerunDeal::deal(const DealTable& t, Rng& rng) {
    return SechsundsechzigDeal::deal(t, rng);
}

KamerunDeal::KamerunDeal(const DealTable& t, const DealSetup& s, OptionsKamerun o)
    : pack_(&german()), table_(t), opt_(o), order_(t.order) {
    for (int seat : order_)
        hand_[ix(seat)] = toSet(s.hands[ix(seat)]);
    aside_ = toSet(s.stock); // two players left: no talon in Kamerun, the rest lies aside unseen
    leader_ = order_.front();
}

int KamerunDeal::nextInOrder(int seat) const {
    auto it = std::find(order_.begin(), order_.end(), seat);
    ++it;
    return it == order_.end() ? order_.front() : *it;
}

int KamerunDeal::toAct() const {
    if (over_)
        return -1;
    return trick_.empty() ? leader_ : nextInOrder(trick_.back().first);
}

TrickRules KamerunDeal::rules() const {
    if (opt_.night)
        return TrickRules::free(); // nobody knows what they play: no obligation
    TrickRules r = TrickRules::followAndBeat();
    r.beatInSuit = opt_.overtake;
    return r;
}

CardList KamerunDeal::trickCards() const {
    CardList out;
    for (auto& [s, c] : trick_)
        out.push_back(c);
    return out;
}

CardSet KamerunDeal::leadable() const {
    // The winner of a trick may not lead the suit just led, unless holding
    // nothing else (not with a Durchmarsch announced, not at night).
    const CardSet h = hand_[ix(leader_)];
    if (opt_.night || durchmarsch_ >= 0 || lastLedSuit_ < 0)
        return h;
    const CardSet others = h & ~pack_->suitMask(lastLedSuit_);
    return others ? others : h;
}

std::vector<Action> KamerunDeal::legalActions() const {
    std::vector<Action> out;
    const int seat = toAct();
    if (seat < 0)
        return out;
    if (trick_.empty()) {
        if (tricksPlayed_ == 1 && durchmarsch_ < 0 && !opt_.night)
            out.push_back(Action::simple(seat, Act::Durchmarsch));
        for (Card c : cardsOf(leadable()))
            out.push_back(Action::play(seat, c));
        return out;
    }
    for (Card c : cardsOf(legalCards(*pack_, hand_[ix(seat)], trickCards(), kNoTrump, rules())))
        out.push_back(Action::play(seat, c));
    return out;
}

Refusal KamerunDeal::check(const Action& a) const {
    const int seat = toAct();
    Refusal r = checkTurn(seat, a.seat);
    if (r)
        return r;
    if (a.act == Act::Durchmarsch) {
        // The rule that forbids it: none at night, one announcement, and only at its moment.
        if (opt_.night)
            r.reason = Reason::NightNoDurchmarsch;
        else if (durchmarsch_ >= 0)
            r.reason = Reason::DurchmarschAnnounced;
        else if (!trick_.empty() || tricksPlayed_ != 1)
            r.reason = Reason::NoDurchmarsch;
        return r;
    }
    if (a.act != Act::Play) {
        r.reason = Reason::NotAllowedNow;
        return r;
    }
    if (a.card < 0 || a.card >= 64 || !has(hand_[ix(seat)], a.card)) {
        r.reason = Reason::NotInHand;
        r.card = a.card;
        return r;
    }
    if (trick_.empty()) {
        if (!has(leadable(), a.card)) {
            r.reason = Reason::MustNotLeadSuit;
            r.suit = lastLedSuit_;
            r.card = a.card;
        }
    } else {
        r = checkCard(*pack_, hand_[ix(seat)], trickCards(), kNoTrump, rules(), a.card);
    }
    if (r && opt_.penaliseRevokes)
        return Refusal{}; // accepted; apply() ends the deal and penalises
    return r;
}

void KamerunDeal::apply(const Action& a) {
    if (over_)
        return;
    if (a.act == Act::Durchmarsch) {
        durchmarsch_ = a.seat;
        return;
    }
    const bool illegal =
        trick_.empty()
            ? !has(leadable(), a.card)
            : static_cast<bool>(checkCard(*pack_, hand_[ix(a.seat)], trickCards(), kNoTrump, rules(), a.card));
    hand_[ix(a.seat)] &= ~bit(a.card);
    trick_.push_back({a.seat, a.card});
    if (illegal) {
        // Penalty: the play ends and the offender erases three strokes.
        offender_ = a.seat;
        for (int s : order_) // Bamberger's Kamerun erases like the other phases: everyone else
            erase_[ix(s)] = (s == a.seat) != opt_.bamberger ? 3 : 0;
        outcome_ = "revoke";
        over_ = true;
        return;
    }
    if (trick_.size() == order_.size())
        finishTrick();
}

void KamerunDeal::finishTrick() {
    const CardList cards = trickCards();
    const int w = trick_[static_cast<std::size_t>(winningIndex(*pack_, cards, kNoTrump))].first;
    won_[ix(w)] |= toSet(cards);
    ++tricksWon_[ix(w)];
    ++tricksPlayed_;
    lastWinner_ = w;
    lastLedSuit_ = pack_->suit(cards[0]);
    lastTrick_ = trick_;
    trick_.clear();
    leader_ = w;
    if (durchmarsch_ >= 0 && w != durchmarsch_) {
        // A failed Durchmarsch ends the play: the announcer erases 3
        // (Bamberger, where erasing is good: each other player erases 3).
        for (int s : order_)
            erase_[ix(s)] = (s == durchmarsch_) != opt_.bamberger ? 3 : 0;
        outcome_ = "durchmarsch_failed";
        over_ = true;
        return;
    }
    const bool empty = std::all_of(order_.begin(), order_.end(), [&](int s) { return hand_[ix(s)] == 0; });
    if (!empty)
        return;
    over_ = true;
    if (durchmarsch_ >= 0) {
        for (int s : order_)
            erase_[ix(s)] = (s == durchmarsch_) == opt_.bamberger ? 3 : 0;
        outcome_ = "durchmarsch_made";
        return;
    }
    for (int s : order_)
        if (!opt_.bamberger && tricksWon_[ix(s)] == static_cast<int>(tricksPlayed_)) {
            // All the tricks without announcing: the sweeper erases 3, nobody else anything.
            erase_[ix(s)] = 3;
            outcome_ = "sweep_unannounced";
            return;
        }
    scoreRanking();
}

std::vector<int> KamerunDeal::rankStrokes(const std::vector<int>& pts, const std::vector<int>& tricks, int last) {
    // Most points erases 3 (three players: 2; two: 1), then 2, 1, 0; the last
    // trick breaks a tie as half a point; tied players without the last trick
    // who took a trick all erase the LARGEST number of their places; a player
    // without a trick erases nothing.
    static const int four[4] = {3, 2, 1, 0};
    static const int three[3] = {2, 1, 0};
    static const int two[2] = {1, 0};
    const int* table = pts.size() == 4 ? four : pts.size() == 3 ? three : two;
    std::vector<std::size_t> idx(pts.size());
    for (std::size_t i = 0; i < idx.size(); ++i)
        idx[i] = i;
    auto value = [&](std::size_t i) { return 2 * pts[i] + (static_cast<int>(i) == last ? 1 : 0); };
    std::stable_sort(idx.begin(), idx.end(), [&](std::size_t x, std::size_t y) { return value(x) > value(y); });
    std::vector<int> out(pts.size(), 0);
    for (std::size_t i = 0; i < idx.size();) {
        std::size_t j = i;
        while (j + 1 < idx.size() && value(idx[j + 1]) == value(idx[i]))
            ++j;
        for (std::size_t k = i; k <= j; ++k)
            out[idx[k]] = tricks[idx[k]] > 0 ? table[i] : 0;
        i = j + 1;
    }
    return out;
}

KamerunDeal::Erasing KamerunDeal::eraseInOrder(const std::vector<int>& strokes, const std::vector<int>& toErase) {
    Erasing e;
    e.erased.assign(strokes.size(), 0);
    for (int k = 3; k >= 1 && e.losers.empty(); --k) {
        for (std::size_t i = 0; i < strokes.size(); ++i)
            if (toErase[i] == k) {
                e.erased[i] = std::min(k, strokes[i]);
                if (strokes[i] - e.erased[i] == 0)
                    e.losers.push_back(static_cast<int>(i));
            }
    }
    return e;
}

void KamerunDeal::scoreRanking() {
    std::vector<int> pts, tricks;
    int last = -1;
    for (std::size_t i = 0; i < order_.size(); ++i) {
        const int s = order_[i];
        pts.push_back(points(*pack_, won_[ix(s)]));
        tricks.push_back(tricksWon_[ix(s)]);
        if (s == lastWinner_)
            last = static_cast<int>(i);
    }
    std::vector<int> strokes = rankStrokes(pts, tricks, last);
    if (opt_.bamberger) {
        // Fewest points erase 3 (three players: 2; two: 1, as a win in two-player
        // 66), then 2, 1; ties (the last trick counting as half a point more)
        // erase the smaller number.
        static const int four[4] = {3, 2, 1, 0};
        static const int three[3] = {2, 1, 0};
        static const int two[2] = {1, 0};
        const int* table = pts.size() == 4 ? four : pts.size() == 3 ? three : two;
        std::vector<std::size_t> idx(pts.size());
        for (std::size_t i = 0; i < idx.size(); ++i)
            idx[i] = i;
        auto value = [&](std::size_t i) { return 2 * pts[i] + (static_cast<int>(i) == last ? 1 : 0); };
        std::stable_sort(idx.begin(), idx.end(), [&](std::size_t x, std::size_t y) { return value(x) < value(y); });
        for (std::size_t i = 0; i < idx.size();) {
            std::size_t j = i;
            while (j + 1 < idx.size() && value(idx[j + 1]) == value(idx[i]))
                ++j;
            for (std::size_t k = i; k <= j; ++k)
                strokes[idx[k]] = table[j];
            i = j + 1;
        }
    }
    for (std::size_t i = 0; i < order_.size(); ++i)
        erase_[ix(order_[i])] = strokes[i];
    outcome_ = "ranking";
}

PointCount KamerunDeal::countedPoints(int /*seat*/) const {
    PointCount pc;
    pc.points.assign(ix(table_.seats), -1);
    for (int s : order_)
        pc.points[ix(s)] = sideCounted(s);
    return pc;
}

int KamerunDeal::sideCounted(int seat) const {
    return points(*pack_, won_[ix(seat)]);
}

int KamerunDeal::pointsInPlay() const {
    CardSet all = aside_;
    for (int s : order_)
        all |= won_[ix(s)] | hand_[ix(s)];
    for (auto [s, c] : trick_)
        all |= bit(c);
    return points(*pack_, all);
}

bool KamerunDeal::cardsConserved() const {
    CardSet all = aside_;
    int n = count(aside_);
    for (int s = 0; s < kMaxSeats; ++s) {
        all |= hand_[ix(s)] | won_[ix(s)];
        n += count(hand_[ix(s)]) + count(won_[ix(s)]);
    }
    for (auto [s, c] : trick_) {
        all |= bit(c);
        ++n;
    }
    return all == pack_->all() && n == pack_->size();
}

void KamerunDeal::report(nlohmann::json& out) const {
    out["dealer"] = table_.dealer;
    out["players"] = order_;
    out["trump"] = nullptr;
    std::vector<int> tricks, erase;
    for (int s = 0; s < table_.seats; ++s) {
        tricks.push_back(tricksWon_[ix(s)]);
        erase.push_back(erase_[ix(s)]);
    }
    out["tricks"] = tricks;
    out["erase"] = erase;
    out["outcome"] = outcome_;
    out["durchmarsch"] = durchmarsch_ >= 0 ? nlohmann::json(durchmarsch_) : nlohmann::json(nullptr);
    out["last_trick"] = lastWinner_ >= 0 ? nlohmann::json(lastWinner_) : nlohmann::json(nullptr);
    if (offender_ >= 0)
        out["offender"] = offender_;
}

SeatView KamerunDeal::view(int seat) const {
    SeatView v;
    v.seat = seat;
    v.toAct = toAct();
    v.dealer = table_.dealer;
    if (seat >= 0 && seat < table_.seats) {
        if (opt_.night) {
            // Held facing away: a player sees every hand but their own.
            for (int s : order_)
                if (s != seat)
                    for (Card c : cardsOf(hand_[ix(s)]))
                        v.shown.push_back({s, c});
        } else {
            v.hand = hand_[ix(seat)];
        }
    }
    v.trick = trick_;
    v.lastTrick = lastTrick_;
    v.fewPoints = true; // either scoring: most points erase most (standard), or fewest erase most (Bamberger)
    for (int s = 0; s < table_.seats; ++s) {
        v.handSizes.push_back(count(hand_[ix(s)]));
        v.tricksWon.push_back(tricksWon_[ix(s)]);
    }
    if (v.toAct == seat)
        v.legal = legalActions();
    return v;
}

} // namespace st::dreeg
