#include "dreierschnapsen.h"

#include "schnapsen/schnapsen.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace st::dreierschnapsen {

const std::vector<OptionSpec>& optionSpecs() {
    static const std::vector<OptionSpec> specs = [] {
        std::vector<OptionSpec> v;
        auto flag = [&](const char* name, bool def, const char* what) {
            OptionSpec o;
            o.name = name;
            o.defaultValue = def;
            o.description = what;
            v.push_back(o);
        };
        OptionSpec order;
        order.name = "bid_order";
        order.description = "others_first: middlehand, rearhand and then the caller announce a contract or pass, "
                            "once each. caller_first (regional): the caller announces or passes first; only if he "
                            "passes may the others bid; he may then raise their bid, or raise his Rufer after "
                            "picking up the talon.";
        order.defaultValue = std::string("others_first");
        order.choices = {"others_first", "caller_first"};
        v.push_back(order);
        flag("talon_in_negative", true,
             "The declarer of a Bettler contract (Bettler, Assenbettler, Ass-Bettler, Plauderer) may exchange with "
             "the talon; off: those contracts are played without it and without the extra point.");
        flag("plauderer", true,
             "Plauderer (a Bettler with the declarer's cards open after the first trick) is played.");
        OptionSpec pv;
        pv.name = "plauderer_value";
        pv.description = "Game points of a Plauderer: 7 or 8.";
        pv.defaultValue = 7;
        pv.min = 7;
        pv.max = 8;
        v.push_back(pv);
        flag("assenbettler", false,
             "Regional: Assenbettler (Zehnerloch), no trumps, ace low, take no trick, 5 points.");
        flag("ass_bettler", false,
             "Regional: Ass-Bettler (Ass-Fechter), no trumps, needs an ace, take no trick, 5 points.");
        flag("zehnergang", false, "Regional: Zehnergang, no trumps, ace low, take every trick, 10 points.");
        flag("bauernloch", false,
             "Regional: Bauernloch, the caller only, trumps, ace low, take every trick, 12 points.");
        OptionSpec tie;
        tie.name = "zehnergang_vs_gang";
        tie.description = "When Gang and Zehnergang are both announced: zehnergang (it is played) or gang (Gang is "
                          "played).";
        tie.defaultValue = std::string("zehnergang");
        tie.choices = {"zehnergang", "gang"};
        v.push_back(tie);
        flag("countdown", false, "Presentation only: show each player's points still needed, counting down from 24.");
        flag("exchange_at_two", false,
             "Tie-break Schnapsen: the trump Unter may be exchanged when only two talon cards are left.");
        flag("marriages_after_close", true,
             "Tie-break Schnapsen: marriages may still be declared once the talon is closed or used up.");
        return v;
    }();
    return specs;
}

DreierOptions dealOptions(const Variant& v) {
    DreierOptions o;
    o.callerFirst = v.getString("bid_order") == "caller_first";
    o.talonInNegative = v.getBool("talon_in_negative");
    o.plauderer = v.getBool("plauderer");
    o.plaudererValue = v.getInt("plauderer_value");
    o.assenbettler = v.getBool("assenbettler");
    o.assBettler = v.getBool("ass_bettler");
    o.zehnergang = v.getBool("zehnergang");
    o.bauernloch = v.getBool("bauernloch");
    o.gangOverZehnergang = v.getString("zehnergang_vs_gang") == "gang";
    return o;
}

DreierschnapsenGame::DreierschnapsenGame(const Variant& v, int /*seats*/) : variant_(v), opt_(dealOptions(v)) {}

bool DreierschnapsenGame::inDeal() const {
    return (deal_ && !deal_->over()) || (tbDeal_ && !tbDeal_->over());
}

NextDeal DreierschnapsenGame::nextDeal() const {
    NextDeal n;
    n.receives = {true, true, true};
    if (over_ || inDeal())
        return n;
    if (!tied_.empty()) {
        // The tie-break deal: the deal passes on as usual, skipping the player not in the tie.
        for (int s = 0; s < 3; ++s)
            n.receives[static_cast<std::size_t>(s)] = std::find(tied_.begin(), tied_.end(), s) != tied_.end();
        for (int k = 1; k <= 3; ++k) {
            const int s = (lastDealer_ + k) % 3;
            if (n.receives[static_cast<std::size_t>(s)]) {
                n.dealer = s;
                break;
            }
        }
        return n;
    }
    if (lastDealer_ < 0) {
        n.dealerChoices = {0, 1, 2}; // the first dealer is found by any random method
        return n;
    }
    // The caller becomes the next dealer; after a redeal the same dealer deals again.
    n.dealer = lastRedealt_ ? lastDealer_ : (lastDealer_ + 1) % 3;
    return n;
}

DealSetup DreierschnapsenGame::makeDeal(int dealer, Rng& rng) const {
    if (!tied_.empty()) {
        const int forehand = tied_[0] == dealer ? tied_[1] : tied_[0];
        return schnapsen::Deal::deal({3, dealer, forehand}, rng);
    }
    const bool knocked = rng.below(2) == 1; // middlehand cuts or knocks
    return Deal::deal(dealer, knocked, rng);
}

int DreierschnapsenGame::cutter(int dealer) const {
    if (!tied_.empty() || dealer < 0 || dealer > 2)
        return -1;           // the two-player tie-break deal has no cut
    return (dealer + 2) % 3; // middlehand, to the dealer's right
}

DealSetup DreierschnapsenGame::makeDealCut(int dealer, bool knocked, Rng& rng) const {
    if (!tied_.empty())
        return makeDeal(dealer, rng);
    return Deal::deal(dealer, knocked, rng);
}

std::string DreierschnapsenGame::startDeal(const DealSetup& setup) {
    if (over_)
        return "the match is over: no more deals";
    if (inDeal())
        return "the previous deal is not finished";
    if (setup.dealer < 0 || setup.dealer > 2)
        return "dealer: " + std::to_string(setup.dealer) + " is not a seat (0..2)";
    const NextDeal n = nextDeal();
    if (n.dealer >= 0 && setup.dealer != n.dealer)
        return "dealer: the deal passes to seat " + std::to_string(n.dealer) + ", not seat " +
               std::to_string(setup.dealer);
    if (!tied_.empty()) {
        const int forehand = tied_[0] == setup.dealer ? tied_[1] : tied_[0];
        const schnapsen::SchnapsenTable t{3, setup.dealer, forehand};
        if (auto e = schnapsen::Deal::validate(t, setup); !e.empty())
            return "tie-break Schnapsen between seats " + std::to_string(tied_[0]) + " and " +
                   std::to_string(tied_[1]) + ": " + e;
        deal_.reset();
        tbDeal_.emplace(t, setup, schnapsen::dealOptions(variant_));
        return {};
    }
    if (auto e = Deal::validate(setup.dealer, setup); !e.empty())
        return e;
    tbDeal_.reset();
    deal_.emplace(setup, opt_);
    return {};
}

int DreierschnapsenGame::toAct() const {
    if (!inDeal())
        return -1;
    return tbDeal_ ? tbDeal_->toAct() : deal_->toAct();
}

std::vector<Action> DreierschnapsenGame::legalActions() const {
    if (!inDeal())
        return {};
    return tbDeal_ ? tbDeal_->legalActions() : deal_->legalActions();
}

Refusal DreierschnapsenGame::check(const Action& a) const {
    if (!inDeal()) {
        Refusal r;
        r.reason = Reason::NoDecisionDue;
        return r;
    }
    return tbDeal_ ? tbDeal_->check(a) : deal_->check(a);
}

void DreierschnapsenGame::apply(const Action& a) {
    if (tbDeal_) {
        tbDeal_->apply(a);
        if (!tbDeal_->cardsConserved())
            violations_.push_back("deal " + std::to_string(dealsFinished_) + ": a card was lost or duplicated");
        if (tbDeal_->over())
            scoreTieBreak();
        return;
    }
    deal_->apply(a);
    if (!deal_->cardsConserved())
        violations_.push_back("deal " + std::to_string(dealsFinished_) + ": a card was lost or duplicated");
    if (deal_->over())
        scoreDeal();
}

void DreierschnapsenGame::scoreDeal() {
    const Deal& d = *deal_;
    const std::string where = "deal " + std::to_string(dealsFinished_);
    last_.delta.assign(3, 0);
    last_.cardPoints.assign(3, 0);
    lastBummerl_.assign(3, 0);
    lastWasTieBreak_ = false;
    ++dealsFinished_;
    lastDealer_ = d.dealer();
    lastRedealt_ = d.redealt();
    if (d.redealt())
        return;
    const Pack& p = pack();
    // Every card once; 120 card points less the two laid away.
    CardSet inPlay = 0;
    for (int s = 0; s < 3; ++s)
        inPlay |= d.wonCards(s) | d.hand(s);
    if (count(d.discards()) != 2 || (inPlay & d.discards()) != 0 || points(p, inPlay) + points(p, d.discards()) != 120)
        violations_.push_back(where + ": the cards in play and the two laid away do not make the pack");
    // Scores only from the table's values.
    const ContractInfo& info = contractInfo(*d.contract());
    const int extra = d.withoutTalon() ? 1 : 0;
    const int base = d.baseValue() - extra;
    const bool valueOk = *d.contract() == Contract::Rufer
                             ? base >= 1 && base <= 3
                             : base == (*d.contract() == Contract::Plauderer ? opt_.plaudererValue : info.value);
    if (!valueOk || d.knocks() > 3)
        violations_.push_back(where + ": a " + info.name + " scored a base value of " + std::to_string(base));
    int scorers = 0;
    for (int s = 0; s < 3; ++s) {
        const int gp = d.gamePoints()[static_cast<std::size_t>(s)];
        if (gp != 0 && gp != d.baseValue() << d.knocks())
            violations_.push_back(where + ": seat " + std::to_string(s) + " scored " + std::to_string(gp));
        scorers += gp != 0 ? 1 : 0;
    }
    if (scorers != (d.declarerWon() ? 1 : 2))
        violations_.push_back(where + ": " + std::to_string(scorers) + " players scored");
    before_ = scores_;
    for (int s = 0; s < 3; ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        last_.delta[i] = d.gamePoints()[i];
        last_.cardPoints[i] = d.sideCounted(s);
        scores_[i] += d.gamePoints()[i];
    }
    const int top = *std::max_element(scores_.begin(), scores_.end());
    if (top < kTarget)
        return;
    std::vector<int> leaders;
    for (int s = 0; s < 3; ++s)
        if (scores_[static_cast<std::size_t>(s)] == top)
            leaders.push_back(s);
    if (leaders.size() == 1)
        endMatch(leaders[0]);
    else
        tied_ = leaders; // decided by one deal of two-player Schnapsen
}

void DreierschnapsenGame::scoreTieBreak() {
    const schnapsen::Deal& d = *tbDeal_;
    const std::string where = "deal " + std::to_string(dealsFinished_);
    last_.delta.assign(3, 0); // the tie-break scores no game points toward 24
    last_.cardPoints.assign(3, 0);
    lastBummerl_.assign(3, 0);
    lastWasTieBreak_ = true;
    for (int s : tied_)
        last_.cardPoints[static_cast<std::size_t>(s)] = d.counted(s);
    schnapsen::checkFinishedDeal(d, where, violations_);
    ++dealsFinished_;
    lastDealer_ = d.table().dealer;
    lastRedealt_ = false;
    endMatch(d.winner());
}

void DreierschnapsenGame::endMatch(int winner) {
    winner_ = winner;
    over_ = true;
    // Retourschneider: the two others stood at 23 and the winner at 0.
    bool retour = before_[static_cast<std::size_t>(winner)] == 0;
    for (int s = 0; s < 3; ++s)
        if (s != winner)
            retour = retour && before_[static_cast<std::size_t>(s)] == kTarget - 1;
    for (int s = 0; s < 3; ++s) {
        if (s == winner)
            continue;
        const std::size_t i = static_cast<std::size_t>(s);
        lastBummerl_[i] = retour ? 4 : scores_[i] == 0 ? 2 : 1; // Schneider: no game point at all
        bummerl_[i] += lastBummerl_[i];
    }
}

void DreierschnapsenGame::reportDeal(nlohmann::json& out) const {
    const Pack& p = pack();
    auto seatOrNull = [](int s) { return s >= 0 ? nlohmann::json(s) : nlohmann::json(nullptr); };
    if (lastWasTieBreak_ && tbDeal_) {
        out["tie_break"] = true;
        schnapsen::reportSchnapsenDeal(*tbDeal_, out);
    } else if (deal_) {
        const Deal& d = *deal_;
        out["tie_break"] = false;
        out["dealer"] = d.dealer();
        out["caller"] = d.caller();
        out["redeal"] = d.redealt();
        if (!d.redealt()) {
            out["trump"] = std::string(1, p.suitLetter(d.trump()));
            out["turned"] =
                d.turnedCard() != kNoCard ? nlohmann::json(p.code(d.turnedCard())) : nlohmann::json(nullptr);
            out["bids"] = d.bids();
            out["contract"] = contractInfo(*d.contract()).name;
            out["declarer"] = d.declarer();
            out["without_talon"] = d.withoutTalon();
            out["talon_used"] = d.talonUsed();
            out["discards"] = toList(d.discards()).empty() ? nlohmann::json::array() : nlohmann::json::array();
            for (Card c : cardsOf(d.discards()))
                out["discards"].push_back(p.code(c));
            out["knocks"] = d.knocks();
            out["base_value"] = d.baseValue();
            out["declarer_won"] = d.declarerWon();
            out["outcome"] = d.outcome();
            std::vector<int> tricks;
            for (int s = 0; s < 3; ++s)
                tricks.push_back(d.tricksWon(s));
            out["tricks"] = tricks;
        } else {
            out["outcome"] = "redeal";
        }
    } else {
        return;
    }
    out["scores"] = scores_;
    out["tied"] = tied_.empty() || over_ ? nlohmann::json::array() : nlohmann::json(tied_);
    out["match_over"] = over_;
    out["winner"] = over_ ? seatOrNull(winner_) : nlohmann::json(nullptr);
    out["bummerl"] = lastBummerl_;
}

void DreierschnapsenGame::reportStandings(nlohmann::json& out) const {
    out["scores"] = scores_;
    out["target"] = kTarget;
    if (variant_.getBool("countdown")) {
        std::vector<int> remaining;
        for (int s : scores_)
            remaining.push_back(std::max(0, kTarget - s));
        out["remaining"] = remaining;
    }
    out["tie_break"] = tied_;
    out["winner"] = winner_ >= 0 ? nlohmann::json(winner_) : nlohmann::json(nullptr);
    out["bummerl"] = bummerl_;
    out["session_over"] = over_;
}

PointCount DreierschnapsenGame::countedPoints(int /*seat*/) const {
    if (tbDeal_)
        return tbDeal_->countedPoints();
    return deal_ ? deal_->countedPoints() : PointCount{};
}

SeatView DreierschnapsenGame::view(int seat) const {
    if (tbDeal_)
        return tbDeal_->view(seat);
    if (deal_)
        return deal_->view(seat);
    SeatView v;
    v.seat = seat;
    return v;
}

std::vector<std::string> DreierschnapsenGame::invariantViolations() const {
    std::vector<std::string> v = violations_;
    const int top = *std::max_element(scores_.begin(), scores_.end());
    if (over_ && top < kTarget)
        v.push_back("the match ended before anyone reached 24");
    if (!over_ && top >= kTarget && tied_.empty())
        v.push_back("a player reached 24 and the match goes on");
    if (over_ && winner_ >= 0 && scores_[static_cast<std::size_t>(winner_)] != top)
        v.push_back("the match winner does not have the highest score");
    return v;
}

} // namespace st::dreierschnapsen
