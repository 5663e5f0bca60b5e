// The faces' answers on seats and decisions that most games share (gameface.h, "Seats and
// decisions"). The words stay in the human seat's context of the translations.
#include "gameface.h"

#include <QCoreApplication>

namespace st::ui::faces {

GameFace::TrumpWords GameFace::trumpWords(const Game&, const std::vector<Action>&) const {
    return {QCoreApplication::translate("st::ui::HumanSeat", "Choose trumps"),
            QCoreApplication::translate("st::ui::HumanSeat", "Choose the trump suit.")};
}

QString GameFace::knockWords(int, const std::vector<Action>&, bool tip) const {
    return tip ? QCoreApplication::translate("st::ui::HumanSeat", "Knock: the game counts double.")
               : QCoreApplication::translate("st::ui::HumanSeat", "Klopfen \u2014 knock");
}

GameFace::PlayHint GameFace::playHint(const Game&, const SeatView&) const {
    return {};
}

std::optional<GameFace::TakenUp> GameFace::takenUp(const Game&) const {
    return std::nullopt;
}

GameFace::DiscardWords GameFace::talonDiscardWords(int needed) {
    DiscardWords t;
    t.title = QCoreApplication::translate("st::ui::HumanSeat", "Talon \u2014 lay away");
    t.intro = QCoreApplication::translate(
                  "st::ui::HumanSeat", "You picked up the talon. Lay away %1 cards face down; they count for nobody.")
                  .arg(needed);
    t.fresh = QCoreApplication::translate("st::ui::HumanSeat", "talon");
    return t;
}

} // namespace st::ui::faces
