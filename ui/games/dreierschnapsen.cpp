#include "dreierschnapsen.h"

#include <QCoreApplication>

#include <algorithm>

namespace st::ui::faces {

const GameInfo& DreierschnapsenFace::info() const {
    static const GameInfo& g = *findGame("dreierschnapsen");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

// -- Score sheets, history, lessons, rules book --

// -- The table --

// -- Seats and decisions --

GameFace::TrumpWords DreierschnapsenFace::trumpWords(const Game&, const std::vector<Action>& legal) const {
    TrumpWords w{QCoreApplication::translate("st::ui::HumanSeat", "Trumpf \u2014 name trumps"),
                 QCoreApplication::translate(
                     "st::ui::HumanSeat", "You are the caller: name trumps from the suits of your first three cards.")};
    if (std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.act == Act::Redeal; }))
        w.text += QLatin1Char(' ') +
                  QCoreApplication::translate("st::ui::HumanSeat",
                                              "With three Unters you may also have the cards dealt again.");
    return w;
}

QString DreierschnapsenFace::knockWords(int knocks, const std::vector<Action>&, bool tip) const {
    const int factor = 1 << (knocks + 1); // the game's value after this knock
    if (knocks == 0)
        return tip ? QCoreApplication::translate(
                         "st::ui::HumanSeat",
                         "Spritzen: you think the declarer will lose; the contract counts double (×2).")
                   : QCoreApplication::translate("st::ui::HumanSeat", "Spritzen \u2014 double");
    if (knocks == 1)
        return tip ? QCoreApplication::translate("st::ui::HumanSeat",
                                                 "Retour: answer the Spritzen; the contract counts four times (×4).")
                   : QCoreApplication::translate("st::ui::HumanSeat", "Retour \u2014 double back");
    return tip ? QCoreApplication::translate("st::ui::HumanSeat",
                                             "Re: answer the Retour; the contract counts \u00d7%1.")
                     .arg(factor)
               : QCoreApplication::translate("st::ui::HumanSeat", "Re \u2014 double again");
}

GameFace::DiscardWords DreierschnapsenFace::discardWords(int needed) const {
    return talonDiscardWords(needed);
}

} // namespace st::ui::faces
