# Lesson: Dreierschnapsen: trumps after three cards, bidding, the talon, Spritzen and Retour, the Rufer.
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from common import N, lesson

LESSON = lesson(
    "dreierschnapsen-basics", "dreierschnapsen", 300, "trumps",
    ("Dreierschnapsen: trumps, bidding, talon, Spritzen", "Dreierschnapsen: Trumpf, Ansagen, Talon, Spritzen"),
    ("Name trumps after three cards, play the Rufer with the talon, and answer a Spritzen with Retour.",
     "Nach drei Karten Trumpf bestimmen, den Rufer mit Talon spielen und ein Spritzen mit Retour beantworten."),
    ("Dreierschnapsen is Schnapsen for three with the 20-card pack. Before the deal middlehand (the player to the "
     "dealer's right) cuts or knocks: cut, the cards come three each, two to the talon, three each; knocked, two to "
     "the talon and six each in one go. You are the caller, to the dealer's left: after your first three cards you "
     "name trumps, then everyone may announce a contract, and the best one is played. Use the buttons the coach "
     "points to, and click a card to play it.",
     "Dreierschnapsen ist Schnapsen zu dritt mit den 20 Schnapskarten. Vor dem Geben hebt die Mittelhand (rechts vom "
     "Geber) ab oder klopft: abgehoben kommen je drei Karten, zwei in den Talon, wieder je drei; geklopft zwei in den "
     "Talon und sechs für jeden auf einmal. Du bist der Rufer links vom Geber: nach deinen ersten drei Karten "
     "bestimmst du Trumpf, dann darf jeder ein Spiel ansagen, und das höchste wird gespielt. Nimm die Knöpfe, die der "
     "Trainer zeigt, und klick eine Karte an, um sie zu spielen."),
    ("You passed 66 (90 in the end), and Kunni and Bertl have not a trick: the Rufer "
     "scores 3, doubled by the Spritzen and again by your Retour: 12 game points. A declarer who loses gives the same "
     "to each defender. The match goes to 24: the first to reach it wins, and the others get a Bummerl (two, a "
     "Schneider, for a player with no point at all). A tie at the top is settled by one deal of two-player Schnapsen.",
     "Du hast 66 erreicht, und Kunni und Bertl haben keinen Stich: der Rufer zählt 3, verdoppelt durch das Spritzen "
     "und noch einmal durch dein Retour: 12 Punkte. Ein Alleinspieler, der verliert, schreibt jedem Gegner "
     "denselben Wert. Gespielt wird auf 24: wer zuerst dort ist, gewinnt, die anderen bekommen ein Bummerl (zwei, "
     "einen Schneider, wer gar keinen Punkt hat). Ein Gleichstand an der Spitze wird mit einem Spiel Schnapsen zu "
     "zweit entschieden."),
)

RECORD = {"format": "stammtisch-record/2", "game": "dreierschnapsen", "variant": {},
          "players": ["You", "Kunni", "Bertl"]}

DEAL = {
    "dealer": 2,
    "hands": [
        ["HA", "H10", "HK", "HO", "LU", "SU"],
        ["HU", "E10", "EO", "LA", "L10", "SK"],
        ["EK", "EU", "LK", "LO", "S10", "SO"],
    ],
    "stock": ["EA", "SA"],
}

STEPS = [
    ("trump H", N(
        "Your first three cards are the Ace, Ten and King of hearts: name hearts as trumps.",
        "Deine ersten drei Karten sind Ass, Zehn und König in Herz: bestimm Herz zu Trumpf.",
        "Trumps must be the suit of one of your first three cards (or a card of your second packet turned up blind), and hearts are all you hold.",
        "Trumpf muss die Farbe einer deiner ersten drei Karten sein (oder eine blind aufgedeckte Karte des zweiten Pakets), und du hast nur Herz.")),
    ("pass", N("Kunni, middlehand, speaks first and passes: no contract for him.",
               "Kunni in der Mittelhand spricht zuerst und passt: kein Spiel für ihn.")),
    "pass",
    ("pass", N(
        "Kunni and Bertl have passed. Pass too: nobody announced a contract, so you play the Rufer with the talon, alone against the two, first side to 66.",
        "Kunni und Bertl haben gepasst. Pass auch du: keiner hat etwas angesagt, also spielst du den Rufer mit Talon, allein gegen beide, wer zuerst 66 hat.",
        "A Schnapser (6) would mean winning every trick and 66 within four tricks: your lone Unters of leaves and bells could each lose a trick, and you cannot see the talon before bidding.",
        "Ein Schnapser (6) hieße, jeden Stich zu machen und in vier Stichen 66 zu haben: deine blanken Unter in Laub und Schellen können je einen Stich verlieren, und den Talon siehst du vor dem Ansagen nicht.")),
    ("discard LU SU", N(
        "You took the talon: the Ace of acorns and the Ace of bells. Lay away two cards: the Unter of leaves and the Unter of bells, your two losers.",
        "Du hast den Talon aufgenommen: Eichel-Ass und Schellen-Ass. Leg zwei Karten weg: den Laub-Unter und den Schellen-Unter, deine zwei Verlierer.",
        "Keep the trumps and the Aces: they win tricks. The two cards laid away count for nobody.",
        "Behalt die Trümpfe und die Asse: die machen Stiche. Die zwei weggelegten Karten zählen für keinen.")),
    ("play EA", N(
        "Lead the Ace of acorns: the highest acorn, which only a player without acorns can take, with a trump. Your 40 can wait for the next lead, when it counts at once.",
        "Spiel das Eichel-Ass aus: die höchste Eichel; stechen kann es nur einer ohne Eichel, mit Trumpf. Dein Vierziger kann bis zum nächsten Ausspielen warten, dann zählt er sofort.",
        "A 40 shown now would count only after your first trick; the Ace takes that trick first.",
        "Ein Vierziger jetzt zählte erst nach deinem ersten Stich; den holt zuerst das Ass.")),
    ("knock", N("Kunni spritzt: he thinks you will lose, and the game now counts double.",
                "Kunni spritzt: er glaubt, dass du verlierst, und das Spiel zählt jetzt doppelt.")),
    ("play EO", N("Kunni must follow acorns; he cannot beat the Ace.", "Kunni muss Eichel bekennen; über das Ass kommt er nicht.")),
    "play EU",
    ("knock", N(
        "Answer with Retour: you hold the four highest trumps with the 40 and the Ace of bells. The game now counts four times.",
        "Antworte mit Retour: du hast die vier höchsten Trümpfe mit dem Vierziger und das Schellen-Ass. Das Spiel zählt jetzt vierfach.",
        "Retour is possible only now, before your next card. With this hand losing is hardly possible, so double again.",
        "Retour geht nur jetzt, vor deiner nächsten Karte. Mit diesem Blatt verlierst du kaum, also noch einmal verdoppeln.")),
    ("declare H", N(
        "Show King and Over of hearts: 40 in trumps, and it counts at once, as you have a trick: 16 + 40 = 56.",
        "Sag den Vierziger an, König und Ober in Herz: 40 in Trumpf, und er zählt sofort, weil du einen Stich hast: 16 + 40 = 56.",
        "A pair is shown before leading, by the player about to lead.",
        "Angesagt wird vor dem Ausspielen, von dem, der ausspielt.")),
    ("play HK", N(
        "Lead the King of hearts: the others must follow with trumps, and only the Unter of hearts is still out.",
        "Spiel den Herz-König aus: die anderen müssen Trumpf bekennen, und draußen ist nur noch der Herz-Unter.",
        "After the 40 you must lead the King or the Over of hearts.",
        "Nach dem Vierziger musst du Herz-König oder Herz-Ober ausspielen.")),
    ("play HU", N("Kunni must follow with his trump, the Unter of hearts.", "Kunni muss mit seinem Trumpf bekennen, dem Herz-Unter.")),
    ("play SO", N("Bertl has no hearts and gives the Over of bells: 56 + 4 + 2 + 3 = 65.",
                  "Bertl hat kein Herz und gibt den Schellen-Ober zu: 56 + 4 + 2 + 3 = 65.")),
    ("play SA", N(
        "65, one short. Lead the Ace of bells: nobody has a trump left to beat it.",
        "65, einer fehlt. Spiel das Schellen-Ass aus: keiner hat mehr einen Trumpf, der es sticht.",
        "Your trumps are all high now, but the Ace of bells brings 11 points and keeps your trumps for later.",
        "Deine Trümpfe sind jetzt alle hoch, aber das Schellen-Ass bringt 11 Augen und hebt die Trümpfe auf.")),
    "play SK",
    ("play S10", N("Bertl must follow with bells. With this trick you pass 66, and the deal ends: Stammtisch counts for you in the Rufer.",
                   "Bertl muss Schellen bekennen. Mit diesem Stich bist du über 66, und das Spiel ist aus: im Rufer zählt Stammtisch für dich.")),
]
