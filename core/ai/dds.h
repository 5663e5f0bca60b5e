// Open-card ("double-dummy") trick-play solver on card points: every hand is
// known and only tricks remain to be played. Bitmask move generation from the
// shared trick-play obligations (TrickRules), zero-window searches on a point
// target, a transposition table at trick boundaries and move ordering. Qt-free.
// See docs/ai.md, "The open-card solver".
#pragma once

#include "cards.h"
#include "game.h"
#include "trick.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace st::ai {

/// A position of pure trick play, every card known: the trick play a game gives (TrickPlay: order, hands, trick,
/// leader, trumps, obligations, card values, last-trick bonus) with its pack and the two sides of the solve; `team` is
/// not read, `side` is.
struct TrickPosition : TrickPlay {
    const Pack* pack = nullptr;
    /// The side whose points are counted (maximised) is 0, the other side 1.
    std::array<int, 8> side{};

    /// value[] set to the pack's face points.
    void useFacePoints();
    /// Points still to be won: the cards in hands and in the current trick, plus the bonus.
    int remaining() const;
};

struct DdsStats {
    long nodes = 0;    ///< positions visited (a card played is one node)
    long ttHits = 0;   ///< transposition-table answers at trick boundaries
    long searches = 0; ///< zero-window searches
};

/// The exact number of points side 0 takes from here (the current trick
/// included) when both sides play best. nodeLimit > 0: -1 when more nodes
/// would be needed.
int ddsPoints(const TrickPosition& p, DdsStats& stats, long nodeLimit = 0);

/// Does side 0 take at least `target` of the remaining points with best play
/// by both sides? (One zero-window search.) Empty when over nodeLimit (> 0).
std::optional<bool> ddsReaches(const TrickPosition& p, int target, DdsStats& stats, long nodeLimit = 0);

/// Chooses the cards of one deal's remaining trick play, position after
/// position, with one transposition table for all of them: every position
/// given must have the same pack, playing order, sides and card values.
class TrickSolver {
  public:
    /// nodeLimit > 0: the most nodes all the calls together may visit.
    explicit TrickSolver(long nodeLimit);
    ~TrickSolver();
    TrickSolver(const TrickSolver&) = delete;
    TrickSolver& operator=(const TrickSolver&) = delete;
    /// The card of `allowed` (the engine's legal cards for the seat to move)
    /// that is best for the mover's side; kNoCard once over the node limit.
    Card bestCard(const TrickPosition& p, CardSet allowed);
    const DdsStats& stats() const { return stats_; }

  private:
    struct Impl;
    long limit_;
    DdsStats stats_;
    std::unique_ptr<Impl> impl_;
};

/// The position a game gives (Game::trickPlay()) for an open-card solve seen
/// from `seat`: its partners are side 0.
TrickPosition trickPosition(const Pack& pack, const TrickPlay& tp, int seat);

/// Plain minimax over every legal card, no pruning (for tests: the reference).
int bruteForcePoints(const TrickPosition& p);

} // namespace st::ai
