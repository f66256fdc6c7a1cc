<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name></name>
    <message>
        <source>Deal annulled: {reason}</source>
        <translation>Donne annulée&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>There is no game</source>
        <translation>Aucune partie en cours</translation>
    </message>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, jouable</translation>
    </message>
    <message>
        <source>{card}, not playable</source>
        <translation>{card}, non jouable</translation>
    </message>
    <message>
        <source>{card}, chosen</source>
        <translation>{card}, choisie</translation>
    </message>
    <message>
        <source>{card}, not chosen</source>
        <translation>{card}, non choisie</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>{name} {name|you:win|wins} the trick</source>
        <translation>{name} {name|you:remportez|remporte} le pli</translation>
    </message>
    <message>
        <source>{name:nom} {name|you:win|wins} the trick</source>
        <translation>{name:nom} {name|you:remportez|remporte} le pli</translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation>La donne est terminée</translation>
    </message>
    <message>
        <source>The deal is over: {what}</source>
        <translation>La donne est terminée&#xa0;: {what}</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Ce n&apos;est pas à vous de jouer</translation>
    </message>
    <message>
        <source>Calls {card}</source>
        <translation>Appelle {card}</translation>
    </message>
    <message>
        <source>Partner!</source>
        <translation>Partenaire&#xa0;!</translation>
    </message>
    <message>
        <source>A computer player chose an illegal action ({action}): {reason}</source>
        <translation>Un joueur de l&apos;ordinateur a choisi une action interdite ({action})&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Your turn: {prompt}</source>
        <translation>À vous&#xa0;: {prompt}</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>jouez une carte</translation>
    </message>
    <message>
        <source>click or drag a card (arrows, Enter)</source>
        <translation>cliquez ou glissez une carte (flèches, Entrée)</translation>
    </message>
    <message>
        <source>double-click or drag a card (arrows, Enter)</source>
        <translation>double-cliquez ou glissez une carte (flèches, Entrée)</translation>
    </message>
    <message>
        <source>Lay away</source>
        <translation>Écarter</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Click or drag to the table {need} cards to lay away: {n} chosen</source>
        <translation>Cliquez ou glissez sur la table {need} cartes à écarter&#xa0;: {n} choisies</translation>
    </message>
    <message>
        <source>Your turn: choose the cards to lay away</source>
        <translation>À vous&#xa0;: choisissez les cartes à écarter</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Montrer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>{n} cards selected. Click a card to add or remove it.</source>
        <translation>{n} cartes choisies. Cliquez une carte pour l&apos;ajouter ou la retirer.</translation>
    </message>
    <message>
        <source>You have already selected {n} cards</source>
        <translation>Vous avez déjà choisi {n} cartes</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} cartes</translation>
    </message>
    <message>
        <source>Annulled: {reason}</source>
        <translation>Annulée&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{taker}: {contract}</source>
        <translation>{taker}&#xa0;: {contract}</translation>
    </message>
    <message>
        <source>made by {n}</source>
        <translation>réussie de {n}</translation>
    </message>
    <message>
        <source>made</source>
        <translation>réussie</translation>
    </message>
    <message>
        <source>failed by {n}</source>
        <translation>chutée de {n}</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>chutée</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Appelé</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>seul</translation>
    </message>
    <message>
        <source>Highlight the cards I may play</source>
        <translation>Mettre en évidence les cartes jouables</translation>
    </message>
    <message>
        <source>Show the card points</source>
        <translation>Afficher les points des cartes</translation>
    </message>
    <message>
        <source>Show the trumps and kings played</source>
        <translation>Afficher les atouts et les rois joués</translation>
    </message>
    <message>
        <source>Open hands (practice)</source>
        <translation>Jeu ouvert (entraînement)</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>two cards</source>
        <translation>deux cartes</translation>
    </message>
    <message>
        <source>{points} and {mark}</source>
        <translation>{points} et {mark}</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Points des cartes</translation>
    </message>
    <message>
        <source>Card values</source>
        <translation>Valeur des cartes</translation>
    </message>
    <message>
        <source>In this trick: {points}</source>
        <translation>Dans ce pli&#xa0;: {points}</translation>
    </message>
    <message>
        <source>{who}: {points}</source>
        <translation>{who}&#xa0;: {points}</translation>
    </message>
    <message>
        <source>Trumps played: {n} of {total} · kings: {k} of {kings}</source>
        <translation>Atouts joués&#xa0;: {n} sur {total} · rois&#xa0;: {k} sur {kings}</translation>
    </message>
    <message>
        <source>&amp;Learning aids</source>
        <translation>&amp;Aides à l&apos;apprentissage</translation>
    </message>
    <message>
        <source>Practice: every hand is open</source>
        <translation>Entraînement&#xa0;: toutes les mains sont visibles</translation>
    </message>
    <message>
        <source>Cards played</source>
        <translation>Cartes jouées</translation>
    </message>
    <message>
        <source>Oudlers</source>
        <translation>Bouts</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Contrat à atteindre</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Multiplicateur</translation>
    </message>
    <message>
        <source>Petit au bout</source>
        <translation>Petit au bout</translation>
    </message>
    <message>
        <source>Slam</source>
        <translation>Chelem</translation>
    </message>
    <message>
        <source>(announced)</source>
        <translation>(annoncé)</translation>
    </message>
    <message>
        <source>Each defender pays</source>
        <translation>Chaque défenseur paie</translation>
    </message>
    <message>
        <source>Each defender receives</source>
        <translation>Chaque défenseur reçoit</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Paiement</translation>
    </message>
    <message>
        <source>{place} {number}</source>
        <translation>{place} {number}</translation>
    </message>
    <message>
        <source>Click to take these cards</source>
        <translation>Cliquez pour prendre ces cartes</translation>
    </message>
    <message>
        <source>Shown to everyone</source>
        <translation>Montré à tous</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Montré</translation>
    </message>
    <message>
        <source>Press Enter to go on</source>
        <translation>Appuyez sur Entrée pour continuer</translation>
    </message>
    <message>
        <source>Play goes on in {n} seconds, or press Enter</source>
        <translation>Le jeu reprend dans {n} secondes, ou appuyez sur Entrée</translation>
    </message>
    <message>
        <source>The talon</source>
        <translation>Le talon</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>The talon is shown: Go on (Enter) when you have seen it</source>
        <translation>Le talon est montré&#xa0;: Continuer (Entrée) quand vous l&apos;avez vu</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>The deal was annulled</source>
        <translation>La donne a été annulée</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>Press Enter for the next deal</source>
        <translation>Appuyez sur Entrée pour la donne suivante</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Draw deck, {n} cards</source>
        <translation>Pioche, {n} cartes</translation>
    </message>
    <message>
        <source>{card}, free</source>
        <translation>{card}, libre</translation>
    </message>
    <message>
        <source>Tutorial: {title}</source>
        <translation>Tutoriel&#xa0;: {title}</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Quitter le tutoriel</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Étape {n} sur {total}</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Regarder</translation>
    </message>
    <message>
        <source>The cards are dealt.</source>
        <translation>Les cartes sont distribuées.</translation>
    </message>
    <message>
        <source>Well done. The others play now; your next step comes on your turn.</source>
        <translation>Bravo. Les autres jouent maintenant&#xa0;; votre prochaine étape viendra à votre tour.</translation>
    </message>
    <message>
        <source>The score</source>
        <translation>La marque</translation>
    </message>
    <message>
        <source>Tutorial   ·   Moves {n}</source>
        <translation>Tutoriel   ·   Coups {n}</translation>
    </message>
    <message>
        <source>Capture pairs worth 21; reach the top card.</source>
        <translation>Prenez des paires valant 21&#xa0;; atteignez la carte du sommet.</translation>
    </message>
    <message>
        <source>Tutorials</source>
        <translation>Tutoriels</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Learn a game by playing one deal, step by step:</source>
        <translation>Apprenez un jeu en jouant une donne, pas à pas&#xa0;:</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>The match is over: {names:nom} won.</source>
        <translation>La partie est terminée&#xa0;: {names:nom} {names|you:avez|many:ont|a} gagné.</translation>
    </message>
    <message>
        <source>Match of {n} deals: {played} played, {left} to go.</source>
        <translation>Partie en {n} donnes&#xa0;: {played} jouées, encore {left}.</translation>
    </message>
    <message>
        <source>Match of one game to {n} on the board: the running game stands at {running}.</source>
        <translation>Partie d&apos;un jeu en {n} au tableau&#xa0;: le jeu en cours en est à {running}.</translation>
    </message>
    <message>
        <source>Match to {n} points: the leader has {best}.</source>
        <translation>Partie en {n} points&#xa0;: le premier en a {best}.</translation>
    </message>
    <message>
        <source>An open match: it goes on until you stop ({played} deals played).</source>
        <translation>Une partie ouverte&#xa0;: elle continue jusqu&apos;à ce que vous arrêtiez ({played} donnes jouées).</translation>
    </message>
    <message>
        <source>Score sheet — {game}</source>
        <translation>Feuille de marque — {game}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Déclarant</translation>
    </message>
    <message>
        <source>Dealt by {name:acc}</source>
        <translation>Donnée par {name:acc}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>No deal played yet</source>
        <translation>Aucune donne jouée</translation>
    </message>
    <message>
        <source>Team (optional)</source>
        <translation>Équipe (facultatif)</translation>
    </message>
    <message>
        <source>Several people sharing this seat and its score, separated by commas: Ada, Ben</source>
        <translation>Plusieurs personnes qui partagent cette place et sa marque, séparées par des virgules&#xa0;: Ada, Ben</translation>
    </message>
    <message>
        <source>The computer plays your hand to the end of the deal</source>
        <translation>L&apos;ordinateur joue votre main jusqu&apos;à la fin de la donne</translation>
    </message>
    <message>
        <source>The rest of the tricks are yours</source>
        <translation>Les plis restants sont à vous</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>Marron</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Petite</translation>
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
        <translation>Jusqu&apos;à ce que je continue</translation>
    </message>
    <message>
        <source>For 4 seconds</source>
        <translation>Pendant 4 secondes</translation>
    </message>
    <message>
        <source>For 2 seconds</source>
        <translation>Pendant 2 secondes</translation>
    </message>
    <message>
        <source>Briefly</source>
        <translation>Un instant</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>&lt;p&gt;Tarocchi is free software under the MIT licence, written in Python with Qt for Python (PySide6, LGPL).&lt;/p&gt;&lt;p&gt;The rules follow the texts the project started from: the French Tarot Federation&apos;s rules as told by François and Pierre Uhrich, the Austrian Tarock games, Illustrated Tarock, Wickson&apos;s &lt;i&gt;Talon&lt;/i&gt; and the collection &lt;i&gt;Jeux de tarot&lt;/i&gt;; where they disagree, the choices are written down in the project&apos;s rules decisions. The help pages are in our own words, and the card pictures are our own drawings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tarocchi est un logiciel libre sous licence MIT, écrit en Python avec Qt for Python (PySide6, LGPL).&lt;/p&gt;&lt;p&gt;Les règles suivent les textes dont le projet est parti&#xa0;: les règles de la Fédération française de tarot telles que les présentent François et Pierre Uhrich, les jeux de tarock autrichiens, Illustrated Tarock, &lt;i&gt;Talon&lt;/i&gt; de Wickson et le recueil &lt;i&gt;Jeux de tarot&lt;/i&gt;&#xa0;; là où ils divergent, les choix sont consignés dans les décisions de règles du projet. Les pages d&apos;aide sont rédigées avec nos propres mots, et les images des cartes sont nos propres dessins.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Joueurs de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Pause before each move</source>
        <translation>Pause avant chaque coup</translation>
    </message>
    <message>
        <source>A shown talon stays</source>
        <translation>Un talon montré reste visible</translation>
    </message>
    <message>
        <source>My play</source>
        <translation>Mon jeu</translation>
    </message>
    <message>
        <source>Play a forced card (or my last card) by itself</source>
        <translation>Jouer seule une carte forcée (ou ma dernière carte)</translation>
    </message>
    <message>
        <source>Claim the remaining tricks when they are certainly mine</source>
        <translation>Réclamer les plis restants quand ils sont sûrement à moi</translation>
    </message>
    <message>
        <source>Let the computer finish my hand once only cards are left to play</source>
        <translation>Laisser l&apos;ordinateur finir ma main quand il ne reste que des cartes à jouer</translation>
    </message>
    <message>
        <source>Play a card with a single click</source>
        <translation>Jouer une carte d&apos;un simple clic</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Taille des cartes</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Couleur du tapis</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Vitesse des animations</translation>
    </message>
    <message>
        <source>Learning aids</source>
        <translation>Aides à l&apos;apprentissage</translation>
    </message>
    <message>
        <source>At start</source>
        <translation>Au démarrage</translation>
    </message>
    <message>
        <source>Show the game chooser (else go on with the last game)</source>
        <translation>Afficher le choix du jeu (sinon reprendre la dernière partie)</translation>
    </message>
    <message>
        <source>← → Home End</source>
        <translation>← → Début Fin</translation>
    </message>
    <message>
        <source>Move among the cards of your hand</source>
        <translation>Se déplacer parmi les cartes de votre main</translation>
    </message>
    <message>
        <source>Go to the straw men&apos;s cards and back (Scarecrow)</source>
        <translation>Aller aux cartes des hommes de paille et revenir (Scarecrow)</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Entrée, Espace</translation>
    </message>
    <message>
        <source>Play the card in focus, or choose it while laying away</source>
        <translation>Jouer la carte sélectionnée, ou la choisir pendant l&apos;écart</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Go to the buttons of the panel</source>
        <translation>Aller aux boutons du panneau</translation>
    </message>
    <message>
        <source>Move among the cards and squares of La Pyramide, La chasse au trésor and The Shard</source>
        <translation>Se déplacer parmi les cartes et les cases de La Pyramide, de La chasse au trésor et de The Shard</translation>
    </message>
    <message>
        <source>Menu, Shift+F10</source>
        <translation>Menu, Maj+F10</translation>
    </message>
    <message>
        <source>The moves of the card in focus: keep, drop, drink; go on, teleport (La chasse au trésor)</source>
        <translation>Les coups de la carte sélectionnée&#xa0;: garder, jeter, boire&#xa0;; continuer, se téléporter dehors (La chasse au trésor)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Ce qu&apos;elles font</translation>
    </message>
    <message>
        <source>About Tarocchi</source>
        <translation>À propos de Tarocchi</translation>
    </message>
    <message>
        <source>Card games played with the tarot pack: French Tarot, the Austrian Tarock games, Talon, the Italian and Swiss games, solitaires and a board game.</source>
        <translation>Des jeux de cartes qui se jouent avec le jeu de tarot&#xa0;: le tarot français, les tarocks autrichiens, Talon, les jeux italiens et suisses, des réussites et un jeu de plateau.</translation>
    </message>
    <message>
        <source>Fonts</source>
        <translation>Polices</translation>
    </message>
    <message>
        <source>The cards and the table are lettered in the DejaVu fonts (DejaVu Sans and DejaVu Serif), under the licence below.</source>
        <translation>Les cartes et la table sont écrites avec les polices DejaVu (DejaVu Sans et DejaVu Serif), sous la licence ci-dessous.</translation>
    </message>
    <message>
        <source>Key cards</source>
        <translation>Cartes maîtresses</translation>
    </message>
    <message>
        <source>The kings</source>
        <translation>Les rois</translation>
    </message>
    <message>
        <source>Search the rules of every game</source>
        <translation>Chercher dans les règles de tous les jeux</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Règles du jeu&#xa0;: {game}</translation>
    </message>
    <message>
        <source>This page is not translated yet: it is shown in English.</source>
        <translation>Cette page n&apos;est pas encore traduite&#xa0;: elle est montrée en anglais.</translation>
    </message>
    <message>
        <source>The deck</source>
        <translation>Le jeu de cartes</translation>
    </message>
    <message>
        <source>{game} — {section}: {snippet}</source>
        <translation>{game} — {section}&#xa0;: {snippet}</translation>
    </message>
    <message>
        <source>Nothing found for “{words}”</source>
        <translation>Rien trouvé pour «&#xa0;{words}&#xa0;»</translation>
    </message>
    <message>
        <source>French games</source>
        <translation>Jeux français</translation>
    </message>
    <message>
        <source>Austrian and German games</source>
        <translation>Jeux autrichiens et allemands</translation>
    </message>
    <message>
        <source>Italian and Swiss games</source>
        <translation>Jeux italiens et suisses</translation>
    </message>
    <message>
        <source>Modern games</source>
        <translation>Jeux modernes</translation>
    </message>
    <message>
        <source>Solitaires</source>
        <translation>Réussites</translation>
    </message>
    <message>
        <source>Board games</source>
        <translation>Jeux de plateau</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Austrian</source>
        <translation>Autrichien</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Allemand</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italien</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Suisse</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Moderne</translation>
    </message>
    <message>
        <source>Solitaire</source>
        <translation>Réussite</translation>
    </message>
    <message>
        <source>Board game</source>
        <translation>Jeu de plateau</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 joueur</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} joueurs</translation>
    </message>
    <message>
        <source>{low} to {high} players</source>
        <translation>{low} à {high} joueurs</translation>
    </message>
    <message>
        <source>{some} or {last} players</source>
        <translation>{some} ou {last} joueurs</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Apprendre</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Welcome to Tarocchi</source>
        <translation>Bienvenue dans Tarocchi</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Choisissez un jeu</translation>
    </message>
    <message>
        <source>Card games played with the tarot pack. Learn one to see its rules, its cards and how it scores, or play it against the computer.</source>
        <translation>Des jeux de cartes qui se jouent avec le jeu de tarot. Apprenez-en un pour voir ses règles, ses cartes et comment il se compte, ou jouez-le contre l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>Show this at every start (else go on with the last game)</source>
        <translation>Afficher ceci à chaque démarrage (sinon reprendre la dernière partie)</translation>
    </message>
    <message>
        <source>Choose a game to play or to learn</source>
        <translation>Choisissez un jeu à jouer ou à apprendre</translation>
    </message>
    <message>
        <source>Choose a game…</source>
        <translation>Choisir un jeu…</translation>
    </message>
    <message>
        <source>Play {game}</source>
        <translation>Jouer&#xa0;: {game}</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>choisi</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>jouable</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>non jouable</translation>
    </message>
    <message>
        <source>The cards are dealt</source>
        <translation>Les cartes sont distribuées</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}&#xa0;:</translation>
    </message>
    <message>
        <source>{label}: {said}</source>
        <translation>{label}&#xa0;: {said}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
</context>
<context>
    <name>ChasseBoard</name>
    <message>
        <source>Damage track: %1 damage, 1 card left</source>
        <translation>Blessures&#xa0;: %1, encore 1 carte</translation>
    </message>
    <message>
        <source>Damage track: %1 damage, %2 cards left</source>
        <translation>Blessures&#xa0;: %1, encore %2 cartes</translation>
    </message>
    <message numerus="yes">
        <source>Journey: %n cards</source>
        <translation>
            <numerusform>Voyage&#xa0;: %n carte</numerusform>
            <numerusform>Voyage&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Quartet %1 of 14</source>
        <translation>Quatuor %1 sur 14</translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n</source>
        <translation>
            <numerusform>Défausse&#xa0;: %n</numerusform>
            <numerusform>Défausse&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Satchel: %1 of %2</source>
        <translation>Besace&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>Treasure: %1</source>
        <translation>Trésor&#xa0;: %1</translation>
    </message>
    <message>
        <source>The monsters strike for %1 if you go on</source>
        <translation>Les monstres frappent pour %1 si vous continuez</translation>
    </message>
    <message>
        <source> — that would knock you out!</source>
        <translation> — vous seriez assommé&#xa0;!</translation>
    </message>
    <message>
        <source>No monster stands in the way: the treasure is yours</source>
        <translation>Aucun monstre ne barre la route&#xa0;: le trésor est à vous</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Score %1</translation>
    </message>
</context>
<context>
    <name>ChasseTable</name>
    <message>
        <source>Deal #%1: beat the monsters, drink the potions, take the treasure.</source>
        <translation>Donne n° %1&#xa0;: battez les monstres, buvez les potions, prenez le trésor.</translation>
    </message>
    <message>
        <source>Knocked out! The treasure is lost.</source>
        <translation>Assommé&#xa0;! Le trésor est perdu.</translation>
    </message>
    <message>
        <source>Knocked out! Score %1</source>
        <translation>Assommé&#xa0;! Score %1</translation>
    </message>
    <message>
        <source>Teleported out. Score %1</source>
        <translation>Téléporté dehors. Score %1</translation>
    </message>
    <message>
        <source>Every treasure found! Score %1</source>
        <translation>Tous les trésors trouvés&#xa0;! Score %1</translation>
    </message>
    <message>
        <source>Journey complete! Score %1</source>
        <translation>Voyage accompli&#xa0;! Score %1</translation>
    </message>
    <message>
        <source>Beat the monsters, drink the potions, take the treasure.</source>
        <translation>Battez les monstres, buvez les potions, prenez le trésor.</translation>
    </message>
    <message>
        <source>Moves %1</source>
        <translation>Coups %1</translation>
    </message>
    <message>
        <source>Hints %1</source>
        <translation>Indices %1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>monster</source>
        <translation>monstre</translation>
    </message>
    <message>
        <source>spell</source>
        <translation>sort</translation>
    </message>
    <message>
        <source>potion</source>
        <translation>potion</translation>
    </message>
    <message>
        <source>treasure</source>
        <translation>trésor</translation>
    </message>
    <message>
        <source>in the satchel</source>
        <translation>dans la besace</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>Journey deck, %n cards: go on</source>
        <translation>
            <numerusform>Pioche du voyage, %n carte&#xa0;: continuer</numerusform>
            <numerusform>Pioche du voyage, %n cartes&#xa0;: continuer</numerusform>
        </translation>
    </message>
    <message>
        <source>Spells selected: worth %1. Now click a monster.</source>
        <translation>Sorts choisis&#xa0;: valeur %1. Cliquez maintenant un monstre.</translation>
    </message>
    <message>
        <source>No spell selected.</source>
        <translation>Aucun sort choisi.</translation>
    </message>
    <message>
        <source>The treasure is taken when you go on, once every monster is beaten.</source>
        <translation>Le trésor est pris quand vous continuez, une fois tous les monstres battus.</translation>
    </message>
    <message>
        <source>Select spells first (click them), then click the monster.</source>
        <translation>Choisissez d&apos;abord des sorts (cliquez-les), puis cliquez le monstre.</translation>
    </message>
    <message>
        <source>Your spells are not enough to beat this monster.</source>
        <translation>Vos sorts ne suffisent pas à battre ce monstre.</translation>
    </message>
</context>
<context>
    <name>ChasseWindow</name>
    <message>
        <source>&amp;Go on</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>End the turn: the monsters left strike, the treasure is taken if they are all beaten</source>
        <translation>Finir le tour&#xa0;: les monstres restants frappent, le trésor est pris s&apos;ils sont tous battus</translation>
    </message>
    <message>
        <source>&amp;Teleport out</source>
        <translation>Se &amp;téléporter dehors</translation>
    </message>
    <message>
        <source>Leave the library now with the treasure taken</source>
        <translation>Quitter la bibliothèque maintenant avec le trésor pris</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Satchel size</source>
        <translation>Taille de la &amp;besace</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cartes</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Teleport out</source>
        <translation>Se téléporter dehors</translation>
    </message>
    <message>
        <source>Leave the library now with treasure worth %1?</source>
        <translation>Quitter la bibliothèque maintenant avec un trésor de %1&#xa0;?</translation>
    </message>
    <message>
        <source>Journeys survived to the end</source>
        <translation>Voyages menés jusqu&apos;au bout</translation>
    </message>
    <message>
        <source>Every treasure found</source>
        <translation>Tous les trésors trouvés</translation>
    </message>
</context>
<context>
    <name>DealFiles</name>
    <message>
        <source>&amp;Export deal…</source>
        <translation>&amp;Exporter la donne…</translation>
    </message>
    <message>
        <source>Open &amp;record…</source>
        <translation>Ouvrir un &amp;enregistrement…</translation>
    </message>
    <message>
        <source>The deal in progress (deal {n})</source>
        <translation>La donne en cours (donne {n})</translation>
    </message>
    <message>
        <source>Deal {n}</source>
        <translation>Donne {n}</translation>
    </message>
    <message>
        <source>There is no deal to export yet</source>
        <translation>Il n&apos;y a pas encore de donne à exporter</translation>
    </message>
    <message>
        <source>Export deal</source>
        <translation>Exporter la donne</translation>
    </message>
    <message>
        <source>Which deal?</source>
        <translation>Quelle donne&#xa0;?</translation>
    </message>
    <message>
        <source>The deal could not be exported: {error}</source>
        <translation>La donne n&apos;a pas pu être exportée&#xa0;: {error}</translation>
    </message>
    <message>
        <source>The deal was written to {record} and its log to {log}</source>
        <translation>La donne a été écrite dans {record} et son journal dans {log}</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>Ouvrir un enregistrement</translation>
    </message>
    <message>
        <source>{name} cannot be replayed: {error}</source>
        <translation>{name} ne peut pas être rejoué&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>The hard player&apos;s evaluation of each of your choices</source>
        <translation>L&apos;évaluation de chacun de vos choix par le joueur difficile</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Enregistrement</translation>
    </message>
</context>
<context>
    <name>DeckGallery</name>
    <message>
        <source>Deck gallery</source>
        <translation>Galerie des jeux de cartes</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italien</translation>
    </message>
    <message>
        <source>Waite</source>
        <translation>Waite</translation>
    </message>
    <message>
        <source>High contrast (four colours)</source>
        <translation>Contraste élevé (quatre couleurs)</translation>
    </message>
    <message>
        <source>Full pack (78 cards)</source>
        <translation>Jeu complet (78 cartes)</translation>
    </message>
    <message>
        <source>Skin:</source>
        <translation>Style&#xa0;:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille&#xa0;:</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Dos</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Tarocchi: something went wrong</source>
        <translation>Tarocchi&#xa0;: quelque chose s&apos;est mal passé</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copier les détails</translation>
    </message>
    <message>
        <source>{summary}

The game goes on. If this happens again, please report it with the details below.</source>
        <translation>{summary}

La partie continue. Si cela se reproduit, signalez-le avec les détails ci-dessous.</translation>
    </message>
    <message>
        <source>They are also written to {path}.</source>
        <translation>Ils sont aussi écrits dans {path}.</translation>
    </message>
    <message>
        <source>Tarocchi: {n} errors</source>
        <translation>Tarocchi&#xa0;: {n} erreurs</translation>
    </message>
</context>
<context>
    <name>HotSeat</name>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Passez l&apos;ordinateur à {name}</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>Aucun pli n&apos;a encore été joué.</translation>
    </message>
    <message>
        <source>Won by {name:acc}</source>
        <translation>Remporté par {name:acc}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <source>No deals yet</source>
        <translation>Pas encore de donne</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
</context>
<context>
    <name>LineDialog</name>
    <message>
        <source>A winning line</source>
        <translation>Une suite gagnante</translation>
    </message>
    <message numerus="yes">
        <source>This line clears the pyramid (%n moves):</source>
        <translation>
            <numerusform>Cette suite vide la pyramide (%n coup)&#xa0;:</numerusform>
            <numerusform>Cette suite vide la pyramide (%n coups)&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>La jouer</translation>
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
        <translation>Dernier pli</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nouveau…</translation>
    </message>
    <message>
        <source>La &amp;Pyramide (solitaire)…</source>
        <translation>La &amp;Pyramide (réussite)…</translation>
    </message>
    <message>
        <source>La &amp;chasse au trésor (solitaire)…</source>
        <translation>La &amp;chasse au trésor (réussite)…</translation>
    </message>
    <message>
        <source>The S&amp;hard (board game)…</source>
        <translation>The S&amp;hard (jeu de plateau)…</translation>
    </message>
    <message>
        <source>&amp;Restart this deal</source>
        <translation>&amp;Recommencer cette donne</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Feuille de marque</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernier pli</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>Let the computer &amp;finish my hand</source>
        <translation>Laisser l&apos;ordinateur &amp;finir ma main</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Cartes</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italien</translation>
    </message>
    <message>
        <source>Waite</source>
        <translation>Waite</translation>
    </message>
    <message>
        <source>&amp;High contrast (four colours)</source>
        <translation>Contraste &amp;élevé (quatre couleurs)</translation>
    </message>
    <message>
        <source>&amp;Four colours</source>
        <translation>&amp;Quatre couleurs</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Vitesse d&apos;&amp;animation</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>&amp;Talon shown</source>
        <translation>&amp;Talon montré</translation>
    </message>
    <message>
        <source>Until I go on</source>
        <translation>Jusqu&apos;à ce que je continue</translation>
    </message>
    <message>
        <source>For 4 seconds</source>
        <translation>Pendant 4 secondes</translation>
    </message>
    <message>
        <source>For 2 seconds</source>
        <translation>Pendant 2 secondes</translation>
    </message>
    <message>
        <source>Briefly</source>
        <translation>Brièvement</translation>
    </message>
    <message>
        <source>Play a card with a &amp;single click</source>
        <translation>Jouer une carte d&apos;un &amp;simple clic</translation>
    </message>
    <message>
        <source>Deck &amp;gallery…</source>
        <translation>&amp;Galerie des jeux…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Rules: this game</source>
        <translation>&amp;Règles&#xa0;: ce jeu</translation>
    </message>
    <message>
        <source>&amp;Tutorials…</source>
        <translation>&amp;Tutoriels…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;About Tarocchi</source>
        <translation>À &amp;propos de Tarocchi</translation>
    </message>
    <message>
        <source>Tarocchi — {game}</source>
        <translation>Tarocchi — {game}</translation>
    </message>
    <message>
        <source>{name} {name|you:are|is} thinking…</source>
        <translation>{name} {name|you:réfléchissez|réfléchit}…</translation>
    </message>
    <message>
        <source>The deal is over: Next deal (Enter) goes on</source>
        <translation>La donne est terminée&#xa0;: Donne suivante (Entrée) pour continuer</translation>
    </message>
    <message>
        <source>The match is over: {names:nom} won</source>
        <translation>La partie est terminée&#xa0;: {names:nom} {names|you:avez|many:ont|a} gagné</translation>
    </message>
    <message>
        <source>Error: {text}</source>
        <translation>Erreur&#xa0;: {text}</translation>
    </message>
    <message>
        <source>The computer&apos;s thinking met an error: {error}</source>
        <translation>La réflexion de l&apos;ordinateur a rencontré une erreur&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Déclarant</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Défense</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 pli</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} plis</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>{game} · deal {n}</source>
        <translation>{game} · donne {n}</translation>
    </message>
    <message>
        <source>{name}: {contract}</source>
        <translation>{name}&#xa0;: {contract}</translation>
    </message>
    <message>
        <source>Called: {card}</source>
        <translation>Appelé&#xa0;: {card}</translation>
    </message>
    <message>
        <source>Trick {n} of {total}</source>
        <translation>Pli {n} sur {total}</translation>
    </message>
    <message>
        <source>{name}: {score}</source>
        <translation>{name}&#xa0;: {score}</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn</source>
        <translation>Un conseil est donné quand c&apos;est à vous de jouer</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Recherche d&apos;un conseil…</translation>
    </message>
    <message>
        <source>The gallery could not be opened: {error}</source>
        <translation>La galerie n&apos;a pas pu s&apos;ouvrir&#xa0;: {error}</translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <source>&amp;Open match…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <source>Save match &amp;as…</source>
        <translation>&amp;Enregistrer la partie sous…</translation>
    </message>
    <message>
        <source>Play deal &amp;number…</source>
        <translation>Jouer la donne &amp;numéro…</translation>
    </message>
    <message>
        <source>The match could not be saved: {error}</source>
        <translation>La partie n&apos;a pas pu être enregistrée&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Resume the match?</source>
        <translation>Reprendre la partie&#xa0;?</translation>
    </message>
    <message>
        <source>Your match of {game} was not finished: {where}. Resume it where it stopped?</source>
        <translation>Votre partie de {game} n&apos;était pas finie&#xa0;: {where}. La reprendre là où elle s&apos;est arrêtée&#xa0;?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>{n} deals played</source>
        <translation>{n} donnes jouées</translation>
    </message>
    <message>
        <source>deal {n}, {done} moves made</source>
        <translation>donne {n}, {done} coups joués</translation>
    </message>
    <message>
        <source>The match goes on where it stopped</source>
        <translation>La partie reprend là où elle s&apos;était arrêtée</translation>
    </message>
    <message>
        <source>Save match as</source>
        <translation>Enregistrer la partie sous</translation>
    </message>
    <message>
        <source>There is no match to save</source>
        <translation>Il n&apos;y a pas de partie à enregistrer</translation>
    </message>
    <message>
        <source>The match was saved as {name}</source>
        <translation>La partie a été enregistrée sous {name}</translation>
    </message>
    <message>
        <source>Open match</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>{name}: no such file</source>
        <translation>{name}&#xa0;: fichier introuvable</translation>
    </message>
    <message>
        <source>{name} holds a solitaire game, not a match</source>
        <translation>{name} contient une réussite, pas une partie</translation>
    </message>
    <message>
        <source>Play deal number</source>
        <translation>Jouer la donne numéro</translation>
    </message>
    <message>
        <source>Deal number (the same number deals the same cards, here or on another computer):</source>
        <translation>Numéro de donne (le même numéro distribue les mêmes cartes, ici ou sur un autre ordinateur)&#xa0;:</translation>
    </message>
    <message>
        <source>Tarocchi — {game}</source>
        <translation>Tarocchi — {game}</translation>
    </message>
    <message>
        <source> — deal #{number}</source>
        <translation> — donne n° {number}</translation>
    </message>
    <message>
        <source>Saved match</source>
        <translation>Partie enregistrée</translation>
    </message>
</context>
<context>
    <name>MatchLength</name>
    <message>
        <source>Open (until you stop)</source>
        <translation>Ouverte (jusqu&apos;à ce que vous arrêtiez)</translation>
    </message>
    <message>
        <source>A number of deals</source>
        <translation>Un nombre de donnes</translation>
    </message>
    <message>
        <source>To a number of points</source>
        <translation>En un nombre de points</translation>
    </message>
    <message>
        <source>One game to {n} on the board</source>
        <translation>Un jeu en {n} au tableau</translation>
    </message>
    <message>
        <source> deals</source>
        <translation> donnes</translation>
    </message>
    <message>
        <source> points</source>
        <translation> points</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Place {n}</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Computer strength</source>
        <translation>Force de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuer</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass to {name}</source>
        <translation>Passer à {name}</translation>
    </message>
    <message>
        <source>{name}, take the computer; the others look away. Your cards show when you press the button.</source>
        <translation>{name}, prenez l&apos;ordinateur&#xa0;; les autres détournent les yeux. Vos cartes s&apos;affichent quand vous appuyez sur le bouton.</translation>
    </message>
    <message>
        <source>I am {name}: show my cards</source>
        <translation>Je suis {name}&#xa0;: montrer mes cartes</translation>
    </message>
</context>
<context>
    <name>PyramidBoard</name>
    <message numerus="yes">
        <source>Draw deck: %n</source>
        <translation>
            <numerusform>Pioche&#xa0;: %n</numerusform>
            <numerusform>Pioche&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Carte retournée</translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n</source>
        <translation>
            <numerusform>Défausse&#xa0;: %n</numerusform>
            <numerusform>Défausse&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Captured: %n</source>
        <translation>
            <numerusform>Prises&#xa0;: %n</numerusform>
            <numerusform>Prises&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Score %1</translation>
    </message>
</context>
<context>
    <name>PyramidTable</name>
    <message>
        <source>Capture pairs worth 21 (a trump takes a suit card only beside it); reach the top card.</source>
        <translation>Prenez des paires valant 21 (un atout ne prend qu&apos;une carte de couleur voisine)&#xa0;; atteignez la carte du sommet.</translation>
    </message>
    <message>
        <source>Capture pairs worth 21; reach the top card.</source>
        <translation>Prenez des paires valant 21&#xa0;; atteignez la carte du sommet.</translation>
    </message>
    <message>
        <source>Deal #%1: capture pairs worth 21 (a trump takes a suit card only beside it); reach the top card.</source>
        <translation>Donne n° %1&#xa0;: prenez des paires valant 21 (un atout ne prend qu&apos;une carte de couleur voisine)&#xa0;; atteignez la carte du sommet.</translation>
    </message>
    <message>
        <source>Deal #%1: capture pairs worth 21; reach the top card.</source>
        <translation>Donne n° %1&#xa0;: prenez des paires valant 21&#xa0;; atteignez la carte du sommet.</translation>
    </message>
    <message>
        <source>%1. No capture possible: draw a card (click the deck).</source>
        <translation>%1. Aucune prise possible&#xa0;: tirez une carte (cliquez la pioche).</translation>
    </message>
    <message>
        <source>Pyramid cleared! Score %1</source>
        <translation>Pyramide vidée&#xa0;! Score %1</translation>
    </message>
    <message>
        <source>Top card captured! Score %1</source>
        <translation>Carte du sommet prise&#xa0;! Score %1</translation>
    </message>
    <message>
        <source>No move left. Score %1</source>
        <translation>Plus aucun coup. Score %1</translation>
    </message>
    <message>
        <source>%1 selected: now click its partner.</source>
        <translation>%1 choisie&#xa0;: cliquez maintenant sa partenaire.</translation>
    </message>
    <message>
        <source>Looking for a winning line…</source>
        <translation>Recherche d&apos;une suite gagnante…</translation>
    </message>
    <message>
        <source>This position can be cleared in %1 moves.</source>
        <translation>Cette position peut être vidée en %1 coups.</translation>
    </message>
    <message>
        <source>This position can no longer be cleared.</source>
        <translation>Cette position ne peut plus être vidée.</translation>
    </message>
    <message>
        <source>The solver ran out of time: no answer.</source>
        <translation>Le solveur a manqué de temps&#xa0;: pas de réponse.</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 rangées</translation>
    </message>
    <message>
        <source>Moves %1</source>
        <translation>Coups %1</translation>
    </message>
    <message>
        <source>Hints %1</source>
        <translation>Indices %1</translation>
    </message>
</context>
<context>
    <name>PyramidWindow</name>
    <message>
        <source>D&amp;raw</source>
        <translation>&amp;Tirer</translation>
    </message>
    <message>
        <source>Turn cards of the draw deck</source>
        <translation>Retourner des cartes de la pioche</translation>
    </message>
    <message>
        <source>Show a &amp;winning line</source>
        <translation>Montrer une suite &amp;gagnante</translation>
    </message>
    <message>
        <source>Ask the solver whether this position can still be cleared</source>
        <translation>Demander au solveur si cette position peut encore être vidée</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Pyramid &amp;size</source>
        <translation>&amp;Taille de la pyramide</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 rangées</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Winning line</source>
        <translation>Suite gagnante</translation>
    </message>
    <message>
        <source>This position can no longer be cleared.</source>
        <translation>Cette position ne peut plus être vidée.</translation>
    </message>
    <message>
        <source>The solver gave up before finding an answer.</source>
        <translation>Le solveur a abandonné avant de trouver une réponse.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Replay — {game}</source>
        <translation>Relecture — {game}</translation>
    </message>
    <message>
        <source> — deal #{n}</source>
        <translation> — donne n° {n}</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Pli</translation>
    </message>
    <message>
        <source>Talon and discard</source>
        <translation>Talon et écart</translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation>Première étape (Début)</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>Étape précédente (Gauche)</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>Étape suivante (Droite)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Dernière étape (Fin)</translation>
    </message>
    <message>
        <source>Whose decisions the review weighs</source>
        <translation>Les décisions de qui l&apos;analyse évalue</translation>
    </message>
    <message>
        <source>Review…</source>
        <translation>Analyse…</translation>
    </message>
    <message>
        <source>The hard player&apos;s evaluation of every choice of this seat</source>
        <translation>L&apos;évaluation de chaque choix de cette place par le joueur difficile</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>déclarant</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>partenaire</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>défense</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <source>{n} tricks</source>
        <translation>{n} plis</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 pli</translation>
    </message>
    <message>
        <source>Trick, led by {name:acc}</source>
        <translation>Pli, entamé par {name:acc}</translation>
    </message>
    <message>
        <source>Bids: {bids}</source>
        <translation>Enchères&#xa0;: {bids}</translation>
    </message>
    <message>
        <source>Score of the deal: {scores}</source>
        <translation>Marque de la donne&#xa0;: {scores}</translation>
    </message>
    <message>
        <source>Tricks won: {tricks}</source>
        <translation>Plis gagnés&#xa0;: {tricks}</translation>
    </message>
    <message>
        <source>The cards as dealt; {name:nom} {name|you:deal|deals}.</source>
        <translation>Les cartes telles que distribuées&#xa0;; {name:nom} {name|you:donnez|donne}.</translation>
    </message>
    <message>
        <source>Step {i} of {n}</source>
        <translation>Étape {i} sur {n}</translation>
    </message>
    <message>
        <source>{game}, {n} players; {name:nom} {name|you:deal|deals}</source>
        <translation>{game}, {n} joueurs&#xa0;; {name:nom} {name|you:donnez|donne}</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of {name|you:your|{name}&apos;s} decisions</source>
        <translation>{name|you:Analyse de vos décisions|Analyse des décisions de {name}}</translation>
    </message>
    <message>
        <source>For each of {name|you:your|{name}&apos;s} decisions, the hard player&apos;s evaluation of every choice: its expected score for {name:acc} over sampled deals consistent with what {name:nom} knew, ± its standard error. A choice is marked when the best one beats it by more than the threshold.</source>
        <translation>{name|you:Pour chacune de vos décisions|Pour chaque décision de {name}}, l&apos;évaluation de chaque choix par le joueur difficile&#xa0;: sa marque espérée pour {name:acc} sur des donnes tirées compatibles avec ce que {name:nom} {name|you:saviez|savait}, ± son erreur type. Un choix est marqué quand le meilleur le dépasse de plus que le seuil.</translation>
    </message>
    <message>
        <source>%v of %m decisions weighed</source>
        <translation>%v décisions évaluées sur %m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Mark choices that cost more than</source>
        <translation>Marquer les choix qui coûtent plus de</translation>
    </message>
    <message>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Choice made</source>
        <translation>Choix fait</translation>
    </message>
    <message>
        <source>Its value</source>
        <translation>Sa valeur</translation>
    </message>
    <message>
        <source>Best choice</source>
        <translation>Meilleur choix</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Every choice</source>
        <translation>Tous les choix</translation>
    </message>
    <message>
        <source>Expected score</source>
        <translation>Marque espérée</translation>
    </message>
    <message>
        <source>Standard error</source>
        <translation>Erreur type</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>weighing…</source>
        <translation>évaluation…</translation>
    </message>
    <message>
        <source>{name} had no choice to make in this deal.</source>
        <translation>{name} {name|you:n&apos;aviez|n&apos;avait} aucun choix à faire dans cette donne.</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>Pli {n}</translation>
    </message>
    <message>
        <source>, after {name:acc}</source>
        <translation>, après {name:acc}</translation>
    </message>
    <message>
        <source>, to lead</source>
        <translation>, à l&apos;entame</translation>
    </message>
    <message>
        <source>The thinking process weighs each decision in turn…</source>
        <translation>Le processus de réflexion évalue chaque décision à tour de rôle…</translation>
    </message>
    <message>
        <source>Cancelled: {n} of {total} decisions weighed.</source>
        <translation>Annulé&#xa0;: {n} décisions évaluées sur {total}.</translation>
    </message>
    <message>
        <source>not weighed</source>
        <translation>non évalué</translation>
    </message>
    <message>
        <source>{n} of {total} decisions marked as costly.</source>
        <translation>{n} décisions sur {total} marquées comme coûteuses.</translation>
    </message>
    <message>
        <source>No choice cost more than the threshold.</source>
        <translation>Aucun choix n&apos;a coûté plus que le seuil.</translation>
    </message>
    <message>
        <source>could not be weighed</source>
        <translation>n&apos;a pas pu être évalué</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>le même</translation>
    </message>
    <message>
        <source>This choice cost more than the threshold</source>
        <translation>Ce choix a coûté plus que le seuil</translation>
    </message>
    <message>
        <source> (chosen)</source>
        <translation> (choisi)</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of {game}</source>
        <translation>Règles du jeu&#xa0;: {game}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>The deck</source>
        <translation>Le jeu de cartes</translation>
    </message>
    <message>
        <source>%1 — Rules</source>
        <translation>%1 — Règles</translation>
    </message>
</context>
<context>
    <name>SeatChoices</name>
    <message>
        <source>Person</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at this computer, or the computer</source>
        <translation>Qui joue cette place&#xa0;: une personne devant cet ordinateur, ou l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Seat {n} is played by</source>
        <translation>La place {n} est jouée par</translation>
    </message>
    <message>
        <source>Practice match: moves may be taken back (Edit → Take back)</source>
        <translation>Partie d&apos;entraînement&#xa0;: les coups peuvent être repris (Édition → Reprendre)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Place {n}</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>The Shard — new game</source>
        <translation>The Shard — nouvelle partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Joueurs de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>A pass draws a card</source>
        <translation>Passer fait tirer une carte</translation>
    </message>
</context>
<context>
    <name>ShardBoard</name>
    <message>
        <source>1 indicator</source>
        <translation>1 indicateur</translation>
    </message>
    <message>
        <source>%1 indicators</source>
        <translation>%1 indicateurs</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cartes</translation>
    </message>
    <message>
        <source>%1%2: %3 · %4</source>
        <translation>%1%2&#xa0;: %3 · %4</translation>
    </message>
    <message numerus="yes">
        <source>Shard deck: %n</source>
        <translation>
            <numerusform>Pioche du Shard&#xa0;: %n</numerusform>
            <numerusform>Pioche du Shard&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n</source>
        <translation>
            <numerusform>Défausse&#xa0;: %n</numerusform>
            <numerusform>Défausse&#xa0;: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShardTable</name>
    <message>
        <source>Moves with the cards selected (double-click one to play it):</source>
        <translation>Coups avec les cartes choisies (double-cliquez pour en jouer un)&#xa0;:</translation>
    </message>
    <message>
        <source>Defend with the hearts selected</source>
        <translation>Se défendre avec les cœurs choisis</translation>
    </message>
    <message>
        <source>Take the blow</source>
        <translation>Encaisser le coup</translation>
    </message>
    <message>
        <source>Pass (draw a card)</source>
        <translation>Passer (tirer une carte)</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Effacer le choix</translation>
    </message>
    <message>
        <source>A new game of %1 rounds: claim the Shard!</source>
        <translation>Une nouvelle partie en %1 tours&#xa0;: emparez-vous du Shard&#xa0;!</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The discards were shuffled into a new Shard deck.</source>
        <translation>La défausse a été mélangée en une nouvelle pioche du Shard.</translation>
    </message>
    <message>
        <source>{name} {name|you:are|is} thinking…</source>
        <translation>{name} {name|you:réfléchissez|réfléchit}…</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>Now click the empty cell to move it to.</source>
        <translation>Cliquez maintenant la case vide où le déplacer.</translation>
    </message>
    <message>
        <source>Select the cards that pay first: spades to attack, hearts to upgrade, clubs to move.</source>
        <translation>Choisissez d&apos;abord les cartes qui paient&#xa0;: piques pour attaquer, cœurs pour renforcer, trèfles pour déplacer.</translation>
    </message>
    <message>
        <source>To place an atout, select it and the diamonds that pay for it, then click a marked cell.</source>
        <translation>Pour poser un atout, choisissez-le avec les carreaux qui le paient, puis cliquez une case marquée.</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>{name} {name|you:play|plays}.</source>
        <translation>{name} joue.</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>dans votre main</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>jouable</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>rangée %1, colonne %2</translation>
    </message>
    <message>
        <source>owner: %1</source>
        <translation>propriétaire&#xa0;: %1</translation>
    </message>
    <message>
        <source>1 indicator</source>
        <translation>1 indicateur</translation>
    </message>
    <message>
        <source>%1 indicators</source>
        <translation>%1 indicateurs</translation>
    </message>
    <message>
        <source>chosen to move</source>
        <translation>choisi pour se déplacer</translation>
    </message>
    <message>
        <source>%1, empty, playable</source>
        <translation>%1, vide, jouable</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, vide</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Tour %1 sur %2</translation>
    </message>
    <message>
        <source>Computer players: %1</source>
        <translation>Joueurs de l&apos;ordinateur&#xa0;: %1</translation>
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
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>New game &amp;with…</source>
        <translation>Nouvelle partie &amp;avec…</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn</source>
        <translation>Un conseil est donné quand c&apos;est à vous de jouer</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Recherche d&apos;un conseil…</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Erreur&#xa0;: %1</translation>
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
        <translation>Partie finie. Score %1</translation>
    </message>
    <message>
        <source>Deal #%1</source>
        <translation>Donne n° %1</translation>
    </message>
    <message>
        <source>Fixed deal</source>
        <translation>Donne fixée</translation>
    </message>
    <message>
        <source>Too many windows of this game are open: this one&apos;s game will not be saved</source>
        <translation>Trop de fenêtres de ce jeu sont ouvertes&#xa0;: la partie de celle-ci ne sera pas enregistrée</translation>
    </message>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>La partie n&apos;a pas pu être enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Annulé&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Conseil&#xa0;: %1</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Les statistiques n&apos;ont pas pu être enregistrées&#xa0;: %1</translation>
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
        <translation>&amp;Nouvelle donne</translation>
    </message>
    <message>
        <source>A new deal (a random deal number)</source>
        <translation>Une nouvelle donne (un numéro au hasard)</translation>
    </message>
    <message>
        <source>&amp;Deal #…</source>
        <translation>&amp;Donne n°…</translation>
    </message>
    <message>
        <source>Play a deal by its number (the same number, the same deal)</source>
        <translation>Jouer une donne par son numéro (même numéro, même donne)</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>This deal from the beginning</source>
        <translation>Cette donne depuis le début</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>Highlight a good move (counted, no penalty)</source>
        <translation>Mettre en évidence un bon coup (compté, sans pénalité)</translation>
    </message>
    <message>
        <source>&amp;Autoplay demo</source>
        <translation>Démonstration &amp;automatique</translation>
    </message>
    <message>
        <source>Let the computer play on (click again to stop)</source>
        <translation>Laisser l&apos;ordinateur jouer (cliquez à nouveau pour arrêter)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistiques</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>The fixed deal was not finished (%1 moves made). Resume it where it stopped?</source>
        <translation>La donne fixée n&apos;était pas finie (%1 coups joués). La reprendre là où elle s&apos;est arrêtée&#xa0;?</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Reprendre la partie&#xa0;?</translation>
    </message>
    <message>
        <source>Deal #%1 was not finished (%2 moves made). Resume it where it stopped?</source>
        <translation>La donne n° %1 n&apos;était pas finie (%2 coups joués). La reprendre là où elle s&apos;est arrêtée&#xa0;?</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>%1 — deal #%2 — Tarocchi</source>
        <translation>%1 — donne n° %2 — Tarocchi</translation>
    </message>
    <message>
        <source>%1 — fixed deal — Tarocchi</source>
        <translation>%1 — donne fixée — Tarocchi</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>Numéro de donne</translation>
    </message>
    <message>
        <source>Deal number (the same number always deals the same game):</source>
        <translation>Numéro de donne (le même numéro donne toujours la même partie)&#xa0;:</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>%1 — Statistics</source>
        <translation>%1 — Statistiques</translation>
    </message>
    <message>
        <source>Won (top captured)</source>
        <translation>Gagnées (sommet pris)</translation>
    </message>
    <message>
        <source>Pyramid cleared</source>
        <translation>Pyramide vidée</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Série de victoires en cours</translation>
    </message>
    <message>
        <source>Best winning streak</source>
        <translation>Meilleure série de victoires</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Conseils utilisés</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Cleared</source>
        <translation>Vidées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>By deal number:</source>
        <translation>Par numéro de donne&#xa0;:</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Effacer les statistiques</translation>
    </message>
    <message>
        <source>Forget every %1 statistic?</source>
        <translation>Oublier toutes les statistiques de %1&#xa0;?</translation>
    </message>
</context>
<context>
    <name>StatsRecorder</name>
    <message>
        <source>The statistics could not be saved: {error}</source>
        <translation>Les statistiques n&apos;ont pas pu être enregistrées&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Practice deals</source>
        <translation>Donnes d&apos;entraînement</translation>
    </message>
    <message>
        <source>Deals played with open hands or taking moves back, counted apart</source>
        <translation>Donnes jouées mains ouvertes ou en reprenant des coups, comptées à part</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Personne</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Chiffres</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Prises</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Réussis</translation>
    </message>
    <message>
        <source>Made (share)</source>
        <translation>Réussis (part)</translation>
    </message>
    <message>
        <source>Contracts taken</source>
        <translation>Contrats pris</translation>
    </message>
    <message>
        <source>No deal of this match for this person yet</source>
        <translation>Aucune donne de cette partie pour cette personne</translation>
    </message>
    <message>
        <source>No deals counted yet</source>
        <translation>Aucune donne comptée</translation>
    </message>
    <message>
        <source>This match</source>
        <translation>Cette partie</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Au fil du temps</translation>
    </message>
    <message>
        <source>Reset this game…</source>
        <translation>Effacer ce jeu…</translation>
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
        <translation>Vous</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Donnes jouées</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>Donnes gagnées</translation>
    </message>
    <message>
        <source>Matches finished</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Contrats réussis</translation>
    </message>
    <message>
        <source>Mean score per deal</source>
        <translation>Marque moyenne par donne</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>Marque totale</translation>
    </message>
    <message>
        <source>Best deal</source>
        <translation>Meilleure donne</translation>
    </message>
    <message>
        <source>Worst deal</source>
        <translation>Pire donne</translation>
    </message>
    <message>
        <source>Current winning streak</source>
        <translation>Série de victoires en cours</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Plus longue série de victoires</translation>
    </message>
    <message>
        <source>Practice deals are counted apart from the deals played for real.</source>
        <translation>Les donnes d&apos;entraînement sont comptées à part des donnes jouées pour de vrai.</translation>
    </message>
    <message>
        <source>A deal is won with a score above zero; a computer player has no statistics.</source>
        <translation>Une donne est gagnée avec une marque au-dessus de zéro&#xa0;; un joueur de l&apos;ordinateur n&apos;a pas de statistiques.</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Cleared</source>
        <translation>Vidées</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Marque moyenne</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Conseils utilisés</translation>
    </message>
    <message>
        <source>The solitaire&apos;s own window shows these figures by deal number too.</source>
        <translation>La fenêtre de la réussite montre aussi ces chiffres par numéro de donne.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Effacer les statistiques</translation>
    </message>
    <message>
        <source>Forget every statistic of {game}, for every player count and person?</source>
        <translation>Oublier toutes les statistiques de {game}, pour tout nombre de joueurs et toute personne&#xa0;?</translation>
    </message>
    <message>
        <source>The statistics could not be reset: {error}</source>
        <translation>Les statistiques n&apos;ont pas pu être effacées&#xa0;: {error}</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>Deal {n}</source>
        <translation>Donne {n}</translation>
    </message>
    <message>
        <source>The deal is over</source>
        <translation>La donne est terminée</translation>
    </message>
    <message>
        <source>{label}:</source>
        <translation>{label}&#xa0;:</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>This deal</source>
        <translation>Cette donne</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Donne suivante</translation>
    </message>
</context>
<context>
    <name>TakeBack</name>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>Take back your last move (practice matches)</source>
        <translation>Reprendre votre dernier coup (parties d&apos;entraînement)</translation>
    </message>
    <message>
        <source>Moves can be taken back in a practice match (Game → New game)</source>
        <translation>Les coups peuvent être repris dans une partie d&apos;entraînement (Partie → Nouvelle partie)</translation>
    </message>
    <message>
        <source>Your move was taken back</source>
        <translation>Votre coup a été repris</translation>
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
        <translation>l&apos;as</translation>
    </message>
    <message>
        <source>of spades</source>
        <translation>de pique</translation>
    </message>
    <message>
        <source>the 2</source>
        <translation>le 2</translation>
    </message>
    <message>
        <source>the 3</source>
        <translation>le 3</translation>
    </message>
    <message>
        <source>the 4</source>
        <translation>le 4</translation>
    </message>
    <message>
        <source>the 5</source>
        <translation>le 5</translation>
    </message>
    <message>
        <source>the 6</source>
        <translation>le 6</translation>
    </message>
    <message>
        <source>the 7</source>
        <translation>le 7</translation>
    </message>
    <message>
        <source>the 8</source>
        <translation>le 8</translation>
    </message>
    <message>
        <source>the 9</source>
        <translation>le 9</translation>
    </message>
    <message>
        <source>the 10</source>
        <translation>le 10</translation>
    </message>
    <message>
        <source>the jack</source>
        <translation>le valet</translation>
    </message>
    <message>
        <source>the cavalier</source>
        <translation>le cavalier</translation>
    </message>
    <message>
        <source>the queen</source>
        <translation>la dame</translation>
    </message>
    <message>
        <source>the king</source>
        <translation>le roi</translation>
    </message>
    <message>
        <source>of hearts</source>
        <translation>de cœur</translation>
    </message>
    <message>
        <source>of diamonds</source>
        <translation>de carreau</translation>
    </message>
    <message>
        <source>of clubs</source>
        <translation>de trèfle</translation>
    </message>
    <message>
        <source>the petit</source>
        <translation>le petit</translation>
    </message>
    <message>
        <source>the {n} of trumps</source>
        <translation>le {n} d&apos;atout</translation>
    </message>
    <message>
        <source>the excuse</source>
        <translation>l&apos;excuse</translation>
    </message>
    <message>
        <source>the Pagat</source>
        <translation>le Pagat</translation>
    </message>
    <message>
        <source>the Mond</source>
        <translation>le Mond</translation>
    </message>
    <message>
        <source>the Sküs</source>
        <translation>le Sküs</translation>
    </message>
    <message>
        <source>the Bagatto</source>
        <translation>le Bagatto</translation>
    </message>
    <message>
        <source>the Mondo</source>
        <translation>le Mondo</translation>
    </message>
    <message>
        <source>the Matto</source>
        <translation>le Matto</translation>
    </message>
    <message>
        <source>the Begato</source>
        <translation>le Begato</translation>
    </message>
    <message>
        <source>the Moretto 2</source>
        <translation>le Moretto 2</translation>
    </message>
    <message>
        <source>the Moretto 3</source>
        <translation>le Moretto 3</translation>
    </message>
    <message>
        <source>the Moretto 4</source>
        <translation>le Moretto 4</translation>
    </message>
    <message>
        <source>the Moretto 5</source>
        <translation>le Moretto 5</translation>
    </message>
    <message>
        <source>the Luna</source>
        <translation>la Luna</translation>
    </message>
    <message>
        <source>the Sole</source>
        <translation>le Sole</translation>
    </message>
    <message>
        <source>the Angelo</source>
        <translation>l&apos;Angelo</translation>
    </message>
    <message>
        <source>the pagat</source>
        <translation>le pagat</translation>
    </message>
    <message>
        <source>tarock {number}</source>
        <translation>tarock {number}</translation>
    </message>
    <message>
        <source>the world</source>
        <translation>le monde</translation>
    </message>
    <message>
        <source>the fool</source>
        <translation>le fou</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>piques</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœurs</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreaux</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfles</translation>
    </message>
    <message>
        <source>spade</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>club</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>cavalier</source>
        <translation>cavalier</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>valets</translation>
    </message>
    <message>
        <source>cavaliers</source>
        <translation>cavaliers</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>dames</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>rois</translation>
    </message>
    <message>
        <source>of swords</source>
        <translation>d&apos;épée</translation>
    </message>
    <message>
        <source>the knight</source>
        <translation>le cavalier</translation>
    </message>
    <message>
        <source>of cups</source>
        <translation>de coupe</translation>
    </message>
    <message>
        <source>of coins</source>
        <translation>de denier</translation>
    </message>
    <message>
        <source>of batons</source>
        <translation>de bâton</translation>
    </message>
    <message>
        <source>swords</source>
        <translation>épées</translation>
    </message>
    <message>
        <source>cups</source>
        <translation>coupes</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>deniers</translation>
    </message>
    <message>
        <source>batons</source>
        <translation>bâtons</translation>
    </message>
    <message>
        <source>sword</source>
        <translation>épée</translation>
    </message>
    <message>
        <source>cup</source>
        <translation>coupe</translation>
    </message>
    <message>
        <source>coin</source>
        <translation>denier</translation>
    </message>
    <message>
        <source>baton</source>
        <translation>bâton</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>cavalier</translation>
    </message>
    <message>
        <source>knights</source>
        <translation>cavaliers</translation>
    </message>
    <message>
        <source>the page</source>
        <translation>le valet</translation>
    </message>
    <message>
        <source>of pentacles</source>
        <translation>de pentacle</translation>
    </message>
    <message>
        <source>of wands</source>
        <translation>de bâton</translation>
    </message>
    <message>
        <source>The Magician</source>
        <translation>le Bateleur</translation>
    </message>
    <message>
        <source>The High Priestess</source>
        <translation>la Papesse</translation>
    </message>
    <message>
        <source>The Empress</source>
        <translation>l&apos;Impératrice</translation>
    </message>
    <message>
        <source>The Emperor</source>
        <translation>l&apos;Empereur</translation>
    </message>
    <message>
        <source>The Hierophant</source>
        <translation>le Pape</translation>
    </message>
    <message>
        <source>The Lovers</source>
        <translation>l&apos;Amoureux</translation>
    </message>
    <message>
        <source>The Chariot</source>
        <translation>le Chariot</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>la Force</translation>
    </message>
    <message>
        <source>The Hermit</source>
        <translation>l&apos;Ermite</translation>
    </message>
    <message>
        <source>Wheel of Fortune</source>
        <translation>la Roue de Fortune</translation>
    </message>
    <message>
        <source>Justice</source>
        <translation>la Justice</translation>
    </message>
    <message>
        <source>The Hanged Man</source>
        <translation>le Pendu</translation>
    </message>
    <message>
        <source>Death</source>
        <translation>la Mort</translation>
    </message>
    <message>
        <source>Temperance</source>
        <translation>Tempérance</translation>
    </message>
    <message>
        <source>The Devil</source>
        <translation>le Diable</translation>
    </message>
    <message>
        <source>The Tower</source>
        <translation>la Maison Dieu</translation>
    </message>
    <message>
        <source>The Star</source>
        <translation>l&apos;Étoile</translation>
    </message>
    <message>
        <source>The Moon</source>
        <translation>la Lune</translation>
    </message>
    <message>
        <source>The Sun</source>
        <translation>le Soleil</translation>
    </message>
    <message>
        <source>Judgement</source>
        <translation>le Jugement</translation>
    </message>
    <message>
        <source>The World</source>
        <translation>le Monde</translation>
    </message>
    <message>
        <source>The Fool</source>
        <translation>le Mat</translation>
    </message>
    <message>
        <source>pentacles</source>
        <translation>deniers</translation>
    </message>
    <message>
        <source>wands</source>
        <translation>bâtons</translation>
    </message>
    <message>
        <source>pentacle</source>
        <translation>denier</translation>
    </message>
    <message>
        <source>wand</source>
        <translation>bâton</translation>
    </message>
    <message>
        <source>page</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>pages</source>
        <translation>valets</translation>
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
        <translation>m</translation>
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
        <translation>m</translation>
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
        <translation>Tout le monde a passé&#xa0;: personne ne joue</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <source>{contract} by {declarer:acc}: basic value {value}, everything ×{multiplier}</source>
        <translation>{contract} par {declarer:acc}&#xa0;: valeur de base {value}, le tout ×{multiplier}</translation>
    </message>
    <message>
        <source>{contract} by {declarer:acc}: basic value {value}</source>
        <translation>{contract} par {declarer:acc}&#xa0;: valeur de base {value}</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Points des cartes</translation>
    </message>
    <message>
        <source>{declarer} {mine}, the defenders {theirs} (35 and two cards wins)</source>
        <translation>{declarer} {mine}, la défense {theirs} (35 et deux cartes gagnent)</translation>
    </message>
    <message>
        <source>{points} to {to:acc}</source>
        <translation>{points} pour {to:acc}</translation>
    </message>
    <message>
        <source>Written down</source>
        <translation>Inscrit</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Nothing more</source>
        <translation>Rien de plus</translation>
    </message>
    <message>
        <source>Take {cards}</source>
        <translation>Prendre {cards}</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>none: {declarer:nom} called {card}, {declarer|you:your|his} own card, and played alone</source>
        <translation>aucun&#xa0;: {declarer:nom} {declarer|you:avez|a} appelé {card}, {declarer|you:votre|sa} propre carte, et {declarer|you:avez|a} joué seul</translation>
    </message>
    <message>
        <source>{amount} to {side:acc}</source>
        <translation>{amount} pour {side:acc}</translation>
    </message>
    <message>
        <source>{title} by {declarer:acc}</source>
        <translation>{title} par {declarer:acc}</translation>
    </message>
    <message>
        <source>{partner}, who held {card}</source>
        <translation>{partner}, qui {partner|you:aviez|avait} {card}</translation>
    </message>
    <message>
        <source>none: {card} lay in the talon</source>
        <translation>aucun&#xa0;: {card} était dans le talon</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Je garde</translation>
    </message>
    <message>
        <source>No announcement</source>
        <translation>Pas d&apos;annonce</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <source>{declarer} took {n} of the {played} played</source>
        <translation>{declarer} {declarer|you:avez|a} fait {n} des {played} plis joués</translation>
    </message>
    <message>
        <source>{declarer} took 1 of the {played} played</source>
        <translation>{declarer} {declarer|you:avez|a} fait 1 des {played} plis joués</translation>
    </message>
    <message>
        <source>{team} {mine}, {others:nom} {theirs} ({needed} wins)</source>
        <translation>{team} {mine}, {others:nom} {theirs} ({needed} gagne)</translation>
    </message>
    <message>
        <source>How a deal is scored: every player receives from each other player the difference between their points, or the player with the most points wins one from each other player.</source>
        <translation>Comment une donne se marque&#xa0;: chaque joueur reçoit de chaque autre la différence de leurs points, ou le joueur qui a le plus de points gagne un de chaque autre.</translation>
    </message>
    <message>
        <source>Score of a deal</source>
        <translation>Marque d&apos;une donne</translation>
    </message>
    <message>
        <source>The differences of the points</source>
        <translation>Les différences de points</translation>
    </message>
    <message>
        <source>One to the winner of the hand</source>
        <translation>Un au gagnant de la donne</translation>
    </message>
    <message>
        <source>Order of the pips in hearts and diamonds: 10 high to ace low like the black suits, or reversed, ace high.</source>
        <translation>Ordre des basses cartes à cœur et à carreau&#xa0;: du 10 (haut) à l&apos;as (bas) comme les couleurs noires, ou inversé, l&apos;as en haut.</translation>
    </message>
    <message>
        <source>Red pips</source>
        <translation>Basses cartes rouges</translation>
    </message>
    <message>
        <source>10 high, like the black suits</source>
        <translation>Le 10 en haut, comme les noires</translation>
    </message>
    <message>
        <source>Ace high (reversed)</source>
        <translation>L&apos;as en haut (inversé)</translation>
    </message>
    <message>
        <source>{counted}: {value}</source>
        <translation>{counted}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>no cards: {points}</source>
        <translation>aucune carte&#xa0;: {points}</translation>
    </message>
    <message>
        <source>{counted}: {value}, less {off} and {left_off}: {points}</source>
        <translation>{counted}&#xa0;: {value}, moins {off} et {left_off}&#xa0;: {points}</translation>
    </message>
    <message>
        <source>{counted}: {value}, less {off}: {points}</source>
        <translation>{counted}&#xa0;: {value}, moins {off}&#xa0;: {points}</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Marques</translation>
    </message>
    <message>
        <source>the differences of the points</source>
        <translation>les différences de points</translation>
    </message>
    <message>
        <source>Winner of the hand: {seat:nom}, with {points} points</source>
        <translation>Gagnant de la donne&#xa0;: {seat:nom}, avec {points} points</translation>
    </message>
    <message>
        <source>The hand is shared by {seats:acc}, with {points} points each</source>
        <translation>La donne est partagée entre {seats:acc}, avec {points} points chacun</translation>
    </message>
    <message>
        <source>{n} card over</source>
        <translation>{n} carte en plus</translation>
    </message>
    <message>
        <source>{n} cards over</source>
        <translation>{n} cartes en plus</translation>
    </message>
    <message>
        <source>{batches} and {left}</source>
        <translation>{batches} et {left}</translation>
    </message>
    <message>
        <source>points less {par}</source>
        <translation>points moins {par}</translation>
    </message>
    <message>
        <source>one to the winner of the hand</source>
        <translation>un au gagnant de la donne</translation>
    </message>
    <message>
        <source>{seat}</source>
        <translation>{seat}</translation>
    </message>
    <message>
        <source>laid away by {seat:acc}</source>
        <translation>écarté par {seat:acc}</translation>
    </message>
    <message>
        <source>to {seat:acc}, the winner of the hand</source>
        <translation>à {seat:acc}, gagnant de la donne</translation>
    </message>
    <message>
        <source>taken by {seat:acc}, who laid away {n}</source>
        <translation>pris par {seat:acc}, qui {seat|you:avez|a} écarté {n}</translation>
    </message>
    <message>
        <source>to {seat:acc}, for the last trick</source>
        <translation>à {seat:acc}, pour le dernier pli</translation>
    </message>
    <message>
        <source>Preference</source>
        <translation>Préférence</translation>
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
        <translation>Prendre (gagner la majorité pour 2, ou payer 3) ou passer</translation>
    </message>
    <message>
        <source>Play a card from your hand or a face-up straw card</source>
        <translation>Jouez une carte de votre main ou une carte visible d&apos;un mort</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc}</source>
        <translation>{amount} pour {winner:acc}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>{declarer} surrendered the {contract}: the called card lay in the talon</source>
        <translation>{declarer} {declarer|you:avez|a} abandonné {declarer|you:votre|{contract|f:sa|son}} {contract}&#xa0;: la carte appelée était dans le talon</translation>
    </message>
    <message>
        <source>{team} {mine}, {others:nom} {theirs} ({needed} needed)</source>
        <translation>{team} {mine}, {others:nom} {theirs} ({needed} nécessaires)</translation>
    </message>
    <message>
        <source>{points} card points</source>
        <translation>{points} points de cartes</translation>
    </message>
    <message>
        <source>{a} {pa}, {b:nom} {pb} ({needed} needed)</source>
        <translation>{a} {pa}, {b:nom} {pb} ({needed} nécessaires)</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>{declarer} {declarer|you:pay|pays} the contract to every other player</source>
        <translation>{declarer} {declarer|you:payez|paie} le contrat à chaque autre joueur</translation>
    </message>
    <message>
        <source>none: {declarer:nom} played alone</source>
        <translation>aucun&#xa0;: {declarer:nom} {declarer|you:avez|a} joué seul</translation>
    </message>
    <message>
        <source>No card points</source>
        <translation>Aucun point de cartes</translation>
    </message>
    <message>
        <source>{clean}: paid 2 instead of 1</source>
        <translation>{clean}&#xa0;: {clean|many:payés|payé} 2 au lieu de 1</translation>
    </message>
    <message>
        <source>More than half</source>
        <translation>Plus de la moitié</translation>
    </message>
    <message>
        <source>the most card points exceed half of {in_play}: payments doubled</source>
        <translation>le plus de points dépasse la moitié de {in_play}&#xa0;: paiements doublés</translation>
    </message>
    <message>
        <source>A tie: {points} card points each</source>
        <translation>Égalité&#xa0;: {points} points de cartes chacun</translation>
    </message>
    <message>
        <source>{seat} won the majority: {points} of {total} card points</source>
        <translation>{seat} {seat|you:avez|a} gagné la majorité&#xa0;: {points} sur {total} points de cartes</translation>
    </message>
    <message>
        <source>{amount} to {seat:acc}</source>
        <translation>{amount} pour {seat:acc}</translation>
    </message>
    <message>
        <source>Take the treasure and go on</source>
        <translation>Prendre le trésor et continuer</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>How many potions and spells the magician may keep for later turns.</source>
        <translation>Combien de potions et de sorts le magicien peut garder pour plus tard.</translation>
    </message>
    <message>
        <source>Satchel</source>
        <translation>Besace</translation>
    </message>
    <message>
        <source>What a magician knocked out keeps of the treasure.</source>
        <translation>Ce qu&apos;un magicien assommé garde du trésor.</translation>
    </message>
    <message>
        <source>Knocked out</source>
        <translation>Assommé</translation>
    </message>
    <message>
        <source>drops the treasure (scores 0)</source>
        <translation>perd le trésor (marque 0)</translation>
    </message>
    <message>
        <source>keeps the treasure</source>
        <translation>garde le trésor</translation>
    </message>
    <message>
        <source>Score {score}</source>
        <translation>Score {score}</translation>
    </message>
    <message>
        <source>Treasure found</source>
        <translation>Trésor trouvé</translation>
    </message>
    <message>
        <source>{diamonds} worth {worth}</source>
        <translation>{diamonds} d&apos;une valeur de {worth}</translation>
    </message>
    <message>
        <source>Damage taken</source>
        <translation>Blessures reçues</translation>
    </message>
    <message>
        <source>{damage} of 22</source>
        <translation>{damage} sur 22</translation>
    </message>
    <message>
        <source>Quartets turned up</source>
        <translation>Quatuors retournés</translation>
    </message>
    <message>
        <source>{turns} of 14</source>
        <translation>{turns} sur 14</translation>
    </message>
    <message>
        <source>Beat {monster} with {spells}</source>
        <translation>Battre {monster} avec {spells}</translation>
    </message>
    <message>
        <source>Drink {potion} (heal {n})</source>
        <translation>Boire {potion} (soigne {n})</translation>
    </message>
    <message>
        <source>Keep {card} in the satchel</source>
        <translation>Garder {card} dans la besace</translation>
    </message>
    <message>
        <source>Throw away {card}</source>
        <translation>Jeter {card}</translation>
    </message>
    <message>
        <source>Teleport out</source>
        <translation>Se téléporter dehors</translation>
    </message>
    <message>
        <source>Go on (take {n} damage)</source>
        <translation>Continuer (subir {n} blessures)</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>The journey is complete: treasure worth {score}</source>
        <translation>Le voyage est accompli&#xa0;: trésor d&apos;une valeur de {score}</translation>
    </message>
    <message>
        <source>Teleported out with treasure worth {score}</source>
        <translation>Téléporté dehors avec un trésor de {score}</translation>
    </message>
    <message>
        <source>{n} diamond</source>
        <translation>{n} carreau</translation>
    </message>
    <message>
        <source>{n} diamonds</source>
        <translation>{n} carreaux</translation>
    </message>
    <message>
        <source>Knocked out: the treasure is lost</source>
        <translation>Assommé&#xa0;: le trésor est perdu</translation>
    </message>
    <message>
        <source>Knocked out, with treasure worth {score}</source>
        <translation>Assommé, avec un trésor de {score}</translation>
    </message>
    <message>
        <source>The excuse played at the last trick: changes side (FFT, rules 001) or goes to the trick&apos;s winner (Jeux de tarot). Either way, a side that won every other trick wins it.</source>
        <translation>L&apos;excuse jouée au dernier pli&#xa0;: change de camp (FFT, règlement 001) ou va au gagnant du pli (Jeux de tarot). Dans les deux cas, un camp qui a fait tous les autres plis la gagne.</translation>
    </message>
    <message>
        <source>The excuse at the last trick</source>
        <translation>L&apos;excuse au dernier pli</translation>
    </message>
    <message>
        <source>Changes side (FFT)</source>
        <translation>Change de camp (FFT)</translation>
    </message>
    <message>
        <source>Goes to the trick&apos;s winner (Jeux de tarot)</source>
        <translation>Va au gagnant du pli (Jeux de tarot)</translation>
    </message>
    <message>
        <source>Who leads the first trick: the player to the dealer&apos;s right (FFT) or the taker (Jeux de tarot). A slam announcer always leads.</source>
        <translation>Qui entame le premier pli&#xa0;: le joueur à droite du donneur (FFT) ou le preneur (Jeux de tarot). Un joueur qui annonce le chelem entame toujours.</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Première entame</translation>
    </message>
    <message>
        <source>The dealer&apos;s right (FFT)</source>
        <translation>À droite du donneur (FFT)</translation>
    </message>
    <message>
        <source>The taker (Jeux de tarot)</source>
        <translation>Le preneur (Jeux de tarot)</translation>
    </message>
    <message>
        <source>Order of the red pips: 10 high to ace low like the black ones (FFT), or reversed, ace high (Jeux de tarot).</source>
        <translation>Ordre des basses cartes rouges&#xa0;: du 10 (haut) à l&apos;as (bas) comme les noires (FFT), ou inversé, l&apos;as en haut (Jeux de tarot).</translation>
    </message>
    <message>
        <source>10 high, ace low (FFT)</source>
        <translation>10 en haut, as en bas (FFT)</translation>
    </message>
    <message>
        <source>Ace high, 10 low (Jeux de tarot)</source>
        <translation>As en haut, 10 en bas (Jeux de tarot)</translation>
    </message>
    <message>
        <source>Poignée thresholds at five players: 8/10/13 (FFT) or 5/8/10 (Jeux de tarot).</source>
        <translation>Seuils des poignées à cinq joueurs&#xa0;: 8/10/13 (FFT) ou 5/8/10 (Jeux de tarot).</translation>
    </message>
    <message>
        <source>Poignées at five players</source>
        <translation>Poignées à cinq joueurs</translation>
    </message>
    <message>
        <source>8, 10 and 13 trumps (FFT)</source>
        <translation>8, 10 et 13 atouts (FFT)</translation>
    </message>
    <message>
        <source>5, 8 and 10 trumps (Jeux de tarot)</source>
        <translation>5, 8 et 10 atouts (Jeux de tarot)</translation>
    </message>
    <message>
        <source>{contract} by {taker:acc}, score ×{multiplier}</source>
        <translation>{contract} par {taker:acc}, marque ×{multiplier}</translation>
    </message>
    <message>
        <source>taker&apos;s side {mine}, defence {theirs}</source>
        <translation>camp du preneur {mine}, défense {theirs}</translation>
    </message>
    <message>
        <source>Oudlers</source>
        <translation>Bouts</translation>
    </message>
    <message>
        <source>{n} taken: {target} points needed</source>
        <translation>{n} pris&#xa0;: il faut {target} points</translation>
    </message>
    <message>
        <source>1 taken: {target} points needed</source>
        <translation>1 pris&#xa0;: il faut {target} points</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Marque</translation>
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
        <translation>Chelem</translation>
    </message>
    <message>
        <source>{taker} called {card} and played alone</source>
        <translation>{taker} {taker|you:avez|a} appelé {card} et {taker|you:avez|a} joué seul</translation>
    </message>
    <message>
        <source>Take the first half: {cards}</source>
        <translation>Prendre la première moitié&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Take the second half: {cards}</source>
        <translation>Prendre la seconde moitié&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Bid a game or pass</source>
        <translation>Annoncez un jeu ou passez</translation>
    </message>
    <message>
        <source>Your call stands: play it, or choose another game</source>
        <translation>Votre annonce tient&#xa0;: jouez-la, ou choisissez un autre jeu</translation>
    </message>
    <message>
        <source>Call a king</source>
        <translation>Appelez un roi</translation>
    </message>
    <message>
        <source>The called king is in the talon: concede, or play alone</source>
        <translation>Le roi appelé est dans le talon&#xa0;: abandonnez, ou jouez seul</translation>
    </message>
    <message>
        <source>Take one half of the talon</source>
        <translation>Prenez une moitié du talon</translation>
    </message>
    <message>
        <source>Announce premiums, double, or say none</source>
        <translation>Annoncez des primes, contrez, ou rien</translation>
    </message>
    <message>
        <source>Trischaken is played: eldest hand must open, and may turn his accepted call into Trischaken (off: eldest hand may pass; if all pass the cards are thrown in).</source>
        <translation>On joue le Trischaken&#xa0;: la main doit ouvrir et peut changer son appel accepté en Trischaken (désactivé&#xa0;: la main peut passer&#xa0;; si tous passent, on redonne).</translation>
    </message>
    <message>
        <source>Trischaken</source>
        <translation>Trischaken</translation>
    </message>
    <message>
        <source>The Sechserdreier (all six talon cards, wins 3, loses 6) may be chosen by eldest hand when his call is accepted.</source>
        <translation>La main peut choisir le Sechserdreier (les six cartes du talon, gagne 3, perd 6) quand son appel est accepté.</translation>
    </message>
    <message>
        <source>Sechserdreier</source>
        <translation>Sechserdreier</translation>
    </message>
    <message>
        <source>Piccolo and Bettel, and their ouvert forms, may be bid.</source>
        <translation>On peut annoncer Piccolo et Bettel, et leurs formes ouvertes.</translation>
    </message>
    <message>
        <source>Piccolo and Bettel</source>
        <translation>Piccolo et Bettel</translation>
    </message>
    <message>
        <source>Who must bid a Dreier at his first turn or not at all: eldest hand (the book: &quot;non-dealer must announce a Dreier immediately&quot;), every player, or nobody.</source>
        <translation>Qui doit annoncer un Dreier à son premier tour ou jamais&#xa0;: la main (le livre&#xa0;: «&#xa0;le non-donneur doit annoncer un Dreier immédiatement&#xa0;»), chaque joueur, ou personne.</translation>
    </message>
    <message>
        <source>A Dreier is bid at once</source>
        <translation>Un Dreier s&apos;annonce d&apos;emblée</translation>
    </message>
    <message>
        <source>By eldest hand</source>
        <translation>Par la main</translation>
    </message>
    <message>
        <source>By every player</source>
        <translation>Par chaque joueur</translation>
    </message>
    <message>
        <source>No: at any turn</source>
        <translation>Non&#xa0;: à n&apos;importe quel tour</translation>
    </message>
    <message>
        <source>How far doubling goes: superdouble (×8), redouble (×4) or double (×2).</source>
        <translation>Jusqu&apos;où vont les contres&#xa0;: surcontre (×8), recontre (×4) ou contre (×2).</translation>
    </message>
    <message>
        <source>Doubling</source>
        <translation>Contres</translation>
    </message>
    <message>
        <source>A called king found in the talon doubles the game of a declarer who plays on alone (the book); off: he plays alone at the simple value.</source>
        <translation>Un roi appelé trouvé dans le talon double le jeu du déclarant qui continue seul (le livre)&#xa0;; désactivé&#xa0;: il joue seul à la valeur simple.</translation>
    </message>
    <message>
        <source>A called king in the talon doubles the game</source>
        <translation>Un roi appelé dans le talon double le jeu</translation>
    </message>
    <message>
        <source>Book units the Trischaken winner receives from the loser: 4 (the rule&apos;s text) or 2 (the value table).</source>
        <translation>Unités que le gagnant du Trischaken reçoit du perdant&#xa0;: 4 (le texte de la règle) ou 2 (le tableau des valeurs).</translation>
    </message>
    <message>
        <source>Trischaken stake</source>
        <translation>Mise du Trischaken</translation>
    </message>
    <message>
        <source>4 units (the rule&apos;s text)</source>
        <translation>4 unités (le texte de la règle)</translation>
    </message>
    <message>
        <source>2 units (the value table)</source>
        <translation>2 unités (le tableau des valeurs)</translation>
    </message>
    <message>
        <source>After a Trischaken: each player gets a match, which doubles his next game as declarer and is given back when he wins it (the book&apos;s recommended rule); or the next four deals are played at double stakes; or nothing.</source>
        <translation>Après un Trischaken&#xa0;: chaque joueur reçoit une allumette, qui double son prochain jeu comme déclarant et se rend quand il le gagne (la règle conseillée du livre)&#xa0;; ou les quatre donnes suivantes se jouent à mise double&#xa0;; ou rien.</translation>
    </message>
    <message>
        <source>After a Trischaken</source>
        <translation>Après un Trischaken</translation>
    </message>
    <message>
        <source>Each player gets a match</source>
        <translation>Chaque joueur reçoit une allumette</translation>
    </message>
    <message>
        <source>Four deals at double stakes</source>
        <translation>Quatre donnes à mise double</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Rien</translation>
    </message>
    <message>
        <source>Concede the game</source>
        <translation>Abandonner le jeu</translation>
    </message>
    <message>
        <source>Play alone (doubled)</source>
        <translation>Jouer seul (doublé)</translation>
    </message>
    <message>
        <source>Play alone</source>
        <translation>Jouer seul</translation>
    </message>
    <message>
        <source>Play the call</source>
        <translation>Jouer l&apos;appel</translation>
    </message>
    <message>
        <source>Plays alone</source>
        <translation>Joue seul</translation>
    </message>
    <message>
        <source>Trischaken: {winners:nom} took no trick</source>
        <translation>Trischaken&#xa0;: {winners:nom} {winners|you:n&apos;avez|many:n&apos;ont|n&apos;a} fait aucun pli</translation>
    </message>
    <message>
        <source>Trischaken: {winners:nom} took the fewest points</source>
        <translation>Trischaken&#xa0;: {winners:nom} {winners|you:avez|many:ont|a} fait le moins de points</translation>
    </message>
    <message>
        <source>{points} card points, 1 trick</source>
        <translation>{points} points de cartes, 1 pli</translation>
    </message>
    <message>
        <source>{points} card points, {tricks} tricks</source>
        <translation>{points} points de cartes, {tricks} plis</translation>
    </message>
    <message>
        <source>Paying</source>
        <translation>Paie</translation>
    </message>
    <message>
        <source>{losers}</source>
        <translation>{losers}</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Mise</translation>
    </message>
    <message>
        <source>doubled (×{factor}) after a Trischaken</source>
        <translation>doublée (×{factor}) après un Trischaken</translation>
    </message>
    <message>
        <source>Rows of the pyramid: row r holds r stacks of r cards (5 rows: 55 cards, 23 to draw).</source>
        <translation>Rangées de la pyramide&#xa0;: la rangée r a r piles de r cartes (5 rangées&#xa0;: 55 cartes, 23 à piocher).</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Rangées</translation>
    </message>
    <message>
        <source>Which suit card a trump captures: any free one, or only one on a stack next to the trump&apos;s (the text&apos;s &quot;adjacent&quot;; a turned card pairs with any free card).</source>
        <translation>Quelle carte de couleur un atout prend&#xa0;: n&apos;importe quelle carte libre, ou seulement une sur une pile voisine de celle de l&apos;atout (le «&#xa0;adjacent&#xa0;» du texte&#xa0;; une carte retournée s&apos;apparie avec toute carte libre).</translation>
    </message>
    <message>
        <source>A trump pairs with</source>
        <translation>Un atout s&apos;apparie avec</translation>
    </message>
    <message>
        <source>Any free suit card</source>
        <translation>N&apos;importe quelle carte de couleur libre</translation>
    </message>
    <message>
        <source>A suit card on an adjacent stack</source>
        <translation>Une carte de couleur sur une pile voisine</translation>
    </message>
    <message>
        <source>Capture a pair</source>
        <translation>Prendre une paire</translation>
    </message>
    <message>
        <source>Capture {cards}</source>
        <translation>Prendre {cards}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie finie</translation>
    </message>
    <message>
        <source>Capture the turned card, {card}</source>
        <translation>Prendre la carte retournée, {card}</translation>
    </message>
    <message>
        <source>No capture: draw</source>
        <translation>Aucune prise&#xa0;: piochez</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Capture {card} alone</source>
        <translation>Prendre {card} seul</translation>
    </message>
    <message>
        <source>Deal {deal}: the pyramid cleared, score {score}</source>
        <translation>Donne {deal}&#xa0;: pyramide vidée, score {score}</translation>
    </message>
    <message>
        <source>Cards captured</source>
        <translation>Cartes prises</translation>
    </message>
    <message>
        <source>{n}, worth {points}</source>
        <translation>{n}, valant {points}</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Restantes</translation>
    </message>
    <message>
        <source>{pyramid} in the pyramid, {deck} in the deck</source>
        <translation>{pyramid} dans la pyramide, {deck} dans la pioche</translation>
    </message>
    <message>
        <source>Deal {deal}: the top card captured, score {score}</source>
        <translation>Donne {deal}&#xa0;: carte du sommet prise, score {score}</translation>
    </message>
    <message>
        <source>Deal {deal}: no move left, score {score}</source>
        <translation>Donne {deal}&#xa0;: plus aucun coup, score {score}</translation>
    </message>
    <message>
        <source>Top card bonus</source>
        <translation>Prime du sommet</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} points</translation>
    </message>
    <message>
        <source>Cleared pyramid bonus</source>
        <translation>Prime de la pyramide vidée</translation>
    </message>
    <message>
        <source>Play with the Uhu: Tarock II winning the trick before the last (announced 40 before the buy, 20 after, 10 silent). Almost always agreed.</source>
        <translation>Jouer avec l&apos;Uhu&#xa0;: le Tarock II gagne l&apos;avant-dernier pli (annoncé 40 avant l&apos;achat, 20 après, 10 non annoncé). Presque toujours convenu.</translation>
    </message>
    <message>
        <source>Uhu</source>
        <translation>Uhu</translation>
    </message>
    <message>
        <source>Who scores 4 for holding the Trull: any player who holds it (the book&apos;s words), or only the declarer. Four Kings count for the declarer only either way.</source>
        <translation>Qui marque 4 pour le Trull en main&#xa0;: tout joueur qui le tient (les mots du livre), ou seulement le déclarant. Les quatre rois ne comptent que pour le déclarant.</translation>
    </message>
    <message>
        <source>Trull premium</source>
        <translation>Prime du Trull</translation>
    </message>
    <message>
        <source>Any player who holds it</source>
        <translation>Tout joueur qui le tient</translation>
    </message>
    <message>
        <source>The declarer only</source>
        <translation>Le déclarant seul</translation>
    </message>
    <message>
        <source>Take up (promise 35 and two cards) or pass</source>
        <translation>Prendre (promettre 35 et deux cartes) ou passer</translation>
    </message>
    <message>
        <source>When both players pass: throw the cards in (the usual rule), or play the deal out for one unit to the player with more card points (35 each is a draw).</source>
        <translation>Quand les deux joueurs passent&#xa0;: on redonne (la règle habituelle), ou on joue la donne pour une unité au joueur qui a le plus de points (35 chacun est un nul).</translation>
    </message>
    <message>
        <source>Play out when both pass</source>
        <translation>Jouer quand les deux passent</translation>
    </message>
    <message>
        <source>Both passed: the cards are thrown in</source>
        <translation>Les deux ont passé&#xa0;: on redonne</translation>
    </message>
    <message>
        <source>{taker} took up and won with {points}</source>
        <translation>{taker} {taker|you:avez|a} pris et gagné avec {points}</translation>
    </message>
    <message>
        <source>{taker} took up and lost with {points}</source>
        <translation>{taker} {taker|you:avez|a} pris et perdu avec {points}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>{units} units to {taker:acc}</source>
        <translation>{units} unités pour {taker:acc}</translation>
    </message>
    <message>
        <source>{units} units from {taker:acc}</source>
        <translation>{units} unités de {taker:acc}</translation>
    </message>
    <message>
        <source>{a} {pa}, {b:nom} {pb} (35 and two cards wins)</source>
        <translation>{a} {pa}, {b:nom} {pb} (35 et deux cartes gagnent)</translation>
    </message>
    <message>
        <source>Played out without a taker: a draw at {points} each</source>
        <translation>Jouée sans preneur&#xa0;: nul à {points} chacun</translation>
    </message>
    <message>
        <source>nothing: a draw</source>
        <translation>rien&#xa0;: match nul</translation>
    </message>
    <message>
        <source>Played out without a taker: {seat:nom} {seat|you:have|has} more card points</source>
        <translation>Jouée sans preneur&#xa0;: {seat:nom} {seat|you:avez|a} plus de points</translation>
    </message>
    <message>
        <source>{units} unit to {seat:acc}</source>
        <translation>{units} unité pour {seat:acc}</translation>
    </message>
    <message>
        <source>What the dealer may lay away: never a king, the 1 or the 21, and the excuse only without another trump (Jeux de tarot); or, as in Piedmont, never the excuse either, and the 1 only when it is his only trump.</source>
        <translation>Ce que le donneur peut écarter&#xa0;: jamais un roi, le 1 ou le 21, et l&apos;excuse seulement sans autre atout (Jeux de tarot)&#xa0;; ou, comme au Piémont, jamais l&apos;excuse non plus, et le 1 seulement si c&apos;est son seul atout.</translation>
    </message>
    <message>
        <source>Laying away</source>
        <translation>L&apos;écart</translation>
    </message>
    <message>
        <source>As the text says</source>
        <translation>Comme le dit le texte</translation>
    </message>
    <message>
        <source>As in Piedmont</source>
        <translation>Comme au Piémont</translation>
    </message>
    <message>
        <source>Bid a contract or pass</source>
        <translation>Annoncez un contrat ou passez</translation>
    </message>
    <message>
        <source>Everyone else passed: raise your bid if you like</source>
        <translation>Tous les autres ont passé&#xa0;: montez votre enchère si vous voulez</translation>
    </message>
    <message>
        <source>Nobody bid over your preference: play it, or play a misère</source>
        <translation>Personne n&apos;a enchéri sur votre préférence&#xa0;: jouez-la, ou jouez une misère</translation>
    </message>
    <message>
        <source>Call a king, or play alone</source>
        <translation>Appelez un roi, ou jouez seul</translation>
    </message>
    <message>
        <source>Call a tarock, or play alone</source>
        <translation>Appelez un tarock, ou jouez seul</translation>
    </message>
    <message>
        <source>The called card is in the talon: surrender, or play on alone</source>
        <translation>La carte appelée est dans le talon&#xa0;: abandonnez, ou continuez seul</translation>
    </message>
    <message>
        <source>Announce bonuses, or pass</source>
        <translation>Annoncez des primes, ou passez</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Jouez une carte</translation>
    </message>
    <message>
        <source>Contra, or pass</source>
        <translation>Contrez, ou passez</translation>
    </message>
    <message>
        <source>Winning the last trick with the pagat is worth 1 victory point to its side; losing it there pays 1.</source>
        <translation>Gagner le dernier pli avec le pagat vaut 1 point de victoire à son camp&#xa0;; l&apos;y perdre coûte 1.</translation>
    </message>
    <message>
        <source>Pagat ultimo (5.1)</source>
        <translation>Pagat ultimo (5.1)</translation>
    </message>
    <message>
        <source>The side that wins every trick scores four times the contract instead of the contract.</source>
        <translation>Le camp qui fait tous les plis marque quatre fois le contrat au lieu du contrat.</translation>
    </message>
    <message>
        <source>Valat (5.2)</source>
        <translation>Valat (5.2)</translation>
    </message>
    <message>
        <source>A round of announcements before the first trick: an announced bonus scores double, the pagat is laid out, an announced valat replaces the contract.</source>
        <translation>Un tour d&apos;annonces avant le premier pli&#xa0;: une prime annoncée compte double, le pagat est posé à découvert, un valat annoncé remplace le contrat.</translation>
    </message>
    <message>
        <source>Announcements (5.3)</source>
        <translation>Annonces (5.3)</translation>
    </message>
    <message>
        <source>A misère, where the most card points pays: the forehand&apos;s unopposed preference (three and four players), or when everyone passes (five and six).</source>
        <translation>Une misère, où le plus de points paie&#xa0;: la préférence de la main sans opposition (à trois et quatre), ou quand tout le monde passe (à cinq et six).</translation>
    </message>
    <message>
        <source>Misère (5.4)</source>
        <translation>Misère (5.4)</translation>
    </message>
    <message>
        <source>The side that wins all three oudlers, or all four kings, in its tricks is paid 1 for each (2 when announced).</source>
        <translation>Le camp qui gagne les trois bouts, ou les quatre rois, dans ses plis reçoit 1 pour chacun (2 si annoncé).</translation>
    </message>
    <message>
        <source>All three and all four (6.1)</source>
        <translation>Les trois et les quatre (6.1)</translation>
    </message>
    <message>
        <source>A player holding many tarocks may declare how many: 1, 2 or 3 victory points, won or lost with his side&apos;s contract.</source>
        <translation>Un joueur qui a beaucoup de tarocks peut en déclarer le nombre&#xa0;: 1, 2 ou 3 points de victoire, gagnés ou perdus avec le contrat de son camp.</translation>
    </message>
    <message>
        <source>Handfuls (6.2)</source>
        <translation>Poignées (6.2)</translation>
    </message>
    <message>
        <source>Four players: the side that wins the last trick with the called king in it is paid 1; its holder may announce it (2), laying the king out.</source>
        <translation>À quatre&#xa0;: le camp qui gagne le dernier pli avec le roi appelé dedans reçoit 1&#xa0;; son détenteur peut l&apos;annoncer (2) en posant le roi à découvert.</translation>
    </message>
    <message>
        <source>King ultimo (6.3)</source>
        <translation>Roi ultimo (6.3)</translation>
    </message>
    <message>
        <source>Bidding goes round until all but one have passed; a player senior to the bidder may match the bid; the last bidder may then raise it.</source>
        <translation>Les enchères tournent jusqu&apos;à ce que tous sauf un aient passé&#xa0;; un joueur prioritaire sur l&apos;enchérisseur peut égaler l&apos;enchère&#xa0;; le dernier enchérisseur peut ensuite la monter.</translation>
    </message>
    <message>
        <source>Multiple-round auction (7.1)</source>
        <translation>Enchères en plusieurs tours (7.1)</translation>
    </message>
    <message>
        <source>During the announcements the other side may contra the contract or a bonus (×2), the side it belongs to re-contra (×4), the other side supra-contra (×8).</source>
        <translation>Pendant les annonces l&apos;autre camp peut contrer le contrat ou une prime (×2), le camp à qui il appartient surcontrer (×4), l&apos;autre camp contrer encore (×8).</translation>
    </message>
    <message>
        <source>Contra, re-contra, supra-contra (7.2)</source>
        <translation>Contre, surcontre, supra-contre (7.2)</translation>
    </message>
    <message>
        <source>In a misère each player must beat the best card of the trick when he can and keeps the pagat back; a player without card points is paid 2.</source>
        <translation>Dans une misère chaque joueur doit battre la meilleure carte du pli s&apos;il le peut et garde le pagat pour la fin&#xa0;; un joueur sans point de cartes reçoit 2.</translation>
    </message>
    <message>
        <source>Trick compulsion in the misère (7.3)</source>
        <translation>Obligation de monter dans la misère (7.3)</translation>
    </message>
    <message>
        <source>The fool is a wild card: played to any trick, it never wins and goes back to its owner&apos;s tricks, with no card in exchange.</source>
        <translation>Le fou est une carte libre&#xa0;: joué à n&apos;importe quel pli, il ne gagne jamais et revient dans les plis de son propriétaire, sans carte en échange.</translation>
    </message>
    <message>
        <source>The fool as a wild card (8.1)</source>
        <translation>Le fou comme carte libre (8.1)</translation>
    </message>
    <message>
        <source>Two players: a tarock, the fool or a king turned up on a straw man goes into its owner&apos;s hand, shown to the opponent.</source>
        <translation>À deux&#xa0;: un tarock, le fou ou un roi retourné sur un mort va dans la main de son propriétaire, montré à l&apos;adversaire.</translation>
    </message>
    <message>
        <source>Tarocks and kings from the straw men (8.2.2)</source>
        <translation>Tarocks et rois des morts (8.2.2)</translation>
    </message>
    <message>
        <source>Two players: either player may take before the straw men are turned up; the taker wins 2 or pays 3 (a tie loses).</source>
        <translation>À deux&#xa0;: chaque joueur peut prendre avant que les morts soient retournés&#xa0;; le preneur gagne 2 ou paie 3 (l&apos;égalité perd).</translation>
    </message>
    <message>
        <source>Take or pass (8.2.3)</source>
        <translation>Prendre ou passer (8.2.3)</translation>
    </message>
    <message>
        <source>Introductory</source>
        <translation>Initiation</translation>
    </message>
    <message>
        <source>The introductory game: the contracts, the talon, the call of a partner at four and six, the straw men at two; no bonuses.</source>
        <translation>Le jeu d&apos;initiation&#xa0;: les contrats, le talon, l&apos;appel d&apos;un partenaire à quatre et six, les morts à deux&#xa0;; pas de primes.</translation>
    </message>
    <message>
        <source>Complete Basic</source>
        <translation>Complet de base</translation>
    </message>
    <message>
        <source>The introductory game with the basic optional rules: pagat ultimo, valat, the round of announcements and the misère (5.1–5.4).</source>
        <translation>Le jeu d&apos;initiation avec les règles optionnelles de base&#xa0;: pagat ultimo, valat, le tour d&apos;annonces et la misère (5.1–5.4).</translation>
    </message>
    <message>
        <source>Complete Advanced</source>
        <translation>Complet avancé</translation>
    </message>
    <message>
        <source>The complete basic game with the advanced rules: all three and all four, handfuls, king ultimo (6.1–6.3), the multiple-round auction, contras and trick compulsion (7.1–7.3).</source>
        <translation>Le jeu complet de base avec les règles avancées&#xa0;: les trois et les quatre, poignées, roi ultimo (6.1–6.3), enchères en plusieurs tours, contres et obligation de monter (7.1–7.3).</translation>
    </message>
    <message>
        <source>Call {cards}</source>
        <translation>Appeler {cards}</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Égaler</translation>
    </message>
    <message>
        <source>Units for holding the Trull (Pagat, Mond and Sküs) in one hand.</source>
        <translation>Unités pour le Trull (Pagat, Mond et Sküs) dans une même main.</translation>
    </message>
    <message>
        <source>Trull</source>
        <translation>Trull</translation>
    </message>
    <message>
        <source>Units for holding all four kings in one hand.</source>
        <translation>Unités pour les quatre rois dans une même main.</translation>
    </message>
    <message>
        <source>Four Kings</source>
        <translation>Quatre rois</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>cavalier</source>
        <translation>cavalier</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>Bid or pass</source>
        <translation>Enchérissez ou passez</translation>
    </message>
    <message>
        <source>Double (contra) the game or an announcement, or nothing more</source>
        <translation>Contrez le jeu ou une annonce, ou rien de plus</translation>
    </message>
    <message>
        <source>Redouble (recontra), or nothing more</source>
        <translation>Surcontrez, ou rien de plus</translation>
    </message>
    <message>
        <source>Take a part of the talon</source>
        <translation>Prenez une part du talon</translation>
    </message>
    <message>
        <source>Lay away cards from your hand</source>
        <translation>Écartez des cartes de votre main</translation>
    </message>
    <message>
        <source>double</source>
        <translation>contre</translation>
    </message>
    <message>
        <source>redouble</source>
        <translation>surcontre</translation>
    </message>
    <message>
        <source>superdouble</source>
        <translation>supra-contre</translation>
    </message>
    <message>
        <source>single</source>
        <translation>simple</translation>
    </message>
    <message>
        <source>triple</source>
        <translation>triple</translation>
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
        <translation>les trois bouts</translation>
    </message>
    <message>
        <source>all four kings</source>
        <translation>les quatre rois</translation>
    </message>
    <message>
        <source>king ultimo</source>
        <translation>roi ultimo</translation>
    </message>
    <message>
        <source>{seat} {seat|you:hold|holds} no tarock: the same dealer deals again</source>
        <translation>{seat} {seat|you:n&apos;avez|n&apos;a} aucun tarock&#xa0;: le même donneur redonne</translation>
    </message>
    <message>
        <source>{seat} {seat|you:hold|holds} a dry pagat: the same dealer deals again</source>
        <translation>{seat} {seat|you:avez|a} le pagat sec&#xa0;: le même donneur redonne</translation>
    </message>
    <message>
        <source>Everyone passed: the same dealer deals again</source>
        <translation>Tout le monde a passé&#xa0;: le même donneur redonne</translation>
    </message>
    <message>
        <source>{side} announced the valat and took every trick</source>
        <translation>{side}&#xa0;: valat annoncé et tous les plis faits</translation>
    </message>
    <message>
        <source>{side} announced the valat and lost it: {others:nom} took a trick</source>
        <translation>{side}&#xa0;: valat annoncé et perdu, un pli pour {others:acc}</translation>
    </message>
    <message>
        <source>Pagat ultimo</source>
        <translation>Pagat ultimo</translation>
    </message>
    <message>
        <source>Pagat caught</source>
        <translation>Pagat pris</translation>
    </message>
    <message>
        <source>Pagat announced and lost</source>
        <translation>Pagat annoncé et perdu</translation>
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
        <translation>Garde sans le chien</translation>
    </message>
    <message>
        <source>Guard against the chien</source>
        <translation>Garde contre le chien</translation>
    </message>
    <message>
        <source>{seat} showed a simple poignée: {bonus} to the side that wins the deal</source>
        <translation>{seat} {seat|you:avez|a} montré une poignée simple&#xa0;: {bonus} au camp qui gagne la donne</translation>
    </message>
    <message>
        <source>{seat} showed a double poignée: {bonus} to the side that wins the deal</source>
        <translation>{seat} {seat|you:avez|a} montré une double poignée&#xa0;: {bonus} au camp qui gagne la donne</translation>
    </message>
    <message>
        <source>{seat} showed a triple poignée: {bonus} to the side that wins the deal</source>
        <translation>{seat} {seat|you:avez|a} montré une triple poignée&#xa0;: {bonus} au camp qui gagne la donne</translation>
    </message>
    <message>
        <source>Everyone passed: the cards are thrown in</source>
        <translation>Tout le monde a passé&#xa0;: on redonne</translation>
    </message>
    <message>
        <source>{seat} held the petit alone (petit sec): the cards are thrown in</source>
        <translation>{seat} {seat|you:aviez|avait} le petit sec&#xa0;: on redonne</translation>
    </message>
    <message>
        <source>No slam</source>
        <translation>Pas de chelem</translation>
    </message>
    <message>
        <source>Announce a slam (chelem)</source>
        <translation>Annoncer le chelem</translation>
    </message>
    <message>
        <source>Show a simple poignée</source>
        <translation>Montrer une poignée simple</translation>
    </message>
    <message>
        <source>Show a double poignée</source>
        <translation>Montrer une double poignée</translation>
    </message>
    <message>
        <source>Show a triple poignée</source>
        <translation>Montrer une triple poignée</translation>
    </message>
    <message>
        <source>Announce a slam or not</source>
        <translation>Annoncez le chelem ou non</translation>
    </message>
    <message>
        <source>{taker}: {contract}, made by {margin}</source>
        <translation>{taker}&#xa0;: {contract}, {contract|m:réussi|réussie} de {margin}</translation>
    </message>
    <message>
        <source>{taker}: {contract}, failed by {margin}</source>
        <translation>{taker}&#xa0;: {contract}, {contract|m:chuté|chutée} de {margin}</translation>
    </message>
    <message>
        <source>announced and made</source>
        <translation>annoncé et réussi</translation>
    </message>
    <message>
        <source>announced and lost</source>
        <translation>annoncé et chuté</translation>
    </message>
    <message>
        <source>made, unannounced</source>
        <translation>réussi, non annoncé</translation>
    </message>
    <message>
        <source>made by the defence</source>
        <translation>réussi par la défense</translation>
    </message>
    <message>
        <source>{how}: {bonus} to the taker&apos;s side</source>
        <translation>{how}&#xa0;: {bonus} pour le camp du preneur</translation>
    </message>
    <message>
        <source>{how}: {bonus} to the defence</source>
        <translation>{how}&#xa0;: {bonus} pour la défense</translation>
    </message>
    <message>
        <source>{formula}: each defender pays {amount}</source>
        <translation>{formula}&#xa0;: chaque défenseur paie {amount}</translation>
    </message>
    <message>
        <source>{formula}: each defender receives {amount}</source>
        <translation>{formula}&#xa0;: chaque défenseur reçoit {amount}</translation>
    </message>
    <message>
        <source>won by the taker&apos;s side: 10 × {multiplier}</source>
        <translation>gagné par le camp du preneur&#xa0;: 10 × {multiplier}</translation>
    </message>
    <message>
        <source>won by the defence: 10 × {multiplier}</source>
        <translation>gagné par la défense&#xa0;: 10 × {multiplier}</translation>
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
        <translation>Roi ultimo</translation>
    </message>
    <message>
        <source>Valat</source>
        <translation>Valat</translation>
    </message>
    <message>
        <source>{seat} {seat|you:hold|holds} neither a king nor a Tarock: the cards are thrown in</source>
        <translation>{seat} {seat|you:n&apos;avez|n&apos;a} ni roi ni tarock&#xa0;: on redonne</translation>
    </message>
    <message>
        <source>Take the first or the last three cards of the talon</source>
        <translation>Prenez les trois premières ou les trois dernières cartes du talon</translation>
    </message>
    <message>
        <source>Take the first, the middle or the last two cards of the talon</source>
        <translation>Prenez les deux premières, celles du milieu ou les deux dernières cartes du talon</translation>
    </message>
    <message>
        <source>Take one card of the talon</source>
        <translation>Prenez une carte du talon</translation>
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
        <translation>Annoncer le Pagat ultimo</translation>
    </message>
    <message>
        <source>Double the game</source>
        <translation>Contrer le jeu</translation>
    </message>
    <message>
        <source>Contra the game</source>
        <translation>Contrer le jeu</translation>
    </message>
    <message>
        <source>Contra {premium}</source>
        <translation>Contrer {premium}</translation>
    </message>
    <message>
        <source>Recontra the game</source>
        <translation>Surcontrer le jeu</translation>
    </message>
    <message>
        <source>Recontra {premium}</source>
        <translation>Surcontrer {premium}</translation>
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
        <translation>{base} + {diff}, contré × {doubling}</translation>
    </message>
    <message>
        <source>({base} + {diff}) × {multiplier}, doubled × {doubling}</source>
        <translation>({base} + {diff}) × {multiplier}, contré × {doubling}</translation>
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
        <translation>{value}, contré × {doubling}</translation>
    </message>
    <message>
        <source>{value} × {multiplier}, doubled × {doubling}</source>
        <translation>{value} × {multiplier}, contré × {doubling}</translation>
    </message>
    <message>
        <source>{points} to {to:acc} ({worth})</source>
        <translation>{points} pour {to:acc} ({worth})</translation>
    </message>
    <message>
        <source>{points} to {to:acc} (silent)</source>
        <translation>{points} pour {to:acc} (non annoncé)</translation>
    </message>
    <message>
        <source>{points} to {to:acc} ({worth}, silent)</source>
        <translation>{points} pour {to:acc} ({worth}, non annoncé)</translation>
    </message>
    <message>
        <source>{points} to {to:acc} (announced before the buy)</source>
        <translation>{points} pour {to:acc} (annoncé avant l&apos;achat)</translation>
    </message>
    <message>
        <source>{points} to {to:acc} ({worth}, announced before the buy)</source>
        <translation>{points} pour {to:acc} ({worth}, annoncé avant l&apos;achat)</translation>
    </message>
    <message>
        <source>{points} to {to:acc} (announced after the buy)</source>
        <translation>{points} pour {to:acc} (annoncé après l&apos;achat)</translation>
    </message>
    <message>
        <source>{points} to {to:acc} ({worth}, announced after the buy)</source>
        <translation>{points} pour {to:acc} ({worth}, annoncé après l&apos;achat)</translation>
    </message>
    <message>
        <source>Laid away from the talon</source>
        <translation>Écarté du talon</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Trois</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Deux</translation>
    </message>
    <message>
        <source>One</source>
        <translation>Un</translation>
    </message>
    <message>
        <source>that card may not be played now</source>
        <translation>cette carte ne peut pas être jouée maintenant</translation>
    </message>
    <message>
        <source>nothing can be done now</source>
        <translation>rien ne peut être fait maintenant</translation>
    </message>
    <message>
        <source>the defenders may double (contra) only the game or an announcement that can be doubled, once</source>
        <translation>les défenseurs ne peuvent contrer que le jeu ou une annonce qui peut l&apos;être, une fois</translation>
    </message>
    <message>
        <source>the declarer may redouble (recontra) only the game or an announcement that can be doubled, once</source>
        <translation>le déclarant ne peut surcontrer que le jeu ou une annonce qui peut l&apos;être, une fois</translation>
    </message>
    <message>
        <source>it is time to bid or pass</source>
        <translation>c&apos;est le moment d&apos;enchérir ou de passer</translation>
    </message>
    <message>
        <source>the declarer may announce a premium (declare pagat …) or nothing more (declare none)</source>
        <translation>le déclarant peut annoncer une prime (declare pagat …) ou rien de plus (declare none)</translation>
    </message>
    <message>
        <source>the defenders may double (contra), or say nothing more (declare none)</source>
        <translation>les défenseurs peuvent contrer, ou ne rien dire de plus (declare none)</translation>
    </message>
    <message>
        <source>the declarer may redouble (recontra), or say nothing more (declare none)</source>
        <translation>le déclarant peut surcontrer, ou ne rien dire de plus (declare none)</translation>
    </message>
    <message>
        <source>the declarer must take a part of the talon</source>
        <translation>le déclarant doit prendre une part du talon</translation>
    </message>
    <message>
        <source>after announcing a Without you may not take a part holding such a card</source>
        <translation>après avoir annoncé un Sans, vous ne pouvez pas prendre une part qui contient une telle carte</translation>
    </message>
    <message>
        <source>the declarer must lay away cards first</source>
        <translation>le déclarant doit d&apos;abord écarter des cartes</translation>
    </message>
    <message>
        <source>that card is not in your hand</source>
        <translation>cette carte n&apos;est pas dans votre main</translation>
    </message>
    <message>
        <source>kings and the cards of the Trull may not be laid away</source>
        <translation>les rois et les cartes du Trull ne peuvent pas être écartés</translation>
    </message>
    <message>
        <source>a card announced for an ultimo may not be laid away</source>
        <translation>une carte annoncée pour un ultimo ne peut pas être écartée</translation>
    </message>
    <message>
        <source>a Tarock may be laid away only when no suit card is left to lay away</source>
        <translation>un Tarock ne peut être écarté que s&apos;il ne reste aucune carte de couleur à écarter</translation>
    </message>
    <message>
        <source>a bid must name a higher contract than the bid standing</source>
        <translation>une enchère doit nommer un contrat plus haut que l&apos;enchère en cours</translation>
    </message>
    <message>
        <source>Mondfang</source>
        <translation>Mondfang (prise du Mond)</translation>
    </message>
    <message>
        <source>Announce premiums before the buy, or nothing more</source>
        <translation>Annoncez des primes avant l&apos;achat, ou rien de plus</translation>
    </message>
    <message>
        <source>Announce premiums after the buy, or nothing more</source>
        <translation>Annoncez des primes après l&apos;achat, ou rien de plus</translation>
    </message>
    <message>
        <source>{premium} is already announced</source>
        <translation>{premium} est déjà annoncé</translation>
    </message>
    <message>
        <source>{premium} can only be announced together with {required}</source>
        <translation>{premium} ne peut être annoncé qu&apos;avec {required}</translation>
    </message>
    <message>
        <source>you can announce {premium} only holding {card}</source>
        <translation>vous ne pouvez annoncer {premium} qu&apos;en ayant {card}</translation>
    </message>
    <message>
        <source>you can announce {premium} only when you hold none of those cards</source>
        <translation>vous ne pouvez annoncer {premium} que si vous n&apos;avez aucune de ces cartes</translation>
    </message>
    <message>
        <source>there is no bid {name} in this game</source>
        <translation>il n&apos;y a pas d&apos;enchère {name} dans ce jeu</translation>
    </message>
    <message>
        <source>{declarer}: {contract}, lost without play (every talon part held a card the Without forbids)</source>
        <translation>{declarer}&#xa0;: {contract}, {contract|f:perdue|perdu} sans jouer (chaque part du talon contenait une carte que le Sans interdit)</translation>
    </message>
    <message>
        <source>{declarer}: {contract}, won with {points}</source>
        <translation>{declarer}&#xa0;: {contract}, {contract|f:gagnée|gagné} avec {points}</translation>
    </message>
    <message>
        <source>{declarer}: {contract}, lost with {points}</source>
        <translation>{declarer}&#xa0;: {contract}, {contract|f:perdue|perdu} avec {points}</translation>
    </message>
    <message>
        <source>the announced {premium} is kept for its trick</source>
        <translation>le {premium} annoncé est gardé pour son pli</translation>
    </message>
    <message>
        <source>the announced {premium} must be played to this trick</source>
        <translation>le {premium} annoncé doit être joué dans ce pli</translation>
    </message>
    <message>
        <source>there is no announcement {name} in this game</source>
        <translation>il n&apos;y a pas d&apos;annonce {name} dans ce jeu</translation>
    </message>
    <message>
        <source>the talon has parts 0 to {last}</source>
        <translation>le talon a les parts 0 à {last}</translation>
    </message>
    <message>
        <source>{seat} {points}</source>
        <translation>{seat} {points}</translation>
    </message>
    <message>
        <source>Announce {premium} ({value})</source>
        <translation>Annoncer {premium} ({value})</translation>
    </message>
    <message>
        <source>Redouble the game</source>
        <translation>Surcontrer le jeu</translation>
    </message>
    <message>
        <source>Superdouble the game</source>
        <translation>Supra-contrer le jeu</translation>
    </message>
    <message>
        <source>Double {premium}</source>
        <translation>Contrer {premium}</translation>
    </message>
    <message>
        <source>Redouble {premium}</source>
        <translation>Surcontrer {premium}</translation>
    </message>
    <message>
        <source>Superdouble {premium}</source>
        <translation>Supra-contrer {premium}</translation>
    </message>
    <message>
        <source>you must win the trick when you can</source>
        <translation>vous devez gagner le pli quand vous le pouvez</translation>
    </message>
    <message>
        <source>you cannot follow suit: you must play a Tarock (it cannot win)</source>
        <translation>vous ne pouvez pas fournir&#xa0;: vous devez jouer un Tarock (il ne peut pas gagner)</translation>
    </message>
    <message>
        <source>in a Farberl you may lead a Tarock only when you have no suit card</source>
        <translation>dans un Farberl vous ne pouvez entamer un Tarock que si vous n&apos;avez pas de carte de couleur</translation>
    </message>
    <message>
        <source>a Tarock was led: you must play a Tarock</source>
        <translation>un Tarock a été entamé&#xa0;: vous devez jouer un Tarock</translation>
    </message>
    <message>
        <source>you must follow suit</source>
        <translation>vous devez fournir</translation>
    </message>
    <message>
        <source>eldest hand must open the bidding</source>
        <translation>la main doit ouvrir les enchères</translation>
    </message>
    <message>
        <source>only eldest hand may hold, and only another player&apos;s bid</source>
        <translation>seule la main peut tenir, et seulement l&apos;enchère d&apos;un autre joueur</translation>
    </message>
    <message>
        <source>only eldest hand may open with the simple call</source>
        <translation>seule la main peut ouvrir par l&apos;appel simple</translation>
    </message>
    <message>
        <source>a bid must be higher than the bids before it (eldest hand may hold)</source>
        <translation>une enchère doit être plus haute que les précédentes (la main peut tenir)</translation>
    </message>
    <message>
        <source>announce something or say none (declare none)</source>
        <translation>annoncez quelque chose ou dites rien (declare none)</translation>
    </message>
    <message>
        <source>only the side it belongs to may redouble it</source>
        <translation>seul le camp à qui il appartient peut le surcontrer</translation>
    </message>
    <message>
        <source>only the game and announced premiums can be doubled</source>
        <translation>seuls le jeu et les primes annoncées peuvent être contrés</translation>
    </message>
    <message>
        <source>it cannot be doubled any further</source>
        <translation>il ne peut plus être contré</translation>
    </message>
    <message>
        <source>only the other side may double (or superdouble) it</source>
        <translation>seul l&apos;autre camp peut le contrer (ou le supra-contrer)</translation>
    </message>
    <message>
        <source>the Pagat may not be played while you hold another Tarock</source>
        <translation>le Pagat ne peut pas être joué tant que vous avez un autre Tarock</translation>
    </message>
    <message>
        <source>the announced Uhu may not be played while you hold another Tarock (but the Pagat)</source>
        <translation>l&apos;Uhu annoncé ne peut pas être joué tant que vous avez un autre Tarock (hors le Pagat)</translation>
    </message>
    <message>
        <source>you may not bid {game} now</source>
        <translation>vous ne pouvez pas annoncer {game} maintenant</translation>
    </message>
    <message>
        <source>there is no announcement {name}</source>
        <translation>il n&apos;y a pas d&apos;annonce {name}</translation>
    </message>
    <message>
        <source>you must hold {card} to play {game}</source>
        <translation>vous devez avoir {card} pour jouer {game}</translation>
    </message>
    <message>
        <source>your hand does not allow {game}</source>
        <translation>votre main ne permet pas {game}</translation>
    </message>
    <message>
        <source>{premium} is announced already</source>
        <translation>{premium} est déjà annoncé</translation>
    </message>
    <message>
        <source>you may not announce {premium} now</source>
        <translation>vous ne pouvez pas annoncer {premium} maintenant</translation>
    </message>
    <message>
        <source>Announce {premium}</source>
        <translation>Annoncer {premium}</translation>
    </message>
    <message>
        <source>{declarer} conceded ({game}): the called king lay in the talon</source>
        <translation>{declarer} {declarer|you:avez|a} abandonné ({game})&#xa0;: le roi appelé était dans le talon</translation>
    </message>
    <message>
        <source>{amount} to {side:acc} (made unannounced)</source>
        <translation>{amount} pour {side:acc} (réussi sans annonce)</translation>
    </message>
    <message>
        <source>there is no game {name}</source>
        <translation>il n&apos;y a pas de jeu {name}</translation>
    </message>
    <message>
        <source>{game} can only be chosen by eldest hand when his call is accepted</source>
        <translation>{game} ne peut être {game|f:choisie|choisi} que par la main quand son appel est accepté</translation>
    </message>
    <message>
        <source>the next step for it is {step}</source>
        <translation>l&apos;étape suivante est&#xa0;: {step}</translation>
    </message>
    <message>
        <source>{declarer}: {game}, won</source>
        <translation>{declarer}&#xa0;: {game}, {game|f:gagnée|gagné}</translation>
    </message>
    <message>
        <source>{declarer}: {game}, lost</source>
        <translation>{declarer}&#xa0;: {game}, {game|f:perdue|perdu}</translation>
    </message>
    <message>
        <source>{declarer}: {game}, won with {points}</source>
        <translation>{declarer}&#xa0;: {game}, {game|f:gagnée|gagné} avec {points}</translation>
    </message>
    <message>
        <source>{declarer}: {game}, lost with {points}</source>
        <translation>{declarer}&#xa0;: {game}, {game|f:perdue|perdu} avec {points}</translation>
    </message>
    <message>
        <source>{amount} to {side:acc} (caught)</source>
        <translation>{amount} pour {side:acc} (pris)</translation>
    </message>
    <message>
        <source>Hold: {game}</source>
        <translation>Tenir&#xa0;: {game}</translation>
    </message>
    <message>
        <source>{amount} to {side:acc} ({doubled})</source>
        <translation>{amount} pour {side:acc} ({doubled})</translation>
    </message>
    <message>
        <source>{amount} to {side:acc} (announced by {seat:acc}, {doubled})</source>
        <translation>{amount} pour {side:acc} (annoncé par {seat:acc}, {doubled})</translation>
    </message>
    <message>
        <source>{amount} to {side:acc} (unannounced)</source>
        <translation>{amount} pour {side:acc} (non annoncé)</translation>
    </message>
    <message>
        <source>nothing to fight here</source>
        <translation>rien à combattre ici</translation>
    </message>
    <message>
        <source>beat the monsters</source>
        <translation>battre les monstres</translation>
    </message>
    <message>
        <source>beat every monster and take treasure worth {gain}</source>
        <translation>battre tous les monstres et prendre un trésor de {gain}</translation>
    </message>
    <message>
        <source>beat the worst monsters and take {damage} damage</source>
        <translation>battre les pires monstres et subir {damage} dégâts</translation>
    </message>
    <message>
        <source>save your spells and take {damage} damage</source>
        <translation>garder vos sorts et subir {damage} dégâts</translation>
    </message>
    <message>
        <source>you may lay away the 1 of trumps only when it is your only trump</source>
        <translation>vous ne pouvez écarter le 1 d&apos;atout que s&apos;il est votre seul atout</translation>
    </message>
    <message>
        <source>you may not lay away a king</source>
        <translation>vous ne pouvez pas écarter un roi</translation>
    </message>
    <message>
        <source>you may lay away a trump only when you have nothing else to lay away</source>
        <translation>vous ne pouvez écarter un atout que si vous n&apos;avez rien d&apos;autre à écarter</translation>
    </message>
    <message>
        <source>you may not lay away the excuse</source>
        <translation>vous ne pouvez pas écarter l&apos;excuse</translation>
    </message>
    <message>
        <source>you may not lay away the 1 of trumps</source>
        <translation>vous ne pouvez pas écarter le 1 d&apos;atout</translation>
    </message>
    <message>
        <source>you may not lay away the 21 of trumps</source>
        <translation>vous ne pouvez pas écarter le 21 d&apos;atout</translation>
    </message>
    <message>
        <source>you may lay away the excuse only when you hold no other trump</source>
        <translation>vous ne pouvez écarter l&apos;excuse que si vous n&apos;avez pas d&apos;autre atout</translation>
    </message>
    <message>
        <source>you may not lay away an oudler</source>
        <translation>vous ne pouvez pas écarter un bout</translation>
    </message>
    <message>
        <source>{n} triplet</source>
        <translation>{n} triplet</translation>
    </message>
    <message>
        <source>{n} triplets</source>
        <translation>{n} triplets</translation>
    </message>
    <message>
        <source>{n} three</source>
        <translation>{n} trois</translation>
    </message>
    <message>
        <source>{n} threes</source>
        <translation>{n} trois</translation>
    </message>
    <message>
        <source>{n} quadruplet</source>
        <translation>{n} quadruplet</translation>
    </message>
    <message>
        <source>{n} quadruplets</source>
        <translation>{n} quadruplets</translation>
    </message>
    <message>
        <source>The scarto</source>
        <translation>Le scarto</translation>
    </message>
    <message>
        <source>The talon</source>
        <translation>Le talon</translation>
    </message>
    <message>
        <source>the dealer must lay away cards first</source>
        <translation>le donneur doit d&apos;abord écarter des cartes</translation>
    </message>
    <message>
        <source>Lay away 1 card</source>
        <translation>Écartez 1 carte</translation>
    </message>
    <message>
        <source>Lay away {n} cards</source>
        <translation>Écartez {n} cartes</translation>
    </message>
    <message>
        <source>lay away 1 card first</source>
        <translation>écartez d&apos;abord 1 carte</translation>
    </message>
    <message>
        <source>lay away {n} cards first</source>
        <translation>écartez d&apos;abord {n} cartes</translation>
    </message>
    <message>
        <source>that card is neither in your hand nor face up on your straw men</source>
        <translation>cette carte n&apos;est ni dans votre main ni visible sur vos morts</translation>
    </message>
    <message>
        <source>it is time to take or pass</source>
        <translation>c&apos;est le moment de prendre ou de passer</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Prendre</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>contrat</translation>
    </message>
    <message>
        <source>Contract&apos;s score</source>
        <translation>Valeur du contrat</translation>
    </message>
    <message>
        <source>All three oudlers</source>
        <translation>Les trois bouts</translation>
    </message>
    <message>
        <source>All four kings</source>
        <translation>Les quatre rois</translation>
    </message>
    <message>
        <source>King ultimo</source>
        <translation>Roi ultimo</translation>
    </message>
    <message>
        <source>Handful</source>
        <translation>Poignée</translation>
    </message>
    <message>
        <source>Majority</source>
        <translation>Majorité</translation>
    </message>
    <message>
        <source>contra ×2</source>
        <translation>contré ×2</translation>
    </message>
    <message>
        <source>re-contra ×4</source>
        <translation>surcontré ×4</translation>
    </message>
    <message>
        <source>supra-contra ×8</source>
        <translation>supra-contré ×8</translation>
    </message>
    <message>
        <source>{seat} declared {tarocks} tarocks, a single handful: {amount} to {winner:acc}</source>
        <translation>{seat} {seat|you:avez|a} déclaré {tarocks} tarocks, une poignée simple&#xa0;: {amount} pour {winner:acc}</translation>
    </message>
    <message>
        <source>{seat} declared {tarocks} tarocks, a double handful: {amount} to {winner:acc}</source>
        <translation>{seat} {seat|you:avez|a} déclaré {tarocks} tarocks, une double poignée&#xa0;: {amount} pour {winner:acc}</translation>
    </message>
    <message>
        <source>{seat} declared {tarocks} tarocks, a triple handful: {amount} to {winner:acc}</source>
        <translation>{seat} {seat|you:avez|a} déclaré {tarocks} tarocks, une triple poignée&#xa0;: {amount} pour {winner:acc}</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (announced by {announcer:acc}, {contra})</source>
        <translation>{amount} pour {winner:acc} (annoncé par {announcer:acc}, {contra})</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (announced by {announcer:acc}, not doubled)</source>
        <translation>{amount} pour {winner:acc} (annoncé par {announcer:acc}, non contré)</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (announced by {announcer:acc})</source>
        <translation>{amount} pour {winner:acc} (annoncé par {announcer:acc})</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (not announced, {contra})</source>
        <translation>{amount} pour {winner:acc} (non annoncé, {contra})</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (not announced, not doubled)</source>
        <translation>{amount} pour {winner:acc} (non annoncé, non contré)</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (not announced)</source>
        <translation>{amount} pour {winner:acc} (non annoncé)</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} ({contra})</source>
        <translation>{amount} pour {winner:acc} ({contra})</translation>
    </message>
    <message>
        <source>{amount} to {winner:acc} (not doubled)</source>
        <translation>{amount} pour {winner:acc} (non contré)</translation>
    </message>
    <message>
        <source>{card} lay in the talon: {declarer:nom} played alone</source>
        <translation>{card} était dans le talon&#xa0;: {declarer:nom} {declarer|you:avez|a} joué seul</translation>
    </message>
    <message>
        <source>{declarer} called {card}, a card of {declarer|you:your|his} own hand, and played alone</source>
        <translation>{declarer} {declarer|you:avez|a} appelé {card}, une carte de {declarer|you:votre|sa} propre main, et {declarer|you:avez|a} joué seul</translation>
    </message>
    <message>
        <source>Misère: {payers:nom} took the most card points and {payers|you:pay|many:pay|pays}</source>
        <translation>Misère&#xa0;: {payers:nom} {payers|you:avez|many:ont|a} fait le plus de points et {payers|you:payez|many:paient|paie}</translation>
    </message>
    <message>
        <source>{contract} by {declarer:acc}, 1 victory point</source>
        <translation>{contract} par {declarer:acc}, 1 point de victoire</translation>
    </message>
    <message>
        <source>{contract} by {declarer:acc}, {vp} victory points</source>
        <translation>{contract} par {declarer:acc}, {vp} points de victoire</translation>
    </message>
    <message>
        <source>{team} won the {what}: {points} of {total}</source>
        <translation>{team}&#xa0;: {what} {what|f:gagnée|gagné}, {points} sur {total}</translation>
    </message>
    <message>
        <source>{team} lost the {what}: {points} of {total}</source>
        <translation>{team}&#xa0;: {what} {what|f:perdue|perdu}, {points} sur {total}</translation>
    </message>
    <message>
        <source>{taker} took and won: {points} of {total} card points</source>
        <translation>{taker} {taker|you:avez|a} pris et gagné&#xa0;: {points} sur {total} points</translation>
    </message>
    <message>
        <source>{taker} took and lost: {points} of {total} card points</source>
        <translation>{taker} {taker|you:avez|a} pris et perdu&#xa0;: {points} sur {total} points</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <source>the magician may cast a spell, drink a potion, keep or drop a card, go on or teleport out</source>
        <translation>le magicien peut lancer un sort, boire une potion, garder ou jeter une carte, continuer ou se téléporter</translation>
    </message>
    <message>
        <source>a spell is cast on a monster: name the monster, then the spells</source>
        <translation>un sort se lance sur un monstre&#xa0;: nommez le monstre, puis les sorts</translation>
    </message>
    <message>
        <source>each spell is cast once</source>
        <translation>chaque sort se lance une fois</translation>
    </message>
    <message>
        <source>every spell cast must be needed: cast fewer spells</source>
        <translation>chaque sort lancé doit être utile&#xa0;: lancez-en moins</translation>
    </message>
    <message>
        <source>the magician is not hurt: there is nothing to heal</source>
        <translation>le magicien n&apos;est pas blessé&#xa0;: il n&apos;y a rien à soigner</translation>
    </message>
    <message>
        <source>only a potion or a spell of the quartet can be kept</source>
        <translation>seule une potion ou un sort du quatuor peut être gardé</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; takes no place</source>
        <translation>«&#xa0;{verb}&#xa0;» ne prend pas de case</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; takes one card</source>
        <translation>«&#xa0;{verb}&#xa0;» prend une carte</translation>
    </message>
    <message>
        <source>{card} is not in the satchel</source>
        <translation>{card} n&apos;est pas dans la besace</translation>
    </message>
    <message>
        <source>Beat the monsters with spells, or go on and take {damage} damage</source>
        <translation>Battez les monstres avec des sorts, ou continuez et subissez {damage} dégâts</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; takes no cards</source>
        <translation>«&#xa0;{verb}&#xa0;» ne prend pas de cartes</translation>
    </message>
    <message>
        <source>{card} is already beaten</source>
        <translation>{card} est déjà battu</translation>
    </message>
    <message>
        <source>{card} is not a monster of this quartet</source>
        <translation>{card} n&apos;est pas un monstre de ce quatuor</translation>
    </message>
    <message>
        <source>the spells are worth {total}, less than the monster&apos;s strength {strength}</source>
        <translation>les sorts valent {total}, moins que la force du monstre, {strength}</translation>
    </message>
    <message>
        <source>{card} is not a potion in the quartet or the satchel</source>
        <translation>{card} n&apos;est pas une potion du quatuor ou de la besace</translation>
    </message>
    <message>
        <source>the satchel is full ({n} cards): use or drop one first</source>
        <translation>la besace est pleine ({n} cartes)&#xa0;: utilisez ou jetez-en une d&apos;abord</translation>
    </message>
    <message>
        <source>{card} is not a spell in the quartet or the satchel</source>
        <translation>{card} n&apos;est pas un sort du quatuor ou de la besace</translation>
    </message>
    <message>
        <source>Chien</source>
        <translation>Chien</translation>
    </message>
    <message>
        <source>Discard (écart)</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>the taker may announce a slam (declare chelem) or not (declare none)</source>
        <translation>le preneur peut annoncer un chelem (declare chelem) ou non (declare none)</translation>
    </message>
    <message>
        <source>a bid must be higher than the bids before it</source>
        <translation>une enchère doit être plus haute que les précédentes</translation>
    </message>
    <message>
        <source>the taker must call a king</source>
        <translation>le preneur doit appeler un roi</translation>
    </message>
    <message>
        <source>you must call a king</source>
        <translation>vous devez appeler un roi</translation>
    </message>
    <message>
        <source>the taker must lay away cards first</source>
        <translation>le preneur doit d&apos;abord faire son écart</translation>
    </message>
    <message>
        <source>you may not lay away a king or an oudler</source>
        <translation>vous ne pouvez pas écarter un roi ou un bout</translation>
    </message>
    <message>
        <source>you may call a lower honour only when you hold all the higher ones</source>
        <translation>vous ne pouvez appeler un honneur plus bas que si vous avez tous les plus hauts</translation>
    </message>
    <message>
        <source>it is time to play a card</source>
        <translation>c&apos;est le moment de jouer une carte</translation>
    </message>
    <message>
        <source>a poignée is shown before playing your first card</source>
        <translation>une poignée se montre avant de jouer votre première carte</translation>
    </message>
    <message>
        <source>you have already shown a poignée</source>
        <translation>vous avez déjà montré une poignée</translation>
    </message>
    <message>
        <source>you can only show cards from your hand</source>
        <translation>vous ne pouvez montrer que des cartes de votre main</translation>
    </message>
    <message>
        <source>a poignée shows trumps only</source>
        <translation>une poignée ne montre que des atouts</translation>
    </message>
    <message>
        <source>the excuse may be shown only when you have no other trump to show</source>
        <translation>l&apos;excuse ne peut être montrée que si vous n&apos;avez pas d&apos;autre atout à montrer</translation>
    </message>
    <message>
        <source>the called king&apos;s suit may not be led to the first trick, except the king itself</source>
        <translation>la couleur du roi appelé ne peut pas être entamée au premier pli, sauf le roi lui-même</translation>
    </message>
    <message>
        <source>a {poignee} shows exactly {n} trumps</source>
        <translation>une {poignee} montre exactement {n} atouts</translation>
    </message>
    <message>
        <source>there is no bid {name}</source>
        <translation>il n&apos;y a pas d&apos;enchère {name}</translation>
    </message>
    <message>
        <source>With 40</source>
        <translation>Avec 40</translation>
    </message>
    <message>
        <source>With 50</source>
        <translation>Avec 50</translation>
    </message>
    <message>
        <source>Kakadu</source>
        <translation>Kakadu</translation>
    </message>
    <message>
        <source>Without Trull</source>
        <translation>Sans Trull</translation>
    </message>
    <message>
        <source>Without Kings</source>
        <translation>Sans rois</translation>
    </message>
    <message>
        <source>the deal is over</source>
        <translation>la donne est finie</translation>
    </message>
    <message>
        <source>call a king</source>
        <translation>appelez un roi</translation>
    </message>
    <message>
        <source>the called king is in the talon: concede (bid concede) or play alone (bid play)</source>
        <translation>le roi appelé est dans le talon&#xa0;: abandonnez (bid concede) ou jouez seul (bid play)</translation>
    </message>
    <message>
        <source>take the first (take 0) or the second (take 1) half of the talon</source>
        <translation>prenez la première (take 0) ou la seconde (take 1) moitié du talon</translation>
    </message>
    <message>
        <source>lay away cards first</source>
        <translation>écartez d&apos;abord des cartes</translation>
    </message>
    <message>
        <source>you may not lay away a king or a card of the Trull</source>
        <translation>vous ne pouvez pas écarter un roi ou une carte du Trull</translation>
    </message>
    <message>
        <source>you may lay away a Tarock only when you have no other card to lay away</source>
        <translation>vous ne pouvez écarter un Tarock que si vous n&apos;avez pas d&apos;autre carte à écarter</translation>
    </message>
    <message>
        <source>your call was accepted: choose {games}</source>
        <translation>votre appel est accepté&#xa0;: choisissez {games}</translation>
    </message>
    <message>
        <source>{points}, 1 trick</source>
        <translation>{points}, 1 pli</translation>
    </message>
    <message>
        <source>{points}, {tricks} tricks</source>
        <translation>{points}, {tricks} plis</translation>
    </message>
    <message>
        <source>the excuse pairs with any card but the trumps 1 and 21</source>
        <translation>l&apos;excuse s&apos;apparie avec toute carte sauf les atouts 1 et 21</translation>
    </message>
    <message>
        <source>La Pyramide has only captures (pair) and draws</source>
        <translation>La Pyramide n&apos;a que des prises (paire) et la pioche</translation>
    </message>
    <message>
        <source>the trumps 1 and 21 are captured alone, not in a pair</source>
        <translation>les atouts 1 et 21 se prennent seuls, pas en paire</translation>
    </message>
    <message>
        <source>a card cannot pair with itself</source>
        <translation>une carte ne peut pas s&apos;apparier avec elle-même</translation>
    </message>
    <message>
        <source>a trump captures a suit card only from a stack next to its own</source>
        <translation>un atout ne prend une carte de couleur que sur une pile voisine de la sienne</translation>
    </message>
    <message>
        <source>you may draw only when no capture is possible</source>
        <translation>vous ne pouvez piocher que si aucune prise n&apos;est possible</translation>
    </message>
    <message>
        <source>only the trumps 1 and 21 are captured alone</source>
        <translation>seuls les atouts 1 et 21 se prennent seuls</translation>
    </message>
    <message>
        <source>two trumps pair only when their numbers make 21 ({a} + {b} = {sum})</source>
        <translation>deux atouts ne s&apos;apparient que si leurs nombres font 21 ({a} + {b} = {sum})</translation>
    </message>
    <message>
        <source>the turned card, {card}, must be captured</source>
        <translation>la carte retournée, {card}, doit être prise</translation>
    </message>
    <message>
        <source>Three (relieved)</source>
        <translation>Trois (relevé)</translation>
    </message>
    <message>
        <source>Three (maintained)</source>
        <translation>Trois (maintenu)</translation>
    </message>
    <message>
        <source>Two (relieved)</source>
        <translation>Deux (relevé)</translation>
    </message>
    <message>
        <source>Two (maintained)</source>
        <translation>Deux (maintenu)</translation>
    </message>
    <message>
        <source>One (relieved)</source>
        <translation>Un (relevé)</translation>
    </message>
    <message>
        <source>One (maintained)</source>
        <translation>Un (maintenu)</translation>
    </message>
    <message>
        <source>only an ordinary bid can be relieved, once: outbid it with a higher game</source>
        <translation>seule une enchère ordinaire peut être relevée, une fois&#xa0;: surenchérissez avec un jeu plus haut</translation>
    </message>
    <message>
        <source>only the player whose bid was relieved may maintain it</source>
        <translation>seul le joueur dont l&apos;enchère a été relevée peut la maintenir</translation>
    </message>
    <message>
        <source>there is no bid to relieve yet</source>
        <translation>il n&apos;y a pas encore d&apos;enchère à relever</translation>
    </message>
    <message>
        <source>a Solo cannot be relieved</source>
        <translation>un Solo ne peut pas être relevé</translation>
    </message>
    <message>
        <source>40 (Absolute)</source>
        <translation>40 (Absolute)</translation>
    </message>
    <message>
        <source>50 (Kramerpot)</source>
        <translation>50 (Kramerpot)</translation>
    </message>
    <message>
        <source>Relieve ({contract} at 4)</source>
        <translation>Relever ({contract} à 4)</translation>
    </message>
    <message>
        <source>Maintain ({contract} at 5)</source>
        <translation>Maintenir ({contract} à 5)</translation>
    </message>
    <message>
        <source>it is time to take up or pass</source>
        <translation>c&apos;est le moment de prendre ou de passer</translation>
    </message>
    <message>
        <source>Take up</source>
        <translation>Prendre</translation>
    </message>
    <message>
        <source>The three cards dealt to the dealer</source>
        <translation>Les trois cartes données au donneur</translation>
    </message>
    <message>
        <source>no tarock</source>
        <translation>aucun tarock</translation>
    </message>
    <message>
        <source>a dry pagat</source>
        <translation>un pagat sec</translation>
    </message>
    <message>
        <source>Take the first two</source>
        <translation>Prendre les deux premières</translation>
    </message>
    <message>
        <source>Take the middle two</source>
        <translation>Prendre les deux du milieu</translation>
    </message>
    <message>
        <source>Take the last two</source>
        <translation>Prendre les deux dernières</translation>
    </message>
    <message>
        <source>Take the first three</source>
        <translation>Prendre les trois premières</translation>
    </message>
    <message>
        <source>Take the last three</source>
        <translation>Prendre les trois dernières</translation>
    </message>
    <message>
        <source>Declare a single handful: {n} tarocks</source>
        <translation>Déclarer une poignée simple&#xa0;: {n} tarocks</translation>
    </message>
    <message>
        <source>Declare a double handful: {n} tarocks</source>
        <translation>Déclarer une double poignée&#xa0;: {n} tarocks</translation>
    </message>
    <message>
        <source>Declare a triple handful: {n} tarocks</source>
        <translation>Déclarer une triple poignée&#xa0;: {n} tarocks</translation>
    </message>
    <message>
        <source>Contra the {bonus}</source>
        <translation>Contrer&#xa0;: {bonus}</translation>
    </message>
    <message>
        <source>Re-contra the {bonus}</source>
        <translation>Surcontrer&#xa0;: {bonus}</translation>
    </message>
    <message>
        <source>Supra-contra the {bonus}</source>
        <translation>Supra-contrer&#xa0;: {bonus}</translation>
    </message>
    <message>
        <source>a handful states exactly how many tarocks you hold, in your turn of announcements</source>
        <translation>une poignée déclare exactement combien de tarocks vous avez, à votre tour d&apos;annonces</translation>
    </message>
    <message>
        <source>you may not announce that now</source>
        <translation>vous ne pouvez pas annoncer cela maintenant</translation>
    </message>
    <message>
        <source>the called king laid out for the ultimo is led only to the last trick, and played to another&apos;s trick only as your only card of its suit</source>
        <translation>le roi appelé posé pour l&apos;ultimo n&apos;est entamé qu&apos;au dernier pli, et joué sur le pli d&apos;un autre seulement comme votre seule carte de sa couleur</translation>
    </message>
    <message>
        <source>in this misère the pagat may be played only when no other card may</source>
        <translation>dans cette misère le pagat ne peut être joué que si aucune autre carte ne peut l&apos;être</translation>
    </message>
    <message>
        <source>the fool laid out for the valat is played only to the last trick</source>
        <translation>le fou posé pour le valat n&apos;est joué qu&apos;au dernier pli</translation>
    </message>
    <message>
        <source>the pagat laid out for the ultimo is led only to the last trick, and played to another&apos;s trick only as your last tarock</source>
        <translation>le pagat posé pour l&apos;ultimo n&apos;est entamé qu&apos;au dernier pli, et joué sur le pli d&apos;un autre seulement comme votre dernier tarock</translation>
    </message>
    <message>
        <source>raise your bid to a contract at least as high, or keep it</source>
        <translation>montez votre enchère à un contrat au moins aussi haut, ou gardez-la</translation>
    </message>
    <message>
        <source>play your preference (declare none) or a misère (declare misere)</source>
        <translation>jouez votre préférence (declare none) ou une misère (declare misere)</translation>
    </message>
    <message>
        <source>call a king, or say no king</source>
        <translation>appelez un roi, ou dites aucun roi</translation>
    </message>
    <message>
        <source>call a tarock other than an oudler, or say no tarock</source>
        <translation>appelez un tarock autre qu&apos;un bout, ou dites aucun tarock</translation>
    </message>
    <message>
        <source>surrender (declare surrender) or play on alone (declare none)</source>
        <translation>abandonnez (declare surrender) ou continuez seul (declare none)</translation>
    </message>
    <message>
        <source>a tarock may be laid away only when you have nothing else to lay away</source>
        <translation>un tarock ne peut être écarté que si vous n&apos;avez rien d&apos;autre à écarter</translation>
    </message>
    <message>
        <source>kings and oudlers may never be laid away</source>
        <translation>les rois et les bouts ne peuvent jamais être écartés</translation>
    </message>
    <message>
        <source>a bid must be higher than the bid standing</source>
        <translation>une enchère doit être plus haute que l&apos;enchère en cours</translation>
    </message>
    <message>
        <source>the forehand may not pass: he opens the bidding</source>
        <translation>la main ne peut pas passer&#xa0;: elle ouvre les enchères</translation>
    </message>
    <message>
        <source>only a player senior to the bidder may match his bid</source>
        <translation>seul un joueur prioritaire sur l&apos;enchérisseur peut égaler son enchère</translation>
    </message>
    <message>
        <source>only the forehand may bid preference</source>
        <translation>seule la main peut annoncer la préférence</translation>
    </message>
    <message>
        <source>No king</source>
        <translation>Aucun roi</translation>
    </message>
    <message>
        <source>No tarock</source>
        <translation>Aucun tarock</translation>
    </message>
    <message>
        <source>Plays on alone</source>
        <translation>Continue seul</translation>
    </message>
    <message>
        <source>Lay out the fool</source>
        <translation>Poser le fou</translation>
    </message>
    <message>
        <source>Play preference</source>
        <translation>Jouer la préférence</translation>
    </message>
    <message>
        <source>Play on alone</source>
        <translation>Continuer seul</translation>
    </message>
    <message>
        <source>take one of the talon&apos;s {n} groups (take 0 …)</source>
        <translation>prenez un des {n} groupes du talon (take 0 …)</translation>
    </message>
    <message>
        <source>there is no contract {name} to bid</source>
        <translation>il n&apos;y a pas de contrat {name} à annoncer</translation>
    </message>
    <message>
        <source>Take group {n}</source>
        <translation>Prendre le groupe {n}</translation>
    </message>
    <message>
        <source>Announce {bonus}</source>
        <translation>Annoncer&#xa0;: {bonus}</translation>
    </message>
    <message>
        <source>Keep {contract}</source>
        <translation>Garder&#xa0;: {contract}</translation>
    </message>
    <message>
        <source>Raises to {contract}</source>
        <translation>Monte à&#xa0;: {contract}</translation>
    </message>
    <message>
        <source>Match {contract}</source>
        <translation>Égaler&#xa0;: {contract}</translation>
    </message>
    <message>
        <source>Double the Pagat</source>
        <translation>Contrer le Pagat</translation>
    </message>
    <message>
        <source>Redouble the Pagat</source>
        <translation>Surcontrer le Pagat</translation>
    </message>
    <message>
        <source>Nothing (more)</source>
        <translation>Rien (de plus)</translation>
    </message>
    <message>
        <source>take the first three talon cards (take 0) or the last three (take 1)</source>
        <translation>prenez les trois premières cartes du talon (take 0) ou les trois dernières (take 1)</translation>
    </message>
    <message>
        <source>the declarer must lay away three cards first</source>
        <translation>le déclarant doit d&apos;abord écarter trois cartes</translation>
    </message>
    <message>
        <source>a king or a Trull card may not be laid away</source>
        <translation>un roi ou une carte du Trull ne peut pas être écarté</translation>
    </message>
    <message>
        <source>a Tarock may be laid away only when you have no other suit card than kings</source>
        <translation>un Tarock ne peut être écarté que si vous n&apos;avez pas d&apos;autre carte de couleur que des rois</translation>
    </message>
    <message>
        <source>announce, double, or say nothing (declare none)</source>
        <translation>annoncez, contrez, ou ne dites rien (declare none)</translation>
    </message>
    <message>
        <source>only a player sitting before the one who bid may hold his bid</source>
        <translation>seul un joueur placé avant l&apos;enchérisseur peut tenir son enchère</translation>
    </message>
    <message>
        <source>the first bid must be a Dreier (or a Solo)</source>
        <translation>la première enchère doit être un Dreier (ou un Solo)</translation>
    </message>
    <message>
        <source>nothing is higher than a Solo</source>
        <translation>rien n&apos;est plus haut qu&apos;un Solo</translation>
    </message>
    <message>
        <source>only a Solo is higher</source>
        <translation>seul un Solo est plus haut</translation>
    </message>
    <message>
        <source>there is no bid to hold yet</source>
        <translation>il n&apos;y a pas encore d&apos;enchère à tenir</translation>
    </message>
    <message>
        <source>only the holder of the Pagat can announce it</source>
        <translation>seul le détenteur du Pagat peut l&apos;annoncer</translation>
    </message>
    <message>
        <source>only the other side may double, and only once</source>
        <translation>seul l&apos;autre camp peut contrer, et une seule fois</translation>
    </message>
    <message>
        <source>only a doubled side may redouble, and only once</source>
        <translation>seul un camp contré peut surcontrer, et une seule fois</translation>
    </message>
    <message>
        <source>the Pagat is already announced</source>
        <translation>le Pagat est déjà annoncé</translation>
    </message>
    <message>
        <source>you announced the Pagat: play it only when you have no other Tarock</source>
        <translation>vous avez annoncé le Pagat&#xa0;: jouez-le seulement quand vous n&apos;avez plus d&apos;autre Tarock</translation>
    </message>
    <message>
        <source>Bid, hold or pass</source>
        <translation>Enchérissez, gardez ou passez</translation>
    </message>
    <message>
        <source>Take the first or the last three talon cards</source>
        <translation>Prenez les trois premières ou les trois dernières cartes du talon</translation>
    </message>
    <message>
        <source>Lay away three cards</source>
        <translation>Écartez trois cartes</translation>
    </message>
    <message>
        <source>Announce the Pagat, double, or say nothing</source>
        <translation>Annoncez le Pagat, contrez, ou ne dites rien</translation>
    </message>
    <message>
        <source>you must bid higher: {bid} or Solo</source>
        <translation>vous devez enchérir plus haut&#xa0;: {bid} ou Solo</translation>
    </message>
    <message>
        <source>there is no announcement {name} in Tappen</source>
        <translation>il n&apos;y a pas d&apos;annonce {name} au Tappen</translation>
    </message>
    <message>
        <source>{contract} by {declarer:acc}: {value} units, {doubled}</source>
        <translation>{contract} par {declarer:acc}&#xa0;: {value} unités, {doubled}</translation>
    </message>
    <message>
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>the defence counts the talon</source>
        <translation>la défense compte le talon</translation>
    </message>
    <message>
        <source>{declarer} took the first three</source>
        <translation>{declarer} {declarer|you:avez|a} pris les trois premières</translation>
    </message>
    <message>
        <source>{declarer} took the last three</source>
        <translation>{declarer} {declarer|you:avez|a} pris les trois dernières</translation>
    </message>
    <message>
        <source>{declarer} {mine}, the defence {theirs} (35 and two cards wins)</source>
        <translation>{declarer} {mine}, la défense {theirs} (35 et deux cartes gagnent)</translation>
    </message>
    <message>
        <source>Each defender</source>
        <translation>Chaque défenseur</translation>
    </message>
    <message>
        <source>pays {amount} units</source>
        <translation>paie {amount} unités</translation>
    </message>
    <message>
        <source>receives {amount} units</source>
        <translation>reçoit {amount} unités</translation>
    </message>
    <message>
        <source>there is no bid {name} in Tappen</source>
        <translation>il n&apos;y a pas d&apos;enchère {name} au Tappen</translation>
    </message>
    <message>
        <source>{seat}: {units} units to the declarer, announced, {doubled}</source>
        <translation>{seat}&#xa0;: {units} unités pour le déclarant, annoncé, {doubled}</translation>
    </message>
    <message>
        <source>{seat}: {units} units to the defence, announced, {doubled}</source>
        <translation>{seat}&#xa0;: {units} unités pour la défense, annoncé, {doubled}</translation>
    </message>
    <message>
        <source>{seat}: {units} units to the declarer</source>
        <translation>{seat}&#xa0;: {units} unités pour le déclarant</translation>
    </message>
    <message>
        <source>{seat}: {units} units to the defence</source>
        <translation>{seat}&#xa0;: {units} unités pour la défense</translation>
    </message>
    <message>
        <source>Laid away (scarto)</source>
        <translation>Écart (scarto)</translation>
    </message>
    <message>
        <source>three tarocchi</source>
        <translation>trois tarocchi</translation>
    </message>
    <message>
        <source>four tarocchi</source>
        <translation>quatre tarocchi</translation>
    </message>
    <message>
        <source>three kings</source>
        <translation>trois rois</translation>
    </message>
    <message>
        <source>four kings</source>
        <translation>quatre rois</translation>
    </message>
    <message>
        <source>three queens</source>
        <translation>trois dames</translation>
    </message>
    <message>
        <source>four queens</source>
        <translation>quatre dames</translation>
    </message>
    <message>
        <source>three knights</source>
        <translation>trois cavaliers</translation>
    </message>
    <message>
        <source>four knights</source>
        <translation>quatre cavaliers</translation>
    </message>
    <message>
        <source>three jacks</source>
        <translation>trois valets</translation>
    </message>
    <message>
        <source>four jacks</source>
        <translation>quatre valets</translation>
    </message>
    <message>
        <source>the dealer may not lay away a king or a tarocco (Angelo, Mondo, Begato, Matto)</source>
        <translation>le donneur ne peut pas écarter un roi ou un tarocco (Angelo, Mondo, Begato, Matto)</translation>
    </message>
    <message>
        <source>How the Begato and the Matto stand in for missing cards of a sequence.</source>
        <translation>Comment le Begato et le Matto remplacent les cartes manquantes d&apos;une séquence.</translation>
    </message>
    <message>
        <source>Contatori (wild cards)</source>
        <translation>Contatori (cartes libres)</translation>
    </message>
    <message>
        <source>Once each, for a missing card; a wild trump ends the run (Jeux de tarot)</source>
        <translation>Une fois chacun, pour une carte manquante&#xa0;; un atout libre termine la suite (Jeux de tarot)</translation>
    </message>
    <message>
        <source>In every sequence, in any gap, or as one more card (Bologna)</source>
        <translation>Dans chaque séquence, dans n&apos;importe quel trou, ou comme carte en plus (Bologne)</translation>
    </message>
    <message>
        <source>Three or more combinations (three kings, three queens …) double their points, as in Bologna.</source>
        <translation>Trois combinaisons ou plus (trois rois, trois dames …) doublent leurs points, comme à Bologne.</translation>
    </message>
    <message>
        <source>Criccone</source>
        <translation>Criccone</translation>
    </message>
    <message>
        <source>What three or more sequences double: their own points (Bologna) or the player&apos;s whole count.</source>
        <translation>Ce que doublent trois séquences ou plus&#xa0;: leurs propres points (Bologne) ou tout le compte du joueur.</translation>
    </message>
    <message>
        <source>Three sequences double</source>
        <translation>Trois séquences doublent</translation>
    </message>
    <message>
        <source>The sequences&apos; points</source>
        <translation>Les points des séquences</translation>
    </message>
    <message>
        <source>The whole count</source>
        <translation>Tout le compte</translation>
    </message>
    <message>
        <source>The four Moretti (trumps 2 to 5) in a trick: equal, the last played wins (Bologna), or by number.</source>
        <translation>Les quatre Moretti (atouts 2 à 5) dans un pli&#xa0;: égaux, le dernier joué gagne (Bologne), ou selon leur numéro.</translation>
    </message>
    <message>
        <source>Moretti</source>
        <translation>Moretti</translation>
    </message>
    <message>
        <source>Equal: the last played wins</source>
        <translation>Égaux&#xa0;: le dernier joué gagne</translation>
    </message>
    <message>
        <source>By number</source>
        <translation>Selon leur numéro</translation>
    </message>
    <message>
        <source>A trump played to a trump lead or as a ruff must beat the trumps already in the trick when it can.</source>
        <translation>Un atout joué sur une entame d&apos;atout ou pour couper doit battre les atouts déjà dans le pli s&apos;il le peut.</translation>
    </message>
    <message>
        <source>Must over-trump</source>
        <translation>Obligation de monter à l&apos;atout</translation>
    </message>
    <message>
        <source>{what}: {n} cards, {points}</source>
        <translation>{what}&#xa0;: {n} cartes, {points}</translation>
    </message>
    <message>
        <source>the grande</source>
        <translation>la grande</translation>
    </message>
    <message>
        <source>{what}: {n} cards with {wild}, {points}</source>
        <translation>{what}&#xa0;: {n} cartes avec {wild}, {points}</translation>
    </message>
    <message>
        <source>Lay away 1 card (not a king or a tarocco)</source>
        <translation>Écartez 1 carte (ni roi ni tarocco)</translation>
    </message>
    <message>
        <source>Lay away {n} cards (not a king or a tarocco)</source>
        <translation>Écartez {n} cartes (ni roi ni tarocco)</translation>
    </message>
    <message>
        <source>Best count: {seat:nom} with {count}</source>
        <translation>Meilleur compte&#xa0;: {seat:nom} avec {count}</translation>
    </message>
    <message>
        <source>Best count, a draw at {count}: {seats:nom}</source>
        <translation>Meilleur compte, égalité à {count}&#xa0;: {seats:nom}</translation>
    </message>
    <message>
        <source>{seat}: net</source>
        <translation>{seat}&#xa0;: net</translation>
    </message>
    <message>
        <source>receives {amount} in all</source>
        <translation>reçoit {amount} en tout</translation>
    </message>
    <message>
        <source>pays {amount} in all</source>
        <translation>paie {amount} en tout</translation>
    </message>
    <message>
        <source>even: pays and receives as much</source>
        <translation>à égalité&#xa0;: paie et reçoit autant</translation>
    </message>
    <message>
        <source>the Moretti</source>
        <translation>les Moretti</translation>
    </message>
    <message>
        <source>count {count}: {cards} in cards, {combos} in combinations, {seqs} in cricche</source>
        <translation>compte {count}&#xa0;: {cards} en cartes, {combos} en combinaisons, {seqs} en cricche</translation>
    </message>
    <message>
        <source>{payer} → {payee}</source>
        <translation>{payer} → {payee}</translation>
    </message>
    <message>
        <source>{amount}: {high} against {low}</source>
        <translation>{amount}&#xa0;: {high} contre {low}</translation>
    </message>
    <message>
        <source>the aces</source>
        <translation>les as</translation>
    </message>
    <message>
        <source>the suit of {king}</source>
        <translation>la couleur de {king}</translation>
    </message>
    <message>
        <source>{seat}: combination</source>
        <translation>{seat}&#xa0;: combinaison</translation>
    </message>
    <message>
        <source>{what}, {points}</source>
        <translation>{what}, {points}</translation>
    </message>
    <message>
        <source>{seat}: criccone</source>
        <translation>{seat}&#xa0;: criccone</translation>
    </message>
    <message>
        <source>three combinations or more: doubled</source>
        <translation>trois combinaisons ou plus&#xa0;: doublé</translation>
    </message>
    <message>
        <source>{seat}: cricca</source>
        <translation>{seat}&#xa0;: cricca</translation>
    </message>
    <message>
        <source>{what}</source>
        <translation>{what}</translation>
    </message>
    <message>
        <source>{seat}: cricche</source>
        <translation>{seat}&#xa0;: cricche</translation>
    </message>
    <message>
        <source>three cricche or more: the count doubled</source>
        <translation>trois cricche ou plus&#xa0;: le compte doublé</translation>
    </message>
    <message>
        <source>three cricche or more: doubled</source>
        <translation>trois cricche ou plus&#xa0;: doublé</translation>
    </message>
    <message>
        <source>a wizard may place, upgrade, move or attack an atout, or pass</source>
        <translation>un magicien peut poser, renforcer, déplacer ou attaquer un atout, ou passer</translation>
    </message>
    <message>
        <source>nobody is attacking you</source>
        <translation>personne ne vous attaque</translation>
    </message>
    <message>
        <source>a pass takes nothing</source>
        <translation>passer ne prend rien</translation>
    </message>
    <message>
        <source>your atout is attacked: defend with hearts, or take the blow</source>
        <translation>votre atout est attaqué&#xa0;: défendez avec des cœurs, ou encaissez le coup</translation>
    </message>
    <message>
        <source>the first atout goes to the centre of the board</source>
        <translation>le premier atout va au centre du plateau</translation>
    </message>
    <message>
        <source>an atout is placed on an empty cell next to a card already placed</source>
        <translation>un atout se pose sur une case vide voisine d&apos;une carte déjà posée</translation>
    </message>
    <message>
        <source>you may upgrade only your own atouts</source>
        <translation>vous ne pouvez renforcer que vos propres atouts</translation>
    </message>
    <message>
        <source>an upgrade takes no place</source>
        <translation>un renforcement ne prend pas de case</translation>
    </message>
    <message>
        <source>an atout moves to an empty neighbouring cell</source>
        <translation>un atout se déplace vers une case voisine vide</translation>
    </message>
    <message>
        <source>you may not attack your own atouts</source>
        <translation>vous ne pouvez pas attaquer vos propres atouts</translation>
    </message>
    <message>
        <source>an attack takes no place</source>
        <translation>une attaque ne prend pas de case</translation>
    </message>
    <message>
        <source>each card is paid once</source>
        <translation>chaque carte se paie une fois</translation>
    </message>
    <message>
        <source>every heart laid must be needed: lay fewer hearts</source>
        <translation>chaque cœur posé doit être utile&#xa0;: posez-en moins</translation>
    </message>
    <message>
        <source>Another wizard plays</source>
        <translation>Un autre magicien joue</translation>
    </message>
    <message>
        <source>The attacked wizard defends</source>
        <translation>Le magicien attaqué se défend</translation>
    </message>
    <message>
        <source>Place, upgrade, move or attack an atout, or pass</source>
        <translation>Posez, renforcez, déplacez ou attaquez un atout, ou passez</translation>
    </message>
    <message>
        <source>How many rounds the game lasts (every player has one turn a round).</source>
        <translation>Combien de tours dure la partie (chaque joueur joue une fois par tour).</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>A wizard who passes draws one more card.</source>
        <translation>Un magicien qui passe tire une carte de plus.</translation>
    </message>
    <message>
        <source>A pass draws a card</source>
        <translation>Passer fait tirer une carte</translation>
    </message>
    <message>
        <source>The side of the square board, in cells.</source>
        <translation>Le côté du plateau carré, en cases.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>row {row}, column {column}</source>
        <translation>rangée {row}, colonne {column}</translation>
    </message>
    <message>
        <source>Attack {atout} for {worth} with {pay}</source>
        <translation>Attaquer {atout} pour {worth} avec {pay}</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; names an atout and the cards that pay for it</source>
        <translation>«&#xa0;{verb}&#xa0;» nomme un atout et les cartes qui le paient</translation>
    </message>
    <message>
        <source>{card} is not an atout</source>
        <translation>{card} n&apos;est pas un atout</translation>
    </message>
    <message>
        <source>the {suit} paid are worth {total}, less than {amount}</source>
        <translation>les {suit} payés valent {total}, moins que {amount}</translation>
    </message>
    <message>
        <source>every card paid must be needed: pay fewer {suit}</source>
        <translation>chaque carte payée doit être utile&#xa0;: payez moins de {suit}</translation>
    </message>
    <message>
        <source>{n} indicator</source>
        <translation>{n} indicateur</translation>
    </message>
    <message>
        <source>{n} indicators</source>
        <translation>{n} indicateurs</translation>
    </message>
    <message>
        <source>Winner: {seat:nom}, with {indicators}</source>
        <translation>Gagnant&#xa0;: {seat:nom}, avec {indicators}</translation>
    </message>
    <message>
        <source>{n} wizards share the victory with {indicators} each</source>
        <translation>{n} magiciens se partagent la victoire avec {indicators} chacun</translation>
    </message>
    <message>
        <source>Place {atout} at {cell}, paying {pay}</source>
        <translation>Poser {atout} en {cell}, en payant {pay}</translation>
    </message>
    <message>
        <source>Upgrade {atout} with {pay}</source>
        <translation>Renforcer {atout} avec {pay}</translation>
    </message>
    <message>
        <source>Move {atout} to {cell}, paying {pay}</source>
        <translation>Déplacer {atout} en {cell}, en payant {pay}</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <translation>{card} n&apos;est pas dans votre main</translation>
    </message>
    <message>
        <source>{card} is not on the board</source>
        <translation>{card} n&apos;est pas sur le plateau</translation>
    </message>
    <message>
        <source>&apos;{verb}&apos; is paid with {suit}, not {card}</source>
        <translation>«&#xa0;{verb}&#xa0;» se paie en {suit}, pas avec {card}</translation>
    </message>
    <message>
        <source>{indicators} on {atouts}</source>
        <translation>{indicators} sur {atouts}</translation>
    </message>
    <message>
        <source>An attack for {worth} on {atout}: lay hearts to cancel points, or take the blow</source>
        <translation>Une attaque de {worth} sur {atout}&#xa0;: posez des cœurs pour annuler des points, ou encaissez le coup</translation>
    </message>
    <message>
        <source>Defend with {cards}</source>
        <translation>Se défendre avec {cards}</translation>
    </message>
    <message>
        <source>Take the blow</source>
        <translation>Encaisser le coup</translation>
    </message>
    <message>
        <source>an atout holds at most {n} indicators</source>
        <translation>un atout porte au plus {n} indicateurs</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>Tours joués</translation>
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
        <translation>{n} atouts</translation>
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
        <translation>Ich gehe (je passe)</translation>
    </message>
    <message>
        <source>Ich nehm&apos;s (take the Tapp)</source>
        <translation>Ich nehm&apos;s (je prends le Tapp)</translation>
    </message>
    <message>
        <source>Solo (without the Tapp)</source>
        <translation>Solo (sans le Tapp)</translation>
    </message>
    <message>
        <source>Ich gehe, ich nehm&apos;s or Solo?</source>
        <translation>Ich gehe, ich nehm&apos;s ou Solo&#xa0;?</translation>
    </message>
    <message>
        <source>Ich gehe or Solo?</source>
        <translation>Ich gehe ou Solo&#xa0;?</translation>
    </message>
    <message>
        <source>The Tappist or Soloist wins with more than this many points (a Misère player must not take more): more than half of the 114, or the text&apos;s 58.</source>
        <translation>Le Tappist ou le Soloist gagne avec plus de points que cela (un joueur de Misère ne doit pas en faire plus)&#xa0;: plus de la moitié des 114, ou les 58 du texte.</translation>
    </message>
    <message>
        <source>Winning line</source>
        <translation>Seuil de victoire</translation>
    </message>
    <message>
        <source>More than 57 (half of 114)</source>
        <translation>Plus de 57 (la moitié de 114)</translation>
    </message>
    <message>
        <source>More than 58 (Jeux de tarot)</source>
        <translation>Plus de 58 (Jeux de tarot)</translation>
    </message>
    <message>
        <source>Rappen won or lost from each opponent in a Tapp game (a Solo counts double, a Misère once).</source>
        <translation>Rappen gagnés ou perdus contre chaque adversaire dans un jeu de Tapp (un Solo compte double, une Misère une fois).</translation>
    </message>
    <message>
        <source>Stake (Rappen)</source>
        <translation>Mise (Rappen)</translation>
    </message>
    <message>
        <source>Who pays in a Misère: every player who took more than the line, or the player who took most.</source>
        <translation>Qui paie dans une Misère&#xa0;: chaque joueur au-dessus du seuil, ou le joueur qui a fait le plus.</translation>
    </message>
    <message>
        <source>Misère payment</source>
        <translation>Paiement de la Misère</translation>
    </message>
    <message>
        <source>Each player over the line pays everyone</source>
        <translation>Chaque joueur au-dessus du seuil paie tout le monde</translation>
    </message>
    <message>
        <source>The player with most points pays everyone</source>
        <translation>Le joueur qui a le plus de points paie tout le monde</translation>
    </message>
    <message>
        <source>The fool: excuses from following suit and never wins, as in French Tarot (Jeux de tarot), or is the highest trump, above the 21 (the Valais).</source>
        <translation>Le fou&#xa0;: excuse de fournir et ne gagne jamais, comme au tarot français (Jeux de tarot), ou est l&apos;atout le plus fort, au-dessus du 21 (le Valais).</translation>
    </message>
    <message>
        <source>The fool</source>
        <translation>Le fou</translation>
    </message>
    <message>
        <source>The excuse (French Tarot)</source>
        <translation>L&apos;excuse (tarot français)</translation>
    </message>
    <message>
        <source>The highest trump (the Valais)</source>
        <translation>L&apos;atout le plus fort (le Valais)</translation>
    </message>
    <message>
        <source>Misère: nobody took more than {line}</source>
        <translation>Misère&#xa0;: personne n&apos;a fait plus de {line}</translation>
    </message>
    <message>
        <source>{taker} against {others}</source>
        <translation>{taker} contre {others}</translation>
    </message>
    <message>
        <source>Needed</source>
        <translation>Nécessaire</translation>
    </message>
    <message>
        <source>more than {line}</source>
        <translation>plus de {line}</translation>
    </message>
    <message>
        <source>Each opponent</source>
        <translation>Chaque adversaire</translation>
    </message>
    <message>
        <source>pays {amount} Rappen</source>
        <translation>paie {amount} Rappen</translation>
    </message>
    <message>
        <source>receives {amount} Rappen</source>
        <translation>reçoit {amount} Rappen</translation>
    </message>
    <message>
        <source>Misère: the most points pay</source>
        <translation>Misère&#xa0;: le plus de points paie</translation>
    </message>
    <message>
        <source>Misère: over {line} pays</source>
        <translation>Misère&#xa0;: au-dessus de {line}, on paie</translation>
    </message>
    <message>
        <source>{points} points{over}</source>
        <translation>{points} points{over}</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Mise</translation>
    </message>
    <message>
        <source>{stake} Rappen, doubled in a Solo: {amount}</source>
        <translation>{stake} Rappen, doublés en Solo&#xa0;: {amount}</translation>
    </message>
    <message>
        <source>{stake} Rappen</source>
        <translation>{stake} Rappen</translation>
    </message>
    <message>
        <source>, pays {stake} Rappen to each player</source>
        <translation>, paie {stake} Rappen à chaque joueur</translation>
    </message>
    <message>
        <source>Trull in one hand</source>
        <translation>Trull dans une main</translation>
    </message>
    <message>
        <source>Four Kings in one hand</source>
        <translation>Quatre rois dans une main</translation>
    </message>
    <message>
        <source>Announce, double, or say none</source>
        <translation>Annoncez, contrez, ou rien</translation>
    </message>
    <message>
        <source>You hold XX to XVI: play alone</source>
        <translation>Vous avez du XX au XVI&#xa0;: jouez seul</translation>
    </message>
    <message>
        <source>The Farberl (Tarock without power) may be bid.</source>
        <translation>On peut annoncer le Farberl (Tarock sans pouvoir).</translation>
    </message>
    <message>
        <source>Farberl</source>
        <translation>Farberl</translation>
    </message>
    <message>
        <source>Suit cards a hand needs to bid a Farberl (the usual rule: 5; 0 for no limit).</source>
        <translation>Cartes de couleur qu&apos;il faut pour annoncer un Farberl (la règle habituelle&#xa0;: 5&#xa0;; 0 pour aucune limite).</translation>
    </message>
    <message>
        <source>Suit cards for a Farberl</source>
        <translation>Cartes de couleur pour un Farberl</translation>
    </message>
    <message>
        <source>Play {cards}</source>
        <translation>Jouer {cards}</translation>
    </message>
    <message>
        <source>Lay away {cards}</source>
        <translation>Écarter {cards}</translation>
    </message>
    <message>
        <source>Not yet: this lesson asks for another move. {what}</source>
        <translation>Pas encore&#xa0;: cette leçon demande un autre coup. {what}</translation>
    </message>
    <message>
        <source>Not this card: this lesson lays away {cards}</source>
        <translation>Pas cette carte&#xa0;: cette leçon écarte {cards}</translation>
    </message>
    <message>
        <source>Now: {what}.</source>
        <translation>À vous&#xa0;: {what}.</translation>
    </message>
    <message>
        <source>The deal is over. Your tricks and your discard hold {mine} card points, the defence&apos;s {theirs}: 91 in all.</source>
        <translation>La donne est finie. Vos plis et votre écart contiennent {mine} points, ceux de la défense {theirs}&#xa0;: 91 en tout.</translation>
    </message>
    <message>
        <source>The score: 25 for the contract, plus the margin {margin}, times {multiplier} for the guard: (25 + {margin}) × {multiplier} = {base}.</source>
        <translation>La marque&#xa0;: 25 pour le contrat, plus la différence {margin}, fois {multiplier} pour la garde&#xa0;: (25 + {margin}) × {multiplier} = {base}.</translation>
    </message>
    <message>
        <source>Each of the three defenders pays you {per}: you score {total}, they score −{per} each. Well done: you have played a whole deal of French Tarot.</source>
        <translation>Chacun des trois défenseurs vous paie {per}&#xa0;: vous marquez {total}, eux −{per} chacun. Bravo&#xa0;: vous avez joué une donne entière de tarot.</translation>
    </message>
    <message>
        <source>The poignée adds {bonus} for the side that won the deal: {base} + {bonus} = {per}.</source>
        <translation>La poignée ajoute {bonus} pour le camp qui gagne la donne&#xa0;: {base} + {bonus} = {per}.</translation>
    </message>
    <message>
        <source>The petit au bout (the petit won in the last trick) would have added 10 × {multiplier}: nobody made it.</source>
        <translation>Le petit au bout (le petit gagné au dernier pli) aurait ajouté 10 × {multiplier}&#xa0;: personne ne l&apos;a réussi.</translation>
    </message>
    <message>
        <source>Your side took {mine}, the defenders {theirs}: you needed 35 and two cards. The Call is won: 2 to you and your partner {partner}.</source>
        <translation>Votre camp a fait {mine}, les défenseurs {theirs}&#xa0;: il vous fallait 35 et deux cartes. L&apos;appel est gagné&#xa0;: 2 pour vous et votre partenaire {partner}.</translation>
    </message>
    <message>
        <source>Premiums made silently count half: the Pagat ultimo {pagat}, the Trull {trull}. In all {total} for {side}, paid by each defender.</source>
        <translation>Les primes réussies sans annonce comptent moitié&#xa0;: le Pagat ultimo {pagat}, le Trull {trull}. En tout {total} pour {side}, payés par chaque défenseur.</translation>
    </message>
    <message>
        <source>You captured the top card: the game is won. You took {n} cards.</source>
        <translation>Vous avez pris la carte du sommet&#xa0;: la partie est gagnée. Vous avez pris {n} cartes.</translation>
    </message>
    <message>
        <source>Every captured card scores: the trumps 1 and 21 five each, the other trumps four, courts three, pips one, the excuse nothing. Capturing the top adds {bonus}: {score} in all.</source>
        <translation>Chaque carte prise compte&#xa0;: les atouts 1 et 21 cinq chacun, les autres atouts quatre, les figures trois, les cartes basses un, l&apos;excuse rien. Prendre le sommet ajoute {bonus}&#xa0;: {score} en tout.</translation>
    </message>
    <message>
        <source>A real game has five rows and 55 cards in the pyramid: clearing it all adds 2 more. Game → La Pyramide deals one.</source>
        <translation>Une vraie partie a cinq rangées et 55 cartes dans la pyramide&#xa0;: tout dégager rapporte 2 de plus. Partie → La Pyramide en distribue une.</translation>
    </message>
    <message>
        <source>You and {partner} took {mine} card points of {total}, the defenders {theirs}: you needed {needed}. The Preference is made: {value} victory point to each of you, paid by the defenders.</source>
        <translation>{partner} et vous avez fait {mine} points sur {total}, les défenseurs {theirs}&#xa0;: il vous en fallait {needed}. La Préférence est réussie&#xa0;: {value} point de victoire pour chacun de vous, payé par les défenseurs.</translation>
    </message>
    <message>
        <source>{amount} from {payer:acc} to {payee:acc}</source>
        <translation>{amount} de {payer:acc} à {payee:acc}</translation>
    </message>
    <message>
        <source>the search finds this the best choice</source>
        <translation>la recherche trouve que c&apos;est le meilleur choix</translation>
    </message>
    <message>
        <source>{what}: {why}</source>
        <translation>{what}&#xa0;: {why}</translation>
    </message>
    <message>
        <source>a cheap card that shortens a suit</source>
        <translation>une carte sans valeur qui raccourcit une couleur</translation>
    </message>
    <message>
        <source>your partner will help you in that suit</source>
        <translation>votre partenaire vous aidera dans cette couleur</translation>
    </message>
    <message>
        <source>it gives the best results in the simulated deals</source>
        <translation>elle donne les meilleurs résultats dans les donnes simulées</translation>
    </message>
    <message>
        <source>it gives nothing away and keeps its points for your side</source>
        <translation>elle ne donne rien et garde ses points pour votre camp</translation>
    </message>
    <message>
        <source>showing your trumps adds a bonus for the winning side</source>
        <translation>montrer vos atouts ajoute une prime pour le camp gagnant</translation>
    </message>
    <message>
        <source>{p0:case}</source>
        <translation>{p0:case}</translation>
    </message>
    <message>
        <source>{p0:case} and {p1:nom}</source>
        <translation>{p0:case} et {p1:nom}</translation>
    </message>
    <message>
        <source>{p0:case}, {p1:nom} and {p2:nom}</source>
        <translation>{p0:case}, {p1:nom} et {p2:nom}</translation>
    </message>
    <message>
        <source>{p0:case}, {p1:nom}, {p2:nom} and {p3:nom}</source>
        <translation>{p0:case}, {p1:nom}, {p2:nom} et {p3:nom}</translation>
    </message>
    <message>
        <source>{p0:case}, {p1:nom}, {p2:nom}, {p3:nom} and {p4:nom}</source>
        <translation>{p0:case}, {p1:nom}, {p2:nom}, {p3:nom} et {p4:nom}</translation>
    </message>
    <message>
        <source>{p0:case}, {p1:nom}, {p2:nom}, {p3:nom}, {p4:nom} and {p5:nom}</source>
        <translation>{p0:case}, {p1:nom}, {p2:nom}, {p3:nom}, {p4:nom} et {p5:nom}</translation>
    </message>
    <message>
        <source>{p0:case}, {p1:nom}, {p2:nom}, {p3:nom}, {p4:nom}, {p5:nom} and {p6:nom}</source>
        <translation>{p0:case}, {p1:nom}, {p2:nom}, {p3:nom}, {p4:nom}, {p5:nom} et {p6:nom}</translation>
    </message>
    <message>
        <source>{p0:case}, {p1:nom}, {p2:nom}, {p3:nom}, {p4:nom}, {p5:nom}, {p6:nom} and {p7:nom}</source>
        <translation>{p0:case}, {p1:nom}, {p2:nom}, {p3:nom}, {p4:nom}, {p5:nom}, {p6:nom} et {p7:nom}</translation>
    </message>
    <message>
        <source>not doubled</source>
        <translation>non contré</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>contré</translation>
    </message>
    <message>
        <source>redoubled</source>
        <translation>surcontré</translation>
    </message>
    <message>
        <source>superdoubled</source>
        <translation>supra-contré</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <source>trump {n}</source>
        <translation>l&apos;atout {n}</translation>
    </message>
    <message>
        <source>trumps {n}</source>
        <translation>les atouts {n}</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>place {n}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>La chasse au trésor</source>
        <translation>La chasse au trésor</translation>
    </message>
    <message>
        <source>solitaire</source>
        <translation>réussite</translation>
    </message>
    <message>
        <source>Solitaire: a magician&apos;s journey through a library of monsters, potions, spells and treasure.</source>
        <translation>Réussite&#xa0;: le voyage d&apos;un magicien à travers une bibliothèque de monstres, de potions, de sorts et de trésors.</translation>
    </message>
    <message>
        <source>French Tarot</source>
        <translation>Tarot français</translation>
    </message>
    <message>
        <source>french</source>
        <translation>français</translation>
    </message>
    <message>
        <source>Tarock (German)</source>
        <translation>Tarock (allemand)</translation>
    </message>
    <message>
        <source>german</source>
        <translation>allemand</translation>
    </message>
    <message>
        <source>Four players, each for himself, with the 54-card pack, counted in triplets.</source>
        <translation>Quatre joueurs, chacun pour soi, avec le jeu de 54 cartes, compté par trois.</translation>
    </message>
    <message>
        <source>The chien</source>
        <translation>Le chien</translation>
    </message>
    <message>
        <source>Who gets the chien: the dealer takes it into his hand and lays away six cards, or it counts unseen for the winner of the last trick.</source>
        <translation>Qui a le chien&#xa0;: le donneur le prend en main et écarte six cartes, ou il compte, non vu, pour le gagnant du dernier pli.</translation>
    </message>
    <message>
        <source>The dealer takes the chien and lays away as many cards</source>
        <translation>Le donneur prend le chien et écarte autant de cartes</translation>
    </message>
    <message>
        <source>The chien counts for the winner of the last trick</source>
        <translation>Le chien compte pour le gagnant du dernier pli</translation>
    </message>
    <message>
        <source>Illustrated Tarock</source>
        <translation>Tarock illustré</translation>
    </message>
    <message>
        <source>austrian</source>
        <translation>autrichien</translation>
    </message>
    <message>
        <source>Three players bid Three, Two, One or Solo to exchange with the talon, announce before and after the exchange, contra and recontra; game is 100.</source>
        <translation>Trois joueurs annoncent Trois, Deux, Un ou Solo pour échanger avec le talon, annoncent avant et après l&apos;échange, contrent et surcontrent&#xa0;; la partie est en 100.</translation>
    </message>
    <message>
        <source>Königrufen</source>
        <translation>Königrufen (appel du roi)</translation>
    </message>
    <message>
        <source>Call the King: four players, a called king as secret partner, talon halves, Solo, Dreier, Trischaken, Piccolo, Bettel and the premiums.</source>
        <translation>L&apos;appel du roi&#xa0;: quatre joueurs, un roi appelé comme partenaire secret, les moitiés du talon, Solo, Dreier, Trischaken, Piccolo, Bettel et les primes.</translation>
    </message>
    <message>
        <source>Up to superdouble (×8)</source>
        <translation>Jusqu&apos;au supra-contre (×8)</translation>
    </message>
    <message>
        <source>Up to redouble (×4)</source>
        <translation>Jusqu&apos;au surcontre (×4)</translation>
    </message>
    <message>
        <source>Double only (×2)</source>
        <translation>Contre seulement (×2)</translation>
    </message>
    <message>
        <source>{best} holds the trick and you cannot beat it cheaply: {card} gives away only {pts} points</source>
        <translation>{best} tient le pli et vous ne pouvez pas le battre à bon compte&#xa0;: {card} ne donne que {pts} points</translation>
    </message>
    <message>
        <source>{n} trump</source>
        <translation>{n} atout</translation>
    </message>
    <message>
        <source>{n} trumps</source>
        <translation>{n} atouts</translation>
    </message>
    <message>
        <source>{n} king</source>
        <translation>{n} roi</translation>
    </message>
    <message>
        <source>{n} kings</source>
        <translation>{n} rois</translation>
    </message>
    <message>
        <source>with {trumps} and {kings} your hand is strong enough for it</source>
        <translation>avec {trumps} et {kings}, votre main est assez forte pour cela</translation>
    </message>
    <message>
        <source>with {trumps} and {kings} your hand is too weak for a contract</source>
        <translation>avec {trumps} et {kings}, votre main est trop faible pour un contrat</translation>
    </message>
    <message>
        <source>keep {petit} back: {n} trumps are still out against it</source>
        <translation>gardez {petit}&#xa0;: {n} atouts sont encore dehors contre lui</translation>
    </message>
    <message>
        <source>it beats {best} and takes the trick: {stake} points at stake</source>
        <translation>elle bat {best} et prend le pli&#xa0;: {stake} points en jeu</translation>
    </message>
    <message>
        <source>your partner {seat} holds the trick with {best}: {card} adds its points</source>
        <translation>votre partenaire {seat} tient le pli avec {best}&#xa0;: {card} ajoute ses points</translation>
    </message>
    <message>
        <source>{why}; {danger}</source>
        <translation>{why}&#xa0;; {danger}</translation>
    </message>
    <message>
        <source>leading trumps draws the others&apos; trumps, so your cards become masters</source>
        <translation>entamer atout fait tomber les atouts des autres, et vos cartes deviennent maîtresses</translation>
    </message>
    <message>
        <source>your partner, who holds {king}, can win this suit</source>
        <translation>votre partenaire, qui a {king}, peut gagner cette couleur</translation>
    </message>
    <message>
        <source>{card} is the highest card left in its suit; {pts} points of the suit are still out</source>
        <translation>{card} est la plus haute carte restante de sa couleur&#xa0;; {pts} points de la couleur sont encore dehors</translation>
    </message>
    <message>
        <source>it leaves you void in that suit, so you can trump it</source>
        <translation>elle vous laisse sans cette couleur, et vous pourrez couper</translation>
    </message>
    <message>
        <source>it beats {best} and saves {petit}</source>
        <translation>elle bat {best} et sauve {petit}</translation>
    </message>
    <message>
        <source>it beats {best} and takes {petit}: {stake} points at stake</source>
        <translation>elle bat {best} et prend {petit}&#xa0;: {stake} points en jeu</translation>
    </message>
    <message>
        <source>{card} wins the trick safely: nobody after you can beat it, {stake} points at stake</source>
        <translation>{card} gagne le pli sans risque&#xa0;: personne après vous ne peut la battre, {stake} points en jeu</translation>
    </message>
    <message>
        <source>{card} beats {best} for now, but {n} trumps are still out: it is in danger</source>
        <translation>{card} bat {best} pour l&apos;instant, mais {n} atouts sont encore dehors&#xa0;: elle est en danger</translation>
    </message>
    <message>
        <source>it beats {best} and may hold the trick: {stake} points at stake</source>
        <translation>elle bat {best} et peut tenir le pli&#xa0;: {stake} points en jeu</translation>
    </message>
    <message>
        <source>leading trumps draws the others&apos; trumps and hunts {petit}, still out</source>
        <translation>entamer atout fait tomber les atouts des autres et chasse {petit}, encore dehors</translation>
    </message>
    <message>
        <source>{card} is safe now: no trump is left to beat it</source>
        <translation>{card} ne craint plus rien&#xa0;: il ne reste aucun atout pour la battre</translation>
    </message>
    <message>
        <source>a cheap lead: {top} is still out, among {pts} points of that suit</source>
        <translation>une entame bon marché&#xa0;: {top} est encore dehors, parmi {pts} points de cette couleur</translation>
    </message>
    <message>
        <source>nobody else holds that suit: the others must trump or give cards away</source>
        <translation>personne d&apos;autre n&apos;a cette couleur&#xa0;: les autres doivent couper ou défausser</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>The pack has four suits of 14 cards ({king}, {queen}, {cavalier}, {jack}, then 10 down to the ace) and 21 trumps, plus the excuse. Three cards are the oudlers: {T1}, {T21} and {EX}.</source>
        <translation>Le jeu a quatre couleurs de 14 cartes ({king}, {queen}, {cavalier}, {jack}, puis du 10 à l&apos;as) et 21 atouts, plus l&apos;excuse. Trois cartes sont les bouts&#xa0;: {T1}, {T21} et {EX}.</translation>
    </message>
    <message>
        <source>Card points: an oudler or a {king} 4.5, a {queen} 3.5, a {cavalier} 2.5, a {jack} 1.5, any other card 0.5; 91 in all. The taker needs 56 of them with no oudler in the tricks, 51 with one, 41 with two and only 36 with all three.</source>
        <translation>Les points&#xa0;: un bout ou un {king} 4,5, {queen} 3,5, {cavalier} 2,5, {jack} 1,5, toute autre carte 0,5&#xa0;; 91 en tout. Le preneur doit en faire 56 sans bout dans ses plis, 51 avec un, 41 avec deux et seulement 36 avec les trois.</translation>
    </message>
    <message>
        <source>A good discard leaves you void in a suit, so that you can trump it. Lay away both {clubs}, {7C} and {2C}, and the small cards {3D}, {5D}, {6S} and {1S}: click each, then press Lay away.</source>
        <translation>Un bon écart vous laisse sans cartes dans une couleur, pour pouvoir y couper. Écartez les deux {clubs}, {7C} et {2C}, et les petites cartes {3D}, {5D}, {6S} et {1S}&#xa0;: cliquez sur chacune, puis sur Écarter.</translation>
    </message>
    <message>
        <source>Now follow suit: {s1} led a {heart}, so you must play a {heart} if you have one. {s2} and {s3} played {2H} and {6H}.</source>
        <translation>Maintenant, fournissez&#xa0;: {s1} a entamé {heart}, vous devez donc jouer {heart} si vous en avez. {s2} et {s3} ont joué {2H} et {6H}.</translation>
    </message>
    <message>
        <source>{KH} is the highest {heart}: it wins the trick and its 4.5 points. Play it: double-click it or drag it to the table.</source>
        <translation>La plus haute carte à {heart} est {KH}&#xa0;: elle gagne le pli et vaut elle-même 4,5 points. Jouez-la&#xa0;: double-cliquez dessus ou faites-la glisser sur la table.</translation>
    </message>
    <message>
        <source>{s3} won with {T17} and leads {KC}. You have no {clubs} left, so you must trump: any trump, even {T3}, beats every suit card.</source>
        <translation>{s3} a gagné avec {T17} et entame {KC}. Vous n&apos;avez plus de {clubs}, vous devez donc couper&#xa0;: n&apos;importe quel atout, même {T3}, bat toutes les cartes de couleur.</translation>
    </message>
    <message>
        <source>Play {T3}: it takes {KC}, 4.5 points, with your smallest trump.</source>
        <translation>Jouez {T3}&#xa0;: il prend {KC}, 4,5 points, avec votre plus petit atout.</translation>
    </message>
    <message>
        <source>{s1} won with {T19} and leads {8C}; {s2} and {s3} followed with {clubs}. You have none: trump with {T7}, your lowest trump, which wins the trick.</source>
        <translation>{s1} a gagné avec {T19} et entame {8C}&#xa0;; {s2} et {s3} ont fourni {clubs}. Vous n&apos;en avez pas&#xa0;: coupez avec {T7}, votre plus petit atout, qui gagne le pli.</translation>
    </message>
    <message>
        <source>{s1} leads {QH}, {s2} plays {NH} and {s3} {7H}. You must follow with a {heart} but cannot beat the queen: play your lowest, {4H}, and give away as little as you can.</source>
        <translation>{s1} entame {QH}, {s2} joue {NH} et {s3} {7H}. Vous devez fournir {heart} mais ne pouvez pas battre la dame&#xa0;: jouez votre plus petite carte, {4H}, et donnez le moins possible.</translation>
    </message>
    <message>
        <source>{s1} leads {1H}. {s3} had no {heart} and trumped with {T8}. You still hold a {heart}, so you must follow suit even though the trick is lost: play {8H}.</source>
        <translation>{s1} entame {1H}. {s3} n&apos;avait pas de {heart} et a coupé avec {T8}. Vous avez encore du {heart}, vous devez donc fournir même si le pli est perdu&#xa0;: jouez {8H}.</translation>
    </message>
    <message>
        <source>{s1} leads {JC}, and the others follow with {clubs}. You have none: trump with {T9} and take the {jack}.</source>
        <translation>{s1} entame {JC}, et les autres fournissent {clubs}. Vous n&apos;en avez pas&#xa0;: coupez avec {T9} et prenez le {jack}.</translation>
    </message>
    <message>
        <source>You capture cards in pairs worth 21. Suit cards count their pips, a {jack} 11, a {cavalier} 12, a {queen} 13 and a {king} 14.</source>
        <translation>Vous prenez les cartes par paires qui font 21. Les cartes de couleur valent leur chiffre, {jack} 11, {cavalier} 12, {queen} 13 et {king} 14.</translation>
    </message>
    <message>
        <source>Kings and the Trull are worth 5 points, {queens} 4, {cavaliers} 3, {jacks} 2, the rest 1, counted in threes: 70 in all. The declarer&apos;s side needs 35 and two cards.</source>
        <translation>Les rois et les cartes du Trull valent 5 points, les {queens} 4, les {cavaliers} 3, les {jacks} 2, le reste 1, comptés par trois&#xa0;: 70 en tout. Le camp du déclarant a besoin de 35 et deux cartes.</translation>
    </message>
    <message>
        <source>Call a king you do not hold. You have {KS} and {KC}, and two small {diamonds}: call {KD}, so that your partner can win your {diamond} leads.</source>
        <translation>Appelez un roi que vous n&apos;avez pas. Vous avez {KS} et {KC}, et deux petits {diamonds}&#xa0;: appelez {KD}, pour que votre partenaire puisse gagner vos entames à {diamond}.</translation>
    </message>
    <message>
        <source>Lay away three cards, never a king or a tarock. Lay away {NH}, {4H} and {JC}: you will be void in {hearts} and can trump them.</source>
        <translation>Écartez trois cartes, jamais un roi ni un tarock. Écartez {NH}, {4H} et {JC}&#xa0;: vous n&apos;aurez plus de {hearts} et pourrez y couper.</translation>
    </message>
    <message>
        <source>Now lead {1D}, a small {diamond}: your partner, who holds {KD}, can win it and shows themselves by playing the king.</source>
        <translation>Entamez maintenant {1D}, un petit {diamond}&#xa0;: votre partenaire, qui a {KD}, peut le gagner et se dévoile en jouant le roi.</translation>
    </message>
    <message>
        <source>Each card counts by itself: oudlers and kings 5, {queens} 4, {cavaliers} 3, {jacks} 2, the rest 1: 106 in all. The declarer&apos;s side needs 54.</source>
        <translation>Chaque carte compte seule&#xa0;: bouts et rois 5, {queens} 4, {cavaliers} 3, {jacks} 2, le reste 1&#xa0;: 106 en tout. Le camp du déclarant a besoin de 54.</translation>
    </message>
    <message>
        <source>At four, the declarer calls a king, whose holder is the partner (or plays alone). Call {KD}: you hold two small {diamonds} to lead to it.</source>
        <translation>À quatre, le déclarant appelle un roi, dont le détenteur devient son partenaire (ou il joue seul). Appelez {KD}&#xa0;: vous avez deux petits {diamonds} pour jouer vers lui.</translation>
    </message>
    <message>
        <source>Lay away as many cards as you took, never a king or an oudler: {NH}, {10H} and {JC}. They count for you at the end, and you are void in {hearts}.</source>
        <translation>Écartez autant de cartes que vous en avez prises, jamais un roi ni un bout&#xa0;: {NH}, {10H} et {JC}. Elles comptent pour vous à la fin, et vous n&apos;avez plus de {hearts}.</translation>
    </message>
    <message>
        <source>You have no {hearts} left, so you must play a tarock: {T1}, the lowest, is enough to take {KH}: 5 points and an oudler saved.</source>
        <translation>Vous n&apos;avez plus de {hearts}, vous devez donc jouer un tarock&#xa0;: {T1}, le plus petit, suffit pour prendre {KH}&#xa0;: 5 points, et un bout sauvé.</translation>
    </message>
    <message>
        <source>France&apos;s game: bid to take the chien, then win card points with the three oudlers. 3–5 players; 2 in Moore&apos;s variant.</source>
        <translation>Le jeu de la France&#xa0;: enchérir pour prendre le chien, puis gagner des points avec les trois bouts. 3 à 5 joueurs&#xa0;; 2 dans la variante de Moore.</translation>
    </message>
    <message>
        <source>La Pyramide</source>
        <translation>La Pyramide</translation>
    </message>
    <message>
        <source>Call the King</source>
        <translation>Appel du roi</translation>
    </message>
    <message>
        <source>Piccolo</source>
        <translation>Piccolo</translation>
    </message>
    <message>
        <source>Solo (Solo-Call)</source>
        <translation>Solo (appel en solo)</translation>
    </message>
    <message>
        <source>Besserrufer with the Pagat</source>
        <translation>Besserrufer avec le Pagat</translation>
    </message>
    <message>
        <source>Besserrufer with the Uhu</source>
        <translation>Besserrufer avec l&apos;Uhu</translation>
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
        <translation>Prendre les trois premières&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Take the last three: {cards}</source>
        <translation>Prendre les trois dernières&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Laid away from the Tapp</source>
        <translation>Écarté du Tapp</translation>
    </message>
    <message>
        <source>the Tappist may lay away a king only when he holds all four</source>
        <translation>le Tappist ne peut écarter un roi que s&apos;il a les quatre</translation>
    </message>
    <message>
        <source>the Tappist may not lay away an oudler (the 1, the 21, the fool)</source>
        <translation>le Tappist ne peut pas écarter un bout (le 1, le 21, le fou)</translation>
    </message>
    <message>
        <source>it is time to say ich gehe, ich nehm&apos;s or Solo</source>
        <translation>c&apos;est le moment de dire ich gehe, ich nehm&apos;s ou Solo</translation>
    </message>
    <message>
        <source>the Tapp is taken already: go or play a Solo</source>
        <translation>le Tapp est déjà pris&#xa0;: passez ou jouez un Solo</translation>
    </message>
    <message>
        <source>Lay away 1 card (no oudler, no king)</source>
        <translation>Écartez 1 carte (ni bout ni roi)</translation>
    </message>
    <message>
        <source>Lay away {n} cards (no oudler, no king)</source>
        <translation>Écartez {n} cartes (ni bout ni roi)</translation>
    </message>
    <message>
        <source>{seat} played the {contract}: won with {points} of {total}</source>
        <translation>{seat} {seat|you:avez|a} joué {contract|f:la|le} {contract}&#xa0;: {contract|f:gagnée|gagné} avec {points} sur {total}</translation>
    </message>
    <message>
        <source>{seat} played the {contract}: lost with {points} of {total}</source>
        <translation>{seat} {seat|you:avez|a} joué {contract|f:la|le} {contract}&#xa0;: {contract|f:perdue|perdu} avec {points} sur {total}</translation>
    </message>
    <message>
        <source>there is no bid {name}: say ich gehe, ich nehm&apos;s or Solo</source>
        <translation>il n&apos;y a pas d&apos;enchère {name}&#xa0;: dites ich gehe, ich nehm&apos;s ou Solo</translation>
    </message>
    <message>
        <source>Tappist</source>
        <translation>Tappist (preneur du Tapp)</translation>
    </message>
    <message>
        <source>Soloist</source>
        <translation>Soliste</translation>
    </message>
    <message>
        <source>you hold XX to XVI: you must play a Solo (or a Farberl)</source>
        <translation>vous avez du XX au XVI&#xa0;: vous devez jouer un Solo (ou un Farberl)</translation>
    </message>
    <message>
        <source>{points} of {total}</source>
        <translation>{points} sur {total}</translation>
    </message>
    <message>
        <source>Call the XX</source>
        <translation>Appel du XX</translation>
    </message>
    <message>
        <source>a Farberl needs at least {n} suit cards in the hand</source>
        <translation>un Farberl demande au moins {n} cartes de couleur en main</translation>
    </message>
    <message>
        <source>Call Tarock {number}</source>
        <translation>Appeler le Tarock {number}</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>you cannot follow suit: you must play a trump</source>
        <translation>vous ne pouvez pas fournir&#xa0;: vous devez couper</translation>
    </message>
    <message>
        <source>you must play a higher trump when you can</source>
        <translation>vous devez monter à l&apos;atout quand vous le pouvez</translation>
    </message>
    <message>
        <source>a trump was led: you must play a trump</source>
        <translation>un atout a été entamé&#xa0;: vous devez jouer atout</translation>
    </message>
    <message>
        <source>Lay away 1 more card</source>
        <translation>Écartez encore 1 carte</translation>
    </message>
    <message>
        <source>Lay away {n} more cards</source>
        <translation>Écartez encore {n} cartes</translation>
    </message>
    <message>
        <source>{points} and one card</source>
        <translation>{points} et une carte</translation>
    </message>
    <message>
        <source>{points} and two cards</source>
        <translation>{points} et deux cartes</translation>
    </message>
    <message>
        <source>{how} (×{factor})</source>
        <translation>{how} (×{factor})</translation>
    </message>
    <message>
        <source>The search expected {theirs} from {suggestion} and {yours} from {card}, your choice</source>
        <translation>La recherche attendait {theirs} avec {suggestion} et {yours} avec {card}, votre choix</translation>
    </message>
    <message>
        <source>A whole deal as the taker of a guard: points, bidding, the chien, trumping, the excuse, the poignée and the score.</source>
        <translation>Une donne entière comme preneur d&apos;une garde&#xa0;: les points, les enchères, le chien, la coupe, l&apos;excuse, la poignée et la marque.</translation>
    </message>
    <message>
        <source>Welcome to French Tarot. You sit with {s1}, {s2} and {s3}. Whoever bids highest becomes the taker and plays alone against the other three.</source>
        <translation>Bienvenue au tarot. Vous jouez avec {s1}, {s2} et {s3}. Celui qui enchérit le plus haut devient le preneur et joue seul contre les trois autres.</translation>
    </message>
    <message>
        <source>Bidding: in turn, each player passes or bids higher than before: a take, a guard (the score counts double), a guard without the chien (×4) or a guard against it (×6). {s1}, {s2} and {s3} have passed.</source>
        <translation>Les enchères&#xa0;: à tour de rôle, chacun passe ou monte au-dessus de l&apos;enchère précédente&#xa0;: une prise, une garde (la marque compte double), une garde sans le chien (×4) ou une garde contre le chien (×6). {s1}, {s2} et {s3} ont passé.</translation>
    </message>
    <message>
        <source>Your hand is strong: ten trumps with {T21}, {EX} and {KH}. Bid a guard: you will take the six cards of the chien, and the score counts double.</source>
        <translation>Votre main est forte&#xa0;: dix atouts avec {T21}, {EX} et {KH}. Annoncez une garde&#xa0;: vous prendrez les six cartes du chien, et la marque compte double.</translation>
    </message>
    <message>
        <source>You are the taker. The chien was turned face up for everyone to see and has gone into your hand: {KD}, {T12} and four small cards.</source>
        <translation>Vous êtes le preneur. Le chien a été retourné pour que tous le voient, puis il est passé dans votre main&#xa0;: {KD}, {T12} et quatre petites cartes.</translation>
    </message>
    <message>
        <source>Now lay away six cards, face down: they count for you at the end. Never a king or an oudler, and a trump only when nothing else is left.</source>
        <translation>Faites maintenant votre écart de six cartes, face cachée&#xa0;: elles comptent pour vous à la fin. Jamais un roi ni un bout, et un atout seulement s&apos;il ne reste rien d&apos;autre.</translation>
    </message>
    <message>
        <source>Before the first card the taker may announce a slam (chelem): winning every trick. Announced and made it is worth 400, announced and lost it costs 200, made without announcing it 200.</source>
        <translation>Avant la première carte, le preneur peut annoncer un chelem&#xa0;: faire tous les plis. Annoncé et réussi, il vaut 400&#xa0;; annoncé et chuté, il coûte 200&#xa0;; réussi sans annonce, il vaut 200.</translation>
    </message>
    <message>
        <source>Your hand is good, but not good enough to win all eighteen tricks: the defenders still hold high trumps. Announce no slam.</source>
        <translation>Votre main est bonne, mais pas assez pour faire les dix-huit plis&#xa0;: les défenseurs ont encore de gros atouts. N&apos;annoncez pas de chelem.</translation>
    </message>
    <message>
        <source>{s1} led {9H}. Before your first card you may show a poignée: ten trumps or more at four players (13 for a double, 15 for a triple). You hold eleven.</source>
        <translation>{s1} a entamé {9H}. Avant votre première carte, vous pouvez montrer une poignée&#xa0;: dix atouts ou plus à quatre joueurs (13 pour une double, 15 pour une triple). Vous en avez onze.</translation>
    </message>
    <message>
        <source>A simple poignée is worth 20 to the side that wins the deal, whoever showed it: show it when you expect to win. Press Show a simple poignée, then Show: your ten lowest trumps are chosen.</source>
        <translation>Une poignée simple vaut 20 au camp qui gagne la donne, quel que soit celui qui l&apos;a montrée&#xa0;: montrez-la quand vous pensez gagner. Cliquez sur Montrer une poignée simple, puis sur Montrer&#xa0;: vos dix plus petits atouts sont choisis.</translation>
    </message>
    <message>
        <source>You won the trick, so you lead the next one. A taker with many trumps leads them, to draw the defenders&apos; trumps and to hunt {T1}: it is an oudler worth 4.5 points.</source>
        <translation>Vous avez gagné le pli, vous entamez donc le suivant. Un preneur riche en atouts les joue en tête, pour faire tomber les atouts des défenseurs et chasser {T1}&#xa0;: c&apos;est un bout qui vaut 4,5 points.</translation>
    </message>
    <message>
        <source>Lead your lowest trump, {T2}. When trumps are led, everyone must play a trump, and a higher one than the best in the trick if they can.</source>
        <translation>Entamez votre plus petit atout, {T2}. Quand on entame atout, chacun doit jouer atout, et monter au-dessus du meilleur atout du pli s&apos;il le peut.</translation>
    </message>
    <message>
        <source>Lead trumps again with {T5}. Each trump the defenders play makes yours stronger, and the petit has fewer places to hide.</source>
        <translation>Rejouez atout avec {T5}. Chaque atout que jouent les défenseurs renforce les vôtres, et le petit a moins d&apos;endroits où se cacher.</translation>
    </message>
    <message>
        <source>You may play {EX} instead of following suit at any time. It never wins a trick, but it comes back to your pile and you give a half-point card in exchange: its 4.5 points stay yours.</source>
        <translation>Vous pouvez jouer {EX} à tout moment au lieu de fournir. Elle ne gagne jamais de pli, mais elle revient dans vos plis et vous donnez en échange une carte d&apos;un demi-point&#xa0;: ses 4,5 points restent à vous.</translation>
    </message>
    <message>
        <source>Led, it lets the next card set the suit. Play it now, while you still win tricks: played at the last trick it would go to the other side.</source>
        <translation>Entamée, elle laisse la carte suivante fixer la couleur. Jouez-la maintenant, tant que vous gagnez encore des plis&#xa0;: jouée au dernier pli, elle irait au camp adverse.</translation>
    </message>
    <message>
        <source>Danger for the petit! {s3} leads {T1}: whoever wins this trick takes an oudler. You must play a higher trump, and {T21} beats every card.</source>
        <translation>Le petit est en danger&#xa0;! {s3} entame {T1}&#xa0;: qui gagne ce pli prend un bout. Vous devez monter à l&apos;atout, et {T21} bat toutes les cartes.</translation>
    </message>
    <message>
        <source>Play {T21}: the petit comes to your pile. With {T21}, {EX} and {T1} you now hold all three oudlers: you need only 36 points.</source>
        <translation>Jouez {T21}&#xa0;: le petit vient dans vos plis. Avec {T21}, {EX} et {T1}, vous avez maintenant les trois bouts&#xa0;: il ne vous faut plus que 36 points.</translation>
    </message>
    <message>
        <source>Lead {9D}, a small card: it gives the lead away cheaply and keeps {KD} for later.</source>
        <translation>Entamez {9D}, une petite carte&#xa0;: elle cède la main à peu de frais et garde {KD} pour plus tard.</translation>
    </message>
    <message>
        <source>Lead {T16} to draw out the defenders&apos; last high trumps: after that your trumps and your kings are masters.</source>
        <translation>Entamez {T16} pour faire tomber les derniers gros atouts des défenseurs&#xa0;: ensuite, vos atouts et vos rois seront maîtres.</translation>
    </message>
    <message>
        <source>{s1} leads {T15}. When you can, you must play a higher trump than the best in the trick: {T18} is your only trump above it, so it is the only card you may play.</source>
        <translation>{s1} entame {T15}. Quand vous le pouvez, vous devez monter au-dessus du meilleur atout du pli&#xa0;: {T18} est votre seul atout plus fort, c&apos;est donc la seule carte que vous pouvez jouer.</translation>
    </message>
    <message>
        <source>The defenders have no trumps left: your trumps are masters. Cash your suit cards while your trumps can take the lead back: lead {QS}.</source>
        <translation>Les défenseurs n&apos;ont plus d&apos;atouts&#xa0;: vos atouts sont maîtres. Encaissez vos cartes de couleur tant que vos atouts peuvent reprendre la main&#xa0;: entamez {QS}.</translation>
    </message>
    <message>
        <source>Lead {KD}: nothing beats a king in its suit unless it is trumped, and nobody has a trump left.</source>
        <translation>Entamez {KD}&#xa0;: rien ne bat un roi dans sa couleur, sauf une coupe, et personne n&apos;a plus d&apos;atout.</translation>
    </message>
    <message>
        <source>Only trumps are left in your hand, and the others have none: each of them wins a trick.</source>
        <translation>Il ne vous reste que des atouts, et les autres n&apos;en ont plus&#xa0;: chacun d&apos;eux gagne un pli.</translation>
    </message>
    <message>
        <source>A small pyramid to the top: pairs worth 21, free stacks, the draw.</source>
        <translation>Une petite pyramide jusqu&apos;au sommet&#xa0;: les paires qui font 21, les piles libres, la pioche.</translation>
    </message>
    <message>
        <source>Welcome to La Pyramide. The cards lie in stacks, in rows: the top card of each stack is face up. Your goal is to capture the single card at the very top, {T21}.</source>
        <translation>Bienvenue dans La Pyramide. Les cartes sont posées en piles, par rangées&#xa0;: la carte du dessus de chaque pile est visible. Votre but est de prendre la carte unique tout en haut, {T21}.</translation>
    </message>
    <message>
        <source>Only the stacks of the bottom row are free at first. Capture {KH} and {7S}: 14 + 7 = 21. Click one, then the other (or drag one onto the other).</source>
        <translation>Au début, seules les piles de la rangée du bas sont libres. Prenez {KH} et {7S}&#xa0;: 14 + 7 = 21. Cliquez sur l&apos;une, puis sur l&apos;autre (ou faites glisser l&apos;une sur l&apos;autre).</translation>
    </message>
    <message>
        <source>Two trumps pair when their numbers make 21. Capture {T8} and {T13}: 8 + 13 = 21.</source>
        <translation>Deux atouts font une paire quand leurs nombres font 21. Prenez {T8} et {T13}&#xa0;: 8 + 13 = 21.</translation>
    </message>
    <message>
        <source>The trumps 1 and 21 are never paired: each is captured alone. Capture {T1} with a double-click.</source>
        <translation>Les atouts 1 et 21 ne font jamais de paire&#xa0;: chacun se prend seul. Prenez {T1} d&apos;un double-clic.</translation>
    </message>
    <message>
        <source>That stack is now empty. A stack is free when one of the two stacks it rests on has gone: the two stacks of the middle row are free now.</source>
        <translation>Cette pile est maintenant vide. Une pile est libre quand l&apos;une des deux piles sur lesquelles elle repose a disparu&#xa0;: les deux piles de la rangée du milieu sont maintenant libres.</translation>
    </message>
    <message>
        <source>Look for a pair among the free cards: {4H}, {6H}, {QC} and {5D}. There is none.</source>
        <translation>Cherchez une paire parmi les cartes libres&#xa0;: {4H}, {6H}, {QC} et {5D}. Il n&apos;y en a aucune.</translation>
    </message>
    <message>
        <source>When no capture is possible, you draw: press Draw or click the deck. A card that cannot be captured goes to the waste, and the next is turned, until one can be captured.</source>
        <translation>Quand aucune prise n&apos;est possible, vous piochez&#xa0;: cliquez sur Piocher ou sur la pioche. Une carte qui ne peut pas être prise va à la défausse, et on retourne la suivante, jusqu&apos;à ce qu&apos;une carte puisse être prise.</translation>
    </message>
    <message>
        <source>{3C} could not be captured and went to the waste; {T4} can. A trump from 2 to 20 pairs with any suit card. Capture {T4} with {4H}: the turned card must be captured at once.</source>
        <translation>Impossible de prendre {3C}, qui est allé à la défausse&#xa0;; on peut prendre {T4}. Un atout de 2 à 20 fait une paire avec n&apos;importe quelle carte de couleur. Prenez {T4} avec {4H}&#xa0;: la carte retournée doit être prise aussitôt.</translation>
    </message>
    <message>
        <source>The excuse pairs with any card except the trumps 1 and 21. Capture {EX} with {QC}.</source>
        <translation>L&apos;excuse fait une paire avec n&apos;importe quelle carte sauf les atouts 1 et 21. Prenez {EX} avec {QC}.</translation>
    </message>
    <message>
        <source>No pair again among {9C}, {6H} and {5D}: draw.</source>
        <translation>Toujours pas de paire parmi {9C}, {6H} et {5D}&#xa0;: piochez.</translation>
    </message>
    <message>
        <source>{NH} is turned: 12 + 9 = 21 with {9C}. Capture them: the middle row&apos;s left stack empties and the top card becomes free.</source>
        <translation>Voici {NH}&#xa0;: 12 + 9 = 21 avec {9C}. Prenez-les&#xa0;: la pile de gauche de la rangée du milieu se vide et la carte du sommet devient libre.</translation>
    </message>
    <message>
        <source>The top card {T21} is free. Capture it alone and the game is won.</source>
        <translation>La carte du sommet, {T21}, est libre. Prenez-la seule et la partie est gagnée.</translation>
    </message>
    <message>
        <source>A guided Call: the king, the talon&apos;s halves, the Trull and the Pagat ultimo.</source>
        <translation>Un appel du roi guidé&#xa0;: le roi, les moitiés du talon, le Trull et le Pagat ultimo.</translation>
    </message>
    <message>
        <source>Welcome to Königrufen, the Austrian game for four, with 54 cards: 22 tarocks and four suits of eight. The highest tarock is {EX}, then {T21} down to {T1}, the lowest. These three are the Trull.</source>
        <translation>Bienvenue au Königrufen, le jeu autrichien à quatre, avec 54 cartes&#xa0;: 22 tarocks et quatre couleurs de huit. Le plus haut tarock est {EX}, puis viennent {T21} et les autres tarocks, et le plus petit est {T1}. Ces trois cartes forment le Trull.</translation>
    </message>
    <message>
        <source>You speak first and must open. The lowest game is the Call: you call a king, and whoever holds it plays with you, secretly at first. Bid Call the King.</source>
        <translation>Vous parlez en premier et devez ouvrir. Le plus petit jeu est l&apos;appel du roi&#xa0;: vous appelez un roi, et celui qui l&apos;a joue avec vous, en secret au début. Annoncez Appel du roi.</translation>
    </message>
    <message>
        <source>Everyone passed: your Call stands. You could still choose a game played alone, but with a partner the Call is safest. Play the call.</source>
        <translation>Tout le monde a passé&#xa0;: votre appel tient. Vous pourriez encore choisir un jeu en solitaire, mais avec un partenaire l&apos;appel est le plus sûr. Cliquez sur Jouer l&apos;appel.</translation>
    </message>
    <message>
        <source>The talon is shown in two halves of three. You take one; the other goes to the defenders&apos; points. The second half holds {T1} and {EX}: with {T21} in your hand you will hold the whole Trull. Take the second half.</source>
        <translation>Le talon est montré en deux moitiés de trois cartes. Vous en prenez une&#xa0;; l&apos;autre va aux points des défenseurs. La seconde moitié contient {T1} et {EX}&#xa0;: avec {T21}, que vous avez déjà, vous aurez tout le Trull. Prenez la seconde moitié.</translation>
    </message>
    <message>
        <source>Before play, premiums may be announced: the Trull, the four kings, the Pagat in the last trick (Pagat ultimo), all tricks (Valat). Announced, each counts double, but the defenders are warned. Say nothing: some premiums score, half as much, when made silently.</source>
        <translation>Avant le jeu, on peut annoncer des primes&#xa0;: le Trull, les quatre rois, le Pagat au dernier pli (Pagat ultimo), tous les plis (Valat). Annoncée, chacune compte double, mais les défenseurs sont prévenus. Ne dites rien&#xa0;: certaines primes comptent aussi, moitié moins, quand elles sont réussies sans annonce.</translation>
    </message>
    <message>
        <source>You lead. Lead {T21}: only {EX} beats it, and you hold it. The others must follow with tarocks.</source>
        <translation>Vous entamez. Entamez {T21}&#xa0;: seul le Sküs le bat, et vous avez le Sküs. Les autres doivent fournir tarock.</translation>
    </message>
    <message>
        <source>Lead {EX}: in Königrufen it is the highest tarock, and it wins the trick.</source>
        <translation>Entamez {EX}&#xa0;: au Königrufen, le Sküs est le plus haut tarock, et il gagne le pli.</translation>
    </message>
    <message>
        <source>{s2} leads {T18}. You must follow with a tarock: {T20} wins the trick.</source>
        <translation>{s2} entame {T18}. Vous devez fournir tarock&#xa0;: {T20} gagne le pli.</translation>
    </message>
    <message>
        <source>The last trick. Your last card is {T1}, the lowest tarock: nobody has a tarock left, so it wins. The Pagat winning the last trick is the Pagat ultimo, a premium even unannounced.</source>
        <translation>Le dernier pli. Votre dernière carte est {T1}, le plus petit tarock&#xa0;: personne n&apos;a plus de tarock, donc il gagne. Le Pagat qui gagne le dernier pli, c&apos;est le Pagat ultimo, une prime même sans annonce.</translation>
    </message>
    <message>
        <source>A guided Preference at four: the bid, the called king, the talon&apos;s three, the fool.</source>
        <translation>Une Préférence guidée à quatre&#xa0;: l&apos;enchère, le roi appelé, les trois cartes du talon, le fou.</translation>
    </message>
    <message>
        <source>Welcome to Talon, James Wickson&apos;s modern tarot game. At four it uses 54 cards; {EX} counts as tarock 22, the highest. The oudlers are {T21}, {T1} and {EX}.</source>
        <translation>Bienvenue dans Talon, le jeu de tarot moderne de James Wickson. À quatre, il se joue avec 54 cartes&#xa0;; le plus haut tarock est {EX}, qui compte comme tarock 22. Les bouts sont {T21}, {T1} et le fou.</translation>
    </message>
    <message>
        <source>Bid the contract your hand can make: the fewer talon cards you take, the more it is worth. Bid a Preference: three talon cards, 1 victory point.</source>
        <translation>Annoncez le contrat que votre main peut réussir&#xa0;: moins vous prenez de cartes du talon, plus il vaut. Annoncez une Préférence&#xa0;: trois cartes du talon, 1 point de victoire.</translation>
    </message>
    <message>
        <source>The talon is turned face up in its order; a Preference takes the first three or the last three. The last three are {ND}, {T1} and {EX}: two oudlers. Take them.</source>
        <translation>Le talon est retourné dans son ordre&#xa0;; une Préférence prend les trois premières ou les trois dernières cartes. Les trois dernières sont {ND}, {T1} et {EX}&#xa0;: deux bouts. Prenez-les.</translation>
    </message>
    <message>
        <source>You lead: {T21} draws the tarocks; only {EX} beats it, and you hold it.</source>
        <translation>Vous entamez&#xa0;: {T21} fait tomber les tarocks&#xa0;; seul le fou le bat, et vous avez le fou.</translation>
    </message>
    <message>
        <source>The last trick. Your last card, {EX}, is tarock 22 here, the highest card: it wins the last trick.</source>
        <translation>Le dernier pli. Ici, {EX} est le tarock 22, la plus haute carte&#xa0;: il gagne le dernier pli.</translation>
    </message>
    <message>
        <source>Solitaire: capture pairs worth 21 from a pyramid of stacks; reach the top card.</source>
        <translation>Réussite&#xa0;: prenez des paires valant 21 dans une pyramide de piles&#xa0;; atteignez la carte du sommet.</translation>
    </message>
    <message>
        <source>3 rows</source>
        <translation>3 rangées</translation>
    </message>
    <message>
        <source>4 rows</source>
        <translation>4 rangées</translation>
    </message>
    <message>
        <source>5 rows</source>
        <translation>5 rangées</translation>
    </message>
    <message>
        <source>Point-Tarock</source>
        <translation>Tarock aux points</translation>
    </message>
    <message>
        <source>Three players buy three, two or one talon cards or play Solo; every point over 35 scores, with 40, 50, Without, Pagat and Uhu; played to 100.</source>
        <translation>Trois joueurs achètent trois, deux ou une carte du talon ou jouent Solo&#xa0;; chaque point au-dessus de 35 compte, avec 40, 50, Sans, Pagat et Uhu&#xa0;; la partie est en 100.</translation>
    </message>
    <message>
        <source>Scarecrow</source>
        <translation>Épouvantail</translation>
    </message>
    <message>
        <source>Austrian Tarock for two: take up or pass, then play with your straw men.</source>
        <translation>Tarock autrichien à deux&#xa0;: prendre ou passer, puis jouer avec vos morts.</translation>
    </message>
    <message>
        <source>Scarto</source>
        <translation>Scarto</translation>
    </message>
    <message>
        <source>italian</source>
        <translation>italien</translation>
    </message>
    <message>
        <source>Three players, each for himself: the dealer lays away three, the tricks are counted in threes.</source>
        <translation>Trois joueurs, chacun pour soi&#xa0;: le donneur écarte trois cartes, les plis se comptent par trois.</translation>
    </message>
    <message>
        <source>talon</source>
        <translation>talon</translation>
    </message>
    <message>
        <source>Wickson&apos;s modern tarot game for 2 to 6: preference, duo, uno, solo, tapper; a called king or tarock; bonuses, handfuls, contras and the misère as optional rules.</source>
        <translation>Le jeu de tarot moderne de Wickson pour 2 à 6&#xa0;: préférence, duo, uno, solo, tapper&#xa0;; un roi ou un tarock appelé&#xa0;; primes, poignées, contres et misère en règles optionnelles.</translation>
    </message>
    <message>
        <source>Tappen</source>
        <translation>Tappen</translation>
    </message>
    <message>
        <source>Austrian Tarock for three: Dreier, Unterer, Oberer or Solo; take a talon half.</source>
        <translation>Tarock autrichien à trois&#xa0;: Dreier, Unterer, Oberer ou Solo&#xa0;; prenez une moitié du talon.</translation>
    </message>
    <message>
        <source>Tarocchi Siciliani</source>
        <translation>Tarocchi siciliens</translation>
    </message>
    <message>
        <source>Four players, each for himself, with the 63-card Sicilian pack, counted in triplets.</source>
        <translation>Quatre joueurs, chacun pour soi, avec le jeu sicilien de 63 cartes, compté par trois.</translation>
    </message>
    <message>
        <source>Who gets the chien: the dealer takes it into his hand and lays away three cards, or it counts unseen for the winner of the last trick.</source>
        <translation>Qui a le chien&#xa0;: le donneur le prend en main et écarte trois cartes, ou il compte, non vu, pour le gagnant du dernier pli.</translation>
    </message>
    <message>
        <source>Tarocchini</source>
        <translation>Tarocchini</translation>
    </message>
    <message>
        <source>Bologna&apos;s game with the 62-card pack: each for himself, combinations and sequences (cricche) with the Begato and the Matto as wild cards. 2–7 players.</source>
        <translation>Le jeu de Bologne avec le jeu de 62 cartes&#xa0;: chacun pour soi, combinaisons et séquences (cricche) avec le Begato et le Matto comme cartes libres. 2 à 7 joueurs.</translation>
    </message>
    <message>
        <source>Le Tarot de Moore</source>
        <translation>Le Tarot de Moore</translation>
    </message>
    <message>
        <source>Four players, each for himself, a 59-card pack, no bidding, counted in quadruplets.</source>
        <translation>Quatre joueurs, chacun pour soi, un jeu de 59 cartes, sans enchères, compté par quatre.</translation>
    </message>
    <message>
        <source>Who gets the chien at the end: the player with the most points in his tricks (the winner of the hand), or the winner of the last trick.</source>
        <translation>Qui a le chien à la fin&#xa0;: le joueur qui a le plus de points dans ses plis (le gagnant de la donne), ou le gagnant du dernier pli.</translation>
    </message>
    <message>
        <source>The chien counts for the player with the most points</source>
        <translation>Le chien compte pour le joueur qui a le plus de points</translation>
    </message>
    <message>
        <source>The Shard</source>
        <translation>The Shard</translation>
    </message>
    <message>
        <source>board</source>
        <translation>plateau</translation>
    </message>
    <message>
        <source>Board game: wizards place atouts on a grid, grow their indicators and attack each other&apos;s.</source>
        <translation>Jeu de plateau&#xa0;: des magiciens posent des atouts sur une grille, font grandir leurs indicateurs et attaquent ceux des autres.</translation>
    </message>
    <message>
        <source>Troggu</source>
        <translation>Troggu</translation>
    </message>
    <message>
        <source>swiss</source>
        <translation>suisse</translation>
    </message>
    <message>
        <source>The Valais game with the 62-card pack: take the Tapp, play a Solo, or all go into a Misère. 3–6 players.</source>
        <translation>Le jeu valaisan avec le jeu de 62 cartes&#xa0;: prendre le Tapp, jouer un Solo, ou tous en Misère. 3 à 6 joueurs.</translation>
    </message>
    <message>
        <source>Zwanzigerrufen</source>
        <translation>Zwanzigerrufen (appel du vingt)</translation>
    </message>
    <message>
        <source>Call Tarock XX: four players, 40 cards, no talon; call, Solo, Farberl, Pagat, Valat.</source>
        <translation>Appel du tarock XX&#xa0;: quatre joueurs, 40 cartes, pas de talon&#xa0;; appel, Solo, Farberl, Pagat, Valat.</translation>
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
        <translation>Dernier pli</translation>
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
        <translation>vous</translation>
    </message>
    <message>
        <source>you (an object, or after a preposition)</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>you (in the dative)</source>
        <translation>vous</translation>
    </message>
</context>
</TS>
