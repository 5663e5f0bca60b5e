#include "sechsundsechzig.h"

#include <algorithm>
#include <numeric>

namespace st::dreeg {

namespace {
const Pack& german() {
    return Pack::get(PackKind::German24);
}
Card king(int suit) {
    return Pack::german(suit, Pack::King);
}
Card overCard(int suit) {
    return Pack::german(suit, Pack::Over);
}
} // namespace

std::string Sechsundsechzig::validate(const DealTable& t, const DealSetup& s) {
    const Pack& p = german();
    const int n = static_cast<int>(t.order.size());
    if (static_cast<int>(s.hands.size()) != t.seats)
        return "expected " + std::to_string(t.seats) + " hands, one per seat, found " + std::to_string(s.hands.size());
    std::vector<bool> active(static_cast<std::size_t>(t.seats), false);
    for (int seat : t.order)
        active[static_cast<std::size_t>(seat)] = true;
    CardSet seen = 0;
    auto take = [&](Card c, const std::string& where) -> std::string {
        if (c < 0 || !has(p.all(), c))
            return where + ": not a card of the German pack";
        if (has(seen, c))
            return where + ": " + p.code(c) + " is dealt twice";
        seen |= bit(c);
        return {};
    };
    for (int seat = 0; seat < t.seats; ++seat) {
        const auto& h = s.hands[static_cast<std::size_t>(seat)];
        const int want = active[static_cast<std::size_t>(seat)] ? handSize(n) : 0;
        if (static_cast<int>(h.size()) != want)
            return "hands[" + std::to_string(seat) + "]: seat " + std::to_string(seat) +
                   (want ? " plays and must be dealt " + std::to_string(want) + " cards"
                         : " does not play this deal and must be dealt no cards") +
                   ", found " + std::to_string(h.size());
        for (std::size_t i = 0; i < h.size(); ++i)
            if (auto e = take(h[i], "hands[" + std::to_string(seat) + "][" + std::to_string(i) + "]"); !e.empty())
                return e;
    }
    if (static_cast<int>(s.stock.size()) != stockSize(n))
        return "stock: " + std::to_string(n) + " players need a stock of " + std::to_string(stockSize(n)) +
               " cards, found " + std::to_string(s.stock.size());
    for (std::size_t i = 0; i < s.stock.size(); ++i)
        if (auto e = take(s.stock[i], "stock[" + std::to_string(i) + "]"); !e.empty())
            return e;
    if (seen != p.all())
        return "the deal does not hold all 24 cards (missing " + p.codes(p.all() & ~seen) + ")";
    return {};
}

DealSetup Sechsundsechzig::deal(const DealTable& t, Rng& rng) {
    CardList deck = shuffledPack(german(), rng);
    DealSetup s;
    s.dealer = t.dealer;
    s.hands.assign(static_cast<std::size_t>(t.seats), {});
    std::size_t next = 0;
    auto batch = [&](int k) {
        for (int seat : t.order)
            for (int i = 0; i < k; ++i)
                s.hands[static_cast<std::size_t>(seat)].push_back(deck[next++]);
    };
    const int n = static_cast<int>(t.order.size());
    if (n == 4) {
        batch(3);
        batch(3);
    } else if (n == 3) {
        batch(3);
        batch(2);
        batch(3);
    } else {
        batch(3);
        const Card indicator = deck[next++];
        batch(3);
        while (next < deck.size())
            s.stock.push_back(deck[next++]);
        s.stock.push_back(indicator); // under the talon, face up
    }
    return s;
}

Sechsundsechzig::Sechsundsechzig(const DealTable& t, const DealSetup& s, Options66 o)
    : pack_(&german()), table_(t), opt_(o), order_(t.order) {
    for (int seat : order_)
        hand_[ix(seat)] = toSet(s.hands[ix(seat)]);
    if (twoPlayer()) {
        talon_ = s.stock;
        trumpCard_ = talon_.back();
    } else {
        // The last card of the pack, turned up by the dealer: it belongs to the
        // last player dealt (the dealer whenever the dealer plays).
        trumpCard_ = s.hands[ix(order_.back())].back();
    }
    trump_ = pack_->suit(trumpCard_);
    leader_ = order_.front();
}

int Sechsundsechzig::nextInOrder(int seat) const {
    auto it = std::find(order_.begin(), order_.end(), seat);
    ++it;
    return it == order_.end() ? order_.front() : *it;
}

int Sechsundsechzig::toAct() const {
    switch (stage_) {
    case Stage::Lead:
    case Stage::Declared:
        return leader_;
    case Stage::Follow:
        return nextInOrder(trick_.back().first);
    case Stage::Over:
        break;
    }
    return -1;
}

TrickRules Sechsundsechzig::rules() const {
    // While a talon can still be drawn from there is no obligation at all.
    return talonOpen() ? TrickRules::free() : TrickRules::strict();
}

CardSet Sechsundsechzig::handAfterDraw() const {
    CardSet h = hand_[ix(leader_)];
    if (drawPending_)
        h |= bit(talon_[0]);
    return h;
}

int Sechsundsechzig::counted(int seat) const {
    const std::size_t s = ix(seat);
    return points(*pack_, won_[s]) + (tricksWon_[s] > 0 ? declared_[s] : 0);
}

bool Sechsundsechzig::canGoOut() const {
    // Only two sides go out; the leader's side has just won a trick; not after
    // the lead to the second-to-last trick (the leader must still hold two cards).
    return twoPlayer() && tricksWon_[ix(leader_)] > 0 && count(handAfterDraw()) >= 2;
}

std::vector<Action> Sechsundsechzig::legalActions() const {
    std::vector<Action> out;
    const int seat = toAct();
    if (seat < 0)
        return out;
    if (stage_ == Stage::Follow) {
        CardList trick;
        for (auto& [s, c] : trick_)
            trick.push_back(c);
        for (Card c : cardsOf(legalCards(*pack_, hand_[ix(seat)], trick, trump_, rules())))
            out.push_back(Action::play(seat, c));
        return out;
    }
    const CardSet h = handAfterDraw();
    if (stage_ == Stage::Declared) {
        for (Card c : {king(declaredSuit_), overCard(declaredSuit_)})
            if (has(h, c))
                out.push_back(Action::play(seat, c));
        if (canGoOut())
            out.push_back(Action::simple(seat, Act::Out));
        return out;
    }
    for (int suit = 0; suit < 4; ++suit)
        if (has(h, king(suit)) && has(h, overCard(suit)))
            out.push_back(Action::withSuit(seat, Act::Declare, suit));
    if (canGoOut())
        out.push_back(Action::simple(seat, Act::Out));
    for (bool drawn : {false, true}) {
        Action a = Action::simple(seat, Act::Close);
        a.drawn = drawn;
        if (!check(a))
            out.push_back(a);
    }
    if (Action a = Action::simple(seat, Act::Exchange); !check(a))
        out.push_back(a);
    for (Card c : cardsOf(h))
        out.push_back(Action::play(seat, c));
    return out;
}

Refusal Sechsundsechzig::check(const Action& a) const {
    Refusal r;
    const int seat = toAct();
    if (seat < 0) {
        r.reason = Reason::NoDecisionDue;
        return r;
    }
    if (a.seat != seat) {
        r.reason = Reason::NotYourTurn;
        r.seat = seat;
        return r;
    }
    if (stage_ == Stage::Follow) {
        if (a.act != Act::Play) {
            r.reason = Reason::OnlyLeader;
            return r;
        }
        CardList trick;
        for (auto& [s, c] : trick_)
            trick.push_back(c);
        return checkCard(*pack_, hand_[ix(seat)], trick, trump_, rules(), a.card);
    }
    return checkLead(a);
}

Refusal Sechsundsechzig::checkLead(const Action& a) const {
    Refusal r;
    const CardSet h = handAfterDraw();
    const bool leading = stage_ == Stage::Lead;
    switch (a.act) {
    case Act::Play:
        if (a.card < 0 || !has(h, a.card)) {
            r.reason = Reason::NotInHand;
            r.card = a.card;
        } else if (!leading && a.card != king(declaredSuit_) && a.card != overCard(declaredSuit_)) {
            r.reason = Reason::MustPlayDeclared;
            r.card = a.card;
            r.suit = declaredSuit_;
        }
        return r;
    case Act::Declare:
        if (!leading)
            r.reason = Reason::NotAllowedNow;
        else if (a.suit < 0 || a.suit > 3)
            r.reason = Reason::BadField;
        else if (!has(h, king(a.suit)) || !has(h, overCard(a.suit))) {
            r.reason = Reason::NoPair;
            r.suit = a.suit;
        }
        return r;
    case Act::Out:
        if (!twoPlayer())
            r.reason = Reason::NotAllowedNow;
        else if (tricksWon_[ix(leader_)] == 0)
            r.reason = Reason::NoTrickYet;
        else if (count(h) < 2)
            r.reason = Reason::TooLateToGoOut;
        return r;
    case Act::Close: {
        if (!twoPlayer() || !leading) {
            r.reason = Reason::NotAllowedNow;
            return r;
        }
        if (!talonOpen()) {
            r.reason = Reason::TalonClosed;
            return r;
        }
        if (a.drawn && !drawPending_) {
            r.reason = Reason::NotAllowedNow;
            return r;
        }
        const std::size_t left = talon_.size() - (a.drawn ? 2 : 0);
        if (left < 4)
            r.reason = Reason::TalonTooSmall;
        return r;
    }
    case Act::Exchange: {
        const Card nine = Pack::german(trump_, Pack::Nine);
        if (!twoPlayer() || !leading) {
            r.reason = Reason::NotAllowedNow;
            return r;
        }
        if (!talonOpen()) {
            r.reason = Reason::TalonClosed;
            return r;
        }
        if (tricksPlayed_ == 0) {
            r.reason = Reason::NoTrickYet;
            return r;
        }
        const bool now = has(hand_[ix(leader_)], nine) && talon_.size() >= 2;
        const bool afterDraw = drawPending_ && talon_[0] == nine && talon_.size() >= 4;
        if (!now && !afterDraw) {
            r.reason = Reason::NoTrumpNine;
            r.card = nine;
        }
        return r;
    }
    default:
        r.reason = Reason::NotAllowedNow;
        return r;
    }
}

void Sechsundsechzig::draw() {
    const int w = leader_;
    const int o = nextInOrder(w);
    hand_[ix(w)] |= bit(talon_[0]);
    hand_[ix(o)] |= bit(talon_[1]);
    talon_.erase(talon_.begin(), talon_.begin() + 2);
    drawPending_ = false;
}

void Sechsundsechzig::apply(const Action& a) {
    switch (a.act) {
    case Act::Play:
        if (stage_ != Stage::Follow && drawPending_)
            draw();
        playCard(a.seat, a.card);
        break;
    case Act::Declare:
        if (drawPending_)
            draw();
        declared_[ix(leader_)] += a.suit == trump_ ? 40 : 20;
        shown_.push_back({leader_, king(a.suit)});
        shown_.push_back({leader_, overCard(a.suit)});
        declaredSuit_ = a.suit;
        stage_ = Stage::Declared;
        break;
    case Act::Out:
        finishOut(leader_);
        break;
    case Act::Close:
        if (a.drawn)
            draw();
        drawPending_ = false; // closed before drawing: nobody draws any more
        closed_ = true;
        closer_ = leader_;
        for (int s : order_) {
            closePoints_[ix(s)] = counted(s);
            closeTricks_[ix(s)] = tricksWon_[ix(s)];
        }
        break;
    case Act::Exchange: {
        const Card nine = Pack::german(trump_, Pack::Nine);
        if (!(has(hand_[ix(leader_)], nine) && talon_.size() >= 2))
            draw(); // the Nine is the card about to be drawn: draw, then exchange
        hand_[ix(leader_)] &= ~bit(nine);
        hand_[ix(leader_)] |= bit(talon_.back());
        talon_.back() = nine;
        trumpCard_ = nine;
        break;
    }
    default:
        break;
    }
}

void Sechsundsechzig::playCard(int seat, Card c) {
    hand_[ix(seat)] &= ~bit(c);
    trick_.push_back({seat, c});
    stage_ = Stage::Follow;
    if (trick_.size() == order_.size())
        finishTrick();
}

void Sechsundsechzig::finishTrick() {
    CardList cards;
    for (auto& [s, c] : trick_)
        cards.push_back(c);
    const int w = trick_[static_cast<std::size_t>(winningIndex(*pack_, cards, trump_))].first;
    won_[ix(w)] |= toSet(cards);
    ++tricksWon_[ix(w)];
    ++tricksPlayed_;
    lastWinner_ = w;
    lastTrick_ = trick_;
    trick_.clear();
    leader_ = w;
    stage_ = Stage::Lead;
    declaredSuit_ = -1;
    const bool empty = std::all_of(order_.begin(), order_.end(), [&](int s) { return hand_[ix(s)] == 0; });
    if (empty && !talonOpen()) {
        finishPlay();
        return;
    }
    if (talonOpen())
        drawPending_ = true;
}

int Sechsundsechzig::stateStrokes(int opponent) const {
    if (tricksWon_[ix(opponent)] == 0)
        return 3; // schwarz
    if (counted(opponent) < 33)
        return 2; // schneider
    return 1;
}

int Sechsundsechzig::closeStrokes() const {
    bool noTrick = false, under33 = false;
    for (int s : order_) {
        noTrick = noTrick || closeTricks_[ix(s)] == 0;
        under33 = under33 || closePoints_[ix(s)] < 33;
    }
    int v = noTrick ? 3 : under33 ? 2 : 1;
    if (opt_.closerLosesAtLeastTwo)
        v = std::max(v, 2);
    return v;
}

void Sechsundsechzig::scoreTwo(int winner, int strokes, const char* why) {
    erase_[ix(winner)] = strokes;
    outcome_ = why;
    stage_ = Stage::Over;
}

void Sechsundsechzig::finishOut(int seat) {
    wentOut_ = seat;
    const int o = nextInOrder(seat);
    const bool made = counted(seat) >= 66;
    if (!closed_) {
        if (made)
            scoreTwo(seat, stateStrokes(o), "out");
        else
            scoreTwo(o, 2, "out_short");
    } else if (seat == closer_) {
        if (made)
            scoreTwo(seat, stateStrokes(o), "out");
        else // "at least 2": 3 when the opponent had no trick at the close
            scoreTwo(o, std::max(2, closeStrokes()), "out_short");
    } else {
        if (made)
            scoreTwo(seat, closeStrokes(), "out_against_closer");
        else
            scoreTwo(closer_, 2, "out_short");
    }
}

void Sechsundsechzig::finishPlay() {
    if (!twoPlayer()) {
        scoreRanking();
        return;
    }
    const int a = order_[0], b = order_[1];
    if (closed_) {
        const int o = closer_ == a ? b : a;
        if (lastWinner_ == closer_ && counted(closer_) >= 66)
            scoreTwo(closer_, stateStrokes(o), "closer_made");
        else
            scoreTwo(o, closeStrokes(), "closer_failed");
        return;
    }
    const bool ma = counted(a) >= 66, mb = counted(b) >= 66;
    if (ma != mb) {
        const int w = ma ? a : b;
        scoreTwo(w, stateStrokes(w == a ? b : a), "66");
    } else {
        scoreTwo(lastWinner_, 1, ma ? "both_66_last_trick" : "none_66_last_trick");
    }
}

void Sechsundsechzig::scoreRanking() {
    // Most points erases 3 (three players: 2), then 2, 1, 0. A tie is broken
    // by the last trick (worth half a point); tied players without the last
    // trick all erase the smallest number of their places.
    static const int four[4] = {3, 2, 1, 0};
    static const int three[3] = {2, 1, 0};
    const int* table = order_.size() == 4 ? four : three;
    std::vector<int> seats = order_;
    auto value = [&](int s) { return 2 * counted(s) + (s == lastWinner_ ? 1 : 0); };
    std::stable_sort(seats.begin(), seats.end(), [&](int x, int y) { return value(x) > value(y); });
    for (std::size_t i = 0; i < seats.size();) {
        std::size_t j = i;
        while (j + 1 < seats.size() && value(seats[j + 1]) == value(seats[i]))
            ++j;
        for (std::size_t k = i; k <= j; ++k)
            erase_[ix(seats[k])] = table[j];
        i = j + 1;
    }
    outcome_ = "ranking";
    stage_ = Stage::Over;
}

SeatView Sechsundsechzig::view(int seat) const {
    SeatView v;
    v.seat = seat;
    v.toAct = toAct();
    v.dealer = table_.dealer;
    v.hand = seat >= 0 ? hand_[ix(seat)] : 0;
    v.trick = trick_;
    v.lastTrick = lastTrick_;
    v.trump = trump_;
    if (twoPlayer())
        v.trumpCard = talonOpen() ? talon_.back() : kNoCard;
    else
        v.trumpCard = has(hand_[ix(order_.back())], trumpCard_) ? trumpCard_ : kNoCard;
    v.talonSize = static_cast<int>(talon_.size());
    v.talonClosed = closed_;
    for (int s = 0; s < table_.seats; ++s) {
        v.handSizes.push_back(count(hand_[ix(s)]));
        v.tricksWon.push_back(tricksWon_[ix(s)]);
    }
    for (auto [s, c] : shown_)
        if (has(hand_[ix(s)], c))
            v.shown.push_back({s, c});
    if (v.toAct == seat)
        v.legal = legalActions();
    return v;
}

bool Sechsundsechzig::cardsConserved() const {
    CardSet all = 0;
    int n = 0;
    auto add = [&](CardSet s) {
        all |= s;
        n += count(s);
    };
    for (int s = 0; s < kMaxSeats; ++s) {
        add(hand_[ix(s)]);
        add(won_[ix(s)]);
    }
    add(toSet(talon_));
    n += static_cast<int>(talon_.size()) - count(toSet(talon_));
    for (auto [s, c] : trick_)
        add(bit(c));
    return all == pack_->all() && n == pack_->size();
}

} // namespace st::dreeg
