#!/usr/bin/env python3
"""Lesson dreierles-cego-pack: the Cego pack and the play (follow suit, trump when void)."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from author import author, replay  # noqa: E402
import lessonfile  # noqa: E402

hands = [
    ["HK", "H2", "HC", "D1", "DQ", "DC", "S7", "S8", "S9", "SQ", "SJ", "T2", "T4", "T5", "T6", "T8"],
    ["T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "HQ", "HJ", "D4", "CK", "CQ", "SK", "SC"],
    ["T22", "T1", "T12", "T11", "T10", "T9", "H3", "H4", "D2", "DJ", "DK", "C7", "C8", "CJ", "CC", "S10"],
]
stock = ["H1", "D3", "T3", "T7", "C10", "C9"]
script = [
    {"seat": 0, "act": "pass"}, {"seat": 1, "act": "bid", "bid": "solo"}, {"seat": 2, "act": "pass"},
    {"seat": 1, "act": "play", "card": "HQ"}, {"seat": 2, "act": "play", "card": "H3"},
    {"seat": 0, "act": "play", "card": "HK"},
    {"seat": 0, "act": "play", "card": "D1"}, {"seat": 1, "act": "play", "card": "D4"},
    {"seat": 2, "act": "play", "card": "D2"},
    {"seat": 0, "act": "play", "card": "S7"}, {"seat": 1, "act": "play", "card": "SK"},
    {"seat": 2, "act": "play", "card": "S10"},
    {"seat": 1, "act": "play", "card": "CK"}, {"seat": 2, "act": "play", "card": "C7"},
    {"seat": 0, "act": "play", "card": "T2"},
    {"seat": 0, "act": "play", "card": "T4"}, {"seat": 1, "act": "play", "card": "T20"},
    {"seat": 2, "act": "play", "card": "T22"},
    {"at": 29, "seat": 0, "act": "play", "card": "SQ"},
    {"at": 44, "seat": 0, "act": "play", "card": "H2"},
]
spec = {"format": "stammtisch-record/2", "game": "dreierles", "variant": {}, "players": ["You", "Kunni", "Bertl"],
        "deals": [{"dealer": 2, "hands": hands, "stock": stock, "actions": [], "script": script}]}


def t(en, de):
    return {"en": en, "de": de}


meta = {
    "id": "dreierles-cego-pack", "game": "dreierles", "order": 400, "rules": "cards",
    "title": t("The Cego pack and the play", "Das Cego-Blatt und das Ausspielen"),
    "summary": t("The 54 Cego cards, what they are worth, and the tricks: follow suit, trump when you cannot.",
                 "Die 54 Cego-Karten, was sie wert sind, und die Stiche: Farbe bedienen, sonst trumpfen."),
    "intro": t(
        "Dreierles is played with the 54 Cego cards: 22 trumps, from the 1 (the Pfeife) up to the 21 and the "
        "Stiess (Gstieß), which counts as trump 22, and four suits of eight cards, King, Queen, Cavalier, Jack "
        "and four pip cards. The Stiess, the 21, the 1 and the Kings are worth 5 points, Queens 4, Cavaliers 3, "
        "Jacks 2, everything else 1. In this deal Kunni plays a Solo alone against you and Bertl. "
        "Click a card to play it; the coach tells you which one and why.",
        "Dreierles wird mit den 54 Cego-Karten gespielt: 22 Trümpfe, vom Einser (der Pfeife) bis zum "
        "Einundzwanziger und dem Stiess (Gstieß), der als Trumpf 22 zählt, dazu vier Farben mit je acht Karten: "
        "König, Dame, Reiter, Bube und vier Leere. Stiess, 21, 1 und die Könige zählen 5 Augen, Damen 4, "
        "Reiter 3, Buben 2, alles andere 1. In diesem Spiel spielt Kunni ein Solo allein gegen dich und Bertl. "
        "Klick eine Karte an, um sie zu spielen; der Hinweis sagt dir, welche und warum."),
    "outro": t(
        "Well played! Kunni took 31 card points, you and Bertl 39 with the blind, so his Solo is lost: he pays "
        "each of you 4 game points. Remember: follow suit; if you cannot, play a trump; only with neither may "
        "you play any card – and you never have to beat. The piles are counted in threes: add up three cards "
        "and take away 2, so the whole pack makes 70 and the declarer needs 36. Next: bidding and the blind.",
        "Gut gespielt! Kunni hat 31 Augen gemacht, du und Bertl mit dem Blinden 39, also ist sein Solo verloren: "
        "er zahlt jedem von euch 4 Spielpunkte. Merk dir: Farbe bedienen; wer nicht bedienen kann, muss trumpfen; erst "
        "wer beides nicht kann, darf irgendeine Karte spielen – und überstechen muss man nie. Gezählt wird in "
        "Dreierpäckchen: drei Karten zusammenzählen und 2 abziehen; so hat das ganze Blatt 70, und der Alleinspieler "
        "braucht 36. Als Nächstes: Bieten und der Blinde."),
}

notes = {
    0: {"say": t("Say \"weg\" (pass): in this deal you do not play alone. Bidding comes in the next lesson.",
                 "Sag „weg“: in diesem Spiel spielst du nicht allein. Das Bieten kommt in der nächsten Lektion."),
        "why": t("This lesson is about the cards and the tricks: Kunni is to play alone, so you pass.",
                 "In dieser Lektion geht es um die Karten und die Stiche: Kunni soll allein spielen, also sagst du weg.")},
    1: {"say": t("Kunni bids Solo: he plays alone against you and Bertl without the blind, and the six blind "
                 "cards count for your side.",
                 "Kunni sagt Solo: er spielt ohne den Blinden allein gegen dich und Bertl, und die sechs Karten "
                 "des Blinden zählen für euch.")},
    3: {"say": t("Kunni, the declarer, leads to the first trick: the Queen of hearts, worth 4 points.",
                 "Kunni als Alleinspieler spielt zum ersten Stich aus: die Herz-Dame, 4 Augen wert.")},
    5: {"say": t("Hearts were led: follow suit. Play the King of hearts: the King is the highest card of a suit "
                 "and takes Kunni's Queen.",
                 "Herz ist ausgespielt: Farbe bedienen. Spiel den Herz-König: der König ist die höchste Karte "
                 "einer Farbe und sticht Kunnis Dame."),
        "why": t("You must follow suit: hearts were led and you hold hearts. The Cavalier or the 2 of hearts "
                 "would lose to the Queen.",
                 "Du musst Farbe bedienen: Herz ist ausgespielt und du hast Herz. Mit dem Herz-Reiter oder der "
                 "Herz-2 ginge der Stich an die Dame.")},
    6: {"say": t("You won the trick, so you lead. Lead the Ace of diamonds: in the red suits the pip cards run "
                 "backwards, so the Ace is the highest pip and the 4 the lowest.",
                 "Du hast den Stich gemacht, also spielst du aus. Spiel das Karo-Ass: in den roten Farben laufen "
                 "die Leeren umgekehrt, das Ass ist die höchste, die 4 die niedrigste."),
        "why": t("You may lead any card, but this lead shows the red pips' order: the Ace beats the 2, 3 and 4.",
                 "Ausspielen darfst du jede Karte, aber hier siehst du die Reihenfolge der roten Leeren: das Ass "
                 "sticht die 2, die 3 und die 4.")},
    8: {"say": t("Kunni's 4 and Bertl's 2 of diamonds are both lower than your Ace: the trick is yours.",
                 "Kunnis Karo-4 und Bertls Karo-2 sind beide niedriger als dein Ass: der Stich gehört dir.")},
    9: {"say": t("Lead the 7 of spades, your lowest spade: in clubs and spades the pips run the usual way, "
                 "10 high and 7 low.",
                 "Spiel die Pik-7 aus, dein niedrigstes Pik: in Kreuz und Pik laufen die Leeren wie gewohnt, "
                 "die 10 oben, die 7 unten."),
        "why": t("You may lead any card; a low spade costs little if Kunni takes it with his King.",
                 "Ausspielen darfst du jede Karte; ein kleines Pik kostet wenig, wenn Kunni es mit dem König nimmt.")},
    10: {"say": t("Kunni takes the trick with the King of spades, so he leads next.",
                  "Kunni nimmt den Stich mit dem Pik-König, also spielt er als Nächster aus.")},
    12: {"say": t("Kunni leads the King of clubs. You have no clubs – watch what that means.",
                  "Kunni spielt den Kreuz-König aus. Du hast kein Kreuz – pass auf, was das heißt.")},
    14: {"say": t("You have no clubs, so you must play a trump. Even the smallest trump beats every suit card: "
                  "your trump 2 takes the King of clubs and its 5 points.",
                  "Du hast kein Kreuz, also musst du trumpfen. Schon der kleinste Trumpf sticht jede Farbkarte: "
                  "dein Trumpf 2 nimmt den Kreuz-König mit seinen 5 Augen."),
         "why": t("You must trump: you have no clubs but you hold trumps, so you may not throw a heart, diamond "
                  "or spade. Any of your trumps wins here, so give the smallest.",
                  "Du musst stechen: du hast kein Kreuz, aber Trumpf, also darfst du kein Herz, Karo oder Pik "
                  "abwerfen. Hier gewinnt jeder deiner Trümpfe, also nimm den kleinsten.")},
    15: {"say": t("Lead trump 4. When a trump is led, everyone must play a trump if they have one.",
                  "Spiel Trumpf 4 aus. Wird Trumpf ausgespielt, muss jeder Trumpf zugeben, der noch einen hat."),
         "why": t("You may lead any card; a small trump makes Kunni spend one of his trumps, and Bertl may hold "
                  "a higher one.",
                  "Ausspielen darfst du jede Karte; ein kleiner Trumpf kostet Kunni einen seiner Trümpfe, und Bertl "
                  "hat vielleicht einen höheren.")},
    17: {"say": t("Bertl plays the Stiess (Gstieß), the highest trump: it counts as trump 22 and beats Kunni's 20.",
                  "Bertl spielt den Stiess (Gstieß), den höchsten Trumpf: er zählt als Trumpf 22 und sticht "
                  "Kunnis Zwanziger.")},
    19: {"say": t("Diamonds were led: follow suit with a diamond. Kunni may have no diamonds left and trump, so "
                  "give the Cavalier rather than the Queen.",
                  "Karo ist ausgespielt: bedien mit Karo. Kunni hat vielleicht kein Karo mehr und sticht, also gib "
                  "lieber den Reiter als die Dame."),
         "why": t("You must follow suit: diamonds were led and you hold diamonds.",
                  "Du musst Farbe bedienen: Karo ist ausgespielt und du hast Karo.")},
    28: {"say": t("Bertl has no spades and trumps with the Pfeife, trump 1: the lowest trump, but still higher "
                  "than any suit card.",
                  "Bertl hat kein Pik und sticht mit der Pfeife, dem Trumpf 1: der niedrigste Trumpf, aber immer "
                  "noch höher als jede Farbkarte.")},
    29: {"say": t("Bertl's Pfeife wins this trick for your side. Follow suit with your best spade, the Queen: "
                  "her 4 points go to your side's pile.",
                  "Bertls Pfeife gewinnt den Stich für euch. Bedien mit deinem besten Pik, der Dame: ihre 4 Augen "
                  "kommen auf euren Stapel."),
         "why": t("You must follow suit with a spade; since your partner wins, give him the most points.",
                  "Du musst Pik bedienen; weil dein Partner den Stich macht, gib ihm die meisten Augen.")},
    44: {"say": t("A trump is led and you have none left: now you may play any card. Throw the 2 of hearts, "
                  "worth only 1 point.",
                  "Trumpf ist ausgespielt und du hast keinen mehr: jetzt darfst du jede Karte spielen. Wirf die "
                  "Herz-2 ab, sie zählt nur 1 Auge."),
         "why": t("Only when you can neither follow suit nor trump may you play any card; a low card loses least.",
                  "Erst wer weder bedienen noch trumpfen kann, darf irgendeine Karte spielen; eine kleine Karte "
                  "verliert am wenigsten.")},
}

if __name__ == "__main__":
    rec = author(spec, verbose="-v" in sys.argv)
    print(replay(rec)["deals"][0])
    lessonfile.write(f"resources/tutorials/{meta['id']}.json", meta, rec, notes)
