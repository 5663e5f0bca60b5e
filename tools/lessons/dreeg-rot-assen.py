# Lesson: Rot-Assen at four: the holder of the Ace of hearts names trumps and plays alone; going out with 66.
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from common import N, lesson

LESSON = lesson(
    "dreeg-rot-assen", "dreeg", 120, "rotassen",
    ("Rot-Assen: the Ace of hearts plays alone", "Rot-Assen: das Herz-Ass spielt allein"),
    ("Hold the Ace of hearts, name trumps, play alone against three and go out with 66.",
     "Mit dem Herz-Ass Trumpf bestimmen, allein gegen drei spielen und mit 66 ausmelden."),
    ("In Rot-Assen, the second phase of Dreeg, there is no turned card: whoever holds the Ace of hearts names "
     "trumps and plays alone against all the others. The first side to 66 points wins; the player who has won a "
     "trick counts and says \"aus\" (goes out). You hold the Ace of hearts: name trumps with the button, then click "
     "a card to play it.",
     "Beim Rot-Assen, der zweiten Phase im Dreeg, wird keine Karte aufgedeckt: wer das Herz-Ass hat, bestimmt "
     "Trumpf und spielt allein gegen alle anderen. Die Partei, die zuerst 66 Augen hat, gewinnt; wer einen Stich "
     "gemacht hat, zählt nach und meldet sich aus. Du hast das Herz-Ass: bestimm mit dem Knopf die Trumpffarbe und "
     "klick dann eine Karte an, um sie zu spielen."),
    ("Aus! 81 points, and your three opponents have not a single trick (schwarz): you erase 3 strokes, they "
     "none. Had they taken a trick, you would erase 2, and 1 if they had 33 or more. Going out with fewer than 66 "
     "loses: every opponent erases 2. With a hopeless hand the Ace's holder may instead give up: then each of the "
     "others erases 2. Next: Rufen, where forehand calls a partner.",
     "Aus! 81 Augen, und deine drei Gegner haben keinen einzigen Stich (schwarz): du löschst 3 Striche, sie "
     "keinen. Hätten sie einen Stich, wären es 2, und 1, wenn sie 33 oder mehr hätten. Wer sich mit weniger als 66 "
     "ausmeldet, verliert: jeder Gegner löscht 2. Mit einem aussichtslosen Blatt darf der mit dem Herz-Ass auch "
     "aufgeben: dann löscht jeder andere 2. Als Nächstes: Rufen, wo die Vorhand einen Partner ruft."),
)

RECORD = {"format": "stammtisch-record/2", "game": "dreeg", "variant": {"phases": ["rot_assen"]},
          "players": ["You", "Kunni", "Bertl", "Resi"]}

DEAL = {
    "dealer": 3,
    "hands": [
        ["HA", "EA", "E10", "EK", "EO", "L9"],
        ["EU", "HK", "LA", "SA", "S9", "LU"],
        ["E9", "H10", "L10", "SK", "SO", "HU"],
        ["HO", "H9", "LK", "LO", "S10", "SU"],
    ],
    "stock": [],
}

STEPS = [
    ("trump E", N(
        "Name acorns as trumps: you hold the Ace, Ten, King and Over of acorns, the four highest trumps, and King and Over make a 40.",
        "Bestimm Eichel zu Trumpf: du hast Ass, Zehn, König und Ober in Eichel, die vier höchsten Trümpfe, und König und Ober sind ein Vierziger.",
        "Hearts would give you a single trump, the Ace. Giving up (no play, each of the others erases 2) is only for a hopeless hand.",
        "Mit Herz hättest du nur einen Trumpf, das Ass. Aufgeben (kein Spiel, jeder andere löscht 2) ist nur etwas für ein aussichtsloses Blatt.")),
    ("declare E", N(
        "You are forehand and lead: show King and Over of acorns. They are trumps now, so it is a 40.",
        "Du bist Vorhand und spielst aus: melde König und Ober in Eichel. Eichel ist jetzt Trumpf, also ein Vierziger.",
        "A pair is shown only before leading; lead without it and the 40 is lost for this lead.",
        "Ein Paar meldet man nur vor dem Ausspielen; spielst du ohne Meldung aus, ist der Vierziger für dieses Ausspielen weg.")),
    ("play EO", N(
        "Lead the Over of acorns. Only the Under and Nine of acorns are still out, and neither beats it.",
        "Spiel den Eichel-Ober aus. Draußen sind nur noch Eichel-Unter und Eichel-Neun, und keiner kommt darüber.",
        "After showing the pair you must lead its King or Over; both are safe here.",
        "Nach der Meldung musst du König oder Ober des Paars ausspielen; sicher sind hier beide.")),
    ("play EU", N("Kunni must follow with a trump: his Under of acorns.", "Kunni muss Trumpf bedienen: mit seinem Eichel-Unter.")),
    "play E9",
    ("play H9", N("Resi has no trumps and throws a worthless card. The trick is yours, so your 40 counts: 40 + 3 + 2 + 0 + 0 = 45.",
                  "Resi hat keinen Trumpf und wirft eine Karte ohne Augen ab. Der Stich gehört dir, also zählt dein Vierziger: 40 + 3 + 2 + 0 + 0 = 45.")),
    ("play HA", N(
        "Both missing trumps have fallen, so nobody can trump any more. Lead the Ace of hearts: the others must follow with hearts.",
        "Beide fehlenden Trümpfe sind gefallen, also kann keiner mehr stechen. Spiel das Herz-Ass aus: die anderen müssen Herz bedienen.",
        "Going out with 45 would lose. Your Ace of hearts wins now, and the hearts the others must give bring points.",
        "Mit 45 ausgemeldet wäre verloren. Dein Herz-Ass gewinnt jetzt, und das Herz, das die anderen bedienen müssen, bringt Augen.")),
    "play HK",
    "play HU",
    "play HO",
    ("play EA", N(
        "Count: 45 + 11 + 4 + 2 + 3 = 65, one short of 66. Do not go out: lead the Ace of acorns, which nobody can beat.",
        "Zähl nach: 45 + 11 + 4 + 2 + 3 = 65, einer zu wenig für 66. Nicht ausmelden: spiel das Eichel-Ass aus, das keiner schlagen kann.",
        "Going out with 65 loses: each opponent would erase 2 strokes. Win one more trick first.",
        "Mit 65 ausgemeldet ist verloren: jeder Gegner dürfte 2 Striche löschen. Erst noch einen Stich machen.")),
    "play S9",
    "play SO",
    "play SU",
    ("out", N(
        "Now you have 65 + 11 + 0 + 3 + 2 = 81: go out (\"aus\"). Your opponents have no trick, so you erase 3 strokes.",
        "Jetzt hast du 65 + 11 + 0 + 3 + 2 = 81: melde dich aus. Deine Gegner haben keinen Stich, also löschst du 3 Striche.",
        "Playing on gains nothing and only gives the others the chance of a trick: then you would erase 2 instead of 3.",
        "Weiterspielen bringt nichts und gibt den anderen nur die Chance auf einen Stich: dann löschst du 2 statt 3.")),
]
