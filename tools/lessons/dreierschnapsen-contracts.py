# Lesson: Dreierschnapsen as middlehand: knock before the deal, announce a Bettler without the talon, take no trick.
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from common import N, lesson

LESSON = lesson(
    "dreierschnapsen-contracts", "dreierschnapsen", 310, "bidding",
    ("Dreierschnapsen: cut or knock, and a Bettler", "Dreierschnapsen: Abheben oder Klopfen, und ein Bettler"),
    ("As middlehand, knock before the deal, then announce a Bettler without the talon and take no trick.",
     "Als Mittelhand vor dem Geben klopfen, dann einen Bettler ohne Talon ansagen und keinen Stich machen."),
    ("This time you are middlehand, to the dealer's right. Before the deal you cut or knock; then, once the caller "
     "has named trumps, you speak first in the bidding. Any player may announce a contract that is worth more than "
     "the caller's Rufer: a Bettler (take no trick), a Gang (take every trick), and more. The highest contract is "
     "played, alone against the other two.",
     "Diesmal bist du Mittelhand, rechts vom Geber. Vor dem Geben hebst du ab oder klopfst; wenn der Rufer Trumpf "
     "bestimmt hat, sprichst du beim Ansagen als Erster. Jeder darf ein Spiel ansagen, das mehr zählt als der Rufer: "
     "einen Bettler (keinen Stich machen), einen Gang (alle Stiche machen) und mehr. Das höchste Spiel wird "
     "gespielt, allein gegen die beiden anderen."),
    ("Not a trick: your Bettler without the talon is won and you score 5. Had you taken a single trick, Kunni and "
     "Bertl would each have scored 5. The more a contract promises, the more it counts: Bettler 4, the caller's "
     "Schnapser 6, Plauderer 7, Gang 9, up to the Trumpfringerl's 24, and one more without the talon (the rules book "
     "lists them all). Points add up over the deals: the first to 24 wins the match, and the others get a Bummerl.",
     "Kein Stich: dein Bettler ohne Talon ist gewonnen, und du schreibst 5. Mit einem einzigen Stich hätten Kunni "
     "und Bertl je 5 geschrieben. Je mehr ein Spiel verspricht, desto mehr zählt es: Bettler 4, der Schnapser des "
     "Rufers 6, Plauderer 7, Gang 9, bis zum Trumpfringerl mit 24, und ohne Talon einen mehr (das Regelbuch nennt "
     "alle). Die Punkte zählen über die Spiele zusammen: wer zuerst 24 hat, gewinnt, die anderen bekommen ein "
     "Bummerl."),
)

RECORD = {"format": "stammtisch-record/2", "game": "dreierschnapsen", "variant": {},
          "players": ["You", "Kunni", "Bertl"]}

DEAL = {
    "dealer": 1,
    "knocked": True,
    "hands": [
        ["EO", "EU", "LK", "LU", "HU", "SU"],
        ["LA", "L10", "LO", "SA", "S10", "SK"],
        ["HA", "H10", "HK", "HO", "EA", "E10"],
    ],
    "stock": ["EK", "SO"],
}

CUT = N(
    "Kunni has shuffled. You sit to his right, so you cut the pack or knock on it. Knock this time: the first two "
    "cards go to the talon, then everyone gets six in one go.",
    "Kunni hat gemischt. Du sitzt rechts von ihm, also hebst du ab oder klopfst auf den Stoß. Klopf diesmal: die "
    "ersten zwei Karten kommen in den Talon, dann bekommt jeder sechs auf einmal.",
    "In this lesson you knock. Cutting is just as fair: then the cards come three to each, two to the talon, three "
    "to each.",
    "In dieser Lektion klopfst du. Abheben ist genauso recht: dann kommen je drei Karten, zwei in den Talon, wieder "
    "je drei.")

STEPS = [
    ("trump H", N("Bertl, the caller to the dealer's left, looks at his first three cards and names hearts as trumps.",
                  "Bertl, der Rufer links vom Geber, schaut seine ersten drei Karten an und bestimmt Herz zu Trumpf.")),
    ("bid bettler notalon", N(
        "Now the bidding, and you speak first. Four Unters, the Over of acorns and the King of leaves: the lowest "
        "cards in the pack. Announce a Bettler without the talon: you promise to take no trick at all. Without the "
        "talon it counts 5 instead of 4.",
        "Jetzt wird angesagt, und du sprichst zuerst. Vier Unter, der Eichel-Ober und der Laub-König: die "
        "niedrigsten Karten im Spiel. Sag einen Bettler ohne Talon an: du versprichst, keinen einzigen Stich zu "
        "machen. Ohne Talon zählt er 5 statt 4.",
        "With these cards you win no game that needs tricks, and the talon could only bring you high cards you would "
        "have to lay away again. The Bettler without it is worth a point more.",
        "Mit diesen Karten gewinnst du kein Spiel, das Stiche braucht, und der Talon brächte dir nur hohe Karten, "
        "die du wieder weglegen müsstest. Der Bettler ohne Talon zählt einen Punkt mehr.")),
    ("pass", N("Kunni passes: nothing higher from him.", "Kunni passt: von ihm kommt nichts Höheres.")),
    ("pass", N("Bertl passes too, so your Bettler is played: you against Kunni and Bertl. Hearts stay trumps, the "
               "caller leads, and everyone must follow suit and take the trick if they can: you too.",
               "Auch Bertl passt, also wird dein Bettler gespielt: du gegen Kunni und Bertl. Herz bleibt Trumpf, der "
               "Rufer spielt aus, und jeder muss Farbe bekennen und den Stich nehmen, wenn er kann: du auch.")),
    ("play EA", N("Bertl leads the Ace of acorns.", "Bertl spielt das Eichel-Ass aus.")),
    ("play EO", N(
        "Follow with the Over of acorns: the Ace wins anyway, so get rid of the higher of your two acorns.",
        "Bekenn mit dem Eichel-Ober: das Ass gewinnt den Stich sowieso, also gib die höhere deiner zwei Eichel zu.",
        "Under the Ace both acorns are safe; the Over is the one that could take a trick later.",
        "Unter dem Ass sind beide Eichel sicher; der Ober ist der, der später einen Stich machen könnte.")),
    ("play SK", N("Kunni has no acorns and no trump: he may throw any card.",
                  "Kunni hat keine Eichel und keinen Trumpf: er darf jede Karte abwerfen.")),
    ("play HO", N("Bertl took the trick and leads a trump, the Over of hearts.",
                  "Bertl hat den Stich und spielt Trumpf aus, den Herz-Ober.")),
    ("play HU", N("You must follow trumps with the Unter of hearts: it cannot win, the lowest trump.",
                  "Du musst Trumpf bekennen, mit dem Herz-Unter: der kann nicht stechen, er ist der niedrigste Trumpf.")),
    "play S10",
    ("play E10", N("Bertl leads the Ten of acorns.", "Bertl spielt die Eichel-Zehn aus.")),
    ("play EU", N("Follow with your last acorn, the Unter.", "Bekenn mit deiner letzten Eichel, dem Unter.")),
    "play SA",
    ("play HK", N("Bertl leads the King of hearts.", "Bertl spielt den Herz-König aus.")),
    ("play LK", N(
        "You have no hearts left and no trump: throw away the King of leaves. It is the only card that could still "
        "take a trick: if a lower leaf were led, you would have to take it with the King.",
        "Du hast kein Herz und keinen Trumpf mehr: wirf den Laub-König ab. Er ist die einzige Karte, die noch einen "
        "Stich machen könnte: käme ein niedrigeres Laub, müsstest du es mit dem König nehmen.",
        "Keep the King and it stays a danger to the end. When you cannot follow, throw the card that could win.",
        "Behältst du den König, bleibt er bis zum Schluss eine Gefahr. Wenn du nicht bekennen kannst, wirf die "
        "Karte ab, die stechen könnte.")),
    "play LO",
    ("play H10", N("Bertl leads the Ten of hearts.", "Bertl spielt die Herz-Zehn aus.")),
    ("play LU", N("Your two Unters cannot win anything: throw the Unter of leaves.",
                  "Deine zwei Unter können nichts mehr stechen: wirf den Laub-Unter ab.")),
    "play L10",
    "play HA",
    ("play SU", N("The last trick: the Unter of bells goes under the Ace of hearts.",
                  "Der letzte Stich: der Schellen-Unter geht unter das Herz-Ass.")),
    ("play LA", N("Kunni throws the Ace of leaves. Bertl has all six tricks, you not one.",
                  "Kunni wirft das Laub-Ass ab. Bertl hat alle sechs Stiche, du keinen.")),
]
