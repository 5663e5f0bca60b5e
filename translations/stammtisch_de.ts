<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>CardTheme</name>
    <message>
        <location filename="../ui/cards/cardtheme.cpp" line="45"/>
        <source>German suits</source>
        <translation>Deutsches Blatt</translation>
    </message>
    <message>
        <location filename="../ui/cards/cardtheme.cpp" line="46"/>
        <source>French suits, two colours</source>
        <translation>Französisches Blatt, zweifarbig</translation>
    </message>
    <message>
        <location filename="../ui/cards/cardtheme.cpp" line="47"/>
        <source>French suits, four colours</source>
        <translation>Französisches Blatt, vierfarbig</translation>
    </message>
    <message>
        <location filename="../ui/cards/cardtheme.cpp" line="49"/>
        <source>Cego</source>
        <translation>Cego</translation>
    </message>
    <message>
        <location filename="../ui/cards/cardtheme.cpp" line="56"/>
        <source>%1 (installed theme, German suits)</source>
        <translation>%1 (installiertes Design, deutsches Blatt)</translation>
    </message>
    <message>
        <location filename="../ui/cards/cardtheme.cpp" line="57"/>
        <source>%1 (installed theme)</source>
        <translation>%1 (installiertes Design)</translation>
    </message>
    <message>
        <location filename="../ui/cards/cardtheme.cpp" line="71"/>
        <source>German pack, 24 cards (Dreeg)</source>
        <translation>Deutsches Blatt, 24 Karten (Dreeg)</translation>
    </message>
    <message>
        <location filename="../ui/cards/cardtheme.cpp" line="73"/>
        <source>Schnapsen pack, 20 cards</source>
        <translation>Schnapsen-Blatt, 20 Karten</translation>
    </message>
    <message>
        <location filename="../ui/cards/cardtheme.cpp" line="75"/>
        <source>Cego pack, 54 cards (Dreierles, Dappen)</source>
        <translation>Cego-Blatt, 54 Karten (Dreierles, Dappen)</translation>
    </message>
    <message>
        <location filename="../ui/cards/cardtheme.cpp" line="128"/>
        <source>XII</source>
        <translation>XII</translation>
    </message>
    <message>
        <location filename="../ui/cards/cardtheme.cpp" line="130"/>
        <source>III</source>
        <translation>III</translation>
    </message>
    <message>
        <location filename="../ui/cards/cardtheme.cpp" line="132"/>
        <source>crossed seven</source>
        <translation>durchgestrichene Sieben</translation>
    </message>
    <message>
        <location filename="../ui/cards/cardtheme.cpp" line="134"/>
        <source>XX (for ten)</source>
        <translation>XX (für zehn)</translation>
    </message>
    <message>
        <location filename="../ui/cards/cardtheme.cpp" line="172"/>
        <source>Felt</source>
        <translation>Filz</translation>
    </message>
    <message>
        <location filename="../ui/cards/cardtheme.cpp" line="174"/>
        <source>Wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <location filename="../ui/cards/cardtheme.cpp" line="176"/>
        <source>Seat plate</source>
        <translation>Platzschild</translation>
    </message>
    <message>
        <location filename="../ui/cards/cardtheme.cpp" line="178"/>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location filename="../ui/cards/cardtheme.cpp" line="180"/>
        <source>Score pad</source>
        <translation>Schreibblock</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/main.cpp" line="53"/>
        <source>Usage: stammtisch-cli COMMAND [options]

Commands:
  replay FILE     validate and play a game record; print each deal&apos;s result as JSON
  legal FILE      print the seat to act after the record&apos;s last action and its legal actions
  selfplay        computer players play whole sessions; print a JSON summary
  tournament      two computer levels play duplicate deals; print scores and timings
  bench           playouts and open-card solver speed per game
  suggest FILE    the computer&apos;s decision for whoever acts next in a record

Run &apos;stammtisch-cli COMMAND --help&apos; for the options of a command.
Exit codes: 0 ok, 1 invariant violations in self-play, 2 usage error,
3 an illegal action in a record, 4 an unreadable or malformed file.</source>
        <translation>Aufruf: stammtisch-cli BEFEHL [Optionen]

Befehle:
  replay DATEI    Spielaufzeichnung prüfen und durchspielen; Ergebnis jedes Spiels als JSON ausgeben
  legal DATEI     den Platz am Zug nach der letzten Aktion der Aufzeichnung und seine erlaubten Aktionen ausgeben
  selfplay        Computerspieler spielen ganze Runden; JSON-Zusammenfassung ausgeben
  tournament      zwei Computerstufen spielen doppelte Spiele; Punkte und Zeiten ausgeben
  bench           Playouts und Geschwindigkeit des Offene-Karten-Lösers je Spiel
  suggest DATEI   die Entscheidung des Computers für den, der in der Aufzeichnung als Nächstes dran ist

'stammtisch-cli BEFEHL --help' zeigt die Optionen eines Befehls.
Exit-Codes: 0 ok, 1 Invariantenverletzungen im Selbstspiel, 2 Aufruffehler,
3 eine unerlaubte Aktion in einer Aufzeichnung, 4 eine unlesbare oder fehlerhafte Datei.</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="67"/>
        <source>stammtisch-cli: %1</source>
        <translation>stammtisch-cli: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="68"/>
        <source>Run &apos;stammtisch-cli --help&apos; for usage.</source>
        <translation>'stammtisch-cli --help' zeigt die Bedienung.</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="74"/>
        <source>no command given</source>
        <translation>kein Befehl angegeben</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="98"/>
        <source>unknown command &apos;%1&apos;</source>
        <translation>unbekannter Befehl '%1'</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="104"/>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: Datei kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="110"/>
        <source>%1: the file is larger than 64 MiB; not a game record</source>
        <translation>%1: die Datei ist größer als 64 MiB; keine Spielaufzeichnung</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="117"/>
        <location filename="../app/cli/main.cpp" line="150"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="127"/>
        <source>Print the seat to act after the record&apos;s last action and its legal actions, in the record&apos;s action syntax.</source>
        <translation>Den Platz am Zug nach der letzten Aktion der Aufzeichnung und seine erlaubten Aktionen ausgeben, in der Aktionssyntax der Aufzeichnung.</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="129"/>
        <source>Validate a game record and play it through the rules engine; print each deal&apos;s result and the standings as JSON.</source>
        <translation>Eine Spielaufzeichnung prüfen und mit der Regel-Engine durchspielen; Ergebnis jedes Spiels und den Stand als JSON ausgeben.</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="132"/>
        <location filename="../app/cli/main.cpp" line="380"/>
        <source>the game record (JSON)</source>
        <translation>die Spielaufzeichnung (JSON)</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="140"/>
        <location filename="../app/cli/main.cpp" line="392"/>
        <source>expected exactly one FILE</source>
        <translation>genau eine DATEI erwartet</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="153"/>
        <source>%1: deal %2, action %3, seat %4: illegal: %5</source>
        <translation>%1: Spiel %2, Aktion %3, Platz %4: unerlaubt: %5</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="216"/>
        <source>Computer players (random legal moves) play whole sessions; the engine&apos;s invariants are checked after every action and deal. Prints a JSON summary.</source>
        <translation>Computerspieler (zufällige erlaubte Züge) spielen ganze Runden; die Invarianten der Engine werden nach jeder Aktion und jedem Spiel geprüft. Gibt eine JSON-Zusammenfassung aus.</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="219"/>
        <source>the game: %1</source>
        <translation>das Spiel: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="219"/>
        <location filename="../app/cli/main.cpp" line="281"/>
        <location filename="../app/cli/main.cpp" line="339"/>
        <source>G</source>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="220"/>
        <location filename="../app/cli/main.cpp" line="282"/>
        <source>players at the table</source>
        <translation>Spieler am Tisch</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="220"/>
        <location filename="../app/cli/main.cpp" line="282"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="221"/>
        <source>number of deals to play (default 1000)</source>
        <translation>Anzahl der Spiele (Standard 1000)</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="221"/>
        <location filename="../app/cli/main.cpp" line="285"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="223"/>
        <source>seed of the shuffle and the players (default 1)</source>
        <translation>Startwert für Mischen und Spieler (Standard 1)</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="223"/>
        <location filename="../app/cli/main.cpp" line="287"/>
        <location filename="../app/cli/main.cpp" line="342"/>
        <location filename="../app/cli/main.cpp" line="383"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="225"/>
        <source>rule options as a JSON object, e.g. {&quot;strokes&quot;: 10}</source>
        <translation>Regeloptionen als JSON-Objekt, z. B. {"strokes": 10}</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="226"/>
        <location filename="../app/cli/main.cpp" line="288"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="235"/>
        <source>selfplay takes no file; unexpected &apos;%1&apos;</source>
        <translation>selfplay nimmt keine Datei; unerwartet: '%1'</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="237"/>
        <source>--game is required</source>
        <translation>--game ist erforderlich</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="240"/>
        <location filename="../app/cli/main.cpp" line="301"/>
        <location filename="../app/cli/main.cpp" line="370"/>
        <source>unknown game &apos;%1&apos;</source>
        <translation>unbekanntes Spiel '%1'</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="244"/>
        <source>--players must be a number from %1 to %2 for %3</source>
        <translation>--players muss für %3 eine Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="250"/>
        <location filename="../app/cli/main.cpp" line="325"/>
        <source>--deals must be a positive number</source>
        <translation>--deals muss eine positive Zahl sein</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="253"/>
        <location filename="../app/cli/main.cpp" line="328"/>
        <location filename="../app/cli/main.cpp" line="356"/>
        <location filename="../app/cli/main.cpp" line="399"/>
        <source>--seed must be a non-negative whole number</source>
        <translation>--seed muss eine nicht negative ganze Zahl sein</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="277"/>
        <source>Two computer levels play duplicate deals (every deal once per seat rotation: side A at seat r, side B at the others). Prints JSON: mean score per deal with 95% intervals, win rates and decision times.</source>
        <translation>Zwei Computerstufen spielen doppelte Spiele (jedes Spiel einmal je Platzrotation: Seite A auf Platz r, Seite B auf den anderen). Gibt JSON aus: mittlere Punkte je Spiel mit 95-%-Intervallen, Gewinnquoten und Entscheidungszeiten.</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="281"/>
        <source>the game</source>
        <translation>das Spiel</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="283"/>
        <source>level of side A: random, easy, normal, strong, oracle</source>
        <translation>Stufe von Seite A: random, easy, normal, strong, oracle</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="283"/>
        <location filename="../app/cli/main.cpp" line="284"/>
        <source>LEVEL</source>
        <translation>STUFE</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="284"/>
        <source>level of side B</source>
        <translation>Stufe von Seite B</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="285"/>
        <source>number of deals (default 100)</source>
        <translation>Anzahl der Spiele (Standard 100)</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="287"/>
        <location filename="../app/cli/main.cpp" line="342"/>
        <location filename="../app/cli/main.cpp" line="383"/>
        <source>seed (default 1)</source>
        <translation>Startwert (Standard 1)</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="288"/>
        <source>rule options as a JSON object</source>
        <translation>Regeloptionen als JSON-Objekt</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="297"/>
        <source>--game, --a and --b are required</source>
        <translation>--game, --a und --b sind erforderlich</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="305"/>
        <source>levels are random, easy, normal, strong, oracle</source>
        <translation>Stufen sind random, easy, normal, strong, oracle</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="320"/>
        <source>--players must be a number from %1 to %2</source>
        <translation>--players muss eine Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="337"/>
        <source>Playouts per second and open-card solver speed per game (JSON).</source>
        <translation>Playouts pro Sekunde und Geschwindigkeit des Offene-Karten-Lösers je Spiel (JSON).</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="339"/>
        <source>only this game (default: all)</source>
        <translation>nur dieses Spiel (Standard: alle)</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="340"/>
        <source>time per measurement (default 1)</source>
        <translation>Zeit pro Messung (Standard 1)</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="340"/>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="353"/>
        <source>--seconds must be a positive number up to 600</source>
        <translation>--seconds muss eine positive Zahl bis 600 sein</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="377"/>
        <source>Print the decision the computer player takes for whoever acts next in the record, computed only from that seat&apos;s view (other hands are ignored).</source>
        <translation>Die Entscheidung des Computerspielers für den, der in der Aufzeichnung als Nächstes dran ist, ausgeben, berechnet nur aus Sicht dieses Platzes (andere Hände werden ignoriert).</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="381"/>
        <source>random, easy, normal or strong (default strong)</source>
        <translation>random, easy, normal oder strong (Standard strong)</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="381"/>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="395"/>
        <source>--level must be random, easy, normal or strong</source>
        <translation>--level muss random, easy, normal oder strong sein</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="407"/>
        <source>%1: the record does not replay; run &apos;stammtisch-cli replay&apos; for details</source>
        <translation>%1: die Aufzeichnung lässt sich nicht nachspielen; Details mit 'stammtisch-cli replay'</translation>
    </message>
    <message>
        <location filename="../app/cli/main.cpp" line="413"/>
        <source>%1: no decision is due (%2)</source>
        <translation>%1: keine Entscheidung fällig (%2)</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../ui/text/wording.cpp" line="9"/>
        <location filename="../ui/text/wording.cpp" line="26"/>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="11"/>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="13"/>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="15"/>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="17"/>
        <source>trumps</source>
        <translation>Trümpfe</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="22"/>
        <source>acorns</source>
        <translation>Eichel</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="24"/>
        <source>leaves</source>
        <translation>Laub</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="28"/>
        <source>bells</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="34"/>
        <source>no card</source>
        <translation>keine Karte</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="42"/>
        <source>the Gstieß</source>
        <translation>der Gstieß</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="43"/>
        <source>trump %1</source>
        <translation>Trumpf %1</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="49"/>
        <location filename="../ui/text/wording.cpp" line="71"/>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="51"/>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="53"/>
        <source>Cavalier</source>
        <translation>Reiter</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="55"/>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="57"/>
        <location filename="../ui/text/wording.cpp" line="65"/>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="60"/>
        <location filename="../ui/text/wording.cpp" line="83"/>
        <source>%1 of %2</source>
        <comment>card: rank of suit</comment>
        <translation>%2-%1</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="68"/>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="74"/>
        <source>Over</source>
        <translation>Ober</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="77"/>
        <source>Under</source>
        <translation>Unter</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="80"/>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="92"/>
        <source>not this seat&apos;s turn: seat %1 is to act</source>
        <translation>dieser Platz ist nicht am Zug: Platz %1 ist dran</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="94"/>
        <source>no decision is due: the deal is over</source>
        <translation>keine Entscheidung fällig: das Spiel ist vorbei</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="96"/>
        <source>%1 is not in the hand</source>
        <translation>%1 ist nicht auf der Hand</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="98"/>
        <source>must follow suit: %1 were led and the hand holds %2</source>
        <translation>Farbe bedienen: %1 wurde ausgespielt und die Hand hält %2</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="100"/>
        <source>must trump: no card of the suit led, but the hand holds the trump %1</source>
        <translation>Trumpfzwang: keine Karte der ausgespielten Farbe, aber die Hand hält den Trumpf %1</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="102"/>
        <source>must overtake: holds %1, which beats %2; played %3</source>
        <translation>Stichzwang: %1 auf der Hand sticht %2; gespielt wurde %3</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="104"/>
        <source>must overtrump: holds %1, which beats %2; played %3</source>
        <translation>Übertrumpfen: %1 auf der Hand sticht %2; gespielt wurde %3</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="107"/>
        <source>that decision is not allowed at this moment</source>
        <translation>diese Entscheidung ist gerade nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="109"/>
        <source>cannot declare %1: the hand does not hold both King and Over</source>
        <translation>%1 kann nicht angesagt werden: König und Ober sind nicht beide auf der Hand</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="111"/>
        <source>after declaring %1, the King or the Over of that suit must be led</source>
        <translation>nach dem Ansagen von %1 muss König oder Ober dieser Farbe ausgespielt werden</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="113"/>
        <source>not before winning a trick</source>
        <translation>erst nach dem ersten eigenen Stich</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="115"/>
        <source>too late to go out: the second-to-last trick has been led</source>
        <translation>zu spät für Aus!: der vorletzte Stich ist schon ausgespielt</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="117"/>
        <source>the talon can only be closed while it holds at least four cards</source>
        <translation>der Talon kann nur zugedreht werden, solange er mindestens vier Karten hat</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="119"/>
        <source>the talon is closed or used up</source>
        <translation>der Talon ist zugedreht oder aufgebraucht</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="121"/>
        <source>exchanging needs the Nine of trumps (%1) in the hand</source>
        <translation>zum Tauschen muss die Trumpf-Neun (%1) auf der Hand sein</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="123"/>
        <source>only the player about to lead may do that</source>
        <translation>das darf nur, wer gerade ausspielt</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="125"/>
        <source>the action is missing a field or has one out of range</source>
        <translation>der Aktion fehlt ein Feld oder ein Feld liegt außerhalb des Bereichs</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="127"/>
        <source>exchanging needs the Unter of trumps (%1) in the hand</source>
        <translation>zum Tauschen muss der Trumpf-Unter (%1) auf der Hand sein</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="129"/>
        <source>trumps must be the suit of one of the caller&apos;s first three cards; %1 is not</source>
        <translation>Trumpf muss die Farbe einer der ersten drei Karten des Rufers sein; %1 ist es nicht</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="132"/>
        <source>a redeal needs three Unters among the caller&apos;s first three cards</source>
        <translation>Neugeben geht nur mit drei Untern unter den ersten drei Karten des Rufers</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="134"/>
        <source>that contract is unknown or not played in this variant</source>
        <translation>dieses Spiel ist unbekannt oder wird in dieser Variante nicht gespielt</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="136"/>
        <source>that contract is not open to this player or this hand</source>
        <translation>dieses Spiel steht diesem Spieler oder dieser Hand nicht offen</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="138"/>
        <source>the bid does not outrank the best bid so far</source>
        <translation>das Gebot ist nicht höher als das bisher beste</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="140"/>
        <source>the discard must be two different cards of the hand and the talon</source>
        <translation>abzulegen sind zwei verschiedene Karten aus Hand und Talon</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="142"/>
        <source>%1 may not be discarded: the contract needs it</source>
        <translation>%1 darf nicht abgelegt werden: das Spiel braucht sie</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="144"/>
        <source>the first trick must be led with a trump (%1)</source>
        <translation>zum ersten Stich muss Trumpf ausgespielt werden (%1)</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="146"/>
        <source>the called card %1 must be played to the first trick</source>
        <translation>die gerufene Karte %1 muss in den ersten Stich</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="148"/>
        <source>a card can only be called in a suit among the first three cards</source>
        <translation>gerufen werden kann nur in einer Farbe der ersten drei Karten</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="150"/>
        <source>only the holder of the Ace of hearts chooses trumps</source>
        <translation>nur wer das Herz-Ass hat, bestimmt Trumpf</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="152"/>
        <source>trumps must be chosen first</source>
        <translation>zuerst muss Trumpf bestimmt werden</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="154"/>
        <source>may not lead %1 again: that suit was led to the previous trick</source>
        <translation>%1 darf nicht wieder ausgespielt werden: diese Farbe kam schon im vorigen Stich</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="156"/>
        <source>after exchanging, the trump %1 must be played to this trick</source>
        <translation>nach dem Tauschen muss der Trumpf %1 in diesen Stich</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="158"/>
        <source>only the winner of the first trick may announce a Durchmarsch, before leading the second</source>
        <translation>einen Durchmarsch ansagen darf nur, wer den ersten Stich gemacht hat, und zwar vor dem Ausspielen zum zweiten</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="160"/>
        <source>the discard must be as many different cards as were taken from the blind</source>
        <translation>abzulegen sind so viele verschiedene Karten, wie aus dem Blinden genommen wurden</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="162"/>
        <source>%1 may not be discarded: Kings and trumps stay in the hand</source>
        <translation>%1 darf nicht abgelegt werden: Könige und Trümpfe bleiben auf der Hand</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="164"/>
        <source>Zehn Druck needs at least ten trumps in the hand</source>
        <translation>Zehn Druck braucht mindestens zehn Trümpfe auf der Hand</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="166"/>
        <source>Pfeife raus needs the Pfeife (%1) in the hand</source>
        <translation>Pfeife raus braucht die Pfeife (%1) auf der Hand</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="168"/>
        <source>seat %1 may not knock: it passed up the chance to bid, or knocking is closed</source>
        <translation>Platz %1 darf nicht klopfen: er hat auf das Bieten verzichtet, oder Klopfen ist vorbei</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="170"/>
        <source>%1 may not be played yet while another card is allowed</source>
        <translation>%1 darf noch nicht gespielt werden, solange eine andere Karte erlaubt ist</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="172"/>
        <source>%1 must be played to this trick; played %2</source>
        <translation>%1 muss in diesen Stich; gespielt wurde %2</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="174"/>
        <source>%1 may not join %2 in a trick while another trump (%3) can be played</source>
        <translation>%1 darf nicht mit %2 in einen Stich, solange ein anderer Trumpf (%3) spielbar ist</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="177"/>
        <source>trumps must be led to the first three tricks: the hand holds %1</source>
        <translation>zu den ersten drei Stichen muss Trumpf ausgespielt werden: die Hand hält %1</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="179"/>
        <source>%1 must be played at the first opportunity; played %2</source>
        <translation>%1 muss bei der ersten Gelegenheit gespielt werden; gespielt wurde %2</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="181"/>
        <source>seat %1 must dappen: all the players before the second-to-last have passed</source>
        <translation>Platz %1 muss dappen: alle Spieler vor dem vorletzten haben gepasst</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="183"/>
        <source>%1 may not be discarded: 5-point cards (honours) stay in the hand</source>
        <translation>%1 darf nicht abgelegt werden: 5-Punkte-Karten (Honneurs) bleiben auf der Hand</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="185"/>
        <source>%1 cannot be laid out for Ulti: only trumps 1, 2 and 3 held by the lone player</source>
        <translation>%1 kann nicht für Ulti ausgelegt werden: nur die Trümpfe 1, 2 und 3 des Alleinspielers</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="187"/>
        <source>%1 is laid out for Ulti and may only be played when there is no other choice, 3 before 2 before 1; %2 can be played</source>
        <translation>%1 ist für Ulti ausgelegt und darf nur gespielt werden, wenn nichts anderes geht, 3 vor 2 vor 1; %2 ist spielbar</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="191"/>
        <source>%1 was withheld and stays in the hand until the last trick</source>
        <translation>%1 wurde zurückgehalten und bleibt bis zum letzten Stich auf der Hand</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="193"/>
        <source>in the first three tricks the Gstieß, the 21 and the 1 are due in turn and the others play trumps: %2 is not allowed, play e.g. %1</source>
        <translation>in den ersten drei Stichen sind der Reihe nach Gstieß, 21 und 1 fällig, die anderen spielen Trumpf: %2 ist nicht erlaubt, spiel z. B. %1</translation>
    </message>
    <message>
        <location filename="../ui/text/wording.cpp" line="197"/>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="17"/>
        <source>Traditional card games of Franconia, Baden and Austria.</source>
        <translation>Traditionelle Kartenspiele aus Franken, Baden und Österreich.</translation>
    </message>
</context>
<context>
    <name>st::ui::CallDialog</name>
    <message>
        <location filename="../ui/dialogs/calldialog.cpp" line="45"/>
        <source>Hint: call the highest card of your trump suit that you do not hold — here %1. Calling a card you hold yourself means playing alone.</source>
        <translation>Tipp: Ruf die höchste Karte deiner Trumpffarbe, die du nicht hast – hier %1. Rufst du eine eigene Karte, spielst du allein.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/calldialog.cpp" line="54"/>
        <source>Rufen — call a card</source>
        <translation>Rufen – eine Karte rufen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/calldialog.cpp" line="58"/>
        <source>You are forehand. Call a card: its suit becomes trumps and whoever holds it is your partner. You must hold a card of the called suit among these three.</source>
        <translation>Du bist Vorhand. Ruf eine Karte: Ihre Farbe wird Trumpf, und wer sie hat, ist dein Partner. Unter diesen drei Karten musst du eine der gerufenen Farbe haben.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/calldialog.cpp" line="86"/>
        <source>Call %1</source>
        <translation>%1 rufen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/calldialog.cpp" line="87"/>
        <source>%1: you hold no card of this suit among your three</source>
        <translation>%1: Du hast keine Karte dieser Farbe unter deinen dreien</translation>
    </message>
</context>
<context>
    <name>st::ui::DealSummary</name>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="17"/>
        <source>A player went out (Aus!) with 66 or more.</source>
        <translation>Ein Spieler hat mit 66 oder mehr Aus! gesagt.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="19"/>
        <source>A player went out without 66: the opponents score.</source>
        <translation>Ein Spieler hat ohne 66 Aus! gesagt: die Gegner schreiben.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="21"/>
        <source>The closer&apos;s opponent went out with 66.</source>
        <translation>Der Gegner des Zudrehers hat mit 66 Aus! gesagt.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="23"/>
        <source>The player who closed the talon (zugedreht) made 66.</source>
        <translation>Wer zugedreht hat, hat 66 erreicht.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="25"/>
        <source>The player who closed the talon did not make 66.</source>
        <translation>Wer zugedreht hat, hat 66 nicht erreicht.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="27"/>
        <source>Nobody went out: the last trick decides.</source>
        <translation>Niemand hat Aus! gesagt: der letzte Stich entscheidet.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="29"/>
        <source>The holder of the Ace of hearts surrendered: no play.</source>
        <translation>Wer das Herz-Ass hat, hat aufgegeben: kein Spiel.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="31"/>
        <source>Strokes by the ranking of card points.</source>
        <translation>Striche nach der Rangfolge der Augen.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="33"/>
        <source>A revoke ended the deal and was penalised.</source>
        <translation>Ein Farbverstoß hat das Spiel beendet und wurde bestraft.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="35"/>
        <source>The Ace of hearts was concealed and was penalised.</source>
        <translation>Das Herz-Ass wurde verheimlicht und das wurde bestraft.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="37"/>
        <source>Durchmarsch made: every trick won.</source>
        <translation>Durchmarsch geschafft: alle Stiche gewonnen.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="39"/>
        <source>The Durchmarsch failed.</source>
        <translation>Der Durchmarsch ist gescheitert.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="41"/>
        <source>Every trick won without announcing a Durchmarsch.</source>
        <translation>Alle Stiche gewonnen, ohne einen Durchmarsch anzusagen.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="49"/>
        <source>The session is over</source>
        <translation>Die Runde ist vorbei</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="49"/>
        <source>The deal is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="57"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="57"/>
        <source>Card points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="57"/>
        <source>Strokes erased</source>
        <translation>Gelöschte Striche</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="57"/>
        <source>Game points</source>
        <translation>Spielpunkte</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="58"/>
        <source>Strokes left</source>
        <translation>Verbleibende Striche</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="58"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="80"/>
        <source>The phase is over: %1 marks a Bollern.</source>
        <translation>Die Phase ist vorbei: %1 bekommt einen Bollern.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="80"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/dialogs/dealsummary.cpp" line="88"/>
        <source>%1: %n Bollern</source>
        <translation>
            <numerusform>%1: %n Bollern</numerusform>
            <numerusform>%1: %n Bollern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/dialogs/dealsummary.cpp" line="90"/>
        <source>%1: %2 points, %n Bummerl</source>
        <translation>
            <numerusform>%1: %2 Punkte, %n Bummerl</numerusform>
            <numerusform>%1: %2 Punkte, %n Bummerl</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="94"/>
        <source>Final standings</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="104"/>
        <source>New game…</source>
        <translation>Neues Spiel …</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/dealsummary.cpp" line="113"/>
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
</context>
<context>
    <name>st::ui::DeckViewer</name>
    <message>
        <location filename="../ui/cards/deckviewer.cpp" line="57"/>
        <source>Backs and the shown marker</source>
        <translation>Rückseiten und Markierung für gezeigte Karten</translation>
    </message>
    <message>
        <location filename="../ui/cards/deckviewer.cpp" line="59"/>
        <source>Dreeg slates</source>
        <translation>Dreeg-Schiefertafeln</translation>
    </message>
    <message>
        <location filename="../ui/cards/deckviewer.cpp" line="61"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location filename="../ui/cards/deckviewer.cpp" line="68"/>
        <source>Card decks</source>
        <translation>Kartenblätter</translation>
    </message>
    <message>
        <location filename="../ui/cards/deckviewer.cpp" line="86"/>
        <location filename="../ui/cards/deckviewer.cpp" line="152"/>
        <location filename="../ui/cards/deckviewer.cpp" line="156"/>
        <source>%1 px</source>
        <translation>%1 px</translation>
    </message>
    <message>
        <location filename="../ui/cards/deckviewer.cpp" line="88"/>
        <source>&amp;Pack:</source>
        <translation>&amp;Blatt:</translation>
    </message>
    <message>
        <location filename="../ui/cards/deckviewer.cpp" line="90"/>
        <source>&amp;Style:</source>
        <translation>&amp;Stil:</translation>
    </message>
    <message>
        <location filename="../ui/cards/deckviewer.cpp" line="92"/>
        <source>Card &amp;width:</source>
        <translation>Karten&amp;breite:</translation>
    </message>
    <message>
        <location filename="../ui/cards/deckviewer.cpp" line="178"/>
        <source>(not applicable)</source>
        <translation>(nicht zutreffend)</translation>
    </message>
    <message>
        <location filename="../ui/cards/deckviewer.cpp" line="243"/>
        <source>Back %1</source>
        <translation>Rückseite %1</translation>
    </message>
    <message>
        <location filename="../ui/cards/deckviewer.cpp" line="243"/>
        <source>Card back %1</source>
        <translation>Kartenrückseite %1</translation>
    </message>
    <message>
        <location filename="../ui/cards/deckviewer.cpp" line="246"/>
        <source>Shown</source>
        <translation>Gezeigt</translation>
    </message>
    <message>
        <location filename="../ui/cards/deckviewer.cpp" line="247"/>
        <source>%1 shown to everybody (trump indicator, exposed card)</source>
        <translation>%1 für alle sichtbar (Trumpfanzeige, aufgedeckte Karte)</translation>
    </message>
    <message>
        <location filename="../ui/cards/deckviewer.cpp" line="254"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/cards/deckviewer.cpp" line="255"/>
        <source>Slate %1 with %2 strokes standing</source>
        <translation>Schiefertafel %1 mit %2 stehenden Strichen</translation>
    </message>
    <message>
        <location filename="../ui/cards/deckviewer.cpp" line="257"/>
        <source>Bollern</source>
        <translation>Bollern</translation>
    </message>
    <message>
        <location filename="../ui/cards/deckviewer.cpp" line="257"/>
        <source>A Bollern blob</source>
        <translation>Ein Bollern-Kreis</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/cards/deckviewer.cpp" line="273"/>
        <source>%n picture(s) cannot be drawn in this style: the theme is missing them or Qt cannot render its drawing of them.</source>
        <translation>
            <numerusform>%n Bild kann in diesem Stil nicht gezeichnet werden: es fehlt im Design oder Qt kann es nicht darstellen.</numerusform>
            <numerusform>%n Bilder können in diesem Stil nicht gezeichnet werden: sie fehlen im Design oder Qt kann sie nicht darstellen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>st::ui::FlowController</name>
    <message>
        <location filename="../ui/flow/flowcontroller.cpp" line="74"/>
        <source>Choose the first dealer</source>
        <translation>Wähle den ersten Geber</translation>
    </message>
    <message>
        <location filename="../ui/flow/flowcontroller.cpp" line="113"/>
        <source>Your choice</source>
        <translation>Deine Wahl</translation>
    </message>
    <message>
        <location filename="../ui/flow/flowcontroller.cpp" line="128"/>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt …</translation>
    </message>
</context>
<context>
    <name>st::ui::HumanSeat</name>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="49"/>
        <source>%1 ansagen — declare %2</source>
        <translation>%1 ansagen – %2 melden</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="52"/>
        <source>Aus! — go out</source>
        <translation>Aus! – abmelden</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="54"/>
        <source>Draw, then zudrehen</source>
        <translation>Ziehen, dann zudrehen</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="54"/>
        <source>Zudrehen — close the talon</source>
        <translation>Zudrehen – Talon schließen</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="56"/>
        <source>Tauschen — exchange the trump Unter</source>
        <translation>Tauschen – Trumpf-Unter austauschen</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="57"/>
        <source>Tauschen — exchange the trump Nine</source>
        <translation>Tauschen – Trumpf-Neun austauschen</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="59"/>
        <source>Durchmarsch! — win every trick</source>
        <translation>Durchmarsch! – alle Stiche machen</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="61"/>
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="63"/>
        <source>Aufgeben — surrender</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="65"/>
        <source>Bid: %1</source>
        <translation>Bieten: %1</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="67"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="69"/>
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="71"/>
        <source>Announce: %1</source>
        <translation>Ansagen: %1</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="73"/>
        <source>Redeal</source>
        <translation>Neu geben</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="75"/>
        <source>Turn up card %1</source>
        <translation>Karte %1 aufdecken</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="77"/>
        <source>Call %1</source>
        <translation>%1 rufen</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="82"/>
        <source>Discard %1</source>
        <translation>%1 ablegen</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="94"/>
        <source>Show King and Over of %1 (%2 points once your side has a trick), then lead one of them.</source>
        <translation>König und Ober in %1 zeigen (%2 Punkte, sobald deine Seite einen Stich hat), dann eine der beiden ausspielen.</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="98"/>
        <source>Claim 66 card points and end the deal now. If you have fewer, the opponents score.</source>
        <translation>66 Augen beanspruchen und das Spiel jetzt beenden. Hast du weniger, schreiben die Gegner.</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="100"/>
        <source>Both players draw first, then the talon is closed: from now on follow suit and overtake, no more drawing.</source>
        <translation>Beide ziehen noch, dann wird der Talon zugedreht: ab jetzt Farbzwang und Stichzwang, kein Ziehen mehr.</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="102"/>
        <source>Close the talon now without drawing: from now on follow suit and overtake, no more drawing. You must then reach 66.</source>
        <translation>Talon jetzt ohne Ziehen zudrehen: ab jetzt Farbzwang und Stichzwang, kein Ziehen mehr. Du musst dann 66 erreichen.</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="106"/>
        <source>Take the trump card from under the talon and put your trump Unter in its place.</source>
        <translation>Die Trumpfkarte unter dem Talon nehmen und deinen Trumpf-Unter dafür hinlegen.</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="107"/>
        <source>Take the trump card from under the talon and put your trump Nine in its place.</source>
        <translation>Die Trumpfkarte unter dem Talon nehmen und deine Trumpf-Neun dafür hinlegen.</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="109"/>
        <source>Announce that you will win every trick of this deal.</source>
        <translation>Ansagen, dass du in diesem Spiel alle Stiche machst.</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="111"/>
        <source>Show the Ace of hearts and make %1 trumps.</source>
        <translation>Das Herz-Ass zeigen und %1 zu Trumpf machen.</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="146"/>
        <source>Rufen: call a card</source>
        <translation>Rufen: eine Karte rufen</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="156"/>
        <source>Rot-Assen — you hold the Ace of hearts</source>
        <translation>Rot-Assen – du hast das Herz-Ass</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="157"/>
        <source>You hold the Ace of hearts: choose trumps and play alone against the others, or surrender (no play; each other player erases two strokes).</source>
        <translation>Du hast das Herz-Ass: bestimm Trumpf und spiel allein gegen die anderen, oder gib auf (kein Spiel; alle anderen löschen zwei Striche).</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="160"/>
        <source>Rufen — choose trumps</source>
        <translation>Rufen – Trumpf bestimmen</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="161"/>
        <source>You are forehand of two: choose trumps after seeing your first three cards.</source>
        <translation>Du bist Vorhand zu zweit: bestimm Trumpf nach deinen ersten drei Karten.</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="163"/>
        <source>Rot-Assen — choose trumps</source>
        <translation>Rot-Assen – Trumpf bestimmen</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="164"/>
        <source>The Ace of hearts is yours: choose the trump suit.</source>
        <translation>Das Herz-Ass gehört dir: bestimm die Trumpffarbe.</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="166"/>
        <source>Choose trumps</source>
        <translation>Trumpf bestimmen</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="167"/>
        <source>Choose the trump suit.</source>
        <translation>Bestimm die Trumpffarbe.</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="178"/>
        <source>Your lead</source>
        <translation>Du spielst aus</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="178"/>
        <source>Your turn: play a card</source>
        <translation>Du bist dran: spiel eine Karte</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="180"/>
        <source>Your decision:</source>
        <translation>Deine Entscheidung:</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="182"/>
        <source> — or:</source>
        <translation> – oder:</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="185"/>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="185"/>
        <source>Your decision</source>
        <translation>Deine Entscheidung</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="194"/>
        <source>Hast&apos; das? Show the Ace of hearts?</source>
        <translation>Hast' das? Das Herz-Ass zeigen?</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="194"/>
        <source>You may now:</source>
        <translation>Du kannst jetzt:</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="196"/>
        <source>Nein — not now</source>
        <translation>Nein – jetzt nicht</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="196"/>
        <source>Weiter — let it pass</source>
        <translation>Weiter – vorbeigehen lassen</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="197"/>
        <source>Let the chance pass; play goes on.</source>
        <translation>Die Gelegenheit auslassen; das Spiel geht weiter.</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="201"/>
        <source>Your choice</source>
        <translation>Deine Wahl</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="206"/>
        <source>You lost the phase: choose who deals first</source>
        <translation>Du hast die Phase verloren: bestimm, wer zuerst gibt</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="208"/>
        <source>%1 deals</source>
        <translation>%1 gibt</translation>
    </message>
    <message>
        <location filename="../ui/flow/humanseat.cpp" line="219"/>
        <source>Not allowed: %1</source>
        <translation>Nicht erlaubt: %1</translation>
    </message>
</context>
<context>
    <name>st::ui::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="25"/>
        <source>Stammtisch</source>
        <translation>Stammtisch</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="42"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="43"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="46"/>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="49"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="52"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="53"/>
        <source>Card &amp;decks…</source>
        <translation>&amp;Kartenblätter …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="55"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="56"/>
        <source>&amp;About Stammtisch</source>
        <translation>Ü&amp;ber Stammtisch</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="63"/>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="78"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="82"/>
        <source>A new game of %1</source>
        <translation>Ein neues Spiel %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="89"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="93"/>
        <source>The saved game goes on</source>
        <translation>Das gespeicherte Spiel geht weiter</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="103"/>
        <source>About Stammtisch</source>
        <translation>Über Stammtisch</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="104"/>
        <source>&lt;h3&gt;Stammtisch %1&lt;/h3&gt;&lt;p&gt;The traditional card games of Franconia, Baden and Austria: Dreeg, Dreierles, Dappen, Dreierschnapsen and Schnapsen, against computer opponents.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Stammtisch %1&lt;/h3&gt;&lt;p&gt;Die traditionellen Kartenspiele aus Franken, Baden und Österreich: Dreeg, Dreierles, Dappen, Dreierschnapsen und Schnapsen, gegen Computergegner.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>st::ui::NewGameDialog</name>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="26"/>
        <source>Nürnberger Dreck: eight phases of 66, Rot-Assen, Rufen and Kamerun, chalk strokes on a slate.</source>
        <translation>Nürnberger Dreck: acht Phasen Sechsundsechzig, Rot-Assen, Rufen und Kamerun, Kreidestriche auf der Schiefertafel.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="28"/>
        <source>The Cego game of Baden for three or four: bid Dreier, Zweier or Einer and take the blind.</source>
        <translation>Das badische Cego für drei oder vier: Dreier, Zweier oder Einer bieten und den Blinden nehmen.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="30"/>
        <source>Cego from the Black Forest for three to eight: dappen, strecken, stupfen, played for cents.</source>
        <translation>Cego aus dem Schwarzwald für drei bis acht: dappen, strecken, stupfen, gespielt um Cent.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="32"/>
        <source>Austrian Schnapsen for three: contracts, Spritzen and Retour, points to 24 and Bummerl.</source>
        <translation>Österreichisches Schnapsen zu dritt: Ansagen, Spritzen und Retour, Punkte bis 24 und Bummerl.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="34"/>
        <source>Austrian Schnapsen for two: 20 cards, 66 to win, zudrehen and Bummerl to seven.</source>
        <translation>Österreichisches Schnapsen zu zweit: 20 Karten, 66 zum Sieg, Zudrehen und Bummerl bis sieben.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="40"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="48"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="54"/>
        <source>How many sit at the table: you and the computer players.</source>
        <translation>Wie viele am Tisch sitzen: du und die Computerspieler.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="55"/>
        <source>&amp;Players at the table:</source>
        <translation>S&amp;pieler am Tisch:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="56"/>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="211"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="58"/>
        <source>Your name at the table; you sit at the bottom.</source>
        <translation>Dein Name am Tisch; du sitzt unten.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="59"/>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="62"/>
        <source>&amp;Deck:</source>
        <translation>&amp;Blatt:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="64"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="81"/>
        <source>&amp;Deal</source>
        <translation>&amp;Geben</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="200"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="212"/>
        <source>Bert</source>
        <translation>Bert</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="212"/>
        <source>Carla</source>
        <translation>Carla</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="212"/>
        <source>Doris</source>
        <translation>Doris</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="212"/>
        <source>Evi</source>
        <translation>Evi</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="212"/>
        <source>Fritz</source>
        <translation>Fritz</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="212"/>
        <source>Gretl</source>
        <translation>Gretl</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/newgamedialog.cpp" line="212"/>
        <source>Hans</source>
        <translation>Hans</translation>
    </message>
</context>
<context>
    <name>st::ui::SeatPlate</name>
    <message>
        <location filename="../ui/table/seatplate.cpp" line="14"/>
        <location filename="../ui/table/seatplate.cpp" line="103"/>
        <location filename="../ui/table/seatplate.cpp" line="112"/>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <location filename="../ui/table/seatplate.cpp" line="95"/>
        <source>sits out</source>
        <translation>setzt aus</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/seatplate.cpp" line="95"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/seatplate.cpp" line="97"/>
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>st::ui::TableModel</name>
    <message>
        <location filename="../ui/table/tablemodel.cpp" line="42"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../ui/table/tablemodel.cpp" line="46"/>
        <source>%1 is not a valid game record: %2</source>
        <translation>%1 ist keine gültige Spielaufzeichnung: %2</translation>
    </message>
    <message>
        <location filename="../ui/table/tablemodel.cpp" line="52"/>
        <source>%1 cannot be replayed: deal %2, action %3 (%4)</source>
        <translation>%1 kann nicht nachgespielt werden: Spiel %2, Aktion %3 (%4)</translation>
    </message>
    <message>
        <location filename="../ui/table/tablemodel.cpp" line="104"/>
        <source>The engine refused the deal: %1</source>
        <translation>Die Regel-Engine hat das Spiel abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/tablemodel.cpp" line="157"/>
        <source>Autosave to %1 failed: %2</source>
        <translation>Automatisches Speichern nach %1 fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>st::ui::TableScene</name>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="36"/>
        <source>Sechsundsechzig</source>
        <translation>Sechsundsechzig</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="38"/>
        <source>Rot-Assen</source>
        <translation>Rot-Assen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="40"/>
        <source>Rufen</source>
        <translation>Rufen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="42"/>
        <source>Kamerun</source>
        <translation>Kamerun</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="44"/>
        <source>Kamerun bei Nacht</source>
        <translation>Kamerun bei Nacht</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="46"/>
        <source>Weglöscher</source>
        <translation>Weglöscher</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="405"/>
        <source>%1 — %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="413"/>
        <source>Face down until the call</source>
        <translation>Verdeckt bis zum Rufen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="431"/>
        <location filename="../ui/table/tablescene.cpp" line="608"/>
        <source>%1, played by %2</source>
        <translation>%1, gespielt von %2</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="449"/>
        <source>Caller</source>
        <translation>Rufer</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="451"/>
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="453"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="462"/>
        <source>Forehand</source>
        <translation>Vorhand</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="489"/>
        <source>Out</source>
        <translation>Draußen</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="491"/>
        <source>%1 of %2 points</source>
        <translation>%1 von %2 Punkten</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="492"/>
        <source>Bummerl: %1</source>
        <translation>Bummerl: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="494"/>
        <source>Total: %1</source>
        <translation>Gesamt: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/tablescene.cpp" line="522"/>
        <source>%1 holds %n card(s)</source>
        <translation>
            <numerusform>%1 hat %n Karte</numerusform>
            <numerusform>%1 hat %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="535"/>
        <source>Shown: %1</source>
        <translation>Gezeigt: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="558"/>
        <source>Trump card: %1</source>
        <translation>Trumpfkarte: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/tablescene.cpp" line="571"/>
        <source>Talon: %n card(s), closed</source>
        <translation>
            <numerusform>Talon: %n Karte, zugedreht</numerusform>
            <numerusform>Talon: %n Karten, zugedreht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/tablescene.cpp" line="572"/>
        <source>Talon: %n card(s)</source>
        <translation>
            <numerusform>Talon: %n Karte</numerusform>
            <numerusform>Talon: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="576"/>
        <source>%1 · closed</source>
        <translation>%1 · zugedreht</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="594"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="622"/>
        <source>Phase %1 of %2: %3</source>
        <translation>Phase %1 von %2: %3</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="627"/>
        <source>Schnapsen to %1 points</source>
        <translation>Schnapsen bis %1 Punkte</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="631"/>
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="633"/>
        <source>No trumps (Kamerun)</source>
        <translation>Kein Trumpf (Kamerun)</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="635"/>
        <source>Trumps not chosen yet</source>
        <translation>Trumpf noch nicht bestimmt</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="639"/>
        <source>Called: %1</source>
        <translation>Gerufen: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/tablescene.cpp" line="662"/>
        <source>The dealer&apos;s turned trump card: %1</source>
        <translation>Die aufgedeckte Trumpfkarte des Gebers: %1</translation>
    </message>
</context>
<context>
    <name>st::ui::TrumpDialog</name>
    <message>
        <location filename="../ui/dialogs/trumpdialog.cpp" line="27"/>
        <source>Your cards:</source>
        <translation>Deine Karten:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/trumpdialog.cpp" line="42"/>
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/trumpdialog.cpp" line="49"/>
        <source>Make %1 trumps</source>
        <translation>%1 zu Trumpf machen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/trumpdialog.cpp" line="60"/>
        <source>Aufgeben — surrender the deal</source>
        <translation>Aufgeben – das Spiel hergeben</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/trumpdialog.cpp" line="62"/>
        <source>No play: the cards are thrown in and each of the other players erases two strokes.</source>
        <translation>Kein Spiel: die Karten werden eingeworfen und alle anderen Spieler löschen zwei Striche.</translation>
    </message>
</context>
<context>
    <name>st::ui::WelcomeWidget</name>
    <message>
        <location filename="../ui/dialogs/welcomewidget.cpp" line="31"/>
        <source>Stammtisch</source>
        <translation>Stammtisch</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/welcomewidget.cpp" line="35"/>
        <source>Traditional card games of Franconia, Baden and Austria at the regulars&apos; table.</source>
        <translation>Traditionelle Kartenspiele aus Franken, Baden und Österreich am Stammtisch.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/welcomewidget.cpp" line="41"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/welcomewidget.cpp" line="57"/>
        <source>Start a new game of %1</source>
        <translation>Ein neues Spiel %1 beginnen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/welcomewidget.cpp" line="82"/>
        <source>The game saved %1</source>
        <translation>Gespeichertes Spiel vom %1</translation>
    </message>
    <message>
        <location filename="../ui/dialogs/welcomewidget.cpp" line="83"/>
        <source>No saved game yet</source>
        <translation>Noch kein gespeichertes Spiel</translation>
    </message>
</context>
</TS>
