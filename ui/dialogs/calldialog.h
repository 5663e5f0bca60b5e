// Rufen: forehand calls a card (its suit becomes trumps, its holder the
// partner). A grid of the pack with only the callable cards enabled,
// forehand's first three cards shown, and the rules text's advice as a hint.
#pragma once

#include "game.h"

#include <QDialog>

#include <vector>

namespace st::ui {

class CallDialog : public QDialog {
    Q_OBJECT

  public:
    CallDialog(const Pack& pack, const QString& deckStyle, const std::vector<Action>& legal, CardSet firstThree,
               QWidget* parent = nullptr);

    /// The rules text's advice for a call from these three cards (dreeg.txt: call
    /// the highest outstanding card of the trump suit).
    static QString advice(const Pack& pack, CardSet firstThree, const std::vector<Action>& legal);

  signals:
    void chosen(const st::Action& a);
};

} // namespace st::ui
