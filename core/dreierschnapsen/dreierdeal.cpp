#include "dreierdeal.h"

#include "sixtysix.h"

#include <algorithm>

namespace st::dreierschnapsen {

namespace ss = st::sixtysix;

namespace {

const Pack& schnapsenPack() {
    return Pack::get(PackKind::Schnapsen20);
}
/// Trick comparisons use the German pack: same indices, and its empty Nine
/// slot (strength below the Unter) carries the Ace in the ace-low contracts.
const Pack& rankPack() {
    return Pack::get(PackKind::German24);
}

using C = Contract;
using W = Who;
using G = Goal;
// clang-format off
const ContractInfo kInfo[kContracts] = {
    // contract                  name                     value who        trumps aceLow goal          limit declLeads negative
    {C::Rufer,                 "rufer",                 1,  W::Caller,    true,  false, G::SixtySix,  0, false, false},
    {C::Bettler,               "bettler",               4,  W::Any,       true,  false, G::NoTrick,   0, false, true},
    {C::Assenbettler,          "assenbettler",          5,  W::Any,       false, true,  G::NoTrick,   0, false, true},
    {C::AssBettler,            "ass_bettler",           5,  W::Any,       false, false, G::NoTrick,   0, false, true},
    {C::Schnapser,             "schnapser",             6,  W::Caller,    true,  false, G::Quick,     4, false, false},
    {C::Plauderer,             "plauderer",             7,  W::Any,       true,  false, G::NoTrick,   0, false, true},
    {C::Gang,                  "gang",                  9,  W::Any,       false, false, G::AllTricks, 0, true,  false},
    {C::Zehnergang,            "zehnergang",            10, W::Any,       false, true,  G::AllTricks, 0, true,  false},
    {C::Bauernloch,            "bauernloch",            12, W::Caller,    true,  true,  G::AllTricks, 0, false, false},
    {C::Bauernschnapser,       "bauernschnapser",       12, W::Caller,    true,  false, G::AllTricks, 0, false, false},
    {C::Kontraschnapser,       "kontraschnapser",       12, W::NonCaller, true,  false, G::Quick,     3, false, false},
    {C::Farbenringerl,         "farbenringerl",         18, W::Any,       false, false, G::AllTricks, 0, true,  false},
    {C::Kontrabauernschnapser, "kontrabauernschnapser", 24, W::NonCaller, true,  false, G::AllTricks, 0, false, false},
    {C::Trumpfringerl,         "trumpfringerl",         24, W::Caller,    true,  false, G::AllTricks, 0, false, false},
};
// clang-format on

bool isAce(Card c) {
    return Pack::germanRank(c) == Pack::Ace;
}
bool isUnter(Card c) {
    return Pack::germanRank(c) == Pack::Under;
}
bool holdsAce(CardSet h) {
    for (Card c : cardsOf(h))
        if (isAce(c))
            return true;
    return false;
}

} // namespace

const ContractInfo& contractInfo(Contract c) {
    return kInfo[static_cast<std::size_t>(c)];
}

std::optional<Contract> contractFromName(std::string_view name) {
    for (const auto& i : kInfo)
        if (name == i.name)
            return i.contract;
    return std::nullopt;
}

std::string Deal::validate(int dealer, const DealSetup& s) {
    const Pack& p = schnapsenPack();
    if (dealer < 0 || dealer >= kSeats)
        return "dealer: " + std::to_string(dealer) + " is not a seat (0..2)";
    if (s.hands.size() != kSeats)
        return "expected 3 hands, one per seat, found " + std::to_string(s.hands.size());
    CardSet seen = 0;
    auto take = [&](Card c, const std::string& where) -> std::string {
        if (c < 0 || !has(p.all(), c))
            return where + ": not a card of the Schnapsen pack";
        if (has(seen, c))
            return where + ": " + p.code(c) + " is dealt twice";
        seen |= bit(c);
        return {};
    };
    for (int seat = 0; seat < kSeats; ++seat) {
        const auto& h = s.hands[ix(seat)];
        if (h.size() != kHand)
            return "hands[" + std::to_string(seat) + "]: every player is dealt 6 cards, found " +
                   std::to_string(h.size());
        for (std::size_t i = 0; i < h.size(); ++i)
            if (auto e = take(h[i], "hands[" + std::to_string(seat) + "][" + std::to_string(i) + "]"); !e.empty())
                return e;
    }
    if (s.stock.size() != kTalon)
        return "stock: the talon holds 2 cards, found " + std::to_string(s.stock.size());
    for (std::size_t i = 0; i < s.stock.size(); ++i)
        if (auto e = take(s.stock[i], "stock[" + std::to_string(i) + "]"); !e.empty())
            return e;
    if (seen != p.all())
        return "the deal does not hold all 20 cards (missing " + p.codes(p.all() & ~seen) + ")";
    return {};
}

DealSetup Deal::deal(int dealer, bool knocked, Rng& rng) {
    const CardList deck = shuffledPack(schnapsenPack(), rng);
    DealSetup s;
    s.dealer = dealer;
    s.knocked = knocked;
    s.hands.assign(kSeats, {});
    std::size_t next = 0;
    auto give = [&](int seat, int k) {
        for (int i = 0; i < k; ++i)
            s.hands[ix(seat)].push_back(deck[next++]);
    };
    const int order[kSeats] = {(dealer + 1) % kSeats, (dealer + 2) % kSeats, dealer};
    if (knocked) {
        // The first two cards form the talon, then six to each player.
        s.stock = {deck[0], deck[1]};
        next = 2;
        for (int seat : order)
            give(seat, 6);
    } else {
        for (int seat : order)
            give(seat, 3);
        s.stock = {deck[next], deck[next + 1]};
        next += 2;
        for (int seat : order)
            give(seat, 3);
    }
    return s;
}

Deal::Deal(const DealSetup& s, DreierOptions o)
    : pack_(&schnapsenPack()), opt_(o), dealer_(s.dealer), caller_((s.dealer + 1) % kSeats), talon_(s.stock) {
    for (int seat = 0; seat < kSeats; ++seat) {
        dealt_[ix(seat)] = s.hands[ix(seat)];
        hand_[ix(seat)] = toSet(s.hands[ix(seat)]);
    }
}

bool Deal::enabled(Contract c) const {
    switch (c) {
    case Contract::Plauderer:
        return opt_.plauderer;
    case Contract::Assenbettler:
        return opt_.assenbettler;
    case Contract::AssBettler:
        return opt_.assBettler;
    case Contract::Zehnergang:
        return opt_.zehnergang;
    case Contract::Bauernloch:
        return opt_.bauernloch;
    default:
        return true;
    }
}

int Deal::value(Contract c) const {
    return c == Contract::Plauderer ? opt_.plaudererValue : contractInfo(c).value;
}

bool Deal::outranks(const Bid& a, const Bid& b) const {
    // The regional tie rule between Gang and Zehnergang overrides the values.
    if (a.contract == Contract::Gang && b.contract == Contract::Zehnergang)
        return opt_.gangOverZehnergang;
    if (a.contract == Contract::Zehnergang && b.contract == Contract::Gang)
        return !opt_.gangOverZehnergang;
    // Highest value (the extra point without the talon included), then
    // without the talon, then forehand before middlehand before rearhand.
    if (effective(a) != effective(b))
        return effective(a) > effective(b);
    if (a.noTalon != b.noTalon)
        return a.noTalon;
    return priority(a.seat) < priority(b.seat);
}

bool Deal::usesTalonFor(const Bid& b) const {
    return !b.noTalon && !(contractInfo(b.contract).negative && !opt_.talonInNegative);
}

int Deal::toAct() const {
    switch (phase_) {
    case Phase::Trump:
        return caller_;
    case Phase::Bid:
    case Phase::Raise:
    case Phase::AfterTalon:
        return speakers_[speakIx_];
    case Phase::Exchange:
        return declarer_;
    case Phase::Play:
        return stage_ == Stage::Follow ? next(trick_.back().first) : leader_;
    case Phase::Over:
        break;
    }
    return -1;
}

std::vector<Action> Deal::legalActions() const {
    std::vector<Action> out;
    const int seat = toAct();
    if (seat < 0)
        return out;
    auto offer = [&](const Action& a) {
        if (!check(a))
            out.push_back(a);
    };
    switch (phase_) {
    case Phase::Trump:
        for (int suit = 0; suit < 4; ++suit)
            offer(Action::withSuit(seat, Act::Trump, suit));
        for (int i = 0; i < 3; ++i) {
            Action a = Action::simple(seat, Act::TrumpBlind);
            a.index = i;
            offer(a);
        }
        offer(Action::simple(seat, Act::Redeal));
        break;
    case Phase::Bid:
    case Phase::Raise:
    case Phase::AfterTalon:
        offer(Action::simple(seat, Act::Pass));
        for (const auto& i : kInfo) {
            for (bool withTalon : {true, false}) {
                Action a = Action::simple(seat, Act::Bid);
                a.bid = i.name;
                if (!withTalon)
                    a.talon = false;
                offer(a);
            }
        }
        break;
    case Phase::Exchange: {
        const CardList h = toList(hand_[ix(seat)]);
        for (std::size_t i = 0; i < h.size(); ++i)
            for (std::size_t j = i + 1; j < h.size(); ++j) {
                Action a = Action::simple(seat, Act::Discard);
                a.cards = {h[i], h[j]};
                offer(a);
            }
        break;
    }
    case Phase::Play:
        offer(Action::simple(seat, Act::Knock));
        for (int suit = 0; suit < 4; ++suit)
            offer(Action::withSuit(seat, Act::Declare, suit));
        for (Card c : cardsOf(hand_[ix(seat)]))
            offer(Action::play(seat, c));
        break;
    case Phase::Over:
        break;
    }
    return out;
}

Refusal Deal::check(const Action& a) const {
    const int seat = toAct();
    Refusal r = checkTurn(seat, a.seat);
    if (r)
        return r;
    switch (phase_) {
    case Phase::Trump: {
        const CardList& d = dealt_[ix(caller_)];
        if (a.act == Act::Trump) {
            if (a.suit < 0 || a.suit > 3) {
                r.reason = Reason::BadField;
            } else if (std::none_of(d.begin(), d.begin() + 3, [&](Card c) { return pack_->suit(c) == a.suit; })) {
                r.reason = Reason::NotInFirstPacket;
                r.suit = a.suit;
            }
        } else if (a.act == Act::TrumpBlind) {
            if (a.index < 0 || a.index > 2)
                r.reason = Reason::BadField;
        } else if (a.act == Act::Redeal) {
            if (!std::all_of(d.begin(), d.begin() + 3, isUnter))
                r.reason = Reason::NoThreeUnters;
        } else {
            r.reason = Reason::NotAllowedNow;
        }
        return r;
    }
    case Phase::Bid:
    case Phase::Raise:
    case Phase::AfterTalon:
        if (a.act == Act::Pass)
            return r;
        if (a.act != Act::Bid) {
            r.reason = Reason::NotAllowedNow;
            return r;
        }
        return checkBid(a);
    case Phase::Exchange:
        if (a.act != Act::Discard) {
            r.reason = Reason::NotAllowedNow;
            return r;
        }
        return checkDiscard(a);
    case Phase::Play:
        return checkPlay(a);
    case Phase::Over:
        break;
    }
    r.reason = Reason::NoDecisionDue;
    return r;
}

Refusal Deal::checkBid(const Action& a) const {
    Refusal r;
    const auto c = contractFromName(a.bid);
    if (!c || !enabled(*c)) {
        r.reason = Reason::ContractNotPlayed;
        return r;
    }
    const ContractInfo& info = contractInfo(*c);
    Bid b{*c, a.talon.has_value() && !*a.talon, a.seat};
    // Playing without the talon is a choice made with the bid; there is none
    // to renounce once the talon is picked up, nor where it is not used anyway.
    if (b.noTalon && (phase_ == Phase::AfterTalon || (info.negative && !opt_.talonInNegative))) {
        r.reason = Reason::NotAllowedNow;
        return r;
    }
    // Rufer is what the caller plays when nobody bids; as a bid it only says "without the talon".
    if (*c == Contract::Rufer && (!b.noTalon || phase_ != Phase::Bid)) {
        r.reason = Reason::NotAllowedNow;
        return r;
    }
    const CardSet h = hand_[ix(a.seat)];
    bool eligible = true;
    if (info.who == Who::Caller)
        eligible = a.seat == caller_;
    else if (info.who == Who::NonCaller)
        eligible = a.seat != caller_;
    if (*c == Contract::AssBettler)
        eligible = eligible && holdsAce(h);
    if (*c == Contract::Farbenringerl) {
        bool whole = false;
        for (int s = 0; s < 4; ++s)
            whole = whole || (h & pack_->suitMask(s)) == pack_->suitMask(s);
        eligible = eligible && whole;
    }
    if (*c == Contract::Trumpfringerl)
        eligible = eligible && (h & pack_->suitMask(trumpSuit_)) == pack_->suitMask(trumpSuit_);
    if (!eligible) {
        r.reason = Reason::NotEligible;
        return r;
    }
    if (phase_ == Phase::Raise || phase_ == Phase::AfterTalon) {
        // Raising: a contract of higher value than the bid standing (after the talon: the Rufer).
        const int standing = best_ ? effective(*best_) : value(Contract::Rufer);
        if (effective(b) <= standing)
            r.reason = Reason::BidTooLow;
        return r;
    }
    if (best_ && !outranks(b, *best_))
        r.reason = Reason::BidTooLow;
    return r;
}

int Deal::ringerlSuit() const {
    if (contract_ == Contract::Trumpfringerl)
        return trumpSuit_;
    if (contract_ == Contract::Farbenringerl) {
        const CardSet h = hand_[ix(declarer_)];
        for (int s = 0; s < 4; ++s)
            if ((h & pack_->suitMask(s)) == pack_->suitMask(s))
                return s;
    }
    return -1;
}

Refusal Deal::checkDiscard(const Action& a) const {
    Refusal r;
    const CardSet h = hand_[ix(declarer_)];
    if (a.cards.size() != 2 || a.cards[0] == a.cards[1] || !has(h, a.cards[0]) || !has(h, a.cards[1])) {
        r.reason = Reason::BadDiscard;
        return r;
    }
    const int suit = ringerlSuit();
    for (Card c : a.cards)
        if (suit >= 0 && pack_->suit(c) == suit) {
            r.reason = Reason::MustKeepCard;
            r.card = c;
            return r;
        }
    if (contract_ == Contract::AssBettler) {
        const CardSet rest = h & ~toSet(a.cards);
        if (!holdsAce(rest)) {
            r.reason = Reason::MustKeepCard;
            r.card = isAce(a.cards[0]) ? a.cards[0] : a.cards[1];
        }
    }
    return r;
}

bool Deal::canKnock(int seat) const {
    if (phase_ != Phase::Play || stage_ == Stage::Declared || playedSinceKnock_[ix(seat)])
        return false;
    // Spritzen by a defender before their first card; Retour by the declarer
    // before his next card after it; Re by a defender before their next card after that.
    switch (knocks_) {
    case 0:
    case 2:
        return isDefender(seat);
    case 1:
        return seat == declarer_;
    default:
        return false;
    }
}

int Deal::mapCard(Card c) const {
    return aceLow_ && isAce(c) ? Pack::german(pack_->suit(c), Pack::Nine) : c;
}
Card Deal::unmapCard(Card c) const {
    return c != kNoCard && Pack::germanRank(c) == Pack::Nine ? Pack::german(c / 6, Pack::Ace) : c;
}
CardSet Deal::mapSet(CardSet s) const {
    CardSet out = 0;
    for (Card c : cardsOf(s))
        out |= bit(mapCard(c));
    return out;
}
CardSet Deal::unmapSet(CardSet s) const {
    CardSet out = 0;
    for (Card c : cardsOf(s))
        out |= bit(unmapCard(c));
    return out;
}
CardList Deal::mappedTrick() const {
    CardList t;
    for (auto [s, c] : trick_)
        t.push_back(mapCard(c));
    return t;
}

Refusal Deal::checkPlay(const Action& a) const {
    Refusal r;
    const CardSet h = hand_[ix(a.seat)];
    const Goal goal = contractInfo(*contract_).goal;
    switch (a.act) {
    case Act::Knock:
        if (!canKnock(a.seat))
            r.reason = Reason::NotAllowedNow;
        return r;
    case Act::Declare:
        if (stage_ != Stage::Lead)
            r.reason = stage_ == Stage::Follow ? Reason::OnlyLeader : Reason::NotAllowedNow;
        else if (goal != Goal::SixtySix && !(goal == Goal::Quick && a.seat == declarer_))
            r.reason = Reason::NotAllowedNow; // marriages count only where card points do
        else if (a.suit < 0 || a.suit > 3)
            r.reason = Reason::BadField;
        else if (!ss::holdsMarriage(h, a.suit)) {
            r.reason = Reason::NoPair;
            r.suit = a.suit;
        }
        return r;
    case Act::Play:
        if (stage_ == Stage::Follow) {
            Refusal m = checkCard(rankPack(), mapSet(h), mappedTrick(), playTrump_, TrickRules::strict(),
                                  a.card >= 0 && has(h, a.card) ? mapCard(a.card) : a.card);
            m.card = unmapCard(m.card);
            m.other = unmapCard(m.other);
            m.third = unmapCard(m.third);
            if (m.reason == Reason::NotInHand)
                m.card = a.card;
            return m;
        }
        if (a.card < 0 || !has(h, a.card)) {
            r.reason = Reason::NotInHand;
            r.card = a.card;
        } else if (stage_ == Stage::Declared && a.card != ss::king(declaredSuit_) &&
                   a.card != ss::over(declaredSuit_)) {
            r.reason = Reason::MustPlayDeclared;
            r.card = a.card;
            r.suit = declaredSuit_;
        }
        return r;
    default:
        r.reason = Reason::NotAllowedNow;
        return r;
    }
}

void Deal::apply(const Action& a) {
    switch (phase_) {
    case Phase::Trump:
        if (a.act == Act::Redeal) {
            redealt_ = true;
            outcome_ = "redeal";
            phase_ = Phase::Over;
            return;
        }
        if (a.act == Act::Trump) {
            trumpSuit_ = a.suit;
        } else {
            turned_ = dealt_[ix(caller_)][3 + ix(a.index)]; // turned up for all to see; it stays in the hand
            trumpSuit_ = pack_->suit(turned_);
        }
        phase_ = Phase::Bid;
        speakIx_ = 0;
        if (opt_.callerFirst)
            speakers_ = {caller_};
        else
            speakers_ = {next(caller_), next(next(caller_)), caller_};
        return;
    case Phase::Bid:
    case Phase::Raise:
        if (a.act == Act::Bid) {
            best_ = Bid{*contractFromName(a.bid), a.talon.has_value() && !*a.talon, a.seat};
            bidLog_.push_back(a.bid);
        } else {
            bidLog_.push_back("pass");
        }
        nextSpeaker();
        return;
    case Phase::AfterTalon:
        if (a.act == Act::Bid) {
            contract_ = *contractFromName(a.bid);
            bidLog_.push_back(a.bid);
        } else {
            bidLog_.push_back("pass");
        }
        startPlay();
        return;
    case Phase::Exchange:
        hand_[ix(declarer_)] &= ~toSet(a.cards);
        discards_ = toSet(a.cards);
        if (contract_ == Contract::Rufer && opt_.callerFirst && !best_) {
            phase_ = Phase::AfterTalon; // the caller may still raise after picking up the talon
            speakers_ = {caller_};
            speakIx_ = 0;
        } else {
            startPlay();
        }
        return;
    case Phase::Play:
        break;
    case Phase::Over:
        return;
    }
    switch (a.act) {
    case Act::Knock:
        ++knocks_;
        playedSinceKnock_.fill(false);
        break;
    case Act::Declare:
        declared_[ix(a.seat)] += ss::marriageValue(a.suit, playTrump_);
        shownPairs_.push_back({a.seat, ss::king(a.suit)});
        shownPairs_.push_back({a.seat, ss::over(a.suit)});
        declaredSuit_ = a.suit;
        stage_ = Stage::Declared;
        evaluate(false);
        break;
    case Act::Play:
        hand_[ix(a.seat)] &= ~bit(a.card);
        trick_.push_back({a.seat, a.card});
        playedSinceKnock_[ix(a.seat)] = true;
        stage_ = Stage::Follow;
        if (trick_.size() == kSeats)
            finishTrick();
        break;
    default:
        break;
    }
}

void Deal::nextSpeaker() {
    ++speakIx_;
    if (speakIx_ < speakers_.size())
        return;
    speakIx_ = 0;
    if (opt_.callerFirst && phase_ == Phase::Bid) {
        if (speakers_.size() == 1 && !best_) { // the caller passed: the others may bid
            speakers_ = {next(caller_), next(next(caller_))};
            return;
        }
        if (speakers_.size() == 2 && best_) { // the caller, who passed, may raise
            phase_ = Phase::Raise;
            speakers_ = {caller_};
            return;
        }
    }
    settleContract();
}

void Deal::settleContract() {
    const Bid b = best_ ? *best_ : Bid{Contract::Rufer, false, caller_};
    declarer_ = b.seat;
    contract_ = b.contract;
    noTalon_ = b.noTalon;
    talonUsed_ = usesTalonFor(b);
    if (talonUsed_) {
        // The declarer picks up the talon and lays away two cards.
        hand_[ix(declarer_)] |= toSet(talon_);
        phase_ = Phase::Exchange;
    } else {
        discards_ = toSet(talon_); // the talon stays out of play
        startPlay();
    }
}

void Deal::startPlay() {
    const ContractInfo& info = contractInfo(*contract_);
    playTrump_ = info.trumps ? trumpSuit_ : kNoTrump;
    aceLow_ = info.aceLow;
    leader_ = info.declarerLeads ? declarer_ : caller_;
    phase_ = Phase::Play;
    stage_ = Stage::Lead;
    playedSinceKnock_.fill(false);
}

void Deal::finishTrick() {
    const CardList cards = mappedTrick();
    const int w = trick_[static_cast<std::size_t>(winningIndex(rankPack(), cards, playTrump_))].first;
    for (auto [s, c] : trick_)
        won_[ix(w)] |= bit(c);
    ++tricks_[ix(w)];
    ++tricksPlayed_;
    lastWinner_ = w;
    lastTrick_ = trick_;
    // The first trick of each side stays face up.
    const bool sideHasOne = std::any_of(openTricks_.begin(), openTricks_.end(), [&](const OpenTrick& t) {
        return (t.winner == declarer_) == (w == declarer_);
    });
    if (!sideHasOne)
        openTricks_.push_back({w, trick_});
    trick_.clear();
    leader_ = w;
    stage_ = Stage::Lead;
    declaredSuit_ = -1;
    evaluate(true);
}

int Deal::sideCounted(int seat) const {
    if (declarer_ < 0)
        return 0;
    if (seat == declarer_)
        return ss::counted(*pack_, won_[ix(declarer_)], tricks_[ix(declarer_)], declared_[ix(declarer_)]);
    CardSet won = 0;
    int tricks = 0, declared = 0;
    for (int s = 0; s < kSeats; ++s)
        if (s != declarer_) {
            won |= won_[ix(s)];
            tricks += tricks_[ix(s)];
            declared += declared_[ix(s)];
        }
    return ss::counted(*pack_, won, tricks, declared);
}

PointCount Deal::countedPoints() const {
    if (declarer_ < 0 || !contract_ || redealt_)
        return {};
    const Goal goal = contractInfo(*contract_).goal;
    if (goal != Goal::SixtySix && goal != Goal::Quick)
        return {}; // Bettler and Gang: only the tricks matter
    PointCount pc;
    pc.target = ss::kGoal;
    pc.declarations = true;
    int declarerDeclared = declared_[ix(declarer_)], othersDeclared = 0, othersTricks = 0;
    for (int s = 0; s < kSeats; ++s)
        if (s != declarer_) {
            othersDeclared += declared_[ix(s)];
            othersTricks += tricks_[ix(s)];
        }
    for (int s = 0; s < kSeats; ++s) {
        pc.points.push_back(sideCounted(s));
        pc.side.push_back(s == declarer_ ? 0 : 1);
        pc.pending.push_back(s == declarer_ ? ss::pendingDeclared(tricks_[ix(s)], declarerDeclared)
                                            : ss::pendingDeclared(othersTricks, othersDeclared));
    }
    return pc;
}

void Deal::evaluate(bool afterTrick) {
    const ContractInfo& info = contractInfo(*contract_);
    const int defender = next(declarer_);
    const bool lastDone = tricksPlayed_ == kHand;
    switch (info.goal) {
    case Goal::SixtySix:
        if (sideCounted(declarer_) >= ss::kGoal)
            finish(true, "66");
        else if (sideCounted(defender) >= ss::kGoal)
            finish(false, "66");
        else if (lastDone)
            finish(lastWinner_ == declarer_, "last_trick");
        break;
    case Goal::NoTrick:
        if (afterTrick && lastWinner_ == declarer_)
            finish(false, "took_a_trick");
        else if (lastDone)
            finish(true, "no_trick");
        break;
    case Goal::AllTricks:
        if (afterTrick && lastWinner_ != declarer_)
            finish(false, "lost_a_trick");
        else if (lastDone)
            finish(true, "all_tricks");
        break;
    case Goal::Quick:
        if (afterTrick && lastWinner_ != declarer_)
            finish(false, "lost_a_trick");
        else if (sideCounted(declarer_) >= ss::kGoal)
            finish(true, "66");
        else if (tricks_[ix(declarer_)] >= info.limit)
            finish(false, "too_slow");
        break;
    }
}

void Deal::finish(bool declarerWon, const char* why) {
    declarerWon_ = declarerWon;
    outcome_ = why;
    if (contract_ == Contract::Rufer) {
        // 3 if the losing side took no trick, 2 if it has fewer than 33, else 1.
        const int loser = declarerWon ? next(declarer_) : declarer_;
        int loserTricks = 0;
        for (int s = 0; s < kSeats; ++s)
            if ((s == declarer_) == (loser == declarer_))
                loserTricks += tricks_[ix(s)];
        base_ = ss::byLoser(sideCounted(loser), loserTricks);
    } else {
        base_ = value(*contract_);
    }
    if (noTalon_)
        base_ += 1;
    const int points = base_ << knocks_; // gespritzt x2, Retour x4, Re x8
    for (int s = 0; s < kSeats; ++s)
        gamePoints_[ix(s)] = (s == declarer_) == declarerWon ? points : 0;
    phase_ = Phase::Over;
}

SeatView Deal::view(int seat) const {
    SeatView v;
    v.seat = seat;
    v.toAct = toAct();
    v.dealer = dealer_;
    if (seat >= 0 && seat < kSeats) {
        // Before trumps are named nobody has looked at more than the first packet.
        v.hand = phase_ == Phase::Trump ? toSet(CardList(dealt_[ix(seat)].begin(), dealt_[ix(seat)].begin() + 3))
                                        : hand_[ix(seat)];
    }
    v.trick = trick_;
    v.lastTrick = lastTrick_;
    v.trump = phase_ == Phase::Play || phase_ == Phase::Over ? playTrump_ : trumpSuit_;
    v.trumpCard = turned_;
    v.talonSize = phase_ == Phase::Trump || phase_ == Phase::Bid || phase_ == Phase::Raise ? kTalon : 0;
    for (int s = 0; s < kSeats; ++s) {
        v.handSizes.push_back(count(hand_[ix(s)]));
        v.tricksWon.push_back(tricks_[ix(s)]);
    }
    for (auto [s, c] : shownPairs_)
        if (has(hand_[ix(s)], c))
            v.shown.push_back({s, c});
    v.openTricks = openTricks_;
    // Plauderer: the declarer's cards lie open after the first trick.
    if (contract_ == Contract::Plauderer && tricksPlayed_ >= 1)
        for (Card c : cardsOf(hand_[ix(declarer_)]))
            v.shown.push_back({declarer_, c});
    if (v.toAct == seat && seat >= 0)
        v.legal = legalActions();
    return v;
}

bool Deal::cardsConserved() const {
    CardSet all = 0;
    int n = 0;
    auto add = [&](CardSet s) {
        all |= s;
        n += count(s);
    };
    for (int s = 0; s < kSeats; ++s) {
        add(hand_[ix(s)]);
        add(won_[ix(s)]);
    }
    for (auto [s, c] : trick_)
        add(bit(c));
    // The talon: still on the table, or in the declarer's hand during the
    // exchange, or laid away (discards).
    if (phase_ == Phase::Trump || phase_ == Phase::Bid || phase_ == Phase::Raise || (redealt_ && !discards_))
        add(toSet(talon_));
    else
        add(discards_);
    return all == pack_->all() && n == pack_->size();
}

} // namespace st::dreierschnapsen
