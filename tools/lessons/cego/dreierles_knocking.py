#!/usr/bin/env python3
"""Lesson dreierles-knocking: Pfeife raus, Kontra and Re (the Räuber in the outro)."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from author import author, replay  # noqa: E402
import lessonfile  # noqa: E402

hands=[["T22","T19","T18","T17","T16","T15","T14","T1","HK","H1","H2","DK","D1","CQ","C8","S7"],
["T21","T20","T11","T9","T7","HQ","HJ","H3","DQ","DJ","D2","CC","C10","SK","SQ","S10"],
["T12","T10","T8","T6","T5","HC","H4","DC","D3","D4","CJ","C9","C7","SC","SJ","S9"]]
stock=["T13","CK","S8","T2","T3","T4"]
script=[{"seat":0,"act":"bid","bid":"dreier"},{"seat":1,"act":"pass"},{"seat":2,"act":"pass"},
{"seat":0,"act":"discard","cards":["S7","S8","C8"]},{"seat":0,"act":"announce","what":"pfeife_raus"},
{"seat":1,"act":"knock"},{"seat":0,"act":"knock"},
{"seat":0,"act":"play","card":"T22"},{"seat":1,"act":"play","card":"T7"},{"seat":2,"act":"play","card":"T5"},
{"seat":0,"act":"play","card":"T19"},{"seat":1,"act":"play","card":"T21"},{"seat":2,"act":"play","card":"T6"},
{"seat":1,"act":"play","card":"SK"},{"seat":2,"act":"play","card":"S9"},{"seat":0,"act":"play","card":"T14"},
{"seat":0,"act":"play","card":"T18"},{"seat":1,"act":"play","card":"T20"},{"seat":2,"act":"play","card":"T8"},
{"seat":1,"act":"play","card":"SQ"},{"seat":2,"act":"play","card":"SJ"},{"seat":0,"act":"play","card":"T15"},
{"seat":0,"act":"play","card":"T17"},{"seat":1,"act":"play","card":"T9"},{"seat":2,"act":"play","card":"T10"},
{"seat":0,"act":"play","card":"T16"},{"seat":1,"act":"play","card":"T11"},{"seat":2,"act":"play","card":"T12"},
{"seat":0,"act":"play","card":"HK"},{"seat":1,"act":"play","card":"H3"},{"seat":2,"act":"play","card":"H4"},
{"seat":0,"act":"play","card":"DK"},{"seat":1,"act":"play","card":"D2"},{"seat":2,"act":"play","card":"D4"},
{"seat":0,"act":"play","card":"CK"},{"seat":1,"act":"play","card":"C10"},{"seat":2,"act":"play","card":"C7"},
{"seat":0,"act":"play","card":"H1"},{"seat":1,"act":"play","card":"HJ"},{"seat":2,"act":"play","card":"HC"},
{"seat":2,"act":"play","card":"D3"},{"seat":0,"act":"play","card":"D1"},{"seat":1,"act":"play","card":"DQ"},
{"seat":1,"act":"play","card":"HQ"},{"seat":2,"act":"play","card":"DC"},{"seat":0,"act":"play","card":"H2"},
{"seat":1,"act":"play","card":"CC"},{"seat":2,"act":"play","card":"C9"},{"seat":0,"act":"play","card":"CQ"},
{"seat":0,"act":"play","card":"T13"},{"seat":1,"act":"play","card":"DJ"},{"seat":2,"act":"play","card":"CJ"},
{"seat":0,"act":"play","card":"T1"},{"seat":1,"act":"play","card":"S10"},{"seat":2,"act":"play","card":"SC"},
]
spec = {"format": "stammtisch-record/2", "game": "dreierles", "variant": {}, "players": ["You", "Kunni", "Bertl"],
        "deals": [{"dealer": 2, "hands": hands, "stock": stock, "actions": [], "script": script}]}


def t(en, de):
    return {"en": en, "de": de}


meta = {
    "id": "dreierles-knocking", "game": "dreierles", "order": 420, "rules": "knocking",
    "title": t("Pfeife raus, Kontra and Re", "Pfeife raus, Kontra und Re"),
    "summary": t("Laying out the Pfeife for the last trick; the opponents knock Kontra, you knock back Re.",
                 "Die Pfeife für den letzten Stich auslegen; die Gegner klopfen Kontra, du klopfst Re zurück."),
    "intro": t(
        "Before the first card the declarer may lay out the Pfeife (trump 1), promising to win the last trick "
        "with it. Then the opponents may knock – Kontra – if they think the game will fail, and the declarer may "
        "knock back – Re. Each knock doubles the game. Choose bids, announcements and knocks with the buttons; "
        "click a card to play it. The coach shows you what to do.",
        "Vor der ersten Karte darf der Alleinspieler die Pfeife (Trumpf 1) auslegen und verspricht damit, den letzten "
        "Stich mit ihr zu machen. Dann dürfen die Gegner klopfen – Kontra –, wenn sie nicht an das Spiel "
        "glauben, und der Alleinspieler darf zurückklopfen – Re. Jedes Klopfen verdoppelt das Spiel. Gebote, Ansagen "
        "und Klopfen wählst du mit den Knöpfen; eine Karte spielst du mit einem Klick. Der Hinweis zeigt dir, "
        "was zu tun ist."),
    "outro": t(
        "You made 49 card points: 3 game points for the Dreier, doubled for Kontra and again for Re: 12, plus 2 "
        "for the Pfeife raus – each opponent pays you 14. Knocks double only the game, never the Pfeife or the "
        "combinations. And if all three say weg? Then a Räuber is played: everyone for himself, whoever takes "
        "the most card points pays 2 to each other player, and each player may knock once to double it, the "
        "last to pass first.",
        "Du hast 49 Augen gemacht: 3 Spielpunkte für den Dreier, verdoppelt für Kontra und noch einmal für Re: 12, "
        "dazu 2 für die Pfeife raus – jeder Gegner zahlt dir 14. Klopfen verdoppelt nur das Spiel, nie die "
        "Pfeife oder die Kombinationen. Und wenn alle drei weg sagen? Dann wird ein Räuber gespielt: jeder für "
        "sich, wer die meisten Augen macht, zahlt jedem anderen 2, und jeder darf einmal klopfen und "
        "verdoppeln, der zuletzt weg gesagt hat zuerst."),
}

notes = {
    0: {"say": t("You speak first. Eight trumps, among them the Stiess and the Pfeife, and two Kings: bid Dreier "
                 "and take three cards from the blind.",
                 "Du sagst als Erster. Acht Trümpfe, darunter Stiess und Pfeife, und zwei Könige: biete einen "
                 "Dreier und nimm drei Karten aus dem Blinden."),
        "why": t("You bid only once. The Dreier is the safe bid here: the three cards should make the hand strong "
                 "enough to lay out the Pfeife.",
                 "Du bietest nur einmal. Der Dreier ist hier das sichere Gebot: die drei Karten sollten das Blatt "
                 "stark genug machen, um die Pfeife auszulegen.")},
    1: {"say": t("Kunni says weg – but only after your bid. A player who passes over a bid may still knock "
                 "Kontra later.",
                 "Kunni sagt weg – aber erst nach deinem Gebot. Wer nach einem Gebot weg sagt, darf später noch "
                 "Kontra klopfen.")},
    2: {"say": t("Bertl says weg too: you are the declarer. Trump 13, the King of clubs and the 8 of spades "
                 "come to you from the blind.",
                 "Auch Bertl sagt weg: du bist der Alleinspieler. Trumpf 13, der Kreuz-König und die Pik-8 kommen aus "
                 "dem Blinden zu dir.")},
    3: {"say": t("Lay away the 7 and the 8 of spades and the 8 of clubs: without spades you can trump them.",
                 "Drück die Pik-7, die Pik-8 und die Kreuz-8: ohne Pik kannst du Pik stechen."),
        "why": t("Without spades you can trump them; keep the Queen of clubs next to her King. (Kings and trumps "
                 "may not be laid away at all.)",
                 "Ohne Pik kannst du Pik stechen; die Kreuz-Dame behältst du neben ihrem König. (Könige und Trümpfe "
                 "darf man ohnehin nicht drücken.)")},
    4: {"say": t("Announce Pfeife raus: lay the Pfeife (trump 1) face up. If it wins the last trick, each opponent "
                 "pays you 2; if it fails, you pay each 2. With nine strong trumps you can draw every other "
                 "trump first.",
                 "Sag Pfeife raus an: leg die Pfeife (Trumpf 1) offen hin. Macht sie den letzten Stich, zahlt dir "
                 "jeder Gegner 2; geht es schief, zahlst du jedem 2. Mit neun starken Trümpfen holst du "
                 "vorher alle anderen Trümpfe heraus."),
        "why": t("Without the announcement the Pfeife in the last trick is worth only 1. Announce now: the first "
                 "knock closes the announcements.",
                 "Ohne Ansage ist die Pfeife im letzten Stich nur 1 wert. Sag jetzt an: das erste Klopfen "
                 "schließt die Ansagen ab.")},
    5: {"say": t("Kunni knocks: Kontra! He thinks your game will fail. The game points are doubled, for both "
                 "opponents.",
                 "Kunni klopft: Kontra! Er glaubt, dein Spiel geht schief. Die Spielpunkte für das Spiel zählen doppelt, "
                 "für beide Gegner.")},
    6: {"say": t("Knock back: Re! You are sure of your game, so double again: it now counts four times.",
                 "Klopf zurück: Re! Du bist dir deines Spiels sicher, also verdoppelst du noch einmal: jetzt zählt "
                 "es vierfach."),
         "why": t("Not knocking needs no action – you would simply lead. But with this hand the Re pays: only the "
                  "declarer may answer a Kontra.",
                  "Wer nicht klopfen will, spielt einfach aus. Mit diesem Blatt lohnt sich das Re aber: nur der "
                  "Alleinspieler kann auf ein Kontra antworten.")},
    7: {"say": t("Play begins. Lead the Stiess and draw trumps: the Pfeife can win the last trick only if nobody "
                 "has a trump left by then.",
                 "Jetzt wird gespielt. Spiel den Stiess aus und hol die Trümpfe heraus: die Pfeife macht den "
                 "letzten Stich nur, wenn dann keiner mehr Trumpf hat."),
        "why": t("The laid-out Pfeife may not be played before the last trick while you have another card you may "
                 "play.",
                 "Die ausgelegte Pfeife darf vor dem letzten Stich nicht gespielt werden, solange du eine andere "
                 "erlaubte Karte hast.")},
    10: {"say": t("Go on drawing trumps: lead trump 19.",
                  "Hol weiter Trümpfe: spiel Trumpf 19 aus."),
         "why": t("Every trump lead takes a trump from each opponent.",
                  "Jeder Trumpf, den du ausspielst, kostet jeden Gegner einen Trumpf.")},
    11: {"say": t("Kunni takes it with the 21 – one of the trumps that could have beaten your Pfeife.",
                  "Kunni sticht mit dem Einundzwanziger – einer der Trümpfe, die deine Pfeife hätten schlagen können.")},
    15: {"say": t("You laid away your spades, so you must trump the King of spades: trump 14.",
                  "Deine Pik hast du gedrückt, also musst du den Pik-König stechen: Trumpf 14."),
         "why": t("You have no spades but you hold trumps, so you must trump; the Pfeife must wait.",
                  "Du hast kein Pik, aber Trumpf, also musst du stechen; die Pfeife muss warten.")},
    25: {"say": t("Lead trump 16: Kunni and Bertl give their last trumps. After this trick only your 13 and your "
                  "Pfeife are left in play.",
                  "Spiel Trumpf 16 aus: Kunni und Bertl geben ihre letzten Trümpfe zu. Nach diesem Stich sind nur "
                  "noch dein Dreizehner und deine Pfeife im Spiel.")},
    49: {"say": t("Lead trump 13, your last trump before the Pfeife.",
                  "Spiel Trumpf 13 aus, deinen letzten Trumpf vor der Pfeife.")},
    52: {"say": t("The last trick: play the Pfeife. Nobody has a trump left, so it wins – Pfeife raus made!",
                  "Der letzte Stich: spiel die Pfeife. Keiner hat mehr Trumpf, also macht sie den Stich – Pfeife raus "
                  "gewonnen!")},
}

if __name__ == "__main__":
    rec = author(spec, verbose="-v" in sys.argv)
    print(replay(rec)["deals"][0])
    lessonfile.write(f"resources/tutorials/{meta['id']}.json", meta, rec, notes)
