#include "dreierles.h"

#include "dreierles/dreierles.h"

#include <QCoreApplication>

#include <algorithm>

namespace st::ui::faces {

const GameInfo& DreierlesFace::info() const {
    static const GameInfo& g = *findGame("dreierles");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

// -- Score sheets, history, lessons, rules book --

// -- The table --

// -- Seats and decisions --

QString DreierlesFace::knockWords(int knocks, const std::vector<Action>& actions, bool tip) const {
    const int factor = 1 << (knocks + 1); // the game's value after this knock
    const bool raeuber =
        std::none_of(actions.begin(), actions.end(), [](const Action& a) { return a.act == Act::Bid; });
    if (raeuber)
        return tip ? QCoreApplication::translate(
                         "st::ui::HumanSeat",
                         "Knock to double the Räuber (\u00d7%1): whoever takes the most card points pays the "
                         "others.")
                         .arg(factor)
                   : QCoreApplication::translate("st::ui::HumanSeat", "Klopfen \u2014 double the Räuber");
    if (knocks == 0)
        return tip ? QCoreApplication::translate(
                         "st::ui::HumanSeat",
                         "Kontra: knock if you think the declarer will lose; the game counts double (×2) "
                         "for both opponents.")
                   : QCoreApplication::translate("st::ui::HumanSeat", "Kontra \u2014 knock");
    if (knocks == 1)
        return tip ? QCoreApplication::translate("st::ui::HumanSeat",
                                                 "Re: knock back; the game counts four times (×4).")
                   : QCoreApplication::translate("st::ui::HumanSeat", "Re \u2014 knock back");
    return tip ? QCoreApplication::translate("st::ui::HumanSeat", "Knock again: the game counts \u00d7%1.").arg(factor)
               : QCoreApplication::translate("st::ui::HumanSeat", "Klopfen \u2014 knock again (\u00d7%1)").arg(factor);
}

GameFace::DiscardWords DreierlesFace::discardWords(int needed) const {
    DiscardWords t;
    t.title = QCoreApplication::translate("st::ui::HumanSeat", "Dreierles \u2014 discard");
    t.intro =
        (needed == 1 ? QCoreApplication::translate("st::ui::HumanSeat", "You took the top card of the blind.")
                     : QCoreApplication::translate("st::ui::HumanSeat", "You took the top %1 cards of the blind.")
                           .arg(needed)) +
        QLatin1Char(' ') +
        QCoreApplication::translate(
            "st::ui::HumanSeat", "Lay away as many face down; they count for you. Kings and trumps stay in your hand.");
    t.fresh = QCoreApplication::translate("st::ui::HumanSeat", "blind");
    return t;
}

std::optional<GameFace::TakenUp> DreierlesFace::takenUp(const Game& game) const {
    // The blind cards the declarer draws are laid face up for everyone to look at (dreierles.txt)
    // before they go into the hand.
    const dreierles::Deal* deal = static_cast<const dreierles::DreierlesGame&>(game).currentDeal();
    if (!deal || deal->taken() == 0)
        return std::nullopt;
    return TakenUp{deal->declarer(), deal->taken()};
}

} // namespace st::ui::faces
