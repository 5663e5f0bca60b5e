#include "dreeg.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace st::dreeg {

namespace {
const std::vector<std::string> kPhaseNames = {"66",      "rot_assen",         "rufen",
                                              "kamerun", "kamerun_bei_nacht", "wegloescher"};

OptionSpec boolOption(const char* name, const char* description) {
    OptionSpec o;
    o.name = name;
    o.description = description;
    o.defaultValue = false;
    return o;
}
OptionSpec choiceOption(const char* name, const char* description, std::vector<std::string> choices) {
    OptionSpec o;
    o.name = name;
    o.description = description;
    o.defaultValue = choices.front();
    o.choices = std::move(choices);
    return o;
}
} // namespace

const std::vector<OptionSpec>& optionSpecs() {
    static const std::vector<OptionSpec> specs = [] {
        std::vector<OptionSpec> v;
        OptionSpec strokes;
        strokes.name = "strokes";
        strokes.description = "Strokes on each slate at the start of a phase (7; the Kartl-Akademie plays 10).";
        strokes.defaultValue = 7;
        strokes.min = 1;
        strokes.max = 10;
        v.push_back(strokes);
        OptionSpec phases;
        phases.name = "phases";
        phases.description = "The phases the session plays, in order: 66, rot_assen, rufen, kamerun, and the extra "
                             "phases kamerun_bei_nacht and wegloescher.";
        phases.defaultValue =
            std::vector<std::string>{"66", "rot_assen", "rufen", "kamerun", "kamerun", "rufen", "rot_assen", "66"};
        phases.choices = kPhaseNames;
        phases.minItems = 1;
        v.push_back(phases);
        v.push_back(boolOption("closer_loses_at_least_two", "Two players: when the player who closed the talon "
                                                            "loses, the opponent erases at least 2 strokes."));
        v.push_back(boolOption("premature_out_three",
                               "Two players: if the talon was closed while a player had no trick and a player then "
                               "goes out with fewer than 66, the opponent erases 3 strokes, not 2."));
        v.push_back(boolOption("exchange_second_player",
                               "Two-player 66: the second player to a trick may exchange the trump Nine for the "
                               "indicator without having won a trick, and must play the indicator at once."));
        v.push_back(boolOption("exchange_on_close", "Two-player 66: at the moment the talon is closed, the closer's "
                                                    "opponent may exchange the trump Nine for the indicator."));
        v.push_back(choiceOption("indicator",
                                 "Two-player 66: which card is turned for trumps when dealing: the seventh "
                                 "(between the batches), the thirteenth, or the bottom card of the pack.",
                                 {"seventh", "thirteenth", "bottom"}));
        v.push_back(choiceOption("rot_assen_scoring",
                                 "Rot-Assen for three or four: standard, or Bamberger's (no going out; a lone "
                                 "player who makes 66 always erases 3).",
                                 {"standard", "bamberger"}));
        v.push_back(choiceOption("two_player_66_scoring",
                                 "66 with two players left: standard (the winner erases 1, 2 or 3 strokes by the "
                                 "loser's points and tricks), or Bamberger's (every win erases 1 stroke).",
                                 {"standard", "bamberger"}));
        v.push_back(boolOption("kamerun_second_no_overtake",
                               "In the second Kamerun phase players need only follow suit, not beat the highest "
                               "card (Loni Etzelmaier's rule in the Kartl-Akademie)."));
        v.push_back(choiceOption("kamerun_scoring",
                                 "Kamerun: standard (most points erase most, the first to lose their last stroke "
                                 "loses), or Bamberger's (fewest points erase most, played out like the other "
                                 "phases).",
                                 {"standard", "bamberger"}));
        v.push_back(boolOption("neustadt",
                               "The Neustadt tournament count: the winner of each phase (the first to erase all "
                               "strokes; in Kamerun whoever has most strokes left) receives a blob, the phases "
                               "repeat, and the first to seven blobs wins."));
        v.push_back(boolOption("penalise_revokes", "An illegal play is accepted, ends the deal and is penalised: "
                                                   "in Kamerun the offender erases 3, otherwise everyone else."));
        return v;
    }();
    return specs;
}

std::vector<int> wegloescherErase(const std::vector<int>& strokes, int winner, int loser, int won) {
    std::vector<int> out(strokes.size(), 0);
    for (std::size_t s = 0; s < strokes.size(); ++s) {
        if (static_cast<int>(s) == winner)
            out[s] = std::min(won, strokes[s]);
        else if (static_cast<int>(s) != loser && strokes[s] > 0)
            out[s] = std::min(won, strokes[s] - 1);
    }
    return out;
}

std::string validateVariant(const Variant& v, int players) {
    const auto phases = v.getList("phases");
    for (const auto& p : phases) {
        // Weglöscher is "for three or more players" (the text's example has five); every other
        // phase deals to all the players, at most four.
        if (players > 4 && p != "wegloescher")
            return "phases: only Weglöscher is played by five; the other phases need two to four players";
        if (players < 3 && (p == "kamerun" || p == "kamerun_bei_nacht"))
            return "phases: Kamerun needs three or four players";
        if (players < 3 && p == "wegloescher")
            return "phases: Weglöscher needs three or more players";
    }
    return {};
}

DreegGame::DreegGame(const Variant& v, int seats)
    : variant_(v), seats_(seats), startStrokes_(v.getInt("strokes")), phases_(v.getList("phases")),
      strokes_(static_cast<std::size_t>(seats), startStrokes_), bollern_(static_cast<std::size_t>(seats), 0),
      wins_(static_cast<std::size_t>(seats), 0), neustadt_(v.getBool("neustadt")) {}

const std::string& DreegGame::phaseAt(int i) const {
    const int n = static_cast<int>(phases_.size());
    return phases_[static_cast<std::size_t>(neustadt_ ? i % n : std::min(i, n - 1))];
}

std::string DreegGame::phaseName() const {
    return phaseAt(phase_);
}

Kind DreegGame::phaseKind() const {
    const std::string p = phaseName();
    if (p == "rot_assen")
        return Kind::RotAssen;
    if (p == "rufen")
        return Kind::Rufen;
    if (p == "kamerun")
        return Kind::Kamerun;
    if (p == "kamerun_bei_nacht")
        return Kind::KamerunNacht;
    return Kind::SixtySix; // 66 and Weglöscher
}

bool DreegGame::kamerunPhase() const {
    const Kind k = phaseKind();
    return (k == Kind::Kamerun || k == Kind::KamerunNacht) && variant_.getString("kamerun_scoring") == "standard";
}

bool DreegGame::wegloescher() const {
    return phaseName() == "wegloescher";
}

NextDeal DreegGame::nextDeal() const {
    NextDeal n;
    for (int s = 0; s < seats_; ++s)
        n.receives.push_back(strokes_[static_cast<std::size_t>(s)] > 0);
    if (over_ || inDeal())
        return n;
    if (phaseStart_) {
        // The first dealer of the session is found by any random method; the
        // loser of a phase chooses the first dealer of the next one (several
        // losers draw cards and the higher chooses).
        if (!losses_.empty() && losses_.back().losers.size() == 1)
            n.chooser = losses_.back().losers.front();
        for (int s = 0; s < seats_; ++s)
            n.dealerChoices.push_back(s);
        return n;
    }
    // The deal passes to the left, to the next player who was active in the
    // last deal: one who just dropped out still deals once more.
    std::vector<int> candidates = lastOrder_;
    if (wegloescher()) { // every active seat deals in turn (the dealer does not play)
        candidates.clear();
        for (int s = 0; s < seats_; ++s)
            if (strokes_[static_cast<std::size_t>(s)] > 0 || s == lastOrder_.front() || s == lastOrder_.back())
                candidates.push_back(s);
    }
    for (int k = 1; k <= seats_; ++k) {
        int s = (lastDealer_ + k) % seats_;
        if (std::find(candidates.begin(), candidates.end(), s) != candidates.end()) {
            n.dealer = s;
            break;
        }
    }
    return n;
}

DealTable DreegGame::tableFor(int dealer) const {
    DealTable t;
    t.seats = seats_;
    t.dealer = dealer;
    t.kind = phaseKind();
    for (int k = 1; k <= seats_; ++k) {
        int s = (dealer + k) % seats_;
        if (strokes_[static_cast<std::size_t>(s)] > 0)
            t.order.push_back(s);
    }
    if (wegloescher() && t.order.size() >= 3) {
        // The dealer deals to the next two players; the second of them leads.
        std::vector<int> active = t.order;
        active.erase(std::remove(active.begin(), active.end(), dealer), active.end());
        t.order = {active[1], active[0]};
    }
    return t;
}

DealSetup DreegGame::makeDeal(int dealer, Rng& rng) const {
    const DealTable t = tableFor(dealer);
    if (t.kind == Kind::Kamerun || t.kind == Kind::KamerunNacht)
        return KamerunDeal::deal(t, rng);
    const std::string ind = variant_.getString("indicator");
    return SechsundsechzigDeal::deal(t, rng,
                                     ind == "bottom"       ? SechsundsechzigDeal::Indicator::Bottom
                                     : ind == "thirteenth" ? SechsundsechzigDeal::Indicator::Thirteenth
                                                           : SechsundsechzigDeal::Indicator::Seventh);
}

std::string DreegGame::startDeal(const DealSetup& setup) {
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
    const DealTable t = tableFor(setup.dealer);
    const bool kamerun = t.kind == Kind::Kamerun || t.kind == Kind::KamerunNacht;
    if (auto e = kamerun ? KamerunDeal::validate(t, setup) : SechsundsechzigDeal::validate(t, setup); !e.empty())
        return e;
    const bool revokes = variant_.getBool("penalise_revokes");
    if (kamerun) {
        OptionsKamerun o;
        o.night = t.kind == Kind::KamerunNacht;
        o.penaliseRevokes = revokes;
        o.bamberger = variant_.getString("kamerun_scoring") == "bamberger";
        if (variant_.getBool("kamerun_second_no_overtake")) {
            // Only-follow in the second Kamerun phase of the list.
            int seen = 0;
            for (int i = phase_ - phase_ % static_cast<int>(phases_.size()); i <= phase_; ++i)
                seen += phaseAt(i) == "kamerun";
            o.overtake = !(phaseAt(phase_) == "kamerun" && seen >= 2);
        }
        deal_ = std::make_unique<KamerunDeal>(t, setup, o);
    } else {
        Options66 o;
        o.closerLosesAtLeastTwo = variant_.getBool("closer_loses_at_least_two");
        o.prematureOutThree = variant_.getBool("premature_out_three");
        o.exchangeSecondPlayer = variant_.getBool("exchange_second_player");
        o.exchangeOnClose = variant_.getBool("exchange_on_close");
        o.bambergerRotAssen = variant_.getString("rot_assen_scoring") == "bamberger";
        o.penaliseRevokes = revokes;
        // Only the 66 phase: Weglöscher keeps "1, 2 or 3 strokes as usual".
        o.twoPlayerWinIsOne = phaseName() == "66" && variant_.getString("two_player_66_scoring") == "bamberger";
        deal_ = std::make_unique<SechsundsechzigDeal>(t, setup, o);
    }
    phaseStart_ = false;
    return {};
}

std::vector<Action> DreegGame::optionalActions(int seat) const {
    return inDeal() ? deal_->optionalActions(seat) : std::vector<Action>{};
}

void DreegGame::endPhase(const std::vector<int>& losers) {
    if (losers.size() != 1 && !kamerunPhase())
        violations_.push_back("phase " + std::to_string(phase_ + 1) + " ended with " + std::to_string(losers.size()) +
                              " losers");
    for (int s : losers)
        ++bollern_[static_cast<std::size_t>(s)];
    losses_.push_back({phase_, losers});
    lastDealLosers_ = losers;
    if (kamerunPhase()) { // Neustadt: in Kamerun the phase winner has most strokes left
        const int most = *std::max_element(strokes_.begin(), strokes_.end());
        phaseWinners_.clear();
        for (int s = 0; s < seats_; ++s)
            if (strokes_[static_cast<std::size_t>(s)] == most)
                phaseWinners_.push_back(s);
    }
    for (int s : phaseWinners_)
        ++wins_[static_cast<std::size_t>(s)];
    phaseWinners_.clear();
    ++phase_;
    const bool seven = std::any_of(wins_.begin(), wins_.end(), [](int w) { return w >= 7; });
    if (neustadt_ ? seven : phase_ >= static_cast<int>(phases_.size())) {
        over_ = true;
    } else {
        std::fill(strokes_.begin(), strokes_.end(), startStrokes_);
        phaseStart_ = true;
    }
}

void DreegGame::scoreDeal() {
    const DealTable& t = deal_->table();
    const auto& erase = deal_->erase();
    const std::size_t n = static_cast<std::size_t>(seats_);
    lastDealLosers_.clear();
    last_.delta.assign(n, 0);
    last_.cardPoints.assign(n, 0);
    last_.sense = kamerunPhase() ? -1 : 1; // standard Kamerun: erasing strokes is bad
    for (int s : t.order)
        last_.cardPoints[static_cast<std::size_t>(s)] = deal_->sideCounted(s);
    if (deal_->pointsInPlay() != 120)
        violations_.push_back("deal " + std::to_string(dealsFinished_) + ": card points add up to " +
                              std::to_string(deal_->pointsInPlay()) + ", not 120");
    auto take = [&](int s, int k) {
        const std::size_t i = static_cast<std::size_t>(s);
        const int e = std::min(k, strokes_[i]);
        last_.delta[i] += e;
        strokes_[i] -= e;
    };
    std::vector<int> losers;
    if (kamerunPhase()) {
        // 3 before 2 before 1: the first group that empties a slate ends the phase.
        std::vector<int> strokes, toErase;
        for (int s : t.order) {
            strokes.push_back(strokes_[static_cast<std::size_t>(s)]);
            toErase.push_back(erase[static_cast<std::size_t>(s)]);
        }
        const KamerunDeal::Erasing e = KamerunDeal::eraseInOrder(strokes, toErase);
        for (std::size_t i = 0; i < t.order.size(); ++i)
            take(t.order[i], e.erased[i]);
        for (int i : e.losers)
            losers.push_back(t.order[static_cast<std::size_t>(i)]);
    } else if (wegloescher() && t.order.size() == 2) {
        const int a = t.order[0], b = t.order[1];
        const bool aWon = erase[static_cast<std::size_t>(a)] > 0;
        const std::vector<int> e =
            wegloescherErase(strokes_, aWon ? a : b, aWon ? b : a, erase[static_cast<std::size_t>(aWon ? a : b)]);
        for (int s = 0; s < seats_; ++s)
            take(s, e[static_cast<std::size_t>(s)]);
    } else {
        for (int s : t.order)
            take(s, erase[static_cast<std::size_t>(s)]);
    }
    if (!kamerunPhase()) {
        bool someoneSafe = false;
        for (int s : t.order)
            someoneSafe = someoneSafe || erase[static_cast<std::size_t>(s)] == 0;
        if (!someoneSafe && deal_->offender() < 0)
            violations_.push_back("deal " + std::to_string(dealsFinished_) + ": every player erased strokes");
        std::vector<int> left;
        for (int s = 0; s < seats_; ++s)
            if (strokes_[static_cast<std::size_t>(s)] > 0)
                left.push_back(s);
        if (left.size() == 1)
            losers = left;
        if (left.empty()) {
            // Only a penalty can empty every slate at once (dreeg.txt: never in a
            // scored deal); then the offender, who erased nothing, loses.
            if (deal_->offender() >= 0)
                losers = {deal_->offender()};
            else
                violations_.push_back("deal " + std::to_string(dealsFinished_) + ": nobody has strokes left");
        }
    }
    if (phaseWinners_.empty() && !kamerunPhase()) {
        // The first to erase all strokes wins the phase (Neustadt's blob).
        for (int s : t.order)
            if (strokes_[static_cast<std::size_t>(s)] == 0)
                phaseWinners_.push_back(s);
    }
    ++dealsFinished_;
    lastDealer_ = t.dealer;
    lastOrder_ = t.order;
    lastPhase_ = phase_;
    lastStrokesLeft_ = strokes_;
    if (!losers.empty())
        endPhase(losers);
}

void DreegGame::reportDeal(nlohmann::json& out) const {
    if (!deal_)
        return;
    deal_->report(out);
    out["phase_losers"] = lastDealLosers_;
    out["phase"] = lastPhase_ + 1;
    out["phase_name"] = phaseAt(lastPhase_);
    out["start_strokes"] = startStrokes_;
    out["strokes_left"] = lastStrokesLeft_;
}

void DreegGame::reportStandings(nlohmann::json& out) const {
    out["phase"] = phaseNumber();
    out["phase_name"] = phaseName();
    out["strokes"] = strokes_;
    std::vector<bool> dropped;
    for (int s : strokes_)
        dropped.push_back(s == 0);
    out["out"] = dropped;
    out["bollern"] = bollern_;
    if (neustadt_)
        out["wins"] = wins_;
    nlohmann::json losers = nlohmann::json::array();
    for (const auto& l : losses_)
        losers.push_back({{"phase", l.phase + 1}, {"phase_name", phaseAt(l.phase)}, {"losers", l.losers}});
    out["phase_losers"] = losers;
    out["session_over"] = over_;
}

std::vector<std::string> DreegGame::invariantViolations() const {
    std::vector<std::string> v = violations_;
    for (int s = 0; s < seats_; ++s)
        if (strokes_[static_cast<std::size_t>(s)] < 0)
            v.push_back("seat " + std::to_string(s) + " has fewer than zero strokes");
    return v;
}

} // namespace st::dreeg
