#include "dds.h"

#include <algorithm>
#include <limits>
#include <memory>

namespace st::ai {

void TrickPosition::useFacePoints() {
    value.fill(0);
    for (Card c : cardsOf(pack->all()))
        value[static_cast<std::size_t>(c)] = pack->points(c);
}

int TrickPosition::remaining() const {
    int t = 0;
    bool cardsLeft = !trick.empty();
    for (int s : order) {
        for (Card c : cardsOf(hands[static_cast<std::size_t>(s)]))
            t += value[static_cast<std::size_t>(c)];
        cardsLeft = cardsLeft || hands[static_cast<std::size_t>(s)] != 0;
    }
    for (auto [s, c] : trick)
        t += value[static_cast<std::size_t>(c)];
    return t + (cardsLeft ? lastTrickBonus : 0);
}

namespace {

constexpr std::size_t ux(int i) {
    return static_cast<std::size_t>(i);
}

/// Zobrist keys per (card, position in the playing order) and per leader.
struct Zobrist {
    std::array<std::array<std::uint64_t, 8>, 64> card{};
    std::array<std::uint64_t, 8> leader{};
    Zobrist() {
        Rng rng(0x5eed'd0d5'2026ULL);
        for (auto& row : card)
            for (auto& k : row)
                k = rng.next();
        for (auto& k : leader)
            k = rng.next();
    }
};
const Zobrist& zobrist() {
    static const Zobrist z;
    return z;
}

/// The solver's working state: hands and the trick indexed by position in the
/// playing order (0..n-1), card facts in flat tables.
class Solver {
  public:
    Solver(DdsStats& stats, long nodeLimit) : stats_(stats), limit_(nodeLimit), table_(threadTable()) {
        gen_ = ++threadGeneration();
        if (gen_ == 0) { // wrapped: clear once, start again
            std::fill(table_.begin(), table_.end(), Entry{});
            gen_ = ++threadGeneration();
        }
    }

    /// Set up position p. The table stays: keep the pack, order, sides and
    /// values of earlier positions (a new Solver otherwise).
    void load(const TrickPosition& p) {
        const Pack& pack = *p.pack;
        n_ = static_cast<int>(p.order.size());
        trump_ = p.trump;
        rules_ = p.rules;
        bonus_ = p.lastTrickBonus;
        len_ = 0;
        bestAt_ = 0;
        for (int i = 0; i < n_; ++i) {
            const int seat = p.order[ux(i)];
            hand_[ux(i)] = p.hands[ux(seat)];
            side_[ux(i)] = p.side[ux(seat)];
            if (seat == p.leader)
                lead_ = i;
        }
        if (!tablesFor_ || tablesFor_ != &pack) {
            tablesFor_ = &pack;
            for (int s = 0; s < pack.suitCount(); ++s)
                suitMask_[ux(s)] = pack.suitMask(s);
            for (Card c : cardsOf(pack.all())) {
                suit_[ux(c)] = pack.suit(c);
                strength_[ux(c)] = pack.strength(c);
            }
            for (Card c : cardsOf(pack.all())) {
                CardSet h = 0;
                for (Card d : cardsOf(suitMask_[ux(suit_[ux(c)])]))
                    if (strength_[ux(d)] > strength_[ux(c)])
                        h |= bit(d);
                higher_[ux(c)] = h;
            }
        }
        for (Card c : cardsOf(pack.all()))
            value_[ux(c)] = p.value[ux(c)];
        for (auto [s, c] : p.trick)
            playToTrick(c);
        remaining_ = p.remaining();
    }

    /// Side 0 takes at least `need` more points; empty when over the node limit.
    std::optional<bool> reaches(int need) {
        ++stats_.searches;
        const bool r = search(need);
        if (over_)
            return std::nullopt;
        return r;
    }

    /// The points side 0 takes from here; empty when over the node limit.
    std::optional<int> value() {
        int lo = 0, hi = remaining_;
        while (lo < hi) {
            const int mid = (lo + hi + 1) / 2;
            const auto r = reaches(mid);
            if (!r)
                return std::nullopt;
            if (*r)
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo;
    }

    /// The best of `allowed` for the seat to move (its side's points); kNoCard
    /// when over the node limit. The first card in the search's order that
    /// keeps the position's value; if `allowed` holds none (another rule than
    /// the solver's obligations), the best by exact values.
    Card best(CardSet allowed) {
        const auto v = value();
        if (!v)
            return kNoCard;
        const int mover = (lead_ + len_) % n_;
        const bool maxi = side_[ux(mover)] == 0;
        std::array<Card, 64> moves;
        const int m = orderedCards(mover, allowed, moves);
        for (int i = 0; i < m; ++i) {
            Undo u;
            const int gained = play(moves[ux(i)], u);
            ++stats_.searches;
            const bool r = search(*v - gained + (maxi ? 0 : 1));
            undo(u);
            if (over_)
                return kNoCard;
            if (r == maxi)
                return moves[ux(i)];
        }
        Card bestCard = kNoCard;
        int bestValue = 0;
        for (int i = 0; i < m; ++i) {
            Undo u;
            const int gained = play(moves[ux(i)], u);
            const auto child = value();
            undo(u);
            if (!child)
                return kNoCard;
            const int total = gained + *child;
            if (bestCard == kNoCard || (maxi ? total > bestValue : total < bestValue)) {
                bestCard = moves[ux(i)];
                bestValue = total;
            }
        }
        return bestCard;
    }

    int remaining() const { return remaining_; }

  private:
    /// A table entry; entries of another solver (generation) count as empty.
    struct Entry {
        std::uint64_t key = 0;
        std::int16_t lo = std::numeric_limits<std::int16_t>::min(); ///< side 0 surely takes at least lo
        std::int16_t hi = std::numeric_limits<std::int16_t>::max(); ///< and at most hi
        std::uint32_t gen = 0;
    };
    /// One table per thread, reused by every solver on it (no allocation per solve).
    static std::vector<Entry>& threadTable() {
        thread_local std::vector<Entry> t(kTableSize);
        return t;
    }
    static std::uint32_t& threadGeneration() {
        thread_local std::uint32_t g = 0;
        return g;
    }
    static constexpr std::size_t kTableSize = std::size_t{1} << 15;

    bool beats(Card a, Card b) const {
        if (suit_[ux(a)] == suit_[ux(b)])
            return strength_[ux(a)] > strength_[ux(b)];
        return trump_ != kNoTrump && suit_[ux(a)] == trump_;
    }

    /// Cards of hand that beat the card winning the trick so far.
    CardSet beatersOf(CardSet h) const {
        const Card best = trick_[ux(bestAt_)];
        const int bs = suit_[ux(best)];
        CardSet out = h & higher_[ux(best)];
        if (trump_ != kNoTrump && bs != trump_)
            out |= h & suitMask_[ux(trump_)];
        return out;
    }

    /// The obligations of TrickRules on bitmasks (as st::legalCards).
    CardSet legal(CardSet h) const {
        if (len_ == 0)
            return h;
        const int led = suit_[ux(trick_[0])];
        if (rules_.follow) {
            const CardSet same = h & suitMask_[ux(led)];
            if (same) {
                if (rules_.beatInSuit)
                    if (const CardSet b = beatersOf(same))
                        return b;
                return same;
            }
        }
        if (rules_.trumpWhenVoid && trump_ != kNoTrump && trump_ != led) {
            const CardSet trumps = h & suitMask_[ux(trump_)];
            if (trumps) {
                if (rules_.overtrump)
                    if (const CardSet b = beatersOf(trumps))
                        return b;
                return trumps;
            }
        }
        return h;
    }

    void playToTrick(Card c) {
        if (len_ == 0 || beats(c, trick_[ux(bestAt_)]))
            bestAt_ = len_;
        trick_[ux(len_++)] = c;
    }

    std::uint64_t key() const {
        const Zobrist& z = zobrist();
        std::uint64_t k = z.leader[ux(lead_)];
        for (int i = 0; i < n_; ++i)
            for (Card c : cardsOf(hand_[ux(i)]))
                k ^= z.card[ux(c)][ux(i)];
        return k;
    }

    /// The mover's cards in the order to try them; equivalent cards (same
    /// suit and value, nothing still in play between them) only once.
    int orderedMoves(int mover, std::array<Card, 64>& out) const {
        return orderedCards(mover, legal(hand_[ux(mover)]), out);
    }
    int orderedCards(int mover, CardSet moves, std::array<Card, 64>& out) const {
        CardSet inPlay = 0;
        for (int i = 0; i < n_; ++i)
            inPlay |= hand_[ux(i)];
        for (int i = 0; i < len_; ++i)
            inPlay |= bit(trick_[ux(i)]);
        // Equivalence: keep the strongest card of each run.
        CardSet kept = 0;
        for (Card c : cardsOf(moves)) {
            const CardSet above = higher_[ux(c)] & inPlay;
            // The next card in play above c: if it is ours to play now and worth the same, c is its twin.
            Card next = kNoCard;
            for (Card d : cardsOf(above))
                if (next == kNoCard || strength_[ux(d)] < strength_[ux(next)])
                    next = d;
            if (next != kNoCard && has(moves, next) && value_[ux(next)] == value_[ux(c)])
                continue;
            kept |= bit(c);
        }
        // Scores, then a stable insertion sort (best first); hands hold at most 16 cards.
        int k = 0;
        std::array<int, 64> score;
        const bool partnerWins = len_ > 0 && side_[ux((lead_ + bestAt_) % n_)] == side_[ux(mover)];
        for (Card c : cardsOf(kept)) {
            int sc = 0;
            if (len_ == 0) {
                sc = value_[ux(c)] * 16 + strength_[ux(c)]; // lead winners and points first
            } else {
                const bool wins = beats(c, trick_[ux(bestAt_)]);
                if (partnerWins)
                    sc = wins ? -strength_[ux(c)] : 1000 + value_[ux(c)] * 16; // smear, do not overtake
                else
                    sc = wins ? 2000 - strength_[ux(c)] : 500 - value_[ux(c)] * 16; // cheapest winner, else cheapest
            }
            int at = k++;
            while (at > 0 && score[ux(at - 1)] < sc) {
                out[ux(at)] = out[ux(at - 1)];
                score[ux(at)] = score[ux(at - 1)];
                --at;
            }
            out[ux(at)] = c;
            score[ux(at)] = sc;
        }
        return k;
    }

    struct Undo {
        Card card = kNoCard;
        int mover = 0;
        int best = 0;
        bool completed = false;
        std::array<Card, 8> trick{};
        int lead = 0;
        int points = 0;
    };

    /// Play c for the seat to move; the points side 0 gains by the trick it completes.
    int play(Card c, Undo& u) {
        const int mover = (lead_ + len_) % n_;
        u.card = c;
        u.mover = mover;
        u.best = bestAt_;
        hand_[ux(mover)] &= ~bit(c);
        playToTrick(c);
        if (len_ < n_)
            return 0;
        const int winner = (lead_ + bestAt_) % n_;
        int pts = 0;
        for (int j = 0; j < n_; ++j)
            pts += value_[ux(trick_[ux(j)])];
        bool last = true;
        for (int j = 0; j < n_; ++j)
            last = last && hand_[ux(j)] == 0;
        if (last)
            pts += bonus_;
        u.completed = true;
        u.trick = trick_;
        u.lead = lead_;
        u.points = pts;
        remaining_ -= pts;
        len_ = 0;
        lead_ = winner;
        return side_[ux(winner)] == 0 ? pts : 0;
    }

    void undo(const Undo& u) {
        if (u.completed) {
            lead_ = u.lead;
            len_ = n_;
            trick_ = u.trick;
            remaining_ += u.points;
        }
        --len_;
        bestAt_ = u.best;
        hand_[ux(u.mover)] |= bit(u.card);
    }

    bool search(int need) {
        if (need <= 0)
            return true;
        if (need > remaining_)
            return false;
        Entry* e = nullptr;
        std::uint64_t k = 0;
        if (len_ == 0) {
            k = key();
            e = &table_[k & (kTableSize - 1)];
            if (e->gen == gen_ && e->key == k) {
                if (e->lo >= need) {
                    ++stats_.ttHits;
                    return true;
                }
                if (e->hi < need) {
                    ++stats_.ttHits;
                    return false;
                }
            }
        }
        if (limit_ > 0 && stats_.nodes >= limit_) {
            over_ = true;
            return false;
        }
        ++stats_.nodes;
        const int mover = (lead_ + len_) % n_;
        const bool maxi = side_[ux(mover)] == 0;
        std::array<Card, 64> moves;
        const int m = orderedMoves(mover, moves);
        bool result = !maxi;
        for (int i = 0; i < m; ++i) {
            Undo u;
            const int gained = play(moves[ux(i)], u);
            const bool r = search(need - gained);
            undo(u);
            if (over_)
                return false;
            if (r == maxi) {
                result = r;
                break;
            }
        }
        if (e) {
            if (e->gen != gen_ || e->key != k) {
                *e = Entry{};
                e->key = k;
                e->gen = gen_;
            }
            if (result)
                e->lo = std::max<std::int16_t>(e->lo, static_cast<std::int16_t>(need));
            else
                e->hi = std::min<std::int16_t>(e->hi, static_cast<std::int16_t>(need - 1));
        }
        return result;
    }

    DdsStats& stats_;
    long limit_;
    bool over_ = false;
    const Pack* tablesFor_ = nullptr;
    int n_ = 0;
    int trump_ = kNoTrump;
    TrickRules rules_;
    int bonus_ = 0;
    int lead_ = 0;
    std::array<CardSet, 8> hand_{};
    std::array<int, 8> side_{};
    std::array<CardSet, 5> suitMask_{};
    std::array<int, 64> suit_{}, strength_{}, value_{};
    std::array<CardSet, 64> higher_{};
    std::array<Card, 8> trick_{};
    int len_ = 0;
    int bestAt_ = 0;
    int remaining_ = 0;
    std::vector<Entry>& table_;
    std::uint32_t gen_ = 0;
};

int brute(const TrickPosition& p) {
    bool cardsLeft = false;
    for (int s : p.order)
        cardsLeft = cardsLeft || p.hands[ux(s)] != 0;
    if (!cardsLeft && p.trick.empty())
        return 0;
    const std::size_t n = p.order.size();
    const std::size_t leadAt =
        static_cast<std::size_t>(std::find(p.order.begin(), p.order.end(), p.leader) - p.order.begin());
    const int mover = p.order[(leadAt + p.trick.size()) % n];
    CardList t;
    for (auto [s, c] : p.trick)
        t.push_back(c);
    const CardSet moves = legalCards(*p.pack, p.hands[ux(mover)], t, p.trump, p.rules);
    const bool maxi = p.side[ux(mover)] == 0;
    int best = maxi ? -1 : std::numeric_limits<int>::max();
    for (Card c : cardsOf(moves)) {
        TrickPosition q = p;
        q.hands[ux(mover)] &= ~bit(c);
        q.trick.push_back({mover, c});
        int v = 0;
        if (q.trick.size() == n) {
            CardList cards;
            int pts = 0;
            for (auto [s, d] : q.trick) {
                cards.push_back(d);
                pts += q.value[ux(d)];
            }
            const int winner = q.trick[ux(winningIndex(*q.pack, cards, q.trump))].first;
            bool last = true;
            for (int s : q.order)
                last = last && q.hands[ux(s)] == 0;
            if (last)
                pts += q.lastTrickBonus;
            q.trick.clear();
            q.leader = winner;
            v = brute(q) + (q.side[ux(winner)] == 0 ? pts : 0);
        } else {
            v = brute(q);
        }
        best = maxi ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

} // namespace

std::optional<bool> ddsReaches(const TrickPosition& p, int target, DdsStats& stats, long nodeLimit) {
    Solver s(stats, nodeLimit > 0 ? stats.nodes + nodeLimit : 0);
    s.load(p);
    return s.reaches(target);
}

int ddsPoints(const TrickPosition& p, DdsStats& stats, long nodeLimit) {
    Solver s(stats, nodeLimit > 0 ? stats.nodes + nodeLimit : 0);
    s.load(p);
    // Binary search on the target; the table's bounds carry over between searches.
    return s.value().value_or(-1);
}

struct TrickSolver::Impl {
    Impl(DdsStats& st, long limit) : solver(st, limit) {}
    Solver solver;
};

TrickSolver::TrickSolver(long nodeLimit) : limit_(nodeLimit) {}
TrickSolver::~TrickSolver() = default;

Card TrickSolver::bestCard(const TrickPosition& p, CardSet allowed) {
    if (!impl_)
        impl_ = std::make_unique<Impl>(stats_, limit_);
    impl_->solver.load(p);
    return impl_->solver.best(allowed);
}

int bruteForcePoints(const TrickPosition& p) {
    return brute(p);
}

} // namespace st::ai

namespace st::ai {

TrickPosition trickPosition(const Pack& pack, const TrickPlay& tp, int seat) {
    TrickPosition p;
    static_cast<TrickPlay&>(p) = tp;
    p.pack = &pack;
    for (int s : tp.order)
        p.side[ux(s)] = tp.team[ux(s)] == tp.team[ux(seat)] ? 0 : 1;
    return p;
}

} // namespace st::ai
