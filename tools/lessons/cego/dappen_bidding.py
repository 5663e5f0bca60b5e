#!/usr/bin/env python3
"""Lesson dappen-bidding (Furtwangen): Solo round, dappen, strecken, selber, compulsory dappen, the Dapp."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from author import author, replay  # noqa: E402
import lessonfile  # noqa: E402

hands = [
    ["T22", "T11", "HK", "H3", "DJ", "C9", "S8"],
    ["T1", "T2", "HQ", "DK", "D1", "CJ", "SJ"],
    ["T21", "T16", "T15", "T14", "T13", "T12", "SK"],
    ["T3", "T4", "T5", "HC", "D3", "CK", "C10"],
    ["T6", "T7", "HJ", "DC", "D2", "CQ", "S10"],
    ["T8", "T9", "T10", "H1", "C7", "SQ", "SC"],
]
stock = ["T20", "T19", "T18", "T17", "H4", "H2", "DQ", "D4", "CC", "C8", "S7", "S9"]
discard = ["H3", "DJ", "C9", "S8", "H4", "H2", "DQ", "D4", "CC", "C8", "S7", "S9"]
script = [{"seat": s, "act": "pass"} for s in range(6)] + [
    {"seat": 0, "act": "bid", "bid": "dappen"}, {"seat": 1, "act": "pass"},
    {"seat": 2, "act": "bid", "bid": "strecken"}, {"seat": 0, "act": "bid", "bid": "selber"},
    {"seat": 0, "act": "discard", "cards": discard}, {"seat": 0, "act": "play", "card": "T22"},
]
spec = {"format": "stammtisch-record/2", "game": "dappen", "variant": {"rules": "furtwangen"},
        "players": ["You", "Kunni", "Bertl", "Resi", "Sepp", "Vroni"],
        "deals": [{"dealer": 5, "hands": hands, "stock": stock, "actions": [], "script": script,
                   "lead_trumps": [0]}]}


def t(en, de):
    return {"en": en, "de": de}


meta = {
    "id": "dappen-bidding", "game": "dappen", "order": 500, "rules": "bidding",
    "title": t("Dappen: bidding and the Dapp", "Dappen: Bieten und der Dapp"),
    "summary": t("Fort Solo, dappen, strecken and selber; when you must dappen; taking and laying away the Dapp.",
                 "Fort Solo, dappen, strecken und selber; wann man dappen muss; den Dapp aufnehmen und weglegen."),
    "intro": t(
        "Dappen is played by six with the Cego cards: seven cards each and twelve face down in the middle, the "
        "Dapp. One player plays alone against all the others and may use the Dapp. The bidding goes round "
        "twice from the dealer's right: first the Solo round (play alone without the Dapp), then the Dappen "
        "round. You speak first. Choose your bids in the dialog; the coach shows you which and why.",
        "Dappen spielen sechs mit den Cego-Karten: jeder sieben Karten, zwölf liegen verdeckt in der Mitte, "
        "der Dapp. Einer spielt allein gegen alle anderen und darf den Dapp verwenden. Geboten wird zweimal "
        "herum, beginnend rechts vom Geber: zuerst die Solorunde (allein ohne Dapp), dann die Dapprunde. Du "
        "sagst zuerst. Wähl deine Gebote im Dialog; der Hinweis zeigt dir, welches und warum."),
    "outro": t(
        "You won with 47 points; the team had 32. 40 less 32 is 8, rounded to 10 cents, doubled because Bertl "
        "stretched: each of the five pays you 20 cents. Remember: with a stop (the Gstieß, or a high trump with "
        "enough trumps below it) you must dappen while nobody has; the second-to-last player must dappen if all "
        "before him passed; a stretch doubles the game whoever plays. Next: the Ulti and gstiesieren.",
        "Gewonnen mit 47 Augen; die Partei hatte 32. 40 weniger 32 sind 8, gerundet 10 Cent, doppelt, weil "
        "Bertl gestreckt hat: jeder der fünf zahlt dir 20 Cent. Merk dir: mit einem Stopper (dem Gstieß oder "
        "einem hohen Trumpf mit genug Trümpfen darunter) musst du dappen, solange keiner gedappt hat; der "
        "Vorletzte muss dappen, wenn alle vor ihm gepasst haben; ein Strecken verdoppelt das Spiel, egal wer "
        "spielt. Als Nächstes: das Ulti und das Gstiesieren."),
}

notes = {
    0: {"say": t("First the Solo round: would you play alone with just your seven cards? Not with two trumps: "
                 "say \"Fort Solo!\" (pass).",
                 "Zuerst die Solorunde: willst du nur mit deinen sieben Karten allein spielen? Nicht mit zwei "
                 "Trümpfen: sag „Fort Solo!“ (passen)."),
        "why": t("A Solo is played without the Dapp; your hand is far too weak for that.",
                 "Ein Solo wird ohne Dapp gespielt; dafür ist dein Blatt viel zu schwach.")},
    5: {"say": t("Nobody bids Solo, so the Dappen round follows, again starting with you.",
                 "Keiner sagt Solo, also folgt die Dapprunde, wieder bei dir beginnend.")},
    6: {"say": t("You hold the Gstieß: a stop, the one trump nobody can catch. While nobody has dappt, a player "
                 "with a stop must dappen: say \"Ich dappe!\"",
                 "Du hast den Gstieß: einen Stopper, den Trumpf, den keiner fangen kann. Solange keiner gedappt "
                 "hat, muss dappen, wer einen Stopper hat: sag „Ich dappe!“"),
        "why": t("Passing with a stop is an offence: once your cards show it, the deal is abandoned and you pay "
                 "every player 40 cents, as if you had bid and lost every trick.",
                 "Mit einem Stopper zu passen ist verboten: sobald deine Karten es zeigen, wird das Spiel "
                 "abgebrochen und du zahlst jedem 40 Cent, als hättest du geboten und keinen Stich gemacht.")},
    7: {"say": t("Kunni says \"Fort!\": he does not want the game.",
                 "Kunni sagt „Fort!“: er will das Spiel nicht.")},
    8: {"say": t("Bertl stretches: \"Ich strecke!\" He wants to play alone instead of you. From now on the game "
                 "counts double, whoever plays it, and nobody else may bid.",
                 "Bertl streckt: „Ich strecke!“ Er will statt dir allein spielen. Ab jetzt zählt das Spiel "
                 "doppelt, egal wer spielt, und die anderen haben nichts mehr zu sagen.")},
    9: {"say": t("Now you decide: \"selber\" keeps the game, \"gut\" gives it to Bertl. Say selber: with the "
                 "Gstieß and the Dapp you can make the 40 points you need.",
                 "Jetzt entscheidest du: „selber“ behält das Spiel, „gut“ gibt es Bertl. Sag selber: mit dem "
                 "Gstieß und dem Dapp schaffst du die 40 Augen, die du brauchst."),
        "why": t("With \"gut\" Bertl would play with the Dapp against all of you – and if he took every trick, "
                 "you, the other bidder, would pay for the whole team.",
                 "Mit „gut“ spielte Bertl mit dem Dapp gegen euch alle – und macht er alle Stiche, zahlst du als "
                 "anderer Bieter für die ganze Partei.")},
    10: {"say": t("You took the twelve Dapp cards, among them trumps 20, 19, 18 and 17. Now lay twelve cards away "
                  "to get back to seven: keep the Gstieß, your five other trumps and the King of hearts, and lay "
                  "away every other suit card.",
                  "Du hast die zwölf Karten des Dapps aufgenommen, darunter die Trümpfe 20, 19, 18 und 17. Jetzt "
                  "legst du zwölf Karten weg, bis du wieder sieben hast: behalte den Gstieß, deine fünf anderen "
                  "Trümpfe und den Herz-König und leg alle anderen Farbkarten weg."),
         "why": t("The 5-point cards – Kings, Gstieß, Mund (21) and Geiß (1) – may never be laid away. What you lay "
                  "away still counts for you at the end, so the Queen and the Cavalier are not lost.",
                  "Die Fünfer – Könige, Gstieß, Mund (21) und Geiß (1) – darf man nie weglegen. Was du weglegst, "
                  "zählt am Ende trotzdem für dich, Dame und Reiter sind also nicht verloren.")},
    11: {"say": t("As the lone player you lead. Lead the Gstieß: the others must play trumps, and nothing beats it.",
                  "Als Alleinspieler spielst du aus. Spiel den Gstieß aus: die anderen müssen Trumpf zugeben, und "
                  "nichts sticht ihn."),
         "why": t("Drawing the opponents' trumps (fahren) makes your trumps safe.",
                  "Wer die Trümpfe der Gegner herausholt (fährt), macht seine eigenen sicher.")},
    19: {"say": t("Bertl takes the trick with the 21, the Mund – that is why he stretched.",
                  "Bertl nimmt den Stich mit dem Einundzwanziger, dem Mund – darum hat er gestreckt.")},
    27: {"say": t("Bertl leads the King of spades. You laid your spades away, so you must trump: trump 11 is "
                  "enough.",
                  "Bertl spielt den Pik-König aus. Deine Pik hast du weggelegt, also musst du stechen: Trumpf 11 "
                  "reicht."),
         "why": t("You have no spades but you hold trumps, so you must play a trump.",
                  "Du hast kein Pik, aber Trumpf, also musst du stechen.")},
}

if __name__ == "__main__":
    rec = author(spec, verbose="-v" in sys.argv)
    print(replay(rec)["deals"][0])
    lessonfile.write(f"resources/tutorials/{meta['id']}.json", meta, rec, notes)
