<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>CardLook</name>
    <message>
        <source>H</source>
        <comment>suit mark of hearts</comment>
        <translation>H</translation>
    </message>
    <message>
        <source>D</source>
        <comment>suit mark of diamonds</comment>
        <translation>Ka</translation>
    </message>
    <message>
        <source>C</source>
        <comment>suit mark of clubs</comment>
        <translation>Kr</translation>
    </message>
    <message>
        <source>S</source>
        <comment>suit mark of spades</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>T</source>
        <comment>suit mark of the trumps (Tarock)</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>A</source>
        <comment>suit mark of acorns</comment>
        <translation>E</translation>
    </message>
    <message>
        <source>L</source>
        <comment>suit mark of leaves</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>B</source>
        <comment>suit mark of bells</comment>
        <translation>S</translation>
    </message>
</context>
<context>
    <name>CardTheme</name>
    <message>
        <source>German suits</source>
        <translation>Deutsches Blatt</translation>
    </message>
    <message>
        <source>French suits, two colours</source>
        <translation>Französisches Blatt, zweifarbig</translation>
    </message>
    <message>
        <source>French suits, four colours</source>
        <translation>Französisches Blatt, vierfarbig</translation>
    </message>
    <message>
        <source>Cego</source>
        <translation>Cego</translation>
    </message>
    <message>
        <source>%1 (installed theme, German suits)</source>
        <translation>%1 (installiertes Design, deutsches Blatt)</translation>
    </message>
    <message>
        <source>%1 (installed theme)</source>
        <translation>%1 (installiertes Design)</translation>
    </message>
    <message>
        <source>German pack, 24 cards (Dreeg)</source>
        <translation>Deutsches Blatt, 24 Karten (Dreeg)</translation>
    </message>
    <message>
        <source>Schnapsen pack, 20 cards</source>
        <translation>Schnapsen-Blatt, 20 Karten</translation>
    </message>
    <message>
        <source>Cego pack, 54 cards (Dreierles, Dappen)</source>
        <translation>Cego-Blatt, 54 Karten (Dreierles, Dappen)</translation>
    </message>
    <message>
        <source>XII</source>
        <translation>XII</translation>
    </message>
    <message>
        <source>III</source>
        <translation>III</translation>
    </message>
    <message>
        <source>crossed seven</source>
        <translation>durchgestrichene Sieben</translation>
    </message>
    <message>
        <source>XX (for ten)</source>
        <translation>XX (für zehn)</translation>
    </message>
    <message>
        <source>Felt</source>
        <translation>Filz</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <source>Seat plate</source>
        <translation>Platzschild</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>Score pad</source>
        <translation>Schreibblock</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Usage: stammtisch-cli COMMAND [options]

Commands:
  replay FILE     validate and play a game record; print each deal&apos;s result as JSON
  legal FILE      print the seat to act after the record&apos;s last action and its legal actions
  selfplay        computer players play whole sessions; print a JSON summary
  tournament      two computer levels play duplicate deals; print scores and timings
  bench           playouts and open-card solver speed per game
  suggest FILE    the computer&apos;s decision for whoever acts next in a record
  lesson FILE     check a guided lesson (its deal replayed, its notes and texts)
  review FILE     a seat&apos;s decisions in a deal that the computer would have taken otherwise
  soak            random play over every game, rule preset and table size; invariants checked

Run &apos;stammtisch-cli COMMAND --help&apos; for the options of a command.
Exit codes: 0 ok, 1 invariant violations in self-play, 2 usage error,
3 an illegal action in a record, 4 an unreadable or malformed file.</source>
        <translation>Aufruf: stammtisch-cli BEFEHL [Optionen]

Befehle:
  replay DATEI    Spielaufzeichnung prüfen und durchspielen; Ergebnis jedes Spiels als JSON ausgeben
  legal DATEI     den Platz am Zug nach der letzten Aktion der Aufzeichnung und seine erlaubten Aktionen ausgeben
  selfplay        Computerspieler spielen ganze Runden; JSON-Zusammenfassung ausgeben
  tournament      zwei Computerstufen spielen doppelte Spiele; Punkte und Zeiten ausgeben
  bench           Playouts und Geschwindigkeit des Offene-Karten-Lösers je Kartenspiel
  suggest DATEI   die Entscheidung des Computers für den, der in der Aufzeichnung als Nächstes dran ist
  lesson DATEI    eine Lektion prüfen (ihr Spiel durchgespielt, ihre Anmerkungen und Texte)
  review DATEI    die Entscheidungen eines Platzes in einem Spiel, die der Computer anders getroffen hätte
  soak            Zufallsspiel über jedes Kartenspiel, jedes Regelwerk und jede Tischgröße; Invarianten geprüft

&apos;stammtisch-cli BEFEHL --help&apos; zeigt die Optionen eines Befehls.
Exit-Codes: 0 ok, 1 Invariantenverletzungen im Selbstspiel, 2 Aufruffehler,
3 eine unerlaubte Aktion in einer Aufzeichnung, 4 eine unlesbare oder fehlerhafte Datei.</translation>
    </message>
    <message>
        <source>stammtisch-cli: %1</source>
        <translation>stammtisch-cli: %1</translation>
    </message>
    <message>
        <source>Run &apos;stammtisch-cli --help&apos; for usage.</source>
        <translation>&apos;stammtisch-cli --help&apos; zeigt die Bedienung.</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>kein Befehl angegeben</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;</source>
        <translation>unbekannter Befehl &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1: cannot read the file: %2</source>
        <translation>%1: Datei kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: the file is larger than 64 MiB; not a game record</source>
        <translation>%1: die Datei ist größer als 64 MiB; keine Spielaufzeichnung</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Print the seat to act after the record&apos;s last action and its legal actions, in the record&apos;s action syntax.</source>
        <translation>Den Platz am Zug nach der letzten Aktion der Aufzeichnung und seine erlaubten Aktionen ausgeben, in der Aktionssyntax der Aufzeichnung.</translation>
    </message>
    <message>
        <source>Validate a game record and play it through the rules engine; print each deal&apos;s result and the standings as JSON.</source>
        <translation>Eine Spielaufzeichnung prüfen und mit der Regel-Engine durchspielen; Ergebnis jedes Spiels und den Stand als JSON ausgeben.</translation>
    </message>
    <message>
        <source>the game record (JSON)</source>
        <translation>die Spielaufzeichnung (JSON)</translation>
    </message>
    <message>
        <source>expected exactly one FILE</source>
        <translation>genau eine DATEI erwartet</translation>
    </message>
    <message>
        <source>%1: deal %2, action %3, seat %4: illegal: %5</source>
        <translation>%1: Spiel %2, Aktion %3, Platz %4: unerlaubt: %5</translation>
    </message>
    <message>
        <source>unknown rules &apos;%1&apos; for %2; the presets are: %3</source>
        <translation>unbekannte Regeln &apos;%1&apos; für %2; die Regelwerke sind: %3</translation>
    </message>
    <message>
        <source>the game: %1</source>
        <translation>das Kartenspiel: %1</translation>
    </message>
    <message>
        <source>G</source>
        <translation>G</translation>
    </message>
    <message>
        <source>players at the table</source>
        <translation>Spieler am Tisch</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>number of deals to play (default 1000)</source>
        <translation>Anzahl der Spiele (Standard 1000)</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>seed of the shuffle and the players (default 1)</source>
        <translation>Startwert für Mischen und Spieler (Standard 1)</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>rule options as a JSON object, e.g. {&quot;strokes&quot;: 10}</source>
        <translation>Regeloptionen als JSON-Objekt, z. B. {&quot;strokes&quot;: 10}</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>a named rule preset of the game, e.g. bamberger (--variant options apply on top)</source>
        <translation>ein benanntes Regelwerk des Spiels, z. B. bamberger (--variant-Optionen gelten zusätzlich)</translation>
    </message>
    <message>
        <source>PRESET</source>
        <translation>REGELWERK</translation>
    </message>
    <message>
        <source>--first must be a whole number from 0 to %1</source>
        <translation>--first muss eine ganze Zahl von 0 bis %1 sein</translation>
    </message>
    <message>
        <source>the reviewing player: normal, strong or expert (default strong)</source>
        <translation>die Stufe, die nachbespricht: normal, strong oder expert (Standard strong)</translation>
    </message>
    <message>
        <source>--level must be normal, strong or expert</source>
        <translation>--level muss normal, strong oder expert sein</translation>
    </message>
    <message>
        <source>with --level: count how often each contract is bid, each deal from a fresh session, and print those counts instead of the summary</source>
        <translation>mit --level: zählen, wie oft jede Spielart geboten wird (jedes Spiel aus einer neuen Runde), und diese Zahlen statt der Zusammenfassung ausgeben</translation>
    </message>
    <message>
        <source>selfplay takes no file; unexpected &apos;%1&apos;</source>
        <translation>selfplay nimmt keine Datei; unerwartet: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--bids needs --level</source>
        <translation>--bids braucht --level</translation>
    </message>
    <message>
        <source>--game is required</source>
        <translation>--game ist erforderlich</translation>
    </message>
    <message>
        <source>unknown game &apos;%1&apos;</source>
        <translation>unbekanntes Kartenspiel &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--players must be a number from %1 to %2 for %3</source>
        <translation>--players muss für %3 eine Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <source>--deals must be a positive number</source>
        <translation>--deals muss eine positive Zahl sein</translation>
    </message>
    <message>
        <source>--seed must be a non-negative whole number</source>
        <translation>--seed muss eine nicht negative ganze Zahl sein</translation>
    </message>
    <message>
        <source>Two computer levels play duplicate deals (every deal once per seat rotation: side A at seat r, side B at the others). Prints JSON: mean score per deal with 95% intervals, win rates and decision times.</source>
        <translation>Zwei Computerstufen spielen doppelte Spiele (jedes Spiel einmal je Platzrotation: Seite A auf Platz r, Seite B auf den anderen). Gibt JSON aus: mittlere Punkte je Spiel mit 95-%-Intervallen, Gewinnquoten und Entscheidungszeiten.</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>das Kartenspiel</translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation>STUFE</translation>
    </message>
    <message>
        <source>level of side B</source>
        <translation>Stufe von Seite B</translation>
    </message>
    <message>
        <source>number of deals (default 100)</source>
        <translation>Anzahl der Spiele (Standard 100)</translation>
    </message>
    <message>
        <source>seed (default 1)</source>
        <translation>Startwert (Standard 1)</translation>
    </message>
    <message>
        <source>rule options as a JSON object</source>
        <translation>Regeloptionen als JSON-Objekt</translation>
    </message>
    <message>
        <source>a named rule preset of the game (--variant applies on top)</source>
        <translation>ein benanntes Regelwerk des Spiels (--variant gilt zusätzlich)</translation>
    </message>
    <message>
        <source>start at deal D of the seed&apos;s sequence (the deals before it are dealt, not played): parts of one long run, merged by tools/ai/merge_tournaments.py</source>
        <translation>bei Spiel D der Folge des Startwerts beginnen (die Spiele davor werden gegeben, nicht gespielt): Teile eines langen Laufs, zusammengeführt von tools/ai/merge_tournaments.py</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>add each deal&apos;s scores and every decision time (for merging)</source>
        <translation>die Ergebnisse jedes Spiels und jede Entscheidungszeit ausgeben (zum Zusammenführen)</translation>
    </message>
    <message>
        <source>--game, --a and --b are required</source>
        <translation>--game, --a und --b sind erforderlich</translation>
    </message>
    <message>
        <source>--players must be a number from %1 to %2</source>
        <translation>--players muss eine Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <source>Playouts per second and open-card solver speed per game (JSON).</source>
        <translation>Playouts pro Sekunde und Geschwindigkeit des Offene-Karten-Lösers je Kartenspiel (JSON).</translation>
    </message>
    <message>
        <source>only this game (default: all)</source>
        <translation>nur dieses Kartenspiel (Standard: alle)</translation>
    </message>
    <message>
        <source>time per measurement (default 1)</source>
        <translation>Zeit pro Messung (Standard 1)</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>--seconds must be a positive number up to 600</source>
        <translation>--seconds muss eine positive Zahl bis 600 sein</translation>
    </message>
    <message>
        <source>Check a guided lesson: its deal is replayed through the rules engine, its notes and both languages of its texts are checked; print a summary as JSON.</source>
        <translation>Eine Lektion prüfen: ihr Spiel wird mit der Regel-Engine durchgespielt, ihre Anmerkungen und beide Sprachen ihrer Texte werden geprüft; eine Zusammenfassung als JSON ausgeben.</translation>
    </message>
    <message>
        <source>the lesson (JSON)</source>
        <translation>die Lektion (JSON)</translation>
    </message>
    <message>
        <source>Print the decision the computer player takes for whoever acts next in the record, computed only from that seat&apos;s view (other hands are ignored).</source>
        <translation>Die Entscheidung des Computerspielers für den, der in der Aufzeichnung als Nächstes dran ist, ausgeben, berechnet nur aus Sicht dieses Platzes (andere Hände werden ignoriert).</translation>
    </message>
    <message>
        <source>Review a seat&apos;s decisions in one deal of a record: print as JSON each decision where the computer player would have chosen otherwise, with the value it expected of both choices (the game&apos;s unit). Only what the seat knew at each decision is used.</source>
        <translation>Die Entscheidungen eines Platzes in einem Spiel der Aufzeichnung nachbesprechen: jede Entscheidung, bei der der Computerspieler anders gewählt hätte, als JSON ausgeben, mit dem Wert, den er von beiden Möglichkeiten erwartet hat (in der Einheit des Kartenspiels). Verwendet wird nur, was der Platz bei jeder Entscheidung wusste.</translation>
    </message>
    <message>
        <source>the deal, counted from 0 (default the last)</source>
        <translation>das Spiel, ab 0 gezählt (Standard: das letzte)</translation>
    </message>
    <message>
        <source>the seat, counted from 0 (default the first seat played by a human, else 0)</source>
        <translation>der Platz, ab 0 gezählt (Standard: der erste Platz eines Menschen, sonst 0)</translation>
    </message>
    <message>
        <source>report only differences larger than this (default: the game&apos;s own margin)</source>
        <translation>nur Unterschiede melden, die größer sind (Standard: die eigene Schwelle des Kartenspiels)</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>--margin must be a positive number</source>
        <translation>--margin muss eine positive Zahl sein</translation>
    </message>
    <message>
        <source>--deal must be a non-negative whole number</source>
        <translation>--deal muss eine nicht negative ganze Zahl sein</translation>
    </message>
    <message>
        <source>--seat must be a non-negative whole number</source>
        <translation>--seat muss eine nicht negative ganze Zahl sein</translation>
    </message>
    <message>
        <source>%1: the record has no deal to review</source>
        <translation>%1: die Aufzeichnung enthält kein Spiel zum Nachbesprechen</translation>
    </message>
    <message>
        <source>--deal must be from 0 to %1 for this record</source>
        <translation>--deal muss bei dieser Aufzeichnung zwischen 0 und %1 liegen</translation>
    </message>
    <message>
        <source>--seat must be from 0 to %1 for this record</source>
        <translation>--seat muss bei dieser Aufzeichnung zwischen 0 und %1 liegen</translation>
    </message>
    <message>
        <source>Random legal players play every rule preset of every game at every table size it allows, the engine&apos;s invariants checked after every deal; prints a JSON table (deals, sessions, violations, seconds per run) and exits 1 on any violation. Progress goes to standard error.</source>
        <translation>Zufällige Spieler mit erlaubten Zügen spielen jedes Regelwerk jedes Kartenspiels an jeder Tischgröße, die sie zulässt; die Invarianten der Regel-Engine werden nach jedem Spiel geprüft. Gibt eine JSON-Tabelle aus (Spiele, Runden, Verletzungen, Sekunden je Lauf) und endet mit 1 bei jeder Verletzung. Der Fortschritt geht auf die Standardfehlerausgabe.</translation>
    </message>
    <message>
        <source>deals per game and preset (default 10000)</source>
        <translation>Spiele je Kartenspiel und Regelwerk (Standard 10000)</translation>
    </message>
    <message>
        <source>runs at once (default: the number of cores)</source>
        <translation>Läufe gleichzeitig (Standard: die Zahl der Kerne)</translation>
    </message>
    <message>
        <source>J</source>
        <translation>J</translation>
    </message>
    <message>
        <source>soak takes no file; unexpected &apos;%1&apos;</source>
        <translation>soak nimmt keine Datei; unerwartet: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--jobs must be a number from 1 to 64</source>
        <translation>--jobs muss eine Zahl von 1 bis 64 sein</translation>
    </message>
    <message>
        <source>[%1/%2] %3 %4, %5 players: %6 deals, %7 violations, %8 s</source>
        <translation>[%1/%2] %3 %4, %5 Spieler: %6 Spiele, %7 Verletzungen, %8 s</translation>
    </message>
    <message>
        <source>%1 %2, %3 players, seed %4: %5</source>
        <translation>%1 %2, %3 Spieler, Startwert %4: %5</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Computer players (random legal moves, or a computer level with --level) play whole sessions; the engine&apos;s invariants are checked after every action and deal. Prints a JSON summary.</source>
        <translation>Computerspieler (zufällige erlaubte Züge oder eine Computerstufe mit --level) spielen ganze Runden; die Invarianten der Regel-Engine werden nach jeder Aktion und jedem Spiel geprüft. Gibt eine JSON-Zusammenfassung aus.</translation>
    </message>
    <message>
        <source>%1: the record does not replay; run &apos;stammtisch-cli replay&apos; for details</source>
        <translation>%1: die Aufzeichnung lässt sich nicht nachspielen; Details mit &apos;stammtisch-cli replay&apos;</translation>
    </message>
    <message>
        <source>every seat played by this computer level (random, easy, normal, strong, expert) instead of random legal moves; each decision is checked by the engine</source>
        <translation>jeder Platz wird von dieser Computerstufe gespielt (random, easy, normal, strong, expert) statt von zufälligen erlaubten Zügen; jede Entscheidung prüft die Regel-Engine</translation>
    </message>
    <message>
        <source>--level must be random, easy, normal, strong or expert, not &apos;%1&apos;</source>
        <translation>--level muss random, easy, normal, strong oder expert sein, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>level of side A: random, easy, normal, strong, expert, oracle</source>
        <translation>Stufe von Seite A: random, easy, normal, strong, expert, oracle</translation>
    </message>
    <message>
        <source>levels are random, easy, normal, strong, expert, oracle</source>
        <translation>Stufen sind random, easy, normal, strong, expert, oracle</translation>
    </message>
    <message>
        <source>--level must be random, easy, normal, strong or expert</source>
        <translation>--level muss random, easy, normal, strong oder expert sein</translation>
    </message>
    <message>
        <source>%1: no decision is due (%2)</source>
        <translation>%1: keine Entscheidung fällig (%2)</translation>
    </message>
    <message>
        <source>PARTS</source>
        <translation>TEILE</translation>
    </message>
    <message>
        <source>random, easy, normal, strong or expert (default expert, as the hint)</source>
        <translation>random, easy, normal, strong oder expert (Standard expert, wie der Tipp)</translation>
    </message>
    <message>
        <source>side B without these parts of its search, comma-separated (playout_bids, inference, failed_close, talon_search, play_inference, playout_closes, blind_close, quiet_random, follow_inference, wide_worlds, trump_low, few_points, exact_ends, playout_knocks, discard_inference): the level as it was before them, against side A with them</source>
        <translation>Seite B ohne diese Teile ihrer Suche, durch Kommas getrennt (playout_bids, inference, failed_close, talon_search, play_inference, playout_closes, blind_close, quiet_random, follow_inference, wide_worlds, trump_low, few_points, exact_ends, playout_knocks, discard_inference): die Stufe, wie sie vor ihnen war, gegen Seite A mit ihnen</translation>
    </message>
    <message>
        <source>--b-without takes playout_bids, inference, failed_close, talon_search, play_inference, playout_closes, blind_close, quiet_random, follow_inference, wide_worlds, trump_low, few_points, exact_ends, playout_knocks, discard_inference</source>
        <translation>--b-without nimmt playout_bids, inference, failed_close, talon_search, play_inference, playout_closes, blind_close, quiet_random, follow_inference, wide_worlds, trump_low, few_points, exact_ends, playout_knocks, discard_inference</translation>
    </message>
</context>
<context>
    <name>CountingHelp</name>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Card points taken: %1</source>
        <translation>Gemachte Augen: %1</translation>
    </message>
    <message>
        <source>(%1 to win)</source>
        <translation>(%1 zum Gewinnen)</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Überlege einen Tipp …</translation>
    </message>
    <message>
        <source>There is nothing to decide right now.</source>
        <translation>Gerade ist nichts zu entscheiden.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <source>let it pass</source>
        <translation>weiter</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Tipp: %1.</translation>
    </message>
    <message>
        <source>Hint: %1 — %2</source>
        <translation>Tipp: %1 – %2</translation>
    </message>
    <message>
        <source>letting it pass</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>The expert expects %1 from it, %2 from “%3”.</source>
        <translation>Der Experte erwartet davon %1, von „%3“ %2.</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>The preferences could not be saved to %1; they apply until Stammtisch quits.</source>
        <translation>Die Voreinstellungen konnten nicht in %1 gespeichert werden; sie gelten, bis Stammtisch beendet wird.</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged and could not be put aside (%2); the settings that could not be read are back to their defaults.</source>
        <translation>Die Einstellungsdatei %1 ist beschädigt und konnte nicht beiseitegelegt werden (%2); die Einstellungen, die nicht lesbar waren, stehen wieder auf ihren Vorgaben.</translation>
    </message>
    <message>
        <source>The settings file %1 was damaged. It was put aside as %2; the settings that could be read are kept, the others are back to their defaults.</source>
        <translation>Die Einstellungsdatei %1 war beschädigt. Sie wurde als %2 beiseitegelegt; die lesbaren Einstellungen bleiben, die übrigen stehen wieder auf ihren Vorgaben.</translation>
    </message>
</context>
<context>
    <name>RecentSessions</name>
    <message>
        <source>Bollern: %1</source>
        <translation>Bollern: %1</translation>
    </message>
    <message>
        <source>Phase %1, strokes left: %2</source>
        <translation>Phase %1, Striche übrig: %2</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Bummerl: %1</source>
        <translation>Bummerl: %1</translation>
    </message>
    <message>
        <source>Purses: %1</source>
        <translation>Kassen: %1</translation>
    </message>
    <message>
        <source>Game points: %1</source>
        <translation>Spielpunkte: %1</translation>
    </message>
    <message>
        <source>is damaged: %1</source>
        <translation>beschädigt ist – %1</translation>
    </message>
    <message>
        <source>is not a Stammtisch game record (another program&apos;s file?): %1</source>
        <translation>keine Stammtisch-Spielaufzeichnung ist (die Datei eines anderen Programms?) – %1</translation>
    </message>
    <message>
        <source>was written by a newer version of Stammtisch (%1)</source>
        <translation>von einer neueren Version von Stammtisch geschrieben wurde (%1)</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>keine gewöhnliche Datei ist</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>nicht vorhanden ist</translation>
    </message>
    <message>
        <source>cannot be opened right now: %1</source>
        <translation>gerade nicht geöffnet werden kann – %1</translation>
    </message>
    <message>
        <source>cannot be read right now: %1</source>
        <translation>gerade nicht gelesen werden kann – %1</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>leer ist</translation>
    </message>
    <message>
        <source>the rules engine refused it</source>
        <translation>die Regeln lassen es nicht zu</translation>
    </message>
    <message>
        <source>does not replay: deal %1, action %2: %3</source>
        <translation>sich nicht nachspielen lässt – Spiel %1, Aktion %2: %3</translation>
    </message>
    <message>
        <source>does not replay: deal %1: %2</source>
        <translation>sich nicht nachspielen lässt – Spiel %1: %2</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>der Ordner %1 nicht angelegt werden kann</translation>
    </message>
    <message>
        <source>is too large to be a saved game</source>
        <translation>zu groß für eine gespeicherte Runde ist</translation>
    </message>
</context>
<context>
    <name>ScoreBoard</name>
    <message>
        <source>Sechsundsechzig</source>
        <translation>Sechsundsechzig</translation>
    </message>
    <message>
        <source>Rot-Assen</source>
        <translation>Rot-Assen</translation>
    </message>
    <message>
        <source>Rufen</source>
        <translation>Rufen</translation>
    </message>
    <message>
        <source>Kamerun</source>
        <translation>Kamerun</translation>
    </message>
    <message>
        <source>Kamerun bei Nacht</source>
        <translation>Kamerun bei Nacht</translation>
    </message>
    <message>
        <source>Weglöscher</source>
        <translation>Weglöscher</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Draußen</translation>
    </message>
    <message numerus="yes">
        <source>%n stroke(s) left</source>
        <translation>
            <numerusform>noch %n Strich</numerusform>
            <numerusform>noch %n Striche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Bollern</source>
        <translation>
            <numerusform>%n Bollern</numerusform>
            <numerusform>%n Bollern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phase(s) won</source>
        <translation>
            <numerusform>%n Phase gewonnen</numerusform>
            <numerusform>%n Phasen gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>Phase %1 of %2: %3</source>
        <translation>Phase %1 von %2: %3</translation>
    </message>
    <message>
        <source>%1 of %2 points</source>
        <translation>%1 von %2 Punkten</translation>
    </message>
    <message>
        <source>Bummerl: %1</source>
        <translation>Bummerl: %1</translation>
    </message>
    <message>
        <source>Schnapsen to %1 points</source>
        <translation>Schnapsen bis %1 Punkte</translation>
    </message>
    <message>
        <source>%1 to go</source>
        <translation>noch %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Dreierschnapsen: %1 points, counting down</source>
        <translation>Dreierschnapsen: %1 Punkte, heruntergezählt</translation>
    </message>
    <message>
        <source>Dreierschnapsen to %1 points</source>
        <translation>Dreierschnapsen bis %1 Punkte</translation>
    </message>
    <message>
        <source>Tie: %1 play one deal of Schnapsen</source>
        <translation>Gleichstand: %1 spielen ein Entscheidungsspiel (Schnapsen zu zweit)</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Caller</source>
        <translation>Rufer</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message numerus="yes">
        <source>%1, worth %n game point(s)</source>
        <translation>
            <numerusform>%1, %n Spielpunkt wert</numerusform>
            <numerusform>%1, %n Spielpunkte wert</numerusform>
        </translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Dreierles (%1), round %2 of %3</source>
        <translation>Dreierles (%1), Durchgang %2 von %3</translation>
    </message>
    <message>
        <source>Dreierles (%1), round %2</source>
        <translation>Dreierles (%1), Durchgang %2</translation>
    </message>
    <message>
        <source>Last round: Räuber or Solo</source>
        <translation>Letzter Durchgang: Räuber oder Solo</translation>
    </message>
    <message>
        <source>Highest bid: %1 (%2)</source>
        <translation>Höchstes Gebot: %1 (%2)</translation>
    </message>
    <message>
        <source>Contract: %1</source>
        <translation>Spiel: %1</translation>
    </message>
    <message>
        <source>Räuber: everyone for himself, the fewest card points win</source>
        <translation>Räuber: jeder für sich, die wenigsten Augen gewinnen</translation>
    </message>
    <message>
        <source>Räuber</source>
        <translation>Räuber</translation>
    </message>
    <message>
        <source>Purse: %1</source>
        <translation>Kasse: %1</translation>
    </message>
    <message>
        <source>Dappen (%1), deal %2</source>
        <translation>Dappen (%1), Spiel %2</translation>
    </message>
    <message>
        <source>Lone player</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>You play %1</source>
        <translation>Du spielst %1</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <source>Strokes erased</source>
        <translation>Gelöschte Striche</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Spielpunkte</translation>
    </message>
    <message>
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>Blinder</translation>
    </message>
    <message>
        <source>Dapp</source>
        <translation>Dapp</translation>
    </message>
    <message>
        <source>Dapped, stretched by %1</source>
        <translation>Gedappt, gestreckt von %1</translation>
    </message>
    <message>
        <source>Dapped</source>
        <translation>Gedappt</translation>
    </message>
    <message>
        <source>Stretches</source>
        <translation>Streckt</translation>
    </message>
</context>
<context>
    <name>SeatMarkers</name>
    <message>
        <source>Caller</source>
        <translation>Rufer</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Forehand</source>
        <translation>Vorhand</translation>
    </message>
    <message>
        <source>Knocked</source>
        <translation>Geklopft</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Abgehoben</translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>The file %1 %2. Update Stammtisch to take it up.</source>
        <translation>Die Datei %1 lässt sich nicht öffnen, da sie %2. Aktualisiere Stammtisch, um sie fortzusetzen.</translation>
    </message>
    <message>
        <source>The file %1 %2.</source>
        <translation>Die Datei %1 lässt sich nicht öffnen, da sie %2.</translation>
    </message>
    <message>
        <source>The file %1 cannot be read: %2.</source>
        <translation>Die Datei %1 lässt sich nicht lesen: %2.</translation>
    </message>
    <message>
        <source>The file %1 is not a game record any more.</source>
        <translation>Die Datei %1 ist keine Spielaufzeichnung mehr.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation>Der Ordner %1 lässt sich nicht anlegen.</translation>
    </message>
    <message>
        <source>The file %1 could not be copied to %2: %3.</source>
        <translation>Die Datei %1 ließ sich nicht nach %2 kopieren: %3.</translation>
    </message>
    <message>
        <source>The earlier save %1 %2.</source>
        <translation>Der frühere Spielstand %1 lässt sich nicht verwenden, da er %2.</translation>
    </message>
    <message>
        <source>%1 exists: it is not recovered over.</source>
        <translation>%1 ist vorhanden und wird nicht mit dem früheren Spielstand überschrieben.</translation>
    </message>
    <message>
        <source>The earlier save %1 cannot be read: %2.</source>
        <translation>Der frühere Spielstand %1 lässt sich nicht lesen: %2.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2.</source>
        <translation>%1 ließ sich nicht schreiben: %2.</translation>
    </message>
    <message>
        <source>%1 could not be moved: %2.</source>
        <translation>%1 ließ sich nicht verschieben: %2.</translation>
    </message>
</context>
<context>
    <name>TableStatus</name>
    <message>
        <source>The session is over</source>
        <translation>Die Runde ist vorbei</translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Your turn: play a card (Left and Right choose, Enter plays)</source>
        <translation>Du bist dran: spiel eine Karte (Links und Rechts wählen, Enter spielt)</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>Deine Entscheidung</translation>
    </message>
    <message>
        <source>%1 is to act</source>
        <translation>%1 ist dran</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>trumps</source>
        <translation>Trümpfe</translation>
    </message>
    <message>
        <source>acorns</source>
        <translation>Eichel</translation>
    </message>
    <message>
        <source>leaves</source>
        <translation>Laub</translation>
    </message>
    <message>
        <source>bells</source>
        <translation>Schellen</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>keine Karte</translation>
    </message>
    <message>
        <source>the Gstieß</source>
        <translation>Gstieß</translation>
    </message>
    <message>
        <source>trump %1</source>
        <translation>Trumpf %1</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Cavalier</source>
        <translation>Reiter</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>card: rank of suit</comment>
        <translation>%2-%1</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>Over</source>
        <translation>Ober</translation>
    </message>
    <message>
        <source>Under</source>
        <translation>Unter</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>not this seat&apos;s turn: seat %1 is to act</source>
        <translation>dieser Platz ist nicht am Zug: Platz %1 ist dran</translation>
    </message>
    <message>
        <source>no decision is due: the deal is over</source>
        <translation>keine Entscheidung fällig: das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>%1 is not in the hand</source>
        <translation>%1 ist nicht auf der Hand</translation>
    </message>
    <message>
        <source>must follow suit: %1 were led and the hand holds %2</source>
        <translation>Farbe bedienen (ausgespielt: %1): du hast %2</translation>
    </message>
    <message>
        <source>must trump: no card of the suit led, but the hand holds the trump %1</source>
        <translation>Trumpfzwang: keine Karte der ausgespielten Farbe, aber du hast den Trumpf %1</translation>
    </message>
    <message>
        <source>must overtake: holds %1, which beats %2; played %3</source>
        <translation>Stichzwang: %1 auf der Hand sticht %2; gespielt wurde %3</translation>
    </message>
    <message>
        <source>must overtrump: holds %1, which beats %2; played %3</source>
        <translation>Übertrumpfen: %1 auf der Hand sticht %2; gespielt wurde %3</translation>
    </message>
    <message>
        <source>that decision is not allowed at this moment</source>
        <translation>diese Entscheidung ist gerade nicht erlaubt</translation>
    </message>
    <message>
        <source>cannot declare %1: the hand does not hold both King and Over</source>
        <translation>%1 kann nicht angesagt werden: König und Ober sind nicht beide auf der Hand</translation>
    </message>
    <message>
        <source>after declaring %1, the King or the Over of that suit must be led</source>
        <translation>nach dem Ansagen von %1 muss König oder Ober dieser Farbe ausgespielt werden</translation>
    </message>
    <message>
        <source>not before winning a trick</source>
        <translation>erst nach dem ersten eigenen Stich</translation>
    </message>
    <message>
        <source>too late to go out: the second-to-last trick has been led</source>
        <translation>zu spät zum Ausmelden: der vorletzte Stich ist schon ausgespielt</translation>
    </message>
    <message>
        <source>the talon is closed or used up</source>
        <translation>der Talon ist zugedreht oder aufgebraucht</translation>
    </message>
    <message>
        <source>exchanging needs the Nine of trumps (%1) in the hand</source>
        <translation>zum Tauschen muss die Trumpf-Neun (%1) auf der Hand sein</translation>
    </message>
    <message>
        <source>only the player about to lead may do that</source>
        <translation>das darf nur, wer gerade ausspielt</translation>
    </message>
    <message>
        <source>the action is missing a field or has one out of range</source>
        <translation>der Aktion fehlt ein Feld oder ein Feld liegt außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>exchanging needs the Unter of trumps (%1) in the hand</source>
        <translation>zum Tauschen muss der Trumpf-Unter (%1) auf der Hand sein</translation>
    </message>
    <message>
        <source>trumps must be the suit of one of the caller&apos;s first three cards; %1 is not</source>
        <translation>Trumpf muss die Farbe einer der ersten drei Karten des Rufers sein; %1 ist es nicht</translation>
    </message>
    <message>
        <source>a redeal needs three Unters among the caller&apos;s first three cards</source>
        <translation>Neugeben geht nur mit drei Untern unter den ersten drei Karten des Rufers</translation>
    </message>
    <message>
        <source>that contract is unknown or not played in this variant</source>
        <translation>dieses Spiel ist unbekannt oder wird in dieser Variante nicht gespielt</translation>
    </message>
    <message>
        <source>that contract is not open to this player or this hand</source>
        <translation>dieses Spiel steht diesem Spieler oder dieser Hand nicht offen</translation>
    </message>
    <message>
        <source>the bid does not outrank the best bid so far</source>
        <translation>das Gebot ist nicht höher als das bisher beste</translation>
    </message>
    <message>
        <source>the discard must be two different cards of the hand and the talon</source>
        <translation>abzulegen sind zwei verschiedene Karten aus Hand und Talon</translation>
    </message>
    <message>
        <source>%1 may not be discarded: the contract needs it</source>
        <translation>%1 darf nicht abgelegt werden: das Spiel braucht diese Karte</translation>
    </message>
    <message>
        <source>the first trick must be led with a trump (%1)</source>
        <translation>zum ersten Stich muss Trumpf ausgespielt werden (%1)</translation>
    </message>
    <message>
        <source>the called card %1 must be played to the first trick</source>
        <translation>die gerufene Karte %1 muss in den ersten Stich</translation>
    </message>
    <message>
        <source>a card can only be called in a suit among the first three cards</source>
        <translation>gerufen werden kann nur in einer Farbe der ersten drei Karten</translation>
    </message>
    <message>
        <source>only the holder of the Ace of hearts chooses trumps</source>
        <translation>nur wer das Herz-Ass hat, bestimmt Trumpf</translation>
    </message>
    <message>
        <source>trumps must be chosen first</source>
        <translation>zuerst muss Trumpf bestimmt werden</translation>
    </message>
    <message>
        <source>may not lead %1 again: that suit was led to the previous trick</source>
        <translation>%1 darf nicht wieder ausgespielt werden: diese Farbe kam schon im vorigen Stich</translation>
    </message>
    <message>
        <source>after exchanging, the trump %1 must be played to this trick</source>
        <translation>nach dem Tauschen muss der Trumpf %1 in diesen Stich</translation>
    </message>
    <message>
        <source>only the winner of the first trick may announce a Durchmarsch, before leading the second</source>
        <translation>einen Durchmarsch ansagen darf nur, wer den ersten Stich gemacht hat, und zwar vor dem Ausspielen zum zweiten</translation>
    </message>
    <message>
        <source>the discard must be as many different cards as were taken from the blind</source>
        <translation>abzulegen sind so viele verschiedene Karten, wie aus dem Blinden genommen wurden</translation>
    </message>
    <message>
        <source>%1 may not be discarded: Kings and trumps stay in the hand</source>
        <translation>%1 darf nicht abgelegt werden: Könige und Trümpfe bleiben auf der Hand</translation>
    </message>
    <message>
        <source>Zehn Druck needs at least ten trumps in the hand</source>
        <translation>Zehn Druck braucht mindestens zehn Trümpfe auf der Hand</translation>
    </message>
    <message>
        <source>Pfeife raus needs the Pfeife (%1) in the hand</source>
        <translation>Pfeife raus braucht die Pfeife (%1) auf der Hand</translation>
    </message>
    <message>
        <source>seat %1 may not knock: it passed up the chance to bid, or knocking is closed</source>
        <translation>Platz %1 darf nicht klopfen: er hat aufs Bieten verzichtet, oder das Klopfen ist vorbei</translation>
    </message>
    <message>
        <source>%1 may not be played yet while another card is allowed</source>
        <translation>%1 darf noch nicht gespielt werden, solange eine andere Karte erlaubt ist</translation>
    </message>
    <message>
        <source>%1 must be played to this trick; played %2</source>
        <translation>%1 muss in diesen Stich; gespielt wurde %2</translation>
    </message>
    <message>
        <source>%1 may not join %2 in a trick while another trump (%3) can be played</source>
        <translation>%1 darf nicht mit %2 in einen Stich, solange ein anderer Trumpf (%3) spielbar ist</translation>
    </message>
    <message>
        <source>trumps must be led to the first three tricks: the hand holds %1</source>
        <translation>zu den ersten drei Stichen muss Trumpf ausgespielt werden: du hast %1</translation>
    </message>
    <message>
        <source>%1 must be played at the first opportunity; played %2</source>
        <translation>%1 muss bei der ersten Gelegenheit gespielt werden; gespielt wurde %2</translation>
    </message>
    <message>
        <source>seat %1 must dappen: all the players before the second-to-last have passed</source>
        <translation>Platz %1 muss dappen: alle Spieler vor dem vorletzten haben gepasst</translation>
    </message>
    <message>
        <source>%1 may not be discarded: 5-point cards (honours) stay in the hand</source>
        <translation>%1 darf nicht abgelegt werden: die Fünfer (Karten zu 5 Augen) bleiben auf der Hand</translation>
    </message>
    <message>
        <source>%1 cannot be laid out for Ulti: only trumps 1, 2 and 3 held by the lone player</source>
        <translation>%1 kann nicht für Ulti ausgelegt werden: nur die Trümpfe 1, 2 und 3 des Alleinspielers</translation>
    </message>
    <message>
        <source>%1 is laid out for Ulti and may only be played when there is no other choice, 3 before 2 before 1; %2 can be played</source>
        <translation>%1 ist für Ulti ausgelegt und darf nur gespielt werden, wenn nichts anderes geht, 3 vor 2 vor 1; %2 ist spielbar</translation>
    </message>
    <message>
        <source>%1 was withheld and stays in the hand until the last trick</source>
        <translation>%1 wurde zurückgehalten und bleibt bis zum letzten Stich auf der Hand</translation>
    </message>
    <message>
        <source>draw from the talon first (or close it or exchange before drawing)</source>
        <translation>erst vom Talon ziehen (oder vor dem Ziehen zudrehen oder tauschen)</translation>
    </message>
    <message>
        <source>in the first three tricks the Gstieß, the 21 and the 1 are due in turn and the others play trumps: %2 is not allowed, play e.g. %1</source>
        <translation>in den ersten drei Stichen sind der Reihe nach Gstieß, 21 und 1 fällig, die anderen spielen Trumpf: %2 ist nicht erlaubt, spiel z. B. %1</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>Dreier</source>
        <translation>Dreier</translation>
    </message>
    <message>
        <source>Zweier</source>
        <translation>Zweier</translation>
    </message>
    <message>
        <source>Einer</source>
        <translation>Einer</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Solo Du</source>
        <translation>Solo Du</translation>
    </message>
    <message>
        <source>Räuber</source>
        <translation>Räuber</translation>
    </message>
    <message>
        <source>Dappen</source>
        <translation>Dappen</translation>
    </message>
    <message>
        <source>Strecken</source>
        <translation>Strecken</translation>
    </message>
    <message>
        <source>Stupfen</source>
        <translation>Stupfen</translation>
    </message>
    <message>
        <source>Ein Hannes</source>
        <translation>Ein Hannes</translation>
    </message>
    <message>
        <source>Zwei Hannes</source>
        <translation>Zwei Hannes</translation>
    </message>
    <message>
        <source>Geiß</source>
        <translation>Geiß</translation>
    </message>
    <message>
        <source>no contract</source>
        <translation>kein Spiel</translation>
    </message>
    <message>
        <source>Rufer</source>
        <translation>Rufer</translation>
    </message>
    <message>
        <source>Bettler</source>
        <translation>Bettler</translation>
    </message>
    <message>
        <source>Assenbettler</source>
        <translation>Assenbettler</translation>
    </message>
    <message>
        <source>Ass-Bettler</source>
        <translation>Ass-Bettler</translation>
    </message>
    <message>
        <source>Schnapser</source>
        <translation>Schnapser</translation>
    </message>
    <message>
        <source>Plauderer</source>
        <translation>Plauderer</translation>
    </message>
    <message>
        <source>Gang</source>
        <translation>Gang</translation>
    </message>
    <message>
        <source>Zehnergang</source>
        <translation>Zehnergang</translation>
    </message>
    <message>
        <source>Bauernloch</source>
        <translation>Bauernloch</translation>
    </message>
    <message>
        <source>Bauernschnapser</source>
        <translation>Bauernschnapser</translation>
    </message>
    <message>
        <source>Kontraschnapser</source>
        <translation>Kontraschnapser</translation>
    </message>
    <message>
        <source>Farbenringerl</source>
        <translation>Farbenringerl</translation>
    </message>
    <message>
        <source>Kontrabauernschnapser</source>
        <translation>Kontrabauernschnapser</translation>
    </message>
    <message>
        <source>Trumpfringerl</source>
        <translation>Trumpfringerl</translation>
    </message>
    <message>
        <source>%1%2 €</source>
        <comment>money: sign, amount in euros</comment>
        <translation>%1%2 €</translation>
    </message>
    <message>
        <source>Selber</source>
        <translation>Selber</translation>
    </message>
    <message>
        <source>Weg</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>Fort!</source>
        <translation>Fort!</translation>
    </message>
    <message>
        <source>Weiter</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Fort Solo!</source>
        <translation>Fort Solo!</translation>
    </message>
    <message>
        <source>Gut</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Ich dappe!</source>
        <translation>Ich dappe!</translation>
    </message>
    <message>
        <source>Ich strecke!</source>
        <translation>Ich strecke!</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>take one blind card</source>
        <translation>eine Karte aus dem Blinden</translation>
    </message>
    <message>
        <source>take %1 blind cards</source>
        <translation>%1 Karten aus dem Blinden</translation>
    </message>
    <message>
        <source>no blind, no trick for the others</source>
        <translation>ohne Blinden, kein Stich für die anderen</translation>
    </message>
    <message>
        <source>no blind cards</source>
        <translation>ohne Blinden</translation>
    </message>
    <message>
        <source>let the other bidder play</source>
        <translation>den anderen Bieter spielen lassen</translation>
    </message>
    <message>
        <source>alone without the Dapp</source>
        <translation>allein ohne den Dapp</translation>
    </message>
    <message>
        <source>alone with the Dapp</source>
        <translation>allein mit dem Dapp</translation>
    </message>
    <message>
        <source>stretch: take over the bid</source>
        <translation>das Gebot übernehmen</translation>
    </message>
    <message>
        <source>myself: keep the bid</source>
        <translation>das Gebot halten</translation>
    </message>
    <message>
        <source>push: bid once more</source>
        <translation>noch einmal bieten</translation>
    </message>
    <message>
        <source>overcall, holding a King</source>
        <translation>überbieten, mit einem König</translation>
    </message>
    <message>
        <source>overcall, holding two Kings</source>
        <translation>überbieten, mit zwei Königen</translation>
    </message>
    <message>
        <source>overcall, holding trump 1</source>
        <translation>überbieten, mit der Geiß (Trumpf 1)</translation>
    </message>
    <message>
        <source>the caller&apos;s game</source>
        <translation>das Spiel des Rufers</translation>
    </message>
    <message>
        <source>beggar: no trick</source>
        <translation>keinen Stich machen</translation>
    </message>
    <message>
        <source>open beggar</source>
        <translation>offener Bettler</translation>
    </message>
    <message>
        <source>66 in a few tricks</source>
        <translation>66 in wenigen Stichen</translation>
    </message>
    <message>
        <source>a whole suit: every trick</source>
        <translation>eine ganze Farbe: alle Stiche</translation>
    </message>
    <message>
        <source>every trick</source>
        <translation>alle Stiche</translation>
    </message>
    <message numerus="yes">
        <source>Play alone: take the %n card(s) of the Écart and lay away as many (the honours only if you then hold four of them or more; at seven players any card).</source>
        <translation>
            <numerusform>Allein spielen: die %n Karte des Écarts nehmen und ebenso viele ablegen (die Honneurs nur, wenn du danach mindestens vier davon hast; zu siebt jede Karte).</numerusform>
            <numerusform>Allein spielen: die %n Karten des Écarts nehmen und ebenso viele ablegen (die Honneurs nur, wenn du danach mindestens vier davon hast; zu siebt jede Karte).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play alone: take the %n card(s) of the Dapp and discard as many (never a 5-point card).</source>
        <translation>
            <numerusform>Allein spielen: die %n Karte des Dapps nehmen und ebenso viele ablegen (nie einen Fünfer).</numerusform>
            <numerusform>Allein spielen: die %n Karten des Dapps nehmen und ebenso viele ablegen (nie einen Fünfer).</numerusform>
        </translation>
    </message>
    <message>
        <source>Do not play alone. If everybody passes, a Räuber is played: whoever takes the most card points pays the others.</source>
        <translation>Nicht allein spielen. Passen alle, wird ein Räuber gespielt: wer die meisten Augen macht, zahlt den anderen.</translation>
    </message>
    <message>
        <source>Play alone: take the top %1 of the blind, shown to all, and discard as many (never a King or a trump). 36 card points win. Counts ×%2.</source>
        <translation>Allein spielen: %1 von oben aus dem Blinden nehmen, für alle sichtbar, und ebenso viele ablegen (nie einen König oder Trumpf). 36 Augen gewinnen. Zählt ×%2.</translation>
    </message>
    <message>
        <source>card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
    <message>
        <source>Play alone with the cards dealt, no blind; lost as soon as the opponents take a trick. Counts ×%1.</source>
        <translation>Allein mit den ausgeteilten Karten spielen, ohne Blinden; verloren, sobald die Gegner einen Stich machen. Zählt ×%1.</translation>
    </message>
    <message>
        <source>Play alone with the cards dealt, no blind. 36 card points win. Counts ×%1.</source>
        <translation>Allein mit den ausgeteilten Karten spielen, ohne Blinden. 36 Augen gewinnen. Zählt ×%1.</translation>
    </message>
    <message>
        <source>Do not play alone this round.</source>
        <translation>In diesem Spiel nicht allein spielen.</translation>
    </message>
    <message>
        <source>No Solo for you; if nobody plays Solo, the Dappen round follows.</source>
        <translation>Kein Solo für dich; spielt niemand Solo, folgt die Dapprunde.</translation>
    </message>
    <message>
        <source>Give up your bid: the other bidder plays alone. The game still counts double.</source>
        <translation>Das Gebot aufgeben: der andere Bieter spielt allein. Das Spiel zählt trotzdem doppelt.</translation>
    </message>
    <message>
        <source>Play alone against all the others with the cards dealt; the Dapp stays untouched. Ends the bidding.</source>
        <translation>Allein gegen alle anderen mit den ausgeteilten Karten spielen; der Dapp bleibt unberührt. Beendet das Bieten.</translation>
    </message>
    <message>
        <source>Play alone: take the twelve cards of the Dapp and discard as many (never a 5-point card).</source>
        <translation>Allein spielen: die zwölf Karten des Dapps nehmen und ebenso viele ablegen (nie einen Fünfer).</translation>
    </message>
    <message>
        <source>Take the bid over from the first bidder; the first bidder may still keep it. Two bidders: the game counts double.</source>
        <translation>Das Gebot des ersten Bieters übernehmen; der erste Bieter kann es noch halten. Zwei Bieter: das Spiel zählt doppelt.</translation>
    </message>
    <message>
        <source>Keep your bid and play alone yourself.</source>
        <translation>Dein Gebot halten und selbst allein spielen.</translation>
    </message>
    <message>
        <source>Bid once more after the dapper&apos;s Selber; the dapper may keep it once more.</source>
        <translation>Nach dem Selber des Dappers noch einmal bieten; der Dapper kann es noch einmal halten.</translation>
    </message>
    <message>
        <source>As Dappen, but you must hold at least one King.</source>
        <translation>Wie Dappen, aber du musst mindestens einen König haben.</translation>
    </message>
    <message>
        <source>As Dappen, but you must hold at least two Kings.</source>
        <translation>Wie Dappen, aber du musst mindestens zwei Könige haben.</translation>
    </message>
    <message>
        <source>As Dappen, but you must hold the Geiß (trump 1); it cannot be held against you.</source>
        <translation>Wie Dappen, aber du musst die Geiß (Trumpf 1) haben; dagegen kann niemand halten.</translation>
    </message>
    <message>
        <source>Leave the contract to the others; if nobody bids, the caller plays the Rufer.</source>
        <translation>Das Spiel den anderen überlassen; sagt niemand etwas an, spielt der Rufer den Rufer.</translation>
    </message>
    <message>
        <source>The caller&apos;s trumps; the first side to 66 wins, else the last trick. Worth 1 to 3.</source>
        <translation>Trumpf des Rufers; wer zuerst 66 hat, gewinnt, sonst der letzte Stich. Zählt 1 bis 3.</translation>
    </message>
    <message>
        <source>Take no trick; the caller&apos;s trumps count.</source>
        <translation>Keinen Stich machen; Trumpf des Rufers gilt.</translation>
    </message>
    <message>
        <source>Take no trick; no trumps, Aces lowest (10 K O U A).</source>
        <translation>Keinen Stich machen; kein Trumpf, Asse ganz unten (10 K O U A).</translation>
    </message>
    <message>
        <source>Take no trick; no trumps. You must hold an Ace and keep it.</source>
        <translation>Keinen Stich machen; kein Trumpf. Du musst ein Ass haben und behalten.</translation>
    </message>
    <message>
        <source>Caller only: win every trick and reach 66 within four tricks.</source>
        <translation>Nur der Rufer: alle Stiche machen und 66 in vier Stichen erreichen.</translation>
    </message>
    <message>
        <source>Take no trick; your cards lie open after the first trick.</source>
        <translation>Keinen Stich machen; deine Karten liegen nach dem ersten Stich offen.</translation>
    </message>
    <message>
        <source>Win every trick; no trumps; you lead.</source>
        <translation>Alle Stiche machen; kein Trumpf; du spielst aus.</translation>
    </message>
    <message>
        <source>Win every trick; no trumps, Aces lowest (10 K O U A); you lead.</source>
        <translation>Alle Stiche machen; kein Trumpf, Asse ganz unten (10 K O U A); du spielst aus.</translation>
    </message>
    <message>
        <source>Caller only: win every trick; trumps count, Aces lowest.</source>
        <translation>Nur der Rufer: alle Stiche machen; Trumpf gilt, Asse ganz unten.</translation>
    </message>
    <message>
        <source>Caller only: win every trick; trumps count.</source>
        <translation>Nur der Rufer: alle Stiche machen; Trumpf gilt.</translation>
    </message>
    <message>
        <source>Not the caller: win every trick and reach 66 within three tricks; the caller leads.</source>
        <translation>Nicht der Rufer: alle Stiche machen und 66 in drei Stichen erreichen; der Rufer spielt aus.</translation>
    </message>
    <message>
        <source>Holding all five cards of a suit: win every trick; no trumps; you lead.</source>
        <translation>Mit allen fünf Karten einer Farbe: alle Stiche machen; kein Trumpf; du spielst aus.</translation>
    </message>
    <message>
        <source>Not the caller: win every trick; trumps count; the caller leads.</source>
        <translation>Nicht der Rufer: alle Stiche machen; Trumpf gilt; der Rufer spielt aus.</translation>
    </message>
    <message>
        <source>Caller holding all five trumps: win every trick.</source>
        <translation>Rufer mit allen fünf Trümpfen: alle Stiche machen.</translation>
    </message>
    <message>
        <source>40 in %1</source>
        <translation>40 in %1</translation>
    </message>
    <message>
        <source>20 in %1</source>
        <translation>20 in %1</translation>
    </message>
    <message>
        <source>Aus! (out)</source>
        <translation>Aus!</translation>
    </message>
    <message>
        <source>Zudrehen (closed)</source>
        <translation>Zugedreht</translation>
    </message>
    <message>
        <source>Tauscht (exchanged)</source>
        <translation>Getauscht</translation>
    </message>
    <message>
        <source>Durchmarsch!</source>
        <translation>Durchmarsch!</translation>
    </message>
    <message>
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <source>Trumps from the blind</source>
        <translation>Trumpf aus dem Blinden</translation>
    </message>
    <message>
        <source>Aufgeben (gives up)</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>Neu geben (redeal)</source>
        <translation>Neu geben</translation>
    </message>
    <message>
        <source>Calls %1</source>
        <translation>Ruft %1</translation>
    </message>
    <message>
        <source> (without talon)</source>
        <translation> (ohne Talon)</translation>
    </message>
    <message numerus="yes">
        <source>Discards %n card(s)</source>
        <translation>
            <numerusform>Legt %n Karte ab</numerusform>
            <numerusform>Legt %n Karten ab</numerusform>
        </translation>
    </message>
    <message>
        <source>Zehn Druck</source>
        <translation>Zehn Druck</translation>
    </message>
    <message>
        <source>Pfeife raus</source>
        <translation>Pfeife raus</translation>
    </message>
    <message>
        <source>Ulti</source>
        <translation>Ulti</translation>
    </message>
    <message>
        <source>Spritzen (×2)</source>
        <translation>Spritzen (×2)</translation>
    </message>
    <message>
        <source>Retour (×4)</source>
        <translation>Retour (×4)</translation>
    </message>
    <message>
        <source>Kontra (×2)</source>
        <translation>Kontra (×2)</translation>
    </message>
    <message>
        <source>Re (×4)</source>
        <translation>Re (×4)</translation>
    </message>
    <message>
        <source>Knocks again (×%1)</source>
        <translation>Klopft noch einmal (×%1)</translation>
    </message>
    <message>
        <source>Klopft (knocks, ×%1)</source>
        <translation>Klopft (×%1)</translation>
    </message>
    <message>
        <source>Ulti with %1</source>
        <translation>Ulti mit %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>the talon holds too few cards to be closed</source>
        <translation>der Talon hat zu wenige Karten, um ihn noch zuzudrehen</translation>
    </message>
    <message>
        <source>too late to exchange: the talon holds too few cards</source>
        <translation>zu spät zum Tauschen: der Talon hat zu wenige Karten</translation>
    </message>
    <message>
        <source>no Durchmarsch in Kamerun bei Nacht: nobody can see their own cards</source>
        <translation>im Kamerun bei Nacht gibt es keinen Durchmarsch: niemand sieht seine eigenen Karten</translation>
    </message>
    <message>
        <source>the Durchmarsch is already announced</source>
        <translation>der Durchmarsch ist schon angesagt</translation>
    </message>
    <message>
        <source>the talon lies face up: a held Ace of hearts can no longer be declared</source>
        <translation>der Talon liegt offen: ein zurückgehaltenes Herz-Ass kann nicht mehr angesagt werden</translation>
    </message>
    <message>
        <source>the talon holds too few cards to be closed</source>
        <comment>Dreeg: zudecken</comment>
        <translation>der Talon hat zu wenige Karten, um ihn noch zuzudecken</translation>
    </message>
    <message>
        <source>the talon is closed or used up</source>
        <comment>Dreeg: zudecken</comment>
        <translation>der Talon ist zugedeckt oder aufgebraucht</translation>
    </message>
    <message>
        <source>draw from the talon first (or close it or exchange before drawing)</source>
        <comment>Dreeg: zudecken</comment>
        <translation>erst vom Talon ziehen (oder vor dem Ziehen zudecken oder tauschen)</translation>
    </message>
    <message>
        <source>Zudecken (closed)</source>
        <translation>Zugedeckt</translation>
    </message>
    <message>
        <source>cannot declare %1: the hand does not hold both King and Over</source>
        <comment>Dreeg: melden</comment>
        <translation>%1 kann nicht gemeldet werden: König und Ober sind nicht beide auf der Hand</translation>
    </message>
    <message>
        <source>after declaring %1, the King or the Over of that suit must be led</source>
        <comment>Dreeg: melden</comment>
        <translation>nach dem Melden von %1 muss König oder Ober dieser Farbe ausgespielt werden</translation>
    </message>
    <message>
        <source>at line %1, column %2</source>
        <translation>in Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>action %1</source>
        <translation>Aktion %1</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>card %1</source>
        <translation>Karte %1</translation>
    </message>
    <message>
        <source>in the field %1</source>
        <translation>im Feld %1</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>in %1 (%2)</source>
        <translation>in %1 (%2)</translation>
    </message>
    <message>
        <source>the text is not valid JSON here</source>
        <translation>hier ist der Text kein gültiges JSON</translation>
    </message>
    <message>
        <source>the file ends too early: it has been cut off</source>
        <translation>die Datei endet zu früh: sie ist abgeschnitten</translation>
    </message>
    <message>
        <source>the game record cannot be read (%1)</source>
        <translation>die Spielaufzeichnung ist nicht lesbar (%1)</translation>
    </message>
    <message>
        <source>this is not a game record: the file is no JSON object</source>
        <translation>das ist keine Spielaufzeichnung: die Datei ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>there is a field &quot;%1&quot; that a game record does not have</source>
        <translation>hier steht ein Feld „%1“, das eine Spielaufzeichnung nicht hat</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is missing</source>
        <translation>das Feld „%1“ fehlt</translation>
    </message>
    <message>
        <source>a whole number belongs here</source>
        <translation>hierher gehört eine ganze Zahl</translation>
    </message>
    <message>
        <source>the number is far too large</source>
        <translation>die Zahl ist viel zu groß</translation>
    </message>
    <message>
        <source>a text in quotes belongs here</source>
        <translation>hierher gehört ein Text in Anführungszeichen</translation>
    </message>
    <message>
        <source>true or false belongs here</source>
        <translation>hierher gehört true oder false</translation>
    </message>
    <message>
        <source>a list in square brackets belongs here</source>
        <translation>hierher gehört eine Liste in eckigen Klammern</translation>
    </message>
    <message>
        <source>a card&apos;s code such as &quot;%1&quot; belongs here</source>
        <translation>hierher gehört das Kürzel einer Karte, etwa „%1“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a card of this game&apos;s pack</source>
        <translation>„%1“ ist keine Karte des Blatts dieses Kartenspiels</translation>
    </message>
    <message>
        <source>a list of card codes belongs here</source>
        <translation>hierher gehört eine Liste von Kartenkürzeln</translation>
    </message>
    <message>
        <source>a suit&apos;s letter belongs here</source>
        <translation>hierher gehört der Buchstabe einer Farbe</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a suit of this game&apos;s pack</source>
        <translation>„%1“ ist keine Farbe des Blatts dieses Kartenspiels</translation>
    </message>
    <message>
        <source>an action must be written like {&quot;seat&quot;: 0, &quot;act&quot;: &quot;play&quot;, &quot;card&quot;: &quot;EA&quot;}</source>
        <translation>eine Aktion wird so geschrieben: {&quot;seat&quot;: 0, &quot;act&quot;: &quot;play&quot;, &quot;card&quot;: &quot;EA&quot;}</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no action of a game record</source>
        <translation>„%1“ ist keine Aktion einer Spielaufzeichnung</translation>
    </message>
    <message>
        <source>only closing the talon can say &quot;drawn&quot;</source>
        <translation>nur beim Zudrehen des Talons darf „drawn“ stehen</translation>
    </message>
    <message>
        <source>the action &quot;%1&quot; needs the field &quot;%2&quot;</source>
        <translation>die Aktion „%1“ braucht das Feld „%2“</translation>
    </message>
    <message>
        <source>an option&apos;s value must be true or false, a number, a text or a list of texts</source>
        <translation>der Wert einer Einstellung muss true oder false, eine Zahl, ein Text oder eine Liste von Texten sein</translation>
    </message>
    <message>
        <source>the format &quot;%1&quot; is unknown; this version reads &quot;%2&quot; and &quot;%3&quot;</source>
        <translation>das Format „%1“ ist unbekannt; diese Version liest „%2“ und „%3“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no game this version knows</source>
        <translation>„%1“ ist kein Kartenspiel, das diese Version kennt</translation>
    </message>
    <message>
        <source>the rules must be a JSON object of named options</source>
        <translation>die Regeln müssen ein JSON-Objekt mit benannten Einstellungen sein</translation>
    </message>
    <message>
        <source>this option is not possible (%1)</source>
        <translation>diese Einstellung ist nicht möglich (%1)</translation>
    </message>
    <message>
        <source>these rules do not fit the table (%1)</source>
        <translation>diese Regeln passen nicht zum Tisch (%1)</translation>
    </message>
    <message>
        <source>the players must be a list of names</source>
        <translation>die Spieler müssen eine Liste von Namen sein</translation>
    </message>
    <message>
        <source>a player&apos;s name in quotes belongs here</source>
        <translation>hierher gehört der Name eines Spielers in Anführungszeichen</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players; the record has %4</source>
        <translation>%1 wird von %2 bis %3 Spielern gespielt; die Aufzeichnung hat %4</translation>
    </message>
    <message>
        <source>there must be one entry for each player</source>
        <translation>für jeden Spieler muss genau ein Eintrag da sein</translation>
    </message>
    <message>
        <source>who plays the seat must be one of %1</source>
        <translation>wer den Platz spielt, muss eines von %1 sein</translation>
    </message>
    <message>
        <source>a deal must be a JSON object</source>
        <translation>ein Spiel muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>the dealer must be a seat from 0 to %1</source>
        <translation>der Geber muss ein Platz von 0 bis %1 sein</translation>
    </message>
    <message>
        <source>there must be one hand of cards for each of the %1 seats</source>
        <translation>für jeden der %1 Plätze muss genau eine Hand Karten da sein</translation>
    </message>
    <message>
        <source>the deal before it is not finished</source>
        <translation>das Spiel davor ist nicht zu Ende</translation>
    </message>
    <message>
        <source>the rules engine refuses the deal&apos;s cards (%1)</source>
        <translation>die Regel-Engine lehnt die Karten dieses Spiels ab (%1)</translation>
    </message>
    <message>
        <source>the table has no such seat</source>
        <translation>diesen Platz gibt es am Tisch nicht</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>in deal %1, action %2</source>
        <translation>in Spiel %1, Aktion %2</translation>
    </message>
    <message>
        <source>in deal %1</source>
        <translation>in Spiel %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Traditional card games of Franconia, Baden and Austria.</source>
        <translation>Traditionelle Kartenspiele aus Franken, Baden und Österreich.</translation>
    </message>
    <message>
        <source>user-interface language: de or en (default: the system&apos;s)</source>
        <translation>Sprache der Oberfläche: de oder en (Standard: die des Systems)</translation>
    </message>
    <message>
        <source>deal new sessions from this seed, a whole number from 1 (the same seed and the same choices deal the same cards)</source>
        <translation>neue Runden mit diesem Startwert geben, eine ganze Zahl ab 1 (gleicher Startwert und gleiche Entscheidungen geben die gleichen Karten)</translation>
    </message>
    <message>
        <source>stammtisch: --seed takes a whole number from 1, not &quot;%1&quot;
</source>
        <translation>stammtisch: --seed braucht eine ganze Zahl ab 1, nicht „%1“
</translation>
    </message>
    <message>
        <source>a game record to open at the table (a session saved with Save a copy or sent by a friend); it is added to your sessions, the file itself stays as it is</source>
        <translation>eine Spielaufzeichnung, die am Tisch geöffnet wird (eine mit „Kopie speichern“ gesicherte oder von Freunden geschickte Runde); sie kommt zu deinen Runden, die Datei selbst bleibt, wie sie ist</translation>
    </message>
    <message>
        <source>stammtisch: an empty FILE argument
</source>
        <translation>stammtisch: ein leeres Argument DATEI
</translation>
    </message>
</context>
<context>
    <name>st::options</name>
    <message>
        <source>Strokes on each slate at the start of a phase (7; the Kartl-Akademie plays 10).</source>
        <translation>Striche auf jeder Tafel zu Beginn einer Phase (7; die Kartl-Akademie spielt mit 10).</translation>
    </message>
    <message>
        <source>The phases the session plays, in order: 66, rot_assen, rufen, kamerun, and the extra phases kamerun_bei_nacht and wegloescher.</source>
        <translation>Die Phasen der Runde, in dieser Reihenfolge: 66, rot_assen, rufen, kamerun und die Zusatzphasen kamerun_bei_nacht und wegloescher.</translation>
    </message>
    <message>
        <source>Two players: when the player who closed the talon loses, the opponent erases at least 2 strokes.</source>
        <translation>Zu zweit: verliert, wer zugedeckt hat, löscht der Gegner mindestens 2 Striche.</translation>
    </message>
    <message>
        <source>Two players: if the talon was closed while a player had no trick and a player then goes out with fewer than 66, the opponent erases 3 strokes, not 2.</source>
        <translation>Zu zweit: wurde zugedeckt, als ein Spieler noch keinen Stich hatte, und meldet dann ein Spieler mit weniger als 66 aus, löscht der Gegner 3 Striche statt 2.</translation>
    </message>
    <message>
        <source>Two-player 66: the second player to a trick may exchange the trump Nine for the indicator without having won a trick, and must play the indicator at once.</source>
        <translation>66 zu zweit: wer als Zweiter zum Stich kommt, darf die Trumpf-Neun gegen die aufgeschlagene Karte tauschen, auch ohne einen Stich gemacht zu haben, und muss diese sofort spielen.</translation>
    </message>
    <message>
        <source>Two-player 66: at the moment the talon is closed, the closer&apos;s opponent may exchange the trump Nine for the indicator.</source>
        <translation>66 zu zweit: in dem Moment, in dem zugedeckt wird, darf der Gegner des Zudeckers die Trumpf-Neun gegen die aufgeschlagene Karte tauschen.</translation>
    </message>
    <message>
        <source>Two-player 66: which card is turned for trumps when dealing: the seventh (between the batches), the thirteenth, or the bottom card of the pack.</source>
        <translation>66 zu zweit: welche Karte beim Geben als Trumpf aufgeschlagen wird: die siebte (zwischen den Paketen), die dreizehnte oder die unterste Karte des Stapels.</translation>
    </message>
    <message>
        <source>Rot-Assen for three or four: standard, or Bamberger&apos;s (no going out; a lone player who makes 66 always erases 3).</source>
        <translation>Rot-Assen zu dritt oder zu viert: Standard oder nach Bamberger Art (kein Ausmelden; ein Alleinspieler, der 66 erreicht, löscht immer 3).</translation>
    </message>
    <message>
        <source>In the second Kamerun phase players need only follow suit, not beat the highest card (Loni Etzelmaier&apos;s rule in the Kartl-Akademie).</source>
        <translation>In der zweiten Kamerun-Phase muss man nur Farbe bedienen, nicht die höchste Karte überstechen (Loni Etzelmaiers Regel in der Kartl-Akademie).</translation>
    </message>
    <message>
        <source>Kamerun: standard (most points erase most, the first to lose their last stroke loses), or Bamberger&apos;s (fewest points erase most, played out like the other phases).</source>
        <translation>Kamerun: Standard (die meisten Augen löschen am meisten, wer zuerst seinen letzten Strich verliert, verliert) oder nach Bamberger Art (die wenigsten Augen löschen am meisten, ausgespielt wie die anderen Phasen).</translation>
    </message>
    <message>
        <source>The Neustadt tournament count: the winner of each phase (the first to erase all strokes; in Kamerun whoever has most strokes left) receives a blob, the phases repeat, and the first to seven blobs wins.</source>
        <translation>Die Neustädter Turnierzählung: der Sieger jeder Phase (wer zuerst alle Striche gelöscht hat; im Kamerun, wer die meisten Striche übrig hat) bekommt einen Bollern, die Phasen wiederholen sich, und wer zuerst sieben Bollern hat, gewinnt.</translation>
    </message>
    <message>
        <source>An illegal play is accepted, ends the deal and is penalised: in Kamerun the offender erases 3, otherwise everyone else.</source>
        <translation>Ein regelwidriger Zug wird angenommen, beendet das Spiel und wird bestraft: im Kamerun löscht der Übeltäter 3, sonst alle anderen.</translation>
    </message>
    <message>
        <source>The regional rules: steinmauern (the text&apos;s main rules), iffezheim (the sitting-out dealer does not score, only the declarer scores combinations, Iffezheim&apos;s Räuber restrictions) or achertal (Solo Du, exact-difference scoring per player, +5 for a won game, combinations +5, Kleiner Mann +10/-20 and +20/-40, Ramsch -20 without restrictions, end-of-session points).</source>
        <translation>Die regionalen Regeln: steinmauern (die Hauptregeln des Textes), iffezheim (der aussetzende Geber schreibt nicht, nur der Alleinspieler schreibt Kombinationen, Iffezheimer Räuber-Einschränkungen) oder achertal (Solo Du, Abrechnung je Spieler nach der genauen Differenz, +5 für ein gewonnenes Spiel, Kombinationen +5, Kleiner Mann +10/−20 und +20/−40, Ramsch −20 ohne Einschränkungen, Punkte am Ende der Runde).</translation>
    </message>
    <message>
        <source>Steinmauern tournament rules: no knocking and an illegal discard or play costs 8 game points times the bid factor.</source>
        <translation>Steinmauerner Turnierregeln: kein Klopfen, und ein regelwidriges Ablegen oder Ausspielen kostet 8 Spielpunkte mal den Gebotsfaktor.</translation>
    </message>
    <message>
        <source>Four at the table all play (Herr Wimmer&apos;s variant): 12 cards each, the declarer against three opponents. Off: the dealer sits out.</source>
        <translation>Zu viert spielen alle mit (Herrn Wimmers Variante): 12 Karten für jeden, der Alleinspieler gegen drei Gegner. Aus: der Geber setzt aus.</translation>
    </message>
    <message>
        <source>The agreed limit on knocks (Kontra, Re, ... and Räuber knocks); 0 forbids knocking.</source>
        <translation>Die vereinbarte Grenze fürs Klopfen (Kontra, Re, … und Räuber-Klopfen); 0 verbietet das Klopfen.</translation>
    </message>
    <message>
        <source>Game points the loser of a Räuber pays each other player (tournaments: 3 or 4).</source>
        <translation>Spielpunkte, die der Verlierer eines Räubers jedem anderen zahlt (im Turnier 3 oder 4).</translation>
    </message>
    <message>
        <source>Rounds in a session, each player dealing once per round; 0 plays on without end.</source>
        <translation>Durchgänge einer Runde, in jedem gibt jeder einmal; 0 spielt ohne Ende weiter.</translation>
    </message>
    <message>
        <source>The last round is played as &quot;Räuber or Solo&quot;: only Solo may be bid, otherwise a Räuber is played.</source>
        <translation>Der letzte Durchgang wird als „Räuber oder Solo“ gespielt: nur Solo darf geboten werden, sonst wird ein Räuber gespielt.</translation>
    </message>
    <message>
        <source>Game points of a Räuber in the &quot;Räuber or Solo&quot; round.</source>
        <translation>Spielpunkte eines Räubers im Durchgang „Räuber oder Solo“.</translation>
    </message>
    <message>
        <source>refuse: an illegal discard or play is refused; penalize: it is accepted and penalised (the play ends and the offender pays; Achertal: 20 points and the play goes on).</source>
        <translation>refuse: ein regelwidriges Ablegen oder Ausspielen wird abgelehnt; penalize: es wird angenommen und bestraft (das Spiel endet und der Übeltäter zahlt; Achertal: 20 Punkte, und das Spiel geht weiter).</translation>
    </message>
    <message>
        <source>Money per game point in cents, for the running totals in money.</source>
        <translation>Geld je Spielpunkt in Cent, für die laufenden Geldsummen.</translation>
    </message>
    <message>
        <source>Game points that win the match (a Bummerl); 7 is the common count.</source>
        <translation>Spielpunkte, die die Partie gewinnen (ein Bummerl); üblich sind 7.</translation>
    </message>
    <message>
        <source>The trump Unter may still be exchanged for the trump card when only two talon cards are left (the common rule needs more than two).</source>
        <translation>Der Trumpf-Unter darf noch gegen die Trumpfkarte getauscht werden, wenn nur noch zwei Karten im Talon liegen (üblich sind mehr als zwei nötig).</translation>
    </message>
    <message>
        <source>Marriages (20, 40) may still be declared once the talon is closed or used up; off: only while the talon is open.</source>
        <translation>Zwanziger und Vierziger dürfen auch noch angesagt werden, wenn der Talon zugedreht oder aufgebraucht ist; aus: nur solange der Talon offen ist.</translation>
    </message>
    <message>
        <source>others_first: middlehand, rearhand and then the caller announce a contract or pass, once each. caller_first (regional): the caller announces or passes first; only if he passes may the others bid; he may then raise their bid, or raise his Rufer after picking up the talon.</source>
        <translation>others_first: Mittelhand, Hinterhand und dann der Rufer sagen je einmal ein Spiel an oder passen. caller_first (regional): der Rufer sagt als Erster an oder passt; nur wenn er passt, dürfen die anderen ansagen; er darf dann ihr Spiel überbieten oder seinen Rufer nach dem Aufnehmen des Talons erhöhen.</translation>
    </message>
    <message>
        <source>The declarer of a Bettler contract (Bettler, Assenbettler, Ass-Bettler, Plauderer) may exchange with the talon; off: those contracts are played without it and without the extra point.</source>
        <translation>Wer einen Bettler spielt (Bettler, Assenbettler, Ass-Bettler, Plauderer), darf mit dem Talon tauschen; aus: diese Spiele werden ohne Talon und ohne den Extrapunkt gespielt.</translation>
    </message>
    <message>
        <source>Plauderer (a Bettler with the declarer&apos;s cards open after the first trick) is played.</source>
        <translation>Plauderer (ein Bettler, bei dem die Karten des Alleinspielers nach dem ersten Stich offen liegen) wird gespielt.</translation>
    </message>
    <message>
        <source>Game points of a Plauderer: 7 or 8.</source>
        <translation>Spielpunkte eines Plauderers: 7 oder 8.</translation>
    </message>
    <message>
        <source>Regional: Assenbettler (Zehnerloch), no trumps, ace low, take no trick, 5 points.</source>
        <translation>Regional: Assenbettler (Zehnerloch), kein Trumpf, Ass ganz unten, keinen Stich machen, 5 Punkte.</translation>
    </message>
    <message>
        <source>Regional: Ass-Bettler (Ass-Fechter), no trumps, needs an ace, take no trick, 5 points.</source>
        <translation>Regional: Ass-Bettler (Ass-Fechter), kein Trumpf, ein Ass nötig, keinen Stich machen, 5 Punkte.</translation>
    </message>
    <message>
        <source>Regional: Zehnergang, no trumps, ace low, take every trick, 10 points.</source>
        <translation>Regional: Zehnergang, kein Trumpf, Ass ganz unten, alle Stiche machen, 10 Punkte.</translation>
    </message>
    <message>
        <source>Regional: Bauernloch, the caller only, trumps, ace low, take every trick, 12 points.</source>
        <translation>Regional: Bauernloch, nur der Rufer, mit Trumpf, Ass ganz unten, alle Stiche machen, 12 Punkte.</translation>
    </message>
    <message>
        <source>When Gang and Zehnergang are both announced: zehnergang (it is played) or gang (Gang is played).</source>
        <translation>Wenn Gang und Zehnergang beide angesagt werden: zehnergang (dieser wird gespielt) oder gang (Gang wird gespielt).</translation>
    </message>
    <message>
        <source>Presentation only: show each player&apos;s points still needed, counting down from 24.</source>
        <translation>Nur Anzeige: für jeden Spieler die noch fehlenden Punkte zeigen, von 24 heruntergezählt.</translation>
    </message>
    <message>
        <source>Tie-break Schnapsen: the trump Unter may be exchanged when only two talon cards are left.</source>
        <translation>Schnapsen bei Gleichstand: der Trumpf-Unter darf noch getauscht werden, wenn nur noch zwei Karten im Talon liegen.</translation>
    </message>
    <message>
        <source>Tie-break Schnapsen: marriages may still be declared once the talon is closed or used up.</source>
        <translation>Schnapsen bei Gleichstand: Zwanziger und Vierziger dürfen auch noch angesagt werden, wenn der Talon zugedreht oder aufgebraucht ist.</translation>
    </message>
    <message>
        <source>The regional rules: Furtwangen (the Klausmann family), Breitnau (no compulsory bid, stupfen, factors), Buchenbach (six players, Hannes and Geiß overcalls, first three tricks regulated) or the Mainz Carneval Tarot (3-7 players, counted in threes).</source>
        <translation>Die regionalen Regeln: Furtwangen (Familie Klausmann), Breitnau (kein Pflichtgebot, Stupfen, Faktoren), Buchenbach (sechs Spieler, Hannes- und Geiß-Übergebote, die ersten drei Stiche geregelt) oder das Mainzer Fastnachts-Tarot (3–7 Spieler, in Dreiern gezählt).</translation>
    </message>
    <message>
        <source>Furtwangen: a player holding an unbeatable trump stop must dappen if nobody has; off is the children&apos;s variant (only the second-to-last player is compelled).</source>
        <translation>Furtwangen: wer einen unschlagbaren Trumpf-Stopper hat, muss dappen, wenn noch niemand gedappt hat; aus ist die Kindervariante (nur der Vorletzte muss).</translation>
    </message>
    <message>
        <source>Furtwangen: the lone player may lay out trumps 3, 2 and 1 as Ulti.</source>
        <translation>Furtwangen: der Alleinspieler darf die Trümpfe 3, 2 und 1 als Ulti auslegen.</translation>
    </message>
    <message>
        <source>Furtwangen: an opponent whose only trump is the Gstieß may withhold it.</source>
        <translation>Furtwangen: ein Gegner, dessen einziger Trumpf der Gstieß ist, darf ihn zurückhalten (gstiesieren).</translation>
    </message>
    <message>
        <source>Furtwangen: full game (1 cent per card point, nearest 5) or half game (nearest 10, halved).</source>
        <translation>Furtwangen: ganzes Spiel (1 Cent je Auge, auf 5 gerundet) oder halbes Spiel (auf 10 gerundet, halbiert).</translation>
    </message>
    <message>
        <source>Furtwangen: Ulti 3/2/1 cost 10/20/30 cents (full) or 5/10/15 (half).</source>
        <translation>Furtwangen: Ulti 3/2/1 kostet 10/20/30 Cent (ganzes Spiel) oder 5/10/15 (halbes).</translation>
    </message>
    <message>
        <source>Furtwangen Marsch by the lone player after two bids: the other bidder pays the whole team&apos;s amount, or half of it while the rest pay an undoubled game.</source>
        <translation>Furtwanger Marsch des Alleinspielers nach zwei Geboten: der andere Bieter zahlt den ganzen Betrag der Partei, oder die Hälfte davon, während die übrigen ein unverdoppeltes Spiel zahlen.</translation>
    </message>
    <message>
        <source>Furtwangen Marsch by seven 5-point cards after two bids: the other bidder pays for the team, or each opponent pays their own share.</source>
        <translation>Furtwanger Marsch durch sieben Fünfer nach zwei Geboten: der andere Bieter zahlt für die Partei, oder jeder Gegner zahlt seinen eigenen Anteil.</translation>
    </message>
    <message>
        <source>Batches to the players first (4/3-6-3-6), or the Dapp at the start and the middle (6-4/3-6-3).</source>
        <translation>Zuerst die Pakete an die Spieler (4/3-6-3-6) oder der Dapp am Anfang und in der Mitte (6-4/3-6-3).</translation>
    </message>
    <message>
        <source>Mainz: the honours that may not be discarded (with 3-6 players, unless holding 4 of them): the seven 5-point cards or the four kings.</source>
        <translation>Mainz: die Honneurs, die nicht abgelegt werden dürfen (bei 3–6 Spielern, außer man hat 4 davon): die sieben Fünfer oder die vier Könige.</translation>
    </message>
    <message>
        <source>Starting purse per player in cents (500 for a full game, 200 for a half game).</source>
        <translation>Startkasse je Spieler in Cent (500 für ein ganzes Spiel, 200 für ein halbes).</translation>
    </message>
    <message>
        <source>66 with two players left: standard (the winner erases 1, 2 or 3 strokes by the loser&apos;s points and tricks), or Bamberger&apos;s (every win erases 1 stroke).</source>
        <translation>66, wenn nur noch zwei übrig sind: Standard (der Gewinner löscht 1, 2 oder 3 Striche nach Augen und Stichen des Verlierers) oder nach Bamberger Art (jeder Sieg löscht 1 Strich).</translation>
    </message>
</context>
<context>
    <name>st::presets</name>
    <message>
        <source>Nürnberger Dreck (dreeg.txt)</source>
        <translation>Nürnberger Dreck (dreeg.txt)</translation>
    </message>
    <message>
        <source>John McLeod&apos;s account after Jens Meder: seven strokes, the eight phases from 66 to 66.</source>
        <translation>John McLeods Darstellung nach Jens Meder: sieben Striche, die acht Phasen von 66 bis 66.</translation>
    </message>
    <message>
        <source>Kartl-Akademie Weinzierlein</source>
        <translation>Kartl-Akademie Weinzierlein</translation>
    </message>
    <message>
        <source>The book&apos;s count: ten strokes (XX) on each slate.</source>
        <translation>Die Zählung des Buchs: zehn Striche (XX) auf jeder Tafel.</translation>
    </message>
    <message>
        <source>Kartl-Akademie with Etzelmaier&apos;s Kamerun</source>
        <translation>Kartl-Akademie mit Etzelmaiers Kamerun</translation>
    </message>
    <message>
        <source>Ten strokes; in the second Kamerun phase players need only follow suit (Loni Etzelmaier&apos;s rule).</source>
        <translation>Zehn Striche; in der zweiten Kamerun-Phase muss man nur Farbe bedienen (Loni Etzelmaiers Regel).</translation>
    </message>
    <message>
        <source>Bamberger (Wikipedia)</source>
        <translation>Bamberger (Wikipedia)</translation>
    </message>
    <message>
        <source>Neustadt count (Wikipedia)</source>
        <translation>Neustädter Zählung (Wikipedia)</translation>
    </message>
    <message>
        <source>Bamberger&apos;s scoring; the winner of each phase gets a blob and the first to seven blobs wins.</source>
        <translation>Bamberger Zählung; der Sieger jeder Phase bekommt einen Bollern, und wer zuerst sieben Bollern hat, gewinnt.</translation>
    </message>
    <message>
        <source>Two players (practice)</source>
        <translation>Zu zweit (zum Üben)</translation>
    </message>
    <message>
        <source>66, Rot-Assen and Rufen for two, with a talon; Kamerun needs three or four.</source>
        <translation>66, Rot-Assen und Rufen zu zweit, mit Talon; Kamerun braucht drei oder vier.</translation>
    </message>
    <message>
        <source>Steinmauern</source>
        <translation>Steinmauern</translation>
    </message>
    <message>
        <source>The text&apos;s main rules, as played in Steinmauern near Rastatt.</source>
        <translation>Die Hauptregeln des Textes, wie in Steinmauern bei Rastatt gespielt.</translation>
    </message>
    <message>
        <source>Steinmauern, Räuber or Solo to end</source>
        <translation>Steinmauern, Räuber oder Solo zum Schluss</translation>
    </message>
    <message>
        <source>Four rounds; the last is &quot;Räuber or Solo&quot; with the Räuber worth 4.</source>
        <translation>Vier Durchgänge; der letzte ist „Räuber oder Solo“, der Räuber zählt 4.</translation>
    </message>
    <message>
        <source>Steinmauern tournament</source>
        <translation>Steinmauerner Turnier</translation>
    </message>
    <message>
        <source>No knocking, a Räuber worth 3, an illegal discard or play costs 8 times the bid factor; four rounds.</source>
        <translation>Kein Klopfen, der Räuber zählt 3, ein regelwidriges Ablegen oder Ausspielen kostet 8 mal den Gebotsfaktor; vier Durchgänge.</translation>
    </message>
    <message>
        <source>Iffezheim</source>
        <translation>Iffezheim</translation>
    </message>
    <message>
        <source>At four the dealer does not score; only the declarer scores combinations; trumps lead the Räuber.</source>
        <translation>Zu viert schreibt der Geber nicht; nur der Alleinspieler schreibt Kombinationen; im Räuber wird zu den ersten Stichen Trumpf ausgespielt.</translation>
    </message>
    <message>
        <source>Achertal (Herr Wimmer&apos;s tournaments)</source>
        <translation>Achertal (Herrn Wimmers Turniere)</translation>
    </message>
    <message>
        <source>Solo Du, scores per player by the exact difference, Kleiner Mann, Ramsch -20, session points after four rounds.</source>
        <translation>Solo Du, Abrechnung je Spieler nach der genauen Differenz, Kleiner Mann, Ramsch −20, Rundenpunkte nach vier Durchgängen.</translation>
    </message>
    <message>
        <source>Achertal, four active players</source>
        <translation>Achertal, vier aktive Spieler</translation>
    </message>
    <message>
        <source>As Achertal, but all four play with 12 cards each: the declarer against three.</source>
        <translation>Wie Achertal, aber alle vier spielen mit je 12 Karten: der Alleinspieler gegen drei.</translation>
    </message>
    <message>
        <source>Common rules</source>
        <translation>Übliche Regeln</translation>
    </message>
    <message>
        <source>The common Austrian rules: a Bummerl to 7, marriages after closing.</source>
        <translation>Die üblichen österreichischen Regeln: ein Bummerl bis 7, Ansagen auch nach dem Zudrehen.</translation>
    </message>
    <message>
        <source>Exchange at two</source>
        <translation>Tauschen bei zwei</translation>
    </message>
    <message>
        <source>The trump Unter may still be exchanged when only two talon cards are left.</source>
        <translation>Der Trumpf-Unter darf noch getauscht werden, wenn nur noch zwei Karten im Talon liegen.</translation>
    </message>
    <message>
        <source>No marriages after closing</source>
        <translation>Keine Ansagen nach dem Zudrehen</translation>
    </message>
    <message>
        <source>Marriages only while the talon is open.</source>
        <translation>Zwanziger und Vierziger nur, solange der Talon offen ist.</translation>
    </message>
    <message>
        <source>Usual contracts</source>
        <translation>Übliche Spiele</translation>
    </message>
    <message>
        <source>The text&apos;s usual contracts; the others announce first, then the caller.</source>
        <translation>Die üblichen Spiele des Textes; zuerst sagen die anderen an, dann der Rufer.</translation>
    </message>
    <message>
        <source>Conservative table</source>
        <translation>Konservativer Tisch</translation>
    </message>
    <message>
        <source>No Plauderer and no talon in the Bettler contracts, as some circles play.</source>
        <translation>Kein Plauderer und kein Talon in den Bettlerspielen, wie an manchen Stammtischen üblich.</translation>
    </message>
    <message>
        <source>All regional contracts</source>
        <translation>Alle regionalen Spiele</translation>
    </message>
    <message>
        <source>Adds Assenbettler, Ass-Bettler, Zehnergang and Bauernloch.</source>
        <translation>Dazu Assenbettler, Ass-Bettler, Zehnergang und Bauernloch.</translation>
    </message>
    <message>
        <source>Caller first, counting down</source>
        <translation>Rufer zuerst, heruntergezählt</translation>
    </message>
    <message>
        <source>The regional bidding: the caller announces first; scores counted down from 24.</source>
        <translation>Das regionale Ansagen: der Rufer sagt zuerst an; die Punkte werden von 24 heruntergezählt.</translation>
    </message>
    <message>
        <source>Furtwangen</source>
        <translation>Furtwangen</translation>
    </message>
    <message>
        <source>The Klausmann family&apos;s rules: compulsory stop, Ulti, full game for cents.</source>
        <translation>Die Regeln der Familie Klausmann: Stopper-Pflicht, Ulti, ganzes Spiel um Cent.</translation>
    </message>
    <message>
        <source>Furtwangen, half game</source>
        <translation>Furtwangen, halbes Spiel</translation>
    </message>
    <message>
        <source>Payments to the nearest 10 and halved, Ulti at 5/10/15, a purse of 2 euros.</source>
        <translation>Zahlungen auf 10 gerundet und halbiert, Ulti zu 5/10/15, eine Kasse von 2 Euro.</translation>
    </message>
    <message>
        <source>Furtwangen, children&apos;s game</source>
        <translation>Furtwangen, Kinderspiel</translation>
    </message>
    <message>
        <source>Only the second-to-last player is compelled to dappen.</source>
        <translation>Nur der Vorletzte muss dappen.</translation>
    </message>
    <message>
        <source>Breitnau</source>
        <translation>Breitnau</translation>
    </message>
    <message>
        <source>No compulsory bid, stupfen, factors.</source>
        <translation>Kein Pflichtgebot, Stupfen, Faktoren.</translation>
    </message>
    <message>
        <source>Buchenbach</source>
        <translation>Buchenbach</translation>
    </message>
    <message>
        <source>Six players, Hannes and Geiß overcalls, the first three tricks regulated.</source>
        <translation>Sechs Spieler, Hannes- und Geiß-Übergebote, die ersten drei Stiche geregelt.</translation>
    </message>
    <message>
        <source>Mainz Carneval Tarot</source>
        <translation>Mainzer Fastnachts-Tarot</translation>
    </message>
    <message>
        <source>Three to seven players, one round of bidding, counted in threes.</source>
        <translation>Drei bis sieben Spieler, eine Bietrunde, in Dreiern gezählt.</translation>
    </message>
    <message>
        <source>Bamberger&apos;s scoring: Rot-Assen without going out, a lone 66 erases 3; in Kamerun the fewest points erase most; a win at two-player 66 erases 1.</source>
        <translation>Bamberger Zählung: Rot-Assen ohne Ausmelden, wer allein 66 erreicht, löscht 3; im Kamerun löschen die wenigsten Augen am meisten; ein Sieg beim 66 zu zweit löscht 1.</translation>
    </message>
    <message>
        <source>Weglöscher</source>
        <translation>Weglöscher</translation>
    </message>
    <message>
        <source>A game in its own right: 66 between two at a time, the others erasing with the winner; three to five players.</source>
        <translation>Ein Spiel für sich: 66 immer zwischen zweien, die anderen löschen mit dem Gewinner; drei bis fünf Spieler.</translation>
    </message>
</context>
<context>
    <name>st::ui::BidDialog</name>
    <message>
        <source>Dreierles — bidding</source>
        <translation>Dreierles – Bieten</translation>
    </message>
    <message>
        <source>Dappen — bidding</source>
        <translation>Dappen – Bieten</translation>
    </message>
    <message>
        <source>Dreierschnapsen — bidding</source>
        <translation>Dreierschnapsen – Ansagen</translation>
    </message>
    <message>
        <source>Each player speaks once: bid higher than the bid standing, or pass (“weg”). The last and highest bidder plays alone against the others.</source>
        <translation>Jeder spricht einmal: höher bieten als das bisherige Gebot oder passen („Weg“). Wer zuletzt am höchsten bietet, spielt allein gegen die anderen.</translation>
    </message>
    <message>
        <source>Announce a contract or pass. The highest value plays; without the talon a contract is worth one point more. Trumps: %1.</source>
        <translation>Ein Spiel ansagen oder passen. Das höchste Spiel wird gespielt; ohne Talon zählt ein Spiel einen Punkt mehr. Trumpf: %1.</translation>
    </message>
    <message>
        <source>Your cards:</source>
        <translation>Deine Karten:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Not open to you now: %1.</source>
        <translation>Für dich gerade nicht möglich: %1.</translation>
    </message>
    <message>
        <source>Compulsory bid: everybody before you passed, and the second-to-last player must dappen so that somebody plays alone. You may not pass.</source>
        <translation>Pflichtgebot: alle vor dir haben gepasst, und der Vorletzte muss dappen, damit jemand allein spielt. Du darfst nicht passen.</translation>
    </message>
    <message>
        <source>You may not pass: %1.</source>
        <translation>Du darfst nicht passen: %1.</translation>
    </message>
    <message>
        <source>You hold a stop (the Gstieß, or a trump with enough trumps below it). While nobody has dapped, a player with a stop must dappen: a pass is punished as soon as your cards show the stop.</source>
        <translation>Du hast einen Stopper (den Gstieß oder einen Trumpf mit genug Trümpfen darunter). Solange niemand gedappt hat, muss dappen, wer einen Stopper hat: ein Passen wird bestraft, sobald deine Karten den Stopper zeigen.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> (without talon)</source>
        <translation> (ohne Talon)</translation>
    </message>
    <message>
        <source>You speak first.</source>
        <translation>Du sprichst zuerst.</translation>
    </message>
    <message>
        <source>Bidding so far: %1</source>
        <translation>Bisher geboten: %1</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>The game value is multiplied by this factor</source>
        <translation>Der Spielwert wird mit diesem Faktor multipliziert</translation>
    </message>
    <message>
        <source>without talon: %1</source>
        <translation>ohne Talon: %1</translation>
    </message>
    <message>
        <source>play it: %1</source>
        <translation>spielen: %1</translation>
    </message>
    <message>
        <source>with talon: %1</source>
        <translation>mit Talon: %1</translation>
    </message>
    <message>
        <source>Bid to play alone against all the others, or pass (“%1”).</source>
        <translation>Bieten, um allein gegen alle anderen zu spielen, oder passen („%1“).</translation>
    </message>
</context>
<context>
    <name>st::ui::BlankSheetDialog</name>
    <message>
        <source>Print a blank score sheet</source>
        <translation>Leeren Schreibzettel drucken</translation>
    </message>
    <message>
        <source>The game&apos;s own score sheet, empty, to keep the score by hand at the table.</source>
        <translation>Der Schreibzettel des Spiels, leer, um am Tisch von Hand aufzuschreiben.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Spie&amp;ler:</translation>
    </message>
    <message>
        <source>Optional, separated by commas; empty: written in by hand</source>
        <translation>Nach Wunsch, durch Kommas getrennt; leer: von Hand einzutragen</translation>
    </message>
    <message>
        <source>&amp;Names:</source>
        <translation>&amp;Namen:</translation>
    </message>
    <message>
        <source>Print preview…</source>
        <translation>Druckvorschau …</translation>
    </message>
</context>
<context>
    <name>st::ui::CallDialog</name>
    <message>
        <source>Hint: call the highest card of your trump suit that you do not hold — here %1. Calling a card you hold yourself means playing alone.</source>
        <translation>Tipp: Ruf die höchste Karte deiner Trumpffarbe, die du nicht hast – hier %1. Rufst du eine eigene Karte, spielst du allein.</translation>
    </message>
    <message>
        <source>Rufen — call a card</source>
        <translation>Rufen – eine Karte rufen</translation>
    </message>
    <message>
        <source>You are forehand. Call a card: its suit becomes trumps and whoever holds it is your partner. You must hold a card of the called suit among these three.</source>
        <translation>Du bist Vorhand. Ruf eine Karte: ihre Farbe wird Trumpf, und wer sie hat, ist dein Partner. Unter diesen drei Karten musst du eine der gerufenen Farbe haben.</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>%1 rufen</translation>
    </message>
    <message>
        <source>%1: you hold no card of this suit among your three</source>
        <translation>%1: du hast keine Karte dieser Farbe unter deinen dreien</translation>
    </message>
</context>
<context>
    <name>st::ui::CoachPanel</name>
    <message>
        <source>Leave the lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <source>Show again</source>
        <translation>Noch einmal zeigen</translation>
    </message>
    <message>
        <source>The coach&apos;s note before this one again, and the last trick; the table waits</source>
        <translation>Die vorige Anmerkung des Trainers noch einmal, dazu der letzte Stich; der Tisch wartet so lange</translation>
    </message>
</context>
<context>
    <name>st::ui::DealReview</name>
    <message>
        <source>%1 strokes</source>
        <translation>%1 Striche</translation>
    </message>
    <message>
        <source>%1 cents</source>
        <translation>%1 Cent</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>%1 game points</source>
        <translation>%1 Spielpunkte</translation>
    </message>
    <message>
        <source>Review of your play</source>
        <translation>Rückblick auf dein Spiel</translation>
    </message>
    <message>
        <source>The strong player looks at each of your decisions, seeing only what you saw…</source>
        <translation>Der starke Spieler sieht sich jede deiner Entscheidungen an und kennt dabei nur, was du gesehen hast …</translation>
    </message>
    <message>
        <source>This deal cannot be reviewed: %1</source>
        <translation>Dieses Spiel lässt sich nicht durchsehen: %1</translation>
    </message>
    <message>
        <source>Well played: the strong player would have decided as you did at every turn of this deal (or gained too little to mention).</source>
        <translation>Gut gespielt: der starke Spieler hätte in diesem Spiel überall wie du entschieden (oder anders, aber kaum besser).</translation>
    </message>
    <message numerus="yes">
        <source>The strong player would have chosen otherwise in %n of your decisions. Each shows what you saw, both choices and what the strong player expected of each for you (your result less the others&apos; average, over the hands they could hold).</source>
        <translation>
            <numerusform>Der starke Spieler hätte bei %n deiner Entscheidungen anders gewählt. Sie zeigt, was du gesehen hast, beide Möglichkeiten und was der starke Spieler von jeder für dich erwartet hat (dein Ergebnis abzüglich des Schnitts der anderen, gemittelt über die Blätter, die sie haben konnten).</numerusform>
            <numerusform>Der starke Spieler hätte bei %n deiner Entscheidungen anders gewählt. Jede zeigt, was du gesehen hast, beide Möglichkeiten und was der starke Spieler von jeder für dich erwartet hat (dein Ergebnis abzüglich des Schnitts der anderen, gemittelt über die Blätter, die sie haben konnten).</numerusform>
        </translation>
    </message>
    <message>
        <source>Trick %1, your lead</source>
        <translation>Stich %1, du spielst aus</translation>
    </message>
    <message numerus="yes">
        <source>Trick %1, after %n card(s)</source>
        <translation>
            <numerusform>Stich %1, nach %n Karte</numerusform>
            <numerusform>Stich %1, nach %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>Discarding</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>Decision %1 of the deal</source>
        <translation>Entscheidung %1 des Spiels</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Your cards:</source>
        <translation>Deine Karten:</translation>
    </message>
    <message>
        <source>On the table:</source>
        <translation>Auf dem Tisch:</translation>
    </message>
    <message>
        <source>You chose:</source>
        <translation>Du hast gewählt:</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>erwartet %1</translation>
    </message>
    <message>
        <source>The strong player:</source>
        <translation>Der starke Spieler:</translation>
    </message>
    <message>
        <source>Let it pass</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>A difference of %1 for you in this deal.</source>
        <translation>Ein Unterschied von %1 für dich in diesem Spiel.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of %1 with King and Over</source>
        <translation>
            <numerusform>%n Karte %1 mit König und Ober</numerusform>
            <numerusform>%n Karten %1 mit König und Ober</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of %1</source>
        <translation>
            <numerusform>%n Karte %1</numerusform>
            <numerusform>%n Karten %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n high card(s) (the Trull and Kings)</source>
        <translation>
            <numerusform>%n hohe Karte (Trull und Könige)</numerusform>
            <numerusform>%n hohe Karten (Trull und Könige)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Ace(s) and Ten(s)</source>
        <translation>
            <numerusform>%n Ass oder Zehner</numerusform>
            <numerusform>%n Asse und Zehner</numerusform>
        </translation>
    </message>
    <message>
        <source>it is the only card you may play.</source>
        <translation>sie ist die einzige Karte, die du spielen darfst.</translation>
    </message>
    <message>
        <source>it is the only choice you have.</source>
        <translation>du hast keine andere Wahl.</translation>
    </message>
    <message>
        <source>it beats the %1 and takes the trick.</source>
        <translation>sie schlägt %1 und macht den Stich.</translation>
    </message>
    <message>
        <source>it beats the %1 on the table; the others still play.</source>
        <translation>sie schlägt %1 auf dem Tisch; die anderen spielen noch.</translation>
    </message>
    <message>
        <source>none of your cards can beat the %1, so give away as little as you can.</source>
        <translation>keine deiner Karten schlägt %1, also gib so wenig her wie möglich.</translation>
    </message>
    <message>
        <source>you could beat the %1, but keeping your strong cards is worth more.</source>
        <translation>du könntest %1 schlagen, aber deine starken Karten aufzuheben bringt mehr.</translation>
    </message>
    <message>
        <source>no card still out is higher in its suit.</source>
        <translation>keine Karte, die noch draußen ist, ist in ihrer Farbe höher.</translation>
    </message>
    <message>
        <source>leading trumps draws the others&apos; trumps.</source>
        <translation>Trumpf ausspielen zieht den anderen die Trümpfe.</translation>
    </message>
    <message>
        <source>you have the points to win: going out ends the deal now.</source>
        <translation>du hast die Punkte zum Gewinnen: mit dem Ausmelden endet das Spiel jetzt.</translation>
    </message>
    <message>
        <source>you take the %1 for your low trump: a stronger trump can only help.</source>
        <translation>du nimmst %1 für deinen kleinen Trumpf: ein stärkerer Trumpf kann nur helfen.</translation>
    </message>
    <message>
        <source>you hold %1: as trumps they are your longest suit, and King and Over make a 40.</source>
        <translation>du hast %1: als Trumpf ist das deine längste Farbe, und König und Ober ergeben einen Vierziger.</translation>
    </message>
    <message>
        <source>you hold %1: no suit gives you more trumps.</source>
        <translation>du hast %1: keine Farbe gibt dir mehr Trümpfe.</translation>
    </message>
    <message>
        <source>these cards are the least likely to take a trick; you keep your trumps and high cards.</source>
        <translation>mit diesen Karten machst du am ehesten keinen Stich; deine Trümpfe und hohen Karten behältst du.</translation>
    </message>
    <message>
        <source>Your moves in this lesson were the lesson&apos;s, chosen to show what it teaches, so none of them is counted as a mistake. Play a practice deal to have your own decisions reviewed.</source>
        <translation>Deine Züge in dieser Lektion waren die der Lektion, gewählt, um zu zeigen, was sie lehrt – keiner davon zählt als Fehler. Spiel ein Übungsspiel, um deine eigenen Entscheidungen durchsehen zu lassen.</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Warum: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n trump(s) (%1) with King and Over</source>
        <translation>
            <numerusform>%n Trumpf (%1) mit König und Ober</numerusform>
            <numerusform>%n Trümpfe (%1) mit König und Ober</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trump(s) (%1)</source>
        <translation>
            <numerusform>%n Trumpf (%1)</numerusform>
            <numerusform>%n Trümpfe (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>you hold %1 and %2: your hand is strong enough for it.</source>
        <translation>du hast %1 und %2: dein Blatt ist stark genug dafür.</translation>
    </message>
    <message>
        <source>you hold only %1 and %2: too weak for a bid – a contract needs more trumps and high cards.</source>
        <translation>du hast nur %1 und %2: zu schwach für ein Gebot – ein Spiel braucht mehr Trümpfe und hohe Karten.</translation>
    </message>
    <message>
        <source>you hold %1 and %2: you expect to win more than you lose, and knocking doubles the stake.</source>
        <translation>du hast %1 und %2: du gewinnst voraussichtlich mehr, als du verlierst, und Klopfen verdoppelt den Einsatz.</translation>
    </message>
    <message>
        <source>you hold %1 and %2: it would risk more than it brings.</source>
        <translation>du hast %1 und %2: das riskiert mehr, als es bringt.</translation>
    </message>
    <message>
        <source>King and Over of %1 count %2 points: declared now, they are yours for sure.</source>
        <translation>König und Ober in %1 zählen %2 Punkte: jetzt angesagt, sind sie dir sicher.</translation>
    </message>
    <message>
        <source>you hold %1 and %2: enough for the tricks you still need, without drawing.</source>
        <translation>du hast %1 und %2: genug für die Stiche, die dir noch fehlen, ohne zu ziehen.</translation>
    </message>
    <message>
        <source>of all your choices, the expert expects the most from it.</source>
        <translation>von allen deinen Möglichkeiten erwartet der Experte davon am meisten.</translation>
    </message>
    <message numerus="yes">
        <source>%n trump(s)</source>
        <translation>
            <numerusform>%n Trumpf</numerusform>
            <numerusform>%n Trümpfe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 strokes in your favour</source>
        <translation>%1 Striche zu deinen Gunsten</translation>
    </message>
</context>
<context>
    <name>st::ui::DealSummary</name>
    <message>
        <source>Zehn-Druck</source>
        <translation>Zehn-Druck</translation>
    </message>
    <message>
        <source>Drull</source>
        <translation>Drull</translation>
    </message>
    <message>
        <source>Königsrolle</source>
        <translation>Königsrolle</translation>
    </message>
    <message>
        <source>A player went out (Aus!) with 66 or more.</source>
        <translation>Ein Spieler hat sich mit 66 oder mehr ausgemeldet (Aus!).</translation>
    </message>
    <message>
        <source>A player went out without 66: the opponents score.</source>
        <translation>Ein Spieler hat sich ohne 66 ausgemeldet: die Gegner schreiben.</translation>
    </message>
    <message>
        <source>The closer&apos;s opponent went out with 66.</source>
        <translation>Der Gegner des Zudrehers hat sich mit 66 ausgemeldet.</translation>
    </message>
    <message>
        <source>The player who closed the talon (zugedreht) made 66.</source>
        <translation>Wer zugedreht hat, hat 66 erreicht.</translation>
    </message>
    <message>
        <source>The player who closed the talon did not make 66.</source>
        <translation>Wer zugedreht hat, hat 66 nicht erreicht.</translation>
    </message>
    <message>
        <source>Nobody went out: the last trick decides.</source>
        <translation>Niemand hat sich ausgemeldet: der letzte Stich entscheidet.</translation>
    </message>
    <message>
        <source>The holder of the Ace of hearts surrendered: no play.</source>
        <translation>Wer das Herz-Ass hat, hat aufgegeben: kein Spiel.</translation>
    </message>
    <message>
        <source>Strokes by the ranking of card points.</source>
        <translation>Striche nach der Rangfolge der Augen.</translation>
    </message>
    <message>
        <source>A revoke ended the deal and was penalised.</source>
        <translation>Ein Farbverstoß hat das Spiel beendet und wurde bestraft.</translation>
    </message>
    <message>
        <source>The Ace of hearts was concealed and was penalised.</source>
        <translation>Das Herz-Ass wurde verheimlicht; das wurde bestraft.</translation>
    </message>
    <message>
        <source>Durchmarsch made: every trick won.</source>
        <translation>Durchmarsch geschafft: alle Stiche gewonnen.</translation>
    </message>
    <message>
        <source>The Durchmarsch failed.</source>
        <translation>Der Durchmarsch ist gescheitert.</translation>
    </message>
    <message>
        <source>Every trick won without announcing a Durchmarsch.</source>
        <translation>Alle Stiche gewonnen, ohne einen Durchmarsch anzusagen.</translation>
    </message>
    <message>
        <source>The contract was decided by reaching 66.</source>
        <translation>Das Spiel wurde durch Erreichen von 66 entschieden.</translation>
    </message>
    <message>
        <source>The declarer took a trick: the Bettler is lost.</source>
        <translation>Der Alleinspieler hat einen Stich gemacht: der Bettler ist verloren.</translation>
    </message>
    <message>
        <source>The declarer took no trick: the Bettler is made.</source>
        <translation>Der Alleinspieler hat keinen Stich gemacht: der Bettler ist gewonnen.</translation>
    </message>
    <message>
        <source>The declarer lost a trick: the contract is lost.</source>
        <translation>Der Alleinspieler hat einen Stich abgegeben: das Spiel ist verloren.</translation>
    </message>
    <message>
        <source>The declarer took every trick: the contract is made.</source>
        <translation>Der Alleinspieler hat alle Stiche gemacht: das Spiel ist gewonnen.</translation>
    </message>
    <message>
        <source>The declarer did not reach 66 in time: the contract is lost.</source>
        <translation>Der Alleinspieler hat 66 nicht rechtzeitig erreicht: das Spiel ist verloren.</translation>
    </message>
    <message>
        <source>Three Unter: the cards are dealt again.</source>
        <translation>Drei Unter: es wird neu gegeben.</translation>
    </message>
    <message>
        <source>The declarer won the game.</source>
        <translation>Der Alleinspieler hat das Spiel gewonnen.</translation>
    </message>
    <message>
        <source>The declarer lost the game.</source>
        <translation>Der Alleinspieler hat das Spiel verloren.</translation>
    </message>
    <message>
        <source>The declarer had to play the Pfeife early: the game is lost.</source>
        <translation>Der Alleinspieler musste die Pfeife zu früh spielen: das Spiel ist verloren.</translation>
    </message>
    <message>
        <source>Nobody bid: a Räuber was played.</source>
        <translation>Niemand hat geboten: es wurde ein Räuber gespielt.</translation>
    </message>
    <message>
        <source>An illegal discard was penalised.</source>
        <translation>Ein regelwidriges Ablegen wurde bestraft.</translation>
    </message>
    <message>
        <source>An illegal card was penalised.</source>
        <translation>Eine regelwidrige Karte wurde bestraft.</translation>
    </message>
    <message>
        <source>The contract was played out.</source>
        <translation>Das Spiel wurde zu Ende gespielt.</translation>
    </message>
    <message>
        <source>Seven honours: the lone player won at once.</source>
        <translation>Sieben Fünfer: der Alleinspieler hat sofort gewonnen.</translation>
    </message>
    <message>
        <source>A compulsory bid was missed: the deal was abandoned and penalised.</source>
        <translation>Ein Pflichtgebot wurde versäumt: das Spiel wurde abgebrochen und bestraft.</translation>
    </message>
    <message>
        <source>Everybody passed: the deal goes ins Loch.</source>
        <translation>Alle haben gepasst: das Spiel geht ins Loch.</translation>
    </message>
    <message>
        <source>Tie-break: one deal of two-player Schnapsen decided the match.</source>
        <translation>Entscheidungsspiel: ein Spiel Schnapsen zu zweit hat die Partie entschieden.</translation>
    </message>
    <message numerus="yes">
        <source>You played %1, worth %n game point(s)</source>
        <translation>
            <numerusform>Du hast %1 gespielt, %n Spielpunkt wert</numerusform>
            <numerusform>Du hast %1 gespielt, %n Spielpunkte wert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, worth %n game point(s)</source>
        <translation>
            <numerusform>%1 hat %2 gespielt, %n Spielpunkt wert</numerusform>
            <numerusform>%1 hat %2 gespielt, %n Spielpunkte wert</numerusform>
        </translation>
    </message>
    <message>
        <source>(without the talon)</source>
        <translation>(ohne Talon)</translation>
    </message>
    <message>
        <source>%1 made the contract.</source>
        <translation>%1 hat das Spiel gewonnen.</translation>
    </message>
    <message>
        <source>%1 failed.</source>
        <translation>%1 ist gescheitert.</translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation>%1 gewinnt die Partie.</translation>
    </message>
    <message>
        <source>%1 played %2; game value %3</source>
        <translation>%1 hat %2 gespielt; Spielwert %3</translation>
    </message>
    <message>
        <source>Card points: declarer %1, opponents %2</source>
        <translation>Augen: Alleinspieler %1, Gegner %2</translation>
    </message>
    <message>
        <source>Räuber: the blind held %1 card points.</source>
        <translation>Räuber: im Blinden lagen %1 Augen.</translation>
    </message>
    <message>
        <source>Lost the Räuber: %1</source>
        <translation>Räuber verloren: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Announced: Pfeife raus</source>
        <translation>Angesagt: Pfeife raus</translation>
    </message>
    <message>
        <source>Announced: Zehn-Druck</source>
        <translation>Angesagt: Zehn-Druck</translation>
    </message>
    <message>
        <source>The Pfeife won the last trick.</source>
        <translation>Die Pfeife hat den letzten Stich gemacht.</translation>
    </message>
    <message>
        <source>The Pfeife was lost in the last trick.</source>
        <translation>Die Pfeife ging im letzten Stich verloren.</translation>
    </message>
    <message>
        <source>The Pfeife was forced out early.</source>
        <translation>Die Pfeife wurde zu früh herausgezwungen.</translation>
    </message>
    <message>
        <source>%1 played %2 alone.</source>
        <translation>%1 hat %2 allein gespielt.</translation>
    </message>
    <message>
        <source>Card points: lone player %1, the others %2</source>
        <translation>Augen: Alleinspieler %1, die anderen %2</translation>
    </message>
    <message>
        <source>The lone player won.</source>
        <translation>Der Alleinspieler hat gewonnen.</translation>
    </message>
    <message>
        <source>The lone player lost.</source>
        <translation>Der Alleinspieler hat verloren.</translation>
    </message>
    <message>
        <source>Game: %1 per opponent</source>
        <translation>Spiel: %1 je Gegner</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Marsch: the lone player took every trick.</source>
        <translation>Marsch: der Alleinspieler hat alle Stiche gemacht.</translation>
    </message>
    <message>
        <source>Marsch: the lone player took no trick.</source>
        <translation>Marsch: der Alleinspieler hat keinen Stich gemacht.</translation>
    </message>
    <message>
        <source>Ulti with %1 won in trick %2</source>
        <translation>Ulti mit %1 im %2. Stich gewonnen</translation>
    </message>
    <message>
        <source>Ulti with %1 lost in trick %2</source>
        <translation>Ulti mit %1 im %2. Stich verloren</translation>
    </message>
    <message>
        <source>Called %1: %2 was the partner.</source>
        <translation>%1 gerufen: %2 war der Partner.</translation>
    </message>
    <message>
        <source>Called %1.</source>
        <translation>%1 gerufen.</translation>
    </message>
    <message>
        <source>%1: the value doubles with each knock.</source>
        <translation>%1: jedes Klopfen verdoppelt den Wert.</translation>
    </message>
    <message>
        <source>You made the contract.</source>
        <translation>Du hast dein Spiel gewonnen.</translation>
    </message>
    <message>
        <source>You failed.</source>
        <translation>Du hast verloren.</translation>
    </message>
    <message>
        <source>You win the match.</source>
        <translation>Du gewinnst die Partie.</translation>
    </message>
    <message>
        <source>You played %1; game value %2</source>
        <translation>Du hast %1 gespielt; Spielwert %2</translation>
    </message>
    <message>
        <source>You played %1 alone.</source>
        <translation>Du hast %1 allein gespielt.</translation>
    </message>
    <message>
        <source>Called %1: you were the partner.</source>
        <translation>%1 gerufen: du warst der Partner.</translation>
    </message>
    <message>
        <source>penalised</source>
        <translation>bestraft</translation>
    </message>
    <message numerus="yes">
        <source>Schwarz: %n stroke(s)</source>
        <translation>
            <numerusform>Schwarz: %n Strich</numerusform>
            <numerusform>Schwarz: %n Striche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Schneider: %n stroke(s)</source>
        <translation>
            <numerusform>Schneider: %n Strich</numerusform>
            <numerusform>Schneider: %n Striche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>erases %n stroke(s)</source>
        <translation>
            <numerusform>löscht %n Strich</numerusform>
            <numerusform>löscht %n Striche</numerusform>
        </translation>
    </message>
    <message>
        <source>went out</source>
        <translation>hat sich ausgemeldet</translation>
    </message>
    <message>
        <source>closed the talon</source>
        <translation>hat zugedreht</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>loses the phase: a Bollern</source>
        <translation>verliert die Phase: ein Bollern</translation>
    </message>
    <message>
        <source>wins the deal</source>
        <translation>gewinnt das Spiel</translation>
    </message>
    <message>
        <source>declarer, made it</source>
        <translation>Alleinspieler, gewonnen</translation>
    </message>
    <message>
        <source>declarer, failed</source>
        <translation>Alleinspieler, gescheitert</translation>
    </message>
    <message>
        <source>opponent</source>
        <translation>Gegner</translation>
    </message>
    <message numerus="yes">
        <source>%n Bummerl</source>
        <translation>
            <numerusform>%n Bummerl</numerusform>
            <numerusform>%n Bummerl</numerusform>
        </translation>
    </message>
    <message>
        <source>declarer, won</source>
        <translation>Alleinspieler, gewonnen</translation>
    </message>
    <message>
        <source>declarer, lost</source>
        <translation>Alleinspieler, verloren</translation>
    </message>
    <message>
        <source>lost the Räuber</source>
        <translation>hat den Räuber verloren</translation>
    </message>
    <message>
        <source>knocked</source>
        <translation>hat geklopft</translation>
    </message>
    <message>
        <source>sat out</source>
        <translation>hat ausgesetzt</translation>
    </message>
    <message>
        <source>lone player</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>also bid</source>
        <translation>hat auch geboten</translation>
    </message>
    <message>
        <source>Gstießierer</source>
        <translation>Gstiesierer</translation>
    </message>
    <message>
        <source>The last deal is over</source>
        <translation>Das letzte Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Deal %1 is over</source>
        <translation>Spiel %1 ist vorbei</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>you</source>
        <translation>dich</translation>
    </message>
    <message>
        <source>The phase is over: a Bollern for %1.</source>
        <translation>Die Phase ist vorbei: ein Bollern für %1.</translation>
    </message>
    <message>
        <source>Review my play…</source>
        <translation>Mein Spiel durchsehen …</translation>
    </message>
    <message>
        <source>Where the strong player would have decided otherwise, and what it expected of each</source>
        <translation>Wo der starke Spieler anders entschieden hätte und was er von beidem erwartet hat</translation>
    </message>
    <message>
        <source>Session summary…</source>
        <translation>Rundenabrechnung …</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>Both sides made 66 or more: the side that won the last trick wins and erases 1 stroke.</source>
        <translation>Beide Parteien haben 66 oder mehr: die Partei mit dem letzten Stich gewinnt und löscht 1 Strich.</translation>
    </message>
    <message>
        <source>All the cards were played: the card points decide.</source>
        <translation>Alle Karten sind gespielt: die Augen entscheiden.</translation>
    </message>
    <message>
        <source>Neither side made 66: the side that won the last trick wins and erases 1 stroke.</source>
        <translation>Keine Partei hat 66: die Partei mit dem letzten Stich gewinnt und löscht 1 Strich.</translation>
    </message>
    <message>
        <source>Side&apos;s card points</source>
        <translation>Augen der Partei</translation>
    </message>
    <message numerus="yes">
        <source>only %n left on the slate</source>
        <translation>
            <numerusform>nur noch %n Strich auf der Tafel</numerusform>
            <numerusform>nur noch %n Striche auf der Tafel</numerusform>
        </translation>
    </message>
    <message>
        <source>The closer&apos;s opponent went out with 66.</source>
        <comment>Dreeg: zudecken</comment>
        <translation>Der Gegner des Zudeckers hat sich mit 66 ausgemeldet.</translation>
    </message>
    <message>
        <source>The player who closed the talon (zugedeckt) made 66.</source>
        <translation>Wer zugedeckt hat, hat 66 erreicht.</translation>
    </message>
    <message>
        <source>The player who closed the talon did not make 66.</source>
        <comment>Dreeg: zudecken</comment>
        <translation>Wer zugedeckt hat, hat 66 nicht erreicht.</translation>
    </message>
    <message>
        <source>closed the talon</source>
        <comment>Dreeg: zudecken</comment>
        <translation>hat zugedeckt</translation>
    </message>
</context>
<context>
    <name>st::ui::DeckViewer</name>
    <message>
        <source>Backs and the shown marker</source>
        <translation>Rückseiten und Markierung für gezeigte Karten</translation>
    </message>
    <message>
        <source>Dreeg slates</source>
        <translation>Dreeg-Schiefertafeln</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Card decks</source>
        <translation>Kartenblätter</translation>
    </message>
    <message>
        <source>%1 px</source>
        <translation>%1 px</translation>
    </message>
    <message>
        <source>&amp;Pack:</source>
        <translation>&amp;Blatt:</translation>
    </message>
    <message>
        <source>&amp;Style:</source>
        <translation>&amp;Stil:</translation>
    </message>
    <message>
        <source>Card &amp;width:</source>
        <translation>Karten&amp;breite:</translation>
    </message>
    <message>
        <source>(not applicable)</source>
        <translation>(nicht zutreffend)</translation>
    </message>
    <message>
        <source>Back %1</source>
        <translation>Rückseite %1</translation>
    </message>
    <message>
        <source>Card back %1</source>
        <translation>Kartenrückseite %1</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Gezeigt</translation>
    </message>
    <message>
        <source>%1 shown to everybody (trump indicator, exposed card)</source>
        <translation>%1 für alle sichtbar (Trumpfanzeige, aufgedeckte Karte)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Slate %1 with %2 strokes standing</source>
        <translation>Schiefertafel %1 mit %2 stehenden Strichen</translation>
    </message>
    <message>
        <source>Bollern</source>
        <translation>Bollern</translation>
    </message>
    <message>
        <source>A Bollern blob</source>
        <translation>Ein Bollern-Kreis</translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) cannot be drawn in this style: the theme is missing them or Qt cannot render its drawing of them.</source>
        <translation>
            <numerusform>%n Bild kann in diesem Stil nicht gezeichnet werden: es fehlt im Design oder Qt kann es nicht darstellen.</numerusform>
            <numerusform>%n Bilder können in diesem Stil nicht gezeichnet werden: sie fehlen im Design oder Qt kann sie nicht darstellen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>st::ui::DiscardDialog</name>
    <message>
        <source>Taken up (marked ★): %1</source>
        <translation>Aufgenommen (mit ★ markiert): %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Take back every card chosen</source>
        <translation>Alle gewählten Karten zurücknehmen</translation>
    </message>
    <message>
        <source>Lay away</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Nicht erlaubt: %1</translation>
    </message>
    <message>
        <source>Choose %1 cards to lay away — %2 chosen, %3 to go</source>
        <translation>Wähle %1 Karten zum Ablegen – %2 gewählt, noch %3</translation>
    </message>
    <message>
        <source>%1 chosen, %2 too many: take some back</source>
        <translation>%1 gewählt, %2 zu viel: nimm welche zurück</translation>
    </message>
    <message>
        <source>Lay away %1.</source>
        <translation>%1 ablegen.</translation>
    </message>
</context>
<context>
    <name>st::ui::FlowController</name>
    <message>
        <source>Choose the first dealer</source>
        <translation>Wähle den ersten Geber</translation>
    </message>
    <message>
        <source>Cut or knock</source>
        <translation>Abheben oder klopfen</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Deine Wahl</translation>
    </message>
    <message>
        <source>%1 shows %2</source>
        <translation>%1 zeigt %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <source>Your only card that may be played, %1, was played for you</source>
        <translation>Deine einzige spielbare Karte, %1, wurde für dich gespielt</translation>
    </message>
</context>
<context>
    <name>st::ui::HistoryModel</name>
    <message>
        <source>Bollern: %1</source>
        <translation>Bollern: %1</translation>
    </message>
    <message>
        <source>Phase %1, strokes left: %2</source>
        <translation>Phase %1, Striche übrig: %2</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Bummerl: %1</source>
        <translation>Bummerl: %1</translation>
    </message>
    <message>
        <source>Purses: %1</source>
        <translation>Kassen: %1</translation>
    </message>
    <message>
        <source>Game points: %1</source>
        <translation>Spielpunkte: %1</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Beschädigt</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Kartenspiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Result or standing</source>
        <translation>Ergebnis oder Stand</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
</context>
<context>
    <name>st::ui::HistoryWindow</name>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Session history</source>
        <translation>Vergangene Runden</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archiv</translation>
    </message>
    <message>
        <source>The sessions kept, or the ones put in the archive</source>
        <translation>Die aufbewahrten Runden oder die ins Archiv gelegten</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Kartenspiele</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <source>any day</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Zeigen:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Kartenspiel:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Von:</translation>
    </message>
    <message>
        <source>to:</source>
        <translation>bis:</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Take the session up at the table (a finished one shows its results)</source>
        <translation>Die Runde am Tisch wieder aufnehmen (eine beendete zeigt ihre Ergebnisse)</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Nachspielen</translation>
    </message>
    <message>
        <source>Watch the session again on the table, decision by decision</source>
        <translation>Die Runde noch einmal am Tisch ansehen, Entscheidung für Entscheidung</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken …</translation>
    </message>
    <message>
        <source>The session&apos;s score sheet, to print or save as PDF</source>
        <translation>Der Schreibzettel der Runde, zum Drucken oder als PDF</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>&amp;Archivieren</translation>
    </message>
    <message>
        <source>Move the session to the archive</source>
        <translation>Die Runde ins Archiv legen</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen …</translation>
    </message>
    <message>
        <source>Move the session&apos;s file to the trash</source>
        <translation>Die Datei der Runde in den Papierkorb legen</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistik …</translation>
    </message>
    <message>
        <source>Figures per player and game over the sessions shown</source>
        <translation>Zahlen je Spieler und Kartenspiel über die gezeigten Runden</translation>
    </message>
    <message>
        <source>Reading the sessions…</source>
        <translation>Die Runden werden gelesen …</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Archived sessions shown: %1</source>
        <translation>Archivierte Runden gezeigt: %1</translation>
    </message>
    <message>
        <source>Sessions shown: %1</source>
        <translation>Runden gezeigt: %1</translation>
    </message>
    <message>
        <source>Rest&amp;ore</source>
        <translation>&amp;Zurückholen</translation>
    </message>
    <message>
        <source>Move the session back from the archive to the sessions</source>
        <translation>Die Runde aus dem Archiv zu den Runden zurückholen</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Nothing has been dealt in this session yet.</source>
        <translation>In dieser Runde wurde noch nichts gegeben.</translation>
    </message>
    <message>
        <source>Replay: %1, %2</source>
        <translation>Nachspielen: %1, %2</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>%1 could not be moved: %2</source>
        <translation>%1 konnte nicht verschoben werden: %2</translation>
    </message>
    <message>
        <source>the session of %1 of %2 (%3)</source>
        <translation>die Runde %1 vom %2 (%3)</translation>
    </message>
    <message>
        <source>Delete a session</source>
        <translation>Runde löschen</translation>
    </message>
    <message>
        <source>Delete %1? Its file goes to the trash.</source>
        <translation>Soll %1 gelöscht werden? Die Datei kommt in den Papierkorb.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>%1 cannot be moved to the trash (%2). Delete it for good? This cannot be undone.</source>
        <translation>%1 kann nicht in den Papierkorb gelegt werden (%2). Endgültig löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Delete for good</source>
        <translation>Endgültig löschen</translation>
    </message>
    <message>
        <source>%1 could not be deleted: %2</source>
        <translation>%1 konnte nicht gelöscht werden: %2</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren …</translation>
    </message>
    <message>
        <source>Add games saved as files (a copy kept elsewhere, one sent by a friend) to the sessions</source>
        <translation>Als Datei gespeicherte Runden (eine anderswo abgelegte Kopie, eine von Freunden geschickte) zu den vergangenen Runden nehmen</translation>
    </message>
    <message>
        <source>This session is being played at the table. Archive it? The game leaves the table.</source>
        <translation>Diese Runde wird gerade am Tisch gespielt. Soll sie ins Archiv? Sie verlässt dann den Tisch.</translation>
    </message>
    <message>
        <source>%1 is still being played at the table: it was not deleted.</source>
        <translation>%1 wird noch am Tisch gespielt und wurde nicht gelöscht.</translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>Runden importieren</translation>
    </message>
    <message>
        <source>Stammtisch games (*.json)</source>
        <translation>Stammtisch-Spiele (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>This session is being played at the table. Move it back to the sessions? The game leaves the table.</source>
        <translation>Diese Runde wird gerade am Tisch gespielt. Soll sie zurück zu den Runden? Sie verlässt dann den Tisch.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Zurückholen</translation>
    </message>
    <message>
        <source>You are playing %1 at the table. Delete it? The game leaves the table and its file goes to the trash.</source>
        <translation>Am Tisch wird gerade %1 gespielt. Soll sie gelöscht werden? Sie verlässt den Tisch, und die Datei kommt in den Papierkorb.</translation>
    </message>
    <message>
        <source>Archive</source>
        <comment>to archive</comment>
        <translation>Archivieren</translation>
    </message>
</context>
<context>
    <name>st::ui::HumanSeat</name>
    <message>
        <source>Aus! — go out</source>
        <translation>Aus! – ausmelden</translation>
    </message>
    <message>
        <source>Zudrehen — close the talon</source>
        <translation>Zudrehen – Talon schließen</translation>
    </message>
    <message>
        <source>Tauschen — exchange the trump Unter</source>
        <translation>Tauschen – Trumpf-Unter austauschen</translation>
    </message>
    <message>
        <source>Tauschen — exchange the trump Nine</source>
        <translation>Tauschen – Trumpf-Neun austauschen</translation>
    </message>
    <message>
        <source>Durchmarsch! — win every trick</source>
        <translation>Durchmarsch! – alle Stiche machen</translation>
    </message>
    <message>
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <source>Aufgeben — surrender</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Ulti… — lay out trumps 1–3</source>
        <translation>Ulti … – Trümpfe 1–3 auslegen</translation>
    </message>
    <message>
        <source>Announce: %1</source>
        <translation>Ansagen: %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Show the choice again: the game waits for your decision.</source>
        <translation>Die Auswahl wieder zeigen: das Spiel wartet auf deine Entscheidung.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>Deal the next hand.</source>
        <translation>Das nächste Spiel geben.</translation>
    </message>
    <message>
        <source> (without talon)</source>
        <translation> (ohne Talon)</translation>
    </message>
    <message>
        <source>%1 — pass</source>
        <translation>%1 – passen</translation>
    </message>
    <message>
        <source>Zehn Druck — ten trumps</source>
        <translation>Zehn Druck – zehn Trümpfe</translation>
    </message>
    <message>
        <source>Pfeife raus — lay out the 1</source>
        <translation>Pfeife raus – den Einser auslegen</translation>
    </message>
    <message>
        <source>Neu geben — redeal</source>
        <translation>Neu geben</translation>
    </message>
    <message>
        <source>Turn up card %1 of the second packet</source>
        <translation>Karte %1 aufdecken</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>%1 rufen</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>%1 ablegen</translation>
    </message>
    <message>
        <source>Show King and Over of %1 (%2 points once your side has a trick), then lead one of them.</source>
        <translation>König und Ober in %1 zeigen (%2 Punkte, sobald deine Partei einen Stich hat), dann einen der beiden ausspielen.</translation>
    </message>
    <message>
        <source>Claim 66 card points and end the deal now. If you have fewer, the opponents score.</source>
        <translation>Mit 66 Augen ausmelden und das Spiel jetzt beenden. Hast du weniger, schreiben die Gegner.</translation>
    </message>
    <message>
        <source>Take the trump card from under the talon and put your trump Unter in its place.</source>
        <translation>Die Trumpfkarte unter dem Talon nehmen und deinen Trumpf-Unter dafür hinlegen.</translation>
    </message>
    <message>
        <source>Take the trump card from under the talon and put your trump Nine in its place.</source>
        <translation>Die Trumpfkarte unter dem Talon nehmen und deine Trumpf-Neun dafür hinlegen.</translation>
    </message>
    <message>
        <source>Announce that you will win every trick of this deal.</source>
        <translation>Ansagen, dass du in diesem Spiel alle Stiche machst.</translation>
    </message>
    <message>
        <source>Show the Ace of hearts and make %1 trumps.</source>
        <translation>Das Herz-Ass zeigen und %1 zu Trumpf machen.</translation>
    </message>
    <message>
        <source>Announce that you hold ten trumps or more (not how many): 1 game point from every other player. Unannounced, the declarer&apos;s ten trumps do not count.</source>
        <translation>Ansagen, dass du zehn oder mehr Trümpfe hast (nicht wie viele): 1 Spielpunkt von jedem anderen Spieler. Ohne Ansage zählen die zehn Trümpfe des Alleinspielers nicht.</translation>
    </message>
    <message>
        <source>Lay the Pfeife (trump 1) face up: it must win the last trick. Won: 2 game points from each opponent; lost, or forced out early: you pay 2 to each and lose the rest of the tricks.</source>
        <translation>Die Pfeife (Trumpf 1) offen auslegen: sie muss den letzten Stich machen. Gewonnen: 2 Spielpunkte von jedem Gegner; verloren oder zu früh herausgezwungen: du zahlst jedem 2 und verlierst die restlichen Stiche.</translation>
    </message>
    <message>
        <source>Lay out trumps 1, 2 or 3 to win the last tricks with them; each is paid on its own. Not laying out needs nothing: just play a card.</source>
        <translation>Die Trümpfe 1, 2 oder 3 auslegen, um mit ihnen die letzten Stiche zu machen; jeder wird einzeln bezahlt. Wer nichts auslegt, braucht nichts zu tun: einfach eine Karte spielen.</translation>
    </message>
    <message>
        <source>Rufen: call a card</source>
        <translation>Rufen: eine Karte rufen</translation>
    </message>
    <message>
        <source>Rufen… — call a card</source>
        <translation>Rufen … – eine Karte rufen</translation>
    </message>
    <message>
        <source>Trumpf — name trumps</source>
        <translation>Trumpf bestimmen</translation>
    </message>
    <message>
        <source>You are the caller: name trumps from the suits of your first three cards.</source>
        <translation>Du bist der Rufer: bestimm Trumpf aus den Farben deiner ersten drei Karten.</translation>
    </message>
    <message>
        <source>With three Unters you may also have the cards dealt again.</source>
        <translation>Mit drei Untern kannst du auch neu geben lassen.</translation>
    </message>
    <message>
        <source>Rot-Assen — you hold the Ace of hearts</source>
        <translation>Rot-Assen – du hast das Herz-Ass</translation>
    </message>
    <message>
        <source>You hold the Ace of hearts: choose trumps and play alone against the others, or surrender (no play; each other player erases two strokes).</source>
        <translation>Du hast das Herz-Ass: bestimm Trumpf und spiel allein gegen die anderen, oder gib auf (kein Spiel; alle anderen löschen zwei Striche).</translation>
    </message>
    <message>
        <source>Rufen — choose trumps</source>
        <translation>Rufen – Trumpf bestimmen</translation>
    </message>
    <message>
        <source>You are forehand of two: choose trumps after seeing your first three cards.</source>
        <translation>Du bist Vorhand zu zweit: bestimm Trumpf nach deinen ersten drei Karten.</translation>
    </message>
    <message>
        <source>Rot-Assen — choose trumps</source>
        <translation>Rot-Assen – Trumpf bestimmen</translation>
    </message>
    <message>
        <source>The Ace of hearts is yours: choose the trump suit.</source>
        <translation>Das Herz-Ass gehört dir: bestimm die Trumpffarbe.</translation>
    </message>
    <message>
        <source>Choose trumps</source>
        <translation>Trumpf bestimmen</translation>
    </message>
    <message>
        <source>Choose the trump suit.</source>
        <translation>Bestimm die Trumpffarbe.</translation>
    </message>
    <message>
        <source>Trumpf… — choose trumps</source>
        <translation>Trumpf … – Trumpf bestimmen</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Dein Gebot</translation>
    </message>
    <message>
        <source>Your lead</source>
        <translation>Du spielst aus</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>Du bist dran: spiel eine Karte</translation>
    </message>
    <message>
        <source>Your trick. Draw, or before drawing:</source>
        <translation>Dein Stich. Ziehen oder vorher:</translation>
    </message>
    <message>
        <source>Your decision:</source>
        <translation>Deine Entscheidung:</translation>
    </message>
    <message>
        <source> — or:</source>
        <translation> – oder:</translation>
    </message>
    <message>
        <source>Gstiesieren? Play a suit card to hold back your Gstieß, or the Gstieß itself</source>
        <translation>Gstiesieren? Spiel eine Farbkarte, um deinen Gstieß zurückzuhalten, oder den Gstieß selbst</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>Deine Entscheidung</translation>
    </message>
    <message>
        <source>You may gstiesieren</source>
        <translation>Du darfst gstiesieren</translation>
    </message>
    <message>
        <source>Hast&apos; das? Show the Ace of hearts?</source>
        <translation>Hast&apos; das? Das Herz-Ass zeigen?</translation>
    </message>
    <message>
        <source>You may now:</source>
        <translation>Du kannst jetzt:</translation>
    </message>
    <message>
        <source>Nein — not now</source>
        <translation>Nein – jetzt nicht</translation>
    </message>
    <message>
        <source>Weiter — let it pass</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Let the chance pass; play goes on.</source>
        <translation>Die Gelegenheit auslassen; das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Deine Wahl</translation>
    </message>
    <message>
        <source>You lost the phase: choose who deals first</source>
        <translation>Du hast die Phase verloren: bestimm, wer zuerst gibt</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 gibt</translation>
    </message>
    <message>
        <source>You deal</source>
        <translation>Du gibst</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>%1 has shuffled: cut or knock?</source>
        <translation>%1 hat gemischt: abheben oder klopfen?</translation>
    </message>
    <message>
        <source>Cut the pack: three cards to each, two to the talon, then three more to each.</source>
        <translation>Abheben: drei Karten für jeden, zwei in den Talon, dann noch drei für jeden.</translation>
    </message>
    <message>
        <source>Klopfen — knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>Knock on the pack instead of cutting: the first two cards form the talon, then six cards to each.</source>
        <translation>Auf den Stapel klopfen statt abzuheben: die ersten zwei Karten bilden den Talon, dann sechs Karten für jeden.</translation>
    </message>
    <message>
        <source>Spritzen: you think the declarer will lose; the contract counts double (×2).</source>
        <translation>Spritzen: du glaubst, der Alleinspieler verliert; das Spiel zählt doppelt (×2).</translation>
    </message>
    <message>
        <source>Retour: answer the Spritzen; the contract counts four times (×4).</source>
        <translation>Retour: Antwort auf das Spritzen; das Spiel zählt vierfach (×4).</translation>
    </message>
    <message>
        <source>Kontra: knock if you think the declarer will lose; the game counts double (×2) for both opponents.</source>
        <translation>Kontra: klopf, wenn du glaubst, dass der Alleinspieler verliert; das Spiel zählt für beide Gegner doppelt (×2).</translation>
    </message>
    <message>
        <source>Spritzen — double</source>
        <translation>Spritzen</translation>
    </message>
    <message>
        <source>Ziehen — draw</source>
        <translation>Ziehen – vom Talon</translation>
    </message>
    <message>
        <source>Close the talon now, before drawing: from now on follow suit and overtake, no more drawing. You must then reach 66.</source>
        <translation>Talon jetzt vor dem Ziehen zudrehen: ab jetzt Farbzwang und Stichzwang, kein Ziehen mehr. Du musst dann 66 erreichen.</translation>
    </message>
    <message>
        <source>Close the talon: from now on follow suit and overtake, no more drawing. You must then reach 66.</source>
        <translation>Talon zudrehen: ab jetzt Farbzwang und Stichzwang, kein Ziehen mehr. Du musst dann 66 erreichen.</translation>
    </message>
    <message>
        <source>Take the top card of the talon; your opponent takes the next.</source>
        <translation>Die oberste Karte vom Talon nehmen; dein Gegner nimmt die nächste.</translation>
    </message>
    <message>
        <source>Retour — double back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Re: answer the Retour; the contract counts ×%1.</source>
        <translation>Re: Antwort auf das Retour; das Spiel zählt ×%1.</translation>
    </message>
    <message>
        <source>Re — double again</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>Knock to double the Räuber (×%1): whoever takes the most card points pays the others.</source>
        <translation>Klopfen, um den Räuber zu verdoppeln (×%1): wer die meisten Augen macht, zahlt den anderen.</translation>
    </message>
    <message>
        <source>Klopfen — double the Räuber</source>
        <translation>Klopfen – Räuber verdoppeln</translation>
    </message>
    <message>
        <source>Kontra — knock</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Re — knock back</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>Re: knock back; the game counts four times (×4).</source>
        <translation>Re: zurückklopfen; das Spiel zählt vierfach (×4).</translation>
    </message>
    <message>
        <source>Knock again: the game counts ×%1.</source>
        <translation>Noch einmal klopfen: das Spiel zählt ×%1.</translation>
    </message>
    <message>
        <source>Klopfen — knock again (×%1)</source>
        <translation>Klopfen – noch einmal (×%1)</translation>
    </message>
    <message>
        <source>Knock: the game counts double.</source>
        <translation>Klopfen: das Spiel zählt doppelt.</translation>
    </message>
    <message>
        <source>Gstiesieren: the Gstieß is your only trump, so instead of playing it where a trump is due you may hold it back and play any suit card. A withheld Gstieß loses its power and stays in your hand until the last trick.</source>
        <translation>Gstiesieren: der Gstieß ist dein einziger Trumpf; statt ihn zu spielen, wo Trumpf fällig ist, darfst du ihn zurückhalten und eine beliebige Farbkarte spielen. Ein zurückgehaltener Gstieß verliert seine Kraft und bleibt bis zum letzten Stich auf deiner Hand.</translation>
    </message>
    <message>
        <source>Dreierles — discard</source>
        <translation>Dreierles – Ablegen</translation>
    </message>
    <message>
        <source>You took the top card of the blind.</source>
        <translation>Du hast die oberste Karte des Blinden genommen.</translation>
    </message>
    <message>
        <source>You took the top %1 cards of the blind.</source>
        <translation>Du hast die obersten %1 Karten des Blinden genommen.</translation>
    </message>
    <message>
        <source>Lay away as many face down; they count for you. Kings and trumps stay in your hand.</source>
        <translation>Lege ebenso viele verdeckt ab; sie zählen für dich. Könige und Trümpfe bleiben auf der Hand.</translation>
    </message>
    <message>
        <source>blind</source>
        <translation>Blinder</translation>
    </message>
    <message>
        <source>Dappen — discard</source>
        <translation>Dappen – Ablegen</translation>
    </message>
    <message>
        <source>You took the Dapp. Lay away %1 cards face down; they count for you (unless you take no trick). Cards worth 5 points stay in your hand.</source>
        <translation>Du hast den Dapp genommen. Lege %1 Karten verdeckt ab; sie zählen für dich (außer du machst keinen Stich). Die Fünfer (Könige, Gstieß, Mund und Geiß) bleiben auf der Hand.</translation>
    </message>
    <message>
        <source>Dapp</source>
        <translation>Dapp</translation>
    </message>
    <message>
        <source>Talon — lay away</source>
        <translation>Talon – Ablegen</translation>
    </message>
    <message>
        <source>You picked up the talon. Lay away %1 cards face down; they count for nobody.</source>
        <translation>Du hast den Talon aufgenommen. Lege %1 Karten verdeckt ab; sie zählen für niemanden.</translation>
    </message>
    <message>
        <source>talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Lay away %1 of your cards</source>
        <translation>Lege %1 deiner Karten ab</translation>
    </message>
    <message>
        <source>Ablegen… — lay away cards</source>
        <translation>Ablegen … – Karten ablegen</translation>
    </message>
    <message>
        <source>Your discard</source>
        <translation>Dein Ablegen</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Nicht erlaubt: %1</translation>
    </message>
    <message>
        <source>Declare %1 in %2</source>
        <translation>%1 in %2 ansagen</translation>
    </message>
    <message>
        <source>Bid…</source>
        <translation>Bieten …</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Abheben</translation>
    </message>
    <message>
        <source>Zudecken — close the talon</source>
        <translation>Zudecken – Talon schließen</translation>
    </message>
    <message>
        <source>Close the talon now, before drawing: from now on follow suit and overtake, no more drawing. You must then reach 66.</source>
        <comment>Dreeg: zudecken</comment>
        <translation>Talon jetzt vor dem Ziehen zudecken: ab jetzt Farbzwang und Stichzwang, kein Ziehen mehr. Du musst dann 66 erreichen.</translation>
    </message>
    <message>
        <source>Close the talon: from now on follow suit and overtake, no more drawing. You must then reach 66.</source>
        <comment>Dreeg: zudecken</comment>
        <translation>Talon zudecken: ab jetzt Farbzwang und Stichzwang, kein Ziehen mehr. Du musst dann 66 erreichen.</translation>
    </message>
    <message>
        <source>Declare %1 in %2</source>
        <comment>Dreeg: melden</comment>
        <translation>%1 in %2 melden</translation>
    </message>
    <message>
        <source>What the expert would choose here, and why</source>
        <translation>Was der Experte hier wählen würde, und warum</translation>
    </message>
</context>
<context>
    <name>st::ui::LastTrickDialog</name>
    <message>
        <source>The last trick</source>
        <translation>Der letzte Stich</translation>
    </message>
    <message>
        <source>No trick has been taken yet in this deal.</source>
        <translation>In diesem Spiel ist noch kein Stich gemacht.</translation>
    </message>
    <message>
        <source>In the order played; the first card was led.</source>
        <translation>In der gespielten Reihenfolge; die erste Karte wurde ausgespielt.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>You took this trick.</source>
        <translation>Diesen Stich hast du gemacht.</translation>
    </message>
    <message>
        <source>%1 took this trick.</source>
        <translation>Diesen Stich hat %1 gemacht.</translation>
    </message>
    <message>
        <source>took the trick</source>
        <translation>hat den Stich gemacht</translation>
    </message>
</context>
<context>
    <name>st::ui::LessonCoach</name>
    <message>
        <source>Start the deal</source>
        <translation>Spiel beginnen</translation>
    </message>
    <message>
        <source>In this lesson: %1.</source>
        <translation>In dieser Lektion: %1.</translation>
    </message>
    <message>
        <source>Not now: in this lesson, let play go on.</source>
        <translation>Jetzt nicht: in dieser Lektion geht das Spiel einfach weiter.</translation>
    </message>
    <message>
        <source>The lesson cannot be started: %1 cannot be written.</source>
        <translation>Die Lektion kann nicht beginnen: %1 lässt sich nicht schreiben.</translation>
    </message>
    <message>
        <source>The lesson cannot be started: %1</source>
        <translation>Die Lektion kann nicht beginnen: %1</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Schau zu</translation>
    </message>
    <message>
        <source>The others play.</source>
        <translation>Die anderen spielen.</translation>
    </message>
    <message>
        <source>Lesson done: %1</source>
        <translation>Lektion geschafft: %1</translation>
    </message>
    <message>
        <source>Practice deal</source>
        <translation>Übungsspiel</translation>
    </message>
    <message>
        <source>A deal of your own against Easy opponents, with hints and the counting help</source>
        <translation>Ein eigenes Spiel gegen leichte Gegner, mit Tipps und Zählhilfe</translation>
    </message>
    <message>
        <source>More lessons…</source>
        <translation>Weitere Lektionen …</translation>
    </message>
    <message>
        <source>it is the move this lesson shows.</source>
        <translation>diesen Zug zeigt die Lektion.</translation>
    </message>
    <message>
        <source>in this lesson, let play go on.</source>
        <translation>in dieser Lektion lässt du das Spiel weiterlaufen.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Shown again: %1</source>
        <translation>Noch einmal: %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Go on with the lesson (Space)</source>
        <translation>Mit der Lektion weitermachen (Leertaste)</translation>
    </message>
    <message>
        <source>Next on the %1 path (%2 of %3 lessons done): %4</source>
        <translation>Als Nächstes auf dem Weg durch %1 (%2 von %3 Lektionen geschafft): %4</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>Nächste Lektion</translation>
    </message>
    <message>
        <source>You have taken every %1 lesson.</source>
        <translation>Du hast alle Lektionen zu %1 geschafft.</translation>
    </message>
</context>
<context>
    <name>st::ui::LessonLibrary</name>
    <message>
        <source>%1: cannot be read</source>
        <translation>%1: nicht lesbar</translation>
    </message>
    <message>
        <source>You can now play Dreeg: follow suit, trump and beat; count your points, show 20 and 40 and see who erases strokes; play Rot-Assen, Rufen (call an Ace for a partner) and Kamerun; and play Dreeg for two with the talon, the trump Nine and closing.</source>
        <translation>Jetzt kannst du Dreeg spielen: Farbe bedienen, stechen und übernehmen; die Augen zählen, 20 und 40 melden und sehen, wer wie viele Striche löscht; Rot-Assen, Rufen (ein Ass als Partner rufen) und Kamerun spielen; und Dreeg zu zweit mit Talon, Trumpf-Neun und Zudecken.</translation>
    </message>
    <message>
        <source>You can now play Schnapsen: draw from the talon, exchange the trump Unter, declare 20 and 40, close the talon (Zudrehen) and go out with &quot;Aus!&quot; at 66.</source>
        <translation>Jetzt kannst du Schnapsen spielen: vom Talon ziehen, den Trumpf-Unter tauschen, 20 und 40 ansagen, zudrehen und mit 66 ausmelden („Aus!“).</translation>
    </message>
    <message>
        <source>You can now play Dreierschnapsen: name trumps after three cards, play the Rufer with the talon, answer a Spritzen with Retour, knock before the deal as middlehand and play a Bettler.</source>
        <translation>Jetzt kannst du Dreierschnapsen spielen: nach drei Karten Trumpf bestimmen, den Rufer mit Talon spielen, ein Spritzen mit Retour beantworten, als Mittelhand vor dem Geben klopfen und einen Bettler spielen.</translation>
    </message>
    <message>
        <source>You can now play Dreierles: know the 54 Cego cards and their worth, bid from Dreier to Solo, take cards from the blind and lay away, lay out the Pfeife, knock Kontra and Re, and play the Räuber when everyone says weg.</source>
        <translation>Jetzt kannst du Dreierles spielen: die 54 Cego-Karten und ihren Wert kennen, vom Dreier bis zum Solo bieten, Karten aus dem Blinden nehmen und ablegen, die Pfeife auslegen, Kontra und Re klopfen und den Räuber spielen, wenn alle weg sagen.</translation>
    </message>
    <message>
        <source>You can now play Dappen: say Fort, Solo, dappen, strecken and selber, take the Dapp and lay away, lay out the Geiß for the last trick (Ulti), and know when a Gstieß may be held back (gstiesieren).</source>
        <translation>Jetzt kannst du Dappen spielen: Fort, Solo, dappen, strecken und selber sagen, den Dapp aufnehmen und ablegen, die Geiß für den letzten Stich auslegen (Ulti) und wissen, wann man einen Gstieß zurückhalten darf (gstiesieren).</translation>
    </message>
</context>
<context>
    <name>st::ui::LessonsDialog</name>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Geschafft</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Lektion beginnen</translation>
    </message>
    <message>
        <source>done</source>
        <translation>geschafft</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <source>Each lesson is a deal at the table with a coach who says what to do and why. Each game has its path: take its lessons in this order, each leads on to the next. A lesson ends with a practice deal of your own against easy opponents.</source>
        <translation>Jede Lektion ist ein Spiel am Tisch mit einem Trainer, der sagt, was zu tun ist und warum. Jedes Kartenspiel hat seinen Weg: nimm seine Lektionen in dieser Reihenfolge, jede führt zur nächsten. Am Ende einer Lektion steht ein eigenes Übungsspiel gegen leichte Gegner.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 of %2 lessons done</source>
        <translation>%1 von %2 Lektionen geschafft</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>next</source>
        <translation>als Nächstes</translation>
    </message>
</context>
<context>
    <name>st::ui::MainWindow</name>
    <message>
        <source>Stammtisch</source>
        <translation>Stammtisch</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Take up the most recent unfinished game</source>
        <translation>Die zuletzt unterbrochene Runde fortsetzen</translation>
    </message>
    <message>
        <source>Save a &amp;copy…</source>
        <translation>&amp;Kopie speichern …</translation>
    </message>
    <message>
        <source>Save the game to a file of your choice (it is autosaved as well)</source>
        <translation>Die Runde in eine Datei deiner Wahl speichern (sie wird außerdem automatisch gespeichert)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back your last decision of this deal</source>
        <translation>Deine letzte Entscheidung in diesem Spiel zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Ask the strongest computer player what it would do in your place</source>
        <translation>Den stärksten Computerspieler fragen, was er an deiner Stelle tun würde</translation>
    </message>
    <message>
        <source>&amp;Score sheet…</source>
        <translation>&amp;Schreibzettel …</translation>
    </message>
    <message>
        <source>The standings so far and the session&apos;s score sheet, to print or save as PDF</source>
        <translation>Der bisherige Stand und der Schreibzettel der Runde, zum Drucken oder als PDF</translation>
    </message>
    <message>
        <source>Session &amp;history…</source>
        <translation>&amp;Vergangene Runden …</translation>
    </message>
    <message>
        <source>Every session kept: open, replay, print, archive or delete it</source>
        <translation>Alle aufbewahrten Runden: öffnen, nachspielen, drucken, archivieren oder löschen</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik …</translation>
    </message>
    <message>
        <source>Sessions, deals, wins and results per player and game</source>
        <translation>Runden, Spiele, Siege und Ergebnisse je Spieler und Kartenspiel</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voreinstellungen …</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Card &amp;decks…</source>
        <translation>&amp;Kartenblätter …</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Learn to play…</source>
        <translation>Spielen &amp;lernen …</translation>
    </message>
    <message>
        <source>Guided lessons: a coach at the table says what to do and why</source>
        <translation>Lektionen: ein Trainer am Tisch sagt, was zu tun ist und warum</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Spielregeln …</translation>
    </message>
    <message>
        <source>The rules of every game, their variants and options</source>
        <translation>Die Regeln jedes Spiels mit seinen Spielarten und Optionen</translation>
    </message>
    <message>
        <source>&amp;About Stammtisch</source>
        <translation>Ü&amp;ber Stammtisch</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>No game chosen.</source>
        <translation>Kein Spiel gewählt.</translation>
    </message>
    <message>
        <source>A new game of %1</source>
        <translation>Ein neues Spiel %1</translation>
    </message>
    <message>
        <source>The finished session of %1</source>
        <translation>Die beendete Runde %1</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>The saved game goes on</source>
        <translation>Die gespeicherte Runde geht weiter</translation>
    </message>
    <message>
        <source>Open a session</source>
        <translation>Runde öffnen</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu …</translation>
    </message>
    <message>
        <source>The file %1 %2. Update Stammtisch to take it up.</source>
        <translation>Die Datei %1 lässt sich nicht öffnen, da sie %2. Aktualisiere Stammtisch, um die Runde fortzusetzen.</translation>
    </message>
    <message>
        <source>The file %1 %2.</source>
        <translation>Die Datei %1 lässt sich nicht öffnen, da sie %2.</translation>
    </message>
    <message>
        <source>There is no unfinished game to continue.</source>
        <translation>Es gibt keine offene Runde zum Fortsetzen.</translation>
    </message>
    <message>
        <source>Save a copy of the game</source>
        <translation>Kopie der Runde speichern</translation>
    </message>
    <message>
        <source>Stammtisch games (*.json)</source>
        <translation>Stammtisch-Runden (*.json)</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Es gibt keine Runde zum Speichern.</translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation>Kopie speichern</translation>
    </message>
    <message>
        <source>A copy of the game was saved to %1.</source>
        <translation>Eine Kopie der Runde wurde in %1 gespeichert.</translation>
    </message>
    <message>
        <source>Preferences saved.</source>
        <translation>Voreinstellungen gespeichert.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>There is no lesson %1.</source>
        <translation>Es gibt keine Lektion %1.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be created.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Practice deal</source>
        <translation>Übungsspiel</translation>
    </message>
    <message>
        <source>Practice: press Hint (H) whenever you are unsure.</source>
        <translation>Übung: Tipp (H) hilft, wann immer du unsicher bist.</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>Lektion: %1</translation>
    </message>
    <message>
        <source>About Stammtisch</source>
        <translation>Über Stammtisch</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Stammtisch %1&lt;/h3&gt;&lt;p&gt;The traditional card games of Franconia, Baden and Austria: Dreeg, Dreierles, Dappen, Dreierschnapsen and Schnapsen, against computer opponents.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Stammtisch %1&lt;/h3&gt;&lt;p&gt;Die traditionellen Kartenspiele aus Franken, Baden und Österreich: Dreeg, Dreierles, Dappen, Dreierschnapsen und Schnapsen, gegen Computergegner.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen …</translation>
    </message>
    <message>
        <source>Take up a game saved as a file (a copy saved elsewhere, or one sent by a friend)</source>
        <translation>Eine als Datei gespeicherte Runde fortsetzen (eine anderswo gespeicherte Kopie oder eine von Freunden geschickte)</translation>
    </message>
    <message>
        <source>%1 was added to your sessions.</source>
        <translation>%1 wurde zu deinen Runden hinzugefügt.</translation>
    </message>
    <message>
        <source>This game is among your sessions already: it goes on there.</source>
        <translation>Diese Runde ist schon unter deinen Runden und geht dort weiter.</translation>
    </message>
    <message numerus="yes">
        <source>%n more game(s) added to your sessions (Game ▸ Session history).</source>
        <translation>
            <numerusform>%n weitere Runde zu deinen Runden hinzugefügt (Spiel ▸ Vergangene Runden).</numerusform>
            <numerusform>%n weitere Runden zu deinen Runden hinzugefügt (Spiel ▸ Vergangene Runden).</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Runde öffnen</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The session was recovered from its save before the last move.</source>
        <translation>Die Runde wurde aus dem Spielstand vor dem letzten Zug wiederhergestellt.</translation>
    </message>
    <message>
        <source>The session %1 was damaged or lost; its save before the last move is whole.</source>
        <translation>Die Runde %1 war beschädigt oder fehlt; ihr Spielstand vor dem letzten Zug ist unversehrt.</translation>
    </message>
    <message>
        <source>Recover it</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Put it aside</source>
        <translation>Beiseitelegen</translation>
    </message>
    <message>
        <source>Saved games Stammtisch may not read right now (they stay as they are and are tried again next time):</source>
        <translation>Gespeicherte Runden, die Stammtisch gerade nicht lesen darf (sie bleiben, wie sie sind, und werden beim nächsten Mal wieder versucht):</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a file that cannot be read, then why</comment>
        <translation>%1, die %2</translation>
    </message>
    <message>
        <source>Recover a session</source>
        <translation>Runde wiederherstellen</translation>
    </message>
    <message>
        <source>Print a &amp;blank score sheet…</source>
        <translation>&amp;Leeren Schreibzettel drucken …</translation>
    </message>
    <message>
        <source>An empty score sheet of a game, to keep the score by hand at the table</source>
        <translation>Ein leerer Schreibzettel eines Spiels, um am Tisch von Hand aufzuschreiben</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>Einen &amp;Tisch eröffnen …</translation>
    </message>
    <message>
        <source>Open a table on this computer that friends join over the network</source>
        <translation>Auf diesem Computer einen Tisch eröffnen, an den sich Freunde über das Netzwerk setzen</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>An einen Tisch &amp;setzen …</translation>
    </message>
    <message>
        <source>Sit down at a table another player opened</source>
        <translation>An einen Tisch setzen, den ein anderer Spieler eröffnet hat</translation>
    </message>
    <message>
        <source>The table cannot be opened on port %1: %2</source>
        <translation>Der Tisch kann auf Port %1 nicht eröffnet werden: %2</translation>
    </message>
    <message>
        <source>The table cannot be opened: %1</source>
        <translation>Der Tisch kann nicht eröffnet werden: %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Table %1 at %2</source>
        <translation>Tisch %1 unter %2</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>This Stammtisch was built without the table server.</source>
        <translation>Dieser Stammtisch wurde ohne den Tisch-Server gebaut.</translation>
    </message>
    <message>
        <source>Joining table %1 at %2 …</source>
        <translation>Setze mich an Tisch %1 unter %2 …</translation>
    </message>
    <message>
        <source>Host a table: the game</source>
        <translation>Tisch eröffnen: das Spiel</translation>
    </message>
    <message>
        <source>Close the table for everyone?</source>
        <translation>Den Tisch für alle schließen?</translation>
    </message>
    <message>
        <source>You host this table: if you leave it, it closes for everyone at it. It is saved; Game ▸ Continue opens it again later with the same table code, and the others join again with Game ▸ Continue.</source>
        <translation>Du hast diesen Tisch eröffnet: Wenn du ihn verlässt, wird er für alle daran geschlossen. Er bleibt gespeichert; Spiel ▸ Fortsetzen eröffnet ihn später wieder mit demselben Tischcode, und die anderen setzen sich mit Spiel ▸ Fortsetzen wieder dazu.</translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation>Tisch &amp;schließen</translation>
    </message>
    <message>
        <source>Your table is open.</source>
        <translation>Dein Tisch ist eröffnet.</translation>
    </message>
    <message>
        <source>Tell the others to choose Game ▸ Join a table… with

Address: %1
Table code: %2</source>
        <translation>Sag den anderen, sie sollen Spiel ▸ An einen Tisch setzen … wählen, mit

Adresse: %1
Tischcode: %2</translation>
    </message>
    <message>
        <source>This session was played at a network table that cannot be found any more.</source>
        <translation>Diese Runde wurde an einem Tisch im Netz gespielt, der nicht mehr zu finden ist.</translation>
    </message>
    <message>
        <source>The table&apos;s folder %1 is gone.</source>
        <translation>Der Ordner des Tisches, %1, ist nicht mehr da.</translation>
    </message>
    <message>
        <source>Table %1 is no longer in %2.</source>
        <translation>Tisch %1 ist nicht mehr in %2.</translation>
    </message>
    <message>
        <source>Your table is open again.</source>
        <translation>Dein Tisch ist wieder eröffnet.</translation>
    </message>
    <message>
        <source>The table is closed</source>
        <translation>Der Tisch ist geschlossen</translation>
    </message>
    <message>
        <source>&amp;Next: the seats …</source>
        <translation>&amp;Weiter: die Plätze …</translation>
    </message>
</context>
<context>
    <name>st::ui::NewGameDialog</name>
    <message>
        <source>Nürnberger Dreck: eight phases of 66, Rot-Assen, Rufen and Kamerun, chalk strokes on a slate.</source>
        <translation>Nürnberger Dreck: acht Phasen Sechsundsechzig, Rot-Assen, Rufen und Kamerun, Kreidestriche auf der Schiefertafel.</translation>
    </message>
    <message>
        <source>Cego from the Black Forest for three to eight: dappen, strecken, stupfen, played for cents.</source>
        <translation>Cego aus dem Schwarzwald für drei bis acht: dappen, strecken, stupfen, gespielt um Cent.</translation>
    </message>
    <message>
        <source>Austrian Schnapsen for three: contracts, Spritzen and Retour, points to 24 and Bummerl.</source>
        <translation>Österreichisches Schnapsen zu dritt: Ansagen, Spritzen und Retour, Punkte bis 24 und Bummerl.</translation>
    </message>
    <message>
        <source>Austrian Schnapsen for two: 20 cards, 66 to win, zudrehen and Bummerl to seven.</source>
        <translation>Österreichisches Schnapsen zu zweit: 20 Karten, 66 zum Sieg, Zudrehen und Bummerl bis sieben.</translation>
    </message>
    <message>
        <source>Strokes per slate</source>
        <translation>Striche je Tafel</translation>
    </message>
    <message>
        <source>Phases, in order</source>
        <translation>Phasen, in Reihenfolge</translation>
    </message>
    <message>
        <source>Closer who loses gives at least 2</source>
        <translation>Zudecker verliert mindestens 2</translation>
    </message>
    <message>
        <source>Early close, short out costs 3</source>
        <translation>Zu frühes Ausmelden kostet 3</translation>
    </message>
    <message>
        <source>Second player may exchange the Nine</source>
        <translation>Zweiter darf die Neun tauschen</translation>
    </message>
    <message>
        <source>Exchange the Nine on closing</source>
        <translation>Neun tauschen beim Zudecken</translation>
    </message>
    <message>
        <source>Trump card turned</source>
        <translation>Aufgeschlagene Trumpfkarte</translation>
    </message>
    <message>
        <source>Rot-Assen scoring</source>
        <translation>Wertung beim Rot-Assen</translation>
    </message>
    <message>
        <source>Second Kamerun: no need to beat</source>
        <translation>Zweites Kamerun ohne Stichzwang</translation>
    </message>
    <message>
        <source>Kamerun scoring</source>
        <translation>Wertung beim Kamerun</translation>
    </message>
    <message>
        <source>Neustadt count (blobs to seven)</source>
        <translation>Neustädter Zählung (Bollern bis sieben)</translation>
    </message>
    <message>
        <source>Penalise illegal plays</source>
        <translation>Regelwidrige Züge bestrafen</translation>
    </message>
    <message>
        <source>Regional rules</source>
        <translation>Regionale Regeln</translation>
    </message>
    <message>
        <source>Tournament rules</source>
        <translation>Turnierregeln</translation>
    </message>
    <message>
        <source>Four active players</source>
        <translation>Vier aktive Spieler</translation>
    </message>
    <message>
        <source>Knocks allowed</source>
        <translation>Klopfgrenze</translation>
    </message>
    <message>
        <source>Räuber value</source>
        <translation>Wert des Räubers</translation>
    </message>
    <message>
        <source>Rounds (0: no end)</source>
        <translation>Durchgänge (0: ohne Ende)</translation>
    </message>
    <message>
        <source>Last round Räuber or Solo</source>
        <translation>Letzter Durchgang Räuber oder Solo</translation>
    </message>
    <message>
        <source>Räuber value in the last round</source>
        <translation>Wert des Räubers im letzten Durchgang</translation>
    </message>
    <message>
        <source>Illegal plays</source>
        <translation>Regelwidrige Züge</translation>
    </message>
    <message>
        <source>Cents per game point</source>
        <translation>Cent je Spielpunkt</translation>
    </message>
    <message>
        <source>Compulsory dappen with a stop</source>
        <translation>Dapp-Pflicht mit Stopper</translation>
    </message>
    <message>
        <source>Ulti</source>
        <translation>Ulti</translation>
    </message>
    <message>
        <source>Gstiesieren</source>
        <translation>Gstiesieren</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>Ulti stake</source>
        <translation>Einsatz für Ulti</translation>
    </message>
    <message>
        <source>Marsch: the other bidder pays</source>
        <translation>Marsch nach zwei Geboten</translation>
    </message>
    <message>
        <source>Marsch by seven honours</source>
        <translation>Marsch durch sieben Fünfer</translation>
    </message>
    <message>
        <source>Dealing order</source>
        <translation>Reihenfolge beim Geben</translation>
    </message>
    <message>
        <source>Mainz honours</source>
        <translation>Mainzer Honneurs</translation>
    </message>
    <message>
        <source>Starting purse (cents)</source>
        <translation>Startkasse (Cent)</translation>
    </message>
    <message>
        <source>Bidding order</source>
        <translation>Reihenfolge beim Ansagen</translation>
    </message>
    <message>
        <source>Talon in Bettler contracts</source>
        <translation>Talon in Bettlerspielen</translation>
    </message>
    <message>
        <source>Plauderer</source>
        <translation>Plauderer</translation>
    </message>
    <message>
        <source>Plauderer value</source>
        <translation>Wert des Plauderers</translation>
    </message>
    <message>
        <source>Assenbettler</source>
        <translation>Assenbettler</translation>
    </message>
    <message>
        <source>Ass-Bettler</source>
        <translation>Ass-Bettler</translation>
    </message>
    <message>
        <source>Zehnergang</source>
        <translation>Zehnergang</translation>
    </message>
    <message>
        <source>Bauernloch</source>
        <translation>Bauernloch</translation>
    </message>
    <message>
        <source>Gang against Zehnergang</source>
        <translation>Gang gegen Zehnergang</translation>
    </message>
    <message>
        <source>Count down from 24</source>
        <translation>Von 24 herunterzählen</translation>
    </message>
    <message>
        <source>Exchange with two talon cards left</source>
        <translation>Tauschen bei zwei Talonkarten</translation>
    </message>
    <message>
        <source>Marriages after closing</source>
        <translation>Ansagen nach dem Zudrehen</translation>
    </message>
    <message>
        <source>Game points to win</source>
        <translation>Spielpunkte zum Sieg</translation>
    </message>
    <message>
        <source>Sechsundsechzig (66)</source>
        <translation>Sechsundsechzig (66)</translation>
    </message>
    <message>
        <source>Rot-Assen</source>
        <translation>Rot-Assen</translation>
    </message>
    <message>
        <source>Rufen</source>
        <translation>Rufen</translation>
    </message>
    <message>
        <source>Kamerun</source>
        <translation>Kamerun</translation>
    </message>
    <message>
        <source>Kamerun bei Nacht</source>
        <translation>Kamerun bei Nacht</translation>
    </message>
    <message>
        <source>Weglöscher</source>
        <translation>Weglöscher</translation>
    </message>
    <message>
        <source>The seventh card (between the batches)</source>
        <translation>Siebte Karte (Paketmitte)</translation>
    </message>
    <message>
        <source>The thirteenth card</source>
        <translation>Dreizehnte Karte</translation>
    </message>
    <message>
        <source>The bottom card of the pack</source>
        <translation>Unterste Karte</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Bamberger&apos;s</source>
        <translation>Bamberger Art</translation>
    </message>
    <message>
        <source>Steinmauern</source>
        <translation>Steinmauern</translation>
    </message>
    <message>
        <source>Iffezheim</source>
        <translation>Iffezheim</translation>
    </message>
    <message>
        <source>Achertal</source>
        <translation>Achertal</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Accepted and penalised</source>
        <translation>Angenommen und bestraft</translation>
    </message>
    <message>
        <source>Furtwangen</source>
        <translation>Furtwangen</translation>
    </message>
    <message>
        <source>Breitnau</source>
        <translation>Breitnau</translation>
    </message>
    <message>
        <source>Buchenbach</source>
        <translation>Buchenbach</translation>
    </message>
    <message>
        <source>Mainz Carneval Tarot</source>
        <translation>Mainzer Fastnachts-Tarot</translation>
    </message>
    <message>
        <source>Full game</source>
        <translation>Ganzes Spiel</translation>
    </message>
    <message>
        <source>Half game</source>
        <translation>Halbes Spiel</translation>
    </message>
    <message>
        <source>The whole team&apos;s amount</source>
        <translation>Der ganze Betrag der Partei</translation>
    </message>
    <message>
        <source>The other bidder pays</source>
        <translation>Der andere Bieter zahlt</translation>
    </message>
    <message>
        <source>Each pays their own share</source>
        <translation>Jeder zahlt seinen Anteil</translation>
    </message>
    <message>
        <source>Hands first, then the Dapp</source>
        <translation>Erst die Hände, dann der Dapp</translation>
    </message>
    <message>
        <source>The Dapp first</source>
        <translation>Zuerst der Dapp</translation>
    </message>
    <message>
        <source>The seven 5-point cards</source>
        <translation>Die sieben Fünfer</translation>
    </message>
    <message>
        <source>The four Kings</source>
        <translation>Die vier Könige</translation>
    </message>
    <message>
        <source>The others first, then the caller</source>
        <translation>Erst die anderen, dann der Rufer</translation>
    </message>
    <message>
        <source>The caller first (regional)</source>
        <translation>Der Rufer zuerst (regional)</translation>
    </message>
    <message>
        <source>Zehnergang is played</source>
        <translation>Zehnergang wird gespielt</translation>
    </message>
    <message>
        <source>Gang is played</source>
        <translation>Gang wird gespielt</translation>
    </message>
    <message>
        <source>10/20/30 cents</source>
        <translation>10/20/30 Cent</translation>
    </message>
    <message>
        <source>5/10/15 cents</source>
        <translation>5/10/15 Cent</translation>
    </message>
    <message>
        <source>Half of it</source>
        <translation>Die Hälfte davon</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Easy — plays by rules of thumb; a beginner can beat it.</source>
        <translation>Leicht – spielt nach Faustregeln; auch Anfänger können gewinnen.</translation>
    </message>
    <message>
        <source>Strong — thinks many possible deals through and plays the last tricks out exactly; measured over 1,000 deals (Dappen: 10,000) it beats Normal in every game.</source>
        <translation>Stark – denkt viele mögliche Verteilungen durch und spielt die letzten Stiche genau aus; über 1.000 gemessene Spiele (beim Dappen 10.000) schlägt er „Normal“ in jedem Spiel.</translation>
    </message>
    <message>
        <source>Schorsch</source>
        <translation>Schorsch</translation>
    </message>
    <message>
        <source>Kunni</source>
        <translation>Kunni</translation>
    </message>
    <message>
        <source>Bärbel</source>
        <translation>Bärbel</translation>
    </message>
    <message>
        <source>Lisbeth</source>
        <translation>Lisbeth</translation>
    </message>
    <message>
        <source>Ferdl</source>
        <translation>Ferdl</translation>
    </message>
    <message>
        <source>Mitzi</source>
        <translation>Mitzi</translation>
    </message>
    <message>
        <source>Poldi</source>
        <translation>Poldi</translation>
    </message>
    <message>
        <source>Resi</source>
        <translation>Resi</translation>
    </message>
    <message>
        <source>Franzl</source>
        <translation>Franzl</translation>
    </message>
    <message>
        <source>Vroni</source>
        <translation>Vroni</translation>
    </message>
    <message>
        <source>Sepp</source>
        <translation>Sepp</translation>
    </message>
    <message>
        <source>Fridolin</source>
        <translation>Fridolin</translation>
    </message>
    <message>
        <source>Berta</source>
        <translation>Berta</translation>
    </message>
    <message>
        <source>Alois</source>
        <translation>Alois</translation>
    </message>
    <message>
        <source>Hermine</source>
        <translation>Hermine</translation>
    </message>
    <message>
        <source>Gottfried</source>
        <translation>Gottfried</translation>
    </message>
    <message>
        <source>Vreni</source>
        <translation>Vreni</translation>
    </message>
    <message>
        <source>Xaver</source>
        <translation>Xaver</translation>
    </message>
    <message>
        <source>Luise</source>
        <translation>Luise</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>How many sit at the table: you and the computer players.</source>
        <translation>Wie viele am Tisch sitzen: du und die Computerspieler.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>Sp&amp;ieler:</translation>
    </message>
    <message>
        <source>These rules explained in the rules book</source>
        <translation>Diese Regeln im Regelbuch erklärt</translation>
    </message>
    <message>
        <source>This option explained in the rules book</source>
        <translation>Diese Option im Regelbuch erklärt</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Blatt:</translation>
    </message>
    <message>
        <source>Expert — thinks four times as many possible deals through as Strong and takes a little longer over a move (rarely more than a second); measured on the same deals it beats Strong in every game.</source>
        <translation>Experte – denkt viermal so viele mögliche Verteilungen durch wie „Stark“ und lässt sich für einen Zug etwas mehr Zeit (selten mehr als eine Sekunde); auf denselben Spielen gemessen schlägt er „Stark“ in jedem Spiel.</translation>
    </message>
    <message>
        <source>Normal — tries each choice out on possible deals; measured over 1,000 deals it clearly beats Easy.</source>
        <translation>Normal – probiert jede Wahl an möglichen Verteilungen aus; über 1.000 gemessene Spiele schlägt er „Leicht“ deutlich.</translation>
    </message>
    <message>
        <source>Seats in the order of play. Choose where you sit:</source>
        <translation>Die Plätze in Spielreihenfolge. Wähle, wo du sitzt:</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>You sit here</source>
        <translation>Hier sitzt du</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Geben</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>The options as you set them below.</source>
        <translation>Die Optionen, wie du sie unten einstellst.</translation>
    </message>
    <message>
        <source>Tick the ones to play; drag to change the order.</source>
        <translation>Anhaken, was gespielt wird; ziehen, um die Reihenfolge zu ändern.</translation>
    </message>
    <message>
        <source>You play this seat</source>
        <translation>Diesen Platz spielst du</translation>
    </message>
    <message>
        <source>Your own choice of the options below.</source>
        <translation>Deine eigene Wahl der Optionen unten.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Fritz</source>
        <translation>Fritz</translation>
    </message>
    <message>
        <source>Gretl</source>
        <translation>Gretl</translation>
    </message>
    <message>
        <source>Hans</source>
        <translation>Hans</translation>
    </message>
    <message>
        <source>Dreeg</source>
        <translation>Dreeg</translation>
    </message>
    <message>
        <source>Dreierles</source>
        <translation>Dreierles</translation>
    </message>
    <message>
        <source>Schnapsen</source>
        <translation>Schnapsen</translation>
    </message>
    <message>
        <source>Dreierschnapsen</source>
        <translation>Dreierschnapsen</translation>
    </message>
    <message>
        <source>Dappen</source>
        <translation>Dappen</translation>
    </message>
    <message>
        <source>Has no say here: it applies only with %1: %2.</source>
        <translation>Gilt hier nicht, nur bei %1: %2.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>A game of its own from central Baden, with the Cego cards: bid Dreier, Zweier, Einer or Solo for cards from the blind.</source>
        <translation>Ein eigenständiges Kartenspiel aus Mittelbaden mit den Cego-Karten: Dreier, Zweier, Einer oder Solo bieten und Karten aus dem Blinden nehmen.</translation>
    </message>
    <message>
        <source>66 with two players left</source>
        <translation>Wertung beim 66 zu zweit</translation>
    </message>
    <message>
        <source>Name at seat %1</source>
        <translation>Name auf Platz %1</translation>
    </message>
    <message>
        <source>Computer player at seat %1</source>
        <translation>Computerspieler auf Platz %1</translation>
    </message>
</context>
<context>
    <name>st::ui::ReplayWindow</name>
    <message>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Zeigen:</translation>
    </message>
    <message>
        <source>All cards face up</source>
        <translation>Alle Karten offen</translation>
    </message>
    <message>
        <source>%1&apos;s view</source>
        <translation>Sicht von %1</translation>
    </message>
    <message>
        <source>The first deal, as dealt</source>
        <translation>Das erste Spiel, wie gegeben</translation>
    </message>
    <message>
        <source>One decision back</source>
        <translation>Eine Entscheidung zurück</translation>
    </message>
    <message>
        <source>The decisions of this deal</source>
        <translation>Die Entscheidungen dieses Spiels</translation>
    </message>
    <message>
        <source>The next decision</source>
        <translation>Die nächste Entscheidung</translation>
    </message>
    <message>
        <source>The next deal</source>
        <translation>Das nächste Spiel</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Previous deal</source>
        <translation>Voriges Spiel</translation>
    </message>
    <message>
        <source>The start of this deal, then the previous deal</source>
        <translation>Der Anfang dieses Spiels, dann das vorige Spiel</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>The end of the last deal</source>
        <translation>Das Ende des letzten Spiels</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>The replay cannot be prepared: %1</source>
        <translation>Das Nachspielen lässt sich nicht vorbereiten: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Dealt by %1</source>
        <translation>Gegeben von %1</translation>
    </message>
    <message>
        <source>plays %1</source>
        <translation>spielt %1</translation>
    </message>
    <message>
        <source>draws from the talon</source>
        <translation>zieht vom Talon</translation>
    </message>
    <message>
        <source>lays away %1</source>
        <translation>legt %1 ab</translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>%1 · cards in hand: %2</source>
        <translation>%1 · Karten auf der Hand: %2</translation>
    </message>
    <message>
        <source>Deal %1 of %2 · decision %3 of %4</source>
        <translation>Spiel %1 von %2 · Entscheidung %3 von %4</translation>
    </message>
</context>
<context>
    <name>st::ui::ResultChart</name>
    <message>
        <source>Choose a player above to see their results over time.</source>
        <translation>Oben einen Spieler wählen, um seine Ergebnisse im Lauf der Zeit zu sehen.</translation>
    </message>
    <message>
        <source>%1 in %2: the running result after each session (sessions: %3)</source>
        <translation>%1 bei %2: der laufende Stand nach jeder Runde (Runden: %3)</translation>
    </message>
</context>
<context>
    <name>st::ui::RulesBook</name>
    <message>
        <source>The rules of this decision (opens the rules book)</source>
        <translation>Die Regeln zu dieser Entscheidung (öffnet das Regelbuch)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Spielregeln: %1</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>a word in the rules (Ctrl+F)</source>
        <translation>ein Wort in den Regeln (Strg+F)</translation>
    </message>
    <message>
        <source>Previous place (Shift+F3)</source>
        <translation>Vorige Stelle (Umschalt+F3)</translation>
    </message>
    <message>
        <source>Previous place</source>
        <translation>Vorige Stelle</translation>
    </message>
    <message>
        <source>Next place (Enter, F3)</source>
        <translation>Nächste Stelle (Eingabe, F3)</translation>
    </message>
    <message>
        <source>Next place</source>
        <translation>Nächste Stelle</translation>
    </message>
</context>
<context>
    <name>st::ui::ScoreSheet</name>
    <message>
        <source>Sechsundsechzig</source>
        <translation>Sechsundsechzig</translation>
    </message>
    <message>
        <source>Rot-Assen</source>
        <translation>Rot-Assen</translation>
    </message>
    <message>
        <source>Rufen</source>
        <translation>Rufen</translation>
    </message>
    <message>
        <source>Kamerun</source>
        <translation>Kamerun</translation>
    </message>
    <message>
        <source>Kamerun bei Nacht</source>
        <translation>Kamerun bei Nacht</translation>
    </message>
    <message>
        <source>Weglöscher</source>
        <translation>Weglöscher</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Grundregeln</translation>
    </message>
    <message>
        <source>%1, changed: %2</source>
        <translation>%1, geändert: %2</translation>
    </message>
    <message>
        <source>Furtwangen</source>
        <translation>Furtwangen</translation>
    </message>
    <message>
        <source>Breitnau</source>
        <translation>Breitnau</translation>
    </message>
    <message>
        <source>Buchenbach</source>
        <translation>Buchenbach</translation>
    </message>
    <message>
        <source>Mainz</source>
        <translation>Mainz</translation>
    </message>
    <message numerus="yes">
        <source>%n stroke(s) per slate</source>
        <translation>
            <numerusform>%n Strich je Tafel</numerusform>
            <numerusform>%n Striche je Tafel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phase(s)</source>
        <translation>
            <numerusform>%n Phase</numerusform>
            <numerusform>%n Phasen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to %n game point(s)</source>
        <translation>
            <numerusform>bis %n Spielpunkt</numerusform>
            <numerusform>bis %n Spielpunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>stake %1 per game point</source>
        <translation>Einsatz %1 je Spielpunkt</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Durchgang</numerusform>
            <numerusform>%n Durchgänge</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rules, game points</source>
        <translation>Spielart %1, Spielpunkte</translation>
    </message>
    <message>
        <source>%1 rules, in cents</source>
        <translation>Spielart %1, in Cent</translation>
    </message>
    <message>
        <source>deal %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>deals %1–%2</source>
        <translation>Spiele %1–%2</translation>
    </message>
    <message>
        <source>Phase %1: %2 (%3)</source>
        <translation>Phase %1: %2 (%3)</translation>
    </message>
    <message>
        <source>The phase goes on.</source>
        <translation>Die Phase läuft noch.</translation>
    </message>
    <message>
        <source>In Kamerun erasing is bad: the first slate wiped clean loses.</source>
        <translation>Beim Kamerun ist Löschen schlecht: wessen Tafel zuerst leer ist, der verliert.</translation>
    </message>
    <message>
        <source>Out with 66</source>
        <translation>Mit 66 ausgemeldet</translation>
    </message>
    <message>
        <source>Out short of 66</source>
        <translation>Ohne 66 ausgemeldet</translation>
    </message>
    <message>
        <source>Out against the closer</source>
        <translation>Gegen den Zudreher ausgemeldet</translation>
    </message>
    <message>
        <source>Closed, made</source>
        <translation>Zugedreht, gehalten</translation>
    </message>
    <message>
        <source>Closed, failed</source>
        <translation>Zugedreht, verloren</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Farbverstoß</translation>
    </message>
    <message>
        <source>Bummerl pad</source>
        <translation>Bummerl-Block</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Knocks</source>
        <translation>Geklopft</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Won by</source>
        <translation>Gewonnen von</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Wie</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Entscheidungsspiel</translation>
    </message>
    <message>
        <source>Redeal (three Unter)</source>
        <translation>Neu gegeben (drei Unter)</translation>
    </message>
    <message>
        <source>made</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>%1 to go</source>
        <translation>noch %1</translation>
    </message>
    <message>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Spielpunkte</translation>
    </message>
    <message>
        <source>Bummerl</source>
        <translation>Bummerl</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Won by %1; each tally mark under a name is a Bummerl.</source>
        <translation>Gewonnen von %1; jeder Strich unter einem Namen ist ein Bummerl.</translation>
    </message>
    <message>
        <source>Each tally mark in a deal is a game point won; under a name, a Bummerl.</source>
        <translation>Jeder Strich bei einem Spiel ist ein gewonnener Spielpunkt; unter einem Namen ein Bummerl.</translation>
    </message>
    <message>
        <source>Tied at the target: %1 played a tie-break.</source>
        <translation>Gleichstand am Ziel: %1 haben ein Entscheidungsspiel gespielt.</translation>
    </message>
    <message>
        <source>Tied at the target: %1 play the tie-break.</source>
        <translation>Gleichstand am Ziel: %1 spielen das Entscheidungsspiel.</translation>
    </message>
    <message>
        <source>Zehn Druck</source>
        <translation>Zehn Druck</translation>
    </message>
    <message>
        <source>Pfeife raus</source>
        <translation>Pfeife raus</translation>
    </message>
    <message>
        <source>Pfeife: %1</source>
        <translation>Pfeife: %1</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>forced early</source>
        <translation>vorzeitig erzwungen</translation>
    </message>
    <message>
        <source>Zehn Druck (%1)</source>
        <translation>Zehn Druck (%1)</translation>
    </message>
    <message>
        <source>Drull (%1)</source>
        <translation>Drull (%1)</translation>
    </message>
    <message>
        <source>Königsrolle (%1)</source>
        <translation>Königsrolle (%1)</translation>
    </message>
    <message>
        <source>penalty: %1</source>
        <translation>Strafe: %1</translation>
    </message>
    <message>
        <source>Ulti %1 won</source>
        <translation>Ulti %1 gewonnen</translation>
    </message>
    <message>
        <source>Ulti %1 lost</source>
        <translation>Ulti %1 verloren</translation>
    </message>
    <message>
        <source>Marsch</source>
        <translation>Marsch</translation>
    </message>
    <message>
        <source>Marsch against</source>
        <translation>Marsch dagegen</translation>
    </message>
    <message>
        <source>Gstieß held back: %1</source>
        <translation>Gstieß zurückgehalten: %1</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Abrechnung</translation>
    </message>
    <message>
        <source>Ledger (game points)</source>
        <translation>Abrechnung (Spielpunkte)</translation>
    </message>
    <message>
        <source>Lone player</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spielwert</translation>
    </message>
    <message>
        <source>Extras</source>
        <translation>Extras</translation>
    </message>
    <message>
        <source>ins Loch</source>
        <translation>ins Loch</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>Spritzen</source>
        <translation>Spritzen</translation>
    </message>
    <message>
        <source>Retour</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Kontra</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>one knock</source>
        <translation>einmal geklopft</translation>
    </message>
    <message>
        <source>%1 knocks</source>
        <translation>%1-mal geklopft</translation>
    </message>
    <message>
        <source>Räuber</source>
        <translation>Räuber</translation>
    </message>
    <message>
        <source>lost by %1</source>
        <translation>verloren von %1</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>blind %1</source>
        <translation>Blinder %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>So far</source>
        <translation>Bisher</translation>
    </message>
    <message>
        <source>Money at %1 a point</source>
        <translation>Geld zu %1 je Spielpunkt</translation>
    </message>
    <message>
        <source>Payments in euros; under each payment the running total.</source>
        <translation>Zahlungen in Euro; unter jeder Zahlung der laufende Stand.</translation>
    </message>
    <message>
        <source>Game points; under each the running total.</source>
        <translation>Spielpunkte; darunter jeweils der laufende Stand.</translation>
    </message>
    <message>
        <source>Card points: declarer : opponents. Under each payment the running total.</source>
        <translation>Augen: Alleinspieler : Gegner. Unter jeder Zahlung der laufende Stand.</translation>
    </message>
    <message numerus="yes">
        <source>Standings after %n deal(s)</source>
        <translation>
            <numerusform>Stand nach %n Spiel</numerusform>
            <numerusform>Stand nach %n Spielen</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Strokes left</source>
        <translation>Striche übrig</translation>
    </message>
    <message>
        <source>Bollern</source>
        <translation>Bollern</translation>
    </message>
    <message>
        <source>Phases lost</source>
        <translation>Verlorene Phasen</translation>
    </message>
    <message>
        <source>Phases won</source>
        <translation>Gewonnene Phasen</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Score sheet: %1</source>
        <translation>Schreibzettel: %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>date, time</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Save score sheet as PDF</source>
        <translation>Schreibzettel als PDF speichern</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Als PDF speichern</translation>
    </message>
    <message>
        <source>Print preview: %1</source>
        <translation>Druckvorschau: %1</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papier:</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Als PDF speichern …</translation>
    </message>
    <message>
        <source> — the session so far</source>
        <translation> – die Runde bisher</translation>
    </message>
    <message>
        <source>Game: %1 · Rules: %2</source>
        <translation>Kartenspiel: %1 · Regeln: %2</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>Spieler: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played so far; the session goes on</source>
        <translation>
            <numerusform>%n Spiel bisher gespielt; die Runde läuft weiter</numerusform>
            <numerusform>%n Spiele bisher gespielt; die Runde läuft weiter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played; the session is over</source>
        <translation>
            <numerusform>%n Spiel gespielt; die Runde ist zu Ende</numerusform>
            <numerusform>%n Spiele gespielt; die Runde ist zu Ende</numerusform>
        </translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (Fortsetzung)</translation>
    </message>
    <message>
        <source>deal %1: %2</source>
        <translation>Spiel %1: %2</translation>
    </message>
    <message>
        <source>nothing erased</source>
        <translation>nichts gelöscht</translation>
    </message>
    <message>
        <source>%1 erased, %2 left</source>
        <translation>%1 gelöscht, %2 übrig</translation>
    </message>
    <message>
        <source>Bollern:</source>
        <translation>Bollern:</translation>
    </message>
    <message>
        <source>the sheet has no page to print</source>
        <translation>der Schreibzettel hat keine Seite zum Drucken</translation>
    </message>
    <message>
        <source>The score sheet could not be written to %1: %2.</source>
        <translation>Der Schreibzettel ließ sich nicht in %1 schreiben: %2.</translation>
    </message>
    <message>
        <source>Closed by %1; %2</source>
        <translation>Zugedreht von %1; %2</translation>
    </message>
    <message>
        <source>at the close %1</source>
        <translation>beim Zudrehen %1</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <comment>start – end</comment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Phase %1: %2</source>
        <translation>Phase %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Under each name: a tally mark for each game point won; the running total under it. The first to %n game point(s) wins the Bummerl.</source>
        <translation>
            <numerusform>Unter jedem Namen: ein Strich für jeden gewonnenen Spielpunkt, darunter der laufende Stand. Wer zuerst %n Spielpunkt hat, gewinnt das Bummerl.</numerusform>
            <numerusform>Unter jedem Namen: ein Strich für jeden gewonnenen Spielpunkt, darunter der laufende Stand. Wer zuerst %n Spielpunkte hat, gewinnt das Bummerl.</numerusform>
        </translation>
    </message>
    <message>
        <source>Under each name: the payment of the deal and the running total.</source>
        <translation>Unter jedem Namen: die Zahlung des Spiels und der laufende Stand.</translation>
    </message>
    <message>
        <source>Card points: declarer : opponents. Under each name: the payment of the deal and the running total.</source>
        <translation>Augen: Alleinspieler : Gegner. Unter jedem Namen: die Zahlung des Spiels und der laufende Stand.</translation>
    </message>
    <message>
        <source>Date: %1 · Place: %2</source>
        <translation>Datum: %1 · Ort: %2</translation>
    </message>
    <message>
        <source>Played: %1</source>
        <translation>Gespielt: %1</translation>
    </message>
    <message>
        <source>Erased:</source>
        <translation>Gelöscht:</translation>
    </message>
    <message>
        <source>Lost the phase: %1 (a Bollern)</source>
        <translation>Phase verloren: %1 (ein Bollern)</translation>
    </message>
    <message>
        <source>without talon</source>
        <translation>ohne Talon</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list of names</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between names in a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Bollern!</source>
        <translation>Bollern!</translation>
    </message>
</context>
<context>
    <name>st::ui::SeatPlate</name>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>setzt aus</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>st::ui::SessionSummary</name>
    <message numerus="yes">
        <source>%n Bollern</source>
        <translation>
            <numerusform>%n Bollern</numerusform>
            <numerusform>%n Bollern</numerusform>
        </translation>
    </message>
    <message>
        <source>Game points: %1</source>
        <translation>Spielpunkte: %1</translation>
    </message>
    <message numerus="yes">
        <source>Standings after %n deal(s)</source>
        <translation>
            <numerusform>Stand nach %n Spiel</numerusform>
            <numerusform>Stand nach %n Spielen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 strokes left, %2</source>
        <translation>%1 Striche übrig, %2</translation>
    </message>
    <message>
        <source>The session goes on.</source>
        <translation>Die Runde geht weiter.</translation>
    </message>
    <message>
        <source>All square: nobody won or lost.</source>
        <translation>Alles ausgeglichen: niemand hat gewonnen oder verloren.</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n Spiel gespielt</numerusform>
            <numerusform>%n Spiele gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>The session is over</source>
        <translation>Die Runde ist vorbei</translation>
    </message>
    <message>
        <source>Score sheet — the session so far</source>
        <translation>Schreibzettel – die Runde bisher</translation>
    </message>
    <message>
        <source>Print score sheet…</source>
        <translation>Schreibzettel drucken …</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Als PDF speichern …</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Bummerl</source>
        <translation>
            <numerusform>%n Bummerl</numerusform>
            <numerusform>%n Bummerl</numerusform>
        </translation>
    </message>
    <message>
        <source>Won by %1</source>
        <comment>one winner</comment>
        <translation>Gewonnen hat %1</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <comment>several winners</comment>
        <translation>Gewonnen haben %1</translation>
    </message>
    <message>
        <source>Lost by %1</source>
        <comment>one loser</comment>
        <translation>Verloren hat %1</translation>
    </message>
    <message>
        <source>Lost by %1</source>
        <comment>several losers</comment>
        <translation>Verloren haben %1</translation>
    </message>
</context>
<context>
    <name>st::ui::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Voreinstellungen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>The name the New game dialog suggests for you.</source>
        <translation>Der Name, den der Dialog „Neues Spiel“ für dich vorschlägt.</translation>
    </message>
    <message>
        <source>Your default &amp;name:</source>
        <translation>Dein üblicher &amp;Name:</translation>
    </message>
    <message>
        <source>Allow taking back decisions (Game ▸ Undo)</source>
        <translation>Entscheidungen zurücknehmen erlauben (Spiel ▸ Rückgängig)</translation>
    </message>
    <message>
        <source>Counting help: show the card points each side has taken</source>
        <translation>Zählhilfe: die Augen zeigen, die jede Partei gemacht hat</translation>
    </message>
    <message>
        <source>At the table everyone counts in their head; this shows the figures beside the table.</source>
        <translation>Am Tisch zählt jeder im Kopf mit; die Zählhilfe zeigt die Zahlen neben dem Tisch.</translation>
    </message>
    <message>
        <source>Stammtisch mode: as at the pub, no counting help, hints or taking back</source>
        <translation>Stammtisch-Modus: wie im Wirtshaus, ohne Zählhilfe, Tipps und Zurücknehmen</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>The least time a computer player takes before it plays, so you can follow the game.</source>
        <translation>Die Mindestzeit, die sich ein Computerspieler vor dem Spielen nimmt, damit du dem Spiel folgen kannst.</translation>
    </message>
    <message>
        <source>Computer &amp;thinking pause:</source>
        <translation>&amp;Bedenkzeit der Computerspieler:</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Anzeige</translation>
    </message>
    <message>
        <source>Off (reduce motion)</source>
        <translation>Aus (weniger Bewegung)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Card &amp;animation:</source>
        <translation>Karten&amp;animation:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Sp&amp;rache:</translation>
    </message>
    <message>
        <source>A new language applies the next time Stammtisch starts.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Stammtisch.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Deine Karten</translation>
    </message>
    <message>
        <source>At the left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>At the right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>&amp;Trumps:</source>
        <translation>&amp;Trümpfe:</translation>
    </message>
    <message>
        <source>Highest card first</source>
        <translation>Höchste Karte zuerst</translation>
    </message>
    <message>
        <source>Lowest card first</source>
        <translation>Niedrigste Karte zuerst</translation>
    </message>
    <message>
        <source>&amp;Within a suit:</source>
        <translation>&amp;Innerhalb einer Farbe:</translation>
    </message>
    <message>
        <source>Alternate the suits&apos; colours</source>
        <translation>Rote und schwarze Farben abwechseln</translation>
    </message>
    <message>
        <source>Sort the suits so that no two suits of the same colour lie side by side.</source>
        <translation>Die Farben so ordnen, dass nie zwei Farben gleicher Kartenfarbe nebeneinander liegen.</translation>
    </message>
    <message>
        <source>Portrait %1</source>
        <translation>Bild %1</translation>
    </message>
    <message>
        <source>Your portrait on your seat&apos;s plate at the table.</source>
        <translation>Dein Bild auf deinem Platz am Tisch.</translation>
    </message>
    <message>
        <source>Your &amp;portrait:</source>
        <translation>Dein &amp;Bild:</translation>
    </message>
    <message>
        <source>How Dreeg&apos;s seven strokes are drawn on the slates: XII is the usual way; ten strokes are always drawn as XX.</source>
        <translation>Wie die sieben Striche des Dreeg auf die Tafeln geschrieben werden: XII ist das Übliche; zehn Striche stehen immer als XX da.</translation>
    </message>
    <message>
        <source>Dreeg &amp;slates:</source>
        <translation>Dreeg-&amp;Tafeln:</translation>
    </message>
    <message>
        <source>Play my only card that may be played by itself</source>
        <translation>Meine einzige spielbare Karte von selbst spielen</translation>
    </message>
    <message>
        <source>When exactly one of your cards may be played and nothing else is to be decided, it is played for you.</source>
        <translation>Darfst du genau eine Karte spielen und ist sonst nichts zu entscheiden, wird sie für dich gespielt.</translation>
    </message>
</context>
<context>
    <name>st::ui::StatsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Kartenspiel:</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Kartenspiele</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Kartenspiel</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Bollern</source>
        <translation>Bollern</translation>
    </message>
    <message>
        <source>Reading the sessions…</source>
        <translation>Die Runden werden gelesen …</translation>
    </message>
    <message>
        <source>%1 (money)</source>
        <translation>%1 (Geld)</translation>
    </message>
    <message>
        <source>%1 (game points)</source>
        <translation>%1 (Spielpunkte)</translation>
    </message>
    <message>
        <source>Sessions: %1 · players: %2</source>
        <translation>Runden: %1 · Spieler: %2</translation>
    </message>
    <message>
        <source>Strokes per deal</source>
        <translation>Striche je Spiel</translation>
    </message>
    <message>
        <source>Game points per deal</source>
        <translation>Spielpunkte je Spiel</translation>
    </message>
    <message>
        <source>Money per deal</source>
        <translation>Geld je Spiel</translation>
    </message>
    <message>
        <source>Dreeg: phases got through without the Boller. Schnapsen and Dreierschnapsen: Bummerl won. Dreierles and Dappen: deals that paid the player.</source>
        <translation>Dreeg: Phasen ohne Bollern überstanden. Schnapsen und Dreierschnapsen: Bummerl gewonnen. Dreierles und Dappen: Spiele, die dem Spieler etwas eingebracht haben.</translation>
    </message>
    <message>
        <source>Dreeg: strokes erased per deal, on average</source>
        <translation>Dreeg: gelöschte Striche je Spiel, im Schnitt</translation>
    </message>
    <message>
        <source>Game points won or paid per deal, on average</source>
        <translation>Gewonnene oder gezahlte Spielpunkte je Spiel, im Schnitt</translation>
    </message>
    <message>
        <source>Dappen by the coin: money won or paid per deal, on average</source>
        <translation>Dappen um Geld: gewonnenes oder gezahltes Geld je Spiel, im Schnitt</translation>
    </message>
    <message>
        <source>%1 stroke</source>
        <translation>%1 Strich</translation>
    </message>
    <message>
        <source>%1 strokes</source>
        <translation>%1 Striche</translation>
    </message>
    <message>
        <source>%1 game point</source>
        <translation>%1 Spielpunkt</translation>
    </message>
    <message>
        <source>%1 game points</source>
        <translation>%1 Spielpunkte</translation>
    </message>
    <message>
        <source>%1 of %2 phases</source>
        <translation>%1 von %2 Phasen</translation>
    </message>
    <message>
        <source>%1 of %2 Bummerl</source>
        <translation>%1 von %2 Bummerl</translation>
    </message>
    <message>
        <source>%1 of %2 deals</source>
        <translation>%1 von %2 Spielen</translation>
    </message>
    <message>
        <source>Best / worst deal</source>
        <translation>Bestes / schlechtestes Spiel</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>best / worst deal</comment>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>st::ui::TableModel</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a valid game record: %2</source>
        <translation>%1 ist keine gültige Spielaufzeichnung: %2</translation>
    </message>
    <message>
        <source>%1 cannot be replayed: deal %2, action %3 (%4)</source>
        <translation>%1 kann nicht nachgespielt werden: Spiel %2, Aktion %3 (%4)</translation>
    </message>
    <message>
        <source>The engine refused the deal: %1</source>
        <translation>Die Regel-Engine hat das Spiel abgelehnt: %1</translation>
    </message>
    <message>
        <source>its folder cannot be created</source>
        <translation>ihr Ordner lässt sich nicht anlegen</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Es gibt keine Runde zum Speichern.</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2</source>
        <translation>Die Runde konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Autosave to %1 failed: %2</source>
        <translation>Automatisches Speichern nach %1 fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>st::ui::TableScene</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Face down until the call</source>
        <translation>Verdeckt bis zum Rufen</translation>
    </message>
    <message>
        <source>%1, played by %2</source>
        <translation>%1, gespielt von %2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>%1: %2 · closed</source>
        <translation>%1: %2 · zugedreht</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n card(s)</source>
        <translation>
            <numerusform>%1 hat %n Karte</numerusform>
            <numerusform>%1 hat %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 said: %2</source>
        <translation>%1 sagt: %2</translation>
    </message>
    <message>
        <source>Shown: %1</source>
        <translation>Gezeigt: %1</translation>
    </message>
    <message>
        <source>Trump card: %1</source>
        <translation>Trumpfkarte: %1</translation>
    </message>
    <message numerus="yes">
        <source>Talon: %n card(s), closed</source>
        <translation>
            <numerusform>Talon: %n Karte, zugedreht</numerusform>
            <numerusform>Talon: %n Karten, zugedreht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Talon: %n card(s)</source>
        <translation>
            <numerusform>Talon: %n Karte</numerusform>
            <numerusform>Talon: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <source>%1, played by %2 (click to see the trick large, or press L)</source>
        <translation>%1, gespielt von %2 (anklicken oder Taste L: der Stich groß)</translation>
    </message>
    <message>
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <source>No trumps (Kamerun)</source>
        <translation>Kein Trumpf (Kamerun)</translation>
    </message>
    <message>
        <source>Trumps not chosen yet</source>
        <translation>Trumpf noch nicht bestimmt</translation>
    </message>
    <message>
        <source>Called: %1</source>
        <translation>Gerufen: %1</translation>
    </message>
    <message>
        <source>The dealer&apos;s turned trump card: %1</source>
        <translation>Die aufgedeckte Trumpfkarte des Gebers: %1</translation>
    </message>
    <message>
        <source>(+%1 declared, counted with the first trick)</source>
        <translation>(+%1 angesagt, zählt mit dem ersten Stich)</translation>
    </message>
    <message>
        <source>%1 (the turned trump card, seen by all)</source>
        <translation>%1 (die aufgedeckte Trumpfkarte, für alle sichtbar)</translation>
    </message>
    <message>
        <source>%1, played by %2, who took the trick (click to see the trick large, or press L)</source>
        <translation>%1, gespielt von %2; den Stich machte %2 (anklicken oder Taste L: der Stich groß)</translation>
    </message>
    <message numerus="yes">
        <source>Talon: %n card(s), closed</source>
        <comment>Dreeg: zudecken</comment>
        <translation>
            <numerusform>Talon: %n Karte, zugedeckt</numerusform>
            <numerusform>Talon: %n Karten, zugedeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 · closed</source>
        <comment>Dreeg: zudecken</comment>
        <translation>%1: %2 · zugedeckt</translation>
    </message>
    <message>
        <source>(+%1 declared, counted with the first trick)</source>
        <comment>Dreeg: melden</comment>
        <translation>(+%1 gemeldet, zählt mit dem ersten Stich)</translation>
    </message>
</context>
<context>
    <name>st::ui::TableSession</name>
    <message>
        <source>Your last decision was taken back.</source>
        <translation>Deine letzte Entscheidung wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>No hints in Stammtisch mode (Settings ▸ Preferences).</source>
        <translation>Keine Tipps im Stammtisch-Modus (Einstellungen ▸ Voreinstellungen).</translation>
    </message>
    <message>
        <source>The game is saved again to %1.</source>
        <translation>Die Runde wird wieder in %1 gespeichert.</translation>
    </message>
    <message>
        <source>This game cannot be saved to %1: %2. It goes on in memory, and Stammtisch tries again after every move. To keep it safe, save a copy somewhere else.</source>
        <translation>Diese Runde kann nicht in %1 gespeichert werden: %2. Sie geht im Arbeitsspeicher weiter, und Stammtisch versucht es nach jedem Zug erneut. Damit nichts verloren geht, speichere eine Kopie an einem anderen Ort.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>From the blind: %1</source>
        <translation>Aus dem Blinden: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Klopft — knocks: the talon first, then six cards each</source>
        <translation>Klopft – erst der Talon, dann sechs Karten für jeden</translation>
    </message>
    <message>
        <source>Cuts</source>
        <translation>Hebt ab</translation>
    </message>
</context>
<context>
    <name>st::ui::TableView</name>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Ask the strongest computer player what it would do in your place (H)</source>
        <translation>Den stärksten Computerspieler fragen, was er an deiner Stelle täte (H)</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>Every bid and announcement of this deal, in order (G)</source>
        <translation>Jedes Gebot und jede Ansage dieses Spiels, der Reihe nach (G)</translation>
    </message>
    <message>
        <source>This deal so far</source>
        <translation>Dieses Spiel bisher</translation>
    </message>
    <message>
        <source>Save a copy…</source>
        <translation>Kopie speichern …</translation>
    </message>
    <message>
        <source>Save the game to a file of your choice</source>
        <translation>Die Runde in eine Datei deiner Wahl speichern</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Nothing has been said in this deal yet. Bids, knocks and announcements (20 and 40, closing, going out) are listed here as they are made.</source>
        <translation>In diesem Spiel wurde noch nichts angesagt. Gebote, Klopfen und Ansagen (20 und 40, Zudecken oder Zudrehen, Ausmelden) stehen hier, sobald sie gemacht werden.</translation>
    </message>
</context>
<context>
    <name>st::ui::TrumpDialog</name>
    <message>
        <source>Your cards:</source>
        <translation>Deine Karten:</translation>
    </message>
    <message>
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <source>Make %1 trumps</source>
        <translation>%1 zu Trumpf machen</translation>
    </message>
    <message>
        <source>Or let chance decide: turn up one of the three cards of your second packet. Its suit is trumps; the card stays in your hand and is shown to all.</source>
        <translation>Oder lass den Zufall entscheiden: deck eine der drei Karten deines zweiten Pakets auf. Ihre Farbe ist Trumpf; die Karte bleibt auf deiner Hand und ist für alle sichtbar.</translation>
    </message>
    <message>
        <source>Turn up card %1 of your second packet</source>
        <translation>Karte %1 aufdecken</translation>
    </message>
    <message>
        <source>Neu geben — redeal (three Unters)</source>
        <translation>Neu geben (drei Unter)</translation>
    </message>
    <message>
        <source>Your first three cards are all Unters: the cards are thrown in and the same dealer deals again, without score.</source>
        <translation>Deine ersten drei Karten sind lauter Unter: die Karten werden eingeworfen und derselbe Geber gibt neu, ohne Wertung.</translation>
    </message>
    <message>
        <source>Aufgeben — surrender the deal</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>No play: the cards are thrown in and each of the other players erases two strokes.</source>
        <translation>Kein Spiel: die Karten werden eingeworfen und alle anderen Spieler löschen zwei Striche.</translation>
    </message>
</context>
<context>
    <name>st::ui::UltiDialog</name>
    <message>
        <source>Ulti — lay out trumps for the last tricks</source>
        <translation>Ulti – Trümpfe für die letzten Stiche auslegen</translation>
    </message>
    <message>
        <source>Lay out trumps 1, 2 or 3 face up before you lead. They stay in your hand but are played only when you have no other choice, 3 before 2 before 1. With one card laid out it must win the last trick; with more, the highest the trick before, and so on — the 1 always the last. Each card is paid on its own: won, every opponent pays you its amount; lost, you pay every opponent. To lay out nothing, close this and play a card.</source>
        <translation>Lege die Trümpfe 1, 2 oder 3 offen aus, bevor du ausspielst. Sie bleiben auf deiner Hand, werden aber nur gespielt, wenn du keine andere Wahl hast, 3 vor 2 vor 1. Legst du eine Karte aus, muss sie den letzten Stich machen; legst du mehrere aus, macht die höchste den vorletzten und so weiter – der Einser immer den letzten. Jede Karte wird einzeln bezahlt: gewonnen, zahlt dir jeder Gegner ihren Betrag; verloren, zahlst du jedem Gegner. Um nichts auszulegen, schließ dieses Fenster und spiel eine Karte.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Lay out %1: %2 from every opponent if it wins its trick, %2 to every opponent if not</source>
        <translation>%1 auslegen: %2 von jedem Gegner, wenn er seinen Stich macht, sonst %2 an jeden Gegner</translation>
    </message>
    <message>
        <source>No Ulti — just play</source>
        <translation>Kein Ulti – einfach spielen</translation>
    </message>
    <message>
        <source>Lay out nothing; lead a card from your hand</source>
        <translation>Nichts auslegen; eine Karte aus der Hand ausspielen</translation>
    </message>
    <message>
        <source>Lay out</source>
        <translation>Auslegen</translation>
    </message>
    <message>
        <source>Choose the trumps to lay out.</source>
        <translation>Wähle die Trümpfe zum Auslegen.</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Nicht erlaubt: %1</translation>
    </message>
    <message>
        <source>Lay out %1.</source>
        <translation>%1 auslegen.</translation>
    </message>
</context>
<context>
    <name>st::ui::WelcomeWidget</name>
    <message>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>Hide this message; the files stay where it says.</source>
        <translation>Diese Meldung ausblenden; die Dateien bleiben, wo sie angegeben sind.</translation>
    </message>
    <message>
        <source>Stammtisch</source>
        <translation>Stammtisch</translation>
    </message>
    <message>
        <source>Traditional card games of Franconia, Baden and Austria at the regulars&apos; table.</source>
        <translation>Traditionelle Kartenspiele aus Franken, Baden und Österreich am Stammtisch.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Guided lessons: a coach at the table says what to do and why</source>
        <translation>Lektionen: ein Trainer am Tisch sagt, was zu tun ist und warum</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Start a new game of %1</source>
        <translation>Ein neues Spiel %1 beginnen</translation>
    </message>
    <message>
        <source>Recent sessions</source>
        <translation>Letzte Runden</translation>
    </message>
    <message>
        <source>Click a session to take it up again.</source>
        <translation>Klick auf eine Runde, um sie wieder aufzunehmen.</translation>
    </message>
    <message>
        <source>Your sessions will be listed here.</source>
        <translation>Hier erscheinen deine Runden.</translation>
    </message>
    <message>
        <source>%1 — a saved game that %2</source>
        <translation>%1 – eine gespeicherte Runde, die %2</translation>
    </message>
    <message>
        <source>A newer version of Stammtisch can take it up; it is left as it is.
%1</source>
        <translation>Eine neuere Version von Stammtisch kann sie fortsetzen; die Datei bleibt unverändert.
%1</translation>
    </message>
    <message>
        <source>This file cannot be opened; it is left as it is.
%1</source>
        <translation>Diese Datei lässt sich nicht öffnen; sie bleibt, wie sie ist.
%1</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>%1 · %2 · %3
%4
%5</source>
        <translation>%1 · %2 · %3
%4
%5</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n Spiel gespielt</numerusform>
            <numerusform>%n Spiele gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>Open the finished session and look at its end</source>
        <translation>Die beendete Runde öffnen und ihr Ende ansehen</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>No unfinished game</source>
        <translation>Keine offene Runde</translation>
    </message>
    <message>
        <source>%1, saved %2</source>
        <translation>%1, gespeichert %2</translation>
    </message>
    <message>
        <source>Damaged saved games were found; they could not be put aside:</source>
        <translation>Beschädigte gespeicherte Runden gefunden; sie konnten nicht beiseitegelegt werden:</translation>
    </message>
    <message>
        <source>Damaged saved games were found and put aside in %1, so that nothing is lost:</source>
        <translation>Beschädigte gespeicherte Runden gefunden und nach %1 beiseitegelegt, damit nichts verloren geht:</translation>
    </message>
    <message>
        <source>(now %1)</source>
        <translation>(jetzt %1)</translation>
    </message>
    <message>
        <source>it could not be moved aside (%1) and stays where it is</source>
        <translation>sie konnte nicht beiseitegelegt werden (%1) und bleibt, wo sie ist</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a damaged file, then what is wrong with it</comment>
        <translation>%1, die %2</translation>
    </message>
    <message>
        <source>%1 %2, moved to %3</source>
        <translation>%1, die %2, verschoben nach %3</translation>
    </message>
    <message>
        <source>… and %1 more: %2</source>
        <translation>… und %1 weitere: %2</translation>
    </message>
    <message>
        <source>Stammtisch may not read this file right now (its permissions?); it is left as it is and tried again next time.
%1</source>
        <translation>Stammtisch darf diese Datei gerade nicht lesen (ihre Zugriffsrechte?); sie bleibt, wie sie ist, und wird beim nächsten Mal wieder versucht.
%1</translation>
    </message>
</context>
<context>
    <name>st::ui::access::AccessBox</name>
    <message>
        <source>Access</source>
        <translation>Barrierefreiheit</translation>
    </message>
    <message>
        <source>Short sounds for what happens at the table: the cards dealt, a card played, a trick taken, a knock on the table, Zudrehen, a deal won or lost.</source>
        <translation>Kurze Geräusche für das, was am Tisch geschieht: die Karten gegeben, eine Karte ausgespielt, ein Stich genommen, ein Klopfen auf den Tisch, Zudrehen oder Zudecken, ein Spiel gewonnen oder verloren.</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <source>Sounds at the table</source>
        <translation>Geräusche am Tisch</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>A plain black table, the card mat outlined in yellow, every card outlined.</source>
        <translation>Ein schlichter schwarzer Tisch, die Spielfläche gelb umrandet, jede Karte umrandet.</translation>
    </message>
    <message>
        <source>Suit marks on the cards</source>
        <translation>Farbzeichen auf den Karten</translation>
    </message>
    <message>
        <source>Each card&apos;s suit as a coloured letter at its edges, to tell the suits apart at a glance on small cards (bells and acorns look alike).</source>
        <translation>Die Farbe jeder Karte als farbiger Buchstabe an ihren Rändern, um die Farben auf kleinen Karten auf einen Blick zu unterscheiden (Schellen und Eichel sehen sich ähnlich).</translation>
    </message>
    <message>
        <source>Large cards</source>
        <translation>Große Karten</translation>
    </message>
    <message>
        <source>Your hand up to twice as large, the trick larger where the table has room; the table is laid out round them.</source>
        <translation>Deine Hand bis zu doppelt so groß, der Stich größer, wo der Tisch Platz hat; der Tisch wird um sie herum angeordnet.</translation>
    </message>
</context>
<context>
    <name>st::ui::access::TableAccess</name>
    <message>
        <source>You take the trick.</source>
        <translation>Du machst den Stich.</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1 macht den Stich.</translation>
    </message>
    <message>
        <source>The session is over.</source>
        <translation>Die Runde ist zu Ende.</translation>
    </message>
    <message>
        <source>Your last decision was taken back.</source>
        <translation>Deine letzte Entscheidung wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Deal %1: you deal.</source>
        <translation>Spiel %1: Du gibst.</translation>
    </message>
    <message>
        <source>Deal %1: %2 deals.</source>
        <translation>Spiel %1: %2 gibt.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Deine Karten: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Du spielst %1.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>zieht</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The deal is over. %1 %2: %3.</source>
        <translation>Das Spiel ist aus. %1 %2: %3.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: play a card (%n may be played).</source>
        <translation>
            <numerusform>Du bist dran: spiel eine Karte (%n ist spielbar).</numerusform>
            <numerusform>Du bist dran: spiel eine Karte (%n sind spielbar).</numerusform>
        </translation>
    </message>
    <message>
        <source>Your decision.</source>
        <translation>Du entscheidest.</translation>
    </message>
    <message>
        <source>Your decision: %1.</source>
        <translation>Du entscheidest: %1.</translation>
    </message>
    <message>
        <source>%1, may not be played: %2</source>
        <translation>%1, nicht spielbar: %2</translation>
    </message>
    <message>
        <source>%1, playable</source>
        <translation>%1, spielbar</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, and %n face down until the call</source>
        <translation>
            <numerusform>, dazu %n verdeckt bis zum Ruf</numerusform>
            <numerusform>, dazu %n verdeckt bis zum Ruf</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are to play; %n may be played.</source>
        <translation>
            <numerusform>Du spielst aus; %n ist spielbar.</numerusform>
            <numerusform>Du spielst aus; %n sind spielbar.</numerusform>
        </translation>
    </message>
    <message>
        <source>No card has been played to this trick yet.</source>
        <translation>Zu diesem Stich wurde noch keine Karte gespielt.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) played</source>
        <translation>
            <numerusform>%n Karte gespielt</numerusform>
            <numerusform>%n Karten gespielt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <source>To act</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Sits out this deal</source>
        <translation>Setzt dieses Spiel aus</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n Karte auf der Hand</numerusform>
            <numerusform>%n Karten auf der Hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s) taken</source>
        <translation>
            <numerusform>%n Stich gemacht</numerusform>
            <numerusform>%n Stiche gemacht</numerusform>
        </translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Stand: %1</translation>
    </message>
    <message>
        <source>Shown: %1</source>
        <translation>Gezeigt: %1</translation>
    </message>
    <message>
        <source>Says: %1</source>
        <translation>Sagt: %1</translation>
    </message>
    <message>
        <source>Face up on the talon: %1</source>
        <translation>Offen auf dem Talon: %1</translation>
    </message>
    <message>
        <source>The talon is closed.</source>
        <translation>Der Talon ist zu.</translation>
    </message>
    <message>
        <source>Trumps: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <source>Trump card: %1</source>
        <translation>Trumpfkarte: %1</translation>
    </message>
    <message>
        <source>Face up, taken by %1: %2</source>
        <translation>Offen, Stich von %1: %2</translation>
    </message>
    <message>
        <source>Taken by %1</source>
        <translation>Gemacht von %1</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <source>The trick</source>
        <translation>Der Stich</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Talon and trumps</source>
        <translation>Talon und Trumpf</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <source>Table information</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>No trick taken yet</source>
        <translation>Noch kein Stich gemacht</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation>%1 %2.</translation>
    </message>
    <message>
        <source>Now in your hand: %1.</source>
        <translation>Neu auf deiner Hand: %1.</translation>
    </message>
</context>
<context>
    <name>st::ui::net::HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>A table of %1 opens on this computer. The others join it with Game ▸ Join a table…, with the address and the table code shown once it is open.</source>
        <translation>Auf diesem Computer wird ein Tisch für %1 eröffnet. Die anderen setzen sich mit Spiel ▸ An einen Tisch setzen … dazu, mit der Adresse und dem Tischcode, die nach dem Eröffnen angezeigt werden.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>A player at another computer</source>
        <translation>Ein Spieler an einem anderen Computer</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>A player whose connection is lost keeps the seat this long; then the computer plays it until the player is back.</source>
        <translation>So lange behält ein Spieler, dessen Verbindung abgerissen ist, seinen Platz; danach spielt der Computer für ihn, bis er zurück ist.</translation>
    </message>
    <message>
        <source>Allow the &amp;hint</source>
        <translation>&amp;Tipps erlauben</translation>
    </message>
    <message>
        <source>Off, as at a real Stammtisch: nobody may ask the computer what to play.</source>
        <translation>Aus, wie an einem echten Stammtisch: Niemand darf den Computer fragen, was zu spielen ist.</translation>
    </message>
    <message>
        <source>A player who drops out is replaced after:</source>
        <translation>Wer die Verbindung verliert, wird ersetzt nach:</translation>
    </message>
    <message>
        <source>by the computer:</source>
        <translation>durch den Computer:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>Tisch &amp;eröffnen</translation>
    </message>
    <message>
        <source>The name the others see at the table</source>
        <translation>Der Name, den die anderen am Tisch sehen</translation>
    </message>
    <message>
        <source>(you, the host)</source>
        <translation>(du eröffnest den Tisch)</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>Type the name the others see at the table.</source>
        <translation>Gib den Namen ein, den die anderen am Tisch sehen.</translation>
    </message>
    <message>
        <source>After a deal the next comes as soon as every player has read the result; a player who takes longer is not waited for beyond this.</source>
        <translation>Nach einem Spiel kommt das nächste, sobald alle das Ergebnis gelesen haben; auf jemanden, der länger braucht, wird höchstens so lange gewartet.</translation>
    </message>
    <message>
        <source>The next deal waits for everyone at most:</source>
        <translation>Das nächste Spiel wartet auf alle höchstens:</translation>
    </message>
</context>
<context>
    <name>st::ui::net::JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>An einen Tisch setzen</translation>
    </message>
    <message>
        <source>The host of the table tells you its address and its table code.</source>
        <translation>Wer den Tisch eröffnet hat, sagt dir seine Adresse und seinen Tischcode.</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20:47474</source>
        <translation>z. B. 192.168.1.20:47474</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>Table &amp;code:</source>
        <translation>Tisch&amp;code:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>Club &amp;password:</source>
        <translation>&amp;Passwort des Vereins:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Hinsetzen</translation>
    </message>
    <message>
        <source>Not an address: type the host and port, e.g. 192.168.1.20:47474</source>
        <translation>Keine Adresse: Rechner und Port eingeben, z. B. 192.168.1.20:47474</translation>
    </message>
    <message>
        <source>only if the server asks for one</source>
        <translation>nur, wenn der Server eines verlangt</translation>
    </message>
    <message>
        <source>A club&apos;s own server may ask for a password: its club tells it to you. A table a player hosts asks for none; leave the field empty.</source>
        <translation>Der eigene Server eines Vereins kann ein Passwort verlangen: Der Verein sagt es dir. Ein Tisch, den ein Spieler eröffnet, verlangt keines; lass das Feld dann leer.</translation>
    </message>
</context>
<context>
    <name>st::ui::net::RemoteTable</name>
    <message>
        <source>Well played!</source>
        <translation>Gut gespielt!</translation>
    </message>
    <message>
        <source>Go on!</source>
        <translation>Weiter!</translation>
    </message>
    <message>
        <source>Sorry!</source>
        <translation>Entschuldigung!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>Danke!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>Schönes Spiel!</translation>
    </message>
    <message>
        <source>%1 paused the game.</source>
        <translation>%1 hat das Spiel angehalten.</translation>
    </message>
    <message>
        <source>%1 resumed the game.</source>
        <translation>%1 hat das Spiel fortgesetzt.</translation>
    </message>
    <message>
        <source>The table refused a message: %1</source>
        <translation>Der Tisch hat eine Nachricht abgelehnt: %1</translation>
    </message>
    <message>
        <source>This table plays a game this version of Stammtisch does not know.</source>
        <translation>An diesem Tisch wird ein Spiel gespielt, das diese Version von Stammtisch nicht kennt.</translation>
    </message>
    <message>
        <source>This table plays rules this version of Stammtisch does not know.</source>
        <translation>An diesem Tisch gelten Regeln, die diese Version von Stammtisch nicht kennt.</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Wieder am Tisch.</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Thinking %1 s</source>
        <translation>Denkt seit %1 s</translation>
    </message>
    <message>
        <source>The table sent a decision this client cannot read.</source>
        <translation>Der Tisch hat eine Entscheidung geschickt, die dieses Programm nicht lesen kann.</translation>
    </message>
    <message>
        <source>The table cannot be shown as the server describes it.</source>
        <translation>Der Tisch kann nicht so gezeigt werden, wie der Server ihn beschreibt.</translation>
    </message>
    <message>
        <source>The table&apos;s record of the deal cannot be read: %1</source>
        <translation>Die Aufzeichnung des Spiels vom Tisch kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The table&apos;s record of the deal does not replay.</source>
        <translation>Die Aufzeichnung des Spiels vom Tisch lässt sich nicht nachspielen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Say …</source>
        <translation>Sagen …</translation>
    </message>
    <message>
        <source>Say a quick phrase to everyone at the table</source>
        <translation>Allen am Tisch einen kurzen Satz sagen</translation>
    </message>
    <message>
        <source>&amp;Pause the table</source>
        <translation>Tisch &amp;anhalten</translation>
    </message>
    <message>
        <source>Hold the game for everyone at the table until you resume it</source>
        <translation>Das Spiel für alle am Tisch anhalten, bis du es fortsetzt</translation>
    </message>
    <message>
        <source>&amp;Resume the table</source>
        <translation>Tisch &amp;fortsetzen</translation>
    </message>
    <message>
        <source>The host</source>
        <translation>Der Gastgeber</translation>
    </message>
    <message>
        <source>The session could not be kept in your history: %1</source>
        <translation>Die Runde konnte nicht bei deinen Runden gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The connection to the table was lost – connecting again …</source>
        <translation>Die Verbindung zum Tisch ist abgerissen – verbinde neu …</translation>
    </message>
    <message>
        <source>Connected again: back at the table.</source>
        <translation>Wieder verbunden: zurück am Tisch.</translation>
    </message>
    <message>
        <source>Free seat</source>
        <translation>Freier Platz</translation>
    </message>
    <message>
        <source>Waiting for players: %1 of %2 seats taken</source>
        <translation>Warten auf Mitspieler: %1 von %2 Plätzen besetzt</translation>
    </message>
    <message>
        <source>Everyone is at the table: the first deal is coming</source>
        <translation>Alle sind am Tisch: Gleich wird das erste Spiel gegeben</translation>
    </message>
    <message>
        <source>The host of this table does not allow the review (nor the hint).</source>
        <translation>Wer diesen Tisch eröffnet hat, erlaubt das Durchsehen nicht (und den Tipp auch nicht).</translation>
    </message>
    <message>
        <source>Waiting for the next deal …</source>
        <translation>Warten auf das nächste Spiel …</translation>
    </message>
    <message>
        <source>The host closed the table. Your session is kept in your history; once the host opens the table again, Game ▸ Continue takes you back to it.</source>
        <translation>Der Tisch wurde geschlossen. Die Runde bleibt bei deinen vergangenen Runden; sobald der Tisch wieder eröffnet ist, bringt dich Spiel ▸ Fortsetzen zurück an ihn.</translation>
    </message>
    <message>
        <source>The host closed the table</source>
        <translation>Der Tisch wurde geschlossen</translation>
    </message>
    <message>
        <source>The table cannot be reached – trying again …</source>
        <translation>Der Tisch ist nicht erreichbar – versuche es weiter …</translation>
    </message>
    <message>
        <source>Waiting for %1 …</source>
        <translation>Warten auf %1 …</translation>
    </message>
    <message>
        <source>The session is over.</source>
        <translation>Die Runde ist zu Ende.</translation>
    </message>
    <message>
        <source>Looking at the result</source>
        <translation>Schaut aufs Ergebnis</translation>
    </message>
    <message>
        <source>Waiting for %1 to come back to the table</source>
        <comment>one player</comment>
        <translation>Warten, bis %1 an den Tisch zurückkommt</translation>
    </message>
    <message>
        <source>Waiting for %1 to come back to the table</source>
        <comment>two or more players</comment>
        <translation>Warten, bis %1 an den Tisch zurückkommen</translation>
    </message>
    <message>
        <source>Too many messages – wait a moment before saying more.</source>
        <translation>Zu viele Nachrichten – warte kurz, bevor du mehr sagst.</translation>
    </message>
</context>
</TS>
