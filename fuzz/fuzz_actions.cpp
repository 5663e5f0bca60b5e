// libFuzzer target: arbitrary action sequences applied to every rules engine.
//
// The first bytes choose the game, the rule preset, a few option changes, the
// table size and the shuffle seed. The rest drives the session: at each
// decision a byte chooses between one of the legal actions, an optional action
// of some seat, a legal action with a field changed, or an action built from
// the bytes (any kind, any seat, any cards of the pack, out-of-range numbers).
// Every action goes through check() and is applied only when check() accepts
// it. Between deals the next deal is dealt the way self-play and the table do
// (dealNext, or the cutter's choice), sometimes with the dealt cards tampered
// with before startDeal(). When the bytes run out, the current deal is played
// to its end with seeded random legal actions.
//
// After every applied action the engine must hold: no invariant violation,
// every seat's view computable, a decision due while in a deal, every listed
// legal and optional action accepted by check(), a clone answering the same.
// A breach aborts, so libFuzzer reports it as a crash.
#include "record.h"
#include "registry.h"
#include "selfplay.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

namespace {

using st::Act;
using st::Action;
using st::Card;
using st::CardList;
using st::Game;

/// At most this many actions are applied per input, and this many deals started,
/// so that no input runs long enough to count as a hang.
constexpr int kMaxActions = 3000;
constexpr int kMaxDeals = 40;
constexpr int kActKinds = static_cast<int>(Act::Draw) + 1;

/// The fuzzer's bytes, read front to back; zeros once they run out.
class Bytes {
  public:
    Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
    bool empty() const { return pos_ >= size_; }
    std::uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }
    /// A number in [0, n), n > 0.
    std::size_t below(std::size_t n) {
        const std::size_t v = n > 256 ? (std::size_t{byte()} << 8 | byte()) : byte();
        return v % n;
    }
    std::uint64_t u64() {
        std::uint64_t v = 0;
        for (int i = 0; i < 8; ++i)
            v = v << 8 | byte();
        return v;
    }

  private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t pos_ = 0;
};

std::string describe(const Game& g, const Action& a) {
    return st::actionToJson(a, g.pack()).dump();
}

/// FUZZ_TRACE=1 in the environment: every deal and applied action on stderr (to read a crash input).
const bool kTrace = std::getenv("FUZZ_TRACE") != nullptr;

[[noreturn]] void failWith(const Game& g, const std::string& what) {
    std::fprintf(stderr, "fuzz_actions: %s: %s (%d players, %d deals finished)\n", std::string(g.id()).c_str(),
                 what.c_str(), g.seats(), g.dealsFinished());
    std::abort();
}

/// The checks that hold after every applied action and every started deal.
void verify(const Game& g, bool deep) {
    if (const auto v = g.invariantViolations(); !v.empty())
        failWith(g, "invariant violated: " + v.front());
    for (int seat = 0; seat < g.seats(); ++seat) {
        const st::SeatView view = g.view(seat);
        if (view.seat != seat)
            failWith(g, "view(" + std::to_string(seat) + ") is another seat's");
    }
    if (g.inDeal()) {
        const int seat = g.toAct();
        const std::vector<Action> legal = g.legalActions();
        if (seat < 0 || seat >= g.seats() || legal.empty())
            failWith(g, "in a deal, but no decision is due (toAct " + std::to_string(seat) + ", " +
                            std::to_string(legal.size()) + " legal actions)");
        for (const Action& a : legal) {
            if (a.seat != seat)
                failWith(g, "a legal action of a seat not to act: " + describe(g, a));
            if (g.check(a))
                failWith(g, "check() refuses a listed legal action: " + describe(g, a));
        }
        for (int other = 0; other < g.seats(); ++other) {
            if (other == seat)
                continue;
            for (const Action& a : g.optionalActions(other))
                if (a.seat != other || g.check(a))
                    failWith(g, "check() refuses a listed optional action: " + describe(g, a));
        }
        (void)g.trickPlay();
        if (deep) {
            const std::unique_ptr<Game> copy = g.clone();
            if (copy->toAct() != seat || copy->legalActions() != legal)
                failWith(g, "a clone has other legal actions");
        }
    } else {
        // Between deals, or the session is over: the reports the CLI and the table print.
        nlohmann::json report = st::dealReport(g);
        g.reportStandings(report);
        (void)report.dump();
        if (!g.sessionOver()) {
            const st::NextDeal n = g.nextDeal();
            if (n.dealer >= g.seats() || (n.dealer < 0 && n.dealerChoices.empty()))
                failWith(g, "no dealer for the next deal");
            for (int c : n.dealerChoices)
                if (c < 0 || c >= g.seats())
                    failWith(g, "a dealer choice is not a seat");
        }
    }
}

/// Option changes over the preset: for a few options, another allowed value;
/// a change is kept only if that table size can still play the variant.
void tweakVariant(const st::GameInfo& info, st::Variant& v, int players, Bytes& in) {
    const auto& specs = *info.options;
    const int changes = in.byte() % 4;
    for (int k = 0; k < changes && !specs.empty(); ++k) {
        const st::OptionSpec& spec = specs[in.below(specs.size())];
        st::OptionValue value = spec.defaultValue;
        switch (spec.defaultValue.index()) {
        case 0:
            value = (in.byte() & 1) != 0;
            break;
        case 1:
            value = spec.min + static_cast<int>(in.below(static_cast<std::size_t>(spec.max - spec.min) + 1));
            break;
        case 2:
            if (!spec.choices.empty())
                value = spec.choices[in.below(spec.choices.size())];
            break;
        default: {
            std::vector<std::string> list;
            const std::size_t n = spec.minItems + in.byte() % 6;
            for (std::size_t i = 0; i < n && !spec.choices.empty(); ++i)
                list.push_back(spec.choices[in.below(spec.choices.size())]);
            value = list;
            break;
        }
        }
        st::Variant changed = v;
        if (changed.set(spec.name, value).empty() && st::validateSetup(info, changed, players).empty())
            v = changed;
    }
}

/// Words seen in the session's bids and announcements, and a few that no game knows.
struct Words {
    std::vector<std::string> list = {"", "x", "pass", "solo", "ulti", "zehn_druck", "pfeife_raus", "dreier"};
    void learn(const std::vector<Action>& actions) {
        for (const Action& a : actions)
            for (const std::string* s : {&a.bid, &a.what})
                if (!s->empty() && std::find(list.begin(), list.end(), *s) == list.end() && list.size() < 200)
                    list.push_back(*s);
    }
};

/// A seat number: usually a seat of the table, sometimes out of range (as a record may have).
int anySeat(const Game& g, Bytes& in) {
    const std::uint8_t b = in.byte();
    if (b < 224)
        return b % g.seats();
    static const int odd[] = {-1, -2, 7, 8, 9, 1000000, -1000000, 64};
    return odd[b % 8];
}

int anyNumber(Bytes& in) {
    const std::uint8_t b = in.byte();
    if (b < 200)
        return b % 24 - 2;
    static const int odd[] = {-1000000, 1000000, 64, 65, 100, 255, 999, -100};
    return odd[b % 8];
}

Card anyCard(const Game& g, Bytes& in) {
    const CardList all = st::toList(g.pack().all());
    return all[in.below(all.size())];
}

CardList anyCards(const Game& g, Bytes& in) {
    CardList cards;
    const int n = in.byte() % 14;
    for (int i = 0; i < n; ++i)
        cards.push_back(anyCard(g, in));
    return cards;
}

/// One field of an action changed, or the whole action built, from the bytes.
void changeField(const Game& g, Action& a, int field, Bytes& in, const Words& words) {
    switch (field) {
    case 0:
        a.seat = anySeat(g, in);
        break;
    case 1:
        a.act = static_cast<Act>(in.byte() % kActKinds);
        break;
    case 2:
        a.card = (in.byte() & 7) == 0 ? st::kNoCard : anyCard(g, in);
        break;
    case 3:
        a.suit = (in.byte() & 7) == 0 ? -1 : static_cast<int>(in.below(static_cast<std::size_t>(g.pack().suitCount())));
        break;
    case 4:
        a.index = anyNumber(in);
        break;
    case 5:
        a.cards = anyCards(g, in);
        break;
    case 6:
        a.bid = words.list[in.below(words.list.size())];
        break;
    case 7:
        a.what = words.list[in.below(words.list.size())];
        break;
    default: {
        const std::uint8_t t = in.byte() % 3;
        a.talon = t == 2 ? std::nullopt : std::optional<bool>(t == 1);
        break;
    }
    }
}

Action anyAction(const Game& g, Bytes& in, const Words& words) {
    Action a;
    a.seat = anySeat(g, in);
    a.act = static_cast<Act>(in.byte() % kActKinds);
    const std::uint8_t fields = in.byte();
    for (int f = 2; f <= 8; ++f)
        if ((fields >> (f - 2) & 1) != 0)
            changeField(g, a, f, in, words);
    return a;
}

/// The cards of a deal tampered with: cards swapped (still a whole pack), moved,
/// duplicated, the dealer or the knock changed. The engine may accept or refuse.
void tamper(const Game& g, st::DealSetup& s, Bytes& in) {
    std::vector<CardList*> places;
    for (CardList& h : s.hands)
        places.push_back(&h);
    places.push_back(&s.stock);
    auto place = [&]() -> CardList& { return *places[in.below(places.size())]; };
    const int steps = 1 + in.byte() % 3;
    for (int k = 0; k < steps; ++k) {
        switch (in.byte() % 6) {
        case 0: { // swap two cards
            CardList& a = place();
            CardList& b = place();
            if (!a.empty() && !b.empty())
                std::swap(a[in.below(a.size())], b[in.below(b.size())]);
            break;
        }
        case 1: { // move a card elsewhere
            CardList& a = place();
            if (!a.empty()) {
                const auto i = static_cast<std::ptrdiff_t>(in.below(a.size()));
                const Card c = a[static_cast<std::size_t>(i)];
                a.erase(a.begin() + i);
                place().push_back(c);
            }
            break;
        }
        case 2: { // a card twice
            CardList& a = place();
            if (!a.empty())
                a[in.below(a.size())] = anyCard(g, in);
            break;
        }
        case 3:
            s.dealer = in.byte() % g.seats();
            break;
        case 4:
            s.knocked = !s.knocked;
            break;
        default: { // reorder a hand
            CardList& a = place();
            std::reverse(a.begin(), a.end());
            break;
        }
        }
    }
}

/// Deal the next deal as the table does, the cutter (if any) choosing from the bytes;
/// sometimes a tampered deal is tried first on a copy and kept if the engine takes it.
void startNextDeal(std::unique_ptr<Game>& g, st::Rng& rng, Bytes& in) {
    const st::NextDeal n = g->nextDeal();
    int dealer = n.dealer;
    if (dealer < 0)
        dealer = n.dealerChoices[in.below(n.dealerChoices.size())];
    const std::uint8_t how = in.byte();
    st::DealSetup setup;
    if (g->cutter(dealer) >= 0)
        setup = g->makeDealCut(dealer, (how & 1) != 0, rng);
    else if ((how & 2) != 0 && n.dealer >= 0)
        setup = st::dealNext(*g, rng);
    else
        setup = g->makeDeal(dealer, rng);
    if ((how & 0xF0) == 0xF0) {
        st::DealSetup tampered = setup;
        tamper(*g, tampered, in);
        std::unique_ptr<Game> trial = g->clone();
        if (trial->startDeal(tampered).empty()) {
            g = std::move(trial);
            if (kTrace)
                std::fprintf(stderr, "tampered deal accepted, dealer %d\n", tampered.dealer);
            return;
        }
    }
    if (kTrace) {
        nlohmann::json standings;
        g->reportStandings(standings);
        std::fprintf(stderr, "deal %d, dealer %d, standings %s\n", g->dealsFinished(), setup.dealer,
                     standings.dump().c_str());
    }
    if (const std::string e = g->startDeal(setup); !e.empty())
        failWith(*g, "the engine refused its own deal: " + e);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    Bytes in(data, size);
    const auto& all = st::games();
    const st::GameInfo& info = all[in.below(all.size())];
    const st::RulePreset& preset = info.presets[in.below(info.presets.size())];
    std::string error;
    st::Variant variant = st::presetVariant(info, preset, &error);
    if (!error.empty()) {
        std::fprintf(stderr, "fuzz_actions: preset %s of %s refused: %s\n", preset.id.c_str(), info.id.c_str(),
                     error.c_str());
        std::abort();
    }
    std::vector<int> sizes;
    for (int n = info.minPlayers; n <= info.maxPlayers; ++n)
        if (st::validateSetup(info, variant, n).empty())
            sizes.push_back(n);
    if (sizes.empty())
        return 0;
    const int players = sizes[in.below(sizes.size())];
    tweakVariant(info, variant, players, in);
    st::Rng rng(in.u64());

    std::unique_ptr<Game> g = info.create(variant, players);
    verify(*g, false);
    Words words;
    int applied = 0;
    int deals = 0;
    if (kTrace) {
        nlohmann::json options;
        for (const st::OptionSpec& spec : variant.specs())
            if (variant.value(spec.name) != spec.defaultValue)
                options.push_back(spec.name);
        std::fprintf(stderr, "%s, preset %s, %d players, options changed: %s\n", info.id.c_str(), preset.id.c_str(),
                     players, options.dump().c_str());
    }
    auto apply = [&](const Action& a) {
        if (kTrace)
            std::fprintf(stderr, "  %s\n", describe(*g, a).c_str());
        g->apply(a);
        ++applied;
        verify(*g, applied % 16 == 0);
    };
    while (!g->sessionOver() && applied < kMaxActions) {
        if (!g->inDeal()) {
            if (in.empty() || deals >= kMaxDeals)
                break;
            startNextDeal(g, rng, in);
            ++deals;
            verify(*g, true);
            continue;
        }
        const std::vector<Action> legal = g->legalActions();
        words.learn(legal);
        if (in.empty()) {
            // Out of bytes: finish the deal with seeded random legal actions.
            apply(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
            continue;
        }
        const std::uint8_t op = in.byte();
        switch (op % 8) {
        case 4: { // an optional decision of some seat
            const int seat = static_cast<int>(in.below(static_cast<std::size_t>(g->seats())));
            const std::vector<Action> optional = g->optionalActions(seat);
            words.learn(optional);
            if (!optional.empty()) {
                const Action& a = optional[in.below(optional.size())];
                if (!g->check(a))
                    apply(a);
            }
            break;
        }
        case 5: { // a legal action with one or two fields changed
            Action a = legal[in.below(legal.size())];
            const int changes = 1 + (op >> 3) % 2;
            for (int k = 0; k < changes; ++k)
                changeField(*g, a, in.byte() % 9, in, words);
            if (!g->check(a))
                apply(a);
            break;
        }
        case 6:
        case 7: { // an action built from the bytes
            const Action a = anyAction(*g, in, words);
            if (!g->check(a))
                apply(a);
            break;
        }
        default:
            apply(legal[in.below(legal.size())]);
            break;
        }
    }
    return 0;
}
