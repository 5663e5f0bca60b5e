#include "wording.h"

#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

#include "dreierles/deal.h"
#include "dreierles/dreierles.h"

namespace st::text {

QString Wording::suitName(const Pack& pack, int suit) {
    if (pack.kind() == PackKind::Cego54) {
        switch (suit) {
        case 0:
            return tr("hearts");
        case 1:
            return tr("diamonds");
        case 2:
            return tr("clubs");
        case 3:
            return tr("spades");
        default:
            return tr("trumps");
        }
    }
    switch (suit) {
    case 0:
        return tr("acorns");
    case 1:
        return tr("leaves");
    case 2:
        return tr("hearts");
    default:
        return tr("bells");
    }
}

QString Wording::cardName(const Pack& pack, Card c, Style style) {
    if (c == kNoCard)
        return tr("no card");
    if (style == Style::Codes)
        return QString::fromStdString(pack.code(c));
    const int suit = pack.suit(c);
    if (pack.kind() == PackKind::Cego54) {
        if (suit == Pack::kCegoTrumpSuit) {
            const int n = pack.strength(c);
            if (n == 22)
                return tr("the Gstieß");
            return tr("trump %1").arg(n);
        }
        const std::string code = pack.code(c);
        const QString rank = QString::fromStdString(code.substr(1));
        QString r;
        if (rank == QLatin1String("K"))
            r = tr("King");
        else if (rank == QLatin1String("Q"))
            r = tr("Queen");
        else if (rank == QLatin1String("C"))
            r = tr("Cavalier");
        else if (rank == QLatin1String("J"))
            r = tr("Jack");
        else if (rank == QLatin1String("1"))
            r = tr("Ace");
        else
            r = rank;
        return tr("%1 of %2", "card: rank of suit").arg(r, suitName(pack, suit));
    }
    QString r;
    switch (Pack::germanRank(c)) {
    case Pack::Ace:
        r = tr("Ace");
        break;
    case Pack::Ten:
        r = tr("Ten");
        break;
    case Pack::King:
        r = tr("King");
        break;
    case Pack::Over:
        r = tr("Over");
        break;
    case Pack::Under:
        r = tr("Under");
        break;
    default:
        r = tr("Nine");
        break;
    }
    return tr("%1 of %2", "card: rank of suit").arg(r, suitName(pack, suit));
}

QString Wording::reason(const Refusal& r, const Pack& pack, Style style) {
    auto card = [&](Card c) { return cardName(pack, c, style); };
    switch (r.reason) {
    case Reason::None:
        return {};
    case Reason::NotYourTurn:
        return tr("not this seat's turn: seat %1 is to act").arg(r.seat);
    case Reason::NoDecisionDue:
        return tr("no decision is due: the deal is over");
    case Reason::NotInHand:
        return tr("%1 is not in the hand").arg(card(r.card));
    case Reason::MustFollow:
        return tr("must follow suit: %1 were led and the hand holds %2").arg(suitName(pack, r.suit), card(r.other));
    case Reason::MustTrump:
        return tr("must trump: no card of the suit led, but the hand holds the trump %1").arg(card(r.other));
    case Reason::MustOvertake:
        return tr("must overtake: holds %1, which beats %2; played %3").arg(card(r.other), card(r.third), card(r.card));
    case Reason::MustOvertrump:
        return tr("must overtrump: holds %1, which beats %2; played %3")
            .arg(card(r.other), card(r.third), card(r.card));
    case Reason::NotAllowedNow:
        return tr("that decision is not allowed at this moment");
    case Reason::NoPair:
        return (pack.kind() == PackKind::German24 // Dreeg: melden, Schnapsen: ansagen
                    ? tr("cannot declare %1: the hand does not hold both King and Over", "Dreeg: melden")
                    : tr("cannot declare %1: the hand does not hold both King and Over"))
            .arg(suitName(pack, r.suit));
    case Reason::MustPlayDeclared:
        return (pack.kind() == PackKind::German24
                    ? tr("after declaring %1, the King or the Over of that suit must be led", "Dreeg: melden")
                    : tr("after declaring %1, the King or the Over of that suit must be led"))
            .arg(suitName(pack, r.suit));
    case Reason::NoTrickYet:
        return tr("not before winning a trick");
    case Reason::TooLateToGoOut:
        return tr("too late to go out: the second-to-last trick has been led");
    case Reason::TalonTooSmall: // Dreeg (the German pack) says zudecken, Schnapsen zudrehen
        return pack.kind() == PackKind::German24 ? tr("the talon holds too few cards to be closed", "Dreeg: zudecken")
                                                 : tr("the talon holds too few cards to be closed");
    case Reason::TalonClosed:
        return pack.kind() == PackKind::German24 ? tr("the talon is closed or used up", "Dreeg: zudecken")
                                                 : tr("the talon is closed or used up");
    case Reason::NoTrumpNine:
        return tr("exchanging needs the Nine of trumps (%1) in the hand").arg(card(r.card));
    case Reason::OnlyLeader:
        return tr("only the player about to lead may do that");
    case Reason::BadField:
        return tr("the action is missing a field or has one out of range");
    case Reason::NoTrumpUnter:
        return tr("exchanging needs the Unter of trumps (%1) in the hand").arg(card(r.card));
    case Reason::TooLateToExchange:
        return tr("too late to exchange: the talon holds too few cards");
    case Reason::NotInFirstPacket:
        return tr("trumps must be the suit of one of the caller's first three cards; %1 is not")
            .arg(suitName(pack, r.suit));
    case Reason::NoThreeUnters:
        return tr("a redeal needs three Unters among the caller's first three cards");
    case Reason::ContractNotPlayed:
        return tr("that contract is unknown or not played in this variant");
    case Reason::NotEligible:
        return tr("that contract is not open to this player or this hand");
    case Reason::BidTooLow:
        return tr("the bid does not outrank the best bid so far");
    case Reason::BadDiscard:
        return tr("the discard must be two different cards of the hand and the talon");
    case Reason::MustKeepCard:
        return tr("%1 may not be discarded: the contract needs it").arg(card(r.card));
    case Reason::MustLeadTrump:
        return tr("the first trick must be led with a trump (%1)").arg(suitName(pack, r.suit));
    case Reason::MustPlayCalled:
        return tr("the called card %1 must be played to the first trick").arg(card(r.card));
    case Reason::NotCallable:
        return tr("a card can only be called in a suit among the first three cards");
    case Reason::NoAceOfHearts:
        return tr("only the holder of the Ace of hearts chooses trumps");
    case Reason::MustChooseTrump:
        return tr("trumps must be chosen first");
    case Reason::MustNotLeadSuit:
        return tr("may not lead %1 again: that suit was led to the previous trick").arg(suitName(pack, r.suit));
    case Reason::MustPlayIndicator:
        return tr("after exchanging, the trump %1 must be played to this trick").arg(card(r.card));
    case Reason::NoDurchmarsch:
        return tr("only the winner of the first trick may announce a Durchmarsch, before leading the second");
    case Reason::NightNoDurchmarsch:
        return tr("no Durchmarsch in Kamerun bei Nacht: nobody can see their own cards");
    case Reason::DurchmarschAnnounced:
        return tr("the Durchmarsch is already announced");
    case Reason::AceAfterTalonUp:
        return tr("the talon lies face up: a held Ace of hearts can no longer be declared");
    case Reason::DiscardCount:
        return tr("the discard must be as many different cards as were taken from the blind");
    case Reason::NoKingOrTrumpDiscard:
        return tr("%1 may not be discarded: Kings and trumps stay in the hand").arg(card(r.card));
    case Reason::NotEnoughTrumps:
        return tr("Zehn Druck needs at least ten trumps in the hand");
    case Reason::NoPfeife:
        return tr("Pfeife raus needs the Pfeife (%1) in the hand").arg(card(r.card));
    case Reason::MayNotKnock:
        return tr("seat %1 may not knock: it passed up the chance to bid, or knocking is closed").arg(r.seat);
    case Reason::PfeifeNotYet:
        return tr("%1 may not be played yet while another card is allowed").arg(card(r.card));
    case Reason::MustPlayPfeife:
        return tr("%1 must be played to this trick; played %2").arg(card(r.other), card(r.card));
    case Reason::TopTrumpsApart:
        return tr("%1 may not join %2 in a trick while another trump (%3) can be played")
            .arg(card(r.card), card(r.other), card(r.third));
    case Reason::MustLeadTrumps:
        return tr("trumps must be led to the first three tricks: the hand holds %1").arg(card(r.other));
    case Reason::MustPlayTopTrump:
        return tr("%1 must be played at the first opportunity; played %2").arg(card(r.other), card(r.card));
    case Reason::MustDappen:
        return tr("seat %1 must dappen: all the players before the second-to-last have passed").arg(r.seat);
    case Reason::NotDiscardable:
        return tr("%1 may not be discarded: 5-point cards (honours) stay in the hand").arg(card(r.card));
    case Reason::NotUltiCard:
        return tr("%1 cannot be laid out for Ulti: only trumps 1, 2 and 3 held by the lone player").arg(card(r.card));
    case Reason::UltiHeldBack:
        return tr("%1 is laid out for Ulti and may only be played when there is no other choice, 3 before 2 "
                  "before 1; %2 can be played")
            .arg(card(r.card), card(r.other));
    case Reason::GstiessWithheld:
        return tr("%1 was withheld and stays in the hand until the last trick").arg(card(r.card));
    case Reason::MustDrawFirst:
        return pack.kind() == PackKind::German24
                   ? tr("draw from the talon first (or close it or exchange before drawing)", "Dreeg: zudecken")
                   : tr("draw from the talon first (or close it or exchange before drawing)");
    case Reason::FirstTricksRule:
        return tr("in the first three tricks the Gstieß, the 21 and the 1 are due in turn and the others play "
                  "trumps: %2 is not allowed, play e.g. %1")
            .arg(card(r.other), card(r.card));
    }
    return tr("refused");
}

QString Wording::contractName(const std::string& n) {
    // Dreierles
    if (n == "dreier")
        return tr("Dreier");
    if (n == "zweier")
        return tr("Zweier");
    if (n == "einer")
        return tr("Einer");
    if (n == "solo")
        return tr("Solo");
    if (n == "solo_du")
        return tr("Solo Du");
    if (n == "raeuber")
        return tr("Räuber");
    // Dappen
    if (n == "dappen")
        return tr("Dappen");
    if (n == "strecken")
        return tr("Strecken");
    if (n == "stupfen")
        return tr("Stupfen");
    if (n == "ein_hannes")
        return tr("Ein Hannes");
    if (n == "zwei_hannes")
        return tr("Zwei Hannes");
    if (n == "geiss")
        return tr("Geiß");
    if (n == "none")
        return tr("no contract");
    // Dreierschnapsen
    if (n == "rufer")
        return tr("Rufer");
    if (n == "bettler")
        return tr("Bettler");
    if (n == "assenbettler")
        return tr("Assenbettler");
    if (n == "ass_bettler")
        return tr("Ass-Bettler");
    if (n == "schnapser")
        return tr("Schnapser");
    if (n == "plauderer")
        return tr("Plauderer");
    if (n == "gang")
        return tr("Gang");
    if (n == "zehnergang")
        return tr("Zehnergang");
    if (n == "bauernloch")
        return tr("Bauernloch");
    if (n == "bauernschnapser")
        return tr("Bauernschnapser");
    if (n == "kontraschnapser")
        return tr("Kontraschnapser");
    if (n == "farbenringerl")
        return tr("Farbenringerl");
    if (n == "kontrabauernschnapser")
        return tr("Kontrabauernschnapser");
    if (n == "trumpfringerl")
        return tr("Trumpfringerl");
    return QString::fromStdString(n);
}

QString Wording::playerName(const QString& stored) {
    // The English source and the German translation of st::ui::NewGameDialog's "You".
    if (stored == QLatin1String("You") || stored == QLatin1String("Du"))
        return QCoreApplication::translate("st::ui::NewGameDialog", "You");
    return stored;
}

QString Wording::number(int n) {
    const QString digits = QLocale().toString(n < 0 ? -static_cast<qint64>(n) : static_cast<qint64>(n));
    return n < 0 ? QStringLiteral("\u2212") + digits : digits;
}

QString Wording::signedNumber(int n) {
    if (n > 0)
        return QStringLiteral("+") + number(n);
    if (n < 0)
        return number(n);
    return QStringLiteral("\u00b10");
}

QString Wording::money(int cents, bool withSign) {
    const qint64 a = cents < 0 ? -static_cast<qint64>(cents) : cents;
    // The language's decimal sign and digit grouping: "1.20 €" in English, "1,20 €" in German.
    const QLocale locale;
    const QString amount =
        locale.toString(a / 100) + locale.decimalPoint() + QStringLiteral("%1").arg(a % 100, 2, 10, QLatin1Char('0'));
    const QString sign = cents < 0 ? QStringLiteral("\u2212") : withSign && cents > 0 ? QStringLiteral("+") : QString();
    return tr("%1%2 \u20ac", "money: sign, amount in euros").arg(sign, amount);
}

QString Wording::bidName(std::string_view gameId, const std::string& bid) {
    if (bid == "selber")
        return tr("Selber");
    if (bid == "pass") {
        if (gameId == "dreierles")
            return tr("Weg");
        if (gameId == "dappen")
            return tr("Fort!");
        return tr("Weiter");
    }
    if (gameId == "dappen" && bid == "fort_solo")
        return tr("Fort Solo!");
    if (gameId == "dappen" && bid == "gut")
        return tr("Gut");
    if (gameId == "dappen" && bid == "dappen")
        return tr("Ich dappe!");
    if (gameId == "dappen" && bid == "strecken")
        return tr("Ich strecke!");
    return contractName(bid);
}

QString Wording::bidGloss(std::string_view gameId, const std::string& bid) {
    if (gameId == "dreierles") {
        if (bid == "pass")
            return tr("pass");
        const int n = dreierles::blindCardsFor(dreierles::bidFromName(bid));
        if (n > 0)
            return n == 1 ? tr("take one blind card") : tr("take %1 blind cards").arg(n);
        if (bid == "solo_du")
            return tr("no blind, no trick for the others");
        return tr("no blind cards");
    }
    if (gameId == "dappen") {
        if (bid == "pass" || bid == "fort_solo")
            return tr("pass");
        if (bid == "gut")
            return tr("let the other bidder play");
        if (bid == "solo")
            return tr("alone without the Dapp");
        if (bid == "dappen")
            return tr("alone with the Dapp");
        if (bid == "strecken")
            return tr("stretch: take over the bid");
        if (bid == "selber")
            return tr("myself: keep the bid");
        if (bid == "stupfen")
            return tr("push: bid once more");
        if (bid == "ein_hannes")
            return tr("overcall, holding a King");
        if (bid == "zwei_hannes")
            return tr("overcall, holding two Kings");
        if (bid == "geiss")
            return tr("overcall, holding trump 1");
        return {};
    }
    if (bid == "pass")
        return tr("pass");
    if (bid == "rufer")
        return tr("the caller's game");
    if (bid == "bettler" || bid == "assenbettler" || bid == "ass_bettler")
        return tr("beggar: no trick");
    if (bid == "plauderer")
        return tr("open beggar");
    if (bid == "schnapser" || bid == "kontraschnapser")
        return tr("66 in a few tricks");
    if (bid == "farbenringerl" || bid == "trumpfringerl")
        return tr("a whole suit: every trick");
    return tr("every trick");
}

QString Wording::bidExplanation(const Game& game, const std::string& bid) {
    if (game.id() == "dappen" && (bid == "dappen" || bid == "ein_hannes" || bid == "zwei_hannes" || bid == "geiss") &&
        game.inDeal()) {
        const int dapp = game.view(std::max(0, game.toAct())).talonSize;
        const bool mainz = game.variant().getString("rules") == "mainz";
        if (mainz && bid == "dappen")
            return tr("Play alone: take the %n card(s) of the Écart and lay away as many (the honours only if "
                      "you then hold four of them or more; at seven players any card).",
                      nullptr, dapp);
        if (bid == "dappen" && dapp > 0)
            return tr("Play alone: take the %n card(s) of the Dapp and discard as many (never a 5-point card).",
                      nullptr, dapp);
    }
    return bidExplanation(game.id(), bid);
}

QString Wording::bidExplanation(std::string_view gameId, const std::string& bid) {
    if (gameId == "dreierles") {
        if (bid == "pass")
            return tr("Do not play alone. If everybody passes, a Räuber is played: whoever takes the most card points "
                      "pays the others.");
        const int b = dreierles::bidFromName(bid);
        const int n = dreierles::blindCardsFor(b);
        const int factor = dreierles::bidFactor(b);
        if (n > 0)
            return tr("Play alone: take the top %1 of the blind, shown to all, and discard as many (never a "
                      "King or a trump). 36 card points win. Counts \u00d7%2.")
                .arg(n == 1 ? tr("card") : tr("%1 cards").arg(n))
                .arg(factor);
        if (bid == "solo_du")
            return tr("Play alone with the cards dealt, no blind; lost as soon as the opponents take a trick. Counts "
                      "\u00d7%1.")
                .arg(factor);
        return tr("Play alone with the cards dealt, no blind. 36 card points win. Counts \u00d7%1.").arg(factor);
    }
    if (gameId == "dappen") {
        if (bid == "pass")
            return tr("Do not play alone this round.");
        if (bid == "fort_solo")
            return tr("No Solo for you; if nobody plays Solo, the Dappen round follows.");
        if (bid == "gut")
            return tr("Give up your bid: the other bidder plays alone. The game still counts double.");
        if (bid == "solo")
            return tr("Play alone against all the others with the cards dealt; the Dapp stays untouched. Ends the "
                      "bidding.");
        if (bid == "dappen")
            return tr("Play alone: take the twelve cards of the Dapp and discard as many (never a 5-point card).");
        if (bid == "strecken")
            return tr("Take the bid over from the first bidder; the first bidder may still keep it. Two bidders: the "
                      "game counts double.");
        if (bid == "selber")
            return tr("Keep your bid and play alone yourself.");
        if (bid == "stupfen")
            return tr("Bid once more after the dapper's Selber; the dapper may keep it once more.");
        if (bid == "ein_hannes")
            return tr("As Dappen, but you must hold at least one King.");
        if (bid == "zwei_hannes")
            return tr("As Dappen, but you must hold at least two Kings.");
        if (bid == "geiss")
            return tr("As Dappen, but you must hold the Geiß (trump 1); it cannot be held against you.");
        return {};
    }
    if (bid == "pass")
        return tr("Leave the contract to the others; if nobody bids, the caller plays the Rufer.");
    if (bid == "rufer")
        return tr("The caller's trumps; the first side to 66 wins, else the last trick. Worth 1 to 3.");
    if (bid == "bettler")
        return tr("Take no trick; the caller's trumps count.");
    if (bid == "assenbettler")
        return tr("Take no trick; no trumps, Aces lowest (10 K O U A).");
    if (bid == "ass_bettler")
        return tr("Take no trick; no trumps. You must hold an Ace and keep it.");
    if (bid == "schnapser")
        return tr("Caller only: win every trick and reach 66 within four tricks.");
    if (bid == "plauderer")
        return tr("Take no trick; your cards lie open after the first trick.");
    if (bid == "gang")
        return tr("Win every trick; no trumps; you lead.");
    if (bid == "zehnergang")
        return tr("Win every trick; no trumps, Aces lowest (10 K O U A); you lead.");
    if (bid == "bauernloch")
        return tr("Caller only: win every trick; trumps count, Aces lowest.");
    if (bid == "bauernschnapser")
        return tr("Caller only: win every trick; trumps count.");
    if (bid == "kontraschnapser")
        return tr("Not the caller: win every trick and reach 66 within three tricks; the caller leads.");
    if (bid == "farbenringerl")
        return tr("Holding all five cards of a suit: win every trick; no trumps; you lead.");
    if (bid == "kontrabauernschnapser")
        return tr("Not the caller: win every trick; trumps count; the caller leads.");
    if (bid == "trumpfringerl")
        return tr("Caller holding all five trumps: win every trick.");
    return {};
}

QString Wording::spoken(const Game& game, const std::vector<Action>& actions, std::size_t index, int trump) {
    if (index >= actions.size())
        return {};
    const Action& a = actions[index];
    const Pack& pack = game.pack();
    const std::string_view id = game.id();
    switch (a.act) {
    case Act::Play:
    case Act::Draw:
        return {};
    case Act::Declare:
        return trump >= 0 && a.suit == trump ? tr("40 in %1").arg(suitName(pack, a.suit))
                                             : tr("20 in %1").arg(suitName(pack, a.suit));
    case Act::Out:
        return tr("Aus! (out)");
    case Act::Close:
        return pack.kind() == PackKind::German24 ? tr("Zudecken (closed)") : tr("Zudrehen (closed)");
    case Act::Exchange:
        return tr("Tauscht (exchanged)");
    case Act::Durchmarsch:
        return tr("Durchmarsch!");
    case Act::Trump:
        return tr("Trumps: %1").arg(suitName(pack, a.suit));
    case Act::TrumpBlind:
        return tr("Trumps from the blind");
    case Act::Surrender:
        return tr("Aufgeben (gives up)");
    case Act::Redeal:
        return tr("Neu geben (redeal)");
    case Act::Call:
        return tr("Calls %1").arg(cardName(pack, a.card));
    case Act::Bid: {
        QString t = bidName(id, a.bid);
        if (a.talon.has_value() && !*a.talon)
            t += tr(" (without talon)");
        return t;
    }
    case Act::Pass:
        return bidName(id, "pass");
    case Act::Discard:
        return tr("Discards %n card(s)", nullptr, static_cast<int>(a.cards.size()));
    case Act::Announce:
        if (a.what == "zehn_druck")
            return tr("Zehn Druck");
        if (a.what == "pfeife_raus")
            return tr("Pfeife raus");
        if (a.what == "ulti") { // the cards are laid out face up: everybody sees which
            QStringList names;
            for (Card c : a.cards)
                names << cardName(pack, c);
            return names.isEmpty() ? tr("Ulti") : tr("Ulti with %1").arg(names.join(tr(" and ")));
        }
        return QString::fromStdString(a.what);
    case Act::Knock: {
        const auto before = std::count_if(actions.begin(), actions.begin() + static_cast<std::ptrdiff_t>(index),
                                          [](const Action& k) { return k.act == Act::Knock; });
        // The deal described is the game's current (or just finished) one: the engine says if it is a Räuber.
        const auto* dl = dynamic_cast<const dreierles::DreierlesGame*>(&game);
        const bool raeuber = dl && dl->currentDeal() && dl->currentDeal()->raeuber();
        return knockName(id, static_cast<int>(before) + 1, raeuber);
    }
    }
    return {};
}

QString Wording::knockName(std::string_view gameId, int n, bool raeuber) {
    const int factor = 1 << n;
    if (gameId == "dreierschnapsen")
        return n == 1 ? tr("Spritzen (×2)") : n == 2 ? tr("Retour (×4)") : tr("Knocks again (\u00d7%1)").arg(factor);
    if (gameId == "dreierles" && !raeuber && n == 1)
        return tr("Kontra (×2)");
    if (gameId == "dreierles" && !raeuber && n == 2)
        return tr("Re (×4)");
    return tr("Klopft (knocks, \u00d7%1)").arg(factor);
}

} // namespace st::text

namespace st::text {

QString Wording::recordPlace(const RecordError& e) {
    if (e.line > 0)
        return tr("at line %1, column %2").arg(e.line).arg(e.column);
    if (e.where.empty())
        return {};
    // The leading parts of the path a player knows are said in words (deal 3, action 6); the
    // rest (a field's name) stays as the file writes it.
    const QString path = QString::fromStdString(e.where);
    static const QRegularExpression part(
        QStringLiteral("^\\.?(deals|actions|hands|players)\\[(\\d+)\\](?:\\[(\\d+)\\])?"));
    QStringList words;
    int at = 0;
    for (;;) {
        const QRegularExpressionMatch m = part.match(path.mid(at));
        if (!m.hasMatch())
            break;
        const int n = m.captured(2).toInt() + 1;
        const QString name = m.captured(1);
        if (name == QLatin1String("deals"))
            words << tr("deal %1").arg(n);
        else if (name == QLatin1String("actions"))
            words << tr("action %1").arg(n);
        else if (name == QLatin1String("hands"))
            words << tr("hand %1").arg(n);
        else
            words << tr("player %1").arg(n);
        if (m.capturedLength(3) > 0)
            words << tr("card %1").arg(m.captured(3).toInt() + 1);
        at += static_cast<int>(m.capturedLength(0));
    }
    QString rest = path.mid(at);
    if (rest.startsWith(QLatin1Char('.')))
        rest.remove(0, 1);
    if (words.isEmpty())
        return tr("in the field %1").arg(rest);
    if (rest.isEmpty())
        return tr("in %1").arg(words.join(QStringLiteral(", ")));
    return tr("in %1 (%2)").arg(words.join(QStringLiteral(", ")), rest);
}

QString Wording::recordMessage(const RecordError& e) {
    using C = RecordErrorCode;
    auto arg = [&e](std::size_t i) { return i < e.args.size() ? QString::fromStdString(e.args[i]) : QString(); };
    switch (e.code) {
    case C::Other:
        return QString::fromStdString(e.message);
    case C::NotJson:
        return tr("the text is not valid JSON here");
    case C::Truncated:
        return tr("the file ends too early: it has been cut off");
    case C::Unreadable:
        return tr("the game record cannot be read (%1)").arg(arg(0));
    case C::NotObject:
        return tr("this is not a game record: the file is no JSON object");
    case C::UnknownField:
        return tr("there is a field \"%1\" that a game record does not have").arg(arg(0));
    case C::MissingField:
        return tr("the field \"%1\" is missing").arg(arg(0));
    case C::NotWholeNumber:
        return tr("a whole number belongs here");
    case C::NumberOutOfRange:
        return tr("the number is far too large");
    case C::NotString:
        return tr("a text in quotes belongs here");
    case C::NotBoolean:
        return tr("true or false belongs here");
    case C::NotArray:
        return tr("a list in square brackets belongs here");
    case C::NotCardCode:
        return tr("a card's code such as \"%1\" belongs here").arg(arg(0));
    case C::NotACard:
        return tr("\"%1\" is not a card of this game's pack").arg(arg(0));
    case C::NotCardList:
        return tr("a list of card codes belongs here");
    case C::NotSuitLetter:
        return tr("a suit's letter belongs here");
    case C::NotASuit:
        return tr("\"%1\" is not a suit of this game's pack").arg(arg(0));
    case C::ActionNotObject:
        return tr("an action must be written like {\"seat\": 0, \"act\": \"play\", \"card\": \"EA\"}");
    case C::UnknownAction:
        return tr("\"%1\" is no action of a game record").arg(arg(0));
    case C::DrawnOnlyOnClose:
        return tr("only closing the talon can say \"drawn\"");
    case C::ActionNeedsField:
        return tr("the action \"%1\" needs the field \"%2\"").arg(arg(0), arg(1));
    case C::BadOptionValue:
        return tr("an option's value must be true or false, a number, a text or a list of texts");
    case C::BadFormat:
        return tr("the format \"%1\" is unknown; this version reads \"%2\" and \"%3\"").arg(arg(0), arg(1), arg(2));
    case C::UnknownGame:
        return tr("\"%1\" is no game this version knows").arg(arg(0));
    case C::VariantNotObject:
    case C::VariantNotJson:
        return tr("the rules must be a JSON object of named options");
    case C::BadOption:
        return tr("this option is not possible (%1)").arg(arg(0));
    case C::BadSetup:
        return tr("these rules do not fit the table (%1)").arg(arg(0));
    case C::PlayersNotArray:
        return tr("the players must be a list of names");
    case C::PlayerNotName:
        return tr("a player's name in quotes belongs here");
    case C::PlayerCount:
        return tr("%1 is played by %2 to %3 players; the record has %4")
            .arg(QCoreApplication::translate("st::ui::NewGameDialog", e.args.empty() ? "" : e.args[0].c_str()))
            .arg(arg(1).toInt())
            .arg(arg(2).toInt())
            .arg(arg(3).toInt());
    case C::PlayedByCount:
        return tr("there must be one entry for each player");
    case C::PlayedByKind:
        return tr("who plays the seat must be one of %1").arg(arg(0));
    case C::DealNotObject:
        return tr("a deal must be a JSON object");
    case C::DealerOutOfRange:
        return tr("the dealer must be a seat from 0 to %1").arg(arg(0).toInt());
    case C::HandsCount:
        return tr("there must be one hand of cards for each of the %1 seats").arg(arg(0).toInt());
    case C::PreviousDealOpen:
        return tr("the deal before it is not finished");
    case C::DealRefused:
        return tr("the rules engine refuses the deal's cards (%1)").arg(arg(0));
    case C::NotASeat:
        return tr("the table has no such seat");
    }
    return QString::fromStdString(e.message);
}

QString Wording::recordError(const RecordError& e) {
    const QString place = recordPlace(e);
    return place.isEmpty() ? recordMessage(e) : tr("%1: %2").arg(place, recordMessage(e));
}

QString Wording::replayError(const ReplayError& e, const Pack& pack) {
    if (e.kind == ReplayError::Kind::Malformed)
        return recordError(e.error);
    const QString place = e.action >= 0 ? tr("in deal %1, action %2").arg(e.deal + 1).arg(e.action + 1)
                                        : tr("in deal %1").arg(e.deal + 1);
    return tr("%1: %2").arg(place, reason(e.refusal, pack));
}

} // namespace st::text
