<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>Plays: {games}.</source>
        <translation>Jeux&#xa0;: {games}.</translation>
    </message>
    <message>
        <source>About qtgames</source>
        <translation>À propos de qtgames</translation>
    </message>
    <message>
        <source>&lt;h2&gt;qtgames&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;qtgames&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Tabletop games with their complete rules, for people playing at one computer and against AI opponents. Every event in the move log and every refused move cites its rule ID from the rules texts.</source>
        <translation>Des jeux de société avec leurs règles complètes, pour jouer à plusieurs sur un même ordinateur et contre des adversaires IA. Chaque événement du journal des coups et chaque coup refusé cite l&apos;identifiant de sa règle dans les textes de règles.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <source>An unofficial fan implementation. All tiles and pieces are drawn from data by this program; the games&apos; names and rules belong to their designers and publishers.</source>
        <translation>Une adaptation non officielle, faite par des amateurs. Toutes les tuiles et pièces sont dessinées par ce programme à partir de données&#xa0;; les noms et les règles des jeux appartiennent à leurs auteurs et éditeurs.</translation>
    </message>
</context>
<context>
    <name>AiKind</name>
    <message>
        <source>Random</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>Any legal move, uniformly at random.</source>
        <translation>N&apos;importe quel coup légal, tiré au hasard.</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Glouton</translation>
    </message>
    <message>
        <source>Looks one move ahead: survive, then keep the most options.</source>
        <translation>Regarde un coup à l&apos;avance&#xa0;: survivre, puis garder le plus de possibilités.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Greedy, with many careless moves.</source>
        <translation>Glouton, avec beaucoup de coups distraits.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Searches about 300 sampled futures per move.</source>
        <translation>Explore environ 300 avenirs tirés au sort par coup.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Searches about 1,500 sampled futures per move (under a second).</source>
        <translation>Explore environ 1 500 avenirs tirés au sort par coup (moins d&apos;une seconde).</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Searches about 6,000 sampled futures per move (a few seconds).</source>
        <translation>Explore environ 6 000 avenirs tirés au sort par coup (quelques secondes).</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
</context>
<context>
    <name>AnalysisRefusal</name>
    <message>
        <source>The position breaks rule {rule} ({problem}): fix it first.</source>
        <translation>La position enfreint la règle {rule} ({problem})&#xa0;: corrigez-la d&apos;abord.</translation>
    </message>
</context>
<context>
    <name>AnalysisTools</name>
    <message>
        <source>Start or open a game first.</source>
        <translation>Commencez ou ouvrez d&apos;abord une partie.</translation>
    </message>
    <message>
        <source>The game is over: nothing to analyse. Play → Analyse my game judges every move.</source>
        <translation>La partie est finie&#xa0;: rien à analyser. Jouer → Analyser ma partie juge chaque coup.</translation>
    </message>
    <message>
        <source>{name} decides now. The analysis is shown only to the player who decides, from what they can see.</source>
        <translation>C&apos;est à {name} de décider. L&apos;analyse n&apos;est montrée qu&apos;au joueur qui décide, d&apos;après ce qu&apos;il peut voir.</translation>
    </message>
    <message>
        <source>{name} to decide: {prompt}</source>
        <translation>À {name} de décider&#xa0;: {prompt}</translation>
    </message>
    <message>
        <source>The review was cancelled: nothing was kept.</source>
        <translation>La relecture a été annulée&#xa0;: rien n&apos;a été gardé.</translation>
    </message>
</context>
<context>
    <name>AnalysisView</name>
    <message>
        <source>Win chance: how often a player won from positions like the one after the move, in the AI&apos;s own games (with 3 or more players, their expected share of the win). The black line is its 95% interval: the true chance lies there 19 times in 20.</source>
        <translation>Chance de gagner&#xa0;: la fréquence à laquelle un joueur a gagné depuis des positions semblables à celle d&apos;après le coup, dans les parties de l&apos;IA elle-même (à 3 joueurs ou plus, sa part attendue de la victoire). Le trait noir est son intervalle à 95&#xa0;%&#xa0;: la vraie chance s&apos;y trouve 19 fois sur 20.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Stop refining: the chances shown stay as they are.</source>
        <translation>Arrêter d&apos;affiner&#xa0;: les chances affichées restent telles quelles.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion en cours…</translation>
    </message>
    <message>
        <source>Only one legal move: there is nothing to choose; its chance is shown.</source>
        <translation>Un seul coup légal&#xa0;: il n&apos;y a rien à choisir&#xa0;; sa chance est affichée.</translation>
    </message>
    <message>
        <source>Not examined further, as they looked worse one move ahead: {moves}</source>
        <translation>Non examinés plus avant, car ils semblaient moins bons un coup à l&apos;avance&#xa0;: {moves}</translation>
    </message>
    <message>
        <source>the best two are known to ±{points} win-chance points</source>
        <translation>les deux meilleurs sont connus à ±{points} points de chance près</translation>
    </message>
    <message>
        <source>refining…</source>
        <translation>affinage…</translation>
    </message>
    <message>
        <source>all playouts spent</source>
        <translation>toutes les simulations sont faites</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>temps écoulé</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêtée</translation>
    </message>
    <message>
        <source>chances calibrated on the AI&apos;s games</source>
        <translation>chances calibrées sur les parties de l&apos;IA</translation>
    </message>
    <message>
        <source>chances as measured on the AI&apos;s games</source>
        <translation>chances telles que mesurées sur les parties de l&apos;IA</translation>
    </message>
    <message>
        <source>raw chances, not calibrated</source>
        <translation>chances brutes, non calibrées</translation>
    </message>
    <message>
        <source>Everything as laid out was used; only the dice to come were sampled.</source>
        <translation>Tout a été pris tel que disposé&#xa0;; seuls les dés à venir ont été tirés au sort.</translation>
    </message>
    <message>
        <source>Only what {name} can see was used.</source>
        <translation>Seul ce que {name} peut voir a été utilisé.</translation>
    </message>
    <message>
        <source>{playouts} playouts in {worlds} sampled worlds, {seconds} s: {reason}; {how}. {used}</source>
        <translation>{playouts} simulations dans {worlds} mondes tirés au sort, {seconds}&#xa0;s&#xa0;: {reason}&#xa0;; {how}. {used}</translation>
    </message>
</context>
<context>
    <name>AnalysisWorker</name>
    <message>
        <source>The analysis&apos;s process stopped; ask again to start it anew.</source>
        <translation>Le processus de l&apos;analyse s&apos;est arrêté&#xa0;; redemandez-la pour le relancer.</translation>
    </message>
    <message>
        <source>The analysis failed: {problem}</source>
        <translation>L&apos;analyse a échoué&#xa0;: {problem}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>A data override is not used</source>
        <translation>Un fichier de données personnel n&apos;est pas utilisé</translation>
    </message>
    <message>
        <source>qtgames plays with its shipped data until the file is corrected.</source>
        <translation>qtgames joue avec ses données d&apos;origine jusqu&apos;à ce que le fichier soit corrigé.</translation>
    </message>
</context>
<context>
    <name>BidControl</name>
    <message>
        <source>Raise your bid by {step}</source>
        <translation>Augmenter votre enchère de {step}</translation>
    </message>
    <message>
        <source>Pass (Esc)</source>
        <translation>Passer (Échap)</translation>
    </message>
    <message>
        <source>Your bid for {explorer} ({rule})</source>
        <translation>Votre enchère pour {explorer} ({rule})</translation>
    </message>
    <message>
        <source>bid {amount}: {chance}</source>
        <translation>miser {amount}&#xa0;: {chance}</translation>
    </message>
    <message>
        <source>pass: {chance}</source>
        <translation>passer&#xa0;: {chance}</translation>
    </message>
    <message>
        <source>Win chance (analysis): {moves}</source>
        <translation>Chance de gagner (analyse)&#xa0;: {moves}</translation>
    </message>
    <message>
        <source>Bid {amount} (Enter)</source>
        <translation>Miser {amount} (Entrée)</translation>
    </message>
</context>
<context>
    <name>BoardImage</name>
    <message>
        <source>The caption has {count} characters; a picture&apos;s caption has at most {most}.</source>
        <translation>La légende a {count} caractères&#xa0;; la légende d&apos;une image en a au plus {most}.</translation>
    </message>
    <message>
        <source>The caption has {count} lines; a picture&apos;s caption has at most {most}.</source>
        <translation>La légende a {count} lignes&#xa0;; la légende d&apos;une image en a au plus {most}.</translation>
    </message>
    <message>
        <source>The caption would stand {tall} pixels tall under a board of {board}; shorten it.</source>
        <translation>La légende mesurerait {tall} pixels de haut sous un plateau de {board}&#xa0;; raccourcissez-la.</translation>
    </message>
</context>
<context>
    <name>BonusBox</name>
    <message>
        <source>Elimination bonus ({rule})</source>
        <translation>Bonus d&apos;élimination ({rule})</translation>
    </message>
    <message>
        <source>Give from your hand:</source>
        <translation>Céder de votre main&#xa0;:</translation>
    </message>
    <message>
        <source>Give this tile</source>
        <translation>Céder cette tuile</translation>
    </message>
    <message>
        <source>Take from the eliminated hands:</source>
        <translation>Prendre dans les mains éliminées&#xa0;:</translation>
    </message>
    <message>
        <source>Take this tile</source>
        <translation>Prendre cette tuile</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Échanger</translation>
    </message>
    <message>
        <source>Keep my tiles</source>
        <translation>Garder mes tuiles</translation>
    </message>
</context>
<context>
    <name>CandidateRow</name>
    <message>
        <source>{rank}.</source>
        <translation>{rank}.</translation>
    </message>
    <message>
        <source>{chance} win chance ({low}–{high})</source>
        <translation>{chance} de chances ({low}–{high})</translation>
    </message>
    <message>
        <source>{fact} {value}</source>
        <translation>{fact} {value}</translation>
    </message>
    <message>
        <source>Exact over the dice: {facts}</source>
        <translation>Exact sur tous les dés&#xa0;: {facts}</translation>
    </message>
    <message>
        <source>On average over the sampled worlds: {facts}</source>
        <translation>En moyenne sur les mondes tirés au sort&#xa0;: {facts}</translation>
    </message>
    <message>
        <source>{player}: {move}</source>
        <translation>{player}&#xa0;: {move}</translation>
    </message>
    <message>
        <source>Then likely: {steps}</source>
        <translation>Puis probablement&#xa0;: {steps}</translation>
    </message>
    <message>
        <source>Worked out from {playouts} games played on after this move, in worlds that agree with what the player can see.</source>
        <translation>Calculé d&apos;après {playouts} parties poursuivies après ce coup, dans des mondes conformes à ce que le joueur peut voir.</translation>
    </message>
</context>
<context>
    <name>CaptionDialog</name>
    <message>
        <source>Caption</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>Words under the board (may stay empty):</source>
        <translation>Texte sous le plateau (peut rester vide)&#xa0;:</translation>
    </message>
    <message>
        <source>Show the hands and the auction under the board</source>
        <translation>Montrer les mains et l&apos;enchère sous le plateau</translation>
    </message>
</context>
<context>
    <name>ChangeWords</name>
    <message>
        <source>Added: {what}</source>
        <translation>Ajouté&#xa0;: {what}</translation>
    </message>
    <message>
        <source>Removed: {what}</source>
        <translation>Retiré&#xa0;: {what}</translation>
    </message>
    <message>
        <source>{what}: {change}</source>
        <translation>{what}&#xa0;: {change}</translation>
    </message>
    <message>
        <source>added {value}</source>
        <translation>ajouté {value}</translation>
    </message>
    <message>
        <source>removed {value}</source>
        <translation>retiré {value}</translation>
    </message>
    <message>
        <source>{whose}: {before} → {after}</source>
        <translation>{whose}&#xa0;: {before} → {after}</translation>
    </message>
    <message>
        <source>{before} → {after}</source>
        <translation>{before} → {after}</translation>
    </message>
    <message>
        <source>{gone} out, {came} in ({counts})</source>
        <translation>{gone} sortis, {came} entrés ({counts})</translation>
    </message>
    <message>
        <source>{gone} out ({counts})</source>
        <translation>{gone} sortis ({counts})</translation>
    </message>
    <message>
        <source>{came} in ({counts})</source>
        <translation>{came} entrés ({counts})</translation>
    </message>
    <message>
        <source>the same items in another order</source>
        <translation>les mêmes éléments dans un autre ordre</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
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
        <source>none</source>
        <translation>aucun</translation>
    </message>
</context>
<context>
    <name>ChoiceGrid</name>
    <message>
        <source>Your choices</source>
        <translation>Vos choix</translation>
    </message>
    <message>
        <source>Suggested by the hint</source>
        <translation>Proposé par l&apos;indice</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>vermilion</source>
        <translation>vermillon</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rose</translation>
    </message>
    <message>
        <source>sky</source>
        <translation>ciel</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
</context>
<context>
    <name>CostWords</name>
    <message>
        <source>costs {gold} gold</source>
        <translation>coûte {gold} or</translation>
    </message>
    <message>
        <source>ends your turn</source>
        <translation>termine votre tour</translation>
    </message>
    <message numerus="yes">
        <source>%n declared gold are lost</source>
        <translation>
            <numerusform>%n or déclaré est perdu</numerusform>
            <numerusform>%n or déclarés sont perdus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n declared cards are lost</source>
        <translation>
            <numerusform>%n carte déclarée est perdue</numerusform>
            <numerusform>%n cartes déclarées sont perdues</numerusform>
        </translation>
    </message>
    <message>
        <source>may be a storm: your turn would end</source>
        <translation>peut être une tempête&#xa0;: votre tour se terminerait</translation>
    </message>
    <message>
        <source>may be pirates: you would lose half your gold</source>
        <translation>peut être des pirates&#xa0;: vous perdriez la moitié de votre or</translation>
    </message>
    <message numerus="yes">
        <source>Start the ship here, by {square}: no extra cost. You have {gold} gold: up to %n cards.</source>
        <translation>
            <numerusform>Partir d&apos;ici, près de {square}&#xa0;: aucun surcoût. Vous avez {gold} or&#xa0;: jusqu&apos;à %n carte.</numerusform>
            <numerusform>Partir d&apos;ici, près de {square}&#xa0;: aucun surcoût. Vous avez {gold} or&#xa0;: jusqu&apos;à %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You would keep {gold} gold: up to %n cards.</source>
        <translation>
            <numerusform>Il vous resterait {gold} or&#xa0;: jusqu&apos;à %n carte.</numerusform>
            <numerusform>Il vous resterait {gold} or&#xa0;: jusqu&apos;à %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting on {square} costs {gold} gold extra, for {owner}&apos;s {unit} ({rule}): it goes to {owner}.</source>
        <translation>Partir de {square} coûte {gold} or de plus, à cause d&apos;une construction de {owner} ({unit}, {rule})&#xa0;: cet or va à {owner}.</translation>
    </message>
    <message>
        <source>Starting on {square} costs {gold} gold extra, for {owner}&apos;s {unit} ({rule}): it goes to the bank.</source>
        <translation>Partir de {square} coûte {gold} or de plus, à cause d&apos;une construction de {owner} ({unit}, {rule})&#xa0;: cet or va à la banque.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <source>&lt;b&gt;Something went wrong.&lt;/b&gt;&lt;br&gt;{error}&lt;br&gt;&lt;br&gt;The details are in the log:&lt;br&gt;{log}&lt;br&gt;&lt;br&gt;The game is as it was; you can play on.</source>
        <translation>&lt;b&gt;Un problème est survenu.&lt;/b&gt;&lt;br&gt;{error}&lt;br&gt;&lt;br&gt;Les détails sont dans le journal&#xa0;:&lt;br&gt;{log}&lt;br&gt;&lt;br&gt;La partie est restée telle quelle&#xa0;; vous pouvez continuer à jouer.</translation>
    </message>
    <message>
        <source>Save a copy of this game…</source>
        <translation>Enregistrer une copie de cette partie…</translation>
    </message>
    <message>
        <source>Cannot save {path}: {reason}</source>
        <translation>Impossible d&apos;enregistrer {path}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Enregistré dans {path}</translation>
    </message>
    <message>
        <source>Save a copy of this game</source>
        <translation>Enregistrer une copie de cette partie</translation>
    </message>
</context>
<context>
    <name>EditorTools</name>
    <message>
        <source>The winners</source>
        <translation>Les gagnants</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <source>The editor cannot lay out {game} positions yet.</source>
        <translation>L&apos;éditeur ne sait pas encore disposer les positions de {game}.</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Nouveau scénario</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Test a ruling</source>
        <translation>Tester une décision</translation>
    </message>
    <message>
        <source>Position, scenario and rulings</source>
        <translation>Position, scénario et décisions</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New scenario</source>
        <translation>&amp;Nouveau scénario</translation>
    </message>
    <message>
        <source>&amp;Open scenario or ruling…</source>
        <translation>&amp;Ouvrir un scénario ou une décision…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the &amp;position after the moves as…</source>
        <translation>Enregistrer la &amp;position après les coups sous…</translation>
    </message>
    <message>
        <source>What Test a ruling shows, as a new scenario (Save keeps this one as laid out)</source>
        <translation>Ce que montre «&#xa0;Tester une décision&#xa0;», comme nouveau scénario (Enregistrer garde celui-ci tel que disposé)</translation>
    </message>
    <message>
        <source>Export &amp;image…</source>
        <translation>Exporter une &amp;image…</translation>
    </message>
    <message>
        <source>&amp;Close editor</source>
        <translation>&amp;Fermer l&apos;éditeur</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>&amp;Copy position</source>
        <translation>&amp;Copier la position</translation>
    </message>
    <message>
        <source>Copy position as &amp;text</source>
        <translation>Copier la position en &amp;texte</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>Co&amp;ller la position</translation>
    </message>
    <message>
        <source>&amp;Turn clockwise</source>
        <translation>Tourner dans le sens &amp;horaire</translation>
    </message>
    <message>
        <source>Turn &amp;anticlockwise</source>
        <translation>Tourner dans le sens &amp;antihoraire</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>Tout &amp;sélectionner</translation>
    </message>
    <message>
        <source>Draw &amp;arrows and rings</source>
        <translation>Dessiner des &amp;flèches et des cercles</translation>
    </message>
    <message>
        <source>For a picture (File → Export image…): drag on the board to draw an arrow, click to ring a spot, click a mark to take it away. Not part of the position.</source>
        <translation>Pour une image (Fichier → Exporter une image…)&#xa0;: faites glisser sur le plateau pour tracer une flèche, cliquez pour entourer un endroit, cliquez sur une marque pour l&apos;enlever. Ne fait pas partie de la position.</translation>
    </message>
    <message>
        <source>Clear arrows and rings</source>
        <translation>Effacer les flèches et les cercles</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;Play from here…</source>
        <translation>&amp;Jouer à partir d&apos;ici…</translation>
    </message>
    <message>
        <source>&amp;Analyse this position…</source>
        <translation>&amp;Analyser cette position…</translation>
    </message>
    <message>
        <source>Check the p&amp;uzzle…</source>
        <translation>&amp;Vérifier l&apos;énigme…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Règles…</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>Éditeur</translation>
    </message>
    <message>
        <source>Undo {edit}</source>
        <translation>Annuler {edit}</translation>
    </message>
    <message>
        <source>Redo {edit}</source>
        <translation>Rétablir {edit}</translation>
    </message>
    <message>
        <source>{what}: {problem} ({rule})</source>
        <translation>{what}&#xa0;: {problem} ({rule})</translation>
    </message>
    <message>
        <source>{path} — click to select the piece this is about</source>
        <translation>{path} — cliquez pour sélectionner la pièce concernée</translation>
    </message>
    <message>
        <source>The position is valid: it can be played and asked about.</source>
        <translation>La position est valide&#xa0;: on peut la jouer et l&apos;interroger.</translation>
    </message>
    <message numerus="yes">
        <source>The position breaks %n rules:</source>
        <translation>
            <numerusform>La position enfreint %n règle&#xa0;:</numerusform>
            <numerusform>La position enfreint %n règles&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>non enregistré</translation>
    </message>
    <message>
        <source>Scenario editor — {game} — {file}</source>
        <translation>Éditeur de scénarios — {game} — {file}</translation>
    </message>
    <message>
        <source>Drag on the board to draw an arrow, click to ring a spot, click a mark to take it away; A again to pick pieces.</source>
        <translation>Faites glisser sur le plateau pour tracer une flèche, cliquez pour entourer un endroit, cliquez sur une marque pour l&apos;enlever&#xa0;; A de nouveau pour choisir des pièces.</translation>
    </message>
    <message>
        <source>Take a mark away</source>
        <translation>Enlever une marque</translation>
    </message>
    <message>
        <source>Draw an arrow</source>
        <translation>Tracer une flèche</translation>
    </message>
    <message>
        <source>Draw a ring</source>
        <translation>Tracer un cercle</translation>
    </message>
    <message>
        <source>board</source>
        <translation>plateau</translation>
    </message>
    <message>
        <source>Export the board as a picture</source>
        <translation>Exporter le plateau en image</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>The caption is too long</source>
        <translation>La légende est trop longue</translation>
    </message>
    <message>
        <source>Cannot write the picture</source>
        <translation>Impossible d&apos;écrire l&apos;image</translation>
    </message>
    <message>
        <source>Picture written to {path}</source>
        <translation>Image écrite dans {path}</translation>
    </message>
    <message>
        <source>The board shows where a ruling&apos;s actions lead: go back to the scenario to edit it, or lay out this position.</source>
        <translation>Le plateau montre où mènent les actions d&apos;une décision&#xa0;: revenez au scénario pour le modifier, ou disposez cette position.</translation>
    </message>
    <message>
        <source>Turn clockwise (R)</source>
        <translation>Tourner dans le sens horaire (R)</translation>
    </message>
    <message>
        <source>Turn anticlockwise (Shift+R)</source>
        <translation>Tourner dans le sens antihoraire (Maj+R)</translation>
    </message>
    <message>
        <source>Remove (Del)</source>
        <translation>Retirer (Suppr)</translation>
    </message>
    <message>
        <source>The scenario is on the clipboard as JSON.</source>
        <translation>Le scénario est dans le presse-papiers, en JSON.</translation>
    </message>
    <message>
        <source>The position is on the clipboard as text.</source>
        <translation>La position est dans le presse-papiers, en texte.</translation>
    </message>
    <message>
        <source>Cannot paste the position</source>
        <translation>Impossible de coller la position</translation>
    </message>
    <message>
        <source>The clipboard holds no usable position: {error}</source>
        <translation>Le presse-papiers ne contient pas de position utilisable&#xa0;: {error}</translation>
    </message>
    <message>
        <source>The clipboard holds a {game} position; this editor shows {shown}.</source>
        <translation>Le presse-papiers contient une position de {game}&#xa0;; cet éditeur montre {shown}.</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Coller la position</translation>
    </message>
    <message>
        <source>Open a scenario or a ruling report</source>
        <translation>Ouvrir un scénario ou un rapport de décision</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
    </message>
    <message>
        <source>Not a usable scenario</source>
        <translation>Scénario inutilisable</translation>
    </message>
    <message>
        <source>Not a usable ruling report</source>
        <translation>Rapport de décision inutilisable</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>scénario</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossible d&apos;enregistrer</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Enregistré dans {path}</translation>
    </message>
    <message>
        <source>Save the ruling as a test case</source>
        <translation>Enregistrer la décision comme cas de test</translation>
    </message>
    <message>
        <source>ruling</source>
        <translation>décision</translation>
    </message>
    <message>
        <source>Test case saved to {path}</source>
        <translation>Cas de test enregistré dans {path}</translation>
    </message>
    <message>
        <source>{title} (after the moves)</source>
        <translation>{title} (après les coups)</translation>
    </message>
    <message>
        <source>Save the position after the moves</source>
        <translation>Enregistrer la position après les coups</translation>
    </message>
    <message>
        <source>The position after the moves saved to {path}</source>
        <translation>La position après les coups est enregistrée dans {path}</translation>
    </message>
    <message>
        <source>Lay out the position after the moves</source>
        <translation>Disposer la position après les coups</translation>
    </message>
    <message>
        <source>qtgames scenario or ruling report (*.json);;All files (*)</source>
        <translation>Scénario ou rapport de décision qtgames (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Discard the changes to this scenario?</source>
        <translation>Abandonner les modifications de ce scénario&#xa0;?</translation>
    </message>
</context>
<context>
    <name>EntdeckerBoard</name>
    <message>
        <source>{unit} of player {seat}</source>
        <translation>{unit} du joueur {seat}</translation>
    </message>
    <message>
        <source>The card fits here: click to try it, click again to turn it, double-click to place</source>
        <translation>La carte convient ici&#xa0;: cliquez pour l&apos;essayer, cliquez encore pour la tourner, double-cliquez pour la poser</translation>
    </message>
    <message>
        <source>Win chance of the best move here, as the analysis found it</source>
        <translation>Chance de gagner du meilleur coup ici, selon l&apos;analyse</translation>
    </message>
    <message>
        <source>The ship</source>
        <translation>Le bateau</translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>Joueur {seat}</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Hors jeu</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards that fitted nowhere leave the game</source>
        <translation>Les cartes qui ne conviennent nulle part sont retirées du jeu</translation>
    </message>
    <message numerus="yes">
        <source>%n points · {gold} gold</source>
        <translation>
            <numerusform>%n point · {gold} or</numerusform>
            <numerusform>%n points · {gold} or</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to turn, double-click or press Enter to place</source>
        <translation>Cliquez pour tourner, double-cliquez ou appuyez sur Entrée pour poser</translation>
    </message>
    <message>
        <source>Click the card to turn it; double-click or press Enter to place it.</source>
        <translation>Cliquez sur la carte pour la tourner&#xa0;; double-cliquez ou appuyez sur Entrée pour la poser.</translation>
    </message>
    <message>
        <source>Suggested by the hint</source>
        <translation>Proposé par l&apos;indice</translation>
    </message>
</context>
<context>
    <name>EntdeckerControls</name>
    <message>
        <source>Putting the ship on a circle</source>
        <translation>Placer le bateau sur un cercle</translation>
    </message>
    <message>
        <source>Declaring the cards to turn over</source>
        <translation>Déclarer les cartes à retourner</translation>
    </message>
    <message>
        <source>Exploring: drawing, building or stopping</source>
        <translation>Explorer&#xa0;: tirer, construire ou s&apos;arrêter</translation>
    </message>
    <message>
        <source>Placing the drawn card</source>
        <translation>Poser la carte tirée</translation>
    </message>
    <message>
        <source>Friendly natives: a token or not</source>
        <translation>Indigènes accueillants&#xa0;: un jeton ou non</translation>
    </message>
    <message>
        <source>A greatest discoverer picks a token pile</source>
        <translation>Un plus grand découvreur choisit une pile de jetons</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>a card was turned over</source>
        <translation>une carte a été retournée</translation>
    </message>
    <message>
        <source>a personal tile was played</source>
        <translation>une tuile personnelle a été jouée</translation>
    </message>
    <message>
        <source>the drawn card is a personal tile</source>
        <translation>la carte tirée est une tuile personnelle</translation>
    </message>
    <message>
        <source>a storm ended the turn</source>
        <translation>une tempête a mis fin au tour</translation>
    </message>
    <message>
        <source>the last card was drawn</source>
        <translation>la dernière carte a été tirée</translation>
    </message>
    <message>
        <source>Discovered this turn</source>
        <translation>Découvert ce tour</translation>
    </message>
    <message>
        <source>Islands to score</source>
        <translation>Îles à décompter</translation>
    </message>
    <message>
        <source>Token values drawn</source>
        <translation>Valeurs des jetons tirés</translation>
    </message>
    <message>
        <source>Still to draw (0 is Player 1)</source>
        <translation>Encore à tirer (0 est le Joueur 1)</translation>
    </message>
    <message>
        <source>Winners (0 is Player 1)</source>
        <translation>Gagnants (0 est le Joueur 1)</translation>
    </message>
    <message>
        <source>Personal tiles (variant {rule})</source>
        <translation>Tuiles personnelles (variante {rule})</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>Le tour</translation>
    </message>
    <message>
        <source>Set whose turn it is</source>
        <translation>Choisir à qui c&apos;est le tour</translation>
    </message>
    <message>
        <source>Who holds the spinner and plays first each round ({rules})</source>
        <translation>Qui tient la flèche de revenu et joue en premier à chaque saison ({rules})</translation>
    </message>
    <message>
        <source>Set who holds the spinner</source>
        <translation>Choisir qui tient la flèche de revenu</translation>
    </message>
    <message>
        <source>Set the round</source>
        <translation>Choisir la saison</translation>
    </message>
    <message>
        <source>Set the phase</source>
        <translation>Choisir la phase</translation>
    </message>
    <message>
        <source>not shown yet</source>
        <translation>pas encore montré</translation>
    </message>
    <message>
        <source>Set the spinner</source>
        <translation>Régler la flèche de revenu</translation>
    </message>
    <message>
        <source>The spinner&apos;s random state: the same number gives the same spins</source>
        <translation>L&apos;état aléatoire de la flèche de revenu&#xa0;: le même nombre donne les mêmes tirages</translation>
    </message>
    <message>
        <source>Set what is declared</source>
        <translation>Régler ce qui est déclaré</translation>
    </message>
    <message>
        <source>Cards declared (with personal tiles: gold) and not yet used this turn ({rules})</source>
        <translation>Cartes déclarées (avec les tuiles personnelles&#xa0;: or) et pas encore utilisées ce tour ({rules})</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Gold, points and the discovery tokens each holds.</source>
        <translation>L&apos;or, les points et les jetons de découverte de chacun.</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>À qui le tour</translation>
    </message>
    <message>
        <source>Spinner holder</source>
        <translation>Détenteur de la flèche</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Spinner shows</source>
        <translation>La flèche indique</translation>
    </message>
    <message>
        <source>Spinner state</source>
        <translation>État de la flèche</translation>
    </message>
    <message>
        <source>Declared, unused</source>
        <translation>Déclaré, inutilisé</translation>
    </message>
    <message>
        <source>Set: {what}</source>
        <translation>Régler&#xa0;: {what}</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Ce tour</translation>
    </message>
    <message>
        <source>The ship</source>
        <translation>Le bateau</translation>
    </message>
    <message>
        <source>a starting circle</source>
        <translation>un cercle de départ</translation>
    </message>
    <message>
        <source>The discovered square the ship started this turn on ({rules}); empty when it started on a starting circle</source>
        <translation>La case découverte d&apos;où le bateau est parti ce tour ({rules})&#xa0;; vide s&apos;il est parti d&apos;un cercle de départ</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Turn started on</source>
        <translation>Tour commencé sur</translation>
    </message>
    <message>
        <source>Drag a card onto the board or another list; drop palette cards here to put them on top. Select one and press &apos;To the top&apos; to make it the next card.</source>
        <translation>Faites glisser une carte sur le plateau ou dans une autre liste&#xa0;; déposez ici des cartes de la palette pour les mettre dessus. Sélectionnez-en une et appuyez sur «&#xa0;Dessus&#xa0;» pour en faire la prochaine carte.</translation>
    </message>
    <message>
        <source>The card waiting to be placed (place phase, {rules})</source>
        <translation>La carte qui attend d&apos;être posée (phase de pose, {rules})</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Tirée</translation>
    </message>
    <message>
        <source>Cards out of the game ({rules})</source>
        <translation>Cartes retirées du jeu ({rules})</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Boîte</translation>
    </message>
    <message>
        <source>To the top</source>
        <translation>Dessus</translation>
    </message>
    <message>
        <source>Put the selected card or token on top of its stack or pile</source>
        <translation>Mettre la carte ou le jeton sélectionné sur le dessus de son tas ou de sa pile</translation>
    </message>
    <message>
        <source>Draw it here</source>
        <translation>La tirer ici</translation>
    </message>
    <message>
        <source>Set the turn up so the selected card is the next one drawn next to the ship, and draw it in &apos;Test a ruling&apos;: does it fit, and where?</source>
        <translation>Préparer le tour pour que la carte sélectionnée soit la prochaine tirée à côté du bateau, et la tirer dans «&#xa0;Tester une décision&#xa0;»&#xa0;: convient-elle, et où&#xa0;?</translation>
    </message>
    <message>
        <source>Filled into holes from the top ({rules})</source>
        <translation>Comblent les trous par le dessus ({rules})</translation>
    </message>
    <message>
        <source>Pile {pile}</source>
        <translation>Pile {pile}</translation>
    </message>
    <message>
        <source>Drag a token onto a player to give it to them</source>
        <translation>Faites glisser un jeton sur un joueur pour le lui donner</translation>
    </message>
    <message>
        <source>Stacks, drawn card and box</source>
        <translation>Tas, carte tirée et boîte</translation>
    </message>
    <message>
        <source>storm</source>
        <translation>tempête</translation>
    </message>
    <message>
        <source>pirates</source>
        <translation>pirates</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>or</translation>
    </message>
    <message>
        <source>friendly</source>
        <translation>accueillants</translation>
    </message>
    <message>
        <source>hostile</source>
        <translation>hostiles</translation>
    </message>
    <message>
        <source>ruins</source>
        <translation>ruines</translation>
    </message>
    <message>
        <source>Top card first.</source>
        <translation>La carte du dessus en premier.</translation>
    </message>
    <message>
        <source>Reserve piles</source>
        <translation>Piles de remplissage</translation>
    </message>
    <message>
        <source>Face up, top card first ({rules}).</source>
        <translation>Face visible, la carte du dessus en premier ({rules}).</translation>
    </message>
    <message>
        <source>Discovery token piles</source>
        <translation>Piles de jetons de découverte</translation>
    </message>
    <message>
        <source>Face down, top first ({rules}).</source>
        <translation>Face cachée, celui du dessus en premier ({rules}).</translation>
    </message>
    <message>
        <source>The turn&apos;s record</source>
        <translation>Le relevé du tour</translation>
    </message>
    <message>
        <source>And a scoring under way: JSON, as in the file.</source>
        <translation>Et un décompte en cours&#xa0;: en JSON, comme dans le fichier.</translation>
    </message>
    <message>
        <source>[]   e.g. {example}</source>
        <translation>[]   p. ex. {example}</translation>
    </message>
    <message>
        <source>Number of players: {count}</source>
        <translation>Nombre de joueurs&#xa0;: {count}</translation>
    </message>
    <message>
        <source>Set player {seat}&apos;s gold</source>
        <translation>Régler l&apos;or du joueur {seat}</translation>
    </message>
    <message>
        <source>Set player {seat}&apos;s points</source>
        <translation>Régler les points du joueur {seat}</translation>
    </message>
    <message>
        <source>Set the spinner&apos;s state</source>
        <translation>Régler l&apos;état de la flèche de revenu</translation>
    </message>
    <message>
        <source>Set where the turn started</source>
        <translation>Régler d&apos;où le tour est parti</translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>Joueur {seat}</translation>
    </message>
    <message>
        <source>On starting circle {circle}.</source>
        <translation>Sur le cercle de départ {circle}.</translation>
    </message>
    <message>
        <source>On {square}, sea route {route}.</source>
        <translation>Sur {square}, route maritime {route}.</translation>
    </message>
    <message>
        <source>Not on the board: drag it from the palette onto a starting circle or a card.</source>
        <translation>Pas sur le plateau&#xa0;: faites-le glisser de la palette sur un cercle de départ ou une carte.</translation>
    </message>
    <message>
        <source>gold </source>
        <translation>or </translation>
    </message>
    <message>
        <source>points </source>
        <translation>points </translation>
    </message>
    <message>
        <source>Tokens this player holds face up; drag one back onto a pile</source>
        <translation>Jetons que ce joueur possède face visible&#xa0;; faites-en glisser un sur une pile pour le rendre</translation>
    </message>
    <message>
        <source>This player&apos;s personal tiles ({rules})</source>
        <translation>Les tuiles personnelles de ce joueur ({rules})</translation>
    </message>
    <message>
        <source>Stack {stack} ({cards})</source>
        <translation>Tas {stack} ({cards})</translation>
    </message>
    <message>
        <source>Token {token}, worth {value}</source>
        <translation>Jeton {token}, valeur {value}</translation>
    </message>
    <message>
        <source>Card {card}: {shape}</source>
        <translation>Carte {card}&#xa0;: {shape}</translation>
    </message>
</context>
<context>
    <name>EntdeckerGuide</name>
    <message>
        <source>An unknown sea</source>
        <translation>Une mer inconnue</translation>
    </message>
    <message>
        <source>The map starts almost empty. Each explorer has a ship, gold and units (scouts, forts, settlements); the stacks of sea cards wait beside the board.</source>
        <translation>Le plateau est presque vide au départ. Chaque explorateur a un bateau, de l&apos;or et des constructions (comptoirs, forts, colonies)&#xa0;; les tas de cartes de découverte attendent à côté du plateau.</translation>
    </message>
    <message>
        <source>Your turn: declare and explore</source>
        <translation>Votre tour&#xa0;: déclarer et explorer</translation>
    </message>
    <message>
        <source>Say how many cards you will turn over (each costs gold), then draw them one by one and lay each beside your ship, land to land and water to water.</source>
        <translation>Annoncez combien de cartes vous retournerez (chacune coûte de l&apos;or), puis tirez-les une à une et posez chacune à côté de votre bateau, terre en face de la terre, eau en face de l&apos;eau.</translation>
    </message>
    <message>
        <source>Laying a card</source>
        <translation>Poser une carte</translation>
    </message>
    <message>
        <source>The board shows where the drawn card may go; turn it with the panel&apos;s buttons and place it. Build scouts, forts and settlements on the islands you find.</source>
        <translation>Le plateau montre où la carte tirée peut aller&#xa0;; tournez-la avec les boutons du panneau et posez-la. Construisez comptoirs, forts et colonies sur les îles que vous découvrez.</translation>
    </message>
    <message>
        <source>Islands score</source>
        <translation>Les îles rapportent</translation>
    </message>
    <message>
        <source>When an island is closed all round, its units score: the strongest presence gets the most.</source>
        <translation>Quand une île est entièrement découverte, ses constructions rapportent&#xa0;: le joueur le mieux implanté marque le plus.</translation>
    </message>
    <message>
        <source>How it ends</source>
        <translation>La fin</translation>
    </message>
    <message>
        <source>When the last card is placed the game ends; the most points win. The result screen lists everyone&apos;s points.</source>
        <translation>La partie se termine quand la dernière carte est posée&#xa0;; le plus de points l&apos;emporte. L&apos;écran des résultats donne les points de chacun.</translation>
    </message>
</context>
<context>
    <name>EntdeckerMoments</name>
    <message>
        <source>Storm</source>
        <translation>Tempête</translation>
    </message>
    <message>
        <source>Pirates</source>
        <translation>Pirates</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Or</translation>
    </message>
    <message>
        <source>Ruins</source>
        <translation>Ruines</translation>
    </message>
    <message>
        <source>Hostile natives</source>
        <translation>Indigènes hostiles</translation>
    </message>
    <message>
        <source>Friendly natives</source>
        <translation>Indigènes accueillants</translation>
    </message>
    <message>
        <source>A gift of the natives</source>
        <translation>Un cadeau des indigènes</translation>
    </message>
    <message>
        <source>Dead end</source>
        <translation>Impasse</translation>
    </message>
    <message>
        <source>The card fits nowhere</source>
        <translation>La carte ne convient nulle part</translation>
    </message>
    <message>
        <source>The last card</source>
        <translation>La dernière carte</translation>
    </message>
    <message>
        <source>No gold for a card</source>
        <translation>Pas d&apos;or pour une carte</translation>
    </message>
    <message>
        <source>A discovery</source>
        <translation>Une découverte</translation>
    </message>
</context>
<context>
    <name>EntdeckerPanel</name>
    <message>
        <source>Turn card (R)</source>
        <translation>Tourner la carte (R)</translation>
    </message>
    <message>
        <source>Place card (Enter)</source>
        <translation>Poser la carte (Entrée)</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Journal des coups</translation>
    </message>
    <message numerus="yes">
        <source>Round {round} · the spinner showed {spin} · %n squares undiscovered</source>
        <translation>
            <numerusform>Saison {round} · la flèche indique {spin} · %n case non découverte</numerusform>
            <numerusform>Saison {round} · la flèche indique {spin} · %n cases non découvertes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>An event card (?) lies on top</source>
        <translation>Une carte événement (?) est sur le dessus</translation>
    </message>
    <message>
        <source>Draw the top card of this stack</source>
        <translation>Tirer la carte du dessus de ce tas</translation>
    </message>
    <message>
        <source>This stack is used up</source>
        <translation>Ce tas est épuisé</translation>
    </message>
    <message>
        <source>A card with ? {risks}.</source>
        <translation>Une carte avec&#xa0;? {risks}.</translation>
    </message>
    <message>
        <source>Reserve piles 1–6: {piles} · token piles: {tokens}</source>
        <translation>Piles de remplissage 1–6&#xa0;: {piles} · piles de jetons&#xa0;: {tokens}</translation>
    </message>
    <message numerus="yes">
        <source>You have {gold} gold: you can turn over up to %n cards.</source>
        <translation>
            <numerusform>Vous avez {gold} or&#xa0;: vous pouvez retourner jusqu&apos;à %n carte.</numerusform>
            <numerusform>Vous avez {gold} or&#xa0;: vous pouvez retourner jusqu&apos;à %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You paid it and have {gold} gold left: you can turn over up to %n cards.</source>
        <translation>
            <numerusform>Vous l&apos;avez payé et il vous reste {gold} or&#xa0;: vous pouvez retourner jusqu&apos;à %n carte.</numerusform>
            <numerusform>Vous l&apos;avez payé et il vous reste {gold} or&#xa0;: vous pouvez retourner jusqu&apos;à %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source> — winner</source>
        <translation> — gagnant</translation>
    </message>
    <message numerus="yes">
        <source>: %n points · gold {gold}/{most} · tokens {tokens}</source>
        <translation>
            <numerusform>&#xa0;: %n point · or {gold}/{most} · jetons {tokens}</numerusform>
            <numerusform>&#xa0;: %n points · or {gold}/{most} · jetons {tokens}</numerusform>
        </translation>
    </message>
    <message>
        <source>in supply: {scouts}, {forts}, {settlements}</source>
        <translation>en réserve&#xa0;: {scouts}, {forts}, {settlements}</translation>
    </message>
    <message numerus="yes">
        <source>%n scouts</source>
        <translation>
            <numerusform>%n comptoir</numerusform>
            <numerusform>%n comptoirs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n forts</source>
        <translation>
            <numerusform>%n fort</numerusform>
            <numerusform>%n forts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n settlements</source>
        <translation>
            <numerusform>%n colonie</numerusform>
            <numerusform>%n colonies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n personal tiles</source>
        <translation>
            <numerusform> · %n tuile personnelle</numerusform>
            <numerusform> · %n tuiles personnelles</numerusform>
        </translation>
    </message>
    <message>
        <source>How much gold do you spend on exploring? ({rule})</source>
        <translation>Combien d&apos;or dépensez-vous en exploration&#xa0;? ({rule})</translation>
    </message>
    <message>
        <source>How many cards will you turn over? ({rule})</source>
        <translation>Combien de cartes retournerez-vous&#xa0;? ({rule})</translation>
    </message>
    <message>
        <source>Hint: {action}</source>
        <translation>Indice&#xa0;: {action}</translation>
    </message>
</context>
<context>
    <name>EntdeckerTools</name>
    <message>
        <source>Exploration cards (by kind: how many are not in play)</source>
        <translation>Cartes de découverte (par type&#xa0;: combien ne sont pas en jeu)</translation>
    </message>
    <message>
        <source>Reserve cards</source>
        <translation>Cartes de remplissage</translation>
    </message>
    <message>
        <source>Units (how many each player has left) and the ship</source>
        <translation>Constructions (combien il en reste à chaque joueur) et le bateau</translation>
    </message>
    <message>
        <source>plain back</source>
        <translation>dos uni</translation>
    </message>
    <message>
        <source>? back</source>
        <translation>dos&#xa0;?</translation>
    </message>
    <message>
        <source>reserve card</source>
        <translation>carte de remplissage</translation>
    </message>
    <message>
        <source>{shape} ({back}), cards {first}–{last}: {free} of {all} not in play. Drag onto a square, or onto a stack or pile.</source>
        <translation>{shape} ({back}), cartes {first}–{last}&#xa0;: {free} sur {all} pas en jeu. Faites glisser sur une case, ou sur un tas ou une pile.</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>bateau</translation>
    </message>
    <message>
        <source>The ship: drag it onto a starting circle or onto a card&apos;s sea route</source>
        <translation>Le bateau&#xa0;: faites-le glisser sur un cercle de départ ou sur la route maritime d&apos;une carte</translation>
    </message>
    <message>
        <source>Player {seat}&apos;s units ({unit}): {left} in the supply. Drag one onto a card&apos;s land.</source>
        <translation>Constructions du joueur {seat} ({unit})&#xa0;: {left} en réserve. Faites-en glisser une sur la terre d&apos;une carte.</translation>
    </message>
    <message>
        <source>stack {n}</source>
        <translation>tas {n}</translation>
    </message>
    <message>
        <source>reserve pile {n}</source>
        <translation>pile de remplissage {n}</translation>
    </message>
    <message>
        <source>the box</source>
        <translation>la boîte</translation>
    </message>
    <message>
        <source>player {n}&apos;s personal tiles</source>
        <translation>les tuiles personnelles du joueur {n}</translation>
    </message>
    <message>
        <source>the drawn card</source>
        <translation>la carte tirée</translation>
    </message>
    <message>
        <source>token pile {n}</source>
        <translation>pile de jetons {n}</translation>
    </message>
    <message>
        <source>player {n}</source>
        <translation>joueur {n}</translation>
    </message>
    <message>
        <source>Put token {token} on {where}</source>
        <translation>Mettre le jeton {token} sur {where}</translation>
    </message>
    <message>
        <source>Put card {card} on {where}</source>
        <translation>Mettre la carte {card} sur {where}</translation>
    </message>
    <message>
        <source>Card {card} to be drawn next</source>
        <translation>La carte {card} sera la prochaine tirée</translation>
    </message>
    <message>
        <source>This unit cannot stand here: see the problem list</source>
        <translation>Cette construction ne peut pas être ici&#xa0;: voir la liste des problèmes</translation>
    </message>
    <message>
        <source>Put the ship on starting circle {circle}</source>
        <translation>Placer le bateau sur le cercle de départ {circle}</translation>
    </message>
    <message>
        <source>Sail the ship to {square}</source>
        <translation>Faire naviguer le bateau jusqu&apos;à {square}</translation>
    </message>
    <message>
        <source>Lay card {card} on {square}</source>
        <translation>Poser la carte {card} en {square}</translation>
    </message>
    <message>
        <source>Set player {seat}&apos;s {unit} on {square}</source>
        <translation>Placer une construction du joueur {seat} ({unit}) en {square}</translation>
    </message>
    <message>
        <source>Move the card on {square} to {target}</source>
        <translation>Déplacer la carte de {square} vers {target}</translation>
    </message>
    <message>
        <source>Move the unit on {square} to {target}</source>
        <translation>Déplacer la construction de {square} vers {target}</translation>
    </message>
    <message>
        <source>Turn clockwise</source>
        <translation>Tourner dans le sens horaire</translation>
    </message>
    <message>
        <source>Turn anticlockwise</source>
        <translation>Tourner dans le sens antihoraire</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Stack {stack}</source>
        <translation>Tas {stack}</translation>
    </message>
    <message>
        <source>Discovery token pile {pile}</source>
        <translation>Pile de jetons de découverte {pile}</translation>
    </message>
    <message>
        <source>{player}&apos;s discovery tokens</source>
        <translation>Jetons de découverte de {player}</translation>
    </message>
    <message>
        <source>Reserve pile {pile}</source>
        <translation>Pile de remplissage {pile}</translation>
    </message>
    <message>
        <source>{player}&apos;s personal tiles</source>
        <translation>Tuiles personnelles de {player}</translation>
    </message>
    <message>
        <source>The ship</source>
        <translation>Le bateau</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>À qui le tour</translation>
    </message>
    <message>
        <source>Cards made for this position</source>
        <translation>Cartes créées pour cette position</translation>
    </message>
    <message>
        <source>The reserve piles</source>
        <translation>Les piles de remplissage</translation>
    </message>
    <message>
        <source>Personal tiles</source>
        <translation>Tuiles personnelles</translation>
    </message>
    <message>
        <source>The phase</source>
        <translation>La phase</translation>
    </message>
    <message>
        <source>The box</source>
        <translation>La boîte</translation>
    </message>
    <message>
        <source>The drawn card</source>
        <translation>La carte tirée</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Or</translation>
    </message>
    <message>
        <source>Card {card} on {square}</source>
        <translation>Carte {card} en {square}</translation>
    </message>
    <message>
        <source>The card on {square}</source>
        <translation>La carte en {square}</translation>
    </message>
    <message>
        <source>{unit} of {player} on {square}</source>
        <translation>{unit} de {player} en {square}</translation>
    </message>
    <message>
        <source>The unit on {square}</source>
        <translation>La construction en {square}</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>carte {card}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>The ship: {before} → {after}</source>
        <translation>Le bateau&#xa0;: {before} → {after}</translation>
    </message>
    <message>
        <source>{square}, sea route {route}</source>
        <translation>{square}, route maritime {route}</translation>
    </message>
    <message>
        <source>not on the board</source>
        <translation>pas sur le plateau</translation>
    </message>
</context>
<context>
    <name>EntdeckerUI</name>
    <message>
        <source>Not allowed</source>
        <translation>Interdite</translation>
    </message>
    <message>
        <source>Costs 12 gold</source>
        <translation>Coûte 12 or</translation>
    </message>
    <message>
        <source>Land or water</source>
        <translation>Terre ou eau</translation>
    </message>
    <message>
        <source>Water only</source>
        <translation>Eau seulement</translation>
    </message>
    <message>
        <source>The bank</source>
        <translation>La banque</translation>
    </message>
    <message>
        <source>The unit&apos;s owner</source>
        <translation>Le propriétaire de la construction</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}&#xa0;: {problem}</translation>
    </message>
</context>
<context>
    <name>GameReviewDock</name>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprécision</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Click to see the board after that move.</source>
        <translation>Cliquez pour voir le plateau après ce coup.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Joué</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Analyse my game</source>
        <translation>Analyser ma partie</translation>
    </message>
    <message>
        <source>Analysing every move from its player&apos;s view…</source>
        <translation>Analyse de chaque coup du point de vue de son joueur…</translation>
    </message>
    <message>
        <source>{name}: inaccuracies {inaccuracies}, mistakes {mistakes}, blunders {blunders}</source>
        <translation>{name}&#xa0;: imprécisions {inaccuracies}, erreurs {mistakes}, gaffes {blunders}</translation>
    </message>
    <message>
        <source>Kept with the saved match.</source>
        <translation>Gardée avec la partie enregistrée.</translation>
    </message>
    <message>
        <source>Kept with the match when it is saved.</source>
        <translation>Sera gardée avec la partie quand elle sera enregistrée.</translation>
    </message>
    <message>
        <source>{grade} −{points}</source>
        <translation>{grade} −{points}</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bon</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Meilleur coup</translation>
    </message>
    <message>
        <source>{name}&apos;s move. Their win chance after it: {chance} ({low}–{high})</source>
        <translation>Coup de {name}. Sa chance de gagner ensuite&#xa0;: {chance} ({low}–{high})</translation>
    </message>
    <message>
        <source>The best move found: {best}, {chance}</source>
        <translation>Le meilleur coup trouvé&#xa0;: {best}, {chance}</translation>
    </message>
    <message>
        <source>The move played is within the analysis&apos;s error of it.</source>
        <translation>L&apos;écart du coup joué reste dans la marge d&apos;erreur de l&apos;analyse.</translation>
    </message>
    <message>
        <source>{grade} from {points} points</source>
        <translation>{grade} dès {points} points</translation>
    </message>
    <message>
        <source>Each line is a player&apos;s chance of winning after every move. {players}&lt;br&gt;A move is graded by the win chance it gave away against the best move found: {grades} (only when more than the analysis&apos;s own error).</source>
        <translation>Chaque ligne est la chance de gagner d&apos;un joueur après chaque coup. {players}&lt;br&gt;Un coup est classé selon la chance de gagner qu&apos;il a cédée par rapport au meilleur coup trouvé&#xa0;: {grades} (seulement au-delà de la marge d&apos;erreur de l&apos;analyse).</translation>
    </message>
</context>
<context>
    <name>GoldHand</name>
    <message>
        <source>Your gold</source>
        <translation>Votre or</translation>
    </message>
    <message>
        <source>Hands are hidden: only the player to move sees theirs</source>
        <translation>Mains cachées&#xa0;: seul le joueur actif voit la sienne</translation>
    </message>
    <message numerus="yes">
        <source>Your gold: %n cards worth {worth}</source>
        <translation>
            <numerusform>Votre or&#xa0;: %n carte valant {worth}</numerusform>
            <numerusform>Votre or&#xa0;: %n cartes valant {worth}</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay with the selected cards</source>
        <translation>Payer avec les cartes sélectionnées</translation>
    </message>
    <message>
        <source>Exchange the selected cards</source>
        <translation>Échanger les cartes sélectionnées</translation>
    </message>
    <message numerus="yes">
        <source>Gold {value}: pays {value}, worth %n crowns at the end</source>
        <translation>
            <numerusform>Or {value}&#xa0;: paie {value}, vaut %n couronne à la fin</numerusform>
            <numerusform>Or {value}&#xa0;: paie {value}, vaut %n couronnes à la fin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Selected %n cards to exchange (at most {most}).</source>
        <translation>
            <numerusform>%n carte sélectionnée à échanger (au plus {most}).</numerusform>
            <numerusform>%n cartes sélectionnées à échanger (au plus {most}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Selected {cards} = {total} for a bid of {bid}</source>
        <translation>Sélection {cards} = {total} pour une enchère de {bid}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>: overpays by {amount} (no change is given)</source>
        <translation>&#xa0;: paie {amount} de trop (on ne rend pas la monnaie)</translation>
    </message>
    <message>
        <source>: {amount} short</source>
        <translation>&#xa0;: il manque {amount}</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Player {seat}</source>
        <translation>Joueur {seat}</translation>
    </message>
</context>
<context>
    <name>GuideOffer</name>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>The guide stays in Help → How to play</source>
        <translation>Le guide reste dans Aide → Comment jouer</translation>
    </message>
    <message>
        <source>First game of {game}? A short illustrated guide shows how to play.</source>
        <translation>Première partie de {game}&#xa0;? Un court guide illustré montre comment jouer.</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>How to play {game}</source>
        <translation>Comment jouer à {game}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>The rules at this moment</source>
        <translation>Les règles de ce moment</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Page {page} sur {pages}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
</context>
<context>
    <name>MagellanBoard</name>
    <message>
        <source>Exchange up to 3 at phase end</source>
        <translation>Échange jusqu&apos;à 3 en fin de phase</translation>
    </message>
    <message>
        <source>Show your gold</source>
        <translation>Montrez votre or</translation>
    </message>
    <message>
        <source>Left neighbour steals 1</source>
        <translation>Le voisin de gauche en vole 1</translation>
    </message>
    <message>
        <source>One veto later in phase I</source>
        <translation>Un veto plus tard en phase I</translation>
    </message>
    <message>
        <source>A card from hand goes under</source>
        <translation>Une carte de la main va dessous</translation>
    </message>
    <message>
        <source>A paid card goes under</source>
        <translation>Une carte payée va dessous</translation>
    </message>
    <message>
        <source>Plunder at scoring</source>
        <translation>Pillage au décompte</translation>
    </message>
    <message>
        <source>Field {field}: left half {left_bags} money bags, {left_crowns} crowns, draw {draw}; right half {right_bags} money bags, {right_crowns} crowns</source>
        <translation>Case {field}&#xa0;: moitié gauche {left_bags} bourses, {left_crowns} couronnes, piocher {draw}&#xa0;; moitié droite {right_bags} bourses, {right_crowns} couronnes</translation>
    </message>
    <message>
        <source>Field {field}: {bags} money bags, {crowns} crowns</source>
        <translation>Case {field}&#xa0;: {bags} bourses, {crowns} couronnes</translation>
    </message>
    <message>
        <source>Draw {count} at once</source>
        <translation>Piocher {count} aussitôt</translation>
    </message>
    <message>
        <source>Left half draws at once, right half scores</source>
        <translation>La moitié gauche pioche aussitôt, la droite marque</translation>
    </message>
    <message>
        <source>Draw {count} now</source>
        <translation>Piocher {count} tout de suite</translation>
    </message>
    <message>
        <source>Scores at end</source>
        <translation>Marque à la fin</translation>
    </message>
    <message>
        <source>{explorer}&apos;s field {field}</source>
        <translation>case {field} de {explorer}</translation>
    </message>
    <message>
        <source>{explorer}&apos;s field {field} (left half)</source>
        <translation>case {field} de {explorer} (moitié gauche)</translation>
    </message>
    <message>
        <source>{explorer}&apos;s field {field} (right half)</source>
        <translation>case {field} de {explorer} (moitié droite)</translation>
    </message>
    <message>
        <source>Ship of player {seat} on {where}</source>
        <translation>Navire du joueur {seat} sur {where}</translation>
    </message>
    <message>
        <source>{board}, side {side}</source>
        <translation>{board}, face {side}</translation>
    </message>
    <message>
        <source>UP FOR AUCTION</source>
        <translation>AUX ENCHÈRES</translation>
    </message>
    <message numerus="yes">
        <source>%n more in the deck</source>
        <translation>
            <numerusform>encore %n en pioche</numerusform>
            <numerusform>encore %n en pioche</numerusform>
        </translation>
    </message>
    <message>
        <source>{explorer}&apos;s phase {phase} card is up for auction</source>
        <translation>La carte de phase {phase} de {explorer} est aux enchères</translation>
    </message>
    <message>
        <source>Suggested by the hint</source>
        <translation>Proposé par l&apos;indice</translation>
    </message>
</context>
<context>
    <name>MagellanControls</name>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Or</translation>
    </message>
    <message>
        <source>Explorer cards</source>
        <translation>Cartes explorateur</translation>
    </message>
    <message>
        <source>Number of players: {count}</source>
        <translation>Nombre de joueurs&#xa0;: {count}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>The board side is a scenario option ({rule}); changing it is one undo step</source>
        <translation>La face du plateau est une option du scénario ({rule})&#xa0;; la changer est une étape d&apos;annulation</translation>
    </message>
    <message>
        <source>Board {board} side</source>
        <translation>Face du plateau {board}</translation>
    </message>
    <message>
        <source>Phase {phase}</source>
        <translation>Phase {phase}</translation>
    </message>
    <message>
        <source>Set phase {phase}</source>
        <translation>Choisir la phase {phase}</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Set the stage</source>
        <translation>Choisir l&apos;étape</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Card up</source>
        <translation>Carte aux enchères</translation>
    </message>
    <message>
        <source>Auctioneer</source>
        <translation>Commissaire-priseur</translation>
    </message>
    <message>
        <source>Set the auctioneer</source>
        <translation>Choisir le commissaire-priseur</translation>
    </message>
    <message>
        <source>The seeded random generator: the next reshuffle and James Cook B&apos;s steal</source>
        <translation>Le générateur aléatoire initialisé&#xa0;: le prochain mélange et le vol de James Cook B</translation>
    </message>
    <message>
        <source>Set the random seed</source>
        <translation>Choisir la graine aléatoire</translation>
    </message>
    <message>
        <source>Random state</source>
        <translation>État aléatoire</translation>
    </message>
    <message>
        <source>Put a card up</source>
        <translation>Mettre une carte aux enchères</translation>
    </message>
    <message>
        <source>No card up</source>
        <translation>Aucune carte aux enchères</translation>
    </message>
    <message>
        <source>Auction and purchase</source>
        <translation>Enchère et achat</translation>
    </message>
    <message>
        <source>Invited to open</source>
        <translation>Invité à ouvrir</translation>
    </message>
    <message>
        <source>Set who opens</source>
        <translation>Choisir qui ouvre</translation>
    </message>
    <message>
        <source>Whose turn to bid</source>
        <translation>À qui d&apos;enchérir</translation>
    </message>
    <message>
        <source>Set whose turn it is to bid</source>
        <translation>Choisir à qui c&apos;est d&apos;enchérir</translation>
    </message>
    <message>
        <source>Set the high bid</source>
        <translation>Fixer la meilleure enchère</translation>
    </message>
    <message>
        <source>High bid</source>
        <translation>Meilleure enchère</translation>
    </message>
    <message>
        <source>held by</source>
        <translation>tenue par</translation>
    </message>
    <message>
        <source>Set who holds the high bid</source>
        <translation>Choisir qui tient la meilleure enchère</translation>
    </message>
    <message>
        <source>Buyer</source>
        <translation>Acheteur</translation>
    </message>
    <message>
        <source>Set the buyer</source>
        <translation>Choisir l&apos;acheteur</translation>
    </message>
    <message>
        <source>Set the price</source>
        <translation>Fixer le prix</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Last buyer</source>
        <translation>Dernier acheteur</translation>
    </message>
    <message>
        <source>Set the last buyer</source>
        <translation>Choisir le dernier acheteur</translation>
    </message>
    <message>
        <source>Each player</source>
        <translation>Chaque joueur</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>A passé</translation>
    </message>
    <message>
        <source>May bid up to</source>
        <translation>Peut miser jusqu&apos;à</translation>
    </message>
    <message>
        <source>Unused vetoes</source>
        <translation>Vetos inutilisés</translation>
    </message>
    <message>
        <source>Ships to place</source>
        <translation>Navires à placer</translation>
    </message>
    <message>
        <source>A Columbus card&apos;s owner may veto the card</source>
        <translation>Le propriétaire d&apos;une carte Colomb peut opposer son veto à la carte</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>L&apos;enchère</translation>
    </message>
    <message>
        <source>The buyer pays</source>
        <translation>L&apos;acheteur paie</translation>
    </message>
    <message>
        <source>Which half of a split field</source>
        <translation>Quelle moitié d&apos;une case partagée</translation>
    </message>
    <message>
        <source>Which Magellan stack</source>
        <translation>Quelle pile Magellan</translation>
    </message>
    <message>
        <source>The card under Magellan</source>
        <translation>La carte sous Magellan</translation>
    </message>
    <message>
        <source>Marco Polo exchanges</source>
        <translation>Marco Polo échange</translation>
    </message>
    <message>
        <source>Pizarro plunders</source>
        <translation>Pizarro pille</translation>
    </message>
    <message>
        <source>The game has ended</source>
        <translation>La partie est finie</translation>
    </message>
    <message>
        <source>Columbus cards bought in phase I not yet spent on a veto ({rules})</source>
        <translation>Cartes Colomb achetées en phase I pas encore dépensées pour un veto ({rules})</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} passe</translation>
    </message>
    <message>
        <source>{player} bids on</source>
        <translation>{player} enchérit</translation>
    </message>
    <message>
        <source>Set {player}&apos;s vetoes</source>
        <translation>Régler les vetos de {player}</translation>
    </message>
    <message>
        <source>Drag gold cards from the palette or between these lists; a card dragged away onto nothing goes back under the gold deck.</source>
        <translation>Faites glisser des cartes or depuis la palette ou entre ces listes&#xa0;; une carte lâchée dans le vide retourne sous la pioche de cartes or.</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>En main</translation>
    </message>
    <message>
        <source>Under Magellan (one stack per ship)</source>
        <translation>Sous Magellan (une pile par navire)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gold deck&lt;/b&gt; (top first)</source>
        <translation>&lt;b&gt;Pioche de cartes or&lt;/b&gt; (dessus en premier)</translation>
    </message>
    <message>
        <source>To the top</source>
        <translation>Dessus</translation>
    </message>
    <message>
        <source>Make the selected card the next one drawn</source>
        <translation>Faire de la carte sélectionnée la prochaine piochée</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mélanger</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard pile&lt;/b&gt; (top first)</source>
        <translation>&lt;b&gt;Défausse&lt;/b&gt; (dessus en premier)</translation>
    </message>
    <message>
        <source>Each phase&apos;s explorer cards are in its deck (top first), its box (unsold, {rules}), bought (the ships on the board) or up for auction. Drag a card between deck and box, or onto an explorer on the board to put it up.</source>
        <translation>Les cartes explorateur de chaque phase sont dans sa pioche (dessus en premier), dans sa boîte (invendues, {rules}), achetées (les navires sur le plateau) ou aux enchères. Faites glisser une carte entre pioche et boîte, ou sur un explorateur du plateau pour la mettre aux enchères.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Phase {phase} deck&lt;/b&gt;</source>
        <translation>&lt;b&gt;Pioche de la phase {phase}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Phase {phase} box</source>
        <translation>Boîte de la phase {phase}</translation>
    </message>
    <message>
        <source>Gold {value} to the top of the deck</source>
        <translation>Or {value} sur le dessus de la pioche</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>May not bid on this card (the rules say so)</source>
        <translation>Ne peut pas enchérir sur cette carte (les règles l&apos;interdisent)</translation>
    </message>
    <message>
        <source>Passed this auction</source>
        <translation>A passé à cette enchère</translation>
    </message>
    <message>
        <source>{player}&lt;br&gt;&lt;small&gt;{sum} in hand&lt;/small&gt;</source>
        <translation>{player}&lt;br&gt;&lt;small&gt;{sum} en main&lt;/small&gt;</translation>
    </message>
</context>
<context>
    <name>MagellanGuide</name>
    <message>
        <source>Six explorers</source>
        <translation>Six explorateurs</translation>
    </message>
    <message>
        <source>Each board shows three explorers, each with three fields of money bags and crowns. You hold gold cards; the explorer cards are sold one by one at auction.</source>
        <translation>Chaque plateau montre trois explorateurs, chacun avec trois cases de bourses et de couronnes. Vous avez des cartes or&#xa0;; les cartes explorateur sont vendues une à une aux enchères.</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>L&apos;enchère</translation>
    </message>
    <message>
        <source>Bid for the explorer card on offer or pass: the panel shows the bids you may make. The highest bidder pays in gold cards.</source>
        <translation>Enchérissez sur la carte explorateur proposée ou passez&#xa0;: le panneau montre les enchères que vous pouvez faire. Le plus offrant paie en cartes or.</translation>
    </message>
    <message>
        <source>Ships on the fields</source>
        <translation>Les navires sur les cases</translation>
    </message>
    <message>
        <source>A bought card puts one of your ships on that explorer&apos;s next field. At the end of the phase, each ship on a field of that phase earns its money bags in gold cards; some fields give an explorer&apos;s action.</source>
        <translation>Une carte achetée place un de vos navires sur la case suivante de cet explorateur. À la fin de la phase, chaque navire sur une case de cette phase rapporte ses bourses en cartes or&#xa0;; certaines cases donnent l&apos;action d&apos;un explorateur.</translation>
    </message>
    <message>
        <source>How it ends</source>
        <translation>La fin</translation>
    </message>
    <message>
        <source>After the last phase the crowns of your fields, your Magellan stacks and the gold in your hand count; the most points win.</source>
        <translation>Après la dernière phase comptent les couronnes de vos cases, vos piles Magellan et l&apos;or que vous avez en main&#xa0;; le plus de points l&apos;emporte.</translation>
    </message>
</context>
<context>
    <name>MagellanMoments</name>
    <message>
        <source>Veto!</source>
        <translation>Veto&#xa0;!</translation>
    </message>
    <message>
        <source>Nobody bids</source>
        <translation>Personne n&apos;enchérit</translation>
    </message>
    <message>
        <source>Sold</source>
        <translation>Vendue</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Payée</translation>
    </message>
    <message>
        <source>End of the phase</source>
        <translation>Fin de la phase</translation>
    </message>
    <message>
        <source>Plunder</source>
        <translation>Pillage</translation>
    </message>
</context>
<context>
    <name>MagellanPanel</name>
    <message>
        <source>{name}: fields {fields} · Magellan {stacks} · gold in hand {hand}</source>
        <translation>{name}&#xa0;: cases {fields} · Magellan {stacks} · or en main {hand}</translation>
    </message>
    <message>
        <source> · plunder {points}</source>
        <translation> · pillage {points}</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Journal des coups</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Phase {phase}&lt;/b&gt; · %n explorer cards left · gold deck {gold} · discard pile {discard}</source>
        <translation>
            <numerusform>&lt;b&gt;Phase {phase}&lt;/b&gt; · %n carte explorateur restante · pioche or {gold} · défausse {discard}</numerusform>
            <numerusform>&lt;b&gt;Phase {phase}&lt;/b&gt; · %n cartes explorateur restantes · pioche or {gold} · défausse {discard}</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{explorer}&lt;/b&gt; is turned up. {name} may call veto ({rule}).</source>
        <translation>&lt;b&gt;{explorer}&lt;/b&gt; est retournée. {name} peut opposer son veto ({rule}).</translation>
    </message>
    <message>
        <source>Up for auction: &lt;b&gt;{explorer}&lt;/b&gt; (phase {phase}).</source>
        <translation>Aux enchères&#xa0;: &lt;b&gt;{explorer}&lt;/b&gt; (phase {phase}).</translation>
    </message>
    <message>
        <source>High bid &lt;b&gt;{bid}&lt;/b&gt; by {name}.</source>
        <translation>Meilleure enchère &lt;b&gt;{bid}&lt;/b&gt; par {name}.</translation>
    </message>
    <message>
        <source>No bid yet.</source>
        <translation>Pas encore d&apos;enchère.</translation>
    </message>
    <message>
        <source> — winner</source>
        <translation> — gagnant</translation>
    </message>
    <message numerus="yes">
        <source>: %n points</source>
        <translation>
            <numerusform>&#xa0;: %n point</numerusform>
            <numerusform>&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n gold cards</source>
        <translation>
            <numerusform> · %n carte or</numerusform>
            <numerusform> · %n cartes or</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ships to place</source>
        <translation>
            <numerusform>%n navire à placer</numerusform>
            <numerusform>%n navires à placer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vetoes</source>
        <translation>
            <numerusform>%n veto</numerusform>
            <numerusform>%n vetos</numerusform>
        </translation>
    </message>
    <message>
        <source>high bidder</source>
        <translation>meilleur enchérisseur</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>a passé</translation>
    </message>
    <message>
        <source>still bidding</source>
        <translation>enchérit encore</translation>
    </message>
    <message>
        <source>gold laid open: {cards}</source>
        <translation>or étalé&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message numerus="yes">
        <source>(%n cards)</source>
        <translation>
            <numerusform>(%n carte)</numerusform>
            <numerusform>(%n cartes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Magellan stacks: {stacks}</source>
        <translation>Piles Magellan&#xa0;: {stacks}</translation>
    </message>
    <message>
        <source>Your choices</source>
        <translation>Vos choix</translation>
    </message>
    <message>
        <source>Which gold card slides under the Magellan card? ({rule})</source>
        <translation>Quelle carte or glisse sous la carte Magellan&#xa0;? ({rule})</translation>
    </message>
    <message>
        <source>{move}: {chance}</source>
        <translation>{move}&#xa0;: {chance}</translation>
    </message>
    <message>
        <source>Win chance (analysis): {moves}</source>
        <translation>Chance de gagner (analyse)&#xa0;: {moves}</translation>
    </message>
</context>
<context>
    <name>MagellanTools</name>
    <message>
        <source>Gold card {value} — drag into a hand, a pile or under Magellan</source>
        <translation>Carte or {value} — faites-la glisser dans une main, une pile ou sous Magellan</translation>
    </message>
    <message>
        <source>Gold card {value} — in {pile}: drag it elsewhere</source>
        <translation>Carte or {value} — dans {pile}&#xa0;: faites-la glisser ailleurs</translation>
    </message>
    <message>
        <source>{name}: drag onto the explorer on the board to put the card up, or into a deck or box</source>
        <translation>{name}&#xa0;: faites-la glisser sur l&apos;explorateur du plateau pour la mettre aux enchères, ou dans une pioche ou une boîte</translation>
    </message>
    <message>
        <source>{name} in {pile}: drag onto the board to put it up, or to another place in the deck or box</source>
        <translation>{name} dans {pile}&#xa0;: faites-la glisser sur le plateau pour la mettre aux enchères, ou ailleurs dans la pioche ou la boîte</translation>
    </message>
    <message>
        <source>{player}&apos;s ship: drag it onto an explorer&apos;s field</source>
        <translation>Navire de {player}&#xa0;: faites-le glisser sur la case d&apos;un explorateur</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Navires</translation>
    </message>
    <message>
        <source>onto a field (on Vasco da Gama B, onto a half); it buys the cards it stands for</source>
        <translation>sur une case (sur Vasco de Gama B, sur une moitié)&#xa0;; il achète les cartes qu&apos;il représente</translation>
    </message>
    <message>
        <source>Gold cards</source>
        <translation>Cartes or</translation>
    </message>
    <message>
        <source>into a hand, the deck, the discard pile or under Magellan (Gold tab)</source>
        <translation>dans une main, la pioche, la défausse ou sous Magellan (onglet Or)</translation>
    </message>
    <message>
        <source>Explorer cards</source>
        <translation>Cartes explorateur</translation>
    </message>
    <message>
        <source>onto an explorer to put its card up, or into a deck or box</source>
        <translation>sur un explorateur pour mettre sa carte aux enchères, ou dans une pioche ou une boîte</translation>
    </message>
    <message>
        <source>Board {board} on side {side}</source>
        <translation>Plateau {board} sur la face {side}</translation>
    </message>
    <message>
        <source>Shuffle the gold deck</source>
        <translation>Mélanger la pioche de cartes or</translation>
    </message>
    <message>
        <source>Gold {value} back under the deck</source>
        <translation>Or {value} sous la pioche</translation>
    </message>
    <message>
        <source>Gold {value} to {target}</source>
        <translation>Or {value} vers {target}</translation>
    </message>
    <message>
        <source>{name} card to {pile}</source>
        <translation>Carte {name} vers {pile}</translation>
    </message>
    <message>
        <source>Sail {player}&apos;s ship to {name}&apos;s field {field}</source>
        <translation>Faire naviguer le navire de {player} jusqu&apos;à la case {field} de {name}</translation>
    </message>
    <message>
        <source>Put a {name} card up for auction</source>
        <translation>Mettre une carte {name} aux enchères</translation>
    </message>
    <message>
        <source>Drop the card onto its own explorer&apos;s row to put it up for auction, not onto {name}&apos;s</source>
        <translation>Lâchez la carte sur la rangée de son propre explorateur pour la mettre aux enchères, pas sur celle de {name}</translation>
    </message>
    <message>
        <source>Sail the ship to {name}&apos;s field {field}</source>
        <translation>Faire naviguer le navire jusqu&apos;à la case {field} de {name}</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Ship {ship} on {field}</source>
        <translation>Navire {ship} sur {field}</translation>
    </message>
    <message>
        <source>{player}&apos;s hand</source>
        <translation>Main de {player}</translation>
    </message>
    <message>
        <source>The phase {phase} deck</source>
        <translation>La pioche de la phase {phase}</translation>
    </message>
    <message>
        <source>The phase {phase} box</source>
        <translation>La boîte de la phase {phase}</translation>
    </message>
    <message>
        <source>{player}&apos;s Magellan stacks</source>
        <translation>Piles Magellan de {player}</translation>
    </message>
    <message>
        <source>The cards {player} bought</source>
        <translation>Les cartes achetées par {player}</translation>
    </message>
    <message>
        <source>The cards {player} bought in phase {phase}</source>
        <translation>Les cartes achetées par {player} en phase {phase}</translation>
    </message>
    <message>
        <source>Up for auction</source>
        <translation>Aux enchères</translation>
    </message>
    <message>
        <source>{explorer}: {player} buys it for {price}</source>
        <translation>{explorer}&#xa0;: {player} l&apos;achète pour {price}</translation>
    </message>
    <message>
        <source>{explorer}: high bid {bid} by {player}</source>
        <translation>{explorer}&#xa0;: meilleure enchère {bid} par {player}</translation>
    </message>
    <message>
        <source>{explorer}: no bid yet</source>
        <translation>{explorer}&#xa0;: pas encore d&apos;enchère</translation>
    </message>
    <message>
        <source>; passed: {players}</source>
        <translation>&#xa0;; ont passé&#xa0;: {players}</translation>
    </message>
    <message>
        <source>Passed this auction</source>
        <translation>A passé à cette enchère</translation>
    </message>
    <message>
        <source>May bid up to</source>
        <translation>Peut miser jusqu&apos;à</translation>
    </message>
    <message>
        <source>High bid</source>
        <translation>Meilleure enchère</translation>
    </message>
    <message>
        <source>High bid held by</source>
        <translation>Meilleure enchère tenue par</translation>
    </message>
    <message>
        <source>Whose turn to bid</source>
        <translation>À qui d&apos;enchérir</translation>
    </message>
    <message>
        <source>Invited to open</source>
        <translation>Invité à ouvrir</translation>
    </message>
    <message>
        <source>Opens the bidding</source>
        <translation>Ouvre les enchères</translation>
    </message>
    <message>
        <source>The card up</source>
        <translation>La carte retournée</translation>
    </message>
    <message>
        <source>The decision</source>
        <translation>Le choix en cours</translation>
    </message>
    <message>
        <source>The gold deck</source>
        <translation>La pioche d&apos;or</translation>
    </message>
    <message>
        <source>The discard pile</source>
        <translation>La défausse</translation>
    </message>
    <message>
        <source>The payment</source>
        <translation>Le paiement</translation>
    </message>
    <message>
        <source>Gold laid open</source>
        <translation>Or étalé face visible</translation>
    </message>
    <message>
        <source>Scoring order</source>
        <translation>Ordre du décompte</translation>
    </message>
    <message>
        <source>Plundering</source>
        <translation>Qui pille</translation>
    </message>
    <message>
        <source>Gold turned up by the plunder</source>
        <translation>Or retourné par le pillage</translation>
    </message>
    <message>
        <source>The plunder&apos;s sum</source>
        <translation>La somme du pillage</translation>
    </message>
    <message>
        <source>Plunder fields left</source>
        <translation>Cases de pillage restantes</translation>
    </message>
    <message>
        <source>The Magellan stack the card joins</source>
        <translation>La pile Magellan que la carte rejoint</translation>
    </message>
    <message>
        <source>Players still to decide on a veto</source>
        <translation>Joueurs qui doivent encore décider d&apos;un veto</translation>
    </message>
    <message>
        <source>Players still to exchange gold (Marco Polo)</source>
        <translation>Joueurs qui doivent encore échanger de l&apos;or (Marco Polo)</translation>
    </message>
    <message>
        <source>Hand counted</source>
        <translation>Main comptée</translation>
    </message>
    <message>
        <source>Vetoed cards under the deck</source>
        <translation>Cartes frappées de veto, sous la pioche</translation>
    </message>
    <message>
        <source>{ship} on {field}</source>
        <translation>{ship} sur {field}</translation>
    </message>
    <message>
        <source>{player}&apos;s ship</source>
        <translation>Navire de {player}</translation>
    </message>
    <message>
        <source>{ship}, left half</source>
        <translation>{ship}, moitié gauche</translation>
    </message>
    <message>
        <source>{ship}, right half</source>
        <translation>{ship}, moitié droite</translation>
    </message>
    <message>
        <source>stack {stack}</source>
        <translation>pile {stack}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>gold {value}</source>
        <translation>or {value}</translation>
    </message>
    <message>
        <source>{explorer}&apos;s field {field}</source>
        <translation>case {field} de {explorer}</translation>
    </message>
</context>
<context>
    <name>MagellanUI</name>
    <message>
        <source>Side A</source>
        <translation>Face A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Face B</translation>
    </message>
    <message>
        <source>The previous opener</source>
        <translation>Celui qui a ouvert la précédente</translation>
    </message>
    <message>
        <source>The auctioneer</source>
        <translation>Le commissaire-priseur</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>qtgames match (*.json);;All files (*)</source>
        <translation>Partie qtgames (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>qtgames scenario (*.qtgames-scenario.json *.json);;All files (*)</source>
        <translation>Scénario qtgames (*.qtgames-scenario.json *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>qtgames ruling report (*.qtgames-ruling.json *.json);;All files (*)</source>
        <translation>Rapport de décision qtgames (*.qtgames-ruling.json *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>seed {seed}</source>
        <translation>graine {seed}</translation>
    </message>
    <message>
        <source>review, move {at} of {total}</source>
        <translation>relecture, coup {at} sur {total}</translation>
    </message>
    <message>
        <source>sandbox</source>
        <translation>bac à sable</translation>
    </message>
    <message>
        <source>Working out a hint… (Esc cancels)</source>
        <translation>Recherche d&apos;un indice… (Échap pour annuler)</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message>
        <source>Autosave failed ({problem}); the game goes on — File → Save as… keeps it elsewhere</source>
        <translation>L&apos;enregistrement automatique a échoué ({problem})&#xa0;; la partie continue — Fichier → Enregistrer sous… la garde ailleurs</translation>
    </message>
    <message>
        <source>Review: move {at}</source>
        <translation>Relecture&#xa0;: coup {at}</translation>
    </message>
    <message>
        <source>Review: move {at}, {name} to decide</source>
        <translation>Relecture&#xa0;: coup {at}, à {name} de décider</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>{name}: {prompt}</source>
        <translation>{name}&#xa0;: {prompt}</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Au tour de {name}</translation>
    </message>
    <message>
        <source>The puzzle&apos;s hint: {hint}</source>
        <translation>L&apos;indice de l&apos;énigme&#xa0;: {hint}</translation>
    </message>
    <message>
        <source>A hint is for the human player to move.</source>
        <translation>Un indice est pour le joueur humain qui doit jouer.</translation>
    </message>
    <message>
        <source>Hint cancelled.</source>
        <translation>Indice annulé.</translation>
    </message>
    <message>
        <source>Hint: {action}</source>
        <translation>Indice&#xa0;: {action}</translation>
    </message>
    <message>
        <source>Not allowed — {rule}: {reason}</source>
        <translation>Interdit — {rule}&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <source>Resume the last game?</source>
        <translation>Reprendre la dernière partie&#xa0;?</translation>
    </message>
    <message>
        <source>A game was left unfinished: {game}.

Resume it?</source>
        <translation>Une partie est restée inachevée&#xa0;: {game}.

La reprendre&#xa0;?</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Cannot keep the unfinished game</source>
        <translation>Impossible de garder la partie inachevée</translation>
    </message>
    <message>
        <source>It could not be moved to {folder}.</source>
        <translation>Elle n&apos;a pas pu être déplacée dans {folder}.</translation>
    </message>
    <message>
        <source>It is kept as {path} (File → Open recent), and will not be offered again.</source>
        <translation>Elle est gardée sous {path} (Fichier → Récemment ouverts), et ne sera plus proposée.</translation>
    </message>
    <message>
        <source>The last game cannot be resumed</source>
        <translation>La dernière partie ne peut pas être reprise</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
    </message>
    <message>
        <source>Not a usable scenario</source>
        <translation>Scénario inutilisable</translation>
    </message>
    <message>
        <source>Not a usable match file</source>
        <translation>Fichier de partie inutilisable</translation>
    </message>
    <message>
        <source>This match was played with other {game} component data than is in force now: it may not go as it went.</source>
        <translation>Cette partie a été jouée avec d&apos;autres données du matériel de {game} que celles en vigueur&#xa0;: elle peut ne pas se dérouler comme elle s&apos;est déroulée.</translation>
    </message>
    <message>
        <source>Not a usable ruling report</source>
        <translation>Rapport de décision inutilisable</translation>
    </message>
    <message>
        <source>Open a match, a scenario or a ruling report</source>
        <translation>Ouvrir une partie, un scénario ou un rapport de décision</translation>
    </message>
    <message>
        <source>qtgames match, scenario or ruling report (*.json);;All files (*)</source>
        <translation>Partie, scénario ou rapport de décision qtgames (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <source>A scenario</source>
        <translation>Un scénario</translation>
    </message>
    <message>
        <source>a {game} puzzle: {goal}</source>
        <translation>une énigme de {game}&#xa0;: {goal}</translation>
    </message>
    <message>
        <source>a {game} position</source>
        <translation>une position de {game}</translation>
    </message>
    <message>
        <source>{title} is {kind}.</source>
        <translation>{title} est {kind}.</translation>
    </message>
    <message>
        <source>Play it from its position, or open it in the scenario editor?</source>
        <translation>La jouer depuis sa position, ou l&apos;ouvrir dans l&apos;éditeur de scénarios&#xa0;?</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Ouvrir dans l&apos;éditeur</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossible d&apos;enregistrer</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Enregistré dans {path}</translation>
    </message>
    <message>
        <source>{title} — {game}</source>
        <translation>{title} — {game}</translation>
    </message>
</context>
<context>
    <name>MatchHost</name>
    <message numerus="yes">
        <source>The AI&apos;s process stopped %n times on this move; the game waits. Pause and resume the AI moves (P, P) to try again.</source>
        <translation>
            <numerusform>Le processus de l&apos;IA s&apos;est arrêté %n fois sur ce coup&#xa0;; la partie attend. Mettez en pause puis reprenez les coups de l&apos;IA (P, P) pour réessayer.</numerusform>
            <numerusform>Le processus de l&apos;IA s&apos;est arrêté %n fois sur ce coup&#xa0;; la partie attend. Mettez en pause puis reprenez les coups de l&apos;IA (P, P) pour réessayer.</numerusform>
        </translation>
    </message>
    <message>
        <source>The AI&apos;s process stopped; a new one is thinking. Nothing of the game was lost.</source>
        <translation>Le processus de l&apos;IA s&apos;est arrêté&#xa0;; un nouveau réfléchit. Rien de la partie n&apos;est perdu.</translation>
    </message>
    <message>
        <source>No game on the table.</source>
        <translation>Aucune partie sur la table.</translation>
    </message>
    <message>
        <source>Not while reviewing: close the review first.</source>
        <translation>Pas pendant une relecture&#xa0;: fermez d&apos;abord la relecture.</translation>
    </message>
    <message>
        <source>No move to take back yet.</source>
        <translation>Aucun coup à reprendre pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Only AIs play: there is no move of yours to take back.</source>
        <translation>Seules des IA jouent&#xa0;: vous n&apos;avez aucun coup à reprendre.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>Another player has moved since; in a sandbox game (Advanced, on the start page) undo takes back anything.</source>
        <translation>Un autre joueur a joué depuis&#xa0;; dans une partie bac à sable (Avancé, sur la page d&apos;accueil), annuler reprend n&apos;importe quoi.</translation>
    </message>
    <message>
        <source>Your last move showed something new (a drawn tile, a roll), so it stands; in a sandbox game (Advanced, on the start page) undo takes back anything.</source>
        <translation>Votre dernier coup a révélé quelque chose de nouveau (une tuile piochée, un lancer), il est donc acquis&#xa0;; dans une partie bac à sable (Avancé, sur la page d&apos;accueil), annuler reprend n&apos;importe quoi.</translation>
    </message>
</context>
<context>
    <name>MatchWords</name>
    <message numerus="yes">
        <source>{game}, %n moves in</source>
        <translation>
            <numerusform>{game}, %n coup joué</numerusform>
            <numerusform>{game}, %n coups joués</numerusform>
        </translation>
    </message>
    <message>
        <source>just now</source>
        <translation>à l&apos;instant</translation>
    </message>
    <message numerus="yes">
        <source>%n minutes ago</source>
        <translation>
            <numerusform>il y a %n minute</numerusform>
            <numerusform>il y a %n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>{game}, saved {when}</source>
        <translation>{game}, enregistrée {when}</translation>
    </message>
    <message>
        <source>Resumed where the game stopped.</source>
        <translation>Reprise là où la partie s&apos;était arrêtée.</translation>
    </message>
    <message>
        <source>The unfinished game is kept as {name} (File → Open recent).</source>
        <translation>La partie inachevée est gardée sous {name} (Fichier → Récemment ouverts).</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished games are kept among your saves (File → Open recent).</source>
        <translation>
            <numerusform>%n partie inachevée est gardée parmi vos sauvegardes (Fichier → Récemment ouverts).</numerusform>
            <numerusform>%n parties inachevées sont gardées parmi vos sauvegardes (Fichier → Récemment ouverts).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionAnalysisDialog</name>
    <message>
        <source>Analyse this position</source>
        <translation>Analyser cette position</translation>
    </message>
    <message>
        <source>Analyse again</source>
        <translation>Analyser de nouveau</translation>
    </message>
    <message>
        <source>{name} to decide: {prompt}</source>
        <translation>À {name} de décider&#xa0;: {prompt}</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>Zoom to &amp;fit</source>
        <translation>&amp;Ajuster à la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>A&amp;nimations</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
</context>
<context>
    <name>PuzzleBar</name>
    <message>
        <source>Player {seat}</source>
        <translation>Joueur {seat}</translation>
    </message>
    <message>
        <source>{player} ({colour})</source>
        <translation>{player} ({colour})</translation>
    </message>
    <message>
        <source>{name} ({player}, {colour})</source>
        <translation>{name} ({player}, {colour})</translation>
    </message>
    <message>
        <source>You are {who}.</source>
        <translation>Vous êtes {who}.</translation>
    </message>
    <message>
        <source>{who} plays for it.</source>
        <translation>{who} joue pour l&apos;objectif.</translation>
    </message>
    <message>
        <source>{who}, an AI, plays for it.</source>
        <translation>{who}, une IA, joue pour l&apos;objectif.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Start the puzzle again from its position, with the same players</source>
        <translation>Recommencer l&apos;énigme depuis sa position, avec les mêmes joueurs</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Énigme</translation>
    </message>
    <message>
        <source>Goal: {goal}.</source>
        <translation>Objectif&#xa0;: {goal}.</translation>
    </message>
    <message>
        <source>Solved.</source>
        <translation>Résolue.</translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation>Manquée.</translation>
    </message>
</context>
<context>
    <name>PuzzleCheckDialog</name>
    <message>
        <source>Check the puzzle</source>
        <translation>Vérifier l&apos;énigme</translation>
    </message>
    <message>
        <source>%v of %m first moves</source>
        <translation>%v premiers coups sur %m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Keep the hidden cards as laid out (when the notes tell them)</source>
        <translation>Garder les cartes cachées telles qu&apos;elles sont posées (quand les notes les disent)</translation>
    </message>
    <message>
        <source>A puzzle whose notes give the other hands or the card under a stack is sound only for those cards: checked with them dealt at random, no first move may work. Press Check again after changing this.</source>
        <translation>Un problème dont les notes donnent les mains des autres ou la carte sous une pile n&apos;est juste que pour ces cartes : vérifié avec elles distribuées au hasard, il se peut qu&apos;aucun premier coup ne marche. Appuyez sur Vérifier de nouveau après avoir changé ceci.</translation>
    </message>
    <message>
        <source>What the check found:</source>
        <translation>Ce que la vérification a trouvé&#xa0;:</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Vérifier de nouveau</translation>
    </message>
    <message>
        <source>the check looks as many moves ahead as the solution has, and none is written. Play the solution in Test a ruling, then press Record on the Scenario tab.</source>
        <translation>la vérification regarde autant de coups en avant que la solution en compte, et aucune n&apos;est écrite. Jouez la solution dans «&#xa0;Tester une décision&#xa0;», puis appuyez sur Mémoriser dans l&apos;onglet Scénario.</translation>
    </message>
    <message>
        <source>Checking every first move of the goal player against every reply and roll of the dice…</source>
        <translation>Vérification de chaque premier coup du joueur de l&apos;objectif contre chaque réponse et chaque jet de dés…</translation>
    </message>
    <message>
        <source>The check was cancelled: nothing was found yet.</source>
        <translation>La vérification a été annulée&#xa0;: rien n&apos;a encore été trouvé.</translation>
    </message>
    <message>
        <source>This cannot be checked as a puzzle: {reason}</source>
        <translation>Ceci ne peut pas être vérifié comme une énigme&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Goal: {goal}, within {horizon} moves.</source>
        <translation>Objectif&#xa0;: {goal}, en {horizon} coups au plus.</translation>
    </message>
    <message>
        <source>✗ The puzzle has no written solution to check.</source>
        <translation>✗ L&apos;énigme n&apos;a pas de solution écrite à vérifier.</translation>
    </message>
    <message>
        <source>✓ The solution&apos;s first move, {move}, reaches the goal.</source>
        <translation>✓ Le premier coup de la solution, {move}, atteint l&apos;objectif.</translation>
    </message>
    <message>
        <source>? The solution&apos;s first move, {move}, could not be settled within the check&apos;s budget.</source>
        <translation>? Le premier coup de la solution, {move}, n&apos;a pas pu être tranché dans le budget de la vérification.</translation>
    </message>
    <message>
        <source>✗ The solution&apos;s first move, {move}, does not always reach the goal.</source>
        <translation>✗ Le premier coup de la solution, {move}, n&apos;atteint pas toujours l&apos;objectif.</translation>
    </message>
    <message>
        <source>✗ It does not hold against every reply and roll of the dice: one way it fails is below.</source>
        <translation>✗ Elle ne tient pas contre toutes les réponses et tous les jets de dés : une façon dont elle échoue figure plus bas.</translation>
    </message>
    <message>
        <source>✗ Second solutions (cooks): {moves}</source>
        <translation>✗ Autres solutions (démolitions)&#xa0;: {moves}</translation>
    </message>
    <message>
        <source>✓ No other first move works: the solution is unique.</source>
        <translation>✓ Aucun autre premier coup ne marche&#xa0;: la solution est unique.</translation>
    </message>
    <message>
        <source>? No other first move was found to work, but some were not settled within the budget.</source>
        <translation>? Aucun autre premier coup ne s&apos;est révélé gagnant, mais certains n&apos;ont pas été tranchés dans le budget.</translation>
    </message>
    <message>
        <source>✗ No first move works in every case looked at: the puzzle has no solution as set.</source>
        <translation>✗ Aucun premier coup ne marche dans tous les cas examinés : tel qu&apos;il est posé, le problème n&apos;a pas de solution.</translation>
    </message>
    <message>
        <source>✓ It holds under every roll of the dice and every reply looked at.</source>
        <translation>✓ Il tient pour chaque jet de dés et chaque réponse examinés.</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <source>qtgames could not replay it ({error})</source>
        <translation>qtgames n&apos;a pas pu la rejouer ({error})</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>0.25 s per move</source>
        <translation>0,25 s par coup</translation>
    </message>
    <message>
        <source>0.5 s per move</source>
        <translation>0,5 s par coup</translation>
    </message>
    <message>
        <source>1 s per move</source>
        <translation>1 s par coup</translation>
    </message>
    <message>
        <source>2 s per move</source>
        <translation>2 s par coup</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>First position (Home)</source>
        <translation>Première position (Début)</translation>
    </message>
    <message>
        <source>Previous move (←)</source>
        <translation>Coup précédent (←)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Play the moves at the chosen pace (Space)</source>
        <translation>Jouer les coups au rythme choisi (Espace)</translation>
    </message>
    <message>
        <source>Next move (→)</source>
        <translation>Coup suivant (→)</translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation>Dernière position (Fin)</translation>
    </message>
    <message>
        <source>Take over from here…</source>
        <translation>Reprendre la main ici…</translation>
    </message>
    <message>
        <source>Play on from this position: choose who plays each seat</source>
        <translation>Continuer à partir de cette position&#xa0;: choisissez qui joue à chaque place</translation>
    </message>
    <message>
        <source>Close review</source>
        <translation>Fermer la relecture</translation>
    </message>
    <message>
        <source>Back to the game as it stands (Esc)</source>
        <translation>Revenir à la partie telle qu&apos;elle est (Échap)</translation>
    </message>
    <message>
        <source>Move {at} of {total}</source>
        <translation>Coup {at} sur {total}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Take over from here</source>
        <translation>Reprendre la main ici</translation>
    </message>
</context>
<context>
    <name>Routes</name>
    <message>
        <source>{name}: {fate}</source>
        <translation>{name}&#xa0;: {fate}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{rule}: {reason}</source>
        <translation>{rule}&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <source>Every rule has an ID. The move log and every refused move cite it: click an ID there to come here. “Ruling” marks a choice where the rulebook is silent; where a table could choose otherwise, it is an option under Advanced on the start page.</source>
        <translation>Chaque règle a un identifiant. Le journal des coups et chaque coup refusé le citent&#xa0;: cliquez-y sur un identifiant pour venir ici. «&#xa0;Décision&#xa0;» marque un choix sur lequel la règle ne dit rien&#xa0;; là où une table pourrait choisir autrement, c&apos;est une option sous Avancé, sur la page d&apos;accueil.</translation>
    </message>
    <message>
        <source>The component data at the end say where each number comes from: [seed] the rulebook, [public] public sources, [transcribed] a single public source, [reconstructed] or [placeholder] chosen where no source gives it. If you own the game, a data file of your own can correct them: the start page&apos;s “About the component data” says where it goes.</source>
        <translation>Les données du matériel, à la fin, disent d&apos;où vient chaque nombre&#xa0;: [règle] la règle du jeu, [public] des sources publiques, [transcrit] une seule source publique, [reconstitué] ou [provisoire] choisi là où aucune source ne le donne. Si vous possédez le jeu, un fichier de données à vous peut les corriger&#xa0;: la note «&#xa0;À propos des données du matériel&#xa0;» de la page d&apos;accueil dit où le mettre.</translation>
    </message>
    <message>
        <source>No rule mentions “{query}”.</source>
        <translation>Aucune règle ne mentionne «&#xa0;{query}&#xa0;».</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Search the rules: words or a rule ID</source>
        <translation>Chercher dans les règles&#xa0;: des mots ou un identifiant de règle</translation>
    </message>
    <message numerus="yes">
        <source>%n rules match</source>
        <translation>
            <numerusform>%n règle correspond</numerusform>
            <numerusform>%n règles correspondent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rules</source>
        <translation>
            <numerusform>%n règle</numerusform>
            <numerusform>%n règles</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules — {game}</source>
        <translation>Règles — {game}</translation>
    </message>
</context>
<context>
    <name>RulingPanel</name>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Carry out the selected legal action and show what the rules make happen</source>
        <translation>Effectuer l&apos;action légale sélectionnée et montrer ce que les règles font arriver</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Revenir en arrière</translation>
    </message>
    <message>
        <source>Save as test case…</source>
        <translation>Enregistrer comme cas de test…</translation>
    </message>
    <message>
        <source>Apply an action to see its events (with rule IDs) and what changed.</source>
        <translation>Appliquez une action pour voir ses événements (avec les identifiants de règle) et ce qui a changé.</translation>
    </message>
    <message>
        <source>Fix the position&apos;s problems first: only a valid position can be asked about.</source>
        <translation>Corrigez d&apos;abord les problèmes de la position&#xa0;: seule une position valide peut être interrogée.</translation>
    </message>
    <message>
        <source>The game is over in this position: nothing more to decide.</source>
        <translation>La partie est finie dans cette position&#xa0;: plus rien à décider.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; decides ({rule}): {prompt}</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; décide ({rule})&#xa0;: {prompt}</translation>
    </message>
    <message>
        <source>Action: {action}</source>
        <translation>Action&#xa0;: {action}</translation>
    </message>
    <message>
        <source>Not allowed — {rule}: {reason}</source>
        <translation>Interdit — {rule}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>Événements&#xa0;:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>What changed:</source>
        <translation>Ce qui a changé&#xa0;:</translation>
    </message>
    <message>
        <source>refused — {rule}: {reason}</source>
        <translation>refusée — {rule}&#xa0;: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>legal, with %n events</source>
        <translation>
            <numerusform>légale, avec %n événement</numerusform>
            <numerusform>légale, avec %n événements</numerusform>
        </translation>
    </message>
    <message>
        <source>Still holds under this version of the rules.</source>
        <translation>Tient toujours avec cette version des règles.</translation>
    </message>
    <message>
        <source>Changed: now {answer}</source>
        <translation>Changé&#xa0;: maintenant {answer}</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sans titre</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ruling report&lt;/b&gt; «{title}»&lt;br&gt;Recorded answer: {answer}&lt;br&gt;{holds}</source>
        <translation>&lt;b&gt;Rapport de décision&lt;/b&gt; «&#xa0;{title}&#xa0;»&lt;br&gt;Réponse enregistrée&#xa0;: {answer}&lt;br&gt;{holds}</translation>
    </message>
    <message>
        <source>Stepped back from the refused action.</source>
        <translation>Retour en arrière depuis l&apos;action refusée.</translation>
    </message>
    <message>
        <source>Stepped back to the position before the last applied action.</source>
        <translation>Retour à la position d&apos;avant la dernière action appliquée.</translation>
    </message>
</context>
<context>
    <name>ScenarioForm</name>
    <message>
        <source>Edit the title</source>
        <translation>Modifier le titre</translation>
    </message>
    <message>
        <source>Edit the author</source>
        <translation>Modifier l&apos;auteur</translation>
    </message>
    <message>
        <source>What the puzzle or ruling is about</source>
        <translation>Le sujet de l&apos;énigme ou de la décision</translation>
    </message>
    <message>
        <source>Edit the notes</source>
        <translation>Modifier les notes</translation>
    </message>
    <message>
        <source>No goal (a position to study)</source>
        <translation>Pas d&apos;objectif (une position à étudier)</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Puzzle goal</source>
        <translation>Objectif de l&apos;énigme</translation>
    </message>
    <message>
        <source>For player</source>
        <translation>Pour le joueur</translation>
    </message>
    <message>
        <source>Target (N)</source>
        <translation>Cible (N)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solution and hints&lt;/b&gt;</source>
        <translation>&lt;b&gt;Solution et indices&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Play the solution in Test a ruling — every player&apos;s moves, from the position as laid out — then press Record. Type the hint a player sees before each move (leave it empty for none).</source>
        <translation>Jouez la solution dans «&#xa0;Tester une décision&#xa0;» — les coups de chaque joueur, depuis la position disposée — puis appuyez sur Mémoriser. Tapez l&apos;indice qu&apos;un joueur voit avant chaque coup (laissez vide pour aucun).</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Hint before it</source>
        <translation>Indice avant</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Mémoriser</translation>
    </message>
    <message>
        <source>The moves applied in Test a ruling become the solution</source>
        <translation>Les coups joués dans «&#xa0;Tester une décision&#xa0;» deviennent la solution</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Clear the solution</source>
        <translation>Effacer la solution</translation>
    </message>
    <message>
        <source>The app&apos;s own words</source>
        <translation>Les mots de l&apos;application</translation>
    </message>
    <message>
        <source>Edit the words when solved</source>
        <translation>Modifier les mots en cas de réussite</translation>
    </message>
    <message>
        <source>Edit the words when failed</source>
        <translation>Modifier les mots en cas d&apos;échec</translation>
    </message>
    <message>
        <source>When solved</source>
        <translation>Si résolue</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>Si manquée</translation>
    </message>
    <message>
        <source>Change the goal</source>
        <translation>Changer l&apos;objectif</translation>
    </message>
    <message>
        <source>Record the solution</source>
        <translation>Mémoriser la solution</translation>
    </message>
    <message>
        <source>Write a hint</source>
        <translation>Écrire un indice</translation>
    </message>
    <message>
        <source>Player {seat}: {goal}</source>
        <translation>Joueur {seat} : {goal}</translation>
    </message>
    <message>
        <source>{player}: {move}</source>
        <translation>{player}&#xa0;: {move}</translation>
    </message>
    <message>
        <source>(not reached)</source>
        <translation>(non atteint)</translation>
    </message>
    <message>
        <source>A puzzle&apos;s solution needs a goal.</source>
        <translation>La solution d&apos;une énigme demande un objectif.</translation>
    </message>
    <message>
        <source>No solution yet.</source>
        <translation>Pas encore de solution.</translation>
    </message>
    <message>
        <source>Fix the position&apos;s problems to check the solution.</source>
        <translation>Corrigez les problèmes de la position pour vérifier la solution.</translation>
    </message>
    <message numerus="yes">
        <source>The solution reaches the goal in %n moves.</source>
        <translation>
            <numerusform>La solution atteint l&apos;objectif en %n coup.</numerusform>
            <numerusform>La solution atteint l&apos;objectif en %n coups.</numerusform>
        </translation>
    </message>
    <message>
        <source>The solution fails at move {move}: {reason}</source>
        <translation>La solution échoue au coup {move}&#xa0;: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Record %n moves</source>
        <translation>
            <numerusform>Mémoriser %n coup</numerusform>
            <numerusform>Mémoriser %n coups</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Scenarios</name>
    <message>
        <source>Not in the editor yet</source>
        <translation>Pas encore dans l&apos;éditeur</translation>
    </message>
    <message numerus="yes">
        <source>{game} after %n moves</source>
        <translation>
            <numerusform>{game} après %n coup</numerusform>
            <numerusform>{game} après %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Rien à exporter</translation>
    </message>
    <message>
        <source>Start or open a game first.</source>
        <translation>Commencez ou ouvrez d&apos;abord une partie.</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>Export the position as a scenario</source>
        <translation>Exporter la position comme scénario</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossible d&apos;enregistrer</translation>
    </message>
    <message>
        <source>Position exported to {path}</source>
        <translation>Position exportée dans {path}</translation>
    </message>
    <message>
        <source>Nothing to copy</source>
        <translation>Rien à copier</translation>
    </message>
    <message>
        <source>The position is on the clipboard as text.</source>
        <translation>La position est dans le presse-papiers, en texte.</translation>
    </message>
    <message>
        <source>Cannot paste the position</source>
        <translation>Impossible de coller la position</translation>
    </message>
    <message>
        <source>The clipboard holds no usable position: {error}</source>
        <translation>Le presse-papiers ne contient pas de position utilisable&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Cannot play the scenario</source>
        <translation>Impossible de jouer le scénario</translation>
    </message>
    <message>
        <source>{name}: {goal}</source>
        <translation>{name}&#xa0;: {goal}</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>The solution cannot be shown</source>
        <translation>Impossible de montrer la solution</translation>
    </message>
    <message>
        <source>Puzzle solved!</source>
        <translation>Énigme résolue&#xa0;!</translation>
    </message>
    <message>
        <source>Puzzle failed</source>
        <translation>Énigme manquée</translation>
    </message>
    <message>
        <source>Try another line.</source>
        <translation>Essayez une autre ligne de jeu.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>Montrer la solution</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Ouvrir dans l&apos;éditeur</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>SeatBox</name>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
</context>
<context>
    <name>SeatsDialog</name>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d&apos;ici</translation>
    </message>
    <message>
        <source>Puzzle goal: {goal}</source>
        <translation>Objectif de l&apos;énigme : {goal}</translation>
    </message>
    <message>
        <source>{seat}: the puzzle&apos;s side</source>
        <translation>{seat} : le camp de l&apos;énigme</translation>
    </message>
</context>
<context>
    <name>SpinnerWidget</name>
    <message>
        <source>The spinner showed {value}</source>
        <translation>La flèche de revenu a indiqué {value}</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Seat {seat} ({colour})</source>
        <translation>Place {seat} ({colour})</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>AI: {0}</source>
        <translation>IA&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>Joueur {seat}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Choisissez un jeu</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Advanced: seed, undo and rule options</source>
        <translation>Avancé&#xa0;: graine, annulation et options de règle</translation>
    </message>
    <message>
        <source>a new one for every game</source>
        <translation>une nouvelle à chaque partie</translation>
    </message>
    <message>
        <source>The same seed and moves replay the same game, dice and all. Leave it empty for a new deal every game; the seed of each game shows in the title.</source>
        <translation>La même graine et les mêmes coups rejouent la même partie, dés compris. Laissez vide pour une nouvelle donne à chaque partie&#xa0;; la graine de chaque partie apparaît dans le titre.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Sandbox: undo may take back anything, draws and other players&apos; moves</source>
        <translation>Bac à sable&#xa0;: tout s&apos;annule, même pioches et coups adverses</translation>
    </message>
    <message>
        <source>Otherwise you may take back only your own moves within your turn, and never a roll, a draw or another player&apos;s move.</source>
        <translation>Sinon vous ne pouvez reprendre que vos propres coups pendant votre tour, et jamais un lancer, une pioche ou le coup d&apos;un autre joueur.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Rules and rulings</source>
        <translation>Règles et décisions</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Scenario editor…</source>
        <translation>Éditeur de scénarios…</translation>
    </message>
    <message>
        <source>Lay out any position, check it against the rules, test a ruling or set a puzzle</source>
        <translation>Disposer n&apos;importe quelle position, la vérifier selon les règles, tester une décision ou créer une énigme</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>The game on the table goes on as it was</source>
        <translation>La partie sur la table continue telle qu&apos;elle était</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation>Aucune partie enregistrée pour l&apos;instant</translation>
    </message>
    <message>
        <source>Puzzles, rulebook examples and rulings</source>
        <translation>Énigmes, exemples de la règle et décisions</translation>
    </message>
    <message>
        <source>{title} — puzzle</source>
        <translation>{title} — énigme</translation>
    </message>
    <message>
        <source>{title} — ruling</source>
        <translation>{title} — décision</translation>
    </message>
    <message>
        <source>Opens in the scenario editor&apos;s Test a ruling, with the answer the rules gave</source>
        <translation>S&apos;ouvre dans «&#xa0;Tester une décision&#xa0;» de l&apos;éditeur de scénarios, avec la réponse qu&apos;ont donnée les règles</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Ouvrir dans l&apos;éditeur</translation>
    </message>
    <message>
        <source>{title} — your puzzle</source>
        <translation>{title} — votre énigme</translation>
    </message>
    <message>
        <source>{title} — your scenario</source>
        <translation>{title} — votre scénario</translation>
    </message>
    <message>
        <source>{least}–{most} players</source>
        <translation>{least} à {most} joueurs</translation>
    </message>
    <message>
        <source>Some of {game}&apos;s component numbers are reconstructed: no public source gives them. The rules&apos; component data (Help → Rules) mark each one; if you own the game, a corrected copy of its data file, {file}, in the folder {folder} is read instead.</source>
        <translation>Certains nombres du matériel de {game} sont reconstitués&#xa0;: aucune source publique ne les donne. Les données du matériel des règles (Aide → Règles) marquent chacun d&apos;eux&#xa0;; si vous possédez le jeu, une copie corrigée de son fichier de données, {file}, dans le dossier {folder} est lue à la place.</translation>
    </message>
    <message>
        <source>About the component data</source>
        <translation>À propos des données du matériel</translation>
    </message>
</context>
<context>
    <name>TableCards</name>
    <message>
        <source>The game waits until you close the card.</source>
        <translation>La partie attend que vous fermiez la carte.</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Passez l&apos;ordinateur à {name}</translation>
    </message>
    <message>
        <source>Only they should see their hand.</source>
        <translation>Seul ce joueur doit voir sa main.</translation>
    </message>
    <message>
        <source>I am {name}: show my hand</source>
        <translation>Je suis {name}&#xa0;: montrer ma main</translation>
    </message>
    <message>
        <source>Review that move</source>
        <translation>Revoir ce coup</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Watch to the end</source>
        <translation>Regarder jusqu&apos;à la fin</translation>
    </message>
    <message>
        <source>Skip to the result</source>
        <translation>Aller au résultat</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>Règle {rule}</translation>
    </message>
    <message>
        <source>{name} is out of the game</source>
        <translation>{name} est hors jeu</translation>
    </message>
    <message>
        <source>Playing out the rest of the game…</source>
        <translation>La fin de la partie se joue…</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gagne&#xa0;!</translation>
    </message>
    <message>
        <source>{names} and {last} share the victory!</source>
        <translation>{names} et {last} se partagent la victoire&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <source>The game is over ({rule}) after %n moves.</source>
        <translation>
            <numerusform>La partie est finie ({rule}) après %n coup.</numerusform>
            <numerusform>La partie est finie ({rule}) après %n coups.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n moves.</source>
        <translation>
            <numerusform>La partie est finie après %n coup.</numerusform>
            <numerusform>La partie est finie après %n coups.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: &lt;b&gt;%n&lt;/b&gt; points</source>
        <translation>
            <numerusform>{name}&#xa0;: &lt;b&gt;%n&lt;/b&gt; point</numerusform>
            <numerusform>{name}&#xa0;: &lt;b&gt;%n&lt;/b&gt; points</numerusform>
        </translation>
    </message>
    <message>
        <source>Seed {seed}: the same seed and moves replay this game (Advanced, on the start page).</source>
        <translation>Graine {seed}&#xa0;: la même graine et les mêmes coups rejouent cette partie (Avancé, sur la page d&apos;accueil).</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>TrialBar</name>
    <message>
        <source>Back to the scenario</source>
        <translation>Retour au scénario</translation>
    </message>
    <message>
        <source>Show the position as laid out again</source>
        <translation>Montrer de nouveau la position disposée</translation>
    </message>
    <message>
        <source>Lay out this position</source>
        <translation>Disposer cette position</translation>
    </message>
    <message>
        <source>Make the shown position the scenario&apos;s (an undo step); Save then writes it</source>
        <translation>Faire de la position montrée celle du scénario (une étape d&apos;annulation)&#xa0;; Enregistrer l&apos;écrit ensuite</translation>
    </message>
    <message>
        <source>Save it as…</source>
        <translation>L&apos;enregistrer sous…</translation>
    </message>
    <message>
        <source>Save the shown position as a new scenario; this one stays as laid out</source>
        <translation>Enregistrer la position montrée comme nouveau scénario&#xa0;; celui-ci reste tel que disposé</translation>
    </message>
    <message numerus="yes">
        <source>The board shows the position after %n actions applied in Test a ruling. The scenario stays as laid out: Save keeps that.</source>
        <translation>
            <numerusform>Le plateau montre la position après %n action jouée dans «&#xa0;Tester une décision&#xa0;». Le scénario reste tel que disposé&#xa0;: Enregistrer garde celui-là.</numerusform>
            <numerusform>Le plateau montre la position après %n actions jouées dans «&#xa0;Tester une décision&#xa0;». Le scénario reste tel que disposé&#xa0;: Enregistrer garde celui-là.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TsuroBoard</name>
    <message>
        <source>Player {seat}</source>
        <translation>Joueur {seat}</translation>
    </message>
    <message>
        <source>Daikaiju {name}: the gold arrow acts before the other {number}</source>
        <translation>Daikaiju {name}&#xa0;: la flèche dorée agit avant l&apos;autre {number}</translation>
    </message>
    <message>
        <source>Daikaiju {name}</source>
        <translation>Daikaiju {name}</translation>
    </message>
    <message>
        <source>Squares are named by column letter and row number, as in the move log</source>
        <translation>Les cases se nomment par la lettre de la colonne et le numéro de la rangée, comme dans le journal des coups</translation>
    </message>
    <message>
        <source>Gold die {die}: a new daikaiju comes to this column</source>
        <translation>Dé doré {die}&#xa0;: un nouveau daikaiju arrive dans cette colonne</translation>
    </message>
    <message>
        <source>Blue die {die}: a new daikaiju comes to this row</source>
        <translation>Dé bleu {die}&#xa0;: un nouveau daikaiju arrive dans cette rangée</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dés</translation>
    </message>
    <message>
        <source>The gold die picks a column and the blue die a row: that square gets a new daikaiju. The square names are the letters and numbers further out.</source>
        <translation>Le dé doré choisit une colonne et le dé bleu une rangée&#xa0;: cette case reçoit un nouveau daikaiju. Les noms des cases sont les lettres et les chiffres plus à l&apos;extérieur.</translation>
    </message>
    <message>
        <source>Suggested by the hint</source>
        <translation>Proposé par l&apos;indice</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>{refusal} — {outcomes}</source>
        <translation>{refusal} — {outcomes}</translation>
    </message>
    <message>
        <source>Legal — {outcomes}. Double-click the tile, press Enter or click Place.</source>
        <translation>Légal — {outcomes}. Double-cliquez sur la tuile, appuyez sur Entrée ou cliquez sur Poser.</translation>
    </message>
    <message>
        <source>Choose a tile in your hand first (1–3): it shows here, in front of your ship.</source>
        <translation>Choisissez d&apos;abord une tuile de votre main (1–3)&#xa0;: elle apparaît ici, devant votre navire.</translation>
    </message>
</context>
<context>
    <name>TsuroGuide</name>
    <message>
        <source>The sea</source>
        <translation>La mer</translation>
    </message>
    <message>
        <source>Every captain holds three wake tiles (your hand is in the side panel) and chooses a starting mark on the edge of the sea for their ship. The purple tiles are daikaiju: sea monsters that roam the board.</source>
        <translation>Chaque capitaine a trois tuiles Sillage (votre main est dans le panneau latéral) et choisit pour son navire un point de départ au bord de la mer. Les tuiles violettes sont des daikaiju&#xa0;: des monstres marins qui parcourent le plateau.</translation>
    </message>
    <message>
        <source>Your turn: lay a tile</source>
        <translation>Votre tour&#xa0;: poser une tuile</translation>
    </message>
    <message>
        <source>Lay one of your tiles on the square in front of your ship: pick it in your hand, turn it (R) until you like its wakes, and place it. Every ship touching the new tile then sails along its wake. A move the rules refuse says why, with the rule.</source>
        <translation>Posez l&apos;une de vos tuiles sur la case devant votre navire&#xa0;: choisissez-la dans votre main, tournez-la (R) jusqu&apos;à ce que ses sillages vous plaisent, et posez-la. Chaque navire qui touche la nouvelle tuile suit alors son sillage. Un coup refusé par les règles dit pourquoi, avec la règle.</translation>
    </message>
    <message>
        <source>The daikaiju move</source>
        <translation>Les daikaiju se déplacent</translation>
    </message>
    <message>
        <source>After each turn the dice may wake the daikaiju. A monster moving onto a ship or a tile destroys it, so keep your ship out of their way.</source>
        <translation>Après chaque tour, les dés peuvent réveiller les daikaiju. Un monstre qui entre sur un navire ou une tuile le détruit&#xa0;: gardez votre navire hors de leur chemin.</translation>
    </message>
    <message>
        <source>How it ends</source>
        <translation>La fin</translation>
    </message>
    <message>
        <source>A ship sailing off the board, into another ship&apos;s wake loop or under a daikaiju is out. The last ship still sailing wins; the move log on the right tells every step with its rule.</source>
        <translation>Un navire qui sort du plateau, entre dans une boucle de sillage ou passe sous un daikaiju est éliminé. Le dernier navire encore à flot gagne&#xa0;; le journal des coups, à droite, raconte chaque étape avec sa règle.</translation>
    </message>
</context>
<context>
    <name>TsuroPanel</name>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>Rotate (R)</source>
        <translation>Tourner (R)</translation>
    </message>
    <message>
        <source>Place (Enter)</source>
        <translation>Poser (Entrée)</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Journal des coups</translation>
    </message>
    <message>
        <source> — out</source>
        <translation> — éliminé</translation>
    </message>
    <message>
        <source> — winner</source>
        <translation> — gagnant</translation>
    </message>
    <message numerus="yes">
        <source>(%n tiles)</source>
        <translation>
            <numerusform>(%n tuile)</numerusform>
            <numerusform>(%n tuiles)</numerusform>
        </translation>
    </message>
    <message>
        <source>No daikaiju ({rule})</source>
        <translation>Pas de daikaiju ({rule})</translation>
    </message>
    <message>
        <source>Dice: gold {gold} + blue {blue} = {sum}</source>
        <translation>Dés&#xa0;: doré {gold} + bleu {blue} = {sum}</translation>
    </message>
    <message>
        <source>, daikaiju die {die}</source>
        <translation>, dé des daikaiju {die}</translation>
    </message>
    <message>
        <source>Dice: not rolled this turn</source>
        <translation>Dés&#xa0;: pas lancés ce tour</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n tiles</source>
        <translation>
            <numerusform>Pioche&#xa0;: %n tuile</numerusform>
            <numerusform>Pioche&#xa0;: %n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand hidden</source>
        <translation>Main cachée</translation>
    </message>
    <message>
        <source>Hand of {name}</source>
        <translation>Main de {name}</translation>
    </message>
    <message>
        <source>Key {key}: show this tile in front of your ship, with where it sails</source>
        <translation>Touche {key}&#xa0;: montrer cette tuile devant votre navire, avec son trajet</translation>
    </message>
    <message>
        <source>turned {degrees}°: {chance}</source>
        <translation>tournée de {degrees}°&#xa0;: {chance}</translation>
    </message>
    <message>
        <source>Win chance after each turn (analysis; the badge shows the best): {turns}</source>
        <translation>Chance de gagner selon l&apos;orientation (analyse&#xa0;; la pastille montre la meilleure)&#xa0;: {turns}</translation>
    </message>
</context>
<context>
    <name>TsuroSeasUI</name>
    <message>
        <source>Highest number first</source>
        <translation>Le plus grand numéro d&apos;abord</translation>
    </message>
    <message>
        <source>Lowest number first</source>
        <translation>Le plus petit numéro d&apos;abord</translation>
    </message>
    <message>
        <source>Back under the supply</source>
        <translation>Sous la réserve</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Hors jeu</translation>
    </message>
    <message>
        <source>Under the draw pile</source>
        <translation>Sous la pioche</translation>
    </message>
    <message>
        <source>Its last empty square is covered</source>
        <translation>Sa dernière case vide est couverte</translation>
    </message>
    <message>
        <source>No tile can be placed any more</source>
        <translation>Plus aucune tuile ne peut être posée</translation>
    </message>
</context>
<context>
    <name>TsuroTools</name>
    <message>
        <source>Choosing starting marks</source>
        <translation>Choix des points de départ</translation>
    </message>
    <message>
        <source>Laying tiles</source>
        <translation>Pose des tuiles</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Wake tile: drag onto a square or into a hand</source>
        <translation>Tuile Sillage&#xa0;: faites-la glisser sur une case ou dans une main</translation>
    </message>
    <message>
        <source>Wake tiles</source>
        <translation>Tuiles Sillage</translation>
    </message>
    <message>
        <source>Daikaiju</source>
        <translation>Daikaiju</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Navires</translation>
    </message>
    <message>
        <source>Set whose turn it is</source>
        <translation>Choisir à qui c&apos;est le tour</translation>
    </message>
    <message>
        <source>Set the phase</source>
        <translation>Choisir la phase</translation>
    </message>
    <message>
        <source>Set the turn number</source>
        <translation>Régler le numéro du tour</translation>
    </message>
    <message>
        <source>The next rolls of the gold and blue dice with this dice seed</source>
        <translation>Les prochains lancers du dé doré et du dé bleu avec cette graine de dés</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>À qui le tour</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Dice seed</source>
        <translation>Graine des dés</translation>
    </message>
    <message>
        <source>Next rolls</source>
        <translation>Prochains lancers</translation>
    </message>
    <message>
        <source>To the top</source>
        <translation>Dessus</translation>
    </message>
    <message>
        <source>Make the selected tile the next one drawn</source>
        <translation>Faire de la tuile sélectionnée la prochaine piochée</translation>
    </message>
    <message>
        <source>Set the dice</source>
        <translation>Régler les dés</translation>
    </message>
    <message numerus="yes">
        <source>Set %n players</source>
        <translation>
            <numerusform>Régler %n joueur</numerusform>
            <numerusform>Régler %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Put a tile on top of the pile</source>
        <translation>Mettre une tuile sur le dessus de la pioche</translation>
    </message>
    <message>
        <source>{player}&apos;s ship: drag it to a point on a square&apos;s edge</source>
        <translation>Navire de {player}&#xa0;: faites-le glisser vers un point du bord d&apos;une case</translation>
    </message>
    <message>
        <source>{player} holds this tile</source>
        <translation>{player} a cette tuile</translation>
    </message>
    <message>
        <source>A tile back to the pile</source>
        <translation>Une tuile retourne dans la pioche</translation>
    </message>
    <message>
        <source>Give a tile to {player}</source>
        <translation>Donner une tuile à {player}</translation>
    </message>
    <message>
        <source>Lay a tile on {square}</source>
        <translation>Poser une tuile en {square}</translation>
    </message>
    <message>
        <source>Put {player}&apos;s ship on {square}</source>
        <translation>Placer le navire de {player} en {square}</translation>
    </message>
    <message>
        <source>Move {what} to {square}</source>
        <translation>Déplacer {what} en {square}</translation>
    </message>
    <message>
        <source>Turn back</source>
        <translation>Tourner en sens inverse</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>{player}&apos;s hand</source>
        <translation>Main de {player}</translation>
    </message>
    <message>
        <source>Swapping tiles with the eliminated players&apos; hands</source>
        <translation>Échange de tuiles avec les mains des joueurs éliminés</translation>
    </message>
    <message>
        <source>Choosing another starting mark</source>
        <translation>Choix d&apos;un autre point de départ</translation>
    </message>
    <message>
        <source>{daikaiju}: drag onto a square</source>
        <translation>{daikaiju}&#xa0;: faites-le glisser sur une case</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>the turn number</comment>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mains</translation>
    </message>
    <message>
        <source>Drop tiles here; Delete sends the chosen one back to the pile.</source>
        <translation>Déposez des tuiles ici&#xa0;; Suppr renvoie celle choisie dans la pioche.</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>The first is drawn first.</source>
        <translation>La première est piochée en premier.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Set the {daikaiju} on {square}</source>
        <translation>Placer le {daikaiju} en {square}</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>an undo step: a piece turned clockwise</comment>
        <translation>Tourner</translation>
    </message>
    <message>
        <source>The draw pile</source>
        <translation>La pioche</translation>
    </message>
    <message>
        <source>The phase</source>
        <translation>La phase</translation>
    </message>
    <message>
        <source>The turn number</source>
        <translation>Le numéro du tour</translation>
    </message>
    <message>
        <source>The daikaiju supply</source>
        <translation>La réserve de daikaiju</translation>
    </message>
    <message>
        <source>Daikaiju out of the game</source>
        <translation>Daikaiju hors jeu</translation>
    </message>
    <message>
        <source>Players out of the game, in order</source>
        <translation>Joueurs éliminés, dans l&apos;ordre</translation>
    </message>
    <message>
        <source>Wake tiles out of the game</source>
        <translation>Tuiles Sillage hors jeu</translation>
    </message>
    <message>
        <source>Players whose hands the bonus move offers</source>
        <translation>Joueurs dont la main est offerte au coup bonus</translation>
    </message>
    <message>
        <source>Tile {tile} on {square}</source>
        <translation>Tuile {tile} en {square}</translation>
    </message>
    <message>
        <source>The tile on {square}</source>
        <translation>La tuile en {square}</translation>
    </message>
    <message>
        <source>afloat</source>
        <translation>à flot</translation>
    </message>
    <message>
        <source>out</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <source>tile {tile}</source>
        <translation>tuile {tile}</translation>
    </message>
    <message>
        <source>{before} → {after}</source>
        <translation>{before} → {after}</translation>
    </message>
    <message>
        <source>Ship {seat}: {change}</source>
        <translation>Navire {seat}&#xa0;: {change}</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>hors jeu</translation>
    </message>
    <message>
        <source>afloat again</source>
        <translation>de nouveau à flot</translation>
    </message>
    <message>
        <source>{ship}: {change}</source>
        <translation>{ship}&#xa0;: {change}</translation>
    </message>
    <message>
        <source>facing {before} → {after}</source>
        <translation>orientation {before} → {after}</translation>
    </message>
    <message>
        <source>{daikaiju}: {change}</source>
        <translation>{daikaiju}&#xa0;: {change}</translation>
    </message>
    <message>
        <source>not on the sea</source>
        <translation>pas sur la mer</translation>
    </message>
    <message>
        <source>starting mark {mark}</source>
        <translation>point de départ {mark}</translation>
    </message>
    <message>
        <source>{square}, {point}</source>
        <translation>{square}, {point}</translation>
    </message>
    <message>
        <source>Daikaiju {id}</source>
        <translation>Daikaiju {id}</translation>
    </message>
    <message>
        <source>{daikaiju} on {square}</source>
        <translation>{daikaiju} en {square}</translation>
    </message>
    <message>
        <source>Ship {seat} (not on the sea)</source>
        <translation>Navire {seat} (pas sur la mer)</translation>
    </message>
    <message>
        <source>Ship {seat} on its starting mark at {square}</source>
        <translation>Navire {seat} sur son point de départ en {square}</translation>
    </message>
    <message>
        <source>Ship {seat} on {square}</source>
        <translation>Navire {seat} en {square}</translation>
    </message>
</context>
<context>
    <name>UnfinishedGames</name>
    <message>
        <source>Resume a game?</source>
        <translation>Reprendre une partie&#xa0;?</translation>
    </message>
    <message>
        <source>These games were left unfinished. Resume one; the others are kept among your saves (File → Open recent).</source>
        <translation>Ces parties sont restées inachevées. Reprenez-en une&#xa0;; les autres sont gardées parmi vos sauvegardes (Fichier → Récemment ouverts).</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Keep them all</source>
        <translation>Toutes les garder</translation>
    </message>
</context>
<context>
    <name>UnfinishedQuestion</name>
    <message>
        <source>The game is not finished</source>
        <translation>La partie n&apos;est pas finie</translation>
    </message>
    <message>
        <source>{game}: the game is not finished.</source>
        <translation>{game}&#xa0;: la partie n&apos;est pas finie.</translation>
    </message>
    <message>
        <source>The autosave keeps it: qtgames offers it back at the next start. Save it to keep it among your saves as well.</source>
        <translation>L&apos;enregistrement automatique la garde&#xa0;: qtgames la proposera au prochain démarrage. Enregistrez-la pour la garder aussi parmi vos sauvegardes.</translation>
    </message>
    <message>
        <source>The autosave keeps it only until the next game begins. Save it to keep it among your saves.</source>
        <translation>L&apos;enregistrement automatique ne la garde que jusqu&apos;au début de la prochaine partie. Enregistrez-la pour la garder parmi vos sauvegardes.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <source>Save and quit</source>
        <translation>Enregistrer et quitter</translation>
    </message>
    <message>
        <source>Save and continue</source>
        <translation>Enregistrer et continuer</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <source>scout</source>
        <translation>comptoir</translation>
    </message>
    <message>
        <source>fort</source>
        <translation>fort</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>colonie</translation>
    </message>
</context>
<context>
    <name>WinChanceGraph</name>
    <message>
        <source>moves played: {total}</source>
        <translation>coups joués&#xa0;: {total}</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Re&amp;view a saved match…</source>
        <translation>Re&amp;voir une partie enregistrée…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Récemment ouverts</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Export position as scenario…</source>
        <translation>E&amp;xporter la position comme scénario…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>&amp;Rétablir le coup</translation>
    </message>
    <message>
        <source>Copy position as &amp;text</source>
        <translation>Copier la position en &amp;texte</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>Co&amp;ller la position</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>&amp;Pause AI moves</source>
        <translation>&amp;Pause des coups de l&apos;IA</translation>
    </message>
    <message>
        <source>&amp;Step one AI move</source>
        <translation>&amp;Un coup de l&apos;IA</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>Revoir c&amp;ette partie</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>Analyse &amp;my game</source>
        <translation>Analyser &amp;ma partie</translation>
    </message>
    <message>
        <source>Scenario &amp;editor…</source>
        <translation>Éditeur de &amp;scénarios…</translation>
    </message>
    <message>
        <source>AI &amp;speed</source>
        <translation>&amp;Vitesse de l&apos;IA</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;How to play…</source>
        <translation>&amp;Comment jouer…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Règles…</translation>
    </message>
    <message>
        <source>&amp;About qtgames</source>
        <translation>À &amp;propos de qtgames</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Start or open a game first.</source>
        <translation>Commencez ou ouvrez d&apos;abord une partie.</translation>
    </message>
    <message>
        <source>No move taken back to play again.</source>
        <translation>Aucun coup annulé à rejouer.</translation>
    </message>
    <message>
        <source>Not while reviewing.</source>
        <translation>Pas pendant une relecture.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>A hint is for a human player&apos;s own turn.</source>
        <translation>Un indice est pour le tour d&apos;un joueur humain.</translation>
    </message>
    <message>
        <source>No AI plays in this game.</source>
        <translation>Aucune IA ne joue dans cette partie.</translation>
    </message>
    <message>
        <source>Pause the AI moves first (P).</source>
        <translation>Mettez d&apos;abord en pause les coups de l&apos;IA (P).</translation>
    </message>
    <message>
        <source>{action}: {reason}</source>
        <translation>{action}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>AI moves paused: press S to step, P to resume.</source>
        <translation>Coups de l&apos;IA en pause&#xa0;: S pour avancer d&apos;un coup, P pour reprendre.</translation>
    </message>
</context>
</TS>
