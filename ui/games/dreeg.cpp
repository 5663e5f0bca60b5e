#include "dreeg.h"

namespace st::ui::faces {

const GameInfo& DreegFace::info() const {
    static const GameInfo& g = *findGame("dreeg");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

// -- Score sheets, history, lessons, rules book --

// -- The table --

} // namespace st::ui::faces

#include "dreeg/dreeg.h"
#include "table/scoreboard.h"
#include "table/tablemodel.h"

namespace st::ui::faces {

namespace {

QString phaseTitle(const std::string& id) {
    if (id == "66")
        return ScoreBoard::tr("Sechsundsechzig");
    if (id == "rot_assen")
        return ScoreBoard::tr("Rot-Assen");
    if (id == "rufen")
        return ScoreBoard::tr("Rufen");
    if (id == "kamerun")
        return ScoreBoard::tr("Kamerun");
    if (id == "kamerun_bei_nacht")
        return ScoreBoard::tr("Kamerun bei Nacht");
    if (id == "wegloescher")
        return ScoreBoard::tr("Weglöscher");
    return QString::fromStdString(id);
}

} // namespace

QString DreegFace::stockLabel() const {
    return ScoreBoard::tr("Talon");
}

void DreegFace::readScores(const TableModel& model, TableScores& out) const {
    const auto& game = static_cast<const dreeg::DreegGame&>(model.game());
    const int n = game.seats();
    for (int s = 0; s < n; ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        SeatScore& sc = out.seats[i];
        sc.strokes = game.strokes(s);
        sc.bollern = game.bollern(s);
        if (sc.strokes == 0 && game.phaseNumber() > 0)
            sc.markers << ScoreBoard::tr("Out");
        sc.summary = ScoreBoard::tr("%n stroke(s) left", nullptr, sc.strokes) + QStringLiteral(" \u00b7 ") +
                     ScoreBoard::tr("%n Bollern", nullptr, sc.bollern);
        if (game.countsPhaseWins())
            sc.summary += QStringLiteral(" \u00b7 ") + ScoreBoard::tr("%n phase(s) won", nullptr, game.wins(s));
    }
    const int phases = static_cast<int>(game.variant().getList("phases").size());
    out.lines
        << ScoreBoard::tr("Phase %1 of %2: %3").arg(game.phaseNumber()).arg(phases).arg(phaseTitle(game.phaseName()));
}

bool DreegFace::marksTrumpChooser(const Game& game) const {
    return static_cast<const dreeg::DreegGame&>(game).phaseKind() == dreeg::Kind::RotAssen;
}

QString DreegFace::noTrumpsLine(const Game& game) const {
    const dreeg::Kind kind = static_cast<const dreeg::DreegGame&>(game).phaseKind();
    return kind == dreeg::Kind::Kamerun || kind == dreeg::Kind::KamerunNacht
               ? QCoreApplication::translate("st::ui::TableScene", "No trumps (Kamerun)")
               : QString();
}

// German: zugedeckt, not zugedreht.
QString DreegFace::closedTalonTip(int cards) const {
    return QCoreApplication::translate("st::ui::TableScene", "Talon: %n card(s), closed", "Dreeg: zudecken", cards);
}

QString DreegFace::closedStockText() const {
    return QCoreApplication::translate("st::ui::TableScene", "%1: %2 \u00b7 closed", "Dreeg: zudecken");
}

// German: gemeldet, not angesagt.
QString DreegFace::pendingDeclaredNote() const {
    return QCoreApplication::translate("st::ui::TableScene", "(+%1 declared, counted with the first trick)",
                                       "Dreeg: melden");
}

// -- Seats and decisions --

} // namespace st::ui::faces
