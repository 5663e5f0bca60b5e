#include "dreierschnapsen.h"

#include "record.h"
#include "schnapsen.h"
#include "text/wording.h"

#include <QCoreApplication>

namespace st::ui::faces {

const GameInfo& DreierschnapsenFace::info() const {
    static const GameInfo& g = *findGame("dreierschnapsen");
    return g;
}

// -- Names, units and values --

// -- Dialogs --

// -- Score sheets, history, lessons, rules book --

// Dreierschnapsen's sheet: the Bummerl pad of the Schnapsen games with the declarer, the contract,
// the knocks (Spritzen, Retour) and the result of each deal.
void DreierschnapsenFace::sheetBlocks(const Record& rec, const sheetparts::Replayed& r, ScoreSheet& sheet) const {
    using nlohmann::json;
    using sheetparts::cell;
    using sheetparts::leftCell;
    using sheetparts::name;
    using sheetparts::seatAt;
    SchnapsenFace::PadColumns c;
    c.headers << QCoreApplication::translate("st::ui::ScoreSheet", "Declarer")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Contract")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Knocks")
              << QCoreApplication::translate("st::ui::ScoreSheet", "Result");
    // Room for "Kontrabauernschnapser" and "Entscheidungsspiel" (a word each, which cannot wrap).
    c.widths << 10 << 18 << 7 << 9; // and for the German "Alleinspieler", "ausgemeldet"
    c.seatWidth = 9;
    c.cells = [&rec](const sheetparts::PlayedDeal& d) {
        const json& rep = d.report;
        QList<SheetCell> row;
        if (rep.value("tie_break", false)) {
            row << leftCell(name(rec, seatAt(rep, "winner")))
                << leftCell(QCoreApplication::translate("st::ui::ScoreSheet", "Tie-break")) << cell(QString())
                << leftCell(SchnapsenFace::howText(rep.value("outcome", std::string())));
        } else if (rep.value("redeal", false)) {
            row << cell(QString())
                << leftCell(QCoreApplication::translate("st::ui::ScoreSheet", "Redeal (three Unter)"))
                << cell(QString()) << cell(QString());
        } else {
            const int knocks = rep.value("knocks", 0);
            row << leftCell(name(rec, seatAt(rep, "declarer")))
                << leftCell(text::Wording::contractName(rep.value("contract", std::string())),
                            // played without the talon: worth a point more
                            rep.value("without_talon", false)
                                ? QCoreApplication::translate("st::ui::ScoreSheet", "without talon")
                                : QString())
                << cell(sheetparts::knocksText(knocks, QCoreApplication::translate("st::ui::ScoreSheet", "Spritzen"),
                                               QCoreApplication::translate("st::ui::ScoreSheet", "Retour")),
                        knocks > 0 ? QCoreApplication::translate("st::ui::ScoreSheet", "\u00d7%1").arg(1 << knocks)
                                   : QString())
                << cell(rep.value("declarer_won", false) ? QCoreApplication::translate("st::ui::ScoreSheet", "made")
                                                         : QCoreApplication::translate("st::ui::ScoreSheet", "lost"));
        }
        return row;
    };
    SchnapsenFace::bummerlPad(rec, r, sheet, c);
}

QString DreierschnapsenFace::sheetKeyFigures(const Record& rec, const Game& game) const {
    (void)rec;
    return SchnapsenFace::padKeyFigures(game);
}

void DreierschnapsenFace::sheetStandings(const Game& game, SheetTable& t) const {
    SchnapsenFace::padStandings(game, t);
}

void DreierschnapsenFace::blankSheet(const Variant& v, ScoreSheet& sheet) const {
    SchnapsenFace::blankPad(info(), v, sheet,
                            {QCoreApplication::translate("st::ui::ScoreSheet", "Declarer"),
                             QCoreApplication::translate("st::ui::ScoreSheet", "Contract"),
                             QCoreApplication::translate("st::ui::ScoreSheet", "Knocks"),
                             QCoreApplication::translate("st::ui::ScoreSheet", "Result")},
                            {9, 11, 8, 8});
}

int DreierschnapsenFace::blankSheetMostPlayers() const {
    return info().maxPlayers;
}

int DreierschnapsenFace::blankSheetPlayers() const {
    return 3;
}

ScoreUnit DreierschnapsenFace::storedUnit(bool money) const {
    (void)money;
    return ScoreUnit::GamePoints;
}

bool DreierschnapsenFace::unitByRules() const {
    return false;
}

GameFace::Wins DreierschnapsenFace::sessionWins(const HistoryEntry& e, int seat) const {
    return SchnapsenFace::bummerlWins(e, seat);
}

QString DreierschnapsenFace::winsText(const QString& won, const QString& of) const {
    return SchnapsenFace::bummerlWinsText(won, of);
}

bool DreierschnapsenFace::countsBollern() const {
    return false;
}

QString DreierschnapsenFace::historyStanding(const HistoryEntry& e) const {
    return SchnapsenFace::padStanding(e);
}

QString DreierschnapsenFace::lessonsCanDo() const {
    return QCoreApplication::translate(
        "st::ui::LessonLibrary",
        "You can now play Dreierschnapsen: name trumps after three cards, play the Rufer with the talon, "
        "answer a Spritzen with Retour, knock before the deal as middlehand and play a Bettler.");
}

QString DreierschnapsenFace::rulesDiscardSection() const {
    return QStringLiteral("talon");
}

QString DreierschnapsenFace::rulesTrumpSection(const Game& game) const {
    (void)game;
    return QStringLiteral("trumps");
}

// -- The table --

// -- Seats and decisions --

} // namespace st::ui::faces
