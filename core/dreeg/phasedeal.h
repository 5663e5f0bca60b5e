// One deal of a Dreeg phase, whatever the phase: the interface the phase
// session (DreegGame) drives.
#pragma once

#include "../game.h"

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace st::dreeg {

inline constexpr int kMaxSeats = 5; ///< Weglöscher may seat five

/// The kinds of deal (the phases of dreeg.txt and its extra phases).
enum class Kind { SixtySix, RotAssen, Rufen, Kamerun, KamerunNacht };

/// Who plays a deal: the table size, the dealer (who may have dropped out
/// and still deals) and the active seats in play order, forehand first.
struct DealTable {
    int seats = 4;
    int dealer = 0;
    std::vector<int> order;
    Kind kind = Kind::SixtySix;
};

/// The deal of a Dreeg phase, whatever its kind (SechsundsechzigDeal, KamerunDeal).
class Deal {
  public:
    virtual ~Deal() = default;
    virtual std::unique_ptr<Deal> clone() const = 0;

    virtual int toAct() const = 0;
    virtual bool over() const = 0;
    virtual std::vector<Action> legalActions() const = 0;
    /// Optional decisions a seat other than toAct() may take now (e.g. the
    /// Ace of hearts declared on "Hast' das?"). Empty by default.
    virtual std::vector<Action> optionalActions(int seat) const {
        (void)seat;
        return {};
    }
    virtual Refusal check(const Action& a) const = 0;
    virtual void apply(const Action& a) = 0;

    virtual const DealTable& table() const = 0;
    /// Strokes each seat is to erase (before clamping to the slate).
    virtual const std::array<int, kMaxSeats>& erase() const = 0;
    /// Card points (with declarations that count) of the seat's side.
    virtual int sideCounted(int seat) const = 0;
    /// The counting help for `seat` (Game::countedPoints()).
    virtual PointCount countedPoints(int seat) const = 0;
    /// Face points of the cards in won piles, hands, talon and the trick (120 with every card).
    virtual int pointsInPlay() const = 0;
    virtual bool cardsConserved() const = 0;
    virtual void report(nlohmann::json& out) const = 0;
    virtual SeatView view(int seat) const = 0;
    /// Only trick play left (Game::trickPlay()); empty by default.
    virtual std::optional<TrickPlay> trickPlay() const { return std::nullopt; }
    /// Game::unseenTalon() and setUnseenTalon(); none by default.
    virtual CardList unseenTalon() const { return {}; }
    virtual void setUnseenTalon(const CardList& cards) { (void)cards; }
    /// The seat that broke a rule (penalised-revoke variant), or -1.
    virtual int offender() const { return -1; }
};

} // namespace st::dreeg
