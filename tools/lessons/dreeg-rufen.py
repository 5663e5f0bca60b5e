# Lesson: Rufen at four: forehand calls an Ace after three cards; the partner is known when it is played.
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from common import N, lesson

LESSON = lesson(
    "dreeg-rufen", "dreeg", 130, "rufen",
    ("Rufen: call an Ace for a partner", "Rufen: ein Ass als Partner rufen"),
    ("Call the Ace you lack: its suit is trumps, and its holder is your secret partner.",
     "Das Ass rufen, das dir fehlt: seine Farbe ist Trumpf, und wer es hat, ist dein heimlicher Partner."),
    ("In Rufen, the third phase of Dreeg, forehand looks at his first three cards only and calls a card of one of "
     "their suits. That suit is trumps, and whoever holds the called card is forehand's partner, but nobody knows "
     "who until the card is played: it must be played to the first trick. Then two play against two, and the first "
     "side to 66 wins. You are forehand: choose the card to call, then click a card to play it.",
     "Beim Rufen, der dritten Phase im Dreeg, schaut die Vorhand nur ihre ersten drei Karten an und ruft eine Karte "
     "aus einer ihrer Farben. Diese Farbe ist Trumpf, und wer die gerufene Karte hat, ist Partner der Vorhand, "
     "aber keiner weiß, wer, bis die Karte fällt: sie muss zum ersten Stich gespielt werden. Dann spielen zwei gegen "
     "zwei, und die Partei, die zuerst 66 hat, gewinnt. Du bist Vorhand: wähl die Karte, die du rufst, und klick "
     "dann eine Karte an, um sie zu spielen."),
    ("Aus! Your side has 72, and Kunni and Resi have not a trick: you and Bertl each erase 3 strokes. With the other "
     "side at 33 or more it would be 1 each, 2 if they had fewer but a trick. Calling a card you hold yourself means "
     "playing alone against three. Next: Kamerun, where points are bad.",
     "Aus! Eure Partei hat 72, und Kunni und Resi haben keinen Stich: du und Bertl löscht je 3 Striche. Hätten die "
     "anderen 33 oder mehr, wäre es je 1, bei weniger, aber mit Stich, je 2. Wer eine Karte ruft, die er selbst hat, "
     "spielt allein gegen drei. Als Nächstes: Kamerun, wo Augen schlecht sind."),
)

RECORD = {"format": "stammtisch-record/2", "game": "dreeg", "variant": {"phases": ["rufen"]},
          "players": ["You", "Kunni", "Bertl", "Resi"]}

DEAL = {
    "dealer": 3,
    "hands": [
        ["LK", "LO", "L10", "EA", "HA", "S9"],
        ["LU", "EU", "H10", "SA", "SK", "HO"],
        ["LA", "E9", "HK", "S10", "SO", "HU"],
        ["L9", "EK", "EO", "E10", "H9", "SU"],
    ],
    "stock": [],
}

STEPS = [
    ("call LA", N(
        "Your first three cards are the King, Over and Ten of leaves. Call the Ace of leaves: leaves become trumps, and whoever holds the Ace plays with you.",
        "Deine ersten drei Karten sind König, Ober und Zehn in Laub. Ruf das Laub-Ass: Laub wird Trumpf, und wer das Ass hat, spielt mit dir.",
        "You may call any card of a suit among your first three. The Ace of leaves is the best card you lack; calling a card you hold would mean playing alone.",
        "Rufen darfst du jede Karte aus einer Farbe deiner ersten drei. Das Laub-Ass ist die beste Karte, die dir fehlt; ruft man eine eigene Karte, spielt man allein.")),
    ("declare L", N(
        "Now you see all six cards. Show King and Over of leaves: trumps, so 40 for your side once it wins a trick.",
        "Jetzt siehst du alle sechs Karten. Melde König und Ober in Laub: Trumpf, also 40 für deine Partei, sobald sie einen Stich hat.",
        "Forehand must lead a trump to the first trick, and a pair shown now must be in trumps: your King and Over of leaves are just that.",
        "Die Vorhand muss zum ersten Stich Trumpf ausspielen, und ein Paar, das jetzt gemeldet wird, muss Trumpf sein: genau das sind König und Ober in Laub.")),
    ("play LO", N(
        "Lead the Over of leaves. The holder of the Ace must play it on this trick, so your partner will win it.",
        "Spiel den Laub-Ober aus. Wer das Ass hat, muss es in diesen Stich spielen, also gewinnt ihn dein Partner.",
        "After the 40 you must lead the King or the Over; the Over is the cheaper, and the Ace takes the trick for your side anyway.",
        "Nach dem Vierziger musst du König oder Ober ausspielen; der Ober ist billiger, und das Ass holt den Stich ohnehin für deine Partei.")),
    ("play LU", N("Kunni follows with a trump, the Under of leaves.", "Kunni bedient Trumpf mit dem Laub-Unter.")),
    ("play LA", N("Bertl plays the Ace of leaves: now everyone knows he is your partner. The trick is your side's, and your 40 counts: 40 + 3 + 2 + 11 + 0 = 56.",
                  "Bertl spielt das Laub-Ass: jetzt weiß jeder, dass er dein Partner ist. Der Stich gehört eurer Partei, und dein Vierziger zählt: 40 + 3 + 2 + 11 + 0 = 56.")),
    "play L9",
    ("play E9", N("Bertl won the trick and leads. With 56 your side cannot go out yet.",
                  "Bertl hat den Stich und spielt aus. Mit 56 kann eure Partei sich noch nicht ausmelden.")),
    ("play EO", N("Resi must beat the Nine: the Over of acorns.", "Resi muss die Neun übernehmen: mit dem Eichel-Ober.")),
    ("play EA", N(
        "Play the Ace of acorns: you must follow suit and beat Resi's Over, and it wins the trick for your side.",
        "Spiel das Eichel-Ass: du musst bedienen und Resis Ober übernehmen, und es holt den Stich für eure Partei.",
        "You hold an acorn that beats the Over, so you must play it: follow suit and beat.",
        "Du hast eine Eichel, die den Ober sticht, also musst du sie spielen: Farbe bedienen und übernehmen.")),
    ("play EU", N("Kunni follows with the Under of acorns. The trick is yours: 0 + 3 + 11 + 2 = 16.",
                  "Kunni bedient mit dem Eichel-Unter. Der Stich gehört dir: 0 + 3 + 11 + 2 = 16.")),
    ("out", N(
        "Your side has 56 + 16 = 72. You won the trick, so you decide for your side: go out (\"aus\").",
        "Eure Partei hat 56 + 16 = 72. Du hast den Stich gemacht, also entscheidest du für deine Partei: melde dich aus.",
        "Kunni and Resi have no trick: out now, you and Bertl erase 3 each. Play on and they may take a trick.",
        "Kunni und Resi haben keinen Stich: jetzt ausgemeldet löscht ihr je 3. Spielst du weiter, machen sie vielleicht noch einen Stich.")),
]
