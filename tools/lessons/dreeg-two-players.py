# Lesson: Dreeg's 66 for two: drawing, the trump-Nine exchange, closing, 40 and going out.
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from common import N, lesson

LESSON = lesson(
    "dreeg-two-players", "dreeg", 150, "two-player",
    ("Dreeg for two: talon, Nine, closing", "Dreeg zu zweit: Talon, Neuner, Zudrehen"),
    ("Draw from the talon, exchange the trump Nine, close the talon and go out after a 40.",
     "Vom Talon ziehen, die Trumpf-Neun tauschen, zudrehen und nach einem Vierziger ausmelden."),
    ("When only two are left in a phase they play with a talon: six cards each, the trump card face up under the "
     "talon (here the Ace of bells: bells are trumps). While the talon is open nobody has to follow suit; after each "
     "trick the winner draws first, then the loser. The first to 66 who says \"aus\" wins. You lead: click a card to "
     "play it, and use the buttons the coach points to.",
     "Wenn in einer Phase nur noch zwei übrig sind, spielen sie mit Talon: sechs Karten für jeden, die Trumpfkarte "
     "offen unter dem Talon (hier das Schellen-Ass: Schellen ist Trumpf). Solange der Talon offen ist, muss keiner "
     "bedienen; nach jedem Stich zieht zuerst der Gewinner, dann der andere. Wer zuerst 66 hat und sich ausmeldet, "
     "gewinnt. Du spielst aus: klick eine Karte an, um sie zu spielen, und nimm die Knöpfe, die der Trainer zeigt."),
    ("Aus! 11 + 21 + 40 = 72, and Kunni has no trick: you erase 3 strokes. Closing was a promise: had you failed to "
     "reach 66, Kunni would have erased strokes by the position when you closed. You have seen the whole two-player "
     "game: drawing, the Nine exchange after a won trick, closing with follow, trump and beat, and going out right "
     "after a 40. The same talon game is played in Rot-Assen and Rufen for two.",
     "Aus! 11 + 21 + 40 = 72, und Kunni hat keinen Stich: du löschst 3 Striche. Zudrehen war ein Versprechen: "
     "hättest du die 66 nicht geschafft, hätte Kunni nach dem Stand beim Zudrehen gelöscht. Du hast das ganze Spiel "
     "zu zweit gesehen: Ziehen, den Neuner-Tausch nach einem Stich, Zudrehen mit Farbzwang, Trumpfzwang und "
     "Stichzwang und das Ausmelden gleich nach einem Vierziger. Dasselbe Spiel mit Talon gibt es zu zweit auch beim "
     "Rot-Assen und beim Rufen."),
)

RECORD = {"format": "stammtisch-record/2", "game": "dreeg", "variant": {"phases": ["66"]},
          "players": ["You", "Kunni"]}

DEAL = {
    "dealer": 1,
    "hands": [
        ["HA", "S9", "SK", "SO", "E10", "L9"],
        ["H9", "S10", "EU", "LU", "EO", "HO"],
    ],
    "stock": ["EA", "LK", "E9", "HK", "LA", "SU", "H10", "L10", "EK", "LO", "HU", "SA"],
}

STEPS = [
    ("play HA", N(
        "Lead the Ace of hearts: the highest heart, which only a trump can take. You hold the Nine of bells, the trump Nine, but you may exchange it only after winning a trick.",
        "Spiel das Herz-Ass aus: die höchste Herzkarte, nur ein Trumpf kann es stechen. Du hast die Schellen-Neun, den Trumpf-Neuner, aber tauschen darfst du ihn erst, wenn du einen Stich gemacht hast.",
        "The exchange is not allowed before the first trick, and the 40 in bells would count only once you have a trick: win one first.",
        "Vor dem ersten Stich darf man nicht tauschen, und der Vierziger in Schellen zählte erst mit einem Stich: erst einen Stich machen.")),
    ("play H9", N("While the talon is open Kunni need not follow suit; he gives the Nine of hearts anyway. Your trick: 11.",
                  "Solange der Talon offen ist, muss Kunni nicht bedienen; er gibt trotzdem die Herz-Neun zu. Dein Stich: 11.")),
    ("exchange", N(
        "You won a trick: exchange the Nine of bells for the Ace of bells under the talon (Tauschen).",
        "Du hast einen Stich: tausch die Schellen-Neun gegen das Schellen-Ass unter dem Talon.",
        "The exchange is open to the trick's winner before the next lead, while the trump card is still under the talon: a Nine for an Ace.",
        "Tauschen darf der Stichgewinner vor dem nächsten Ausspielen, solange die Trumpfkarte noch unter dem Talon liegt: ein Neuner gegen ein Ass.")),
    ("draw", N("Now draw: the winner takes the top card of the talon, then Kunni the next.",
               "Jetzt ziehen: der Gewinner nimmt die oberste Karte vom Talon, dann Kunni die nächste.",
               "Before leading again the winner must draw.", "Bevor er wieder ausspielt, muss der Gewinner ziehen.")),
    ("close", N(
        "Close the talon (Zudrehen). From now on nobody draws, and Kunni must follow suit, trump and beat. The Ten and Under of bells are the only trumps you have not seen.",
        "Dreh den Talon zu. Ab jetzt zieht keiner mehr, und Kunni muss bedienen, stechen und übernehmen. Zehn und Unter in Schellen sind die einzigen Trümpfe, die du nicht gesehen hast.",
        "With the talon open, Kunni could throw any card on your Ace and keep his trumps. Closing promises 66: fail, and Kunni erases strokes.",
        "Bei offenem Talon könnte Kunni auf dein Ass irgendeine Karte werfen und seine Trümpfe behalten. Zudrehen verspricht 66: schaffst du sie nicht, löscht Kunni.")),
    ("play SA", N(
        "Lead the Ace of bells. Kunni must follow with a trump if he has one.",
        "Spiel das Schellen-Ass aus. Kunni muss Trumpf bedienen, wenn er einen hat.",
        "Show the 40 now and you must lead the King or the Over, which a Ten of bells would beat. Pull the trumps with the Ace first; the 40 can wait for your next lead.",
        "Meldest du jetzt, musst du König oder Ober ausspielen, und die Schellen-Zehn käme darüber. Erst mit dem Ass die Trümpfe holen; der Vierziger kann bis zum nächsten Ausspielen warten.")),
    ("play S10", N("Kunni has to give the Ten of bells: 11 + 10 = 21. You have 32.",
                   "Kunni muss die Schellen-Zehn hergeben: 11 + 10 = 21. Du hast 32.")),
    ("declare S", N(
        "Show King and Over of bells: 40 in trumps. With your tricks that makes 72.",
        "Melde König und Ober in Schellen: 40 in Trumpf. Mit deinen Stichen sind das 72.",
        "A pair is shown before leading; and right after showing it you may go out.",
        "Gemeldet wird vor dem Ausspielen; und gleich nach der Meldung darfst du dich ausmelden.")),
    ("out", N(
        "Go out now (\"aus\"): 72 is more than 66, and you need not even lead the King or the Over.",
        "Melde dich jetzt aus: 72 sind mehr als 66, und König oder Ober musst du gar nicht mehr ausspielen.",
        "Right after a 20 or 40 is the moment to go out; once the next card is played the chance waits until your next trick.",
        "Gleich nach einer 20 oder 40 ist der Moment zum Ausmelden; ist die nächste Karte gespielt, musst du bis zum nächsten Stich warten.")),
]
