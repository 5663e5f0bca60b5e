#include "bidding.h"

#include "dappen/deal.h"

#include <algorithm>

namespace st::ai {

namespace {

double trumpWeight(int rank) {
    if (rank == 22)
        return 4;
    if (rank == 21)
        return 3.5;
    if (rank == 20)
        return 3;
    if (rank == 19)
        return 2.5;
    if (rank >= 16)
        return 2;
    if (rank >= 11 || rank == 1)
        return 1.5;
    return 1;
}

/// The least strength a bid needs (a bid the rules of thumb do not know: never).
double needed(const std::string& bid, const DappenThresholds& t) {
    if (bid == "solo")
        return t.solo;
    if (bid == "dappen")
        return t.dappen;
    if (bid == "strecken" || bid == "ein_hannes" || bid == "zwei_hannes" || bid == "geiss")
        return t.strecken;
    if (bid == "selber")
        return t.selber;
    if (bid == "stupfen")
        return t.stupfen;
    return 1e9;
}

/// A Furtwangen stop holder must dappen if nobody has (dappen.txt, compulsory (a)).
bool stopCompels(const Game& g, const SeatView& v, const std::string& bid) {
    const Variant& var = g.variant();
    return bid == "dappen" && var.getString("rules") == "furtwangen" && var.getBool("compulsory_stop") &&
           dappen::hasStop(v.hand);
}

const Action* passOf(const std::vector<Action>& legal) {
    for (const Action& a : legal)
        if (a.act == Act::Pass)
            return &a;
    return nullptr;
}

} // namespace

bool dappenStopCompels(const Game& g, const SeatView& v, const Action& a) {
    return a.act == Act::Bid && g.biddingModel() == BiddingModel::Dappen && stopCompels(g, v, a.bid);
}

double dappenStrength(CardSet hand) {
    const Pack& pack = Pack::get(PackKind::Cego54);
    const int size = count(hand);
    if (size == 0)
        return 0;
    double s = 0;
    int trumps = 0;
    for (Card c : cardsOf(hand)) {
        if (pack.suit(c) == Pack::kCegoTrumpSuit) {
            ++trumps;
            s += trumpWeight(static_cast<int>(c) + 1); // trump n is card n - 1
        } else if (pack.points(c) == 5) {
            s += 1.5; // a King
        } else if (pack.points(c) == 4) {
            s += 0.5; // a Queen
        }
    }
    s += std::max(0, trumps - 3);
    // Mainz's larger hands (three to five players) are scaled down to seven
    // cards; a six-card hand (seven players) is not scaled up: against six
    // opponents it is the weaker hand, as it counts.
    return size > 7 ? s * 7 / size : s;
}

bool isDappenBidding(const Game& g, const SeatView& v) {
    if (g.biddingModel() != BiddingModel::Dappen || v.toAct != v.seat)
        return false;
    return std::any_of(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act == Act::Bid; });
}

std::optional<Action> dappenBid(const Game& g, const SeatView& v, const DappenThresholds& t) {
    if (!isDappenBidding(g, v))
        return std::nullopt;
    const Action* pass = passOf(v.legal);
    if (!pass)
        return v.legal[0]; // compelled (the second-to-last player): the engine lists the bid alone
    const double s = dappenStrength(v.hand);
    for (const Action& a : v.legal)
        if (a.act == Act::Bid && (stopCompels(g, v, a.bid) || s >= needed(a.bid, t)))
            return a;
    return *pass;
}

std::vector<Action> dappenBidCandidates(const Game& g, const SeatView& v, double margin, const DappenThresholds& t) {
    std::vector<Action> out;
    const std::optional<Action> thumb = dappenBid(g, v, t);
    if (!thumb)
        return out;
    const double s = dappenStrength(v.hand);
    bool compelled = false;
    for (const Action& a : v.legal)
        compelled = compelled || (a.act == Act::Bid && stopCompels(g, v, a.bid));
    for (const Action& a : v.legal) {
        const bool keep =
            a == *thumb || (a.act == Act::Pass && !compelled) || (a.act == Act::Bid && s >= needed(a.bid, t) - margin);
        if (keep)
            out.push_back(a);
    }
    return out;
}

double dreierlesStrength(CardSet hand) {
    const Pack& pack = Pack::get(PackKind::Cego54);
    const int size = count(hand);
    if (size == 0)
        return 0;
    double s = 0;
    int trumps = 0;
    for (Card c : cardsOf(hand)) {
        if (pack.suit(c) == Pack::kCegoTrumpSuit) {
            ++trumps;
            s += trumpWeight(static_cast<int>(c) + 1); // trump n is card n - 1
        } else if (pack.points(c) == 5) {
            s += 1.5; // a King
        } else if (pack.points(c) == 4) {
            s += 0.5; // a Queen
        }
    }
    s += std::max(0, trumps - 6);
    // Twelve cards at a table of four: scaled to sixteen.
    return size < 16 ? s * 16 / size : s;
}

std::optional<Action> dreierlesBid(const SeatView& v, const DreierlesThresholds& t) {
    const Action* pass = passOf(v.legal);
    if (v.toAct != v.seat || !pass)
        return std::nullopt;
    const double s = dreierlesStrength(v.hand);
    const Action* best = nullptr;
    double bestNeed = -1;
    for (const Action& a : v.legal) {
        if (a.act != Act::Bid)
            continue;
        const double need = a.bid == "dreier"   ? t.dreier
                            : a.bid == "zweier" ? t.zweier
                            : a.bid == "einer"  ? t.einer
                            : a.bid == "solo"   ? t.solo
                                                : 1e9;
        if (s >= need && need > bestNeed) {
            best = &a;
            bestNeed = need;
        }
    }
    return best ? *best : *pass;
}

std::optional<Action> dreierlesKnock(const SeatView& v, const DreierlesKnockThresholds& t) {
    const auto knock =
        std::find_if(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act == Act::Knock; });
    if (knock == v.legal.end())
        return std::nullopt;
    const double s = dreierlesStrength(v.hand);
    const bool yes = v.fewPoints ? v.hand == 0 || s <= t.raeuber : v.toAct == v.seat ? s >= t.re : s >= t.kontra;
    return yes ? std::optional<Action>(*knock) : std::nullopt;
}

std::optional<Action> dreierschnapsenBid(const Game& g, const SeatView& v) {
    const Action* pass = passOf(v.legal);
    if (v.toAct != v.seat || !pass)
        return std::nullopt;
    if (std::none_of(v.legal.begin(), v.legal.end(), [](const Action& a) { return a.act == Act::Bid; }))
        return std::nullopt;
    const Pack& pack = g.pack();
    int aces = 0, tens = 0, kings = 0, trumps = 0;
    for (Card c : cardsOf(v.hand)) {
        const int r = Pack::germanRank(c);
        aces += r == Pack::Ace;
        tens += r == Pack::Ten;
        kings += r == Pack::King;
        trumps += v.trump >= 0 && pack.suit(c) == v.trump;
    }
    const int pts = points(pack, v.hand);
    auto listed = [&](std::string_view bid, bool talon) -> const Action* {
        for (const Action& a : v.legal)
            if (a.act == Act::Bid && a.bid == bid && a.talon.value_or(true) == talon)
                return &a;
        return nullptr;
    };
    if (aces >= 3 && pts >= 50)
        if (const Action* a = listed("gang", true))
            return *a;
    if (aces == 0 && tens == 0 && kings <= 2)
        for (std::string_view bid : {"plauderer", "bettler"})
            if (const Action* a = listed(bid, true))
                return *a;
    if (trumps >= 3 && pts >= 38)
        if (const Action* a = listed("rufer", false))
            return *a;
    return *pass;
}

std::optional<Action> modelBid(const Game& g, const SeatView& v, bool all) {
    switch (g.biddingModel()) {
    case BiddingModel::Dappen:
        return dappenBid(g, v);
    case BiddingModel::Dreierles:
        return all ? dreierlesBid(v) : std::nullopt;
    case BiddingModel::Dreierschnapsen:
        return all ? dreierschnapsenBid(g, v) : std::nullopt;
    case BiddingModel::None:
        break;
    }
    return std::nullopt;
}

} // namespace st::ai
