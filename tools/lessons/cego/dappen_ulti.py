#!/usr/bin/env python3
"""Lesson dappen-ulti (Furtwangen): laying out the Geiß as Ulti; an opponent gstiesiert."""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from author import author, replay  # noqa: E402
import lessonfile  # noqa: E402

hands=[["T21","T19","T1","T16","T13","H4","C7"],
["T20","T10","T3","HK","HJ","CQ","S9"],
["T18","T9","H2","DQ","CC","C10","SJ"],
["T12","T2","H1","D3","CK","CJ","SQ"],
["T22","DK","HQ","D2","C9","SK","S10"],
["T11","T5","HC","DC","DJ","D1","SC"]]
stock=["T17","T15","T14","T8","T7","T6","T4","H3","D4","C8","S7","S8"]
disc=["T13","T8","T7","T6","T4","H4","H3","D4","C7","C8","S7","S8"]
script=[{"seat":s,"act":"pass"} for s in range(6)]+[{"seat":0,"act":"bid","bid":"dappen"}]+[{"seat":s,"act":"pass"} for s in range(1,6)]+[
{"seat":0,"act":"discard","cards":disc},{"seat":0,"act":"announce","what":"ulti","cards":["T1"]},
{"seat":0,"act":"play","card":"T19"},{"seat":1,"act":"play","card":"T20"},{"seat":2,"act":"play","card":"T9"},{"seat":3,"act":"play","card":"T2"},{"seat":4,"act":"play","card":"DK"},{"seat":5,"act":"play","card":"T5"},
{"seat":1,"act":"play","card":"HK"},{"seat":2,"act":"play","card":"H2"},{"seat":3,"act":"play","card":"H1"},{"seat":4,"act":"play","card":"HQ"},{"seat":5,"act":"play","card":"HC"},{"seat":0,"act":"play","card":"T14"},
{"seat":0,"act":"play","card":"T21"}]
spec = {"format": "stammtisch-record/2", "game": "dappen", "variant": {"rules": "furtwangen"},
        "players": ["You", "Kunni", "Bertl", "Resi", "Sepp", "Vroni"],
        "deals": [{"dealer": 5, "hands": hands, "stock": stock, "actions": [], "script": script,
                   "lead_trumps": [0]}]}


def t(en, de):
    return {"en": en, "de": de}


meta = {
    "id": "dappen-ulti", "game": "dappen", "order": 510, "rules": "ulti",
    "title": t("Ulti and gstiesieren", "Ulti und Gstiesieren"),
    "summary": t("Lay out the Geiß to win the last trick with it; see an opponent hold back his Gstieß.",
                 "Die Geiß auslegen, um den letzten Stich mit ihr zu machen; ein Gegner hält seinen Gstieß zurück."),
    "intro": t(
        "Before the first card the lone player may lay out trump 3, 2 or 1 – the Ulti – promising to win the "
        "last tricks with them. And in Furtwangen an opponent whose only trump is the Gstieß may hold it back "
        "(gstiesieren) and play a suit card instead. In this deal you dappen, lay out the Geiß (trump 1), and "
        "watch Sepp gstiesieren. The coach shows you every step.",
        "Vor der ersten Karte darf der Alleinspieler Trumpf 3, 2 oder 1 auslegen – das Ulti – und verspricht "
        "damit, die letzten Stiche mit ihnen zu machen. Und in Furtwangen darf ein Gegner, dessen einziger "
        "Trumpf der Gstieß ist, ihn zurückhalten (gstiesieren) und stattdessen eine Farbkarte spielen. In "
        "diesem Spiel dappst du, legst die Geiß (Trumpf 1) aus und siehst Sepp gstiesieren. Der Hinweis zeigt "
        "dir jeden Schritt."),
    "outro": t(
        "You won 68 to 11: 40 less 11 is 29, rounded to 30 cents, and the Geiß won its Ulti, 30 cents more – "
        "each of the five pays you 60 cents. The Ulti cards are the 3, the 2 and the 1 (10, 20 and 30 cents); "
        "laid out together they must win the last tricks in the order 3, 2, 1, and each is paid for on its "
        "own. A withheld Gstieß has no power: it is only shown in the last trick, and if the lone player wins "
        "that trick the team gives him one card to make up for it.",
        "Gewonnen 68 zu 11: 40 weniger 11 sind 29, gerundet 30 Cent, und die Geiß hat ihr Ulti gemacht, noch "
        "einmal 30 Cent – jeder der fünf zahlt dir 60 Cent. Ultikarten sind der Dreier, der Zweier und der "
        "Einser (10, 20 und 30 Cent); zusammen ausgelegt müssen sie die letzten Stiche in der Reihenfolge 3, 2, "
        "1 machen, und jede wird für sich abgerechnet. Ein zurückgehaltener Gstieß hat keine Kraft mehr: er "
        "wird erst im letzten Stich gezeigt, und macht der Alleinspieler diesen Stich, gibt ihm die Partei "
        "eine Karte als Ausgleich."),
}

notes = {
    0: {"say": t("The Solo round: say \"Fort Solo!\" – you want the Dapp.",
                 "Die Solorunde: sag „Fort Solo!“ – du willst den Dapp."),
        "why": t("A Solo is played without the Dapp; your hand needs it.",
                 "Ein Solo wird ohne Dapp gespielt; dein Blatt braucht ihn.")},
    6: {"say": t("The Dappen round: say \"Ich dappe!\" The 21 (the Mund) with other trumps is a stop, so you "
                 "must dappen anyway.",
                 "Die Dapprunde: sag „Ich dappe!“ Der Einundzwanziger (der Mund) mit weiteren Trümpfen ist ein "
                 "Stopper, also musst du sowieso dappen."),
        "why": t("While nobody has dappt, a player with a stop must dappen.",
                 "Solange keiner gedappt hat, muss dappen, wer einen Stopper hat.")},
    12: {"say": t("Keep the Mund (21), the Geiß (trump 1) and your highest trumps 19, 17, 16, 15 and 14. Lay "
                  "away the other twelve: trumps 13, 8, 7, 6 and 4 and all your suit cards.",
                  "Behalte den Mund (21), die Geiß (Trumpf 1) und deine höchsten Trümpfe 19, 17, 16, 15 und 14. "
                  "Leg die anderen zwölf weg: die Trümpfe 13, 8, 7, 6 und 4 und alle deine Farbkarten."),
         "why": t("Mund and Geiß are 5-point cards and may never be laid away. High trumps win tricks; low trumps "
                  "and empties are worth no more in your hand than laid away.",
                  "Mund und Geiß sind Fünfer und dürfen nie weggelegt werden. Hohe Trümpfe machen Stiche; kleine "
                  "Trümpfe und Leere sind in der Hand nicht mehr wert als weggelegt.")},
    13: {"say": t("Lay out the Geiß as your Ulti: a promise to win the last trick with it. If it does, each "
                  "opponent pays you 30 cents; if it is beaten or forced out early, you pay each 30.",
                  "Leg die Geiß als Ulti aus: ein Versprechen, mit ihr den letzten Stich zu machen. Gelingt es, "
                  "zahlt dir jeder Gegner 30 Cent; wird sie gestochen oder muss sie zu früh heraus, zahlst du "
                  "jedem 30."),
         "why": t("The Ulti is optional, but with six high trumps to draw the others first, the Geiß will very "
                  "likely win the last trick.",
                  "Das Ulti ist freiwillig, aber mit sechs hohen Trümpfen, die vorher die anderen herausholen, "
                  "macht die Geiß sehr wahrscheinlich den letzten Stich.")},
    14: {"say": t("Lead trump 19, not the 21: someone still holds the Gstieß, and it would catch your Mund and "
                  "its 5 points.",
                  "Spiel Trumpf 19 aus, nicht den Einundzwanziger: einer hat noch den Gstieß, und der finge "
                  "deinen Mund mit seinen 5 Augen."),
         "why": t("Keep the 21 until the Gstieß has shown. The laid-out Geiß may only be played when nothing "
                  "else is allowed.",
                  "Heb den Einundzwanziger auf, bis der Gstieß sich gezeigt hat. Die ausgelegte Geiß darf erst "
                  "gespielt werden, wenn nichts anderes erlaubt ist.")},
    15: {"say": t("Kunni takes the lead with trump 20.",
                  "Kunni übernimmt mit Trumpf 20.")},
    18: {"say": t("Sepp's only trump is the Gstieß. Kunni's 20 already wins this trick for the team, so Sepp "
                  "gstiesiert: he holds the Gstieß back and throws his King of diamonds onto his partner's trick. "
                  "From now on his Gstieß has no power and must stay in his hand until the last trick.",
                  "Sepps einziger Trumpf ist der Gstieß. Kunnis Zwanziger gewinnt den Stich schon für die Partei, "
                  "also gstiesiert Sepp: er hält den Gstieß zurück und wirft seinen Karo-König auf den Stich "
                  "seines Partners. Ab jetzt hat sein Gstieß keine Kraft mehr und bleibt bis zum letzten Stich "
                  "in seiner Hand.")},
    20: {"say": t("Kunni leads the King of hearts. You have no hearts.",
                  "Kunni spielt den Herz-König aus. Du hast kein Herz.")},
    25: {"say": t("You have no hearts, so you must trump: take the King with your lowest trump, 14.",
                  "Du hast kein Herz, also musst du stechen: nimm den König mit deinem kleinsten Trumpf, dem 14er."),
         "why": t("You must trump. The laid-out Geiß may not be played while you hold another trump.",
                  "Du musst stechen. Die ausgelegte Geiß darfst du nicht spielen, solange du einen anderen Trumpf "
                  "hast.")},
    26: {"say": t("Now lead the 21: the Gstieß was held back and has no power, so your Mund is the highest trump "
                  "in play.",
                  "Jetzt spiel den Einundzwanziger aus: der Gstieß wurde zurückgehalten und hat keine Kraft, also "
                  "ist dein Mund der höchste Trumpf im Spiel."),
         "why": t("Draw the opponents' last trumps before the last trick, so nothing can beat the Geiß.",
                  "Hol die letzten Trümpfe der Gegner vor dem letzten Stich heraus, damit nichts die Geiß "
                  "schlagen kann.")},
    32: {"say": t("Lead trump 17: Kunni gives his last trump. Then the opponents have none left.",
                  "Spiel Trumpf 17 aus: Kunni gibt seinen letzten Trumpf zu. Dann haben die Gegner keinen mehr.")},
    50: {"say": t("The last trick: play the Geiß. Nobody has a trump left that counts, so it wins – Ulti made!",
                  "Der letzte Stich: spiel die Geiß. Keiner hat mehr einen Trumpf, der zählt, also macht sie den "
                  "Stich – Ulti gewonnen!")},
    54: {"say": t("Sepp shows his withheld Gstieß: powerless, it goes to the team's pile, so the team gives you "
                  "one card from its tricks to make your trick whole.",
                  "Sepp zeigt seinen zurückgehaltenen Gstieß: ohne Kraft geht er auf den Stapel der Partei, also "
                  "gibt dir die Partei eine Karte aus ihren Stichen, damit dein Stich vollständig ist.")},
}

if __name__ == "__main__":
    rec = author(spec, verbose="-v" in sys.argv)
    print(replay(rec)["deals"][0])
    lessonfile.write(f"resources/tutorials/{meta['id']}.json", meta, rec, notes)
