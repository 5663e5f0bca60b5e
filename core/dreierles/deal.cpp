#include "deal.h"

#include <algorithm>

namespace st::dreierles {

namespace {

const Pack& cego() {
    return Pack::get(PackKind::Cego54);
}

constexpr int kTrumps = Pack::kCegoTrumpSuit;
constexpr Card kPfeife = Pack::cegoTrump(1);
constexpr Card kTwentyOne = Pack::cegoTrump(21);
constexpr Card kStiess = Pack::cegoTrump(22);

CardSet trumps() {
    return cego().suitMask(kTrumps);
}

CardSet kings() {
    CardSet k = 0;
    for (int s = 0; s < 4; ++s)
        k |= bit(22 + s * 8);
    return k;
}

int power2(int k) {
    return 1 << k;
}

constexpr const char* kBidNames[] = {"", "dreier", "zweier", "einer", "solo", "solo_du"};

} // namespace

const char* bidName(int bid) {
    return bid >= 0 && bid <= SoloDu ? kBidNames[bid] : "";
}

int bidFromName(const std::string& name) {
    for (int b = Dreier; b <= SoloDu; ++b)
        if (name == kBidNames[b])
            return b;
    return NoBid;
}

int blindCardsFor(int bid) {
    return bid >= Dreier && bid <= Einer ? 4 - bid : 0;
}

int bidFactor(int bid) {
    return bid == SoloDu ? 8 : bid >= Dreier ? bid : 1;
}

int countInThrees(const Pack& pack, CardSet pile) {
    const int n = count(pile);
    return points(pack, pile) - 2 * (n / 3) - (n % 3 != 0 ? 1 : 0);
}

int tableValue(int declarerPoints) {
    if (declarerPoints >= 36)
        return (declarerPoints - 35) / 5 + 1;
    return -((35 - declarerPoints) / 5 + 1);
}

// ---------------------------------------------------------------------------
// Dealing.

std::string Deal::validate(const Table& t, const DealSetup& s) {
    const Pack& p = cego();
    const int n = static_cast<int>(t.order.size());
    if (static_cast<int>(s.hands.size()) != t.seats)
        return "hands: expected one array per seat (" + std::to_string(t.seats) + "), found " +
               std::to_string(s.hands.size());
    CardSet seen = 0;
    auto take = [&](Card c, const std::string& where) -> std::string {
        if (has(seen, c))
            return where + ": " + p.code(c) + " is dealt twice";
        seen |= bit(c);
        return {};
    };
    for (int seat = 0; seat < t.seats; ++seat) {
        const bool plays = std::find(t.order.begin(), t.order.end(), seat) != t.order.end();
        const auto& h = s.hands[ix(seat)];
        const int want = plays ? handSize(n) : 0;
        if (static_cast<int>(h.size()) != want)
            return "hands[" + std::to_string(seat) + "]: " +
                   (plays ? "an active player gets " + std::to_string(want) + " cards"
                          : std::string("the dealer sits out and gets no cards")) +
                   ", found " + std::to_string(h.size());
        for (std::size_t i = 0; i < h.size(); ++i)
            if (auto e = take(h[i], "hands[" + std::to_string(seat) + "][" + std::to_string(i) + "]"); !e.empty())
                return e;
    }
    if (static_cast<int>(s.stock.size()) != kBlind)
        return "stock: the blind holds " + std::to_string(kBlind) + " cards, found " + std::to_string(s.stock.size());
    for (std::size_t i = 0; i < s.stock.size(); ++i)
        if (auto e = take(s.stock[i], "stock[" + std::to_string(i) + "]"); !e.empty())
            return e;
    if (seen != p.all())
        return "the deal does not hold all 54 cards (missing " + p.codes(p.all() & ~seen) + ")";
    return {};
}

DealSetup Deal::deal(const Table& t, Rng& rng) {
    const CardList deck = shuffledPack(cego(), rng);
    DealSetup s;
    s.dealer = t.dealer;
    s.hands.assign(ix(t.seats), {});
    std::size_t next = 0;
    for (int i = 0; i < kBlind; ++i)
        s.stock.push_back(deck[next++]);
    const int batch = handSize(static_cast<int>(t.order.size())) / 2;
    for (int round = 0; round < 2; ++round)
        for (int seat : t.order)
            for (int i = 0; i < batch; ++i)
                s.hands[ix(seat)].push_back(deck[next++]);
    return s;
}

Deal::Deal(const Table& t, const DealSetup& s, const Rules& r) : pack_(&cego()), table_(t), rules_(r) {
    for (int seat : table_.order)
        hand_[ix(seat)] = toSet(s.hands[ix(seat)]);
    blind_ = s.stock;
    blindLeft_ = toSet(blind_);
    bids_.assign(ix(table_.seats), -1);
    passedDreierChance_.assign(ix(table_.seats), false);
    delta_.assign(ix(table_.seats), 0);
    achertalFines_.assign(ix(table_.seats), 0);
}

bool Deal::active(int seat) const {
    return std::find(table_.order.begin(), table_.order.end(), seat) != table_.order.end();
}

int Deal::nextInOrder(int seat) const {
    auto it = std::find(table_.order.begin(), table_.order.end(), seat);
    ++it;
    return it == table_.order.end() ? table_.order.front() : *it;
}

CardList Deal::trickCards() const {
    CardList out;
    for (auto [s, c] : trick_)
        out.push_back(c);
    return out;
}

int Deal::toAct() const {
    switch (stage_) {
    case Stage::Bidding:
        return table_.order[bidTurn_];
    case Stage::Discard:
        return declarer_;
    case Stage::Open: // the first lead is due; announcements and knocks may come before it
    case Stage::Play:
        return trick_.empty() ? leader_ : nextInOrder(trick_.back().first);
    case Stage::Over:
        break;
    }
    return -1;
}

// ---------------------------------------------------------------------------
// Legal actions and checks.

std::vector<Action> Deal::legalActions() const {
    std::vector<Action> out;
    const int seat = toAct();
    if (seat < 0)
        return out;
    switch (stage_) {
    case Stage::Bidding: {
        out.push_back(Action::simple(seat, Act::Pass));
        for (int b = Dreier; b <= SoloDu; ++b) {
            Action a = Action::simple(seat, Act::Bid);
            a.bid = bidName(b);
            if (!check(a))
                out.push_back(a);
        }
        break;
    }
    case Stage::Discard: {
        const int n = blindCardsFor(bid_);
        const CardSet h = hand_[ix(seat)];
        CardSet free = h & ~trumps() & ~kings();
        CardList must, pool;
        if (count(free) < n) {
            // Nothing else left: all free cards go, trumps make up the number.
            must = toList(free);
            pool = toList(h & trumps());
        } else {
            pool = toList(free);
        }
        const int k = n - static_cast<int>(must.size());
        std::vector<int> idx(static_cast<std::size_t>(k));
        for (int i = 0; i < k; ++i)
            idx[static_cast<std::size_t>(i)] = i;
        const int m = static_cast<int>(pool.size());
        while (k <= m) {
            Action a = Action::simple(seat, Act::Discard);
            a.cards = must;
            for (int i : idx)
                a.cards.push_back(pool[static_cast<std::size_t>(i)]);
            out.push_back(a);
            int i = k - 1;
            while (i >= 0 && idx[static_cast<std::size_t>(i)] == m - k + i)
                --i;
            if (i < 0)
                break;
            ++idx[static_cast<std::size_t>(i)];
            for (int j = i + 1; j < k; ++j)
                idx[static_cast<std::size_t>(j)] = idx[static_cast<std::size_t>(j - 1)] + 1;
        }
        break;
    }
    case Stage::Open: {
        // The leader's optional decisions (the declarer's announcements and Re,
        // forehand's Räuber knock), then the first card, which closes them.
        for (const char* what : {"zehn_druck", "pfeife_raus"}) {
            Action a = Action::simple(seat, Act::Announce);
            a.what = what;
            if (!check(a))
                out.push_back(a);
        }
        if (mayKnockNow(seat))
            out.push_back(Action::simple(seat, Act::Knock));
        for (Card c : cardsOf(playable(seat)))
            out.push_back(Action::play(seat, c));
        break;
    }
    case Stage::Play:
        for (Card c : cardsOf(playable(seat)))
            out.push_back(Action::play(seat, c));
        break;
    case Stage::Over:
        break;
    }
    return out;
}

std::vector<Action> Deal::optionalActions(int seat) const {
    std::vector<Action> out;
    if (seat < 0 || seat >= table_.seats || seat == toAct())
        return out;
    if (mayKnockNow(seat))
        out.push_back(Action::simple(seat, Act::Knock));
    return out;
}

std::vector<int> Deal::optionalOrder() const {
    const int now = toAct();
    std::vector<int> out;
    if (raeuber()) {
        for (int s : raeuberKnockOrder_)
            if (s != now)
                out.push_back(s);
        return out;
    }
    const auto& order = table_.order;
    const auto at = std::find(order.begin(), order.end(), now);
    const std::size_t start = at == order.end() ? 0 : static_cast<std::size_t>(at - order.begin()) + 1;
    for (std::size_t k = 0; k < order.size(); ++k) {
        const int s = order[(start + k) % order.size()];
        if (s != now)
            out.push_back(s);
    }
    for (int s = 0; s < table_.seats; ++s) // the sitting-out dealer last
        if (s != now && std::find(out.begin(), out.end(), s) == out.end())
            out.push_back(s);
    return out;
}

Refusal Deal::check(const Action& a) const {
    const int seat = toAct();
    Refusal r = checkTurn(seat, a.seat);
    if (r.reason == Reason::NotYourTurn) {
        if (a.seat < 0 || a.seat >= table_.seats) {
            Refusal bad;
            bad.reason = Reason::BadField;
            return bad;
        }
        // Knocks are taken out of turn: from the end of the exchange until the first card.
        if (a.act == Act::Knock && (stage_ == Stage::Open || stage_ == Stage::Play))
            return checkKnock(a.seat);
        return r;
    }
    if (r)
        return r;
    switch (stage_) {
    case Stage::Bidding: {
        if (a.act == Act::Pass)
            return r;
        if (a.act != Act::Bid) {
            r.reason = Reason::NotAllowedNow;
            return r;
        }
        const int b = bidFromName(a.bid);
        if (b == NoBid || (b == SoloDu && rules_.region != Region::Achertal))
            r.reason = Reason::ContractNotPlayed;
        else if (b <= bid_)
            r.reason = Reason::BidTooLow;
        else if (rules_.raeuberOrSolo && b < Solo)
            r.reason = Reason::NotEligible;
        return r;
    }
    case Stage::Discard:
        if (a.act != Act::Discard) {
            r.reason = Reason::NotAllowedNow;
            return r;
        }
        return checkDiscard(a);
    case Stage::Open:
        if (a.act == Act::Announce)
            return checkAnnounce(a);
        if (a.act == Act::Knock)
            return checkKnock(seat);
        if (a.act == Act::Play)
            return checkPlay(seat, a.card);
        r.reason = Reason::NotAllowedNow;
        return r;
    case Stage::Play:
        if (a.act == Act::Knock)
            return checkKnock(seat); // closed by the first card
        if (a.act != Act::Play) {
            r.reason = Reason::NotAllowedNow;
            return r;
        }
        return checkPlay(seat, a.card);
    case Stage::Over:
        break;
    }
    r.reason = Reason::NoDecisionDue;
    return r;
}

Refusal Deal::checkAnnounce(const Action& a) const {
    Refusal r;
    // The declarer's announcements come before "fertig"; a knock presupposes it and closes them.
    if (declarer_ < 0 || a.seat != declarer_ || knocks_ > 0) {
        r.reason = Reason::NotAllowedNow;
        return r;
    }
    const CardSet h = hand_[ix(declarer_)];
    if (a.what == "zehn_druck") {
        if (zehnDruck_)
            r.reason = Reason::NotAllowedNow;
        else if (count(h & trumps()) < 10)
            r.reason = Reason::NotEnoughTrumps;
    } else if (a.what == "pfeife_raus") {
        if (pfeifeRaus_)
            r.reason = Reason::NotAllowedNow;
        else if (!has(h, kPfeife)) {
            r.reason = Reason::NoPfeife;
            r.card = kPfeife;
        }
    } else {
        r.reason = Reason::BadField;
    }
    return r;
}

Refusal Deal::checkKnock(int seat) const {
    Refusal r;
    if (!mayKnockNow(seat)) {
        r.reason = Reason::MayNotKnock;
        r.seat = seat;
    }
    return r;
}

Refusal Deal::checkDiscard(const Action& a) const {
    Refusal r;
    const CardSet h = hand_[ix(declarer_)];
    const CardSet d = toSet(a.cards);
    for (Card c : a.cards) {
        if (c < 0 || !has(h, c)) {
            r.reason = Reason::NotInHand;
            r.card = c;
            return r;
        }
    }
    if (count(d) != static_cast<int>(a.cards.size()) || count(d) != blindCardsFor(bid_)) {
        r.reason = Reason::DiscardCount;
        return r;
    }
    if (rules_.penalizeIllegal)
        return r; // an incorrect discard is accepted and penalised
    const CardSet free = h & ~trumps() & ~kings();
    for (Card c : a.cards) {
        // Kings never; trumps only when the hand has too few other cards, and then all of those go.
        const bool king = has(kings(), c);
        const bool trump = has(trumps(), c);
        if (king || (trump && (count(free) >= count(d) || (free & ~d) != 0))) {
            r.reason = Reason::NoKingOrTrumpDiscard;
            r.card = c;
            return r;
        }
    }
    return r;
}

Refusal Deal::checkPlay(int seat, Card c) const {
    Refusal r;
    const CardSet h = hand_[ix(seat)];
    if (c < 0 || c >= 64 || !has(h, c)) {
        r.reason = Reason::NotInHand;
        r.card = c;
        return r;
    }
    if (rules_.penalizeIllegal)
        return r; // accepted; apply() penalises a card the rules forbid
    r = checkCard(pack(), h, trickCards(), kTrumps, TrickRules::followAndTrump(), c);
    if (r)
        return r;
    Refusal why;
    if (!has(playable(seat, c, &why), c))
        return why;
    return r;
}

CardSet Deal::playable(int seat, Card probe, Refusal* why) const {
    const CardSet h = hand_[ix(seat)];
    CardSet l = legalCards(pack(), h, trickCards(), kTrumps, TrickRules::followAndTrump());
    if (raeuber())
        l = raeuberRestrict(seat, l, probe, why);
    if (declarer_ >= 0 && pfeifeRaus_ && seat == declarer_ && has(l, kPfeife) && count(l) > 1) {
        // The Pfeife laid out is kept for the last trick unless it is the only card allowed.
        if (probe == kPfeife && why && !*why) {
            why->reason = Reason::PfeifeNotYet;
            why->card = kPfeife;
        }
        l &= ~bit(kPfeife);
    }
    return l;
}

CardSet Deal::raeuberRestrict(int seat, CardSet l, Card probe, Refusal* why) const {
    const CardSet h = hand_[ix(seat)];
    auto removeWith = [&](CardSet removed, Reason reason, Card other, Card third = kNoCard) {
        if (why && !*why && has(removed, probe)) {
            why->reason = reason;
            why->card = probe;
            why->other = other;
            why->third = third;
        }
        l &= ~removed;
    };
    auto inTrick = [&](Card c) {
        return std::any_of(trick_.begin(), trick_.end(), [&](const SeatCard& sc) { return sc.second == c; });
    };
    const bool leading = trick_.empty();
    const bool trumpLed = !leading && pack().suit(trick_.front().second) == kTrumps;
    if (rules_.region == Region::Steinmauern) {
        // The Pfeife goes to the third trick led with a trump, not before unless it is the only trump left.
        if (has(l, kPfeife)) {
            const bool third = leading ? trumpLedTricks_ == 2 : (trumpLed && trumpLedTricks_ + 1 == 3);
            if (third) {
                removeWith(leading ? (l & trumps() & ~bit(kPfeife)) : (l & ~bit(kPfeife)), Reason::MustPlayPfeife,
                           kPfeife);
            } else if (trumpLedTricks_ < 3 && count(l) > 1) {
                removeWith(bit(kPfeife), Reason::PfeifeNotYet, kNoCard);
            }
        }
        // The 21 not onto the Stiess while another trump can be played.
        if (!leading && has(l, kTwentyOne) && inTrick(kStiess)) {
            const CardSet others = l & trumps() & ~bit(kTwentyOne);
            if (others)
                removeWith(bit(kTwentyOne), Reason::TopTrumpsApart, kStiess, lowest(others));
        }
    } else if (rules_.region == Region::Iffezheim) {
        const int t = tricksPlayed_;
        if (t < 3 && leading && (h & trumps()) && (l & ~trumps()))
            removeWith(l & ~trumps(), Reason::MustLeadTrumps, lowest(h & trumps()));
        if (t < 2) {
            // Alt and Eisen at the first opportunity, never both in one trick.
            CardSet apart = 0;
            if (has(l, kStiess) && inTrick(kTwentyOne))
                apart |= bit(kStiess);
            if (has(l, kTwentyOne) && inTrick(kStiess))
                apart |= bit(kTwentyOne);
            if (apart && (l & ~apart))
                removeWith(apart, Reason::TopTrumpsApart, inTrick(kStiess) ? kStiess : kTwentyOne,
                           lowest(l & ~apart & trumps()));
            const CardSet tops = l & (bit(kStiess) | bit(kTwentyOne));
            if (tops && (l & ~tops))
                removeWith(l & ~tops, Reason::MustPlayTopTrump, lowest(tops));
        }
        if (has(l, kPfeife)) {
            if (t == 2 && (l & ~bit(kPfeife)))
                removeWith(l & ~bit(kPfeife), Reason::MustPlayPfeife, kPfeife);
            else if (t < 2 && count(l) > 1)
                removeWith(bit(kPfeife), Reason::PfeifeNotYet, kNoCard);
        }
    }
    return l;
}

bool Deal::eligibleOpponent(int seat) const {
    if (!isOpponent(seat))
        return false; // the declarer, or the dealer sitting out
    if (rules_.raeuberOrSolo) {
        // Only an opponent who bid after the Solo player (no chance of their own Solo) may knock.
        const auto pos = [&](int s) { return std::find(table_.order.begin(), table_.order.end(), s); };
        return pos(seat) > pos(declarer_);
    }
    return !passedDreierChance_[ix(seat)];
}

bool Deal::mayKnockNow(int seat) const {
    if (stage_ != Stage::Open || rules_.tournament || knocks_ >= rules_.knockLimit || seat < 0 || seat >= table_.seats)
        return false;
    if (declarer_ < 0) {
        // Räuber: one chance each in the order of raeuberKnockOrder_; a knock by a seat
        // later in that order shows that the chances of the seats before it have passed.
        const auto it = std::find(raeuberKnockOrder_.begin(), raeuberKnockOrder_.end(), seat);
        return it != raeuberKnockOrder_.end() && it - raeuberKnockOrder_.begin() > lastKnockPos_;
    }
    // Kontra by an eligible opponent, Re by the declarer, and so on in alternation.
    if (seat == declarer_)
        return knocks_ % 2 == 1;
    return knocks_ % 2 == 0 && eligibleOpponent(seat);
}

// ---------------------------------------------------------------------------
// Applying actions.

void Deal::apply(const Action& a) {
    switch (stage_) {
    case Stage::Bidding:
        if (a.act == Act::Bid) {
            bid_ = bidFromName(a.bid);
            bids_[ix(a.seat)] = bid_;
            declarer_ = a.seat;
        } else {
            bids_[ix(a.seat)] = 0;
            if (bid_ == NoBid && !rules_.raeuberOrSolo)
                passedDreierChance_[ix(a.seat)] = true;
        }
        if (++bidTurn_ == table_.order.size())
            finishBidding();
        break;
    case Stage::Discard: {
        const CardSet d = toSet(a.cards);
        hand_[ix(declarer_)] &= ~d;
        discards_ = d;
        if (!a.cards.empty() && rules_.penalizeIllegal) {
            const CardSet free = (hand_[ix(declarer_)] | d) & ~trumps() & ~kings();
            bool bad = (d & kings()) != 0;
            for (Card c : a.cards)
                if (has(trumps(), c) && (count(free) >= count(d) || (free & ~d) != 0))
                    bad = true;
            if (bad) {
                discardIllegal_ = true;
                offender_ = declarer_;
                startHand_ = hand_;
                stage_ = Stage::Over;
                score();
                return;
            }
        }
        stage_ = Stage::Open;
        break;
    }
    case Stage::Open:
        if (a.act == Act::Announce) {
            if (a.what == "zehn_druck")
                zehnDruck_ = true;
            else
                pfeifeRaus_ = true;
        } else if (a.act == Act::Knock) {
            ++knocks_;
            knockers_.push_back(a.seat);
            if (declarer_ < 0)
                lastKnockPos_ =
                    static_cast<int>(std::find(raeuberKnockOrder_.begin(), raeuberKnockOrder_.end(), a.seat) -
                                     raeuberKnockOrder_.begin());
        } else {
            startPlay(); // the first card closes the announcements and the knocking
            applyPlay(a);
        }
        break;
    case Stage::Play:
        applyPlay(a);
        break;
    case Stage::Over:
        break;
    }
}

void Deal::applyPlay(const Action& a) {
    const CardSet allowed = playable(a.seat);
    if (!has(allowed, a.card)) {
        // Only reachable with penalizeIllegal.
        if (rules_.region == Region::Achertal) {
            achertalFines_[ix(a.seat)] += 20; // the play continues
        } else {
            offender_ = a.seat;
            stage_ = Stage::Over;
            score();
            return;
        }
    }
    if (declarer_ >= 0 && pfeifeRaus_ && a.seat == declarer_ && a.card == kPfeife && !lastTrick()) {
        // Forced to play the laid-out Pfeife early: this trick and all later ones are forfeited.
        pfeifeForced_ = true;
        hand_[ix(a.seat)] &= ~bit(a.card);
        trick_.push_back({a.seat, a.card});
        forfeitRest();
        return;
    }
    playCard(a.seat, a.card);
}

void Deal::finishBidding() {
    biddingDone_ = true;
    if (declarer_ < 0) {
        // Räuber: the blind is set aside; the last passer may knock first, then each in turn
        // (the sitting-out dealer too, Steinmauern); forehand leads.
        leader_ = table_.order.front();
        raeuberKnockOrder_.clear();
        const int last = table_.order.back();
        for (int k = 0; k < table_.seats; ++k) {
            const int s = (last + k) % table_.seats;
            const bool dealerMay = s == table_.dealer && rules_.region == Region::Steinmauern;
            if (active(s) || dealerMay)
                raeuberKnockOrder_.push_back(s);
        }
        stage_ = Stage::Open;
        return;
    }
    leader_ = declarer_;
    const int n = blindCardsFor(bid_);
    for (int i = 0; i < n; ++i)
        taken_ |= bit(blind_[static_cast<std::size_t>(i)]);
    hand_[ix(declarer_)] |= taken_;
    blindLeft_ &= ~taken_;
    // The exchange (a Solo: the bidding) ends here or with the discard; then the window opens.
    stage_ = n > 0 ? Stage::Discard : Stage::Open;
}

void Deal::startPlay() {
    stage_ = Stage::Play;
    startHand_ = hand_;
    if (declarer_ >= 0)
        findCombinations();
}

void Deal::findCombinations() {
    combos_.clear();
    const CardSet drull = bit(kPfeife) | bit(kTwentyOne) | bit(kStiess);
    for (int s : table_.order) {
        if (rules_.region == Region::Iffezheim && s != declarer_)
            continue; // only the declarer scores combinations in Iffezheim
        const CardSet h = startHand_[ix(s)];
        if (count(h & trumps()) >= 10 && (s != declarer_ || zehnDruck_))
            combos_.push_back({s, "zehn_druck"});
        if ((h & drull) == drull)
            combos_.push_back({s, "drull"});
        if ((h & kings()) == kings())
            combos_.push_back({s, "koenigsrolle"});
    }
}

void Deal::playCard(int seat, Card c) {
    hand_[ix(seat)] &= ~bit(c);
    trick_.push_back({seat, c});
    if (trick_.size() == table_.order.size())
        finishTrick();
}

void Deal::finishTrick() {
    const CardList cards = trickCards();
    const int w = trick_[static_cast<std::size_t>(winningIndex(pack(), cards, kTrumps))].first;
    if (declarer_ >= 0 && lastTrick()) {
        for (auto [s, c] : trick_)
            if (s == declarer_ && c == kPfeife) {
                pfeifeInLastTrick_ = true;
                pfeifeOutcome_ = w == declarer_ ? "won" : "lost";
            }
    }
    pile_[ix(w)] |= toSet(cards);
    ++tricksWon_[ix(w)];
    if (pack().suit(cards.front()) == kTrumps)
        ++trumpLedTricks_;
    ++tricksPlayed_;
    lastWinner_ = w;
    lastTrick_ = trick_;
    trick_.clear();
    leader_ = w;
    if (bid_ == SoloDu && declarer_ >= 0 && w != declarer_) {
        // Solo Du is lost with the first trick the opponents win: it counts as lost with 70 card points.
        pile_[ix(w)] |= pile_[ix(declarer_)];
        pile_[ix(declarer_)] = 0;
        forfeitRest();
        return;
    }
    const bool empty = std::all_of(table_.order.begin(), table_.order.end(), [&](int s) { return hand_[ix(s)] == 0; });
    if (empty) {
        stage_ = Stage::Over;
        score();
    }
}

void Deal::forfeitRest() {
    // The cards of the current trick and every card still held go to the opponents' pile.
    const int to = nextInOrder(declarer_);
    for (auto [s, c] : trick_)
        pile_[ix(to)] |= bit(c);
    trick_.clear();
    for (int s : table_.order) {
        pile_[ix(to)] |= hand_[ix(s)];
        forfeited_ |= hand_[ix(s)];
        hand_[ix(s)] = 0;
    }
    stage_ = Stage::Over;
    score();
}

// ---------------------------------------------------------------------------
// Scoring.

int Deal::declarerPoints() const {
    return declarer_ >= 0 ? countInThrees(pack(), pile_[ix(declarer_)] | discards_) : 0;
}

int Deal::opponentPoints() const {
    if (declarer_ < 0)
        return 0;
    CardSet p = blindLeft_;
    for (int s : table_.order)
        if (s != declarer_)
            p |= pile_[ix(s)];
    return countInThrees(pack(), p);
}

PointCount Deal::countedPoints(int seat) const {
    if (!biddingDone_)
        return {};
    PointCount pc;
    pc.points.assign(ix(table_.seats), -1);
    if (declarer_ < 0) { // Räuber
        for (int s : table_.order)
            pc.points[ix(s)] = countInThrees(pack(), pile_[ix(s)]);
        return pc;
    }
    pc.target = 36;
    pc.side.assign(ix(table_.seats), -1);
    for (int s : table_.order)
        pc.side[ix(s)] = s == declarer_ ? 0 : 1;
    CardSet mine = pile_[ix(declarer_)], theirs = 0;
    bool opponentsHold = false;
    for (int s : table_.order)
        if (s != declarer_) {
            theirs |= pile_[ix(s)];
            opponentsHold = opponentsHold || hand_[ix(s)] != 0;
        }
    if (seat == declarer_) {
        mine |= discards_;
        if (!opponentsHold) // everything else seen: what is left is the blind's rest
            theirs |= blindLeft_;
    } else {
        theirs &= ~(forfeited_ & ~(active(seat) ? startHand_[ix(seat)] : 0));
    }
    const int d = countInThrees(pack(), mine), o = countInThrees(pack(), theirs);
    for (int s : table_.order)
        pc.points[ix(s)] = s == declarer_ ? d : o;
    return pc;
}

int Deal::blindPoints() const {
    return raeuber() ? countInThrees(pack(), blindLeft_) : 0;
}

int Deal::cardPoints(int seat) const {
    if (!active(seat))
        return 0;
    if (declarer_ >= 0)
        return seat == declarer_ ? declarerPoints() : opponentPoints();
    return countInThrees(pack(), pile_[ix(seat)]);
}

std::vector<int> Deal::scoringSeats() const {
    std::vector<int> out;
    for (int s = 0; s < table_.seats; ++s)
        if (table_.scores[ix(s)])
            out.push_back(s);
    return out;
}

void Deal::pay(int from, int to, int amount) {
    delta_[ix(from)] -= amount;
    delta_[ix(to)] += amount;
}

void Deal::payFromAll(int to, int amount) {
    for (int s : scoringSeats())
        if (s != to)
            pay(s, to, amount);
}

void Deal::score() {
    std::fill(delta_.begin(), delta_.end(), 0);
    if (offender_ >= 0)
        scorePenalty();
    else if (declarer_ >= 0)
        scoreDeclarerGame();
    else
        scoreRaeuber();
    for (int s = 0; s < table_.seats; ++s)
        delta_[ix(s)] -= achertalFines_[ix(s)];
}

void Deal::scorePenalty() {
    outcome_ = discardIllegal_ ? "penalty_discard" : "penalty_play";
    const int factor = declarer_ >= 0 ? bidFactor(bid_) : 1;
    if (rules_.region == Region::Achertal) {
        // Incorrect discard: 20 points, and the game counts as lost by 35.
        gameValue_ = -(35 * factor * power2(knocks_) + 5);
        delta_[ix(offender_)] -= 20;
        delta_[ix(declarer_)] += gameValue_;
        declarerResult_ = -1;
        return;
    }
    const int amount = rules_.tournament ? 8 * factor : 4 * factor * power2(knocks_);
    gameValue_ = amount;
    payFromAll(offender_, -amount);
}

void Deal::scoreDeclarerGame() {
    const int cp = declarerPoints();
    const bool won = cp >= 36;
    const int factor = bidFactor(bid_);
    declarerResult_ = won ? 1 : -1;
    outcome_ = pfeifeForced_ ? "forfeit" : won ? "won" : "lost";
    const bool achertal = rules_.region == Region::Achertal;
    int pfeife = 0;
    if (pfeifeForced_)
        pfeifeOutcome_ = "forfeit";
    if (!pfeifeOutcome_.empty()) {
        const bool ok = pfeifeOutcome_ == "won";
        if (achertal)
            pfeife = pfeifeRaus_ ? (ok ? 20 : -40) : (ok ? 10 : -20);
        else
            pfeife = pfeifeRaus_ ? (ok ? 2 : -2) : (ok ? 1 : -1);
    }
    if (achertal) {
        gameValue_ = (cp - 35) * factor * power2(knocks_) + (won ? 5 : -5);
        delta_[ix(declarer_)] += gameValue_ + pfeife;
        for (const auto& c : combos_)
            delta_[ix(c.seat)] += 5;
        return;
    }
    gameValue_ = tableValue(cp) * factor * power2(knocks_);
    payFromAll(declarer_, gameValue_ + pfeife);
    for (const auto& c : combos_)
        payFromAll(c.seat, 1);
}

void Deal::scoreRaeuber() {
    outcome_ = "raeuber";
    int best = -1;
    for (int s : table_.order)
        best = std::max(best, cardPoints(s));
    raeuberLosers_.clear();
    for (int s : table_.order)
        if (cardPoints(s) == best)
            raeuberLosers_.push_back(s);
    if (rules_.region == Region::Achertal) {
        for (int s : raeuberLosers_)
            delta_[ix(s)] -= 20 * power2(knocks_);
        gameValue_ = 20 * power2(knocks_);
        return;
    }
    const int value = rules_.raeuberValue * power2(knocks_);
    gameValue_ = value;
    const int l = static_cast<int>(raeuberLosers_.size());
    const int share = (value + l - 1) / l; // a share that is not whole is rounded up
    for (int w : scoringSeats())
        if (std::find(raeuberLosers_.begin(), raeuberLosers_.end(), w) == raeuberLosers_.end())
            for (int loser : raeuberLosers_)
                pay(loser, w, share);
}

// ---------------------------------------------------------------------------

SeatView Deal::view(int seat) const {
    SeatView v;
    v.seat = seat;
    v.toAct = toAct();
    v.dealer = table_.dealer;
    v.hand = seat >= 0 ? hand_[ix(seat)] : 0;
    v.trick = trick_;
    v.lastTrick = lastTrick_;
    v.trump = kTrumps;
    v.talonSize = count(blindLeft_);
    v.fewPoints = raeuber(); // "the player who takes most card points loses"
    for (int s = 0; s < table_.seats; ++s) {
        v.handSizes.push_back(count(hand_[ix(s)]));
        v.tricksWon.push_back(tricksWon_[ix(s)]);
    }
    if (pfeifeRaus_ && has(hand_[ix(declarer_)], kPfeife))
        v.shown.push_back({declarer_, kPfeife});
    if (stage_ == Stage::Discard)
        for (Card c : cardsOf(taken_))
            v.shown.push_back({declarer_, c});
    if (v.toAct == seat)
        v.legal = legalActions();
    else
        v.legal = optionalActions(seat);
    return v;
}

std::optional<TrickPlay> Deal::trickPlay() const {
    if (stage_ != Stage::Play || declarer_ < 0 || bid_ == SoloDu || rules_.penalizeIllegal ||
        (pfeifeRaus_ && has(hand_[ix(declarer_)], kPfeife)))
        return std::nullopt;
    TrickPlay tp;
    tp.order = table_.order;
    for (int s : table_.order)
        tp.hands[ix(s)] = hand_[ix(s)];
    tp.trick = trick_;
    tp.leader = trick_.empty() ? toAct() : trick_.front().first;
    tp.trump = kTrumps;
    tp.rules = TrickRules::followAndTrump();
    for (int s : table_.order)
        tp.team[ix(s)] = s == declarer_ ? 0 : 1;
    for (Card c : cardsOf(pack().all()))
        tp.value[static_cast<std::size_t>(c)] = 3 * pack().points(c) - 2;
    return tp;
}

bool Deal::cardsConserved() const {
    CardSet all = 0;
    int n = 0;
    auto add = [&](CardSet s) {
        all |= s;
        n += count(s);
    };
    for (int s = 0; s < kMaxSeats; ++s) {
        add(hand_[ix(s)]);
        add(pile_[ix(s)]);
    }
    add(blindLeft_);
    add(discards_);
    for (auto [s, c] : trick_)
        add(bit(c));
    return all == pack_->all() && n == pack_->size();
}

} // namespace st::dreierles
