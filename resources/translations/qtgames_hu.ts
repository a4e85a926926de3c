<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Version {version}</source>
        <translation>Verzió: {version}</translation>
    </message>
    <message>
        <source>Plays: {games}.</source>
        <translation>Játékok: {games}.</translation>
    </message>
    <message>
        <source>About qtgames</source>
        <translation>A qtgames névjegye</translation>
    </message>
    <message>
        <source>&lt;h2&gt;qtgames&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;qtgames&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Verzió</translation>
    </message>
    <message>
        <source>Tabletop games with their complete rules, for people playing at one computer and against AI opponents. Every event in the move log and every refused move cites its rule ID from the rules texts.</source>
        <translation>Társasjátékok a teljes szabályaikkal, egy gép előtt együtt játszóknak és gépi ellenfelek ellen. A lépésnapló minden eseménye és minden elutasított lépés megnevezi a szabály azonosítóját a szabálykönyvből.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Játékok</translation>
    </message>
    <message>
        <source>An unofficial fan implementation. All tiles and pieces are drawn from data by this program; the games&apos; names and rules belong to their designers and publishers.</source>
        <translation>Nem hivatalos rajongói megvalósítás. Minden lapkát és figurát a program rajzol adatokból; a játékok neve és szabályai a tervezőiket és kiadóikat illetik.</translation>
    </message>
</context>
<context>
    <name>AiKind</name>
    <message>
        <source>Random</source>
        <translation>Véletlen</translation>
    </message>
    <message>
        <source>Any legal move, uniformly at random.</source>
        <translation>Bármelyik szabályos lépés, egyenlő eséllyel.</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Mohó</translation>
    </message>
    <message>
        <source>Looks one move ahead: survive, then keep the most options.</source>
        <translation>Egy lépést lát előre: először túlélni, aztán a legtöbb lehetőséget megtartani.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Könnyű</translation>
    </message>
    <message>
        <source>Greedy, with many careless moves.</source>
        <translation>Mohó, sok figyelmetlen lépéssel.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Közepes</translation>
    </message>
    <message>
        <source>Searches about 300 sampled futures per move.</source>
        <translation>Lépésenként nagyjából 300 lehetséges folytatást vizsgál.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Nehéz</translation>
    </message>
    <message>
        <source>Searches about 1,500 sampled futures per move (under a second).</source>
        <translation>Lépésenként nagyjából 1500 lehetséges folytatást vizsgál (egy másodpercen belül).</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Mester</translation>
    </message>
    <message>
        <source>Searches about 6,000 sampled futures per move (a few seconds).</source>
        <translation>Lépésenként nagyjából 6000 lehetséges folytatást vizsgál (néhány másodperc).</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Elemzés</translation>
    </message>
</context>
<context>
    <name>AnalysisRefusal</name>
    <message>
        <source>The position breaks rule {rule} ({problem}): fix it first.</source>
        <translation>Az állás megsérti ezt a szabályt: {rule} ({problem}); előbb javítsd ki.</translation>
    </message>
</context>
<context>
    <name>AnalysisTools</name>
    <message>
        <source>Start or open a game first.</source>
        <translation>Előbb indíts el vagy nyiss meg egy játszmát.</translation>
    </message>
    <message>
        <source>The game is over: nothing to analyse. Play → Analyse my game judges every move.</source>
        <translation>A játék véget ért: nincs mit elemezni. A Játék → Játszmám elemzése minden lépést megítél.</translation>
    </message>
    <message>
        <source>{name} decides now. The analysis is shown only to the player who decides, from what they can see.</source>
        <translation>Most {name} dönt. Az elemzést csak a döntő játékos látja, abból, amit ő láthat.</translation>
    </message>
    <message>
        <source>{name} to decide: {prompt}</source>
        <translation>{name} dönt: {prompt}</translation>
    </message>
    <message>
        <source>The review was cancelled: nothing was kept.</source>
        <translation>Az elemzés megszakadt: semmi sem maradt meg belőle.</translation>
    </message>
</context>
<context>
    <name>AnalysisView</name>
    <message>
        <source>Win chance: how often a player won from positions like the one after the move, in the AI&apos;s own games (with 3 or more players, their expected share of the win). The black line is its 95% interval: the true chance lies there 19 times in 20.</source>
        <translation>Nyerési esély: a gép saját játszmáiban milyen gyakran nyert a játékos a lépés utáni álláshoz hasonló helyzetekből (3 vagy több játékosnál: a győzelemből várható része). A fekete vonal a 95%-os tartománya: a valódi esély 20 esetből 19-szer ebbe esik.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Állj</translation>
    </message>
    <message>
        <source>Stop refining: the chances shown stay as they are.</source>
        <translation>A pontosítás leáll: a mutatott esélyek úgy maradnak, ahogy vannak.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Gondolkodik…</translation>
    </message>
    <message>
        <source>Only one legal move: there is nothing to choose; its chance is shown.</source>
        <translation>Csak egy szabályos lépés van: nincs miből választani; az esélye látható.</translation>
    </message>
    <message>
        <source>Not examined further, as they looked worse one move ahead: {moves}</source>
        <translation>Nem vizsgáltuk tovább, mert egy lépéssel előre rosszabbnak látszottak: {moves}</translation>
    </message>
    <message>
        <source>the best two are known to ±{points} win-chance points</source>
        <translation>a legjobb kettő ±{points} esélypont pontossággal ismert</translation>
    </message>
    <message>
        <source>refining…</source>
        <translation>pontosítás…</translation>
    </message>
    <message>
        <source>all playouts spent</source>
        <translation>minden lejátszás elfogyott</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>lejárt az idő</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>leállítva</translation>
    </message>
    <message>
        <source>chances calibrated on the AI&apos;s games</source>
        <translation>az esélyek a gép játszmáin kalibrálva</translation>
    </message>
    <message>
        <source>chances as measured on the AI&apos;s games</source>
        <translation>az esélyek a gép játszmáin mérve</translation>
    </message>
    <message>
        <source>raw chances, not calibrated</source>
        <translation>nyers esélyek, kalibrálás nélkül</translation>
    </message>
    <message>
        <source>Everything as laid out was used; only the dice to come were sampled.</source>
        <translation>Mindent úgy használt, ahogy az állás megadja; csak a jövőbeli kockadobásokból vett mintát.</translation>
    </message>
    <message>
        <source>Only what {name} can see was used.</source>
        <translation>Csak azt használta, amit {name} láthat.</translation>
    </message>
    <message>
        <source>{playouts} playouts in {worlds} sampled worlds, {seconds} s: {reason}; {how}. {used}</source>
        <translation>{playouts} lejátszás {worlds} mintavételezett világban, {seconds} mp: {reason}; {how}. {used}</translation>
    </message>
</context>
<context>
    <name>AnalysisWorker</name>
    <message>
        <source>The analysis&apos;s process stopped; ask again to start it anew.</source>
        <translation>Az elemzés folyamata leállt; kérd újra, és újraindul.</translation>
    </message>
    <message>
        <source>The analysis failed: {problem}</source>
        <translation>Az elemzés nem sikerült: {problem}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>A data override is not used</source>
        <translation>Egy saját adatfájl nincs használatban</translation>
    </message>
    <message>
        <source>qtgames plays with its shipped data until the file is corrected.</source>
        <translation>A qtgames a beépített adataival játszik, amíg a fájlt ki nem javítod.</translation>
    </message>
</context>
<context>
    <name>BidControl</name>
    <message>
        <source>Raise your bid by {step}</source>
        <translation>Licit emelése ennyivel: {step}</translation>
    </message>
    <message>
        <source>Pass (Esc)</source>
        <translation>Passz (Esc)</translation>
    </message>
    <message>
        <source>Your bid for {explorer} ({rule})</source>
        <translation>Licited erre: {explorer} ({rule})</translation>
    </message>
    <message>
        <source>bid {amount}: {chance}</source>
        <translation>licit {amount}: {chance}</translation>
    </message>
    <message>
        <source>pass: {chance}</source>
        <translation>passz: {chance}</translation>
    </message>
    <message>
        <source>Win chance (analysis): {moves}</source>
        <translation>Nyerési esély (elemzés): {moves}</translation>
    </message>
    <message>
        <source>Bid {amount} (Enter)</source>
        <translation>Licit: {amount} (Enter)</translation>
    </message>
</context>
<context>
    <name>BoardImage</name>
    <message>
        <source>The caption has {count} characters; a picture&apos;s caption has at most {most}.</source>
        <translation>A képaláírás {count} karakterből áll; egy kép aláírása legfeljebb {most} karakter lehet.</translation>
    </message>
    <message>
        <source>The caption has {count} lines; a picture&apos;s caption has at most {most}.</source>
        <translation>A képaláírás {count} sorból áll; egy kép aláírása legfeljebb {most} sor lehet.</translation>
    </message>
    <message>
        <source>The caption would stand {tall} pixels tall under a board of {board}; shorten it.</source>
        <translation>A képaláírás {tall} képpont magas lenne egy {board} képpontos tábla alatt; rövidítsd le.</translation>
    </message>
</context>
<context>
    <name>BonusBox</name>
    <message>
        <source>Elimination bonus ({rule})</source>
        <translation>Kiesési bónusz ({rule})</translation>
    </message>
    <message>
        <source>Give from your hand:</source>
        <translation>Add oda a kezedből:</translation>
    </message>
    <message>
        <source>Give this tile</source>
        <translation>Ezt a lapkát adom</translation>
    </message>
    <message>
        <source>Take from the eliminated hands:</source>
        <translation>Vegyél el a kiesettek lapkáiból:</translation>
    </message>
    <message>
        <source>Take this tile</source>
        <translation>Ezt a lapkát veszem el</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Csere</translation>
    </message>
    <message>
        <source>Keep my tiles</source>
        <translation>Megtartom a lapkáimat</translation>
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
        <translation>{chance} nyerési esély ({low}–{high})</translation>
    </message>
    <message>
        <source>{fact} {value}</source>
        <translation>{fact}: {value}</translation>
    </message>
    <message>
        <source>Exact over the dice: {facts}</source>
        <translation>Pontosan, a kockák minden kimenetelével: {facts}</translation>
    </message>
    <message>
        <source>On average over the sampled worlds: {facts}</source>
        <translation>A mintavételezett világok átlagában: {facts}</translation>
    </message>
    <message>
        <source>{player}: {move}</source>
        <translation>{player}: {move}</translation>
    </message>
    <message>
        <source>Then likely: {steps}</source>
        <translation>Utána valószínűleg: {steps}</translation>
    </message>
    <message>
        <source>Worked out from {playouts} games played on after this move, in worlds that agree with what the player can see.</source>
        <translation>E lépés után {playouts} továbbjátszott játszmából számolva, olyan világokban, amelyek egyeznek azzal, amit a játékos láthat.</translation>
    </message>
</context>
<context>
    <name>CaptionDialog</name>
    <message>
        <source>Caption</source>
        <translation>Képaláírás</translation>
    </message>
    <message>
        <source>Words under the board (may stay empty):</source>
        <translation>Szöveg a tábla alatt (üresen is maradhat):</translation>
    </message>
    <message>
        <source>Show the hands and the auction under the board</source>
        <translation>A kezek és az árverés is látszódjon a tábla alatt</translation>
    </message>
</context>
<context>
    <name>ChangeWords</name>
    <message>
        <source>Added: {what}</source>
        <translation>Új: {what}</translation>
    </message>
    <message>
        <source>Removed: {what}</source>
        <translation>Kikerült: {what}</translation>
    </message>
    <message>
        <source>{what}: {change}</source>
        <translation>{what}: {change}</translation>
    </message>
    <message>
        <source>added {value}</source>
        <translation>új: {value}</translation>
    </message>
    <message>
        <source>removed {value}</source>
        <translation>eltűnt: {value}</translation>
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
        <translation>kikerült: {gone}, bekerült: {came} ({counts})</translation>
    </message>
    <message>
        <source>{gone} out ({counts})</source>
        <translation>kikerült: {gone} ({counts})</translation>
    </message>
    <message>
        <source>{came} in ({counts})</source>
        <translation>bekerült: {came} ({counts})</translation>
    </message>
    <message>
        <source>the same items in another order</source>
        <translation>ugyanazok, más sorrendben</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>senki</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>igen</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nem</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
</context>
<context>
    <name>ChoiceGrid</name>
    <message>
        <source>Your choices</source>
        <translation>Választási lehetőségeid</translation>
    </message>
    <message>
        <source>Suggested by the hint</source>
        <translation>A tipp ezt javasolja</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>vermilion</source>
        <translation>cinóbervörös</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>kék</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zöld</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>sárga</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rózsaszín</translation>
    </message>
    <message>
        <source>sky</source>
        <translation>égkék</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>narancs</translation>
    </message>
    <message>
        <source>white</source>
        <translation>fehér</translation>
    </message>
</context>
<context>
    <name>CostWords</name>
    <message>
        <source>costs {gold} gold</source>
        <translation>{gold} aranyba kerül</translation>
    </message>
    <message>
        <source>ends your turn</source>
        <translation>véget ér a köröd</translation>
    </message>
    <message numerus="yes">
        <source>%n declared gold are lost</source>
        <translation>
            <numerusform>%n bejelentett arany elvész</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n declared cards are lost</source>
        <translation>
            <numerusform>%n bejelentett térképrészlet elvész</numerusform>
        </translation>
    </message>
    <message>
        <source>may be a storm: your turn would end</source>
        <translation>lehet vihar: véget érne a köröd</translation>
    </message>
    <message>
        <source>may be pirates: you would lose half your gold</source>
        <translation>lehetnek kalózok: elveszítenéd az aranyad felét</translation>
    </message>
    <message numerus="yes">
        <source>Start the ship here, by {square}: no extra cost. You have {gold} gold: up to %n cards.</source>
        <translation>
            <numerusform>Itt indul a hajó ({square} mellől): nincs többletköltség. {gold} aranyad van: legfeljebb %n térképrészlet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You would keep {gold} gold: up to %n cards.</source>
        <translation>
            <numerusform>{gold} aranyad maradna: legfeljebb %n térképrészlet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting on {square} costs {gold} gold extra, for {owner}&apos;s {unit} ({rule}): it goes to {owner}.</source>
        <translation>Indulás innen: {square} — {gold} arany többletbe kerül {owner} ott álló egysége ({unit}) miatt ({rule}): {owner} kapja meg.</translation>
    </message>
    <message>
        <source>Starting on {square} costs {gold} gold extra, for {owner}&apos;s {unit} ({rule}): it goes to the bank.</source>
        <translation>Indulás innen: {square} — {gold} arany többletbe kerül {owner} ott álló egysége ({unit}) miatt ({rule}): a bank kapja meg.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Hiba történt</translation>
    </message>
    <message>
        <source>&lt;b&gt;Something went wrong.&lt;/b&gt;&lt;br&gt;{error}&lt;br&gt;&lt;br&gt;The details are in the log:&lt;br&gt;{log}&lt;br&gt;&lt;br&gt;The game is as it was; you can play on.</source>
        <translation>&lt;b&gt;Hiba történt.&lt;/b&gt;&lt;br&gt;{error}&lt;br&gt;&lt;br&gt;A részletek a naplóban:&lt;br&gt;{log}&lt;br&gt;&lt;br&gt;A játszma változatlan; nyugodtan folytathatod.</translation>
    </message>
    <message>
        <source>Save a copy of this game…</source>
        <translation>A játszma mentése másolatként…</translation>
    </message>
    <message>
        <source>Cannot save {path}: {reason}</source>
        <translation>Nem sikerült menteni: {path}: {reason}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Elmentve: {path}</translation>
    </message>
    <message>
        <source>Save a copy of this game</source>
        <translation>A játszma mentése másolatként</translation>
    </message>
</context>
<context>
    <name>EditorTools</name>
    <message>
        <source>The winners</source>
        <translation>A győztesek</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontok</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <source>The editor cannot lay out {game} positions yet.</source>
        <translation>A szerkesztő még nem tud {game}-állást összeállítani.</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Új forgatókönyv</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Elemek</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Állás</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Forgatókönyv</translation>
    </message>
    <message>
        <source>Test a ruling</source>
        <translation>Szabálypróba</translation>
    </message>
    <message>
        <source>Position, scenario and rulings</source>
        <translation>Állás, forgatókönyv és szabálypróba</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Hibák</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <source>&amp;New scenario</source>
        <translation>Ú&amp;j forgatókönyv</translation>
    </message>
    <message>
        <source>&amp;Open scenario or ruling…</source>
        <translation>&amp;Forgatókönyv vagy döntés megnyitása…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Men&amp;tés</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Mentés m&amp;ásként…</translation>
    </message>
    <message>
        <source>Save the &amp;position after the moves as…</source>
        <translation>A lépések utáni áll&amp;ás mentése másként…</translation>
    </message>
    <message>
        <source>What Test a ruling shows, as a new scenario (Save keeps this one as laid out)</source>
        <translation>Amit a Szabálypróba mutat, új forgatókönyvként (a Mentés ezt a kirakott állapotában őrzi meg)</translation>
    </message>
    <message>
        <source>Export &amp;image…</source>
        <translation>Kép &amp;exportálása…</translation>
    </message>
    <message>
        <source>&amp;Close editor</source>
        <translation>A szerkesztő &amp;bezárása</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Sz&amp;erkesztés</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Újra</translation>
    </message>
    <message>
        <source>&amp;Copy position</source>
        <translation>Állás &amp;másolása</translation>
    </message>
    <message>
        <source>Copy position as &amp;text</source>
        <translation>Állás másolása &amp;szövegként</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>Állás &amp;beillesztése</translation>
    </message>
    <message>
        <source>&amp;Turn clockwise</source>
        <translation>&amp;Forgatás jobbra</translation>
    </message>
    <message>
        <source>Turn &amp;anticlockwise</source>
        <translation>Forgatás b&amp;alra</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Eltávolítás</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>Mindet ki&amp;jelöli</translation>
    </message>
    <message>
        <source>Draw &amp;arrows and rings</source>
        <translation>&amp;Nyilak és karikák rajzolása</translation>
    </message>
    <message>
        <source>For a picture (File → Export image…): drag on the board to draw an arrow, click to ring a spot, click a mark to take it away. Not part of the position.</source>
        <translation>Képhez (Fájl → Kép exportálása…): húzással nyilat rajzolsz a táblára, kattintással bekarikázol egy helyet, egy jelre kattintva eltünteted. Az állásnak nem része.</translation>
    </message>
    <message>
        <source>Clear arrows and rings</source>
        <translation>Nyilak és karikák törlése</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <source>&amp;Play from here…</source>
        <translation>&amp;Játék innen…</translation>
    </message>
    <message>
        <source>&amp;Analyse this position…</source>
        <translation>Az állás &amp;elemzése…</translation>
    </message>
    <message>
        <source>Check the p&amp;uzzle…</source>
        <translation>A fejtörő &amp;ellenőrzése…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Szabályok…</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>Szerkesztő</translation>
    </message>
    <message>
        <source>Undo {edit}</source>
        <translation>Visszavonás: {edit}</translation>
    </message>
    <message>
        <source>Redo {edit}</source>
        <translation>Újra: {edit}</translation>
    </message>
    <message>
        <source>{what}: {problem} ({rule})</source>
        <translation>{what}: {problem} ({rule})</translation>
    </message>
    <message>
        <source>{path} — click to select the piece this is about</source>
        <translation>{path} — kattints, és kijelölöm a darabot, amelyről szól</translation>
    </message>
    <message>
        <source>The position is valid: it can be played and asked about.</source>
        <translation>Az állás szabályos: játszható, és szabálypróba is futtatható rajta.</translation>
    </message>
    <message numerus="yes">
        <source>The position breaks %n rules:</source>
        <translation>
            <numerusform>Az állás %n szabályt sért:</numerusform>
        </translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>nincs mentve</translation>
    </message>
    <message>
        <source>Scenario editor — {game} — {file}</source>
        <translation>Forgatókönyv-szerkesztő — {game} — {file}</translation>
    </message>
    <message>
        <source>Drag on the board to draw an arrow, click to ring a spot, click a mark to take it away; A again to pick pieces.</source>
        <translation>Húzással nyilat rajzolsz, kattintással bekarikázol egy helyet, egy jelre kattintva eltünteted; újra A: vissza a darabokhoz.</translation>
    </message>
    <message>
        <source>Take a mark away</source>
        <translation>Jel eltüntetése</translation>
    </message>
    <message>
        <source>Draw an arrow</source>
        <translation>Nyíl rajzolása</translation>
    </message>
    <message>
        <source>Draw a ring</source>
        <translation>Karika rajzolása</translation>
    </message>
    <message>
        <source>board</source>
        <translation>tábla</translation>
    </message>
    <message>
        <source>Export the board as a picture</source>
        <translation>A tábla exportálása képként</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-kép (*.png);;SVG-rajz (*.svg)</translation>
    </message>
    <message>
        <source>Cannot write the picture</source>
        <translation>A kép nem írható ki</translation>
    </message>
    <message>
        <source>Picture written to {path}</source>
        <translation>A kép elkészült: {path}</translation>
    </message>
    <message>
        <source>The board shows where a ruling&apos;s actions lead: go back to the scenario to edit it, or lay out this position.</source>
        <translation>A tábla a szabálypróba lépéseinek eredményét mutatja: szerkesztéshez térj vissza a forgatókönyvhöz, vagy rakd ki ezt az állást.</translation>
    </message>
    <message>
        <source>Turn clockwise (R)</source>
        <translation>Forgatás jobbra (R)</translation>
    </message>
    <message>
        <source>Turn anticlockwise (Shift+R)</source>
        <translation>Forgatás balra (Shift+R)</translation>
    </message>
    <message>
        <source>Remove (Del)</source>
        <translation>Eltávolítás (Del)</translation>
    </message>
    <message>
        <source>The scenario is on the clipboard as JSON.</source>
        <translation>A forgatókönyv JSON-ként a vágólapra került.</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Állás beillesztése</translation>
    </message>
    <message>
        <source>Open a scenario or a ruling report</source>
        <translation>Forgatókönyv vagy döntési jegyzőkönyv megnyitása</translation>
    </message>
    <message>
        <source>qtgames scenario or ruling report (*.json);;All files (*)</source>
        <translation>qtgames forgatókönyv vagy döntési jegyzőkönyv (*.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>A fájl nem nyitható meg</translation>
    </message>
    <message>
        <source>The caption is too long</source>
        <translation>Túl hosszú a képaláírás</translation>
    </message>
    <message>
        <source>The position is on the clipboard as text.</source>
        <translation>Az állás szövegként a vágólapon van.</translation>
    </message>
    <message>
        <source>Cannot paste the position</source>
        <translation>Az állás nem illeszthető be</translation>
    </message>
    <message>
        <source>The clipboard holds no usable position: {error}</source>
        <translation>A vágólapon nincs használható állás: {error}</translation>
    </message>
    <message>
        <source>The clipboard holds a {game} position; this editor shows {shown}.</source>
        <translation>A vágólapon {game}-állás van; ez a szerkesztő {shown} állást mutat.</translation>
    </message>
    <message>
        <source>Not a usable scenario</source>
        <translation>Nem használható forgatókönyv</translation>
    </message>
    <message>
        <source>Not a usable ruling report</source>
        <translation>Nem használható döntési jegyzőkönyv</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>forgatokonyv</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>A forgatókönyv mentése</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>A mentés nem sikerült</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Elmentve: {path}</translation>
    </message>
    <message>
        <source>Save the ruling as a test case</source>
        <translation>A szabálypróba mentése tesztesetként</translation>
    </message>
    <message>
        <source>ruling</source>
        <translation>dontes</translation>
    </message>
    <message>
        <source>Test case saved to {path}</source>
        <translation>Teszteset elmentve: {path}</translation>
    </message>
    <message>
        <source>{title} (after the moves)</source>
        <translation>{title} (a lépések után)</translation>
    </message>
    <message>
        <source>Save the position after the moves</source>
        <translation>A lépések utáni állás mentése</translation>
    </message>
    <message>
        <source>The position after the moves saved to {path}</source>
        <translation>A lépések utáni állás elmentve ide: {path}</translation>
    </message>
    <message>
        <source>Lay out the position after the moves</source>
        <translation>A lépések utáni állás kirakása</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Mentetlen változások</translation>
    </message>
    <message>
        <source>Discard the changes to this scenario?</source>
        <translation>Elveted a forgatókönyv változásait?</translation>
    </message>
</context>
<context>
    <name>EntdeckerBoard</name>
    <message>
        <source>{unit} of player {seat}</source>
        <translation>{seat}. játékos: {unit}</translation>
    </message>
    <message>
        <source>The card fits here: click to try it, click again to turn it, double-click to place</source>
        <translation>A térképrészlet ide illik: kattints a kipróbáláshoz, újabb kattintással forgatod, dupla kattintással lerakod</translation>
    </message>
    <message>
        <source>Win chance of the best move here, as the analysis found it</source>
        <translation>Az itteni legjobb lépés nyerési esélye az elemzés szerint</translation>
    </message>
    <message>
        <source>The ship</source>
        <translation>A hajó</translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>{seat}. játékos</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Kikerült a játékból</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n lap</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards that fitted nowhere leave the game</source>
        <translation>A sehová sem illő lapok kikerülnek a játékból</translation>
    </message>
    <message numerus="yes">
        <source>%n points · {gold} gold</source>
        <translation>
            <numerusform>%n pont · {gold} arany</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to turn, double-click or press Enter to place</source>
        <translation>Kattintással forgatod, dupla kattintással vagy Enterrel lerakod</translation>
    </message>
    <message>
        <source>Click the card to turn it; double-click or press Enter to place it.</source>
        <translation>Kattints a térképrészletre a forgatáshoz; dupla kattintással vagy Enterrel lerakod.</translation>
    </message>
    <message>
        <source>Suggested by the hint</source>
        <translation>A tipp ezt javasolja</translation>
    </message>
</context>
<context>
    <name>EntdeckerControls</name>
    <message>
        <source>Putting the ship on a circle</source>
        <translation>A hajó egy körre kerül</translation>
    </message>
    <message>
        <source>Declaring the cards to turn over</source>
        <translation>A felfordítandó lapok bejelentése</translation>
    </message>
    <message>
        <source>Exploring: drawing, building or stopping</source>
        <translation>Felfedezés: húzás, építés vagy megállás</translation>
    </message>
    <message>
        <source>Placing the drawn card</source>
        <translation>A húzott lap lerakása</translation>
    </message>
    <message>
        <source>Friendly natives: a token or not</source>
        <translation>Barátságos bennszülöttek: jelző vagy sem</translation>
    </message>
    <message>
        <source>A greatest discoverer picks a token pile</source>
        <translation>Egy legnagyobb felfedező jelzőkupacot választ</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>A játék véget ért</translation>
    </message>
    <message>
        <source>a card was turned over</source>
        <translation>felfordítottak egy térképrészletet</translation>
    </message>
    <message>
        <source>a personal tile was played</source>
        <translation>kijátszottak egy saját lapkát</translation>
    </message>
    <message>
        <source>the drawn card is a personal tile</source>
        <translation>a felhúzott lap saját lapka</translation>
    </message>
    <message>
        <source>a storm ended the turn</source>
        <translation>vihar vetett véget a körnek</translation>
    </message>
    <message>
        <source>the last card was drawn</source>
        <translation>felhúzták az utolsó lapot</translation>
    </message>
    <message>
        <source>Discovered this turn</source>
        <translation>Ebben a körben felfedezve</translation>
    </message>
    <message>
        <source>Islands to score</source>
        <translation>Értékelendő szigetek</translation>
    </message>
    <message>
        <source>Token values drawn</source>
        <translation>Felhúzott jelzőértékek</translation>
    </message>
    <message>
        <source>Still to draw (0 is Player 1)</source>
        <translation>Még húznak (0 = 1. játékos)</translation>
    </message>
    <message>
        <source>Winners (0 is Player 1)</source>
        <translation>Győztesek (0 = 1. játékos)</translation>
    </message>
    <message>
        <source>Stacks, drawn card and box</source>
        <translation>Paklik, felhúzott lap és doboz</translation>
    </message>
    <message>
        <source>Top card first.</source>
        <translation>Legfelső lap elöl.</translation>
    </message>
    <message>
        <source>Reserve piles</source>
        <translation>Tartalékkupacok</translation>
    </message>
    <message>
        <source>Face up, top card first ({rules}).</source>
        <translation>Képpel felfelé, legfelső lap elöl ({rules}).</translation>
    </message>
    <message>
        <source>Discovery token piles</source>
        <translation>Felfedezésjelző-kupacok</translation>
    </message>
    <message>
        <source>Face down, top first ({rules}).</source>
        <translation>Képpel lefelé, legfelső elöl ({rules}).</translation>
    </message>
    <message>
        <source>The turn&apos;s record</source>
        <translation>A kör jegyzéke</translation>
    </message>
    <message>
        <source>And a scoring under way: JSON, as in the file.</source>
        <translation>És a folyamatban lévő értékelés: JSON, ahogy a fájlban.</translation>
    </message>
    <message>
        <source>Personal tiles (variant {rule})</source>
        <translation>Saját lapkák ({rule} változat)</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>A kör</translation>
    </message>
    <message>
        <source>Set whose turn it is</source>
        <translation>Ki következik</translation>
    </message>
    <message>
        <source>Who holds the spinner and plays first each round ({rules})</source>
        <translation>Kinél van a forgó, és ki kezd minden körben ({rules})</translation>
    </message>
    <message>
        <source>Set who holds the spinner</source>
        <translation>Kinél van a forgó</translation>
    </message>
    <message>
        <source>Set the round</source>
        <translation>A kör száma</translation>
    </message>
    <message>
        <source>Set the phase</source>
        <translation>A szakasz beállítása</translation>
    </message>
    <message>
        <source>not shown yet</source>
        <translation>még nem mutatott semmit</translation>
    </message>
    <message>
        <source>Set the spinner</source>
        <translation>A forgó beállítása</translation>
    </message>
    <message>
        <source>The spinner&apos;s random state: the same number gives the same spins</source>
        <translation>A forgó véletlenállapota: ugyanaz a szám ugyanazokat a pörgetéseket adja</translation>
    </message>
    <message>
        <source>Set what is declared</source>
        <translation>A bejelentett mennyiség</translation>
    </message>
    <message>
        <source>Cards declared (with personal tiles: gold) and not yet used this turn ({rules})</source>
        <translation>Bejelentett (saját lapkákkal: arany), ebben a körben még fel nem használt lapok ({rules})</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Gold, points and the discovery tokens each holds.</source>
        <translation>Arany, pontok és a náluk lévő felfedezésjelzők.</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Ki következik</translation>
    </message>
    <message>
        <source>Spinner holder</source>
        <translation>Kinél a forgó</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Kör</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Szakasz</translation>
    </message>
    <message>
        <source>Spinner shows</source>
        <translation>A forgó állása</translation>
    </message>
    <message>
        <source>Spinner state</source>
        <translation>A forgó véletlenállapota</translation>
    </message>
    <message>
        <source>Declared, unused</source>
        <translation>Bejelentve, felhasználatlan</translation>
    </message>
    <message>
        <source>Set: {what}</source>
        <translation>Beállítás: {what}</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Ebben a körben</translation>
    </message>
    <message>
        <source>storm</source>
        <translation>vihar</translation>
    </message>
    <message>
        <source>pirates</source>
        <translation>kalózok</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>arany</translation>
    </message>
    <message>
        <source>friendly</source>
        <translation>barátságos</translation>
    </message>
    <message>
        <source>hostile</source>
        <translation>ellenséges</translation>
    </message>
    <message>
        <source>ruins</source>
        <translation>romok</translation>
    </message>
    <message>
        <source>The ship</source>
        <translation>A hajó</translation>
    </message>
    <message>
        <source>a starting circle</source>
        <translation>kiinduló kör</translation>
    </message>
    <message>
        <source>The discovered square the ship started this turn on ({rules}); empty when it started on a starting circle</source>
        <translation>A felfedezett mező, amelyről a hajó ebben a körben indult ({rules}); üres, ha kiinduló körről indult</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Hol</translation>
    </message>
    <message>
        <source>Turn started on</source>
        <translation>A kör kezdőmezője</translation>
    </message>
    <message>
        <source>Drag a card onto the board or another list; drop palette cards here to put them on top. Select one and press &apos;To the top&apos; to make it the next card.</source>
        <translation>Húzz egy lapot a táblára vagy másik listába; a palettáról ide húzott lap felülre kerül. Jelölj ki egyet, és a „Legfelülre” gombbal ez lesz a következő lap.</translation>
    </message>
    <message>
        <source>The card waiting to be placed (place phase, {rules})</source>
        <translation>A lerakásra váró lap (lerakási szakasz, {rules})</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Felhúzva</translation>
    </message>
    <message>
        <source>Cards out of the game ({rules})</source>
        <translation>Játékon kívüli lapok ({rules})</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Doboz</translation>
    </message>
    <message>
        <source>To the top</source>
        <translation>Legfelülre</translation>
    </message>
    <message>
        <source>Put the selected card or token on top of its stack or pile</source>
        <translation>A kijelölt lap vagy jelző a paklija vagy kupaca tetejére kerül</translation>
    </message>
    <message>
        <source>Draw it here</source>
        <translation>Húzd ide</translation>
    </message>
    <message>
        <source>Set the turn up so the selected card is the next one drawn next to the ship, and draw it in &apos;Test a ruling&apos;: does it fit, and where?</source>
        <translation>A kör beállítása úgy, hogy a kijelölt kártya legyen a következő, amelyet a hajó mellé húznak, és húzása a „Szabálypróba” lapon: befér-e, és hová?</translation>
    </message>
    <message>
        <source>Filled into holes from the top ({rules})</source>
        <translation>A lyukakat felülről töltik fel belőle ({rules})</translation>
    </message>
    <message>
        <source>Pile {pile}</source>
        <translation>{pile}. kupac</translation>
    </message>
    <message>
        <source>Drag a token onto a player to give it to them</source>
        <translation>Húzz egy jelzőt egy játékosra, hogy megkapja</translation>
    </message>
    <message>
        <source>[]   e.g. {example}</source>
        <translation>[]   pl. {example}</translation>
    </message>
    <message>
        <source>Number of players: {count}</source>
        <translation>Játékosok száma: {count}</translation>
    </message>
    <message>
        <source>Set player {seat}&apos;s gold</source>
        <translation>{seat}. játékos aranya</translation>
    </message>
    <message>
        <source>Set player {seat}&apos;s points</source>
        <translation>{seat}. játékos pontjai</translation>
    </message>
    <message>
        <source>Set the spinner&apos;s state</source>
        <translation>A forgó véletlenállapota</translation>
    </message>
    <message>
        <source>Set where the turn started</source>
        <translation>A kör kezdőmezője</translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>{seat}. játékos</translation>
    </message>
    <message>
        <source>On starting circle {circle}.</source>
        <translation>{circle}. kiinduló körön.</translation>
    </message>
    <message>
        <source>On {square}, sea route {route}.</source>
        <translation>Mező: {square}, {route}. tengeri út.</translation>
    </message>
    <message>
        <source>Not on the board: drag it from the palette onto a starting circle or a card.</source>
        <translation>Nincs a táblán: húzd a palettáról egy kiinduló körre vagy egy térképrészletre.</translation>
    </message>
    <message>
        <source>gold </source>
        <translation>arany </translation>
    </message>
    <message>
        <source>points </source>
        <translation>pont </translation>
    </message>
    <message>
        <source>Tokens this player holds face up; drag one back onto a pile</source>
        <translation>A játékos képpel felfelé tartott jelzői; húzz vissza egyet egy kupacra</translation>
    </message>
    <message>
        <source>This player&apos;s personal tiles ({rules})</source>
        <translation>A játékos saját lapkái ({rules})</translation>
    </message>
    <message>
        <source>Stack {stack} ({cards})</source>
        <translation>{stack}. pakli ({cards})</translation>
    </message>
    <message>
        <source>Token {token}, worth {value}</source>
        <translation>{token}. jelző, értéke {value}</translation>
    </message>
    <message>
        <source>Card {card}: {shape}</source>
        <translation>{card}. lap: {shape}</translation>
    </message>
</context>
<context>
    <name>EntdeckerGuide</name>
    <message>
        <source>An unknown sea</source>
        <translation>Ismeretlen tenger</translation>
    </message>
    <message>
        <source>The map starts almost empty. Each explorer has a ship, gold and units (scouts, forts, settlements); the stacks of sea cards wait beside the board.</source>
        <translation>A térkép szinte üresen kezdődik. Minden felfedezőnek van hajója, aranya és egységei (felderítők, erődök, települések); a tengerlapok paklijai a tábla mellett várnak.</translation>
    </message>
    <message>
        <source>Your turn: declare and explore</source>
        <translation>A te köröd: bejelentés és felfedezés</translation>
    </message>
    <message>
        <source>Say how many cards you will turn over (each costs gold), then draw them one by one and lay each beside your ship, land to land and water to water.</source>
        <translation>Mondd meg, hány lapot fordítasz fel (mindegyik aranyba kerül), aztán húzd fel őket egyenként, és tedd le mindet a hajód mellé, szárazföldet szárazföldhöz, vizet vízhez.</translation>
    </message>
    <message>
        <source>Laying a card</source>
        <translation>Egy lap lerakása</translation>
    </message>
    <message>
        <source>The board shows where the drawn card may go; turn it with the panel&apos;s buttons and place it. Build scouts, forts and settlements on the islands you find.</source>
        <translation>A tábla mutatja, hová kerülhet a húzott lap; forgasd el az oldalsáv gombjaival, és tedd le. A talált szigeteken építs felderítőket, erődöket és településeket.</translation>
    </message>
    <message>
        <source>Islands score</source>
        <translation>A szigetek pontot érnek</translation>
    </message>
    <message>
        <source>When an island is closed all round, its units score: the strongest presence gets the most.</source>
        <translation>Ha egy sziget minden oldalról lezárul, az egységei pontot szereznek: a legerősebb jelenlét kapja a legtöbbet.</translation>
    </message>
    <message>
        <source>How it ends</source>
        <translation>A játék vége</translation>
    </message>
    <message>
        <source>When the last card is placed the game ends; the most points win. The result screen lists everyone&apos;s points.</source>
        <translation>Az utolsó lap lerakásával a játék véget ér; a legtöbb pont nyer. Az eredménylap mindenki pontjait felsorolja.</translation>
    </message>
</context>
<context>
    <name>EntdeckerMoments</name>
    <message>
        <source>Storm</source>
        <translation>Vihar</translation>
    </message>
    <message>
        <source>Pirates</source>
        <translation>Kalózok</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Arany</translation>
    </message>
    <message>
        <source>Ruins</source>
        <translation>Romok</translation>
    </message>
    <message>
        <source>Hostile natives</source>
        <translation>Ellenséges bennszülöttek</translation>
    </message>
    <message>
        <source>Friendly natives</source>
        <translation>Barátságos bennszülöttek</translation>
    </message>
    <message>
        <source>A gift of the natives</source>
        <translation>A bennszülöttek ajándéka</translation>
    </message>
    <message>
        <source>Dead end</source>
        <translation>Zsákutca</translation>
    </message>
    <message>
        <source>The card fits nowhere</source>
        <translation>A lap sehová sem illik</translation>
    </message>
    <message>
        <source>The last card</source>
        <translation>Az utolsó lap</translation>
    </message>
    <message>
        <source>No gold for a card</source>
        <translation>Nincs arany egy lapra sem</translation>
    </message>
    <message>
        <source>A discovery</source>
        <translation>Felfedezés</translation>
    </message>
</context>
<context>
    <name>EntdeckerPanel</name>
    <message>
        <source>Turn card (R)</source>
        <translation>Forgatás (R)</translation>
    </message>
    <message>
        <source>Place card (Enter)</source>
        <translation>Lerakás (Enter)</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Lépésnapló</translation>
    </message>
    <message numerus="yes">
        <source>Round {round} · the spinner showed {spin} · %n squares undiscovered</source>
        <translation>
            <numerusform>{round}. kör · a forgó állása: {spin} · %n felfedezetlen mező</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n lap</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>üres</translation>
    </message>
    <message>
        <source>An event card (?) lies on top</source>
        <translation>Eseménykártya (?) van felül</translation>
    </message>
    <message>
        <source>Draw the top card of this stack</source>
        <translation>Húzd fel a pakli legfelső lapját</translation>
    </message>
    <message>
        <source>This stack is used up</source>
        <translation>Ez a pakli elfogyott</translation>
    </message>
    <message>
        <source>A card with ? {risks}.</source>
        <translation>Egy ?-es lap: {risks}.</translation>
    </message>
    <message>
        <source>Reserve piles 1–6: {piles} · token piles: {tokens}</source>
        <translation>Tartalékkupacok 1–6: {piles} · jelzőkupacok: {tokens}</translation>
    </message>
    <message numerus="yes">
        <source>You have {gold} gold: you can turn over up to %n cards.</source>
        <translation>
            <numerusform>{gold} aranyad van: legfeljebb %n térképrészletet fordíthatsz fel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You paid it and have {gold} gold left: you can turn over up to %n cards.</source>
        <translation>
            <numerusform>Ezt kifizetted, {gold} aranyad maradt: legfeljebb %n térképrészletet fordíthatsz fel.</numerusform>
        </translation>
    </message>
    <message>
        <source> — winner</source>
        <translation> — győztes</translation>
    </message>
    <message numerus="yes">
        <source>: %n points · gold {gold}/{most} · tokens {tokens}</source>
        <translation>
            <numerusform>: %n pont · arany {gold}/{most} · jelzők {tokens}</numerusform>
        </translation>
    </message>
    <message>
        <source>in supply: {scouts}, {forts}, {settlements}</source>
        <translation>készleten: {scouts}, {forts}, {settlements}</translation>
    </message>
    <message numerus="yes">
        <source>%n scouts</source>
        <translation>
            <numerusform>%n felderítő</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n forts</source>
        <translation>
            <numerusform>%n erőd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n settlements</source>
        <translation>
            <numerusform>%n telep</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n personal tiles</source>
        <translation>
            <numerusform> · %n saját lapka</numerusform>
        </translation>
    </message>
    <message>
        <source>How much gold do you spend on exploring? ({rule})</source>
        <translation>Mennyi aranyat költesz felfedezésre? ({rule})</translation>
    </message>
    <message>
        <source>How many cards will you turn over? ({rule})</source>
        <translation>Hány térképrészletet fordítasz fel? ({rule})</translation>
    </message>
    <message>
        <source>Hint: {action}</source>
        <translation>Tipp: {action}</translation>
    </message>
</context>
<context>
    <name>EntdeckerTools</name>
    <message>
        <source>Exploration cards (by kind: how many are not in play)</source>
        <translation>Térképrészletek (fajtánként: hány nincs játékban)</translation>
    </message>
    <message>
        <source>Reserve cards</source>
        <translation>Tartalékkártyák</translation>
    </message>
    <message>
        <source>Units (how many each player has left) and the ship</source>
        <translation>Egységek (mennyi maradt a játékosoknak) és a hajó</translation>
    </message>
    <message>
        <source>plain back</source>
        <translation>sima hátlap</translation>
    </message>
    <message>
        <source>? back</source>
        <translation>?-es hátlap</translation>
    </message>
    <message>
        <source>reserve card</source>
        <translation>tartalékkártya</translation>
    </message>
    <message>
        <source>{shape} ({back}), cards {first}–{last}: {free} of {all} not in play. Drag onto a square, or onto a stack or pile.</source>
        <translation>{shape} ({back}), {first}–{last}. lap: {all} közül {free} nincs játékban. Húzd egy mezőre, egy paklira vagy kupacra.</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>hajó</translation>
    </message>
    <message>
        <source>The ship: drag it onto a starting circle or onto a card&apos;s sea route</source>
        <translation>A hajó: húzd egy kiinduló körre vagy egy térképrészlet tengeri útjára</translation>
    </message>
    <message>
        <source>Player {seat}&apos;s units ({unit}): {left} in the supply. Drag one onto a card&apos;s land.</source>
        <translation>{seat}. játékos egységei ({unit}): {left} van készleten. Húzz egyet egy térképrészlet szárazföldjére.</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Ki következik</translation>
    </message>
    <message>
        <source>The ship</source>
        <translation>A hajó</translation>
    </message>
    <message>
        <source>{unit} of {player} on {square}</source>
        <translation>{unit} ({player}) itt: {square}</translation>
    </message>
    <message>
        <source>Card {card} to be drawn next</source>
        <translation>Következő húzás: {card}. kártya</translation>
    </message>
    <message>
        <source>stack {n}</source>
        <translation>{n}. pakli</translation>
    </message>
    <message>
        <source>reserve pile {n}</source>
        <translation>{n}. tartalékkupac</translation>
    </message>
    <message>
        <source>the box</source>
        <translation>a doboz</translation>
    </message>
    <message>
        <source>player {n}&apos;s personal tiles</source>
        <translation>{n}. játékos saját lapkái</translation>
    </message>
    <message>
        <source>the drawn card</source>
        <translation>a felhúzott lap</translation>
    </message>
    <message>
        <source>token pile {n}</source>
        <translation>{n}. jelzőkupac</translation>
    </message>
    <message>
        <source>player {n}</source>
        <translation>{n}. játékos</translation>
    </message>
    <message>
        <source>Put token {token} on {where}</source>
        <translation>{token}. jelző ide: {where}</translation>
    </message>
    <message>
        <source>Put card {card} on {where}</source>
        <translation>{card}. lap ide: {where}</translation>
    </message>
    <message>
        <source>This unit cannot stand here: see the problem list</source>
        <translation>Ez az egység itt nem állhat: lásd a hibalistát</translation>
    </message>
    <message>
        <source>Put the ship on starting circle {circle}</source>
        <translation>A hajó kiinduló köre: {circle}.</translation>
    </message>
    <message>
        <source>Sail the ship to {square}</source>
        <translation>A hajó ide hajózik: {square}</translation>
    </message>
    <message>
        <source>Lay card {card} on {square}</source>
        <translation>{card}. lap ide: {square}</translation>
    </message>
    <message>
        <source>Set player {seat}&apos;s {unit} on {square}</source>
        <translation>{seat}. játékos egysége ({unit}) ide: {square}</translation>
    </message>
    <message>
        <source>Move the card on {square} to {target}</source>
        <translation>Lap innen: {square}, ide: {target}</translation>
    </message>
    <message>
        <source>Move the unit on {square} to {target}</source>
        <translation>Egység innen: {square}, ide: {target}</translation>
    </message>
    <message>
        <source>Turn clockwise</source>
        <translation>Forgatás jobbra</translation>
    </message>
    <message>
        <source>Turn anticlockwise</source>
        <translation>Forgatás balra</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Eltávolítás</translation>
    </message>
    <message>
        <source>Stack {stack}</source>
        <translation>{stack}. pakli</translation>
    </message>
    <message>
        <source>Discovery token pile {pile}</source>
        <translation>{pile}. felfedezésjelző-kupac</translation>
    </message>
    <message>
        <source>{player}&apos;s discovery tokens</source>
        <translation>{player} felfedezésjelzői</translation>
    </message>
    <message>
        <source>Reserve pile {pile}</source>
        <translation>{pile}. tartalékkupac</translation>
    </message>
    <message>
        <source>{player}&apos;s personal tiles</source>
        <translation>{player} saját lapkái</translation>
    </message>
    <message>
        <source>Cards made for this position</source>
        <translation>Az állásba készített lapok</translation>
    </message>
    <message>
        <source>The reserve piles</source>
        <translation>A tartalékkupacok</translation>
    </message>
    <message>
        <source>Personal tiles</source>
        <translation>Saját lapkák</translation>
    </message>
    <message>
        <source>The phase</source>
        <translation>A szakasz</translation>
    </message>
    <message>
        <source>The box</source>
        <translation>A doboz</translation>
    </message>
    <message>
        <source>The drawn card</source>
        <translation>A húzott lap</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Arany</translation>
    </message>
    <message>
        <source>Card {card} on {square}</source>
        <translation>{card}. lap itt: {square}</translation>
    </message>
    <message>
        <source>The card on {square}</source>
        <translation>A lap itt: {square}</translation>
    </message>
    <message>
        <source>The unit on {square}</source>
        <translation>Az egység itt: {square}</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>{card}. lap</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <source>The ship: {before} → {after}</source>
        <translation>A hajó: {before} → {after}</translation>
    </message>
    <message>
        <source>{square}, sea route {route}</source>
        <translation>{square}, {route}. tengeri út</translation>
    </message>
    <message>
        <source>not on the board</source>
        <translation>nincs a táblán</translation>
    </message>
</context>
<context>
    <name>EntdeckerUI</name>
    <message>
        <source>Not allowed</source>
        <translation>Nem szabad</translation>
    </message>
    <message>
        <source>Costs 12 gold</source>
        <translation>12 aranyba kerül</translation>
    </message>
    <message>
        <source>Land or water</source>
        <translation>Szárazföld vagy víz</translation>
    </message>
    <message>
        <source>Water only</source>
        <translation>Csak víz</translation>
    </message>
    <message>
        <source>The bank</source>
        <translation>A bank</translation>
    </message>
    <message>
        <source>The unit&apos;s owner</source>
        <translation>Az egység gazdája</translation>
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
        <translation>Pontatlanság</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Hiba</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Baklövés</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Click to see the board after that move.</source>
        <translation>Kattints, és a tábla az adott lépés utáni állást mutatja.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Lépés</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Amit lépett</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ítélet</translation>
    </message>
    <message>
        <source>Analyse my game</source>
        <translation>Játszmám elemzése</translation>
    </message>
    <message>
        <source>Analysing every move from its player&apos;s view…</source>
        <translation>Minden lépés elemzése a lépő játékos szemszögéből…</translation>
    </message>
    <message>
        <source>{name}: inaccuracies {inaccuracies}, mistakes {mistakes}, blunders {blunders}</source>
        <translation>{name}: pontatlanság {inaccuracies}, hiba {mistakes}, baklövés {blunders}</translation>
    </message>
    <message>
        <source>Kept with the saved match.</source>
        <translation>A mentett játszmával együtt megmaradt.</translation>
    </message>
    <message>
        <source>Kept with the match when it is saved.</source>
        <translation>A játszma mentésekor vele együtt megmarad.</translation>
    </message>
    <message>
        <source>{grade} −{points}</source>
        <translation>{grade} −{points}</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Jó</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>A legjobb lépés</translation>
    </message>
    <message>
        <source>{name}&apos;s move. Their win chance after it: {chance} ({low}–{high})</source>
        <translation>{name} lépése. Nyerési esélye utána: {chance} ({low}–{high})</translation>
    </message>
    <message>
        <source>The best move found: {best}, {chance}</source>
        <translation>A talált legjobb lépés: {best}, {chance}</translation>
    </message>
    <message>
        <source>The move played is within the analysis&apos;s error of it.</source>
        <translation>A megtett lépés ettől az elemzés hibahatárán belül marad el.</translation>
    </message>
    <message>
        <source>{grade} from {points} points</source>
        <translation>{grade} {points} ponttól</translation>
    </message>
    <message>
        <source>Each line is a player&apos;s chance of winning after every move. {players}&lt;br&gt;A move is graded by the win chance it gave away against the best move found: {grades} (only when more than the analysis&apos;s own error).</source>
        <translation>Minden vonal egy játékos nyerési esélye az egyes lépések után. {players}&lt;br&gt;Egy lépés minősítése azon múlik, mennyi nyerési esélyt adott el a talált legjobb lépéshez képest: {grades} (csak ha ez több az elemzés saját hibájánál).</translation>
    </message>
</context>
<context>
    <name>GoldHand</name>
    <message>
        <source>Your gold</source>
        <translation>Aranyad</translation>
    </message>
    <message>
        <source>Hands are hidden: only the player to move sees theirs</source>
        <translation>Rejtett kezek: csak a soron lévő látja a sajátját</translation>
    </message>
    <message numerus="yes">
        <source>Your gold: %n cards worth {worth}</source>
        <translation>
            <numerusform>Aranyad: %n lap, összesen {worth}</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay with the selected cards</source>
        <translation>Fizetés a kijelölt lapokkal</translation>
    </message>
    <message>
        <source>Exchange the selected cards</source>
        <translation>A kijelölt lapok cseréje</translation>
    </message>
    <message numerus="yes">
        <source>Gold {value}: pays {value}, worth %n crowns at the end</source>
        <translation>
            <numerusform>{value} arany: {value} értékben fizet, a végén %n koronát ér</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Selected %n cards to exchange (at most {most}).</source>
        <translation>
            <numerusform>%n lap kijelölve cserére (legfeljebb {most}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Selected {cards} = {total} for a bid of {bid}</source>
        <translation>Kijelölve: {cards} = {total}, a licit {bid}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>semmi</translation>
    </message>
    <message>
        <source>: overpays by {amount} (no change is given)</source>
        <translation>: {amount} túlfizetés (visszajáró nincs)</translation>
    </message>
    <message>
        <source>: {amount} short</source>
        <translation>: {amount} hiányzik</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Player {seat}</source>
        <translation>{seat}. játékos</translation>
    </message>
</context>
<context>
    <name>GuideOffer</name>
    <message>
        <source>How to play</source>
        <translation>Hogyan kell játszani</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Most nem</translation>
    </message>
    <message>
        <source>The guide stays in Help → How to play</source>
        <translation>Az útmutató megmarad itt: Súgó → Hogyan kell játszani</translation>
    </message>
    <message>
        <source>First game of {game}? A short illustrated guide shows how to play.</source>
        <translation>Először játszol ezzel: {game}? Egy rövid, képes útmutató megmutatja, hogyan kell.</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>How to play {game}</source>
        <translation>Hogyan kell játszani: {game}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Vissza</translation>
    </message>
    <message>
        <source>The rules at this moment</source>
        <translation>A szabályok ebben a pillanatban</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>{page}. oldal / {pages}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Tovább</translation>
    </message>
</context>
<context>
    <name>MagellanBoard</name>
    <message>
        <source>Exchange up to 3 at phase end</source>
        <translation>Szakasz végén legfeljebb 3 csere</translation>
    </message>
    <message>
        <source>Show your gold</source>
        <translation>Mutasd meg az aranyad</translation>
    </message>
    <message>
        <source>Left neighbour steals 1</source>
        <translation>A bal szomszéd elvesz 1-et</translation>
    </message>
    <message>
        <source>One veto later in phase I</source>
        <translation>Egy vétó később az I. szakaszban</translation>
    </message>
    <message>
        <source>A card from hand goes under</source>
        <translation>Egy lap a kézből alá kerül</translation>
    </message>
    <message>
        <source>A paid card goes under</source>
        <translation>Egy kifizetett lap alá kerül</translation>
    </message>
    <message>
        <source>Plunder at scoring</source>
        <translation>Fosztogatás az értékeléskor</translation>
    </message>
    <message>
        <source>Field {field}: left half {left_bags} money bags, {left_crowns} crowns, draw {draw}; right half {right_bags} money bags, {right_crowns} crowns</source>
        <translation>{field}. mező: bal fele {left_bags} pénzeszsák, {left_crowns} korona, húzás {draw}; jobb fele {right_bags} pénzeszsák, {right_crowns} korona</translation>
    </message>
    <message>
        <source>Field {field}: {bags} money bags, {crowns} crowns</source>
        <translation>{field}. mező: {bags} pénzeszsák, {crowns} korona</translation>
    </message>
    <message>
        <source>Draw {count} at once</source>
        <translation>Azonnal húz {count} lapot</translation>
    </message>
    <message>
        <source>Left half draws at once, right half scores</source>
        <translation>A bal fele azonnal húz, a jobb fele pontot ér</translation>
    </message>
    <message>
        <source>{explorer}&apos;s field {field}</source>
        <translation>{explorer} {field}. mezője</translation>
    </message>
    <message>
        <source>{explorer}&apos;s field {field} (left half)</source>
        <translation>{explorer} {field}. mezője (bal fele)</translation>
    </message>
    <message>
        <source>{explorer}&apos;s field {field} (right half)</source>
        <translation>{explorer} {field}. mezője (jobb fele)</translation>
    </message>
    <message>
        <source>Ship of player {seat} on {where}</source>
        <translation>{seat}. játékos hajója: {where}</translation>
    </message>
    <message>
        <source>{board}, side {side}</source>
        <translation>{board}, {side} oldal</translation>
    </message>
    <message numerus="yes">
        <source>%n more in the deck</source>
        <translation>
            <numerusform>még %n a pakliban</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggested by the hint</source>
        <translation>A tipp ezt javasolja</translation>
    </message>
    <message>
        <source>UP FOR AUCTION</source>
        <translation>ÁRVERÉSEN</translation>
    </message>
    <message>
        <source>Draw {count} now</source>
        <translation>Most húz {count} lapot</translation>
    </message>
    <message>
        <source>Scores at end</source>
        <translation>A végén pontot ér</translation>
    </message>
    <message>
        <source>{explorer}&apos;s phase {phase} card is up for auction</source>
        <translation>{explorer} {phase}. szakaszbeli lapja árverésen van</translation>
    </message>
</context>
<context>
    <name>MagellanControls</name>
    <message>
        <source>Table</source>
        <translation>Asztal</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Arany</translation>
    </message>
    <message>
        <source>Explorer cards</source>
        <translation>Felfedezőlapok</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>The board side is a scenario option ({rule}); changing it is one undo step</source>
        <translation>A tábla oldala a forgatókönyv beállítása ({rule}); a váltás egy visszavonható lépés</translation>
    </message>
    <message>
        <source>Board {board} side</source>
        <translation>{board}. tábla oldala</translation>
    </message>
    <message>
        <source>Phase {phase}</source>
        <translation>{phase}. szakasz</translation>
    </message>
    <message>
        <source>Set phase {phase}</source>
        <translation>{phase}. szakasz beállítása</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Szakasz</translation>
    </message>
    <message>
        <source>Set the stage</source>
        <translation>A döntés beállítása</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Döntés</translation>
    </message>
    <message>
        <source>Card up</source>
        <translation>Felcsapott lap</translation>
    </message>
    <message>
        <source>Auctioneer</source>
        <translation>Kikiáltó</translation>
    </message>
    <message>
        <source>Set the auctioneer</source>
        <translation>A kikiáltó beállítása</translation>
    </message>
    <message>
        <source>The seeded random generator: the next reshuffle and James Cook B&apos;s steal</source>
        <translation>A magozott véletlengenerátor: a következő keverés és James Cook B lopása</translation>
    </message>
    <message>
        <source>Set the random seed</source>
        <translation>A véletlenmag beállítása</translation>
    </message>
    <message>
        <source>Random state</source>
        <translation>Véletlenállapot</translation>
    </message>
    <message>
        <source>Put a card up</source>
        <translation>Lap felcsapása</translation>
    </message>
    <message>
        <source>No card up</source>
        <translation>Nincs felcsapott lap</translation>
    </message>
    <message>
        <source>Auction and purchase</source>
        <translation>Árverés és vásárlás</translation>
    </message>
    <message>
        <source>Invited to open</source>
        <translation>Licitnyitásra felkérve</translation>
    </message>
    <message>
        <source>Set who opens</source>
        <translation>Ki nyit</translation>
    </message>
    <message>
        <source>Whose turn to bid</source>
        <translation>Ki licitál</translation>
    </message>
    <message>
        <source>Set whose turn it is to bid</source>
        <translation>Ki licitál</translation>
    </message>
    <message>
        <source>Set the high bid</source>
        <translation>A legmagasabb licit</translation>
    </message>
    <message>
        <source>High bid</source>
        <translation>Legmagasabb licit</translation>
    </message>
    <message>
        <source>held by</source>
        <translation>tartja</translation>
    </message>
    <message>
        <source>Set who holds the high bid</source>
        <translation>Kié a legmagasabb licit</translation>
    </message>
    <message>
        <source>Buyer</source>
        <translation>Vevő</translation>
    </message>
    <message>
        <source>Set the buyer</source>
        <translation>A vevő beállítása</translation>
    </message>
    <message>
        <source>Set the price</source>
        <translation>Az ár beállítása</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Ár</translation>
    </message>
    <message>
        <source>Last buyer</source>
        <translation>Utolsó vevő</translation>
    </message>
    <message>
        <source>Set the last buyer</source>
        <translation>Az utolsó vevő beállítása</translation>
    </message>
    <message>
        <source>Each player</source>
        <translation>Játékosonként</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Passzolt</translation>
    </message>
    <message>
        <source>May bid up to</source>
        <translation>Legfeljebb ennyit licitálhat</translation>
    </message>
    <message>
        <source>Unused vetoes</source>
        <translation>Fel nem használt vétók</translation>
    </message>
    <message>
        <source>Ships to place</source>
        <translation>Lerakandó hajók</translation>
    </message>
    <message>
        <source>Columbus cards bought in phase I not yet spent on a veto ({rules})</source>
        <translation>Az I. szakaszban vett, vétóra még el nem használt Kolumbusz-lapok ({rules})</translation>
    </message>
    <message>
        <source>{player}&lt;br&gt;&lt;small&gt;{sum} in hand&lt;/small&gt;</source>
        <translation>{player}&lt;br&gt;&lt;small&gt;{sum} a kézben&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Each phase&apos;s explorer cards are in its deck (top first), its box (unsold, {rules}), bought (the ships on the board) or up for auction. Drag a card between deck and box, or onto an explorer on the board to put it up.</source>
        <translation>Minden szakasz felfedezőlapjai a paklijában (legfelső elöl), a dobozában (eladatlan, {rules}), megvéve (a táblán lévő hajók) vagy árverésen vannak. Húzz egy lapot pakli és doboz között, vagy a táblán egy felfedezőre a felcsapásához.</translation>
    </message>
    <message>
        <source>Drag gold cards from the palette or between these lists; a card dragged away onto nothing goes back under the gold deck.</source>
        <translation>Húzz aranylapokat a palettáról vagy a listák között; a semmibe húzott lap visszakerül az aranypakli aljára.</translation>
    </message>
    <message>
        <source>Number of players: {count}</source>
        <translation>Játékosok száma: {count}</translation>
    </message>
    <message>
        <source>A Columbus card&apos;s owner may veto the card</source>
        <translation>Kolumbusz-lap birtokosa megvétózhatja a lapot</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>Az árverés</translation>
    </message>
    <message>
        <source>The buyer pays</source>
        <translation>A vevő fizet</translation>
    </message>
    <message>
        <source>Which half of a split field</source>
        <translation>Az osztott mező melyik fele</translation>
    </message>
    <message>
        <source>Which Magellan stack</source>
        <translation>Melyik Magellán-pakli</translation>
    </message>
    <message>
        <source>The card under Magellan</source>
        <translation>A Magellán alá kerülő lap</translation>
    </message>
    <message>
        <source>Marco Polo exchanges</source>
        <translation>Marco Polo cserél</translation>
    </message>
    <message>
        <source>Pizarro plunders</source>
        <translation>Pizarro fosztogat</translation>
    </message>
    <message>
        <source>The game has ended</source>
        <translation>A játék véget ért</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} passzol</translation>
    </message>
    <message>
        <source>{player} bids on</source>
        <translation>{player} licitál tovább</translation>
    </message>
    <message>
        <source>Set {player}&apos;s vetoes</source>
        <translation>{player} vétói</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>Kézben</translation>
    </message>
    <message>
        <source>Under Magellan (one stack per ship)</source>
        <translation>Magellán alatt (hajónként egy pakli)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gold deck&lt;/b&gt; (top first)</source>
        <translation>&lt;b&gt;Aranypakli&lt;/b&gt; (legfelső elöl)</translation>
    </message>
    <message>
        <source>To the top</source>
        <translation>Legfelülre</translation>
    </message>
    <message>
        <source>Make the selected card the next one drawn</source>
        <translation>A kijelölt lap lesz a következő húzás</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Keverés</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard pile&lt;/b&gt; (top first)</source>
        <translation>&lt;b&gt;Dobópakli&lt;/b&gt; (legfelső elöl)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Phase {phase} deck&lt;/b&gt;</source>
        <translation>&lt;b&gt;{phase}. szakasz paklija&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Phase {phase} box</source>
        <translation>{phase}. szakasz doboza</translation>
    </message>
    <message>
        <source>Gold {value} to the top of the deck</source>
        <translation>{value} arany a pakli tetejére</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <source>May not bid on this card (the rules say so)</source>
        <translation>Erre a lapra nem licitálhat (a szabály szerint)</translation>
    </message>
    <message>
        <source>Passed this auction</source>
        <translation>Ezen az árverésen passzolt</translation>
    </message>
</context>
<context>
    <name>MagellanGuide</name>
    <message>
        <source>Six explorers</source>
        <translation>Hat felfedező</translation>
    </message>
    <message>
        <source>Each board shows three explorers, each with three fields of money bags and crowns. You hold gold cards; the explorer cards are sold one by one at auction.</source>
        <translation>Mindkét tábla három felfedezőt mutat, mindegyiknek három mezője van pénzeszsákokkal és koronákkal. A kezedben aranylapok vannak; a felfedezőlapokat egyenként árverezik el.</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>Az árverés</translation>
    </message>
    <message>
        <source>Bid for the explorer card on offer or pass: the panel shows the bids you may make. The highest bidder pays in gold cards.</source>
        <translation>Licitálj a kínált felfedezőlapra, vagy passzolj: az oldalsáv mutatja, mennyit licitálhatsz. A legtöbbet ígérő aranylapokkal fizet.</translation>
    </message>
    <message>
        <source>Ships on the fields</source>
        <translation>Hajók a mezőkön</translation>
    </message>
    <message>
        <source>A bought card puts one of your ships on that explorer&apos;s next field. At the end of the phase, each ship on a field of that phase earns its money bags in gold cards; some fields give an explorer&apos;s action.</source>
        <translation>A megvett lap egyik hajódat a felfedező következő mezőjére teszi. A szakasz végén minden hajó, amely ennek a szakasznak egy mezőjén áll, annyi aranylapot hoz, ahány pénzeszsák van a mezőn; némelyik mező a felfedező akcióját adja.</translation>
    </message>
    <message>
        <source>How it ends</source>
        <translation>A játék vége</translation>
    </message>
    <message>
        <source>After the last phase the crowns of your fields, your Magellan stacks and the gold in your hand count; the most points win.</source>
        <translation>Az utolsó szakasz után a mezőid koronái, a Magellán-paklijaid és a kezedben lévő arany számít; a legtöbb pont nyer.</translation>
    </message>
</context>
<context>
    <name>MagellanMoments</name>
    <message>
        <source>Veto!</source>
        <translation>Vétó!</translation>
    </message>
    <message>
        <source>Nobody bids</source>
        <translation>Senki sem licitál</translation>
    </message>
    <message>
        <source>Sold</source>
        <translation>Elkelt</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Fizetés</translation>
    </message>
    <message>
        <source>End of the phase</source>
        <translation>A szakasz vége</translation>
    </message>
    <message>
        <source>Plunder</source>
        <translation>Fosztogatás</translation>
    </message>
</context>
<context>
    <name>MagellanPanel</name>
    <message>
        <source>{name}: fields {fields} · Magellan {stacks} · gold in hand {hand}</source>
        <translation>{name}: mezők {fields} · Magellán {stacks} · arany a kézben {hand}</translation>
    </message>
    <message>
        <source> · plunder {points}</source>
        <translation> · fosztogatás {points}</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Lépésnapló</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A játék véget ért.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{explorer}&lt;/b&gt; is turned up. {name} may call veto ({rule}).</source>
        <translation>&lt;b&gt;{explorer}&lt;/b&gt; lapja fel van csapva. {name} vétót jelenthet ({rule}).</translation>
    </message>
    <message>
        <source>Up for auction: &lt;b&gt;{explorer}&lt;/b&gt; (phase {phase}).</source>
        <translation>Árverésen: &lt;b&gt;{explorer}&lt;/b&gt; ({phase}. szakasz).</translation>
    </message>
    <message>
        <source>High bid &lt;b&gt;{bid}&lt;/b&gt; by {name}.</source>
        <translation>Legmagasabb licit: &lt;b&gt;{bid}&lt;/b&gt;, {name}.</translation>
    </message>
    <message>
        <source>No bid yet.</source>
        <translation>Még nincs licit.</translation>
    </message>
    <message>
        <source> — winner</source>
        <translation> — győztes</translation>
    </message>
    <message numerus="yes">
        <source>: %n points</source>
        <translation>
            <numerusform>: %n pont</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n gold cards</source>
        <translation>
            <numerusform> · %n aranylap</numerusform>
        </translation>
    </message>
    <message>
        <source>gold laid open: {cards}</source>
        <translation>felfedett arany: {cards}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message numerus="yes">
        <source>(%n cards)</source>
        <translation>
            <numerusform>(%n lap)</numerusform>
        </translation>
    </message>
    <message>
        <source>Magellan stacks: {stacks}</source>
        <translation>Magellán-paklik: {stacks}</translation>
    </message>
    <message>
        <source>Which gold card slides under the Magellan card? ({rule})</source>
        <translation>Melyik aranylap kerül a Magellan-lap alá? ({rule})</translation>
    </message>
    <message>
        <source>{move}: {chance}</source>
        <translation>{move}: {chance}</translation>
    </message>
    <message>
        <source>Win chance (analysis): {moves}</source>
        <translation>Nyerési esély (elemzés): {moves}</translation>
    </message>
    <message>
        <source>high bidder</source>
        <translation>legmagasabb licit</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Phase {phase}&lt;/b&gt; · %n explorer cards left · gold deck {gold} · discard pile {discard}</source>
        <translation>
            <numerusform>&lt;b&gt;{phase}. szakasz&lt;/b&gt; · %n felfedezőlap maradt · aranypakli {gold} · dobópakli {discard}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ships to place</source>
        <translation>
            <numerusform>%n lerakandó hajó</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vetoes</source>
        <translation>
            <numerusform>%n vétó</numerusform>
        </translation>
    </message>
    <message>
        <source>passed</source>
        <translation>passzolt</translation>
    </message>
    <message>
        <source>still bidding</source>
        <translation>még licitál</translation>
    </message>
    <message>
        <source>Your choices</source>
        <translation>Választási lehetőségeid</translation>
    </message>
</context>
<context>
    <name>MagellanTools</name>
    <message>
        <source>Gold card {value} — drag into a hand, a pile or under Magellan</source>
        <translation>{value} értékű aranylap — húzd egy kézbe, kupacra vagy Magellán alá</translation>
    </message>
    <message>
        <source>Gold card {value} — in {pile}: drag it elsewhere</source>
        <translation>{value} értékű aranylap — itt: {pile}; húzd máshová</translation>
    </message>
    <message>
        <source>{name}: drag onto the explorer on the board to put the card up, or into a deck or box</source>
        <translation>{name}: húzd a táblán a felfedezőre a felcsapáshoz, vagy egy pakliba vagy dobozba</translation>
    </message>
    <message>
        <source>{name} in {pile}: drag onto the board to put it up, or to another place in the deck or box</source>
        <translation>{name}, itt: {pile}; húzd a táblára a felcsapáshoz, vagy máshová a pakliban vagy dobozban</translation>
    </message>
    <message>
        <source>{player}&apos;s ship: drag it onto an explorer&apos;s field</source>
        <translation>{player} hajója: húzd egy felfedező mezőjére</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Hajók</translation>
    </message>
    <message>
        <source>onto a field (on Vasco da Gama B, onto a half); it buys the cards it stands for</source>
        <translation>egy mezőre (Vasco da Gama B oldalán egy félmezőre); megveszi a lapokat, amelyeket jelöl</translation>
    </message>
    <message>
        <source>Gold cards</source>
        <translation>Aranylapok</translation>
    </message>
    <message>
        <source>into a hand, the deck, the discard pile or under Magellan (Gold tab)</source>
        <translation>egy kézbe, a paklira, a dobópaklira vagy Magellán alá (Arany fül)</translation>
    </message>
    <message>
        <source>Explorer cards</source>
        <translation>Felfedezőlapok</translation>
    </message>
    <message>
        <source>onto an explorer to put its card up, or into a deck or box</source>
        <translation>egy felfedezőre a lapja felcsapásához, vagy egy pakliba vagy dobozba</translation>
    </message>
    <message>
        <source>Board {board} on side {side}</source>
        <translation>{board}. tábla, oldal: {side}</translation>
    </message>
    <message>
        <source>Shuffle the gold deck</source>
        <translation>Az aranypakli megkeverése</translation>
    </message>
    <message>
        <source>Gold {value} back under the deck</source>
        <translation>{value} arany vissza a pakli aljára</translation>
    </message>
    <message>
        <source>Gold {value} to {target}</source>
        <translation>{value} arany ide: {target}</translation>
    </message>
    <message>
        <source>{name} card to {pile}</source>
        <translation>{name} lapja ide: {pile}</translation>
    </message>
    <message>
        <source>Sail {player}&apos;s ship to {name}&apos;s field {field}</source>
        <translation>{player} hajója {name} {field}. mezőjére hajózik</translation>
    </message>
    <message>
        <source>Put a {name} card up for auction</source>
        <translation>{name}-lap árverésre bocsátása</translation>
    </message>
    <message>
        <source>Drop the card onto its own explorer&apos;s row to put it up for auction, not onto {name}&apos;s</source>
        <translation>A lapot a saját felfedezője sorába ejtsd az árverésre bocsátáshoz, ne {name} sorába</translation>
    </message>
    <message>
        <source>Sail the ship to {name}&apos;s field {field}</source>
        <translation>A hajó {name} {field}. mezőjére hajózik</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Eltávolítás</translation>
    </message>
    <message>
        <source>{player}&apos;s hand</source>
        <translation>{player} keze</translation>
    </message>
    <message>
        <source>The phase {phase} deck</source>
        <translation>{phase}. szakasz paklija</translation>
    </message>
    <message>
        <source>The phase {phase} box</source>
        <translation>{phase}. szakasz doboza</translation>
    </message>
    <message>
        <source>{player}&apos;s Magellan stacks</source>
        <translation>{player} Magellán-paklijai</translation>
    </message>
    <message>
        <source>The cards {player} bought</source>
        <translation>{player} megvett lapjai</translation>
    </message>
    <message>
        <source>The cards {player} bought in phase {phase}</source>
        <translation>{player} {phase}. szakaszban megvett lapjai</translation>
    </message>
    <message>
        <source>Up for auction</source>
        <translation>Árverésen</translation>
    </message>
    <message>
        <source>{explorer}: {player} buys it for {price}</source>
        <translation>{explorer}: {player} megveszi {price} aranyért</translation>
    </message>
    <message>
        <source>{explorer}: high bid {bid} by {player}</source>
        <translation>{explorer}: legmagasabb licit {bid}, {player}</translation>
    </message>
    <message>
        <source>{explorer}: no bid yet</source>
        <translation>{explorer}: még nincs licit</translation>
    </message>
    <message>
        <source>; passed: {players}</source>
        <translation>; passzolt: {players}</translation>
    </message>
    <message>
        <source>Passed this auction</source>
        <translation>Ezen az árverésen passzolt</translation>
    </message>
    <message>
        <source>May bid up to</source>
        <translation>Legfeljebb ennyit licitálhat</translation>
    </message>
    <message>
        <source>High bid</source>
        <translation>Legmagasabb licit</translation>
    </message>
    <message>
        <source>High bid held by</source>
        <translation>A legmagasabb licitet tartja</translation>
    </message>
    <message>
        <source>Whose turn to bid</source>
        <translation>Ki licitál</translation>
    </message>
    <message>
        <source>Invited to open</source>
        <translation>Licitnyitásra felkérve</translation>
    </message>
    <message>
        <source>Opens the bidding</source>
        <translation>A licitet nyitja</translation>
    </message>
    <message>
        <source>The card up</source>
        <translation>Az árverezett lap</translation>
    </message>
    <message>
        <source>The decision</source>
        <translation>A döntés</translation>
    </message>
    <message>
        <source>The gold deck</source>
        <translation>Az aranypakli</translation>
    </message>
    <message>
        <source>The discard pile</source>
        <translation>A dobópakli</translation>
    </message>
    <message>
        <source>The payment</source>
        <translation>A fizetség</translation>
    </message>
    <message>
        <source>Gold laid open</source>
        <translation>Felfedett arany</translation>
    </message>
    <message>
        <source>Scoring order</source>
        <translation>Pontozási sorrend</translation>
    </message>
    <message>
        <source>Plundering</source>
        <translation>Fosztogat</translation>
    </message>
    <message>
        <source>Gold turned up by the plunder</source>
        <translation>A fosztogatáskor felfordított aranylapok</translation>
    </message>
    <message>
        <source>The plunder&apos;s sum</source>
        <translation>A fosztogatás összege</translation>
    </message>
    <message>
        <source>Plunder fields left</source>
        <translation>Hátralévő fosztogatómezők</translation>
    </message>
    <message>
        <source>The Magellan stack the card joins</source>
        <translation>A Magellan-köteg, amelyhez a lap kerül</translation>
    </message>
    <message>
        <source>Players still to decide on a veto</source>
        <translation>A vétóról még döntő játékosok</translation>
    </message>
    <message>
        <source>Players still to exchange gold (Marco Polo)</source>
        <translation>Az aranyat még cserélő játékosok (Marco Polo)</translation>
    </message>
    <message>
        <source>Hand counted</source>
        <translation>Kéz megszámolva</translation>
    </message>
    <message>
        <source>Vetoed cards under the deck</source>
        <translation>Megvétózott lapok a pakli alján</translation>
    </message>
    <message>
        <source>{ship} on {field}</source>
        <translation>{ship} itt: {field}</translation>
    </message>
    <message>
        <source>{player}&apos;s ship</source>
        <translation>{player} hajója</translation>
    </message>
    <message>
        <source>{ship}, left half</source>
        <translation>{ship}, bal fél</translation>
    </message>
    <message>
        <source>{ship}, right half</source>
        <translation>{ship}, jobb fél</translation>
    </message>
    <message>
        <source>stack {stack}</source>
        <translation>{stack}. pakli</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <source>gold {value}</source>
        <translation>{value} arany</translation>
    </message>
    <message>
        <source>{explorer}&apos;s field {field}</source>
        <translation>{explorer} {field}. mezője</translation>
    </message>
    <message>
        <source>Ship {ship} on {field}</source>
        <translation>{ship}. hajó itt: {field}</translation>
    </message>
</context>
<context>
    <name>MagellanUI</name>
    <message>
        <source>Side A</source>
        <translation>A oldal</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>B oldal</translation>
    </message>
    <message>
        <source>The previous opener</source>
        <translation>Aki előzőleg nyitott</translation>
    </message>
    <message>
        <source>The auctioneer</source>
        <translation>A kikiáltó</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>qtgames match (*.json);;All files (*)</source>
        <translation>qtgames-játszma (*.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>qtgames scenario (*.qtgames-scenario.json *.json);;All files (*)</source>
        <translation>qtgames-forgatókönyv (*.qtgames-scenario.json *.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>qtgames ruling report (*.qtgames-ruling.json *.json);;All files (*)</source>
        <translation>qtgames döntési jegyzőkönyv (*.qtgames-ruling.json *.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>seed {seed}</source>
        <translation>mag: {seed}</translation>
    </message>
    <message>
        <source>review, move {at} of {total}</source>
        <translation>visszanézés, {at}/{total}. lépés</translation>
    </message>
    <message>
        <source>sandbox</source>
        <translation>homokozó</translation>
    </message>
    <message>
        <source>Working out a hint… (Esc cancels)</source>
        <translation>Tipp keresése… (Esc: megszakítás)</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} gondolkodik…</translation>
    </message>
    <message>
        <source>Autosave failed ({problem}); the game goes on — File → Save as… keeps it elsewhere</source>
        <translation>Az automatikus mentés nem sikerült ({problem}); a játszma folytatódik — a Fájl → Mentés másként… máshová menti</translation>
    </message>
    <message>
        <source>Review: move {at}</source>
        <translation>Visszanézés: {at}. lépés</translation>
    </message>
    <message>
        <source>Review: move {at}, {name} to decide</source>
        <translation>Visszanézés: {at}. lépés, {name} dönt</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Vége a játéknak</translation>
    </message>
    <message>
        <source>{name}: {prompt}</source>
        <translation>{name}: {prompt}</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name} következik</translation>
    </message>
    <message>
        <source>The puzzle&apos;s hint: {hint}</source>
        <translation>A feladvány tippje: {hint}</translation>
    </message>
    <message>
        <source>A hint is for the human player to move.</source>
        <translation>Tippet a soron következő emberi játékos kérhet.</translation>
    </message>
    <message>
        <source>Hint cancelled.</source>
        <translation>A tippkérés megszakítva.</translation>
    </message>
    <message>
        <source>Hint: {action}</source>
        <translation>Tipp: {action}</translation>
    </message>
    <message>
        <source>Not allowed — {rule}: {reason}</source>
        <translation>Nem szabályos — {rule}: {reason}</translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <source>Resume the last game?</source>
        <translation>Folytatod a legutóbbi játszmát?</translation>
    </message>
    <message>
        <source>A game was left unfinished: {game}.

Resume it?</source>
        <translation>Egy játszma befejezetlen maradt: {game}.

Folytatod?</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>A játszma mentése</translation>
    </message>
    <message>
        <source>Cannot keep the unfinished game</source>
        <translation>A befejezetlen játszma nem őrizhető meg</translation>
    </message>
    <message>
        <source>It could not be moved to {folder}.</source>
        <translation>Nem sikerült áthelyezni ide: {folder}.</translation>
    </message>
    <message>
        <source>It is kept as {path} (File → Open recent), and will not be offered again.</source>
        <translation>Megmaradt {path} néven (Fájl → Legutóbbiak), és többé nem kínáljuk fel.</translation>
    </message>
    <message>
        <source>The last game cannot be resumed</source>
        <translation>A legutóbbi játszma nem folytatható</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>A fájl nem nyitható meg</translation>
    </message>
    <message>
        <source>Not a usable scenario</source>
        <translation>Nem használható forgatókönyv</translation>
    </message>
    <message>
        <source>Not a usable match file</source>
        <translation>Nem használható játszmafájl</translation>
    </message>
    <message>
        <source>This match was played with other {game} component data than is in force now: it may not go as it went.</source>
        <translation>Ezt a játszmát más {game}-adatokkal játszották, mint amelyek most érvényesek: nem biztos, hogy ugyanúgy alakul.</translation>
    </message>
    <message>
        <source>Not a usable ruling report</source>
        <translation>Nem használható döntési jegyzőkönyv</translation>
    </message>
    <message>
        <source>Open a match, a scenario or a ruling report</source>
        <translation>Játszma, forgatókönyv vagy döntési jegyzőkönyv megnyitása</translation>
    </message>
    <message>
        <source>qtgames match, scenario or ruling report (*.json);;All files (*)</source>
        <translation>qtgames-játszma, -forgatókönyv vagy döntési jegyzőkönyv (*.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Forgatókönyv megnyitása</translation>
    </message>
    <message>
        <source>A scenario</source>
        <translation>Egy forgatókönyv</translation>
    </message>
    <message>
        <source>a {game} puzzle: {goal}</source>
        <translation>{game}-feladvány, a cél: {goal}</translation>
    </message>
    <message>
        <source>a {game} position</source>
        <translation>{game}-állás</translation>
    </message>
    <message>
        <source>{title} is {kind}.</source>
        <translation>{title}: {kind}.</translation>
    </message>
    <message>
        <source>Play it from its position, or open it in the scenario editor?</source>
        <translation>Játszod a kiinduló állásból, vagy megnyitod a forgatókönyv-szerkesztőben?</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Játék</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Megnyitás a szerkesztőben</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>A mentés nem sikerült</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Elmentve: {path}</translation>
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
            <numerusform>A gép folyamata %n alkalommal leállt ennél a lépésnél; a játszma vár. Szüneteltesd és folytasd a gép lépéseit (P, P), hogy újra próbálja.</numerusform>
        </translation>
    </message>
    <message>
        <source>The AI&apos;s process stopped; a new one is thinking. Nothing of the game was lost.</source>
        <translation>A gép folyamata leállt; egy új gondolkodik helyette. A játszmából semmi sem veszett el.</translation>
    </message>
    <message>
        <source>No game on the table.</source>
        <translation>Nincs játszma az asztalon.</translation>
    </message>
    <message>
        <source>Not while reviewing: close the review first.</source>
        <translation>Visszanézés közben nem: előbb zárd be a visszanézést.</translation>
    </message>
    <message>
        <source>No move to take back yet.</source>
        <translation>Még nincs visszavonható lépés.</translation>
    </message>
    <message>
        <source>Only AIs play: there is no move of yours to take back.</source>
        <translation>Csak gépek játszanak: nincs a te lépésed, amit visszavonhatnál.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A játszma véget ért.</translation>
    </message>
    <message>
        <source>Another player has moved since; in a sandbox game (Advanced, on the start page) undo takes back anything.</source>
        <translation>Azóta más is lépett; homokozójátszmában (Haladó, a kezdőlapon) bármi visszavonható.</translation>
    </message>
    <message>
        <source>Your last move showed something new (a drawn tile, a roll), so it stands; in a sandbox game (Advanced, on the start page) undo takes back anything.</source>
        <translation>Az utolsó lépésed újat mutatott (egy húzott lapkát, egy dobást), ezért érvényes marad; homokozójátszmában (Haladó, a kezdőlapon) bármi visszavonható.</translation>
    </message>
</context>
<context>
    <name>MatchWords</name>
    <message numerus="yes">
        <source>{game}, %n moves in</source>
        <translation>
            <numerusform>{game}, %n lépésnél</numerusform>
        </translation>
    </message>
    <message>
        <source>just now</source>
        <translation>az imént</translation>
    </message>
    <message numerus="yes">
        <source>%n minutes ago</source>
        <translation>
            <numerusform>%n perce</numerusform>
        </translation>
    </message>
    <message>
        <source>{game}, saved {when}</source>
        <translation>{game}, mentve {when}</translation>
    </message>
    <message>
        <source>Resumed where the game stopped.</source>
        <translation>A játszma ott folytatódik, ahol abbamaradt.</translation>
    </message>
    <message>
        <source>The unfinished game is kept as {name} (File → Open recent).</source>
        <translation>A befejezetlen játszma megmaradt {name} néven (Fájl → Legutóbbiak).</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished games are kept among your saves (File → Open recent).</source>
        <translation>
            <numerusform>%n befejezetlen játszma megmaradt a mentéseid között (Fájl → Legutóbbiak).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionAnalysisDialog</name>
    <message>
        <source>Analyse this position</source>
        <translation>Az állás elemzése</translation>
    </message>
    <message>
        <source>Analyse again</source>
        <translation>Újraelemzés</translation>
    </message>
    <message>
        <source>{name} to decide: {prompt}</source>
        <translation>{name} dönt: {prompt}</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Nagyítás</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Kicsinyítés</translation>
    </message>
    <message>
        <source>Zoom to &amp;fit</source>
        <translation>&amp;Igazítás az ablakhoz</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animációk</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Nyelv</translation>
    </message>
</context>
<context>
    <name>PuzzleBar</name>
    <message>
        <source>Player {seat}</source>
        <translation>{seat}. játékos</translation>
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
        <translation>Te vagy: {who}.</translation>
    </message>
    <message>
        <source>{who} plays for it.</source>
        <translation>{who} játszik érte.</translation>
    </message>
    <message>
        <source>{who}, an AI, plays for it.</source>
        <translation>{who} (gép) játszik érte.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Újra</translation>
    </message>
    <message>
        <source>Start the puzzle again from its position, with the same players</source>
        <translation>A feladvány újra a kiinduló állásból, ugyanazokkal a játékosokkal</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Feladvány</translation>
    </message>
    <message>
        <source>Goal: {goal}.</source>
        <translation>Cél: {goal}.</translation>
    </message>
    <message>
        <source>Solved.</source>
        <translation>Megoldva.</translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation>Nem sikerült.</translation>
    </message>
</context>
<context>
    <name>PuzzleCheckDialog</name>
    <message>
        <source>Check the puzzle</source>
        <translation>A fejtörő ellenőrzése</translation>
    </message>
    <message>
        <source>%v of %m first moves</source>
        <translation>%v / %m első lépés</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Keep the hidden cards as laid out (when the notes tell them)</source>
        <translation>A rejtett lapok maradjanak úgy, ahogy le vannak rakva (ha a leírás elárulja őket)</translation>
    </message>
    <message>
        <source>A puzzle whose notes give the other hands or the card under a stack is sound only for those cards: checked with them dealt at random, no first move may work. Press Check again after changing this.</source>
        <translation>Az a feladvány, amelynek leírása megadja a többiek kezét vagy a pakli alján lévő lapot, csak azokkal a lapokkal helyes: véletlenszerűen kiosztott lapokkal lehet, hogy egyik első lépés sem működik. Változtatás után nyomd meg az Újraellenőrzés gombot.</translation>
    </message>
    <message>
        <source>What the check found:</source>
        <translation>Amit az ellenőrzés talált:</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Újraellenőrzés</translation>
    </message>
    <message>
        <source>the check looks as many moves ahead as the solution has, and none is written. Play the solution in Test a ruling, then press Record on the Scenario tab.</source>
        <translation>az ellenőrzés annyi lépésnyit néz előre, ahány lépésből a megoldás áll, és még nincs megoldás. Játszd le a megoldást a Szabálypróbában, majd nyomd meg a Rögzítés gombot a Forgatókönyv lapon.</translation>
    </message>
    <message>
        <source>Checking every first move of the goal player against every reply and roll of the dice…</source>
        <translation>A célt kergető játékos minden első lépésének ellenőrzése minden válasz és kockadobás ellen…</translation>
    </message>
    <message>
        <source>The check was cancelled: nothing was found yet.</source>
        <translation>Az ellenőrzés megszakadt: még nem talált semmit.</translation>
    </message>
    <message>
        <source>This cannot be checked as a puzzle: {reason}</source>
        <translation>Ez nem ellenőrizhető fejtörőként: {reason}</translation>
    </message>
    <message>
        <source>Goal: {goal}, within {horizon} moves.</source>
        <translation>Cél: {goal}, {horizon} lépésen belül.</translation>
    </message>
    <message>
        <source>✗ The puzzle has no written solution to check.</source>
        <translation>✗ A fejtörőhöz nincs leírt megoldás, amit ellenőrizni lehetne.</translation>
    </message>
    <message>
        <source>✓ The solution&apos;s first move, {move}, reaches the goal.</source>
        <translation>✓ A megoldás első lépése ({move}) eléri a célt.</translation>
    </message>
    <message>
        <source>? The solution&apos;s first move, {move}, could not be settled within the check&apos;s budget.</source>
        <translation>? A megoldás első lépéséről ({move}) az ellenőrzés keretében nem dőlt el, hogy működik-e.</translation>
    </message>
    <message>
        <source>✗ The solution&apos;s first move, {move}, does not always reach the goal.</source>
        <translation>✗ A megoldás első lépése ({move}) nem mindig éri el a célt.</translation>
    </message>
    <message>
        <source>✗ It does not hold against every reply and roll of the dice: one way it fails is below.</source>
        <translation>✗ Nem áll meg minden válasz és kockadobás mellett: egy esetet, amikor elbukik, lent láthatsz.</translation>
    </message>
    <message>
        <source>✗ Second solutions (cooks): {moves}</source>
        <translation>✗ Mellékmegoldások: {moves}</translation>
    </message>
    <message>
        <source>✓ No other first move works: the solution is unique.</source>
        <translation>✓ Más első lépés nem működik: a megoldás egyértelmű.</translation>
    </message>
    <message>
        <source>? No other first move was found to work, but some were not settled within the budget.</source>
        <translation>? Más működő első lépés nem akadt, de néhányat nem sikerült eldönteni a kereten belül.</translation>
    </message>
    <message>
        <source>✗ No first move works in every case looked at: the puzzle has no solution as set.</source>
        <translation>✗ Egyik első lépés sem működik minden megvizsgált esetben: így felállítva a feladványnak nincs megoldása.</translation>
    </message>
    <message>
        <source>✓ It holds under every roll of the dice and every reply looked at.</source>
        <translation>✓ Minden megvizsgált kockadobás és válasz mellett kitart.</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <source>qtgames could not replay it ({error})</source>
        <translation>a qtgames nem tudta visszajátszani ({error})</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>0.25 s per move</source>
        <translation>0,25 mp lépésenként</translation>
    </message>
    <message>
        <source>0.5 s per move</source>
        <translation>0,5 mp lépésenként</translation>
    </message>
    <message>
        <source>1 s per move</source>
        <translation>1 mp lépésenként</translation>
    </message>
    <message>
        <source>2 s per move</source>
        <translation>2 mp lépésenként</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Visszanézés</translation>
    </message>
    <message>
        <source>First position (Home)</source>
        <translation>Kezdőállás (Home)</translation>
    </message>
    <message>
        <source>Previous move (←)</source>
        <translation>Előző lépés (←)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lejátszás</translation>
    </message>
    <message>
        <source>Play the moves at the chosen pace (Space)</source>
        <translation>A lépések lejátszása a választott tempóban (szóköz)</translation>
    </message>
    <message>
        <source>Next move (→)</source>
        <translation>Következő lépés (→)</translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation>Utolsó állás (End)</translation>
    </message>
    <message>
        <source>Take over from here…</source>
        <translation>Átvétel innen…</translation>
    </message>
    <message>
        <source>Play on from this position: choose who plays each seat</source>
        <translation>Játék innen tovább: válaszd ki, ki ül az egyes helyeken</translation>
    </message>
    <message>
        <source>Close review</source>
        <translation>Visszanézés bezárása</translation>
    </message>
    <message>
        <source>Back to the game as it stands (Esc)</source>
        <translation>Vissza a játszma jelenlegi állásához (Esc)</translation>
    </message>
    <message>
        <source>Move {at} of {total}</source>
        <translation>{at}/{total}. lépés</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Szünet</translation>
    </message>
    <message>
        <source>Take over from here</source>
        <translation>Átvétel innen</translation>
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
        <translation>Minden szabálynak van azonosítója. A lépésnapló és minden elutasított lépés hivatkozik rá: ott egy azonosítóra kattintva ide jutsz. A „Döntés” olyan választást jelöl, amelyről a szabálykönyv hallgat; ahol egy asztal másként is dönthetne, az a kezdőlapon a Haladó alatt beállítható.</translation>
    </message>
    <message>
        <source>The component data at the end say where each number comes from: [seed] the rulebook, [public] public sources, [transcribed] a single public source, [reconstructed] or [placeholder] chosen where no source gives it. If you own the game, a data file of your own can correct them: the start page&apos;s “About the component data” says where it goes.</source>
        <translation>A végén álló tartozékadatok minden számnál megmondják, honnan származik: [szabálykönyv] a szabálykönyv, [nyilvános] nyilvános források, [átvett] egyetlen nyilvános forrás, [rekonstruált] vagy [helykitöltő] választott érték, ahol egyik forrás sem adja meg. Akinek megvan a játék, saját adatfájllal kijavíthatja őket: hogy hová tegye, azt a kezdőlap „A tartozékadatokról” jegyzete mondja meg.</translation>
    </message>
    <message>
        <source>No rule mentions “{query}”.</source>
        <translation>Egyik szabály sem említi ezt: „{query}”.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <source>Search the rules: words or a rule ID</source>
        <translation>Keresés a szabályokban: szavak vagy szabályazonosító</translation>
    </message>
    <message numerus="yes">
        <source>%n rules match</source>
        <translation>
            <numerusform>%n szabály illeszkedik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rules</source>
        <translation>
            <numerusform>%n szabály</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules — {game}</source>
        <translation>Szabályok — {game}</translation>
    </message>
</context>
<context>
    <name>RulingPanel</name>
    <message>
        <source>Apply</source>
        <translation>Alkalmazás</translation>
    </message>
    <message>
        <source>Carry out the selected legal action and show what the rules make happen</source>
        <translation>A kijelölt szabályos lépés végrehajtása, és annak megmutatása, mi történik a szabályok szerint</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Visszalépés</translation>
    </message>
    <message>
        <source>Save as test case…</source>
        <translation>Mentés tesztesetként…</translation>
    </message>
    <message>
        <source>Apply an action to see its events (with rule IDs) and what changed.</source>
        <translation>Alkalmazz egy lépést, hogy lásd az eseményeit (szabályazonosítókkal) és a változásokat.</translation>
    </message>
    <message>
        <source>Fix the position&apos;s problems first: only a valid position can be asked about.</source>
        <translation>Előbb javítsd az állás hibáit: szabálypróba csak szabályos álláson futhat.</translation>
    </message>
    <message>
        <source>The game is over in this position: nothing more to decide.</source>
        <translation>Ebben az állásban a játék véget ért: nincs több döntés.</translation>
    </message>
    <message>
        <source>Not allowed — {rule}: {reason}</source>
        <translation>Nem szabályos — {rule}: {reason}</translation>
    </message>
    <message>
        <source>Action: {action}</source>
        <translation>Lépés: {action}</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>Események:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nincs)</translation>
    </message>
    <message>
        <source>What changed:</source>
        <translation>Mi változott:</translation>
    </message>
    <message>
        <source>refused — {rule}: {reason}</source>
        <translation>tiltott — {rule}: {reason}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; decides ({rule}): {prompt}</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; dönt ({rule}): {prompt}</translation>
    </message>
    <message numerus="yes">
        <source>legal, with %n events</source>
        <translation>
            <numerusform>szabályos, %n eseménnyel</numerusform>
        </translation>
    </message>
    <message>
        <source>Still holds under this version of the rules.</source>
        <translation>A szabályok e változata szerint is érvényes.</translation>
    </message>
    <message>
        <source>Changed: now {answer}</source>
        <translation>Megváltozott: most {answer}</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>cím nélkül</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ruling report&lt;/b&gt; «{title}»&lt;br&gt;Recorded answer: {answer}&lt;br&gt;{holds}</source>
        <translation>&lt;b&gt;Döntési jegyzőkönyv&lt;/b&gt; „{title}”&lt;br&gt;Rögzített válasz: {answer}&lt;br&gt;{holds}</translation>
    </message>
    <message>
        <source>Stepped back from the refused action.</source>
        <translation>Visszaléptél a tiltott lépésről.</translation>
    </message>
    <message>
        <source>Stepped back to the position before the last applied action.</source>
        <translation>Visszaléptél az utoljára alkalmazott lépés előtti állásra.</translation>
    </message>
</context>
<context>
    <name>ScenarioForm</name>
    <message>
        <source>Edit the title</source>
        <translation>A cím szerkesztése</translation>
    </message>
    <message>
        <source>Edit the author</source>
        <translation>A szerző szerkesztése</translation>
    </message>
    <message>
        <source>What the puzzle or ruling is about</source>
        <translation>Miről szól a feladvány vagy a szabálypróba</translation>
    </message>
    <message>
        <source>Edit the notes</source>
        <translation>A jegyzetek szerkesztése</translation>
    </message>
    <message>
        <source>No goal (a position to study)</source>
        <translation>Nincs cél (tanulmányozandó állás)</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Cím</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Szerző</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Megjegyzések</translation>
    </message>
    <message>
        <source>Puzzle goal</source>
        <translation>A feladvány célja</translation>
    </message>
    <message>
        <source>For player</source>
        <translation>Melyik játékosnak</translation>
    </message>
    <message>
        <source>Target (N)</source>
        <translation>Célérték (N)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solution and hints&lt;/b&gt;</source>
        <translation>&lt;b&gt;Megoldás és tippek&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Play the solution in Test a ruling — every player&apos;s moves, from the position as laid out — then press Record. Type the hint a player sees before each move (leave it empty for none).</source>
        <translation>Játszd le a megoldást a Szabálypróbában – minden játékos lépéseit, a kirakott állásból –, majd nyomd meg a Rögzítés gombot. Írd be a tippet, amelyet a játékos az egyes lépések előtt lát (üresen hagyva nincs tipp).</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Lépés</translation>
    </message>
    <message>
        <source>Hint before it</source>
        <translation>Tipp előtte</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Rögzítés</translation>
    </message>
    <message>
        <source>The moves applied in Test a ruling become the solution</source>
        <translation>A Szabálypróbában végrehajtott lépések lesznek a megoldás</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <source>Clear the solution</source>
        <translation>A megoldás törlése</translation>
    </message>
    <message>
        <source>The app&apos;s own words</source>
        <translation>Az alkalmazás saját szavai</translation>
    </message>
    <message>
        <source>Edit the words when solved</source>
        <translation>A megoldáskor látható szöveg szerkesztése</translation>
    </message>
    <message>
        <source>Edit the words when failed</source>
        <translation>A kudarckor látható szöveg szerkesztése</translation>
    </message>
    <message>
        <source>When solved</source>
        <translation>Ha sikerül</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>Ha nem sikerül</translation>
    </message>
    <message>
        <source>Change the goal</source>
        <translation>A cél módosítása</translation>
    </message>
    <message>
        <source>Record the solution</source>
        <translation>A megoldás rögzítése</translation>
    </message>
    <message>
        <source>Write a hint</source>
        <translation>Tipp írása</translation>
    </message>
    <message>
        <source>Player {seat}: {goal}</source>
        <translation>{seat}. játékos: {goal}</translation>
    </message>
    <message>
        <source>{player}: {move}</source>
        <translation>{player}: {move}</translation>
    </message>
    <message>
        <source>(not reached)</source>
        <translation>(nem jut el idáig)</translation>
    </message>
    <message>
        <source>A puzzle&apos;s solution needs a goal.</source>
        <translation>A feladvány megoldásához cél kell.</translation>
    </message>
    <message>
        <source>No solution yet.</source>
        <translation>Még nincs megoldás.</translation>
    </message>
    <message>
        <source>Fix the position&apos;s problems to check the solution.</source>
        <translation>A megoldás ellenőrzéséhez javítsd ki az állás hibáit.</translation>
    </message>
    <message numerus="yes">
        <source>The solution reaches the goal in %n moves.</source>
        <translation>
            <numerusform>A megoldás %n lépésben eléri a célt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The solution fails at move {move}: {reason}</source>
        <translation>A megoldás elakad ennél a lépésnél: {move}. Ok: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Record %n moves</source>
        <translation>
            <numerusform>%n lépés rögzítése</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Scenarios</name>
    <message>
        <source>Not in the editor yet</source>
        <translation>Még nincs a szerkesztőben</translation>
    </message>
    <message numerus="yes">
        <source>{game} after %n moves</source>
        <translation>
            <numerusform>{game} %n lépés után</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Nincs mit exportálni</translation>
    </message>
    <message>
        <source>Start or open a game first.</source>
        <translation>Előbb indíts el vagy nyiss meg egy játszmát.</translation>
    </message>
    <message>
        <source>position</source>
        <translation>allas</translation>
    </message>
    <message>
        <source>Export the position as a scenario</source>
        <translation>Az állás exportálása forgatókönyvként</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>A mentés nem sikerült</translation>
    </message>
    <message>
        <source>Position exported to {path}</source>
        <translation>Állás exportálva: {path}</translation>
    </message>
    <message>
        <source>Nothing to copy</source>
        <translation>Nincs mit másolni</translation>
    </message>
    <message>
        <source>The position is on the clipboard as text.</source>
        <translation>Az állás szövegként a vágólapon van.</translation>
    </message>
    <message>
        <source>Cannot paste the position</source>
        <translation>Az állás nem illeszthető be</translation>
    </message>
    <message>
        <source>The clipboard holds no usable position: {error}</source>
        <translation>A vágólapon nincs használható állás: {error}</translation>
    </message>
    <message>
        <source>Cannot play the scenario</source>
        <translation>A forgatókönyv nem játszható</translation>
    </message>
    <message>
        <source>{name}: {goal}</source>
        <translation>{name}: {goal}</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Játék tovább</translation>
    </message>
    <message>
        <source>The solution cannot be shown</source>
        <translation>A megoldás nem mutatható meg</translation>
    </message>
    <message>
        <source>Puzzle solved!</source>
        <translation>Feladvány megoldva!</translation>
    </message>
    <message>
        <source>Puzzle failed</source>
        <translation>A feladvány nem sikerült</translation>
    </message>
    <message>
        <source>Try another line.</source>
        <translation>Próbálj másik változatot.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Újra</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>A megoldás megmutatása</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Megnyitás a szerkesztőben</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
</context>
<context>
    <name>SeatBox</name>
    <message>
        <source>nobody</source>
        <translation>senki</translation>
    </message>
</context>
<context>
    <name>SeatsDialog</name>
    <message>
        <source>Play from here</source>
        <translation>Játék innen</translation>
    </message>
    <message>
        <source>Puzzle goal: {goal}</source>
        <translation>A feladvány célja: {goal}</translation>
    </message>
    <message>
        <source>{seat}: the puzzle&apos;s side</source>
        <translation>{seat}: a feladvány oldala</translation>
    </message>
</context>
<context>
    <name>SpinnerWidget</name>
    <message>
        <source>The spinner showed {value}</source>
        <translation>A forgó ezt mutatta: {value}</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Seat {seat} ({colour})</source>
        <translation>{seat}. hely ({colour})</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Ember</translation>
    </message>
    <message>
        <source>AI: {0}</source>
        <translation>Gép: {0}</translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>{seat}. játékos</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Mag</translation>
    </message>
    <message>
        <source>Sandbox: undo may take back anything, draws and other players&apos; moves</source>
        <translation>Homokozó: bármi visszavonható, a húzások és a többiek lépései is</translation>
    </message>
    <message>
        <source>Otherwise you may take back only your own moves within your turn, and never a roll, a draw or another player&apos;s move.</source>
        <translation>Különben csak a saját lépéseidet vonhatod vissza a saját köröd alatt, kockadobást, húzást vagy más lépését soha.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Válassz játékot</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Hogyan kell játszani</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Játékosok száma</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Hely</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Ki játssza</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <source>Advanced: seed, undo and rule options</source>
        <translation>Haladó: mag, visszavonás és szabálybeállítások</translation>
    </message>
    <message>
        <source>a new one for every game</source>
        <translation>minden játszmához új</translation>
    </message>
    <message>
        <source>The same seed and moves replay the same game, dice and all. Leave it empty for a new deal every game; the seed of each game shows in the title.</source>
        <translation>Ugyanaz a mag és ugyanazok a lépések ugyanazt a játszmát adják, kockadobásokkal együtt. Hagyd üresen, és minden játszma új leosztással indul; a játszma magja a címsorban látszik.</translation>
    </message>
    <message>
        <source>Rules and rulings</source>
        <translation>Szabályok és döntések</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Játék indítása</translation>
    </message>
    <message>
        <source>Scenario editor…</source>
        <translation>Forgatókönyv-szerkesztő…</translation>
    </message>
    <message>
        <source>Lay out any position, check it against the rules, test a ruling or set a puzzle</source>
        <translation>Rakj össze bármilyen állást, ellenőrizd a szabályok szerint, próbálj ki egy szabályértelmezést vagy készíts feladványt</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Vissza a játszmához</translation>
    </message>
    <message>
        <source>The game on the table goes on as it was</source>
        <translation>Az asztalon lévő játszma ott folytatódik, ahol tartott</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Legutóbbi játékok</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Megnyitás</translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation>Még nincs mentett játék</translation>
    </message>
    <message>
        <source>Puzzles, rulebook examples and rulings</source>
        <translation>Feladványok, szabálykönyvi példák és szabálydöntések</translation>
    </message>
    <message>
        <source>{title} — puzzle</source>
        <translation>{title} — feladvány</translation>
    </message>
    <message>
        <source>{title} — ruling</source>
        <translation>{title} — szabálydöntés</translation>
    </message>
    <message>
        <source>Opens in the scenario editor&apos;s Test a ruling, with the answer the rules gave</source>
        <translation>A forgatókönyv-szerkesztő Szabálypróbájában nyílik meg, a szabályok adta válasszal</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Játék</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Megnyitás a szerkesztőben</translation>
    </message>
    <message>
        <source>{title} — your puzzle</source>
        <translation>{title} — saját feladvány</translation>
    </message>
    <message>
        <source>{title} — your scenario</source>
        <translation>{title} — saját forgatókönyv</translation>
    </message>
    <message>
        <source>{least}–{most} players</source>
        <translation>{least}–{most} játékos</translation>
    </message>
    <message>
        <source>Some of {game}&apos;s component numbers are reconstructed: no public source gives them. The rules&apos; component data (Help → Rules) mark each one; if you own the game, a corrected copy of its data file, {file}, in the folder {folder} is read instead.</source>
        <translation>{game}: néhány tartozékadat rekonstruált, mert egyetlen nyilvános forrás sem adja meg őket. A szabályok tartozékadatai (Súgó → Szabályok) mindegyiket megjelölik; akinek megvan a játék, és az adatfájl ({file}) javított példányát ebbe a mappába teszi: {folder}, a program azt olvassa helyette.</translation>
    </message>
    <message>
        <source>About the component data</source>
        <translation>A tartozékadatokról</translation>
    </message>
</context>
<context>
    <name>TableCards</name>
    <message>
        <source>The game waits until you close the card.</source>
        <translation>A játék vár, amíg be nem zárod a kártyát.</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Add át a gépet: {name}</translation>
    </message>
    <message>
        <source>Only they should see their hand.</source>
        <translation>Csak ő láthatja a saját kezét.</translation>
    </message>
    <message>
        <source>I am {name}: show my hand</source>
        <translation>{name} vagyok: mutasd a kezemet</translation>
    </message>
    <message>
        <source>Review that move</source>
        <translation>A lépés visszanézése</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Játék tovább</translation>
    </message>
    <message>
        <source>Watch to the end</source>
        <translation>Végignézem</translation>
    </message>
    <message>
        <source>Skip to the result</source>
        <translation>Ugrás az eredményre</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Új játék</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>{rule} szabály</translation>
    </message>
    <message>
        <source>{name} is out of the game</source>
        <translation>{name} kiesett a játékból</translation>
    </message>
    <message>
        <source>Playing out the rest of the game…</source>
        <translation>A játék hátralévő része lejátszódik…</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} nyert!</translation>
    </message>
    <message>
        <source>{names} and {last} share the victory!</source>
        <translation>{names} és {last} osztozik a győzelmen!</translation>
    </message>
    <message numerus="yes">
        <source>The game is over ({rule}) after %n moves.</source>
        <translation>
            <numerusform>A játék véget ért ({rule}) %n lépés után.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n moves.</source>
        <translation>
            <numerusform>A játék véget ért %n lépés után.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: &lt;b&gt;%n&lt;/b&gt; points</source>
        <translation>
            <numerusform>{name}: &lt;b&gt;%n&lt;/b&gt; pont</numerusform>
        </translation>
    </message>
    <message>
        <source>Seed {seed}: the same seed and moves replay this game (Advanced, on the start page).</source>
        <translation>Mag: {seed} — ugyanez a mag és ugyanezek a lépések ezt a játszmát játsszák le újra (Haladó, a kezdőlapon).</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>A játszma visszanézése</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Bezárás</translation>
    </message>
</context>
<context>
    <name>TrialBar</name>
    <message>
        <source>Back to the scenario</source>
        <translation>Vissza a forgatókönyvhöz</translation>
    </message>
    <message>
        <source>Show the position as laid out again</source>
        <translation>Újra a kirakott állás látszik</translation>
    </message>
    <message>
        <source>Lay out this position</source>
        <translation>Ennek az állásnak a kirakása</translation>
    </message>
    <message>
        <source>Make the shown position the scenario&apos;s (an undo step); Save then writes it</source>
        <translation>A látott állás lesz a forgatókönyvé (visszavonható lépés); ezután a Mentés ezt írja ki</translation>
    </message>
    <message>
        <source>Save it as…</source>
        <translation>Mentés másként…</translation>
    </message>
    <message>
        <source>Save the shown position as a new scenario; this one stays as laid out</source>
        <translation>A látott állás mentése új forgatókönyvként; ez a kirakott állapotában marad</translation>
    </message>
    <message numerus="yes">
        <source>The board shows the position after %n actions applied in Test a ruling. The scenario stays as laid out: Save keeps that.</source>
        <translation>
            <numerusform>A tábla a Szabálypróbában végrehajtott %n lépés utáni állást mutatja. A forgatókönyv a kirakott állapotában marad: a Mentés azt őrzi meg.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TsuroBoard</name>
    <message>
        <source>Player {seat}</source>
        <translation>{seat}. játékos</translation>
    </message>
    <message>
        <source>Daikaiju {name}: the gold arrow acts before the other {number}</source>
        <translation>{name} jelű daikaiju: arany nyila miatt a másik {number} jelű előtt lép</translation>
    </message>
    <message>
        <source>Daikaiju {name}</source>
        <translation>{name} jelű daikaiju</translation>
    </message>
    <message>
        <source>Squares are named by column letter and row number, as in the move log</source>
        <translation>A mezők neve oszlopbetű és sorszám, ahogy a lépésnaplóban</translation>
    </message>
    <message>
        <source>Gold die {die}: a new daikaiju comes to this column</source>
        <translation>Arany kocka, {die}: ebbe az oszlopba érkezik az új daikaiju</translation>
    </message>
    <message>
        <source>Blue die {die}: a new daikaiju comes to this row</source>
        <translation>Kék kocka, {die}: ebbe a sorba érkezik az új daikaiju</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>kocka</translation>
    </message>
    <message>
        <source>The gold die picks a column and the blue die a row: that square gets a new daikaiju. The square names are the letters and numbers further out.</source>
        <translation>Az arany kocka egy oszlopot, a kék egy sort választ: arra a mezőre kerül az új daikaiju. A mezők nevei a kijjebb álló betűk és számok.</translation>
    </message>
    <message>
        <source>Suggested by the hint</source>
        <translation>A tipp ezt javasolja</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>{refusal} — {outcomes}</source>
        <translation>{refusal} — {outcomes}</translation>
    </message>
    <message>
        <source>Legal — {outcomes}. Double-click the tile, press Enter or click Place.</source>
        <translation>Szabályos — {outcomes}. Kattints duplán a lapkára, nyomj Entert, vagy kattints a Lerakás gombra.</translation>
    </message>
    <message>
        <source>Choose a tile in your hand first (1–3): it shows here, in front of your ship.</source>
        <translation>Előbb válassz lapkát a kezedből (1–3): itt jelenik meg, a vitorlásod előtt.</translation>
    </message>
</context>
<context>
    <name>TsuroGuide</name>
    <message>
        <source>The sea</source>
        <translation>A tenger</translation>
    </message>
    <message>
        <source>Every captain holds three wake tiles (your hand is in the side panel) and chooses a starting mark on the edge of the sea for their ship. The purple tiles are daikaiju: sea monsters that roam the board.</source>
        <translation>Minden kapitány kezében három sodráslapka van (a tiéd az oldalsávban), és a tenger szélén kiindulópontot választ a vitorlásának. A lila lapkák a daikaijuk: a táblán kóborló tengeri szörnyek.</translation>
    </message>
    <message>
        <source>Your turn: lay a tile</source>
        <translation>A te köröd: lapka lerakása</translation>
    </message>
    <message>
        <source>Lay one of your tiles on the square in front of your ship: pick it in your hand, turn it (R) until you like its wakes, and place it. Every ship touching the new tile then sails along its wake. A move the rules refuse says why, with the rule.</source>
        <translation>Tedd le az egyik lapkádat a vitorlásod előtti mezőre: válaszd ki a kezedből, forgasd (R), amíg a sodrásai tetszenek, és tedd le. Ezután minden vitorlás, amely az új lapkához ér, végighajózik a sodrásán. Ha a szabályok elutasítanak egy lépést, megmondják, miért, a szabállyal együtt.</translation>
    </message>
    <message>
        <source>The daikaiju move</source>
        <translation>A daikaijuk mozognak</translation>
    </message>
    <message>
        <source>After each turn the dice may wake the daikaiju. A monster moving onto a ship or a tile destroys it, so keep your ship out of their way.</source>
        <translation>Minden kör után a kockák felébreszthetik a daikaijukat. Az a szörny, amely vitorlásra vagy lapkára lép, elpusztítja, ezért kerüld el őket.</translation>
    </message>
    <message>
        <source>How it ends</source>
        <translation>A játék vége</translation>
    </message>
    <message>
        <source>A ship sailing off the board, into another ship&apos;s wake loop or under a daikaiju is out. The last ship still sailing wins; the move log on the right tells every step with its rule.</source>
        <translation>Kiesik a vitorlás, amely lehajózik a tábláról, körbe futó sodrásba kerül vagy daikaiju alá jut. Az utolsó még hajózó vitorlás nyer; a jobb oldali lépésnapló minden lépést elmond a szabályával együtt.</translation>
    </message>
</context>
<context>
    <name>TsuroPanel</name>
    <message>
        <source>Your hand</source>
        <translation>A kezed</translation>
    </message>
    <message>
        <source>Rotate (R)</source>
        <translation>Forgatás (R)</translation>
    </message>
    <message>
        <source>Place (Enter)</source>
        <translation>Lerakás (Enter)</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Lépésnapló</translation>
    </message>
    <message>
        <source> — out</source>
        <translation> — kiesett</translation>
    </message>
    <message>
        <source> — winner</source>
        <translation> — győztes</translation>
    </message>
    <message numerus="yes">
        <source>(%n tiles)</source>
        <translation>
            <numerusform>(%n lapka)</numerusform>
        </translation>
    </message>
    <message>
        <source>No daikaiju ({rule})</source>
        <translation>Nincsenek daikaijuk ({rule})</translation>
    </message>
    <message>
        <source>Dice: gold {gold} + blue {blue} = {sum}</source>
        <translation>Kockadobás: arany {gold} + kék {blue} = {sum}</translation>
    </message>
    <message>
        <source>, daikaiju die {die}</source>
        <translation>, daikaiju-kocka {die}</translation>
    </message>
    <message>
        <source>Dice: not rolled this turn</source>
        <translation>Kockadobás: ebben a körben még nem volt</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n tiles</source>
        <translation>
            <numerusform>Húzópakli: %n lapka</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand hidden</source>
        <translation>A kéz rejtett</translation>
    </message>
    <message>
        <source>Hand of {name}</source>
        <translation>{name} keze</translation>
    </message>
    <message>
        <source>Key {key}: show this tile in front of your ship, with where it sails</source>
        <translation>{key} billentyű: a lapka a vitorlásod elé kerül, és látod, merre sodor</translation>
    </message>
    <message>
        <source>turned {degrees}°: {chance}</source>
        <translation>{degrees}°-kal elforgatva: {chance}</translation>
    </message>
    <message>
        <source>Win chance after each turn (analysis; the badge shows the best): {turns}</source>
        <translation>Nyerési esély forgatásonként (elemzés; a jelvény a legjobbat mutatja): {turns}</translation>
    </message>
</context>
<context>
    <name>TsuroSeasUI</name>
    <message>
        <source>Highest number first</source>
        <translation>A legnagyobb szám kezd</translation>
    </message>
    <message>
        <source>Lowest number first</source>
        <translation>A legkisebb szám kezd</translation>
    </message>
    <message>
        <source>Back under the supply</source>
        <translation>Vissza a készlet aljára</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Kikerül a játékból</translation>
    </message>
    <message>
        <source>Under the draw pile</source>
        <translation>A húzópakli aljára</translation>
    </message>
    <message>
        <source>Its last empty square is covered</source>
        <translation>Az utolsó üres mezője is betelt</translation>
    </message>
    <message>
        <source>No tile can be placed any more</source>
        <translation>Már egy lapka sem rakható le</translation>
    </message>
</context>
<context>
    <name>TsuroTools</name>
    <message>
        <source>Choosing starting marks</source>
        <translation>Kiindulópontok választása</translation>
    </message>
    <message>
        <source>Laying tiles</source>
        <translation>Lapkák lerakása</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>A játék véget ért</translation>
    </message>
    <message>
        <source>Wake tile: drag onto a square or into a hand</source>
        <translation>Sodráslapka: húzd egy mezőre vagy egy kézbe</translation>
    </message>
    <message>
        <source>Wake tiles</source>
        <translation>Sodráslapkák</translation>
    </message>
    <message>
        <source>Daikaiju</source>
        <translation>Daikaijuk</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Vitorlások</translation>
    </message>
    <message>
        <source>Set whose turn it is</source>
        <translation>Ki következik</translation>
    </message>
    <message>
        <source>Set the phase</source>
        <translation>A szakasz beállítása</translation>
    </message>
    <message>
        <source>Set the turn number</source>
        <translation>A kör száma</translation>
    </message>
    <message>
        <source>The next rolls of the gold and blue dice with this dice seed</source>
        <translation>Az arany és a kék kocka következő dobásai ezzel a kockamaggal</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Ki következik</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Szakasz</translation>
    </message>
    <message>
        <source>Dice seed</source>
        <translation>Kockamag</translation>
    </message>
    <message>
        <source>Next rolls</source>
        <translation>Következő dobások</translation>
    </message>
    <message>
        <source>To the top</source>
        <translation>Legfelülre</translation>
    </message>
    <message>
        <source>Make the selected tile the next one drawn</source>
        <translation>A kijelölt lapka lesz a következő húzás</translation>
    </message>
    <message>
        <source>Set the dice</source>
        <translation>A kockák beállítása</translation>
    </message>
    <message numerus="yes">
        <source>Set %n players</source>
        <translation>
            <numerusform>%n játékos</numerusform>
        </translation>
    </message>
    <message>
        <source>Put a tile on top of the pile</source>
        <translation>Lapka a húzópakli tetejére</translation>
    </message>
    <message>
        <source>{player}&apos;s ship: drag it to a point on a square&apos;s edge</source>
        <translation>{player} vitorlása: húzd egy mező szélének egy pontjára</translation>
    </message>
    <message>
        <source>{player} holds this tile</source>
        <translation>Ez a lapka {player} kezében van</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <source>A tile back to the pile</source>
        <translation>Egy lapka vissza a húzópakliba</translation>
    </message>
    <message>
        <source>Give a tile to {player}</source>
        <translation>Lapka {player} kezébe</translation>
    </message>
    <message>
        <source>Lay a tile on {square}</source>
        <translation>Lapka lerakása ide: {square}</translation>
    </message>
    <message>
        <source>Put {player}&apos;s ship on {square}</source>
        <translation>{player} vitorlása ide: {square}</translation>
    </message>
    <message>
        <source>{player}&apos;s hand</source>
        <translation>{player} keze</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>the turn number</comment>
        <translation>Kör</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Kezek</translation>
    </message>
    <message>
        <source>Drop tiles here; Delete sends the chosen one back to the pile.</source>
        <translation>Ide ejtsd a lapkákat; a Delete a kiválasztottat visszateszi a húzópaklira.</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Húzópakli</translation>
    </message>
    <message>
        <source>The first is drawn first.</source>
        <translation>Az elsőt húzzák először.</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>an undo step: a piece turned clockwise</comment>
        <translation>Forgatás</translation>
    </message>
    <message>
        <source>The daikaiju supply</source>
        <translation>A daikaiju-készlet</translation>
    </message>
    <message>
        <source>Daikaiju out of the game</source>
        <translation>A játékból kikerült daikaijuk</translation>
    </message>
    <message>
        <source>Players out of the game, in order</source>
        <translation>A kiesett játékosok, sorrendben</translation>
    </message>
    <message>
        <source>Wake tiles out of the game</source>
        <translation>A játékból kikerült sodráslapkák</translation>
    </message>
    <message>
        <source>Players whose hands the bonus move offers</source>
        <translation>A játékosok, akiknek a kezét a bónuszlépés kínálja</translation>
    </message>
    <message>
        <source>Tile {tile} on {square}</source>
        <translation>{tile}. lapka itt: {square}</translation>
    </message>
    <message>
        <source>The tile on {square}</source>
        <translation>A lapka itt: {square}</translation>
    </message>
    <message>
        <source>tile {tile}</source>
        <translation>{tile}. lapka</translation>
    </message>
    <message>
        <source>{before} → {after}</source>
        <translation>{before} → {after}</translation>
    </message>
    <message>
        <source>Ship {seat}: {change}</source>
        <translation>{seat}. vitorlás: {change}</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>kiesett a játékból</translation>
    </message>
    <message>
        <source>afloat again</source>
        <translation>újra vízen</translation>
    </message>
    <message>
        <source>{ship}: {change}</source>
        <translation>{ship}: {change}</translation>
    </message>
    <message>
        <source>facing {before} → {after}</source>
        <translation>nézési irány: {before} → {after}</translation>
    </message>
    <message>
        <source>{daikaiju}: {change}</source>
        <translation>{daikaiju}: {change}</translation>
    </message>
    <message>
        <source>not on the sea</source>
        <translation>nincs a tengeren</translation>
    </message>
    <message>
        <source>starting mark {mark}</source>
        <translation>kiindulópont: {mark}</translation>
    </message>
    <message>
        <source>{square}, {point}</source>
        <translation>{square}, {point}</translation>
    </message>
    <message>
        <source>Daikaiju {id}</source>
        <translation>{id}. daikaiju</translation>
    </message>
    <message>
        <source>The draw pile</source>
        <translation>A húzópakli</translation>
    </message>
    <message>
        <source>Swapping tiles with the eliminated players&apos; hands</source>
        <translation>Lapkacsere a kiesett játékosok kezével</translation>
    </message>
    <message>
        <source>Choosing another starting mark</source>
        <translation>Másik kiindulópont választása</translation>
    </message>
    <message>
        <source>{daikaiju}: drag onto a square</source>
        <translation>{daikaiju}: húzd egy mezőre</translation>
    </message>
    <message>
        <source>Set the {daikaiju} on {square}</source>
        <translation>{daikaiju} lerakása ide: {square}</translation>
    </message>
    <message>
        <source>The phase</source>
        <translation>A szakasz</translation>
    </message>
    <message>
        <source>The turn number</source>
        <translation>A kör száma</translation>
    </message>
    <message>
        <source>afloat</source>
        <translation>vízen</translation>
    </message>
    <message>
        <source>out</source>
        <translation>kiesett</translation>
    </message>
    <message>
        <source>{daikaiju} on {square}</source>
        <translation>{daikaiju} ({square})</translation>
    </message>
    <message>
        <source>Ship {seat} (not on the sea)</source>
        <translation>{seat}. vitorlás (nincs a tengeren)</translation>
    </message>
    <message>
        <source>Ship {seat} on its starting mark at {square}</source>
        <translation>{seat}. vitorlás a kiindulópontján itt: {square}</translation>
    </message>
    <message>
        <source>Ship {seat} on {square}</source>
        <translation>{seat}. vitorlás itt: {square}</translation>
    </message>
    <message>
        <source>Move {what} to {square}</source>
        <translation>{what} áthelyezése ide: {square}</translation>
    </message>
    <message>
        <source>Turn back</source>
        <translation>Visszaforgatás</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Eltávolítás</translation>
    </message>
</context>
<context>
    <name>UnfinishedGames</name>
    <message>
        <source>Resume a game?</source>
        <translation>Folytatsz egy játszmát?</translation>
    </message>
    <message>
        <source>These games were left unfinished. Resume one; the others are kept among your saves (File → Open recent).</source>
        <translation>Ezek a játszmák befejezetlenül maradtak. Folytass egyet; a többi megmarad a mentéseid között (Fájl → Legutóbbiak).</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Folytatás</translation>
    </message>
    <message>
        <source>Keep them all</source>
        <translation>Mind megmarad</translation>
    </message>
</context>
<context>
    <name>UnfinishedQuestion</name>
    <message>
        <source>The game is not finished</source>
        <translation>A játszma nincs befejezve</translation>
    </message>
    <message>
        <source>{game}: the game is not finished.</source>
        <translation>{game}: a játszma nincs befejezve.</translation>
    </message>
    <message>
        <source>The autosave keeps it: qtgames offers it back at the next start. Save it to keep it among your saves as well.</source>
        <translation>Az automatikus mentés megőrzi: a qtgames a következő indításkor felkínálja. Mentsd el, ha a mentéseid közt is meg akarod tartani.</translation>
    </message>
    <message>
        <source>The autosave keeps it only until the next game begins. Save it to keep it among your saves.</source>
        <translation>Az automatikus mentés csak a következő játszma kezdetéig őrzi meg. Mentsd el, ha a mentéseid közt meg akarod tartani.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Játszom tovább</translation>
    </message>
    <message>
        <source>Save and quit</source>
        <translation>Mentés és kilépés</translation>
    </message>
    <message>
        <source>Save and continue</source>
        <translation>Mentés és tovább</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Kilépés</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Elvetés</translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <source>scout</source>
        <translation>felderítő</translation>
    </message>
    <message>
        <source>fort</source>
        <translation>erőd</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>telep</translation>
    </message>
</context>
<context>
    <name>WinChanceGraph</name>
    <message>
        <source>moves played: {total}</source>
        <translation>megtett lépések: {total}</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>Ú&amp;j játék</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Megnyitás…</translation>
    </message>
    <message>
        <source>Re&amp;view a saved match…</source>
        <translation>Mentett játszma &amp;visszanézése…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Legutób&amp;biak</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Men&amp;tés</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Mentés m&amp;ásként…</translation>
    </message>
    <message>
        <source>&amp;Export position as scenario…</source>
        <translation>Állás &amp;exportálása forgatókönyvként…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Sz&amp;erkesztés</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>Lépés &amp;visszavonása</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>Lépés ú&amp;jra</translation>
    </message>
    <message>
        <source>Copy position as &amp;text</source>
        <translation>Állás másolása &amp;szövegként</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>Állás &amp;beillesztése</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Pause AI moves</source>
        <translation>A gép lépéseinek &amp;szüneteltetése</translation>
    </message>
    <message>
        <source>&amp;Step one AI move</source>
        <translation>&amp;Egy gépi lépés</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>A játszma vissza&amp;nézése</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Elemzés</translation>
    </message>
    <message>
        <source>Analyse &amp;my game</source>
        <translation>&amp;Játszmám elemzése</translation>
    </message>
    <message>
        <source>Scenario &amp;editor…</source>
        <translation>Forgatókönyv-s&amp;zerkesztő…</translation>
    </message>
    <message>
        <source>AI &amp;speed</source>
        <translation>A gép &amp;tempója</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Közepes</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Azonnali</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <source>&amp;How to play…</source>
        <translation>&amp;Hogyan kell játszani…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Szabályok…</translation>
    </message>
    <message>
        <source>&amp;About qtgames</source>
        <translation>A qtgames &amp;névjegye</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <source>Start or open a game first.</source>
        <translation>Előbb indíts el vagy nyiss meg egy játszmát.</translation>
    </message>
    <message>
        <source>No move taken back to play again.</source>
        <translation>Nincs visszavont lépés, amit újra meg lehetne tenni.</translation>
    </message>
    <message>
        <source>Not while reviewing.</source>
        <translation>Visszanézés közben nem.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A játszma véget ért.</translation>
    </message>
    <message>
        <source>A hint is for a human player&apos;s own turn.</source>
        <translation>Tippet egy emberi játékos a saját körében kérhet.</translation>
    </message>
    <message>
        <source>No AI plays in this game.</source>
        <translation>Ebben a játszmában nem játszik gép.</translation>
    </message>
    <message>
        <source>Pause the AI moves first (P).</source>
        <translation>Előbb szüneteltesd a gép lépéseit (P).</translation>
    </message>
    <message>
        <source>{action}: {reason}</source>
        <translation>{action}: {reason}</translation>
    </message>
    <message>
        <source>AI moves paused: press S to step, P to resume.</source>
        <translation>A gép lépései szünetelnek: S-sel léptetsz, P-vel folytatod.</translation>
    </message>
</context>
</TS>
