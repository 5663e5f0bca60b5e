#!/usr/bin/env python3
"""Lesson dreierles-raeuber: everyone passes, the Räuber knocks, playing to take few card points."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import author as authoring  # noqa: E402
from author import author, replay, beats, strength, suit, value, trick_winner  # noqa: E402
import lessonfile  # noqa: E402


def duck(options, trick, trump_leader=False):
    """A Räuber policy: lose the trick with the dearest card that loses; lead the cheapest card."""
    plays = [o for o in options if o["act"] == "play"]
    if not plays:
        return options[0]
    cards = [o["card"] for o in plays]
    if not trick:
        pick = min(cards, key=lambda c: (suit(c) == "T", value(c), strength(c)))
        return plays[cards.index(pick)]
    win, led = trick_winner(trick)
    losers = [c for c in cards if not beats(c, win, led)]
    if losers:
        pick = max(losers, key=lambda c: (value(c), strength(c)))
    else:
        pick = max(cards, key=strength)
    return plays[cards.index(pick)]


authoring.choose = duck

hands = [
    ["T3", "T2", "HQ", "H2", "H3", "H4", "DJ", "D2", "D3", "D4", "CK", "CJ", "C10", "C9", "C8", "C7"],
    ["T21", "T19", "T15", "T13", "T9", "T8", "T6", "T4", "T1", "HC", "HJ", "H1", "DK", "CQ", "SC", "SJ"],
    ["T22", "T20", "T18", "T17", "T14", "T12", "T10", "T7", "T5", "HK", "DQ", "D1", "SK", "SQ", "S10", "S9"],
]
stock = ["T16", "S7", "CC", "T11", "DC", "S8"]
script = [
    {"seat": 1, "act": "pass"}, {"seat": 2, "act": "pass"}, {"seat": 0, "act": "pass"},
    {"seat": 0, "act": "knock"}, {"seat": 1, "act": "knock"},
    {"seat": 1, "act": "play", "card": "CQ"}, {"seat": 2, "act": "play", "card": "T5"},
    {"seat": 0, "act": "play", "card": "CK"},
    {"seat": 2, "act": "play", "card": "T7"}, {"seat": 0, "act": "play", "card": "T3"},
    {"seat": 1, "act": "play", "card": "T6"},
    {"seat": 2, "act": "play", "card": "T10"}, {"seat": 0, "act": "play", "card": "T2"},
    {"seat": 1, "act": "play", "card": "T9"},
    {"seat": 2, "act": "play", "card": "S9"}, {"seat": 0, "act": "play", "card": "HQ"},
    {"seat": 1, "act": "play", "card": "SC"},
    {"seat": 1, "act": "play", "card": "H1"}, {"seat": 2, "act": "play", "card": "HK"},
    {"seat": 0, "act": "play", "card": "H2"},
    {"at": 38, "seat": 2, "act": "play", "card": "T12"},
]
spec = {"format": "stammtisch-record/2", "game": "dreierles", "variant": {}, "players": ["You", "Kunni", "Bertl"],
        "deals": [{"dealer": 0, "hands": hands, "stock": stock, "actions": [], "script": script}]}


def t(en, de):
    return {"en": en, "de": de}


meta = {
    "id": "dreierles-raeuber", "game": "dreierles", "order": 430, "rules": "raeuber",
    "title": t("Der Räuber: everyone passes", "Der Räuber: alle sagen weg"),
    "summary": t("All three say weg: a Räuber. You knock first and play to take as few card points as you can.",
                 "Alle drei sagen weg: ein Räuber. Du klopfst als Erster und spielst so, dass du möglichst wenige "
                 "Augen machst."),
    "intro": t(
        "If all three players say weg, nobody plays alone: a Räuber is played. The blind is set aside and counts "
        "for nobody, everyone plays for himself, and whoever takes the most card points pays the others. Before "
        "the first card each player may knock once to double it – the last to pass first. This time you are the "
        "dealer and Kunni leads. Choose passes and knocks with the buttons; click a card to play it. The coach "
        "shows you what to do.",
        "Sagen alle drei weg, spielt keiner allein: es gibt einen Räuber. Der Blinde wird beiseitegelegt und zählt "
        "für niemanden, jeder spielt für sich, und wer die meisten Augen macht, zahlt den anderen. Vor der ersten "
        "Karte darf jeder einmal klopfen und verdoppeln – wer zuletzt weg gesagt hat, zuerst. Diesmal gibst du, "
        "und Kunni spielt aus. Weg sagen und klopfen wählst du mit den Knöpfen; eine Karte spielst du mit einem "
        "Klick. Der Hinweis zeigt dir, was zu tun ist."),
    "outro": t(
        "You took no trick at all: 0 card points. Bertl took 33, Kunni 31; the six cards of the blind count for "
        "nobody. Bertl has the most, so he pays the Räuber: 2 game points, doubled for your knock and again for "
        "Kunni's – 8 to you and 8 to Kunni, 16 in all. Had you knocked and then taken the most, you would have "
        "paid 8 to each of them: knock when your cards are low. If two tie for the most, they share the payment. "
        "Remember: in a Räuber get rid of Kings, Queens and trumps on tricks that go to the others, and never "
        "take a trick you can lose.",
        "Du hast keinen einzigen Stich gemacht: 0 Augen. Bertl hat 33, Kunni 31; die sechs Karten des Blinden "
        "zählen für niemanden. Bertl hat die meisten, also zahlt er den Räuber: 2 Spielpunkte, verdoppelt für dein "
        "Klopfen und noch einmal für Kunnis – 8 an dich und 8 an Kunni, 16 insgesamt. Hättest du geklopft und "
        "dann die meisten Augen gemacht, hättest du jedem 8 gezahlt: klopf, wenn deine Karten niedrig sind. "
        "Haben zwei gleich viel und am meisten, teilen sie sich das Zahlen. Merk dir: beim Räuber Könige, Damen "
        "und Trümpfe auf Stiche abwerfen, die den anderen gehören, und nie einen Stich machen, den du "
        "abgeben kannst."),
}

notes = {
    0: {"say": t("Kunni, forehand, says weg.", "Kunni in der Vorhand sagt weg.")},
    1: {"say": t("Bertl says weg too.", "Auch Bertl sagt weg.")},
    2: {"say": t("Say weg too: with only trump 2 and trump 3 you cannot play alone. If you pass, nobody plays "
                 "alone – a Räuber.",
                 "Sag auch weg: mit nur Trumpf 2 und Trumpf 3 kannst du nicht allein spielen. Sagst du weg, spielt "
                 "keiner allein – es gibt einen Räuber."),
        "why": t("Playing alone needs many high trumps and Kings. With two tiny trumps even a Dreier would be "
                 "lost badly.",
                 "Allein spielen braucht viele hohe Trümpfe und Könige. Mit zwei winzigen Trümpfen ginge schon ein "
                 "Dreier böse verloren.")},
    3: {"say": t("You said weg last, so you may knock first. Knock: it doubles the Räuber. With two small trumps "
                 "and low cards you will hardly be the one who takes the most.",
                 "Du hast zuletzt weg gesagt, also darfst du als Erster klopfen. Klopf: das verdoppelt den Räuber. "
                 "Mit zwei kleinen Trümpfen und niedrigen Karten machst kaum du die meisten Augen."),
        "why": t("Not knocking needs no action – Kunni would simply lead, and that ends the knocking. A knock "
                 "costs only the player who takes the most.",
                 "Wer nicht klopft, tut nichts – Kunni spielt dann einfach aus, und mit der ersten Karte ist das "
                 "Klopfen vorbei. Ein Klopfen kostet nur den, der die meisten Augen macht.")},
    4: {"say": t("Kunni knocks too: the Räuber is doubled again and is now worth 8 to each player. Bertl could "
                 "still knock after him, but he leaves it.",
                 "Kunni klopft auch: der Räuber ist noch einmal verdoppelt und jetzt 8 Spielpunkte für jeden wert. Bertl "
                 "dürfte nach ihm noch klopfen, aber er lässt es.")},
    5: {"say": t("Kunni leads the Queen of clubs: he wants to get rid of her 4 points.",
                 "Kunni spielt die Kreuz-Dame aus: er will ihre 4 Augen loswerden.")},
    6: {"say": t("Bertl has no clubs, so he must trump: his trump 5 takes the trick.",
                 "Bertl hat kein Kreuz, also muss er stechen: sein Trumpf 5 macht den Stich.")},
    7: {"say": t("Bertl's trump wins this trick whatever club you play. Throw your King of clubs onto it: its 5 "
                 "points go to Bertl, and your most dangerous card is gone.",
                 "Bertls Trumpf macht den Stich, egal welches Kreuz du spielst. Wirf deinen Kreuz-König ab: seine "
                 "5 Augen gehen an Bertl, und deine gefährlichste Karte ist weg."),
        "why": t("You must follow suit, so it must be a club. A low club would keep the King, and a King wins "
                 "every trick in its suit that nobody trumps – later he would take points for you.",
                 "Du musst Farbe bedienen, also muss es ein Kreuz sein. Mit einem kleinen Kreuz behieltest du den "
                 "König, und ein König macht jeden Stich seiner Farbe, den keiner sticht – später brächte er dir "
                 "Augen.")},
    8: {"say": t("Bertl won the trick, so he leads: trump 7.",
                 "Bertl hat gestochen, also spielt er aus: Trumpf 7.")},
    9: {"say": t("Trump is led: you must play a trump. Both of yours are lower than the 7, so play trump 3 and keep "
                 "the 2 – the lower a card, the safer it is later.",
                 "Trumpf ist ausgespielt: du musst Trumpf zugeben. Deine beiden sind niedriger als der 7er, also "
                 "gib Trumpf 3 zu und behalt den 2er – je niedriger eine Karte, desto sicherer ist sie später."),
        "why": t("When trump is led you must play a trump if you have one – but you never have to beat the cards "
                 "already played.",
                 "Wird Trumpf ausgespielt, musst du Trumpf zugeben, wenn du einen hast – überstechen musst du aber "
                 "nie.")},
    11: {"say": t("Bertl leads trump again: trump 10.", "Bertl spielt wieder Trumpf aus: Trumpf 10.")},
    12: {"say": t("Play your last trump, the 2. Then you have no trumps left – good in a Räuber: you can never "
                  "be made to trump a trick.",
                  "Gib deinen letzten Trumpf zu, den 2er. Dann hast du keinen Trumpf mehr – gut beim Räuber: "
                  "stechen musst du dann nie mehr."),
         "why": t("Trump is led and you still hold one: you must play it.",
                  "Trumpf ist ausgespielt, und du hast noch einen: du musst ihn zugeben.")},
    14: {"say": t("Bertl leads the 9 of spades.", "Bertl spielt die Pik-9 aus.")},
    15: {"say": t("You have no spades and no trumps, so you may play any card – and this trick can never be yours. "
                  "Throw your dearest card onto it: the Queen of hearts, 4 points.",
                  "Du hast kein Pik und keinen Trumpf, also darfst du jede Karte spielen – und dieser Stich kann nie "
                  "dir gehören. Wirf deine teuerste Karte ab: die Herz-Dame, 4 Augen."),
         "why": t("Without spades and trumps you need neither follow suit nor trump. A pip card would waste the "
                  "chance: the Queen could win a heart trick later.",
                  "Ohne Pik und Trumpf musst du weder bedienen noch stechen. Eine Leere wäre verschenkt: die Dame "
                  "könnte später einen Herz-Stich machen.")},
    16: {"say": t("Kunni's spades are the Cavalier and the Jack, both higher than the 9: he must take the trick, "
                  "with your Queen in it.",
                  "Kunni hat nur den Pik-Reiter und den Pik-Buben, beide höher als die 9: er muss den Stich nehmen, "
                  "mitsamt deiner Dame.")},
    17: {"say": t("Kunni leads the Ace of hearts.", "Kunni spielt das Herz-Ass aus.")},
    18: {"say": t("Bertl's only heart is the King: he must follow suit and takes the trick.",
                  "Bertls einziges Herz ist der König: er muss bedienen und macht den Stich.")},
    19: {"say": t("Follow suit with the 2 of hearts: the King wins anyway.",
                  "Bedien mit der Herz-2: der König macht den Stich sowieso."),
         "why": t("You must follow suit: you hold hearts. All your hearts are lower than the King.",
                  "Du musst Farbe bedienen: du hast Herz. Alle deine Herz sind niedriger als der König.")},
    20: {"say": t("Bertl leads the Ace of diamonds.", "Bertl spielt das Karo-Ass aus.")},
    21: {"say": t("Play the 2 of diamonds: it is lower than the Ace. Not the Jack of diamonds – picture cards "
                  "stand above the pip cards, so the Jack would beat the Ace.",
                  "Spiel die Karo-2: sie ist niedriger als das Ass. Nicht den Karo-Buben – die Bilder stehen über "
                  "den Leeren, der Bube würde das Ass stechen."),
         "why": t("You must follow suit. Never take a trick you can lose: the Jack might win this one.",
                  "Du musst Farbe bedienen. Mach nie einen Stich, den du abgeben kannst: mit dem Buben könnte "
                  "dieser dir gehören.")},
    22: {"say": t("Kunni's only diamond is the King: he must take the trick.",
                  "Kunnis einziges Karo ist der König: er muss den Stich nehmen.")},
    24: {"say": t("Bertl has no hearts left and must trump: he uses the Stiess, which can never lose a trick.",
                  "Bertl hat kein Herz mehr und muss stechen: er nimmt den Stiess, der ohnehin jeden Stich macht.")},
    25: {"say": t("Follow suit with the 3 of hearts: the trick is Bertl's.",
                  "Bedien mit der Herz-3: der Stich gehört Bertl."),
         "why": t("You must follow suit: you still hold hearts.", "Du musst bedienen: du hast noch Herz.")},
    27: {"say": t("Spades again, and you have neither spades nor trumps: throw a Jack away, the Jack of diamonds – "
                  "2 points for somebody else.",
                  "Wieder Pik, und du hast weder Pik noch Trumpf: wirf einen Buben ab, den Karo-Buben – 2 Augen für "
                  "einen anderen."),
         "why": t("You may play any card. A pip card counts only 1, and the Jack could still win a diamond trick.",
                  "Du darfst jede Karte spielen. Eine Leere zählt nur 1, und der Bube könnte noch einen Karo-Stich "
                  "machen.")},
    35: {"say": t("Kunni has only trumps left, and this is the third trick led with a trump: in a Räuber the Pfeife "
                  "must go to that trick, so he must lead it.",
                  "Kunni hat nur noch Trümpfe, und das ist der dritte Stich, in dem Trumpf ausgespielt wird: beim "
                  "Räuber muss die Pfeife in diesen Stich, also muss er sie ausspielen.")},
    37: {"say": t("Trump is led and you have none: throw your Jack of clubs onto Bertl's trick.",
                  "Trumpf ist ausgespielt, und du hast keinen: wirf deinen Kreuz-Buben auf Bertls Stich ab."),
         "why": t("With no trumps you may play any card; the Jack is your dearest.",
                  "Ohne Trumpf darfst du jede Karte spielen; der Bube ist deine teuerste.")},
}

if __name__ == "__main__":
    rec = author(spec, verbose="-v" in sys.argv)
    print(replay(rec)["deals"][0])
    lessonfile.write(f"resources/tutorials/{meta['id']}.json", meta, rec, notes)
