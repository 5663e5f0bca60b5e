#include "sechsundsechzig.h"

#include "../sixtysix.h"

#include <nlohmann/json.hpp>

#include <algorithm>

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
constexpr int kHearts = 2;
const Card kAceOfHearts = Pack::german(kHearts, Pack::Ace);
} // namespace

std::string SechsundsechzigDeal::validate(const DealTable& t, const DealSetup& s) {
    const Pack& p = german();
    const int n = static_cast<int>(t.order.size());
    if (static_cast<int>(s.hands.size()) != t.seats)
        return "expected " + std::to_string(t.seats) + " hands, one per seat, found " + std::to_string(s.hands.size());
    std::vector<bool> active(static_cast<std::size_t>(t.seats), false);
    for (int seat : t.order)
        active[ix(seat)] = true;
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
        const auto& h = s.hands[ix(seat)];
        const int want = active[ix(seat)] ? handSize(n) : 0;
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

DealSetup SechsundsechzigDeal::deal(const DealTable& t, Rng& rng, Indicator ind) {
    CardList deck = shuffledPack(german(), rng);
    DealSetup s;
    s.dealer = t.dealer;
    s.hands.assign(static_cast<std::size_t>(t.seats), {});
    std::size_t next = 0;
    auto batch = [&](int k) {
        for (int seat : t.order)
            for (int i = 0; i < k; ++i)
                s.hands[ix(seat)].push_back(deck[next++]);
    };
    const int n = static_cast<int>(t.order.size());
    if (n == 4) {
        batch(3);
        batch(3);
    } else if (n == 3) {
        batch(3);
        batch(2);
        batch(3);
    } else if (t.kind != Kind::SixtySix) {
        batch(3); // Rot-Assen and Rufen: no trump indicator
        batch(3);
        s.stock.assign(deck.begin() + 12, deck.end());
    } else {
        Card indicator = kNoCard;
        batch(3);
        if (ind == Indicator::Seventh)
            indicator = deck[next++]; // between the batches, face up
        batch(3);
        if (ind == Indicator::Thirteenth)
            indicator = deck[next++];
        if (ind == Indicator::Bottom) {
            indicator = deck.back();
            deck.pop_back();
        }
        while (next < deck.size())
            s.stock.push_back(deck[next++]);
        s.stock.push_back(indicator); // under the talon
    }
    return s;
}

SechsundsechzigDeal::SechsundsechzigDeal(const DealTable& t, const DealSetup& s, Options66 o)
    : pack_(&german()), table_(t), opt_(o), order_(t.order) {
    for (int seat : order_)
        hand_[ix(seat)] = toSet(s.hands[ix(seat)]);
    leader_ = order_.front();
    for (int seat = 0; seat < kMaxSeats; ++seat)
        side_[ix(seat)] = seat;
    if (twoPlayer()) {
        side_[ix(order_[0])] = 0;
        side_[ix(order_[1])] = 1;
        talon_ = s.stock;
    }
    switch (kind()) {
    case Kind::SixtySix:
        // Two players: the indicator lies under the talon. Otherwise the dealer
        // turns the last card of the pack, which belongs to the last player dealt
        // (the dealer whenever the dealer plays).
        trumpCard_ = twoPlayer() ? talon_.back() : s.hands[ix(order_.back())].back();
        trump_ = pack_->suit(trumpCard_);
        break;
    case Kind::RotAssen:
        if (!twoPlayer()) {
            for (int seat : order_)
                if (has(hand_[ix(seat)], kAceOfHearts))
                    chooser_ = seat;
            for (int seat : order_)
                side_[ix(seat)] = seat == chooser_ ? 0 : 1;
            stage_ = Stage::Decide;
        }
        break;
    case Kind::Rufen:
    default: {
        chooser_ = order_.front();
        const CardList& fh = s.hands[ix(chooser_)];
        for (std::size_t i = 0; i < 3 && i < fh.size(); ++i)
            firstThree_ |= bit(fh[i]);
        stage_ = twoPlayer() ? Stage::ChooseTrump : Stage::Call;
        break;
    }
    }
}

int SechsundsechzigDeal::nextInOrder(int seat) const {
    auto it = std::find(order_.begin(), order_.end(), seat);
    if (it == order_.end())
        return order_.front();
    ++it;
    return it == order_.end() ? order_.front() : *it;
}

int SechsundsechzigDeal::toAct() const {
    switch (stage_) {
    case Stage::Decide:
    case Stage::Call:
    case Stage::ChooseTrump:
        return chooser_;
    case Stage::Lead:
    case Stage::Declared:
        return aceChooser_ >= 0 ? aceChooser_ : leader_;
    case Stage::Follow:
        return nextInOrder(trick_.back().first);
    case Stage::Over:
        break;
    }
    return -1;
}

TrickRules SechsundsechzigDeal::rules() const {
    // While a talon can still be drawn from there is no obligation at all.
    return talonOpen() ? TrickRules::free() : TrickRules::strict();
}

CardList SechsundsechzigDeal::trickCards() const {
    CardList out;
    for (auto& [s, c] : trick_)
        out.push_back(c);
    return out;
}

int SechsundsechzigDeal::countedSide(int side) const {
    CardSet won = 0;
    int tricks = 0, decl = 0;
    for (int s : order_)
        if (side_[ix(s)] == side) {
            won |= won_[ix(s)];
            tricks += tricksWon_[ix(s)];
            decl += declared_[ix(s)];
        }
    return sixtysix::counted(*pack_, won, tricks, decl);
}

PointCount SechsundsechzigDeal::countedPoints(int /*seat*/) const {
    if (surrendered_)
        return {}; // no play
    PointCount pc;
    pc.target = sidesGame() ? sixtysix::kGoal : 0;
    pc.declarations = true;
    pc.points.assign(ix(table_.seats), -1);
    pc.side.assign(ix(table_.seats), -1);
    pc.pending.assign(ix(table_.seats), 0);
    // Sides as the engine scores them. Who sides with whom is hidden only before the first
    // trick (Rufen: the called card must fall in it; Rot-Assen: the Ace of hearts is shown
    // before the first lead), when nobody has a point yet: the count never tells it early.
    // The sides are told once a trick is played; before it each seat stands for itself.
    const bool shown = tricksPlayed_ > 0;
    for (int s : order_) {
        pc.points[ix(s)] = countedSide(side_[ix(s)]);
        pc.side[ix(s)] = shown ? side_[ix(s)] : s;
        int tricks = 0, decl = 0;
        for (int o : order_)
            if (shown ? side_[ix(o)] == side_[ix(s)] : o == s) {
                tricks += tricksWon_[ix(o)];
                decl += declared_[ix(o)];
            }
        pc.pending[ix(s)] = sixtysix::pendingDeclared(tricks, decl);
    }
    return pc;
}

int SechsundsechzigDeal::sideTricks(int side) const {
    int t = 0;
    for (int s : order_)
        if (side_[ix(s)] == side)
            t += tricksWon_[ix(s)];
    return t;
}

bool SechsundsechzigDeal::canGoOut() const {
    // Two sides only; the leader's side has just won a trick; not after the
    // lead to the second-to-last trick (the leader must still hold two cards).
    if (!sidesGame())
        return false;
    if (opt_.bambergerRotAssen && kind() == Kind::RotAssen && !twoPlayer())
        return false;
    return sideTricks(side_[ix(leader_)]) > 0 && count(hand_[ix(leader_)]) >= 2;
}

std::vector<Action> SechsundsechzigDeal::legalActions() const {
    std::vector<Action> out;
    const int seat = toAct();
    if (seat < 0)
        return out;
    auto addIfLegal = [&](const Action& a) {
        if (!check(a))
            out.push_back(a);
    };
    switch (stage_) {
    case Stage::Decide:
        for (int suit = 0; suit < 4; ++suit)
            out.push_back(Action::withSuit(seat, Act::Trump, suit));
        out.push_back(Action::simple(seat, Act::Surrender));
        return out;
    case Stage::Call:
        for (Card c : cardsOf(pack_->all())) {
            Action a = Action::simple(seat, Act::Call);
            a.card = c;
            addIfLegal(a);
        }
        return out;
    case Stage::ChooseTrump:
        for (int suit = 0; suit < 4; ++suit)
            out.push_back(Action::withSuit(seat, Act::Trump, suit));
        return out;
    case Stage::Follow:
        for (Card c : cardsOf(hand_[ix(seat)]))
            addIfLegal(Action::play(seat, c));
        addIfLegal(Action::simple(seat, Act::Exchange));
        return out;
    case Stage::Over:
        return out;
    case Stage::Lead:
    case Stage::Declared:
        break;
    }
    if (seat == aceChooser_) { // drew the face-up Ace of hearts: trumps now, nothing else
        for (int suit = 0; suit < 4; ++suit)
            out.push_back(Action::withSuit(seat, Act::Trump, suit));
        return out;
    }
    addIfLegal(Action::simple(seat, Act::Draw));
    for (int suit = 0; suit < 4; ++suit)
        addIfLegal(Action::withSuit(seat, Act::Trump, suit));
    for (int suit = 0; suit < 4; ++suit)
        addIfLegal(Action::withSuit(seat, Act::Declare, suit));
    addIfLegal(Action::simple(seat, Act::Out));
    addIfLegal(Action::simple(seat, Act::Close));
    addIfLegal(Action::simple(seat, Act::Exchange));
    for (Card c : cardsOf(hand_[ix(seat)]))
        addIfLegal(Action::play(seat, c));
    return out;
}

std::vector<Action> SechsundsechzigDeal::optionalActions(int seat) const {
    std::vector<Action> out;
    if (stage_ == Stage::Over || seat == toAct() || std::find(order_.begin(), order_.end(), seat) == order_.end())
        return out;
    // "Hast' das?": the opponent of the leader may declare the Ace of hearts.
    for (int suit = 0; suit < 4; ++suit) {
        Action a = Action::withSuit(seat, Act::Trump, suit);
        if (!check(a))
            out.push_back(a);
    }
    Action ex = Action::simple(seat, Act::Exchange);
    if (!check(ex))
        out.push_back(ex);
    return out;
}

Refusal SechsundsechzigDeal::checkTrumpChoice(const Action& a, int seat) const {
    Refusal r;
    if (a.suit < 0 || a.suit > 3) {
        r.reason = Reason::BadField;
        return r;
    }
    if (kind() != Kind::RotAssen || !twoPlayer() || trump_ != kNoTrump || noTrumps_ ||
        (stage_ != Stage::Lead && stage_ != Stage::Declared)) {
        r.reason = Reason::NotAllowedNow;
        return r;
    }
    if (aceChooser_ >= 0) { // drawn face up: the drawer must choose now
        if (seat != aceChooser_)
            r.reason = Reason::NotAllowedNow;
        return r;
    }
    // Declared before the first lead, or after drawing and before the next lead;
    // never from a concealed Ace once the talon lies face up.
    if (drawPending_) {
        r.reason = seat == leader_ ? Reason::MustDrawFirst : Reason::NotAllowedNow;
        return r;
    }
    if (!has(hand_[ix(seat)], kAceOfHearts)) {
        r.reason = Reason::NoAceOfHearts;
        return r;
    }
    if (faceUp_) {
        r.reason = Reason::AceAfterTalonUp;
        return r;
    }
    if (stage_ == Stage::Declared && seat == leader_)
        r.reason = Reason::NotAllowedNow;
    return r;
}

Refusal SechsundsechzigDeal::check(const Action& a) const {
    const int seat = toAct();
    Refusal r = checkTurn(seat, a.seat);
    // Out-of-turn decisions: the Ace of hearts on "Hast' das?", an exchange at
    // the close (variant).
    if (r.reason == Reason::NotYourTurn) {
        if (a.seat < 0 || a.seat >= table_.seats) {
            Refusal bad;
            bad.reason = Reason::BadField;
            return bad;
        }
        const bool optionalKind = a.act == Act::Trump || a.act == Act::Exchange;
        if (optionalKind && std::find(order_.begin(), order_.end(), a.seat) != order_.end() &&
            (stage_ == Stage::Lead || stage_ == Stage::Declared)) {
            if (a.act == Act::Trump)
                return checkTrumpChoice(a, a.seat);
            if (a.act == Act::Exchange) {
                // Only where a trump indicator lies under the talon (two-player 66): Rot-Assen
                // has none, and closed before trumps were chosen it has no trump suit at all.
                if (opt_.exchangeOnClose && a.seat == closeExchangeSeat_ && indicatorGame() && trump_ >= 0 &&
                    !talon_.empty() && has(hand_[ix(a.seat)], Pack::german(trump_, Pack::Nine)))
                    return {};
            }
        }
        return r;
    }
    if (r)
        return r;
    switch (stage_) {
    case Stage::Decide:
        if (a.act == Act::Surrender)
            return r;
        if (a.act != Act::Trump)
            r.reason = Reason::MustChooseTrump;
        else if (a.suit < 0 || a.suit > 3)
            r.reason = Reason::BadField;
        return r;
    case Stage::ChooseTrump:
        if (a.act != Act::Trump)
            r.reason = Reason::MustChooseTrump;
        else if (a.suit < 0 || a.suit > 3)
            r.reason = Reason::BadField;
        return r;
    case Stage::Call:
        if (a.act != Act::Call) {
            r.reason = Reason::NotAllowedNow;
        } else if (a.card < 0 || !has(pack_->all(), a.card)) {
            r.reason = Reason::BadField;
        } else if (!(firstThree_ & pack_->suitMask(pack_->suit(a.card)))) {
            r.reason = Reason::NotCallable;
            r.card = a.card;
        }
        return r;
    case Stage::Follow:
        return checkFollow(a);
    case Stage::Over:
        r.reason = Reason::NoDecisionDue;
        return r;
    case Stage::Lead:
    case Stage::Declared:
        break;
    }
    if (seat == aceChooser_) { // must choose trumps after drawing the face-up Ace
        if (a.act != Act::Trump) {
            r.reason = Reason::MustChooseTrump;
            return r;
        }
        return checkTrumpChoice(a, seat);
    }
    return checkLead(a);
}

Refusal SechsundsechzigDeal::checkFollow(const Action& a) const {
    Refusal r;
    const int seat = a.seat;
    if (a.act == Act::Exchange) {
        // Variant: the second player may exchange the trump Nine to win the trick at once.
        const Card nine = Pack::german(std::max(trump_, 0), Pack::Nine);
        if (!opt_.exchangeSecondPlayer || !indicatorGame() || !talonOpen() || mustPlay_ != kNoCard) {
            r.reason = Reason::NotAllowedNow;
        } else if (!has(hand_[ix(seat)], nine)) {
            r.reason = Reason::NoTrumpNine;
            r.card = nine;
        } else if (!beats(*pack_, talon_.back(), trick_[0].second, pack_->suit(trick_[0].second), trump_)) {
            r.reason = Reason::NotAllowedNow; // the indicator would not win the trick
        }
        return r;
    }
    if (a.act != Act::Play) {
        r.reason = Reason::OnlyLeader;
        return r;
    }
    if (mustPlay_ != kNoCard && a.card != mustPlay_) {
        r.reason = Reason::MustPlayIndicator;
        r.card = mustPlay_;
        return r;
    }
    // Rufen: the holder of the called card plays it to the first trick, even against the overtaking rule.
    if (kind() == Kind::Rufen && !twoPlayer() && tricksPlayed_ == 0 && has(hand_[ix(seat)], called_)) {
        if (a.card != called_) {
            r.reason =
                a.card >= 0 && a.card < 64 && has(hand_[ix(seat)], a.card) ? Reason::MustPlayCalled : Reason::NotInHand;
            r.card = r.reason == Reason::MustPlayCalled ? called_ : a.card;
        }
        return r;
    }
    r = checkCard(*pack_, hand_[ix(seat)], trickCards(), trump_, rules(), a.card);
    if (r && opt_.penaliseRevokes && r.reason != Reason::NotInHand)
        return Refusal{}; // accepted and penalised in apply()
    return r;
}

Refusal SechsundsechzigDeal::checkLead(const Action& a) const {
    Refusal r;
    const CardSet h = hand_[ix(leader_)];
    const bool leading = stage_ == Stage::Lead;
    const bool rufenFirst = kind() == Kind::Rufen && !twoPlayer() && tricksPlayed_ == 0;
    switch (a.act) {
    case Act::Trump:
        return checkTrumpChoice(a, leader_);
    case Act::Draw:
        if (!drawPending_)
            r.reason = Reason::NotAllowedNow;
        return r;
    case Act::Play:
        if (drawPending_) {
            r.reason = Reason::MustDrawFirst;
        } else if (a.card < 0 || !has(h, a.card)) {
            r.reason = Reason::NotInHand;
            r.card = a.card;
        } else if (!leading && a.card != king(declaredSuit_) && a.card != overCard(declaredSuit_)) {
            r.reason = Reason::MustPlayDeclared;
            r.card = a.card;
            r.suit = declaredSuit_;
        } else if (rufenFirst && has(h, called_) && a.card != called_) {
            r.reason = Reason::MustPlayCalled;
            r.card = called_;
        } else if (rufenFirst && pack_->suit(a.card) != trump_) {
            r.reason = Reason::MustLeadTrump;
            r.suit = trump_;
        }
        return r;
    case Act::Declare:
        if (!leading)
            r.reason = Reason::NotAllowedNow;
        else if (drawPending_)
            r.reason = Reason::MustDrawFirst;
        else if (a.suit < 0 || a.suit > 3)
            r.reason = Reason::BadField;
        else if (!sixtysix::holdsMarriage(h, a.suit)) {
            r.reason = Reason::NoPair;
            r.suit = a.suit;
        } else if (rufenFirst &&
                   (a.suit != trump_ || (has(h, called_) && king(a.suit) != called_ && overCard(a.suit) != called_))) {
            r.reason = a.suit != trump_ ? Reason::MustLeadTrump : Reason::MustPlayCalled;
            r.suit = trump_;
            r.card = called_;
        }
        return r;
    case Act::Out:
        if (!sidesGame() || (opt_.bambergerRotAssen && kind() == Kind::RotAssen && !twoPlayer()))
            r.reason = Reason::NotAllowedNow;
        else if (sideTricks(side_[ix(leader_)]) == 0)
            r.reason = Reason::NoTrickYet;
        else if (drawPending_)
            r.reason = Reason::MustDrawFirst; // the count is the same after drawing
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
        if (talon_.size() < 4)
            r.reason = Reason::TalonTooSmall;
        return r;
    }
    case Act::Exchange: {
        if (!indicatorGame() || !leading) {
            r.reason = Reason::NotAllowedNow;
            return r;
        }
        const Card nine = Pack::german(trump_, Pack::Nine);
        if (!talonOpen()) {
            r.reason = Reason::TalonClosed;
            return r;
        }
        if (tricksPlayed_ == 0) {
            r.reason = Reason::NoTrickYet;
            return r;
        }
        if (!has(hand_[ix(leader_)], nine) || talon_.size() < 2) {
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

namespace {
/// Where the unseen part of a two-player talon lies: past a face-up top card, before the face-up
/// trump card of 66 (view()).
std::pair<std::size_t, std::size_t> unseenRange(std::size_t size, bool faceUp, bool trumpShown) {
    const std::size_t first = faceUp ? 1 : 0;
    const std::size_t last = trumpShown && size > 0 ? size - 1 : size;
    return {first, std::max(first, last)};
}
} // namespace

CardList SechsundsechzigDeal::unseenTalon() const {
    if (!talonOpen())
        return {};
    const auto [first, last] = unseenRange(talon_.size(), faceUp_, kind() == Kind::SixtySix);
    return CardList(talon_.begin() + static_cast<std::ptrdiff_t>(first),
                    talon_.begin() + static_cast<std::ptrdiff_t>(last));
}

void SechsundsechzigDeal::setUnseenTalon(const CardList& cards) {
    const CardList now = unseenTalon();
    if (cards.size() != now.size() || toSet(cards) != toSet(now))
        return;
    const auto [first, last] = unseenRange(talon_.size(), faceUp_, kind() == Kind::SixtySix);
    (void)last;
    std::copy(cards.begin(), cards.end(), talon_.begin() + static_cast<std::ptrdiff_t>(first));
}

std::optional<TrickPlay> SechsundsechzigDeal::trickPlay() const {
    if (!twoPlayer() || (stage_ != Stage::Lead && stage_ != Stage::Follow) || talonOpen() || drawPending_ ||
        opt_.penaliseRevokes || closeExchangeSeat_ >= 0 || mustPlay_ != kNoCard || (trump_ == kNoTrump && !noTrumps_))
        return std::nullopt;
    for (int s : order_)
        for (int suit = 0; suit < 4; ++suit)
            if (sixtysix::holdsMarriage(hand_[ix(s)], suit))
                return std::nullopt;
    TrickPlay tp;
    tp.order = order_;
    for (int s : order_) {
        tp.hands[ix(s)] = hand_[ix(s)];
        tp.team[ix(s)] = side_[ix(s)];
    }
    tp.trick = trick_;
    tp.leader = trick_.empty() ? leader_ : trick_.front().first;
    tp.trump = trump_;
    tp.rules = TrickRules::strict();
    for (Card c : cardsOf(pack_->all()))
        tp.value[static_cast<std::size_t>(c)] = pack_->points(c);
    return tp;
}

void SechsundsechzigDeal::draw() {
    const int w = leader_;
    const int o = other(w);
    const bool aceDrawn = talon_[0] == kAceOfHearts || talon_[1] == kAceOfHearts;
    hand_[ix(w)] |= bit(talon_[0]);
    hand_[ix(o)] |= bit(talon_[1]);
    talon_.erase(talon_.begin(), talon_.begin() + 2);
    drawPending_ = false;
    if (kind() == Kind::RotAssen && faceUp_ && trump_ == kNoTrump && aceDrawn) {
        // Drawn face up: whoever took the Ace of hearts chooses trumps at once.
        aceChooser_ = has(hand_[ix(w)], kAceOfHearts) ? w : o;
        return;
    }
    if (kind() == Kind::RotAssen && faceUp_ && trump_ == kNoTrump && talon_.empty() && !aceDrawn) {
        // The face-up talon ran out and the Ace of hearts never appeared: its
        // holder concealed it. The play ends and the other player erases 3.
        for (int s : order_)
            if (has(hand_[ix(s)], kAceOfHearts)) {
                penalise(s, "concealed_ace");
                return;
            }
    }
}

void SechsundsechzigDeal::setTrump(int seat, int suit) {
    trump_ = suit;
    aceChooser_ = -1;
    faceUp_ = false; // turned face down again once the Ace is declared
    shown_.push_back({seat, kAceOfHearts});
}

void SechsundsechzigDeal::apply(const Action& a) {
    if (stage_ == Stage::Over)
        return;
    switch (a.act) {
    case Act::Surrender:
        // Each other player erases two strokes; no play.
        for (int s : order_)
            erase_[ix(s)] = s == chooser_ ? 0 : 2;
        surrendered_ = true;
        outcome_ = "surrender";
        stage_ = Stage::Over;
        return;
    case Act::Call: {
        called_ = a.card;
        trump_ = pack_->suit(a.card);
        for (int s : order_)
            if (has(hand_[ix(s)], called_))
                partner_ = s;
        for (int s : order_)
            side_[ix(s)] = (s == chooser_ || s == partner_) ? 0 : 1;
        stage_ = Stage::Lead;
        return;
    }
    case Act::Trump:
        if (stage_ == Stage::Decide || stage_ == Stage::ChooseTrump) {
            trump_ = a.suit;
            if (kind() == Kind::RotAssen)
                shown_.push_back({a.seat, kAceOfHearts});
            stage_ = Stage::Lead;
            return;
        }
        setTrump(a.seat, a.suit);
        return;
    case Act::Draw:
        draw();
        return;
    case Act::Play:
        if (stage_ == Stage::Follow && opt_.penaliseRevokes && a.card != mustPlay_) {
            const Refusal strict = checkCard(*pack_, hand_[ix(a.seat)], trickCards(), trump_, rules(), a.card);
            const bool calledBreach =
                kind() == Kind::Rufen && !twoPlayer() && tricksPlayed_ == 0 && has(hand_[ix(a.seat)], called_);
            if (strict && !calledBreach) {
                hand_[ix(a.seat)] &= ~bit(a.card);
                trick_.push_back({a.seat, a.card});
                penalise(a.seat, "revoke");
                return;
            }
        }
        playCard(a.seat, a.card);
        return;
    case Act::Declare:
        declared_[ix(leader_)] += sixtysix::marriageValue(a.suit, trump_);
        shown_.push_back({leader_, king(a.suit)});
        shown_.push_back({leader_, overCard(a.suit)});
        declaredSuit_ = a.suit;
        stage_ = Stage::Declared;
        return;
    case Act::Out:
        finishOut(leader_);
        return;
    case Act::Close:
        drawPending_ = false; // closed before drawing: nobody draws any more
        closed_ = true;
        closer_ = leader_;
        faceUp_ = false;
        if (trump_ == kNoTrump)
            noTrumps_ = true; // "the remainder of the hand is played without trumps"
        for (int side = 0; side < 2; ++side) {
            closePoints_[static_cast<std::size_t>(side)] = countedSide(side);
            closeTricks_[static_cast<std::size_t>(side)] = sideTricks(side);
        }
        closeExchangeSeat_ = opt_.exchangeOnClose && indicatorGame() && trump_ >= 0 ? other(leader_) : -1;
        return;
    case Act::Exchange: {
        const Card nine = Pack::german(trump_, Pack::Nine);
        if (stage_ == Stage::Follow) { // second player, variant: take the indicator and play it now
            hand_[ix(a.seat)] &= ~bit(nine);
            hand_[ix(a.seat)] |= bit(talon_.back());
            mustPlay_ = talon_.back();
            talon_.back() = nine;
            trumpCard_ = nine;
            return;
        }
        hand_[ix(a.seat)] &= ~bit(nine);
        hand_[ix(a.seat)] |= bit(talon_.back());
        talon_.back() = nine;
        trumpCard_ = nine;
        if (a.seat == closeExchangeSeat_)
            closeExchangeSeat_ = -1;
        return;
    }
    default:
        return;
    }
}

void SechsundsechzigDeal::playCard(int seat, Card c) {
    if (trick_.empty() && kind() == Kind::RotAssen && twoPlayer() && trump_ == kNoTrump && !noTrumps_) {
        // A lead while there are no trumps: whoever holds the Ace of hearts now holds it through a lead.
        for (int s : order_)
            if (has(hand_[ix(s)], kAceOfHearts))
                heldThroughLead_[ix(s)] = true;
        // After the third trick the talon is turned face up (the holder's last chance was before this lead).
        if (tricksPlayed_ == 3 && !closed_ && !talon_.empty())
            faceUp_ = true;
    }
    if (c == kAceOfHearts && kind() == Kind::RotAssen && twoPlayer() && trump_ == kNoTrump &&
        heldThroughLead_[ix(seat)]) {
        hand_[ix(seat)] &= ~bit(c);
        trick_.push_back({seat, c});
        penalise(seat, "concealed_ace"); // the undeclared Ace shows itself
        return;
    }
    hand_[ix(seat)] &= ~bit(c);
    trick_.push_back({seat, c});
    closeExchangeSeat_ = -1;
    if (c == mustPlay_)
        mustPlay_ = kNoCard;
    stage_ = Stage::Follow;
    if (trick_.size() == order_.size())
        finishTrick();
}

void SechsundsechzigDeal::finishTrick() {
    const CardList cards = trickCards();
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

int SechsundsechzigDeal::stateStrokes(int loserSide) const {
    // 3 when the losers have no trick (schwarz), 2 under 33 (schneider), else 1.
    return sixtysix::byLoser(countedSide(loserSide), sideTricks(loserSide));
}

int SechsundsechzigDeal::closeStrokes() const {
    bool noTrick = false, under33 = false;
    for (int side = 0; side < 2; ++side) {
        noTrick = noTrick || closeTricks_[static_cast<std::size_t>(side)] == 0;
        under33 = under33 || closePoints_[static_cast<std::size_t>(side)] < sixtysix::kHalf;
    }
    int v = noTrick ? 3 : under33 ? 2 : 1;
    if (opt_.closerLosesAtLeastTwo)
        v = std::max(v, 2);
    return v;
}

void SechsundsechzigDeal::scoreSide(int winnerSide, int strokes, const char* why) {
    // Bamberger: "With two players left, a win scores 1 game point" (docs/rules/dreeg.md).
    if (opt_.twoPlayerWinIsOne && twoPlayer() && kind() == Kind::SixtySix)
        strokes = 1;
    for (int s : order_)
        if (side_[ix(s)] == winnerSide)
            erase_[ix(s)] = strokes;
    outcome_ = why;
    stage_ = Stage::Over;
}

void SechsundsechzigDeal::penalise(int seat, const char* why) {
    // Everyone other than the offender erases three strokes.
    offender_ = seat;
    for (int s : order_)
        erase_[ix(s)] = s == seat ? 0 : 3;
    outcome_ = why;
    stage_ = Stage::Over;
}

void SechsundsechzigDeal::finishOut(int seat) {
    wentOut_ = seat;
    const int mine = side_[ix(seat)];
    const int theirs = 1 - mine;
    const bool made = countedSide(mine) >= sixtysix::kGoal;
    const int closerSide = closer_ >= 0 ? side_[ix(closer_)] : -1;
    const bool trickless = closer_ >= 0 && (closeTricks_[0] == 0 || closeTricks_[1] == 0);
    if (!closed_) {
        if (made)
            scoreSide(mine, stateStrokes(theirs), "out");
        else
            scoreSide(theirs, 2, "out_short");
    } else if (mine == closerSide) {
        if (made) {
            scoreSide(mine, stateStrokes(theirs), "out");
        } else {
            // "At least 2"; 3 when the closer's opponent had no trick at the close.
            int v = closeTricks_[static_cast<std::size_t>(theirs)] == 0 ? 3 : 2;
            if (opt_.prematureOutThree && trickless)
                v = 3;
            scoreSide(theirs, v, "out_short");
        }
    } else {
        if (made)
            scoreSide(mine, closeStrokes(), "out_against_closer");
        else
            scoreSide(theirs, opt_.prematureOutThree && trickless ? 3 : 2, "out_short");
    }
}

void SechsundsechzigDeal::finishPlay() {
    if (!sidesGame()) {
        scoreRanking();
        return;
    }
    if (closed_) {
        const int c = side_[ix(closer_)];
        if (side_[ix(lastWinner_)] == c && countedSide(c) >= sixtysix::kGoal)
            scoreSide(c, stateStrokes(1 - c), "closer_made");
        else
            scoreSide(1 - c, closeStrokes(), "closer_failed");
        return;
    }
    if (opt_.bambergerRotAssen && kind() == Kind::RotAssen && !twoPlayer()) {
        // Bamberger: the lone player who makes 66 always erases 3; otherwise
        // the opponents erase 1, 2 or 3 by the lone player's points and tricks.
        if (countedSide(0) >= sixtysix::kGoal)
            scoreSide(0, 3, "66");
        else
            scoreSide(1, stateStrokes(0), "66");
        return;
    }
    const bool m0 = countedSide(0) >= sixtysix::kGoal, m1 = countedSide(1) >= sixtysix::kGoal;
    if (m0 != m1) {
        const int w = m0 ? 0 : 1;
        scoreSide(w, stateStrokes(1 - w), "66");
    } else {
        scoreSide(side_[ix(lastWinner_)], 1, m0 ? "both_66_last_trick" : "none_66_last_trick");
    }
}

void SechsundsechzigDeal::scoreRanking() {
    // Most points erases 3 (three players: 2), then 2, 1, 0. A tie is broken
    // by the last trick (worth half a point); tied players without the last
    // trick all erase the smallest number of their places.
    static const int four[4] = {3, 2, 1, 0};
    static const int three[3] = {2, 1, 0};
    const int* table = order_.size() == 4 ? four : three;
    std::vector<int> seats = order_;
    auto value = [&](int s) { return 2 * countedSide(side_[ix(s)]) + (s == lastWinner_ ? 1 : 0); };
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

int SechsundsechzigDeal::pointsInPlay() const {
    CardSet all = toSet(talon_);
    for (int s : order_)
        all |= won_[ix(s)] | hand_[ix(s)];
    for (auto [s, c] : trick_)
        all |= bit(c);
    return points(*pack_, all);
}

SeatView SechsundsechzigDeal::view(int seat) const {
    SeatView v;
    v.seat = seat;
    v.toAct = toAct();
    v.dealer = table_.dealer;
    const bool calling = stage_ == Stage::Call || stage_ == Stage::ChooseTrump;
    if (seat >= 0 && seat < table_.seats) {
        v.hand = hand_[ix(seat)];
        // Rufen: forehand sees only the first three cards before calling; the others
        // leave their cards face down until the call.
        if (calling)
            v.hand = seat == chooser_ ? firstThree_ : 0;
    }
    v.trick = trick_;
    v.lastTrick = lastTrick_;
    v.trump = trump_;
    if (kind() == Kind::SixtySix) {
        if (twoPlayer())
            v.trumpCard = talonOpen() ? talon_.back() : kNoCard;
        else
            v.trumpCard = has(hand_[ix(order_.back())], trumpCard_) ? trumpCard_ : kNoCard;
    }
    v.talonSize = static_cast<int>(talon_.size());
    v.talonClosed = closed_;
    if (faceUp_ && !talon_.empty())
        v.talonTop = talon_.front();
    for (int s = 0; s < table_.seats; ++s) {
        v.handSizes.push_back(count(hand_[ix(s)]));
        v.tricksWon.push_back(tricksWon_[ix(s)]);
    }
    for (auto [s, c] : shown_)
        if (has(hand_[ix(s)], c))
            v.shown.push_back({s, c});
    if (v.toAct == seat)
        v.legal = legalActions();
    else
        v.legal = optionalActions(seat);
    return v;
}

bool SechsundsechzigDeal::cardsConserved() const {
    return sixtysix::cardsConserved(*pack_, hand_, won_, talon_, trick_);
}

void SechsundsechzigDeal::report(nlohmann::json& out) const {
    const Pack& p = *pack_;
    out["dealer"] = table_.dealer;
    out["players"] = order_;
    out["trump"] = trump_ >= 0 ? nlohmann::json(std::string(1, p.suitLetter(trump_))) : nlohmann::json(nullptr);
    std::vector<int> tricks, erase, sides;
    for (int s = 0; s < table_.seats; ++s) {
        tricks.push_back(tricksWon_[ix(s)]);
        erase.push_back(erase_[ix(s)]);
        const bool plays = std::find(order_.begin(), order_.end(), s) != order_.end();
        sides.push_back(plays && sidesGame() ? side_[ix(s)] : -1);
    }
    out["tricks"] = tricks;
    out["erase"] = erase;
    out["outcome"] = outcome_;
    if (sidesGame())
        out["sides"] = sides;
    out["out"] = wentOut_ >= 0 ? nlohmann::json(wentOut_) : nlohmann::json(nullptr);
    out["closed_by"] = closer_ >= 0 ? nlohmann::json(closer_) : nlohmann::json(nullptr);
    if (closer_ >= 0) {
        std::vector<int> cp, ct;
        for (int s = 0; s < table_.seats; ++s) {
            const bool plays = std::find(order_.begin(), order_.end(), s) != order_.end();
            cp.push_back(plays ? closePoints_[static_cast<std::size_t>(side_[ix(s)])] : 0);
            ct.push_back(plays ? closeTricks_[static_cast<std::size_t>(side_[ix(s)])] : 0);
        }
        out["close_points"] = cp;
        out["close_tricks"] = ct;
    }
    out["last_trick"] = lastWinner_ >= 0 ? nlohmann::json(lastWinner_) : nlohmann::json(nullptr);
    if (kind() == Kind::Rufen && called_ != kNoCard) {
        out["called"] = p.code(called_);
        out["partner"] = partner_;
    }
    if (offender_ >= 0)
        out["offender"] = offender_;
}

} // namespace st::dreeg
