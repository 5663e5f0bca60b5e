#include "wording.h"

#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

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
    if (n == "dappen") // not a game id: the contract of that name
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
