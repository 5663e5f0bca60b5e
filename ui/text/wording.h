// Words for what the Qt-free core reports: card and suit names, and why an
// action was refused. Every string goes through tr().
#pragma once

#include "cards.h"
#include "refusal.h"

#include <QCoreApplication>
#include <QString>

namespace st::text {

class Wording {
    Q_DECLARE_TR_FUNCTIONS(Wording)

  public:
    /// How cards are named: record codes ("EA") for the command line, names ("Ace of acorns") in the GUI.
    enum class Style { Codes, Names };

    static QString suitName(const Pack& pack, int suit);
    static QString cardName(const Pack& pack, Card c, Style style = Style::Names);
    /// Why an action was refused, e.g. "must overtake: holds EA, which beats E10".
    static QString reason(const Refusal& r, const Pack& pack, Style style = Style::Names);
};

} // namespace st::text
