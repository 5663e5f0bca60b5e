# Lesson: Dreeg's 66 at four players: counting card points, 20 and 40, the slates.
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from common import N, lesson

LESSON = lesson(
    "dreeg-66", "dreeg", 110, "sixtysix",
    ("Sechsundsechzig: points, 20 and 40, the slates", "Sechsundsechzig: Augen, 20 und 40, die Tafeln"),
    ("Show a pair for 40 and 20, count your points and see who erases how many strokes.",
     "Ein Paar für 40 und 20 melden, die Augen zählen und sehen, wer wie viele Striche löscht."),
    ("The first phase of Dreeg is Sechsundsechzig. Four play, each for himself; the dealer Resi turns up her last "
     "card, the Nine of leaves, so leaves are trumps. Holding King and Over of a suit, the player about to lead may "
     "show them: 20 points, 40 in trumps. After the last trick the most points erase 3 strokes from the slate, "
     "then 2, 1 and 0. Click a card to play it; a pair is shown with the button the coach points to.",
     "Die erste Phase beim Dreeg ist Sechsundsechzig. Vier spielen, jeder für sich; die Geberin Resi deckt ihre "
     "letzte Karte auf, die Laub-Neun, also ist Laub Trumpf. Wer ausspielt und König und Ober einer Farbe hat, "
     "darf sie melden: 20 Augen, in Trumpf 40. Nach dem letzten Stich löscht, wer die meisten Augen hat, 3 Striche "
     "auf seiner Tafel, dann 2, 1 und 0. Klick eine Karte an, um sie zu spielen; ein Paar meldest du mit dem Knopf, "
     "den der Trainer zeigt."),
    ("You made 63 card points in your tricks, plus 40 and 20: 123. You erase 3 strokes, Kunni (33) 2, Resi (24) 1, "
     "and Bertl, without a trick, none. Whoever has erased all seven strokes drops out; the last one left with "
     "strokes loses the phase and gets a Bollern. At three or four everyone plays all the tricks; the race to 66 "
     "and going out (\"aus!\") come when two sides or two players are left: see Rot-Assen and the two-player lesson.",
     "Du hast 63 Augen in deinen Stichen, dazu 40 und 20: 123. Du löschst 3 Striche, Kunni (33) 2, Resi (24) 1, "
     "und Bertl ohne Stich keinen. Wer alle sieben Striche gelöscht hat, ist draußen; wer als Letzter noch Striche "
     "hat, verliert die Phase und bekommt einen Bollern. Zu dritt oder zu viert werden alle Stiche gespielt; das "
     "Rennen auf 66 und das Ausmelden („aus!“) kommen, wenn zwei Parteien oder zwei Spieler übrig sind: siehe "
     "Rot-Assen und die Lektion zu zweit."),
)

RECORD = {"format": "stammtisch-record/2", "game": "dreeg", "variant": {"phases": ["66"]},
          "players": ["You", "Kunni", "Bertl", "Resi"]}

DEAL = {
    "dealer": 3,
    "hands": [
        ["LA", "LK", "LO", "HK", "HO", "E9"],
        ["L10", "EA", "SA", "E10", "S10", "H9"],
        ["LU", "EK", "SK", "HU", "SU", "H10"],
        ["EO", "EU", "SO", "S9", "HA", "L9"],
    ],
    "stock": [],
}

STEPS = [
    # trick 1
    ("declare L", N(
        "You hold the King and the Over of leaves, and leaves are trumps: show them for 40. You are forehand, and a pair may be shown on the very first lead.",
        "Du hast König und Ober in Laub, und Laub ist Trumpf: melde sie, das sind 40. Du bist Vorhand, und ein Paar darf man schon beim ersten Ausspielen melden.",
        "Only one pair per lead: the 40 in trumps is worth twice the 20 in hearts, which can wait for a later lead. Lead without showing, and the chance is gone until you lead again.",
        "Pro Ausspielen nur ein Paar: die 40 in Trumpf sind doppelt so viel wie die 20 in Herz, die warten können. Spielst du ohne Melden aus, ist die Gelegenheit weg, bis du wieder ausspielst.")),
    ("play LK", N(
        "After showing a pair you must lead one of its two cards: lead the King of leaves.",
        "Nach dem Melden musst du eine der beiden Karten ausspielen: spiel den Laub-König aus.",
        "After the 40 only the King or the Over of leaves may be led. Keep the Ace: it is the highest trump.",
        "Nach der 40 darfst du nur den Laub-König oder den Laub-Ober ausspielen. Das Ass behältst du: es ist der höchste Trumpf.")),
    ("play L10", N("Kunni must follow with a trump and beat your King: his Ten of leaves does.",
                   "Kunni muss Trumpf bedienen und deinen König übernehmen: seine Laub-Zehn tut es.")),
    "play LU",
    ("play L9", N("Kunni wins the trick. Your 40 does not count yet: a pair counts only once you win a trick.",
                  "Kunni gewinnt den Stich. Deine 40 zählen noch nicht: ein Paar zählt erst, wenn du einen Stich gemacht hast.")),
    # trick 2
    ("play EA", N("Kunni leads the Ace of acorns.", "Kunni spielt das Eichel-Ass aus.")),
    "play EK",
    "play EU",
    ("play E9", N("Follow suit with the Nine of acorns, your only acorn.",
                  "Bedien mit der Eichel-Neun, deiner einzigen Eichel.",
                  "You hold an acorn, so you must follow suit; you may not trump.",
                  "Du hast eine Eichel, also musst du bedienen; stechen darfst du nicht.")),
    # trick 3
    ("play S10", N("Kunni leads the Ten of bells.", "Kunni spielt die Schellen-Zehn aus.")),
    "play SU",
    "play S9",
    ("play LO", N(
        "You have no bells: trump with the Over of leaves. The Ten, Under and Nine of leaves fell in the first trick, so nobody has a trump left to beat it. Your first trick: 15 points, and now your 40 counts too.",
        "Du hast kein Schellen: stich mit dem Laub-Ober. Zehn, Unter und Neun in Laub sind im ersten Stich gefallen, also hat keiner mehr einen Trumpf darüber. Dein erster Stich: 15 Augen, und jetzt zählen auch deine 40.",
        "Without bells you must trump. The Ace of leaves would win as well, but keep it: it wins another trick later.",
        "Ohne Schellen musst du stechen. Das Laub-Ass gewänne auch, aber heb es auf: damit machst du später noch einen Stich.")),
    # trick 4
    ("declare H", N(
        "You lead again and hold King and Over of hearts: show them for 20. Hearts are not trumps, so it is 20, not 40.",
        "Du spielst wieder aus und hast König und Ober in Herz: melde sie für 20. Herz ist nicht Trumpf, also 20, nicht 40.",
        "Show the pair now, before leading: one of the two must be led at once, and then the pair is broken.",
        "Melde das Paar jetzt, vor dem Ausspielen: eine der beiden Karten musst du gleich ausspielen, danach ist das Paar getrennt.")),
    ("play HO", N(
        "Lead the Over of hearts. The Ace and Ten of hearts are still out, so this trick is probably lost; the King stays behind.",
        "Spiel den Herz-Ober aus. Herz-Ass und Herz-Zehn sind noch draußen, der Stich geht wohl verloren; der König bleibt dir.",
        "After showing 20 you must lead the King or the Over of hearts; the Over gives away one point less.",
        "Nach der 20 musst du Herz-König oder Herz-Ober ausspielen; der Ober verschenkt einen Punkt weniger.")),
    "play H9",
    ("play H10", N("Bertl must beat your Over if he can: the Ten of hearts.",
                   "Bertl muss deinen Ober übernehmen, wenn er kann: die Herz-Zehn.")),
    ("play HA", N("And Resi must beat the Ten: she takes the trick with the Ace of hearts.",
                  "Und Resi muss die Zehn übernehmen: sie macht den Stich mit dem Herz-Ass.")),
    # trick 5
    ("play SO", N("Resi leads the Over of bells.", "Resi spielt den Schellen-Ober aus.")),
    ("play LA", N("No bells: trump with the Ace of leaves, your last trump.",
                  "Kein Schellen: stich mit dem Laub-Ass, deinem letzten Trumpf.",
                  "Without bells you must trump, and you hold a trump.",
                  "Ohne Schellen musst du stechen, und du hast einen Trumpf.")),
    ("play SA", N("Kunni must follow suit: his Ace of bells cannot beat a trump, and it goes to you.",
                  "Kunni muss bedienen: sein Schellen-Ass kommt gegen den Trumpf nicht an und gehört dir.")),
    "play SK",
    # trick 6
    ("play HK", N("Lead the King of hearts: with the Ace and Ten gone it is the highest heart.",
                  "Spiel den Herz-König aus: nach Ass und Zehn ist er die höchste Herzkarte.")),
    "play E10",
    "play HU",
    "play EO",
]
