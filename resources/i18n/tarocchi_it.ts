<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name></name>
    <message>
        <source>Deal annulled: {reason}</source>
        <translation>Mano annullata: {reason}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>There is no game</source>
        <translation>Nessuna partita in corso</translation>
    </message>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, giocabile</translation>
    </message>
    <message>
        <source>{card}, not playable</source>
        <translation>{card}, non giocabile</translation>
    </message>
    <message>
        <source>{card}, chosen</source>
        <translation>{card}, scelta</translation>
    </message>
    <message>
        <source>{card}, not chosen</source>
        <translation>{card}, non scelta</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <source>{name} {name|you:win|wins} the trick</source>
        <translation>{name} {name|you:vinci|vince} la presa</translation>
    </message>
    <message>
        <source>{name:nom} {name|you:win|wins} the trick</source>
        <translation>{name:nom} {name|you:vinci|vince} la presa</translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation>La mano è finita</translation>
    </message>
    <message>
        <source>The deal is over: {what}</source>
        <translation>La mano è finita: {what}</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Non è il tuo turno</translation>
    </message>
    <message>
        <source>Calls {card}</source>
        <translation>Chiama {card}</translation>
    </message>
    <message>
        <source>Partner!</source>
        <translation>Compagno!</translation>
    </message>
    <message>
        <source>A computer player chose an illegal action ({action}): {reason}</source>
        <translation>Un giocatore del computer ha scelto una mossa non consentita ({action}): {reason}</translation>
    </message>
    <message>
        <source>Your turn: {prompt}</source>
        <translation>Tocca a te: {prompt}</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>gioca una carta</translation>
    </message>
    <message>
        <source>click or drag a card (arrows, Enter)</source>
        <translation>clicca o trascina una carta (frecce, Invio)</translation>
    </message>
    <message>
        <source>double-click or drag a card (arrows, Enter)</source>
        <translation>fai doppio clic o trascina una carta (frecce, Invio)</translation>
    </message>
    <message>
        <source>Lay away</source>
        <translation>Scartare</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Annulla scelta</translation>
    </message>
    <message>
        <source>Click or drag to the table {need} cards to lay away: {n} chosen</source>
        <translation>Clicca o trascina sul tavolo {need} carte da scartare: {n} scelte</translation>
    </message>
    <message>
        <source>Your turn: choose the cards to lay away</source>
        <translation>Tocca a te: scegli le carte da scartare</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostra</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>{n} cards selected. Click a card to add or remove it.</source>
        <translation>{n} carte scelte. Clicca una carta per aggiungerla o toglierla.</translation>
    </message>
    <message>
        <source>You have already selected {n} cards</source>
        <translation>Hai già scelto {n} carte</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} carte</translation>
    </message>
    <message>
        <source>Annulled: {reason}</source>
        <translation>Annullata: {reason}</translation>
    </message>
    <message>
        <source>{taker}: {contract}</source>
        <translation>{taker}: {contract}</translation>
    </message>
    <message>
        <source>made by {n}</source>
        <translation>fatta di {n}</translation>
    </message>
    <message>
        <source>made</source>
        <translation>fatta</translation>
    </message>
    <message>
        <source>failed by {n}</source>
        <translation>caduta di {n}</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>caduta</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Chiamato</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>da solo</translation>
    </message>
    <message>
        <source>Highlight the cards I may play</source>
        <translation>Evidenzia le carte che posso giocare</translation>
    </message>
    <message>
        <source>Show the card points</source>
        <translation>Mostra i punti delle carte</translation>
    </message>
    <message>
        <source>Show the trumps and kings played</source>
        <translation>Mostra i trionfi e i re giocati</translation>
    </message>
    <message>
        <source>Open hands (practice)</source>
        <translation>Carte scoperte (allenamento)</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <source>two cards</source>
        <translation>due carte</translation>
    </message>
    <message>
        <source>{points} and {mark}</source>
        <translation>{points} e {mark}</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Punti delle carte</translation>
    </message>
    <message>
        <source>Card values</source>
        <translation>Valore delle carte</translation>
    </message>
    <message>
        <source>In this trick: {points}</source>
        <translation>In questa presa: {points}</translation>
    </message>
    <message>
        <source>{who}: {points}</source>
        <translation>{who}: {points}</translation>
    </message>
    <message>
        <source>Trumps played: {n} of {total} · kings: {k} of {kings}</source>
        <translation>Trionfi giocati: {n} su {total} · re: {k} su {kings}</translation>
    </message>
    <message>
        <source>&amp;Learning aids</source>
        <translation>&amp;Aiuti per imparare</translation>
    </message>
    <message>
        <source>Practice: every hand is open</source>
        <translation>Allenamento: tutte le mani sono scoperte</translation>
    </message>
    <message>
        <source>Cards played</source>
        <translation>Carte giocate</translation>
    </message>
    <message>
        <source>Oudlers</source>
        <translation>Oudler</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Moltiplicatore</translation>
    </message>
    <message>
        <source>Petit au bout</source>
        <translation>Petit au bout</translation>
    </message>
    <message>
        <source>Slam</source>
        <translation>Cappotto</translation>
    </message>
    <message>
        <source>(announced)</source>
        <translation>(annunciato)</translation>
    </message>
    <message>
        <source>Each defender pays</source>
        <translation>Ogni difensore paga</translation>
    </message>
    <message>
        <source>Each defender receives</source>
        <translation>Ogni difensore riceve</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Pagamento</translation>
    </message>
    <message>
        <source>{place} {number}</source>
        <translation>{place} {number}</translation>
    </message>
    <message>
        <source>Click to take these cards</source>
        <translation>Clicca per prendere queste carte</translation>
    </message>
    <message>
        <source>Shown to everyone</source>
        <translation>Mostrato a tutti</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Mostrato</translation>
    </message>
    <message>
        <source>Press Enter to go on</source>
        <translation>Premi Invio per continuare</translation>
    </message>
    <message>
        <source>Play goes on in {n} seconds, or press Enter</source>
        <translation>Il gioco riprende tra {n} secondi, oppure premi Invio</translation>
    </message>
    <message>
        <source>The talon</source>
        <translation>Il monte</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Continua</translation>
    </message>
    <message>
        <source>The talon is shown: Go on (Enter) when you have seen it</source>
        <translation>Il monte è scoperto: Continua (Invio) quando l&apos;hai visto</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>The deal was annulled</source>
        <translation>La mano è stata annullata</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Mano successiva</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>Press Enter for the next deal</source>
        <translation>Premi Invio per la mano successiva</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Lingua di sistema</translation>
    </message>
    <message>
        <source>Draw deck, {n} cards</source>
        <translation>Mazzo, {n} carte</translation>
    </message>
    <message>
        <source>{card}, free</source>
        <translation>{card}, libera</translation>
    </message>
    <message>
        <source>Tutorial: {title}</source>
        <translation>Tutorial: {title}</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Esci dal tutorial</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Passo {n} di {total}</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Guarda</translation>
    </message>
    <message>
        <source>The cards are dealt.</source>
        <translation>Le carte sono distribuite.</translation>
    </message>
    <message>
        <source>Well done. The others play now; your next step comes on your turn.</source>
        <translation>Ben fatto. Ora giocano gli altri; il prossimo passo arriva al tuo turno.</translation>
    </message>
    <message>
        <source>The score</source>
        <translation>Il punteggio</translation>
    </message>
    <message>
        <source>Tutorial   ·   Moves {n}</source>
        <translation>Tutorial   ·   Mosse {n}</translation>
    </message>
    <message>
        <source>Capture pairs worth 21; reach the top card.</source>
        <translation>Prendi coppie che valgono 21; raggiungi la carta in cima.</translation>
    </message>
    <message>
        <source>Tutorials</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Learn a game by playing one deal, step by step:</source>
        <translation>Impara un gioco giocando una mano, passo per passo:</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>completato</translation>
    </message>
    <message>
        <source>The match is over: {names:nom} won.</source>
        <translation>La partita è finita: {names|you:hai vinto|youand:avete vinto {names:nom}|many:hanno vinto {names:nom}|ha vinto {names:nom}}.</translation>
    </message>
    <message>
        <source>Match of {n} deals: {played} played, {left} to go.</source>
        <translation>Partita di {n} mani: {played} giocate, ne mancano {left}.</translation>
    </message>
    <message>
        <source>Match of one game to {n} on the board: the running game stands at {running}.</source>
        <translation>Partita di un gioco a {n} sulla lavagna: il gioco in corso è a {running}.</translation>
    </message>
    <message>
        <source>Match to {n} points: the leader has {best}.</source>
        <translation>Partita a {n} punti: chi è in testa ne ha {best}.</translation>
    </message>
    <message>
        <source>An open match: it goes on until you stop ({played} deals played).</source>
        <translation>Una partita aperta: continua finché non smetti ({played} mani giocate).</translation>
    </message>
    <message>
        <source>Score sheet — {game}</source>
        <translation>Segnapunti — {game}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contratto</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Dichiarante</translation>
    </message>
    <message>
        <source>Dealt by {name:acc}</source>
        <translation>Distribuita da {name:acc}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>No deal played yet</source>
        <translation>Nessuna mano ancora giocata</translation>
    </message>
    <message>
        <source>Team (optional)</source>
        <translation>Squadra (facoltativa)</translation>
    </message>
    <message>
        <source>Several people sharing this seat and its score, separated by commas: Ada, Ben</source>
        <translation>Più persone che condividono questo posto e il suo punteggio, separate da virgole: Ada, Ben</translation>
    </message>
    <message>
        <source>The computer plays your hand to the end of the deal</source>
        <translation>Il computer gioca la tua mano fino alla fine della smazzata</translation>
    </message>
    <message>
        <source>The rest of the tricks are yours</source>
        <translation>Le prese rimanenti sono tue</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marrone</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grigio</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Piccola</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Until I go on</source>
        <translation>Finché non proseguo</translation>
    </message>
    <message>
        <source>For 4 seconds</source>
        <translation>Per 4 secondi</translation>
    </message>
    <message>
        <source>For 2 seconds</source>
        <translation>Per 2 secondi</translation>
    </message>
    <message>
        <source>Briefly</source>
        <translation>Per un attimo</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tarocchi is free software under the MIT licence, written in Python with Qt for Python (PySide6, LGPL).&lt;/p&gt;&lt;p&gt;The rules follow the texts the project started from: the French Tarot Federation&apos;s rules as told by François and Pierre Uhrich, the Austrian Tarock games, Illustrated Tarock, Wickson&apos;s &lt;i&gt;Talon&lt;/i&gt; and the collection &lt;i&gt;Jeux de tarot&lt;/i&gt;; where they disagree, the choices are written down in the project&apos;s rules decisions. The help pages are in our own words, and the card pictures are our own drawings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tarocchi è software libero con licenza MIT, scritto in Python con Qt for Python (PySide6, LGPL).&lt;/p&gt;&lt;p&gt;Le regole seguono i testi da cui il progetto è partito: le regole della Federazione francese dei tarocchi come le espongono François e Pierre Uhrich, i giochi di tarocchi austriaci, Illustrated Tarock, &lt;i&gt;Talon&lt;/i&gt; di Wickson e la raccolta &lt;i&gt;Jeux de tarot&lt;/i&gt;; dove non concordano, le scelte sono annotate nelle decisioni sulle regole del progetto. Le pagine di aiuto sono scritte con parole nostre, e le immagini delle carte sono disegni nostri.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Giocatori del computer</translation>
    </message>
    <message>
        <source>Pause before each move</source>
        <translation>Pausa prima di ogni mossa</translation>
    </message>
    <message>
        <source>A shown talon stays</source>
        <translation>Un tallone scoperto resta visibile</translation>
    </message>
    <message>
        <source>My play</source>
        <translation>Il mio gioco</translation>
    </message>
    <message>
        <source>Play a forced card (or my last card) by itself</source>
        <translation>Gioca da sola una carta obbligata (o la mia ultima carta)</translation>
    </message>
    <message>
        <source>Claim the remaining tricks when they are certainly mine</source>
        <translation>Reclama le prese rimanenti quando sono sicuramente mie</translation>
    </message>
    <message>
        <source>Let the computer finish my hand once only cards are left to play</source>
        <translation>Lascia che il computer finisca la mia mano quando restano solo carte da giocare</translation>
    </message>
    <message>
        <source>Play a card with a single click</source>
        <translation>Gioca una carta con un solo clic</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Dimensione delle carte</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Colore del tavolo</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocità delle animazioni</translation>
    </message>
    <message>
        <source>Learning aids</source>
        <translation>Aiuti per imparare</translation>
    </message>
    <message>
        <source>At start</source>
        <translation>All&apos;avvio</translation>
    </message>
    <message>
        <source>Show the game chooser (else go on with the last game)</source>
        <translation>Mostra la scelta del gioco (altrimenti riprendi l&apos;ultima partita)</translation>
    </message>
    <message>
        <source>← → Home End</source>
        <translation>← → Home Fine</translation>
    </message>
    <message>
        <source>Move among the cards of your hand</source>
        <translation>Spostati tra le carte della tua mano</translation>
    </message>
    <message>
        <source>Go to the straw men&apos;s cards and back (Scarecrow)</source>
        <translation>Vai alle carte degli uomini di paglia e torna (Scarecrow)</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Invio, Spazio</translation>
    </message>
    <message>
        <source>Play the card in focus, or choose it while laying away</source>
        <translation>Gioca la carta selezionata, o sceglila durante lo scarto</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Go to the buttons of the panel</source>
        <translation>Vai ai pulsanti del pannello</translation>
    </message>
    <message>
        <source>Move among the cards and squares of La Pyramide, La chasse au trésor and The Shard</source>
        <translation>Spostarsi tra le carte e le caselle di La Pyramide, La chasse au trésor e The Shard</translation>
    </message>
    <message>
        <source>Menu, Shift+F10</source>
        <translation>Menu, Maiusc+F10</translation>
    </message>
    <message>
        <source>The moves of the card in focus: keep, drop, drink; go on, teleport (La chasse au trésor)</source>
        <translation>Le mosse della carta selezionata: tenere, scartare, bere; continuare, teletrasportarsi fuori (La chasse au trésor)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Cosa fanno</translation>
    </message>
    <message>
        <source>About Tarocchi</source>
        <translation>Informazioni su Tarocchi</translation>
    </message>
    <message>
        <source>Card games played with the tarot pack: French Tarot, the Austrian Tarock games, Talon, the Italian and Swiss games, solitaires and a board game.</source>
        <translation>Giochi di carte con il mazzo dei tarocchi: il tarot francese, i tarocchi austriaci, Talon, i giochi italiani e svizzeri, solitari e un gioco da tavolo.</translation>
    </message>
    <message>
        <source>Fonts</source>
        <translation>Caratteri</translation>
    </message>
    <message>
        <source>The cards and the table are lettered in the DejaVu fonts (DejaVu Sans and DejaVu Serif), under the licence below.</source>
        <translation>Le carte e il tavolo sono scritti con i caratteri DejaVu (DejaVu Sans e DejaVu Serif), con la licenza qui sotto.</translation>
    </message>
    <message>
        <source>Key cards</source>
        <translation>Carte chiave</translation>
    </message>
    <message>
        <source>The kings</source>
        <translation>I re</translation>
    </message>
    <message>
        <source>Search the rules of every game</source>
        <translation>Cerca nelle regole di tutti i giochi</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Regole di {game}</translation>
    </message>
    <message>
        <source>This page is not translated yet: it is shown in English.</source>
        <translation>Questa pagina non è ancora tradotta: è mostrata in inglese.</translation>
    </message>
    <message>
        <source>The deck</source>
        <translation>Il mazzo</translation>
    </message>
    <message>
        <source>{game} — {section}: {snippet}</source>
        <translation>{game} — {section}: {snippet}</translation>
    </message>
    <message>
        <source>Nothing found for “{words}”</source>
        <translation>Nessun risultato per «{words}»</translation>
    </message>
    <message>
        <source>French games</source>
        <translation>Giochi francesi</translation>
    </message>
    <message>
        <source>Austrian and German games</source>
        <translation>Giochi austriaci e tedeschi</translation>
    </message>
    <message>
        <source>Italian and Swiss games</source>
        <translation>Giochi italiani e svizzeri</translation>
    </message>
    <message>
        <source>Modern games</source>
        <translation>Giochi moderni</translation>
    </message>
    <message>
        <source>Solitaires</source>
        <translation>Solitari</translation>
    </message>
    <message>
        <source>Board games</source>
        <translation>Giochi da tavolo</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Francese</translation>
    </message>
    <message>
        <source>Austrian</source>
        <translation>Austriaco</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Tedesco</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italiano</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Svizzero</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Moderno</translation>
    </message>
    <message>
        <source>Solitaire</source>
        <translation>Solitario</translation>
    </message>
    <message>
        <source>Board game</source>
        <translation>Gioco da tavolo</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 giocatore</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} giocatori</translation>
    </message>
    <message>
        <source>{low} to {high} players</source>
        <translation>Da {low} a {high} giocatori</translation>
    </message>
    <message>
        <source>{some} or {last} players</source>
        <translation>{some} o {last} giocatori</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Impara</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Welcome to Tarocchi</source>
        <translation>Benvenuto in Tarocchi</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Scegli un gioco</translation>
    </message>
    <message>
        <source>Card games played with the tarot pack. Learn one to see its rules, its cards and how it scores, or play it against the computer.</source>
        <translation>Giochi di carte con il mazzo dei tarocchi. Imparane uno per vederne le regole, le carte e come si conta, o giocalo contro il computer.</translation>
    </message>
    <message>
        <source>Show this at every start (else go on with the last game)</source>
        <translation>Mostra questa schermata a ogni avvio (altrimenti riprendi l&apos;ultima partita)</translation>
    </message>
    <message>
        <source>Choose a game to play or to learn</source>
        <translation>Scegli un gioco da giocare o da imparare</translation>
    </message>
    <message>
        <source>Choose a game…</source>
        <translation>Scegli un gioco…</translation>
    </message>
    <message>
        <source>Play {game}</source>
        <translation>Gioca a {game}</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>scelto</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>giocabile</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>non giocabile</translation>
    </message>
    <message>
        <source>The cards are dealt</source>
        <translation>Le carte sono distribuite</translation>
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
        <translation>Danni: %1, resta 1 carta</translation>
    </message>
    <message>
        <source>Damage track: %1 damage, %2 cards left</source>
        <translation>Danni: %1, restano %2 carte</translation>
    </message>
    <message numerus="yes">
        <source>Journey: %n cards</source>
        <translation>
            <numerusform>Viaggio: %n carta</numerusform>
            <numerusform>Viaggio: %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Quartet %1 of 14</source>
        <translation>Quartetto %1 di 14</translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n</source>
        <translation>
            <numerusform>Scarti: %n</numerusform>
            <numerusform>Scarti: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Satchel: %1 of %2</source>
        <translation>Bisaccia: %1 di %2</translation>
    </message>
    <message>
        <source>Treasure: %1</source>
        <translation>Tesoro: %1</translation>
    </message>
    <message>
        <source>The monsters strike for %1 if you go on</source>
        <translation>I mostri colpiscono per %1 se prosegui</translation>
    </message>
    <message>
        <source> — that would knock you out!</source>
        <translation> — saresti messo fuori combattimento!</translation>
    </message>
    <message>
        <source>No monster stands in the way: the treasure is yours</source>
        <translation>Nessun mostro sbarra la strada: il tesoro è tuo</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Punteggio %1</translation>
    </message>
</context>
<context>
    <name>ChasseTable</name>
    <message>
        <source>Deal #%1: beat the monsters, drink the potions, take the treasure.</source>
        <translation>Mano n. %1: sconfiggi i mostri, bevi le pozioni, prendi il tesoro.</translation>
    </message>
    <message>
        <source>Knocked out! The treasure is lost.</source>
        <translation>Fuori combattimento! Il tesoro è perso.</translation>
    </message>
    <message>
        <source>Knocked out! Score %1</source>
        <translation>Fuori combattimento! Punteggio %1</translation>
    </message>
    <message>
        <source>Teleported out. Score %1</source>
        <translation>Teletrasportato fuori. Punteggio %1</translation>
    </message>
    <message>
        <source>Every treasure found! Score %1</source>
        <translation>Tutti i tesori trovati! Punteggio %1</translation>
    </message>
    <message>
        <source>Journey complete! Score %1</source>
        <translation>Viaggio completato! Punteggio %1</translation>
    </message>
    <message>
        <source>Beat the monsters, drink the potions, take the treasure.</source>
        <translation>Sconfiggi i mostri, bevi le pozioni, prendi il tesoro.</translation>
    </message>
    <message>
        <source>Moves %1</source>
        <translation>Mosse %1</translation>
    </message>
    <message>
        <source>Hints %1</source>
        <translation>Suggerimenti %1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>monster</source>
        <translation>mostro</translation>
    </message>
    <message>
        <source>spell</source>
        <translation>incantesimo</translation>
    </message>
    <message>
        <source>potion</source>
        <translation>pozione</translation>
    </message>
    <message>
        <source>treasure</source>
        <translation>tesoro</translation>
    </message>
    <message>
        <source>in the satchel</source>
        <translation>nella bisaccia</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Journey deck, %n cards: go on</source>
        <translation>
            <numerusform>Mazzo del viaggio, %n carta: prosegui</numerusform>
            <numerusform>Mazzo del viaggio, %n carte: prosegui</numerusform>
        </translation>
    </message>
    <message>
        <source>Spells selected: worth %1. Now click a monster.</source>
        <translation>Incantesimi scelti: valore %1. Ora clicca un mostro.</translation>
    </message>
    <message>
        <source>No spell selected.</source>
        <translation>Nessun incantesimo scelto.</translation>
    </message>
    <message>
        <source>The treasure is taken when you go on, once every monster is beaten.</source>
        <translation>Il tesoro si prende quando prosegui, una volta sconfitti tutti i mostri.</translation>
    </message>
    <message>
        <source>Select spells first (click them), then click the monster.</source>
        <translation>Scegli prima gli incantesimi (cliccali), poi clicca il mostro.</translation>
    </message>
    <message>
        <source>Your spells are not enough to beat this monster.</source>
        <translation>I tuoi incantesimi non bastano a sconfiggere questo mostro.</translation>
    </message>
</context>
<context>
    <name>ChasseWindow</name>
    <message>
        <source>&amp;Go on</source>
        <translation>&amp;Continua</translation>
    </message>
    <message>
        <source>End the turn: the monsters left strike, the treasure is taken if they are all beaten</source>
        <translation>Termina il turno: i mostri rimasti colpiscono, il tesoro si prende se sono tutti sconfitti</translation>
    </message>
    <message>
        <source>&amp;Teleport out</source>
        <translation>&amp;Teletrasportati fuori</translation>
    </message>
    <message>
        <source>Leave the library now with the treasure taken</source>
        <translation>Lascia ora la biblioteca con il tesoro preso</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Satchel size</source>
        <translation>Dimensione della &amp;bisaccia</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 carte</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Mossa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Teleport out</source>
        <translation>Teletrasportati fuori</translation>
    </message>
    <message>
        <source>Leave the library now with treasure worth %1?</source>
        <translation>Lasciare ora la biblioteca con un tesoro da %1?</translation>
    </message>
    <message>
        <source>Journeys survived to the end</source>
        <translation>Viaggi portati a termine</translation>
    </message>
    <message>
        <source>Every treasure found</source>
        <translation>Tutti i tesori trovati</translation>
    </message>
</context>
<context>
    <name>DealFiles</name>
    <message>
        <source>&amp;Export deal…</source>
        <translation>&amp;Esporta la mano…</translation>
    </message>
    <message>
        <source>Open &amp;record…</source>
        <translation>Apri una &amp;registrazione…</translation>
    </message>
    <message>
        <source>The deal in progress (deal {n})</source>
        <translation>La mano in corso (mano {n})</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Mano {n}</translation>
    </message>
    <message>
        <source>There is no deal to export yet</source>
        <translation>Non c&apos;è ancora nessuna mano da esportare</translation>
    </message>
    <message>
        <source>Export deal</source>
        <translation>Esporta la mano</translation>
    </message>
    <message>
        <source>Which deal?</source>
        <translation>Quale mano?</translation>
    </message>
    <message>
        <source>The deal could not be exported: {error}</source>
        <translation>Non è stato possibile esportare la mano: {error}</translation>
    </message>
    <message>
        <source>The deal was written to {record} and its log to {log}</source>
        <translation>La mano è stata scritta in {record} e il suo registro in {log}</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>Apri una registrazione</translation>
    </message>
    <message>
        <source>{name} cannot be replayed: {error}</source>
        <translation>{name} non si può rigiocare: {error}</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analisi</translation>
    </message>
    <message>
        <source>The hard player&apos;s evaluation of each of your choices</source>
        <translation>La valutazione di ogni tua scelta da parte del giocatore difficile</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Registrazione</translation>
    </message>
</context>
<context>
    <name>DeckGallery</name>
    <message>
        <source>Deck gallery</source>
        <translation>Galleria dei mazzi</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Francese</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italiano</translation>
    </message>
    <message>
        <source>Waite</source>
        <translation>Waite</translation>
    </message>
    <message>
        <source>High contrast (four colours)</source>
        <translation>Alto contrasto (quattro colori)</translation>
    </message>
    <message>
        <source>Full pack (78 cards)</source>
        <translation>Mazzo completo (78 carte)</translation>
    </message>
    <message>
        <source>Skin:</source>
        <translation>Stile:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Gioco:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Dimensione:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Dorso</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Tarocchi: something went wrong</source>
        <translation>Tarocchi: qualcosa è andato storto</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copia i dettagli</translation>
    </message>
    <message>
        <source>{summary}

The game goes on. If this happens again, please report it with the details below.</source>
        <translation>{summary}

La partita continua. Se succede di nuovo, segnalalo con i dettagli qui sotto.</translation>
    </message>
    <message>
        <source>They are also written to {path}.</source>
        <translation>Sono scritti anche in {path}.</translation>
    </message>
    <message>
        <source>Tarocchi: {n} errors</source>
        <translation>Tarocchi: {n} errori</translation>
    </message>
</context>
<context>
    <name>HotSeat</name>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Passa il computer a {name}</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <source>Last trick</source>
        <translation>Ultima presa</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>Non è ancora stata giocata nessuna presa.</translation>
    </message>
    <message>
        <source>Won by {name:acc}</source>
        <translation>Vinta da {name:acc}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <source>No deals yet</source>
        <translation>Ancora nessuna mano</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Mani</translation>
    </message>
</context>
<context>
    <name>LineDialog</name>
    <message>
        <source>A winning line</source>
        <translation>Una linea vincente</translation>
    </message>
    <message numerus="yes">
        <source>This line clears the pyramid (%n moves):</source>
        <translation>
            <numerusform>Questa linea libera la piramide (%n mossa):</numerusform>
            <numerusform>Questa linea libera la piramide (%n mosse):</numerusform>
        </translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Giocala</translation>
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
        <translation>Ultima presa</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nuovo…</translation>
    </message>
    <message>
        <source>La &amp;Pyramide (solitaire)…</source>
        <translation>La &amp;Pyramide (solitario)…</translation>
    </message>
    <message>
        <source>La &amp;chasse au trésor (solitaire)…</source>
        <translation>La &amp;chasse au trésor (solitario)…</translation>
    </message>
    <message>
        <source>The S&amp;hard (board game)…</source>
        <translation>The S&amp;hard (gioco da tavolo)…</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Ricomincia questa mano</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Segnapunti</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Ultima presa</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>Let the computer &amp;finish my hand</source>
        <translation>Lascia che il computer &amp;finisca la mia mano</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Francese</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italiano</translation>
    </message>
    <message>
        <source>Waite</source>
        <translation>Waite</translation>
    </message>
    <message>
        <source>&amp;High contrast (four colours)</source>
        <translation>Alto &amp;contrasto (quattro colori)</translation>
    </message>
    <message>
        <source>&amp;Four colours</source>
        <translation>&amp;Quattro colori</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Velocità delle &amp;animazioni</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>&amp;Talon shown</source>
        <translation>&amp;Monte mostrato</translation>
    </message>
    <message>
        <source>Until I go on</source>
        <translation>Finché non proseguo</translation>
    </message>
    <message>
        <source>For 4 seconds</source>
        <translation>Per 4 secondi</translation>
    </message>
    <message>
        <source>For 2 seconds</source>
        <translation>Per 2 secondi</translation>
    </message>
    <message>
        <source>Briefly</source>
        <translation>Brevemente</translation>
    </message>
    <message>
        <source>Play a card with a &amp;single click</source>
        <translation>Gioca una carta con un &amp;solo clic</translation>
    </message>
    <message>
        <source>Deck &amp;gallery…</source>
        <translation>&amp;Galleria dei mazzi…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Rules: this game</source>
        <translation>&amp;Regole: questo gioco</translation>
    </message>
    <message>
        <source>&amp;Tutorials…</source>
        <translation>&amp;Tutorial…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>&amp;About Tarocchi</source>
        <translation>&amp;Informazioni su Tarocchi</translation>
    </message>
    <message>
        <source>Tarocchi — {game}</source>
        <translation>Tarocchi — {game}</translation>
    </message>
    <message>
        <source>{name} {name|you:are|is} thinking…</source>
        <translation>{name} {name|you:stai|sta} pensando…</translation>
    </message>
    <message>
        <source>The deal is over: Next deal (Enter) goes on</source>
        <translation>La mano è finita: Mano successiva (Invio) per continuare</translation>
    </message>
    <message>
        <source>The match is over: {names:nom} won</source>
        <translation>La partita è finita: {names|you:hai vinto|youand:avete vinto {names:nom}|many:hanno vinto {names:nom}|ha vinto {names:nom}}</translation>
    </message>
    <message>
        <source>Error: {text}</source>
        <translation>Errore: {text}</translation>
    </message>
    <message>
        <source>The computer&apos;s thinking met an error: {error}</source>
        <translation>Il ragionamento del computer ha incontrato un errore: {error}</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Dichiarante</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Compagno</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Difesa</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 presa</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} prese</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Mazziere</translation>
    </message>
    <message>
        <source>{game} · deal {n}</source>
        <translation>{game} · mano {n}</translation>
    </message>
    <message>
        <source>{name}: {contract}</source>
        <translation>{name}: {contract}</translation>
    </message>
    <message>
        <source>Called: {card}</source>
        <translation>Chiamato: {card}</translation>
    </message>
    <message>
        <source>Trick {n} of {total}</source>
        <translation>Presa {n} di {total}</translation>
    </message>
    <message>
        <source>{name}: {score}</source>
        <translation>{name}: {score}</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn</source>
        <translation>Il suggerimento si dà quando è il tuo turno</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Cerco un suggerimento…</translation>
    </message>
    <message>
        <source>The gallery could not be opened: {error}</source>
        <translation>Non è stato possibile aprire la galleria: {error}</translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <source>&amp;Open match…</source>
        <translation>&amp;Apri partita…</translation>
    </message>
    <message>
        <source>Save match &amp;as…</source>
        <translation>&amp;Salva partita come…</translation>
    </message>
    <message>
        <source>Play deal &amp;number…</source>
        <translation>Gioca la mano &amp;numero…</translation>
    </message>
    <message>
        <source>The match could not be saved: {error}</source>
        <translation>Non è stato possibile salvare la partita: {error}</translation>
    </message>
    <message>
        <source>Resume the match?</source>
        <translation>Riprendere la partita?</translation>
    </message>
    <message>
        <source>Your match of {game} was not finished: {where}. Resume it where it stopped?</source>
        <translation>La tua partita a {game} non era finita: {where}. Riprenderla da dove si era fermata?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>{n} deals played</source>
        <translation>{n} mani giocate</translation>
    </message>
    <message>
        <source>deal {n}, {done} moves made</source>
        <translation>mano {n}, {done} mosse fatte</translation>
    </message>
    <message>
        <source>The match goes on where it stopped</source>
        <translation>La partita riprende da dove si era fermata</translation>
    </message>
    <message>
        <source>Save match as</source>
        <translation>Salva partita come</translation>
    </message>
    <message>
        <source>There is no match to save</source>
        <translation>Non c&apos;è nessuna partita da salvare</translation>
    </message>
    <message>
        <source>The match was saved as {name}</source>
        <translation>La partita è stata salvata come {name}</translation>
    </message>
    <message>
        <source>Open match</source>
        <translation>Apri partita</translation>
    </message>
    <message>
        <source>{name}: no such file</source>
        <translation>{name}: file inesistente</translation>
    </message>
    <message>
        <source>{name} holds a solitaire game, not a match</source>
        <translation>{name} contiene un solitario, non una partita</translation>
    </message>
    <message>
        <source>Play deal number</source>
        <translation>Gioca la mano numero</translation>
    </message>
    <message>
        <source>Deal number (the same number deals the same cards, here or on another computer):</source>
        <translation>Numero della mano (lo stesso numero distribuisce le stesse carte, qui o su un altro computer):</translation>
    </message>
    <message>
        <source>Tarocchi — {game}</source>
        <translation>Tarocchi — {game}</translation>
    </message>
    <message>
        <source> — deal #{number}</source>
        <translation> — mano n. {number}</translation>
    </message>
    <message>
        <source>Saved match</source>
        <translation>Partita salvata</translation>
    </message>
</context>
<context>
    <name>MatchLength</name>
    <message>
        <source>Open (until you stop)</source>
        <translation>Aperta (finché non smetti)</translation>
    </message>
    <message>
        <source>A number of deals</source>
        <translation>Un numero di mani</translation>
    </message>
    <message>
        <source>To a number of points</source>
        <translation>A un numero di punti</translation>
    </message>
    <message>
        <source>One game to {n} on the board</source>
        <translation>Un gioco a {n} sulla lavagna</translation>
    </message>
    <message>
        <source> deals</source>
        <translation> mani</translation>
    </message>
    <message>
        <source> points</source>
        <translation> punti</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Regole della casa</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Computer strength</source>
        <translation>Forza del computer</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuisci</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Passa a {name}</translation>
    </message>
    <message>
        <source>{name}, take the computer; the others look away. Your cards show when you press the button.</source>
        <translation>{name}, prendi il computer; gli altri guardano altrove. Le tue carte appaiono quando premi il pulsante.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Sono {name}: mostra le mie carte</translation>
    </message>
</context>
<context>
    <name>PyramidBoard</name>
    <message numerus="yes">
        <source>Draw deck: %n</source>
        <translation>
            <numerusform>Mazzo: %n</numerusform>
            <numerusform>Mazzo: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Carta girata</translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n</source>
        <translation>
            <numerusform>Scarti: %n</numerusform>
            <numerusform>Scarti: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Captured: %n</source>
        <translation>
            <numerusform>Prese: %n</numerusform>
            <numerusform>Prese: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Punteggio %1</translation>
    </message>
</context>
<context>
    <name>PyramidTable</name>
    <message>
        <source>Capture pairs worth 21 (a trump takes a suit card only beside it); reach the top card.</source>
        <translation>Prendi coppie che valgono 21 (un trionfo prende solo una carta di seme accanto); raggiungi la carta in cima.</translation>
    </message>
    <message>
        <source>Capture pairs worth 21; reach the top card.</source>
        <translation>Prendi coppie che valgono 21; raggiungi la carta in cima.</translation>
    </message>
    <message>
        <source>Deal #%1: capture pairs worth 21 (a trump takes a suit card only beside it); reach the top card.</source>
        <translation>Mano n. %1: prendi coppie che valgono 21 (un trionfo prende solo una carta di seme accanto); raggiungi la carta in cima.</translation>
    </message>
    <message>
        <source>Deal #%1: capture pairs worth 21; reach the top card.</source>
        <translation>Mano n. %1: prendi coppie che valgono 21; raggiungi la carta in cima.</translation>
    </message>
    <message>
        <source>%1. No capture possible: draw a card (click the deck).</source>
        <translation>%1. Nessuna presa possibile: pesca una carta (clicca il mazzo).</translation>
    </message>
    <message>
        <source>Pyramid cleared! Score %1</source>
        <translation>Piramide liberata! Punteggio %1</translation>
    </message>
    <message>
        <source>Top card captured! Score %1</source>
        <translation>Carta in cima presa! Punteggio %1</translation>
    </message>
    <message>
        <source>No move left. Score %1</source>
        <translation>Nessuna mossa rimasta. Punteggio %1</translation>
    </message>
    <message>
        <source>%1 selected: now click its partner.</source>
        <translation>%1 scelta: ora clicca la sua compagna.</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Cerco una linea vincente…</translation>
    </message>
    <message>
        <source>This position can be cleared in %1 moves.</source>
        <translation>Questa posizione si può liberare in %1 mosse.</translation>
    </message>
    <message>
        <source>This position can no longer be cleared.</source>
        <translation>Questa posizione non si può più liberare.</translation>
    </message>
    <message>
        <source>The solver ran out of time: no answer.</source>
        <translation>Il risolutore ha esaurito il tempo: nessuna risposta.</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 file</translation>
    </message>
    <message>
        <source>Moves %1</source>
        <translation>Mosse %1</translation>
    </message>
    <message>
        <source>Hints %1</source>
        <translation>Suggerimenti %1</translation>
    </message>
</context>
<context>
    <name>PyramidWindow</name>
    <message>
        <source>D&amp;raw</source>
        <translation>&amp;Pesca</translation>
    </message>
    <message>
        <source>Turn cards of the draw deck</source>
        <translation>Gira le carte del mazzo</translation>
    </message>
    <message>
        <source>Show a &amp;winning line</source>
        <translation>Mostra una linea &amp;vincente</translation>
    </message>
    <message>
        <source>Ask the solver whether this position can still be cleared</source>
        <translation>Chiedi al risolutore se questa posizione si può ancora liberare</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>Pyramid &amp;size</source>
        <translation>&amp;Dimensione della piramide</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 file</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Mossa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Winning line</source>
        <translation>Linea vincente</translation>
    </message>
    <message>
        <source>This position can no longer be cleared.</source>
        <translation>Questa posizione non si può più liberare.</translation>
    </message>
    <message>
        <source>The solver gave up before finding an answer.</source>
        <translation>Il risolutore si è arreso prima di trovare una risposta.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Replay — {game}</source>
        <translation>Replay — {game}</translation>
    </message>
    <message>
        <source> — deal #{n}</source>
        <translation> — mano n. {n}</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Presa</translation>
    </message>
    <message>
        <source>Talon and discard</source>
        <translation>Monte e scarto</translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation>Primo passo (Inizio)</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>Passo indietro (Sinistra)</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>Passo avanti (Destra)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Ultimo passo (Fine)</translation>
    </message>
    <message>
        <source>Whose decisions the review weighs</source>
        <translation>Di chi sono le decisioni che l&apos;analisi valuta</translation>
    </message>
    <message>
        <source>Review…</source>
        <translation>Analisi…</translation>
    </message>
    <message>
        <source>The hard player&apos;s evaluation of every choice of this seat</source>
        <translation>La valutazione di ogni scelta di questo posto da parte del giocatore difficile</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>dichiarante</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>compagno</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>difesa</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>mazziere</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} prese</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 presa</translation>
    </message>
    <message>
        <source>Trick, led by {name:acc}</source>
        <translation>Presa, aperta da {name:acc}</translation>
    </message>
    <message>
        <source>Bids: {bids}</source>
        <translation>Dichiarazioni: {bids}</translation>
    </message>
    <message>
        <source>Score of the deal: {scores}</source>
        <translation>Punteggio della mano: {scores}</translation>
    </message>
    <message>
        <source>Tricks won: {tricks}</source>
        <translation>Prese vinte: {tricks}</translation>
    </message>
    <message>
        <source>The cards as dealt; {name:nom} {name|you:deal|deals}.</source>
        <translation>Le carte come distribuite; {name:nom} {name|you:fai|fa} il mazziere.</translation>
    </message>
    <message>
        <source>Step {i} of {n}</source>
        <translation>Passo {i} di {n}</translation>
    </message>
    <message>
        <source>{game}, {n} players; {name:nom} {name|you:deal|deals}</source>
        <translation>{game}, {n} giocatori; {name:nom} {name|you:fai|fa} il mazziere</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of {name|you:your|{name}&apos;s} decisions</source>
        <translation>{name|you:Analisi delle tue decisioni|Analisi delle decisioni di {name}}</translation>
    </message>
    <message>
        <source>For each of {name|you:your|{name}&apos;s} decisions, the hard player&apos;s evaluation of every choice: its expected score for {name:acc} over sampled deals consistent with what {name:nom} knew, ± its standard error. A choice is marked when the best one beats it by more than the threshold.</source>
        <translation>Per ogni {name|you:tua decisione|decisione di {name}}, la valutazione di ogni scelta da parte del giocatore difficile: il suo punteggio atteso per {name:acc} su mani campionate coerenti con ciò che {name:nom} {name|you:sapevi|sapeva}, ± il suo errore standard. Una scelta è segnata quando la migliore la supera di più della soglia.</translation>
    </message>
    <message>
        <source>%v of %m decisions weighed</source>
        <translation>%v decisioni valutate su %m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Mark choices that cost more than</source>
        <translation>Segna le scelte che costano più di</translation>
    </message>
    <message>
        <source> points</source>
        <translation> punti</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <source>Choice made</source>
        <translation>Scelta fatta</translation>
    </message>
    <message>
        <source>Its value</source>
        <translation>Il suo valore</translation>
    </message>
    <message>
        <source>Best choice</source>
        <translation>Scelta migliore</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <source>Every choice</source>
        <translation>Tutte le scelte</translation>
    </message>
    <message>
        <source>Expected score</source>
        <translation>Punteggio atteso</translation>
    </message>
    <message>
        <source>Standard error</source>
        <translation>Errore standard</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>weighing…</source>
        <translation>valutazione…</translation>
    </message>
    <message>
        <source>{name} had no choice to make in this deal.</source>
        <translation>{name} non {name|you:avevi|aveva} scelte da fare in questa mano.</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>Presa {n}</translation>
    </message>
    <message>
        <source>, after {name:acc}</source>
        <translation>, dopo {name|you:di te|{name}}</translation>
    </message>
    <message>
        <source>, to lead</source>
        <translation>, in uscita</translation>
    </message>
    <message>
        <source>The thinking process weighs each decision in turn…</source>
        <translation>Il processo di ragionamento valuta ogni decisione a turno…</translation>
    </message>
    <message>
        <source>Cancelled: {n} of {total} decisions weighed.</source>
        <translation>Annullato: {n} decisioni valutate su {total}.</translation>
    </message>
    <message>
        <source>not weighed</source>
        <translation>non valutata</translation>
    </message>
    <message>
        <source>{n} of {total} decisions marked as costly.</source>
        <translation>{n} decisioni su {total} segnate come costose.</translation>
    </message>
    <message>
        <source>No choice cost more than the threshold.</source>
        <translation>Nessuna scelta è costata più della soglia.</translation>
    </message>
    <message>
        <source>could not be weighed</source>
        <translation>non è stato possibile valutarla</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>la stessa</translation>
    </message>
    <message>
        <source>This choice cost more than the threshold</source>
        <translation>Questa scelta è costata più della soglia</translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation> (scelta)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of {game}</source>
        <translation>Regole di {game}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>The deck</source>
        <translation>Il mazzo</translation>
    </message>
    <message>
        <source>%1 — Rules</source>
        <translation>%1 — Regole</translation>
    </message>
</context>
<context>
    <name>SeatChoices</name>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at this computer, or the computer</source>
        <translation>Chi gioca questo posto: una persona a questo computer, o il computer</translation>
    </message>
    <message>
        <source>Seat {n} is played by</source>
        <translation>Il posto {n} è giocato da</translation>
    </message>
    <message>
        <source>Practice match: moves may be taken back (Edit → Take back)</source>
        <translation>Partita di allenamento: le mosse si possono riprendere (Modifica → Riprendi)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>The Shard — new game</source>
        <translation>The Shard — nuova partita</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Giocatori del computer</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tavoliere</translation>
    </message>
    <message>
        <source>A pass draws a card</source>
        <translation>Chi passa pesca una carta</translation>
    </message>
</context>
<context>
    <name>ShardBoard</name>
    <message>
        <source>1 indicator</source>
        <translation>1 indicatore</translation>
    </message>
    <message>
        <source>%1 indicators</source>
        <translation>%1 indicatori</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 carte</translation>
    </message>
    <message>
        <source>%1%2: %3 · %4</source>
        <translation>%1%2: %3 · %4</translation>
    </message>
    <message numerus="yes">
        <source>Shard deck: %n</source>
        <translation>
            <numerusform>Mazzo dello Shard: %n</numerusform>
            <numerusform>Mazzo dello Shard: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n</source>
        <translation>
            <numerusform>Scarti: %n</numerusform>
            <numerusform>Scarti: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShardTable</name>
    <message>
        <source>Moves with the cards selected (double-click one to play it):</source>
        <translation>Mosse con le carte scelte (doppio clic per giocarne una):</translation>
    </message>
    <message>
        <source>Defend with the hearts selected</source>
        <translation>Difenditi con i cuori scelti</translation>
    </message>
    <message>
        <source>Take the blow</source>
        <translation>Incassa il colpo</translation>
    </message>
    <message>
        <source>Pass (draw a card)</source>
        <translation>Passa (pesca una carta)</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Annulla la scelta</translation>
    </message>
    <message>
        <source>A new game of %1 rounds: claim the Shard!</source>
        <translation>Una nuova partita di %1 turni: conquista lo Shard!</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The discards were shuffled into a new Shard deck.</source>
        <translation>Gli scarti sono stati mescolati in un nuovo mazzo dello Shard.</translation>
    </message>
    <message>
        <source>{name} {name|you:are|is} thinking…</source>
        <translation>{name} {name|you:stai|sta} pensando…</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>Now click the empty cell to move it to.</source>
        <translation>Ora clicca la casella vuota dove spostarlo.</translation>
    </message>
    <message>
        <source>Select the cards that pay first: spades to attack, hearts to upgrade, clubs to move.</source>
        <translation>Scegli prima le carte che pagano: picche per attaccare, cuori per potenziare, fiori per spostare.</translation>
    </message>
    <message>
        <source>To place an atout, select it and the diamonds that pay for it, then click a marked cell.</source>
        <translation>Per piazzare un atout, sceglilo con i quadri che lo pagano, poi clicca una casella segnata.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>{name} {name|you:play|plays}.</source>
        <translation>Gioca {name}.</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>nella tua mano</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>giocabile</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>riga %1, colonna %2</translation>
    </message>
    <message>
        <source>owner: %1</source>
        <translation>proprietario: %1</translation>
    </message>
    <message>
        <source>1 indicator</source>
        <translation>1 indicatore</translation>
    </message>
    <message>
        <source>%1 indicators</source>
        <translation>%1 indicatori</translation>
    </message>
    <message>
        <source>chosen to move</source>
        <translation>scelto per spostarsi</translation>
    </message>
    <message>
        <source>%1, empty, playable</source>
        <translation>%1, vuota, giocabile</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, vuota</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Turno %1 di %2</translation>
    </message>
    <message>
        <source>Computer players: %1</source>
        <translation>Giocatori del computer: %1</translation>
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
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>New game &amp;with…</source>
        <translation>Nuova partita &amp;con…</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passa</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn</source>
        <translation>Il suggerimento si dà quando è il tuo turno</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Cerco un suggerimento…</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Errore: %1</translation>
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
        <translation>Partita finita. Punteggio %1</translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation>Mano n. %1</translation>
    </message>
    <message>
        <source>Fixed deal</source>
        <translation>Mano prefissata</translation>
    </message>
    <message>
        <source>Too many windows of this game are open: this one&apos;s game will not be saved</source>
        <translation>Troppe finestre di questo gioco sono aperte: la partita di questa non sarà salvata</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Non è stato possibile salvare la partita: %1</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Annullato: %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Non è stato possibile salvare le statistiche: %1</translation>
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
        <translation>&amp;Nuova mano</translation>
    </message>
    <message>
        <source>A new deal (a random deal number)</source>
        <translation>Una nuova mano (un numero a caso)</translation>
    </message>
    <message>
        <source>&amp;Deal #…</source>
        <translation>&amp;Mano n.…</translation>
    </message>
    <message>
        <source>Play a deal by its number (the same number, the same deal)</source>
        <translation>Gioca una mano dal suo numero (stesso numero, stessa mano)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Ricomincia</translation>
    </message>
    <message>
        <source>This deal from the beginning</source>
        <translation>Questa mano dall&apos;inizio</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>Highlight a good move (counted, no penalty)</source>
        <translation>Evidenzia una buona mossa (contata, senza penalità)</translation>
    </message>
    <message>
        <source>&amp;Autoplay demo</source>
        <translation>&amp;Dimostrazione automatica</translation>
    </message>
    <message>
        <source>Let the computer play on (click again to stop)</source>
        <translation>Lascia giocare il computer (clicca di nuovo per fermarlo)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistiche</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>The fixed deal was not finished (%1 moves made). Resume it where it stopped?</source>
        <translation>La mano prefissata non era finita (%1 mosse fatte). Riprenderla da dove si era fermata?</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Riprendere la partita?</translation>
    </message>
    <message>
        <source>Deal #%1 was not finished (%2 moves made). Resume it where it stopped?</source>
        <translation>La mano n. %1 non era finita (%2 mosse fatte). Riprenderla da dove si era fermata?</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>%1 — deal #%2 — Tarocchi</source>
        <translation>%1 — mano n. %2 — Tarocchi</translation>
    </message>
    <message>
        <source>%1 — fixed deal — Tarocchi</source>
        <translation>%1 — mano prefissata — Tarocchi</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numero della mano</translation>
    </message>
    <message>
        <source>Deal number (the same number always deals the same game):</source>
        <translation>Numero della mano (lo stesso numero dà sempre la stessa partita):</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>%1 — Statistics</source>
        <translation>%1 — Statistiche</translation>
    </message>
    <message>
        <source>Won (top captured)</source>
        <translation>Vinte (cima presa)</translation>
    </message>
    <message>
        <source>Pyramid cleared</source>
        <translation>Piramide liberata</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Miglior punteggio</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Punteggio medio</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Serie di vittorie in corso</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Miglior serie di vittorie</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Suggerimenti usati</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <source>Cleared</source>
        <translation>Liberate</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Migliore</translation>
    </message>
    <message>
        <source>By deal number:</source>
        <translation>Per numero di mano:</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera le statistiche</translation>
    </message>
    <message>
        <source>Forget every %1 statistic?</source>
        <translation>Dimenticare tutte le statistiche di %1?</translation>
    </message>
</context>
<context>
    <name>StatsRecorder</name>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <translation>Non è stato possibile salvare le statistiche: {error}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Practice deals</source>
        <translation>Mani di allenamento</translation>
    </message>
    <message>
        <source>Deals played with open hands or taking moves back, counted apart</source>
        <translation>Mani giocate a carte scoperte o riprendendo mosse, contate a parte</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Cifre</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contratto</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Presi</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Fatti</translation>
    </message>
    <message>
        <source>Made (share)</source>
        <translation>Fatti (quota)</translation>
    </message>
    <message>
        <source>Contracts taken</source>
        <translation>Contratti presi</translation>
    </message>
    <message>
        <source>No deal of this match for this person yet</source>
        <translation>Ancora nessuna mano di questa partita per questa persona</translation>
    </message>
    <message>
        <source>No deals counted yet</source>
        <translation>Ancora nessuna mano contata</translation>
    </message>
    <message>
        <source>This match</source>
        <translation>Questa partita</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Nel tempo</translation>
    </message>
    <message>
        <source>Reset this game…</source>
        <translation>Azzera questo gioco…</translation>
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
        <translation>Tu</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Mani giocate</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>Mani vinte</translation>
    </message>
    <message>
        <source>Matches finished</source>
        <translation>Partite finite</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partite vinte</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Contratti fatti</translation>
    </message>
    <message>
        <source>Mean score per deal</source>
        <translation>Punteggio medio per mano</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>Punteggio totale</translation>
    </message>
    <message>
        <source>Best deal</source>
        <translation>Mano migliore</translation>
    </message>
    <message>
        <source>Worst deal</source>
        <translation>Mano peggiore</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Serie di vittorie in corso</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Serie di vittorie più lunga</translation>
    </message>
    <message>
        <source>Practice deals are counted apart from the deals played for real.</source>
        <translation>Le mani di allenamento sono contate a parte da quelle giocate sul serio.</translation>
    </message>
    <message>
        <source>A deal is won with a score above zero; a computer player has no statistics.</source>
        <translation>Una mano è vinta con un punteggio sopra zero; un giocatore del computer non ha statistiche.</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Cleared</source>
        <translation>Liberate</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Miglior punteggio</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Punteggio medio</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Suggerimenti usati</translation>
    </message>
    <message>
        <source>The solitaire&apos;s own window shows these figures by deal number too.</source>
        <translation>La finestra del solitario mostra queste cifre anche per numero di mano.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera le statistiche</translation>
    </message>
    <message>
        <source>Forget every statistic of {game}, for every player count and person?</source>
        <translation>Dimenticare tutte le statistiche di {game}, per ogni numero di giocatori e persona?</translation>
    </message>
    <message>
        <source>The statistics could not be reset: {error}</source>
        <translation>Non è stato possibile azzerare le statistiche: {error}</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>Deal {n}</source>
        <translation>Mano {n}</translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation>La mano è finita</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Questa mano</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Mano successiva</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <source>Take back your last move (practice matches)</source>
        <translation>Riprendi la tua ultima mossa (partite di allenamento)</translation>
    </message>
    <message>
        <source>Moves can be taken back in a practice match (Game → New game)</source>
        <translation>Le mosse si possono riprendere in una partita di allenamento (Partita → Nuova partita)</translation>
    </message>
    <message>
        <source>Your move was taken back</source>
        <translation>La tua mossa è stata ripresa</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>{rank} {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>the ace</source>
        <translation>l&apos;asso</translation>
    </message>
    <message>
        <source>of spades</source>
        <translation>di picche</translation>
    </message>
    <message>
        <source>the 2</source>
        <translation>il 2</translation>
    </message>
    <message>
        <source>the 3</source>
        <translation>il 3</translation>
    </message>
    <message>
        <source>the 4</source>
        <translation>il 4</translation>
    </message>
    <message>
        <source>the 5</source>
        <translation>il 5</translation>
    </message>
    <message>
        <source>the 6</source>
        <translation>il 6</translation>
    </message>
    <message>
        <source>the 7</source>
        <translation>il 7</translation>
    </message>
    <message>
        <source>the 8</source>
        <translation>l&apos;8</translation>
    </message>
    <message>
        <source>the 9</source>
        <translation>il 9</translation>
    </message>
    <message>
        <source>the 10</source>
        <translation>il 10</translation>
    </message>
    <message>
        <source>the jack</source>
        <translation>il fante</translation>
    </message>
    <message>
        <source>the cavalier</source>
        <translation>il cavallo</translation>
    </message>
    <message>
        <source>the queen</source>
        <translation>la regina</translation>
    </message>
    <message>
        <source>the king</source>
        <translation>il re</translation>
    </message>
    <message>
        <source>of hearts</source>
        <translation>di cuori</translation>
    </message>
    <message>
        <source>of diamonds</source>
        <translation>di quadri</translation>
    </message>
    <message>
        <source>of clubs</source>
        <translation>di fiori</translation>
    </message>
    <message>
        <source>the petit</source>
        <translation>il petit</translation>
    </message>
    <message>
        <source>the {n} of trumps</source>
        <translation>il trionfo {n}</translation>
    </message>
    <message>
        <source>the excuse</source>
        <translation>la scusa</translation>
    </message>
    <message>
        <source>the Pagat</source>
        <translation>il Pagat</translation>
    </message>
    <message>
        <source>the Mond</source>
        <translation>il Mond</translation>
    </message>
    <message>
        <source>the Sküs</source>
        <translation>lo Sküs</translation>
    </message>
    <message>
        <source>the Bagatto</source>
        <translation>il Bagatto</translation>
    </message>
    <message>
        <source>the Mondo</source>
        <translation>il Mondo</translation>
    </message>
    <message>
        <source>the Matto</source>
        <translation>il Matto</translation>
    </message>
    <message>
        <source>the Begato</source>
        <translation>il Begato</translation>
    </message>
    <message>
        <source>the Moretto 2</source>
        <translation>il Moretto 2</translation>
    </message>
    <message>
        <source>the Moretto 3</source>
        <translation>il Moretto 3</translation>
    </message>
    <message>
        <source>the Moretto 4</source>
        <translation>il Moretto 4</translation>
    </message>
    <message>
        <source>the Moretto 5</source>
        <translation>il Moretto 5</translation>
    </message>
    <message>
        <source>the Luna</source>
        <translation>la Luna</translation>
    </message>
    <message>
        <source>the Sole</source>
        <translation>il Sole</translation>
    </message>
    <message>
        <source>the Angelo</source>
        <translation>l&apos;Angelo</translation>
    </message>
    <message>
        <source>the pagat</source>
        <translation>il pagat</translation>
    </message>
    <message>
        <source>tarock {number}</source>
        <translation>tarocco {number}</translation>
    </message>
    <message>
        <source>the world</source>
        <translation>il mondo</translation>
    </message>
    <message>
        <source>the fool</source>
        <translation>il matto</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>spade</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>club</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>fante</translation>
    </message>
    <message>
        <source>cavalier</source>
        <translation>cavallo</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>regina</translation>
    </message>
    <message>
        <source>king</source>
        <translation>re</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>fanti</translation>
    </message>
    <message>
        <source>cavaliers</source>
        <translation>cavalli</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>regine</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>re</translation>
    </message>
    <message>
        <source>of swords</source>
        <translation>di spade</translation>
    </message>
    <message>
        <source>the knight</source>
        <translation>il cavaliere</translation>
    </message>
    <message>
        <source>of cups</source>
        <translation>di coppe</translation>
    </message>
    <message>
        <source>of coins</source>
        <translation>di denari</translation>
    </message>
    <message>
        <source>of batons</source>
        <translation>di bastoni</translation>
    </message>
    <message>
        <source>swords</source>
        <translation>spade</translation>
    </message>
    <message>
        <source>cups</source>
        <translation>coppe</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>denari</translation>
    </message>
    <message>
        <source>batons</source>
        <translation>bastoni</translation>
    </message>
    <message>
        <source>sword</source>
        <translation>spade</translation>
    </message>
    <message>
        <source>cup</source>
        <translation>coppe</translation>
    </message>
    <message>
        <source>coin</source>
        <translation>denari</translation>
    </message>
    <message>
        <source>baton</source>
        <translation>bastoni</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>cavaliere</translation>
    </message>
    <message>
        <source>knights</source>
        <translation>cavalieri</translation>
    </message>
    <message>
        <source>the page</source>
        <translation>il fante</translation>
    </message>
    <message>
        <source>of pentacles</source>
        <translation>di pentacoli</translation>
    </message>
    <message>
        <source>of wands</source>
        <translation>di bastoni</translation>
    </message>
    <message>
        <source>The Magician</source>
        <translation>il Bagatto</translation>
    </message>
    <message>
        <source>The High Priestess</source>
        <translation>la Papessa</translation>
    </message>
    <message>
        <source>The Empress</source>
        <translation>l&apos;Imperatrice</translation>
    </message>
    <message>
        <source>The Emperor</source>
        <translation>l&apos;Imperatore</translation>
    </message>
    <message>
        <source>The Hierophant</source>
        <translation>il Papa</translation>
    </message>
    <message>
        <source>The Lovers</source>
        <translation>gli Amanti</translation>
    </message>
    <message>
        <source>The Chariot</source>
        <translation>il Carro</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>la Forza</translation>
    </message>
    <message>
        <source>The Hermit</source>
        <translation>l&apos;Eremita</translation>
    </message>
    <message>
        <source>Wheel of Fortune</source>
        <translation>la Ruota della Fortuna</translation>
    </message>
    <message>
        <source>Justice</source>
        <translation>la Giustizia</translation>
    </message>
    <message>
        <source>The Hanged Man</source>
        <translation>l&apos;Appeso</translation>
    </message>
    <message>
        <source>Death</source>
        <translation>la Morte</translation>
    </message>
    <message>
        <source>Temperance</source>
        <translation>la Temperanza</translation>
    </message>
    <message>
        <source>The Devil</source>
        <translation>il Diavolo</translation>
    </message>
    <message>
        <source>The Tower</source>
        <translation>la Torre</translation>
    </message>
    <message>
        <source>The Star</source>
        <translation>la Stella</translation>
    </message>
    <message>
        <source>The Moon</source>
        <translation>la Luna</translation>
    </message>
    <message>
        <source>The Sun</source>
        <translation>il Sole</translation>
    </message>
    <message>
        <source>Judgement</source>
        <translation>il Giudizio</translation>
    </message>
    <message>
        <source>The World</source>
        <translation>il Mondo</translation>
    </message>
    <message>
        <source>The Fool</source>
        <translation>il Matto</translation>
    </message>
    <message>
        <source>pentacles</source>
        <translation>pentacoli</translation>
    </message>
    <message>
        <source>wands</source>
        <translation>bastoni</translation>
    </message>
    <message>
        <source>pentacle</source>
        <translation>pentacoli</translation>
    </message>
    <message>
        <source>wand</source>
        <translation>bastoni</translation>
    </message>
    <message>
        <source>page</source>
        <translation>fante</translation>
    </message>
    <message>
        <source>pages</source>
        <translation>fanti</translation>
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
        <translation>m</translation>
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
        <translation>m</translation>
    </message>
    <message>
        <source>Uno</source>
        <translation>m</translation>
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
        <translation>f</translation>
    </message>
    <message>
        <source>Trischaken</source>
        <translation>m</translation>
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
        <translation>m</translation>
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
        <translation>m</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Tapp</source>
        <translation>m</translation>
    </message>
    <message>
        <source>Call the XX</source>
        <translation>f</translation>
    </message>
    <message>
        <source>Farberl</source>
        <translation>m</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Everyone passed: nobody plays</source>
        <translation>Tutti hanno passato: nessuno gioca</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contratto</translation>
    </message>
    <message>
        <source>{contract} by {declarer:acc}: basic value {value}, everything ×{multiplier}</source>
        <translation>{contract} {declarer|you:{contract|f:giocata|giocato} da te|di {declarer}}: valore base {value}, tutto ×{multiplier}</translation>
    </message>
    <message>
        <source>{contract} by {declarer:acc}: basic value {value}</source>
        <translation>{contract} {declarer|you:{contract|f:giocata|giocato} da te|di {declarer}}: valore base {value}</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Punti delle carte</translation>
    </message>
    <message>
        <source>{declarer} {mine}, the defenders {theirs} (35 and two cards wins)</source>
        <translation>{declarer} {mine}, i difensori {theirs} (vince con 35 e due carte)</translation>
    </message>
    <message>
        <source>{points} to {to:acc}</source>
        <translation>{points} a {to:dat}</translation>
    </message>
    <message>
        <source>Written down</source>
        <translation>Segnato</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Nothing more</source>
        <translation>Nient&apos;altro</translation>
    </message>
    <message>
        <source>Take {cards}</source>
        <translation>Prendi {cards}</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Compagno</translation>
    </message>
    <message>
        <source>none: {declarer:nom} called {card}, {declarer|you:your|his} own card, and played alone</source>
        <translation>nessuno: {declarer:nom} {declarer|you:hai|ha} chiamato {card}, una {declarer|you:tua|sua} carta, e {declarer|you:hai|ha} giocato da solo</translation>
    </message>
    <message>
        <source>{amount} to {side:acc}</source>
        <translation>{amount} a {side:dat}</translation>
    </message>
    <message>
        <source>{title} by {declarer:acc}</source>
        <translation>{title} {declarer|you:{title|f:giocata|giocato} da te|di {declarer}}</translation>
    </message>
    <message>
        <source>{partner}, who held {card}</source>
        <translation>{partner}, che {partner|you:avevi|aveva} {card}</translation>
    </message>
    <message>
        <source>none: {card} lay in the talon</source>
        <translation>nessuno: {card} era nel monte</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Tengo</translation>
    </message>
    <message>
        <source>No announcement</source>
        <translation>Nessun annuncio</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Prese</translation>
    </message>
    <message>
        <source>{declarer} took {n} of the {played} played</source>
        <translation>{declarer} {declarer|you:hai|ha} fatto {n} delle {played} giocate</translation>
    </message>
    <message>
        <source>{declarer} took 1 of the {played} played</source>
        <translation>{declarer} {declarer|you:hai|ha} fatto 1 delle {played} giocate</translation>
    </message>
    <message>
        <source>{team} {mine}, {others:nom} {theirs} ({needed} wins)</source>
        <translation>{team} {mine}, {others:nom} {theirs} (vince con {needed})</translation>
    </message>
    <message>
        <source>How a deal is scored: every player receives from each other player the difference between their points, or the player with the most points wins one from each other player.</source>
        <translation>Come si segna una mano: ogni giocatore riceve da ciascun altro la differenza dei loro punti, oppure chi ha più punti vince uno da ciascun altro.</translation>
    </message>
    <message>
        <source>Score of a deal</source>
        <translation>Punteggio di una mano</translation>
    </message>
    <message>
        <source>The differences of the points</source>
        <translation>Le differenze dei punti</translation>
    </message>
    <message>
        <source>One to the winner of the hand</source>
        <translation>Uno al vincitore della mano</translation>
    </message>
    <message>
        <source>Order of the pips in hearts and diamonds: 10 high to ace low like the black suits, or reversed, ace high.</source>
        <translation>Ordine delle cartine di cuori e quadri: dal 10 (alto) all&apos;asso (basso) come i semi neri, oppure rovesciato, asso alto.</translation>
    </message>
    <message>
        <source>Red pips</source>
        <translation>Cartine rosse</translation>
    </message>
    <message>
        <source>10 high, like the black suits</source>
        <translation>10 alto, come i semi neri</translation>
    </message>
    <message>
        <source>Ace high (reversed)</source>
        <translation>Asso alto (rovesciato)</translation>
    </message>
    <message>
        <source>{counted}: {value}</source>
        <translation>{counted}: {value}</translation>
    </message>
    <message>
        <source>no cards: {points}</source>
        <translation>nessuna carta: {points}</translation>
    </message>
    <message>
        <source>{counted}: {value}, less {off} and {left_off}: {points}</source>
        <translation>{counted}: {value}, meno {off} e {left_off}: {points}</translation>
    </message>
    <message>
        <source>{counted}: {value}, less {off}: {points}</source>
        <translation>{counted}: {value}, meno {off}: {points}</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <source>the differences of the points</source>
        <translation>le differenze dei punti</translation>
    </message>
    <message>
        <source>Winner of the hand: {seat:nom}, with {points} points</source>
        <translation>Vincitore della mano: {seat:nom}, con {points} punti</translation>
    </message>
    <message>
        <source>The hand is shared by {seats:acc}, with {points} points each</source>
        <translation>La mano è divisa tra {seats:acc}, con {points} punti ciascuno</translation>
    </message>
    <message>
        <source>{n} card over</source>
        <translation>{n} carta in più</translation>
    </message>
    <message>
        <source>{n} cards over</source>
        <translation>{n} carte in più</translation>
    </message>
    <message>
        <source>{batches} and {left}</source>
        <translation>{batches} e {left}</translation>
    </message>
    <message>
        <source>points less {par}</source>
        <translation>punti meno {par}</translation>
    </message>
    <message>
        <source>one to the winner of the hand</source>
        <translation>uno al vincitore della mano</translation>
    </message>
    <message>
        <source>{seat}</source>
        <translation>{seat}</translation>
    </message>
    <message>
        <source>laid away by {seat:acc}</source>
        <translation>scartato da {seat:acc}</translation>
    </message>
    <message>
        <source>to {seat:acc}, the winner of the hand</source>
        <translation>a {seat:dat}, vincitore della mano</translation>
    </message>
    <message>
        <source>taken by {seat:acc}, who laid away {n}</source>
        <translation>preso da {seat:acc}, che {seat|you:hai|ha} scartato {n}</translation>
    </message>
    <message>
        <source>to {seat:acc}, for the last trick</source>
        <translation>a {seat:dat}, per l&apos;ultima presa</translation>
    </message>
    <message>
        <source>Preference</source>
        <translation>Preferenza</translation>
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
        <translation>Prendere (vincere la maggioranza per 2, o pagare 3) o passare</translation>
    </message>
    <message>
        <source>Play a card from your hand or a face-up straw card</source>
        <translation>Gioca una carta dalla mano o una carta scoperta di un morto</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc}</source>
        <translation>{amount} a {winner:dat}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>{declarer} surrendered the {contract}: the called card lay in the talon</source>
        <translation>{declarer} {declarer|you:hai|ha} ceduto {declarer|you:{contract|f:la tua|il tuo}|{contract|f:la sua|il suo}} {contract}: la carta chiamata era nel monte</translation>
    </message>
    <message>
        <source>{team} {mine}, {others:nom} {theirs} ({needed} needed)</source>
        <translation>{team} {mine}, {others:nom} {theirs} (ne servono {needed})</translation>
    </message>
    <message>
        <source>{points} card points</source>
        <translation>{points} punti delle carte</translation>
    </message>
    <message>
        <source>{a} {pa}, {b:nom} {pb} ({needed} needed)</source>
        <translation>{a} {pa}, {b:nom} {pb} (ne servono {needed})</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Cedere</translation>
    </message>
    <message>
        <source>{declarer} {declarer|you:pay|pays} the contract to every other player</source>
        <translation>{declarer} {declarer|you:paghi|paga} il contratto a ogni altro giocatore</translation>
    </message>
    <message>
        <source>none: {declarer:nom} played alone</source>
        <translation>nessuno: {declarer:nom} {declarer|you:hai|ha} giocato da solo</translation>
    </message>
    <message>
        <source>No card points</source>
        <translation>Nessun punto di carte</translation>
    </message>
    <message>
        <source>{clean}: paid 2 instead of 1</source>
        <translation>{clean}: {clean|many:pagati|pagato} 2 invece di 1</translation>
    </message>
    <message>
        <source>More than half</source>
        <translation>Più della metà</translation>
    </message>
    <message>
        <source>the most card points exceed half of {in_play}: payments doubled</source>
        <translation>i punti più alti superano la metà di {in_play}: pagamenti raddoppiati</translation>
    </message>
    <message>
        <source>A tie: {points} card points each</source>
        <translation>Pareggio: {points} punti delle carte ciascuno</translation>
    </message>
    <message>
        <source>{seat} won the majority: {points} of {total} card points</source>
        <translation>{seat} {seat|you:hai|ha} vinto la maggioranza: {points} su {total} punti delle carte</translation>
    </message>
    <message>
        <source>{amount} to {seat:acc}</source>
        <translation>{amount} a {seat:dat}</translation>
    </message>
    <message>
        <source>Take the treasure and go on</source>
        <translation>Prendi il tesoro e prosegui</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>How many potions and spells the magician may keep for later turns.</source>
        <translation>Quante pozioni e incantesimi il mago può tenere per i turni successivi.</translation>
    </message>
    <message>
        <source>Satchel</source>
        <translation>Bisaccia</translation>
    </message>
    <message>
        <source>What a magician knocked out keeps of the treasure.</source>
        <translation>Che cosa tiene del tesoro un mago messo fuori combattimento.</translation>
    </message>
    <message>
        <source>Knocked out</source>
        <translation>Fuori combattimento</translation>
    </message>
    <message>
        <source>drops the treasure (scores 0)</source>
        <translation>perde il tesoro (segna 0)</translation>
    </message>
    <message>
        <source>keeps the treasure</source>
        <translation>tiene il tesoro</translation>
    </message>
    <message>
        <source>Score {score}</source>
        <translation>Punteggio {score}</translation>
    </message>
    <message>
        <source>Treasure found</source>
        <translation>Tesoro trovato</translation>
    </message>
    <message>
        <source>{diamonds} worth {worth}</source>
        <translation>{diamonds} del valore di {worth}</translation>
    </message>
    <message>
        <source>Damage taken</source>
        <translation>Danni subiti</translation>
    </message>
    <message>
        <source>{damage} of 22</source>
        <translation>{damage} su 22</translation>
    </message>
    <message>
        <source>Quartets turned up</source>
        <translation>Quartetti girati</translation>
    </message>
    <message>
        <source>{turns} of 14</source>
        <translation>{turns} su 14</translation>
    </message>
    <message>
        <source>Beat {monster} with {spells}</source>
        <translation>Sconfiggi {monster} con {spells}</translation>
    </message>
    <message>
        <source>Drink {potion} (heal {n})</source>
        <translation>Bevi {potion} (cura {n})</translation>
    </message>
    <message>
        <source>Keep {card} in the satchel</source>
        <translation>Tieni {card} nella bisaccia</translation>
    </message>
    <message>
        <source>Throw away {card}</source>
        <translation>Butta {card}</translation>
    </message>
    <message>
        <source>Teleport out</source>
        <translation>Teletrasportati fuori</translation>
    </message>
    <message>
        <source>Go on (take {n} damage)</source>
        <translation>Prosegui (subisci {n} danni)</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Continua</translation>
    </message>
    <message>
        <source>The journey is complete: treasure worth {score}</source>
        <translation>Il viaggio è completato: tesoro del valore di {score}</translation>
    </message>
    <message>
        <source>Teleported out with treasure worth {score}</source>
        <translation>Teletrasportato fuori con un tesoro di {score}</translation>
    </message>
    <message>
        <source>{n} diamond</source>
        <translation>{n} quadri</translation>
    </message>
    <message>
        <source>{n} diamonds</source>
        <translation>{n} quadri</translation>
    </message>
    <message>
        <source>Knocked out: the treasure is lost</source>
        <translation>Fuori combattimento: il tesoro è perso</translation>
    </message>
    <message>
        <source>Knocked out, with treasure worth {score}</source>
        <translation>Fuori combattimento, con un tesoro di {score}</translation>
    </message>
    <message>
        <source>The excuse played at the last trick: changes side (FFT, rules 001) or goes to the trick&apos;s winner (Jeux de tarot). Either way, a side that won every other trick wins it.</source>
        <translation>La scusa giocata all&apos;ultima presa: cambia campo (FFT, regolamento 001) o va a chi vince la presa (Jeux de tarot). In ogni caso la vince un campo che ha fatto tutte le altre prese.</translation>
    </message>
    <message>
        <source>The excuse at the last trick</source>
        <translation>La scusa all&apos;ultima presa</translation>
    </message>
    <message>
        <source>Changes side (FFT)</source>
        <translation>Cambia campo (FFT)</translation>
    </message>
    <message>
        <source>Goes to the trick&apos;s winner (Jeux de tarot)</source>
        <translation>Va a chi vince la presa (Jeux de tarot)</translation>
    </message>
    <message>
        <source>Who leads the first trick: the player to the dealer&apos;s right (FFT) or the taker (Jeux de tarot). A slam announcer always leads.</source>
        <translation>Chi apre la prima presa: il giocatore alla destra del mazziere (FFT) o chi prende (Jeux de tarot). Chi annuncia il cappotto apre sempre.</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Prima uscita</translation>
    </message>
    <message>
        <source>The dealer&apos;s right (FFT)</source>
        <translation>Alla destra del mazziere (FFT)</translation>
    </message>
    <message>
        <source>The taker (Jeux de tarot)</source>
        <translation>Chi prende (Jeux de tarot)</translation>
    </message>
    <message>
        <source>Order of the red pips: 10 high to ace low like the black ones (FFT), or reversed, ace high (Jeux de tarot).</source>
        <translation>Ordine delle cartine rosse: dal 10 (alto) all&apos;asso (basso) come le nere (FFT), oppure rovesciato, asso alto (Jeux de tarot).</translation>
    </message>
    <message>
        <source>10 high, ace low (FFT)</source>
        <translation>10 alto, asso basso (FFT)</translation>
    </message>
    <message>
        <source>Ace high, 10 low (Jeux de tarot)</source>
        <translation>Asso alto, 10 basso (Jeux de tarot)</translation>
    </message>
    <message>
        <source>Poignée thresholds at five players: 8/10/13 (FFT) or 5/8/10 (Jeux de tarot).</source>
        <translation>Soglie delle poignée in cinque: 8/10/13 (FFT) o 5/8/10 (Jeux de tarot).</translation>
    </message>
    <message>
        <source>Poignées at five players</source>
        <translation>Poignée in cinque</translation>
    </message>
    <message>
        <source>8, 10 and 13 trumps (FFT)</source>
        <translation>8, 10 e 13 trionfi (FFT)</translation>
    </message>
    <message>
        <source>5, 8 and 10 trumps (Jeux de tarot)</source>
        <translation>5, 8 e 10 trionfi (Jeux de tarot)</translation>
    </message>
    <message>
        <source>{contract} by {taker:acc}, score ×{multiplier}</source>
        <translation>{contract} {taker|you:{contract|f:giocata|giocato} da te|di {taker}}, punteggio ×{multiplier}</translation>
    </message>
    <message>
        <source>taker&apos;s side {mine}, defence {theirs}</source>
        <translation>campo di chi prende {mine}, difesa {theirs}</translation>
    </message>
    <message>
        <source>Oudlers</source>
        <translation>Oudler</translation>
    </message>
    <message>
        <source>{n} taken: {target} points needed</source>
        <translation>{n} presi: servono {target} punti</translation>
    </message>
    <message>
        <source>1 taken: {target} points needed</source>
        <translation>1 preso: servono {target} punti</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
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
        <translation>Cappotto (chelem)</translation>
    </message>
    <message>
        <source>{taker} called {card} and played alone</source>
        <translation>{taker} {taker|you:hai|ha} chiamato {card} e {taker|you:hai|ha} giocato da solo</translation>
    </message>
    <message>
        <source>Take the first half: {cards}</source>
        <translation>Prendi la prima metà: {cards}</translation>
    </message>
    <message>
        <source>Take the second half: {cards}</source>
        <translation>Prendi la seconda metà: {cards}</translation>
    </message>
    <message>
        <source>Bid a game or pass</source>
        <translation>Dichiara un gioco o passa</translation>
    </message>
    <message>
        <source>Your call stands: play it, or choose another game</source>
        <translation>La tua dichiarazione resta: giocala, o scegli un altro gioco</translation>
    </message>
    <message>
        <source>Call a king</source>
        <translation>Chiama un re</translation>
    </message>
    <message>
        <source>The called king is in the talon: concede, or play alone</source>
        <translation>Il re chiamato è nel monte: cedi, o gioca da solo</translation>
    </message>
    <message>
        <source>Take one half of the talon</source>
        <translation>Prendi una metà del monte</translation>
    </message>
    <message>
        <source>Announce premiums, double, or say none</source>
        <translation>Annuncia premi, contra, o niente</translation>
    </message>
    <message>
        <source>Trischaken is played: eldest hand must open, and may turn his accepted call into Trischaken (off: eldest hand may pass; if all pass the cards are thrown in).</source>
        <translation>Si gioca il Trischaken: il primo di mano deve aprire e può trasformare la chiamata accettata in Trischaken (disattivato: può passare; se tutti passano si ridà).</translation>
    </message>
    <message>
        <source>Trischaken</source>
        <translation>Trischaken</translation>
    </message>
    <message>
        <source>The Sechserdreier (all six talon cards, wins 3, loses 6) may be chosen by eldest hand when his call is accepted.</source>
        <translation>Il primo di mano può scegliere il Sechserdreier (tutte e sei le carte del monte, vince 3, perde 6) quando la sua chiamata è accettata.</translation>
    </message>
    <message>
        <source>Sechserdreier</source>
        <translation>Sechserdreier</translation>
    </message>
    <message>
        <source>Piccolo and Bettel, and their ouvert forms, may be bid.</source>
        <translation>Si possono dichiarare Piccolo e Bettel, anche a carte scoperte.</translation>
    </message>
    <message>
        <source>Piccolo and Bettel</source>
        <translation>Piccolo e Bettel</translation>
    </message>
    <message>
        <source>Who must bid a Dreier at his first turn or not at all: eldest hand (the book: &quot;non-dealer must announce a Dreier immediately&quot;), every player, or nobody.</source>
        <translation>Chi deve dichiarare un Dreier al primo turno o mai: il primo di mano (il libro: «il non mazziere deve dichiarare subito un Dreier»), ogni giocatore, o nessuno.</translation>
    </message>
    <message>
        <source>A Dreier is bid at once</source>
        <translation>Il Dreier si dichiara subito</translation>
    </message>
    <message>
        <source>By eldest hand</source>
        <translation>Dal primo di mano</translation>
    </message>
    <message>
        <source>By every player</source>
        <translation>Da ogni giocatore</translation>
    </message>
    <message>
        <source>No: at any turn</source>
        <translation>No: a qualsiasi turno</translation>
    </message>
    <message>
        <source>How far doubling goes: superdouble (×8), redouble (×4) or double (×2).</source>
        <translation>Fin dove arriva il contro: surcontro (×8), ricontro (×4) o contro (×2).</translation>
    </message>
    <message>
        <source>Doubling</source>
        <translation>Contro</translation>
    </message>
    <message>
        <source>A called king found in the talon doubles the game of a declarer who plays on alone (the book); off: he plays alone at the simple value.</source>
        <translation>Un re chiamato trovato nel monte raddoppia il gioco del dichiarante che continua da solo (il libro); disattivato: gioca da solo al valore semplice.</translation>
    </message>
    <message>
        <source>A called king in the talon doubles the game</source>
        <translation>Un re chiamato nel monte raddoppia il gioco</translation>
    </message>
    <message>
        <source>Book units the Trischaken winner receives from the loser: 4 (the rule&apos;s text) or 2 (the value table).</source>
        <translation>Unità che il vincitore del Trischaken riceve dal perdente: 4 (il testo della regola) o 2 (la tabella dei valori).</translation>
    </message>
    <message>
        <source>Trischaken stake</source>
        <translation>Posta del Trischaken</translation>
    </message>
    <message>
        <source>4 units (the rule&apos;s text)</source>
        <translation>4 unità (il testo della regola)</translation>
    </message>
    <message>
        <source>2 units (the value table)</source>
        <translation>2 unità (la tabella dei valori)</translation>
    </message>
    <message>
        <source>After a Trischaken: each player gets a match, which doubles his next game as declarer and is given back when he wins it (the book&apos;s recommended rule); or the next four deals are played at double stakes; or nothing.</source>
        <translation>Dopo un Trischaken: ogni giocatore riceve un fiammifero, che raddoppia il suo prossimo gioco da dichiarante e si restituisce quando lo vince (la regola consigliata dal libro); oppure le quattro mani seguenti valgono doppio; oppure niente.</translation>
    </message>
    <message>
        <source>After a Trischaken</source>
        <translation>Dopo un Trischaken</translation>
    </message>
    <message>
        <source>Each player gets a match</source>
        <translation>Ogni giocatore riceve un fiammifero</translation>
    </message>
    <message>
        <source>Four deals at double stakes</source>
        <translation>Quattro mani a posta doppia</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Niente</translation>
    </message>
    <message>
        <source>Concede the game</source>
        <translation>Cedi il gioco</translation>
    </message>
    <message>
        <source>Play alone (doubled)</source>
        <translation>Gioca da solo (raddoppiato)</translation>
    </message>
    <message>
        <source>Play alone</source>
        <translation>Gioca da solo</translation>
    </message>
    <message>
        <source>Play the call</source>
        <translation>Gioca la chiamata</translation>
    </message>
    <message>
        <source>Plays alone</source>
        <translation>Gioca da solo</translation>
    </message>
    <message>
        <source>Trischaken: {winners:nom} took no trick</source>
        <translation>Trischaken: {winners:nom} non {winners|youand:avete|you:hai|many:hanno|ha} fatto prese</translation>
    </message>
    <message>
        <source>Trischaken: {winners:nom} took the fewest points</source>
        <translation>Trischaken: {winners:nom} {winners|youand:avete|you:hai|many:hanno|ha} fatto meno punti</translation>
    </message>
    <message>
        <source>{points} card points, 1 trick</source>
        <translation>{points} punti delle carte, 1 presa</translation>
    </message>
    <message>
        <source>{points} card points, {tricks} tricks</source>
        <translation>{points} punti delle carte, {tricks} prese</translation>
    </message>
    <message>
        <source>Paying</source>
        <translation>Paga</translation>
    </message>
    <message>
        <source>{losers}</source>
        <translation>{losers}</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Posta</translation>
    </message>
    <message>
        <source>doubled (×{factor}) after a Trischaken</source>
        <translation>raddoppiata (×{factor}) dopo un Trischaken</translation>
    </message>
    <message>
        <source>Rows of the pyramid: row r holds r stacks of r cards (5 rows: 55 cards, 23 to draw).</source>
        <translation>File della piramide: la fila r ha r pile di r carte (5 file: 55 carte, 23 da pescare).</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Which suit card a trump captures: any free one, or only one on a stack next to the trump&apos;s (the text&apos;s &quot;adjacent&quot;; a turned card pairs with any free card).</source>
        <translation>Quale carta di seme prende un trionfo: qualsiasi carta libera, o solo una su una pila accanto a quella del trionfo (l&apos;«adiacente» del testo; una carta girata fa coppia con qualsiasi carta libera).</translation>
    </message>
    <message>
        <source>A trump pairs with</source>
        <translation>Un trionfo fa coppia con</translation>
    </message>
    <message>
        <source>Any free suit card</source>
        <translation>Qualsiasi carta di seme libera</translation>
    </message>
    <message>
        <source>A suit card on an adjacent stack</source>
        <translation>Una carta di seme su una pila adiacente</translation>
    </message>
    <message>
        <source>Capture a pair</source>
        <translation>Prendi una coppia</translation>
    </message>
    <message>
        <source>Capture {cards}</source>
        <translation>Prendi {cards}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Capture the turned card, {card}</source>
        <translation>Prendi la carta girata, {card}</translation>
    </message>
    <message>
        <source>No capture: draw</source>
        <translation>Nessuna presa: pesca</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pesca</translation>
    </message>
    <message>
        <source>Capture {card} alone</source>
        <translation>Prendi {card} da solo</translation>
    </message>
    <message>
        <source>Deal {deal}: the pyramid cleared, score {score}</source>
        <translation>Mano {deal}: piramide liberata, punteggio {score}</translation>
    </message>
    <message>
        <source>Cards captured</source>
        <translation>Carte prese</translation>
    </message>
    <message>
        <source>{n}, worth {points}</source>
        <translation>{n}, del valore di {points}</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Rimaste</translation>
    </message>
    <message>
        <source>{pyramid} in the pyramid, {deck} in the deck</source>
        <translation>{pyramid} nella piramide, {deck} nel mazzo</translation>
    </message>
    <message>
        <source>Deal {deal}: the top card captured, score {score}</source>
        <translation>Mano {deal}: carta in cima presa, punteggio {score}</translation>
    </message>
    <message>
        <source>Deal {deal}: no move left, score {score}</source>
        <translation>Mano {deal}: nessuna mossa rimasta, punteggio {score}</translation>
    </message>
    <message>
        <source>Top card bonus</source>
        <translation>Premio della cima</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} punti</translation>
    </message>
    <message>
        <source>Cleared pyramid bonus</source>
        <translation>Premio della piramide liberata</translation>
    </message>
    <message>
        <source>Play with the Uhu: Tarock II winning the trick before the last (announced 40 before the buy, 20 after, 10 silent). Almost always agreed.</source>
        <translation>Giocare con l&apos;Uhu: il Tarock II vince la penultima presa (annunciato 40 prima dell&apos;acquisto, 20 dopo, 10 senza annuncio). Quasi sempre concordato.</translation>
    </message>
    <message>
        <source>Uhu</source>
        <translation>Uhu</translation>
    </message>
    <message>
        <source>Who scores 4 for holding the Trull: any player who holds it (the book&apos;s words), or only the declarer. Four Kings count for the declarer only either way.</source>
        <translation>Chi segna 4 per il Trull in mano: chiunque lo tenga (le parole del libro), o solo il dichiarante. I quattro re contano solo per il dichiarante.</translation>
    </message>
    <message>
        <source>Trull premium</source>
        <translation>Premio del Trull</translation>
    </message>
    <message>
        <source>Any player who holds it</source>
        <translation>Chiunque lo tenga</translation>
    </message>
    <message>
        <source>The declarer only</source>
        <translation>Solo il dichiarante</translation>
    </message>
    <message>
        <source>Take up (promise 35 and two cards) or pass</source>
        <translation>Prendere (promettere 35 e due carte) o passare</translation>
    </message>
    <message>
        <source>When both players pass: throw the cards in (the usual rule), or play the deal out for one unit to the player with more card points (35 each is a draw).</source>
        <translation>Quando passano entrambi: si ridà (la regola usuale), o si gioca la mano per un&apos;unità a chi ha più punti (35 a testa è pari).</translation>
    </message>
    <message>
        <source>Play out when both pass</source>
        <translation>Giocare se entrambi passano</translation>
    </message>
    <message>
        <source>Both passed: the cards are thrown in</source>
        <translation>Entrambi hanno passato: si ridà</translation>
    </message>
    <message>
        <source>{taker} took up and won with {points}</source>
        <translation>{taker} {taker|you:hai|ha} preso e {taker|you:hai|ha} vinto con {points}</translation>
    </message>
    <message>
        <source>{taker} took up and lost with {points}</source>
        <translation>{taker} {taker|you:hai|ha} preso e {taker|you:hai|ha} perso con {points}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>{units} units to {taker:acc}</source>
        <translation>{units} unità a {taker:dat}</translation>
    </message>
    <message>
        <source>{units} units from {taker:acc}</source>
        <translation>{units} unità da {taker:acc}</translation>
    </message>
    <message>
        <source>{a} {pa}, {b:nom} {pb} (35 and two cards wins)</source>
        <translation>{a} {pa}, {b:nom} {pb} (vince con 35 e due carte)</translation>
    </message>
    <message>
        <source>Played out without a taker: a draw at {points} each</source>
        <translation>Giocata senza chi prende: pari a {points} ciascuno</translation>
    </message>
    <message>
        <source>nothing: a draw</source>
        <translation>niente: pari</translation>
    </message>
    <message>
        <source>Played out without a taker: {seat:nom} {seat|you:have|has} more card points</source>
        <translation>Giocata senza chi prende: {seat:nom} {seat|you:hai|ha} più punti</translation>
    </message>
    <message>
        <source>{units} unit to {seat:acc}</source>
        <translation>{units} unità a {seat:dat}</translation>
    </message>
    <message>
        <source>What the dealer may lay away: never a king, the 1 or the 21, and the excuse only without another trump (Jeux de tarot); or, as in Piedmont, never the excuse either, and the 1 only when it is his only trump.</source>
        <translation>Che cosa il mazziere può scartare: mai un re, l&apos;1 o il 21, e la scusa solo senza altri trionfi (Jeux de tarot); oppure, come in Piemonte, neanche la scusa, e l&apos;1 solo se è il suo unico trionfo.</translation>
    </message>
    <message>
        <source>Laying away</source>
        <translation>Lo scarto</translation>
    </message>
    <message>
        <source>As the text says</source>
        <translation>Come dice il testo</translation>
    </message>
    <message>
        <source>As in Piedmont</source>
        <translation>Come in Piemonte</translation>
    </message>
    <message>
        <source>Bid a contract or pass</source>
        <translation>Dichiara un contratto o passa</translation>
    </message>
    <message>
        <source>Everyone else passed: raise your bid if you like</source>
        <translation>Tutti gli altri hanno passato: alza la dichiarazione se vuoi</translation>
    </message>
    <message>
        <source>Nobody bid over your preference: play it, or play a misère</source>
        <translation>Nessuno ha superato la tua preferenza: giocala, o gioca una miseria</translation>
    </message>
    <message>
        <source>Call a king, or play alone</source>
        <translation>Chiama un re, o gioca da solo</translation>
    </message>
    <message>
        <source>Call a tarock, or play alone</source>
        <translation>Chiama un tarocco, o gioca da solo</translation>
    </message>
    <message>
        <source>The called card is in the talon: surrender, or play on alone</source>
        <translation>La carta chiamata è nel monte: cedi, o continua da solo</translation>
    </message>
    <message>
        <source>Announce bonuses, or pass</source>
        <translation>Annuncia premi, o passa</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Gioca una carta</translation>
    </message>
    <message>
        <source>Contra, or pass</source>
        <translation>Contra, o passa</translation>
    </message>
    <message>
        <source>Winning the last trick with the pagat is worth 1 victory point to its side; losing it there pays 1.</source>
        <translation>Vincere l&apos;ultima presa con il pagat vale 1 punto vittoria al suo campo; perderlo lì costa 1.</translation>
    </message>
    <message>
        <source>Pagat ultimo (5.1)</source>
        <translation>Pagat ultimo (5.1)</translation>
    </message>
    <message>
        <source>The side that wins every trick scores four times the contract instead of the contract.</source>
        <translation>Il campo che fa tutte le prese segna quattro volte il contratto invece del contratto.</translation>
    </message>
    <message>
        <source>Valat (5.2)</source>
        <translation>Valat (5.2)</translation>
    </message>
    <message>
        <source>A round of announcements before the first trick: an announced bonus scores double, the pagat is laid out, an announced valat replaces the contract.</source>
        <translation>Un giro di annunci prima della prima presa: un premio annunciato vale doppio, il pagat si mostra, un valat annunciato sostituisce il contratto.</translation>
    </message>
    <message>
        <source>Announcements (5.3)</source>
        <translation>Annunci (5.3)</translation>
    </message>
    <message>
        <source>A misère, where the most card points pays: the forehand&apos;s unopposed preference (three and four players), or when everyone passes (five and six).</source>
        <translation>Una miseria, dove paga chi fa più punti: la preferenza incontrastata del primo di mano (in tre e quattro), o quando tutti passano (in cinque e sei).</translation>
    </message>
    <message>
        <source>Misère (5.4)</source>
        <translation>Miseria (5.4)</translation>
    </message>
    <message>
        <source>The side that wins all three oudlers, or all four kings, in its tricks is paid 1 for each (2 when announced).</source>
        <translation>Il campo che vince tutti e tre gli oudler, o tutti e quattro i re, nelle sue prese riceve 1 per ciascuno (2 se annunciato).</translation>
    </message>
    <message>
        <source>All three and all four (6.1)</source>
        <translation>Tutti e tre e tutti e quattro (6.1)</translation>
    </message>
    <message>
        <source>A player holding many tarocks may declare how many: 1, 2 or 3 victory points, won or lost with his side&apos;s contract.</source>
        <translation>Chi ha molti tarocchi può dichiararne il numero: 1, 2 o 3 punti vittoria, vinti o persi con il contratto del suo campo.</translation>
    </message>
    <message>
        <source>Handfuls (6.2)</source>
        <translation>Manciate (6.2)</translation>
    </message>
    <message>
        <source>Four players: the side that wins the last trick with the called king in it is paid 1; its holder may announce it (2), laying the king out.</source>
        <translation>In quattro: il campo che vince l&apos;ultima presa con dentro il re chiamato riceve 1; chi lo tiene può annunciarlo (2) mostrando il re.</translation>
    </message>
    <message>
        <source>King ultimo (6.3)</source>
        <translation>Re ultimo (6.3)</translation>
    </message>
    <message>
        <source>Bidding goes round until all but one have passed; a player senior to the bidder may match the bid; the last bidder may then raise it.</source>
        <translation>Le dichiarazioni girano finché tutti tranne uno hanno passato; un giocatore con precedenza può eguagliare la dichiarazione; l&apos;ultimo dichiarante può poi alzarla.</translation>
    </message>
    <message>
        <source>Multiple-round auction (7.1)</source>
        <translation>Asta a più giri (7.1)</translation>
    </message>
    <message>
        <source>During the announcements the other side may contra the contract or a bonus (×2), the side it belongs to re-contra (×4), the other side supra-contra (×8).</source>
        <translation>Durante gli annunci l&apos;altro campo può contrare il contratto o un premio (×2), il campo a cui appartiene ricontrare (×4), l&apos;altro campo surcontrare (×8).</translation>
    </message>
    <message>
        <source>Contra, re-contra, supra-contra (7.2)</source>
        <translation>Contro, ricontro, surcontro (7.2)</translation>
    </message>
    <message>
        <source>In a misère each player must beat the best card of the trick when he can and keeps the pagat back; a player without card points is paid 2.</source>
        <translation>In una miseria ogni giocatore deve superare la carta migliore della presa se può e tiene il pagat per ultimo; chi non ha punti riceve 2.</translation>
    </message>
    <message>
        <source>Trick compulsion in the misère (7.3)</source>
        <translation>Obbligo di superare nella miseria (7.3)</translation>
    </message>
    <message>
        <source>The fool is a wild card: played to any trick, it never wins and goes back to its owner&apos;s tricks, with no card in exchange.</source>
        <translation>Il matto è una carta jolly: giocato in qualsiasi presa, non vince mai e torna nelle prese del suo padrone, senza carta in cambio.</translation>
    </message>
    <message>
        <source>The fool as a wild card (8.1)</source>
        <translation>Il matto come jolly (8.1)</translation>
    </message>
    <message>
        <source>Two players: a tarock, the fool or a king turned up on a straw man goes into its owner&apos;s hand, shown to the opponent.</source>
        <translation>In due: un tarocco, il matto o un re girato su un morto va nella mano del suo padrone, mostrato all&apos;avversario.</translation>
    </message>
    <message>
        <source>Tarocks and kings from the straw men (8.2.2)</source>
        <translation>Tarocchi e re dai morti (8.2.2)</translation>
    </message>
    <message>
        <source>Two players: either player may take before the straw men are turned up; the taker wins 2 or pays 3 (a tie loses).</source>
        <translation>In due: ciascuno può prendere prima che i morti siano girati; chi prende vince 2 o paga 3 (il pareggio perde).</translation>
    </message>
    <message>
        <source>Take or pass (8.2.3)</source>
        <translation>Prendere o passare (8.2.3)</translation>
    </message>
    <message>
        <source>Introductory</source>
        <translation>Introduttivo</translation>
    </message>
    <message>
        <source>The introductory game: the contracts, the talon, the call of a partner at four and six, the straw men at two; no bonuses.</source>
        <translation>Il gioco introduttivo: i contratti, il monte, la chiamata del compagno in quattro e sei, i morti in due; niente premi.</translation>
    </message>
    <message>
        <source>Complete Basic</source>
        <translation>Completo di base</translation>
    </message>
    <message>
        <source>The introductory game with the basic optional rules: pagat ultimo, valat, the round of announcements and the misère (5.1–5.4).</source>
        <translation>Il gioco introduttivo con le regole opzionali di base: pagat ultimo, valat, il giro di annunci e la miseria (5.1–5.4).</translation>
    </message>
    <message>
        <source>Complete Advanced</source>
        <translation>Completo avanzato</translation>
    </message>
    <message>
        <source>The complete basic game with the advanced rules: all three and all four, handfuls, king ultimo (6.1–6.3), the multiple-round auction, contras and trick compulsion (7.1–7.3).</source>
        <translation>Il gioco completo di base con le regole avanzate: tutti e tre e tutti e quattro, manciate, re ultimo (6.1–6.3), asta a più giri, contri e obbligo di superare (7.1–7.3).</translation>
    </message>
    <message>
        <source>Call {cards}</source>
        <translation>Chiama {cards}</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Pareggia</translation>
    </message>
    <message>
        <source>Units for holding the Trull (Pagat, Mond and Sküs) in one hand.</source>
        <translation>Unità per il Trull (Pagat, Mond e Sküs) in una sola mano.</translation>
    </message>
    <message>
        <source>Trull</source>
        <translation>Trull</translation>
    </message>
    <message>
        <source>Units for holding all four kings in one hand.</source>
        <translation>Unità per tutti e quattro i re in una sola mano.</translation>
    </message>
    <message>
        <source>Four Kings</source>
        <translation>Quattro re</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>asso</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>fante</translation>
    </message>
    <message>
        <source>cavalier</source>
        <translation>cavallo</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>regina</translation>
    </message>
    <message>
        <source>king</source>
        <translation>re</translation>
    </message>
    <message>
        <source>Bid or pass</source>
        <translation>Dichiara o passa</translation>
    </message>
    <message>
        <source>Double (contra) the game or an announcement, or nothing more</source>
        <translation>Contra il gioco o un annuncio, o nient&apos;altro</translation>
    </message>
    <message>
        <source>Redouble (recontra), or nothing more</source>
        <translation>Ricontra, o nient&apos;altro</translation>
    </message>
    <message>
        <source>Take a part of the talon</source>
        <translation>Prendi una parte del monte</translation>
    </message>
    <message>
        <source>Lay away cards from your hand</source>
        <translation>Scarta carte dalla tua mano</translation>
    </message>
    <message>
        <source>double</source>
        <translation>contro</translation>
    </message>
    <message>
        <source>redouble</source>
        <translation>ricontro</translation>
    </message>
    <message>
        <source>superdouble</source>
        <translation>surcontro</translation>
    </message>
    <message>
        <source>single</source>
        <translation>semplice</translation>
    </message>
    <message>
        <source>triple</source>
        <translation>tripla</translation>
    </message>
    <message>
        <source>pagat ultimo</source>
        <translation>pagat ultimo</translation>
    </message>
    <message>
        <source>valat</source>
        <translation>valat</translation>
    </message>
    <message>
        <source>all three oudlers</source>
        <translation>tutti e tre gli oudler</translation>
    </message>
    <message>
        <source>all four kings</source>
        <translation>tutti e quattro i re</translation>
    </message>
    <message>
        <source>king ultimo</source>
        <translation>re ultimo</translation>
    </message>
    <message>
        <source>{seat} {seat|you:hold|holds} no tarock: the same dealer deals again</source>
        <translation>{seat} non {seat|you:hai|ha} tarocchi: lo stesso mazziere ridà</translation>
    </message>
    <message>
        <source>{seat} {seat|you:hold|holds} a dry pagat: the same dealer deals again</source>
        <translation>{seat} {seat|you:hai|ha} il pagat secco: lo stesso mazziere ridà</translation>
    </message>
    <message>
        <source>Everyone passed: the same dealer deals again</source>
        <translation>Tutti hanno passato: lo stesso mazziere ridà</translation>
    </message>
    <message>
        <source>{side} announced the valat and took every trick</source>
        <translation>{side}: valat annunciato e tutte le prese fatte</translation>
    </message>
    <message>
        <source>{side} announced the valat and lost it: {others:nom} took a trick</source>
        <translation>{side}: valat annunciato e perso, una presa per {others:acc}</translation>
    </message>
    <message>
        <source>Pagat ultimo</source>
        <translation>Pagat ultimo</translation>
    </message>
    <message>
        <source>Pagat caught</source>
        <translation>Pagat catturato</translation>
    </message>
    <message>
        <source>Pagat announced and lost</source>
        <translation>Pagat annunciato e perso</translation>
    </message>
    <message>
        <source>Take (prise)</source>
        <translation>Presa (prise)</translation>
    </message>
    <message>
        <source>Guard (garde)</source>
        <translation>Guardia (garde)</translation>
    </message>
    <message>
        <source>Guard without the chien</source>
        <translation>Guardia senza il chien</translation>
    </message>
    <message>
        <source>Guard against the chien</source>
        <translation>Guardia contro il chien</translation>
    </message>
    <message>
        <source>{seat} showed a simple poignée: {bonus} to the side that wins the deal</source>
        <translation>{seat} {seat|you:hai|ha} mostrato una poignée semplice: {bonus} al campo che vince la mano</translation>
    </message>
    <message>
        <source>{seat} showed a double poignée: {bonus} to the side that wins the deal</source>
        <translation>{seat} {seat|you:hai|ha} mostrato una poignée doppia: {bonus} al campo che vince la mano</translation>
    </message>
    <message>
        <source>{seat} showed a triple poignée: {bonus} to the side that wins the deal</source>
        <translation>{seat} {seat|you:hai|ha} mostrato una poignée tripla: {bonus} al campo che vince la mano</translation>
    </message>
    <message>
        <source>Everyone passed: the cards are thrown in</source>
        <translation>Tutti hanno passato: si ridà</translation>
    </message>
    <message>
        <source>{seat} held the petit alone (petit sec): the cards are thrown in</source>
        <translation>{seat} {seat|you:avevi|aveva} il petit secco: si ridà</translation>
    </message>
    <message>
        <source>No slam</source>
        <translation>Niente cappotto</translation>
    </message>
    <message>
        <source>Announce a slam (chelem)</source>
        <translation>Annuncia il cappotto (chelem)</translation>
    </message>
    <message>
        <source>Show a simple poignée</source>
        <translation>Mostra una poignée semplice</translation>
    </message>
    <message>
        <source>Show a double poignée</source>
        <translation>Mostra una poignée doppia</translation>
    </message>
    <message>
        <source>Show a triple poignée</source>
        <translation>Mostra una poignée tripla</translation>
    </message>
    <message>
        <source>Announce a slam or not</source>
        <translation>Annuncia il cappotto o no</translation>
    </message>
    <message>
        <source>{taker}: {contract}, made by {margin}</source>
        <translation>{taker}: {contract}, {contract|m:fatto|fatta} di {margin}</translation>
    </message>
    <message>
        <source>{taker}: {contract}, failed by {margin}</source>
        <translation>{taker}: {contract}, {contract|m:caduto|caduta} di {margin}</translation>
    </message>
    <message>
        <source>announced and made</source>
        <translation>annunciato e fatto</translation>
    </message>
    <message>
        <source>announced and lost</source>
        <translation>annunciato e perso</translation>
    </message>
    <message>
        <source>made, unannounced</source>
        <translation>fatto, non annunciato</translation>
    </message>
    <message>
        <source>made by the defence</source>
        <translation>fatto dalla difesa</translation>
    </message>
    <message>
        <source>{how}: {bonus} to the taker&apos;s side</source>
        <translation>{how}: {bonus} al campo di chi prende</translation>
    </message>
    <message>
        <source>{how}: {bonus} to the defence</source>
        <translation>{how}: {bonus} alla difesa</translation>
    </message>
    <message>
        <source>{formula}: each defender pays {amount}</source>
        <translation>{formula}: ogni difensore paga {amount}</translation>
    </message>
    <message>
        <source>{formula}: each defender receives {amount}</source>
        <translation>{formula}: ogni difensore riceve {amount}</translation>
    </message>
    <message>
        <source>won by the taker&apos;s side: 10 × {multiplier}</source>
        <translation>vinto dal campo di chi prende: 10 × {multiplier}</translation>
    </message>
    <message>
        <source>won by the defence: 10 × {multiplier}</source>
        <translation>vinto dalla difesa: 10 × {multiplier}</translation>
    </message>
    <message>
        <source>piccolo</source>
        <translation>piccolo</translation>
    </message>
    <message>
        <source>bettel</source>
        <translation>bettel</translation>
    </message>
    <message>
        <source>Pagat</source>
        <translation>Pagat</translation>
    </message>
    <message>
        <source>King Ultimo</source>
        <translation>Re ultimo</translation>
    </message>
    <message>
        <source>Valat</source>
        <translation>Valat</translation>
    </message>
    <message>
        <source>{seat} {seat|you:hold|holds} neither a king nor a Tarock: the cards are thrown in</source>
        <translation>{seat} non {seat|you:hai|ha} né re né tarocchi: si ridà</translation>
    </message>
    <message>
        <source>Take the first or the last three cards of the talon</source>
        <translation>Prendi le prime o le ultime tre carte del monte</translation>
    </message>
    <message>
        <source>Take the first, the middle or the last two cards of the talon</source>
        <translation>Prendi le prime, le centrali o le ultime due carte del monte</translation>
    </message>
    <message>
        <source>Take one card of the talon</source>
        <translation>Prendi una carta del monte</translation>
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
        <translation>Annuncia il Pagat ultimo</translation>
    </message>
    <message>
        <source>Double the game</source>
        <translation>Contra il gioco</translation>
    </message>
    <message>
        <source>Contra the game</source>
        <translation>Contro al gioco</translation>
    </message>
    <message>
        <source>Contra {premium}</source>
        <translation>Contro a {premium}</translation>
    </message>
    <message>
        <source>Recontra the game</source>
        <translation>Ricontro al gioco</translation>
    </message>
    <message>
        <source>Recontra {premium}</source>
        <translation>Ricontro a {premium}</translation>
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
        <translation>{base} + {diff}, contrato × {doubling}</translation>
    </message>
    <message>
        <source>({base} + {diff}) × {multiplier}, doubled × {doubling}</source>
        <translation>({base} + {diff}) × {multiplier}, contrato × {doubling}</translation>
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
        <translation>{value}, contrato × {doubling}</translation>
    </message>
    <message>
        <source>{value} × {multiplier}, doubled × {doubling}</source>
        <translation>{value} × {multiplier}, contrato × {doubling}</translation>
    </message>
    <message>
        <source>{points} to {to:acc} ({worth})</source>
        <translation>{points} a {to:dat} ({worth})</translation>
    </message>
    <message>
        <source>{points} to {to:acc} (silent)</source>
        <translation>{points} a {to:dat} (non dichiarato)</translation>
    </message>
    <message>
        <source>{points} to {to:acc} ({worth}, silent)</source>
        <translation>{points} a {to:dat} ({worth}, non dichiarato)</translation>
    </message>
    <message>
        <source>{points} to {to:acc} (announced before the buy)</source>
        <translation>{points} a {to:dat} (dichiarato prima dell&apos;acquisto)</translation>
    </message>
    <message>
        <source>{points} to {to:acc} ({worth}, announced before the buy)</source>
        <translation>{points} a {to:dat} ({worth}, dichiarato prima dell&apos;acquisto)</translation>
    </message>
    <message>
        <source>{points} to {to:acc} (announced after the buy)</source>
        <translation>{points} a {to:dat} (dichiarato dopo l&apos;acquisto)</translation>
    </message>
    <message>
        <source>{points} to {to:acc} ({worth}, announced after the buy)</source>
        <translation>{points} a {to:dat} ({worth}, dichiarato dopo l&apos;acquisto)</translation>
    </message>
    <message>
        <source>Laid away from the talon</source>
        <translation>Scartate dal monte</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tre</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Due</translation>
    </message>
    <message>
        <source>One</source>
        <translation>Uno</translation>
    </message>
    <message>
        <source>that card may not be played now</source>
        <translation>questa carta non si può giocare ora</translation>
    </message>
    <message>
        <source>nothing can be done now</source>
        <translation>ora non si può fare nulla</translation>
    </message>
    <message>
        <source>the defenders may double (contra) only the game or an announcement that can be doubled, once</source>
        <translation>i difensori possono dare il contro solo al gioco o a una dichiarazione che lo ammette, una volta</translation>
    </message>
    <message>
        <source>the declarer may redouble (recontra) only the game or an announcement that can be doubled, once</source>
        <translation>il dichiarante può dare il ricontro solo al gioco o a una dichiarazione che lo ammette, una volta</translation>
    </message>
    <message>
        <source>it is time to bid or pass</source>
        <translation>è il momento di dichiarare o passare</translation>
    </message>
    <message>
        <source>the declarer may announce a premium (declare pagat …) or nothing more (declare none)</source>
        <translation>il dichiarante può dichiarare un premio (declare pagat …) o nient&apos;altro (declare none)</translation>
    </message>
    <message>
        <source>the defenders may double (contra), or say nothing more (declare none)</source>
        <translation>i difensori possono dare il contro, o non dire altro (declare none)</translation>
    </message>
    <message>
        <source>the declarer may redouble (recontra), or say nothing more (declare none)</source>
        <translation>il dichiarante può dare il ricontro, o non dire altro (declare none)</translation>
    </message>
    <message>
        <source>the declarer must take a part of the talon</source>
        <translation>il dichiarante deve prendere una parte del monte</translation>
    </message>
    <message>
        <source>after announcing a Without you may not take a part holding such a card</source>
        <translation>dopo aver dichiarato un Senza non puoi prendere una parte con una tale carta</translation>
    </message>
    <message>
        <source>the declarer must lay away cards first</source>
        <translation>il dichiarante deve prima scartare delle carte</translation>
    </message>
    <message>
        <source>that card is not in your hand</source>
        <translation>questa carta non è nella tua mano</translation>
    </message>
    <message>
        <source>kings and the cards of the Trull may not be laid away</source>
        <translation>i re e le carte del Trull non si possono scartare</translation>
    </message>
    <message>
        <source>a card announced for an ultimo may not be laid away</source>
        <translation>una carta dichiarata per un ultimo non si può scartare</translation>
    </message>
    <message>
        <source>a Tarock may be laid away only when no suit card is left to lay away</source>
        <translation>un Tarocco si può scartare solo quando non resta nessuna carta di seme da scartare</translation>
    </message>
    <message>
        <source>a bid must name a higher contract than the bid standing</source>
        <translation>una dichiarazione deve nominare un contratto più alto di quello in piedi</translation>
    </message>
    <message>
        <source>Mondfang</source>
        <translation>Mondfang (cattura del Mond)</translation>
    </message>
    <message>
        <source>Announce premiums before the buy, or nothing more</source>
        <translation>Annuncia premi prima dell&apos;acquisto, o nient&apos;altro</translation>
    </message>
    <message>
        <source>Announce premiums after the buy, or nothing more</source>
        <translation>Annuncia premi dopo l&apos;acquisto, o nient&apos;altro</translation>
    </message>
    <message>
        <source>{premium} is already announced</source>
        <translation>{premium} è già dichiarato</translation>
    </message>
    <message>
        <source>{premium} can only be announced together with {required}</source>
        <translation>{premium} si può dichiarare solo insieme a {required}</translation>
    </message>
    <message>
        <source>you can announce {premium} only holding {card}</source>
        <translation>puoi dichiarare {premium} solo se hai {card}</translation>
    </message>
    <message>
        <source>you can announce {premium} only when you hold none of those cards</source>
        <translation>puoi dichiarare {premium} solo se non hai nessuna di quelle carte</translation>
    </message>
    <message>
        <source>there is no bid {name} in this game</source>
        <translation>in questo gioco non c&apos;è la dichiarazione {name}</translation>
    </message>
    <message>
        <source>{declarer}: {contract}, lost without play (every talon part held a card the Without forbids)</source>
        <translation>{declarer}: {contract}, {contract|f:persa|perso} senza giocare (ogni parte del monte aveva una carta che il Senza vieta)</translation>
    </message>
    <message>
        <source>{declarer}: {contract}, won with {points}</source>
        <translation>{declarer}: {contract}, {contract|f:vinta|vinto} con {points}</translation>
    </message>
    <message>
        <source>{declarer}: {contract}, lost with {points}</source>
        <translation>{declarer}: {contract}, {contract|f:persa|perso} con {points}</translation>
    </message>
    <message>
        <source>the announced {premium} is kept for its trick</source>
        <translation>il {premium} dichiarato è tenuto per la sua presa</translation>
    </message>
    <message>
        <source>the announced {premium} must be played to this trick</source>
        <translation>il {premium} dichiarato va giocato in questa presa</translation>
    </message>
    <message>
        <source>there is no announcement {name} in this game</source>
        <translation>in questo gioco non c&apos;è la dichiarazione {name}</translation>
    </message>
    <message>
        <source>the talon has parts 0 to {last}</source>
        <translation>il monte ha le parti da 0 a {last}</translation>
    </message>
    <message>
        <source>{seat} {points}</source>
        <translation>{seat} {points}</translation>
    </message>
    <message>
        <source>Announce {premium} ({value})</source>
        <translation>Annuncia {premium} ({value})</translation>
    </message>
    <message>
        <source>Redouble the game</source>
        <translation>Ricontra il gioco</translation>
    </message>
    <message>
        <source>Superdouble the game</source>
        <translation>Surcontro al gioco</translation>
    </message>
    <message>
        <source>Double {premium}</source>
        <translation>Contro a {premium}</translation>
    </message>
    <message>
        <source>Redouble {premium}</source>
        <translation>Ricontro a {premium}</translation>
    </message>
    <message>
        <source>Superdouble {premium}</source>
        <translation>Surcontro a {premium}</translation>
    </message>
    <message>
        <source>you must win the trick when you can</source>
        <translation>devi vincere la presa quando puoi</translation>
    </message>
    <message>
        <source>you cannot follow suit: you must play a Tarock (it cannot win)</source>
        <translation>non puoi rispondere al seme: devi giocare un Tarocco (non può vincere)</translation>
    </message>
    <message>
        <source>in a Farberl you may lead a Tarock only when you have no suit card</source>
        <translation>nel Farberl puoi aprire con un Tarocco solo se non hai carte di seme</translation>
    </message>
    <message>
        <source>a Tarock was led: you must play a Tarock</source>
        <translation>è stato aperto un Tarocco: devi giocare un Tarocco</translation>
    </message>
    <message>
        <source>you must follow suit</source>
        <translation>devi rispondere al seme</translation>
    </message>
    <message>
        <source>eldest hand must open the bidding</source>
        <translation>il primo di mano deve aprire le dichiarazioni</translation>
    </message>
    <message>
        <source>only eldest hand may hold, and only another player&apos;s bid</source>
        <translation>solo il primo di mano può tenere, e solo la dichiarazione di un altro</translation>
    </message>
    <message>
        <source>only eldest hand may open with the simple call</source>
        <translation>solo il primo di mano può aprire con la chiamata semplice</translation>
    </message>
    <message>
        <source>a bid must be higher than the bids before it (eldest hand may hold)</source>
        <translation>una dichiarazione deve superare le precedenti (il primo di mano può tenere)</translation>
    </message>
    <message>
        <source>announce something or say none (declare none)</source>
        <translation>dichiara qualcosa o niente (declare none)</translation>
    </message>
    <message>
        <source>only the side it belongs to may redouble it</source>
        <translation>solo il campo a cui appartiene può dargli il ricontro</translation>
    </message>
    <message>
        <source>only the game and announced premiums can be doubled</source>
        <translation>solo il gioco e i premi dichiarati si possono contrare</translation>
    </message>
    <message>
        <source>it cannot be doubled any further</source>
        <translation>non si può contrare oltre</translation>
    </message>
    <message>
        <source>only the other side may double (or superdouble) it</source>
        <translation>solo l&apos;altro campo può dargli il contro (o il surcontro)</translation>
    </message>
    <message>
        <source>the Pagat may not be played while you hold another Tarock</source>
        <translation>il Pagat non si può giocare finché hai un altro Tarocco</translation>
    </message>
    <message>
        <source>the announced Uhu may not be played while you hold another Tarock (but the Pagat)</source>
        <translation>l&apos;Uhu dichiarato non si può giocare finché hai un altro Tarocco (oltre al Pagat)</translation>
    </message>
    <message>
        <source>you may not bid {game} now</source>
        <translation>ora non puoi dichiarare {game}</translation>
    </message>
    <message>
        <source>there is no announcement {name}</source>
        <translation>non c&apos;è la dichiarazione {name}</translation>
    </message>
    <message>
        <source>you must hold {card} to play {game}</source>
        <translation>devi avere {card} per giocare {game}</translation>
    </message>
    <message>
        <source>your hand does not allow {game}</source>
        <translation>la tua mano non consente {game}</translation>
    </message>
    <message>
        <source>{premium} is announced already</source>
        <translation>{premium} è già dichiarato</translation>
    </message>
    <message>
        <source>you may not announce {premium} now</source>
        <translation>ora non puoi dichiarare {premium}</translation>
    </message>
    <message>
        <source>Announce {premium}</source>
        <translation>Annuncia {premium}</translation>
    </message>
    <message>
        <source>{declarer} conceded ({game}): the called king lay in the talon</source>
        <translation>{declarer} {declarer|you:hai|ha} abbandonato ({game}): il re chiamato era nel monte</translation>
    </message>
    <message>
        <source>{amount} to {side:acc} (made unannounced)</source>
        <translation>{amount} a {side:dat} (fatto senza dichiararlo)</translation>
    </message>
    <message>
        <source>there is no game {name}</source>
        <translation>non c&apos;è il gioco {name}</translation>
    </message>
    <message>
        <source>{game} can only be chosen by eldest hand when his call is accepted</source>
        <translation>{game} {game|f:la|lo} può scegliere solo il primo di mano quando la sua chiamata è accettata</translation>
    </message>
    <message>
        <source>the next step for it is {step}</source>
        <translation>il passo successivo è: {step}</translation>
    </message>
    <message>
        <source>{declarer}: {game}, won</source>
        <translation>{declarer}: {game}, {game|f:vinta|vinto}</translation>
    </message>
    <message>
        <source>{declarer}: {game}, lost</source>
        <translation>{declarer}: {game}, {game|f:persa|perso}</translation>
    </message>
    <message>
        <source>{declarer}: {game}, won with {points}</source>
        <translation>{declarer}: {game}, {game|f:vinta|vinto} con {points}</translation>
    </message>
    <message>
        <source>{declarer}: {game}, lost with {points}</source>
        <translation>{declarer}: {game}, {game|f:persa|perso} con {points}</translation>
    </message>
    <message>
        <source>{amount} to {side:acc} (caught)</source>
        <translation>{amount} a {side:dat} (catturato)</translation>
    </message>
    <message>
        <source>Hold: {game}</source>
        <translation>Tengo: {game}</translation>
    </message>
    <message>
        <source>{amount} to {side:acc} ({doubled})</source>
        <translation>{amount} a {side:dat} ({doubled})</translation>
    </message>
    <message>
        <source>{amount} to {side:acc} (announced by {seat:acc}, {doubled})</source>
        <translation>{amount} a {side:dat} (dichiarato da {seat:acc}, {doubled})</translation>
    </message>
    <message>
        <source>{amount} to {side:acc} (unannounced)</source>
        <translation>{amount} a {side:dat} (non dichiarato)</translation>
    </message>
    <message>
        <source>nothing to fight here</source>
        <translation>qui non c&apos;è niente da combattere</translation>
    </message>
    <message>
        <source>beat the monsters</source>
        <translation>sconfiggere i mostri</translation>
    </message>
    <message>
        <source>beat every monster and take treasure worth {gain}</source>
        <translation>sconfiggere tutti i mostri e prendere un tesoro da {gain}</translation>
    </message>
    <message>
        <source>beat the worst monsters and take {damage} damage</source>
        <translation>sconfiggere i mostri peggiori e subire {damage} danni</translation>
    </message>
    <message>
        <source>save your spells and take {damage} damage</source>
        <translation>risparmiare gli incantesimi e subire {damage} danni</translation>
    </message>
    <message>
        <source>you may lay away the 1 of trumps only when it is your only trump</source>
        <translation>puoi scartare il trionfo 1 solo se è il tuo unico trionfo</translation>
    </message>
    <message>
        <source>you may not lay away a king</source>
        <translation>non puoi scartare un re</translation>
    </message>
    <message>
        <source>you may lay away a trump only when you have nothing else to lay away</source>
        <translation>puoi scartare un trionfo solo se non hai altro da scartare</translation>
    </message>
    <message>
        <source>you may not lay away the excuse</source>
        <translation>non puoi scartare la scusa</translation>
    </message>
    <message>
        <source>you may not lay away the 1 of trumps</source>
        <translation>non puoi scartare il trionfo 1</translation>
    </message>
    <message>
        <source>you may not lay away the 21 of trumps</source>
        <translation>non puoi scartare il trionfo 21</translation>
    </message>
    <message>
        <source>you may lay away the excuse only when you hold no other trump</source>
        <translation>puoi scartare la scusa solo se non hai altri trionfi</translation>
    </message>
    <message>
        <source>you may not lay away an oudler</source>
        <translation>non puoi scartare un oudler</translation>
    </message>
    <message>
        <source>{n} triplet</source>
        <translation>{n} terzina</translation>
    </message>
    <message>
        <source>{n} triplets</source>
        <translation>{n} terzine</translation>
    </message>
    <message>
        <source>{n} three</source>
        <translation>{n} tre</translation>
    </message>
    <message>
        <source>{n} threes</source>
        <translation>{n} tre</translation>
    </message>
    <message>
        <source>{n} quadruplet</source>
        <translation>{n} quaterna</translation>
    </message>
    <message>
        <source>{n} quadruplets</source>
        <translation>{n} quaterne</translation>
    </message>
    <message>
        <source>The scarto</source>
        <translation>Lo scarto</translation>
    </message>
    <message>
        <source>The talon</source>
        <translation>Il monte</translation>
    </message>
    <message>
        <source>the dealer must lay away cards first</source>
        <translation>il mazziere deve prima scartare delle carte</translation>
    </message>
    <message>
        <source>Lay away 1 card</source>
        <translation>Scarta 1 carta</translation>
    </message>
    <message>
        <source>Lay away {n} cards</source>
        <translation>Scarta {n} carte</translation>
    </message>
    <message>
        <source>lay away 1 card first</source>
        <translation>scarta prima 1 carta</translation>
    </message>
    <message>
        <source>lay away {n} cards first</source>
        <translation>scarta prima {n} carte</translation>
    </message>
    <message>
        <source>that card is neither in your hand nor face up on your straw men</source>
        <translation>questa carta non è né nella tua mano né scoperta sui tuoi morti</translation>
    </message>
    <message>
        <source>it is time to take or pass</source>
        <translation>è il momento di prendere o passare</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Prendi</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>contratto</translation>
    </message>
    <message>
        <source>Contract&apos;s score</source>
        <translation>Valore del contratto</translation>
    </message>
    <message>
        <source>All three oudlers</source>
        <translation>Tutti e tre gli oudler</translation>
    </message>
    <message>
        <source>All four kings</source>
        <translation>Tutti e quattro i re</translation>
    </message>
    <message>
        <source>King ultimo</source>
        <translation>Re ultimo</translation>
    </message>
    <message>
        <source>Handful</source>
        <translation>Manciata</translation>
    </message>
    <message>
        <source>Majority</source>
        <translation>Maggioranza</translation>
    </message>
    <message>
        <source>contra ×2</source>
        <translation>contro ×2</translation>
    </message>
    <message>
        <source>re-contra ×4</source>
        <translation>ricontro ×4</translation>
    </message>
    <message>
        <source>supra-contra ×8</source>
        <translation>surcontro ×8</translation>
    </message>
    <message>
        <source>{seat} declared {tarocks} tarocks, a single handful: {amount} to {winner:acc}</source>
        <translation>{seat} {seat|you:hai|ha} dichiarato {tarocks} tarocchi, una manciata semplice: {amount} a {winner:dat}</translation>
    </message>
    <message>
        <source>{seat} declared {tarocks} tarocks, a double handful: {amount} to {winner:acc}</source>
        <translation>{seat} {seat|you:hai|ha} dichiarato {tarocks} tarocchi, una manciata doppia: {amount} a {winner:dat}</translation>
    </message>
    <message>
        <source>{seat} declared {tarocks} tarocks, a triple handful: {amount} to {winner:acc}</source>
        <translation>{seat} {seat|you:hai|ha} dichiarato {tarocks} tarocchi, una manciata tripla: {amount} a {winner:dat}</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (announced by {announcer:acc}, {contra})</source>
        <translation>{amount} a {winner:dat} (dichiarato da {announcer:acc}, {contra})</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (announced by {announcer:acc}, not doubled)</source>
        <translation>{amount} a {winner:dat} (dichiarato da {announcer:acc}, senza contro)</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (announced by {announcer:acc})</source>
        <translation>{amount} a {winner:dat} (dichiarato da {announcer:acc})</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (not announced, {contra})</source>
        <translation>{amount} a {winner:dat} (non dichiarato, {contra})</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (not announced, not doubled)</source>
        <translation>{amount} a {winner:dat} (non dichiarato, senza contro)</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (not announced)</source>
        <translation>{amount} a {winner:dat} (non dichiarato)</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} ({contra})</source>
        <translation>{amount} a {winner:dat} ({contra})</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (not doubled)</source>
        <translation>{amount} a {winner:dat} (senza contro)</translation>
    </message>
    <message>
        <source>{card} lay in the talon: {declarer:nom} played alone</source>
        <translation>{card} era nel monte: {declarer:nom} {declarer|you:hai|ha} giocato da solo</translation>
    </message>
    <message>
        <source>{declarer} called {card}, a card of {declarer|you:your|his} own hand, and played alone</source>
        <translation>{declarer} {declarer|you:hai|ha} chiamato {card}, una carta della {declarer|you:tua|propria} mano, e {declarer|you:hai|ha} giocato da solo</translation>
    </message>
    <message>
        <source>Misère: {payers:nom} took the most card points and {payers|you:pay|many:pay|pays}</source>
        <translation>Miseria: {payers:nom} {payers|youand:avete|you:hai|many:hanno|ha} fatto più punti e {payers|youand:pagate|you:paghi|many:pagano|paga}</translation>
    </message>
    <message>
        <source>{contract} by {declarer:acc}, 1 victory point</source>
        <translation>{contract} {declarer|you:{contract|f:giocata|giocato} da te|di {declarer}}, 1 punto vittoria</translation>
    </message>
    <message>
        <source>{contract} by {declarer:acc}, {vp} victory points</source>
        <translation>{contract} {declarer|you:{contract|f:giocata|giocato} da te|di {declarer}}, {vp} punti vittoria</translation>
    </message>
    <message>
        <source>{team} won the {what}: {points} of {total}</source>
        <translation>{team}: {what} {what|f:vinta|vinto}, {points} su {total}</translation>
    </message>
    <message>
        <source>{team} lost the {what}: {points} of {total}</source>
        <translation>{team}: {what} {what|f:persa|perso}, {points} su {total}</translation>
    </message>
    <message>
        <source>{taker} took and won: {points} of {total} card points</source>
        <translation>{taker} {taker|you:hai|ha} preso e vinto: {points} su {total} punti</translation>
    </message>
    <message>
        <source>{taker} took and lost: {points} of {total} card points</source>
        <translation>{taker} {taker|you:hai|ha} preso e perso: {points} su {total} punti</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>the magician may cast a spell, drink a potion, keep or drop a card, go on or teleport out</source>
        <translation>il mago può lanciare un incantesimo, bere una pozione, tenere o gettare una carta, proseguire o teletrasportarsi fuori</translation>
    </message>
    <message>
        <source>a spell is cast on a monster: name the monster, then the spells</source>
        <translation>un incantesimo si lancia su un mostro: indica il mostro, poi gli incantesimi</translation>
    </message>
    <message>
        <source>each spell is cast once</source>
        <translation>ogni incantesimo si lancia una volta</translation>
    </message>
    <message>
        <source>every spell cast must be needed: cast fewer spells</source>
        <translation>ogni incantesimo lanciato deve servire: lanciane meno</translation>
    </message>
    <message>
        <source>the magician is not hurt: there is nothing to heal</source>
        <translation>il mago non è ferito: non c&apos;è niente da curare</translation>
    </message>
    <message>
        <source>only a potion or a spell of the quartet can be kept</source>
        <translation>si può tenere solo una pozione o un incantesimo del quartetto</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; takes no place</source>
        <translation>«{verb}» non prende una casella</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; takes one card</source>
        <translation>«{verb}» prende una carta</translation>
    </message>
    <message>
        <source>{card} is not in the satchel</source>
        <translation>{card} non è nella bisaccia</translation>
    </message>
    <message>
        <source>Beat the monsters with spells, or go on and take {damage} damage</source>
        <translation>Sconfiggi i mostri con gli incantesimi, o prosegui e subisci {damage} danni</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; takes no cards</source>
        <translation>«{verb}» non prende carte</translation>
    </message>
    <message>
        <source>{card} is already beaten</source>
        <translation>{card} è già sconfitto</translation>
    </message>
    <message>
        <source>{card} is not a monster of this quartet</source>
        <translation>{card} non è un mostro di questo quartetto</translation>
    </message>
    <message>
        <source>the spells are worth {total}, less than the monster&apos;s strength {strength}</source>
        <translation>gli incantesimi valgono {total}, meno della forza del mostro, {strength}</translation>
    </message>
    <message>
        <source>{card} is not a potion in the quartet or the satchel</source>
        <translation>{card} non è una pozione del quartetto o della bisaccia</translation>
    </message>
    <message>
        <source>the satchel is full ({n} cards): use or drop one first</source>
        <translation>la bisaccia è piena ({n} carte): usane o gettane una prima</translation>
    </message>
    <message>
        <source>{card} is not a spell in the quartet or the satchel</source>
        <translation>{card} non è un incantesimo del quartetto o della bisaccia</translation>
    </message>
    <message>
        <source>Chien</source>
        <translation>Monte (chien)</translation>
    </message>
    <message>
        <source>Discard (écart)</source>
        <translation>Scarto (écart)</translation>
    </message>
    <message>
        <source>the taker may announce a slam (declare chelem) or not (declare none)</source>
        <translation>chi prende può dichiarare il cappotto (declare chelem) o no (declare none)</translation>
    </message>
    <message>
        <source>a bid must be higher than the bids before it</source>
        <translation>una dichiarazione deve superare le precedenti</translation>
    </message>
    <message>
        <source>the taker must call a king</source>
        <translation>chi prende deve chiamare un re</translation>
    </message>
    <message>
        <source>you must call a king</source>
        <translation>devi chiamare un re</translation>
    </message>
    <message>
        <source>the taker must lay away cards first</source>
        <translation>chi prende deve prima scartare</translation>
    </message>
    <message>
        <source>you may not lay away a king or an oudler</source>
        <translation>non puoi scartare un re o un oudler</translation>
    </message>
    <message>
        <source>you may call a lower honour only when you hold all the higher ones</source>
        <translation>puoi chiamare un onore più basso solo se hai tutti quelli più alti</translation>
    </message>
    <message>
        <source>it is time to play a card</source>
        <translation>è il momento di giocare una carta</translation>
    </message>
    <message>
        <source>a poignée is shown before playing your first card</source>
        <translation>la poignée si mostra prima di giocare la prima carta</translation>
    </message>
    <message>
        <source>you have already shown a poignée</source>
        <translation>hai già mostrato una poignée</translation>
    </message>
    <message>
        <source>you can only show cards from your hand</source>
        <translation>puoi mostrare solo carte della tua mano</translation>
    </message>
    <message>
        <source>a poignée shows trumps only</source>
        <translation>una poignée mostra solo trionfi</translation>
    </message>
    <message>
        <source>the excuse may be shown only when you have no other trump to show</source>
        <translation>la scusa si può mostrare solo se non hai altri trionfi da mostrare</translation>
    </message>
    <message>
        <source>the called king&apos;s suit may not be led to the first trick, except the king itself</source>
        <translation>il seme del re chiamato non si può aprire alla prima presa, tranne il re stesso</translation>
    </message>
    <message>
        <source>a {poignee} shows exactly {n} trumps</source>
        <translation>una {poignee} mostra esattamente {n} trionfi</translation>
    </message>
    <message>
        <source>there is no bid {name}</source>
        <translation>non c&apos;è la dichiarazione {name}</translation>
    </message>
    <message>
        <source>With 40</source>
        <translation>Con 40</translation>
    </message>
    <message>
        <source>With 50</source>
        <translation>Con 50</translation>
    </message>
    <message>
        <source>Kakadu</source>
        <translation>Kakadu</translation>
    </message>
    <message>
        <source>Without Trull</source>
        <translation>Senza Trull</translation>
    </message>
    <message>
        <source>Without Kings</source>
        <translation>Senza re</translation>
    </message>
    <message>
        <source>the deal is over</source>
        <translation>la mano è finita</translation>
    </message>
    <message>
        <source>call a king</source>
        <translation>chiama un re</translation>
    </message>
    <message>
        <source>the called king is in the talon: concede (bid concede) or play alone (bid play)</source>
        <translation>il re chiamato è nel monte: abbandona (bid concede) o gioca da solo (bid play)</translation>
    </message>
    <message>
        <source>take the first (take 0) or the second (take 1) half of the talon</source>
        <translation>prendi la prima (take 0) o la seconda (take 1) metà del monte</translation>
    </message>
    <message>
        <source>lay away cards first</source>
        <translation>scarta prima delle carte</translation>
    </message>
    <message>
        <source>you may not lay away a king or a card of the Trull</source>
        <translation>non puoi scartare un re o una carta del Trull</translation>
    </message>
    <message>
        <source>you may lay away a Tarock only when you have no other card to lay away</source>
        <translation>puoi scartare un Tarocco solo se non hai altre carte da scartare</translation>
    </message>
    <message>
        <source>your call was accepted: choose {games}</source>
        <translation>la tua chiamata è accettata: scegli {games}</translation>
    </message>
    <message>
        <source>{points}, 1 trick</source>
        <translation>{points}, 1 presa</translation>
    </message>
    <message>
        <source>{points}, {tricks} tricks</source>
        <translation>{points}, {tricks} prese</translation>
    </message>
    <message>
        <source>the excuse pairs with any card but the trumps 1 and 21</source>
        <translation>la scusa fa coppia con ogni carta tranne i trionfi 1 e 21</translation>
    </message>
    <message>
        <source>La Pyramide has only captures (pair) and draws</source>
        <translation>La Pyramide ha solo prese (coppia) e pescate</translation>
    </message>
    <message>
        <source>the trumps 1 and 21 are captured alone, not in a pair</source>
        <translation>i trionfi 1 e 21 si prendono da soli, non in coppia</translation>
    </message>
    <message>
        <source>a card cannot pair with itself</source>
        <translation>una carta non può fare coppia con se stessa</translation>
    </message>
    <message>
        <source>a trump captures a suit card only from a stack next to its own</source>
        <translation>un trionfo prende una carta di seme solo da una pila accanto alla sua</translation>
    </message>
    <message>
        <source>you may draw only when no capture is possible</source>
        <translation>puoi pescare solo quando non è possibile nessuna presa</translation>
    </message>
    <message>
        <source>only the trumps 1 and 21 are captured alone</source>
        <translation>solo i trionfi 1 e 21 si prendono da soli</translation>
    </message>
    <message>
        <source>two trumps pair only when their numbers make 21 ({a} + {b} = {sum})</source>
        <translation>due trionfi fanno coppia solo se i loro numeri fanno 21 ({a} + {b} = {sum})</translation>
    </message>
    <message>
        <source>the turned card, {card}, must be captured</source>
        <translation>la carta girata, {card}, deve essere presa</translation>
    </message>
    <message>
        <source>Three (relieved)</source>
        <translation>Tre (rilevato)</translation>
    </message>
    <message>
        <source>Three (maintained)</source>
        <translation>Tre (mantenuto)</translation>
    </message>
    <message>
        <source>Two (relieved)</source>
        <translation>Due (rilevato)</translation>
    </message>
    <message>
        <source>Two (maintained)</source>
        <translation>Due (mantenuto)</translation>
    </message>
    <message>
        <source>One (relieved)</source>
        <translation>Uno (rilevato)</translation>
    </message>
    <message>
        <source>One (maintained)</source>
        <translation>Uno (mantenuto)</translation>
    </message>
    <message>
        <source>only an ordinary bid can be relieved, once: outbid it with a higher game</source>
        <translation>solo una dichiarazione ordinaria si può rilevare, una volta: superala con un gioco più alto</translation>
    </message>
    <message>
        <source>only the player whose bid was relieved may maintain it</source>
        <translation>solo il giocatore la cui dichiarazione è stata rilevata può mantenerla</translation>
    </message>
    <message>
        <source>there is no bid to relieve yet</source>
        <translation>non c&apos;è ancora una dichiarazione da rilevare</translation>
    </message>
    <message>
        <source>a Solo cannot be relieved</source>
        <translation>un Solo non si può rilevare</translation>
    </message>
    <message>
        <source>40 (Absolute)</source>
        <translation>40 (Assoluto)</translation>
    </message>
    <message>
        <source>50 (Kramerpot)</source>
        <translation>50 (Kramerpot)</translation>
    </message>
    <message>
        <source>Relieve ({contract} at 4)</source>
        <translation>Rileva ({contract} a 4)</translation>
    </message>
    <message>
        <source>Maintain ({contract} at 5)</source>
        <translation>Mantieni ({contract} a 5)</translation>
    </message>
    <message>
        <source>it is time to take up or pass</source>
        <translation>è il momento di prendere o passare</translation>
    </message>
    <message>
        <source>Take up</source>
        <translation>Prendo</translation>
    </message>
    <message>
        <source>The three cards dealt to the dealer</source>
        <translation>Le tre carte date al mazziere</translation>
    </message>
    <message>
        <source>no tarock</source>
        <translation>nessun tarocco</translation>
    </message>
    <message>
        <source>a dry pagat</source>
        <translation>un pagat secco</translation>
    </message>
    <message>
        <source>Take the first two</source>
        <translation>Prendi le prime due</translation>
    </message>
    <message>
        <source>Take the middle two</source>
        <translation>Prendi le due di mezzo</translation>
    </message>
    <message>
        <source>Take the last two</source>
        <translation>Prendi le ultime due</translation>
    </message>
    <message>
        <source>Take the first three</source>
        <translation>Prendi le prime tre</translation>
    </message>
    <message>
        <source>Take the last three</source>
        <translation>Prendi le ultime tre</translation>
    </message>
    <message>
        <source>Declare a single handful: {n} tarocks</source>
        <translation>Dichiara una manciata semplice: {n} tarocchi</translation>
    </message>
    <message>
        <source>Declare a double handful: {n} tarocks</source>
        <translation>Dichiara una manciata doppia: {n} tarocchi</translation>
    </message>
    <message>
        <source>Declare a triple handful: {n} tarocks</source>
        <translation>Dichiara una manciata tripla: {n} tarocchi</translation>
    </message>
    <message>
        <source>Contra the {bonus}</source>
        <translation>Contro: {bonus}</translation>
    </message>
    <message>
        <source>Re-contra the {bonus}</source>
        <translation>Ricontro: {bonus}</translation>
    </message>
    <message>
        <source>Supra-contra the {bonus}</source>
        <translation>Surcontro: {bonus}</translation>
    </message>
    <message>
        <source>a handful states exactly how many tarocks you hold, in your turn of announcements</source>
        <translation>una manciata dice esattamente quanti tarocchi hai, al tuo turno di dichiarazioni</translation>
    </message>
    <message>
        <source>you may not announce that now</source>
        <translation>ora non puoi dichiararlo</translation>
    </message>
    <message>
        <source>the called king laid out for the ultimo is led only to the last trick, and played to another&apos;s trick only as your only card of its suit</source>
        <translation>il re chiamato scoperto per l&apos;ultimo si apre solo all&apos;ultima presa, e si gioca sulla presa altrui solo come tua unica carta del suo seme</translation>
    </message>
    <message>
        <source>in this misère the pagat may be played only when no other card may</source>
        <translation>in questa miseria il pagat si può giocare solo quando nessun&apos;altra carta può</translation>
    </message>
    <message>
        <source>the fool laid out for the valat is played only to the last trick</source>
        <translation>il matto scoperto per il valat si gioca solo all&apos;ultima presa</translation>
    </message>
    <message>
        <source>the pagat laid out for the ultimo is led only to the last trick, and played to another&apos;s trick only as your last tarock</source>
        <translation>il pagat scoperto per l&apos;ultimo si apre solo all&apos;ultima presa, e si gioca sulla presa altrui solo come tuo ultimo tarocco</translation>
    </message>
    <message>
        <source>raise your bid to a contract at least as high, or keep it</source>
        <translation>alza la tua dichiarazione a un contratto almeno pari, o tienila</translation>
    </message>
    <message>
        <source>play your preference (declare none) or a misère (declare misere)</source>
        <translation>gioca la tua preferenza (declare none) o una miseria (declare misere)</translation>
    </message>
    <message>
        <source>call a king, or say no king</source>
        <translation>chiama un re, o di&apos; nessun re</translation>
    </message>
    <message>
        <source>call a tarock other than an oudler, or say no tarock</source>
        <translation>chiama un tarocco diverso da un oudler, o di&apos; nessun tarocco</translation>
    </message>
    <message>
        <source>surrender (declare surrender) or play on alone (declare none)</source>
        <translation>arrenditi (declare surrender) o continua da solo (declare none)</translation>
    </message>
    <message>
        <source>a tarock may be laid away only when you have nothing else to lay away</source>
        <translation>un tarocco si può scartare solo se non hai altro da scartare</translation>
    </message>
    <message>
        <source>kings and oudlers may never be laid away</source>
        <translation>i re e gli oudler non si scartano mai</translation>
    </message>
    <message>
        <source>a bid must be higher than the bid standing</source>
        <translation>una dichiarazione deve superare quella in piedi</translation>
    </message>
    <message>
        <source>the forehand may not pass: he opens the bidding</source>
        <translation>il primo di mano non può passare: apre le dichiarazioni</translation>
    </message>
    <message>
        <source>only a player senior to the bidder may match his bid</source>
        <translation>solo un giocatore con precedenza su chi ha dichiarato può pareggiarne la dichiarazione</translation>
    </message>
    <message>
        <source>only the forehand may bid preference</source>
        <translation>solo il primo di mano può dichiarare la preferenza</translation>
    </message>
    <message>
        <source>No king</source>
        <translation>Nessun re</translation>
    </message>
    <message>
        <source>No tarock</source>
        <translation>Nessun tarocco</translation>
    </message>
    <message>
        <source>Plays on alone</source>
        <translation>Continua da solo</translation>
    </message>
    <message>
        <source>Lay out the fool</source>
        <translation>Scopri il matto</translation>
    </message>
    <message>
        <source>Play preference</source>
        <translation>Gioca la preferenza</translation>
    </message>
    <message>
        <source>Play on alone</source>
        <translation>Continua da solo</translation>
    </message>
    <message>
        <source>take one of the talon&apos;s {n} groups (take 0 …)</source>
        <translation>prendi uno dei {n} gruppi del monte (take 0 …)</translation>
    </message>
    <message>
        <source>there is no contract {name} to bid</source>
        <translation>non c&apos;è un contratto {name} da dichiarare</translation>
    </message>
    <message>
        <source>Take group {n}</source>
        <translation>Prendi il gruppo {n}</translation>
    </message>
    <message>
        <source>Announce {bonus}</source>
        <translation>Annuncia {bonus}</translation>
    </message>
    <message>
        <source>Keep {contract}</source>
        <translation>Tieni: {contract}</translation>
    </message>
    <message>
        <source>Raises to {contract}</source>
        <translation>Alza a: {contract}</translation>
    </message>
    <message>
        <source>Match {contract}</source>
        <translation>Pareggia: {contract}</translation>
    </message>
    <message>
        <source>Double the Pagat</source>
        <translation>Contra il Pagat</translation>
    </message>
    <message>
        <source>Redouble the Pagat</source>
        <translation>Ricontra il Pagat</translation>
    </message>
    <message>
        <source>Nothing (more)</source>
        <translation>Niente (altro)</translation>
    </message>
    <message>
        <source>take the first three talon cards (take 0) or the last three (take 1)</source>
        <translation>prendi le prime tre carte del monte (take 0) o le ultime tre (take 1)</translation>
    </message>
    <message>
        <source>the declarer must lay away three cards first</source>
        <translation>il dichiarante deve prima scartare tre carte</translation>
    </message>
    <message>
        <source>a king or a Trull card may not be laid away</source>
        <translation>un re o una carta del Trull non si può scartare</translation>
    </message>
    <message>
        <source>a Tarock may be laid away only when you have no other suit card than kings</source>
        <translation>un Tarocco si può scartare solo se non hai altre carte di seme oltre ai re</translation>
    </message>
    <message>
        <source>announce, double, or say nothing (declare none)</source>
        <translation>dichiara, contra, o non dire nulla (declare none)</translation>
    </message>
    <message>
        <source>only a player sitting before the one who bid may hold his bid</source>
        <translation>solo un giocatore seduto prima di chi ha dichiarato può tenerne la dichiarazione</translation>
    </message>
    <message>
        <source>the first bid must be a Dreier (or a Solo)</source>
        <translation>la prima dichiarazione deve essere un Dreier (o un Solo)</translation>
    </message>
    <message>
        <source>nothing is higher than a Solo</source>
        <translation>niente è più alto di un Solo</translation>
    </message>
    <message>
        <source>only a Solo is higher</source>
        <translation>solo un Solo è più alto</translation>
    </message>
    <message>
        <source>there is no bid to hold yet</source>
        <translation>non c&apos;è ancora una dichiarazione da tenere</translation>
    </message>
    <message>
        <source>only the holder of the Pagat can announce it</source>
        <translation>solo chi ha il Pagat può dichiararlo</translation>
    </message>
    <message>
        <source>only the other side may double, and only once</source>
        <translation>solo l&apos;altro campo può dare il contro, e una volta sola</translation>
    </message>
    <message>
        <source>only a doubled side may redouble, and only once</source>
        <translation>solo un campo contrato può dare il ricontro, e una volta sola</translation>
    </message>
    <message>
        <source>the Pagat is already announced</source>
        <translation>il Pagat è già dichiarato</translation>
    </message>
    <message>
        <source>you announced the Pagat: play it only when you have no other Tarock</source>
        <translation>hai dichiarato il Pagat: giocalo solo quando non hai altri Tarocchi</translation>
    </message>
    <message>
        <source>Bid, hold or pass</source>
        <translation>Dichiara, tieni o passa</translation>
    </message>
    <message>
        <source>Take the first or the last three talon cards</source>
        <translation>Prendi le prime o le ultime tre carte del monte</translation>
    </message>
    <message>
        <source>Lay away three cards</source>
        <translation>Scarta tre carte</translation>
    </message>
    <message>
        <source>Announce the Pagat, double, or say nothing</source>
        <translation>Annuncia il Pagat, contra, o non dire niente</translation>
    </message>
    <message>
        <source>you must bid higher: {bid} or Solo</source>
        <translation>devi dichiarare più alto: {bid} o Solo</translation>
    </message>
    <message>
        <source>there is no announcement {name} in Tappen</source>
        <translation>nel Tappen non c&apos;è la dichiarazione {name}</translation>
    </message>
    <message>
        <source>{contract} by {declarer:acc}: {value} units, {doubled}</source>
        <translation>{contract} {declarer|you:{contract|f:giocata|giocato} da te|di {declarer}}: {value} unità, {doubled}</translation>
    </message>
    <message>
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>the defence counts the talon</source>
        <translation>la difesa conta il monte</translation>
    </message>
    <message>
        <source>{declarer} took the first three</source>
        <translation>{declarer} {declarer|you:hai|ha} preso le prime tre</translation>
    </message>
    <message>
        <source>{declarer} took the last three</source>
        <translation>{declarer} {declarer|you:hai|ha} preso le ultime tre</translation>
    </message>
    <message>
        <source>{declarer} {mine}, the defence {theirs} (35 and two cards wins)</source>
        <translation>{declarer} {mine}, la difesa {theirs} (vince con 35 e due carte)</translation>
    </message>
    <message>
        <source>Each defender</source>
        <translation>Ogni difensore</translation>
    </message>
    <message>
        <source>pays {amount} units</source>
        <translation>paga {amount} unità</translation>
    </message>
    <message>
        <source>receives {amount} units</source>
        <translation>riceve {amount} unità</translation>
    </message>
    <message>
        <source>there is no bid {name} in Tappen</source>
        <translation>nel Tappen non c&apos;è la dichiarazione {name}</translation>
    </message>
    <message>
        <source>{seat}: {units} units to the declarer, announced, {doubled}</source>
        <translation>{seat}: {units} unità al dichiarante, dichiarato, {doubled}</translation>
    </message>
    <message>
        <source>{seat}: {units} units to the defence, announced, {doubled}</source>
        <translation>{seat}: {units} unità alla difesa, dichiarato, {doubled}</translation>
    </message>
    <message>
        <source>{seat}: {units} units to the declarer</source>
        <translation>{seat}: {units} unità al dichiarante</translation>
    </message>
    <message>
        <source>{seat}: {units} units to the defence</source>
        <translation>{seat}: {units} unità alla difesa</translation>
    </message>
    <message>
        <source>Laid away (scarto)</source>
        <translation>Scarto</translation>
    </message>
    <message>
        <source>three tarocchi</source>
        <translation>tre tarocchi</translation>
    </message>
    <message>
        <source>four tarocchi</source>
        <translation>quattro tarocchi</translation>
    </message>
    <message>
        <source>three kings</source>
        <translation>tre re</translation>
    </message>
    <message>
        <source>four kings</source>
        <translation>quattro re</translation>
    </message>
    <message>
        <source>three queens</source>
        <translation>tre regine</translation>
    </message>
    <message>
        <source>four queens</source>
        <translation>quattro regine</translation>
    </message>
    <message>
        <source>three knights</source>
        <translation>tre cavalli</translation>
    </message>
    <message>
        <source>four knights</source>
        <translation>quattro cavalli</translation>
    </message>
    <message>
        <source>three jacks</source>
        <translation>tre fanti</translation>
    </message>
    <message>
        <source>four jacks</source>
        <translation>quattro fanti</translation>
    </message>
    <message>
        <source>the dealer may not lay away a king or a tarocco (Angelo, Mondo, Begato, Matto)</source>
        <translation>il mazziere non può scartare un re o un tarocco (Angelo, Mondo, Begato, Matto)</translation>
    </message>
    <message>
        <source>How the Begato and the Matto stand in for missing cards of a sequence.</source>
        <translation>Come il Begato e il Matto sostituiscono le carte mancanti di una sequenza.</translation>
    </message>
    <message>
        <source>Contatori (wild cards)</source>
        <translation>Contatori (jolly)</translation>
    </message>
    <message>
        <source>Once each, for a missing card; a wild trump ends the run (Jeux de tarot)</source>
        <translation>Una volta ciascuno, per una carta mancante; un trionfo jolly chiude la sequenza (Jeux de tarot)</translation>
    </message>
    <message>
        <source>In every sequence, in any gap, or as one more card (Bologna)</source>
        <translation>In ogni sequenza, in qualsiasi buco, o come carta in più (Bologna)</translation>
    </message>
    <message>
        <source>Three or more combinations (three kings, three queens …) double their points, as in Bologna.</source>
        <translation>Tre o più combinazioni (tre re, tre regine …) raddoppiano i loro punti, come a Bologna.</translation>
    </message>
    <message>
        <source>Criccone</source>
        <translation>Criccone</translation>
    </message>
    <message>
        <source>What three or more sequences double: their own points (Bologna) or the player&apos;s whole count.</source>
        <translation>Che cosa raddoppiano tre o più sequenze: i loro punti (Bologna) o l&apos;intero conto del giocatore.</translation>
    </message>
    <message>
        <source>Three sequences double</source>
        <translation>Tre sequenze raddoppiano</translation>
    </message>
    <message>
        <source>The sequences&apos; points</source>
        <translation>I punti delle sequenze</translation>
    </message>
    <message>
        <source>The whole count</source>
        <translation>L&apos;intero conto</translation>
    </message>
    <message>
        <source>The four Moretti (trumps 2 to 5) in a trick: equal, the last played wins (Bologna), or by number.</source>
        <translation>I quattro Moretti (trionfi da 2 a 5) in una presa: uguali, vince l&apos;ultimo giocato (Bologna), o secondo il numero.</translation>
    </message>
    <message>
        <source>Moretti</source>
        <translation>Moretti</translation>
    </message>
    <message>
        <source>Equal: the last played wins</source>
        <translation>Uguali: vince l&apos;ultimo giocato</translation>
    </message>
    <message>
        <source>By number</source>
        <translation>Secondo il numero</translation>
    </message>
    <message>
        <source>A trump played to a trump lead or as a ruff must beat the trumps already in the trick when it can.</source>
        <translation>Un trionfo giocato su un&apos;uscita di trionfo o per tagliare deve superare i trionfi già nella presa se può.</translation>
    </message>
    <message>
        <source>Must over-trump</source>
        <translation>Obbligo di superare a trionfo</translation>
    </message>
    <message>
        <source>{what}: {n} cards, {points}</source>
        <translation>{what}: {n} carte, {points}</translation>
    </message>
    <message>
        <source>the grande</source>
        <translation>la grande</translation>
    </message>
    <message>
        <source>{what}: {n} cards with {wild}, {points}</source>
        <translation>{what}: {n} carte con {wild}, {points}</translation>
    </message>
    <message>
        <source>Lay away 1 card (not a king or a tarocco)</source>
        <translation>Scarta 1 carta (né re né tarocco)</translation>
    </message>
    <message>
        <source>Lay away {n} cards (not a king or a tarocco)</source>
        <translation>Scarta {n} carte (né re né tarocco)</translation>
    </message>
    <message>
        <source>Best count: {seat:nom} with {count}</source>
        <translation>Miglior conto: {seat:nom} con {count}</translation>
    </message>
    <message>
        <source>Best count, a draw at {count}: {seats:nom}</source>
        <translation>Miglior conto, pari a {count}: {seats:nom}</translation>
    </message>
    <message>
        <source>{seat}: net</source>
        <translation>{seat}: netto</translation>
    </message>
    <message>
        <source>receives {amount} in all</source>
        <translation>riceve {amount} in tutto</translation>
    </message>
    <message>
        <source>pays {amount} in all</source>
        <translation>paga {amount} in tutto</translation>
    </message>
    <message>
        <source>even: pays and receives as much</source>
        <translation>pari: paga e riceve altrettanto</translation>
    </message>
    <message>
        <source>the Moretti</source>
        <translation>i Moretti</translation>
    </message>
    <message>
        <source>count {count}: {cards} in cards, {combos} in combinations, {seqs} in cricche</source>
        <translation>conto {count}: {cards} in carte, {combos} in combinazioni, {seqs} in cricche</translation>
    </message>
    <message>
        <source>{payer} → {payee}</source>
        <translation>{payer} → {payee}</translation>
    </message>
    <message>
        <source>{amount}: {high} against {low}</source>
        <translation>{amount}: {high} contro {low}</translation>
    </message>
    <message>
        <source>the aces</source>
        <translation>gli assi</translation>
    </message>
    <message>
        <source>the suit of {king}</source>
        <translation>il seme di {king}</translation>
    </message>
    <message>
        <source>{seat}: combination</source>
        <translation>{seat}: combinazione</translation>
    </message>
    <message>
        <source>{what}, {points}</source>
        <translation>{what}, {points}</translation>
    </message>
    <message>
        <source>{seat}: criccone</source>
        <translation>{seat}: criccone</translation>
    </message>
    <message>
        <source>three combinations or more: doubled</source>
        <translation>tre combinazioni o più: raddoppiato</translation>
    </message>
    <message>
        <source>{seat}: cricca</source>
        <translation>{seat}: cricca</translation>
    </message>
    <message>
        <source>{what}</source>
        <translation>{what}</translation>
    </message>
    <message>
        <source>{seat}: cricche</source>
        <translation>{seat}: cricche</translation>
    </message>
    <message>
        <source>three cricche or more: the count doubled</source>
        <translation>tre cricche o più: il conto raddoppiato</translation>
    </message>
    <message>
        <source>three cricche or more: doubled</source>
        <translation>tre cricche o più: raddoppiato</translation>
    </message>
    <message>
        <source>a wizard may place, upgrade, move or attack an atout, or pass</source>
        <translation>un mago può piazzare, potenziare, spostare o attaccare un atout, o passare</translation>
    </message>
    <message>
        <source>nobody is attacking you</source>
        <translation>nessuno ti sta attaccando</translation>
    </message>
    <message>
        <source>a pass takes nothing</source>
        <translation>passare non prende nulla</translation>
    </message>
    <message>
        <source>your atout is attacked: defend with hearts, or take the blow</source>
        <translation>il tuo atout è attaccato: difenditi con i cuori, o subisci il colpo</translation>
    </message>
    <message>
        <source>the first atout goes to the centre of the board</source>
        <translation>il primo atout va al centro del tabellone</translation>
    </message>
    <message>
        <source>an atout is placed on an empty cell next to a card already placed</source>
        <translation>un atout si piazza su una casella vuota accanto a una carta già piazzata</translation>
    </message>
    <message>
        <source>you may upgrade only your own atouts</source>
        <translation>puoi potenziare solo i tuoi atout</translation>
    </message>
    <message>
        <source>an upgrade takes no place</source>
        <translation>un potenziamento non prende una casella</translation>
    </message>
    <message>
        <source>an atout moves to an empty neighbouring cell</source>
        <translation>un atout si sposta su una casella vicina vuota</translation>
    </message>
    <message>
        <source>you may not attack your own atouts</source>
        <translation>non puoi attaccare i tuoi atout</translation>
    </message>
    <message>
        <source>an attack takes no place</source>
        <translation>un attacco non prende una casella</translation>
    </message>
    <message>
        <source>each card is paid once</source>
        <translation>ogni carta si paga una volta</translation>
    </message>
    <message>
        <source>every heart laid must be needed: lay fewer hearts</source>
        <translation>ogni cuore messo deve servire: mettine meno</translation>
    </message>
    <message>
        <source>Another wizard plays</source>
        <translation>Gioca un altro mago</translation>
    </message>
    <message>
        <source>The attacked wizard defends</source>
        <translation>Il mago attaccato si difende</translation>
    </message>
    <message>
        <source>Place, upgrade, move or attack an atout, or pass</source>
        <translation>Piazza, potenzia, sposta o attacca un atout, o passa</translation>
    </message>
    <message>
        <source>How many rounds the game lasts (every player has one turn a round).</source>
        <translation>Quanti turni dura la partita (ogni giocatore gioca una volta per turno).</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <source>A wizard who passes draws one more card.</source>
        <translation>Un mago che passa pesca una carta in più.</translation>
    </message>
    <message>
        <source>A pass draws a card</source>
        <translation>Chi passa pesca una carta</translation>
    </message>
    <message>
        <source>The side of the square board, in cells.</source>
        <translation>Il lato del tavoliere quadrato, in caselle.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tavoliere</translation>
    </message>
    <message>
        <source>row {row}, column {column}</source>
        <translation>riga {row}, colonna {column}</translation>
    </message>
    <message>
        <source>Attack {atout} for {worth} with {pay}</source>
        <translation>Attacca {atout} per {worth} con {pay}</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; names an atout and the cards that pay for it</source>
        <translation>«{verb}» indica un atout e le carte che lo pagano</translation>
    </message>
    <message>
        <source>{card} is not an atout</source>
        <translation>{card} non è un atout</translation>
    </message>
    <message>
        <source>the {suit} paid are worth {total}, less than {amount}</source>
        <translation>i {suit} pagati valgono {total}, meno di {amount}</translation>
    </message>
    <message>
        <source>every card paid must be needed: pay fewer {suit}</source>
        <translation>ogni carta pagata deve servire: paga meno {suit}</translation>
    </message>
    <message>
        <source>{n} indicator</source>
        <translation>{n} indicatore</translation>
    </message>
    <message>
        <source>{n} indicators</source>
        <translation>{n} indicatori</translation>
    </message>
    <message>
        <source>Winner: {seat:nom}, with {indicators}</source>
        <translation>Vincitore: {seat:nom}, con {indicators}</translation>
    </message>
    <message>
        <source>{n} wizards share the victory with {indicators} each</source>
        <translation>{n} maghi si dividono la vittoria con {indicators} ciascuno</translation>
    </message>
    <message>
        <source>Place {atout} at {cell}, paying {pay}</source>
        <translation>Piazza {atout} in {cell}, pagando {pay}</translation>
    </message>
    <message>
        <source>Upgrade {atout} with {pay}</source>
        <translation>Potenzia {atout} con {pay}</translation>
    </message>
    <message>
        <source>Move {atout} to {cell}, paying {pay}</source>
        <translation>Sposta {atout} in {cell}, pagando {pay}</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <translation>{card} non è nella tua mano</translation>
    </message>
    <message>
        <source>{card} is not on the board</source>
        <translation>{card} non è sul tabellone</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; is paid with {suit}, not {card}</source>
        <translation>«{verb}» si paga con {suit}, non con {card}</translation>
    </message>
    <message>
        <source>{indicators} on {atouts}</source>
        <translation>{indicators} su {atouts}</translation>
    </message>
    <message>
        <source>An attack for {worth} on {atout}: lay hearts to cancel points, or take the blow</source>
        <translation>Un attacco da {worth} su {atout}: cala cuori per annullare punti, o incassa il colpo</translation>
    </message>
    <message>
        <source>Defend with {cards}</source>
        <translation>Difenditi con {cards}</translation>
    </message>
    <message>
        <source>Take the blow</source>
        <translation>Incassa il colpo</translation>
    </message>
    <message>
        <source>an atout holds at most {n} indicators</source>
        <translation>un atout porta al massimo {n} indicatori</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>Turni giocati</translation>
    </message>
    <message>
        <source>{rounds}</source>
        <translation>{rounds}</translation>
    </message>
    <message>
        <source>{n} atout</source>
        <translation>{n} atout</translation>
    </message>
    <message>
        <source>{n} atouts</source>
        <translation>{n} atout</translation>
    </message>
    <message>
        <source>Tapp</source>
        <translation>Tapp</translation>
    </message>
    <message>
        <source>Misère</source>
        <translation>Miseria</translation>
    </message>
    <message>
        <source>Ich gehe (pass)</source>
        <translation>Ich gehe (passo)</translation>
    </message>
    <message>
        <source>Ich nehm&apos;s (take the Tapp)</source>
        <translation>Ich nehm&apos;s (prendo il Tapp)</translation>
    </message>
    <message>
        <source>Solo (without the Tapp)</source>
        <translation>Solo (senza il Tapp)</translation>
    </message>
    <message>
        <source>Ich gehe, ich nehm&apos;s or Solo?</source>
        <translation>Ich gehe, ich nehm&apos;s o Solo?</translation>
    </message>
    <message>
        <source>Ich gehe or Solo?</source>
        <translation>Ich gehe o Solo?</translation>
    </message>
    <message>
        <source>The Tappist or Soloist wins with more than this many points (a Misère player must not take more): more than half of the 114, or the text&apos;s 58.</source>
        <translation>Il Tappist o il Soloist vince con più punti di questi (in Miseria non se ne devono fare di più): più della metà dei 114, o i 58 del testo.</translation>
    </message>
    <message>
        <source>Winning line</source>
        <translation>Soglia di vittoria</translation>
    </message>
    <message>
        <source>More than 57 (half of 114)</source>
        <translation>Più di 57 (metà di 114)</translation>
    </message>
    <message>
        <source>More than 58 (Jeux de tarot)</source>
        <translation>Più di 58 (Jeux de tarot)</translation>
    </message>
    <message>
        <source>Rappen won or lost from each opponent in a Tapp game (a Solo counts double, a Misère once).</source>
        <translation>Rappen vinti o persi con ogni avversario in un gioco di Tapp (un Solo vale doppio, una Miseria una volta).</translation>
    </message>
    <message>
        <source>Stake (Rappen)</source>
        <translation>Posta (Rappen)</translation>
    </message>
    <message>
        <source>Who pays in a Misère: every player who took more than the line, or the player who took most.</source>
        <translation>Chi paga in una Miseria: ogni giocatore sopra la soglia, o chi ha fatto di più.</translation>
    </message>
    <message>
        <source>Misère payment</source>
        <translation>Pagamento della Miseria</translation>
    </message>
    <message>
        <source>Each player over the line pays everyone</source>
        <translation>Ogni giocatore sopra la soglia paga tutti</translation>
    </message>
    <message>
        <source>The player with most points pays everyone</source>
        <translation>Chi ha più punti paga tutti</translation>
    </message>
    <message>
        <source>The fool: excuses from following suit and never wins, as in French Tarot (Jeux de tarot), or is the highest trump, above the 21 (the Valais).</source>
        <translation>Il matto: scusa dal rispondere e non vince mai, come nel tarocco francese (Jeux de tarot), o è il trionfo più alto, sopra il 21 (il Vallese).</translation>
    </message>
    <message>
        <source>The fool</source>
        <translation>Il matto</translation>
    </message>
    <message>
        <source>The excuse (French Tarot)</source>
        <translation>La scusa (tarocco francese)</translation>
    </message>
    <message>
        <source>The highest trump (the Valais)</source>
        <translation>Il trionfo più alto (il Vallese)</translation>
    </message>
    <message>
        <source>Misère: nobody took more than {line}</source>
        <translation>Miseria: nessuno ha fatto più di {line}</translation>
    </message>
    <message>
        <source>{taker} against {others}</source>
        <translation>{taker} contro {others}</translation>
    </message>
    <message>
        <source>Needed</source>
        <translation>Necessari</translation>
    </message>
    <message>
        <source>more than {line}</source>
        <translation>più di {line}</translation>
    </message>
    <message>
        <source>Each opponent</source>
        <translation>Ogni avversario</translation>
    </message>
    <message>
        <source>pays {amount} Rappen</source>
        <translation>paga {amount} Rappen</translation>
    </message>
    <message>
        <source>receives {amount} Rappen</source>
        <translation>riceve {amount} Rappen</translation>
    </message>
    <message>
        <source>Misère: the most points pay</source>
        <translation>Miseria: paga chi ha più punti</translation>
    </message>
    <message>
        <source>Misère: over {line} pays</source>
        <translation>Miseria: paga chi supera {line}</translation>
    </message>
    <message>
        <source>{points} points{over}</source>
        <translation>{points} punti{over}</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Posta</translation>
    </message>
    <message>
        <source>{stake} Rappen, doubled in a Solo: {amount}</source>
        <translation>{stake} Rappen, raddoppiati nel Solo: {amount}</translation>
    </message>
    <message>
        <source>{stake} Rappen</source>
        <translation>{stake} Rappen</translation>
    </message>
    <message>
        <source>, pays {stake} Rappen to each player</source>
        <translation>, paga {stake} Rappen a ogni giocatore</translation>
    </message>
    <message>
        <source>Trull in one hand</source>
        <translation>Trull in una mano</translation>
    </message>
    <message>
        <source>Four Kings in one hand</source>
        <translation>Quattro re in una mano</translation>
    </message>
    <message>
        <source>Announce, double, or say none</source>
        <translation>Annuncia, contra, o niente</translation>
    </message>
    <message>
        <source>You hold XX to XVI: play alone</source>
        <translation>Hai dal XX al XVI: gioca da solo</translation>
    </message>
    <message>
        <source>The Farberl (Tarock without power) may be bid.</source>
        <translation>Si può dichiarare il Farberl (Tarock senza potere).</translation>
    </message>
    <message>
        <source>Farberl</source>
        <translation>Farberl</translation>
    </message>
    <message>
        <source>Suit cards a hand needs to bid a Farberl (the usual rule: 5; 0 for no limit).</source>
        <translation>Carte di seme che servono per dichiarare un Farberl (la regola usuale: 5; 0 per nessun limite).</translation>
    </message>
    <message>
        <source>Suit cards for a Farberl</source>
        <translation>Carte di seme per un Farberl</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>Gioca {cards}</translation>
    </message>
    <message>
        <source>Lay away {cards}</source>
        <translation>Scarta {cards}</translation>
    </message>
    <message>
        <source>Not yet: this lesson asks for another move. {what}</source>
        <translation>Non ancora: questa lezione chiede un&apos;altra mossa. {what}</translation>
    </message>
    <message>
        <source>Not this card: this lesson lays away {cards}</source>
        <translation>Non questa carta: questa lezione scarta {cards}</translation>
    </message>
    <message>
        <source>Now: {what}.</source>
        <translation>Ora: {what}.</translation>
    </message>
    <message>
        <source>The deal is over. Your tricks and your discard hold {mine} card points, the defence&apos;s {theirs}: 91 in all.</source>
        <translation>La smazzata è finita. Le tue prese e il tuo scarto contengono {mine} punti, quelle della difesa {theirs}: 91 in tutto.</translation>
    </message>
    <message>
        <source>The score: 25 for the contract, plus the margin {margin}, times {multiplier} for the guard: (25 + {margin}) × {multiplier} = {base}.</source>
        <translation>Il punteggio: 25 per il contratto, più la differenza {margin}, moltiplicato per {multiplier} per la guardia: (25 + {margin}) × {multiplier} = {base}.</translation>
    </message>
    <message>
        <source>Each of the three defenders pays you {per}: you score {total}, they score −{per} each. Well done: you have played a whole deal of French Tarot.</source>
        <translation>Ciascuno dei tre difensori ti paga {per}: tu segni {total}, loro −{per} ciascuno. Ben fatto: hai giocato una smazzata intera di tarocco francese.</translation>
    </message>
    <message>
        <source>The poignée adds {bonus} for the side that won the deal: {base} + {bonus} = {per}.</source>
        <translation>La poignée aggiunge {bonus} per il campo che ha vinto la smazzata: {base} + {bonus} = {per}.</translation>
    </message>
    <message>
        <source>The petit au bout (the petit won in the last trick) would have added 10 × {multiplier}: nobody made it.</source>
        <translation>Il petit au bout (il petit vinto nell&apos;ultima presa) avrebbe aggiunto 10 × {multiplier}: nessuno l&apos;ha fatto.</translation>
    </message>
    <message>
        <source>Your side took {mine}, the defenders {theirs}: you needed 35 and two cards. The Call is won: 2 to you and your partner {partner}.</source>
        <translation>Il tuo campo ha fatto {mine}, i difensori {theirs}: ti servivano 35 e due carte. La chiamata è vinta: 2 a te e al tuo compagno {partner}.</translation>
    </message>
    <message>
        <source>Premiums made silently count half: the Pagat ultimo {pagat}, the Trull {trull}. In all {total} for {side}, paid by each defender.</source>
        <translation>I premi fatti senza annuncio contano la metà: il Pagat ultimo {pagat}, il Trull {trull}. In tutto {total} per {side}, pagati da ciascun difensore.</translation>
    </message>
    <message>
        <source>You captured the top card: the game is won. You took {n} cards.</source>
        <translation>Hai preso la carta in cima: la partita è vinta. Hai preso {n} carte.</translation>
    </message>
    <message>
        <source>Every captured card scores: the trumps 1 and 21 five each, the other trumps four, courts three, pips one, the excuse nothing. Capturing the top adds {bonus}: {score} in all.</source>
        <translation>Ogni carta presa conta: i trionfi 1 e 21 cinque ciascuno, gli altri trionfi quattro, le figure tre, le carte numerali uno, la scusa niente. Prendere la cima aggiunge {bonus}: {score} in tutto.</translation>
    </message>
    <message>
        <source>A real game has five rows and 55 cards in the pyramid: clearing it all adds 2 more. Game → La Pyramide deals one.</source>
        <translation>Una partita vera ha cinque file e 55 carte nella piramide: sgombrarla tutta aggiunge altri 2. Partita → La Pyramide ne distribuisce una.</translation>
    </message>
    <message>
        <source>You and {partner} took {mine} card points of {total}, the defenders {theirs}: you needed {needed}. The Preference is made: {value} victory point to each of you, paid by the defenders.</source>
        <translation>Tu e {partner} avete fatto {mine} punti su {total}, i difensori {theirs}: ve ne servivano {needed}. La Preferenza è fatta: {value} punto vittoria a ciascuno di voi, pagato dai difensori.</translation>
    </message>
    <message>
        <source>{amount} from {payer:acc} to {payee:acc}</source>
        <translation>{amount} da {payer:acc} a {payee:acc}</translation>
    </message>
    <message>
        <source>the search finds this the best choice</source>
        <translation>la ricerca trova che è la scelta migliore</translation>
    </message>
    <message>
        <source>{what}: {why}</source>
        <translation>{what}: {why}</translation>
    </message>
    <message>
        <source>a cheap card that shortens a suit</source>
        <translation>una carta da poco che accorcia un seme</translation>
    </message>
    <message>
        <source>your partner will help you in that suit</source>
        <translation>il tuo compagno ti aiuterà in quel seme</translation>
    </message>
    <message>
        <source>it gives the best results in the simulated deals</source>
        <translation>dà i risultati migliori nelle mani simulate</translation>
    </message>
    <message>
        <source>it gives nothing away and keeps its points for your side</source>
        <translation>non regala niente e tiene i suoi punti per il tuo campo</translation>
    </message>
    <message>
        <source>showing your trumps adds a bonus for the winning side</source>
        <translation>mostrare i tuoi trionfi aggiunge un premio per il campo vincente</translation>
    </message>
    <message>
        <source>{p0:case}</source>
        <translation>{p0:case}</translation>
    </message>
    <message>
        <source>{p0:case} and {p1:nom}</source>
        <translation>{p0:case} e {case|acc:{p1:acc}|dat:{p1:dat}|{p1:nom}}</translation>
    </message>
    <message>
        <source>{p0:case}, {p1:nom} and {p2:nom}</source>
        <translation>{p0:case}, {case|acc:{p1:acc}|dat:{p1:dat}|{p1:nom}} e {case|acc:{p2:acc}|dat:{p2:dat}|{p2:nom}}</translation>
    </message>
    <message>
        <source>{p0:case}, {p1:nom}, {p2:nom} and {p3:nom}</source>
        <translation>{p0:case}, {case|acc:{p1:acc}|dat:{p1:dat}|{p1:nom}}, {case|acc:{p2:acc}|dat:{p2:dat}|{p2:nom}} e {case|acc:{p3:acc}|dat:{p3:dat}|{p3:nom}}</translation>
    </message>
    <message>
        <source>{p0:case}, {p1:nom}, {p2:nom}, {p3:nom} and {p4:nom}</source>
        <translation>{p0:case}, {case|acc:{p1:acc}|dat:{p1:dat}|{p1:nom}}, {case|acc:{p2:acc}|dat:{p2:dat}|{p2:nom}}, {case|acc:{p3:acc}|dat:{p3:dat}|{p3:nom}} e {case|acc:{p4:acc}|dat:{p4:dat}|{p4:nom}}</translation>
    </message>
    <message>
        <source>{p0:case}, {p1:nom}, {p2:nom}, {p3:nom}, {p4:nom} and {p5:nom}</source>
        <translation>{p0:case}, {case|acc:{p1:acc}|dat:{p1:dat}|{p1:nom}}, {case|acc:{p2:acc}|dat:{p2:dat}|{p2:nom}}, {case|acc:{p3:acc}|dat:{p3:dat}|{p3:nom}}, {case|acc:{p4:acc}|dat:{p4:dat}|{p4:nom}} e {case|acc:{p5:acc}|dat:{p5:dat}|{p5:nom}}</translation>
    </message>
    <message>
        <source>{p0:case}, {p1:nom}, {p2:nom}, {p3:nom}, {p4:nom}, {p5:nom} and {p6:nom}</source>
        <translation>{p0:case}, {case|acc:{p1:acc}|dat:{p1:dat}|{p1:nom}}, {case|acc:{p2:acc}|dat:{p2:dat}|{p2:nom}}, {case|acc:{p3:acc}|dat:{p3:dat}|{p3:nom}}, {case|acc:{p4:acc}|dat:{p4:dat}|{p4:nom}}, {case|acc:{p5:acc}|dat:{p5:dat}|{p5:nom}} e {case|acc:{p6:acc}|dat:{p6:dat}|{p6:nom}}</translation>
    </message>
    <message>
        <source>{p0:case}, {p1:nom}, {p2:nom}, {p3:nom}, {p4:nom}, {p5:nom}, {p6:nom} and {p7:nom}</source>
        <translation>{p0:case}, {case|acc:{p1:acc}|dat:{p1:dat}|{p1:nom}}, {case|acc:{p2:acc}|dat:{p2:dat}|{p2:nom}}, {case|acc:{p3:acc}|dat:{p3:dat}|{p3:nom}}, {case|acc:{p4:acc}|dat:{p4:dat}|{p4:nom}}, {case|acc:{p5:acc}|dat:{p5:dat}|{p5:nom}}, {case|acc:{p6:acc}|dat:{p6:dat}|{p6:nom}} e {case|acc:{p7:acc}|dat:{p7:dat}|{p7:nom}}</translation>
    </message>
    <message>
        <source>not doubled</source>
        <translation>non contrato</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>contrato</translation>
    </message>
    <message>
        <source>redoubled</source>
        <translation>ricontrato</translation>
    </message>
    <message>
        <source>superdoubled</source>
        <translation>surcontrato</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} e {last}</translation>
    </message>
    <message>
        <source>trump {n}</source>
        <translation>il trionfo {n}</translation>
    </message>
    <message>
        <source>trumps {n}</source>
        <translation>i trionfi {n}</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>posto {n}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>La chasse au trésor</source>
        <translation>La chasse au trésor (Caccia al tesoro)</translation>
    </message>
    <message>
        <source>solitaire</source>
        <translation>solitario</translation>
    </message>
    <message>
        <source>Solitaire: a magician&apos;s journey through a library of monsters, potions, spells and treasure.</source>
        <translation>Solitario: il viaggio di un mago in una biblioteca di mostri, pozioni, incantesimi e tesori.</translation>
    </message>
    <message>
        <source>French Tarot</source>
        <translation>Tarocco francese</translation>
    </message>
    <message>
        <source>french</source>
        <translation>francese</translation>
    </message>
    <message>
        <source>Tarock (German)</source>
        <translation>Tarock (tedesco)</translation>
    </message>
    <message>
        <source>german</source>
        <translation>tedesco</translation>
    </message>
    <message>
        <source>Four players, each for himself, with the 54-card pack, counted in triplets.</source>
        <translation>Quattro giocatori, ciascuno per sé, con il mazzo da 54 carte, contato a terne.</translation>
    </message>
    <message>
        <source>The chien</source>
        <translation>Il chien</translation>
    </message>
    <message>
        <source>Who gets the chien: the dealer takes it into his hand and lays away six cards, or it counts unseen for the winner of the last trick.</source>
        <translation>Chi prende il chien: il mazziere lo prende in mano e scarta sei carte, o conta senza essere visto per chi vince l&apos;ultima presa.</translation>
    </message>
    <message>
        <source>The dealer takes the chien and lays away as many cards</source>
        <translation>Il mazziere prende il chien e scarta altrettante carte</translation>
    </message>
    <message>
        <source>The chien counts for the winner of the last trick</source>
        <translation>Il chien conta per chi vince l&apos;ultima presa</translation>
    </message>
    <message>
        <source>Illustrated Tarock</source>
        <translation>Tarock illustrato</translation>
    </message>
    <message>
        <source>austrian</source>
        <translation>austriaco</translation>
    </message>
    <message>
        <source>Three players bid Three, Two, One or Solo to exchange with the talon, announce before and after the exchange, contra and recontra; game is 100.</source>
        <translation>Tre giocatori dichiarano Tre, Due, Uno o Solo per scambiare con il monte, annunciano prima e dopo lo scambio, contrano e ricontrano; si gioca a 100.</translation>
    </message>
    <message>
        <source>Königrufen</source>
        <translation>Königrufen (chiamata del re)</translation>
    </message>
    <message>
        <source>Call the King: four players, a called king as secret partner, talon halves, Solo, Dreier, Trischaken, Piccolo, Bettel and the premiums.</source>
        <translation>Chiamata del re: quattro giocatori, un re chiamato come compagno segreto, metà del monte, Solo, Dreier, Trischaken, Piccolo, Bettel e i premi.</translation>
    </message>
    <message>
        <source>Up to superdouble (×8)</source>
        <translation>Fino al surcontro (×8)</translation>
    </message>
    <message>
        <source>Up to redouble (×4)</source>
        <translation>Fino al ricontro (×4)</translation>
    </message>
    <message>
        <source>Double only (×2)</source>
        <translation>Solo contro (×2)</translation>
    </message>
    <message>
        <source>{best} holds the trick and you cannot beat it cheaply: {card} gives away only {pts} points</source>
        <translation>{best} tiene la presa e non puoi batterla a poco prezzo: {card} regala solo {pts} punti</translation>
    </message>
    <message>
        <source>{n} trump</source>
        <translation>{n} trionfo</translation>
    </message>
    <message>
        <source>{n} trumps</source>
        <translation>{n} trionfi</translation>
    </message>
    <message>
        <source>{n} king</source>
        <translation>{n} re</translation>
    </message>
    <message>
        <source>{n} kings</source>
        <translation>{n} re</translation>
    </message>
    <message>
        <source>with {trumps} and {kings} your hand is strong enough for it</source>
        <translation>con {trumps} e {kings} la tua mano è abbastanza forte</translation>
    </message>
    <message>
        <source>with {trumps} and {kings} your hand is too weak for a contract</source>
        <translation>con {trumps} e {kings} la tua mano è troppo debole per un contratto</translation>
    </message>
    <message>
        <source>keep {petit} back: {n} trumps are still out against it</source>
        <translation>tieni {petit}: ci sono ancora {n} trionfi fuori contro di lui</translation>
    </message>
    <message>
        <source>it beats {best} and takes the trick: {stake} points at stake</source>
        <translation>batte {best} e prende la presa: {stake} punti in gioco</translation>
    </message>
    <message>
        <source>your partner {seat} holds the trick with {best}: {card} adds its points</source>
        <translation>il tuo compagno {seat} tiene la presa con {best}: {card} aggiunge i suoi punti</translation>
    </message>
    <message>
        <source>{why}; {danger}</source>
        <translation>{why}; {danger}</translation>
    </message>
    <message>
        <source>leading trumps draws the others&apos; trumps, so your cards become masters</source>
        <translation>uscire a trionfo fa cadere i trionfi degli altri, così le tue carte diventano padrone</translation>
    </message>
    <message>
        <source>your partner, who holds {king}, can win this suit</source>
        <translation>il tuo compagno, che ha {king}, può vincere questo seme</translation>
    </message>
    <message>
        <source>{card} is the highest card left in its suit; {pts} points of the suit are still out</source>
        <translation>{card} è la carta più alta rimasta nel suo seme; {pts} punti del seme sono ancora fuori</translation>
    </message>
    <message>
        <source>it leaves you void in that suit, so you can trump it</source>
        <translation>ti lascia senza quel seme, così potrai tagliare</translation>
    </message>
    <message>
        <source>it beats {best} and saves {petit}</source>
        <translation>batte {best} e salva {petit}</translation>
    </message>
    <message>
        <source>it beats {best} and takes {petit}: {stake} points at stake</source>
        <translation>batte {best} e prende {petit}: {stake} punti in gioco</translation>
    </message>
    <message>
        <source>{card} wins the trick safely: nobody after you can beat it, {stake} points at stake</source>
        <translation>{card} vince la presa senza rischi: nessuno dopo di te può batterla, {stake} punti in gioco</translation>
    </message>
    <message>
        <source>{card} beats {best} for now, but {n} trumps are still out: it is in danger</source>
        <translation>{card} batte {best} per ora, ma ci sono ancora {n} trionfi fuori: è in pericolo</translation>
    </message>
    <message>
        <source>it beats {best} and may hold the trick: {stake} points at stake</source>
        <translation>batte {best} e può tenere la presa: {stake} punti in gioco</translation>
    </message>
    <message>
        <source>leading trumps draws the others&apos; trumps and hunts {petit}, still out</source>
        <translation>uscire a trionfo fa cadere i trionfi degli altri e caccia {petit}, ancora fuori</translation>
    </message>
    <message>
        <source>{card} is safe now: no trump is left to beat it</source>
        <translation>{card} ora è al sicuro: non resta nessun trionfo per batterla</translation>
    </message>
    <message>
        <source>a cheap lead: {top} is still out, among {pts} points of that suit</source>
        <translation>un&apos;uscita economica: {top} è ancora fuori, tra {pts} punti di quel seme</translation>
    </message>
    <message>
        <source>nobody else holds that suit: the others must trump or give cards away</source>
        <translation>nessun altro ha quel seme: gli altri devono tagliare o scartare</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>The pack has four suits of 14 cards ({king}, {queen}, {cavalier}, {jack}, then 10 down to the ace) and 21 trumps, plus the excuse. Three cards are the oudlers: {T1}, {T21} and {EX}.</source>
        <translation>Il mazzo ha quattro semi di 14 carte ({king}, {queen}, {cavalier}, {jack}, poi dal 10 all&apos;asso) e 21 trionfi, più la scusa. Tre carte sono gli oudler: {T1}, {T21} e {EX}.</translation>
    </message>
    <message>
        <source>Card points: an oudler or a {king} 4.5, a {queen} 3.5, a {cavalier} 2.5, a {jack} 1.5, any other card 0.5; 91 in all. The taker needs 56 of them with no oudler in the tricks, 51 with one, 41 with two and only 36 with all three.</source>
        <translation>Punti delle carte: un oudler o un {king} 4,5, {queen} 3,5, {cavalier} 2,5, {jack} 1,5, ogni altra carta 0,5; 91 in tutto. Chi prende ne deve fare 56 senza oudler nelle prese, 51 con uno, 41 con due e solo 36 con tutti e tre.</translation>
    </message>
    <message>
        <source>A good discard leaves you void in a suit, so that you can trump it. Lay away both {clubs}, {7C} and {2C}, and the small cards {3D}, {5D}, {6S} and {1S}: click each, then press Lay away.</source>
        <translation>Un buono scarto ti lascia senza carte in un seme, così puoi tagliarlo. Scarta le due carte di {clubs}, {7C} e {2C}, e le carte basse {3D}, {5D}, {6S} e {1S}: clicca su ciascuna, poi su Scartare.</translation>
    </message>
    <message>
        <source>Now follow suit: {s1} led a {heart}, so you must play a {heart} if you have one. {s2} and {s3} played {2H} and {6H}.</source>
        <translation>Ora rispondi al seme: {s1} ha aperto a {heart}, quindi devi giocare una carta di {heart} se ne hai una. {s2} e {s3} hanno giocato {2H} e {6H}.</translation>
    </message>
    <message>
        <source>{KH} is the highest {heart}: it wins the trick and its 4.5 points. Play it: double-click it or drag it to the table.</source>
        <translation>La carta di {heart} più alta è {KH}: vince la presa e vale da sola 4,5 punti. Giocala: fai doppio clic o trascinala sul tavolo.</translation>
    </message>
    <message>
        <source>{s3} won with {T17} and leads {KC}. You have no {clubs} left, so you must trump: any trump, even {T3}, beats every suit card.</source>
        <translation>{s3} ha vinto con {T17} e apre con {KC}. Non hai più {clubs}, quindi devi tagliare: qualsiasi trionfo, anche {T3}, batte ogni carta di seme.</translation>
    </message>
    <message>
        <source>Play {T3}: it takes {KC}, 4.5 points, with your smallest trump.</source>
        <translation>Gioca {T3}: prende {KC}, 4,5 punti, con il tuo trionfo più piccolo.</translation>
    </message>
    <message>
        <source>{s1} won with {T19} and leads {8C}; {s2} and {s3} followed with {clubs}. You have none: trump with {T7}, your lowest trump, which wins the trick.</source>
        <translation>{s1} ha vinto con {T19} e apre con {8C}; {s2} e {s3} hanno risposto a {clubs}. Tu non ne hai: taglia con {T7}, il tuo trionfo più basso, che vince la presa.</translation>
    </message>
    <message>
        <source>{s1} leads {QH}, {s2} plays {NH} and {s3} {7H}. You must follow with a {heart} but cannot beat the queen: play your lowest, {4H}, and give away as little as you can.</source>
        <translation>{s1} apre con {QH}, {s2} gioca {NH} e {s3} {7H}. Devi rispondere a {heart} ma non puoi battere la regina: gioca la più bassa, {4H}, e cedi il meno possibile.</translation>
    </message>
    <message>
        <source>{s1} leads {1H}. {s3} had no {heart} and trumped with {T8}. You still hold a {heart}, so you must follow suit even though the trick is lost: play {8H}.</source>
        <translation>{s1} apre con {1H}. {s3} non aveva {heart} e ha tagliato con {T8}. Tu hai ancora una carta di {heart}, quindi devi rispondere anche se la presa è persa: gioca {8H}.</translation>
    </message>
    <message>
        <source>{s1} leads {JC}, and the others follow with {clubs}. You have none: trump with {T9} and take the {jack}.</source>
        <translation>{s1} apre con {JC}, e gli altri rispondono a {clubs}. Tu non ne hai: taglia con {T9} e prendi il {jack}.</translation>
    </message>
    <message>
        <source>You capture cards in pairs worth 21. Suit cards count their pips, a {jack} 11, a {cavalier} 12, a {queen} 13 and a {king} 14.</source>
        <translation>Prendi le carte a coppie che fanno 21. Le carte di seme valgono il loro numero, {jack} 11, {cavalier} 12, {queen} 13 e {king} 14.</translation>
    </message>
    <message>
        <source>Kings and the Trull are worth 5 points, {queens} 4, {cavaliers} 3, {jacks} 2, the rest 1, counted in threes: 70 in all. The declarer&apos;s side needs 35 and two cards.</source>
        <translation>I re e le carte del Trull valgono 5 punti, {queens} 4, {cavaliers} 3, {jacks} 2, il resto 1, contati a tre a tre: 70 in tutto. Il campo del dichiarante ha bisogno di 35 e due carte.</translation>
    </message>
    <message>
        <source>Call a king you do not hold. You have {KS} and {KC}, and two small {diamonds}: call {KD}, so that your partner can win your {diamond} leads.</source>
        <translation>Chiama un re che non hai. Hai {KS} e {KC}, e due {diamonds} bassi: chiama {KD}, così il tuo compagno può vincere le tue aperture a {diamond}.</translation>
    </message>
    <message>
        <source>Lay away three cards, never a king or a tarock. Lay away {NH}, {4H} and {JC}: you will be void in {hearts} and can trump them.</source>
        <translation>Scarta tre carte, mai un re né un tarocco. Scarta {NH}, {4H} e {JC}: resterai senza {hearts} e potrai tagliarli.</translation>
    </message>
    <message>
        <source>Now lead {1D}, a small {diamond}: your partner, who holds {KD}, can win it and shows themselves by playing the king.</source>
        <translation>Ora apri con {1D}, una carta bassa di {diamond}: il tuo compagno, che ha {KD}, può vincere la presa e si rivela giocando il re.</translation>
    </message>
    <message>
        <source>Each card counts by itself: oudlers and kings 5, {queens} 4, {cavaliers} 3, {jacks} 2, the rest 1: 106 in all. The declarer&apos;s side needs 54.</source>
        <translation>Ogni carta conta da sola: oudler e re 5, {queens} 4, {cavaliers} 3, {jacks} 2, il resto 1: 106 in tutto. Il campo del dichiarante ha bisogno di 54.</translation>
    </message>
    <message>
        <source>At four, the declarer calls a king, whose holder is the partner (or plays alone). Call {KD}: you hold two small {diamonds} to lead to it.</source>
        <translation>In quattro, il dichiarante chiama un re, e chi lo tiene è il compagno (oppure gioca da solo). Chiama {KD}: hai due {diamonds} bassi da giocare verso di lui.</translation>
    </message>
    <message>
        <source>Lay away as many cards as you took, never a king or an oudler: {NH}, {10H} and {JC}. They count for you at the end, and you are void in {hearts}.</source>
        <translation>Scarta tante carte quante ne hai prese, mai un re né un oudler: {NH}, {10H} e {JC}. Contano per te alla fine, e resti senza {hearts}.</translation>
    </message>
    <message>
        <source>You have no {hearts} left, so you must play a tarock: {T1}, the lowest, is enough to take {KH}: 5 points and an oudler saved.</source>
        <translation>Non hai più {hearts}, quindi devi giocare un tarocco: {T1}, il più basso, basta per prendere {KH}: 5 punti, e un oudler salvato.</translation>
    </message>
    <message>
        <source>France&apos;s game: bid to take the chien, then win card points with the three oudlers. 3–5 players; 2 in Moore&apos;s variant.</source>
        <translation>Il gioco della Francia: dichiarare per prendere il chien, poi vincere punti con i tre oudler. 3–5 giocatori; 2 nella variante di Moore.</translation>
    </message>
    <message>
        <source>La Pyramide</source>
        <translation>La Pyramide (la piramide)</translation>
    </message>
    <message>
        <source>Call the King</source>
        <translation>Chiamata del re</translation>
    </message>
    <message>
        <source>Piccolo</source>
        <translation>Piccolo</translation>
    </message>
    <message>
        <source>Solo (Solo-Call)</source>
        <translation>Solo (chiamata da solo)</translation>
    </message>
    <message>
        <source>Besserrufer with the Pagat</source>
        <translation>Besserrufer con il Pagat</translation>
    </message>
    <message>
        <source>Besserrufer with the Uhu</source>
        <translation>Besserrufer con l&apos;Uhu</translation>
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
        <translation>Solo-Dreier</translation>
    </message>
    <message>
        <source>Take the first three: {cards}</source>
        <translation>Prendi le prime tre: {cards}</translation>
    </message>
    <message>
        <source>Take the last three: {cards}</source>
        <translation>Prendi le ultime tre: {cards}</translation>
    </message>
    <message>
        <source>Laid away from the Tapp</source>
        <translation>Scartate dal Tapp</translation>
    </message>
    <message>
        <source>the Tappist may lay away a king only when he holds all four</source>
        <translation>il Tappist può scartare un re solo se li ha tutti e quattro</translation>
    </message>
    <message>
        <source>the Tappist may not lay away an oudler (the 1, the 21, the fool)</source>
        <translation>il Tappist non può scartare un oudler (l&apos;1, il 21, il matto)</translation>
    </message>
    <message>
        <source>it is time to say ich gehe, ich nehm&apos;s or Solo</source>
        <translation>è il momento di dire ich gehe, ich nehm&apos;s o Solo</translation>
    </message>
    <message>
        <source>the Tapp is taken already: go or play a Solo</source>
        <translation>il Tapp è già preso: passa o gioca un Solo</translation>
    </message>
    <message>
        <source>Lay away 1 card (no oudler, no king)</source>
        <translation>Scarta 1 carta (né oudler né re)</translation>
    </message>
    <message>
        <source>Lay away {n} cards (no oudler, no king)</source>
        <translation>Scarta {n} carte (né oudler né re)</translation>
    </message>
    <message>
        <source>{seat} played the {contract}: won with {points} of {total}</source>
        <translation>{seat} {seat|you:hai|ha} giocato {contract|f:la|il} {contract}: {contract|f:vinta|vinto} con {points} su {total}</translation>
    </message>
    <message>
        <source>{seat} played the {contract}: lost with {points} of {total}</source>
        <translation>{seat} {seat|you:hai|ha} giocato {contract|f:la|il} {contract}: {contract|f:persa|perso} con {points} su {total}</translation>
    </message>
    <message>
        <source>there is no bid {name}: say ich gehe, ich nehm&apos;s or Solo</source>
        <translation>non c&apos;è la dichiarazione {name}: di&apos; ich gehe, ich nehm&apos;s o Solo</translation>
    </message>
    <message>
        <source>Tappist</source>
        <translation>Tappist (chi prende il Tapp)</translation>
    </message>
    <message>
        <source>Soloist</source>
        <translation>Solista</translation>
    </message>
    <message>
        <source>you hold XX to XVI: you must play a Solo (or a Farberl)</source>
        <translation>hai dal XX al XVI: devi giocare un Solo (o un Farberl)</translation>
    </message>
    <message>
        <source>{points} of {total}</source>
        <translation>{points} su {total}</translation>
    </message>
    <message>
        <source>Call the XX</source>
        <translation>Chiamata del XX</translation>
    </message>
    <message>
        <source>a Farberl needs at least {n} suit cards in the hand</source>
        <translation>un Farberl richiede almeno {n} carte di seme in mano</translation>
    </message>
    <message>
        <source>Call Tarock {number}</source>
        <translation>Chiama il Tarocco {number}</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarto</translation>
    </message>
    <message>
        <source>you cannot follow suit: you must play a trump</source>
        <translation>non puoi rispondere al seme: devi giocare un trionfo</translation>
    </message>
    <message>
        <source>you must play a higher trump when you can</source>
        <translation>devi giocare un trionfo più alto quando puoi</translation>
    </message>
    <message>
        <source>a trump was led: you must play a trump</source>
        <translation>è stato aperto un trionfo: devi giocare un trionfo</translation>
    </message>
    <message>
        <source>Lay away 1 more card</source>
        <translation>Scarta ancora 1 carta</translation>
    </message>
    <message>
        <source>Lay away {n} more cards</source>
        <translation>Scarta ancora {n} carte</translation>
    </message>
    <message>
        <source>{points} and one card</source>
        <translation>{points} e una carta</translation>
    </message>
    <message>
        <source>{points} and two cards</source>
        <translation>{points} e due carte</translation>
    </message>
    <message>
        <source>{how} (×{factor})</source>
        <translation>{how} (×{factor})</translation>
    </message>
    <message>
        <source>The search expected {theirs} from {suggestion} and {yours} from {card}, your choice</source>
        <translation>La ricerca si aspettava {theirs} con {suggestion} e {yours} con {card}, la tua scelta</translation>
    </message>
    <message>
        <source>A whole deal as the taker of a guard: points, bidding, the chien, trumping, the excuse, the poignée and the score.</source>
        <translation>Una smazzata intera come chi prende con una guardia: i punti, la dichiarazione, il chien, il taglio, la scusa, la poignée e il punteggio.</translation>
    </message>
    <message>
        <source>Welcome to French Tarot. You sit with {s1}, {s2} and {s3}. Whoever bids highest becomes the taker and plays alone against the other three.</source>
        <translation>Benvenuto al tarocco francese. Giochi con {s1}, {s2} e {s3}. Chi dichiara più in alto diventa chi prende e gioca da solo contro gli altri tre.</translation>
    </message>
    <message>
        <source>Bidding: in turn, each player passes or bids higher than before: a take, a guard (the score counts double), a guard without the chien (×4) or a guard against it (×6). {s1}, {s2} and {s3} have passed.</source>
        <translation>La dichiarazione: a turno, ognuno passa o dichiara più in alto di prima: una presa, una guardia (il punteggio conta doppio), una guardia senza il chien (×4) o una guardia contro il chien (×6). {s1}, {s2} e {s3} hanno passato.</translation>
    </message>
    <message>
        <source>Your hand is strong: ten trumps with {T21}, {EX} and {KH}. Bid a guard: you will take the six cards of the chien, and the score counts double.</source>
        <translation>La tua mano è forte: dieci trionfi con {T21}, {EX} e {KH}. Dichiara una guardia: prenderai le sei carte del chien, e il punteggio conta doppio.</translation>
    </message>
    <message>
        <source>You are the taker. The chien was turned face up for everyone to see and has gone into your hand: {KD}, {T12} and four small cards.</source>
        <translation>Sei tu a prendere. Il chien è stato scoperto perché tutti lo vedano ed è passato nella tua mano: {KD}, {T12} e quattro carte basse.</translation>
    </message>
    <message>
        <source>Now lay away six cards, face down: they count for you at the end. Never a king or an oudler, and a trump only when nothing else is left.</source>
        <translation>Ora scarta sei carte, coperte: contano per te alla fine. Mai un re né un oudler, e un trionfo solo quando non resta altro.</translation>
    </message>
    <message>
        <source>Before the first card the taker may announce a slam (chelem): winning every trick. Announced and made it is worth 400, announced and lost it costs 200, made without announcing it 200.</source>
        <translation>Prima della prima carta chi prende può annunciare il cappotto (chelem): vincere tutte le prese. Annunciato e fatto vale 400, annunciato e perso costa 200, fatto senza annuncio 200.</translation>
    </message>
    <message>
        <source>Your hand is good, but not good enough to win all eighteen tricks: the defenders still hold high trumps. Announce no slam.</source>
        <translation>La tua mano è buona, ma non abbastanza per vincere tutte le diciotto prese: i difensori hanno ancora trionfi alti. Non annunciare il cappotto.</translation>
    </message>
    <message>
        <source>{s1} led {9H}. Before your first card you may show a poignée: ten trumps or more at four players (13 for a double, 15 for a triple). You hold eleven.</source>
        <translation>{s1} ha aperto con {9H}. Prima della tua prima carta puoi mostrare una poignée: dieci trionfi o più in quattro (13 per una doppia, 15 per una tripla). Ne hai undici.</translation>
    </message>
    <message>
        <source>A simple poignée is worth 20 to the side that wins the deal, whoever showed it: show it when you expect to win. Press Show a simple poignée, then Show: your ten lowest trumps are chosen.</source>
        <translation>Una poignée semplice vale 20 per il campo che vince la smazzata, chiunque l&apos;abbia mostrata: mostrala quando pensi di vincere. Premi Mostra una poignée semplice, poi Mostra: vengono scelti i tuoi dieci trionfi più bassi.</translation>
    </message>
    <message>
        <source>You won the trick, so you lead the next one. A taker with many trumps leads them, to draw the defenders&apos; trumps and to hunt {T1}: it is an oudler worth 4.5 points.</source>
        <translation>Hai vinto la presa, quindi apri la successiva. Chi prende con molti trionfi li gioca in testa, per far cadere i trionfi dei difensori e stanare {T1}: è un oudler che vale 4,5 punti.</translation>
    </message>
    <message>
        <source>Lead your lowest trump, {T2}. When trumps are led, everyone must play a trump, and a higher one than the best in the trick if they can.</source>
        <translation>Apri con il tuo trionfo più basso, {T2}. Quando si apre a trionfi, tutti devono giocare un trionfo, e più alto del migliore nella presa se possono.</translation>
    </message>
    <message>
        <source>Lead trumps again with {T5}. Each trump the defenders play makes yours stronger, and the petit has fewer places to hide.</source>
        <translation>Apri di nuovo a trionfi con {T5}. Ogni trionfo giocato dai difensori rende i tuoi più forti, e il petit ha meno posti dove nascondersi.</translation>
    </message>
    <message>
        <source>You may play {EX} instead of following suit at any time. It never wins a trick, but it comes back to your pile and you give a half-point card in exchange: its 4.5 points stay yours.</source>
        <translation>Puoi giocare {EX} in qualsiasi momento invece di rispondere al seme. Non vince mai una presa, ma torna nelle tue prese e in cambio dai una carta da mezzo punto: i suoi 4,5 punti restano tuoi.</translation>
    </message>
    <message>
        <source>Led, it lets the next card set the suit. Play it now, while you still win tricks: played at the last trick it would go to the other side.</source>
        <translation>Se apre la presa, è la carta seguente a decidere il seme. Giocala ora, finché vinci ancora prese: giocata all&apos;ultima presa andrebbe al campo avversario.</translation>
    </message>
    <message>
        <source>Danger for the petit! {s3} leads {T1}: whoever wins this trick takes an oudler. You must play a higher trump, and {T21} beats every card.</source>
        <translation>Pericolo per il petit! {s3} apre con {T1}: chi vince questa presa prende un oudler. Devi giocare un trionfo più alto, e {T21} batte ogni carta.</translation>
    </message>
    <message>
        <source>Play {T21}: the petit comes to your pile. With {T21}, {EX} and {T1} you now hold all three oudlers: you need only 36 points.</source>
        <translation>Gioca {T21}: il petit finisce nelle tue prese. Con {T21}, {EX} e {T1} hai ora tutti e tre gli oudler: ti bastano 36 punti.</translation>
    </message>
    <message>
        <source>Lead {9D}, a small card: it gives the lead away cheaply and keeps {KD} for later.</source>
        <translation>Apri con {9D}, una carta bassa: cede la mano a poco prezzo e tiene {KD} per dopo.</translation>
    </message>
    <message>
        <source>Lead {T16} to draw out the defenders&apos; last high trumps: after that your trumps and your kings are masters.</source>
        <translation>Apri con {T16} per far uscire gli ultimi trionfi alti dei difensori: dopo, i tuoi trionfi e i tuoi re saranno padroni.</translation>
    </message>
    <message>
        <source>{s1} leads {T15}. When you can, you must play a higher trump than the best in the trick: {T18} is your only trump above it, so it is the only card you may play.</source>
        <translation>{s1} apre con {T15}. Quando puoi, devi giocare un trionfo più alto del migliore nella presa: {T18} è il tuo unico trionfo più alto, quindi è l&apos;unica carta che puoi giocare.</translation>
    </message>
    <message>
        <source>The defenders have no trumps left: your trumps are masters. Cash your suit cards while your trumps can take the lead back: lead {QS}.</source>
        <translation>I difensori non hanno più trionfi: i tuoi trionfi sono padroni. Incassa le tue carte di seme finché i tuoi trionfi possono riprendere la mano: apri con {QS}.</translation>
    </message>
    <message>
        <source>Lead {KD}: nothing beats a king in its suit unless it is trumped, and nobody has a trump left.</source>
        <translation>Apri con {KD}: niente batte un re nel suo seme, se non un taglio, e nessuno ha più trionfi.</translation>
    </message>
    <message>
        <source>Only trumps are left in your hand, and the others have none: each of them wins a trick.</source>
        <translation>Ti restano solo trionfi, e gli altri non ne hanno: ognuno vince una presa.</translation>
    </message>
    <message>
        <source>A small pyramid to the top: pairs worth 21, free stacks, the draw.</source>
        <translation>Una piccola piramide fino in cima: coppie che fanno 21, pile libere, la pesca.</translation>
    </message>
    <message>
        <source>Welcome to La Pyramide. The cards lie in stacks, in rows: the top card of each stack is face up. Your goal is to capture the single card at the very top, {T21}.</source>
        <translation>Benvenuto a La Pyramide. Le carte sono in pile, disposte in file: la carta in cima a ogni pila è scoperta. Il tuo scopo è prendere la carta singola in cima alla piramide, {T21}.</translation>
    </message>
    <message>
        <source>Only the stacks of the bottom row are free at first. Capture {KH} and {7S}: 14 + 7 = 21. Click one, then the other (or drag one onto the other).</source>
        <translation>All&apos;inizio sono libere solo le pile della fila in basso. Prendi {KH} e {7S}: 14 + 7 = 21. Clicca su una, poi sull&apos;altra (o trascina l&apos;una sull&apos;altra).</translation>
    </message>
    <message>
        <source>Two trumps pair when their numbers make 21. Capture {T8} and {T13}: 8 + 13 = 21.</source>
        <translation>Due trionfi fanno coppia quando i loro numeri fanno 21. Prendi {T8} e {T13}: 8 + 13 = 21.</translation>
    </message>
    <message>
        <source>The trumps 1 and 21 are never paired: each is captured alone. Capture {T1} with a double-click.</source>
        <translation>I trionfi 1 e 21 non fanno mai coppia: ciascuno si prende da solo. Prendi {T1} con un doppio clic.</translation>
    </message>
    <message>
        <source>That stack is now empty. A stack is free when one of the two stacks it rests on has gone: the two stacks of the middle row are free now.</source>
        <translation>Quella pila ora è vuota. Una pila è libera quando una delle due pile su cui poggia non c&apos;è più: le due pile della fila di mezzo ora sono libere.</translation>
    </message>
    <message>
        <source>Look for a pair among the free cards: {4H}, {6H}, {QC} and {5D}. There is none.</source>
        <translation>Cerca una coppia tra le carte libere: {4H}, {6H}, {QC} e {5D}. Non ce n&apos;è nessuna.</translation>
    </message>
    <message>
        <source>When no capture is possible, you draw: press Draw or click the deck. A card that cannot be captured goes to the waste, and the next is turned, until one can be captured.</source>
        <translation>Quando non si può prendere niente, peschi: premi Pesca o clicca sul mazzo. Una carta che non si può prendere va tra gli scarti, e si gira la successiva, finché una si può prendere.</translation>
    </message>
    <message>
        <source>{3C} could not be captured and went to the waste; {T4} can. A trump from 2 to 20 pairs with any suit card. Capture {T4} with {4H}: the turned card must be captured at once.</source>
        <translation>Non si poteva prendere {3C}, che è andato tra gli scarti; si può invece prendere {T4}. Un trionfo da 2 a 20 fa coppia con qualsiasi carta di seme. Prendi {T4} con {4H}: la carta girata va presa subito.</translation>
    </message>
    <message>
        <source>The excuse pairs with any card except the trumps 1 and 21. Capture {EX} with {QC}.</source>
        <translation>La scusa fa coppia con qualsiasi carta tranne i trionfi 1 e 21. Prendi {EX} con {QC}.</translation>
    </message>
    <message>
        <source>No pair again among {9C}, {6H} and {5D}: draw.</source>
        <translation>Ancora nessuna coppia tra {9C}, {6H} e {5D}: pesca.</translation>
    </message>
    <message>
        <source>{NH} is turned: 12 + 9 = 21 with {9C}. Capture them: the middle row&apos;s left stack empties and the top card becomes free.</source>
        <translation>Esce {NH}: 12 + 9 = 21 con {9C}. Prendile: la pila di sinistra della fila di mezzo si svuota e la carta in cima diventa libera.</translation>
    </message>
    <message>
        <source>The top card {T21} is free. Capture it alone and the game is won.</source>
        <translation>La carta in cima, {T21}, è libera. Prendila da sola e la partita è vinta.</translation>
    </message>
    <message>
        <source>A guided Call: the king, the talon&apos;s halves, the Trull and the Pagat ultimo.</source>
        <translation>Una chiamata guidata: il re, le metà del monte, il Trull e il Pagat ultimo.</translation>
    </message>
    <message>
        <source>Welcome to Königrufen, the Austrian game for four, with 54 cards: 22 tarocks and four suits of eight. The highest tarock is {EX}, then {T21} down to {T1}, the lowest. These three are the Trull.</source>
        <translation>Benvenuto al Königrufen, il gioco austriaco in quattro, con 54 carte: 22 tarocchi e quattro semi di otto. Il tarocco più alto è {EX}, poi vengono {T21} e gli altri tarocchi, e il più basso è {T1}. Questi tre sono il Trull.</translation>
    </message>
    <message>
        <source>You speak first and must open. The lowest game is the Call: you call a king, and whoever holds it plays with you, secretly at first. Bid Call the King.</source>
        <translation>Parli per primo e devi aprire. Il gioco più basso è la chiamata: chiami un re, e chi lo tiene gioca con te, all&apos;inizio in segreto. Dichiara Chiamata del re.</translation>
    </message>
    <message>
        <source>Everyone passed: your Call stands. You could still choose a game played alone, but with a partner the Call is safest. Play the call.</source>
        <translation>Tutti hanno passato: la tua chiamata resta. Potresti ancora scegliere un gioco da solo, ma con un compagno la chiamata è la più sicura. Premi Gioca la chiamata.</translation>
    </message>
    <message>
        <source>The talon is shown in two halves of three. You take one; the other goes to the defenders&apos; points. The second half holds {T1} and {EX}: with {T21} in your hand you will hold the whole Trull. Take the second half.</source>
        <translation>Il monte viene mostrato in due metà di tre carte. Ne prendi una; l&apos;altra va ai punti dei difensori. La seconda metà contiene {T1} e {EX}: con {T21}, che hai già, avrai tutto il Trull. Prendi la seconda metà.</translation>
    </message>
    <message>
        <source>Before play, premiums may be announced: the Trull, the four kings, the Pagat in the last trick (Pagat ultimo), all tricks (Valat). Announced, each counts double, but the defenders are warned. Say nothing: some premiums score, half as much, when made silently.</source>
        <translation>Prima del gioco si possono annunciare premi: il Trull, i quattro re, il Pagat nell&apos;ultima presa (Pagat ultimo), tutte le prese (Valat). Annunciato, ognuno conta doppio, ma i difensori sono avvisati. Non dire niente: alcuni premi contano, la metà, anche se fatti senza annuncio.</translation>
    </message>
    <message>
        <source>You lead. Lead {T21}: only {EX} beats it, and you hold it. The others must follow with tarocks.</source>
        <translation>Apri tu. Apri con {T21}: solo lo Sküs lo batte, e lo Sküs ce l&apos;hai tu. Gli altri devono rispondere con tarocchi.</translation>
    </message>
    <message>
        <source>Lead {EX}: in Königrufen it is the highest tarock, and it wins the trick.</source>
        <translation>Apri con {EX}: nel Königrufen lo Sküs è il tarocco più alto, e vince la presa.</translation>
    </message>
    <message>
        <source>{s2} leads {T18}. You must follow with a tarock: {T20} wins the trick.</source>
        <translation>{s2} apre con {T18}. Devi rispondere con un tarocco: {T20} vince la presa.</translation>
    </message>
    <message>
        <source>The last trick. Your last card is {T1}, the lowest tarock: nobody has a tarock left, so it wins. The Pagat winning the last trick is the Pagat ultimo, a premium even unannounced.</source>
        <translation>L&apos;ultima presa. La tua ultima carta è {T1}, il tarocco più basso: nessuno ha più tarocchi, quindi vince. Il Pagat che vince l&apos;ultima presa è il Pagat ultimo, un premio anche senza annuncio.</translation>
    </message>
    <message>
        <source>A guided Preference at four: the bid, the called king, the talon&apos;s three, the fool.</source>
        <translation>Una Preferenza guidata in quattro: la dichiarazione, il re chiamato, le tre carte del monte, il matto.</translation>
    </message>
    <message>
        <source>Welcome to Talon, James Wickson&apos;s modern tarot game. At four it uses 54 cards; {EX} counts as tarock 22, the highest. The oudlers are {T21}, {T1} and {EX}.</source>
        <translation>Benvenuto a Talon, il gioco di tarocchi moderno di James Wickson. In quattro si gioca con 54 carte; il tarocco più alto è {EX}, che conta come tarocco 22. Gli oudler sono {T21}, {T1} e il matto.</translation>
    </message>
    <message>
        <source>Bid the contract your hand can make: the fewer talon cards you take, the more it is worth. Bid a Preference: three talon cards, 1 victory point.</source>
        <translation>Dichiara il contratto che la tua mano può fare: meno carte del monte prendi, più vale. Dichiara una Preferenza: tre carte del monte, 1 punto vittoria.</translation>
    </message>
    <message>
        <source>The talon is turned face up in its order; a Preference takes the first three or the last three. The last three are {ND}, {T1} and {EX}: two oudlers. Take them.</source>
        <translation>Il monte viene scoperto nel suo ordine; una Preferenza prende le prime tre o le ultime tre carte. Le ultime tre sono {ND}, {T1} e {EX}: due oudler. Prendile.</translation>
    </message>
    <message>
        <source>You lead: {T21} draws the tarocks; only {EX} beats it, and you hold it.</source>
        <translation>Apri tu: {T21} fa uscire i tarocchi; solo il matto lo batte, e il matto ce l&apos;hai tu.</translation>
    </message>
    <message>
        <source>The last trick. Your last card, {EX}, is tarock 22 here, the highest card: it wins the last trick.</source>
        <translation>L&apos;ultima presa. Qui {EX} è il tarocco 22, la carta più alta: vince l&apos;ultima presa.</translation>
    </message>
    <message>
        <source>Solitaire: capture pairs worth 21 from a pyramid of stacks; reach the top card.</source>
        <translation>Solitario: prendi coppie che valgono 21 da una piramide di pile; raggiungi la carta in cima.</translation>
    </message>
    <message>
        <source>3 rows</source>
        <translation>3 file</translation>
    </message>
    <message>
        <source>4 rows</source>
        <translation>4 file</translation>
    </message>
    <message>
        <source>5 rows</source>
        <translation>5 file</translation>
    </message>
    <message>
        <source>Point-Tarock</source>
        <translation>Tarock a punti</translation>
    </message>
    <message>
        <source>Three players buy three, two or one talon cards or play Solo; every point over 35 scores, with 40, 50, Without, Pagat and Uhu; played to 100.</source>
        <translation>Tre giocatori comprano tre, due o una carta del monte o giocano Solo; ogni punto sopra 35 conta, con 40, 50, Senza, Pagat e Uhu; si gioca a 100.</translation>
    </message>
    <message>
        <source>Scarecrow</source>
        <translation>Spaventapasseri</translation>
    </message>
    <message>
        <source>Austrian Tarock for two: take up or pass, then play with your straw men.</source>
        <translation>Tarock austriaco in due: prendere o passare, poi giocare con i propri morti.</translation>
    </message>
    <message>
        <source>Scarto</source>
        <translation>Scarto</translation>
    </message>
    <message>
        <source>italian</source>
        <translation>italiano</translation>
    </message>
    <message>
        <source>Three players, each for himself: the dealer lays away three, the tricks are counted in threes.</source>
        <translation>Tre giocatori, ciascuno per sé: il mazziere scarta tre carte, le prese si contano a terne.</translation>
    </message>
    <message>
        <source>talon</source>
        <translation>talon</translation>
    </message>
    <message>
        <source>Wickson&apos;s modern tarot game for 2 to 6: preference, duo, uno, solo, tapper; a called king or tarock; bonuses, handfuls, contras and the misère as optional rules.</source>
        <translation>Il gioco moderno di Wickson per 2–6: preferenza, duo, uno, solo, tapper; un re o un tarocco chiamato; premi, manciate, contri e miseria come regole opzionali.</translation>
    </message>
    <message>
        <source>Tappen</source>
        <translation>Tappen</translation>
    </message>
    <message>
        <source>Austrian Tarock for three: Dreier, Unterer, Oberer or Solo; take a talon half.</source>
        <translation>Tarock austriaco in tre: Dreier, Unterer, Oberer o Solo; prendi una metà del monte.</translation>
    </message>
    <message>
        <source>Tarocchi Siciliani</source>
        <translation>Tarocchi Siciliani</translation>
    </message>
    <message>
        <source>Four players, each for himself, with the 63-card Sicilian pack, counted in triplets.</source>
        <translation>Quattro giocatori, ciascuno per sé, con il mazzo siciliano da 63 carte, contato a terne.</translation>
    </message>
    <message>
        <source>Who gets the chien: the dealer takes it into his hand and lays away three cards, or it counts unseen for the winner of the last trick.</source>
        <translation>Chi prende il chien: il mazziere lo prende in mano e scarta tre carte, o conta senza essere visto per chi vince l&apos;ultima presa.</translation>
    </message>
    <message>
        <source>Tarocchini</source>
        <translation>Tarocchini</translation>
    </message>
    <message>
        <source>Bologna&apos;s game with the 62-card pack: each for himself, combinations and sequences (cricche) with the Begato and the Matto as wild cards. 2–7 players.</source>
        <translation>Il gioco bolognese con il mazzo da 62 carte: ciascuno per sé, combinazioni e sequenze (cricche) con il Begato e il Matto come jolly. 2–7 giocatori.</translation>
    </message>
    <message>
        <source>Le Tarot de Moore</source>
        <translation>Le Tarot de Moore</translation>
    </message>
    <message>
        <source>Four players, each for himself, a 59-card pack, no bidding, counted in quadruplets.</source>
        <translation>Quattro giocatori, ciascuno per sé, un mazzo da 59 carte, senza dichiarazioni, contato a quaterne.</translation>
    </message>
    <message>
        <source>Who gets the chien at the end: the player with the most points in his tricks (the winner of the hand), or the winner of the last trick.</source>
        <translation>Chi prende il chien alla fine: chi ha più punti nelle sue prese (il vincitore della mano), o chi vince l&apos;ultima presa.</translation>
    </message>
    <message>
        <source>The chien counts for the player with the most points</source>
        <translation>Il chien conta per chi ha più punti</translation>
    </message>
    <message>
        <source>The Shard</source>
        <translation>The Shard</translation>
    </message>
    <message>
        <source>board</source>
        <translation>tavoliere</translation>
    </message>
    <message>
        <source>Board game: wizards place atouts on a grid, grow their indicators and attack each other&apos;s.</source>
        <translation>Gioco da tavolo: maghi piazzano atout su una griglia, fanno crescere i loro indicatori e attaccano quelli altrui.</translation>
    </message>
    <message>
        <source>Troggu</source>
        <translation>Troggu</translation>
    </message>
    <message>
        <source>swiss</source>
        <translation>svizzero</translation>
    </message>
    <message>
        <source>The Valais game with the 62-card pack: take the Tapp, play a Solo, or all go into a Misère. 3–6 players.</source>
        <translation>Il gioco vallesano con il mazzo da 62 carte: prendere il Tapp, giocare un Solo, o tutti in Miseria. 3–6 giocatori.</translation>
    </message>
    <message>
        <source>Zwanzigerrufen</source>
        <translation>Zwanzigerrufen (chiamata del venti)</translation>
    </message>
    <message>
        <source>Call Tarock XX: four players, 40 cards, no talon; call, Solo, Farberl, Pagat, Valat.</source>
        <translation>Chiamata del tarocco XX: quattro giocatori, 40 carte, niente monte; chiamata, Solo, Farberl, Pagat, Valat.</translation>
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
        <translation>Ultima presa</translation>
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
        <translation>tu</translation>
    </message>
    <message>
        <source>you (an object, or after a preposition)</source>
        <translation>te</translation>
    </message>
    <message>
        <source>you (in the dative)</source>
        <translation>te</translation>
    </message>
</context>
</TS>
