#include "deal.h"

#include <algorithm>
#include <array>

namespace st::dappen {

namespace {

const Pack& cego() {
    return Pack::get(PackKind::Cego54);
}
constexpr int kTrumps = Pack::kCegoTrumpSuit;
constexpr Card T(int n) {
    return Pack::cegoTrump(n);
}
constexpr Card kGstiess = T(22);
constexpr Card kKings[4] = {22, 30, 38, 46};

CardSet trumpMask() {
    return cego().suitMask(kTrumps);
}
CardSet fivePointCards() {
    CardSet s = 0;
    for (Card c : cardsOf(cego().all()))
        if (cego().points(c) == 5)
            s |= bit(c);
    return s;
}
CardSet kingMask() {
    CardSet s = 0;
    for (Card k : kKings)
        s |= bit(k);
    return s;
}
/// Trumps 2..20, the 1-point trumps.
CardSet onePointTrumps() {
    CardSet s = 0;
    for (int v = 2; v <= 20; ++v)
        s |= bit(T(v));
    return s;
}
Card highest(CardSet s) {
    return s ? static_cast<Card>(std::bit_width(s)) - 1 : kNoCard;
}

constexpr std::array<std::string_view, 8> kContractNames = {"none",    "solo",       "dappen",      "strecken",
                                                            "stupfen", "ein_hannes", "zwei_hannes", "geiss"};

/// The bid words each regional version knows.
bool knownBid(Rules r, const std::string& b) {
    switch (r) {
    case Rules::Furtwangen:
        return b == "solo" || b == "dappen" || b == "strecken" || b == "selber";
    case Rules::Breitnau:
        return b == "solo" || b == "dappen" || b == "strecken" || b == "selber" || b == "stupfen";
    case Rules::Buchenbach:
        return b == "solo" || b == "dappen" || b == "strecken" || b == "selber" || b == "ein_hannes" ||
               b == "zwei_hannes" || b == "geiss";
    case Rules::Mainz:
        return b == "dappen";
    }
    return false;
}

const char* levelBid(int level) {
    return level == 1 ? "ein_hannes" : level == 2 ? "zwei_hannes" : "geiss";
}
Contract levelContract(int level) {
    return level == 0   ? Contract::Dappen
           : level == 1 ? Contract::EinHannes
           : level == 2 ? Contract::ZweiHannes
                        : Contract::Geiss;
}

} // namespace

std::string_view rulesName(Rules r) {
    switch (r) {
    case Rules::Furtwangen:
        return "furtwangen";
    case Rules::Breitnau:
        return "breitnau";
    case Rules::Buchenbach:
        return "buchenbach";
    case Rules::Mainz:
        return "mainz";
    }
    return "furtwangen";
}

std::string_view contractName(Contract c) {
    return kContractNames[static_cast<std::size_t>(c)];
}

int activePlayers(Rules r, int seats) {
    switch (r) {
    case Rules::Furtwangen:
    case Rules::Breitnau:
        return seats == 8 ? 7 : (seats == 6 || seats == 7) ? seats : 0;
    case Rules::Buchenbach:
        return (seats == 6 || seats == 7) ? 6 : 0;
    case Rules::Mainz:
        return seats == 8 ? 7 : (seats >= 3 && seats <= 7) ? seats : 0;
    }
    return 0;
}

std::string tableError(Rules r, int seats) {
    if (activePlayers(r, seats) > 0)
        return {};
    switch (r) {
    case Rules::Furtwangen:
    case Rules::Breitnau:
        return "the " + std::string(rulesName(r)) + " rules are played by 6 or 7, or 8 at the table with the dealer " +
               "sitting out; found " + std::to_string(seats);
    case Rules::Buchenbach:
        return "the buchenbach rules are played by 6 (7 at the table with the dealer sitting out); found " +
               std::to_string(seats);
    case Rules::Mainz:
        break;
    }
    return "the mainz rules are played by 3 to 7 (8 at the table with the dealer sitting out); found " +
           std::to_string(seats);
}

Sizes sizesFor(Rules r, int active) {
    if (r == Rules::Mainz) {
        switch (active) {
        case 3:
            return {16, 6};
        case 4:
            return {12, 6};
        case 5:
            return {9, 9};
        default:
            break;
        }
    }
    return active == 6 ? Sizes{7, 12} : Sizes{6, 12};
}

int countPile(Rules r, CardSet pile) {
    const int pts = points(cego(), pile);
    const int n = count(pile);
    if (r == Rules::Mainz)
        return pts - 2 * (n / 3) - (n % 3 != 0 ? 1 : 0);
    return pts - n / 2 - (n % 2);
}

int mainzThirds(CardSet pile) {
    return 3 * points(cego(), pile) - 2 * count(pile);
}

int furtwangenBase(int difference, bool halfGame) {
    if (halfGame)
        return std::max(5, 5 * ((difference + 5) / 10));
    return std::max(5, 5 * ((difference + 2) / 5));
}

int roundUpToTen(int x) {
    return (x + 9) / 10 * 10;
}

int contractFactor(Rules r, Contract c, bool loneWins) {
    switch (c) {
    case Contract::Solo:
        return r == Rules::Buchenbach ? (loneWins ? 1 : 2) : 2;
    case Contract::Strecken:
    case Contract::EinHannes:
        return 2;
    case Contract::Stupfen:
    case Contract::ZweiHannes:
        return 3;
    case Contract::Geiss:
        return 4;
    default:
        return 1;
    }
}

int ultiValue(Card c, bool half) {
    const int v = c == T(3) ? 10 : c == T(2) ? 20 : 30;
    return half ? v / 2 : v;
}

bool hasStop(CardSet hand) {
    const CardSet tr = hand & trumpMask();
    for (int v = 22; v >= 1; --v)
        if (has(tr, T(v)) && count(tr) - 1 >= 22 - v)
            return true;
    return false;
}

std::string Deal::validate(Rules r, const DealTable& t, const DealSetup& s) {
    const Pack& p = cego();
    const Sizes z = sizesFor(r, static_cast<int>(t.order.size()));
    if (static_cast<int>(s.hands.size()) != t.seats)
        return "expected " + std::to_string(t.seats) + " hands, one per seat, found " + std::to_string(s.hands.size());
    std::vector<bool> active(static_cast<std::size_t>(t.seats), false);
    for (int seat : t.order)
        active[ix(seat)] = true;
    CardSet seen = 0;
    auto take = [&](Card c, const std::string& where) -> std::string {
        if (c < 0 || c >= 64 || !has(p.all(), c))
            return where + ": not a card of the Cego pack";
        if (has(seen, c))
            return where + ": " + p.code(c) + " is dealt twice";
        seen |= bit(c);
        return {};
    };
    for (int seat = 0; seat < t.seats; ++seat) {
        const auto& h = s.hands[ix(seat)];
        const int want = active[ix(seat)] ? z.hand : 0;
        if (static_cast<int>(h.size()) != want)
            return "hands[" + std::to_string(seat) + "]: seat " + std::to_string(seat) +
                   (want ? " plays and must be dealt " + std::to_string(want) + " cards"
                         : " is the dealer sitting out and must be dealt no cards") +
                   ", found " + std::to_string(h.size());
        for (std::size_t i = 0; i < h.size(); ++i)
            if (auto e = take(h[i], "hands[" + std::to_string(seat) + "][" + std::to_string(i) + "]"); !e.empty())
                return e;
    }
    if (static_cast<int>(s.stock.size()) != z.stock)
        return "stock: the Dapp of " + std::to_string(t.order.size()) + " players holds " + std::to_string(z.stock) +
               " cards, found " + std::to_string(s.stock.size());
    for (std::size_t i = 0; i < s.stock.size(); ++i)
        if (auto e = take(s.stock[i], "stock[" + std::to_string(i) + "]"); !e.empty())
            return e;
    if (seen != p.all())
        return "the deal does not hold all 54 cards (missing " + p.codes(p.all() & ~seen) + ")";
    return {};
}

DealSetup Deal::deal(const Options& o, const DealTable& t, Rng& rng) {
    const CardList deck = shuffledPack(cego(), rng);
    const Sizes z = sizesFor(o.rules, static_cast<int>(t.order.size()));
    DealSetup s;
    s.dealer = t.dealer;
    s.hands.assign(static_cast<std::size_t>(t.seats), {});
    std::size_t next = 0;
    auto batch = [&](int k) {
        for (int seat : t.order)
            for (int i = 0; i < k; ++i)
                s.hands[ix(seat)].push_back(deck[next++]);
    };
    auto packet = [&](int k) {
        for (int i = 0; i < k; ++i)
            s.stock.push_back(deck[next++]);
    };
    // Six players: 4 each, 6 to the Dapp, 3 each, 6 to the Dapp; seven: 3-6-3-6.
    const int h1 = (z.hand + 1) / 2, h2 = z.hand - h1;
    const int e1 = (z.stock + 1) / 2, e2 = z.stock - e1;
    if (o.dappFirst) {
        packet(e1);
        batch(h1);
        packet(e2);
        batch(h2);
    } else {
        batch(h1);
        packet(e1);
        batch(h2);
        packet(e2);
    }
    return s;
}

Deal::Deal(const Options& o, const DealTable& t, const DealSetup& s)
    : pack_(&cego()), opt_(o), table_(t), sizes_(sizesFor(o.rules, static_cast<int>(t.order.size()))), order_(t.order) {
    const std::size_t seats = static_cast<std::size_t>(t.seats);
    hand_.assign(seats, 0);
    dealt_.assign(seats, 0);
    playedBy_.assign(seats, 0);
    tricksWon_.assign(seats, 0);
    gamePay_.assign(seats, 0);
    ultiPay_.assign(seats, 0);
    for (int seat : order_) {
        hand_[ix(seat)] = toSet(s.hands[ix(seat)]);
        dealt_[ix(seat)] = hand_[ix(seat)];
    }
    dapp_ = toSet(s.stock);
    stage_ = o.rules == Rules::Mainz ? Stage::DappRound : Stage::SoloRound;
}

int Deal::nextInOrder(int seat) const {
    auto it = std::find(order_.begin(), order_.end(), seat);
    ++it;
    return it == order_.end() ? order_.front() : *it;
}

int Deal::toAct() const {
    switch (stage_) {
    case Stage::SoloRound:
    case Stage::SoloStretch:
    case Stage::DappRound:
    case Stage::Stretch:
    case Stage::Overcall:
        return speakerSeat();
    case Stage::Respond:
    case Stage::Respond2:
        return dapper_;
    case Stage::Stupf:
        return stretcher_;
    case Stage::Hold:
        return holder_;
    case Stage::Discard:
        return lone_;
    case Stage::Play:
        return trick_.empty() ? leader_ : nextInOrder(trick_.back().first);
    case Stage::Over:
        break;
    }
    return -1;
}

// ---------------------------------------------------------------- bidding

std::vector<std::string> Deal::bidsOpen() const {
    switch (stage_) {
    case Stage::SoloRound:
        return {"solo"};
    case Stage::SoloStretch:
    case Stage::Stretch:
        return {"strecken"};
    case Stage::DappRound:
        return {"dappen"};
    case Stage::Respond:
    case Stage::Respond2:
        return {"selber"};
    case Stage::Stupf:
        return {"stupfen"};
    case Stage::Overcall:
        if (level_ < 3)
            return {levelBid(level_ + 1)};
        return {};
    case Stage::Hold:
        if (level_ < 3)
            return {"selber"};
        return {};
    default:
        return {};
    }
}

bool Deal::meetsLevel(int seat, int level) const {
    const CardSet h = hand_[ix(seat)];
    if (level == 1)
        return count(h & kingMask()) >= 1;
    if (level == 2)
        return count(h & kingMask()) >= 2;
    return has(h, T(1));
}

Refusal Deal::checkBid(const Action& a) const {
    Refusal r;
    const int seat = toAct();
    if (a.act == Act::Pass) {
        // Furtwangen (b): the second-to-last player must dappen when all before passed.
        if (stage_ == Stage::DappRound && furtwangen() && dapper_ < 0 && speaker_ == n() - 2) {
            r.reason = Reason::MustDappen;
            r.seat = seat;
        }
        return r;
    }
    if (!knownBid(opt_.rules, a.bid)) {
        r.reason = Reason::ContractNotPlayed;
        return r;
    }
    const auto open = bidsOpen();
    if (std::find(open.begin(), open.end(), a.bid) == open.end()) {
        r.reason = Reason::NotAllowedNow;
        return r;
    }
    if (stage_ == Stage::Overcall && !meetsLevel(seat, level_ + 1)) {
        r.reason = Reason::NotEligible;
        return r;
    }
    if (stage_ == Stage::Hold && !meetsLevel(seat, level_)) {
        r.reason = Reason::NotEligible;
        return r;
    }
    return r;
}

void Deal::applyBid(const Action& a) {
    const int seat = toAct();
    const bool pass = a.act == Act::Pass;
    bids_.push_back({seat, pass ? std::string("pass") : a.bid});
    switch (stage_) {
    case Stage::SoloRound:
        if (!pass) {
            if (opt_.rules == Rules::Buchenbach) {
                soloist_ = seat;
                stage_ = Stage::SoloStretch;
                if (++speaker_ == n())
                    endBidding(seat, Contract::Solo, -1, false);
            } else {
                endBidding(seat, Contract::Solo, -1, false);
            }
        } else if (++speaker_ == n()) {
            stage_ = Stage::DappRound;
            speaker_ = 0;
        }
        break;
    case Stage::SoloStretch:
        if (!pass)
            endBidding(seat, Contract::Strecken, soloist_, true);
        else if (++speaker_ == n())
            endBidding(soloist_, Contract::Solo, -1, false);
        break;
    case Stage::DappRound:
        if (!pass) {
            dapper_ = seat;
            if (opt_.rules == Rules::Mainz) {
                endBidding(seat, Contract::Dappen, -1, false);
                break;
            }
            if (opt_.rules == Rules::Buchenbach) {
                holder_ = seat;
                level_ = 0;
                stage_ = Stage::Overcall;
            } else {
                stage_ = Stage::Stretch;
            }
            if (++speaker_ == n())
                endBidding(seat, Contract::Dappen, -1, false);
        } else {
            // Furtwangen (a): passing with a stop is an offence, found out in the play.
            if (furtwangen() && opt_.stopRule && dapper_ < 0 && hasStop(hand_[ix(seat)]))
                offenders_.push_back(seat);
            if (++speaker_ == n())
                finishInsLoch();
        }
        break;
    case Stage::Stretch:
        if (!pass) {
            stretcher_ = seat;
            stage_ = Stage::Respond;
        } else if (++speaker_ == n()) {
            endBidding(dapper_, Contract::Dappen, -1, false);
        }
        break;
    case Stage::Respond:
        if (pass)
            endBidding(stretcher_, Contract::Strecken, dapper_, true);
        else if (opt_.rules == Rules::Breitnau)
            stage_ = Stage::Stupf;
        else
            endBidding(dapper_, Contract::Strecken, stretcher_, true);
        break;
    case Stage::Stupf:
        if (pass)
            endBidding(dapper_, Contract::Strecken, stretcher_, true);
        else
            stage_ = Stage::Respond2;
        break;
    case Stage::Respond2:
        if (pass)
            endBidding(stretcher_, Contract::Stupfen, dapper_, true);
        else
            endBidding(dapper_, Contract::Stupfen, stretcher_, true);
        break;
    case Stage::Overcall:
        if (!pass) {
            ++level_;
            overcaller_ = seat;
            stage_ = Stage::Hold;
        } else if (++speaker_ == n()) {
            endBidding(holder_, levelContract(level_), -1, level_ > 0);
        }
        break;
    case Stage::Hold:
        if (!pass) {
            stage_ = Stage::Overcall; // the overcaller may go higher or pass
        } else {
            holder_ = overcaller_;
            if (level_ == 3 || ++speaker_ == n())
                endBidding(holder_, levelContract(level_), -1, true);
            else
                stage_ = Stage::Overcall;
        }
        break;
    default:
        break;
    }
}

void Deal::endBidding(int lone, Contract c, int other, bool two) {
    lone_ = lone;
    contract_ = c;
    otherBidder_ = other;
    twoBidders_ = two;
    const bool sevenRule = opt_.rules != Rules::Mainz;
    if (c == Contract::Solo) {
        // Nobody looks at the Dapp; it counts for the soloist at the end.
        discards_ = dapp_;
        dapp_ = 0;
        if (sevenRule && count(hand_[ix(lone)] & fivePointCards()) == 7) {
            scoreSevenHonours();
            return;
        }
        startPlay();
        return;
    }
    hand_[ix(lone)] |= dapp_;
    dapp_ = 0;
    if (sevenRule && count(hand_[ix(lone)] & fivePointCards()) == 7) {
        scoreSevenHonours();
        return;
    }
    stage_ = Stage::Discard;
}

void Deal::finishInsLoch() {
    outcome_ = "ins_loch";
    stage_ = Stage::Over;
}

// ---------------------------------------------------------------- exchange

bool Deal::mayDiscard(Card c) const {
    if (opt_.rules != Rules::Mainz)
        return pack_->points(c) != 5;
    if (n() == 7)
        return true;
    const CardSet honours = opt_.mainzKings ? kingMask() : fivePointCards();
    if (!has(honours, c))
        return true;
    return count(hand_[ix(lone_)] & honours) >= 4;
}

Refusal Deal::checkDiscard(const Action& a) const {
    Refusal r;
    if (static_cast<int>(a.cards.size()) != sizes_.stock) {
        r.reason = Reason::DiscardCount;
        return r;
    }
    CardSet seen = 0;
    for (Card c : a.cards) {
        if (c < 0 || c >= 64 || !has(hand_[ix(lone_)], c)) {
            r.reason = Reason::NotInHand;
            r.card = c;
            return r;
        }
        if (has(seen, c)) {
            r.reason = Reason::DiscardCount;
            r.card = c;
            return r;
        }
        seen |= bit(c);
        if (!mayDiscard(c)) {
            r.reason = Reason::NotDiscardable;
            r.card = c;
            return r;
        }
    }
    return r;
}

// ---------------------------------------------------------------- play

bool Deal::ultiWindow() const {
    return stage_ == Stage::Play && !ultiDecided_ && tricksPlayed_ == 0 && trick_.empty();
}

void Deal::startPlay() {
    stage_ = Stage::Play;
    leader_ = lone_;
    ultiDecided_ = !(furtwangen() && opt_.ulti) || (hand_[ix(lone_)] & (bit(T(1)) | bit(T(2)) | bit(T(3)))) == 0;
}

Refusal Deal::checkAnnounce(const Action& a) const {
    Refusal r;
    if (!ultiWindow() || a.what != "ulti") {
        r.reason = a.what != "ulti" && ultiWindow() ? Reason::BadField : Reason::NotAllowedNow;
        return r;
    }
    if (a.cards.empty()) {
        r.reason = Reason::BadField;
        return r;
    }
    CardSet seen = 0;
    for (Card c : a.cards) {
        const bool ok = (c == T(1) || c == T(2) || c == T(3)) && has(hand_[ix(lone_)], c) && !has(seen, c);
        if (!ok) {
            r.reason = Reason::NotUltiCard;
            r.card = c;
            return r;
        }
        seen |= bit(c);
    }
    return r;
}

CardList Deal::ledCards() const {
    CardList out;
    for (std::size_t i = 0; i < trick_.size(); ++i)
        if (static_cast<int>(i) != powerlessIndex_)
            out.push_back(trick_[i].second);
    return out;
}

CardSet Deal::firstTricksLegal(int seat) const {
    // Buchenbach: trick 1 the Gstieß, trick 2 the Mund, trick 3 the Geiß must be
    // played by its holder; the others play 1-point trumps (trick 3: any trump),
    // failing that an empty suit card, failing that any suit card.
    const CardSet h = hand_[ix(seat)];
    const Card due = tricksPlayed_ == 0 ? kGstiess : tricksPlayed_ == 1 ? T(21) : T(1);
    if (has(h, due))
        return bit(due);
    const CardSet trumps = tricksPlayed_ == 2 ? h & trumpMask() : h & onePointTrumps();
    if (trumps)
        return trumps;
    const CardSet suits = h & ~trumpMask();
    CardSet empties = 0;
    for (Card c : cardsOf(suits))
        if (pack_->points(c) == 1)
            empties |= bit(c);
    if (empties)
        return empties;
    if (suits)
        return suits;
    return h;
}

CardSet Deal::legalCardsFor(int seat) const {
    if (stage_ != Stage::Play || seat != toAct())
        return 0;
    if (opt_.rules == Rules::Buchenbach && tricksPlayed_ < 3)
        return firstTricksLegal(seat);
    const CardSet h = hand_[ix(seat)];
    CardSet eff = h;
    if (seat == gstiesierer_ && h != bit(kGstiess))
        eff &= ~bit(kGstiess); // powerless, kept to the last trick
    const CardList led = ledCards();
    CardSet legal = legalCards(*pack_, eff, led, kTrumps, TrickRules::followAndTrump());
    if (gstiesAllowed() && seat != lone_ && gstiesierer_ < 0 && !led.empty() && (h & trumpMask()) == bit(kGstiess)) {
        const int ledSuit = pack_->suit(led[0]);
        if (ledSuit == kTrumps || (h & pack_->suitMask(ledSuit)) == 0)
            legal |= h & ~trumpMask(); // gstiesieren: withhold the Gstieß
    }
    if (seat == lone_ && (ulti_ & h)) {
        const CardSet free = legal & ~ulti_;
        legal = free ? free : bit(highest(ulti_ & h)); // 3 before 2 before 1
    }
    return legal;
}

Refusal Deal::checkPlay(const Action& a) const {
    Refusal r;
    const int seat = toAct();
    const CardSet h = hand_[ix(seat)];
    if (a.card < 0 || a.card >= 64 || !has(h, a.card)) {
        r.reason = Reason::NotInHand;
        r.card = a.card;
        return r;
    }
    const CardSet legal = legalCardsFor(seat);
    if (has(legal, a.card))
        return r;
    r.card = a.card;
    if (opt_.rules == Rules::Buchenbach && tricksPlayed_ < 3) {
        r.reason = Reason::FirstTricksRule;
        r.other = lowest(legal);
        return r;
    }
    if (seat == gstiesierer_ && a.card == kGstiess) {
        r.reason = Reason::GstiessWithheld;
        return r;
    }
    if (seat == lone_ && has(ulti_, a.card)) {
        r.reason = Reason::UltiHeldBack;
        r.other = lowest(legal);
        return r;
    }
    CardSet eff = h;
    if (seat == gstiesierer_)
        eff &= ~bit(kGstiess);
    Refusal std = checkCard(*pack_, eff, ledCards(), kTrumps, TrickRules::followAndTrump(), a.card);
    if (std)
        return std;
    r.reason = Reason::UltiHeldBack;
    r.other = lowest(legal);
    return r;
}

void Deal::playCard(int seat, Card c) {
    const CardSet h = hand_[ix(seat)];
    const CardList led = ledCards();
    if (gstiesAllowed() && seat != lone_ && gstiesierer_ < 0 && !led.empty() && (h & trumpMask()) == bit(kGstiess) &&
        pack_->suit(c) != kTrumps) {
        const int ledSuit = pack_->suit(led[0]);
        if (ledSuit == kTrumps || (h & pack_->suitMask(ledSuit)) == 0)
            gstiesierer_ = seat;
    }
    hand_[ix(seat)] &= ~bit(c);
    if (seat == gstiesierer_ && c == kGstiess)
        powerlessIndex_ = static_cast<int>(trick_.size());
    trick_.push_back({seat, c});
    if (seat == lone_ && has(ulti_, c))
        ultiResults_.push_back({c, tricksPlayed_, false});
    if (std::find(offenders_.begin(), offenders_.end(), seat) != offenders_.end()) {
        playedBy_[ix(seat)] |= bit(c);
        if (hasStop(playedBy_[ix(seat)])) {
            abandon(seat); // the missed compulsory dappen is now plain to see
            return;
        }
    }
    if (static_cast<int>(trick_.size()) == n())
        finishTrick();
}

void Deal::finishTrick() {
    CardList cards;
    std::vector<int> seats;
    CardSet won = 0;
    for (std::size_t i = 0; i < trick_.size(); ++i) {
        if (static_cast<int>(i) == powerlessIndex_)
            continue;
        cards.push_back(trick_[i].second);
        seats.push_back(trick_[i].first);
        won |= bit(trick_[i].second);
    }
    const int w = seats[static_cast<std::size_t>(winningIndex(*pack_, cards, kTrumps))];
    if (w == lone_)
        lonePile_ |= won;
    else
        teamPile_ |= won;
    if (powerlessIndex_ >= 0) {
        teamPile_ |= bit(kGstiess); // shown and added to the team's tricks
        if (w == lone_) {
            // The lone player's trick is a card short: the team gives one, a 1-point card if it can.
            Card give = kNoCard;
            for (Card c : cardsOf(teamPile_))
                if (give == kNoCard || pack_->points(c) < pack_->points(give))
                    give = c;
            teamPile_ &= ~bit(give);
            lonePile_ |= bit(give);
            compensation_ = give;
        }
    }
    ++tricksWon_[ix(w)];
    const int k = count(ulti_);
    for (auto& u : ultiResults_) {
        if (u.trick != tricksPlayed_)
            continue;
        const int higher = count(ulti_ & ~(bit(u.card + 1) - 1)); // laid-out cards above it
        const int scheduled = sizes_.hand - k + higher;
        u.won = u.trick == scheduled && w == lone_;
    }
    lastTrick_ = trick_;
    trick_.clear();
    powerlessIndex_ = -1;
    ++tricksPlayed_;
    leader_ = w;
    if (tricksPlayed_ == sizes_.hand)
        scorePlayed();
}

// ---------------------------------------------------------------- scoring

void Deal::scorePlayed() {
    const int loneTricks = tricksWon_[ix(lone_)];
    if (loneTricks > 0) {
        loneCards_ = lonePile_ | discards_;
        teamCards_ = teamPile_;
    } else {
        // The Dapp belongs to the team when the lone player took no trick.
        loneCards_ = 0;
        teamCards_ = teamPile_ | lonePile_ | discards_;
    }
    lonePoints_ = countPile(opt_.rules, loneCards_);
    teamPoints_ = countPile(opt_.rules, teamCards_);
    marsch_ = loneTricks == sizes_.hand ? "lone" : loneTricks == 0 ? "team" : "";
    outcome_ = "played";
    payGame(marsch_ == "lone", false);
    const std::size_t l = ix(lone_);
    for (const auto& u : ultiResults_) {
        const int v = ultiValue(u.card, opt_.halfUlti) * (u.won ? 1 : -1);
        for (int o : order_)
            if (o != lone_) {
                ultiPay_[ix(o)] -= v;
                ultiPay_[l] += v;
            }
    }
    stage_ = Stage::Over;
}

void Deal::scoreSevenHonours() {
    // Shown, no play: scored as though the lone player had won every trick.
    loneCards_ = pack_->all();
    teamCards_ = 0;
    lonePoints_ = countPile(opt_.rules, loneCards_);
    teamPoints_ = 0;
    marsch_ = "lone";
    outcome_ = "seven_honours";
    payGame(true, true);
    stage_ = Stage::Over;
}

void Deal::abandon(int offender) {
    offender_ = offender;
    outcome_ = "abandoned";
    // As though the offender had bid and lost every trick: the Marsch amount to each other player.
    const int m = furtwangenBase(40, opt_.halfGame);
    for (int s : order_)
        if (s != offender) {
            gamePay_[ix(s)] += m;
            gamePay_[ix(offender)] -= m;
        }
    stage_ = Stage::Over;
}

void Deal::payGame(bool loneMarsch, bool sevenHonours) {
    int amount = 0;
    if (opt_.rules == Rules::Mainz) {
        // Exact count in thirds of a point (each card two thirds off): a card
        // left over is a third, so "35 points plus one card" is 35 1/3.
        const int loneThirds = mainzThirds(loneCards_), teamThirds = mainzThirds(teamCards_);
        loneWins_ = loneThirds > 35 * 3; // the team needs 35, the lone player 35 and a card
        const int losing = loneWins_ ? teamThirds : loneThirds;
        amount = (35 * 3 - losing) / 15 + 1; // (35 - losers) / 5 ignoring the remainder, plus 1
        gameFactor_ = 1;
    } else {
        loneWins_ = teamPoints_ < 40;
        const int losing = loneWins_ ? teamPoints_ : lonePoints_;
        const int d = 40 - losing;
        if (furtwangen()) {
            const bool doubled = (contract_ == Contract::Solo && loneWins_) || twoBidders_;
            gameFactor_ = doubled ? 2 : 1;
            amount = furtwangenBase(d, opt_.halfGame) * gameFactor_;
        } else {
            gameFactor_ = contractFactor(opt_.rules, contract_, loneWins_);
            amount = roundUpToTen(d * gameFactor_);
        }
    }
    gameAmount_ = amount;
    std::vector<int> opps;
    for (int s : order_)
        if (s != lone_)
            opps.push_back(s);
    const int nOpp = static_cast<int>(opps.size());
    const std::size_t l = ix(lone_);
    const int sign = loneWins_ ? 1 : -1;
    auto pay = [&](int seat, int cents) { // seat pays the lone player
        gamePay_[ix(seat)] -= cents;
        gamePay_[l] += cents;
    };
    if (furtwangen() && loneWins_ && loneMarsch) {
        const int total = amount * nOpp;
        const int bidder = twoBidders_ ? otherBidder_ : -1;
        const int g = gstiesierer_;
        if (sevenHonours && bidder >= 0 && opt_.sevenHonoursOwnShare) {
            for (int o : opps)
                pay(o, amount);
        } else if (g >= 0 && bidder >= 0 && g != bidder) {
            pay(g, total / 2);
            pay(bidder, total - total / 2);
        } else if (g >= 0) {
            pay(g, total);
        } else if (bidder >= 0 && opt_.marchHalfCost) {
            const int undoubled = amount / 2;
            for (int o : opps)
                pay(o, o == bidder ? undoubled * nOpp : undoubled);
        } else if (bidder >= 0) {
            pay(bidder, total);
        } else {
            for (int o : opps)
                pay(o, amount);
        }
        return;
    }
    for (int o : opps)
        pay(o, sign * amount);
}

std::vector<int> Deal::delta() const {
    std::vector<int> d(gamePay_.size(), 0);
    for (std::size_t i = 0; i < d.size(); ++i)
        d[i] = gamePay_[i] + ultiPay_[i];
    return d;
}

PointCount Deal::countedPoints(int seat) const {
    if (lone_ < 0 || outcome_ == "abandoned" || outcome_ == "ins_loch")
        return {};
    PointCount pc;
    pc.target = opt_.rules == Rules::Mainz ? 35 : 40;
    pc.points.assign(ix(table_.seats), -1);
    CardSet lone = lonePile_, team = teamPile_;
    if (outcome_ == "seven_honours") { // shown: scored as a Marsch of the lone player
        lone = loneCards_;
        team = teamCards_;
    } else if (seat == lone_ && contract_ != Contract::Solo) {
        if (tricksWon_[ix(lone_)] > 0)
            lone |= discards_;
        else if (stage_ == Stage::Over)
            team |= discards_; // no trick: the Dapp is the team's
    }
    const int l = countPile(opt_.rules, lone), t = countPile(opt_.rules, team);
    pc.side.assign(ix(table_.seats), -1);
    for (int s : order_) {
        pc.points[ix(s)] = s == lone_ ? l : t;
        pc.side[ix(s)] = s == lone_ ? 0 : 1;
    }
    return pc;
}

std::vector<int> Deal::cardPoints() const {
    std::vector<int> out(static_cast<std::size_t>(table_.seats), 0);
    if (outcome_ != "played" && outcome_ != "seven_honours")
        return out;
    for (int s : order_)
        out[ix(s)] = s == lone_ ? lonePoints_ : teamPoints_;
    return out;
}

// ---------------------------------------------------------------- interface

Refusal Deal::check(const Action& a) const {
    const int seat = toAct();
    Refusal r = checkTurn(seat, a.seat);
    if (r)
        return r;
    switch (stage_) {
    case Stage::Discard:
        if (a.act != Act::Discard) {
            r.reason = Reason::NotAllowedNow;
            return r;
        }
        return checkDiscard(a);
    case Stage::Play:
        if (a.act == Act::Announce)
            return checkAnnounce(a);
        if (a.act != Act::Play) {
            r.reason = Reason::NotAllowedNow;
            return r;
        }
        return checkPlay(a);
    case Stage::Over:
        r.reason = Reason::NoDecisionDue;
        return r;
    default:
        if (a.act != Act::Bid && a.act != Act::Pass) {
            r.reason = Reason::NotAllowedNow;
            return r;
        }
        return checkBid(a);
    }
}

void Deal::apply(const Action& a) {
    switch (stage_) {
    case Stage::Discard:
        discards_ = toSet(a.cards);
        hand_[ix(lone_)] &= ~discards_;
        startPlay();
        break;
    case Stage::Play:
        if (a.act == Act::Announce) {
            ulti_ = toSet(a.cards);
            ultiDecided_ = true;
        } else {
            ultiDecided_ = true;
            playCard(a.seat, a.card);
        }
        break;
    case Stage::Over:
        break;
    default:
        applyBid(a);
        break;
    }
}

std::vector<Action> Deal::legalActions() const {
    std::vector<Action> out;
    const int seat = toAct();
    if (seat < 0)
        return out;
    switch (stage_) {
    case Stage::Discard: {
        // Every 12-card choice of the discardable cards is legal; list a varied
        // selection (windows over the cards by value) rather than all of them.
        CardList cand;
        for (Card c : cardsOf(hand_[ix(seat)]))
            if (mayDiscard(c))
                cand.push_back(c);
        std::stable_sort(cand.begin(), cand.end(), [&](Card x, Card y) { return pack_->points(x) < pack_->points(y); });
        const std::size_t m = static_cast<std::size_t>(sizes_.stock);
        const std::size_t windows = cand.size() == m ? 1 : std::min<std::size_t>(cand.size(), 16);
        std::vector<CardSet> seen;
        for (std::size_t i = 0; i < windows; ++i) {
            Action a = Action::simple(seat, Act::Discard);
            for (std::size_t j = 0; j < m; ++j)
                a.cards.push_back(cand[(i + j) % cand.size()]);
            const CardSet s = toSet(a.cards);
            if (std::find(seen.begin(), seen.end(), s) != seen.end())
                continue;
            seen.push_back(s);
            std::sort(a.cards.begin(), a.cards.end());
            out.push_back(a);
        }
        return out;
    }
    case Stage::Play: {
        if (ultiWindow()) {
            const CardSet u = hand_[ix(seat)] & (bit(T(1)) | bit(T(2)) | bit(T(3)));
            for (CardSet sub = u; sub; sub = (sub - 1) & u) {
                Action a = Action::simple(seat, Act::Announce);
                a.what = "ulti";
                for (Card c : cardsOf(sub))
                    a.cards.insert(a.cards.begin(), c); // 3, 2, 1
                out.push_back(a);
            }
        }
        for (Card c : cardsOf(legalCardsFor(seat)))
            out.push_back(Action::play(seat, c));
        return out;
    }
    case Stage::Over:
        return out;
    default:
        for (const auto& b : bidsOpen()) {
            Action a = Action::simple(seat, Act::Bid);
            a.bid = b;
            if (!checkBid(a))
                out.push_back(a);
        }
        if (Action p = Action::simple(seat, Act::Pass); !checkBid(p))
            out.push_back(p);
        return out;
    }
}

SeatView Deal::view(int seat) const {
    SeatView v;
    v.seat = seat;
    v.toAct = toAct();
    v.dealer = table_.dealer;
    v.hand = seat >= 0 && seat < table_.seats ? hand_[ix(seat)] : 0;
    v.trick = trick_;
    v.lastTrick = lastTrick_;
    v.trump = kTrumps;
    v.talonSize = count(dapp_);
    for (int s = 0; s < table_.seats; ++s) {
        v.handSizes.push_back(count(hand_[ix(s)]));
        v.tricksWon.push_back(tricksWon_[ix(s)]);
    }
    if (lone_ >= 0)
        for (Card c : cardsOf(ulti_ & hand_[ix(lone_)]))
            v.shown.push_back({lone_, c});
    if (v.toAct == seat)
        v.legal = legalActions();
    return v;
}

std::optional<TrickPlay> Deal::trickPlay() const {
    if (stage_ != Stage::Play || ultiWindow() || (opt_.rules == Rules::Buchenbach && tricksPlayed_ < 3) ||
        gstiesierer_ >= 0 || (hand_[ix(lone_)] & ulti_) != 0 || !offenders_.empty())
        return std::nullopt;
    if (gstiesAllowed())
        for (int s : order_)
            if (s != lone_ && (hand_[ix(s)] & trumpMask()) == bit(kGstiess))
                return std::nullopt; // may gstiesieren: a choice the obligations do not know
    TrickPlay tp;
    tp.order = order_;
    for (int s : order_)
        tp.hands[ix(s)] = hand_[ix(s)];
    tp.trick = trick_;
    tp.leader = trick_.empty() ? toAct() : trick_.front().first;
    tp.trump = kTrumps;
    tp.rules = TrickRules::followAndTrump();
    for (int s : order_)
        tp.team[ix(s)] = s == lone_ ? 0 : 1;
    for (Card c : cardsOf(pack_->all()))
        tp.value[static_cast<std::size_t>(c)] =
            opt_.rules == Rules::Mainz ? 3 * pack_->points(c) - 2 : 2 * pack_->points(c) - 1;
    return tp;
}

bool Deal::cardsConserved() const {
    CardSet all = 0;
    int total = 0;
    auto add = [&](CardSet s) {
        all |= s;
        total += count(s);
    };
    for (int s = 0; s < table_.seats; ++s)
        add(hand_[ix(s)]);
    add(dapp_);
    add(discards_);
    add(lonePile_);
    add(teamPile_);
    for (auto [s, c] : trick_)
        add(bit(c));
    return all == pack_->all() && total == pack_->size();
}

} // namespace st::dappen
