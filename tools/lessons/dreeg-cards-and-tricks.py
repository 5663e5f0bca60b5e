# Lesson: the German pack, card points, follow suit, trump, overtake (Dreeg 66 at three).
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from common import N, lesson

LESSON = lesson(
    "dreeg-cards-and-tricks", "dreeg", 100, "play",
    ("Cards and tricks", "Karten und Stiche"),
    ("The 24 German cards, their points, and the three duties: follow suit, trump, beat.",
     "Die 24 deutschen Karten, ihre Augen und die drei Pflichten: Farbe bedienen, stechen, übernehmen."),
    ("Dreeg is played with 24 German cards: acorns, leaves, hearts and bells, each with Ace (11 points), "
     "Ten (10), King (4), Over (3), Under (2) and Nine (0). In this deal three play Sechsundsechzig: "
     "each for himself, and whoever takes the most points in his tricks does best. The dealer Bertl turns up "
     "his last card, the Ace of acorns: acorns are trumps. You are forehand and lead to the first trick. "
     "Click a card to play it; the coach tells you which one and why.",
     "Dreeg spielt man mit 24 deutschen Karten: Eichel, Laub, Herz und Schellen, jede Farbe mit Ass (11 Augen), "
     "Zehn (10), König (4), Ober (3), Unter (2) und Neun (0). In diesem Spiel spielen drei Sechsundsechzig: "
     "jeder für sich, und wer die meisten Augen in seinen Stichen hat, steht am besten da. Der Geber Bertl "
     "deckt seine letzte Karte auf, das Eichel-Ass: Eichel ist Trumpf. Du bist Vorhand und spielst zum ersten "
     "Stich aus. Klick eine Karte an, um sie zu spielen; der Trainer sagt dir, welche und warum."),
    ("You took the most points (70 of 120) and erase two strokes from your slate; Bertl erases one, Kunni none. "
     "You have seen the three duties: follow suit; with no card of the suit, trump; and beat the best card "
     "in the trick whenever you can. Next: counting the points, 20 and 40, and the slates.",
     "Du hast die meisten Augen (70 von 120) und löschst zwei Striche auf deiner Tafel; Bertl löscht einen, "
     "Kunni keinen. Du hast die drei Pflichten gesehen: Farbe bedienen; wer die Farbe nicht hat, muss stechen; "
     "und wer die beste Karte im Stich schlagen kann, muss übernehmen. Als Nächstes: Augen zählen, 20 und 40 "
     "und die Tafeln."),
)

RECORD = {"format": "stammtisch-record/2", "game": "dreeg", "variant": {"phases": ["66"]},
          "players": ["You", "Kunni", "Bertl"]}

DEAL = {
    "dealer": 2,
    "hands": [
        ["HA", "H10", "SA", "SU", "S9", "L9", "E10", "EU"],
        ["HU", "HO", "HK", "SK", "SO", "LA", "L10", "EK"],
        ["H9", "S10", "E9", "EO", "LK", "LO", "LU", "EA"],
    ],
    "stock": [],
}

STEPS = [
    # trick 1
    ("play HA", N(
        "Lead the Ace of hearts: it is the highest card of its suit, so nobody who has to follow with a heart can beat it.",
        "Spiel das Herz-Ass aus: es ist die höchste Karte seiner Farbe, wer Herz bedienen muss, kann es nicht schlagen.",
        "As forehand you may lead any card; the Ace of hearts, worth 11 points, falls only to a trump from a player without hearts: take it while everyone still holds hearts.",
        "Als Vorhand darfst du jede Karte ausspielen; das Herz-Ass mit 11 Augen kann nur einer ohne Herz mit Trumpf stechen: hol es, solange alle noch Herz haben.")),
    ("play HU", N("Kunni must follow suit with a heart. He cannot beat the Ace, so he gives the Under.",
                  "Kunni muss Farbe bedienen und Herz zugeben. Das Ass kann er nicht schlagen, also gibt er den Unter.")),
    "play H9",
    # trick 2
    ("play H10", N(
        "You won the trick and lead again. Lead the Ten of hearts: with the Ace gone it is the highest heart left.",
        "Du hast den Stich und spielst wieder aus. Spiel die Herz-Zehn: nach dem Ass ist sie die höchste Herzkarte.",
        "The order in every suit is Ace, Ten, King, Over, Under, Nine: the Ten beats the King.",
        "In jeder Farbe gilt: Ass, Zehn, König, Ober, Unter, Neun. Die Zehn sticht den König.")),
    ("play HO", N("Kunni follows with the Over of hearts: his King would not beat your Ten either.",
                  "Kunni bedient mit dem Herz-Ober: auch sein König käme nicht über deine Zehn.")),
    ("play E9", N("Bertl has no hearts left, so he must trump. Even the Nine of acorns, a trump, beats your Ten of hearts: he wins the trick.",
                  "Bertl hat kein Herz mehr, also muss er stechen. Sogar die Eichel-Neun, ein Trumpf, sticht deine Herz-Zehn: der Stich gehört ihm.")),
    # trick 3
    ("play S10", N("Bertl leads the Ten of bells.", "Bertl spielt die Schellen-Zehn aus.")),
    ("play SA", N(
        "Play the Ace of bells: you must follow suit, and you must beat the best card in the trick when you can.",
        "Spiel das Schellen-Ass: du musst Farbe bedienen, und du musst die beste Karte im Stich schlagen, wenn du kannst.",
        "The Under or Nine of bells would follow suit but not beat the Ten: you hold the Ace, so you must overtake.",
        "Schellen-Unter oder -Neun würden bedienen, aber nicht über die Zehn gehen: du hast das Ass, also herrscht Stichzwang.")),
    ("play SO", N("Kunni follows with the Over of bells. Your trick holds 11 + 10 + 3 = 24 points.",
                  "Kunni bedient mit dem Schellen-Ober. In deinem Stich liegen 11 + 10 + 3 = 24 Augen.")),
    # trick 4
    ("play L9", N(
        "Lead the Nine of leaves: it is worth nothing, and you have no chance of a trick in leaves anyway.",
        "Spiel die Laub-Neun aus: sie zählt nichts, und in Laub machst du sowieso keinen Stich.",
        "Your trumps and your bells are better kept for later; and once the Nine is gone you have no leaves, so you can trump them.",
        "Deine Trümpfe und Schellen hebst du besser auf; und ist die Neun weg, hast du kein Laub mehr und kannst Laub stechen.")),
    ("play LA", N("Kunni must beat your Nine if he can: he takes it with the Ace of leaves.",
                  "Kunni muss deine Neun übernehmen, wenn er kann: er nimmt sie mit dem Laub-Ass.")),
    "play LU",
    # trick 5
    ("play SK", N("Kunni leads the King of bells.", "Kunni spielt den Schellen-König aus.")),
    ("play EO", N("Bertl has no bells and trumps with the Over of acorns.",
                  "Bertl hat kein Schellen und sticht mit dem Eichel-Ober.")),
    ("play S9", N(
        "Play the Nine of bells. You must follow suit; the trump already wins the trick, so give the card worth least.",
        "Spiel die Schellen-Neun. Du musst Farbe bedienen; der Trumpf gewinnt den Stich ohnehin, also gib die Karte mit den wenigsten Augen.",
        "You may not trump while you hold bells: following suit comes first. The Under of bells would be allowed, but it gives Bertl 2 points for nothing.",
        "Stechen darfst du nicht, solange du Schellen hast: Farbe bedienen geht vor. Der Schellen-Unter wäre erlaubt, schenkt Bertl aber 2 Augen.")),
    # trick 6
    ("play LK", N("Bertl leads the King of leaves.", "Bertl spielt den Laub-König aus.")),
    ("play EU", N(
        "Trump with the Under of acorns. You have no leaves, so you must trump, and any trump beats a leaf.",
        "Stich mit dem Eichel-Unter. Du hast kein Laub, also musst du stechen, und jeder Trumpf sticht Laub.",
        "The Under of bells is not allowed: without the suit led you must trump. The Ten of acorns would win too, but the small trump does the same job.",
        "Der Schellen-Unter ist nicht erlaubt: wer die Farbe nicht hat, muss stechen. Die Eichel-Zehn gewänne auch, aber der kleine Trumpf tut es genauso.")),
    ("play L10", N("Kunni still has leaves, so he must follow suit and cannot trump over you. The trick is yours.",
                   "Kunni hat noch Laub, also muss er bedienen und kann dich nicht überstechen. Der Stich gehört dir.")),
    # trick 7
    ("play SU", N(
        "Lead the Under of bells, and keep your Ten of acorns. Bertl turned up the Ace of acorns: it is still in his hand.",
        "Spiel den Schellen-Unter aus und behalt die Eichel-Zehn. Bertl hat das Eichel-Ass aufgedeckt: er hat es noch auf der Hand.",
        "If you lead the Ten of acorns, Bertl must beat it with his Ace and takes 25 points.",
        "Spielst du die Eichel-Zehn aus, muss Bertl sie mit dem Ass übernehmen und bekommt 25 Augen.")),
    ("play EK", N("Kunni has no bells and must trump.", "Kunni hat kein Schellen und muss stechen.")),
    ("play EA", N("Bertl has no bells either: he must trump and beat Kunni's King, so he spends his Ace.",
                  "Bertl hat auch kein Schellen: er muss stechen und Kunnis König übernehmen, also muss sein Ass her.")),
    # trick 8
    "play LO",
    ("play E10", N("Play the Ten of acorns, your last card: no trump is left that could beat it, and it takes the last trick.",
                   "Spiel die Eichel-Zehn, deine letzte Karte: kein Trumpf ist mehr draußen, der sie schlägt, und sie macht den letzten Stich.")),
    "play HK",
]
