#!/usr/bin/env python3
"""Lesson dreierles-bidding: Dreier/Zweier/Einer/Solo, the blind, discarding, Zehn Druck."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from author import author, replay  # noqa: E402
import lessonfile  # noqa: E402

hands = [
    ["T22", "T21", "T19", "T18", "T16", "T15", "T12", "T10", "T6", "HK", "H1", "DK", "DC", "SK", "CQ", "C8"],
    ["T20", "T14", "T13", "T11", "T9", "T5", "T3", "HQ", "HJ", "H2", "DQ", "D2", "CK", "CJ", "C10", "S10"],
    ["T1", "T2", "T4", "T7", "T8", "HC", "DJ", "D1", "D3", "CC", "C9", "SQ", "SC", "SJ", "S9", "S8"],
]
stock = ["T17", "H4", "C7", "S7", "D4", "H3"]
script = [
    {"seat": 0, "act": "bid", "bid": "zweier"}, {"seat": 1, "act": "pass"}, {"seat": 2, "act": "pass"},
    {"seat": 0, "act": "discard", "cards": ["CQ", "C8"]}, {"seat": 0, "act": "announce", "what": "zehn_druck"},
    {"seat": 0, "act": "play", "card": "T22"},
]
spec = {"format": "stammtisch-record/2", "game": "dreierles", "variant": {}, "players": ["You", "Kunni", "Bertl"],
        "deals": [{"dealer": 2, "hands": hands, "stock": stock, "actions": [], "script": script}]}


def t(en, de):
    return {"en": en, "de": de}


meta = {
    "id": "dreierles-bidding", "game": "dreierles", "order": 410, "rules": "bidding",
    "title": t("Bidding and the blind", "Bieten und der Blinde"),
    "summary": t("Dreier, Zweier, Einer or Solo; taking cards from the blind, laying away, Zehn Druck.",
                 "Dreier, Zweier, Einer oder Solo; Karten aus dem Blinden, drücken, Zehn Druck."),
    "intro": t(
        "To play alone you bid how many cards you want from the blind, the six face-down cards: Dreier (three), "
        "Zweier (two), Einer (one) or Solo (none). The fewer cards, the higher the bid and the more it counts: "
        "×1, ×2, ×3, ×4. Each player speaks once, forehand first, and must bid higher than the bid standing or "
        "say \"weg\". The declarer needs 36 of the 70 card points. Choose your bid in the dialog; the coach "
        "shows you which.",
        "Wer allein spielen will, bietet, wie viele Karten er aus dem Blinden haben will, den sechs verdeckten "
        "Karten: Dreier (drei), Zweier (zwei), Einer (eine) oder Solo (keine). Je weniger Karten, desto höher "
        "das Gebot und desto mehr zählt es: einfach, doppelt, dreifach, vierfach. Jeder sagt nur einmal, die "
        "Vorhand zuerst, und muss höher bieten als das bisherige Gebot oder „weg“ sagen. Der Alleinspieler braucht 36 "
        "der 70 Augen. Wähl dein Gebot im Dialog; der Hinweis zeigt dir, welches."),
    "outro": t(
        "You won your Zweier with 48 card points: 48 is 13 over 35, 13 ÷ 5 = 2, plus 1 makes 3, doubled for the "
        "Zweier: 6. With 1 for the announced Zehn Druck each opponent pays you 7 game points. Laying away your "
        "clubs paid off: you trumped Kunni's King of clubs. Next: knocking, Kontra and Re.",
        "Deinen Zweier hast du mit 48 Augen gewonnen: 48 sind 13 über 35, 13 durch 5 ist 2, plus 1 macht 3, "
        "doppelt für den Zweier: 6. Mit dem Spielpunkt für die angesagten Zehn Druck zahlt dir jeder Gegner 7. "
        "Das Drücken der Kreuz hat sich gelohnt: du hast Kunnis Kreuz-König gestochen. Als Nächstes: Klopfen, "
        "Kontra und Re."),
}

notes = {
    0: {"say": t("You speak first. With nine trumps, among them the Stiess (Gstieß) and the 21, and three Kings, "
                 "bid Zweier: you take two cards from the blind, and the game counts double.",
                 "Du sagst als Erster. Mit neun Trümpfen, darunter Stiess (Gstieß) und Einundzwanziger, und drei "
                 "Königen bietest du einen Zweier: du nimmst zwei Karten aus dem Blinden, und das Spiel zählt doppelt."),
        "why": t("You have just this one chance to bid. A Dreier would count only once; an Einer or a Solo "
                 "(×3, ×4) is too bold for this hand.",
                 "Du hast nur diese eine Chance zu bieten. Ein Dreier zählte nur einfach; Einer oder Solo "
                 "(dreifach, vierfach) sind für dieses Blatt zu gewagt.")},
    1: {"say": t("Kunni says weg: to take the game from you he would have had to bid higher, an Einer or a Solo.",
                 "Kunni sagt weg: um dir das Spiel abzunehmen, hätte er höher bieten müssen, einen Einer oder ein Solo.")},
    2: {"say": t("Bertl says weg too, so you are the declarer. The top two cards of the blind are turned face up "
                 "and come to you: trump 17 and the 4 of hearts.",
                 "Auch Bertl sagt weg, also bist du der Alleinspieler. Die obersten zwei Karten des Blinden werden "
                 "aufgedeckt und kommen zu dir: Trumpf 17 und die Herz-4.")},
    3: {"say": t("Now lay away as many cards as you took: two. Lay away the Queen and the 8 of clubs: then you "
                 "have no clubs and can trump them, and the Queen's 4 points are safe, because your discards "
                 "count for you.",
                 "Jetzt drückst du so viele Karten, wie du genommen hast: zwei. Drück die Kreuz-Dame und die "
                 "Kreuz-8: dann hast du kein Kreuz mehr und kannst Kreuz stechen, und die 4 Augen der Dame sind "
                 "sicher, denn was du drückst, zählt für dich."),
        "why": t("The Queen and the 8 of clubs leave you without clubs; the Ace of hearts and the Cavalier of "
                 "diamonds are worth keeping: they can take tricks once the Kings have fallen. (Kings and trumps "
                 "may not be laid away at all.)",
                 "Mit Kreuz-Dame und Kreuz-8 bist du Kreuz los; Herz-Ass und Karo-Reiter behältst du besser: sie "
                 "können Stiche machen, wenn die Könige gefallen sind. (Könige und Trümpfe darf man ohnehin nicht "
                 "drücken.)")},
    4: {"say": t("You now hold ten trumps. Announce Zehn Druck before the first card: each opponent pays you "
                 "1 game point for it.",
                 "Du hast jetzt zehn Trümpfe. Sag Zehn Druck an, bevor die erste Karte fällt: jeder Gegner "
                 "zahlt dir dafür 1 Spielpunkt."),
        "why": t("Announcing is not compulsory, but the declarer's ten trumps score only if announced before "
                 "the first card.",
                 "Ansagen muss man nicht, aber die zehn Trümpfe des Alleinspielers zählen nur, wenn er sie vor der "
                 "ersten Karte ansagt.")},
    5: {"say": t("As declarer you lead to the first trick. Lead the Stiess: nothing beats it, and the opponents "
                 "must give a trump each, so their trumps run out.",
                 "Als Alleinspieler spielst du zum ersten Stich aus. Spiel den Stiess aus: nichts sticht ihn, und die "
                 "Gegner müssen Trumpf zugeben, so gehen ihnen die Trümpfe aus."),
        "why": t("Draw trumps first with your highest trump; then your Kings can make their tricks.",
                 "Zuerst mit dem höchsten Trumpf die Trümpfe herausholen; dann machen deine Könige ihre Stiche.")},
    8: {"say": t("Now take your tricks with the Kings: lead the King of hearts.",
                 "Jetzt holst du dir die Stiche mit den Königen: spiel den Herz-König aus."),
        "why": t("A King is the highest card of its suit; only a trump can take it.",
                 "Der König ist die höchste Karte seiner Farbe; nur ein Trumpf kann ihn stechen.")},
    20: {"say": t("Kunni leads the King of clubs – but you laid your clubs away.",
                  "Kunni spielt den Kreuz-König aus – aber deine Kreuz hast du gedrückt.")},
    22: {"say": t("You have no clubs, so you must trump: your trump 6 takes the King of clubs.",
                  "Du hast kein Kreuz, also musst du stechen: dein Trumpf 6 nimmt den Kreuz-König."),
         "why": t("You must trump: you have no clubs but you hold trumps. The smallest one is enough here.",
                  "Du musst stechen: du hast kein Kreuz, aber Trumpf. Hier reicht der kleinste.")},
}

if __name__ == "__main__":
    rec = author(spec, verbose="-v" in sys.argv)
    print(replay(rec)["deals"][0])
    lessonfile.write(f"resources/tutorials/{meta['id']}.json", meta, rec, notes)
