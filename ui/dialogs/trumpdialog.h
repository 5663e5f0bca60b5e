// Choosing trumps: the Dreeg Rot-Assen holder's choice (or surrender), the
// trump choice after a Rufen call, and the Dreierschnapsen caller's choice (a
// suit of the first three cards, a blind card of the second packet, or a
// redeal with three Unters). Offers exactly the legal actions it is given.
#pragma once

#include "game.h"

#include <QDialog>

#include <vector>

namespace st::ui {

class TrumpDialog : public QDialog {
    Q_OBJECT

  public:
    /// legal: the Trump (and Surrender, TrumpBlind, Redeal) actions to offer; hand: the cards the chooser sees.
    TrumpDialog(const Pack& pack, const QString& deckStyle, const std::vector<Action>& legal, CardSet hand,
                const QString& title, const QString& explanation, QWidget* parent = nullptr);

  signals:
    void chosen(const st::Action& a);
};

} // namespace st::ui
