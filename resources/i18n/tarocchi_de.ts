<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name></name>
    <message>
        <source>Deal annulled: {reason}</source>
        <translation>Spiel annulliert: {reason}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>There is no game</source>
        <translation>Es läuft kein Spiel</translation>
    </message>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, spielbar</translation>
    </message>
    <message>
        <source>{card}, not playable</source>
        <translation>{card}, nicht spielbar</translation>
    </message>
    <message>
        <source>{card}, chosen</source>
        <translation>{card}, gewählt</translation>
    </message>
    <message>
        <source>{card}, not chosen</source>
        <translation>{card}, nicht gewählt</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>{name} {name|you:win|wins} the trick</source>
        <translation>{name} {name|you:machen|macht} den Stich</translation>
    </message>
    <message>
        <source>{name:nom} {name|you:win|wins} the trick</source>
        <translation>{name} {name|you:machen|macht} den Stich</translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>The deal is over: {what}</source>
        <translation>Das Spiel ist vorbei: {what}</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Sie sind nicht am Zug</translation>
    </message>
    <message>
        <source>Calls {card}</source>
        <translation>Ruft {card}</translation>
    </message>
    <message>
        <source>Partner!</source>
        <translation>Partner!</translation>
    </message>
    <message>
        <source>A computer player chose an illegal action ({action}): {reason}</source>
        <translation>Ein Computerspieler wählte einen unerlaubten Zug ({action}): {reason}</translation>
    </message>
    <message>
        <source>Your turn: {prompt}</source>
        <translation>Sie sind dran: {prompt}</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>spielen Sie eine Karte</translation>
    </message>
    <message>
        <source>click or drag a card (arrows, Enter)</source>
        <translation>Karte anklicken oder ziehen (Pfeiltasten, Eingabe)</translation>
    </message>
    <message>
        <source>double-click or drag a card (arrows, Enter)</source>
        <translation>Karte doppelklicken oder ziehen (Pfeiltasten, Eingabe)</translation>
    </message>
    <message>
        <source>Lay away</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Click or drag to the table {need} cards to lay away: {n} chosen</source>
        <translation>{need} Karten zum Ablegen anklicken oder auf den Tisch ziehen: {n} gewählt</translation>
    </message>
    <message>
        <source>Your turn: choose the cards to lay away</source>
        <translation>Sie sind dran: wählen Sie die Karten zum Ablegen</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>{n} cards selected. Click a card to add or remove it.</source>
        <translation>{n} Karten gewählt. Klicken Sie eine Karte an, um sie hinzuzufügen oder zu entfernen.</translation>
    </message>
    <message>
        <source>You have already selected {n} cards</source>
        <translation>Sie haben schon {n} Karten gewählt</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} Karten</translation>
    </message>
    <message>
        <source>Annulled: {reason}</source>
        <translation>Annulliert: {reason}</translation>
    </message>
    <message>
        <source>{taker}: {contract}</source>
        <translation>{taker}: {contract}</translation>
    </message>
    <message>
        <source>made by {n}</source>
        <translation>gewonnen um {n}</translation>
    </message>
    <message>
        <source>made</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>failed by {n}</source>
        <translation>verloren um {n}</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Gerufen</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>allein</translation>
    </message>
    <message>
        <source>Highlight the cards I may play</source>
        <translation>Spielbare Karten hervorheben</translation>
    </message>
    <message>
        <source>Show the card points</source>
        <translation>Kartenpunkte anzeigen</translation>
    </message>
    <message>
        <source>Show the trumps and kings played</source>
        <translation>Gespielte Trümpfe und Könige anzeigen</translation>
    </message>
    <message>
        <source>Open hands (practice)</source>
        <translation>Offene Karten (Übung)</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>ein Blatt</translation>
    </message>
    <message>
        <source>two cards</source>
        <translation>zwei Blatt</translation>
    </message>
    <message>
        <source>{points} and {mark}</source>
        <translation>{points} und {mark}</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <source>Card values</source>
        <translation>Kartenwerte</translation>
    </message>
    <message>
        <source>In this trick: {points}</source>
        <translation>In diesem Stich: {points}</translation>
    </message>
    <message>
        <source>{who}: {points}</source>
        <translation>{who}: {points}</translation>
    </message>
    <message>
        <source>Trumps played: {n} of {total} · kings: {k} of {kings}</source>
        <translation>Gespielte Trümpfe: {n} von {total} · Könige: {k} von {kings}</translation>
    </message>
    <message>
        <source>&amp;Learning aids</source>
        <translation>&amp;Lernhilfen</translation>
    </message>
    <message>
        <source>Practice: every hand is open</source>
        <translation>Übung: alle Blätter sind offen</translation>
    </message>
    <message>
        <source>Cards played</source>
        <translation>Gespielte Karten</translation>
    </message>
    <message>
        <source>Oudlers</source>
        <translation>Oudler</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Multiplikator</translation>
    </message>
    <message>
        <source>Petit au bout</source>
        <translation>Petit au bout</translation>
    </message>
    <message>
        <source>Slam</source>
        <translation>Schlemm</translation>
    </message>
    <message>
        <source>(announced)</source>
        <translation>(angesagt)</translation>
    </message>
    <message>
        <source>Each defender pays</source>
        <translation>Jeder Gegenspieler zahlt</translation>
    </message>
    <message>
        <source>Each defender receives</source>
        <translation>Jeder Gegenspieler erhält</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Zahlung</translation>
    </message>
    <message>
        <source>{place} {number}</source>
        <translation>{place} {number}</translation>
    </message>
    <message>
        <source>Click to take these cards</source>
        <translation>Klicken, um diese Karten zu nehmen</translation>
    </message>
    <message>
        <source>Shown to everyone</source>
        <translation>Allen gezeigt</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Gezeigt</translation>
    </message>
    <message>
        <source>Press Enter to go on</source>
        <translation>Eingabe drücken, um fortzufahren</translation>
    </message>
    <message>
        <source>Play goes on in {n} seconds, or press Enter</source>
        <translation>Es geht in {n} Sekunden weiter, oder Eingabe drücken</translation>
    </message>
    <message>
        <source>The talon</source>
        <translation>Der Talon</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>The talon is shown: Go on (Enter) when you have seen it</source>
        <translation>Der Talon liegt offen: Weiter (Eingabe), wenn Sie ihn gesehen haben</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>Die Partie ist zu Ende</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>The deal was annulled</source>
        <translation>Das Spiel wurde annulliert</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Schreibblock</translation>
    </message>
    <message>
        <source>Press Enter for the next deal</source>
        <translation>Eingabe drücken für das nächste Spiel</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Draw deck, {n} cards</source>
        <translation>Stapel, {n} Karten</translation>
    </message>
    <message>
        <source>{card}, free</source>
        <translation>{card}, frei</translation>
    </message>
    <message>
        <source>Tutorial: {title}</source>
        <translation>Tutorial: {title}</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Tutorial verlassen</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Schritt {n} von {total}</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <source>The cards are dealt.</source>
        <translation>Die Karten sind gegeben.</translation>
    </message>
    <message>
        <source>Well done. The others play now; your next step comes on your turn.</source>
        <translation>Gut gemacht. Jetzt spielen die anderen; Ihr nächster Schritt kommt, wenn Sie dran sind.</translation>
    </message>
    <message>
        <source>The score</source>
        <translation>Die Wertung</translation>
    </message>
    <message>
        <source>Tutorial   ·   Moves {n}</source>
        <translation>Tutorial   ·   Züge {n}</translation>
    </message>
    <message>
        <source>Capture pairs worth 21; reach the top card.</source>
        <translation>Nehmen Sie Paare im Wert von 21; erreichen Sie die oberste Karte.</translation>
    </message>
    <message>
        <source>Tutorials</source>
        <translation>Tutorials</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Learn a game by playing one deal, step by step:</source>
        <translation>Lernen Sie ein Spiel, indem Sie ein Spiel Schritt für Schritt spielen:</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>The match is over: {names:nom} won.</source>
        <translation>Die Partie ist zu Ende: {names:nom} {names|you:haben|many:haben|hat} gewonnen.</translation>
    </message>
    <message>
        <source>Match of {n} deals: {played} played, {left} to go.</source>
        <translation>Partie über {n} Spiele: {played} gespielt, {left} stehen noch aus.</translation>
    </message>
    <message>
        <source>Match of one game to {n} on the board: the running game stands at {running}.</source>
        <translation>Partie über ein Spiel bis {n} auf der Tafel: Der laufende Stand ist {running}.</translation>
    </message>
    <message>
        <source>Match to {n} points: the leader has {best}.</source>
        <translation>Partie bis {n} Punkte: Der Führende hat {best}.</translation>
    </message>
    <message>
        <source>An open match: it goes on until you stop ({played} deals played).</source>
        <translation>Eine offene Partie: Sie geht weiter, bis Sie aufhören ({played} Spiele gespielt).</translation>
    </message>
    <message>
        <source>Score sheet — {game}</source>
        <translation>Schreibblock — {game}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>Dealt by {name:acc}</source>
        <translation>Gegeben von {name:dat}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>No deal played yet</source>
        <translation>Noch kein Spiel gespielt</translation>
    </message>
    <message>
        <source>Team (optional)</source>
        <translation>Team (optional)</translation>
    </message>
    <message>
        <source>Several people sharing this seat and its score, separated by commas: Ada, Ben</source>
        <translation>Mehrere Personen, die sich diesen Platz und seine Wertung teilen, durch Kommas getrennt: Ada, Ben</translation>
    </message>
    <message>
        <source>The computer plays your hand to the end of the deal</source>
        <translation>Der Computer spielt Ihr Blatt bis zum Ende des Spiels</translation>
    </message>
    <message>
        <source>The rest of the tricks are yours</source>
        <translation>Die restlichen Stiche gehören Ihnen</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Braun</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Until I go on</source>
        <translation>Bis ich weitermache</translation>
    </message>
    <message>
        <source>For 4 seconds</source>
        <translation>4 Sekunden lang</translation>
    </message>
    <message>
        <source>For 2 seconds</source>
        <translation>2 Sekunden lang</translation>
    </message>
    <message>
        <source>Briefly</source>
        <translation>Kurz</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tarocchi is free software under the MIT licence, written in Python with Qt for Python (PySide6, LGPL).&lt;/p&gt;&lt;p&gt;The rules follow the texts the project started from: the French Tarot Federation&apos;s rules as told by François and Pierre Uhrich, the Austrian Tarock games, Illustrated Tarock, Wickson&apos;s &lt;i&gt;Talon&lt;/i&gt; and the collection &lt;i&gt;Jeux de tarot&lt;/i&gt;; where they disagree, the choices are written down in the project&apos;s rules decisions. The help pages are in our own words, and the card pictures are our own drawings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tarocchi ist freie Software unter der MIT-Lizenz, geschrieben in Python mit Qt for Python (PySide6, LGPL).&lt;/p&gt;&lt;p&gt;Die Regeln folgen den Texten, von denen das Projekt ausging: den Regeln der Französischen Tarot-Föderation in der Darstellung von François und Pierre Uhrich, den österreichischen Tarockspielen, Illustrated Tarock, Wicksons &lt;i&gt;Talon&lt;/i&gt; und der Sammlung &lt;i&gt;Jeux de tarot&lt;/i&gt;; wo sie sich widersprechen, sind die Entscheidungen in den Regelentscheidungen des Projekts festgehalten. Die Hilfeseiten sind in unseren eigenen Worten geschrieben, und die Kartenbilder sind unsere eigenen Zeichnungen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <source>Pause before each move</source>
        <translation>Pause vor jedem Zug</translation>
    </message>
    <message>
        <source>A shown talon stays</source>
        <translation>Ein aufgedeckter Talon bleibt liegen</translation>
    </message>
    <message>
        <source>My play</source>
        <translation>Mein Spiel</translation>
    </message>
    <message>
        <source>Play a forced card (or my last card) by itself</source>
        <translation>Eine erzwungene Karte (oder meine letzte Karte) von selbst spielen</translation>
    </message>
    <message>
        <source>Claim the remaining tricks when they are certainly mine</source>
        <translation>Die restlichen Stiche beanspruchen, wenn sie mir sicher sind</translation>
    </message>
    <message>
        <source>Let the computer finish my hand once only cards are left to play</source>
        <translation>Den Computer mein Blatt zu Ende spielen lassen, wenn nur noch Karten zu spielen sind</translation>
    </message>
    <message>
        <source>Play a card with a single click</source>
        <translation>Eine Karte mit einem einfachen Klick spielen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Kartengröße</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Farbe des Tisches</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>Learning aids</source>
        <translation>Lernhilfen</translation>
    </message>
    <message>
        <source>At start</source>
        <translation>Beim Start</translation>
    </message>
    <message>
        <source>Show the game chooser (else go on with the last game)</source>
        <translation>Die Spielauswahl zeigen (sonst mit der letzten Partie weitermachen)</translation>
    </message>
    <message>
        <source>← → Home End</source>
        <translation>← → Pos1 Ende</translation>
    </message>
    <message>
        <source>Move among the cards of your hand</source>
        <translation>Zwischen den Karten Ihres Blatts wechseln</translation>
    </message>
    <message>
        <source>Go to the straw men&apos;s cards and back (Scarecrow)</source>
        <translation>Zu den Karten der Strohmänner und zurück (Scarecrow)</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Eingabe, Leertaste</translation>
    </message>
    <message>
        <source>Play the card in focus, or choose it while laying away</source>
        <translation>Die ausgewählte Karte spielen oder sie beim Ablegen wählen</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Go to the buttons of the panel</source>
        <translation>Zu den Schaltflächen der Leiste</translation>
    </message>
    <message>
        <source>Move among the cards and squares of La Pyramide, La chasse au trésor and The Shard</source>
        <translation>Zwischen den Karten und Feldern von La Pyramide, La chasse au trésor und The Shard wechseln</translation>
    </message>
    <message>
        <source>Menu, Shift+F10</source>
        <translation>Menü, Umschalt+F10</translation>
    </message>
    <message>
        <source>The moves of the card in focus: keep, drop, drink; go on, teleport (La chasse au trésor)</source>
        <translation>Die Züge der gewählten Karte: behalten, ablegen, trinken; weiter, hinausteleportieren (La chasse au trésor)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Was sie tun</translation>
    </message>
    <message>
        <source>About Tarocchi</source>
        <translation>Über Tarocchi</translation>
    </message>
    <message>
        <source>Card games played with the tarot pack: French Tarot, the Austrian Tarock games, Talon, the Italian and Swiss games, solitaires and a board game.</source>
        <translation>Kartenspiele mit dem Tarockblatt: das französische Tarot, die österreichischen Tarockspiele, Talon, die italienischen und Schweizer Spiele, Patiencen und ein Brettspiel.</translation>
    </message>
    <message>
        <source>Fonts</source>
        <translation>Schriften</translation>
    </message>
    <message>
        <source>The cards and the table are lettered in the DejaVu fonts (DejaVu Sans and DejaVu Serif), under the licence below.</source>
        <translation>Die Karten und der Tisch sind in den DejaVu-Schriften (DejaVu Sans und DejaVu Serif) beschriftet, unter der folgenden Lizenz.</translation>
    </message>
    <message>
        <source>Key cards</source>
        <translation>Wichtige Karten</translation>
    </message>
    <message>
        <source>The kings</source>
        <translation>Die Könige</translation>
    </message>
    <message>
        <source>Search the rules of every game</source>
        <translation>In den Regeln aller Spiele suchen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Regeln: {game}</translation>
    </message>
    <message>
        <source>This page is not translated yet: it is shown in English.</source>
        <translation>Diese Seite ist noch nicht übersetzt: Sie wird auf Englisch gezeigt.</translation>
    </message>
    <message>
        <source>The deck</source>
        <translation>Das Blatt</translation>
    </message>
    <message>
        <source>{game} — {section}: {snippet}</source>
        <translation>{game} — {section}: {snippet}</translation>
    </message>
    <message>
        <source>Nothing found for “{words}”</source>
        <translation>Nichts gefunden für „{words}“</translation>
    </message>
    <message>
        <source>French games</source>
        <translation>Französische Spiele</translation>
    </message>
    <message>
        <source>Austrian and German games</source>
        <translation>Österreichische und deutsche Spiele</translation>
    </message>
    <message>
        <source>Italian and Swiss games</source>
        <translation>Italienische und Schweizer Spiele</translation>
    </message>
    <message>
        <source>Modern games</source>
        <translation>Moderne Spiele</translation>
    </message>
    <message>
        <source>Solitaires</source>
        <translation>Patiencen</translation>
    </message>
    <message>
        <source>Board games</source>
        <translation>Brettspiele</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>Austrian</source>
        <translation>Österreichisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italienisch</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Schweizerisch</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Modern</translation>
    </message>
    <message>
        <source>Solitaire</source>
        <translation>Patience</translation>
    </message>
    <message>
        <source>Board game</source>
        <translation>Brettspiel</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 Spieler</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} Spieler</translation>
    </message>
    <message>
        <source>{low} to {high} players</source>
        <translation>{low} bis {high} Spieler</translation>
    </message>
    <message>
        <source>{some} or {last} players</source>
        <translation>{some} oder {last} Spieler</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Lernen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Welcome to Tarocchi</source>
        <translation>Willkommen bei Tarocchi</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Wählen Sie ein Spiel</translation>
    </message>
    <message>
        <source>Card games played with the tarot pack. Learn one to see its rules, its cards and how it scores, or play it against the computer.</source>
        <translation>Kartenspiele mit dem Tarockblatt. Lernen Sie eines, um seine Regeln, seine Karten und seine Abrechnung kennenzulernen, oder spielen Sie es gegen den Computer.</translation>
    </message>
    <message>
        <source>Show this at every start (else go on with the last game)</source>
        <translation>Dies bei jedem Start zeigen (sonst mit der letzten Partie weitermachen)</translation>
    </message>
    <message>
        <source>Choose a game to play or to learn</source>
        <translation>Wählen Sie ein Spiel zum Spielen oder Lernen</translation>
    </message>
    <message>
        <source>Choose a game…</source>
        <translation>Spiel wählen…</translation>
    </message>
    <message>
        <source>Play {game}</source>
        <translation>{game} spielen</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>spielbar</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>nicht spielbar</translation>
    </message>
    <message>
        <source>The cards are dealt</source>
        <translation>Die Karten sind gegeben</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>{label}: {said}</source>
        <translation>{label}: {said}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>ChasseBoard</name>
    <message>
        <source>Damage track: %1 damage, 1 card left</source>
        <translation>Schaden: %1, noch 1 Karte</translation>
    </message>
    <message>
        <source>Damage track: %1 damage, %2 cards left</source>
        <translation>Schaden: %1, noch %2 Karten</translation>
    </message>
    <message numerus="yes">
        <source>Journey: %n cards</source>
        <translation>
            <numerusform>Reise: %n Karte</numerusform>
            <numerusform>Reise: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Quartet %1 of 14</source>
        <translation>Quartett %1 von 14</translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n</source>
        <translation>
            <numerusform>Abwurf: %n</numerusform>
            <numerusform>Abwurf: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Satchel: %1 of %2</source>
        <translation>Tasche: %1 von %2</translation>
    </message>
    <message>
        <source>Treasure: %1</source>
        <translation>Schatz: %1</translation>
    </message>
    <message>
        <source>The monsters strike for %1 if you go on</source>
        <translation>Die Monster schlagen mit %1 zu, wenn Sie weitergehen</translation>
    </message>
    <message>
        <source> — that would knock you out!</source>
        <translation> — das würde Sie umhauen!</translation>
    </message>
    <message>
        <source>No monster stands in the way: the treasure is yours</source>
        <translation>Kein Monster steht im Weg: Der Schatz gehört Ihnen</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Punkte %1</translation>
    </message>
</context>
<context>
    <name>ChasseTable</name>
    <message>
        <source>Deal #%1: beat the monsters, drink the potions, take the treasure.</source>
        <translation>Spiel Nr. %1: Besiegen Sie die Monster, trinken Sie die Tränke, nehmen Sie den Schatz.</translation>
    </message>
    <message>
        <source>Knocked out! The treasure is lost.</source>
        <translation>K. o.! Der Schatz ist verloren.</translation>
    </message>
    <message>
        <source>Knocked out! Score %1</source>
        <translation>K. o.! Punkte %1</translation>
    </message>
    <message>
        <source>Teleported out. Score %1</source>
        <translation>Hinausteleportiert. Punkte %1</translation>
    </message>
    <message>
        <source>Every treasure found! Score %1</source>
        <translation>Alle Schätze gefunden! Punkte %1</translation>
    </message>
    <message>
        <source>Journey complete! Score %1</source>
        <translation>Reise vollendet! Punkte %1</translation>
    </message>
    <message>
        <source>Beat the monsters, drink the potions, take the treasure.</source>
        <translation>Besiegen Sie die Monster, trinken Sie die Tränke, nehmen Sie den Schatz.</translation>
    </message>
    <message>
        <source>Moves %1</source>
        <translation>Züge %1</translation>
    </message>
    <message>
        <source>Hints %1</source>
        <translation>Tipps %1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>spell</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <source>potion</source>
        <translation>Trank</translation>
    </message>
    <message>
        <source>treasure</source>
        <translation>Schatz</translation>
    </message>
    <message>
        <source>in the satchel</source>
        <translation>in der Tasche</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Journey deck, %n cards: go on</source>
        <translation>
            <numerusform>Reisestapel, %n Karte: weitergehen</numerusform>
            <numerusform>Reisestapel, %n Karten: weitergehen</numerusform>
        </translation>
    </message>
    <message>
        <source>Spells selected: worth %1. Now click a monster.</source>
        <translation>Zauber gewählt: Wert %1. Klicken Sie jetzt ein Monster an.</translation>
    </message>
    <message>
        <source>No spell selected.</source>
        <translation>Kein Zauber gewählt.</translation>
    </message>
    <message>
        <source>The treasure is taken when you go on, once every monster is beaten.</source>
        <translation>Der Schatz wird genommen, wenn Sie weitergehen und alle Monster besiegt sind.</translation>
    </message>
    <message>
        <source>Select spells first (click them), then click the monster.</source>
        <translation>Wählen Sie zuerst Zauber (anklicken), dann das Monster.</translation>
    </message>
    <message>
        <source>Your spells are not enough to beat this monster.</source>
        <translation>Ihre Zauber reichen nicht gegen dieses Monster.</translation>
    </message>
</context>
<context>
    <name>ChasseWindow</name>
    <message>
        <source>&amp;Go on</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>End the turn: the monsters left strike, the treasure is taken if they are all beaten</source>
        <translation>Zug beenden: Die übrigen Monster schlagen zu, der Schatz wird genommen, wenn alle besiegt sind</translation>
    </message>
    <message>
        <source>&amp;Teleport out</source>
        <translation>&amp;Hinausteleportieren</translation>
    </message>
    <message>
        <source>Leave the library now with the treasure taken</source>
        <translation>Die Bibliothek jetzt mit dem genommenen Schatz verlassen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Satchel size</source>
        <translation>&amp;Taschengröße</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Teleport out</source>
        <translation>Hinausteleportieren</translation>
    </message>
    <message>
        <source>Leave the library now with treasure worth %1?</source>
        <translation>Die Bibliothek jetzt mit einem Schatz im Wert von %1 verlassen?</translation>
    </message>
    <message>
        <source>Journeys survived to the end</source>
        <translation>Bis zum Ende überstandene Reisen</translation>
    </message>
    <message>
        <source>Every treasure found</source>
        <translation>Alle Schätze gefunden</translation>
    </message>
</context>
<context>
    <name>DealFiles</name>
    <message>
        <source>&amp;Export deal…</source>
        <translation>Spiel &amp;exportieren…</translation>
    </message>
    <message>
        <source>Open &amp;record…</source>
        <translation>&amp;Aufzeichnung öffnen…</translation>
    </message>
    <message>
        <source>The deal in progress (deal {n})</source>
        <translation>Das laufende Spiel (Spiel {n})</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Spiel {n}</translation>
    </message>
    <message>
        <source>There is no deal to export yet</source>
        <translation>Es gibt noch kein Spiel zum Exportieren</translation>
    </message>
    <message>
        <source>Export deal</source>
        <translation>Spiel exportieren</translation>
    </message>
    <message>
        <source>Which deal?</source>
        <translation>Welches Spiel?</translation>
    </message>
    <message>
        <source>The deal could not be exported: {error}</source>
        <translation>Das Spiel konnte nicht exportiert werden: {error}</translation>
    </message>
    <message>
        <source>The deal was written to {record} and its log to {log}</source>
        <translation>Das Spiel wurde in {record} geschrieben, sein Protokoll in {log}</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>Aufzeichnung öffnen</translation>
    </message>
    <message>
        <source>{name} cannot be replayed: {error}</source>
        <translation>{name} lässt sich nicht abspielen: {error}</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>The hard player&apos;s evaluation of each of your choices</source>
        <translation>Die Bewertung jeder Ihrer Entscheidungen durch den starken Spieler</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Aufzeichnung</translation>
    </message>
</context>
<context>
    <name>DeckGallery</name>
    <message>
        <source>Deck gallery</source>
        <translation>Kartengalerie</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italienisch</translation>
    </message>
    <message>
        <source>Waite</source>
        <translation>Waite</translation>
    </message>
    <message>
        <source>High contrast (four colours)</source>
        <translation>Hoher Kontrast (vier Farben)</translation>
    </message>
    <message>
        <source>Full pack (78 cards)</source>
        <translation>Volles Blatt (78 Karten)</translation>
    </message>
    <message>
        <source>Skin:</source>
        <translation>Kartenbild:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Spiel:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Rückseite</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Tarocchi: something went wrong</source>
        <translation>Tarocchi: Etwas ist schiefgegangen</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Details kopieren</translation>
    </message>
    <message>
        <source>{summary}

The game goes on. If this happens again, please report it with the details below.</source>
        <translation>{summary}

Das Spiel geht weiter. Wenn das wieder passiert, melden Sie es bitte mit den Details unten.</translation>
    </message>
    <message>
        <source>They are also written to {path}.</source>
        <translation>Sie stehen auch in {path}.</translation>
    </message>
    <message>
        <source>Tarocchi: {n} errors</source>
        <translation>Tarocchi: {n} Fehler</translation>
    </message>
</context>
<context>
    <name>HotSeat</name>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Geben Sie den Computer an {name} weiter</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>Es wurde noch kein Stich gespielt.</translation>
    </message>
    <message>
        <source>Won by {name:acc}</source>
        <translation>Gewonnen von {name:dat}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <source>No deals yet</source>
        <translation>Noch keine Spiele</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
</context>
<context>
    <name>LineDialog</name>
    <message>
        <source>A winning line</source>
        <translation>Ein Lösungsweg</translation>
    </message>
    <message numerus="yes">
        <source>This line clears the pyramid (%n moves):</source>
        <translation>
            <numerusform>Dieser Weg räumt die Pyramide ab (%n Zug):</numerusform>
            <numerusform>Dieser Weg räumt die Pyramide ab (%n Züge):</numerusform>
        </translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Ausspielen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tarocchi</source>
        <translation>Tarocchi</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>La &amp;Pyramide (solitaire)…</source>
        <translation>La &amp;Pyramide (Patience)…</translation>
    </message>
    <message>
        <source>La &amp;chasse au trésor (solitaire)…</source>
        <translation>La &amp;chasse au trésor (Patience)…</translation>
    </message>
    <message>
        <source>The S&amp;hard (board game)…</source>
        <translation>The S&amp;hard (Brettspiel)…</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>Dieses Spiel neu &amp;beginnen</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Schreibblock</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Let the computer &amp;finish my hand</source>
        <translation>Den Computer mein Blatt &amp;zu Ende spielen lassen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Karten</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italienisch</translation>
    </message>
    <message>
        <source>Waite</source>
        <translation>Waite</translation>
    </message>
    <message>
        <source>&amp;High contrast (four colours)</source>
        <translation>&amp;Hoher Kontrast (vier Farben)</translation>
    </message>
    <message>
        <source>&amp;Four colours</source>
        <translation>&amp;Vier Farben</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
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
        <source>&amp;Talon shown</source>
        <translation>&amp;Talon zeigen</translation>
    </message>
    <message>
        <source>Until I go on</source>
        <translation>Bis ich weitermache</translation>
    </message>
    <message>
        <source>For 4 seconds</source>
        <translation>4 Sekunden lang</translation>
    </message>
    <message>
        <source>For 2 seconds</source>
        <translation>2 Sekunden lang</translation>
    </message>
    <message>
        <source>Briefly</source>
        <translation>Kurz</translation>
    </message>
    <message>
        <source>Play a card with a &amp;single click</source>
        <translation>Karte mit &amp;einem Klick spielen</translation>
    </message>
    <message>
        <source>Deck &amp;gallery…</source>
        <translation>Karten&amp;galerie…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules: this game</source>
        <translation>&amp;Regeln: dieses Spiel</translation>
    </message>
    <message>
        <source>&amp;Tutorials…</source>
        <translation>&amp;Tutorials…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Tarocchi</source>
        <translation>Über &amp;Tarocchi</translation>
    </message>
    <message>
        <source>Tarocchi — {game}</source>
        <translation>Tarocchi — {game}</translation>
    </message>
    <message>
        <source>{name} {name|you:are|is} thinking…</source>
        <translation>{name} {name|you:überlegen|überlegt}…</translation>
    </message>
    <message>
        <source>The deal is over: Next deal (Enter) goes on</source>
        <translation>Das Spiel ist vorbei: Nächstes Spiel (Eingabe) geht weiter</translation>
    </message>
    <message>
        <source>The match is over: {names:nom} won</source>
        <translation>Die Partie ist zu Ende: {names:nom} {names|you:haben|many:haben|hat} gewonnen</translation>
    </message>
    <message>
        <source>Error: {text}</source>
        <translation>Fehler: {text}</translation>
    </message>
    <message>
        <source>The computer&apos;s thinking met an error: {error}</source>
        <translation>Beim Überlegen des Computers trat ein Fehler auf: {error}</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Gegenspieler</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 Stich</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} Stiche</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>{game} · deal {n}</source>
        <translation>{game} · Spiel {n}</translation>
    </message>
    <message>
        <source>{name}: {contract}</source>
        <translation>{name}: {contract}</translation>
    </message>
    <message>
        <source>Called: {card}</source>
        <translation>Gerufen: {card}</translation>
    </message>
    <message>
        <source>Trick {n} of {total}</source>
        <translation>Stich {n} von {total}</translation>
    </message>
    <message>
        <source>{name}: {score}</source>
        <translation>{name}: {score}</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn</source>
        <translation>Ein Tipp kommt, wenn Sie am Zug sind</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Suche nach einem Tipp…</translation>
    </message>
    <message>
        <source>The gallery could not be opened: {error}</source>
        <translation>Die Galerie ließ sich nicht öffnen: {error}</translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <source>&amp;Open match…</source>
        <translation>Partie ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Save match &amp;as…</source>
        <translation>Partie speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Play deal &amp;number…</source>
        <translation>Spiel &amp;Nummer spielen…</translation>
    </message>
    <message>
        <source>The match could not be saved: {error}</source>
        <translation>Die Partie konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Resume the match?</source>
        <translation>Partie fortsetzen?</translation>
    </message>
    <message>
        <source>Your match of {game} was not finished: {where}. Resume it where it stopped?</source>
        <translation>Ihre Partie {game} war nicht beendet: {where}. Dort fortsetzen, wo sie aufgehört hat?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>{n} deals played</source>
        <translation>{n} Spiele gespielt</translation>
    </message>
    <message>
        <source>deal {n}, {done} moves made</source>
        <translation>Spiel {n}, {done} Züge gemacht</translation>
    </message>
    <message>
        <source>The match goes on where it stopped</source>
        <translation>Die Partie geht dort weiter, wo sie aufgehört hat</translation>
    </message>
    <message>
        <source>Save match as</source>
        <translation>Partie speichern unter</translation>
    </message>
    <message>
        <source>There is no match to save</source>
        <translation>Es gibt keine Partie zum Speichern</translation>
    </message>
    <message>
        <source>The match was saved as {name}</source>
        <translation>Die Partie wurde als {name} gespeichert</translation>
    </message>
    <message>
        <source>Open match</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>{name}: no such file</source>
        <translation>{name}: Datei nicht gefunden</translation>
    </message>
    <message>
        <source>{name} holds a solitaire game, not a match</source>
        <translation>{name} enthält eine Patience, keine Partie</translation>
    </message>
    <message>
        <source>Play deal number</source>
        <translation>Spiel Nummer spielen</translation>
    </message>
    <message>
        <source>Deal number (the same number deals the same cards, here or on another computer):</source>
        <translation>Spielnummer (dieselbe Nummer gibt dieselben Karten, hier oder auf einem anderen Computer):</translation>
    </message>
    <message>
        <source>Tarocchi — {game}</source>
        <translation>Tarocchi — {game}</translation>
    </message>
    <message>
        <source> — deal #{number}</source>
        <translation> — Spiel Nr. {number}</translation>
    </message>
    <message>
        <source>Saved match</source>
        <translation>Gespeicherte Partie</translation>
    </message>
</context>
<context>
    <name>MatchLength</name>
    <message>
        <source>Open (until you stop)</source>
        <translation>Offen (bis Sie aufhören)</translation>
    </message>
    <message>
        <source>A number of deals</source>
        <translation>Eine Anzahl Spiele</translation>
    </message>
    <message>
        <source>To a number of points</source>
        <translation>Bis zu einer Punktzahl</translation>
    </message>
    <message>
        <source>One game to {n} on the board</source>
        <translation>Ein Spiel bis {n} auf der Tafel</translation>
    </message>
    <message>
        <source> deals</source>
        <translation> Spiele</translation>
    </message>
    <message>
        <source> points</source>
        <translation> Punkte</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Computer strength</source>
        <translation>Spielstärke des Computers</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass to {name}</source>
        <translation>An {name} weitergeben</translation>
    </message>
    <message>
        <source>{name}, take the computer; the others look away. Your cards show when you press the button.</source>
        <translation>{name}, nehmen Sie den Computer; die anderen schauen weg. Ihre Karten erscheinen, wenn Sie die Taste drücken.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Ich bin {name}: meine Karten zeigen</translation>
    </message>
</context>
<context>
    <name>PyramidBoard</name>
    <message numerus="yes">
        <source>Draw deck: %n</source>
        <translation>
            <numerusform>Stapel: %n</numerusform>
            <numerusform>Stapel: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Aufgedeckte Karte</translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n</source>
        <translation>
            <numerusform>Abwurf: %n</numerusform>
            <numerusform>Abwurf: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Captured: %n</source>
        <translation>
            <numerusform>Genommen: %n</numerusform>
            <numerusform>Genommen: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Punkte %1</translation>
    </message>
</context>
<context>
    <name>PyramidTable</name>
    <message>
        <source>Capture pairs worth 21 (a trump takes a suit card only beside it); reach the top card.</source>
        <translation>Nehmen Sie Paare im Wert von 21 (ein Trumpf nimmt nur eine Farbkarte daneben); erreichen Sie die oberste Karte.</translation>
    </message>
    <message>
        <source>Capture pairs worth 21; reach the top card.</source>
        <translation>Nehmen Sie Paare im Wert von 21; erreichen Sie die oberste Karte.</translation>
    </message>
    <message>
        <source>Deal #%1: capture pairs worth 21 (a trump takes a suit card only beside it); reach the top card.</source>
        <translation>Spiel Nr. %1: Nehmen Sie Paare im Wert von 21 (ein Trumpf nimmt nur eine Farbkarte daneben); erreichen Sie die oberste Karte.</translation>
    </message>
    <message>
        <source>Deal #%1: capture pairs worth 21; reach the top card.</source>
        <translation>Spiel Nr. %1: Nehmen Sie Paare im Wert von 21; erreichen Sie die oberste Karte.</translation>
    </message>
    <message>
        <source>%1. No capture possible: draw a card (click the deck).</source>
        <translation>%1. Nichts zu nehmen: Ziehen Sie eine Karte (Stapel anklicken).</translation>
    </message>
    <message>
        <source>Pyramid cleared! Score %1</source>
        <translation>Pyramide abgeräumt! Punkte %1</translation>
    </message>
    <message>
        <source>Top card captured! Score %1</source>
        <translation>Oberste Karte genommen! Punkte %1</translation>
    </message>
    <message>
        <source>No move left. Score %1</source>
        <translation>Kein Zug mehr. Punkte %1</translation>
    </message>
    <message>
        <source>%1 selected: now click its partner.</source>
        <translation>%1 gewählt: Klicken Sie jetzt die passende Karte an.</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Suche nach einem Lösungsweg…</translation>
    </message>
    <message>
        <source>This position can be cleared in %1 moves.</source>
        <translation>Diese Stellung lässt sich in %1 Zügen abräumen.</translation>
    </message>
    <message>
        <source>This position can no longer be cleared.</source>
        <translation>Diese Stellung lässt sich nicht mehr abräumen.</translation>
    </message>
    <message>
        <source>The solver ran out of time: no answer.</source>
        <translation>Dem Löser lief die Zeit davon: keine Antwort.</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 Reihen</translation>
    </message>
    <message>
        <source>Moves %1</source>
        <translation>Züge %1</translation>
    </message>
    <message>
        <source>Hints %1</source>
        <translation>Tipps %1</translation>
    </message>
</context>
<context>
    <name>PyramidWindow</name>
    <message>
        <source>D&amp;raw</source>
        <translation>&amp;Ziehen</translation>
    </message>
    <message>
        <source>Turn cards of the draw deck</source>
        <translation>Karten vom Stapel aufdecken</translation>
    </message>
    <message>
        <source>Show a &amp;winning line</source>
        <translation>&amp;Lösungsweg zeigen</translation>
    </message>
    <message>
        <source>Ask the solver whether this position can still be cleared</source>
        <translation>Den Löser fragen, ob sich diese Stellung noch abräumen lässt</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>Pyramid &amp;size</source>
        <translation>Pyramiden&amp;größe</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 Reihen</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Winning line</source>
        <translation>Lösungsweg</translation>
    </message>
    <message>
        <source>This position can no longer be cleared.</source>
        <translation>Diese Stellung lässt sich nicht mehr abräumen.</translation>
    </message>
    <message>
        <source>The solver gave up before finding an answer.</source>
        <translation>Der Löser gab auf, bevor er eine Antwort fand.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Replay — {game}</source>
        <translation>Wiedergabe — {game}</translation>
    </message>
    <message>
        <source> — deal #{n}</source>
        <translation> — Spiel Nr. {n}</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <source>Talon and discard</source>
        <translation>Talon und abgelegte Karten</translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation>Erster Schritt (Pos1)</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>Schritt zurück (Links)</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>Schritt vor (Rechts)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Letzter Schritt (Ende)</translation>
    </message>
    <message>
        <source>Whose decisions the review weighs</source>
        <translation>Wessen Entscheidungen die Analyse bewertet</translation>
    </message>
    <message>
        <source>Review…</source>
        <translation>Analyse…</translation>
    </message>
    <message>
        <source>The hard player&apos;s evaluation of every choice of this seat</source>
        <translation>Die Bewertung jeder Entscheidung dieses Platzes durch den starken Spieler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>Gegenspieler</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} Stiche</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 Stich</translation>
    </message>
    <message>
        <source>Trick, led by {name:acc}</source>
        <translation>Stich, ausgespielt von {name:dat}</translation>
    </message>
    <message>
        <source>Bids: {bids}</source>
        <translation>Gebote: {bids}</translation>
    </message>
    <message>
        <source>Score of the deal: {scores}</source>
        <translation>Wertung des Spiels: {scores}</translation>
    </message>
    <message>
        <source>Tricks won: {tricks}</source>
        <translation>Gewonnene Stiche: {tricks}</translation>
    </message>
    <message>
        <source>The cards as dealt; {name:nom} {name|you:deal|deals}.</source>
        <translation>Die Karten wie gegeben; {name:nom} {name|you:geben|gibt}.</translation>
    </message>
    <message>
        <source>Step {i} of {n}</source>
        <translation>Schritt {i} von {n}</translation>
    </message>
    <message>
        <source>{game}, {n} players; {name:nom} {name|you:deal|deals}</source>
        <translation>{game}, {n} Spieler; {name:nom} {name|you:geben|gibt}</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of {name|you:your|{name}&apos;s} decisions</source>
        <translation>{name|you:Analyse Ihrer Entscheidungen|Analyse der Entscheidungen von {name}}</translation>
    </message>
    <message>
        <source>For each of {name|you:your|{name}&apos;s} decisions, the hard player&apos;s evaluation of every choice: its expected score for {name:acc} over sampled deals consistent with what {name:nom} knew, ± its standard error. A choice is marked when the best one beats it by more than the threshold.</source>
        <translation>Für jede {name|you:Ihrer Entscheidungen|Entscheidung von {name}} die Bewertung jeder Möglichkeit durch den starken Spieler: ihr erwarteter Wert für {name:acc} über gezogene Verteilungen, die zu dem passen, was {name:nom} {name|you:wussten|wusste}, ± ihr Standardfehler. Eine Möglichkeit wird markiert, wenn die beste sie um mehr als die Schwelle übertrifft.</translation>
    </message>
    <message>
        <source>%v of %m decisions weighed</source>
        <translation>%v von %m Entscheidungen bewertet</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Mark choices that cost more than</source>
        <translation>Entscheidungen markieren, die mehr kosten als</translation>
    </message>
    <message>
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Choice made</source>
        <translation>Getroffene Wahl</translation>
    </message>
    <message>
        <source>Its value</source>
        <translation>Ihr Wert</translation>
    </message>
    <message>
        <source>Best choice</source>
        <translation>Beste Wahl</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Every choice</source>
        <translation>Alle Möglichkeiten</translation>
    </message>
    <message>
        <source>Expected score</source>
        <translation>Erwarteter Wert</translation>
    </message>
    <message>
        <source>Standard error</source>
        <translation>Standardfehler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>weighing…</source>
        <translation>wird bewertet…</translation>
    </message>
    <message>
        <source>{name} had no choice to make in this deal.</source>
        <translation>{name} {name|you:hatten|hatte} in diesem Spiel nichts zu entscheiden.</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>Stich {n}</translation>
    </message>
    <message>
        <source>, after {name:acc}</source>
        <translation>, nach {name:dat}</translation>
    </message>
    <message>
        <source>, to lead</source>
        <translation>, im Ausspiel</translation>
    </message>
    <message>
        <source>The thinking process weighs each decision in turn…</source>
        <translation>Der Denkprozess bewertet eine Entscheidung nach der anderen…</translation>
    </message>
    <message>
        <source>Cancelled: {n} of {total} decisions weighed.</source>
        <translation>Abgebrochen: {n} von {total} Entscheidungen bewertet.</translation>
    </message>
    <message>
        <source>not weighed</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <source>{n} of {total} decisions marked as costly.</source>
        <translation>{n} von {total} Entscheidungen als teuer markiert.</translation>
    </message>
    <message>
        <source>No choice cost more than the threshold.</source>
        <translation>Keine Entscheidung kostete mehr als die Schwelle.</translation>
    </message>
    <message>
        <source>could not be weighed</source>
        <translation>konnte nicht bewertet werden</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>dieselbe</translation>
    </message>
    <message>
        <source>This choice cost more than the threshold</source>
        <translation>Diese Entscheidung kostete mehr als die Schwelle</translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation> (gewählt)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of {game}</source>
        <translation>Regeln: {game}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>The deck</source>
        <translation>Das Blatt</translation>
    </message>
    <message>
        <source>%1 — Rules</source>
        <translation>%1 — Regeln</translation>
    </message>
</context>
<context>
    <name>SeatChoices</name>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at this computer, or the computer</source>
        <translation>Wer diesen Platz spielt: ein Mensch an diesem Computer oder der Computer</translation>
    </message>
    <message>
        <source>Seat {n} is played by</source>
        <translation>Platz {n} spielt</translation>
    </message>
    <message>
        <source>Practice match: moves may be taken back (Edit → Take back)</source>
        <translation>Übungspartie: Züge dürfen zurückgenommen werden (Bearbeiten → Zurücknehmen)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>The Shard — new game</source>
        <translation>The Shard — neues Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>A pass draws a card</source>
        <translation>Wer passt, zieht eine Karte</translation>
    </message>
</context>
<context>
    <name>ShardBoard</name>
    <message>
        <source>1 indicator</source>
        <translation>1 Anzeiger</translation>
    </message>
    <message>
        <source>%1 indicators</source>
        <translation>%1 Anzeiger</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
    <message>
        <source>%1%2: %3 · %4</source>
        <translation>%1%2: %3 · %4</translation>
    </message>
    <message numerus="yes">
        <source>Shard deck: %n</source>
        <translation>
            <numerusform>Shard-Stapel: %n</numerusform>
            <numerusform>Shard-Stapel: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n</source>
        <translation>
            <numerusform>Abwurf: %n</numerusform>
            <numerusform>Abwurf: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShardTable</name>
    <message>
        <source>Moves with the cards selected (double-click one to play it):</source>
        <translation>Züge mit den gewählten Karten (doppelklicken zum Ausführen):</translation>
    </message>
    <message>
        <source>Defend with the hearts selected</source>
        <translation>Mit den gewählten Herzen verteidigen</translation>
    </message>
    <message>
        <source>Take the blow</source>
        <translation>Den Schlag hinnehmen</translation>
    </message>
    <message>
        <source>Pass (draw a card)</source>
        <translation>Passen (eine Karte ziehen)</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Auswahl aufheben</translation>
    </message>
    <message>
        <source>A new game of %1 rounds: claim the Shard!</source>
        <translation>Ein neues Spiel über %1 Runden: Erobern Sie den Shard!</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The discards were shuffled into a new Shard deck.</source>
        <translation>Der Abwurf wurde zu einem neuen Shard-Stapel gemischt.</translation>
    </message>
    <message>
        <source>{name} {name|you:are|is} thinking…</source>
        <translation>{name} {name|you:überlegen|überlegt}…</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Now click the empty cell to move it to.</source>
        <translation>Klicken Sie jetzt das leere Feld an, auf das er soll.</translation>
    </message>
    <message>
        <source>Select the cards that pay first: spades to attack, hearts to upgrade, clubs to move.</source>
        <translation>Wählen Sie zuerst die Karten, die bezahlen: Pik zum Angreifen, Herz zum Aufwerten, Kreuz zum Ziehen.</translation>
    </message>
    <message>
        <source>To place an atout, select it and the diamonds that pay for it, then click a marked cell.</source>
        <translation>Um einen Atout zu setzen, wählen Sie ihn und die Karos, die ihn bezahlen, dann ein markiertes Feld.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>{name} {name|you:play|plays}.</source>
        <translation>{name} ist am Zug.</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>in Ihrer Hand</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>spielbar</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>Reihe %1, Spalte %2</translation>
    </message>
    <message>
        <source>owner: %1</source>
        <translation>Besitzer: %1</translation>
    </message>
    <message>
        <source>1 indicator</source>
        <translation>1 Anzeiger</translation>
    </message>
    <message>
        <source>%1 indicators</source>
        <translation>%1 Anzeiger</translation>
    </message>
    <message>
        <source>chosen to move</source>
        <translation>zum Ziehen gewählt</translation>
    </message>
    <message>
        <source>%1, empty, playable</source>
        <translation>%1, leer, spielbar</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, leer</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Computer players: %1</source>
        <translation>Computerspieler: %1</translation>
    </message>
</context>
<context>
    <name>ShardWindow</name>
    <message>
        <source>The Shard — Tarocchi</source>
        <translation>The Shard — Tarocchi</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>New game &amp;with…</source>
        <translation>Neues Spiel &amp;mit…</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn</source>
        <translation>Ein Tipp kommt, wenn Sie am Zug sind</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Suche nach einem Tipp…</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>The Shard</source>
        <translation>The Shard</translation>
    </message>
</context>
<context>
    <name>SolitaireTable</name>
    <message>
        <source>Game over. Score %1</source>
        <translation>Spiel vorbei. Punkte %1</translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation>Spiel Nr. %1</translation>
    </message>
    <message>
        <source>Fixed deal</source>
        <translation>Festgelegtes Spiel</translation>
    </message>
    <message>
        <source>Too many windows of this game are open: this one&apos;s game will not be saved</source>
        <translation>Zu viele Fenster dieses Spiels sind offen: Das Spiel dieses Fensters wird nicht gespeichert</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Das Spiel konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Zurückgenommen: %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Die Statistik konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>SolitaireWindow</name>
    <message>
        <source>%1 — Tarocchi</source>
        <translation>%1 — Tarocchi</translation>
    </message>
    <message>
        <source>&amp;New deal</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>A new deal (a random deal number)</source>
        <translation>Ein neues Spiel (eine zufällige Nummer)</translation>
    </message>
    <message>
        <source>&amp;Deal #…</source>
        <translation>&amp;Spiel Nr.…</translation>
    </message>
    <message>
        <source>Play a deal by its number (the same number, the same deal)</source>
        <translation>Ein Spiel über seine Nummer spielen (gleiche Nummer, gleiches Spiel)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Neu &amp;beginnen</translation>
    </message>
    <message>
        <source>This deal from the beginning</source>
        <translation>Dieses Spiel von vorn</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Highlight a good move (counted, no penalty)</source>
        <translation>Einen guten Zug hervorheben (gezählt, ohne Strafe)</translation>
    </message>
    <message>
        <source>&amp;Autoplay demo</source>
        <translation>&amp;Automatische Vorführung</translation>
    </message>
    <message>
        <source>Let the computer play on (click again to stop)</source>
        <translation>Den Computer weiterspielen lassen (erneut klicken zum Anhalten)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>The fixed deal was not finished (%1 moves made). Resume it where it stopped?</source>
        <translation>Das festgelegte Spiel war nicht beendet (%1 Züge gemacht). Dort fortsetzen, wo es aufgehört hat?</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>Deal #%1 was not finished (%2 moves made). Resume it where it stopped?</source>
        <translation>Spiel Nr. %1 war nicht beendet (%2 Züge gemacht). Dort fortsetzen, wo es aufgehört hat?</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>%1 — deal #%2 — Tarocchi</source>
        <translation>%1 — Spiel Nr. %2 — Tarocchi</translation>
    </message>
    <message>
        <source>%1 — fixed deal — Tarocchi</source>
        <translation>%1 — festgelegtes Spiel — Tarocchi</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Spielnummer</translation>
    </message>
    <message>
        <source>Deal number (the same number always deals the same game):</source>
        <translation>Spielnummer (dieselbe Nummer gibt immer dasselbe Spiel):</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>%1 — Statistics</source>
        <translation>%1 — Statistik</translation>
    </message>
    <message>
        <source>Won (top captured)</source>
        <translation>Gewonnen (Spitze genommen)</translation>
    </message>
    <message>
        <source>Pyramid cleared</source>
        <translation>Pyramide abgeräumt</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Bestes Ergebnis</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Aktuelle Siegesserie</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Genutzte Tipps</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Cleared</source>
        <translation>Abgeräumt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestes</translation>
    </message>
    <message>
        <source>By deal number:</source>
        <translation>Nach Spielnummer:</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every %1 statistic?</source>
        <translation>Alle Statistiken von %1 vergessen?</translation>
    </message>
</context>
<context>
    <name>StatsRecorder</name>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <translation>Die Statistik konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Practice deals</source>
        <translation>Übungsspiele</translation>
    </message>
    <message>
        <source>Deals played with open hands or taking moves back, counted apart</source>
        <translation>Mit offenen Karten oder Zurücknehmen gespielte Spiele, getrennt gezählt</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Made (share)</source>
        <translation>Gewonnen (Anteil)</translation>
    </message>
    <message>
        <source>Contracts taken</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>No deal of this match for this person yet</source>
        <translation>Noch kein Spiel dieser Partie für diese Person</translation>
    </message>
    <message>
        <source>No deals counted yet</source>
        <translation>Noch keine Spiele gezählt</translation>
    </message>
    <message>
        <source>This match</source>
        <translation>Diese Partie</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Im Verlauf</translation>
    </message>
    <message>
        <source>Reset this game…</source>
        <translation>Dieses Spiel zurücksetzen…</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <source>Matches finished</source>
        <translation>Beendete Partien</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Gewonnene Spiele als Alleinspieler</translation>
    </message>
    <message>
        <source>Mean score per deal</source>
        <translation>Durchschnitt pro Spiel</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>Gesamtwertung</translation>
    </message>
    <message>
        <source>Best deal</source>
        <translation>Bestes Spiel</translation>
    </message>
    <message>
        <source>Worst deal</source>
        <translation>Schlechtestes Spiel</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Aktuelle Siegesserie</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <source>Practice deals are counted apart from the deals played for real.</source>
        <translation>Übungsspiele werden getrennt von den echten Spielen gezählt.</translation>
    </message>
    <message>
        <source>A deal is won with a score above zero; a computer player has no statistics.</source>
        <translation>Ein Spiel ist mit einer Wertung über null gewonnen; ein Computerspieler hat keine Statistik.</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Cleared</source>
        <translation>Abgeräumt</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Bestes Ergebnis</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Genutzte Tipps</translation>
    </message>
    <message>
        <source>The solitaire&apos;s own window shows these figures by deal number too.</source>
        <translation>Das eigene Fenster der Patience zeigt diese Zahlen auch nach Spielnummer.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every statistic of {game}, for every player count and person?</source>
        <translation>Alle Statistiken von {game} vergessen, für jede Spielerzahl und Person?</translation>
    </message>
    <message>
        <source>The statistics could not be reset: {error}</source>
        <translation>Die Statistik konnte nicht zurückgesetzt werden: {error}</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>Deal {n}</source>
        <translation>Spiel {n}</translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Dieses Spiel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Schreibblock</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Nächstes Spiel</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <source>Take back your last move (practice matches)</source>
        <translation>Ihren letzten Zug zurücknehmen (Übungspartien)</translation>
    </message>
    <message>
        <source>Moves can be taken back in a practice match (Game → New game)</source>
        <translation>Züge lassen sich in einer Übungspartie zurücknehmen (Spiel → Neues Spiel)</translation>
    </message>
    <message>
        <source>Your move was taken back</source>
        <translation>Ihr Zug wurde zurückgenommen</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>{rank} {suit}</source>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <source>the ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>of spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>the 2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>the 3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>the 4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>the 5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>the 6</source>
        <translation>6</translation>
    </message>
    <message>
        <source>the 7</source>
        <translation>7</translation>
    </message>
    <message>
        <source>the 8</source>
        <translation>8</translation>
    </message>
    <message>
        <source>the 9</source>
        <translation>9</translation>
    </message>
    <message>
        <source>the 10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>the jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>the cavalier</source>
        <translation>Reiter</translation>
    </message>
    <message>
        <source>the queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>the king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>of hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>of diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>of clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>the petit</source>
        <translation>Petit</translation>
    </message>
    <message>
        <source>the {n} of trumps</source>
        <translation>Trumpf {n}</translation>
    </message>
    <message>
        <source>the excuse</source>
        <translation>Excuse</translation>
    </message>
    <message>
        <source>the Pagat</source>
        <translation>Pagat</translation>
    </message>
    <message>
        <source>the Mond</source>
        <translation>Mond</translation>
    </message>
    <message>
        <source>the Sküs</source>
        <translation>Sküs</translation>
    </message>
    <message>
        <source>the Bagatto</source>
        <translation>Bagatto</translation>
    </message>
    <message>
        <source>the Mondo</source>
        <translation>Mondo</translation>
    </message>
    <message>
        <source>the Matto</source>
        <translation>Matto</translation>
    </message>
    <message>
        <source>the Begato</source>
        <translation>Begato</translation>
    </message>
    <message>
        <source>the Moretto 2</source>
        <translation>Moretto 2</translation>
    </message>
    <message>
        <source>the Moretto 3</source>
        <translation>Moretto 3</translation>
    </message>
    <message>
        <source>the Moretto 4</source>
        <translation>Moretto 4</translation>
    </message>
    <message>
        <source>the Moretto 5</source>
        <translation>Moretto 5</translation>
    </message>
    <message>
        <source>the Luna</source>
        <translation>Luna</translation>
    </message>
    <message>
        <source>the Sole</source>
        <translation>Sole</translation>
    </message>
    <message>
        <source>the Angelo</source>
        <translation>Angelo</translation>
    </message>
    <message>
        <source>the pagat</source>
        <translation>Pagat</translation>
    </message>
    <message>
        <source>tarock {number}</source>
        <translation>Tarock {number}</translation>
    </message>
    <message>
        <source>the world</source>
        <translation>Welt</translation>
    </message>
    <message>
        <source>the fool</source>
        <translation>Narr</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
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
        <source>spade</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>club</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>cavalier</source>
        <translation>Reiter</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <source>cavaliers</source>
        <translation>Reiter</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <source>of swords</source>
        <translation>Schwert</translation>
    </message>
    <message>
        <source>the knight</source>
        <translation>Ritter</translation>
    </message>
    <message>
        <source>of cups</source>
        <translation>Kelch</translation>
    </message>
    <message>
        <source>of coins</source>
        <translation>Münz</translation>
    </message>
    <message>
        <source>of batons</source>
        <translation>Stab</translation>
    </message>
    <message>
        <source>swords</source>
        <translation>Schwerter</translation>
    </message>
    <message>
        <source>cups</source>
        <translation>Kelche</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>batons</source>
        <translation>Stäbe</translation>
    </message>
    <message>
        <source>sword</source>
        <translation>Schwert</translation>
    </message>
    <message>
        <source>cup</source>
        <translation>Kelch</translation>
    </message>
    <message>
        <source>coin</source>
        <translation>Münze</translation>
    </message>
    <message>
        <source>baton</source>
        <translation>Stab</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>Ritter</translation>
    </message>
    <message>
        <source>knights</source>
        <translation>Ritter</translation>
    </message>
    <message>
        <source>the page</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>of pentacles</source>
        <translation>Pentakel</translation>
    </message>
    <message>
        <source>of wands</source>
        <translation>Stab</translation>
    </message>
    <message>
        <source>The Magician</source>
        <translation>der Magier</translation>
    </message>
    <message>
        <source>The High Priestess</source>
        <translation>die Hohepriesterin</translation>
    </message>
    <message>
        <source>The Empress</source>
        <translation>die Herrscherin</translation>
    </message>
    <message>
        <source>The Emperor</source>
        <translation>der Herrscher</translation>
    </message>
    <message>
        <source>The Hierophant</source>
        <translation>der Hierophant</translation>
    </message>
    <message>
        <source>The Lovers</source>
        <translation>die Liebenden</translation>
    </message>
    <message>
        <source>The Chariot</source>
        <translation>der Wagen</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>die Kraft</translation>
    </message>
    <message>
        <source>The Hermit</source>
        <translation>der Eremit</translation>
    </message>
    <message>
        <source>Wheel of Fortune</source>
        <translation>das Rad des Schicksals</translation>
    </message>
    <message>
        <source>Justice</source>
        <translation>die Gerechtigkeit</translation>
    </message>
    <message>
        <source>The Hanged Man</source>
        <translation>der Gehängte</translation>
    </message>
    <message>
        <source>Death</source>
        <translation>der Tod</translation>
    </message>
    <message>
        <source>Temperance</source>
        <translation>die Mäßigkeit</translation>
    </message>
    <message>
        <source>The Devil</source>
        <translation>der Teufel</translation>
    </message>
    <message>
        <source>The Tower</source>
        <translation>der Turm</translation>
    </message>
    <message>
        <source>The Star</source>
        <translation>der Stern</translation>
    </message>
    <message>
        <source>The Moon</source>
        <translation>der Mond</translation>
    </message>
    <message>
        <source>The Sun</source>
        <translation>die Sonne</translation>
    </message>
    <message>
        <source>Judgement</source>
        <translation>das Gericht</translation>
    </message>
    <message>
        <source>The World</source>
        <translation>die Welt</translation>
    </message>
    <message>
        <source>The Fool</source>
        <translation>der Narr</translation>
    </message>
    <message>
        <source>pentacles</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>wands</source>
        <translation>Stäbe</translation>
    </message>
    <message>
        <source>pentacle</source>
        <translation>Münze</translation>
    </message>
    <message>
        <source>wand</source>
        <translation>Stab</translation>
    </message>
    <message>
        <source>page</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>pages</source>
        <translation>Buben</translation>
    </message>
</context>
<context>
    <name>gender</name>
    <message>
        <source>Three</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>m</translation>
    </message>
    <message>
        <source>One</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>f</translation>
    </message>
    <message>
        <source>Preference</source>
        <translation>f</translation>
    </message>
    <message>
        <source>Duo</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Uno</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Tapper</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Take (prise)</source>
        <translation>f</translation>
    </message>
    <message>
        <source>Guard (garde)</source>
        <translation>f</translation>
    </message>
    <message>
        <source>Guard without the chien</source>
        <translation>f</translation>
    </message>
    <message>
        <source>Guard against the chien</source>
        <translation>f</translation>
    </message>
    <message>
        <source>Call the King</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Trischaken</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Sechserdreier</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Piccolo</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Solo (Solo-Call)</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Besserrufer with the Pagat</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Besserrufer with the Uhu</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Bettel</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Dreier</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Piccolo ouvert</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Bettel ouvert</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Solo-Dreier</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Unterer</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Oberer</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Tapp</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Call the XX</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Farberl</source>
        <translation>n</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Everyone passed: nobody plays</source>
        <translation>Alle haben gepasst: Niemand spielt</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>{contract} by {declarer:acc}: basic value {value}, everything ×{multiplier}</source>
        <translation>{contract} von {declarer:dat}: Grundwert {value}, alles ×{multiplier}</translation>
    </message>
    <message>
        <source>{contract} by {declarer:acc}: basic value {value}</source>
        <translation>{contract} von {declarer:dat}: Grundwert {value}</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <source>{declarer} {mine}, the defenders {theirs} (35 and two cards wins)</source>
        <translation>{declarer} {mine}, die Gegenspieler {theirs} (35 und zwei Blatt gewinnen)</translation>
    </message>
    <message>
        <source>{points} to {to:acc}</source>
        <translation>{points} an {to:acc}</translation>
    </message>
    <message>
        <source>Written down</source>
        <translation>Angeschrieben</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Nothing more</source>
        <translation>Nichts mehr</translation>
    </message>
    <message>
        <source>Take {cards}</source>
        <translation>{cards} nehmen</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>none: {declarer:nom} called {card}, {declarer|you:your|his} own card, and played alone</source>
        <translation>keiner: {declarer} {declarer|you:riefen|rief} {card}, {declarer|you:Ihre|seine} eigene Karte, und {declarer|you:spielten|spielte} allein</translation>
    </message>
    <message>
        <source>{amount} to {side:acc}</source>
        <translation>{amount} an {side:acc}</translation>
    </message>
    <message>
        <source>{title} by {declarer:acc}</source>
        <translation>{title} von {declarer:dat}</translation>
    </message>
    <message>
        <source>{partner}, who held {card}</source>
        <translation>{partner}, {partner|you:der Sie {card} hatten|der {card} hatte}</translation>
    </message>
    <message>
        <source>none: {card} lay in the talon</source>
        <translation>keiner: {card} lag im Talon</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Ich bleibe</translation>
    </message>
    <message>
        <source>No announcement</source>
        <translation>Keine Ansage</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>{declarer} took {n} of the {played} played</source>
        <translation>{declarer} {declarer|you:machten|machte} {n} der {played} gespielten</translation>
    </message>
    <message>
        <source>{declarer} took 1 of the {played} played</source>
        <translation>{declarer} {declarer|you:machten|machte} 1 der {played} gespielten</translation>
    </message>
    <message>
        <source>{team} {mine}, {others:nom} {theirs} ({needed} wins)</source>
        <translation>{team} {mine}, {others:nom} {theirs} ({needed} gewinnt)</translation>
    </message>
    <message>
        <source>How a deal is scored: every player receives from each other player the difference between their points, or the player with the most points wins one from each other player.</source>
        <translation>Wie ein Spiel zählt: Jeder Spieler erhält von jedem anderen die Differenz ihrer Punkte, oder der Spieler mit den meisten Punkten gewinnt von jedem anderen eins.</translation>
    </message>
    <message>
        <source>Score of a deal</source>
        <translation>Wertung eines Spiels</translation>
    </message>
    <message>
        <source>The differences of the points</source>
        <translation>Die Punktdifferenzen</translation>
    </message>
    <message>
        <source>One to the winner of the hand</source>
        <translation>Eins an den Gewinner des Spiels</translation>
    </message>
    <message>
        <source>Order of the pips in hearts and diamonds: 10 high to ace low like the black suits, or reversed, ace high.</source>
        <translation>Rangfolge der Zahlkarten in Herz und Karo: 10 hoch bis Ass niedrig wie die schwarzen Farben, oder umgekehrt, Ass hoch.</translation>
    </message>
    <message>
        <source>Red pips</source>
        <translation>Rote Zahlkarten</translation>
    </message>
    <message>
        <source>10 high, like the black suits</source>
        <translation>10 hoch, wie die schwarzen Farben</translation>
    </message>
    <message>
        <source>Ace high (reversed)</source>
        <translation>Ass hoch (umgekehrt)</translation>
    </message>
    <message>
        <source>{counted}: {value}</source>
        <translation>{counted}: {value}</translation>
    </message>
    <message>
        <source>no cards: {points}</source>
        <translation>keine Karten: {points}</translation>
    </message>
    <message>
        <source>{counted}: {value}, less {off} and {left_off}: {points}</source>
        <translation>{counted}: {value}, abzüglich {off} und {left_off}: {points}</translation>
    </message>
    <message>
        <source>{counted}: {value}, less {off}: {points}</source>
        <translation>{counted}: {value}, abzüglich {off}: {points}</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>the differences of the points</source>
        <translation>die Punktdifferenzen</translation>
    </message>
    <message>
        <source>Winner of the hand: {seat:nom}, with {points} points</source>
        <translation>Gewinner des Spiels: {seat:nom}, mit {points} Punkten</translation>
    </message>
    <message>
        <source>The hand is shared by {seats:acc}, with {points} points each</source>
        <translation>Das Spiel teilen sich {seats:nom}, mit je {points} Punkten</translation>
    </message>
    <message>
        <source>{n} card over</source>
        <translation>{n} Karte übrig</translation>
    </message>
    <message>
        <source>{n} cards over</source>
        <translation>{n} Karten übrig</translation>
    </message>
    <message>
        <source>{batches} and {left}</source>
        <translation>{batches} und {left}</translation>
    </message>
    <message>
        <source>points less {par}</source>
        <translation>Punkte abzüglich {par}</translation>
    </message>
    <message>
        <source>one to the winner of the hand</source>
        <translation>eins an den Gewinner des Spiels</translation>
    </message>
    <message>
        <source>{seat}</source>
        <translation>{seat}</translation>
    </message>
    <message>
        <source>laid away by {seat:acc}</source>
        <translation>abgelegt von {seat:dat}</translation>
    </message>
    <message>
        <source>to {seat:acc}, the winner of the hand</source>
        <translation>an {seat:acc}, den Gewinner des Spiels</translation>
    </message>
    <message>
        <source>taken by {seat:acc}, who laid away {n}</source>
        <translation>genommen von {seat:dat}, {seat|you:der Sie {n} ablegten|der {n} ablegte}</translation>
    </message>
    <message>
        <source>to {seat:acc}, for the last trick</source>
        <translation>an {seat:acc}, für den letzten Stich</translation>
    </message>
    <message>
        <source>Preference</source>
        <translation>Präferenz</translation>
    </message>
    <message>
        <source>Duo</source>
        <translation>Duo</translation>
    </message>
    <message>
        <source>Uno</source>
        <translation>Uno</translation>
    </message>
    <message>
        <source>Tapper</source>
        <translation>Tapper</translation>
    </message>
    <message>
        <source>Take (win the majority for 2, or pay 3) or pass</source>
        <translation>Nehmen (Mehrheit gewinnt 2, sonst 3 zahlen) oder passen</translation>
    </message>
    <message>
        <source>Play a card from your hand or a face-up straw card</source>
        <translation>Spielen Sie eine Karte aus der Hand oder eine offene Strohmann-Karte</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc}</source>
        <translation>{amount} an {winner:acc}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>{declarer} surrendered the {contract}: the called card lay in the talon</source>
        <translation>{declarer} {declarer|you:gaben|gab} das Spiel {contract} auf: Die gerufene Karte lag im Talon</translation>
    </message>
    <message>
        <source>{team} {mine}, {others:nom} {theirs} ({needed} needed)</source>
        <translation>{team} {mine}, {others:nom} {theirs} ({needed} nötig)</translation>
    </message>
    <message>
        <source>{points} card points</source>
        <translation>{points} Kartenpunkte</translation>
    </message>
    <message>
        <source>{a} {pa}, {b:nom} {pb} ({needed} needed)</source>
        <translation>{a} {pa}, {b:nom} {pb} ({needed} nötig)</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>{declarer} {declarer|you:pay|pays} the contract to every other player</source>
        <translation>{declarer} {declarer|you:zahlen|zahlt} das Spiel an jeden anderen Spieler</translation>
    </message>
    <message>
        <source>none: {declarer:nom} played alone</source>
        <translation>keiner: {declarer:nom} {declarer|you:spielten|spielte} allein</translation>
    </message>
    <message>
        <source>No card points</source>
        <translation>Keine Kartenpunkte</translation>
    </message>
    <message>
        <source>{clean}: paid 2 instead of 1</source>
        <translation>{clean}: {clean|you:erhalten|many:erhalten|erhält} 2 statt 1</translation>
    </message>
    <message>
        <source>More than half</source>
        <translation>Mehr als die Hälfte</translation>
    </message>
    <message>
        <source>the most card points exceed half of {in_play}: payments doubled</source>
        <translation>die meisten Kartenpunkte übersteigen die Hälfte von {in_play}: Zahlungen verdoppelt</translation>
    </message>
    <message>
        <source>A tie: {points} card points each</source>
        <translation>Gleichstand: je {points} Kartenpunkte</translation>
    </message>
    <message>
        <source>{seat} won the majority: {points} of {total} card points</source>
        <translation>{seat} {seat|you:gewannen|gewann} die Mehrheit: {points} von {total} Kartenpunkten</translation>
    </message>
    <message>
        <source>{amount} to {seat:acc}</source>
        <translation>{amount} an {seat:acc}</translation>
    </message>
    <message>
        <source>Take the treasure and go on</source>
        <translation>Den Schatz nehmen und weitergehen</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>How many potions and spells the magician may keep for later turns.</source>
        <translation>Wie viele Tränke und Zauber der Magier für spätere Züge behalten darf.</translation>
    </message>
    <message>
        <source>Satchel</source>
        <translation>Tasche</translation>
    </message>
    <message>
        <source>What a magician knocked out keeps of the treasure.</source>
        <translation>Was ein besiegter Magier vom Schatz behält.</translation>
    </message>
    <message>
        <source>Knocked out</source>
        <translation>K. o.</translation>
    </message>
    <message>
        <source>drops the treasure (scores 0)</source>
        <translation>verliert den Schatz (0 Punkte)</translation>
    </message>
    <message>
        <source>keeps the treasure</source>
        <translation>behält den Schatz</translation>
    </message>
    <message>
        <source>Score {score}</source>
        <translation>Punkte {score}</translation>
    </message>
    <message>
        <source>Treasure found</source>
        <translation>Gefundener Schatz</translation>
    </message>
    <message>
        <source>{diamonds} worth {worth}</source>
        <translation>{diamonds} im Wert von {worth}</translation>
    </message>
    <message>
        <source>Damage taken</source>
        <translation>Erlittener Schaden</translation>
    </message>
    <message>
        <source>{damage} of 22</source>
        <translation>{damage} von 22</translation>
    </message>
    <message>
        <source>Quartets turned up</source>
        <translation>Aufgedeckte Quartette</translation>
    </message>
    <message>
        <source>{turns} of 14</source>
        <translation>{turns} von 14</translation>
    </message>
    <message>
        <source>Beat {monster} with {spells}</source>
        <translation>{monster} mit {spells} besiegen</translation>
    </message>
    <message>
        <source>Drink {potion} (heal {n})</source>
        <translation>{potion} trinken (heilt {n})</translation>
    </message>
    <message>
        <source>Keep {card} in the satchel</source>
        <translation>{card} in der Tasche behalten</translation>
    </message>
    <message>
        <source>Throw away {card}</source>
        <translation>{card} wegwerfen</translation>
    </message>
    <message>
        <source>Teleport out</source>
        <translation>Hinausteleportieren</translation>
    </message>
    <message>
        <source>Go on (take {n} damage)</source>
        <translation>Weitergehen ({n} Schaden nehmen)</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>The journey is complete: treasure worth {score}</source>
        <translation>Die Reise ist vollendet: Schatz im Wert von {score}</translation>
    </message>
    <message>
        <source>Teleported out with treasure worth {score}</source>
        <translation>Hinausteleportiert mit einem Schatz im Wert von {score}</translation>
    </message>
    <message>
        <source>{n} diamond</source>
        <translation>{n} Karo</translation>
    </message>
    <message>
        <source>{n} diamonds</source>
        <translation>{n} Karos</translation>
    </message>
    <message>
        <source>Knocked out: the treasure is lost</source>
        <translation>K. o.: Der Schatz ist verloren</translation>
    </message>
    <message>
        <source>Knocked out, with treasure worth {score}</source>
        <translation>K. o., mit einem Schatz im Wert von {score}</translation>
    </message>
    <message>
        <source>The excuse played at the last trick: changes side (FFT, rules 001) or goes to the trick&apos;s winner (Jeux de tarot). Either way, a side that won every other trick wins it.</source>
        <translation>Die Excuse im letzten Stich: wechselt die Seite (FFT, Regeln 001) oder geht an den Stichgewinner (Jeux de tarot). In jedem Fall gewinnt sie eine Seite, die alle anderen Stiche gemacht hat.</translation>
    </message>
    <message>
        <source>The excuse at the last trick</source>
        <translation>Die Excuse im letzten Stich</translation>
    </message>
    <message>
        <source>Changes side (FFT)</source>
        <translation>Wechselt die Seite (FFT)</translation>
    </message>
    <message>
        <source>Goes to the trick&apos;s winner (Jeux de tarot)</source>
        <translation>Geht an den Stichgewinner (Jeux de tarot)</translation>
    </message>
    <message>
        <source>Who leads the first trick: the player to the dealer&apos;s right (FFT) or the taker (Jeux de tarot). A slam announcer always leads.</source>
        <translation>Wer zum ersten Stich ausspielt: der Spieler rechts vom Geber (FFT) oder der Alleinspieler (Jeux de tarot). Wer Schlemm ansagt, spielt immer aus.</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Erstes Ausspiel</translation>
    </message>
    <message>
        <source>The dealer&apos;s right (FFT)</source>
        <translation>Rechts vom Geber (FFT)</translation>
    </message>
    <message>
        <source>The taker (Jeux de tarot)</source>
        <translation>Der Alleinspieler (Jeux de tarot)</translation>
    </message>
    <message>
        <source>Order of the red pips: 10 high to ace low like the black ones (FFT), or reversed, ace high (Jeux de tarot).</source>
        <translation>Rangfolge der roten Zahlkarten: 10 hoch bis Ass niedrig wie die schwarzen (FFT), oder umgekehrt, Ass hoch (Jeux de tarot).</translation>
    </message>
    <message>
        <source>10 high, ace low (FFT)</source>
        <translation>10 hoch, Ass niedrig (FFT)</translation>
    </message>
    <message>
        <source>Ace high, 10 low (Jeux de tarot)</source>
        <translation>Ass hoch, 10 niedrig (Jeux de tarot)</translation>
    </message>
    <message>
        <source>Poignée thresholds at five players: 8/10/13 (FFT) or 5/8/10 (Jeux de tarot).</source>
        <translation>Schwellen der Poignées zu fünft: 8/10/13 (FFT) oder 5/8/10 (Jeux de tarot).</translation>
    </message>
    <message>
        <source>Poignées at five players</source>
        <translation>Poignées zu fünft</translation>
    </message>
    <message>
        <source>8, 10 and 13 trumps (FFT)</source>
        <translation>8, 10 und 13 Trümpfe (FFT)</translation>
    </message>
    <message>
        <source>5, 8 and 10 trumps (Jeux de tarot)</source>
        <translation>5, 8 und 10 Trümpfe (Jeux de tarot)</translation>
    </message>
    <message>
        <source>{contract} by {taker:acc}, score ×{multiplier}</source>
        <translation>{contract} von {taker:dat}, Wert ×{multiplier}</translation>
    </message>
    <message>
        <source>taker&apos;s side {mine}, defence {theirs}</source>
        <translation>Spielerseite {mine}, Gegenspieler {theirs}</translation>
    </message>
    <message>
        <source>Oudlers</source>
        <translation>Oudler</translation>
    </message>
    <message>
        <source>{n} taken: {target} points needed</source>
        <translation>{n} gewonnen: {target} Punkte nötig</translation>
    </message>
    <message>
        <source>1 taken: {target} points needed</source>
        <translation>1 gewonnen: {target} Punkte nötig</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Petit au bout</source>
        <translation>Petit au bout</translation>
    </message>
    <message>
        <source>Poignée</source>
        <translation>Poignée</translation>
    </message>
    <message>
        <source>Slam (chelem)</source>
        <translation>Schlemm (chelem)</translation>
    </message>
    <message>
        <source>{taker} called {card} and played alone</source>
        <translation>{taker} {taker|you:riefen|rief} {card} und {taker|you:spielten|spielte} allein</translation>
    </message>
    <message>
        <source>Take the first half: {cards}</source>
        <translation>Die erste Hälfte nehmen: {cards}</translation>
    </message>
    <message>
        <source>Take the second half: {cards}</source>
        <translation>Die zweite Hälfte nehmen: {cards}</translation>
    </message>
    <message>
        <source>Bid a game or pass</source>
        <translation>Ein Spiel ansagen oder passen</translation>
    </message>
    <message>
        <source>Your call stands: play it, or choose another game</source>
        <translation>Ihre Ansage steht: spielen Sie sie, oder wählen Sie ein anderes Spiel</translation>
    </message>
    <message>
        <source>Call a king</source>
        <translation>Einen König rufen</translation>
    </message>
    <message>
        <source>The called king is in the talon: concede, or play alone</source>
        <translation>Der gerufene König liegt im Talon: aufgeben oder allein spielen</translation>
    </message>
    <message>
        <source>Take one half of the talon</source>
        <translation>Eine Talonhälfte nehmen</translation>
    </message>
    <message>
        <source>Announce premiums, double, or say none</source>
        <translation>Prämien ansagen, kontrieren oder nichts sagen</translation>
    </message>
    <message>
        <source>Trischaken is played: eldest hand must open, and may turn his accepted call into Trischaken (off: eldest hand may pass; if all pass the cards are thrown in).</source>
        <translation>Trischaken wird gespielt: Vorhand muss eröffnen und darf ihr angenommenes Rufspiel in einen Trischaken verwandeln (aus: Vorhand darf passen; passen alle, wird neu gegeben).</translation>
    </message>
    <message>
        <source>Trischaken</source>
        <translation>Trischaken</translation>
    </message>
    <message>
        <source>The Sechserdreier (all six talon cards, wins 3, loses 6) may be chosen by eldest hand when his call is accepted.</source>
        <translation>Vorhand darf den Sechserdreier (alle sechs Talonkarten, gewinnt 3, verliert 6) wählen, wenn ihr Rufspiel angenommen ist.</translation>
    </message>
    <message>
        <source>Sechserdreier</source>
        <translation>Sechserdreier</translation>
    </message>
    <message>
        <source>Piccolo and Bettel, and their ouvert forms, may be bid.</source>
        <translation>Piccolo und Bettel, auch offen (ouvert), dürfen angesagt werden.</translation>
    </message>
    <message>
        <source>Piccolo and Bettel</source>
        <translation>Piccolo und Bettel</translation>
    </message>
    <message>
        <source>Who must bid a Dreier at his first turn or not at all: eldest hand (the book: &quot;non-dealer must announce a Dreier immediately&quot;), every player, or nobody.</source>
        <translation>Wer einen Dreier bei der ersten Gelegenheit oder gar nicht ansagen muss: Vorhand (das Buch: „non-dealer must announce a Dreier immediately“), jeder Spieler oder niemand.</translation>
    </message>
    <message>
        <source>A Dreier is bid at once</source>
        <translation>Ein Dreier wird sofort angesagt</translation>
    </message>
    <message>
        <source>By eldest hand</source>
        <translation>Von der Vorhand</translation>
    </message>
    <message>
        <source>By every player</source>
        <translation>Von jedem Spieler</translation>
    </message>
    <message>
        <source>No: at any turn</source>
        <translation>Nein: jederzeit</translation>
    </message>
    <message>
        <source>How far doubling goes: superdouble (×8), redouble (×4) or double (×2).</source>
        <translation>Wie weit kontriert wird: Subkontra (×8), Rekontra (×4) oder Kontra (×2).</translation>
    </message>
    <message>
        <source>Doubling</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>A called king found in the talon doubles the game of a declarer who plays on alone (the book); off: he plays alone at the simple value.</source>
        <translation>Ein gerufener König im Talon verdoppelt das Spiel eines Alleinspielers, der weiterspielt (das Buch); aus: er spielt allein zum einfachen Wert.</translation>
    </message>
    <message>
        <source>A called king in the talon doubles the game</source>
        <translation>Ein gerufener König im Talon verdoppelt das Spiel</translation>
    </message>
    <message>
        <source>Book units the Trischaken winner receives from the loser: 4 (the rule&apos;s text) or 2 (the value table).</source>
        <translation>Einheiten, die der Trischaken-Gewinner vom Verlierer erhält: 4 (der Regeltext) oder 2 (die Wertetabelle).</translation>
    </message>
    <message>
        <source>Trischaken stake</source>
        <translation>Trischaken-Einsatz</translation>
    </message>
    <message>
        <source>4 units (the rule&apos;s text)</source>
        <translation>4 Einheiten (der Regeltext)</translation>
    </message>
    <message>
        <source>2 units (the value table)</source>
        <translation>2 Einheiten (die Wertetabelle)</translation>
    </message>
    <message>
        <source>After a Trischaken: each player gets a match, which doubles his next game as declarer and is given back when he wins it (the book&apos;s recommended rule); or the next four deals are played at double stakes; or nothing.</source>
        <translation>Nach einem Trischaken: Jeder Spieler bekommt ein Zündholz, das sein nächstes Spiel als Alleinspieler verdoppelt und zurückgegeben wird, wenn er es gewinnt (die empfohlene Regel des Buchs); oder die nächsten vier Spiele zählen doppelt; oder nichts.</translation>
    </message>
    <message>
        <source>After a Trischaken</source>
        <translation>Nach einem Trischaken</translation>
    </message>
    <message>
        <source>Each player gets a match</source>
        <translation>Jeder Spieler bekommt ein Zündholz</translation>
    </message>
    <message>
        <source>Four deals at double stakes</source>
        <translation>Vier Spiele zum doppelten Einsatz</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <source>Concede the game</source>
        <translation>Das Spiel aufgeben</translation>
    </message>
    <message>
        <source>Play alone (doubled)</source>
        <translation>Allein spielen (verdoppelt)</translation>
    </message>
    <message>
        <source>Play alone</source>
        <translation>Allein spielen</translation>
    </message>
    <message>
        <source>Play the call</source>
        <translation>Das Rufspiel spielen</translation>
    </message>
    <message>
        <source>Plays alone</source>
        <translation>Spielt allein</translation>
    </message>
    <message>
        <source>Trischaken: {winners:nom} took no trick</source>
        <translation>Trischaken: {winners:nom} {winners|you:machten|many:machten|machte} keinen Stich</translation>
    </message>
    <message>
        <source>Trischaken: {winners:nom} took the fewest points</source>
        <translation>Trischaken: {winners:nom} {winners|you:machten|many:machten|machte} die wenigsten Punkte</translation>
    </message>
    <message>
        <source>{points} card points, 1 trick</source>
        <translation>{points} Kartenpunkte, 1 Stich</translation>
    </message>
    <message>
        <source>{points} card points, {tricks} tricks</source>
        <translation>{points} Kartenpunkte, {tricks} Stiche</translation>
    </message>
    <message>
        <source>Paying</source>
        <translation>Zahlt</translation>
    </message>
    <message>
        <source>{losers}</source>
        <translation>{losers}</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>doubled (×{factor}) after a Trischaken</source>
        <translation>verdoppelt (×{factor}) nach einem Trischaken</translation>
    </message>
    <message>
        <source>Rows of the pyramid: row r holds r stacks of r cards (5 rows: 55 cards, 23 to draw).</source>
        <translation>Reihen der Pyramide: Reihe r hat r Stapel zu r Karten (5 Reihen: 55 Karten, 23 zum Ziehen).</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Reihen</translation>
    </message>
    <message>
        <source>Which suit card a trump captures: any free one, or only one on a stack next to the trump&apos;s (the text&apos;s &quot;adjacent&quot;; a turned card pairs with any free card).</source>
        <translation>Welche Farbkarte ein Trumpf nimmt: jede freie, oder nur eine auf einem Nachbarstapel (das „adjacent“ des Textes; eine aufgedeckte Karte passt zu jeder freien).</translation>
    </message>
    <message>
        <source>A trump pairs with</source>
        <translation>Ein Trumpf passt zu</translation>
    </message>
    <message>
        <source>Any free suit card</source>
        <translation>Jeder freien Farbkarte</translation>
    </message>
    <message>
        <source>A suit card on an adjacent stack</source>
        <translation>Einer Farbkarte auf einem Nachbarstapel</translation>
    </message>
    <message>
        <source>Capture a pair</source>
        <translation>Ein Paar nehmen</translation>
    </message>
    <message>
        <source>Capture {cards}</source>
        <translation>{cards} nehmen</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Capture the turned card, {card}</source>
        <translation>Die aufgedeckte Karte nehmen, {card}</translation>
    </message>
    <message>
        <source>No capture: draw</source>
        <translation>Nichts zu nehmen: ziehen</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Capture {card} alone</source>
        <translation>{card} allein nehmen</translation>
    </message>
    <message>
        <source>Deal {deal}: the pyramid cleared, score {score}</source>
        <translation>Spiel {deal}: Pyramide abgeräumt, {score} Punkte</translation>
    </message>
    <message>
        <source>Cards captured</source>
        <translation>Genommene Karten</translation>
    </message>
    <message>
        <source>{n}, worth {points}</source>
        <translation>{n}, im Wert von {points}</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Übrig</translation>
    </message>
    <message>
        <source>{pyramid} in the pyramid, {deck} in the deck</source>
        <translation>{pyramid} in der Pyramide, {deck} im Stapel</translation>
    </message>
    <message>
        <source>Deal {deal}: the top card captured, score {score}</source>
        <translation>Spiel {deal}: oberste Karte genommen, {score} Punkte</translation>
    </message>
    <message>
        <source>Deal {deal}: no move left, score {score}</source>
        <translation>Spiel {deal}: kein Zug mehr, {score} Punkte</translation>
    </message>
    <message>
        <source>Top card bonus</source>
        <translation>Bonus für die oberste Karte</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} Punkte</translation>
    </message>
    <message>
        <source>Cleared pyramid bonus</source>
        <translation>Bonus für die abgeräumte Pyramide</translation>
    </message>
    <message>
        <source>Play with the Uhu: Tarock II winning the trick before the last (announced 40 before the buy, 20 after, 10 silent). Almost always agreed.</source>
        <translation>Mit dem Uhu spielen: Tarock II macht den vorletzten Stich (angesagt 40 vor dem Kauf, 20 danach, 10 still). Fast immer vereinbart.</translation>
    </message>
    <message>
        <source>Uhu</source>
        <translation>Uhu</translation>
    </message>
    <message>
        <source>Who scores 4 for holding the Trull: any player who holds it (the book&apos;s words), or only the declarer. Four Kings count for the declarer only either way.</source>
        <translation>Wer 4 für den Trull in der Hand bekommt: jeder Spieler, der ihn hält (das Buch), oder nur der Alleinspieler. Vier Könige zählen in jedem Fall nur für den Alleinspieler.</translation>
    </message>
    <message>
        <source>Trull premium</source>
        <translation>Trull-Prämie</translation>
    </message>
    <message>
        <source>Any player who holds it</source>
        <translation>Jeder Spieler, der ihn hält</translation>
    </message>
    <message>
        <source>The declarer only</source>
        <translation>Nur der Alleinspieler</translation>
    </message>
    <message>
        <source>Take up (promise 35 and two cards) or pass</source>
        <translation>Aufnehmen (35 und zwei Blatt versprechen) oder passen</translation>
    </message>
    <message>
        <source>When both players pass: throw the cards in (the usual rule), or play the deal out for one unit to the player with more card points (35 each is a draw).</source>
        <translation>Wenn beide passen: neu geben (die übliche Regel), oder das Spiel um eine Einheit für den Spieler mit mehr Kartenpunkten ausspielen (je 35 ist unentschieden).</translation>
    </message>
    <message>
        <source>Play out when both pass</source>
        <translation>Ausspielen, wenn beide passen</translation>
    </message>
    <message>
        <source>Both passed: the cards are thrown in</source>
        <translation>Beide haben gepasst: Es wird neu gegeben</translation>
    </message>
    <message>
        <source>{taker} took up and won with {points}</source>
        <translation>{taker} {taker|you:nahmen|nahm} auf und {taker|you:gewannen|gewann} mit {points:dat}</translation>
    </message>
    <message>
        <source>{taker} took up and lost with {points}</source>
        <translation>{taker} {taker|you:nahmen|nahm} auf und {taker|you:verloren|verlor} mit {points:dat}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spielwert</translation>
    </message>
    <message>
        <source>{units} units to {taker:acc}</source>
        <translation>{units} Einheiten an {taker:acc}</translation>
    </message>
    <message>
        <source>{units} units from {taker:acc}</source>
        <translation>{units} Einheiten von {taker:dat}</translation>
    </message>
    <message>
        <source>{a} {pa}, {b:nom} {pb} (35 and two cards wins)</source>
        <translation>{a} {pa}, {b:nom} {pb} (35 und zwei Blatt gewinnen)</translation>
    </message>
    <message>
        <source>Played out without a taker: a draw at {points} each</source>
        <translation>Ohne Alleinspieler gespielt: unentschieden mit je {points:dat}</translation>
    </message>
    <message>
        <source>nothing: a draw</source>
        <translation>nichts: unentschieden</translation>
    </message>
    <message>
        <source>Played out without a taker: {seat:nom} {seat|you:have|has} more card points</source>
        <translation>Ohne Alleinspieler gespielt: {seat:nom} {seat|you:haben|hat} mehr Kartenpunkte</translation>
    </message>
    <message>
        <source>{units} unit to {seat:acc}</source>
        <translation>{units} Einheit an {seat:acc}</translation>
    </message>
    <message>
        <source>What the dealer may lay away: never a king, the 1 or the 21, and the excuse only without another trump (Jeux de tarot); or, as in Piedmont, never the excuse either, and the 1 only when it is his only trump.</source>
        <translation>Was der Geber ablegen darf: nie einen König, die 1 oder die 21, und die Excuse nur ohne anderen Trumpf (Jeux de tarot); oder, wie im Piemont, auch nie die Excuse, und die 1 nur als einzigen Trumpf.</translation>
    </message>
    <message>
        <source>Laying away</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>As the text says</source>
        <translation>Wie der Text sagt</translation>
    </message>
    <message>
        <source>As in Piedmont</source>
        <translation>Wie im Piemont</translation>
    </message>
    <message>
        <source>Bid a contract or pass</source>
        <translation>Ein Spiel bieten oder passen</translation>
    </message>
    <message>
        <source>Everyone else passed: raise your bid if you like</source>
        <translation>Alle anderen haben gepasst: Erhöhen Sie, wenn Sie wollen</translation>
    </message>
    <message>
        <source>Nobody bid over your preference: play it, or play a misère</source>
        <translation>Niemand bot über Ihre Präferenz: spielen Sie sie, oder eine Misère</translation>
    </message>
    <message>
        <source>Call a king, or play alone</source>
        <translation>Einen König rufen oder allein spielen</translation>
    </message>
    <message>
        <source>Call a tarock, or play alone</source>
        <translation>Einen Tarock rufen oder allein spielen</translation>
    </message>
    <message>
        <source>The called card is in the talon: surrender, or play on alone</source>
        <translation>Die gerufene Karte liegt im Talon: aufgeben oder allein weiterspielen</translation>
    </message>
    <message>
        <source>Announce bonuses, or pass</source>
        <translation>Prämien ansagen oder passen</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Eine Karte spielen</translation>
    </message>
    <message>
        <source>Contra, or pass</source>
        <translation>Kontra oder passen</translation>
    </message>
    <message>
        <source>Winning the last trick with the pagat is worth 1 victory point to its side; losing it there pays 1.</source>
        <translation>Den letzten Stich mit dem Pagat zu machen bringt seiner Seite 1 Siegpunkt; ihn dort zu verlieren kostet 1.</translation>
    </message>
    <message>
        <source>Pagat ultimo (5.1)</source>
        <translation>Pagat ultimo (5.1)</translation>
    </message>
    <message>
        <source>The side that wins every trick scores four times the contract instead of the contract.</source>
        <translation>Die Seite, die alle Stiche macht, bekommt das Vierfache des Spiels statt des Spiels.</translation>
    </message>
    <message>
        <source>Valat (5.2)</source>
        <translation>Valat (5.2)</translation>
    </message>
    <message>
        <source>A round of announcements before the first trick: an announced bonus scores double, the pagat is laid out, an announced valat replaces the contract.</source>
        <translation>Eine Ansagerunde vor dem ersten Stich: Eine angesagte Prämie zählt doppelt, der Pagat wird aufgelegt, ein angesagter Valat ersetzt das Spiel.</translation>
    </message>
    <message>
        <source>Announcements (5.3)</source>
        <translation>Ansagen (5.3)</translation>
    </message>
    <message>
        <source>A misère, where the most card points pays: the forehand&apos;s unopposed preference (three and four players), or when everyone passes (five and six).</source>
        <translation>Eine Misère, bei der die meisten Kartenpunkte zahlen: die unangefochtene Präferenz der Vorhand (zu dritt und viert) oder wenn alle passen (zu fünft und sechst).</translation>
    </message>
    <message>
        <source>Misère (5.4)</source>
        <translation>Misère (5.4)</translation>
    </message>
    <message>
        <source>The side that wins all three oudlers, or all four kings, in its tricks is paid 1 for each (2 when announced).</source>
        <translation>Die Seite, die alle drei Oudler oder alle vier Könige in ihren Stichen hat, bekommt je 1 (2, wenn angesagt).</translation>
    </message>
    <message>
        <source>All three and all four (6.1)</source>
        <translation>Alle drei und alle vier (6.1)</translation>
    </message>
    <message>
        <source>A player holding many tarocks may declare how many: 1, 2 or 3 victory points, won or lost with his side&apos;s contract.</source>
        <translation>Wer viele Tarocke hält, darf ihre Zahl ansagen: 1, 2 oder 3 Siegpunkte, gewonnen oder verloren mit dem Spiel seiner Seite.</translation>
    </message>
    <message>
        <source>Handfuls (6.2)</source>
        <translation>Handvoll (6.2)</translation>
    </message>
    <message>
        <source>Four players: the side that wins the last trick with the called king in it is paid 1; its holder may announce it (2), laying the king out.</source>
        <translation>Zu viert: Die Seite, die den letzten Stich mit dem gerufenen König macht, bekommt 1; sein Besitzer darf es ansagen (2) und legt den König auf.</translation>
    </message>
    <message>
        <source>King ultimo (6.3)</source>
        <translation>König ultimo (6.3)</translation>
    </message>
    <message>
        <source>Bidding goes round until all but one have passed; a player senior to the bidder may match the bid; the last bidder may then raise it.</source>
        <translation>Gereizt wird reihum, bis alle bis auf einen gepasst haben; ein Spieler mit Vorrang darf das Gebot halten; der letzte Bieter darf es danach erhöhen.</translation>
    </message>
    <message>
        <source>Multiple-round auction (7.1)</source>
        <translation>Mehrrundiges Reizen (7.1)</translation>
    </message>
    <message>
        <source>During the announcements the other side may contra the contract or a bonus (×2), the side it belongs to re-contra (×4), the other side supra-contra (×8).</source>
        <translation>Während der Ansagen darf die andere Seite das Spiel oder eine Prämie kontrieren (×2), die eigene Seite rekontrieren (×4), die andere Seite subkontrieren (×8).</translation>
    </message>
    <message>
        <source>Contra, re-contra, supra-contra (7.2)</source>
        <translation>Kontra, Rekontra, Subkontra (7.2)</translation>
    </message>
    <message>
        <source>In a misère each player must beat the best card of the trick when he can and keeps the pagat back; a player without card points is paid 2.</source>
        <translation>In einer Misère muss jeder die beste Karte des Stichs schlagen, wenn er kann, und hält den Pagat zurück; ein Spieler ohne Kartenpunkte bekommt 2.</translation>
    </message>
    <message>
        <source>Trick compulsion in the misère (7.3)</source>
        <translation>Stichzwang in der Misère (7.3)</translation>
    </message>
    <message>
        <source>The fool is a wild card: played to any trick, it never wins and goes back to its owner&apos;s tricks, with no card in exchange.</source>
        <translation>Der Narr ist eine freie Karte: in jeden Stich gespielt, gewinnt er nie und geht zurück in die Stiche seines Besitzers, ohne Karte im Tausch.</translation>
    </message>
    <message>
        <source>The fool as a wild card (8.1)</source>
        <translation>Der Narr als freie Karte (8.1)</translation>
    </message>
    <message>
        <source>Two players: a tarock, the fool or a king turned up on a straw man goes into its owner&apos;s hand, shown to the opponent.</source>
        <translation>Zu zweit: Ein Tarock, der Narr oder ein König, der auf einem Strohmann aufgedeckt wird, kommt in die Hand seines Besitzers und wird dem Gegner gezeigt.</translation>
    </message>
    <message>
        <source>Tarocks and kings from the straw men (8.2.2)</source>
        <translation>Tarocke und Könige von den Strohmännern (8.2.2)</translation>
    </message>
    <message>
        <source>Two players: either player may take before the straw men are turned up; the taker wins 2 or pays 3 (a tie loses).</source>
        <translation>Zu zweit: Jeder darf nehmen, bevor die Strohmänner aufgedeckt werden; wer nimmt, gewinnt 2 oder zahlt 3 (Gleichstand verliert).</translation>
    </message>
    <message>
        <source>Take or pass (8.2.3)</source>
        <translation>Nehmen oder passen (8.2.3)</translation>
    </message>
    <message>
        <source>Introductory</source>
        <translation>Einführung</translation>
    </message>
    <message>
        <source>The introductory game: the contracts, the talon, the call of a partner at four and six, the straw men at two; no bonuses.</source>
        <translation>Das Einführungsspiel: die Spiele, der Talon, der Partnerruf zu viert und sechst, die Strohmänner zu zweit; keine Prämien.</translation>
    </message>
    <message>
        <source>Complete Basic</source>
        <translation>Vollständig (Grundregeln)</translation>
    </message>
    <message>
        <source>The introductory game with the basic optional rules: pagat ultimo, valat, the round of announcements and the misère (5.1–5.4).</source>
        <translation>Das Einführungsspiel mit den Grund-Zusatzregeln: Pagat ultimo, Valat, die Ansagerunde und die Misère (5.1–5.4).</translation>
    </message>
    <message>
        <source>Complete Advanced</source>
        <translation>Vollständig (Fortgeschritten)</translation>
    </message>
    <message>
        <source>The complete basic game with the advanced rules: all three and all four, handfuls, king ultimo (6.1–6.3), the multiple-round auction, contras and trick compulsion (7.1–7.3).</source>
        <translation>Das vollständige Grundspiel mit den fortgeschrittenen Regeln: alle drei und alle vier, Handvoll, König ultimo (6.1–6.3), mehrrundiges Reizen, Kontras und Stichzwang (7.1–7.3).</translation>
    </message>
    <message>
        <source>Call {cards}</source>
        <translation>{cards} rufen</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Halten</translation>
    </message>
    <message>
        <source>Units for holding the Trull (Pagat, Mond and Sküs) in one hand.</source>
        <translation>Einheiten für den Trull (Pagat, Mond und Sküs) in einer Hand.</translation>
    </message>
    <message>
        <source>Trull</source>
        <translation>Trull</translation>
    </message>
    <message>
        <source>Units for holding all four kings in one hand.</source>
        <translation>Einheiten für alle vier Könige in einer Hand.</translation>
    </message>
    <message>
        <source>Four Kings</source>
        <translation>Vier Könige</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
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
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>cavalier</source>
        <translation>Reiter</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Bid or pass</source>
        <translation>Reizen oder passen</translation>
    </message>
    <message>
        <source>Double (contra) the game or an announcement, or nothing more</source>
        <translation>Das Spiel oder eine Ansage kontrieren, oder nichts mehr</translation>
    </message>
    <message>
        <source>Redouble (recontra), or nothing more</source>
        <translation>Rekontrieren, oder nichts mehr</translation>
    </message>
    <message>
        <source>Take a part of the talon</source>
        <translation>Einen Teil des Talons nehmen</translation>
    </message>
    <message>
        <source>Lay away cards from your hand</source>
        <translation>Karten aus der Hand ablegen</translation>
    </message>
    <message>
        <source>double</source>
        <translation>Kontra</translation>
    </message>
    <message>
        <source>redouble</source>
        <translation>Rekontra</translation>
    </message>
    <message>
        <source>superdouble</source>
        <translation>Subkontra</translation>
    </message>
    <message>
        <source>single</source>
        <translation>einfach</translation>
    </message>
    <message>
        <source>triple</source>
        <translation>dreifach</translation>
    </message>
    <message>
        <source>pagat ultimo</source>
        <translation>Pagat ultimo</translation>
    </message>
    <message>
        <source>valat</source>
        <translation>Valat</translation>
    </message>
    <message>
        <source>all three oudlers</source>
        <translation>alle drei Oudler</translation>
    </message>
    <message>
        <source>all four kings</source>
        <translation>alle vier Könige</translation>
    </message>
    <message>
        <source>king ultimo</source>
        <translation>König ultimo</translation>
    </message>
    <message>
        <source>{seat} {seat|you:hold|holds} no tarock: the same dealer deals again</source>
        <translation>{seat} {seat|you:haben|hat} keinen Tarock: Derselbe Geber gibt neu</translation>
    </message>
    <message>
        <source>{seat} {seat|you:hold|holds} a dry pagat: the same dealer deals again</source>
        <translation>{seat} {seat|you:haben|hat} den blanken Pagat: Derselbe Geber gibt neu</translation>
    </message>
    <message>
        <source>Everyone passed: the same dealer deals again</source>
        <translation>Alle haben gepasst: Derselbe Geber gibt neu</translation>
    </message>
    <message>
        <source>{side} announced the valat and took every trick</source>
        <translation>{side}: Valat angesagt und alle Stiche gemacht</translation>
    </message>
    <message>
        <source>{side} announced the valat and lost it: {others:nom} took a trick</source>
        <translation>{side}: Valat angesagt und verloren, ein Stich für {others:acc}</translation>
    </message>
    <message>
        <source>Pagat ultimo</source>
        <translation>Pagat ultimo</translation>
    </message>
    <message>
        <source>Pagat caught</source>
        <translation>Pagat gefangen</translation>
    </message>
    <message>
        <source>Pagat announced and lost</source>
        <translation>Pagat angesagt und verloren</translation>
    </message>
    <message>
        <source>Take (prise)</source>
        <translation>Prise</translation>
    </message>
    <message>
        <source>Guard (garde)</source>
        <translation>Garde</translation>
    </message>
    <message>
        <source>Guard without the chien</source>
        <translation>Garde sans (ohne den Hund)</translation>
    </message>
    <message>
        <source>Guard against the chien</source>
        <translation>Garde contre (gegen den Hund)</translation>
    </message>
    <message>
        <source>{seat} showed a simple poignée: {bonus} to the side that wins the deal</source>
        <translation>{seat} {seat|you:zeigten|zeigte} eine einfache Poignée: {bonus} für die Seite, die das Spiel gewinnt</translation>
    </message>
    <message>
        <source>{seat} showed a double poignée: {bonus} to the side that wins the deal</source>
        <translation>{seat} {seat|you:zeigten|zeigte} eine doppelte Poignée: {bonus} für die Seite, die das Spiel gewinnt</translation>
    </message>
    <message>
        <source>{seat} showed a triple poignée: {bonus} to the side that wins the deal</source>
        <translation>{seat} {seat|you:zeigten|zeigte} eine dreifache Poignée: {bonus} für die Seite, die das Spiel gewinnt</translation>
    </message>
    <message>
        <source>Everyone passed: the cards are thrown in</source>
        <translation>Alle haben gepasst: Es wird neu gegeben</translation>
    </message>
    <message>
        <source>{seat} held the petit alone (petit sec): the cards are thrown in</source>
        <translation>{seat} {seat|you:hatten|hatte} den Petit blank (petit sec): Es wird neu gegeben</translation>
    </message>
    <message>
        <source>No slam</source>
        <translation>Kein Schlemm</translation>
    </message>
    <message>
        <source>Announce a slam (chelem)</source>
        <translation>Schlemm ansagen (chelem)</translation>
    </message>
    <message>
        <source>Show a simple poignée</source>
        <translation>Einfache Poignée zeigen</translation>
    </message>
    <message>
        <source>Show a double poignée</source>
        <translation>Doppelte Poignée zeigen</translation>
    </message>
    <message>
        <source>Show a triple poignée</source>
        <translation>Dreifache Poignée zeigen</translation>
    </message>
    <message>
        <source>Announce a slam or not</source>
        <translation>Schlemm ansagen oder nicht</translation>
    </message>
    <message>
        <source>{taker}: {contract}, made by {margin}</source>
        <translation>{taker}: {contract}, gewonnen um {margin}</translation>
    </message>
    <message>
        <source>{taker}: {contract}, failed by {margin}</source>
        <translation>{taker}: {contract}, verloren um {margin}</translation>
    </message>
    <message>
        <source>announced and made</source>
        <translation>angesagt und gewonnen</translation>
    </message>
    <message>
        <source>announced and lost</source>
        <translation>angesagt und verloren</translation>
    </message>
    <message>
        <source>made, unannounced</source>
        <translation>gewonnen, nicht angesagt</translation>
    </message>
    <message>
        <source>made by the defence</source>
        <translation>von den Gegenspielern gemacht</translation>
    </message>
    <message>
        <source>{how}: {bonus} to the taker&apos;s side</source>
        <translation>{how}: {bonus} für die Spielerseite</translation>
    </message>
    <message>
        <source>{how}: {bonus} to the defence</source>
        <translation>{how}: {bonus} für die Gegenspieler</translation>
    </message>
    <message>
        <source>{formula}: each defender pays {amount}</source>
        <translation>{formula}: jeder Gegenspieler zahlt {amount}</translation>
    </message>
    <message>
        <source>{formula}: each defender receives {amount}</source>
        <translation>{formula}: jeder Gegenspieler erhält {amount}</translation>
    </message>
    <message>
        <source>won by the taker&apos;s side: 10 × {multiplier}</source>
        <translation>gewonnen von der Spielerseite: 10 × {multiplier}</translation>
    </message>
    <message>
        <source>won by the defence: 10 × {multiplier}</source>
        <translation>gewonnen von den Gegenspielern: 10 × {multiplier}</translation>
    </message>
    <message>
        <source>piccolo</source>
        <translation>Piccolo</translation>
    </message>
    <message>
        <source>bettel</source>
        <translation>Bettel</translation>
    </message>
    <message>
        <source>Pagat</source>
        <translation>Pagat</translation>
    </message>
    <message>
        <source>King Ultimo</source>
        <translation>König ultimo</translation>
    </message>
    <message>
        <source>Valat</source>
        <translation>Valat</translation>
    </message>
    <message>
        <source>{seat} {seat|you:hold|holds} neither a king nor a Tarock: the cards are thrown in</source>
        <translation>{seat} {seat|you:haben|hat} weder König noch Tarock: Es wird neu gegeben</translation>
    </message>
    <message>
        <source>Take the first or the last three cards of the talon</source>
        <translation>Die ersten oder die letzten drei Talonkarten nehmen</translation>
    </message>
    <message>
        <source>Take the first, the middle or the last two cards of the talon</source>
        <translation>Die ersten, mittleren oder letzten zwei Talonkarten nehmen</translation>
    </message>
    <message>
        <source>Take one card of the talon</source>
        <translation>Eine Talonkarte nehmen</translation>
    </message>
    <message>
        <source>Dreier</source>
        <translation>Dreier</translation>
    </message>
    <message>
        <source>Unterer</source>
        <translation>Unterer</translation>
    </message>
    <message>
        <source>Oberer</source>
        <translation>Oberer</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Announce the Pagat ultimo</source>
        <translation>Pagat ultimo ansagen</translation>
    </message>
    <message>
        <source>Double the game</source>
        <translation>Das Spiel kontrieren</translation>
    </message>
    <message>
        <source>Contra the game</source>
        <translation>Kontra auf das Spiel</translation>
    </message>
    <message>
        <source>Contra {premium}</source>
        <translation>Kontra auf {premium}</translation>
    </message>
    <message>
        <source>Recontra the game</source>
        <translation>Rekontra auf das Spiel</translation>
    </message>
    <message>
        <source>Recontra {premium}</source>
        <translation>Rekontra auf {premium}</translation>
    </message>
    <message>
        <source>{base} + {diff}</source>
        <translation>{base} + {diff}</translation>
    </message>
    <message>
        <source>({base} + {diff}) × {multiplier}</source>
        <translation>({base} + {diff}) × {multiplier}</translation>
    </message>
    <message>
        <source>{base} + {diff}, doubled × {doubling}</source>
        <translation>{base} + {diff}, kontriert × {doubling}</translation>
    </message>
    <message>
        <source>({base} + {diff}) × {multiplier}, doubled × {doubling}</source>
        <translation>({base} + {diff}) × {multiplier}, kontriert × {doubling}</translation>
    </message>
    <message>
        <source>{value}</source>
        <translation>{value}</translation>
    </message>
    <message>
        <source>{value} × {multiplier}</source>
        <translation>{value} × {multiplier}</translation>
    </message>
    <message>
        <source>{value}, doubled × {doubling}</source>
        <translation>{value}, kontriert × {doubling}</translation>
    </message>
    <message>
        <source>{value} × {multiplier}, doubled × {doubling}</source>
        <translation>{value} × {multiplier}, kontriert × {doubling}</translation>
    </message>
    <message>
        <source>{points} to {to:acc} ({worth})</source>
        <translation>{points} für {to:acc} ({worth})</translation>
    </message>
    <message>
        <source>{points} to {to:acc} (silent)</source>
        <translation>{points} für {to:acc} (still)</translation>
    </message>
    <message>
        <source>{points} to {to:acc} ({worth}, silent)</source>
        <translation>{points} für {to:acc} ({worth}, still)</translation>
    </message>
    <message>
        <source>{points} to {to:acc} (announced before the buy)</source>
        <translation>{points} für {to:acc} (vor dem Kauf angesagt)</translation>
    </message>
    <message>
        <source>{points} to {to:acc} ({worth}, announced before the buy)</source>
        <translation>{points} für {to:acc} ({worth}, vor dem Kauf angesagt)</translation>
    </message>
    <message>
        <source>{points} to {to:acc} (announced after the buy)</source>
        <translation>{points} für {to:acc} (nach dem Kauf angesagt)</translation>
    </message>
    <message>
        <source>{points} to {to:acc} ({worth}, announced after the buy)</source>
        <translation>{points} für {to:acc} ({worth}, nach dem Kauf angesagt)</translation>
    </message>
    <message>
        <source>Laid away from the talon</source>
        <translation>Verlegt</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Dreier</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Zweier</translation>
    </message>
    <message>
        <source>One</source>
        <translation>Einer</translation>
    </message>
    <message>
        <source>that card may not be played now</source>
        <translation>diese Karte darf jetzt nicht gespielt werden</translation>
    </message>
    <message>
        <source>nothing can be done now</source>
        <translation>jetzt ist nichts zu tun</translation>
    </message>
    <message>
        <source>the defenders may double (contra) only the game or an announcement that can be doubled, once</source>
        <translation>die Gegenspieler dürfen nur das Spiel oder eine kontrierbare Ansage kontrieren, einmal</translation>
    </message>
    <message>
        <source>the declarer may redouble (recontra) only the game or an announcement that can be doubled, once</source>
        <translation>der Alleinspieler darf nur das Spiel oder eine kontrierbare Ansage rekontrieren, einmal</translation>
    </message>
    <message>
        <source>it is time to bid or pass</source>
        <translation>jetzt wird gereizt oder gepasst</translation>
    </message>
    <message>
        <source>the declarer may announce a premium (declare pagat …) or nothing more (declare none)</source>
        <translation>der Alleinspieler darf eine Prämie ansagen (declare pagat …) oder nichts mehr (declare none)</translation>
    </message>
    <message>
        <source>the defenders may double (contra), or say nothing more (declare none)</source>
        <translation>die Gegenspieler dürfen kontrieren oder nichts mehr sagen (declare none)</translation>
    </message>
    <message>
        <source>the declarer may redouble (recontra), or say nothing more (declare none)</source>
        <translation>der Alleinspieler darf rekontrieren oder nichts mehr sagen (declare none)</translation>
    </message>
    <message>
        <source>the declarer must take a part of the talon</source>
        <translation>der Alleinspieler muss einen Teil des Talons nehmen</translation>
    </message>
    <message>
        <source>after announcing a Without you may not take a part holding such a card</source>
        <translation>nach der Ansage eines Ohne dürfen Sie keinen Teil mit einer solchen Karte nehmen</translation>
    </message>
    <message>
        <source>the declarer must lay away cards first</source>
        <translation>der Alleinspieler muss zuerst Karten verlegen</translation>
    </message>
    <message>
        <source>that card is not in your hand</source>
        <translation>diese Karte ist nicht in Ihrer Hand</translation>
    </message>
    <message>
        <source>kings and the cards of the Trull may not be laid away</source>
        <translation>Könige und die Karten der Trull dürfen nicht verlegt werden</translation>
    </message>
    <message>
        <source>a card announced for an ultimo may not be laid away</source>
        <translation>eine für ein Ultimo angesagte Karte darf nicht verlegt werden</translation>
    </message>
    <message>
        <source>a Tarock may be laid away only when no suit card is left to lay away</source>
        <translation>ein Tarock darf nur verlegt werden, wenn keine Farbkarte mehr zu verlegen ist</translation>
    </message>
    <message>
        <source>a bid must name a higher contract than the bid standing</source>
        <translation>ein Gebot muss ein höheres Spiel nennen als das stehende</translation>
    </message>
    <message>
        <source>Mondfang</source>
        <translation>Mondfang</translation>
    </message>
    <message>
        <source>Announce premiums before the buy, or nothing more</source>
        <translation>Prämien vor dem Kauf ansagen, oder nichts mehr</translation>
    </message>
    <message>
        <source>Announce premiums after the buy, or nothing more</source>
        <translation>Prämien nach dem Kauf ansagen, oder nichts mehr</translation>
    </message>
    <message>
        <source>{premium} is already announced</source>
        <translation>{premium} ist schon angesagt</translation>
    </message>
    <message>
        <source>{premium} can only be announced together with {required}</source>
        <translation>{premium} kann nur zusammen mit {required} angesagt werden</translation>
    </message>
    <message>
        <source>you can announce {premium} only holding {card}</source>
        <translation>Sie können {premium} nur ansagen, wenn Sie {card} halten</translation>
    </message>
    <message>
        <source>you can announce {premium} only when you hold none of those cards</source>
        <translation>Sie können {premium} nur ansagen, wenn Sie keine dieser Karten halten</translation>
    </message>
    <message>
        <source>there is no bid {name} in this game</source>
        <translation>in diesem Spiel gibt es kein Gebot {name}</translation>
    </message>
    <message>
        <source>{declarer}: {contract}, lost without play (every talon part held a card the Without forbids)</source>
        <translation>{declarer}: {contract}, ohne Spiel verloren (jeder Talonteil hielt eine Karte, die das Ohne verbietet)</translation>
    </message>
    <message>
        <source>{declarer}: {contract}, won with {points}</source>
        <translation>{declarer}: {contract}, gewonnen mit {points:dat}</translation>
    </message>
    <message>
        <source>{declarer}: {contract}, lost with {points}</source>
        <translation>{declarer}: {contract}, verloren mit {points:dat}</translation>
    </message>
    <message>
        <source>the announced {premium} is kept for its trick</source>
        <translation>der angesagte {premium} wird für seinen Stich aufgehoben</translation>
    </message>
    <message>
        <source>the announced {premium} must be played to this trick</source>
        <translation>der angesagte {premium} muss in diesen Stich gespielt werden</translation>
    </message>
    <message>
        <source>there is no announcement {name} in this game</source>
        <translation>in diesem Spiel gibt es keine Ansage {name}</translation>
    </message>
    <message>
        <source>the talon has parts 0 to {last}</source>
        <translation>der Talon hat die Teile 0 bis {last}</translation>
    </message>
    <message>
        <source>{seat} {points}</source>
        <translation>{seat} {points}</translation>
    </message>
    <message>
        <source>Announce {premium} ({value})</source>
        <translation>{premium} ansagen ({value})</translation>
    </message>
    <message>
        <source>Redouble the game</source>
        <translation>Das Spiel rekontrieren</translation>
    </message>
    <message>
        <source>Superdouble the game</source>
        <translation>Subkontra auf das Spiel</translation>
    </message>
    <message>
        <source>Double {premium}</source>
        <translation>Kontra auf {premium}</translation>
    </message>
    <message>
        <source>Redouble {premium}</source>
        <translation>Rekontra auf {premium}</translation>
    </message>
    <message>
        <source>Superdouble {premium}</source>
        <translation>Subkontra auf {premium}</translation>
    </message>
    <message>
        <source>you must win the trick when you can</source>
        <translation>Sie müssen den Stich machen, wenn Sie können</translation>
    </message>
    <message>
        <source>you cannot follow suit: you must play a Tarock (it cannot win)</source>
        <translation>Sie können nicht bedienen: Sie müssen einen Tarock spielen (er kann nicht stechen)</translation>
    </message>
    <message>
        <source>in a Farberl you may lead a Tarock only when you have no suit card</source>
        <translation>im Farberl dürfen Sie einen Tarock nur ausspielen, wenn Sie keine Farbkarte haben</translation>
    </message>
    <message>
        <source>a Tarock was led: you must play a Tarock</source>
        <translation>Tarock wurde ausgespielt: Sie müssen Tarock zugeben</translation>
    </message>
    <message>
        <source>you must follow suit</source>
        <translation>Sie müssen Farbe bedienen</translation>
    </message>
    <message>
        <source>eldest hand must open the bidding</source>
        <translation>die Vorhand muss das Reizen eröffnen</translation>
    </message>
    <message>
        <source>only eldest hand may hold, and only another player&apos;s bid</source>
        <translation>nur die Vorhand darf halten, und nur das Gebot eines anderen</translation>
    </message>
    <message>
        <source>only eldest hand may open with the simple call</source>
        <translation>nur die Vorhand darf mit dem einfachen Rufer eröffnen</translation>
    </message>
    <message>
        <source>a bid must be higher than the bids before it (eldest hand may hold)</source>
        <translation>ein Gebot muss höher sein als die vorigen (die Vorhand darf halten)</translation>
    </message>
    <message>
        <source>announce something or say none (declare none)</source>
        <translation>sagen Sie etwas an oder nichts (declare none)</translation>
    </message>
    <message>
        <source>only the side it belongs to may redouble it</source>
        <translation>nur die Seite, der es gehört, darf es rekontrieren</translation>
    </message>
    <message>
        <source>only the game and announced premiums can be doubled</source>
        <translation>nur das Spiel und angesagte Prämien können kontriert werden</translation>
    </message>
    <message>
        <source>it cannot be doubled any further</source>
        <translation>es kann nicht weiter kontriert werden</translation>
    </message>
    <message>
        <source>only the other side may double (or superdouble) it</source>
        <translation>nur die andere Seite darf es kontrieren (oder subkontrieren)</translation>
    </message>
    <message>
        <source>the Pagat may not be played while you hold another Tarock</source>
        <translation>der Pagat darf nicht gespielt werden, solange Sie einen anderen Tarock halten</translation>
    </message>
    <message>
        <source>the announced Uhu may not be played while you hold another Tarock (but the Pagat)</source>
        <translation>der angesagte Uhu darf nicht gespielt werden, solange Sie einen anderen Tarock (außer dem Pagat) halten</translation>
    </message>
    <message>
        <source>you may not bid {game} now</source>
        <translation>Sie dürfen jetzt nicht {game} bieten</translation>
    </message>
    <message>
        <source>there is no announcement {name}</source>
        <translation>es gibt keine Ansage {name}</translation>
    </message>
    <message>
        <source>you must hold {card} to play {game}</source>
        <translation>Sie müssen {card} halten, um {game} zu spielen</translation>
    </message>
    <message>
        <source>your hand does not allow {game}</source>
        <translation>Ihre Hand erlaubt {game|m:keinen|f:keine|kein} {game}</translation>
    </message>
    <message>
        <source>{premium} is announced already</source>
        <translation>{premium} ist schon angesagt</translation>
    </message>
    <message>
        <source>you may not announce {premium} now</source>
        <translation>Sie dürfen {premium} jetzt nicht ansagen</translation>
    </message>
    <message>
        <source>Announce {premium}</source>
        <translation>{premium} ansagen</translation>
    </message>
    <message>
        <source>{declarer} conceded ({game}): the called king lay in the talon</source>
        <translation>{declarer} {declarer|you:gaben|gab} auf ({game}): Der gerufene König lag im Talon</translation>
    </message>
    <message>
        <source>{amount} to {side:acc} (made unannounced)</source>
        <translation>{amount} für {side:acc} (still gemacht)</translation>
    </message>
    <message>
        <source>there is no game {name}</source>
        <translation>es gibt kein Spiel {name}</translation>
    </message>
    <message>
        <source>{game} can only be chosen by eldest hand when his call is accepted</source>
        <translation>{game} kann nur die Vorhand wählen, wenn ihr Rufer angenommen ist</translation>
    </message>
    <message>
        <source>the next step for it is {step}</source>
        <translation>der nächste Schritt dafür ist: {step}</translation>
    </message>
    <message>
        <source>{declarer}: {game}, won</source>
        <translation>{declarer}: {game}, gewonnen</translation>
    </message>
    <message>
        <source>{declarer}: {game}, lost</source>
        <translation>{declarer}: {game}, verloren</translation>
    </message>
    <message>
        <source>{declarer}: {game}, won with {points}</source>
        <translation>{declarer}: {game}, gewonnen mit {points:dat}</translation>
    </message>
    <message>
        <source>{declarer}: {game}, lost with {points}</source>
        <translation>{declarer}: {game}, verloren mit {points:dat}</translation>
    </message>
    <message>
        <source>{amount} to {side:acc} (caught)</source>
        <translation>{amount} für {side:acc} (gefangen)</translation>
    </message>
    <message>
        <source>Hold: {game}</source>
        <translation>Halten: {game}</translation>
    </message>
    <message>
        <source>{amount} to {side:acc} ({doubled})</source>
        <translation>{amount} für {side:acc} ({doubled})</translation>
    </message>
    <message>
        <source>{amount} to {side:acc} (announced by {seat:acc}, {doubled})</source>
        <translation>{amount} für {side:acc} (angesagt von {seat:dat}, {doubled})</translation>
    </message>
    <message>
        <source>{amount} to {side:acc} (unannounced)</source>
        <translation>{amount} für {side:acc} (nicht angesagt)</translation>
    </message>
    <message>
        <source>nothing to fight here</source>
        <translation>hier ist nichts zu bekämpfen</translation>
    </message>
    <message>
        <source>beat the monsters</source>
        <translation>die Monster besiegen</translation>
    </message>
    <message>
        <source>beat every monster and take treasure worth {gain}</source>
        <translation>alle Monster besiegen und einen Schatz im Wert von {gain} nehmen</translation>
    </message>
    <message>
        <source>beat the worst monsters and take {damage} damage</source>
        <translation>die schlimmsten Monster besiegen und {damage} Schaden nehmen</translation>
    </message>
    <message>
        <source>save your spells and take {damage} damage</source>
        <translation>die Zauber sparen und {damage} Schaden nehmen</translation>
    </message>
    <message>
        <source>you may lay away the 1 of trumps only when it is your only trump</source>
        <translation>Sie dürfen die Trumpf 1 nur ablegen, wenn sie Ihr einziger Trumpf ist</translation>
    </message>
    <message>
        <source>you may not lay away a king</source>
        <translation>Sie dürfen keinen König ablegen</translation>
    </message>
    <message>
        <source>you may lay away a trump only when you have nothing else to lay away</source>
        <translation>Sie dürfen einen Trumpf nur ablegen, wenn Sie nichts anderes ablegen können</translation>
    </message>
    <message>
        <source>you may not lay away the excuse</source>
        <translation>Sie dürfen die Excuse nicht ablegen</translation>
    </message>
    <message>
        <source>you may not lay away the 1 of trumps</source>
        <translation>Sie dürfen die Trumpf 1 nicht ablegen</translation>
    </message>
    <message>
        <source>you may not lay away the 21 of trumps</source>
        <translation>Sie dürfen die Trumpf 21 nicht ablegen</translation>
    </message>
    <message>
        <source>you may lay away the excuse only when you hold no other trump</source>
        <translation>Sie dürfen die Excuse nur ablegen, wenn Sie keinen anderen Trumpf halten</translation>
    </message>
    <message>
        <source>you may not lay away an oudler</source>
        <translation>Sie dürfen keinen Oudler ablegen</translation>
    </message>
    <message>
        <source>{n} triplet</source>
        <translation>{n} Dreiergruppe</translation>
    </message>
    <message>
        <source>{n} triplets</source>
        <translation>{n} Dreiergruppen</translation>
    </message>
    <message>
        <source>{n} three</source>
        <translation>{n} Dreier</translation>
    </message>
    <message>
        <source>{n} threes</source>
        <translation>{n} Dreier</translation>
    </message>
    <message>
        <source>{n} quadruplet</source>
        <translation>{n} Vierergruppe</translation>
    </message>
    <message>
        <source>{n} quadruplets</source>
        <translation>{n} Vierergruppen</translation>
    </message>
    <message>
        <source>The scarto</source>
        <translation>Der Scarto</translation>
    </message>
    <message>
        <source>The talon</source>
        <translation>Der Talon</translation>
    </message>
    <message>
        <source>the dealer must lay away cards first</source>
        <translation>der Geber muss zuerst Karten ablegen</translation>
    </message>
    <message>
        <source>Lay away 1 card</source>
        <translation>Legen Sie 1 Karte ab</translation>
    </message>
    <message>
        <source>Lay away {n} cards</source>
        <translation>Legen Sie {n} Karten ab</translation>
    </message>
    <message>
        <source>lay away 1 card first</source>
        <translation>legen Sie zuerst 1 Karte ab</translation>
    </message>
    <message>
        <source>lay away {n} cards first</source>
        <translation>legen Sie zuerst {n} Karten ab</translation>
    </message>
    <message>
        <source>that card is neither in your hand nor face up on your straw men</source>
        <translation>diese Karte ist weder in Ihrer Hand noch offen auf Ihren Strohmännern</translation>
    </message>
    <message>
        <source>it is time to take or pass</source>
        <translation>jetzt wird genommen oder gepasst</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Nehmen</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Contract&apos;s score</source>
        <translation>Wert des Spiels</translation>
    </message>
    <message>
        <source>All three oudlers</source>
        <translation>Alle drei Oudler</translation>
    </message>
    <message>
        <source>All four kings</source>
        <translation>Alle vier Könige</translation>
    </message>
    <message>
        <source>King ultimo</source>
        <translation>König ultimo</translation>
    </message>
    <message>
        <source>Handful</source>
        <translation>Handvoll</translation>
    </message>
    <message>
        <source>Majority</source>
        <translation>Mehrheit</translation>
    </message>
    <message>
        <source>contra ×2</source>
        <translation>Kontra ×2</translation>
    </message>
    <message>
        <source>re-contra ×4</source>
        <translation>Rekontra ×4</translation>
    </message>
    <message>
        <source>supra-contra ×8</source>
        <translation>Subkontra ×8</translation>
    </message>
    <message>
        <source>{seat} declared {tarocks} tarocks, a single handful: {amount} to {winner:acc}</source>
        <translation>{seat} {seat|you:meldeten|meldete} {tarocks} Tarocke, eine einfache Handvoll: {amount} für {winner:acc}</translation>
    </message>
    <message>
        <source>{seat} declared {tarocks} tarocks, a double handful: {amount} to {winner:acc}</source>
        <translation>{seat} {seat|you:meldeten|meldete} {tarocks} Tarocke, eine doppelte Handvoll: {amount} für {winner:acc}</translation>
    </message>
    <message>
        <source>{seat} declared {tarocks} tarocks, a triple handful: {amount} to {winner:acc}</source>
        <translation>{seat} {seat|you:meldeten|meldete} {tarocks} Tarocke, eine dreifache Handvoll: {amount} für {winner:acc}</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (announced by {announcer:acc}, {contra})</source>
        <translation>{amount} für {winner:acc} (angesagt von {announcer:dat}, {contra})</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (announced by {announcer:acc}, not doubled)</source>
        <translation>{amount} für {winner:acc} (angesagt von {announcer:dat}, nicht kontriert)</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (announced by {announcer:acc})</source>
        <translation>{amount} für {winner:acc} (angesagt von {announcer:dat})</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (not announced, {contra})</source>
        <translation>{amount} für {winner:acc} (nicht angesagt, {contra})</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (not announced, not doubled)</source>
        <translation>{amount} für {winner:acc} (nicht angesagt, nicht kontriert)</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (not announced)</source>
        <translation>{amount} für {winner:acc} (nicht angesagt)</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} ({contra})</source>
        <translation>{amount} für {winner:acc} ({contra})</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (not doubled)</source>
        <translation>{amount} für {winner:acc} (nicht kontriert)</translation>
    </message>
    <message>
        <source>{card} lay in the talon: {declarer:nom} played alone</source>
        <translation>{card} lag im Talon: {declarer:nom} {declarer|you:spielten|spielte} allein</translation>
    </message>
    <message>
        <source>{declarer} called {card}, a card of {declarer|you:your|his} own hand, and played alone</source>
        <translation>{declarer} {declarer|you:riefen|rief} {card}, eine Karte der eigenen Hand, und {declarer|you:spielten|spielte} allein</translation>
    </message>
    <message>
        <source>Misère: {payers:nom} took the most card points and {payers|you:pay|many:pay|pays}</source>
        <translation>Misère: {payers:nom} {payers|you:machten|many:machten|machte} die meisten Kartenpunkte und {payers|you:zahlen|many:zahlen|zahlt}</translation>
    </message>
    <message>
        <source>{contract} by {declarer:acc}, 1 victory point</source>
        <translation>{contract} von {declarer:dat}, 1 Siegpunkt</translation>
    </message>
    <message>
        <source>{contract} by {declarer:acc}, {vp} victory points</source>
        <translation>{contract} von {declarer:dat}, {vp} Siegpunkte</translation>
    </message>
    <message>
        <source>{team} won the {what}: {points} of {total}</source>
        <translation>{team}: {what} gewonnen, {points} von {total}</translation>
    </message>
    <message>
        <source>{team} lost the {what}: {points} of {total}</source>
        <translation>{team}: {what} verloren, {points} von {total}</translation>
    </message>
    <message>
        <source>{taker} took and won: {points} of {total} card points</source>
        <translation>{taker} {taker|you:nahmen|nahm} und {taker|you:gewannen|gewann}: {points} von {total} Kartenpunkten</translation>
    </message>
    <message>
        <source>{taker} took and lost: {points} of {total} card points</source>
        <translation>{taker} {taker|you:nahmen|nahm} und {taker|you:verloren|verlor}: {points} von {total} Kartenpunkten</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist aus</translation>
    </message>
    <message>
        <source>the magician may cast a spell, drink a potion, keep or drop a card, go on or teleport out</source>
        <translation>der Magier kann zaubern, einen Trank trinken, eine Karte behalten oder wegwerfen, weitergehen oder sich hinausteleportieren</translation>
    </message>
    <message>
        <source>a spell is cast on a monster: name the monster, then the spells</source>
        <translation>ein Zauber wirkt auf ein Monster: erst das Monster nennen, dann die Zauber</translation>
    </message>
    <message>
        <source>each spell is cast once</source>
        <translation>jeder Zauber wirkt einmal</translation>
    </message>
    <message>
        <source>every spell cast must be needed: cast fewer spells</source>
        <translation>jeder Zauber muss nötig sein: weniger Zauber wirken</translation>
    </message>
    <message>
        <source>the magician is not hurt: there is nothing to heal</source>
        <translation>der Magier ist nicht verletzt: Es gibt nichts zu heilen</translation>
    </message>
    <message>
        <source>only a potion or a spell of the quartet can be kept</source>
        <translation>nur ein Trank oder ein Zauber des Quartetts kann behalten werden</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; takes no place</source>
        <translation>„{verb}“ nimmt kein Feld</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; takes one card</source>
        <translation>„{verb}“ nimmt eine Karte</translation>
    </message>
    <message>
        <source>{card} is not in the satchel</source>
        <translation>{card} ist nicht in der Tasche</translation>
    </message>
    <message>
        <source>Beat the monsters with spells, or go on and take {damage} damage</source>
        <translation>Besiegen Sie die Monster mit Zaubern, oder gehen Sie weiter und nehmen {damage} Schaden</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; takes no cards</source>
        <translation>„{verb}“ nimmt keine Karten</translation>
    </message>
    <message>
        <source>{card} is already beaten</source>
        <translation>{card} ist schon besiegt</translation>
    </message>
    <message>
        <source>{card} is not a monster of this quartet</source>
        <translation>{card} ist kein Monster dieses Quartetts</translation>
    </message>
    <message>
        <source>the spells are worth {total}, less than the monster&apos;s strength {strength}</source>
        <translation>die Zauber sind {total} wert, weniger als die Stärke des Monsters, {strength}</translation>
    </message>
    <message>
        <source>{card} is not a potion in the quartet or the satchel</source>
        <translation>{card} ist kein Trank im Quartett oder in der Tasche</translation>
    </message>
    <message>
        <source>the satchel is full ({n} cards): use or drop one first</source>
        <translation>die Tasche ist voll ({n} Karten): zuerst eine benutzen oder wegwerfen</translation>
    </message>
    <message>
        <source>{card} is not a spell in the quartet or the satchel</source>
        <translation>{card} ist kein Zauber im Quartett oder in der Tasche</translation>
    </message>
    <message>
        <source>Chien</source>
        <translation>Talon (Chien)</translation>
    </message>
    <message>
        <source>Discard (écart)</source>
        <translation>Abgelegte Karten (Écart)</translation>
    </message>
    <message>
        <source>the taker may announce a slam (declare chelem) or not (declare none)</source>
        <translation>der Spieler darf einen Schlemm ansagen (declare chelem) oder nicht (declare none)</translation>
    </message>
    <message>
        <source>a bid must be higher than the bids before it</source>
        <translation>ein Gebot muss höher sein als die vorigen</translation>
    </message>
    <message>
        <source>the taker must call a king</source>
        <translation>der Spieler muss einen König rufen</translation>
    </message>
    <message>
        <source>you must call a king</source>
        <translation>Sie müssen einen König rufen</translation>
    </message>
    <message>
        <source>the taker must lay away cards first</source>
        <translation>der Spieler muss zuerst Karten ablegen</translation>
    </message>
    <message>
        <source>you may not lay away a king or an oudler</source>
        <translation>Sie dürfen keinen König und keinen Oudler ablegen</translation>
    </message>
    <message>
        <source>you may call a lower honour only when you hold all the higher ones</source>
        <translation>Sie dürfen ein niedrigeres Bild nur rufen, wenn Sie alle höheren halten</translation>
    </message>
    <message>
        <source>it is time to play a card</source>
        <translation>jetzt wird eine Karte gespielt</translation>
    </message>
    <message>
        <source>a poignée is shown before playing your first card</source>
        <translation>eine Poignée wird vor Ihrer ersten Karte gezeigt</translation>
    </message>
    <message>
        <source>you have already shown a poignée</source>
        <translation>Sie haben schon eine Poignée gezeigt</translation>
    </message>
    <message>
        <source>you can only show cards from your hand</source>
        <translation>Sie können nur Karten aus Ihrer Hand zeigen</translation>
    </message>
    <message>
        <source>a poignée shows trumps only</source>
        <translation>eine Poignée zeigt nur Trümpfe</translation>
    </message>
    <message>
        <source>the excuse may be shown only when you have no other trump to show</source>
        <translation>die Excuse darf nur gezeigt werden, wenn Sie keinen anderen Trumpf zu zeigen haben</translation>
    </message>
    <message>
        <source>the called king&apos;s suit may not be led to the first trick, except the king itself</source>
        <translation>die Farbe des gerufenen Königs darf im ersten Stich nicht ausgespielt werden, außer dem König selbst</translation>
    </message>
    <message>
        <source>a {poignee} shows exactly {n} trumps</source>
        <translation>eine {poignee} zeigt genau {n} Trümpfe</translation>
    </message>
    <message>
        <source>there is no bid {name}</source>
        <translation>es gibt kein Gebot {name}</translation>
    </message>
    <message>
        <source>With 40</source>
        <translation>Mit 40</translation>
    </message>
    <message>
        <source>With 50</source>
        <translation>Mit 50</translation>
    </message>
    <message>
        <source>Kakadu</source>
        <translation>Kakadu</translation>
    </message>
    <message>
        <source>Without Trull</source>
        <translation>Ohne Trull</translation>
    </message>
    <message>
        <source>Without Kings</source>
        <translation>Ohne Könige</translation>
    </message>
    <message>
        <source>the deal is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>call a king</source>
        <translation>rufen Sie einen König</translation>
    </message>
    <message>
        <source>the called king is in the talon: concede (bid concede) or play alone (bid play)</source>
        <translation>der gerufene König liegt im Talon: aufgeben (bid concede) oder allein spielen (bid play)</translation>
    </message>
    <message>
        <source>take the first (take 0) or the second (take 1) half of the talon</source>
        <translation>nehmen Sie die erste (take 0) oder die zweite (take 1) Hälfte des Talons</translation>
    </message>
    <message>
        <source>lay away cards first</source>
        <translation>legen Sie zuerst Karten ab</translation>
    </message>
    <message>
        <source>you may not lay away a king or a card of the Trull</source>
        <translation>Sie dürfen keinen König und keine Karte der Trull verlegen</translation>
    </message>
    <message>
        <source>you may lay away a Tarock only when you have no other card to lay away</source>
        <translation>Sie dürfen einen Tarock nur verlegen, wenn Sie keine andere Karte verlegen können</translation>
    </message>
    <message>
        <source>your call was accepted: choose {games}</source>
        <translation>Ihr Rufer wurde angenommen: wählen Sie {games}</translation>
    </message>
    <message>
        <source>{points}, 1 trick</source>
        <translation>{points}, 1 Stich</translation>
    </message>
    <message>
        <source>{points}, {tricks} tricks</source>
        <translation>{points}, {tricks} Stiche</translation>
    </message>
    <message>
        <source>the excuse pairs with any card but the trumps 1 and 21</source>
        <translation>die Excuse paart sich mit jeder Karte außer den Trümpfen 1 und 21</translation>
    </message>
    <message>
        <source>La Pyramide has only captures (pair) and draws</source>
        <translation>La Pyramide kennt nur Paare nehmen und Ziehen</translation>
    </message>
    <message>
        <source>the trumps 1 and 21 are captured alone, not in a pair</source>
        <translation>die Trümpfe 1 und 21 werden allein genommen, nicht als Paar</translation>
    </message>
    <message>
        <source>a card cannot pair with itself</source>
        <translation>eine Karte kann kein Paar mit sich selbst bilden</translation>
    </message>
    <message>
        <source>a trump captures a suit card only from a stack next to its own</source>
        <translation>ein Trumpf nimmt eine Farbkarte nur von einem Nachbarstapel</translation>
    </message>
    <message>
        <source>you may draw only when no capture is possible</source>
        <translation>Sie dürfen nur ziehen, wenn kein Paar möglich ist</translation>
    </message>
    <message>
        <source>only the trumps 1 and 21 are captured alone</source>
        <translation>nur die Trümpfe 1 und 21 werden allein genommen</translation>
    </message>
    <message>
        <source>two trumps pair only when their numbers make 21 ({a} + {b} = {sum})</source>
        <translation>zwei Trümpfe bilden nur ein Paar, wenn ihre Zahlen 21 ergeben ({a} + {b} = {sum})</translation>
    </message>
    <message>
        <source>the turned card, {card}, must be captured</source>
        <translation>die aufgedeckte Karte, {card}, muss genommen werden</translation>
    </message>
    <message>
        <source>Three (relieved)</source>
        <translation>Dreier (abgelöst)</translation>
    </message>
    <message>
        <source>Three (maintained)</source>
        <translation>Dreier (gehalten)</translation>
    </message>
    <message>
        <source>Two (relieved)</source>
        <translation>Zweier (abgelöst)</translation>
    </message>
    <message>
        <source>Two (maintained)</source>
        <translation>Zweier (gehalten)</translation>
    </message>
    <message>
        <source>One (relieved)</source>
        <translation>Einer (abgelöst)</translation>
    </message>
    <message>
        <source>One (maintained)</source>
        <translation>Einer (gehalten)</translation>
    </message>
    <message>
        <source>only an ordinary bid can be relieved, once: outbid it with a higher game</source>
        <translation>nur ein gewöhnliches Gebot kann abgelöst werden, einmal: überbieten Sie es mit einem höheren Spiel</translation>
    </message>
    <message>
        <source>only the player whose bid was relieved may maintain it</source>
        <translation>nur der Spieler, dessen Gebot abgelöst wurde, darf es halten</translation>
    </message>
    <message>
        <source>there is no bid to relieve yet</source>
        <translation>es gibt noch kein Gebot zum Ablösen</translation>
    </message>
    <message>
        <source>a Solo cannot be relieved</source>
        <translation>ein Solo kann nicht abgelöst werden</translation>
    </message>
    <message>
        <source>40 (Absolute)</source>
        <translation>40 (Absolut)</translation>
    </message>
    <message>
        <source>50 (Kramerpot)</source>
        <translation>50 (Kramerpot)</translation>
    </message>
    <message>
        <source>Relieve ({contract} at 4)</source>
        <translation>Ablösen ({contract} zu 4)</translation>
    </message>
    <message>
        <source>Maintain ({contract} at 5)</source>
        <translation>Halten ({contract} zu 5)</translation>
    </message>
    <message>
        <source>it is time to take up or pass</source>
        <translation>jetzt wird aufgenommen oder gepasst</translation>
    </message>
    <message>
        <source>Take up</source>
        <translation>Aufnehmen</translation>
    </message>
    <message>
        <source>The three cards dealt to the dealer</source>
        <translation>Die drei Karten für den Geber</translation>
    </message>
    <message>
        <source>no tarock</source>
        <translation>kein Tarock</translation>
    </message>
    <message>
        <source>a dry pagat</source>
        <translation>ein blanker Pagat</translation>
    </message>
    <message>
        <source>Take the first two</source>
        <translation>Die ersten zwei nehmen</translation>
    </message>
    <message>
        <source>Take the middle two</source>
        <translation>Die mittleren zwei nehmen</translation>
    </message>
    <message>
        <source>Take the last two</source>
        <translation>Die letzten zwei nehmen</translation>
    </message>
    <message>
        <source>Take the first three</source>
        <translation>Die ersten drei nehmen</translation>
    </message>
    <message>
        <source>Take the last three</source>
        <translation>Die letzten drei nehmen</translation>
    </message>
    <message>
        <source>Declare a single handful: {n} tarocks</source>
        <translation>Einfache Handvoll melden: {n} Tarocke</translation>
    </message>
    <message>
        <source>Declare a double handful: {n} tarocks</source>
        <translation>Doppelte Handvoll melden: {n} Tarocke</translation>
    </message>
    <message>
        <source>Declare a triple handful: {n} tarocks</source>
        <translation>Dreifache Handvoll melden: {n} Tarocke</translation>
    </message>
    <message>
        <source>Contra the {bonus}</source>
        <translation>Kontra: {bonus}</translation>
    </message>
    <message>
        <source>Re-contra the {bonus}</source>
        <translation>Rekontra: {bonus}</translation>
    </message>
    <message>
        <source>Supra-contra the {bonus}</source>
        <translation>Subkontra: {bonus}</translation>
    </message>
    <message>
        <source>a handful states exactly how many tarocks you hold, in your turn of announcements</source>
        <translation>eine Handvoll nennt genau, wie viele Tarocke Sie halten, in Ihrer Ansagerunde</translation>
    </message>
    <message>
        <source>you may not announce that now</source>
        <translation>das dürfen Sie jetzt nicht ansagen</translation>
    </message>
    <message>
        <source>the called king laid out for the ultimo is led only to the last trick, and played to another&apos;s trick only as your only card of its suit</source>
        <translation>der für das Ultimo ausgelegte gerufene König wird erst zum letzten Stich ausgespielt und in einen fremden Stich nur als Ihre einzige Karte seiner Farbe gegeben</translation>
    </message>
    <message>
        <source>in this misère the pagat may be played only when no other card may</source>
        <translation>in dieser Misère darf der Pagat nur gespielt werden, wenn keine andere Karte darf</translation>
    </message>
    <message>
        <source>the fool laid out for the valat is played only to the last trick</source>
        <translation>der für den Valat ausgelegte Narr wird erst im letzten Stich gespielt</translation>
    </message>
    <message>
        <source>the pagat laid out for the ultimo is led only to the last trick, and played to another&apos;s trick only as your last tarock</source>
        <translation>der für das Ultimo ausgelegte Pagat wird erst zum letzten Stich ausgespielt und in einen fremden Stich nur als Ihr letzter Tarock gegeben</translation>
    </message>
    <message>
        <source>raise your bid to a contract at least as high, or keep it</source>
        <translation>erhöhen Sie Ihr Gebot auf ein mindestens so hohes Spiel, oder behalten Sie es</translation>
    </message>
    <message>
        <source>play your preference (declare none) or a misère (declare misere)</source>
        <translation>spielen Sie Ihre Präferenz (declare none) oder eine Misère (declare misere)</translation>
    </message>
    <message>
        <source>call a king, or say no king</source>
        <translation>rufen Sie einen König, oder sagen Sie kein König</translation>
    </message>
    <message>
        <source>call a tarock other than an oudler, or say no tarock</source>
        <translation>rufen Sie einen Tarock außer einem Oudler, oder sagen Sie kein Tarock</translation>
    </message>
    <message>
        <source>surrender (declare surrender) or play on alone (declare none)</source>
        <translation>geben Sie auf (declare surrender) oder spielen Sie allein weiter (declare none)</translation>
    </message>
    <message>
        <source>a tarock may be laid away only when you have nothing else to lay away</source>
        <translation>ein Tarock darf nur abgelegt werden, wenn Sie nichts anderes ablegen können</translation>
    </message>
    <message>
        <source>kings and oudlers may never be laid away</source>
        <translation>Könige und Oudler dürfen nie abgelegt werden</translation>
    </message>
    <message>
        <source>a bid must be higher than the bid standing</source>
        <translation>ein Gebot muss höher sein als das stehende</translation>
    </message>
    <message>
        <source>the forehand may not pass: he opens the bidding</source>
        <translation>die Vorhand darf nicht passen: sie eröffnet das Bieten</translation>
    </message>
    <message>
        <source>only a player senior to the bidder may match his bid</source>
        <translation>nur ein Spieler mit Vorrang vor dem Bieter darf sein Gebot halten</translation>
    </message>
    <message>
        <source>only the forehand may bid preference</source>
        <translation>nur die Vorhand darf Präferenz bieten</translation>
    </message>
    <message>
        <source>No king</source>
        <translation>Kein König</translation>
    </message>
    <message>
        <source>No tarock</source>
        <translation>Kein Tarock</translation>
    </message>
    <message>
        <source>Plays on alone</source>
        <translation>Spielt allein weiter</translation>
    </message>
    <message>
        <source>Lay out the fool</source>
        <translation>Den Narren auslegen</translation>
    </message>
    <message>
        <source>Play preference</source>
        <translation>Präferenz spielen</translation>
    </message>
    <message>
        <source>Play on alone</source>
        <translation>Allein weiterspielen</translation>
    </message>
    <message>
        <source>take one of the talon&apos;s {n} groups (take 0 …)</source>
        <translation>nehmen Sie eine der {n} Gruppen des Talons (take 0 …)</translation>
    </message>
    <message>
        <source>there is no contract {name} to bid</source>
        <translation>es gibt kein Spiel {name} zu bieten</translation>
    </message>
    <message>
        <source>Take group {n}</source>
        <translation>Gruppe {n} nehmen</translation>
    </message>
    <message>
        <source>Announce {bonus}</source>
        <translation>Ansagen: {bonus}</translation>
    </message>
    <message>
        <source>Keep {contract}</source>
        <translation>Behalten: {contract}</translation>
    </message>
    <message>
        <source>Raises to {contract}</source>
        <translation>Erhöht auf: {contract}</translation>
    </message>
    <message>
        <source>Match {contract}</source>
        <translation>Halten: {contract}</translation>
    </message>
    <message>
        <source>Double the Pagat</source>
        <translation>Den Pagat kontrieren</translation>
    </message>
    <message>
        <source>Redouble the Pagat</source>
        <translation>Den Pagat rekontrieren</translation>
    </message>
    <message>
        <source>Nothing (more)</source>
        <translation>Nichts (mehr)</translation>
    </message>
    <message>
        <source>take the first three talon cards (take 0) or the last three (take 1)</source>
        <translation>nehmen Sie die ersten drei Talonkarten (take 0) oder die letzten drei (take 1)</translation>
    </message>
    <message>
        <source>the declarer must lay away three cards first</source>
        <translation>der Alleinspieler muss zuerst drei Karten verlegen</translation>
    </message>
    <message>
        <source>a king or a Trull card may not be laid away</source>
        <translation>ein König oder eine Trullkarte darf nicht verlegt werden</translation>
    </message>
    <message>
        <source>a Tarock may be laid away only when you have no other suit card than kings</source>
        <translation>ein Tarock darf nur verlegt werden, wenn Sie außer Königen keine Farbkarte haben</translation>
    </message>
    <message>
        <source>announce, double, or say nothing (declare none)</source>
        <translation>ansagen, kontrieren oder nichts sagen (declare none)</translation>
    </message>
    <message>
        <source>only a player sitting before the one who bid may hold his bid</source>
        <translation>nur ein Spieler, der vor dem Bieter sitzt, darf sein Gebot halten</translation>
    </message>
    <message>
        <source>the first bid must be a Dreier (or a Solo)</source>
        <translation>das erste Gebot muss ein Dreier sein (oder ein Solo)</translation>
    </message>
    <message>
        <source>nothing is higher than a Solo</source>
        <translation>nichts ist höher als ein Solo</translation>
    </message>
    <message>
        <source>only a Solo is higher</source>
        <translation>nur ein Solo ist höher</translation>
    </message>
    <message>
        <source>there is no bid to hold yet</source>
        <translation>es gibt noch kein Gebot zu halten</translation>
    </message>
    <message>
        <source>only the holder of the Pagat can announce it</source>
        <translation>nur wer den Pagat hält, kann ihn ansagen</translation>
    </message>
    <message>
        <source>only the other side may double, and only once</source>
        <translation>nur die andere Seite darf kontrieren, und nur einmal</translation>
    </message>
    <message>
        <source>only a doubled side may redouble, and only once</source>
        <translation>nur eine kontrierte Seite darf rekontrieren, und nur einmal</translation>
    </message>
    <message>
        <source>the Pagat is already announced</source>
        <translation>der Pagat ist schon angesagt</translation>
    </message>
    <message>
        <source>you announced the Pagat: play it only when you have no other Tarock</source>
        <translation>Sie haben den Pagat angesagt: Spielen Sie ihn erst, wenn Sie keinen anderen Tarock haben</translation>
    </message>
    <message>
        <source>Bid, hold or pass</source>
        <translation>Bieten, halten oder passen</translation>
    </message>
    <message>
        <source>Take the first or the last three talon cards</source>
        <translation>Die ersten oder die letzten drei Talonkarten nehmen</translation>
    </message>
    <message>
        <source>Lay away three cards</source>
        <translation>Drei Karten ablegen</translation>
    </message>
    <message>
        <source>Announce the Pagat, double, or say nothing</source>
        <translation>Den Pagat ansagen, kontrieren oder nichts sagen</translation>
    </message>
    <message>
        <source>you must bid higher: {bid} or Solo</source>
        <translation>Sie müssen höher bieten: {bid} oder Solo</translation>
    </message>
    <message>
        <source>there is no announcement {name} in Tappen</source>
        <translation>im Tappen gibt es keine Ansage {name}</translation>
    </message>
    <message>
        <source>{contract} by {declarer:acc}: {value} units, {doubled}</source>
        <translation>{contract} von {declarer:dat}: {value} Einheiten, {doubled}</translation>
    </message>
    <message>
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>the defence counts the talon</source>
        <translation>die Gegenspieler zählen den Talon</translation>
    </message>
    <message>
        <source>{declarer} took the first three</source>
        <translation>{declarer} {declarer|you:nahmen|nahm} die ersten drei</translation>
    </message>
    <message>
        <source>{declarer} took the last three</source>
        <translation>{declarer} {declarer|you:nahmen|nahm} die letzten drei</translation>
    </message>
    <message>
        <source>{declarer} {mine}, the defence {theirs} (35 and two cards wins)</source>
        <translation>{declarer} {mine}, die Gegenspieler {theirs} (35 und zwei Blatt gewinnen)</translation>
    </message>
    <message>
        <source>Each defender</source>
        <translation>Jeder Gegenspieler</translation>
    </message>
    <message>
        <source>pays {amount} units</source>
        <translation>zahlt {amount} Einheiten</translation>
    </message>
    <message>
        <source>receives {amount} units</source>
        <translation>erhält {amount} Einheiten</translation>
    </message>
    <message>
        <source>there is no bid {name} in Tappen</source>
        <translation>im Tappen gibt es kein Gebot {name}</translation>
    </message>
    <message>
        <source>{seat}: {units} units to the declarer, announced, {doubled}</source>
        <translation>{seat}: {units} Einheiten für den Alleinspieler, angesagt, {doubled}</translation>
    </message>
    <message>
        <source>{seat}: {units} units to the defence, announced, {doubled}</source>
        <translation>{seat}: {units} Einheiten für die Gegenspieler, angesagt, {doubled}</translation>
    </message>
    <message>
        <source>{seat}: {units} units to the declarer</source>
        <translation>{seat}: {units} Einheiten für den Alleinspieler</translation>
    </message>
    <message>
        <source>{seat}: {units} units to the defence</source>
        <translation>{seat}: {units} Einheiten für die Gegenspieler</translation>
    </message>
    <message>
        <source>Laid away (scarto)</source>
        <translation>Abgelegt (Scarto)</translation>
    </message>
    <message>
        <source>three tarocchi</source>
        <translation>drei Tarocchi</translation>
    </message>
    <message>
        <source>four tarocchi</source>
        <translation>vier Tarocchi</translation>
    </message>
    <message>
        <source>three kings</source>
        <translation>drei Könige</translation>
    </message>
    <message>
        <source>four kings</source>
        <translation>vier Könige</translation>
    </message>
    <message>
        <source>three queens</source>
        <translation>drei Damen</translation>
    </message>
    <message>
        <source>four queens</source>
        <translation>vier Damen</translation>
    </message>
    <message>
        <source>three knights</source>
        <translation>drei Reiter</translation>
    </message>
    <message>
        <source>four knights</source>
        <translation>vier Reiter</translation>
    </message>
    <message>
        <source>three jacks</source>
        <translation>drei Buben</translation>
    </message>
    <message>
        <source>four jacks</source>
        <translation>vier Buben</translation>
    </message>
    <message>
        <source>the dealer may not lay away a king or a tarocco (Angelo, Mondo, Begato, Matto)</source>
        <translation>der Geber darf keinen König und keinen Tarocco (Angelo, Mondo, Begato, Matto) ablegen</translation>
    </message>
    <message>
        <source>How the Begato and the Matto stand in for missing cards of a sequence.</source>
        <translation>Wie Begato und Matto fehlende Karten einer Folge ersetzen.</translation>
    </message>
    <message>
        <source>Contatori (wild cards)</source>
        <translation>Contatori (Joker)</translation>
    </message>
    <message>
        <source>Once each, for a missing card; a wild trump ends the run (Jeux de tarot)</source>
        <translation>Je einmal, für eine fehlende Karte; ein freier Trumpf beendet die Folge (Jeux de tarot)</translation>
    </message>
    <message>
        <source>In every sequence, in any gap, or as one more card (Bologna)</source>
        <translation>In jeder Folge, in jeder Lücke oder als zusätzliche Karte (Bologna)</translation>
    </message>
    <message>
        <source>Three or more combinations (three kings, three queens …) double their points, as in Bologna.</source>
        <translation>Drei oder mehr Kombinationen (drei Könige, drei Damen …) verdoppeln ihre Punkte, wie in Bologna.</translation>
    </message>
    <message>
        <source>Criccone</source>
        <translation>Criccone</translation>
    </message>
    <message>
        <source>What three or more sequences double: their own points (Bologna) or the player&apos;s whole count.</source>
        <translation>Was drei oder mehr Folgen verdoppeln: ihre eigenen Punkte (Bologna) oder die ganze Zählung des Spielers.</translation>
    </message>
    <message>
        <source>Three sequences double</source>
        <translation>Drei Folgen verdoppeln</translation>
    </message>
    <message>
        <source>The sequences&apos; points</source>
        <translation>Die Punkte der Folgen</translation>
    </message>
    <message>
        <source>The whole count</source>
        <translation>Die ganze Zählung</translation>
    </message>
    <message>
        <source>The four Moretti (trumps 2 to 5) in a trick: equal, the last played wins (Bologna), or by number.</source>
        <translation>Die vier Moretti (Trümpfe 2 bis 5) im Stich: gleichwertig, der zuletzt gespielte gewinnt (Bologna), oder nach Nummer.</translation>
    </message>
    <message>
        <source>Moretti</source>
        <translation>Moretti</translation>
    </message>
    <message>
        <source>Equal: the last played wins</source>
        <translation>Gleichwertig: der zuletzt gespielte gewinnt</translation>
    </message>
    <message>
        <source>By number</source>
        <translation>Nach Nummer</translation>
    </message>
    <message>
        <source>A trump played to a trump lead or as a ruff must beat the trumps already in the trick when it can.</source>
        <translation>Ein Trumpf auf Trumpfausspiel oder zum Stechen muss die Trümpfe im Stich überstechen, wenn er kann.</translation>
    </message>
    <message>
        <source>Must over-trump</source>
        <translation>Überstechpflicht</translation>
    </message>
    <message>
        <source>{what}: {n} cards, {points}</source>
        <translation>{what}: {n} Karten, {points}</translation>
    </message>
    <message>
        <source>the grande</source>
        <translation>die Grande</translation>
    </message>
    <message>
        <source>{what}: {n} cards with {wild}, {points}</source>
        <translation>{what}: {n} Karten mit {wild}, {points}</translation>
    </message>
    <message>
        <source>Lay away 1 card (not a king or a tarocco)</source>
        <translation>Legen Sie 1 Karte ab (kein König, kein Tarocco)</translation>
    </message>
    <message>
        <source>Lay away {n} cards (not a king or a tarocco)</source>
        <translation>Legen Sie {n} Karten ab (kein König, kein Tarocco)</translation>
    </message>
    <message>
        <source>Best count: {seat:nom} with {count}</source>
        <translation>Beste Zählung: {seat:nom} mit {count}</translation>
    </message>
    <message>
        <source>Best count, a draw at {count}: {seats:nom}</source>
        <translation>Beste Zählung, Gleichstand bei {count}: {seats:nom}</translation>
    </message>
    <message>
        <source>{seat}: net</source>
        <translation>{seat}: netto</translation>
    </message>
    <message>
        <source>receives {amount} in all</source>
        <translation>erhält insgesamt {amount}</translation>
    </message>
    <message>
        <source>pays {amount} in all</source>
        <translation>zahlt insgesamt {amount}</translation>
    </message>
    <message>
        <source>even: pays and receives as much</source>
        <translation>ausgeglichen: zahlt und erhält gleich viel</translation>
    </message>
    <message>
        <source>the Moretti</source>
        <translation>die Moretti</translation>
    </message>
    <message>
        <source>count {count}: {cards} in cards, {combos} in combinations, {seqs} in cricche</source>
        <translation>Zählung {count}: {cards} in Karten, {combos} in Kombinationen, {seqs} in Cricche</translation>
    </message>
    <message>
        <source>{payer} → {payee}</source>
        <translation>{payer} → {payee}</translation>
    </message>
    <message>
        <source>{amount}: {high} against {low}</source>
        <translation>{amount}: {high} gegen {low}</translation>
    </message>
    <message>
        <source>the aces</source>
        <translation>die Asse</translation>
    </message>
    <message>
        <source>the suit of {king}</source>
        <translation>die Farbe von {king}</translation>
    </message>
    <message>
        <source>{seat}: combination</source>
        <translation>{seat}: Kombination</translation>
    </message>
    <message>
        <source>{what}, {points}</source>
        <translation>{what}, {points}</translation>
    </message>
    <message>
        <source>{seat}: criccone</source>
        <translation>{seat}: Criccone</translation>
    </message>
    <message>
        <source>three combinations or more: doubled</source>
        <translation>drei Kombinationen oder mehr: verdoppelt</translation>
    </message>
    <message>
        <source>{seat}: cricca</source>
        <translation>{seat}: Cricca</translation>
    </message>
    <message>
        <source>{what}</source>
        <translation>{what}</translation>
    </message>
    <message>
        <source>{seat}: cricche</source>
        <translation>{seat}: Cricche</translation>
    </message>
    <message>
        <source>three cricche or more: the count doubled</source>
        <translation>drei Cricche oder mehr: die Zählung verdoppelt</translation>
    </message>
    <message>
        <source>three cricche or more: doubled</source>
        <translation>drei Cricche oder mehr: verdoppelt</translation>
    </message>
    <message>
        <source>a wizard may place, upgrade, move or attack an atout, or pass</source>
        <translation>ein Zauberer darf einen Atout setzen, aufwerten, ziehen oder angreifen, oder passen</translation>
    </message>
    <message>
        <source>nobody is attacking you</source>
        <translation>niemand greift Sie an</translation>
    </message>
    <message>
        <source>a pass takes nothing</source>
        <translation>Passen nimmt nichts</translation>
    </message>
    <message>
        <source>your atout is attacked: defend with hearts, or take the blow</source>
        <translation>Ihr Atout wird angegriffen: Verteidigen Sie mit Herz, oder nehmen Sie den Schlag hin</translation>
    </message>
    <message>
        <source>the first atout goes to the centre of the board</source>
        <translation>der erste Atout kommt in die Mitte des Bretts</translation>
    </message>
    <message>
        <source>an atout is placed on an empty cell next to a card already placed</source>
        <translation>ein Atout wird auf ein leeres Feld neben einer gesetzten Karte gesetzt</translation>
    </message>
    <message>
        <source>you may upgrade only your own atouts</source>
        <translation>Sie dürfen nur Ihre eigenen Atouts aufwerten</translation>
    </message>
    <message>
        <source>an upgrade takes no place</source>
        <translation>eine Aufwertung nimmt kein Feld</translation>
    </message>
    <message>
        <source>an atout moves to an empty neighbouring cell</source>
        <translation>ein Atout zieht auf ein leeres Nachbarfeld</translation>
    </message>
    <message>
        <source>you may not attack your own atouts</source>
        <translation>Sie dürfen Ihre eigenen Atouts nicht angreifen</translation>
    </message>
    <message>
        <source>an attack takes no place</source>
        <translation>ein Angriff nimmt kein Feld</translation>
    </message>
    <message>
        <source>each card is paid once</source>
        <translation>jede Karte wird einmal bezahlt</translation>
    </message>
    <message>
        <source>every heart laid must be needed: lay fewer hearts</source>
        <translation>jedes gelegte Herz muss nötig sein: legen Sie weniger Herz</translation>
    </message>
    <message>
        <source>Another wizard plays</source>
        <translation>Ein anderer Zauberer ist am Zug</translation>
    </message>
    <message>
        <source>The attacked wizard defends</source>
        <translation>Der angegriffene Zauberer verteidigt sich</translation>
    </message>
    <message>
        <source>Place, upgrade, move or attack an atout, or pass</source>
        <translation>Einen Atout setzen, aufwerten, ziehen oder angreifen, oder passen</translation>
    </message>
    <message>
        <source>How many rounds the game lasts (every player has one turn a round).</source>
        <translation>Wie viele Runden das Spiel dauert (jeder Spieler ist einmal pro Runde am Zug).</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>A wizard who passes draws one more card.</source>
        <translation>Ein Zauberer, der passt, zieht eine Karte mehr.</translation>
    </message>
    <message>
        <source>A pass draws a card</source>
        <translation>Wer passt, zieht eine Karte</translation>
    </message>
    <message>
        <source>The side of the square board, in cells.</source>
        <translation>Die Seitenlänge des quadratischen Bretts, in Feldern.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>row {row}, column {column}</source>
        <translation>Reihe {row}, Spalte {column}</translation>
    </message>
    <message>
        <source>Attack {atout} for {worth} with {pay}</source>
        <translation>{atout} mit {pay} für {worth} angreifen</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; names an atout and the cards that pay for it</source>
        <translation>„{verb}“ nennt einen Atout und die Karten, die ihn bezahlen</translation>
    </message>
    <message>
        <source>{card} is not an atout</source>
        <translation>{card} ist kein Atout</translation>
    </message>
    <message>
        <source>the {suit} paid are worth {total}, less than {amount}</source>
        <translation>die bezahlten {suit} sind {total} wert, weniger als {amount}</translation>
    </message>
    <message>
        <source>every card paid must be needed: pay fewer {suit}</source>
        <translation>jede bezahlte Karte muss nötig sein: bezahlen Sie weniger {suit}</translation>
    </message>
    <message>
        <source>{n} indicator</source>
        <translation>{n} Anzeiger</translation>
    </message>
    <message>
        <source>{n} indicators</source>
        <translation>{n} Anzeiger</translation>
    </message>
    <message>
        <source>Winner: {seat:nom}, with {indicators}</source>
        <translation>Gewinner: {seat:nom}, mit {indicators}</translation>
    </message>
    <message>
        <source>{n} wizards share the victory with {indicators} each</source>
        <translation>{n} Zauberer teilen sich den Sieg mit je {indicators}</translation>
    </message>
    <message>
        <source>Place {atout} at {cell}, paying {pay}</source>
        <translation>{atout} auf {cell} setzen, bezahlt mit {pay}</translation>
    </message>
    <message>
        <source>Upgrade {atout} with {pay}</source>
        <translation>{atout} mit {pay} aufwerten</translation>
    </message>
    <message>
        <source>Move {atout} to {cell}, paying {pay}</source>
        <translation>{atout} nach {cell} ziehen, bezahlt mit {pay}</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <translation>{card} ist nicht in Ihrer Hand</translation>
    </message>
    <message>
        <source>{card} is not on the board</source>
        <translation>{card} ist nicht auf dem Brett</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; is paid with {suit}, not {card}</source>
        <translation>„{verb}“ wird mit {suit} bezahlt, nicht mit {card}</translation>
    </message>
    <message>
        <source>{indicators} on {atouts}</source>
        <translation>{indicators} auf {atouts}</translation>
    </message>
    <message>
        <source>An attack for {worth} on {atout}: lay hearts to cancel points, or take the blow</source>
        <translation>Ein Angriff mit {worth} auf {atout}: Herzen legen, um Punkte aufzuheben, oder den Schlag hinnehmen</translation>
    </message>
    <message>
        <source>Defend with {cards}</source>
        <translation>Mit {cards} verteidigen</translation>
    </message>
    <message>
        <source>Take the blow</source>
        <translation>Den Schlag hinnehmen</translation>
    </message>
    <message>
        <source>an atout holds at most {n} indicators</source>
        <translation>ein Atout trägt höchstens {n} Anzeiger</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <source>{rounds}</source>
        <translation>{rounds}</translation>
    </message>
    <message>
        <source>{n} atout</source>
        <translation>{n} Atout</translation>
    </message>
    <message>
        <source>{n} atouts</source>
        <translation>{n} Atouts</translation>
    </message>
    <message>
        <source>Tapp</source>
        <translation>Tapp</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Misère</translation>
    </message>
    <message>
        <source>Ich gehe (pass)</source>
        <translation>Ich gehe (passen)</translation>
    </message>
    <message>
        <source>Ich nehm&apos;s (take the Tapp)</source>
        <translation>Ich nehm&apos;s (den Tapp nehmen)</translation>
    </message>
    <message>
        <source>Solo (without the Tapp)</source>
        <translation>Solo (ohne den Tapp)</translation>
    </message>
    <message>
        <source>Ich gehe, ich nehm&apos;s or Solo?</source>
        <translation>Ich gehe, ich nehm&apos;s oder Solo?</translation>
    </message>
    <message>
        <source>Ich gehe or Solo?</source>
        <translation>Ich gehe oder Solo?</translation>
    </message>
    <message>
        <source>The Tappist or Soloist wins with more than this many points (a Misère player must not take more): more than half of the 114, or the text&apos;s 58.</source>
        <translation>Der Tappist oder Solist gewinnt mit mehr als so vielen Punkten (in der Misère darf man nicht mehr machen): mehr als die Hälfte von 114, oder die 58 des Textes.</translation>
    </message>
    <message>
        <source>Winning line</source>
        <translation>Gewinngrenze</translation>
    </message>
    <message>
        <source>More than 57 (half of 114)</source>
        <translation>Mehr als 57 (die Hälfte von 114)</translation>
    </message>
    <message>
        <source>More than 58 (Jeux de tarot)</source>
        <translation>Mehr als 58 (Jeux de tarot)</translation>
    </message>
    <message>
        <source>Rappen won or lost from each opponent in a Tapp game (a Solo counts double, a Misère once).</source>
        <translation>Rappen, die in einem Tapp-Spiel von jedem Gegner gewonnen oder an ihn verloren werden (ein Solo zählt doppelt, eine Misère einfach).</translation>
    </message>
    <message>
        <source>Stake (Rappen)</source>
        <translation>Einsatz (Rappen)</translation>
    </message>
    <message>
        <source>Who pays in a Misère: every player who took more than the line, or the player who took most.</source>
        <translation>Wer in einer Misère zahlt: jeder Spieler über der Grenze, oder der Spieler mit den meisten Punkten.</translation>
    </message>
    <message>
        <source>Misère payment</source>
        <translation>Zahlung in der Misère</translation>
    </message>
    <message>
        <source>Each player over the line pays everyone</source>
        <translation>Jeder über der Grenze zahlt allen</translation>
    </message>
    <message>
        <source>The player with most points pays everyone</source>
        <translation>Der Spieler mit den meisten Punkten zahlt allen</translation>
    </message>
    <message>
        <source>The fool: excuses from following suit and never wins, as in French Tarot (Jeux de tarot), or is the highest trump, above the 21 (the Valais).</source>
        <translation>Der Narr: entschuldigt vom Bedienen und gewinnt nie, wie im Französischen Tarot (Jeux de tarot), oder ist der höchste Trumpf, über der 21 (das Wallis).</translation>
    </message>
    <message>
        <source>The fool</source>
        <translation>Der Narr</translation>
    </message>
    <message>
        <source>The excuse (French Tarot)</source>
        <translation>Die Excuse (Französisches Tarot)</translation>
    </message>
    <message>
        <source>The highest trump (the Valais)</source>
        <translation>Der höchste Trumpf (das Wallis)</translation>
    </message>
    <message>
        <source>Misère: nobody took more than {line}</source>
        <translation>Misère: niemand machte mehr als {line}</translation>
    </message>
    <message>
        <source>{taker} against {others}</source>
        <translation>{taker} gegen {others}</translation>
    </message>
    <message>
        <source>Needed</source>
        <translation>Nötig</translation>
    </message>
    <message>
        <source>more than {line}</source>
        <translation>mehr als {line}</translation>
    </message>
    <message>
        <source>Each opponent</source>
        <translation>Jeder Gegner</translation>
    </message>
    <message>
        <source>pays {amount} Rappen</source>
        <translation>zahlt {amount} Rappen</translation>
    </message>
    <message>
        <source>receives {amount} Rappen</source>
        <translation>erhält {amount} Rappen</translation>
    </message>
    <message>
        <source>Misère: the most points pay</source>
        <translation>Misère: die meisten Punkte zahlen</translation>
    </message>
    <message>
        <source>Misère: over {line} pays</source>
        <translation>Misère: über {line} zahlt</translation>
    </message>
    <message>
        <source>{points} points{over}</source>
        <translation>{points} Punkte{over}</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>{stake} Rappen, doubled in a Solo: {amount}</source>
        <translation>{stake} Rappen, im Solo verdoppelt: {amount}</translation>
    </message>
    <message>
        <source>{stake} Rappen</source>
        <translation>{stake} Rappen</translation>
    </message>
    <message>
        <source>, pays {stake} Rappen to each player</source>
        <translation>, zahlt jedem Spieler {stake} Rappen</translation>
    </message>
    <message>
        <source>Trull in one hand</source>
        <translation>Trull in einer Hand</translation>
    </message>
    <message>
        <source>Four Kings in one hand</source>
        <translation>Vier Könige in einer Hand</translation>
    </message>
    <message>
        <source>Announce, double, or say none</source>
        <translation>Ansagen, kontrieren oder nichts sagen</translation>
    </message>
    <message>
        <source>You hold XX to XVI: play alone</source>
        <translation>Sie halten XX bis XVI: allein spielen</translation>
    </message>
    <message>
        <source>The Farberl (Tarock without power) may be bid.</source>
        <translation>Das Farberl (Tarock ohne Macht) darf angesagt werden.</translation>
    </message>
    <message>
        <source>Farberl</source>
        <translation>Farberl</translation>
    </message>
    <message>
        <source>Suit cards a hand needs to bid a Farberl (the usual rule: 5; 0 for no limit).</source>
        <translation>Farbkarten, die eine Hand für ein Farberl braucht (die übliche Regel: 5; 0 für keine Grenze).</translation>
    </message>
    <message>
        <source>Suit cards for a Farberl</source>
        <translation>Farbkarten für ein Farberl</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>{cards} spielen</translation>
    </message>
    <message>
        <source>Lay away {cards}</source>
        <translation>{cards} ablegen</translation>
    </message>
    <message>
        <source>Not yet: this lesson asks for another move. {what}</source>
        <translation>Noch nicht: Diese Lektion verlangt einen anderen Zug. {what}</translation>
    </message>
    <message>
        <source>Not this card: this lesson lays away {cards}</source>
        <translation>Nicht diese Karte: In dieser Lektion werden {cards} abgelegt</translation>
    </message>
    <message>
        <source>Now: {what}.</source>
        <translation>Jetzt: {what}.</translation>
    </message>
    <message>
        <source>The deal is over. Your tricks and your discard hold {mine} card points, the defence&apos;s {theirs}: 91 in all.</source>
        <translation>Das Spiel ist vorbei. Ihre Stiche und Ihre abgelegten Karten enthalten {mine} Kartenpunkte, die der Gegenspieler {theirs}: 91 insgesamt.</translation>
    </message>
    <message>
        <source>The score: 25 for the contract, plus the margin {margin}, times {multiplier} for the guard: (25 + {margin}) × {multiplier} = {base}.</source>
        <translation>Die Wertung: 25 für das Spiel, plus der Überschuss {margin}, mal {multiplier} für die Garde: (25 + {margin}) × {multiplier} = {base}.</translation>
    </message>
    <message>
        <source>Each of the three defenders pays you {per}: you score {total}, they score −{per} each. Well done: you have played a whole deal of French Tarot.</source>
        <translation>Jeder der drei Gegenspieler zahlt Ihnen {per}: Sie schreiben {total}, die anderen je −{per}. Gut gemacht: Sie haben ein ganzes Spiel Französisches Tarot gespielt.</translation>
    </message>
    <message>
        <source>The poignée adds {bonus} for the side that won the deal: {base} + {bonus} = {per}.</source>
        <translation>Die Poignée bringt {bonus} für die Seite, die das Spiel gewonnen hat: {base} + {bonus} = {per}.</translation>
    </message>
    <message>
        <source>The petit au bout (the petit won in the last trick) would have added 10 × {multiplier}: nobody made it.</source>
        <translation>Der Petit au bout (der Petit im letzten Stich gewonnen) hätte 10 × {multiplier} gebracht: Niemand hat ihn geschafft.</translation>
    </message>
    <message>
        <source>Your side took {mine}, the defenders {theirs}: you needed 35 and two cards. The Call is won: 2 to you and your partner {partner}.</source>
        <translation>Ihre Seite machte {mine}, die Gegenspieler {theirs}: Sie brauchten 35 und zwei Blatt. Der Rufer ist gewonnen: 2 für Sie und Ihren Partner {partner}.</translation>
    </message>
    <message>
        <source>Premiums made silently count half: the Pagat ultimo {pagat}, the Trull {trull}. In all {total} for {side}, paid by each defender.</source>
        <translation>Still gemachte Prämien zählen die Hälfte: Pagat ultimo {pagat}, die Trull {trull}. Insgesamt {total} für {side}, von jedem Gegenspieler bezahlt.</translation>
    </message>
    <message>
        <source>You captured the top card: the game is won. You took {n} cards.</source>
        <translation>Sie haben die Spitzenkarte genommen: Das Spiel ist gewonnen. Sie haben {n} Karten genommen.</translation>
    </message>
    <message>
        <source>Every captured card scores: the trumps 1 and 21 five each, the other trumps four, courts three, pips one, the excuse nothing. Capturing the top adds {bonus}: {score} in all.</source>
        <translation>Jede genommene Karte zählt: die Trümpfe 1 und 21 je fünf, die anderen Trümpfe vier, Figuren drei, Zahlkarten eins, die Excuse nichts. Die Spitze zu nehmen bringt {bonus}: {score} insgesamt.</translation>
    </message>
    <message>
        <source>A real game has five rows and 55 cards in the pyramid: clearing it all adds 2 more. Game → La Pyramide deals one.</source>
        <translation>Ein echtes Spiel hat fünf Reihen und 55 Karten in der Pyramide: Alles abzuräumen bringt 2 mehr. Spiel → La Pyramide teilt eines aus.</translation>
    </message>
    <message>
        <source>You and {partner} took {mine} card points of {total}, the defenders {theirs}: you needed {needed}. The Preference is made: {value} victory point to each of you, paid by the defenders.</source>
        <translation>Sie und {partner} machten {mine} von {total} Kartenpunkten, die Gegenspieler {theirs}: Sie brauchten {needed}. Die Präferenz ist gewonnen: {value} Siegpunkt für jeden von Ihnen, von den Gegenspielern bezahlt.</translation>
    </message>
    <message>
        <source>{amount} from {payer:acc} to {payee:acc}</source>
        <translation>{amount} von {payer:dat} an {payee:acc}</translation>
    </message>
    <message>
        <source>the search finds this the best choice</source>
        <translation>die Suche hält dies für die beste Wahl</translation>
    </message>
    <message>
        <source>{what}: {why}</source>
        <translation>{what}: {why}</translation>
    </message>
    <message>
        <source>a cheap card that shortens a suit</source>
        <translation>eine billige Karte, die eine Farbe verkürzt</translation>
    </message>
    <message>
        <source>your partner will help you in that suit</source>
        <translation>Ihr Partner hilft Ihnen in dieser Farbe</translation>
    </message>
    <message>
        <source>it gives the best results in the simulated deals</source>
        <translation>sie bringt in den simulierten Spielen die besten Ergebnisse</translation>
    </message>
    <message>
        <source>it gives nothing away and keeps its points for your side</source>
        <translation>sie gibt nichts her und hält ihre Punkte für Ihre Seite</translation>
    </message>
    <message>
        <source>showing your trumps adds a bonus for the winning side</source>
        <translation>Ihre Trümpfe zu zeigen bringt der gewinnenden Seite einen Bonus</translation>
    </message>
    <message>
        <source>{p0:case}</source>
        <translation>{p0:case}</translation>
    </message>
    <message>
        <source>{p0:case} and {p1:nom}</source>
        <translation>{p0:case} und {p1:case}</translation>
    </message>
    <message>
        <source>{p0:case}, {p1:nom} and {p2:nom}</source>
        <translation>{p0:case}, {p1:case} und {p2:case}</translation>
    </message>
    <message>
        <source>{p0:case}, {p1:nom}, {p2:nom} and {p3:nom}</source>
        <translation>{p0:case}, {p1:case}, {p2:case} und {p3:case}</translation>
    </message>
    <message>
        <source>{p0:case}, {p1:nom}, {p2:nom}, {p3:nom} and {p4:nom}</source>
        <translation>{p0:case}, {p1:case}, {p2:case}, {p3:case} und {p4:case}</translation>
    </message>
    <message>
        <source>{p0:case}, {p1:nom}, {p2:nom}, {p3:nom}, {p4:nom} and {p5:nom}</source>
        <translation>{p0:case}, {p1:case}, {p2:case}, {p3:case}, {p4:case} und {p5:case}</translation>
    </message>
    <message>
        <source>{p0:case}, {p1:nom}, {p2:nom}, {p3:nom}, {p4:nom}, {p5:nom} and {p6:nom}</source>
        <translation>{p0:case}, {p1:case}, {p2:case}, {p3:case}, {p4:case}, {p5:case} und {p6:case}</translation>
    </message>
    <message>
        <source>{p0:case}, {p1:nom}, {p2:nom}, {p3:nom}, {p4:nom}, {p5:nom}, {p6:nom} and {p7:nom}</source>
        <translation>{p0:case}, {p1:case}, {p2:case}, {p3:case}, {p4:case}, {p5:case}, {p6:case} und {p7:case}</translation>
    </message>
    <message>
        <source>not doubled</source>
        <translation>nicht kontriert</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>kontriert</translation>
    </message>
    <message>
        <source>redoubled</source>
        <translation>rekontriert</translation>
    </message>
    <message>
        <source>superdoubled</source>
        <translation>subkontriert</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
    <message>
        <source>trump {n}</source>
        <translation>Trumpf {n}</translation>
    </message>
    <message>
        <source>trumps {n}</source>
        <translation>Trümpfe {n}</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>La chasse au trésor</source>
        <translation>La chasse au trésor (Schatzsuche)</translation>
    </message>
    <message>
        <source>solitaire</source>
        <translation>Patience</translation>
    </message>
    <message>
        <source>Solitaire: a magician&apos;s journey through a library of monsters, potions, spells and treasure.</source>
        <translation>Patience: die Reise eines Magiers durch eine Bibliothek voller Monster, Tränke, Zauber und Schätze.</translation>
    </message>
    <message>
        <source>French Tarot</source>
        <translation>Französisches Tarot</translation>
    </message>
    <message>
        <source>french</source>
        <translation>französisch</translation>
    </message>
    <message>
        <source>Tarock (German)</source>
        <translation>Tarock (deutsch)</translation>
    </message>
    <message>
        <source>german</source>
        <translation>deutsch</translation>
    </message>
    <message>
        <source>Four players, each for himself, with the 54-card pack, counted in triplets.</source>
        <translation>Vier Spieler, jeder für sich, mit dem 54-Blatt, in Dreiergruppen gezählt.</translation>
    </message>
    <message>
        <source>The chien</source>
        <translation>Der Hund (Chien)</translation>
    </message>
    <message>
        <source>Who gets the chien: the dealer takes it into his hand and lays away six cards, or it counts unseen for the winner of the last trick.</source>
        <translation>Wer den Hund bekommt: Der Geber nimmt ihn auf und legt sechs Karten ab, oder er zählt ungesehen für den Gewinner des letzten Stichs.</translation>
    </message>
    <message>
        <source>The dealer takes the chien and lays away as many cards</source>
        <translation>Der Geber nimmt den Hund und legt ebenso viele Karten ab</translation>
    </message>
    <message>
        <source>The chien counts for the winner of the last trick</source>
        <translation>Der Hund zählt für den Gewinner des letzten Stichs</translation>
    </message>
    <message>
        <source>Illustrated Tarock</source>
        <translation>Illustrierten-Tarock</translation>
    </message>
    <message>
        <source>austrian</source>
        <translation>österreichisch</translation>
    </message>
    <message>
        <source>Three players bid Three, Two, One or Solo to exchange with the talon, announce before and after the exchange, contra and recontra; game is 100.</source>
        <translation>Drei Spieler lizitieren Dreier, Zweier, Einer oder Solo für den Tausch mit dem Talon, sagen vor und nach dem Kauf an, kontrieren und rekontrieren; gespielt auf 100.</translation>
    </message>
    <message>
        <source>Königrufen</source>
        <translation>Königrufen</translation>
    </message>
    <message>
        <source>Call the King: four players, a called king as secret partner, talon halves, Solo, Dreier, Trischaken, Piccolo, Bettel and the premiums.</source>
        <translation>Königrufen: vier Spieler, ein gerufener König als geheimer Partner, Talonhälften, Solo, Dreier, Trischaken, Piccolo, Bettel und die Prämien.</translation>
    </message>
    <message>
        <source>Up to superdouble (×8)</source>
        <translation>Bis Subkontra (×8)</translation>
    </message>
    <message>
        <source>Up to redouble (×4)</source>
        <translation>Bis Rekontra (×4)</translation>
    </message>
    <message>
        <source>Double only (×2)</source>
        <translation>Nur Kontra (×2)</translation>
    </message>
    <message>
        <source>{best} holds the trick and you cannot beat it cheaply: {card} gives away only {pts} points</source>
        <translation>{best} hält den Stich und Sie können ihn nicht billig schlagen: {card} gibt nur {pts} Punkte her</translation>
    </message>
    <message>
        <source>{n} trump</source>
        <translation>{n} Trumpf</translation>
    </message>
    <message>
        <source>{n} trumps</source>
        <translation>{n} Trümpfen</translation>
    </message>
    <message>
        <source>{n} king</source>
        <translation>{n} König</translation>
    </message>
    <message>
        <source>{n} kings</source>
        <translation>{n} Königen</translation>
    </message>
    <message>
        <source>with {trumps} and {kings} your hand is strong enough for it</source>
        <translation>mit {trumps} und {kings} ist Ihre Hand stark genug dafür</translation>
    </message>
    <message>
        <source>with {trumps} and {kings} your hand is too weak for a contract</source>
        <translation>mit {trumps} und {kings} ist Ihre Hand zu schwach für ein Spiel</translation>
    </message>
    <message>
        <source>keep {petit} back: {n} trumps are still out against it</source>
        <translation>halten Sie {petit} zurück: {n} Trümpfe sind noch draußen</translation>
    </message>
    <message>
        <source>it beats {best} and takes the trick: {stake} points at stake</source>
        <translation>sie schlägt {best} und nimmt den Stich: {stake} Punkte stehen auf dem Spiel</translation>
    </message>
    <message>
        <source>your partner {seat} holds the trick with {best}: {card} adds its points</source>
        <translation>Ihr Partner {seat} hält den Stich mit {best}: {card} bringt seine Punkte hinein</translation>
    </message>
    <message>
        <source>{why}; {danger}</source>
        <translation>{why}; {danger}</translation>
    </message>
    <message>
        <source>leading trumps draws the others&apos; trumps, so your cards become masters</source>
        <translation>Trumpf ausspielen zieht den anderen die Trümpfe, so werden Ihre Karten Herr</translation>
    </message>
    <message>
        <source>your partner, who holds {king}, can win this suit</source>
        <translation>Ihr Partner, der {king} hält, kann diese Farbe gewinnen</translation>
    </message>
    <message>
        <source>{card} is the highest card left in its suit; {pts} points of the suit are still out</source>
        <translation>{card} ist die höchste verbliebene Karte ihrer Farbe; {pts} Punkte der Farbe sind noch draußen</translation>
    </message>
    <message>
        <source>it leaves you void in that suit, so you can trump it</source>
        <translation>damit sind Sie in dieser Farbe frei und können stechen</translation>
    </message>
    <message>
        <source>it beats {best} and saves {petit}</source>
        <translation>sie schlägt {best} und rettet {petit}</translation>
    </message>
    <message>
        <source>it beats {best} and takes {petit}: {stake} points at stake</source>
        <translation>sie schlägt {best} und fängt {petit}: {stake} Punkte stehen auf dem Spiel</translation>
    </message>
    <message>
        <source>{card} wins the trick safely: nobody after you can beat it, {stake} points at stake</source>
        <translation>{card} gewinnt den Stich sicher: niemand nach Ihnen kann sie schlagen, {stake} Punkte stehen auf dem Spiel</translation>
    </message>
    <message>
        <source>{card} beats {best} for now, but {n} trumps are still out: it is in danger</source>
        <translation>{card} schlägt {best} vorerst, aber {n} Trümpfe sind noch draußen: sie ist in Gefahr</translation>
    </message>
    <message>
        <source>it beats {best} and may hold the trick: {stake} points at stake</source>
        <translation>sie schlägt {best} und kann den Stich halten: {stake} Punkte stehen auf dem Spiel</translation>
    </message>
    <message>
        <source>leading trumps draws the others&apos; trumps and hunts {petit}, still out</source>
        <translation>Trumpf ausspielen zieht den anderen die Trümpfe und jagt {petit}, der noch draußen ist</translation>
    </message>
    <message>
        <source>{card} is safe now: no trump is left to beat it</source>
        <translation>{card} ist jetzt sicher: Es ist kein Trumpf mehr übrig, der sie schlägt</translation>
    </message>
    <message>
        <source>a cheap lead: {top} is still out, among {pts} points of that suit</source>
        <translation>ein billiges Ausspiel: {top} ist noch draußen, unter {pts} Punkten dieser Farbe</translation>
    </message>
    <message>
        <source>nobody else holds that suit: the others must trump or give cards away</source>
        <translation>niemand sonst hat diese Farbe: die anderen müssen stechen oder abwerfen</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>The pack has four suits of 14 cards ({king}, {queen}, {cavalier}, {jack}, then 10 down to the ace) and 21 trumps, plus the excuse. Three cards are the oudlers: {T1}, {T21} and {EX}.</source>
        <translation>Das Blatt hat vier Farben zu 14 Karten ({king}, {queen}, {cavalier}, {jack}, dann 10 bis Ass) und 21 Trümpfe, dazu die Excuse. Drei Karten sind die Oudler: {T1}, {T21} und {EX}.</translation>
    </message>
    <message>
        <source>Card points: an oudler or a {king} 4.5, a {queen} 3.5, a {cavalier} 2.5, a {jack} 1.5, any other card 0.5; 91 in all. The taker needs 56 of them with no oudler in the tricks, 51 with one, 41 with two and only 36 with all three.</source>
        <translation>Kartenpunkte: ein Oudler oder {king} 4,5, {queen} 3,5, {cavalier} 2,5, {jack} 1,5, jede andere Karte 0,5; 91 insgesamt. Der Alleinspieler braucht 56 davon ohne Oudler in seinen Stichen, 51 mit einem, 41 mit zwei und nur 36 mit allen dreien.</translation>
    </message>
    <message>
        <source>A good discard leaves you void in a suit, so that you can trump it. Lay away both {clubs}, {7C} and {2C}, and the small cards {3D}, {5D}, {6S} and {1S}: click each, then press Lay away.</source>
        <translation>Ein guter Abwurf macht Sie in einer Farbe frei, damit Sie sie stechen können. Legen Sie beide {clubs} ab, {7C} und {2C}, und die kleinen Karten {3D}, {5D}, {6S} und {1S}: Klicken Sie jede an, dann auf Ablegen.</translation>
    </message>
    <message>
        <source>Now follow suit: {s1} led a {heart}, so you must play a {heart} if you have one. {s2} and {s3} played {2H} and {6H}.</source>
        <translation>Jetzt Farbe bedienen: {s1} spielte {heart} aus, also müssen Sie {heart} spielen, wenn Sie eines haben. {s2} und {s3} spielten {2H} und {6H}.</translation>
    </message>
    <message>
        <source>{KH} is the highest {heart}: it wins the trick and its 4.5 points. Play it: double-click it or drag it to the table.</source>
        <translation>Keine {heart}-Karte ist höher als {KH}: Sie gewinnt den Stich und zählt selbst 4,5 Punkte. Spielen Sie sie: Doppelklicken Sie darauf oder ziehen Sie sie auf den Tisch.</translation>
    </message>
    <message>
        <source>{s3} won with {T17} and leads {KC}. You have no {clubs} left, so you must trump: any trump, even {T3}, beats every suit card.</source>
        <translation>{s3} gewann mit {T17} und spielt {KC} aus. Sie haben kein {clubs} mehr, also müssen Sie stechen: Jeder Trumpf, selbst {T3}, schlägt jede Farbkarte.</translation>
    </message>
    <message>
        <source>Play {T3}: it takes {KC}, 4.5 points, with your smallest trump.</source>
        <translation>Spielen Sie {T3}: Damit nehmen Sie {KC}, 4,5 Punkte, mit Ihrem kleinsten Trumpf.</translation>
    </message>
    <message>
        <source>{s1} won with {T19} and leads {8C}; {s2} and {s3} followed with {clubs}. You have none: trump with {T7}, your lowest trump, which wins the trick.</source>
        <translation>{s1} gewann mit {T19} und spielt {8C} aus; {s2} und {s3} bedienten {clubs}. Sie haben keines: Stechen Sie mit {T7}, Ihrem niedrigsten Trumpf, der den Stich gewinnt.</translation>
    </message>
    <message>
        <source>{s1} leads {QH}, {s2} plays {NH} and {s3} {7H}. You must follow with a {heart} but cannot beat the queen: play your lowest, {4H}, and give away as little as you can.</source>
        <translation>{s1} spielt {QH} aus, {s2} gibt {NH} zu und {s3} {7H}. Sie müssen {heart} bedienen, können die Dame aber nicht schlagen: Spielen Sie Ihre niedrigste Karte, {4H}, und geben Sie so wenig wie möglich her.</translation>
    </message>
    <message>
        <source>{s1} leads {1H}. {s3} had no {heart} and trumped with {T8}. You still hold a {heart}, so you must follow suit even though the trick is lost: play {8H}.</source>
        <translation>{s1} spielt {1H} aus. {s3} hatte kein {heart} und stach mit {T8}. Sie haben noch {heart}, also müssen Sie bedienen, auch wenn der Stich verloren ist: Spielen Sie {8H}.</translation>
    </message>
    <message>
        <source>{s1} leads {JC}, and the others follow with {clubs}. You have none: trump with {T9} and take the {jack}.</source>
        <translation>{s1} spielt {JC} aus, und die anderen bedienen {clubs}. Sie haben keines: Stechen Sie mit {T9} und nehmen Sie die Karte ({jack}).</translation>
    </message>
    <message>
        <source>You capture cards in pairs worth 21. Suit cards count their pips, a {jack} 11, a {cavalier} 12, a {queen} 13 and a {king} 14.</source>
        <translation>Sie nehmen Karten in Paaren mit dem Wert 21. Farbkarten zählen ihre Augen, {jack} 11, {cavalier} 12, {queen} 13 und {king} 14.</translation>
    </message>
    <message>
        <source>Kings and the Trull are worth 5 points, {queens} 4, {cavaliers} 3, {jacks} 2, the rest 1, counted in threes: 70 in all. The declarer&apos;s side needs 35 and two cards.</source>
        <translation>Könige und die Karten der Trull zählen 5 Punkte, {queens} 4, {cavaliers} 3, {jacks} 2, der Rest 1, in Dreiergruppen gezählt: 70 insgesamt. Die Spielerseite braucht 35 und zwei Blatt.</translation>
    </message>
    <message>
        <source>Call a king you do not hold. You have {KS} and {KC}, and two small {diamonds}: call {KD}, so that your partner can win your {diamond} leads.</source>
        <translation>Rufen Sie einen König, den Sie nicht haben. Sie haben {KS} und {KC} und zwei kleine {diamonds}: Rufen Sie {KD}, damit Ihr Partner Ihre {diamond}-Ausspiele gewinnen kann.</translation>
    </message>
    <message>
        <source>Lay away three cards, never a king or a tarock. Lay away {NH}, {4H} and {JC}: you will be void in {hearts} and can trump them.</source>
        <translation>Legen Sie drei Karten ab, nie einen König oder Tarock. Legen Sie {NH}, {4H} und {JC} ab: Dann sind Sie in {hearts} frei und können es stechen.</translation>
    </message>
    <message>
        <source>Now lead {1D}, a small {diamond}: your partner, who holds {KD}, can win it and shows themselves by playing the king.</source>
        <translation>Spielen Sie jetzt {1D} aus, ein kleines {diamond}: Ihr Partner, der {KD} hat, kann den Stich gewinnen und gibt sich zu erkennen, indem er den König spielt.</translation>
    </message>
    <message>
        <source>Each card counts by itself: oudlers and kings 5, {queens} 4, {cavaliers} 3, {jacks} 2, the rest 1: 106 in all. The declarer&apos;s side needs 54.</source>
        <translation>Jede Karte zählt für sich: Oudler und Könige 5, {queens} 4, {cavaliers} 3, {jacks} 2, der Rest 1: 106 insgesamt. Die Spielerseite braucht 54.</translation>
    </message>
    <message>
        <source>At four, the declarer calls a king, whose holder is the partner (or plays alone). Call {KD}: you hold two small {diamonds} to lead to it.</source>
        <translation>Zu viert ruft der Spieler einen König; wer ihn hat, ist sein Partner (oder er spielt allein). Rufen Sie {KD}: Sie haben zwei kleine {diamonds}, um ihn anzuspielen.</translation>
    </message>
    <message>
        <source>Lay away as many cards as you took, never a king or an oudler: {NH}, {10H} and {JC}. They count for you at the end, and you are void in {hearts}.</source>
        <translation>Legen Sie so viele Karten ab, wie Sie genommen haben, nie einen König oder Oudler: {NH}, {10H} und {JC}. Sie zählen am Ende für Sie, und Sie sind in {hearts} frei.</translation>
    </message>
    <message>
        <source>You have no {hearts} left, so you must play a tarock: {T1}, the lowest, is enough to take {KH}: 5 points and an oudler saved.</source>
        <translation>Sie haben kein {hearts} mehr, also müssen Sie Tarock spielen: {T1}, der niedrigste, genügt, um {KH} zu nehmen: 5 Punkte, und ein Oudler gerettet.</translation>
    </message>
    <message>
        <source>France&apos;s game: bid to take the chien, then win card points with the three oudlers. 3–5 players; 2 in Moore&apos;s variant.</source>
        <translation>Das Spiel Frankreichs: reizen, um den Hund (Chien) zu nehmen, dann mit den drei Oudlern Kartenpunkte machen. 3–5 Spieler; 2 in Moores Variante.</translation>
    </message>
    <message>
        <source>La Pyramide</source>
        <translation>La Pyramide</translation>
    </message>
    <message>
        <source>Call the King</source>
        <translation>Rufer</translation>
    </message>
    <message>
        <source>Piccolo</source>
        <translation>Piccolo</translation>
    </message>
    <message>
        <source>Solo (Solo-Call)</source>
        <translation>Solo (Solorufer)</translation>
    </message>
    <message>
        <source>Besserrufer with the Pagat</source>
        <translation>Besserrufer mit dem Pagat</translation>
    </message>
    <message>
        <source>Besserrufer with the Uhu</source>
        <translation>Besserrufer mit dem Uhu</translation>
    </message>
    <message>
        <source>Bettel</source>
        <translation>Bettel</translation>
    </message>
    <message>
        <source>Piccolo ouvert</source>
        <translation>Piccolo ouvert</translation>
    </message>
    <message>
        <source>Bettel ouvert</source>
        <translation>Bettel ouvert</translation>
    </message>
    <message>
        <source>Solo-Dreier</source>
        <translation>Solodreier</translation>
    </message>
    <message>
        <source>Take the first three: {cards}</source>
        <translation>Die ersten drei nehmen: {cards}</translation>
    </message>
    <message>
        <source>Take the last three: {cards}</source>
        <translation>Die letzten drei nehmen: {cards}</translation>
    </message>
    <message>
        <source>Laid away from the Tapp</source>
        <translation>Aus dem Tapp abgelegt</translation>
    </message>
    <message>
        <source>the Tappist may lay away a king only when he holds all four</source>
        <translation>der Tappist darf einen König nur ablegen, wenn er alle vier hält</translation>
    </message>
    <message>
        <source>the Tappist may not lay away an oudler (the 1, the 21, the fool)</source>
        <translation>der Tappist darf keinen Oudler ablegen (die 1, die 21, den Narren)</translation>
    </message>
    <message>
        <source>it is time to say ich gehe, ich nehm&apos;s or Solo</source>
        <translation>jetzt heißt es ich gehe, ich nehm&apos;s oder Solo</translation>
    </message>
    <message>
        <source>the Tapp is taken already: go or play a Solo</source>
        <translation>der Tapp ist schon genommen: gehen Sie oder spielen Sie ein Solo</translation>
    </message>
    <message>
        <source>Lay away 1 card (no oudler, no king)</source>
        <translation>Legen Sie 1 Karte ab (kein Oudler, kein König)</translation>
    </message>
    <message>
        <source>Lay away {n} cards (no oudler, no king)</source>
        <translation>Legen Sie {n} Karten ab (kein Oudler, kein König)</translation>
    </message>
    <message>
        <source>{seat} played the {contract}: won with {points} of {total}</source>
        <translation>{seat} {seat|you:spielten|spielte} {contract}: gewonnen mit {points:dat} von {total}</translation>
    </message>
    <message>
        <source>{seat} played the {contract}: lost with {points} of {total}</source>
        <translation>{seat} {seat|you:spielten|spielte} {contract}: verloren mit {points:dat} von {total}</translation>
    </message>
    <message>
        <source>there is no bid {name}: say ich gehe, ich nehm&apos;s or Solo</source>
        <translation>es gibt kein Gebot {name}: sagen Sie ich gehe, ich nehm&apos;s oder Solo</translation>
    </message>
    <message>
        <source>Tappist</source>
        <translation>Tappist</translation>
    </message>
    <message>
        <source>Soloist</source>
        <translation>Solospieler</translation>
    </message>
    <message>
        <source>you hold XX to XVI: you must play a Solo (or a Farberl)</source>
        <translation>Sie halten XX bis XVI: Sie müssen ein Solo spielen (oder ein Farberl)</translation>
    </message>
    <message>
        <source>{points} of {total}</source>
        <translation>{points} von {total}</translation>
    </message>
    <message>
        <source>Call the XX</source>
        <translation>Zwanzigerrufer</translation>
    </message>
    <message>
        <source>a Farberl needs at least {n} suit cards in the hand</source>
        <translation>ein Farberl braucht mindestens {n} Farbkarten in der Hand</translation>
    </message>
    <message>
        <source>Call Tarock {number}</source>
        <translation>Tarock {number} rufen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abgelegte Karten</translation>
    </message>
    <message>
        <source>you cannot follow suit: you must play a trump</source>
        <translation>Sie können nicht bedienen: Sie müssen Trumpf spielen</translation>
    </message>
    <message>
        <source>you must play a higher trump when you can</source>
        <translation>Sie müssen übertrumpfen, wenn Sie können</translation>
    </message>
    <message>
        <source>a trump was led: you must play a trump</source>
        <translation>Trumpf wurde ausgespielt: Sie müssen Trumpf zugeben</translation>
    </message>
    <message>
        <source>Lay away 1 more card</source>
        <translation>Legen Sie noch 1 Karte ab</translation>
    </message>
    <message>
        <source>Lay away {n} more cards</source>
        <translation>Legen Sie noch {n} Karten ab</translation>
    </message>
    <message>
        <source>{points} and one card</source>
        <translation>{points} und {case|dat:einem|ein} Blatt</translation>
    </message>
    <message>
        <source>{points} and two cards</source>
        <translation>{points} und zwei Blatt</translation>
    </message>
    <message>
        <source>{how} (×{factor})</source>
        <translation>{how} (×{factor})</translation>
    </message>
    <message>
        <source>The search expected {theirs} from {suggestion} and {yours} from {card}, your choice</source>
        <translation>Die Suche erwartete {theirs} für {suggestion} und {yours} für {card}, Ihre Wahl</translation>
    </message>
    <message>
        <source>A whole deal as the taker of a guard: points, bidding, the chien, trumping, the excuse, the poignée and the score.</source>
        <translation>Ein ganzes Spiel als Alleinspieler einer Garde: Punkte, Reizen, der Hund, Stechen, die Excuse, die Poignée und die Abrechnung.</translation>
    </message>
    <message>
        <source>Welcome to French Tarot. You sit with {s1}, {s2} and {s3}. Whoever bids highest becomes the taker and plays alone against the other three.</source>
        <translation>Willkommen beim Französischen Tarot. Sie spielen mit {s1}, {s2} und {s3}. Wer am höchsten reizt, wird Alleinspieler und spielt allein gegen die anderen drei.</translation>
    </message>
    <message>
        <source>Bidding: in turn, each player passes or bids higher than before: a take, a guard (the score counts double), a guard without the chien (×4) or a guard against it (×6). {s1}, {s2} and {s3} have passed.</source>
        <translation>Reizen: Reihum passt jeder oder bietet höher als zuvor: Prise, Garde (die Wertung zählt doppelt), Garde sans, ohne den Hund (×4), oder Garde contre, gegen den Hund (×6). {s1}, {s2} und {s3} haben gepasst.</translation>
    </message>
    <message>
        <source>Your hand is strong: ten trumps with {T21}, {EX} and {KH}. Bid a guard: you will take the six cards of the chien, and the score counts double.</source>
        <translation>Ihr Blatt ist stark: zehn Trümpfe mit {T21}, {EX} und {KH}. Bieten Sie eine Garde: Sie nehmen die sechs Karten des Hundes, und die Wertung zählt doppelt.</translation>
    </message>
    <message>
        <source>You are the taker. The chien was turned face up for everyone to see and has gone into your hand: {KD}, {T12} and four small cards.</source>
        <translation>Sie sind der Alleinspieler. Der Hund wurde für alle sichtbar aufgedeckt und ist in Ihr Blatt gewandert: {KD}, {T12} und vier kleine Karten.</translation>
    </message>
    <message>
        <source>Now lay away six cards, face down: they count for you at the end. Never a king or an oudler, and a trump only when nothing else is left.</source>
        <translation>Legen Sie jetzt sechs Karten verdeckt ab: Sie zählen am Ende für Sie. Nie einen König oder Oudler, und einen Trumpf nur, wenn nichts anderes übrig ist.</translation>
    </message>
    <message>
        <source>Before the first card the taker may announce a slam (chelem): winning every trick. Announced and made it is worth 400, announced and lost it costs 200, made without announcing it 200.</source>
        <translation>Vor der ersten Karte darf der Alleinspieler einen Schlemm (Chelem) ansagen: alle Stiche machen. Angesagt und gewonnen zählt er 400, angesagt und verloren kostet er 200, ohne Ansage gewonnen 200.</translation>
    </message>
    <message>
        <source>Your hand is good, but not good enough to win all eighteen tricks: the defenders still hold high trumps. Announce no slam.</source>
        <translation>Ihr Blatt ist gut, aber nicht gut genug für alle achtzehn Stiche: Die Gegenspieler haben noch hohe Trümpfe. Sagen Sie keinen Schlemm an.</translation>
    </message>
    <message>
        <source>{s1} led {9H}. Before your first card you may show a poignée: ten trumps or more at four players (13 for a double, 15 for a triple). You hold eleven.</source>
        <translation>{s1} spielte {9H} aus. Vor Ihrer ersten Karte dürfen Sie eine Poignée zeigen: zehn Trümpfe oder mehr zu viert (13 für eine doppelte, 15 für eine dreifache). Sie haben elf.</translation>
    </message>
    <message>
        <source>A simple poignée is worth 20 to the side that wins the deal, whoever showed it: show it when you expect to win. Press Show a simple poignée, then Show: your ten lowest trumps are chosen.</source>
        <translation>Eine einfache Poignée zählt 20 für die Seite, die das Spiel gewinnt, egal wer sie gezeigt hat: Zeigen Sie sie, wenn Sie mit einem Gewinn rechnen. Klicken Sie auf Einfache Poignée zeigen, dann auf Zeigen: Ihre zehn niedrigsten Trümpfe werden gewählt.</translation>
    </message>
    <message>
        <source>You won the trick, so you lead the next one. A taker with many trumps leads them, to draw the defenders&apos; trumps and to hunt {T1}: it is an oudler worth 4.5 points.</source>
        <translation>Sie haben den Stich gewonnen, also spielen Sie im nächsten aus. Ein Alleinspieler mit vielen Trümpfen spielt sie aus, um die Trümpfe der Gegenspieler herauszuziehen und {T1} zu jagen: Er ist ein Oudler und 4,5 Punkte wert.</translation>
    </message>
    <message>
        <source>Lead your lowest trump, {T2}. When trumps are led, everyone must play a trump, and a higher one than the best in the trick if they can.</source>
        <translation>Spielen Sie Ihren niedrigsten Trumpf aus, {T2}. Wird Trumpf ausgespielt, muss jeder Trumpf zugeben, und zwar höher als der beste im Stich, wenn er kann.</translation>
    </message>
    <message>
        <source>Lead trumps again with {T5}. Each trump the defenders play makes yours stronger, and the petit has fewer places to hide.</source>
        <translation>Spielen Sie wieder Trumpf aus, mit {T5}. Jeder Trumpf, den die Gegenspieler zugeben, macht Ihre stärker, und der Petit hat weniger Verstecke.</translation>
    </message>
    <message>
        <source>You may play {EX} instead of following suit at any time. It never wins a trick, but it comes back to your pile and you give a half-point card in exchange: its 4.5 points stay yours.</source>
        <translation>{EX} darf jederzeit gespielt werden, statt Farbe zu bedienen. Sie gewinnt nie einen Stich, kommt aber zu Ihren Stichen zurück, und Sie geben dafür eine Karte zu einem halben Punkt ab: Ihre 4,5 Punkte bleiben Ihnen.</translation>
    </message>
    <message>
        <source>Led, it lets the next card set the suit. Play it now, while you still win tricks: played at the last trick it would go to the other side.</source>
        <translation>Wird sie ausgespielt, bestimmt die nächste Karte die Farbe. Spielen Sie sie jetzt, solange Sie noch Stiche gewinnen: Im letzten Stich gespielt, ginge sie an die andere Seite.</translation>
    </message>
    <message>
        <source>Danger for the petit! {s3} leads {T1}: whoever wins this trick takes an oudler. You must play a higher trump, and {T21} beats every card.</source>
        <translation>Gefahr für den Petit! {s3} spielt {T1} aus: Wer diesen Stich gewinnt, bekommt einen Oudler. Sie müssen einen höheren Trumpf spielen, und {T21} schlägt jede Karte.</translation>
    </message>
    <message>
        <source>Play {T21}: the petit comes to your pile. With {T21}, {EX} and {T1} you now hold all three oudlers: you need only 36 points.</source>
        <translation>Spielen Sie {T21}: Der Petit kommt zu Ihren Stichen. Mit {T21}, {EX} und {T1} haben Sie jetzt alle drei Oudler: Sie brauchen nur noch 36 Punkte.</translation>
    </message>
    <message>
        <source>Lead {9D}, a small card: it gives the lead away cheaply and keeps {KD} for later.</source>
        <translation>Spielen Sie {9D} aus, eine kleine Karte: Sie gibt das Ausspiel billig ab und hebt {KD} für später auf.</translation>
    </message>
    <message>
        <source>Lead {T16} to draw out the defenders&apos; last high trumps: after that your trumps and your kings are masters.</source>
        <translation>Spielen Sie {T16} aus, um die letzten hohen Trümpfe der Gegenspieler herauszuziehen: Danach sind Ihre Trümpfe und Ihre Könige nicht mehr zu schlagen.</translation>
    </message>
    <message>
        <source>{s1} leads {T15}. When you can, you must play a higher trump than the best in the trick: {T18} is your only trump above it, so it is the only card you may play.</source>
        <translation>{s1} spielt {T15} aus. Wenn Sie können, müssen Sie einen höheren Trumpf spielen als den besten im Stich: {T18} ist Ihr einziger Trumpf darüber, also die einzige Karte, die Sie spielen dürfen.</translation>
    </message>
    <message>
        <source>The defenders have no trumps left: your trumps are masters. Cash your suit cards while your trumps can take the lead back: lead {QS}.</source>
        <translation>Die Gegenspieler haben keine Trümpfe mehr: Ihre Trümpfe sind nicht zu schlagen. Holen Sie Ihre Farbkarten heim, solange Ihre Trümpfe das Ausspiel zurückholen können: Spielen Sie {QS} aus.</translation>
    </message>
    <message>
        <source>Lead {KD}: nothing beats a king in its suit unless it is trumped, and nobody has a trump left.</source>
        <translation>Spielen Sie {KD} aus: Nichts schlägt einen König in seiner Farbe außer einem Trumpf, und niemand hat mehr Trumpf.</translation>
    </message>
    <message>
        <source>Only trumps are left in your hand, and the others have none: each of them wins a trick.</source>
        <translation>Sie haben nur noch Trümpfe, und die anderen keine: Jeder davon gewinnt einen Stich.</translation>
    </message>
    <message>
        <source>A small pyramid to the top: pairs worth 21, free stacks, the draw.</source>
        <translation>Eine kleine Pyramide bis zur Spitze: Paare im Wert von 21, freie Stapel, das Ziehen.</translation>
    </message>
    <message>
        <source>Welcome to La Pyramide. The cards lie in stacks, in rows: the top card of each stack is face up. Your goal is to capture the single card at the very top, {T21}.</source>
        <translation>Willkommen bei La Pyramide. Die Karten liegen in Stapeln, in Reihen: Die oberste Karte jedes Stapels liegt offen. Ihr Ziel ist, die einzelne Karte ganz oben zu nehmen, {T21}.</translation>
    </message>
    <message>
        <source>Only the stacks of the bottom row are free at first. Capture {KH} and {7S}: 14 + 7 = 21. Click one, then the other (or drag one onto the other).</source>
        <translation>Anfangs sind nur die Stapel der untersten Reihe frei. Nehmen Sie {KH} und {7S}: 14 + 7 = 21. Klicken Sie die eine an, dann die andere (oder ziehen Sie die eine auf die andere).</translation>
    </message>
    <message>
        <source>Two trumps pair when their numbers make 21. Capture {T8} and {T13}: 8 + 13 = 21.</source>
        <translation>Zwei Trümpfe bilden ein Paar, wenn ihre Zahlen 21 ergeben. Nehmen Sie {T8} und {T13}: 8 + 13 = 21.</translation>
    </message>
    <message>
        <source>The trumps 1 and 21 are never paired: each is captured alone. Capture {T1} with a double-click.</source>
        <translation>Die Trümpfe 1 und 21 bilden nie ein Paar: Jeder wird allein genommen. Nehmen Sie {T1} mit einem Doppelklick.</translation>
    </message>
    <message>
        <source>That stack is now empty. A stack is free when one of the two stacks it rests on has gone: the two stacks of the middle row are free now.</source>
        <translation>Dieser Stapel ist jetzt leer. Ein Stapel ist frei, wenn einer der beiden Stapel, auf denen er liegt, weg ist: Die beiden Stapel der mittleren Reihe sind jetzt frei.</translation>
    </message>
    <message>
        <source>Look for a pair among the free cards: {4H}, {6H}, {QC} and {5D}. There is none.</source>
        <translation>Suchen Sie ein Paar unter den freien Karten: {4H}, {6H}, {QC} und {5D}. Es gibt keines.</translation>
    </message>
    <message>
        <source>When no capture is possible, you draw: press Draw or click the deck. A card that cannot be captured goes to the waste, and the next is turned, until one can be captured.</source>
        <translation>Wenn nichts genommen werden kann, ziehen Sie: Klicken Sie auf Ziehen oder auf den Stapel. Eine Karte, die sich nicht nehmen lässt, kommt auf den Ablagestapel, und die nächste wird aufgedeckt, bis eine genommen werden kann.</translation>
    </message>
    <message>
        <source>{3C} could not be captured and went to the waste; {T4} can. A trump from 2 to 20 pairs with any suit card. Capture {T4} with {4H}: the turned card must be captured at once.</source>
        <translation>{3C} ließ sich nicht nehmen und kam auf den Ablagestapel; {T4} lässt sich nehmen. Ein Trumpf von 2 bis 20 bildet mit jeder Farbkarte ein Paar. Nehmen Sie {T4} mit {4H}: Die aufgedeckte Karte muss sofort genommen werden.</translation>
    </message>
    <message>
        <source>The excuse pairs with any card except the trumps 1 and 21. Capture {EX} with {QC}.</source>
        <translation>Die Excuse bildet mit jeder Karte ein Paar außer mit den Trümpfen 1 und 21. Nehmen Sie {EX} mit {QC}.</translation>
    </message>
    <message>
        <source>No pair again among {9C}, {6H} and {5D}: draw.</source>
        <translation>Wieder kein Paar unter {9C}, {6H} und {5D}: Ziehen Sie.</translation>
    </message>
    <message>
        <source>{NH} is turned: 12 + 9 = 21 with {9C}. Capture them: the middle row&apos;s left stack empties and the top card becomes free.</source>
        <translation>{NH} wird aufgedeckt: 12 + 9 = 21 mit {9C}. Nehmen Sie beide: Der linke Stapel der mittleren Reihe wird leer, und die Spitzenkarte wird frei.</translation>
    </message>
    <message>
        <source>The top card {T21} is free. Capture it alone and the game is won.</source>
        <translation>Die Spitzenkarte {T21} ist frei. Nehmen Sie sie allein, und das Spiel ist gewonnen.</translation>
    </message>
    <message>
        <source>A guided Call: the king, the talon&apos;s halves, the Trull and the Pagat ultimo.</source>
        <translation>Ein geführter Rufer: der König, die Talonhälften, die Trull und der Pagat ultimo.</translation>
    </message>
    <message>
        <source>Welcome to Königrufen, the Austrian game for four, with 54 cards: 22 tarocks and four suits of eight. The highest tarock is {EX}, then {T21} down to {T1}, the lowest. These three are the Trull.</source>
        <translation>Willkommen beim Königrufen, dem österreichischen Spiel zu viert, mit 54 Karten: 22 Tarock und vier Farben zu acht. Der höchste Tarock ist {EX}, dann folgen {T21} und die übrigen Tarock, der niedrigste ist {T1}. Diese drei sind die Trull.</translation>
    </message>
    <message>
        <source>You speak first and must open. The lowest game is the Call: you call a king, and whoever holds it plays with you, secretly at first. Bid Call the King.</source>
        <translation>Sie sprechen zuerst und müssen eröffnen. Das niedrigste Spiel ist der Rufer: Sie rufen einen König, und wer ihn hat, spielt mit Ihnen, zunächst geheim. Lizitieren Sie Rufer.</translation>
    </message>
    <message>
        <source>Everyone passed: your Call stands. You could still choose a game played alone, but with a partner the Call is safest. Play the call.</source>
        <translation>Alle haben gepasst: Ihr Rufer steht. Sie könnten noch ein Spiel allein wählen, aber mit einem Partner ist der Rufer am sichersten. Klicken Sie auf Das Rufspiel spielen.</translation>
    </message>
    <message>
        <source>The talon is shown in two halves of three. You take one; the other goes to the defenders&apos; points. The second half holds {T1} and {EX}: with {T21} in your hand you will hold the whole Trull. Take the second half.</source>
        <translation>Der Talon wird in zwei Hälften zu drei Karten gezeigt. Sie nehmen eine; die andere zählt für die Gegenspieler. Die zweite Hälfte enthält {T1} und {EX}: Zusammen mit {T21} aus Ihrem Blatt haben Sie dann die ganze Trull. Nehmen Sie die zweite Hälfte.</translation>
    </message>
    <message>
        <source>Before play, premiums may be announced: the Trull, the four kings, the Pagat in the last trick (Pagat ultimo), all tricks (Valat). Announced, each counts double, but the defenders are warned. Say nothing: some premiums score, half as much, when made silently.</source>
        <translation>Vor dem Spiel können Prämien angesagt werden: die Trull, die vier Könige, der Pagat im letzten Stich (Pagat ultimo), alle Stiche (Valat). Angesagt zählt jede doppelt, aber die Gegenspieler sind gewarnt. Sagen Sie nichts an: Manche Prämien zählen auch still gemacht, halb so viel.</translation>
    </message>
    <message>
        <source>You lead. Lead {T21}: only {EX} beats it, and you hold it. The others must follow with tarocks.</source>
        <translation>Sie spielen aus. Spielen Sie {T21} aus: Nur der Sküs schlägt ihn, und Sie haben den Sküs. Die anderen müssen Tarock zugeben.</translation>
    </message>
    <message>
        <source>Lead {EX}: in Königrufen it is the highest tarock, and it wins the trick.</source>
        <translation>Spielen Sie {EX} aus: Im Königrufen ist der Sküs der höchste Tarock, und er gewinnt den Stich.</translation>
    </message>
    <message>
        <source>{s2} leads {T18}. You must follow with a tarock: {T20} wins the trick.</source>
        <translation>{s2} spielt {T18} aus. Sie müssen Tarock zugeben: {T20} gewinnt den Stich.</translation>
    </message>
    <message>
        <source>The last trick. Your last card is {T1}, the lowest tarock: nobody has a tarock left, so it wins. The Pagat winning the last trick is the Pagat ultimo, a premium even unannounced.</source>
        <translation>Der letzte Stich. Ihre letzte Karte ist {T1}, der niedrigste Tarock: Niemand hat mehr Tarock, also gewinnt er. Gewinnt der Pagat den letzten Stich, ist das der Pagat ultimo, eine Prämie auch ohne Ansage.</translation>
    </message>
    <message>
        <source>A guided Preference at four: the bid, the called king, the talon&apos;s three, the fool.</source>
        <translation>Eine geführte Präferenz zu viert: das Gebot, der gerufene König, die drei Talonkarten, der Narr.</translation>
    </message>
    <message>
        <source>Welcome to Talon, James Wickson&apos;s modern tarot game. At four it uses 54 cards; {EX} counts as tarock 22, the highest. The oudlers are {T21}, {T1} and {EX}.</source>
        <translation>Willkommen bei Talon, James Wicksons modernem Tarockspiel. Zu viert wird es mit 54 Karten gespielt; der höchste Tarock ist {EX}, der als Tarock 22 zählt. Die Oudler sind {T21}, {T1} und der Narr.</translation>
    </message>
    <message>
        <source>Bid the contract your hand can make: the fewer talon cards you take, the more it is worth. Bid a Preference: three talon cards, 1 victory point.</source>
        <translation>Bieten Sie das Spiel, das Ihr Blatt schaffen kann: Je weniger Talonkarten Sie nehmen, desto mehr ist es wert. Bieten Sie eine Präferenz: drei Talonkarten, 1 Siegpunkt.</translation>
    </message>
    <message>
        <source>The talon is turned face up in its order; a Preference takes the first three or the last three. The last three are {ND}, {T1} and {EX}: two oudlers. Take them.</source>
        <translation>Der Talon wird der Reihe nach aufgedeckt; eine Präferenz nimmt die ersten drei oder die letzten drei. Die letzten drei sind {ND}, {T1} und {EX}: zwei Oudler. Nehmen Sie sie.</translation>
    </message>
    <message>
        <source>You lead: {T21} draws the tarocks; only {EX} beats it, and you hold it.</source>
        <translation>Sie spielen aus: {T21} zieht die Tarock heraus; nur der Narr ist höher, und Sie haben den Narren.</translation>
    </message>
    <message>
        <source>The last trick. Your last card, {EX}, is tarock 22 here, the highest card: it wins the last trick.</source>
        <translation>Der letzte Stich. {EX} ist hier Tarock 22, die höchste Karte: Er gewinnt den letzten Stich.</translation>
    </message>
    <message>
        <source>Solitaire: capture pairs worth 21 from a pyramid of stacks; reach the top card.</source>
        <translation>Patience: Nehmen Sie Paare im Wert von 21 aus einer Pyramide von Stapeln; erreichen Sie die oberste Karte.</translation>
    </message>
    <message>
        <source>3 rows</source>
        <translation>3 Reihen</translation>
    </message>
    <message>
        <source>4 rows</source>
        <translation>4 Reihen</translation>
    </message>
    <message>
        <source>5 rows</source>
        <translation>5 Reihen</translation>
    </message>
    <message>
        <source>Point-Tarock</source>
        <translation>Punktetarock</translation>
    </message>
    <message>
        <source>Three players buy three, two or one talon cards or play Solo; every point over 35 scores, with 40, 50, Without, Pagat and Uhu; played to 100.</source>
        <translation>Drei Spieler kaufen drei, zwei oder eine Talonkarte oder spielen Solo; jeder Punkt über 35 zählt, mit 40, 50, Ohne, Pagat und Uhu; gespielt auf 100.</translation>
    </message>
    <message>
        <source>Scarecrow</source>
        <translation>Strohmandl</translation>
    </message>
    <message>
        <source>Austrian Tarock for two: take up or pass, then play with your straw men.</source>
        <translation>Österreichisches Tarock zu zweit: aufnehmen oder passen, dann mit den Strohmännern spielen.</translation>
    </message>
    <message>
        <source>Scarto</source>
        <translation>Scarto</translation>
    </message>
    <message>
        <source>italian</source>
        <translation>italienisch</translation>
    </message>
    <message>
        <source>Three players, each for himself: the dealer lays away three, the tricks are counted in threes.</source>
        <translation>Drei Spieler, jeder für sich: Der Geber legt drei ab, die Stiche werden in Dreiergruppen gezählt.</translation>
    </message>
    <message>
        <source>talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Wickson&apos;s modern tarot game for 2 to 6: preference, duo, uno, solo, tapper; a called king or tarock; bonuses, handfuls, contras and the misère as optional rules.</source>
        <translation>Wicksons modernes Tarockspiel für 2 bis 6: Präferenz, Duo, Uno, Solo, Tapper; ein gerufener König oder Tarock; Prämien, Handvoll, Kontras und Misère als Zusatzregeln.</translation>
    </message>
    <message>
        <source>Tappen</source>
        <translation>Tappen</translation>
    </message>
    <message>
        <source>Austrian Tarock for three: Dreier, Unterer, Oberer or Solo; take a talon half.</source>
        <translation>Österreichisches Tarock zu dritt: Dreier, Unterer, Oberer oder Solo; eine Talonhälfte nehmen.</translation>
    </message>
    <message>
        <source>Tarocchi Siciliani</source>
        <translation>Sizilianisches Tarock</translation>
    </message>
    <message>
        <source>Four players, each for himself, with the 63-card Sicilian pack, counted in triplets.</source>
        <translation>Vier Spieler, jeder für sich, mit dem sizilianischen 63-Blatt, in Dreiergruppen gezählt.</translation>
    </message>
    <message>
        <source>Who gets the chien: the dealer takes it into his hand and lays away three cards, or it counts unseen for the winner of the last trick.</source>
        <translation>Wer den Hund bekommt: Der Geber nimmt ihn auf und legt drei Karten ab, oder er zählt ungesehen für den Gewinner des letzten Stichs.</translation>
    </message>
    <message>
        <source>Tarocchini</source>
        <translation>Tarocchini</translation>
    </message>
    <message>
        <source>Bologna&apos;s game with the 62-card pack: each for himself, combinations and sequences (cricche) with the Begato and the Matto as wild cards. 2–7 players.</source>
        <translation>Das Bologneser Spiel mit dem 62-Blatt: jeder für sich, Kombinationen und Folgen (Cricche) mit Begato und Matto als Joker. 2–7 Spieler.</translation>
    </message>
    <message>
        <source>Le Tarot de Moore</source>
        <translation>Le Tarot de Moore</translation>
    </message>
    <message>
        <source>Four players, each for himself, a 59-card pack, no bidding, counted in quadruplets.</source>
        <translation>Vier Spieler, jeder für sich, ein 59-Blatt, ohne Reizen, in Vierergruppen gezählt.</translation>
    </message>
    <message>
        <source>Who gets the chien at the end: the player with the most points in his tricks (the winner of the hand), or the winner of the last trick.</source>
        <translation>Wer am Ende den Hund bekommt: der Spieler mit den meisten Punkten in seinen Stichen (der Gewinner des Spiels) oder der Gewinner des letzten Stichs.</translation>
    </message>
    <message>
        <source>The chien counts for the player with the most points</source>
        <translation>Der Hund zählt für den Spieler mit den meisten Punkten</translation>
    </message>
    <message>
        <source>The Shard</source>
        <translation>The Shard</translation>
    </message>
    <message>
        <source>board</source>
        <translation>Brettspiel</translation>
    </message>
    <message>
        <source>Board game: wizards place atouts on a grid, grow their indicators and attack each other&apos;s.</source>
        <translation>Brettspiel: Zauberer setzen Atouts auf ein Gitter, lassen ihre Anzeiger wachsen und greifen die der anderen an.</translation>
    </message>
    <message>
        <source>Troggu</source>
        <translation>Troggu</translation>
    </message>
    <message>
        <source>swiss</source>
        <translation>schweizerisch</translation>
    </message>
    <message>
        <source>The Valais game with the 62-card pack: take the Tapp, play a Solo, or all go into a Misère. 3–6 players.</source>
        <translation>Das Walliser Spiel mit dem 62-Blatt: den Tapp nehmen, ein Solo spielen oder alle in die Misère. 3–6 Spieler.</translation>
    </message>
    <message>
        <source>Zwanzigerrufen</source>
        <translation>Zwanzigerrufen</translation>
    </message>
    <message>
        <source>Call Tarock XX: four players, 40 cards, no talon; call, Solo, Farberl, Pagat, Valat.</source>
        <translation>Zwanzigerrufen: vier Spieler, 40 Karten, kein Talon; Rufspiel, Solo, Farberl, Pagat, Valat.</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>Tarocchi</source>
        <translation>Tarocchi</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <source>Tarocchi — {game}</source>
        <translation>Tarocchi — {game}</translation>
    </message>
</context>
<context>
    <name>you</name>
    <message>
        <source>you (the subject, within a sentence)</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>you (an object, or after a preposition)</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>you (in the dative)</source>
        <translation>Ihnen</translation>
    </message>
</context>
</TS>
