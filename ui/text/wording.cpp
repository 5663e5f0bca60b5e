#include "wording.h"

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
        return tr("cannot declare %1: the hand does not hold both King and Over").arg(suitName(pack, r.suit));
    case Reason::MustPlayDeclared:
        return tr("after declaring %1, the King or the Over of that suit must be led").arg(suitName(pack, r.suit));
    case Reason::NoTrickYet:
        return tr("not before winning a trick");
    case Reason::TooLateToGoOut:
        return tr("too late to go out: the second-to-last trick has been led");
    case Reason::TalonTooSmall:
        return tr("the talon can only be closed while it holds at least four cards");
    case Reason::TalonClosed:
        return tr("the talon is closed or used up");
    case Reason::NoTrumpNine:
        return tr("exchanging needs the Nine of trumps (%1) in the hand").arg(card(r.card));
    case Reason::OnlyLeader:
        return tr("only the player about to lead may do that");
    case Reason::BadField:
        return tr("the action is missing a field or has one out of range");
    }
    return tr("refused");
}

} // namespace st::text
