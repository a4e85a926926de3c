<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Version {version}</source>
        <translation>Versione {version}</translation>
    </message>
    <message>
        <source>Plays: {games}.</source>
        <translation>Giochi: {games}.</translation>
    </message>
    <message>
        <source>About qtgames</source>
        <translation>Informazioni su qtgames</translation>
    </message>
    <message>
        <source>&lt;h2&gt;qtgames&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;qtgames&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versione</translation>
    </message>
    <message>
        <source>Tabletop games with their complete rules, for people playing at one computer and against AI opponents. Every event in the move log and every refused move cites its rule ID from the rules texts.</source>
        <translation>Giochi da tavolo con le loro regole complete, per giocare in più persone allo stesso computer e contro avversari IA. Ogni evento del registro delle mosse e ogni mossa rifiutata cita l&apos;identificativo della sua regola nei testi delle regole.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Giochi</translation>
    </message>
    <message>
        <source>An unofficial fan implementation. All tiles and pieces are drawn from data by this program; the games&apos; names and rules belong to their designers and publishers.</source>
        <translation>Un&apos;implementazione non ufficiale, fatta da appassionati. Tutte le tessere e i pezzi sono disegnati da questo programma a partire dai dati; i nomi e le regole dei giochi appartengono ai loro autori ed editori.</translation>
    </message>
</context>
<context>
    <name>AiKind</name>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>Any legal move, uniformly at random.</source>
        <translation>Una qualsiasi mossa legale, scelta a caso.</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Avido</translation>
    </message>
    <message>
        <source>Looks one move ahead: survive, then keep the most options.</source>
        <translation>Guarda una mossa avanti: sopravvivere, poi tenersi più possibilità.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Greedy, with many careless moves.</source>
        <translation>Avido, con molte mosse distratte.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Searches about 300 sampled futures per move.</source>
        <translation>Esplora circa 300 futuri estratti a sorte per mossa.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Searches about 1,500 sampled futures per move (under a second).</source>
        <translation>Esplora circa 1.500 futuri estratti a sorte per mossa (meno di un secondo).</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Searches about 6,000 sampled futures per move (a few seconds).</source>
        <translation>Esplora circa 6.000 futuri estratti a sorte per mossa (qualche secondo).</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Analisi</translation>
    </message>
</context>
<context>
    <name>AnalysisRefusal</name>
    <message>
        <source>The position breaks rule {rule} ({problem}): fix it first.</source>
        <translation>La posizione viola la regola {rule} ({problem}): prima correggila.</translation>
    </message>
</context>
<context>
    <name>AnalysisTools</name>
    <message>
        <source>Start or open a game first.</source>
        <translation>Prima inizia o apri una partita.</translation>
    </message>
    <message>
        <source>The game is over: nothing to analyse. Play → Analyse my game judges every move.</source>
        <translation>La partita è finita: niente da analizzare. Gioca → Analizza la mia partita giudica ogni mossa.</translation>
    </message>
    <message>
        <source>{name} decides now. The analysis is shown only to the player who decides, from what they can see.</source>
        <translation>Ora decide {name}. L&apos;analisi è mostrata solo al giocatore che decide, in base a ciò che può vedere.</translation>
    </message>
    <message>
        <source>{name} to decide: {prompt}</source>
        <translation>Decide {name}: {prompt}</translation>
    </message>
    <message>
        <source>The review was cancelled: nothing was kept.</source>
        <translation>La revisione è stata annullata: non è stato tenuto niente.</translation>
    </message>
</context>
<context>
    <name>AnalysisView</name>
    <message>
        <source>Win chance: how often a player won from positions like the one after the move, in the AI&apos;s own games (with 3 or more players, their expected share of the win). The black line is its 95% interval: the true chance lies there 19 times in 20.</source>
        <translation>Probabilità di vittoria: quanto spesso un giocatore ha vinto da posizioni come quella dopo la mossa, nelle partite dell&apos;IA stessa (con 3 o più giocatori, la sua quota attesa della vittoria). La linea nera è il suo intervallo al 95%: la vera probabilità vi cade 19 volte su 20.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Ferma</translation>
    </message>
    <message>
        <source>Stop refining: the chances shown stay as they are.</source>
        <translation>Smetti di affinare: le probabilità mostrate restano come sono.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Riflessione in corso…</translation>
    </message>
    <message>
        <source>Only one legal move: there is nothing to choose; its chance is shown.</source>
        <translation>Una sola mossa legale: non c&apos;è niente da scegliere; la sua probabilità è mostrata.</translation>
    </message>
    <message>
        <source>Not examined further, as they looked worse one move ahead: {moves}</source>
        <translation>Non esaminate oltre, perché sembravano peggiori guardando una mossa avanti: {moves}</translation>
    </message>
    <message>
        <source>the best two are known to ±{points} win-chance points</source>
        <translation>le due migliori sono note a ±{points} punti di probabilità</translation>
    </message>
    <message>
        <source>refining…</source>
        <translation>affinamento…</translation>
    </message>
    <message>
        <source>all playouts spent</source>
        <translation>simulazioni tutte esaurite</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>tempo scaduto</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>interrotta</translation>
    </message>
    <message>
        <source>chances calibrated on the AI&apos;s games</source>
        <translation>probabilità calibrate sulle partite dell&apos;IA</translation>
    </message>
    <message>
        <source>chances as measured on the AI&apos;s games</source>
        <translation>probabilità come misurate sulle partite dell&apos;IA</translation>
    </message>
    <message>
        <source>raw chances, not calibrated</source>
        <translation>probabilità grezze, non calibrate</translation>
    </message>
    <message>
        <source>Everything as laid out was used; only the dice to come were sampled.</source>
        <translation>È stato usato tutto come disposto; solo i dadi a venire sono stati estratti a sorte.</translation>
    </message>
    <message>
        <source>Only what {name} can see was used.</source>
        <translation>È stato usato solo ciò che {name} può vedere.</translation>
    </message>
    <message>
        <source>{playouts} playouts in {worlds} sampled worlds, {seconds} s: {reason}; {how}. {used}</source>
        <translation>{playouts} simulazioni in {worlds} mondi estratti a sorte, {seconds} s: {reason}; {how}. {used}</translation>
    </message>
</context>
<context>
    <name>AnalysisWorker</name>
    <message>
        <source>The analysis&apos;s process stopped; ask again to start it anew.</source>
        <translation>Il processo dell&apos;analisi si è fermato; richiedila per riavviarlo.</translation>
    </message>
    <message>
        <source>The analysis failed: {problem}</source>
        <translation>L&apos;analisi non è riuscita: {problem}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>A data override is not used</source>
        <translation>Un file di dati personale non viene usato</translation>
    </message>
    <message>
        <source>qtgames plays with its shipped data until the file is corrected.</source>
        <translation>qtgames gioca con i suoi dati originali finché il file non viene corretto.</translation>
    </message>
</context>
<context>
    <name>BidControl</name>
    <message>
        <source>Raise your bid by {step}</source>
        <translation>Alza la tua offerta di {step}</translation>
    </message>
    <message>
        <source>Pass (Esc)</source>
        <translation>Passa (Esc)</translation>
    </message>
    <message>
        <source>Your bid for {explorer} ({rule})</source>
        <translation>La tua offerta per {explorer} ({rule})</translation>
    </message>
    <message>
        <source>bid {amount}: {chance}</source>
        <translation>offri {amount}: {chance}</translation>
    </message>
    <message>
        <source>pass: {chance}</source>
        <translation>passa: {chance}</translation>
    </message>
    <message>
        <source>Win chance (analysis): {moves}</source>
        <translation>Probabilità di vittoria (analisi): {moves}</translation>
    </message>
    <message>
        <source>Bid {amount} (Enter)</source>
        <translation>Offri {amount} (Invio)</translation>
    </message>
</context>
<context>
    <name>BoardImage</name>
    <message>
        <source>The caption has {count} characters; a picture&apos;s caption has at most {most}.</source>
        <translation>La didascalia ha {count} caratteri; la didascalia di un&apos;immagine ne ha al massimo {most}.</translation>
    </message>
    <message>
        <source>The caption has {count} lines; a picture&apos;s caption has at most {most}.</source>
        <translation>La didascalia ha {count} righe; la didascalia di un&apos;immagine ne ha al massimo {most}.</translation>
    </message>
    <message>
        <source>The caption would stand {tall} pixels tall under a board of {board}; shorten it.</source>
        <translation>La didascalia sarebbe alta {tall} pixel sotto una plancia di {board}; accorciala.</translation>
    </message>
</context>
<context>
    <name>BonusBox</name>
    <message>
        <source>Elimination bonus ({rule})</source>
        <translation>Bonus di eliminazione ({rule})</translation>
    </message>
    <message>
        <source>Give from your hand:</source>
        <translation>Cedi dalla tua mano:</translation>
    </message>
    <message>
        <source>Give this tile</source>
        <translation>Cedi questa tessera</translation>
    </message>
    <message>
        <source>Take from the eliminated hands:</source>
        <translation>Prendi dalle mani eliminate:</translation>
    </message>
    <message>
        <source>Take this tile</source>
        <translation>Prendi questa tessera</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Scambia</translation>
    </message>
    <message>
        <source>Keep my tiles</source>
        <translation>Tieni le mie tessere</translation>
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
        <translation>{chance} di probabilità ({low}–{high})</translation>
    </message>
    <message>
        <source>{fact} {value}</source>
        <translation>{fact} {value}</translation>
    </message>
    <message>
        <source>Exact over the dice: {facts}</source>
        <translation>Esatto su tutti i dadi: {facts}</translation>
    </message>
    <message>
        <source>On average over the sampled worlds: {facts}</source>
        <translation>In media sui mondi estratti a sorte: {facts}</translation>
    </message>
    <message>
        <source>{player}: {move}</source>
        <translation>{player}: {move}</translation>
    </message>
    <message>
        <source>Then likely: {steps}</source>
        <translation>Poi probabilmente: {steps}</translation>
    </message>
    <message>
        <source>Worked out from {playouts} games played on after this move, in worlds that agree with what the player can see.</source>
        <translation>Calcolato da {playouts} partite proseguite dopo questa mossa, in mondi che concordano con ciò che il giocatore può vedere.</translation>
    </message>
</context>
<context>
    <name>CaptionDialog</name>
    <message>
        <source>Caption</source>
        <translation>Didascalia</translation>
    </message>
    <message>
        <source>Words under the board (may stay empty):</source>
        <translation>Parole sotto la plancia (possono restare vuote):</translation>
    </message>
    <message>
        <source>Show the hands and the auction under the board</source>
        <translation>Mostra le mani e l&apos;asta sotto la plancia</translation>
    </message>
</context>
<context>
    <name>ChangeWords</name>
    <message>
        <source>Added: {what}</source>
        <translation>Aggiunto: {what}</translation>
    </message>
    <message>
        <source>Removed: {what}</source>
        <translation>Tolto: {what}</translation>
    </message>
    <message>
        <source>{what}: {change}</source>
        <translation>{what}: {change}</translation>
    </message>
    <message>
        <source>added {value}</source>
        <translation>aggiunto {value}</translation>
    </message>
    <message>
        <source>removed {value}</source>
        <translation>tolto {value}</translation>
    </message>
    <message>
        <source>{whose}: {before} → {after}</source>
        <translation>{whose}: {before} → {after}</translation>
    </message>
    <message>
        <source>{before} → {after}</source>
        <translation>{before} → {after}</translation>
    </message>
    <message>
        <source>{gone} out, {came} in ({counts})</source>
        <translation>{gone} usciti, {came} entrati ({counts})</translation>
    </message>
    <message>
        <source>{gone} out ({counts})</source>
        <translation>{gone} usciti ({counts})</translation>
    </message>
    <message>
        <source>{came} in ({counts})</source>
        <translation>{came} entrati ({counts})</translation>
    </message>
    <message>
        <source>the same items in another order</source>
        <translation>gli stessi elementi in un altro ordine</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
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
        <source>none</source>
        <translation>nessuno</translation>
    </message>
</context>
<context>
    <name>ChoiceGrid</name>
    <message>
        <source>Your choices</source>
        <translation>Le tue scelte</translation>
    </message>
    <message>
        <source>Suggested by the hint</source>
        <translation>Indicato dal suggerimento</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>vermilion</source>
        <translation>vermiglio</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>sky</source>
        <translation>celeste</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>arancione</translation>
    </message>
    <message>
        <source>white</source>
        <translation>bianco</translation>
    </message>
</context>
<context>
    <name>CostWords</name>
    <message>
        <source>costs {gold} gold</source>
        <translation>costa {gold} oro</translation>
    </message>
    <message>
        <source>ends your turn</source>
        <translation>termina il tuo turno</translation>
    </message>
    <message numerus="yes">
        <source>%n declared gold are lost</source>
        <translation>
            <numerusform>%n oro dichiarato è perso</numerusform>
            <numerusform>%n oro dichiarati sono persi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n declared cards are lost</source>
        <translation>
            <numerusform>%n carta dichiarata è persa</numerusform>
            <numerusform>%n carte dichiarate sono perse</numerusform>
        </translation>
    </message>
    <message>
        <source>may be a storm: your turn would end</source>
        <translation>può essere una tempesta: il tuo turno finirebbe</translation>
    </message>
    <message>
        <source>may be pirates: you would lose half your gold</source>
        <translation>possono essere pirati: perderesti metà del tuo oro</translation>
    </message>
    <message numerus="yes">
        <source>Start the ship here, by {square}: no extra cost. You have {gold} gold: up to %n cards.</source>
        <translation>
            <numerusform>Parti da qui, accanto a {square}: nessun costo aggiuntivo. Hai {gold} oro: fino a %n carta.</numerusform>
            <numerusform>Parti da qui, accanto a {square}: nessun costo aggiuntivo. Hai {gold} oro: fino a %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You would keep {gold} gold: up to %n cards.</source>
        <translation>
            <numerusform>Ti resterebbero {gold} oro: fino a %n carta.</numerusform>
            <numerusform>Ti resterebbero {gold} oro: fino a %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting on {square} costs {gold} gold extra, for {owner}&apos;s {unit} ({rule}): it goes to {owner}.</source>
        <translation>Partire da {square} costa {gold} oro in più, per un&apos;unità di {owner} ({unit}, {rule}): quell&apos;oro va a {owner}.</translation>
    </message>
    <message>
        <source>Starting on {square} costs {gold} gold extra, for {owner}&apos;s {unit} ({rule}): it goes to the bank.</source>
        <translation>Partire da {square} costa {gold} oro in più, per un&apos;unità di {owner} ({unit}, {rule}): quell&apos;oro va alla banca.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Qualcosa è andato storto</translation>
    </message>
    <message>
        <source>&lt;b&gt;Something went wrong.&lt;/b&gt;&lt;br&gt;{error}&lt;br&gt;&lt;br&gt;The details are in the log:&lt;br&gt;{log}&lt;br&gt;&lt;br&gt;The game is as it was; you can play on.</source>
        <translation>&lt;b&gt;Qualcosa è andato storto.&lt;/b&gt;&lt;br&gt;{error}&lt;br&gt;&lt;br&gt;I dettagli sono nel log:&lt;br&gt;{log}&lt;br&gt;&lt;br&gt;La partita è rimasta com&apos;era; puoi continuare a giocare.</translation>
    </message>
    <message>
        <source>Save a copy of this game…</source>
        <translation>Salva una copia di questa partita…</translation>
    </message>
    <message>
        <source>Cannot save {path}: {reason}</source>
        <translation>Impossibile salvare {path}: {reason}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Salvato in {path}</translation>
    </message>
    <message>
        <source>Save a copy of this game</source>
        <translation>Salva una copia di questa partita</translation>
    </message>
</context>
<context>
    <name>EditorTools</name>
    <message>
        <source>The winners</source>
        <translation>I vincitori</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <source>The editor cannot lay out {game} positions yet.</source>
        <translation>L&apos;editor non sa ancora disporre le posizioni di {game}.</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Nuovo scenario</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Pezzi</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posizione</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Test a ruling</source>
        <translation>Verifica una decisione</translation>
    </message>
    <message>
        <source>Position, scenario and rulings</source>
        <translation>Posizione, scenario e decisioni</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New scenario</source>
        <translation>&amp;Nuovo scenario</translation>
    </message>
    <message>
        <source>&amp;Open scenario or ruling…</source>
        <translation>&amp;Apri uno scenario o una decisione…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <source>Save the &amp;position after the moves as…</source>
        <translation>Salva la &amp;posizione dopo le mosse come…</translation>
    </message>
    <message>
        <source>What Test a ruling shows, as a new scenario (Save keeps this one as laid out)</source>
        <translation>Ciò che mostra «Verifica una decisione», come nuovo scenario (Salva tiene questo come è disposto)</translation>
    </message>
    <message>
        <source>Export &amp;image…</source>
        <translation>Esporta &amp;immagine…</translation>
    </message>
    <message>
        <source>&amp;Close editor</source>
        <translation>&amp;Chiudi l&apos;editor</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>&amp;Copy position</source>
        <translation>&amp;Copia la posizione</translation>
    </message>
    <message>
        <source>Copy position as &amp;text</source>
        <translation>Copia la posizione come &amp;testo</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>&amp;Incolla la posizione</translation>
    </message>
    <message>
        <source>&amp;Turn clockwise</source>
        <translation>&amp;Ruota in senso orario</translation>
    </message>
    <message>
        <source>Turn &amp;anticlockwise</source>
        <translation>Ruota in senso &amp;antiorario</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>Ri&amp;muovi</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>Sele&amp;ziona tutto</translation>
    </message>
    <message>
        <source>Draw &amp;arrows and rings</source>
        <translation>Disegna &amp;frecce e cerchi</translation>
    </message>
    <message>
        <source>For a picture (File → Export image…): drag on the board to draw an arrow, click to ring a spot, click a mark to take it away. Not part of the position.</source>
        <translation>Per un&apos;immagine (File → Esporta immagine…): trascina sulla plancia per disegnare una freccia, clicca per cerchiare un punto, clicca su un segno per toglierlo. Non fa parte della posizione.</translation>
    </message>
    <message>
        <source>Clear arrows and rings</source>
        <translation>Cancella frecce e cerchi</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Gioca</translation>
    </message>
    <message>
        <source>&amp;Play from here…</source>
        <translation>&amp;Gioca da qui…</translation>
    </message>
    <message>
        <source>&amp;Analyse this position…</source>
        <translation>&amp;Analizza questa posizione…</translation>
    </message>
    <message>
        <source>Check the p&amp;uzzle…</source>
        <translation>&amp;Verifica il rompicapo…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Regole…</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>Undo {edit}</source>
        <translation>Annulla {edit}</translation>
    </message>
    <message>
        <source>Redo {edit}</source>
        <translation>Ripeti {edit}</translation>
    </message>
    <message>
        <source>{what}: {problem} ({rule})</source>
        <translation>{what}: {problem} ({rule})</translation>
    </message>
    <message>
        <source>{path} — click to select the piece this is about</source>
        <translation>{path} — clicca per selezionare il pezzo a cui si riferisce</translation>
    </message>
    <message>
        <source>The position is valid: it can be played and asked about.</source>
        <translation>La posizione è valida: si può giocare e interrogare.</translation>
    </message>
    <message numerus="yes">
        <source>The position breaks %n rules:</source>
        <translation>
            <numerusform>La posizione viola %n regola:</numerusform>
            <numerusform>La posizione viola %n regole:</numerusform>
        </translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>non salvato</translation>
    </message>
    <message>
        <source>Scenario editor — {game} — {file}</source>
        <translation>Editor di scenari — {game} — {file}</translation>
    </message>
    <message>
        <source>Drag on the board to draw an arrow, click to ring a spot, click a mark to take it away; A again to pick pieces.</source>
        <translation>Trascina sulla plancia per disegnare una freccia, clicca per cerchiare un punto, clicca su un segno per toglierlo; di nuovo A per scegliere i pezzi.</translation>
    </message>
    <message>
        <source>Take a mark away</source>
        <translation>Togli un segno</translation>
    </message>
    <message>
        <source>Draw an arrow</source>
        <translation>Disegna una freccia</translation>
    </message>
    <message>
        <source>Draw a ring</source>
        <translation>Disegna un cerchio</translation>
    </message>
    <message>
        <source>board</source>
        <translation>plancia</translation>
    </message>
    <message>
        <source>Export the board as a picture</source>
        <translation>Esporta la plancia come immagine</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG drawing (*.svg)</source>
        <translation>Immagine PNG (*.png);;Disegno SVG (*.svg)</translation>
    </message>
    <message>
        <source>The caption is too long</source>
        <translation>La didascalia è troppo lunga</translation>
    </message>
    <message>
        <source>Cannot write the picture</source>
        <translation>Impossibile scrivere l&apos;immagine</translation>
    </message>
    <message>
        <source>Picture written to {path}</source>
        <translation>Immagine scritta in {path}</translation>
    </message>
    <message>
        <source>The board shows where a ruling&apos;s actions lead: go back to the scenario to edit it, or lay out this position.</source>
        <translation>La plancia mostra dove portano le azioni di una decisione: torna allo scenario per modificarlo, o disponi questa posizione.</translation>
    </message>
    <message>
        <source>Turn clockwise (R)</source>
        <translation>Ruota in senso orario (R)</translation>
    </message>
    <message>
        <source>Turn anticlockwise (Shift+R)</source>
        <translation>Ruota in senso antiorario (Maiusc+R)</translation>
    </message>
    <message>
        <source>Remove (Del)</source>
        <translation>Rimuovi (Canc)</translation>
    </message>
    <message>
        <source>The scenario is on the clipboard as JSON.</source>
        <translation>Lo scenario è negli appunti come JSON.</translation>
    </message>
    <message>
        <source>The position is on the clipboard as text.</source>
        <translation>La posizione è negli appunti come testo.</translation>
    </message>
    <message>
        <source>Cannot paste the position</source>
        <translation>Impossibile incollare la posizione</translation>
    </message>
    <message>
        <source>The clipboard holds no usable position: {error}</source>
        <translation>Gli appunti non contengono una posizione utilizzabile: {error}</translation>
    </message>
    <message>
        <source>The clipboard holds a {game} position; this editor shows {shown}.</source>
        <translation>Gli appunti contengono una posizione di {game}; questo editor mostra {shown}.</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Incolla la posizione</translation>
    </message>
    <message>
        <source>Open a scenario or a ruling report</source>
        <translation>Apri uno scenario o un verbale di decisione</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Impossibile aprire il file</translation>
    </message>
    <message>
        <source>Not a usable scenario</source>
        <translation>Scenario non utilizzabile</translation>
    </message>
    <message>
        <source>Not a usable ruling report</source>
        <translation>Verbale di decisione non utilizzabile</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>scenario</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Salva lo scenario</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossibile salvare</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Salvato in {path}</translation>
    </message>
    <message>
        <source>Save the ruling as a test case</source>
        <translation>Salva la decisione come caso di test</translation>
    </message>
    <message>
        <source>ruling</source>
        <translation>decisione</translation>
    </message>
    <message>
        <source>Test case saved to {path}</source>
        <translation>Caso di test salvato in {path}</translation>
    </message>
    <message>
        <source>{title} (after the moves)</source>
        <translation>{title} (dopo le mosse)</translation>
    </message>
    <message>
        <source>Save the position after the moves</source>
        <translation>Salva la posizione dopo le mosse</translation>
    </message>
    <message>
        <source>The position after the moves saved to {path}</source>
        <translation>La posizione dopo le mosse è salvata in {path}</translation>
    </message>
    <message>
        <source>Lay out the position after the moves</source>
        <translation>Disponi la posizione dopo le mosse</translation>
    </message>
    <message>
        <source>qtgames scenario or ruling report (*.json);;All files (*)</source>
        <translation>Scenario o verbale di decisione qtgames (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>Discard the changes to this scenario?</source>
        <translation>Scartare le modifiche a questo scenario?</translation>
    </message>
</context>
<context>
    <name>EntdeckerBoard</name>
    <message>
        <source>{unit} of player {seat}</source>
        <translation>{unit} del giocatore {seat}</translation>
    </message>
    <message>
        <source>The card fits here: click to try it, click again to turn it, double-click to place</source>
        <translation>La carta sta bene qui: clicca per provarla, clicca di nuovo per ruotarla, doppio clic per metterla</translation>
    </message>
    <message>
        <source>Win chance of the best move here, as the analysis found it</source>
        <translation>Probabilità di vittoria della mossa migliore qui, secondo l&apos;analisi</translation>
    </message>
    <message>
        <source>The ship</source>
        <translation>La nave</translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>Giocatore {seat}</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Fuori dal gioco</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards that fitted nowhere leave the game</source>
        <translation>Le carte che non si adattano da nessuna parte escono dal gioco</translation>
    </message>
    <message numerus="yes">
        <source>%n points · {gold} gold</source>
        <translation>
            <numerusform>%n punto · {gold} oro</numerusform>
            <numerusform>%n punti · {gold} oro</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to turn, double-click or press Enter to place</source>
        <translation>Clicca per ruotare, doppio clic o Invio per mettere</translation>
    </message>
    <message>
        <source>Click the card to turn it; double-click or press Enter to place it.</source>
        <translation>Clicca sulla carta per ruotarla; doppio clic o Invio per metterla.</translation>
    </message>
    <message>
        <source>Suggested by the hint</source>
        <translation>Indicato dal suggerimento</translation>
    </message>
</context>
<context>
    <name>EntdeckerControls</name>
    <message>
        <source>Putting the ship on a circle</source>
        <translation>Mettere la nave su un cerchio</translation>
    </message>
    <message>
        <source>Declaring the cards to turn over</source>
        <translation>Dichiarare le carte da girare</translation>
    </message>
    <message>
        <source>Exploring: drawing, building or stopping</source>
        <translation>Esplorare: pescare, costruire o fermarsi</translation>
    </message>
    <message>
        <source>Placing the drawn card</source>
        <translation>Mettere la carta pescata</translation>
    </message>
    <message>
        <source>Friendly natives: a token or not</source>
        <translation>Indigeni amichevoli: un gettone o no</translation>
    </message>
    <message>
        <source>A greatest discoverer picks a token pile</source>
        <translation>Un più grande scopritore sceglie una pila di gettoni</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>a card was turned over</source>
        <translation>è stata girata una carta</translation>
    </message>
    <message>
        <source>a personal tile was played</source>
        <translation>è stata giocata una tessera personale</translation>
    </message>
    <message>
        <source>the drawn card is a personal tile</source>
        <translation>la carta pescata è una tessera personale</translation>
    </message>
    <message>
        <source>a storm ended the turn</source>
        <translation>una tempesta ha terminato il turno</translation>
    </message>
    <message>
        <source>the last card was drawn</source>
        <translation>è stata pescata l&apos;ultima carta</translation>
    </message>
    <message>
        <source>Discovered this turn</source>
        <translation>Scoperto in questo turno</translation>
    </message>
    <message>
        <source>Islands to score</source>
        <translation>Isole da conteggiare</translation>
    </message>
    <message>
        <source>Token values drawn</source>
        <translation>Valori dei gettoni pescati</translation>
    </message>
    <message>
        <source>Still to draw (0 is Player 1)</source>
        <translation>Ancora da pescare (0 è il Giocatore 1)</translation>
    </message>
    <message>
        <source>Winners (0 is Player 1)</source>
        <translation>Vincitori (0 è il Giocatore 1)</translation>
    </message>
    <message>
        <source>Personal tiles (variant {rule})</source>
        <translation>Tessere personali (variante {rule})</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>Il turno</translation>
    </message>
    <message>
        <source>Set whose turn it is</source>
        <translation>Imposta di chi è il turno</translation>
    </message>
    <message>
        <source>Who holds the spinner and plays first each round ({rules})</source>
        <translation>Chi tiene la freccia del guadagno e gioca per primo a ogni turno ({rules})</translation>
    </message>
    <message>
        <source>Set who holds the spinner</source>
        <translation>Imposta chi tiene la freccia del guadagno</translation>
    </message>
    <message>
        <source>Set the round</source>
        <translation>Imposta il turno di gioco</translation>
    </message>
    <message>
        <source>Set the phase</source>
        <translation>Imposta la fase</translation>
    </message>
    <message>
        <source>not shown yet</source>
        <translation>non ancora mostrato</translation>
    </message>
    <message>
        <source>Set the spinner</source>
        <translation>Imposta la freccia del guadagno</translation>
    </message>
    <message>
        <source>The spinner&apos;s random state: the same number gives the same spins</source>
        <translation>Lo stato casuale della freccia del guadagno: lo stesso numero dà gli stessi giri</translation>
    </message>
    <message>
        <source>Set what is declared</source>
        <translation>Imposta cosa è dichiarato</translation>
    </message>
    <message>
        <source>Cards declared (with personal tiles: gold) and not yet used this turn ({rules})</source>
        <translation>Carte dichiarate (con le tessere personali: oro) e non ancora usate in questo turno ({rules})</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Gold, points and the discovery tokens each holds.</source>
        <translation>L&apos;oro, i punti e i Gettoni Scoperta di ciascuno.</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Di chi è il turno</translation>
    </message>
    <message>
        <source>Spinner holder</source>
        <translation>Chi tiene la freccia</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Spinner shows</source>
        <translation>La freccia indica</translation>
    </message>
    <message>
        <source>Spinner state</source>
        <translation>Stato della freccia</translation>
    </message>
    <message>
        <source>Declared, unused</source>
        <translation>Dichiarato, non usato</translation>
    </message>
    <message>
        <source>Set: {what}</source>
        <translation>Imposta: {what}</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Questo turno</translation>
    </message>
    <message>
        <source>The ship</source>
        <translation>La nave</translation>
    </message>
    <message>
        <source>a starting circle</source>
        <translation>un cerchio di partenza</translation>
    </message>
    <message>
        <source>The discovered square the ship started this turn on ({rules}); empty when it started on a starting circle</source>
        <translation>Lo spazio scoperto da cui la nave è partita in questo turno ({rules}); vuoto se è partita da un cerchio di partenza</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dove</translation>
    </message>
    <message>
        <source>Turn started on</source>
        <translation>Turno cominciato su</translation>
    </message>
    <message>
        <source>Drag a card onto the board or another list; drop palette cards here to put them on top. Select one and press &apos;To the top&apos; to make it the next card.</source>
        <translation>Trascina una carta sulla plancia o in un&apos;altra lista; lascia qui le carte della tavolozza per metterle in cima. Selezionane una e premi «In cima» per farne la prossima carta.</translation>
    </message>
    <message>
        <source>The card waiting to be placed (place phase, {rules})</source>
        <translation>La carta che attende di essere messa (fase di posa, {rules})</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Pescata</translation>
    </message>
    <message>
        <source>Cards out of the game ({rules})</source>
        <translation>Carte fuori dal gioco ({rules})</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Scatola</translation>
    </message>
    <message>
        <source>To the top</source>
        <translation>In cima</translation>
    </message>
    <message>
        <source>Put the selected card or token on top of its stack or pile</source>
        <translation>Metti la carta o il gettone selezionato in cima alla sua pila</translation>
    </message>
    <message>
        <source>Draw it here</source>
        <translation>Pescala qui</translation>
    </message>
    <message>
        <source>Set the turn up so the selected card is the next one drawn next to the ship, and draw it in &apos;Test a ruling&apos;: does it fit, and where?</source>
        <translation>Prepara il turno in modo che la carta selezionata sia la prossima pescata accanto alla nave, e pescala in «Verifica una decisione»: si adatta, e dove?</translation>
    </message>
    <message>
        <source>Filled into holes from the top ({rules})</source>
        <translation>Riempiono i vuoti dalla cima ({rules})</translation>
    </message>
    <message>
        <source>Pile {pile}</source>
        <translation>Pila {pile}</translation>
    </message>
    <message>
        <source>Drag a token onto a player to give it to them</source>
        <translation>Trascina un gettone su un giocatore per darglielo</translation>
    </message>
    <message>
        <source>Stacks, drawn card and box</source>
        <translation>Pile, carta pescata e scatola</translation>
    </message>
    <message>
        <source>storm</source>
        <translation>tempesta</translation>
    </message>
    <message>
        <source>pirates</source>
        <translation>pirati</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>oro</translation>
    </message>
    <message>
        <source>friendly</source>
        <translation>amichevoli</translation>
    </message>
    <message>
        <source>hostile</source>
        <translation>rivoltosi</translation>
    </message>
    <message>
        <source>ruins</source>
        <translation>rovine</translation>
    </message>
    <message>
        <source>Top card first.</source>
        <translation>Prima la carta in cima.</translation>
    </message>
    <message>
        <source>Reserve piles</source>
        <translation>Pile di riserva</translation>
    </message>
    <message>
        <source>Face up, top card first ({rules}).</source>
        <translation>Scoperte, prima la carta in cima ({rules}).</translation>
    </message>
    <message>
        <source>Discovery token piles</source>
        <translation>Pile di Gettoni Scoperta</translation>
    </message>
    <message>
        <source>Face down, top first ({rules}).</source>
        <translation>Coperti, prima quello in cima ({rules}).</translation>
    </message>
    <message>
        <source>The turn&apos;s record</source>
        <translation>Il resoconto del turno</translation>
    </message>
    <message>
        <source>And a scoring under way: JSON, as in the file.</source>
        <translation>E un conteggio in corso: in JSON, come nel file.</translation>
    </message>
    <message>
        <source>[]   e.g. {example}</source>
        <translation>[]   p. es. {example}</translation>
    </message>
    <message>
        <source>Number of players: {count}</source>
        <translation>Numero di giocatori: {count}</translation>
    </message>
    <message>
        <source>Set player {seat}&apos;s gold</source>
        <translation>Imposta l&apos;oro del giocatore {seat}</translation>
    </message>
    <message>
        <source>Set player {seat}&apos;s points</source>
        <translation>Imposta i punti del giocatore {seat}</translation>
    </message>
    <message>
        <source>Set the spinner&apos;s state</source>
        <translation>Imposta lo stato della freccia del guadagno</translation>
    </message>
    <message>
        <source>Set where the turn started</source>
        <translation>Imposta da dove è partito il turno</translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>Giocatore {seat}</translation>
    </message>
    <message>
        <source>On starting circle {circle}.</source>
        <translation>Sul cerchio di partenza {circle}.</translation>
    </message>
    <message>
        <source>On {square}, sea route {route}.</source>
        <translation>Su {square}, rotta {route}.</translation>
    </message>
    <message>
        <source>Not on the board: drag it from the palette onto a starting circle or a card.</source>
        <translation>Non sulla plancia: trascinala dalla tavolozza su un cerchio di partenza o su una carta.</translation>
    </message>
    <message>
        <source>gold </source>
        <translation>oro </translation>
    </message>
    <message>
        <source>points </source>
        <translation>punti </translation>
    </message>
    <message>
        <source>Tokens this player holds face up; drag one back onto a pile</source>
        <translation>Gettoni che questo giocatore possiede scoperti; trascinane uno su una pila per restituirlo</translation>
    </message>
    <message>
        <source>This player&apos;s personal tiles ({rules})</source>
        <translation>Le tessere personali di questo giocatore ({rules})</translation>
    </message>
    <message>
        <source>Stack {stack} ({cards})</source>
        <translation>Pila {stack} ({cards})</translation>
    </message>
    <message>
        <source>Token {token}, worth {value}</source>
        <translation>Gettone {token}, vale {value}</translation>
    </message>
    <message>
        <source>Card {card}: {shape}</source>
        <translation>Carta {card}: {shape}</translation>
    </message>
</context>
<context>
    <name>EntdeckerGuide</name>
    <message>
        <source>An unknown sea</source>
        <translation>Un mare sconosciuto</translation>
    </message>
    <message>
        <source>The map starts almost empty. Each explorer has a ship, gold and units (scouts, forts, settlements); the stacks of sea cards wait beside the board.</source>
        <translation>All&apos;inizio la mappa è quasi vuota. Ogni esploratore ha una nave, dell&apos;oro e delle unità (esploratori, forti, insediamenti); le pile di Carte Esplorazione attendono accanto alla plancia.</translation>
    </message>
    <message>
        <source>Your turn: declare and explore</source>
        <translation>Il tuo turno: dichiarare ed esplorare</translation>
    </message>
    <message>
        <source>Say how many cards you will turn over (each costs gold), then draw them one by one and lay each beside your ship, land to land and water to water.</source>
        <translation>Dì quante carte girerai (ognuna costa oro), poi pescale una alla volta e metti ciascuna accanto alla tua nave, terra con terra e acqua con acqua.</translation>
    </message>
    <message>
        <source>Laying a card</source>
        <translation>Mettere una carta</translation>
    </message>
    <message>
        <source>The board shows where the drawn card may go; turn it with the panel&apos;s buttons and place it. Build scouts, forts and settlements on the islands you find.</source>
        <translation>La plancia mostra dove può andare la carta pescata; ruotala con i pulsanti del pannello e mettila. Costruisci esploratori, forti e insediamenti sulle isole che trovi.</translation>
    </message>
    <message>
        <source>Islands score</source>
        <translation>Le isole danno punti</translation>
    </message>
    <message>
        <source>When an island is closed all round, its units score: the strongest presence gets the most.</source>
        <translation>Quando un&apos;isola è chiusa tutto intorno, le sue unità fanno punti: chi è più presente ne prende di più.</translation>
    </message>
    <message>
        <source>How it ends</source>
        <translation>Come finisce</translation>
    </message>
    <message>
        <source>When the last card is placed the game ends; the most points win. The result screen lists everyone&apos;s points.</source>
        <translation>Quando viene messa l&apos;ultima carta la partita finisce; vince chi ha più punti. La schermata dei risultati elenca i punti di ognuno.</translation>
    </message>
</context>
<context>
    <name>EntdeckerMoments</name>
    <message>
        <source>Storm</source>
        <translation>Tempesta</translation>
    </message>
    <message>
        <source>Pirates</source>
        <translation>Pirati</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Oro</translation>
    </message>
    <message>
        <source>Ruins</source>
        <translation>Rovine</translation>
    </message>
    <message>
        <source>Hostile natives</source>
        <translation>Indigeni rivoltosi</translation>
    </message>
    <message>
        <source>Friendly natives</source>
        <translation>Indigeni amichevoli</translation>
    </message>
    <message>
        <source>A gift of the natives</source>
        <translation>Un dono degli indigeni</translation>
    </message>
    <message>
        <source>Dead end</source>
        <translation>Vicolo cieco</translation>
    </message>
    <message>
        <source>The card fits nowhere</source>
        <translation>La carta non si adatta da nessuna parte</translation>
    </message>
    <message>
        <source>The last card</source>
        <translation>L&apos;ultima carta</translation>
    </message>
    <message>
        <source>No gold for a card</source>
        <translation>Niente oro per una carta</translation>
    </message>
    <message>
        <source>A discovery</source>
        <translation>Una scoperta</translation>
    </message>
</context>
<context>
    <name>EntdeckerPanel</name>
    <message>
        <source>Turn card (R)</source>
        <translation>Ruota la carta (R)</translation>
    </message>
    <message>
        <source>Place card (Enter)</source>
        <translation>Metti la carta (Invio)</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Registro delle mosse</translation>
    </message>
    <message numerus="yes">
        <source>Round {round} · the spinner showed {spin} · %n squares undiscovered</source>
        <translation>
            <numerusform>Turno {round} · la freccia ha indicato {spin} · %n spazio non scoperto</numerusform>
            <numerusform>Turno {round} · la freccia ha indicato {spin} · %n spazi non scoperti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuota</translation>
    </message>
    <message>
        <source>An event card (?) lies on top</source>
        <translation>In cima c&apos;è una carta evento (?)</translation>
    </message>
    <message>
        <source>Draw the top card of this stack</source>
        <translation>Pesca la carta in cima a questa pila</translation>
    </message>
    <message>
        <source>This stack is used up</source>
        <translation>Questa pila è esaurita</translation>
    </message>
    <message>
        <source>A card with ? {risks}.</source>
        <translation>Una carta con ? {risks}.</translation>
    </message>
    <message>
        <source>Reserve piles 1–6: {piles} · token piles: {tokens}</source>
        <translation>Pile di riserva 1–6: {piles} · pile di gettoni: {tokens}</translation>
    </message>
    <message numerus="yes">
        <source>You have {gold} gold: you can turn over up to %n cards.</source>
        <translation>
            <numerusform>Hai {gold} oro: puoi girare fino a %n carta.</numerusform>
            <numerusform>Hai {gold} oro: puoi girare fino a %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You paid it and have {gold} gold left: you can turn over up to %n cards.</source>
        <translation>
            <numerusform>L&apos;hai pagato e ti restano {gold} oro: puoi girare fino a %n carta.</numerusform>
            <numerusform>L&apos;hai pagato e ti restano {gold} oro: puoi girare fino a %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source> — winner</source>
        <translation> — vincitore</translation>
    </message>
    <message numerus="yes">
        <source>: %n points · gold {gold}/{most} · tokens {tokens}</source>
        <translation>
            <numerusform>: %n punto · oro {gold}/{most} · gettoni {tokens}</numerusform>
            <numerusform>: %n punti · oro {gold}/{most} · gettoni {tokens}</numerusform>
        </translation>
    </message>
    <message>
        <source>in supply: {scouts}, {forts}, {settlements}</source>
        <translation>nella riserva: {scouts}, {forts}, {settlements}</translation>
    </message>
    <message numerus="yes">
        <source>%n scouts</source>
        <translation>
            <numerusform>%n esploratore</numerusform>
            <numerusform>%n esploratori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n forts</source>
        <translation>
            <numerusform>%n forte</numerusform>
            <numerusform>%n forti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n settlements</source>
        <translation>
            <numerusform>%n insediamento</numerusform>
            <numerusform>%n insediamenti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n personal tiles</source>
        <translation>
            <numerusform> · %n tessera personale</numerusform>
            <numerusform> · %n tessere personali</numerusform>
        </translation>
    </message>
    <message>
        <source>How much gold do you spend on exploring? ({rule})</source>
        <translation>Quanto oro spendi per esplorare? ({rule})</translation>
    </message>
    <message>
        <source>How many cards will you turn over? ({rule})</source>
        <translation>Quante carte girerai? ({rule})</translation>
    </message>
    <message>
        <source>Hint: {action}</source>
        <translation>Suggerimento: {action}</translation>
    </message>
</context>
<context>
    <name>EntdeckerTools</name>
    <message>
        <source>Exploration cards (by kind: how many are not in play)</source>
        <translation>Carte Esplorazione (per tipo: quante non sono in gioco)</translation>
    </message>
    <message>
        <source>Reserve cards</source>
        <translation>Carte di Riserva</translation>
    </message>
    <message>
        <source>Units (how many each player has left) and the ship</source>
        <translation>Unità (quante ne restano a ogni giocatore) e la nave</translation>
    </message>
    <message>
        <source>plain back</source>
        <translation>dorso semplice</translation>
    </message>
    <message>
        <source>? back</source>
        <translation>dorso ?</translation>
    </message>
    <message>
        <source>reserve card</source>
        <translation>Carta di Riserva</translation>
    </message>
    <message>
        <source>{shape} ({back}), cards {first}–{last}: {free} of {all} not in play. Drag onto a square, or onto a stack or pile.</source>
        <translation>{shape} ({back}), carte {first}–{last}: {free} su {all} non in gioco. Trascina su uno spazio, o su una pila.</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>nave</translation>
    </message>
    <message>
        <source>The ship: drag it onto a starting circle or onto a card&apos;s sea route</source>
        <translation>La nave: trascinala su un cerchio di partenza o sulla rotta di una carta</translation>
    </message>
    <message>
        <source>Player {seat}&apos;s units ({unit}): {left} in the supply. Drag one onto a card&apos;s land.</source>
        <translation>Unità del giocatore {seat} ({unit}): {left} nella riserva. Trascinane una sulla terra di una carta.</translation>
    </message>
    <message>
        <source>stack {n}</source>
        <translation>pila {n}</translation>
    </message>
    <message>
        <source>reserve pile {n}</source>
        <translation>pila di riserva {n}</translation>
    </message>
    <message>
        <source>the box</source>
        <translation>la scatola</translation>
    </message>
    <message>
        <source>player {n}&apos;s personal tiles</source>
        <translation>le tessere personali del giocatore {n}</translation>
    </message>
    <message>
        <source>the drawn card</source>
        <translation>la carta pescata</translation>
    </message>
    <message>
        <source>token pile {n}</source>
        <translation>pila di gettoni {n}</translation>
    </message>
    <message>
        <source>player {n}</source>
        <translation>giocatore {n}</translation>
    </message>
    <message>
        <source>Put token {token} on {where}</source>
        <translation>Metti il gettone {token} su {where}</translation>
    </message>
    <message>
        <source>Put card {card} on {where}</source>
        <translation>Metti la carta {card} su {where}</translation>
    </message>
    <message>
        <source>Card {card} to be drawn next</source>
        <translation>La carta {card} sarà la prossima pescata</translation>
    </message>
    <message>
        <source>This unit cannot stand here: see the problem list</source>
        <translation>Questa unità non può stare qui: vedi l&apos;elenco dei problemi</translation>
    </message>
    <message>
        <source>Put the ship on starting circle {circle}</source>
        <translation>Metti la nave sul cerchio di partenza {circle}</translation>
    </message>
    <message>
        <source>Sail the ship to {square}</source>
        <translation>Porta la nave a {square}</translation>
    </message>
    <message>
        <source>Lay card {card} on {square}</source>
        <translation>Metti la carta {card} in {square}</translation>
    </message>
    <message>
        <source>Set player {seat}&apos;s {unit} on {square}</source>
        <translation>Metti un&apos;unità del giocatore {seat} ({unit}) in {square}</translation>
    </message>
    <message>
        <source>Move the card on {square} to {target}</source>
        <translation>Sposta la carta da {square} a {target}</translation>
    </message>
    <message>
        <source>Move the unit on {square} to {target}</source>
        <translation>Sposta l&apos;unità da {square} a {target}</translation>
    </message>
    <message>
        <source>Turn clockwise</source>
        <translation>Ruota in senso orario</translation>
    </message>
    <message>
        <source>Turn anticlockwise</source>
        <translation>Ruota in senso antiorario</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Stack {stack}</source>
        <translation>Pila {stack}</translation>
    </message>
    <message>
        <source>Discovery token pile {pile}</source>
        <translation>Pila di Gettoni Scoperta {pile}</translation>
    </message>
    <message>
        <source>{player}&apos;s discovery tokens</source>
        <translation>Gettoni Scoperta di {player}</translation>
    </message>
    <message>
        <source>Reserve pile {pile}</source>
        <translation>Pila di riserva {pile}</translation>
    </message>
    <message>
        <source>{player}&apos;s personal tiles</source>
        <translation>Tessere personali di {player}</translation>
    </message>
    <message>
        <source>The ship</source>
        <translation>La nave</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Di chi è il turno</translation>
    </message>
    <message>
        <source>Cards made for this position</source>
        <translation>Carte create per questa posizione</translation>
    </message>
    <message>
        <source>The reserve piles</source>
        <translation>Le pile di riserva</translation>
    </message>
    <message>
        <source>Personal tiles</source>
        <translation>Tessere personali</translation>
    </message>
    <message>
        <source>The phase</source>
        <translation>La fase</translation>
    </message>
    <message>
        <source>The box</source>
        <translation>La scatola</translation>
    </message>
    <message>
        <source>The drawn card</source>
        <translation>La carta pescata</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Oro</translation>
    </message>
    <message>
        <source>Card {card} on {square}</source>
        <translation>Carta {card} in {square}</translation>
    </message>
    <message>
        <source>The card on {square}</source>
        <translation>La carta in {square}</translation>
    </message>
    <message>
        <source>{unit} of {player} on {square}</source>
        <translation>{unit} di {player} in {square}</translation>
    </message>
    <message>
        <source>The unit on {square}</source>
        <translation>L&apos;unità in {square}</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>carta {card}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>The ship: {before} → {after}</source>
        <translation>La nave: {before} → {after}</translation>
    </message>
    <message>
        <source>{square}, sea route {route}</source>
        <translation>{square}, via marittima {route}</translation>
    </message>
    <message>
        <source>not on the board</source>
        <translation>non sulla plancia</translation>
    </message>
</context>
<context>
    <name>EntdeckerUI</name>
    <message>
        <source>Not allowed</source>
        <translation>Non permesso</translation>
    </message>
    <message>
        <source>Costs 12 gold</source>
        <translation>Costa 12 oro</translation>
    </message>
    <message>
        <source>Land or water</source>
        <translation>Terra o acqua</translation>
    </message>
    <message>
        <source>Water only</source>
        <translation>Solo acqua</translation>
    </message>
    <message>
        <source>The bank</source>
        <translation>La banca</translation>
    </message>
    <message>
        <source>The unit&apos;s owner</source>
        <translation>Il proprietario dell&apos;unità</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
</context>
<context>
    <name>GameReviewDock</name>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprecisione</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Errore</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Errore grave</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Click to see the board after that move.</source>
        <translation>Clicca per vedere la plancia dopo quella mossa.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocata</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdetto</translation>
    </message>
    <message>
        <source>Analyse my game</source>
        <translation>Analizza la mia partita</translation>
    </message>
    <message>
        <source>Analysing every move from its player&apos;s view…</source>
        <translation>Analisi di ogni mossa dal punto di vista del suo giocatore…</translation>
    </message>
    <message>
        <source>{name}: inaccuracies {inaccuracies}, mistakes {mistakes}, blunders {blunders}</source>
        <translation>{name}: imprecisioni {inaccuracies}, errori {mistakes}, errori gravi {blunders}</translation>
    </message>
    <message>
        <source>Kept with the saved match.</source>
        <translation>Conservata con la partita salvata.</translation>
    </message>
    <message>
        <source>Kept with the match when it is saved.</source>
        <translation>Sarà conservata con la partita quando verrà salvata.</translation>
    </message>
    <message>
        <source>{grade} −{points}</source>
        <translation>{grade} −{points}</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Buona</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Mossa migliore</translation>
    </message>
    <message>
        <source>{name}&apos;s move. Their win chance after it: {chance} ({low}–{high})</source>
        <translation>Mossa di {name}. La sua probabilità di vittoria dopo: {chance} ({low}–{high})</translation>
    </message>
    <message>
        <source>The best move found: {best}, {chance}</source>
        <translation>La mossa migliore trovata: {best}, {chance}</translation>
    </message>
    <message>
        <source>The move played is within the analysis&apos;s error of it.</source>
        <translation>La mossa giocata resta entro il margine d&apos;errore dell&apos;analisi.</translation>
    </message>
    <message>
        <source>{grade} from {points} points</source>
        <translation>{grade} da {points} punti</translation>
    </message>
    <message>
        <source>Each line is a player&apos;s chance of winning after every move. {players}&lt;br&gt;A move is graded by the win chance it gave away against the best move found: {grades} (only when more than the analysis&apos;s own error).</source>
        <translation>Ogni linea è la probabilità di vittoria di un giocatore dopo ogni mossa. {players}&lt;br&gt;Una mossa è classificata secondo la probabilità di vittoria che ha ceduto rispetto alla mossa migliore trovata: {grades} (solo oltre il margine d&apos;errore dell&apos;analisi).</translation>
    </message>
</context>
<context>
    <name>GoldHand</name>
    <message>
        <source>Your gold</source>
        <translation>Il tuo oro</translation>
    </message>
    <message>
        <source>Hands are hidden: only the player to move sees theirs</source>
        <translation>Mani nascoste: solo chi gioca vede la propria</translation>
    </message>
    <message numerus="yes">
        <source>Your gold: %n cards worth {worth}</source>
        <translation>
            <numerusform>Il tuo oro: %n carta che vale {worth}</numerusform>
            <numerusform>Il tuo oro: %n carte che valgono {worth}</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay with the selected cards</source>
        <translation>Paga con le carte selezionate</translation>
    </message>
    <message>
        <source>Exchange the selected cards</source>
        <translation>Scambia le carte selezionate</translation>
    </message>
    <message numerus="yes">
        <source>Gold {value}: pays {value}, worth %n crowns at the end</source>
        <translation>
            <numerusform>Oro {value}: paga {value}, vale %n corona alla fine</numerusform>
            <numerusform>Oro {value}: paga {value}, vale %n corone alla fine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Selected %n cards to exchange (at most {most}).</source>
        <translation>
            <numerusform>%n carta selezionata da scambiare (al massimo {most}).</numerusform>
            <numerusform>%n carte selezionate da scambiare (al massimo {most}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Selected {cards} = {total} for a bid of {bid}</source>
        <translation>Selezionate {cards} = {total} per un&apos;offerta di {bid}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>: overpays by {amount} (no change is given)</source>
        <translation>: paga {amount} in più (non si dà il resto)</translation>
    </message>
    <message>
        <source>: {amount} short</source>
        <translation>: mancano {amount}</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Player {seat}</source>
        <translation>Giocatore {seat}</translation>
    </message>
</context>
<context>
    <name>GuideOffer</name>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Non ora</translation>
    </message>
    <message>
        <source>The guide stays in Help → How to play</source>
        <translation>La guida resta in Aiuto → Come si gioca</translation>
    </message>
    <message>
        <source>First game of {game}? A short illustrated guide shows how to play.</source>
        <translation>Prima partita a {game}? Una breve guida illustrata mostra come si gioca.</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>How to play {game}</source>
        <translation>Come si gioca a {game}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>The rules at this moment</source>
        <translation>Le regole di questo momento</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Pagina {page} di {pages}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
</context>
<context>
    <name>MagellanBoard</name>
    <message>
        <source>Exchange up to 3 at phase end</source>
        <translation>Scambia fino a 3 a fine fase</translation>
    </message>
    <message>
        <source>Show your gold</source>
        <translation>Mostra il tuo oro</translation>
    </message>
    <message>
        <source>Left neighbour steals 1</source>
        <translation>Il vicino di sinistra ne ruba 1</translation>
    </message>
    <message>
        <source>One veto later in phase I</source>
        <translation>Un veto più avanti nella fase I</translation>
    </message>
    <message>
        <source>A card from hand goes under</source>
        <translation>Una carta dalla mano va sotto</translation>
    </message>
    <message>
        <source>A paid card goes under</source>
        <translation>Una carta pagata va sotto</translation>
    </message>
    <message>
        <source>Plunder at scoring</source>
        <translation>Saccheggio al conteggio</translation>
    </message>
    <message>
        <source>Field {field}: left half {left_bags} money bags, {left_crowns} crowns, draw {draw}; right half {right_bags} money bags, {right_crowns} crowns</source>
        <translation>Casella {field}: metà sinistra {left_bags} borse, {left_crowns} corone, pesca {draw}; metà destra {right_bags} borse, {right_crowns} corone</translation>
    </message>
    <message>
        <source>Field {field}: {bags} money bags, {crowns} crowns</source>
        <translation>Casella {field}: {bags} borse, {crowns} corone</translation>
    </message>
    <message>
        <source>Draw {count} at once</source>
        <translation>Pesca {count} subito</translation>
    </message>
    <message>
        <source>Left half draws at once, right half scores</source>
        <translation>La metà sinistra pesca subito, la destra fa punti</translation>
    </message>
    <message>
        <source>Draw {count} now</source>
        <translation>Pesca {count} ora</translation>
    </message>
    <message>
        <source>Scores at end</source>
        <translation>Punti alla fine</translation>
    </message>
    <message>
        <source>{explorer}&apos;s field {field}</source>
        <translation>casella {field} di {explorer}</translation>
    </message>
    <message>
        <source>{explorer}&apos;s field {field} (left half)</source>
        <translation>casella {field} di {explorer} (metà sinistra)</translation>
    </message>
    <message>
        <source>{explorer}&apos;s field {field} (right half)</source>
        <translation>casella {field} di {explorer} (metà destra)</translation>
    </message>
    <message>
        <source>Ship of player {seat} on {where}</source>
        <translation>Nave del giocatore {seat} su {where}</translation>
    </message>
    <message>
        <source>{board}, side {side}</source>
        <translation>{board}, lato {side}</translation>
    </message>
    <message>
        <source>UP FOR AUCTION</source>
        <translation>ALL&apos;ASTA</translation>
    </message>
    <message numerus="yes">
        <source>%n more in the deck</source>
        <translation>
            <numerusform>ancora %n nel mazzo</numerusform>
            <numerusform>ancora %n nel mazzo</numerusform>
        </translation>
    </message>
    <message>
        <source>{explorer}&apos;s phase {phase} card is up for auction</source>
        <translation>La carta della fase {phase} di {explorer} è all&apos;asta</translation>
    </message>
    <message>
        <source>Suggested by the hint</source>
        <translation>Indicato dal suggerimento</translation>
    </message>
</context>
<context>
    <name>MagellanControls</name>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Oro</translation>
    </message>
    <message>
        <source>Explorer cards</source>
        <translation>Carte esploratore</translation>
    </message>
    <message>
        <source>Number of players: {count}</source>
        <translation>Numero di giocatori: {count}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>The board side is a scenario option ({rule}); changing it is one undo step</source>
        <translation>Il lato della plancia è un&apos;opzione dello scenario ({rule}); cambiarlo è un passo di annullamento</translation>
    </message>
    <message>
        <source>Board {board} side</source>
        <translation>Lato della plancia {board}</translation>
    </message>
    <message>
        <source>Phase {phase}</source>
        <translation>Fase {phase}</translation>
    </message>
    <message>
        <source>Set phase {phase}</source>
        <translation>Imposta la fase {phase}</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Set the stage</source>
        <translation>Imposta il momento</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisione</translation>
    </message>
    <message>
        <source>Card up</source>
        <translation>Carta all&apos;asta</translation>
    </message>
    <message>
        <source>Auctioneer</source>
        <translation>Banditore</translation>
    </message>
    <message>
        <source>Set the auctioneer</source>
        <translation>Imposta il banditore</translation>
    </message>
    <message>
        <source>The seeded random generator: the next reshuffle and James Cook B&apos;s steal</source>
        <translation>Il generatore casuale inizializzato: il prossimo mescolamento e il furto di James Cook B</translation>
    </message>
    <message>
        <source>Set the random seed</source>
        <translation>Imposta il seme casuale</translation>
    </message>
    <message>
        <source>Random state</source>
        <translation>Stato casuale</translation>
    </message>
    <message>
        <source>Put a card up</source>
        <translation>Metti una carta all&apos;asta</translation>
    </message>
    <message>
        <source>No card up</source>
        <translation>Nessuna carta all&apos;asta</translation>
    </message>
    <message>
        <source>Auction and purchase</source>
        <translation>Asta e acquisto</translation>
    </message>
    <message>
        <source>Invited to open</source>
        <translation>Invitato ad aprire</translation>
    </message>
    <message>
        <source>Set who opens</source>
        <translation>Imposta chi apre</translation>
    </message>
    <message>
        <source>Whose turn to bid</source>
        <translation>A chi tocca offrire</translation>
    </message>
    <message>
        <source>Set whose turn it is to bid</source>
        <translation>Imposta a chi tocca offrire</translation>
    </message>
    <message>
        <source>Set the high bid</source>
        <translation>Imposta l&apos;offerta più alta</translation>
    </message>
    <message>
        <source>High bid</source>
        <translation>Offerta più alta</translation>
    </message>
    <message>
        <source>held by</source>
        <translation>detenuta da</translation>
    </message>
    <message>
        <source>Set who holds the high bid</source>
        <translation>Imposta chi ha l&apos;offerta più alta</translation>
    </message>
    <message>
        <source>Buyer</source>
        <translation>Compratore</translation>
    </message>
    <message>
        <source>Set the buyer</source>
        <translation>Imposta il compratore</translation>
    </message>
    <message>
        <source>Set the price</source>
        <translation>Imposta il prezzo</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Prezzo</translation>
    </message>
    <message>
        <source>Last buyer</source>
        <translation>Ultimo compratore</translation>
    </message>
    <message>
        <source>Set the last buyer</source>
        <translation>Imposta l&apos;ultimo compratore</translation>
    </message>
    <message>
        <source>Each player</source>
        <translation>Ogni giocatore</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Ha passato</translation>
    </message>
    <message>
        <source>May bid up to</source>
        <translation>Può offrire fino a</translation>
    </message>
    <message>
        <source>Unused vetoes</source>
        <translation>Veti non usati</translation>
    </message>
    <message>
        <source>Ships to place</source>
        <translation>Navi da piazzare</translation>
    </message>
    <message>
        <source>A Columbus card&apos;s owner may veto the card</source>
        <translation>Chi possiede una carta Colombo può porre il veto sulla carta</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>L&apos;asta</translation>
    </message>
    <message>
        <source>The buyer pays</source>
        <translation>Il compratore paga</translation>
    </message>
    <message>
        <source>Which half of a split field</source>
        <translation>Quale metà di una casella divisa</translation>
    </message>
    <message>
        <source>Which Magellan stack</source>
        <translation>Quale pila Magellano</translation>
    </message>
    <message>
        <source>The card under Magellan</source>
        <translation>La carta sotto Magellano</translation>
    </message>
    <message>
        <source>Marco Polo exchanges</source>
        <translation>Marco Polo scambia</translation>
    </message>
    <message>
        <source>Pizarro plunders</source>
        <translation>Pizarro saccheggia</translation>
    </message>
    <message>
        <source>The game has ended</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>Columbus cards bought in phase I not yet spent on a veto ({rules})</source>
        <translation>Carte Colombo comprate nella fase I non ancora spese per un veto ({rules})</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} passa</translation>
    </message>
    <message>
        <source>{player} bids on</source>
        <translation>{player} fa offerte</translation>
    </message>
    <message>
        <source>Set {player}&apos;s vetoes</source>
        <translation>Imposta i veti di {player}</translation>
    </message>
    <message>
        <source>Drag gold cards from the palette or between these lists; a card dragged away onto nothing goes back under the gold deck.</source>
        <translation>Trascina carte oro dalla tavolozza o tra queste liste; una carta lasciata nel vuoto torna sotto il mazzo delle carte oro.</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>In mano</translation>
    </message>
    <message>
        <source>Under Magellan (one stack per ship)</source>
        <translation>Sotto Magellano (una pila per nave)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gold deck&lt;/b&gt; (top first)</source>
        <translation>&lt;b&gt;Mazzo delle carte oro&lt;/b&gt; (in cima per prima)</translation>
    </message>
    <message>
        <source>To the top</source>
        <translation>In cima</translation>
    </message>
    <message>
        <source>Make the selected card the next one drawn</source>
        <translation>Fai della carta selezionata la prossima pescata</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mescola</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard pile&lt;/b&gt; (top first)</source>
        <translation>&lt;b&gt;Pila degli scarti&lt;/b&gt; (in cima per prima)</translation>
    </message>
    <message>
        <source>Each phase&apos;s explorer cards are in its deck (top first), its box (unsold, {rules}), bought (the ships on the board) or up for auction. Drag a card between deck and box, or onto an explorer on the board to put it up.</source>
        <translation>Le carte esploratore di ogni fase sono nel suo mazzo (in cima per prima), nella sua scatola (invendute, {rules}), comprate (le navi sulla plancia) o all&apos;asta. Trascina una carta tra mazzo e scatola, o su un esploratore della plancia per metterla all&apos;asta.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Phase {phase} deck&lt;/b&gt;</source>
        <translation>&lt;b&gt;Mazzo della fase {phase}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Phase {phase} box</source>
        <translation>Scatola della fase {phase}</translation>
    </message>
    <message>
        <source>Gold {value} to the top of the deck</source>
        <translation>Oro {value} in cima al mazzo</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>May not bid on this card (the rules say so)</source>
        <translation>Non può fare offerte su questa carta (lo dicono le regole)</translation>
    </message>
    <message>
        <source>Passed this auction</source>
        <translation>Ha passato in quest&apos;asta</translation>
    </message>
    <message>
        <source>{player}&lt;br&gt;&lt;small&gt;{sum} in hand&lt;/small&gt;</source>
        <translation>{player}&lt;br&gt;&lt;small&gt;{sum} in mano&lt;/small&gt;</translation>
    </message>
</context>
<context>
    <name>MagellanGuide</name>
    <message>
        <source>Six explorers</source>
        <translation>Sei esploratori</translation>
    </message>
    <message>
        <source>Each board shows three explorers, each with three fields of money bags and crowns. You hold gold cards; the explorer cards are sold one by one at auction.</source>
        <translation>Ogni plancia mostra tre esploratori, ognuno con tre caselle di borse e corone. Tu hai carte oro; le carte esploratore si vendono all&apos;asta una alla volta.</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>L&apos;asta</translation>
    </message>
    <message>
        <source>Bid for the explorer card on offer or pass: the panel shows the bids you may make. The highest bidder pays in gold cards.</source>
        <translation>Fai un&apos;offerta per la carta esploratore in vendita o passa: il pannello mostra le offerte che puoi fare. Chi offre di più paga in carte oro.</translation>
    </message>
    <message>
        <source>Ships on the fields</source>
        <translation>Le navi sulle caselle</translation>
    </message>
    <message>
        <source>A bought card puts one of your ships on that explorer&apos;s next field. At the end of the phase, each ship on a field of that phase earns its money bags in gold cards; some fields give an explorer&apos;s action.</source>
        <translation>Una carta comprata mette una delle tue navi sulla casella successiva di quell&apos;esploratore. Alla fine della fase, ogni nave su una casella di quella fase guadagna le sue borse in carte oro; alcune caselle danno l&apos;azione di un esploratore.</translation>
    </message>
    <message>
        <source>How it ends</source>
        <translation>Come finisce</translation>
    </message>
    <message>
        <source>After the last phase the crowns of your fields, your Magellan stacks and the gold in your hand count; the most points win.</source>
        <translation>Dopo l&apos;ultima fase contano le corone delle tue caselle, le tue pile Magellano e l&apos;oro che hai in mano; vince chi ha più punti.</translation>
    </message>
</context>
<context>
    <name>MagellanMoments</name>
    <message>
        <source>Veto!</source>
        <translation>Veto!</translation>
    </message>
    <message>
        <source>Nobody bids</source>
        <translation>Nessuno fa offerte</translation>
    </message>
    <message>
        <source>Sold</source>
        <translation>Venduta</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Pagata</translation>
    </message>
    <message>
        <source>End of the phase</source>
        <translation>Fine della fase</translation>
    </message>
    <message>
        <source>Plunder</source>
        <translation>Saccheggio</translation>
    </message>
</context>
<context>
    <name>MagellanPanel</name>
    <message>
        <source>{name}: fields {fields} · Magellan {stacks} · gold in hand {hand}</source>
        <translation>{name}: caselle {fields} · Magellano {stacks} · oro in mano {hand}</translation>
    </message>
    <message>
        <source> · plunder {points}</source>
        <translation> · saccheggio {points}</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Registro delle mosse</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Phase {phase}&lt;/b&gt; · %n explorer cards left · gold deck {gold} · discard pile {discard}</source>
        <translation>
            <numerusform>&lt;b&gt;Fase {phase}&lt;/b&gt; · %n carta esploratore rimasta · mazzo oro {gold} · scarti {discard}</numerusform>
            <numerusform>&lt;b&gt;Fase {phase}&lt;/b&gt; · %n carte esploratore rimaste · mazzo oro {gold} · scarti {discard}</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;{explorer}&lt;/b&gt; is turned up. {name} may call veto ({rule}).</source>
        <translation>&lt;b&gt;{explorer}&lt;/b&gt; è scoperta. {name} può porre il veto ({rule}).</translation>
    </message>
    <message>
        <source>Up for auction: &lt;b&gt;{explorer}&lt;/b&gt; (phase {phase}).</source>
        <translation>All&apos;asta: &lt;b&gt;{explorer}&lt;/b&gt; (fase {phase}).</translation>
    </message>
    <message>
        <source>High bid &lt;b&gt;{bid}&lt;/b&gt; by {name}.</source>
        <translation>Offerta più alta &lt;b&gt;{bid}&lt;/b&gt; di {name}.</translation>
    </message>
    <message>
        <source>No bid yet.</source>
        <translation>Ancora nessuna offerta.</translation>
    </message>
    <message>
        <source> — winner</source>
        <translation> — vincitore</translation>
    </message>
    <message numerus="yes">
        <source>: %n points</source>
        <translation>
            <numerusform>: %n punto</numerusform>
            <numerusform>: %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n gold cards</source>
        <translation>
            <numerusform> · %n carta oro</numerusform>
            <numerusform> · %n carte oro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ships to place</source>
        <translation>
            <numerusform>%n nave da piazzare</numerusform>
            <numerusform>%n navi da piazzare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vetoes</source>
        <translation>
            <numerusform>%n veto</numerusform>
            <numerusform>%n veti</numerusform>
        </translation>
    </message>
    <message>
        <source>high bidder</source>
        <translation>offerta più alta</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>ha passato</translation>
    </message>
    <message>
        <source>still bidding</source>
        <translation>fa ancora offerte</translation>
    </message>
    <message>
        <source>gold laid open: {cards}</source>
        <translation>oro scoperto: {cards}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message numerus="yes">
        <source>(%n cards)</source>
        <translation>
            <numerusform>(%n carta)</numerusform>
            <numerusform>(%n carte)</numerusform>
        </translation>
    </message>
    <message>
        <source>Magellan stacks: {stacks}</source>
        <translation>Pile Magellano: {stacks}</translation>
    </message>
    <message>
        <source>Your choices</source>
        <translation>Le tue scelte</translation>
    </message>
    <message>
        <source>Which gold card slides under the Magellan card? ({rule})</source>
        <translation>Quale carta oro scivola sotto la carta Magellano? ({rule})</translation>
    </message>
    <message>
        <source>{move}: {chance}</source>
        <translation>{move}: {chance}</translation>
    </message>
    <message>
        <source>Win chance (analysis): {moves}</source>
        <translation>Probabilità di vittoria (analisi): {moves}</translation>
    </message>
</context>
<context>
    <name>MagellanTools</name>
    <message>
        <source>Gold card {value} — drag into a hand, a pile or under Magellan</source>
        <translation>Carta oro {value} — trascinala in una mano, in una pila o sotto Magellano</translation>
    </message>
    <message>
        <source>Gold card {value} — in {pile}: drag it elsewhere</source>
        <translation>Carta oro {value} — in {pile}: trascinala altrove</translation>
    </message>
    <message>
        <source>{name}: drag onto the explorer on the board to put the card up, or into a deck or box</source>
        <translation>{name}: trascinala sull&apos;esploratore della plancia per metterla all&apos;asta, o in un mazzo o una scatola</translation>
    </message>
    <message>
        <source>{name} in {pile}: drag onto the board to put it up, or to another place in the deck or box</source>
        <translation>{name} in {pile}: trascinala sulla plancia per metterla all&apos;asta, o in un altro punto del mazzo o della scatola</translation>
    </message>
    <message>
        <source>{player}&apos;s ship: drag it onto an explorer&apos;s field</source>
        <translation>Nave di {player}: trascinala sulla casella di un esploratore</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Navi</translation>
    </message>
    <message>
        <source>onto a field (on Vasco da Gama B, onto a half); it buys the cards it stands for</source>
        <translation>su una casella (su Vasco da Gama B, su una metà); compra le carte che rappresenta</translation>
    </message>
    <message>
        <source>Gold cards</source>
        <translation>Carte oro</translation>
    </message>
    <message>
        <source>into a hand, the deck, the discard pile or under Magellan (Gold tab)</source>
        <translation>in una mano, nel mazzo, nella pila degli scarti o sotto Magellano (scheda Oro)</translation>
    </message>
    <message>
        <source>Explorer cards</source>
        <translation>Carte esploratore</translation>
    </message>
    <message>
        <source>onto an explorer to put its card up, or into a deck or box</source>
        <translation>su un esploratore per mettere la sua carta all&apos;asta, o in un mazzo o una scatola</translation>
    </message>
    <message>
        <source>Board {board} on side {side}</source>
        <translation>Plancia {board} sul lato {side}</translation>
    </message>
    <message>
        <source>Shuffle the gold deck</source>
        <translation>Mescola il mazzo delle carte oro</translation>
    </message>
    <message>
        <source>Gold {value} back under the deck</source>
        <translation>Oro {value} di nuovo sotto il mazzo</translation>
    </message>
    <message>
        <source>Gold {value} to {target}</source>
        <translation>Oro {value} a {target}</translation>
    </message>
    <message>
        <source>{name} card to {pile}</source>
        <translation>Carta {name} a {pile}</translation>
    </message>
    <message>
        <source>Sail {player}&apos;s ship to {name}&apos;s field {field}</source>
        <translation>Porta la nave di {player} alla casella {field} di {name}</translation>
    </message>
    <message>
        <source>Put a {name} card up for auction</source>
        <translation>Metti all&apos;asta una carta {name}</translation>
    </message>
    <message>
        <source>Drop the card onto its own explorer&apos;s row to put it up for auction, not onto {name}&apos;s</source>
        <translation>Lascia la carta sulla riga del suo esploratore per metterla all&apos;asta, non su quella di {name}</translation>
    </message>
    <message>
        <source>Sail the ship to {name}&apos;s field {field}</source>
        <translation>Porta la nave alla casella {field} di {name}</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Ship {ship} on {field}</source>
        <translation>Nave {ship} su {field}</translation>
    </message>
    <message>
        <source>{player}&apos;s hand</source>
        <translation>Mano di {player}</translation>
    </message>
    <message>
        <source>The phase {phase} deck</source>
        <translation>Il mazzo della fase {phase}</translation>
    </message>
    <message>
        <source>The phase {phase} box</source>
        <translation>La scatola della fase {phase}</translation>
    </message>
    <message>
        <source>{player}&apos;s Magellan stacks</source>
        <translation>Pile Magellano di {player}</translation>
    </message>
    <message>
        <source>The cards {player} bought</source>
        <translation>Le carte comprate da {player}</translation>
    </message>
    <message>
        <source>The cards {player} bought in phase {phase}</source>
        <translation>Le carte comprate da {player} nella fase {phase}</translation>
    </message>
    <message>
        <source>Up for auction</source>
        <translation>All&apos;asta</translation>
    </message>
    <message>
        <source>{explorer}: {player} buys it for {price}</source>
        <translation>{explorer}: {player} la compra per {price}</translation>
    </message>
    <message>
        <source>{explorer}: high bid {bid} by {player}</source>
        <translation>{explorer}: offerta più alta {bid} di {player}</translation>
    </message>
    <message>
        <source>{explorer}: no bid yet</source>
        <translation>{explorer}: ancora nessuna offerta</translation>
    </message>
    <message>
        <source>; passed: {players}</source>
        <translation>; hanno passato: {players}</translation>
    </message>
    <message>
        <source>Passed this auction</source>
        <translation>Ha passato in quest&apos;asta</translation>
    </message>
    <message>
        <source>May bid up to</source>
        <translation>Può offrire fino a</translation>
    </message>
    <message>
        <source>High bid</source>
        <translation>Offerta più alta</translation>
    </message>
    <message>
        <source>High bid held by</source>
        <translation>Offerta più alta di</translation>
    </message>
    <message>
        <source>Whose turn to bid</source>
        <translation>A chi tocca offrire</translation>
    </message>
    <message>
        <source>Invited to open</source>
        <translation>Invitato ad aprire</translation>
    </message>
    <message>
        <source>Opens the bidding</source>
        <translation>Apre l&apos;asta</translation>
    </message>
    <message>
        <source>The card up</source>
        <translation>La carta scoperta</translation>
    </message>
    <message>
        <source>The decision</source>
        <translation>La scelta in corso</translation>
    </message>
    <message>
        <source>The gold deck</source>
        <translation>Il mazzo dell&apos;oro</translation>
    </message>
    <message>
        <source>The discard pile</source>
        <translation>La pila degli scarti</translation>
    </message>
    <message>
        <source>The payment</source>
        <translation>Il pagamento</translation>
    </message>
    <message>
        <source>Gold laid open</source>
        <translation>Oro scoperto sul tavolo</translation>
    </message>
    <message>
        <source>Scoring order</source>
        <translation>Ordine del conteggio</translation>
    </message>
    <message>
        <source>Plundering</source>
        <translation>Chi saccheggia</translation>
    </message>
    <message>
        <source>Gold turned up by the plunder</source>
        <translation>Oro scoperto dal saccheggio</translation>
    </message>
    <message>
        <source>The plunder&apos;s sum</source>
        <translation>La somma del saccheggio</translation>
    </message>
    <message>
        <source>Plunder fields left</source>
        <translation>Caselle di saccheggio rimaste</translation>
    </message>
    <message>
        <source>The Magellan stack the card joins</source>
        <translation>La pila Magellano a cui si aggiunge la carta</translation>
    </message>
    <message>
        <source>Players still to decide on a veto</source>
        <translation>Giocatori che devono ancora decidere su un veto</translation>
    </message>
    <message>
        <source>Players still to exchange gold (Marco Polo)</source>
        <translation>Giocatori che devono ancora scambiare oro (Marco Polo)</translation>
    </message>
    <message>
        <source>Hand counted</source>
        <translation>Mano contata</translation>
    </message>
    <message>
        <source>Vetoed cards under the deck</source>
        <translation>Carte col veto in fondo al mazzo</translation>
    </message>
    <message>
        <source>{ship} on {field}</source>
        <translation>{ship} su {field}</translation>
    </message>
    <message>
        <source>{player}&apos;s ship</source>
        <translation>Nave di {player}</translation>
    </message>
    <message>
        <source>{ship}, left half</source>
        <translation>{ship}, metà sinistra</translation>
    </message>
    <message>
        <source>{ship}, right half</source>
        <translation>{ship}, metà destra</translation>
    </message>
    <message>
        <source>stack {stack}</source>
        <translation>pila {stack}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>gold {value}</source>
        <translation>oro {value}</translation>
    </message>
    <message>
        <source>{explorer}&apos;s field {field}</source>
        <translation>casella {field} di {explorer}</translation>
    </message>
</context>
<context>
    <name>MagellanUI</name>
    <message>
        <source>Side A</source>
        <translation>Lato A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Lato B</translation>
    </message>
    <message>
        <source>The previous opener</source>
        <translation>Chi ha aperto la precedente</translation>
    </message>
    <message>
        <source>The auctioneer</source>
        <translation>Il banditore</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>qtgames match (*.json);;All files (*)</source>
        <translation>Partita qtgames (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>qtgames scenario (*.qtgames-scenario.json *.json);;All files (*)</source>
        <translation>Scenario qtgames (*.qtgames-scenario.json *.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>qtgames ruling report (*.qtgames-ruling.json *.json);;All files (*)</source>
        <translation>Verbale di decisione qtgames (*.qtgames-ruling.json *.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>seed {seed}</source>
        <translation>seme {seed}</translation>
    </message>
    <message>
        <source>review, move {at} of {total}</source>
        <translation>revisione, mossa {at} di {total}</translation>
    </message>
    <message>
        <source>sandbox</source>
        <translation>sandbox</translation>
    </message>
    <message>
        <source>Working out a hint… (Esc cancels)</source>
        <translation>Ricerca di un suggerimento… (Esc per annullare)</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} sta pensando…</translation>
    </message>
    <message>
        <source>Autosave failed ({problem}); the game goes on — File → Save as… keeps it elsewhere</source>
        <translation>Il salvataggio automatico non è riuscito ({problem}); la partita continua — File → Salva con nome… la conserva altrove</translation>
    </message>
    <message>
        <source>Review: move {at}</source>
        <translation>Revisione: mossa {at}</translation>
    </message>
    <message>
        <source>Review: move {at}, {name} to decide</source>
        <translation>Revisione: mossa {at}, decide {name}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>{name}: {prompt}</source>
        <translation>{name}: {prompt}</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Turno di {name}</translation>
    </message>
    <message>
        <source>The puzzle&apos;s hint: {hint}</source>
        <translation>Il suggerimento del rompicapo: {hint}</translation>
    </message>
    <message>
        <source>A hint is for the human player to move.</source>
        <translation>Un suggerimento è per il giocatore umano di turno.</translation>
    </message>
    <message>
        <source>Hint cancelled.</source>
        <translation>Suggerimento annullato.</translation>
    </message>
    <message>
        <source>Hint: {action}</source>
        <translation>Suggerimento: {action}</translation>
    </message>
    <message>
        <source>Not allowed — {rule}: {reason}</source>
        <translation>Non permesso — {rule}: {reason}</translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <source>Resume the last game?</source>
        <translation>Riprendere l&apos;ultima partita?</translation>
    </message>
    <message>
        <source>A game was left unfinished: {game}.

Resume it?</source>
        <translation>Una partita è rimasta incompiuta: {game}.

Riprenderla?</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Cannot keep the unfinished game</source>
        <translation>Impossibile conservare la partita incompiuta</translation>
    </message>
    <message>
        <source>It could not be moved to {folder}.</source>
        <translation>Non è stato possibile spostarla in {folder}.</translation>
    </message>
    <message>
        <source>It is kept as {path} (File → Open recent), and will not be offered again.</source>
        <translation>È conservata come {path} (File → Apri recenti), e non sarà più proposta.</translation>
    </message>
    <message>
        <source>The last game cannot be resumed</source>
        <translation>L&apos;ultima partita non può essere ripresa</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Impossibile aprire il file</translation>
    </message>
    <message>
        <source>Not a usable scenario</source>
        <translation>Scenario non utilizzabile</translation>
    </message>
    <message>
        <source>Not a usable match file</source>
        <translation>File di partita non utilizzabile</translation>
    </message>
    <message>
        <source>This match was played with other {game} component data than is in force now: it may not go as it went.</source>
        <translation>Questa partita è stata giocata con dati dei componenti di {game} diversi da quelli in vigore: potrebbe non andare come è andata.</translation>
    </message>
    <message>
        <source>Not a usable ruling report</source>
        <translation>Verbale di decisione non utilizzabile</translation>
    </message>
    <message>
        <source>Open a match, a scenario or a ruling report</source>
        <translation>Apri una partita, uno scenario o un verbale di decisione</translation>
    </message>
    <message>
        <source>qtgames match, scenario or ruling report (*.json);;All files (*)</source>
        <translation>Partita, scenario o verbale di decisione qtgames (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Apri uno scenario</translation>
    </message>
    <message>
        <source>A scenario</source>
        <translation>Uno scenario</translation>
    </message>
    <message>
        <source>a {game} puzzle: {goal}</source>
        <translation>un rompicapo di {game}: {goal}</translation>
    </message>
    <message>
        <source>a {game} position</source>
        <translation>una posizione di {game}</translation>
    </message>
    <message>
        <source>{title} is {kind}.</source>
        <translation>{title} è {kind}.</translation>
    </message>
    <message>
        <source>Play it from its position, or open it in the scenario editor?</source>
        <translation>Giocarlo dalla sua posizione, o aprirlo nell&apos;editor di scenari?</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Giocalo</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Apri nell&apos;editor</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossibile salvare</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Salvato in {path}</translation>
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
            <numerusform>Il processo dell&apos;IA si è fermato %n volta su questa mossa; la partita attende. Metti in pausa e riprendi le mosse dell&apos;IA (P, P) per riprovare.</numerusform>
            <numerusform>Il processo dell&apos;IA si è fermato %n volte su questa mossa; la partita attende. Metti in pausa e riprendi le mosse dell&apos;IA (P, P) per riprovare.</numerusform>
        </translation>
    </message>
    <message>
        <source>The AI&apos;s process stopped; a new one is thinking. Nothing of the game was lost.</source>
        <translation>Il processo dell&apos;IA si è fermato; ne sta pensando uno nuovo. Non si è perso nulla della partita.</translation>
    </message>
    <message>
        <source>No game on the table.</source>
        <translation>Nessuna partita sul tavolo.</translation>
    </message>
    <message>
        <source>Not while reviewing: close the review first.</source>
        <translation>Non durante una revisione: chiudi prima la revisione.</translation>
    </message>
    <message>
        <source>No move to take back yet.</source>
        <translation>Ancora nessuna mossa da riprendere.</translation>
    </message>
    <message>
        <source>Only AIs play: there is no move of yours to take back.</source>
        <translation>Giocano solo IA: non c&apos;è una tua mossa da riprendere.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Another player has moved since; in a sandbox game (Advanced, on the start page) undo takes back anything.</source>
        <translation>Un altro giocatore ha mosso nel frattempo; in una partita sandbox (Avanzate, nella pagina iniziale) l&apos;annullamento riprende qualsiasi cosa.</translation>
    </message>
    <message>
        <source>Your last move showed something new (a drawn tile, a roll), so it stands; in a sandbox game (Advanced, on the start page) undo takes back anything.</source>
        <translation>La tua ultima mossa ha mostrato qualcosa di nuovo (una tessera pescata, un tiro), quindi resta; in una partita sandbox (Avanzate, nella pagina iniziale) l&apos;annullamento riprende qualsiasi cosa.</translation>
    </message>
</context>
<context>
    <name>MatchWords</name>
    <message numerus="yes">
        <source>{game}, %n moves in</source>
        <translation>
            <numerusform>{game}, alla mossa %n</numerusform>
            <numerusform>{game}, alla mossa %n</numerusform>
        </translation>
    </message>
    <message>
        <source>just now</source>
        <translation>proprio ora</translation>
    </message>
    <message numerus="yes">
        <source>%n minutes ago</source>
        <translation>
            <numerusform>%n minuto fa</numerusform>
            <numerusform>%n minuti fa</numerusform>
        </translation>
    </message>
    <message>
        <source>{game}, saved {when}</source>
        <translation>{game}, salvata {when}</translation>
    </message>
    <message>
        <source>Resumed where the game stopped.</source>
        <translation>Ripresa da dove la partita si era fermata.</translation>
    </message>
    <message>
        <source>The unfinished game is kept as {name} (File → Open recent).</source>
        <translation>La partita incompiuta è conservata come {name} (File → Apri recenti).</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished games are kept among your saves (File → Open recent).</source>
        <translation>
            <numerusform>%n partita incompiuta è conservata tra i tuoi salvataggi (File → Apri recenti).</numerusform>
            <numerusform>%n partite incompiute sono conservate tra i tuoi salvataggi (File → Apri recenti).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionAnalysisDialog</name>
    <message>
        <source>Analyse this position</source>
        <translation>Analizza questa posizione</translation>
    </message>
    <message>
        <source>Analyse again</source>
        <translation>Analizza di nuovo</translation>
    </message>
    <message>
        <source>{name} to decide: {prompt}</source>
        <translation>Decide {name}: {prompt}</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Riduci</translation>
    </message>
    <message>
        <source>Zoom to &amp;fit</source>
        <translation>&amp;Adatta alla finestra</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>A&amp;nimazioni</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
</context>
<context>
    <name>PuzzleBar</name>
    <message>
        <source>Player {seat}</source>
        <translation>Giocatore {seat}</translation>
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
        <translation>Sei {who}.</translation>
    </message>
    <message>
        <source>{who} plays for it.</source>
        <translation>{who} gioca per l&apos;obiettivo.</translation>
    </message>
    <message>
        <source>{who}, an AI, plays for it.</source>
        <translation>{who}, un&apos;IA, gioca per l&apos;obiettivo.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>Start the puzzle again from its position, with the same players</source>
        <translation>Ricomincia il rompicapo dalla sua posizione, con gli stessi giocatori</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rompicapo</translation>
    </message>
    <message>
        <source>Goal: {goal}.</source>
        <translation>Obiettivo: {goal}.</translation>
    </message>
    <message>
        <source>Solved.</source>
        <translation>Risolto.</translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation>Fallito.</translation>
    </message>
</context>
<context>
    <name>PuzzleCheckDialog</name>
    <message>
        <source>Check the puzzle</source>
        <translation>Verifica il rompicapo</translation>
    </message>
    <message>
        <source>%v of %m first moves</source>
        <translation>%v di %m prime mosse</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Keep the hidden cards as laid out (when the notes tell them)</source>
        <translation>Tenere le carte nascoste come sono disposte (quando le note le dicono)</translation>
    </message>
    <message>
        <source>A puzzle whose notes give the other hands or the card under a stack is sound only for those cards: checked with them dealt at random, no first move may work. Press Check again after changing this.</source>
        <translation>Un problema le cui note danno le mani degli altri o la carta sotto un mazzo è corretto solo per quelle carte: verificato con esse distribuite a caso, può darsi che nessuna prima mossa funzioni. Premi Verifica di nuovo dopo averlo cambiato.</translation>
    </message>
    <message>
        <source>What the check found:</source>
        <translation>Ciò che la verifica ha trovato:</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Verifica di nuovo</translation>
    </message>
    <message>
        <source>the check looks as many moves ahead as the solution has, and none is written. Play the solution in Test a ruling, then press Record on the Scenario tab.</source>
        <translation>la verifica guarda avanti tante mosse quante ne ha la soluzione, e non ne è scritta nessuna. Gioca la soluzione in «Verifica una decisione», poi premi Registra nella scheda Scenario.</translation>
    </message>
    <message>
        <source>Checking every first move of the goal player against every reply and roll of the dice…</source>
        <translation>Verifica di ogni prima mossa del giocatore dell&apos;obiettivo contro ogni risposta e ogni tiro di dadi…</translation>
    </message>
    <message>
        <source>The check was cancelled: nothing was found yet.</source>
        <translation>La verifica è stata annullata: non è stato ancora trovato niente.</translation>
    </message>
    <message>
        <source>This cannot be checked as a puzzle: {reason}</source>
        <translation>Questo non si può verificare come rompicapo: {reason}</translation>
    </message>
    <message>
        <source>Goal: {goal}, within {horizon} moves.</source>
        <translation>Obiettivo: {goal}, entro {horizon} mosse.</translation>
    </message>
    <message>
        <source>✗ The puzzle has no written solution to check.</source>
        <translation>✗ Il rompicapo non ha una soluzione scritta da verificare.</translation>
    </message>
    <message>
        <source>✓ The solution&apos;s first move, {move}, reaches the goal.</source>
        <translation>✓ La prima mossa della soluzione, {move}, raggiunge l&apos;obiettivo.</translation>
    </message>
    <message>
        <source>? The solution&apos;s first move, {move}, could not be settled within the check&apos;s budget.</source>
        <translation>? La prima mossa della soluzione, {move}, non è stata decisa entro il budget della verifica.</translation>
    </message>
    <message>
        <source>✗ The solution&apos;s first move, {move}, does not always reach the goal.</source>
        <translation>✗ La prima mossa della soluzione, {move}, non raggiunge sempre l&apos;obiettivo.</translation>
    </message>
    <message>
        <source>✗ It does not hold against every reply and roll of the dice: one way it fails is below.</source>
        <translation>✗ Non regge contro ogni risposta e ogni lancio dei dadi: un modo in cui fallisce è qui sotto.</translation>
    </message>
    <message>
        <source>✗ Second solutions (cooks): {moves}</source>
        <translation>✗ Altre soluzioni (demolizioni): {moves}</translation>
    </message>
    <message>
        <source>✓ No other first move works: the solution is unique.</source>
        <translation>✓ Nessun&apos;altra prima mossa funziona: la soluzione è unica.</translation>
    </message>
    <message>
        <source>? No other first move was found to work, but some were not settled within the budget.</source>
        <translation>? Nessun&apos;altra prima mossa è risultata vincente, ma alcune non sono state decise entro il budget.</translation>
    </message>
    <message>
        <source>✗ No first move works in every case looked at: the puzzle has no solution as set.</source>
        <translation>✗ Nessuna prima mossa funziona in tutti i casi esaminati: così com&apos;è posto, il problema non ha soluzione.</translation>
    </message>
    <message>
        <source>✓ It holds under every roll of the dice and every reply looked at.</source>
        <translation>✓ Regge con ogni tiro di dadi e ogni risposta esaminati.</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <source>qtgames could not replay it ({error})</source>
        <translation>qtgames non ha potuto riprodurla ({error})</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>0.25 s per move</source>
        <translation>0,25 s per mossa</translation>
    </message>
    <message>
        <source>0.5 s per move</source>
        <translation>0,5 s per mossa</translation>
    </message>
    <message>
        <source>1 s per move</source>
        <translation>1 s per mossa</translation>
    </message>
    <message>
        <source>2 s per move</source>
        <translation>2 s per mossa</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisione</translation>
    </message>
    <message>
        <source>First position (Home)</source>
        <translation>Prima posizione (Home)</translation>
    </message>
    <message>
        <source>Previous move (←)</source>
        <translation>Mossa precedente (←)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <source>Play the moves at the chosen pace (Space)</source>
        <translation>Riproduci le mosse al ritmo scelto (Spazio)</translation>
    </message>
    <message>
        <source>Next move (→)</source>
        <translation>Mossa successiva (→)</translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation>Ultima posizione (Fine)</translation>
    </message>
    <message>
        <source>Take over from here…</source>
        <translation>Prendi il controllo da qui…</translation>
    </message>
    <message>
        <source>Play on from this position: choose who plays each seat</source>
        <translation>Continua da questa posizione: scegli chi gioca a ogni posto</translation>
    </message>
    <message>
        <source>Close review</source>
        <translation>Chiudi la revisione</translation>
    </message>
    <message>
        <source>Back to the game as it stands (Esc)</source>
        <translation>Torna alla partita com&apos;è ora (Esc)</translation>
    </message>
    <message>
        <source>Move {at} of {total}</source>
        <translation>Mossa {at} di {total}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Take over from here</source>
        <translation>Prendi il controllo da qui</translation>
    </message>
</context>
<context>
    <name>Routes</name>
    <message>
        <source>{name}: {fate}</source>
        <translation>{name}: {fate}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{rule}: {reason}</source>
        <translation>{rule}: {reason}</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <source>Every rule has an ID. The move log and every refused move cite it: click an ID there to come here. “Ruling” marks a choice where the rulebook is silent; where a table could choose otherwise, it is an option under Advanced on the start page.</source>
        <translation>Ogni regola ha un identificativo. Il registro delle mosse e ogni mossa rifiutata lo citano: clicca lì su un identificativo per venire qui. «Decisione» indica una scelta su cui il regolamento tace; dove un tavolo potrebbe scegliere diversamente, è un&apos;opzione sotto Avanzate nella pagina iniziale.</translation>
    </message>
    <message>
        <source>The component data at the end say where each number comes from: [seed] the rulebook, [public] public sources, [transcribed] a single public source, [reconstructed] or [placeholder] chosen where no source gives it. If you own the game, a data file of your own can correct them: the start page&apos;s “About the component data” says where it goes.</source>
        <translation>I dati dei componenti alla fine dicono da dove viene ogni numero: [regolamento] il regolamento, [pubblico] fonti pubbliche, [trascritto] una sola fonte pubblica, [ricostruito] o [segnaposto] scelto dove nessuna fonte lo dà. Se possiedi il gioco, un tuo file di dati può correggerli: la nota «Informazioni sui dati dei componenti» nella pagina iniziale dice dove metterlo.</translation>
    </message>
    <message>
        <source>No rule mentions “{query}”.</source>
        <translation>Nessuna regola menziona «{query}».</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Search the rules: words or a rule ID</source>
        <translation>Cerca nelle regole: parole o un identificativo di regola</translation>
    </message>
    <message numerus="yes">
        <source>%n rules match</source>
        <translation>
            <numerusform>%n regola corrisponde</numerusform>
            <numerusform>%n regole corrispondono</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rules</source>
        <translation>
            <numerusform>%n regola</numerusform>
            <numerusform>%n regole</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules — {game}</source>
        <translation>Regole — {game}</translation>
    </message>
</context>
<context>
    <name>RulingPanel</name>
    <message>
        <source>Apply</source>
        <translation>Applica</translation>
    </message>
    <message>
        <source>Carry out the selected legal action and show what the rules make happen</source>
        <translation>Esegui l&apos;azione legale selezionata e mostra cosa fanno accadere le regole</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Torna indietro</translation>
    </message>
    <message>
        <source>Save as test case…</source>
        <translation>Salva come caso di test…</translation>
    </message>
    <message>
        <source>Apply an action to see its events (with rule IDs) and what changed.</source>
        <translation>Applica un&apos;azione per vedere i suoi eventi (con gli identificativi di regola) e cosa è cambiato.</translation>
    </message>
    <message>
        <source>Fix the position&apos;s problems first: only a valid position can be asked about.</source>
        <translation>Correggi prima i problemi della posizione: solo una posizione valida può essere interrogata.</translation>
    </message>
    <message>
        <source>The game is over in this position: nothing more to decide.</source>
        <translation>In questa posizione la partita è finita: non c&apos;è più niente da decidere.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; decides ({rule}): {prompt}</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; decide ({rule}): {prompt}</translation>
    </message>
    <message>
        <source>Action: {action}</source>
        <translation>Azione: {action}</translation>
    </message>
    <message>
        <source>Not allowed — {rule}: {reason}</source>
        <translation>Non permesso — {rule}: {reason}</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>Eventi:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>What changed:</source>
        <translation>Cosa è cambiato:</translation>
    </message>
    <message>
        <source>refused — {rule}: {reason}</source>
        <translation>rifiutata — {rule}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>legal, with %n events</source>
        <translation>
            <numerusform>legale, con %n evento</numerusform>
            <numerusform>legale, con %n eventi</numerusform>
        </translation>
    </message>
    <message>
        <source>Still holds under this version of the rules.</source>
        <translation>Vale ancora con questa versione delle regole.</translation>
    </message>
    <message>
        <source>Changed: now {answer}</source>
        <translation>Cambiato: ora {answer}</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>senza titolo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ruling report&lt;/b&gt; «{title}»&lt;br&gt;Recorded answer: {answer}&lt;br&gt;{holds}</source>
        <translation>&lt;b&gt;Verbale di decisione&lt;/b&gt; «{title}»&lt;br&gt;Risposta registrata: {answer}&lt;br&gt;{holds}</translation>
    </message>
    <message>
        <source>Stepped back from the refused action.</source>
        <translation>Tornato indietro dall&apos;azione rifiutata.</translation>
    </message>
    <message>
        <source>Stepped back to the position before the last applied action.</source>
        <translation>Tornato alla posizione prima dell&apos;ultima azione applicata.</translation>
    </message>
</context>
<context>
    <name>ScenarioForm</name>
    <message>
        <source>Edit the title</source>
        <translation>Modifica il titolo</translation>
    </message>
    <message>
        <source>Edit the author</source>
        <translation>Modifica l&apos;autore</translation>
    </message>
    <message>
        <source>What the puzzle or ruling is about</source>
        <translation>Di cosa tratta il rompicapo o la decisione</translation>
    </message>
    <message>
        <source>Edit the notes</source>
        <translation>Modifica le note</translation>
    </message>
    <message>
        <source>No goal (a position to study)</source>
        <translation>Nessun obiettivo (una posizione da studiare)</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autore</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Puzzle goal</source>
        <translation>Obiettivo del rompicapo</translation>
    </message>
    <message>
        <source>For player</source>
        <translation>Per il giocatore</translation>
    </message>
    <message>
        <source>Target (N)</source>
        <translation>Soglia (N)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solution and hints&lt;/b&gt;</source>
        <translation>&lt;b&gt;Soluzione e suggerimenti&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Play the solution in Test a ruling — every player&apos;s moves, from the position as laid out — then press Record. Type the hint a player sees before each move (leave it empty for none).</source>
        <translation>Gioca la soluzione in «Verifica una decisione» — le mosse di ogni giocatore, dalla posizione disposta — poi premi Registra. Scrivi il suggerimento che un giocatore vede prima di ogni mossa (lascialo vuoto per nessuno).</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Hint before it</source>
        <translation>Suggerimento prima</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Registra</translation>
    </message>
    <message>
        <source>The moves applied in Test a ruling become the solution</source>
        <translation>Le mosse applicate in «Verifica una decisione» diventano la soluzione</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Cancella</translation>
    </message>
    <message>
        <source>Clear the solution</source>
        <translation>Cancella la soluzione</translation>
    </message>
    <message>
        <source>The app&apos;s own words</source>
        <translation>Le parole dell&apos;applicazione</translation>
    </message>
    <message>
        <source>Edit the words when solved</source>
        <translation>Modifica le parole in caso di successo</translation>
    </message>
    <message>
        <source>Edit the words when failed</source>
        <translation>Modifica le parole in caso di fallimento</translation>
    </message>
    <message>
        <source>When solved</source>
        <translation>Se risolto</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>Se fallito</translation>
    </message>
    <message>
        <source>Change the goal</source>
        <translation>Cambia l&apos;obiettivo</translation>
    </message>
    <message>
        <source>Record the solution</source>
        <translation>Registra la soluzione</translation>
    </message>
    <message>
        <source>Write a hint</source>
        <translation>Scrivi un suggerimento</translation>
    </message>
    <message>
        <source>Player {seat}: {goal}</source>
        <translation>Giocatore {seat}: {goal}</translation>
    </message>
    <message>
        <source>{player}: {move}</source>
        <translation>{player}: {move}</translation>
    </message>
    <message>
        <source>(not reached)</source>
        <translation>(non raggiunto)</translation>
    </message>
    <message>
        <source>A puzzle&apos;s solution needs a goal.</source>
        <translation>La soluzione di un rompicapo richiede un obiettivo.</translation>
    </message>
    <message>
        <source>No solution yet.</source>
        <translation>Ancora nessuna soluzione.</translation>
    </message>
    <message>
        <source>Fix the position&apos;s problems to check the solution.</source>
        <translation>Correggi i problemi della posizione per verificare la soluzione.</translation>
    </message>
    <message numerus="yes">
        <source>The solution reaches the goal in %n moves.</source>
        <translation>
            <numerusform>La soluzione raggiunge l&apos;obiettivo in %n mossa.</numerusform>
            <numerusform>La soluzione raggiunge l&apos;obiettivo in %n mosse.</numerusform>
        </translation>
    </message>
    <message>
        <source>The solution fails at move {move}: {reason}</source>
        <translation>La soluzione fallisce alla mossa {move}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Record %n moves</source>
        <translation>
            <numerusform>Registra %n mossa</numerusform>
            <numerusform>Registra %n mosse</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Scenarios</name>
    <message>
        <source>Not in the editor yet</source>
        <translation>Non ancora nell&apos;editor</translation>
    </message>
    <message numerus="yes">
        <source>{game} after %n moves</source>
        <translation>
            <numerusform>{game} dopo %n mossa</numerusform>
            <numerusform>{game} dopo %n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Niente da esportare</translation>
    </message>
    <message>
        <source>Start or open a game first.</source>
        <translation>Prima inizia o apri una partita.</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posizione</translation>
    </message>
    <message>
        <source>Export the position as a scenario</source>
        <translation>Esporta la posizione come scenario</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossibile salvare</translation>
    </message>
    <message>
        <source>Position exported to {path}</source>
        <translation>Posizione esportata in {path}</translation>
    </message>
    <message>
        <source>Nothing to copy</source>
        <translation>Niente da copiare</translation>
    </message>
    <message>
        <source>The position is on the clipboard as text.</source>
        <translation>La posizione è negli appunti come testo.</translation>
    </message>
    <message>
        <source>Cannot paste the position</source>
        <translation>Impossibile incollare la posizione</translation>
    </message>
    <message>
        <source>The clipboard holds no usable position: {error}</source>
        <translation>Gli appunti non contengono una posizione utilizzabile: {error}</translation>
    </message>
    <message>
        <source>Cannot play the scenario</source>
        <translation>Impossibile giocare lo scenario</translation>
    </message>
    <message>
        <source>{name}: {goal}</source>
        <translation>{name}: {goal}</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Continua</translation>
    </message>
    <message>
        <source>The solution cannot be shown</source>
        <translation>Impossibile mostrare la soluzione</translation>
    </message>
    <message>
        <source>Puzzle solved!</source>
        <translation>Rompicapo risolto!</translation>
    </message>
    <message>
        <source>Puzzle failed</source>
        <translation>Rompicapo fallito</translation>
    </message>
    <message>
        <source>Try another line.</source>
        <translation>Prova un&apos;altra strada.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>Mostra la soluzione</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Apri nell&apos;editor</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>SeatBox</name>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
</context>
<context>
    <name>SeatsDialog</name>
    <message>
        <source>Play from here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <source>Puzzle goal: {goal}</source>
        <translation>Obiettivo del rompicapo: {goal}</translation>
    </message>
    <message>
        <source>{seat}: the puzzle&apos;s side</source>
        <translation>{seat}: la parte del rompicapo</translation>
    </message>
</context>
<context>
    <name>SpinnerWidget</name>
    <message>
        <source>The spinner showed {value}</source>
        <translation>La freccia del guadagno ha indicato {value}</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Seat {seat} ({colour})</source>
        <translation>Posto {seat} ({colour})</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <source>AI: {0}</source>
        <translation>IA: {0}</translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>Giocatore {seat}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Scegli un gioco</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Numero di giocatori</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Giocato da</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Advanced: seed, undo and rule options</source>
        <translation>Avanzate: seme, annullamento e opzioni di regola</translation>
    </message>
    <message>
        <source>a new one for every game</source>
        <translation>uno nuovo per ogni partita</translation>
    </message>
    <message>
        <source>The same seed and moves replay the same game, dice and all. Leave it empty for a new deal every game; the seed of each game shows in the title.</source>
        <translation>Lo stesso seme e le stesse mosse riproducono la stessa partita, dadi compresi. Lascialo vuoto per una nuova distribuzione a ogni partita; il seme di ogni partita appare nel titolo.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Sandbox: undo may take back anything, draws and other players&apos; moves</source>
        <translation>Sandbox: si può annullare tutto, anche pescate e mosse altrui</translation>
    </message>
    <message>
        <source>Otherwise you may take back only your own moves within your turn, and never a roll, a draw or another player&apos;s move.</source>
        <translation>Altrimenti puoi riprendere solo le tue mosse durante il tuo turno, e mai un tiro, una pescata o la mossa di un altro giocatore.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Rules and rulings</source>
        <translation>Regole e decisioni</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>Scenario editor…</source>
        <translation>Editor di scenari…</translation>
    </message>
    <message>
        <source>Lay out any position, check it against the rules, test a ruling or set a puzzle</source>
        <translation>Disponi una posizione qualsiasi, verificala con le regole, prova una decisione o crea un rompicapo</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Torna alla partita</translation>
    </message>
    <message>
        <source>The game on the table goes on as it was</source>
        <translation>La partita sul tavolo continua com&apos;era</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partite recenti</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation>Ancora nessuna partita salvata</translation>
    </message>
    <message>
        <source>Puzzles, rulebook examples and rulings</source>
        <translation>Rompicapi, esempi del regolamento e decisioni</translation>
    </message>
    <message>
        <source>{title} — puzzle</source>
        <translation>{title} — rompicapo</translation>
    </message>
    <message>
        <source>{title} — ruling</source>
        <translation>{title} — decisione</translation>
    </message>
    <message>
        <source>Opens in the scenario editor&apos;s Test a ruling, with the answer the rules gave</source>
        <translation>Si apre in «Verifica una decisione» dell&apos;editor di scenari, con la risposta che le regole hanno dato</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Giocalo</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Apri nell&apos;editor</translation>
    </message>
    <message>
        <source>{title} — your puzzle</source>
        <translation>{title} — il tuo rompicapo</translation>
    </message>
    <message>
        <source>{title} — your scenario</source>
        <translation>{title} — il tuo scenario</translation>
    </message>
    <message>
        <source>{least}–{most} players</source>
        <translation>{least}–{most} giocatori</translation>
    </message>
    <message>
        <source>Some of {game}&apos;s component numbers are reconstructed: no public source gives them. The rules&apos; component data (Help → Rules) mark each one; if you own the game, a corrected copy of its data file, {file}, in the folder {folder} is read instead.</source>
        <translation>Alcuni numeri dei componenti di {game} sono ricostruiti: nessuna fonte pubblica li dà. I dati dei componenti nelle regole (Aiuto → Regole) segnano ciascuno; se possiedi il gioco, una copia corretta del suo file di dati, {file}, nella cartella {folder} viene letta al suo posto.</translation>
    </message>
    <message>
        <source>About the component data</source>
        <translation>Informazioni sui dati dei componenti</translation>
    </message>
</context>
<context>
    <name>TableCards</name>
    <message>
        <source>The game waits until you close the card.</source>
        <translation>La partita attende che tu chiuda la scheda.</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Passa il computer a {name}</translation>
    </message>
    <message>
        <source>Only they should see their hand.</source>
        <translation>Solo quel giocatore deve vedere la sua mano.</translation>
    </message>
    <message>
        <source>I am {name}: show my hand</source>
        <translation>Sono {name}: mostra la mia mano</translation>
    </message>
    <message>
        <source>Review that move</source>
        <translation>Rivedi quella mossa</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Continua</translation>
    </message>
    <message>
        <source>Watch to the end</source>
        <translation>Guarda fino alla fine</translation>
    </message>
    <message>
        <source>Skip to the result</source>
        <translation>Vai al risultato</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>Regola {rule}</translation>
    </message>
    <message>
        <source>{name} is out of the game</source>
        <translation>{name} è fuori dal gioco</translation>
    </message>
    <message>
        <source>Playing out the rest of the game…</source>
        <translation>Si gioca il resto della partita…</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} vince!</translation>
    </message>
    <message>
        <source>{names} and {last} share the victory!</source>
        <translation>{names} e {last} condividono la vittoria!</translation>
    </message>
    <message numerus="yes">
        <source>The game is over ({rule}) after %n moves.</source>
        <translation>
            <numerusform>La partita è finita ({rule}) dopo %n mossa.</numerusform>
            <numerusform>La partita è finita ({rule}) dopo %n mosse.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n moves.</source>
        <translation>
            <numerusform>La partita è finita dopo %n mossa.</numerusform>
            <numerusform>La partita è finita dopo %n mosse.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: &lt;b&gt;%n&lt;/b&gt; points</source>
        <translation>
            <numerusform>{name}: &lt;b&gt;%n&lt;/b&gt; punto</numerusform>
            <numerusform>{name}: &lt;b&gt;%n&lt;/b&gt; punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Seed {seed}: the same seed and moves replay this game (Advanced, on the start page).</source>
        <translation>Seme {seed}: lo stesso seme e le stesse mosse riproducono questa partita (Avanzate, nella pagina iniziale).</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Rivedi la partita</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>TrialBar</name>
    <message>
        <source>Back to the scenario</source>
        <translation>Torna allo scenario</translation>
    </message>
    <message>
        <source>Show the position as laid out again</source>
        <translation>Mostra di nuovo la posizione come è disposta</translation>
    </message>
    <message>
        <source>Lay out this position</source>
        <translation>Disponi questa posizione</translation>
    </message>
    <message>
        <source>Make the shown position the scenario&apos;s (an undo step); Save then writes it</source>
        <translation>Rendi la posizione mostrata quella dello scenario (un passo annullabile); poi Salva la scrive</translation>
    </message>
    <message>
        <source>Save it as…</source>
        <translation>Salvala come…</translation>
    </message>
    <message>
        <source>Save the shown position as a new scenario; this one stays as laid out</source>
        <translation>Salva la posizione mostrata come nuovo scenario; questo resta come è disposto</translation>
    </message>
    <message numerus="yes">
        <source>The board shows the position after %n actions applied in Test a ruling. The scenario stays as laid out: Save keeps that.</source>
        <translation>
            <numerusform>La plancia mostra la posizione dopo %n azione applicata in «Verifica una decisione». Lo scenario resta come è disposto: Salva tiene quello.</numerusform>
            <numerusform>La plancia mostra la posizione dopo %n azioni applicate in «Verifica una decisione». Lo scenario resta come è disposto: Salva tiene quello.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TsuroBoard</name>
    <message>
        <source>Player {seat}</source>
        <translation>Giocatore {seat}</translation>
    </message>
    <message>
        <source>Daikaiju {name}: the gold arrow acts before the other {number}</source>
        <translation>Daikaiju {name}: la freccia d&apos;oro agisce prima dell&apos;altro {number}</translation>
    </message>
    <message>
        <source>Daikaiju {name}</source>
        <translation>Daikaiju {name}</translation>
    </message>
    <message>
        <source>Squares are named by column letter and row number, as in the move log</source>
        <translation>Le caselle si chiamano con la lettera della colonna e il numero della riga, come nel registro delle mosse</translation>
    </message>
    <message>
        <source>Gold die {die}: a new daikaiju comes to this column</source>
        <translation>Dado oro {die}: arriva un nuovo daikaiju in questa colonna</translation>
    </message>
    <message>
        <source>Blue die {die}: a new daikaiju comes to this row</source>
        <translation>Dado blu {die}: arriva un nuovo daikaiju in questa riga</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dadi</translation>
    </message>
    <message>
        <source>The gold die picks a column and the blue die a row: that square gets a new daikaiju. The square names are the letters and numbers further out.</source>
        <translation>Il dado oro sceglie una colonna e il dado blu una riga: quella casella riceve un nuovo daikaiju. I nomi delle caselle sono le lettere e i numeri più all&apos;esterno.</translation>
    </message>
    <message>
        <source>Suggested by the hint</source>
        <translation>Indicato dal suggerimento</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>{refusal} — {outcomes}</source>
        <translation>{refusal} — {outcomes}</translation>
    </message>
    <message>
        <source>Legal — {outcomes}. Double-click the tile, press Enter or click Place.</source>
        <translation>Legale — {outcomes}. Doppio clic sulla tessera, premi Invio o clicca Piazza.</translation>
    </message>
    <message>
        <source>Choose a tile in your hand first (1–3): it shows here, in front of your ship.</source>
        <translation>Prima scegli una tessera dalla tua mano (1–3): appare qui, davanti alla tua nave.</translation>
    </message>
</context>
<context>
    <name>TsuroGuide</name>
    <message>
        <source>The sea</source>
        <translation>Il mare</translation>
    </message>
    <message>
        <source>Every captain holds three wake tiles (your hand is in the side panel) and chooses a starting mark on the edge of the sea for their ship. The purple tiles are daikaiju: sea monsters that roam the board.</source>
        <translation>Ogni capitano ha tre tessere Scia (la tua mano è nel pannello laterale) e sceglie per la sua nave un punto di partenza sul bordo del mare. Le tessere viola sono i daikaiju: mostri marini che vagano per la plancia.</translation>
    </message>
    <message>
        <source>Your turn: lay a tile</source>
        <translation>Il tuo turno: piazza una tessera</translation>
    </message>
    <message>
        <source>Lay one of your tiles on the square in front of your ship: pick it in your hand, turn it (R) until you like its wakes, and place it. Every ship touching the new tile then sails along its wake. A move the rules refuse says why, with the rule.</source>
        <translation>Piazza una delle tue tessere sulla casella davanti alla tua nave: sceglila nella tua mano, ruotala (R) finché le sue scie ti piacciono, e piazzala. Ogni nave che tocca la nuova tessera segue allora la sua scia. Una mossa rifiutata dalle regole dice perché, con la regola.</translation>
    </message>
    <message>
        <source>The daikaiju move</source>
        <translation>I daikaiju si muovono</translation>
    </message>
    <message>
        <source>After each turn the dice may wake the daikaiju. A monster moving onto a ship or a tile destroys it, so keep your ship out of their way.</source>
        <translation>Dopo ogni turno i dadi possono svegliare i daikaiju. Un mostro che entra su una nave o una tessera la distrugge: tieni la tua nave lontana dalla loro strada.</translation>
    </message>
    <message>
        <source>How it ends</source>
        <translation>Come finisce</translation>
    </message>
    <message>
        <source>A ship sailing off the board, into another ship&apos;s wake loop or under a daikaiju is out. The last ship still sailing wins; the move log on the right tells every step with its rule.</source>
        <translation>Una nave che esce dalla plancia, entra in un giro di scie senza fine o finisce sotto un daikaiju è fuori. Vince l&apos;ultima nave ancora a galla; il registro delle mosse a destra racconta ogni passo con la sua regola.</translation>
    </message>
</context>
<context>
    <name>TsuroPanel</name>
    <message>
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <source>Rotate (R)</source>
        <translation>Ruota (R)</translation>
    </message>
    <message>
        <source>Place (Enter)</source>
        <translation>Piazza (Invio)</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Registro delle mosse</translation>
    </message>
    <message>
        <source> — out</source>
        <translation> — fuori</translation>
    </message>
    <message>
        <source> — winner</source>
        <translation> — vincitore</translation>
    </message>
    <message numerus="yes">
        <source>(%n tiles)</source>
        <translation>
            <numerusform>(%n tessera)</numerusform>
            <numerusform>(%n tessere)</numerusform>
        </translation>
    </message>
    <message>
        <source>No daikaiju ({rule})</source>
        <translation>Niente daikaiju ({rule})</translation>
    </message>
    <message>
        <source>Dice: gold {gold} + blue {blue} = {sum}</source>
        <translation>Dadi: oro {gold} + blu {blue} = {sum}</translation>
    </message>
    <message>
        <source>, daikaiju die {die}</source>
        <translation>, dado dei daikaiju {die}</translation>
    </message>
    <message>
        <source>Dice: not rolled this turn</source>
        <translation>Dadi: non tirati in questo turno</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n tiles</source>
        <translation>
            <numerusform>Mazzo: %n tessera</numerusform>
            <numerusform>Mazzo: %n tessere</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand hidden</source>
        <translation>Mano nascosta</translation>
    </message>
    <message>
        <source>Hand of {name}</source>
        <translation>Mano di {name}</translation>
    </message>
    <message>
        <source>Key {key}: show this tile in front of your ship, with where it sails</source>
        <translation>Tasto {key}: mostra questa tessera davanti alla tua nave, con il suo percorso</translation>
    </message>
    <message>
        <source>turned {degrees}°: {chance}</source>
        <translation>ruotata di {degrees}°: {chance}</translation>
    </message>
    <message>
        <source>Win chance after each turn (analysis; the badge shows the best): {turns}</source>
        <translation>Probabilità di vittoria per ogni rotazione (analisi; il bollino mostra la migliore): {turns}</translation>
    </message>
</context>
<context>
    <name>TsuroSeasUI</name>
    <message>
        <source>Highest number first</source>
        <translation>Prima il numero più alto</translation>
    </message>
    <message>
        <source>Lowest number first</source>
        <translation>Prima il numero più basso</translation>
    </message>
    <message>
        <source>Back under the supply</source>
        <translation>Di nuovo sotto la riserva</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Fuori dal gioco</translation>
    </message>
    <message>
        <source>Under the draw pile</source>
        <translation>Sotto il mazzo</translation>
    </message>
    <message>
        <source>Its last empty square is covered</source>
        <translation>La sua ultima casella vuota è coperta</translation>
    </message>
    <message>
        <source>No tile can be placed any more</source>
        <translation>Non si può più piazzare alcuna tessera</translation>
    </message>
</context>
<context>
    <name>TsuroTools</name>
    <message>
        <source>Choosing starting marks</source>
        <translation>Scelta dei punti di partenza</translation>
    </message>
    <message>
        <source>Laying tiles</source>
        <translation>Posa delle tessere</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Wake tile: drag onto a square or into a hand</source>
        <translation>Tessera Scia: trascinala su una casella o in una mano</translation>
    </message>
    <message>
        <source>Wake tiles</source>
        <translation>Tessere Scia</translation>
    </message>
    <message>
        <source>Daikaiju</source>
        <translation>Daikaiju</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Navi</translation>
    </message>
    <message>
        <source>Set whose turn it is</source>
        <translation>Imposta di chi è il turno</translation>
    </message>
    <message>
        <source>Set the phase</source>
        <translation>Imposta la fase</translation>
    </message>
    <message>
        <source>Set the turn number</source>
        <translation>Imposta il numero del turno</translation>
    </message>
    <message>
        <source>The next rolls of the gold and blue dice with this dice seed</source>
        <translation>I prossimi tiri del dado oro e del dado blu con questo seme dei dadi</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Di chi è il turno</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Dice seed</source>
        <translation>Seme dei dadi</translation>
    </message>
    <message>
        <source>Next rolls</source>
        <translation>Prossimi tiri</translation>
    </message>
    <message>
        <source>To the top</source>
        <translation>In cima</translation>
    </message>
    <message>
        <source>Make the selected tile the next one drawn</source>
        <translation>Fai della tessera selezionata la prossima pescata</translation>
    </message>
    <message>
        <source>Set the dice</source>
        <translation>Imposta i dadi</translation>
    </message>
    <message numerus="yes">
        <source>Set %n players</source>
        <translation>
            <numerusform>Imposta %n giocatore</numerusform>
            <numerusform>Imposta %n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>Put a tile on top of the pile</source>
        <translation>Metti una tessera in cima al mazzo</translation>
    </message>
    <message>
        <source>{player}&apos;s ship: drag it to a point on a square&apos;s edge</source>
        <translation>Nave di {player}: trascinala su un punto del bordo di una casella</translation>
    </message>
    <message>
        <source>{player} holds this tile</source>
        <translation>{player} ha questa tessera</translation>
    </message>
    <message>
        <source>A tile back to the pile</source>
        <translation>Una tessera torna nel mazzo</translation>
    </message>
    <message>
        <source>Give a tile to {player}</source>
        <translation>Dai una tessera a {player}</translation>
    </message>
    <message>
        <source>Lay a tile on {square}</source>
        <translation>Piazza una tessera in {square}</translation>
    </message>
    <message>
        <source>Put {player}&apos;s ship on {square}</source>
        <translation>Metti la nave di {player} in {square}</translation>
    </message>
    <message>
        <source>Move {what} to {square}</source>
        <translation>Sposta {what} in {square}</translation>
    </message>
    <message>
        <source>Turn back</source>
        <translation>Ruota all&apos;indietro</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>{player}&apos;s hand</source>
        <translation>Mano di {player}</translation>
    </message>
    <message>
        <source>Swapping tiles with the eliminated players&apos; hands</source>
        <translation>Scambio di tessere con le mani dei giocatori eliminati</translation>
    </message>
    <message>
        <source>Choosing another starting mark</source>
        <translation>Scelta di un altro punto di partenza</translation>
    </message>
    <message>
        <source>{daikaiju}: drag onto a square</source>
        <translation>{daikaiju}: trascinalo su una casella</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>the turn number</comment>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mani</translation>
    </message>
    <message>
        <source>Drop tiles here; Delete sends the chosen one back to the pile.</source>
        <translation>Rilascia qui le tessere; Canc rimanda quella scelta nel mazzo.</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>The first is drawn first.</source>
        <translation>La prima è pescata per prima.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Set the {daikaiju} on {square}</source>
        <translation>Metti il {daikaiju} in {square}</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>an undo step: a piece turned clockwise</comment>
        <translation>Ruota</translation>
    </message>
    <message>
        <source>The draw pile</source>
        <translation>Il mazzo</translation>
    </message>
    <message>
        <source>The phase</source>
        <translation>La fase</translation>
    </message>
    <message>
        <source>The turn number</source>
        <translation>Il numero del turno</translation>
    </message>
    <message>
        <source>The daikaiju supply</source>
        <translation>La riserva dei daikaiju</translation>
    </message>
    <message>
        <source>Daikaiju out of the game</source>
        <translation>Daikaiju fuori dal gioco</translation>
    </message>
    <message>
        <source>Players out of the game, in order</source>
        <translation>Giocatori eliminati, in ordine</translation>
    </message>
    <message>
        <source>Wake tiles out of the game</source>
        <translation>Tessere Scia fuori dal gioco</translation>
    </message>
    <message>
        <source>Players whose hands the bonus move offers</source>
        <translation>Giocatori la cui mano è offerta dalla mossa bonus</translation>
    </message>
    <message>
        <source>Tile {tile} on {square}</source>
        <translation>Tessera {tile} in {square}</translation>
    </message>
    <message>
        <source>The tile on {square}</source>
        <translation>La tessera in {square}</translation>
    </message>
    <message>
        <source>afloat</source>
        <translation>a galla</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuori</translation>
    </message>
    <message>
        <source>tile {tile}</source>
        <translation>tessera {tile}</translation>
    </message>
    <message>
        <source>{before} → {after}</source>
        <translation>{before} → {after}</translation>
    </message>
    <message>
        <source>Ship {seat}: {change}</source>
        <translation>Nave {seat}: {change}</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>fuori dal gioco</translation>
    </message>
    <message>
        <source>afloat again</source>
        <translation>di nuovo a galla</translation>
    </message>
    <message>
        <source>{ship}: {change}</source>
        <translation>{ship}: {change}</translation>
    </message>
    <message>
        <source>facing {before} → {after}</source>
        <translation>orientamento {before} → {after}</translation>
    </message>
    <message>
        <source>{daikaiju}: {change}</source>
        <translation>{daikaiju}: {change}</translation>
    </message>
    <message>
        <source>not on the sea</source>
        <translation>non sul mare</translation>
    </message>
    <message>
        <source>starting mark {mark}</source>
        <translation>punto di partenza {mark}</translation>
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
        <translation>{daikaiju} in {square}</translation>
    </message>
    <message>
        <source>Ship {seat} (not on the sea)</source>
        <translation>Nave {seat} (non sul mare)</translation>
    </message>
    <message>
        <source>Ship {seat} on its starting mark at {square}</source>
        <translation>Nave {seat} sul suo punto di partenza in {square}</translation>
    </message>
    <message>
        <source>Ship {seat} on {square}</source>
        <translation>Nave {seat} in {square}</translation>
    </message>
</context>
<context>
    <name>UnfinishedGames</name>
    <message>
        <source>Resume a game?</source>
        <translation>Riprendere una partita?</translation>
    </message>
    <message>
        <source>These games were left unfinished. Resume one; the others are kept among your saves (File → Open recent).</source>
        <translation>Queste partite sono rimaste incompiute. Riprendine una; le altre sono conservate tra i tuoi salvataggi (File → Apri recenti).</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Keep them all</source>
        <translation>Conservale tutte</translation>
    </message>
</context>
<context>
    <name>UnfinishedQuestion</name>
    <message>
        <source>The game is not finished</source>
        <translation>La partita non è finita</translation>
    </message>
    <message>
        <source>{game}: the game is not finished.</source>
        <translation>{game}: la partita non è finita.</translation>
    </message>
    <message>
        <source>The autosave keeps it: qtgames offers it back at the next start. Save it to keep it among your saves as well.</source>
        <translation>Il salvataggio automatico la conserva: qtgames la riproporrà al prossimo avvio. Salvala per conservarla anche tra i tuoi salvataggi.</translation>
    </message>
    <message>
        <source>The autosave keeps it only until the next game begins. Save it to keep it among your saves.</source>
        <translation>Il salvataggio automatico la conserva solo fino all&apos;inizio della prossima partita. Salvala per conservarla tra i tuoi salvataggi.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continua a giocare</translation>
    </message>
    <message>
        <source>Save and quit</source>
        <translation>Salva ed esci</translation>
    </message>
    <message>
        <source>Save and continue</source>
        <translation>Salva e continua</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <source>scout</source>
        <translation>esploratore</translation>
    </message>
    <message>
        <source>fort</source>
        <translation>forte</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>insediamento</translation>
    </message>
</context>
<context>
    <name>WinChanceGraph</name>
    <message>
        <source>moves played: {total}</source>
        <translation>mosse giocate: {total}</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Re&amp;view a saved match…</source>
        <translation>&amp;Rivedi una partita salvata…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Apri recen&amp;ti</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <source>&amp;Export position as scenario…</source>
        <translation>&amp;Esporta la posizione come scenario…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Es&amp;ci</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Annulla la mossa</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>&amp;Ripeti la mossa</translation>
    </message>
    <message>
        <source>Copy position as &amp;text</source>
        <translation>Copia la posizione come &amp;testo</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>&amp;Incolla la posizione</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Gioca</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>&amp;Pause AI moves</source>
        <translation>&amp;Pausa delle mosse dell&apos;IA</translation>
    </message>
    <message>
        <source>&amp;Step one AI move</source>
        <translation>&amp;Una mossa dell&apos;IA</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>Rivedi &amp;questa partita</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analisi</translation>
    </message>
    <message>
        <source>Analyse &amp;my game</source>
        <translation>Analizza la &amp;mia partita</translation>
    </message>
    <message>
        <source>Scenario &amp;editor…</source>
        <translation>&amp;Editor di scenari…</translation>
    </message>
    <message>
        <source>AI &amp;speed</source>
        <translation>&amp;Velocità dell&apos;IA</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;How to play…</source>
        <translation>&amp;Come si gioca…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Regole…</translation>
    </message>
    <message>
        <source>&amp;About qtgames</source>
        <translation>&amp;Informazioni su qtgames</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Start or open a game first.</source>
        <translation>Prima inizia o apri una partita.</translation>
    </message>
    <message>
        <source>No move taken back to play again.</source>
        <translation>Nessuna mossa annullata da rigiocare.</translation>
    </message>
    <message>
        <source>Not while reviewing.</source>
        <translation>Non durante una revisione.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>A hint is for a human player&apos;s own turn.</source>
        <translation>Un suggerimento è per il turno di un giocatore umano.</translation>
    </message>
    <message>
        <source>No AI plays in this game.</source>
        <translation>In questa partita non gioca nessuna IA.</translation>
    </message>
    <message>
        <source>Pause the AI moves first (P).</source>
        <translation>Prima metti in pausa le mosse dell&apos;IA (P).</translation>
    </message>
    <message>
        <source>{action}: {reason}</source>
        <translation>{action}: {reason}</translation>
    </message>
    <message>
        <source>AI moves paused: press S to step, P to resume.</source>
        <translation>Mosse dell&apos;IA in pausa: premi S per avanzare di una mossa, P per riprendere.</translation>
    </message>
</context>
</TS>
