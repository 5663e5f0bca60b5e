#include "dappen.h"

#include <nlohmann/json.hpp>

#include <numeric>

namespace st::dappen {

namespace {
OptionSpec boolOption(const char* name, bool def, const char* text) {
    OptionSpec o;
    o.name = name;
    o.defaultValue = def;
    o.description = text;
    return o;
}
OptionSpec choiceOption(const char* name, std::vector<std::string> choices, const char* text) {
    OptionSpec o;
    o.name = name;
    o.defaultValue = choices.front();
    o.choices = std::move(choices);
    o.description = text;
    return o;
}
/// The option has a say only under these regional rules (the engine asks furtwangen() etc.).
OptionSpec onlyUnder(OptionSpec o, std::vector<std::string> rules) {
    o.dependsOn = "rules";
    o.dependsOnValues = std::move(rules);
    return o;
}
nlohmann::json seatOrNull(int s) {
    return s >= 0 ? nlohmann::json(s) : nlohmann::json(nullptr);
}
} // namespace

const std::vector<OptionSpec>& optionSpecs() {
    static const std::vector<OptionSpec> specs = [] {
        std::vector<OptionSpec> v;
        v.push_back(choiceOption("rules", {"furtwangen", "breitnau", "buchenbach", "mainz"},
                                 "The regional rules: Furtwangen (the Klausmann family), Breitnau (no compulsory bid, "
                                 "stupfen, factors), Buchenbach (six players, Hannes and Geiß overcalls, first three "
                                 "tricks regulated) or the Mainz Carneval Tarot (3-7 players, counted in threes)."));
        v.push_back(
            onlyUnder(boolOption("compulsory_stop", true,
                                 "Furtwangen: a player holding an unbeatable trump stop must dappen if nobody has; off "
                                 "is the children's variant (only the second-to-last player is compelled)."),
                      {"furtwangen"}));
        v.push_back(
            onlyUnder(boolOption("ulti", true, "Furtwangen: the lone player may lay out trumps 3, 2 and 1 as Ulti."),
                      {"furtwangen"}));
        v.push_back(onlyUnder(
            boolOption("gstiesieren", true, "Furtwangen: an opponent whose only trump is the Gstieß may withhold it."),
            {"furtwangen"}));
        v.push_back(choiceOption("stake", {"full", "half"},
                                 "Furtwangen: full game (1 cent per card point, nearest 5) or half game (nearest 10, "
                                 "halved)."));
        v.push_back(onlyUnder(choiceOption("ulti_stake", {"full", "half"},
                                           "Furtwangen: Ulti 3/2/1 cost 10/20/30 cents (full) or 5/10/15 (half)."),
                              {"furtwangen"}));
        v.push_back(onlyUnder(choiceOption("march_other_bidder", {"whole", "half"},
                                           "Furtwangen Marsch by the lone player after two bids: the other bidder pays "
                                           "the whole team's amount, or half of it while the rest pay an undoubled "
                                           "game."),
                              {"furtwangen"}));
        v.push_back(onlyUnder(choiceOption("seven_honours_payment", {"other_bidder", "own_share"},
                                           "Furtwangen Marsch by seven 5-point cards after two bids: the other bidder "
                                           "pays for the team, or each opponent pays their own share."),
                              {"furtwangen"}));
        v.push_back(choiceOption("deal_order", {"hands_first", "dapp_first"},
                                 "Batches to the players first (4/3-6-3-6), or the Dapp at the start and the middle "
                                 "(6-4/3-6-3)."));
        v.push_back(onlyUnder(choiceOption("mainz_honours", {"five_point_cards", "kings"},
                                           "Mainz: the honours that may not be discarded (with 3-6 players, unless "
                                           "holding 4 of them): the seven 5-point cards or the four kings."),
                              {"mainz"}));
        OptionSpec purse;
        purse.name = "purse";
        purse.description = "Starting purse per player in cents (500 for a full game, 200 for a half game).";
        purse.defaultValue = 500;
        purse.min = 0;
        purse.max = 1000000;
        v.push_back(purse);
        return v;
    }();
    return specs;
}

Options optionsFrom(const Variant& v) {
    Options o;
    const std::string r = v.getString("rules");
    o.rules = r == "breitnau"     ? Rules::Breitnau
              : r == "buchenbach" ? Rules::Buchenbach
              : r == "mainz"      ? Rules::Mainz
                                  : Rules::Furtwangen;
    o.stopRule = v.getBool("compulsory_stop");
    o.ulti = v.getBool("ulti");
    o.gstiesieren = v.getBool("gstiesieren");
    o.halfGame = v.getString("stake") == "half";
    o.halfUlti = v.getString("ulti_stake") == "half";
    o.marchHalfCost = v.getString("march_other_bidder") == "half";
    o.sevenHonoursOwnShare = v.getString("seven_honours_payment") == "own_share";
    o.dappFirst = v.getString("deal_order") == "dapp_first";
    o.mainzKings = v.getString("mainz_honours") == "kings";
    return o;
}

DappenGame::DappenGame(const Variant& v, int seats)
    : variant_(v), opt_(optionsFrom(v)), seats_(seats), purse_(v.getInt("purse")),
      totals_(static_cast<std::size_t>(seats), 0) {}

NextDeal DappenGame::nextDeal() const {
    NextDeal n;
    const bool sitOut = activePlayers(opt_.rules, seats_) < seats_;
    if (lastDealer_ < 0) {
        // The first dealer is chosen by any convenient random method.
        for (int s = 0; s < seats_; ++s)
            n.dealerChoices.push_back(s);
        n.receives.assign(static_cast<std::size_t>(seats_), true);
        return n;
    }
    // The turn to deal passes to the right: the next seat in the order of play.
    n.dealer = (lastDealer_ + 1) % seats_;
    for (int s = 0; s < seats_; ++s)
        n.receives.push_back(!(sitOut && s == n.dealer));
    return n;
}

DealTable DappenGame::tableFor(int dealer) const {
    DealTable t;
    t.seats = seats_;
    t.dealer = dealer;
    const int active = activePlayers(opt_.rules, seats_);
    for (int k = 1; k <= seats_; ++k) {
        const int s = (dealer + k) % seats_;
        if (s == dealer && active < seats_)
            continue; // the dealer sits out
        t.order.push_back(s);
    }
    return t;
}

DealSetup DappenGame::makeDeal(int dealer, Rng& rng) const {
    if (!tableError(opt_.rules, seats_).empty()) {
        DealSetup s;
        s.dealer = dealer;
        return s;
    }
    return Deal::deal(opt_, tableFor(dealer), rng);
}

std::string DappenGame::startDeal(const DealSetup& setup) {
    if (auto e = tableError(opt_.rules, seats_); !e.empty())
        return e;
    if (inDeal())
        return "the previous deal is not finished";
    if (setup.dealer < 0 || setup.dealer >= seats_)
        return "dealer: " + std::to_string(setup.dealer) + " is not a seat (0.." + std::to_string(seats_ - 1) + ")";
    const NextDeal n = nextDeal();
    if (n.dealer >= 0 && setup.dealer != n.dealer)
        return "dealer: the deal passes to seat " + std::to_string(n.dealer) + ", not seat " +
               std::to_string(setup.dealer);
    const DealTable t = tableFor(setup.dealer);
    if (auto e = Deal::validate(opt_.rules, t, setup); !e.empty())
        return e;
    deal_.emplace(opt_, t, setup);
    return {};
}

void DappenGame::scoreDeal() {
    const Deal& d = *deal_;
    const std::string where = "deal " + std::to_string(dealsFinished_) + ": ";
    last_.delta = d.delta();
    last_.cardPoints = d.cardPoints();
    if (std::accumulate(last_.delta.begin(), last_.delta.end(), 0) != 0)
        violations_.push_back(where + "payments do not sum to zero");
    const auto& order = d.table().order;
    for (int s = 0; s < seats_; ++s)
        if (std::find(order.begin(), order.end(), s) == order.end() && last_.delta[static_cast<std::size_t>(s)] != 0)
            violations_.push_back(where + "the sitting-out dealer paid or received");
    if (d.outcome() == "played" || d.outcome() == "seven_honours") {
        const Pack& p = pack();
        if ((d.loneCards() & d.teamCards()) != 0 || (d.loneCards() | d.teamCards()) != p.all())
            violations_.push_back(where + "the two sides' cards are not the whole pack");
        const int total = d.lonePoints() + d.teamPoints();
        const int n = static_cast<int>(order.size());
        bool ok = false;
        if (opt_.rules == Rules::Mainz)
            ok = total == 70;
        else if (n == 6)
            ok = total == 79;
        else // seven: 78 when each side has an odd card left over, else 79
            ok = total == (count(d.loneCards()) % 2 == 1 ? 78 : 79);
        if (!ok)
            violations_.push_back(where + "card points add up to " + std::to_string(total));
        if (d.marsch() == "lone" && d.teamPoints() != 0)
            violations_.push_back(where + "a Marsch left the team card points");
    }
    for (std::size_t i = 0; i < totals_.size(); ++i)
        totals_[i] += last_.delta[i];
    lastDealer_ = d.table().dealer;
    ++dealsFinished_;
}

void DappenGame::reportDeal(nlohmann::json& out) const {
    if (!deal_ || deal_->toAct() >= 0)
        return;
    const Deal& d = *deal_;
    const Pack& p = pack();
    out["rules"] = std::string(rulesName(opt_.rules));
    out["dealer"] = d.table().dealer;
    out["players"] = d.table().order;
    nlohmann::json bids = nlohmann::json::array();
    for (const auto& [s, b] : d.bids())
        bids.push_back({{"seat", s}, {"bid", b}});
    out["bids"] = bids;
    out["outcome"] = d.outcome();
    out["contract"] = std::string(contractName(d.contract()));
    out["lone"] = seatOrNull(d.lone());
    out["other_bidder"] = seatOrNull(d.otherBidder());
    out["two_bidders"] = d.twoBidders();
    out["offender"] = seatOrNull(d.offender());
    out["gstiesierer"] = seatOrNull(d.gstiesierer());
    out["compensation"] =
        d.compensation() != kNoCard ? nlohmann::json(p.code(d.compensation())) : nlohmann::json(nullptr);
    std::vector<int> tricks;
    for (int s = 0; s < seats_; ++s)
        tricks.push_back(d.tricksWon(s));
    out["tricks"] = tricks;
    out["lone_points"] = d.lonePoints();
    out["team_points"] = d.teamPoints();
    out["lone_wins"] = d.outcome() == "played" || d.outcome() == "seven_honours" ? nlohmann::json(d.loneWins())
                                                                                 : nlohmann::json(nullptr);
    out["marsch"] = d.marsch().empty() ? nlohmann::json(nullptr) : nlohmann::json(d.marsch());
    out["game_amount"] = d.gameAmount();
    out["factor"] = d.gameFactor();
    out["game"] = d.gamePay();
    nlohmann::json ulti = nlohmann::json::array();
    for (const auto& u : d.ultiResults())
        ulti.push_back({{"card", p.code(u.card)}, {"trick", u.trick}, {"won", u.won}});
    out["ulti"] = ulti;
    out["ulti_pay"] = d.ultiPay();
}

void DappenGame::reportStandings(nlohmann::json& out) const {
    out["rules"] = std::string(rulesName(opt_.rules));
    out["totals"] = totals_;
    std::vector<int> purses;
    for (int s = 0; s < seats_; ++s)
        purses.push_back(purse(s));
    out["purse"] = purses;
    out["deals"] = dealsFinished_;
    out["session_over"] = false;
}

std::vector<std::string> DappenGame::invariantViolations() const {
    std::vector<std::string> v = violations_;
    if (std::accumulate(totals_.begin(), totals_.end(), 0) != 0)
        v.push_back("the running totals do not sum to zero");
    return v;
}

} // namespace st::dappen

namespace st::dappen {

ScoreUnit DappenGame::unit() const {
    // Dappen is played for money; the Mainz Carneval Tarot counts game points (dappen.txt,
    // "Mainz"). Decided here once for the whole program.
    return opt_.rules == Rules::Mainz ? ScoreUnit::GamePoints : ScoreUnit::Cents;
}

} // namespace st::dappen
