#include "schnapsendeal.h"

#include "sixtysix.h"

#include <algorithm>

namespace st::schnapsen {

namespace ss = st::sixtysix;

namespace {
const Pack& schnapsenPack() {
    return Pack::get(PackKind::Schnapsen20);
}
Card trumpUnter(int trump) {
    return Pack::german(trump, Pack::Under);
}
} // namespace

std::string Deal::validate(const SchnapsenTable& t, const DealSetup& s) {
    const Pack& p = schnapsenPack();
    if (static_cast<int>(s.hands.size()) != t.seats)
        return "expected " + std::to_string(t.seats) + " hands, one per seat, found " + std::to_string(s.hands.size());
    CardSet seen = 0;
    auto take = [&](Card c, const std::string& where) -> std::string {
        if (c < 0 || !has(p.all(), c))
            return where + ": not a card of the Schnapsen pack";
        if (has(seen, c))
            return where + ": " + p.code(c) + " is dealt twice";
        seen |= bit(c);
        return {};
    };
    for (int seat = 0; seat < t.seats; ++seat) {
        const auto& h = s.hands[ix(seat)];
        const bool plays = seat == t.dealer || seat == t.forehand;
        const std::size_t want = plays ? kHand : 0;
        if (h.size() != want)
            return "hands[" + std::to_string(seat) + "]: seat " + std::to_string(seat) +
                   (plays ? " plays and must be dealt 5 cards"
                          : " does not play this deal and must be dealt no cards") +
                   ", found " + std::to_string(h.size());
        for (std::size_t i = 0; i < h.size(); ++i)
            if (auto e = take(h[i], "hands[" + std::to_string(seat) + "][" + std::to_string(i) + "]"); !e.empty())
                return e;
    }
    if (s.stock.size() != kTalon)
        return "stock: the talon holds 10 cards (the trump card last), found " + std::to_string(s.stock.size());
    for (std::size_t i = 0; i < s.stock.size(); ++i)
        if (auto e = take(s.stock[i], "stock[" + std::to_string(i) + "]"); !e.empty())
            return e;
    if (seen != p.all())
        return "the deal does not hold all 20 cards (missing " + p.codes(p.all() & ~seen) + ")";
    if (s.knocked)
        return "knocked: Schnapsen has no knock";
    return {};
}

DealSetup Deal::deal(const SchnapsenTable& t, Rng& rng) {
    const CardList deck = shuffledPack(schnapsenPack(), rng);
    DealSetup s;
    s.dealer = t.dealer;
    s.hands.assign(ix(t.seats), {});
    auto& f = s.hands[ix(t.forehand)];
    auto& d = s.hands[ix(t.dealer)];
    f.insert(f.end(), deck.begin(), deck.begin() + 3);
    d.insert(d.end(), deck.begin() + 3, deck.begin() + 6);
    const Card trumpCard = deck[6];
    f.insert(f.end(), deck.begin() + 7, deck.begin() + 9);
    d.insert(d.end(), deck.begin() + 9, deck.begin() + 11);
    s.stock.assign(deck.begin() + 11, deck.end());
    s.stock.push_back(trumpCard); // under the talon, face up
    return s;
}

Deal::Deal(const SchnapsenTable& t, const DealSetup& s, SchnapsenOptions o)
    : pack_(&schnapsenPack()), table_(t), opt_(o), talon_(s.stock) {
    hand_[ix(t.dealer)] = toSet(s.hands[ix(t.dealer)]);
    hand_[ix(t.forehand)] = toSet(s.hands[ix(t.forehand)]);
    trump_ = pack_->suit(talon_.back());
    leader_ = t.forehand;
}

int Deal::toAct() const {
    switch (stage_) {
    case Stage::Lead:
    case Stage::Declared:
        return leader_;
    case Stage::Follow:
        return other(leader_);
    case Stage::Over:
        break;
    }
    return -1;
}

TrickRules Deal::rules() const {
    // While the talon is open there is no obligation at all; closed or used up: strict.
    return talonOpen() ? TrickRules::free() : TrickRules::strict();
}

int Deal::counted(int seat) const {
    return ss::counted(*pack_, won_[ix(seat)], tricks_[ix(seat)], declared_[ix(seat)]);
}

PointCount Deal::countedPoints() const {
    PointCount pc;
    pc.target = ss::kGoal;
    pc.declarations = true;
    pc.points.assign(ix(table_.seats), -1);
    pc.pending.assign(ix(table_.seats), 0);
    for (int s : {table_.dealer, table_.forehand}) {
        pc.points[ix(s)] = counted(s);
        pc.pending[ix(s)] = ss::pendingDeclared(tricks_[ix(s)], declared_[ix(s)]);
    }
    return pc;
}

std::vector<Action> Deal::legalActions() const {
    std::vector<Action> out;
    const int seat = toAct();
    if (seat < 0)
        return out;
    if (stage_ == Stage::Follow) {
        const CardList led{trick_.front().second};
        for (Card c : cardsOf(legalCards(*pack_, hand_[ix(seat)], led, trump_, rules())))
            out.push_back(Action::play(seat, c));
        return out;
    }
    std::vector<Action> candidates;
    for (int suit = 0; suit < 4; ++suit)
        candidates.push_back(Action::withSuit(seat, Act::Declare, suit));
    candidates.push_back(Action::simple(seat, Act::Out));
    candidates.push_back(Action::simple(seat, Act::Close));
    candidates.push_back(Action::simple(seat, Act::Exchange));
    for (Card c : cardsOf(hand_[ix(seat)]))
        candidates.push_back(Action::play(seat, c));
    for (const Action& a : candidates)
        if (!check(a))
            out.push_back(a);
    return out;
}

Refusal Deal::check(const Action& a) const {
    const int seat = toAct();
    Refusal r = checkTurn(seat, a.seat);
    if (r)
        return r;
    if (stage_ == Stage::Follow) {
        if (a.act != Act::Play) {
            r.reason = Reason::OnlyLeader;
            return r;
        }
        const CardList led{trick_.front().second};
        return checkCard(*pack_, hand_[ix(seat)], led, trump_, rules(), a.card);
    }
    return checkLead(a);
}

Refusal Deal::checkLead(const Action& a) const {
    Refusal r;
    const CardSet h = hand_[ix(leader_)];
    const bool leading = stage_ == Stage::Lead;
    switch (a.act) {
    case Act::Play:
        if (a.card < 0 || !has(h, a.card)) {
            r.reason = Reason::NotInHand;
            r.card = a.card;
        } else if (!leading && a.card != ss::king(declaredSuit_) && a.card != ss::over(declaredSuit_)) {
            r.reason = Reason::MustPlayDeclared;
            r.card = a.card;
            r.suit = declaredSuit_;
        }
        return r;
    case Act::Declare:
        if (!leading || (!opt_.marriagesAfterClose && !talonOpen()))
            r.reason = Reason::NotAllowedNow;
        else if (a.suit < 0 || a.suit > 3)
            r.reason = Reason::BadField;
        else if (!ss::holdsMarriage(h, a.suit)) {
            r.reason = Reason::NoPair;
            r.suit = a.suit;
        }
        return r;
    case Act::Out:
        // Right after winning a trick (the leader is the last trick's winner)
        // or right after declaring; a player without a trick cannot count 66.
        if (tricks_[ix(leader_)] == 0)
            r.reason = Reason::NoTrickYet;
        return r;
    case Act::Close:
        if (!leading)
            r.reason = Reason::NotAllowedNow;
        else if (!talonOpen())
            r.reason = Reason::TalonClosed;
        else if (talon_.size() <= 2) // "while it holds more than two cards"
            r.reason = Reason::TalonTooSmall;
        return r;
    case Act::Exchange:
        if (!leading)
            r.reason = Reason::NotAllowedNow;
        else if (!talonOpen())
            r.reason = Reason::TalonClosed;
        else if (talon_.size() < (opt_.exchangeAtTwo ? 2u : 3u))
            r.reason = Reason::TooLateToExchange;
        else if (!has(h, trumpUnter(trump_))) {
            r.reason = Reason::NoTrumpUnter;
            r.card = trumpUnter(trump_);
        }
        return r;
    default:
        r.reason = Reason::NotAllowedNow;
        return r;
    }
}

void Deal::apply(const Action& a) {
    switch (a.act) {
    case Act::Play:
        hand_[ix(a.seat)] &= ~bit(a.card);
        trick_.push_back({a.seat, a.card});
        stage_ = Stage::Follow;
        if (trick_.size() == 2)
            finishTrick();
        break;
    case Act::Declare:
        declared_[ix(leader_)] += ss::marriageValue(a.suit, trump_);
        shown_.push_back({leader_, ss::king(a.suit)});
        shown_.push_back({leader_, ss::over(a.suit)});
        declaredSuit_ = a.suit;
        stage_ = Stage::Declared;
        break;
    case Act::Out:
        finishOut(leader_);
        break;
    case Act::Close:
        closed_ = true;
        closer_ = leader_;
        for (int s : {table_.dealer, table_.forehand}) {
            closePoints_[ix(s)] = counted(s);
            closeTricks_[ix(s)] = tricks_[ix(s)];
        }
        break;
    case Act::Exchange: {
        const Card u = trumpUnter(trump_);
        hand_[ix(leader_)] &= ~bit(u);
        hand_[ix(leader_)] |= bit(talon_.back());
        talon_.back() = u;
        break;
    }
    default:
        break;
    }
}

void Deal::finishTrick() {
    const CardList cards{trick_[0].second, trick_[1].second};
    const int w = trick_[static_cast<std::size_t>(winningIndex(*pack_, cards, trump_))].first;
    won_[ix(w)] |= toSet(cards);
    ++tricks_[ix(w)];
    lastWinner_ = w;
    lastTrick_ = trick_;
    trick_.clear();
    leader_ = w;
    stage_ = Stage::Lead;
    declaredSuit_ = -1;
    if (talonOpen()) {
        // The winner draws the top card, then the loser; the trump card comes last.
        hand_[ix(w)] |= bit(talon_[0]);
        hand_[ix(other(w))] |= bit(talon_[1]);
        talon_.erase(talon_.begin(), talon_.begin() + 2);
    }
    if (hand_[ix(w)] == 0 && hand_[ix(other(w))] == 0)
        finishPlay();
}

void Deal::score(int winner, int points, const char* why) {
    winner_ = winner;
    gamePoints_ = points;
    outcome_ = why;
    stage_ = Stage::Over;
}

void Deal::finishOut(int seat) {
    wentOut_ = seat;
    const int o = other(seat);
    const bool made = counted(seat) >= ss::kGoal;
    if (!closed_) {
        if (made)
            score(seat, ss::byLoser(counted(o), tricks_[ix(o)]), "out");
        else
            score(o, tricks_[ix(o)] == 0 ? 3 : 2, "out_short");
    } else if (seat == closer_) {
        if (made)
            score(seat, ss::byLoser(closePoints_[ix(o)], closeTricks_[ix(o)]), "out");
        else
            score(o, closeTricks_[ix(o)] == 0 ? 3 : 2, "out_short");
    } else {
        if (made) // the closer failed: the opponent went out first
            score(seat, closeTricks_[ix(seat)] == 0 ? 3 : 2, "out_against_closer");
        else
            score(o, tricks_[ix(o)] == 0 ? 3 : 2, "out_short");
    }
}

void Deal::finishPlay() {
    if (closed_) {
        const int o = other(closer_);
        if (counted(closer_) >= ss::kGoal)
            score(closer_, ss::byLoser(closePoints_[ix(o)], closeTricks_[ix(o)]), "closer_made");
        else
            score(o, closeTricks_[ix(o)] == 0 ? 3 : 2, "closer_failed");
        return;
    }
    const int o = other(lastWinner_);
    score(lastWinner_, ss::byLoser(counted(o), tricks_[ix(o)]), "last_trick");
}

SeatView Deal::view(int seat) const {
    SeatView v;
    v.seat = seat;
    v.toAct = toAct();
    v.dealer = table_.dealer;
    v.hand = seat >= 0 && seat < table_.seats ? hand_[ix(seat)] : 0;
    v.trick = trick_;
    v.lastTrick = lastTrick_;
    v.trump = trump_;
    v.trumpCard = talonOpen() ? talon_.back() : kNoCard;
    v.talonSize = static_cast<int>(talon_.size());
    v.talonClosed = closed_;
    for (int s = 0; s < table_.seats; ++s) {
        v.handSizes.push_back(count(hand_[ix(s)]));
        v.tricksWon.push_back(tricks_[ix(s)]);
    }
    for (auto [s, c] : shown_)
        if (has(hand_[ix(s)], c))
            v.shown.push_back({s, c});
    if (v.toAct == seat && seat >= 0)
        v.legal = legalActions();
    return v;
}

CardList Deal::unseenTalon() const {
    if (!talonOpen())
        return {};
    return CardList(talon_.begin(), talon_.end() - 1);
}

void Deal::setUnseenTalon(const CardList& cards) {
    const CardList now = unseenTalon();
    if (cards.size() != now.size() || toSet(cards) != toSet(now))
        return;
    std::copy(cards.begin(), cards.end(), talon_.begin());
}

std::optional<TrickPlay> Deal::trickPlay() const {
    if (stage_ == Stage::Over || stage_ == Stage::Declared || talonOpen())
        return std::nullopt;
    for (int s : {table_.forehand, table_.dealer})
        for (int suit = 0; suit < 4; ++suit)
            if (ss::holdsMarriage(hand_[ix(s)], suit))
                return std::nullopt;
    TrickPlay tp;
    tp.order = {table_.forehand, table_.dealer};
    for (int s : tp.order) {
        tp.hands[ix(s)] = hand_[ix(s)];
        tp.team[ix(s)] = s;
    }
    tp.trick = trick_;
    tp.leader = leader_;
    tp.trump = trump_;
    tp.rules = TrickRules::strict();
    for (Card c : cardsOf(pack_->all()))
        tp.value[static_cast<std::size_t>(c)] = pack_->points(c);
    return tp;
}

bool Deal::cardsConserved() const {
    return sixtysix::cardsConserved(*pack_, hand_, won_, talon_, trick_);
}

} // namespace st::schnapsen
