# Lesson: Kamerun at four: no trumps, follow and beat, points are bad; the lead rule; Bollern in the outro.
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
from common import N, lesson

LESSON = lesson(
    "dreeg-kamerun", "dreeg", 140, "kamerun",
    ("Kamerun: points are bad", "Kamerun: Augen sind schlecht"),
    ("No trumps, follow and beat, and get rid of your high cards: the most points erase most.",
     "Kein Trumpf, Farbe bedienen und übernehmen, die hohen Karten loswerden: die meisten Augen löschen am meisten."),
    ("Kamerun turns Dreeg upside down: \"in Kamerun geht's andersrum\". There are no trumps, no 20 or 40 and no "
     "going out. You must follow suit and beat the best card in the trick if you can, even though winning tricks "
     "hurts: the most points erase 3 strokes, then 2, 1 and 0, and whoever erases his last stroke loses the phase. "
     "The winner of a trick may not lead the suit just led while he holds another. Click a card to play it.",
     "Beim Kamerun ist alles andersrum: kein Trumpf, keine 20 oder 40, kein Ausmelden. Du musst Farbe bedienen und "
     "die beste Karte im Stich übernehmen, wenn du kannst, auch wenn Stiche weh tun: die meisten Augen löschen 3 "
     "Striche, dann 2, 1 und 0, und wer seinen letzten Strich löscht, hat die Phase verloren. Wer einen Stich macht, "
     "darf nicht die Farbe ausspielen, die gerade ausgespielt wurde, solange er eine andere hat. Klick eine Karte an, um sie zu spielen."),
    ("Kunni took 84 points and erases 3 strokes, Bertl (16) 2, you (11) 1, Resi (9) none. In Kamerun that is bad "
     "news: the first to erase his last stroke loses the phase at once and gets a Bollern on his slate, and each "
     "Bollern costs him a round at the end of the session. In the other phases a Bollern goes to the last player "
     "left with strokes. The winner of the first trick may also announce a Durchmarsch, to win every trick: made, "
     "everyone else erases 3; one trick lost, he erases 3. Next: Dreeg for two.",
     "Kunni hat 84 Augen und löscht 3 Striche, Bertl (16) 2, du (11) 1, Resi (9) keinen. Beim Kamerun ist das "
     "schlecht: wer als Erster seinen letzten Strich löscht, verliert die Phase sofort und bekommt einen Bollern auf "
     "die Tafel, und jeder Bollern kostet am Ende eine Runde. In den anderen Phasen bekommt den Bollern, wer als "
     "Letzter noch Striche hat. Wer den ersten Stich macht, darf auch einen Durchmarsch ansagen, also alle Stiche: "
     "schafft er ihn, löschen alle anderen 3; verliert er einen Stich, löscht er 3. Als Nächstes: Dreeg zu zweit."),
)

RECORD = {"format": "stammtisch-record/2", "game": "dreeg", "variant": {"phases": ["kamerun"]},
          "players": ["You", "Kunni", "Bertl", "Resi"]}

DEAL = {
    "dealer": 3,
    "hands": [
        ["E9", "LA", "LK", "LU", "SO", "S9"],
        ["EU", "HU", "SA", "S10", "L9", "HA"],
        ["EO", "HO", "SK", "H10", "HK", "SU"],
        ["EK", "H9", "EA", "E10", "L10", "LO"],
    ],
    "stock": [],
}

STEPS = [
    # trick 1
    ("play E9", N(
        "Lead the Nine of acorns, your only acorn. A Nine is the lowest card: the others must beat it, and you are rid of acorns.",
        "Spiel die Eichel-Neun aus, deine einzige Eichel. Die Neun ist die niedrigste Karte: die anderen müssen sie übernehmen, und du bist die Eicheln los.",
        "Without acorns, you may throw any card when acorns are led. The Ace of leaves led now would win its trick and bring you points.",
        "Ohne Eichel darfst du auf Eichel jede Karte abwerfen. Das Laub-Ass jetzt ausgespielt gewänne seinen Stich und brächte dir Augen.")),
    ("play EU", N("Kunni must follow and beat your Nine.", "Kunni muss bedienen und deine Neun übernehmen.")),
    ("play EO", N("Bertl must beat Kunni's Under: the Over.", "Bertl muss Kunnis Unter übernehmen: mit dem Ober.")),
    ("play EK", N("Resi must beat the Over and does it as cheaply as she can: the King of acorns. She wins the trick.",
                  "Resi muss den Ober übernehmen und tut es so billig wie möglich: mit dem Eichel-König. Der Stich gehört ihr.")),
    # trick 2
    ("play H9", N("Resi may not lead acorns, the suit just led, while she holds other cards: she leads the Nine of hearts.",
                  "Resi darf keine Eichel ausspielen, die Farbe von eben, solange sie andere Karten hat: sie spielt die Herz-Neun aus.")),
    ("play LA", N(
        "You have no hearts, and there are no trumps: throw away your Ace of leaves. Its 11 points go to whoever wins this trick.",
        "Du hast kein Herz, und Trumpf gibt es nicht: wirf dein Laub-Ass ab. Seine 11 Augen bekommt, wer den Stich macht.",
        "The Ace is your most dangerous card: if leaves are led later, it beats everything and you take the trick.",
        "Das Ass ist deine gefährlichste Karte: kommt später Laub, sticht es alles, und der Stich gehört dir.")),
    ("play HU", N("Kunni must beat the Nine of hearts.", "Kunni muss die Herz-Neun übernehmen.")),
    ("play HO", N("Bertl must beat the Under: he takes the trick with your Ace in it.",
                  "Bertl muss den Unter übernehmen: er macht den Stich, mit deinem Ass darin.")),
    # trick 3
    ("play SK", N("Bertl may not lead hearts and leads the King of bells.", "Bertl darf kein Herz ausspielen und spielt den Schellen-König aus.")),
    ("play EA", N("Resi has no bells and throws away her Ace of acorns.", "Resi hat kein Schellen und wirft ihr Eichel-Ass ab.")),
    ("play SO", N(
        "You must follow with bells but cannot beat the King: give the Over, your highest bell. Someone else will win it.",
        "Du musst Schellen bedienen, kommst aber nicht über den König: gib den Ober, dein höchstes Schellen. Den Stich macht ein anderer.",
        "Both bells are allowed, as neither beats the King. Keep the Nine: it is the card that cannot win a trick later.",
        "Erlaubt sind beide Schellen, keine kommt über den König. Behalt die Neun: mit ihr machst du später keinen Stich.")),
    ("play S10", N("Kunni must beat the King and takes the trick with the Ten: 28 points for him.",
                   "Kunni muss den König übernehmen und macht den Stich mit der Zehn: 28 Augen für ihn.")),
    # trick 4
    ("play L9", N("Kunni may not lead bells and leads the Nine of leaves.", "Kunni darf kein Schellen ausspielen und spielt die Laub-Neun aus.")),
    "play HK",
    ("play LO", N("Resi must beat the Nine: the Over of leaves.", "Resi muss die Neun übernehmen: mit dem Laub-Ober.")),
    ("play LK", N(
        "You must beat the Over if you can, and your King of leaves can: play it, even though the trick costs you 11 points.",
        "Du musst den Ober übernehmen, wenn du kannst, und dein Laub-König kann es: spiel ihn, auch wenn dich der Stich 11 Augen kostet.",
        "The Under of leaves does not beat the Over. While you hold a card that beats the best card in the trick, you must play one.",
        "Der Laub-Unter kommt nicht über den Ober. Solange du eine Karte hast, die die beste im Stich übernimmt, musst du eine davon spielen.")),
    # trick 5
    ("play S9", N(
        "You won and must lead, but not leaves, the suit just led: lead the Nine of bells.",
        "Du hast den Stich und musst ausspielen, aber kein Laub, die Farbe von eben: spiel die Schellen-Neun aus.",
        "The winner of a trick may not lead the suit just led while he holds another suit.",
        "Wer einen Stich macht, darf die gerade ausgespielte Farbe nicht ausspielen, solange er eine andere hat.")),
    ("play SA", N("Kunni must beat your Nine with his last bell, the Ace.", "Kunni muss deine Neun mit seinem letzten Schellen übernehmen, dem Ass.")),
    "play SU",
    "play L10",
    # trick 6
    "play HA",
    "play H10",
    "play E10",
    ("play LU", N("You have no hearts: your last card, the Under of leaves, goes to Kunni's trick.",
                  "Du hast kein Herz: deine letzte Karte, der Laub-Unter, geht in Kunnis Stich.")),
]
