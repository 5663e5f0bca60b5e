<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ScoreBoard</name>
    <message numerus="yes">
        <source>%n stroke(s) left</source>
        <translation>
            <numerusform>%n stroke left</numerusform>
            <numerusform>%n strokes left</numerusform>
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
            <numerusform>%n phase won</numerusform>
            <numerusform>%n phases won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, worth %n game point(s)</source>
        <translation>
            <numerusform>%1, worth %n game point</numerusform>
            <numerusform>%1, worth %n game points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message numerus="yes">
        <source>Play alone: take the %n card(s) of the Écart and lay away as many (the honours only if you then hold four of them or more; at seven players any card).</source>
        <translation>
            <numerusform>Play alone: take the %n card of the Écart and lay away as many (the honours only if you then hold four of them or more; at seven players any card).</numerusform>
            <numerusform>Play alone: take the %n cards of the Écart and lay away as many (the honours only if you then hold four of them or more; at seven players any card).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play alone: take the %n card(s) of the Dapp and discard as many (never a 5-point card).</source>
        <translation>
            <numerusform>Play alone: take the %n card of the Dapp and discard as many (never a 5-point card).</numerusform>
            <numerusform>Play alone: take the %n cards of the Dapp and discard as many (never a 5-point card).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discards %n card(s)</source>
        <translation>
            <numerusform>Discards %n card</numerusform>
            <numerusform>Discards %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>st::ui::DealReview</name>
    <message numerus="yes">
        <source>The strong player would have chosen otherwise in %n of your decisions. Each shows what you saw, both choices and what the strong player expected of each for you (your result less the others&apos; average, over the hands they could hold).</source>
        <translation>
            <numerusform>The strong player would have chosen otherwise in %n of your decisions. It shows what you saw, both choices and what the strong player expected of each for you (your result less the others&apos; average, over the hands they could hold).</numerusform>
            <numerusform>The strong player would have chosen otherwise in %n of your decisions. Each shows what you saw, both choices and what the strong player expected of each for you (your result less the others&apos; average, over the hands they could hold).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick %1, after %n card(s)</source>
        <translation>
            <numerusform>Trick %1, after %n card</numerusform>
            <numerusform>Trick %1, after %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of %1 with King and Over</source>
        <translation>
            <numerusform>%n card of %1 with King and Over</numerusform>
            <numerusform>%n cards of %1 with King and Over</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) of %1</source>
        <translation>
            <numerusform>%n card of %1</numerusform>
            <numerusform>%n cards of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n high card(s) (the Trull and Kings)</source>
        <translation>
            <numerusform>%n high card (of the Trull and Kings)</numerusform>
            <numerusform>%n high cards (the Trull and Kings)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Ace(s) and Ten(s)</source>
        <translation>
            <numerusform>%n Ace or Ten</numerusform>
            <numerusform>%n Aces and Tens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trump(s) (%1) with King and Over</source>
        <translation>
            <numerusform>%n trump (%1) with King and Over</numerusform>
            <numerusform>%n trumps (%1) with King and Over</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trump(s) (%1)</source>
        <translation>
            <numerusform>%n trump (%1)</numerusform>
            <numerusform>%n trumps (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>st::ui::DealSummary</name>
    <message numerus="yes">
        <source>%1 played %2, worth %n game point(s)</source>
        <translation>
            <numerusform>%1 played %2, worth %n game point</numerusform>
            <numerusform>%1 played %2, worth %n game points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You played %1, worth %n game point(s)</source>
        <translation>
            <numerusform>You played %1, worth %n game point</numerusform>
            <numerusform>You played %1, worth %n game points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Schwarz: %n stroke(s)</source>
        <translation>
            <numerusform>Schwarz: %n stroke</numerusform>
            <numerusform>Schwarz: %n strokes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Schneider: %n stroke(s)</source>
        <translation>
            <numerusform>Schneider: %n stroke</numerusform>
            <numerusform>Schneider: %n strokes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>erases %n stroke(s)</source>
        <translation>
            <numerusform>erases %n stroke</numerusform>
            <numerusform>erases %n strokes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Bummerl</source>
        <translation>
            <numerusform>%n Bummerl</numerusform>
            <numerusform>%n Bummerl</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>only %n left on the slate</source>
        <translation>
            <numerusform>only %n stroke left on the slate</numerusform>
            <numerusform>only %n strokes left on the slate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>st::ui::DeckViewer</name>
    <message numerus="yes">
        <source>%n picture(s) cannot be drawn in this style: the theme is missing them or Qt cannot render its drawing of them.</source>
        <translation>
            <numerusform>%n picture cannot be drawn in this style: the theme is missing it or Qt cannot render its drawing of it.</numerusform>
            <numerusform>%n pictures cannot be drawn in this style: the theme is missing them or Qt cannot render its drawing of them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>st::ui::MainWindow</name>
    <message numerus="yes">
        <source>%n more game(s) added to your sessions (Game ▸ Session history).</source>
        <translation>
            <numerusform>%n more game added to your sessions (Game ▸ Session history).</numerusform>
            <numerusform>%n more games added to your sessions (Game ▸ Session history).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>st::ui::ScoreSheet</name>
    <message numerus="yes">
        <source>%n stroke(s) per slate</source>
        <translation>
            <numerusform>%n stroke per slate</numerusform>
            <numerusform>%n strokes per slate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phase(s)</source>
        <translation>
            <numerusform>%n phase</numerusform>
            <numerusform>%n phases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>to %n game point(s)</source>
        <translation>
            <numerusform>to %n game point</numerusform>
            <numerusform>to %n game points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Standings after %n deal(s)</source>
        <translation>
            <numerusform>Standings after %n deal</numerusform>
            <numerusform>Standings after %n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played so far; the session goes on</source>
        <translation>
            <numerusform>%n deal played so far; the session goes on</numerusform>
            <numerusform>%n deals played so far; the session goes on</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played; the session is over</source>
        <translation>
            <numerusform>%n deal played; the session is over</numerusform>
            <numerusform>%n deals played; the session is over</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Under each name: a tally mark for each game point won; the running total under it. The first to %n game point(s) wins the Bummerl.</source>
        <translation>
            <numerusform>Under each name: a tally mark for each game point won; the running total under it. The first to %n game point wins the Bummerl.</numerusform>
            <numerusform>Under each name: a tally mark for each game point won; the running total under it. The first to %n game points wins the Bummerl.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>st::ui::SeatPlate</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
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
    <message numerus="yes">
        <source>Standings after %n deal(s)</source>
        <translation>
            <numerusform>Standings after %n deal</numerusform>
            <numerusform>Standings after %n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n deal played</numerusform>
            <numerusform>%n deals played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Bummerl</source>
        <translation>
            <numerusform>%n Bummerl</numerusform>
            <numerusform>%n Bummerl</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>st::ui::TableScene</name>
    <message numerus="yes">
        <source>%1 holds %n card(s)</source>
        <translation>
            <numerusform>%1 holds %n card</numerusform>
            <numerusform>%1 holds %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Talon: %n card(s), closed</source>
        <translation>
            <numerusform>Talon: %n card, closed</numerusform>
            <numerusform>Talon: %n cards, closed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Talon: %n card(s)</source>
        <translation>
            <numerusform>Talon: %n card</numerusform>
            <numerusform>Talon: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Talon: %n card(s), closed</source>
        <comment>Dreeg: zudecken</comment>
        <translation>
            <numerusform>Talon: %n card, closed</numerusform>
            <numerusform>Talon: %n cards, closed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>st::ui::WelcomeWidget</name>
    <message numerus="yes">
        <source>%n deal(s) played</source>
        <translation>
            <numerusform>%n deal played</numerusform>
            <numerusform>%n deals played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>st::ui::access::TableAccess</name>
    <message numerus="yes">
        <source>Your turn: play a card (%n may be played).</source>
        <translation>
            <numerusform>Your turn: play a card (%n may be played).</numerusform>
            <numerusform>Your turn: play a card (%n may be played).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, and %n face down until the call</source>
        <translation>
            <numerusform>, and %n face down until the call</numerusform>
            <numerusform>, and %n face down until the call</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are to play; %n may be played.</source>
        <translation>
            <numerusform>You are to play; %n may be played.</numerusform>
            <numerusform>You are to play; %n may be played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) played</source>
        <translation>
            <numerusform>%n card played</numerusform>
            <numerusform>%n cards played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s) taken</source>
        <translation>
            <numerusform>%n trick taken</numerusform>
            <numerusform>%n tricks taken</numerusform>
        </translation>
    </message>
</context>
</TS>
