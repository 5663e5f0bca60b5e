#include "dreierles.h"

#include <nlohmann/json.hpp>

#include <numeric>

namespace st::dreierles {

const std::vector<OptionSpec>& optionSpecs() {
    static const std::vector<OptionSpec> specs = [] {
        std::vector<OptionSpec> v;
        auto add = [&](const char* name, const char* desc, OptionValue def, int min = 0, int max = 0,
                       std::vector<std::string> choices = {}) {
            OptionSpec o;
            o.name = name;
            o.description = desc;
            o.defaultValue = std::move(def);
            o.min = min;
            o.max = max;
            o.choices = std::move(choices);
            v.push_back(o);
        };
        add("region",
            "The regional rules: steinmauern (the text's main rules), iffezheim (the sitting-out dealer does not "
            "score, only the declarer scores combinations, Iffezheim's Räuber restrictions) or achertal (Solo Du, "
            "exact-difference scoring per player, +5 for a won game, combinations +5, Kleiner Mann +10/-20 and "
            "+20/-40, Ramsch -20 without restrictions, end-of-session points).",
            std::string("steinmauern"), 0, 0, {"steinmauern", "iffezheim", "achertal"});
        add("tournament",
            "Steinmauern tournament rules: no knocking and an illegal discard or play costs 8 game points times the "
            "bid factor.",
            false);
        add("four_active",
            "Four at the table all play (Herr Wimmer's variant): 12 cards each, the declarer against three "
            "opponents. Off: the dealer sits out.",
            false);
        add("knock_limit", "The agreed limit on knocks (Kontra, Re, ... and Räuber knocks); 0 forbids knocking.", 4, 0,
            8);
        add("raeuber_value", "Game points the loser of a Räuber pays each other player (tournaments: 3 or 4).", 2, 2,
            4);
        add("rounds", "Rounds in a session, each player dealing once per round; 0 plays on without end.", 0, 0, 100);
        add("last_round_raeuber_or_solo",
            "The last round is played as \"Räuber or Solo\": only Solo may be bid, otherwise a Räuber is played.",
            false);
        add("last_round_raeuber_value", "Game points of a Räuber in the \"Räuber or Solo\" round.", 4, 2, 4);
        add("illegal_plays",
            "refuse: an illegal discard or play is refused; penalize: it is accepted and penalised (the play ends "
            "and the offender pays; Achertal: 20 points and the play goes on).",
            std::string("refuse"), 0, 0, {"refuse", "penalize"});
        add("stake_cents", "Money per game point in cents, for the running totals in money.", 10, 0, 10000);
        return v;
    }();
    return specs;
}

namespace {
Region regionOf(const std::string& s) {
    return s == "iffezheim" ? Region::Iffezheim : s == "achertal" ? Region::Achertal : Region::Steinmauern;
}
} // namespace

DreierlesGame::DreierlesGame(const Variant& v, int seats)
    : variant_(v), seats_(seats), region_(regionOf(v.getString("region"))), fourActive_(v.getBool("four_active")),
      rounds_(v.getInt("rounds")), stake_(v.getInt("stake_cents")), totals_(static_cast<std::size_t>(seats), 0),
      sessionBonus_(static_cast<std::size_t>(seats), 0) {}

Table DreierlesGame::tableFor(int dealer) const {
    Table t;
    t.seats = seats_;
    t.dealer = dealer;
    for (int k = 1; k <= seats_; ++k) {
        const int s = (dealer + k) % seats_;
        if (s == dealer && seats_ == 4 && !fourActive_)
            continue; // the dealer sits out
        t.order.push_back(s);
    }
    for (int s = 0; s < seats_; ++s) {
        const bool plays = std::find(t.order.begin(), t.order.end(), s) != t.order.end();
        t.scores.push_back(plays || region_ != Region::Iffezheim);
    }
    return t;
}

bool DreierlesGame::lastRound() const {
    return variant_.getBool("last_round_raeuber_or_solo") && rounds_ > 0 && dealsFinished_ >= (rounds_ - 1) * seats_;
}

Rules DreierlesGame::rulesForDeal() const {
    Rules r;
    r.region = region_;
    r.tournament = variant_.getBool("tournament");
    r.knockLimit = r.tournament ? 0 : variant_.getInt("knock_limit");
    r.raeuberOrSolo = lastRound();
    r.raeuberValue = r.raeuberOrSolo ? variant_.getInt("last_round_raeuber_value") : variant_.getInt("raeuber_value");
    r.penalizeIllegal = variant_.getString("illegal_plays") == "penalize";
    return r;
}

NextDeal DreierlesGame::nextDeal() const {
    NextDeal n;
    if (over_ || inDeal())
        return n;
    if (lastDealer_ < 0) {
        // The first dealer of a session is found by any random method.
        n.chooser = -1;
        for (int s = 0; s < seats_; ++s)
            n.dealerChoices.push_back(s);
    } else {
        n.dealer = (lastDealer_ + 1) % seats_; // the deal passes to the right, the next seat in play order
    }
    for (int s = 0; s < seats_; ++s)
        n.receives.push_back(!(n.dealer == s && seats_ == 4 && !fourActive_));
    return n;
}

DealSetup DreierlesGame::makeDeal(int dealer, Rng& rng) const {
    return Deal::deal(tableFor(dealer), rng);
}

std::string DreierlesGame::startDeal(const DealSetup& setup) {
    if (over_)
        return "the session is over: no more deals";
    if (inDeal())
        return "the previous deal is not finished";
    if (setup.dealer < 0 || setup.dealer >= seats_)
        return "dealer: " + std::to_string(setup.dealer) + " is not a seat (0.." + std::to_string(seats_ - 1) + ")";
    const NextDeal n = nextDeal();
    if (n.dealer >= 0 && setup.dealer != n.dealer)
        return "dealer: the deal passes to seat " + std::to_string(n.dealer) + ", not seat " +
               std::to_string(setup.dealer);
    const Table t = tableFor(setup.dealer);
    // A misdeal is refused; the same dealer deals again.
    if (auto e = Deal::validate(t, setup); !e.empty())
        return e;
    deal_.emplace(t, setup, rulesForDeal());
    return {};
}

std::vector<Action> DreierlesGame::optionalActions(int seat) const {
    return inDeal() ? deal_->optionalActions(seat) : std::vector<Action>{};
}

std::vector<int> DreierlesGame::optionalOrder() const {
    return inDeal() ? deal_->optionalOrder() : Game::optionalOrder();
}

void DreierlesGame::scoreDeal() {
    const Deal& d = *deal_;
    const Table& t = d.table();
    const std::string where = "deal " + std::to_string(dealsFinished_) + ": ";
    last_.delta = d.delta();
    last_.cardPoints.assign(static_cast<std::size_t>(seats_), 0);
    for (int s : t.order)
        last_.cardPoints[static_cast<std::size_t>(s)] = d.cardPoints(s);
    // Invariants: the card points of a played-out deal, and balanced payments.
    if (d.offender() < 0) {
        if (d.declarer() >= 0) {
            if (d.declarerPoints() + d.opponentPoints() != 70)
                violations_.push_back(where + "card points add up to " +
                                      std::to_string(d.declarerPoints() + d.opponentPoints()) + ", not 70");
        } else {
            int raw = points(pack(), toSet(d.blind()));
            int counted = d.blindPoints();
            for (int s : t.order) {
                raw += points(pack(), d.pile(s));
                counted += d.cardPoints(s);
            }
            if (raw != 106)
                violations_.push_back(where + "face values add up to " + std::to_string(raw) + ", not 106");
            if (t.order.size() == 3 && counted != 70)
                violations_.push_back(where + "Räuber card points and the blind add up to " + std::to_string(counted) +
                                      ", not 70");
        }
    }
    if (region_ != Region::Achertal) {
        const int sum = std::accumulate(last_.delta.begin(), last_.delta.end(), 0);
        if (sum != 0)
            violations_.push_back(where + "game points add up to " + std::to_string(sum) + ", not 0");
    }
    for (int s = 0; s < seats_; ++s)
        if (!t.scores[static_cast<std::size_t>(s)] && last_.delta[static_cast<std::size_t>(s)] != 0)
            violations_.push_back(where + "seat " + std::to_string(s) + " does not score but won or lost");
    for (int s = 0; s < seats_; ++s)
        totals_[static_cast<std::size_t>(s)] += last_.delta[static_cast<std::size_t>(s)];
    if (region_ == Region::Achertal && d.declarerResult() != 0) {
        // Tournament points for games won and lost, credited at the end of the session.
        const int decl = d.declarer();
        if (d.declarerResult() > 0) {
            sessionBonus_[static_cast<std::size_t>(decl)] += 30;
        } else {
            sessionBonus_[static_cast<std::size_t>(decl)] -= 30;
            for (int s = 0; s < seats_; ++s)
                if (s != decl)
                    sessionBonus_[static_cast<std::size_t>(s)] += seats_ == 4 ? 15 : 20;
        }
    }
    ++dealsFinished_;
    lastDealer_ = t.dealer;
    if (rounds_ > 0 && dealsFinished_ >= rounds_ * seats_) {
        over_ = true;
        for (int s = 0; s < seats_; ++s)
            totals_[static_cast<std::size_t>(s)] += sessionBonus_[static_cast<std::size_t>(s)];
    }
}

void DreierlesGame::reportDeal(nlohmann::json& out) const {
    if (!deal_)
        return;
    const Deal& d = *deal_;
    const Pack& p = pack();
    using nlohmann::json;
    out["dealer"] = d.table().dealer;
    out["players"] = d.table().order;
    out["contract"] = d.declarer() >= 0 ? std::string(bidName(d.contract())) : std::string("raeuber");
    out["declarer"] = d.declarer() >= 0 ? json(d.declarer()) : json(nullptr);
    json bids = json::array();
    for (int s = 0; s < seats_; ++s) {
        const int b = d.bids()[static_cast<std::size_t>(s)];
        bids.push_back(b < 0 ? json(nullptr) : b == 0 ? json("weg") : json(bidName(b)));
    }
    out["bids"] = bids;
    out["knocks"] = d.knocks();
    out["knockers"] = d.knockers();
    // The game value's multiplier: the bid's factor (a Räuber: 1), doubled by each knock.
    const int bidF = d.declarer() >= 0 ? bidFactor(d.contract()) : 1;
    out["bid_factor"] = bidF;
    out["multiplier"] = bidF * (1 << d.knocks());
    json ann = json::array();
    if (d.zehnDruck())
        ann.push_back("zehn_druck");
    if (d.pfeifeRaus())
        ann.push_back("pfeife_raus");
    out["announcements"] = ann;
    json combos = json::array();
    for (const auto& c : d.combinations())
        combos.push_back({{"seat", c.seat}, {"what", c.what}});
    out["combinations"] = combos;
    out["pfeife"] = d.pfeife().empty() ? json(nullptr) : json(d.pfeife());
    std::vector<int> tricks;
    for (int s = 0; s < seats_; ++s)
        tricks.push_back(d.tricksWon(s));
    out["tricks"] = tricks;
    if (d.declarer() >= 0) {
        out["declarer_points"] = d.declarerPoints();
        out["opponent_points"] = d.opponentPoints();
    } else {
        out["blind_points"] = d.blindPoints();
        out["raeuber_losers"] = d.raeuberLosers();
    }
    out["game_value"] = d.gameValue();
    out["outcome"] = d.outcome();
    out["offender"] = d.offender() >= 0 ? json(d.offender()) : json(nullptr);
    out["blind"] = p.codes(d.blind());
}

void DreierlesGame::reportStandings(nlohmann::json& out) const {
    out["totals"] = totals_;
    std::vector<int> money;
    for (int s = 0; s < seats_; ++s)
        money.push_back(this->money(s));
    out["money_cents"] = money;
    out["stake_cents"] = stake_;
    out["deals"] = dealsFinished_;
    out["rounds"] = rounds_;
    out["round"] = round();
    if (region_ == Region::Achertal)
        out["session_bonus"] = sessionBonus_;
    out["session_over"] = over_;
}

std::vector<std::string> DreierlesGame::invariantViolations() const {
    return violations_;
}

} // namespace st::dreierles
