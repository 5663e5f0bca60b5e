# Lesson: Schnapsen basics: the 20-card pack, the talon, exchanging the trump Unter, 40, Zudrehen, "Aus!".
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from common import N, lesson

LESSON = lesson(
    "schnapsen-basics", "schnapsen", 200, "talon",
    ("Schnapsen: talon, 40, Zudrehen and \"Aus!\"", "Schnapsen: Talon, Vierziger, Zudrehen und „Aus!“"),
    ("Exchange the trump Unter, show a 40, close the talon and go out with exactly 66.",
     "Den Trumpf-Unter tauschen, einen Vierziger ansagen, zudrehen und mit genau 66 ausmelden."),
    ("Schnapsen is played by two with 20 cards: in each suit Ace (11 points), Ten (10), King (4), Over (3) and "
     "Under (2). Each holds five cards; under the talon lies the trump card face up, the Ace of hearts: hearts are "
     "trumps. While the talon is open anything may be played, and after each trick both draw. Whoever first counts "
     "66 points and says \"Aus!\" wins the deal. You are forehand: use the buttons the coach points to, and click a "
     "card to play it.",
     "Schnapsen spielen zwei mit 20 Karten: in jeder Farbe Ass (11 Augen), Zehn (10), König (4), Ober (3) und "
     "Unter (2). Jeder hat fünf Karten; unter dem Talon liegt offen die Trumpfkarte, das Herz-Ass: Herz ist Trumpf. "
     "Solange der Talon offen ist, darf man jede Karte spielen, und nach jedem Stich heben beide nach. Wer zuerst 66 "
     "Augen beisammen hat und sich mit „Aus!“ ausmeldet, gewinnt das Spiel. Du bist Vorhand: nimm die Knöpfe, die der "
     "Trainer zeigt, und klick eine Karte an, um sie zu spielen."),
    ("Aus! 40 + 5 + 21 = 66, and Ferdl has not a single trick: that is worth 3 game points (1 if he had 33 or more, 2 "
     "if fewer but a trick). The first to 7 wins the match, and the other gets a Bummerl. You saw the exchange, a 40 that counts once you have a trick, "
     "Zudrehen with its strict rules, and counting to 66 yourself: nobody counts for you. Next: Dreierschnapsen.",
     "Aus! 40 + 5 + 21 = 66, und Ferdl hat keinen einzigen Stich: das sind 3 Punkte (1, wenn er 33 oder mehr gehabt "
     "hätte, 2 bei weniger, aber mit Stich). Wer zuerst 7 hat, gewinnt die Partie, der andere bekommt ein Bummerl. Du hast das Tauschen gesehen, den "
     "Vierziger, der mit dem ersten Stich zählt, das Zudrehen mit seinen strengen Regeln und das Mitzählen bis 66: "
     "niemand zählt für dich. Als Nächstes: Dreierschnapsen."),
)

RECORD = {"format": "stammtisch-record/2", "game": "schnapsen", "variant": {"target": 7},
          "players": ["You", "Ferdl"]}

DEAL = {
    "dealer": 1,
    "hands": [
        ["HK", "HO", "HU", "EA", "L10"],
        ["SA", "SK", "SU", "EK", "LO"],
    ],
    "stock": ["E10", "H10", "EO", "EU", "LA", "LK", "LU", "S10", "SO", "HA"],
}

STEPS = [
    ("exchange", N(
        "You hold the Under of hearts, the trump Unter. Exchange it (Tauschen) for the Ace of hearts under the talon: the Under goes there, the Ace into your hand.",
        "Du hast den Herz-Unter, den Trumpf-Unter. Tausch ihn gegen das Herz-Ass unter dem Talon: der Unter kommt hin, das Ass auf deine Hand.",
        "The exchange is made by the player about to lead, while the talon has more than two cards: swap a 2-point Under for the highest trump first.",
        "Tauschen darf, wer ausspielt, solange der Talon mehr als zwei Karten hat: einen Unter mit 2 Augen gegen den höchsten Trumpf, das macht man zuerst.")),
    ("declare H", N(
        "You hold King and Over of hearts, the trump suit: say \"Vierzig\" and show them. A 40 may be shown on the very first lead.",
        "Du hast König und Ober in Herz, der Trumpffarbe: sag „Vierzig“ an und zeig sie her. Ein Vierziger darf schon beim ersten Ausspielen angesagt werden.",
        "Only the player about to lead may show a pair, and only before leading: lead another card and the chance waits until your next lead.",
        "Ansagen darf nur, wer ausspielt, und nur vor dem Ausspielen: spielst du eine andere Karte, musst du bis zum nächsten Ausspielen warten.")),
    ("play HO", N(
        "Now lead one of the pair: the Over of hearts. The 40 counts as soon as you win a trick.",
        "Jetzt spiel eine Karte des Paars aus: den Herz-Ober. Der Vierziger zählt, sobald du einen Stich machst.",
        "After showing a pair you must lead its King or its Over. Keep the King: with the Ace it makes two high trumps.",
        "Nach der Ansage musst du König oder Ober des Paars ausspielen. Den König behältst du: mit dem Ass sind das zwei hohe Trümpfe.")),
    ("play SU", N("While the talon is open there is no duty to follow: Ferdl throws his Under of bells. Your trick: 3 + 2 = 5, and with it the 40 counts: 45. Both draw a card.",
                  "Solange der Talon offen ist, gibt es keinen Farbzwang: Ferdl wirft seinen Schellen-Unter ab. Dein Stich: 3 + 2 = 5, und damit zählt der Vierziger: 45. Beide heben nach.")),
    ("close", N(
        "You have 45 and need 21 more. The only trump you have not seen is the Ten of hearts. Close the talon (Zudrehen): nobody draws any more, and Ferdl must now follow suit and beat if he can.",
        "Du hast 45 und brauchst noch 21. Der einzige Trumpf, den du nicht gesehen hast, ist die Herz-Zehn. Dreh zu: niemand hebt mehr nach, und Ferdl muss jetzt Farbe bekennen und stechen, wenn er kann.",
        "If you lead the Ace now with the talon open, Ferdl may throw any small card and keep his Ten. Closing promises 66 without the talon: fail, and Ferdl scores.",
        "Spielst du das Ass bei offenem Talon aus, darf Ferdl irgendeine kleine Karte abwerfen und seine Zehn behalten. Wer zudreht, verspricht 66 ohne den Talon: schaffst du es nicht, schreibt Ferdl.")),
    ("play HA", N(
        "Lead the Ace of hearts. After closing Ferdl must follow with a heart if he holds one.",
        "Spiel das Herz-Ass aus. Nach dem Zudrehen muss Ferdl Herz bekennen, wenn er eins hat.",
        "The Ace is the highest trump: nothing beats it, and after the close it pulls Ferdl's trump out.",
        "Das Ass ist der höchste Trumpf: nichts sticht es, und nach dem Zudrehen holt es Ferdls Trumpf heraus.")),
    ("play H10", N("Ferdl has to give the Ten of hearts: 11 + 10 = 21 for you.",
                   "Ferdl muss die Herz-Zehn hergeben: 11 + 10 = 21 für dich.")),
    ("out", N(
        "Count: 40 + 5 + 21 = 66. Say \"Aus!\" now: the deal ends and you win it.",
        "Zähl nach: 40 + 5 + 21 = 66. Sag jetzt „Aus!“: das Spiel ist vorbei, und du hast es gewonnen.",
        "Stammtisch never goes out for you. Play on and Ferdl may still catch up; and go out with fewer than 66, and Ferdl scores instead.",
        "Stammtisch meldet nie für dich aus. Spielst du weiter, kann Ferdl noch aufholen; und wer sich mit weniger als 66 ausmeldet, verliert.")),
]
