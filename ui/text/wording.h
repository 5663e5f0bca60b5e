// Words for what the Qt-free core reports: card and suit names, and why an
// action was refused. Every string goes through tr().
#pragma once

#include "game.h"

#include <vector>

#include "cards.h"
#include "record.h"
#include "refusal.h"

#include <QCoreApplication>
#include <QString>

#include <string>
#include <string_view>

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
    /// A contract or bid by its record name ("solo_du", "strecken", "bauernschnapser", "raeuber").
    static QString contractName(const std::string& name);
    /// A whole number as shown: the language's digit grouping, a true minus sign ("−3").
    static QString number(int n);
    /// A change: "+3", "−2" or "±0".
    static QString signedNumber(int n);
    /// A player's name as the lists show it (recent sessions, history, statistics, score sheets):
    /// the player's default name, which the New game dialog fills in for an empty name ("You",
    /// in German "Du"), in the language of the day, whichever language the session began in.
    static QString playerName(const QString& stored);
    /// An amount of money given in cents, e.g. "1.20 €" or in German "1,20 €" (signed with plus when
    /// asked); the minus is a true minus sign.
    static QString money(int cents, bool withSign = false);

    // The words of bids, knocks and announcements are the games' own: their faces
    // (ui/games/gameface.h), and what a seat says at the table faces::spoken (ui/games/dialogwords.h).

    /// Where a record is wrong, in words: "at line 3, column 1", "in deal 3, action 6 (card)"
    /// (the JSON path's fields stay technical), "in the field format"; empty when the whole file.
    static QString recordPlace(const RecordError& e);
    /// What is wrong there, e.g. "„XX“ is not a card".
    static QString recordMessage(const RecordError& e);
    /// Both: "in deal 3, action 6 (card): „XX“ is not a card".
    static QString recordError(const RecordError& e);
    /// Why a record does not replay: the place and the engine's refusal, or what is malformed.
    static QString replayError(const ReplayError& e, const Pack& pack);
};

} // namespace st::text
