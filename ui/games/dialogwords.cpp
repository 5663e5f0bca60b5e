#include "dialogwords.h"

#include "dialogs/dealsummary.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/sessionsummary.h"
#include "gameface.h"
#include "history/recentsessions.h"
#include "text/wording.h"

#include <algorithm>

namespace st::ui::faces {

using text::Wording;

QString spoken(const Game& game, const std::vector<Action>& actions, std::size_t index, int trump) {
    if (index >= actions.size())
        return {};
    const Action& a = actions[index];
    const Pack& pack = game.pack();
    const GameFace& f = face(game);
    switch (a.act) {
    case Act::Play:
    case Act::Draw:
        return {};
    case Act::Declare:
        return trump >= 0 && a.suit == trump ? Wording::tr("40 in %1").arg(Wording::suitName(pack, a.suit))
                                             : Wording::tr("20 in %1").arg(Wording::suitName(pack, a.suit));
    case Act::Out:
        return Wording::tr("Aus! (out)");
    case Act::Close:
        return pack.kind() == PackKind::German24 ? Wording::tr("Zudecken (closed)") : Wording::tr("Zudrehen (closed)");
    case Act::Exchange:
        return Wording::tr("Tauscht (exchanged)");
    case Act::Durchmarsch:
        return Wording::tr("Durchmarsch!");
    case Act::Trump:
        return Wording::tr("Trumps: %1").arg(Wording::suitName(pack, a.suit));
    case Act::TrumpBlind:
        return Wording::tr("Trumps from the blind");
    case Act::Surrender:
        return Wording::tr("Aufgeben (gives up)");
    case Act::Redeal:
        return Wording::tr("Neu geben (redeal)");
    case Act::Call:
        return Wording::tr("Calls %1").arg(Wording::cardName(pack, a.card));
    case Act::Bid: {
        QString t = f.bidName(a.bid);
        if (a.talon.has_value() && !*a.talon)
            t += Wording::tr(" (without talon)");
        return t;
    }
    case Act::Pass:
        return f.bidName("pass");
    case Act::Discard:
        return Wording::tr("Discards %n card(s)", nullptr, static_cast<int>(a.cards.size()));
    case Act::Announce:
        if (a.what == "zehn_druck")
            return Wording::tr("Zehn Druck");
        if (a.what == "pfeife_raus")
            return Wording::tr("Pfeife raus");
        if (a.what == "ulti") { // the cards are laid out face up: everybody sees which
            QStringList names;
            for (Card c : a.cards)
                names << Wording::cardName(pack, c);
            return names.isEmpty() ? Wording::tr("Ulti")
                                   : Wording::tr("Ulti with %1").arg(names.join(Wording::tr(" and ")));
        }
        return QString::fromStdString(a.what);
    case Act::Knock: {
        const auto before = std::count_if(actions.begin(), actions.begin() + static_cast<std::ptrdiff_t>(index),
                                          [](const Action& k) { return k.act == Act::Knock; });
        // The deal described is the game's current (or just finished) one.
        return f.knockSpoken(game, static_cast<int>(before) + 1);
    }
    }
    return {};
}

QString commonBidName(const std::string& bid) {
    if (bid == "selber")
        return Wording::tr("Selber");
    if (bid == "pass")
        return Wording::tr("Weiter");
    return Wording::contractName(bid);
}

QString commonBidGloss(const std::string& bid) {
    if (bid == "pass")
        return Wording::tr("pass");
    if (bid == "rufer")
        return Wording::tr("the caller's game");
    if (bid == "bettler" || bid == "assenbettler" || bid == "ass_bettler")
        return Wording::tr("beggar: no trick");
    if (bid == "plauderer")
        return Wording::tr("open beggar");
    if (bid == "schnapser" || bid == "kontraschnapser")
        return Wording::tr("66 in a few tricks");
    if (bid == "farbenringerl" || bid == "trumpfringerl")
        return Wording::tr("a whole suit: every trick");
    return Wording::tr("every trick");
}

QString commonBidExplanation(const std::string& bid) {
    if (bid == "pass")
        return Wording::tr("Leave the contract to the others; if nobody bids, the caller plays the Rufer.");
    if (bid == "rufer")
        return Wording::tr("The caller's trumps; the first side to 66 wins, else the last trick. Worth 1 to 3.");
    if (bid == "bettler")
        return Wording::tr("Take no trick; the caller's trumps count.");
    if (bid == "assenbettler")
        return Wording::tr("Take no trick; no trumps, Aces lowest (10 K O U A).");
    if (bid == "ass_bettler")
        return Wording::tr("Take no trick; no trumps. You must hold an Ace and keep it.");
    if (bid == "schnapser")
        return Wording::tr("Caller only: win every trick and reach 66 within four tricks.");
    if (bid == "plauderer")
        return Wording::tr("Take no trick; your cards lie open after the first trick.");
    if (bid == "gang")
        return Wording::tr("Win every trick; no trumps; you lead.");
    if (bid == "zehnergang")
        return Wording::tr("Win every trick; no trumps, Aces lowest (10 K O U A); you lead.");
    if (bid == "bauernloch")
        return Wording::tr("Caller only: win every trick; trumps count, Aces lowest.");
    if (bid == "bauernschnapser")
        return Wording::tr("Caller only: win every trick; trumps count.");
    if (bid == "kontraschnapser")
        return Wording::tr("Not the caller: win every trick and reach 66 within three tricks; the caller leads.");
    if (bid == "farbenringerl")
        return Wording::tr("Holding all five cards of a suit: win every trick; no trumps; you lead.");
    if (bid == "kontrabauernschnapser")
        return Wording::tr("Not the caller: win every trick; trumps count; the caller leads.");
    if (bid == "trumpfringerl")
        return Wording::tr("Caller holding all five trumps: win every trick.");
    return {};
}

QString commonKnockName(int n) {
    return Wording::tr("Klopft (knocks, \u00d7%1)").arg(1 << n);
}

namespace report {

int seatAt(const nlohmann::json& j, const char* key, std::size_t i, int fallback) {
    if (!j.contains(key) || !j[key].is_array() || i >= j[key].size() || !j[key][i].is_number_integer())
        return fallback;
    return j[key][i].get<int>();
}

int seatOf(const nlohmann::json& j, const char* key) {
    return j.contains(key) && j[key].is_number_integer() ? j[key].get<int>() : -1;
}

bool contains(const nlohmann::json& j, const char* key, int seat) {
    if (!j.contains(key) || !j[key].is_array())
        return false;
    return std::any_of(j[key].begin(), j[key].end(),
                       [&](const nlohmann::json& v) { return v.is_number_integer() && v.get<int>() == seat; });
}

QString perSeat(const nlohmann::json& values, const QStringList& names, bool money) {
    QStringList parts;
    if (!values.is_array())
        return {};
    for (std::size_t i = 0; i < values.size() && static_cast<qsizetype>(i) < names.size(); ++i) {
        if (!values[i].is_number_integer())
            return {};
        const int v = values[i].get<int>();
        parts << QStringLiteral("%1 %2").arg(names[static_cast<qsizetype>(i)],
                                             money ? Wording::money(v) : Wording::number(v));
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace report

QStringList austrianOpponentNames() {
    return {NewGameDialog::tr("Ferdl"), NewGameDialog::tr("Mitzi"),  NewGameDialog::tr("Poldi"),
            NewGameDialog::tr("Resi"),  NewGameDialog::tr("Franzl"), NewGameDialog::tr("Vroni"),
            NewGameDialog::tr("Sepp")};
}

QStringList badenOpponentNames() {
    return {NewGameDialog::tr("Fridolin"), NewGameDialog::tr("Berta"),     NewGameDialog::tr("Alois"),
            NewGameDialog::tr("Hermine"),  NewGameDialog::tr("Gottfried"), NewGameDialog::tr("Vreni"),
            NewGameDialog::tr("Xaver"),    NewGameDialog::tr("Luise")};
}

QString bummerlStandingLine(const Game& game, const QStringList& names) {
    nlohmann::json st;
    game.reportStandings(st);
    QString s = RecentSessions::tr("Points: %1").arg(report::perSeat(st["scores"], names));
    if (st.contains("bummerl") && st["bummerl"].is_array() &&
        std::any_of(st["bummerl"].begin(), st["bummerl"].end(), [](const auto& b) { return b != 0; }))
        s += QStringLiteral("; ") + RecentSessions::tr("Bummerl: %1").arg(report::perSeat(st["bummerl"], names));
    return s;
}

QStringList bummerlSeatReasons(const nlohmann::json& r, int seat) {
    QStringList why;
    if (report::seatOf(r, "winner") == seat)
        why << DealSummary::tr("wins the deal");
    if (report::seatOf(r, "out") == seat)
        why << DealSummary::tr("went out");
    if (report::seatOf(r, "closed_by") == seat)
        why << DealSummary::tr("closed the talon");
    return why;
}

QString bummerlSessionFigure(const Game& game, int seat) {
    nlohmann::json st;
    game.reportStandings(st);
    const std::size_t i = static_cast<std::size_t>(seat);
    return SessionSummary::tr("%n point(s)", nullptr, report::seatAt(st, "scores", i)) + QStringLiteral(", ") +
           SessionSummary::tr("%n Bummerl", nullptr, report::seatAt(st, "bummerl", i));
}

QString para(const QString& text) {
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

} // namespace st::ui::faces
